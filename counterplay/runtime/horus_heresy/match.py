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
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dispatch import prefixes
from counterplay.runtime.events import Bound, Event
from counterplay.runtime.horus_heresy import conditions
from counterplay.runtime.horus_heresy.facts import EVENTS
from counterplay.runtime.horus_heresy.table import Table
from counterplay.runtime.horus_heresy.units import Unit
from counterplay.runtime.parties import fits
from counterplay.runtime.reaction import Part

if TYPE_CHECKING:
    from counterplay.runtime.horus_heresy.engine import Engine

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


def _said(value: Any) -> set[str]:
    """A filter's names (one or a list), folded as the world's models hold them."""
    return {str(t).lower() for t in (value if isinstance(value, list) else [value])}


def _types(who: Unit, owner: Unit, types: Any, table: Table) -> str | None:
    """Every model is of one of these Types; a Sub-Type read as a Type ("the Malefic
    Sub-Type") is one of the model's ``sub_types``."""
    wanted = _said(types)
    odd = sorted({m.type for m in who.alive if not m.kinds & wanted})
    return f"{who.name} includes models of the {', '.join(odd)} Type" if odd else None


def _sub_types(who: Unit, owner: Unit, sub_types: Any, table: Table) -> str | None:
    """Every model has one of these Sub-Types ("the Light Sub-Type of Cavalry Type")."""
    wanted = _said(sub_types)
    odd = [m.name for m in who.alive if not set(m.sub_types) & wanted]
    if not odd:
        return None
    return f"{odd[0]} of {who.name} has not the {' or '.join(sorted(wanted))} Sub-Type"


def _not_type(who: Unit, owner: Unit, kind: Any, table: Table) -> str | None:
    found = any(str(kind).lower() in m.kinds for m in who.alive)
    return f"{who.name} includes a model of the {kind} Type" if found else None


def _includes(who: Unit, owner: Unit, wanted: Any, table: Table) -> str | None:
    """At least one model fits every filter of ``wanted`` ("a Unit that includes at least
    one Model with the Malefic Sub-Type"): each model is judged as a unit of its own, with
    the unit's Traits and special rules (which every model of it has)."""
    whys = []
    for model in who.alive:
        alone = replace(who, models=[model])
        why = next(
            (r for k, v in dict(wanted).items() if (r := _filter(k)(alone, owner, v, table))),
            None,
        )
        if why is None:
            return None
        whys.append(why)
    return f"no model of {who.name} fits ({whys[0] if whys else 'it has none'})"


def _filter(key: str) -> Filter:
    return FILTERS.get(key) or (lambda who, owner, value, table: f"cannot tell {key!r}")


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
    "sub_types": _sub_types,  # every model has one of these Sub-Types
    "includes": _includes,  # at least one model fits these filters ("at least one Model with")
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
    "condition": "conditions on the triggering action (conditions.CONDITIONS)",
}


def unjudged(
    trigger: dict[str, Any],
    break_point: str | None = None,
    done: Mapping[str, frozenset[str]] | None = None,
) -> list[str]:
    """What a read trigger (its parts included) asks that this world cannot judge: an
    event it never dispatches (of a procedure it does not run), qualifier keys outside
    :data:`QUALIFIERS`, conditions it has no judge of or that are known only after the
    step the reaction resolves at (``break_point``; ``done``: the step kinds done by each
    point, ``conditions.done_by``), selector and reacting-unit keys outside
    :data:`FILTERS`. Such a trigger never fires here (the trace says it cannot tell)."""
    found: list[str] = []
    if trigger.get("event") in (None, "", "unparsed"):
        return found
    for part in (trigger, *trigger.get("either", ())):
        if part.get("event") not in EVENTS:
            found.append(f"the event {part.get('event')!r} (it never dispatches it)")
        qualifiers = part.get("qualifiers") or {}
        found += [f"{k} {qualifiers[k]!r}" for k in qualifiers if k not in QUALIFIERS]
        point = part.get("break_point", break_point) if part is not trigger else break_point
        found += [f"condition {c!r}" for c in _unknown_conditions(qualifiers, point, done)]
        for what, selector in (
            ("the reacting unit", qualifiers.get("reacting_unit")),
            ("the actor", part.get("actor")),
            ("the target", part.get("target")),
        ):
            found += [f"{what}'s {said}" for said in _unknown_filters(selector or {})]
    return list(dict.fromkeys(found))


def _unknown_conditions(
    qualifiers: dict[str, Any], point: str | None, done: Mapping[str, frozenset[str]] | None
) -> list[str]:
    """The conditions the world cannot judge: no judge, or known only after the step of
    ``point`` (when ``done`` says which step kinds are done by each point)."""
    said = qualifiers.get("condition") or []
    names = [str(n) for n in (said if isinstance(said, list) else [said])]
    out = conditions.unknown(names)
    for name in names:
        after = conditions.CONDITIONS[name].after if name in conditions.CONDITIONS else None
        if after is not None and done is not None and after not in done.get(point or "", ()):
            out.append(name)
    return out


def _unknown_filters(selector: dict[str, Any]) -> list[str]:
    """The filters of a selector (those of its ``includes`` too) outside :data:`FILTERS`."""
    found = []
    for key, value in selector.items():
        if key not in FILTERS and key != "role":
            found.append(f"{key} {value!r}")
        elif key == "includes" and isinstance(value, dict):
            found += [f"includes' {said}" for said in _unknown_filters(value)]
    return found


# The roles of a trigger's actor and target in the game's words, seen from the reacting
# unit (``{owner}``), and what the actor and the target of an event are to it.
ROLES = {
    "self": "{owner} itself",
    "ally": "a friendly unit",
    "enemy": "an enemy unit",
    "self_or_ally": "{owner} or a friendly unit",
    "creature": "a unit",
}
_PARTY = {"actor": "triggering unit", "target": "target"}


def _words(event: str) -> str:
    return EVENTS[event][1] if event in EVENTS else event


def _cited(reason: str, bound: Bound[Unit]) -> str:
    """The reason with the reaction's rule (its IR ``rule``) among the rules it cites:
    "… (R004-07, R004-15)", not "… (R004-07) (R004-15)"."""
    rule = bound.reaction.details.get("rule")
    if not rule or f"{rule})" in reason or f"{rule}," in reason:
        return reason
    if reason.endswith(")") and (cited := _CITED.search(reason)) is not None:
        return f"{reason[: cited.end(1)]}, {rule})"
    return f"{reason} ({rule})"


# A reason ending with the rules it cites: "… (R004-07)", "… (R004-05, R004-08)".
_CITED = re.compile(r"\((R\d{3}-\d{2}(?:, R\d{3}-\d{2})*)\)$")


def _covers(part: Part, name: str, aliases: Mapping[str, str]) -> bool:
    keys = prefixes(aliases.get(name, name))
    return any(aliases.get(e, e) in keys for e in part.events)


def _part_reason(bound: Bound[Unit], part: Part, event: Event[Unit], world: Engine) -> str | None:
    owner, name, table = bound.owner, bound.reaction.name, world.table
    phase = part.qualifiers.get("phase")
    if phase is not None and phase != event.qualifiers.get("phase"):
        now = event.qualifiers.get("phase")
        return f"{name} is a {phase} phase Reaction; this is the {now} phase (R004-07)"
    for key in part.qualifiers:
        if key not in QUALIFIERS:
            return f"cannot tell whether {key!r} holds (not simulated)"
    if "condition" in part.qualifiers:
        point = part.break_point or bound.reaction.break_point
        why = conditions.why_not(world, owner, event, part.qualifiers["condition"], point)
        if why is not None:
            return why
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
            words = " or ".join(ROLES.get(str(r), str(r)).format(owner=owner.name) for r in roles)
            return f"its {_PARTY[what]} is {who.name}, not {words}"
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
    bound: Bound[Unit], event: Event[Unit], world: Engine, aliases: Mapping[str, str]
) -> str | None:
    """Why the reaction's trigger does not fit the event (None when one part fits)."""
    parts = bound.reaction.parts
    covering = [p for p in parts if _covers(p, event.name, aliases)]
    if not covering:
        answers = " or ".join(_words(e) for p in parts for e in p.events) or "nothing"
        reason = f"{bound.reaction.name} answers {answers}, not {_words(event.name)}"
        return reason + (" (R004-07)" if event.name in EVENTS else "")
    reasons = [_part_reason(bound, p, event, world) for p in covering]
    if any(r is None for r in reasons):
        return None
    return _cited("; ".join(str(r) for r in reasons), bound)
