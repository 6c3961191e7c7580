"""A condition or a resistance for a duration the runtime does not count ("while in this
form", "until the stance ends": no form or stance is modelled) is not simulated, with why:
never given for ever (they used to be kept until the end of the encounter, as none ended
them). Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.dnd4e_simulated import CARRIED_OUT, taken
from counterplay.compiler.to_ir import effect_clauses
from counterplay.runtime.dnd4e import ops
from tests.simkit import run

# The Hero uses a made-up power on itself
FORM = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Form, usage: at-will, action: minor action, range: Melee 1, effect: "{effect}"}}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Form]}}
  - {{name: Orc, side: b, at: [5, 5], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Form}}
"""

UNCOUNTED = [
    "While in this form, you are dazed.",
    "Until the stance ends, you gain resist 3 to all damage.",
]


@pytest.mark.parametrize("effect", UNCOUNTED)
def test_an_uncounted_duration_is_not_simulated(tmp_path: Path, effect: str) -> None:
    done = run(tmp_path, FORM.format(effect=effect))
    assert done.codes() == [], done.codes()
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and op["why"].startswith("how long it lasts"), op
    assert done.final("Hero")["conditions"] == []


@pytest.mark.parametrize("effect", UNCOUNTED)
def test_the_bench_counts_it_not_carried_out(effect: str) -> None:
    (op,) = [op for _, said, _ in effect_clauses(effect) for op in said]
    assert ops.unmodelled(op) is not None and taken(op) != CARRIED_OUT


def test_a_counted_duration_is_carried_out(tmp_path: Path) -> None:
    done = run(tmp_path, FORM.format(effect="You are insubstantial until the end of your turn."))
    given = [e["condition"] for e in done.entries("condition") if not e.get("ends")]
    assert given == ["insubstantial"]
