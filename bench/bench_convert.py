"""Benchmark ``counterplay convert`` on stat-block text, beside baselines from the same run.

    python -m bench.bench_convert [BLOCKS]

The input is the hand-written blocks of ``tests/fixtures/statblocks`` repeated to BLOCKS
blocks (10,000 by default). Printed: blocks per second for each step, and each step's time
as a ratio of reading the converted YAML back with ruamel's safe C loader (DESIGN.md's
≈ 3,400 powers/s reference, measured here again).
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from counterplay.compiler.dnd4e.convert import convert
from counterplay.compiler.dnd4e.statblock import parse_statblocks
from counterplay.files import yaml_text

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "statblocks"


def _timed(step: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = step()
    return time.perf_counter() - start, result


def main(blocks: int = 10_000) -> None:
    sources = [FIXTURES / f"{name}.txt" for name in ("player", "item", "monster")]
    unit = [b for p in sources for b in p.read_text(encoding="utf-8").strip().split("\n\n")]
    text = "\n\n".join(unit[i % len(unit)] for i in range(blocks)) + "\n"
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "blocks.txt"
        path.write_text(text, encoding="utf-8")
        parse_statblocks(unit[0], "warm-up")  # build the grammar once, outside the timings
        seconds: dict[str, float] = {}
        seconds["parse_statblocks"], (parsed, _) = _timed(lambda: parse_statblocks(text))
        seconds["convert (parse + map + schema)"], (converted, _) = _timed(lambda: convert([path]))
        document = converted.data
        seconds["yaml_text (ruamel dump)"], dumped = _timed(lambda: yaml_text(document))

    from ruamel.yaml import YAML

    seconds["baseline: ruamel safe load"], _ = _timed(lambda: YAML(typ="safe").load(dumped))
    assert len(parsed) == len(document["powers"]) == blocks
    base = seconds["baseline: ruamel safe load"]
    print(f"{blocks:,} stat blocks, {len(text) / 1_048_576:.1f} MiB of text")
    for step, took in seconds.items():
        print(f"  {step:34} {blocks / took:>10,.0f} blocks/s   {took / base:5.2f}x baseline")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
