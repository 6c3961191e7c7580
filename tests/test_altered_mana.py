"""Cards an effect puts in a Mana zone (runtime/altered/mana.py): each is a Mana Orb of its
owner's (seed 002, 1.3.2.b), exhausted unless the text says ready, so that it pays for a
card this turn only when ready; a deck's top cards leave the deck; the card changes zone
(reactions to it fire). Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, fired, kinds, play

OLD = "  - {name: Vieux, controller: Alice, zone: reserve}\n"
GIANT = "  - {name: Géant, controller: Alice, cost: 4}\n"
TWO_TURNS = "[[{play: Héraut}], [{play: Géant}]]"
READY = (
    "{J} Vous pouvez mettre un Personnage de votre Réserve dans votre zone de Mana"
    " en tant qu'Orbe de Mana redressé."
)
EXHAUSTED = (
    "{J} You may put a Character from your Reserve in your Mana zone (as an exhausted Mana Orb)."
)


def _orbs(result: Result) -> list[tuple[str, int, str]]:
    return [(e["player"], e["orbs"], e["added"]) for e in kinds(result, "mana")]


def _deck(result: Result, name: str) -> int:
    return int(next(p for p in result.players if p["name"] == name)["deck"])


def test_a_ready_orb_pays_for_a_card_the_same_turn(tmp_path: Path) -> None:
    # Alice has 3 mana: the orb from her Reserve is the fourth Géant costs
    result = play(tmp_path, _game([READY], OLD + GIANT, TWO_TURNS))
    assert _card(result, "Vieux")["zone"] == "mana"
    assert _orbs(result) == [("Alice", 4, "ready")]
    assert _card(before_rest(result), "Géant")["zone"] == "expedition"
    assert not _not_simulated(result) and "R012" not in [d.code for d in result.diagnostics]


def test_an_exhausted_orb_does_not_pay_until_it_is_readied(tmp_path: Path) -> None:
    # (as an exhausted Mana Orb): 3 ready of 4, Géant's 4 cannot be paid this day (R012)
    result = play(tmp_path, _game([EXHAUSTED], OLD + GIANT, TWO_TURNS))
    assert _card(result, "Vieux")["zone"] == "mana"
    assert _orbs(result) == [("Alice", 4, "exhausted")]
    assert _card(result, "Géant")["zone"] == "hand"
    assert [d.message for d in result.diagnostics if d.code == "R012"] == [
        "Alice cannot pay 4 for Géant"
    ]


def test_the_top_cards_of_the_deck_become_orbs_and_leave_it(tmp_path: Path) -> None:
    watch = "Lorsqu'une carte rejoint votre zone de Mana — Piochez une carte."
    extra = f'  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{watch}"]}}\n'
    line = (
        "{J} Mettez les deux premières cartes de votre deck dans votre zone de Mana"
        " (en tant qu'Orbes de Mana épuisés)."
    )
    result = before_rest(play(tmp_path, _game([line], extra)))
    assert _orbs(result) == [("Alice", 4, "exhausted"), ("Alice", 5, "exhausted")]
    assert _deck(result, "Alice") == 300 - 2 - 2 - 2  # Morning, the two, a draw for each
    assert _drawn(result) == {"Alice": 2} and "Guetteur/0" in fired(result)
    assert not _not_simulated(result)


def test_me_in_my_owners_mana_zone(tmp_path: Path) -> None:
    line = (
        "{J} Vous pouvez me mettre dans la zone de Mana de mon propriétaire"
        " (en tant qu'Orbe de Mana épuisé)."
    )
    result = play(tmp_path, _game([line]))
    assert _card(result, "Héraut")["zone"] == "mana"
    assert _orbs(result) == [("Alice", 4, "exhausted")]


def test_a_spell_putting_itself_in_mana_is_not_simulated(tmp_path: Path) -> None:
    line = "Piochez une carte, puis mettez-moi dans votre zone de Mana (en tant qu'Orbe épuisé)."
    body = _game([line])
    body = body.replace("    cost: 0\n", "    cost: 0\n    type: spell\n")
    result = play(tmp_path, body)
    assert _orbs(result) == []
    [(op, why)] = _not_simulated(result)
    assert op == "move" and why.startswith("a Spell put in a Mana zone")


def test_each_player_puts_in_their_own_mana_zone(tmp_path: Path) -> None:
    # "sa zone de Mana" beside "chaque joueur" is each one's own (runtime/altered/doers.py;
    # before, not simulated, never put in Alice's)
    line = "{J} Chaque joueur met la première carte de son deck dans sa zone de Mana."
    result = play(tmp_path, _game([line]))
    assert _orbs(result) == [("Alice", 4, "exhausted"), ("Bob", 4, "exhausted")]
    assert not _not_simulated(result)


def test_an_opponents_mana_zone_is_not_simulated() -> None:
    from types import SimpleNamespace

    from counterplay.runtime.altered.unfollowed import why_not

    top = {"role": "object", "count": "each", "type": ["top_card"]}
    op = {
        "op": "move", "what": {**top, "place": {"of": "controller", "zone": "deck"}},
        "to": {"of": "opponent", "zone": "mana"},
    }  # fmt: skip
    why = why_not(SimpleNamespace(players=[None, None]), op)  # type: ignore[arg-type]
    assert why is not None and why.startswith("where it is put")


def test_what_a_move_is_put_as_is_followed_only_as_an_orb_in_a_mana_zone() -> None:
    from counterplay.runtime.altered import mana

    orb = {"role": "object", "type": ["mana_orb"], "exhausted": False}
    top = {
        "role": "object",
        "count": "each",
        "type": ["top_card"],
        "place": {"of": "controller", "zone": "deck"},
    }
    to_mana = {"of": "controller", "zone": "mana"}
    assert mana.unfollowed({"op": "move", "what": top, "to": to_mana, "as": orb}) is None
    assert mana.unfollowed({"op": "move", "to": {"zone": "reserve"}, "as": orb}) is not None
    assert mana.unfollowed({"op": "move", "what": top, "to": {"zone": "reserve"}}) is not None
    assert mana.deck_top(top) == 1 and mana.deck_top({**top, "count": 2}) is None
    assert mana.as_unfollowed({**orb, "type": ["character"]}) is not None


def test_a_deck_top_card_other_ops_name_is_still_not_simulated(tmp_path: Path) -> None:
    # only a move to a Mana zone finds a deck's top cards (mana.py); a discard of them
    # is refused as before, not carried out on cards that are not there
    result = play(tmp_path, _game(["{J} Défaussez la première carte de votre deck."]))
    [(op, why)] = _not_simulated(result)
    assert op == "discard" and "top_card" in why
    assert _deck(result, "Alice") == 300 - 2
