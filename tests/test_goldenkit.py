"""The goldens' loader reads a reference to the corpus (a made-up corpus of one record here):
a whole field, a printed line, one sentence; none when the corpus is absent; a broken
reference fails; every golden's references resolve when the corpus is present."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests import goldenkit
from tests.conftest import CORPUS

RECORD = {
    "id": "MADE1",
    "trigger": "An ally frobs you.",
    "hit": "Made-up damage. The target frobs (save ends).",
    "text_lines": ["Zap - Encounter", "Trigger: A goblin frobs. It frobs again."],
}


@pytest.fixture
def made_up(tmp_path: Path) -> Path:
    (tmp_path / "powers.jsonl").write_text(json.dumps(RECORD) + "\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("ref", "expected"),
    [
        ({"field": "trigger"}, "An ally frobs you."),
        ({"field": "hit", "sentence": 1}, "The target frobs (save ends)."),
        ({"field": "text_lines", "line": 0}, "Zap - Encounter"),
        ({"field": "text_lines", "line": 1, "sentence": 1}, "It frobs again."),
    ],
)
def test_a_reference_reads_its_text(made_up: Path, ref: dict[str, object], expected: str) -> None:
    assert goldenkit.text({"corpus": "powers.jsonl#MADE1", **ref}, made_up) == expected


def test_a_made_up_text_is_itself_and_an_absent_corpus_reads_none(tmp_path: Path) -> None:
    assert goldenkit.text("A made-up sentence.", tmp_path) == "A made-up sentence."
    ref = {"corpus": "powers.jsonl#MADE1", "field": "trigger"}
    assert goldenkit.text(ref, tmp_path / "absent") is None


@pytest.mark.parametrize(
    "ref",
    [
        {"corpus": "powers.jsonl#NONE", "field": "trigger"},
        {"corpus": "powers.jsonl#MADE1", "field": "miss"},
        {"corpus": "powers.jsonl#MADE1", "field": "hit", "sentence": 2},
        {"corpus": "powers.jsonl#MADE1", "field": "text_lines", "line": 5},
        {"corpus": "powers.jsonl#MADE1", "field": "name"},
    ],
)
def test_a_broken_reference_fails(made_up: Path, ref: dict[str, object]) -> None:
    with pytest.raises(AssertionError):
        goldenkit.text(ref, made_up)


@pytest.mark.parametrize(
    ("name", "keys"),
    [
        ("triggers.yaml", ("text",)),
        ("effects.yaml", ("text",)),
        ("translate/seed_cases.yaml", ("trigger", "effect")),
    ],
)
def test_every_golden_reference_resolves(name: str, keys: tuple[str, ...]) -> None:
    if not (CORPUS / "dnd4e").is_dir():
        pytest.skip("../shared/corpus/dnd4e is not present")
    data = goldenkit.load(name)
    entries = data["cases"] if isinstance(data, dict) else data
    assert len(goldenkit.available(entries, *keys)) == len(entries)
    assert any(goldenkit.is_reference(e.get(k)) for e in entries for k in keys)
