"""The creatures a trigger names: whether a creature fits a trigger's actor or target
selector (its role, and filters: adjacent to, within N squares, marked by, bloodied, a
condition, a creature type, ...), and the creature a qualifier names ("an ally within 5
squares of you").

:data:`FILTERS` says, for every selector filter the grammar writes, how it is judged (as
``match.QUALIFIERS`` does for qualifiers); a filter the engine does not model is judged
*cannot tell*, so the trigger does not fit and the reason names it. A selector is compiled
once into the checks it says (:func:`compile_selector`), in the order their reasons are
given.

A creature named by a key may have filters of its own, written beside it as
``<key>_filters`` (``by: ally`` + ``by_filters: {within: 5}``, "an ally within 5 squares
of you"): a creature fits the key only if it also fits those filters, judged as a selector
(:func:`selector_reason`), so a filter the engine does not model there is "cannot tell" too.
:data:`WITH_FILTERS` lists the keys that may have them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.grid import Square, adjacent, distance
from counterplay.runtime.dnd4e.match_roles import role_check, role_only, type_step
from counterplay.runtime.parties import ROLE_TESTS, fits, role_words

# Selector filters, judged the same way (``role`` and ``name`` are the selector itself).
FILTERS: dict[str, tuple[str, str]] = {
    "adjacent_to": ("place", "adjacent to a creature of the role"),
    "not_adjacent_to": ("place", "not adjacent to a creature of the role"),
    "within": ("place", "within N squares of the reactor"),
    "named": ("place", "the name an adjacent_to/not_adjacent_to: named refers to"),
    "marked_by": ("fact", "marked by the reactor"),
    "bloodied": ("fact", "bloodied or not"),
    "minion": ("fact", "a minion or not"),
    "ongoing_damage": ("fact", "taking ongoing damage or not"),
    "other": ("fact", "not the reactor itself"),
    "condition": ("fact", "has the condition (one of a list)"),
    "creature_type": ("fact", "its origin, type or keywords (the scenario's) have the word"),
    "in_reach": ("place", "within the reach of the reaction's power"),
    "in_range": ("place", "within the range of the reaction's power"),
    "triggering": ("ignore", "in a trigger, the triggering creature is the one the event names"),
    "visible": (
        "ignore",
        "the engine models no concealment, invisibility or line of sight: everyone is seen",
    ),
    "sees": (
        "ignore",
        "the engine models no concealment, invisibility or line of sight: everyone sees",
    ),
    # Not judged, knowingly (cannot tell): `within_of` (a distance from a conjured thing or
    # companion, which the engine does not place), `owner_hidden_from` (no hiding),
    # `turn_start_adjacent_to` / `turn_start_within` (the engine keeps no turn-start place).
}


# Keys naming a creature that may carry filters of its own (``<key>_filters``): qualifiers
# judged by role, place or the owner's place, and selector filters.
WITH_FILTERS = frozenset(
    {
        *("by", "turn", "includes", "excludes"),
        *("adjacent_to", "not_adjacent_to", "from_adjacent_to", "away_from", "closer_to"),
        *("owner_adjacent_to", "owner_not_adjacent_to", "marked_by"),
    }
)
FILTERS_SUFFIX = "_filters"


# A compiled check of one creature against a selector: who, the owner, the square judged,
# everyone there -> why the creature does not fit (None when it does).
Step = Callable[[Combatant, Combatant, Square, Sequence[Combatant]], str | None]
# A whole selector: who (or None), the owner, the event's place, everyone -> why not.
SelectorCheck = Callable[
    [Combatant | None, Combatant, Square | None, Sequence[Combatant]], str | None
]


class Cannot(Exception):
    """A creature's own filters name something the engine does not model: the trigger
    cannot be judged (its message is the reason)."""


def is_one(
    role: str,
    filters: dict[str, Any] | None,
    who: Combatant,
    owner: Combatant,
    everyone: Sequence[Combatant],
) -> bool:
    """Whether ``who`` is a creature of ``role`` with ``filters`` (a creature's own filters,
    "an ally within 5 squares of you"); raises :class:`Cannot` when they cannot be judged."""
    if not filters:
        return fits(role, who, owner)
    why = selector_reason({"role": role, **filters}, who, owner, None, everyone, "creature")
    if why is not None and why.startswith("cannot tell"):
        raise Cannot(why)
    return why is None


def one_adjacent(
    square: Square,
    role: str,
    named: str | None,
    who: Combatant | None,
    owner: Combatant,
    everyone: Sequence[Combatant],
    filters: dict[str, Any] | None = None,
) -> bool:
    """Is some standing creature of ``role`` (with ``filters``; not ``who`` itself) adjacent
    to ``square``?"""
    if role == "self":
        return adjacent(square, owner.position)
    return any(
        o is not who
        and not o.down
        and adjacent(square, o.position)
        and (o.name == named if role == "named" else is_one(role, filters, o, owner, everyone))
        for o in everyone
    )


def cannot_tell(key: str, what: str) -> str:
    return f"cannot tell: {what} {key!r} is not modelled by the engine"


def selector_reason(
    selector: dict[str, Any] | None,
    who: Combatant | None,
    owner: Combatant,
    where: Square | None,
    everyone: Sequence[Combatant],
    what: str,
    reach: int = 1,
) -> str | None:
    """Why ``who`` does not fit ``selector`` (None when it does); ``what`` is actor/target."""
    check = compile_selector(selector, what, reach)
    return check(who, owner, where, everyone) if check is not None else None


def compile_selector(
    selector: dict[str, Any] | None, what: str, reach: int
) -> SelectorCheck | None:
    """The selector as one check (None when there is no selector: anyone fits)."""
    if selector is None:
        return None
    no_one = f"the event has no {what}"
    only = role_only(selector)
    if only is not None:
        return role_check(only, what)
    cannot = next(
        (
            cannot_tell(key, f"the {what} filter")
            for key in selector
            if not judged_with_its_creature(key, selector)
            and key not in ("role", "name")
            and FILTERS.get(key, ("cannot", ""))[0] == "cannot"
        ),
        None,
    )
    steps = [] if cannot else _selector_steps(selector, what, reach)

    def check(
        who: Combatant | None, owner: Combatant, where: Square | None, everyone: Sequence[Combatant]
    ) -> str | None:
        if who is None:
            return no_one
        if cannot:
            return cannot
        square = where if where is not None else who.position
        try:
            for step in steps:
                why = step(who, owner, square, everyone)
                if why is not None:
                    return why
        except Cannot as found:
            return str(found)
        return None

    return check


def judged_with_its_creature(key: str, said: dict[str, Any]) -> bool:
    """``<key>_filters`` beside a key that may have them: judged with that key's creature."""
    base = key.removesuffix(FILTERS_SUFFIX)
    return key != base and base in said and base in WITH_FILTERS


def _role_step(selector: dict[str, Any], what: str) -> Step | None:
    role = selector.get("role", "creature")
    if role == "named":
        name = selector.get("name")
        return lambda who, owner, square, everyone: (
            None if who.name == name else f"the {what} is not {name}"
        )
    if role == "creature":
        return None
    # a role no table names fits nobody
    test = ROLE_TESTS.get(role) if isinstance(role, str) else None
    words = role_words(role)
    return lambda who, owner, square, everyone: (
        None if test is not None and test(who, owner) else f"the {what} ({who.name}) is not {words}"
    )


def _adjacency_step(selector: dict[str, Any], key: str, what: str) -> Step | None:
    """``adjacent_to`` / ``not_adjacent_to``: a creature of the role next to the square."""
    role = selector.get(key)
    if role is None:
        return None
    named, filters = selector.get("named"), selector.get(key + FILTERS_SUFFIX)
    wanted = key == "adjacent_to"
    said = f"is {'not ' if wanted else ''}adjacent to {role_words(named or role)}"

    def step(
        who: Combatant, owner: Combatant, square: Square, everyone: Sequence[Combatant]
    ) -> str | None:
        if one_adjacent(square, role, named, who, owner, everyone, filters) == wanted:
            return None
        return f"the {what} ({who.name}) {said}"

    return step


def _far_step(what: str, limit: int, words: str) -> Step:
    """Farther than ``limit`` squares from the owner: the reason says ``words``."""
    return lambda who, owner, square, everyone: (
        f"the {what} ({who.name}) {words}" if distance(square, owner.position) > limit else None
    )


def _distance_steps(selector: dict[str, Any], what: str, reach: int) -> list[Step]:
    within = selector.get("within")
    steps = [] if within is None else [_far_step(what, within, f"is not within {within} squares")]
    for key in ("in_reach", "in_range"):
        if selector.get(key):
            steps.append(
                _far_step(what, reach, f"is not {key.replace('_', ' ')} ({reach} squares)")
            )
    return steps


def _marked_step(selector: dict[str, Any], what: str) -> Step | None:
    marked_by = selector.get("marked_by")
    if marked_by is None:
        return None
    by = selector.get("marked_by_filters")

    def step(
        who: Combatant, owner: Combatant, square: Square, everyone: Sequence[Combatant]
    ) -> str | None:
        marks = [c.source for c in who.conditions if c.name == "marked"]
        markers = [o.name for o in everyone if is_one(marked_by, by, o, owner, everyone)]
        if any(m in markers for m in marks):
            return None
        return f"the {what} ({who.name}) is not marked by {role_words(marked_by)}"

    return step


def _flag_step(key: str, wanted: bool, words: str, what: str) -> Step:
    """The creature's flag ``key`` (bloodied, minion, ongoing_damage) is ``wanted``."""
    said = f"is {'not ' if wanted else ''}{words}"
    return lambda who, owner, square, everyone: (
        None if getattr(who, key) == wanted else f"the {what} ({who.name}) {said}"
    )


def _state_steps(selector: dict[str, Any], what: str) -> list[Step]:
    """Bloodied, a minion, taking ongoing damage, another than the owner, a condition: the
    creature's own state."""
    steps = [
        _flag_step(key, selector[key], words, what)
        for key, words in (
            ("bloodied", "bloodied"),
            ("minion", "a minion"),
            ("ongoing_damage", "taking ongoing damage"),
        )
        if selector.get(key) is not None
    ]
    if selector.get("other"):
        steps.append(
            lambda who, owner, square, everyone: (
                f"the {what} is {owner.name} itself, not another" if who is owner else None
            )
        )
    condition = selector.get("condition")
    if condition is not None:
        # a list is alternatives: "a dazed or dominated target"
        conditions = [str(c) for c in (condition if isinstance(condition, list) else [condition])]
        said = f"does not have the condition {' or '.join(conditions)}"
        steps.append(
            lambda who, owner, square, everyone: (
                None if any(who.has(c) for c in conditions) else f"the {what} ({who.name}) {said}"
            )
        )
    if selector.get("creature_type") is not None:
        steps.append(type_step(selector["creature_type"], what))
    return steps


def _selector_steps(selector: dict[str, Any], what: str, reach: int) -> list[Step]:
    """The selector's checks, in the order their reasons are given; only those it says."""
    steps = [
        _role_step(selector, what),
        _adjacency_step(selector, "adjacent_to", what),
        _adjacency_step(selector, "not_adjacent_to", what),
        *_distance_steps(selector, what, reach),
        _marked_step(selector, what),
        *_state_steps(selector, what),
    ]
    return [step for step in steps if step is not None]
