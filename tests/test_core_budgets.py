"""The core's budgets: a limit raised by several facts at once, held under its cap unless the
override holds, and a limit that counts each reaction's cost rather than its uses (points
of a budget a player spends). Nothing here is a game's: the facts are the test's own."""

from __future__ import annotations

from typing import Any

from counterplay.runtime.events import Bound
from counterplay.runtime.limits import Clock, Limits
from counterplay.runtime.predicates import Situation, compile_predicate
from counterplay.runtime.reaction import Reaction
from counterplay.runtime.ruleset import Boundary, Filter, Limit, Scope


class _Party:
    def __init__(self, name: str, player: str) -> None:
        self.name, self.side, self.player = name, player, player
        self.prepared: str | None = None
        self.restrictions: dict[str, Any] = {}
        self.priority: list[str] = []
        self.disabled: set[str] = set()

    @property
    def controller(self) -> str:
        return self.player


SCOPES = {"phase": Scope("phase", False, (Boundary("phase.start"),))}
FACTS = {
    "raise": ("", lambda s: s.world["raise"]),
    "bonus": ("", lambda s: s.world["bonus"]),
    "beyond": ("", lambda s: s.world["beyond"]),
}


def _budget(counts: str = "cost") -> Limit:
    return Limit(
        "budget",
        "",
        Filter(),
        "phase",
        1,
        ("controller",),
        "spent",
        raised_by=(
            compile_predicate({"fact": "raise"}, FACTS),
            compile_predicate({"fact": "bonus"}, FACTS),
        ),
        cap=3,
        override=compile_predicate({"fact": "beyond"}, FACTS),
        counts=counts,
    )


def _bound(owner: _Party, cost: int = 1, name: str = "R") -> Bound[Any]:
    reaction = Reaction(name, "", "", "at-will", "e", None, None, cost=cost)
    return Bound(0, owner, reaction, frozenset(), "after", ("e",))


def _situation(bound: Bound[Any], world: dict[str, Any]) -> Situation[Any]:
    return Situation(bound, None, None, None, world, FACTS)  # type: ignore[arg-type]


def test_every_raise_adds_and_the_cap_holds_unless_overridden() -> None:
    limits = Limits((_budget(),), Clock(SCOPES))
    unit = _Party("Squad", "Blue")
    world = {"raise": 1, "bonus": 1, "beyond": False}
    assert limits.allowed(limits.limits[0], _situation(_bound(unit), world)) == 3
    world["bonus"] = 2  # 1 + 1 + 2 = 4: held at the cap of 3
    assert limits.allowed(limits.limits[0], _situation(_bound(unit), world)) == 3
    world["beyond"] = True  # a rule that lifts the cap
    assert limits.allowed(limits.limits[0], _situation(_bound(unit), world)) == 4


def test_a_cost_counted_budget_takes_each_reactions_cost() -> None:
    clock = Clock(SCOPES)
    limits = Limits((_budget(),), clock)
    a, b = _Party("A", "Blue"), _Party("B", "Blue")
    world = {"raise": 2, "bonus": 0, "beyond": False}  # three points this phase
    clock.signal("phase.start", None, ["A", "B"])
    dear = _bound(a, cost=3)
    assert limits.reached(_situation(dear, world)) is None
    counted = limits.spend(dear)
    assert len(counted) == 3  # one counter entry per point
    assert limits.reached(_situation(_bound(b, cost=1), world)) is not None
    assert limits.reached(_situation(_bound(b, cost=0), world)) is None  # a free one
    limits.give_back(counted)
    assert limits.reached(_situation(_bound(b, cost=1), world)) is None
    # too dear for what is left even when nothing is spent
    assert limits.reached(_situation(_bound(b, cost=4), world)) is not None
    clock.signal("phase.start", None, ["A", "B"])
    limits.spend(_bound(a, cost=3))
    clock.signal("phase.start", None, ["A", "B"])  # a new phase: the budget is whole again
    assert limits.reached(_situation(_bound(b, cost=3), world)) is None


def test_a_uses_counted_limit_ignores_the_cost() -> None:
    limits = Limits((_budget("uses"),), Clock(SCOPES))
    unit = _Party("A", "Blue")
    world = {"raise": 0, "bonus": 0, "beyond": False}
    assert limits.reached(_situation(_bound(unit, cost=3), world)) is None
    assert len(limits.spend(_bound(unit, cost=3))) == 1
    assert limits.reached(_situation(_bound(unit, cost=0), world)) is not None
