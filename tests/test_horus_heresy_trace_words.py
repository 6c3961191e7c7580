"""What the Horus Heresy trace says of a refused pick, a reaction out of its Phase and a
Charge that never moves: in the game's words, naming the units, each rule cited once."""

from __future__ import annotations

from pathlib import Path

from tests.hhkit import BLUE, RED, battle, run, unit

CANNON = {"range": 24, "strength": 10, "ap": 1, "shots": 6}


def test_a_pick_of_a_unit_that_is_not_the_target_names_both_units(tmp_path: Path) -> None:
    units = [
        unit("Scouts", BLUE, (10, 10), profile={"toughness": 10}),
        unit("Pickets", BLUE, (10, 14)),
        unit("Raiders", RED, (20, 12), profile={"toughness": 10}),
    ]
    pick = {"unit": "Pickets", "reaction": "Return Fire"}
    script = [{"turn": RED, "shooting": [{"shoot": "Raiders", "at": "Scouts", "reactive": pick}]}]
    r = run(tmp_path, battle(units, script))
    ((choice, why),) = r.decisions()
    assert choice == "no reaction"
    assert "its target is Scouts, not Pickets itself (R004-15)" in why
    assert "you" not in why.split()  # (was "Scouts is not you")


def test_a_reaction_out_of_its_phase_cites_each_rule_once(tmp_path: Path) -> None:
    units = [
        unit("Line", BLUE, (10, 20), (11, 20)),
        unit("Horde", RED, (16, 20), profile={"toughness": 10}),
    ]
    script = [{"turn": RED, "assault": [{"charge": "Horde", "at": "Line"}]}]
    r = run(tmp_path, battle(units, script, players={RED: {}, BLUE: {"prefer": ["Overwatch"]}}))
    assert r.fired() == [("Line", "Overwatch")]
    # Overwatch's own Shooting Attack: Horde's Return Fire belongs to the Shooting Phase
    whys = [e["why"] for e in r.entries("candidate", owner="Horde", reaction="Return Fire")]
    assert whys == [
        "Return Fire is a shooting phase Reaction; this is the assault phase (R004-07, R004-15)"
    ]


def test_a_charge_whose_charger_overwatch_destroys_says_who_is_destroyed(tmp_path: Path) -> None:
    units = [
        unit("Line", BLUE, (10, 20), (11, 20), profile={"weapons": ["cannon"]}),
        unit("Far", RED, (15, 20), profile={"save": None}),
    ]
    script = [{"turn": RED, "assault": [{"charge": "Far", "at": "Line"}]}]
    players = {RED: {}, BLUE: {"prefer": ["Overwatch"]}}
    data = battle(units, script, players=players)
    data["weapons"] = {**data["weapons"], "cannon": CANNON}
    notes = []
    for seed in range(6):
        r = run(tmp_path, data, seed=seed)
        notes += [
            e["text"] for e in r.entries("note") if e["text"].startswith(("Far", "no Charge"))
        ]
    assert "Far is destroyed: its Charge ends" in notes  # (was "the Charge destroyed")
    assert set(notes) <= {"Far is destroyed: its Charge ends", "no Charge Move: the Charge failed"}


def test_no_save_die_is_rolled_or_shown_where_a_model_has_no_save(tmp_path: Path) -> None:
    """A wound against which the model has no save (none, or its armour beaten by the AP,
    no invulnerable save) is unsaved with no die: the Saves line says how many, and shows
    only the dice rolled for saves the model has."""
    units = [
        unit("Bare", BLUE, (10, 10), (11, 10), profile={"save": None, "toughness": 10}),
        unit("Warded", BLUE, (10, 30), profile={"save": 2, "invulnerable": 5, "toughness": 10}),
        unit("Guns", RED, (20, 20), profile={"weapons": ["cannon"], "ballistic_skill": 6}),
    ]
    script = [
        {
            "turn": RED,
            "shooting": [
                {"shoot": "Guns", "at": "Bare", "reactive": "none"},
                {"shoot": "Guns", "at": "Warded", "reactive": "none"},
            ],
        }
    ]
    data = battle(units, script)
    data["weapons"] = {**data["weapons"], "cannon": CANNON}
    for seed in range(3):
        r = run(tmp_path, data, seed=seed)
        bare, warded = [e for e in r.entries("roll") if e["step"].startswith("Saves")]
        wounds = [e["result"] for e in r.entries("roll", step="To Wound")]
        assert bare["dice"] == [] and bare["result"] == wounds[0]  # (was six dice shown)
        assert bare["step"] == f"Saves ({wounds[0]} wound{'s' * (wounds[0] > 1)} with no save)"
        assert warded["step"] == "Saves" and len(warded["dice"]) == wounds[1]  # the 5+ rolled


IRON_RESOLVE_AT_STEP_3 = """\
counterplay: 1
scenario: Broken guns
ruleset: horus-heresy-3
table: {width: 48, height: 48}
players:
  Iron Warriors: {}
  Salamanders: {}
weapons:
  bolter: {range: 24, strength: 4, ap: 5, shots: 2}
  cannon: {range: 24, strength: 10, ap: 1, shots: 9}
reactions:
  - name: Iron Resolve
    kind: advanced reaction
    profile:
      Trigger: >-
        The Reactive Player may declare an Iron Resolve Advanced Reaction in the Shooting
        Phase, during Step 3 of the Shooting Attack sequence of any Shooting Attack made by
        the Active Player.
    ops:
      - {op: shoot, at: triggering}
units:
  - name: Siege Squad
    player: Iron Warriors
    reactions: [Iron Resolve]
    profile: {weapons: [cannon]}
    models: [{at: [10, 10]}, {at: [11, 10]}]
  - name: Firedrakes
    player: Salamanders
    profile: {weapons: [bolter], save: null}
    models: [{at: [20, 10]}, {at: [21, 10]}]
script:
  - turn: Salamanders
    shooting:
      - shoot: Firedrakes
        at: Siege Squad
        reactive: {unit: Siege Squad, reaction: Iron Resolve}
"""


def test_a_shooter_a_reaction_destroys_makes_no_more_of_its_attack(tmp_path: Path) -> None:
    """A Reaction at step 3 of a Shooting Attack destroys the shooting unit: its attack
    ends there (no weapons declared, no empty To Hit, To Wound and Saves lines), and the
    trace says why."""
    r = run(tmp_path, IRON_RESOLVE_AT_STEP_3)
    assert r.fired() == [("Siege Squad", "Iron Resolve")]
    notes = [e["text"] for e in r.entries("note")]
    assert "Firedrakes is destroyed: its Shooting Attack ends" in notes
    outer = [e for e in r.entries("roll") + r.entries("step") if e["depth"] == 0]
    assert outer == []  # was "weapons: none" twice, then To Hit / To Wound / Saves of nothing
