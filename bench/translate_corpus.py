"""Translate every power of ../shared/corpus/dnd4e; print the distribution and the speed.

Run: ``.venv/bin/python -m bench.translate_corpus``. The baseline, measured in the same
run on the same powers, is ``to_ir`` (the stage translation reads from): the ratio says what
translating adds on top of compiling.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

from bench.corpus_yaml import corpus_powers
from counterplay.compiler.dnd4e.translate import translate
from counterplay.compiler.dnd4e.translation_table import load_table
from counterplay.compiler.load import Document
from counterplay.compiler.to_ir import to_ir

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus"


def main() -> int:
    if not (CORPUS / "dnd4e").is_dir():
        print(f"no corpus at {CORPUS}", file=sys.stderr)
        return 1
    powers = corpus_powers(CORPUS)
    table, problems = load_table()
    if table is None:
        print(problems, file=sys.stderr)
        return 1
    document = Document("corpus.yaml", "", {"counterplay": 1, "powers": powers})
    start = time.perf_counter()
    ir, _ = to_ir(document, read_effects=False)
    compiled = time.perf_counter() - start
    start = time.perf_counter()
    translations = translate(ir["powers"], table)
    translated = time.perf_counter() - start
    n = len(translations)
    got = sum(t.keywords is not None for t in translations)
    decided = sum(
        t.keywords is not None and all(d.code != "T002" for d in t.diagnostics)
        for t in translations
    )
    print(f"{n} powers: {got} translated ({got / n:.1%}), {n - got} untranslated with a reason")
    print(f"translated with every condition decided (no T002): {decided} ({decided / n:.1%})")
    print(f"to_ir (baseline): {n / compiled:,.0f} powers/s")
    ratio = compiled / translated
    print(f"translate:        {n / translated:,.0f} powers/s ({ratio:.1f}x as fast as to_ir)")
    print("keyword sets:")
    sets = Counter(", ".join(t.keywords) if t.keywords else "(untranslated)" for t in translations)
    for name, count in sets.most_common():
        print(f"  {count:6d}  {name}")
    print("diagnostics (powers may have several):")
    codes = Counter(d.code for t in translations for d in t.diagnostics)
    for code, count in sorted(codes.items()):
        print(f"  {count:6d}  {code}")
    by_action = Counter(
        (str(p["action"]), t.keywords is not None)
        for p, t in zip(ir["powers"], translations, strict=True)
    )
    print("translated / total by old action type:")
    for action in sorted({a for a, _ in by_action}):
        done, total = (
            by_action[(action, True)],
            by_action[(action, True)] + by_action[(action, False)],
        )
        print(f"  {done:6d} / {total:6d}  {action or '(none printed)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
