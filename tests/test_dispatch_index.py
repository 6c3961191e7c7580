"""The dispatch index finds exactly the reactions a scan of every reaction would fire.

The index files each trigger part by its anchor (who it pins down) and by the side its
other party must be on (``counterplay/runtime/dispatch.py``). Here triggers of every role in
every slot, near shapes and ``either`` parts are registered for creatures of three sides, and
events with and without an actor or a target are dispatched both ways: the reactions whose
trigger fits must be the same, and the index never returns more candidates than the scan.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.runtime.dispatch import Dispatcher
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.engine import nearness
from counterplay.runtime.dnd4e.grid import distance
from counterplay.runtime.dnd4e.match import place_of, trigger_reason
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.events import Bound, Event

ROLES = ["self", "ally", "enemy", "self_or_ally", "creature", "named", ["ally", "enemy"]]
EVENTS = ["attack.hit", "attack.miss", "bloodied", "move", "forced.push"]
SIDES = "aab"  # two creatures on side a, one on side b, and a fourth below on side c


def people() -> list[Combatant]:
    made = [Combatant(f"c{i}", side, (i * 2, i % 2), 30, 30) for i, side in enumerate(SIDES)]
    return [*made, Combatant("c3", "c", (3, 3), 30, 30)]


def selector(role: Any, where: int) -> dict[str, Any] | None:
    if role is None:
        return None
    found: dict[str, Any] = {"role": role}
    if role == "named":
        found["name"] = "c1"
    if where == 1:
        found["adjacent_to"] = "self"
    elif where == 2:
        found["within"] = 3
    return found


part = st.fixed_dictionaries(
    {
        "event": st.sampled_from([*EVENTS[:3], "forced"]),
        "actor": st.builds(selector, st.sampled_from([None, *ROLES]), st.integers(0, 2)),
        "target": st.builds(selector, st.sampled_from([None, *ROLES]), st.just(0)),
    }
)
trigger = st.tuples(part, st.lists(part, max_size=1)).map(
    lambda found: {**found[0], "either": found[1], "text": "t"}
)
event = st.tuples(
    st.sampled_from(EVENTS),
    st.sampled_from([None, 0, 1, 2, 3]),
    st.sampled_from([None, 0, 1, 2, 3]),
)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.tuples(trigger, st.integers(0, 3)), min_size=1, max_size=12),
    st.lists(event, max_size=10),
)
def test_the_index_fires_exactly_what_a_scan_fires(
    triggers: list[tuple[dict[str, Any], int]], events: list[tuple[str, int | None, int | None]]
) -> None:
    everyone = people()
    dispatcher: Dispatcher[Combatant] = Dispatcher(nearness=nearness)
    for i, (ir, owner) in enumerate(triggers):
        power = Power.from_ir({"name": f"r{i}", "action": "immediate reaction", "trigger": ir})
        dispatcher.register(Bound(i, everyone[owner], power, frozenset(), "after", power.events))

    def near(event: Event[Combatant], radius: int) -> list[str]:
        square = place_of(event)
        assert square is not None
        return [c.name for c in everyone if distance(c.position, square) <= radius]

    for name, actor, target in events:
        happened: Event[Combatant] = Event(
            name,
            everyone[actor] if actor is not None else None,
            everyone[target] if target is not None else None,
        )
        indexed = dispatcher.candidates(happened, near)
        scanned = dispatcher.scan(happened)
        assert [b.id for b in indexed] == sorted({b.id for b in indexed})  # once, in order
        fired = {b.id for b in indexed if trigger_reason(b, happened, everyone) is None}
        assert fired == {b.id for b in scanned if trigger_reason(b, happened, everyone) is None}
        assert len(indexed) <= len(scanned)


def test_a_trigger_on_the_other_side_is_no_candidate_when_the_sides_say_it_cannot_fit() -> None:
    hero, friend, orc, _ = people()
    dispatcher: Dispatcher[Combatant] = Dispatcher(nearness=nearness)
    ir = {"event": "attack.hit", "actor": {"role": "enemy"}, "target": {"role": "self"}}
    power = Power.from_ir({"name": "Parry", "action": "immediate interrupt", "trigger": ir})
    bound = Bound(0, hero, power, frozenset(), "interrupt", power.events)
    dispatcher.register(bound)
    assert dispatcher.candidates(Event("attack.hit", orc, hero), lambda e, r: []) == [bound]
    # an ally hits you: "an enemy hits you" is not even looked at
    assert dispatcher.candidates(Event("attack.hit", friend, hero), lambda e, r: []) == []
    assert dispatcher.scan(Event("attack.hit", friend, hero)) == [bound]


def test_a_reaction_taken_out_of_the_index_is_no_candidate_and_its_id_is_never_reused() -> None:
    """An effect's reaction (runtime/dnd4e/standing.py) is indexed and later taken out."""
    hero, _, orc, _ = people()
    dispatcher: Dispatcher[Combatant] = Dispatcher(nearness=nearness)
    ir = {"event": "attack.hit", "actor": {"role": "enemy"}, "target": {"role": "self"}}
    general = {"event": "attack.hit", "actor": {"role": "creature"}}
    bounds = []
    for name, trigger in (("Parry", ir), ("Any", general), ("Parry again", ir)):
        power = Power.from_ir({"name": name, "action": "immediate interrupt", "trigger": trigger})
        bounds.append(Bound(dispatcher.issue(), hero, power, frozenset(), "after", power.events))
        dispatcher.register(bounds[-1])
    hit = Event("attack.hit", orc, hero)
    assert dispatcher.candidates(hit, lambda e, r: []) == bounds
    dispatcher.unregister(bounds[0])
    dispatcher.unregister(bounds[1])
    assert dispatcher.candidates(hit, lambda e, r: []) == [bounds[2]]
    assert dispatcher.scan(hit) == [bounds[2]] and dispatcher.all == [bounds[2]]
    assert dispatcher.issue() == 3  # (not 1: the ids 0 and 1 stay the taken-out ones')


def test_a_reaction_filed_twice_for_one_event_is_one_candidate() -> None:
    """Filed under an event and its dotted prefix, or by two parts under one event (each
    by its own anchor, or both in one bucket), or registered again: found once."""
    hero, _, orc, _ = people()
    dispatcher: Dispatcher[Combatant] = Dispatcher(nearness=nearness)
    hit = {"event": "attack.hit", "actor": {"role": "enemy"}, "target": {"role": "self"}}
    triggers: list[dict[str, Any]] = [
        {
            "event": "forced",
            "actor": {"role": "enemy"},
            "either": [{**hit, "event": "forced.push"}],
        },
        {**hit, "either": [{**hit, "actor": {"role": "enemy", "adjacent_to": "self"}}]},
        {**hit, "either": [hit]},
        hit,
    ]
    bounds = []
    for i, trigger in enumerate(triggers):
        power = Power.from_ir({"name": f"r{i}", "action": "immediate reaction", "trigger": trigger})
        bounds.append(Bound(i, hero, power, frozenset(), "after", power.events))
        dispatcher.register(bounds[-1])
    near = lambda event, radius: ["c0"]  # noqa: E731
    assert dispatcher.candidates(Event("forced.push", orc, hero), near) == bounds[:1]
    assert dispatcher.candidates(Event("attack.hit", orc, hero), near) == bounds[1:]
    again: Dispatcher[Combatant] = Dispatcher(nearness=nearness)
    again.register(bounds[-1])
    again.register(bounds[-1])
    assert again.candidates(Event("attack.hit", orc, hero), near) == bounds[-1:]
