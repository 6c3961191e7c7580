"""What an editor and a schema validator get: `$schema=` lines that resolve (L004, with a fix
to the installed schema), and schemas a real validator (check-jsonschema) accepts, with the
shipped examples valid against them."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.conftest import ROOT

EXAMPLES = ROOT / "counterplay" / "examples"


def test_checkout_examples_name_the_schemas_beside_them() -> None:
    for example in sorted(EXAMPLES.rglob("*.yaml")):
        first = example.read_text(encoding="utf-8").splitlines()[0]
        target = example.parent / first.split("$schema=", 1)[1]
        assert target.is_file(), example


def test_a_broken_schema_line_is_fixed_to_the_installed_schema(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "powers.yaml"
    original = (EXAMPLES / "ranger-and-fighter.yaml").read_text(encoding="utf-8")
    path.write_text(original.replace("../compiler", "../nowhere"), encoding="utf-8")
    found = run("lint", "--no-cache", str(path))
    assert "L004" in found.stdout and found.exit_code == 0
    fixed = run("lint", "--no-cache", "--fix", "--select", "L004", str(path))
    assert fixed.exit_code == 0, fixed.stdout
    first, *rest = path.read_text(encoding="utf-8").splitlines()
    named = Path(first.split("$schema=file://", 1)[1])
    assert named.is_file() and named.name == "authoring.schema.json"
    assert rest == original.splitlines()[1:]  # only the schema line changed
    assert "L004" not in run("lint", "--no-cache", str(path)).stdout


@pytest.mark.parametrize(
    ("example", "schema"),
    [
        ("scenarios/immediate-move.yaml", "scenario.schema.json"),
        ("scenarios/altered/die-results.yaml", "altered-game.schema.json"),
        ("scenarios/horus_heresy/shooting-return-fire.yaml", "horus-heresy-battle.schema.json"),
    ],
)
def test_a_games_broken_schema_line_is_fixed_to_that_games_schema(
    run: Callable[..., Result], tmp_path: Path, example: str, schema: str
) -> None:
    """Every game's scenario is a scenario, but each is checked against its own schema: an
    Altered game's or a Horus Heresy battle's line was pointed at the 4E scenario's."""
    path = tmp_path / "game.yaml"
    path.write_text((EXAMPLES / example).read_text(encoding="utf-8"), encoding="utf-8")
    fixed = run("lint", "--no-cache", "--fix", "--select", "L004", str(path))
    assert fixed.exit_code == 0, fixed.stdout
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert Path(first.split("$schema=file://", 1)[1]).name == schema


def _check_jsonschema() -> str:
    found = shutil.which("check-jsonschema", path=str(ROOT / ".venv" / "bin")) or shutil.which(
        "check-jsonschema"
    )
    if found is None:
        pytest.skip("check-jsonschema is not installed (pip install '.[bench]')")
    return found


@pytest.mark.parametrize(
    ("name", "files"),
    [
        ("authoring", sorted(EXAMPLES.glob("*.yaml"))),
        ("scenario", sorted((EXAMPLES / "scenarios").glob("*.yaml"))),
        ("ruleset", sorted((ROOT / "counterplay" / "rulesets").glob("*/*.ruleset.yaml"))),
        ("translation", sorted((ROOT / "counterplay" / "rulesets").glob("*/translation-*.yaml"))),
    ],
)
def test_a_real_validator_accepts_the_printed_schema_and_the_shipped_files(
    run: Callable[..., Result], tmp_path: Path, name: str, files: list[Path]
) -> None:
    checker = _check_jsonschema()
    schema = tmp_path / f"{name}.schema.json"
    assert run("schema", name, "-o", str(schema)).exit_code == 0
    meta = subprocess.run(
        [checker, "--check-metaschema", str(schema)], capture_output=True, text=True
    )
    assert meta.returncode == 0, meta.stdout + meta.stderr
    if name == "ruleset":  # a ruleset that extends another is checked once merged
        files = [f for f in files if "extends:" not in f.read_text(encoding="utf-8")]
    assert files
    valid = subprocess.run(
        [checker, "--schemafile", str(schema), *map(str, files)], capture_output=True, text=True
    )
    assert valid.returncode == 0, valid.stdout + valid.stderr
    broken = tmp_path / "broken.yaml"
    broken.write_text(files[0].read_text(encoding="utf-8") + "\nno_such_field: 1\n")
    refused = subprocess.run(
        [checker, "--schemafile", str(schema), str(broken)], capture_output=True, text=True
    )
    assert refused.returncode == 1, "the validator must refuse a file the schema refuses"
