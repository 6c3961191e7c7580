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
from counterplay.runtime.dnd4e.grid import Square
from counterplay.runtime.events import Event
from counterplay.runtime.parties import ROLE_TESTS, role_words

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.match import Dislike, SelectorCheck


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
) -> Callable[..., str | None]:
    """``match._PartCheck.judged`` of an unqualified part whose selectors say only a role
    (words None: the part has no such selector), with the same reasons, as the judge of an
    event (``match.Judge``): each role's test as a look-up of how the creature stands to the
    owner (:func:`_fits_by_standing`), no call."""
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
        if target_words is not None:
            who = event.target
            if who is None:
                return "the event has no target"
            side = who.side == owner.side
            if not target_fits[_OWNER if who is owner else _SAME_SIDE if side else _OTHER_SIDE]:
                return f"the target ({who.name}) is not {target_words}"
        return None

    return reason
