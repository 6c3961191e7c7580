"""Names in player text (``compiler.dnd4e.names``): which runs of a trigger sentence are masked
as the name of a power, a feature or the power's own item, and which are left alone.

docs/phrases.md "Names in player text" describes the forms.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.compiler.dnd4e.names import (
    Alternatives,
    blank_citations,
    item_name,
    mask_items,
    mask_name_at,
    mask_player_names,
)
from counterplay.compiler.dnd4e.parse import fold, known_word


def _masked(text: str) -> str:
    """The text with its names masked, the masks shown as "[...]" around the name."""
    folded = fold(text)
    masked = mask_player_names(folded, text, lambda word: known_word("trigger", word))
    assert len(masked) == len(folded)  # one character for one: columns stay right
    out, inside = [], False
    for original, shown in zip(text, masked, strict=True):
        if (shown == "¶") != inside:
            out.append("[" if not inside else "]")
            inside = not inside
        out.append(original)
    return "".join(out) + ("]" if inside else "")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # before "power" / "racial power" / "class feature" / "feature" / "target"
        ("You use your Flurry of Blows power", "You use your [Flurry of Blows] power"),
        ("You use your lifeblood racial power.", "You use your [lifeblood] racial power."),
        (
            "You use your memory of a hundred winters power.",
            "You use your [memory of a hundred winters] power.",
        ),
        (
            "You use your Mending Draught class feature on an ally.",
            "You use your [Mending Draught] class feature on an ally.",
        ),
        ("Your assassin's shroud target hits you", "Your [assassin's shroud] target hits you"),
        # after "use" / "granted by" / "affected by" / "target of"
        ("You use seed of chaos.", "You use [seed of chaos]."),
        ("You use inspiring word on your ally", "You use [inspiring word] on your ally"),
        (
            "You miss with the ranged basic attack granted by patient arrow.",
            "You miss with the ranged basic attack granted by [patient arrow].",
        ),
        (
            "The cyclops hits a creature affected by its baleful gaze.",
            "The cyclops hits a creature affected by its [baleful gaze].",
        ),
        (
            "The target of your sworn rebuke hits you",
            "The target of your [sworn rebuke] hits you",
        ),
        # capitalised after "from" / "your" / "used"
        ("You gain concealment from Shadow Walk.", "You gain concealment from [Shadow Walk]."),
        # the attack a clause is made with: after "with" (bare, possessive, "a ... attack"),
        # after "by" / "against" and a possessive; a list is masked name by name
        ("The ogre hits with grinding fist.", "The ogre hits with [grinding fist]."),
        (
            "The hag misses an enemy with its withering glare, at-will",
            "The hag misses an enemy with its [withering glare], at-will",
        ),
        (
            "The drake hits with claw or searing plume.",
            "The drake hits with [claw] or [searing plume].",
        ),
        (
            "The drake hits with claw, venom spray, or bite.",
            "The drake hits with [claw], [venom spray], or [bite].",
        ),
        (
            "When the drake hits with a gloomspike attack",
            "When the drake hits with a [gloomspike] attack",
        ),
        (
            "A creature is hit by its cinder lash.",
            "A creature is hit by its [cinder lash].",
        ),
    ],
)
def test_names_are_masked(text: str, expected: str) -> None:
    assert _masked(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # every word known to the grammar: never masked (the sentence may read as it is)
        "You use your second wind.",
        "You use a divine attack power and miss all targets.",
        "You hit an enemy with an at-will attack power.",
        "The target of your attack hits you",
        "You use a power that heals an ally.",
        # a name-like run, but not where a name of a power goes
        "An enemy misses Kethrava with a melee attack.",  # a creature, not a power
        "When spine-cracker hits a target, encounter",  # not after "your" / "the" / "with" ...
        "You hit with a ranged weapon attack using Storm Thorn.",  # an item, not a power
        "You hit a Large or larger enemy.",  # after an article
        "You use a 5th-level or lower encounter power.",  # after an article
        # after "with": every word known (the sentence may read as it is), a roll, not an
        # attack, an article without "attack", a capitalised name (as often an item)
        "The ogre hits an enemy with its claw.",
        "The ogre hits with a natural attack roll of 20.",
        "The ogre hits with a gloomspike attack roll of 20.",
        "The ogre hits with gloomspike attack rolls.",
        "The ogre hits with a gloomspike.",
        "The ogre hits an enemy with Grinding Fist.",
        "A creature is hit by cinder lash.",  # "by" without a possessive: as often a creature
    ],
)
def test_nothing_is_masked(text: str) -> None:
    assert "[" not in _masked(text)


def test_monster_masks_are_left_alone() -> None:
    folded = "§§§§§§§§§§§§ uses ¶¶¶¶¶¶¶¶¶¶ power"
    assert mask_player_names(folded, folded, lambda word: False) == folded


def test_the_words_after_use_are_masked_only_where_the_grammar_stopped() -> None:
    folded = fold("You use turn undead.")
    assert mask_player_names(folded, folded, lambda w: known_word("trigger", w)) == folded
    assert mask_name_at(folded, folded.index("turn")) == "you use ¶¶¶¶¶¶¶¶¶¶¶."
    assert mask_name_at(folded, folded.index("you")) is None  # not inside a run after "use"
    assert mask_name_at(folded, None) is None


def test_the_attack_after_with_is_masked_where_the_grammar_stopped() -> None:
    text = "The troll hits with its shadow talons."
    folded = fold(text)
    assert mask_player_names(folded, text, lambda w: known_word("trigger", w)) == folded
    masked = "the troll hits with its ¶¶¶¶¶¶¶¶¶¶¶¶¶."
    assert mask_name_at(folded, folded.index("shadow"), text) == masked
    assert mask_name_at(folded, folded.index("."), text) == masked  # right after the name
    assert mask_name_at(folded, len(folded), text) == masked  # the end of the text
    assert mask_name_at(folded, folded.index("troll"), text) is None
    shouted = "The troll hits with its Shadow Talons."
    assert mask_name_at(fold(shouted), folded.index("shadow"), shouted) is None


def test_item_names() -> None:
    assert item_name("Farbane Power - Daily") == "Farbane"
    assert item_name("Scepter of Bane Power - Daily") == "Scepter of Bane"
    assert item_name("Aegis Fang Power - At-Will") == "Aegis Fang"
    # a racial power ("Elf Power-Elven Accuracy") or a feat is no item's
    assert item_name("Elf Power-Elven Accuracy") is None
    assert item_name("Destructive Power") is None
    # "<item> Power" alone only when the power is known to be an item's
    assert item_name("Onyx Dog Power", is_item=True) == "Onyx Dog"
    assert item_name("Onyx Dog Power") is None


def test_item_masks() -> None:
    folded = fold("You score a critical hit against a target while using the scepter of Morrow.")
    masked = mask_items(folded, ["Scepter of Morrow"])
    assert masked == folded.replace("the scepter of morrow", "¤" * len("the scepter of morrow"))
    assert mask_items("you hit using farbanes.", ["Farbane"]) == "you hit using farbanes."


def test_citations_are_blanked() -> None:
    folded = "you use your wild shape power (player's handbook 2, page 84) to assume"
    blanked = blank_citations(folded)
    assert len(blanked) == len(folded)
    assert blanked.split() == ["you", "use", "your", "wild", "shape", "power", "to", "assume"]
    assert blank_citations("(save ends)") == "(save ends)"


_WORDS = st.sampled_from(
    ["you", "use", "your", "power", "the", "target", "of", "from", "Shadow", "Walk", "seed",
     "chaos", "feature", "class", "granted", "by", "an", "enemy", ".", ",", "§§§", "Hits"]
)  # fmt: skip


@settings(derandomize=True, max_examples=300)
@given(st.lists(_WORDS, max_size=30))
def test_masking_keeps_columns_and_only_covers_whole_words(words: list[str]) -> None:
    text = " ".join(words)
    folded = fold(text)
    masked = mask_player_names(folded, text, lambda word: word in {"you", "use", "your"})
    assert len(masked) == len(folded)
    for original, shown in zip(folded, masked, strict=True):
        assert shown == original or (shown == "¶" and (original.isalpha() or original in "'- "))


# Texts and sentences of a few letters, spaces and the characters the word boundaries
# look at, so that matches, near misses, overlaps and prefixes are common.
_LETTERS = st.text(alphabet="ab -'_.é", min_size=1, max_size=6)


@settings(derandomize=True, max_examples=500)
@given(st.lists(_LETTERS, min_size=1, max_size=6), st.text(alphabet="ab -'_.é", max_size=40))
def test_the_trie_walk_finds_what_the_compiled_pattern_finds(
    texts: list[str], sentence: str
) -> None:
    """``Alternatives`` reads short sentences by walking its trie and long ones with the
    compiled pattern: both must find the same spans, or masking would depend on length."""
    alternatives = Alternatives(texts)
    by_pattern = [m.span() for m in alternatives.pattern().finditer(sentence)]
    assert alternatives.spans(sentence) == by_pattern


def test_a_long_sentence_is_masked_as_a_short_one() -> None:
    alternatives = Alternatives({"the wretch", "wretch", "aberrant wretch"})
    short = "an attack hits the wretch, and the aberrant wretch's ally. wretched wretch-kin"
    long = short + " " * Alternatives.LONG

    def mask(found: str, _: int) -> str:
        return "§" * len(found)

    masked = alternatives.sub(mask, short)
    assert (
        masked == "an attack hits §§§§§§§§§§, and the §§§§§§§§§§§§§§§'s ally. wretched wretch-kin"
    )
    assert alternatives.sub(mask, long) == masked + " " * Alternatives.LONG


def test_the_monster_named_by_its_words_with_some_left_out_keeps_their_order() -> None:
    # "the boneshard skeleton" for Boneshard Troll Skeleton: "the" and some of the name's
    # words in order, its last kept; never the words out of order, nor bare
    from counterplay.compiler.dnd4e.parse import mask_names

    name = ["Boneshard Troll Skeleton"]
    text = "when the boneshard skeleton is reduced to 0 hit points"
    assert mask_names(text, name, text).startswith("when " + "§" * len("the boneshard skeleton"))
    for other in ("when the skeleton boneshard falls", "when boneshard skeleton falls"):
        assert "§" * len("boneshard skeleton") not in mask_names(other, name, other)


def test_the_monster_named_by_its_role_in_words_no_rule_reads() -> None:
    # "the spitter" for Squamous Spewer: "the" and one to three words the grammar does not
    # know name the monster itself, as a last try where its trigger is not read otherwise
    from counterplay.compiler.to_ir import trigger

    ir, _ = trigger("When an enemy attacks the spitter, encounter", None, ["Squamous Spewer"])
    assert (ir["event"], ir["target"]) == ("attack.target", {"role": "self"})
    ir, _ = trigger("The exalted soldier is bloodied.", None, ["Bright Guard"])
    assert (ir["event"], ir["actor"]) == ("bloodied", {"role": "self"})
    ir, _ = trigger("An enemy adjacent to the magus hits you.", None, ["Minotaur Mage"])
    assert ir["actor"] == {"role": "enemy", "adjacent_to": "self"}
    # and its possessive: "the spitter's aura" is the monster's
    ir, _ = trigger("An enemy within the spitter's aura shifts.", None, ["Squamous Spewer"])
    assert ir["actor"] == {"role": "enemy", "in_area": True}
    # never a possessive ("the kobold's master" is the kobold's), never known words, never
    # in a player's trigger (no monster to name), never four unknown words or more
    refused = [
        ("When the kobold's draconic master hits you", ["Dragonkin Champion"]),
        ("When an enemy attacks the shifting spitter", ["Squamous Spewer"]),
        ("An enemy attacks the spitter.", []),
        ("An enemy attacks the very big fiery spitter.", ["Squamous Spewer"]),
    ]
    for text, names in refused:
        assert trigger(text, None, names)[0]["event"] == "unparsed", text


def test_the_monsters_own_space_and_a_name_ending_in_s() -> None:
    from counterplay.compiler.to_ir import trigger

    ir, _ = trigger("When an enemy leaves the dragon's space", None, ["Red Dragon"])
    assert (ir["event"], ir["qualifiers"]) == ("move.leave", {"square_of": "self"})
    ir, _ = trigger("An enemy moves out of the dragon's square.", None, ["Red Dragon"])
    assert ir["qualifiers"] == {"from_square_of": "self"}
    # "Turaglas'": the possessive of a name ending in "s"
    ir, _ = trigger("When an enemy enters Turaglas' space, at-will", None, ["Turaglas"])
    assert ir["qualifiers"] == {"square_of": "self"}
    assert ir == trigger("When an enemy enters your space, at-will")[0] | {"text": ir["text"]}
    # a space of some creature else is not the owner's
    assert trigger("An enemy enters an ally's space.")[0]["event"] == "unparsed"
