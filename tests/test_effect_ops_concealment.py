"""The ``concealment`` op (runtime/dnd4e/concealment.py): "You gain concealment until the
end of your next turn" gives its creature partial (or total) concealment for that long, and
each melee or ranged attack roll against it takes -2 (total: -5; 4E's Rules Compendium,
the seeds are silent); area and close attacks are not affected, a creature that cannot
benefit from concealment takes no -2, and concealment against some creatures only is not
simulated."""

from __future__ import annotations

from pathlib import Path

from tests.simkit import Run, run

# The Hero uses a made-up power (no attack roll), then the Orc attacks it
HIDE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Veil, usage: at-will, action: minor action, range: Melee 1, effect: "{veil}"}}
  - {{name: Strip, usage: at-will, action: minor action, range: Melee 1, effect: "{strip}"}}
  - name: Sweep
    usage: at-will
    action: standard action
    range: Close burst 1
    attack: Strength vs. AC
    hit: 1 damage.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Veil, Strip]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5, powers: [Sweep]}}
script:
  - turn: Hero
    do: {hero}
  - turn: Orc
    do:
      - attack: {{power: {attack}, targets: [Hero], rolls: [10], damage: 1}}
"""


def _orc_total(done: Run) -> int:
    (roll,) = [e for e in done.entries("roll") if e["attacker"] == "Orc"]
    return int(roll["total"])


def test_concealment_a_scenario_gives_counts_in_the_attack_roll(tmp_path: Path) -> None:
    """A combatant the scenario gives total concealment (``conditions:``): -5 to the
    Orc's melee attack roll against it."""
    text = HIDE.format(
        veil="You shift 1 square.",
        strip="You shift 1 square.",
        attack="Melee Basic Attack",
        hero="[]",
    ).replace("hp: 40, powers: [Veil, Strip]}", "hp: 40, conditions: [total concealment]}")
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert _orc_total(done) == 10


def test_concealment_does_not_affect_a_close_attack(tmp_path: Path) -> None:
    """Area and close attacks are not affected by concealment (Rules Compendium)."""
    text = HIDE.format(
        veil="You shift 1 square.", strip="You shift 1 square.", attack="Sweep", hero="[]"
    ).replace("hp: 40, powers: [Veil, Strip]}", "hp: 40, conditions: [total concealment]}")
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert _orc_total(done) == 15
