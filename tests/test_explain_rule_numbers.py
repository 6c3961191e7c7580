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


def test_a_rule_number_is_told_in_words(run: Callable[..., Result]) -> None:
    """The timeline cites "(R000-02)"; `explain` said which seed it is of, not what it says."""
    said = " ".join(run("explain", "R000-02").stdout.split())
    assert "(the Reaction system). Timelines, rulesets and diagnostics cite the rule they " in said
    assert "apply by it. Reactions are used only on other characters' turns. Where the " in said
    # a rule the seed leaves open says so, and where its decision is
    said = " ".join(run("explain", "R000-36").stdout.split())
    assert "leaves a decision open here: `counterplay rulesets -v` shows the one taken." in said


def test_a_rule_its_seed_does_not_have_is_a_usage_mistake(run: Callable[..., Result]) -> None:
    """`explain R000-99` told "rule 99 of seed 000" of a rule no seed has."""
    result = run("explain", "R000-99")
    assert result.exit_code == 2 and result.stdout == ""
    said = " ".join(result.stderr.split())
    assert "no rule 'R000-99': seed 000 (the Reaction system) has the rules R000-01 to " in said
    assert run("explain", "R004-01").exit_code == 0


def test_the_shipped_rules_are_those_docs_rules_coverage_states() -> None:
    """After editing docs/rules-coverage.md: `python -m counterplay.commands.rule_words`."""
    from counterplay.commands.rule_words import dumped, from_page, path
    from tests.conftest import ROOT

    page = from_page((ROOT / "docs" / "rules-coverage.md").read_text(encoding="utf-8"))
    numbers = re.findall(
        r"^\| (R\d{3}-\d{2})", (ROOT / "docs" / "rules-coverage.md").read_text(), re.M
    )
    assert sorted(page) == sorted(numbers)  # every row read
    stale = "docs/rules-coverage.md changed: run `python -m counterplay.commands.rule_words`"
    assert path().read_text(encoding="utf-8") == dumped(page), stale
