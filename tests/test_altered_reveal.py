"""Cards revealed from a deck or a hand (runtime/altered/reveals.py), the deck's named top
cards they need (runtime/altered/decks.py) and a card of the hand the player chooses
(runtime/altered/hands.py, also put in the Reserve): a game may name the cards on top of a
deck, in order, and some of a hand; a card it does not name is never guessed. Made-up card
lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered.engine import Result, simulate
from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import HEAD, before_rest, fired, kinds, play

EXPAND = """choices:
  - {who: Alice, decide: expand, answer: null}
  - {who: Bob, decide: expand, answer: null}
"""

# The Morning draws two: the first two named cards of Alice's deck go to her hand then.
MORNING = """  - {name: Matin1, controller: Alice, zone: deck, type: spell}
  - {name: Matin2, controller: Alice, zone: deck, type: spell}
"""

MUSE = (
    "  - {name: Muse, controller: Alice, zone: deck, cost: 4,"
    " stats: {forest: 2, mountain: 1, water: 1}}\n"
)
SORT = "  - {name: Sortilège, controller: Alice, zone: deck, type: spell, cost: 4}\n"


def _noon(line: str, deck: str, extra: str = "", choices: str = "") -> str:
    """A game whose Voyante, in Alice's Expedition, does ``line`` at Noon; Alice's deck names
    the Morning's two cards, then ``deck``."""
    return (
        "cards:\n"
        f'  - {{name: Voyante, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'
        + MORNING
        + deck
        + extra
        + EXPAND
        + choices
    )


def _run(tmp_path: Path, body: str, alice_deck: int) -> Result:
    """``body`` played with Alice's deck holding ``alice_deck`` cards the game does not name."""
    path = tmp_path / "game.yaml"
    head = HEAD.replace(
        "{name: Alice, mana: 3, deck: 300}", f"{{name: Alice, mana: 3, deck: {alice_deck}}}"
    )
    path.write_text(head + body, encoding="utf-8")
    game, found = load_scenario(path)
    assert game is not None, [f"{d.code} {d.message}" for d in found]
    return simulate(game, 0)


def _zone(result: Result, name: str) -> str:
    return str(_card(result, name)["zone"])


def _reveals(result: Result) -> list[str]:
    return [e["card"] for e in kinds(result, "reveal")]


DUSK_DRAW = (
    "Révélez la première carte de votre deck. Si c'est un Personnage avec une statistique"
    " de base 2, piochez-la. Sinon, défaussez-la."
)


def test_the_top_card_is_revealed_and_drawn_when_it_is_what_the_text_names(
    tmp_path: Path,
) -> None:
    result = play(tmp_path, _noon("À Midi — " + DUSK_DRAW, MUSE + SORT))
    assert _reveals(result) == ["Muse"]
    assert _zone(result, "Muse") == "hand" and _zone(result, "Sortilège") == "deck"
    assert _drawn(result) == {"Alice": 1}
    assert not _not_simulated(result)


def test_the_top_card_is_discarded_otherwise(tmp_path: Path) -> None:
    # "Sinon, défaussez-la": the Spell on top goes to the discard pile from the deck
    result = play(tmp_path, _noon("À Midi — " + DUSK_DRAW, SORT + MUSE))
    assert _reveals(result) == ["Sortilège"]
    assert _zone(result, "Sortilège") == "discard" and _zone(result, "Muse") == "deck"
    assert _drawn(result) == {}
    discards = [e for e in kinds(result, "event") if e["event"] == "discard"]
    assert [(e["target"], e["qualifiers"]["from"]) for e in discards] == [("Sortilège", "deck")]


def test_a_character_with_no_statistic_of_2_is_discarded(tmp_path: Path) -> None:
    tenor = (
        "  - {name: Ténor, controller: Alice, zone: deck,"
        " stats: {forest: 1, mountain: 1, water: 1}}\n"
    )
    result = play(tmp_path, _noon("À Midi — " + DUSK_DRAW, tenor))
    assert _zone(result, "Ténor") == "discard" and _drawn(result) == {}


def test_the_cards_revealed_are_drawn_by_name(tmp_path: Path) -> None:
    # "Draw them": both cards revealed, not one card from the top
    line = "At Noon — Reveal the top two cards of your deck. Draw them."
    body = _noon(line, MUSE + SORT).replace(
        "zone: expedition, abilities", "zone: expedition, lang: en, abilities", 1
    )
    result = play(tmp_path, body)
    assert [_zone(result, n) for n in ("Muse", "Sortilège")] == ["hand", "hand"]
    assert _drawn(result) == {"Alice": 2}
    assert not _not_simulated(result)


def test_a_subtype_is_told_of_the_card_revealed(tmp_path: Path) -> None:
    line = "À Midi — Révélez la première carte de votre deck. Si c'est un Artiste, piochez-la."
    artist = "  - {name: Ténor, controller: Alice, zone: deck, subtypes: [Artiste]}\n"
    assert _zone(play(tmp_path, _noon(line, artist)), "Ténor") == "hand"
    assert _zone(play(tmp_path, _noon(line, MUSE)), "Muse") == "deck"


def test_a_top_card_the_game_does_not_name_is_not_guessed(tmp_path: Path) -> None:
    # only the Morning's two named: the top card at Noon is one the game does not name
    result = play(tmp_path, _noon("À Midi — " + DUSK_DRAW, ""))
    whys = _not_simulated(result)
    assert whys[0] == (
        "reveal",
        "which cards are on top of Alice's deck (the game names none) is not simulated",
    )
    assert [op for op, _ in whys] == ["reveal", "draw", "discard"]
    assert _drawn(result) == {} and not _reveals(result)
    # the Morning drew the two named on top of the 300 it does not name
    assert next(p for p in result.players if p["name"] == "Alice")["deck"] == 300


def test_the_top_cards_revealed_must_all_be_named(tmp_path: Path) -> None:
    # "les deux premières cartes": one named, the other not: nothing is revealed
    line = "À Midi — Révélez les deux premières cartes de votre deck."
    [(op, why)] = _not_simulated(play(tmp_path, _noon(line, MUSE)))
    assert op == "reveal" and "(the game names 1 of the 2 revealed)" in why
    assert _reveals(play(tmp_path, _noon(line, MUSE + SORT))) == ["Muse", "Sortilège"]


def test_an_empty_deck_reveals_nothing(tmp_path: Path) -> None:
    # nothing to reveal: "si vous le faites" is not done, and nothing is not simulated
    line = "À Midi — Révélez la première carte de votre deck. Si vous le faites, piochez une carte."
    result = _run(tmp_path, _noon(line, "").replace(MORNING, ""), alice_deck=0)
    assert _reveals(result) == [] and _drawn(result) == {}
    assert not _not_simulated(result)


def test_a_revealed_card_may_be_played_for_free_from_the_deck(tmp_path: Path) -> None:
    # "Vous pouvez la jouer gratuitement ou la mettre en Réserve": played, it joins the
    # Expedition from the deck (its {J} fires, not its {H}: it is not played from Hand)
    line = (
        "À Midi — Révélez la première carte de votre deck. Vous pouvez la jouer gratuitement"
        " ou la mettre en Réserve."
    )
    muse = MUSE.replace(
        "}}\n", '}, abilities: ["{H} Piochez une carte.", "{J} Je gagne 1 boost."]}\n'
    )
    choose = "  - {who: Alice, decide: option, answer: play}\n"
    result = before_rest(play(tmp_path, _noon(line, muse, choices=choose)))
    assert _zone(result, "Muse") == "expedition"
    assert fired(result) == ["Voyante/0", "Muse/1"]
    assert [e["frm"] for e in kinds(result, "action") if e["what"] == "Muse"] == ["deck"]
    put = play(tmp_path, _noon(line, muse, choices=choose.replace("play", "move")))
    assert _zone(put, "Muse") == "reserve" and fired(put) == ["Voyante/0"]


def test_a_card_revealed_fires_a_reaction_to_revealing(tmp_path: Path) -> None:
    watcher = (
        "  - {name: Guetteur, controller: Alice, zone: expedition,"
        ' abilities: ["Lorsque vous révélez un Personnage — Piochez une carte."]}\n'
    )
    line = "À Midi — Révélez la première carte de votre deck."
    assert "Guetteur/0" in fired(play(tmp_path, _noon(line, MUSE, watcher)))
    assert "Guetteur/0" not in fired(play(tmp_path, _noon(line, SORT, watcher)))


HAND_LINE = (
    "{R} Vous pouvez révéler un Personnage de Coût de Main {4} ou plus de votre main."
    " Si vous le faites, piochez une carte."
)


def _from_hand(tmp_path: Path, hand: str, alice_deck: int = 300, choices: str = "") -> Result:
    """Alice plays Cyclone from her Reserve with ``hand`` named in her hand; her deck names
    nothing, so the Morning's two cards drawn are in her hand unnamed (an empty deck: none)."""
    body = (
        "cards:\n"
        f'  - {{name: Cyclone, controller: Alice, zone: reserve, abilities: ["{HAND_LINE}"]}}\n'
        + hand
        + EXPAND
        + choices
        + "turns:\n  Alice: [[{play: Cyclone}]]\n"
    )
    return _run(tmp_path, body, alice_deck)


GEANT = "  - {name: Géant, controller: Alice, zone: hand, cost: 5}\n"
NAIN = "  - {name: Nain, controller: Alice, zone: hand, cost: 1}\n"


def test_a_card_of_the_hand_of_the_kind_named_is_revealed(tmp_path: Path) -> None:
    result = _from_hand(tmp_path, NAIN + GEANT)
    assert _reveals(result) == ["Géant"] and _zone(result, "Géant") == "hand"
    assert _drawn(result) == {"Alice": 1}
    assert not _not_simulated(result)


def test_a_hand_of_unnamed_cards_is_not_guessed(tmp_path: Path) -> None:
    # the Morning's two cards are not named: one of them might be a Character of cost 4
    whys = _not_simulated(_from_hand(tmp_path, NAIN))
    assert whys[0][0] == "reveal" and whys[0][1].startswith("which card of the hand is revealed")
    assert [op for op, _ in whys] == ["reveal", "draw"]  # whether it was done: not told


def test_a_hand_with_none_of_the_kind_named_reveals_nothing(tmp_path: Path) -> None:
    # every card of the hand named (an empty deck: none drawn), none of Hand Cost 4 or more
    result = _from_hand(tmp_path, NAIN, alice_deck=0)
    assert _reveals(result) == [] and _drawn(result) == {}
    assert not _not_simulated(result)


def test_the_card_revealed_from_the_hand_is_the_players_choice(tmp_path: Path) -> None:
    titan = "  - {name: Titan, controller: Alice, zone: hand, cost: 6}\n"
    for pick in ("Titan", "Géant"):
        choice = f"  - {{who: Alice, decide: hand, answer: {pick}}}\n"
        assert _reveals(_from_hand(tmp_path, GEANT + titan, choices=choice)) == [pick]


def test_the_deck_named_top_cards_are_drawn_and_resupplied_in_order(tmp_path: Path) -> None:
    # the Morning draws the first two named, into the hand as named cards; a resupply then
    # takes the next one to the Reserve
    line = "À Midi — [Ravitaillez]."
    result = play(tmp_path, _noon(line, MUSE + SORT))
    assert [_zone(result, n) for n in ("Matin1", "Matin2", "Muse", "Sortilège")] == [
        "hand",
        "hand",
        "reserve",
        "deck",
    ]
    assert next(p for p in result.players if p["name"] == "Alice")["deck"] == 300 + 1


PUT = "{J} Mettez une carte de votre main en Réserve."


def test_a_card_of_the_hand_is_put_in_the_reserve(tmp_path: Path) -> None:
    # "Mettez une carte de votre main en Réserve": the card the player chooses (hands.py)
    body = _game_of([PUT], NAIN + GEANT, "  - {who: Alice, decide: hand, answer: Géant}\n")
    result = before_rest(_run(tmp_path, body, alice_deck=0))
    assert [_zone(result, n) for n in ("Géant", "Nain")] == ["reserve", "hand"]
    assert not _not_simulated(result)


def test_a_card_of_a_hand_not_named_is_not_put_in_the_reserve(tmp_path: Path) -> None:
    # the Morning's two cards are not named, the Nain is: the Nain may be chosen; with no
    # named card, which one goes is not told
    result = _run(tmp_path, _game_of([PUT], ""), alice_deck=30)
    [(op, why)] = _not_simulated(result)
    assert op == "move" and why.startswith("which card of the hand is put in the reserve")
    empty = _run(tmp_path, _game_of([PUT], ""), alice_deck=0)
    assert not _not_simulated(empty)
    assert [e["status"] for e in kinds(empty, "op") if e["op"] == "move"] == ["nothing to do"]


def _game_of(lines: list[str], extra: str, choices: str = "") -> str:
    """tests/test_altered_not_simulated.py's game (Alice plays Héraut, whose lines are
    ``lines``), with ``choices`` scripted."""
    return _game(lines, extra, choices=choices)


REVEAL_PLAY = "À Midi — Révélez la première carte de votre deck. Vous pouvez la jouer {how}."


def test_a_revealed_card_played_from_the_deck_for_less_is_not_simulated(
    tmp_path: Path,
) -> None:
    # which of its costs is paid from a deck is not told (only "gratuitement" is followed)
    result = play(tmp_path, _noon(REVEAL_PLAY.format(how="pour {1} de moins"), MUSE))
    assert ("play", "the cost of a card played from a deck, for less is not simulated") in (
        _not_simulated(result)
    )
    assert _zone(result, "Muse") == "deck"


def test_a_revealed_spell_played_for_free_from_the_deck_is_not_simulated(
    tmp_path: Path,
) -> None:
    # where a Spell played from a deck goes once it resolves is not told (from Hand it is
    # the discard pile, from Reserve it is lost: neither is its zone here)
    result = play(tmp_path, _noon(REVEAL_PLAY.format(how="gratuitement"), SORT))
    assert ("play", "where a Spell played from a deck goes once resolved is not simulated") in (
        _not_simulated(result)
    )
    assert _zone(result, "Sortilège") == "deck"
