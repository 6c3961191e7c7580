""" "Faites ce qui suit X+1 fois :" / "Do the following X+1 times:" (round 37): the "•" lines
after it are folded into it (compiler/altered/options_ir.py) and each is done, in order,
that many times (runtime/altered/lists.py), an X counted as the effect is played
(amounts.py), each time with its own targets, chosen then (R002-30). Before, ``repeat``
had no handler, and its lines were options of a list on their own: none was done. Made-up
card lines, run as games."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_altered_not_simulated import _card, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play


def _sage(lines: list[str], arcane: int, extra: str = "", choices: str = "") -> str:
    """Sage, in Alice's Expedition with ``arcane`` Arcane counters, has ``lines``."""
    said = ", ".join(f'"{line}"' for line in lines)
    sage = (
        f"  - {{name: Sage, controller: Alice, zone: expedition, abilities: [{said}],"
        f" counters: {{arcane: {arcane}}}}}\n"
    )
    return _game([], sage + extra, choices=choices)


@pytest.mark.parametrize(("arcane", "boosts"), [(0, 1), (2, 3)])
def test_each_line_x_plus_one_times(tmp_path: Path, arcane: int, boosts: int) -> None:
    lines = [
        "At Noon — Do the following X+1 times, where X is my number of Arcane counters:",
        "• I gain 1 boost.",
    ]
    result = before_rest(play(tmp_path, _sage(lines, arcane)))
    assert _card(result, "Sage")["counters"]["boost"] == boosts
    assert not _not_simulated(result)


def test_each_time_its_own_target(tmp_path: Path) -> None:
    lines = [
        "À Midi — Faites ce qui suit X+1 fois, X étant mon nombre de compteurs Arcane :",
        "• Un Personnage ciblé gagne 1 boost.",
    ]
    extra = "  - {name: Allié, controller: Alice, zone: expedition}\n"
    choices = "".join(
        f"  - {{who: Alice, decide: target, answer: {name}}}\n" for name in ("Allié", "Sage")
    )
    result = before_rest(play(tmp_path, _sage(lines, 1, extra, choices)))
    assert _card(result, "Allié")["counters"] == {"boost": 1}
    assert _card(result, "Sage")["counters"] == {"arcane": 1, "boost": 1}
    assert not _not_simulated(result)


def test_every_line_in_order_each_time(tmp_path: Path) -> None:
    lines = [
        "À Midi — Faites ce qui suit deux fois :",
        "• Piochez une carte.",
        "• Je gagne 1 boost.",
    ]
    result = play(tmp_path, _sage(lines, 0))
    steps = [e["op"] for e in kinds(result, "op") if e["phase"] == "noon" and e["op"] != "repeat"]
    assert steps == ["draw", "counter.gain", "draw", "counter.gain"]
    assert not _not_simulated(result)


def test_with_no_line_after_it_it_is_not_simulated(tmp_path: Path) -> None:
    result = play(tmp_path, _sage(["At Noon — Do the following 3 times:"], 0))
    [(op, why)] = _not_simulated(result)
    assert op == "repeat" and why.startswith("what it is done to (what: following")
