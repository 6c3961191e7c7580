"""Invisibility (runtime/dnd4e/concealment.py ``INVISIBLE``): an invisible creature has
total concealment against those it is invisible to (-5 to their melee and ranged attack
rolls against it) and combat advantage against them (4E's invisible condition; the Rules
Compendium; the seeds are silent); "You become invisible to the triggering enemy" is
invisible to that one only. Made-up powers."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.dnd4e import ops
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


# The Orc hits the Hero, who answers; then the Orc and the Goblin attack it again
FADE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Fade
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: You become invisible to the triggering enemy until the end of your next turn.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Fade]}
  - {name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5}
  - {name: Goblin, side: b, at: [1, 2], hp: 40, attack_bonus: 5}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}
      - action_point
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}
  - turn: Goblin
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}
"""


def test_invisible_to_one_creature_only(tmp_path: Path) -> None:
    """The Orc's second roll takes -5; the Goblin's, which can see the Hero, does not."""
    done = run(tmp_path, FADE)
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Fade")]
    given = [e["condition"] for e in done.entries("condition") if e["target"] == "Hero"]
    assert given == ["invisible to Orc"]
    totals = [(e["attacker"], e["total"]) for e in done.entries("roll") if e["natural"] == 10]
    assert totals == [("Orc", 10), ("Goblin", 15)]


def test_another_condition_toward_one_creature_is_not_simulated() -> None:
    op = {"op": "condition", "condition": "dazed", "to": "triggering", "target": "self"}
    said = ops.unmodelled(op)
    assert said is not None and said.startswith("the creature it is toward"), said


def test_a_blinded_attacker_sees_no_one(tmp_path: Path) -> None:
    """4E's blinded: its targets have total concealment against it (-5), and it cannot
    see the Hero, who has combat advantage against it (+2: it grants combat advantage)."""
    text = SEEN.replace(", conditions: [invisible]", "").replace(
        "attack_bonus: 5}\nscript", "attack_bonus: 5, conditions: [blinded]}\nscript"
    )
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    rolls = {e["attacker"]: e["total"] for e in done.entries("roll")}
    assert rolls == {"Orc": 10, "Hero": 17}


# The Hero makes the Orc unable to see it; then the Orc and the Hero attack each other
BLIND = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {name: Veil, usage: at-will, action: minor action, range: Melee 1,
     effect: "The target can't see you until the end of your next turn."}
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, attack_bonus: 5, powers: [Veil]}
  - {name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5}
  - {name: Elf, side: a, at: [3, 1], hp: 40}
script:
  - turn: Hero
    do:
      - use: {power: Veil, targets: [Orc]}
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}
      - action_point
      - attack: {power: Melee Basic Attack, targets: [Elf], rolls: [10], damage: 1}
"""


def test_a_creature_that_cannot_see_you_attacks_you_as_if_you_were_invisible(
    tmp_path: Path,
) -> None:
    """The Orc's roll against the Hero takes -5; against the Elf, which it sees, none."""
    done = run(tmp_path, BLIND)
    assert done.codes() == [], done.codes()
    given = [e["condition"] for e in done.entries("condition") if e["target"] == "Orc"]
    assert given == ["unable to see Hero"]
    totals = [(e["target"], e["total"]) for e in done.entries("roll")]
    assert totals == [("Hero", 10), ("Elf", 15)]


def test_not_seeing_a_creature_it_cannot_name_is_not_simulated() -> None:
    op = {"op": "prevent", "what": "see", "of": "allies", "target": "target", "duration": None}
    said = ops.unmodelled(op)
    assert said is not None and said.startswith("the creature it names"), said
