"""Who stands within a radius of a square: the dispatcher's question for "near" triggers.

Every event whose name has an "adjacent to you" or "within N squares of you" trigger filed
under it asks who stands within N squares of the event's place (``Engine.near``). Looking
through everyone is a distance a creature: 500 creatures, 500 distances an event. Here the
creatures are filed by cell (:data:`CELL` squares a side), and a question looks only in the
cells its square's radius covers.

The cells are filed again after anyone moves: every change of a combatant's position counts
a move (``Combatant.moves``), and a question asked after a move files everyone again first.
A creature that is down (0 hit points or fewer) stands nowhere: it is passed over when the
question is asked, as its hit points change without a move.
"""

from __future__ import annotations

from collections.abc import Sequence

from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.grid import Square

CELL = 6  # squares a side: a radius of 5 (11 squares across) looks in 4 to 9 cells


class Nearby:
    """The combatants filed by cell, filed again after any move."""

    __slots__ = ("_cells", "_filed", "people")

    def __init__(self, people: Sequence[Combatant]) -> None:
        self.people = people
        self._cells: dict[Square, list[tuple[int, int, Combatant]]] = {}
        self._filed = (-1, -1)  # (moves, how many people) when last filed

    def _file(self) -> None:
        cells: dict[Square, list[tuple[int, int, Combatant]]] = {}
        for person in self.people:
            x, y = person.position
            cells.setdefault((x // CELL, y // CELL), []).append((x, y, person))
        self._cells = cells
        self._filed = (Combatant.moves, len(self.people))

    def within(self, square: Square, radius: int) -> list[str]:
        """The names of the standing combatants within ``radius`` squares of ``square``
        (a diagonal step counts as one, R001-12), in no particular order."""
        if self._filed != (Combatant.moves, len(self.people)):
            self._file()
        x, y = square
        found: list[str] = []
        cells = self._cells
        rows = range((y - radius) // CELL, (y + radius) // CELL + 1)
        for column in range((x - radius) // CELL, (x + radius) // CELL + 1):
            for row in rows:
                for px, py, person in cells.get((column, row), ()):
                    near = -radius <= px - x <= radius and -radius <= py - y <= radius
                    if near and not person.down:
                        found.append(person.name)
        return found
