""" "You or an ally adjacent to you": the filter is the ally's alone.

The owner is never adjacent to itself (nor marked, grabbed or flanked by itself), so such a
filter on the one role ``self_or_ally`` made every event of the owner's own fail it: "You or
an ally adjacent to you is hit" never fired when you were hit. You and the ally are two
parties (the first the trigger, the other an ``either`` part); a filter the owner meets
("within 5 squares of you", "not adjacent to you") keeps the one role. "You or your familiar"
is two parties too: read as ``self_or_ally`` with ``named``, it was anyone on the owner's side.
Every sentence here is made up for the test.
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import trigger
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.match import trigger_reason
from counterplay.runtime.events import Bound, Event
from counterplay.runtime.reaction import Reaction


def ir(text: str, monster: str | None = None) -> dict[str, Any]:
    out, found = trigger(text, None, [monster] if monster else [])
    assert not found, [d.message for d in found]
    out.pop("text")
    return out


@pytest.mark.parametrize(
    ("text", "slot", "monster"),
    [
        ("You or an ally adjacent to you is knocked prone by an enemy.", "actor", None),
        ("You or an adjacent ally falls prone.", "actor", None),
        ("You or one of your allies adjacent to you is dazed.", "target", None),
        ("An enemy slows you or an adjacent ally.", "target", None),
        ("An enemy hits you or an ally adjacent to you with a ranged attack.", "target", None),
        ("When the warden or an ally adjacent to it is hit by a close attack", "target",
         "Granite Warden"),
    ],
)  # fmt: skip
def test_you_and_an_adjacent_ally_are_two_parties(text: str, slot: str, monster: str) -> None:
    out = ir(text, monster)
    assert out[slot] == {"role": "self"}
    (other,) = out["either"]
    assert other[slot] == {"role": "ally", "adjacent_to": "self"}
    assert other["event"] == out["event"]
    assert other["qualifiers"] == out["qualifiers"]


def test_a_filter_of_someone_else_the_owner_never_meets_is_the_allys_too() -> None:
    out = ir("You or an ally marked by you is pulled.")
    assert out["target"] == {"role": "self"}
    assert out["either"][0]["target"] == {"role": "ally", "marked_by": "self"}


@pytest.mark.parametrize(
    ("text", "filters"),
    [
        ("You or an ally within 3 squares of you falls prone.", {"within": 3}),
        ("You or a nonadjacent ally is dazed.", {"not_adjacent_to": "self"}),
        ("You or an ally in the zone is slowed.", {"in_area": True}),
    ],
)
def test_a_filter_the_owner_meets_keeps_the_one_role(text: str, filters: Any) -> None:
    out = ir(text)
    who = out["actor"] if out["event"] == "prone" else out["target"]
    assert who == {"role": "self_or_ally", **filters}
    assert "either" not in out


def _bound(text: str, owner: Combatant) -> Bound[Combatant]:
    out, found = trigger(text)
    assert not found, [d.message for d in found]
    reaction = Reaction.from_ir(
        {"name": "P", "action": "immediate reaction", "range": "Melee 1", "trigger": out}
    )
    return Bound(0, owner, reaction, frozenset(), "after", reaction.events)


def test_the_owner_being_hit_fires_it_and_a_far_ally_does_not() -> None:
    hero = Combatant("Hero", "a", (2, 2), 40, 40)
    near = Combatant("Near", "a", (2, 3), 40, 40)
    far = Combatant("Far", "a", (2, 9), 40, 40)
    orc = Combatant("Orc", "b", (3, 2), 40, 40)
    everyone = [hero, near, far, orc]
    reaction = _bound("An enemy hits you or an ally adjacent to you with a melee attack.", hero)
    melee = {"attack_kind": "melee"}
    for who, fires in ((hero, True), (near, True), (far, False)):
        event = Event("attack.hit", orc, who, melee, parties={"targets": [who]})
        assert (trigger_reason(reaction, event, everyone) is None) == fires, who.name


def test_inside_a_filter_the_two_parties_are_refused() -> None:
    # a filter's creature is one creature: "adjacent to you or an ally adjacent to you" read
    # as the one role with the ally's filter (which the owner never meets) is refused now
    for text in (
        "An enemy shifts adjacent to you or an ally adjacent to you.",
        "An enemy marked by you or an adjacent ally shifts.",
    ):
        out, found = trigger(text)
        assert out["event"] == "unparsed", text
        assert "several creatures named apart" in found[0].message


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("An enemy dazes you or your familiar.", "familiar"),
        ("You or your beast companion is pushed by an enemy.", "beast companion"),
        ("An enemy hits you or your spirit companion with a close attack.", "spirit companion"),
    ],
)
def test_you_and_your_companion_are_two_parties(text: str, name: str) -> None:
    # as self_or_ally with `named`, "you or your familiar" was anyone on the owner's side
    out = ir(text)
    assert out["target"] == {"role": "self"}
    assert out["either"][0]["target"] == {"role": "named", "name": name}


def test_an_ally_is_not_your_companion() -> None:
    hero = Combatant("Hero", "a", (2, 2), 40, 40)
    bob = Combatant("Bob", "a", (2, 3), 40, 40)
    familiar = Combatant("familiar", "a", (2, 5), 40, 40)
    orc = Combatant("Orc", "b", (3, 2), 40, 40)
    everyone = [hero, bob, familiar, orc]
    reaction = _bound("An enemy hits you or your familiar.", hero)
    for who, fires in ((hero, True), (familiar, True), (bob, False)):
        event = Event("attack.hit", orc, who, {}, parties={"targets": [who]})
        assert (trigger_reason(reaction, event, everyone) is None) == fires, who.name
