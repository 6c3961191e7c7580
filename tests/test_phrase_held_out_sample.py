"""Readings of unseen text are right: a hand-labelled sample of the held-out fifth.

``fixtures/held_out_sample.yaml`` names 115 trigger texts of the held-out part of
``../shared/corpus/dnd4e`` by the id of a power that prints them, each labelled by hand
(from the sentence and DESIGN.md's IR contract, before the compiler read it) with the
event, the actor's role and the target's role, or "refuse". A reading is right when all
three match; reading a sentence labelled "refuse" is wrong. The issue's target: at least
97% of the readings right.
"""

from __future__ import annotations

import collections
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from bench.phrase_coverage import APPENDED_FIELD, held_out, rows
from counterplay.compiler.dnd4e.names import item_name
from counterplay.compiler.to_ir import trigger

pytestmark = pytest.mark.corpus

SAMPLE = Path(__file__).resolve().parent / "fixtures" / "held_out_sample.yaml"


def _reading(row: dict[str, Any], powers: dict[str, set[str]]) -> dict[str, Any]:
    """The trigger IR of one corpus row, read as bench/phrase_coverage.py reads it."""
    if "monster" in row:
        text = row["trigger_text"].strip()
        return trigger(text, None, [row["monster"]], tuple(sorted(powers[row["monster"]])))[0]
    text = APPENDED_FIELD.sub("", (row.get("trigger_text") or row.get("trigger") or "").strip())
    item = item_name(row["name"], True) if row.get("power_type") == "item" else None
    return trigger(text, None, [], (), (item,) if item else ())[0]


def _outcomes(corpus: Path) -> collections.Counter[str]:
    labels: dict[str, Any] = YAML(typ="safe").load(SAMPLE.read_text("utf-8"))
    by_id: dict[str, dict[str, Any]] = {}
    powers: dict[str, set[str]] = collections.defaultdict(set)
    for name in ("powers.jsonl", "monster_powers.jsonl"):
        for row in rows(name, corpus / "dnd4e"):
            by_id[row["id"]] = row
            if "monster" in row:
                powers[row["monster"]].add(row["name"])
    counts: collections.Counter[str] = collections.Counter()
    for power_id, label in labels.items():
        assert held_out(power_id), power_id  # the sample is of the unseen part only
        out = _reading(by_id[power_id], powers)
        if out["event"] == "unparsed":
            counts["refused"] += 1
            continue
        got = [out["event"], out["actor"]["role"], (out["target"] or {}).get("role")]
        counts["right" if got == label else "wrong"] += 1
    return counts


def test_at_least_97_percent_of_held_out_readings_are_right(corpus: Path) -> None:
    counts = _outcomes(corpus)
    assert sum(counts.values()) >= 100
    read = counts["right"] + counts["wrong"]
    assert counts["right"] / read >= 0.97, counts
