"""Filters joined as alternatives, and whose target a controller is (ability_ir.object,
``controlled_by``): "chaque Personnage que vous contrôlez et dans votre Réserve" / "each
Character you control and in your Reserve" is those of either place (never the Reserve
alone, nor what is in both); "par Personnage qu'un adversaire ciblé contrôle" / "per
Character target opponent controls" targets the opponent, not the Characters counted.
Made-up card lines, read, and run as games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.compiler.altered.read import read_ability
from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

BOTH = {"any_of": [{"zone": "play", "of": "controller"}, {"zone": "reserve", "of": "controller"}]}
TARGET_OPPONENT = {"role": "opponent", "targeted": True}


def _ops(text: str, lang: str) -> list[dict[str, Any]]:
    reading = read_ability(text, lang, card_type="character")
    assert reading.effect is not None, [d.message for d in reading.diagnostics]
    return list(reading.effect["ops"])


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "{J} Doublez les boosts de chaque Personnage que vous contrôlez et dans votre Réserve.",
            "fr",
        ),
        ("{J} Double the boosts of each Character you control and in your Reserve.", "en"),
    ],
)
def test_each_one_you_control_and_in_your_reserve_is_either(text: str, lang: str) -> None:
    [op] = _ops(text, lang)
    who = op["who"]
    assert who["place"] == BOTH and "controlled_by" not in who
    assert who["count"] == "each" and who["type"] == ["character"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("{J} Épuisez un Personnage ciblé que vous contrôlez ou dans votre Réserve.", "fr"),
        ("{J} Exhaust target Character you control or in your Reserve.", "en"),
    ],
)
def test_one_you_control_or_in_your_reserve_is_either(text: str, lang: str) -> None:
    [op] = _ops(text, lang)
    assert op["what"]["place"] == BOTH and op["what"]["targeted"] is True
    assert "controlled_by" not in op["what"]


AMONG = {
    "fr": "{J} S'il y a au moins quatre statistiques de base 0 parmi les Personnages que vous"
    " contrôlez et dans votre Réserve, je gagne 2 boosts.",
    "en": "{J} If there are four or more base statistics of 0 among Characters you control"
    " and in your Reserve, I gain 2 boosts.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_among_those_you_control_and_in_your_reserve(lang: str) -> None:
    [op] = _ops(AMONG[lang], lang)
    among = op["if"]["what"]["among"]
    assert among["place"] == BOTH and "controlled_by" not in among


def _stats(zeros: int) -> str:
    values = [0] * zeros + [2] * (3 - zeros)
    forest, mountain, water = values
    return f"{{forest: {forest}, mountain: {mountain}, water: {water}}}"


@pytest.mark.parametrize(
    ("in_play", "in_reserve", "boosts"),
    [(2, 2, [2]), (2, 1, []), (0, 3, [])],
)
def test_base_statistics_counted_in_play_and_in_reserve(
    tmp_path: Path, in_play: int, in_reserve: int, boosts: list[int]
) -> None:
    # Héraut has none; Bob's zeros (in play and in his Reserve) are never counted
    extra = (
        f"  - {{name: Allié, controller: Alice, zone: expedition, type: character,"
        f" stats: {_stats(in_play)}}}\n"
        f"  - {{name: Réservé, controller: Alice, zone: reserve, type: character,"
        f" stats: {_stats(in_reserve)}}}\n"
        f"  - {{name: Rival, controller: Bob, zone: expedition, type: character,"
        f" stats: {_stats(3)}}}\n"
        f"  - {{name: Malle, controller: Bob, zone: reserve, type: character,"
        f" stats: {_stats(3)}}}\n"
    )
    stats = "cost: 0\n    stats: {forest: 1, mountain: 1, water: 1}\n"
    body = _game([AMONG["fr"]], extra).replace("cost: 0\n", stats)
    result = play(tmp_path, body)
    assert [e["now"] for e in kinds(result, "counter") if e["card"] == "Héraut"][:1] == boosts
    assert not _not_simulated(result)


def test_doubling_in_both_places_doubles_each_characters_boosts(tmp_path: Path) -> None:
    # in play and in the Reserve, Alice's Characters each gain as many boosts as they have;
    # one with none gains none, and Bob's is not hers
    extra = (
        "  - {name: Allié, controller: Alice, zone: expedition, counters: {boost: 1}}\n"
        "  - {name: Réservé, controller: Alice, zone: reserve, counters: {boost: 3}}\n"
        "  - {name: Nu, controller: Alice, zone: reserve}\n"
        "  - {name: Autre, controller: Bob, zone: expedition, counters: {boost: 2}}\n"
    )
    line = "{J} Doublez les boosts de chaque Personnage que vous contrôlez et dans votre Réserve."
    result = before_rest(play(tmp_path, _game([line], extra)))
    assert _card(result, "Allié")["counters"] == {"boost": 2}
    assert _card(result, "Réservé")["counters"] == {"boost": 6}
    assert not _card(result, "Nu")["counters"].get("boost")
    assert _card(result, "Autre")["counters"] == {"boost": 2}
    assert not _not_simulated(result)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("{J} Je gagne 2 boosts par Personnage qu'un adversaire ciblé contrôle.", "fr"),
        ("{J} Je gagne 2 boosts par Personnage contrôlé par un adversaire ciblé.", "fr"),
        ("{J} I gain 2 boosts per Character target opponent controls.", "en"),
    ],
)
def test_per_character_target_opponent_controls(text: str, lang: str) -> None:
    # the opponent is targeted; the Characters are counted, not targeted
    [op] = _ops(text, lang)
    assert op["per"]["controlled_by"] == TARGET_OPPONENT
    assert "targeted" not in op["per"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("{J} Chaque Personnage contrôlé par le joueur ciblé gagne 1 boost.", "fr"),
        ("{J} Each Character controlled by target player gains 1 boost.", "en"),
    ],
)
def test_each_character_controlled_by_target_player(text: str, lang: str) -> None:
    [op] = _ops(text, lang)
    assert op["who"]["controlled_by"] == {"role": "player", "targeted": True}
    assert "targeted" not in op["who"] and op["who"]["count"] == "each"


def _targets(result: Result) -> list[dict[str, Any]]:
    return [e for e in kinds(result, "decision") if e["what"] == "Alice target"]


def test_a_count_of_target_opponents_characters_targets_none(tmp_path: Path) -> None:
    # (a guard: no Character is targeted) "target opponent", of two players the one
    # opponent, is whose Characters are counted (amounts.py): Bob's one, not Alice's Héraut
    line = "{J} Je gagne 1 boost par Personnage qu'un adversaire ciblé contrôle."
    extra = "  - {name: Rival, controller: Bob, zone: expedition}\n"
    extra += "  - {name: Allié, controller: Alice, zone: expedition}\n"
    result = play(tmp_path, _game([line], extra))
    assert not _targets(result)
    assert [(e["card"], e["now"]) for e in kinds(result, "counter")][:1] == [("Héraut", 1)]
    assert not _not_simulated(result)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("{J} Épuisez un Personnage ciblé épuisé ou dans votre Réserve.", "fr"),
        ("{J} Exhaust target Character exhausted or in your Reserve.", "en"),
    ],
)
def test_alternatives_with_no_union_are_kept_apart(text: str, lang: str) -> None:
    # exhausted, or in your Reserve: never both at once
    [op] = _ops(text, lang)
    what = op["what"]
    assert what["either"] == [
        {"exhausted": True},
        {"place": {"of": "controller", "zone": "reserve"}},
    ]
    assert "exhausted" not in what and "place" not in what and what["targeted"] is True


def test_alternatives_kept_apart_are_not_simulated(tmp_path: Path) -> None:
    extra = "  - {name: Réservé, controller: Alice, zone: reserve, type: character}\n"
    line = "{J} Épuisez un Personnage ciblé épuisé ou dans votre Réserve."
    result = play(tmp_path, _game([line], extra))
    assert not _card(result, "Réservé")["exhausted"]
    [(op, why)] = _not_simulated(result)
    assert op == "target" and "either:" in why


def test_either_status_is_still_one_selector() -> None:
    # "ciblé [[Fugace]] ou [[Boosté]]": targeted, and either status (a guard)
    [op] = _ops("{J} Un Personnage ciblé [[Fugace]] ou [[Boosté]] gagne 1 boost.", "fr")
    assert op["who"]["targeted"] is True and op["who"]["status"] == ["fleeting", "boosted"]
    assert "either" not in op["who"]


def test_no_drawn_card_from_a_made_up_game(tmp_path: Path) -> None:
    # a guard on the helper: the Héraut's line alone draws nothing
    assert _drawn(play(tmp_path, _game(["{J} Je gagne 1 boost."]))) == {}
