"""Limits and their scopes: how many uses of which powers each combatant has left.

Counters are keyed by the scope's *window* rather than reset by a loop: a ``turn`` window is
the global turn number, a ``round`` window the number of turns its owner has started (seed
003: "since the end of your last turn"), an ``encounter`` window never changes. When a scope
ends its window moves on and the old counts simply no longer apply.
"""

from __future__ import annotations

from collections import Counter

from counterplay.runtime.ruleset import Limit


class Limits:
    """The ruleset's limits, the turn clock, and the uses counted so far."""

    def __init__(self, limits: tuple[Limit, ...]) -> None:
        self.limits = limits
        self.turn = 0  # turns started in the encounter
        self.own_turns: Counter[str] = Counter()  # turns each combatant has started
        self._used: Counter[tuple[str, str, str, int]] = Counter()

    def begin_turn(self, owner: str) -> None:
        """A combatant's turn starts: the ``turn`` window and the owner's ``round`` move on."""
        self.turn += 1
        self.own_turns[owner] += 1

    def _key(self, limit: Limit, owner: str, power: str) -> tuple[str, str, str, int]:
        window = {"turn": self.turn, "round": self.own_turns[owner]}.get(limit.scope, 0)
        return (limit.name, owner, power if limit.per_power else "", window)

    def reached(self, tags: frozenset[str], owner: str, power: str) -> Limit | None:
        """The first limit matching ``tags`` that has no use left, or None."""
        for limit in self.limits:
            if limit.applies.matches(tags) and self.count(limit, owner, power) >= limit.max:
                return limit
        return None

    def count(self, limit: Limit, owner: str, power: str) -> int:
        return self._used[self._key(limit, owner, power)]

    def spend(self, tags: frozenset[str], owner: str, power: str) -> None:
        """Count one use against every limit matching ``tags``."""
        for limit in self.limits:
            if limit.applies.matches(tags):
                self.use(limit, owner, power)

    def use(self, limit: Limit, owner: str, power: str) -> None:
        self._used[self._key(limit, owner, power)] += 1
