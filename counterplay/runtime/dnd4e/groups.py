"""Ops done to a group of creatures: "Each enemy adjacent to you takes 5 thunder damage", "You
push one creature adjacent to you 2 squares", "An ally within 5 squares of you can shift 2
squares".

The op names the group by its ``target`` (or, for an op whose handler finds its creature by
``who``, its ``who``): a role (``whom.ROLES``) and filters on where it stands, what state it
is in or what was done to it (``whom.FILTERS``). It is carried out once for each creature of
the group there is when the effect first names it (the same words again, "... takes 5 damage
and is knocked prone", are the same creatures: :func:`_found`), in initiative order, each
time as if it named that one alone (:data:`MEMBER`, which ``Engine.who`` finds as
``Ctx.member``); a group of one ("one creature", "an ally") is one of them, the user's
scripted ``target`` choice or else one at random (R000-34): "one ally" said with nothing
more is one of all the allies, "the ally" the one the power is about. A creature that is
down is none of them (a creature at 0 hit points is out of this runtime's play) but for an
op that helps it (:data:`FOR_THE_DYING`: a dying creature regains hit points and gains
temporary hit points), nor is the creature a filter places them around ("each creature
adjacent to the target": not the target).

A group with a filter :mod:`.whom` does not read ("each enemy in the zone": no zones are
modelled; "an aberrant creature" with no place), or a role it does not ("the ally" said
before; the set ``self_or_ally``, "you and your allies", where one creature or group is
done to), is not simulated (``followed.unfollowed``), never done to the creatures at hand;
nor is one whose filters cannot tell now (``whom.found``: an area burst's origin, the
triggering attack's outcome against another of its targets). "You and each ally within 5
squares" comes as two ops (you, and the group ``allies``), "you or an ally" as a
``choice`` of the two (``compiler.dnd4e.effect_words.Pair``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import decisions, whom
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.followed import unfollowed
from counterplay.runtime.dnd4e.whom import ONE, ROLES, THE_ALLY

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# The name an op carried out for one creature of its group gives that creature
MEMBER = "member of the group"

# The key of such an op that keeps the group's own name ("ally"), for a later op saying
# more of it ("That ally must end adjacent to the target": ``movement.end_said``)
GROUP = "group"

# The ops a dying creature is helped by: one that is down is of their group (a dying
# creature regains hit points, "Each ally within 5 squares of you regains 10 hit points",
# and gains temporary hit points, "Each ally adjacent to you gains 5 temporary hit points")
FOR_THE_DYING = ("heal", "surge", "temp_hp")

# "The ally" said with nothing more (``whom.THE_ALLY``): the one ally the power is about
# (:func:`_the_ally`); "one ally" (an ally, one of your allies), with a count of one
# (``whom.ONE``) and nothing more, is one of the allies there are, wherever they are: the
# user's choice (R000-34)

# What an earlier op of the effect may name that could be the ally "the ally" means ("You
# and one ally in the burst teleport ... The ally then makes ..."), or an op not read at all
_OTHER_ALLIES = ("ally", "allies", "self_or_ally", "creatures")


def _members(
    engine: Engine, ctx: Ctx, named: str, said: dict[str, Any], heals: bool
) -> tuple[list[Combatant] | None, str]:
    """The creatures of the group there are now, in initiative order (those down only of
    the user's side, for an op that ``heals`` them or gives them temporary hit points); None
    and why when they cannot be told (:func:`whom.found`)."""
    return whom.found(engine, ctx, named, said, lambda who: _revived(ctx, who, heals))


def _one_of(engine: Engine, ctx: Ctx, named: str, found: list[Combatant]) -> Combatant:
    """One creature of a group of one ("one creature adjacent to you"): the user's scripted
    choice of a target when the scenario gives one that fits, else one at random (R000-34)."""
    scripted = engine.scripted_choice("target", ctx.user, [who.name for who in found])
    if scripted is not None:
        chosen, why = engine.by_name[scripted], "scripted choice"
    else:
        chosen = decisions.pick(engine.rng, found)
        why = "the only one" if len(found) == 1 else f"at random among {len(found)} (R000-34)"
    engine.note("decision", ctx.frame.depth, what=f"one of {named}", choice=chosen.name, why=why)
    return chosen


def each(
    engine: Engine, op: dict[str, Any], ctx: Ctx, key: str | None
) -> list[tuple[dict[str, Any], Ctx]]:
    """``op`` once for each creature of the group it names by ``key`` (the op and the ctx
    to carry it out with), or ``op`` itself when ``key`` is None."""
    if key is None:
        return [(op, ctx)]
    named, said = str(op[key]), dict(op.get(f"{key}_filters") or {})
    alone = {**op, key: MEMBER, f"{key}_filters": None, GROUP: named}
    if named == THE_ALLY and not said:
        ally, why = _the_ally(engine, ctx)
        if ally is None:
            engine.note("op", ctx.frame.depth, op=op.get("op"), text=op.get("text", ""),
                        status="not simulated", why=f"the ally it names: {why}")  # fmt: skip
            return []
        return [(alone, replace(ctx, member=ally))]
    found, why = _found(engine, ctx, named, said, str(op.get("op")) in FOR_THE_DYING)
    depth = ctx.frame.depth
    if found is None:
        engine.note("op", depth, op=op.get("op"), text=op.get("text", ""), status="not simulated",
                    why=f"the creatures it names: {why}")  # fmt: skip
        return []
    names = ", ".join(who.name for who in found) or "none"
    engine.note("op", depth, op=op.get("op"), status=f"to each of {named} {said}: {names}")
    return [(alone, replace(ctx, member=who)) for who in found]


def _found(
    engine: Engine, ctx: Ctx, named: str, said: dict[str, Any], heals: bool
) -> tuple[list[Combatant] | None, str]:
    """The creatures of the group (or None, and why not), found when the effect first names
    it: the same words said again ("One enemy adjacent to you takes 5 damage and is knocked
    prone", "Each enemy adjacent to you is pushed 1 square and knocked prone") are the same
    creatures, not found again after the first op moved them or picked another at random;
    those down since are left out, but from an op that ``heals`` them
    (:data:`FOR_THE_DYING`)."""
    key = f"{named} {sorted(said.items())}"
    found = ctx.groups.get(key)
    if found is None:
        found, why = _members(engine, ctx, named, said, heals)
        if found is None:
            return None, why
        if found and (ROLES[named].one or said.get("count") == 1):
            found = [_one_of(engine, ctx, named, found)]
        ctx.groups[key] = found
    return [who for who in found if not who.down or _revived(ctx, who, heals)], ""


def _revived(ctx: Ctx, who: Combatant, heals: bool) -> bool:
    """Whether ``who``, down, is of a group all the same: a dying ally of the user's an op
    heals or gives temporary hit points (an enemy at 0 hit points is dead)."""
    return heals and who.side == ctx.user.side


def _the_ally(engine: Engine, ctx: Ctx) -> tuple[Combatant | None, str]:
    """ "The ally" said with nothing more ("The ally gains a +2 bonus to all defenses"):
    the one ally the power is about, the triggering creature (an ally's trigger: "An ally
    adjacent to you is hit") or the power's target, when one of them only is the user's
    ally and no earlier op of the effect names another ally or was not read (its ally
    might be the one meant); else (None, why)."""
    if any(_another_ally(earlier) for earlier in ctx.earlier):
        chosen = _one_ally_before(ctx)
        return (chosen, "") if chosen else (None, "another said before it may be the one")
    user = ctx.user
    found = {
        who.name: who
        for who in (engine.triggering(ctx, ally=True), ctx.target)
        if who is not None and who is not user and who.side == user.side
    }
    if len(found) != 1:
        return None, "no ally is the power's" if not found else "two allies are the power's"
    return next(iter(found.values())), ""


def _one_ally_before(ctx: Ctx) -> Combatant | None:
    """The ally "one ally" said before found ("One ally gains 5 temporary hit points. The
    ally can shift 1 square": that one), when no other ally was said before it."""
    for op in ctx.earlier:
        named = [(op.get(k), op.get(f"{k}_filters")) for k in ("target", "who")]
        one = [n for n in named if n == (THE_ALLY, ONE)]
        others = [n for n in named if n[0] in _OTHER_ALLIES and n != (THE_ALLY, ONE)]
        if _another_ally(op) and (not one or others):
            return None
    found = ctx.groups.get(f"{THE_ALLY} {sorted(ONE.items())}")
    return found[0] if found and len(found) == 1 else None


def _another_ally(op: dict[str, Any]) -> bool:
    """Whether an earlier op may name another ally than "the ally" after it: one not read,
    or naming allies (:data:`_OTHER_ALLIES`), but for "the ally" itself carried out before
    ("The ally gains 5 temporary hit points and can shift 1 square": the same one)."""
    if op.get("op") == "unparsed":
        return True
    for key in ("target", "who"):
        named = op.get(key)
        same = named == THE_ALLY and not op.get(f"{key}_filters") and unfollowed(op) is None
        if named in _OTHER_ALLIES and not same:
            return True
    return False
