"""Exchanges, the op ``swap`` (runtime/altered/exchanges.py): a target in the Reserve for a
card of the hand, and two targets' boosts ("Ciblez deux Personnages", targets.py: N
targets). Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _not_simulated
from tests.test_altered_reveal import EXPAND, _run
from tests.test_rules_002 import fired, kinds

PLACES = "Échangez un Personnage ciblé de votre Réserve avec un Sort de votre main."
BOOSTS = "Ciblez deux Personnages [[Boostés]] en Réserve ou en jeu et échangez leurs boosts."

VIGIE = (
    "  - {name: Vigie, controller: Alice, zone: expedition,"
    ' abilities: ["Lorsqu\'une carte rejoint votre Réserve — Je gagne 1 boost."]}\n'
)


def _spell(tmp_path: Path, line: str, cards: str, choices: str = "", deck: int = 0) -> Result:
    """Alice plays a Spell saying ``line`` on her first turn; her deck holds ``deck`` cards
    the game does not name (none: no card drawn in the Morning is in her hand unnamed)."""
    body = (
        "cards:\n"
        f'  - {{name: Échange, controller: Alice, type: spell, cost: 1, abilities: ["{line}"]}}\n'
        + cards
        + EXPAND
        + choices
        + "turns:\n  Alice: [[{play: Échange}]]\n"
    )
    return _run(tmp_path, body, deck)


def _zone(result: Result, name: str) -> str:
    return str(_card(result, name)["zone"])


HEROS = "  - {name: Héros, controller: Alice, zone: reserve}\n"
NOTE = "  - {name: Note, controller: Alice, zone: hand, type: spell}\n"
CHANT = "  - {name: Chant, controller: Alice, zone: hand, type: spell}\n"


def test_a_target_in_the_reserve_is_exchanged_with_a_card_of_the_hand(tmp_path: Path) -> None:
    choice = "  - {who: Alice, decide: hand, answer: Chant}\n"
    result = _spell(tmp_path, PLACES, HEROS + NOTE + CHANT + VIGIE, choice)
    assert [_zone(result, n) for n in ("Héros", "Note", "Chant")] == ["hand", "hand", "reserve"]
    # the Chant joins the Reserve (the Vigie answers it, and the Spell after it; not the
    # Héros going to the hand)
    afternoon = [e["reaction"] for e in kinds(result, "fires") if e["phase"] == "afternoon"]
    assert afternoon == ["Vigie/0", "Vigie/0"]
    assert not _not_simulated(result)


def test_both_cards_move_at_once(tmp_path: Path) -> None:
    # one exchange, not two moves: as the Note joins the Reserve, the Héros was still there
    # before it (R002-13), so its support reaction (R002-18: it works in the Reserve) is
    # activated; not by the Spell joining the Reserve after the exchange
    support = "{I} Lorsqu'une carte rejoint votre Réserve — Piochez une carte."
    heros = f'  - {{name: Héros, controller: Alice, zone: reserve, abilities: ["{support}"]}}\n'
    result = _spell(tmp_path, PLACES, heros + NOTE)
    assert [_zone(result, n) for n in ("Héros", "Note")] == ["hand", "reserve"]
    assert fired(result) == ["Héros/0"]


def test_a_hand_of_cards_not_named_is_not_guessed(tmp_path: Path) -> None:
    # the Morning's two cards drawn are not named: which of them is given is not told
    result = _spell(tmp_path, PLACES, HEROS, deck=30)
    [(op, why)] = _not_simulated(result)
    assert op == "swap" and why.startswith("which card of the hand is exchanged")
    assert _zone(result, "Héros") == "reserve"


def test_nothing_is_exchanged_for_an_empty_hand(tmp_path: Path) -> None:
    result = _spell(tmp_path, PLACES, HEROS)
    assert _zone(result, "Héros") == "reserve"
    assert [e["status"] for e in kinds(result, "op") if e["op"] == "swap"] == ["nothing to do"]


def test_two_targets_exchange_their_boosts(tmp_path: Path) -> None:
    cards = (
        "  - {name: Ami, controller: Alice, zone: expedition, counters: {boost: 1}}\n"
        "  - {name: Rival, controller: Bob, zone: expedition, counters: {boost: 3}}\n"
    )
    result = _spell(tmp_path, BOOSTS, cards)
    counters = {e["card"]: e["now"] for e in kinds(result, "counter")}
    assert counters == {"Ami": 3, "Rival": 1}
    changes = [
        (e["actor"], e["event"], e["qualifiers"].get("count")) for e in kinds(result, "event")
    ]
    assert ("Ami", "counter.gain", 2) in changes and ("Rival", "counter.lose", 2) in changes
    assert not _not_simulated(result)


def test_two_targets_among_fewer_are_not_simulated(tmp_path: Path) -> None:
    # one Boosted Character only: "two targets" cannot be chosen; nothing is exchanged
    cards = (
        "  - {name: Ami, controller: Alice, zone: expedition, counters: {boost: 1}}\n"
        "  - {name: Rival, controller: Bob, zone: expedition}\n"
    )
    result = _spell(tmp_path, BOOSTS, cards)
    assert "2 targets among 1 (fewer than it targets) is not simulated" in [
        why for _, why in _not_simulated(result)
    ]
    assert not kinds(result, "counter")


def test_two_targets_with_as_many_boosts_exchange_nothing(tmp_path: Path) -> None:
    # the same number on each: no boost gained or lost, no event, nothing to do
    cards = (
        "  - {name: Ami, controller: Alice, zone: expedition, counters: {boost: 2}}\n"
        "  - {name: Rival, controller: Bob, zone: expedition, counters: {boost: 2}}\n"
    )
    result = _spell(tmp_path, BOOSTS, cards)
    assert not kinds(result, "counter")
    assert not [e for e in kinds(result, "event") if e["event"].startswith("counter.")]
    assert [e["status"] for e in kinds(result, "op") if e["op"] == "swap"] == ["nothing to do"]
