"""What the Horus Heresy trace says of a refused pick, a reaction out of its Phase and a
Charge that never moves: in the game's words, naming the units, each rule cited once."""

from __future__ import annotations

from pathlib import Path

from tests.hhkit import BLUE, RED, WEAPONS, battle, run, unit

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


GUNS = {"cannon": {"range": 24, "strength": 10, "ap": 1, "shots": 9}}
AT_STEP_3 = {
    "name": "Iron Resolve",
    "kind": "advanced reaction",
    "profile": {
        "Trigger": "The Reactive Player may declare an Iron Resolve Advanced Reaction in the "
        "Shooting Phase, during Step 3 of the Shooting Attack sequence of any Shooting Attack "
        "made by the Active Player."
    },
    "ops": [{"op": "shoot", "at": "triggering"}],
}


def _shot_back(reaction: str, *reactions: dict[str, object]) -> dict[str, object]:
    """Raiders (RED) shoot Wall (BLUE), whose cannons answer with ``reaction``: a core one,
    or one of ``reactions`` (of the third edition, which has no core Reactions)."""
    units = [
        unit("Wall", BLUE, (10, 10), (11, 10), (12, 10), profile={"weapons": ["cannon"]}),
        unit("Raiders", RED, (20, 10), (21, 10), profile={"weapons": ["cannon"]}),
    ]
    for each in units:
        each["profile"]["save"] = None  # type: ignore[index]
    pick = {"unit": "Wall", "reaction": reaction}
    script = [{"turn": RED, "shooting": [{"shoot": "Raiders", "at": "Wall", "reactive": pick}]}]
    if not reactions:  # a core Reaction of the second edition
        return {**battle(units, script), "weapons": {**WEAPONS, **GUNS}}
    units[0]["reactions"] = [r["name"] for r in reactions]
    data = battle(units, script, ruleset="horus-heresy-3", reactions=list(reactions))
    data["weapons"] = {**data["weapons"], **GUNS}
    return data


def test_a_shooter_a_reaction_destroys_makes_no_more_of_its_attack(tmp_path: Path) -> None:
    """A Reaction at step 3 of a Shooting Attack destroys the shooting unit: it declares no
    weapons and rolls nothing (was "weapons: none" twice, then To Hit, To Wound and Saves of
    nothing), and the trace says why."""
    r = run(tmp_path, _shot_back("Iron Resolve", AT_STEP_3))
    assert r.fired() == [("Wall", "Iron Resolve")]
    assert "Raiders is destroyed: its Shooting Attack ends" in [
        e["text"] for e in r.entries("note")
    ]
    assert [e for e in r.entries("roll") + r.entries("step") if e["depth"] == 0] == []


def test_wounds_a_destroyed_shooter_caused_still_take_models(tmp_path: Path) -> None:
    """Return Fire comes after the saves, before casualties (R004-15): when it destroys the
    shooter, the wounds already caused still remove the target's models."""
    r = run(tmp_path, _shot_back("Return Fire"))
    assert r.fired() == [("Wall", "Return Fire")]
    assert r.final("Raiders")["models"] == 0 and r.final("Wall")["models"] < 3
    assert not any("is destroyed: its" in e["text"] for e in r.entries("note"))


def test_the_steps_a_unit_does_itself_are_steps() -> None:
    """A misspelt step kind in UNIT_ACTS would let a destroyed unit do that step."""
    from counterplay.runtime.horus_heresy.procedures import STEPS, UNIT_ACTS

    assert UNIT_ACTS.issubset(STEPS)
    assert {"saves", "remove_casualties", "leadership_test"}.isdisjoint(UNIT_ACTS)
