"""What a trigger asks that the engine never judges, whatever the event: read from the same
tables the matcher judges by (:data:`.match.QUALIFIERS`, :data:`.match_selectors.FILTERS`),
so a scenario can say before the run that a power never fires (R031) instead of leaving
the "cannot tell" to the verbose timeline.

A part of a trigger is *unjudged* when its actor or target selector names a filter the
engine does not model, or when, for every event the part covers, the qualifiers it asks of
that event name one: :mod:`.match` then answers "cannot tell" for every event the part is
filed under, so the part never fits. (What is judged only on some events, a fact an event
may not record, is not told here: the trace says it where it happens.)
"""

from __future__ import annotations

from typing import Any

from counterplay.quoting import quoted
from counterplay.runtime.dnd4e.match import QUALIFIERS
from counterplay.runtime.dnd4e.match_selectors import (
    FILTERS,
    FILTERS_SUFFIX,
    WITH_FILTERS,
    judged_with_its_creature,
)
from counterplay.runtime.reaction import Part, Reaction
from counterplay.runtime.trace import either

_CANNOT = ("cannot", "")


def _said(key: str, value: Any) -> str:
    """A key and the value the trigger wants, as the timeline says them (``owner_state=raging``)."""
    return f"{key}={either(value)}"


def _nested(said: dict[str, Any]) -> list[str]:
    """The unjudged filters of the creatures ``said`` names with filters of their own."""
    found: list[str] = []
    for key in said:
        filters = said.get(key + FILTERS_SUFFIX)
        if key in WITH_FILTERS and isinstance(filters, dict):
            found.extend(_selector(filters))
    return found


def _unmodelled(
    said: dict[str, Any], table: dict[str, Any], named: tuple[str, ...] = ()
) -> list[str]:
    """The keys of ``said`` (a selector's filters or an event's qualifiers) whose ``table``
    entry the engine does not model, its creatures' own filters too; ``named``: keys that
    are no filter (a selector's role and name)."""
    own = [
        _said(key, value)
        for key, value in said.items()
        if not judged_with_its_creature(key, said)
        and key not in named
        and table.get(key, _CANNOT)[0] == "cannot"
    ]
    return own + _nested(said)


def _selector(selector: dict[str, Any] | None) -> list[str]:
    """The filters of an actor or target selector the engine does not model."""
    return _unmodelled(selector, FILTERS, ("role", "name")) if selector else []


def unjudged(part: Part) -> list[str]:
    """What of ``part`` makes it never fit, each as ``key=value`` (empty when some event
    may fit it): its selectors' unmodelled filters, else those of its events' qualifiers,
    when every event of the part asks one."""
    selectors = _selector(part.actor) + _selector(part.target)
    if selectors:
        return selectors
    per_event = [_unmodelled(part.wanted(name), QUALIFIERS) for name in part.events]
    if per_event and all(per_event):
        return list(dict.fromkeys(key for keys in per_event for key in keys))
    return []


def unjudged_keys(reaction: Reaction) -> tuple[list[str], bool]:
    """What the parts of ``reaction``'s trigger ask that the engine never judges (each
    ``key=value`` once), and whether every part asks some (the whole never fires)."""
    found = [unjudged(part) for part in reaction.parts]
    asked = list(dict.fromkeys(key for keys in found for key in keys))
    return asked, bool(found) and all(found)


def unjudged_trigger(reaction: Reaction) -> str | None:
    """R031's words for a reaction whose trigger (or one of its ``either`` parts) asks what
    the engine does not model, whatever the event (:func:`unjudged`); None
    when every part may fire. (``lint`` says them of an authoring file's powers too.)"""
    asked, whole = unjudged_keys(reaction)
    keys = ", ".join(asked)
    if not keys:
        return None
    if whole:
        what, result = "its trigger asks", "it never fires in a simulation"
    else:
        what, result = "a part of its trigger asks", "that part never fires in a simulation"
    return (
        f"{quoted(reaction.name)}: {what} what the engine does not model ({keys}), so {result} "
        "(the timeline says 'cannot tell' with -v); say the trigger without it to try the power"
    )
