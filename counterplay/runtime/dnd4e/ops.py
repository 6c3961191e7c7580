"""The 4E runtime's op handlers (:data:`OPS`), each registered with what of an op it does not
model from the op alone: one judgement, asked by the handler and by whoever counts what
the runtime carries out (``bench/dnd4e_simulated.py``).

A :class:`Handler` is called as the op's handler: it asks its check (``unmodelled``) first
and records the op as not simulated, with why, when the check refuses it; otherwise it runs.
What a handler refuses only once it looks at the game (no attack in progress, a creature
not at hand) is its own to say. :func:`unmodelled` is the whole judgement of an op before
any game: no handler (:mod:`.unmodelled`), fields it does not follow (:mod:`.followed`), or
its handler's check.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import (
    actions,
    amounts,
    attack_changes,
    attack_ops,
    checks,
    choices,
    concealment,
    durations,
    effects,
    endings,
    ignoring,
    modifiers,
    movement_ops,
    negations,
    prohibitions,
    rerolls,
    standing,
    surges,
    swaps,
    uses,
)
from counterplay.runtime.dnd4e.followed import unfollowed
from counterplay.runtime.dnd4e.unmodelled import why_not

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

Check = Callable[[dict[str, Any]], str | None]
Run = Callable[["Engine", dict[str, Any], "Ctx"], None]


def modelled(op: dict[str, Any]) -> str | None:
    """The check of a handler that refuses nothing from the op alone."""
    return None


@dataclass(frozen=True)
class Handler:
    """An op's handler (``run``) and what of the op it does not model from the op alone
    (``unmodelled``: what is not simulated, or None)."""

    run: Run
    unmodelled: Check = modelled

    def __call__(self, engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
        refused = self.unmodelled(op)
        why = f"{refused} is not simulated" if refused else None
        if why is None and amounts.of_user(op):  # (a score or level the user may not have)
            why = amounts.ungiven(op, ctx.user)
        if why is None:
            self.run(engine, op, ctx)
            return
        engine.note("op", ctx.frame.depth, op=op["op"], text=op.get("text", ""),
                    status="not simulated", why=why)  # fmt: skip


def _standing_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a standing_trigger op the runtime does not model from the op alone: of it
    (``standing.unstanding``), or of the ops it carries out when it fires."""
    why = standing.unstanding(op)
    if why is not None:
        return why
    inner = next((w for o in op["ops"] if (w := unmodelled(o)) is not None), None)
    return None if inner is None else f"what it does ({inner.removesuffix(' is not simulated')})"


OPS: dict[str, Handler] = {
    "damage": Handler(effects.damage, effects.damage_unmodelled),
    "push": Handler(movement_ops.forced, movement_ops.forced_unmodelled),
    "pull": Handler(movement_ops.forced, movement_ops.forced_unmodelled),
    "slide": Handler(movement_ops.forced, movement_ops.forced_unmodelled),
    "shift": Handler(movement_ops.move, movement_ops.move_unmodelled),
    "move": Handler(movement_ops.move, movement_ops.move_unmodelled),
    "teleport": Handler(movement_ops.move, movement_ops.move_unmodelled),
    "fly": Handler(movement_ops.move, movement_ops.move_unmodelled),
    "condition": Handler(effects.condition, effects.condition_unmodelled),
    "combat_advantage": Handler(effects.combat_advantage, effects.advantage_unmodelled),
    "bonus": Handler(modifiers.modifier, modifiers.uncounted),
    "penalty": Handler(modifiers.modifier, modifiers.uncounted),
    "negate": Handler(negations.negate, negations.unmodelled),
    "force_miss": Handler(effects.force_miss, effects.miss_unmodelled),
    "reroll": Handler(rerolls.reroll, rerolls.unrolled),
    "keep_result": Handler(rerolls.keep_result, rerolls.unkept),
    "roll_twice": Handler(rerolls.roll_twice, rerolls.untwice),
    "redirect": Handler(effects.redirect, effects.redirect_unmodelled),
    "vulnerable": Handler(effects.vulnerable, effects.vulnerable_unmodelled),
    "end_condition": Handler(effects.end_condition),
    "resist": Handler(effects.resist, effects.resist_unmodelled),
    "basic_attack": Handler(attack_ops.basic_attack, modelled),
    "attack": Handler(attack_ops.attack, attack_ops.attack_unmodelled),
    "heal": Handler(effects.heal, effects.amount_uncounted),
    "surge": Handler(effects.heal, effects.amount_uncounted),
    "temp_hp": Handler(effects.temp_hp, effects.amount_uncounted),
    "stand": Handler(effects.stand),
    "save": Handler(effects.save, effects.save_unmodelled),
    "prevent": Handler(prohibitions.prevent, prohibitions.unmodelled),
    "end_effect": Handler(endings.end_effect, endings.unended),
    "choice": Handler(choices.choice, choices.unchosen),
    "surge_loss": Handler(surges.change, surges.uncounted),
    "surge_gain": Handler(surges.change, surges.uncounted),
    "second_wind": Handler(surges.second_wind),
    "extra_action": Handler(actions.extra_action, actions.ungiven),
    "critical_hit": Handler(rerolls.critical_hit, rerolls.uncritical),
    "end_position": Handler(movement_ops.end_position, movement_ops.end_unfollowed),
    "swap": Handler(swaps.swap, swaps.unswapped),
    "standing_trigger": Handler(standing.stand_by, _standing_unmodelled),
    "skill_check": Handler(checks.skill_check, checks.unchecked),
    "use_power": Handler(uses.use_power, uses.unused),
    "recharge": Handler(uses.recharge, uses.unregained),
    "concealment": Handler(concealment.conceal, concealment.unmodelled),
    "lose": Handler(concealment.lose, concealment.lose_unmodelled),
    "damage_type": Handler(attack_changes.damage_type, attack_changes.unretyped),
    "ignore": Handler(ignoring.ignore, ignoring.unmodelled),
    "lasts": Handler(durations.lasts, durations.unjoined),
    "target_defense": Handler(attack_changes.target_defense, attack_changes.undefended),
}

# What the trace says of an op carried out with one before it (``Ctx.folded``), by name
FOLDED: dict[str, str] = {
    "damage": "the hit's extra damage: dealt with it, on a hit",
    "end_position": "where the movement before it ends: followed by it",
    "ignore": ignoring.FOLDED_AS,
    "lasts": durations.FOLDED_AS,
    "keep_result": "which result of the reroll before it is kept: kept with it",
    "end_effect": "the effect the saving throw before it is against ends on a save: with it",
    # ("You make a saving throw. Add your Wisdom modifier to the saving throw.")
    "bonus": "a bonus to the saving throw before it: counted in it",
    "penalty": "a penalty to the saving throw before it: counted in it",
}


def unmodelled(op: dict[str, Any]) -> str | None:
    """Why the runtime does not carry ``op`` out whatever the game ("... is not
    simulated", or what of 4E is not modelled), or None: what ``Engine.ops`` and the op's
    handler refuse before looking at the game, in their order."""
    handler = OPS.get(str(op.get("op")))
    if handler is None:
        return why_not(str(op.get("op")))
    why = unfollowed(op)
    if why is None and (what := handler.unmodelled(op)) is not None:
        why = f"{what} is not simulated"
    return why


def of_user(op: dict[str, Any]) -> tuple[str, ...]:
    """What of its user ``op`` counts (ability scores, level: :func:`amounts.of_user`): an
    op :func:`unmodelled` accepts is carried out only when the scenario gives them."""
    return amounts.of_user(op)
