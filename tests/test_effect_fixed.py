"""Effect clauses that crashed the reader or were read wrong (issue 12, item 4), fixed with no
clause of the corpus gained or lost (``bench/phrase_coverage.py --inner --what effects``) but
for an attack read as made against its own maker (round 35: 3 such readings refused).

Every sentence here is made up (our own wording, not corpus text).
"""

from __future__ import annotations

import pytest

from counterplay.compiler.dnd4e.effect_cut import clause_groups
from counterplay.compiler.to_ir import effect_clauses
from tests.effectkit import ops, refused


@pytest.mark.parametrize(
    "text",
    ["If you roll a 1,", "Instead,", "Until the end of your next turn,", "If the ally saves,"],
)
def test_a_lead_with_nothing_after_its_comma_is_one_unread_clause(text: str) -> None:
    # (the splitter raised IndexError on a sentence that is only a lead)
    assert clause_groups(text) == [[text]]
    ((clause, found, _),) = effect_clauses(text)
    assert clause == text and [op["op"] for op in found] == ["unparsed"]


def test_triggering_said_of_the_first_of_rolls_joined_by_or_is_said_of_each() -> None:
    # "the triggering attack roll or saving throw": the roll that triggered, whichever it is;
    # the saving throw read as every saving throw before (a bonus with no end)
    read = ops("The ally gains a +3 power bonus to the triggering attack roll or saving throw.")
    assert [(op["stat"], op.get("triggering"), op.get("either")) for op in read] == [
        ("attack", True, True),
        ("saving_throws", True, True),
    ]
    # one roll, or two joined by "and", as before
    (op,) = ops("You gain a +1 power bonus to the triggering saving throw.")
    assert op["triggering"] is True and "either" not in op
    read = ops("You gain a +2 bonus to attack rolls or saving throws.")
    assert not any(op.get("triggering") or op.get("either") for op in read)


def test_who_drop_to_0_hit_points_to_end_an_effect_is_kept() -> None:
    # "until it drops to 0 hit points": the target's drop; it read as the user's (drop_to_0)
    (op,) = ops(
        "You mark the target until it drops to 0 hit points or until the end of the encounter."
    )
    assert (op["duration"], op["or_until"]) == ("encounter", "target drop_to_0")
    (op,) = ops(
        "The ally is slowed until the end of the encounter or until you drop to 0 hit points."
    )
    assert op["or_until"] == "drop_to_0"  # the user's, as "until you attack" is
    # anyone, with what is said of them (never widened to any creature)
    (op,) = ops(
        "You gain a +2 bonus to AC until the end of the encounter"
        " or until a bloodied ally drops to 0 hit points."
    )
    assert op["or_until"] == "ally bloodied=True drop_to_0"
    (op,) = ops("The target is weakened until the target drops to 0 hit points.")
    assert op["until"] == "target drop_to_0"


def test_whom_an_attack_was_to_hit_is_kept_when_it_is_redirected() -> None:
    # "... instead of the ally": dropped before ("instead of you" and "instead of the ally"
    # were one reading)
    (op,) = ops("The attack hits you instead of the ally.")
    assert (op["op"], op["target"], op["instead_of"]) == ("redirect", "self", "ally")
    (op,) = ops("The ally is hit by the attack instead of you.")
    assert (op["op"], op["target"], op["instead_of"]) == ("redirect", "ally", "self")
    (op,) = ops("The opportunity attack targets you instead of a bloodied ally.")
    assert op["instead_of"] == "ally bloodied=True"
    (op,) = ops("The ally takes the damage from the triggering attack instead of you.")
    assert (op["what"], op["target"], op["instead_of"]) == ("damage", "ally", "self")
    # nothing said, nothing kept
    (op,) = ops("You are hit by the attack instead.")
    assert op == {"op": "redirect", "target": "self"}
    (op,) = ops("You take the damage instead.")
    assert "instead_of" not in op


def test_who_teleports_someone_else_is_the_subject() -> None:
    # "The ally can teleport the target": the ally does it (it read as the user, by: self)
    (op,) = ops("The ally can teleport the target 3 squares.")
    assert (op["op"], op["who"], op["by"]) == ("teleport", "target", "ally")
    (op,) = ops("Teleport the target 2 squares.")
    assert op["by"] == "self"
    (op,) = ops("You move your spirit companion 3 squares.")
    assert (op["op"], op["who"], op["by"]) == ("move", "spirit_companion", "self")


def test_a_duration_on_another_creatures_turns_keeps_whose() -> None:
    # "until the end of the triggering attacker's turn" said of you: counted on the
    # attacker's turns (it read as the bearer's: yours)
    (op,) = ops("You are invisible until the end of the triggering attacker's turn.")
    assert (op["duration"], op["duration_of"]) == ("end_of_target_turn", "triggering")
    (op,) = ops("Until the end of the target's next turn, you gain a +2 bonus to AC.")
    assert (op["duration"], op["duration_of"]) == ("end_of_target_next_turn", "target")
    # the bearer's own turn, by pronoun or by its noun: as before
    for text in (
        "The target is dazed until the end of its next turn.",
        "The enemy is marked until the end of the enemy's next turn.",
        "An enemy in the burst is slowed until the end of the enemy's next turn.",
        "That ally gains a +1 power bonus to attack rolls until the end of the ally's next turn.",
    ):
        (op,) = ops(text)
        assert op["duration"] == "end_of_target_next_turn" and "duration_of" not in op, text


def test_a_surge_and_additional_hit_points_read_whole_keeps_the_additional_amount() -> None:
    # The splitter cuts "... healing surge and regain additional hit points ..." in two; the
    # grammar's reading of the whole clause (reached when it is not cut) dropped "equal to X"
    from counterplay.compiler.dnd4e.effect_clauses import _clause_ops

    clause = "The ally can spend a healing surge and regain additional hit points equal to 4."
    found, _, _ = _clause_ops(clause, None, (), None)
    assert [(op["op"], op["amount"], op["target"]) for op in found] == [
        # (the ally's own surge value: "whose: it", the one who spends it)
        ("surge", {"of": "healing surge value", "whose": "it"}, "ally"),
        ("heal", 4, "ally"),
    ]


def test_who_marks_is_the_clauses_subject() -> None:
    # "The ally can mark the target" was marked by the user (`by: self` whoever said it), as
    # "You grab the target" and "The ally can teleport the target" are the subject's
    (op,) = ops("The ally can mark the target until the end of your next turn.")
    assert (op["op"], op["condition"], op["target"], op["by"]) == (
        "condition",
        "marked",
        "target",
        "ally",
    )
    assert op["duration"] == "end_of_next_turn"
    (op,) = ops("Your spirit companion marks the triggering enemy.")
    assert (op["target"], op["by"]) == ("triggering", "spirit_companion")
    (op,) = ops("You mark each enemy in the burst.")
    assert (op["target"], op["target_filters"], op["by"]) == (
        "enemies",
        {"in_area": "burst"},
        "self",
    )
    (op,) = ops("Mark the target.")
    assert op["by"] == "self"


@pytest.mark.parametrize(
    ("text", "source"),
    [
        ("Reduce the damage from the triggering attack by 10.", "triggering_attack"),
        ("Reduce the damage you take from the triggering attack by 5.", "triggering_attack"),
        (
            "The target reduces the damage it takes from the triggering attack by 5.",
            "triggering_attack",
        ),
        ("The damage from the attack is reduced by 5.", "attack"),
    ],
)
def test_reduced_damage_keeps_what_it_is_from(text: str, source: str) -> None:
    # "from the triggering attack" was read and then dropped, so the reduction read as one
    # against any damage: a widening (issue 12, item 2)
    (op,) = ops(text)
    assert (op["op"], op["amount"], op.get("from")) == (
        "resist",
        int(text.split()[-1][:-1]),
        source,
    )


def test_damage_reduced_to_nothing_keeps_what_it_is_from() -> None:
    (op,) = ops("Reduce the damage from the triggering attack to 0.")
    assert (op["op"], op["what"], op["from"]) == ("negate", "damage", "triggering_attack")


@pytest.mark.parametrize(
    "text",
    [
        # "the creature" / "the enemy" read as the power's target, attacked by that target
        "The target makes a ranged basic attack against the creature.",
        "The target charges the enemy.",
        # no one said: the attack defaulted to the power's target, its own maker
        "The target makes an opportunity attack.",
    ],
)
def test_an_attack_is_never_read_as_made_against_its_maker(text: str) -> None:
    # round 35 (eff4e10): the attacker and whom it attacks were read as one creature (the
    # power's target attacking itself); such a clause is refused (2 inner-train clauses and
    # 1 inner-test clause, all three read wrong before)
    assert refused(text)


def test_an_attack_on_another_creature_is_read_as_before() -> None:
    (op,) = ops("The ally makes a ranged basic attack against the target.")
    assert (op["op"], op["who"], op["target"], op["kind"]) == (
        "basic_attack",
        "ally",
        "target",
        "ranged",
    )
    (op,) = ops("The triggering enemy makes a melee basic attack against the ally.")
    assert (op["who"], op["target"]) == ("triggering", "ally")
    (op,) = ops("You charge the target.")
    assert (op["op"], op["who"], op["target"]) == ("charge", "self", "target")
