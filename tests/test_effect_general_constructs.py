"""Round 36 (eff4e11): effect clauses read by general constructs, each batch with made-up
sentences of three shapes or more (docs/phrases.md, "Effect clauses: recall, round 36").

Every sentence here is made up (our own wording, not corpus text).
"""

from __future__ import annotations

from tests.effectkit import ops, refused

SURGE = {"of": "healing surge value", "whose": "it"}  # the spender's own value


def test_a_number_equal_to_is_an_amount_in_every_by_slot() -> None:
    # as "by an amount equal to" is read
    (op,) = ops("The damage is reduced by a number equal to your level.")
    assert (op["op"], op["amount"]) == ("resist", {"whose": "self", "of": "level"})
    (op,) = ops("The damage against the ally is reduced by a number equal to your Wisdom modifier.")
    assert (op["amount"], op["target"]) == ("wisdom modifier", "ally")
    (op,) = ops("You can reduce the damage by a number equal to 5 + your Constitution modifier.")
    assert op["amount"] == {"sum": [5, "constitution modifier"]}


def test_attacks_as_a_stat_are_attack_rolls() -> None:
    (op,) = ops("The target takes a -2 penalty to attacks against you until the end of your turn.")
    assert (op["op"], op["stat"], op["value"], op["against"]) == ("penalty", "attack", 2, "self")
    (op,) = ops("Each ally gains a +1 power bonus to all attacks until the end of your next turn.")
    assert (op["stat"], op["target"], op["duration"]) == ("attack", "allies", "end_of_next_turn")
    first, second = ops("You gain a +1 bonus to attacks and damage rolls against the target.")
    assert (first["stat"], second["stat"], first["against"]) == ("attack", "damage", "target")
    (op,) = ops("The target takes a -2 penalty to its attacks.")
    assert (op["stat"], op["target"]) == ("attack", "target")


def test_healing_surges_spent_are_counted() -> None:
    assert (
        ops("You spend two healing surges.")
        == [{"op": "surge", "amount": SURGE, "target": "self"}] * 2
    )
    # one surge or two: the spender's choice
    (op,) = ops("The ally can spend one or two healing surges.")
    one = {"op": "surge", "amount": SURGE, "target": "ally"}
    assert (op["op"], op["options"]) == ("choice", [[one], [one, one]])
    (op,) = ops("Each ally in the burst can spend one or three healing surges.")
    assert [len(option) for option in op["options"]] == [1, 2, 3]
    assert op["options"][0][0]["target_filters"] == {"in_area": "burst"}


def test_hit_points_as_if_healing_surges_were_spent_are_counted() -> None:
    (op,) = ops("The ally regains hit points as if it had spent two healing surges.")
    assert op["amount"] == {"times": 2, **SURGE}
    (op,) = ops("The target regains hit points as if you had spent three healing surges.")
    assert op["amount"] == {"times": 3, "whose": "self", "of": "healing surge value"}
    (op,) = ops("You regain hit points as if you spent two healing surges.")
    assert (op["op"], op["amount"]["times"]) == ("heal", 2)


def test_drawing_or_stowing_weapons_and_items_are_the_games_actions() -> None:
    (op,) = ops("You draw or stow one or two weapons.")
    assert op == {
        "op": "game_action",
        "what": "draw_or_stow_weapon",
        "count_up_to": 2,
        "count_at_least": 1,
        "who": "self",
    }
    (op,) = ops("The ally can draw or sheathe two weapons as a free action.")
    assert (op["count"], op["who"], op["action"]) == (2, "ally", "free")
    (op,) = ops("You can retrieve or stow an item.")
    assert (op["what"], op["who"]) == ("draw_or_stow_item", "self")
    (op,) = ops("Each ally adjacent to you can draw or stow one item as a free action.")
    assert (op["what"], op["who_filters"]) == ("draw_or_stow_item", {"adjacent_to": "self"})


def test_a_time_after_the_clause_as_the_leads_say_it() -> None:
    # "After this shift, ..." / "After the triggering attack is resolved, ..." said last
    (op,) = ops("You can mark one enemy that is adjacent to you after the teleport.")
    assert (op["at"], op["target_filters"]) == (
        "end_of_movement",
        {"count": 1, "adjacent_to": "self"},
    )
    (op,) = ops("You gain a +2 bonus to AC after the shift.")
    assert (op["op"], op["at"]) == ("bonus", "end_of_movement")
    (op,) = ops("The target is dazed after the triggering attack is resolved.")
    assert (op["condition"], op["at"]) == ("dazed", "after_triggering_attack")
    (op,) = ops("You can make a melee basic attack against the target after your movement.")
    assert (op["op"], op["at"]) == ("basic_attack", "end_of_movement")


def test_an_attack_given_a_new_target_by_its_maker_is_a_redirect() -> None:
    # who makes it is the subject ("by"), whom it was to hit is kept
    (op,) = ops("The target attacks you instead of the ally.")
    assert op == {"op": "redirect", "target": "self", "by": "target", "instead_of": "ally"}
    (op,) = ops("The triggering enemy makes the attack roll against you instead.")
    assert op == {"op": "redirect", "target": "self", "by": "triggering"}
    (op,) = ops("The triggering enemy makes the attack against the ally instead of you.")
    assert (op["target"], op["by"], op["instead_of"]) == ("ally", "triggering", "self")
    (op,) = ops("Each enemy in the burst attacks you instead of the ally.")
    assert (op["by"], op["target"]) == ("enemies", "self")


def test_the_defense_and_the_roll_of_the_triggering_attack() -> None:
    # as "the defense targeted by the triggering attack" and "the triggering attack roll"
    (op,) = ops("The ally gains a +4 bonus to the defense that the triggering attack targeted.")
    assert (op["stat"], op["value"], op["target"]) == ("targeted_defense", 4, "ally")
    (op,) = ops(
        "You gain a +2 bonus to the defense the triggering attack targets"
        " until the end of your next turn."
    )
    assert (op["stat"], op["duration"]) == ("targeted_defense", "end_of_next_turn")
    (op,) = ops("The triggering enemy takes a -2 penalty to the triggering attack's attack roll.")
    assert (op["op"], op["stat"], op["triggering"]) == ("penalty", "attack", True)
    (op,) = ops("The target takes a -5 penalty to the attack roll of the triggering attack.")
    assert (op["stat"], op["triggering"], op["value"]) == ("attack", True, 5)


def test_another_attack_of_a_kind_is_one_more() -> None:
    (op,) = ops("You make another melee basic attack against the target.")
    assert (op["op"], op["kind"], op["another"], op["who"]) == (
        "basic_attack",
        "melee",
        True,
        "self",
    )
    (op,) = ops("The ally can make another basic attack against the triggering enemy.")
    assert (op["who"], op["target"], op["another"]) == ("ally", "triggering", True)
    (op,) = ops("You can make another opportunity attack against the enemy.")
    assert (op["op"], op["kind"], op["another"]) == ("attack", "opportunity", True)
    # its maker and its target read as one creature: refused, as without "another"
    assert refused("The target can make another opportunity attack.")


def test_a_miss_the_powers_bonus_or_penalty_caused() -> None:
    # the miss, as "If the attack misses (you)," says it, and what made it ("caused_by")
    (op,) = ops("If the bonus causes the attack to miss, you can shift 2 squares.")
    assert (op["if"], op["caused_by"], op["distance"]) == ("miss", "bonus", 2)
    read = ops(
        "If this bonus causes the triggering attack to miss you, the target takes 5 damage"
        " and you gain a +1 bonus to AC."
    )
    assert [(op["if"], op["of_attack"], op["attack_against"], op["caused_by"]) for op in read] == [
        ("miss", "triggering", "self", "bonus")
    ] * 2
    (op,) = ops(
        "If the triggering attack misses the ally because of this penalty,"
        " the ally can shift 2 squares."
    )
    assert (op["attack_against"], op["caused_by"], op["who"]) == ("ally", "penalty", "ally")


def test_a_drop_to_0_hit_points_an_attack_made() -> None:
    # the drop, as "If the target drops to 0 hit points," says it, made by the attack
    (op,) = ops("If the triggering attack reduces you to 0 hit points, you can shift 1 square.")
    assert (op["if"], op["caused_by"], op["of_attack"]) == (
        "self drops to 0 hit points",
        "attack",
        "triggering",
    )
    (op,) = ops(
        "If the attack reduced the target to 0 hit points or fewer, you regain 5 hit points."
    )
    assert (op["if"], op["caused_by"], op["op"]) == (
        "target drops to 0 hit points",
        "attack",
        "heal",
    )
    assert "of_attack" not in op
    (op,) = ops(
        "If your attack reduces a bloodied enemy to 0 hit points,"
        " each ally gains 5 temporary hit points."
    )
    assert op["if"] == "enemies bloodied=True count=1 drops to 0 hit points"


def test_who_does_it_for_the_subject_keeps_what_is_said_of_it() -> None:
    # "by" as the subject fills it: its filters and count were dropped (any ally)
    (op,) = ops("Each ally in the burst can teleport the target 3 squares.")
    assert (op["by"], op["by_filters"]) == ("allies", {"in_area": "burst"})
    (op,) = ops("An ally can push the target 1 square.")
    assert (op["by"], op["by_filters"]) == ("ally", {"count": 1})
    (op,) = ops("Each enemy adjacent to you attacks the ally instead of you.")
    assert (op["by"], op["by_filters"]) == ("enemies", {"adjacent_to": "self"})


def test_a_condition_said_by_its_verb_is_that_condition_on_whom_it_names() -> None:
    # "You slow the target": as "The target is slowed" (and "You knock the target prone")
    (op,) = ops("You daze the target until the end of your next turn.")
    assert op == {
        "op": "condition",
        "condition": "dazed",
        "target": "target",
        "duration": "end_of_next_turn",
    }
    (op,) = ops("You immobilize each enemy in the burst (save ends).")
    assert (op["condition"], op["target"], op["target_filters"], op["duration"]) == (
        "immobilized",
        "enemies",
        {"in_area": "burst"},
        "save_ends",
    )
    (op,) = ops("You can weaken the triggering enemy.")
    assert (op["condition"], op["target"]) == ("weakened", "triggering")
    read = ops("You slow the target and push it 1 square.")
    assert [op["op"] for op in read] == ["condition", "push"]
    # by someone else: who imposes it has no place, so refused
    assert refused("The ally can blind the triggering enemy until the end of your next turn.")


def test_all_targets_of_the_triggering_attack_are_its_targets() -> None:
    # as "the targets of the triggering attack"
    (op,) = ops("All the targets of the triggering attack gain a +2 bonus to AC.")
    assert (op["target"], op["target_filters"]) == ("target", {"target_of": "triggering_attack"})
    (op,) = ops("All targets of the triggering attack can shift 1 square.")
    assert (op["who"], op["who_filters"]) == ("target", {"target_of": "triggering_attack"})
    (op,) = ops("You slow all targets of the triggering attack until the end of your next turn.")
    assert (op["condition"], op["target_filters"]) == ("slowed", {"target_of": "triggering_attack"})


def test_damage_by_the_kind_the_attack_is_or_is_not() -> None:
    # "A if it is a weapon attack or B if it is not": each with its condition
    first, second = ops(
        "The attack deals 2[W] extra damage if it's a weapon attack"
        " or 2d6 extra damage if it is not a weapon attack."
    )
    assert (first["weapon"], first["if"]) == (2, "attack_kind weapon")
    assert (second["dice"], second["if"]) == ("2d6", "not attack_kind weapon")
    first, second = ops(
        "The triggering attack deals 1d6 extra fire damage if it is an implement attack"
        " or 5 extra fire damage if it's not an implement attack."
    )
    assert [(op["if"], op["of_attack"], op["types"]) for op in (first, second)] == [
        ("attack_kind implement", "triggering", ["fire"]),
        ("not attack_kind implement", "triggering", ["fire"]),
    ]
    read = ops(
        "Your attack deals 1[W] extra damage if it is a melee attack"
        " or 1d10 extra damage if it is not a melee attack."
    )
    assert [op["if"] for op in read] == ["attack_kind melee", "not attack_kind melee"]
    # two kinds where one is said twice: refused
    assert refused(
        "The attack deals 1[W] extra damage if it is a melee attack"
        " or 1d10 extra damage if it is not a weapon attack."
    )


def test_extra_hit_points_are_additional_ones() -> None:
    # the game says "extra" and "additional" of hit points alike
    (op,) = ops("You regain extra hit points equal to your Wisdom modifier.")
    assert op == {"op": "heal", "amount": "wisdom modifier", "target": "self"}
    (op,) = ops("The ally regains 5 extra hit points.")
    assert (op["amount"], op["target"]) == (5, "ally")
    (op,) = ops("The target regains an extra 1d6 hit points.")
    assert op["amount"] == "1d6"
    surge, heal = ops("You spend a healing surge and regain extra hit points equal to your level.")
    assert (surge["op"], heal["amount"]) == ("surge", {"whose": "self", "of": "level"})


def test_an_action_used_either_to_do_one_thing_or_another() -> None:
    # as "use a free action to shift 1 square", one of two things, each as that action
    (op,) = ops(
        "Each target can use a free action either to shift 2 squares or to move half its speed."
    )
    assert op["op"] == "choice" and op["options"] == [
        [{"op": "shift", "distance": 2, "action": "free", "who": "target"}],
        [{"op": "move", "distance": "half speed", "action": "free", "who": "target"}],
    ]
    (op,) = ops("You can use a minor action either to stand up or to make a saving throw.")
    assert [[(o["op"], o["action"]) for o in option] for option in op["options"]] == [
        [("stand", "minor")],
        [("save", "minor")],
    ]
    (op,) = ops("The ally can use a move action either to shift 1 square or to teleport 3 squares.")
    assert [option[0]["who"] for option in op["options"]] == ["ally", "ally"]


def test_combat_advantage_granted_to_all_attackers_is_granted_to_anyone() -> None:
    # as when no one is said ("grants combat advantage until ...")
    (op,) = ops(
        "The target grants combat advantage to all attackers until the end of your next turn."
    )
    assert (op["op"], op["to"], op["target"]) == ("combat_advantage", "all", "target")
    (op,) = ops("Each enemy in the burst grants combat advantage to attackers (save ends).")
    assert (op["to"], op["target_filters"], op["duration"]) == (
        "all",
        {"in_area": "burst"},
        "save_ends",
    )
    (op,) = ops("You grant combat advantage to all attackers.")
    assert (op["to"], op["target"]) == ("all", "self")


def test_damage_halved_is_half_of_it_resisted() -> None:
    # as "You take half damage from the triggering attack"; whose damage, and from what, kept
    (op,) = ops("Halve the damage you take from the triggering attack.")
    assert op == {
        "op": "resist",
        "amount": "half",
        "types": [],
        "from": "triggering_attack",
        "target": "self",
        "duration": None,
    }
    (op,) = ops("You can halve the damage the ally takes from the attack.")
    assert (op["amount"], op["from"], op["target"]) == ("half", "attack", "ally")
    (op,) = ops("The damage from the triggering attack is halved.")
    assert (op["amount"], op["from"], op["target"]) == ("half", "triggering_attack", "self")
    # "that damage": what it was is not kept, so refused (round 35 read it, dropping "from")
    assert refused("If the attack damages you, halve that damage.")


def test_a_maximum_in_parentheses_is_the_most_the_amount_can_be() -> None:
    # as "(minimum 1)" is the least
    (op,) = ops("You gain temporary hit points equal to your Wisdom modifier (maximum 5).")
    assert (op["op"], op["amount"], op["maximum"]) == ("temp_hp", "wisdom modifier", 5)
    (op,) = ops(
        "The ally gains a bonus to AC equal to your Charisma modifier (up to a maximum of 4)"
        " until the end of your next turn."
    )
    assert (op["value"], op["maximum"], op["duration"]) == (
        "charisma modifier",
        4,
        "end_of_next_turn",
    )
    (op,) = ops("The bonus increases by 1 (maximum 3).")
    assert op == {"op": "increase", "what": "bonus", "by": 1, "maximum": 3}
    (op,) = ops(
        "Whenever an enemy hits you, your resistance increases by 2 (up to a maximum of 10)."
    )
    assert op["ops"][0]["maximum"] == 10


def test_a_saving_throw_as_a_stat() -> None:
    # as "the saving throw", "your saving throw"
    (op,) = ops("You can roll a d20 twice for an attack roll or a saving throw.")
    assert (op["op"], op["for"]) == ("roll_twice", ["attack", "saving_throws"])
    (op,) = ops("The ally gains a +2 power bonus to a saving throw.")
    assert (op["stat"], op["value"], op["target"]) == ("saving_throws", 2, "ally")
    (op,) = ops("Until the end of your next turn, you can roll d20 twice for a saving throw.")
    assert (op["for"], op["duration"]) == (["saving_throws"], "end_of_next_turn")


def test_the_healing_surge_value_as_a_stat() -> None:
    # what a bonus or penalty is to, as "speed" or "AC"; as an amount it stays one
    (op,) = ops(
        "The ally gains a +5 power bonus to its healing surge value until the end of the encounter."
    )
    assert (op["op"], op["stat"], op["value"]) == ("bonus", "healing_surge_value", 5)
    first, second = ops(
        "You gain a bonus equal to your Wisdom modifier to damage rolls"
        " and your healing surge value."
    )
    assert (first["stat"], second["stat"], second["value"]) == (
        "damage",
        "healing_surge_value",
        "wisdom modifier",
    )
    (op,) = ops("The target's healing surge value is reduced by 2.")
    assert (op["op"], op["stat"], op["value"], op["target"]) == (
        "penalty",
        "healing_surge_value",
        2,
        "target",
    )
    (op,) = ops("You regain hit points equal to your healing surge value.")
    assert op["amount"] == "healing surge value"


def test_immunity_to_conditions_said_by_name_or_by_their_verbs() -> None:
    # as "immune to dazed": "the dazed condition", "effects that daze you"
    (op,) = ops("You are immune to the dazed condition until the end of your next turn.")
    assert op == {"op": "immune", "to": ["dazed"], "target": "self", "duration": "end_of_next_turn"}
    (op,) = ops("The ally is immune to the slowed and immobilized conditions (save ends).")
    assert (op["to"], op["target"]) == (["slowed", "immobilized"], "ally")
    (op,) = ops(
        "Until the end of your next turn, you are immune to effects that stun or weaken you."
    )
    assert (op["to"], op["duration"]) == (["stunned", "weakened"], "end_of_next_turn")
    (op,) = ops("The target is immune to effects that blind it until the end of the encounter.")
    assert (op["to"], op["target"]) == (["blinded"], "target")


def test_a_leading_time_with_no_comma_after_it() -> None:
    # "Until the end of your next turn you ...": the lead, as with its comma
    (op,) = ops("Until the end of your next turn you gain a +2 bonus to AC.")
    assert (op["stat"], op["duration"]) == ("ac", "end_of_next_turn")
    (op,) = ops("Until the end of your next turn the target is dazed.")
    assert (op["condition"], op["duration"]) == ("dazed", "end_of_next_turn")
    (op,) = ops("Until the end of the encounter each ally gains a +1 bonus to attack rolls.")
    assert (op["target"], op["duration"]) == ("allies", "encounter")


def test_on_a_natural_roll_or_a_critical_hit() -> None:
    # as "If you roll a natural 20," and "If the attack is a critical hit,"
    (op,) = ops("On a natural 20, the target is dazed until the end of your next turn.")
    assert (op["if"], op["condition"]) == ("natural_20", "dazed")
    (op,) = ops("On a natural attack roll of 19, you push the target 1 square.")
    assert (op["if"], op["op"]) == ("natural_19", "push")
    read = ops("On a critical hit, you gain 5 temporary hit points and the target is slowed.")
    assert [(op["op"], op["if"]) for op in read] == [
        ("temp_hp", "critical"),
        ("condition", "critical"),
    ]


def test_until_no_temporary_hit_points_are_left() -> None:
    # an end of a lasting effect, as "until you take damage"
    (op,) = ops("Until you have no temporary hit points left, you gain a +1 bonus to AC.")
    assert (op["duration"], op["until"]) == ("until_event", "no_temp_hp")
    (op,) = ops("You gain a +2 bonus to Will until you no longer have temporary hit points.")
    assert (op["stat"], op["until"]) == ("will", "no_temp_hp")
    (op,) = ops(
        "Until the end of the encounter or until you have no temporary hit points left,"
        " you gain resist 5 fire."
    )
    assert (op["duration"], op["or_until"]) == ("encounter", "no_temp_hp")


def test_a_defense_named_with_its_noun_and_against_this_attack() -> None:
    # "your Will defense", "Fortitude, Reflex, and Will defenses" (the noun said once)
    read = ops("You gain a +2 bonus to your Fortitude, Reflex, and Will defenses.")
    assert [op["stat"] for op in read] == ["fortitude", "reflex", "will"]
    (op,) = ops("The ally gains a +1 bonus to its Will defense until the end of your next turn.")
    assert (op["stat"], op["target"]) == ("will", "ally")
    # "against this attack", as "against the attack"
    (op,) = ops("You gain a +4 bonus to AC against this attack.")
    assert op["against"] == "triggering_attack"


def test_what_is_said_after_the_stats_of_add_n_to_is_kept() -> None:
    # "Add 4 to your AC against the attack" was a bonus against every attack
    (op,) = ops("Add 3 to your AC against the triggering attack.")
    assert (op["stat"], op["value"], op["against"]) == ("ac", 3, "triggering_attack")
    read = ops("Add 2 to your Reflex and Will defenses against this attack.")
    assert [(op["stat"], op["against"]) for op in read] == [
        ("reflex", "triggering_attack"),
        ("will", "triggering_attack"),
    ]
    (op,) = ops("Add 1d6 to your attack rolls against the target.")
    assert (op["value"], op["against"]) == ("1d6", "target")
