"""Moves on the tabletop: the Active player's scripted moves, and reaction moves.

A scripted move shifts every model of the unit by the same vector: at most the unit's
Movement, each inch inside difficult terrain counting two, never through blocking terrain,
off the table, or within 1" of an enemy; a model moving into dangerous terrain takes a
Dangerous Terrain test (a 1 on a d6 costs it a wound). It records the ``moved`` penalty
(a unit that moved fires Heavy weapons as snap shots unless its attack is Stationary).

A reaction move (Advance, Withdraw: R004-13/14) moves each model straight toward or away
from the closest model of the triggering unit by the unit's highest unmodified
Initiative, as its op says: difficult terrain ignored or not, Dangerous Terrain tested or
not, penalties recorded or not (R004-10, R004-11); a unit of Vehicles alone pivots once and
moves forwards or backwards instead. It stops 1" short of enemy models and blocking
terrain, and at the table's edge.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from counterplay.runtime.events import Event, Frame
from counterplay.runtime.horus_heresy import dice
from counterplay.runtime.horus_heresy.table import (
    KEEP_OFF,
    Point,
    ahead,
    along,
    distance,
    heading,
    turn_toward,
)
from counterplay.runtime.horus_heresy.units import Model, Unit

if TYPE_CHECKING:
    from counterplay.runtime.horus_heresy.engine import Action, Engine

# Statuses under which a unit may not make a normal move.
NO_MOVE = ("pinned", "falling back", "locked in combat", "may not move", "immobilised")


@dataclass
class Move:
    """A scripted move in progress: the vector every model moves by."""

    unit: Unit
    by: Point


def scripted_move(engine: Engine, unit: Unit, action: Action) -> Frame[Unit] | None:
    """The Active player's move of ``unit`` (its first model to ``to``), or None and a
    problem (H005) when it is not legal."""
    first = unit.alive[0].at
    to = action.args["to"]
    by = (to[0] - first[0], to[1] - first[1])
    why = _illegal(engine, unit, by)
    if why:
        engine.problem("H005", f"{unit.name} cannot move to {list(to)}: {why}", action.span)
        return None
    return Frame("move", unit, 0, state=Move(unit, by))


def _illegal(engine: Engine, unit: Unit, by: Point) -> str:
    """Why moving every model by ``by`` is not a legal move (empty when it is)."""
    status = next((s for s in NO_MOVE if s in unit.statuses), None)
    if status:
        return f"it is {status}"
    most = min(m.movement for m in unit.alive)
    enemies = [m for u in engine.units if u.player != unit.player for m in u.alive]
    for model in unit.alive:
        end = (model.at[0] + by[0], model.at[1] + by[1])
        path = engine.table.path(model.at, end)
        if not engine.table.on_table(end):
            return f"{model.name} would leave the table"
        if path.blocked_at is not None:
            return f"{model.name} would cross blocking terrain"
        cost = distance(model.at, end) + path.difficult
        if cost > most + 1e-9:
            slowed = " (difficult terrain counts double)" if path.difficult else ""
            return f'{model.name} would need {cost:.1f}" of a Movement of {most}"{slowed}'
        if any(distance(end, e.at) < KEEP_OFF for e in enemies):
            return f'{model.name} would end within 1" of an enemy model'
    return ""


def move_unit(engine: Engine, frame: Frame[Unit]) -> None:
    """The move itself; the unit has ended its move: ``unit.move_end``."""
    move = frame.state
    assert isinstance(move, Move)
    unit = move.unit
    moves = []
    for model in unit.alive:
        end = (model.at[0] + move.by[0], model.at[1] + move.by[1])
        moves.append(_step(engine, model, end, frame.depth, dangerous=True))
    unit.penalties.append("moved")
    engine.note("moved", frame.depth, unit=unit.name, how="moves", moves=moves)
    event = Event("unit.move_end", unit, None, {"phase": engine.phase})
    event.depth = frame.depth
    engine.dispatch(event, frame)


def _step(engine: Engine, model: Model, end: Point, depth: int, dangerous: bool) -> list[Any]:
    """Move one model to ``end``, testing for dangerous terrain on the way when asked."""
    start = model.at
    if dangerous and engine.table.path(start, end).dangerous:
        roll = dice.d6(engine.rng)
        if roll == 1:
            model.lost += 1
        text = f"{model.name} tests for Dangerous Terrain: {roll}" + (
            " - a wound" if roll == 1 else ""
        )
        engine.note("note", depth, text=text)
    model.at = end
    return [model.name, [round(c, 2) for c in start], [round(c, 2) for c in end]]


def reaction_move(engine: Engine, unit: Unit, foe: Unit, op: dict[str, Any], depth: int) -> None:
    """Advance or Withdraw as ``op`` says (R004-11, R004-13, R004-14)."""
    toward = op.get("direction") == "toward"
    vehicles = op.get("vehicles")
    if unit.vehicles_only and isinstance(vehicles, dict):
        moves = [_vehicle(engine, m, foe, toward, vehicles, op, depth) for m in unit.alive]
        how = f"pivots and moves {'forwards' if toward else 'backwards'}"
    else:
        # the highest unmodified Initiative: the unit's modifiers never apply (R004-11)
        inches = max(m.initiative or 0 for m in unit.alive)
        slowed = bool(op.get("difficult_terrain", True))
        moves = [_reacting(engine, m, foe, toward, inches, slowed, op, depth) for m in unit.alive]
        way = "towards" if toward else "away from"
        how = f'moves up to {inches}" (unmodified Initiative) {way} {foe.name}'
    if op.get("penalties", True):
        unit.penalties.append("moved")
    engine.note("moved", depth, unit=unit.name, how=how, moves=moves)


def _closest(model: Model, foe: Unit) -> Point:
    return min((m.at for m in foe.alive), key=lambda p: distance(model.at, p))


def _reacting(
    engine: Engine,
    model: Model,
    foe: Unit,
    toward: bool,
    inches: float,
    slowed: bool,
    op: dict[str, Any],
    depth: int,
) -> list[Any]:
    target = _closest(model, foe)
    reach = min(inches, max(0.0, distance(model.at, target) - KEEP_OFF)) if toward else -inches
    end = along(model.at, target, reach)
    dangerous = bool(op.get("dangerous_terrain", True))
    return _go(engine, model, end, (slowed, dangerous), inches, depth)


def _vehicle(
    engine: Engine,
    model: Model,
    foe: Unit,
    toward: bool,
    rule: dict[str, Any],
    op: dict[str, Any],
    depth: int,
) -> list[Any]:
    """A vehicle pivots once (at most ``pivot`` degrees) to face the triggering unit, then
    moves up to ``inches`` forwards (Advance) or backwards (Withdraw), through difficult and
    dangerous terrain as the op says (as every other model's move)."""
    target = _closest(model, foe)
    model.facing = turn_toward(
        model.facing, heading(model.at, target), float(rule.get("pivot", 90))
    )
    move = float(rule.get("inches", 6))
    inches = min(move, max(0.0, distance(model.at, target) - KEEP_OFF)) if toward else move
    end = ahead(model.at, model.facing, inches if toward else -inches)
    slowed, dangerous = (bool(op.get(k, True)) for k in ("difficult_terrain", "dangerous_terrain"))
    return _go(engine, model, end, (slowed, dangerous), move, depth)


def _go(
    engine: Engine,
    model: Model,
    end: Point,
    terrain: tuple[bool, bool],
    move: float,
    depth: int,
) -> list[Any]:
    """Move straight to ``end``, cut short by blocking terrain (and by difficult terrain
    when it slows the move: each inch inside costs two of the ``move``, the whole move
    even when ``end`` stops short of it, before the foe) and by the table's edge.
    ``terrain``: whether difficult terrain slows it and dangerous terrain is tested."""
    slowed, dangerous = terrain
    table = engine.table
    path = table.path(model.at, end)
    length = distance(model.at, end)
    if path.blocked_at is not None:
        length = min(length, path.blocked_at)
    if slowed and path.difficult:  # each inch inside costs two
        length = min(length, table.reach(model.at, end, move))
    end = table.clamp(along(model.at, end, length))
    return _step(engine, model, end, depth, dangerous)
