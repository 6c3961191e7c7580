"""The ``bonus`` and ``penalty`` ops (:func:`modifier`): to the attack in progress ("You gain
a +4 power bonus to AC against the triggering attack"), and lasting ones to attack rolls
and defenses ("The target gains a +2 power bonus to all defenses until the end of your next
turn", "It takes a -2 penalty to attack rolls against you (save ends)").

A lasting one is a condition of its creature, ``bonus <stat>`` or ``penalty <stat>``
(:data:`STATS`), with its signed amount, its bonus type and, for one "against you" or
"against the triggering enemy", the one creature it is against (``toward``); it ends as
any condition does. Every attack roll then counts its attacker's attack modifiers and its
target's modifiers to the defense it targets (:func:`attack_modifier`,
:func:`defense_modifier`), by 4E's stacking rule: of bonuses of one type only the highest
counts, untyped bonuses and penalties add up (Player's Handbook, "Bonuses and Penalties").

A modifier given while an attack is in progress counts in it by what it adds to those its
creature has (:func:`change`): a +4 power bonus to AC beside a +2 one is +2 more.

One to "your next attack roll" or "your next saving throw" (``next``) counts in the next
such roll only (of its kind, against the creature it names) and then ends (:data:`NEXT`).
One to another roll (damage, initiative, skills), to the next defense, or against other
creatures is not kept: the op is recorded as not simulated. One with no duration to the
triggering attack's damage roll, given at that roll (``damage.roll``) to its attacker,
counts in the damage its hit deals (:func:`_at_damage_roll`); there, any other is too late.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import amounts
from counterplay.runtime.dnd4e.combatant import LASTING, Combatant, Condition, clock_of
from counterplay.runtime.dnd4e.context import in_progress
from counterplay.runtime.dnd4e.followed import unfollowed
from counterplay.runtime.dnd4e.whom import Naming

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import AttackState, Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# The stats a lasting modifier is kept for, and the defenses "all defenses" covers
DEFENSES = ("ac", "fortitude", "reflex", "will")
ATTACKS = ("attack", "melee_attack", "ranged_attack")  # all attack rolls, or of one kind
DAMAGE = ("damage", "melee_damage", "ranged_damage")  # all damage rolls, or of one kind
STATS = (*ATTACKS, "defenses", *DEFENSES, "saving_throws", *DAMAGE)

# What a modifier to "your next attack roll" keeps as its ``ends_on``: it ends once counted
# in a roll (no event of ``combatant.ENDS_ON`` has this name)
NEXT = "next roll"

# Whom a lasting modifier may be against ("against you", "against the triggering enemy",
# "against that enemy's attacks"), or anyone (None), as the creature it keeps in ``toward``
_AGAINST = (None, "self", "triggering", "target")

# Who a bonus or penalty is to (``Engine.named``): the creature named, else the user; one
# down too; a penalty harms it (of two triggering creatures, the enemy's)
_MODIFIED = {
    "bonus": Naming(otherwise="self", harmed=False, down_too=True),
    "penalty": Naming(otherwise="self", down_too=True),
}


def uncounted(op: dict[str, Any]) -> str | None:
    """Why a bonus or penalty op is not carried out (:func:`unkept`, :func:`unpassing`),
    or None; first of all an amount the runtime cannot count ("equal to your Charisma
    modifier" is not +0)."""
    if not amounts.countable(op.get("value")):
        return "the amount it counts"
    return unkept(op) if op.get("duration") is not None else unpassing(op)


def unkept(op: dict[str, Any]) -> str | None:
    """Why a bonus or penalty op with a duration is not kept as lasting, or None."""
    if op.get("stat") not in STATS:
        return "a lasting one to this roll or score"
    if op.get("next") and op["stat"] not in (*ATTACKS, "saving_throws"):
        return "one to the next roll only"
    if op.get("against") not in _AGAINST or (op.get("against") and op["stat"] == "saving_throws"):
        return "one against these creatures"
    if op.get("duration") not in LASTING:
        return "how long it lasts"
    return None


# Whom a modifier to the attack in progress alone may be against: that attack's (anyone)
_PASSING_AGAINST = (None, "triggering_attack")


def unpassing(op: dict[str, Any]) -> str | None:
    """Why a bonus or penalty op with no duration is not carried out on the attack in
    progress ("+2 to your next attack roll against the target": a later one), or None."""
    if op.get("next"):
        return "one to the next roll, with no duration"
    if op.get("against") not in _PASSING_AGAINST:
        return "one against these creatures"
    return None


def passing(op: dict[str, Any], ctx: Ctx, value: int) -> Condition:
    """A modifier to the attack in progress alone, as a condition no creature keeps (to be
    stacked with the others of its bearer, :func:`change`)."""
    types = (str(op.get("bonus_type") or ""), ctx.power.name)
    return Condition(
        f"{op['op']} {op.get('stat')}", source=ctx.user.name, amount=value, types=types
    )


def keep(
    engine: Engine, op: dict[str, Any], ctx: Ctx, who: Combatant, value: int
) -> Condition | None:
    """``who`` has the op's signed ``value`` to its stat for the op's duration; None when
    the creature it is against is not at hand."""
    against = op.get("against")
    toward = None
    if against is not None:
        other = engine.who(ctx, against, harmed=False, ally=False)  # (an adversary)
        if other is None:
            return None
        toward = other.name
    duration = op["duration"]
    lasting = Condition(
        f"{op['op']} {op['stat']}",
        duration,
        clock_of(duration, ctx.user.name, who.name),
        engine.turn_count,
        ctx.user.name,
        amount=value,
        types=(str(op.get("bonus_type") or ""), ctx.power.name),  # (its type, its power)
        toward=toward,
        ends_on=NEXT if op.get("next") else op.get("or_until"),  # ("or until you attack")
        given_in=ctx.frame,
    )
    # the same one from the same power is renewed; from another it is besides (bonuses of
    # one type are then judged by the highest, :func:`_total`)
    same = (lasting.name, lasting.toward, lasting.duration, lasting.source, lasting.types)
    who.conditions = [
        c for c in who.conditions if (c.name, c.toward, c.duration, c.source, c.types) != same
    ]
    who.conditions.append(lasting)
    said = f"{lasting.name} {value:+d}" + (f" against {toward}" if toward else "")
    engine.note("condition", ctx.frame.depth, target=who.name, condition=said, duration=duration)
    return lasting


def _total(mods: Iterable[Condition]) -> int:
    """Modifiers by 4E's stacking rule: per bonus type the highest bonus, untyped bonuses
    and all penalties added."""
    best: dict[str, int] = {}
    total = 0
    for mod in mods:
        kind = mod.types[0] if mod.types else ""
        if mod.amount < 0 or not kind:
            total += mod.amount
        else:
            best[kind] = max(best.get(kind, 0), mod.amount)
    return total + sum(best.values())


def _applies(mod: Condition, stats: tuple[str, ...], other: Combatant) -> bool:
    """Whether ``mod`` is a modifier to one of ``stats`` that counts against ``other``."""
    kind, _, stat = mod.name.partition(" ")
    return kind in ("bonus", "penalty") and stat in stats and mod.is_toward(other.name)


def _mods(
    who: Combatant, stats: tuple[str, ...], other: Combatant, state: AttackState
) -> list[Condition]:
    """``who``'s lasting modifiers to ``stats`` against ``other`` not counted already."""
    return [
        c
        for c in who.conditions
        if _applies(c, stats, other) and not any(c is counted for counted in state.counted)
    ]


def _used(who: Combatant, mods: list[Condition]) -> int:
    """The total of ``mods``; those to the next roll only end, counted in this one."""
    for mod in mods:
        if mod.ends_on == NEXT:
            who.discard(mod)
    return _total(mods)


def _attack_stats(state: AttackState) -> tuple[str, ...]:
    """The stats of this attack's roll: all attack rolls, or those of its kind ("+2 to melee
    attack rolls")."""
    return ("attack", f"{state.power.attack_kind or 'melee'}_attack")


def _defense_stats(state: AttackState) -> tuple[str, ...]:
    return ("defenses", state.power.defense or "ac")


def attack_modifier(state: AttackState, *, spend: bool = True) -> int:
    """The attacker's lasting modifiers to this attack's roll (``spend``: those to the next
    roll only end, counted in this one; else the roll as it stands is only looked at)."""
    mods = _mods(state.attacker, _attack_stats(state), state.target, state)
    return _used(state.attacker, mods) if spend else _total(mods)


def change(state: AttackState, who: Combatant, mod: Condition) -> int:
    """What ``mod``, given to ``who`` during the attack in progress (lasting, or to it
    alone), adds to ``who``'s modifiers to it by the stacking rule: with the lasting ones
    ``who`` has and those given during the attack ("+4 power bonus to AC" with a "+2 power
    bonus to AC" it has: +2 more), never besides them."""
    attacking = who is state.attacker
    stats = _attack_stats(state) if attacking else _defense_stats(state)
    other = state.target if attacking else state.attacker
    had = [
        c
        for c in (*who.conditions, *(c for name, c in state.passing if name == who.name))
        if c is not mod and _applies(c, stats, other)
    ]
    return _total([*had, mod]) - _total(had)


# The conditions a lasting modifier to saving throws is kept as
SAVE_MODIFIERS = ("bonus saving_throws", "penalty saving_throws")


def save_modifier(who: Combatant, *given: Condition, spend: bool = True) -> int:
    """``who``'s lasting modifiers to saving throws, with the bonuses the effect giving the
    save says (``given``: "with a +2 power bonus"; a reroll's besides), stacked with them
    (``spend``: as :func:`attack_modifier`)."""
    lasting = [c for c in who.conditions if c.name in SAVE_MODIFIERS]
    counted = _used(who, lasting) if spend else _total(lasting)
    return counted + (_total([*lasting, *given]) - _total(lasting))


def next_saves(who: Combatant) -> list[Condition]:
    """``who``'s modifiers to its next saving throw only, which that saving throw spends
    ("+2 to your next saving throw"): a reroll of it is the same saving throw, and counts
    them again (:func:`given_facts`)."""
    return [c for c in who.conditions if c.name in SAVE_MODIFIERS and c.ends_on == NEXT]


def given_facts(given: list[Condition]) -> dict[str, Any]:
    """The facts of a saving throw's event that say the bonus its effect gave it (the
    highest, by 4E's stacking rule), for a reroll of it to count again."""
    total = _total(given)
    if not total:
        return {}
    kinds = {c.types[0] if c.types else "" for c in given}
    return {"save_bonus": total, "save_bonus_type": kinds.pop() if len(kinds) == 1 else ""}


def damage_modifier(who: Combatant, target: Combatant, kind: str | None) -> int:
    """``who``'s lasting modifiers to a damage roll against ``target``: to all damage rolls,
    and to those of attacks of its ``kind`` ("+2 to melee damage rolls"; None: no attack's)."""
    stats = ("damage", f"{kind}_damage") if kind else ("damage",)
    return _total(c for c in who.conditions if _applies(c, stats, target))


def defense_modifier(state: AttackState, defense: str) -> int:
    """The target's lasting modifiers to the defense this attack targets."""
    return _total(_mods(state.target, ("defenses", defense), state.attacker, state))


def to_one_save(op: dict[str, Any]) -> bool:
    """Whether a bonus or penalty op is to one saving throw: to saving throws, with no
    duration, to no next one, against no one ("Add your Wisdom modifier to the saving
    throw", "You gain a +2 bonus to the saving throw")."""
    return (
        op.get("op") in ("bonus", "penalty")
        and op.get("stat") == "saving_throws"
        and op.get("duration") is None
        and not op.get("next")
        and op.get("against") is None
    )


def signed(op: dict[str, Any], ctx: Ctx) -> int:
    """A bonus or penalty op's amount, counted with its user's scores, signed."""
    return amounts.value(op.get("value"), ctx.user) * (-1 if op["op"] == "penalty" else 1)


def said_after_save(engine: Engine, ctx: Ctx, saver: Combatant) -> Condition | None:
    """A modifier to one saving throw said right after the op making ``saver``'s ("You make
    a saving throw. Add your Wisdom modifier to the saving throw."): that saving throw's
    alone, so counted in it and carried out with it (``Ctx.folded``), as it counts (none
    when it is not carried out whole: its own handler then says why)."""
    later = ctx.later[0] if ctx.later else None
    if later is None or not to_one_save(later) or uncounted(later) is not None:
        return None
    if unfollowed(later) is not None or amounts.ungiven(later, ctx.user) is not None:
        return None
    if engine.who(ctx, later.get("target") or "self", harmed=False) is not saver:
        return None
    ctx.folded.append(later)
    return passing(later, ctx, signed(later, ctx))


def _to_the_save(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """A modifier to one saving throw, said alone: to the saving throw being rolled (at its
    break point, ``save.roll``, before it is judged) when its roller has it ("You gain a +2
    bonus to the saving throw"), counted in it by 4E's stacking rule; else there is none
    to change (one said after a saving throw an op makes is counted in it:
    :func:`said_after_save`)."""
    rolling = next((r for r in engine.save_rolls if r.event is ctx.event), None)
    who = engine.who(ctx, op.get("target") or "self", harmed=op["op"] == "penalty")
    if rolling is None or who is not rolling.who:
        said = "no saving throw of its creature being rolled to change"
        engine.note("op", ctx.frame.depth, op=op["op"], status=said)
        return
    mod = passing(op, ctx, signed(op, ctx))
    rolling.added.append(mod)
    engine.note("op", ctx.frame.depth, op=op["op"], status=f"the saving throw {mod.amount:+d}")


def modifier(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The ``bonus`` and ``penalty`` ops: lasting, for their duration (:func:`keep`), to
    the triggering attack when it is in progress and uses the roll or defense they change
    (:func:`_to_attack`), and to a saving throw being rolled (:func:`_to_the_save`)."""
    if to_one_save(op):
        _to_the_save(engine, op, ctx)
        return
    value = signed(op, ctx)
    lasting = op.get("duration") is not None
    state = in_progress(ctx)
    if state is None and not lasting:
        _at_damage_roll(engine, op, ctx, value)
        return
    who = engine.named(op, ctx, _MODIFIED[op["op"]])
    if who is None:
        return
    kept = keep(engine, op, ctx, who, value) if lasting else None
    if lasting and kept is None:
        engine.note("op", ctx.frame.depth, op=op["op"], status="no one it is against")
        return
    # (one to the next roll is left to it: the attack in progress's, if still to be rolled)
    if kept is not None and kept.ends_on == NEXT:
        return
    mod = kept or passing(op, ctx, value)
    if state is not None and _to_attack(engine, op, ctx, who, mod, state):
        if kept is not None:
            state.counted.append(kept)  # (in the roll once: by state.bonus)
        else:
            state.passing.append((who.name, mod))
    elif not lasting:
        engine.unsimulated(op, ctx, "one to a roll or defense the attack does not use", quoted=True)


def _at_damage_roll(engine: Engine, op: dict[str, Any], ctx: Ctx, value: int) -> None:
    """A modifier with no duration and no attack in progress: to the triggering attack's
    damage roll at its roll (``damage.roll``) when its attacker makes it, counted by what it
    adds to the attacker's modifiers to that roll (``AttackState.damage_bonus``); else
    refused, as too late once that damage is rolled."""
    state = ctx.trigger_frame.state if ctx.trigger_frame is not None else None
    depth = ctx.frame.depth
    if state is None:
        engine.note("op", depth, op=op["op"], status="no attack in progress to change")
        return
    stats = ("damage", f"{state.power.attack_kind or 'melee'}_damage")
    who = engine.who(ctx, op.get("target") or "self", harmed=op["op"] == "penalty")
    at_roll = ctx.event is not None and ctx.event.name == "damage.roll"  # (not once dealt)
    if not at_roll or who is not state.attacker or op.get("stat") not in stats:
        said = "the triggering attack's damage is rolled: too late to change it"
        engine.note("op", depth, op=op["op"], status=said)
        return
    mod = passing(op, ctx, value)
    given = (c for name, c in state.passing if name == who.name)
    had = [c for c in (*who.conditions, *given) if _applies(c, stats, state.target)]
    added = _total([*had, mod]) - _total(had)
    state.passing.append((who.name, mod))
    state.damage_bonus += added
    engine.note("op", depth, op=op["op"], status=f"triggering damage roll {added:+d}")


def _to_attack(
    engine: Engine, op: dict[str, Any], ctx: Ctx, who: Combatant, mod: Condition, state: AttackState
) -> bool:
    """Whether the modifier changes the attack in progress (then it does, by what it adds
    to the modifiers counted in it, by 4E's stacking rule): its roll when ``who`` makes
    it, the defense it targets when ``who`` is its target."""
    stat = op.get("stat")
    other = state.target if who is state.attacker else state.attacker
    if not mod.is_toward(other.name):
        return False
    if stat == "attack" and who is state.attacker:
        added = change(state, who, mod)
        state.bonus += added
        engine.note("op", ctx.frame.depth, op=op["op"], status=f"triggering attack {added:+d}")
        return True
    if stat in ("defenses", state.power.defense or "ac") and who is state.target:
        added = change(state, who, mod)
        state.bonus -= added
        engine.note("op", ctx.frame.depth, op=op["op"], status=f"defense {added:+d}")
        return True
    return False
