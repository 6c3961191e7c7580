"""The shipped pre-commit hooks, run by the real ``pre-commit`` in a temporary git repository.

The repository holds what a real one does besides authoring files (its own
``.pre-commit-config.yaml``, CI configuration, scenarios, a ruleset); the hooks must check
the authoring files, wherever they are and whatever their extension, and skip the rest
quietly. The hooks are declared ``repo: local`` with ``language: system`` and this
environment's ``counterplay`` on PATH, so that nothing is installed and nothing reaches the
network; everything else (entry, types, files) is copied from ``.pre-commit-hooks.yaml``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result
from ruamel.yaml import YAML

from tests.conftest import ROOT

BIN = Path(sys.executable).parent
MANIFEST = ROOT / ".pre-commit-hooks.yaml"


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(BIN)) or shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed (pip install '.[test]')")
    return found


def _local_config(hooks: list[dict[str, Any]]) -> str:
    """A ``.pre-commit-config.yaml`` running the shipped hooks from this environment."""
    from io import StringIO

    local = [{**hook, "language": "system"} for hook in hooks]
    stream = StringIO()
    YAML(typ="safe", pure=True).dump({"repos": [{"repo": "local", "hooks": local}]}, stream)
    return stream.getvalue()


@pytest.fixture
def repo(tmp_path: Path, run: Callable[..., Result]) -> Path:
    """A git repository with authoring files and the other YAML a real one has."""
    root = tmp_path / "repo"
    (root / "powers" / "monsters").mkdir(parents=True)
    (root / ".github" / "workflows").mkdir(parents=True)
    (root / "scenarios").mkdir()
    example = (ROOT / "counterplay" / "examples" / "ranger-and-fighter.yaml").read_text()
    (root / "powers" / "heroes.yaml").write_text(example)
    (root / "powers" / "monsters" / "drake.yml").write_text(
        "counterplay: 1\npowers:\n  - name: Tail Slap\n    usage: at-will\n"
        "    action: immediate reaction\n    trigger: An enemy hits the drake\n"
    )
    assert run("translate", str(root / "powers")).exit_code == 0  # keyword sets up to date
    shutil.copy(
        ROOT / "counterplay" / "examples" / "scenarios" / "reaction-system.yaml", root / "scenarios"
    )
    shutil.copy(ROOT / "counterplay" / "rulesets" / "dnd4e" / "dnd4e.ruleset.yaml", root)
    (root / ".github" / "workflows" / "ci.yml").write_text("on: push\njobs: {}\n")
    hooks = YAML(typ="safe").load(MANIFEST.read_text())
    (root / ".pre-commit-config.yaml").write_text(_local_config(hooks))
    return root


def _pre_commit(root: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "HOME": str(tmp_path / "home"),
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
        "XDG_CACHE_HOME": str(tmp_path / "xdg-cache"),
        "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "GIT_CONFIG_NOSYSTEM": "1",
        "NO_COLOR": "1",
    }
    return subprocess.run(
        [_tool("pre-commit"), *args],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


def test_the_manifest_is_valid_for_pre_commit(tmp_path: Path) -> None:
    done = _pre_commit(ROOT, tmp_path, "validate-manifest", str(MANIFEST))
    assert done.returncode == 0, done.stdout + done.stderr


def test_hooks_check_authoring_files_and_skip_other_yaml(repo: Path, tmp_path: Path) -> None:
    _tool("counterplay")
    git = _tool("git")
    subprocess.run([git, "init", "-q", "."], cwd=repo, check=True, capture_output=True)
    subprocess.run([git, "add", "-A"], cwd=repo, check=True, capture_output=True)

    clean = _pre_commit(repo, tmp_path, "run", "--all-files", "--color", "never")
    assert clean.returncode == 0, clean.stdout + clean.stderr
    assert clean.stdout.count("Passed") == 2, clean.stdout

    drake = repo / "powers" / "monsters" / "drake.yml"
    drake.write_text(drake.read_text().replace("usage: at-will", "usage: often"))
    subprocess.run([git, "add", "-A"], cwd=repo, check=True, capture_output=True)
    broken = _pre_commit(repo, tmp_path, "run", "--all-files", "--color", "never")
    assert broken.returncode == 1
    assert broken.stdout.count("Failed") == 2, broken.stdout
    assert "powers/monsters/drake.yml:4:12: S004 'often' is not allowed" in broken.stdout, broken
    for other in ("pre-commit-config", "ci.yml", "reaction-system", "ruleset", "heroes"):
        assert other not in broken.stdout, other
