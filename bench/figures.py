"""The figures of ``python -m bench`` other than compile throughput (``bench/throughput.py``):
start-up, a one-power compile, ``simulate`` of each example scenario, dispatch, and the
peak memory of converting and compiling the corpus.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path
from typing import Any

from bench.bench_dispatch import measure
from bench.bench_pipeline import make_file
from bench.runner import ROOT, Bench, Failed, attempt, median_wall, progress, run
from bench.table import Row, Target

CORPUS = ROOT.parent / "shared" / "corpus"
SCENARIOS = ROOT / "counterplay" / "examples" / "scenarios"
STARTUP = (Target("difference", "<=", 0.150),)
ONE_POWER = (Target("difference", "<=", 0.5),)
SIMULATE = (Target("value", "<=", 1.0),)
DISPATCH = (Target("ratio", ">=", 20.0), Target("value", ">=", 100_000.0))
MEMORY = (Target("value", "<=", 200.0),)


def compile_flags(bench: Bench) -> frozenset[str]:
    """The options ``counterplay compile --help`` lists (the harness asks for -j and the
    cache options whether or not they exist yet; a missing one fails only its row)."""
    try:
        text = bench.run(["compile", "--help"]).stdout
    except Failed:
        return frozenset()
    words = text.replace(",", " ").replace("=", " ").split()
    return frozenset(word for word in words if word.startswith("-"))


def python_pass(bench: Bench) -> float:
    """The baseline of the start-up figures: ``python -c pass``."""
    argv = [sys.executable, "-c", "pass"]
    return median_wall(argv, bench.scratch, bench.small_repeat, bench.env())


def _against_pass(
    figure: str, baseline: float | None, attempted: tuple[float | None, str | None], **rest: Any
) -> Row:
    """A row of a wall time against the same run's ``python -c pass``."""
    value, problem = attempted
    return Row(
        figure,
        unit="s",
        value=value,
        problem=problem,
        baseline=baseline,
        baseline_label="`python -c pass`",
        **rest,
    )


def startup_rows(bench: Bench, baseline: float | None) -> list[Row]:
    rows = []
    for flag in ("--version", "--help"):
        timed = attempt(f"counterplay {flag}", partial(bench.median, [flag], bench.small_repeat))
        rows.append(
            _against_pass(
                f"`counterplay {flag}` start-up",
                baseline,
                timed,
                target_text="≤ +150 ms",
                targets=STARTUP,
            )
        )
    return rows


def one_power_rows(bench: Bench, baseline: float | None) -> list[Row]:
    """The first compile (empty caches: grammar tables built if they are cached per user)
    as an extra row, then the median of the following ones."""
    folder = bench.scratch / "one"
    folder.mkdir()
    path = make_file(folder, 1)
    args = ["compile", *bench.no_cache(), str(path.relative_to(bench.scratch)), "-o", "one.json"]
    first = attempt("compile of a one-power file, first run", lambda: bench.run(args).wall)
    following = attempt("compile of a one-power file", lambda: bench.median(args))
    figure = f"`{' '.join(['compile', *bench.no_cache()])}` of a one-power file"
    return [
        _against_pass(
            figure + ", first run (empty caches)",
            baseline,
            first,
            compare="difference",
            notes=["the run's first child: its per-user caches empty (in the run's directory)"],
        ),
        _against_pass(figure, baseline, following, target_text="≤ +0.5 s", targets=ONE_POWER),
    ]


def simulate_rows(bench: Bench) -> list[Row]:
    rows = []
    for path in sorted(SCENARIOS.glob("*.yaml")):
        value, problem = attempt(
            f"simulate {path.name}", partial(bench.median, ["simulate", str(path)])
        )
        rows.append(
            Row(
                f"`simulate` {path.name}",
                unit="s",
                target_text="≤ 1 s",
                targets=SIMULATE,
                value=value,
                problem=problem,
            )
        )
    return rows


def dispatch_row(bench: Bench) -> Row:
    events = 200 if bench.quick else 2_000
    progress(f"dispatch: 10,000 reactions, {events:,} events, index and scan")
    figures = measure(10_000, events, seed=1)
    progress(f"  {figures.indexed_per_second:,.0f} vs {figures.naive_per_second:,.0f} events/s")
    return Row(
        "dispatch, 10,000 reactions",
        unit="events/s",
        target_text="≥ 20× and ≥ 100,000 events/s",
        targets=DISPATCH,
        value=figures.indexed_per_second,
        baseline=figures.naive_per_second,
        baseline_label="linear scan",
        notes=[
            f"{figures.events:,} seeded events, {figures.combatants:,} combatants, "
            f"{figures.candidates_per_event:.1f} candidates per event from the index, "
            f"{figures.fired:,} trigger matches (identical both ways); in this process"
        ],
    )


def _peak(bench: Bench, what: str, argv: list[str]) -> tuple[float | None, str | None]:
    # exit 1 is "diagnostics found": the work was done, and its memory is what is measured
    return attempt(what, lambda: run(argv, bench.scratch, bench.env(), ok=(0, 1)).peak_mb)


def memory_rows(bench: Bench) -> list[Row]:
    """Peak RSS of ``convert`` of statblocks.txt and of ``compile`` of the corpus's powers."""
    rows = [
        Row("peak memory, `convert` statblocks.txt", "MB", "≤ 200 MB", MEMORY),
        Row("peak memory, `compile` of the corpus", "MB", "≤ 200 MB", MEMORY),
    ]
    statblocks = CORPUS / "dnd4e" / "statblocks.txt"
    if not statblocks.is_file():
        for row in rows:
            row.problem = f"skipped: {CORPUS} is absent"
        return rows
    from bench.corpus_coverage import write_fields

    argv = [*bench.counterplay, "convert", str(statblocks), "-o", "statblocks.yaml"]
    rows[0].value, rows[0].problem = _peak(bench, "convert statblocks.txt", argv)
    folder = bench.scratch / "corpus"
    folder.mkdir()
    # --quick is a smoke run of the harness: one power in ten, said in the row's notes
    every = 10 if bench.quick else 1
    paths, left_out = write_fields(folder, CORPUS / "dnd4e", every)
    names = [str(path.relative_to(bench.scratch)) for path in paths]
    argv = [*bench.counterplay, "compile", *bench.no_cache(), *names, "-o", "corpus.json"]
    rows[1].value, rows[1].problem = _peak(bench, "compile of the corpus", argv)
    powers = sum(Path(p).read_text(encoding="utf-8").count("\n- name:") for p in paths)
    rows[1].notes.append(
        f"{powers:,} powers of powers.jsonl and monster_powers.jsonl as authoring YAML "
        f"{'(--quick: one record in ten) ' if every > 1 else ''}"
        f"(bench/corpus_coverage.py write_fields; {left_out} the authoring schema refuses "
        "left out); max RSS of the child (os.wait4)"
    )
    return rows
