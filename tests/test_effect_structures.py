"""Effect clauses read by structural rules chosen on the inner-train fold and kept because
they read inner-test clauses too (issue 12, item 4; ``bench/phrase_coverage.py --inner``).

Each test reads made-up sentences (our own wording, several shapes, not corpus text),
asserts the ops, and asserts the shapes the rule must refuse (never widen: every word is
read into the IR or the clause is not read).
"""

from __future__ import annotations

from counterplay.compiler.dnd4e.effect_cut import clause_groups
from tests.effectkit import ops, refused


def clauses(sentence: str) -> list[str]:
    return [clause for group in clause_groups(sentence) for clause in group]


# -- a bare comma before a new subject (a comma splice) cuts two clauses ---------------------


def test_a_comma_before_a_new_subject_after_a_verb_cuts_two_clauses() -> None:
    assert clauses("You shift 2 squares, the target is dazed.") == [
        "You shift 2 squares",
        "the target is dazed.",
    ]
    read = ops("You slide the ally 1 square, you gain 3 temporary hit points.")
    assert [op["op"] for op in read] == ["slide", "temp_hp"]
    # the sentence's lead still governs both clauses
    read = ops("While in this stance, you are slowed, your allies gain combat advantage.")
    assert [op.get("duration") for op in read] == ["stance", "stance"]
    assert read[0]["condition"] == "slowed" and read[1]["op"] == "combat_advantage"


def test_a_comma_ending_a_lead_or_a_list_is_no_cut() -> None:
    # the lead's comma, and a lead inside the clause ("on a hit,", "and if ...,")
    assert clauses("If the target is bloodied, it is dazed.") == [
        "If the target is bloodied, it is dazed."
    ]
    assert len(clauses("Until the end of your next turn, if you are hit, you shift 1 square.")) == 1
    inner = "You make a basic attack against it; on a hit, the target is slowed."
    assert not any(c.startswith("the target") for c in clauses(inner))
    inner = "The target is slowed and if it ends its turn adjacent to you, it is dazed."
    assert not any(c.startswith("it is dazed") for c in clauses(inner))
    # no verb before the comma, or none after it: a list, not two clauses
    assert len(clauses("You, the target, and one ally gain a +1 bonus to AC.")) == 1
    assert len(clauses("You take 5 damage, the target 3 squares away.")) == 1


# -- checks made in place of others; which result of a reroll is kept ------------------------


def test_a_check_in_place_of_others_names_each() -> None:
    (op,) = ops("You can make a Nature check instead of the Arcana check or Religion check.")
    assert (op["op"], op["skill"], op["instead_of"]) == (
        "skill_check",
        "nature",
        ["arcana", "religion"],
    )
    (op,) = ops("The ally makes a Diplomacy check in place of any skill check.")
    assert (op["skill"], op["instead_of"], op["who"]) == ("diplomacy", "skill", "ally")
    (op,) = ops("You make an Athletics check in place of a Strength check.")
    assert op["instead_of"] == "strength"
    (op,) = ops("You make an Insight check instead of an initiative check.")
    assert op["instead_of"] == "initiative"
    # a check of no list, or a roll that is no check: not read
    assert refused("You make a Nature check in place of any roll.")
    assert refused("You make a Nature check instead of the attack roll.")


def test_a_reroll_keeps_the_result_it_says() -> None:
    (op,) = ops("Reroll the damage roll, using the higher of the two results.")
    assert (op["op"], op["rolls"], op["keep"]) == ("reroll", ["damage_roll"], "higher")
    (op,) = ops("You can reroll the Stealth check, keeping whichever roll you prefer.")
    assert (op["skills"], op["keep"]) == (["stealth"], "either")
    (op,) = ops("The target rerolls the saving throw using the worse of the two rolls.")
    assert (op["who"], op["keep"]) == ("target", "lower")
    (op,) = ops("You reroll the attack roll, keeping whichever d20 result you want.")
    assert op["keep"] == "either"
    (op,) = ops("Reroll the attack roll.")
    assert "keep" not in op
    # a kept result of no list is refused, never dropped
    assert refused("Reroll the attack roll, using the average of the two results.")
    assert refused("Reroll the attack roll, using the highest result.")
