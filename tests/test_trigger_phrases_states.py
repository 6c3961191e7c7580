"""The English trigger phrase grammar (``grammar/dnd4e/trigger_en.lark``): places and states.

Conjured things as places, condition clauses, "while" clauses (states of the owner, or of
a party named again) and states said after "and".

Sentences here are written for the tests, in the shape of printed 4E triggers; the real
corpus is measured in ``test_phrase_corpus.py`` and pinned in ``golden/triggers.yaml``.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.triggerkit import ir, unread


# -- places, conjurations and condition clauses ----------------------------------------------
def test_a_conjured_thing_is_a_place_named_by_its_words() -> None:
    # adjacent to / within N squares of / in the square of a conjuration: its name
    assert ir("An enemy starts its turn adjacent to the spectral guardian")["qualifiers"] == {
        "adjacent_to": "spectral guardian"
    }
    assert ir("An enemy ends its turn within 2 squares of the flame")["qualifiers"] == {
        "within": 2,
        "within_of": "flame",
    }
    assert ir("A creature enters the sentinel's square")["qualifiers"] == {"square_of": "sentinel"}
    assert ir("An enemy moves out of the orb's square")["qualifiers"] == {"from_square_of": "orb"}
    # as a filter, the distance is measured from the named thing, not from the owner
    assert ir("An ally within 3 squares of the blade is hit")["target"] == {
        "role": "ally",
        "within": 3,
        "within_of": "named",
        "named": "blade",
    }


def test_distances_from_other_creatures_stay_refused() -> None:
    # only the owner or a named thing is a point distances are measured from
    assert "owner only" in unread("An enemy within 3 squares of an ally hits you")


@pytest.mark.parametrize(
    ("text", "qualifiers"),
    [
        ("An enemy hits you while you have cover", {"owner_state": ["cover"]}),
        (
            "An enemy misses you while you have concealment or cover from it",
            {"owner_state": ["concealment", "cover"]},
        ),
        (
            "An enemy hits you while you grant combat advantage",
            {"owner_grants_combat_advantage_to": True},
        ),
        ("An enemy hits you while you are in your beast form", {"owner_state": "beast_form"}),
        ("An enemy hits you while you are not in beast form", {"owner_not_state": "beast_form"}),
        ("An enemy hits you while you are within the zone", {"owner_state": "in_area"}),
        (
            "You are dazed while conscious",
            {"condition": "dazed", "owner_not_condition": "unconscious"},
        ),
    ],
)
def test_while_clauses_are_states_of_the_owner(text: str, qualifiers: dict[str, Any]) -> None:
    assert ir(text)["qualifiers"] == qualifiers


def test_it_in_a_state_of_the_owner_is_the_other_party() -> None:
    # the owner acts: "it" is the target; the owner is acted on: "it" is the actor
    mine = ir("You hit an enemy, and you are hidden from it")
    assert mine["qualifiers"] == {"owner_hidden_from": "target"}
    theirs = ir("An enemy hits you and you're granting combat advantage to it")
    assert theirs["qualifiers"] == {"owner_grants_combat_advantage_to": "actor"}
    assert ir("An attack misses you and you are hidden from the attacker")["qualifiers"] == {
        "owner_hidden_from": "actor"
    }


def test_states_of_the_owner_join_any_event_by_and() -> None:
    assert ir("An ally is hit by an attack and you are not included in the attack") == {
        "event": "attack.hit",
        "actor": {"role": "creature"},
        "target": {"role": "ally"},
        "qualifiers": {"excludes": "self"},
    }
    assert ir("An ally fails a saving throw and you are not dying")["qualifiers"] == {
        "owner_not_condition": "dying"
    }
    # said first ("You are conscious and ..."), the state is the owner's all the same
    assert ir("You are conscious and an enemy hits you")["qualifiers"] == {
        "owner_not_condition": "unconscious"
    }


def test_states_of_someone_else_are_refused() -> None:
    # the enemy's state cannot be written as the owner's
    unread("An enemy hits you and is hidden from you")
    # "it" before anyone it could stand for
    assert "no event before it" in unread("You are hidden from it and you hit an enemy")
    # a state with nothing to join
    unread("You are not dying")


def test_where_a_turn_started_and_how_it_ended() -> None:
    assert ir("An enemy that started its turn adjacent to you ends its turn farther away") == {
        "event": "turn.end",
        "actor": {"role": "enemy", "turn_start_adjacent_to": "self"},
        "target": None,
        "qualifiers": {"farther_than_turn_start": "self"},
    }
    assert ir("An enemy starts its turn in or enters a square adjacent to an ally") == {
        "event": "turn.start",
        "actor": {"role": "enemy"},
        "target": None,
        "qualifiers": {"adjacent_to": "ally"},
        "alternatives": ["move.enter"],
    }
    # a place after a time: "moves during its turn to a square adjacent to an ally"
    assert ir("An enemy moves during its turn to a square adjacent to an ally")["qualifiers"] == {
        "turn": "actor",
        "adjacent_to": "ally",
    }
    # "in or enters" needs an event that has a place: a turn's start
    unread("An enemy shifts in or enters a square adjacent to you")


def test_filters_of_the_clause_family() -> None:
    assert ir("An enemy that can see you attacks you")["actor"] == {"role": "enemy", "sees": "self"}
    assert ir("A flanking enemy hits you")["actor"] == {"role": "enemy", "flanking": "creature"}
    assert ir("You miss an enemy you are hidden from")["target"] == {
        "role": "enemy",
        "owner_hidden_from": True,
    }
    # what follows "against an ally" is the ally's, not the attacker's
    assert ir("An enemy makes an attack roll against an ally you can see")["target"] == {
        "role": "ally",
        "visible": True,
    }
    assert ir("An enemy makes an attack roll against your ally within 5 squares of you") == {
        "event": "attack.roll",
        "actor": {"role": "enemy"},
        "target": {"role": "ally", "within": 5},
        "qualifiers": {},
    }


def test_forcing_to_move_causing_damage_and_attacking_you_and_an_ally() -> None:
    assert ir("An enemy forces you to move") == ir("You are forced to move by an enemy")
    assert ir("An enemy hits you and causes damage") == ir("An enemy hits you and deals damage")
    assert ir("An enemy attacks you and an ally") == {
        "event": "attack.target",
        "actor": {"role": "enemy"},
        "target": {"role": "self"},
        "qualifiers": {"includes": "ally"},
    }
    assert ir("An enemy bloodies you but does not reduce you to 0 hit points")["qualifiers"] == {
        "by": "enemy",
        "hp_zero": False,
    }


def test_a_turn_started_somewhere_and_ended_elsewhere_is_the_turn_end() -> None:
    assert ir("An enemy starts its turn adjacent to you but ends its turn not adjacent to you") == {
        "event": "turn.end",
        "actor": {"role": "enemy", "turn_start_adjacent_to": "self"},
        "target": None,
        "qualifiers": {"not_adjacent_to": "self"},
    }
    # only where the turn started becomes a filter; two creatures' turns are two events
    unread("An enemy starts its turn adjacent to you and an ally ends its turn")


def test_the_owners_state_said_first_and_creatures_next_to_the_owner() -> None:
    assert ir("While you are bloodied, an enemy hits you") == ir(
        "An enemy hits you while you are bloodied"
    )
    assert ir("An enemy hits you while your spirit companion is adjacent to you")["qualifiers"] == {
        "owner_adjacent_to": "spirit companion"
    }
    assert ir("You are hit while an ally is adjacent to you")["qualifiers"] == {
        "owner_adjacent_to": "ally"
    }
    # "it" in a player's trigger is not the owner
    unread("An enemy hits you while an ally is adjacent to it")
    assert ir("An enemy ends its move in a square where it flanks you")["qualifiers"] == {
        "flanking": "self"
    }


def test_a_state_after_and_filters_the_party_it_names_again() -> None:
    assert ir("You hit a target and the target is marked by an ally")["target"] == {
        "role": "creature",
        "marked_by": "ally",
    }
    assert ir("You hit an enemy, and the enemy is dazed")["target"] == {
        "role": "enemy",
        "condition": "dazed",
    }
    # with no subject, the subject of the part before: here the one hit
    assert ir("An ally is hit by an attack and is within 2 squares of you")["target"] == {
        "role": "ally",
        "within": 2,
    }
    # someone not named before, a party named ambiguously, or said first: refused
    unread("An enemy hits you and another enemy is within 2 squares of you")
    unread("An enemy hits an enemy and the enemy is dazed")
    unread("An enemy is adjacent to you and hits you")
    # becoming is an event, not a state
    unread("You hit an enemy and the enemy becomes dazed")


def test_what_a_creature_has_after_and() -> None:
    # the owner's: a qualifier; a party named before: its filter
    assert ir("You end your turn and you have ongoing damage")["qualifiers"] == {
        "owner_state": "ongoing_damage"
    }
    assert ir("You hit an enemy, and the enemy is taking ongoing damage")["target"] == {
        "role": "enemy",
        "ongoing_damage": True,
    }
    assert ir("You roll initiative and you have no healing surges")["qualifiers"] == {
        "owner_state": "no_healing_surges"
    }
    # "at least 1 hit point" is not being at 0 (only 1: other amounts are refused)
    assert ir("You start your turn stunned and have at least 1 hit point")["qualifiers"] == {
        "condition": "stunned",
        "hp_zero": False,
    }
    unread("You start your turn stunned and have at least 5 hit points")
    assert ir("An enemy ends its turn within 5 squares of you but is not adjacent to you") == {
        "event": "turn.end",
        "actor": {"role": "enemy", "not_adjacent_to": "self"},
        "target": None,
        "qualifiers": {"within": 5},
    }


# -- "while the <party> is <state>": a state of the party named again, as after "and" --------
@pytest.mark.parametrize(
    ("text", "slot", "party"),
    [
        (
            "A goblin hits an ally while the ally is within 4 squares of you.",
            "target",
            {"role": "ally", "within": 4},
        ),
        (
            "An ally is missed by an attack while the ally is adjacent to you.",
            "target",
            {"role": "ally", "adjacent_to": "self"},
        ),
        (
            "An enemy shifts while the enemy is marked by an ally.",
            "actor",
            {"role": "enemy", "marked_by": "ally"},
        ),
        (
            "An enemy ends its turn adjacent to you while the enemy is bloodied.",
            "actor",
            {"role": "enemy", "bloodied": True},
        ),
        (
            "An ally damages an enemy while the enemy is slowed.",
            "target",
            {"role": "enemy", "condition": "slowed"},
        ),
    ],
)
def test_while_the_party_named_again_is_a_state_of_it(
    text: str, slot: str, party: dict[str, Any]
) -> None:
    assert ir(text)[slot] == party


@pytest.mark.parametrize(
    "text",
    [
        "A goblin hits an ally while the ally is within 4 squares of you.",
        "An enemy shifts while the enemy is marked by an ally.",
        "An ally damages an enemy while the enemy is slowed.",
    ],
)
def test_while_the_party_is_read_as_and_the_party_is(text: str) -> None:
    # one reading of a party's state, whichever word joins it
    assert ir(text) == ir(text.replace(" while the ", ", and the "))


@pytest.mark.parametrize(
    "text",
    [
        # no party of that name before: whose state would it be?
        "An enemy hits an ally while the target is dazed.",
        "An ally hits an enemy while the creature is adjacent to you.",
        # an event after "while", not a state
        "An enemy hits you while the enemy is hit by an ally.",
        "An enemy hits an ally while the ally is first bloodied.",
        "An enemy hits an ally while the ally is bloodied by an attack.",
    ],
)
def test_while_before_anything_but_a_state_of_a_named_party_is_refused(text: str) -> None:
    unread(text)
