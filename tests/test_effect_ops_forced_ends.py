"""Forced movement to a destination the power says: "You slide the triggering enemy 3
squares to a square adjacent to you" (R001-17: up to the distance, or to a specific
destination if the power says so; R001-16: a pull only nearer, a push only farther)."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e.grid import distance
from tests.simkit import run

# The Orc shoots the Hero from afar; the Hero's reaction moves it
DRAG = """counterplay: 1
ruleset: dnd4e
size: [12, 6]
powers:
  - name: Drag
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: You {verb} the triggering enemy {squares} squares to a square adjacent to you.
combatants:
  - {{name: Hero, side: a, at: [1, 2], hp: 40, powers: [Drag]}}
  - {{name: Orc, side: b, at: [{x}, 2], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Ranged Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


@pytest.mark.parametrize("verb", ["slide", "pull"])
def test_a_forced_movement_to_a_square_adjacent_to_you_ends_there(
    tmp_path: Path, verb: str
) -> None:
    """R001-17: of the squares the slide or pull reaches, only those next to the Hero;
    the guideline (R000-29: as far as possible) picks among them, never a farther one."""
    for seed in range(6):
        done = run(tmp_path, DRAG.format(verb=verb, squares=3, x=4), seed=seed)
        assert done.codes() == [] and done.fired() == [("Hero", "Drag")]
        hero, orc = done.final("Hero"), done.final("Orc")
        assert distance(tuple(hero["at"]), tuple(orc["at"])) == 1, orc["at"]


def test_with_no_square_adjacent_to_you_within_reach_it_stays(tmp_path: Path) -> None:
    """The Orc is 7 squares off: 3 squares of slide reach no square next to the Hero, so
    the destination the power says cannot be reached and it is not moved."""
    done = run(tmp_path, DRAG.format(verb="slide", squares=3, x=8))
    assert done.codes() == [] and done.fired() == [("Hero", "Drag")]
    assert done.final("Orc")["at"] == [8, 2]
    (op,) = [e for e in done.entries("op") if e["op"] == "slide"]
    assert op["status"] == "no square adjacent to Hero within 3: Orc stays"
