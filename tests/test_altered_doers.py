"""Ops other players do, each with their own cards (runtime/altered/doers.py): "Chaque joueur
peut mettre une carte de sa main en Réserve pour piocher une carte", "Un adversaire ciblé
met une carte de sa main en Réserve", "Un adversaire ciblé peut jouer immédiatement un Sort
gratuitement", "En commençant par vous, chaque joueur peut jouer ...". Made-up card lines,
run as games."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

from counterplay.runtime.altered.engine import Result
from counterplay.runtime.altered.unfollowed import why_not
from tests.test_altered_not_simulated import _card, _drawn, _not_simulated
from tests.test_altered_not_simulated import _game as herald
from tests.test_rules_002 import before_rest, kinds, play

# A named card in each player's hand (besides the Morning's two, not named).
HANDS = """  - {name: Nain, controller: Alice, zone: hand, cost: 1}
  - {name: Géant, controller: Bob, zone: hand, cost: 2}
"""

PUT = "{J} Chaque joueur peut mettre une carte de sa main en Réserve pour piocher deux cartes."


def _game(line: str, extra: str = HANDS, choices: str = "") -> str:
    """Alice plays Héraut (cost 0), whose line is ``line``; ``choices`` scripted."""
    return herald([line], extra, choices=choices)


def _who_chose(result: Result, decide: str) -> list[str]:
    """Who was asked ``decide`` (" may", " hand"), in order."""
    return [e["what"] for e in kinds(result, "decision") if e["what"].endswith(decide)]


def test_each_player_puts_a_card_of_their_own_hand_in_reserve_and_draws(
    tmp_path: Path,
) -> None:
    # before: "who does or gets it" (who: each player), nothing moved, nobody drew
    choices = (
        "  - {who: Alice, decide: hand, answer: Nain}\n"
        "  - {who: Bob, decide: hand, answer: Géant}\n"
    )
    result = before_rest(play(tmp_path, _game(PUT, choices=choices)))
    assert [_card(result, n)["zone"] for n in ("Nain", "Géant")] == ["reserve", "reserve"]
    assert _drawn(result) == {"Alice": 2, "Bob": 2}
    assert not _not_simulated(result)
    # each chose for themselves, in initiative order (Alice's turn)
    assert _who_chose(result, " may") == ["Alice may", "Bob may"]


def test_only_the_players_who_did_it_draw(tmp_path: Path) -> None:
    # Bob chooses not to: "pour piocher une carte" is his own "if you do"; he draws nothing
    choices = "  - {who: Bob, decide: may, answer: false}\n"
    result = before_rest(play(tmp_path, _game(PUT, choices=choices)))
    assert [_card(result, n)["zone"] for n in ("Nain", "Géant")] == ["reserve", "hand"]
    assert _drawn(result) == {"Alice": 2}


def test_target_opponent_puts_a_card_of_their_hand_in_reserve(tmp_path: Path) -> None:
    # "sa main" / "their hand": the opponent's, never the controller's
    line = "{J} Target opponent puts a card from their hand in Reserve."
    result = before_rest(play(tmp_path, _game(line)))
    assert [_card(result, n)["zone"] for n in ("Nain", "Géant")] == ["hand", "reserve"]
    assert not _not_simulated(result)
    assert _who_chose(result, " hand") == ["Bob hand"]


SPELLS = """  - {name: Sortilège, controller: Bob, zone: hand, type: spell, cost: 5}
  - {name: Orage, controller: Alice, zone: hand, type: spell, cost: 5}
"""


def test_target_opponent_may_play_a_spell_of_theirs_for_free(tmp_path: Path) -> None:
    # Bob's Spell costs 5, he has 3 Mana: played for free, by him, from his hand
    line = "{J} Un adversaire ciblé peut jouer immédiatement un Sort gratuitement."
    result = play(tmp_path, _game(line, SPELLS))
    plays = [(e["actor"], e["what"]) for e in kinds(result, "action") if e["action"] == "plays"]
    assert plays == [("Alice", "Héraut"), ("Bob", "Sortilège")]
    assert _card(result, "Orage")["zone"] == "hand"
    assert not _not_simulated(result)
    # the opponent chose to, not Alice
    assert _who_chose(result, " may") == ["Bob may"]


def test_starting_with_you_each_player_plays_in_turn(tmp_path: Path) -> None:
    cheap = SPELLS.replace("cost: 5", "cost: 3")
    line = (
        "{J} En commençant par vous, chaque joueur peut jouer immédiatement une carte de"
        " Coût de Main {3} ou moins gratuitement."
    )
    result = play(tmp_path, _game(line, cheap))
    plays = [(e["actor"], e["what"]) for e in kinds(result, "action") if e["action"] == "plays"]
    assert plays == [("Alice", "Héraut"), ("Alice", "Orage"), ("Bob", "Sortilège")]
    assert not _not_simulated(result)


def test_who_starts_other_than_you_is_not_simulated(tmp_path: Path) -> None:
    # a made-up IR: "starting with the opponent" is no order the world follows
    game: Any = SimpleNamespace(players=[None, None])
    op = {
        "op": "play", "what": {"role": "object", "type": ["spell"]}, "free": True,
        "who": {"role": "player", "count": "each"}, "starting_with": {"role": "opponent"},
    }  # fmt: skip
    assert (why_not(game, op) or "").startswith("who starts")
    assert why_not(game, {**op, "starting_with": {"role": "controller"}}) is None


def test_starting_with_you_is_the_controller_first_not_the_first_player(tmp_path: Path) -> None:
    # At Noon nobody has the turn: initiative would put Alice, the first player, first; Bob's
    # card says "starting with you"
    cheap = SPELLS.replace("cost: 5", "cost: 3")
    line = (
        "À Midi — En commençant par vous, chaque joueur peut jouer immédiatement une carte"
        " de Coût de Main {3} ou moins gratuitement."
    )
    tour = f'  - {{name: Tour, controller: Bob, zone: expedition, abilities: ["{line}"]}}\n'
    body = _game("{J} Piochez une carte.", cheap + tour)
    result = play(tmp_path, body)
    plays = [(e["actor"], e["what"]) for e in kinds(result, "action") if e["action"] == "plays"]
    assert plays[:2] == [("Bob", "Sortilège"), ("Alice", "Orage")]


def test_each_player_puts_the_top_card_of_their_deck_in_their_mana_zone(tmp_path: Path) -> None:
    # before: "where it is put (to: {of: it, zone: mana})"; "son deck", "sa zone de Mana":
    # each player's own (each had 3 orbs: now 4, the new one exhausted)
    line = "{J} Chaque joueur met la carte du dessus de son deck dans sa zone de Mana."
    result = play(tmp_path, _game(line, ""))
    orbs = [(e["player"], e["orbs"], e["added"]) for e in kinds(result, "mana")]
    assert orbs == [("Alice", 4, "exhausted"), ("Bob", 4, "exhausted")]
    decks = {p["name"]: p["deck"] for p in result.players}
    assert decks == {"Alice": 300 - 2 - 1, "Bob": 30 - 2 - 1}  # the Morning drew two each
    assert not _not_simulated(result)
