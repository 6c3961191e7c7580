"""A trigger naming a creature by its type ("An undead enemy hits you", "An undead creature
enters a square adjacent to you"): judged by the scenario's ``creature_type:``; not given,
cannot tell, and the reaction does not fire (docs/scenarios.md, the selector filters).

A trigger fits only the events its text names (R000-01 at its widest: "cannot tell" never
fires a reaction).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e.combatant import Combatant
from tests.simkit import Run, run


def _why_not(done: Run) -> list[str]:
    """Why Grave Ward's trigger did not fit each event it was judged at."""
    return [
        e["why"]
        for e in done.entries("candidate")
        if e["reaction"] == "Grave Ward" and not e["matched"]
    ]


HITS = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Grave Ward
    usage: at-will
    action: immediate reaction
    trigger: {trigger}
    effect: The triggering enemy takes 5 radiant damage.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 60, powers: [Grave Ward]}}
  - {{name: {attacker}, side: b, at: [2, 1], hp: 40{kinds}}}
script:
  - turn: {attacker}
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


@pytest.mark.parametrize(
    ("trigger", "attacker", "kinds", "fires"),
    [
        ("An undead enemy hits you", "Zombie", ", creature_type: [natural, animate, undead]", True),
        ("An undead enemy hits you", "Orc", ", creature_type: [natural, humanoid]", False),
        ("A shadow enemy hits you", "Wraith", ", creature_type: [Shadow, Humanoid]", True),
        ("A fey enemy hits you", "Wraith", ", creature_type: [shadow, humanoid]", False),
    ],
)
def test_a_trigger_names_a_creature_by_its_type(
    tmp_path: Path, trigger: str, attacker: str, kinds: str, fires: bool
) -> None:
    done = run(tmp_path, HITS.format(trigger=trigger, attacker=attacker, kinds=kinds))
    assert done.codes() == [], done.codes()
    assert done.fired() == ([("Hero", "Grave Ward")] if fires else [])
    if not fires:
        (why,) = _why_not(done)
        assert f"({attacker}) is not" in why, why


def test_a_creature_whose_type_is_not_given_cannot_be_told(tmp_path: Path) -> None:
    done = run(tmp_path, HITS.format(trigger="An undead enemy hits you", attacker="Orc", kinds=""))
    assert done.fired() == []
    (why,) = _why_not(done)
    assert why.startswith("cannot tell") and "creature_type" in why, why


ENTERS = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Bone Snare
    usage: at-will
    action: immediate interrupt
    trigger: An undead creature enters a square adjacent to you
    effect: The triggering creature is immobilized until the end of your next turn.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 60, powers: [Bone Snare]}
  - {name: Ghoul, side: b, at: [5, 1], hp: 40, creature_type: [natural, humanoid, undead]}
  - {name: Ogre, side: b, at: [5, 2], hp: 40, creature_type: [natural, humanoid, giant]}
script:
  - turn: Ogre
    do:
      - move: [[4, 2], [3, 2], [2, 2]]
  - turn: Ghoul
    do:
      - move: [[4, 1], [3, 1], [2, 1]]
"""


def test_an_undead_creature_entering_next_to_you_fires_it(tmp_path: Path) -> None:
    done = run(tmp_path, ENTERS)
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Bone Snare")]
    assert [e["target"] for e in done.entries("condition")] == ["Ghoul"]


@pytest.mark.parametrize(
    ("kinds", "words", "fits"),
    [
        (frozenset({"undead", "natural"}), "Undead", True),
        (frozenset({"undead"}), ["fey", "undead"], True),
        (frozenset({"fey"}), ["shadow", "undead"], False),
        (None, "undead", None),
    ],
)
def test_of_type(kinds: frozenset[str] | None, words: str | list[str], fits: bool | None) -> None:
    who = Combatant("Kit", "a", (0, 0), 10, 10, creature_type=kinds)
    assert who.of_type(words) is fits
