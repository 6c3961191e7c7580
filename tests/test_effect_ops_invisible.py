"""Invisibility (runtime/dnd4e/concealment.py ``INVISIBLE``): an invisible creature has
total concealment against those it is invisible to (-5 to their melee and ranged attack
rolls against it) and combat advantage against them (4E's invisible condition; the Rules
Compendium; the seeds are silent); "You become invisible to the triggering enemy" is
invisible to that one only. Made-up powers."""

from __future__ import annotations

from pathlib import Path

from tests.simkit import run

# The Hero (invisible, as the scenario gives it) and the Orc attack each other
SEEN = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, attack_bonus: 5, conditions: [invisible]}
  - {name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}
  - turn: Hero
    do:
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [10], damage: 1}
"""


def test_an_invisible_creature_is_hard_to_hit_and_has_combat_advantage(tmp_path: Path) -> None:
    done = run(tmp_path, SEEN)
    assert done.codes() == [], done.codes()
    rolls = {e["attacker"]: (e["total"], e["advantage"]) for e in done.entries("roll")}
    assert rolls == {"Orc": (10, False), "Hero": (17, True)}
    notes = [e["text"] for e in done.entries("note")]
    assert "Hero's total concealment: -5 to the melee attack roll" in notes


def test_a_visible_creature_has_neither(tmp_path: Path) -> None:
    done = run(tmp_path, SEEN.replace(", conditions: [invisible]", ""))
    rolls = {e["attacker"]: (e["total"], e["advantage"]) for e in done.entries("roll")}
    assert rolls == {"Orc": (15, False), "Hero": (15, False)}
