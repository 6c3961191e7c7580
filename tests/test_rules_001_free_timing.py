"""Seed 001's R001-03 under the ``dnd4e`` ruleset: when a triggered free action acts. The seed
leaves it open; the ruleset's decision (its ``resolve``, open_rules R001-03) times one
triggered by a roll (an attack's target or roll, a damage roll, a saving throw) at the
roll, before its result is applied, and any other after the action (R001-08)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import run

# A free action triggered by a roll ("... and dislike the result") and one triggered by the
# attack's outcome, both of the attacker: the seed leaves a triggered free action's timing
# open; the dnd4e ruleset's decision (its `resolve`, open_rules R001-03) times the first at
# the roll, before its result is applied, and the second after the action.
FREE_TIMING = """counterplay: 1
ruleset: {ruleset}
size: [6, 6]
powers:
  - name: Lucky Charm
    usage: encounter
    action: free action
    trigger: You make an attack roll and dislike the result
    effect: You reroll the attack roll.
  - name: Follow Through
    usage: encounter
    action: free action
    trigger: You hit an enemy with an attack
    effect: You gain 5 temporary hit points.
combatants:
  - name: Hero
    side: a
    at: [1, 1]
    hp: 40
    attack_bonus: 5
    powers: [Lucky Charm, Follow Through]
  - {{name: Orc, side: b, at: [2, 1], hp: 60, defenses: {{ac: 17}}}}
script:
  - turn: Hero
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [3], damage: 6}}
"""


def test_R001_03_a_free_action_triggered_by_a_roll_acts_before_its_result(
    tmp_path: Path,
) -> None:
    # (seed 0 rerolls the missing natural 3 into a 13: 18 hits AC 17)
    found = run(tmp_path, FREE_TIMING.format(ruleset="dnd4e"))
    assert found.codes() == [], found.codes()
    modes = [(e["reaction"], e["event"], e["mode"]) for e in found.entries("fires")]
    assert modes == [
        ("Lucky Charm", "attack.roll", "interrupt"),
        ("Follow Through", "attack.hit", "after"),
    ]
    # the attack is judged once, on the reroll, after the free action: the miss it
    # rerolled was never applied
    (roll,) = found.entries("roll")
    assert (roll["natural"], roll["hit"]) == (13, True)
    assert found.index("fires", reaction="Lucky Charm") < found.index("roll")
    assert found.final("Orc")["hp"] == 54


# The Hero's free action (a made-up power) triggered by {trigger}; the Orc attacks the Hero
# (a hit for 16 of its dice 2d8+5, at most 21) and the Elf, the Hero's ally, fails its
# saving throw against being dazed (a 4) at the end of its turn
FREE_AT = """counterplay: 1
ruleset: dnd4e
size: [8, 8]
powers:
  - name: Quick Wit
    usage: encounter
    action: free action
    trigger: {trigger}
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Quick Wit]}}
  - {{name: Elf, side: a, at: [1, 3], hp: 40, conditions: [{{name: dazed, duration: save_ends}}]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80, attack_bonus: 6, damage: 2d8+5}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 16}}
  - turn: Elf
    saves: {{dazed: 4}}
    do: []
"""


@pytest.mark.parametrize(
    ("trigger", "effect", "event"),
    [
        (
            "An enemy targets you with an attack",
            "You gain 5 temporary hit points.",
            "attack.target",
        ),
        (
            "An enemy makes a damage roll, and you dislike the result",
            "The enemy rerolls the damage roll.",
            "damage.roll",
        ),
        (
            "An ally makes a saving throw, and you dislike the result",
            "The triggering ally rerolls the saving throw.",
            "save.roll",
        ),
    ],
)
def test_R001_03_a_free_action_triggered_at_each_roll_acts_there(
    tmp_path: Path, trigger: str, effect: str, event: str
) -> None:
    """Each of the events the decision names (the attack roll's: above) times a free action
    at it, not after the action."""
    found = run(tmp_path, FREE_AT.format(trigger=trigger, effect=effect))
    assert found.codes() == [], found.codes()
    modes = [(e["reaction"], e["event"], e["mode"]) for e in found.entries("fires")]
    assert modes == [("Quick Wit", event, "interrupt")]


def test_R001_08_an_immediate_reaction_triggered_at_a_roll_still_acts_after_the_action(
    tmp_path: Path,
) -> None:
    """The decision is a free action's: a reaction's timing is the seed's (R001-08)."""
    text = FREE_AT.format(
        trigger="An enemy targets you with an attack", effect="You gain 5 temporary hit points."
    ).replace("action: free action", "action: immediate reaction")
    found = run(tmp_path, text)
    assert found.codes() == [], found.codes()
    modes = [(e["reaction"], e["event"], e["mode"]) for e in found.entries("fires")]
    assert modes == [("Quick Wit", "attack.target", "after")]
