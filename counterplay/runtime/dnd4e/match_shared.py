"""One compiled check per distinct trigger: reactions whose triggers are equal share it.

A trigger's compiled check (``match.TriggerCheck``) is a function of the trigger's parts
alone (their events, selectors and qualifiers, in their written order, since the order says
which reason is given first), of the power's reach and of the event aliases; the owner and
the event are its arguments. Reactions whose triggers are equal in all of these are judged
by one check, compiled once, and its judge of each event name is made once for all of them
(ten goblins with one power; "an enemy hits you" on a hundred monsters).

Equal means equal value *and* type at every level: ``1`` is not ``True`` nor ``1.0``, a
tuple is not a list (a list is alternatives to the checks, a tuple is one value), and a
value of any other type is equal to nothing. A check is kept only while a reaction holds
it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar
from weakref import WeakValueDictionary

from counterplay.runtime.reaction import Reaction

T = TypeVar("T")
_SCALARS = (str, int, float, bool, type(None))


def canonical(value: Any) -> Hashable:
    """A hashable stand-in for an IR value: equal only for values equal in value, type and
    (for dicts) key order; any other type is equal to nothing."""
    kind = type(value)
    if kind is dict:
        return (dict, tuple((canonical(k), canonical(v)) for k, v in value.items()))
    if kind is list or kind is tuple:
        return (kind, tuple(canonical(v) for v in value))
    if kind in _SCALARS:
        return (kind, repr(value))  # (repr: -0.0 is worded "-0.0", NaN equals no NaN)
    return object()


def trigger_key(reaction: Reaction, reach: int, aliases: dict[str, str] | None) -> Hashable:
    """What a reaction's compiled trigger check is a function of."""
    parts = tuple(
        canonical(
            [part.event, part.actor, part.target, part.qualifiers, part.alternatives, part.by_event]
        )
        for part in reaction.parts
    )
    # the aliases by identity: a check keeps its aliases, so no live check's id is reused
    return (parts, canonical(reaction.events), reach, id(aliases))


# The checks alive, by trigger key (weak: gone with the last reaction holding it)
_CHECKS: WeakValueDictionary[Hashable, Any] = WeakValueDictionary()


def shared(
    reaction: Reaction,
    reach: int,
    aliases: dict[str, str] | None,
    make: Callable[[Reaction, dict[str, str] | None], T],
) -> T:
    """The compiled check of ``reaction``'s trigger: one already made for an equal trigger,
    else ``make(reaction, aliases)``."""
    key = trigger_key(reaction, reach, aliases)
    found: T | None = _CHECKS.get(key)
    if found is None:
        found = _CHECKS[key] = make(reaction, aliases)
    return found
