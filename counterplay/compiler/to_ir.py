"""Stage ``to_ir``: turn a loaded authoring document into the IR of DESIGN.md.

Each power keeps its printed fields, normalised (lower-case action, usage and keywords),
and gains structure: its trigger sentence is parsed into ``{event, actor, target,
qualifiers, text}`` and its Hit / Miss / Effect text into a list of ops. A trigger the
grammar cannot read compiles as ``{"event": "unparsed", "text": ...}`` with a warning at
the first word it could not read: an event is never invented from a partial match.

Voice does not change meaning: the actor is who does the thing and the target is who it
is done to ("An enemy hits you" and "You are hit by an enemy" give the same IR). Events
with no one doing them to anyone (``shift``, ``bloodied``) have the subject as actor and
no target.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer

from counterplay.compiler.load import Document
from counterplay.compiler.parse import parse
from counterplay.diagnostics import Diagnostic, Span

Selector = dict[str, Any]

_ANYONE: Selector = {"role": "creature"}


class _TriggerIR(Transformer[Token, dict[str, Any]]):
    """One method per aliased rule of ``grammar/trigger_en.lark``."""

    # -- who --
    def you(self, _: list[Any]) -> Selector:
        return {"role": "self"}

    def _role(self, role: str, filters: list[tuple[str, Any]]) -> Selector:
        return {"role": role, **dict(filters)}

    def self_or_ally(self, filters: list[tuple[str, Any]]) -> Selector:
        return self._role("self_or_ally", filters)

    def enemy(self, filters: list[tuple[str, Any]]) -> Selector:
        return self._role("enemy", filters)

    def ally(self, filters: list[tuple[str, Any]]) -> Selector:
        return self._role("ally", filters)

    def creature(self, filters: list[tuple[str, Any]]) -> Selector:
        return self._role("creature", filters)

    def adjacent_to_you(self, _: list[Any]) -> tuple[str, Any]:
        return ("adjacent_to", "self")

    def within(self, items: list[Token]) -> tuple[str, Any]:
        return ("within", int(items[0]))

    def marked_by_you(self, _: list[Any]) -> tuple[str, Any]:
        return ("marked_by", "self")

    # -- qualifiers and agents --
    def attack_kind(self, items: list[Token]) -> tuple[str, str]:
        return ("attack_kind", str(items[0]))

    def agent(self, items: list[Selector]) -> tuple[str, Selector]:
        return ("agent", items[0])

    # -- what happens: each returns a partial trigger finished by `start` --
    @staticmethod
    def _active(event: str, items: list[Any]) -> dict[str, Any]:
        target = next((i for i in items if isinstance(i, dict)), None)
        qualifiers: dict[str, Any] = dict(i for i in items if isinstance(i, tuple))
        return {"event": event, "voice": "active", "target": target, "qualifiers": qualifiers}

    @staticmethod
    def _passive(event: str, items: list[Any]) -> dict[str, Any]:
        pairs: dict[str, Any] = dict(i for i in items if isinstance(i, tuple))
        agent = pairs.pop("agent", None)
        return {"event": event, "voice": "passive", "agent": agent, "qualifiers": pairs}

    def shifts(self, items: list[Any]) -> dict[str, Any]:
        return self._active("shift", items)

    def hits(self, items: list[Any]) -> dict[str, Any]:
        return self._active("attack.hit", items)

    def misses(self, items: list[Any]) -> dict[str, Any]:
        return self._active("attack.miss", items)

    def attacks(self, items: list[Any]) -> dict[str, Any]:
        return self._active("attack.target", items)

    def becomes_bloodied(self, items: list[Any]) -> dict[str, Any]:
        return self._active("bloodied", items)

    def is_hit(self, items: list[Any]) -> dict[str, Any]:
        return self._passive("attack.hit", items)

    def is_missed(self, items: list[Any]) -> dict[str, Any]:
        return self._passive("attack.miss", items)

    def is_attacked(self, items: list[Any]) -> dict[str, Any]:
        return self._passive("attack.target", items)

    def start(self, items: list[Any]) -> dict[str, Any]:
        subject, predicate = items[0], items[1]
        if predicate["voice"] == "active":
            actor, target = subject, predicate["target"]
        else:
            actor, target = predicate["agent"] or dict(_ANYONE), subject
        return {
            "event": predicate["event"],
            "actor": actor,
            "target": target,
            "qualifiers": predicate["qualifiers"],
        }


_TRANSFORMER = _TriggerIR()

# Sentence ends: a period followed by space and a capital letter, or the end of the text.
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")


def _trigger(text: str, span: Span) -> tuple[dict[str, Any], list[Diagnostic]]:
    tree, diagnostics = parse(text, "trigger", span)
    if tree is None:
        return {"event": "unparsed", "text": text}, diagnostics
    trigger: dict[str, Any] = _TRANSFORMER.transform(tree)
    trigger["text"] = text
    return trigger, diagnostics


def _effect(text: str) -> dict[str, Any]:
    sentences = [s.strip() for s in _SENTENCE.split(text.strip()) if s.strip()]
    return {"text": text, "ops": [{"op": "unparsed", "text": s} for s in sentences]}


_TEXT_FIELDS = ("range", "requirement", "target", "attack", "special", "sustain")
_EFFECT_FIELDS = ("hit", "miss", "effect")


def _power(
    document: Document, index: int, power: dict[str, Any]
) -> tuple[dict[str, Any], list[Diagnostic]]:
    where = ("powers", index)
    origin = document.span(where)
    out: dict[str, Any] = {
        "name": power["name"],
        "source": power.get("source", ""),
        "usage": power["usage"],
        "keywords": [k.lower() for k in power.get("keywords", [])],
        "action": power["action"],
        "reaction": sorted(power.get("reaction", [])),
    }
    for optional in ("monster", "level", "recharge"):
        if optional in power:
            out[optional] = power[optional]
    diagnostics: list[Diagnostic] = []
    if "trigger" in power:
        out["trigger"], found = _trigger(power["trigger"], document.span((*where, "trigger")))
        diagnostics.extend(found)
    else:
        out["trigger"] = None
    for name in _TEXT_FIELDS:
        if name in power:
            out[name] = power[name]
    for name in _EFFECT_FIELDS:
        out[name] = _effect(power[name]) if power.get(name) else None
    out["origin"] = {"file": origin.file, "line": origin.line, "column": origin.column}
    return out, diagnostics


def to_ir(document: Document) -> tuple[dict[str, Any], list[Diagnostic]]:
    """Compile a schema-valid authoring document into the IR.

    Args:
        document: a loaded document that has passed ``validate(..., "authoring")``.

    Returns:
        The IR document (``{"counterplay": 1, "ruleset": ..., "powers": [...]}``) and the
        diagnostics found while reading its text.
    """
    data = document.data
    powers: list[dict[str, Any]] = []
    diagnostics: list[Diagnostic] = []
    for index, power in enumerate(data.get("powers", [])):
        ir, found = _power(document, index, power)
        powers.append(ir)
        diagnostics.extend(found)
    ir_doc = {
        "counterplay": data["counterplay"],
        "ruleset": data.get("ruleset", "dnd4e"),
        "powers": powers,
    }
    return ir_doc, diagnostics
