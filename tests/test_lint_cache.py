"""`counterplay lint`'s cache: an unchanged tree's second run comes from it, and the IRs it
lost (removed, spoilt, of another run) are written or linted again.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.lintkit import RULES, _document


def test_the_second_run_of_an_unchanged_tree_comes_from_the_cache(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from counterplay.compiler import lint

    for code in ("R021", "L007", "L010"):
        (tmp_path / f"{code}.yaml").write_text(_document("dnd4e-reactions", RULES[code][0]))
    cache = tmp_path / "cache"
    shown = ("--output-format", "json", "--extend-select", "L007")  # (L007 is an info here)
    args = ("lint", "--cache-dir", str(cache), *shown, str(tmp_path))
    first = run(*args)
    linted: list[str] = []
    real, across = lint.lint_file, lint.across
    monkeypatch.setattr(lint, "lint_file", lambda p, *a: linted.append(p) or real(p, *a))
    monkeypatch.setattr(lint, "across", lambda *r: linted.append("across") or across(*r))
    again = run(*args)
    assert linted == [] and again.stdout == first.stdout  # nothing linted again
    (tmp_path / "L010.yaml").write_text(_document("dnd4e-reactions", RULES["L009"][0]))
    changed = run(*args)
    assert linted == [str(tmp_path / "L010.yaml"), "across"]
    codes = [d["code"] for d in json.loads(changed.stdout)["diagnostics"]]
    # (the loop across files is found again from the unchanged files' cached IRs)
    assert "L009" in codes and "L010" not in codes and "L007" in codes
    monkeypatch.undo()  # worker processes are sent the real lint_file
    parallel = run("lint", "--no-cache", "-j", "2", *shown, str(tmp_path))
    assert parallel.stdout == changed.stdout


def test_irs_the_cache_lost_are_written_again_when_the_tree_is_unchanged(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from counterplay.compiler import lint

    (tmp_path / "L007.yaml").write_text(_document("dnd4e-reactions", RULES["L007"][0]))
    monkeypatch.setenv("COUNTERPLAY_CACHE_DIR", str(tmp_path / "cache"))
    run("lint", str(tmp_path))
    [irs] = (tmp_path / "cache").glob("linted/*/pack-*.ir.json")
    irs.unlink()
    linted: list[str] = []
    real = lint.lint_file
    monkeypatch.setattr(lint, "lint_file", lambda p, *a: linted.append(p) or real(p, *a))
    for _ in range(2):  # graph needs the IR: linted again once, then kept
        run("graph", str(tmp_path))
    assert linted == [str(tmp_path / "L007.yaml")]


@pytest.mark.parametrize("lost", ["removed", "spoilt", "of another run"])
def test_files_whose_ir_the_cache_lost_are_linted_again(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lost: str
) -> None:
    from counterplay.compiler import lint

    tree = tmp_path / "tree"
    tree.mkdir()
    for code in ("R021", "L007"):
        (tree / f"{code}.yaml").write_text(_document("dnd4e-reactions", RULES[code][0]))
    cache = tmp_path / "cache"
    shown = ("--output-format", "json", "--extend-select", "L007")  # (L007 is an info here)
    args = ("lint", "--cache-dir", str(cache), *shown, str(tree))
    first = run(*args)
    [irs] = cache.glob("*/pack-*.ir.json")
    if lost == "of another run":  # IRs written with other entries than the pack's
        (tree / "R021.yaml").write_text(_document("dnd4e-reactions", RULES["L009"][0]))
        kept = irs.read_bytes()
        run(*args)
        irs.write_bytes(kept)
        (tree / "R021.yaml").write_text(_document("dnd4e-reactions", RULES["R021"][0]))
        run(*args)
        irs.write_bytes(kept)
    elif lost == "removed":
        irs.unlink()
    else:
        irs.write_text('{"token": "x", "irs": [')
    linted: list[str] = []
    real = lint.lint_file
    monkeypatch.setattr(lint, "lint_file", lambda p, *a: linted.append(p) or real(p, *a))
    (tree / "R021.yaml").write_text(_document("dnd4e-reactions", RULES["L009"][0]))
    again = run(*args)
    # the changed file, and the unchanged one whose IR the loop across files needs
    assert sorted(linted) == [str(tree / "L007.yaml"), str(tree / "R021.yaml")]
    linted.clear()
    (tree / "R021.yaml").write_text(_document("dnd4e-reactions", RULES["R021"][0]))
    run(*args)  # the IRs written again: only the file changed back is linted
    assert linted == [str(tree / "R021.yaml")]
    assert "L007" in [d["code"] for d in json.loads(again.stdout)["diagnostics"]]
    assert "L007" in [d["code"] for d in json.loads(first.stdout)["diagnostics"]]


SCENARIO = """\
counterplay: 1
ruleset: RULESET
include: [powers.yaml]
combatants:
  - {name: Guard, side: heroes, at: [0, 0], powers: [Guarding Cut]}
script: []
"""
POWERS = """\
counterplay: 1
powers:
  - name: Guarding Cut
    usage: USAGE
    action: immediate interrupt
    trigger: An enemy adjacent to you shifts
"""


@pytest.mark.parametrize("ruleset", ["dnd4e", "house.ruleset.yaml"])
def test_a_scenario_is_linted_again_when_a_file_it_reads_changes(
    run: Callable[..., Result], tmp_path: Path, ruleset: str
) -> None:
    """Its cached result holds the files it includes and its ruleset file: one of them
    changed, the scenario's bytes unchanged, is not a stale result."""
    scenario = tmp_path / "encounter.yaml"
    scenario.write_text(SCENARIO.replace("RULESET", ruleset))
    powers = tmp_path / "powers.yaml"
    powers.write_text(POWERS.replace("USAGE", "encounter"))
    house = tmp_path / "house.ruleset.yaml"
    house.write_text("counterplay: 1\nname: house\nextends: dnd4e\n")
    args = ("lint", "--cache-dir", str(tmp_path / "cache"), str(scenario))
    assert run(*args).exit_code == 0
    powers.write_text(POWERS.replace("USAGE", "encountr"))
    broken = run(*args)
    assert broken.exit_code == 1 and f"{powers}:4:12: S004" in broken.stdout
    powers.write_text(POWERS.replace("USAGE", "encounter"))
    assert run(*args).exit_code == 0
    if ruleset == "dnd4e":
        return
    house.write_text("counterplay: 1\nname: house\nextends: dnd4e-nope\n")
    changed = run(*args)
    assert changed.exit_code == 1 and "R001" in changed.stdout


def test_a_scenario_whose_include_is_not_a_list_is_told_not_raised(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    scenario = tmp_path / "encounter.yaml"
    scenario.write_text(SCENARIO.replace("RULESET", "dnd4e").replace("[powers.yaml]", ""))
    result = run("lint", "--cache-dir", str(tmp_path / "cache"), str(scenario))
    assert result.exit_code == 1 and f"{scenario}:3:" in result.stdout
