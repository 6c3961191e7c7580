"""Saving throws as effects change them: a condition a saving throw does not end (prone,
said with one it does), a bonus to the one saving throw an effect makes or is rolling, and
a "+N to your next saving throw" a reroll of that saving throw counts again (R001-10: a
saving throw, a d20, ends its effect on 10 or more; docs/scenarios.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import run

# The Hero knocks the Orc prone and slows it when the Orc hits; the Orc's saving throw at
# the end of its turn (a scripted 15) ends the slowed
PRONE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Trip
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: The triggering enemy is knocked prone and slowed (save ends both).
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Trip]}
  - {name: Orc, side: b, at: [2, 1], hp: 80}
script:
  - turn: Orc
    saves: {slowed: 15}
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}
"""


@pytest.mark.parametrize("seed", range(6))
def test_a_saving_throw_does_not_end_prone_said_with_a_save_ends_condition(
    tmp_path: Path, seed: int
) -> None:
    """R001-10: the save at the end of the Orc's turn is against the slowed alone; prone
    has no duration (it ends when its creature stands up, seed 001's move action), so
    no saving throw is rolled against it, whatever the seed."""
    done = run(tmp_path, PRONE, seed=seed)
    assert done.codes() == [] and done.fired() == [("Hero", "Trip")]
    given = {e["condition"]: e["duration"] for e in done.entries("condition")}
    assert given == {"prone": None, "slowed": "save_ends"}
    assert [(e["condition"], e["ends"]) for e in done.entries("save")] == [("slowed", True)]
    assert done.final("Orc")["conditions"] == ["prone"]


# The Hero, slowed (save ends), makes a saving throw when the Orc hits it; its Wisdom is
# 18 (+4); at the end of its own turn it saves again (a scripted 3)
SHRUG = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Shrug
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: You make a saving throw. {after}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Shrug], abilities: {{wisdom: 18}},
     conditions: [{{name: slowed, duration: save_ends}},
                  {{name: immobilized, duration: save_ends}}]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
  - turn: Hero
    do: []
"""


@pytest.mark.parametrize(
    ("after", "added"),
    [
        ("Add your Wisdom modifier to the saving throw.", 4),
        ("You gain a +2 bonus to the saving throw.", 2),
        ("You take a -3 penalty to the saving throw.", -3),
    ],
)
def test_a_bonus_said_after_a_saving_throw_counts_in_that_one_alone(
    tmp_path: Path, after: str, added: int
) -> None:
    """R001-10 judges the Shrug's saving throw with the modifier said after it (folded
    into it); the Hero's saving throws at the end of its turn count nothing of it."""
    for seed in range(8):
        done = run(tmp_path, SHRUG.format(after=after), seed=seed)
        assert done.fired() == [("Hero", "Shrug")]
        first, *later = done.entries("save")
        assert first["roll"] == first["natural"] + added
        assert first["ends"] is (first["roll"] >= 10)
        assert later and all(e["roll"] == e["natural"] for e in later), later
        ops = [e for e in done.entries("op") if e["op"] in ("bonus", "penalty")]
        assert [e["status"] for e in ops] == [
            f"a {ops[0]['op']} to the saving throw before it: counted in it"
        ]


def test_a_bonus_after_a_saving_throw_it_cannot_count_is_not_simulated(tmp_path: Path) -> None:
    """Without the Hero's Wisdom score the bonus is not counted as +0: the saving throw is
    made as the first sentence says, and the bonus is recorded as not simulated."""
    scenario = SHRUG.format(after="Add your Wisdom modifier to the saving throw.")
    done = run(tmp_path, scenario.replace(" abilities: {wisdom: 18},", ""))
    first = done.entries("save")[0]
    assert first["roll"] == first["natural"]
    (op,) = [e for e in done.entries("op") if e["op"] == "bonus"]
    assert op["status"] == "not simulated" and "Wisdom modifier is not given" in op["why"]


# The Elf, dazed (save ends), makes its saving throw at the end of its turn (a scripted
# 8); the Hero changes it as it is rolled, an interrupt before it is judged
STEADY = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Steady
    usage: encounter
    action: immediate interrupt
    trigger: {trigger}
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Steady]}}
  - {{name: Elf, side: {elf}, at: [2, 2], hp: 40,
     conditions: [{{name: dazed, duration: save_ends}}]}}
script:
  - turn: Elf
    saves: {{dazed: 8}}
    do: []
"""


@pytest.mark.parametrize(
    ("trigger", "effect", "elf", "roll"),
    [
        (
            "An ally makes a saving throw",
            "The triggering ally gains a +2 bonus to the saving throw.",
            "a",
            10,
        ),
        (
            "An enemy makes a saving throw",
            "The triggering enemy takes a -2 penalty to the saving throw.",
            "b",
            6,
        ),
    ],
)
def test_a_bonus_to_the_saving_throw_being_rolled_counts_in_it(
    tmp_path: Path, trigger: str, effect: str, elf: str, roll: int
) -> None:
    """An interrupt acts before the triggering roll is judged (R001-07), then R001-10
    judges it: 8 + 2 ends the dazed, 8 - 2 does not."""
    done = run(tmp_path, STEADY.format(trigger=trigger, effect=effect, elf=elf))
    assert done.codes() == [] and done.fired() == [("Hero", "Steady")]
    (save,) = done.entries("save")
    assert (save["natural"], save["roll"], save["ends"]) == (8, roll, roll >= 10)
    assert ("dazed" in done.final("Elf")["conditions"]) is (roll < 10)


# The Elf readies a +2 power bonus to its next saving throw and fails the save at the end
# of its turn (a scripted 3: 5); the Hero has it rerolled, once it is judged (save.fail)
# or as it is rolled (save.roll)
AGAIN = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Focus, usage: at-will, action: minor action, range: Personal,
     effect: "You gain a +2 power bonus to your next saving throw before the end of the
       encounter."}}
  - name: Again
    usage: encounter
    action: {action}
    trigger: {trigger}
    effect: The triggering ally rerolls the saving throw.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Again]}}
  - {{name: Elf, side: a, at: [2, 2], hp: 40, powers: [Focus],
     conditions: [{{name: slowed, duration: save_ends}}]}}
  - {{name: Orc, side: b, at: [5, 5], hp: 80}}
script:
  - turn: Elf
    saves: {{slowed: 3}}
    do: [{{use: {{power: Focus}}}}]
"""


@pytest.mark.parametrize(
    ("action", "trigger"),
    [
        ("free action", "An ally fails a saving throw"),
        ("immediate interrupt", "An ally makes a saving throw"),
    ],
)
def test_a_reroll_of_a_saving_throw_counts_the_bonus_to_the_next_one(
    tmp_path: Path, action: str, trigger: str
) -> None:
    """R001-10: the reroll is the same saving throw, so the "+2 to your next saving throw"
    the first roll spent counts in it too (and is spent: the Elf keeps no bonus)."""
    for seed in range(6):
        done = run(tmp_path, AGAIN.format(action=action, trigger=trigger), seed=seed)
        assert done.codes() == [] and done.fired() == [("Hero", "Again")]
        again = done.entries("save")[-1]
        assert again["roll"] == again["natural"] + 2, done.entries("save")
        assert again["ends"] is (again["roll"] >= 10)
        assert ("slowed" in done.final("Elf")["conditions"]) is not again["ends"]
        assert [c for c in done.final("Elf")["conditions"] if c.startswith("bonus")] == []
