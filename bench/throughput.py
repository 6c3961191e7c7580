"""``compile`` of many powers (one file; one file per power with ``-j 2``) beside its
baselines in the same run: the floor (``bench/floor.py``) and check-jsonschema with
counterplay's authoring schema. Every one is a child process timed by its wall clock.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from bench.bench_pipeline import make_file
from bench.runner import Bench, attempt, run
from bench.table import Row, Target

NOT_INSTALLED = "not installed (pip install -e '.[bench]')"
TWICE_FLOOR = (Target("ratio", "<=", 2.0),)
FASTER = (Target("ratio", "<", 1.0),)


def one_power_files(source: Path, directory: Path) -> list[Path]:
    """The powers of a file written by ``make_file``, each in a file of its own."""
    head, body = source.read_text(encoding="utf-8").split("powers:\n", 1)
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for i, block in enumerate(body.split("  - name:")[1:]):
        path = directory / f"p{i:05d}.yaml"
        path.write_text(f"{head}powers:\n  - name:{block}", encoding="utf-8")
        paths.append(path)
    return paths


def _names(bench: Bench, paths: list[Path]) -> list[str]:
    # relative to the scratch directory (the children's cwd): a shorter command line
    return [str(path.relative_to(bench.scratch)) for path in paths]


def _floor(bench: Bench, paths: list[Path], jobs: int) -> float:
    argv = [sys.executable, "-m", "bench.floor", "-j", str(jobs), *_names(bench, paths)]
    return run(argv, bench.scratch, bench.env(pythonpath=True)).wall


def check_jsonschema_installed() -> bool:
    return importlib.util.find_spec("check_jsonschema") is not None


def _check_jsonschema(bench: Bench, schema: Path, paths: list[Path]) -> float:
    argv = [sys.executable, "-m", "check_jsonschema", "--schemafile", str(schema)]
    return run([*argv, *_names(bench, paths)], bench.scratch, bench.env()).wall


def write_schema(bench: Bench) -> Path:
    """``counterplay schema authoring > authoring.schema.json``."""
    path = bench.scratch / "authoring.schema.json"
    path.write_text(bench.run(["schema", "authoring"]).stdout, encoding="utf-8")
    return path


def _per_second(n: int, seconds: float | None) -> str:
    return f", {n / seconds:,.0f} powers/s" if seconds else ""


def compile_rows(bench: Bench, label: str, paths: list[Path], jobs: int) -> list[Row]:
    """``compile`` of ``paths`` (cold: ``--no-cache``) against the floor and check-jsonschema."""
    n, processes = bench.powers, f"{jobs} process{'es' if jobs > 1 else ''}"
    command = ["compile", *(["-j", str(jobs)] if jobs > 1 else []), *bench.no_cache()]
    args = [*command, *_names(bench, paths), "-o", "out.json"]
    value, problem = attempt(f"compile of {n:,} powers, {label}", lambda: bench.run(args).wall)
    floor, floor_problem = attempt(
        f"floor of {label} ({processes})", lambda: _floor(bench, paths, jobs)
    )
    schema_wall: float | None = None
    schema_problem: str | None = NOT_INSTALLED
    if check_jsonschema_installed():
        schema_wall, schema_problem = attempt(
            f"check-jsonschema of {label}",
            lambda: _check_jsonschema(bench, write_schema(bench), paths),
        )
    versus_floor = Row(
        f"`{' '.join(command)}` {n:,} powers, {label}",
        unit="s",
        target_text="≤ 2× the floor",
        targets=TWICE_FLOOR,
        baseline=floor,
        baseline_label=f"floor: C YAML load + LALR parse, no IR, {processes}"
        + _per_second(n, floor),
        baseline_problem=floor_problem,
    )
    versus_schema = Row(
        f"the same, against check-jsonschema on the same {'file' if len(paths) == 1 else 'files'}",
        unit="s",
        target_text="faster than check-jsonschema",
        targets=FASTER,
        baseline=schema_wall,
        baseline_label="check-jsonschema with `counterplay schema authoring`"
        + _per_second(n, schema_wall),
        baseline_problem=schema_problem,
    )
    for row in (versus_floor, versus_schema):
        row.value, row.problem = value, problem
        row.detail = f"({n / value:,.0f} powers/s)" if value else ""
    return [versus_floor, versus_schema]


def warm_row(bench: Bench, path: Path, cold: float | None) -> Row:
    """A second ``compile`` of the same file with the content-hash cache (an extra row)."""
    row = Row(
        f"`compile` {bench.powers:,} powers, one file, second run (cached)",
        unit="s",
        baseline=cold,
        baseline_label="the cold run above",
    )
    if "--no-cache" not in bench.compile_flags and "--cache-dir" not in bench.compile_flags:
        row.problem = "not measured: compile has no cache (no --no-cache / --cache-dir) yet"
        return row
    cache = ["--cache-dir", "compile-cache"] if "--cache-dir" in bench.compile_flags else []
    args = ["compile", *cache, *_names(bench, [path]), "-o", "out.json"]
    _, problem = attempt("compile, first run filling the cache", lambda: bench.run(args).wall)
    if problem is None:
        row.value, problem = attempt("compile, second run (cached)", lambda: bench.run(args).wall)
    row.problem = problem
    return row


def throughput_rows(bench: Bench) -> list[Row]:
    """The rows of one big file and of one file per power, and the cached second run."""
    big = make_file(bench.scratch, bench.powers)
    small = one_power_files(big, bench.scratch / "files")
    one_file = compile_rows(bench, "one file", [big], jobs=1)
    cold = one_file[0].value
    many = compile_rows(bench, f"{len(small):,} one-power files", small, jobs=2)
    return [*one_file, warm_row(bench, big, cold), *many]
