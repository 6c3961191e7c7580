"""Effect clauses read by general rules (issue 12, item 4): when an op holds.

Durations and what ends them, conditions of "if", "while" and "after" read by the trigger
grammar, standing triggers and times said within a turn. Each test reads a made-up sentence
(not corpus text) and asserts the ops, and where a rule must not widen, that the clause is
refused (the other general rules: tests/test_effect_general_*.py).
"""

from __future__ import annotations

import pytest

from tests.effectkit import ops, refused


@pytest.mark.parametrize(
    ("text", "duration"),
    [
        (
            "The target is slowed until the end of the triggering ally's next turn.",
            "end_of_target_next_turn",
        ),
        ("You are invisible until the end of the attacker's turn.", "end_of_target_turn"),
        (
            "You gain concealment until the end of that creature's current turn.",
            "end_of_target_turn",
        ),
        ("The ally is dazed until the start of its next turn.", "start_of_target_next_turn"),
    ],
)
def test_a_duration_ends_on_the_turn_of_any_creature_named_by_a_possessive(
    text: str, duration: str
) -> None:
    (op,) = ops(text)
    assert op["duration"] == duration


def test_a_failed_saving_throw_lead_says_after_how_many_failures_the_ops_hold() -> None:
    slowed, weakened, stunned = ops(
        "The enemy is slowed (save ends). First Failed Saving Throw: The enemy is weakened"
        " (save ends). Second Failed Saving Throw: The enemy is knocked unconscious."
    )
    assert "after_failed_saves" not in slowed
    assert (weakened["condition"], weakened["after_failed_saves"]) == ("weakened", 1)
    assert (stunned["condition"], stunned["after_failed_saves"]) == ("unconscious", 2)


def test_until_you_hit_keeps_whom() -> None:
    """ "until you hit the target" was "until hit": whom you hit was dropped."""
    (op,) = ops("You gain a +1 bonus to attack rolls until you hit the target.")
    assert (op["duration"], op["until"]) == ("until_event", "self hits target")
    (op,) = ops("The bonus lasts until the end of your next turn or until you hit an ally.")
    assert op["or_until"] == "self hits ally"


def test_a_time_at_the_end_of_a_movement_or_of_the_first_round() -> None:
    (op,) = ops("At the end of the slide, the target is knocked prone.")
    assert (op["condition"], op["at"]) == ("prone", "end_of_movement")
    (op,) = ops("Each ally gains a +1 bonus to AC until the end of the first round of combat.")
    assert op["duration"] == "end_of_first_round"


def test_conditions_that_are_words_of_other_rules_stay_conditions() -> None:
    for text, condition in [
        ("The target is unconscious (save ends).", "unconscious"),
        ("The enemy is knocked unconscious.", "unconscious"),
        ("You fall unconscious.", "unconscious"),
        ("The ally is dying.", "dying"),
        ("You are hidden until the end of your next turn.", "hidden"),  # the Stealth state
    ]:
        (op,) = ops(text)
        assert (op["op"], op["condition"]) == ("condition", condition), text


def test_by_whom_a_condition_is_imposed_and_an_attack_repeated() -> None:
    (op,) = ops("The enemy is immobilized by your familiar (save ends).")
    assert (op["condition"], op["by"], op["target"]) == ("immobilized", "familiar", "target")
    (op,) = ops("The target repeats the attack against one ally.")
    assert (op["op"], op["repeat"], op["target"], op["who"]) == ("attack", True, "ally", "target")
    (op,) = ops("You move 3 squares without provoking opportunity attacks.")
    assert (op["op"], op["distance"], op["provokes"]) == ("move", 3, False)


def test_what_must_have_happened_is_said_of_anyone_before_or_after_the_clause() -> None:
    (shift,) = ops("If the ally takes damage from the attack, the ally shifts 2 squares.")
    assert (shift["op"], shift["if"]) == ("shift", "ally damaged_by_attack")
    (dazed,) = ops("If you score a critical hit against the target, it is dazed.")
    assert dazed["if"] == "self scores_critical against target"
    (bonus,) = ops("If you end the move adjacent to the ally, you gain a +1 bonus to AC.")
    assert bonus["if"] == "self ends_movement adjacent_to ally"
    (slowed,) = ops("If the target is bloodied by the attack, it is slowed.")
    assert slowed["if"] == "target bloodied_by_attack"
    # "still" is kept, before the clause and after it
    (prone,) = ops("If you are still dazed, you fall prone.")
    assert prone["if"] == "self still dazed"
    (prone,) = ops("You fall prone if the target is still dying.")
    assert prone["if"] == "target still dying"
    (hit,) = ops("If your attack hits, the target is blinded.")
    assert hit["if"] == "hit"
    # "from the attack" is never dropped: damage from anything else is not read as it
    assert refused("If you take damage from the zone, you shift 1 square.")


def test_if_you_do_after_the_movement_and_stats_joined_by_and_to() -> None:
    (attack,) = ops("If you do, you can make the following attack against the enemy.")
    assert (attack["op"], attack["if"]) == ("attack", "done")
    (bonus,) = ops("When you do so, the ally gains a +1 bonus to AC.")
    assert (bonus["target"], bonus["if"]) == ("ally", "done")
    (check,) = ops("After the teleport, you can make a Stealth check to become hidden.")
    assert (check["at"], check["purpose"]) == ("end_of_movement", "hide")
    both = ops("You gain a +1 bonus to Will and to saving throws.")
    assert [o["stat"] for o in both] == ["will", "saving_throws"]


def test_a_condition_keeps_what_is_said_of_its_creature() -> None:
    # "an ally adjacent to you" is not any ally: the condition is never widened
    (shift,) = ops("If an ally adjacent to you takes damage from the attack, you shift 1 square.")
    assert shift["if"] == "ally adjacent_to=self damaged_by_attack"
    (shift,) = ops("You shift 1 square if a bloodied enemy is dazed.")
    assert shift["if"] == "enemies bloodied=True count=1 dazed"  # one of them


def test_until_an_event_ends_an_effect_and_names_who_does_it() -> None:
    # "until" + an event (not a turn's end) was read only after "or until"
    (op,) = ops("The target is weakened until it saves against this effect.")
    assert (op["duration"], op["until"]) == ("until_event", "target saves")
    (op,) = ops("You take a -1 penalty to AC until the triggering enemy hits you with an attack.")
    assert op["until"] == "triggering hits self"
    (op,) = ops("The target is blinded until it is no longer marked by you.")
    assert op["until"] == "target no_longer marked_by self"
    (op,) = ops("You gain resist 10 to all damage until you are no longer bloodied.")
    assert op["until"] == "self no_longer bloodied"
    (op,) = ops("Each ally gains a +1 bonus to Will until the zone ends.")
    assert op["until"] == "zone ends"
    (op,) = ops(
        "The zone lasts until the end of the encounter or until you dismiss it as a move action."
    )
    assert op["or_until"] == "self dismisses as move"
    # said in front of the sentence, it holds for each clause of it
    first, second = ops("Until the enemy saves, you gain combat advantage and the enemy is slowed.")
    assert first["until"] == second["until"] == "target saves"
    # an event the list does not have is refused, never read as a turn's end
    assert refused("The target is slowed until it sings a song.")


def test_where_someone_is_is_a_condition_of_if_and_while() -> None:
    (op,) = ops("If the ally is adjacent to you, the ally gains a +1 bonus to AC.")
    assert op["if"] == "ally adjacent_to=self"
    (op,) = ops("The enemy is immobilized if it is within 2 squares of the ally.")
    assert op["if"] == "target of=ally within=2"
    (op,) = ops("If you have combat advantage against the target, it is blinded.")
    assert op["if"] == "self combat_advantage against target"
    first, second = ops("While you are in the burst, you gain cover and each enemy is slowed.")
    assert first["while"] == second["while"] == "self in_area=burst"
    (op,) = ops("You take a -2 penalty to AC while you are bloodied.")
    assert op["while"] == "self bloodied"
    (op,) = ops("The target grants combat advantage while it is marked by an ally.")
    assert op["while"] == "target marked_by=ally"
    assert refused("You gain cover while you are singing.")


def test_the_next_attack_said_any_way_keeps_its_kinds() -> None:
    (op,) = ops("The next attack you make before the end of your turn deals 1d8 extra damage.")
    assert (op["op"], op["on"], op["dice"], op["duration"]) == (
        "extra_damage",
        "next_attack",
        "1d8",
        "end_of_turn",
    )
    # "melee" and "weapon" were dropped: any next attack
    (op,) = ops("Your next ranged weapon attack deals 2d6 extra damage.")
    assert op["attack_kinds"] == ["ranged", "weapon"]
    (op,) = ops(
        "Your next melee attack against the enemy gains a +3 power bonus to the attack roll."
    )
    assert (op["op"], op["stat"], op["value"], op["on"], op["against"], op["attack_kinds"]) == (
        "bonus",
        "attack",
        3,
        "next_attack",
        "target",
        ["melee"],
    )


def test_the_next_or_first_time_is_a_standing_trigger_that_fires_once() -> None:
    (op,) = ops("The next time an enemy attacks, you gain a +1 bonus to AC.")
    assert (op["op"], op["once"], op["duration"]) == ("standing_trigger", True, None)
    assert op["ops"][0]["op"] == "bonus"
    (op,) = ops(
        "The first time an ally hits an enemy before the end of your next turn, "
        "the ally regains 5 hit points."
    )
    assert (op["once"], op["duration"], op["trigger"]["event"]) == (
        True,
        "end_of_next_turn",
        "attack.hit",
    )
    (op,) = ops("Whenever an enemy attacks, you gain a +1 bonus to AC.")
    assert "once" not in op
    # "the target" of an effect is the power's: the trigger's "your target", never any
    # creature (the test of "the target" in events below)
    (op,) = ops("Whenever you hit the target, you gain a +1 bonus to AC.")
    assert op["trigger"]["target"] == {"role": "creature", "your_target": True}
    # a time of no list after the trigger is refused, never dropped
    assert refused("The next time an enemy attacks before sunrise, you shift 1 square.")


def test_a_time_said_of_an_op_that_does_not_last_is_kept() -> None:
    # it was dropped: "regains 5 hit points until ..." read as a heal with no time
    (op,) = ops("The ally regains 5 hit points until the end of your next turn.")
    assert (op["op"], op["duration"]) == ("heal", "end_of_next_turn")
    # beside an op that lasts, the time is that op's alone
    pull, dazed = ops("The enemy is pulled 2 squares and dazed until the end of your next turn.")
    assert "duration" not in pull and dazed["duration"] == "end_of_next_turn"


def test_an_event_condition_is_read_by_the_trigger_grammar() -> None:
    # "If <event>, ..." where the event is no state: what a trigger reads, read the same
    (op,) = ops("If an enemy misses you, you gain a +1 bonus to AC.")
    assert op["if_event"]["event"] == "attack.miss"
    assert (op["if_event"]["actor"], op["if_event"]["target"]) == (
        {"role": "enemy"},
        {"role": "self"},
    )
    assert (op["op"], op["stat"]) == ("bonus", "ac")
    # for each clause of its sentence
    first, second = ops(
        "If an ally is hit by a ranged attack, you shift 1 square and you gain cover."
    )
    assert first["if_event"] == second["if_event"]
    assert first["if_event"]["qualifiers"] == {"attack_kind": "ranged"}
    # after the clause, and led by "after" / "before"
    (op,) = ops("You can shift 2 squares if an ally hits you.")
    assert op["if_event"]["event"] == "attack.hit"
    (op,) = ops("After an enemy hits you, you shift 1 square.")
    assert op["after_event"]["event"] == "attack.hit"
    # "it" after an event would be the event's creature: refused, never read as the
    # power's target ("the target" of an event is the power's: see below)
    assert refused("If an enemy hits you, it takes 5 damage.")
    assert refused("If an enemy sings, you shift 1 square.")


def test_an_effect_lasts_until_an_event_the_trigger_grammar_reads() -> None:
    first, second = ops("Until you move, you gain cover and the ally gains concealment.")
    assert first["duration"] == second["duration"] == "until_event"
    assert first["until_trigger"] == second["until_trigger"]
    assert (first["until_trigger"]["event"], first["until_trigger"]["actor"]) == (
        "move",
        {"role": "self"},
    )
    (op,) = ops("The ally gains a +1 bonus to AC until an enemy misses the ally.")
    assert op["until_trigger"]["event"] == "attack.miss"
    # an event of someone named before ("it", "the target") is refused, and so is one no
    # trigger reads
    assert refused("You gain cover until it shifts away.")
    assert refused("You gain cover until you are sung to.")


def test_a_standing_trigger_stands_for_the_rest_of_the_encounter_or_this_turn() -> None:
    (op,) = ops(
        "For the rest of the encounter, whenever an ally hits you, you gain 1 temporary hit point."
    )
    assert (op["op"], op["duration"]) == ("standing_trigger", "encounter")
    (op,) = ops("Until the end of your turn, whenever you hit an enemy, you shift 1 square.")
    assert op["duration"] == "end_of_turn"
    (op,) = ops("Until the rage ends, whenever an enemy misses you, you shift 1 square.")
    assert op["duration"] == "rage"


def test_a_relative_clause_of_any_creature_is_a_standing_trigger() -> None:
    (op,) = ops("Any enemy that attacks you before the end of your next turn takes 5 damage.")
    assert (op["op"], op["duration"], op["trigger"]["event"]) == (
        "standing_trigger",
        "end_of_next_turn",
        "attack.target",
    )
    assert (op["ops"][0]["op"], op["ops"][0]["target"]) == ("damage", "triggering")
    (op,) = ops("Until the end of the encounter, each creature that hits you is dazed (save ends).")
    assert (op["duration"], op["trigger"]["event"]) == ("encounter", "attack.hit")
    assert op["ops"][0]["condition"] == "dazed"
    assert refused("Any enemy that sings takes 5 damage.")


def test_a_standing_trigger_after_a_clause_is_a_clause_of_its_own() -> None:
    bonus, standing = ops(
        "Until the stance ends, you gain a +1 bonus to AC, and whenever an enemy hits you, "
        "you shift 1 square."
    )
    assert (bonus["op"], bonus["duration"]) == ("bonus", "stance")
    # the sentence's lead is how long the trigger stands too
    assert (standing["op"], standing["duration"]) == ("standing_trigger", "stance")
    assert standing["ops"][0]["op"] == "shift"


def test_a_condition_after_and_starts_a_clause_of_its_own() -> None:
    slowed, dazed = ops("The enemy is slowed, and if the enemy is bloodied, it is also dazed.")
    assert "if" not in slowed
    assert (dazed["condition"], dazed["if"]) == ("dazed", "target bloodied")


def test_more_conditions_composed_of_the_same_pieces() -> None:
    (op,) = ops("If the triggering attack was an area attack, you gain a +2 bonus to Reflex.")
    assert op["if"] == "attack area"
    (op,) = ops("If the attack was a critical hit, the ally regains 5 hit points.")
    assert op["if"] == "critical"
    (op,) = ops("If the triggering attack deals damage, you shift 1 square.")
    assert op["if"] == "attack_deals_damage"
    (op,) = ops("If you are within 2 squares of the ally, you gain a +1 bonus to AC.")
    assert op["if"] == "self of=ally within=2"
    (op,) = ops("If the enemy is your quarry, you gain combat advantage against it.")
    assert op["if"] == "target quarry"
    (op,) = ops("If you reduce a bloodied enemy to 0 hit points, you regain 5 hit points.")
    assert op["if"] == "enemies bloodied=True count=1 drops to 0 hit points by self"


def test_when_within_a_turn_and_how_often_said_in_front_of_a_sentence() -> None:
    (op,) = ops("Once per round, you can shift 1 square as a free action.")
    assert (op["once_per"], op["action"]) == ("round", "free")
    first, second = ops("During your next turn, you gain a +1 bonus to AC and the ally gains cover")
    assert first["during"] == second["during"] == "next_turn"
    (op,) = ops("Before the end of the encounter, you can spend a healing surge.")
    assert op["before"] == "encounter"
    (op,) = ops("You gain an extra minor action during your first turn in the encounter.")
    assert op["during"] == "first_turn"
    (op,) = ops("Until the end of the encounter or until the ally falls unconscious, you hide")
    assert (op["what"], op["or_until"]) == ("hide", "ally falls unconscious")


def test_an_event_condition_keeps_the_time_it_must_happen_by() -> None:
    text = "If the target makes an attack roll before the end of your next turn, it takes 5 damage."
    (op,) = ops(text)
    assert (op["if_event"]["event"], op["if_event_by"]) == ("attack.roll", "end_of_next_turn")
    # a time of no list is refused, never dropped
    assert refused("If an enemy hits you before sunrise, you shift 1 square.")
