"""A player's whole hand or Reserve discarded: "Défaussez votre main" / "Discard your hand",
"Chaque joueur défausse sa main" / "Each player discards their hand", "Each player discards
their Reserve" (runtime/altered/hands.py ``emptied``, doers.py). Every card of it goes to the
discard pile: the named ones and the ones drawn that the game does not name (made as they
leave, as a deck's are); each player's own (doers.py: "sa" / "their" is the player doing it,
never the effect's controller; places.py's "votre" likewise). Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_doers import _game
from tests.test_altered_not_simulated import _card, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

HANDS = """  - {name: Nain, controller: Alice, zone: hand, cost: 1}
  - {name: Géant, controller: Bob, zone: hand, cost: 2}
  - {name: Sac, controller: Alice, zone: reserve}
  - {name: Malle, controller: Bob, zone: reserve}
"""


def _hands(result: Result) -> dict[str, int]:
    """Each player's unnamed cards in hand, as the final state reports them."""
    return {p["name"]: p["hand"] for p in result.players}


def _discarded(result: Result) -> list[str]:
    """The cards that went to a discard pile from a hand, in order."""
    return [e["card"] for e in kinds(result, "zone") if e["frm"] == "hand" and e["to"] == "discard"]


def test_each_player_discards_their_whole_hand(tmp_path: Path) -> None:
    # before: "who does or gets it" (who: each player), nothing discarded
    line = "{J} Chaque joueur défausse sa main."
    result = before_rest(play(tmp_path, _game(line, HANDS)))
    assert [_card(result, n)["zone"] for n in ("Nain", "Géant")] == ["discard", "discard"]
    # the two cards each drew in the Morning, unnamed, went too
    assert _hands(result) == {"Alice": 0, "Bob": 0}
    assert len(_discarded(result)) == 6 and not _not_simulated(result)
    # the Reserves are not the hands
    assert [_card(result, n)["zone"] for n in ("Sac", "Malle")] == ["reserve", "reserve"]


def test_discard_your_hand_is_the_controllers_alone(tmp_path: Path) -> None:
    result = before_rest(play(tmp_path, _game("{J} Discard your hand.", HANDS)))
    assert [_card(result, n)["zone"] for n in ("Nain", "Géant")] == ["discard", "hand"]
    assert _hands(result) == {"Alice": 0, "Bob": 2}
    assert not _not_simulated(result)


def test_each_player_discards_their_own_reserve(tmp_path: Path) -> None:
    # "their Reserve" is each player's own: Bob's Malle too, not Alice's Sac twice
    line = "{J} Each player discards their Reserve."
    result = before_rest(play(tmp_path, _game(line, HANDS)))
    assert [_card(result, n)["zone"] for n in ("Sac", "Malle")] == ["discard", "discard"]
    assert [_card(result, n)["zone"] for n in ("Nain", "Géant")] == ["hand", "hand"]
    assert not _not_simulated(result)


def test_a_spell_discarding_your_hand_is_not_in_it(tmp_path: Path) -> None:
    # the Spell being played is resolving, not a card of the hand: it goes to its Reserve
    # after (as a Spell played from the hand does), only Nain and the drawn cards are
    # discarded
    spell = (
        "  - {name: Purge, controller: Alice, type: spell, cost: 0,"
        ' abilities: ["Discard your hand."]}\n'
    )
    body = _game("{J} Draw a card.", HANDS + spell).replace("{play: Héraut}", "{play: Purge}")
    result = before_rest(play(tmp_path, body))
    assert _card(result, "Purge")["zone"] == "reserve" and "Purge" not in _discarded(result)
    assert _card(result, "Nain")["zone"] == "discard" and _hands(result)["Alice"] == 0
