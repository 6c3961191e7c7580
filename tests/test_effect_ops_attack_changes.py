"""The ``damage_type`` op (runtime/dnd4e/retyping.py): "The attack deals cold damage instead
of any other damage type", said by an interrupt to an attack in progress, makes its hit's
damage cold and nothing else (what resistances see); with no attack in progress, or of the
power's own attack or one an earlier op made, it is not simulated. Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e import ops
from tests.simkit import Run, run

# The Hero (resist 5 cold, from its own Frost Skin) is attacked by the Orc and answers
CHILL = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Frost Skin, usage: at-will, action: minor action, range: Melee 1,
     effect: "You gain resist 5 cold until the end of your next turn."}}
  - name: Chill
    usage: at-will
    action: immediate interrupt
    trigger: {trigger}
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Frost Skin, Chill]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Frost Skin}}
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 10}}
"""
_ROLL = "An enemy makes an attack roll against you"
_COLD = "The attack deals cold damage instead of any other damage type."


def _chilled(tmp_path: Path, effect: str, trigger: str = _ROLL) -> Run:
    done = run(tmp_path, CHILL.format(effect=effect, trigger=trigger))
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Chill")]
    return done


def _damage_ops(done: Run) -> list[dict[str, object]]:
    return [e for e in done.entries("op") if e["op"] == "damage_type"]


@pytest.mark.parametrize("effect", [_COLD, "All damage from the attack is cold damage."])
def test_the_attacks_damage_is_of_the_type_said_and_resisted_as_such(
    tmp_path: Path, effect: str
) -> None:
    """The Orc's untyped 10 damage is cold now: the Hero's resist 5 cold takes 5 off."""
    done = _chilled(tmp_path, effect)
    assert done.final("Hero")["hp"] == 35
    (said,) = _damage_ops(done)
    assert said["status"] == "the attack deals cold damage"


def test_another_type_than_the_resisted_one_is_not_resisted(tmp_path: Path) -> None:
    done = _chilled(tmp_path, "The attack deals acid damage instead of any other damage type.")
    assert done.final("Hero")["hp"] == 30


def test_an_attack_already_resolved_is_not_changed(tmp_path: Path) -> None:
    """An immediate reaction to a hit answers once the attack is over."""
    text = CHILL.format(effect=_COLD, trigger="An enemy hits you").replace(
        "immediate interrupt", "immediate reaction"
    )
    done = run(tmp_path, text)
    assert done.fired() == [("Hero", "Chill")]
    (said,) = _damage_ops(done)
    assert said["status"] == "not simulated" and "none in progress" in str(said["why"])
    assert done.final("Hero")["hp"] == 30


def test_the_attack_an_earlier_op_made_is_not_changed(tmp_path: Path) -> None:
    """ "You make a melee basic attack against the triggering enemy. The attack deals cold
    damage ...": that attack is the effect's own, made already, not the Orc's."""
    done = _chilled(
        tmp_path, "You make a melee basic attack against the triggering creature. " + _COLD
    )
    (said,) = _damage_ops(done)
    assert said["status"] == "not simulated" and "the power's own" in str(said["why"])
    assert done.final("Hero")["hp"] == 30


def test_a_damage_type_op_with_no_type_is_not_simulated() -> None:
    said = ops.unmodelled({"op": "damage_type", "types": []})
    assert said is not None and said.startswith("the damage type it changes to"), said


# The Orc (attack bonus 5) attacks the Hero (AC 20, Reflex 12) with a roll of 10: a miss
# against AC, a hit against Reflex
SWERVE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Swerve
    usage: at-will
    action: immediate interrupt
    trigger: {trigger}
    effect: The attack targets Reflex instead.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, defenses: {{ac: 20, reflex: 12}}, powers: [Swerve]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 3}}
"""


def test_the_attack_targets_the_defense_said_instead(tmp_path: Path) -> None:
    done = run(tmp_path, SWERVE.format(trigger="An enemy targets you with an attack"))
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Swerve")]
    (roll,) = done.entries("roll")
    assert (roll["defense"], roll["total"], roll["against"], roll["hit"]) == (
        "reflex",
        15,
        12,
        True,
    )
    assert done.final("Hero")["hp"] == 37


def test_once_the_attack_is_rolled_its_defense_is_not_changed(tmp_path: Path) -> None:
    """An interrupt to the hit comes after the roll: too late to change its defense."""
    text = SWERVE.format(trigger="An enemy hits you").replace("rolls: [10]", "rolls: [hit]")
    done = run(tmp_path, text)
    assert done.fired() == [("Hero", "Swerve")]
    (said,) = [e for e in done.entries("op") if e["op"] == "target_defense"]
    assert said["status"] == "not simulated" and "rolled already" in str(said["why"])
    (roll,) = done.entries("roll")
    assert roll["defense"] == "ac"


def test_a_defense_that_is_none_is_not_simulated() -> None:
    said = ops.unmodelled({"op": "target_defense", "defense": "luck"})
    assert said is not None and said.startswith("the defense it targets"), said
