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


# -- players who pick: choices.react: pick ---------------------------------------------------


class _World:
    """A world where every reaction on the event's name fits; resolving records it."""

    def __init__(self, parties: list[_Party]) -> None:
        self.parties = parties
        self.resolved: list[str] = []

    @property
    def active(self) -> None:
        return None

    def initiative(self) -> list[_Party]:
        return self.parties

    def place(self, event: Any) -> None:
        return None

    def near(self, event: Any, radius: int) -> list[str]:
        return []

    def judge(self, bound: Bound[Any], event: Any) -> str | None:
        return None if event.name in bound.events else f"it answers {bound.events[0]}"

    def resolve(self, claim: Any, frame: Any, trigger: Any) -> None:
        self.resolved.append(claim.bound.label)


def _picking(choices: list[Any], prefer: dict[str, list[str]] | None = None) -> Any:
    import random

    from counterplay.runtime.events import Event, Frame
    from counterplay.runtime.policy import Policy
    from counterplay.runtime.reactor import Reactor
    from counterplay.runtime.ruleset import Ruleset
    from counterplay.runtime.trace import Trace

    data = {
        "name": "t",
        "world": "t",
        "classify": {"by": "action", "actions": {"reaction": ["reaction"]}},
        "resolve": [{"mode": "after"}],
        "chain": {"reactions_trigger_reactions": False, "max_depth": 2},
        "ordering": "initiative",
        "choices": {"react": "pick", "prefer": ["Fire"]},
        "scopes": {"phase": {"moves_on": [{"at": "phase.start"}]}},
        "limits": {
            "budget": {"scope": "phase", "max": 2, "per": ["controller"], "message": "spent"}
        },
    }
    rules = Ruleset.from_data(data, {})
    a, b, foe = _Party("A", "Blue"), _Party("B", "Blue"), _Party("Foe", "Red")
    world = _World([a, b, foe])
    trace = Trace(dict)
    reactor: Reactor[Any] = Reactor(
        rules, world, random.Random(0), trace, Policy(list(choices), prefer)
    )

    def reactions(p: _Party) -> list[Reaction]:
        if p is foe:
            return []
        return [
            Reaction.from_ir({"name": n, "action": "reaction", "trigger": {"event": e}})
            for n, e in (("Fire", "shot"), ("Dodge", "shot"), ("Step", "moved"))
        ]

    reactor.bind(world.parties, reactions)
    frame: Frame[Any] = Frame("shoot", foe, 0)
    reactor.dispatch(Event("shot", foe, a), frame)
    reactor.finish(frame)
    return world, trace


def test_a_player_picks_one_reaction_per_event_by_default_policy() -> None:
    world, trace = _picking([])
    assert world.resolved == ["A: Fire"]  # the first eligible preferred one; one only
    (decision,) = [e for e in trace.entries if e["kind"] == "decision"]
    assert decision["what"] == "Blue reacts" and decision["choice"] == "A: Fire"
    why = {(e["owner"], e["reaction"]): e["why"] for e in trace.entries if e["kind"] == "candidate"}
    assert why[("B", "Fire")] == "not chosen: A: Fire reacts instead"
    world, _ = _picking([], {"Blue": ["Dodge"]})  # a player's own declared default
    assert world.resolved == ["A: Dodge"]
    world, _ = _picking([], {"Blue": []})  # a default that never reacts
    assert world.resolved == []


def test_a_scripted_pick_is_taken_or_refused_with_its_reason() -> None:
    from counterplay.runtime.policy import Choice

    world, _ = _picking([Choice("Blue", "react", "B: Dodge")])
    assert world.resolved == ["B: Dodge"]
    world, _ = _picking([Choice("Blue", "react", None)])
    assert world.resolved == []
    world, trace = _picking([Choice("Blue", "react", "B: Step")])
    assert world.resolved == []
    (decision,) = [e for e in trace.entries if e["kind"] == "decision"]
    assert decision["why"] == "scripted B: Step refused: it answers moved"
