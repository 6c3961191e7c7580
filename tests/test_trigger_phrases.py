"""The English trigger phrase grammar (``grammar/dnd4e/trigger_en.lark``) and its IR.

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
    assert ir("An attack makes you unconscious or stuns you")["qualifiers"] == {
        "from_attack": True,  # an attack's, not a zone's (never widen)
        "condition": ["unconscious", "stunned"],
    }


# -- rolls, checks, saves, damage kinds, traps and other game events -----------------------
def test_named_skills_are_the_skill_qualifier_as_alternatives() -> None:
    assert ir("An ally makes an Insight check.")["qualifiers"] == {"skill": "insight"}
    for text in (
        "You fail a Bluff, an Insight, or a Streetwise check.",
        "You fail a Bluff check, an Insight check, or a Streetwise check.",
    ):
        assert ir(text)["qualifiers"] == {"skill": ["bluff", "insight", "streetwise"]}
    # any skill check among them: no skill is required
    assert ir("You make a Bluff check or a skill check.")["qualifiers"] == {}
    # one qualifier would restrict the saving throw to a skill too
    assert "other kinds of roll" in unread("You make a Nature check or a saving throw.")


def test_a_roll_is_every_roll() -> None:
    # the d20 rolls and the damage rolls
    d20, out = ir("An ally rolls a d20."), ir("An ally makes a roll.")
    assert out["alternatives"] == [*d20["alternatives"], "damage.roll"]
    assert out["event"] == d20["event"] == "attack.roll"


def test_a_roll_you_dislike_is_the_owners_own_roll_only() -> None:
    assert ir("You make a saving throw you dislike") == ir(
        "You make a saving throw and dislike the result"
    )
    assert ir("You make a check result that you dislike")["qualifiers"] == {"dislike_result": True}
    assert "someone else" in unread("An ally makes an attack roll you dislike")


@pytest.mark.parametrize(
    ("text", "qualifiers"),
    [
        ("You make a Stealth check to hide", {"skill": "stealth", "purpose": "hide"}),
        (
            "An ally makes an Athletics check to climb or swim",
            {"skill": "athletics", "purpose": ["climb", "swim"]},
        ),
        ("You fail an Athletics check while jumping", {"skill": "athletics", "purpose": "jump"}),
        ("You make a Heal check to stabilize an ally", {"skill": "heal", "purpose": "stabilize"}),
        ("You make an Arcana check to perform a ritual", {"skill": "arcana", "purpose": "ritual"}),
        (
            "You fail a Nature check in a natural environment",
            {"skill": "nature", "environment": "natural"},
        ),
        (
            "You make a Stealth check underground",
            {"skill": "stealth", "environment": "underground"},
        ),
        ("You fail an Endurance check by 10 or more", {"skill": "endurance", "margin": 10}),
        ("You make a Bluff check opposed by an enemy", {"skill": "bluff", "against": "enemy"}),
    ],
)
def test_what_a_check_is_for_where_and_by_how_much(text: str, qualifiers: dict[str, Any]) -> None:
    assert ir(text)["qualifiers"] == qualifiers


def test_saving_throws_other_than_death_saves_first_and_against_a_condition() -> None:
    assert (
        ir("An ally fails a saving throw other than a death saving throw")["event"] == "save.fail"
    )
    assert ir("You are required to make a saving throw") == ir("You make a saving throw")
    assert ir("You succeed on your first saving throw against an effect")["qualifiers"] == {
        "first_time": "effect"
    }
    out = ir("An enemy makes a saving throw against being dazed or stunned")
    assert out["qualifiers"] == {"condition": ["dazed", "stunned"]}


def test_not_rolling_a_number_is_every_other_face_of_the_d20() -> None:
    out = ir("You make an attack roll and don't roll a natural 1")
    assert out["qualifiers"] == {"roll": [str(n) for n in range(2, 21)]}
    assert "1 to 20" in unread("You make a saving throw and don't roll a 21")


def test_damage_of_a_type_that_is_not_said_is_typed_damage() -> None:
    typed = {"typed": True}
    assert ir("An ally takes damage of a specific type")["qualifiers"] == typed
    assert ir("An enemy deals a specific type of damage to you") == ir(
        "You take damage of a particular type from an enemy"
    )
    assert ir("An ally is bloodied by fire or cold damage")["qualifiers"] == {
        "damage_types": ["fire", "cold"]
    }
    # "by a fire or cold attack" stays an attack phrase
    assert ir("You are hit by a fire or cold attack")["qualifiers"] == {
        "keywords": ["fire", "cold"]
    }
    assert ir("You take fire damage that exceeds your resistance")["qualifiers"] == {
        "damage_types": ["fire"],
        "exceeds_resistance": True,
    }


def test_a_trap_or_a_hazard_is_no_creature_but_the_events_source() -> None:
    assert ir("A hazard attacks an ally") == {
        "event": "attack.target",
        "actor": None,
        "target": {"role": "ally"},
        "qualifiers": {"source": "hazard"},
    }
    assert ir("You are pushed by a trap")["actor"] is None
    assert ir("An ally takes damage from a fall")["qualifiers"] == {"source": "fall"}
    assert ir("A trap within range triggers")["qualifiers"] == {"source": "trap", "in_range": True}
    # a trap is described only by where it is; "triggers" needs a trap, hazard or object
    assert "beyond where it is" in unread("A trap adjacent to you attacks you")
    assert "what it triggers is unsaid" in unread("An enemy triggers")


def test_triggering_a_trap_in_either_voice() -> None:
    assert ir("An enemy triggers a trap") == ir("A trap is triggered by an enemy")
    assert ir("A trap is triggered") == ir("A trap triggers")
    assert ir("Your Dungeoneering check triggers a hazard") == {
        "event": "trap.trigger",
        "actor": {"role": "self"},
        "target": None,
        "qualifiers": {"skill": "dungeoneering", "source": "hazard"},
    }


def test_you_or_a_creature_is_any_creature_only_where_you_are_too() -> None:
    assert ir("You or a creature within 5 squares of you falls")["actor"] == {
        "role": "creature",
        "within": 5,
    }
    assert "may not hold for you" in unread("You or a creature adjacent to you falls")


@pytest.mark.parametrize(
    ("text", "event", "qualifiers"),
    [
        ("An enemy falls", "fall", {}),
        ("An ally falls and takes no damage", "fall", {"damaged": False}),
        ("You take a short rest", "rest.short", {}),
        ("You complete an extended rest", "rest.extended", {}),
        ("An enemy takes a run action", "move", {"mode": "run"}),
        ("An enemy moves more than 2 squares", "move", {"min_distance": 3}),
        (
            "An ally makes an escape attempt using Acrobatics",
            "escape.attempt",
            {"skill": "acrobatics"},
        ),
        (
            "You find a hazard with a Dungeoneering check",
            "skill.succeed",
            {"skill": "dungeoneering", "purpose": "find", "source": "hazard"},
        ),
    ],
)
def test_falls_rests_runs_and_escapes(text: str, event: str, qualifiers: dict[str, Any]) -> None:
    out = ir(text)
    assert (out["event"], out["qualifiers"]) == (event, qualifiers)


def test_an_attack_with_a_damage_keyword_deals_typed_damage() -> None:
    for text in (
        "An enemy hits you with an attack that has a damage keyword",
        "An enemy hits you with an attack with a damage type keyword",
        "An enemy hits you with an attack that deals a specific damage type",
    ):
        assert ir(text)["qualifiers"] == {"typed": True}


def test_starting_a_turn_subject_to_conditions() -> None:
    out = ir("An ally starts its turn subject to a dazed or stunned condition")
    assert out["qualifiers"] == {"condition": ["dazed", "stunned"]}
    out = ir("You start your turn subject to a slowed condition that a save can end")
    assert out["qualifiers"] == {"condition": "slowed", "save_can_end": True}


def test_damage_of_a_hit_and_damage_caused() -> None:
    assert ir("An ally takes damage from an attack that hits it")["qualifiers"] == {
        "from_hit": True
    }
    assert ir("An enemy causes damage to you") == ir("An enemy deals damage to you")
    assert ir("An attack's damage reduces an ally to 0 hit points") == ir(
        "An attack reduces an ally to 0 hit points"
    )


def test_an_effect_a_save_can_end_applied_or_received() -> None:
    gained = ir("You are subjected to an effect that a save can end")
    assert ir("You receive an effect that a save can end") == gained
    out = ir("An enemy applies an effect to an ally that a save can end")
    assert (out["event"], out["actor"], out["qualifiers"]) == (
        "effect.gain",
        {"role": "ally"},
        {"by": "enemy", "save_can_end": True},
    )


def test_resisted_damage_and_effects_a_save_can_end() -> None:
    assert ir("An ally resists cold damage") == {
        "event": "damage.take",
        "actor": {"role": "creature"},
        "target": {"role": "ally"},
        "qualifiers": {"damage_types": ["cold"], "resisted": True},
    }
    gained = ir("An ally is subjected to an effect that a save can end")
    assert ir("An ally is affected by an effect that a save can end") == gained
    assert ir("An ally is affected by an effect that allows a saving throw") == gained


def test_only_forcing_a_surrender_is_a_purpose_said_with_force() -> None:
    assert ir("You make an Intimidate check to force an enemy to surrender")["qualifiers"] == {
        "skill": "intimidate",
        "purpose": "surrender",
    }
    assert "surrender" in unread("You make an Intimidate check to fire an enemy to surrender")


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
    # a place after a time: "moves during its turn to a square adjacent to you"
    assert ir("An enemy moves during its turn to a square adjacent to you")["qualifiers"] == {
        "turn": "actor",
        "adjacent_to": "self",
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
    assert ir("Your turn starts and you have ongoing damage")["qualifiers"] == {
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


# -- turns, rounds, history, resources --------------------------------------------------------
def test_how_a_turn_went_is_known_when_it_ends() -> None:
    assert ir("An enemy ends its turn without having made an attack during it.") == {
        "event": "turn.end",
        "actor": {"role": "enemy"},
        "target": None,
        "qualifiers": {"attacked_this_turn": False},
    }
    unmoved = ir("An ally ends his or her turn without moving.")
    assert unmoved == ir("An ally does not move during his or her turn.")
    assert (unmoved["event"], unmoved["qualifiers"]) == ("turn.end", {"moved_this_turn": False})


def test_a_first_turn_and_a_round() -> None:
    first = ir("A creature starts its first turn of the encounter.")
    assert (first["event"], first["qualifiers"]) == ("turn.start", {"first_time": True})
    assert ir("A round begins.") == {
        "event": "round.start",
        "actor": None,
        "target": None,
        "qualifiers": {},
    }
    assert ir("A surprise round starts.")["qualifiers"] == {"surprise": True}


def test_distance_moved_in_one_movement_or_in_the_turn() -> None:
    assert ir("An enemy moves at least 4 squares.")["qualifiers"] == {"min_distance": 4}
    assert ir("An enemy moves at least 4 squares during this turn.")["qualifiers"] == {
        "turn_distance_min": 4
    }
    assert ir("An ally shifts at least half its speed during the current turn.") == {
        "event": "shift",
        "actor": {"role": "ally"},
        "target": None,
        "qualifiers": {"turn_distance_min": "half_speed"},
    }


def test_the_owner_judges_another_creatures_roll() -> None:
    # "you dislike the result" of someone else's roll is the owner's judgement (disliked_by);
    # of the owner's own roll it stays dislike_result
    out = ir("An enemy within 3 squares of you makes a saving throw, and you dislike the result.")
    assert out == {
        "event": "save.roll",
        "actor": {"role": "enemy", "within": 3},
        "target": None,
        "qualifiers": {"disliked_by": "self"},
    }
    assert ir("You make a saving throw, and you dislike the result.")["qualifiers"] == {
        "dislike_result": True
    }


def test_what_has_not_been_done_yet_is_of_the_actor_or_of_the_owner() -> None:
    theirs = ir("An ally misses an enemy and has not yet made an attack this encounter.")
    assert theirs["qualifiers"] == {"attacked_this_encounter": False}
    yours = ir("An ally misses with an attack and you have not yet made an attack this encounter.")
    assert yours["qualifiers"] == {"owner_attacked_this_encounter": False}


def test_parties_no_role_covers_are_either_parts() -> None:
    out = ir("You and your enemies within 5 squares of you make initiative checks.")
    assert out == {
        "event": "initiative.roll",
        "actor": {"role": "self"},
        "target": None,
        "qualifiers": {},
        "either": [
            {
                "event": "initiative.roll",
                "actor": {"role": "enemy", "within": 5},
                "target": None,
                "qualifiers": {},
            }
        ],
    }


def test_initiative_results_compared() -> None:
    lower = ir("An enemy makes an initiative check, and the result is lower than your result.")
    assert lower["qualifiers"] == {"result_lower_than": "self"}
    highest = ir("You roll initiative and your result is higher than every other creature's.")
    assert highest["qualifiers"] == {"result_highest": True}


def test_resources_granted_spent_and_run_out() -> None:
    granted = ir("An ally grants you the use of a healing surge.")
    assert granted == ir("An ally enables you to spend a healing surge.")
    assert (granted["event"], granted["actor"], granted["target"]) == (
        "surge.grant",
        {"role": "ally"},
        {"role": "self"},
    )
    assert ir("An enemy uses an action point.")["event"] == "action_point.spend"
    assert ir("You have no power points.")["event"] == "power_points.zero"
    bonus = ir("You give an ally an item bonus.")
    assert (bonus["event"], bonus["qualifiers"]) == ("bonus.grant", {"bonus_type": "item"})


def test_times_and_history() -> None:
    assert ir("An enemy makes a saving throw at a time other than the start of its turn.")[
        "qualifiers"
    ] == {"not_at": "turn.start"}
    out = ir("An enemy that has attacked you since the end of your last turn shifts.")
    assert out["actor"] == {"role": "enemy", "attacked_since_last_turn": "self"}
    missed = ir("An ally misses using an action gained by spending an action point.")
    assert missed["qualifiers"] == {"from_action_point": True}


def test_you_and_others_named_apart_are_either_parts() -> None:
    # where the others are is not said of you: you are the burst's origin
    out = ir("You, an ally, or an enemy within 3 squares of you makes a saving throw.")
    assert (out["actor"], [p["actor"] for p in out["either"]]) == (
        {"role": "self"},
        [{"role": "ally", "within": 3}, {"role": "enemy", "within": 3}],
    )
    # elsewhere a comma after "you" still closes the part
    assert ir("An enemy hits you, or an ally falls prone.")["either"][0]["event"] == "prone"


def test_the_owners_healing_surges_and_turn() -> None:
    out = ir("An enemy hits you while you have at least 2 healing surges remaining.")
    assert out["qualifiers"] == {"owner_healing_surges_min": 2}
    assert ir("An enemy hits the ogre on the ogre's turn.", names=("ogre",))["qualifiers"] == {
        "turn": "self"
    }


def test_how_often_it_has_happened() -> None:
    assert ir("The first time an enemy hits you.")["qualifiers"] == {"first_time": True}
    again = ir("An ally is bloodied for the third time this encounter.")
    assert (again["event"], again["qualifiers"]) == ("bloodied", {"nth_time": 3})


def test_an_unsaid_flanker_is_the_subject_not_the_owner() -> None:
    # the owner does not flank itself: "while flanking it" is the attacker's state
    out = ir("An enemy hits you while flanking you")
    assert out["actor"] == {"role": "enemy", "flanking": "self"}
    assert out["qualifiers"] == {}
    assert ir("An enemy hits you while you are flanking an enemy")["qualifiers"] == {
        "owner_flanking": "enemy"
    }


def test_words_of_the_games_lists_read_wherever_their_list_does() -> None:
    # issue 12: the vocabulary is data (compiler/dnd4e/vocabulary.py), not the corpus's words
    assert ir("An enemy hits you with an urgrosh.")["qualifiers"] == {"weapon_name": "urgrosh"}
    assert ir("You hit an enemy using a heavy blade.")["qualifiers"] == {
        "weapon_group": "heavy blade"
    }
    assert ir("You hit an enemy using a ki focus.")["qualifiers"] == {"implement_name": "ki focus"}
    removed = ir("You are removed from play.")  # a condition of three words, one token
    assert (removed["event"], removed["qualifiers"]) == (
        "condition.gain",
        {"condition": "removed from play"},
    )
    assert ir("An enemy hits your Reflex.")["qualifiers"] == {"defense": ["reflex"]}


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
