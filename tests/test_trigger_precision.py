"""Trigger readings that said something other than the sentence (round 35's audit of the
4E trigger readings on inner-train text, docs/phrases.md "Precision of the trigger
readings"): each now reads what is said, or is refused.

Sentences here are made up for the tests, in the shape of printed 4E triggers.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.triggerkit import ir, unread

YOUR_TARGET = {"role": "creature", "your_target": True}
MONSTER = ("Made-up Mistwalker",)


# -- "the target" named first is the power's target, never any creature --------------------
@pytest.mark.parametrize(
    ("text", "party", "selector"),
    [
        ("The target makes an attack roll", "actor", YOUR_TARGET),
        ("The target shifts or makes an attack", "actor", YOUR_TARGET),
        ("The targets stand up", "actor", YOUR_TARGET),
        ("An ally hits the target", "target", YOUR_TARGET),
        (
            "The target takes damage from an ally's attack while within 5 squares of you",
            "target",
            {**YOUR_TARGET, "within": 5},
        ),
    ],
)
def test_the_target_is_the_powers_target(text: str, party: str, selector: dict[str, Any]) -> None:
    assert ir(text)[party] == selector


def test_the_target_of_a_monster_power_is_its_target() -> None:
    assert ir("When the target saves", MONSTER)["actor"] == YOUR_TARGET


@pytest.mark.parametrize(
    ("text", "party", "selector"),
    [
        # "a target" is any creature, as before
        ("A target shifts", "actor", {"role": "creature"}),
        ("You hit a target", "target", {"role": "creature"}),
        # "the target" said again is the party named before, with what is said of it
        (
            "You hit a target with a ranged attack and the target is marked by an ally",
            "target",
            {"role": "creature", "marked_by": "ally"},
        ),
        (
            "You hit a target while the target is adjacent to you",
            "target",
            {"role": "creature", "adjacent_to": "self"},
        ),
        # the target of a named power stays that power's
        (
            "The target of your divine challenge shifts",
            "actor",
            {"role": "named", "name": "divine challenge target"},
        ),
    ],
)
def test_other_targets_keep_their_reading(text: str, party: str, selector: dict[str, Any]) -> None:
    assert ir(text)[party] == selector


# -- a monster's "it" after another creature, the monster named nowhere before ---------------
@pytest.mark.parametrize(
    "text",
    [
        "When the target saves or when it drops to 0 hit points",
        "When an ally is hit or when it is first bloodied",
        "An enemy shifts or it is hit by an attack",
        "When an attack hits an ally or when it is first bloodied",
    ],
)
def test_it_after_another_creature_is_refused(text: str) -> None:
    assert "'it' after another creature" in unread(text, MONSTER)


@pytest.mark.parametrize(
    ("text", "either"),
    [
        # the monster named before: "it" is the monster
        (
            "When an enemy hits the mistwalker or when it is first bloodied",
            {"event": "bloodied", "actor": {"role": "self"}},
        ),
        (
            "When an enemy moves adjacent to the mistwalker or it is hit",
            {"event": "attack.hit", "actor": {"role": "creature"}, "target": {"role": "self"}},
        ),
    ],
)
def test_it_after_the_monster_is_named_is_the_monster(text: str, either: dict[str, Any]) -> None:
    part = ir(text, MONSTER)["either"][0]
    assert {key: part[key] for key in either} == either


def test_it_after_the_monster_alone_is_the_monster() -> None:
    out = ir("When first bloodied and again when it is reduced to 0 hit points", MONSTER)
    assert out["actor"] == {"role": "self"} and out["alternatives"] == ["hp.zero"]


# -- "one of your attacks (powers)" is the owner's, as "your attack" ---------------------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "One of your attacks bloodies an enemy",
            {"actor": {"role": "enemy"}, "qualifiers": {"by": "self", "from_attack": True}},
        ),
        (
            "One of your melee attacks reduces an enemy to 0 hit points",
            {
                "actor": {"role": "enemy"},
                "qualifiers": {"by": "self", "from_attack": True, "attack_kind": "melee"},
            },
        ),
        ("One of your powers hits an enemy", {"actor": {"role": "self"}}),
        ("One of your attacks misses", {"actor": {"role": "self"}}),
        # an attack power, not any power (a utility power is none)
        ("You use one of your attack powers", {"qualifiers": {"utility": False}}),
    ],
)
def test_one_of_your_attacks_is_yours(text: str, expected: dict[str, Any]) -> None:
    out = ir(text)
    assert {key: out[key] for key in expected} == expected


def test_one_of_the_monsters_attacks_is_its_own() -> None:
    out = ir("One of the mistwalker's attacks hits an enemy", MONSTER)
    assert out["actor"] == {"role": "self"} and out["target"] == {"role": "enemy"}


# -- "this item" is the power's item, not an implement ---------------------------------------
@pytest.mark.parametrize(
    ("text", "qualifiers"),
    [
        ("You hit an enemy with a ranged attack made with this item", {"item": True}),
        ("You miss with an attack using this item", {"item": True}),
        ("You hit an enemy using this cloak", {"item": True, "item_kind": "cloak"}),
        ("You use this item to make an attack", {"item": True}),
        # an implement said is one
        ("You miss with an attack using this implement", {"implement": True}),
        ("You hit an enemy using this wand", {"implement": True, "item_kind": "wand"}),
    ],
)
def test_this_item_is_the_powers_item(text: str, qualifiers: dict[str, Any]) -> None:
    said = ir(text)["qualifiers"]
    assert {key: said.get(key) for key in ("item", "implement", "item_kind")} == {
        "item": None,
        "implement": None,
        "item_kind": None,
        **qualifiers,
    }


# -- "the" + a creature type alone names one creature: in a monster's trigger the monster ----
@pytest.mark.parametrize(
    ("text", "party"),
    [
        ("The dragon is first bloodied", "actor"),
        ("When an enemy hits the giant with a melee attack", "target"),
        ("When the undead becomes subject to an effect", "actor"),
    ],
)
def test_the_creature_type_of_a_monster_is_itself(text: str, party: str) -> None:
    assert ir(text, MONSTER)[party] == {"role": "self"}


def test_the_creature_type_of_a_player_is_refused() -> None:
    assert "'the' before a creature type" in unread("You hit the dragon with an attack")


@pytest.mark.parametrize(
    ("text", "names", "selector"),
    [
        # "a dragon" is any dragon
        (
            "A dragon within 5 squares of you is hit",
            (),
            {"role": "creature", "creature_type": "dragon", "within": 5},
        ),
        ("You hit a dragon", (), {"role": "creature", "creature_type": "dragon"}),
        # a type before a role noun is that noun's filter
        ("When a goblin ally is hit", MONSTER, {"role": "ally", "creature_type": "goblin"}),
    ],
)
def test_other_creature_types_keep_their_reading(
    text: str, names: tuple[str, ...], selector: dict[str, Any]
) -> None:
    out = ir(text, names)
    assert selector in (out["actor"], out["target"])


# -- "into or out of" a place is either end of the movement: not read as "into" alone -------
@pytest.mark.parametrize(
    "text",
    [
        "An enemy teleports into or out of a square adjacent to you",
        "An enemy moves into or out of the zone",
    ],
)
def test_into_or_out_of_is_refused(text: str) -> None:
    assert "'or'" in unread(text)


@pytest.mark.parametrize(
    ("text", "qualifiers"),
    [
        ("An enemy teleports into a square adjacent to you", {"adjacent_to": "self"}),
        ("An enemy moves out of a square adjacent to you", {"from_adjacent_to": "self"}),
    ],
)
def test_into_and_out_of_alone_keep_their_reading(text: str, qualifiers: dict[str, Any]) -> None:
    assert ir(text)["qualifiers"] == qualifiers


# -- "with an attack against X" names the attack's target when the clause names none ---------
@pytest.mark.parametrize(
    ("text", "names", "target"),
    [
        ("An enemy misses with a melee attack against you", (), {"role": "self"}),
        (
            "An enemy scores a critical hit with an attack against you or an ally",
            (),
            {"role": "self_or_ally"},
        ),
        (
            "When an enemy misses with a ranged attack against the mistwalker",
            MONSTER,
            {"role": "self"},
        ),
    ],
)
def test_an_attack_against_someone_is_made_against_its_target(
    text: str, names: tuple[str, ...], target: dict[str, Any]
) -> None:
    out = ir(text, names)
    assert out["target"] == target and "against" not in out["qualifiers"]


def test_an_attack_against_someone_other_than_its_target_is_refused() -> None:
    assert "someone other than its target" in unread(
        "An enemy hits an ally with an attack against you"
    )


def test_a_check_against_someone_stays_a_qualifier() -> None:
    out = ir("You make an Intimidate check against a target")
    assert out["target"] is None and out["qualifiers"]["against"] == "creature"


# -- "while <state>" with no one said is the clause subject's state, never the owner's -------
@pytest.mark.parametrize(
    "text",
    [
        "An ally hits an enemy while charging",
        "An enemy hits you while raging",
        "An ally misses an enemy while wielding a shield",
        "An ally is hit while grabbing a creature",
    ],
)
def test_a_state_of_another_subject_no_filter_says_is_refused(text: str) -> None:
    assert "a state of the subject no filter says" in unread(text)


@pytest.mark.parametrize(
    ("text", "party", "selector"),
    [
        (
            "An ally hits an enemy while adjacent to you",
            "actor",
            {"role": "ally", "adjacent_to": "self"},
        ),
        ("An ally hits an enemy while bloodied", "actor", {"role": "ally", "bloodied": True}),
    ],
)
def test_a_state_of_another_subject_is_its_filter(
    text: str, party: str, selector: dict[str, Any]
) -> None:
    assert ir(text)[party] == selector


@pytest.mark.parametrize(
    ("text", "qualifiers"),
    [
        ("You hit an enemy while raging", {"owner_state": "raging"}),
        ("An enemy hits you while you are raging", {"owner_state": "raging"}),
        ("You are hit while bloodied", {"owner_bloodied": True}),
    ],
)
def test_a_state_of_the_owner_stays_the_owners(text: str, qualifiers: dict[str, Any]) -> None:
    assert ir(text)["qualifiers"] == qualifiers


# -- "its attack" making the attack a party: the monster's, or in a player's refused --------
@pytest.mark.parametrize(
    "text", ["Its attack hits you", "You are hit by its attack", "Its attack bloodies an ally"]
)
def test_its_attack_in_a_players_trigger_is_refused(text: str) -> None:
    assert "'its attack' in a player's trigger" in unread(text)


@pytest.mark.parametrize(
    ("text", "names", "expected"),
    [
        ("Its attack hits an enemy", MONSTER, {"actor": {"role": "self"}}),
        (
            "When its attack bloodies an enemy",
            MONSTER,
            {"actor": {"role": "enemy"}, "qualifiers": {"by": "self", "from_attack": True}},
        ),
        # "with its attack" is the hitter's own: it says nothing of who attacks
        ("An enemy hits you with its attack", (), {"actor": {"role": "enemy"}, "qualifiers": {}}),
    ],
)
def test_its_attack_elsewhere(text: str, names: tuple[str, ...], expected: dict[str, Any]) -> None:
    out = ir(text, names)
    assert {key: out[key] for key in expected} == expected


# -- a state said with no one before the clause is its subject's, as after it -----------------
def test_a_leading_state_of_another_subject_is_its_filter() -> None:
    out = ir("While bloodied, an ally hits an enemy")
    assert out["actor"] == {"role": "ally", "bloodied": True} and out["qualifiers"] == {}


def test_a_leading_state_and_a_state_of_the_owner_are_two_creatures_states() -> None:
    out = ir("While bloodied, an enemy hits you while you are not bloodied.")
    assert out["actor"] == {"role": "enemy", "bloodied": True}
    assert out["qualifiers"] == {"owner_bloodied": False}


def test_a_leading_state_of_another_subject_no_filter_says_is_refused() -> None:
    assert "a state of the subject no filter says" in unread(
        "While charging, an ally hits an enemy"
    )


@pytest.mark.parametrize(
    ("text", "qualifiers"),
    [
        ("While charging, you hit an enemy", {"owner_state": "charging"}),
        ("While bloodied, you are hit", {"owner_bloodied": True}),
        ("While you are bloodied, an enemy hits you", {"owner_bloodied": True}),
    ],
)
def test_a_leading_state_of_the_owner_stays_the_owners(
    text: str, qualifiers: dict[str, Any]
) -> None:
    assert ir(text)["qualifiers"] == qualifiers
