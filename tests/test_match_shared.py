"""Reactions with equal triggers share one compiled check (runtime/dnd4e/match_shared.py),
and a shared check judges every reaction exactly as its own check would, reason for reason.
"""

from __future__ import annotations

import random
from typing import Any

from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.match import TriggerCheck, compiled, trigger_reason
from counterplay.runtime.dnd4e.match_shared import canonical
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.events import Bound, Event

ROLES = ["self", "ally", "enemy", "creature", "self_or_ally", ["ally", "enemy"]]
# values of one meaning but another type or order: a check shared across them would word
# (or judge) one of them wrongly
QUALIFIERS: list[dict[str, Any]] = [
    {},
    {"provokes": True},
    {"provokes": 1},
    {"first_time": True, "provokes": False},
    {"provokes": False, "first_time": True},
    {"keywords": ["fire", "cold"]},
    {"keywords": ("fire", "cold")},
    {"adjacent_to": "enemy"},
]


def _selector(rng: random.Random) -> dict[str, Any] | None:
    found: dict[str, Any] = {"role": rng.choice(ROLES)}
    extra = rng.choice([{}, {}, {"within": 2}, {"within": 2.0}, {"adjacent_to": "self"}])
    return rng.choice([None, found, {**found, **extra}, {**found, "in_reach": True}])


def _trigger(rng: random.Random) -> dict[str, Any]:
    trigger = {
        "event": rng.choice(["attack.hit", "attack", "move", "bloodied"]),
        "actor": _selector(rng),
        "target": _selector(rng),
        "qualifiers": rng.choice(QUALIFIERS),
        "text": "t",
    }
    if rng.random() < 0.2:
        trigger["either"] = [{"event": "bloodied", "actor": {"role": "self"}, "target": None}]
    return trigger


def _entries(rng: random.Random, count: int) -> list[dict[str, Any]]:
    """``count`` IR entries, each with a twin that differs in one thing only (its range, a
    selector, or its qualifiers: often ones equal in meaning but not in type or order)."""
    entries = []
    for i in range(count):
        entry = {"name": f"p{i}", "range": rng.choice(["Melee 1", "Ranged 5"])}
        entry["trigger"] = _trigger(rng)
        twin = {**entry, "trigger": dict(entry["trigger"])}
        changed = rng.choice(["range", "actor", "target", "qualifiers"])
        if changed == "range":
            twin["range"] = "Ranged 5" if entry["range"] == "Melee 1" else "Melee 1"
        elif changed == "qualifiers":
            twin["trigger"]["qualifiers"] = rng.choice(QUALIFIERS)
        else:
            twin["trigger"][changed] = _selector(rng)
        entries += [entry, twin]
    return entries


def test_a_shared_check_gives_each_reaction_its_own_checks_reasons() -> None:
    rng = random.Random(7)
    people = [Combatant(f"c{i}", "aab"[i % 3], (i % 4, i // 4), 30, 30) for i in range(8)]
    people[5].hp = 10  # (bloodied)
    bounds = []
    entries = _entries(rng, 40)
    for i in range(400):
        power = Power.from_ir({**rng.choice(entries), "action": "immediate reaction"})
        bounds.append(Bound(i, people[i % 8], power, frozenset(), "after", power.events))
    checks = {id(compiled(b)) for b in bounds}
    assert len(checks) <= 80  # equal triggers did share
    own = [TriggerCheck(b.reaction, None) for b in bounds]  # each compiled on its own
    for _ in range(200):
        actor, target = rng.sample(people, 2)
        quals = {"provokes": rng.random() < 0.5, "first_time": rng.random() < 0.5}
        if rng.random() < 0.5:
            quals["keywords"] = rng.choice([["fire"], ["acid"]])
        name = rng.choice(["attack.hit", "attack.miss", "move", "bloodied"])
        event = Event(
            name, actor, rng.choice([target, None]), quals, where=rng.choice([None, (9, 9)])
        )
        for bound, check in zip(bounds, own, strict=True):
            assert trigger_reason(bound, event, people) == check.judge(name)(
                event, bound.owner, people, None
            )


def test_equal_triggers_share_a_check_and_unequal_ones_do_not() -> None:
    owner = Combatant("c0", "a", (0, 0), 30, 30)

    def check(trigger: dict[str, Any], range_: str = "Melee 1") -> TriggerCheck:
        power = Power.from_ir({"name": "p", "range": range_, "trigger": {**trigger, "text": "t"}})
        return compiled(Bound(0, owner, power, frozenset(), "after", power.events))

    hit = {"event": "attack.hit", "actor": {"role": "enemy"}, "target": {"role": "self"}}
    first = check(hit)
    assert check(dict(hit)) is first
    assert check(hit, "Ranged 5") is not first  # another reach
    assert check({**hit, "event": "attack.miss"}) is not first
    assert check({**hit, "actor": {"role": "ally"}}) is not first
    assert check({**hit, "qualifiers": {"provokes": True}}) is not first
    assert check({**hit, "alternatives": ["attack.miss"]}) is not first


def test_canonical_values_are_equal_only_in_value_type_and_order() -> None:
    assert canonical({"a": [1, "x"]}) == canonical({"a": [1, "x"]})
    assert canonical(1) != canonical(True) and canonical(1) != canonical(1.0)
    assert canonical([1]) != canonical((1,))
    assert canonical({"a": 1, "b": 2}) != canonical({"b": 2, "a": 1})
    assert canonical(0.0) != canonical(-0.0)
    assert canonical({1}) != canonical({1})  # any other type: equal to nothing
