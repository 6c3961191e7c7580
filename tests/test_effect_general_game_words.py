"""Effect clauses read by general rules (issue 12, item 4): the game's words in every slot.

The game's lists (actions, weapons and implements, kinds of attacks and abilities) read by
name wherever their slot stands, what a creature cannot do as a list of preventions, and
the small pieces (counting as, ways through, purposes) read in more slots. Each test reads
a made-up sentence (not corpus text) and asserts the ops, and where a rule must not widen,
that the clause is refused (the other general rules: tests/test_effect_general_*.py).
"""

from __future__ import annotations

from tests.effectkit import ops, refused


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
    (op,) = ops("You gain a +3 power bonus to the Dexterity check.")
    assert (op["stat"], op["abilities"]) == ("ability_checks", ["dexterity"])
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


def test_more_slots_of_the_same_pieces() -> None:
    (op,) = ops("The target grants combat advantage to all your allies.")
    assert op["to"] == "allies"
    (op,) = ops("The ally gains a +5 bonus to saving throws against ongoing damage.")
    assert (op["stat"], op["against"]) == ("saving_throws", "ongoing_damage")
    (op,) = ops("You can take an extra move action this turn.")
    assert (op["action"], op["during"]) == ("move", "this_turn")
    (op,) = ops("Your attacks against the target deal 1d6 extra damage.")
    assert (op["op"], op["on"], op["target"]) == ("extra_damage", "attacks", "target")
