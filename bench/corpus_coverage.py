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
from itertools import islice
from pathlib import Path
from typing import Any

from bench.corpus_yaml import authoring_power, dump
from bench.phrase_coverage import APPENDED_FIELD, CORPUS, rows

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


def _field_power(record: dict[str, Any]) -> dict[str, Any] | None:
    """One record as an authoring power with its printed trigger field (no implicit item
    trigger, an appended next line cut as the phrase measurement does), or None when the
    authoring schema would refuse it."""
    power = authoring_power(record)
    power.pop("trigger", None)
    trigger = APPENDED_FIELD.sub("", (record.get("trigger_text") or "").strip())
    if trigger:
        power["trigger"] = trigger
    if power["usage"] == "other" or not power["action"]:
        return None
    return power


def write_fields(directory: Path, corpus: Path = CORPUS, every: int = 1) -> tuple[list[Path], int]:
    """The corpus's fields as authoring YAML files (one record in ``every``), and how many
    powers were left out."""
    written, left_out = [], 0
    for source in ("powers.jsonl", "monster_powers.jsonl"):
        powers = [_field_power(row) for row in islice(rows(source, corpus), 0, None, every)]
        left_out += powers.count(None)
        path = directory / source.replace(".jsonl", ".yaml")
        path.write_text(dump([p for p in powers if p is not None]), encoding="utf-8")
        written.append(path)
    return written, left_out


def run_coverage(paths: list[Path]) -> dict[str, Any]:
    """``counterplay coverage --distinct --format json`` on ``paths``, as a user runs it."""
    command = [sys.executable, "-m", "counterplay", "-q", "coverage", "--distinct"]
    done = subprocess.run(
        [*command, "--format", "json", *map(str, paths)], capture_output=True, text=True
    )
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def _share(value: float | None) -> str:
    return "-" if value is None else f"{value:.1%}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="write the text files here and keep them")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="counterplay-corpus-") as scratch:
        directory = args.keep or Path(scratch)
        directory.mkdir(parents=True, exist_ok=True)
        fields, left_out = write_fields(directory)
        printed = write_printed(directory)
        for what, paths in (("fields", fields), ("printed", printed)):
            report = run_coverage(paths)
            print(f"{what}: counterplay coverage --distinct " + " ".join(p.name for p in paths))
            for row in [*report["files"], report["total"]]:
                print(
                    f"  {Path(row['file']).name:20} powers {row['powers']:5}"
                    f"  triggers {row['triggers_read']}/{row['triggers']}"
                    f" = {_share(row['trigger_share'])}"
                    f"  effect clauses {row['clauses_read']}/{row['clauses']}"
                    f" = {_share(row['clause_share'])}"
                )
            if what == "fields":
                print(f"  ({left_out} powers the authoring schema refuses are left out)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
