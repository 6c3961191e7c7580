"""Flying (``fly``, runtime/dnd4e/movement.py ``FLYING``): "You fly 4 squares" is the
creature's own movement, a move (its event ``move``, its mode ``fly``), over difficult
terrain at no extra cost (R001-13 is walking's), never through a wall, ending where the
reaction's owner decides; "your speed" and the user's modifiers counted as for any move."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

# A corridor between two walls, three squares of difficult terrain east of the Hero; the Orc's arrow
# triggers the Hero's Wing Burst ({effect}); {answer}: where the Hero's movement ends
WINGS = """counterplay: 1
ruleset: dnd4e
map: |
  ##########
  ..~~~.....
  ##########
  ..........
powers:
  - name: Wing Burst
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
  - name: Hover Ward
    usage: at-will
    action: immediate reaction
    trigger: An enemy moves
    effect: You gain 3 temporary hit points.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, speed: 6, {more}powers: [Wing Burst]}}
  - {{name: Elf, side: a, at: [0, 1], hp: 40, powers: [Hover Ward]}}
  - {{name: Orc, side: b, at: [9, 1], hp: 80}}
choices:
  - {{who: Hero, decide: move, answer: {answer}}}
script:
  - turn: Orc
    do:
      - attack: {{power: Ranged Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


def _wings(tmp_path: Path, effect: str, answer: list[int], more: str = "") -> Run:
    scenario = WINGS.format(effect=effect, answer=answer, more=more)
    done = run(tmp_path, scenario)
    assert ("Hero", "Wing Burst") in done.fired()
    return done


@pytest.mark.parametrize(
    ("effect", "answer", "allowed"),
    [
        # three squares of difficult terrain and one more: 4 squares flying ...
        ("You fly 4 squares.", [5, 1], True),
        # ... 7 walking (R001-13): a move of 4 cannot get there
        ("You move 4 squares.", [5, 1], False),
        ("You fly 4 squares.", [6, 1], False),  # 5 squares: too far
        ("You fly 4 squares.", [1, 3], False),  # through the wall: never
        ("You fly 4 squares.", [3, 1], True),  # (fewer: any square up to the distance)
        ("You fly a number of squares equal to your speed.", [7, 1], True),  # speed 6
        ("You fly a number of squares equal to your speed.", [8, 1], False),
    ],
)
def test_flying_goes_over_difficult_terrain_at_no_extra_cost(
    tmp_path: Path, effect: str, answer: list[int], allowed: bool
) -> None:
    done = _wings(tmp_path, effect, answer)
    assert (done.final("Hero")["at"] == answer) == allowed
    assert ("R012" in done.codes()) != allowed  # (a square farther is no option)


def test_a_flight_is_a_move_of_the_mode_fly(tmp_path: Path) -> None:
    """Its whole movement is a ``move`` event of mode ``fly`` (so "An enemy moves" is asked
    of it: the Elf's Hover Ward, the Hero being its ally, does not fire), then each square
    left and entered, 4 steps."""
    done = _wings(tmp_path, "You fly 4 squares.", [5, 1])
    moves = [e for e in done.entries("event") if e["event"] == "move"]
    assert [m["qualifiers"]["mode"] for m in moves] == ["fly"]
    assert moves[0]["qualifiers"]["squares"] == 4
    steps = [e["to"] for e in done.entries("step") if e["who"] == "Hero"]
    assert steps == [[2, 1], [3, 1], [4, 1], [5, 1]]
    asked = [e for e in done.entries("candidate") if e["reaction"] == "Hover Ward"]
    assert asked and asked[0]["event"] == "move" and not asked[0]["matched"]


def test_a_flight_counts_the_users_modifier_when_the_scenario_gives_it(tmp_path: Path) -> None:
    effect = "You fly a number of squares equal to your Wisdom modifier."
    done = _wings(tmp_path, effect, [4, 1], more="abilities: {wisdom: 14}, ")  # +2: 2 squares
    assert done.final("Hero")["at"] != [4, 1] and "R012" in done.codes()
    done = _wings(tmp_path, effect, [4, 1], more="abilities: {wisdom: 18}, ")  # +4
    assert done.final("Hero")["at"] == [4, 1]
    done = _wings(tmp_path, effect, [4, 1])
    (op,) = [e for e in done.entries("op") if e["op"] == "fly"]
    assert op["status"] == "not simulated" and "Wisdom" in op["why"]
