"""The mutation check's harness: what a mutation is, the copy of the project it is made in,
the cited tests run on that copy, and the command line (``python -m tests.mutations``)."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# where the D&D 4e seeds' mutations are made (seeds 000, 001 and 003)
RULESETS = "counterplay/rulesets/dnd4e/"
WORLD = "counterplay/runtime/dnd4e/"
NEVER = "{all: [{fact: owner.down}, {not: {fact: owner.down}}]}"


@dataclass(frozen=True)
class Mutation:
    rule: str
    what: str
    file: str
    old: str
    new: str
    tests: tuple[str, ...]
    equivalent: bool = False
    times: int = 1  # how many copies of ``old`` the file holds (all are replaced)


def _copy(to: Path) -> None:
    for name in ("counterplay", "tests", "bench", "docs"):
        shutil.copytree(
            ROOT / name,
            to / name,
            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache"),
        )
    shutil.copy(ROOT / "pyproject.toml", to / "pyproject.toml")


def _passes(where: Path, tests: tuple[str, ...]) -> bool:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-x", "-n0", "-p", "no:cacheprovider", *tests],
        cwd=where,
        env={**os.environ, "PYTHONPATH": str(where)},
        capture_output=True,
        text=True,
        check=False,
    )
    return done.returncode == 0


def main(mutations: list[Mutation], description: str) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.mutations", description=description)
    parser.add_argument("-k", default="", help="only mutations whose rule or text has this")
    args = parser.parse_args()
    chosen = [m for m in mutations if args.k in f"{m.rule} {m.what}"]
    with tempfile.TemporaryDirectory(prefix="counterplay-mutations-") as tmp:
        where = Path(tmp)
        _copy(where)
        every = tuple(dict.fromkeys(t for m in chosen for t in m.tests))
        if not _passes(where, every):
            print("the cited tests fail before any mutation: fix them first")
            return 2
        unexpected = 0
        for m in chosen:
            path = where / m.file
            text = path.read_text(encoding="utf-8")
            if text.count(m.old) != m.times:
                print(
                    f"{m.rule}  NOT APPLIED (the text to mutate is not there {m.times}x): {m.what}"
                )
                unexpected += 1
                continue
            path.write_text(text.replace(m.old, m.new), encoding="utf-8")
            try:
                killed = not _passes(where, m.tests)
            finally:
                path.write_text(text, encoding="utf-8")
            verdict = "killed" if killed else "SURVIVED"
            note = " (equivalent: expected)" if m.equivalent else ""
            print(f"{m.rule}  {verdict:8}  {m.what}{note}")
            unexpected += (not killed) != m.equivalent
        total = len(chosen)
        print(f"{total} mutations, {unexpected} unexpected result(s)")
        return 1 if unexpected else 0
