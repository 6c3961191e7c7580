"""Benchmark the compile pipeline against the libraries' own baselines, in one run.

    python bench/bench_pipeline.py [--powers 10000]

Prints powers per second for each stage of ``counterplay compile`` beside what ruamel.yaml
(round-trip and safe C loader) and a per-call jsonschema validator do on the same data, and
the ratios. DESIGN.md's reference figures (one core, 10,000 powers): round-trip load ~530/s,
safe C load ~3,400/s, jsonschema with a validator built once ~5,600 records/s.
"""

from __future__ import annotations

import argparse
import gc
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

from counterplay.compiler.load import load
from counterplay.compiler.pipeline import compile_file
from counterplay.compiler.schemas import schema
from counterplay.compiler.validate import validate

FIXTURE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "twenty-powers.yaml"


def make_file(directory: Path, powers: int) -> Path:
    """An authoring file of ``powers`` powers, cycling the twenty hand-written test powers."""
    text = FIXTURE.read_text()
    head, body = text.split("powers:\n", 1)
    blocks = ["  - name:" + b for b in body.split("  - name:")[1:]]
    out = [head, "powers:\n"]
    for i in range(powers):
        block = blocks[i % len(blocks)]
        out.append(block.replace("\n", f" {i}\n", 1))  # distinct names
    path = directory / f"bench-{powers}.yaml"
    path.write_text("".join(out))
    return path


def rate(label: str, count: int, work: Callable[[], Any]) -> float:
    gc.collect()
    start = time.perf_counter()
    work()
    seconds = time.perf_counter() - start
    per_second = count / seconds
    print(f"  {label:<46} {per_second:>10,.0f} powers/s  ({seconds:.2f} s)")
    return per_second


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--powers", type=int, default=10_000)
    args = parser.parse_args()
    n = args.powers
    with tempfile.TemporaryDirectory() as tmp:
        path = make_file(Path(tmp), n)
        small = make_file(Path(tmp), max(1, n // 5))
        text = path.read_text()
        print(f"{n:,} powers, {len(text) / 1e6:.1f} MB of YAML")

        print("loading")
        ours = rate("counterplay load (C events, spans, bounds)", n, lambda: load(path))
        safe = rate("ruamel safe C loader (no positions)", n, lambda: YAML(typ="safe").load(text))
        m = n // 5
        rt = rate(
            f"ruamel round-trip loader ({m:,} powers)", m, lambda: YAML().load(small.read_text())
        )
        print(
            f"  ratio: counterplay/safe = {ours / safe:.2f}x, counterplay/round-trip = "
            f"{ours / rt:.1f}x"
        )

        document, _ = load(path)
        assert document is not None
        powers = document.data["powers"]
        print("validating (authoring schema)")
        once = rate(
            "validator built once per process", n, lambda: validate(document.data, "authoring")
        )

        def per_call() -> None:
            from jsonschema import Draft202012Validator

            for power in powers[:m]:
                Draft202012Validator(schema("authoring")).is_valid(
                    {"counterplay": 1, "powers": [power]}
                )

        fresh = rate(f"validator built per record ({m:,} powers)", m, per_call)
        print(f"  ratio: once/per-record = {once / fresh:.1f}x")

        print("whole pipeline")
        rate("counterplay compile_file (load..build)", n, lambda: compile_file(path))


if __name__ == "__main__":
    main()
