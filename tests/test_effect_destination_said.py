"""A destination said by a creature ("to a square adjacent to an enemy") keeps only the
creature's role: what else is said of it ("an enemy marked by you", "two enemies") is not
held, so the clause is refused rather than read as adjacent to any such creature
(made-up sentences)."""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import effect_clauses


def _ops(text: str) -> list[dict[str, Any]]:
    return [op for _, found, _ in effect_clauses(text) for op in found]


@pytest.mark.parametrize(
    "text",
    [
        "You shift 1 square to a square adjacent to an enemy marked by you.",
        "You shift 2 squares to a square within 2 squares of an ally adjacent to you.",
        "You teleport 5 squares to a square adjacent to two enemies.",
        "You shift 3 squares to a square that is not adjacent to any bloodied enemy.",
    ],
)
def test_a_destination_by_a_creature_with_more_said_of_it_is_refused(text: str) -> None:
    assert [op["op"] for op in _ops(text)] == ["unparsed"], _ops(text)


@pytest.mark.parametrize(
    ("text", "destination"),
    [
        ("You shift 1 square to a square adjacent to an enemy.", "adjacent to enemies"),
        ("You shift 2 squares to a square adjacent to the target.", "adjacent to target"),
        (
            "You teleport 5 squares to a square adjacent to the enemy that attacked the ally.",
            "adjacent to triggering",
        ),
    ],
)
def test_a_destination_by_a_creature_named_by_its_role_is_read(text: str, destination: str) -> None:
    (op,) = _ops(text)
    assert op.get("destination") == destination, op
