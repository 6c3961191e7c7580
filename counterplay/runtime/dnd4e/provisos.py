"""Whether an op's ``if`` holds: "If the attack hits, ...", "... if the target is bloodied".

The effect grammar writes an op's condition as a short phrase (docs/phrases.md): an
attack's outcome (``hit``, ``miss``), a saving throw's (``save``, ``success``, ``failure``:
of the last one the power made, ``Ctx.saved``), whom the triggering attack is against
(``self_target``: "If you are the target", ``ally_target``) or a creature's state
(``target bloodied``, ``self prone``, ``not target bloodied``). A phrase this module
reads is judged when the op is carried out (:func:`judge`); any other (``target dragon``:
creature types are not modelled; ``milestone``; ``roll_3_or_higher``) is recorded as not
simulated through ``followed.unfollowed``, never done whatever it says.

The outcome is that of the attack the power resolving the op made against the op's
creature: its own attack (its Hit and Miss and Effect lines), or one an earlier op of the
same effect made ("You make a melee basic attack ... If the attack hits, ..."). With no
such attack ("If the triggering attack hits" is ``of_attack``, not followed), it cannot
be told, and the op is not simulated.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e.combatant import Combatant

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# "If the attack hits" / "misses": whether the attack against the op's creature hit
OUTCOMES: dict[str, bool] = {"hit": True, "miss": False}

# "If you save", "On a save", "If the target failed the saving throw": whether the last
# saving throw the power made (its ``save`` op, or the reroll of one) was a save
SAVES: dict[str, bool] = {"save": True, "success": True, "failure": False}

# The ops whose outcome "success" and "failure" may be said of besides a saving throw's
# ("Make an Athletics check. If you succeed, ..."): after one, neither is told
_OTHER_ROLLS = ("skill_check",)

# The conditions of 4E (Player's Handbook, Appendix "Conditions"; and the states powers
# give as conditions), which a creature has or not: "if the target is slowed"
CONDITIONS_4E = frozenset(
    (
        "blinded",
        "dazed",
        "deafened",
        "dominated",
        "grabbed",
        "helpless",
        "immobilized",
        "insubstantial",
        "invisible",
        "marked",
        "petrified",
        "prone",
        "restrained",
        "slowed",
        "stunned",
        "surprised",
        "unconscious",
        "weakened",
    )
)


def _has(name: str) -> Callable[[Combatant], bool]:
    return lambda who: who.has(name)


# A creature's states: bloodied (the runtime keeps it as hit points), or a condition
STATES: dict[str, Callable[[Combatant], bool]] = {
    "bloodied": lambda who: who.bloodied,
    **{name: _has(name) for name in CONDITIONS_4E},
}

# The creatures a state may be said of (``Engine.who``)
CREATURES = ("self", "target", "triggering")


# "If you are the target", "If an ally is the target" (of the triggering attack): whom the
# triggering attack is against, told by the triggering event when it is one of an
# attack's (``attack.target``, ``attack.roll``, its hit or miss), by phrase: whether it is
# the user, or an ally of the user's
TRIGGERING_TARGET: dict[str, Callable[[Combatant, Combatant], bool]] = {
    "self_target": lambda target, user: target is user,
    "ally_target": lambda target, user: target is not user and target.side == user.side,
}

# The events of an attack, whose target is the attack's
_ATTACK_EVENTS = ("attack.target", "attack.roll", "attack.hit", "attack.miss", "attack.critical")


def _parts(said: Any) -> tuple[bool, list[str]] | None:
    """(negated, words) of a phrase, or None when it is no phrase."""
    if not isinstance(said, str):
        return None
    words = said.split()
    negated = bool(words) and words[0] == "not"
    return negated, words[1:] if negated else words


def readable(said: Any) -> bool:
    """Whether this module reads the ``if`` phrase ``said`` (an outcome or a state)."""
    parts = _parts(said)
    if parts is None:
        return False
    _, words = parts
    if len(words) == 1:
        return words[0] in OUTCOMES or words[0] in SAVES or words[0] in TRIGGERING_TARGET
    return len(words) == 2 and words[0] in CREATURES and words[1] in STATES


def judge(engine: Engine, op: dict[str, Any], ctx: Ctx) -> tuple[bool | None, str]:
    """Whether ``op``'s readable ``if`` holds now: (True or False, what was found), or
    (None, why it cannot be told) when the creature or the attack is not at hand."""
    parts = _parts(op.get("if"))
    assert parts is not None and readable(op.get("if"))  # (``unfollowed`` checked it)
    negated, words = parts
    if len(words) == 1 and words[0] in SAVES:
        held, said = _saved(ctx, words[0])
    elif len(words) == 1 and words[0] in TRIGGERING_TARGET:
        held, said = _triggering_target(ctx, words[0])
    elif len(words) == 1:
        held, said = _outcome(engine, op, ctx, words[0])
    else:
        who = engine.who(ctx, words[0], harmed=False, ally=False)
        if who is None:
            return None, f"no {words[0]} to be {words[1]}"
        state = STATES[words[1]](who)
        held, said = state, f"{who.name} is {'' if state else 'not '}{words[1]}"
    if held is None:
        return None, said
    return held != negated, said


def _outcome(engine: Engine, op: dict[str, Any], ctx: Ctx, wanted: str) -> tuple[bool | None, str]:
    """Whether "the attack" had the ``wanted`` outcome: the one attack this power made, or
    of several (a burst's targets), the one against the op's creature; None when it made
    none ("If the attack misses, you teleport 3 squares": the attack's, not yours)."""
    outcomes = ctx.outcomes
    hit: bool | None
    if op.get("of_attack") == "triggering":
        return _triggering_outcome(ctx, wanted, op.get("attack_against"), op.get("attack_by"))
    if len(outcomes) == 1:
        ((name, hit),) = outcomes.items()
    else:
        named = op.get("target") if "target" in op else op.get("who")
        who = engine.who(ctx, named or "target", harmed=False, ally=False)
        name = who.name if who is not None else ""
        hit = outcomes.get(name)
    if hit is None:
        return None, "no attack of this power whose outcome it waits for"
    return hit == OUTCOMES[wanted], f"the attack against {name} {'hit' if hit else 'missed'}"


def _triggering_target(ctx: Ctx, wanted: str) -> tuple[bool | None, str]:
    """Whether the triggering attack is against whom ``wanted`` says (the user, an ally);
    None when the triggering event is no attack's."""
    event = ctx.event
    if event is None or event.name not in _ATTACK_EVENTS or event.target is None:
        when = event.name if event is not None else "no triggering event"
        return None, f"the triggering attack's target is not known at {when}"
    held = TRIGGERING_TARGET[wanted](event.target, ctx.user)
    return held, f"the triggering attack is against {event.target.name}"


def _saved(ctx: Ctx, wanted: str) -> tuple[bool | None, str]:
    """Whether the last saving throw this power made had the ``wanted`` outcome; None when
    it made none, or a check came after it (whose success it may be)."""
    last_save = max((i for i, op in enumerate(ctx.earlier) if op.get("op") in _SAVING), default=-1)
    if any(op.get("op") in _OTHER_ROLLS for op in ctx.earlier[last_save + 1 :]):
        return None, "a check's outcome is not known"
    if ctx.saved is None:
        return None, "no saving throw of this power whose outcome it waits for"
    return ctx.saved == SAVES[wanted], f"the saving throw {'saved' if ctx.saved else 'failed'}"


# The ops that make a saving throw
_SAVING = ("save", "reroll")


# The events that tell a triggering attack's outcome: whether it hit
_OUTCOME_EVENTS = {"attack.hit": True, "attack.miss": False}


def _triggering_outcome(
    ctx: Ctx, wanted: str, against: Any = None, by: Any = None
) -> tuple[bool | None, str]:
    """ "If the triggering attack hits": told by the triggering event, when it is the hit or
    the miss (an interrupt at the attack's roll comes before either is known); "... misses
    you" (``against: self``) holds only of its hit or miss against the user, "If you hit
    with the triggering attack" (``by: self``) only of the user's own attack."""
    event = ctx.event
    hit = _OUTCOME_EVENTS.get(event.name) if event is not None else None
    if event is None or hit is None:
        when = event.name if event is not None else "no triggering event"
        return None, f"the triggering attack's outcome is not known at {when}"
    if by == "self" and event.actor is not ctx.user:
        whose = event.actor.name if event.actor is not None else "no one"
        return False, f"the triggering attack was {whose}'s, not {ctx.user.name}'s"
    if against == "self" and event.target is not ctx.user:
        whom = event.target.name if event.target is not None else "no one"
        return False, f"the triggering attack was against {whom}, not {ctx.user.name}"
    return hit == OUTCOMES[wanted], f"the triggering attack {'hit' if hit else 'missed'}"


def _hit_by_user(engine: Engine, ctx: Ctx, who: Combatant) -> bool | None:
    """Whether the user hit ``who`` ("the enemy you hit"): with the attack this power
    made, or the one that triggered it; None when neither tells."""
    if who.name in ctx.outcomes:
        return ctx.outcomes[who.name]
    event = ctx.event
    if event is None or event.name not in _OUTCOME_EVENTS or event.actor is not ctx.user:
        return None
    return event.target is who and _OUTCOME_EVENTS[event.name]


# Filters of the creature an op names that are judged when it happens ("The enemy you hit
# is dazed": ``hit_by: self``), by the filter and its value
CREATURE_FILTERS: dict[tuple[str, str], Callable[[Engine, Ctx, Combatant], bool | None]] = {
    ("hit_by", "self"): _hit_by_user,
}


def followed(filters: Any) -> bool:
    """Whether every filter of a creature an op names is one of :data:`CREATURE_FILTERS`."""
    return isinstance(filters, dict) and all(
        isinstance(v, str) and (k, v) in CREATURE_FILTERS for k, v in filters.items()
    )


def creature_fits(engine: Engine, op: dict[str, Any], ctx: Ctx) -> tuple[bool | None, str]:
    """Whether the creatures ``op`` names fit their filters (:data:`CREATURE_FILTERS`):
    (True or False, what was found), or (None, why it cannot be told)."""
    for key in ("target", "who"):
        for (name, value), check in CREATURE_FILTERS.items():
            if (op.get(f"{key}_filters") or {}).get(name) != value:
                continue
            who = engine.who(ctx, op.get(key), harmed=False, ally=False)
            fits = check(engine, ctx, who) if who is not None else None
            if who is None or fits is None:
                return None, f"whether the {op.get(key)} creature is {name} {value} is not known"
            if not fits:
                return False, f"{who.name} is not {name.replace('_', ' ')} {value}"
    return True, ""


# The ops that make an attack, which "Before the attack" and "After the attack is resolved"
# are said of
ATTACK_OPS = ("attack", "basic_attack")


def _attack_ahead(ctx: Ctx, later: tuple[dict[str, Any], ...]) -> bool:
    """An attack of this power is still to come: a later op's, or the power's own."""
    return ctx.attack_ahead or any(op.get("op") in ATTACK_OPS for op in later)


# When an op happens, by its ``at`` (the others are not followed): whether that moment is
# now, given the ops after it (``Engine.ops`` puts the "before" ones ahead of the attack)
TIMINGS: dict[str, Callable[[Ctx, tuple[dict[str, Any], ...]], bool]] = {
    "before_attack": _attack_ahead,
    "after_attack": lambda ctx, later: bool(ctx.outcomes) and not _attack_ahead(ctx, later),
}

# What each timing waits for, said when it is not at hand
_WAITS_FOR = {
    "before_attack": "no attack of this power follows",
    "after_attack": "no attack of this power is resolved",
}


def timing(op: dict[str, Any], ctx: Ctx, later: tuple[dict[str, Any], ...]) -> str | None:
    """Why ``op``'s ``at`` (one of :data:`TIMINGS`) is not now, or None when it is."""
    at = op.get("at")
    if at is None or TIMINGS[at](ctx, later):
        return None
    return f"when it happens ({at}): {_WAITS_FOR[at]}"


def before_attacks(ops: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
    """``ops`` with those said "Before the attack" ahead of the first op that attacks
    ("You make a melee basic attack against the target. Before the attack, you shift 2
    squares": the shift first)."""
    first = next((i for i, op in enumerate(ops) if op.get("op") in ATTACK_OPS), None)
    if first is None:
        return ops
    ahead = [op for op in ops[first + 1 :] if op.get("at") == "before_attack"]
    rest = [op for op in ops[first:] if not any(op is moved for moved in ahead)]
    return (*ops[:first], *ahead, *rest)
