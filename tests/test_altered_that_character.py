""" "Ce Personnage" / "That Character" (runtime/altered/naming.py, round 37): "it" with the
filters of a kind ("when an opponent plays a Character — That Character switches
Expeditions"), what "it" names of that kind, each filter told as an object selector's;
before, "what it is done to" (not simulated). Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from tests.test_altered_not_simulated import _card, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play


def _watching(line: str, extra: str = "") -> str:
    """Alice's Guetteur, in her Expedition, answers with ``line``; Alice plays Héraut."""
    watcher = (
        f'  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'
    )
    return _game([], watcher + extra)


def test_that_character_an_opponent_played_switches_expeditions(tmp_path: Path) -> None:
    line = "Lorsqu'un adversaire joue un Personnage — Ce Personnage change d'Expédition."
    extra = "  - {name: Recrue, controller: Bob}\n"
    body = _watching(line, extra) + "  Bob: [[{play: Recrue}]]\n"
    result = play(tmp_path, body)
    assert [(e["card"], e["to"]) for e in kinds(result, "switch")] == [("Recrue", "companion")]
    assert not _not_simulated(result)


def test_that_character_gains_a_boost_when_the_card_played_is_one(tmp_path: Path) -> None:
    line = "When you play a card — That Character gains 1 boost."
    result = before_rest(play(tmp_path, _watching(line)))
    assert _card(result, "Héraut")["counters"] == {"boost": 1}
    assert not _not_simulated(result)


def test_that_character_names_nothing_when_the_card_played_is_not_one(tmp_path: Path) -> None:
    line = "Lorsque vous jouez une carte — Ce Personnage gagne 1 boost."
    body = _watching(line).replace("    cost: 0\n", "    cost: 0\n    type: landmark_permanent\n")
    result = before_rest(play(tmp_path, body))
    assert _card(result, "Héraut")["counters"] == {}
    assert [e["status"] for e in kinds(result, "op") if e["op"] == "counter.gain"] == [
        "nothing to do"
    ]
