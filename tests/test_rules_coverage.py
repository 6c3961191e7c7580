"""docs/rules-coverage.md maps every rule of seeds 000 to 004 to tests that exist."""

from __future__ import annotations

import re

import pytest

from tests.conftest import ROOT, SHARED
from tests.mutations import MUTATIONS

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


def test_every_mutation_applies() -> None:
    # a mutation whose text the code no longer holds breaks nothing (NOT APPLIED when run)
    for m in MUTATIONS:
        text = (ROOT / m.file).read_text(encoding="utf-8")
        assert text.count(m.old) == m.times, f"{m.rule}: {m.what} ({m.file})"


def test_every_mutation_runs_tests_that_exist() -> None:
    for m in MUTATIONS:
        for node in m.tests:
            file, function = node.split("::")
            text = (ROOT / file).read_text(encoding="utf-8")
            assert f"def {function}(" in text, f"{m.rule}: {node}"


@pytest.mark.parametrize(("seed", "count"), [("R003", 8), ("R004", 20)])
def test_every_rule_is_broken_by_a_mutation_its_cited_tests_kill(seed: str, count: int) -> None:
    # tests/mutations/ (run by hand) breaks each rule of seeds 003 and 004; here: each has
    # a mutation, and the tests it runs are the ones this document cites for that rule
    rows = {rule: row for rule, row in _rows().items() if rule.startswith(seed)}
    assert len(rows) == count
    broken = {m.rule for m in MUTATIONS if m.rule.startswith(seed) and not m.equivalent}
    assert broken == set(rows), sorted(set(rows) - broken)
    for m in MUTATIONS:
        for node in m.tests if m.rule.startswith(seed) else ():
            assert node.split("::")[1] in rows[m.rule], f"{m.rule} does not cite {node}"
