"""The documentation's examples are real: the authoring example compiles."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result

from counterplay.diagnostics import CODES
from tests.conftest import ROOT


def test_authoring_doc_example_compiles(run: Callable[..., Result], tmp_path: Path) -> None:
    text = (ROOT / "docs" / "authoring.md").read_text()
    example = re.search(r"```yaml\n(.*?)```", text, re.S)
    assert example is not None
    path = tmp_path / "example.yaml"
    path.write_text(example.group(1))
    result = run("compile", str(path))
    assert result.exit_code == 0, result.stderr


def test_every_code_has_a_name_and_summary() -> None:
    names = [code.name for code in CODES.values()]
    assert len(names) == len(set(names)), "diagnostic names must be unique"
    for key, code in CODES.items():
        assert re.fullmatch(r"[A-Z]\d{3}", key)
        assert re.fullmatch(r"[a-z0-9-]+", code.name) and code.summary.endswith(".")


def test_authoring_doc_shows_what_its_example_compiles_to(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The JSON the doc shows is the compiled example, field for field ("..." elides)."""
    text = (ROOT / "docs" / "authoring.md").read_text()
    example = re.search(r"```yaml\n(.*?)```", text, re.S)
    shown = re.search(r"```json\n(.*?)```", text, re.S)
    assert example is not None and shown is not None
    (tmp_path / "powers.yaml").write_text(example.group(1))
    monkeypatch.chdir(tmp_path)
    result = run("compile", "powers.yaml")
    assert result.exit_code == 0, result.stderr
    compiled, doc = json.loads(result.stdout), json.loads(shown.group(1))

    def same(said: Any, got: Any) -> None:
        if isinstance(said, dict):
            for key, value in said.items():
                if key != "...":
                    same(value, got[key])
        elif isinstance(said, list):
            for a, b in zip(said, got, strict=False):
                same(a, b)
        else:
            assert said == got

    same(doc, compiled)


def test_scenarios_doc_example_runs_cleanly(run: Callable[..., Result], tmp_path: Path) -> None:
    """The field-by-field example of docs/scenarios.md is a scenario that runs as written."""
    text = (ROOT / "docs" / "scenarios.md").read_text()
    example = re.search(r"## The file\n\n```yaml\n(.*?)```", text, re.S)
    assert example is not None
    path = tmp_path / "scenario.yaml"
    path.write_text(example.group(1))
    result = run("simulate", str(path))
    assert result.exit_code == 0 and result.stderr == "", result.stderr
    assert "Fighter attacks with Melee Basic Attack -> Ogre" in result.stdout
