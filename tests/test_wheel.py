"""An installed wheel, not the source tree, finds its grammars, schemas, rulesets and examples."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import ROOT


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from this checkout, unpacked as pip would install it."""
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            str(ROOT),
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(out),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = out.glob("counterplay-*.whl")
    site = out / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    return site


def _run(site: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site)}
    return subprocess.run(
        [sys.executable, "-m", "counterplay", *args],
        cwd=site.parent,  # not the checkout: nothing can be found by accident
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.slow
def test_wheel_ships_package_data(installed: Path) -> None:
    package = installed / "counterplay"
    assert list((package / "grammar").glob("*/*.lark"))
    assert (package / "compiler" / "schemas" / "authoring.schema.json").is_file()
    assert list((package / "examples").glob("*.yaml"))


@pytest.mark.slow
def test_installed_wheel_runs_from_its_own_files(installed: Path) -> None:
    where = subprocess.run(
        [sys.executable, "-c", "import counterplay; print(counterplay.__file__)"],
        env={**os.environ, "PYTHONPATH": str(installed)},
        cwd=installed.parent,
        capture_output=True,
        text=True,
        check=True,
    )
    assert where.stdout.strip().startswith(str(installed))
    demo = _run(installed, "demo")
    assert demo.returncode == 0, demo.stderr
    assert "reactions built" in demo.stdout
    schema = _run(installed, "schema", "power")
    assert schema.returncode == 0 and '"$defs"' in schema.stdout


@pytest.mark.slow
def test_a_fresh_install_never_builds_grammar_tables(installed: Path, tmp_path: Path) -> None:
    """The wheel ships the phrase grammars' tables: the first run and the second load them
    (a table built now would cost seconds of every user's first command)."""
    assert sorted(p.name for p in (installed / "counterplay" / "grammar").glob("*/tables/*")) == [
        "ability.tables",
        "effect_en.tables",
        "line.tables",
        "profile.tables",
        "trigger_en.tables",
    ]
    script = (
        "from counterplay.compiler.tables import load_parser, shipped_grammars\n"
        "print(*[load_parser(g)[1] for g in shipped_grammars()])\n"
    )
    env = {**os.environ, "PYTHONPATH": str(installed), "COUNTERPLAY_CACHE_DIR": str(tmp_path)}
    origins = [
        subprocess.run(
            [sys.executable, "-c", script],
            env=env,
            cwd=installed.parent,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        for _ in range(2)
    ]
    assert origins == [["shipped"] * 5, ["shipped"] * 5]
    assert not any(tmp_path.iterdir())  # nothing built, so nothing cached


def _schema_target(path: Path) -> Path:
    """The file a YAML file's `# yaml-language-server: $schema=` line names, as the
    language server reads it (relative to the file's directory)."""
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# yaml-language-server: $schema="), path
    return path.parent / first.split("$schema=", 1)[1]


@pytest.mark.slow
def test_installed_examples_point_their_editors_at_installed_schemas(installed: Path) -> None:
    examples = sorted((installed / "counterplay" / "examples").rglob("*.yaml"))
    assert len(examples) >= 6
    for example in examples:
        target = _schema_target(example).resolve()
        assert target.is_file(), f"{example}: {target} is not installed"
        assert target.is_relative_to(installed.resolve())  # the wheel's own, not the checkout's
    lint = _run(installed, "lint", "--no-cache", "--select", "L004", str(installed))
    assert lint.returncode == 0 and "L004" not in lint.stdout, lint.stdout
    line = _run(installed, "schema", "--modeline", "scenario").stdout.strip()
    named = Path(line.split("$schema=file://", 1)[1])
    assert named.is_file() and named.is_relative_to(installed.resolve())
