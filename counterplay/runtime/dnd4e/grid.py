"""The battle grid: squares, terrain, obstacles, distance, adjacency, flanking and reach.

Squares are ``(x, y)`` pairs, x to the right and y down, both from 0. Everything here is a
pure function of the grid and the positions it is given; who stands where is the engine's
business (``occupants`` maps a square to a side name, so that allies' squares can be crossed
and enemies' cannot, R001-15).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, overload

Square = tuple[int, int]

_STEPS: tuple[Square, ...] = (
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
)


def distance(a: Square, b: Square) -> int:
    """Squares between ``a`` and ``b``: a diagonal step counts as one (R001-12)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def adjacent(a: Square, b: Square) -> bool:
    return distance(a, b) == 1


def flanks(attacker: Square, target: Square, helpers: Iterator[Square] | list[Square]) -> bool:
    """True when ``attacker`` and one of ``helpers`` stand on opposite sides of ``target``.

    For one-square creatures, "opposite sides" is the square reflected through the target.
    """
    if not adjacent(attacker, target):
        return False
    opposite = (2 * target[0] - attacker[0], 2 * target[1] - attacker[1])
    return opposite in set(helpers)


class Path(Sequence[Square]):
    """The squares of a path after its start, kept as one square and a link to the path
    one square shorter: a search keeps one link per square it reaches, where a tuple per
    square would copy every path (a slide of 1,000 squares on a large map kept a million
    squares per layer). Its length is known at once; its squares are listed on demand."""

    __slots__ = ("_before", "_length", "_square")

    def __init__(self, before: Path | None = None, square: Square | None = None) -> None:
        self._before, self._square = before, square
        self._length = 0 if before is None else len(before) + 1

    def then(self, square: Square) -> Path:
        """This path and one more square."""
        return Path(self, square)

    def __len__(self) -> int:
        return self._length

    def __iter__(self) -> Iterator[Square]:
        squares: list[Square] = []
        node: Path | None = self
        while node is not None and node._square is not None:
            squares.append(node._square)
            node = node._before
        return reversed(squares)

    @overload
    def __getitem__(self, index: int) -> Square: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Square, ...]: ...
    def __getitem__(self, index: int | slice) -> Square | tuple[Square, ...]:
        return tuple(self)[index]

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, Path | tuple | list):
            return len(self) == len(other) and tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Path({tuple(self)!r})"


@dataclass(frozen=True)
class Grid:
    """A rectangular map with obstacles, difficult terrain and dangerous terrain."""

    width: int
    height: int
    obstacles: frozenset[Square] = frozenset()
    difficult: frozenset[Square] = frozenset()
    dangerous: frozenset[Square] = frozenset()
    dangerous_damage: int = 5

    def inside(self, square: Square) -> bool:
        return 0 <= square[0] < self.width and 0 <= square[1] < self.height

    def enterable(self, square: Square) -> bool:
        """On the map and not filled by an obstacle (R001-19)."""
        return self.inside(square) and square not in self.obstacles

    def step_ok(self, a: Square, b: Square) -> bool:
        """One legal step from ``a`` to ``b``: adjacent, enterable, and not diagonally across
        an obstacle's corner (R001-19)."""
        if not adjacent(a, b) or not self.enterable(b):
            return False
        if a[0] != b[0] and a[1] != b[1]:
            return (a[0], b[1]) not in self.obstacles and (b[0], a[1]) not in self.obstacles
        return True

    def steps(self, square: Square) -> Iterator[Square]:
        """The squares one legal step away, in a fixed order (determinism)."""
        for dx, dy in _STEPS:
            nxt = (square[0] + dx, square[1] + dy)
            if self.step_ok(square, nxt):
                yield nxt

    def cost(self, square: Square) -> int:
        """Movement cost to enter ``square`` walking: difficult terrain costs one more (R001-13)."""
        return 2 if square in self.difficult else 1

    def walk_reach(
        self,
        start: Square,
        budget: int,
        blocked: Callable[[Square], bool],
        occupied: Callable[[Square], bool],
        step_allowed: Callable[[Square, Square], bool] | None = None,
        *,
        flying: bool = False,
    ) -> dict[Square, tuple[int, Path]]:
        """Every square a walker can end in, with its cost and one cheapest path.

        ``blocked(sq)``: the walker may not pass through (an enemy's square, R001-15).
        ``occupied(sq)``: the walker may pass through but not end there (an ally's square).
        ``step_allowed(a, b)``: an extra per-step test (e.g. "never leave a square next to an
        enemy" when looking for paths that do not provoke, R000-30). ``flying``: difficult
        terrain, which is on the ground, costs no more (R001-13 is walking's). Dijkstra over
        at most width x height squares: bounded.
        """
        best: dict[Square, int] = {start: 0}
        paths: dict[Square, Path] = {start: Path()}
        queue: list[tuple[int, Square]] = [(0, start)]
        while queue:
            spent, square = heapq.heappop(queue)
            if spent > best.get(square, budget + 1):
                continue
            for nxt in self.steps(square):
                if blocked(nxt):
                    continue
                if step_allowed is not None and not step_allowed(square, nxt):
                    continue
                total = spent + (1 if flying else self.cost(nxt))
                if total > budget or total >= best.get(nxt, budget + 1):
                    continue
                best[nxt] = total
                paths[nxt] = paths[square].then(nxt)
                heapq.heappush(queue, (total, nxt))
        return {sq: (best[sq], paths[sq]) for sq in best if sq == start or not occupied(sq)}

    def forced_reach(
        self,
        start: Square,
        distance_max: int,
        kind: str,
        origin: Square,
        passable: Callable[[Square], bool],
        free: Callable[[Square], bool],
    ) -> dict[Square, Path]:
        """Where a push, pull or slide of up to ``distance_max`` squares can leave the target.

        Push: each square farther from ``origin``; pull: each square nearer; slide: any
        direction (R001-16). Fewer squares or none are allowed (R001-17). Difficult terrain
        does not hinder it (R001-18), but it cannot enter a square the target could not walk
        into: obstacles, enemies' squares (``passable``), and it cannot end in an occupied
        square (``free``). Breadth-first over at most ``distance_max`` layers, and no more
        than the map's squares: each square is reached once.
        """
        paths: dict[Square, Path] = {start: Path()}
        frontier = [start]
        for _ in range(max(0, min(distance_max, self.width * self.height))):
            if not frontier:
                break
            nxt_frontier: list[Square] = []
            for square in frontier:
                here = distance(square, origin)
                for nxt in self.steps(square):
                    if nxt in paths or not passable(nxt):
                        continue
                    there = distance(nxt, origin)
                    if (kind == "push" and there <= here) or (kind == "pull" and there >= here):
                        continue
                    paths[nxt] = paths[square].then(nxt)
                    nxt_frontier.append(nxt)
            frontier = nxt_frontier
        return {sq: path for sq, path in paths.items() if sq == start or free(sq)}


def render(grid: Grid, marks: Mapping[Square, str]) -> str:
    """The map as text (``#`` obstacle, ``~`` difficult, ``^`` dangerous, ``.`` clear)."""
    rows = []
    for y in range(grid.height):
        row = []
        for x in range(grid.width):
            sq = (x, y)
            if sq in marks:
                row.append(marks[sq])
            elif sq in grid.obstacles:
                row.append("#")
            elif sq in grid.dangerous:
                row.append("^")
            elif sq in grid.difficult:
                row.append("~")
            else:
                row.append(".")
        rows.append("".join(row))
    return "\n".join(rows)
