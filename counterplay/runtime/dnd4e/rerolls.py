"""The ``reroll`` and ``keep_result`` ops: a roll made again, and which result counts;
and ``critical_hit``: a hit of the attack in progress made a critical hit, or a normal one.

The runtime rerolls three rolls (:data:`ROLLS`), and of "the attack roll or saving throw"
(or "skill check": of several named, some of which it makes, :func:`rerolled`) or "the
triggering roll" the one the triggering event is:

- the triggering attack's roll, by its attacker, while the attack is in progress ("The
  enemy rerolls the attack roll", "You reroll the attack roll with a +2 power bonus",
  "The triggering enemy rerolls the attack roll with a -4 penalty"): the new d20 (or the
  one of the two its effect keeps) with the attack's modifiers, and the bonus or penalty
  the op says counted in the reroll, by 4E's stacking rule (with the attacker's own
  bonuses of its type to attack rolls, the highest counts: :func:`modifiers.change`);
- a saving throw the triggering event failed (``save.fail``), by the one who made it
  ("Reroll the saving throw with a +2 power bonus"), against the same effect: the saving
  throw made again, with its bonuses (those lasting, and one the effect that gave the
  failed one said) and the op's own, stacked; 10 or more ends the effect, as any save;
  or the saving throw being rolled (``save.roll``: an interrupt, before it is judged), by
  its roller, the op's bonus counted in the reroll alone (:func:`save_rolled`);
- the triggering damage roll (``damage.roll``: an attack's hit, before its damage is
  dealt), by its attacker: the hit's dice rolled again.

Which of the two results counts is the op's ``keep`` or the ``keep_result`` after it (the
second, the higher, the lower; "either" is the roller's choice: ``attacks.kept_roll``).
The bonus the op says is a number or the user's ("equal to your Wisdom modifier": of its
``abilities:``, ``amounts``; not given, not simulated). A skill check being made
(``skill.check``) is rerolled by its maker (``checks.reroll_check``). Any other roll
(initiative, a knowledge or ability check, a death saving throw), a bonus the runtime cannot
count ("your Charisma or Intelligence modifier"), a bonus to a reroll of which the player keeps
the better result or to a damage roll's, or a roll of another creature than the one who
made it, is not simulated, with why.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import amounts, attacks, checks, dislikes, modifiers
from counterplay.runtime.dnd4e.combatant import Combatant, Condition
from counterplay.runtime.dnd4e.context import SaveRoll
from counterplay.runtime.events import Event, Frame

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine


def _said_bonus(op: dict[str, Any], ctx: Ctx, stat: str) -> Condition | None:
    """The bonus (or penalty) the op gives the reroll, as a modifier to ``stat``."""
    value = amounts.value(op.get("roll_bonus") or 0, ctx.user)  # (of the user's scores too)
    if not value:
        return None
    kind = "bonus" if value > 0 else "penalty"
    types = (str(op.get("roll_bonus_type") or ""), ctx.power.name)
    return Condition(f"{kind} {stat}", source=ctx.user.name, amount=value, types=types)


def _attack_roll(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The triggering attack's roll, rerolled by its attacker (the one the op names)."""
    state = attacks.pending(engine, ctx, "reroll")
    if state is None:
        return
    if state.damage_rolled:
        said = "the triggering attack's damage is rolled: too late to change its roll"
        engine.note("op", ctx.frame.depth, op="reroll", status=said)
        return
    if engine.who(ctx, op.get("who") or "self") is not state.attacker:
        engine.unsimulated(op, ctx, "whose roll it rerolls")
        return
    state.reroll = True
    state.reroll_keeps = op.get("keep")  # "using the higher of the two results"
    state.reroll_bonus = _said_bonus(op, ctx, "attack")


def _rolling_save(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The saving throw being rolled (``save.roll``: an interrupt, before it is judged),
    rerolled by the one who rolls it (:func:`save_rolled`); after it is judged, too late."""
    rolling = next((r for r in engine.save_rolls if r.event is ctx.event), None)
    if rolling is None:
        said = "the saving throw is judged already: too late to change it"
        engine.note("op", ctx.frame.depth, op="reroll", status=said)
        return
    if engine.who(ctx, op.get("who") or "self", harmed=False) is not rolling.who:
        engine.unsimulated(op, ctx, "whose saving throw it rerolls")
        return
    rolling.reroll = True
    rolling.keeps = _result_kept(op, ctx)
    rolling.bonus = _said_bonus(op, ctx, "saving_throws")
    said = f"{rolling.who.name} rerolls the saving throw"
    engine.note("op", ctx.frame.depth, op="reroll", status=said)


def save_rolled(
    engine: Engine,
    who: Combatant,
    cond: Condition,
    natural: int,
    frame: Frame[Combatant],
    bonuses: list[Condition],
) -> tuple[int, list[Condition]]:
    """A saving throw's break point (``save.roll``, before it is judged) and the roll it
    leaves: its d20 and bonuses, or, when an interrupt there had it rerolled, the result
    kept (the reroll's with the reroll's own bonus; which, by their totals: "either" is
    the roller's choice, ``attacks.kept_roll``)."""
    facts = {"condition": cond.name, "save_can_end": True, "roll": natural}
    rolling = SaveRoll(who, Event("save.roll", who, None, facts, frame.depth))
    stands = partial(_save_stands, who, natural, bonuses)
    engine.save_rolls.append(rolling)
    try:
        with dislikes.rolling(engine, dislikes.Rolled(rolling.event, who, stands)):
            engine.dispatch(rolling.event, frame)
    finally:
        engine.save_rolls.remove(rolling)
    bonuses = [*bonuses, *rolling.added]  # ("a +2 bonus to the saving throw", given there)
    if not rolling.reroll:
        return natural, bonuses
    again = engine.rng.randint(1, 20)
    more = [*bonuses, rolling.bonus] if rolling.bonus is not None else bonuses
    # (each result with the bonuses it counts, those to the next saving throw among them:
    # spent by the result kept, :meth:`Engine.saving_throw`)
    totals = (natural + modifiers.save_modifier(who, *bonuses, spend=False),
              again + modifiers.save_modifier(who, *more, spend=False))  # fmt: skip
    engine.note("note", frame.depth, text=f"the saving throw rerolled: {again}")
    kept = attacks.kept_roll_noted(engine, who, rolling.keeps, totals, frame.depth)
    return (natural, bonuses) if kept == 0 else (again, more)


def _save_stands(who: Combatant, natural: int, bonuses: list[Condition]) -> tuple[bool, str]:
    """A saving throw at its break point (``save.roll``), as it stands: whether it saves
    (10 or more), and said so; its modifiers only looked at, as the roll spends them."""
    roll = natural + modifiers.save_modifier(who, *bonuses, spend=False)
    verb = "saves" if roll >= 10 else "fails"
    return roll >= 10, f"the saving throw {roll} (a natural {natural}) {verb}"


def _saving_throw(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The saving throw being rolled (``save.roll``: :func:`_rolling_save`), or the one
    the triggering event failed, made again by the one who failed it; which result counts
    as the op or a ``keep_result`` right after it says (:func:`_reroll_kept`)."""
    event = ctx.event
    depth = ctx.frame.depth
    if event is not None and event.name == "save.roll":
        _rolling_save(engine, op, ctx)
        return
    if event is None or event.name != "save.fail":
        engine.note("op", depth, op="reroll", status="no failed saving throw to reroll")
        return
    who = engine.who(ctx, op.get("who") or "self", harmed=False)
    if who is None or who is not event.actor:
        engine.unsimulated(op, ctx, "whose saving throw it rerolls")
        return
    name = event.qualifiers.get("condition")
    kept = [c for c in who.conditions if c.name == name and c.duration == "save_ends"]
    if not kept:
        engine.note("op", depth, op="reroll", status=f"{who.name} is no longer {name}")
        return
    given = [
        bonus
        for bonus in (_failed_bonus(event.qualifiers), _said_bonus(op, ctx, "saving_throws"))
        if bonus
    ]
    engine.note("op", depth, op="reroll", status=f"{who.name} rerolls the saving throw")
    natural = engine.rng.randint(1, 20)
    ctx.saved = False  # (the failed result, unless the reroll's is kept)
    if _reroll_kept(engine, op, ctx, who, natural):
        ctx.saved = engine.saving_throw(who, kept[-1], natural, ctx.frame, *given)


def _result_kept(op: dict[str, Any], ctx: Ctx) -> str | None:
    """Which of a reroll's two results counts: the op's ``keep``, or a ``keep_result`` said
    right after it ("You can reroll the saving throw but must use the second result"),
    carried out with it (folded: ``ops.FOLDED``); None, the reroll's."""
    later = ctx.later[0] if ctx.later else None
    which = op.get("keep")
    if later is not None and later.get("op") == "keep_result" and unkept(later) is None:
        ctx.folded.append(later)
        which = _KEPT_RESULTS[later["which"]]  # (said after the op's own: "the second")
    return which if isinstance(which, str) else None


def _reroll_kept(
    engine: Engine, op: dict[str, Any], ctx: Ctx, who: Combatant, natural: int
) -> bool:
    """Whether a failed saving throw's reroll (its d20 ``natural``) is the result kept
    (:func:`_result_kept`). The first result failed, so the higher of the two is the reroll's
    (whatever it is, that one decides) and the lower never ends the effect; "either" is
    the roller's choice."""
    which = _result_kept(op, ctx)
    if which in (None, "higher"):
        return True
    first = 0  # (below any d20: the failed result, whatever it was, is the lower)
    if not attacks.kept_roll(engine, who, which, (first, natural), ctx.frame.depth):
        said = f"rerolled: {natural}; the failed result is kept"
        engine.note("op", ctx.frame.depth, op="reroll", status=said)
        return False
    return True


def _failed_bonus(facts: dict[str, Any]) -> Condition | None:
    """The bonus the effect that gave the failed saving throw said, kept on its event."""
    amount = facts.get("save_bonus")
    if not amount:
        return None
    types = (str(facts.get("save_bonus_type") or ""),)
    return Condition("bonus saving_throws", amount=amount, types=types)


# The ``rolls`` of a reroll of the triggering attack's roll (none said: the attack roll),
# the one roll whose two results a ``keep_result`` chooses between
ATTACK_ROLLS = ((), ("attack_roll",))


def _damage_roll(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The triggering damage roll (``damage.roll``: an attack's hit, before its damage is
    dealt), rerolled by the attacker who made it; which result counts, :func:`_result_kept`."""
    if ctx.event is None or ctx.event.name != "damage.roll":
        engine.note("op", ctx.frame.depth, op="reroll", status="no damage roll to reroll")
        return
    state = attacks.pending(engine, ctx, "reroll")
    if state is None:
        return
    if engine.who(ctx, op.get("who") or "self") is not state.attacker:
        engine.unsimulated(op, ctx, "whose roll it rerolls")
        return
    state.damage_reroll = True
    state.damage_keeps = _result_kept(op, ctx)
    said = f"{state.attacker.name} rerolls the damage roll"
    engine.note("op", ctx.frame.depth, op="reroll", status=said)


def _check(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The skill check being made (``skill.check``), rerolled by its maker
    (``checks.reroll_check``); which result counts, :func:`_result_kept`."""
    if ctx.event is None or ctx.event.name != checks.EVENT:
        engine.note("op", ctx.frame.depth, op="reroll", status="no skill check to reroll")
        return
    checks.reroll_check(engine, op, ctx, _result_kept(op, ctx))


def _triggering_roll(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """One of several rolls ("Reroll the triggering attack roll or saving throw", "the
    attack roll or skill check"), or the triggering roll said alone ("Reroll the
    triggering roll"): the one the triggering event is, a failed saving throw, the attack
    in progress or its damage roll (when the op names it or says no roll); any other is
    not simulated (a check, initiative: rolls the runtime does not make)."""
    name = ctx.event.name if ctx.event is not None else ""
    rolls = tuple(op.get("rolls") or ())
    if name in ("save.fail", "save.roll") and {"saving_throw", "roll"} & set(rolls):
        _saving_throw(engine, op, ctx)
    elif name == "damage.roll" and {"damage_roll", "roll"} & set(rolls):
        if op.get("roll_bonus"):  # (the damage roll's reroll counts no bonus of its own)
            engine.unsimulated(op, ctx, "a bonus to a damage roll's reroll")
            return
        _damage_roll(engine, op, ctx)
    elif name.startswith("attack.") and {"attack_roll", "roll"} & set(rolls):
        _attack_roll(engine, op, ctx)
    elif name == checks.EVENT and {"skill_check", "check", "roll"} & set(rolls):
        _check(engine, op, ctx)
    else:
        engine.unsimulated(op, ctx, "the roll it rerolls")


# The rolls the runtime rerolls, by the op's ``rolls`` (none said: the attack roll)
ROLLS: dict[tuple[str, ...], Callable[[Engine, dict[str, Any], Ctx], None]] = {
    **dict.fromkeys(ATTACK_ROLLS, _attack_roll),
    ("saving_throw",): _saving_throw,
    ("attack_roll", "saving_throw"): _triggering_roll,
    ("roll",): _triggering_roll,
    ("damage_roll",): _damage_roll,
    ("skill_check",): _check,
    ("check",): _check,  # ("Reroll the check": a skill check, the only one made)
}


# Of several rolls named at once, those the runtime makes (one of which the triggering
# event is, :func:`_triggering_roll`) and those it never does (checks, initiative)
_MADE = frozenset(("attack_roll", "saving_throw", "damage_roll", "skill_check", "check"))
_NEVER_MADE = frozenset(("knowledge_check", "initiative"))


def rerolled(rolls: tuple[str, ...]) -> Callable[[Engine, dict[str, Any], Ctx], None] | None:
    """How the runtime rerolls ``rolls`` (:data:`ROLLS`; of several, some of which it
    makes, "the attack roll or skill check", the one the triggering event is), or None."""
    if rolls in ROLLS:
        return ROLLS[rolls]
    several = len(rolls) > 1 and set(rolls) <= _MADE | _NEVER_MADE and bool(_MADE & set(rolls))
    return _triggering_roll if several else None


def unrolled(op: dict[str, Any]) -> str | None:
    """What of a reroll op the runtime does not model from the op alone, or None."""
    how = rerolled(tuple(op.get("rolls") or ()))
    if how is None:
        # a check, initiative, a death saving throw: rolls the engine does not make
        return "the roll it rerolls"
    if not amounts.countable(op.get("roll_bonus") or 0):  # ("your Charisma or Wisdom modifier")
        return "the bonus it counts"
    if how is _damage_roll and op.get("roll_bonus"):
        return "a bonus to a damage roll's reroll"
    if how in (_attack_roll, _triggering_roll) and op.get("roll_bonus") and op.get("keep"):
        return "a bonus to a reroll that may not be kept"  # (the bonus is the reroll's alone)
    return None


def reroll(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """A roll made again (:func:`rerolled`), with the bonus or penalty the op says."""
    how = rerolled(tuple(op.get("rolls") or ()))
    assert how is not None  # (``unrolled``: one it makes)
    how(engine, op, ctx)


# "You roll two d20s for the triggering roll": the rolls (:data:`ROLLS`) a ``roll_twice``
# of a d20 is for, by its ``for``
_TWICE_FOR: dict[tuple[str, ...], tuple[str, ...]] = {
    ("roll",): ("attack_roll", "saving_throw"),  # (a d20's: never a damage roll)
    ("attack",): ("attack_roll",),
    ("attack_roll",): ("attack_roll",),
    ("saving_throw",): ("saving_throw",),
}


def untwice(op: dict[str, Any]) -> str | None:
    """What of a roll_twice op the runtime does not model from the op alone, or None: a
    d20 rolled twice for the triggering roll is that roll made again; damage rolled twice,
    a d20 rolled twice for no roll said, or for a while (a duration), are not."""
    if op.get("what") != "d20" or tuple(op.get("for") or ()) not in _TWICE_FOR:
        return "the roll it rolls twice"
    return "how long it lasts" if op.get("duration") else None


def roll_twice(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """Two d20s for the triggering roll: the roll made again (:func:`reroll`), and either
    result kept, the roller's choice, unless a ``keep_result`` after it says which."""
    rolls = list(_TWICE_FOR[tuple(op.get("for") or ())])  # (``untwice``: one of them)
    reroll(engine, {**op, "rolls": rolls, "keep": "either"}, ctx)


def uncritical(op: dict[str, Any]) -> str | None:
    """What of a critical_hit op the runtime does not model from the op alone, or None."""
    becomes = op.get("critical")
    return None if isinstance(becomes, bool) else f"what the hit becomes ({becomes!r})"


def critical_hit(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """ "The critical hit becomes a normal hit", "Your hit becomes a critical hit": the
    triggering attack in progress (an interrupt at its hit or its critical hit, before its
    damage) is judged so; after the attack, too late (R001-08)."""
    becomes = bool(op.get("critical"))  # (``uncritical``: said)
    state = attacks.pending(engine, ctx, "critical_hit")
    if state is None:
        return
    state.critical = becomes
    said = "a critical hit" if becomes else "a normal hit"
    engine.note("op", ctx.frame.depth, op="critical_hit", status=f"a hit is {said}")


# "... and must use the second result": which of a reroll's two results is kept (the
# second, the new one, is the reroll's own default); "either" is the roller's to choose
# (``attacks.kept_roll``)
_KEPT_RESULTS = {"second": None, "higher": "higher", "lower": "lower", "either": "either"}


def unkept(op: dict[str, Any]) -> str | None:
    """What of a keep_result op the runtime does not model from the op alone, or None."""
    return None if op.get("which") in _KEPT_RESULTS else "the result it keeps"


def keep_result(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """Which result of the triggering attack's reroll its attacker keeps (of a saving
    throw's or a damage roll's, it is carried out with the reroll: :func:`_result_kept`)."""
    which = op["which"]  # (``unkept``: one of _KEPT_RESULTS)
    state = attacks.pending(engine, ctx, "keep_result")
    if state is None:
        return
    if not state.reroll or engine.who(ctx, op.get("who") or "self") is not state.attacker:
        engine.unsimulated(op, ctx, "the roll whose result it keeps")
        return
    if state.reroll_bonus is not None and which != "second":
        engine.unsimulated(op, ctx, "a bonus to a reroll that may not be kept")
        return
    state.reroll_keeps = _KEPT_RESULTS[which]
    engine.note("op", ctx.frame.depth, op="keep_result", status=f"the {which} result is kept")
