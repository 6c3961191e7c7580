"""Concealment: the ``concealment`` op ("You gain concealment until the end of your next
turn", "The target gains partial concealment until the end of its next turn") and what it
does to the attacks against its bearer.

4E's rule (Rules Compendium, "Concealment"; the seeds are silent): an attacker takes a -2
penalty to melee and ranged attack rolls against a target that has partial concealment
("concealment" said alone is partial), -5 against one with total concealment; area and
close attacks are not affected. The op gives its creature the condition :data:`DEGREES`
names for the op's duration (one the runtime counts: :data:`combatant.LASTING`), ended as
any other condition (its duration, "or until you are hit by an attack"); each attack roll
against that creature counts the penalty of the highest degree it has
(:func:`attack_penalty`, said in the trace). A creature that "cannot benefit from
concealment" (``prohibitions``: ``unable to benefit from concealment``) takes no penalty
for partial concealment. An invisible creature has total concealment against those it is
invisible to, and combat advantage against them (:func:`unseen_by`, asked by each attack
roll); so has one that its attacker cannot see (blinded, or "cannot see you"). A creature
that loses its concealment ("The enemy loses concealment for the triggering attack")
benefits from none (:data:`LOST`). Concealment against some creatures only ("against
enemies in the aura"), or with no duration the runtime counts, is not simulated: no line of
sight, area or aura is modelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e.combatant import LASTING, Combatant, Condition, clock_of
from counterplay.runtime.dnd4e.context import FOR_THE_ATTACK, NO_ATTACK_FOR_IT, for_the_attack
from counterplay.runtime.dnd4e.whom import Naming

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import AttackState, Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# Whether the op says total concealment -> the condition it is kept as
DEGREES: dict[bool, str] = {False: "partial concealment", True: "total concealment"}

# Condition -> the penalty an attacker takes to melee and ranged attack rolls against its
# bearer (Rules Compendium: -2 partial, -5 total)
PENALTIES: dict[str, int] = {DEGREES[False]: 2, DEGREES[True]: 5}

# The kinds of attack concealment affects (area and close attacks are not affected)
AFFECTED_KINDS = ("melee", "ranged")

# The condition of a creature that cannot benefit from (partial) concealment, and the
# degrees it cancels ("cannot benefit from partial concealment": total still counts)
UNABLE = "unable to benefit from concealment"
CANCELLED_BY_UNABLE = (DEGREES[False],)


def unmodelled(op: dict[str, Any]) -> str | None:
    """What of a concealment op the runtime does not model from the op alone, or None."""
    if op.get("against") or op.get("against_filters"):
        return "the creatures it is against"
    if op.get("duration") not in LASTING:
        return "how long it lasts"
    return None


# Who has the concealment an op gives: a creature helped
_CONCEALED = Naming(harmed=False)


def conceal(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The creature the op names has concealment (partial, or total) for its duration."""
    who = engine.named(op, ctx, _CONCEALED)
    if who is None:
        return
    name = DEGREES[bool(op.get("total"))]
    duration = op["duration"]
    clock = clock_of(duration, ctx.user.name, who.name)
    who.add(
        Condition(
            name,
            duration,
            clock,
            engine.turn_count,
            ctx.user.name,
            ends_on=op.get("or_until"),
            given_in=ctx.frame,
        )
    )
    engine.note("condition", ctx.frame.depth, target=who.name, condition=name, duration=duration)


# 4E's invisible condition (Player's Handbook, "Conditions"): an invisible creature has
# total concealment against those who cannot see it (Rules Compendium), and combat
# advantage against an enemy that cannot see it. No creature here sees the invisible, so
# an invisible creature (to everyone, or to one creature: "You are invisible to the
# triggering enemy", the condition's ``toward``) is unseen by all, or by that one. That it
# provokes no opportunity attack from those is not modelled.
INVISIBLE = "invisible"

# The conditions a ``condition`` op may give toward one creature only (its ``to``)
TOWARD_ONE = (INVISIBLE,)


# The condition of a creature that cannot see another ("The target cannot see you (save
# ends)": toward that one), and 4E's blinded, which sees no one (Player's Handbook:
# "You can't see any target (your targets have total concealment)")
UNABLE_TO_SEE = "unable to see"
BLINDED = "blinded"


def unseen_by(who: Combatant, other: Combatant) -> bool:
    """Whether ``other`` cannot see ``who``: ``who`` is invisible to it, or ``other`` is
    blinded or cannot see ``who``."""
    if any(c.name == INVISIBLE and c.is_toward(other.name) for c in who.conditions):
        return True
    return any(
        c.name == BLINDED or (c.name == UNABLE_TO_SEE and c.is_toward(who.name))
        for c in other.conditions
    )


# A creature's concealment taken away, all of it: "The enemy loses concealment ... for the
# triggering attack" (the ``lose`` op)
LOST = "no concealment"


def lose_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a lose op the runtime does not model from the op alone, or None: losing
    concealment, for a duration it counts or the triggering attack."""
    if op.get("what") != "concealment":
        return f"what it loses ({op.get('what')})"
    if op.get("duration") not in (*LASTING, FOR_THE_ATTACK):
        return "how long it lasts"
    return None


def lose(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The creature named benefits from no concealment, for the op's duration."""
    who = engine.named(op, ctx)
    if who is None:
        return
    _take_away(engine, op, ctx, who, op["duration"])


def _take_away(engine: Engine, op: dict[str, Any], ctx: Ctx, who: Combatant, duration: str) -> None:
    """``who`` benefits from no concealment for ``duration`` (the attack in progress)."""
    clock = clock_of(duration, ctx.user.name, who.name)
    lost = Condition(LOST, duration, clock, engine.turn_count, ctx.user.name, given_in=ctx.frame)
    if duration != FOR_THE_ATTACK:
        who.add(lost)
    elif not for_the_attack(ctx, who, lost):
        engine.unsimulated(op, ctx, NO_ATTACK_FOR_IT)
        return
    engine.note("condition", ctx.frame.depth, target=who.name, condition=LOST, duration=duration)


def degree(target: Combatant, attacker: Combatant | None = None) -> str | None:
    """The concealment ``target`` benefits from against ``attacker`` (the highest it has;
    invisible to it: total), or None."""
    if any(c.name == LOST for c in target.conditions):
        return None
    unable = any(c.name == UNABLE for c in target.conditions)
    had = [
        c.name
        for c in target.conditions
        if c.name in PENALTIES and not (unable and c.name in CANCELLED_BY_UNABLE)
    ]
    if attacker is not None and unseen_by(target, attacker):
        had.append(DEGREES[True])
    return max(had, key=PENALTIES.__getitem__, default=None)


def attack_penalty(state: AttackState, kind: str) -> tuple[int, str | None]:
    """The penalty the attack in progress (of ``kind``: melee, ranged, close, area) takes
    for its target's concealment, and what the trace says of it ("the Orc's partial
    concealment: -2"), or (0, None)."""
    had = degree(state.target, state.attacker) if kind in AFFECTED_KINDS else None
    if had is None:
        return 0, None
    penalty = PENALTIES[had]
    return -penalty, f"{state.target.name}'s {had}: -{penalty} to the {kind} attack roll"
