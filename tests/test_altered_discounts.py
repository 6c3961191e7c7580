"""Cost reductions: "Le prochain Personnage que vous jouez cet Après-midi coûte {2} de
moins" makes the next card of that kind its controller plays cost less, once, not below zero
or the minimum it names; one not used ends with its turn or Afternoon. Made-up card lines,
run as games (Alice has three Mana Orbs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.altered import discounts
from counterplay.runtime.altered.cards import Card
from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

GIANT = "  - {name: Géant, controller: Alice, cost: 4}\n"
TWO_TURNS = "[[{play: Héraut}], [{play: Géant}]]"
# Day 2's Morning: neither player puts a card in Mana (the Giant stays in hand).
DAY_2_EXPANDS = "".join(
    f"  - {{who: {p}, decide: expand, answer: null}}\n" for p in ("Alice", "Bob")
)


def _notes(result: Result) -> list[str]:
    return [str(e["text"]) for e in kinds(result, "note")]


def _refused(result: Result) -> list[str]:
    """The scripted plays refused (R012, at the play's line: exit status 1)."""
    return [d.message for d in result.diagnostics if d.code == "R012" and d.span is not None]


def test_the_next_character_played_this_afternoon_costs_less(tmp_path: Path) -> None:
    line = "{J} Le prochain Personnage que vous jouez cet Après-midi coûte {2} de moins."
    result = before_rest(play(tmp_path, _game([line], GIANT, TWO_TURNS)))
    assert _card(result, "Géant")["zone"] == "expedition"  # 4 - 2: Alice's three Orbs pay
    assert any(n.startswith("Géant costs 2, not 4:") for n in _notes(result))
    assert not _not_simulated(result)


def test_a_discount_for_this_turn_ends_with_it(tmp_path: Path) -> None:
    # the Herald's play ends the turn: the Giant, next turn, costs its 4
    line = "{J} La prochaine carte que vous jouez ce tour-ci coûte {2} de moins."
    result = play(tmp_path, _game([line], GIANT, TWO_TURNS))
    assert _card(result, "Géant")["zone"] == "hand"
    assert any(n.startswith("unused, it ends:") for n in _notes(result))
    assert "Alice cannot pay 4 for Géant" in _refused(result)


def test_a_discount_is_for_its_kind_of_card_only(tmp_path: Path) -> None:
    line = "{J} Le prochain Sort que vous jouez cet Après-midi coûte {2} de moins."
    result = play(tmp_path, _game([line], GIANT, TWO_TURNS))
    assert _card(result, "Géant")["zone"] == "hand"


def test_a_discount_stops_at_its_minimum(tmp_path: Path) -> None:
    line = (
        "{J} Le prochain Personnage que vous jouez cet Après-midi coûte {4} de moins,"
        " jusqu'à un minimum de {1}."
    )
    result = play(tmp_path, _game([line], GIANT, TWO_TURNS))
    assert any(n.startswith("Géant costs 1, not 4:") for n in _notes(result))


def test_a_discount_is_used_once(tmp_path: Path) -> None:
    line = "{J} Le prochain Personnage que vous jouez cet Après-midi coûte {2} de moins."
    extra = GIANT + GIANT.replace("Géant", "Titan").replace("cost: 4", "cost: 3")
    turns = "[[{play: Héraut}], [{play: Géant}], [{play: Titan}]]"
    result = before_rest(play(tmp_path, _game([line], extra, turns)))
    # the Giant takes the discount and 2 of the 3 Orbs; the Titan costs its 3, not 1
    assert _card(result, "Géant")["zone"] == "expedition"
    assert _card(result, "Titan")["zone"] == "hand"


def test_a_discount_this_afternoon_granted_at_dusk_is_not_simulated(tmp_path: Path) -> None:
    line = "Au Crépuscule — La prochaine carte que vous jouez cet Après-midi coûte {1} de moins."
    extra = f'  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'
    result = play(tmp_path, _game([], extra))
    whys = [why for op, why in _not_simulated(result) if op == "cost.reduce"]
    assert whys and whys[0].startswith("which Afternoon 'cet Après-midi' is")


def test_a_discount_is_its_players_only(tmp_path: Path) -> None:
    # Alice's discount: Bob's Giant, played next, costs its 4 (Bob has three Orbs)
    line = "{J} Le prochain Personnage que vous jouez cet Après-midi coûte {2} de moins."
    giant = GIANT.replace("Alice", "Bob")
    game = _game([line], giant) + "  Bob: [[{play: Géant}]]\n"
    result = play(tmp_path, game)
    assert _card(result, "Géant")["zone"] == "hand"
    assert "Bob cannot pay 4 for Géant" in _refused(result)


def test_a_discount_this_afternoon_ends_with_it(tmp_path: Path) -> None:
    # unused on day 1, it does not lower the Giant Alice plays on day 2
    line = "{J} Le prochain Personnage que vous jouez cet Après-midi coûte {2} de moins."
    turns = "[[{play: Héraut}], [pass], [{play: Géant}]]"
    game = _game([line], GIANT, turns).replace("choices:\n", "choices:\n" + DAY_2_EXPANDS)
    result = play(tmp_path, "days: 2\n" + game)
    assert _card(result, "Géant")["zone"] == "hand"
    assert "Alice cannot pay 4 for Géant" in _refused(result)


def test_a_discount_this_turn_granted_with_no_turn_is_not_simulated(tmp_path: Path) -> None:
    line = "À Midi — La prochaine carte que vous jouez ce tour-ci coûte {1} de moins."
    extra = f'  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'
    result = play(tmp_path, _game([], extra))
    whys = [why for op, why in _not_simulated(result) if op == "cost.reduce"]
    assert whys == ["which turn 'ce tour-ci' is (no turn is being played) is not simulated"]


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("Le prochain Personnage que vous jouez ce jour-ci coûte {1} de moins.",
         "how long it lasts"),
        ("Le prochain Personnage Animal que vous jouez cet Après-midi coûte {1} de moins.",
         "what it makes cost less"),
        ("Le prochain Personnage que vous jouez cet Après-midi coûte {4} de moins, jusqu'à un"
         " minimum de {X}.", "the minimum it stops at (floor: X)"),
    ],
)  # fmt: skip
def test_a_discount_it_cannot_follow_is_not_simulated(tmp_path: Path, line: str, why: str) -> None:
    result = play(tmp_path, _game(["{J} " + line], GIANT, TWO_TURNS))
    [(op, said)] = _not_simulated(result)
    assert op == "cost.reduce" and said.startswith(why)
    assert _card(result, "Géant")["zone"] == "hand"


def test_what_of_a_discount_is_not_followed() -> None:
    # each part of the next card it names: who plays it, its kind, how long it waits
    what = {"role": "object", "next_played_by": "controller", "type": ["spell"], "until": "turn"}
    assert discounts.unfollowed(what) is None
    assert discounts.unfollowed(what | {"next_played_by": "opponent"}) == (
        "who plays what it makes cost less"
    )
    kind = discounts.unfollowed(what | {"type": ["animal"]})
    assert kind == "the kind of card it makes cost less"
    assert discounts.unfollowed(what | {"until": "day"}) == "how long it lasts"
    assert discounts.unfollowed({"role": "object", "type": ["spell"]}) == "what it makes cost less"


def test_a_minimum_never_raises_a_cost() -> None:
    # "coûte {4} de moins, jusqu'à un minimum de {1}": a card of 0 still costs 0, not 1
    discount = discounts.Discount("Alice", {"role": "object", "type": ["character"]}, 4, 1, "turn")
    lutin = Card("Lutin", "Alice")
    costs = [discounts.cost([discount], "Alice", lutin, base)[0] for base in (0, 1, 2, 6)]
    assert costs == [0, 1, 1, 2]
    assert discounts.cost([discount], "Bob", lutin, 6) == (6, [])
