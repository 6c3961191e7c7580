"""Readings of the seen Altered lines stay as they were judged: round 35's hand-labelled
sample (``fixtures/altered/seen_precision_sample.yaml``, docs/altered.md "Precision on the
seen lines").

The fixture names 90 abilities of the seen part of ``../shared/corpus/altered`` by source,
each read in French and in English, each line labelled right, lossy or wrong with a digest
of the IR it was judged on (no text of the corpus is copied here). A line whose reading
changes no longer has its label: this fails until the new reading is judged and the
fixture updated. The sample is of the seen part only (never the held-out fifth).
"""

from __future__ import annotations

import collections
import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from bench.altered_coverage import held_out, records, source
from counterplay.compiler.altered.cards import convert_cards
from counterplay.compiler.altered.read import Reading, read_ability
from tests.conftest import CORPUS
from tests.madeupkit import untexted

pytestmark = pytest.mark.corpus

SAMPLE = Path(__file__).resolve().parent / "fixtures" / "altered" / "seen_precision_sample.yaml"
LABELS = ("right", "lossy", "wrong")


def _ir(reading: Reading) -> dict[str, Any]:
    """A line's IR as labelled: its kind, the parts it has, and the support / option marks."""
    out: dict[str, Any] = {"kind": reading.kind}
    for part in ("trigger", "condition", "cost", "effect"):
        if getattr(reading, part) is not None:
            out[part] = getattr(reading, part)
    out.update({mark: True for mark in ("support", "option") if getattr(reading, mark)})
    return untexted(out)


def _digest(ir: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(ir, sort_keys=True).encode()).hexdigest()[:16]


@pytest.fixture(scope="module")
def sample() -> dict[str, dict[str, Any]]:
    loaded: dict[str, dict[str, Any]] = YAML(typ="safe").load(SAMPLE.read_text("utf-8"))
    return loaded


@pytest.fixture(scope="module")
def irs(sample: dict[str, dict[str, Any]]) -> dict[tuple[str, str], Any]:
    """The IR of every labelled line, read as bench/altered_coverage.py reads it."""
    lines = CORPUS / "altered" / "abilities.jsonl"
    if not lines.is_file():
        pytest.skip("../shared/corpus/altered is not present")
    document, _ = convert_cards([lines])
    converted = {(a["source"], a["lang"]): a for a in document["abilities"]}
    out: dict[tuple[str, str], Any] = {}
    for record in records(lines):
        key = (source(record), record["lang"])
        if key[0] in sample and key in converted:
            ability = converted[key]
            text, lang = ability["text"], ability["lang"]
            out[key] = _ir(read_ability(text, lang, None, ability.get("card_type")))
    return out


def test_the_sample_is_of_seen_lines_in_both_languages(sample: dict[str, Any]) -> None:
    assert len(sample) >= 80
    for name, entry in sample.items():
        assert not held_out(name.split("/")[0]), name  # never the held-out fifth
        assert entry["label"] in LABELS, name
        assert {"fr", "en"} <= set(entry), name


def test_every_labelled_reading_is_the_one_judged(
    sample: dict[str, dict[str, Any]], irs: dict[tuple[str, str], Any]
) -> None:
    changed = [
        f"{name} {lang}"
        for name, entry in sample.items()
        for lang in ("fr", "en")
        if (name, lang) not in irs or _digest(irs[name, lang]) != entry[lang]
    ]
    assert not changed, f"readings changed since they were judged (judge them again): {changed}"


def test_no_labelled_reading_is_wrong(sample: dict[str, dict[str, Any]]) -> None:
    """The tally after round 35's fixes (before them: the same; no seen reading changed)."""
    tally = collections.Counter(entry["label"] for entry in sample.values())
    assert tally["wrong"] == 0, tally
    assert tally["right"] / len(sample) >= 0.95, tally


def test_twins_that_share_a_reading_share_its_label(
    sample: dict[str, dict[str, Any]], irs: dict[tuple[str, str], Any]
) -> None:
    """A French line and its English twin giving one IR were judged both (a reading wrong in
    both would hide from the bench's FR/EN agreement figure): they still give one IR."""
    shared = [name for name, entry in sample.items() if entry["fr"] == entry["en"]]
    assert len(shared) >= 80
    assert all(irs[name, "fr"] == irs[name, "en"] for name in shared)
