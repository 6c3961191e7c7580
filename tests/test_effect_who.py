"""One reading of "who" in effect clauses: what is said of a creature, before its noun or
after it, is written beside the slot it fills (``target_filters``, ``who_filters``,
``<key>_filters``), never dropped, in every slot: the subject, the object of a verb, after
"against", and inside another filter.

The sentences are made up for these tests (not corpus text).
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import effect_clauses


def ops(text: str) -> list[dict[str, Any]]:
    found = [op for _, clause_ops, _ in effect_clauses(text) for op in clause_ops]
    assert all(op["op"] != "unparsed" for op in found), found
    return [{k: v for k, v in op.items() if k != "text"} for op in found]


@pytest.mark.parametrize(
    ("text", "filters"),
    [
        ("Each enemy adjacent to you takes 4 damage.", {"adjacent_to": "self"}),
        ("Each enemy that is adjacent to you takes 4 damage.", {"adjacent_to": "self"}),
        ("Each creature who is within 2 squares of you takes 4 damage.", {"within": 2}),
        ("Each bloodied enemy takes 4 damage.", {"bloodied": True}),
        ("Each dazed enemy in the zone takes 4 damage.", {"condition": "dazed", "in_area": "zone"}),
        ("Each enemy within the aura takes 4 damage.", {"in_area": "aura"}),
        ("Each enemy you hit takes 4 damage.", {"hit_by": "self"}),
        ("Each enemy hit by the attack takes 4 damage.", {"hit_by": "attack"}),
        ("Each enemy marked by the ally takes 4 damage.", {"marked_by": "ally"}),
        ("Each enemy that is marked by you takes 4 damage.", {"marked_by": "self"}),
        ("Each enemy you can see takes 4 damage.", {"visible": True}),
        ("Each enemy that can see you takes 4 damage.", {"sees": "self"}),
        ("Each enemy other than the target takes 4 damage.", {"other_than": "target"}),
    ],
)
def test_what_is_said_of_the_subject_is_its_filters(text: str, filters: dict[str, Any]) -> None:
    (op,) = ops(text)
    assert (op["op"], op["target"], op["target_filters"]) == ("damage", op["target"], filters)
    assert op["target"] in ("enemies", "creatures")


def test_a_creature_inside_a_filter_keeps_its_own_filters() -> None:
    (op,) = ops("Each enemy adjacent to a bloodied ally takes 4 damage.")
    assert op["target_filters"] == {
        "adjacent_to": "ally",
        "adjacent_to_filters": {"bloodied": True},
    }
    (op,) = ops("One ally within 3 squares of the target gains a +1 bonus to AC.")
    assert op["target_filters"] == {"within": 3, "of": "target"}


def test_the_same_reading_fills_the_object_and_against_slots() -> None:
    (op,) = ops("You push each enemy adjacent to you 2 squares.")
    assert (op["op"], op["target"], op["target_filters"]) == (
        "push",
        "enemies",
        {"adjacent_to": "self"},
    )
    (op,) = ops("You mark one enemy that is within 3 squares of you.")
    assert (op["target"], op["target_filters"]) == ("enemies", {"within": 3})
    (op,) = ops("You make a melee basic attack against one bloodied enemy adjacent to you.")
    assert op["target_filters"] == {"bloodied": True, "adjacent_to": "self"}


def test_a_subject_with_filters_carries_to_the_next_verb_phrase() -> None:
    damage, slowed = ops("Each enemy in the burst takes 4 damage and is slowed.")
    assert damage["target_filters"] == slowed["target_filters"] == {"in_area": "burst"}


def test_a_creature_with_nothing_said_of_it_has_no_filters() -> None:
    (op,) = ops("The target takes 4 damage.")
    assert "target_filters" not in op
