"""A creature that cannot attack a creature makes no reaction that only attacks it: the
reaction is not fired (runtime/dnd4e/prohibitions.py), so it spends no immediate action
(R001-06: one a round) or opportunity action (R001-04) it could use on another."""

from __future__ import annotations

from pathlib import Path

from tests.simkit import run

# The Hero keeps the Orc from attacking it, then hits it; the Elf hits it in the same round
RETORT = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {name: Hold Back, usage: at-will, action: minor action, range: Melee 1, effect: "HOLD"}
  - name: Retort
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    range: Melee 1
    target: The triggering enemy
    attack: Strength vs. AC
    hit: 1d6 damage.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Hold Back]}
  - {name: Orc, side: b, at: [2, 1], hp: 40, powers: [Retort]}
  - {name: Elf, side: a, at: [3, 1], hp: 40}
script:
  - turn: Hero
    do:
      - use: {power: Hold Back, targets: [Orc]}
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 1}
  - turn: Elf
    do:
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 1}
"""


def test_a_reaction_that_attacks_whom_it_cannot_is_not_fired(tmp_path: Path) -> None:
    hold = "The target cannot attack you until the end of your next turn."
    done = run(tmp_path, RETORT.replace("HOLD", hold))
    assert done.codes() == [], done.codes()
    # not at the Hero's hit (it cannot attack the Hero); at the Elf's, its one a round
    fired = [e for e in done.trace if e["kind"] == "fires"]
    assert [(e["reaction"], e["event_actor"]) for e in fired] == [("Retort", "Elf")], fired
    refused = [e for e in done.entries("candidate") if e["reaction"] == "Retort"]
    assert "cannot attack Hero" in refused[0]["why"], refused[0]


def test_one_that_cannot_attack_at_all_fires_no_attack(tmp_path: Path) -> None:
    hold = "The target cannot attack until the end of your next turn."
    done = run(tmp_path, RETORT.replace("HOLD", hold))
    assert done.fired() == []
    assert not [e for e in done.entries("roll") if e["attacker"] == "Orc"]


# The Orc keeps the Hero from attacking it, then hits it; the Hero's Riposte does more than
# attack (it fires), but makes no attack on the Orc
RIPOSTE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {name: Hold Back, usage: at-will, action: minor action, range: Melee 1, effect: "HOLD"}
  - name: Riposte
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    effect: You gain 5 temporary hit points and make a melee basic attack against the
      triggering enemy.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Riposte]}
  - {name: Orc, side: b, at: [2, 1], hp: 40, powers: [Hold Back]}
script:
  - turn: Orc
    do:
      - use: {power: Hold Back, targets: [Hero]}
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}
"""


def test_a_reaction_that_does_more_fires_but_makes_no_attack_it_cannot(tmp_path: Path) -> None:
    hold = "The target cannot attack you until the end of your next turn."
    done = run(tmp_path, RIPOSTE.replace("HOLD", hold))
    assert done.fired() == [("Hero", "Riposte")], done.fired()
    assert not [e for e in done.entries("roll") if e["attacker"] == "Hero"]
    assert done.final("Orc")["hp"] == 40
    assert any("Hero cannot attack Orc" in str(e.get("text")) for e in done.entries("note"))


# The Orc keeps the Hero from attacking it; the Elf hits the Orc, which the Hero's
# Follow-Up would attack (the triggering enemy, the event's target, not its actor)
FOLLOW = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {name: Hold Back, usage: at-will, action: minor action, range: Melee 1, effect: "HOLD"}
  - name: Follow-Up
    usage: encounter
    action: immediate reaction
    trigger: An ally hits an enemy
    range: Melee 1
    target: The triggering enemy
    attack: Strength vs. AC
    hit: 1d6 damage.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Follow-Up]}
  - {name: Elf, side: a, at: [3, 1], hp: 40}
  - {name: Orc, side: b, at: [2, 1], hp: 40, powers: [Hold Back]}
script:
  - turn: Orc
    do:
      - use: {power: Hold Back, targets: [Hero]}
  - turn: Elf
    do:
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 1}
"""


def test_the_creature_a_refused_reaction_would_attack_is_the_triggering_enemy(
    tmp_path: Path,
) -> None:
    done = run(
        tmp_path,
        FOLLOW.replace("HOLD", "The target cannot attack you until the end of your next turn."),
    )
    assert done.codes() == [], done.codes()
    assert done.fired() == []
    refused = [e for e in done.entries("candidate") if e["reaction"] == "Follow-Up"]
    assert refused and "cannot attack Orc" in refused[-1]["why"], refused
