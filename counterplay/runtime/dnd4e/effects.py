"""Effect ops: what each op of a power's Hit / Miss / Effect does when the engine resolves it.

One function per op name of the IR contract (DESIGN.md, HELPERS.md), with what of the op
it does not model from the op alone (``..._unmodelled``), registered together in
``ops.OPS`` (the attack ops are in :mod:`.attack_ops`, the movement ops in
:mod:`.movement_ops`); an op not in the table (and
``unparsed``) is recorded in the trace as *not simulated* by ``Engine.ops``. Op fields come
from text grammars, so numbers are read with :func:`number` and anything odd falls back to
a default.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import (
    amounts,
    attacks,
    concealment,
    endings,
    ignoring,
    modifiers,
    prohibitions,
    surges,
    whom,
)
from counterplay.runtime.dnd4e.combatant import (
    LASTING,
    Combatant,
    Condition,
    clock_of,
    ongoing_name,
    resist_name,
    vulnerable_name,
)
from counterplay.runtime.dnd4e.context import (
    FOR_THE_ATTACK,
    NO_ATTACK_FOR_IT,
    for_the_attack,
    in_progress,
)
from counterplay.runtime.dnd4e.damage import harm
from counterplay.runtime.dnd4e.followed import unfollowed
from counterplay.runtime.dnd4e.grid import distance
from counterplay.runtime.dnd4e.whom import Naming
from counterplay.runtime.events import Event

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# How each op finds the creature it is done to (``Engine.named``; else ``Naming()``: its
# target, harmed, standing): damage and vulnerability are dealt to a creature down too (a
# dying creature takes damage); what helps is the user's when no one is named
_HARMED_DOWN_TOO = Naming(down_too=True)
_HELPED = Naming(otherwise="self", harmed=False, down_too=True)
_STANDING_UP = Naming("who", "self", harmed=False, down_too=True, status="no one to stand up")
# the one a condition is toward ("invisible to the triggering enemy"), down or not
_SEEN = Naming(field="to", down_too=True)
# who grants combat advantage: the target; the creature it is against, when the user gains it
_GRANTING = {False: Naming(down_too=True), True: Naming(field="against", down_too=True)}


def damage_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a damage op the runtime does not model from the op alone, or None."""
    if (op.get("per") and not amounts.per(op)) or not amounts.countable(op.get("amount", 0)):
        return "the damage it counts"  # ("equal to your healing surge value")
    if amounts.plus_abilities(op) is None:  # ("+ Constitution modifier": of the user's scores)
        return "the damage it counts"
    if op.get("ongoing") or op.get("half") or not op.get("from"):
        return None
    if op["from"] not in _THE_TRIGGERING_ATTACK or not op.get("extra"):
        return "the attack it is of"
    return None


# The attack extra damage may be said to be from: the triggering one ("extra damage from
# the triggering attack", "from the attack": in a reaction to an attack, that one)
_THE_TRIGGERING_ATTACK = ("triggering_attack", "attack")


def to_the_triggering_attack(op: dict[str, Any]) -> bool:
    """Whether a damage op is extra damage to the triggering attack: "from the (triggering)
    attack", or "The triggering attack deals 1[W] extra damage" (``of_attack``)."""
    said_of = op.get("of_attack") == "triggering" and not op.get("if")
    return bool(op.get("extra")) and (bool(op.get("from")) or said_of)


def damage(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """Damage to the creature the op names: ongoing, half the Hit's, extra to the
    triggering attack's, or dealt now."""
    who = engine.named(op, ctx, _HARMED_DOWN_TOO)
    if who is None:
        return
    # (resistance ignored, "This damage ignores resistance.": :mod:`.ignoring`)
    if op.get("ongoing"):
        _ongoing(engine, op, ctx, who, ignoring.unresisted(op, ctx))
        return
    if op.get("half"):
        _half_damage(engine, op, ctx, who, ignoring.unresisted(op, ctx))
        return
    if op.get("from") or to_the_triggering_attack(op):
        _to_triggering_attack(engine, op, ctx, who)
        return
    unresisted = ignoring.unresisted(op, ctx)
    amount = attacks.damage_amount(engine, op, ctx.user, False)
    if op.get("dice") or op.get("weapon"):  # a damage roll ("1d6", "1[W]"): its bonuses
        amount = max(0, amount + attacks.rolled_bonus(engine, ctx, who, None))
    types = list(op.get("types") or ())
    harm(engine, who, amount, ctx.user, ctx.frame, types, unresisted=unresisted)


def _to_triggering_attack(engine: Engine, op: dict[str, Any], ctx: Ctx, who: Combatant) -> None:
    """ "The target takes 1d10 extra damage from the triggering attack": added to that
    attack's damage when it is in progress (an interrupt before its damage is rolled),
    dealt with it in one roll; "the target" is that attack's, another creature must be it.
    After the attack, or of another attack, it is not simulated."""
    state = in_progress(ctx)
    if state is not None and op.get("target", "target") == "target":
        who = state.target
    if state is None or state.target is not who:
        engine.unsimulated(op, ctx, "damage of an attack not in progress against its target")
    else:  # (an amount of the user's scores counted now: the attack counts its attacker's)
        counted = amounts.value(op.get("amount"), ctx.user) if op.get("amount") else None
        state.extra.append(op if counted is None else {**op, "amount": counted})
        engine.note("op", ctx.frame.depth, op="damage", status="added to the triggering attack")


def _half_damage(
    engine: Engine, op: dict[str, Any], ctx: Ctx, who: Combatant, unresisted: bool
) -> None:
    """ "Miss: Half damage.": half of the damage the power's Hit deals, rolled (rounded
    down), of its types; a Hit with no damage the engine counts is not simulated."""
    dealt = attacks.damage_ops(ctx.power)
    if not dealt:
        engine.unsimulated(op, ctx, "the damage it halves")
        return
    amount = sum(attacks.damage_amount(engine, hit, ctx.user, False) for hit in dealt)
    amount += attacks.rolled_bonus(engine, ctx, who, attacks.kind_of(ctx.power))  # (halved too)
    amount = max(0, amount) // 2
    types = attacks.damage_types(ctx.power)
    harm(engine, who, amount, ctx.user, ctx.frame, types, unresisted=unresisted)


def _lasting(
    engine: Engine, op: dict[str, Any], ctx: Ctx, bearer: Combatant, name: str, **more: Any
) -> Condition:
    """The condition an op gives ``bearer``: its duration counted on the turns it names,
    ended early by the event of its "or until ..." (``combatant.ENDS_ON``)."""
    duration = more.pop("duration", op.get("duration"))
    clock = clock_of(duration, ctx.user.name, bearer.name)
    ends_on = op.get("or_until")
    return Condition(
        name,
        duration,
        clock,
        engine.turn_count,
        ctx.user.name,
        ends_on=ends_on,
        given_in=ctx.frame,
        **more,
    )


def _ongoing(
    engine: Engine, op: dict[str, Any], ctx: Ctx, who: Combatant, unresisted: bool
) -> None:
    """Ongoing damage (save ends unless said): dealt at the start of each of the bearer's
    turns (``unresisted``: resistance ignored each time); of a type it already takes, only
    the higher amount stays."""
    types = tuple(str(t) for t in op.get("types") or ())
    name = ongoing_name(types)
    amount = attacks.damage_amount(engine, op, ctx.user, False)
    had = next((c for c in who.conditions if c.name == name), None)
    duration = op.get("duration") or "save_ends"
    if had is None or amount > had.amount:  # (the lower one ends, however long it would last)
        who.remove(name)
        had = _lasting(engine, op, ctx, who, name, duration=duration, amount=amount,
                       types=types, unresisted=unresisted)  # fmt: skip
        who.add(had)
    engine.note("condition", ctx.frame.depth, target=who.name, condition=name,
                amount=had.amount, duration=had.duration)  # fmt: skip


# Conditions that last until their creature ends them by an action of its own, whatever
# duration the sentence that gives them says: prone, until it stands up (a move action, seed
# 001's "standing up from prone"; the seed says nothing of a prone that ends otherwise, and
# 4E's prone has no duration). "Knocked prone and slowed (save ends both)": the saving
# throw ends the slowed only (docs/scenarios.md)
UNTIL_ITS_OWN_ACTION = ("prone",)


# The creatures a condition may be toward ("You are invisible to the triggering enemy")
_TOWARD = ("target", "triggering")


def condition_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a condition op the runtime does not model from the op alone, or None: a
    duration it does not count ("while in this form": never kept for ever), a condition
    toward one creature only but one it keeps so (``concealment.TOWARD_ONE``)."""
    if op.get("duration") not in (None, *LASTING):
        return "how long it lasts"
    if op.get("to") is None:
        return None
    if op.get("condition") in concealment.TOWARD_ONE and op["to"] in _TOWARD:
        return None
    return "the creature it is toward"


def condition(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The creature named has the condition for its duration (toward one creature only,
    when it says so: "invisible to the triggering enemy")."""
    who = engine.named(op, ctx)
    if who is None:
        return
    seen = engine.named(op, ctx, _SEEN) if op.get("to") is not None else None
    if op.get("to") is not None and seen is None:
        return
    name = str(op.get("condition"))
    duration = None if name in UNTIL_ITS_OWN_ACTION else op.get("duration")
    toward = seen.name if seen is not None else None
    who.add(_lasting(engine, op, ctx, who, name, duration=duration, toward=toward))
    said = name + (f" to {toward}" if toward else "")
    engine.note("condition", ctx.frame.depth, target=who.name, condition=said, duration=duration)
    # condition.gain: the target gains it, the actor gave it; prone has the one who falls as
    # actor and the causer as ``by`` (docs/phrases.md conventions).
    attack = ctx.frame.state
    from_attack = attack is not None and attack.attacker is ctx.user
    facts = {
        "condition": name,
        "from_attack": from_attack,
        "save_can_end": duration == "save_ends",
    }
    depth = ctx.frame.depth
    engine.dispatch(Event("condition.gain", ctx.user, who, facts, depth), ctx.frame)
    if name == "prone":
        by = {"by": ctx.user}
        caused = {"from_attack": from_attack}
        engine.dispatch(Event("prone", who, None, caused, depth, None, by), ctx.frame)


# "The target grants combat advantage (to you)", "You gain combat advantage against the
# triggering enemy": a condition of the one who grants it (the ruleset's conditions: table
# says what it does), toward everyone or toward the user only
GRANTING = "granting combat advantage"
_ONE_CREATURE = ("target", "triggering", "self")


def _one_granted(named: str) -> Callable[[Engine, Ctx], str | frozenset[str] | None]:
    """ "... to the target", "to the triggering enemy": that one creature (of two
    triggering creatures, the one not on the user's side: it is granted against the user's
    side, ``Engine.who``'s ``ally=False``); none found, no one (an empty set)."""

    def granted(engine: Engine, ctx: Ctx) -> str | frozenset[str] | None:
        who = engine.who(ctx, named, harmed=False, ally=False)
        return who.name if who is not None else frozenset()

    return granted


def _allies_granted(engine: Engine, ctx: Ctx) -> frozenset[str]:
    return frozenset(c.name for c in whom.ROLES["allies"].among(engine, ctx) or ())


# Whom combat advantage is granted to (its ``to``) -> the condition's ``toward``: everyone
# (None), the user, one creature, or a set ("to your allies", "to you and your allies": the
# user's side as it is when granted, 4E's allies being the creatures on one's side)
GRANTED_TO: dict[str, Callable[[Engine, Ctx], str | frozenset[str] | None]] = {
    "all": lambda engine, ctx: None,
    "self": lambda engine, ctx: ctx.user.name,
    "target": _one_granted("target"),
    "triggering": _one_granted("triggering"),
    "allies": _allies_granted,
    "self_or_ally": lambda engine, ctx: _allies_granted(engine, ctx) | {ctx.user.name},
}


def advantage_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a combat_advantage op the runtime does not model, or None."""
    # (``target`` and its filters are judged by :func:`unfollowed` first)
    if op.get("against_filters") or op.get("to", "all") not in GRANTED_TO:
        return "the creatures it names"
    if op.get("gains") and op.get("against") not in _ONE_CREATURE:
        return "the creatures it names"
    if op.get("gains") and op.get("target", "self") != "self":
        return "who gains it"
    if op.get("duration") not in (*LASTING, FOR_THE_ATTACK):
        return "how long it lasts"
    return None


def combat_advantage(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The creature named grants combat advantage to the creatures the op's ``to`` names
    (:data:`GRANTED_TO`) for its duration: turns it counts, or the triggering attack in
    progress alone."""
    giver = engine.named(op, ctx, _GRANTING[bool(op.get("gains"))])
    if giver is None:
        return
    toward = ctx.user.name if op.get("gains") else GRANTED_TO[op.get("to", "all")](engine, ctx)
    given = _lasting(engine, op, ctx, giver, GRANTING, toward=toward)
    if op.get("duration") != FOR_THE_ATTACK:
        giver.add(given)
    elif not for_the_attack(ctx, giver, given):
        engine.unsimulated(op, ctx, NO_ATTACK_FOR_IT)
        return
    engine.note(
        "condition",
        ctx.frame.depth,
        target=giver.name,
        condition=GRANTING + _granted_to(toward),
        duration=op.get("duration"),
    )


def _granted_to(toward: str | frozenset[str] | None) -> str:
    """ " to Hero", " to Ally and Hero", " to no one", or nothing (to everyone)."""
    if toward is None:
        return ""
    if isinstance(toward, str):
        return f" to {toward}"
    return " to " + (" and ".join(sorted(toward)) or "no one")


# Whom a forced miss may be said of: the attack's target, whoever it is (None), or the user
# ("The triggering attack misses you": only an attack against the user)
_MISSES = (None, "self")


def miss_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a force_miss op the runtime does not model from the op alone, or None."""
    return None if op.get("against") in _MISSES else "the creature it misses"


def force_miss(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """ "The triggering attack misses (you)": the attack in progress misses, when it is
    against the creature the op says."""
    state = attacks.pending(engine, ctx, "force_miss")
    if state is not None and op.get("against") == "self" and state.target is not ctx.user:
        whom = f"the attack is not against {ctx.user.name}"
        engine.note("op", ctx.frame.depth, op="force_miss", status=whom)
    elif state is not None:
        state.forced_miss = True
        engine.note("op", ctx.frame.depth, op="force_miss", status="the attack misses")


def redirect_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a redirect op the runtime does not model from the op alone, or None."""
    if op.get("target") != "self" or op.get("what") or op.get("from"):
        return "what it redirects, or to whom"
    return None


def redirect(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """ "You become the target of the triggering attack", "The attack hits you instead":
    the user takes the attack's target's place; at its roll or before, the roll is against
    the user, at its hit the hit is the user's. Out of the attack's reach, unless it says
    the range is ignored, nothing changes."""
    state = attacks.pending(engine, ctx, "redirect")
    if state is None:
        return
    me = ctx.user
    if not op.get("ignore_range") and distance(state.attacker.position, me.position) > (
        state.power.reach
    ):
        engine.note("op", ctx.frame.depth, op="redirect", status=f"{me.name} is out of reach")
        return
    state.target = me
    engine.note("op", ctx.frame.depth, op="redirect", status=f"the attack is {me.name}'s now")


def vulnerable_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a vulnerable op the runtime does not model from the op alone, or None."""
    if not amounts.countable(op.get("amount")):
        return "the amount it counts"
    return "how long it lasts" if op.get("duration") is None else None


def vulnerable(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """ "The target gains vulnerable 5 to all damage (save ends)": a lasting condition of
    its types, for its duration."""
    who = engine.named(op, ctx, _HARMED_DOWN_TOO)
    if who is None:
        return
    amount = max(0, amounts.value(op["amount"], ctx.user))  # (countable: checked)
    _of_types(engine, op, ctx, who, vulnerable_name, amount)


def _of_types(
    engine: Engine,
    op: dict[str, Any],
    ctx: Ctx,
    who: Combatant,
    name_of: Callable[[Sequence[str]], str],
    amount: int,
) -> None:
    """A lasting resistance or vulnerability of the op's damage types (all damage when it
    names none), for its duration, beside any other of those types: they do not add up,
    the highest applies (``Combatant.resisted`` / ``vulnerability``)."""
    types = tuple(str(t) for t in op.get("types") or ("all",))
    lasting = _lasting(engine, op, ctx, who, name_of(types), amount=amount, types=types)
    who.conditions.append(lasting)
    engine.note("condition", ctx.frame.depth, target=who.name, condition=lasting.name,
                amount=amount, duration=lasting.duration)  # fmt: skip


def end_condition(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """ "You are no longer immobilized", "You escape the grab": the condition ends."""
    who = engine.who(ctx, op.get("target") or "self", harmed=False)
    name = str(op.get("condition"))
    if who is None or not who.has(name):
        engine.note("op", ctx.frame.depth, op="end_condition", status=f"no one is {name}")
        return
    who.remove(name)
    engine.note("condition", ctx.frame.depth, target=who.name, condition=name, ends=True)


def resist_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a resist op the runtime does not model from the op alone, or None."""
    if op.get("amount") != "half" and not amounts.countable(op.get("amount"), rolled=True):
        return "the amount it counts"
    if op.get("duration") not in (None, *LASTING):  # ("while in this form", "until the
        return "how long it lasts"  # stance ends": never kept for ever)
    if op.get("against") not in (None, "triggering_attack"):  # ("against the target's attacks")
        return "the creatures it is against"
    return None


def _unresisted(op: dict[str, Any], against_attack: bool) -> str | None:
    """What of a resist op :func:`resist_unmodelled` accepts the runtime does not model
    (None: all of it). ``against_attack``: it is against the triggering attack, whose
    whole damage "the triggering type" is."""
    amount, types = op.get("amount"), op.get("types") or []
    if against_attack:
        return None
    if (
        op.get("from")
        or op.get("against")
        or amount == "half"
        or "triggering" in types
        or types == ["named_before"]
    ):
        return "the attack it is against"  # no triggering attack at hand
    if op.get("duration") is None:
        return "how long it lasts"
    return None


# Types of a resistance against the triggering attack that cover whatever it deals: all
# damage, the attack's own type, the type named before it ("Choose ...")
_ANY_TYPE = ("all", "triggering", "named_before")


def _covers(types: list[str], dealt: list[str]) -> bool:
    """Whether a resistance of ``types`` covers damage of ``dealt`` (each of its types,
    untyped damage by none but resistance to all)."""
    if not types or any(t in _ANY_TYPE for t in types):
        return True
    return bool(dealt) and set(dealt) <= set(types)


def resist(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """Resistance: against the triggering attack (its target resists it), or lasting, for
    its duration, of its damage types."""
    who = engine.named(op, ctx, _HELPED)  # (none harmed: no one at random)
    if who is None:
        return
    state = ctx.trigger_frame.state if ctx.trigger_frame is not None else None
    against_attack = (
        state is not None and state.target is who and (op.get("from") or not op.get("duration"))
    )
    why = _unresisted(op, against_attack)
    if why is not None:
        engine.unsimulated(op, ctx, why)
        return
    amount = op.get("amount")
    if state is not None and against_attack:
        if not _covers(op.get("types") or [], attacks.hit_types(state)):
            said = " or ".join(op["types"])
            engine.note("op", ctx.frame.depth, op="resist", status=f"the attack is not {said}")
            return
        if amount == "half":
            state.halved = True
        else:
            state.resist += max(0, amounts.value(amount, ctx.user, roll=engine.rng.randint))
        engine.note("op", ctx.frame.depth, op="resist", status=f"resist {amount} this attack")
        return
    counted = max(0, amounts.value(amount, ctx.user, roll=engine.rng.randint))  # (dice rolled)
    _of_types(engine, op, ctx, who, resist_name, counted)


# Amounts of hit points the runtime counts besides a number and amounts.py's: a healing
# surge's value when no amount is said, the healed (spending) creature's own. A said one
# counts whose it says: "your healing surge value" (``"healing surge value"``) the user's,
# whoever is healed; "as if it had spent a healing surge" (``whose: it``) the healed one's
_SURGE_VALUE = (None, "surge")


# The amounts other than a number each op that heals or gives hit points counts
_COUNTED: dict[str, tuple[Any, ...]] = {"heal": _SURGE_VALUE, "surge": _SURGE_VALUE}


def amount_uncounted(op: dict[str, Any]) -> str | None:
    """What of a heal, surge or temp_hp op's amount the runtime does not count, or None
    ("hit points equal to your Charisma modifier" is not 1)."""
    amount = op.get("amount")
    if amount in _COUNTED.get(str(op.get("op")), ()) or amounts.countable(amount, True, True):
        return None
    return "the amount it counts"


def heal(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    who = engine.named(op, ctx, _HELPED)
    if who is None:
        return
    amount = op.get("amount")
    if amount in _SURGE_VALUE:  # (no amount said: its own surge's value)
        value = surges.value(who)
    else:  # (a creature's quantity: the user's, or "its", the healed one's)
        value = max(0, amounts.value(amount, ctx.user, it=who, roll=engine.rng.randint))
    if op.get("plus") is not None:  # ("..., plus 2d6 additional hit points": rolled)
        value += attacks.roll_dice(engine.rng, str(op["plus"]))
    if op["op"] == "surge":  # "spends a healing surge": one of those it has, if counted
        refused = surges.spend(who)
        if refused is not None:
            engine.note("op", ctx.frame.depth, op="surge", status=refused)
        else:  # (healing its amount: none for "but regain no hit points", amount 0)
            surges.spent(engine, who, ctx.frame, value)
        return
    attacks.heal(engine, who, value, ctx.frame)


def temp_hp(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    who = engine.named(op, ctx, _HELPED)  # (none named at hand: never the user instead)
    if who is None:
        return
    refused = prohibitions.forbidden(who, "temp_hp")
    if refused is not None:
        engine.note("op", ctx.frame.depth, op="temp_hp", status=refused)
        return
    given = amounts.value(op.get("amount"), ctx.user, it=who, roll=engine.rng.randint)
    who.temp_hp = max(who.temp_hp, given)
    engine.note("op", ctx.frame.depth, op="temp_hp", status=f"{who.name} has {who.temp_hp}")


def stand(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    who = engine.named(op, ctx, _STANDING_UP)
    if who is None:
        return
    refused = prohibitions.forbidden(who, "stand")
    if refused is not None:
        engine.note("op", ctx.frame.depth, op="stand", status=refused)
        return
    who.remove("prone")
    engine.dispatch(Event("stand", who, None, {}, ctx.frame.depth), ctx.frame)


# The effects a saving throw may be against ("a saving throw against the triggering
# effect"): the condition the triggering event gave, or any of the saver's (none said)
_SAVE_AGAINST_TRIGGERING = endings.SAVE_AGAINST_TRIGGERING
_SAVE_AGAINST_ANY = (None, "one_effect")


def save_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a save op the runtime does not model from the op alone, or None."""
    if not amounts.countable(op.get("bonus", 0)):
        return "the bonus it counts"
    if op.get("against") not in (*_SAVE_AGAINST_TRIGGERING, *_SAVE_AGAINST_ANY, "ongoing_damage"):
        return "the effect it is against"
    return None


def _ended_on_a_save(op: dict[str, Any], ctx: Ctx) -> bool:
    """Whether "On a save, the effect ends" follows the saving throw ``op`` makes against
    the triggering effect (``endings.ends_on_a_save``): then folded into it, the saving
    throw is against that effect whatever its duration, and a save ends it."""
    later = ctx.later[0] if ctx.later else None
    if later is None or not endings.ends_on_a_save(op, later) or unfollowed(later):
        return False
    ctx.folded.append(later)
    return True


def save(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """One saving throw of the one the op names, against one of its save-ends effects (or
    the triggering one, whatever its duration, when a save ends it: :func:`_ended_on_a_save`)."""
    who = engine.who(ctx, op.get("who") or "self", harmed=False)
    bonus, against = amounts.value(op.get("bonus", 0), ctx.user), op.get("against")
    given = ctx.event.qualifiers.get("condition") if ctx.event is not None else None
    any_duration = _ended_on_a_save(op, ctx)
    saved = [
        cond
        for cond in (who.conditions if who is not None else [])
        if (cond.duration == "save_ends" or any_duration)
        and (against not in _SAVE_AGAINST_TRIGGERING or cond.name == given)
        and (against != "ongoing_damage" or cond.name.startswith("ongoing "))
    ]
    if who is None or not saved:
        engine.note("op", ctx.frame.depth, op="save", status="nothing to save against")
        return
    given = None
    if bonus:  # ("with a +2 power bonus": stacked with the bonuses to saving throws it has)
        types = (str(op.get("bonus_type") or ""), ctx.power.name)
        given = Condition("bonus saving_throws", amount=bonus, types=types, source=ctx.user.name)
    after = modifiers.said_after_save(engine, ctx, who)  # ("Add your Wisdom modifier to it")
    natural = engine.rng.randint(1, 20)
    ctx.saved = engine.saving_throw(who, saved[0], natural, ctx.frame, given, after)
