"""The powers and the encounter of seed 001's tests (4E core actions and movement under the
``dnd4e`` ruleset): ``scenario`` writes one from its combatants and script."""

from __future__ import annotations

HEAD = "counterplay: 1\nruleset: dnd4e\n"

POWERS = """
powers:
  - name: Warding Strike
    usage: at-will
    action: immediate reaction
    range: Melee 1
    trigger: An enemy hits you
    effect: You make a melee basic attack against the triggering enemy.
  - name: Shield Block
    usage: at-will
    action: immediate interrupt
    range: Personal
    trigger: You are hit by a melee attack
    effect: The attack misses.
  - name: Trip Up
    usage: at-will
    action: opportunity action
    range: Melee 1
    trigger: An enemy adjacent to you shifts
    effect: The target falls prone.
  - name: Quick Retort
    usage: at-will
    action: free action
    range: Melee 1
    trigger: An enemy hits you
    effect: You make a melee basic attack against the triggering enemy.
  - name: Last Stand
    usage: at-will
    action: immediate reaction
    range: Personal
    trigger: You become bloodied
    effect: You regain 5 hit points.
  - name: Sweep
    usage: at-will
    action: standard action
    range: Close burst 1
    attack: Strength vs. AC
    hit: 1[W] damage.
"""


def scenario(combatants: str, script: str, map_: str | None = None, extra: str = "") -> str:
    grid = f"map: |\n{map_}" if map_ else "size: [10, 10]\n"
    return f"{HEAD}{grid}{POWERS}{extra}combatants:\n{combatants}script:\n{script}"
