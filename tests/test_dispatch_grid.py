"""Unit tests of the dispatch index (against the naive scan) and of the grid."""

from __future__ import annotations

import random

from bench.bench_dispatch import EVENTS, build
from counterplay.runtime.dispatch import prefixes
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.grid import Grid, adjacent, distance, flanks
from counterplay.runtime.dnd4e.match import place_of, trigger_reason
from counterplay.runtime.events import Event


def test_prefixes_of_a_dotted_event() -> None:
    assert prefixes("forced.push") == ("forced.push", "forced")
    assert prefixes("bloodied") == ("bloodied",)


def test_the_index_finds_exactly_what_a_scan_finds() -> None:
    rng = random.Random(4)
    dispatcher, people = build(600, rng)

    def near(event: Event[Combatant], radius: int) -> list[str]:
        square = place_of(event)
        assert square is not None
        return [p.name for p in people if distance(p.position, square) <= radius]

    for _ in range(400):
        actor, target = rng.sample(people, 2)
        event: Event[Combatant] = Event(
            rng.choice(EVENTS), actor, rng.choice([target, None]), {"provokes": rng.random() < 0.5}
        )
        indexed = {
            b.id
            for b in dispatcher.candidates(event, near)
            if trigger_reason(b, event, people) is None
        }
        scanned = {b.id for b in dispatcher.scan(event) if trigger_reason(b, event, people) is None}
        assert indexed == scanned
        found = [b.id for b in dispatcher.candidates(event, near)]
        assert found == sorted(set(found))  # each once, in order
        assert len(dispatcher.candidates(event, near)) <= len(dispatcher.scan(event))


def test_R001_12_distance_counts_diagonals_as_one() -> None:
    assert distance((0, 0), (3, 3)) == 3 and adjacent((1, 1), (2, 2))
    assert not adjacent((1, 1), (1, 1))


def test_R001_19_corners_of_obstacles_cannot_be_cut() -> None:
    grid = Grid(3, 3, obstacles=frozenset({(1, 0)}))
    assert not grid.step_ok((0, 0), (1, 1))  # the corner of (1, 0)
    assert not grid.step_ok((0, 0), (1, 0))  # into the obstacle
    assert grid.step_ok((0, 1), (1, 2))


def test_R001_13_walk_reach_pays_double_for_difficult_terrain() -> None:
    grid = Grid(4, 1, difficult=frozenset({(1, 0)}))
    reach = grid.walk_reach((0, 0), 2, lambda s: False, lambda s: False)
    assert set(reach) == {(0, 0), (1, 0)}  # (2, 0) would cost 3


def test_R001_15_walk_through_allies_but_not_enemies() -> None:
    grid = Grid(3, 1)
    ally = grid.walk_reach((0, 0), 2, lambda s: False, lambda s: s == (1, 0))
    assert (2, 0) in ally and (1, 0) not in ally
    enemy = grid.walk_reach((0, 0), 2, lambda s: s == (1, 0), lambda s: s == (1, 0))
    assert set(enemy) == {(0, 0)}


def test_R001_16_17_push_pull_slide_destinations() -> None:
    grid = Grid(5, 5)
    free = lambda s: True  # noqa: E731
    push = grid.forced_reach((2, 2), 2, "push", (1, 2), free, free)
    assert all(distance(s, (1, 2)) > 1 for s in push if s != (2, 2))
    assert (2, 2) in push and (3, 2) in push and (4, 2) in push  # fewer squares, or none
    pull = grid.forced_reach((2, 2), 1, "pull", (0, 2), free, free)
    assert {distance(s, (0, 2)) for s in pull} == {1, 2}
    slide = grid.forced_reach((2, 2), 1, "slide", (0, 0), free, free)
    assert len(slide) == 9


def test_flanking_is_opposite_sides() -> None:
    assert flanks((1, 1), (2, 2), [(3, 3)])
    assert not flanks((1, 1), (2, 2), [(3, 2)])


def test_the_runtime_imports_no_parsing_library() -> None:
    import subprocess
    import sys

    # every module of the runtime and its worlds, not only those an engine imports first
    code = (
        "import importlib, pkgutil, sys, counterplay.runtime as r\n"
        "for m in pkgutil.walk_packages(r.__path__, 'counterplay.runtime.'):\n"
        "    importlib.import_module(m.name)\n"
        "print(sorted(m for m in ('lark', 'ruamel', 'jsonschema') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout.strip() == "[]", done.stdout + done.stderr


def test_a_monster_trigger_naming_the_monster_means_its_owner() -> None:
    from counterplay.compiler.build import build

    (power,) = build(
        {
            "powers": [
                {
                    "name": "Bloodied Breath",
                    "monster": "Red Dragon",
                    "usage": "encounter",
                    "action": "free action",
                    "trigger": {
                        "event": "bloodied",
                        "actor": {"role": "named", "name": "Red Dragon"},
                        "target": None,
                        "qualifiers": {},
                        "text": "The dragon is bloodied.",
                    },
                }
            ]
        }
    )
    assert power.actor == {"role": "self"}
