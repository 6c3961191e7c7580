"""Trigger matching through the engine: scenarios run with ``simulate``, whose trace shows
the facts the engine records for a match (who caused 0 hit points and bloodied, where a
move starts and ends, a power used without an attack roll, how a turn went).

R000-05: a reaction fires when its trigger is met, and only then (the rest of trigger
matching: tests/test_runtime_triggers_*.py).
"""

from __future__ import annotations

from pathlib import Path

from tests.simkit import run

# -- through the engine ------------------------------------------------------------------

SCENARIO = """counterplay: 1
ruleset: dnd4e
powers:
  - name: Last Word
    usage: at-will
    action: immediate reaction
    trigger: You reduce an enemy to 0 hit points
    effect: You gain 5 temporary hit points.
  - name: Wince
    usage: at-will
    action: immediate reaction
    trigger: You are bloodied by an attack
    effect: You gain 2 temporary hit points.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 20, powers: [Last Word, Wince]}
  - {name: Ally, side: a, at: [1, 3], hp: 20, powers: [Last Word]}
  - {name: Orc, side: b, at: [2, 1], hp: 6}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 12}
  - turn: Hero
    do:
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 9}
"""


def test_R000_50_the_engine_records_who_caused_hp_zero_and_bloodied(tmp_path: Path) -> None:
    found = run(tmp_path, SCENARIO)
    assert found.fired() == [("Hero", "Wince")]  # bloodied by the Orc's attack
    # Last Word: the Hero dropped the Orc (by: self), but on its own turn an immediate
    # action cannot be taken (R001-06); the Ally did not drop it (by is not the Ally).
    assert [e["why"] for e in found.entries("candidate") if e["reaction"] == "Last Word"] == [
        "immediate actions are never taken on your own turn (R001-06)",
        "by is Hero, not you",
    ]


MOVES = """counterplay: 1
ruleset: dnd4e
size: [10, 6]
powers:
  - name: Greet
    usage: at-will
    action: immediate reaction
    trigger: An enemy moves adjacent to you
    effect: You gain 2 temporary hit points.
  - name: Farewell
    usage: at-will
    action: immediate reaction
    trigger: An enemy adjacent to you moves away from you
    effect: You gain 3 temporary hit points.
combatants:
  - {name: Hero, side: a, at: [0, 0], hp: 20, powers: [Greet]}
  - {name: Guard, side: a, at: [9, 5], hp: 20, powers: [Farewell]}
  - {name: Orc, side: b, at: [4, 0], hp: 20}
  - {name: Gob, side: b, at: [8, 5], hp: 20}
script:
  - turn: Orc
    do:
      - move: [[3, 0], [2, 0], [1, 0]]
  - turn: Gob
    do:
      - move: [[8, 4], [8, 3]]
"""


def test_R000_05_movement_facts_where_a_move_ends_and_starts(tmp_path: Path) -> None:
    found = run(tmp_path, MOVES)
    # The Orc's move ends next to the Hero: the whole move event already says so. The Gob
    # leaves the Guard's side (provoking, R001-05): away from it, judged from the move's
    # start and end squares; the reaction resolves after the move (R001-08).
    assert found.fired() == [
        ("Hero", "Greet"),
        ("Guard", "Opportunity Attack"),
        ("Guard", "Farewell"),
    ]
    events = [e["event"] for e in found.entries("fires")]
    assert events == ["move", "move.leave", "move"]
    # the Orc's last steps match again, once per action (R000-51); the Gob never came near
    assert set(found.refused("Greet")) == {"already triggered by this action (R000-51)"}


USES = """counterplay: 1
ruleset: dnd4e
size: [6, 6]
powers:
  - name: Arcane Echo
    usage: at-will
    action: immediate reaction
    trigger: An ally uses an arcane power
    effect: You gain 2 temporary hit points.
  - name: Spark
    usage: encounter
    action: minor action
    keywords: [arcane]
    effect: You gain 1 temporary hit point.
  - name: Prayer
    usage: encounter
    action: minor action
    keywords: [divine]
    effect: You gain 2 temporary hit points.
combatants:
  - {name: Wizard, side: a, at: [0, 0], powers: [Spark, Prayer]}
  - {name: Sage, side: a, at: [1, 0], powers: [Arcane Echo]}
  - {name: Orc, side: b, at: [5, 5]}
script:
  - turn: Wizard
    do:
      - use: {power: Prayer}
  - turn: Wizard
    do:
      - use: {power: Spark}
"""


def test_R000_05_a_power_without_attack_roll_is_used_with_its_keywords(tmp_path: Path) -> None:
    found = run(tmp_path, USES)
    assert found.fired() == [("Sage", "Arcane Echo")]
    assert [e["why"] for e in found.entries("candidate") if e["reaction"] == "Arcane Echo"] == [
        "keywords is [divine], not arcane",
        "after",
    ]


# -- turns, rounds, history, resources --------------------------------------------------------
TURNS = """counterplay: 1
ruleset: dnd4e
size: [10, 6]
powers:
  - name: Opening Move
    usage: at-will
    action: immediate reaction
    trigger: An enemy starts its first turn during an encounter.
    effect: You gain 1 temporary hit points.
  - name: Stand Watch
    usage: at-will
    action: immediate reaction
    trigger: An ally ends his or her turn without having made an attack.
    effect: You gain 2 temporary hit points.
  - name: Idle Strike
    usage: at-will
    action: immediate reaction
    trigger: An enemy ends its turn without moving.
    effect: You gain 3 temporary hit points.
combatants:
  - {name: Hero, side: a, at: [0, 5], hp: 20, powers: [Opening Move]}
  - {name: Sage, side: a, at: [0, 3], hp: 20, powers: [Stand Watch]}
  - {name: Guard, side: a, at: [9, 5], hp: 20, powers: [Idle Strike]}
  - {name: Ally, side: a, at: [2, 0], hp: 20}
  - {name: Orc, side: b, at: [3, 0], hp: 20}
script:
  - turn: Orc
    do: []
  - turn: Ally
    do:
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [miss]}
  - turn: Orc
    do:
      - move: [[4, 0], [5, 0]]
  - turn: Ally
    do: []
"""


def test_R000_05_the_engine_records_how_a_turn_went(tmp_path: Path) -> None:
    found = run(tmp_path, TURNS)
    # round 1: the Orc's first turn starts, and it ends without moving; the Ally attacks.
    # round 2: the Orc moves (it is no longer its first turn); the Ally does not attack (its
    # opportunity attack on the Orc's turn was not made during its own turn).
    assert found.fired() == [
        ("Hero", "Opening Move"),
        ("Guard", "Idle Strike"),
        ("Ally", "Opportunity Attack"),
        ("Sage", "Stand Watch"),
    ]
    whys = {
        (e["round"], e["turn"], e["reaction"]): e["why"]
        for e in found.entries("candidate")
        if e["reaction"] in ("Opening Move", "Stand Watch", "Idle Strike") and not e["matched"]
    }
    assert whys[(2, "Orc", "Opening Move")] == "first_time is false, not true"
    assert whys[(1, "Ally", "Stand Watch")] == "attacked_this_turn is true, not false"
    assert whys[(2, "Orc", "Idle Strike")] == "moved_this_turn is true, not false"
