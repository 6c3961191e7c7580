"""Subtypes in Altered games: a card has the subtypes its game file gives it ("Animal",
"Plante"), a token those its text says ("Robot"), and an effect, a condition or a count
naming a subtype finds the cards that have it. Before, a subtype was never told, and all
of these were not simulated. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.compiler.altered.words import subtype_named
from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, play

ANIMALS = """  - {name: Renard, controller: Alice, zone: expedition, subtypes: [Animal]}
  - {name: Chêne, controller: Alice, zone: expedition, subtypes: [Plante]}
  - {name: Loup, controller: Bob, zone: expedition, subtypes: [animal]}
"""


def test_only_the_subtype_named_gains(tmp_path: Path) -> None:
    # "Les Animaux que vous contrôlez": the Fox alone, not the Plant, nor the opponent's
    # Wolf, nor the card playing it (no subtype)
    line = "{J} Les Animaux que vous contrôlez gagnent 1 boost."
    result = before_rest(play(tmp_path, _game([line], ANIMALS)))
    assert not _not_simulated(result)
    boosted = {c["name"] for c in result.cards if c["counters"].get("boost")}
    assert boosted == {"Renard"}


def test_an_english_subtype_in_a_french_game(tmp_path: Path) -> None:
    # the game file may name a subtype in either language, singular or plural
    extra = "  - {name: Chêne, controller: Alice, zone: expedition, subtypes: [Plants]}\n"
    line = "{J} Les Plantes que vous contrôlez gagnent 1 boost."
    result = before_rest(play(tmp_path, _game([line], extra)))
    assert _card(result, "Chêne")["counters"] == {"boost": 1}


def test_sacrifice_a_subtype_then_draw(tmp_path: Path) -> None:
    line = "{J} Vous pouvez sacrifier un Animal. Si vous le faites, piochez une carte."
    extra = (
        "  - {name: Chêne, controller: Alice, zone: expedition, subtypes: [Plante]}\n"
        "  - {name: Renard, controller: Alice, zone: expedition, subtypes: [Animaux]}\n"
    )
    result = play(tmp_path, _game([line], extra))
    assert _card(result, "Renard")["zone"] == "discard"
    assert _card(result, "Chêne")["zone"] != "discard"
    assert _drawn(result) == {"Alice": 1}


@pytest.mark.parametrize(("plants", "drawn", "boosts"), [(2, 1, 0), (1, 0, 1)])
def test_a_condition_counts_a_subtype(tmp_path: Path, plants: int, drawn: int, boosts: int) -> None:
    line = (
        "{J} Si vous contrôlez au moins deux Plantes, piochez une carte. Sinon, je gagne 1 boost."
    )
    extra = "".join(
        f"  - {{name: Plante{i}, controller: Alice, zone: expedition, subtypes: [Plante]}}\n"
        for i in range(plants)
    )
    result = before_rest(play(tmp_path, _game([line], extra)))
    assert not _not_simulated(result)
    assert sum(_drawn(result).values()) == drawn
    assert _card(result, "Héraut")["counters"].get("boost", 0) == boosts


def test_a_count_per_subtype(tmp_path: Path) -> None:
    # "pour chaque Animal que vous contrôlez": two of Alice's, not Bob's Wolf
    line = "{J} Piochez une carte pour chaque Animal que vous contrôlez."
    extra = (
        ANIMALS + "  - {name: Lièvre, controller: Alice, zone: expedition, subtypes: [Animal]}\n"
    )
    result = play(tmp_path, _game([line], extra))
    assert _drawn(result) == {"Alice": 2}


def test_subtype_named() -> None:
    assert subtype_named("Plantes") == "plant"
    assert subtype_named("Robots") == "robot"
    assert subtype_named("Aventurier") == "adventurer"
    assert subtype_named("Sea Dragon") == "sea_dragon"  # one no lexicon lists: kept


def test_a_token_has_the_subtype_its_text_says(tmp_path: Path) -> None:
    # "jeton Robot [3/1/2 Rouage]": the token is a Robot, the Fox is not
    line = (
        "{J} Créez un jeton Robot [3/1/2 Rouage] dans mon Expédition. "
        "Les Robots que vous contrôlez gagnent 1 boost."
    )
    result = before_rest(play(tmp_path, _game([line], ANIMALS)))
    assert not _not_simulated(result)
    boosted = {c["name"] for c in result.cards if c["counters"].get("boost")}
    assert boosted == {"Rouage token 1"}


def test_a_type_and_a_subtype_side_by_side(tmp_path: Path) -> None:
    # "Personnage Animal ou Plante": a Character that is an Animal or a Plant; a Landmark
    # Permanent that is a Plant is not one
    line = "{J} Piochez une carte pour chaque Personnage Animal ou Plante que vous contrôlez."
    extra = ANIMALS + (
        "  - {name: Serre, controller: Alice, zone: landmark, type: landmark_permanent,"
        " subtypes: [Plante]}\n"
    )
    result = play(tmp_path, _game([line], extra))
    assert _drawn(result) == {"Alice": 2}


@pytest.mark.parametrize(
    "line",
    [
        "{J} Si vous contrôlez au moins deux Orbes de Mana, piochez une carte.",
        "{J} Piochez une carte pour chaque Orbe de Mana que vous contrôlez.",
        "{J} Sacrifiez un Orbe de Mana.",
        "{J} Si vous contrôlez au moins une Région, piochez une carte.",
    ],
)
def test_a_mana_orb_or_a_region_is_no_subtype(tmp_path: Path, line: str) -> None:
    # no card of this world is one: not simulated, not "none" (noted by review32: with
    # them read as subtypes, every one of these was done as if there were none)
    result = play(tmp_path, _game([line], ANIMALS))
    assert len(_not_simulated(result)) == 1
