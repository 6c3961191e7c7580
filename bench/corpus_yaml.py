"""Authoring YAML built from ../shared/corpus/dnd4e, for tests and benchmarks only.

``counterplay convert`` is the real converter; this is the small, explicit mapping the
translation tests need (name, source, usage, keywords, action, trigger, target and effect
text), so that they do not depend on it. Nothing here is shipped or copied into the project.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

USAGE = {
    "at-will": "at-will",
    "atwill": "at-will",
    "encounter": "encounter",
    "daily": "daily",
    "recharge": "recharge",
    "item": "item",
    "consumable": "consumable",
    "healing surge": "healing surge",
    "other": "other",  # monster powers printed without a usage line
}

ACTIONS = (
    "Immediate Interrupt",
    "Immediate Reaction",
    "Opportunity Action",
    "Opportunity Attack",
    "Free Action",
    "No Action",
    "Standard Action",
    "Minor Action",
    "Move Action",
)
# Monster blocks print the action in the power's Effect/Attack line: "Effect (No Action): …"
_PRINTED = re.compile(r"^(?:Effect|Attack|Hit|Trigger)[^(:]*\((" + "|".join(ACTIONS) + r")\)")
# Item powers print their trigger inside the text: "Use this power when you hit …."
_IMPLICIT = re.compile(r"((?:You can )?[Uu]se this power (?:when|after|if|whenever)\b[^.]*\.)")


def _action(record: dict[str, Any]) -> str:
    for line in record.get("text_lines", []):
        found = _PRINTED.match(line)
        if found:
            return found.group(1).lower()
    return str(record.get("action_type") or "").lower()


def _trigger(record: dict[str, Any]) -> str | None:
    trigger = record.get("trigger") or record.get("trigger_text")
    if trigger:
        return str(trigger)
    implicit = record.get("implicit_trigger")
    if not implicit:
        return None
    found = _IMPLICIT.search(" ".join(record.get("text_lines", [])))
    return found.group(1) if found else f"Use this power when {implicit}"


def authoring_power(record: dict[str, Any]) -> dict[str, Any]:
    """One corpus record (player or monster power) as an authoring power."""
    power: dict[str, Any] = {"name": record["name"]}
    if "monster" in record:
        power["monster"] = record["monster"]
    elif record.get("sub_name"):
        power["source"] = record["sub_name"]
    usage = str(record.get("usage") or record.get("usage_raw") or "other").lower()
    power["usage"] = USAGE.get(usage, usage)
    keywords = list(dict.fromkeys(str(k).lower() for k in record.get("keywords") or []))
    if keywords:
        power["keywords"] = keywords
    power["action"] = _action(record)
    trigger = _trigger(record)
    if trigger:
        power["trigger"] = trigger
    if record.get("target"):
        power["target"] = str(record["target"])
    for name in ("hit", "miss", "effect"):
        if record.get(name):
            power[name] = str(record[name])
    return power


def corpus_powers(corpus: Path) -> list[dict[str, Any]]:
    """Every power of powers.jsonl, then of monster_powers.jsonl, as authoring powers."""
    found: list[dict[str, Any]] = []
    for name in ("powers.jsonl", "monster_powers.jsonl"):
        with (corpus / "dnd4e" / name).open(encoding="utf-8") as handle:
            found.extend(authoring_power(json.loads(line)) for line in handle if line.strip())
    return found


def dump(powers: list[dict[str, Any]]) -> str:
    """An authoring document in block style, one blank line between powers."""
    from io import StringIO

    from ruamel.yaml import YAML

    yaml = YAML(typ="safe", pure=False)  # the C emitter where there is one
    yaml.default_flow_style = False
    yaml.width = 100
    yaml.allow_unicode = True
    yaml.sort_base_mapping_type_on_output = False  # type: ignore[attr-defined]
    out = StringIO()
    yaml.dump({"counterplay": 1, "ruleset": "dnd4e", "powers": powers}, out)
    return out.getvalue().replace("\n- name:", "\n\n- name:")


def translate_corpus(powers: list[dict[str, Any]]) -> list[Any]:
    """Compile authoring powers to the IR (grammar included) and translate them.

    The authoring schema is not applied: it refuses a few real powers (no printed action
    type, no usage line) that the translation must still account for, with a diagnostic.
    """
    from counterplay.compiler.dnd4e.translate import translate
    from counterplay.compiler.dnd4e.translation_table import load_table
    from counterplay.compiler.load import Document
    from counterplay.compiler.to_ir import to_ir

    table, problems = load_table()
    assert table is not None, problems
    document = Document("corpus.yaml", "", {"counterplay": 1, "powers": powers})
    ir, _ = to_ir(document, read_effects=False)
    return translate(ir["powers"], table)
