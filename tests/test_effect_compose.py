"""Effect clauses read by parts that compose.

One reading of "who" in every slot: its filters (before the noun or after it) are written
beside the slot it fills (``target_filters``, ``who_filters``, ``<key>_filters``), never
dropped. A time said before or after the clause is the ops' ``at`` (never "now"), for every
clause of its sentence; "each" after a subject distributes the verb; "either ... or ..."
between verb phrases is a choice; an attack power used is described by the game's words.

The sentences are made up for these tests (not corpus text).
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import effect_clauses


def ops(text: str) -> list[dict[str, Any]]:
    found = [op for _, clause_ops, _ in effect_clauses(text) for op in clause_ops]
    assert all(op["op"] != "unparsed" for op in found), found
    return [{k: v for k, v in op.items() if k != "text"} for op in found]


@pytest.mark.parametrize(
    ("text", "at"),
    [
        ("At the end of your next turn, the target takes 6 damage.", "end_of_next_turn"),
        ("At the start of your next turn, you shift 2 squares.", "start_of_next_turn"),
        ("The target takes 6 damage at the end of your next turn.", "end_of_next_turn"),
        ("You shift 2 squares at the start of your next turn.", "start_of_next_turn"),
        # (the attack that triggered the power, told from the power's own attack)
        ("After the triggering attack, you shift 2 squares.", "after_triggering_attack"),
        ("After the attack, you shift 2 squares.", "after_attack"),
        ("Before the attack, you shift 2 squares.", "before_attack"),
    ],
)
def test_a_time_before_or_after_the_clause_is_when_the_op_happens(text: str, at: str) -> None:
    (op,) = ops(text)
    assert op["at"] == at


def test_a_leading_time_holds_for_each_clause_of_its_sentence() -> None:
    damage, dazed = ops("At the end of your next turn, you take 3 damage and the target is dazed.")
    assert damage["at"] == dazed["at"] == "end_of_next_turn"
    # a time after a clause is that clause's only
    first, second = ops("You take 3 damage at the end of your next turn, and the target is dazed.")
    assert first["at"] == "end_of_next_turn" and "at" not in second


def test_an_op_with_no_time_said_happens_now() -> None:
    (op,) = ops("The target takes 6 damage.")
    assert "at" not in op


@pytest.mark.parametrize(
    "text",
    [
        "You and one ally can each shift 2 squares.",
        "You and one ally each shift 2 squares.",
    ],
)
def test_each_after_the_subject_distributes_the_verb(text: str) -> None:
    mine, theirs = ops(text)  # you shift, and one ally shifts
    assert (mine["op"], mine["distance"], mine["who"]) == ("shift", 2, "self")
    assert (theirs["op"], theirs["distance"], theirs["who"]) == ("shift", 2, "ally")


def test_either_or_between_verb_phrases_is_a_choice_of_options() -> None:
    (op,) = ops("The target either shifts 2 squares or stands up.")
    assert op == {
        "op": "choice",
        "of": "ops",
        "options": [
            [{"op": "shift", "distance": 2, "who": "target"}],
            [{"op": "stand", "who": "target"}],
        ],
    }
    (op,) = ops("You can spend a healing surge or make a saving throw.")
    assert [[o["op"] for o in option] for option in op["options"]] == [["surge"], ["save"]]


def test_a_tail_after_a_choice_reaches_into_its_options() -> None:
    (op,) = ops("The ally either shifts 2 squares or is slowed until the end of your next turn.")
    shift, slowed = (option[0] for option in op["options"])
    assert "duration" not in shift and slowed["duration"] == "end_of_next_turn"
    (op,) = ops("Until the end of your next turn, the ally either shifts 2 squares or is dazed.")
    assert op["options"][1][0]["duration"] == "end_of_next_turn"


def test_or_inside_a_verb_phrase_is_not_a_choice_of_verbs() -> None:
    # a second verb after a list of conditions is not read, never guessed
    text = "The target is dazed or takes 5 damage."
    assert [found for _, found, _ in effect_clauses(text)] == [[{"op": "unparsed", "text": text}]]


@pytest.mark.parametrize(
    ("text", "power", "target"),
    [
        (
            "You can use an encounter attack power against the ally.",
            {"power_kind": "encounter"},
            "ally",
        ),
        (
            "Use a close or area daily attack power on the triggering enemy.",
            {"attack_kind": ["close", "area"], "power_kind": "daily"},
            "triggering",
        ),
        (
            "The ally makes a ranged at-will attack against you.",
            {"attack_kind": "ranged", "power_kind": "at-will"},
            "self",
        ),
        (
            "You use one of your wizard at-will attack powers against the target.",
            {"class": "wizard", "power_kind": "at-will"},
            "target",
        ),
        (
            "You can use a radiant encounter attack power against the target.",
            {"keywords": "radiant", "power_kind": "encounter"},
            "target",
        ),
    ],
)
def test_an_attack_power_used_is_described_by_its_words(
    text: str, power: dict[str, Any], target: str
) -> None:
    (op,) = ops(text)
    assert (op["op"], op["power"], op["target"]) == ("attack", power, target)


def test_a_power_described_twice_in_one_key_is_not_read() -> None:
    # "an arcane fire power": both keywords or either? the op cannot say, so it is refused
    text = "You use an arcane fire attack power against the target."
    assert [found for _, found, _ in effect_clauses(text)] == [[{"op": "unparsed", "text": text}]]


def test_for_the_rest_of_the_encounter_is_a_duration_for_the_whole_sentence() -> None:
    bonus, slowed = ops(
        "For the rest of the encounter, you gain a +1 bonus to AC and the ally is slowed."
    )
    assert bonus["duration"] == slowed["duration"] == "encounter"


@pytest.mark.parametrize(
    ("text", "op"),
    [
        (
            "This power can be used only once per round.",
            {"op": "limit", "what": "this_power", "once_per": "round"},
        ),
        (
            "This power can be used only once per encounter.",
            {"op": "limit", "what": "this_power", "once_per": "encounter"},
        ),
        ("The power isn't expended.", {"op": "not_expended"}),
        (
            "You can re-roll the saving throw.",
            {"op": "reroll", "what": "roll", "rolls": ["saving_throw"], "who": "self"},
        ),
    ],
)
def test_more_ways_of_saying_what_the_ops_say(text: str, op: dict[str, Any]) -> None:
    assert ops(text) == [op]


def test_save_ends_all_is_save_ends() -> None:
    (op,) = ops("The target takes ongoing 3 fire damage (save ends all).")
    assert (op["ongoing"], op["duration"]) == (True, "save_ends")


def test_keywords_after_against_say_what_the_bonus_is_against() -> None:
    (op,) = ops("You gain a +1 bonus to saving throws against fear and charm effects.")
    assert (op["stat"], op["against_keywords"]) == ("saving_throws", ["fear", "charm"])


def test_skills_named_in_a_bonus_are_kept() -> None:
    (op,) = ops("You gain a +3 bonus to Athletics checks.")
    assert (op["stat"], op["skills"]) == ("skill_checks", ["athletics"])
    (op,) = ops("The ally gains a +3 bonus to the next Insight or Perception check.")
    assert op["skills"] == ["insight", "perception"]
    (op,) = ops("You gain a +3 bonus to skill checks.")
    assert "skills" not in op


def test_in_this_form_is_a_duration_for_the_whole_sentence() -> None:
    bonus, condition = ops("In this form, you gain a +2 bonus to AC and you are invisible.")
    assert bonus["duration"] == condition["duration"] == "form"


def test_a_condition_on_the_creature_type_of_a_creature() -> None:
    (op,) = ops("If the target is an undead creature, it takes 3 extra damage.")
    assert op["if"] == "target undead"
    (op,) = ops("If the target is a demon, it is slowed.")
    assert op["if"] == "target demon"


def test_a_bonus_whose_amount_is_said_apart_has_no_value() -> None:
    (op,) = ops("The ally gains a power bonus to attack rolls against the target.")
    assert (op["op"], op["stat"], op["value"], op["against"]) == ("bonus", "attack", None, "target")


def test_you_and_allies_with_filters() -> None:
    mine, theirs = ops("You and allies in the zone gain a +1 bonus to AC.")
    # (the filter after the noun is the allies': you gain it wherever you are)
    assert (mine["target"], "target_filters" in mine) == ("self", False)
    assert (theirs["target"], theirs["target_filters"]) == ("allies", {"in_area": "zone"})


def test_a_level_line_says_at_which_levels_its_ops_hold() -> None:
    (op,) = ops("Level 15 or 25: Ongoing 5 acid damage.")
    assert (op["ongoing"], op["bonus"], op["types"], op["at_levels"]) == (
        True,
        5,
        ["acid"],
        [15, 25],
    )


@pytest.mark.parametrize(
    ("text", "filters"),
    [
        ("Each enemy adjacent to you takes 4 damage.", {"adjacent_to": "self"}),
        ("Each enemy that is adjacent to you takes 4 damage.", {"adjacent_to": "self"}),
        ("Each creature who is within 2 squares of you takes 4 damage.", {"within": 2}),
        ("Each bloodied enemy takes 4 damage.", {"bloodied": True}),
        ("Each dazed enemy in the zone takes 4 damage.", {"condition": "dazed", "in_area": "zone"}),
        ("Each enemy within the aura takes 4 damage.", {"in_area": "aura"}),
        ("Each enemy you hit takes 4 damage.", {"hit_by": "self"}),
        ("Each enemy hit by the attack takes 4 damage.", {"hit_by": "attack"}),
        ("Each enemy marked by the ally takes 4 damage.", {"marked_by": "ally"}),
        ("Each enemy that is marked by you takes 4 damage.", {"marked_by": "self"}),
        ("Each enemy you can see takes 4 damage.", {"visible": True}),
        ("Each enemy that can see you takes 4 damage.", {"sees": "self"}),
        ("Each enemy other than the target takes 4 damage.", {"other_than": "target"}),
    ],
)
def test_what_is_said_of_the_subject_is_its_filters(text: str, filters: dict[str, Any]) -> None:
    (op,) = ops(text)
    assert (op["op"], op["target"], op["target_filters"]) == ("damage", op["target"], filters)
    assert op["target"] in ("enemies", "creatures")


def test_a_creature_inside_a_filter_keeps_its_own_filters() -> None:
    (op,) = ops("Each enemy adjacent to a bloodied ally takes 4 damage.")
    assert op["target_filters"] == {
        "adjacent_to": "ally",
        "adjacent_to_filters": {"bloodied": True},
    }
    (op,) = ops("One ally within 3 squares of the target gains a +1 bonus to AC.")
    assert op["target_filters"] == {"within": 3, "of": "target"}


def test_the_same_reading_fills_the_object_and_against_slots() -> None:
    (op,) = ops("You push each enemy adjacent to you 2 squares.")
    assert (op["op"], op["target"], op["target_filters"]) == (
        "push",
        "enemies",
        {"adjacent_to": "self"},
    )
    (op,) = ops("You mark one enemy that is within 3 squares of you.")
    assert (op["target"], op["target_filters"]) == ("enemies", {"count": 1, "within": 3})
    (op,) = ops("You make a melee basic attack against one bloodied enemy adjacent to you.")
    assert op["target_filters"] == {"count": 1, "bloodied": True, "adjacent_to": "self"}


def test_a_subject_with_filters_carries_to_the_next_verb_phrase() -> None:
    damage, slowed = ops("Each enemy in the burst takes 4 damage and is slowed.")
    assert damage["target_filters"] == slowed["target_filters"] == {"in_area": "burst"}


def test_a_creature_with_nothing_said_of_it_has_no_filters() -> None:
    (op,) = ops("The target takes 4 damage.")
    assert "target_filters" not in op
