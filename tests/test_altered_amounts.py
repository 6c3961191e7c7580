"""Amounts counted from the game (runtime/altered/amounts.py): "X étant le résultat" / "where X
is the result" (the die this effect rolled), "par Personnage que vous contrôlez" / "per
Character you control" (the objects counted now). What cannot be counted stays not
simulated. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from counterplay.runtime.altered import amounts
from counterplay.runtime.altered.engine import Result
from counterplay.runtime.altered.unfollowed import why_not
from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play


def _boosts(result: Result) -> list[int]:
    return [e["now"] for e in kinds(result, "counter") if e["card"] == "Héraut"]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_x_is_the_result_of_the_die(tmp_path: Path, seed: int) -> None:
    result = play(
        tmp_path, _game(["{J} Lancez un dé. Je gagne X boosts, X étant le résultat."]), seed
    )
    [roll] = kinds(result, "roll")
    assert _boosts(result)[:1] == [roll["result"]]


def test_x_with_no_die_rolled_is_not_simulated(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Je gagne X boosts, X étant le résultat."]))
    assert _boosts(result) == []
    [(op, why)] = _not_simulated(result)
    assert op == "counter.gain" and why.startswith("what X counts (no die rolled before it")


@pytest.mark.parametrize(("allies", "boosts"), [(0, [1]), (2, [3])])
def test_per_character_you_control(tmp_path: Path, allies: int, boosts: list[int]) -> None:
    # Héraut itself is one; Bob's Character is not counted
    extra = "".join(
        f"  - {{name: Allié{k}, controller: Alice, zone: expedition}}\n" for k in range(allies)
    )
    extra += "  - {name: Rival, controller: Bob, zone: expedition}\n"
    result = play(
        tmp_path, _game(["{J} Je gagne 1 boost par Personnage que vous contrôlez."], extra)
    )
    assert _boosts(result)[:1] == boosts


def test_draw_per_character(tmp_path: Path) -> None:
    extra = "  - {name: Allié, controller: Alice, zone: expedition}\n"
    line = "{J} Piochez une carte pour chaque Personnage que vous contrôlez."
    assert _drawn(play(tmp_path, _game([line], extra))) == {"Alice": 2}


def test_one_boost_per_mana_orb_counts_the_controllers_orbs(tmp_path: Path) -> None:
    # Alice has 3 Mana Orbs (HEAD's mana: 3)
    line = "{J} Je gagne 1 boost par Orbe de Mana dans votre zone de Mana."
    result = before_rest(play(tmp_path, _game([line])))
    assert _card(result, "Héraut")["counters"] == {"boost": 3}
    assert not _not_simulated(result)


def test_one_boost_per_card_in_hand_counts_drawn_and_named_cards(tmp_path: Path) -> None:
    # the Morning's two drawn (unnamed) and Vieux, named, in Alice's hand; Bob's not counted
    extra = "  - {name: Vieux, controller: Alice}\n  - {name: Autre, controller: Bob}\n"
    line = "{J} Je gagne 1 boost pour chaque carte dans votre main."
    result = before_rest(play(tmp_path, _game([line], extra)))
    assert _card(result, "Héraut")["counters"] == {"boost": 3}
    assert not _not_simulated(result)


def _noon_sage(line: str, arcane: int) -> str:
    """Sage, in Alice's Expedition with ``arcane`` Arcane counters, does ``line`` at Noon;
    Allié is the only other Character."""
    sage = (
        f'  - {{name: Sage, controller: Alice, zone: expedition, abilities: ["{line}"],'
        f" counters: {{arcane: {arcane}}}}}\n"
        "  - {name: Allié, controller: Alice, zone: expedition}\n"
    )
    return _game(["{J} Piochez une carte."], sage)


@pytest.mark.parametrize(("arcane", "boosts"), [(0, 2), (3, 5)])
def test_x_plus_two_is_my_number_of_counters_plus_two(
    tmp_path: Path, arcane: int, boosts: int
) -> None:
    # before: "what X counts (x: {of: counters, ...})", no boost given
    line = "À Midi — Un Personnage ciblé gagne X+2 boosts, X étant mon nombre de compteurs Arcane."
    body = _noon_sage(line, arcane).replace(
        "choices:\n", "choices:\n  - {who: Alice, decide: target, answer: Allié}\n"
    )
    result = play(tmp_path, body)
    gains = [e["now"] for e in kinds(result, "counter") if e["card"] == "Allié"]
    assert gains[:1] == [boosts]
    assert not _not_simulated(result)


def test_x_is_my_number_of_counters_in_english(tmp_path: Path) -> None:
    line = "At Noon — I gain X boosts, where X is my number of Arcane counters."
    result = play(tmp_path, _noon_sage(line, 2))
    assert [e["now"] for e in kinds(result, "counter") if e["card"] == "Sage"][:1] == [2]
    assert not _not_simulated(result)


def test_another_x_stays_not_simulated() -> None:
    # made-up IR: X of the lowest statistic (its highest is counted since round 37:
    # tests/test_altered_counted_from_the_game.py), X of another card's counters, "2X"
    game: Any = SimpleNamespace(players=[None, None])
    gain = {"op": "counter.gain", "who": {"role": "self"}, "counter": "boost"}
    mine = {"of": "counters", "who": {"role": "self"}, "counter": "arcane"}
    assert why_not(game, amounts.stripped({**gain, "amount": "X+1", "x": mine})) is None
    for x, amount in [
        ({"of": "statistic", "which": "lowest", "who": {"role": "it"}}, "X"),
        ({**mine, "who": {"role": "it"}}, "X"),
        (mine, "2X"),
    ]:
        why = why_not(game, amounts.stripped({**gain, "amount": amount, "x": x}))
        assert why is not None and why.startswith("what X counts")


def test_per_character_target_opponent_controls(tmp_path: Path) -> None:
    # "target opponent" of two players is the one opponent: Bob's three Characters
    # counted, not Alice's two (before: "the count it is multiplied by", no draw)
    extra = "  - {name: Allié, controller: Alice, zone: expedition}\n" + "".join(
        f"  - {{name: Rival{k}, controller: Bob, zone: expedition}}\n" for k in range(3)
    )
    line = "{J} Draw a card per Character target opponent controls."
    result = play(tmp_path, _game([line], extra))
    assert _drawn(result) == {"Alice": 3} and not _not_simulated(result)
