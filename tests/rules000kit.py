"""Seed 000's tests' powers and scenarios (the Reaction system under ``dnd4e-reactions``):
the shared power list, a Hero, the Orcs, and the script lines that hit them.
"""

from __future__ import annotations

HEAD = "counterplay: 1\nruleset: dnd4e-reactions\n"

POWERS = """
powers:
  - name: Riposte            # Limited: must be prepared
    usage: at-will
    action: immediate reaction
    reaction: [reaction]
    trigger: An enemy hits you
    effect: You make a melee basic attack against the triggering enemy.
  - name: Parry              # Limited interrupt
    usage: at-will
    action: immediate interrupt
    reaction: [reaction, interrupt]
    trigger: You are hit by a melee attack
    effect: The attack misses.
  - name: Grit               # Spontaneous
    usage: at-will
    action: immediate reaction
    reaction: [reaction, spontaneous]
    trigger: An enemy hits you
    effect: You gain 3 temporary hit points.
  - name: Scowl              # Spontaneous
    usage: at-will
    action: immediate reaction
    reaction: [reaction, spontaneous]
    trigger: An enemy hits you
    effect: You gain 2 temporary hit points.
  - name: Shrug              # Spontaneous, Free
    usage: at-will
    action: free action
    reaction: [reaction, spontaneous, free]
    trigger: An enemy hits you
    effect: You gain 1 temporary hit point.
  - name: Again              # Spontaneous, Repeatable
    usage: at-will
    action: opportunity action
    reaction: [reaction, spontaneous, repeatable]
    trigger: An enemy hits you
    effect: You gain 4 temporary hit points.
  - name: Follow Through     # Personal
    usage: at-will
    action: free action
    reaction: [reaction, personal]
    trigger: You hit an enemy
    effect: You push the target 1 square.
  - name: Second Wind Reflex # Spontaneous (becomes bloodied)
    usage: encounter
    action: free action
    reaction: [reaction, spontaneous, free]
    trigger: You become bloodied
    effect: You regain 5 hit points.
  - name: Shove Off          # Limited: push the triggering enemy
    usage: at-will
    action: immediate reaction
    reaction: [reaction]
    trigger: An enemy hits you
    effect: You push the target 2 squares.
  - name: Fall Back          # Limited: move
    usage: at-will
    action: immediate reaction
    reaction: [reaction]
    trigger: An enemy hits you
    effect: You shift 2 squares.
ops:  # the effect grammar does not read "1 temporary hit point" (singular) yet
  Shrug: {effect: [{op: temp_hp, amount: 1, target: self}]}
"""

HIT = "      - attack: {{power: Melee Basic Attack, targets: [{0}], rolls: [hit], damage: {1}}}\n"


def hit(target: str = "Hero", damage: int = 1) -> str:
    return HIT.format(target, damage)


def scenario(combatants: str, script: str, extra: str = "", map_: str | None = None) -> str:
    grid = f"map: |\n{map_}" if map_ else "size: [10, 10]\n"
    return f"{HEAD}{grid}{POWERS}{extra}combatants:\n{combatants}script:\n{script}"


HERO = "  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [{0}]{1}}}\n"

ORCS = (
    "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n  - {name: Gob, side: b, at: [1, 2], hp: 80}\n"
)


def hero(powers: str, more: str = "") -> str:
    return HERO.format(powers, more)


def two_hits(powers: str, more: str = "") -> str:
    """The Hero is hit on the Orc's turn and on the Gob's turn (one round)."""
    return scenario(
        hero(powers, more) + ORCS,
        "  - turn: Orc\n    do:\n" + hit() + "  - turn: Gob\n    do:\n" + hit(),
    )
