"""Never widen (issue 12 item 2): words trigger readings used to drop, now read into the IR
or refused. Each sentence is made up for the test, in several shapes; the words of each
read sentence are checked with the never-widen check itself (``unaccounted``).
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import trigger
from tests.test_phrase_compose import unread
from tests.test_phrase_never_widen import unaccounted


def ir(text: str, items: tuple[str, ...] = ()) -> dict[str, Any]:
    out, found = trigger(text, None, (), (), items)
    assert not found, [d.message for d in found]
    assert not unaccounted(text, out, list(items)), unaccounted(text, out, list(items))
    out.pop("text")
    return out


def refused(why: str, *texts: str) -> None:
    """Each of ``texts`` is refused, saying ``why``."""
    for text in texts:
        assert why in unread(text), text


def test_an_attempt_or_a_modal_carries_over_to_every_plain_verb_after_it() -> None:
    # "tries to push you, stun you, or knock you prone": each of the three is attempted
    out = ir("An enemy tries to grab you, slow you, or knock you prone.")
    assert out["qualifiers"] == {"condition": ["grabbed", "slowed"], "would": True}
    assert out["either"][0]["event"] == "prone"
    assert out["either"][0]["qualifiers"] == {"by": "enemy", "would": True}
    out = ir("An enemy attempts to pull you or daze you.")
    assert out["qualifiers_by_event"] == {
        "forced.pull": {"would": True},
        "condition.gain": {"condition": "dazed", "would": True},
    }
    # a verb in its own form ("hits") is an event of its own, not attempted
    out = ir("An enemy tries to push you or hits you.")
    assert out["qualifiers_by_event"] == {"forced.push": {"would": True}, "attack.hit": {}}
    # a new subject ends what the attempt covers
    out = ir("An enemy tries to push you, or an ally dazes you.")
    assert "would" not in out["either"][0]["qualifiers"]


@pytest.mark.parametrize(
    ("text", "wielded"),
    [
        ("An enemy hits you while you are wielding a melee weapon.", "melee weapon"),
        ("An enemy misses you while you are wielding a shield.", "shield"),
        ("An enemy hits you while you are wielding a light blade.", "light blade"),
        ("An enemy hits you while you are wielding a spear or a flail.", ["spear", "flail"]),
    ],
)
def test_what_the_owner_wields_is_kept(text: str, wielded: Any) -> None:
    assert ir(text)["qualifiers"]["owner_wielding"] == wielded


@pytest.mark.parametrize(
    ("text", "key", "kind"),
    [
        ("You hit an enemy with an attack using this holy symbol.", "implement", "holy symbol"),
        ("You miss with an arcane attack power using this ki focus.", "implement", "ki focus"),
        ("You bloody an enemy with an attack made with this wand.", "implement", "wand"),
        ("You hit an enemy with an attack using this handaxe.", "weapon", "handaxe"),
        ("You score a critical hit with this warhammer.", "weapon", "warhammer"),
        ("You use this longbow to make an attack.", "weapon", "longbow"),
    ],
)
def test_an_items_own_implement_or_weapon_keeps_its_kind(text: str, key: str, kind: str) -> None:
    qualifiers = ir(text)["qualifiers"]
    assert qualifiers[key] is True and qualifiers["item_kind"] == kind
    # "this implement" names no kind: nothing more to keep
    assert "item_kind" not in ir("You hit with an attack using this implement.")["qualifiers"]


def test_moving_without_shifting_or_teleporting_says_both() -> None:
    out = ir("An ally moves without shifting or teleporting.")
    assert out["qualifiers"] == {"shift": False, "teleport": False}


def test_no_creature_affected_keeps_who_and_how() -> None:
    out = ir("When no enemy is dazed by this power")
    assert out["event"] == "power.affects_none"
    assert out["qualifiers"] == {"none_of": "enemy", "condition": "dazed"}
    assert ir("When no target is slowed by this power")["qualifiers"] == {"condition": "slowed"}
    assert ir("When no creatures are affected by this power")["qualifiers"] == {}


def test_out_of_a_square_adjacent_is_where_the_movement_started() -> None:
    out = ir("An enemy shifts out of a square adjacent to an ally.")
    assert out["qualifiers"] == {"from_adjacent_to": "ally"}
    out = ir("A bloodied enemy moves out of a square adjacent to you.")
    assert out["qualifiers"] == {"from_adjacent_to": "self"}


@pytest.mark.parametrize(
    ("text", "key"),
    [
        # two creature types or conditions stacked: both hold, one key holds one
        ("A fey humanoid enemy hits you.", "creature_type"),
        ("An undead dragon attacks you.", "creature_type"),
        ("A dazed prone enemy attacks an ally.", "condition"),
        # two times or two states of the owner said of one event
        ("An enemy hits you on your turn during its turn.", "turn"),
        ("An enemy scores a critical hit on your turn during its turn.", "turn"),
        # ("While bloodied, an enemy hits you ..." is the enemy bloodied: a state said with no
        # one is the subject's, tests/test_trigger_precision.py)
        ("While you are bloodied, an enemy hits you while you are not bloodied.", "owner_bloodied"),
        ("While bloodied, you are hit while you are not bloodied.", "owner_bloodied"),
    ],
)
def test_two_values_of_one_key_are_refused_never_one_dropped(text: str, key: str) -> None:
    assert f": {key})" in unread(text)


def test_the_powers_own_item_said_with_while_or_when_before_or_after_the_clause() -> None:
    out = ir("While using this weapon, you hit an enemy.")
    assert out["qualifiers"] == {"weapon": True}
    assert out == ir("You hit an enemy while wielding this weapon.")
    out = ir("When using this tome as your implement, you miss all targets.")
    assert out["qualifiers"] == {"all_targets": True, "implement": True, "item_kind": "tome"}
    assert ir("You hit an enemy while using this rod.")["qualifiers"]["item_kind"] == "rod"
    # an implement said to be used as a weapon is neither reading: refused
    assert unread("When using this staff as your weapon, you hit an enemy.")


def test_a_save_or_no_creature_affected_keeps_the_power_named() -> None:
    # "saves against drain soul" read as any save, "affected by gloom web" as any power:
    # now the power is kept (`power`)
    powers = ("Drain Soul", "Gloom Web")

    def read(text: str) -> dict[str, Any]:
        out, found = trigger(text, None, ["Demilich"], powers)
        assert not found and not unaccounted(text, out, ["Demilich", *powers])
        return out

    assert read("When a creature saves against drain soul")["qualifiers"] == {"power": "drain soul"}
    out = read("A creature fails a saving throw against the demilich's drain soul.")
    assert (out["event"], out["qualifiers"]) == ("save.fail", {"power": "drain soul"})
    out = read("When no creatures are affected by gloom web")
    assert (out["event"], out["qualifiers"]) == ("power.affects_none", {"power": "gloom web"})


def test_weapons_joined_by_or_are_alternatives_never_one_dropped() -> None:
    # "with a tentacle or bite" kept "tentacle" only (a wider trigger); both are kept now,
    # as conditions joined by "or" are
    out = ir("You hit an enemy with a dagger or a sickle.")
    assert out["qualifiers"] == {"weapon_name": ["dagger", "sickle"]}
    out = ir("An enemy hits you with a hammer or a mace.")
    assert out["qualifiers"] == {"weapon_group": ["hammer", "mace"]}
    out, _ = trigger("When the hydra hits with a bite or a tentacle.", None, ["Hydra"])
    assert out["qualifiers"] == {"weapon_name": ["bite", "tentacle"]}
    # a weapon and a weapon group joined by "or": kept both, each would be required
    assert "weapon group" in unread("You hit an enemy with a longsword or a spear.")
    assert "weapon group" in unread("An ally hits an enemy with a light blade or a dagger.")


def test_two_weapons_in_one_attack_phrase_are_refused_never_one_dropped() -> None:
    # "its claw bite attack" named two weapons and kept the first; so did a word printed
    # glued ("scytheclaw" of Scytheclaw Drake: "scythe" + "claw")
    refused(
        "two values",
        "An enemy hits you with its claw bite attack.",
        "You hit an enemy with a dagger spear attack.",
    )
    out, found = trigger(
        "When the drake hits with its scytheclaw attack", None, ["Scytheclaw Drake"]
    )
    assert out["event"] == "unparsed" and "two values" in found[0].message
    # one weapon with the attack's kinds still reads
    assert ir("You hit an enemy with a melee dagger attack.")["qualifiers"] == {
        "attack_kind": "melee",
        "weapon_name": "dagger",
    }


def test_keywords_said_together_are_all_required_never_either() -> None:
    # a list of `keywords` is alternatives (the engine fires on any): "a primal cold power"
    # read as a primal power or a cold power; keywords said together are `keywords_all`
    assert ir("You hit an enemy with a divine radiant power.")["qualifiers"] == {
        "keywords_all": ["divine", "radiant"]
    }
    assert ir("An ally uses an arcane power with the teleportation keyword.")["qualifiers"] == {
        "keywords_all": ["arcane", "teleportation"]
    }
    assert ir("You use a psionic implement power.")["qualifiers"] == {
        "keywords_all": ["psionic", "implement"]
    }
    # keywords joined by "or" stay alternatives, and one keyword stays `keywords`
    assert ir("You hit an enemy with a thunder or a lightning attack.")["qualifiers"] == {
        "keywords": ["thunder", "lightning"]
    }
    assert ir("You hit a creature with a melee weapon attack.")["qualifiers"] == {
        "attack_kind": "melee",
        "keywords": ["weapon"],
    }
    # said by two phrases of the clause, or of two parts joined by "and": all required
    assert ir("You hit an enemy with a weapon using a divine power.")["qualifiers"] == {
        "keywords_all": ["weapon", "divine"]
    }
    assert ir("You use a psionic power and hit an enemy with a weapon.")["qualifiers"] == {
        "keywords_all": ["weapon", "psionic"]
    }
    # phrases joined by "or" stay alternatives, each with its own keywords
    out = ir("You hit an enemy with a thunder attack or a lightning implement attack.")
    assert out["qualifiers"] == {"keywords": ["thunder"]}
    assert out["either"][0]["qualifiers"] == {"keywords_all": ["lightning", "implement"]}
    # both at once: which go together is not said
    assert "groups" in unread("You hit an enemy with a primal or divine cold power.")
    assert "beside" in unread("You use an arcane or divine power with the fear keyword.")
    assert "beside" in unread("You hit an enemy with a fire or cold attack using a weapon.")


def test_damage_types_joined_by_and_are_refused_never_either() -> None:
    # "fire and cold damage" (both at once) was read as fire or cold damage
    assert ir("An ally takes acid or poison damage.")["qualifiers"] == {
        "damage_types": ["acid", "poison"]
    }
    refused(
        "'and'",
        "You take acid and poison damage.",
        "An enemy deals thunder and fire damage to you.",
    )


def test_conditions_said_together_are_refused_never_one_dropped_or_either() -> None:
    # "dazes and slows you" kept "slowed" only (and lost whom); "dazes you and immobilizes
    # you" kept "immobilized"; "dazed and slowed" (both at once) read as either
    refused(
        "two values",
        "A creature weakens and blinds you.",
        "An enemy blinds you and restrains you.",
        "An attack stuns and weakens an ally.",
    )
    for text in ("You are blinded and deafened.", "An ally starts its turn weakened and slowed."):
        assert unread(text), text
    # joined by "or" they stay alternatives; an outcome after a hit keeps the hit
    assert ir("An ally is blinded or deafened.")["qualifiers"] == {
        "condition": ["blinded", "deafened"]
    }
    assert ir("An enemy hits you and weakens you.")["qualifiers"] == {
        "condition": "weakened",
        "from_hit": True,
    }


def test_verbs_joined_by_and_are_one_event_or_refused_never_either() -> None:
    # "is hit and damaged by an attack" read as a hit or any damage (alternatives): it is
    # the damage of a hit, as "hits and deals damage" is
    out = ir("An ally is hit and damaged by an attack.")
    assert (out["event"], out["qualifiers"]) == (
        "damage.take",
        {"from_attack": True, "from_hit": True},
    )
    assert "alternatives" not in out
    # the agent after the second participle is the first one's too
    out = ir("You are hit and damaged by a bloodied enemy.")
    assert out["actor"] == {"role": "enemy", "bloodied": True}
    assert out["event"] == "damage.take"
    # whom the outcome names is kept when the hit named no one ("hits and dazes you" lost it)
    out = ir("An enemy hits and weakens you.")
    assert (out["event"], out["target"]) == ("condition.gain", {"role": "self"})
    # no outcome of the first: refused, never either event
    assert unread("You are pushed and knocked prone.")
    assert "two events" in unread("An enemy shifts and slides you.")


def test_an_opportunity_attack_or_another_attack_after_with() -> None:
    # "with an opportunity attack" was a phrase of its own, so "... or a basic attack" after
    # it was not read; it is an attack phrase like any other now
    out = ir("An ally hits an enemy with an opportunity attack or a ranged basic attack.")
    assert out["qualifiers"] == {"opportunity": True}
    assert out["either"][0]["qualifiers"] == {"attack_kind": "ranged", "basic": True}
    assert ir("An enemy hits an ally with an opportunity attack.")["qualifiers"] == {
        "opportunity": True
    }
    assert ir("An enemy hits you on an opportunity attack.")["qualifiers"] == {"opportunity": True}


def test_its_turn_is_the_subjects_turn() -> None:
    # "When the ogre is hit by an attack on its turn" read as the attacker's turn; "its" is
    # the subject's: the owner's here (turn: self), as after an attack no one is said to make
    for owner, text in (
        ("Ogre Brute", "When the ogre is hit by a ranged attack on its turn"),
        ("Kord the Bold", "An attack misses Kord during his turn."),
    ):
        out, found = trigger(text, None, [owner])
        assert out["qualifiers"]["turn"] == "self", found
    # the actor's, when the subject does it
    assert ir("An enemy misses you during its turn.")["qualifiers"] == {"turn": "actor"}
    assert ir("You are missed by an enemy on its turn.")["qualifiers"] == {"turn": "actor"}
    # whose is not said: never "you", and a subject done to or an attack of no one's
    refused(
        "turn",
        "You miss an enemy on its turn.",
        "An ally is missed on its turn.",
        "An attack misses you on its turn.",
    )


def test_it_inside_a_filter_is_the_monster_never_the_player() -> None:
    # in a player's trigger "it" is never "you": "an ally adjacent to it" (the enemy) and "an
    # attack that includes it" (the familiar) read as the owner; whom it is, is not said
    refused(
        "pronoun",
        "An enemy within 3 squares of you hits an ally adjacent to it.",
        "An enemy adjacent to your spirit companion makes an attack that includes it.",
        "An ally marked by it is hit.",
    )
    # nor is "while it is ..." a state of the owner in a player's trigger
    refused(
        "pronoun",
        "An enemy hits you while it is bloodied.",
        "You hit an enemy while it is dazed.",
        "An enemy hits an ally while he is flanking you.",
        "An enemy hits you while an ally is adjacent to him.",
    )
    # in a monster's trigger it is the monster
    out, found = trigger(
        "An enemy adjacent to the ogre hits an ally adjacent to it.", None, ["Ogre"]
    )
    assert out["target"] == {"role": "ally", "adjacent_to": "self"}, found
    out, _ = trigger("An enemy hits the ogre while it is bloodied.", None, ["Ogre"])
    assert out["qualifiers"] == {"owner_bloodied": True}
    out, _ = trigger("An enemy hits the ogre while an ally is adjacent to him.", None, ["Ogre"])
    assert out["qualifiers"] == {"owner_adjacent_to": "ally"}
    # "an attack that hits it" is the one the damage is dealt to; anyone else is refused
    assert ir("An ally takes damage from an attack that hits it.")["qualifiers"] == {
        "from_hit": True
    }
    assert unread("You take damage from an attack that hits an ally.")
