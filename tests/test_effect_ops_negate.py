"""A part of the triggering action negated, the rest going on (runtime/dnd4e/negations.py):
its damage, its forced movement, its fall prone. An interrupt acts before the triggering
action resolves (R001-07): the part it negates does not happen; "You negate the triggering
attack" loses the whole action (test_effect_ops_runtime)."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e.ops import unmodelled
from tests.simkit import run

# The Orc hits (or misses) the Hero with a made-up power; the Hero answers with an
# interrupt whose effect is the test's
NEGATE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Brute Blow
    usage: at-will
    action: standard action
    range: Melee 1
    attack: Strength vs. AC
    hit: 2d6 + 10 damage, and you push the target 2 squares. The target is knocked prone.
    miss: Half damage.
  - name: Answer
    usage: encounter
    action: immediate interrupt
    trigger: {trigger}
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [3, 3], hp: 40, powers: [Answer]}}
  - {{name: Elf, side: a, at: [3, 4], hp: 40}}
  - {{name: Orc, side: b, at: [4, 3], hp: 80, powers: [Brute Blow]}}
script:
  - turn: Orc
    do:
      - attack: {{power: Brute Blow, targets: [{whom}], rolls: [{roll}]}}
"""


def _answer(tmp_path: Path, trigger: str, effect: str, whom: str = "Hero", roll: str = "hit"):  # type: ignore[no-untyped-def]
    done = run(tmp_path, NEGATE.format(trigger=trigger, effect=effect, whom=whom, roll=roll))
    assert done.codes() == [] and done.fired() == [("Hero", "Answer")], done.codes()
    return done


@pytest.mark.parametrize(
    "effect",
    [
        "You take no damage from the triggering attack and gain 3 temporary hit points.",
        "You take no damage from that attack.",
        "You reduce the triggering damage to 0.",
    ],
)
def test_negated_damage_is_not_taken_and_the_rest_of_the_hit_goes_on(
    tmp_path: Path, effect: str
) -> None:
    """R001-07: the Hero's interrupt at the hit keeps its damage from the Hero; the push
    and the fall prone of the Orc's Hit still happen."""
    done = _answer(tmp_path, "An enemy hits you", effect)
    assert done.final("Hero")["hp"] == 40 and done.entries("damage") == []
    assert done.final("Hero")["at"] != [3, 3] and "prone" in done.final("Hero")["conditions"]


def test_negated_damage_of_a_miss_is_not_taken(tmp_path: Path) -> None:
    """The Orc's Miss deals half damage; "no damage from the missed attack" keeps it off."""
    effect = "You take no damage from the missed attack, and you shift 1 square."
    done = _answer(tmp_path, "An enemy misses you", effect, roll="miss")
    assert done.final("Hero")["hp"] == 40 and done.entries("damage") == []


def test_negated_damage_of_an_attack_against_another_is_taken(tmp_path: Path) -> None:
    """The Orc hits the Elf: "You take no damage" is the Hero's, the Elf's is taken."""
    done = _answer(
        tmp_path,
        "An enemy hits an ally",
        "You take no damage from that attack.",
        whom="Elf",
    )
    assert done.final("Elf")["hp"] < 40
    (op,) = [e for e in done.entries("op") if e["op"] == "negate"]
    assert op["status"] == "the attack is not against Hero"


@pytest.mark.parametrize(
    "effect",
    [
        "You negate the forced movement.",
        "You ignore the forced movement.",
        "The forced movement is negated.",
    ],
)
def test_negated_forced_movement_does_not_move_its_creature(tmp_path: Path, effect: str) -> None:
    """R001-07 at the push's break point (forced.push): the Hero stays where it is; the
    damage before it and the fall prone after it happen (only the movement is negated)."""
    done = _answer(tmp_path, "You are pulled, pushed, or slid", effect)
    hero = done.final("Hero")
    assert hero["at"] == [3, 3] and hero["hp"] < 40 and "prone" in hero["conditions"]
    assert [e["why"] for e in done.entries("lost")] == ["the forced movement is negated"]


def test_negated_forced_movement_is_of_that_push_alone(tmp_path: Path) -> None:
    """Negated at the hit, before any forced movement is being made, there is none to
    negate: the push moves the Hero."""
    done = _answer(tmp_path, "An enemy hits you", "You negate the forced movement.")
    assert done.final("Hero")["at"] != [3, 3]
    (op,) = [e for e in done.entries("op") if e["op"] == "negate"]
    assert op["status"] == "no forced movement of its creature to negate"


def test_a_negated_fall_prone_leaves_its_creature_standing(tmp_path: Path) -> None:
    done = _answer(tmp_path, "You are knocked prone", "You are not knocked prone.")
    hero = done.final("Hero")
    assert "prone" not in hero["conditions"] and hero["hp"] < 40 and hero["at"] != [3, 3]


@pytest.mark.parametrize(
    ("op", "why"),
    [
        ({"op": "negate", "what": "damage", "types": ["fire"]}, "the attack it negates"),
        ({"op": "negate", "what": "falling_damage"}, "what of the action it negates"),
        ({"op": "negate", "what": "prone", "from": "attack"}, "the attack it negates"),
    ],
)
def test_a_part_the_runtime_does_not_model_is_not_simulated(
    op: dict[str, object], why: str
) -> None:
    said = unmodelled(op)
    assert said is not None and said.startswith(why), said
