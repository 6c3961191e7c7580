"""Seed 003 (the Immediate Move house rule) under ``dnd4e-immediate-move``."""

from __future__ import annotations

from pathlib import Path

from tests.simkit import run

HEAD = "counterplay: 1\nruleset: dnd4e-immediate-move\nsize: [16, 8]\n"

POWERS = """
powers:
  - name: Warding Strike
    usage: at-will
    action: immediate reaction
    range: Melee 1
    trigger: An enemy hits you
    effect: You make a melee basic attack against the triggering enemy.
"""

RUN_AWAY = "  - turn: Thief\n    do:\n      - double_move: [[3, 1], [4, 1], [5, 1], [6, 1]]\n"


def scenario(combatants: str, script: str, extra: str = "") -> str:
    return f"{HEAD}{POWERS}{extra}combatants:\n{combatants}script:\n{script}"


def chase(watcher: str = "  - {name: Knight, side: a, at: [2, 4], speed: 5}\n") -> str:
    return watcher + "  - {name: Thief, side: b, at: [2, 1], speed: 2}\n"


def test_R003_01_02_a_double_move_triggers_an_immediate_move(tmp_path: Path) -> None:
    found = run(tmp_path, scenario(chase(), RUN_AWAY))
    # the Knight catches up half-way; the Thief then walks away from it and provokes
    assert found.fired() == [("Knight", "Immediate Move"), ("Knight", "Opportunity Attack")]
    fires = found.entries("fires")[0]
    assert "immediate" in fires["tags"] and "move" in fires["tags"]


def test_R003_02_a_single_move_does_not(tmp_path: Path) -> None:
    script = "  - turn: Thief\n    do:\n      - move: [[3, 1], [4, 1]]\n"
    found = run(tmp_path, scenario(chase(), script))
    assert found.fired() == []
    assert found.refused("Immediate Move") == []


def test_R003_02_not_when_the_move_enables_fewer_than_two_squares(tmp_path: Path) -> None:
    slow = chase().replace("speed: 2}", "speed: 1}")
    script = "  - turn: Thief\n    do:\n      - move: [[3, 1]]\n      - move: [[4, 1]]\n"
    found = run(tmp_path, scenario(slow, script))
    assert found.fired() == [] and found.refused("Immediate Move") == []
    # two squares enabled by the substituted move: it triggers
    found = run(tmp_path, scenario(chase(), script), name="b.yaml")
    assert found.fired()[0] == ("Knight", "Immediate Move")


def test_R003_02_the_substituted_second_move_triggers_it(tmp_path: Path) -> None:
    script = "  - turn: Thief\n    do:\n      - move: [[3, 1], [4, 1]]\n      - move: [[5, 1]]\n"
    found = run(tmp_path, scenario(chase(), script))
    assert found.fired()[0] == ("Knight", "Immediate Move")


def test_R003_02_open_an_allys_double_move_does_not(tmp_path: Path) -> None:
    """The open decision R003-02: the immediate move chases enemies only (the seed's
    "a combatant you can see" is "an enemy" in its other bullets)."""
    ally = chase().replace("name: Thief, side: b", "name: Thief, side: a")
    found = run(tmp_path, scenario(ally, RUN_AWAY))
    assert found.fired() == []
    assert found.refused("Immediate Move") == []  # its trigger never fits an ally
    found = run(tmp_path, scenario(chase(), RUN_AWAY), name="enemy.yaml")
    assert found.fired()[0] == ("Knight", "Immediate Move")


def test_R003_03_not_if_adjacent_to_an_enemy_surprised_or_already_acted(
    tmp_path: Path,
) -> None:
    adjacent = chase(
        "  - {name: Knight, side: a, at: [2, 4], speed: 5}\n"
        "  - {name: Guard, side: b, at: [3, 4]}\n"
    )
    found = run(tmp_path, scenario(adjacent, RUN_AWAY))
    assert found.refused("Immediate Move") == [
        "adjacent to an enemy at the start of the target's turn (R003-03)"
    ]
    requirement = {"section": "requirements", "name": "not_adjacent_to_enemy", "rule": "R003-03"}
    assert found.refused_by("Immediate Move") == [requirement]  # (the JSON trace's candidate)
    surprised = chase(
        "  - {name: Knight, side: a, at: [2, 4], speed: 5, conditions: [surprised]}\n"
    )
    found = run(tmp_path, scenario(surprised, RUN_AWAY), name="b.yaml")
    assert found.refused("Immediate Move") == ["surprised: no actions"]
    acted = scenario(chase(), "  - turn: Knight\n    do: []\n" + RUN_AWAY)
    found = run(tmp_path, acted, name="c.yaml")
    assert found.refused("Immediate Move") == [
        "had already acted this round at the start of the target's turn (R003-03)"
    ]
    # acting is reacting too: an opportunity attack earlier in the same round
    reacted = chase() + "  - {name: Gob, side: b, at: [3, 5], hp: 80}\n"
    script = "  - turn: Gob\n    do:\n      - move: [[4, 5]]\n" + RUN_AWAY
    found = run(tmp_path, scenario(reacted, script), name="d.yaml")
    assert found.fired() == [("Knight", "Opportunity Attack")]
    assert found.refused("Immediate Move") == [
        "had already acted this round at the start of the target's turn (R003-03)"
    ]


def test_R003_04_the_double_move_is_interrupted_half_way(tmp_path: Path) -> None:
    found = run(tmp_path, scenario(chase(), RUN_AWAY))
    steps = [(e["who"], tuple(e["to"])) for e in found.entries("step")]
    first_knight = next(i for i, s in enumerate(steps) if s[0] == "Knight")
    assert [s for s in steps[:first_knight]] == [("Thief", (3, 1)), ("Thief", (4, 1))]
    odd = "  - turn: Thief\n    do:\n      - double_move: [[3, 1], [4, 1], [5, 1]]\n"
    found = run(tmp_path, scenario(chase(), odd), name="odd.yaml")
    steps = [(e["who"], tuple(e["to"])) for e in found.entries("step")]
    assert steps[0] == ("Thief", (3, 1)) and steps[1][0] == "Knight"  # 3 // 2 = 1


def test_R003_04_open_a_substituted_move_on_its_own_before_its_first_square(
    tmp_path: Path,
) -> None:
    """The open decision R003-04: the second of two `move` actions triggers the immediate
    move as it starts, and the Knight moves before any square of it."""
    script = "  - turn: Thief\n    do:\n      - move: [[3, 1]]\n      - move: [[4, 1], [5, 1]]\n"
    found = run(tmp_path, scenario(chase(), script))
    assert found.fired()[0] == ("Knight", "Immediate Move")
    steps = [(e["who"], tuple(e["to"])) for e in found.entries("step")]
    first_knight = next(i for i, s in enumerate(steps) if s[0] == "Knight")
    assert steps[:first_knight] == [("Thief", (3, 1))]


def test_R003_05_no_opportunity_attacks_while_overtaking(tmp_path: Path) -> None:
    # The Knight runs past the Thief's squares; the Thief has an opportunity attack but
    # the immediate move never provokes.
    found = run(
        tmp_path, scenario(chase("  - {name: Knight, side: a, at: [1, 3], speed: 6}\n"), RUN_AWAY)
    )
    assert found.fired()[0] == ("Knight", "Immediate Move")
    leaves = [
        e for e in found.entries("event") if e["event"] == "move.leave" and e["actor"] == "Knight"
    ]
    assert leaves and all(e["qualifiers"]["provokes"] is False for e in leaves)


def mapped(text: str, rows: list[str]) -> str:
    """A scenario on a map instead of the bare 16 x 8 squares."""
    board = "map: |\n" + "".join(f"  {row}\n" for row in rows)
    return text.replace("size: [16, 8]\n", board)


# a wall across the map with one gap, at x = 4
WALL = ["." * 16] * 3 + ["####." + "#" * 11] + ["." * 16] * 4


def test_R003_06_the_move_ends_next_to_another_enemy(tmp_path: Path) -> None:
    # the only way to the Thief is the gap, next to the Guard: the move ends there, two
    # squares from the Thief, with squares of its move left
    combatants = chase("  - {name: Knight, side: a, at: [2, 6], speed: 6}\n") + (
        "  - {name: Guard, side: b, at: [5, 2]}\n"
    )
    found = run(tmp_path, mapped(scenario(combatants, RUN_AWAY), WALL))
    assert found.fired()[0] == ("Knight", "Immediate Move")
    knight = [tuple(e["to"]) for e in found.entries("step") if e["who"] == "Knight"]
    assert knight == [(3, 5), (4, 4), (4, 3)]  # (4, 3): next to the Guard at (5, 2)
    notes = [e["text"] for e in found.entries("note")]
    assert "Knight's move ends at [4, 3]" in notes


def test_R003_06_the_move_ends_at_once_wherever_the_target_is(tmp_path: Path) -> None:
    # the Knight's one way out of its nook enters a square next to the Guard: the move ends
    # after one square, far from the Thief
    nook = ["." * 16] * 5 + ["...#.#" + "." * 10] * 2 + ["...###" + "." * 10]
    combatants = chase("  - {name: Knight, side: a, at: [4, 6], speed: 6}\n") + (
        "  - {name: Guard, side: b, at: [5, 4]}\n"
    )
    for seed in range(3):
        text = mapped(scenario(combatants, RUN_AWAY), nook)
        found = run(tmp_path, text, seed=seed, name=f"{seed}.yaml")
        assert found.fired()[0] == ("Knight", "Immediate Move")
        knight = [e["to"] for e in found.entries("step") if e["who"] == "Knight"]
        assert knight == [[4, 5]]


def test_R003_02_open_the_chase_goes_around_and_through_allies(tmp_path: Path) -> None:
    """The decision R003-02: as near the target as the move allows, by any path a move may
    take (through an ally's square, round a wall), not only by squares each nearer."""
    corridor = ["." * 10] * 2 + [".#.#......"] * 3
    people = (
        "  - {name: Knight, side: a, at: [2, 4], speed: 5}\n"
        "  - {name: Squire, side: a, at: [2, 3], speed: 5}\n"
        "  - {name: Thief, side: b, at: [2, 0], speed: 3}\n"
    )
    run_off = "  - turn: Thief\n    do:\n      - double_move: [[3, 0], [4, 0], [5, 0], [6, 0]]\n"
    found = run(tmp_path, mapped(scenario(people, run_off), corridor))
    assert found.fired()[:2] == [("Knight", "Immediate Move"), ("Squire", "Immediate Move")]
    steps = [(e["who"], tuple(e["to"])) for e in found.entries("step")]
    knight = [to for who, to in steps if who == "Knight"]
    squire = [to for who, to in steps if who == "Squire"]
    assert knight[0] == (2, 3)  # through the Squire's square, up the corridor
    # each ends next to the Thief, at [4, 0] half-way: the Squire's first step, (2, 2), is
    # no nearer to it than where it stood
    for path in (knight, squire):
        assert max(abs(path[-1][0] - 4), abs(path[-1][1])) == 1, path


def test_R003_07_sapped_until_the_end_of_the_next_turn(tmp_path: Path) -> None:
    x, y = run(tmp_path, scenario(chase(), RUN_AWAY), name="first.yaml").final("Knight")["at"]
    moves = f"      - move: [[{x}, {y + 1}]]\n      - move: [[{x}, {y + 2}]]\n"
    script = RUN_AWAY + (
        "  - turn: Knight\n    do:\n" + moves + "  - turn: Thief\n    do: []\n"
        "  - turn: Knight\n    do:\n"
        f"      - move: [[{x}, {y + 2}]]\n      - move: [[{x}, {y + 3}]]\n"
    )
    found = run(tmp_path, scenario(chase(), script))
    problems = [e["message"] for e in found.entries("problem")]
    assert problems == [
        "Knight cannot move: sapped: at most one move action, and a standard action only "
        "without a move action (R003-07)"
    ]  # only on the Knight's next turn; the turn after, it is no longer sapped
    assert found.final("Knight")["conditions"] == []
    standard = RUN_AWAY + (
        "  - turn: Knight\n    do:\n      - move: [[" + f"{x}, {y + 1}" + "]]\n"
        "      - attack: {power: Ranged Basic Attack, targets: [Thief]}\n"
    )
    found = run(tmp_path, scenario(chase(), standard), name="b.yaml")
    assert [e["message"] for e in found.entries("problem")] == [
        "Knight cannot attack: sapped: at most one move action, and a standard action only "
        "without a move action (R003-07)"
    ]


def test_R003_07_sapped_a_move_action_after_a_standard_action(tmp_path: Path) -> None:
    """Sapped: "a standard action only if you do not take a move action", whichever comes
    first: an attack, then a move, is refused as a move then an attack is; a minor action
    is free of it."""
    x, y = run(tmp_path, scenario(chase(), RUN_AWAY), name="first.yaml").final("Knight")["at"]
    attack = "      - attack: {power: Ranged Basic Attack, targets: [Thief]}\n"
    script = RUN_AWAY + "  - turn: Knight\n    do:\n" + attack + f"      - move: [[{x}, {y + 1}]]\n"
    found = run(tmp_path, scenario(chase(), script))
    assert [e["message"] for e in found.entries("problem")] == [
        "Knight cannot move: sapped: at most one move action, and a standard action only "
        "without a move action (R003-07)"
    ]
    assert found.final("Knight")["at"] == [x, y]
    # not sapped (no immediate move: a single move), the same turn is allowed
    script = (
        "  - turn: Thief\n    do:\n      - move: [[3, 1]]\n"
        + "  - turn: Knight\n    do:\n"
        + attack
        + "      - move: [[2, 5]]\n"
    )
    found = run(tmp_path, scenario(chase(), script), name="free.yaml")
    assert found.entries("problem") == [] and found.final("Knight")["at"] == [2, 5]


def test_R003_01_the_immediate_move_uses_the_immediate_action(tmp_path: Path) -> None:
    combatants = (
        chase(
            "  - {name: Knight, side: a, at: [2, 4], speed: 5, powers: [Warding Strike], hp: 80}\n"
        )
        + "  - {name: Archer, side: b, at: [12, 6]}\n"
    )
    script = RUN_AWAY + (  # the same round: the Archer's turn comes after the Thief's
        "  - turn: Archer\n    do:\n"
        "      - attack: {power: Ranged Basic Attack, targets: [Knight], rolls: [hit], damage: 1}\n"
    )
    found = run(tmp_path, scenario(combatants, script))
    assert found.fired()[0] == ("Knight", "Immediate Move")
    assert found.refused("Warding Strike") == [
        "immediate action already taken this round (R001-06)"
    ]


def test_R003_08_the_optional_endurance_check(tmp_path: Path) -> None:
    found = run(tmp_path, scenario(chase(), RUN_AWAY))
    assert found.entries("endurance") == []  # off by default
    found = run(
        tmp_path, scenario(chase(), RUN_AWAY, extra="options: {endurance: true}\n"), name="b.yaml"
    )
    (check,) = found.entries("endurance")
    assert set(check["scores"]) == {"Knight", "Thief"}
    winner = check["winner"]
    moves = [e for e in found.entries("step") if e["who"] == winner]
    assert moves[-1]["seq"] > check["seq"]
    # the highest scorer moves, exactly one square more, whoever it is
    winners = set()
    for seed in range(12):
        found = run(
            tmp_path,
            scenario(chase(), RUN_AWAY, extra="options: {endurance: true}\n"),
            seed=seed,
            name=f"{seed}.yaml",
        )
        (check,) = found.entries("endurance")
        assert check["scores"][check["winner"]] == max(check["scores"].values())
        after = [e for e in found.entries("step") if e["seq"] > check["seq"]]
        assert [e["who"] for e in after] == [check["winner"]]
        winners.add(check["winner"])
    assert winners == {"Knight", "Thief"}


def test_unknown_option_is_a_diagnostic(tmp_path: Path) -> None:
    found = run(tmp_path, scenario(chase(), RUN_AWAY, extra="options: {stamina: true}\n"))
    assert found.result is None and found.codes() == ["R008"]


# -- behaviours the engine broke before issue 11 ------------------------------------------


def test_R003_03_an_opportunity_attack_in_round_1_is_not_acting_in_round_2(
    tmp_path: Path,
) -> None:
    people = (
        "  - {name: Knight, side: a, at: [2, 2], speed: 5}\n"
        "  - {name: Thief, side: b, at: [3, 2], speed: 2, hp: 80}\n"
    )
    script = (
        "  - turn: Thief\n    do:\n      - move: [[4, 2]]\n"  # leaves the Knight: provokes
        "  - turn: Thief\n    do:\n      - double_move: [[5, 2], [6, 2], [7, 2], [8, 2]]\n"
    )
    found = run(tmp_path, scenario(people, script))
    assert found.fired()[:2] == [("Knight", "Opportunity Attack"), ("Knight", "Immediate Move")]
    assert found.refused("Immediate Move") == []


def test_R003_03_reacting_after_ones_turn_in_round_1_is_not_acting_in_round_2(
    tmp_path: Path,
) -> None:
    """The open decision R003-03: the round is the game's: the Knight took its turn, then
    an opportunity attack, in round 1; the Thief's double move opens round 2, in which the
    Knight has not acted."""
    people = (
        "  - {name: Thief, side: b, at: [2, 1], speed: 2}\n"
        "  - {name: Knight, side: a, at: [2, 4], speed: 5}\n"
        "  - {name: Gob, side: b, at: [3, 5], hp: 80}\n"
    )
    script = (
        "  - turn: Thief\n    do: []\n  - turn: Knight\n    do: []\n"
        "  - turn: Gob\n    do:\n      - move: [[4, 6]]\n" + RUN_AWAY  # leaves the Knight
    )
    found = run(tmp_path, scenario(people, script))
    assert found.fired()[:2] == [("Knight", "Opportunity Attack"), ("Knight", "Immediate Move")]
    assert found.refused("Immediate Move") == []


def test_R003_01_one_who_cannot_move_takes_no_immediate_move(tmp_path: Path) -> None:
    for condition in ("immobilized", "prone"):
        stuck = chase(
            f"  - {{name: Knight, side: a, at: [2, 4], speed: 5, conditions: [{condition}]}}\n"
        )
        found = run(tmp_path, scenario(stuck, RUN_AWAY), name=f"{condition}.yaml")
        assert found.fired() == []
        assert found.refused("Immediate Move") == [
            f"Knight is {condition}: an immediate move is a move (R003-01)"
        ]
        assert "sapped" not in found.final("Knight")["conditions"]
