"""A Foundry VTT export of a power with a Secondary Attack, end to end at the command line:
``counterplay convert`` writes its ``secondary:`` section, ``compile`` reads it (and warns,
P004, of a section with a trigger of its own, which never fires), and ``simulate`` of a
scenario including the converted file makes the secondary attack and daze its target ("The
secondary target is dazed" in the power's own Effect). Made-up powers
(``tests/fixtures/secondary``); the transcript is ``roundtrip.golden`` there."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

HERE = Path(__file__).resolve().parent / "fixtures" / "secondary"
EXPORTS = ("leaping-spark.json", "rattling-orb.json")

Run = Callable[..., Result]


def _said(command: str, result: Result) -> str:
    return (
        f"$ counterplay {command}\nexit {result.exit_code}\n--- stdout\n{result.stdout}"
        f"--- stderr\n{result.stderr}"
    )


def test_convert_compile_simulate_a_power_with_a_secondary_attack(
    run: Run, tmp_path: Path, update_goldens: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in (*EXPORTS, "scenario.yaml"):
        shutil.copy(HERE / name, tmp_path / name)
    monkeypatch.chdir(tmp_path)
    steps = [
        ("convert", *EXPORTS, "-o", "powers.yaml"),
        ("compile", "powers.yaml", "-o", "powers.json"),
        ("simulate", "scenario.yaml"),
    ]
    said = []
    for args in steps:
        said.append(_said(" ".join(args), run(*args)))
        if args[0] == "convert":
            said.append("--- powers.yaml\n" + (tmp_path / "powers.yaml").read_text("utf-8"))
    got = "\n".join(said)
    # converted with its section, made, and its Effect's "secondary target" dazed
    assert "  secondary:\n  - target: One creature adjacent to the primary target\n" in got
    assert "secondary attack of Leaping Spark against Gob: Intelligence vs. Fortitude" in got
    assert "condition: to each of secondary_target {}: Gob\n  Gob is now dazed" in got
    assert got.count("P004 [warning]") == 2  # (compile, and simulate of the file included)
    golden = HERE / "roundtrip.golden"
    if update_goldens:
        golden.write_text(got, encoding="utf-8")
    assert got == golden.read_text(encoding="utf-8")
