"""What a creature cannot do: the ``prevent`` op ("The target cannot shift until the end of
your next turn", "It can't attack you (save ends)").

A prevent op gives its creature a condition, ``unable to <what>`` (:data:`PREVENTED`), for its
duration, ended as any other condition is (its duration, a saving throw). The world then
refuses what it names where that happens (:func:`forbidden`): a scripted action with a
diagnostic (R012), a reaction's op or attack with a trace line saying so. Making
opportunity attacks is refused before the reaction fires, by the ruleset's ``conditions:``
table (``unable to make opportunity attacks`` forbids ``action:opportunity attack``); a
reaction that does nothing but attack the triggering creature is not fired when its owner
cannot attack it (:func:`unanswerable`, ``Engine.judge``), so that it spends no immediate or
opportunity action on an attack never made.

"The target cannot benefit from concealment" keeps it from the partial concealment it
has (``unable to benefit from concealment``, counted by :mod:`.concealment` at each attack
roll against it). "You do not grant combat advantage" (to anyone, to the triggering enemy,
to your enemies) keeps every such attacker from combat advantage against it, whatever else
would give it (:func:`grants_none`, asked by each attack roll). "The target cannot see you"
makes the one it cannot see unseen by it (``concealment.unseen_by``). What else a creature
may be kept from (benefiting from cover, dying, manipulating objects, not provoking) is not
modelled, and the op is recorded as not simulated with why; so is one with no duration the
runtime counts ("while in this form"), or one that names more than the runtime follows
(``of``, ``using``, ``closer_to``, an attack against another than the user).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import concealment
from counterplay.runtime.dnd4e.combatant import LASTING, Combatant, Condition, clock_of
from counterplay.runtime.dnd4e.context import FOR_THE_ATTACK, NO_ATTACK_FOR_IT, for_the_attack
from counterplay.runtime.dnd4e.followed import UNFOLLOWED
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.events import Event

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# What a prevent op may keep its creature from, as the condition it is kept as, and how a
# refusal says it ("Orc cannot shift")
PREVENTED: dict[str, tuple[str, str]] = {
    "shift": ("unable to shift", "shift"),
    "teleport": ("unable to teleport", "teleport"),
    "stand": ("unable to stand", "stand up"),
    "heal": ("unable to regain hit points", "regain hit points"),
    "temp_hp": ("unable to gain temporary hit points", "gain temporary hit points"),
    "attack": ("unable to attack", "attack"),
    "opportunity_attack": ("unable to make opportunity attacks", "make opportunity attacks"),
    "grant_combat_advantage": ("unable to grant combat advantage", "grant combat advantage"),
    # "The target cannot see you (save ends)": the one it cannot see (``of``) is unseen by it
    # (:func:`concealment.unseen_by`: total concealment and combat advantage against it)
    "see": (concealment.UNABLE_TO_SEE, "see"),
}

# What a prevent op keeps its creature from doing to one creature named by ``of`` ("cannot
# see you", "cannot see the triggering ally"), and the creatures ``of`` may name
_OF: dict[str, tuple[str, ...]] = {"see": ("self", "triggering", "target")}

# "You do not grant combat advantage (to the triggering enemy)": no attacker (or only that
# one) has combat advantage against its creature, whatever else would give it (a condition,
# flanking: :func:`grants_none`); "to any of your enemies": no enemy of its creature's
NO_ADVANTAGE = PREVENTED["grant_combat_advantage"][0]
NO_ADVANTAGE_TO_ENEMIES = f"{NO_ADVANTAGE} to enemies"

# What a creature may be kept from benefiting from ("The target cannot benefit from
# concealment": ``what: benefit``, ``from``), as the condition it is kept as and how it is
# said; :mod:`.concealment` counts no penalty for the partial concealment of its bearer
BENEFITS: dict[tuple[str, ...], tuple[str, str]] = {
    ("concealment",): (concealment.UNABLE, "benefit from concealment"),
}


# Whom what a prevent op keeps from may be against, by what: anyone (None, "all"); for an
# attack the one who prevented it ("The target can't attack you"), for combat advantage
# the triggering creature ("to the triggering enemy") or the creature's enemies; the one
# creature is kept as the condition's ``toward``, its enemies by the condition's name
_AGAINST: dict[str, tuple[str | None, ...]] = {
    "attack": (None, "self"),
    "grant_combat_advantage": (None, "all", "triggering", "enemies"),
}
_ANYONE: tuple[str | None, ...] = (None,)

# Fields of a prevent op besides those every op may have that the handler follows
_FOLLOWED = frozenset(("op", "what", "target", "duration", "against", "text"))


# Fields every op may have, judged by ``followed.unfollowed`` before the handler
_GENERAL = frozenset((*UNFOLLOWED, "or_until", "until", "target_filters"))


# What a creature is kept from benefiting from is said in ``from``
_BENEFIT = "benefit"


def kept_from(op: dict[str, Any]) -> tuple[str, str] | None:
    """What a prevent op keeps its creature from (:data:`PREVENTED`, :data:`BENEFITS`), as
    the condition it is kept as and how a refusal says it, or None."""
    what = op.get("what")
    if what == _BENEFIT:
        said = op.get("from")
        return BENEFITS.get(tuple(said)) if isinstance(said, list) else None
    return PREVENTED.get(what) if isinstance(what, str) else None


def unmodelled(op: dict[str, Any]) -> str | None:
    """What of a prevent op the runtime does not model, or None."""
    what = op.get("what")
    if kept_from(op) is None:
        return f"what it prevents ({what})"
    said_of = {"from"} if what == _BENEFIT else {"of"} if what in _OF else set()
    extra = sorted(set(op) - _FOLLOWED - _GENERAL - said_of)
    if extra:
        return f"what it says of it ({', '.join(extra)})"
    if what in _OF and op.get("of") not in _OF[str(what)]:
        return f"the creature it names ({op.get('of')})"
    if op.get("against") not in _AGAINST.get(str(what), _ANYONE):
        return f"the creatures it is against ({op.get('against')})"
    if op.get("duration") not in LASTING and op.get("duration") != FOR_THE_ATTACK:
        return "how long it lasts"
    return None


def prevent(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The creature the op names cannot do what it says, for its duration."""
    who = engine.named(op, ctx)
    if who is None:
        return
    kept = kept_from(op)
    assert kept is not None  # (what it keeps from: checked by ``unmodelled`` first)
    name, toward = _against(engine, op, ctx, kept[0])
    if toward == "":
        engine.note("op", ctx.frame.depth, op="prevent", status="no creature it names")
        return
    duration = op["duration"]
    clock = clock_of(duration, ctx.user.name, who.name)
    given = Condition(
        name,
        duration,
        clock,
        engine.turn_count,
        ctx.user.name,
        toward=toward,
        ends_on=op.get("or_until"),
        given_in=ctx.frame,
    )
    if duration != FOR_THE_ATTACK:
        who.add(given)
    elif not for_the_attack(ctx, who, given):  # ("... for the attack": none in progress)
        engine.unsimulated(op, ctx, NO_ATTACK_FOR_IT)
        return
    said = name + (f" {toward}" if toward else "")
    engine.note("condition", ctx.frame.depth, target=who.name, condition=said, duration=duration)


def _against(engine: Engine, op: dict[str, Any], ctx: Ctx, name: str) -> tuple[str, str | None]:
    """The condition a prevent op gives and its ``toward`` (whom it is against, or of:
    :data:`_OF`): the user ("you"), the triggering creature or the target (none at hand:
    ""), or anyone (None); against the creature's enemies, a condition of its own
    (:data:`NO_ADVANTAGE_TO_ENEMIES`)."""
    against = op.get("of") if op.get("what") in _OF else op.get("against")
    if against == "target":
        found = engine.who(ctx, "target", harmed=False)
        return name, found.name if found is not None else ""
    if against == "self":
        return name, ctx.user.name
    if against == "triggering":
        found = engine.who(ctx, "triggering")
        return name, found.name if found is not None else ""
    return (f"{name} to enemies" if against == "enemies" else name), None


def grants_none(target: Combatant, attacker: Combatant) -> bool:
    """Whether ``target`` grants ``attacker`` no combat advantage, whatever else would
    give it: a prevent op's "You do not grant combat advantage (to ...)"."""
    for cond in target.conditions:
        if cond.name == NO_ADVANTAGE and cond.is_toward(attacker.name):
            return True
        if cond.name == NO_ADVANTAGE_TO_ENEMIES and attacker.side != target.side:
            return True
    return False


def forbidden(who: Combatant, what: str, against: Combatant | None = None) -> str | None:
    """Why ``who`` cannot do ``what`` now (against ``against``), or None if it can."""
    name, words = PREVENTED[what]
    for cond in who.conditions:
        if cond.name == name and cond.toward in (None, against.name if against else None):
            whom = f" {cond.toward}" if cond.toward else ""
            return f"{who.name} cannot {words}{whom} ({cond.source}'s effect)"
    return None


# The ops that make an attack; a reaction whose ops are all these, against the triggering
# creature, does nothing but attack it
_ATTACK_OPS = ("attack", "basic_attack")


def _only_attacks(power: Power) -> bool:
    """Whether ``power`` does nothing but attack the triggering creature: its own attack
    (``Engine.resolve``), or ops that are all attacks against it."""
    if power.defense is not None:
        return True
    ops = (*power.effect_ops, *power.hit_ops)
    return bool(ops) and all(
        op.get("op") in _ATTACK_OPS and op.get("target") in (None, "triggering", "target")
        for op in ops
    )


def unanswerable(owner: Combatant, power: Power, event: Event[Combatant]) -> str | None:
    """Why ``owner``'s reaction ``power`` to ``event`` is not fired: it does nothing but
    attack the triggering creature, which ``owner`` cannot attack now; None otherwise."""
    if not any(c.name == PREVENTED["attack"][0] for c in owner.conditions):
        return None  # (the common case, judged for every event)
    # the creature it would attack: the triggering one, of two the enemy (``Engine.who``)
    found = [c for c in (event.actor, event.target) if c is not None and c is not owner]
    whom = min(found, key=lambda c: c.side == owner.side, default=None)
    if whom is None or not _only_attacks(power):
        return None
    return forbidden(owner, "attack", whom)
