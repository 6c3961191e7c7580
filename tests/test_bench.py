"""``python -m bench``: the table and its met / not met logic on made-up figures, and (slow)
a quick run printing every figure."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bench.figures import SCENARIOS
from bench.table import BEGIN, END, Row, Target, render, rewrite_section
from tests.conftest import ROOT


def _row(
    value: float | None,
    baseline: float | None,
    *targets: Target,
    baseline_label: str = "—",
    baseline_problem: str | None = None,
    problem: str | None = None,
) -> Row:
    return Row(
        "f",
        "s",
        "t",
        targets,
        value=value,
        baseline=baseline,
        baseline_label=baseline_label,
        baseline_problem=baseline_problem,
        problem=problem,
    )


def test_rows_say_met_or_why_not_and_the_table_replaces_only_its_section(tmp_path: Path) -> None:
    plus_half = Target("difference", "<=", 0.5)
    twice = Target("ratio", "<=", 2.0)
    faster = Target("ratio", "<", 1.0)
    dispatch = (Target("ratio", ">=", 20.0), Target("value", ">=", 100_000.0))
    assert _row(0.51, 0.02, plus_half).result() == "met"
    assert _row(0.53, 0.02, plus_half).result() == "not met"
    assert _row(20.0, 10.0, twice).result() == "met"
    assert _row(10.0, 10.0, faster).result() == "not met"  # as fast is not faster
    assert _row(9.9, 10.0, faster).result() == "met"
    assert Row("d", "events/s", "", dispatch, value=150_000, baseline=5_000).result() == "met"
    assert Row("d", "events/s", "", dispatch, value=90_000, baseline=1_000).result() == "not met"
    assert Row("d", "events/s", "", dispatch, value=150_000, baseline=9_000).result() == "not met"
    assert _row(0.9, None, Target("value", "<=", 1.0)).result() == "met"
    assert _row(5.0, None, twice, baseline_problem="not installed").result() == "not installed"
    assert _row(None, 1.0, twice, problem="failed: Error: boom").result() == "failed: Error: boom"
    assert _row(3.0, 1.0).result() == "extra (no target)"

    rows = [
        _row(0.6, 0.1, plus_half, baseline_label="`python -c pass`"),
        _row(30.0, 10.0, twice, baseline_label="floor"),
        _row(None, None, faster, problem="failed: Error: No such option '-j' | x"),
    ]
    table = render(rows, ["- CPU: test"])
    lines = table.splitlines()
    assert lines[0] == "- CPU: test"
    assert "| f | 600 ms | 100 ms (`python -c pass`) | +500 ms | t | met |" in lines
    assert "| f | 30.00 s | 10.00 s (floor) | 3× | t | not met |" in lines
    assert lines[-1].endswith("| failed: Error: No such option '-j' \\| x |")  # escaped pipe

    readme = tmp_path / "README.md"
    readme.write_text(f"# Intro\n\nhand-written\n\n{BEGIN}\nold\n{END}\ntail\n")
    rewrite_section(readme, table)
    rewrite_section(readme, table)
    text = readme.read_text()
    assert text.startswith("# Intro\n\nhand-written\n\n") and text.endswith(f"{END}\ntail\n")
    assert text.count(BEGIN) == 1 and "old" not in text and "| 3× |" in text


@pytest.mark.slow
def test_a_quick_run_prints_every_figure(tmp_path: Path) -> None:
    readme = ROOT / "bench" / "README.md"
    before = readme.read_text()
    # the run's files go under tmp_path, and no bytecode into the checkout
    env = {**os.environ, "TMPDIR": str(tmp_path), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, "-m", "bench", "--quick", "--powers", "100", "--no-write"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert readme.read_text() == before
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ")][1:]
    figures = [
        "of a one-power file, first run",
        "of a one-power file |",
        "`counterplay --version` start-up",
        "`counterplay --help` start-up",
        "100 powers, one file |",
        "against check-jsonschema on the same file |",
        "second run (cached)",
        "100 powers, 100 one-power files",
        "against check-jsonschema on the same files",
        *(f"`simulate` {path.name}" for path in sorted(SCENARIOS.glob("*.yaml"))),
        "dispatch, 10,000 reactions",
        "peak memory, `convert` statblocks.txt",
        "peak memory, `compile` of the corpus",
    ]
    assert len(rows) == len(figures), done.stdout
    for row, figure in zip(rows, figures, strict=True):
        assert figure in row, (figure, row)
        result = row.rstrip(" |").rsplit("| ", 1)[1]
        known = ("met", "not met", "failed: ", "skipped: ", "not installed", "extra", "not meas")
        assert result.startswith(known), row
    assert "- CPU: " in done.stdout and "- Python 3." in done.stdout and "lark " in done.stdout
