"""Conditions naming a Region (runtime/altered/conditions.py): "si je suis en {V}" / "if I'm
in {M}", "s'il est en {V}", "si ma région est {O}", "si je suis face à une Expédition en
{O}", "si je suis dans une région mono-terrain". Told in a game that gives the Adventure's
`regions:` (a card's Region is its Expedition's, runtime/altered/regions.py); not simulated
in one that gives none, nor of a card in no Expedition. Made-up card lines, run as games:
Alice plays Héraut into her hero Expedition, which starts in the first Region."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_rules_002 import play

FOREST_FIRST = (
    "regions:\n  - {name: Bois, terrains: [forest]}\n  - {name: Lac, terrains: [water]}\n"
)
WATER_FIRST = "regions:\n  - {name: Lac, terrains: [water]}\n  - {name: Bois, terrains: [forest]}\n"
MIXED_FIRST = (
    "regions:\n  - {name: Val, terrains: [forest, water]}\n  - {name: Lac, terrains: [water]}\n"
)


@pytest.mark.parametrize(
    ("line", "regions", "draws"),
    [
        ("{J} Si je suis en {V}, piochez une carte.", FOREST_FIRST, {"Alice": 1}),
        ("{J} Si je suis en {V}, piochez une carte.", WATER_FIRST, {}),
        ("{J} If I'm in {V}, draw a card.", MIXED_FIRST, {"Alice": 1}),  # one of its terrains
        ("{J} Si je ne suis pas en {V}, piochez une carte.", WATER_FIRST, {"Alice": 1}),
        ("{J} Si je ne suis pas en {V}, piochez une carte.", FOREST_FIRST, {}),
        ("{J} Si ma région est {O}, piochez une carte.", WATER_FIRST, {"Alice": 1}),
        ("{J} If my region is {O}, draw a card.", FOREST_FIRST, {}),
        ("{J} Si je suis en {M} ou en {O}, piochez une carte.", WATER_FIRST, {"Alice": 1}),
        (
            "{J} Si je suis dans une région mono-terrain, piochez une carte.",
            WATER_FIRST,
            {"Alice": 1},
        ),
        ("{J} If I'm in a single-terrain region, draw a card.", MIXED_FIRST, {}),
    ],
)
def test_my_regions_terrain(tmp_path: Path, line: str, regions: str, draws: dict[str, int]) -> None:
    result = play(tmp_path, regions + _game([line]))
    assert _drawn(result) == draws
    assert not _not_simulated(result)


def test_it_is_in_a_terrain(tmp_path: Path) -> None:
    # "s'il est en {V}": the Character played (Héraut), seen by Guetteur's reaction
    line = "Lorsque vous jouez un Personnage — S'il est en {V}, piochez une carte."
    watcher = (
        f'  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'
    )
    assert _drawn(play(tmp_path, FOREST_FIRST + _game([], watcher))) == {"Alice": 1}
    assert _drawn(play(tmp_path, WATER_FIRST + _game([], watcher))) == {}


# Day 1: Bob's Anchored Éclaireur (forest 1) moves his hero Expedition forward into the
# second Region; day 2: Alice plays Héraut into her hero Expedition, still in the first.
AHEAD = (
    "  - {name: Éclaireur, controller: Bob, zone: expedition, stats: {forest: 1},"
    " statuses: [anchored]}\n"
)
DAY_2 = "days: 2\n"
ON_DAY_2 = "[[pass], [{play: Héraut}]]"
EXPAND_2 = "  - {who: Alice, decide: expand, answer: null}\n"


@pytest.mark.parametrize(
    ("terrain", "draws"),
    [("{O}", {"Alice": 1}), ("{V}", {})],  # Bob's Lac (water), not Alice's own Bois (forest)
)
def test_facing_an_expedition_in_a_terrain(
    tmp_path: Path, terrain: str, draws: dict[str, int]
) -> None:
    line = f"{{J}} Si je suis face à une Expédition en {terrain}, piochez une carte."
    game = _game([line], AHEAD, ON_DAY_2, choices=EXPAND_2)
    result = play(tmp_path, DAY_2 + FOREST_FIRST + game)
    assert _drawn(result) == draws
    assert not _not_simulated(result)


def test_without_regions_a_condition_naming_one_is_not_simulated(tmp_path: Path) -> None:
    for line in (
        "{J} Si je suis en {V}, piochez une carte.",
        "{J} Si je suis face à une Expédition en {O}, piochez une carte.",
        "{J} If I'm in a single-terrain region, draw a card.",
    ):
        result = play(tmp_path, _game([line]))
        assert _drawn(result) == {}
        [(op, why)] = _not_simulated(result)
        assert op == "draw" and "(the game gives no `regions:`)" in why, why


def test_a_card_in_no_expedition_is_in_no_region_told(tmp_path: Path) -> None:
    # Borne, a Landmark Permanent, is in play in no Expedition: whether it is "in {V}" the
    # rules excerpts do not say, so its condition is not simulated (not guessed false)
    line = "Lorsque vous jouez un Personnage — Si je suis en {V}, piochez une carte."
    landmark = (
        "  - {name: Borne, controller: Alice, zone: landmark, type: landmark_permanent,"
        f' abilities: ["{line}"]}}\n'
    )
    result = play(tmp_path, FOREST_FIRST + _game([], landmark))
    assert _drawn(result) == {}
    assert _not_simulated(result) == [
        ("draw", "which Region Borne is in (it is in no Expedition) is not simulated")
    ], _not_simulated(result)


@pytest.mark.parametrize(
    ("regions", "zone"),
    [(FOREST_FIRST, "expedition"), (WATER_FIRST, "reserve")],
)
def test_an_eternal_in_a_terrain_is_told_at_rest(tmp_path: Path, regions: str, zone: str) -> None:
    # "Si je suis en {V}, je suis [Éternel]": where the card is at Rest (its Region's terrains)
    body = (
        "cards:\n  - {name: Chêne, controller: Alice, zone: expedition,"
        ' abilities: ["Si je suis en {V}, je suis [Éternel]."]}\n'
    )
    result = play(tmp_path, regions + body)
    assert next(c for c in result.cards if c["name"] == "Chêne")["zone"] == zone
    assert not _not_simulated(result)


def test_an_eternal_in_a_terrain_without_regions_is_not_simulated(tmp_path: Path) -> None:
    body = (
        "cards:\n  - {name: Chêne, controller: Alice, zone: expedition,"
        ' abilities: ["Si je suis en {V}, je suis [Éternel]."]}\n'
    )
    result = play(tmp_path, body)
    assert next(c for c in result.cards if c["name"] == "Chêne")["zone"] == "reserve"
    [(op, why)] = _not_simulated(result)
    assert op == "rest" and "(the game gives no `regions:`)" in why, why
