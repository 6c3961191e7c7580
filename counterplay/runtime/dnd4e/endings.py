"""The ``end_effect`` op: "The triggering effect ends", said by a reaction to an effect.

The triggering effect is the condition the triggering event is about, on the creature
that has it (:data:`TRIGGERING_EFFECT`): the condition gained (``condition.gain``), the
one a saving throw failed against (``save.fail``), or the ongoing damage taken (a
``damage.take`` with ``ongoing``). That effect ends (the most recent of its name: another
effect that gave the same condition stays). Any other event names no effect the runtime
keeps, and "The effect ends" said of the power's own effect (``what: this``) is part of an
effect it does not keep: both are not simulated, with why; but for "On a save, the effect
ends" right after "You make a saving throw against the triggering effect", carried out with
that saving throw (:func:`ends_on_a_save`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e.combatant import Combatant, ongoing_name
from counterplay.runtime.events import Event

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

Effect = tuple[Combatant | None, str | None]


def _gained(event: Event[Combatant]) -> Effect:
    return event.target, event.qualifiers.get("condition")


def _failed(event: Event[Combatant]) -> Effect:
    return event.actor, event.qualifiers.get("condition")


def _ongoing(event: Event[Combatant]) -> Effect:
    if not event.qualifiers.get("ongoing"):
        return None, None
    return event.target, ongoing_name(event.qualifiers.get("damage_types") or ())


# The effect a triggering event is about, by event: (who has it, the condition's name)
TRIGGERING_EFFECT: dict[str, Callable[[Event[Combatant]], Effect]] = {
    "condition.gain": _gained,
    "save.fail": _failed,
    "damage.take": _ongoing,
}


# The effects a saving throw may be against that are the triggering one ("a saving throw
# against the triggering effect": the condition the triggering event gave)
SAVE_AGAINST_TRIGGERING = ("triggering_effect", "triggering_condition", "that_effect")

# The outcomes of the saving throw before it an end_effect may be said on ("On a save,")
_ON_A_SAVE = ("save", "success")


def ends_on_a_save(before: dict[str, Any] | None, op: dict[str, Any]) -> bool:
    """Whether ``op`` is "On a save, the effect ends" said right after a saving throw
    (``before``) against the triggering effect: that effect, whatever its duration, ends
    on a save of that saving throw, carried out with it (``effects.save``)."""
    return (
        before is not None
        and before.get("op") == "save"
        and before.get("against") in SAVE_AGAINST_TRIGGERING
        and op.get("op") == "end_effect"
        and op.get("what") == "this"
        and op.get("if") in _ON_A_SAVE
        and set(op) <= {"op", "what", "if", "text"}
    )


def unended(op: dict[str, Any]) -> str | None:
    """Why an end_effect op is not carried out whatever the trigger (it ends another effect
    than the triggering one), or None."""
    return "the effect it ends" if op.get("what") != "triggering" else None


def end_effect(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The triggering effect ends on the creature that has it."""
    depth = ctx.frame.depth
    event = ctx.event
    read = TRIGGERING_EFFECT.get(event.name) if event is not None else None
    if event is None or read is None:  # (``unended``: the triggering effect)
        engine.unsimulated(op, ctx, "the triggering effect", quoted=True)
        return
    who, name = read(event)
    kept = [c for c in who.conditions if c.name == name] if who is not None else []
    if who is None or not kept:
        engine.note("op", depth, op="end_effect", status="the triggering effect is over already")
        return
    who.discard(kept[-1])
    engine.note("condition", depth, target=who.name, condition=name, ends=True)
