"""``counterplay lint`` on the real corpus converted to YAML, against check-jsonschema.

The corpus's 4E powers (``../shared/corpus/dnd4e``, every record of both files, by
``corpus_yaml.authoring_power``) are written as a homebrewer's tree would hold them, into a
temporary directory (never into the project): one authoring file per monster, and one per
class or kind of source for the player and item powers. Then, each a child process as a user
runs it, with every per-user cache in the run's directory:

- check-jsonschema with counterplay's authoring schema on the same files (the schema-only
  check a user would otherwise run);
- ``counterplay lint`` cold (an empty cache), in one process (``-j 1``) and as a user runs it
  (``-j`` left to its default: one worker per CPU for a tree this large);
- ``counterplay lint`` again on the unchanged tree (the cache).

It prints the figures (the median of ``--repeat`` runs each) and the findings by code (from
``--output-format json``), for bench/README.md and the issue's closing note.

    python bench/lint_corpus.py [--repeat N] [--keep DIR] [--findings FILE]
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import statistics
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from bench.corpus_yaml import authoring_power, dump
from bench.runner import child_env, counterplay_command, machine, run

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus"


def _file_name(owner: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", owner.lower()).strip("-") or "unnamed"


def write_tree(directory: Path, corpus: Path = CORPUS) -> tuple[int, int]:
    """The corpus as authoring files in ``directory``: (files, powers) written."""
    owners: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for name, folder in (("powers.jsonl", "heroes"), ("monster_powers.jsonl", "monsters")):
        with (corpus / "dnd4e" / name).open(encoding="utf-8") as handle:
            for line in handle:
                if not line.strip():
                    continue
                record = json.loads(line)
                owner = record.get("monster") or (record.get("sub_name") or "item").split()[0]
                owners.setdefault((folder, _file_name(owner)), []).append(authoring_power(record))
    for (folder, owner), powers in owners.items():
        (directory / folder).mkdir(parents=True, exist_ok=True)
        (directory / folder / f"{owner}.yaml").write_text(dump(powers), encoding="utf-8")
    return len(owners), sum(len(p) for p in owners.values())


Timing = tuple[float, float]  # wall seconds, CPU seconds (user + system) of the child


def _timed(argv: list[str], cwd: Path, env: dict[str, str]) -> Timing:
    """One run's wall time, and its CPU time (the children's, before and after: runs are
    one at a time, so the difference is this child's). On a busy machine wall time waits
    for other processes; CPU time says what the work costs."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = run(argv, cwd, env, ok=(0, 1)).wall
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def _median(runs: list[Timing]) -> Timing:
    return statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs)


COLD_RUNS: tuple[tuple[str, list[str]], ...] = (
    ("lint, cold, one process (-j 1)", ["-j", "1"]),
    ("lint, cold, as run (-j default)", []),
)


def measure(
    tree: Path, scratch: Path, repeat: int
) -> tuple[list[tuple[str, Timing]], list[list[float]], str]:
    """The timings (the median of ``repeat`` each), each cold run's wall time against
    check-jsonschema's in the same round, and the JSON findings of the cold lint.

    The runs are taken in rounds, check-jsonschema then each cold lint, so that a drift of
    the machine's speed (it moves by a quarter over a minute here) weighs on both sides of
    a ratio alike, instead of on whichever ran while the machine was slow."""
    env = child_env(scratch)
    lint = [*counterplay_command(), "lint", "--output-format", "json"]
    files = sorted(str(p) for p in tree.rglob("*.yaml"))
    schema = scratch / "authoring.schema.json"
    subprocess.run(
        [*counterplay_command(), "schema", "authoring", "-o", str(schema)], check=True, env=env
    )
    run([*counterplay_command(), "--version"], scratch, env)  # bytecode written once
    checker = [sys.executable, "-m", "check_jsonschema", "--schemafile", str(schema), *files]
    checked: list[Timing] = []
    cold: list[list[Timing]] = [[] for _ in COLD_RUNS]
    for n in range(repeat):
        checked.append(_timed(checker, scratch, env))
        for runs, (_, jobs) in zip(cold, COLD_RUNS, strict=True):
            cache = scratch / f"cache-{len(jobs)}-{n}"
            runs.append(_timed([*lint, *jobs, "--cache-dir", str(cache), str(tree)], scratch, env))
    rows = [("check-jsonschema (authoring schema)", _median(checked))]
    rows += [(label, _median(runs)) for (label, _), runs in zip(COLD_RUNS, cold, strict=True)]
    ratios = [[r[0] / c[0] for r, c in zip(runs, checked, strict=True)] for runs in cold]
    warm = [*lint, "--cache-dir", str(scratch / "cache-2-0"), str(tree)]
    again = _median([_timed(warm, scratch, env) for _ in range(repeat)])
    rows.append(("lint again, unchanged tree (cache)", again))
    findings = run(warm, scratch, env, ok=(0, 1)).stdout
    return rows, ratios, findings


def summary(findings: str) -> list[str]:
    """The findings by code and severity, most frequent first."""
    data = json.loads(findings)
    by_code = Counter((d["code"], d["name"], d["severity"]) for d in data["diagnostics"])
    return [f"| {c} | {n} | {s} | {k:,} |" for (c, n, s), k in by_code.most_common()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each timing (median)")
    parser.add_argument("--keep", type=Path, help="write the YAML tree here and keep it")
    parser.add_argument("--findings", type=Path, help="write lint's JSON findings here")
    args = parser.parse_args()
    if not (CORPUS / "dnd4e").is_dir():
        print("../shared/corpus is not present: nothing to measure", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="counterplay-lint-bench-") as scratch_name:
        scratch = Path(scratch_name)
        tree = args.keep or scratch / "tree"
        tree.mkdir(parents=True, exist_ok=True)
        files, powers = write_tree(tree)
        rows, ratios, findings = measure(tree, scratch, args.repeat)
        if args.findings:
            args.findings.write_text(findings, encoding="utf-8")
    base_wall, (cold_wall, cold_cpu) = rows[0][1][0], rows[1][1]
    warm_wall, warm_cpu = rows[3][1]
    print(f"`counterplay lint` of the corpus: {powers:,} powers in {files:,} files\n")
    print("\n".join(machine(f"`python bench/lint_corpus.py --repeat {args.repeat}`")))
    print("\n| run | wall | CPU | wall against check-jsonschema |\n| --- | --- | --- | --- |")
    for label, (wall, cpu) in rows:
        print(f"| {label} | {wall:.2f} s | {cpu:.2f} s | {wall / base_wall:.2f}× |")
    print("\nround by round (each cold lint against check-jsonschema run just before it):\n")
    for (label, _), found in zip(COLD_RUNS, ratios, strict=True):
        shown = ", ".join(f"{r:.2f}" for r in found)
        print(f"- {label}: median {statistics.median(found):.2f}× ({shown})")
    print(
        f"\nthe second run against the cold one (one process): {cold_wall / warm_wall:.1f}× "
        f"faster in wall time, {cold_cpu / warm_cpu:.1f}× in CPU time"
    )
    print("\n| code | name | severity | findings |\n| --- | --- | --- | --- |")
    print("\n".join(summary(findings)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
