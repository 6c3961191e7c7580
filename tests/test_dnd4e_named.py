"""``Engine.named``: the one guard every 4E op handler finds its creature through, and each
of its variations (``whom.Naming``): the op's field, the creature when none is named, whom
an op that harms or helps finds, a creature down, and what the trace says of no one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.context import Ctx
from counterplay.runtime.dnd4e.engine import Engine
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.dnd4e.whom import NO_TARGET, THE_TARGET, Naming
from counterplay.runtime.events import Event, Frame

# The Hero's ward: the Elf is its ally, the Orc an enemy next to it, the Gob one far off
WARD = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Ward
    usage: at-will
    action: immediate interrupt
    range: Melee 1
    trigger: An enemy hits an ally adjacent to you
    effect: The target falls prone.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Ward]}
  - {name: Elf, side: a, at: [1, 2], hp: 40}
  - {name: Orc, side: b, at: [2, 1], hp: 40}
  - {name: Gob, side: b, at: [8, 8], hp: 40}
script: []
"""


def _engine(tmp_path: Path) -> tuple[Engine, Ctx]:
    path = tmp_path / "ward.yaml"
    path.write_text(WARD, "utf-8")
    encounter, found = load_scenario(path)
    assert encounter is not None, found
    engine = Engine(encounter, 0)
    hero = engine.by_name["Hero"]
    power = Power.of(hero.powers["Ward"])
    return engine, Ctx(hero, power, Frame("Ward", hero, 1))


def _who(engine: Engine, name: str) -> Combatant:
    return engine.by_name[name]


def _noted(engine: Engine) -> list[tuple[Any, Any]]:
    return [(e["op"], e["status"]) for e in engine.trace.entries if e["kind"] == "op"]


def test_the_target_standing_is_found_and_nothing_noted(tmp_path: Path) -> None:
    engine, ctx = _engine(tmp_path)
    ctx.target = _who(engine, "Orc")
    assert engine.named({"op": "push", "target": "target"}, ctx) is ctx.target
    assert _noted(engine) == []


def test_a_target_down_is_no_one_unless_the_op_is_done_to_one_down_too(tmp_path: Path) -> None:
    engine, ctx = _engine(tmp_path)
    orc = ctx.target = _who(engine, "Orc")
    orc.hp = 0
    assert orc.down
    assert engine.named({"op": "push", "target": "target"}, ctx) is None
    assert _noted(engine) == [("push", NO_TARGET)]
    assert engine.named({"op": "damage", "target": "target"}, ctx, Naming(down_too=True)) is orc
    assert _noted(engine) == [("push", NO_TARGET)]  # (nothing more noted)


def test_the_creature_when_the_op_names_none(tmp_path: Path) -> None:
    """ "You gain 5 temporary hit points": ``otherwise`` "self", the user; with none, the
    one an op that harms falls on (R000-34: a random enemy in the power's reach)."""
    engine, ctx = _engine(tmp_path)
    hero = _who(engine, "Hero")
    helped = Naming(otherwise="self", harmed=False)
    assert engine.named({"op": "temp_hp"}, ctx, helped) is hero
    assert engine.named({"op": "temp_hp", "target": "target"}, ctx, helped) is None
    assert _noted(engine) == [("temp_hp", NO_TARGET)]  # (helping: never one at random)
    assert engine.named({"op": "push"}, ctx, THE_TARGET) is _who(engine, "Orc")  # (the Gob: far)
    (chosen,) = [e for e in engine.trace.entries if e["kind"] == "decision"]
    assert chosen["choice"] == "Orc" and "R000-34" in chosen["why"]


def test_of_two_triggering_creatures_harm_finds_the_enemy_help_the_ally(tmp_path: Path) -> None:
    engine, ctx = _engine(tmp_path)
    elf, orc = _who(engine, "Elf"), _who(engine, "Orc")
    ctx.event = Event("attack.hit", orc, elf)
    op = {"op": "condition", "target": "triggering"}
    assert engine.named(op, ctx) is orc
    assert engine.named(op, ctx, Naming(harmed=False)) is elf
    assert engine.named(op, ctx, Naming(ally=True)) is elf  # (harmed, but the ally's asked)
    assert engine.named(op, ctx, Naming(harmed=False, ally=False)) is orc


@pytest.mark.parametrize(
    ("naming", "op"),
    [
        (Naming(field="who"), {"op": "basic_attack", "who": "self", "target": "triggering"}),
        (Naming(field="to"), {"op": "condition", "to": "self", "target": "triggering"}),
        (Naming(field="against"), {"op": "combat_advantage", "against": "self"}),
    ],
)
def test_the_field_that_names_it(tmp_path: Path, naming: Naming, op: dict[str, Any]) -> None:
    engine, ctx = _engine(tmp_path)
    ctx.event = Event("attack.hit", _who(engine, "Orc"), _who(engine, "Elf"))
    assert engine.named(op, ctx, naming) is _who(engine, "Hero")


def test_what_the_trace_says_of_no_one(tmp_path: Path) -> None:
    engine, ctx = _engine(tmp_path)
    ctx.user.hp = 0  # (the Hero, down, is no one to stand up here)
    op = {"op": "basic_attack", "who": "self"}
    assert engine.named(op, ctx, Naming(field="who", status="no one to attack")) is None
    assert _noted(engine) == [("basic_attack", "no one to attack")]
