"""Dispatch: which reactions an event can trigger, found through an index.

Reactions are indexed by event name (a trigger on a dotted prefix such as ``forced`` is
found by every event below it, ``forced.push``) and, within a name, by an *anchor* when the
trigger pins a party down:

- ``target: self`` ("you are hit") is only looked up for events done to its owner;
- ``actor: self`` ("when you ...") only for events its owner does;
- an actor the world says must be *near* the owner (within some radius of it) only for
  owners near the event's place, which the world names;
- ``target: ally`` ("an enemy hits an ally") only for owners on the target's side;
- anything else is in the event's general bucket.

Within an anchor, a part is filed by the side the *other* party must be on, seen from its
owner: an enemy actor (or target) is on the other side, an ally, "you" or "you or an
ally" on the owner's own side; any other role on either. An event looks up the bucket of
its actor's side against its target's (against the owner's, for a near owner) and the
bucket of either side, so "an enemy hits you" is not a candidate when an ally hits you.

A reaction whose trigger has ``either`` parts is filed once per part, each part by its
own anchor. An event therefore looks up a handful of buckets instead of scanning every
reaction; :meth:`Dispatcher.scan` is that naive scan, kept for the benchmark and as a test
oracle. Whether a candidate's trigger fits the event is the world's judgement.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from operator import attrgetter
from typing import Any, Generic

from counterplay.runtime.events import Bound, Event
from counterplay.runtime.parties import P
from counterplay.runtime.reaction import Part

# Given a trigger part's actor selector, how near the owner the world requires the actor to
# be (a radius in the world's units), or None when the selector does not say.
Nearness = Callable[[dict[str, Any] | None], int | None]


@cache
def prefixes(name: str) -> tuple[str, ...]:
    """``a.b.c`` -> (``a.b.c``, ``a.b``, ``a``): the keys a trigger may be filed under."""
    parts = name.split(".")
    return tuple(".".join(parts[:i]) for i in range(len(parts), 0, -1))


# The side a role is on, seen from the owner; a role missing here may be on either.
SIDE_OF_ROLE = {"self": "same", "ally": "same", "self_or_ally": "same", "enemy": "other"}
EITHER = "either"
# the sides an anchored bucket may be filed by, looked up for an event whose parties are on
# the same side, on other sides, or (a party missing) for which only "either" can fit
_LOOKED_UP = {"same": (EITHER, "same"), "other": (EITHER, "other"), EITHER: (EITHER,)}
_BY_ID = attrgetter("id")
# where each of :data:`_LOOKED_UP`'s lists is in a plan's per-owner tuples
_SAME, _OTHER, _EITHER = 0, 1, 2
_NONE: dict[str, Any] = {}


class _Plan(Generic[P]):
    """The reactions filed under one event name, as :meth:`Dispatcher.candidates` looks
    them up: the general ones; per anchor, per owner's name (or side), those looked up for
    an event whose parties are on the same side, on other sides, or (a party missing) on
    either (:data:`_LOOKED_UP`: ``_SAME``, ``_OTHER``, ``_EITHER``); the widest "near"
    radius filed."""

    __slots__ = ("anchored", "general", "radius")

    def __init__(self) -> None:
        self.general: list[Bound[P]] = []
        self.anchored: dict[str, dict[str, tuple[list[Bound[P]], ...]]] = {}
        self.radius = 0

    def lists(self) -> list[list[Bound[P]]]:
        return [
            self.general,
            *(f for by in self.anchored.values() for fs in by.values() for f in fs),
        ]


def _side(selector: dict[str, Any] | None) -> str:
    role = (selector or {}).get("role")
    return SIDE_OF_ROLE.get(role, EITHER) if isinstance(role, str) else EITHER


def _anchor(part: Part, nearness: Nearness) -> tuple[str, int, str]:
    """Which bucket a trigger part goes in, for ``near`` the radius around the owner, and
    the side the other party (the one the anchor does not pin) must be on."""
    target = part.target or {}
    actor = part.actor or {}
    if target.get("role") == "self":
        return "target", 0, _side(part.actor)
    if actor.get("role") == "self":
        return "actor", 0, _side(part.target)
    radius = nearness(part.actor)
    if radius is not None:
        return "near", radius, _side(part.actor)
    if target.get("role") in ("ally", "self_or_ally"):
        return "side", 0, _side(part.actor)
    return "general", 0, EITHER


class Dispatcher(Generic[P]):
    """The index of bound reactions by event name and anchor."""

    def __init__(
        self, aliases: dict[str, str] | None = None, nearness: Nearness | None = None
    ) -> None:
        self.aliases = aliases or {}
        self.nearness: Nearness = nearness or (lambda selector: None)
        self.all: list[Bound[P]] = []
        self._owners: dict[str, P] = {}  # by name: the near owners' sides are read live
        self._keys: dict[str, tuple[str, ...]] = {}
        self._live: dict[str, tuple[tuple[str, ...], bool]] = {}  # (:meth:`live_keys`)
        self._names: list[frozenset[str]] = []  # each registered reaction's event names
        # per event name filed under: its buckets, as :meth:`candidates` looks them up
        self._plans: dict[str, _Plan[P]] = {}
        # the event names under which a reaction is filed twice: an event below one of them
        # may find it in two buckets (two parts, or an event and its dotted prefix)
        self._twice: set[str] = set()
        self._under: dict[int, list[str]] = {}  # per reaction id: the events it is filed under
        self.issued = 0  # ids given out: a reaction unregistered keeps its own

    def issue(self) -> int:
        """A new reaction's id (never one given before, unregistered or not)."""
        self.issued += 1
        return self.issued - 1

    def register(self, bound: Bound[P]) -> None:
        """File the reaction under each event of each of its trigger parts (``either``)."""
        self.all.append(bound)
        self._names.append(frozenset(self.aliases.get(e, e) for e in bound.events))
        parts = bound.reaction.parts or (Part(bound.reaction.event, None, None),)
        self._owners[bound.owner.name] = bound.owner
        filed_under = self._under.setdefault(bound.id, [])  # (registered again: twice)
        for part in parts:
            anchor, radius, side = _anchor(part, self.nearness)
            for event in sorted({self.aliases.get(e, e) for e in part.events}):
                self._file_twice(event, filed_under)
                plan = self._plans.get(event)
                if plan is None:
                    plan = self._plans[event] = _Plan()
                    self._live.clear()  # an event's keys now include this one
                if anchor == "general":
                    plan.general.append(bound)
                    continue
                who = bound.owner.side if anchor == "side" else bound.owner.name
                lists = plan.anchored.setdefault(anchor, {}).setdefault(who, ([], [], []))
                for filed, sides in zip(lists, _LOOKED_UP.values(), strict=True):
                    if side in sides:
                        filed.append(bound)
                if anchor == "near":
                    plan.radius = max(plan.radius, radius)

    def _file_twice(self, event: str, filed_under: list[str]) -> None:
        """Note ``event`` in :attr:`_twice` when the reaction is filed under it, or under
        an event below or above it, already (``filed_under``: where it is so far)."""
        for other in filed_under:
            if other in prefixes(event) or event in prefixes(other):
                self._twice.add(max(other, event, key=len))
                self._live.clear()
        filed_under.append(event)

    def unregister(self, bound: Bound[P]) -> None:
        """Take a reaction out of the index (one an effect set up, its duration over)."""
        index = next((i for i, b in enumerate(self.all) if b is bound), None)
        if index is None:
            return
        del self.all[index], self._names[index]
        self._under.pop(bound.id, None)
        for plan in self._plans.values():
            for filed in plan.lists():
                filed[:] = [b for b in filed if b is not bound]

    def keys(self, name: str) -> tuple[str, ...]:
        found = self._keys.get(name)
        if found is None:
            found = self._keys[name] = prefixes(name)
        return found

    def live_keys(self, name: str) -> tuple[tuple[str, ...], bool]:
        """The event's keys that anything is filed under: an event looks up only those
        (many dotted prefixes, ``a`` of ``a.b``, have nothing filed); and whether a reaction
        may be found twice under them (:attr:`_twice`)."""
        found = self._live.get(name)
        if found is None:
            keys = self.keys(name)
            live = tuple(k for k in keys if k in self._plans)
            found = self._live[name] = (live, not self._twice.isdisjoint(keys))
        return found

    def candidates(
        self, event: Event[P], near: Callable[[Event[P], int], Iterable[str]]
    ) -> list[Bound[P]]:
        """The reactions whose trigger is filed under the event (index lookup).

        ``near(event, radius)`` names the parties within ``radius`` of the event's place.
        """
        out: list[Bound[P]] = []
        actor, target = event.actor, event.target
        # the side of the other party each anchor's bucket is filed by (an anchored part
        # whose other party is missing cannot fit, so only its "either" bucket is looked up)
        other = _EITHER
        if actor is not None and target is not None:
            other = _SAME if actor.side == target.side else _OTHER
        around: dict[int, list[str]] = {}
        plans = self._plans
        keys, twice = self._live.get(event.name) or self.live_keys(event.name)
        for key in keys:
            plan = plans[key]
            if plan.general:
                out.extend(plan.general)
            anchored = plan.anchored
            if target is not None:
                found = anchored.get("target", _NONE).get(target.name)
                if found:
                    out.extend(found[other])
                found = anchored.get("side", _NONE).get(target.side)
                if found:
                    out.extend(found[other])
            if actor is None:
                continue
            found = anchored.get("actor", _NONE).get(actor.name)
            if found:
                out.extend(found[other])
            radius = plan.radius
            if radius:
                if radius not in around:
                    around[radius] = list(near(event, radius))
                owners, nearby = self._owners, anchored.get("near", _NONE)
                for name in around[radius]:
                    owner = owners.get(name)
                    found = nearby.get(name)
                    if owner is None or not found:  # someone near who owns no reaction
                        continue
                    out.extend(found[_SAME if owner.side == actor.side else _OTHER])
        if twice:  # filed under two prefixes or two parts of one event: once
            # (a bound reaction is hashed by identity: ``eq=False``)
            out = list(dict.fromkeys(out))
        if len(out) > 1:
            out.sort(key=_BY_ID)
        return out

    def scan(self, event: Event[P]) -> list[Bound[P]]:
        """The naive alternative: every reaction whose events cover this one."""
        keys = self.keys(event.name)
        return [
            b for b, names in zip(self.all, self._names, strict=True) if not names.isdisjoint(keys)
        ]
