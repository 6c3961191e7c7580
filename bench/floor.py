"""The floor of ``counterplay compile``: what any compiler of these files must at least do.

For each file: load it with ruamel.yaml's C loader (``YAML(typ='safe', pure=False)``: no
positions, no round trip), then read each power's trigger with the trigger grammar and
its hit, miss and effect text with the effect grammar (``counterplay.compiler.dnd4e.parse.parse``,
the same LALR parsers compile uses). No IR, no validation, no output.

    python -m bench.floor [-j N] FILES...

Prints ``{"files": ..., "powers": ..., "seconds": ...}`` (seconds inside the process, after
start-up). ``python -m bench`` times it as a child process, as it times ``compile``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from functools import cache
from pathlib import Path
from typing import Any

from counterplay.compiler.dnd4e.parse import parse


@cache
def _loader() -> Any:
    from ruamel.yaml import YAML

    return YAML(typ="safe", pure=False)


def floor_file(path: str) -> int:
    """Load one authoring file and parse its rule texts; how many powers it holds."""
    data = _loader().load(Path(path).read_text(encoding="utf-8"))
    powers = (data.get("powers") or []) if isinstance(data, dict) else []
    for power in powers:
        if power.get("trigger"):
            parse(str(power["trigger"]), "trigger")
        for field in ("hit", "miss", "effect"):
            if power.get(field):
                parse(str(power[field]), "effect")
    return len(powers)


def floor(paths: list[str], jobs: int = 1) -> int:
    """The floor over ``paths``, in ``jobs`` processes; how many powers were read."""
    if jobs <= 1 or len(paths) <= 1:
        return sum(floor_file(path) for path in paths)
    chunk = max(1, len(paths) // (jobs * 8))
    with ProcessPoolExecutor(jobs) as pool:
        return sum(pool.map(floor_file, paths, chunksize=chunk))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-j", "--jobs", type=int, default=1)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    powers = floor(args.files, args.jobs)
    seconds = time.perf_counter() - start
    print(json.dumps({"files": len(args.files), "powers": powers, "seconds": seconds}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
