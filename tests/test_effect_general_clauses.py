"""Effect clauses read by general rules (issue 12, item 4): how a sentence is cut into clauses.

Lists joined by "or" and "and", leads and tails and the qualifiers that stand after any
clause, parentheses, an attack written out, what an op is in place of, and the causes of
clauses left unread. Each test reads a made-up sentence (not corpus text) and asserts the
ops, and where a rule must not widen, that the clause is refused (the other general rules:
tests/test_effect_general_*.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import effect_clauses
from tests.effectkit import ops, refused


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


@pytest.mark.parametrize(
    ("text", "key", "kept"),
    [
        ("The ally shifts 2 squares as part of a move action.", "part_of_action", "move"),
        ("You can charge as part of a standard action.", "part_of_action", "standard"),
        ("The enemy takes 3 damage instead.", "instead", True),
        ("Instead, the ally regains 4 hit points.", "instead", True),
        ("You must keep the new result, even if it is worse.", "even_if_worse", True),
    ],
)
def test_what_a_tail_or_lead_says_of_the_clause_is_kept(text: str, key: str, kept: Any) -> None:
    """ "as part of a move action", "instead" and "even if it is lower" were read as
    nothing: the clause then said more than the text."""
    (op,) = ops(text)
    assert op[key] == kept


def test_a_second_thing_taken_after_and_is_taken_too() -> None:
    penalty, ongoing = ops(
        "The enemy takes a -2 penalty to Will and ongoing 5 cold damage (save ends both)."
    )
    assert (penalty["op"], penalty["stat"], penalty["target"]) == ("penalty", "will", "target")
    assert (ongoing["op"], ongoing["ongoing"], ongoing["types"]) == ("damage", True, ["cold"])
    assert penalty["duration"] == ongoing["duration"] == "save_ends"
    # after a comma, ongoing damage stays the rider of the damage before it (one clause)
    assert len(effect_clauses("2d6 cold damage, and ongoing 5 cold damage (save ends).")) == 1


def test_which_attacks_a_clause_is_for_is_a_qualifier_of_any_clause() -> None:
    (op,) = ops("You gain a +3 bonus to damage rolls with ranged attacks.")
    assert (op["op"], op["stat"], op["with_attacks"]) == ("bonus", "damage", "ranged")
    (op,) = ops("You deal 2 extra damage with each attack.")
    assert op["with_attacks"] == "each"
    (op,) = ops("The ally makes the following close attack against the enemy.")
    assert (op["op"], op["kind"], op["target"], op["who"]) == ("attack", "close", "target", "ally")
    mine, theirs = ops("You and one ally shift to squares adjacent to the target.")
    for op in (mine, theirs):  # (each of the two: you and one ally)
        assert (op["op"], op["destination"]) == ("shift", "adjacent to target")
    assert (mine["who"], theirs["who"]) == ("self", "ally")


def test_more_qualifiers_that_stand_after_any_clause() -> None:
    (op,) = ops("The ally makes a melee basic attack as an opportunity action.")
    assert (op["op"], op["kind"], op["who"]) == ("basic_attack", "melee", "ally")
    (op,) = ops("You shift 2 squares as part of a move action.")
    assert (op["op"], op["distance"]) == ("shift", 2)
    (op,) = ops("The effect ends if you save.")
    assert (op["op"], op["if"]) == ("end_effect", "success")
    (op,) = ops("You gain a +4 bonus to initiative checks.")
    assert op["stat"] == "initiative"
    (op,) = ops("You gain a +2 bonus to saving throws against fear effects and sleep effects.")
    assert op["against_keywords"] == ["fear", "sleep"]
    (op,) = ops("You gain a +2 bonus to saving throws against fear and sleep effects.")
    assert op["against_keywords"] == ["fear", "sleep"]
    # a keyword with no noun after it is not read
    assert refused("You gain a +2 bonus to saving throws against fear.")


def test_the_causes_of_unread_clauses_are_counted_by_kind() -> None:
    from bench.phrase_coverage import effect_causes

    causes, unknown = effect_causes(
        [
            "The target takes 5 damage.",  # read: not counted
            "The target juggles 2d6 torches.",  # words no rule knows
            "Torches juggle the target.",  # no rule knows "torches", "juggle"
            "The target takes 5 damage the target.",  # known words, in a place no rule reads
        ]
    )
    assert causes == {"a word no rule or list knows": 2, "known words, a place no rule reads": 1}
    assert unknown == {"juggles": 1, "torches": 2, "juggle": 1}


def test_a_parenthesis_is_never_cut_into_clauses() -> None:
    clauses = [
        c
        for c, _, _ in effect_clauses(
            "You push the ally 2 squares (it shifts 1 square, and you shift 1 square),"
            " and the target is slowed."
        )
    ]
    assert clauses == [
        "You push the ally 2 squares (it shifts 1 square, and you shift 1 square)",
        "the target is slowed.",
    ]
    # a sentence written whole in parentheses is a sentence, read as one
    clauses = [
        c
        for c, _, _ in effect_clauses(
            "The target is dazed. (If the target is bloodied, it is also slowed.)"
            " You shift 1 square."
        )
    ]
    assert clauses == [
        "The target is dazed.",
        "If the target is bloodied, it is also slowed.",
        "You shift 1 square.",
    ]
    (slowed,) = ops("(If the target is bloodied, it is also slowed.)")
    assert (slowed["condition"], slowed["if"]) == ("slowed", "target bloodied")


def test_an_attack_written_out_is_one_op_and_its_hit_a_sentence_of_its_own() -> None:
    # (inline_attack, not attack: its roll and defense are its own, not the power's)
    text = (
        "Make a secondary attack against the ally: Area burst 2 within 5 centered on the ally;"
        " targets enemies; Wisdom + 3 vs. Will; on a hit, the target takes 4 damage,"
        " and you shift 2 squares."
    )
    (attack, damage, shift) = ops(text)
    assert attack == {
        "op": "inline_attack",
        "attack": "secondary",
        "target": "ally",
        "area": {"range": "area", "shape": "burst", "size": 2, "within": 5, "centered_on": "ally"},
        "targets": "enemies",
        "roll": ["wisdom", 3],
        "defense": "will",
    }
    # what the hit does holds only on a hit, each of its clauses
    assert (damage["op"], damage["bonus"], damage["if"]) == ("damage", 4, "hit")
    assert (shift["op"], shift["who"], shift["if"]) == ("shift", "self", "hit")
    (attack, dazed) = ops(
        "Make an attack: Melee 1 (the triggering enemy); +9 vs. AC; Hit: 2 damage."
    )
    assert attack["area"] == {"range": "melee", "size": 1, "target": "triggering"}
    assert (attack["roll"], attack["defense"]) == ([9], "ac")
    assert dazed["if"] == "hit"
    # the attack line is one clause, never cut at its ";"
    clauses = [
        c
        for c, _, _ in effect_clauses(
            "Make an attack: Close blast 3; targets enemies; Strength vs. Reflex"
        )
    ]
    assert len(clauses) == 1
    # a part of an attack line no rule reads leaves the line unread
    assert refused("Make an attack: Close wave 3; Strength vs. Reflex")


def test_readings_beside_the_new_ones_stay_read() -> None:
    # (LALR: a new rule sharing a prefix with an old one must not hide it)
    (attack,) = ops("You make a secondary attack against the ally.")
    assert (attack["op"], attack["target"], attack["attack"]) == ("attack", "ally", "secondary")
    (attack,) = ops("Make the following secondary attack against the target.")
    assert (attack["op"], attack["attack"]) == ("attack", "secondary")
    (attack,) = ops("Make the following attack against the triggering enemy.")
    assert (attack["op"], "attack" in attack) == ("attack", False)


def test_the_action_an_effect_is_taken_as_is_kept() -> None:
    # "as a free action" was read as nothing, before or after the clause
    (shift,) = ops("You can shift 5 squares as a free action.")
    assert shift["action"] == "free"
    (shift,) = ops("As a move action, you shift 2 squares.")
    assert shift["action"] == "move"
    (shift,) = ops("You shift 1 square as an immediate interrupt.")
    assert shift["action"] == "immediate interrupt"
    (attack,) = ops("The ally can make a melee basic attack against the target as a free action.")
    assert (attack["op"], attack["who"], attack["action"]) == ("basic_attack", "ally", "free")
    (shift,) = ops("You shift 1 square.")
    assert "action" not in shift


def test_one_of_the_following_benefits_gained() -> None:
    assert ops("The ally gains one of the following benefits.") == [
        {"op": "gain_choice", "of": "following", "target": "ally"}
    ]
    (op,) = ops("The ally gains one of the following effects of your choice.")
    assert op["chosen_by"] == "self"


def test_what_an_op_is_in_place_of_and_how_often_it_counts() -> None:
    (op,) = ops("The ally is dazed instead of stunned.")
    assert op["instead_of"] == ["stunned"]
    (op,) = ops("The triggering enemy can shift 1 square instead of you.")
    assert (op["who"], op["instead_of"]) == ("triggering", "self")
    (op,) = ops("The enemy takes 2 extra damage for each ally adjacent to it.")
    assert op["per"] == "allies adjacent_to=target"
    (op,) = ops("You gain a +1 bonus to Reflex for each marked enemy within 3 squares of you.")
    assert (op["stat"], op["per"]) == ("reflex", "enemies condition=marked within=3")
    (op,) = ops("You gain a +2 bonus to damage rolls for each square of the shift.")
    assert op["per"] == "square moved"


def test_what_is_said_before_the_noun_after_the() -> None:
    (op,) = ops("The dying ally regains 5 hit points.")
    assert (op["target"], op["target_filters"]) == ("ally", {"dying": True})


def test_a_tail_that_says_again_what_an_op_holds_refuses_the_clause() -> None:
    # "as a free action" said of an action taken ("standard") was dropped: two actions
    assert refused("The ally can take a standard action as a free action.")
    (op,) = ops("The ally can take a standard action.")
    assert op["action"] == "standard"


def test_a_tail_with_no_key_on_the_op_is_a_bug_never_dropped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # never widen: every lead and tail of a clause has a key on its ops (EffectIR.start);
    # one without is reported on the clause, which is not read
    from counterplay.compiler.dnd4e import effect_finish

    kept = tuple(k for k in effect_finish.EXTRAS if k != "ignoring")
    monkeypatch.setattr(effect_finish, "EXTRAS", kept)
    assert refused("You move up to half your speed, ignoring difficult terrain.")


@pytest.mark.parametrize(
    "text",
    [
        # each option read on its own words, the time said after the first only: is it the
        # first option's alone, or both options'? (the verb said once was refused so
        # already: "dazed until ..., or stunned if ...")
        "You gain a +2 power bonus to AC until the end of your next turn, or a +4 power bonus"
        " to AC if you are bloodied.",
        "You gain resist 5 to all damage until the end of your next turn, or resist 10 to all"
        " damage if you are bloodied.",
        "The target is dazed until the end of your next turn, or stunned if it is bloodied.",
    ],
)
def test_a_time_after_the_first_of_x_or_y_if_z_only_is_refused(text: str) -> None:
    assert refused(text)
