"""``bench/effect_seams.py`` (round 37): unread effect clauses cut at English seams, counted
only when every piece is read. Made-up sentences only."""

from __future__ import annotations

import pytest

from bench.effect_seams import LEADING, SEAMS, TRAILING, all_read, cuts, measure, report
from bench.phrase_coverage import CORPUS


@pytest.mark.parametrize(
    ("clause", "seam", "pieces"),
    [
        ("You shift 1 square, and the ally blorps", ", and", ["You shift 1 square", None]),
        ("The ally slides 1 square; it grumbles", "; ", ["The ally slides 1 square", None]),
        ("You are slowed, or you gain 5 temporary hit points", ", or", None),
        ("You gain 5 temporary hit points and he is dazed", "and + own subject", None),
        ("You shift 1 square (you gain 2 temporary hit points).", TRAILING, None),
        ("If the target is bloodied, it is dazed", LEADING, ["If the target is bloodied", None]),
    ],
)
def test_a_clause_is_cut_at_its_seams(clause: str, seam: str, pieces: list[str] | None) -> None:
    found = cuts(clause)
    assert seam in found and len(found[seam]) == 2
    if pieces is not None:
        assert found[seam][0] == pieces[0]
        assert pieces[1] is None or found[seam][1] == pieces[1]


def test_a_seam_inside_parentheses_is_no_seam() -> None:
    # "(you choose; it moves first)" is a remark on the words before it
    found = cuts("The ally shifts 2 squares (you choose; it moves first); you are slowed")
    first = "The ally shifts 2 squares (you choose; it moves first)"
    assert found["; "] == [first, "you are slowed"]
    assert TRAILING not in found  # (the clause does not end with the parenthesis)


def test_a_clause_with_no_seam_has_no_cut() -> None:
    assert cuts("The target takes 5 damage") == {}


def test_every_piece_must_be_read() -> None:
    assert all_read(", and", ["You shift 1 square", "the target is dazed"])
    assert not all_read(", and", ["You shift 1 square", "the target blorps"])
    assert not all_read(", and", ["the target blorps", "You shift 1 square"])
    # a piece with no subject has the one the piece before named
    assert all_read(", and", ["The ally shifts 1 square", "gains 5 temporary hit points"])


def test_a_leading_condition_is_read_alone_as_a_lead() -> None:
    assert all_read(LEADING, ["If the target is bloodied", "you shift 1 square"])
    assert not all_read(LEADING, ["If the target blorps", "you shift 1 square"])


def test_only_unread_clauses_are_counted_and_only_whole_cuts_read() -> None:
    texts = [
        "The target is dazed, but you are slowed.",  # read already (cut before a subject)
        "You shift 1 square, or you gain 5 temporary hit points.",  # every piece read
        "You gain 5 temporary hit points and he blorps.",  # a piece not read
    ]
    unread, have, read, pieces = measure(texts)
    assert unread == 2
    assert read == {", or": 1}
    assert pieces[", or"] == [["You shift 1 square", "you gain 5 temporary hit points."]]
    assert have["and + own subject"] == 1


@pytest.mark.skipif(not CORPUS.exists(), reason="needs ../shared/corpus")
def test_inner_test_prints_totals_only(capsys: pytest.CaptureFixture[str]) -> None:
    report("inner-test", 50)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("[inner-test] unread effect clauses")
    assert len(lines) == 1 + len(SEAMS) + 2  # the total, then one line a seam: no clause text
