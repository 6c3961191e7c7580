"""Trigger matching: does a bound reaction's trigger fit an event, and if not, why.

A power fires when *any* of its parts fits (its own trigger, then each ``either`` part,
docs/phrases.md). A part fits an event when one of its events covers the event's name (a
dotted prefix covers every event below it), its actor and target selectors fit, and the
qualifiers it asks of that event (shared ``qualifiers`` plus the event's own
``qualifiers_by_event``) hold.

What the engine can judge is data: :data:`QUALIFIERS` says, for every qualifier key the
grammar writes, how it is judged (``match_selectors.FILTERS`` the same for selector
filters). A key the engine does not model is judged *cannot tell*: the trigger does not fit
and the reason names the key, so a reaction never fires more often than its text says. A
key is *ignored* only where the table says why that does not widen the trigger in the
engine's world.

Each bound reaction's trigger is compiled the first time it is judged (:func:`compiled`):
the checks its selectors and qualifiers say, in the order their reasons are given, so an
event pays only for what the trigger asks, and a reason is worded only when a check fails.

Whether a creature fits an actor or target selector, or the creature a qualifier names
with its own filters (``<key>_filters``), is judged by :mod:`.match_selectors`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from counterplay.runtime.dispatch import prefixes
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.grid import Square, distance
from counterplay.runtime.dnd4e.match_roles import fast_judge
from counterplay.runtime.dnd4e.match_selectors import (
    FILTERS_SUFFIX,
    Cannot,
    cannot_tell,
    compile_selector,
    is_one,
    judged_with_its_creature,
    one_adjacent,
)
from counterplay.runtime.dnd4e.match_shared import shared
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.events import Bound, Event
from counterplay.runtime.parties import ROLE_WORDS, role_words
from counterplay.runtime.reaction import Part, Reaction, whole
from counterplay.runtime.trace import either, shown

# How a qualifier key is judged:
#   fact   - equal to (one of) the value(s) the engine records on the event; an event that
#            does not record it cannot tell
#   engine - a fact only the rulesets' own triggers use; an event without it does not fit
#   role   - the creature(s) the engine records under the key on the event fit a role
#   place  - where the event's actor is (or ends its movement) relative to a role / range
#   owner  - the reacting creature's own state ("while you are bloodied")
#   ignore - true of everything the engine simulates (the reason says why)
#   dislike - a creature's dislike of a roll's result: a player's choice the engine asks
#            (runtime/dnd4e/dislikes.py), once the rest of the trigger fits
#   cannot - not modelled: the trigger does not fit, and the trace says so
# A key missing from the table is judged ``cannot``.
QUALIFIERS: dict[str, tuple[str, str]] = {
    "attack_kind": ("fact", "melee/ranged/area/close from the power's range"),
    "keywords": ("fact", "the power's keywords"),
    "keywords_all": ("fact", "the power's keywords: every one of them (a fact of each)"),
    "power_kind": ("fact", "the power's usage: at-will/encounter/daily"),
    "basic": ("fact", "a basic attack (R000-35)"),
    "opportunity": ("fact", "an opportunity attack"),
    "charge": ("fact", "the engine has no charge action: always false"),
    "critical": ("fact", "a natural 20 (not a scripted hit or miss) or a scripted critical"),
    "weapon": ("fact", "a weapon power (each combatant wields one weapon)"),
    "implement": ("fact", "an implement power (each combatant wields one implement)"),
    "power": ("fact", "the power's name"),
    "utility": ("fact", "power.use: a power with no attack (false: an attack power)"),
    "defense": ("fact", "the defense the attack targets"),
    "roll": ("fact", "the natural d20 of attack.roll and save.roll"),
    "first_time": (
        "fact",
        "bloodied: the first time in the encounter; turn.start: the actor's first turn",
    ),
    # the engine records how each turn went (walked, shifted or ran: not forced or teleported)
    "attacked_this_turn": ("fact", "turn.end: the actor made an attack during the turn"),
    "moved_this_turn": ("fact", "turn.end: the actor walked, shifted or ran during the turn"),
    "condition": ("fact", "condition.gain, save.*: the condition"),
    "skill": ("fact", "skill.check: the check's skill"),
    "from_attack": ("fact", "damage and what follows it: dealt by an attack"),
    "damage_types": ("fact", "damage.take: the damage op's types"),
    "ongoing": ("fact", "damage.take: ongoing damage, dealt at the start of its bearer's turn"),
    "save_can_end": ("fact", "condition.gain: duration save_ends; save.*: always"),
    "shift": ("fact", "movement: a shift"),
    "willing": ("fact", "movement: not forced"),
    # The engine's own facts, used by the rulesets' universal powers:
    "provokes": (
        "engine",
        "movement: walking or running, not a shift or forced (R001-14, R001-18)",
    ),
    "forced": ("engine", "movement: forced (R001-16..18)"),
    "mode": ("engine", "movement: move, shift, run, double_move, push, pull, slide"),
    "double": (
        "engine",
        "the whole move event: a move substituted for the standard action (R003-02)",
    ),
    "by": ("role", "who caused an event with no target"),
    "turn": ("role", "whose turn it is"),
    "excludes": ("role", "an attack none of whose targets fits"),
    "includes": ("role", "an attack one of whose targets fits"),
    "adjacent_to": ("place", "where the actor is or ends its movement"),
    "not_adjacent_to": ("place", "where the actor is or ends its movement"),
    "within": ("place", "where the actor is or ends its movement"),
    "away_from": ("place", "a movement ending farther away than it started"),
    "closer_to": ("place", "a movement ending closer than it started"),
    "from_adjacent_to": ("place", "where a movement started"),
    "from_within": ("place", "where a movement started"),
    "owner_bloodied": ("owner", "the reactor is bloodied"),
    "owner_condition": ("owner", "the reactor has the condition"),
    "owner_adjacent_to": ("owner", "the reactor is adjacent to the role"),
    "owner_not_adjacent_to": ("owner", "the reactor is not adjacent to the role"),
    "would": (
        "ignore",
        "the engine resolves interrupts at the break point, before the outcome: "
        "'would hit you' is when attack.hit is dispatched",
    ),
    "effect": ("ignore", "every condition the engine applies comes from a power's effect"),
    "teleport": (
        "ignore",
        "false only ('moves without teleporting'): a teleport is its own event, never a move",
    ),
    "item_kind": (
        "ignore",
        "what the item the power belongs to is ('using this holy symbol'): true of that item",
    ),
    "extra_action": ("ignore", "an action point always buys an extra action (R001-09)"),
    "dislike_result": (
        "dislike",
        "the roller dislikes its roll's result (attack, saving throw, damage roll): its choice",
    ),
    "disliked_by": ("dislike", "the reactor (self) dislikes anyone's roll's result: its choice"),
    # Not judged, knowingly (cannot tell): the owner's states the engine does not model
    # (`owner_state`: cover, concealment, beast_form, in_area, raging, charging, grabbing,
    # temporary_hit_points, no_healing_surges, and ongoing_damage beside them; `owner_not_state`;
    # `owner_not_condition`: dying and unconsciousness are hit points, not conditions, in the
    # engine; `owner_hidden_from`; `owner_grants_combat_advantage_to`), and places named by a
    # conjuration (`within_of`, `square_of`, `from_square_of`), `farther_than_turn_start`
    # (turn.end is no movement), `in_range` of a movement's square.
}

# -- turns, rounds, history, resources -----------------------------------------------------
# Judged above: first_time on turn.start, attacked_this_turn and moved_this_turn on
# turn.end. Not modelled, so "cannot tell" (left out of the table on purpose):
# turn_distance_min (the turn's movement so far),
# not_at (when a saving throw is made is not on save.roll), result_lower_than / result_highest (the
# script gives the initiative order; no initiative is rolled), surprise (no round.start),
# from_action_point, nth_time, attacked_this_encounter / owner_attacked_this_encounter,
# not_used_this_round / owner_not_used_this_round, bonus_type; the filter
# attacked_since_last_turn. The events power_points.zero, surge.grant, bonus.grant and
# round.start are never dispatched.


# A compiled check of one qualifier: the event, the owner, everyone -> why not (None: fits).
QualifierStep = Callable[[Event[Combatant], Combatant, Sequence[Combatant]], str | None]
# The engine's question whether a creature dislikes the result of the roll an event is:
# why not (None: it does); ``dislikes.judged``. Without it, "cannot tell".
Dislike = Callable[[Combatant, Event[Combatant]], str | None]
# A trigger's check of one event name: the event, the owner, everyone, the dislike -> why not.
Judge = Callable[[Event[Combatant], Combatant, Sequence[Combatant], Dislike | None], str | None]
# Who judges a ``dislike`` qualifier: the event's actor (the roller) or the owner, by key
# and value; any other value cannot tell
_DISLIKERS: dict[tuple[str, Any], str] = {
    ("dislike_result", True): "actor",
    ("disliked_by", "self"): "owner",
}


def place_of(event: Event[Combatant]) -> Square | None:
    """Where the event happens: the place it gives, else where its actor stands."""
    if event.where is not None:
        where: Square = event.where
        return where
    return event.actor.position if event.actor is not None else None


def _same(value: Any) -> Any:
    # Rolls are written "20" in the IR and counted 20 by the engine.
    return str(value) if whole(value) else value


def _fact_step(key: str, value: Any) -> QualifierStep:
    options = [_same(v) for v in (value if isinstance(value, list) else [value])]
    wanted = either(value)

    def step(
        event: Event[Combatant], owner: Combatant, everyone: Sequence[Combatant]
    ) -> str | None:
        have = event.qualifiers
        if key not in have:
            return f"cannot tell: the engine does not record {key!r} on {event.name}"
        got = have[key]
        values = got if isinstance(got, list) else [got]
        if not any(_same(v) in options for v in values):
            return f"{key} is {shown(got)}, not {wanted}"
        return None

    return step


class _Said:
    """Who reacts, everyone there, and the filters of the creature a qualifier names."""

    def __init__(
        self, owner: Combatant, everyone: Sequence[Combatant], filters: dict[str, Any] | None
    ) -> None:
        self.owner, self.everyone, self.filters = owner, everyone, filters

    def fits(self, role: str, who: Combatant) -> bool:
        return is_one(role, self.filters, who, self.owner, self.everyone)


def _role(key: str, value: Any, event: Event[Combatant], how: _Said) -> str | None:
    party = "targets" if key in ("excludes", "includes") else key
    if party not in event.parties:
        return f"cannot tell: the engine does not record {key!r} on {event.name}"
    found = event.parties[party]
    roles = value if isinstance(value, list) else [value]
    if key in ("excludes", "includes"):
        hit = any(how.fits(r, t) for t in found for r in roles)
        if hit == (key == "excludes"):
            return (
                f"{key}: the attack {'includes' if hit else 'does not include'} {role_words(value)}"
            )
        return None
    if found is None or not any(how.fits(r, found) for r in roles):
        name = found.name if found is not None else "nobody"
        return f"{key} is {name}, not {role_words(value)}"
    return None


def _place(key: str, value: Any, event: Event[Combatant], how: _Said) -> str | None:
    owner = how.owner
    here = place_of(event)
    start, end = event.path if event.path is not None else (here, here)
    if key in ("away_from", "closer_to", "from_adjacent_to", "from_within") and (
        event.path is None
    ):
        return f"cannot tell: {event.name} is not a movement, so {key!r} cannot be judged"
    if start is None or end is None or not isinstance(value, str | int):
        return f"cannot tell: {event.name} has no place for {key!r}"
    # At one square's break point (move.leave, move.enter) the actor is where the event
    # says: leaving a square is judged on the square left; the whole movement on its end.
    at: Square = event.where if event.where is not None else end
    actor = event.actor
    if key in ("within", "from_within"):
        square = at if key == "within" else start
        if not isinstance(value, int) or distance(square, owner.position) > value:
            return f"{key}: not within {value} squares of {owner.name}"
        return None
    role = str(value)
    if role not in ROLE_WORDS:  # "adjacent to the anomaly": a thing the engine does not place
        return f"cannot tell: {key} {role!r} names something the engine does not place"
    if key in ("adjacent_to", "not_adjacent_to", "from_adjacent_to"):
        square = start if key == "from_adjacent_to" else at
        near = one_adjacent(square, role, None, actor, owner, how.everyone, how.filters)
        if near == (key == "not_adjacent_to"):
            return f"{key}: {'' if near else 'not '}adjacent to {role_words(role)}"
        return None
    others = [owner] if role == "self" else [o for o in how.everyone if how.fits(role, o)]
    if key == "away_from":
        ok = any(distance(end, o.position) > distance(start, o.position) for o in others)
    else:
        ok = any(distance(end, o.position) < distance(start, o.position) for o in others)
    return None if ok else f"the movement does not end {key.replace('_', ' ')} {role_words(role)}"


def _owner(key: str, value: Any, how: _Said) -> str | None:
    owner = how.owner
    if key == "owner_bloodied":
        ok = owner.bloodied == value
    elif key == "owner_condition":
        ok = any(owner.has(c) for c in (value if isinstance(value, list) else [value]))
    elif str(value) not in ROLE_WORDS:  # "while your spirit companion is adjacent to you"
        return f"cannot tell: {key} {value!r} names something the engine does not place"
    else:
        near = one_adjacent(
            owner.position, str(value), None, owner, owner, how.everyone, how.filters
        )
        ok = near == (key == "owner_adjacent_to")
    return None if ok else f"{key}={value} does not hold for {owner.name}"


# How each kind of qualifier (:data:`QUALIFIERS`) is judged, once the event is known.
_JUDGED_BY: dict[str, Callable[[str, Any, Event[Combatant], _Said], str | None]] = {
    "role": _role,
    "place": _place,
    "owner": lambda key, value, event, said: _owner(key, value, said),
}


def _qualifier_step(key: str, value: Any, filters: dict[str, Any] | None) -> QualifierStep | None:
    """One qualifier as a check (None when the table says it is true of everything)."""
    how = QUALIFIERS.get(key, ("cannot", ""))[0]
    if how == "ignore":
        return None
    if key == "keywords_all":  # "a primal cold power": each keyword a fact of its own
        words = value if isinstance(value, list) else [value]
        facts = [_fact_step("keywords", word) for word in words]
        return lambda event, owner, everyone: next(
            (why for fact in facts if (why := fact(event, owner, everyone))), None
        )
    if how in ("fact", "engine"):
        fact = _fact_step(key, value)
        if how == "fact":
            return fact
        missing = f"the event is not {key}={either(value)}"
        return lambda event, owner, everyone: (
            fact(event, owner, everyone) if key in event.qualifiers else missing
        )
    judge = _JUDGED_BY.get(how)
    if judge is None:
        cannot = cannot_tell(key, "the qualifier")
        return lambda event, owner, everyone: cannot
    return lambda event, owner, everyone: judge(key, value, event, _Said(owner, everyone, filters))


def _compile_qualifiers(wanted: dict[str, Any]) -> list[QualifierStep]:
    """The qualifiers a trigger asks of its event as checks, in their written order.

    A list in the trigger means alternatives; a list in the event (keywords) must share one.
    """
    steps = [
        _qualifier_step(key, value, wanted.get(key + FILTERS_SUFFIX))
        for key, value in wanted.items()
        if not judged_with_its_creature(key, wanted)
        and QUALIFIERS.get(key, ("cannot", ""))[0] != "dislike"
    ]
    return [step for step in steps if step is not None]


def _compile_dislikes(wanted: dict[str, Any]) -> list[str]:
    """Who must dislike the roll's result (``actor`` / ``owner``: :data:`_DISLIKERS`), or
    why it cannot be told, for each ``dislike`` qualifier the trigger asks."""
    return [
        (_DISLIKERS.get((key, value)) if type(value) in (bool, str) else None)
        or cannot_tell(f"{key}={value!r}", "the qualifier")
        for key, value in wanted.items()
        if QUALIFIERS.get(key, ("cannot", ""))[0] == "dislike"
    ]


def _disliked(
    dislikers: list[str], event: Event[Combatant], owner: Combatant, dislike: Dislike | None
) -> str | None:
    """Why the roll's result is not disliked by those the trigger names (None: it is),
    asked of the engine (``dislike``) only once the rest of the trigger fits."""
    for said in dislikers:
        if said not in ("actor", "owner"):
            return said
        who = event.actor if said == "actor" else owner
        if who is None:
            return f"cannot tell: {event.name} has no roller"
        if dislike is None:
            return f"cannot tell: whether {who.name} dislikes the result is asked by the engine"
        why = dislike(who, event)
        if why is not None:
            return why
    return None


def _first_reason(
    steps: list[QualifierStep],
    event: Event[Combatant],
    owner: Combatant,
    everyone: Sequence[Combatant],
) -> str | None:
    for step in steps:
        try:
            found = step(event, owner, everyone)
        except Cannot as cannot:
            found = str(cannot)
        if found:
            return found
    return None


class _PartCheck:
    """One part of a trigger (its own, or an ``either`` part), compiled."""

    def __init__(self, part: Part, reach: int, aliases: dict[str, str]) -> None:
        self.events = tuple((aliases.get(e, e), e) for e in part.events)
        self.actor = compile_selector(part.actor, "actor", reach)
        self.target = compile_selector(part.target, "target", reach)
        self.qualifiers = {name: _compile_qualifiers(part.wanted(name)) for name in part.events}
        self.dislikes = {name: _compile_dislikes(part.wanted(name)) for name in part.events}
        self.unqualified = not any(self.qualifiers.values()) and not any(self.dislikes.values())
        # the commonest part, unqualified with role-only selectors ("an enemy hits you",
        # "an enemy adjacent to you"), is judged in one call (:mod:`.match_roles`)
        self.reason: Callable[..., str | None] = self.judged
        self.fast: Judge | None = fast_judge(part) if self.unqualified else None
        if self.fast is not None:
            fast = self.fast
            self.reason = lambda names, *judged: fast(*judged)

    def judged(
        self,
        names: tuple[str, ...],
        event: Event[Combatant],
        owner: Combatant,
        everyone: Sequence[Combatant],
        dislike: Dislike | None = None,
    ) -> str | None:
        """Why the part, filed under the event's ``names``, does not fit it (a creature's
        dislike of the roll asked last, :func:`_disliked`)."""
        if self.actor is not None:
            found = self.actor(event.actor, owner, event.where, everyone)
            if found:
                return found
        if self.target is not None:
            found = self.target(event.target, owner, None, everyone)
            if found:
                return found
        if self.unqualified:
            return None
        first: str | None = None
        for name in names:  # the part fits if the qualifiers of any of its events hold
            found = _first_reason(self.qualifiers[name], event, owner, everyone)
            if found is None:
                found = _disliked(self.dislikes[name], event, owner, dislike)
            if found is None:
                return None
            first = first or found
        return first


class TriggerCheck:
    """A reaction's trigger compiled once: its parts' checks, and which parts each event
    name is filed under."""

    def __init__(self, reaction: Reaction, aliases: dict[str, str] | None) -> None:
        self.aliases = aliases
        reach = (reaction if isinstance(reaction, Power) else Power.of(reaction)).reach
        self.parts = [_PartCheck(part, reach, aliases or {}) for part in reaction.parts]
        self.elsewhere = f"the trigger is on {'/'.join(reaction.events)}, not "
        self._filed: dict[str, list[tuple[_PartCheck, tuple[str, ...]]]] = {}
        self.judges: dict[str, Judge] = {}  # per event name: its check (:meth:`judge`)

    def filed(self, name: str) -> list[tuple[_PartCheck, tuple[str, ...]]]:
        """The parts whose events cover the event ``name``, each with those events."""
        found = self._filed.get(name)
        if found is None:
            keys = prefixes(name)
            found = []
            for part in self.parts:
                names = tuple(e for aliased, e in part.events if aliased in keys)
                if names:
                    found.append((part, names))
            self._filed[name] = found
        return found

    def judge(self, name: str) -> Judge:
        """The check of the event ``name``, made once per name (:attr:`judges`): when one
        part covers it (the commonest), that part's check with its events bound in."""
        found = self.judges.get(name)
        if found is None:
            filed = self.filed(name)
            if len(filed) == 1:
                part, names = filed[0]
                found = part.fast or partial(part.judged, names)
            else:
                found = partial(self._parts_reason, filed)
            self.judges[name] = found
        return found

    def _parts_reason(
        self,
        filed: list[tuple[_PartCheck, tuple[str, ...]]],
        event: Event[Combatant],
        owner: Combatant,
        everyone: Sequence[Combatant],
        dislike: Dislike | None,
    ) -> str | None:
        """Any part that fits fires; else the first part's reason (or none covers it)."""
        first: str | None = None
        for part, names in filed:
            why = part.reason(names, event, owner, everyone, dislike)
            if why is None:
                return None
            first = first or why
        return first if first is not None else self.elsewhere + event.name


def compiled(bound: Bound[Combatant], aliases: dict[str, str] | None = None) -> TriggerCheck:
    """The bound reaction's trigger compiled, once: kept on the bound reaction, and shared
    with every reaction whose trigger is equal (:mod:`.match_shared`)."""
    check = bound.judge
    if not isinstance(check, TriggerCheck) or check.aliases is not aliases:
        power = Power.of(bound.reaction)
        check = bound.judge = shared(power, power.reach, aliases, TriggerCheck)
    return check


def trigger_reason(
    bound: Bound[Combatant],
    event: Event[Combatant],
    everyone: Sequence[Combatant],
    aliases: dict[str, str] | None = None,
    dislike: Dislike | None = None,
) -> str | None:
    """Why the bound reaction's trigger does not match the event (None when it matches).

    Any part that fits fires the power; otherwise the reason of the first part whose events
    cover the event is given. The trigger is compiled the first time it is judged
    (:func:`compiled`), so an event pays only for the checks the trigger says. ``dislike``
    is the engine's question whether a creature dislikes a roll's result (without it, a
    trigger that asks is "cannot tell").
    """
    # every candidate of every event is judged here: the compiled check and its judge of
    # the event's name are read without a call when they are made already (the usual case)
    check = bound.judge
    if not isinstance(check, TriggerCheck) or check.aliases is not aliases:
        check = compiled(bound, aliases)
    judge = check.judges.get(event.name)
    if judge is None:
        judge = check.judge(event.name)
    return judge(event, bound.owner, everyone, dislike)
