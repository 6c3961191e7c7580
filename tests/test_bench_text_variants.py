"""bench/text_variants.py: the variants it makes of a sentence and how it judges their IR
(made-up sentences; the bench reads the corpus, these tests never do)."""

from __future__ import annotations

from bench.text_variants import Variant, as_expected, variants


def _made(text: str, kind: str) -> list[str]:
    return [v.text for v in variants(text, subjects=True) if v.kind == kind]


def test_words_of_a_list_are_put_for_one_another_in_their_place() -> None:
    made = _made("The ally takes a -1 penalty to Reflex.", "defense")
    assert made == [
        "The ally takes a -1 penalty to Will.",
        "The ally takes a -1 penalty to AC.",
        "The ally takes a -1 penalty to Fortitude.",
    ]
    # "an" follows the word put in: "an ally" -> "a creature"
    assert "A creature within 2 squares of you is slowed." in _made(
        "An ally within 2 squares of you is slowed.", "role"
    )
    # a number with its noun in number: "1 square" -> "3 squares"
    assert _made("Slide the target 1 square.", "number") == ["Slide the target 3 squares."]
    # a word already said in the clause is not put in again ("melee or melee")
    assert "A melee or melee attack hits you." not in _made(
        "A melee or ranged attack hits you.", "attack kind"
    )


def test_the_subject_you_is_put_for_others_with_the_verb_agreeing() -> None:
    assert _made("You gain 4 temporary hit points.", "subject") == [
        "The target gains 4 temporary hit points.",
        "Each ally gains 4 temporary hit points.",
        "An ally adjacent to you gains 4 temporary hit points.",
    ]
    assert _made("You then shift 1 square.", "subject") == []  # ("then": no verb)


def test_a_reading_is_as_expected_when_only_the_substituted_value_moves() -> None:
    swap = Variant("defense", "", 0, "reflex", "will")
    was = [{"op": "penalty", "stat": "reflex", "value": 1}]
    assert as_expected(was, [{"op": "penalty", "stat": "will", "value": 1}], swap)
    # the same IR: the word was dropped; another value moved: a wrong reading
    assert not as_expected(was, was, swap)
    assert not as_expected(was, [{"op": "penalty", "stat": "will", "value": 2}], swap)
    # numbers move by as much as the text ("more than 3": 4), list positions never
    more = Variant("number", "", 0, 3, 5)
    assert as_expected({"min_distance": 4}, {"min_distance": 6}, more)
    pair = [{"value": 1}, {"value": 1}]
    assert as_expected(pair, [{"value": 2}, {"value": 2}], Variant("number", "", 0, 1, 2))
