"""Conditions that compare two players' counts, and count base statistics
(runtime/altered/conditions.py): "Si vous avez moins de cartes en Réserve qu'un adversaire
ciblé" / "If an opponent controls more Characters than you" (``COMPARED``), "Si vous avez au
moins trois statistiques de base de 0 parmi les Personnages que vous contrôlez". Made-up card
lines, run as games."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from counterplay.runtime.altered import conditions
from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _drawn, _not_simulated
from tests.test_altered_not_simulated import _game as herald
from tests.test_rules_002 import kinds, play

FEWER = "{J} Si vous avez moins de cartes en Réserve qu'un adversaire ciblé, piochez deux cartes."


def _game(line: str, extra: str = "", stats: str = "{forest: 1, mountain: 1, water: 1}") -> str:
    """Alice plays Héraut (cost 0, ``stats``), whose line is ``line``."""
    return herald([line], extra, stats=stats)


def _reserve(owner: str, n: int) -> str:
    card = "  - {{name: {0}{1}, controller: {0}, zone: reserve}}\n"
    return "".join(card.format(owner, k) for k in range(n))


@pytest.mark.parametrize(("alice", "bob", "drawn"), [(0, 1, 2), (1, 1, 0), (2, 1, 0)])
def test_fewer_cards_in_reserve_than_target_opponent(
    tmp_path: Path, alice: int, bob: int, drawn: int
) -> None:
    # before: "a condition it cannot tell", nothing drawn
    result = play(tmp_path, _game(FEWER, _reserve("Alice", alice) + _reserve("Bob", bob)))
    assert _drawn(result).get("Alice", 0) == drawn
    assert not _not_simulated(result)


@pytest.mark.parametrize(("rivals", "drawn"), [(1, 0), (2, 1)])
def test_an_opponent_controls_more_characters_than_you(
    tmp_path: Path, rivals: int, drawn: int
) -> None:
    # Alice controls Héraut alone; Bob's Characters in his Expedition
    line = "{J} If an opponent controls more Characters than you, draw a card."
    extra = "".join(
        f"  - {{name: Rival{k}, controller: Bob, zone: expedition}}\n" for k in range(rivals)
    )
    result = play(tmp_path, _game(line, extra))
    assert _drawn(result).get("Alice", 0) == drawn
    assert not _not_simulated(result)


def test_which_opponent_of_several_is_not_told() -> None:
    game: Any = SimpleNamespace(players=[SimpleNamespace(name=n) for n in ("A", "B", "C")])
    ctx: Any = SimpleNamespace(player=game.players[0])
    with pytest.raises(conditions.Unfollowed, match="which opponent"):
        conditions._one_player(game, {"role": "opponent", "targeted": True}, ctx)


BASE = (
    "{J} Si vous avez au moins trois statistiques de base de 0 parmi les Personnages que vous"
    " contrôlez, je gagne 3 boosts."
)


def _boosts(result: Result) -> list[int]:
    return [e["now"] for e in kinds(result, "counter") if e["card"] == "Héraut"]


@pytest.mark.parametrize(
    ("allies", "boosts"),
    [
        ("{forest: 0, mountain: 2, water: 0}", []),  # two zeros (Bob's are not counted)
        ("{forest: 0, mountain: 0, water: 0}", [3]),  # three on one card
    ],
)
def test_base_statistics_of_zero_among_characters_you_control(
    tmp_path: Path, allies: str, boosts: list[int]
) -> None:
    extra = (
        f"  - {{name: Allié, controller: Alice, zone: expedition, stats: {allies}}}\n"
        "  - {name: Rival, controller: Bob, zone: expedition,"
        " stats: {forest: 0, mountain: 0, water: 0}}\n"
    )
    result = play(tmp_path, _game(BASE, extra))
    assert _boosts(result)[:1] == boosts
    assert not _not_simulated(result)


def test_base_statistics_counted_across_cards(tmp_path: Path) -> None:
    # Héraut has one zero, the Allié two: three
    extra = "  - {name: Allié, controller: Alice, zone: expedition, stats: {forest: 0, water: 3}}\n"
    result = play(tmp_path, _game(BASE, extra, "{forest: 0, mountain: 1, water: 1}"))
    assert _boosts(result)[:1] == [3]


def test_base_statistics_in_play_and_in_reserve_stay_untold() -> None:
    # "... que vous contrôlez et dans votre Réserve": both places; the IR says one
    among = {
        "role": "object", "type": ["character"], "controlled_by": "controller",
        "place": {"of": "controller", "zone": "reserve"}, "count": "each",
    }  # fmt: skip
    what = {"of": "base_stats", "value": 0, "among": among, "count": {"at_least": 9}}
    assert not conditions.told({"test": "exists", "what": what})
    plain = {k: v for k, v in among.items() if k != "place"}
    assert conditions.told({"test": "exists", "what": {**what, "among": plain}})
