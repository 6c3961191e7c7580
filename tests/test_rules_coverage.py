"""docs/rules-coverage.md maps every rule of seeds 000 to 004 to tests that exist."""

from __future__ import annotations

import re

import pytest

from tests.conftest import ROOT, SHARED

DOC = (ROOT / "docs" / "rules-coverage.md").read_text(encoding="utf-8")
RULE = re.compile(r"\b(R00[0-4]-\d\d)\b")


def _rows() -> dict[str, str]:
    rows = {}
    for line in DOC.splitlines():
        found = re.match(r"\| (R00[0-4]-\d\d)", line)
        if found:
            rows[found.group(1)] = line
    return rows


def test_every_rule_of_the_runtime_seeds_is_mapped() -> None:
    rules_file = SHARED / "RULES.md"
    if not rules_file.exists():
        pytest.skip("../shared/RULES.md is not present")
    wanted = set(RULE.findall(rules_file.read_text(encoding="utf-8")))
    rows = _rows()
    assert wanted == set(rows), sorted(wanted ^ set(rows))


def test_every_test_named_exists() -> None:
    named = set(re.findall(r"(test_\w+\.py)::(test_\w+)", DOC))
    assert len(named) > 50
    for file, function in named:
        text = (ROOT / "tests" / file).read_text(encoding="utf-8")
        assert f"def {function}(" in text, f"{file}::{function}"


def test_every_row_names_a_test() -> None:
    for rule, row in _rows().items():
        assert "test_" in row, rule


def test_every_row_states_its_rule_in_words() -> None:
    # the list the numbers come from is not shipped: the document says each rule itself
    for rule, row in _rows().items():
        cells = [c.strip() for c in row.strip("|").split(" | ")]
        assert len(cells) == 4, rule
        assert len(cells[1].split()) >= 4 and "test_" not in cells[1], rule
    assert "../shared" not in DOC
