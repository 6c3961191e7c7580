"""An op's ``if`` on whom the triggering attack is against (runtime/dnd4e/provisos.py
``TRIGGERING_TARGET``): "If you are the target, ..." holds when the triggering attack is
against the user, "If an ally is the target, ..." when it is against one of its allies;
told by the triggering event (an attack's), else not simulated. Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

# The Orc attacks the Hero or the Elf; the Hero answers at the roll
WARD = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Ward
    usage: at-will
    action: immediate interrupt
    trigger: {trigger}
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Ward]}}
  - {{name: Elf, side: a, at: [1, 2], hp: 40}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - turn: Orc
    do:
      - {orc}
"""
_ATTACK = "attack: {{power: Melee Basic Attack, targets: [{whom}], rolls: [miss], damage: 1}}"
_EITHER = "An enemy makes an attack roll against you or an ally"
_YOU = "If you are the target, you gain 5 temporary hit points."
_ALLY = "If an ally is the target, you gain 3 temporary hit points."


def _warded(tmp_path: Path, effect: str, whom: str, trigger: str = _EITHER) -> Run:
    orc = _ATTACK.format(whom=whom)
    done = run(tmp_path, WARD.format(trigger=trigger, effect=effect, orc=orc))
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Ward")]
    return done


def _temp_hp(done: Run) -> list[str]:
    said = [e["status"] for e in done.entries("op") if e["op"] == "temp_hp"]
    return [s for s in said if not s.startswith("its condition")]


@pytest.mark.parametrize(
    ("effect", "whom", "given"),
    [
        (_YOU, "Hero", ["Hero has 5"]),
        (_YOU, "Elf", []),
        (_ALLY, "Elf", ["Hero has 3"]),
        (_ALLY, "Hero", []),
    ],
)
def test_it_holds_when_the_triggering_attack_is_against_whom_it_says(
    tmp_path: Path, effect: str, whom: str, given: list[str]
) -> None:
    done = _warded(tmp_path, effect, whom)
    said = [e["status"] for e in done.entries("op") if "its condition" in str(e["status"])]
    holds = "holds" if given else "does not hold"
    assert said == [
        f"its condition ({'self' if effect == _YOU else 'ally'}_target) {holds}:"
        f" the triggering attack is against {whom}"
    ]
    assert _temp_hp(done) == given


def test_without_an_attack_it_is_not_simulated(tmp_path: Path) -> None:
    """A reaction to a move: no attack whose target it asks about."""
    text = WARD.format(
        trigger="An enemy enters a square adjacent to you",
        effect=_YOU,
        orc="move: [[2, 2]]",
    ).replace("at: [2, 1], hp: 40}", "at: [3, 2], hp: 40}")
    done = run(tmp_path, text)
    assert done.fired() == [("Hero", "Ward")]
    (op,) = [e for e in done.entries("op") if e["op"] == "temp_hp"]
    assert op["status"] == "not simulated" and "target is not known" in op["why"]
