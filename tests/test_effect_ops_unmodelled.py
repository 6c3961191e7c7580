"""An op the 4E runtime has no handler for is not simulated, and the trace says what of the
game is not modelled (runtime/dnd4e/unmodelled.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e.ops import OPS
from counterplay.runtime.dnd4e.unmodelled import NO_HANDLER, NOT_MODELLED
from tests.simkit import run

# The Orc hits the Hero, who answers with a made-up power
FADE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Fade Away
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: You charge the target.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Fade Away]}
  - {name: Orc, side: b, at: [2, 1], hp: 40}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}
"""


def test_an_op_with_no_handler_says_what_is_not_modelled(tmp_path: Path) -> None:
    done = run(tmp_path, FADE)
    assert done.fired() == [("Hero", "Fade Away")]
    (op,) = done.entries("op")
    assert (op["op"], op["status"], op["why"]) == (
        "charge",
        "not simulated",
        "the charge action is not modelled",
    )


def test_no_op_the_runtime_carries_out_is_said_to_be_unmodelled() -> None:
    assert not set(OPS) & set(NOT_MODELLED)


@pytest.mark.parametrize(
    ("effect", "name", "why"),
    [
        ("You draw a weapon.", "game_action", "drawing or stowing weapons and items"),
        ("You gain regeneration 5 until the end of the encounter.", "regeneration", "regen"),
        ("You are immune to fear until the end of your next turn.", "immune", "immunity"),
    ],
)
def test_an_op_with_no_handler_the_bench_counts_says_what_of_4e_it_is(
    tmp_path: Path, effect: str, name: str, why: str
) -> None:
    """Not "the runtime has no handler for this op": what of the game is not modelled."""
    done = run(tmp_path, FADE.replace("You charge the target.", effect))
    (op,) = done.entries("op")
    assert (op["op"], op["status"]) == (name, "not simulated")
    assert op["why"] == NOT_MODELLED[name] and op["why"].startswith(why), op
    assert op["why"] != NO_HANDLER
