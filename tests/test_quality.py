"""The code-quality gates CI runs: ruff (lint and format) and mypy on the package."""

from __future__ import annotations

import shutil
import subprocess
import sys

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
        ["ruff", "check", "counterplay", "tests", "bench"],
        ["ruff", "format", "--check", "counterplay", "tests", "bench"],
    ],
    ids=["ruff-check", "ruff-format"],
)
def test_ruff(command: list[str]) -> None:
    done = subprocess.run(_tool(command[0]) + command[1:], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "counterplay"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
