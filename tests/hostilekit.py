"""Running counterplay on hostile input under bounds, and checking what it says.

``cli`` runs the real command line in a child process under ``resource`` limits (CPU
seconds and address space) and a wall-clock timeout, so that a hang, a blow-up or a
traceback fails the test instead of the machine. ``diagnostics`` reads the
``path:line:col: CODE`` lines back and checks that every position lies inside its file.
"""

from __future__ import annotations

import copy
import os
import random
import re
import resource
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings

from counterplay.diagnostics import lines_of

# The bound of one command on a small input (start-up included, about 0.5 s of CPU and
# 100 MB of address space for Python, ruamel.yaml and lark).
CPU_SECONDS = 2
MEMORY = 200 * 1024 * 1024
WALL_SECONDS = 60  # a process waiting on a FIFO uses no CPU: only this catches it

_HEAD = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<column>\d+): (?P<code>[A-Z]\d{3}) ", re.M)


@dataclass(frozen=True)
class Said:
    """One diagnostic line of stderr."""

    file: str
    line: int
    column: int
    code: str
    text: str


def cli(
    *args: str,
    cwd: Path,
    cpu: int = CPU_SECONDS,
    memory: int = MEMORY,
) -> subprocess.CompletedProcess[str]:
    """``counterplay ARGS`` in ``cwd`` under the bounds; fails the test if it was killed
    (CPU), crashed, printed a traceback or did not end."""

    def limits() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    done = subprocess.run(
        [sys.executable, "-m", "counterplay", *args],
        cwd=cwd,
        capture_output=True,
        encoding="utf-8",
        errors="replace",
        preexec_fn=limits,
        timeout=WALL_SECONDS,
        env={**os.environ, "NO_COLOR": "1", "COLUMNS": "200"},
    )
    assert done.returncode in (0, 1), f"ended by signal or crash {done.returncode}:\n{done.stderr}"
    assert "Traceback" not in done.stderr, done.stderr
    return done


def diagnostics(stderr: str) -> list[Said]:
    """The ``path:line:col: CODE message`` lines of ``stderr``."""
    found = []
    for match in _HEAD.finditer(stderr):
        text = stderr[match.start() :].split("\n", 1)[0]
        found.append(
            Said(match["file"], int(match["line"]), int(match["column"]), match["code"], text)
        )
    return found


def within(path: Path, line: int, column: int) -> bool:
    """Whether (line, column) is a place in the text of ``path``: the column may be one
    past the end of its line (the end of the text, a missing value)."""
    text = path.read_bytes().decode("utf-8-sig", errors="replace")
    lines = lines_of(text) or [""]
    if not 1 <= line <= len(lines):
        return False
    return 1 <= column <= len(lines[line - 1]) + 1


def positioned(done: subprocess.CompletedProcess[str], cwd: Path, code: str) -> Said:
    """The first diagnostic with ``code``, checked to name a file with a place in it."""
    said = [d for d in diagnostics(done.stderr) if d.code == code]
    assert said, f"no {code} with a position in:\n{done.stderr}"
    first = said[0]
    path = cwd / first.file
    if path.is_file():
        assert within(path, first.line, first.column), first
    else:  # a FIFO or a device: the start of it
        assert (first.line, first.column) == (1, 1), first
    return first


def place_of(text: str, mark: str) -> tuple[int, int]:
    """The 1-based line and column of the first ``mark`` in ``text``."""
    at = text.index(mark)
    return text.count("\n", 0, at) + 1, at - (text.rfind("\n", 0, at) + 1) + 1


def value_paths(data: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every value in ``data`` (dicts and lists), ``here`` first: where a
    mutation may put an odd value."""
    found = [here]
    if isinstance(data, dict):
        for key, value in data.items():
            found += value_paths(value, (*here, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += value_paths(value, (*here, index))
    return found


def mutated(
    data: Any,
    rng: random.Random,
    odd: Sequence[Any],
    *,
    drop: float = 0.3,
    keys: bool = False,
    splice: bool = False,
) -> Any:
    """``data`` (changed in place) with one to three values replaced by one of ``odd``: an
    entry of a list (with ``keys``, of a mapping too) is dropped instead with probability
    ``drop``; with ``splice``, an odd string goes inside the string it replaces.

    ``data`` must hold a value below its top."""
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(value_paths(data)[1:])
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        if isinstance(parent, list | (dict if keys else list)) and rng.random() < drop:
            del parent[path[-1]]
            continue
        new, old = copy.deepcopy(rng.choice(odd)), parent[path[-1]]
        if splice and isinstance(old, str) and isinstance(new, str):
            cut = rng.randint(0, len(old))
            new = old[:cut] + new + old[cut + rng.randint(0, 5) :]
        parent[path[-1]] = new
    return data


# Hypothesis for the fuzz tests: the same seeds on every run (CI never meets a new case by
# chance), no example database, no health checks (a case is a whole run).
FUZZ = settings(
    derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck)
)
