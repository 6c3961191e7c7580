"""Attack, power and target phrases of trigger sentences (docs/phrases.md).

Sentences are written for the tests in the shape of printed 4E triggers; the real ones are
pinned in ``golden/triggers.yaml``.
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import trigger
from counterplay.diagnostics import Span


def ir(text: str, names: tuple[str, ...] = ()) -> dict[str, Any]:
    out, found = trigger(text, None, names)
    assert not found, [d.message for d in found]
    out.pop("text")
    return out


def unread(text: str) -> str:
    out, found = trigger(text, Span("f.yaml", 1, 1))
    assert out == {"event": "unparsed", "text": text}
    assert [d.code for d in found] == ["P001"]
    return found[0].message


# -- what is hit ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("words", "sizes"),
    [
        ("a Large or larger humanoid", ["large", "huge", "gargantuan"]),
        ("a Medium or smaller humanoid", ["tiny", "small", "medium"]),
        ("a Small or Medium humanoid", ["small", "medium"]),
        ("a Huge humanoid", "huge"),
    ],
)
def test_sizes_are_alternatives(words: str, sizes: Any) -> None:
    target = ir(f"You hit {words} with a melee attack.")["target"]
    assert target == {"role": "creature", "creature_type": "humanoid", "size": sizes}


def test_sizes_before_a_role() -> None:
    assert ir("You hit a Large or larger enemy.")["target"] == {
        "role": "enemy",
        "size": ["large", "huge", "gargantuan"],
    }


def test_creature_types_joined_by_or_are_alternatives() -> None:
    out = ir("You hit a dragon or draconian with a weapon attack.")
    assert out["target"] == {"role": "creature", "creature_type": ["dragon", "draconian"]}
    # one type keeps the plain value, with the adjectives before it
    assert ir("You hit a bloodied undead.")["target"] == {
        "role": "creature",
        "bloodied": True,
        "creature_type": "undead",
    }


def test_conditions_joined_by_or_are_alternatives() -> None:
    out = ir("An enemy damages a dazed or stunned ally.")
    assert out["target"] == {"role": "ally", "condition": ["dazed", "stunned"]}


def test_a_creature_with_an_aura() -> None:
    assert ir("You hit an enemy that has an active aura.")["target"] == {
        "role": "enemy",
        "has_aura": True,
    }


# -- a sentence restricting a creature named before --------------------------------------
def test_a_restricting_sentence_is_said_of_the_creature_named() -> None:
    said_once = ir("An ally hits an enemy within 7 squares of you.")
    restricted = ir("An ally hits an enemy. The enemy must be within 7 squares of you.")
    assert restricted == said_once
    assert ir("You hit a creature. The creature must be granting combat advantage to you.")[
        "target"
    ] == {"role": "creature", "grants_combat_advantage_to": "self"}
    assert "no ally named before" in unread("You hit an enemy. The ally must be adjacent to you.")


def test_not_scoring_a_critical_hit() -> None:
    out = ir("You hit an enemy with a weapon attack and do not score a critical hit.")
    assert out["qualifiers"] == {"keywords": ["weapon"], "critical": False}


# -- which power ---------------------------------------------------------------------------
def test_a_power_of_a_level_or_lower() -> None:
    out = ir("You use a 3rd-level or lower daily attack power.")
    assert out["qualifiers"] == {"level_max": 3, "power_kind": "daily", "utility": False}


def test_burst_and_blast_are_area_shapes() -> None:
    out = ir("An enemy targets you with a close blast or a close burst attack.")
    assert out["qualifiers"] == {"attack_kind": "close", "area_shape": ["blast", "burst"]}


HEALING = {"keywords": ["healing"], "not_heals": "self"}


@pytest.mark.parametrize(
    ("text", "qualifiers"),
    [
        ("You use a power that heals an ally.", {"heals": "ally"}),
        ("An ally uses a healing power that does not heal you.", HEALING),
        ("You use a power to create an effect that a save can end.", {"save_can_end": True}),
        (
            "You spend an action point to make a melee attack.",
            {"to_attack": True, "attack_kind": "melee"},
        ),
        ("You hit with an attack through your spirit companion.", {"through": "spirit companion"}),
        (
            "An ally hits with a weapon at the end of a charge.",
            {"keywords": ["weapon"], "charge": True},
        ),
    ],
)
def test_what_a_power_does_qualifies_it(text: str, qualifiers: dict[str, Any]) -> None:
    assert ir(text)["qualifiers"] == qualifiers


def test_an_attack_you_make_is_yours() -> None:
    assert ir("An attack you make hits an enemy.") == ir("You hit an enemy with an attack.")


def test_with_a_weapon_names_only_kinds() -> None:
    assert ir("You hit with a melee weapon.")["qualifiers"] == {
        "attack_kind": "melee",
        "keywords": ["weapon"],
    }
    # "the augmented weapon" is an item's weapon, not an augmented psionic power
    assert "more than its kinds" in unread("You hit an enemy with the augmented weapon.")


def test_attack_phrases_of_different_sorts_keep_each_sort_apart() -> None:
    out = ir("You hit an enemy with a melee basic attack or a ranged encounter attack power.")
    assert out["qualifiers"] == {"attack_kind": "melee", "basic": True}
    (other,) = out["either"]
    assert other == {
        "event": "attack.hit",
        "actor": {"role": "self"},
        "target": {"role": "enemy"},
        "qualifiers": {"attack_kind": "ranged", "power_kind": "encounter"},
    }


# -- who does it ---------------------------------------------------------------------------
def test_an_animal_companion_is_the_beast_companion() -> None:
    out = ir("Your boar animal companion hits an enemy with animal attack.")
    assert out["actor"] == {"role": "named", "name": "beast companion"}
    assert out["qualifiers"] == {"power": "animal attack"}


def test_teleporting_another_creature() -> None:
    # the enemy teleports (the actor of `teleport`); you cause it, like "You reduce an enemy"
    out = ir("You teleport an enemy to a square adjacent to you.")
    assert out == {
        "event": "teleport",
        "actor": {"role": "enemy"},
        "target": None,
        "qualifiers": {"by": "self", "adjacent_to": "self"},
    }
    # an owner teleporting itself is unchanged
    assert ir("You teleport to a square adjacent to an enemy.")["actor"] == {"role": "self"}


# -- whom an attack is against -------------------------------------------------------------
def test_the_filters_of_whom_an_attack_is_against_are_the_targets() -> None:
    # "against an ally adjacent to you": the ally is adjacent, not the attacker
    out = ir("An enemy makes a melee attack against an ally adjacent to you.")
    assert out["actor"] == {"role": "enemy"}
    assert out["target"] == {"role": "ally", "adjacent_to": "self"}
    assert out["qualifiers"] == {"attack_kind": "melee"}
    rolled = ir("You make an attack roll against an enemy within 5 squares of you.")
    assert rolled["target"] == {"role": "enemy", "within": 5}
    assert rolled["qualifiers"] == {}


def test_an_attack_against_someone_else_than_its_target_is_refused() -> None:
    assert "other than its target" in unread(
        "An enemy hits you with an attack against an ally adjacent to you."
    )


def test_concealment_and_cover_of_the_target() -> None:
    out = ir("You make a ranged attack against an enemy with total concealment or superior cover.")
    assert out["target"] == {"role": "enemy", "cover": ["total concealment", "superior cover"]}
    benefiting = ir("An ally benefiting from cover is hit by an attack.")
    assert benefiting["target"] == {"role": "ally", "cover": "cover"}


def test_groups_of_attack_words_of_different_sorts_are_alternatives() -> None:
    out = ir("An enemy hits you with a bull rush or charge attack.")
    assert out["qualifiers"] == {"bull_rush": True}
    assert [part["qualifiers"] for part in out["either"]] == [{"charge": True}]
    # kinds alone are shared: "basic" is said of both kinds
    assert ir("You hit with a melee or a ranged basic attack.")["qualifiers"] == {
        "attack_kind": ["melee", "ranged"],
        "basic": True,
    }


def test_a_utility_power_is_not_any_power() -> None:
    out = ir("You use a cleric utility power that can target you or an ally.")
    assert out["qualifiers"] == {"class": "cleric", "utility": True, "can_target": "self_or_ally"}
    assert ir("You use a warlord power.")["qualifiers"] == {"class": "warlord"}


def test_combat_advantage_of_the_creatures_named() -> None:
    out = ir("The ogre damages an enemy granting it combat advantage.", ("the ogre",))
    assert out["target"] == {"role": "enemy", "grants_combat_advantage_to": "self"}
    hit = ir("The ogre is hit by an enemy that has combat advantage against it.", ("the ogre",))
    assert hit["actor"] == {"role": "enemy", "combat_advantage_against": "self"}


def test_an_attack_that_also_includes_an_ally() -> None:
    out = ir("You are hit by an area attack that also includes one of your allies as a target.")
    assert out["qualifiers"] == {"attack_kind": "area", "includes": "ally"}


def test_an_attack_that_does_not_deal_a_damage_type() -> None:
    out = ir("An attack that does not deal fire or cold damage hits you.")
    assert out["qualifiers"] == {"not_damage_types": ["fire", "cold"]}
    # "does not deal damage" names no type: not a restriction the IR can hold
    assert "named types" in unread("An attack that does not deal damage hits you.")
    dropped = ir("You drop below 1 hit point from an attack that does not deal psychic damage.")
    assert dropped["event"] == "hp.zero"
    assert dropped["qualifiers"] == {"from_attack": True, "not_damage_types": ["psychic"]}


def test_an_attack_that_uses_magic_gear() -> None:
    out = ir("You are hit by an attack that uses a magic weapon.")
    assert out["qualifiers"] == {"uses_magic": ["weapon"]}


def test_you_and_an_ally_among_the_targets() -> None:
    # the ally hit too, not only targeted (`includes` was read: it fired on a miss of the
    # ally, trig4e2); targeted: `includes`
    out = ir("An enemy hits you and at least one ally with a close attack.")
    assert out["target"] == {"role": "self"}
    assert out["qualifiers"] == {"attack_kind": "close", "also_hit": "ally"}
    targets = ir("An enemy targets you and at least one ally with a close attack.")
    assert targets["qualifiers"] == {"attack_kind": "close", "includes": "ally"}
    assert ir("An enemy misses you and an ally.")["qualifiers"] == {"also_missed": "ally"}
    assert "no attack's outcome" in unread("An enemy damages you and an ally.")
