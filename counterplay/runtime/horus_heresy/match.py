"""Trigger matching on the tabletop: does a reaction's trigger fit an event, and if not, why.

A part of a trigger fits an event when one of its events covers the event's name, the
event happens in the Phase the part names (``phase``: R004-07, most Reactions belong to one
Phase and answer one action), its actor and target fit their roles as seen from the
reacting unit, and each selector filter and qualifier holds. What can be judged is data:
:data:`FILTERS` and :data:`QUALIFIERS`; a key they do not list is *cannot tell*, so a
trigger never fires more often than it says. Reasons are in the game's words and carry
the reaction's rule (its IR ``rule``) where it has one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from counterplay.runtime.dispatch import prefixes
from counterplay.runtime.events import Bound, Event
from counterplay.runtime.horus_heresy.facts import EVENTS
from counterplay.runtime.horus_heresy.table import Table
from counterplay.runtime.horus_heresy.units import Unit
from counterplay.runtime.parties import fits, role_words
from counterplay.runtime.reaction import Part

# A selector filter: why ``who`` (the unit the selector is about) does not fit it, seen
# from ``owner``; None when it fits.
Filter = Callable[[Unit, Unit, Any, Table], str | None]


def _within(who: Unit, owner: Unit, inches: Any, table: Table) -> str | None:
    gap = who.gap(owner)
    if gap <= float(inches):
        return None
    return f'{who.name} is {gap:.1f}" from {owner.name}, not within {inches}"'


def _sight(who: Unit, owner: Unit, wanted: Any, table: Table) -> str | None:
    seen = any(table.sees(a.at, b.at) for a in owner.alive for b in who.alive)
    if seen == bool(wanted):
        return None
    return f"{owner.name} {'has no' if wanted else 'has'} line of sight to {who.name}"


def _trait(who: Unit, owner: Unit, trait: Any, table: Table) -> str | None:
    """The unit has the Trait; a list is every one ("the X Trait and the Y Trait")."""
    wanted = [str(t) for t in (trait if isinstance(trait, list) else [trait])]
    missing = [t for t in wanted if t not in who.traits]
    return f"{who.name} is not all of the {' and '.join(missing)} Trait" if missing else None


def _types(who: Unit, owner: Unit, types: Any, table: Table) -> str | None:
    wanted = {t.lower() for t in (types if isinstance(types, list) else [types])}
    odd = sorted({m.type for m in who.alive if m.type not in wanted})
    return f"{who.name} includes models of the {', '.join(odd)} Type" if odd else None


def _not_type(who: Unit, owner: Unit, kind: Any, table: Table) -> str | None:
    found = any(m.type == str(kind).lower() for m in who.alive)
    return f"{who.name} includes a model of the {kind} Type" if found else None


def _rule(who: Unit, owner: Unit, rule: Any, table: Table) -> str | None:
    return None if rule in who.special_rules else f"{who.name} has no {rule} special rule"


def _no_rule(who: Unit, owner: Unit, rule: Any, table: Table) -> str | None:
    """The unit has not the special rule; "Bulky (X)" is Bulky of any value, "Deep Strike
    (Aerial)" Deep Strike of that value (a unit's special rules are written name -> value:
    ``Bulky: 2``, ``Deep Strike: Aerial``)."""
    name = str(rule)
    valued = _VALUED.fullmatch(name)
    for had, value in who.special_rules.items():
        if had == name or (
            valued is not None and had == valued["name"] and _is_value_said(value, valued)
        ):
            shown = had if value is True else f"{had} ({value})"
            return f"{who.name} has the {shown} special rule"
    return None


# A special rule said with its value: "Bulky (X)" (any value), "Deep Strike (Aerial)".
_VALUED = re.compile(r"(?P<name>.+?) \((?P<value>[^()]+)\)")


def _is_value_said(value: Any, said: re.Match[str]) -> bool:
    """Whether a unit's value of a special rule is the one said ("X": any value)."""
    wanted = said["value"].lower()
    return wanted == "x" or (value is not True and str(value).lower() == wanted)


FILTERS: dict[str, Filter] = {
    "within": _within,  # inches between the closest models of the two units
    "line_of_sight": _sight,  # any model of the reacting unit sees any model of it
    "trait": _trait,  # every model has the Trait ("only includes Models with the X Trait")
    "types": _types,  # every model is of one of these Types ("entirely composed of ...")
    "not_type": _not_type,  # no model is of this Type ("that do not have the Vehicle Type")
    "special_rule": _rule,  # the unit has the special rule
    "not_special_rule": _no_rule,  # it has not ("without the Bulky (X) Special Rule")
}
# Qualifier keys: ``phase`` is judged against the event; the others place a reaction in the
# triggering action's steps (its ``break_point`` says where it resolves) and hold of every
# event they are written on.
QUALIFIERS = {
    "phase": "the Phase the event happens in",
    "reacting_unit": "filters (as FILTERS) the reacting unit itself must pass",
    "sequence": "the sequence whose step the reaction resolves at (its break_point)",
    "step": "the step it resolves at (its break_point)",
    "moment": "the start or end of that step (its break_point)",
}


def unjudged(trigger: dict[str, Any]) -> list[str]:
    """What a read trigger (its parts included) asks that this world cannot judge: an
    event it never dispatches (of a procedure it does not run), qualifier keys outside
    :data:`QUALIFIERS`, selector and reacting-unit keys outside :data:`FILTERS`. Such a
    trigger never fires here (the trace says it cannot tell)."""
    found: list[str] = []
    if trigger.get("event") in (None, "", "unparsed"):
        return found
    for part in (trigger, *trigger.get("either", ())):
        if part.get("event") not in EVENTS:
            found.append(f"the event {part.get('event')!r} (it never dispatches it)")
        qualifiers = part.get("qualifiers") or {}
        found += [f"{k} {qualifiers[k]!r}" for k in qualifiers if k not in QUALIFIERS]
        for what, selector in (
            ("the reacting unit", qualifiers.get("reacting_unit")),
            ("the actor", part.get("actor")),
            ("the target", part.get("target")),
        ):
            for key, value in (selector or {}).items():
                if key != "role" and key not in FILTERS:
                    found.append(f"{what}'s {key} {value!r}")
    return list(dict.fromkeys(found))


def _words(event: str) -> str:
    return EVENTS[event][1] if event in EVENTS else event


def _rule_of(bound: Bound[Unit]) -> str:
    rule = bound.reaction.details.get("rule")
    return f" ({rule})" if rule else ""


def _covers(part: Part, name: str, aliases: Mapping[str, str]) -> bool:
    keys = prefixes(aliases.get(name, name))
    return any(aliases.get(e, e) in keys for e in part.events)


def _part_reason(bound: Bound[Unit], part: Part, event: Event[Unit], table: Table) -> str | None:
    owner, name = bound.owner, bound.reaction.name
    phase = part.qualifiers.get("phase")
    if phase is not None and phase != event.qualifiers.get("phase"):
        now = event.qualifiers.get("phase")
        return f"{name} is a {phase} phase Reaction; this is the {now} phase (R004-07)"
    for key in part.qualifiers:
        if key not in QUALIFIERS:
            return f"cannot tell whether {key!r} holds (not simulated)"
    for key, value in (part.qualifiers.get("reacting_unit") or {}).items():
        judge = FILTERS.get(key)
        why = judge(owner, owner, value, table) if judge else f"cannot tell {key!r}"
        if why is not None:
            return why
    for what, selector, who in (
        ("actor", part.actor, event.actor),
        ("target", part.target, event.target),
    ):
        if not selector:
            continue
        if who is None:
            return f"the event has no {what}"
        role = selector.get("role", "creature")
        roles = role if isinstance(role, list) else [role]
        if not any(fits(r, who, owner) for r in roles):
            return f"{who.name} is not {role_words(role)}"
        for key, value in selector.items():
            if key == "role":
                continue
            judge = FILTERS.get(key)
            if judge is None:
                return f"cannot tell whether the {what} is {key} {value!r} (not simulated)"
            why = judge(who, owner, value, table)
            if why is not None:
                return why
    return None


def trigger_reason(
    bound: Bound[Unit], event: Event[Unit], table: Table, aliases: Mapping[str, str]
) -> str | None:
    """Why the reaction's trigger does not fit the event (None when one part fits)."""
    parts = bound.reaction.parts
    covering = [p for p in parts if _covers(p, event.name, aliases)]
    if not covering:
        answers = " or ".join(_words(e) for p in parts for e in p.events) or "nothing"
        reason = f"{bound.reaction.name} answers {answers}, not {_words(event.name)}"
        return reason + (" (R004-07)" if event.name in EVENTS else "")
    reasons = [_part_reason(bound, p, event, table) for p in covering]
    if any(r is None for r in reasons):
        return None
    return "; ".join(str(r) for r in reasons) + _rule_of(bound)
