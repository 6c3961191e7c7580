"""The English trigger phrase grammar (``grammar/dnd4e/trigger_en.lark``): how parts join.

Qualifiers, lists and alternatives, "or" / "and" / "either" before a verb, parts that
leave someone out, distances after a forced movement, and what is refused at the first
word not read (never a widened reading).

Sentences here are written for the tests, in the shape of printed 4E triggers; the real
corpus is measured in ``test_phrase_corpus.py`` and pinned in ``golden/triggers.yaml``.
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import trigger
from counterplay.diagnostics import Span
from tests.triggerkit import ir, unread


# -- qualifiers ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "qualifiers"),
    [
        ("An enemy hits you with a melee attack", {"attack_kind": "melee"}),
        ("An enemy hits you with a ranged or an area attack", {"attack_kind": ["ranged", "area"]}),
        ("You hit an enemy using this weapon", {"weapon": True}),
        ("A psychic attack hits you", {"keywords": ["psychic"]}),
        ("You are hit by an attack for the first time in an encounter", {"first_time": True}),
        ("An enemy scores a critical hit against your ally", {}),
        ("You hit an enemy with an at-will attack power", {"power_kind": "at-will"}),
        (
            "You hit a bloodied enemy with a melee basic attack",
            {"attack_kind": "melee", "basic": True},
        ),
    ],
)
def test_qualifiers(text: str, qualifiers: dict[str, Any]) -> None:
    assert ir(text)["qualifiers"] == qualifiers


# -- lists (HELPERS.md: a dotted prefix, or one event with alternatives) ---------------------
def test_all_three_forced_movements_are_the_prefix_event() -> None:
    out = ir("You are pulled, pushed, or slid")
    assert out["event"] == "forced" and "alternatives" not in out
    assert out["actor"] == {"role": "creature"} and out["target"] == {"role": "self"}


def test_hit_or_missed_lists_an_alternative() -> None:
    out = ir("An enemy hits or misses you")
    assert (out["event"], out["alternatives"]) == ("attack.hit", ["attack.miss"])
    assert ir("When hit or missed by a melee attack")["alternatives"] == ["attack.miss"]


def test_parts_with_the_same_parties_join_as_alternatives() -> None:
    out = ir("An enemy adjacent to you moves or shifts")
    assert (out["event"], out["alternatives"]) == ("move", ["shift"])


def test_rolls_list_their_events() -> None:
    out = ir("You make an attack roll, a saving throw, or a skill check and dislike the result")
    assert out["event"] == "attack.roll"
    assert out["alternatives"] == ["save.roll", "skill.check"]
    assert out["qualifiers"] == {"dislike_result": True}


# -- what is not read is refused at the first word not read ----------------------------------
def test_unknown_word_is_p001_at_that_word() -> None:
    out, found = trigger("An enemy frobnicates you", Span("f.yaml", 3, 14))
    assert out == {"event": "unparsed", "text": "An enemy frobnicates you"}
    assert found[0].code == "P001"
    assert found[0].span == Span("f.yaml", 3, 14 + len("An enemy "))
    assert "'frobnicates'" in found[0].message


def test_no_event_is_invented_from_a_partial_match() -> None:
    # "An enemy hits you" is read, but the rest is not: the whole trigger is unparsed
    assert "'sing'" in unread("An enemy hits you while you sing")
    assert "'the'" in unread("An enemy hits you the")


def test_a_word_inside_another_word_is_not_read() -> None:
    # whole-word lexing: "a" must not be read out of "avenger", nor "hit" out of "hitch"
    assert "'hitch'" in unread("An enemy hitch you")


def test_thresholds_other_than_zero_hit_points_are_refused() -> None:
    assert "only 0 hit points" in unread("An enemy reduces you to 10 hit points or fewer")


def test_parts_with_other_parties_are_triggers_of_their_own() -> None:
    out = ir("You score a critical hit or an enemy drops to 0 hit points")
    assert (out["event"], out["actor"]) == ("attack.critical", {"role": "self"})
    assert out["either"] == [
        {"event": "hp.zero", "actor": {"role": "enemy"}, "target": None, "qualifiers": {}}
    ]


def test_it_stands_for_an_earlier_object() -> None:
    out = ir("You bloody a creature or reduce it to 0 hit points")
    assert (out["event"], out["actor"], out["alternatives"]) == (
        "bloodied",
        {"role": "creature"},
        ["hp.zero"],
    )


def test_two_events_joined_by_and_are_refused() -> None:
    assert "two events" in unread("You shift and an enemy drops to 0 hit points")


def test_typographic_characters_are_folded() -> None:
    assert ir("An enemy\u2019s attack hits you") == ir("An enemy's attack hits you")


# -- "or" / "and" before a verb join clause parts (compiler.words types them) ---------------
def test_or_before_a_verb_joins_parts_not_noun_phrases() -> None:
    # "you or an ally" is still one subject; "you or damages you" is two parts
    assert ir("You or an ally is hit by an attack")["target"] == {"role": "self_or_ally"}
    out = ir("An attack bloodies an ally or drops it below 1 hit point.")
    assert (out["event"], out["alternatives"]) == ("bloodied", ["hp.zero"])
    out = ir("Your ranged attack misses or you fail a saving throw")
    assert (out["event"], out["alternatives"]) == ("attack.miss", ["save.fail"])
    # a comma before the "or" closes the part before, it is not a list comma
    out = ir("An ally misses on an attack roll, fails a saving throw, or fails a skill check.")
    assert out["alternatives"] == ["save.fail", "skill.fail"]


def test_and_before_a_verb_is_a_state_or_an_outcome() -> None:
    assert ir("A creature attacks you and has combat advantage against you.")["qualifiers"] == {
        "combat_advantage_against": "self"
    }
    out = ir("An attack hits your Will and dazes you.")
    assert (out["event"], out["qualifiers"]) == (
        "condition.gain",
        {"from_attack": True, "condition": "dazed", "defense": ["will"], "from_hit": True},
    )
    # the hit is kept: damage dealt by a miss does not fire "hits and deals damage"
    assert ir("You hit and deal damage.")["qualifiers"] == {"from_hit": True}


def test_a_state_of_someone_else_is_refused() -> None:
    # the roll is the creature's, the dislike an ally's: no qualifier says whose it is
    message = unread(
        "A creature makes an attack roll or a skill check and an ally dislikes the result."
    )
    assert "someone other than the actor" in message
    # nor has "you don't die" an owner's form while someone else acts
    assert "someone other than the actor" in unread(
        "A creature makes an attack roll, and you don't die."
    )
    assert ir("You make an attack roll or a skill check, and you dislike the result.")[
        "qualifiers"
    ] == {"dislike_result": True}


def test_contractions_read_as_their_two_words() -> None:
    assert ir("You're pushed, pulled, slid, or knocked prone.") == ir(
        "You are pushed, pulled, slid, or knocked prone."
    )
    assert ir("An enemy hits you while you're bloodied") == ir(
        "An enemy hits you while you are bloodied"
    )
    # a diagnostic after a contraction still points at the word in the source
    out, found = trigger("You're sung to", Span("f.yaml", 3, 14))
    assert out["event"] == "unparsed"
    assert "'sung'" in found[0].message and found[0].span.column == 14 + len("You're ")


def test_attack_phrases_of_different_sorts_are_either_parts() -> None:
    # "a basic attack or an at-will power" is either, never both at once: two triggers
    out = ir("You hit with a basic attack or an at-will attack power.")
    assert out["qualifiers"] == {"basic": True}
    assert [part["qualifiers"] for part in out["either"]] == [{"power_kind": "at-will"}]
    assert out["either"][0]["event"] == "attack.hit"
    # an attack and an effect are not two attacks ("has the poison keyword or a poison effect")
    message = unread("You miss with an attack that has the fire keyword or a fire effect.")
    assert "an attack or an effect" in message
    assert ir("You hit with a melee or a ranged attack.")["qualifiers"] == {
        "attack_kind": ["melee", "ranged"]
    }


def test_there_stands_for_the_place_before() -> None:
    out = ir("An ally enters the zone or starts its turn there")
    assert out["qualifiers"] == {"area": True}
    assert "no place" in unread("An enemy shifts or starts its turn there")


def test_only_unconscious_is_fallen_into() -> None:
    assert ir("An ally falls unconscious.")["qualifiers"] == {"condition": "unconscious"}
    assert "unconscious" in unread("An ally falls dazed.")


def test_forced_movement_nouns_are_the_forced_events() -> None:
    assert ir("You are subjected to a pull, a push, or a slide from an attack.") == ir(
        "You are pulled, pushed, or slid by an attack."
    )
    assert ir("You are subject to a push effect.")["event"] == "forced.push"


def test_this_weapon_is_the_weapon_not_an_implement() -> None:
    assert ir("You make an attack with this weapon.")["qualifiers"] == {"weapon": True}
    assert ir("You hit with the weapon.")["qualifiers"] == {"weapon": True}
    assert ir("You hit with an attack using this orb.")["qualifiers"] == {
        "implement": True,
        "item_kind": "orb",
    }


def test_an_event_named_twice_requires_only_what_both_parts_require() -> None:
    out = ir("An area attack misses you, or any attack misses you.")
    assert (out["event"], out["qualifiers"]) == ("attack.miss", {})


def test_an_ability_check_is_a_check_of_any_ability() -> None:
    # "an ability check" was read as any skill check, the word "ability" dropped (a
    # widening); "a Strength check" names one ability the same way
    abilities = ["charisma", "constitution", "dexterity", "intelligence", "strength", "wisdom"]
    out = ir("An ally makes an ability check.")
    assert (out["event"], out["qualifiers"]) == ("skill.check", {"skill": abilities})
    out = ir("You fail an ability check.")
    assert (out["event"], out["qualifiers"]) == ("skill.fail", {"skill": abilities})
    # a skill check or an ability check is any check
    assert ir("An ally makes a skill or ability check.")["qualifiers"] == {}


@pytest.mark.parametrize("check", ["a skill or ability check", "an ability or skill check"])
def test_a_skill_or_ability_check_either_way_round_is_any_check(check: str) -> None:
    # an ability check is a check of one of the six abilities and a skill check of a skill:
    # either of them, in either order, is any check (no qualifier)
    out = ir(f"An ally fails {check}.")
    assert (out["event"], out["qualifiers"]) == ("skill.fail", {}), out


def test_a_d20_roll_is_every_d20_roll_and_no_other_die() -> None:
    out = ir("You roll a d20 and dislike the result.")
    assert [out["event"], *out["alternatives"]] == [
        "attack.roll",
        "save.roll",
        "death_save.roll",
        "skill.check",
        "initiative.roll",
    ]
    assert "only the d20" in unread("You roll a d6 and dislike the result.")


def test_or_before_a_new_subject_starts_a_part_but_not_after_you() -> None:
    out = ir("Your beast companion is hit by an attack or an enemy enters the zone")
    assert out["either"][0]["event"] == "move.enter"
    assert ir("You or an ally fails a saving throw")["actor"] == {"role": "self_or_ally"}


def test_kinds_named_by_two_parts_of_one_event_are_alternatives() -> None:
    assert ir("An effect dazes you or stuns you") == ir("An effect dazes or stuns you")
    assert ir("An attack makes an ally unconscious or stuns it")["qualifiers"] == {
        "from_attack": True,  # an attack's, not a zone's (never widen)
        "condition": ["unconscious", "stunned"],
    }


def test_hitting_at_least_one_or_no_targets_after_a_use() -> None:
    # "at" before "least" is a quantity (never "at the start of ..."), after a participle too
    out = ir("You use a daily attack power and hit at least one enemy.")
    assert (out["event"], out["target"], out["qualifiers"]) == (
        "attack.hit",
        {"role": "enemy"},
        {"power_kind": "daily", "utility": False},
    )
    assert ir("When hit at the start of your turn.")["qualifiers"] == {"at": "turn.start"}
    # hitting no targets is missing them all
    for text in (
        "You hit no targets with a ranged encounter attack power.",
        "You use a ranged encounter attack power and hit no targets.",
    ):
        out = ir(text)
        assert (out["event"], out["qualifiers"]["all_targets"]) == ("attack.miss", True)
        assert out["qualifiers"]["attack_kind"] == "ranged"
    unread("You hit no allies with a burst.")


@pytest.mark.parametrize(
    "text",
    [
        # two parts of one event that differ in two things: one set of qualifiers would fire
        # on a miss with an encounter power that missed only some targets, or on any ranged hit
        "You miss with a daily attack power, or you miss all targets with a melee encounter "
        "attack power.",
        "You hit with a melee attack, or you hit with a ranged attack using a crossbow.",
    ],
)
def test_or_parts_of_one_event_never_widen(text: str) -> None:
    assert "differ in more than one thing" in unread(text)
    # one difference is exact: either kind
    assert ir("You hit with a melee attack, or you hit with a ranged attack.")["qualifiers"] == {
        "attack_kind": ["melee", "ranged"]
    }


@pytest.mark.parametrize(
    ("either", "plain"),
    [
        (
            "An ally is either hit or missed by a close attack.",
            "An ally is hit or missed by a close attack.",
        ),
        ("You are either slowed or immobilized.", "You are slowed or immobilized."),
        ("An enemy is either pushed or slid.", "An enemy is pushed or slid."),
        (
            "An ally is either bloodied or reduced to 0 hit points.",
            "An ally is bloodied or reduced to 0 hit points.",
        ),
    ],
)
def test_either_after_is_reads_as_the_or_after_it(either: str, plain: str) -> None:
    assert ir(either) == ir(plain)


def test_either_after_is_keeps_refusing_what_the_plain_sentence_refuses() -> None:
    unread("An enemy is either bloodied by an ally or hit by you.")
    unread("An ally is either hit or missed by a close attack in the swamp.")


@pytest.mark.parametrize(
    "text",
    [
        "A foe attacks an ally and does not include you as a target.",
        "A foe attacks an ally but doesn't include you.",
        "A foe attacks an ally, and does not include you.",
    ],
)
def test_an_attack_that_leaves_someone_out_said_after_and(text: str) -> None:
    # the same as "makes an attack against an ally that does not include you"
    out = ir(text)
    assert (out["event"], out["target"], out["qualifiers"]) == (
        "attack.target",
        {"role": "ally"},
        {"excludes": "self"},
    )


@pytest.mark.parametrize(
    "text",
    [
        "A foe shifts and does not include you.",  # no attack to include anyone
        "An ally does not include you.",  # no attack said before
        "A foe attacks an ally or shifts, and does not include you.",  # of which part?
        "A foe attacks an ally and an enemy does not include you.",  # whose attack?
    ],
)
def test_leaving_someone_out_of_no_attack_is_refused(text: str) -> None:
    unread(text)


def test_you_or_an_enemy_are_two_parties_each_a_trigger() -> None:
    out = ir("You or a dazed enemy within 2 squares of you is missed by an attack.")
    assert (out["event"], out["target"]) == ("attack.miss", {"role": "self"})
    assert [(p["event"], p["target"]) for p in out["either"]] == [
        ("attack.miss", {"role": "enemy", "condition": "dazed", "within": 2})
    ]
    # you or an ally stay the one role
    assert ir("You or an ally is missed by an attack.")["target"] == {"role": "self_or_ally"}
    unread("You or an enemy or an orc is missed by an attack.")


@pytest.mark.parametrize(
    "text",
    [
        "An attack made by you and your enemies hits an ally.",
        "An attack made by the goblin or its mount hits an ally.",
        "An attack made by you or an enemy hits an ally.",
    ],
)
def test_a_causer_named_as_several_parties_is_refused_not_a_crash(text: str) -> None:
    out, found = trigger(text, Span("f.yaml", 3, 14), ("goblin",))
    assert out["event"] == "unparsed"
    assert "several creatures named apart" in found[0].message


@pytest.mark.parametrize(
    ("text", "events"),
    [
        ("A foe slides an ally 4 squares.", ("forced.slide", [])),
        ("An ally is pulled 1 square by a foe.", ("forced.pull", [])),
        ("A foe pushes or pulls you 3 squares.", ("forced.push", ["forced.pull"])),
        ("An ally is pushed, pulled, or slid 2 squares.", ("forced", [])),
    ],
)
def test_a_distance_after_a_forced_movement(text: str, events: tuple[str, list[str]]) -> None:
    out = ir(text)
    assert (out["event"], out.get("alternatives", [])) == events
    assert out["qualifiers"]["distance"] == int(next(w for w in text.split() if w.isdigit()))


@pytest.mark.parametrize(
    "text",
    [
        "A foe hits you 2 squares.",  # a hit goes no distance
        "A foe dazes an ally 3 squares.",
        "You are hit 2 squares.",
        "A foe pushes you 2 squares away from an ally.",  # where to: not read, so refused
    ],
)
def test_a_distance_after_no_movement_is_refused(text: str) -> None:
    unread(text)
