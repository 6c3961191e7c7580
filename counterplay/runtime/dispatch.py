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

A reaction whose trigger has ``either`` parts is filed once per part, each part by its
own anchor. An event therefore looks up a handful of buckets instead of scanning every
reaction; :meth:`Dispatcher.scan` is that naive scan, kept for the benchmark and as a test
oracle. Whether a candidate's trigger fits the event is :mod:`counterplay.runtime.match`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from counterplay.runtime.combatant import Combatant
from counterplay.runtime.grid import Square
from counterplay.runtime.reaction import Part, Reaction


@dataclass
class Event:
    """Something that happened (or is about to), at one break point of an action.

    ``actor`` does it, ``target`` has it done to them; ``where`` is the actor's square at
    the break point (for ``move.leave``, the square being left). ``depth`` is 0 for a
    scripted action and n for an event caused by a reaction at chain depth n.
    ``qualifiers`` are the facts the trigger qualifiers are matched against (attack_kind,
    keywords, from_attack, ...); ``parties`` the creatures some qualifiers name (``by``:
    who caused it, ``turn``: whose turn it is, ``targets``: an attack's targets); ``path``
    the (start, end) squares of a movement.
    """

    name: str
    actor: Combatant | None
    target: Combatant | None = None
    qualifiers: dict[str, Any] = field(default_factory=dict)
    depth: int = 0
    where: Square | None = None
    parties: dict[str, Any] = field(default_factory=dict)
    path: tuple[Square, Square] | None = None

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


@cache
def prefixes(name: str) -> tuple[str, ...]:
    """``attack.hit`` -> (``attack.hit``, ``attack``): the keys a trigger may be filed under."""
    parts = name.split(".")
    return tuple(".".join(parts[:i]) for i in range(len(parts), 0, -1))


def _anchor(part: Part) -> tuple[str, int]:
    """Which bucket a trigger part goes in, and for ``near`` the radius around the actor."""
    target = part.target or {}
    actor = part.actor or {}
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
        """File the reaction under each event of each of its trigger parts (``either``)."""
        self.all.append(bound)
        self._names.append(frozenset(self.aliases.get(e, e) for e in bound.events))
        parts = bound.reaction.parts or (Part(bound.reaction.event, None, None),)
        for part in parts:
            anchor, radius = _anchor(part)
            for event in sorted({self.aliases.get(e, e) for e in part.events}):
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
        if len(out) > 1:  # filed under two prefixes or two parts of one event: once
            out = list({id(b): b for b in out}.values())
            out.sort(key=lambda b: b.id)
        return out

    def scan(self, event: Event) -> list[Bound]:
        """The naive alternative: every reaction whose events cover this one."""
        keys = self.keys(event.name)
        return [
            b for b, names in zip(self.all, self._names, strict=True) if not names.isdisjoint(keys)
        ]
