"""The dice of the game, rolled from the run's seeded random generator.

The tables are the game's (seed 004 names the rolls, the core rulebook's tables give the
numbers; counterplay keeps the classic ones): To Hit by Ballistic Skill, To Wound by
Strength against Toughness, saves and Damage Mitigation as "N+" on a d6, checks on 2d6
against a characteristic.
"""

from __future__ import annotations

import random


def d6(rng: random.Random) -> int:
    return rng.randint(1, 6)


def two_d6(rng: random.Random) -> int:
    return d6(rng) + d6(rng)


def to_hit(ballistic_skill: int) -> int:
    """The d6 roll a shot needs to hit: BS 1 hits on 6+, BS 4 on 3+, never better than 2+."""
    return max(2, min(6, 7 - ballistic_skill))


def to_wound(strength: int, toughness: int) -> int | None:
    """The d6 roll a hit needs to wound, None when it cannot (Strength far below Toughness)."""
    gap = strength - toughness
    if gap >= 2:
        return 2
    if gap == 1:
        return 3
    if gap == 0:
        return 4
    if gap == -1:
        return 5
    if gap in (-2, -3):
        return 6
    return None


def saved(roll: int, save: int | None) -> bool:
    """Does ``roll`` make a save of ``save``+ (a 1 always fails; None: no save)?"""
    return save is not None and roll != 1 and roll >= save
