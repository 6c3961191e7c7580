"""How an effect text is cut into clauses (``compiler.dnd4e.effect_cut.clause_groups``) and what a
clause takes over from the sentence it is in (``compiler.to_ir.effect_clauses``).

A clause is a part that says one thing: a new subject, or a second verb phrase of the same
subject, starts one; a list of nouns or a leading condition is never cut.
"""

from __future__ import annotations

import re

import pytest

from counterplay.compiler.dnd4e.effect_cut import clause_groups
from counterplay.compiler.to_ir import effect_clauses


@pytest.mark.parametrize(
    ("sentence", "groups"),
    [
        # a second verb phrase of the same subject
        (
            "You shift 1 square and gain concealment.",
            [["You shift 1 square", "gain concealment."]],
        ),
        (
            "The target is immobilized, cannot shift, and takes 5 damage.",
            [["The target is immobilized", "cannot shift", "takes 5 damage."]],
        ),
        (
            "You can reroll the attack roll but must use the second result.",
            [["You can reroll the attack roll", "must use the second result."]],
        ),
        (
            "You gain a +2 bonus to attack rolls and a +4 bonus to damage rolls.",
            [["You gain a +2 bonus to attack rolls", "a +4 bonus to damage rolls."]],
        ),
        # a new subject
        (
            "You shift 1 square, and the target is dazed.",
            [["You shift 1 square"], ["the target is dazed."]],
        ),
        # not cut: a leading condition, a list of nouns, one thing said with "but"
        (
            "If the attack hits and deals damage, the target is dazed.",
            [["If the attack hits and deals damage, the target is dazed."]],
        ),
        (
            "Reduce any pull, push, or slide by 1 square.",
            [["Reduce any pull, push, or slide by 1 square."]],
        ),
        (
            "You spend a healing surge but regain no hit points from it.",
            [["You spend a healing surge but regain no hit points from it."]],
        ),
        # a part that only names people joins its neighbour
        (
            "In addition, you and each ally gain 5 temporary hit points.",
            [["In addition, you and each ally gain 5 temporary hit points."]],
        ),
    ],
)
def test_clause_groups(sentence: str, groups: list[list[str]]) -> None:
    assert clause_groups(sentence) == groups


def _ops(text: str) -> list[dict[str, object]]:
    return [op for _, ops, _ in effect_clauses(text) for op in ops]


def test_a_verb_phrase_keeps_the_subject_before_it() -> None:
    ops = _ops("The triggering enemy is slowed and takes 5 fire damage.")
    assert [op["target"] for op in ops] == ["triggering", "triggering"]


def test_a_sentence_with_no_subject_is_the_users() -> None:
    ops = _ops("The target is dazed. Shift 1 square.")
    assert ops[1]["op"] == "shift" and ops[1]["who"] == "self"


def test_a_leading_condition_applies_to_every_clause() -> None:
    ops = _ops("If the attack hits, the target is dazed and takes 5 extra damage.")
    assert [op.get("if") for op in ops] == ["hit", "hit"]


def test_a_closing_duration_applies_to_the_phrases_before_it() -> None:
    ops = _ops("The target takes a -2 penalty to attack rolls and is slowed (save ends both).")
    assert [op["duration"] for op in ops] == ["save_ends", "save_ends"]


def test_a_duration_is_not_shared_across_subjects() -> None:
    ops = _ops("You are slowed, and the target is dazed until the end of your next turn.")
    assert [op["duration"] for op in ops] == [None, "end_of_next_turn"]


def test_a_duration_is_not_shared_across_sentences() -> None:
    ops = _ops("You are slowed. The target is weakened until the end of your next turn.")
    assert [op["duration"] for op in ops] == [None, "end_of_next_turn"]


def test_a_clause_whose_sentence_lead_is_unread_is_not_read() -> None:
    """ "If the target wears heavy armor, ..., and you gain ...": the second clause read
    alone would lose its condition, so it stays unparsed (P002) like the first."""
    clauses = effect_clauses(
        "If the target wears heavy armor, it is dazed, and you gain 5 temporary hit points."
    )
    assert [ops[0]["op"] for _, ops, _ in clauses] == ["unparsed", "unparsed"]
    assert clauses[1][2][0].code == "P002" and "leading its sentence" in clauses[1][2][0].message
    read = effect_clauses(
        "If the target is bloodied, it is dazed, and you gain 5 temporary hit points."
    )
    assert [ops[0].get("if") for _, ops, _ in read] == ["target bloodied", "target bloodied"]


def test_a_verb_phrase_whose_subject_is_unread_is_not_read() -> None:
    """ "The dragon ... [unread], and takes 5 damage": who takes it is not known."""
    clauses = effect_clauses("The dragon sings a song and is dazed until the end of your turn.")
    assert [ops[0]["op"] for _, ops, _ in clauses] == ["unparsed", "unparsed"]
    assert "subject" in clauses[1][2][0].message
    # a clause that names its own subject after an unread one is read
    clauses = effect_clauses("The dragon sings a song, and you are dazed.")
    assert clauses[1][1][0]["target"] == "self"


def test_an_or_until_of_a_leading_duration_goes_with_it() -> None:
    ops = _ops(
        "Until the end of your next turn or until you attack, you are invisible, "
        "and you gain a +2 bonus to AC."
    )
    assert [(op["duration"], op["or_until"]) for op in ops] == [("end_of_next_turn", "attack")] * 2


def test_two_people_of_one_clause_get_the_same_ops() -> None:
    ops = _ops(
        "The target and each enemy adjacent to it are slowed until the end of your next turn."
    )
    assert [(op["op"], op["target"]) for op in ops] == [
        ("condition", "target"),
        ("condition", "enemies"),
    ]


def test_an_unread_verb_phrase_stays_unparsed_with_its_text() -> None:
    clauses = effect_clauses("You shift 1 square and gain a song.")
    assert clauses[0][1][0]["op"] == "shift"
    assert clauses[1][1] == [{"op": "unparsed", "text": "gain a song."}]
    assert clauses[1][2] and clauses[1][2][0].code == "P002"


def test_no_keyword_of_the_grammar_hides_a_word_class() -> None:
    """The word lexer gives a word the terminal whose literal it is before trying the
    patterns, so a literal such as "20" or "heal" would stop INT or SKILL from ever
    matching it ("gain 20 temporary hit points", "a Heal check"). Possessives written out
    ("the target's") are meant as words of their own."""
    from lark.lexer import PatternRE, PatternStr

    from counterplay.compiler.dnd4e.parse import _parser

    terminals = _parser("effect").terminals
    patterns = [t for t in terminals if isinstance(t.pattern, PatternRE)]
    hidden = [
        (t.pattern.value, p.name)
        for t in terminals
        if isinstance(t.pattern, PatternStr)
        for p in patterns
        if p.name != "POSSESSIVE" and re.fullmatch(p.pattern.to_regexp(), t.pattern.value)
    ]
    assert not hidden


def test_a_list_ending_in_a_noun_phrase_is_not_cut_into_a_clause_of_its_own() -> None:
    # issue 12 part 4: "... and the damage roll." is the end of a list, not a new subject
    from counterplay.compiler.to_ir import effect_clauses

    for text in (
        "You gain a +2 power bonus to the attack roll and the damage roll.",
        "Until the end of your next turn, you gain a bonus to damage rolls and your healing"
        " surge value.",
        "You radiate bright light that fills your space and all squares within 5 squares of you.",
    ):
        assert [clause for clause, _, _ in effect_clauses(text)] == [text], text
    # a new subject with a verb still starts a clause
    clauses = [c for c, _, _ in effect_clauses("You shift 1 square and the target is dazed.")]
    assert clauses == ["You shift 1 square", "the target is dazed."]
