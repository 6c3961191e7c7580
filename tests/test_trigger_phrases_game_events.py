"""The English trigger phrase grammar (``grammar/dnd4e/trigger_en.lark``): the game's events.

Rolls, checks, saving throws, damage kinds, traps and hazards, falls, rests, runs and
escapes.

Sentences here are written for the tests, in the shape of printed 4E triggers; the real
corpus is measured in ``test_phrase_corpus.py`` and pinned in ``golden/triggers.yaml``.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.triggerkit import ir, unread


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
    # where you may not be (never adjacent to yourself): you, or that creature (`either`),
    # as "you or an enemy adjacent to you" (it was refused before the variant probe)
    fall = ir("You or a creature adjacent to you falls")
    assert fall["actor"] == {"role": "self"}
    assert [e["actor"] for e in fall["either"]] == [{"role": "creature", "adjacent_to": "self"}]


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
    gained = ir("An ally is subjected to an effect that a save can end")
    assert ir("An ally receives an effect that a save can end") == gained
    assert (gained["event"], gained["actor"]) == ("effect.gain", {"role": "ally"})
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
