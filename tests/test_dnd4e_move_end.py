"""The end of a move is an event (``move.end``, where the mover stands when its move ends):
"An enemy ends its move adjacent to you" fires where the move ends next to its owner, and
not where it ends elsewhere. The 4E world did not produce it: such a reaction never fired
(lint said so, L005)."""

from __future__ import annotations

from pathlib import Path

from tests.simkit import run

ENCOUNTER = """counterplay: 1
ruleset: dnd4e
size: [8, 8]
powers:
  - name: Close Guard
    usage: at-will
    action: immediate reaction
    range: Melee 1
    trigger: An enemy ends its move adjacent to you
    effect: You make a melee basic attack against the triggering enemy.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 30, powers: [Close Guard]}
  - {name: Orc, side: b, at: [5, 1], hp: 30}
script:
  - turn: Orc
    do:
      - move: [[4, 1], [3, 1], [2, 1]]
  - turn: Hero
  - turn: Orc
    do:
      - shift: [2, 2]
      - move: [[3, 3], [4, 4]]
"""


def test_a_move_that_ends_adjacent_triggers_what_waits_for_it(tmp_path: Path) -> None:
    found = run(tmp_path, ENCOUNTER)
    ends = [e for e in found.entries("event") if e.get("event") == "move.end"]
    fired = found.fired()
    # the first move ends next to the Hero (fires), the shift too (a new round: fires
    # again), the last move ends three squares away (no event matched, nothing fires)
    assert fired.count(("Hero", "Close Guard")) == 2, (fired, ends)
    assert found.codes() == []
