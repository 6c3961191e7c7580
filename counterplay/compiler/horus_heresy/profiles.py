"""Stage ``to_ir`` for Horus Heresy reaction profiles: Summary / Trigger / Cost / Target /
Process into an IR reaction (DESIGN.md's contract) the runtime binds to a unit.

The Trigger line is read by ``profile.lark``: its Phase, the step of the triggering
action it is declared in ("during Step 3 of the Shooting Attack sequence", "at the end of
Step 2 of a Charge"), what the event is (a Shooting Attack or a Charge targeting the unit,
an enemy unit ending a move near it) and which units it concerns (a Trait, no Vehicles).
That gives the trigger (``event``, ``actor``, ``target``, ``qualifiers``) and the break
point the reaction resolves at (``SEQUENCE.STEP``, or ``SEQUENCE.STEP.end`` "at the end of"
a step; "during" and "in" a step are its start). "Once per Battle" is the usage
``once-per-battle``. The Cost line gives the points of the Reaction Allotment it spends
(``cost``). A Trigger the grammar cannot fully read still compiles, as the event
``unparsed``, with a warning at the first word it could not read (P001); a Cost that is no
one number of points is read as its least and reported (H008). The Process is kept as
text: what a reaction does is written as the world's ops beside it.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer

from counterplay.compiler.horus_heresy.parse import parse
from counterplay.diagnostics import Diagnostic, Span, diagnostic

# Typographic characters folded to what the grammar expects, one for one (columns hold).
_FOLD = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "§": "?"})
_DECLARED = re.compile(
    r"\bdeclare\s+(?:an?\s+|the\s+)?(?P<name>.+?)\s+(?:advanced\s+|psychic\s+)?reaction\b"
)
_QUOTE = 160  # characters of a Cost quoted in a diagnostic
# The event each sequence's Trigger speaks of, and the Phase it happens in.
EVENTS = {
    "shooting_attack": ("shooting.target", "shooting"),
    "charge": ("assault.charge", "assault"),
    "move": ("unit.move_end", "movement"),
}
# A Cost line: (pattern, whether it is one number of points); the first group is the
# number ("has no cost": 0; "1, 2 or 3 points": the least, 1).
_COST: tuple[tuple[re.Pattern[str], bool], ...] = (
    (re.compile(r"\bhas (no) cost\b"), True),
    (re.compile(r"\bspend\s*(\d+)\s*,\s*\d+\s*or\s*\d+\s*points?"), False),
    (re.compile(r"\bspend\s*(\d+|[il])\s*points?"), True),
)


def _number(text: str) -> int:
    """A cost's number: "no" is 0; a scan's "l" or "I" for a 1 ("spend l point") is 1."""
    words = {"no": 0, "l": 1, "i": 1}
    return words[text] if text in words else int(text)


def fold(text: str) -> str:
    return text.translate(_FOLD).lower()


def mask(folded: str) -> tuple[str, str]:
    """``folded`` with the declared reaction's name overwritten by "§" (same length), and
    that name as written ("" when the line declares none the usual way)."""
    found = _DECLARED.search(folded)
    if found is None:
        return folded, ""
    start, end = found.span("name")
    return folded[:start] + "§" * (end - start) + folded[end:], found["name"]


class _Reading(Transformer[Token, Any]):
    """The tree as the facts the IR is made of (a dict per part, merged in order)."""

    def start(self, items: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for item in items:
            if isinstance(item, dict):
                out.update(item)
        return out

    def once(self, _: list[Any]) -> dict[str, Any]:
        return {"usage": "once-per-battle"}

    def advanced(self, _: list[Any]) -> dict[str, Any]:
        return {"action": "advanced reaction"}

    def psychic(self, _: list[Any]) -> dict[str, Any]:
        return {"action": "psychic reaction"}

    def parts(self, items: list[Any]) -> dict[str, Any]:
        return self.start(items)

    def phase_part(self, items: list[Any]) -> dict[str, Any]:
        return {"phase": items[-1]}

    def movement(self, _: list[Any]) -> str:
        return "movement"

    def shooting(self, _: list[Any]) -> str:
        return "shooting"

    def assault(self, _: list[Any]) -> str:
        return "assault"

    def step_part(self, items: list[Any]) -> dict[str, Any]:
        moment, number, sequence = items[0], items[1], items[-1]
        return {"moment": moment, "step": int(number), "sequence": sequence}

    def during(self, _: list[Any]) -> str:
        return "during"

    def at_start(self, _: list[Any]) -> str:
        return "start"

    def at_end(self, _: list[Any]) -> str:
        return "end"

    def sequence(self, items: list[Any]) -> str:
        return next(i for i in items if isinstance(i, str) and i in EVENTS)

    def shooting_attack(self, _: list[Any]) -> str:
        return "shooting_attack"

    def charge(self, _: list[Any]) -> str:
        return "charge"

    def move(self, _: list[Any]) -> str:
        return "move"

    def by_part(self, items: list[Any]) -> dict[str, Any]:
        found = [i for i in items if isinstance(i, str) and i in EVENTS]
        return {"attack": found[0]} if found else {}

    def target_part(self, items: list[Any]) -> dict[str, Any]:
        return {"target": items[-1]}

    def unit(self, items: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for item in items:
            if isinstance(item, dict):
                out.update(item)
        return out

    def composition(self, items: list[Any]) -> dict[str, Any]:
        return dict(items[-1])

    def models(self, items: list[Any]) -> dict[str, Any]:
        out = {"trait": items[0]}
        if len(items) > 1:
            out["not_type"] = "Vehicle"
        return out

    def models_of_type(self, items: list[Any]) -> dict[str, Any]:
        return {"types": [items[0]]}

    def trait(self, items: list[Any]) -> str:
        return " ".join(str(t) for t in items).title().replace("'S", "'s")

    def move_part(self, items: list[Any]) -> dict[str, Any]:
        inches = next(int(i) for i in items if isinstance(i, Token) and i.type == "NUMBER")
        return {"enemy_within": inches, "reacting": items[-1]}

    def sighted(self, items: list[Any]) -> dict[str, Any]:
        return dict(items[-1])


def _trigger(facts: dict[str, Any], text: str) -> tuple[dict[str, Any], str | None]:
    """The trigger IR and the break point, from what the grammar read."""
    sequence = (
        facts.get("sequence")
        or facts.get("attack")
        or ("move" if "enemy_within" in facts else None)
    )
    if sequence is None:
        return {"event": "unparsed", "text": text}, None
    event, phase = EVENTS[sequence]
    qualifiers: dict[str, Any] = {"phase": facts.get("phase", phase)}
    point = None
    if "step" in facts:
        qualifiers.update(sequence=sequence, step=facts["step"], moment=facts["moment"])
        point = f"{sequence}.{facts['step']}" + (".end" if facts["moment"] == "end" else "")
    if sequence == "move":
        actor: dict[str, Any] = {
            "role": "enemy",
            "within": facts.get("enemy_within", 12),
            "line_of_sight": True,
        }
        if facts.get("reacting"):
            qualifiers["reacting_unit"] = facts["reacting"]
        return {
            "event": event,
            "actor": actor,
            "target": None,
            "qualifiers": qualifiers,
            "text": text,
        }, point
    target = {"role": "self", **facts.get("target", {})}
    trigger = {
        "event": event,
        "actor": {"role": "enemy"},
        "target": target,
        "qualifiers": qualifiers,
        "text": text,
    }
    return trigger, point


def _unread(text: str, at: tuple[int, int], span: Span | None) -> Diagnostic:
    """P001 at the first word of the Trigger the grammar could not place ((0, 0): the end),
    in the words 4E's phrase reader uses for its triggers."""
    from counterplay.compiler.dnd4e.parse import unread

    return unread(text, "trigger", at[0], at[1], span)


def read_cost(text: str, span: Span | None = None) -> tuple[int, list[Diagnostic]]:
    """The points of the Reaction Allotment a profile's Cost line spends (1 when it says
    none), and a warning (H008) when it is not one number of points."""
    folded = fold(text)
    for pattern, exact in _COST:
        found = pattern.search(folded)
        if found:
            cost = _number(found[1])
            if exact:
                return cost, []
            message = f"the Cost {text.strip()!r} is no one number of points: read as {cost}"
            return cost, [diagnostic("H008", message, span)]
    if not folded.strip():
        return 1, []
    message = f"cannot read the Cost {' '.join(text.split())[:_QUOTE]!r}: read as 1 point"
    return 1, [diagnostic("H008", message, span)]


def read_profile(
    name: str,
    profile: dict[str, str],
    kind: str | None = None,
    spans: dict[str, Span] | None = None,
) -> tuple[dict[str, Any], list[Diagnostic]]:
    """One reaction profile as an IR reaction.

    Args:
        name: the reaction's name.
        profile: its fields as printed (``Trigger``, ``Cost``, ``Summary``, ``Target``,
            ``Process``; others kept as notes).
        kind: its printed kind (``reaction``, ``advanced reaction``, ``psychic reaction``),
            when the profile's own words do not say.
        spans: where each field's text starts, so diagnostics point into the file.

    Returns:
        The IR entry and the diagnostics (P001 for an unread Trigger, H008 for a Cost).
    """
    spans = spans or {}
    text = profile.get("Trigger", "")
    folded, declared = mask(fold(text))
    tree, stopped = parse(folded)
    found: list[Diagnostic] = []
    facts: dict[str, Any] = {}
    if tree is None:
        found.append(_unread(text, stopped or (0, 0), spans.get("Trigger")))
    else:
        facts = _Reading().transform(tree)
    trigger, point = _trigger(facts, " ".join(text.split()))
    cost, more = read_cost(profile.get("Cost", ""), spans.get("Cost"))
    found.extend(more)
    entry: dict[str, Any] = {
        "name": name,
        "source": profile.get("Source", "reaction profile"),
        "usage": facts.get("usage", "at-will"),
        "action": facts.get("action", kind or "reaction"),
        "cost": cost,
        "trigger": trigger,
        "effect": {"text": " ".join(profile.get("Process", "").split()), "ops": []},
    }
    if point is not None:
        entry["break_point"] = point
    if declared and declared.strip() != fold(name).strip():
        entry["declares"] = declared.strip()
    notes = {k: v for k, v in profile.items() if k not in ("Trigger", "Cost", "Process")}
    if notes:
        entry["notes"] = notes
    return entry, found
