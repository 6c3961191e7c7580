"""Damage "from the triggering attack" (runtime/dnd4e/effects.py): added to that attack's
damage while it is in progress, one roll; after it, not simulated."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import run

# The Elf attacks the Orc; the Hero's made-up interrupt adds to that attack's damage
ADD_TO = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Guiding Flame
    usage: encounter
    action: {action}
    trigger: An ally hits an enemy
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Guiding Flame]}}
  - {{name: Elf, side: a, at: [1, 2], hp: 40}}
  - {{name: Orc, side: b, at: [2, 2], hp: 40}}
script:
  - turn: Elf
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 4}}
"""


FLAME = "The target takes 5 extra fire damage from the triggering attack."


@pytest.mark.parametrize(
    "effect",
    [
        FLAME,
        # "from the attack" in a reaction to an attack, and "The triggering attack deals":
        # the triggering one (``effects.to_the_triggering_attack``)
        "The enemy takes 5 extra fire damage from the attack.",
        "The triggering attack deals 5 extra fire damage.",
    ],
)
def test_extra_damage_from_the_triggering_attack_joins_it(tmp_path: Path, effect: str) -> None:
    """An interrupt at the hit: one damage roll of 4 + 5 to the attack's target."""
    done = run(tmp_path, ADD_TO.format(action="immediate interrupt", effect=effect))
    assert done.fired() == [("Hero", "Guiding Flame")]
    assert [(e["target"], e["amount"]) for e in done.entries("damage")] == [("Orc", 9)]


def test_extra_damage_from_an_attack_already_resolved_is_not_simulated(tmp_path: Path) -> None:
    """A reaction after the attack: its damage is dealt, nothing joins it."""
    done = run(tmp_path, ADD_TO.format(action="immediate reaction", effect=FLAME))
    assert done.fired() == [("Hero", "Guiding Flame")]
    assert [(e["target"], e["amount"]) for e in done.entries("damage")] == [("Orc", 4)]
    (op,) = done.entries("op")
    assert op["status"] == "not simulated", op


# The Hero's made-up attack power: its Effect adds to its own hit's damage
OWN = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Searing Cut
    usage: encounter
    action: standard action
    range: Melee 1
    target: One creature
    attack: Strength vs. AC
    hit: 5 damage.
    effect: If your attack hits its target, the target takes 3 extra fire damage.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Searing Cut]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - turn: Hero
    do:
      - attack: {{power: Searing Cut, targets: [Orc], rolls: [{roll}]}}
"""


def test_an_attack_powers_extra_damage_on_its_hit_is_one_roll_with_it(tmp_path: Path) -> None:
    done = run(tmp_path, OWN.format(roll="hit"))
    assert [(e["target"], e["amount"]) for e in done.entries("damage")] == [("Orc", 8)]


def test_an_attack_powers_extra_damage_on_a_miss_is_none(tmp_path: Path) -> None:
    done = run(tmp_path, OWN.format(roll="miss"))
    assert done.entries("damage") == []
    statuses = [e["status"] for e in done.entries("op")]
    assert statuses == ["the hit's extra damage: dealt with it, on a hit"], statuses


def test_a_critical_basic_attack_deals_the_most_its_damage_can(tmp_path: Path) -> None:
    text = OWN.format(roll="critical").replace(
        "hp: 40, powers: [Searing Cut]", "hp: 40, damage: 1d8+2"
    )
    text = text.replace("power: Searing Cut", "power: Melee Basic Attack")
    done = run(tmp_path, text)
    assert [(e["target"], e["amount"]) for e in done.entries("damage")] == [("Orc", 10)]


@pytest.mark.parametrize(
    ("hit", "effect", "dealt"),
    [
        # a critical hit deals the most its dice can (R: 4E's "maximum damage"), of the
        # power's own dice and of its hit's extra damage alike
        ("2d6 damage.", "The target is weakened until the end of your next turn.", 12),
        (
            "2d6 + 1 damage.",
            "If your attack hits its target, the target takes 1d10 extra fire damage.",
            23,
        ),
    ],
)
def test_a_critical_hit_deals_the_most_its_dice_can(
    tmp_path: Path, hit: str, effect: str, dealt: int
) -> None:
    text = OWN.format(roll="critical").replace("hit: 5 damage.", f"hit: {hit}")
    text = text.replace(
        "effect: If your attack hits its target, the target takes 3 extra fire damage.",
        f"effect: {effect}",
    )
    done = run(tmp_path, text)
    assert [(e["target"], e["amount"]) for e in done.entries("damage")] == [("Orc", dealt)]
