"""Decisions made during resolution, at random by seed 000's guidelines (R000-26..43).

Every choice goes through a seeded :class:`random.Random` over options sorted into a fixed
order, so the same seed gives the same choices. Each function returns the choice and the
guideline that made it, for the trace. ``policy`` is the ruleset's ``decisions``:
``guided`` (the guidelines) or ``random`` (R000-26: "choose one at random" for everything).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from counterplay.runtime.dnd4e.grid import Grid, Square, distance, flanks

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


@dataclass(frozen=True)
class Board:
    """What a square decision looks at: the mover's start, the squares it can reach (square
    -> squares moved), its friends' and foes' squares."""

    grid: Grid
    start: Square
    reach: dict[Square, int]
    friends: list[Square]
    foes: list[Square]


Guideline = tuple[Callable[[Board, Square], bool], str]

# Seed 000's guidelines, in order: the first that leaves any square chooses among them at
# random; when none does, the squares at the maximum distance.
GUIDELINES: dict[str, tuple[Guideline, ...]] = {
    "forced": (
        (lambda b, s: s in b.grid.dangerous, "into dangerous terrain (R000-27)"),
        (
            lambda b, s: _flanked(s, b.foes) and not _flanking(s, b.friends, b.foes),
            "flanked and not flanking (R000-28)",
        ),
    ),
    "move": (
        (
            lambda b, s: _flanking(s, b.friends, b.foes) and not _flanked(s, b.foes),
            "flanking and not flanked (R000-31)",
        ),
    ),
}
FARTHEST = {"forced": "maximum distance (R000-29)", "move": "maximum distance (R000-32)"}


def destination(
    rng: random.Random,
    kind: str,
    board: Board,
    restriction: tuple[str, Square] | None,
    policy: str,
) -> tuple[Square, str]:
    """Where forced movement (``kind`` ``forced``) leaves its target, or where a reaction's
    own movement (``move``) goes.

    For ``forced``, ``friends`` are the target's allies and ``foes`` those moving it and
    their allies. For ``move``, ``reach`` must hold only destinations reachable without a
    path that would provoke, and dangerous terrain is never chosen (R000-30). A prepared
    restriction (R000-39..42) keeps the squares nearest to / farthest from the chosen one,
    under either policy.
    """
    squares = sorted(board.reach)
    if kind == "move":
        squares = [s for s in squares if s not in board.grid.dangerous] or [board.start]
    # (a prepared restriction holds under the R000-26 fallback too: it replaces the
    # guidelines, R000-27..36, not the restrictions of R000-37..42)
    if restriction is not None:
        return pick(rng, _restrict(squares, restriction)), _WORDS[restriction[0]]
    if policy == "random":
        return pick(rng, squares), "at random (R000-26)"
    moved = [s for s in squares if s != board.start] or squares
    for test, why in GUIDELINES[kind]:
        chosen = [s for s in moved if test(board, s)]
        if chosen:
            return pick(rng, chosen), why
    farthest = max(board.reach.get(s, 0) for s in moved)
    return pick(rng, [s for s in moved if board.reach.get(s, 0) == farthest]), FARTHEST[kind]
