"""Effect clauses read by general rules (issue 12, item 4): whom an op is for, and where.

You and a partner, creatures named by a noun phrase, a pronoun or what they do, the target
and the secondary target, "one of them" against "each of them"; movements, destinations,
zones and places swapped. Each test reads a made-up sentence (not corpus text) and asserts
the ops, and where a rule must not widen, that the clause is refused (the other general
rules: tests/test_effect_general_*.py).
"""

from __future__ import annotations

import pytest

from tests.effectkit import ops, refused


def test_you_and_a_partner_each_get_the_ops() -> None:
    mine, theirs = ops("You and the primary target each take 3 damage.")
    assert (mine["target"], theirs["target"]) == ("self", "target")
    mine, theirs = ops("You and your beast companion shift 3 squares.")
    assert (mine["who"], theirs["who"]) == ("self", "beast_companion")
    mine, theirs = ops("You and each creature adjacent to you are slowed.")
    assert (theirs["target"], theirs["target_filters"]) == ("creatures", {"adjacent_to": "self"})
    assert mine["target"] == "self"


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


def test_both_you_and_a_partner_each_get_the_ops() -> None:
    ops_ = ops("Both you and the ally gain a +3 power bonus to Will.")
    assert [(o["target"], o["stat"], o["value"]) for o in ops_] == [
        ("self", "will", 3),
        ("ally", "will", 3),
    ]


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


def test_a_movement_keeps_which_way_it_goes() -> None:
    (op,) = ops("You pull the target 2 squares toward the ally.")
    assert (op["op"], op["distance"], op["direction"]) == ("pull", 2, "toward ally")
    (op,) = ops("The target slides 3 squares away from you.")
    assert op["direction"] == "away from self"
    (op,) = ops("You shift 1 square toward a bloodied enemy.")
    assert op["direction"] == "toward enemies bloodied=True count=1"
    (op,) = ops("You shift 1 square.")
    assert "direction" not in op


def test_he_or_she_stands_for_the_one_named_before() -> None:
    _, dazed = ops("The ally shifts 2 squares, and each enemy adjacent to him or her is dazed.")
    assert (dazed["target"], dazed["target_filters"]) == ("enemies", {"adjacent_to": "ally"})
    # after the clause's own subject, it is that subject
    (op,) = ops("The triggering ally shifts 1 square for each enemy adjacent to him or her.")
    assert op["per"] == "enemies adjacent_to=triggering"
    # with no one named before, it stands for no one: refused, never read as the user
    assert refused("Each ally adjacent to him or her gains a +2 bonus to AC.")


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
    (op,) = ops("You move up to half your speed, ignoring difficult terrain.")
    assert (op["distance"], op["ignoring"]) == ("half speed", "difficult_terrain")


def test_the_secondary_target_is_not_the_target() -> None:
    (op,) = ops("The secondary target is deafened (save ends).")
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


def test_a_zone_keeps_its_name() -> None:
    (op,) = ops("The blast creates a zone of verdure that lasts until the end of the encounter.")
    assert (op["op"], op["name"], op["duration"]) == ("zone", "verdure", "encounter")


def test_two_creatures_swap_places() -> None:
    (op,) = ops("The target and the triggering ally swap places.")
    assert (op["op"], op["who"], op["with"], op["teleport"]) == (
        "swap",
        "target",
        "triggering",
        False,
    )


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


def test_whom_the_triggering_attack_misses_is_kept() -> None:
    # "If the triggering attack misses you,": not any creature that attack misses
    (op,) = ops("If the triggering attack misses you, you gain a +2 bonus to AC.")
    assert (op["if"], op["of_attack"], op["attack_against"]) == ("miss", "triggering", "self")
    (op,) = ops("If the triggering attack hits, you gain a +2 bonus to AC.")
    assert "attack_against" not in op and op["of_attack"] == "triggering"
