"""R032: scripted rolls that are never read (round 38: `rolls: [hit, hit]` against one
target played one attack and said nothing of the second roll)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

ENCOUNTER = """\
counterplay: 1
scenario: Rolls
ruleset: dnd4e
size: [5, 3]
powers:
  - name: Rally Shout
    usage: encounter
    action: minor action
    range: Close burst 2
    effect: You gain 3 temporary hit points.
combatants:
  - {name: Fighter, side: heroes, at: [1, 1], powers: [Rally Shout]}
  - {name: Ogre, side: monsters, at: [2, 1], hp: 80}
  - {name: Imp, side: monsters, at: [2, 2], hp: 80}
script:
  - turn: Fighter
    do:
      - ACTION
"""


def _run(run: Callable[..., Result], tmp_path: Path, action: str) -> tuple[Path, Result]:
    scenario = tmp_path / "encounter.yaml"
    scenario.write_text(ENCOUNTER.replace("ACTION", action), encoding="utf-8")
    return scenario, run("simulate", str(scenario))


@pytest.mark.parametrize(
    ("action", "column", "said"),
    [
        (
            "attack: {power: Melee Basic Attack, targets: [Ogre], rolls: [hit, hit]}",
            75,
            "this roll is never used: one roll a target, in order, and it has 1 target; to "
            "attack again, script another `attack`",
        ),
        (
            "attack: {power: Melee Basic Attack, targets: [Ogre, Imp], rolls: [12, miss, 20, 3]}",
            85,
            "these 2 rolls are never used: one roll a target, in order, and it has 2 targets; "
            "to attack again, script another `attack`",
        ),
        (
            "use: {power: Rally Shout, targets: [Fighter], rolls: [hit]}",
            63,
            "this roll is never used: a `use` makes no attack roll: leave `rolls` out",
        ),
    ],
)
def test_rolls_that_are_never_read_are_told_at_the_first_of_them(
    run: Callable[..., Result], tmp_path: Path, action: str, column: int, said: str
) -> None:
    scenario, result = _run(run, tmp_path, action)
    assert f"{scenario}:18:{column}: R032 [warning] {said}\n" in result.stderr, result.stderr
    assert result.exit_code == 0


def test_one_roll_a_target_or_fewer_is_not_told(run: Callable[..., Result], tmp_path: Path) -> None:
    for action in (
        "attack: {power: Melee Basic Attack, targets: [Ogre], rolls: [hit]}",
        "attack: {power: Melee Basic Attack, targets: [Ogre, Imp], rolls: [hit]}",
        "attack: {power: Melee Basic Attack, targets: [Ogre]}",
    ):
        _, result = _run(run, tmp_path, action)
        assert "R032" not in result.stderr and result.exit_code == 0, result.stderr
