"""Stage ``to_ir`` for Horus Heresy reaction profiles: Summary / Trigger / Cost / Target /
Process into an IR reaction (DESIGN.md's contract) the runtime binds to a unit.

The Trigger line is read by ``profile.lark`` into facts, one dict per part: its Phase, the
step of the triggering action it is declared in ("during Step 3 of the Shooting Attack
sequence", "at the end of Step 2 of a Charge"), what the event is (a Shooting Attack or a
Charge targeting the unit, an enemy unit ending a move near it, an event of a procedure
the world does not run: ``vocabulary.HAPPENINGS``), which units it concerns (one unit
phrase in every slot), its conditions (``vocabulary.CONDITIONS``). That gives the trigger
(``event``, ``actor``, ``target``, ``qualifiers``; two Phases: an ``either`` part with its
own break point) and the break point the reaction resolves at (``SEQUENCE.STEP``, or
``SEQUENCE.STEP.end`` "at the end of" a step; "during" and "in" a step are its start).
Every fact is read into the IR or the line is not read: facts that contradict each other,
or that the trigger's kind does not read, leave it ``unparsed``. "Once per Battle" is the
usage ``once-per-battle``. The Cost line gives the points of the Reaction Allotment it
spends (``cost``). A Trigger the grammar cannot fully read still compiles, as the event
``unparsed``, with a warning at the first word it could not read (P001); a Cost that is no
one number of points is read as its least and reported (H008). The Process is kept as
text: what a reaction does is written as the world's ops beside it.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer

from counterplay.compiler.horus_heresy.parse import parse
from counterplay.compiler.horus_heresy.vocabulary import (
    CONDITIONS,
    HAPPENINGS,
    PROCEDURES,
    SEQUENCES,
    mask_phrases,
)
from counterplay.diagnostics import Diagnostic, Span, diagnostic

# Typographic characters folded to what the grammar expects, one for one (columns hold).
_FOLD = str.maketrans(
    {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "§": "?", "¤": "?", "µ": "?"}
)
_DECLARED = re.compile(
    r"\bdeclare\s+(?:an?\s+|the\s+)?(?P<name>.+?)\s+(?:advanced\s+|psychic\s+)?reaction\b"
)
_QUOTE = 160  # characters of a Cost quoted in a diagnostic
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


def _merged(items: list[Any]) -> dict[str, Any]:
    """The facts of a rule's parts, merged in order: a fact of :data:`_LISTED` said twice
    keeps both, two sayings of one unit add up; any other fact said twice two ways is a
    contradiction (``_CONFLICT``: the line is not read)."""
    out: dict[str, Any] = {}
    for item in items:
        if not isinstance(item, dict):
            continue
        for key, value in item.items():
            if key not in out or out[key] == value:
                out[key] = value
            elif key in _LISTED:
                out[key] = [*_listed(out[key]), *_listed(value)]
            elif isinstance(value, dict) and isinstance(out[key], dict):
                out[key] = _merged([out[key], value])
            else:
                out[_CONFLICT] = True
    return out


def _contradicted(facts: Any) -> bool:
    """Whether a contradiction was found anywhere in the facts: at the top, or inside a
    unit said twice two ways (there it would be read as a filter of the unit)."""
    if isinstance(facts, dict):
        return _CONFLICT in facts or any(_contradicted(v) for v in facts.values())
    return isinstance(facts, list) and any(_contradicted(v) for v in facts)


def _listed(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list) else [value]


# Facts that may be said more than once and keep every saying (each one holds): a unit's
# Traits and Sub-Types, the conditions set on the action. Not ``types``: its list is
# alternatives ("the Walker, Paragon or Automata Types"), so "the Infantry Type and the
# Character Sub-Type" kept as one list would fire on any unit of Infantry.
_LISTED = {"trait", "sub_types", "condition"}
_CONFLICT = "conflict"
# The facts each kind of trigger reads into its IR (besides _ALWAYS): a line whose facts
# include one its kind does not read is not read (every word in the IR, or none).
_ALWAYS = {"usage", "action", "phase", "either"}
_USES = {
    "move": {"sequence", "attack", "step", "moment", "reacting", "condition", "enemy_within"}
    | {"enemy"},
    "sequence": {"sequence", "attack", "step", "moment", "reacting", "condition", "actor"}
    | {"actor_within", "target", "target_role", "of"},
    "happening": {"happening", "procedure", "step", "moment", "condition", "actor", "target"}
    | {"victory_points", "statuses", "failed_check", "passed_check"},
}


class _Reading(Transformer[Token, Any]):
    """The tree as the facts the IR is made of (a dict per part, merged in order).
    ``masked`` is the phrase (a condition, a procedure) masked at each offset of the text."""

    def __init__(self, masked: dict[int, str]) -> None:
        super().__init__()
        self.masked = masked

    def _phrase(self, items: list[Any], terminal: str) -> str:
        token = next(i for i in items if isinstance(i, Token) and i.type == terminal)
        return self.masked[token.start_pos or 0]

    def start(self, items: list[Any]) -> dict[str, Any]:
        return _merged(items)

    parts = unit = features = start

    def once(self, _: list[Any]) -> dict[str, Any]:
        return {"usage": "once-per-battle"}

    def advanced(self, _: list[Any]) -> dict[str, Any]:
        return {"action": "advanced reaction"}

    def psychic(self, _: list[Any]) -> dict[str, Any]:
        return {"action": "psychic reaction"}

    def phase_part(self, items: list[Any]) -> dict[str, Any]:
        return {"phase": items[-1]}

    def movement(self, _: list[Any]) -> str:
        return "movement"

    def shooting(self, _: list[Any]) -> str:
        return "shooting"

    def assault(self, _: list[Any]) -> str:
        return "assault"

    def end_phase(self, _: list[Any]) -> str:
        return "end"

    def step_part(self, items: list[Any]) -> dict[str, Any]:
        moment, number, sequence = items[0], items[1], items[-1]
        return {"moment": moment, "step": int(number), "sequence": sequence}

    def procedure_step(self, items: list[Any]) -> dict[str, Any]:
        procedure, _ = PROCEDURES[self._phrase(items, "PROCEDURE")]
        return {"moment": items[0], "step": int(items[1]), "procedure": procedure}

    def combat_part(self, items: list[Any]) -> dict[str, Any]:
        return {"happening": "combat", "target": items[-1]}

    def during(self, _: list[Any]) -> str:
        return "during"

    def at_start(self, _: list[Any]) -> str:
        return "start"

    def at_end(self, _: list[Any]) -> str:
        return "end"

    def sequence(self, items: list[Any]) -> str:
        return next(i for i in items if isinstance(i, str) and i in SEQUENCES)

    def shooting_attack(self, _: list[Any]) -> str:
        return "shooting_attack"

    def charge(self, _: list[Any]) -> str:
        return "charge"

    def move(self, _: list[Any]) -> str:
        return "move"

    def by_part(self, items: list[Any]) -> dict[str, Any]:
        found = [i for i in items if isinstance(i, str) and i in SEQUENCES]
        out: dict[str, Any] = {"attack": found[0]} if found else {}
        units = [i for i in items if isinstance(i, dict)]
        if units:  # "for a Unit which includes ...": the unit making it
            out["actor"] = units[-1]
        return out

    def target_part(self, items: list[Any]) -> dict[str, Any]:
        return {"target": items[-1]}

    def when_part(self, items: list[Any]) -> dict[str, Any]:
        *unit, event = [i for i in items if isinstance(i, dict)]
        return {**event, "target": unit[0]} if unit else dict(event)

    def passes_check(self, items: list[Any]) -> dict[str, Any]:
        checks = [i for i in items if isinstance(i, str)]
        return {"happening": "passes_check", "passed_check": checks}

    def gains_status(self, items: list[Any]) -> dict[str, Any]:
        *statuses, check = [i for i in items if isinstance(i, str)]
        return {"happening": "gains_status", "statuses": statuses, "failed_check": check}

    def targets_with(self, items: list[Any]) -> dict[str, Any]:
        return {"attack": items[-1], "target": items[0]}

    def declares(self, items: list[Any]) -> dict[str, Any]:
        attack = next(i for i in items if isinstance(i, str) and i in SEQUENCES)
        units = [i for i in items if isinstance(i, dict)]
        return {"attack": attack, **({"target": units[0]} if units else {})}

    def condition_part(self, items: list[Any]) -> dict[str, Any]:
        return {"condition": [CONDITIONS[self._phrase(items, "CONDITION")]]}

    def procedure_part(self, items: list[Any]) -> dict[str, Any]:
        name, phase = PROCEDURES[self._phrase(items, "PROCEDURE")]
        said = [i for i in items if isinstance(i, str) and not isinstance(i, Token)]
        return {"procedure": name, "phase": said[-1] if said else phase}

    def deploys(self, items: list[Any]) -> dict[str, Any]:
        return {"happening": "deploys", "actor": items[0]}

    def deployed(self, items: list[Any]) -> dict[str, Any]:
        return {"happening": "deploys", "actor": items[0], "moment": "end"}

    def scores(self, items: list[Any]) -> dict[str, Any]:
        return {"happening": "scores", "victory_points": int(items[0])}

    def where_part(self, items: list[Any]) -> dict[str, Any]:
        inches = next(int(i) for i in items if isinstance(i, Token) and i.type == "NUMBER")
        unit = dict(items[-1])
        # (the Charging Unit: of a Charge; a unit "not the target of" it: another unit is)
        out: dict[str, Any] = {"actor_within": inches, "reacting": unit, "of": ["charge"]}
        if "not_target_of" in unit:
            out.update(of=["charge", unit.pop("not_target_of")], target_role="ally")
        return out

    def not_target(self, items: list[Any]) -> dict[str, Any]:
        return {"not_target_of": items[-1]}

    def reacting_part(self, items: list[Any]) -> dict[str, Any]:
        return {"reacting": items[-1]}

    def either_part(self, items: list[Any]) -> dict[str, Any]:
        return {"either": [i for i in items if isinstance(i, dict)]}

    def branch(self, items: list[Any]) -> dict[str, Any]:
        return _merged([{"phase": items[0]}, *items[1:]])

    def composition(self, items: list[Any]) -> dict[str, Any]:
        return dict(items[-1])

    def some_models(self, items: list[Any]) -> dict[str, Any]:
        return {"includes": dict(items[-1])}

    def trait(self, items: list[Any]) -> dict[str, Any]:
        return {"trait": items[-1]}

    def types(self, items: list[Any]) -> dict[str, Any]:
        return {"types": [i for i in items if isinstance(i, str)]}

    def sub_type(self, items: list[Any]) -> dict[str, Any]:
        return {"types": [items[-1]]}  # as the world's models have it: one type each

    def sub_type_of(self, items: list[Any]) -> dict[str, Any]:
        sub, kind = [i for i in items if isinstance(i, str)]
        return {"types": [kind], "sub_types": [sub]}

    def without(self, items: list[Any]) -> dict[str, Any]:
        return {"not_special_rule": items[-1]}

    def not_vehicle(self, _: list[Any]) -> dict[str, Any]:
        return {"not_type": "Vehicle"}

    def names(self, items: list[Any]) -> str:
        text = " ".join(str(t) for t in items)
        return text.title().replace("'S", "'s").replace(" Of ", " of ")

    def of(self, _: list[Any]) -> str:
        return "of"

    def value(self, items: list[Any]) -> str:
        return f"({items[0]})"

    def move_part(self, items: list[Any]) -> dict[str, Any]:
        inches = next(int(i) for i in items if isinstance(i, Token) and i.type == "NUMBER")
        return {"enemy_within": inches, "enemy": items[0], "reacting": items[-1]}

    def enemy(self, items: list[Any]) -> dict[str, Any]:
        return dict(items[-1]) if items and isinstance(items[-1], dict) else {}

    def sighted(self, items: list[Any]) -> dict[str, Any]:
        return dict(items[-1])


def _move(facts: dict[str, Any], qualifiers: dict[str, Any]) -> dict[str, Any]:
    """An enemy unit ending a move near the reacting unit (``unit.move_end``)."""
    actor = {
        "role": "enemy",
        **facts.get("enemy", {}),
        "within": facts.get("enemy_within", 12),
        "line_of_sight": True,
    }
    return {"event": SEQUENCES["move"][0], "actor": actor, "target": None, "qualifiers": qualifiers}


def _happening(facts: dict[str, Any]) -> dict[str, Any] | None:
    """An event of a procedure the world does not run ("when the Active Player deploys a
    Unit from Reserves"), in a procedure it happens in (None: said in another one)."""
    event, procedures, who = HAPPENINGS[facts["happening"]]
    procedure = facts.get("procedure", procedures[0] if len(procedures) == 1 else None)
    if procedure is not None and procedure not in procedures:
        return None
    if ({"actor", "target"} - {who}) & set(facts):  # (a unit it does not name)
        return None
    phase = facts.get("phase") or next((p for n, p in PROCEDURES.values() if n == procedure), None)
    qualifiers: dict[str, Any] = {"phase": phase} if phase else {}
    qualifiers.update({"procedure": procedure} if procedure else {})
    for said, key in _HAPPENING_QUALIFIERS.items():
        if said in facts:
            qualifiers[key] = facts[said]
    if who == "target":  # what befalls a unit of the Reactive player: it reacts
        target = {"role": "self", **facts.get("target", {})}
        return {"event": event, "actor": None, "target": target, "qualifiers": qualifiers}
    actor = {"role": "enemy", **facts.get("actor", {})}
    return {"event": event, "actor": actor, "target": None, "qualifiers": qualifiers}


# What a happening says of itself -> its qualifier ("finishes moving a Unit into play": the
# moment the move is over).
_HAPPENING_QUALIFIERS = {
    "victory_points": "victory_points_min",
    "step": "step",
    "moment": "moment",
    "statuses": "statuses",
    "failed_check": "failed_check",
    "passed_check": "passed_check",
    "condition": "condition",
}


def _part(facts: dict[str, Any]) -> tuple[dict[str, Any], str | None] | None:
    """One whole trigger (without its text) and its break point, or None when the facts
    name no event (or two that cannot both be)."""
    sequence = (
        facts.get("sequence")
        or facts.get("attack")
        or ("move" if "enemy_within" in facts else None)
    )
    kind = "happening" if "happening" in facts else "move" if sequence == "move" else "sequence"
    if set(facts) - _USES[kind] - _ALWAYS or _contradicted(facts):
        return None  # (a fact this kind does not read, a contradiction)
    if kind == "happening":
        happening = None if sequence else _happening(facts)
        return None if happening is None else (happening, None)
    if sequence is None or any(said != sequence for said in facts.get("of", ())):
        return None
    event, phase = SEQUENCES[sequence]
    qualifiers: dict[str, Any] = {"phase": facts.get("phase", phase)}
    point = None
    if "step" in facts:
        qualifiers.update(sequence=sequence, step=facts["step"], moment=facts["moment"])
        point = f"{sequence}.{facts['step']}" + (".end" if facts["moment"] == "end" else "")
    if facts.get("reacting"):
        qualifiers["reacting_unit"] = facts["reacting"]
    if facts.get("condition"):
        qualifiers["condition"] = facts["condition"]
    if sequence == "move":
        return _move(facts, qualifiers), point
    actor = {"role": "enemy", **facts.get("actor", {})}
    if "actor_within" in facts:  # "where the Charging Unit is within 12" of" the reacting unit
        actor["within"] = facts["actor_within"]
    target = {"role": facts.get("target_role", "self"), **facts.get("target", {})}
    return {"event": event, "actor": actor, "target": target, "qualifiers": qualifiers}, point


def _trigger(facts: dict[str, Any], text: str) -> tuple[dict[str, Any], str | None]:
    """The trigger IR and the break point, from what the grammar read (two Phases: the
    first is the trigger, the second its ``either`` part, with its own break point)."""
    branches = facts.get("either")
    if branches:
        first, second = (_part({**facts, **b}) for b in branches)
        if first is not None and second is not None:
            (trigger, point), (other, other_point) = first, second
            trigger["either"] = [{**other, "break_point": other_point}]
            return {**trigger, "text": text}, point
        return {"event": "unparsed", "text": text}, None
    found = _part(facts)
    if found is None:
        return {"event": "unparsed", "text": text}, None
    trigger, point = found
    return {**trigger, "text": text}, point


def _unread(text: str, at: tuple[int, int], span: Span | None) -> Diagnostic:
    """P001 at the first word of the Trigger the grammar could not place ((0, 0): the end),
    in the words 4E's phrase reader uses for its triggers (but no misspelling guessed from
    4E's words: they are no Horus Heresy words)."""
    from counterplay.compiler.dnd4e.parse import unread

    return unread(text, "trigger", at[0], at[1], span, guess=False)


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
    message = (
        f"cannot read the Cost {' '.join(text.split())[:_QUOTE]!r}: read as 1 point ({_COST_SAID})"
    )
    return 1, [diagnostic("H008", message, span)]


# How a Cost is written to be read (the words of ``_COST``), said where one is not read.
_COST_SAID = "a Cost is read where it says 'spend N points', N in figures, or 'has no cost'"


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
    folded, masked = mask_phrases(folded)
    tree, stopped = parse(folded)
    found: list[Diagnostic] = []
    facts: dict[str, Any] = {}
    if tree is not None:
        facts = _Reading(masked).transform(tree)
    trigger, point = _trigger(facts, " ".join(text.split()))
    if trigger["event"] == "unparsed":  # (read to its end, it may still name no event)
        found.append(_unread(text, stopped or (0, 0), spans.get("Trigger")))
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
