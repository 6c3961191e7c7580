"""Role-only trigger checks: the commonest selectors and parts judged in one call.

Most triggers' selectors say only a role ("an enemy", "you") and most parts have no
qualifiers ("an enemy hits you"). Every candidate of every event the dispatcher finds is
judged by such a check, so these skip the general check's loop over its steps and the
calls in between (:mod:`bench.bench_dispatch` measures that time); their reasons are the
general check's, word for word.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

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


def roles_reason(
    actor: tuple[Callable[[Combatant, Combatant], bool] | None, str | None],
    target: tuple[Callable[[Combatant, Combatant], bool] | None, str | None],
) -> Callable[..., str | None]:
    """``match._PartCheck.judged`` of an unqualified part whose selectors say only a role
    (words None: the part has no such selector), with the same reasons."""
    actor_test, actor_words = actor
    target_test, target_words = target

    def reason(
        names: tuple[str, ...],
        event: Event[Combatant],
        owner: Combatant,
        everyone: Sequence[Combatant],
        dislike: Dislike | None = None,
    ) -> str | None:
        if actor_words is not None:
            who = event.actor
            if who is None:
                return "the event has no actor"
            if actor_test is not None and not actor_test(who, owner):
                return f"the actor ({who.name}) is not {actor_words}"
        if target_words is not None:
            who = event.target
            if who is None:
                return "the event has no target"
            if target_test is not None and not target_test(who, owner):
                return f"the target ({who.name}) is not {target_words}"
        return None

    return reason
