""" "Your next attack roll and damage roll": what "next" is said of (made-up sentences). Said
of the first of rolls joined by "or", it is the next of either (``next`` and ``either`` on
each); joined by "and" it may be said of each, and is refused rather than read as every
later roll of the second kind."""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import effect_clauses


def _ops(text: str) -> list[dict[str, Any]]:
    return [op for _, found, _ in effect_clauses(text) for op in found]


@pytest.mark.parametrize(
    "text",
    [
        "You gain a +2 bonus to your next attack roll and damage roll.",
        "The target takes a -2 penalty to its next attack roll and saving throw.",
        "The ally gains a +1 bonus to its next attack roll and damage roll against the target.",
    ],
)
def test_next_said_of_the_first_of_rolls_joined_by_and_is_refused(text: str) -> None:
    assert [op["op"] for op in _ops(text)] == ["unparsed"], _ops(text)


def test_next_said_of_the_first_of_rolls_joined_by_or_is_the_next_of_either() -> None:
    found = _ops("You gain a +2 bonus to your next attack roll or saving throw.")
    assert [(op["stat"], op.get("next"), op.get("either")) for op in found] == [
        ("attack", True, True),
        ("saving_throws", True, True),
    ]


def test_rolls_each_said_with_their_own_words_stay_read() -> None:
    found = _ops("You gain a +1 bonus to AC and your next saving throw.")
    assert [(op["stat"], op.get("next")) for op in found] == [
        ("ac", None),
        ("saving_throws", True),
    ]
