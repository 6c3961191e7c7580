"""Objects an op names in a place other than play ("une carte ciblée en Réserve", "each
card in your Reserve", "in play or in Reserve"): found there, of the player it says, and a
Reserve card's Coriace costs nothing (a passive works in play only: R002-18, rules 1.2.4.d).
A card whose type cannot be told (resupplied from the deck) is never guessed. Made-up card
lines, run as games."""

from __future__ import annotations

from pathlib import Path

from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

RESERVES = """  - {name: Sac, controller: Alice, zone: reserve}
  - {name: Malle, controller: Bob, zone: reserve}
  - {name: Garde, controller: Bob, zone: expedition}
"""


def _target(answer: str) -> str:
    return f"  - {{who: Alice, decide: target, answer: {answer}}}\n"


def _with(body: str, *choices: str) -> str:
    return body.replace("choices:\n", "choices:\n" + "".join(choices))


def test_exhaust_a_target_card_in_a_reserve(tmp_path: Path) -> None:
    body = _with(_game(["{J} Épuisez une carte ciblée en Réserve."], RESERVES), _target("Malle"))
    result = play(tmp_path, body)
    assert _card(result, "Malle")["exhausted"]
    assert not _card(result, "Garde")["exhausted"] and not _not_simulated(result)
    # only cards in a Reserve were offered: not the one in play
    [offered] = [e for e in kinds(result, "decision") if e["what"] == "Alice target"]
    assert offered["choice"] == "Malle"


def test_a_card_in_play_is_not_a_card_in_a_reserve(tmp_path: Path) -> None:
    # scripted a card in play: refused (not among the options), so one in a Reserve is taken
    body = _with(_game(["{J} Épuisez une carte ciblée en Réserve."], RESERVES), _target("Garde"))
    result = play(tmp_path, body)
    assert not _card(result, "Garde")["exhausted"]
    assert _card(result, "Sac")["exhausted"] or _card(result, "Malle")["exhausted"]


def test_an_opponents_reserve_is_theirs(tmp_path: Path) -> None:
    line = "{J} Épuisez chaque carte de la Réserve d'un adversaire."
    result = play(tmp_path, _game([line], RESERVES))
    assert _card(result, "Malle")["exhausted"] and not _card(result, "Sac")["exhausted"]


def test_discard_from_your_reserve(tmp_path: Path) -> None:
    body = _game(["{J} Défaussez une carte de votre Réserve."], RESERVES)
    result = before_rest(play(tmp_path, body))
    assert _card(result, "Sac")["zone"] == "discard"
    assert _card(result, "Malle")["zone"] == "reserve"


def test_a_reserve_cards_coriace_costs_nothing(tmp_path: Path) -> None:
    extra = '  - {name: Malle, controller: Bob, zone: reserve, abilities: ["[Coriace 2]."]}\n'
    body = _with(_game(["{J} Épuisez une carte ciblée en Réserve."], extra), _target("Malle"))
    result = play(tmp_path, body)
    assert _card(result, "Malle")["exhausted"]
    assert not kinds(result, "pay") and not kinds(result, "unpaid")


def test_a_resupplied_card_is_not_guessed_a_character(tmp_path: Path) -> None:
    # the card from the deck may be a Character or not: which cards may be targeted is not told
    lines = ["{J} [Ravitaillez].", "{J} Un Personnage ciblé en Réserve gagne 2 boosts."]
    body = _game(lines, "  - {name: Malle, controller: Bob, zone: reserve}\n")
    result = play(tmp_path, body)
    assert not [e for e in kinds(result, "counter") if e["now"]]
    whys = [why for op, why in _not_simulated(result)]
    assert any("from the deck is what it names" in why for why in whys), whys


def test_a_hand_cost_names_the_cards_it_allows(tmp_path: Path) -> None:
    # "de Coût de Main {3} ou moins": Géant (cost 4) is never offered, Nain (3) is
    extra = (
        "  - {name: Géant, controller: Bob, zone: expedition, cost: 4}\n"
        "  - {name: Nain, controller: Bob, zone: expedition, cost: 3}\n"
    )
    line = "{J} Un Personnage ciblé de Coût de Main {3} ou moins gagne [[Ancré]]."
    result = play(tmp_path, _with(_game([line], extra), _target("Géant")))
    gained = [(e["card"], e["status"]) for e in kinds(result, "status") if e["gained"]]
    assert gained == [("Nain", "anchored")]


def test_a_reserve_cost_at_least(tmp_path: Path) -> None:
    extra = (
        "  - {name: Géant, controller: Bob, zone: expedition, reserve_cost: 2}\n"
        "  - {name: Nain, controller: Bob, zone: expedition, reserve_cost: 1}\n"
    )
    line = "{J} Épuisez chaque Personnage de Coût de Réserve {2} ou plus."
    result = before_rest(play(tmp_path, _game([line], extra)))
    assert _card(result, "Géant")["exhausted"] and not _card(result, "Nain")["exhausted"]
    assert not _card(result, "Héraut")["exhausted"]  # its Reserve Cost: 0


def test_a_tokens_cost_is_not_told(tmp_path: Path) -> None:
    # a token has no Hand Cost its game gives: whether it is "{3} or less" is not guessed
    lines = [
        "{J} Créez un jeton Automate [3/1/1 Boulonneur] dans mon Expédition.",
        "{J} Épuisez chaque Personnage de Coût de Main {3} ou moins.",
    ]
    body = _with(_game(lines), "  - {who: Alice, decide: pending, answer: Héraut/0}\n")
    result = play(tmp_path, body)
    assert not _card(result, "Héraut")["exhausted"]
    [(op, why)] = _not_simulated(result)
    assert op == "exhaust" and why.startswith("whether Boulonneur token 1 is what it names")


def test_return_a_target_to_its_owners_hand(tmp_path: Path) -> None:
    line = "Lorsque je quitte la zone d'Expédition — Piochez une carte."
    rival = f'  - {{name: Garde, controller: Bob, zone: expedition, abilities: ["{line}"]}}\n'
    lines = ["{J} Renvoyez un Personnage ciblé dans la main de son propriétaire."]
    result = before_rest(play(tmp_path, _with(_game(lines, rival), _target("Garde"))))
    assert _card(result, "Garde")["zone"] == "hand"
    assert _drawn(result) == {"Bob": 1}  # it left the Expedition zone


def test_return_a_spell_from_your_reserve_to_your_hand(tmp_path: Path) -> None:
    extra = (
        "  - {name: Sort, controller: Alice, zone: reserve, type: spell}\n"
        "  - {name: Sac, controller: Alice, zone: reserve}\n"
    )
    line = "{J} Vous pouvez renvoyer un Sort de votre Réserve dans votre main."
    result = before_rest(play(tmp_path, _game([line], extra)))
    assert _card(result, "Sort")["zone"] == "hand" and _card(result, "Sac")["zone"] == "reserve"


def test_into_your_hand_a_card_you_do_not_own_is_not_simulated(tmp_path: Path) -> None:
    lines = ["{J} Renvoyez un Personnage ciblé dans votre main."]
    result = before_rest(play(tmp_path, _with(_game(lines, RESERVES), _target("Garde"))))
    assert _card(result, "Garde")["zone"] == "expedition"
    [(op, why)] = _not_simulated(result)
    assert op == "move" and why.startswith("a card put in the hand of a player who does not")
