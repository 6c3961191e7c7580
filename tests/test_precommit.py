"""The entries of .pre-commit-hooks.yaml are real commands that pass and fail as they should."""

from __future__ import annotations

import shlex
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result
from ruamel.yaml import YAML

from tests.conftest import ROOT

HOOKS: list[dict[str, Any]] = YAML(typ="safe").load((ROOT / ".pre-commit-hooks.yaml").read_text())
EXAMPLE = ROOT / "counterplay" / "examples" / "ranger-and-fighter.yaml"


@pytest.mark.parametrize("hook", HOOKS, ids=[h["id"] for h in HOOKS])
def test_hook_passes_on_a_good_file_and_fails_on_a_bad_one(
    hook: dict[str, Any], run: Callable[..., Result], tmp_path: Path
) -> None:
    program, *args = shlex.split(hook["entry"])
    assert program == "counterplay"
    good = tmp_path / "good.yaml"
    good.write_text(EXAMPLE.read_text())
    if hook["id"] == "counterplay-translate-check":
        assert run("translate", str(good)).exit_code == 0  # bring the keyword sets up to date
    assert run(*args, str(good)).exit_code == 0
    bad = tmp_path / "bad.yaml"
    shutil.copy(good, bad)
    text = bad.read_text()
    if hook["id"] == "counterplay-compile":
        bad.write_text(text.replace("usage: encounter", "usage: often", 1))
    else:
        bad.write_text(text.replace("action: immediate reaction", "action: immediate interrupt", 1))
    assert run(*args, str(bad)).exit_code == 1
