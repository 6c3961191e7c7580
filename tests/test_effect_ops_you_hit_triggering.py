""" "If you hit with the triggering attack": the triggering attack's outcome when it is the
user's own attack (``attack_by: self``), never an ally's; "If you hit the target with the
triggering attack" says against whom too (``attack_against: target``, not simulated).
Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.effectkit import ops
from tests.simkit import run

# Someone on the Hero's side attacks the Orc; the Hero answers with a made-up free action
SIDE_HITS = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Follow Up
    usage: at-will
    action: free action
    trigger: You or an ally hits an enemy
    effect: If you {outcome} with the triggering attack, the target is dazed until the end
      of your next turn.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Follow Up]}}
  - {{name: Ally, side: a, at: [3, 1], hp: 40}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: {attacker}
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 1}}
"""


@pytest.mark.parametrize(("attacker", "dazed"), [("Hero", True), ("Ally", False)])
def test_you_hitting_with_the_triggering_attack_is_your_own_attack_hitting(
    tmp_path: Path, attacker: str, dazed: bool
) -> None:
    done = run(tmp_path, SIDE_HITS.format(outcome="hit", attacker=attacker))
    assert done.fired() == [("Hero", "Follow Up")]
    assert ("dazed" in done.final("Orc")["conditions"]) is dazed
    (op,) = done.entries("op")
    assert op["status"].startswith(f"its condition (hit) {'holds' if dazed else 'does not hold'}")


def test_the_words_you_and_the_target_are_kept() -> None:
    (op,) = ops("If you miss with the triggering attack, you gain 5 temporary hit points.")
    assert (op["of_attack"], op["attack_by"], op["if"]) == ("triggering", "self", "miss")
    assert "attack_against" not in op
    (op,) = ops("If you hit the target with the triggering attack, the target is dazed.")
    assert (op["attack_by"], op["attack_against"]) == ("self", "target")
    # the power's own attack ("If you hit the target,") is the user's already
    (op,) = ops("If you hit the target, the target is dazed.")
    assert "attack_by" not in op and op["if"] == "hit"


def test_against_the_target_the_triggering_attack_is_not_simulated(tmp_path: Path) -> None:
    text = SIDE_HITS.format(outcome="hit", attacker="Hero").replace(
        "If you hit with", "If you hit the target with"
    )
    done = run(tmp_path, text)
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and "attack_against" in op["why"], op
