"""An op's handler follows only the fields it honours (runtime/dnd4e/followed.py FIELDS):
an op saying more ("with a +2 power bonus", "away from you", "+ Constitution modifier") is
recorded as not simulated, never done without it."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e.effects import OPS
from counterplay.runtime.dnd4e.followed import FIELDS
from tests.simkit import run

# The Orc hits the Hero, who answers with a made-up power
ANSWER = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Riposte
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Riposte]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


@pytest.mark.parametrize(
    ("effect", "field"),
    [
        (
            "You make a melee basic attack against the triggering enemy with a +2 power bonus"
            " on the attack roll.",
            "roll_bonus",
        ),
        ("The triggering enemy moves its speed away from you.", "direction"),
        (
            "The target takes 1d8 + Strength modifier + Constitution modifier damage.",
            "plus_abilities",
        ),
        ("You slide the target 3 squares, but not into hindering terrain.", "not_into"),
    ],
)
def test_an_op_saying_more_than_its_handler_follows_is_not_simulated(
    tmp_path: Path, effect: str, field: str
) -> None:
    done = run(tmp_path, ANSWER.format(effect=effect))
    assert done.fired() == [("Hero", "Riposte")]
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and f"{field}:" in op["why"], op
    assert not [e for e in done.entries("roll") if e["attacker"] == "Hero"]
    orc = done.final("Orc")
    assert (orc["hp"], orc["at"]) == (40, [2, 1]), orc


def test_every_handler_says_the_fields_it_follows() -> None:
    """A handler without FIELDS checks its own (prevent, choice, end_effect)."""
    assert set(OPS) - set(FIELDS) == {"prevent", "choice", "end_effect"}
    assert set(FIELDS) <= set(OPS)
