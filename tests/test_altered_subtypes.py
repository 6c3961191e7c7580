"""Subtypes in Altered games: a card has the subtypes its game file gives it ("Animal",
"Plante"), a token those its text says ("Robot"), and an effect, a condition or a count
naming a subtype finds the cards that have it. Before, a subtype was never told, and all
of these were not simulated. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.compiler.altered.read import read_ability
from counterplay.compiler.altered.words import subtype_named
from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

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
    line = "{J} Les Plantes que vous contrôlez gagnent 2 boosts."
    result = before_rest(play(tmp_path, _game([line], extra)))
    assert _card(result, "Chêne")["counters"] == {"boost": 2}


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


GAINS = (
    "{J} Ciblez un Personnage adverse qui me fait face. Je gagne ses sous-types et X boosts,"
    " X étant la valeur de sa statistique la plus élevée."
)
# At Night (before Rest) Alice draws if she controls an Animal; at Noon, if her Reserve
# holds one
SERRE = (
    "  - {name: Serre, controller: Alice, zone: landmark, type: landmark_permanent, abilities:"
    ' ["À la tombée de la Nuit — Si vous contrôlez un Animal, piochez une carte.",'
    ' "À Midi — S\'il y a un Animal dans votre Réserve, piochez une carte."]}\n'
)


def _draws(result: Any) -> list[tuple[int, str]]:
    """The day and phase of each card drawn outside the Morning."""
    return [(e["day"], e["phase"]) for e in kinds(result, "draw") if e["phase"] != "morning"]


def test_a_card_gains_the_subtypes_of_the_card_it_names(tmp_path: Path) -> None:
    # "Je gagne ses sous-types" (runtime/altered/subtypes.py): the Héraut, facing Bob's
    # Wolf, is an Animal at Night; sent to the Reserve at Rest it is a new object, which
    # has only its own (its reminder text: "Je perds ces sous-types lorsque je quitte la
    # zone d'Expédition"), so at Noon of day 2 no Animal is in the Reserve
    loup = "  - {name: Loup, controller: Bob, zone: expedition, subtypes: [Animal]}\n"
    result = play(tmp_path, "days: 2\n" + _game([GAINS], SERRE + loup))
    assert _draws(result) == [(1, "night")]
    whys = [why for _, why in _not_simulated(result)]
    assert whys == [] or all(w.startswith("what X counts") for w in whys)


def test_no_subtype_is_gained_from_a_card_that_has_none(tmp_path: Path) -> None:
    rival = "  - {name: Rival, controller: Bob, zone: expedition}\n"
    result = play(tmp_path, "days: 2\n" + _game([GAINS], SERRE + rival))
    assert _draws(result) == []
    assert [e["status"] for e in kinds(result, "op") if e["op"] == "subtypes.gain"] == [
        "nothing to do"
    ]


def test_what_x_stands_for_is_on_the_op_that_says_x() -> None:
    # "Je gagne ses sous-types et X boosts, X étant ...": the boosts' X, not the subtypes'
    # (the gain of subtypes had it too, and was not simulated for an X it does not count)
    ops = read_ability(GAINS, "fr", None, "character").effect["ops"]
    assert [(op["op"], "x" in op) for op in ops] == [
        ("target", False),
        ("subtypes.gain", False),
        ("counter.gain", True),
    ]


def test_a_subtype_the_card_already_has_is_not_gained_again(tmp_path: Path) -> None:
    # the Héraut, an Animal by its game, facing Bob's Animal Robot: it gains Robot only
    game = _game([GAINS], SERRE + "  - {name: Loup, controller: Bob, zone: expedition,"
                 " subtypes: [Animal, Robot]}\n")  # fmt: skip
    game = game.replace("    cost: 0\n", "    cost: 0\n    subtypes: [Animal]\n", 1)
    notes = [
        e["text"] for e in kinds(play(tmp_path, game), "note") if "gains the subtypes" in e["text"]
    ]
    assert len(notes) == 1 and notes[0].endswith(": robot (until it changes zone)"), notes
    # already an Animal and a Robot: nothing gained
    game = game.replace("subtypes: [Animal]\n", "subtypes: [Animal, Robot]\n", 1)
    result = play(tmp_path, game)
    assert [e["status"] for e in kinds(result, "op") if e["op"] == "subtypes.gain"] == [
        "nothing to do"
    ]
