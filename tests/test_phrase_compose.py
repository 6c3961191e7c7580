"""The compositional reading of trigger sentences (and effect clauses' creatures): one noun
phrase in every slot, one set of places, qualifiers before or after the clause, parties
joined by "or".

A creature is named by one phrase wherever it stands (grammar rule ``who``): subject,
object, agent, "against ...", and inside a filter ("adjacent to a bloodied enemy"). What is
said of a creature inside a filter or of a causer is kept beside the key naming its role
(``adjacent_to_filters``, ``by_filters``), never dropped: the engine cannot tell such a
trigger (it does not fire) rather than fire on any creature of the role.
"""

from __future__ import annotations

from typing import Any

from counterplay.compiler.to_ir import effect_clauses, trigger


def ir(text: str) -> dict[str, Any]:
    out, found = trigger(text)
    assert not found, [d.message for d in found]
    out.pop("text")
    return out


def unread(text: str) -> str:
    out, found = trigger(text)
    assert out["event"] == "unparsed" and [d.code for d in found] == ["P001"]
    return found[0].message


def test_a_creature_inside_a_filter_keeps_its_own_filters() -> None:
    # the distance is the ally's, not where the enemy moves
    out = ir("An enemy moves adjacent to one of your allies within 3 squares of you.")
    assert out["qualifiers"] == {"adjacent_to": "ally", "adjacent_to_filters": {"within": 3}}
    out = ir("An enemy adjacent to a bloodied ally shifts.")
    assert out["actor"] == {
        "role": "enemy",
        "adjacent_to": "ally",
        "adjacent_to_filters": {"bloodied": True},
    }
    # the same noun phrase in every slot: subject, object, "against", a filter
    assert (
        ir("An enemy hits an ally adjacent to you.")["target"]
        == ir("An ally adjacent to you is hit by an enemy.")["target"]
    )
    out = ir("An enemy makes an attack against a bloodied ally.")
    assert out["target"] == {"role": "ally", "bloodied": True}
    # a filter after "and" is the outer creature's; a companion with filters is refused
    out = ir("An enemy marked by an ally and adjacent to you shifts.")
    assert out["actor"] == {"role": "enemy", "marked_by": "ally", "adjacent_to": "self"}
    assert "companion" in unread(
        "An enemy adjacent to your spirit companion within 5 squares shifts."
    )


def test_a_causer_with_filters_keeps_them_never_widened() -> None:
    # `by` is the causer's role and `by_filters` what else is said of it: "an enemy adjacent
    # to you" as the causer is never read as any enemy
    assert ir("An enemy adjacent to you knocks you prone")["qualifiers"] == {
        "by": "enemy",
        "by_filters": {"adjacent_to": "self"},
    }
    assert ir("You are bloodied by an enemy within 6 squares of you")["qualifiers"] == {
        "by": "enemy",
        "by_filters": {"within": 6},
    }
    out = ir("An ally within 4 squares of you reduces an enemy to 0 hit points.")
    assert (out["actor"], out["qualifiers"]) == (
        {"role": "enemy"},
        {"by": "ally", "by_filters": {"within": 4}},
    )
    # "an attack made by an enemy adjacent to you" is that enemy's attack
    assert ir("You are hit by an attack made by an enemy adjacent to you.")["actor"] == {
        "role": "enemy",
        "adjacent_to": "self",
    }
    assert ir("An enemy knocks you prone")["qualifiers"] == {"by": "enemy"}


def test_a_place_is_one_phrase_said_of_a_creature_or_of_the_event() -> None:
    # the same words: a filter after a creature's noun, a qualifier after the clause
    assert ir("An enemy within your aura shifts.")["actor"] == {"role": "enemy", "in_area": True}
    assert ir("An enemy shifts within your aura.")["qualifiers"] == {"aura": True}
    assert ir("An ally within range drops to 0 hit points.")["actor"] == {
        "role": "ally",
        "in_range": True,
    }
    assert ir("An ally drops to 0 hit points within range.")["qualifiers"] == {"in_range": True}
    assert ir("An enemy makes an attack within 5 squares of you.")["qualifiers"] == {"within": 5}
    assert "owner" in unread("An enemy shifts within range of an ally.")


def test_any_qualifier_may_be_said_before_the_clause() -> None:
    assert ir("Using an encounter attack power, an ally hits an enemy.")["qualifiers"] == {
        "power_kind": "encounter"
    }
    for before, after in (
        ("On your turn, you hit an enemy.", "You hit an enemy on your turn."),
        ("While you are bloodied, an enemy hits you.", "An enemy hits you while you are bloodied."),
        ("With a melee attack, an enemy hits you.", "An enemy hits you with a melee attack."),
        (
            "For the first time in an encounter, an ally is bloodied.",
            "An ally is bloodied for the first time in an encounter.",
        ),
    ):
        assert ir(before) == ir(after)
    # a filter said before the clause names no one yet
    assert "before the clause" in unread("While within 5 squares of you, an enemy shifts.")


def test_parties_named_by_or_are_each_a_trigger() -> None:
    out, _ = trigger("An adjacent enemy hits the goblin or its mount.", None, ["the goblin"])
    assert (out["target"], out["either"][0]["target"]) == (
        {"role": "self"},
        {"role": "named", "name": "mount"},
    )
    assert out["either"][0]["actor"] == out["actor"] == {"role": "enemy", "adjacent_to": "self"}
    out = ir("An ally or an enemy is hit.")
    assert [out["target"], out["either"][0]["target"]] == [{"role": "ally"}, {"role": "enemy"}]
    # the owner and an ally are one role
    out, _ = trigger("The goblin or an ally is hit.", None, ["the goblin"])
    assert out["target"] == {"role": "self_or_ally"} and "either" not in out
    # a filter after two others: whose? refused, not guessed
    assert "apart" in unread("An enemy hits your spirit companion or an ally within 5 squares.")
    assert "apart" in unread("An ally or an enemy adjacent to you is hit.")
    # "or" before a new subject and its verb still joins two parts
    out, _ = trigger("An enemy hits it or it is first bloodied.", None, ["the goblin"])
    assert [out["event"], out["either"][0]["event"]] == ["attack.hit", "bloodied"]


def test_a_recharge_note_after_the_trigger_is_the_usage() -> None:
    text = "When an enemy attacks the colossus, recharges when the colossus is bloodied"
    out, _ = trigger(text, None, ["the colossus"])
    assert (out["event"], out["qualifiers"]) == ("attack.target", {})
    # the note is read all the same: what the grammar cannot read is refused
    out, _ = trigger(
        "When an enemy attacks the colossus, recharges when the moon is full",
        None,
        ["the colossus"],
    )
    assert out["event"] == "unparsed"


def test_relative_clauses_places_and_weapons_compose() -> None:
    # "that is" + any filter, and again after "and (is)"
    out = ir("An enemy that is marked by you and is adjacent to you shifts.")
    assert out["actor"] == {"role": "enemy", "marked_by": "self", "adjacent_to": "self"}
    assert ir("An ally who is within your aura is hit.")["target"] == {
        "role": "ally",
        "in_area": True,
    }
    # where a forced movement goes, as for any movement
    out = ir("An enemy is pushed into a square adjacent to you.")
    assert (out["event"], out["qualifiers"]) == ("forced.push", {"adjacent_to": "self"})
    # a weapon before an attack's head, as after "with"
    assert ir("An enemy hits you with a longsword attack.") == ir(
        "An enemy hits you with a longsword."
    )
    # an agent said "as a result of"
    assert ir("You drop to 0 hit points as a result of an attack.") == ir(
        "You drop to 0 hit points from an attack."
    )


def _ops(text: str) -> list[dict[str, Any]]:
    return [
        {k: v for k, v in op.items() if k != "text"}
        for _, ops, _ in effect_clauses(text)
        for op in ops
    ]


def test_an_effects_creature_is_one_phrase_too() -> None:
    # filters before the noun and after it (what it is, who hit it): the op's class of
    # creature is the noun's, whatever narrows it
    assert (
        _ops("Each bloodied creature within 3 squares of you takes 2d6 damage.")[0]["target"]
        == "creatures"
    )
    # ("An aberrant creature is restrained", with no place, is the target if it is one:
    # refused, tests/test_effect_one_of_a_kind.py)
    assert _ops("An aberrant creature adjacent to you is restrained.")[0]["target"] == "creatures"
    assert (
        _ops("The ally the triggering attack hit can spend a healing surge.")[0]["target"] == "ally"
    )
    out = _ops("You gain a +2 bonus to attack rolls against the enemy that damaged the target.")
    assert out[0]["against"] == "triggering"
    out = _ops("You do not grant combat advantage to creatures flanking you.")
    assert (out[0]["op"], out[0]["against"]) == ("prevent", "creatures")


def test_two_words_printed_glued_are_read_as_two() -> None:
    # scraped stat blocks lose spaces ("witha", "missedby"): an unknown word that is two
    # words the grammar reads is read as them, with columns into the text as printed
    assert ir("You are missed by a meleeattack.") == ir("You are missed by a melee attack.")
    assert ir("An enemy hits you witha ranged attack.")["qualifiers"] == {"attack_kind": "ranged"}
    message = unread("An enemy hits you wiffle a ranged attack.")
    assert "'wiffle'" in message  # not two words: the grammar stops there


def test_either_before_verbs_joined_by_or_says_nothing_more() -> None:
    out = ir("An enemy adjacent to you either shifts or attacks an ally.")
    assert out == ir("An enemy adjacent to you shifts or attacks an ally.")
    assert out["event"] == "shift" and out["either"][0]["event"] == "attack.target"


def test_or_when_joins_two_whole_clauses() -> None:
    # never a second party ("against you or when ..."): a part of its own, with its subject
    out = ir("An enemy scores a critical hit against you or when you are bloodied.")
    assert out["target"] == {"role": "self"}
    assert out["either"][0]["event"] == "bloodied"
    out = ir("An enemy hits you, or when an ally is bloodied.")
    assert out["either"][0]["actor"] == {"role": "ally"}


def test_hit_miss_or_attack_after_or_is_a_verb_before_what_it_takes() -> None:
    out = ir("You fail an Athletics check or miss an enemy.")
    assert (out["event"], out["either"][0]["event"]) == ("skill.fail", "attack.miss")
    out = ir("You make a Bluff check or attack an enemy with a melee attack.")
    assert out["either"][0]["qualifiers"] == {"attack_kind": "melee"}
    # still a list of verbs where they share their object
    assert ir("You hit or miss with an attack.")["alternatives"] == ["attack.miss"]
    # "hit points" after "or" is no verb
    assert unread("An ally regains hit points or hit points.")


def test_an_ally_of_yours_moving_away_and_forced_movement_taken() -> None:
    # "of yours" is the owner's, as "your ally"; in every slot
    assert ir("An enemy attacks an ally of yours.")["target"] == {"role": "ally"}
    assert ir("An ally of yours is hit by an enemy.")["target"] == {"role": "ally"}
    assert unread("An enemy of theirs attacks you.")
    # "moves away": from the power's owner
    assert ir("A bloodied enemy moves away.")["qualifiers"] == {"away_from": "self"}
    assert ir("You take forced movement.") == ir("You are subjected to forced movement.")


def test_some_creature_near_the_owner_while_the_event_happens() -> None:
    # any noun phrase with filters before its noun, adjacent to or within a distance of the
    # owner; its filters are kept beside the key
    out = ir("An enemy hits you while at least one undead ally is within 3 squares of you.")
    assert out["qualifiers"] == {
        "owner_within": 3,
        "owner_within_of": "ally",
        "owner_within_of_filters": {"creature_type": "undead"},
    }
    out = ir("An enemy hits you while a bloodied ally is adjacent.")
    assert out["qualifiers"] == {
        "owner_adjacent_to": "ally",
        "owner_adjacent_to_filters": {"bloodied": True},
    }
    assert ir("An enemy hits you while an ally is adjacent to you.")["qualifiers"] == {
        "owner_adjacent_to": "ally"
    }
    # the owner near someone, said of the owner
    out = ir("An enemy misses you while you are within 5 squares of an ally.")
    assert out["qualifiers"] == {"owner_within": 5, "owner_within_of": "ally"}
    # "the ally" is one named before, not some ally: its state, as after "and" (never the
    # owner's "some ally near it"); a distance from someone else is refused
    named = ir("An enemy hits an ally while the ally is within 2 squares of you.")
    assert (named["target"], named["qualifiers"]) == ({"role": "ally", "within": 2}, {})
    assert unread("An enemy hits you while an enemy is within 2 squares of an ally.")


def test_list_words_that_are_literals_too_read_where_their_list_does() -> None:
    # "beast" heads "beast companion" too; "short" is a word of "short rest"
    out = ir("An enemy hits you while a beast ally is adjacent to you.")
    assert out["qualifiers"]["owner_adjacent_to_filters"] == {"creature_type": "beast"}
    assert ir("A beast ally hits an enemy.")["actor"] == {"role": "ally", "creature_type": "beast"}
    assert ir("An enemy hits your beast companion.")["target"]["name"] == "beast companion"
    out = ir("An enemy hits you with a short sword.")
    assert out["qualifiers"] == {"weapon_name": "short sword"}
    assert ir("You take a short rest.")["event"] == "rest.short"


def test_temporary_hit_points_gained_and_a_grab_escaped() -> None:
    out = ir("An ally within 5 squares of you gains temporary hit points.")
    assert (out["event"], out["actor"]) == ("temp_hp.gain", {"role": "ally", "within": 5})
    assert ir("A bloodied enemy escapes a grab.")["event"] == "escape.succeed"
    assert unread("An enemy gains temporary points.")


def test_a_drop_to_0_hit_points_that_kills_is_a_death_at_0_hit_points() -> None:
    # the drop is kept (`hp_zero`): not any death, such as one by a power that slays outright
    out = ir("A goblin ally drops to 0 hit points and dies.")
    assert (out["event"], out["actor"], out["qualifiers"]) == (
        "death",
        {"role": "ally", "creature_type": "goblin"},
        {"hp_zero": True},
    )
    assert ir("You drop to 0 hit points and die.")["qualifiers"] == {"hp_zero": True}
    out = ir("An enemy drops to 0 hit points and is killed by an ally.")
    assert (out["event"], out["qualifiers"]) == ("death", {"by": "ally", "hp_zero": True})
    assert ir("An enemy is killed by an ally.")["qualifiers"] == {"by": "ally"}
    # another state after the drop is no outcome of it: refused, not read as one
    assert "two events" in unread("An enemy drops to 0 hit points and is bloodied.")


def test_a_kind_of_creature_no_list_names_is_kept_by_its_words() -> None:
    # unknown words after "a" / "an" / "any" name a kind (`kind`), never dropped
    assert ir("An enemy hits a bloodied grell ally.")["target"] == {
        "role": "ally",
        "bloodied": True,
        "kind": "grell",
    }
    assert ir("A kruthik hatchling within 5 squares of you takes damage.")["target"] == {
        "role": "creature",
        "kind": "kruthik hatchling",
        "within": 5,
    }
    out = ir("When you are hit while a bloodied vrock ally is adjacent to you")
    assert out["qualifiers"]["owner_adjacent_to_filters"] == {"bloodied": True, "kind": "vrock"}
    # an unknown word elsewhere is still refused: a verb, a thing that is no creature, a
    # state before a role noun ("an unmarked enemy" is no kind of enemy), "the"
    for text in (
        "An enemy frobnicates you.",
        "You hit a glimmering object.",
        "An unmarked enemy shifts.",
        "A fleeing ally is hit.",
    ):
        assert unread(text)
    out, _ = trigger("You hit the glimmerbeast.")
    assert out["event"] == "unparsed"  # "the" + unknown words is a monster naming itself


def test_an_adjective_before_a_role_noun_or_a_kind_is_no_kind() -> None:
    # "a nearby enemy" read as kind "nearby" (a wrong reading, worse than none): words that
    # say where, which or how many a creature is, or an adjective by its ending, describe it
    for text in (
        "A nearby enemy shifts.",
        "A distant enemy attacks you.",
        "A random creature enters the zone.",
        "Any lone foe within 5 squares of you is hit.",
        "A powerful ally drops to 0 hit points.",
        "An elusive vrock ally hits you.",
        "A hostile goblin hits you.",
        "Each new enemy that enters the zone takes damage.",
    ):
        assert unread(text), text
    # with no role noun after them the words are a name, adjectives included (as the game's
    # "Horrid Spawn" is); its last word is its noun, whatever its ending; words before a
    # role noun that are no adjective still name a kind
    assert ir("A revenant hits you.")["actor"] == {"role": "creature", "kind": "revenant"}
    out = ir("An enemy hits a vicious kruthik.")
    assert out["target"] == {"role": "creature", "kind": "vicious kruthik"}
    out = ir("An enemy hits a fire serpent.")
    assert out["target"] == {"role": "creature", "kind": "fire serpent"}
    assert ir("A vrock ally hits you.")["actor"] == {"role": "ally", "kind": "vrock"}
    # nor is such a word part of the monster named by its role ("the nearby hexer")
    out, _ = trigger("An enemy hits the nearby hexer.", None, ["Goblin Blackblade"])
    assert out["event"] == "unparsed"
    out, _ = trigger("An enemy hits the hexer.", None, ["Goblin Blackblade"])
    assert out["target"] == {"role": "self"}


def test_a_misspelt_word_is_no_kind_and_the_message_says_the_word_meant() -> None:
    # "hit by an atack" was read as hit by a creature of kind "atack": a typo the user never
    # heard of, in a trigger that then never fired; now refused with the word it misspells
    for text, meant in (
        ("You are hit by an atack.", "attack"),
        ("An enemy hits you with a mele attack.", "melee"),
        ("An enemy hitz you.", "hits"),
        ("An ally is bloodeid.", "bloodied"),
    ):
        assert unread(text).endswith(f"; did you mean {meant!r}?"), text
    # a word one changed letter from another is no typo for a name ("the caster" is no
    # "master"): a kind is still read, and nothing is guessed for words far from any
    assert ir("An enemy hits a vine ally.")["target"] == {"role": "ally", "kind": "vine"}
    assert "did you mean" not in unread("An enemy frobnicates you.")
    # a capital inside the sentence starts a name: no word of the grammar is guessed for it
    assert "did you mean" not in unread("An enemy hits you with Wrath of Zone.")


def test_a_long_word_is_never_looked_at_as_a_misspelling(monkeypatch: Any) -> None:
    """A word longer than any of the game's is no misspelling: its edits are never made
    (those of a 100,000-letter word ran out of memory)."""
    from counterplay.compiler.dnd4e import parse

    def no_edits(grammar: str) -> frozenset[str]:
        raise AssertionError("the edits of a long word were made")

    monkeypatch.setattr(parse, "_spelt_words", no_edits)
    assert parse.misspelling_of("trigger", "a" * 25) is None
    assert "did you mean" not in unread("An enemy " + "x" * 1000 + " you.")


def test_the_owner_near_a_pronoun_is_refused_never_read_as_near_itself() -> None:
    # "while you are adjacent to it" was `owner_adjacent_to: self` (the owner next to itself,
    # never true): whom "it" stands for (the attacker? the ally?) is unsaid
    for text in (
        "An enemy hits an ally while you are adjacent to it.",
        "An enemy hits an ally while you are not adjacent to him.",
    ):
        assert "pronoun" in unread(text), text
    # said with no one, the state is the subject's (the enemy next to the ogre), as "while
    # flanking it" is (tests/test_trigger_precision.py)
    out, _ = trigger("An enemy hits the ogre while adjacent to it.", None, ["Ogre"])
    assert out["actor"] == {"role": "enemy", "adjacent_to": "self"}
    assert out["qualifiers"] == {}
    # a creature named by its role stays read
    out = ir("An enemy hits an ally while you are adjacent to an ally.")
    assert out["qualifiers"] == {"owner_adjacent_to": "ally"}


def test_a_creature_word_may_be_part_of_an_unknown_name() -> None:
    # a kind: a creature word of the game's lists beside words no list has ("a giant wasp":
    # kind "giant wasp"); a creature word alone keeps its own reading
    assert ir("Any giant wasp within 5 squares of you drops to 0 hit points.")["actor"] == {
        "role": "creature",
        "kind": "giant wasp",
        "within": 5,
    }
    assert ir("An enemy hits a prone dwarf stonecutter.")["target"] == {
        "role": "creature",
        "condition": "prone",
        "kind": "dwarf stonecutter",
    }
    assert ir("You hit a goblin ally.")["target"] == {"role": "ally", "creature_type": "goblin"}
    # the monster by its role, after "the" or after words of its own name ("the orc
    # captain" for Orc Warlord)
    for text in ("When the orc captain is hit", "When the goblin lookout is hit"):
        owner = "Orc Warlord" if "orc" in text else "Goblin Sniper"
        out, found = trigger(text, None, [owner])
        assert (out["event"], out["target"]) == ("attack.hit", {"role": "self"}), found
    # an unknown verb after the name is still refused
    out, _ = trigger("When the orc grumbles", None, ["Orc Warlord"])
    assert out["event"] == "unparsed"


def test_a_name_holding_of_the_is_found_after_of() -> None:
    # "of" and "the" inside a name ("Keeper of the Vault") never start or end a run of its
    # words: "within 3 squares of the keeper" is "of" + the monster, not "of the" of the
    # name followed by a word no rule reads
    for owner, text in (
        ("Keeper of the Vault", "An enemy ends its turn within 3 squares of the keeper."),
        ("Keeper of the Vault", "An ally of the keeper drops to 0 hit points."),
        ("Hound of the Moor", "An enemy starts its turn within 2 squares of the hound."),
    ):
        out, found = trigger(text, None, [owner])
        assert out["event"] != "unparsed", found
        place = out["qualifiers"].get("within") or out["actor"]
        assert place in (3, 2, {"role": "ally"}), out
    out, _ = trigger("An ally of the keeper drops to 0 hit points.", None, ["Keeper of the Vault"])
    assert out["actor"] == {"role": "ally"}
    # the joining words alone never name it: "the of" or a bare "of the" is no monster
    out, _ = trigger(
        "An enemy ends its turn within 3 squares of the of.", None, ["Keeper of the Vault"]
    )
    assert out["event"] == "unparsed"


def test_the_monster_by_its_role_before_a_word_of_its_name() -> None:
    # "the ragged queen" for Rat Queen, "the grizzled old chief" for Orc Chief: words no
    # rule reads after "the", then a word of the monster's own name, name the monster
    for owner, text, slot in (
        ("Rat Queen", "When an enemy flanks the ragged queen", "target"),
        ("Orc Chief", "An enemy hits the grizzled old chief.", "target"),
        ("Rat Queen", "The ragged queen is bloodied.", "actor"),
    ):
        out, found = trigger(text, None, [owner])
        assert out[slot] == {"role": "self"}, found
    # its possessive: whose ally
    out, _ = trigger("An enemy hits the ragged queen's ally.", None, ["Rat Queen"])
    assert out["target"] == {"role": "ally"}
    # refused: an adjective that says where or which ("the nearby queen"), words the
    # grammar reads otherwise ("the bloodied ally queen"), and player text (no monster)
    for owner, text in (
        ("Rat Queen", "An enemy hits the nearby queen."),
        ("Rat Queen", "An enemy hits the bloodied ally queen."),
    ):
        out, _ = trigger(text, None, [owner])
        assert out["event"] == "unparsed", text
    assert trigger("An enemy hits the ragged queen.")[0]["event"] == "unparsed"
