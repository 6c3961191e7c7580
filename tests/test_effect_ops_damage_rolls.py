"""Lasting bonuses and penalties to damage rolls (runtime/dnd4e/modifiers.py): "+2 power
bonus to damage rolls until the end of your next turn" counts in each damage roll its
creature makes while it lasts (an attack's hit, an effect's dice), by 4E's stacking rule,
against anyone or the creature it names; not in damage that is no roll ("takes 3
damage"). A bonus of an amount the runtime cannot count is not simulated, never +0.
Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

# The Hero readies itself with made-up minor-action powers, then hits the Orc (adjacent) or
# the Gob (4 squares off) for a scripted 5
READY = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Rouse, usage: at-will, action: minor action, range: Melee 1, effect: "{rouse}"}}
  - {{name: Stir, usage: at-will, action: minor action, range: Melee 1, effect: "{stir}"}}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Rouse, Stir]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
  - {{name: Gob, side: b, at: [5, 1], hp: 40}}
script:
  - turn: Hero
    do:
{uses}      - attack: {{power: {attack}, targets: [{whom}], rolls: [hit], damage: 5}}
"""


def _ready(
    tmp_path: Path,
    rouse: str,
    stir: str = "You shift 1 square.",
    attack: str = "Melee Basic Attack",
    whom: str = "Orc",
    uses: tuple[str, ...] = ("Rouse",),
) -> Run:
    said = "".join(f"      - use: {{power: {name}, targets: [Orc]}}\n" for name in uses)
    text = READY.format(rouse=rouse, stir=stir, attack=attack, whom=whom, uses=said)
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    return done


def _dealt(done: Run, whom: str) -> int:
    return 40 - int(done.final(whom)["hp"])


@pytest.mark.parametrize(
    ("rouse", "attack", "whom", "dealt"),
    [
        ("You gain a +2 power bonus to damage rolls until the end of your next turn.",
         "Melee Basic Attack", "Orc", 7),
        ("You gain a +2 power bonus to melee damage rolls until the end of your next turn.",
         "Melee Basic Attack", "Orc", 7),
        # a ranged attack's damage roll is no melee one
        ("You gain a +2 power bonus to melee damage rolls until the end of your next turn.",
         "Ranged Basic Attack", "Gob", 5),
        ("You gain a +5 bonus to damage rolls against the target until the end of your next"
         " turn.", "Melee Basic Attack", "Orc", 10),
        # against the Orc only: not the Gob
        ("You gain a +5 bonus to damage rolls against the target until the end of your next"
         " turn.", "Ranged Basic Attack", "Gob", 5),
        ("You take a -3 penalty to damage rolls until the end of your next turn.",
         "Melee Basic Attack", "Orc", 2),
    ],
)  # fmt: skip
def test_a_lasting_modifier_counts_in_the_damage_roll(
    tmp_path: Path, rouse: str, attack: str, whom: str, dealt: int
) -> None:
    done = _ready(tmp_path, rouse, attack=attack, whom=whom)
    assert _dealt(done, whom) == dealt


@pytest.mark.parametrize(
    ("stir", "dealt"),
    [
        ("You gain a +3 power bonus to damage rolls until the end of your next turn.", 5 + 3),
        ("You gain a +1 power bonus to damage rolls until the end of your next turn.", 5 + 2),
        ("You gain a +1 bonus to damage rolls until the end of your next turn.", 5 + 2 + 1),
    ],
)
def test_damage_roll_modifiers_stack_by_type(tmp_path: Path, stir: str, dealt: int) -> None:
    """Rouse's +2 power bonus with Stir's: of power bonuses the highest, untyped added."""
    rouse = "You gain a +2 power bonus to damage rolls until the end of your next turn."
    done = _ready(tmp_path, rouse, stir=stir, uses=("Rouse", "Stir"))
    assert _dealt(done, "Orc") == dealt


def test_damage_that_is_no_roll_has_no_bonus(tmp_path: Path) -> None:
    """Stir's "takes 3 damage" is no damage roll; the hit after it is."""
    rouse = "You gain a +2 power bonus to damage rolls until the end of your next turn."
    done = _ready(tmp_path, rouse, stir="The target takes 3 damage.", uses=("Rouse", "Stir"))
    assert _dealt(done, "Orc") == 3 + 5 + 2


def test_an_effects_dice_are_a_damage_roll(tmp_path: Path) -> None:
    rouse = "You gain a +2 power bonus to damage rolls until the end of your next turn."
    for seed in range(4):
        text = READY.format(
            rouse=rouse,
            stir="The target takes 1d4 damage.",
            attack="Melee Basic Attack",
            whom="Orc",
            uses="      - use: {power: Rouse, targets: [Orc]}\n"
            "      - use: {power: Stir, targets: [Orc]}\n",
        )
        done = run(tmp_path, text, seed=seed)
        first = next(e["amount"] for e in done.entries("damage") if e["target"] == "Orc")
        assert 1 + 2 <= first <= 4 + 2


def test_a_penalty_to_the_orcs_damage_rolls(tmp_path: Path) -> None:
    """The Hero saps the Orc; the Orc's hit on the Hero deals 2 less."""
    text = READY.format(
        rouse="The target takes a -2 penalty to damage rolls until the end of its next turn.",
        stir="You shift 1 square.",
        attack="Melee Basic Attack",
        whom="Orc",
        uses="      - use: {power: Rouse, targets: [Orc]}\n",
    )
    text += (
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 6}\n"
    )
    done = run(tmp_path, text)
    assert done.final("Hero")["hp"] == 40 - 4


def test_the_bonus_ends_with_its_duration(tmp_path: Path) -> None:
    """ "until the end of your turn": gone by the Hero's next turn."""
    rouse = "You gain a +2 power bonus to damage rolls until the end of your turn."
    uses = "      - use: {power: Rouse, targets: [Orc]}\n"
    text = READY.format(
        rouse=rouse, stir="You shift 1 square.", attack="Melee Basic Attack", whom="Orc", uses=uses
    )
    text += (
        "  - turn: Hero\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 5}\n"
    )
    done = run(tmp_path, text)
    assert _dealt(done, "Orc") == 7 + 5


def test_a_bonus_it_cannot_count_is_not_simulated_never_zero(tmp_path: Path) -> None:
    rouse = (
        "You gain a bonus to attack rolls equal to your Charisma modifier until the end of your"
        " next turn."
    )
    done = _ready(tmp_path, rouse)
    (op,) = [e for e in done.entries("op") if e["op"] == "bonus"]
    why = "the user's Charisma modifier is not given"  # (the Hero has no abilities:)
    assert op["status"] == "not simulated" and op["why"] == why, op
    assert done.final("Hero")["conditions"] == []


def test_a_power_with_no_range_printed_is_a_melee_attack_for_its_damage_roll(
    tmp_path: Path,
) -> None:
    """Its attack roll counts "+2 to melee attack rolls" (melee unless printed otherwise,
    as its reach); so does its damage roll count "+2 to melee damage rolls"."""
    text = READY.format(
        rouse="You gain a +2 power bonus to melee damage rolls until the end of your next turn.",
        stir="You shift 1 square.",
        attack="Jab",
        whom="Orc",
        uses="      - use: {power: Rouse, targets: [Orc]}\n",
    )
    text = text.replace(
        "combatants:",
        "  - {name: Jab, usage: at-will, action: standard action, attack: Strength vs. AC,\n"
        "     hit: 1d6 damage.}\ncombatants:",
    ).replace("powers: [Rouse, Stir]", "powers: [Rouse, Stir, Jab]")
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert _dealt(done, "Orc") == 5 + 2
