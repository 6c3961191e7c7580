"""The generic core on its own: no game's words, no world imported, and the shapes of limits,
scopes, windows, pending zones, checks and choices that other games need, run on a second,
minimal world (tests/tableworld.py) that is not 4E."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.runtime.policy import Choice
from tests.conftest import ROOT
from tests.tableworld import Table, Unit, reaction, ruleset

CORE = sorted((ROOT / "counterplay" / "runtime").glob("*.py"))
# Words of D&D 4E (and of its seeds) that have no place in the core.
GAME_WORDS = re.compile(
    r"square|attack|standard|minor|surge|grid|combatant|hit ?point|\bhp\b|bloodied|prone"
    r"|shift|opportunit|immediate|healing|monster|\bpower|4e|dnd|encounter|R00\d-\d\d",
    re.IGNORECASE,
)


def test_the_core_holds_no_game_words() -> None:
    assert len(CORE) >= 10
    found = [
        f"{path.name}:{n}: {line.strip()}"
        for path in CORE
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if GAME_WORDS.search(line)
    ]
    assert found == []


def test_the_core_imports_no_world_and_no_compiler() -> None:
    for path in CORE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("counterplay.runtime.dnd4e"), path.name
                assert not node.module.startswith("counterplay.compiler"), path.name


# -- a player's allotment per phase, spent by units (the shape of seed 004) ---------------

ALLOTMENT: dict[str, Any] = {
    "one-per-unit": {
        "scope": "phase",
        "per": ["owner"],
        "max": 1,
        "message": "{owner} already reacted this phase",
    },
    "allotment": {
        "scope": "phase",
        "per": ["controller"],
        "max": 1,
        "raised_by": {"fact": "player.bonus"},
        "cap": 3,
        "override": {"fact": "player.override"},
        "message": "{owner}'s player has no reaction left this phase",
    },
}
MAY_REACT = {
    "conditions": {"refuse_if": {"fact": "owner.forbidding_condition"}, "message": "{value}"}
}
CONDITIONS = {"pinned": {"forbids": {}, "message": "a pinned unit cannot react"}}


def _army(*names: str) -> list[Unit]:
    units = [Unit(n, "blue", "Blue", [reaction("Return Fire", "shoot")]) for n in names]
    return [*units, Unit("Raider", "red", "Red")]


def _table(units: list[Unit], scripted: list[Choice] | None = None, **more: Any) -> Table:
    rules = ruleset(limits=ALLOTMENT, may_react=MAY_REACT, conditions=CONDITIONS, **more)
    return Table(rules, units, choices=scripted)


def test_one_reaction_per_player_per_phase_then_the_allotment_is_exhausted() -> None:
    units = _army("Alpha", "Beta")
    table = _table(units)
    table.start_phase("shooting")
    table.act(units[-1], "shoot")
    table.act(units[-1], "shoot")
    assert table.resolved == [("Alpha", "Return Fire")]
    assert table.refused("Return Fire")[:2] == [
        "Beta's player has no reaction left this phase",
        "Alpha already reacted this phase",
    ]
    table.start_phase("assault")  # a new phase: a new allotment
    table.act(units[-1], "shoot")
    assert table.resolved[-1] == ("Alpha", "Return Fire")


def test_a_raised_allotment_is_spent_by_different_units_and_capped_at_three() -> None:
    units = _army("Alpha", "Beta", "Gamma", "Delta", "Echo")
    table = _table(units)
    table.bonus[("Blue", "shooting")] = 1  # +1 in the Shooting phase only
    table.start_phase("shooting")
    for _ in range(4):
        table.act(units[-1], "shoot")
    # two reactions, by two units (to the first shot): a unit reacts once per phase
    assert table.resolved == [("Alpha", "Return Fire"), ("Beta", "Return Fire")]
    assert table.refused("Return Fire")[:2] == [
        "Gamma's player has no reaction left this phase",
        "Delta's player has no reaction left this phase",
    ]
    assert "Alpha already reacted this phase" in table.refused("Return Fire")
    table.start_phase("assault")
    table.act(units[-1], "shoot")
    table.act(units[-1], "shoot")
    assert len(table.resolved) == 3  # the bonus was for the Shooting phase
    table.bonus[("Blue", "*")] = 5  # raised in every phase, far above the cap
    table.start_phase("movement")
    for _ in range(6):
        table.act(units[-1], "shoot")
    assert len(table.resolved) == 6  # never more than three in a phase
    table.overrides.add("Blue")  # a rule that explicitly allows more
    table.start_phase("shooting-2")
    for _ in range(6):
        table.act(units[-1], "shoot")
    assert len(table.resolved) == 11  # five units, one reaction each


def test_a_condition_the_ruleset_says_forbids_reacting() -> None:
    units = _army("Alpha", "Beta")
    units[0].states.append("pinned")
    table = _table(units)
    table.start_phase("shooting")
    table.act(units[-1], "shoot")
    assert table.resolved == [("Beta", "Return Fire")]
    assert table.refused("Return Fire")[0] == "pinned: a pinned unit cannot react"


def test_the_player_chooses_which_unit_reacts() -> None:
    units = _army("Alpha", "Beta")
    decline = Choice("Alpha", "react", False, "Return Fire")
    table = _table(units, [decline], choices={"react": "owner"})
    table.start_phase("shooting")
    table.act(units[-1], "shoot")
    assert table.resolved == [("Beta", "Return Fire")]
    assert decline.used


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(["shoot", "phase"]), max_size=30),
    st.dictionaries(st.sampled_from(["*", "p1", "p2"]), st.integers(0, 4), max_size=3),
    st.integers(0, 5),
)
def test_the_allotment_the_cap_and_the_unit_limit_always_hold(
    steps: list[str], bonus: dict[str, int], seed: int
) -> None:
    def run() -> tuple[list[tuple[str, str]], list[dict[str, Any]], list[int]]:
        units = _army("A", "B", "C", "D", "E")
        table = _table(units)
        table.reactor.rng.seed(seed)
        table.bonus = {("Blue", k): v for k, v in bonus.items()}
        phases = 0
        counts: list[int] = []
        table.start_phase("p0")
        before = 0
        for step in steps:
            if step == "phase":
                counts.append(len(table.resolved) - before)
                before = len(table.resolved)
                phases += 1
                table.start_phase(f"p{phases % 3}")
            else:
                table.act(units[-1], "shoot")
            per_unit = Counter(name for name, _ in table.resolved[before:])  # in the current phase
            assert all(n == 1 for n in per_unit.values())
        counts.append(len(table.resolved) - before)
        return table.resolved, table.trace.entries, counts

    resolved, trace, counts = run()
    for count in counts:
        assert count <= 3
    assert run()[:2] == (resolved, trace)  # the same seed, the same trace


# -- a pending zone drained at check points (the shape of seed 002) ----------------------

LIMBO: dict[str, Any] = {
    "resolve": [{"mode": "pending", "zone": "limbo"}],
    "zones": {"limbo": {"drain_at": ["card.play", "phase.start"], "order": "initiative"}},
    "scopes": {"day": {"moves_on": [{"at": "day.start"}]}, "phase": {}},
    "limits": {
        "activations": {
            "scope": "day",
            "per": ["owner", "reaction"],
            "max": 100,
            "message": "{reaction} was activated 100 times today",
        }
    },
}


def test_pending_reactions_wait_for_the_check_point_then_first_player_plays_all_theirs() -> None:
    first = Unit("Sierra", "one", "First", [reaction("Echo", "card.play", "creature")])
    second = Unit("Kelon", "two", "Second", [reaction("Answer", "card.play", "creature")])
    spare = Unit("Ouma", "one", "First", [reaction("Chorus", "card.play", "creature")])
    table = Table(ruleset(**LIMBO), [second, first, spare])
    table.turn = None
    table.act(second, "card.play")  # no check point named: they wait
    assert table.resolved == []
    assert [e["reaction"] for e in table.trace.entries if e["kind"] == "pending"] == [
        "Answer",
        "Echo",
        "Chorus",
    ]
    table.turn = first  # the first player has the initiative now
    table.reactor.check_point("card.play")
    # the player with the initiative plays all of theirs, then the other player
    assert table.resolved == [("Sierra", "Echo"), ("Ouma", "Chorus"), ("Kelon", "Answer")]


def test_the_player_chooses_the_order_of_their_pending_reactions() -> None:
    first = Unit("Sierra", "one", "First", [reaction("Echo", "card.play", "creature")])
    spare = Unit("Ouma", "one", "First", [reaction("Chorus", "card.play", "creature")])
    pick = Choice("First", "pending", "Chorus")
    table = Table(ruleset(**LIMBO), [first, spare], choices=[pick])
    table.act(first, "card.play", check="card.play")
    assert table.resolved == [("Ouma", "Chorus"), ("Sierra", "Echo")]
    assert pick.used


# The orders a pending zone may be drained in: the table players give the initiative to
# First; Second's reaction triggers first; the swift one is Second's.
SWIFT = {"by": "action", "actions": {"reaction": ["reaction"], "swift": ["reaction", "swift"]}}


def _three_pending(order: dict[str, Any], choices: list[Choice] | None = None, seed: int = 0):
    first = Unit("Sierra", "one", "First", [reaction("Echo", "card.play", "creature")])
    second = Unit(
        "Kelon", "two", "Second", [reaction("Quick", "card.play", "creature", action="swift")]
    )
    spare = Unit("Ouma", "one", "First", [reaction("Chorus", "card.play", "creature")])
    zone = {"drain_at": ["card.play"], **order}
    rules = ruleset(**{**LIMBO, "zones": {"limbo": zone}, "classify": SWIFT})
    table = Table(rules, [second, first, spare], seed=seed, choices=choices)
    table.turn = None
    table.act(second, "card.play")  # all three wait: no check point named
    table.turn = first  # the first player has the initiative at the check
    table.reactor.check_point("card.play")
    return table


def test_a_zone_drained_in_initiative_order() -> None:
    table = _three_pending({"order": "initiative"})
    assert table.resolved == [("Sierra", "Echo"), ("Ouma", "Chorus"), ("Kelon", "Quick")]


def test_a_zone_drained_by_its_priority_list() -> None:
    # the swift reaction first whoever holds it, then the unlisted ones as they triggered
    # (Quick, then Echo before Chorus), whoever has the initiative
    table = _three_pending({"order": "priority", "priority": [{"any_of": ["swift"]}]})
    assert table.resolved == [("Kelon", "Quick"), ("Sierra", "Echo"), ("Ouma", "Chorus")]
    decided = [e["why"] for e in table.trace.entries if e["kind"] == "decision"]
    assert decided == ["limbo's priority list", "unlisted", "unlisted"]
    # a list that names the plain reactions first puts the swift one last
    table = _three_pending({"order": "priority", "priority": [{"none_of": ["swift"]}]})
    assert table.resolved == [("Sierra", "Echo"), ("Ouma", "Chorus"), ("Kelon", "Quick")]


def test_a_zone_drained_by_the_choice_of_the_player_with_the_initiative() -> None:
    # First chooses any held reaction, the other player's too; then, unscripted, the first
    # to trigger (decisions: guided)
    pick = Choice("First", "pending", "Chorus")
    table = _three_pending({"order": "choice"}, [pick])
    assert pick.used
    assert table.resolved == [("Ouma", "Chorus"), ("Kelon", "Quick"), ("Sierra", "Echo")]
    assert {e["what"] for e in table.trace.entries if e["kind"] == "decision"} == {"First chooses"}
    # Second has no say while First has the initiative: their scripted choice is not asked
    other = Choice("Second", "pending", "Echo")
    table = _three_pending({"order": "choice"}, [other])
    assert not other.used
    assert table.resolved == [("Kelon", "Quick"), ("Sierra", "Echo"), ("Ouma", "Chorus")]


def test_a_random_choice_of_the_order_follows_the_seed() -> None:
    def drained(seed: int) -> list[tuple[str, str]]:
        with_random = {**LIMBO, "decisions": "random"}
        first = Unit("Sierra", "one", "First", [reaction("Echo", "card.play", "creature")])
        others = [
            Unit(n, "one", "First", [reaction(r, "card.play", "creature")])
            for n, r in (("Ouma", "Chorus"), ("Tam", "Drum"))
        ]
        zone = {"limbo": {"drain_at": ["card.play"], "order": "choice"}}
        table = Table(ruleset(**{**with_random, "zones": zone}), [first, *others], seed=seed)
        table.act(first, "card.play", check="card.play")
        return table.resolved

    orders = {tuple(drained(seed)) for seed in range(12)}
    assert len(orders) > 1 and all(len(o) == 3 for o in orders)
    assert drained(5) == drained(5)


def test_a_reaction_loop_stops_at_the_hundredth_activation_of_the_day() -> None:
    loop = Unit("Loop", "one", "First", [reaction("Again", "ping", "creature", emit=["ping"])])
    table = Table(ruleset(**LIMBO), [loop])
    table.act(loop, "ping")
    table.reactor.check_point("card.play")
    assert len(table.resolved) == 100
    assert table.refused("Again") == ["Again was activated 100 times today"]
    table.reactor.signal("day.start")  # a new day: a new hundred
    table.act(loop, "ping", check="card.play")
    assert len(table.resolved) == 200


def test_a_reaction_waits_for_a_named_break_point_of_the_action() -> None:
    waiter = reaction("Midway", "go", "enemy", break_point="middle")
    units = [Unit("Watcher", "one", "First", [waiter]), Unit("Runner", "two", "Second")]
    table = Table(
        ruleset(
            resolve=[{"mode": "interrupt"}],
            break_points={"middle": {"message": "waits for the middle"}},
        ),
        units,
    )
    from counterplay.runtime.events import Event, Frame

    frame: Frame[Unit] = Frame("go", units[1], 0)
    table.reactor.dispatch(Event("go", units[1]), frame, ("middle",))
    assert table.resolved == []
    table.reactor.break_point(frame, "middle")
    assert table.resolved == [("Watcher", "Midway")]


def test_core_messages_are_the_rulesets_words() -> None:
    units = _army("Alpha")
    base = ruleset(limits=ALLOTMENT, chain={"reactions_trigger_reactions": False, "max_depth": 4})
    assert base.messages["chained"] == "a reaction never triggers further reactions"
    worded = ruleset(
        chain={"reactions_trigger_reactions": False, "max_depth": 4},
        messages={"chained": "no reaction answers a reaction here"},
    )
    assert worded.messages["chained"] == "no reaction answers a reaction here"
    assert Table(base, units).reactor.rules.messages["retriggered"]


def test_the_core_documents_every_fact_it_defines() -> None:
    from counterplay.runtime.predicates import CORE_FACTS

    doc = (ROOT / "docs" / "rulesets.md").read_text(encoding="utf-8")
    for name in CORE_FACTS:
        assert f"`{name}`" in doc, name
    assert Path(ROOT / "docs" / "rulesets.md").is_file()


def test_only_the_reactive_player_reacts() -> None:
    # who may react, as data: a check on the core's fact of whose turn it is, by player
    units = _army("Alpha")
    units.insert(1, Unit("Bravo", "blue", "Blue"))
    units[0].reactions.append(reaction("Cover", "shoot", "creature"))
    rules = ruleset(
        may_react={
            "reactive-player": {
                "refuse_if": {"fact": "owner.controller_active"},
                "message": "only the Reactive player reacts",
            }
        }
    )
    table = Table(rules, units)
    table.act(units[1], "shoot")  # the Blue player's own turn: Blue does not react
    assert table.resolved == []
    assert table.refused("Cover") == ["only the Reactive player reacts"]
    table.act(units[2], "shoot")  # the Red player's turn: Blue reacts
    assert sorted(table.resolved) == [("Alpha", "Cover"), ("Alpha", "Return Fire")]
