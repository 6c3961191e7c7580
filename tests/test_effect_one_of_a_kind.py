""" "An aberrant creature is also restrained" in a Hit line is the target, if it is of that
kind; it was read as one creature of that kind anywhere (``creatures``, ``count: 1``). "A(n)
<kind> creature" named by its kind alone is now refused; with a place it is one there, and
"each <kind> creature" is every one. Made-up sentences."""

from __future__ import annotations

import pytest

from counterplay.compiler.to_ir import effect_clauses


def _ops(text: str) -> list[dict[str, object]]:
    return [op for _, ops, _ in effect_clauses(text) for op in ops]


@pytest.mark.parametrize(
    "text",
    [
        "An undead creature is also dazed until the end of your next turn.",
        "A bloodied creature takes 5 extra damage.",
        "An undead creature takes a -2 penalty to attack rolls.",
    ],
)
def test_a_creature_of_a_kind_alone_is_refused(text: str) -> None:
    assert [op["op"] for op in _ops(text)] == ["unparsed"]


def test_with_a_place_it_is_one_there() -> None:
    [op] = _ops("An undead creature adjacent to you is dazed.")
    assert op["target_filters"] == {"count": 1, "creature_type": "undead", "adjacent_to": "self"}


def test_each_creature_of_a_kind_is_every_one() -> None:
    [op] = _ops("Each undead creature is dazed.")
    assert (op["target"], op["target_filters"]) == ("creatures", {"creature_type": "undead"})
