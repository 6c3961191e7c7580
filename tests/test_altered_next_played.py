"""A change waiting for the next card its player plays (runtime/altered/next_played.py): "Le
prochain Personnage que vous jouez ce tour-ci gagne 1 boost" is done to that card once it
has joined play (a new object there, rules 2.1.c), once; one not used ends with its turn.
Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from tests.test_altered_not_simulated import QUICK, _card, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

BOOST = "{T} : Le prochain Personnage que vous jouez ce tour-ci gagne 1 boost."
FLEETING = "{T} : The next Character you play this turn loses [[Fleeting]]."


def _forge(line: str, turns: str = "[[{use: Forge}, {play: Héraut}]]") -> str:
    return _game([], QUICK.replace("{line}", line), turns)


def test_the_next_character_played_gains_a_boost(tmp_path: Path) -> None:
    # before: "the objects it names (who: next_played_by=controller)", not simulated
    result = before_rest(play(tmp_path, _forge(BOOST)))
    assert _card(result, "Héraut")["counters"] == {"boost": 1}
    assert not _not_simulated(result)
    statuses = [e["status"] for e in kinds(result, "op") if e["op"] == "counter.gain"]
    assert statuses == ["set up: done to the next card of its kind played", "done"]


def test_a_card_played_from_reserve_loses_the_fleeting_it_joins_with(tmp_path: Path) -> None:
    body = _forge(FLEETING).replace("    cost: 0\n", "    cost: 0\n    zone: reserve\n")
    result = play(tmp_path, body)
    assert "fleeting" not in _card(before_rest(result), "Héraut")["statuses"]
    assert _card(result, "Héraut")["zone"] == "reserve"  # Rest: not discarded as Fleeting


def test_a_change_for_this_turn_ends_with_it(tmp_path: Path) -> None:
    # the Forge's turn ends with a pass; Héraut is played the next turn: no boost
    turns = "[[{use: Forge}, pass], [{play: Héraut}]]"
    result = play(tmp_path, _forge(BOOST, turns))
    assert _card(before_rest(result), "Héraut")["counters"] == {}
    assert any(str(e["text"]).startswith("unused, it ends:") for e in kinds(result, "note"))


def test_the_next_card_of_another_kind_does_not_use_it(tmp_path: Path) -> None:
    line = "{T} : Le prochain Permanent que vous jouez ce tour-ci gagne 1 boost."
    result = before_rest(play(tmp_path, _forge(line)))
    assert _card(result, "Héraut")["counters"] == {}
