"""An op the 4E runtime has no handler for is not simulated, and the trace says what of the
game is not modelled (runtime/dnd4e/unmodelled.py)."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.dnd4e.ops import OPS
from counterplay.runtime.dnd4e.unmodelled import NOT_MODELLED
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
