"""Effect clauses read by general rules (issue 12, item 4): what each rule says in the IR.

Each rule is written once for a kind of phrase (a list joined by "or", an amount, a
possessive, a qualifier), not for a sentence; each test reads a made-up sentence (not
corpus text) and asserts the ops, and where a rule must not widen, that the clause is
refused.
"""

from __future__ import annotations

from typing import Any

import pytest

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


def test_amounts_compose_from_dice_abilities_and_plus() -> None:
    (op,) = ops("You regain hit points equal to your surge value + 1d6.")
    assert (op["op"], op["amount"]) == ("heal", {"sum": ["healing surge value", "1d6"]})
    (op,) = ops("The ally gains temporary hit points equal to 2d8.")
    assert op["amount"] == "2d8"
    (op,) = ops("You gain temporary hit points equal to your Wisdom.")
    assert op["amount"] == "wisdom modifier"
    (op,) = ops("The target takes a penalty to AC equal to your Strength or Dexterity modifier.")
    assert op["value"] == "strength or dexterity modifier"
    (op,) = ops("You gain a bonus to AC equal to the higher of your Wisdom or Charisma modifier.")
    assert op["value"] == "higher of wisdom or charisma modifier"
    (op,) = ops("The damage is reduced by 5 plus your Constitution modifier.")
    assert (op["op"], op["amount"]) == ("resist", {"sum": [5, "constitution modifier"]})


@pytest.mark.parametrize(
    ("text", "key", "kept"),
    [
        (
            "You regain hit points equal to 3 + your level.",
            "amount",
            {"sum": [3, {"of": "level", "whose": "self"}]},
        ),
        (
            "The ally gains temporary hit points equal to half the target's bloodied value.",
            "amount",
            {"times": 0.5, "whose": "target", "of": "bloodied value"},
        ),
        (
            "You regain hit points equal to twice your Charisma modifier.",
            "amount",
            {"times": 2, "whose": "self", "of": "charisma modifier"},
        ),
        (
            "The target takes damage equal to half the triggering damage.",
            "amount",
            {"times": 0.5, "of": "triggering damage"},
        ),
        ("You regain hit points equal to the damage dealt.", "amount", {"of": "damage dealt"}),
        ("You regain hit points equal to the damage you took.", "amount", {"of": "damage taken"}),
        (
            "The ally regains hit points equal to its level.",
            "amount",
            {"of": "level", "whose": "it"},
        ),
        ("You shift your speed + 3.", "distance", {"sum": ["speed", 3]}),
        (
            "The ally can shift a number of squares equal to twice your speed.",
            "distance",
            {"times": 2, "of": "speed"},
        ),
        (
            "You shift a number of squares equal to half your Wisdom modifier.",
            "distance",
            {"times": 0.5, "whose": "self", "of": "wisdom modifier"},
        ),
        (
            "The ally gains temporary hit points equal to the target's Wisdom modifier.",
            "amount",
            {"of": "wisdom modifier", "whose": "target"},
        ),
        (
            "The ally regains hit points equal to its healing surge value.",
            "amount",
            {"of": "healing surge value", "whose": "it"},
        ),
        ("You regain hit points equal to your Wisdom modifier.", "amount", "wisdom modifier"),
    ],
)
def test_a_formula_keeps_each_of_its_parts(text: str, key: str, kept: Any) -> None:
    """An amount said as a formula was the bare word "formula": what it is of, whose, how
    many times and what is added are kept now (never widen: "half the target's level" is
    not "your level")."""
    (op,) = ops(text)
    assert op[key] == kept


@pytest.mark.parametrize(
    ("text", "against"),
    [
        ("The ally makes a saving throw against each effect on it that a save can end.", None),
        ("You make a saving throw against each effect that a save can end.", "each_effect"),
        ("The ally can make a saving throw against the ongoing damage.", "ongoing_damage"),
        ("You make a saving throw against one effect that a save can end.", "one_effect"),
        ("You can make a saving throw against the triggering condition.", "triggering_condition"),
        ("You make a saving throw against that effect, with a +2 bonus.", "that_effect"),
    ],
)
def test_what_a_saving_throw_is_against_is_kept(text: str, against: str | None) -> None:
    """It was dropped: a save against the ongoing damage read as a save against anything."""
    if against is None:  # ("on it": not a way the game says it; refused, not read in part)
        assert refused(text)
        return
    (op,) = ops(text)
    assert (op["op"], op["against"]) == ("save", against)


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


def test_until_you_hit_keeps_whom() -> None:
    """ "until you hit the target" was "until hit": whom you hit was dropped."""
    (op,) = ops("You gain a +1 bonus to attack rolls until you hit the target.")
    assert (op["duration"], op["until"]) == ("until_event", "self hits target")
    (op,) = ops("The bonus lasts until the end of your next turn or until you hit an ally.")
    assert op["or_until"] == "self hits ally"


def test_a_second_thing_taken_after_and_is_taken_too() -> None:
    penalty, ongoing = ops(
        "The enemy takes a -2 penalty to Will and ongoing 5 cold damage (save ends both)."
    )
    assert (penalty["op"], penalty["stat"], penalty["target"]) == ("penalty", "will", "target")
    assert (ongoing["op"], ongoing["ongoing"], ongoing["types"]) == ("damage", True, ["cold"])
    assert penalty["duration"] == ongoing["duration"] == "save_ends"
    # after a comma, ongoing damage stays the rider of the damage before it (one clause)
    assert len(effect_clauses("2d6 cold damage, and ongoing 5 cold damage (save ends).")) == 1


def test_you_and_a_partner_each_get_the_ops() -> None:
    mine, theirs = ops("You and the primary target each take 3 damage.")
    assert (mine["target"], theirs["target"]) == ("self", "target")
    mine, theirs = ops("You and your beast companion shift 3 squares.")
    assert (mine["who"], theirs["who"]) == ("self", "beast_companion")
    mine, theirs = ops("You and each creature adjacent to you are slowed.")
    assert (theirs["target"], theirs["target_filters"]) == ("creatures", {"adjacent_to": "self"})
    assert mine["target"] == "self"


def test_what_a_creature_cannot_do_is_a_list_of_preventions() -> None:
    attack, see = ops("The enemy can't attack the target or see you (save ends).")
    assert (attack["what"], attack["against"], see["what"], see["of"]) == (
        "attack",
        "target",
        "see",
        "self",
    )
    assert attack["duration"] == see["duration"] == "save_ends"
    # whom "attack" is against may be the "you" at the end: not read one item at a time
    assert refused("The enemy can't attack or see you.")
    (op,) = ops("The target cannot benefit from total concealment or superior cover.")
    assert (op["what"], op["from"]) == ("benefit", ["total_concealment", "superior_cover"])
    power, objects = ops("The target can't use daily attack powers or manipulate objects.")
    assert (power["what"], power["power"]) == ("use_power", {"power_kind": "daily"})
    assert objects["what"] == "manipulate_objects"
    heal, temp = ops("Each ally in the zone cannot regain hit points or gain temporary hit points.")
    assert (heal["what"], temp["what"]) == ("heal", "temp_hp")
    (op,) = ops("The target can't move closer to you.")
    assert (op["what"], op["closer_to"]) == ("move", "self")
    # what the list does not know is not read
    assert refused("The target can't attack or juggle.")


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


def test_a_time_at_the_end_of_a_movement_or_of_the_first_round() -> None:
    (op,) = ops("At the end of the slide, the target is knocked prone.")
    assert (op["condition"], op["at"]) == ("prone", "end_of_movement")
    (op,) = ops("Each ally gains a +1 bonus to AC until the end of the first round of combat.")
    assert op["duration"] == "end_of_first_round"


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


def test_more_noun_phrases_in_every_slot() -> None:
    (op,) = ops("A creature you choose is pushed 2 squares.")
    assert (op["op"], op["target"], op["target_filters"]) == (
        "push",
        "creatures",
        {"count": 1, "chosen": True},
    )
    (op,) = ops("You slide the enemy nearest to you 1 square.")
    assert (op["target"], op["target_filters"]) == ("enemies", {"nearest_to": "self"})
    (op,) = ops("The summoned creature gains a +2 bonus to AC.")
    assert (op["target"], op["target_filters"]) == ("creatures", {"summoned": True})
    (op,) = ops("Every ally adjacent to you gains 3 temporary hit points.")
    assert (op["target"], op["target_filters"]) == ("allies", {"adjacent_to": "self"})
    (op,) = ops("Up to three enemies are dazed.")
    assert (op["target"], op["target_filters"]) == ("enemies", {"count_up_to": 3})
    (op,) = ops("You mark one or two creatures.")
    assert op["target_filters"] == {"count_up_to": 2, "count_at_least": 1}
    (op,) = ops("Two allies regain 4 hit points.")
    assert (op["target"], op["target_filters"]) == ("allies", {"count": 2})
    (op,) = ops("One unconscious ally regains 4 hit points.")
    assert op["target_filters"] == {"condition": "unconscious"}


def test_a_creature_named_by_what_it_does_on_its_turn() -> None:
    (op,) = ops("Any enemy that starts its turn within 2 squares of you takes 3 fire damage.")
    assert (op["target"], op["target_filters"]) == ("enemies", {"starts_turn": {"within": 2}})
    (op,) = ops("Each creature that ends its turn in the zone is slowed.")
    assert op["target_filters"] == {"ends_turn": {"in_area": "zone"}}
    (op,) = ops("Any ally that enters a square adjacent to the target gains a +1 bonus to AC.")
    assert op["target_filters"] == {"enters": {"adjacent_to": "target"}}


def test_a_damage_type_said_by_reference() -> None:
    (op,) = ops("You gain resist 10 to damage of that type until the end of the encounter.")
    assert (op["op"], op["amount"], op["types"]) == ("resist", 10, ["named_before"])
    (op,) = ops("You gain resist 5 to that damage type or types.")
    assert op["types"] == ["named_before"]
    (op,) = ops("The enemy takes 4 damage of the type dealt by the triggering attack.")
    assert (op["op"], op["bonus"], op["types"]) == ("damage", 4, ["triggering"])
    (op,) = ops("The target takes ongoing 5 damage of that type (save ends).")
    assert (op["ongoing"], op["types"], op["duration"]) == (True, ["named_before"], "save_ends")
    # "5 ongoing lightning damage" stays ongoing damage of its own type
    (op,) = ops("The target takes 5 ongoing lightning damage.")
    assert (op["ongoing"], op["types"]) == (True, ["lightning"])


def test_where_a_movement_ends_and_what_an_attack_replaces() -> None:
    (op,) = ops("You shift 3 squares to a square that is not adjacent to the enemy.")
    assert op["destination"] == "not adjacent to target"
    (op,) = ops("You can use an encounter attack power instead of a melee basic attack.")
    # (of the kind said: "melee" is kept, never widened to any basic attack)
    assert (op["op"], op["instead_of"]) == ("attack", "melee_basic_attack")
    (op,) = ops("Any enemy that enters the zone or starts its turn there takes 5 damage.")
    assert op["target_filters"] == {
        "any_of": [{"enters": {"in_area": "zone"}}, {"starts_turn": {"there": True}}]
    }
    (op,) = ops("Each creature that enters a square within 2 squares of you is slowed.")
    assert op["target_filters"] == {"enters": {"within": 2}}


def test_a_number_said_before_grows_now_or_at_higher_levels() -> None:
    (op,) = ops("The penalty increases to -4.")
    assert op == {"op": "increase", "what": "penalty", "to": -4}
    (op,) = ops("The extra damage increases to 3d6 at 11th level and 4d6 at 21st level.")
    assert op == {
        "op": "increase",
        "what": "extra_damage",
        "to_at_levels": {"11": "3d6", "21": "4d6"},
    }
    (op,) = ops("The resistance increases by 5 (10 at 11th level and 15 at 21st level).")
    assert (op["by"], op["by_at_levels"]) == (5, {"11": 10, "21": 15})
    (op,) = ops("The distance of the shift increases by 2.")
    assert (op["what"], op["by"]) == ("distance", 2)
    (op,) = ops("The size of the burst increases by 1.")
    assert (op["what"], op["by"]) == ("area_size", 1)
    assert refused("The bonus increases a lot.")


def test_by_whom_a_condition_is_imposed_and_an_attack_repeated() -> None:
    (op,) = ops("The enemy is immobilized by your familiar (save ends).")
    assert (op["condition"], op["by"], op["target"]) == ("immobilized", "familiar", "target")
    (op,) = ops("The target repeats the attack against one ally.")
    assert (op["op"], op["repeat"], op["target"], op["who"]) == ("attack", True, "ally", "target")
    (op,) = ops("You move 3 squares without provoking opportunity attacks.")
    assert (op["op"], op["distance"], op["provokes"]) == ("move", 3, False)


def test_immunity_reads_the_games_lists_and_refuses_other_words() -> None:
    (op,) = ops("The ally is immune to fear and sleep effects until the end of your next turn.")
    assert op == {
        "op": "immune",
        "to": ["fear", "sleep"],
        "target": "ally",
        "duration": "end_of_next_turn",
    }
    (op,) = ops("You gain immunity to poison, disease, and dazed.")
    assert (op["op"], op["to"], op["target"]) == ("immune", ["poison", "disease", "dazed"], "self")
    # a word of no list of the game is not an immunity read
    assert refused("The target is immune to boredom.")


def test_resistances_held_paired_and_chosen() -> None:
    (op,) = ops("The target has vulnerable 5 cold until the end of your next turn.")
    assert (op["op"], op["amount"], op["types"], op["duration"]) == (
        "vulnerable",
        5,
        ["cold"],
        "end_of_next_turn",
    )
    (op,) = ops("The ally has resist 10 to all damage.")
    assert (op["op"], op["amount"], op["types"], op["target"]) == ("resist", 10, ["all"], "ally")
    # two named at once, each of the amount
    pair = ops("You gain cold resistance and fire vulnerability equal to your level.")
    assert [(o["op"], o["types"], o["amount"]) for o in pair] == [
        ("resist", ["cold"], {"of": "level", "whose": "self"}),
        ("vulnerable", ["fire"], {"of": "level", "whose": "self"}),
    ]
    # "of your choice: ...": one of them, not all
    (choice,) = ops("The ally gains resist 5 to a damage type of your choice: acid or thunder.")
    assert choice["op"] == "choice" and choice["of"] == "ops"
    assert [o[0]["types"] for o in choice["options"]] == [["acid"], ["thunder"]]
    assert {o[0]["amount"] for o in choice["options"]} == {5}


def test_both_you_and_a_partner_each_get_the_ops() -> None:
    ops_ = ops("Both you and the ally gain a +3 power bonus to Will.")
    assert [(o["target"], o["stat"], o["value"]) for o in ops_] == [
        ("self", "will", 3),
        ("ally", "will", 3),
    ]


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


def test_a_roll_made_twice_keeps_what_is_rolled_twice() -> None:
    (twice, keep) = ops("The ally rolls two d12s for the saving throw, and uses either result.")
    assert twice == {"op": "roll_twice", "what": "d12", "for": ["saving_throws"], "who": "ally"}
    assert keep["op"] == "keep_result"
    (twice,) = ops("You can make two damage rolls.")
    assert (twice["what"], twice["who"]) == ("damage", "self")
    (twice,) = ops("You roll a d8 twice.")
    assert twice["what"] == "d8"
    # once is a roll, not a roll twice
    (once,) = ops("You roll a d8.")
    assert once == {"op": "roll", "die": "d8", "who": "self"}


def test_speeds_of_other_modes_and_rolled_distances() -> None:
    (fly, hover) = ops(
        "In this form, the ally gains a fly speed equal to your speed and can hover."
    )
    assert fly == {
        "op": "speed_mode",
        "mode": "fly",
        "speed": "speed",
        "target": "ally",
        "duration": "form",
    }
    assert (hover["mode"], hover["target"]) == ("hover", "ally")
    (climb,) = ops("You have a climb speed of 3.")
    assert (climb["mode"], climb["speed"]) == ("climb", 3)
    (pull,) = ops("You pull the target up to 1d4 squares.")
    assert (pull["op"], pull["distance"]) == ("pull", "1d4")
    assert refused("You gain a glide speed of 3.")


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


def test_your_ally_one_target_and_partners_of_you() -> None:
    (bonus,) = ops("Your ally gains a +2 bonus to AC.")
    assert (bonus["target"], bonus["value"]) == ("ally", 2)
    (dazed,) = ops("One target is dazed.")
    assert dazed["target"] == "one_target"
    (swap,) = ops("You and that enemy swap places.")
    assert (swap["op"], swap["with"], swap["who"]) == ("swap", "target", "self")
    both = ops("You and the creature each take 5 damage.")
    assert [o["target"] for o in both] == ["self", "target"]
    both = ops("The ally and the target each take 5 damage.")
    assert [(o["op"], o["target"]) for o in both] == [("damage", "ally"), ("damage", "target")]


def test_actions_prevented_by_kind_zones_moved_and_the_turns_start() -> None:
    (op,) = ops("The enemy can't take reactions until the end of your next turn.")
    assert (op["op"], op["what"], op["duration"]) == (
        "prevent",
        "immediate_actions",
        "end_of_next_turn",
    )
    (op,) = ops("The target cannot take standard actions (save ends).")
    assert op["what"] == "standard_actions"
    push, prone = ops("The ally is pulled 3 squares and knocked prone.")
    assert (push["op"], push["distance"], push["target"]) == ("pull", 3, "ally")
    assert (prone["condition"], prone["target"]) == ("prone", "ally")
    (moved,) = ops("As a minor action, you can move the conjuration 4 squares.")
    assert moved == {
        "op": "move_placed",
        "what": "conjuration",
        "distance": 4,
        "who": "self",
        "action": "minor",  # (the lead is read: test_the_action_an_effect_is_taken_as_is_kept)
    }
    (moved,) = ops("The zone moves with the ally.")
    assert moved == {"op": "move_placed", "what": "zone", "with": "ally"}
    (sustain,) = ops("You can sustain the zone.")
    assert (sustain["op"], sustain["what"], sustain["who"]) == ("sustain", "zone", "self")
    (damage,) = ops("The target takes 3 cold damage at the start of its turn.")
    assert damage["at"] == "start_of_target_turn"
    (slowed,) = ops("The target is slowed until the start of your turn.")
    assert slowed["duration"] == "start_of_turn"


def test_ongoing_damage_ended_qualities_lost_regeneration_and_adjacent() -> None:
    assert ops("The ongoing damage ends.") == [{"op": "end_ongoing"}]
    assert ops("Any ongoing damage on the ally ends.") == [{"op": "end_ongoing", "target": "ally"}]
    lost = ops("The target loses all resistances and cover until the end of your next turn.")
    assert [(o["op"], o["what"], o["duration"]) for o in lost] == [
        ("lose", "resistances", "end_of_next_turn"),
        ("lose", "cover", "end_of_next_turn"),
    ]
    (lost,) = ops("The enemy loses resistance to cold.")
    assert lost["what"] == "resistance cold"
    (regen,) = ops("The ally gains regeneration 3 until the end of the encounter.")
    assert (regen["op"], regen["amount"], regen["duration"]) == ("regeneration", 3, "encounter")
    # "an adjacent ally" is adjacent to the user; "adjacent to X" alone is still a destination
    (surge,) = ops("An adjacent ally can use a healing surge.")
    assert (surge["op"], surge["target"], surge["target_filters"]) == (
        "surge",
        "ally",
        {"adjacent_to": "self"},
    )
    (shift,) = ops("You shift adjacent to the ally.")
    assert shift["destination"] == "adjacent to ally"
    # a second verb phrase with "has"
    dazed, weak = ops("The target is dazed and has vulnerable 5 fire (save ends both).")
    assert (dazed["duration"], weak["op"], weak["target"]) == ("save_ends", "vulnerable", "target")


def test_a_roll_treated_as_another_disappearing_and_attacks_that_do_not_provoke() -> None:
    (op,) = ops("Treat the Stealth check as if you had rolled a 20.")
    assert op == {
        "op": "set_roll",
        "stat": "skill_checks",
        "value": 20,
        "natural": False,
        "skills": ["stealth"],
        "who": "self",
    }
    (op,) = ops("The ally treats the check as if he rolled a natural 20.")
    assert (op["natural"], op["who"]) == (True, "ally")
    (gone,) = ops("The target disappears until the end of its next turn.")
    assert (gone["op"], gone["target"], gone["duration"]) == (
        "disappear",
        "target",
        "end_of_target_next_turn",
    )
    (op,) = ops("This attack doesn't provoke opportunity attacks.")
    assert (op["op"], op["what"]) == ("prevent", "provoke_opportunity_attacks")


def test_a_weapons_hand_hits_that_deal_damage_and_reappearing() -> None:
    (op,) = ops("1[W] (off-hand) + Dexterity modifier damage.")
    assert (op["weapon"], op["ability"], op["hand"]) == (1, "dexterity", "off_hand")
    main, off = ops("2[W] damage (main weapon) and 1[W] damage (off-hand weapon).")
    assert (main["weapon"], main["hand"], off["weapon"], off["hand"]) == (2, "main", 1, "off_hand")
    (shift,) = ops("If the attack hits and deals damage, the ally shifts 1 square.")
    assert shift["if"] == "hit_and_damage"
    (penalty,) = ops("However, the target takes a -1 penalty to AC.")
    assert (penalty["op"], penalty["value"]) == ("penalty", 1)
    (back,) = ops(
        "At the start of your next turn, you reappear in an unoccupied square adjacent to the ally."
    )
    assert back == {
        "op": "reappear",
        "adjacent_to": "ally",
        "who": "self",
        "at": "start_of_next_turn",
    }
    (back,) = ops("The target returns to play in any unoccupied space of its choice.")
    assert (back["op"], back["chosen"], back["who"]) == ("reappear", True, "target")


def test_if_you_do_after_the_movement_and_stats_joined_by_and_to() -> None:
    (attack,) = ops("If you do, you can make the following attack against the enemy.")
    assert (attack["op"], attack["if"]) == ("attack", "done")
    (bonus,) = ops("When you do so, the ally gains a +1 bonus to AC.")
    assert (bonus["target"], bonus["if"]) == ("ally", "done")
    (check,) = ops("After the teleport, you can make a Stealth check to become hidden.")
    assert (check["at"], check["purpose"]) == ("end_of_movement", "hide")
    both = ops("You gain a +1 bonus to Will and to saving throws.")
    assert [o["stat"] for o in both] == ["will", "saving_throws"]


def test_power_recharged_hit_points_set_falling_damage_and_the_effect_ended() -> None:
    assert ops("This power recharges.") == [{"op": "recharge", "what": "power", "target": "self"}]
    (hp,) = ops("The ally drops to 0 hit points.")
    assert hp == {"op": "set_hp", "value": 0, "target": "ally"}
    (hp,) = ops("The target instead has 1 hit point.")
    assert (hp["value"], hp["target"]) == (1, "target")
    (fall,) = ops("The ally takes no falling damage.")
    assert (fall["op"], fall["what"], fall["who"]) == ("negate", "falling_damage", "ally")
    assert ops("You can end the effect.") == [{"op": "end_effect", "what": "this"}]
    # "no" damage of a kind the rule does not name is not read as it
    assert refused("You take no psychic falling damage.")


def test_a_condition_keeps_what_is_said_of_its_creature() -> None:
    # "an ally adjacent to you" is not any ally: the condition is never widened
    (shift,) = ops("If an ally adjacent to you takes damage from the attack, you shift 1 square.")
    assert shift["if"] == "ally adjacent_to=self damaged_by_attack"
    (shift,) = ops("You shift 1 square if a bloodied enemy is dazed.")
    assert shift["if"] == "enemies bloodied=True count=1 dazed"  # one of them


def test_readings_beside_the_new_ones_stay_read() -> None:
    # (LALR: a new rule sharing a prefix with an old one must not hide it)
    (attack,) = ops("You make a secondary attack against the ally.")
    assert (attack["op"], attack["target"], attack["attack"]) == ("attack", "ally", "secondary")
    (attack,) = ops("Make the following secondary attack against the target.")
    assert (attack["op"], attack["attack"]) == ("attack", "secondary")
    (attack,) = ops("Make the following attack against the target.")
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


def test_a_destination_keeps_how_far_and_from_whom() -> None:
    # "within 2 squares of the target" and "you can see" were read as any square
    (shift,) = ops("You shift 1 square to a square within 2 squares of the target.")
    assert shift["destination"] == "within 2 squares of target"
    (shift,) = ops("You shift 3 squares to a space within 5 squares of you.")
    assert shift["destination"] == "within 5 squares of self"
    (shift,) = ops("You shift 2 squares to a square you can see.")
    assert shift["destination"] == "square you can see"
    (shift,) = ops("You shift 2 squares to an unoccupied square.")
    assert shift["destination"] == "square"
    assert ops("The triggering power is not expended.") == [{"op": "not_expended"}]
    (attack,) = ops("Make a tertiary attack: Close burst 2; Wisdom vs. Will")
    assert (attack["op"], attack["attack"], attack["defense"]) == (
        "inline_attack",
        "tertiary",
        "will",
    )
    (power,) = ops("You can make an at-will attack against the target.")
    assert power["power"] == {"power_kind": "at-will"}


def test_one_of_the_following_benefits_gained() -> None:
    assert ops("The ally gains one of the following benefits.") == [
        {"op": "gain_choice", "of": "following", "target": "ally"}
    ]
    (op,) = ops("The ally gains one of the following effects of your choice.")
    assert op["chosen_by"] == "self"


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


def test_a_movement_keeps_which_way_it_goes() -> None:
    (op,) = ops("You pull the target 2 squares toward the ally.")
    assert (op["op"], op["distance"], op["direction"]) == ("pull", 2, "toward ally")
    (op,) = ops("The target slides 3 squares away from you.")
    assert op["direction"] == "away from self"
    (op,) = ops("You shift 1 square toward a bloodied enemy.")
    assert op["direction"] == "toward enemies bloodied=True count=1"
    (op,) = ops("You shift 1 square.")
    assert "direction" not in op


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


def test_he_or_she_stands_for_the_one_named_before() -> None:
    _, dazed = ops("The ally shifts 2 squares, and each enemy adjacent to him or her is dazed.")
    assert (dazed["target"], dazed["target_filters"]) == ("enemies", {"adjacent_to": "ally"})
    # after the clause's own subject, it is that subject
    (op,) = ops("The triggering ally shifts 1 square for each enemy adjacent to him or her.")
    assert op["per"] == "enemies adjacent_to=triggering"
    # with no one named before, it stands for no one: refused, never read as the user
    assert refused("Each ally adjacent to him or her gains a +2 bonus to AC.")


def test_what_is_said_before_the_noun_after_the() -> None:
    (op,) = ops("The dying ally regains 5 hit points.")
    assert (op["target"], op["target_filters"]) == ("ally", {"dying": True})


def test_the_weapon_or_implement_an_op_is_for_is_kept_from_the_games_lists() -> None:
    # the effect grammar read no weapon, group or implement: each is a word of its list now
    (op,) = ops("You gain a +1 bonus to attack rolls you make using a flail or a rapier.")
    assert op["using"] == ["weapon_group flail", "weapon rapier"]
    (op,) = ops("Make a melee basic attack with a heavy blade against the enemy.")
    assert (op["op"], op["using"], op["target"]) == (
        "basic_attack",
        ["weapon_group heavy blade"],
        "target",
    )
    (op,) = ops("You gain a +2 bonus to damage rolls with a wand until the end of your next turn.")
    assert (op["using"], op["duration"]) == (["implement wand"], "end_of_next_turn")
    (op,) = ops("The ally gains a +1 bonus to damage rolls with a pick.")
    assert op["using"] == ["weapon_group pick"]
    # a kind of attack after "with" stays the kind it was
    (op,) = ops("You gain a +3 bonus to damage rolls with ranged attacks.")
    assert "using" not in op
    # a word of no list is refused, never read as any weapon
    assert refused("You gain a +1 bonus to attack rolls with a banjo.")


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


def test_small_pieces_read_in_more_slots() -> None:
    (op,) = ops("The ally can shift 2 squares after the attack.")
    assert op["at"] == "after_attack"
    (op,) = ops("You pull the enemy 2 squares into a square adjacent to the ally.")
    assert op["destination"] == "adjacent to ally"
    (op,) = ops("That attack deals half damage to the ally.")
    assert (op["op"], op["amount"], op["target"]) == ("resist", "half", "ally")
    (op,) = ops("The ally can make an opportunity attack against the enemy.")
    assert (op["op"], op["kind"], op["who"], op["target"]) == (
        "attack",
        "opportunity",
        "ally",
        "target",
    )
    (op,) = ops("The chosen enemy is dazed.")
    assert op["target_filters"] == {"chosen": True}
    (op,) = ops("You deal no damage.")
    assert (op["op"], op["what"]) == ("negate", "damage")
    prone, slowed = ops("The enemy is knocked prone and immobilized (save ends).")
    assert [prone["condition"], slowed["condition"]] == ["prone", "immobilized"]
    assert prone["duration"] == slowed["duration"] == "save_ends"
    (op,) = ops("The ally spends a healing surge to regain hit points equal to your level.")
    assert (op["op"], op["target"]) == ("surge", "ally")
    (op,) = ops(
        "You regain hit points as if you had spent a healing surge, plus 1d8 additional hit points."
    )
    assert (op["op"], op["plus"]) == ("heal", "1d8")
    (op,) = ops("The ally becomes hidden from the triggering enemy.")
    assert (op["condition"], op["from"]) == ("hidden", "triggering")
    (op,) = ops("The ally adds your Intelligence modifier to the attack roll.")
    assert (op["op"], op["stat"], op["value"], op["target"]) == (
        "bonus",
        "attack",
        "intelligence modifier",
        "ally",
    )
    (op,) = ops("The enemy can't target the ally until the end of your next turn.")
    assert (op["what"], op["of"]) == ("target", "ally")
    (op,) = ops("Aftereffect: The enemy is slowed (save ends).")
    assert (op["condition"], op["aftereffect"]) == ("slowed", True)


def test_counting_as_limits_ways_through_and_purposes() -> None:
    (op,) = ops("The enemy is considered bloodied until the end of your next turn.")
    assert (op["op"], op["as"], op["target"], op["duration"]) == (
        "counts_as",
        "bloodied",
        "target",
        "end_of_next_turn",
    )
    (op,) = ops("The ally is considered marked by you.")
    assert op["as"] == "marked_by self"
    (op,) = ops("The bonus increases by 2, up to a maximum of 8.")
    assert (op["op"], op["by"], op["maximum"]) == ("increase", 2, 8)
    (op,) = ops("You regain 10 hit points (maximum 30).")
    assert op["maximum"] == 30
    (op,) = ops("The ally is slowed instead of being immobilized.")
    assert op["instead_of"] == ["immobilized"]
    (op,) = ops("The ally can shift 4 squares through enemy spaces.")
    assert op["through"] == "enemy_spaces"
    (op,) = ops("You gain a +4 bonus to Athletics checks to climb.")
    assert (op["skills"], op["purpose"]) == (["athletics"], "climb")
    (op,) = ops("The enemy is pushed 3 squares away from the origin square of the blast.")
    assert op["direction"] == "away from origin of blast"


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


def test_the_same_pieces_in_more_slots() -> None:
    (op,) = ops("The enemy takes a -1 penalty to Reflex against your ranged attacks.")
    assert op["against"] == "attacks by self ranged"
    (op,) = ops("The ally can teleport to any square within 3 squares of the enemy.")
    assert (op["who"], op["destination"]) == ("ally", "within 3 squares of target")
    (op,) = ops("The enemy cannot make attacks of opportunity until the end of your turn.")
    assert (op["what"], op["duration"]) == ("opportunity_attack", "end_of_turn")
    (op,) = ops("The damage from the triggering attack is reduced by 3.")
    assert (op["op"], op["amount"]) == ("resist", 3)
    (op,) = ops("You gain an aura 1 that lasts until the end of your next turn.")
    assert (op["op"], op["size"], op["duration"]) == ("aura", 1, "end_of_next_turn")


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


def test_the_games_actions_are_read_by_name() -> None:
    (op,) = ops("The ally can drop prone as a free action.")
    assert (op["op"], op["what"], op["action"], op["who"]) == (
        "game_action",
        "drop_prone",
        "free",
        "ally",
    )
    (op,) = ops("You can crawl 3 squares.")
    assert (op["op"], op["what"], op["distance"]) == ("game_action", "crawl", 3)
    (op,) = ops("You draw a weapon.")
    assert op["what"] == "draw_weapon"
    (op,) = ops("You lose 10 hit points.")
    assert (op["op"], op["amount"]) == ("lose_hp", 10)
    (op,) = ops("The ally uses his or her second wind.")
    assert (op["op"], op["who"]) == ("second_wind", "ally")
    (op,) = ops("The ally can roll initiative again.")
    assert (op["op"], op["what"]) == ("reroll", "initiative")
    (op,) = ops("The enemy can't use immediate actions (save ends).")
    assert (op["what"], op["duration"]) == ("immediate_actions", "save_ends")
    (op,) = ops("The ally can take an immediate action.")
    assert (op["op"], op["action"]) == ("extra_action", "immediate")


def test_a_tail_that_says_again_what_an_op_holds_refuses_the_clause() -> None:
    # "as a free action" said of an action taken ("standard") was dropped: two actions
    assert refused("The ally can take a standard action as a free action.")
    (op,) = ops("The ally can take a standard action.")
    assert op["action"] == "standard"


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


def test_a_number_of_someone_changed_is_a_bonus_or_penalty() -> None:
    (op,) = ops("The enemy's speed is reduced by 2 (save ends).")
    assert (op["op"], op["stat"], op["value"], op["target"], op["duration"]) == (
        "penalty",
        "speed",
        2,
        "target",
        "save_ends",
    )
    (op,) = ops("Your AC increases by 1 until the end of your next turn.")
    assert (op["op"], op["stat"], op["value"], op["target"]) == ("bonus", "ac", 1, "self")
    (op,) = ops("Both targets are weakened.")
    assert (op["condition"], op["target"]) == ("weakened", "target")
    _, bonus = ops("The ally shifts 1 square, and they gain a +1 bonus to Will.")
    assert bonus["target"] == "ally"


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
    (op,) = ops("You gain an extra move action during your first turn in the encounter.")
    assert op["during"] == "first_turn"
    (op,) = ops("Until the end of the encounter or until the ally falls unconscious, you hide")
    assert (op["what"], op["or_until"]) == ("hide", "ally falls unconscious")


def test_a_damage_rider_on_each_attack_of_a_kind() -> None:
    (op,) = ops("Your ranged attacks deal 1d8 extra damage until the end of your next turn.")
    assert (op["op"], op["on"], op["attack_kinds"], op["dice"], op["duration"]) == (
        "extra_damage",
        "attacks",
        ["ranged"],
        "1d8",
        "end_of_next_turn",
    )
    (op,) = ops("This weapon deals 2 extra fire damage.")
    assert (op["on"], op["bonus"], op["types"]) == ("this_weapon", 2, ["fire"])


def test_attacks_negated_for_someone_and_powers_regained_by_kind() -> None:
    (op,) = ops("The triggering attack deals no damage to the ally.")
    assert (op["op"], op["what"], op["target"]) == ("negate", "damage", "ally")
    (op,) = ops("The attack automatically misses you.")
    assert (op["op"], op["against"]) == ("force_miss", "self")
    (op,) = ops("You regain the use of a daily power you have already used today.")
    assert (op["op"], op["power_kind"], op["expended"]) == ("recharge", "daily", True)
    # the kind was dropped: any power
    (op,) = ops("You regain the use of an expended encounter power.")
    assert op["power_kind"] == "encounter"


def test_a_destination_in_an_area_and_the_first_round() -> None:
    (op,) = ops("The ally can teleport to any unoccupied square within the zone.")
    assert (op["who"], op["destination"]) == ("ally", "in zone")
    (op,) = ops("You gain a +1 bonus to AC during the first round of combat.")
    assert op["during"] == "first_round"


def test_the_target_in_an_event_is_the_powers_target() -> None:
    # "the target" (and "the enemy", "that creature", read by the effect grammar as the
    # target) inside an event said in an effect is the power's target, the trigger
    # grammar's "your target"; never any creature
    (op,) = ops("If the target hits you, you shift 1 square.")
    assert op["if_event"]["actor"] == {"role": "creature", "your_target": True}
    assert op["if_event"]["text"] == "the target hits you"
    (op,) = ops("Whenever that enemy misses you, you gain a +1 bonus to AC.")
    assert op["trigger"]["actor"] == {"role": "creature", "your_target": True}
    # "it" after the event is the target only when the event names no other creature
    (op,) = ops("If the target hits you, it takes 5 damage.")
    assert (op["target"], op["if_event"]["event"]) == ("target", "attack.hit")
    (op,) = ops("Each time the target takes the ongoing damage, you slide it 1 square.")
    assert op["ops"][0]["target"] == "target"
    assert refused("If an enemy hits the target, it is dazed.")
    # "it" is the one creature the event names (the triggering one), never the target
    (op,) = ops("Whenever an enemy hits you, it takes 5 damage.")
    assert op["ops"][0]["target"] == "triggering"
    # an event of two creatures: whom "it" stands for is not told
    assert refused("Whenever an enemy hits an ally, it takes 5 damage.")
    # other uses of the word are not read in an event
    assert refused("If a target hits you, you shift 1 square.")


def test_kinds_of_attacks_abilities_and_instead_are_kept() -> None:
    # never widen: "against ranged attacks" is not "against attacks", "the Strength check"
    # is not any ability check, "is instead stunned" replaces what was said before
    (op,) = ops("You gain a +2 bonus to AC against ranged attacks.")
    assert op["against"] == "attacks ranged"
    (op,) = ops("You gain a +2 bonus to all defenses against area attacks and close attacks.")
    assert op["against"] == "attacks area close"
    (op,) = ops("You gain a +2 bonus to AC against melee and ranged attacks.")
    assert op["against"] == "attacks melee ranged"
    (op,) = ops("You gain a +2 bonus to AC against attacks.")
    assert op["against"] == "attacks"
    (op,) = ops("You gain a +4 power bonus to the Strength check.")
    assert (op["stat"], op["abilities"]) == ("ability_checks", ["strength"])
    (op,) = ops("If the target is already dazed, it is instead stunned.")
    assert (op["condition"], op["instead"]) == ("stunned", True)
    (op,) = ops("The target instead takes 10 damage.")
    assert (op["bonus"], op["instead"]) == (10, True)


def test_more_pieces_of_the_game_in_their_slots() -> None:
    # a level in a damage sum, dice regained, healing surges prevented, skills joined by
    # "and", "heal", "remain", "with this power"
    (op,) = ops("The target takes 5 + one-half your level damage.")
    assert (op["bonus"], op["level"]) == (5, 0.5)
    (op,) = ops("The target takes 1d6 + your level fire damage.")
    assert (op["dice"], op["level"], op["types"]) == ("1d6", 1, ["fire"])
    (op,) = ops("You regain 2d8 hit points.")
    assert (op["op"], op["amount"]) == ("heal", "2d8")
    (op,) = ops("You heal 10 hit points.")
    assert (op["op"], op["amount"]) == ("heal", 10)
    (op,) = ops("The target cannot spend healing surges until the end of your next turn.")
    assert (op["op"], op["what"]) == ("prevent", "spend_surges")
    (op,) = ops("You gain a +2 bonus to Athletics and Acrobatics checks.")
    assert op["skills"] == ["athletics", "acrobatics"]
    (op,) = ops("The target takes a -2 penalty to Bluff, Diplomacy, or Intimidate checks.")
    assert op["skills"] == ["bluff", "diplomacy", "intimidate"]
    (op,) = ops("You remain hidden until the end of your next turn.")
    assert (op["condition"], op["duration"]) == ("hidden", "end_of_next_turn")
    (op,) = ops("You gain a +4 bonus to attack rolls with this power.")
    assert op["with_attacks"] == "this_power"
    # a second level or an unknown word in the sum is refused, never dropped
    assert refused("The target takes your level + your level damage.")
    assert refused("The target takes 5 + one-half your tier damage.")


def test_the_kind_of_a_bonus_is_kept() -> None:
    # bonuses of one kind do not add up: "a +2 power bonus" is not an untyped one
    (op,) = ops("You gain a +2 power bonus to AC until the end of your next turn.")
    assert (op["value"], op["bonus_type"]) == (2, "power")
    (op,) = ops("The ally gains an item bonus to damage rolls equal to your Wisdom modifier.")
    assert (op["value"], op["bonus_type"]) == ("wisdom modifier", "item")
    (op,) = ops("You make a saving throw with a +2 power bonus.")
    assert (op["bonus"], op["bonus_type"]) == (2, "power")
    (op,) = ops("You gain a +2 bonus to AC.")
    assert "bonus_type" not in op


def test_what_damage_taken_is_from_is_kept() -> None:
    # "half damage from the triggering attack" is not half of all damage
    (op,) = ops("You take half damage from the triggering attack.")
    assert (op["op"], op["amount"], op["from"]) == ("resist", "half", "triggering_attack")
    (op,) = ops("You take no damage from the attack.")
    assert (op["op"], op["from"]) == ("negate", "attack")
    (op,) = ops("You take only half damage.")
    assert "from" not in op


def test_which_roll_whom_to_choose_and_what_ends_it_are_kept() -> None:
    # never widen: a reroll of the attack roll is not of a saving throw, "choose one ally
    # adjacent to you" is not any creature, "until you take damage from an attack" is not
    # any damage (ongoing damage too)
    (op,) = ops("Reroll the attack roll.")
    assert op["rolls"] == ["attack_roll"]
    (op,) = ops("You reroll the saving throw.")
    assert op["rolls"] == ["saving_throw"]
    (op,) = ops("The ally rerolls the Athletics or Acrobatics check.")
    assert (op["rolls"], op["skills"]) == (["skill_check"], ["athletics", "acrobatics"])
    (op,) = ops("Choose one ally adjacent to you.")
    assert (op["who"], op["who_filters"]) == ("ally", {"adjacent_to": "self"})
    (op,) = ops("Choose another enemy within 3 squares of the target.")
    assert (op["who"], op["who_filters"]) == (
        "enemies",
        {"within": 3, "of": "target", "other": True},
    )
    (op,) = ops("You are insubstantial until the end of your next turn or until you take damage.")
    assert op["or_until"] == "damaged"
    (op,) = ops(
        "You are slowed until the end of your next turn or until you take damage from an attack."
    )
    assert op["or_until"] == "damaged_by_attack"


def test_the_next_roll_is_that_roll_only() -> None:
    # "your next saving throw" is not every saving throw (next: true); "the triggering
    # skill check" is a skill check, not a saving throw
    (op,) = ops("You gain a +5 power bonus to your next saving throw during this encounter.")
    assert (op["stat"], op["next"]) == ("saving_throws", True)
    (op,) = ops("The target takes a -2 penalty to its next attack roll.")
    assert (op["stat"], op["next"]) == ("attack", True)
    (op,) = ops("You gain a +2 bonus to your next Bluff check.")
    assert (op["stat"], op["skills"], op["next"]) == ("skill_checks", ["bluff"], True)
    (op,) = ops("You gain a +2 bonus to saving throws.")
    assert "next" not in op
    (op,) = ops("You gain a +2 bonus to the triggering skill check.")
    assert op["stat"] == "skill_checks"
    (op,) = ops("You can make the following attack in place of a ranged basic attack.")
    assert op["instead_of"] == "ranged_basic_attack"


def test_a_forced_movement_prevented() -> None:
    ops_read = ops("You can't be pulled, pushed, or slid until the end of your next turn.")
    assert [(op["what"], op["kind"]) for op in ops_read] == [
        ("forced_movement", "pull"),
        ("forced_movement", "push"),
        ("forced_movement", "slide"),
    ]
    (op,) = ops("The target cannot be pushed.")
    assert (op["op"], op["kind"], op["target"]) == ("prevent", "push", "target")


def test_grab_and_bull_rush_attacks_your_enemies_and_difficult_terrain() -> None:
    (op,) = ops("The ally can make a bull rush attack against the triggering enemy.")
    assert (op["op"], op["kind"], op["target"], op["who"]) == (
        "special_attack",
        "bull_rush",
        "triggering",
        "ally",
    )
    (op,) = ops("Make a grab attack against the target.")
    assert (op["kind"], op["target"]) == ("grab", "target")
    (op,) = ops("Your enemies take a -4 penalty to attack rolls.")
    assert op["target"] == "enemies"
    (op,) = ops("You shift up to half your speed, ignoring difficult terrain.")
    assert (op["distance"], op["ignoring"]) == ("half speed", "difficult_terrain")


def test_a_tail_with_no_key_on_the_op_is_a_bug_never_dropped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # never widen: every lead and tail of a clause has a key on its ops (EffectIR.start);
    # one without is reported on the clause, which is not read
    from counterplay.compiler.dnd4e import effect_finish

    kept = tuple(k for k in effect_finish.EXTRAS if k != "ignoring")
    monkeypatch.setattr(effect_finish, "EXTRAS", kept)
    assert refused("You shift up to half your speed, ignoring difficult terrain.")


def test_rolling_a_skill_check_is_making_it() -> None:
    (op,) = ops("You can roll a Nature check instead.")
    assert (op["op"], op["skill"], op["instead"]) == ("skill_check", "nature", True)


def test_a_number_set_and_a_time_each_turn() -> None:
    (op,) = ops("The target's speed is reduced to 2 until the end of your next turn.")
    assert (op["op"], op["stat"], op["value"], op["duration"]) == (
        "set_stat",
        "speed",
        2,
        "end_of_next_turn",
    )
    text = "The target takes 5 necrotic damage at the start of each of its turns (save ends)."
    (op,) = ops(text)
    assert (op["at"], op["duration"]) == ("start_of_each_target_turn", "save_ends")
    (op,) = ops("You gain 5 temporary hit points at the start of each of your turns.")
    assert op["at"] == "start_of_each_turn"


def test_more_slots_of_the_same_pieces() -> None:
    (op,) = ops("The target grants combat advantage to all your allies.")
    assert op["to"] == "allies"
    (op,) = ops("The ally gains a +5 bonus to saving throws against ongoing damage.")
    assert (op["stat"], op["against"]) == ("saving_throws", "ongoing_damage")
    (op,) = ops("You can take an extra move action this turn.")
    assert (op["action"], op["during"]) == ("move", "this_turn")
    (op,) = ops("Your attacks against the target deal 1d6 extra damage.")
    assert (op["op"], op["on"], op["target"]) == ("extra_damage", "attacks", "target")


def test_which_result_of_a_reroll_is_kept() -> None:
    # never widen: "use either result" (the user's pick) is not "must use the second result"
    assert [op["which"] for op in ops("Reroll the attack roll and use either result.")[1:]] == [
        "either"
    ]
    (_, op) = ops("You reroll the saving throw and must use the second result.")
    assert op["which"] == "second"
    (_, op) = ops("You roll damage twice and use the higher result.")
    assert op["which"] == "higher"


def test_the_secondary_target_is_not_the_target() -> None:
    (op,) = ops("The secondary target is blinded (save ends).")
    assert op["target"] == "secondary_target"
    (op,) = ops("The primary target is blinded (save ends).")
    assert op["target"] == "target"


def test_whom_an_op_is_against_keeps_its_filters() -> None:
    # never widen: "against each enemy adjacent to you" is not against every enemy
    (op,) = ops("You gain combat advantage against each enemy adjacent to you.")
    assert (op["against"], op["against_filters"]) == ("enemies", {"adjacent_to": "self"})
    (op,) = ops("You gain a +2 bonus to AC against enemies adjacent to your familiar.")
    assert (op["against"], op["against_filters"]) == ("enemies", {"adjacent_to": "familiar"})
    text = (
        "The enemy makes a melee basic attack as a free action against a creature adjacent to it."
    )
    (op,) = ops(text)
    assert (op["target"], op["target_filters"]) == (
        "creatures",
        {"count": 1, "adjacent_to": "target"},
    )


def test_the_kind_of_a_roll_bonus_and_the_attack_damage_is_from() -> None:
    (op,) = ops("Reroll the check with a +4 power bonus.")
    assert (op["roll_bonus"], op["roll_bonus_type"]) == (4, "power")
    (op,) = ops("The enemy rerolls the attack roll with a -2 penalty.")
    assert (op["roll_bonus"], "roll_bonus_type" in op) == (-2, False)
    (op,) = ops("You take no damage from the target's attack.")
    assert (op["op"], op["from"]) == ("negate", "attack")


def test_a_check_made_again_is_a_reroll_of_it() -> None:
    (op,) = ops("The target makes the knowledge check again.")
    assert (op["op"], op["rolls"]) == ("reroll", ["knowledge_check"])


def test_a_zone_keeps_its_name() -> None:
    (op,) = ops("The burst creates a zone of verdure that lasts until the end of the encounter.")
    assert (op["op"], op["name"], op["duration"]) == ("zone", "verdure", "encounter")


def test_two_creatures_swap_places() -> None:
    (op,) = ops("The target and the triggering ally swap places.")
    assert (op["op"], op["who"], op["with"], op["teleport"]) == (
        "swap",
        "target",
        "triggering",
        False,
    )


def test_an_event_condition_keeps_the_time_it_must_happen_by() -> None:
    text = "If the target makes an attack roll before the end of your next turn, it takes 5 damage."
    (op,) = ops(text)
    assert (op["if_event"]["event"], op["if_event_by"]) == ("attack.roll", "end_of_next_turn")
    # a time of no list is refused, never dropped
    assert refused("If an enemy hits you before sunrise, you shift 1 square.")


@pytest.mark.parametrize(
    ("one", "each", "role"),
    [
        (
            "One enemy adjacent to you takes 5 damage.",
            "Each enemy adjacent to you takes 5 damage.",
            "enemies",
        ),
        (
            "A creature within 2 squares of you is dazed.",
            "Every creature within 2 squares of you is dazed.",
            "creatures",
        ),
        ("An adjacent enemy is slowed.", "Each adjacent enemy is slowed.", "enemies"),
    ],
)
def test_one_of_them_is_not_each_of_them(one: str, each: str, role: str) -> None:
    # "one enemy" read as "each enemy" would hurt every enemy the text spares
    (single,), (every,) = ops(one), ops(each)
    assert single["target"] == every["target"] == role
    assert single["target_filters"] == {"count": 1, **every["target_filters"]}
    assert "count" not in every["target_filters"]
    (op,) = ops("Each ally within 5 squares of you gains 5 temporary hit points.")
    assert op["target"] == "allies"
    (op,) = ops("One ally within 5 squares of you gains 5 temporary hit points.")
    assert op["target"] == "ally"


def test_the_next_of_two_rolls_is_one_bonus_not_a_lasting_one() -> None:
    # "your next attack roll or saving throw": the next roll of either kind, never every
    # saving throw until the duration ends
    first, second = ops("You gain a +1 bonus to your next attack roll or saving throw.")
    assert (first["stat"], second["stat"]) == ("attack", "saving_throws")
    assert all(op["next"] and op["either"] for op in (first, second))
    both = ops("You gain a +2 bonus to attack rolls and saving throws.")
    assert all("next" not in op and "either" not in op for op in both)


def test_whom_the_triggering_attack_misses_is_kept() -> None:
    # "If the triggering attack misses you,": not any creature that attack misses
    (op,) = ops("If the triggering attack misses you, you gain a +2 bonus to AC.")
    assert (op["if"], op["of_attack"], op["attack_against"]) == ("miss", "triggering", "self")
    (op,) = ops("If the triggering attack hits, you gain a +2 bonus to AC.")
    assert "attack_against" not in op and op["of_attack"] == "triggering"
