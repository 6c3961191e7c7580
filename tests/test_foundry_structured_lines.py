"""A Foundry VTT 4E power with no HTML description keeps its Attack and Range lines: they
were read from the description only, so `system.attack` and the range fields
(`rangeType`, `rangePower`, `area`, `weaponType`) of a stripped export were dropped."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from ruamel.yaml import YAML

SYSTEM = {
    "useType": "encounter",
    "actionType": "reaction",
    "trigger": "An enemy moves adjacent to you.",
    "hit": {"detail": "1d6 damage."},
}


def _converted(run: Callable[..., Result], tmp_path: Path, **system: object) -> dict[str, object]:
    source = tmp_path / "export.json"
    power = {"name": "Bramble Lash", "type": "power", "system": {**SYSTEM, **system}}
    source.write_text(json.dumps(power), "utf-8")
    result = run("convert", str(source), "-o", str(tmp_path / "out.yaml"))
    assert result.exit_code == 0, result.stderr
    (converted,) = YAML(typ="safe").load((tmp_path / "out.yaml").read_text("utf-8"))["powers"]
    assert isinstance(converted, dict)
    return converted


@pytest.mark.parametrize(
    ("fields", "line"),
    [
        ({"rangeType": "weapon", "weaponType": "melee"}, "Melee weapon"),
        ({"rangeType": "weapon", "weaponType": "ranged"}, "Ranged weapon"),
        ({"rangeType": "melee", "rangePower": "1"}, "Melee 1"),
        ({"rangeType": "reach", "rangePower": 2}, "Melee 2"),
        ({"rangeType": "range", "rangePower": "10"}, "Ranged 10"),
        ({"rangeType": "closeBurst", "area": 2}, "Close burst 2"),
        ({"rangeType": "closeBlast", "area": "3"}, "Close blast 3"),
        ({"rangeType": "rangeBurst", "area": 1, "rangePower": "10"}, "Area burst 1 within 10"),
        ({"rangeType": "personal"}, "Personal"),
    ],
)
def test_the_range_fields_make_the_range_line(
    run: Callable[..., Result], tmp_path: Path, fields: dict[str, object], line: str
) -> None:
    assert _converted(run, tmp_path, **fields).get("range") == line


@pytest.mark.parametrize(
    ("attack", "line"),
    [
        ({"isAttack": True, "ability": "wis", "def": "fort"}, "Wisdom vs. Fortitude"),
        ({"isAttack": True, "ability": "", "def": "ref", "formula": "+7"}, "+7 vs. Reflex"),
        ({"isAttack": False, "ability": "str", "def": "ac"}, None),
    ],
)
def test_system_attack_makes_the_attack_line(
    run: Callable[..., Result], tmp_path: Path, attack: dict[str, object], line: str | None
) -> None:
    assert _converted(run, tmp_path, attack=attack).get("attack") == line


def test_what_the_description_prints_stands(run: Callable[..., Result], tmp_path: Path) -> None:
    description = {
        "value": "<p><b>Encounter</b></p><p><b>Immediate Reaction</b><b> &#8226; </b>"
        "<b>Melee</b> 1</p><p><b>Attack:</b> Strength vs. Will</p>"
    }
    power = _converted(
        run,
        tmp_path,
        description=description,
        rangeType="range",
        rangePower="5",
        attack={"isAttack": True, "ability": "dex", "def": "ac"},
    )
    assert (power.get("range"), power.get("attack")) == ("Melee 1", "Strength vs. Will")
