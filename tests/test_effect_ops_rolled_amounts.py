"""Dice in an amount of hit points or resistance (runtime/dnd4e/amounts.py ``DICE``):
"2d4 temporary hit points", "hit points equal to your healing surge value + 1d6", "The
damage dealt to you is reduced by 1d6 + your Wisdom modifier": rolled when the op is
carried out, added to the rest of the amount. A die in any other op's amount ("a +1d8
bonus") is not counted: never +0. Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e import amounts, ops
from tests.simkit import Run, run

# The Orc hits the Elf (24 hit points) for 20; the Hero (Wisdom 14: +2) answers
MEND = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Mend
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits an ally
    effect: {effect}
  - name: Shield
    usage: encounter
    action: immediate interrupt
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [4, 1], hp: 40, powers: [{power}], abilities: {{wisdom: 14}}}}
  - {{name: Elf, side: a, at: [3, 2], hp: 24}}
  - {{name: Orc, side: b, at: [4, 2], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [{whom}], rolls: [hit], damage: 20}}
"""

SEEDS = range(8)


def _runs(tmp_path: Path, effect: str, power: str = "Mend", whom: str = "Elf") -> list[Run]:
    text = MEND.format(effect=effect, power=power, whom=whom)
    done = [run(tmp_path, text, seed=seed) for seed in SEEDS]
    for one in done:
        assert one.codes() == [] and one.fired() == [("Hero", power)], one.codes()
        assert not [e for e in one.entries("op") if e["status"] == "not simulated"]
    return done


def _rolled(values: list[int], least: int, most: int) -> None:
    """Each within the dice's range, and not always the same (rolled, not a fixed count)."""
    assert all(least <= v <= most for v in values), values
    assert len(set(values)) > 1, values


def test_temporary_hit_points_of_dice_are_rolled(tmp_path: Path) -> None:
    done = _runs(tmp_path, "The triggering ally gains 2d4 temporary hit points.")
    said = [e["status"] for one in done for e in one.entries("op") if e["op"] == "temp_hp"]
    assert all(s.startswith("Elf has ") for s in said) and len(said) == len(SEEDS), said
    _rolled([int(s.removeprefix("Elf has ")) for s in said], 2, 8)


def test_hit_points_regained_add_the_dice_to_the_surge_value(tmp_path: Path) -> None:
    """The Elf at 4 regains the Hero's surge value (10) + 1d6."""
    effect = "The triggering ally regains hit points equal to your healing surge value + 1d6."
    done = _runs(tmp_path, effect)
    _rolled([int(one.final("Elf")["hp"]) - 4 for one in done], 11, 16)


def test_a_resistance_of_dice_and_a_modifier_reduces_the_triggering_damage(
    tmp_path: Path,
) -> None:
    """The Orc's 20 damage to the Hero, less 1d6 + 2 (its Wisdom modifier)."""
    effect = "The damage dealt to you is reduced by 1d6 + your Wisdom modifier."
    done = _runs(tmp_path, effect, power="Shield", whom="Hero")
    _rolled([40 - int(one.final("Hero")["hp"]) for one in done], 20 - 8, 20 - 3)


@pytest.mark.parametrize(
    "op",
    [
        {"op": "temp_hp", "amount": "2d4", "target": "self"},
        {"op": "heal", "amount": {"sum": ["healing surge value", "1d6"]}, "target": "self"},
        {"op": "resist", "amount": {"sum": ["1d6", "wisdom modifier"]}, "types": ["all"]},
    ],
)
def test_amounts_of_dice_are_carried_out(op: dict[str, object]) -> None:
    assert ops.unmodelled(op) is None


def test_the_modifier_beside_the_dice_is_asked_of_the_user() -> None:
    op = {"op": "resist", "amount": {"sum": ["1d6", "wisdom modifier"]}, "types": ["all"]}
    assert amounts.of_user(op) == ("wisdom",)


def test_a_die_in_a_bonus_is_not_counted() -> None:
    """ "a +1d8 bonus to the roll": a bonus is a number added, never a die rolled as +0."""
    op = {"op": "bonus", "stat": "attack", "value": "1d8", "target": "self", "duration": None}
    said = ops.unmodelled(op)
    assert said is not None and said.startswith("the amount it counts"), said
