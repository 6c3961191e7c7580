"""Seed 001 (4E core actions and movement) under the ``dnd4e`` ruleset, one test per rule."""

from __future__ import annotations

from pathlib import Path

from tests.rules001kit import scenario
from tests.simkit import run


def test_R001_01_a_standard_action_can_be_traded_for_a_move_not_the_reverse(
    tmp_path: Path,
) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0]}\n  - {name: Orc, side: b, at: [3, 0]}\n",
        "  - turn: Hero\n    do:\n      - move: [[1, 0]]\n      - move: [[2, 0]]\n"
        "      - attack: {power: Melee Basic Attack, targets: [Orc]}\n",
    )
    found = run(tmp_path, text)
    assert found.codes() == ["R012"]  # the second move used the standard action
    assert found.final("Hero")["at"] == [2, 0]
    assert "no standard action left" in found.entries("problem")[0]["message"]


def test_R001_02_actions_in_any_order(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0]}\n  - {name: Orc, side: b, at: [1, 0], hp: 50}\n",
        "  - turn: Hero\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 3}\n"
        "      - move: [[0, 1], [0, 2]]\n",
    )
    found = run(tmp_path, text)
    assert found.codes() == []
    assert found.final("Orc")["hp"] == 47
    assert found.final("Hero")["at"] == [0, 2]


def test_R001_03_free_actions_any_number_on_anyones_turn(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], powers: [Quick Retort], hp: 60}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 60}\n"
        "  - {name: Gob, side: b, at: [0, 1], hp: 60}\n",
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}\n"
        "  - turn: Gob\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}\n",
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Quick Retort"), ("Hero", "Quick Retort")]


def test_R001_04_one_opportunity_action_per_other_combatants_turn(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Guard, side: a, at: [2, 2], powers: [Trip Up]}\n"
        "  - {name: Orc, side: b, at: [3, 2], hp: 80}\n",
        "  - turn: Orc\n    do:\n      - shift: [3, 3]\n      - action_point\n      - stand\n"
        "      - move: [[4, 2]]\n",
    )
    found = run(tmp_path, text)
    # Trip Up interrupts the shift (the Orc falls prone, the shift is lost); the Orc stands
    # and walks away: the opportunity attack is refused, Trip Up used this turn's one.
    assert found.fired()[0] == ("Guard", "Trip Up")
    assert "opportunity action already taken on this combatant's turn (R001-04)" in (
        found.refused("Opportunity Attack")
    )
    assert found.final("Orc")["at"] == [4, 2]  # the shift was lost: it left from [3, 2]
    # one on *each* other combatant's turn: the Gob's turn brings a new one, which
    # interrupts the move before the Gob leaves its square
    two = scenario(
        "  - {name: Guard, side: a, at: [2, 2]}\n"
        "  - {name: Orc, side: b, at: [3, 2], hp: 80}\n"
        "  - {name: Gob, side: b, at: [1, 2], hp: 80}\n",
        "  - turn: Orc\n    do:\n      - move: [[4, 2]]\n"
        "  - turn: Gob\n    do:\n      - move: [[0, 2]]\n",
    )
    found = run(tmp_path, two, name="two.yaml")
    assert found.fired() == [("Guard", "Opportunity Attack")] * 2
    second = [e["seq"] for e in found.entries("fires")][1]
    assert second < found.index("step", who="Gob")


def test_R001_05_opportunity_attack_on_leaving_and_on_ranged_attacks(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Guard, side: a, at: [2, 2]}\n"
        "  - {name: Archer, side: b, at: [3, 2], hp: 80}\n"
        "  - {name: Runner, side: b, at: [1, 2], hp: 80}\n"
        "  - {name: Far, side: b, at: [8, 8], hp: 80}\n",
        "  - turn: Archer\n    do:\n"
        "      - attack: {power: Ranged Basic Attack, targets: [Far], rolls: [miss]}\n"
        "  - turn: Runner\n    do:\n      - move: [[0, 2], [0, 3]]\n",
    )
    found = run(tmp_path, text)
    assert found.fired() == [
        ("Guard", "Opportunity Attack (ranged or area)"),
        ("Guard", "Opportunity Attack"),
    ]


def _immediate_twice() -> str:
    """Two enemies hit the Hero in one round (its Warding Strike answers the first only);
    then, on its own turn, it bloodies itself in dangerous terrain (Last Stand refused)."""
    return scenario(
        "  - {name: Hero, side: a, at: [0, 0], powers: [Warding Strike, Last Stand], hp: 20}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 80}\n"
        "  - {name: Gob, side: b, at: [0, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 2}\n"
        "  - turn: Gob\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 2}\n"
        "  - turn: Hero\n    do:\n      - shift: [1, 1]\n",
        map_="  ....\n  .^..\n  ....\n",
        extra="dangerous_damage: 9\n",
    )


def test_R001_06_one_immediate_action_per_round_never_on_your_turn(tmp_path: Path) -> None:
    found = run(tmp_path, _immediate_twice())
    assert found.fired() == [("Hero", "Warding Strike")]
    assert "immediate action already taken this round (R001-06)" in found.refused("Warding Strike")
    # the Hero bloodies itself in dangerous terrain on its own turn
    assert found.refused("Last Stand") == [
        "immediate actions are never taken on your own turn (R001-06)"
    ]


def test_R001_06_a_refused_candidate_names_the_limit_or_check_that_refused_it(
    tmp_path: Path,
) -> None:
    """The JSON trace says which ruleset entry refused (a tool can count the refusals of
    one limit), beside the message; a candidate that fires, or whose trigger did not
    fit, names none."""
    found = run(tmp_path, _immediate_twice())
    refused = {
        (e["reaction"], e["why"]): e.get("refused_by")
        for e in found.entries("candidate")
        if e["matched"] and not e["fires"]
    }
    assert refused == {
        ("Warding Strike", "immediate action already taken this round (R001-06)"): {
            "section": "limits",
            "name": "immediate-per-round",
            "rule": "R001-06",
        },
        ("Last Stand", "immediate actions are never taken on your own turn (R001-06)"): {
            "section": "may_react",
            "name": "immediate-not-on-own-turn",
            "rule": "R001-06",
        },
    }
    assert all("refused_by" not in e for e in found.entries("candidate") if e["fires"])


def test_R001_07_an_interrupt_acts_first_and_can_make_the_action_lost(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], powers: [Shield Block], hp: 20}\n"
        "  - {name: Guard, side: a, at: [5, 5], powers: [Trip Up]}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 80}\n",
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 9}\n"
        "      - move: [[2, 1], [3, 2], [4, 3], [5, 4]]\n"
        "  - turn: Orc\n    do:\n      - shift: [6, 5]\n      - move: [[7, 5]]\n",
    )
    found = run(tmp_path, text)
    assert found.final("Hero")["hp"] == 20  # Shield Block turned the hit into a miss
    fired = found.fired()
    assert fired[0] == ("Hero", "Shield Block") and ("Guard", "Trip Up") in fired
    lost = found.entries("lost")
    assert lost and "prone" in lost[0]["why"]  # the shift is lost: the Orc is prone
    assert found.final("Orc")["at"] == [5, 4]


def test_R001_08_a_reaction_waits_until_the_action_is_resolved(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], powers: [Warding Strike], hp: 40}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 80}\n",
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 4}\n",
    )
    found = run(tmp_path, text)
    hit = found.index("event", event="attack.hit")
    damage = found.index("damage", target="Hero")
    fires = found.index("fires", reaction="Warding Strike")
    assert hit < damage < fires


def test_R001_09_an_action_point_once_per_encounter(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0]}\n  - {name: Orc, side: b, at: [1, 0], hp: 80}\n",
        "  - turn: Hero\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 1}\n"
        "      - action_point\n"
        "      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 1}\n"
        "  - turn: Hero\n    do:\n      - action_point\n",
    )
    found = run(tmp_path, text)
    assert found.final("Orc")["hp"] == 78
    assert found.codes() == ["R012"]


def test_R001_10_end_of_turn_saving_throws(tmp_path: Path) -> None:
    text = scenario(
        "  - name: Hero\n    side: a\n    at: [0, 0]\n"
        "    conditions: [{name: dazed, duration: save_ends},\n"
        "                 {name: slowed, duration: save_ends}]\n"
        "  - {name: Orc, side: b, at: [5, 5]}\n",
        "  - turn: Hero\n    saves: {dazed: 10, slowed: 9}\n    do: []\n",
    )
    found = run(tmp_path, text)
    assert found.final("Hero")["conditions"] == ["slowed"]  # 10+ ends it, 9 does not
    # an effect that lasts until the end of the Hero's turn ends then, not before
    text = text.replace(
        "{name: slowed, duration: save_ends}]", "{name: marked, duration: end_of_turn}]"
    )
    found = run(tmp_path, text.replace("slowed: 9", "marked: 1"), name="b.yaml")
    (turn,) = found.entries("turn")
    assert "marked" in next(c for c in turn["state"] if c["name"] == "Hero")["conditions"]
    assert found.final("Hero")["conditions"] == []
    assert [e["condition"] for e in found.entries("save")] == ["dazed"]  # no save for it


def test_R001_11_shift_one_square_run_speed_plus_two_grants_advantage(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [1, 1], speed: 2}\n"
        "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Hero\n    do:\n      - shift: [0, 1]\n"
        "      - run: [[0, 2], [0, 3], [0, 4], [0, 5]]\n"
        "  - turn: Orc\n    do:\n"
        "      - move: [[1, 2], [1, 3], [1, 4]]\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [5]}\n",
    )
    found = run(tmp_path, text)
    assert found.codes() == []
    assert found.fired() == []  # the shift away from the Orc provoked nothing
    assert found.entries("roll")[0]["advantage"] is True


def test_R001_12_a_diagonal_step_costs_one_square(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], speed: 3}\n  - {name: Orc, side: b, at: [9, 0]}\n",
        "  - turn: Hero\n    do:\n      - move: [[1, 1], [2, 2], [3, 3]]\n",
    )
    assert run(tmp_path, text).final("Hero")["at"] == [3, 3]


def test_R001_13_difficult_terrain_costs_double_and_cannot_be_shifted_into(
    tmp_path: Path,
) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], speed: 3}\n  - {name: Orc, side: b, at: [3, 2]}\n",
        "  - turn: Hero\n    do:\n      - move: [[1, 0], [2, 0], [3, 0]]\n"
        "  - turn: Hero\n    do:\n      - shift: [0, 1]\n"
        "  - turn: Hero\n    do:\n      - move: [[1, 0], [2, 0]]\n",
        map_="  .~..\n  ~...\n  ....\n",
    )
    found = run(tmp_path, text)
    problems = [e["message"] for e in found.entries("problem")]
    assert "costs more than 3 squares" in problems[0]
    assert "no shifting into it (R001-13)" in problems[1]
    assert found.final("Hero")["at"] == [2, 0]


def test_R001_14_walking_away_provokes_shifting_does_not(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Guard, side: a, at: [2, 2]}\n  - {name: Orc, side: b, at: [3, 2], hp: 80}\n",
        "  - turn: Orc\n    do:\n      - shift: [4, 2]\n"
        "  - turn: Orc\n    do:\n      - shift: [3, 2]\n      - move: [[4, 2]]\n",
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Guard", "Opportunity Attack")]
    assert found.index("fires") > found.index("action", action="move")


def test_R001_15_through_allies_not_enemies_never_ending_in_an_occupied_square(
    tmp_path: Path,
) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0]}\n  - {name: Friend, side: a, at: [1, 0]}\n"
        "  - {name: Orc, side: b, at: [0, 2], hp: 80}\n",
        "  - turn: Hero\n    do:\n      - move: [[1, 0], [2, 0]]\n"
        "  - turn: Hero\n    do:\n      - move: [[1, 0]]\n"
        "  - turn: Hero\n    do:\n      - move: [[1, 1], [0, 2], [0, 3]]\n",
    )
    found = run(tmp_path, text)
    problems = [e["message"] for e in found.entries("problem")]
    assert "occupied" in problems[0] and "enemy's square" in problems[1]
    assert found.final("Hero")["at"] == [2, 0]


def test_R001_16_17_18_forced_movement(tmp_path: Path) -> None:
    # The Hero pushes the Orc 2 squares through difficult terrain (R001-18) next to the
    # Guard: no opportunity attack, farther each square (R001-16), at most 2 (R001-17).
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 1], powers: [Shove]}\n"
        "  - {name: Guard, side: a, at: [2, 0]}\n"
        "  - {name: Orc, side: b, at: [1, 1], hp: 80}\n",
        "  - turn: Hero\n    do:\n      - attack: {power: Shove, targets: [Orc], rolls: [hit]}\n",
        map_="  ......\n  ..~~..\n  ......\n",
        extra="",
    ).replace(
        "combatants:\n",
        "  - name: Shove\n    usage: at-will\n    action: standard action\n    range: Melee 1\n"
        "    attack: Strength vs. Fortitude\n    hit: You push the target 2 squares.\n"
        "combatants:\n",
    )
    found = run(tmp_path, text)
    steps = [e for e in found.entries("step") if e["forced"]]
    assert len(steps) == 2
    # never into a square it could not walk into: a wall stops the push short
    corridor = text.replace("  - {name: Guard, side: a, at: [2, 0]}\n", "").replace(
        "  ......\n  ..~~..\n  ......\n", "  ######\n  ..#...\n  ######\n"
    )
    walled = run(tmp_path, corridor, name="walled.yaml")
    assert [e for e in walled.entries("step") if e["forced"]] == []
    assert walled.final("Orc")["at"] == [1, 1]
    origin = (0, 1)
    distances = [max(abs(s["to"][0] - origin[0]), abs(s["to"][1] - origin[1])) for s in steps]
    assert distances == [2, 3]
    assert found.fired() == []
    assert found.refused("Opportunity Attack") == []  # provokes=False: the trigger never matched


def test_R001_19_no_entering_obstacles_nor_cutting_their_corners(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0]}\n  - {name: Orc, side: b, at: [5, 2]}\n",
        "  - turn: Hero\n    do:\n      - move: [[1, 1]]\n",
        map_="  .#....\n  ......\n  ......\n",
    )
    found = run(tmp_path, text)
    assert found.codes() == ["R013"]
    assert "corner" in found.entries("problem")[0]["message"]


def test_R001_20_two_move_actions_move_speed_twice(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], speed: 2}\n  - {name: Orc, side: b, at: [9, 9]}\n",
        "  - turn: Hero\n    do:\n      - double_move: [[1, 0], [2, 0], [3, 0], [4, 0]]\n"
        "  - turn: Hero\n    do:\n      - double_move: [[4, 1], [4, 2], [4, 3], [4, 4], [4, 5]]\n",
    )
    found = run(tmp_path, text)
    assert found.final("Hero")["at"] == [4, 0]
    assert found.codes() == ["R013"]


def test_dazed_forbids_immediate_actions(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], powers: [Warding Strike], conditions: [dazed]}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 80}\n",
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}\n",
    )
    assert run(tmp_path, text).refused("Warding Strike") == [
        "dazed: no immediate or opportunity actions, and one action a turn"
    ]


def test_R001_07_an_attack_whose_target_is_moved_away_is_lost(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [1, 1], powers: [Sidestep], hp: 30}\n"
        "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 9}\n",
    ).replace(
        "combatants:\n",
        "  - name: Sidestep\n    usage: encounter\n    action: immediate interrupt\n"
        "    trigger: You are attacked by an enemy\n    effect: You shift 2 squares.\n"
        "combatants:\n",
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Sidestep")]
    assert found.final("Hero")["hp"] == 30
    (lost,) = found.entries("lost")
    assert "out of reach now" in lost["why"]


# -- behaviours the engine broke before issue 11 ------------------------------------------

LEAVING = """
  - name: Parting Jab
    usage: at-will
    action: immediate reaction
    trigger: An enemy leaves a square adjacent to you
    effect: You gain 2 temporary hit points.
  - name: Greeting Jab
    usage: at-will
    action: immediate reaction
    trigger: An enemy enters a square adjacent to you
    effect: You gain 2 temporary hit points.
  - name: Shove
    usage: at-will
    action: standard action
    range: Melee 1
    effect: You push the target 1 square.
  - name: Fall Back
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: You shift 3 squares.
  - name: Heave
    usage: at-will
    action: standard action
    range: Melee 1
    effect: You push the target 2 squares.
"""


def with_powers(text: str) -> str:
    return text.replace("\ncombatants:", LEAVING.rstrip("\n") + "\ncombatants:", 1)


def test_leaving_a_square_adjacent_to_you_is_judged_on_the_square_left(tmp_path: Path) -> None:
    away = with_powers(
        scenario(
            "  - {name: Hero, side: a, at: [1, 1], powers: [Parting Jab]}\n"
            "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
            "  - turn: Orc\n    do:\n      - shift: [3, 1]\n",
        )
    )
    found = run(tmp_path, away)
    assert found.fired() == [("Hero", "Parting Jab")]
    toward = away.replace("at: [2, 1], hp: 80", "at: [3, 1], hp: 80").replace(
        "shift: [3, 1]", "shift: [2, 1]"
    )
    found = run(tmp_path, toward, name="toward.yaml")
    assert found.fired() == []  # it entered a square next to the Hero: it left none


def test_forced_movement_enters_squares_too(tmp_path: Path) -> None:
    text = with_powers(
        scenario(
            "  - {name: Hero, side: a, at: [3, 0], powers: [Greeting Jab]}\n"
            "  - {name: Ally, side: a, at: [0, 0], powers: [Shove]}\n"
            "  - {name: Orc, side: b, at: [1, 0], hp: 80}\n",
            "  - turn: Ally\n    do:\n      - use: {power: Shove, targets: [Orc]}\n",
            map_="  .....\n  #####\n",
        )
    )
    found = run(tmp_path, text)
    assert found.final("Orc")["at"] == [2, 0]
    assert found.fired() == [("Hero", "Greeting Jab")]  # the push ended next to the Hero


def test_R001_13_a_reactions_shift_never_crosses_difficult_terrain(tmp_path: Path) -> None:
    text = with_powers(
        scenario(
            "  - {name: Hero, side: a, at: [0, 0], powers: [Fall Back]}\n"
            "  - {name: Orc, side: b, at: [0, 1], hp: 80}\n",
            "  - turn: Orc\n    do:\n      - attack: {power: Melee Basic Attack, targets: [Hero],"
            " rolls: [hit], damage: 1}\n",
            map_="  .~..\n  .###\n",
        )
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Fall Back")]
    # the only way on is through the difficult square: the shift goes nowhere
    assert found.entries("decision")[-1]["choice"] == [0, 0]
    assert found.final("Hero")["at"] == [0, 0]


def shove(map_: str) -> str:
    """The Ally shoves the Orc (push 1) along the corridor ``map_`` draws."""
    return with_powers(
        scenario(
            "  - {name: Ally, side: a, at: [0, 0], powers: [Shove, Heave]}\n"
            "  - {name: Orc, side: b, at: [1, 0], hp: 80}\n",
            "  - turn: Ally\n    do:\n      - use: {power: Shove, targets: [Orc]}\n",
            map_=map_,
        )
    )


def test_R001_18_a_push_is_not_hindered_by_difficult_terrain(tmp_path: Path) -> None:
    # the reading kept: forced movement "isn't hindered by difficult terrain" (R001-18)
    found = run(tmp_path, shove("  ..~.\n  ####\n"))
    assert found.final("Orc")["at"] == [2, 0]


def test_R001_17_the_mover_may_choose_fewer_squares_or_none(tmp_path: Path) -> None:
    none = shove("  ....\n  ####\n").replace(
        "script:", "choices:\n  - {who: Ally, decide: forced, answer: [1, 0]}\nscript:"
    )
    found = run(tmp_path, none)
    assert found.codes() == [] and found.final("Orc")["at"] == [1, 0]
    assert "R001-17" in found.entries("decision")[-1]["why"]
    # a square the push cannot reach is refused at the choice's line; the guidelines decide
    wrong = none.replace("answer: [1, 0]", "answer: [3, 0]")
    found = run(tmp_path, wrong, name="wrong.yaml")
    assert found.codes() == ["R012"] and found.final("Orc")["at"] == [2, 0]
    # a push of 2 that goes 1 square: fewer than the distance
    fewer = none.replace("power: Shove", "power: Heave")
    found = run(tmp_path, fewer.replace("answer: [1, 0]", "answer: [2, 0]"), name="fewer.yaml")
    assert found.codes() == [] and found.final("Orc")["at"] == [2, 0]
    assert len([e for e in found.entries("step") if e["forced"]]) == 1


def test_R001_10_no_free_action_at_the_end_of_your_own_turn(tmp_path: Path) -> None:
    shrug = (
        "  - name: Shrug Off\n    usage: at-will\n    action: free action\n"
        "    trigger: You fail a saving throw\n    effect: You gain 2 temporary hit points.\n"
    )
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], powers: [Shrug Off],"
        " conditions: [{name: dazed, duration: save_ends}]}\n"
        "  - {name: Orc, side: b, at: [5, 5], hp: 80}\n",
        "  - turn: Hero\n    saves: {dazed: 2}\n    do: []\n",
    ).replace("\ncombatants:", "\n" + shrug.rstrip("\n") + "\ncombatants:", 1)
    found = run(tmp_path, text)
    assert found.fired() == []
    assert found.refused("Shrug Off") == ["no actions at the end of your own turn (R001-10)"]


def test_R001_01_a_refused_move_spends_no_action(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0]}\n  - {name: Orc, side: b, at: [3, 0]}\n",
        "  - turn: Hero\n    do:\n      - move: [[0, 1], [2, 1]]\n      - move: [[1, 0], [2, 0]]\n"
        "      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 1}\n",
    )
    found = run(tmp_path, text)
    assert found.codes() == ["R013"]  # the first move is not one step at a time
    assert found.final("Hero")["at"] == [2, 0] and found.final("Orc")["hp"] == 29


def test_R001_06_the_round_moves_on_for_a_combatant_with_no_turn(tmp_path: Path) -> None:
    hit = "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}\n"
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], powers: [Warding Strike], hp: 60}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 80}\n"
        "  - {name: Gob, side: b, at: [0, 1], hp: 80}\n",
        "".join(f"  - turn: {who}\n    do:\n{hit}" for who in ("Orc", "Gob") * 3),
    )
    found = run(tmp_path, text)
    # one immediate action in each of the three rounds, though the Hero has no turn
    assert found.fired() == [("Hero", "Warding Strike")] * 3
    assert [e["round"] for e in found.entries("fires")] == [1, 2, 3]


def test_R001_04_the_owner_may_decline_an_opportunity_attack(tmp_path: Path) -> None:
    leave = scenario(
        "  - {name: Guard, side: a, at: [2, 2]}\n  - {name: Orc, side: b, at: [3, 2], hp: 80}\n",
        "  - turn: Orc\n    do:\n      - move: [[4, 2]]\n      - move: [[4, 3]]\n",
    )
    declined = leave.replace(
        "script:",
        "choices:\n  - {who: Guard, decide: react, about: Opportunity Attack, answer: false}\n"
        "script:",
    )
    found = run(tmp_path, declined)
    assert found.fired() == [] and found.codes() == []
    assert found.refused("Opportunity Attack") == [
        "its owner chooses not to use it (scripted choice)"
    ]
    unused = declined.replace("move: [[4, 2]]", "shift: [4, 3]").replace(
        "      - move: [[4, 3]]\n", ""
    )
    found = run(tmp_path, unused, name="unused.yaml")
    assert found.codes() == ["R019"]  # a scripted choice that never came up


def test_a_power_that_takes_no_action_is_used_while_no_action_can_be_taken(
    tmp_path: Path,
) -> None:
    """Stunned, surprised or unconscious, a creature takes no actions; a triggered power of
    action type "no action" takes none, so it is used (4E's "Foil Ambush": "No Action.
    Trigger: You are surprised"), while a free action is not."""
    extra = (
        "  - name: Steel Nerve\n    usage: at-will\n    action: no action\n"
        "    range: Personal\n    trigger: An enemy hits you\n"
        "    effect: You regain 5 hit points.\n"
    )
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], powers: [Quick Retort, Steel Nerve], hp: 60,\n"
        "     conditions: [stunned]}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 60}\n",
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}\n",
        extra=extra,
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Steel Nerve")]
    assert found.refused("Quick Retort") == ["stunned: no actions"]


def test_a_secondary_attack_is_never_the_powers_own_attack_again(tmp_path: Path) -> None:
    # "you make a secondary attack": the power's Secondary Attack, which is not simulated;
    # a reading that dropped "secondary" made the reaction's own attack a second time
    retort = (
        "  - name: Double Retort\n    usage: at-will\n    action: immediate reaction\n"
        "    range: Melee 1\n    trigger: An enemy hits you\n"
        "    effect: You make {which} attack against the triggering enemy.\n"
    )
    for which, attacks in (("a secondary", 0), ("a melee basic", 1)):
        text = scenario(
            "  - {name: Hero, side: a, at: [0, 0], powers: [Double Retort], hp: 40}\n"
            "  - {name: Orc, side: b, at: [1, 0], hp: 80}\n",
            "  - turn: Orc\n    do:\n      - attack: {power: Melee Basic Attack, "
            "targets: [Hero], rolls: [hit], damage: 4}\n",
            extra=retort.format(which=which),
        )
        found = run(tmp_path, text)
        assert ("Hero", "Double Retort") in found.fired(), which
        rolls = [e for e in found.entries("event") if e.get("event") == "attack.roll"]
        assert len(rolls) == 1 + attacks, (which, rolls)


def test_a_scripted_hit_or_miss_is_never_a_critical_hit_whatever_the_d20_shows(
    tmp_path: Path,
) -> None:
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], hp: 500}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 500}\n",
        "".join(
            f"  - turn: {who}\n    do:\n      - attack: {{power: Melee Basic Attack, "
            f"targets: [{whom}], rolls: [{roll}]}}\n"
            for _ in range(20)
            for who, whom, roll in (("Hero", "Orc", "hit"), ("Orc", "Hero", "miss"))
        ),
    )
    found = run(tmp_path, text, seed=3)
    rolls = found.entries("roll")
    assert {r["scripted"] for r in rolls if r["natural"] == 20} == {"hit", "miss"}
    assert [r["hit"] for r in rolls] == [True, False] * 20
    events = [e for e in found.entries("event") if e["event"].startswith("attack.")]
    assert not [e for e in events if e["event"] == "attack.critical"]
    assert not [e for e in events if e["qualifiers"].get("critical")]
