"""The English trigger phrase grammar (``grammar/dnd4e/trigger_en.lark``): who does it.

Voice (the actor does it, the target has it done), subjects, a monster's own name and its
attacks, and filters said with "not" after the noun.

Sentences here are written for the tests, in the shape of printed 4E triggers; the real
corpus is measured in ``test_phrase_corpus.py`` and pinned in ``golden/triggers.yaml``.
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import trigger
from tests.triggerkit import ir, unread


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


# A monster's powers the text names but nobody lists (only its triggered powers are given,
# "Stomp" here): the attack a clause is made with is read from the sentence's form
@pytest.mark.parametrize(
    ("text", "event", "target", "power"),
    [
        ("The ogre hits with grinding fist.", "attack.hit", None, "grinding fist"),
        (
            "The ogre misses an enemy with its withering glare, at-will",
            "attack.miss",
            {"role": "enemy"},
            "withering glare",
        ),
        (
            "The ogre hits with claw or searing plume.",
            "attack.hit",
            None,
            ["claw", "searing plume"],
        ),
        ("When the ogre hits with a gloomspike attack", "attack.hit", None, "gloomspike"),
        (
            "The ogre scores a critical hit with the ogre's rending hooks.",
            "attack.critical",
            None,
            "rending hooks",
        ),
        # every word known: read where the grammar stopped, inside the name or right after it
        ("The ogre hits with its shadow talons.", "attack.hit", None, "shadow talons"),
        ("When the ogre hits with shadow talons", "attack.hit", None, "shadow talons"),
    ],
)
def test_an_attack_named_after_with_is_a_power(
    text: str, event: str, target: dict[str, str] | None, power: str | list[str]
) -> None:
    out = ir(text, ("Ogre Brute",), ("Stomp",))
    assert out == {
        "event": event,
        "actor": {"role": "self"},
        "target": target,
        "qualifiers": {"power": power},
    }


def test_an_attack_named_by_its_owner_is_a_power() -> None:
    assert ir("An enemy is hit by the ogre's cinder lash.", ("Ogre Brute",), ("Stomp",)) == {
        "event": "attack.hit",
        "actor": {"role": "creature"},
        "target": {"role": "enemy"},
        "qualifiers": {"power": "cinder lash"},
    }


# A word of the owner's name that is not all of one of its parts names something else
# when the sentence reads only that way ("ember" of Ember Stalker in "ember claws")
@pytest.mark.parametrize(
    ("text", "name", "key", "read"),
    [
        ("When it hits with ember claws", "Ember Stalker", "qualifiers", {"power": "ember claws"}),
        (
            "When an ally uses kobold trickery, at-will",
            "Snik, Kobold Schemer",
            "qualifiers",
            {"power": "kobold trickery"},
        ),
        (
            "When goblin ally within 3 squares is pushed",
            "Goblin Warchief",
            "target",
            {"role": "ally", "creature_type": "goblin", "within": 3},
        ),
        # the same word where it names the owner: itself, as before
        ("Ember hits an enemy.", "Ember Stalker", "actor", {"role": "self"}),
    ],
)
def test_a_word_of_the_owners_name_names_something_else_where_only_that_reads(
    text: str, name: str, key: str, read: dict[str, Any]
) -> None:
    assert ir(text, (name,), ("Stomp",))[key] == read


@pytest.mark.parametrize(
    "text",
    [
        "The ogre hits with a natural attack roll of 20.",  # a roll, not a named attack
        "The ogre hits an enemy with Grinding Fist.",  # capitalised: as often an item
        "An enemy is hit by cinder lash.",  # a bare run after "by": as often a creature
    ],
)
def test_what_is_no_named_attack_stays_unread(text: str) -> None:
    out, found = trigger(text, None, ("Ogre Brute",), ("Stomp",))
    assert out["event"] == "unparsed" and found[0].code == "P001"


@pytest.mark.parametrize(
    ("text", "slot", "party"),
    [
        ("A foe that is not bloodied hits you.", "actor", {"role": "enemy", "bloodied": False}),
        ("A foe hits an ally who is not bloodied.", "target", {"role": "ally", "bloodied": False}),
        (
            "A foe hits an ally that is not adjacent to you.",
            "target",
            {"role": "ally", "not_adjacent_to": "self"},
        ),
    ],
)
def test_a_filter_said_with_not_after_the_noun(text: str, slot: str, party: dict[str, Any]) -> None:
    assert ir(text)[slot] == party


def test_not_bloodied_after_the_noun_is_unbloodied_before_it() -> None:
    assert ir("A foe that is not bloodied hits you.") == ir("An unbloodied foe hits you.")


def test_a_negated_filter_the_ir_cannot_say_is_refused() -> None:
    unread("An ally who is not dazed hits an enemy.")
    unread("A foe that is not marked by you hits an ally.")
