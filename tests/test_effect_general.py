"""Effect clauses read by general rules (issue 12, item 4): what each rule says in the IR.

Each rule is written once for a kind of phrase (a list joined by "or", an amount, a
possessive, a qualifier), not for a sentence; each test reads a made-up sentence (not
corpus text) and asserts the ops, and where a rule must not widen, that the clause is
refused.
"""

from __future__ import annotations

from typing import Any

from counterplay.compiler.to_ir import effect_clauses


def ops(text: str) -> list[dict[str, Any]]:
    found = [op for _, clause_ops, _ in effect_clauses(text) for op in clause_ops]
    assert all(op["op"] != "unparsed" for op in found), found
    return [{k: v for k, v in op.items() if k != "text"} for op in found]


def refused(text: str) -> bool:
    return any(op["op"] == "unparsed" for _, found, _ in effect_clauses(text) for op in found)


def test_conditions_joined_by_or_are_a_choice_not_both() -> None:
    (choice,) = ops("The target is blinded or deafened until the end of your next turn.")
    assert choice["op"] == "choice" and choice["of"] == "ops"
    assert choice["options"] == [
        [
            {
                "op": "condition",
                "condition": c,
                "target": "target",
                "duration": "end_of_next_turn",
            }
        ]
        for c in ("blinded", "deafened")
    ]
    # the subject reaches into each option
    (choice,) = ops("You are weakened, dazed, or slowed (save ends).")
    assert [o[0]["target"] for o in choice["options"]] == ["self"] * 3
    # "and" is both, and a negated list is each of them
    both = ops("The target is weakened and immobilized.")
    assert [op["condition"] for op in both] == ["weakened", "immobilized"]
    ended = ops("You are no longer blinded or restrained.")
    assert [(op["op"], op["condition"]) for op in ended] == [
        ("end_condition", "blinded"),
        ("end_condition", "restrained"),
    ]


def test_a_reroll_keeps_the_skills_it_names() -> None:
    (op,) = ops("You can reroll the Thievery check.")
    assert (op["op"], op["what"], op["skills"], op["who"]) == (
        "reroll",
        "roll",
        ["thievery"],
        "self",
    )
    (op,) = ops("The ally rerolls a Religion or History check.")
    assert op["skills"] == ["religion", "history"]
    (op,) = ops("You reroll the attack roll.")
    assert "skills" not in op


def test_extra_damage_is_marked_extra() -> None:
    (op,) = ops("The target takes 3d4 extra cold damage.")
    assert (op["op"], op["dice"], op["types"], op["extra"]) == ("damage", "3d4", ["cold"], True)
    (op,) = ops("You deal an extra 2d8 damage.")
    assert op["extra"] is True
    (op,) = ops("The enemy takes extra damage equal to your Dexterity modifier.")
    assert (op["amount"], op["extra"]) == ("dexterity modifier", True)
    (op,) = ops("The target takes 3d4 cold damage.")
    assert "extra" not in op
    # a rider on a later attack is extra by its op's name
    (op,) = ops("Your next attack deals 1d10 extra damage.")
    assert op["op"] == "extra_damage" and "extra" not in op
