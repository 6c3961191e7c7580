"""The ninth pass's readings (``tests/altered_lines/outside.py``): each made-up line reads
into the same ops in French and English, and the sentences near them that say more are
refused whole."""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.altered.read import read_ability
from tests.altered_lines.outside import CASES, REFUSED


def _ops(text: str, lang: str) -> list[dict[str, Any]]:
    reading = read_ability(text, lang, None, "spell")
    assert reading.effect is not None, reading.diagnostics
    return [{k: v for k, v in op.items() if k != "text"} for op in reading.effect["ops"]]


@pytest.mark.parametrize(("fr", "en", "ops"), CASES, ids=[en for _, en, _ in CASES])
def test_an_outside_shape_reads_the_same_in_french_and_english(
    fr: str, en: str, ops: list[dict[str, Any]]
) -> None:
    assert _ops(fr, "fr") == ops
    assert _ops(en, "en") == ops


@pytest.mark.parametrize(("lang", "text"), REFUSED, ids=[text for _, text in REFUSED])
def test_a_sentence_near_an_outside_shape_is_refused(lang: str, text: str) -> None:
    assert [op["op"] for op in _ops(text, lang)] == ["unparsed"]
