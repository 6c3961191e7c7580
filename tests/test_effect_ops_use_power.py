"""An effect that uses one of its user's powers by name (runtime/dnd4e/uses.py): "You use
steel focus." carries the power out as part of the effect (expended if encounter or daily;
an expended one only "even if it is already expended"), an attack power against the
creature the op names. Made-up powers: the Hero uses Call Upon, whose effect uses another."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.dnd4e_simulated import CARRIED_OUT, tally
from tests.simkit import Run, run

GAME = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Steel Focus
    usage: encounter
    action: minor action
    target: Personal
    effect: You gain a +2 power bonus to AC until the end of your next turn.
  - name: Jab
    usage: encounter
    action: standard action
    range: Melee weapon
    attack: Strength vs. AC
    hit: 1d6 damage.
  - name: Wide Sweep
    usage: encounter
    action: standard action
    range: Close burst 1
    attack: Strength vs. AC
    hit: 1d6 damage.
  - name: Call Upon
    usage: at-will
    action: minor action
    target: One creature
    range: Melee 1
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Steel Focus, Jab, Wide Sweep, Call Upon]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Hero
    do:
      - use: {{power: Call Upon, targets: [Orc]}}
  - turn: Orc
    do: []
  - turn: Hero
    do:
      - use: {{power: Call Upon, targets: [Orc]}}
"""


def _game(tmp_path: Path, effect: str, seed: int = 0) -> Run:
    return run(tmp_path, GAME.format(effect=effect), seed=seed)


def _uses(done: Run) -> list[str]:
    return [e["status"] for e in done.entries("op") if e["op"] == "use_power"]


def _gained(done: Run) -> list[dict[str, str]]:
    """The conditions the Hero gains (not those that end)."""
    return [e for e in done.entries("condition") if e["target"] == "Hero" and "duration" in e]


def test_a_utility_power_used_is_carried_out_and_expended(tmp_path: Path) -> None:
    """Steel Focus's bonus is the Hero's after the first Call Upon; the second finds it
    expended (an encounter power), and does nothing."""
    done = _game(tmp_path, "You use steel focus.")
    assert done.codes() == []
    assert _uses(done) == ["Hero uses Steel Focus", "Steel Focus is expended"]
    gained = [(e["condition"], e["duration"]) for e in _gained(done)]
    assert gained == [("bonus ac +2", "end_of_next_turn")]
    used = [e for e in done.entries("event") if e["event"] == "power.use"]
    assert [e["qualifiers"]["power"] for e in used] == ["call upon", "steel focus", "call upon"]


def test_an_expended_power_is_used_again_when_the_op_says_so(tmp_path: Path) -> None:
    done = _game(tmp_path, "You use steel focus even if it is already expended.")
    assert _uses(done) == ["Hero uses Steel Focus", "Hero uses Steel Focus"]
    assert len(_gained(done)) == 2


def test_an_attack_power_used_attacks_the_creature_named(tmp_path: Path) -> None:
    hits = set()
    for seed in range(6):
        done = _game(tmp_path, "You use jab on the target.", seed)
        assert _uses(done) == ["Hero uses Jab", "Jab is expended"]
        (roll,) = done.entries("roll")
        assert (roll["attacker"], roll["target"]) == ("Hero", "Orc")
        lost = 80 - done.final("Orc")["hp"]
        assert (1 <= lost <= 6) if roll["hit"] else lost == 0
        hits.add(roll["hit"])
    assert hits == {True, False}


@pytest.mark.parametrize(
    ("effect", "said"),
    [
        ("You use iron will.", "Hero has no power 'iron will'"),
        ("You use call upon.", "Call Upon is being used already: it does not use itself"),
    ],
)
def test_a_power_the_user_cannot_use_does_nothing(tmp_path: Path, effect: str, said: str) -> None:
    done = _game(tmp_path, effect)
    assert _uses(done) == [said, said]
    assert done.entries("roll") == [] and _gained(done) == []


def test_an_area_power_used_is_not_simulated(tmp_path: Path) -> None:
    done = _game(tmp_path, "You use wide sweep.")
    ops = [e for e in done.entries("op") if e["op"] == "use_power"]
    assert [e["status"] for e in ops] == ["not simulated"] * 2
    assert "area or close power" in ops[0]["why"] and done.entries("roll") == []


def test_the_bench_counts_a_use_by_name_and_not_a_use_permitted() -> None:
    assert tally(["You use fey step."]) == {CARRIED_OUT: 1}
    permitted = tally(["Until the end of the encounter, you can use your fey step."])
    assert CARRIED_OUT not in permitted


# The Hero jabs the Orc, regains the use of Jab ({effect}) and jabs again
RENEW = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Jab
    usage: encounter
    action: standard action
    range: Melee weapon
    attack: Strength vs. AC
    hit: 1d6 damage.
  - name: Renew
    usage: at-will
    action: minor action
    target: Personal
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Jab, Renew]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Hero
    do:
      - attack: {{power: Jab, targets: [Orc], rolls: [hit], damage: 2}}
      - use: {{power: Renew}}
  - turn: Orc
    do: []
  - turn: Hero
    do:
      - attack: {{power: Jab, targets: [Orc], rolls: [hit], damage: 3}}
"""


def test_a_power_regained_is_used_again(tmp_path: Path) -> None:
    done = run(tmp_path, RENEW.format(effect="You regain the use of jab."))
    assert done.codes() == []
    regained = [e["status"] for e in done.entries("op") if e["op"] == "recharge"]
    assert regained == ["Hero regains the use of Jab"]
    assert done.final("Orc")["hp"] == 80 - 2 - 3


@pytest.mark.parametrize(
    ("effect", "said"),
    [
        ("You regain the use of steel focus.", "Hero has no power 'steel focus'"),
        ("You regain the use of renew.", "Renew is not expended"),
    ],
)
def test_a_power_not_regained_is_expended_still(tmp_path: Path, effect: str, said: str) -> None:
    done = run(tmp_path, RENEW.format(effect=effect))
    assert [e["status"] for e in done.entries("op") if e["op"] == "recharge"] == [said]
    assert done.codes() == ["R012"]  # (Jab is already used)
    assert done.final("Orc")["hp"] == 80 - 2
