"""Who stands within a radius of a square (runtime/dnd4e/nearby.py, ``Engine.near``): the
same names as a look at everyone's distance, after moves and downs too."""

from __future__ import annotations

import random

from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.grid import distance
from counterplay.runtime.dnd4e.nearby import CELL, Nearby


def _everyone_within(people: list[Combatant], square: tuple[int, int], radius: int) -> set[str]:
    return {c.name for c in people if not c.down and distance(c.position, square) <= radius}


def test_the_cells_find_whom_a_look_at_everyone_finds_after_moves_and_downs() -> None:
    rng = random.Random(3)
    side = 4 * CELL
    people = [
        Combatant(f"c{i}", "ab"[i % 2], (rng.randrange(side), rng.randrange(side)), 30, 30)
        for i in range(60)
    ]
    nearby = Nearby(people)
    for _ in range(400):
        square = (rng.randrange(-3, side + 3), rng.randrange(-3, side + 3))
        radius = rng.choice([0, 1, 2, 5, CELL, 2 * CELL + 1])
        found = nearby.within(square, radius)
        assert len(found) == len(set(found))
        assert set(found) == _everyone_within(people, square, radius)
        mover = rng.choice(people)
        if rng.random() < 0.5:  # a step, or far away (into another cell)
            x, y = mover.position
            mover.position = (x + rng.choice([-1, 1]), y)
        else:
            mover.position = (rng.randrange(side), rng.randrange(side))
        if rng.random() < 0.1:
            rng.choice(people).hp = rng.choice([0, 30])  # down, or up again: no move


def test_a_move_is_counted_by_every_change_of_a_position() -> None:
    hero = Combatant("hero", "a", (0, 0), 30, 30)
    before = Combatant.moves
    hero.position = (1, 0)
    hero.hp = 3  # (not a move)
    assert Combatant.moves == before + 1
