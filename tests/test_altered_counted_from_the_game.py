"""Amounts counted from the game, round 37 (runtime/altered/amounts.py): "X étant le nombre de
cartes en Réserve d'un joueur ciblé" / "where X is the number of cards in target player's
Reserve" (X of ``count``, a target player's place chosen as it is counted), "X étant sa
statistique la plus élevée" / "where X equals its highest statistic" (of the card "it"
names, boosts included), tokens "created X" (their ``count``) and tokens created "per"
object ("un jeton ... par Personnage que vous contrôlez"). Before, each was not simulated
("what X counts", "how many it is done to", "the count it is multiplied by"). Made-up card
lines, run as games."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _game, _not_simulated
from tests.test_altered_tokens import _created, _with
from tests.test_rules_002 import kinds, play

# Bob has two cards in his Reserve, Alice one.
RESERVES = (
    "  - {name: Malle, controller: Bob, zone: reserve}\n"
    "  - {name: Coffre, controller: Bob, zone: reserve}\n"
    "  - {name: Sac, controller: Alice, zone: reserve}\n"
)


def _chose(answer: str) -> str:
    return f"{{who: Alice, decide: target, answer: {answer}}}"


def _boosts(result: Result, card: str) -> list[int]:
    return [e["now"] for e in kinds(result, "counter") if e["card"] == card]


@pytest.mark.parametrize(("player", "count"), [("Bob", 2), ("Alice", 1)])
def test_tokens_in_it_as_many_as_cards_in_target_players_reserve(
    tmp_path: Path, player: str, count: int
) -> None:
    line = (
        "{J} Ciblez une Expédition. Créez-y X jetons Automate [3/1/2 Rouage], X étant le"
        " nombre de cartes en Réserve d'un joueur ciblé."
    )
    game = _with(_game([line], RESERVES), _chose("Alice's companion Expedition"), _chose(player))
    result = play(tmp_path, game)
    assert [to for *_, to in _created(result)] == ["Alice's companion Expedition"] * count
    assert not _not_simulated(result)


def test_an_empty_reserve_counts_no_token(tmp_path: Path) -> None:
    line = (
        "{J} Target an Expedition. Create X [Rouage 3/1/2] Robot tokens in it, where X is the"
        " number of cards in target player's Reserve."
    )
    game = _with(_game([line]), _chose("Bob's hero Expedition"), _chose("Bob"))
    result = play(tmp_path, game)
    assert _created(result) == [] and not _not_simulated(result)
    [create] = [e for e in kinds(result, "op") if e["op"] == "token.create"]
    assert create["status"] == "nothing to do"


def test_a_gain_of_x_counted_in_target_players_reserve(tmp_path: Path) -> None:
    line = "{J} I gain X boosts, where X is the number of cards in target player's Reserve."
    result = play(tmp_path, _with(_game([line], RESERVES), _chose("Bob")))
    assert _boosts(result, "Héraut")[:1] == [2]
    assert not _not_simulated(result)


def test_a_draw_of_x_counts_the_characters_you_control(tmp_path: Path) -> None:
    # Héraut and Allié are Alice's; Rival, Bob's, is not counted
    extra = (
        "  - {name: Allié, controller: Alice, zone: expedition}\n"
        "  - {name: Rival, controller: Bob, zone: expedition}\n"
    )
    line = "{J} Piochez X cartes, X étant le nombre de Personnages que vous contrôlez."
    result = play(tmp_path, _game([line], extra))
    drawn = [e["count"] for e in kinds(result, "draw") if e["phase"] != "morning"]
    assert drawn[:1] == [2] and not _not_simulated(result)


# Bob's Garde: printed 1/4/2, with one boost: its highest statistic is 5.
GARDE = (
    "  - {name: Garde, controller: Bob, zone: expedition,"
    " stats: {forest: 1, mountain: 4, water: 2}, counters: {boost: 1}}\n"
)


@pytest.mark.parametrize(
    "line",
    [
        "{J} Ciblez un Personnage. Je gagne X boosts, X étant sa statistique la plus élevée.",
        "{J} Target a Character. I gain X boosts, where X equals its highest statistic.",
    ],
)
def test_x_is_the_highest_statistic_of_the_target(tmp_path: Path, line: str) -> None:
    result = play(tmp_path, _with(_game([line], GARDE), _chose("Garde")))
    assert _boosts(result, "Héraut")[:1] == [5]
    assert not _not_simulated(result)


def test_x_of_a_card_whose_statistics_are_not_given_is_not_simulated(tmp_path: Path) -> None:
    # a card put in the Reserve from the deck is unnamed: its statistics are not told
    line = "{J} [Ravitaillez]. Je gagne X boosts, X étant sa statistique la plus élevée."
    result = play(tmp_path, _game([line]))
    assert _boosts(result, "Héraut") == []
    [(op, why)] = _not_simulated(result)
    assert op == "counter.gain" and why.startswith("what X counts (the highest statistic")


@pytest.mark.parametrize(("allies", "tokens"), [(0, 1), (2, 3)])
def test_one_token_per_character_you_control(tmp_path: Path, allies: int, tokens: int) -> None:
    extra = "".join(
        f"  - {{name: Allié{k}, controller: Alice, zone: expedition}}\n" for k in range(allies)
    )
    line = "{J} Create one [Rouage 3/1/2] Robot token in my Expedition per Character you control."
    result = play(tmp_path, _game([line], extra))
    assert [to for *_, to in _created(result)] == ["Alice's hero Expedition"] * tokens
    assert not _not_simulated(result)


def test_x_tokens_as_many_as_the_characters_you_control(tmp_path: Path) -> None:
    # before: "how many it is done to (count: X)" (tests/test_altered_tokens.py said so)
    extra = "  - {name: Allié, controller: Alice, zone: expedition}\n"
    line = (
        "{J} Créez X jetons Automate [3/1/2 Rouage] dans mon Expédition, X étant le nombre"
        " de Personnages que vous contrôlez."
    )
    result = play(tmp_path, _game([line], extra))
    assert [to for *_, to in _created(result)] == ["Alice's hero Expedition"] * 2
    assert not _not_simulated(result)
