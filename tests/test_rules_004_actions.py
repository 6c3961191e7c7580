"""Seed 004 (Horus Heresy reactions), R004-09 .. R004-14: what a reaction's shooting and moves are.
Reaction shooting with no Leadership tests, limits or penalties, and the Initiative moves
(within 12" and in sight, Advance toward, Withdraw away through any terrain, vehicles pivoting
or backing). One test per rule, each a battle run through the battle reader and the engine under
the `horus-heresy` ruleset, asserting on the trace. Blue is the Reactive player in Red's turns
(tests/hhkit.py); the other rules: tests/test_rules_004_*.py.
"""

from __future__ import annotations

from pathlib import Path

from tests.hhkit import BLUE, RED, battle, run, unit
from tests.rules004kit import _shots


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


# A faction's Reactions, added by a ruleset extending the core one: one moving its unit by
# Initiative (as Advance does, but any unit may make it), one that only shoots; their ops
# say nothing of Leadership tests or penalties (R004-09 and R004-10 say it of every Reaction)
SLIP_AWAY = """counterplay: 1
name: legion
extends: horus-heresy
universal:
  Slip Away:
    source: a Legion's Advanced Reaction
    usage: at-will
    action: advanced reaction
    trigger:
      event: unit.move_end
      actor: {role: enemy, within: 12, line_of_sight: true}
      target: null
      qualifiers: {phase: movement}
      text: an enemy unit ends a move near the unit
    effect:
      text: The unit slips away by its Initiative.
      ops:
        - {op: reaction_move, direction: away, distance: initiative}
  Snap Volley:
    source: a Legion's Advanced Reaction
    usage: at-will
    action: advanced reaction
    trigger:
      event: unit.move_end
      actor: {role: enemy, within: 12, line_of_sight: true}
      target: null
      qualifiers: {phase: movement}
      text: an enemy unit ends a move near the unit
    effect:
      text: The unit fires at it.
      ops:
        - {op: shoot, at: triggering}
"""


def test_R004_11_any_reaction_moving_by_initiative(tmp_path: Path) -> None:
    """ "Any Reaction that allows a unit to move using its Initiative": a faction's too, not
    only Advance and Withdraw. A unit with a model of Initiative 0, or of Vehicles with no
    word on how vehicles make it, may not; one that only shoots is not an Initiative move."""
    (tmp_path / "legion.ruleset.yaml").write_text(SLIP_AWAY, encoding="utf-8")
    vehicle = {"type": "vehicle", "initiative": None}
    units = [
        unit("Servitors", BLUE, (10, 10), (11, 10), profile={"initiative": 0}),
        unit("Rhino", BLUE, (10, 30), profile=vehicle),
        unit("Scouts", BLUE, (40, 10)),
        unit("Guns", RED, (30, 10), profile={"movement": 12}),
        unit("Bikes", RED, (30, 30), profile={"movement": 12}),
        unit("Riders", RED, (30, 16), profile={"movement": 12}),
        unit("Hunters", RED, (46, 30), profile={"movement": 12}),
    ]
    moves = [
        {
            "move": "Guns",
            "to": [20, 10],
            "reactive": {"unit": "Servitors", "reaction": "Slip Away"},
        },
        {"move": "Bikes", "to": [20, 30], "reactive": {"unit": "Rhino", "reaction": "Slip Away"}},
        {
            "move": "Riders",
            "to": [20, 16],
            "reactive": {"unit": "Servitors", "reaction": "Snap Volley"},
        },
        {
            "move": "Hunters",
            "to": [46, 20],
            "reactive": {"unit": "Scouts", "reaction": "Slip Away"},
        },
    ]
    players = {RED: {}, BLUE: {"allotment": 3}}
    data = battle(units, [{"turn": RED, "movement": moves}], players=players)
    r = run(tmp_path, {**data, "ruleset": "legion.ruleset.yaml"})
    whys = [why for _, why in r.decisions()]
    assert whys[0] == (
        "scripted Servitors: Slip Away refused: Servitors includes a model with no Initiative "
        "or Initiative 0 (Servitors 1, Servitors 2): no Initiative-based reaction move (R004-11)"
    )  # (was fired, "moves up to 0\"", its point spent; the models said as a Python list)
    assert whys[1].startswith("scripted Rhino: Slip Away refused: Rhino includes a model")
    assert r.fired() == [("Servitors", "Snap Volley"), ("Scouts", "Slip Away")]
    assert r.entries("moved", unit="Scouts")[0]["how"].startswith('moves up to 4"')


def test_R004_09_10_a_factions_reaction_shoots_and_moves_as_any_reaction(tmp_path: Path) -> None:
    """A faction's Reaction whose ops say nothing of them: its shooting causes no Leadership
    test and leaves no penalty, nor does its move (the ruleset's options, R004-09, R004-10);
    a ruleset turning the options off takes the test and records the penalties."""
    heavy = {"weapons": ["heavy bolter"], "ballistic_skill": 6}
    horde = {"save": None, "toughness": 3, "movement": 12}
    units = [
        unit("Alpha", BLUE, (10, 10), profile=heavy),
        unit("Beta", BLUE, (10, 30)),
        unit("Horde", RED, *[(24 + i % 2, 8 + i) for i in range(6)], profile=horde),
        unit("Bikes", RED, (30, 30), profile={"movement": 12}),
    ]
    moves = [
        {"move": "Horde", "to": [19, 8], "reactive": {"unit": "Alpha", "reaction": "Snap Volley"}},
        {"move": "Bikes", "to": [20, 30], "reactive": {"unit": "Beta", "reaction": "Slip Away"}},
    ]
    script = [{"turn": RED, "movement": moves}]
    players = {RED: {}, BLUE: {"allotment": 2}}
    off = "options:\n" + "".join(
        f"  {name}: {{default: false}}\n"
        for name in ("no_leadership_tests_from_reactions", "no_penalties_from_reactions")
    )
    tested = {"on": 0, "off": 0}
    for options, ruleset in (
        ("on", SLIP_AWAY),
        ("off", SLIP_AWAY.replace("universal:", off + "universal:")),
    ):
        (tmp_path / "legion.ruleset.yaml").write_text(ruleset, encoding="utf-8")
        for seed in range(4):
            data = battle(units, script, players=players)
            r = run(tmp_path, {**data, "ruleset": "legion.ruleset.yaml"}, seed=seed)
            assert r.fired() == [("Alpha", "Snap Volley"), ("Beta", "Slip Away")]
            (lost,) = [len(e["removed"]) for e in r.entries("casualties", unit="Horde")]
            heavy_losses = 4 * lost >= 6 and lost < 6
            test = r.entries("test", test="Leadership", unit="Horde")
            assert len(test) == (heavy_losses and options == "off")
            tested[options] += heavy_losses
            penalties = ["fired heavy weapons: may not charge"] if options == "off" else []
            assert r.final("Alpha")["penalties"] == penalties
            assert r.final("Beta")["penalties"] == (["moved"] if options == "off" else [])
    assert tested["on"] and tested["off"]  # (a quarter of the Horde fell, with and without)


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
