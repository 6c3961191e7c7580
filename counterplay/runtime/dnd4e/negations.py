"""The ``negate`` op: the triggering action lost (R001-07: "You negate the triggering
attack"), or only a part of it kept from its creature, the rest going on:

- ``damage`` ("You take no damage from the triggering attack", "The damage is reduced to
  0, but you are subject to all other effects of the attack"): the attack in progress
  against the creature (an interrupt before its damage is rolled) deals it none, its hit's
  damage, a Miss's "Half damage" and its effects' damage alike (``damage.harm``); its
  other effects go on. Once its damage is rolled, too late (``attacks.pending``);
- ``forced_movement`` ("You negate the forced movement", "You ignore the forced
  movement"): the push, pull or slide being made of the creature (its ``forced.*`` event,
  an interrupt before it moves) does not move it (``movement.force``); the action that
  pushes goes on;
- ``prone`` ("You are not knocked prone"): the creature just knocked prone (its ``prone``
  event) is not.

Each is said of the creature the op names, the user unless it says otherwise (whose damage,
movement or fall it is); of another triggering event there is nothing to negate, said so.
Of a damage type alone ("You don't take the fire damage"), of an attack other than the
triggering one, or of another part (falling damage), the op is not simulated, with why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import attacks

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# The attack a negate op may be of: the triggering one, said or not ("from the attack")
_TRIGGERING_ATTACK = (None, "triggering_attack")
_THE_ATTACK = (*_TRIGGERING_ATTACK, "attack")  # (of its damage: "no damage from the attack")

# The forced movements whose event (``forced.<kind>``) a negate op of forced movement stops
FORCED_EVENTS = ("forced.push", "forced.pull", "forced.slide")


def unmodelled(op: dict[str, Any]) -> str | None:
    """What of a negate op the runtime does not model from the op alone, or None."""
    what = op.get("what", "attack")
    said = {k: op[k] for k in ("types", "from") if op.get(k)}
    attacks_of = _THE_ATTACK if what == "damage" else _TRIGGERING_ATTACK
    if op.get("types") or op.get("from") not in attacks_of:
        return f"the attack it negates ({said})"
    if what not in PARTS:
        return f"what of the action it negates ({what!r})"
    return None


def negate(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The triggering action, or the part of it the op says (:data:`PARTS`), negated."""
    PARTS[str(op.get("what", "attack"))](engine, op, ctx)


def _action(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """ "You negate the triggering attack": the triggering action is lost (R001-07)."""
    if ctx.trigger_frame is None:
        said = "too late: the triggering action is resolved (R001-08)"
        engine.note("op", ctx.frame.depth, op="negate", status=said)
        return
    ctx.trigger_frame.lost = True
    engine.note("op", ctx.frame.depth, op="negate", status="the triggering action is lost")


def _whose(engine: Engine, op: dict[str, Any], ctx: Ctx) -> Any:
    """The creature whose damage, movement or fall the op negates (the user unless said)."""
    return engine.who(ctx, op.get("who") or op.get("target") or "self", harmed=False)


def _damage(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The attack in progress deals the creature no damage; its other effects go on."""
    state = attacks.pending(engine, ctx, "negate")
    if state is None:
        return
    who = _whose(engine, op, ctx)
    if who is None or state.target is not who:
        said = f"the attack is not against {who.name if who else 'it'}"
        engine.note("op", ctx.frame.depth, op="negate", status=said)
        return
    state.unharmed = True
    said = f"{who.name} takes no damage from the triggering attack"
    engine.note("op", ctx.frame.depth, op="negate", status=said)


def _forced_movement(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The push, pull or slide of the creature being made (its event) does not move it."""
    event, who = ctx.event, _whose(engine, op, ctx)
    if event is None or event.name not in FORCED_EVENTS or event.target is not who:
        said = "no forced movement of its creature to negate"
        engine.note("op", ctx.frame.depth, op="negate", status=said)
        return
    engine.unmoved.append(event)
    engine.note("op", ctx.frame.depth, op="negate", status="the forced movement is negated")


def _prone(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The creature just knocked prone (its ``prone`` event) is not prone."""
    event, who = ctx.event, _whose(engine, op, ctx)
    if event is None or event.name != "prone" or event.actor is not who or who is None:
        said = "no fall prone of its creature to negate"
        engine.note("op", ctx.frame.depth, op="negate", status=said)
        return
    who.remove("prone")
    engine.note("condition", ctx.frame.depth, target=who.name, condition="prone", ends=True)


# What of the triggering action a negate op negates, by its ``what`` (none said: all of it)
PARTS: dict[str, Callable[[Engine, dict[str, Any], Ctx], None]] = {
    "attack": _action,
    "damage": _damage,
    "forced_movement": _forced_movement,
    "prone": _prone,
}
