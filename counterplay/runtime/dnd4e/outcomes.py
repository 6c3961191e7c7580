"""An attack's outcome at its break points (``attack.hit`` / ``attack.miss``, and
``attack.critical``): the reactions its events trigger resolve one by one, and one of them
may turn it ("The attack misses", a penalty to the roll that makes it miss). From then on
the outcome did not happen: every reaction to it that has yet to resolve, an interrupt to
the same hit as well as a reaction waiting for the attack's end, finds its trigger no
longer holds and is not taken, its use given back (R001-07, R001-08).

The outcome is judged again after each reaction resolves (:func:`recheck`, from
``Engine.resolve``) while its events are being told (:func:`telling`); a reroll asked for
at it is made only once they all have, and judged then (``attacks._roll``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.events import Event, Frame

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.engine import Engine


@dataclass
class Told:
    """An attack's outcome being told: its events, whether it was a hit, and whether it is
    one as it stands now."""

    events: list[Event[Combatant]]
    was: bool
    now: Callable[[], bool]


def undo(events: list[Event[Combatant]], was: bool, now: bool) -> None:
    """An outcome turned (a hit into a miss, a miss into a hit) did not happen after all:
    the reactions its events triggered that have yet to resolve are not taken."""
    if now != was:
        for event in events:
            event.undone = f"the attack {'misses' if was else 'hits'} instead (R001-07)"


@contextmanager
def telling(engine: Engine, told: Told) -> Iterator[None]:
    """While the outcome's events are dispatched, each reaction resolved judges it again."""
    engine.told.append(told)
    try:
        yield
    finally:
        engine.told.remove(told)


def retell(
    engine: Engine, frame: Frame[Combatant], told: Told, now: bool, forced_miss: Callable[[], bool]
) -> bool:
    """The outcome once every reaction to it has resolved; the outcome it stands at then.
    When it turned, the reactions to the one told that wait for the attack's end are not
    taken (their uses given back at once), and the outcome it became is told in its place,
    for the reactions to it (R001-08: they act on the attack as it resolved). Told once: an
    interrupt to a hit told again that makes it miss ("The attack misses") ends it a miss,
    its reactions withdrawn, and the miss is not told a third time."""
    undo(told.events, told.was, now)
    if now == told.was:
        return now
    engine.reactor.withdraw(frame, told.events)
    first = told.events[0]
    name = "attack.hit" if now else "attack.miss"
    quals = {**first.qualifiers, "critical": False}
    again = [Event(name, first.actor, first.target, quals, first.depth, None, first.parties)]
    engine.dispatch(again[0], frame)
    if now and forced_miss():
        engine.note("note", frame.depth, text="the attack misses instead")
        undo(again, True, False)
        engine.reactor.withdraw(frame, again)
        return False
    return now


def recheck(engine: Engine) -> None:
    """A reaction resolved: the outcomes being told that it turned are undone."""
    for told in engine.told:
        undo(told.events, told.was, told.now())
