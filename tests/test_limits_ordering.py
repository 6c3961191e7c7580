"""Unit tests of limit scopes (windows that move on) and of the ordering policies."""

from __future__ import annotations

import random
from pathlib import Path

from pytest import MonkeyPatch

from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.events import Bound
from counterplay.runtime.limits import Clock, Limits
from counterplay.runtime.ordering import order
from counterplay.runtime.predicates import Situation
from counterplay.runtime.reaction import Reaction
from counterplay.runtime.ruleset import Boundary, Filter, Limit, Scope

SCOPES = {
    "turn": Scope("turn", False, (Boundary("turn.start"),)),
    "round": Scope("round", True, (Boundary("turn.start", "actor"),)),
    "encounter": Scope("encounter", False, ()),
}


def _limit(scope: str, per_power: bool = False) -> Limit:
    per = ("owner", "reaction") if per_power else ("owner",)
    return Limit(f"one-per-{scope}", "", Filter(any_of=frozenset({"x"})), scope, 1, per, "used")


def test_a_turn_limit_resets_at_every_turn_a_round_limit_at_the_owners() -> None:
    clock = Clock(SCOPES)
    limits = Limits((_limit("turn"), _limit("round"), _limit("encounter", per_power=True)), clock)
    hero = Combatant("Hero", "a", (0, 0), 10, 10)
    everyone = ["Hero", "Orc", "Gob"]

    def reached(tags: set[str], power: str = "P") -> Limit | None:
        bound = Bound(
            0,
            hero,
            Reaction(power, "", "", "at-will", "x", None, None),
            frozenset(tags),
            "after",
            (),
        )
        return limits.reached(Situation(bound, None, None, None, None, {}))  # type: ignore[arg-type]

    clock.signal("turn.start", "Orc", everyone)
    assert reached({"x"}) is None
    limits.spend(
        Bound(
            0,
            hero,
            Reaction("P", "", "", "at-will", "x", None, None),
            frozenset({"x"}),
            "after",
            (),
        )
    )
    assert reached({"x"}) is not None
    clock.signal(
        "turn.start", "Gob", everyone
    )  # another combatant's turn: the turn window moves on
    found = reached({"x"})
    assert found is not None and found.scope == "round"
    clock.signal("turn.start", "Hero", everyone)  # the Hero's own turn: its round window moves on
    found = reached({"x"})
    assert found is not None and found.scope == "encounter"  # never resets
    assert reached({"x"}, "Q") is None  # per power
    assert reached({"y"}) is None  # the filter


def _bound(i: int, owner: Combatant, name: str) -> Bound[Combatant]:
    reaction = Reaction(name, "", "", "at-will", "x", None, None)
    return Bound(i, owner, reaction, frozenset(), "after", ("x",))


def test_initiative_order_from_the_acting_combatant_then_priority() -> None:
    a, b, c = (Combatant(n, "s", (i, 0), 10, 10) for i, n in enumerate("ABC"))
    b.priority = ["Second", "First"]
    ready = [_bound(0, a, "A1"), _bound(1, b, "First"), _bound(2, b, "Second"), _bound(3, c, "C1")]
    ordered = order(ready, ["A", "B", "C"], "B", "initiative", random.Random(0))
    assert [x.reaction.name for x in ordered] == ["Second", "First", "C1", "A1"]


def test_random_order_is_seeded() -> None:
    owner = Combatant("A", "s", (0, 0), 10, 10)
    ready = [_bound(i, owner, f"R{i}") for i in range(6)]
    first = [x.id for x in order(ready, ["A"], None, "random", random.Random(3))]
    again = [x.id for x in order(ready, ["A"], None, "random", random.Random(3))]
    assert first == again and sorted(first) == list(range(6))
    orders = {
        tuple(x.id for x in order(ready, ["A"], None, "random", random.Random(s)))
        for s in range(10)
    }
    assert len(orders) > 1


def test_R011_an_action_the_engine_does_not_know() -> None:
    from counterplay.compiler.rulesets import load_ruleset
    from counterplay.runtime.dnd4e.engine import Action, Encounter, Turn, simulate
    from counterplay.runtime.dnd4e.grid import Grid

    ruleset, _ = load_ruleset("dnd4e")
    assert ruleset is not None
    hero = Combatant("Hero", "a", (0, 0), 10, 10)
    result = simulate(Encounter(Grid(3, 3), [hero], ruleset, [Turn("Hero", [Action("fly")])]))
    assert [d.code for d in result.diagnostics] == ["R011"]


def test_R001_a_ruleset_extending_an_unknown_one(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    from counterplay.compiler import rulesets

    (tmp_path / "homebrew").mkdir()
    (tmp_path / "homebrew" / "loop.ruleset.yaml").write_text(
        "counterplay: 1\nname: loop\nextends: loop\n", encoding="utf-8"
    )
    (tmp_path / "homebrew" / "orphan.ruleset.yaml").write_text(
        "counterplay: 1\nname: orphan\nextends: nowhere\n", encoding="utf-8"
    )
    monkeypatch.setattr(rulesets, "_directory", lambda: tmp_path)
    rulesets._built.cache_clear()
    try:
        for name, words in (("loop", "extends itself"), ("orphan", "extends unknown")):
            built, found = rulesets.load_ruleset(name)
            assert built is None and [d.code for d in found] == ["R001"]
            assert words in found[0].message and found[0].span is not None
    finally:
        rulesets._built.cache_clear()


def test_R016_a_run_stops_at_the_event_limit(monkeypatch: MonkeyPatch) -> None:
    from counterplay.compiler.rulesets import load_ruleset
    from counterplay.runtime import reactor
    from counterplay.runtime.dnd4e import engine
    from counterplay.runtime.dnd4e.grid import Grid

    monkeypatch.setattr(reactor, "MAX_EVENTS", 5)
    ruleset, _ = load_ruleset("dnd4e")
    assert ruleset is not None
    hero = Combatant("Hero", "a", (0, 0), 10, 10)
    walk = engine.Action("move", {"path": [[1, 0], [2, 0], [3, 0]]})
    result = engine.simulate(
        engine.Encounter(Grid(5, 1), [hero], ruleset, [engine.Turn("Hero", [walk])] * 3)
    )
    assert [d.code for d in result.diagnostics] == ["R016"]
    assert result.trace[-1]["kind"] == "stopped"
