"""Dispatch benchmark: 10,000 registered reactions, indexed lookup vs a naive scan.

Each event is dispatched both ways in the same run: the index (``Dispatcher.candidates``:
buckets by event name and dotted prefix, and by anchor -- the owner for "you"-triggers,
the owners near the actor for "adjacent to you" / "within N squares" triggers, the
target's side for "an ally"-triggers; within an anchor, the side the other party must be
on) and the naive scan of every registered reaction (``Dispatcher.scan``); both then check
each candidate's trigger with ``trigger_reason``, each trigger compiled once when it is
registered. The matched reactions must be identical; the figures are events per
second and the ratio.

Run: ``.venv/bin/python -m bench.bench_dispatch [--reactions N] [--events N] [--seed N]``
"""

from __future__ import annotations

import argparse
import gc
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from counterplay.runtime.dispatch import Dispatcher
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.engine import nearness
from counterplay.runtime.dnd4e.match import compiled, place_of, trigger_reason
from counterplay.runtime.dnd4e.nearby import Nearby
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.events import Bound, Event

# Trigger shapes in roughly the proportions of real 4E triggered powers: most are about
# "you" (you are hit, you become bloodied) or "an enemy adjacent to you".
TRIGGERS: list[tuple[int, dict[str, Any]]] = [
    (22, {"event": "attack.hit", "actor": {"role": "enemy"}, "target": {"role": "self"}}),
    (8, {"event": "attack.target", "actor": {"role": "enemy"}, "target": {"role": "self"}}),
    (6, {"event": "attack.miss", "actor": {"role": "enemy"}, "target": {"role": "self"}}),
    (6, {"event": "damage.take", "actor": {"role": "creature"}, "target": {"role": "self"}}),
    (8, {"event": "bloodied", "actor": {"role": "self"}, "target": None}),
    (6, {"event": "attack.hit", "actor": {"role": "self"}, "target": {"role": "enemy"}}),
    (4, {"event": "forced", "actor": {"role": "enemy"}, "target": {"role": "self"}}),
    (12, {"event": "shift", "actor": {"role": "enemy", "adjacent_to": "self"}, "target": None}),
    (
        10,
        {
            "event": "move.leave",
            "actor": {"role": "enemy", "adjacent_to": "self"},
            "target": None,
            "qualifiers": {"provokes": True},
        },
    ),
    (
        6,
        {
            "event": "attack.target",
            "actor": {"role": "enemy", "adjacent_to": "self"},
            "target": {"role": "ally"},
        },
    ),
    (6, {"event": "attack.hit", "actor": {"role": "enemy"}, "target": {"role": "ally"}}),
    (3, {"event": "bloodied", "actor": {"role": "ally", "within": 5}, "target": None}),
    (3, {"event": "move", "actor": {"role": "enemy", "within": 5}, "target": None}),
    # The grammar's "or" shapes (docs/phrases.md): a whole second trigger in ``either``, and
    # per-event qualifiers; each part is filed under its own anchor.
    (
        3,
        {
            "event": "attack.critical",
            "actor": {"role": "enemy"},
            "target": {"role": "self"},
            "either": [
                {
                    "event": "bloodied",
                    "actor": {"role": "self"},
                    "target": None,
                    "qualifiers": {"first_time": True},
                }
            ],
        },
    ),
    (
        3,
        {
            "event": "shift",
            "actor": {"role": "enemy", "adjacent_to": "self"},
            "target": None,
            "alternatives": ["attack.target"],
            "qualifiers_by_event": {"attack.target": {"excludes": "self"}},
        },
    ),
]
EVENTS = [
    "attack.target",
    "attack.roll",
    "attack.hit",
    "attack.miss",
    "damage.take",
    "bloodied",
    "shift",
    "move",
    "move.leave",
    "move.enter",
    "forced.push",
    "forced.slide",
    "condition.gain",
    "turn.start",
    "turn.end",
    "heal",
    "stand",
]


def build(reactions: int, rng: random.Random) -> tuple[Dispatcher[Combatant], list[Combatant]]:
    owners = max(2, reactions // 20)
    side = int(owners**0.5) * 3 + 3
    squares = rng.sample([(x, y) for x in range(side) for y in range(side)], owners)
    people = [Combatant(f"c{i}", "ab"[i % 2], squares[i], 30, 30) for i in range(owners)]
    weights = [w for w, _ in TRIGGERS]
    dispatcher: Dispatcher[Combatant] = Dispatcher({"damage.deal": "damage.take"}, nearness)
    for i in range(reactions):
        shape = rng.choices([t for _, t in TRIGGERS], weights)[0]
        reaction = Power.from_ir(
            {
                "name": f"r{i}",
                "usage": "at-will",
                "action": "immediate interrupt",
                "trigger": {**shape, "qualifiers": shape.get("qualifiers", {}), "text": "t"},
            }
        )
        bound = Bound(i, people[i % owners], reaction, frozenset(), "interrupt", reaction.events)
        dispatcher.register(bound)
        compiled(bound)  # the trigger's checks, made once at registration
    return dispatcher, people


@dataclass(frozen=True)
class Figures:
    """One dispatch run: the same events through the index and through the naive scan."""

    reactions: int
    combatants: int
    events: int
    fired: int
    candidates_per_event: float
    indexed_per_second: float
    naive_per_second: float


def make_events(people: list[Combatant], count: int, rng: random.Random) -> list[Event[Combatant]]:
    """``count`` random events between the combatants, with qualifiers and targets."""
    events: list[Event[Combatant]] = []
    for _ in range(count):
        actor, target = rng.sample(people, 2)
        name = rng.choice(EVENTS)
        quals: dict[str, Any] = {}
        if name.startswith("move"):
            quals = {"provokes": rng.random() < 0.5}
        elif name == "bloodied":
            quals = {"first_time": rng.random() < 0.5}
        done_to = target if name.startswith(("attack", "damage", "forced")) else None
        whom = {"targets": (done_to,)} if name.startswith("attack") else {}
        events.append(Event(name, actor, done_to, quals, parties=whom))
    return events


def measure(reactions: int = 10_000, events: int = 2_000, seed: int = 1) -> Figures:
    """Dispatch ``events`` seeded events to ``reactions`` reactions both ways; the matched
    reactions must be identical."""
    rng = random.Random(seed)
    dispatcher, people = build(reactions, rng)
    nearby = Nearby(people)

    def near(event: Event[Combatant], radius: int) -> list[str]:
        # the engine's own question (``Engine.near``): who stands within the radius
        square = place_of(event)
        return nearby.within(square, radius) if square is not None else []

    happened = make_events(people, events, rng)

    def timed(
        lookup: Callable[[Event[Combatant]], list[Bound[Combatant]]],
    ) -> tuple[float, list[list[int]]]:
        matched = []
        start = time.perf_counter()
        for event in happened:
            matched.append(
                [b.id for b in lookup(event) if trigger_reason(b, event, people) is None]
            )
        return time.perf_counter() - start, matched

    # Each trigger's check is compiled the first time it is asked (``Bound.judge``): ask
    # every one once before timing, so neither way pays for the other's compiling.
    for bound in dispatcher.all:
        trigger_reason(bound, happened[0], people)
    gc.collect()  # (nor the collector for what ran before in this process)
    indexed_time, indexed = timed(lambda e: dispatcher.candidates(e, near))
    naive_time, naive = timed(dispatcher.scan)
    assert [sorted(m) for m in indexed] == [sorted(m) for m in naive], "index != scan"
    candidates = sum(len(dispatcher.candidates(e, near)) for e in happened)
    return Figures(
        reactions=reactions,
        combatants=len(people),
        events=len(happened),
        fired=sum(len(m) for m in indexed),
        candidates_per_event=candidates / len(happened),
        indexed_per_second=len(happened) / indexed_time,
        naive_per_second=len(happened) / naive_time,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reactions", type=int, default=10_000)
    parser.add_argument("--events", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    f = measure(args.reactions, args.events, args.seed)
    print(f"reactions registered : {f.reactions:,} ({f.combatants:,} combatants)")
    print(
        f"events dispatched    : {f.events:,} ({f.fired:,} trigger matches, "
        f"{f.candidates_per_event:.1f} candidates/event from the index)"
    )
    print(f"indexed dispatch     : {f.indexed_per_second:12,.0f} events/s")
    print(f"naive scan           : {f.naive_per_second:12,.0f} events/s")
    ratio = f.indexed_per_second / f.naive_per_second
    print(f"ratio                : {ratio:12.1f}x (target >= 20x)")


if __name__ == "__main__":
    main()
