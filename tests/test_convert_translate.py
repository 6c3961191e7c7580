"""`counterplay convert --translate`: conversion and translation in one step."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from ruamel.yaml import YAML

BLOCKS = """\
Shield Snap    Homebrew Utility 2
Encounter ✦ Martial
Immediate Interrupt      Personal
Trigger: You are hit by a melee attack
Effect: You gain a +2 bonus to AC until the end of your next turn.

Quick Riposte    Homebrew Attack 1
At-Will ✦ Martial, Weapon
Standard Action      Melee weapon
Target: One creature
Attack: Strength vs. AC
Hit: 1[W] + Strength modifier damage.
"""


def test_convert_translate_adds_keyword_sets_after_the_action(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    source = tmp_path / "powers.txt"
    source.write_text(BLOCKS)
    out = tmp_path / "powers.yaml"
    result = run("convert", str(source), "--translate", "-o", str(out))
    assert result.exit_code == 0, result.stderr
    converted = YAML(typ="safe").load(out.read_text())
    # a file for the Reaction system, whose ruleset reads the keywords (no T013)
    assert converted["ruleset"] == "dnd4e-reactions" and "T013" not in result.stderr
    snap, riposte = converted["powers"]
    assert snap["reaction"] == ["interrupt", "reaction"]  # R000-45
    keys = list(snap)
    assert keys[keys.index("action") + 1] == "reaction"
    assert "reaction" not in riposte  # a standard action is not a reaction (T008, info)
    assert run("compile", str(out)).exit_code == 0


def test_convert_without_translate_leaves_reaction_out(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    source = tmp_path / "powers.txt"
    source.write_text(BLOCKS)
    result = run("convert", str(source))
    assert result.exit_code == 0, result.stderr
    assert "reaction:" not in result.stdout
    assert "ruleset: dnd4e\n" in result.stdout


def test_a_power_whose_strict_translation_is_an_error_is_left_out(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """`--translate --strict`: an undecided translation is an error, and a power with an
    error is left out (docs/convert.md); it was written untranslated beside the others."""
    source = tmp_path / "powers.txt"
    undecided = (
        "Half Block    Homebrew Utility 2\nEncounter ✦ Arcane\n"
        "Immediate Interrupt    Personal\nTrigger: Something odd happens nearby\n"
    )
    source.write_text(BLOCKS + "\n" + undecided)
    out = tmp_path / "powers.yaml"
    result = run("convert", str(source), "--translate", "--strict", "-o", str(out))
    assert result.exit_code == 1
    assert f"{source}:14:1: T002 Half Block:" in result.stderr
    names = [p["name"] for p in YAML(typ="safe").load(out.read_text())["powers"]]
    assert names == ["Shield Snap", "Quick Riposte"]
    assert run("compile", str(out)).exit_code == 0
