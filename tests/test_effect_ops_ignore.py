"""Damage that ignores resistance (runtime/dnd4e/ignoring.py): "This damage ignores
resistance" said right after the damage, carried out with it, dealt now or as ongoing
damage each time; of the types it names only; with no damage before it, not simulated."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

# The Orc hardens its hide at the start of its first turn (resist 5 poison, or fire), then
# the Hero's Venom Strike says {effect}; the Orc starts a second turn
VENOM = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Scaled Hide
    usage: encounter
    action: free action
    trigger: You start your turn.
    effect: You gain resist 5 {resisted} until the end of the encounter.
  - name: Venom Strike
    usage: at-will
    action: standard action
    range: Melee 1
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Venom Strike]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80, powers: [Scaled Hide]}}
script:
  - turn: Orc
  - turn: Hero
    do: [{{use: {{power: Venom Strike, targets: [Orc]}}}}]
  - turn: Orc
"""


def _venom(tmp_path: Path, effect: str, resisted: str = "poison") -> Run:
    done = run(tmp_path, VENOM.format(effect=effect, resisted=resisted))
    assert ("Orc", "Scaled Hide") in done.fired()
    return done


@pytest.mark.parametrize(
    ("said", "taken"),
    [
        ("", [1]),  # resist 5 takes 5 of the 6 away, at the Orc's turn start
        (" This damage ignores resistance.", [6]),  # all 6
    ],
)
def test_ongoing_damage_that_ignores_resistance_is_dealt_whole_each_time(
    tmp_path: Path, said: str, taken: list[int]
) -> None:
    effect = "The target takes ongoing 6 poison damage (save ends)."
    done = _venom(tmp_path, effect + said)
    assert [e["amount"] for e in done.entries("damage")] == taken
    assert done.final("Orc")["hp"] == 80 - sum(taken)
    assert [e["target"] for e in done.entries("damage")] == ["Orc"] * len(taken)


def test_the_ignore_op_is_carried_out_with_the_damage_before_it(tmp_path: Path) -> None:
    done = _venom(tmp_path, "The target takes 7 poison damage. This damage ignores resistance.")
    assert [e["amount"] for e in done.entries("damage")] == [7]
    (ignored,) = [e for e in done.entries("op") if e["op"] == "ignore"]
    assert ignored["status"].startswith("the damage before it ignores resistance")


@pytest.mark.parametrize(
    ("effect", "resisted", "taken"),
    [
        # poison resistance ignored by poison damage: all of it
        ("The target takes 7 poison damage. This damage ignores poison resistance.", "poison", 7),
        # fire damage, fire resistance, but only poison resistance ignored: 5 of 9 resisted
        ("The target takes 9 fire damage. This damage ignores poison resistance.", "fire", 4),
        # immunity too: no creature is immune here, so only the resistance is left out
        ("The target takes 9 fire damage. This damage ignores immunity and resistance.", "fire", 9),
    ],
)
def test_the_resistance_ignored_is_of_the_types_it_names(
    tmp_path: Path, effect: str, resisted: str, taken: int
) -> None:
    done = _venom(tmp_path, effect, resisted)
    assert [e["amount"] for e in done.entries("damage")] == [taken]


def test_ignoring_resistance_with_no_damage_before_it_is_not_simulated(tmp_path: Path) -> None:
    done = _venom(tmp_path, "The target is slowed until the end of your next turn. This damage "
                  "ignores resistance.")  # fmt: skip
    (ignored,) = [e for e in done.entries("op") if e["op"] == "ignore"]
    assert ignored["status"] == "not simulated"
    assert ignored["why"] == "the damage it is of is not simulated"


def test_an_ignore_after_damage_whose_condition_fails_has_nothing_to_ignore(
    tmp_path: Path,
) -> None:
    """The Orc is not bloodied: the damage is not dealt, and its "ignores resistance" is
    carried out with nothing to ignore (not "not simulated")."""
    done = _venom(tmp_path, "If the target is bloodied, it takes 8 poison damage. This damage "
                  "ignores resistance.")  # fmt: skip
    assert done.entries("damage") == []
    (ignored,) = [e for e in done.entries("op") if e["op"] == "ignore"]
    assert ignored["status"] == (
        "nothing of the damage before it to ignore: the damage before it was not dealt "
        "(its condition, target bloodied, fails)"
    )


def test_an_ignore_after_damage_whose_condition_holds_is_dealt_with_it(tmp_path: Path) -> None:
    done = _venom(tmp_path, "If the target is not bloodied, it takes 8 poison damage. This "
                  "damage ignores resistance.")  # fmt: skip
    assert [e["amount"] for e in done.entries("damage")] == [8]  # none resisted
    (ignored,) = [e for e in done.entries("op") if e["op"] == "ignore"]
    assert ignored["status"].startswith("the damage before it ignores resistance")


@pytest.mark.parametrize(
    ("effect", "said"),
    [
        ("The target takes 6 cold damage. This damage ignores poison resistance.", "cold"),
        ("The target takes 6 damage. This damage ignores fire resistance.", "untyped"),
    ],
)
def test_an_ignore_of_other_types_than_the_damage_has_nothing_to_ignore(
    tmp_path: Path, effect: str, said: str
) -> None:
    done = _venom(tmp_path, effect)
    assert [e["amount"] for e in done.entries("damage")] == [6]  # (resist 5 poison: none)
    (ignored,) = [e for e in done.entries("op") if e["op"] == "ignore"]
    assert ignored["status"] == (
        f"nothing of the damage before it to ignore: the damage before it ({said}) is not "
        "of the types it names"
    )
