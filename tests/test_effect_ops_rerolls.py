"""The ``reroll`` op (runtime/dnd4e/rerolls.py): an attack roll rerolled with the bonus or
penalty its effect says, counted in the reroll alone; a failed saving throw made again
(with its bonuses) and ending the effect on 10 or more. Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e import modifiers
from counterplay.runtime.dnd4e.combatant import Condition
from tests.simkit import Run, run

# The Orc attacks the Hero, who interrupts the roll (the Orc's first d20 is a 10)
SPOIL = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Spoil
    usage: encounter
    action: immediate interrupt
    trigger: An enemy makes an attack roll against you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Spoil]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80, attack_bonus: 6}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}}
"""


def _spoil(tmp_path: Path, effect: str, seed: int) -> tuple[Run, int, int]:
    """The run, the reroll's d20 and what the roll's total adds to it."""
    done = run(tmp_path, SPOIL.format(effect=effect), seed=seed)
    assert done.fired() == [("Hero", "Spoil")]
    assert not [e for e in done.entries("op") if e["status"] == "not simulated"]
    (note,) = [e["text"] for e in done.entries("note") if e["text"].startswith("rerolled")]
    (roll,) = done.entries("roll")
    new = int(note.split(": ")[1])
    assert roll["natural"] == new
    return done, new, roll["total"] - new


@pytest.mark.parametrize(
    ("said", "added"),
    [
        ("", 6),
        (" with a -4 penalty", 6 - 4),
        (" with a +3 bonus", 6 + 3),
    ],
)
def test_the_reroll_counts_the_bonus_its_effect_says(tmp_path: Path, said: str, added: int) -> None:
    for seed in range(4):
        _, _, counted = _spoil(tmp_path, f"The enemy rerolls the attack roll{said}.", seed)
        assert counted == added


def test_a_reroll_penalty_decides_the_hit(tmp_path: Path) -> None:
    """The Hero's AC is 10 + its level's worth (the scenario's default): judged after the
    penalty, never before it."""
    for seed in range(10):
        done, new, counted = _spoil(
            tmp_path, "The enemy rerolls the attack roll with a -4 penalty.", seed
        )
        (roll,) = done.entries("roll")
        assert roll["hit"] == (new == 20 or (new != 1 and new + counted >= roll["against"]))


@pytest.mark.parametrize(
    ("bonus", "why"),
    [
        ("your Charisma or Wisdom modifier", "the bonus it counts"),
        ("your Wisdom modifier", "the user's Wisdom modifier is not given"),  # (no abilities:)
    ],
)
def test_a_reroll_bonus_the_runtime_cannot_count_is_not_simulated(
    tmp_path: Path, bonus: str, why: str
) -> None:
    effect = f"The enemy rerolls the attack roll with a bonus equal to {bonus}."
    done = run(tmp_path, SPOIL.format(effect=effect))
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and op["why"].startswith(why), op
    (roll,) = done.entries("roll")
    assert roll["natural"] == 10  # never rerolled without it


def test_a_reroll_bonus_of_the_users_modifier_is_counted(tmp_path: Path) -> None:
    """The Hero's Wisdom 16: the Orc's reroll takes +3 (test_effect_ops_checks has the
    checks' and saving throws')."""
    effect = "The enemy rerolls the attack roll with a bonus equal to your Wisdom modifier."
    said = SPOIL.format(effect=effect).replace(
        "powers: [Spoil]", "powers: [Spoil], abilities: {wisdom: 16}"
    )
    for seed in range(4):
        done = run(tmp_path, said, seed=seed)
        assert not [e for e in done.entries("op") if e["status"] == "not simulated"]
        (note,) = [e["text"] for e in done.entries("note") if e["text"].startswith("rerolled")]
        (roll,) = done.entries("roll")
        assert roll["total"] - int(note.split(": ")[1]) == 6 + 3


def test_a_reroll_bonus_stacks_with_bonuses_of_its_type() -> None:
    """Two power bonuses: only the higher counts (the rule modifiers.change follows)."""
    had = Condition("bonus attack", amount=2, types=("power", "Rally"))
    reroll = Condition("bonus attack", amount=3, types=("power", "Spoil"))
    assert modifiers._total([had, reroll]) - modifiers._total([had]) == 1


# The Elf, the Hero's ally, fails a saving throw against being dazed at the end of its turn
# (a scripted 2); the Hero has it rerolled
AGAIN = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Shake Off
    usage: encounter
    action: free action
    trigger: An ally fails a saving throw
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Shake Off]}}
  - name: Elf
    side: a
    at: [2, 2]
    hp: 40
    conditions: [{{name: dazed, duration: save_ends}}]
  - {{name: Orc, side: b, at: [5, 5], hp: 80}}
script:
  - turn: Elf
    saves: {{dazed: 2}}
    do: []
"""


@pytest.mark.parametrize(("said", "bonus"), [("", 0), (" with a +5 power bonus", 5)])
def test_a_failed_saving_throw_is_rerolled_and_may_end_the_effect(
    tmp_path: Path, said: str, bonus: int
) -> None:
    ended = []
    for seed in range(10):
        effect = f"The triggering ally rerolls the saving throw{said}."
        done = run(tmp_path, AGAIN.format(effect=effect), seed=seed)
        assert done.fired() == [("Hero", "Shake Off")]
        first, *again = done.entries("save")
        assert (first["natural"], first["ends"]) == (2, False)
        (second,) = again
        assert second["condition"] == "dazed" and second["roll"] == second["natural"] + bonus
        assert second["ends"] == (second["roll"] >= 10)
        assert ("dazed" in done.final("Elf")["conditions"]) is not second["ends"]
        ended.append(second["ends"])
    assert any(ended) and not all(ended)


def test_another_creatures_saving_throw_is_not_rerolled(tmp_path: Path) -> None:
    """The Hero did not fail it: "You reroll the saving throw" is not the Elf's reroll."""
    done = run(tmp_path, AGAIN.format(effect="You reroll the saving throw."))
    assert done.fired() == [("Hero", "Shake Off")]
    assert len(done.entries("save")) == 1
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and op["why"].startswith("whose saving throw"), op


def test_a_reroll_counts_the_bonus_the_failed_save_had() -> None:
    """The bonus an effect gave the failed save is on its event, for the reroll to count."""
    given = [Condition("bonus saving_throws", amount=4, types=("power", "Clear Head"))]
    assert modifiers.given_facts(given) == {"save_bonus": 4, "save_bonus_type": "power"}
    assert modifiers.given_facts([]) == {}


@pytest.mark.parametrize(
    ("said", "bonus"),
    [
        ("", 4),
        (" with a +5 power bonus", 5),
        (" with a +3 power bonus", 4),
        (" with a +2 bonus", 6),
    ],
)
def test_a_rerolled_save_keeps_the_bonus_its_effect_gave_it(
    tmp_path: Path, said: str, bonus: int
) -> None:
    """The Hero's Rally gives the Elf a save with a +4 power bonus; when it fails, the
    reroll counts it again, stacked with its own (power bonuses: the higher)."""
    scenario = AGAIN.format(effect=f"The triggering ally rerolls the saving throw{said}.")
    scenario = scenario.replace(
        "combatants:",
        "  - {name: Rally, usage: at-will, action: standard action, range: Ranged 5,\n"
        "     effect: The target makes a saving throw with a +4 power bonus.}\ncombatants:",
    ).replace("powers: [Shake Off]", "powers: [Shake Off, Rally]")
    scenario = scenario.replace(
        "  - turn: Elf\n    saves: {dazed: 2}\n    do: []",
        "  - turn: Hero\n    do: [{use: {power: Rally, targets: [Elf]}}]",
    )
    failed = 0
    for seed in range(12):
        done = run(tmp_path, scenario, seed=seed)
        first, *again = done.entries("save")
        assert first["roll"] == first["natural"] + 4
        if first["ends"]:
            assert not again
            continue
        failed += 1
        (second,) = again
        assert second["roll"] == second["natural"] + bonus
    assert failed


# The Orc's attack on the Hero is a natural 20 (a critical hit: 30 damage, its dice's most)
LUCK = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Blunt
    usage: encounter
    action: {action}
    trigger: An enemy scores a critical hit against you
    effect: The critical hit becomes a normal hit.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 60, powers: [Blunt]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80, damage: 3d10}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [20]}}
"""


def test_a_critical_hit_made_a_normal_hit_rolls_its_damage(tmp_path: Path) -> None:
    dealt = set()
    for seed in range(6):
        done = run(tmp_path, LUCK.format(action="immediate interrupt"), seed=seed)
        assert done.fired() == [("Hero", "Blunt")]
        (op,) = done.entries("op")
        assert op["status"] == "a hit is a normal hit"
        dealt.add(60 - done.final("Hero")["hp"])
    assert max(dealt) < 30 and len(dealt) > 1  # rolled, not the most its dice can


def test_after_the_attack_a_critical_hit_stays(tmp_path: Path) -> None:
    """A reaction waits for the attack to resolve: too late to change it (R001-08)."""
    done = run(tmp_path, LUCK.format(action="immediate reaction"))
    assert done.fired() == [("Hero", "Blunt")]
    (op,) = done.entries("op")
    assert op["status"] == "no attack in progress to change"
    assert done.final("Hero")["hp"] == 60 - 30


def test_a_reroll_bonus_stacks_with_the_attackers_own_in_the_roll(tmp_path: Path) -> None:
    """The Orc steels itself (+2 power bonus to attack rolls) before it attacks; the
    Hero's "+3 power bonus" to its reroll adds +1 more (power bonuses: the higher), never
    +3 besides."""
    steel = (
        "  - {name: Steel, usage: at-will, action: minor action, range: Melee 1,\n"
        "     effect: You gain a +2 power bonus to attack rolls until the end of your turn.}\n"
    )
    effect = "The enemy rerolls the attack roll with a +3 power bonus."
    text = SPOIL.format(effect=effect).replace("combatants:", steel + "combatants:")
    text = text.replace("attack_bonus: 6}", "attack_bonus: 6, powers: [Steel]}").replace(
        "    do:\n      - attack:",
        "    do:\n      - use: {power: Steel, targets: [Hero]}\n      - attack:",
    )
    for seed in range(4):
        done = run(tmp_path, text, seed=seed)
        assert done.codes() == [], done.codes()
        assert done.fired() == [("Hero", "Spoil")]
        (note,) = [e["text"] for e in done.entries("note") if e["text"].startswith("rerolled")]
        (roll,) = done.entries("roll")
        assert roll["total"] - int(note.split(": ")[1]) == 6 + 2 + 1
