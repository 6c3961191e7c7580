"""The ``swap`` op: "You and the target swap places", "You swap places with the triggering
ally", "The target and the triggering ally swap places", "teleport to swap places".

The two creatures the op names (``who``, the user unless said, and ``with``) trade squares
at once: each ends in the other's, the one exception to never ending in an occupied square
(R001-15). Walking, they must be adjacent (one square each, R001-12), and each must be able
to move (not immobilized, restrained, down: ``Engine.cannot_move``); it is the reaction's
movement, which provokes nothing (R000-30): each leaves its square (``move.leave``, both
before either moves, mode ``swap``, ``provokes`` false, so no opportunity attack, R001-05)
and then enters the other's (``move.enter``); no whole ``move`` event is sent, so the
Immediate Move (R003-02) never answers a swap. Teleporting, they may be any distance apart,
and only a creature kept from teleporting (``prohibitions``) stops it; each teleports
(``teleport``) as a reaction's teleport does. A partner not at hand, or the same creature
twice, is no swap; one the runtime cannot name (another creature, "your spirit companion")
is not simulated (:func:`unswapped`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import movement, prohibitions
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.grid import adjacent
from counterplay.runtime.events import Event

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# The creatures a swap may be with (its ``who`` is judged by ``followed.unfollowed``)
PARTNERS = ("target", "triggering")


def unswapped(op: dict[str, Any]) -> str | None:
    """What of a swap op the runtime does not model from the op alone, or None."""
    if op.get("with") not in PARTNERS:
        return f"the creature it swaps with (with: {op.get('with')!r})"
    return None


def _refused(engine: Engine, movers: tuple[Combatant, Combatant], teleport: bool) -> str | None:
    """Why these two cannot swap places now, or None."""
    one, other = movers
    if not teleport and not adjacent(one.position, other.position):
        return f"{one.name} and {other.name} are not adjacent"
    for mover in movers:
        why = (
            prohibitions.forbidden(mover, "teleport")
            if teleport
            else engine.cannot_move(mover) or None
        )
        if why is not None:
            return why
    return None


def swap(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The two creatures the op names trade squares (walking or teleporting)."""
    depth = ctx.frame.depth
    named = op.get("who") or "self"
    one = ctx.target if named == "target" else engine.who(ctx, named, harmed=False, ally=True)
    other = engine.who(ctx, op["with"], harmed=False)
    if one is None or other is None or one is other or one.down or other.down:
        engine.note("op", depth, op="swap", status="no one to swap places with")
        return
    teleport = bool(op.get("teleport"))
    refused = _refused(engine, (one, other), teleport)
    if refused is not None:
        engine.note("op", depth, op="swap", status=refused)
        return
    if teleport:
        for mover in (one, other):
            engine.dispatch(Event("teleport", mover, None, {}, depth), ctx.frame)
    else:
        refused = _leave(engine, (one, other), ctx)
        if refused is not None:
            engine.note("op", depth, op="swap", status=refused)
            return
    here, there = one.position, other.position
    one.position, other.position = there, here  # (at once: never both in one square)
    engine.note("op", depth, op="swap", status=f"{one.name} and {other.name} swap places")
    for mover, frm in ((one, here), (other, there)):
        movement.landed(engine, mover, frm, ctx.frame, forced=False)
    if teleport:
        return
    for mover, frm, to in ((one, here, there), (other, there, here)):
        engine.dispatch(
            Event("move.enter", mover, None, _quals(mover, ctx), depth, to, path=(frm, to)),
            ctx.frame,
        )


def _quals(mover: Combatant, ctx: Ctx) -> dict[str, Any]:
    """A walking swap's movement facts: a reaction's movement, provoking nothing (R000-30)."""
    return {"mode": "swap", "provokes": False, "forced": False, "shift": False,
            "willing": mover is ctx.user}  # fmt: skip


def _leave(engine: Engine, movers: tuple[Combatant, Combatant], ctx: Ctx) -> str | None:
    """Each walking creature leaves its square for the other's (``move.leave``, still in
    the square it leaves, R000-20); why the swap no longer happens after an interrupt on
    the leaving (the action lost, a creature moved, down or kept from moving), or None."""
    one, other = movers
    here, there = one.position, other.position
    for mover, frm, to in ((one, here, there), (other, there, here)):
        quals = _quals(mover, ctx)
        leaving = Event("move.leave", mover, None, quals, ctx.frame.depth, frm, path=(frm, to))
        engine.dispatch(leaving, ctx.frame)
        if ctx.frame.lost:
            return "the swap is lost"
        if one.position != here or other.position != there or one.down or other.down:
            return f"{one.name} and {other.name} no longer swap places"
        refused = _refused(engine, movers, teleport=False)
        if refused is not None:
            return refused
    return None
