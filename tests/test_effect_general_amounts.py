"""Effect clauses read by general rules (issue 12, item 4): amounts, rolls and damage.

Formulas of dice, abilities and "plus", numbers that grow, rerolls and rolls made twice,
bonuses and their kinds, saving throws, damage types, riders, resistances and immunities.
Each test reads a made-up sentence (not corpus text) and asserts the ops, and where a rule
must not widen, that the clause is refused (the other general rules:
tests/test_effect_general_*.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.effectkit import ops, refused


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
            "Each enemy adjacent to you takes damage equal to half the triggering damage.",
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
    (op,) = ops("This power doesn't provoke opportunity attacks.")
    assert (op["op"], op["what"]) == ("prevent", "provoke_opportunity_attacks")


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
    (op,) = ops("The ally takes half damage from the triggering attack.")
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


def test_which_result_of_a_reroll_is_kept() -> None:
    # never widen: "use either result" (the user's pick) is not "must use the second result"
    assert [op["which"] for op in ops("Reroll the damage roll and use either result.")[1:]] == [
        "either"
    ]
    (_, op) = ops("You reroll the saving throw and must use the second result.")
    assert op["which"] == "second"
    (_, op) = ops("You roll damage twice and use the higher result.")
    assert op["which"] == "higher"


def test_the_kind_of_a_roll_bonus_and_the_attack_damage_is_from() -> None:
    (op,) = ops("Reroll the check with a +4 power bonus.")
    assert (op["roll_bonus"], op["roll_bonus_type"]) == (4, "power")
    (op,) = ops("The enemy rerolls the attack roll with a -2 penalty.")
    assert (op["roll_bonus"], "roll_bonus_type" in op) == (-2, False)
    (op,) = ops("The ally takes no damage from the target's attack.")
    assert (op["op"], op["from"]) == ("negate", "attack")


def test_a_check_made_again_is_a_reroll_of_it() -> None:
    (op,) = ops("The target makes the knowledge check again.")
    assert (op["op"], op["rolls"]) == ("reroll", ["knowledge_check"])


def test_the_next_of_two_rolls_is_one_bonus_not_a_lasting_one() -> None:
    # "your next attack roll or saving throw": the next roll of either kind, never every
    # saving throw until the duration ends
    first, second = ops("You gain a +1 bonus to your next attack roll or saving throw.")
    assert (first["stat"], second["stat"]) == ("attack", "saving_throws")
    assert all(op["next"] and op["either"] for op in (first, second))
    both = ops("You gain a +2 bonus to attack rolls and saving throws.")
    assert all("next" not in op and "either" not in op for op in both)
