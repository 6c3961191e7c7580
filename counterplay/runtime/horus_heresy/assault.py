"""Charges, step by step: declared, rolled, moved.

A unit may charge an enemy unit within 12" and in line of sight, unless it is Pinned,
Falling Back, locked in combat or fired Heavy weapons this turn. The Charge Roll is 2d6
against the distance between the closest models; a successful Charge moves the charging
models into contact and locks both units in combat. A Charge is Disordered when Hold the
Line says so (R004-20): the charge in progress (its frame's :class:`Charge`), or, after a
failed one, every later Charge against that unit in the same sub-phase
(``Engine.disordering``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from counterplay.runtime import trace
from counterplay.runtime.events import Event, Frame
from counterplay.runtime.horus_heresy import dice
from counterplay.runtime.horus_heresy.table import along, distance
from counterplay.runtime.horus_heresy.units import Unit

if TYPE_CHECKING:
    from counterplay.runtime.horus_heresy.engine import Action, Engine

CHARGE_RANGE = 12.0
_CONTACT = 0.5  # how far the first charging model ends from its target's closest model
_NO_CHARGE = ("pinned", "falling back", "locked in combat")


@dataclass
class Charge:
    """A Charge in progress."""

    charger: Unit
    target: Unit
    roll: int | None = None
    success: bool | None = None
    disordered: bool = False


def _state(frame: Frame[Unit]) -> Charge:
    assert isinstance(frame.state, Charge)
    return frame.state


def scripted_charge(engine: Engine, unit: Unit, action: Action) -> Frame[Unit] | None:
    """The Active player's Charge, or None and a problem (H006) when it cannot be made."""
    target = engine.by_name[action.args["at"]]
    why = _cannot_charge(engine, unit, target)
    if why:
        engine.problem("H006", f"{unit.name} cannot charge {target.name}: {why}", action.span)
        return None
    return Frame("charge", unit, 0, state=Charge(unit, target))


def _cannot_charge(engine: Engine, unit: Unit, target: Unit) -> str:
    status = next((s for s in _NO_CHARGE if s in unit.statuses), None)
    if status:
        return f"it is {status}"
    barred = [p for p in unit.penalties if "may not charge" in p]
    if barred:
        return barred[0]
    if target.destroyed:
        return f"{target.name} is destroyed"
    gap = unit.gap(target)
    if gap > CHARGE_RANGE:
        return f'it is {gap:.1f}" away, beyond {CHARGE_RANGE:.0f}"'
    if not any(engine.table.sees(a.at, b.at) for a in unit.alive for b in target.alive):
        return "it has no line of sight"
    return ""


def declare_charge(engine: Engine, frame: Frame[Unit]) -> None:
    charge = _state(frame)
    engine.note(
        "action", frame.depth, actor=charge.charger.name, action="Charge", target=charge.target.name
    )
    if charge.target.name in engine.disordering:
        charge.disordered = True
        text = f"the Charge is Disordered: {charge.target.name} held the line (R004-20)"
        engine.note("note", frame.depth, text=text)
    event = Event("assault.charge", charge.charger, charge.target, {"phase": engine.phase})
    event.depth = frame.depth
    engine.dispatch(event, frame)


def charge_roll(engine: Engine, frame: Frame[Unit]) -> None:
    charge = _state(frame)
    gap = charge.charger.gap(charge.target)
    charge.roll = dice.two_d6(engine.rng)
    charge.success = charge.roll >= gap
    engine.note(
        "test",
        frame.depth,
        unit=charge.charger.name,
        test=f'Charge Roll against {trace.shown(round(gap, 1))}"',
        roll=charge.roll,
        against=round(gap, 2),
        passed=charge.success,
    )


def charge_move(engine: Engine, frame: Frame[Unit]) -> None:
    charge = _state(frame)
    charger, target = charge.charger, charge.target
    if target.destroyed or not charge.success:  # a destroyed charger ends before (procedures)
        why = f"{target.name} is destroyed" if target.destroyed else "the Charge failed"
        engine.note("note", frame.depth, text=f"no Charge Move: {why}")
        return
    first, goal = min(
        ((m.at, t.at) for m in charger.alive for t in target.alive),
        key=lambda pair: distance(*pair),
    )
    end = along(first, goal, distance(first, goal) - _CONTACT)
    by = (end[0] - first[0], end[1] - first[1])
    for model in charger.alive:
        model.at = (model.at[0] + by[0], model.at[1] + by[1])
    charger.statuses.add("locked in combat")
    target.statuses.add("locked in combat")
    how = "a Disordered Charge" if charge.disordered else "a Charge"
    engine.note(
        "moved", frame.depth, unit=charger.name, how=f"makes {how} into {target.name}", moves=[]
    )
