"""Issue 14's figures on the real Altered text (``../shared/corpus/altered``; skipped when
absent), on the cards seen while the grammar was written and on the fifth kept out of sight
(``bench/altered_coverage.py`` says how the split is made and prints the figures)."""

from __future__ import annotations

import re

import pytest

from bench.altered_coverage import Figures, Read, figures, held_out, labelled, read_corpus
from tests.conftest import CORPUS

PARTS = ("seen", "held out")
LINES = CORPUS / "altered" / "abilities.jsonl"


@pytest.fixture(scope="module")
def reads() -> list[Read]:
    if not LINES.is_file():
        pytest.skip("../shared/corpus/altered is not present")
    return read_corpus(LINES)


@pytest.fixture(scope="module")
def parts(reads: list[Read]) -> dict[str, Figures]:
    return {
        "seen": figures([r for r in reads if not held_out(r.card_id)]),
        "held out": figures([r for r in reads if held_out(r.card_id)]),
    }


@pytest.mark.parametrize("part", PARTS)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_line_gets_a_kind(parts: dict[str, Figures], part: str, lang: str) -> None:
    assert parts[part].kinded(lang) == 1.0, parts[part].kinds[lang]


@pytest.mark.parametrize("part", PARTS)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_reaction_triggers_are_read(parts: dict[str, Figures], part: str, lang: str) -> None:
    """>= 92% of reaction lines, in French and in English separately."""
    assert parts[part].share("triggers", lang) >= 0.92


@pytest.mark.parametrize("part", PARTS)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_effect_clauses_are_read(parts: dict[str, Figures], part: str, lang: str) -> None:
    """>= 65% of effect clauses to structured ops."""
    assert parts[part].share("clauses", lang) >= 0.65


@pytest.mark.parametrize("part", PARTS)
def test_french_and_english_give_the_same_trigger(parts: dict[str, Figures], part: str) -> None:
    """>= 90% of the French/English pairs (where either is a reaction) compile to the
    same trigger IR."""
    assert parts[part].agreement >= 0.90, parts[part].disagreements.most_common(5)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_triggers_generalise_to_unseen_cards(parts: dict[str, Figures], lang: str) -> None:
    """The fifth kept out of sight reads within 3 points of the rest."""
    gap = parts["seen"].share("triggers", lang) - parts["held out"].share("triggers", lang)
    assert gap <= 0.03


@pytest.mark.xfail(
    strict=True,
    reason="issue 14's 3-point gap is not met for effect clauses: unseen cards read about 8 to 10 "
    "points fewer (bench/altered_coverage.py); strict, so this fails once it is met",
)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_effect_clauses_generalise_to_unseen_cards(parts: dict[str, Figures], lang: str) -> None:
    gap = parts["seen"].share("clauses", lang) - parts["held out"].share("clauses", lang)
    assert gap <= 0.03


def test_kinds_agree_with_the_hand_labelled_sample(reads: list[Read]) -> None:
    """The kinds read against 90 abilities labelled by hand before looking at the output."""
    agree, total, confusion = labelled(reads)
    assert total == 180
    assert agree / total >= 0.95, confusion


def test_the_bench_never_shows_a_held_out_line(
    reads: list[Read], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``bench/altered_coverage.py`` lists the seen part's unread lines, and only the
    held-out fifth's figures, whatever ``--top`` asks (its lines stay out of sight)."""
    import bench.altered_coverage as bench

    monkeypatch.setattr(bench, "read_corpus", lambda: reads)
    bench.main(["--top", "5"])
    seen, held = capsys.readouterr().out.split("== held out")
    assert "most frequent unread:" in seen
    assert "most frequent unread:" not in held
    unread_line = re.compile(r" {6}[ \d]{4}  (fr|en)  ")  # (count, language, text)
    assert any(unread_line.match(line) for line in seen.splitlines())
    assert not any(unread_line.match(line) for line in held.splitlines())
