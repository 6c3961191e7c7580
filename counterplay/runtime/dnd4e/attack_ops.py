"""The attack ops: ``basic_attack`` ("You make a melee basic attack against the triggering
enemy", by the user or a creature the op names) and ``attack`` (the power's own attack
again, or one of the user's attack powers of a kind), and what of them the runtime does not
model from the op alone (:func:`attack_unmodelled`, registered with it in ``ops.OPS``; of a
basic attack, nothing: another creature's against no creature named is against one of its
choice, :func:`_its_own_target`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import attacks, decisions, recharges, secondary
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.grid import adjacent, distance
from counterplay.runtime.dnd4e.power import BASIC_ATTACKS, Power
from counterplay.runtime.dnd4e.whom import Naming

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine


# Who makes a basic attack the op names another's ("The triggering ally makes ..."): an
# ally of the user's, if one is at hand, standing
_ATTACKER = Naming(field="who", harmed=False, ally=True, status="no one to attack")


def _attacker_and_target(
    engine: Engine, op: dict[str, Any], ctx: Ctx
) -> tuple[Combatant, Combatant | None] | None:
    """Who makes a basic attack (the user, or the creature the op names: "The triggering
    ally makes a melee basic attack against the triggering enemy") and against whom; None
    (recorded) when one is not at hand, or another's attack names no creature it is
    against (its own choice of a target is not modelled) or names its attacker, or it is
    an enemy's but the power's target's ("Hit: The target makes a basic attack ...")."""
    me = ctx.user
    if op.get("who") not in (None, "self"):
        found = engine.named(op, ctx, _ATTACKER)
        if found is None:
            return None
        if found.side != me.side and found is not ctx.target:  # (no ally of the event's)
            engine.unsimulated(op, ctx, "an attack by an enemy not the power's target")
            return None
        me = found
    if me is not ctx.user and op.get("target") is None:
        return me, None  # (its own choice, once its basic attack is: :func:`_its_own_target`)
    target = engine.named(op, ctx)
    if target is None:
        return None
    if me is not ctx.user and target is me:
        engine.unsimulated(op, ctx, "the creature another's attack is against")
        return None
    return me, target


def _basic_power(engine: Engine, me: Combatant, kind: Any, depth: int) -> Power | None:
    """The basic attack ``me`` makes: its default one if set, else one of its basic attacks
    of that kind at random (R000-35)."""
    wanted = "ranged" if kind == "ranged" else "melee"
    choices = [
        n
        for n in me.basic_attacks
        if (p := attacks.power_of(me, n)) is not None and (p.attack_kind or "melee") == wanted
    ]
    if not choices:
        choices = [n for n, r in BASIC_ATTACKS.items() if r.lower().startswith(wanted)]
    if me.default_basic_attack in choices:
        name, why = me.default_basic_attack, "the default basic attack (R000-35)"
    elif len(choices) == 1:
        name, why = choices[0], "the only one"
    else:
        name, why = decisions.pick(engine.rng, sorted(choices)), "at random (R000-35)"
    engine.note("decision", depth, what="basic attack", choice=name, why=why)
    return attacks.power_of(me, name)


def basic_attack(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """A basic attack, by the user or the creature the op names (as a free action)."""
    found = _attacker_and_target(engine, op, ctx)
    if found is None:
        return
    me, target = found
    power = _basic_power(engine, me, op.get("kind"), ctx.frame.depth)
    if power is None:
        return
    target = target or _its_own_target(engine, me, power, ctx)
    if target is None:
        return
    if (power.attack_kind or "melee") == "melee" and not adjacent(me.position, target.position):
        engine.note(
            "op", ctx.frame.depth, op="basic_attack", status=f"{target.name} is out of reach"
        )
        return
    # (an opportunity attack only of the user's, whose power is an opportunity action)
    opportunity = "opportunity" in ctx.power.action and me is ctx.user
    extra = _extra_damage(engine, ctx, target)
    ctx.outcomes.update(
        attacks.attack(
            engine, me, power, [target], ctx.frame, basic=True, opportunity=opportunity, extra=extra
        )
    )


def _its_own_target(engine: Engine, me: Combatant, power: Power, ctx: Ctx) -> Combatant | None:
    """ "The ally can make a basic attack as a free action" (no creature named): against
    one of its enemies its basic attack reaches, its choice (a scripted ``target`` of its,
    else at random, R000-34); none in reach, no attack."""
    reach = power.reach
    options = [
        other
        for other in engine.people
        if other.side != me.side and not other.down
        and distance(me.position, other.position) <= reach
    ]  # fmt: skip
    if not options:
        engine.note(
            "op", ctx.frame.depth, op="basic_attack", status=f"no enemy in {me.name}'s reach"
        )
        return None
    scripted = engine.scripted_choice("target", me, [o.name for o in options])
    if scripted is not None:
        chosen, why = engine.by_name[scripted], "scripted choice"
    else:
        chosen = decisions.pick(engine.rng, options)
        why = "the only one" if len(options) == 1 else f"at random among {len(options)} (R000-34)"
    engine.note(
        "decision", ctx.frame.depth, what=f"{me.name}'s target", choice=chosen.name, why=why
    )
    return chosen


# What of a power an attack op may say ("one of your encounter attack powers")
_POWER_KINDS = frozenset(("power_kind", "attack_kind"))


def attack_unmodelled(op: dict[str, Any]) -> str | None:
    """What of an attack op the runtime does not model from the op alone, or None."""
    if secondary.made(op):  # the power's Secondary Attack (its section: at the attack)
        return None
    if op.get("attack") is not None:  # (another than the power's own: none the grammar says)
        return f"the attack it makes (attack: {op['attack']!r})"
    if op.get("instead_of") or op.get("kind"):  # "instead of a melee basic attack"
        return "the attack it stands for"
    power = op.get("power")
    if power and (not isinstance(power, dict) or set(power) - _POWER_KINDS):
        return "the power it uses"
    return None


def attack(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The power's own attack, its secondary attack (:mod:`.secondary`), or one of the
    user's attack powers of the kind it says, against the creature it names."""
    if secondary.made(op):
        secondary.make(engine, op, ctx)
        return
    target = engine.named(op, ctx)
    if target is None:
        return
    power = ctx.power
    if op.get("power"):  # "You use one of your encounter attack powers against the enemy"
        chosen = _one_of_your_powers(engine, op["power"], ctx, target)
        if chosen is None:
            return
        power = chosen
        recharges.expend(ctx.user, power)
    extra = _extra_damage(engine, ctx, target)
    ctx.outcomes.update(attacks.attack(engine, ctx.user, power, [target], ctx.frame, extra=extra))


def _extra_damage(engine: Engine, ctx: Ctx, target: Combatant) -> list[dict[str, Any]]:
    """The later ops of the effect that are extra damage of this attack's hit ("If the
    attack hits, it deals an extra 1d10 fire damage"): dealt with the hit's damage, in one
    roll against the target's resistances (and then skipped, ``Ctx.folded``)."""
    extra = [
        op
        for op in ctx.later
        if attacks.extra_on_hit(op) and engine.who(ctx, op.get("target"), harmed=False) is target
    ]
    ctx.folded.extend(extra)
    return extra


def _one_of_your_powers(
    engine: Engine, kind: dict[str, Any], ctx: Ctx, target: Combatant
) -> Power | None:
    """One of the user's attack powers of the kind an op names (its usage, its attack
    kind), not used up, that reaches ``target``: chosen at random (R000-34)."""
    usage = kind.get("power_kind")
    reach = kind.get("attack_kind")
    reaches = [reach] if isinstance(reach, str) else reach
    me = ctx.user
    fits = sorted(
        (
            power
            for power in me.powers.values()
            if power.defense is not None  # an attack power
            and power is not ctx.power
            and (usage is None or power.usage == usage)
            and (reaches is None or power.attack_kind in reaches)
            and not recharges.expended(me, power)
            and distance(me.position, target.position) <= power.reach
        ),
        key=lambda power: power.name,
    )
    if not fits:
        engine.note("op", ctx.frame.depth, op="attack", status="no power of that kind to use")
        return None
    chosen = decisions.pick(engine.rng, fits)
    why = "the only one" if len(fits) == 1 else "at random (R000-34)"
    engine.note("decision", ctx.frame.depth, what="power", choice=chosen.name, why=why)
    return chosen
