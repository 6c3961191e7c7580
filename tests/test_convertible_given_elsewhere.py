"""Stat blocks, a Foundry export or Altered card JSON given where YAML of ours goes are told
to `convert`.

The README says you may paste the stat blocks you have; `compile powers.txt` on them was a
YAML syntax error advising quotes, and a Foundry export "expected a mapping, not a list".
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from counterplay.compiler.convertible import convertible

BLOCKS = """\
Cinder Ward    Ashwalker Utility 2
Encounter ✦ Fire, Primal
Immediate Interrupt      Personal
Trigger: An enemy hits you with a melee attack.
Effect: You gain resist 5 to all damage against the triggering creature's attack.
"""
ONE_LINE = (
    "Cinder Ward    Ashwalker Utility 2 / Encounter ✦ Fire / Immediate Interrupt • Personal"
    " / Trigger: An enemy hits you. / Effect: You shift 1 square.\n"
)
FOUNDRY = [
    {
        "name": "Glowing Retort",
        "type": "power",
        "system": {
            "useType": "encounter",
            "actionType": "interrupt",
            "trigger": "An enemy hits you.",
        },
    }
]


@pytest.mark.parametrize("command", ["compile", "lint", "translate", "simulate"])
@pytest.mark.parametrize("text", [BLOCKS, ONE_LINE], ids=["blocks", "one-line"])
def test_stat_blocks_are_told_to_convert(
    run: Callable[..., Result], tmp_path: Path, command: str, text: str
) -> None:
    source = tmp_path / "powers.txt"
    source.write_text(text, encoding="utf-8")
    result = run(command, str(source))
    assert result.exit_code == 1
    said = result.stdout + result.stderr
    assert (
        f"Y004 this is 4E stat-block text, not YAML: `counterplay convert {source} -o "
        "powers.yaml` makes an authoring file of it"
    ) in said, said
    assert "in quotes" not in said


@pytest.mark.parametrize("data", [FOUNDRY, FOUNDRY[0], {"name": "Ash", "items": FOUNDRY}])
def test_a_foundry_export_is_told_to_convert(
    run: Callable[..., Result], tmp_path: Path, data: object
) -> None:
    source = tmp_path / "export.json"
    source.write_text(json.dumps(data, indent=1), encoding="utf-8")
    result = run("compile", str(source))
    assert result.exit_code == 1
    assert (
        f"{source}:1:1: S008 this is a Foundry VTT 4E export, not an authoring file: "
        f"`counterplay convert {source} -o powers.yaml` makes an authoring file of it"
    ) in result.stderr
    assert result.stderr.count(": S") == 1  # one diagnostic, not one per key


CARD = {"reference": "ALT_MADE_UP_01", "name": {"fr": "Brume"}, "elements": {}}


@pytest.mark.parametrize("command", ["compile", "lint", "translate"])
@pytest.mark.parametrize("data", [CARD, [CARD]], ids=["card", "list"])
def test_an_altered_cards_json_is_told_to_convert(
    run: Callable[..., Result], tmp_path: Path, command: str, data: object
) -> None:
    # it was "not an authoring file: it has no `counterplay: 1` line", with no word of
    # `convert`, which reads it
    source = tmp_path / "card.json"
    source.write_text(json.dumps(data), encoding="utf-8")
    result = run(command, str(source))
    assert result.exit_code == 1
    assert (
        f"{source}:1:1: S008 this is Altered card JSON, not an authoring file: "
        f"`counterplay convert {source} -o abilities.yaml` makes an authoring file of it"
    ) in result.stdout + result.stderr


def test_a_broken_file_of_ours_keeps_its_own_error() -> None:
    ours = "counterplay: 1\nruleset: dnd4e\n" + BLOCKS
    assert convertible(ours) is None
    assert convertible("garbage text here") is None
    assert convertible([]) is None and convertible({"powers": []}) is None


def test_a_scenario_named_to_convert_is_told_to_run(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Not "an authoring file is compiled": a battle is simulated."""
    battle = tmp_path / "battle.yaml"
    battle.write_text(
        "counterplay: 1\nruleset: horus-heresy-3\nplayers: {Blue: {}, Red: {}}\n"
        "units: []\nscript: []\n",
        encoding="utf-8",
    )
    result = run("convert", str(battle))
    assert result.exit_code == 1
    assert (
        f"{battle}:1:1: C005 this is a scenario file, not stat blocks (convert reads "
        "stat-block text and Foundry JSON; `--from text` reads it as stat blocks): run it "
        "with `counterplay simulate`"
    ) in result.stderr
    assert "compiled" not in result.stderr
