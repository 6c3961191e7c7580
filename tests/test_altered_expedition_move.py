"""An Expedition an effect moves ("Mon Expédition avance / recule d'une région"): one region
further, as at Dusk (R002-21), reactions to its moving forward firing; back a region; back
past its first region, where it goes is not told: not simulated, nothing moved. Made-up card
lines, run as games: Alice's and Bob's hero Expeditions are tied at 1 forest, so Dusk moves
neither."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_expeditions import TIED, _position
from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_rules_002 import fired, play

FORWARD = "{J} Mon Expédition avance d'une région."
BACK = "{J} Mon Expédition recule d'une région."
WATCH = "Lorsque mon Expédition avance — Piochez une carte."
WATCHER = f'  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{WATCH}"]}}\n'


def test_my_expedition_moves_forward_and_reactions_to_it_fire(tmp_path: Path) -> None:
    result = play(tmp_path, _game([FORWARD], TIED + WATCHER))
    assert _position(result, "Alice") == {"hero": 1, "companion": 0}
    assert _position(result, "Bob") == {"hero": 0, "companion": 0}
    assert "Guetteur/0" in fired(result) and _drawn(result) == {"Alice": 1}
    assert not _not_simulated(result)


def test_forward_then_back_is_where_it_began(tmp_path: Path) -> None:
    line = FORWARD + " " + BACK.removeprefix("{J} ")
    result = play(tmp_path, _game([line], TIED))
    assert _position(result, "Alice") == {"hero": 0, "companion": 0}
    assert not _not_simulated(result)


def test_back_past_the_first_region_is_not_simulated(tmp_path: Path) -> None:
    result = play(tmp_path, _game([BACK], TIED))
    assert _position(result, "Alice") == {"hero": 0, "companion": 0}
    [(op, why)] = _not_simulated(result)
    assert op == "expedition.move" and "moving back past its first region" in why


# Alice's hero Expedition has 1 forest, Bob's none: at Dusk it moves forward (R002-21).
AHEAD = (
    "  - {name: Soutien, controller: Alice, zone: expedition, stats: {forest: 1},"
    " statuses: [anchored]}\n"
)
HOLD = "{J} Une Expédition ciblée ne peut pas avancer ce Jour."
ALICES = "  - {who: Alice, decide: target, answer: Alice's hero Expedition}\n"


def _held(tmp_path: Path, lines: list[str], days: int = 1) -> Result:
    game = _game(lines, AHEAD).replace("choices:\n", "choices:\n" + ALICES)
    return play(tmp_path, f"days: {days}\n" + game)


def test_an_expedition_that_cant_move_forward_stays_at_dusk(tmp_path: Path) -> None:
    result = _held(tmp_path, [HOLD])
    assert _position(result, "Alice") == {"hero": 0, "companion": 0}
    assert not _not_simulated(result)


def test_it_moves_forward_again_the_next_day(tmp_path: Path) -> None:
    # "ce Jour": day 2's Dusk moves it (the Anchored Soutien stayed through Rest)
    result = _held(tmp_path, [HOLD], days=2)
    assert _position(result, "Alice") == {"hero": 1, "companion": 0}


def test_moved_forward_while_it_cant_is_not_simulated(tmp_path: Path) -> None:
    result = _held(tmp_path, [HOLD + " " + FORWARD.removeprefix("{J} ")])
    assert _position(result, "Alice") == {"hero": 0, "companion": 0}
    [(op, why)] = _not_simulated(result)
    assert op == "expedition.move" and "can't move forward this Day" in why


def test_no_expedition_moves_forward_when_none_can(tmp_path: Path) -> None:
    # "Les Expéditions": every player's; Bob's companion one, 1 water to none, stays too
    bob = "  - {name: Rival, controller: Bob, zone: expedition, expedition: companion,"
    bob += " stats: {water: 1}, statuses: [anchored]}\n"
    line = "{J} Les Expéditions ne peuvent pas avancer ce Jour."
    result = play(tmp_path, _game([line], AHEAD + bob))
    assert _position(result, "Alice") == {"hero": 0, "companion": 0}
    assert _position(result, "Bob") == {"hero": 0, "companion": 0}
    assert not _not_simulated(result)
