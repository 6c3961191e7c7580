"""``counterplay coverage`` on the printed 4E powers of ``../shared/corpus/dnd4e``.

The corpus keeps each power's printed lines (``text_lines``). This writes them as stat-block
text, one block per power under a head line "name    <class line | monster>", into a
temporary directory (never into the project), runs ``counterplay coverage --distinct`` on
it, and prints its figures next to those of ``bench/phrase_coverage.py``, which reads the
corpus's trigger fields directly:

- player and item powers: every row;
- monster powers: the rows of the ``monsters-mm3`` pack, the only one printed in a monster
  layout ("Triggered", "Effect (Immediate Interrupt): ..."), so that the stat-block reader
  knows the head line names the monster. The older packs print a monster's power like a
  player's, with nothing to say the name on the head line is a monster's.

    python bench/corpus_coverage.py [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench.phrase_coverage import CORPUS, rows

# written file -> (corpus file, the field printed on the head line, the packs kept or None)
INPUTS = {
    "powers.txt": ("powers.jsonl", "sub_name", None),
    "monster_powers.txt": ("monster_powers.jsonl", "monster", "monsters-mm3"),
}


def write_printed(directory: Path, corpus: Path = CORPUS) -> list[Path]:
    """The printed blocks of the corpus as stat-block text files in ``directory``."""
    written = []
    for name, (source, head, pack) in INPUTS.items():
        blocks = [
            "\n".join([f"{row['name']}    {row[head]}", *row["text_lines"]])
            for row in rows(source, corpus)
            if pack in (None, row["pack"])
        ]
        path = directory / name
        path.write_text("\n\n".join(blocks) + "\n", encoding="utf-8")
        written.append(path)
    return written


def run_coverage(paths: list[Path]) -> dict[str, Any]:
    """``counterplay coverage --distinct --format json`` on ``paths``, as a user runs it."""
    command = [sys.executable, "-m", "counterplay", "-q", "coverage", "--distinct"]
    done = subprocess.run(
        [*command, "--format", "json", *map(str, paths)], capture_output=True, text=True
    )
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="write the text files here and keep them")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="counterplay-corpus-") as scratch:
        directory = args.keep or Path(scratch)
        directory.mkdir(parents=True, exist_ok=True)
        paths = write_printed(directory)
        report = run_coverage(paths)
    print("counterplay coverage --distinct " + " ".join(p.name for p in paths))
    for row in [*report["files"], report["total"]]:
        print(
            f"  {Path(row['file']).name:20} powers {row['powers']:5}"
            f"  triggers {row['triggers_read']}/{row['triggers']} = {row['trigger_share']:.1%}"
            f"  effect clauses {row['clauses_read']}/{row['clauses']} = {row['clause_share']:.1%}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
