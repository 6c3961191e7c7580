"""The code-quality gates CI runs: ruff (lint and format) and mypy on the package."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT


def _tool(name: str) -> list[str]:
    found = shutil.which(name, path=str(ROOT / ".venv" / "bin")) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed; install the test extras: pip install '.[test]'")
    return [found]


@pytest.mark.parametrize(
    "command",
    [
        ["ruff", "check", "--no-cache", "counterplay", "tests", "bench"],
        ["ruff", "format", "--check", "--no-cache", "counterplay", "tests", "bench"],
    ],
    ids=["ruff-check", "ruff-format"],
)
def test_ruff(command: list[str]) -> None:
    done = subprocess.run(_tool(command[0]) + command[1:], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path), "counterplay"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
