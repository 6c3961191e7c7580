"""Of two triggering creatures ("An enemy hits an ally": the enemy and the ally), an op is
done to the one it names (runtime/dnd4e/engine.py ``Engine.who``): what helps, "the
triggering ally"'s; what harms, "the triggering enemy"'s. A basic attack the text has
another creature make ("The triggering ally makes a basic attack against the triggering
enemy") is that creature's, against the one it names."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import run

# The Orc hits the Elf (5 damage); the Hero answers with ``effect``
AID = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Aid
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits an ally
    effect: EFFECT
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Aid]}
  - {name: Elf, side: a, at: [2, 2], hp: 40, conditions: [{name: dazed, duration: encounter}]}
  - {name: Orc, side: b, at: [2, 1], hp: 40}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Elf], rolls: [15], damage: 5}
"""


@pytest.mark.parametrize(
    ("effect", "status"),
    [
        ("The triggering ally gains 7 temporary hit points.", "Elf has 7"),
        ("The triggering ally regains 5 hit points.", None),
    ],
)
def test_what_helps_the_triggering_ally_is_the_allys(
    tmp_path: Path, effect: str, status: str | None
) -> None:
    done = run(tmp_path, AID.replace("EFFECT", effect))
    assert done.fired() == [("Hero", "Aid")]
    if status is not None:
        assert [e["status"] for e in done.entries("op")] == [status]
    else:
        assert done.final("Elf")["hp"] == 40
    assert done.final("Orc")["hp"] == 40


def test_a_condition_of_the_triggering_ally_ends_on_the_ally(tmp_path: Path) -> None:
    done = run(tmp_path, AID.replace("EFFECT", "The triggering ally is no longer dazed."))
    assert done.final("Elf")["conditions"] == []


def test_the_triggering_ally_shifts_not_the_enemy(tmp_path: Path) -> None:
    done = run(tmp_path, AID.replace("EFFECT", "The triggering ally shifts 1 square."))
    assert done.final("Orc")["at"] == [2, 1]
    assert done.final("Elf")["at"] != [2, 2]


def test_what_harms_the_triggering_enemy_is_the_enemys(tmp_path: Path) -> None:
    done = run(tmp_path, AID.replace("EFFECT", "The triggering enemy takes 3 damage."))
    assert (done.final("Orc")["hp"], done.final("Elf")["hp"]) == (37, 35)


def test_an_attack_the_triggering_ally_makes_is_the_allys(tmp_path: Path) -> None:
    """The Elf attacks the Orc (not the Hero): its own basic attack, its roll."""
    effect = (
        "The triggering ally can make a melee basic attack against the triggering enemy"
        " as a free action."
    )
    done = run(tmp_path, AID.replace("EFFECT", effect))
    assert not done.entries("op")
    rolls = [(e["attacker"], e["target"]) for e in done.entries("roll")]
    assert rolls == [("Orc", "Elf"), ("Elf", "Orc")]


@pytest.mark.parametrize(
    ("effect", "why"),
    [
        # (whom it attacks when none is named, its own choice: test_effect_ops_whom.py)
        # with a bonus the handler does not follow
        (
            "The triggering ally makes a melee basic attack against the triggering enemy with a"
            " +2 power bonus to the attack roll.",
            "roll_bonus",
        ),
    ],
)
def test_an_attack_another_makes_that_the_runtime_cannot_follow(
    tmp_path: Path, effect: str, why: str
) -> None:
    done = run(tmp_path, AID.replace("EFFECT", effect))
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and why in op["why"], op
    assert [e["attacker"] for e in done.entries("roll")] == ["Orc"]


def test_an_attack_one_ally_of_a_group_makes(tmp_path: Path) -> None:
    """ "An ally adjacent to you": the Elf, the only one; it attacks the triggering enemy."""
    effect = (
        "An ally adjacent to you makes a melee basic attack against the triggering enemy as a"
        " free action."
    )
    done = run(tmp_path, AID.replace("EFFECT", effect))
    rolls = [(e["attacker"], e["target"]) for e in done.entries("roll")]
    assert rolls == [("Orc", "Elf"), ("Elf", "Orc")]
    (decision,) = [e for e in done.entries("decision") if e["what"] == "one of ally"]
    assert decision["choice"] == "Elf"


# The Orc hits the Hero; the Gob, the Orc's ally, is adjacent to the Hero too
STRUCK = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Wrath
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    effect: EFFECT
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Wrath]}
  - {name: Orc, side: b, at: [2, 1], hp: 40}
  - {name: Gob, side: b, at: [2, 2], hp: 40}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}
"""


def test_an_enemy_is_not_made_to_attack_for_the_powers_target(tmp_path: Path) -> None:
    """ "The target" of a power with no attack (its Target line's ally) is no one at hand:
    the triggering Orc, the only other creature of the event, never attacks its own Gob
    for it."""
    effect = (
        "The target makes a melee basic attack against each enemy adjacent to you as a free action."
    )
    done = run(tmp_path, STRUCK.replace("EFFECT", effect))
    assert done.fired() == [("Hero", "Wrath")]
    assert [(e["attacker"], e["target"]) for e in done.entries("roll")] == [("Orc", "Hero")]
    assert done.final("Gob")["hp"] == 40
    refused = [e for e in done.entries("op") if e["status"] == "not simulated"]
    assert refused and all(e["op"] == "basic_attack" for e in refused)
    assert any("an enemy not the power's target" in e["why"] for e in refused)
