"""Whether a creature dislikes a roll's result ("You make an attack roll and dislike the
result", "A creature makes a saving throw, and you dislike the result", "a roll you
dislike"): the trigger qualifiers ``dislike_result`` (the roller's own dislike) and
``disliked_by: self`` (the reaction's owner's, of anyone's roll).

It is a player's choice, asked at the roll's break point, once its result is known and
before its consequences are applied: an attack roll at ``attack.roll`` (before its hit or
miss is judged), a saving throw at ``save.roll`` (before it ends the effect or not), a
hit's damage roll at ``damage.roll`` (before it is dealt), a skill check an effect makes at
``skill.check`` (:mod:`.checks`). The engine makes no other roll (ability checks, death
saving throws; initiative is the script's order, not rolled), so of any other event whether
a result is disliked is "cannot tell". A skill check has no DC in the engine, so no default
can say whether its result is bad: only a scripted answer decides, else "cannot tell"
(:data:`UNTOLD`).

The choice is asked only when the rest of the trigger fits (:mod:`.match`), once per roll
and creature (the answer holds for all its reactions to that roll), and is said in the
trace as a decision. A scripted answer decides (``decide: dislike``, ``who``, ``answer:
true / false``); else the default, an open decision (docs/scenarios.md, "Open decisions";
the seeds leave it open, and R000-36's "any other choice: random" would make a creature
dislike a hit as often as a miss): a creature dislikes a result bad for its side, its own
or an ally's roll that fails, and an enemy's roll that does not. A roll fails (each judged
where it is made, :class:`Rolled`'s ``result``, in the roll's own words: "the attack roll 12
misses Orc's AC 17"): an attack roll that misses as it stands with the modifiers known at the
roll (``attacks._as_it_stands``), a saving throw below 10 (``rerolls._save_stands``), a
damage roll below half the most its dice can deal (``attacks._damage_stands``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.events import Event
from counterplay.runtime.parties import fits

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.engine import Engine

# A scripted ``dislike`` answer
ANSWERS = (True, False)


@dataclass
class Rolled:
    """A roll at its break point (``event``), its result known and its consequences not yet
    applied: who rolled it, and ``result``, asked only when someone's dislike is judged:
    whether it is good for its roller, and the roll said so ("the saving throw 7 fails")."""

    event: Event[Combatant]
    roller: Combatant
    # (whether good is None: no default can tell, a skill check with no DC: only scripted)
    result: Callable[[], tuple[bool | None, str]]
    disliked: dict[str, tuple[bool, str] | None] = field(default_factory=dict)  # by who


@contextmanager
def rolling(engine: Engine, rolled: Rolled) -> Iterator[Rolled]:
    """The roll at its break point while its event is dispatched."""
    engine.rolls.append(rolled)
    try:
        yield rolled
    finally:
        engine.rolls.remove(rolled)


def judged(engine: Engine, who: Combatant, event: Event[Combatant]) -> str | None:
    """Why ``who`` does not dislike the result of the roll ``event`` is (None: it does);
    "cannot tell" of an event that is no roll the engine makes."""
    rolled = next((r for r in engine.rolls if r.event is event), None)
    if rolled is None:
        return (
            f"cannot tell: {event.name} is no roll whose result the engine knows "
            "(attack, saving throw and damage rolls are)"
        )
    if who.name not in rolled.disliked:
        rolled.disliked[who.name] = _decided(engine, who, rolled)
    decided = rolled.disliked[who.name]
    if decided is None:
        return f"cannot tell: {UNTOLD} ({rolled.result()[1]})"
    disliked, why = decided
    return None if disliked else f"{who.name} does not dislike the result ({why})"


# Why a skill check's result is not judged disliked unless scripted
UNTOLD = "no DC is modelled, so whether its result is disliked is a scripted choice only"


def _decided(engine: Engine, who: Combatant, rolled: Rolled) -> tuple[bool, str] | None:
    """``who``'s choice, scripted or by the default, said in the trace as a decision; None
    when not scripted and no default can tell (a skill check's, :data:`UNTOLD`)."""
    good, said = rolled.result()
    whose = "its own" if who is rolled.roller else f"{rolled.roller.name}'s"
    scripted = engine.scripted_choice("dislike", who, ANSWERS)
    if scripted is not None:
        disliked, why = bool(scripted), f"scripted choice; {said}"
    elif good is None:
        return None
    else:
        enemy = fits("enemy", rolled.roller, who)
        disliked = good if enemy else not good
        side = "an enemy" if enemy else "its side"
        why = f"{said}, {'good' if good else 'bad'} for {side} (default, an open decision)"
    choice = "disliked" if disliked else "not disliked"
    what = f"whether {who.name} dislikes {whose} roll"
    engine.note("decision", rolled.event.depth, what=what, choice=choice, why=why)
    return disliked, why
