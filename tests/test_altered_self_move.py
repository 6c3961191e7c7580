"""{H} and {R} reactions ("When I am played from Hand / Reserve") are self-move Reactions
(comprehensive rules 6.3.c: "j, h and r abilities are self-move Reactions"): activated by
the card's own play though it was in a hand or a Reserve, where this ability does not work,
before it (6.3.e; R002-13's exception). Before, they never fired. Made-up card lines, run as
games."""

from __future__ import annotations

from pathlib import Path

from tests.test_altered_not_simulated import _drawn, _game
from tests.test_rules_002 import fired, play, refused

RESERVE = (
    '  - {name: Revenant, controller: Alice, zone: reserve, abilities: ["{R} Piochez une carte."]}'
    "\n"
)


def test_an_h_reaction_fires_when_its_card_is_played_from_hand(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{H} Piochez une carte."]))
    assert fired(result) == ["Héraut/0"] and _drawn(result) == {"Alice": 1}


def test_an_r_reaction_fires_when_its_card_is_played_from_reserve(tmp_path: Path) -> None:
    result = play(tmp_path, _game([], RESERVE, "[[{play: Revenant}]]"))
    assert fired(result) == ["Revenant/0"] and _drawn(result) == {"Alice": 1}


def test_an_h_reaction_is_not_activated_by_a_play_from_reserve(tmp_path: Path) -> None:
    line = RESERVE.replace("{R}", "{H}")
    result = play(tmp_path, _game([], line, "[[{play: Revenant}]]"))
    assert fired(result) == [] and _drawn(result) == {}


def test_a_card_in_hand_does_not_react_to_another_being_played(tmp_path: Path) -> None:
    # Gardien, in a hand, is not the card played: its reaction does not work there (R002-18)
    line = "Lorsque vous jouez un Personnage — Piochez une carte."
    other = f'  - {{name: Gardien, controller: Alice, abilities: ["{line}"]}}\n'
    result = play(tmp_path, _game([], other))
    assert fired(result) == [] and _drawn(result) == {}
    assert refused(result, "Gardien/0") == [
        "Gardien was in its player's Hand before the event, where this ability does not work"
        " (R002-13, R002-18)"
    ]
