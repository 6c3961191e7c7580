"""Hand-judged trigger readings of inner-train text stay as judged (round 35's precision
audit, docs/phrases.md "Precision of the trigger readings").

``fixtures/triggers/inner_train_sample.yaml`` names, by the id of a power that prints it,
220 read trigger texts of the inner-train part of ``../shared/corpus/dnd4e`` drawn at random
(``sample``: 110 player, 110 monster) and the 21 other inner-train texts whose reading was
wrong or lossy (``elsewhere``), each with the reading judged right for it (the whole IR but
its text) or "refuse". A reading that changes away from its label fails here: a change for
the better updates the label, by hand, with the reason.
"""

from __future__ import annotations

import collections
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from bench.phrase_coverage import APPENDED_FIELD, in_part, rows
from counterplay.compiler.dnd4e.names import item_name
from counterplay.compiler.to_ir import trigger

pytestmark = pytest.mark.corpus

SAMPLE = Path(__file__).resolve().parent / "fixtures" / "triggers" / "inner_train_sample.yaml"


def _without_text(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_text(v) for k, v in value.items() if k != "text"}
    if isinstance(value, list):
        return [_without_text(v) for v in value]
    return value


def _reading(row: dict[str, Any], powers: dict[str, set[str]]) -> Any:
    """The trigger IR of one corpus row as bench/phrase_coverage.py reads it, or "refuse"."""
    if "monster" in row:
        names, mine = [row["monster"]], tuple(sorted(powers[row["monster"]]))
        out = trigger(row["trigger_text"].strip(), None, names, mine)[0]
    else:
        text = APPENDED_FIELD.sub("", (row.get("trigger_text") or row.get("trigger") or "").strip())
        item = item_name(row["name"], True) if row.get("power_type") == "item" else None
        out = trigger(text, None, [], (), (item,) if item else ())[0]
    return "refuse" if out["event"] == "unparsed" else _without_text(out)


def _labels() -> dict[str, dict[str, Any]]:
    data = YAML(typ="safe").load(SAMPLE.read_text("utf-8"))
    return {**data["sample"], **data["elsewhere"]}


def test_the_sample_is_of_inner_train_read_triggers_by_kind() -> None:
    data = YAML(typ="safe").load(SAMPLE.read_text("utf-8"))
    kinds = collections.Counter(label["kind"] for label in data["sample"].values())
    assert kinds == {"player": 110, "monster": 110}
    assert not set(data["sample"]) & set(data["elsewhere"])


def test_labelled_readings_stay_as_judged(corpus: Path) -> None:
    labels = _labels()
    by_id: dict[str, dict[str, Any]] = {}
    powers: dict[str, set[str]] = collections.defaultdict(set)
    for name in ("powers.jsonl", "monster_powers.jsonl"):
        for row in rows(name, corpus / "dnd4e"):
            if "monster" in row:
                powers[row["monster"]].add(row["name"])
            if row["id"] in labels:
                by_id[row["id"]] = row
    changed = []
    for power_id, label in labels.items():
        row = by_id[power_id]
        assert in_part(row, "inner-train"), power_id  # never a text of inner-test or held out
        assert ("monster" in row) == (label["kind"] == "monster"), power_id
        got = _reading(row, powers)
        if got != label["ir"]:
            changed.append(f"{power_id}\n  got      {got}\n  labelled {label['ir']}")
    assert not changed, "\n".join(changed[:10])
