"""An amount per Expedition in a terrain (round 37, simalt4; runtime/altered/amounts.py
``_expeditions_in``): "par Expédition en {O}" / "per Expedition in {V}" counts every player's
Expeditions, hero and companion, whose Region has that terrain, in a game that gives the
Adventure's `regions:` (hero Expeditions start in the first Region, companion ones in the
last, and move along it: runtime/altered/regions.py); in one that gives none, not
simulated. Before, "the count it is multiplied by". Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_in_contact import _day_2
from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_rules_002 import kinds, play

# Both hero Expeditions in Bois (forest), both companion ones in Lac (water and forest).
BOIS_LAC = (
    "regions:\n  - {name: Bois, terrains: [forest]}\n  - {name: Lac, terrains: [water, forest]}\n"
)


def _boosts(result: Result, card: str) -> list[int]:
    return [e["now"] for e in kinds(result, "counter") if e["card"] == card]


def test_a_boost_per_expedition_in_a_terrain(tmp_path: Path) -> None:
    # each of the four Expeditions is in a Region with forest (Lac has two terrains)
    result = play(tmp_path, BOIS_LAC + _game(["{J} I gain 1 boost per Expedition in {V}."]))
    assert _boosts(result, "Héraut")[:1] == [4]
    assert not _not_simulated(result)


def test_a_draw_per_expedition_in_another_terrain(tmp_path: Path) -> None:
    # the two companion Expeditions are in water
    result = play(tmp_path, BOIS_LAC + _game(["{J} Piochez une carte par Expédition en {O}."]))
    assert _drawn(result) == {"Alice": 2}
    assert not _not_simulated(result)


def test_an_expedition_that_moved_forward_is_counted_where_it_is(tmp_path: Path) -> None:
    # day 1, Bob's hero Expedition moves forward from Bois into Lac (water): on day 2 three
    # Expeditions are in water, one in forest
    line = "{J} Draw a card for each Expedition in {O}."
    result = play(tmp_path, _day_2(line, "hero"))
    assert _drawn(result) == {"Alice": 3}
    assert not _not_simulated(result)


def test_without_regions_it_is_not_simulated(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} I gain 2 boosts per Expedition in {M}."]))
    assert _boosts(result, "Héraut") == []
    [(op, why)] = _not_simulated(result)
    assert op == "counter.gain" and why.startswith("which Region each Expedition is in")
