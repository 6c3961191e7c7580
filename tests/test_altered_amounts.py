"""Amounts counted from the game (runtime/altered/amounts.py): "X étant le résultat" / "where X
is the result" (the die this effect rolled), "par Personnage que vous contrôlez" / "per
Character you control" (the objects counted now). What cannot be counted stays not
simulated. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.altered.engine import Result
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
