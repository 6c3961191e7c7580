"""Role-only trigger checks: the commonest selectors and parts judged in one call.

Most triggers' selectors say only a role ("an enemy", "you") and most parts have no
qualifiers ("an enemy hits you"). Every candidate of every event the dispatcher finds is
judged by such a check, so these skip the general check's loop over its steps and the
calls in between (:mod:`bench.bench_dispatch` measures that time); their reasons are the
general check's, word for word.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, cast

from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.grid import Square, distance
from counterplay.runtime.events import Event
from counterplay.runtime.parties import ROLE_TESTS, role_words
from counterplay.runtime.reaction import Part, whole

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.match import Dislike
    from counterplay.runtime.dnd4e.match_selectors import SelectorCheck


# A selector that says nothing but its role (the commonest), as the role's test and words:
# (None, "") when anyone fits (creature), None when the selector says more (or is named).
RoleOnly = tuple[Callable[[Combatant, Combatant], bool] | None, str] | None


def role_only(selector: dict[str, Any]) -> RoleOnly:
    if not selector.keys() <= {"role"}:
        return None
    role = selector.get("role", "creature")
    if role == "creature":
        return None, ""
    test = ROLE_TESTS.get(role) if isinstance(role, str) else None
    # named, or a role no table names: the general check (its steps) says why
    return (test, role_words(role)) if test is not None else None


# Where a creature must stand, as a selector with a role says it: within (lo, hi) squares
# of the owner, and the step's words when not (``match._adjacency_step``, ``_far_step``).
Place = tuple[int, int, str]


def near_only(selector: dict[str, Any]) -> tuple[RoleOnly, Place] | None:
    """A selector that says a role and "adjacent to you" or "within N squares (of you)"
    ("an enemy adjacent to you"), as the role's test and words and where the creature must
    stand; None when it says anything else."""
    rest = {key: value for key, value in selector.items() if key != "role"}
    within = rest.get("within")
    if rest == {"adjacent_to": "self"}:
        place = (1, 1, "is not adjacent to you")
    elif rest.keys() == {"within"} and whole(within):
        place = (0, within, f"is not within {within} squares")
    else:
        return None
    only = role_only({key: value for key, value in selector.items() if key == "role"})
    return (only, place) if only is not None else None


def role_check(
    only: tuple[Callable[[Combatant, Combatant], bool] | None, str], what: str
) -> SelectorCheck:
    """A role-only selector as one check with no steps to loop over; its reasons are the
    role step's (``match._role_step``)."""
    test, words = only
    no_one = f"the event has no {what}"

    def check(
        who: Combatant | None, owner: Combatant, where: Square | None, everyone: Sequence[Combatant]
    ) -> str | None:
        if who is None:
            return no_one
        if test is None or test(who, owner):
            return None
        return f"the {what} ({who.name}) is not {words}"

    return check


# How a creature stands to a reaction's owner, as far as a role can tell (every role test
# reads only whether it is the owner and whether it is on the owner's side): the owner
# itself, another creature on its side, one on another side.
_OWNER, _SAME_SIDE, _OTHER_SIDE = 0, 1, 2


def _fits_by_standing(test: Callable[[Combatant, Combatant], bool] | None) -> tuple[bool, ...]:
    """Whether a role's test holds of a creature standing to the owner as each of the three
    (asked of sample creatures: a role reads only sides, parties.py); None: anyone fits."""
    owner, friend, foe = (cast(Combatant, SimpleNamespace(side=side)) for side in "aab")
    return tuple(test is None or test(who, owner) for who in (owner, friend, foe))


def roles_reason(
    actor: tuple[Callable[[Combatant, Combatant], bool] | None, str | None],
    target: tuple[Callable[[Combatant, Combatant], bool] | None, str | None],
    actor_place: Place | None = None,
) -> Callable[..., str | None]:
    """``match._PartCheck.judged`` of an unqualified part whose selectors say only a role
    (words None: the part has no such selector), with the same reasons, as the judge of an
    event (``match.Judge``): each role's test as a look-up of how the creature stands to the
    owner (:func:`_fits_by_standing`), no call; the actor's place (:func:`near_only`)
    judged where the event is, else where the actor stands."""
    near, far, said = actor_place or (0, 0, "")
    actor_fits, actor_words = _fits_by_standing(actor[0]), actor[1]
    target_fits, target_words = _fits_by_standing(target[0]), target[1]

    def reason(
        event: Event[Combatant],
        owner: Combatant,
        everyone: Sequence[Combatant],
        dislike: Dislike | None = None,
    ) -> str | None:
        if actor_words is not None:
            who = event.actor
            if who is None:
                return "the event has no actor"
            side = who.side == owner.side
            if not actor_fits[_OWNER if who is owner else _SAME_SIDE if side else _OTHER_SIDE]:
                return f"the actor ({who.name}) is not {actor_words}"
            if actor_place is not None:
                square = event.where if event.where is not None else who.position
                if not near <= distance(square, owner.position) <= far:
                    return f"the actor ({who.name}) {said}"
        if target_words is not None:
            who = event.target
            if who is None:
                return "the event has no target"
            side = who.side == owner.side
            if not target_fits[_OWNER if who is owner else _SAME_SIDE if side else _OTHER_SIDE]:
                return f"the target ({who.name}) is not {target_words}"
        return None

    return reason


def fast_judge(part: Part) -> Callable[..., str | None] | None:
    """The judge of an unqualified part (``match._PartCheck``) when its selectors say only
    a role, the actor's maybe with where it stands (:func:`near_only`); None otherwise."""
    actor = role_only(part.actor) if part.actor is not None else (None, None)
    target = role_only(part.target) if part.target is not None else (None, None)
    place: Place | None = None
    near = near_only(part.actor) if actor is None and part.actor is not None else None
    if near is not None:  # ("an enemy adjacent to you")
        actor, place = near
    if actor is None or target is None:
        return None
    return roles_reason(actor, target, place)


def type_step(kinds: Any, what: str) -> Callable[[Combatant, Combatant, Square, Any], str | None]:
    """A selector's ``creature_type`` ("an undead enemy", "an aberrant or elemental
    creature"): its origin, type or keywords have the word (``Combatant.of_type``); not
    given by the scenario, cannot tell."""
    words = " or ".join(str(k) for k in (kinds if isinstance(kinds, list) else [kinds]))

    def step(who: Combatant, owner: Combatant, square: Square, everyone: Any) -> str | None:
        fits = who.of_type(kinds)
        if fits is None:
            return f"cannot tell: the {what}'s ({who.name}) creature_type is not given"
        return None if fits else f"the {what} ({who.name}) is not {words}"

    return step
