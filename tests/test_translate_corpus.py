"""The translation measured on real text: every corpus power, and a round trip through YAML.

Reproduce the figures: ``.venv/bin/pytest -s tests/test_translate_corpus.py`` (or
``.venv/bin/python -m bench.translate_corpus`` for the same figures with timings).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from bench.corpus_yaml import corpus_powers, dump, translate_corpus
from counterplay.compiler.dnd4e.translation_table import KEYWORDS
from counterplay.compiler.load import load
from counterplay.compiler.schemas import schema

pytestmark = pytest.mark.corpus


def test_every_corpus_power_gets_a_keyword_set_or_a_reason(corpus: Path) -> None:
    powers = corpus_powers(corpus)
    lines = sum(
        1
        for name in ("powers.jsonl", "monster_powers.jsonl")
        for line in (corpus / "dnd4e" / name).read_text(encoding="utf-8").splitlines()
        if line.strip()
    )
    assert len(powers) == lines
    translations = translate_corpus(powers)
    assert len(translations) == len(powers)
    for t in translations:
        if t.keywords is None:
            assert t.diagnostics, f"{t.name}: no keyword set and no reason"
        else:
            assert set(t.keywords) <= set(KEYWORDS) and "reaction" in t.keywords
    sets = Counter(", ".join(t.keywords) if t.keywords else "(untranslated)" for t in translations)
    codes = Counter(d.code for t in translations for d in t.diagnostics)
    print(f"\n{len(translations)} corpus powers; keyword sets:")
    for name, n in sets.most_common():
        print(f"  {n:6d}  {name}")
    print("diagnostics:")
    for code, n in sorted(codes.items()):
        print(f"  {n:6d}  {code}")
    # the seed's open cases are all present in real text and all surfaced
    assert {"T002", "T003", "T004", "T005", "T006", "T007", "T008", "T001"} <= set(codes)


def _commented(text: str) -> str:
    """Add the comments a designer would: before each power and after each usage."""
    out: list[str] = []
    for n, line in enumerate(text.splitlines(keepends=True)):
        if line.startswith("- name:"):
            out.append(f"# power {n}: kept as written\n")
        if line.startswith("  usage:"):
            line = line.rstrip("\n") + "  # how often\n"
        out.append(line)
    return "".join(out)


def test_round_trip_keeps_comments_and_untouched_lines(
    corpus: Path, tmp_path: Path, run: Callable[..., Result]
) -> None:
    """Corpus -> authoring YAML + comments -> translate: every other byte survives."""
    authoring = schema("authoring")["$defs"]
    usages = set(authoring["usage"]["enum"])
    actions = set(authoring["action"]["enum"])
    powers = [p for p in corpus_powers(corpus) if p["usage"] in usages and p["action"] in actions]
    assert len(powers) > 5000  # all but the powers the authoring schema cannot hold
    files = []
    for i in range(0, len(powers), 1000):
        target = tmp_path / f"corpus-{i // 1000}.yaml"
        target.write_text(_commented(dump(powers[i : i + 1000])), encoding="utf-8")
        files.append(target)
    before = {f: f.read_text(encoding="utf-8") for f in files}
    result = run("translate", *map(str, files))
    assert result.exit_code == 0, result.stderr[-2000:]
    added = 0
    for f in files:
        after = f.read_text(encoding="utf-8")
        lines = after.splitlines(keepends=True)
        new = [line for line in lines if line.startswith("  reaction: [")]
        added += len(new)
        assert "".join(line for line in lines if line not in new) == before[f]
    translations = translate_corpus(powers)
    assert added == sum(t.keywords is not None for t in translations)
    assert run("translate", "--check", str(files[0])).exit_code == 0  # nothing left to do
    read_back = []
    for f in files:  # the translated files read back: the sets the translation gave
        document, problems = load(f)
        assert document is not None, problems
        read_back.extend(p.get("reaction") for p in document.data["powers"])
    assert read_back == [t.keywords for t in translations]
