"""Combat advantage granted to several creatures, or to one other than the user: "grants
combat advantage to you and your allies", "to your allies", "You grant combat advantage to
the triggering enemy" (docs/scenarios.md, "Whom an op names"; ``effects.GRANTED_TO``).

The seeds say nothing of combat advantage (4E's Player's Handbook does: an attacker has it
against a creature granting it to that attacker), so no R000 rule is cited here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e.combatant import Condition
from tests.simkit import run

# The Wolf (a third side) is an enemy of both the Hero's side and the Orc's; no one flanks
# anyone (the Ally is not opposite the Hero across the Orc): only the effect gives advantage.
# Every attack comes before the end of the Hero's next turn.
SEVERAL = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Open Guard
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Open Guard]}}
  - {{name: Ally, side: a, at: [2, 2], hp: 40}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
  - {{name: Wolf, side: c, at: [2, 0], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
  - turn: Wolf
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [5], damage: 1}}
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [5], damage: 1}}
  - turn: Wolf
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [5], damage: 1}}
  - turn: Ally
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [5], damage: 1}}
  - turn: Hero
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [5], damage: 1}}
"""

# The attacks after the reaction, in order: (attacker, target)
ATTACKS = [("Wolf", "Orc"), ("Orc", "Hero"), ("Wolf", "Hero"), ("Ally", "Orc"), ("Hero", "Orc")]


@pytest.mark.parametrize(
    ("effect", "advantage"),
    [
        # to the Hero and its Ally, never the Wolf (an enemy of the Orc, but not an ally)
        (
            "The triggering enemy grants combat advantage to you and your allies until the end"
            " of your next turn.",
            [False, False, False, True, True],
        ),
        # to the Ally only
        (
            "The triggering enemy grants combat advantage to your allies until the end of your"
            " next turn.",
            [False, False, False, True, False],
        ),
        # the Hero grants it, to the Orc only
        (
            "You grant combat advantage to the triggering enemy until the end of your next turn.",
            [False, True, False, False, False],
        ),
        (
            "You grant combat advantage to the target until the end of your next turn.",
            [False, True, False, False, False],
        ),
        # (to everyone: the Wolf too)
        (
            "Until the end of your next turn, the triggering enemy grants combat advantage.",
            [True, False, False, True, True],
        ),
    ],
)
def test_combat_advantage_is_granted_to_the_creatures_named(
    tmp_path: Path, effect: str, advantage: list[bool]
) -> None:
    done = run(tmp_path, SEVERAL.format(effect=effect))
    assert done.fired() == [("Hero", "Open Guard")]
    unsimulated = [e for e in done.entries("op") if e.get("status") == "not simulated"]
    assert not unsimulated, unsimulated
    rolls = [(e["attacker"], e["target"], e["advantage"]) for e in done.entries("roll")]
    assert rolls[1:] == [(a, t, has) for (a, t), has in zip(ATTACKS, advantage, strict=True)]


def test_the_trace_names_the_creatures_it_is_granted_to(tmp_path: Path) -> None:
    effect = (
        "The triggering enemy grants combat advantage to you and your allies until the end"
        " of your next turn."
    )
    done = run(tmp_path, SEVERAL.format(effect=effect))
    (given,) = [e for e in done.entries("condition") if not e.get("ends")]
    assert (given["target"], given["condition"]) == (
        "Orc",
        "granting combat advantage to Ally and Hero",
    )


@pytest.mark.parametrize(
    ("toward", "names", "toward_them"),
    [
        (None, ("Hero", "Orc"), (True, True)),
        ("Hero", ("Hero", "Orc"), (True, False)),
        (frozenset({"Hero", "Ally"}), ("Hero", "Ally", "Orc"), (True, True, False)),
        (frozenset(), ("Hero",), (False,)),
    ],
)
def test_a_condition_is_toward_all_one_or_a_set(
    toward: str | frozenset[str] | None, names: tuple[str, ...], toward_them: tuple[bool, ...]
) -> None:
    condition = Condition("granting combat advantage", toward=toward)
    assert tuple(condition.is_toward(name) for name in names) == toward_them
