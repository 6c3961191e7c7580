"""Attacks, damage and healing in the 4E world (seed 001; seed 000's break points, R000-21).

An attack power is declared (``power.use``), then each target in turn is a partial attack:
``attack.target`` -> ``attack.roll`` -> ``attack.hit`` / ``attack.miss`` (+
``attack.critical``) -> a hit's damage roll (``damage.roll``) -> damage and effects.
Interrupts at any of these break points may change the partial attack in progress (the
frame's :class:`AttackState`: at its damage roll, only that roll) or make the whole action
lost.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import (
    amounts,
    concealment,
    decisions,
    dislikes,
    modifiers,
    movement,
    outcomes,
    prohibitions,
    recharges,
)
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.context import AttackState, Ctx
from counterplay.runtime.dnd4e.damage import harm
from counterplay.runtime.dnd4e.followed import unfollowed
from counterplay.runtime.dnd4e.grid import distance, flanks
from counterplay.runtime.dnd4e.power import BASIC_ATTACKS, Power
from counterplay.runtime.events import Event, Frame
from counterplay.runtime.reaction import number

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.engine import Action, Engine

Acting = Frame[Combatant]

# The Effect ops of an attack power said "Before the attack" (``at``): done before it
BEFORE = "before_attack"


# Which of two d20 results a reroll keeps when its effect says ("the higher of the two");
# "either" is its roller's choice (:func:`kept_roll`), none said the new one
KEPT_ROLL: dict[str, Callable[[int, int], int]] = {"higher": max, "lower": min}

# The answers to a scripted ``keep`` choice ("use either result"): the first or the reroll
KEEP_ANSWERS = ("first", "second")

# Dice as a combatant's damage or an op says them: "2d6+3"
_DICE = re.compile(r"^\s*(\d*)d(\d+)\s*([+-]\s*\d+)?\s*$")

# Damage fields the runtime cannot count: "damage equal to ..." (``amount``) and "1d6 damage
# per plus" (``per``); such an op is recorded as not simulated rather than dealt wrong.
UNCOUNTED_DAMAGE = ("amount", "per")


def power_of(me: Combatant, name: str) -> Power | None:
    """One of ``me``'s powers, or a basic attack every creature has."""
    if name in me.powers:
        return me.powers[name]
    if name in BASIC_ATTACKS:
        return Power.basic(name)
    return None


def scripted_attack(engine: Engine, me: Combatant, action: Action) -> None:
    """A scripted ``attack`` (with rolls) or ``use`` (a power without an attack roll)."""
    power = power_of(me, action.args["power"])
    if power is None:
        engine.problem("R005", f"{me.name} has no power {action.args['power']!r}", action.span)
        return
    if recharges.expended(me, power):
        engine.problem("R012", f"{power.name} is already used", action.span)
        return
    targets = [engine.by_name[n] for n in action.args.get("targets", ())]
    for target in targets:
        if distance(me.position, target.position) > power.reach:
            engine.problem("R014", f"{target.name} is out of reach of {power.name}", action.span)
            return
        refused = prohibitions.forbidden(me, "attack", target) if action.kind == "attack" else None
        if refused is not None:
            engine.problem("R012", refused, action.span)
            return
    slot = power.action.split()[0] if power.action else "standard"
    if (
        engine.pay(me, action, slot if slot in ("standard", "move", "minor") else "standard")
        is None
    ):
        return
    recharges.expend(me, power)
    engine.note(
        "action",
        actor=me.name,
        action=action.kind,
        power=power.name,
        targets=[t.name for t in targets],
    )
    frame: Acting = Frame(power.name, me, 0)
    if action.kind == "attack":
        attack(engine, me, power, targets, frame, action.args)
    else:
        # A power without an attack roll is used too ("you use an arcane power"); it has
        # no attack facts, so attack_kind triggers cannot tell and do not fire.
        facts = {**power_facts(power), "utility": True}  # (the trigger's "a utility power")
        whom = {"targets": tuple(targets)}
        engine.dispatch(Event("power.use", me, None, facts, 0, None, whom), frame)
        ctx = Ctx(me, power, frame, target=targets[0] if targets else None)
        if not frame.lost:
            engine.ops(power.effect_ops + power.hit_ops, ctx)
    engine.finish(frame)


def power_facts(power: Power) -> dict[str, Any]:
    """The facts of any power used, for the triggers' qualifiers."""
    keywords = power.power_keywords
    return {
        "keywords": sorted(keywords),
        "weapon": "weapon" in keywords,
        "implement": "implement" in keywords,
        "power_kind": power.usage,
        "power": power.name.lower(),
    }


def _facts(me: Combatant, power: Power, *, basic: bool, opportunity: bool) -> dict[str, Any]:
    """The facts of an attack, put on each of its events for the triggers' qualifiers."""
    return {
        "attack_kind": power.attack_kind or "melee",
        **power_facts(power),
        "basic": basic or "basic" in power.power_keywords or power.name in me.basic_attacks,
        "opportunity": opportunity,
        "charge": False,
        "defense": power.defense or "ac",
        "utility": False,  # (an attack power: the trigger's "an attack power")
    }


def attack(
    engine: Engine,
    me: Combatant,
    power: Power,
    targets: list[Combatant],
    frame: Acting,
    script: dict[str, Any] | None = None,
    trigger: tuple[Event[Combatant], Acting | None] | None = None,
    *,
    basic: bool = False,
    opportunity: bool = False,
    extra: Sequence[dict[str, Any]] = (),
    declared: bool = True,
) -> dict[str, bool]:
    """One attack power: declare, then per target roll -> hit/miss -> damage/effects;
    returns whether it hit, by target's name. ``trigger``: the event and interrupted action
    when a reaction makes it; ``basic`` / ``opportunity``: made as a basic attack (R000-35)
    / by an opportunity action; ``extra``: damage ops its hit deals besides ("If the attack
    hits, it deals an extra 1d10 fire damage"); ``declared=False``: part of a power used
    already (its secondary attack), no new use of a power is declared. Its facts go on each
    of its events."""
    script = script or {}
    event, trigger_frame = trigger or (None, None)
    made: list[Combatant] = []  # (its secondary attacks' targets, in this use: its Effect's)
    first = targets[0] if targets else None
    _effects(engine, Ctx(me, power, frame, event, trigger_frame, first, secondary=made))
    ahead = tuple(made)  # (made "Before the attack": named in each target's Hit too)
    quals = _facts(me, power, basic=basic, opportunity=opportunity)
    whom = {"targets": tuple(targets)}
    if declared:
        engine.dispatch(Event("power.use", me, None, dict(quals), frame.depth, None, whom), frame)
    rolls = list(script.get("rolls", ()))
    outcomes: dict[str, bool] = {}
    for index, target in enumerate(targets):
        goes = _goes_on(engine, me, target, power, frame)
        if goes is None:
            break
        if not goes:
            continue
        state = AttackState(me, target, power, facts=quals, extra=[*extra, *_extra_on_hit(power)])
        frame.state = state
        scripted = rolls[index] if index < len(rolls) else None
        rolled = _targeted_and_rolled(engine, state, frame, scripted, whom)
        if rolled is None:
            break
        outcomes[state.target.name] = rolled[0]
        own = list(ahead)  # (the secondary targets of this target's Hit or Miss only)
        ctx = Ctx(me, power, frame, event, trigger_frame, state.target, outcomes, secondary=own)
        _hit_or_miss(engine, ctx, script, rolled, made)
        _over(engine, state)
    if frame.state is not None:  # (lost part-way)
        _over(engine, frame.state)
    frame.state = None
    if not frame.lost:
        ctx = Ctx(me, power, frame, event, trigger_frame, first, outcomes, secondary=made)
        _effects(engine, ctx, False)
    return outcomes


def _hit_or_miss(
    engine: Engine,
    ctx: Ctx,
    script: dict[str, Any],
    rolled: tuple[bool, bool],
    made: list[Combatant],
) -> None:
    """The partial attack's Hit (its damage, then its ops) or Miss against ``ctx.target``;
    the creatures the secondary attacks its ops made were against (``ctx.secondary``, this
    target's own) are gathered into ``made``, the use's, each once: its closing Effect's."""
    hit, critical = rolled
    if hit:
        _hit(engine, ctx.power, ctx, script, critical)
    else:
        engine.ops(ctx.power.miss_ops, ctx)
    made.extend(who for who in ctx.secondary if all(who is not one for one in made))


def _over(engine: Engine, state: AttackState) -> None:
    """The partial attack is over: what was given for it alone ends ("You don't grant
    combat advantage for the attack": ``AttackState.for_it``)."""
    for bearer, cond in state.for_it:
        if any(c is cond for c in bearer.conditions):
            bearer.discard(cond)
            engine.note("condition", target=bearer.name, condition=cond.name, ends=True)
    state.for_it.clear()


def extra_on_hit(op: dict[str, Any]) -> bool:
    """Whether ``op`` is extra damage of the hit of an attack the power makes ("If the
    attack hits, the target takes 1d10 extra damage"), which that hit deals with its own."""
    return (
        op.get("op") == "damage"
        and bool(op.get("extra"))
        and op.get("if") == "hit"
        and not any(op.get(f) for f in (*UNCOUNTED_DAMAGE, "ongoing", "half", "of_attack", "from"))
        and op.get("target", "target") == "target"
        and unfollowed(op) is None
    )


def _extra_on_hit(power: Power) -> list[dict[str, Any]]:
    """The power's Effect ops that are extra damage of its attack's hit ("If your attack
    hits its target, the target takes 2d10 extra damage"): dealt with each hit's damage."""
    return [op for op in power.effect_ops if extra_on_hit(op)]


def _effects(engine: Engine, ctx: Ctx, before: bool = True) -> None:
    """The power's Effect ops said "Before the attack" (``before``), or once it is made
    the others but its hit's extra damage (dealt with the hit's, :func:`_extra_on_hit`)."""
    ctx.attack_ahead = before
    ctx.folded = [] if before else _extra_on_hit(ctx.power)
    engine.ops(tuple(op for op in ctx.power.effect_ops if (op.get("at") == BEFORE) == before), ctx)


def _goes_on(
    engine: Engine, me: Combatant, target: Combatant, power: Power, frame: Acting
) -> bool | None:
    """Whether the attack goes on against ``target``: None when it is lost (R001-07),
    False when this target is passed over (down, or one ``me`` cannot attack)."""
    why = _attacker_problem(engine, me, frame)
    if why:
        engine.note("lost", frame.depth, action=power.name, why=f"{why} (R001-07)")
        return None
    if target.down:
        engine.note("note", frame.depth, text=f"{target.name} is already down")
        return False
    refused = prohibitions.forbidden(me, "attack", target)
    if refused is not None:
        engine.note("note", frame.depth, text=f"{refused}: no attack is made")
        return False
    return True


def _targeted_and_rolled(
    engine: Engine, state: AttackState, frame: Acting, scripted: Any, whom: dict[str, Any]
) -> tuple[bool, bool] | None:
    """The partial attack against ``state``'s target: it is targeted (its interrupts may
    make another creature the target, "You become the target of the triggering attack", or
    the attack lost, R001-07), then rolled: (hit, critical), or None when lost or negated."""
    me = state.attacker
    engine.attacked.add(me.name)
    targeted = Event("attack.target", me, state.target, dict(state.facts), frame.depth, None, whom)
    engine.dispatch(targeted, frame)
    if _lost_when_targeted(engine, state, frame):
        return None
    return _roll(engine, state, frame, scripted, whom)


def _lost_when_targeted(engine: Engine, state: AttackState, frame: Acting) -> bool:
    """Whether the interrupts at the targeting made the attack lost (R001-07): its attacker
    can no longer attack, or its target is out of reach now (moved by an interrupt)."""
    me, target, power = state.attacker, state.target, state.power
    why = _attacker_problem(engine, me, frame)
    if not why and distance(me.position, target.position) > power.reach:
        why = f"{target.name} is out of reach now"
    if why:
        engine.note("lost", frame.depth, action=power.name, why=f"{why} (R001-07)")
    return bool(why)


def _roll(
    engine: Engine,
    state: AttackState,
    frame: Acting,
    scripted: Any,
    whom: dict[str, Any],
) -> tuple[bool, bool] | None:
    """One partial attack's roll and its outcome's break points: (hit, critical), or None
    when an interrupt negated the attack."""
    me, target, power, quals = state.attacker, state.target, state.power, state.facts
    natural = _d20(engine, scripted)
    event = Event("attack.roll", me, target, {**quals, "roll": natural}, frame.depth, None, whom)
    stands = partial(_as_it_stands, engine, state, natural, scripted)
    with dislikes.rolling(engine, dislikes.Rolled(event, me, stands)):
        engine.dispatch(event, frame)
    if state.reroll:
        natural = _rerolled(engine, state, frame, natural)
    target = state.target  # (an interrupt at the roll may have made itself the target)
    advantage, lasting, defense = _against(engine, state, spend=True)
    total = natural + me.attack_bonus + advantage + state.bonus + lasting
    if (concealed := concealment.attack_penalty(state, kind_of(power))[1]) is not None:
        engine.note("note", frame.depth, text=concealed)
    hit, critical = _outcome(scripted, natural, total, defense)
    said = {"natural": natural, "total": total, "against": defense, "hit": hit}
    _note_roll(engine, frame, state, said, bool(advantage), scripted)
    name = "attack.hit" if hit else "attack.miss"
    outcome = {**quals, "critical": critical}
    judged, was = state.bonus, hit
    told = [Event(name, me, target, dict(outcome), frame.depth, None, whom)]
    as_now = partial(_stands, state, scripted, (natural, total, defense), judged, hit, critical)
    telling = outcomes.Told(told, was, as_now)
    with outcomes.telling(engine, telling):
        engine.dispatch(told[0], frame)
        critical = critical if state.critical is None else state.critical  # ("becomes a ...")
        if hit and critical and as_now():  # (an interrupt at the hit may have made it miss)
            outcome["critical"] = True
            told.append(Event("attack.critical", me, target, outcome, frame.depth, None, whom))
            engine.dispatch(told[-1], frame)
    if frame.lost:
        engine.note("lost", frame.depth, action=power.name, why="negated by an interrupt")
        return None
    if hit and state.forced_miss:
        hit = False
        engine.note("note", frame.depth, text="the attack misses instead")
    elif state.reroll:  # asked for at the outcome ("you are hit": the attacker rerolls)
        natural = _rerolled(engine, state, frame, natural)
        total = natural + me.attack_bonus + advantage + state.bonus + lasting
        critical = natural == 20
        now = critical or (natural != 1 and total >= defense)
        hit = _judged_again(engine, frame, hit, now, f"{total} vs {defense}")
    elif state.bonus != judged and not critical and not isinstance(scripted, str):
        now = natural != 1 and total + state.bonus - judged >= defense
        hit = _changed_by_interrupts(engine, frame, hit, now, total, state.bonus - judged, defense)
    hit = outcomes.retell(engine, frame, telling, hit, lambda: state.forced_miss)
    return hit, hit and (critical if state.critical is None else state.critical)


def _stands(
    state: AttackState,
    scripted: Any,
    rolled: tuple[int, int, int],
    judged: int,
    hit: bool,
    critical: bool,
) -> bool:
    """Whether the outcome at its break point is a hit as the interrupts resolved so far
    left it (:mod:`.outcomes`), as :func:`_roll` judges it once they all have; a reroll
    asked for is not made yet."""
    natural, total, defense = rolled
    if hit and state.forced_miss:
        return False
    if state.reroll or critical or isinstance(scripted, str) or state.bonus == judged:
        return hit
    return natural != 1 and total + state.bonus - judged >= defense


def _outcome(scripted: Any, natural: int, total: int, defense: int) -> tuple[bool, bool]:
    """(hit, critical) of a roll: a scripted outcome is that outcome (`hit` and `miss` are
    never a critical hit), else a natural 20 hits critically, a natural 1 misses."""
    critical = scripted == "critical" or (natural == 20 and scripted not in ("hit", "miss"))
    hit = scripted in ("hit", "critical") or (
        scripted != "miss" and (critical or (natural != 1 and total >= defense))
    )
    return hit, critical


def _as_it_stands(
    engine: Engine, state: AttackState, natural: int, scripted: Any
) -> tuple[bool, str]:
    """The attack roll at its break point (``attack.roll``), as it stands before interrupts
    there change it: whether it hits, and said so ("the attack roll 12 misses the Orc's AC
    17"); its modifiers only looked at (one to the next roll is spent by the roll itself)."""
    me, target = state.attacker, state.target
    advantage, lasting, defense = _against(engine, state, spend=False)
    total = natural + me.attack_bonus + advantage + state.bonus + lasting
    hit, _ = _outcome(scripted, natural, total, defense)
    how = f"a scripted {scripted}" if isinstance(scripted, str) else f"a natural {natural}"
    verb = "hits" if hit else "misses"
    name = (state.power.defense or "ac").upper()
    return hit, f"the attack roll {total} ({how}) {verb} {target.name}'s {name} {defense}"


def _against(engine: Engine, state: AttackState, *, spend: bool) -> tuple[int, int, int]:
    """What the attack roll counts against its target besides the d20 and fixed bonuses:
    combat advantage's +2 (or 0), the attacker's lasting modifiers (``spend``: one to the
    next roll only ends, :func:`modifiers.attack_modifier`), and the defense it is against."""
    me, target, name = state.attacker, state.target, state.power.defense or "ac"
    advantage = 2 if _combat_advantage(engine, me, target) else 0
    concealed, _ = concealment.attack_penalty(state, kind_of(state.power))
    lasting = modifiers.attack_modifier(state, spend=spend) + concealed
    defense = target.defense(state.power.defense) + modifiers.defense_modifier(state, name)
    return advantage, lasting, defense


def _note_roll(
    engine: Engine,
    frame: Acting,
    state: AttackState,
    said: dict[str, Any],
    advantage: bool,
    scripted: Any,
) -> None:
    """The roll in the trace: its d20 and total against the defense, and its outcome."""
    engine.note(
        "roll",
        frame.depth,
        attacker=state.attacker.name,
        target=state.target.name,
        natural=said["natural"],
        total=said["total"],
        defense=state.power.defense or "ac",
        against=said["against"],
        advantage=advantage,
        hit=said["hit"],
        scripted=scripted if isinstance(scripted, str) else None,
    )


def _rerolled(engine: Engine, state: AttackState, frame: Acting, natural: int) -> int:
    """The natural d20 once the reroll an interrupt asked for is made: the new one, or the
    one of the two its effect keeps (``keep: higher`` / ``lower``)."""
    state.reroll = False  # (made: an interrupt at the outcome may ask for another)
    first, natural = natural, _d20(engine, None)
    if state.reroll_bonus is not None:  # ("with a +2 power bonus", stacked)
        added = modifiers.change(state, state.attacker, state.reroll_bonus)
        state.bonus += added
        state.passing.append((state.attacker.name, state.reroll_bonus))
        engine.note("note", frame.depth, text=f"the reroll {added:+d}")
    engine.note("note", frame.depth, text=f"rerolled: {natural}")
    kept = kept_roll_noted(
        engine, state.attacker, state.reroll_keeps, (first, natural), frame.depth
    )
    return (first, natural)[kept]


def kept_roll(
    engine: Engine, roller: Combatant, which: str | None, rolls: tuple[int, int], depth: int
) -> int:
    """Which of a reroll's two results (the first, the reroll: ``rolls``) counts, 0 or 1:
    the one its effect says (``which``: higher, lower; none said, the reroll), or for
    "either" the roller's choice, scripted (``keep``: first or second) or at random
    (R000-36: any other choice), said in the trace as a decision."""
    if which in KEPT_ROLL:
        return rolls.index(KEPT_ROLL[which](*rolls))
    if which != "either":
        return 1
    scripted = engine.scripted_choice("keep", roller, KEEP_ANSWERS)
    if scripted is not None:
        chosen, why = KEEP_ANSWERS.index(scripted), "scripted choice"
    else:
        chosen, why = decisions.pick(engine.rng, (0, 1)), "at random between the two (R000-36)"
    engine.note("decision", depth, what="result kept", choice=KEEP_ANSWERS[chosen], why=why)
    return chosen


def kept_roll_noted(
    engine: Engine, roller: Combatant, which: str | None, rolls: tuple[int, int], depth: int
) -> int:
    """:func:`kept_roll`, and when the effect says which result counts, the one kept said
    in the trace ("the higher of 7 and 15 is kept: 15")."""
    kept = kept_roll(engine, roller, which, rolls, depth)
    if which is not None:
        said = f"the {which} of {rolls[0]} and {rolls[1]} is kept: {rolls[kept]}"
        engine.note("note", depth, text=said)
    return kept


def _judged_again(engine: Engine, frame: Acting, hit: bool, now: bool, said: str) -> bool:
    """The outcome of a roll rerolled after it was judged, said when it changes (its events
    were dispatched for the first roll, and are not again)."""
    if now != hit:
        turned = "the hit into a miss" if hit else "the miss into a hit"
        engine.note("note", frame.depth, text=f"the reroll, {said}, turns {turned}")
    return now


def _changed_by_interrupts(
    engine: Engine, frame: Acting, hit: bool, now: bool, total: int, change: int, defense: int
) -> bool:
    """The outcome once the interrupts the hit or miss triggered have resolved: those that
    raised the defense or changed the roll by ``change`` (+4 to AC against the triggering
    attack, +2 to the attack roll) turn a hit into a miss, or a miss into a hit, when the
    roll no longer (or now) reaches the defense (R001-07). A natural 20 or 1 and a scripted
    outcome stand whatever they did."""
    if now != hit:
        sign = "+" if change > 0 else "-"
        said = f"{total} {sign} {abs(change)} = {total + change} vs {defense}"
        turned = "the attack misses instead" if hit else "the attack hits instead"
        engine.note("note", frame.depth, text=f"after the interrupts, {said}: {turned} (R001-07)")
    return now


def _d20(engine: Engine, scripted: Any) -> int:
    if isinstance(scripted, int):
        return scripted
    if scripted == "critical":
        return 20
    return engine.rng.randint(1, 20)


def _attacker_problem(engine: Engine, me: Combatant, frame: Acting) -> str:
    if frame.lost:
        return "the action is lost"
    if me.down:
        return f"{me.name} is down"
    for cond in me.conditions:
        if engine.condition_rule(cond.name).get("no_actions"):
            return f"{me.name} is {cond.name}"
    return ""


def _combat_advantage(engine: Engine, me: Combatant, target: Combatant) -> bool:
    if prohibitions.grants_none(target, me):  # ("You do not grant combat advantage")
        return False
    if concealment.unseen_by(me, target):  # (an invisible attacker: 4E's condition)
        return True
    for cond in target.conditions:
        if not cond.is_toward(me.name):
            continue  # "grants combat advantage to you": to the one who gave it only
        if engine.condition_rule(cond.name).get("grants_combat_advantage"):
            return True
    return flanks(me.position, target.position, engine.sides(me)[0])


# Damage ops that are no part of the hit's own roll: ongoing damage (given as a condition),
# "Half damage." (a Miss's), and amounts the engine cannot count ("equal to ...", "per ...");
# each is left to its op (``effects.damage``), done or said not simulated there
_NOT_ROLLED = ("ongoing", "half", "amount", "per")


def damage_ops(power: Power, user: Combatant | None = None) -> list[dict[str, Any]]:
    """The damage a power's Hit deals its target on the hit's roll; given its ``user``,
    not one that counts a score the user is not given ("+ Constitution modifier": left to
    its op, which says so, never counted as +0)."""
    return [
        op
        for op in power.hit_ops
        if op.get("op") == "damage"
        and op.get("target", "target") == "target"
        and not any(op.get(key) for key in _NOT_ROLLED)
        and (user is None or amounts.ungiven(op, user) is None)
    ]


def damage_types(power: Power) -> list[str]:
    """The damage types of what a power's Hit deals its target (none: untyped)."""
    return sorted({t for op in damage_ops(power) for t in op.get("types") or ()})


def hit_types(state: AttackState, extra: Sequence[dict[str, Any]] = ()) -> list[str]:
    """The damage types of the hit of the attack ``state`` is: those an effect changed them
    to ("instead of any other damage type"), else its power's and its ``extra`` damage's."""
    if state.types is not None:
        return sorted(state.types)
    return sorted({*damage_types(state.power), *(t for op in extra for t in op.get("types") or ())})


def _damage_roll(
    engine: Engine, power: Power, ctx: Ctx, critical: bool, script: dict[str, Any]
) -> int:
    """A hit's damage roll: its dice (scripted: the script's ``damage``), with its extra
    damage's (a critical hit: the most they can)."""
    rolled = damage_ops(power, ctx.user)
    state = ctx.frame.state
    extra = state.extra if state is not None else []
    if "damage" in script:
        amount = int(script["damage"])
    elif rolled:
        amount = sum(damage_amount(engine, op, ctx.user, critical) for op in rolled)
    elif not power.hit_ops:  # a basic attack, or a power whose hit says nothing
        amount = roll_dice(engine.rng, ctx.user.damage, most=critical)
    else:
        amount = 0
    return amount + sum(damage_amount(engine, op, ctx.user, critical) for op in extra)


def _damage_rolled(
    engine: Engine, power: Power, ctx: Ctx, critical: bool, script: dict[str, Any]
) -> int | None:
    """A hit's damage roll and its break point (``damage.roll``, where an interrupt may
    have it rerolled, ``AttackState.damage_reroll``, or give a bonus or penalty to it,
    ``AttackState.damage_bonus``, counted by :func:`_hit`): the result kept, or None when
    an interrupt there made the action lost."""
    amount = _damage_roll(engine, power, ctx, critical, script)
    state, target, depth = ctx.frame.state, ctx.target, ctx.frame.depth
    if state is not None:
        state.damage_rolled = True
    if not amount or state is None or target is None:
        return amount
    facts = {**state.facts, "critical": critical, "amount": amount}
    whom = {"targets": (target,)}
    event = Event("damage.roll", ctx.user, target, facts, depth, None, whom)
    rolled = partial(_damage_stands, engine, power, ctx, amount, critical)
    with dislikes.rolling(engine, dislikes.Rolled(event, ctx.user, rolled)):
        engine.dispatch(event, ctx.frame)
    if ctx.frame.lost:
        engine.note("lost", depth, action=power.name, why="negated by an interrupt")
        return None
    if not state.damage_reroll:
        return amount
    state.damage_reroll = False
    again = _damage_roll(engine, power, ctx, critical, {})
    engine.note("note", depth, text=f"the damage rerolled: {again}")
    rolls = (amount, again)
    return rolls[kept_roll_noted(engine, ctx.user, state.damage_keeps, rolls, depth)]


def _damage_stands(
    engine: Engine, power: Power, ctx: Ctx, amount: int, critical: bool
) -> tuple[bool, str]:
    """A hit's damage roll at its break point (``damage.roll``): whether it is at least half
    the most its dice can deal (the default's judgement, :mod:`.dislikes`), and said so;
    nothing is rolled."""
    most = amount if critical else _damage_roll(engine, power, ctx, True, {})
    good = 2 * amount >= most
    said = "at least" if good else "less than"
    return good, f"the damage roll {amount} is {said} half the most its dice can deal ({most})"


def _hit(engine: Engine, power: Power, ctx: Ctx, script: dict[str, Any], critical: bool) -> None:
    rolled = damage_ops(power, ctx.user)
    state = ctx.frame.state
    extra = state.extra if state is not None else []
    amount = _damage_rolled(engine, power, ctx, critical, script)
    if amount is None:
        return
    if amount and ctx.target is not None:  # (a damage roll: its bonuses and penalties,
        given = state.damage_bonus if state is not None else 0  # those given at its roll too)
        amount = max(0, amount + rolled_bonus(engine, ctx, ctx.target, kind_of(power)) + given)
    if state is not None:
        types = hit_types(state, extra)
    else:
        types = sorted({*damage_types(power), *(t for op in extra for t in op.get("types") or ())})
    if state is not None and state.halved:  # halved before resistance
        engine.note("note", ctx.frame.depth, text=f"half damage from this attack: {amount // 2}")
        amount //= 2
    if state is not None and state.resist:
        engine.note("note", ctx.frame.depth, text=f"resist {state.resist} against this attack")
        amount = max(0, amount - state.resist)
    if amount and ctx.target is not None:
        harm(engine, ctx.target, amount, ctx.user, ctx.frame, types)
    engine.ops(tuple(op for op in power.hit_ops if op not in rolled), ctx)


# The ops that change an attack in progress once its hit's damage is rolled (its roll,
# outcome and target judged): a reroll of that damage roll, and which result it keeps
AFTER_DAMAGE_ROLL = ("reroll", "keep_result")


def pending(engine: Engine, ctx: Ctx, op: str) -> AttackState | None:
    """The triggering attack, when the reaction carrying out ``op`` interrupts it before
    it resolves (once its damage is rolled, only :data:`AFTER_DAMAGE_ROLL`); else None,
    said in the trace."""
    state = ctx.trigger_frame.state if ctx.trigger_frame is not None else None
    if state is not None and state.damage_rolled and op not in AFTER_DAMAGE_ROLL:
        said = "the triggering attack's damage is rolled: too late to change it"
        engine.note("op", ctx.frame.depth, op=op, status=said)
        return None
    if state is None:
        engine.note("op", ctx.frame.depth, op=op, status="no attack in progress to change")
    return state


def kind_of(power: Power) -> str:
    """The kind of a power's attack, for its damage roll as for its attack roll: melee
    unless its range says otherwise (``modifiers._attack_stats``, :func:`_facts`)."""
    return power.attack_kind or "melee"


def rolled_bonus(engine: Engine, ctx: Ctx, target: Combatant, kind: str | None) -> int:
    """The user's lasting bonuses and penalties to a damage roll against ``target`` (of an
    attack of ``kind``), said in the trace when there are any."""
    more = modifiers.damage_modifier(ctx.user, target, kind)
    if more:
        engine.note("note", ctx.frame.depth, text=f"bonuses to the damage roll: {more:+d}")
    return more


def roll_dice(rng: random.Random, text: str, most: bool = False) -> int:
    """Roll ``NdM+K`` ("2d6+3"), or with ``most`` count the most it can (a critical hit's
    damage, rolling nothing); a bare number is itself."""
    text = text.strip()
    if text.lstrip("-").isdigit():
        return int(text)
    found = _DICE.match(text)
    if not found:
        return 0
    count, sides = int(found.group(1) or 1), max(1, int(found.group(2)))
    rolled = (sides if most else rng.randint(1, sides) for _ in range(min(count, 100)))
    total = sum(rolled)
    return total + int((found.group(3) or "0").replace(" ", ""))


def damage_amount(engine: Engine, op: dict[str, Any], user: Combatant, critical: bool) -> int:
    found = _DICE.match(user.damage)
    weapon_die = f"d{found.group(2)}" if found else "d8"
    modifier = int((found.group(3) or "0").replace(" ", "")) if found else 0
    total = 0
    if op.get("weapon"):
        die = max(1, int(weapon_die[1:]))
        count = number(op["weapon"], 1)
        total += count * die if critical else roll_dice(engine.rng, f"{count}{weapon_die}")
    each = amounts.per(op)  # ("1d6 damage per plus": once for each point of it)
    times = (amounts.stat(user, each) or 0) if each else 1
    if op.get("dice"):  # (a critical hit's: the most they can, as its [W])
        total += sum(roll_dice(engine.rng, str(op["dice"]), most=critical) for _ in range(times))
    if op.get("ability"):
        total += _ability_modifier(op["ability"], user, modifier)
    for more in op.get("plus_abilities") or ():  # ("+ Constitution modifier": its score's)
        total += amounts.value(f"{more} modifier", user)
    if op.get("amount") is not None:  # ("damage equal to your Wisdom modifier": the user's)
        total += amounts.value(op["amount"], user)
    return total + number(op.get("bonus"), 0)


def _ability_modifier(ability: Any, user: Combatant, bonus: int) -> int:
    """A damage line's "+ Intelligence modifier" (or "+ your highest ability modifier"):
    the user's, of its ``abilities:`` score ((score - 10) // 2, ``amounts.modifier``); when
    the scenario does not give that score, or the ability is chosen as the character is
    built ("+ Strength or Dexterity modifier"), the bonus of its ``damage:`` line, which
    stands for it."""
    if not isinstance(ability, str) or ability == "any":
        return bonus
    named = "highest ability modifier" if ability == "highest" else f"{ability} modifier"
    return amounts.value(named, user, default=bonus)


def heal(engine: Engine, who: Combatant, amount: int, frame: Acting) -> None:
    refused = prohibitions.forbidden(who, "heal")
    if refused is not None:
        engine.note("note", frame.depth, text=refused)
        return
    who.hp = min(who.max_hp, max(who.hp, 0) + amount)
    if who.hp > 0 and who.has("unconscious"):
        who.remove("unconscious")
        movement.settle(engine, who, frame)  # someone may have stepped into its square meanwhile
    engine.note("heal", frame.depth, target=who.name, amount=amount, hp=who.hp)
    engine.dispatch(Event("heal", who, who, {"amount": amount}, frame.depth), frame)


def random_target(engine: Engine, ctx: Ctx) -> Combatant | None:
    """No one named by the trigger: a valid target at random (R000-34), an enemy within the
    power's reach (a scripted choice of the user's, if the scenario gives one)."""
    user = ctx.user
    options = [
        c
        for c in engine.people
        if c.side != user.side
        and not c.down
        and distance(c.position, user.position) <= ctx.power.reach
    ]
    if not options:
        return None
    names = [c.name for c in options]
    scripted = engine.scripted_choice("target", user, names)
    if scripted is not None:
        chosen, why = engine.by_name[scripted], "scripted choice"
    else:
        chosen = decisions.pick(engine.rng, options)
        why = f"at random among {len(options)} valid targets (R000-34)"
    engine.note("decision", ctx.frame.depth, what="target", choice=chosen.name, why=why)
    return chosen
