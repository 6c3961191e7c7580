"""The Adventure's Regions: where each Expedition is, and which statistics count there.

A game may give the Adventure as a list of Regions, from the Hero Region to the Companion
Region, each with its terrains (``forest``, ``mountain``, ``water``: the statistics' names).
An Expedition's Region follows from how far it has moved forward (``Player.position``): a
hero Expedition starts in the first Region and moves toward the last; a companion one starts
in the last and moves toward the first. One that has moved past the far end stays in the far
end's Region (the Adventure ends there; the game's end is not modelled).

At Dusk only the statistics of its Region's terrains can move an Expedition forward (seed
002, 1.3.2.e: "du même type que sa Région"). A game that gives no Regions keeps the ruleset's
decision (R002-21): every statistic counts, as if each Region had every terrain.
"""

from __future__ import annotations

from dataclasses import dataclass

from counterplay.runtime.altered.cards import STATS, Player


@dataclass(frozen=True)
class Region:
    """One Region of the Adventure: its name and its terrains (statistics' names)."""

    name: str
    terrains: frozenset[str]

    def __str__(self) -> str:
        """Its name and terrains, as a timeline says them ("Tumult 1 (water)")."""
        terrains = ", ".join(t for t in STATS if t in self.terrains) or "no terrain"
        return f"{self.name} ({terrains})"


# Where each Expedition starts (its position 0) and the way it moves along the Adventure.
START: dict[str, tuple[int, int]] = {"hero": (0, 1), "companion": (-1, -1)}


def region_of(regions: tuple[Region, ...], player: Player, expedition: str) -> Region | None:
    """The Region ``player``'s ``expedition`` is in (None: the game gives no Regions)."""
    if not regions:
        return None
    start, way = START[expedition]
    step = min(player.position[expedition], len(regions) - 1)
    return regions[start + way * step]


def counted(regions: tuple[Region, ...], player: Player, expedition: str) -> tuple[str, ...]:
    """The statistics that may move ``player``'s ``expedition`` forward at Dusk: those of
    its Region's terrains; every one when the game gives no Regions."""
    region = region_of(regions, player, expedition)
    return STATS if region is None else tuple(s for s in STATS if s in region.terrains)
