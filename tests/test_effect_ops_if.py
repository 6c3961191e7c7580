"""An op's ``if`` (runtime/dnd4e/provisos.py): done when it holds, skipped when it does
not, recorded as not simulated when what it is about is not at hand; never done whatever
it says."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.runtime.dnd4e import provisos
from tests.simkit import Run, run

# A made-up reaction: the Orc hits the Hero, who answers with ``effect``
ANSWER = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Retort
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, attack_bonus: 5, damage: "4", powers: [Retort]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80, defenses: {{ac: {orc_ac}}}}}
script:
  - turn: Hero  # wounds the Orc first, by ``wound``
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: {wound}}}
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


def _answer(tmp_path: Path, effect: str, wound: int = 0, orc_ac: int = 15, seed: int = 0) -> Run:
    done = run(tmp_path, ANSWER.format(effect=effect, wound=wound, orc_ac=orc_ac), seed=seed)
    assert done.fired() == [("Hero", "Retort")]
    return done


@pytest.mark.parametrize(("wound", "dazed"), [(1, False), (40, True)])
def test_a_condition_on_the_targets_state_is_judged_when_the_op_happens(
    tmp_path: Path, wound: int, dazed: bool
) -> None:
    """ "If the target is bloodied, it is dazed": dazed at 40 of 80 hit points, not at 79."""
    done = _answer(tmp_path, "If the target is bloodied, it is dazed.", wound=wound)
    orc = done.final("Orc")
    assert ("dazed" in orc["conditions"]) is dazed, orc
    (op,) = done.entries("op")
    holds = "holds" if dazed else "does not hold"
    assert op["status"].startswith(f"its condition (target bloodied) {holds}"), op


def test_either_of_two_amounts_by_the_targets_state(tmp_path: Path) -> None:
    """ "5 damage, or 10 damage if it is bloodied": one of the two, never both."""
    effect = "The target takes 5 damage, or 10 damage if it is bloodied."
    for wound, dealt in ((1, 5), (50, 10)):
        done = _answer(tmp_path, effect, wound=wound)
        dealt_orc = [e["amount"] for e in done.entries("damage") if e["target"] == "Orc"]
        assert dealt_orc == [wound, dealt]


def _reaction_roll(done: Run) -> dict[str, Any]:
    (roll,) = [e for e in done.entries("roll") if e["depth"] > 0]
    return roll


# The Orc's AC against the Hero's basic attack: 1, hit (but on a natural 1); 40, missed
# (but on a natural 20); seed 0 rolls neither
@pytest.mark.parametrize(("orc_ac", "dazed"), [(1, True), (40, False)])
def test_if_the_attack_hits_follows_the_attack_the_effect_made(
    tmp_path: Path, orc_ac: int, dazed: bool
) -> None:
    effect = (
        "You make a melee basic attack against the triggering creature. If the attack hits,"
        " the target is dazed until the end of your next turn."
    )
    done = _answer(tmp_path, effect, orc_ac=orc_ac)
    assert _reaction_roll(done)["hit"] is dazed
    holds = "holds" if dazed else "does not hold"
    statuses = [e["status"] for e in done.entries("op")]
    assert any(s.startswith(f"its condition (hit) {holds}") for s in statuses), statuses
    assert ("dazed" in done.final("Orc")["conditions"]) is dazed


def test_if_the_attack_misses_moves_the_user(tmp_path: Path) -> None:
    """ "If the attack misses, you teleport 3 squares": the attack's miss, the user's move."""
    effect = (
        "You make a melee basic attack against the triggering creature. If the attack misses,"
        " you teleport 3 squares."
    )
    done = _answer(tmp_path, effect, orc_ac=40)
    assert not _reaction_roll(done)["hit"]
    assert done.final("Hero")["at"] != [1, 1]
    statuses = [e["status"] for e in done.entries("op")]
    assert any(s.startswith("its condition (miss) holds") for s in statuses), statuses


def test_extra_damage_on_the_hit_is_one_roll_with_the_hits_damage(tmp_path: Path) -> None:
    """ "If the attack hits, it deals an extra 3 fire damage": added to the hit's damage,
    dealt once (one damage.take, resisted once), not as damage of its own."""
    effect = (
        "You make a melee basic attack against the triggering creature. If the attack hits,"
        " it deals an extra 3 fire damage."
    )
    done = _answer(tmp_path, effect, orc_ac=1)
    assert _reaction_roll(done)["hit"]
    assert [e["amount"] for e in done.entries("damage") if e["target"] == "Orc"] == [4 + 3]


def test_if_hit_with_no_attack_made_is_not_simulated(tmp_path: Path) -> None:
    """No attack of this power to have hit: the daze cannot be told, so it is not done."""
    done = _answer(tmp_path, "You push the target 1 square. If you hit, it is also dazed.")
    assert "dazed" not in done.final("Orc")["conditions"]
    (note,) = [e for e in done.entries("op") if e.get("why")]
    assert note["status"] == "not simulated" and "no attack of this power" in note["why"]


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("hit", True),
        ("miss", True),
        ("target bloodied", True),
        ("not target bloodied", True),
        ("self prone", True),
        ("target slowed", True),
        ("target dragon", False),  # creature types are not modelled
        ("milestone", False),
        ("self still dying", False),
        ("target not_targeted", False),
        (None, False),
    ],
)
def test_the_phrases_read(said: str | None, read: bool) -> None:
    assert provisos.readable(said) is read


# The Orc attacks the Hero (a hit or a miss), who answers with a made-up power
TRIGGERED = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Reprisal
    usage: at-will
    action: {action}
    trigger: {trigger}
    effect: If the triggering attack {outcome}, the target is dazed until the end of your next turn.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Reprisal]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [{roll}], damage: 1}}
"""


@pytest.mark.parametrize(
    ("trigger", "roll", "outcome", "dazed"),
    [
        ("An enemy hits you", "hit", "hits", True),
        ("An enemy misses you", "miss", "misses", True),
        ("An enemy misses you", "miss", "hits", False),
    ],
)
def test_the_triggering_attacks_outcome_is_told_by_its_event(
    tmp_path: Path, trigger: str, roll: str, outcome: str, dazed: bool
) -> None:
    text = TRIGGERED.format(
        action="immediate reaction", trigger=trigger, roll=roll, outcome=outcome
    )
    done = run(tmp_path, text)
    assert done.fired() == [("Hero", "Reprisal")]
    assert ("dazed" in done.final("Orc")["conditions"]) is dazed
    holds = "holds" if dazed else "does not hold"
    (op,) = done.entries("op")
    wanted = "hit" if outcome == "hits" else "miss"
    assert op["status"].startswith(f"its condition ({wanted}) {holds}"), op


def test_an_interrupt_before_the_outcome_cannot_tell_it(tmp_path: Path) -> None:
    text = TRIGGERED.format(
        action="immediate interrupt", trigger="An enemy attacks you", roll="hit", outcome="hits"
    )
    done = run(tmp_path, text)
    assert done.fired() == [("Hero", "Reprisal")]
    assert "dazed" not in done.final("Orc")["conditions"]
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and "not known at attack.target" in op["why"], op


# The Hero attacks the Orc; a made-up free action answers its hit or its miss
YOU_HIT = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Follow Through
    usage: at-will
    action: free action
    trigger: {trigger}
    effect: The enemy you hit is dazed until the end of your next turn.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Follow Through]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Hero
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [{roll}], damage: 1}}
"""


@pytest.mark.parametrize(
    ("trigger", "roll", "dazed"),
    [("You hit an enemy", "hit", True), ("You miss an enemy", "miss", False)],
)
def test_the_enemy_you_hit_is_the_one_you_hit(
    tmp_path: Path, trigger: str, roll: str, dazed: bool
) -> None:
    """ "The enemy you hit" (``hit_by: self``): the triggering enemy when you hit it."""
    done = run(tmp_path, YOU_HIT.format(trigger=trigger, roll=roll))
    assert done.fired() == [("Hero", "Follow Through")]
    assert ("dazed" in done.final("Orc")["conditions"]) is dazed
    statuses = [e["status"] for e in done.entries("op")]
    assert statuses == ([] if dazed else ["no one it names: Orc is not hit by self"]), statuses


def test_extra_damage_on_the_triggering_attacks_hit_is_not_the_answers(tmp_path: Path) -> None:
    """ "If the triggering attack hits" after the Hero's own basic attack: the Orc's attack
    missed, so no extra damage, though the Hero's attack hit."""
    text = (
        TRIGGERED.format(
            action="immediate reaction", trigger="An enemy misses you", roll="miss", outcome="hits"
        )
        .replace(
            "effect: If the triggering attack hits, the target is dazed until the end of your next"
            " turn.",
            "effect: You make a melee basic attack against the triggering enemy. If the triggering"
            " attack hits, the target takes 5 extra damage.",
        )
        .replace("hp: 40, powers", "hp: 40, damage: '4', powers")
        .replace("hp: 80}", "hp: 80, defenses: {ac: 1}}")
    )
    done = run(tmp_path, text)
    assert done.fired() == [("Hero", "Reprisal")]
    assert [e["amount"] for e in done.entries("damage") if e["target"] == "Orc"] == [4]


# The Orc misses the Hero's ally; the Hero answers with a made-up power
ALLY_MISSED = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Reprisal
    usage: at-will
    action: immediate reaction
    trigger: An enemy misses an ally
    effect: If the triggering attack {outcome}, the target is dazed until the end of your next turn.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Reprisal]}}
  - {{name: Ally, side: a, at: [3, 2], hp: 40}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Ally], rolls: [miss], damage: 1}}
"""


@pytest.mark.parametrize(("outcome", "dazed"), [("misses", True), ("misses you", False)])
def test_the_triggering_attack_missing_you_is_not_it_missing_an_ally(
    tmp_path: Path, outcome: str, dazed: bool
) -> None:
    done = run(tmp_path, ALLY_MISSED.format(outcome=outcome))
    assert done.fired() == [("Hero", "Reprisal")]
    assert ("dazed" in done.final("Orc")["conditions"]) is dazed
    (op,) = done.entries("op")
    assert op["status"].startswith(f"its condition (miss) {'holds' if dazed else 'does not hold'}")
