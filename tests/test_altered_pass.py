"""An effect that has its player pass ("Vous pouvez passer immédiatement" / "You may
immediately pass": "You end your Afternoon and don't take any more turns this Day", R002-23):
the player passes as a turn's pass does (``turn.pass``), takes no more turns that day, and
"si vous le faites" after it is told. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

# Bob's card: draws when an opponent passes
LISTENER = (
    "  - {name: Oreille, controller: Bob, zone: expedition, abilities: [\"Lorsqu'un adversaire"
    ' passe — Piochez une carte."]}\n'
)
LATER = "  - {name: Cadet, controller: Alice, cost: 0}\n"
TWO_TURNS = "[[{play: Héraut}], [{play: Cadet}]]"


def _in_play(name: str, line: str) -> str:
    return f'  - {{name: {name}, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'


LINE = "{H} Vous pouvez passer immédiatement. Si vous le faites, je gagne 1 boost."


def test_passing_by_an_effect_ends_the_afternoon(tmp_path: Path) -> None:
    result = before_rest(play(tmp_path, _game([LINE], LISTENER + LATER, TWO_TURNS)))
    assert _card(result, "Cadet")["zone"] == "hand"  # no second turn
    assert _drawn(result) == {"Bob": 1}  # Alice passed once: by the effect
    assert [e["now"] for e in kinds(result, "counter")] == [1]  # "si vous le faites"
    assert [e["actor"] for e in kinds(result, "action") if e["action"] == "passes"] == ["Bob"]


def test_declining_to_pass(tmp_path: Path) -> None:
    body = _game([LINE], LISTENER + LATER, TWO_TURNS).replace(
        "choices:\n", "choices:\n  - {who: Alice, decide: may, answer: false}\n"
    )
    result = before_rest(play(tmp_path, body))
    assert _card(result, "Cadet")["zone"] == "expedition"  # her second turn was played
    assert kinds(result, "counter") == []


def test_a_quick_action_that_passes_ends_the_turn(tmp_path: Path) -> None:
    # the quick action's turn would go on to play Cadet; having passed, it ends
    quick = _in_play("Forge", "{T} : Vous pouvez passer immédiatement.")
    result = before_rest(
        play(tmp_path, _game([], quick + LATER, "[[{use: Forge}, {play: Cadet}]]"))
    )
    assert _card(result, "Cadet")["zone"] == "hand"
    assert _card(result, "Forge")["exhausted"]


def test_passing_outside_the_afternoon_is_not_simulated(tmp_path: Path) -> None:
    # at Noon: which Afternoon it ends is not told (the Afternoon's start resets passing)
    noon = _in_play("Veilleur", "À Midi — Vous pouvez passer immédiatement.")
    result = play(tmp_path, _game([], noon + LISTENER))
    assert _drawn(result) == {"Bob": 1}  # Alice's own pass in the Afternoon, once
    [(op, why)] = _not_simulated(result)
    assert op == "pass" and why.startswith("passing outside the Afternoon")


def test_each_player_passes(tmp_path: Path) -> None:
    # "Chaque joueur passe" / "Each player passes" (doers.py): Alice, whose turn it is, then
    # Bob; neither takes another turn this Afternoon (R002-23). Before: "who does or gets
    # it" (who: each player), nobody passed by it
    bob = "  - {name: Géant, controller: Bob, cost: 0}\n"
    turns = TWO_TURNS + "\n  Bob: [[{play: Géant}]]"
    result = before_rest(play(tmp_path, _game(["{H} Each player passes."], LATER + bob, turns)))
    assert _card(result, "Cadet")["zone"] == "hand"  # Alice's second turn: none
    assert _card(result, "Géant")["zone"] == "hand"  # Bob's turn: none
    assert not _not_simulated(result)
    assert [e["actor"] for e in kinds(result, "action") if e["action"] == "passes"] == []
