"""What an effect changes of the triggering attack in progress: the ``damage_type`` op ("The
attack deals fire damage instead of any other damage type", "All damage from the attack is
psychic damage") and the ``target_defense`` op ("The attack targets Will instead"), said by
a reaction to an attack.

The attack is the triggering one, while it is in progress (an interrupt at its target or
roll, as a free action triggered by "You make a melee attack" is: R001-03). The damage its
hit deals is of the types the op says and no other (``AttackState.types``, counted by
``attacks.hit_types``: what resistances, vulnerabilities and triggers about damage types
see), whatever its power's Hit says; its roll is against the defense the op says
(its power taken as targeting that defense: the roll, the defense's bonuses and the trace
count it), when the roll is still to come. An attack already resolved (its damage rolled;
for a defense, its roll made), the attack an earlier op of the effect made ("... and make a
melee basic attack against it. The attack deals lightning damage instead"), or a power's
own attack is not changed: the op is not simulated, with why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e.context import AttackState, in_progress

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# The ops that make an attack of the effect's own (the attack said after them is theirs)
_ATTACK_OPS = ("attack", "basic_attack", "inline_attack", "use_power")

# The defenses an attack may target
DEFENSES = ("ac", "fortitude", "reflex", "will")


def unretyped(op: dict[str, Any]) -> str | None:
    """What of a damage_type op the runtime does not model from the op alone, or None."""
    types = op.get("types")
    if not isinstance(types, list) or not types or not all(isinstance(t, str) for t in types):
        return "the damage type it changes to"
    return None


def undefended(op: dict[str, Any]) -> str | None:
    """What of a target_defense op the runtime does not model from the op alone, or None."""
    return None if op.get("defense") in DEFENSES else "the defense it targets"


def _changed(engine: Engine, op: dict[str, Any], ctx: Ctx) -> AttackState | None:
    """The triggering attack in progress the op changes, or None (said not simulated)."""
    if ctx.power.defense is not None or any(o.get("op") in _ATTACK_OPS for o in ctx.earlier):
        engine.unsimulated(op, ctx, "the attack it changes (the power's own)")
        return None
    state = in_progress(ctx)
    if state is None:
        engine.unsimulated(op, ctx, "the attack it changes (none in progress)")
    return state


def damage_type(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The triggering attack in progress deals damage of the op's types only."""
    state = _changed(engine, op, ctx)
    if state is None:
        return
    state.types = list(op["types"])
    said = " and ".join(state.types)
    engine.note("op", ctx.frame.depth, op="damage_type", status=f"the attack deals {said} damage")


# What of an attack's events says it is rolled (a defense changed after it is too late)
_ROLLED = ("attack.hit", "attack.miss", "attack.critical")


def target_defense(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The triggering attack in progress targets the op's defense, its roll still to come."""
    state = _changed(engine, op, ctx)
    if state is None:
        return
    if ctx.event is not None and ctx.event.name in _ROLLED:
        engine.unsimulated(op, ctx, "the defense it targets (the attack is rolled already)")
        return
    state.power = state.power.targeting(op["defense"])
    state.facts["defense"] = op["defense"]
    said = f"the attack targets {op['defense'].capitalize()}"
    engine.note("op", ctx.frame.depth, op="target_defense", status=said)
