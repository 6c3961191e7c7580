"""Golden files: trigger sentences and effect clauses with the IR they must compile to.

``golden/triggers.yaml`` holds real printed 4E trigger sentences (short phrases quoted as
test inputs, nothing else from the corpus); where a monster names itself, ``self`` is the
words of the sentence that name it and ``powers`` the words that name its powers; for an
item power, ``items`` is the name of its item ("Farbane" for "Farbane Power - Daily").
``golden/effects.yaml`` holds effect clauses written for these tests in the shape of
printed ones. Each entry was read and checked by hand; ``pytest --update-goldens``
rewrites the expected IR from the current output, and ``git diff`` is the review.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

from counterplay.compiler.dnd4e.verbs import VERBS
from counterplay.compiler.to_ir import effect_clauses, trigger

GOLDEN = Path(__file__).resolve().parent / "golden"


def _load(name: str) -> list[dict[str, Any]]:
    loaded: list[dict[str, Any]] = YAML(typ="safe").load((GOLDEN / name).read_text("utf-8"))
    return loaded


def _dump(name: str, header: str, entries: list[dict[str, Any]]) -> None:
    """One entry per block, each value as a JSON flow mapping (valid YAML), so that a
    changed IR is one changed line in ``git diff``."""
    lines = [header.rstrip(), ""]
    for entry in entries:
        first = True
        for key, value in entry.items():
            lines.append(f"{'- ' if first else '  '}{key}: {json.dumps(value, ensure_ascii=False)}")
            first = False
    (GOLDEN / name).write_text("\n".join(lines) + "\n", encoding="utf-8")


def _header(name: str) -> str:
    text = (GOLDEN / name).read_text("utf-8")
    return "".join(line + "\n" for line in text.splitlines() if line.startswith("#"))


def _trigger_ir(entry: dict[str, Any]) -> dict[str, Any]:
    names = [entry["self"]] if entry.get("self") else []
    out, _ = trigger(entry["text"], None, names, entry.get("powers", []), entry.get("items", []))
    out = dict(out)
    out.pop("text")
    return out


def _effect_ops(text: str) -> list[dict[str, Any]]:
    ops = [op for _, found, _ in effect_clauses(text) for op in found]
    return [{k: v for k, v in op.items() if k != "text"} for op in ops]


def test_trigger_goldens(update_goldens: bool) -> None:
    entries = _load("triggers.yaml")
    if update_goldens:
        for entry in entries:
            entry["ir"] = _trigger_ir(entry)
        _dump("triggers.yaml", _header("triggers.yaml"), entries)
    assert len(entries) >= 200
    wrong = [(e["text"], _trigger_ir(e), e["ir"]) for e in entries if _trigger_ir(e) != e["ir"]]
    assert not wrong, "\n".join(f"{t}\n  got      {g}\n  expected {x}" for t, g, x in wrong[:10])


def test_trigger_goldens_cover_every_event_the_grammar_makes() -> None:
    entries = _load("triggers.yaml")
    covered = {e["ir"]["event"] for e in entries}
    covered |= {a for e in entries for a in e["ir"].get("alternatives", [])}
    missing = sorted(_events_made() - covered)
    assert not missing, f"events without a golden entry: {missing}"


def _events_made() -> set[str]:
    """Every event name the trigger reader (compiler/dnd4e/trigger_*.py) can produce: the
    arguments of its _pred and _roll factories, the events it builds directly, its outcome
    tables and its verb lexicon."""
    from counterplay.compiler.dnd4e import trigger_core

    folder = Path(trigger_core.__file__).parent
    source = "".join(p.read_text("utf-8") for p in sorted(folder.glob("trigger_*.py")))
    found = set(re.findall(r'_(?:pred|verb|roll)\("([a-z_.]+)"', source))
    found |= set(re.findall(r'Predicate\(\["([a-z_.]+)"', source))
    found |= set(trigger_core._FAILED.values()) | set(trigger_core._SUCCEEDED.values())
    found |= {e for rule, e in trigger_core._ROLE_WORDS.items() if rule.startswith("v_")}
    found |= {verb.event for verb in VERBS}  # the verb lexicon's
    found.discard("state")  # "... and dislike the result": a qualifier, never an event
    return found


def test_effect_goldens(update_goldens: bool) -> None:
    entries = _load("effects.yaml")
    if update_goldens:
        for entry in entries:
            entry["ops"] = _effect_ops(entry["text"])
        _dump("effects.yaml", _header("effects.yaml"), entries)
    assert len(entries) >= 60
    wrong = [(e["text"], _effect_ops(e["text"]), e["ops"]) for e in entries]
    wrong = [w for w in wrong if w[1] != w[2]]
    assert not wrong, "\n".join(f"{t}\n  got      {g}\n  expected {x}" for t, g, x in wrong[:10])
