"""``python -m bench``: every figure of issue 9 beside its baseline, measured in one run.

Run from the repository root with the project installed (``pip install -e '.[bench]'`` adds
check-jsonschema, one of the baselines). Progress goes to stderr; the table, as Markdown,
to stdout and into the marked section of bench/README.md (``--no-write`` leaves it alone).
Every file the run makes is in one temporary directory, removed at the end; the children's
per-user caches (COUNTERPLAY_CACHE_DIR, XDG_CACHE_HOME) point into it too.

    python -m bench [--quick] [--no-write] [--powers N] [--repeat N]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from bench.figures import (
    compile_flags,
    dispatch_row,
    memory_rows,
    one_power_rows,
    python_pass,
    simulate_rows,
    startup_rows,
)
from bench.runner import Bench, Failed, counterplay_command, machine, progress
from bench.table import Row, render, rewrite_section
from bench.throughput import throughput_rows

README = Path(__file__).resolve().parent / "README.md"


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1,000 powers, fewer repetitions")
    parser.add_argument("--no-write", action="store_true", help="leave bench/README.md alone")
    parser.add_argument("--powers", type=int, help="powers of the compile figures (10,000)")
    parser.add_argument("--repeat", type=int, help="runs of each small timing (median kept)")
    args = parser.parse_args(argv)
    if args.powers is not None and args.powers < 1:
        parser.error("--powers must be at least 1")
    return args


def measure_all(bench: Bench) -> list[Row]:
    """Every row, in the order of the issue's table."""
    bench.counterplay = counterplay_command()
    bench.compile_flags = compile_flags(bench)
    progress(f"counterplay: {' '.join(bench.counterplay)}; scratch {bench.scratch}")
    bench.warm_up()
    try:
        baseline: float | None = python_pass(bench)
    except Failed as exc:  # not expected: the harness's own interpreter
        progress(f"python -c pass failed: {exc}")
        baseline = None
    rows = one_power_rows(bench, baseline)
    rows += startup_rows(bench, baseline)
    rows += throughput_rows(bench)
    rows += simulate_rows(bench)
    rows.append(dispatch_row(bench))
    rows += memory_rows(bench)
    return rows


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    powers = args.powers or (1_000 if args.quick else 10_000)
    repeat = args.repeat or (1 if args.quick else 3)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="counterplay-bench-") as scratch:
        bench = Bench(
            scratch=Path(scratch),
            powers=powers,
            repeat=repeat,
            small_repeat=max(3, repeat * 2 - 1),
            quick=args.quick,
        )
        rows = measure_all(bench)
        progress("removing the run's temporary directory")
    minutes = (time.perf_counter() - started) / 60
    options = f"--powers {powers:,}, {repeat} run(s) per small figure (median)"
    header = machine(
        f"`python -m bench{' --quick' if args.quick else ''}` ({options}), {minutes:.1f} min"
    )
    table = render(rows, header)
    sys.stdout.write(table)
    if not args.no_write:
        rewrite_section(README, table)
        progress(f"wrote {README}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
