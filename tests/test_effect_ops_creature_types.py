"""Creatures named by their origin, type or keywords: "each undead enemy within 2 squares of
you", "one aberrant creature within 5 squares of you" (docs/scenarios.md, "Whom an op
names"; the scenario's ``creature_type:``, ``whom.FILTERS``' ``creature_type``).

A group of creatures is found by R000-34 when it is one of them ("one ... creature": the
user's choice, else at random); the seeds say nothing of creature types (4E's Monster
Manual does: a stat block's origin, type and keywords).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

# Orc and Zombie stand next to the Hero, the Grell 4 squares off, the Bones (an undead ally)
# next to it; the Stray (no creature_type: not known) far off unless moved in
TYPES = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - name: Warding Light
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Warding Light],
      creature_type: [natural, humanoid]}}
  - {{name: Bones, side: a, at: [1, 2], hp: 40, creature_type: [natural, animate, undead]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, creature_type: [Natural, Humanoid]}}
  - {{name: Zombie, side: b, at: [2, 2], hp: 40, creature_type: [natural, animate, undead]}}
  - {{name: Grell, side: b, at: [5, 1], hp: 40, creature_type: [aberrant, magical beast]}}
  - {{name: Stray, side: b, at: [{stray}, 10], hp: 40}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


def _took(effect: str, tmp_path: Path, stray: int = 10) -> tuple[Run, dict[str, list[str]]]:
    done = run(tmp_path, TYPES.format(effect=effect, stray=stray))
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Warding Light")]
    said: dict[str, list[str]] = {}
    for entry in done.entries("damage"):
        if entry.get("target") != "Hero":
            said.setdefault(entry["target"], []).append("damage")
    for entry in done.entries("condition"):
        said.setdefault(entry["target"], []).append(entry["condition"])
    return done, said


@pytest.mark.parametrize(
    ("effect", "affected"),
    [
        # an enemy of that type, within the place: not the Orc (humanoid), not Bones (ally)
        (
            "Each undead enemy within 2 squares of you takes 5 radiant damage.",
            {"Zombie": ["damage"]},
        ),
        # a creature of that type: the undead ally too; its keyword given in any case
        (
            "Each undead creature within 2 squares of you is dazed until the end of your next"
            " turn.",
            {"Bones": ["dazed"], "Zombie": ["dazed"]},
        ),
        # its origin ("aberrant"), one of them: the one there is
        (
            "One aberrant creature within 5 squares of you is slowed until the end of your"
            " next turn.",
            {"Grell": ["slowed"]},
        ),
        # its type, given in capitals
        (
            "Each humanoid enemy adjacent to you is immobilized until the end of your next turn.",
            {"Orc": ["immobilized"]},
        ),
    ],
)
def test_creatures_are_named_by_their_type(
    tmp_path: Path, effect: str, affected: dict[str, list[str]]
) -> None:
    done, said = _took(effect, tmp_path)
    unsimulated = [e for e in done.entries("op") if e.get("status") == "not simulated"]
    assert not unsimulated, unsimulated
    assert said == affected


def test_a_creature_whose_type_is_not_given_leaves_the_op_not_simulated(tmp_path: Path) -> None:
    """Within the place, the Stray's type is not known: the op is done to no one (never to
    the creatures at hand alone); out of it, the Stray is none of them anyway."""
    effect = "Each undead enemy within 2 squares of you takes 5 radiant damage."
    done, said = _took(effect, tmp_path, stray=10)
    assert said == {"Zombie": ["damage"]}
    near = TYPES.replace("at: [{stray}, 10]", "at: [{stray}, 1]")
    done = run(tmp_path, near.format(effect=effect, stray=0))
    assert [e["target"] for e in done.entries("damage") if e["target"] != "Hero"] == []
    (note,) = [e for e in done.entries("op") if e.get("status") == "not simulated"]
    assert "Stray" in note["why"] and "not known" in note["why"]


def test_a_type_with_no_place_is_not_simulated(tmp_path: Path) -> None:
    """ "Each undead creature" with no place ("within", "adjacent to", "in the burst") names
    no group the runtime can tell: not simulated, never every undead creature on the map."""
    done, said = _took("Each undead creature takes 5 radiant damage.", tmp_path)
    assert said == {}
    (note,) = [e for e in done.entries("op") if e.get("status") == "not simulated"]
    assert "the creatures it names" in note["why"]


@pytest.mark.parametrize("bad", ["undead", "[1]", "[undead, undead]", "['']"])
def test_creature_type_is_a_list_of_words(tmp_path: Path, bad: str) -> None:
    text = TYPES.format(effect="You are dazed.", stray=10).replace(
        "creature_type: [aberrant, magical beast]", f"creature_type: {bad}"
    )
    done = run(tmp_path, text)
    assert done.result is None and done.codes(), done.codes()
