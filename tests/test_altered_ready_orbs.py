"""Mana Orbs readied by an effect ("Redressez deux Orbes de Mana" / "Ready two Mana Orbs",
runtime/altered/mana.py ``ready``): that many of the controller's exhausted orbs are ready
again, and pay for what they play next; fewer when fewer are exhausted (the rest of the
step cannot be done, comprehensive rules 1.4.1.c). Before, it was not simulated ("how many
it is done to", "the objects it names"). Made-up card lines, run as games: Alice has 3 Mana
Orbs."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.altered.engine import Result
from tests.test_altered_conditions import _ops
from tests.test_altered_not_simulated import _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

# A second card of Alice's, cost 2, played on her next turn if she can pay for it.
SUIVANT = "  - {name: Suivant, controller: Alice, cost: 2}\n"
TWO_TURNS = "[[{play: Héraut}], [{play: Suivant}]]"


def _readied(result: Result) -> list[tuple[int, int]]:
    return [(e["readied"], e["ready"]) for e in kinds(result, "orbs")]


def _zone(result: Result, name: str) -> str:
    return str(next(c for c in before_rest(result).cards if c["name"] == name)["zone"])


def test_two_orbs_readied_pay_for_the_next_card(tmp_path: Path) -> None:
    # Héraut costs all 3 orbs; two are readied, and Suivant (2) is played with them
    line = "{J} Redressez deux Orbes de Mana."
    result = play(tmp_path, _game([line], SUIVANT, TWO_TURNS, cost=3))
    assert _readied(result) == [(2, 2)]
    assert _zone(result, "Suivant") == "expedition"
    assert not _not_simulated(result)


def test_without_them_the_next_card_is_not_paid_for(tmp_path: Path) -> None:
    # (a guard) the same game with a line that readies nothing: Suivant stays in the hand
    result = play(tmp_path, _game(["{J} Piochez une carte."], SUIVANT, TWO_TURNS, cost=3))
    assert _readied(result) == []
    assert _zone(result, "Suivant") == "hand"


@pytest.mark.parametrize(("cost", "readied"), [(1, [(1, 3)]), (3, [(2, 2)])])
def test_as_many_as_are_exhausted(
    tmp_path: Path, cost: int, readied: list[tuple[int, int]]
) -> None:
    result = play(tmp_path, _game(["{J} Ready two Mana Orbs."], cost=cost))
    assert _readied(result) == readied


def test_none_exhausted_is_nothing_to_do(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Redressez trois Orbes de Mana."], cost=0))
    assert _readied(result) == [] and not _not_simulated(result)
    [(op, status)] = _ops(result)
    assert op == "ready" and status != "done"


def test_if_you_do_after_a_cost_paid(tmp_path: Path) -> None:
    # "Vous pouvez payer {1} pour redresser deux Orbes de Mana": paid with one of the 3 ready
    # orbs, then two readied (Héraut cost 2: 3 exhausted, then 1 ready)
    line = "{J} Vous pouvez payer {1} pour redresser deux Orbes de Mana."
    result = play(tmp_path, _game([line], cost=2))
    assert _readied(result) == [(2, 2)]
