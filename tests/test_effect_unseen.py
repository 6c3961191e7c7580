"""Effect clauses read by rules chosen on the unread clauses of inner-train and of a set of
4E powers from outside the shared corpus (``ext-train``), kept because they read clauses of
inner-test or of the outside set's test fifth too (issue 12, item 4; docs/phrases.md).

Each test reads made-up sentences (our own wording, not corpus text), asserts the ops, and
asserts what the rule must refuse or leave alone (never widen: every word is read into the
IR or the clause is not read).
"""

from __future__ import annotations

from tests.effectkit import ops, refused

# -- damage of each attack, and of each kind of attack ----------------------------------------


def test_damage_per_attack_is_each_attacks() -> None:
    (op,) = ops("3[W] + Constitution modifier cold damage per attack.")
    assert (op["op"], op["weapon"], op["ability"], op["types"], op["per"]) == (
        "damage",
        3,
        "constitution",
        ["cold"],
        "attack",
    )
    (op,) = ops("Half damage per attack.")
    assert (op["op"], op["half"], op["per"]) == ("damage", True, "attack")
    # "per" of anything else is not read (never dropped)
    assert refused("2d6 damage per turn.")


def test_damage_said_for_each_kind_of_attack_is_conditional_on_it() -> None:
    read = ops("2d8 + Wisdom modifier damage (ranged) or 1d10 + Strength modifier damage (melee).")
    assert [(op["op"], op["dice"], op["ability"], op["if"]) for op in read] == [
        ("damage", "2d8", "wisdom", "attack_range ranged"),
        ("damage", "1d10", "strength", "attack_range melee"),
    ]
    # the words after the second kind are said of both
    read = ops("1[W] + Dexterity modifier damage (melee) or 2d4 damage (ranged) per attack.")
    assert [(op["per"], op["if"]) for op in read] == [
        ("attack", "attack_range melee"),
        ("attack", "attack_range ranged"),
    ]
    # the same kind twice, or an option that is no damage, is not read
    assert refused("1[W] damage (melee) or 2[W] damage (melee).")
    assert refused("1[W] damage (melee) or you shift 1 square (ranged).")


def test_a_clause_after_damage_by_kind_keeps_no_condition() -> None:
    # "(melee) or (ranged)" is each damage's own condition, not a lead of the sentence
    read = ops("2[W] damage (melee) or 1d8 damage (ranged), and the target is dazed (save ends).")
    assert [op.get("if") for op in read] == ["attack_range melee", "attack_range ranged", None]
    assert (read[2]["condition"], read[2]["duration"]) == ("dazed", "save_ends")


# -- a condition said after a verb governs its own clause only --------------------------------


def test_a_condition_after_the_verb_is_no_lead_of_the_clauses_after_it() -> None:
    said = "You slide the target 1 square if it is bloodied, and you gain 3 temporary hit points."
    read = ops(said)
    assert [(op["op"], op.get("if")) for op in read] == [
        ("slide", "target bloodied"),
        ("temp_hp", None),
    ]
    read = ops("The target is dazed, or stunned if it is bloodied, and you shift 1 square.")
    assert [(op["op"], op.get("if")) for op in read] == [
        ("condition", "not target bloodied"),
        ("condition", "target bloodied"),
        ("shift", None),
    ]


def test_a_leading_condition_still_governs_every_clause() -> None:
    read = ops("If the target is bloodied, you shift 1 square, and the target is dazed.")
    assert [op.get("if") for op in read] == ["target bloodied", "target bloodied"]
    read = ops("On a hit, you push the target 1 square, and you gain a +1 bonus to AC.")
    assert [op.get("if") for op in read] == ["hit", "hit"]


# -- an event condition's time said of the creature's own turn -------------------------------


def test_an_event_condition_by_the_end_of_its_own_turn() -> None:
    (op,) = ops("If the target shifts before the end of its next turn, it takes 5 fire damage.")
    assert op["if_event"]["event"] == "shift"
    assert op["if_event"]["actor"] == {"role": "creature", "your_target": True}
    assert op["if_event_by"] == "end_of_target_next_turn"
    assert (op["op"], op["bonus"], op["types"]) == ("damage", 5, ["fire"])
    (op,) = ops("If the target attacks before the start of its next turn, you shift 2 squares.")
    assert (op["if_event_by"], op["op"]) == ("start_of_target_next_turn", "shift")
    (op,) = ops("If the target moves before the end of its turn, it is slowed.")
    assert op["if_event_by"] == "end_of_target_turn"
    # a time of no list is not read (never dropped)
    assert refused("If the target moves before the end of the round, it takes 5 damage.")


# -- a stance taken on, by its name ------------------------------------------------------------


def test_a_stance_taken_on_keeps_its_name_and_its_time() -> None:
    (op,) = ops("You assume the granite bastion stance.")
    assert (op["op"], op["name"], op["who"]) == ("stance", "granite bastion", "self")
    (op,) = ops("You assume the howling gale stance until the end of the encounter.")
    assert (op["name"], op["duration"]) == ("howling gale", "encounter")
    (op,) = ops("You assume the ember stance until you are no longer bloodied.")
    assert (op["duration"], op["until"]) == ("until_event", "self no_longer bloodied")
    # a time or a condition the effect grammar does not read is not dropped: not read
    assert refused("You assume the ember stance while adjacent to an ally.")
    assert refused("You assume the ember stance, which ends if you are hit.")


# -- who marks, with what is said of it (found by the never-widen check on outside text) -----


def test_who_marks_keeps_its_filters() -> None:
    (op,) = ops("The target is marked by an ally within 3 squares of you.")
    assert (op["condition"], op["by"], op["by_filters"]) == ("marked", "ally", {"within": 3})
    (op,) = ops("The enemy is marked by a bloodied ally until the end of your next turn.")
    assert (op["by"], op["by_filters"], op["duration"]) == (
        "ally",
        {"bloodied": True},
        "end_of_next_turn",
    )
    (op,) = ops("The target is marked.")
    assert op["by"] == "self" and "by_filters" not in op


# -- which attack a condition on your hit or miss is of ----------------------------------------


def test_you_hit_or_miss_with_the_triggering_attack_is_of_that_attack() -> None:
    # "with the triggering attack" was dropped: the condition read as this power's own hit
    (op,) = ops("If you hit the target with the triggering attack, it is dazed (save ends).")
    assert (op["op"], op["if"], op["of_attack"]) == ("condition", "hit", "triggering")
    (op,) = ops("If you hit with the triggering attack, you shift 2 squares.")
    assert (op["op"], op["if"], op["of_attack"]) == ("shift", "hit", "triggering")
    (op,) = ops("If you miss with the triggering attack, you gain 4 temporary hit points.")
    assert (op["op"], op["if"], op["of_attack"]) == ("temp_hp", "miss", "triggering")
    # the clauses after it in the sentence are of that attack too
    said = "If you miss with the triggering attack, you shift 1 square and the target is slowed."
    read = ops(said)
    assert [(op["if"], op["of_attack"]) for op in read] == [("miss", "triggering")] * 2
    # "with the attack" is this power's own, as "If you hit," is
    (op,) = ops("If you hit the target with the attack, you shift 1 square.")
    assert (op["if"], "of_attack" in op) == ("hit", False)
