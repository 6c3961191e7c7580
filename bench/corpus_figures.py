"""Print the stat-block and Foundry figures of issue 3 measured on ../shared/corpus.

    python -m bench.corpus_figures

The same measurements as the corpus tests (tests/test_statblock.py, tests/test_convert.py),
printed instead of asserted, with their helpers imported so both stay one definition.
"""

from __future__ import annotations

import json

from counterplay.compiler.dnd4e.convert import convert
from counterplay.diagnostics import Severity
from tests.conftest import CORPUS
from tests.test_statblock import _agreement, _match_share, _read_printed, _rows


def main() -> None:
    dnd = CORPUS / "dnd4e"
    text = (dnd / "statblocks.txt").read_text(encoding="utf-8")
    expected = _rows(dnd / "statblocks_expected.jsonl")
    one_line = "\n".join(" / ".join(b.split("\n")) for b in text.strip("\n").split("\n\n"))
    for form, source in (("classic", text), ("one-line", one_line)):
        count, share = _match_share(source, expected)
        print(f"statblocks.txt, {form:8}: {count}/{len(expected)} blocks, {share:.2%} fields match")
    for name, head, keys in (
        ("powers.jsonl", "sub_name", (("action", "action_type"), ("trigger", "trigger"))),
        (
            "monster_powers.jsonl",
            "monster",
            (("action", "action_type"), ("trigger", "trigger_text")),
        ),
    ):
        rows = _rows(dnd / name)
        if head == "monster":
            rows = [r for r in rows if r["pack"] == "monsters-mm3"]
        read = _read_printed(rows, head)
        agree = ", ".join(f"{f} {_agreement(read, f, k):.1%}" for f, k in keys)
        print(f"{name} printed lines: {len(read)}/{len(rows)} read; agreement: {agree}")
    converted, diagnostics = convert([dnd / "foundry"])
    document = converted.data
    errors = [d.code for d in diagnostics if d.severity is Severity.ERROR]
    total = len(list((dnd / "foundry").glob("*.json")))
    print(f"foundry/: {len(document['powers'])}/{total} converted; errors {json.dumps(errors)}")


if __name__ == "__main__":
    main()
