"""Events and dispatch: which reactions an event can trigger, found through an index.

Reactions are indexed by event name (a trigger on a dotted prefix such as ``forced`` is
found by every event below it, ``forced.push``) and, within a name, by an *anchor* when the
trigger pins a combatant down:

- ``target: self`` ("you are hit") is only looked up for events done to its owner;
- ``actor: self`` ("you become bloodied") only for events its owner does;
- ``actor: {adjacent_to: self}`` ("an enemy adjacent to you shifts", the opportunity
  attack) and ``actor: {within: N}`` only for owners within that many squares of the
  event's actor;
- ``target: ally`` ("an enemy hits an ally") only for owners on the target's side;
- anything else is in the event's general bucket.

An event therefore looks up a handful of buckets instead of scanning every reaction;
:meth:`Dispatcher.scan` is that naive scan, kept for the benchmark and as a test oracle.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from counterplay.runtime.combatant import Combatant
from counterplay.runtime.grid import Square, adjacent, distance
from counterplay.runtime.reaction import Reaction


@dataclass
class Event:
    """Something that happened (or is about to), at one break point of an action.

    ``actor`` does it, ``target`` has it done to them; ``where`` is the actor's square at
    the break point (for ``move.leave``, the square being left). ``depth`` is 0 for a
    scripted action and n for an event caused by a reaction at chain depth n.
    """

    name: str
    actor: Combatant | None
    target: Combatant | None = None
    qualifiers: dict[str, Any] = field(default_factory=dict)
    depth: int = 0
    where: Square | None = None

    @property
    def square(self) -> Square | None:
        if self.where is not None:
            return self.where
        return self.actor.position if self.actor is not None else None


@dataclass(eq=False)
class Bound:
    """A reaction owned by one combatant, with its tags and resolution mode under the ruleset."""

    id: int
    owner: Combatant
    reaction: Reaction
    tags: frozenset[str]
    mode: str
    events: tuple[str, ...]

    @property
    def label(self) -> str:
        return f"{self.owner.name}: {self.reaction.name}"


def prefixes(name: str) -> tuple[str, ...]:
    """``attack.hit`` -> (``attack.hit``, ``attack``): the keys a trigger may be filed under."""
    parts = name.split(".")
    return tuple(".".join(parts[:i]) for i in range(len(parts), 0, -1))


def _anchor(reaction: Reaction) -> tuple[str, int]:
    """Which bucket a trigger goes in, and for ``near`` the radius around the actor."""
    target = reaction.target or {}
    actor = reaction.actor or {}
    if target.get("role") == "self":
        return "target", 0
    if actor.get("role") == "self":
        return "actor", 0
    if actor.get("adjacent_to") == "self":
        return "near", 1
    if isinstance(actor.get("within"), int):
        return "near", int(actor["within"])
    if target.get("role") in ("ally", "self_or_ally"):
        return "side", 0
    return "general", 0


class Dispatcher:
    """The index of bound reactions by event name and anchor."""

    def __init__(self, aliases: dict[str, str] | None = None) -> None:
        self.aliases = aliases or {}
        self.all: list[Bound] = []
        self._general: dict[str, list[Bound]] = {}
        self._anchored: dict[tuple[str, str, str], list[Bound]] = {}
        self._keys: dict[str, tuple[str, ...]] = {}
        self._names: list[frozenset[str]] = []  # each registered reaction's event names
        self._radius: dict[str, int] = {}  # per event: the widest "near" radius filed

    def register(self, bound: Bound) -> None:
        self.all.append(bound)
        anchor, radius = _anchor(bound.reaction)
        names = frozenset(self.aliases.get(e, e) for e in bound.events)
        self._names.append(names)
        for event in sorted(names):
            if anchor == "general":
                self._general.setdefault(event, []).append(bound)
                continue
            who = bound.owner.side if anchor == "side" else bound.owner.name
            self._anchored.setdefault((anchor, event, who), []).append(bound)
            if anchor == "near":
                self._radius[event] = max(self._radius.get(event, 0), radius)

    def keys(self, name: str) -> tuple[str, ...]:
        found = self._keys.get(name)
        if found is None:
            found = self._keys[name] = prefixes(name)
        return found

    def candidates(self, event: Event, near: Callable[[Square, int], Iterable[str]]) -> list[Bound]:
        """The reactions whose trigger is filed under the event (index lookup).

        ``near(square, radius)`` names the combatants within ``radius`` squares of a square
        (from the occupancy map).
        """
        out: list[Bound] = []
        actor = event.actor.name if event.actor is not None else None
        target = event.target
        anchored = self._anchored
        around: dict[int, list[str]] = {}
        for key in self.keys(event.name):
            out.extend(self._general.get(key, ()))
            if target is not None:
                out.extend(anchored.get(("target", key, target.name), ()))
                out.extend(anchored.get(("side", key, target.side), ()))
            if actor is None:
                continue
            out.extend(anchored.get(("actor", key, actor), ()))
            radius = self._radius.get(key, 0)
            if radius:
                if radius not in around:
                    square = event.square
                    around[radius] = list(near(square, radius)) if square is not None else []
                for owner in around[radius]:
                    out.extend(anchored.get(("near", key, owner), ()))
        if len(out) > 1:  # a trigger filed under two prefixes of one event appears once
            out = list({id(b): b for b in out}.values())
            out.sort(key=lambda b: b.id)
        return out

    def scan(self, event: Event) -> list[Bound]:
        """The naive alternative: every reaction whose events cover this one."""
        keys = self.keys(event.name)
        return [
            b for b, names in zip(self.all, self._names, strict=True) if not names.isdisjoint(keys)
        ]


# -- trigger matching --------------------------------------------------------------------


def _is(role: str, who: Combatant, owner: Combatant) -> bool:
    if role == "self":
        return who is owner
    if role == "ally":
        return who is not owner and who.side == owner.side
    if role == "enemy":
        return who.side != owner.side
    if role == "self_or_ally":
        return who.side == owner.side
    return role == "creature"


def selector_reason(
    selector: dict[str, Any] | None,
    who: Combatant | None,
    owner: Combatant,
    where: Square | None,
    everyone: Iterable[Combatant],
    what: str,
) -> str | None:
    """Why ``who`` does not fit ``selector`` (None when it does); ``what`` is actor/target."""
    if selector is None:
        return None
    if who is None:
        return f"the event has no {what}"
    role = selector.get("role", "creature")
    if role == "named":
        if who.name != selector.get("name"):
            return f"the {what} is not {selector.get('name')}"
    elif not _is(role, who, owner):
        return f"the {what} ({who.name}) is not {_ROLE_WORDS.get(role, role)}"
    square = where if where is not None else who.position
    near = selector.get("adjacent_to")
    if near is not None:
        if near == "self":
            if not adjacent(square, owner.position):
                return f"the {what} ({who.name}) is not adjacent to {owner.name}"
        elif not any(
            o is not who and not o.down and _is(near, o, owner) and adjacent(square, o.position)
            for o in everyone
        ):
            return f"the {what} ({who.name}) is not adjacent to {_ROLE_WORDS.get(near, near)}"
    within = selector.get("within")
    if within is not None and distance(square, owner.position) > within:
        return f"the {what} ({who.name}) is not within {within} squares"
    marked_by = selector.get("marked_by")
    if marked_by is not None:
        marks = [c.source for c in who.conditions if c.name == "marked"]
        if marked_by == "self" and owner.name not in marks:
            return f"the {what} ({who.name}) is not marked by {owner.name}"
    bloodied = selector.get("bloodied")
    if bloodied is not None and who.bloodied != bloodied:
        return f"the {what} ({who.name}) is {'not ' if bloodied else ''}bloodied"
    return None


_ROLE_WORDS = {
    "self": "you",
    "ally": "an ally",
    "enemy": "an enemy",
    "self_or_ally": "you or an ally",
    "creature": "a creature",
}


def qualifier_reason(wanted: dict[str, Any], have: dict[str, Any]) -> str | None:
    """Why the event's qualifiers do not satisfy the trigger's (None when they do).

    A list in the trigger means alternatives; a list in the event (keywords) must share one.
    """
    for key, value in wanted.items():
        if key not in have:
            return f"the event is not {key}={value}"
        got = have[key]
        options = value if isinstance(value, list) else [value]
        values = got if isinstance(got, list) else [got]
        if not any(v in options for v in values):
            return f"{key} is {got}, not {value}"
    return None


def trigger_reason(bound: Bound, event: Event, everyone: Sequence[Combatant]) -> str | None:
    """Why the bound reaction's trigger does not match the event (None when it matches)."""
    reaction = bound.reaction
    found = selector_reason(
        reaction.actor, event.actor, bound.owner, event.where, everyone, "actor"
    ) or selector_reason(reaction.target, event.target, bound.owner, None, everyone, "target")
    if found:
        return found
    return qualifier_reason(reaction.qualifiers, event.qualifiers)
