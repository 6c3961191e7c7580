"""Effect clauses read wrong, found by a seeded audit of inner-train's read clauses (round
35, prec4e; docs/phrases.md "Effect clauses: a precision audit"): each is now read right or
refused. Every test reads made-up sentences (not corpus text)."""

from __future__ import annotations

from counterplay.compiler.to_ir import effect_clauses
from tests.effectkit import ops, refused


def test_a_time_said_after_a_group_gives_its_second_end_to_each_phrase() -> None:
    # "until you are hit ... or until the end of your next turn" after the last verb phrase:
    # the phrases before it took the duration alone (`or_until` dropped: lasting longer)
    veiled, bonus = ops(
        "You gain concealment and a +1 bonus to Reflex until you are hit by an attack"
        " or until the end of your next turn."
    )
    for op in (veiled, bonus):
        assert (op["duration"], op["or_until"]) == ("end_of_next_turn", "hit_by_attack"), op
    slowed, penalty = ops(
        "The target is weakened and takes a -1 penalty to Will until the end of your next"
        " turn or until you attack."
    )
    assert (slowed["or_until"], penalty["or_until"]) == ("attack", "attack")
    # an event alone as the time ("until the target saves"): the event too, not the bare kind
    weakened, penalty = ops("The target is weakened and takes a -1 penalty to AC until it saves.")
    assert weakened["duration"] == penalty["duration"] == "until_event"
    assert weakened["until"] == penalty["until"]
    # a time of its own stays the phrase's own
    dazed, slowed = ops(
        "The target is dazed (save ends) and takes a -1 penalty to AC until the end of your"
        " turn or until you attack."
    )
    assert (dazed["duration"], "or_until" in dazed) == ("save_ends", False)
    assert (slowed["duration"], slowed["or_until"]) == ("end_of_turn", "attack")


def test_a_leading_time_lasts_a_rider_on_attacks_in_a_later_clause() -> None:
    # "Until ..., X, and <someone>'s attacks deal N extra damage": the rider lasts as long
    # (read with no time: for ever)
    _, rider = ops(
        "Until the end of your next turn, the ally gains a +1 bonus to AC and the target's"
        " attacks deal 3 extra cold damage."
    )
    assert (rider["op"], rider["on"], rider["duration"]) == (
        "extra_damage",
        "attacks",
        "end_of_next_turn",
    )
    _, rider = ops(
        "Until the end of the encounter, you gain a +1 bonus to Will, and your ranged"
        " attacks deal 2 extra damage."
    )
    assert (rider["attack_kinds"], rider["duration"]) == (["ranged"], "encounter")


def test_a_pronoun_after_use_is_a_name_alone() -> None:
    # "use it immediately" read as a power named "it immediately" ("immediately" dropped
    # into the name): "it" is the name alone, and a word after it no rule reads is refused
    assert refused("You use it immediately.")
    assert refused("You use them at once.")
    # "it" alone: the power named before, as before (the runtime does not look for it)
    (op,) = ops("You use it again against the target.")
    assert (op["op"], op["power"], op["on"]) == ("use_power", "it", "target")
    # a power named by its own words, as before
    (op,) = ops("You use gloomweave strike.")
    assert (op["op"], op["power"]) == ("use_power", "gloomweave strike")


def test_a_power_regained_keeps_attack_and_the_one_named_before_is_refused() -> None:
    # "an encounter attack power": an attack power (a utility one is not: it read as any
    # encounter power, "attack" dropped)
    (op,) = ops("The ally regains the use of an expended encounter attack power.")
    assert (op["op"], op["power_kind"], op["attack_power"]) == ("recharge", "encounter", True)
    (op,) = ops("You regain the use of a daily attack power that you have already used.")
    assert (op["power_kind"], op["expended"], op["attack_power"]) == ("daily", True, True)
    (op,) = ops("You regain the use of an encounter power.")
    assert op["power_kind"] == "encounter" and "attack_power" not in op
    # "the encounter attack power", "your daily power": one named before (the triggering
    # one, or one the effect named), which is not read; it read as any power of the kind
    assert refused("The ally regains the use of the encounter attack power.")
    assert refused("You regain the use of your daily power.")
    assert refused("The ally regains the use of its expended encounter power.")
    # "at-will" was dropped ("an at-will attack power" read as any power): refused
    assert refused("You regain the use of an at-will attack power.")


def test_a_verb_phrase_after_your_next_attack_is_said_of_that_attack() -> None:
    # "Your next attack ... gains a +2 bonus ... and deals 1[W] extra damage": the damage
    # read as damage dealt now to the target (the next attack, its time and kinds dropped)
    bonus, rider = ops(
        "Your next ranged attack against the target before the end of your next turn gains"
        " a +1 bonus to the attack roll and deals 2d6 extra damage."
    )
    assert (bonus["on"], bonus["against"]) == ("next_attack", "target")
    assert (rider["op"], rider["on"], rider["duration"], rider["attack_kinds"]) == (
        "extra_damage",
        "next_attack",
        "end_of_next_turn",
        ["ranged"],
    )
    assert rider["target"] == "target" and "extra" not in rider
    # and the other way round: a bonus after the rider is that attack's too
    rider, bonus = ops(
        "Your next attack against the triggering enemy deals 1d8 extra damage and gains a"
        " +2 bonus to the damage roll."
    )
    assert (rider["on"], rider["target"]) == ("next_attack", "triggering")
    assert (bonus["op"], bonus["on"], bonus["against"]) == ("bonus", "next_attack", "triggering")
    # anything else said of an attack is refused (it read as the user's act)
    assert refused("Your next attack gains a +2 bonus to the attack roll and slides the target.")
    # a subject of its own after it, as before
    _, shift = ops("Your next attack gains a +2 bonus to the attack roll, and you shift 1 square.")
    assert (shift["op"], shift["who"]) == ("shift", "self")


def test_whom_your_next_attack_is_against_keeps_what_narrows_it() -> None:
    # "against a bloodied enemy": the bonus read as against any enemy ("bloodied" dropped)
    (bonus,) = ops("Your next attack against a bloodied enemy gains a +2 bonus to the attack roll.")
    assert (bonus["against"], bonus["against_filters"]["bloodied"]) == ("enemies", True)
    bonus, rider = ops(
        "Your next attack against an enemy adjacent to you gains a +1 bonus to the attack"
        " roll and deals 3 extra damage."
    )
    assert bonus["against_filters"]["adjacent_to"] == "self"
    assert (rider["target"], rider["target_filters"]["adjacent_to"]) == ("enemies", "self")


def test_a_hit_said_after_an_attack_not_read_is_refused() -> None:
    # "<subject> repeats the attack against <not read> and deals 5 extra damage on a hit":
    # the hit is of the attack in the part not read (it read alone, as the power's hit)
    text = (
        "The ally repeats the attack against a creature within 3 squares of the original"
        " target and deals 1d6 extra damage on a hit."
    )
    assert [ops[0]["op"] for _, ops, _ in effect_clauses(text)] == ["unparsed", "unparsed"]
    # a condition or time inside the part not read, cut at its comma: the verb phrase after
    # it read without it ("if it hits" dropped: dealt on a miss too)
    text = "The ally makes a zorbling attack and, if it hits, deals 4 extra damage."
    assert [ops[0]["op"] for _, ops, _ in effect_clauses(text)] == ["unparsed", "unparsed"]
    text = "You make a zorbling attack and, until the end of your next turn, gain a +2 bonus to AC."
    assert [ops[0]["op"] for _, ops, _ in effect_clauses(text)] == ["unparsed", "unparsed"]
    # a verb phrase that says no outcome after such a part, as before (its subject read)
    said = effect_clauses(
        "The ally makes a zorbling attack against the target and shifts 1 square."
    )
    (_, (attack,), _), (_, (shift,), _) = said
    assert (attack["op"], shift["op"], shift["who"]) == ("unparsed", "shift", "ally")


def test_a_leading_time_is_kept_by_a_later_clause_with_no_lasting_op() -> None:
    # "Until ..., X and deals 1d6 extra damage with melee attacks": the later clause lost
    # the time (read as damage once); it keeps it as said, as the lead's own clause does
    _, rider = ops(
        "Until the end of your next turn, the ally grants combat advantage and deals 1d6"
        " extra damage with ranged attacks."
    )
    assert (rider["with_attacks"], rider["duration"]) == ("ranged", "end_of_next_turn")
    _, use = ops("Until the stance ends, you gain a +1 bonus to AC, and you can use mire stride.")
    assert (use["op"], use["duration"]) == ("use_power", "stance")
    # (what completes the op before it takes no time: the rolls' is theirs)
    rolls, keep = ops("Until the end of your turn, you roll damage twice and use either result.")
    assert rolls["duration"] == "end_of_turn" and "duration" not in keep


def _read(text: str) -> list[str]:
    """The first op of each clause of ``text``."""
    return [ops[0]["op"] for _, ops, _ in effect_clauses(text)]


def test_what_hangs_on_a_choice_not_read_is_refused() -> None:
    # ", or <subject> <not read> and regain 5 hit points": the healing is one option of a
    # choice not read (it read as healing for sure)
    assert _read(
        "You make a saving throw against the zorbling effect, or you spend a healing surge"
        " and regain 4 hit points."
    ) == ["unparsed", "unparsed"]
    assert _read(
        "The ally can either shift 1 square or make a zorbling check and use either result."
    ) == ["unparsed", "unparsed"]
    # read as before when the choice is read
    (choice,) = ops("The target either shifts 1 square or stands up.")
    assert choice["op"] == "choice"
    # "or" inside a noun phrase (no comma before it) says no choice of verb phrases: the one
    # after it is read as before
    said = "You push the target or the ally 1 square and shift 1 square."
    assert _read(said) == ["unparsed", "shift"]
