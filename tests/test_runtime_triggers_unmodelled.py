"""Trigger matching against the grammar's IR: what the engine cannot tell. An unmodelled
filter, qualifier, state, place or turn history never fires and says why, and a fact the
event does not record is "cannot tell".

R000-05: a reaction fires when its trigger is met, and only then (the rest of trigger
matching: tests/test_runtime_triggers_*.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.runtime.dnd4e.match import QUALIFIERS, trigger_reason
from counterplay.runtime.dnd4e.match_selectors import FILTERS
from counterplay.runtime.events import Event
from tests.matchkit import ALLY, ENEMY, HERO, ORC, PEOPLE, SELF, _bound, _ir, _read

# -- what the engine cannot tell ---------------------------------------------------------


def test_R000_05_an_unmodelled_filter_never_fires_and_says_why() -> None:
    bound = _read("A Large creature adjacent to you drops to 0 hit points")
    why = trigger_reason(bound, Event("hp.zero", ORC, None, {}, parties={"by": HERO}), PEOPLE)
    assert why == "cannot tell: the actor filter 'size' is not modelled by the engine"


def test_R000_05_a_creature_type_not_given_never_fires_and_says_why() -> None:
    """(A creature type is judged by the combatant's ``creature_type:``; the Orc has none.)"""
    bound = _read("A living creature adjacent to you drops to 0 hit points")
    why = trigger_reason(bound, Event("hp.zero", ORC, None, {}, parties={"by": HERO}), PEOPLE)
    assert why == "cannot tell: the actor's (Orc) creature_type is not given"


@pytest.mark.parametrize("key", ["survives", "aura", "against", "made_up"])
def test_R000_05_an_unmodelled_qualifier_never_fires_and_says_why(key: str) -> None:
    ir = {
        "event": "attack.hit",
        "actor": {"role": "enemy"},
        "target": {"role": "self"},
        "qualifiers": {key: True},
        "text": "t",
    }
    why = trigger_reason(_bound(ir), Event("attack.hit", ORC, HERO, {key: True}), PEOPLE)
    assert why == f"cannot tell: the qualifier {key!r} is not modelled by the engine"


def test_R000_05_a_fact_the_event_does_not_record_is_cannot_tell() -> None:
    ir = {
        "event": "heal",
        "actor": {"role": "self"},
        "target": None,
        "qualifiers": {"attack_kind": "melee"},
        "text": "t",
    }
    why = trigger_reason(_bound(ir), Event("heal", HERO, HERO, {"amount": 3}), PEOPLE)
    assert why == "cannot tell: the engine does not record 'attack_kind' on heal"


def test_ignored_keys_say_why_and_known_keys_are_all_judged() -> None:
    for table in (QUALIFIERS, FILTERS):
        for key, (how, why) in table.items():
            assert how in ("fact", "engine", "role", "place", "owner", "ignore", "dislike"), key
            assert why, f"{key}: every judgement says why"
    ir = {
        "event": "attack.hit",
        "actor": {"role": "ally", "visible": True},
        "target": {"role": "enemy"},
        "qualifiers": {"would": True},
        "text": "t",
    }
    assert trigger_reason(_bound(ir), Event("attack.hit", ALLY, ORC, {}), PEOPLE) is None


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("You take damage from a fall, a trap, or a hazard.", Event("damage.take", None, HERO)),
        ("You take damage of a specific type.", Event("damage.take", ORC, HERO)),
        ("You make an Athletics check to jump", Event("skill.check", HERO)),
        ("You fall and take no damage", Event("fall", HERO)),
    ],
)
def test_R000_05_what_the_engine_does_not_model_never_fires(text: str, event: Event) -> None:
    # traps, damage types left unsaid, skills, purposes: "cannot tell", never a guess
    why = trigger_reason(_read(text), event, PEOPLE)
    assert why is not None and why.startswith("cannot tell"), why


# -- places, conjurations and condition clauses ----------------------------------------------
def test_a_distance_from_a_conjured_thing_is_never_judged_from_the_owner() -> None:
    # "An enemy within 10 squares of the blade hits you": the orc is within 10 of the hero,
    # but the blade is not placed by the engine, so the filter cannot tell
    near_blade = {"role": "enemy", "within": 10, "within_of": "named", "named": "blade"}
    ir = {**_ir("attack.hit", near_blade, SELF), "text": "t"}
    why = trigger_reason(_bound(ir), Event("attack.hit", ORC, HERO, {}), PEOPLE)
    assert why is not None and why.startswith("cannot tell") and "within_of" in why
    near_owner = {**_ir("attack.hit", {"role": "enemy", "within": 10}, SELF), "text": "t"}
    assert trigger_reason(_bound(near_owner), Event("attack.hit", ORC, HERO, {}), PEOPLE) is None


@pytest.mark.parametrize(
    "qualifiers",
    [
        {"owner_state": ["cover", "concealment"]},
        {"owner_hidden_from": "target"},
        {"owner_grants_combat_advantage_to": "actor"},
        {"owner_not_condition": "dying"},
        {"square_of": "spirit"},
    ],
)
def test_the_owners_unmodelled_states_cannot_tell(qualifiers: dict[str, Any]) -> None:
    ir = {**_ir("attack.hit", ENEMY, SELF, **qualifiers), "text": "t"}
    why = trigger_reason(_bound(ir), Event("attack.hit", ORC, HERO, {}), PEOPLE)
    assert why is not None and why.startswith("cannot tell"), why


@pytest.mark.parametrize(
    "qualifiers", [{"adjacent_to": "anomaly"}, {"owner_adjacent_to": "spirit companion"}]
)
def test_a_place_named_by_a_thing_the_engine_does_not_place_cannot_tell(
    qualifiers: dict[str, Any],
) -> None:
    # "An enemy enters a square adjacent to the anomaly": not "not adjacent", which would
    # give a wrong reason in the trace; the engine has no anomaly to measure from
    ir = {**_ir("move", ENEMY, None, **qualifiers), "text": "t"}
    why = trigger_reason(_bound(ir), Event("move", ORC, None, {}, path=((5, 5), (3, 3))), PEOPLE)
    assert why is not None and why.startswith("cannot tell") and "does not place" in why, why


@pytest.mark.parametrize(
    ("text", "event"),
    [
        (
            "A creature within 5 squares of you makes an attack roll, and you dislike the result.",
            Event("attack.roll", ORC, HERO, {"roll": 12}),
        ),
        ("An ally moves at least half its speed during this turn.", Event("move", ALLY)),
        (
            "An ally makes a saving throw at a time other than the end of its turn.",
            Event("save.roll", ALLY),
        ),
        (
            "An enemy misses you with an attack and you have not yet made an attack"
            " this encounter.",
            Event("attack.miss", ORC, HERO),
        ),
        (
            "You hit an enemy that has attacked you since the end of your last turn.",
            Event("attack.hit", HERO, ORC),
        ),
    ],
)
def test_turn_history_the_engine_does_not_keep_is_cannot_tell(text: str, event: Event) -> None:
    # the owner's dislike (asked only by the engine: tests/test_dislike_result.py), the turn's
    # movement so far, when a save is rolled, the encounter's
    # attacks, who attacked whom since when: not modelled, so never a guess
    why = trigger_reason(_read(text), event, PEOPLE)
    assert why is not None and why.startswith("cannot tell"), why


def test_filters_the_engine_does_not_model_cannot_tell() -> None:
    bound = _read("You hit a Large or larger humanoid with a melee attack.")
    why = trigger_reason(bound, Event("attack.hit", HERO, ORC, {"attack_kind": "melee"}), PEOPLE)
    assert why is not None and why.startswith("cannot tell")
