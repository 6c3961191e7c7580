"""Amounts that count an item's enhancement bonus (runtime/dnd4e/amounts.py): "damage equal
to 2 + the weapon's enhancement bonus", "push the target a number of squares equal to the
totem's enhancement bonus", "a power bonus equal to the amulet's enhancement bonus". The
seeds say nothing of magic items; as 4E's rules do, the bonus is the plus of the item whose
power it is, given as the combatant's ``enhancement:`` (one plus for the items whose
powers it uses, docs/scenarios.md); not given, the op is not simulated (never +0) and a
combatant given other scores is warned (R022). Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

# The Hero uses a made-up item power on the Orc, adjacent, once
KNACK = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Knack, usage: encounter, action: minor action, range: Melee 1, effect: "{effect}"}}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Knack]{hero}}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - {{turn: Hero, do: [{{use: {{power: Knack, targets: [Orc]}}}}]}}
"""

DAMAGE = "The target takes damage equal to 2 + the weapon's enhancement bonus."


def _knack(tmp_path: Path, effect: str, hero: str = "") -> Run:
    return run(tmp_path, KNACK.format(effect=effect, hero=hero))


@pytest.mark.parametrize(("plus", "orc_hp"), [(1, 40 - 3), (3, 40 - 5)])
def test_damage_counts_the_items_enhancement_bonus(tmp_path: Path, plus: int, orc_hp: int) -> None:
    done = _knack(tmp_path, DAMAGE, f", enhancement: {plus}")
    assert done.codes() == [], done.codes()
    assert done.final("Orc")["hp"] == orc_hp


def test_a_push_of_the_enhancement_bonus_goes_that_far(tmp_path: Path) -> None:
    """R001-17: up to the distance; the guideline (R000-29) pushes it all 2 squares."""
    effect = "You push the target a number of squares equal to the totem's enhancement bonus."
    done = _knack(tmp_path, effect, ", enhancement: 2")
    assert done.codes() == [], done.codes()
    steps = [e for e in done.entries("step") if e["who"] == "Orc"]
    assert len(steps) == 2 and all(e["forced"] for e in steps)


def test_a_bonus_equal_to_the_enhancement_bonus_is_kept_at_its_amount(tmp_path: Path) -> None:
    effect = (
        "You gain a power bonus to all defenses equal to the amulet's enhancement bonus"
        " until the end of your next turn."
    )
    done = _knack(tmp_path, effect, ", enhancement: 2")
    said = [e["condition"] for e in done.entries("condition") if e["target"] == "Hero"]
    assert said == ["bonus defenses +2"]


def test_without_the_enhancement_bonus_it_is_not_simulated(tmp_path: Path) -> None:
    done = _knack(tmp_path, DAMAGE)
    refused = [e for e in done.entries("op") if e.get("status") == "not simulated"]
    assert [e["why"] for e in refused] == ["the user's item's enhancement bonus is not given"]
    assert done.final("Orc")["hp"] == 40
    assert done.codes() == []  # (given nothing of its sheet: not warned)


def test_a_combatant_given_other_scores_but_not_the_bonus_is_warned(tmp_path: Path) -> None:
    done = _knack(tmp_path, DAMAGE, ", level: 3")
    assert done.codes() == ["R022"]
    (warned,) = [d for d in done.diagnostics if d.code == "R022"]
    assert "Hero is given no enhancement" in warned.message


@pytest.mark.parametrize(
    ("plus", "message"),
    [
        ("7", "combatant 'Hero' enhancement: must be at most 6, not 7"),
        ("-1", "combatant 'Hero' enhancement: must be at least 0, not -1"),
    ],
)
def test_a_bad_enhancement_bonus_is_refused(tmp_path: Path, plus: str, message: str) -> None:
    done = _knack(tmp_path, DAMAGE, f", enhancement: {plus}")
    assert done.result is None
    assert [d.message for d in done.diagnostics] == [message]


def test_a_combatant_given_the_bonus_but_not_a_score_is_warned(tmp_path: Path) -> None:
    """Given its enhancement bonus, a combatant's sheet is given: a score its power counts
    and it is not given is warned, at its ``enhancement:``."""
    effect = "The target takes damage equal to your Wisdom modifier."
    done = _knack(tmp_path, effect, ", enhancement: 2")
    assert done.codes() == ["R022"]
    (warned,) = [d for d in done.diagnostics if d.code == "R022"]
    assert "Hero is given no Wisdom score" in warned.message


@pytest.mark.parametrize(("plus", "low", "high"), [(2, 2, 12), (0, 0, 0)])
def test_damage_per_plus_rolls_its_dice_once_for_each_point(
    tmp_path: Path, plus: int, low: int, high: int
) -> None:
    """ "1d6 damage per plus": a +2 item rolls 2d6 (above 6 with some seed), a +0 none."""
    dealt = []
    for seed in range(12):
        done = run(
            tmp_path,
            KNACK.format(
                effect="The target takes 1d6 damage per plus.", hero=f", enhancement: {plus}"
            ),
            seed=seed,
        )
        assert done.codes() == [], done.codes()
        dealt.append(40 - done.final("Orc")["hp"])
    assert all(low <= d <= high for d in dealt), dealt
    assert plus == 0 or max(dealt) > 6, dealt


def test_damage_per_plus_without_the_bonus_is_not_simulated(tmp_path: Path) -> None:
    done = _knack(tmp_path, "The target takes 1d6 damage per plus.")
    refused = [e for e in done.entries("op") if e.get("status") == "not simulated"]
    assert [e["why"] for e in refused] == ["the user's item's enhancement bonus is not given"]
    assert done.final("Orc")["hp"] == 40
