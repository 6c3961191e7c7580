"""The English trigger phrase grammar (``grammar/trigger_en.lark``) and its IR.

Sentences here are written for the tests, in the shape of printed 4E triggers; the real
corpus is measured in ``test_phrase_corpus.py`` and pinned in ``golden/triggers.yaml``.
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import trigger
from counterplay.diagnostics import Severity, Span


def ir(text: str, names: tuple[str, ...] = (), powers: tuple[str, ...] = ()) -> dict[str, Any]:
    out, found = trigger(text, None, names, powers)
    assert not found, [d.message for d in found]
    out.pop("text")
    return out


def unread(text: str, names: tuple[str, ...] = ()) -> str:
    """The P001 message for a trigger the grammar must refuse."""
    out, found = trigger(text, Span("f.yaml", 3, 14), names)
    assert out == {"event": "unparsed", "text": text}
    assert [d.code for d in found] == ["P001"]
    assert found[0].severity is Severity.WARNING
    return found[0].message


# -- voice never changes meaning (DESIGN.md: the actor does it, the target has it done) --
@pytest.mark.parametrize(
    ("active", "passive"),
    [
        ("An enemy hits you", "You are hit by an enemy"),
        (
            "An enemy misses you with a melee attack",
            "You are missed by an enemy with a melee attack",
        ),
        ("An enemy attacks you", "You are attacked by an enemy"),
        ("An enemy pushes you", "You are pushed by an enemy"),
        ("An enemy damages you", "You are damaged by an enemy"),
        ("An enemy deals damage to you", "You take damage from an enemy"),
        ("An enemy reduces you to 0 hit points", "You are reduced to 0 hit points by an enemy"),
        ("An enemy bloodies you", "You are bloodied by an enemy"),
        ("A melee attack hits you", "You are hit by a melee attack"),
        ("An effect dazes you", "You become dazed by an effect"),
        ("An enemy dazes you", "You are dazed by an enemy"),
        ("An ally hits an enemy adjacent to you", "An enemy adjacent to you is hit by an ally"),
    ],
)
def test_active_and_passive_voice_give_the_same_ir(active: str, passive: str) -> None:
    assert ir(active) == ir(passive)


def test_hit_by_enemy() -> None:
    assert ir("An enemy hits you.") == {
        "event": "attack.hit",
        "actor": {"role": "enemy"},
        "target": {"role": "self"},
        "qualifiers": {},
    }


# -- subjects ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "actor"),
    [
        ("You shift", {"role": "self"}),
        ("An enemy shifts", {"role": "enemy"}),
        ("An ally within 5 squares of you shifts", {"role": "ally", "within": 5}),
        ("An enemy adjacent to you shifts", {"role": "enemy", "adjacent_to": "self"}),
        ("An adjacent enemy shifts", {"role": "enemy", "adjacent_to": "self"}),
        ("You or an ally shifts", {"role": "self_or_ally"}),
        ("An enemy marked by you shifts", {"role": "enemy", "marked_by": "self"}),
        ("A creature shifts", {"role": "creature"}),
        ("A bloodied enemy shifts", {"role": "enemy", "bloodied": True}),
        ("Your spirit companion shifts", {"role": "named", "name": "spirit companion"}),
    ],
)
def test_subjects(text: str, actor: dict[str, Any]) -> None:
    assert ir(text) == {"event": "shift", "actor": actor, "target": None, "qualifiers": {}}


def test_an_attack_as_subject_is_made_by_any_creature() -> None:
    assert ir("An attack hits you") == {
        "event": "attack.hit",
        "actor": {"role": "creature"},
        "target": {"role": "self"},
        "qualifiers": {},
    }


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("An attack hits the wretch.", ("Aberrant Wretch",)),
        ("An attack hits Grell.", ("Grell",)),
        ("An attack hits Dedrek.", ("Dedrek Harskel, Lord of House Harskel",)),
        ("An attack hits Rolan.", ("Prince Rolan",)),
    ],
)
def test_a_monsters_own_name_is_self(text: str, names: tuple[str, ...]) -> None:
    assert ir(text, names)["target"] == {"role": "self"}


def test_some_other_goblin_is_not_self() -> None:
    # "a goblin ally" after a determiner is some goblin, not the owner
    out = ir("An attack hits a goblin ally.", ("Goblin Cutter",))
    assert out["target"] == {"role": "ally", "creature_type": "goblin"}


def test_monster_subjectless_triggers_are_the_owner() -> None:
    assert ir("When first bloodied, encounter") == {
        "event": "bloodied",
        "actor": {"role": "self"},
        "target": None,
        "qualifiers": {"first_time": True},
    }
    assert ir("When hit by a melee attack, at-will")["target"] == {"role": "self"}


def test_a_monsters_power_names_read_as_its_attacks() -> None:
    out = ir("Sujin hits an enemy with ninja-to slash.", ("Sujin Makoto",), ("Ninja-To Slash",))
    assert out["qualifiers"] == {"power": "ninja-to slash"}
    assert out["actor"] == {"role": "self"}


# -- qualifiers ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "qualifiers"),
    [
        ("An enemy hits you with a melee attack", {"attack_kind": "melee"}),
        ("An enemy hits you with a ranged or an area attack", {"attack_kind": ["ranged", "area"]}),
        ("You hit an enemy using this weapon", {"weapon": True}),
        ("A psychic attack hits you", {"keywords": ["psychic"]}),
        ("You are hit by an attack for the first time in an encounter", {"first_time": True}),
        ("An enemy scores a critical hit against you", {}),
        ("You hit an enemy with an at-will attack power", {"power_kind": "at-will"}),
        ("You hit an enemy with a melee basic attack", {"attack_kind": "melee", "basic": True}),
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
    out = ir("You bloody an enemy or reduce it to 0 hit points")
    assert (out["event"], out["actor"], out["alternatives"]) == (
        "bloodied",
        {"role": "enemy"},
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
    out = ir("An attack bloodies you or drops you below 1 hit point.")
    assert (out["event"], out["alternatives"]) == ("bloodied", ["hp.zero"])
    out = ir("Your attack misses or you fail a saving throw")
    assert (out["event"], out["alternatives"]) == ("attack.miss", ["save.fail"])
    # a comma before the "or" closes the part before, it is not a list comma
    out = ir("An ally misses on an attack roll, fails a saving throw, or fails a skill check.")
    assert out["alternatives"] == ["save.fail", "skill.fail"]


def test_and_before_a_verb_is_a_state_or_an_outcome() -> None:
    assert ir("An enemy attacks you and has combat advantage against you.")["qualifiers"] == {
        "combat_advantage_against": "self"
    }
    out = ir("An attack hits your Will and dazes you.")
    assert (out["event"], out["qualifiers"]) == (
        "condition.gain",
        {"condition": "dazed", "defense": ["will"]},
    )


def test_a_state_of_someone_else_is_refused() -> None:
    # the roll is the creature's, the dislike yours: one qualifier cannot say both
    message = unread(
        "A creature makes an attack roll or a skill check, and you dislike the result."
    )
    assert "someone other than the actor" in message
    assert ir("You make an attack roll or a skill check, and you dislike the result.")[
        "qualifiers"
    ] == {"dislike_result": True}


def test_contractions_read_as_their_two_words() -> None:
    assert ir("You're pulled, pushed, slid, or knocked prone.") == ir(
        "You are pulled, pushed, slid, or knocked prone."
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
    message = unread("You miss with an attack that has the poison keyword or a poison effect.")
    assert "an attack or an effect" in message
    assert ir("You hit with a melee or a ranged attack.")["qualifiers"] == {
        "attack_kind": ["melee", "ranged"]
    }


def test_there_stands_for_the_place_before() -> None:
    out = ir("An enemy enters the zone or starts its turn there")
    assert out["qualifiers"] == {"area": True}
    assert "no place" in unread("An enemy shifts or starts its turn there")


def test_only_unconscious_is_fallen_into() -> None:
    assert ir("An ally falls unconscious.")["qualifiers"] == {"condition": "unconscious"}
    assert "unconscious" in unread("An ally falls dazed.")


def test_forced_movement_nouns_are_the_forced_events() -> None:
    assert ir("You are subjected to a push, a pull, or a slide from an attack.") == ir(
        "You are pulled, pushed, or slid by an attack."
    )
    assert ir("You are subject to a push effect.")["event"] == "forced.push"


def test_this_weapon_is_the_weapon_not_an_implement() -> None:
    assert ir("You make an attack with this weapon.")["qualifiers"] == {"weapon": True}
    assert ir("You hit with the weapon.")["qualifiers"] == {"weapon": True}
    assert ir("You hit with an attack using this orb.")["qualifiers"] == {"implement": True}


def test_an_event_named_twice_requires_only_what_both_parts_require() -> None:
    out = ir("An area attack misses you, or any attack misses you.")
    assert (out["event"], out["qualifiers"]) == ("attack.miss", {})


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
    assert ir("An attack makes you unconscious or stuns you")["qualifiers"] == {
        "condition": ["unconscious", "stunned"]
    }


def test_a_referenced_creature_with_its_own_filters_is_refused() -> None:
    # the distance is the ally's, not where the enemy moves: a role alone cannot say it
    message = unread("An enemy moves adjacent to one of your allies within 3 squares of you.")
    assert "filters of its own" in message
