"""Where a movement ends, said in a clause of its own (``end_position``): "You shift 3
squares. You must end adjacent to the target." is followed by that movement (it ends next
to the target, or not next to it: ``movement.end_said``); one the runtime does not follow,
or after a movement not carried out, is not simulated, never left out of it. Made-up
powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.effectkit import ops
from tests.simkit import run

# The Hero uses a made-up power on the Orc, four squares off (or, ``orc`` given, next to it)
STEP = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - {{name: Step, usage: at-will, action: standard action, range: Ranged 10, effect: "{effect}"}}
combatants:
  - {{name: Hero, side: a, at: [5, 5], hp: 40, powers: [Step]}}
  - {{name: Orc, side: b, at: {orc}, hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Step, targets: [Orc]}}
"""


def _ends(tmp_path: Path, effect: str, orc: str, seed: int) -> tuple[list[int], list[dict]]:
    done = run(tmp_path, STEP.format(effect=effect, orc=orc), seed=seed)
    assert done.codes() == [], done.codes()
    return done.final("Hero")["at"], done.entries("op")


def _apart(a: list[int], b: list[int]) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def test_a_shift_that_must_end_next_to_the_target(tmp_path: Path) -> None:
    effect = "You shift 3 squares. You must end adjacent to the target."
    for seed in range(8):
        at, entries = _ends(tmp_path, effect, "[9, 5]", seed)
        assert _apart(at, [9, 5]) == 1, at
        (op,) = [e for e in entries if e["op"] == "end_position"]
        assert op["status"] == "where the movement before it ends: followed by it"


def test_a_shift_that_must_not_end_next_to_the_target(tmp_path: Path) -> None:
    effect = "You shift 2 squares and must not end the shift adjacent to the target."
    for seed in range(8):
        at, _ = _ends(tmp_path, effect, "[6, 5]", seed)
        assert _apart(at, [6, 5]) > 1, at


@pytest.mark.parametrize(
    "effect",
    [
        # closer to: not followed
        "You shift 2 squares and must end this shift closer to the target.",
        # a movement the runtime cannot count: neither is carried out
        "You shift a number of squares equal to your Dexterity modifier. You must end adjacent"
        " to the target.",
    ],
)
def test_an_end_the_runtime_does_not_follow(tmp_path: Path, effect: str) -> None:
    _, entries = _ends(tmp_path, effect, "[9, 5]", 0)
    (op,) = [e for e in entries if e["op"] == "end_position"]
    assert op["status"] == "not simulated", op


def test_the_end_said_is_the_same_movers() -> None:
    (shift, end) = ops("The target shifts 2 squares and must end this shift in a square adjacent"
                       " to the triggering enemy.")  # fmt: skip
    assert (shift["who"], end["who"], end["near"]) == ("target", "target", "triggering")
