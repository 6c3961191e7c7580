"""Seed 004 (Horus Heresy reactions): one test per rule R004-01 .. R004-20, each a battle run
through the battle reader and the engine under the `horus-heresy` ruleset, asserting on the
trace. Blue is the Reactive player in Red's turns (tests/hhkit.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.hhkit import BLUE, RED, Run, battle, run, unit

TOUGH = {"toughness": 10}
# a vehicle with a Defensive weapon and one that is not
PREDATOR = {
    "type": "vehicle",
    "initiative": None,
    "weapons": ["lascannon", "pintle bolter"],
    "toughness": 8,
    "wounds": 4,
}


def _shots(*targets: str, by: str = "Guns", **pick: Any) -> dict[str, Any]:
    attacks: list[dict[str, Any]] = [{"shoot": by, "at": t} for t in targets]
    for i, chosen in pick.items():
        attacks[int(i[1:])]["reactive"] = chosen
    return {"turn": RED, "shooting": attacks}


def _three_squads(**more: Any) -> list[dict[str, Any]]:
    return [
        unit("Alpha", BLUE, (10, 10), (11, 10)),
        unit("Beta", BLUE, (10, 20), (11, 20)),
        unit("Gamma", BLUE, (10, 30), (11, 30)),
        unit("Guns", RED, (20, 20), (21, 20), profile=TOUGH, **more),
    ]


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


def test_R004_09_reaction_shooting_no_leadership_tests_no_limits_one_use_spent(
    tmp_path: Path,
) -> None:
    sturdy = {"weapons": ["krak missile", "bolter"], "save": 2, "wounds": 5}
    units = [
        unit("Alpha", BLUE, (10, 10), (11, 10), profile=sturdy),
        unit(
            "Guns", RED, *[(20 + i, 10) for i in range(8)], profile={"save": None, "toughness": 3}
        ),
    ]
    players = {RED: {}, BLUE: {"prefer": ["Return Fire"]}}
    # Blue shoots back at Red (Return Fire), then shoots in its own turn the same way
    script = [_shots("Alpha"), {"turn": BLUE, "shooting": [{"shoot": "Alpha", "at": "Guns"}]}]
    r = run(tmp_path, battle(units, script, players=players), seed=0)
    lost = [len(e["removed"]) for e in r.entries("casualties", unit="Guns")]
    assert lost[0] >= 2 and lost[1] * 4 >= 8 - lost[0]  # a quarter of the unit, twice
    # casualties from the Reaction's shooting: no Leadership test, the trace says so
    notes = [e["text"] for e in r.entries("note", player=RED)]
    assert "no Leadership test: a Reaction's shooting (R004-09)" in notes
    assert not r.entries("test", player=RED, test="Leadership", unit="Guns")
    assert r.entries("test", player=BLUE, test="Leadership", unit="Guns")  # its own turn's
    # the one-use missile is spent by the Reaction and never fires again
    weapons = [e["text"] for e in r.entries("step", step="weapons")]
    assert sum(w.count("krak missile") for w in weapons) == 2  # once by each model
    assert "krak missile" not in weapons[-1]
    assert r.final("Alpha")["spent"] == ["krak missile"]


def test_R004_09_overwatch_casualties_cause_no_leadership_test(tmp_path: Path) -> None:
    """Overwatch is a Reaction's shooting too: however many chargers it kills, no
    Leadership test follows."""
    units = [
        unit("Squad", BLUE, *[(10, 8 + i) for i in range(5)], profile={"ballistic_skill": 5}),
        unit(
            "Horde", RED, *[(16, 8 + i) for i in range(8)], profile={"save": None, "toughness": 3}
        ),
    ]
    script = [{"turn": RED, "assault": [{"charge": "Horde", "at": "Squad"}]}]
    players = {RED: {}, BLUE: {"prefer": ["Overwatch"]}}
    heavy = 0
    for seed in range(4):
        r = run(tmp_path, battle(units, script, players=players), seed=seed)
        assert r.fired() == [("Squad", "Overwatch")]
        (lost,) = [len(e["removed"]) for e in r.entries("casualties", unit="Horde")]
        if lost * 4 >= 8:
            heavy += 1
            notes = [e["text"] for e in r.entries("note")]
            assert "no Leadership test: a Reaction's shooting (R004-09)" in notes
        assert not r.entries("test", test="Leadership", unit="Horde")
    assert heavy >= 2


def test_R004_09_10_reactions_leave_no_penalty(tmp_path: Path) -> None:
    heavy = {"weapons": ["heavy bolter"]}
    units = [
        unit("Alpha", BLUE, (10, 10), profile=heavy),
        unit("Guns", RED, (24, 10), profile={"movement": 12}),
    ]
    players = {RED: {}, BLUE: {"prefer": ["Advance", "Return Fire"]}}
    script = [
        {
            "turn": RED,
            "movement": [{"move": "Guns", "to": [20, 10]}],
            "shooting": [{"shoot": "Guns", "at": "Alpha"}],
        }
    ]
    r = run(tmp_path, battle(units, script, players=players))
    assert r.fired() == [("Alpha", "Advance"), ("Alpha", "Return Fire")]
    assert r.final("Alpha")["penalties"] == []  # moved and fired Heavy weapons as Reactions
    assert r.final("Guns")["penalties"] == ["moved"]  # its own move is a move
    # what a penalty does: a unit that fired Heavy weapons in its own attack may not charge
    own = [
        {
            "turn": BLUE,
            "shooting": [{"shoot": "Alpha", "at": "Guns"}],
            "assault": [{"charge": "Alpha", "at": "Guns"}],
        }
    ]
    later = run(tmp_path, battle(units, own, players=players))
    assert "H006" in later.codes()


def test_R004_11_initiative_moves(tmp_path: Path) -> None:
    units = [
        unit("Servitors", BLUE, (10, 10), (10, 11), profile={"initiative": 0}),
        unit("Squad", BLUE, (10, 20), (10, 21), modifiers={"initiative": -3}),
        unit("Guns", RED, (24, 15), profile={"movement": 12}),
    ]
    terrain = [
        {"kind": "difficult", "from": [11, 19], "to": [13, 22]},
        {"kind": "dangerous", "from": [13.5, 19], "to": [14.5, 22]},
    ]
    players = {RED: {}, BLUE: {"prefer": ["Advance"]}}
    script = [
        {
            "turn": RED,
            "movement": [
                {
                    "move": "Guns",
                    "to": [20, 16],
                    "reactive": {"unit": "Servitors", "reaction": "Advance"},
                },
                {"move": "Guns", "to": [20, 20]},
            ],
        }
    ]
    r = run(
        tmp_path,
        battle(
            units,
            script,
            players={**players, BLUE: {"allotment": 2, "prefer": ["Advance"]}},
            terrain=terrain,
        ),
    )
    # a model with Initiative 0: no Initiative move
    assert r.decisions()[0][1].startswith(
        "scripted Servitors: Advance refused: "
        "Servitors includes a model with no Initiative or Initiative 0"
    )
    assert r.decisions()[0][1].endswith("(R004-11)")
    # unmodified Initiative (4, the -3 never counts), Difficult Terrain ignored, Dangerous tested
    assert r.fired() == [("Squad", "Advance")]
    (moved,) = [e for e in r.entries("moved", unit="Squad")]
    start, end = moved["moves"][0][1], moved["moves"][0][2]
    assert abs(((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5 - 4) < 0.01
    assert any("tests for Dangerous Terrain" in e["text"] for e in r.entries("note", depth=1))


def test_R004_11_14_withdraw_by_unmodified_initiative_through_any_terrain(tmp_path: Path) -> None:
    """Withdraw is an Initiative move as Advance is: refused to a unit with a model of
    Initiative 0, 4" (the unmodified Initiative) straight away through Difficult Terrain
    that never slows it, with a Dangerous Terrain test on the way."""
    units = [
        unit("Servitors", BLUE, (10, 30), profile={"initiative": 0}),
        unit("Squad", BLUE, (10, 10), modifiers={"initiative": -3}),
        unit("Guns", RED, (30, 10), profile={"movement": 12}),
        unit("Bikes", RED, (30, 30), profile={"movement": 12}),
    ]
    terrain = [
        {"kind": "difficult", "from": [8, 8], "to": [9.5, 12]},
        {"kind": "dangerous", "from": [6.5, 8], "to": [7, 12]},
    ]
    pick = {"unit": "Servitors", "reaction": "Withdraw"}
    script = [
        {
            "turn": RED,
            "movement": [
                {"move": "Bikes", "to": [20, 30], "reactive": pick},
                {"move": "Guns", "to": [20, 10]},
            ],
        }
    ]
    players = {RED: {}, BLUE: {"allotment": 2, "prefer": ["Withdraw"]}}
    r = run(tmp_path, battle(units, script, players=players, terrain=terrain))
    why = r.decisions()[0][1]
    assert why.startswith("scripted Servitors: Withdraw refused: Servitors includes a model")
    assert why.endswith("(R004-11)")
    assert r.fired() == [("Squad", "Withdraw")]
    assert r.entries("moved", unit="Squad")[0]["moves"][0][2] == [6.0, 10.0]
    assert any("tests for Dangerous Terrain" in e["text"] for e in r.entries("note", depth=1))


def test_R004_12_a_move_ending_within_12_and_in_sight(tmp_path: Path) -> None:
    units = [
        unit("Near", BLUE, (12, 14)),
        unit("Far", BLUE, (7, 20)),  # 13" away
        unit("Hidden", BLUE, (16, 30)),
        unit("Guns", RED, (30, 20), profile={"movement": 12}),
    ]
    wall = [{"kind": "blocking", "from": [12, 25], "to": [24, 27]}]
    r = run(
        tmp_path,
        battle(
            units,
            [{"turn": RED, "movement": [{"move": "Guns", "to": [20, 20]}]}],
            players={RED: {}, BLUE: {"prefer": ["Advance"]}},
            terrain=wall,
        ),
    )
    assert r.fired() == [("Near", "Advance")]
    # 13" away, or out of sight: neither may react
    assert not r.entries("candidate", owner="Far", matched=True)
    assert not r.entries("candidate", owner="Hidden", matched=True)
    why = run(
        tmp_path,
        battle(
            units,
            [
                {
                    "turn": RED,
                    "movement": [
                        {
                            "move": "Guns",
                            "to": [20, 20],
                            "reactive": {"unit": "Hidden", "reaction": "Advance"},
                        }
                    ],
                }
            ],
            terrain=wall,
        ),
    )
    assert (
        why.decisions()[0][1]
        == "scripted Hidden: Advance refused: Hidden has no line of sight to Guns (R004-12)"
    )
    # after the move is completely resolved
    assert (
        r.seq("moved", unit="Guns")
        < r.seq("fires", reaction="Advance")
        < r.seq("moved", unit="Near")
    )


def test_R004_13_advance_toward_by_highest_initiative_vehicles_pivot(tmp_path: Path) -> None:
    mixed = unit("Mixed", BLUE, (10, 10), (10, 12), profile={"initiative": 3})
    mixed["models"][1]["initiative"] = 5
    rhino = unit(
        "Rhino", BLUE, (10, 30), profile={"type": "vehicle", "initiative": None, "facing": 180}
    )
    units = [
        mixed,
        rhino,
        unit("Guns", RED, (30, 11), profile={"movement": 12}),
        unit("Bikes", RED, (30, 30), profile={"movement": 12}),
    ]
    players = {RED: {}, BLUE: {"allotment": 2, "prefer": ["Advance"]}}
    script = [
        {
            "turn": RED,
            "movement": [{"move": "Guns", "to": [20, 11]}, {"move": "Bikes", "to": [20, 30]}],
        }
    ]
    r = run(tmp_path, battle(units, script, players=players))
    assert r.fired() == [("Mixed", "Advance"), ("Rhino", "Advance")]
    for name, a, b in r.entries("moved", unit="Mixed")[0]["moves"]:
        assert abs(((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5 - 5) < 0.01, name  # highest: 5
        assert b[0] > a[0]  # towards
    (_, a, b) = r.entries("moved", unit="Rhino")[0]["moves"][0]
    # facing away (180), it pivots only 90 degrees, then 6" "forwards": never towards x
    assert abs(((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5 - 6) < 0.01
    assert abs(b[0] - a[0]) < 0.01


def test_R004_14_withdraw_away_vehicles_backwards(tmp_path: Path) -> None:
    units = [
        unit("Squad", BLUE, (10, 10)),
        unit("Rhino", BLUE, (10, 30), profile={"type": "vehicle", "initiative": None, "facing": 0}),
        unit("Guns", RED, (30, 10), profile={"movement": 12}),
        unit("Bikes", RED, (30, 30), profile={"movement": 12}),
    ]
    players = {RED: {}, BLUE: {"allotment": 2, "prefer": ["Withdraw"]}}
    script = [
        {
            "turn": RED,
            "movement": [{"move": "Guns", "to": [20, 10]}, {"move": "Bikes", "to": [20, 30]}],
        }
    ]
    r = run(tmp_path, battle(units, script, players=players))
    assert r.fired() == [("Squad", "Withdraw"), ("Rhino", "Withdraw")]
    assert r.entries("moved", unit="Squad")[0]["moves"][0][2] == [6.0, 10.0]  # 4" away
    assert r.entries("moved", unit="Rhino")[0]["moves"][0][2] == [4.0, 30.0]  # 6" backwards


def test_R004_15_target_reacts_after_saves_before_mitigation_and_casualties(tmp_path: Path) -> None:
    units = _three_squads()
    r = run(
        tmp_path,
        battle(units, [_shots("Alpha")], players={RED: {}, BLUE: {"prefer": ["Return Fire"]}}),
    )
    assert r.fired() == [("Alpha", "Return Fire")]
    assert not r.refused("Beta", "Return Fire")  # only the unit targeted
    fired = r.seq("fires", reaction="Return Fire")
    saves = [e["seq"] for e in r.entries("roll", depth=0) if e["step"].startswith("Saves")]
    casualties = r.seq("casualties", unit="Alpha")
    assert saves[0] < fired < casualties


def test_R004_16_return_fire_restrictions(tmp_path: Path) -> None:
    blue = [
        unit(
            "Squad",
            BLUE,
            (10, 10),
            (10, 11),
            (10, 12),
            profile={"weapons": ["mortar", "bolter", "heavy flamer"]},
        ),
        unit("Predator", BLUE, (10, 30), profile=PREDATOR),
    ]
    red = [unit("Guns", RED, (20, 11)), unit("Raiders", RED, (15, 30))]
    players = {RED: {}, BLUE: {"allotment": 2, "prefer": ["Return Fire"]}}
    script = [
        {
            "turn": RED,
            "shooting": [{"shoot": "Guns", "at": "Squad"}, {"shoot": "Raiders", "at": "Predator"}],
        }
    ]
    r = run(tmp_path, battle(blue + red, script, players=players))
    fired = [e["text"] for e in r.entries("step", step="weapons", depth=1)]
    # no indirect (the mortar), no template beyond 8" (the flamer at 10"), Defensive only
    assert fired == [
        "Squad 1: bolter, Squad 2: bolter, Squad 3: bolter",
        "Predator 1: pintle bolter",
    ]
    near = [
        unit("Squad", BLUE, (10, 10), profile={"weapons": ["flamer"]}),
        unit("Guns", RED, (16, 10)),
    ]
    walls = run(tmp_path, battle(near, [_shots("Squad")], players=players))
    first = walls.entries("roll", depth=1)[0]
    assert first["step"] == "To Hit (templates as Wall of Death)"


def test_R004_16_open_return_fire_with_no_weapon_in_reach(tmp_path: Path) -> None:
    """The open decision R004-16: Return Fire "may make a Shooting Attack", so a unit whose
    weapons cannot reach the attacker may still make it: the point is spent, nothing fires,
    and the allotment is exhausted for the next attack."""
    units = [
        unit("Alpha", BLUE, (10, 10), profile={"weapons": ["flamer"]}),
        unit("Beta", BLUE, (10, 20)),
        unit("Guns", RED, (40, 15), profile={"weapons": ["lascannon"]}),
    ]
    players = {RED: {}, BLUE: {"prefer": ["Return Fire", "Evade"]}}
    r = run(tmp_path, battle(units, [_shots("Alpha", "Beta")], players=players))
    assert r.fired() == [("Alpha", "Return Fire")]
    (op,) = r.entries("op", op="shoot")
    assert op["status"] == "Alpha has no weapon that may fire at Guns"
    assert r.refused("Beta", "Return Fire") == [
        "the Reaction Allotment for this Phase is exhausted (R004-02, R004-05)"
    ]


def _house_withdraw(tmp_path: Path) -> None:
    """A house ruleset whose Withdraw leaves the `moved` penalty (as a unit's own move)."""
    (tmp_path / "house.ruleset.yaml").write_text(
        """counterplay: 1
name: house
extends: horus-heresy
universal:
  Withdraw:
    source: a house rule
    usage: at-will
    action: reaction
    trigger:
      event: unit.move_end
      actor: {role: enemy, within: 12, line_of_sight: true}
      target: null
      qualifiers: {phase: movement}
      text: an enemy unit ends a move within 12" and in line of sight
    effect:
      text: a Withdraw that counts as a move
      ops: [{op: reaction_move, direction: away, distance: initiative, penalties: true}]
""",
        encoding="utf-8",
    )


def _at_its_skill_after_a_withdraw(
    tmp_path: Path, start: float, to: float, reaction: str, later: dict[str, Any]
) -> None:
    """Guns moves from x=``start`` to x=``to``; the Squad Withdraws under the house rule (it
    has moved), then fires its heavy bolter in ``reaction`` when Red acts ``later``: BS 5
    hits on 2+, and as snap shots only a 6 would, so a die of 2-5 tells them apart."""
    _house_withdraw(tmp_path)
    units = [
        unit("Squad", BLUE, (10, 10), profile={"weapons": ["heavy bolter"], "ballistic_skill": 5}),
        unit("Guns", RED, (start, 10), profile={"movement": 12, **TOUGH}),
    ]
    players = {RED: {}, BLUE: {"prefer": ["Withdraw", reaction]}}
    script = [{"turn": RED, "movement": [{"move": "Guns", "to": [to, 10]}], **later}]
    r = run(tmp_path, battle(units, script, players=players, ruleset="house.ruleset.yaml"), seed=1)
    assert r.fired() == [("Squad", "Withdraw"), ("Squad", reaction)]
    assert r.final("Squad")["penalties"] == ["moved"]
    (hits,) = [e for e in r.entries("roll", depth=1) if e["step"].startswith("To Hit")]
    assert hits["result"] == sum(1 for d in hits["dice"] if d >= 2)
    assert any(2 <= d <= 5 for d in hits["dice"])


def test_R004_16_return_fire_counts_as_stationary(tmp_path: Path) -> None:
    """A unit that moved fires Heavy weapons as snap shots (BS 1) unless its attack counts
    as Stationary; a house ruleset whose Withdraw leaves the `moved` penalty shows Return
    Fire's heavy bolter still firing at its Ballistic Skill (BS 5: 2+)."""
    shooting = {"shooting": [{"shoot": "Guns", "at": "Squad"}]}
    _at_its_skill_after_a_withdraw(tmp_path, 30, 20, "Return Fire", shooting)


def test_R004_17_evade_shrouded_not_stacking_and_who_may_not(tmp_path: Path) -> None:
    units = [
        unit("Veils", BLUE, (10, 10), special_rules={"Shrouded": 4}),
        unit("Squad", BLUE, (10, 20)),
        unit(
            "Wreck",
            BLUE,
            (10, 30),
            statuses=["immobilised"],
            profile={"type": "vehicle", "initiative": None},
        ),
        unit("Statue", BLUE, (10, 38), profile={"movement": 0}),
        unit("Held", BLUE, (6, 38), statuses=["may not move"]),
        unit("Guns", RED, *[(20 + i, 20) for i in range(5)], profile={"weapons": ["heavy bolter"]}),
    ]
    players = {RED: {}, BLUE: {"allotment": 3, "prefer": ["Evade"]}}
    r = run(
        tmp_path,
        battle(units, [_shots("Veils", "Squad", "Wreck", "Statue", "Held")], players=players),
    )
    assert r.fired() == [("Veils", "Evade"), ("Squad", "Evade")]
    mitigation = [e["step"] for e in r.entries("roll") if e["step"].startswith("Shrouded")]
    assert mitigation[:1] == ["Shrouded (4+)"]  # its own 4+ and Evade's 5+: the best, not both
    first, then = r.seq("action", target="Veils"), r.seq("action", target="Squad")
    at_veils = [e for e in r.entries("roll") if first < e["seq"] < then]
    shrouded = [e for e in at_veils if e["step"].startswith("Shrouded")]
    assert [e["step"] for e in shrouded] == ["Shrouded (4+)"]  # one roll: they never stack
    assert "Shrouded does not stack: the best, 4+, is used" in [
        e["text"] for e in r.entries("note")
    ]
    if len(mitigation) > 1:
        assert mitigation[1] == "Shrouded (5+)"
    for name in ("Wreck", "Statue", "Held"):
        assert r.refused(name, "Evade")[0].endswith("(R004-17)"), name


def test_R004_18_charged_unit_reacts_after_the_roll_before_any_move(tmp_path: Path) -> None:
    units = [
        unit("Squad", BLUE, (10, 10), (10, 11)),
        unit("Other", BLUE, (10, 14)),
        unit("Raiders", RED, (14, 10), (14, 11)),
    ]
    r = run(
        tmp_path,
        battle(
            units,
            [{"turn": RED, "assault": [{"charge": "Raiders", "at": "Squad"}]}],
            players={RED: {}, BLUE: {"prefer": ["Overwatch"]}},
        ),
    )
    assert r.fired() == [("Squad", "Overwatch")]
    assert not r.refused("Other", "Overwatch")
    roll = r.seq("test", unit="Raiders")
    assert roll < r.seq("fires", reaction="Overwatch") < r.seq("moved", unit="Raiders")


def test_R004_19_overwatch_no_cover_saves(tmp_path: Path) -> None:
    woods = [{"kind": "cover", "from": [13, 5], "to": [20, 20]}]
    units = [
        unit("Squad", BLUE, (10, 10), (10, 11), (10, 12), profile={"weapons": ["bolter"]}),
        unit("Raiders", RED, (15, 10), (15, 11), (15, 12), profile={"save": None, "wounds": 3}),
    ]
    players = {RED: {}, BLUE: {"prefer": ["Overwatch", "Return Fire"]}}
    script = [
        {
            "turn": RED,
            "shooting": [{"shoot": "Raiders", "at": "Squad"}],
            "assault": [{"charge": "Raiders", "at": "Squad"}],
        }
    ]
    r = run(tmp_path, battle(units, script, players=players, terrain=woods), seed=1)
    assert r.fired() == [("Squad", "Return Fire"), ("Squad", "Overwatch")]
    saves = {e["step"]: e for e in r.entries("roll", depth=1) if e["step"].startswith("Saves")}
    # no armour save: only the woods' cover save (5+) could save a wound
    shooting, overwatch = saves["Saves"], saves["Saves (no cover saves)"]
    assert shooting["result"] < len(shooting["dice"])  # Return Fire: the woods do save some
    assert any(d >= 5 for d in overwatch["dice"]) and overwatch["result"] == len(overwatch["dice"])


def test_R004_19_overwatch_templates_as_wall_of_death(tmp_path: Path) -> None:
    """Wall of Death: a template's D3 automatic hits, never more (a template fired normally
    hits up to D6 models)."""
    flamers = unit("Squad", BLUE, (10, 10), profile={"weapons": ["flamer"]})
    horde = unit("Horde", RED, *[(14, 8 + i) for i in range(6)], profile={"save": None})
    players = {RED: {}, BLUE: {"prefer": ["Overwatch"]}}
    overwatch = [{"turn": RED, "assault": [{"charge": "Horde", "at": "Squad"}]}]
    own = [{"turn": BLUE, "shooting": [{"shoot": "Squad", "at": "Horde"}]}]
    walls, fired = [], []
    for seed in range(12):
        r = run(tmp_path, battle([flamers, horde], overwatch, players=players), seed=seed)
        walls += [e["result"] for e in r.entries("roll", depth=1) if e["step"].startswith("To Hit")]
        r = run(tmp_path, battle([flamers, horde], own, players=players), seed=seed)
        fired += [e["result"] for e in r.entries("roll") if e["step"].startswith("To Hit")]
    assert len(walls) == 12 and max(walls) <= 3 and set(walls) == {1, 2, 3}
    assert max(fired) > 3
    # no 8" limit as Return Fire has: a heavy flamer charged from 10" fires as Wall of Death
    far = unit("Squad", BLUE, (10, 10), profile={"weapons": ["heavy flamer"]})
    charger = unit("Horde", RED, *[(20, 8 + i) for i in range(6)], profile={"save": None})
    r = run(tmp_path, battle([far, charger], overwatch, players=players))
    assert r.fired() == [("Squad", "Overwatch")]
    assert [e["text"] for e in r.entries("step", step="weapons", depth=1)] == [
        "Squad 1: heavy flamer"
    ]


def test_R004_19_overwatch_restricted_as_return_fire(tmp_path: Path) -> None:
    """Overwatch fires nothing indirect (the mortar) and a vehicle's Defensive weapons only
    (the pintle bolter, not the lascannon)."""
    units = [
        unit("Squad", BLUE, (10, 10), (10, 11), profile={"weapons": ["mortar", "bolter"]}),
        unit("Predator", BLUE, (10, 30), profile=PREDATOR),
        unit("Raiders", RED, (16, 10), profile=TOUGH),
        unit("Bikers", RED, (16, 30), profile=TOUGH),
    ]
    players = {RED: {}, BLUE: {"allotment": 2, "prefer": ["Overwatch"]}}
    charges = [{"charge": "Raiders", "at": "Squad"}, {"charge": "Bikers", "at": "Predator"}]
    r = run(tmp_path, battle(units, [{"turn": RED, "assault": charges}], players=players))
    assert r.fired() == [("Squad", "Overwatch"), ("Predator", "Overwatch")]
    fired = [e["text"] for e in r.entries("step", step="weapons", depth=1)]
    assert fired == ["Squad 1: bolter, Squad 2: bolter", "Predator 1: pintle bolter"]


def test_R004_19_overwatch_counts_as_stationary(tmp_path: Path) -> None:
    """As Return Fire: a unit that moved (the house Withdraw) still fires Heavy weapons at
    its Ballistic Skill in Overwatch, not as snap shots."""
    assault = {"assault": [{"charge": "Guns", "at": "Squad"}]}
    _at_its_skill_after_a_withdraw(tmp_path, 26, 16, "Overwatch", assault)


def test_R004_20_hold_the_line(tmp_path: Path) -> None:
    steady = {"leadership": 12}  # 2d6 never above 12: the Morale check passes
    units = [
        unit("Line", BLUE, (10, 10), profile=steady),
        unit("Brave", BLUE, (10, 40), profile=steady),
        unit("Shaken", BLUE, (40, 40), profile={"leadership": 1}),
        unit("Near", RED, (11.5, 10)),
        unit("Far", RED, (21.8, 40)),
        unit("Second", RED, (12, 42)),
        unit("Third", RED, (41.5, 40)),
    ]
    players = {RED: {}, BLUE: {"allotment": 3, "prefer": ["Hold the Line"]}}
    charges = [
        {"charge": c, "at": t}
        for c, t in (("Near", "Line"), ("Far", "Brave"), ("Second", "Brave"), ("Third", "Shaken"))
    ]
    r = run(tmp_path, battle(units, [{"turn": RED, "assault": charges}], players=players), seed=2)
    notes = [e["text"] for e in r.entries("note")]
    assert "the Charge by Near is Disordered (R004-20)" in notes  # passed, and the charge succeeded
    far = r.entries("test", unit="Far")[0]
    assert not far["passed"]  # the charge failed: later charges against Brave are Disordered
    assert (
        "the Charge by Far failed: every other Charge against Brave this sub-phase is Disordered"
        " (R004-20)" in notes
    )
    assert "the Charge is Disordered: Brave held the line (R004-20)" in notes
    assert not r.entries("test", unit="Shaken")[0]["passed"]  # failed Morale: nothing more
    assert "Disordered" not in r.entries("moved", unit="Third")[0]["how"]


def test_R004_20_hold_the_line_lasts_one_charge_sub_phase(tmp_path: Path) -> None:
    """Held against a failed Charge, the line Disorders the other Charges at the unit in the
    same Charge sub-phase only: a Charge in Red's next turn is not Disordered."""
    units = [
        unit("Brave", BLUE, (10, 40), profile={"leadership": 12}),
        unit("Far", RED, (21.8, 40)),
        unit("Second", RED, (12, 44)),
    ]
    players = {RED: {}, BLUE: {"prefer": ["Hold the Line"]}}
    script = [
        {"turn": RED, "assault": [{"charge": "Far", "at": "Brave"}]},
        {"turn": RED, "assault": [{"charge": "Second", "at": "Brave", "reactive": "none"}]},
    ]
    r = run(tmp_path, battle(units, script, players=players), seed=2)
    assert r.fired() == [("Brave", "Hold the Line")]
    assert not r.entries("test", unit="Far")[0]["passed"]  # the first Charge failed
    assert r.entries("test", unit="Second")[0]["passed"]
    notes = [e["text"] for e in r.entries("note")]
    assert "the Charge is Disordered: Brave held the line (R004-20)" not in notes
    assert r.entries("moved", unit="Second")[0]["how"] == "makes a Charge into Brave"


def test_the_open_decisions_are_said_when_a_battle_is_read(tmp_path: Path) -> None:
    """Each of the ruleset's open decisions (``open_rules``) is an R010 info diagnostic at
    the battle's ``ruleset:`` line, as a 4E scenario says its ruleset's."""
    r = run(tmp_path, battle(_three_squads(), [_shots("Alpha")]))
    said = [d.message for d in r.diagnostics if d.code == "R010"]
    assert [m.split(":")[0] for m in said] == ["R004-11", "R004-12", "R004-16"]
    assert all(d.span is not None and d.span.line == 3 for d in r.diagnostics if d.code == "R010")
    assert r.codes() == []  # info only
