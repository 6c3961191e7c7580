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


# An X in a cost filter (round 37): "de Coût de Main {X}+{1} ou moins, X étant mon nombre de
# compteurs Arcane" counted as the effect is played, when its targets are chosen; before,
# "what X counts". Sage (Hand Cost 5) has the Arcane counters; Bob's Garde costs 3, Géant 4.
COSTS = (
    "  - {name: Garde, controller: Bob, zone: expedition, cost: 3}\n"
    "  - {name: Géant, controller: Bob, zone: expedition, cost: 4}\n"
)


def _noon(line: str, arcane: int) -> str:
    sage = (
        f'  - {{name: Sage, controller: Alice, zone: expedition, cost: 5, abilities: ["{line}"],'
        f" counters: {{arcane: {arcane}}}}}\n"
    )
    return _game([], sage + COSTS)


@pytest.mark.parametrize(("arcane", "discarded"), [(2, ["Garde"]), (3, ["Garde", "Géant"])])
def test_x_in_a_cost_filter_is_counted_as_targets_are_chosen(
    tmp_path: Path, arcane: int, discarded: list[str]
) -> None:
    # with 2 counters only Garde (3) may be targeted; with 3, Géant (4) too: the effect
    # targets one, and the other stays (seeded choice among those it may target)
    line = (
        "At Noon — Discard target Character with Hand Cost {X}+{1} or less, where X is my"
        " number of Arcane counters."
    )
    result = play(tmp_path, _noon(line, arcane))
    [moved] = [e["card"] for e in kinds(result, "zone") if e["to"] == "discard"]
    assert moved in discarded
    assert not _not_simulated(result)


def test_x_in_a_cost_filter_of_each_character(tmp_path: Path) -> None:
    line = (
        "À Midi — Chaque Personnage de Coût de Main {X} ou plus gagne 1 boost, X étant mon"
        " nombre de compteurs Arcane."
    )
    result = play(tmp_path, _noon(line, 4))
    assert sorted(e["card"] for e in kinds(result, "counter") if e["counter"] == "boost") == [
        "Géant",
        "Sage",
    ]
    assert not _not_simulated(result)
