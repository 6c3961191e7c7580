"""You and allies named together in an effect clause (compiler.dnd4e.effect_words.Pair):
"you and each ally within 5 squares of you" is you and every ally there, "you and one ally"
you and one ally, "you or an ally" one of the two (a choice); all three were the one role
``self_or_ally``, which could not tell them apart (and the runtime did none of them). In a
slot other than the subject only "you and your allies" is read (the set ``self_or_ally``);
"to you and one ally", "against you or an ally within 5 squares" are refused. Made-up
sentences; the runtime part uses test_effect_ops_groups's ring of made-up combatants."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from counterplay.compiler.dnd4e.effect_words import Pair, Who
from counterplay.compiler.to_ir import effect_clauses
from tests.effectkit import ops, refused
from tests.test_effect_ops_groups import EVERYONE, _hp, _ring


def test_you_and_each_ally_is_you_and_every_ally_said() -> None:
    mine, theirs = ops("You and each ally within 4 squares of you gain 3 temporary hit points.")
    assert mine == {"op": "temp_hp", "amount": 3, "target": "self"}
    assert theirs == {
        "op": "temp_hp",
        "amount": 3,
        "target": "allies",
        "target_filters": {"within": 4},
    }


@pytest.mark.parametrize(
    "text",
    [
        "You and all allies in the zone gain a +1 bonus to Will.",
        "You and your allies in the zone gain a +1 bonus to Will.",
        "You and allies in the zone gain a +1 bonus to Will.",
    ],
)
def test_you_and_all_your_allies_is_every_ally(text: str) -> None:
    mine, theirs = ops(text)
    assert (mine["target"], mine.get("target_filters")) == ("self", None)
    assert (theirs["target"], theirs["target_filters"]) == ("allies", {"in_area": "zone"})
    assert mine["stat"] == theirs["stat"] == "will"


@pytest.mark.parametrize("one", ["one ally", "an ally"])
def test_you_and_one_ally_is_you_and_one_of_them(one: str) -> None:
    mine, theirs = ops(f"You and {one} adjacent to you can shift 3 squares.")
    assert mine == {"op": "shift", "distance": 3, "who": "self"}
    assert theirs == {
        "op": "shift",
        "distance": 3,
        "who": "ally",
        "who_filters": {"adjacent_to": "self"},
    }


@pytest.mark.parametrize(
    ("text", "theirs"),
    [
        ("You or an ally within 4 squares of you can stand up.", {"within": 4}),
        ("You or one ally within 4 squares of you can stand up.", {"within": 4}),
        ("You or the ally can stand up.", None),
        ("You or your ally can stand up.", None),
    ],
)
def test_you_or_an_ally_is_one_of_the_two(text: str, theirs: dict[str, int] | None) -> None:
    (choice,) = ops(text)
    assert (choice["op"], choice["of"]) == ("choice", "ops")
    (mine,), (ally,) = choice["options"]
    assert mine == {"op": "stand", "who": "self"}
    assert (ally["op"], ally["who"], ally.get("who_filters")) == ("stand", "ally", theirs)


def test_a_later_clause_keeps_both_parties() -> None:
    found = ops(
        "You and each ally in the zone gain a +1 bonus to AC and gain 4 temporary hit points."
    )
    assert [(op["op"], op["target"]) for op in found] == [
        ("bonus", "self"),
        ("bonus", "allies"),
        ("temp_hp", "self"),
        ("temp_hp", "allies"),
    ]


def test_a_clause_after_one_not_read_is_said_of_both() -> None:
    """ "You and each ally in the burst [a verb no rule knows] and gain ...": the subject of
    the part not read is still both parties (it was the one role)."""
    found = effect_clauses(
        "You and each ally in the burst can frobnicate the zone and gain 5 temporary hit points."
    )
    assert found[0][1][0]["op"] == "unparsed"
    assert [(op["op"], op["target"]) for op in found[1][1]] == [
        ("temp_hp", "self"),
        ("temp_hp", "allies"),
    ]
    assert found[1][1][1]["target_filters"] == {"in_area": "burst"}


@pytest.mark.parametrize(
    "text",
    [
        "You or an ally within 5 squares of you can shift 1 square and stand up.",
        "You or an ally within 5 squares of you can frobnicate the zone and stand up.",
    ],
)
def test_one_of_the_two_said_before_is_refused(text: str) -> None:
    """The same one of the two does both: a choice of its own for the second would let
    another do it, so the second clause is not read."""
    last = effect_clauses(text)[-1]
    assert last[1][0]["op"] == "unparsed" and "which one" in last[2][0].message


def test_one_of_the_two_with_options_of_its_own() -> None:
    (choice,) = ops("You or an ally within 5 squares of you can either shift 1 square or stand up.")
    mine, theirs = choice["options"]
    for (options,), who in ((mine, "self"), (theirs, "ally")):
        assert options["op"] == "choice"
        assert [[op["op"] for op in o] for o in options["options"]] == [["shift"], ["stand"]]
        assert {op["who"] for o in options["options"] for op in o} == {who}


def test_in_another_slot_only_you_and_your_allies_is_read() -> None:
    (op,) = ops(
        "The target grants combat advantage to you and your allies until the end of the encounter."
    )
    assert op["to"] == "self_or_ally" and "to_filters" not in op
    # one ally, one of the two, or allies with a filter: to whom is not one set
    assert refused(
        "The target grants combat advantage to you and one ally until the end of your next turn."
    )
    assert refused(
        "The target grants combat advantage to you or an ally until the end of your next turn."
    )
    assert refused(
        "The target takes a -2 penalty to attack rolls against you and each ally within 3"
        " squares of you."
    )
    assert refused("You or each ally can stand up.")  # ("each": not one of the two)


def test_a_pair_is_copied_with_its_parties() -> None:
    pair = Pair(Who("allies", {"within": 2}), either=False)
    copied = copy.deepcopy(pair)
    assert (copied.other, copied.other.filters, copied.either) == ("allies", {"within": 2}, False)


# -- the runtime carries each out (test_effect_ops_groups's ring: the Elf is next to the Hero,
# the Kit four squares off, both allies) ---------------------------------------------------


def test_the_runtime_does_it_to_you_and_each_ally_there(tmp_path: Path) -> None:
    done = _ring(tmp_path, "You and each ally within 5 squares of you take 4 damage.")
    assert _hp(done) == {**dict.fromkeys(EVERYONE, 40), "Hero": 36, "Elf": 36, "Kit": 36}
    done = _ring(tmp_path, "You and each ally within 2 squares of you take 4 damage.")
    assert _hp(done) == {**dict.fromkeys(EVERYONE, 40), "Hero": 36, "Elf": 36}


def test_the_runtime_does_it_to_you_and_one_ally(tmp_path: Path) -> None:
    hurt = set()
    for seed in range(6):
        done = _ring(tmp_path, "You and one ally within 5 squares of you take 4 damage.", seed=seed)
        lost = {name for name, hp in _hp(done).items() if hp < 40}
        assert "Hero" in lost and len(lost) == 2 and lost <= {"Hero", "Elf", "Kit"}
        hurt |= lost
    assert hurt == {"Hero", "Elf", "Kit"}


def test_the_runtime_does_it_to_one_of_you_or_an_ally(tmp_path: Path) -> None:
    hurt = []
    for seed in range(8):
        done = _ring(tmp_path, "You or an ally adjacent to you takes 4 damage.", seed=seed)
        (lost,) = [name for name, hp in _hp(done).items() if hp < 40]  # one of the two only
        hurt.append(lost)
        assert any(
            e["what"] == "effect" and "R000-36" in e["why"] for e in done.entries("decision")
        )
    assert set(hurt) == {"Hero", "Elf"}


@pytest.mark.parametrize(
    "text", ["You and one ally can stand up.", "You and an ally can stand up."]
)
def test_you_and_one_ally_alone_is_one_of_them_not_the_ally(text: str) -> None:
    """ "You and one ally" with nothing more said of the ally is one of them (as "One ally
    can stand up"), not "the ally" the power is about."""
    mine, theirs = ops(text)
    assert mine == {"op": "stand", "who": "self"}
    assert theirs == {"op": "stand", "who": "ally", "who_filters": {"count": 1}}
    assert ops("One ally can stand up.")[0]["who_filters"] == theirs["who_filters"]


@pytest.mark.parametrize(
    ("text", "theirs"),
    [
        ("You or an ally can stand up.", {"count": 1}),
        ("You or one ally can stand up.", {"count": 1}),
        ("You or the ally can stand up.", None),
        ("You or your ally can stand up.", None),
    ],
)
def test_you_or_an_ally_alone_is_one_of_them(text: str, theirs: dict[str, int] | None) -> None:
    (choice,) = ops(text)
    (_,), (ally,) = choice["options"]
    assert (ally["who"], ally.get("who_filters")) == ("ally", theirs)


def test_the_runtime_does_it_to_you_and_one_ally_anywhere(tmp_path: Path) -> None:
    """Two allies and no range said: one of them (R000-34), not "the ally" (which of the two
    the power is about is not told, and nothing was done to either)."""
    hurt = set()
    for seed in range(6):
        done = _ring(tmp_path, "You and one ally take 4 damage.", seed=seed)
        lost = {name for name, hp in _hp(done).items() if hp < 40}
        assert "Hero" in lost and len(lost) == 2 and lost <= {"Hero", "Elf", "Kit"}
        hurt |= lost
    assert hurt == {"Hero", "Elf", "Kit"}
