"""Parties: whoever owns reactions, as the core sees them.

A party is a creature, a unit or a player's object; the world model defines it, and the core
reads only what :class:`Party` lists: a name, a side (parties on one side are allies), the
player who controls it, and the owner's settings of a reaction system (the prepared
reaction and the restrictions chosen with it, a priority order, the reactions switched off).

Roles (``self``, ``ally``, ``enemy``, ``creature``, ``self_or_ally``) are judged from sides
alone, so every world shares them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar


class Party(Protocol):
    """What the core reads of a reaction's owner."""

    name: str
    side: str
    prepared: str | None
    restrictions: dict[str, Any]
    priority: list[str]
    disabled: set[str]

    @property
    def controller(self) -> str:
        """The player who makes this party's choices and spends its player's allowances."""
        ...


P = TypeVar("P", bound=Party)


# Each role as a test of ``who`` seen from ``owner``; a role missing here fits nobody.
ROLE_TESTS: dict[str, Callable[[Party, Party], bool]] = {
    "self": lambda who, owner: who is owner,
    "ally": lambda who, owner: who is not owner and who.side == owner.side,
    "enemy": lambda who, owner: who.side != owner.side,
    "self_or_ally": lambda who, owner: who.side == owner.side,
    "creature": lambda who, owner: True,
}


def fits(role: str, who: Party, owner: Party) -> bool:
    """Does ``who`` have ``role`` as seen from ``owner``?"""
    test = ROLE_TESTS.get(role)
    return test is not None and test(who, owner)


ROLE_WORDS = {
    "self": "you",
    "ally": "an ally",
    "enemy": "an enemy",
    "self_or_ally": "you or an ally",
    "creature": "a creature",
}


def role_words(role: Any) -> str:
    """A role (or a list of alternative roles) in words, for the trace."""
    if isinstance(role, list):
        return " or ".join(role_words(r) for r in role)
    return ROLE_WORDS.get(str(role), str(role))


def priority_rank(owner: Party, reaction: str) -> int:
    """Where ``reaction`` stands in its owner's priority order (unlisted ones last)."""
    order = owner.priority
    return order.index(reaction) if reaction in order else len(order)
