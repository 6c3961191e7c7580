"""The ``standing_trigger`` op (runtime/dnd4e/standing.py): "Until the end of your next turn,
whenever an enemy enters a square adjacent to you, it takes 5 damage" sets up a reaction of
the user's on the core for its duration, taken off once that is over; it resolves after the
triggering action (R001-08) and is no action of its owner's (no immediate action spent,
R001-06). Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

# The Hero sets up the effect on its turn; the Orc walks next to it, away, and back
BRISTLE = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - {{name: Bristle, usage: encounter, action: minor action, range: Personal, effect: "{effect}"}}
  - name: Riposte
    usage: at-will
    action: immediate reaction
    trigger: An enemy enters a square adjacent to you
    effect: The triggering enemy takes 1 damage.
combatants:
  - {{name: Hero, side: a, at: [5, 5], hp: 40, powers: [Bristle{riposte}]}}
  - {{name: Orc, side: b, at: [8, 5], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Bristle}}
  - turn: Orc
    do:
      - shift: [7, 5]
      - move: [[6, 5]]
  - turn: Hero
    do: []
  - turn: Orc
    do:
      - shift: [7, 5]
      - move: [[8, 5]]
  - turn: Hero
    do: []
  - turn: Orc
    do:
      - move: [[7, 5], [6, 5]]
"""
NEXT_TURN = (
    "Until the end of your next turn, whenever an enemy enters a square adjacent to you,"
    " it takes 5 damage."
)
ENCOUNTER = (
    "For the rest of the encounter, whenever an enemy enters a square adjacent to you,"
    " it takes 5 damage."
)


def _bristle(tmp_path: Path, effect: str, riposte: bool = False) -> Run:
    text = BRISTLE.format(effect=effect, riposte=", Riposte" if riposte else "")
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    return done


def _standing(done: Run) -> list[dict[str, object]]:
    return [e for e in done.entries("fires") if str(e["reaction"]).startswith("Bristle (")]


def test_it_fires_while_it_stands_then_is_taken_off(tmp_path: Path) -> None:
    """In the Orc's first turn (before the end of the Hero's next turn) the Orc coming next
    to the Hero takes 5 damage; in its third, after the Hero's next turn ended, none."""
    done = _bristle(tmp_path, NEXT_TURN)
    (fired,) = _standing(done)
    assert (fired["round"], fired["event"], fired["mode"], fired["tags"]) == (
        1,
        "move.enter",
        "after",
        [],
    )
    assert done.final("Orc")["hp"] == 35
    ended = [e for e in done.entries("condition") if e.get("ends")]
    assert [(e["round"], e["condition"]) for e in ended] == [
        (2, "standing: an enemy enters a square adjacent to you")
    ]
    assert done.final("Hero")["conditions"] == []


def test_for_the_rest_of_the_encounter_it_never_ends(tmp_path: Path) -> None:
    done = _bristle(tmp_path, ENCOUNTER)
    assert [e["round"] for e in _standing(done)] == [1, 3]
    assert done.final("Orc")["hp"] == 30


def test_it_spends_no_immediate_action(tmp_path: Path) -> None:
    """The Hero's own immediate reaction to the same step still fires that round: the
    standing effect is no action of the Hero's (R001-06 counts immediate actions only)."""
    done = _bristle(tmp_path, NEXT_TURN, riposte=True)
    ripostes = [e["round"] for e in done.entries("fires") if e["reaction"] == "Riposte"]
    assert ripostes == [1, 3] and [e["round"] for e in _standing(done)] == [1]
    assert done.final("Orc")["hp"] == 40 - 5 - 1 - 1


@pytest.mark.parametrize(
    ("effect", "why"),
    [
        (
            "Until the rage ends, whenever an enemy enters a square adjacent to you,"
            " it takes 5 damage.",
            "how long it stands ('rage') is not simulated",
        ),
        (
            "Until the end of your next turn, whenever an enemy enters a square adjacent to"
            " you, it takes damage equal to your Wisdom modifier.",
            "what it does (the damage it counts) is not simulated",
        ),
    ],
)
def test_one_the_runtime_cannot_keep_is_not_simulated_and_never_fires(
    tmp_path: Path, effect: str, why: str
) -> None:
    done = _bristle(tmp_path, effect)
    (op,) = [e for e in done.entries("op") if e["op"] == "standing_trigger"]
    assert (op["status"], op["why"]) == ("not simulated", why)
    assert _standing(done) == [] and done.final("Orc")["hp"] == 40


# The Knight sets up the effect in round 1; in round 2 (no turn of its own yet) its squire
# comes next to it, then the Thief runs (seed 003's immediate move)
WELCOME = """counterplay: 1
ruleset: dnd4e-immediate-move
size: [16, 8]
powers:
  - {name: Welcome, usage: encounter, action: minor action, range: Personal,
     effect: "For the rest of the encounter, whenever an ally enters a square adjacent to you,
       you gain 1 temporary hit point."}
combatants:
  - {name: Knight, side: a, at: [2, 4], speed: 5, powers: [Welcome]}
  - {name: Squire, side: a, at: [6, 6], speed: 6}
  - {name: Thief, side: b, at: [2, 1], speed: 2}
script:
  - turn: Knight
    do:
      - use: {power: Welcome}
  - turn: Squire
    do: []
  - turn: Thief
    do: []
  - turn: Squire
    do:
      - move: [[5, 5], [4, 5], [3, 5]]
  - turn: Thief
    do:
      - double_move: [[3, 1], [4, 1], [5, 1], [6, 1]]
"""


def test_firing_is_not_acting_this_round(tmp_path: Path) -> None:
    """R003-03 refuses an immediate move to one who already acted this round; the effect
    firing in the Knight's round is no act of the Knight's, so it still moves."""
    done = run(tmp_path, WELCOME)
    assert done.codes() == [], done.codes()
    fired = done.fired()
    assert fired[:2] == [("Knight", "Welcome (an ally enters a square adjacent to you)"),
                         ("Knight", "Immediate Move")], fired  # fmt: skip
