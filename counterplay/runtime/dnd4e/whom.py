"""Whom an op names: one reading of the creatures an op's ``target`` (or ``who``) names, the
same for every op.

The IR names them by a role and filters (docs/phrases.md): the role says whose creatures
they are (:data:`ROLES`: each creature, the user's enemies or allies, an ally, a target of
the triggering attack, the user's familiar or companion, the secondary target, "the target"
or "the triggering creature" narrowed by a filter), the filters which of them
(:data:`FILTERS`: within 5 squares of you, adjacent to the target, bloodied, marked by you,
in the burst, hit by the triggering attack, ...). Each role and each filter is one entry
here: which of its values are read (judged before the op happens: :func:`followed`, which
``followed.unfollowed`` asks; an op naming a role or a filter not read is not simulated,
never done to the creatures at hand), and how its creatures are found when the op happens
(``groups.each`` carries the op out for each of them, as if it named that one alone). A
filter whose test cannot tell now (the triggering attack's outcome against another of its
targets; the origin of an area burst) leaves the op not simulated then, with why.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from counterplay.runtime.dnd4e import provisos
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.grid import distance

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# "The ally" said with nothing more, and "one ally": a count of one and nothing more
THE_ALLY = "ally"
ONE = {"count": 1}

# The companions a creature may have, as the IR names them (the scenario's ``companion:``)
COMPANIONS = ("familiar", "spirit_companion", "beast_companion")

# The creatures a filter may place a group around (``Engine.who``: the user, the target;
# the triggering creature, the user's companion: :func:`_around`)
_AROUND = ("self", "target", "triggering", *COMPANIONS)

# What the trace says of an op whose creature is not at hand (:class:`Naming`)
NO_TARGET = "no target"


@dataclass(frozen=True)
class Naming:
    """How an op's handler finds the one creature it is done to (``Engine.named``): the
    op's field naming it (``field``; ``otherwise`` when the op leaves it out: "self" for
    "You gain ..."), whether the op harms it (``Engine.who``'s ``harmed``; of two triggering
    creatures, ``ally`` says whose), whether a creature down (dying or dead) may be it
    (``down_too``: damage to a dying creature), and what the trace says when no one is at hand
    (``status``)."""

    field: str = "target"
    otherwise: str | None = None
    harmed: bool = True
    ally: bool | None = None
    down_too: bool = False
    status: str = NO_TARGET


# The op's target, harmed, standing: the creature most ops are done to
THE_TARGET = Naming()


# A role's creatures when an op happens, in initiative order: (engine, ctx) -> the
# creatures, or None when what they are of is not at hand (no triggering attack)
Among = Callable[["Engine", "Ctx"], "list[Combatant] | None"]


class Role(NamedTuple):
    """Whose creatures a role names."""

    among: Among
    one: bool  # one of them only ("an ally"): the user's choice (R000-34)
    placed: bool  # says which they are alone ("each enemy"); else a narrowing filter must
    single: bool  # names one creature, which its filters narrow ("the target of the ...")
    alone: bool = False  # a single one read with no filter too ("your spirit companion")


def _everyone(engine: Engine, ctx: Ctx) -> list[Combatant]:
    return list(engine.people)


def _enemies(engine: Engine, ctx: Ctx) -> list[Combatant]:
    return [other for other in engine.people if other.side != ctx.user.side]


def _allies(engine: Engine, ctx: Ctx) -> list[Combatant]:
    user = ctx.user
    return [other for other in engine.people if other.side == user.side and other is not user]


def _in_order(engine: Engine, some: Iterable[Combatant | None]) -> list[Combatant]:
    """Those of ``some`` in initiative order (``engine.people``'s)."""
    them = tuple(some)
    return [who for who in engine.people if any(who is one for one in them)]


def attack_targets(ctx: Ctx) -> tuple[Combatant, ...] | None:
    """The targets of the triggering attack (its event's ``targets``), or None."""
    event = ctx.event
    targets = event.parties.get("targets") if event is not None else None
    return tuple(targets) if targets else None


def _one_target(engine: Engine, ctx: Ctx) -> list[Combatant] | None:
    """ "A target of the attack", "one target you hit": one of the triggering attack's
    targets; at its hit, the one hit (the IR says "a target" of both, and of the others
    the hit event tells no outcome)."""
    targets = attack_targets(ctx)
    event = ctx.event
    if targets is None or event is None:
        return None
    if event.name == "attack.hit" and event.target is not None:
        return [event.target]
    return _in_order(engine, targets)


def _the_target(engine: Engine, ctx: Ctx) -> list[Combatant] | None:
    who = engine.who(ctx, "target", harmed=False, ally=False)
    return None if who is None else [who]


def _triggering(engine: Engine, ctx: Ctx) -> list[Combatant] | None:
    """The creatures of the triggering event but the user (of two, a filter says which)."""
    event = ctx.event
    if event is None:
        return None
    return _in_order(engine, (w for w in (event.actor, event.target) if w is not ctx.user))


# "The secondary target" in the power's own Hit or Effect (in its Secondary Attack's own,
# the compiler has made it "the target")
SECONDARY_TARGET = "secondary_target"


def _secondary_targets(engine: Engine, ctx: Ctx) -> list[Combatant] | None:
    """ "The secondary target" said in the power's own Hit or Effect: the creatures its
    secondary (tertiary) attacks were made against in this use, hit or missed (4E: the
    target of the secondary attack); none made yet, not at hand."""
    return _in_order(engine, ctx.secondary) or None


def _companion(kind: str) -> Among:
    """ "Your familiar", "your spirit companion": the combatant the scenario gives as the
    user's (``companion:``); none given, none."""

    def among(engine: Engine, ctx: Ctx) -> list[Combatant]:
        return [c for c in engine.people if c.companion == (kind, ctx.user.name)]

    return among


# Role -> whose creatures it names. "The target" and "the triggering creature" are read
# here only with a filter of their own that :mod:`.provisos` does not judge ("the target
# of the critical hit", "the creature that made the triggering attack"); alone, they are
# the one creature ``Engine.who`` finds.
ROLES: dict[str, Role] = {
    "creatures": Role(_everyone, one=False, placed=False, single=False),
    "enemies": Role(_enemies, one=False, placed=True, single=False),
    "allies": Role(_allies, one=False, placed=True, single=False),
    "ally": Role(_allies, one=True, placed=False, single=False),
    "one_target": Role(_one_target, one=True, placed=True, single=False),
    "target": Role(_the_target, one=False, placed=True, single=True),
    "triggering": Role(_triggering, one=False, placed=True, single=True),
    SECONDARY_TARGET: Role(_secondary_targets, one=False, placed=True, single=False),
    **{kind: Role(_companion(kind), False, True, True, alone=True) for kind in COMPANIONS},
}

# A filter's test of one creature: (engine, ctx, the creature, the filter's value, all the
# filters) -> whether it fits, or None when what it is about is not at hand
Test = Callable[["Engine", "Ctx", Combatant, Any, dict[str, Any]], "bool | None"]


class Filter(NamedTuple):
    """One filter of the creatures an op names."""

    reads: Callable[[Any, dict[str, Any]], bool]  # (its value, all the filters) -> read
    test: Test


def _around(engine: Engine, ctx: Ctx, named: Any) -> Combatant | None:
    """The creature a filter places a group around; None when not at hand, or when the
    triggering creatures are two (which is meant, "the triggering enemy" or "ally", the IR
    does not say)."""
    if named in COMPANIONS or named == "triggering":
        found = ROLES[named].among(engine, ctx) or []
        return found[0] if len(found) == 1 and not found[0].down else None
    return engine.who(ctx, named, harmed=False, ally=False)


def _within(
    engine: Engine, ctx: Ctx, who: Combatant, squares: Any, said: dict[str, Any]
) -> bool | None:
    centre = _around(engine, ctx, said.get("of", "self"))
    if centre is None:
        return None
    return centre is not who and distance(centre.position, who.position) <= squares


def _adjacent(
    engine: Engine, ctx: Ctx, who: Combatant, named: Any, said: dict[str, Any]
) -> bool | None:
    centre = _around(engine, ctx, named)
    if centre is None:
        return None
    return centre is not who and distance(centre.position, who.position) == 1


def _marked_by(engine: Engine, ctx: Ctx, who: Combatant, named: Any, said: dict[str, Any]) -> bool:
    return any(c.name == "marked" and c.source == ctx.user.name for c in who.conditions)


# "Close burst 5": the burst of a close power is around its user
_CLOSE_BURST = re.compile(r"\s*close\s+burst\s+(\d+)", re.IGNORECASE)


def _in_burst(
    engine: Engine, ctx: Ctx, who: Combatant, area: Any, said: dict[str, Any]
) -> bool | None:
    """ "Each ally in the burst": within the close burst of the power, around its user
    (who is named apart: "you and each ally in the burst"); an area burst's origin square
    (its user's choice) is not modelled: None."""
    found = _CLOSE_BURST.match(ctx.power.range)
    if found is None:
        return None
    return who is not ctx.user and distance(ctx.user.position, who.position) <= int(found[1])


# The events that tell a triggering attack's outcome against their target: whether it hit
_OUTCOME_EVENTS = {"attack.hit": True, "attack.miss": False}


def _outcome_against(ctx: Ctx, who: Combatant, by_user: bool) -> str | None:
    """What the triggering attack did to ``who``: "hit" or "miss", told by its hit or miss
    event against ``who``; "none" when ``who`` is not a target of it (or, ``by_user``, it
    is not the user's: "each enemy you hit with the triggering attack"); None when not told
    (another target of it: its event tells of one target only)."""
    event = ctx.event
    if event is None or event.name not in _OUTCOME_EVENTS:
        return None
    if by_user and event.actor is not ctx.user:
        return "none"
    if event.target is who:
        return "hit" if _OUTCOME_EVENTS[event.name] else "miss"
    return None if any(who is t for t in attack_targets(ctx) or ()) else "none"


def _hit_by(engine: Engine, ctx: Ctx, who: Combatant, by: Any, said: dict[str, Any]) -> bool | None:
    """ "Each enemy you hit": of the attacks this power made, those they hit (one it did
    not attack, no); none made, the triggering attack's, as "each enemy you hit with the
    triggering attack" and "the ally the triggering attack hit" (:func:`_outcome_against`)."""
    if said.get("of_attack") is None and ctx.outcomes:
        return ctx.outcomes.get(who.name, False)
    did = _outcome_against(ctx, who, by_user=by == "self")
    return None if did is None else did == "hit"


def _missed_by(
    engine: Engine, ctx: Ctx, who: Combatant, by: Any, said: dict[str, Any]
) -> bool | None:
    """ "Each enemy you missed with the triggering attack"."""
    did = _outcome_against(ctx, who, by_user=True)
    return None if did is None else did == "miss"


def _of_critical_hit(
    engine: Engine, ctx: Ctx, who: Combatant, what: Any, said: dict[str, Any]
) -> bool | None:
    """ "The target of the critical hit": the target of the triggering critical hit."""
    event = ctx.event
    if event is None or event.name != "attack.critical":
        return None
    return event.target is who


def _triggered(engine: Engine, ctx: Ctx, who: Combatant, value: Any, said: dict[str, Any]) -> bool:
    """ "The creature that made the triggering attack", "the enemy that triggered the
    power": the one who did the triggering event."""
    return ctx.event is not None and ctx.event.actor is who and who is not ctx.user


def _dying(engine: Engine, ctx: Ctx, who: Combatant, value: Any, said: dict[str, Any]) -> bool:
    """ "The dying creature": at 0 hit points or fewer, of the user's side (an enemy at 0
    hit points is dead in this runtime)."""
    return who.down and who.side == ctx.user.side


# The conditions of a creature that no one sees (4E: "total concealment: you can't see the
# target: it's invisible, ..."), or only the one they are ``toward`` ("invisible to the
# triggering enemy")
UNSEEN = ("invisible", "total concealment")


def sight(engine: Engine, looker: Combatant, seen: Combatant) -> bool | None:
    """Whether ``looker`` can see ``seen`` (4E: a clear line from its square to the other's,
    not blinded, the other neither invisible nor totally concealed to it; creatures block no
    line). With no obstacle in the rectangle of squares between theirs, every line between
    them is clear; with one, the lines the rules trace are not modelled: None. Light is
    not modelled (no square is dark or obscured here)."""
    unseen = any(c.name in UNSEEN and c.is_toward(looker.name) for c in seen.conditions)
    if looker.has("blinded") or unseen:
        return False
    (ax, ay), (bx, by) = looker.position, seen.position
    xs, ys = range(min(ax, bx), max(ax, bx) + 1), range(min(ay, by), max(ay, by) + 1)
    if any((x, y) in engine.grid.obstacles for x in xs for y in ys):
        return None
    return True


def _sees(
    engine: Engine, ctx: Ctx, who: Combatant, value: Any, said: dict[str, Any]
) -> bool | None:
    """ "Each enemy that can see you"."""
    return sight(engine, who, ctx.user)


def _seen(
    engine: Engine, ctx: Ctx, who: Combatant, value: Any, said: dict[str, Any]
) -> bool | None:
    """ "One ally you can see", "a creature you can see"."""
    return sight(engine, ctx.user, who)


def _of_type(
    engine: Engine, ctx: Ctx, who: Combatant, word: Any, said: dict[str, Any]
) -> bool | None:
    """ "Each undead creature", "an aberrant enemy": one whose origin, type or keywords
    (the scenario's ``creature_type:``) have the word; not given, not known."""
    return who.of_type(word)


def _is(*values: Any) -> Callable[[Any, dict[str, Any]], bool]:
    return lambda value, said: any(value == v and type(value) is type(v) for v in values)


def _of_the_triggering_attack(value: Any, said: dict[str, Any]) -> bool:
    """Read when it says whose hit or miss the filter beside it is of."""
    return value == "triggering" and ("hit_by" in said or "missed_by" in said)


def _hit_by_read(value: Any, said: dict[str, Any]) -> bool:
    return value == "self" or (value == "attack" and said.get("of_attack") == "triggering")


def _not_who(engine: Engine, ctx: Ctx, who: Combatant, value: Any, said: dict[str, Any]) -> bool:
    return True  # (how many, or what another filter counts from: not who)


# Filter -> which of its values are read, and its test of one creature. ``count`` (1: one
# of them) and ``random`` (one at random, R000-34's way anyway) say how many, not who;
# ``of`` where ``within`` counts from, ``of_attack`` whose hit or miss ``hit_by`` and
# ``missed_by`` are (both read by the filter beside them)
FILTERS: dict[str, Filter] = {
    "within": Filter(
        lambda v, s: isinstance(v, int) and not isinstance(v, bool) and v > 0, _within
    ),
    "of": Filter(lambda v, s: v in _AROUND and "within" in s, _not_who),
    "adjacent_to": Filter(lambda v, s: v in _AROUND, _adjacent),
    "bloodied": Filter(lambda v, s: isinstance(v, bool), lambda e, c, who, v, s: who.bloodied == v),
    "marked_by": Filter(_is("self"), _marked_by),
    "other_than": Filter(_is("self"), lambda e, ctx, who, v, s: who is not ctx.user),
    "count": Filter(_is(1), _not_who),
    "random": Filter(_is(True), _not_who),
    "in_area": Filter(_is("burst"), _in_burst),
    "hit_by": Filter(_hit_by_read, _hit_by),
    "missed_by": Filter(
        lambda v, s: v == "self" and s.get("of_attack") == "triggering", _missed_by
    ),
    "of_attack": Filter(_of_the_triggering_attack, _not_who),
    "target_of": Filter(_is("critical_hit"), _of_critical_hit),
    "triggering": Filter(_is(True), _triggered),
    "dying": Filter(_is(True), _dying),
    "sees": Filter(_is("self"), _sees),
    "visible": Filter(_is(True), _seen),
    "creature_type": Filter(lambda v, s: isinstance(v, str) and bool(v), _of_type),
}

# Filters that say which of a role's creatures they are, where or by what they did ("each
# creature" alone is not read: one of these must narrow it)
NARROWING = (
    "within", "adjacent_to", "marked_by", "in_area", "hit_by", "missed_by", "target_of",
    "triggering", "dying", "sees", "visible",
)  # fmt: skip


def followed(named: Any, filters: Any) -> bool:
    """Whether the creatures named ``named`` with ``filters`` are found here (by
    ``groups.each``): a role of :data:`ROLES` with filters each of which is read."""
    if named not in ROLES or not isinstance(filters, dict | None):
        return False
    role, said = ROLES[named], filters or {}
    if role.single and not role.alone and (not said or provisos.followed(said)):
        return False  # (the one creature ``Engine.who`` finds; "the enemy you hit")
    if named == THE_ALLY and said in ({}, ONE):
        return True  # ("the ally": the one the power is about, ``groups``)
    if not role.placed and not any(k in said for k in NARROWING):
        return False
    return all(k in FILTERS and FILTERS[k].reads(v, said) for k, v in said.items())


def found(
    engine: Engine, ctx: Ctx, named: str, said: dict[str, Any], down: Callable[[Combatant], bool]
) -> tuple[list[Combatant] | None, str]:
    """The creatures ``named`` with filters ``said`` names now, in initiative order (those
    down only if ``down`` lets them be), and why not when they cannot be told (None): a
    creature one filter rules out is none of them, whatever another cannot tell of it."""
    role = ROLES[named]
    among = role.among(engine, ctx)
    if among is None:
        return None, f"no {named.replace('_', ' ')} at hand"
    fits = []
    for who in among:
        if who.down and not down(who):
            continue
        tests = [FILTERS[key].test(engine, ctx, who, value, said) for key, value in said.items()]
        if any(test is False for test in tests):
            continue  # (not one of them, whatever the filters not known would say)
        if any(test is None for test in tests):
            return None, f"whether {who.name} is one of them ({said}) is not known"
        if all(tests):
            fits.append(who)
    if role.single and len(fits) > 1:
        return None, f"which of {', '.join(w.name for w in fits)} it is is not told"
    return fits, ""
