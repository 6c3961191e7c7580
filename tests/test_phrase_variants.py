"""Readings found by putting one word of the game's lists for another (bench/text_variants.py).

A grammar that reads "a bonus to melee attack rolls" but not "to close attack rolls", "a
Stealth check" but not "a Heal check", or "the enemy you hit" but not "the enemy you miss"
has learnt sentences, not the language. Each test reads made-up sentences (never corpus
text) with the reading written first: the shape the probe found unread, the same shape with
the word it was written for, and where a reading must not widen, a refusal.
"""

from __future__ import annotations

from tests.effectkit import ops, refused
from tests.triggerkit import ir


def test_attack_rolls_of_every_kind_of_attack() -> None:
    # the kinds of attack are four (melee, ranged, close, area), not the basic attacks' two
    (op,) = ops("The ally gains a +1 bonus to close attack rolls until the end of its turn.")
    assert (op["stat"], op["value"], op["target"]) == ("close_attack", 1, "ally")
    (op,) = ops("You gain a +3 bonus to your next area attack roll.")
    assert (op["stat"], op["next"]) == ("area_attack", True)
    (op,) = ops("You gain a +3 bonus to your next ranged attack roll.")
    assert op["stat"] == "ranged_attack"


def test_a_list_word_that_is_a_grammar_word_too_is_the_lists_where_only_it_reads() -> None:
    # "heal" is a verb of the grammar; before "check" it is the skill of the game's list
    (op,) = ops("The ally makes a Heal check.")
    assert (op["op"], op["skill"], op["who"]) == ("skill_check", "heal", "ally")
    (op,) = ops("You reroll the Heal check.")
    assert op["skills"] == ["heal"]
    (op,) = ops("You heal 3 hit points.")  # (the verb, where the verb reads)
    assert (op["op"], op["amount"]) == ("heal", 3)
    # "conjuration", "divine": keywords and power sources before "effects", "powers"
    (op,) = ops("You gain a +1 bonus to saving throws against conjuration effects.")
    assert op["against_keywords"] == ["conjuration"]
    (op,) = ops("Your ally gains a +1 bonus to its Will against divine powers.")
    assert op["against_keywords"] == ["divine"]
    # an ability before "check" stays an ability, never a skill
    (op,) = ops("You gain a +2 bonus to the Dexterity check.")
    assert (op["stat"], op["abilities"]) == ("ability_checks", ["dexterity"])


def test_those_you_miss_as_those_you_hit() -> None:
    (op,) = ops("Each creature you miss is slowed (save ends).")
    assert (op["target"], op["target_filters"]) == ("creatures", {"missed_by": "self"})
    (op,) = ops("Each creature you hit is slowed (save ends).")
    assert op["target_filters"] == {"hit_by": "self"}
    (op,) = ops("The ally takes 4 extra damage on a miss.")
    assert (op["if"], op["target"]) == ("miss", "ally")


def test_within_one_square_wherever_within_squares_is_read() -> None:
    (op,) = ops("The additional target must be within 1 square of the ally.")
    assert (op["op"], op["within"], op["of"]) == ("target_limit", 1, "ally")
    trig = ir("An enemy damages you while within 1 square of you")
    assert (trig["event"], trig["actor"]) == ("damage.take", {"role": "enemy", "within": 1})


def test_you_or_a_creature_you_may_not_be_is_two_parties() -> None:
    # you are never adjacent to yourself: you, or a creature adjacent to you (either), as
    # "you or an enemy adjacent to you" reads
    trig = ir("An enemy misses you or a creature adjacent to you")
    assert trig["target"] == {"role": "self"}
    assert [e["target"] for e in trig["either"]] == [{"role": "creature", "adjacent_to": "self"}]
    trig = ir("You or a creature in the zone makes a saving throw")
    assert trig["actor"] == {"role": "self"}
    assert trig["either"][0]["actor"] == {"role": "creature", "in_area": True}
    # within squares of you holds for you too: any creature there, one party
    trig = ir("You or a creature within 3 squares of you falls prone")
    assert trig["actor"] == {"role": "creature", "within": 3} and "either" not in trig


def test_you_and_one_enemy_or_creature_as_you_and_one_ally() -> None:
    mine, theirs = ops("You and one enemy in the zone each shift 1 square.")
    assert (mine["who"], theirs["who"]) == ("self", "enemies")
    assert theirs["who_filters"] == {"count": 1, "in_area": "zone"}
    (choice,) = ops("You or a creature you can see can stand up as a free action.")
    mine_ops, theirs_ops = choice["options"]
    assert (mine_ops[0]["who"], theirs_ops[0]["who"]) == ("self", "creatures")
    assert theirs_ops[0]["who_filters"] == {"count": 1, "visible": True}


def test_a_subject_the_op_has_no_place_for_is_refused_never_dropped() -> None:
    # the ops that say no doer are the user's: another subject would be read as you
    assert refused("The ally ends the effect.")
    assert refused("Each enemy knocks the target prone.")
    assert refused("The ally creates a zone in a close burst 2.")
    (op,) = ops("You knock the target prone.")
    assert (op["condition"], op["target"]) == ("prone", "target")
    (op,) = ops("The ally can slide the target 2 squares.")
    assert (op["op"], op["target"], op["by"]) == ("slide", "target", "ally")


def test_how_long_a_standing_trigger_stands_said_of_the_targets_turn_or_after_it() -> None:
    (op,) = ops(
        "Until the end of the target's next turn, each time an enemy hits your ally, "
        "you gain 2 temporary hit points."
    )
    assert (op["op"], op["duration"]) == ("standing_trigger", "end_of_target_next_turn")
    (op,) = ops(
        "The target takes 4 damage the first time each turn it shifts "
        "until the end of your next turn."
    )
    assert (op["duration"], op["once_per"]) == ("end_of_next_turn", "turn")
    assert op["trigger"]["text"] == "it shifts"
    (op,) = ops("The target takes 4 damage the first time each turn it shifts (save ends).")
    assert op["duration"] == "save_ends"
    # a time of no list is not read, never dropped
    assert refused("The target takes 4 damage whenever it shifts until the moon rises.")
