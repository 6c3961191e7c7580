"""An Expedition an effect moves ("Mon Expédition avance / recule d'une région"): one region
further, as at Dusk (R002-21), reactions to its moving forward firing; back a region; back
past its first region, where it goes is not told: not simulated, nothing moved. Made-up card
lines, run as games: Alice's and Bob's hero Expeditions are tied at 1 forest, so Dusk moves
neither."""

from __future__ import annotations

from pathlib import Path

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
