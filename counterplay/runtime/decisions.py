"""Decisions made during resolution, at random by seed 000's guidelines (R000-26..43).

Every choice goes through a seeded :class:`random.Random` over options sorted into a fixed
order, so the same seed gives the same choices. Each function returns the choice and the
guideline that made it, for the trace. ``policy`` is the ruleset's ``decisions``:
``guided`` (the guidelines) or ``random`` (R000-26: "choose one at random" for everything).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from counterplay.runtime.grid import Grid, Square, distance, flanks

T = TypeVar("T")


def pick(rng: random.Random, options: Sequence[T]) -> T:
    """One option at random (R000-34, R000-36); ``options`` must be in a fixed order."""
    return options[rng.randrange(len(options))]


def _flanked(square: Square, foes: list[Square]) -> bool:
    """A creature at ``square`` is flanked by two of ``foes`` on opposite sides."""
    return any(flanks(f, square, foes) for f in foes)


def _flanking(square: Square, friends: list[Square], foes: list[Square]) -> bool:
    """A creature at ``square`` flanks one of ``foes`` with one of ``friends``."""
    return any(flanks(square, f, friends) for f in foes)


_WORDS = {
    "toward": "as near the chosen square as possible (prepared restriction)",
    "away": "as far from the chosen square as possible (prepared restriction)",
}


def _restrict(squares: list[Square], restriction: tuple[str, Square] | None) -> list[Square]:
    """Keep the squares as close to / as far from the chosen square as possible
    (R000-39..42)."""
    if restriction is None or not squares:
        return squares
    how, toward = restriction
    scores = [distance(s, toward) for s in squares]
    best = min(scores) if how == "toward" else max(scores)
    return [s for s, d in zip(squares, scores, strict=True) if d == best]


def forced_destination(
    rng: random.Random,
    grid: Grid,
    start: Square,
    reach: dict[Square, int],
    friends: list[Square],
    foes: list[Square],
    restriction: tuple[str, Square] | None,
    policy: str,
) -> tuple[Square, str]:
    """Where forced movement leaves its target; ``reach`` maps square -> squares moved.

    ``friends`` are the target's allies' squares, ``foes`` the squares of those moving it
    and their allies. Guidelines: dangerous terrain (R000-27), else flanked and not
    flanking (R000-28), else the maximum distance (R000-29).
    """
    squares = sorted(reach)
    if policy == "random":
        return pick(rng, squares), "at random (R000-26)"
    squares = _restrict(squares, restriction)
    if restriction is not None:
        return pick(rng, squares), _WORDS[restriction[0]]
    moved = [s for s in squares if s != start] or squares
    dangerous = [s for s in moved if s in grid.dangerous]
    if dangerous:
        return pick(rng, dangerous), "into dangerous terrain (R000-27)"
    trapped = [s for s in moved if _flanked(s, foes) and not _flanking(s, friends, foes)]
    if trapped:
        return pick(rng, trapped), "flanked and not flanking (R000-28)"
    farthest = max(reach[s] for s in moved)
    return pick(rng, [s for s in moved if reach[s] == farthest]), "maximum distance (R000-29)"


def move_destination(
    rng: random.Random,
    grid: Grid,
    start: Square,
    reach: dict[Square, int],
    friends: list[Square],
    foes: list[Square],
    restriction: tuple[str, Square] | None,
    policy: str,
) -> tuple[Square, str]:
    """Where a reaction's own movement goes; ``reach`` holds only destinations reachable
    without a path that would provoke (R000-30), square -> squares moved.

    Dangerous terrain is never chosen (R000-30); then flanking and not flanked (R000-31),
    else the maximum distance (R000-32).
    """
    squares = sorted(s for s in reach if s not in grid.dangerous) or [start]
    if policy == "random":
        return pick(rng, squares), "at random (R000-26)"
    if restriction is not None:
        return pick(rng, _restrict(squares, restriction)), _WORDS[restriction[0]]
    moved = [s for s in squares if s != start] or squares
    good = [s for s in moved if _flanking(s, friends, foes) and not _flanked(s, foes)]
    if good:
        return pick(rng, good), "flanking and not flanked (R000-31)"
    farthest = max(reach.get(s, 0) for s in moved)
    return pick(rng, [s for s in moved if reach.get(s, 0) == farthest]), (
        "maximum distance (R000-32)"
    )


def chase_step(
    rng: random.Random, options: list[Square], quarry: Square
) -> tuple[Square, str] | None:
    """The next square of a chase: as near the quarry as possible (seed 003's pursuit)."""
    if not options:
        return None
    best = min(distance(s, quarry) for s in options)
    return pick(rng, sorted(s for s in options if distance(s, quarry) == best)), "toward"
