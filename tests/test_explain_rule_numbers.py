"""`counterplay explain` of a written rule's number, as a timeline cites it (R000-03).

A designer reading "not the prepared Limited Reaction (R000-03)" in a timeline asked
`explain R000-03` and was told "no code 'R000-03'; did you mean 'R003'?": a diagnostic code
of another meaning."""

from __future__ import annotations

import re
from collections.abc import Callable

from click.testing import Result

from counterplay.commands.codes import _citing


def test_a_rule_number_is_told_as_a_rule_of_its_seed(run: Callable[..., Result]) -> None:
    result = run("explain", "R000-03")
    assert result.exit_code == 0, result.stderr
    said = " ".join(result.stdout.split())
    assert said.startswith(
        "R000-03 is a written rule's number, not a diagnostic code: rule 03 of seed 000 "
        "(the Reaction system)."
    )
    # what the built-in ruleset says where it applies the rule, in its own words
    assert (
        "dnd4e-reactions: may_react.not-prepared.message: not the prepared Limited "
        "Reaction (R000-03)" in said
    )
    assert "docs/rules-coverage.md" in said
    assert "R003" not in said.replace("R003-", "")


def test_a_rule_number_is_read_in_any_case(run: Callable[..., Result]) -> None:
    said = " ".join(run("explain", "r002-13").stdout.split())
    assert "rule 13 of seed 002 (Altered reactions)" in said


def test_a_rule_of_no_seed_is_a_usage_mistake(run: Callable[..., Result]) -> None:
    result = run("explain", "R009-01")
    assert result.exit_code == 2
    assert "no rule 'R009-01': the rules are numbered R000-xx, " in result.stderr


def test_an_entry_citing_a_rule_alone_is_said_by_its_other_texts() -> None:
    table = {
        "rows": [{"rule": "R000-50", "seed": "Catch your breath", "test": {"usage": ["x"]}}],
        "limits": {"one": {"message": "not twice a round (R000-50, R000-51)", "rule": "x"}},
        "open_rules": {"R000-50": {"decision": "As the seed says."}},
        "other": "R000-05 only",
    }
    assert list(_citing(table, "R000-50")) == [
        ("rows[0].seed", "Catch your breath"),
        ("limits.one.message", "not twice a round (R000-50, R000-51)"),
        ("open_rules.R000-50.decision", "As the seed says."),
    ]


def test_every_explain_the_readme_shows_explains(run: Callable[..., Result]) -> None:
    from tests.conftest import ROOT

    shown = re.findall(r"^counterplay explain (\S+)", (ROOT / "README.md").read_text(), re.M)
    assert "R000-03" in shown
    for word in shown:
        assert run("explain", word).exit_code == 0, word


def test_simulate_help_says_how_a_reason_s_rule_is_explained(run: Callable[..., Result]) -> None:
    """The timeline's reasons cite rules ("(R000-03)"); its --help said nothing of them."""
    said = " ".join(run("simulate", "--help").stdout.split())
    shown = re.search(r"`counterplay explain (R\d{3}-\d{2})`", said)
    assert shown is not None
    assert run("explain", shown.group(1)).exit_code == 0
