"""Seed 004 (Horus Heresy reactions), R004-01 .. R004-08: the reaction allotment. One reaction in
each Phase by default and only by the Reactive player, a point spent per reaction, raised in
every or in named Phases but never above three, units that may not react, Core and faction
reactions sharing it, the Phase and action a reaction answers, and one use per unit per Phase;
and the open decisions said when a battle is read. One test per rule, each a battle run through
the battle reader and the engine under the `horus-heresy` ruleset, asserting on the trace. Blue
is the Reactive player in Red's turns (tests/hhkit.py); the other rules:
tests/test_rules_004_*.py.
"""

from __future__ import annotations

from pathlib import Path

from tests.hhkit import BLUE, RED, Run, battle, run, unit
from tests.rules004kit import TOUGH, _shots, _three_squads


def _reactions_per_phase(r: Run) -> dict[str, int]:
    counts: dict[str, int] = {}
    for e in r.entries("fires"):
        counts[e["phase"]] = counts.get(e["phase"], 0) + 1
    return counts


def test_R004_01_one_reaction_in_each_phase_by_default(tmp_path: Path) -> None:
    script = [
        {
            "turn": RED,
            "shooting": [{"shoot": "Guns", "at": "Alpha"}, {"shoot": "Guns", "at": "Beta"}],
            "assault": [{"charge": "Guns", "at": "Beta"}],
        }
    ]
    r = run(
        tmp_path,
        battle(
            _three_squads(),
            script,
            players={RED: {}, BLUE: {"prefer": ["Return Fire", "Overwatch"]}},
        ),
    )
    assert r.fired() == [("Alpha", "Return Fire"), ("Beta", "Overwatch")]
    # the Shooting phase's one Reaction is spent; the Assault phase has its own
    assert r.refused("Beta", "Return Fire") == [
        "the Reaction Allotment for this Phase is exhausted (R004-02, R004-05)"
    ]
    assert _reactions_per_phase(r) == {"shooting": 1, "assault": 1}


def test_R004_01_only_the_reactive_player_reacts(tmp_path: Path) -> None:
    """A house Reaction answering a friendly unit's move: the Active player's own unit
    matches its trigger, and is refused all the same."""
    (tmp_path / "rally.ruleset.yaml").write_text(
        """counterplay: 1
name: rally
extends: horus-heresy
universal:
  Rally:
    source: a house rule
    usage: at-will
    action: reaction
    trigger:
      event: unit.move_end
      actor: {role: ally, within: 12}
      target: null
      qualifiers: {phase: movement}
      text: a friendly unit ends a move within 12"
    effect:
      text: the unit closes up
      ops: [{op: reaction_move, direction: toward, distance: initiative, penalties: false}]
""",
        encoding="utf-8",
    )
    units = [
        unit("Guns", RED, (30, 10), profile={"movement": 12}),
        unit("Friends", RED, (24, 14)),
        unit("Alpha", BLUE, (10, 10)),
    ]
    script = [{"turn": RED, "movement": [{"move": "Guns", "to": [20, 10]}]}]
    players = {RED: {"prefer": ["Rally"]}, BLUE: {"prefer": ["Rally"]}}
    r = run(tmp_path, battle(units, script, players=players, ruleset="rally.ruleset.yaml"))
    assert r.fired() == []
    assert r.refused("Friends", "Rally") == [
        "Reactions are made by the Reactive player, in the Active player's turn (R004-01)"
    ]


def test_R004_02_each_reaction_spends_a_point_until_exhausted(tmp_path: Path) -> None:
    players = {RED: {}, BLUE: {"allotment": 2, "prefer": ["Return Fire"]}}
    r = run(tmp_path, battle(_three_squads(), [_shots("Alpha", "Beta", "Gamma")], players=players))
    assert r.fired() == [("Alpha", "Return Fire"), ("Beta", "Return Fire")]
    assert r.refused("Gamma", "Return Fire") == [
        "the Reaction Allotment for this Phase is exhausted (R004-02, R004-05)"
    ]


def test_R004_03_raised_in_every_phase_or_in_named_phases(tmp_path: Path) -> None:
    steady = {"leadership": 12}  # Hold the Line's Morale check always passes
    units = [
        unit(n, BLUE, (12, y), profile=steady)
        for n, y in (("Alpha", 10), ("Beta", 20), ("Gamma", 30))
    ]
    units += [unit(f"Raiders {y}", RED, (20, y), profile=TOUGH) for y in (10, 20, 30)]
    script = [
        {
            "turn": RED,
            "shooting": [
                {"shoot": f"Raiders {y}", "at": t}
                for y, t in ((10, "Alpha"), (20, "Beta"), (30, "Gamma"))
            ],
            "assault": [
                {"charge": f"Raiders {y}", "at": t}
                for y, t in ((10, "Alpha"), (20, "Beta"), (30, "Gamma"))
            ],
        }
    ]
    # raised to two in every Phase, and +1 in the Assault phase only
    prefer = ["Return Fire", "Hold the Line"]
    players = {RED: {}, BLUE: {"allotment": 2, "bonus": {"assault": 1}, "prefer": prefer}}
    r = run(tmp_path, battle(units, script, players=players))
    assert _reactions_per_phase(r) == {"shooting": 2, "assault": 3}


def test_R004_04_never_above_three_unless_a_rule_allows_it(tmp_path: Path) -> None:
    units = [unit(f"Squad {i}", BLUE, (10, 4 + 8 * i)) for i in range(5)]
    units.append(unit("Guns", RED, (24, 20), (25, 20), profile=TOUGH))
    script = [_shots(*(f"Squad {i}" for i in range(5)))]
    blue = {"allotment": 3, "bonus": {"shooting": 2}, "prefer": ["Return Fire"]}
    capped = run(tmp_path, battle(units, script, players={RED: {}, BLUE: blue}))
    assert _reactions_per_phase(capped) == {"shooting": 3}
    assert "H002" in capped.codes()  # the battle says why, at the player's line
    lifted = run(
        tmp_path, battle(units, script, players={RED: {}, BLUE: {**blue, "beyond_three": True}})
    )
    assert _reactions_per_phase(lifted) == {"shooting": 5}
    assert "H002" not in lifted.codes()


def test_R004_05_units_that_may_not_react(tmp_path: Path) -> None:
    units = [
        unit("Pinned", BLUE, (10, 4), statuses=["pinned"]),
        unit("Fleeing", BLUE, (10, 12), statuses=["falling back"]),
        unit("Locked", BLUE, (10, 20), statuses=["locked in combat"]),
        unit("Fearless", BLUE, (10, 28), special_rules={"Fearless": True}),
        unit("Ready", BLUE, (10, 36), (11, 36), (12, 36), profile={"save": 2}),
        unit("Guns", RED, (24, 20), (25, 20), profile=TOUGH),
    ]
    picks = {
        "s4": {"unit": "Ready", "reaction": "Return Fire"},
        "s5": {"unit": "Ready", "reaction": "Evade"},
    }
    script = [_shots("Pinned", "Fleeing", "Locked", "Fearless", "Ready", "Ready", **picks)]
    r = run(
        tmp_path,
        battle(units, script, players={RED: {}, BLUE: {"allotment": 3, "prefer": ["Return Fire"]}}),
    )
    assert r.refused("Pinned", "Return Fire") == ["Pinned is Pinned (R004-05)"]
    assert r.refused("Fleeing", "Return Fire") == ["Fleeing is Falling Back (R004-05)"]
    assert r.refused("Locked", "Return Fire") == ["Locked is locked in combat (R004-05)"]
    assert r.refused("Fearless", "Return Fire") == [
        "Fearless has the Fearless special rule: it may not make Reactions (R004-05)"
    ]
    assert r.fired() == [("Ready", "Return Fire")]
    # already made a Reaction this Phase: the scripted Evade is refused, the trace says why
    assert r.decisions()[-1] == (
        "no reaction",
        "scripted Ready: Evade refused: "
        "Ready has already made a Reaction this Phase (R004-05, R004-08)",
    )


def test_R004_06_core_and_faction_reactions_share_the_allotment(tmp_path: Path) -> None:
    """A faction's reaction, added in YAML by a ruleset extending the core one, is open only
    to its Legion; every army has the Core Reactions; all spend the one allotment."""
    (tmp_path / "legion.ruleset.yaml").write_text(
        """counterplay: 1
name: legion
extends: horus-heresy
universal:
  Bolter Drill:
    source: a Legion's Advanced Reaction
    usage: at-will
    action: advanced reaction
    break_point: shooting_attack.mitigation
    trigger:
      event: shooting.target
      actor: {role: enemy}
      target: {role: self, trait: Ultramarines}
      qualifiers: {phase: shooting}
      text: an enemy Shooting Attack targets a unit of the Ultramarines
    effect:
      text: Return Fire, as the Legion drills it.
      ops:
        - {op: shoot, at: triggering, indirect: false, stationary: true,
           leadership_tests: false, penalties: false}
""",
        encoding="utf-8",
    )
    units = _three_squads()
    units[0]["traits"] = ["Ultramarines"]
    players = {RED: {}, BLUE: {"allotment": 2, "prefer": ["Bolter Drill", "Return Fire"]}}
    r = run(
        tmp_path,
        battle(
            units,
            [_shots("Alpha", "Beta", "Gamma")],
            players=players,
            ruleset="legion.ruleset.yaml",
        ),
    )
    assert r.fired() == [("Alpha", "Bolter Drill"), ("Beta", "Return Fire")]
    (beta,) = r.entries("candidate", owner="Beta", reaction="Bolter Drill")
    assert beta["why"] == "Beta is not all of the Ultramarines Trait" and not beta["matched"]
    assert r.refused("Gamma", "Return Fire") == [
        "the Reaction Allotment for this Phase is exhausted (R004-02, R004-05)"
    ]


def test_R004_07_a_reaction_answers_its_phase_and_action_only(tmp_path: Path) -> None:
    units = [unit("Alpha", BLUE, (10, 10)), unit("Guns", RED, (30, 10), profile={"movement": 12})]
    pick = {"unit": "Alpha", "reaction": "Return Fire"}
    script = [{"turn": RED, "movement": [{"move": "Guns", "to": [20, 10], "reactive": pick}]}]
    r = run(tmp_path, battle(units, script))
    assert r.fired() == []
    choice, why = r.decisions()[0]
    assert choice == "no reaction"
    assert why.startswith(
        "scripted Alpha: Return Fire refused: Return Fire answers a Shooting Attack"
    )
    assert why.endswith("not an enemy unit ending a move (R004-07)")


def test_R004_08_any_number_of_uses_one_per_unit_per_phase(tmp_path: Path) -> None:
    players = {RED: {}, BLUE: {"allotment": 3, "prefer": ["Return Fire"]}}
    r = run(tmp_path, battle(_three_squads(), [_shots("Alpha", "Beta", "Alpha")], players=players))
    # one Reaction used twice by two units; the same unit never twice in the Phase
    assert r.fired() == [("Alpha", "Return Fire"), ("Beta", "Return Fire")]
    assert (
        r.refused("Alpha", "Return Fire")[-1]
        == "Alpha has already made a Reaction this Phase (R004-05, R004-08)"
    )


def test_the_open_decisions_are_said_when_a_battle_is_read(tmp_path: Path) -> None:
    """Each of the ruleset's open decisions (``open_rules``) is an R010 info diagnostic at
    the battle's ``ruleset:`` line, as a 4E scenario says its ruleset's."""
    r = run(tmp_path, battle(_three_squads(), [_shots("Alpha")]))
    said = [d.message for d in r.diagnostics if d.code == "R010"]
    assert [m.split(":")[0] for m in said] == ["R004-11", "R004-12", "R004-16"]
    assert all(d.span is not None and d.span.line == 3 for d in r.diagnostics if d.code == "R010")
    assert r.codes() == []  # info only
