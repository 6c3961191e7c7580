"""The profile grammar's composed readings, continued (sentences written for these tests,
none from the corpus): where the Charging Unit is, and parts a trigger's kind does not read
(every word in the IR, or none). The helpers are those of
``tests/test_horus_heresy_profile_shapes.py``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result

from tests.test_horus_heresy_profile_shapes import (
    BATTLE,
    LEAD,
    MOVE_STEP,
    SHOOTING_STEP,
    _read,
    _refused,
    _simulate,
)

# -- "where the Charging Unit is within N" of UNIT [which is not the target ...]" ---------

CHARGE_AT_START = (
    "at the start of Step 2 of the Charge process of any Charge declared by the Active Player "
)


@pytest.mark.parametrize(
    ("tail", "target"),
    [("", {"role": "self"}), (" which is not the target of the Charge", {"role": "ally"})],
)
def test_where_the_charging_unit_is_near_the_reacting_unit(
    tail: str, target: dict[str, Any]
) -> None:
    entry = _read(
        LEAD + CHARGE_AT_START + 'where the Charging Unit is within 6" of a Unit that only '
        "includes Models with the Iron Hands Trait" + tail + "."
    )
    trigger = entry["trigger"]
    assert (trigger["actor"], trigger["target"]) == ({"role": "enemy", "within": 6}, target)
    assert trigger["qualifiers"]["reacting_unit"] == {"trait": "Iron Hands"}
    assert entry["break_point"] == "charge.2"


@pytest.mark.parametrize(
    "words",
    [
        SHOOTING_STEP + 'where the Charging Unit is within 6" of a Unit',  # no Charge
        CHARGE_AT_START + 'where the Charging Unit is within 6" of a Unit which is not the '
        "target of the Shooting Attack",
        CHARGE_AT_START + "where the Charging Unit is within 6 of a Unit",  # no inches
        'where the Charging Unit is within 6" of a Unit',  # no event
        CHARGE_AT_START + 'where the Charging Unit is within 6" of a Unit which is the target',
    ],
)
def test_where_out_of_its_shape_is_refused(words: str) -> None:
    _refused(LEAD + words + ".")


def test_a_battle_where_another_unit_is_charged(run: Callable[..., Result], tmp_path: Path) -> None:
    trigger = (
        LEAD + CHARGE_AT_START + 'where the Charging Unit is within 8" of a Unit which is not '
        "the target of the Charge."
    )
    battle = BATTLE.replace(
        "  - name: Reavers\n",
        "  - name: Guard Squad\n    player: Blue\n    models: [{at: [12, 14]}]\n"
        "  - name: Reavers\n",
    ).replace(
        "      - {charge: Reavers, at: Tactical Squad, reactive: {unit: Tactical Squad, "
        "reaction: Grey Oath}}",
        "      - {charge: Reavers, at: Guard Squad, reactive: {unit: Tactical Squad, "
        "reaction: Grey Oath}}",
    )
    result, trace = _simulate(run, tmp_path, trigger, battle)
    assert result.exit_code == 0, result.stderr
    assert [(e["owner"], e["phase"]) for e in trace if e["kind"] == "fires"] == [
        ("Tactical Squad", "assault")
    ]
    # (the Shooting Attack at the Tactical Squad itself is no Charge: not a candidate)
    fits = {(e["owner"], e["event"]): e["fires"] for e in trace if e["kind"] == "candidate"}
    assert fits == {("Tactical Squad", "assault.charge"): True}


# -- every word in the IR, or none: parts that say what the trigger's kind does not read ---


@pytest.mark.parametrize(
    "words",
    [
        SHOOTING_STEP + 'if an enemy Unit ends a move within 6" and in Line of Sight of a Unit',
        MOVE_STEP + "that targets a Unit",
        MOVE_STEP + 'if an enemy Unit ends a move within 6" and in Line of Sight of a Unit, '
        "The Reacting Unit must be a Unit, when the Active Player deploys a Unit from Reserves",
        "during Step 3 of the Shooting Attack sequence, during Step 4 of the Shooting Attack "
        "sequence",  # two steps
        "in the Shooting Phase, in the Assault Phase, during Step 3 of the Shooting Attack "
        "sequence",  # two Phases, not said as either
        "in the Reserves Sub-Phase, when the Active Player deploys a Unit from Reserves, "
        "that targets a Unit",
        "in the Reserves Sub-Phase, when the Active Player deploys a Unit from Reserves. The "
        "Reacting Unit must be a Unit",
        # one unit said twice two ways: a contradiction inside the unit, not a filter of it
        SHOOTING_STEP + "that targets a Unit that only includes Models with the Infantry Type "
        "without the Bulky (X) Special Rule, that targets a Unit that only includes Models "
        "with the Infantry Type without the Jink Special Rule",
        MOVE_STEP + 'if an enemy Unit ends a move within 6" and in Line of Sight of a Unit '
        "that only includes Models with the Iron Hands Trait without the Jink Special Rule. "
        "The Reacting Unit must be a Unit that only includes Models with the Iron Hands Trait "
        "without the Bulky (X) Special Rule",
    ],
)
def test_parts_a_trigger_of_its_kind_does_not_read_are_refused(words: str) -> None:
    assert "the end of the text" in _refused(LEAD + words + ".")


def test_one_unit_said_twice_adds_up() -> None:
    trigger = _read(
        LEAD + MOVE_STEP + 'if an enemy Unit ends a move within 6" and in Line of Sight of a '
        "Unit that only includes Models with the Iron Hands Trait. The Reacting Unit must be a "
        "Unit that does not have the Vehicle Type."
    )["trigger"]
    assert trigger["qualifiers"]["reacting_unit"] == {"trait": "Iron Hands", "not_type": "Vehicle"}
