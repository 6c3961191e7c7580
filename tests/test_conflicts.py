"""The conflict lister finds every collision Lark's LALR table settles, grouped by rule.

Small grammars with a known conflict each (the dangling "else", two rules reducible on the
same token, a priority that settles them) check what is found; Lark's own debug log of the
shifts it chooses checks that none is missed; the command line lists a shipped grammar.
"""

from __future__ import annotations

import logging
import subprocess
import sys

import pytest
from lark import Lark, logger

from counterplay.compiler import tables
from counterplay.compiler.conflicts import (
    REDUCE_REDUCE,
    SHIFT_REDUCE,
    by_token,
    grammar_conflicts,
)

DANGLING = """\
s: "if" s | "if" s "else" s | "x"
%ignore " "
"""
# two readings of "y" before "x" (reduce/reduce), and "y" "z" read as c or as c "z"
TWO_READINGS = """\
start: a "x" | b "x" | c | c "z"
a: "y"
b: "y"
c: "y" | "y" "z"
"""
PRIORITY = """\
start: a "x" | b "x"
a.2: "y"
b: "y"
"""


def test_the_dangling_else_is_one_shift_reduce_conflict_on_else() -> None:
    rules = Lark(DANGLING, parser="lalr", start="s").rules
    [conflict] = grammar_conflicts(rules, "s")
    assert conflict.kind == SHIFT_REDUCE and conflict.winner == "shift"
    assert conflict.tokens == (("ELSE", 1),) and conflict.states == 1
    assert conflict.reduced == ("<s : IF s>",)
    assert conflict.shifted == ("s : IF s . ELSE s",)
    assert by_token([conflict]) == [("ELSE", 1)]
    assert "reduce <s : IF s>" in "\n".join(conflict.describe())


def test_rules_reducible_on_one_token_are_a_reduce_reduce_conflict() -> None:
    rules = Lark(TWO_READINGS, parser="earley").rules  # LALR refuses to build it
    found = grammar_conflicts(rules, "start")
    collisions = [c for c in found if c.kind == REDUCE_REDUCE]
    assert [(c.reduced, c.tokens, c.winner) for c in collisions] == [
        (("<a : Y>", "<b : Y>"), (("X", 1),), "error")
    ]
    shifts = [c for c in found if c.kind == SHIFT_REDUCE]
    assert [(c.reduced, c.tokens) for c in shifts] == [(("<c : Y>",), (("Z", 1),))]
    assert shifts[0].shifted == ("c : Y . Z",)


def test_a_priority_settles_reductions_and_is_named_the_winner() -> None:
    rules = Lark(PRIORITY, parser="earley").rules
    [conflict] = grammar_conflicts(rules, "start")
    assert conflict.kind == REDUCE_REDUCE and conflict.winner == "priority <a : Y>"


def test_a_grammar_without_conflicts_has_none() -> None:
    grammar = 's: "if" s "else" s | "x"\n'
    assert grammar_conflicts(Lark(grammar, parser="lalr", start="s").rules, "s") == []


@pytest.mark.parametrize("grammar", [DANGLING, TWO_READINGS.replace('| b "x" ', "")])
def test_every_shift_lark_chooses_silently_is_listed(
    grammar: str, caplog: pytest.LogCaptureFixture
) -> None:
    start = "s" if grammar is DANGLING else "start"
    with caplog.at_level(logging.DEBUG, logger=logger.name):
        rules = Lark(grammar, parser="lalr", start=start, cache=False).rules
    said = [r for r in caplog.records if r.getMessage().startswith("Shift/Reduce conflict")]
    assert said, "lark no longer logs its shifts: check this test against its source"
    found = grammar_conflicts(rules, start)
    assert sum(c.states for c in found if c.kind == SHIFT_REDUCE) == len(said)


def test_the_command_lists_a_shipped_grammar_and_refuses_an_unknown_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert tables.main(["--conflicts", "altered/line.lark"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("altered/line.lark: ") and " conflicts in " in first
    assert tables.main(["--conflicts", "no_such_grammar"]) == 2
    assert "no shipped grammar no_such_grammar" in capsys.readouterr().err


@pytest.mark.slow  # the analysis of the largest grammar: about 20 seconds
def test_the_command_read_by_head_stops_quietly() -> None:
    """A reader that stops early (`| head`) is no error: no traceback, exit 0."""
    command = [sys.executable, "-m", "counterplay.compiler.tables", "--conflicts", "ability"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as child:
        assert child.stdout is not None and child.stderr is not None
        assert child.stdout.readline().startswith(b"altered/ability.lark: ")
        child.stdout.close()  # the report is longer than a pipe holds: the next write breaks
        error = child.stderr.read()
        assert child.wait(timeout=120) == 0, error
    assert b"Traceback" not in error
