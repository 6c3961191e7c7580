"""The ninth pass's readings (``tests/altered_lines/outside.py``): each made-up line reads
into the same ops in French and English, and the sentences near them that say more are
refused whole."""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.altered.read import read_ability
from tests.altered_lines.outside import CASES, REFUSED, REFUSED_TRIGGERS, TRIGGERS


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


@pytest.mark.parametrize(
    ("fr", "en", "event", "qualifiers"), TRIGGERS, ids=[t[1] for t in TRIGGERS]
)
def test_an_outside_trigger_reads_the_same_in_french_and_english(
    fr: str, en: str, event: str, qualifiers: dict[str, Any]
) -> None:
    triggers = []
    for text, lang in ((fr, "fr"), (en, "en")):
        reading = read_ability(text, lang, None, "character")
        assert reading.trigger is not None, reading.diagnostics
        assert reading.trigger["event"] == event
        assert reading.trigger["qualifiers"] == qualifiers
        triggers.append({k: v for k, v in reading.trigger.items() if k != "text"})
    assert triggers[0] == triggers[1]


@pytest.mark.parametrize(("lang", "text"), REFUSED_TRIGGERS, ids=[t for _, t in REFUSED_TRIGGERS])
def test_a_trigger_near_an_outside_one_is_refused(lang: str, text: str) -> None:
    reading = read_ability(text, lang, None, "character")
    assert reading.trigger is not None and reading.trigger["event"] == "unparsed"
