"""A condition on being [En Contact] / [In Contact] (runtime/altered/conditions.py
``KEYWORDS``), as its reminder text defines it: "I'm In Contact if another player's
Expedition is in my region". Told in a game that gives the Adventure's `regions:` (a card's
Region is its Expedition's: hero Expeditions start in the first Region, companion ones in
the last, runtime/altered/regions.py), of a card in an Expedition; not simulated otherwise.
Before, it was a condition the world cannot tell. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_rules_002 import play

REGIONS = "regions:\n  - {name: Bois, terrains: [forest]}\n  - {name: Lac, terrains: [water]}\n"
IN_CONTACT = "{J} Si je suis [En Contact], piochez une carte."
NOT_IN_CONTACT = "{J} If I'm not [In Contact], draw two cards."

# Day 1: Bob's Anchored Éclaireur (forest 1) moves his hero Expedition forward into Lac, where
# his companion one is; day 2: Alice plays Héraut into her hero Expedition (still in Bois,
# now with none of Bob's) or her companion one (in Lac, with both of Bob's).
ECLAIREUR = (
    "  - {name: Éclaireur, controller: Bob, zone: expedition, stats: {forest: 1},"
    " statuses: [anchored]}\n"
)
EXPAND_2 = (
    "  - {who: Alice, decide: expand, answer: null}\n  - {who: Bob, decide: expand, answer: null}\n"
)


def _day_2(line: str, to: str) -> str:
    turns = f"[[pass], [{{play: Héraut, to: {to}}}]]"
    return "days: 2\n" + REGIONS + _game([line], ECLAIREUR, turns, choices=EXPAND_2)


@pytest.mark.parametrize(("line", "draws"), [(IN_CONTACT, {"Alice": 1}), (NOT_IN_CONTACT, {})])
def test_the_opponents_expedition_in_my_region(
    tmp_path: Path, line: str, draws: dict[str, int]
) -> None:
    # day 1: Alice's and Bob's hero Expeditions both start in the first Region
    result = play(tmp_path, REGIONS + _game([line]))
    assert _drawn(result) == draws
    assert not _not_simulated(result)


@pytest.mark.parametrize(
    ("line", "to", "draws"),
    [
        (IN_CONTACT, "hero", {}),
        (NOT_IN_CONTACT, "hero", {"Alice": 2}),
        (IN_CONTACT, "companion", {"Alice": 1}),
    ],
)
def test_none_of_the_opponents_expeditions_in_my_region(
    tmp_path: Path, line: str, to: str, draws: dict[str, int]
) -> None:
    result = play(tmp_path, _day_2(line, to))
    assert _drawn(result) == draws
    assert not _not_simulated(result)


def test_it_is_in_contact(tmp_path: Path) -> None:
    # "s'il est [En Contact]": the Character played (Héraut), seen by Guetteur's reaction
    line = "Lorsque vous jouez un Personnage — S'il est [En Contact], piochez une carte."
    watcher = (
        "  - {name: Guetteur, controller: Alice, zone: landmark, type: landmark_permanent,"
        f' abilities: ["{line}"]}}\n'
    )
    assert _drawn(play(tmp_path, REGIONS + _game([], watcher))) == {"Alice": 1}


def test_without_regions_it_is_not_simulated(tmp_path: Path) -> None:
    result = play(tmp_path, _game([IN_CONTACT]))
    assert _drawn(result) == {}
    [(op, why)] = _not_simulated(result)
    assert op == "draw" and "regions" in why
