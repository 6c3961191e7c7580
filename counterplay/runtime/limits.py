"""Scopes and limits: the windows uses are counted in, and how many uses are left.

Counters are keyed by the scope's *window* rather than reset by a loop: the world signals its
boundaries (the start of a turn, of a round, of a phase, of a day) and each scope whose
``moves_on`` names the boundary opens a new window, for everyone or for one party. Counts in
an old window simply no longer apply. A scope nothing moves on (a whole game) never changes.

A use takes one from a limit, or, from a limit that ``counts: cost``, the reaction's own
cost (a budget of points: a reaction costing 3 needs three left, one costing 0 takes none).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from counterplay.runtime.events import Bound
from counterplay.runtime.predicates import Situation
from counterplay.runtime.reaction import whole
from counterplay.runtime.ruleset import Limit, Scope

Key = tuple[Any, ...]


class Clock:
    """The current window of every scope (per party for ``per_party`` scopes), and the label
    the last boundary gave it (a phase's name)."""

    def __init__(self, scopes: dict[str, Scope]) -> None:
        self.scopes = scopes
        self._window: Counter[tuple[str, str]] = Counter()
        self._moved: dict[str, set[str]] = {name: set() for name in scopes}
        self.labels: dict[str, str] = {}

    def signal(
        self, boundary: str, party: str | None, everyone: Sequence[str], label: str = ""
    ) -> None:
        """The world reached ``boundary`` (about ``party`` when it names one)."""
        for scope in self.scopes.values():
            for rule in scope.moves_on:
                if rule.at != boundary:
                    continue
                if label:
                    self.labels[scope.name] = label
                if not scope.per_party or rule.party == "all":
                    self._window[(scope.name, "")] += 1
                    for who in everyone:
                        self._window[(scope.name, who)] += 1
                elif rule.party == "actor" and party is not None:
                    self._window[(scope.name, party)] += 1
                    self._moved[scope.name].add(party)
                elif rule.party == "idle":
                    for who in everyone:
                        if who not in self._moved[scope.name]:
                            self._window[(scope.name, who)] += 1
                    self._moved[scope.name] = set()

    def window(self, scope: str, party: str) -> int:
        """The current window of ``scope`` (``party``'s own when the scope is per party)."""
        found = self.scopes.get(scope)
        return self._window[(scope, party if found is not None and found.per_party else "")]


class Limits:
    """The ruleset's limits and the uses counted so far, in the clock's windows."""

    def __init__(self, limits: tuple[Limit, ...], clock: Clock) -> None:
        self.limits = limits
        self.clock = clock
        self._used: Counter[Key] = Counter()

    def key(self, limit: Limit, bound: Bound[Any]) -> Key:
        owner = bound.owner
        values = {
            "owner": owner.name,
            "reaction": bound.reaction.name,
            "controller": owner.controller,
            "side": owner.side,
        }
        parts = tuple(values[p] for p in limit.per)
        return (limit.name, parts, self.clock.window(limit.scope, owner.name))

    def allowed(self, limit: Limit, s: Situation[Any]) -> int:
        """The limit's maximum for this situation: raised by its facts, held under its cap
        unless the override fact holds."""
        most = limit.max
        for raise_by in limit.raised_by:
            raised = raise_by(s)[1]
            most += raised if whole(raised) else 0
        capped = limit.cap is not None and most > limit.cap
        if capped and (limit.override is None or not limit.override(s)[0]):
            most = limit.cap or 0
        return most

    @staticmethod
    def taken(limit: Limit, bound: Bound[Any]) -> int:
        """How much one use of the reaction takes from the limit."""
        return bound.reaction.cost if limit.counts == "cost" else 1

    def _over(self, limit: Limit, s: Situation[Any]) -> bool:
        """Would one more use of the reaction exceed the limit?"""
        used = self._used[self.key(limit, s.bound)]
        return used + self.taken(limit, s.bound) > self.allowed(limit, s)

    def reached(self, s: Situation[Any]) -> Limit | None:
        """The first limit matching the reaction's tags that has no use left, or None."""
        for limit in self.limits:
            if limit.applies.matches(s.bound.tags) and self._over(limit, s):
                return limit
        return None

    def blocking(self, s: Situation[Any]) -> list[Key]:
        """The counters of the limits this reaction would exceed."""
        return [
            self.key(limit, s.bound)
            for limit in self.limits
            if limit.applies.matches(s.bound.tags) and self._over(limit, s)
        ]

    def spend(self, bound: Bound[Any]) -> list[Key]:
        """Count one use against every limit matching the reaction's tags (a counter
        appears once per point taken)."""
        counted = [
            self.key(limit, bound)
            for limit in self.limits
            if limit.applies.matches(bound.tags)
            for _ in range(self.taken(limit, bound))
        ]
        for key in counted:
            self._used[key] += 1
        return counted

    def give_back(self, counted: list[Key]) -> None:
        """Undo :meth:`spend` (a reaction let fire that did not, after all)."""
        for key in counted:
            self._used[key] -= 1

    def count(self, limit: Limit, bound: Bound[Any]) -> int:
        return self._used[self.key(limit, bound)]
