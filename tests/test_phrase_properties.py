"""Properties of the phrase grammars: any text gives IR or a diagnostic, never an exception,
and reading time grows linearly with the text (LALR over a one-pass word lexer)."""

from __future__ import annotations

import gc
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.compiler.dnd4e.parse import parse
from counterplay.compiler.to_ir import effect_clauses, trigger
from counterplay.diagnostics import Span

# Words the grammars know, mixed with punctuation, numbers, masks and noise, so that random
# text reaches deep into the grammars instead of stopping at the first word.
_WORDS = [
    "a",
    "an",
    "the",
    "you",
    "your",
    "enemy",
    "ally",
    "creature",
    "attack",
    "attacks",
    "hits",
    "hit",
    "misses",
    "is",
    "are",
    "by",
    "with",
    "melee",
    "ranged",
    "area",
    "close",
    "or",
    "and",
    ",",
    ".",
    ";",
    "(",
    ")",
    "within",
    "5",
    "squares",
    "of",
    "adjacent",
    "to",
    "marked",
    "shifts",
    "moves",
    "pulled",
    "pushed",
    "slid",
    "bloodied",
    "first",
    "when",
    "at-will",
    "encounter",
    "0",
    "hit",
    "points",
    "takes",
    "damage",
    "fire",
    "psychic",
    "using",
    "this",
    "weapon",
    "target",
    "triggering",
    "2[w]",
    "+",
    "strength",
    "modifier",
    "dazed",
    "save",
    "ends",
    "until",
    "end",
    "next",
    "turn",
    "gain",
    "+2",
    "power",
    "bonus",
    "ac",
    "shift",
    "push",
    "pull",
    "slide",
    "-2",
    "penalty",
    "§",
    "¶",
    "frobnicate",
    "1d8",
    "ongoing",
    "half",
    "reroll",
    "make",
    "basic",
    "saving",
    "throw'",
]

_text = st.one_of(
    st.text(max_size=200),
    st.lists(st.sampled_from(_WORDS), max_size=40).map(" ".join),
)


@settings(derandomize=True, max_examples=400, deadline=None)
@given(
    text=_text, names=st.lists(st.sampled_from(["Grell", "Aberrant Wretch", "§", ""]), max_size=2)
)
def test_random_triggers_give_ir_or_one_p001(text: str, names: list[str]) -> None:
    out, found = trigger(text, Span("f.yaml", 2, 10), names, ["Claw", "Bite"])
    assert out["text"] == text
    if out["event"] == "unparsed":
        assert [d.code for d in found] == ["P001"]
        assert found[0].span is not None and found[0].span.line >= 2
    else:
        assert not found
        assert set(out) >= {"event", "actor", "target", "qualifiers"}


@settings(derandomize=True, max_examples=400, deadline=None)
@given(text=_text)
def test_random_effects_give_ops_or_p002(text: str) -> None:
    for clause, ops, found in effect_clauses(text, Span("f.yaml", 2, 10)):
        assert ops and all(op["text"] == clause for op in ops)
        unread = [op for op in ops if op["op"] == "unparsed"]
        assert bool(unread) == bool(found)
        assert all(d.code == "P002" for d in found)


def _ratio(unit: str, end: str, grammar: str) -> float:
    """CPU seconds to parse ~300 KB over CPU seconds to parse ~30 KB of ``unit`` repeated +
    ``end``; the large text must be read to its very end (the diagnostic names ``end``).
    Ten times the text either way: the sizes only need to dwarf the timer's grain."""
    small = unit * (30_000 // len(unit)) + end
    large = unit * (300_000 // len(unit)) + end
    tree, found = parse(large, grammar)
    assert tree is None and repr(end.rstrip(".")) in found[0].message
    return _seconds(large, grammar, 2) / _seconds(small, grammar, 3)


def _seconds(text: str, grammar: str, runs: int) -> float:
    """The best of ``runs`` parses, in CPU time of this process with the collector paused:
    other processes on a loaded machine and collection pauses are not the parser's growth."""
    best = float("inf")
    gc.disable()
    try:
        for _ in range(runs):
            start = time.process_time()
            parse(text, grammar)
            best = min(best, time.process_time() - start)
    finally:
        gc.enable()
    return best


# Linear time means ten times the text costs about ten times as much; the bound is
# deliberately generous (a quadratic parser would take ~100 times as long), so these tests
# check the growth, not the machine's speed.


def test_a_long_trigger_paragraph_is_read_in_linear_time() -> None:
    ratio = _ratio(
        "an enemy adjacent to you hits you using this weapon, or ", "frobnicates", "trigger"
    )
    assert ratio < 30, f"300 KB took {ratio:.1f} times as long as 30 KB"


def test_a_long_effect_paragraph_is_read_in_linear_time() -> None:
    ratio = _ratio("you shift 2 squares and push the target 1 square, ", "frobnicate.", "effect")
    assert ratio < 30, f"300 KB took {ratio:.1f} times as long as 30 KB"
