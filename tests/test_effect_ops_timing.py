"""An op's ``at`` (runtime/dnd4e/provisos.py TIMINGS): "Before the attack, you shift 2
squares" is done before the power's attack, "After the attack is resolved, ..." once it is;
with no attack of the power to be before or after, it is not simulated."""

from __future__ import annotations

from pathlib import Path

from tests.simkit import Run, run

# The Orc hits the Hero, who answers with a made-up power
ANSWER = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Sidestep Strike
    usage: encounter
    action: immediate reaction
    range: Melee 1
    trigger: An enemy hits you
    target: The triggering enemy
    attack: Strength vs. AC
    hit: 5 damage.
    effect: Before the attack, you shift 1 square.
  - name: Answer
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [{power}]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


def _answer(tmp_path: Path, power: str, effect: str = "") -> Run:
    done = run(tmp_path, ANSWER.format(power=power, effect=effect or "You shift 1 square."))
    assert done.fired() == [("Hero", power)]
    return done


def _moved_before_rolling(done: Run) -> None:
    (step,) = [e for e in done.entries("step") if e["who"] == "Hero"]
    (roll,) = [e for e in done.entries("roll") if e["attacker"] == "Hero"]
    assert step["seq"] < roll["seq"], (step, roll)


def test_before_the_attack_of_an_attack_power(tmp_path: Path) -> None:
    """The Effect of an attack power is done after its attack, but one said "Before the
    attack" before it: the Hero shifts, then rolls."""
    _moved_before_rolling(_answer(tmp_path, "Sidestep Strike"))


def test_before_the_attack_an_op_of_the_effect_makes(tmp_path: Path) -> None:
    """Said after the attack op, done before it."""
    effect = (
        "You make a melee basic attack against the triggering creature."
        " Before the attack, you shift 1 square."
    )
    _moved_before_rolling(_answer(tmp_path, "Answer", effect))


def test_after_the_attack_is_resolved(tmp_path: Path) -> None:
    effect = (
        "You make a melee basic attack against the triggering creature."
        " After the attack is resolved, you shift 1 square."
    )
    done = _answer(tmp_path, "Answer", effect)
    (step,) = [e for e in done.entries("step") if e["who"] == "Hero"]
    (roll,) = [e for e in done.entries("roll") if e["attacker"] == "Hero"]
    assert roll["seq"] < step["seq"]


def test_with_no_attack_of_its_own_it_is_not_simulated(tmp_path: Path) -> None:
    """ "After the attack is resolved" in a power that makes none: the attack is the
    triggering one, whose end the runtime does not wait for; so the push is not done."""
    effect = "After the attack is resolved, you slide the target 2 squares."
    done = _answer(tmp_path, "Answer", effect)
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and "no attack of this power" in op["why"], op
    assert done.final("Orc")["at"] == [2, 1]
