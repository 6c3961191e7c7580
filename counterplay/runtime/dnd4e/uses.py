"""The ``use_power`` op: "You use fey step.", "You use oath of enmity on the target.", "You
use dragonfear even if it is already expended.": the user uses one of its own powers, named,
as part of the effect (no action of its own: the effect's). 4E's rule, where the seeds are
silent: a power used so is used as when its user takes it, so an encounter or daily power
is expended by it, and one already expended cannot be used unless the op says "even if it
is already expended" (then it is, and stays expended).

The power is the user's own, found by its name (any letter case); a user without it, or
with it expended, does nothing (said in the trace). An attack power is made against one
creature, the one the op names ("on the target"), else the creature an op finds (the
attack's target, the triggering creature, else one in reach at random, R000-34); an area
or close attack power (several targets, the user's choice of where) is not simulated. A
power without an attack has its effect carried out, on the creature named, if any. A power
never uses itself, nor one it is using already (a loop of uses).

Not simulated from the op alone (:func:`unused`): a power named by no name ("it"); a use
permitted for a while ("Until the stance ends, you can use ...": ``duration``, not
followed) or with a bonus ("with a +2 bonus to the attack roll": not followed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import attacks, recharges
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.context import Ctx
from counterplay.runtime.dnd4e.grid import distance
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.events import Event

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.engine import Engine

# The words an effect names a power by that are no name ("you regain X and use it")
_NO_NAME = ("it", "this power", "that power", "the power")

# The attack powers used against one creature (an area or close one: several, not modelled)
_ONE_TARGET = ("melee", "ranged", None)


def unused(op: dict[str, Any]) -> str | None:
    """What of a use_power op the runtime does not model from the op alone, or None."""
    name = op.get("power")
    if not isinstance(name, str) or not name or name.split()[0] in ("it", "its"):
        return "the power it uses"
    return "the power it uses" if name in _NO_NAME else None


def _own(me: Combatant, name: str) -> Power | None:
    """``me``'s power of that name, any letter case."""
    wanted = name.lower()
    return next((p for n, p in me.powers.items() if n.lower() == wanted), None)


def _usable(engine: Engine, op: dict[str, Any], ctx: Ctx) -> Power | None:
    """The power the op uses, or None (said in the trace): the user's own, not expended
    (unless the op says "even if it is already expended"), not the one in use."""
    me, depth = ctx.user, ctx.frame.depth
    power = _own(me, str(op["power"]))
    said = None
    if power is None:
        said = f"{me.name} has no power {op['power']!r}"
    elif power is ctx.power or power.name in engine.using:
        said = f"{power.name} is being used already: it does not use itself"
    elif recharges.expended(me, power) and not op.get("even_if_expended"):
        said = f"{power.name} is expended"
    if said is not None:
        engine.note("op", depth, op="use_power", status=said)
        return None
    return power


def _unreached(me: Combatant, power: Power, target: Combatant | None) -> str | None:
    """Why an attack power cannot be made against ``target`` (None: it can)."""
    if target is None or target.down:
        return "no target"
    if distance(me.position, target.position) > power.reach:
        return f"{target.name} is out of reach"
    return None


def use_power(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The user uses its power the op names (:func:`_usable`): expended if encounter or
    daily; an attack power against the creature named, a utility power's effect."""
    power = _usable(engine, op, ctx)
    if power is None:
        return
    if power.defense is not None and power.attack_kind not in _ONE_TARGET:
        engine.unsimulated(op, ctx, "the targets of an area or close power it uses")
        return
    me, depth = ctx.user, ctx.frame.depth
    target = engine.who(ctx, op.get("on") or "target", harmed=power.defense is not None)
    if power.defense is not None:
        said = _unreached(me, power, target)
        if said is not None:
            engine.note("op", depth, op="use_power", status=said)
            return
    recharges.expend(me, power)
    engine.note("op", depth, op="use_power", status=f"{me.name} uses {power.name}")
    engine.using.append(power.name)
    try:
        _carried_out(engine, power, ctx, target)
    finally:
        engine.using.remove(power.name)


def _carried_out(engine: Engine, power: Power, ctx: Ctx, target: Combatant | None) -> None:
    """The power used: its attack against ``target``, or its effect."""
    me = ctx.user
    if power.defense is not None and target is not None:
        ctx.outcomes.update(attacks.attack(engine, me, power, [target], ctx.frame))
        return
    facts = {**attacks.power_facts(power), "utility": True}
    whom = {"targets": (target,) if target is not None else ()}
    engine.dispatch(Event("power.use", me, None, facts, ctx.frame.depth, None, whom), ctx.frame)
    if not ctx.frame.lost:
        engine.ops(power.effect_ops + power.hit_ops, Ctx(me, power, ctx.frame, target=target))


def unregained(op: dict[str, Any]) -> str | None:
    """What of a recharge op the runtime does not model from the op alone, or None: "You
    regain the use of fey step" (a power named) is; "this power", "the encounter attack
    power" (which one: the player's choice), "recharges" (no name) are not."""
    if op.get("what") != "power" or "power" not in op:
        return "the power it regains"
    if op.get("target") not in (None, "self"):  # (another's powers: the user's are known)
        return "who regains it"
    return unused(op) and "the power it regains"


def recharge(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The user regains the use of its power the op names (4E: it is no longer expended,
    and may be used again); one it does not have, or not expended, is said so."""
    me, depth = ctx.user, ctx.frame.depth
    power = _own(me, str(op["power"]))  # (``unregained``: a name)
    if power is None:
        said = f"{me.name} has no power {op['power']!r}"
    elif not recharges.expended(me, power):
        said = f"{power.name} is not expended"
    else:
        me.used.discard(power.name)
        said = f"{me.name} regains the use of {power.name}"
    engine.note("op", depth, op="recharge", status=said)
