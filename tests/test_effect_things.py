"""A thing named by words no list of the game has ("the anomaly", "the living zephyr", "the
frost spire": what a power conjures or summons, said again by its name) is read as a named
thing in every slot a creature is (issue 12, item 4; docs/phrases.md), its name kept, as a
last try when the clause does not read otherwise (``compiler.dnd4e.parse.mask_things``).

Made-up sentences (our own wording, not corpus text). The runtime finds no such creature: an
op done to it, by it or near it is recorded as not simulated, never done to someone else.
"""

from __future__ import annotations

from pathlib import Path

from counterplay.compiler.dnd4e.parse import mask_things
from tests.effectkit import ops, refused
from tests.simkit import run


def test_a_thing_moved_or_slid_keeps_its_name() -> None:
    (op,) = ops("You move the ember 3 squares.")
    assert (op["op"], op["who"], op["who_filters"], op["distance"]) == (
        "move",
        "named",
        {"name": "ember"},
        3,
    )
    (op,) = ops("You slide the howling gale up to 2 squares.")
    assert (op["op"], op["target"], op["target_filters"]) == (
        "slide",
        "named",
        {"name": "howling gale"},
    )


def test_a_place_said_by_a_thing_keeps_its_name() -> None:
    (op,) = ops("You push the target 2 squares to a square adjacent to the frost spire.")
    assert (op["op"], op["destination"]) == ("push", "adjacent to named name=frost spire")
    (op,) = ops("Each enemy adjacent to the glimmer takes 5 cold damage.")
    assert op["target_filters"] == {
        "adjacent_to": "named",
        "adjacent_to_filters": {"name": "glimmer"},
    }
    (op,) = ops("The target is pulled 2 squares toward the vortex.")
    assert op["direction"] == "toward named name=vortex"


def test_the_words_of_the_grammar_are_never_a_name() -> None:
    # (words the grammar knows, a possessive or a typo of its own word are no thing's name)
    assert mask_things("you slide the target 2 squares.") == "you slide the target 2 squares."
    assert mask_things("the vortex's edge") == "the vortex's edge"
    assert mask_things("the d20 roll") == "the d20 roll"
    assert mask_things("you move the ember 3 squares.") == "you move the µµµµµ 3 squares."
    assert refused("You push the targte 2 squares.")
    # more than three words no list has, or a thing in a slot no rule reads: not read
    assert refused("You move the very old grey stone owl 3 squares.")
    assert refused("The ember burns brightly.")


def test_a_slot_that_would_drop_the_name_is_refused() -> None:
    # (a rider's target keeps only a role: "named" alone would be any thing)
    assert refused("The target's attacks deal 2 extra damage to the lantern.")


def test_a_verb_after_the_first_word_is_no_part_of_the_name() -> None:
    assert mask_things("the ember glows") == "the µµµµµ glows"
    assert mask_things("the ember lantern") == "the µµµµµµµµµµµµµ"
    assert refused("The ember glows and is dazed.")


def test_a_clause_that_reads_without_the_mask_keeps_its_reading() -> None:
    (op,) = ops("You slide the enemy 2 squares.")
    assert (op["target"], "target_filters" in op) == ("target", False)


EMBER = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Ember Dance
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: You move the ember 3 squares.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Ember Dance]}
  - {name: Orc, side: b, at: [2, 1], hp: 40}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}
"""


def test_the_runtime_does_not_move_anyone_for_a_thing(tmp_path: Path) -> None:
    done = run(tmp_path, EMBER)
    assert done.fired() == [("Hero", "Ember Dance")]
    (op,) = done.entries("op")
    assert (op["op"], op["status"]) == ("move", "not simulated")


def test_the_runtime_gives_no_bonus_against_a_thing(tmp_path: Path) -> None:
    # (a bonus against a thing would hold against anyone if its name were not judged)
    done = run(tmp_path, EMBER.replace("You move the ember 3 squares.", AGAINST_EMBER))
    (op,) = done.entries("op")
    assert (op["op"], op["status"]) == ("bonus", "not simulated")


AGAINST_EMBER = "You gain a +2 power bonus to attack rolls against the ember."


def test_the_runtime_harms_no_one_near_a_thing(tmp_path: Path) -> None:
    near = "Each enemy adjacent to the ember takes 5 fire damage."
    done = run(tmp_path, EMBER.replace("You move the ember 3 squares.", near))
    (op,) = done.entries("op")
    assert (op["op"], op["status"]) == ("damage", "not simulated")
    assert done.fired() == [("Hero", "Ember Dance")]
