"""Expended powers and recharge powers (4E's rule; the seeds are silent). An encounter or
daily power once used is expended: as a reaction, by a scripted action on its owner's turn,
or by an effect that uses it; a reaction of it is then refused (the ruleset's ``may_react``
check ``expended``, fact ``owner.expended``). A power of usage ``recharge``, once used, is
expended too. At the start of each of its owner's turns a d6
is rolled for it, and on its recharge number or higher ("recharge 5": 5 or 6) it is
regained; one that recharges "when first bloodied" is regained when its owner is first
bloodied. A recharge said otherwise ("when an ally drops"), or not given, is not modelled:
the power stays expended, and the reason a reaction is refused says so. A scripted roll
(a turn's ``recharges: {Power: 6}``) is used instead of the die.

Every roll and every power regained is a ``recharge`` line of the trace.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.predicates import Situation

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.engine import Engine, Turn

# The usages a power is expended by its use (until the encounter ends, or it recharges)
EXPENDED_BY_USE = ("encounter", "daily", "recharge")

# How often a power that never recharges may be used, as a refusal says it
_ONCE = {"encounter": "an encounter power: once an encounter", "daily": "a daily power: once a day"}

# Die faces as a stat block prints them ("Recharge ⚄ ⚅")
_FACES = {"⚀": 1, "⚁": 2, "⚂": 3, "⚃": 4, "⚄": 5, "⚅": 6}
_NUMBERS = re.compile(r"^[1-6⚀-⚅][\s,+/or1-6⚀-⚅-]*$")

# The events a recharge said in words waits for: its words -> (what, the trace's words)
WHEN = {"bloodied": "first bloodied"}


def expends(power: Power) -> bool:
    """Whether using ``power`` expends it."""
    return power.usage in EXPENDED_BY_USE


def expend(me: Combatant, power: Power) -> None:
    """``me`` uses ``power``: expended, if its usage says so (an at-will power never is)."""
    if expends(power):
        me.used.add(power.name)


def expended(me: Combatant, power: Power) -> bool:
    """Whether ``me``'s ``power`` is expended (used, and not regained since)."""
    return expends(power) and power.name in me.used


def needs(power: Power) -> int | str | None:
    """A recharge power's recharge: the lowest d6 face that regains it, the event of
    :data:`WHEN` that does, its words when neither, or None when not given."""
    said = power.details.get("recharge")
    if isinstance(said, int) and not isinstance(said, bool):
        return said if 1 <= said <= 6 else str(said)  # (no face of a d6: not modelled)
    if not isinstance(said, str) or not said.strip():
        return None
    text = re.sub(r"(?i)^recharges?\s*", "", said.strip())
    if _NUMBERS.match(text):
        faces = [_FACES.get(c) or int(c) for c in text if c in _FACES or c in "123456"]
        return min(faces)
    return next((k for k in WHEN if k in text.lower()), text)


def why_expended(s: Situation[Any]) -> str | None:
    """The ``owner.expended`` fact: why the reaction's power cannot be used (it is
    expended: when it may be regained), or None."""
    me, power = s.bound.owner, Power.of(s.bound.reaction)
    if not expended(me, power):
        return None
    wanted = needs(power)
    if power.usage in _ONCE:
        when = _ONCE[power.usage]
    elif isinstance(wanted, int):
        when = f"recharge {wanted}: a d6 rolled at the start of {me.name}'s turns"
    elif wanted in WHEN:
        when = f"it recharges when {WHEN[wanted]}"
    elif wanted is None:
        when = "no recharge given: it stays expended"
    else:
        when = f"it recharges {wanted!r}: not modelled, it stays expended"
    return f"{power.name} is expended ({when})"


def roll(engine: Engine, me: Combatant, turn: Turn) -> None:
    """The start of ``me``'s turn: a d6 for each of its expended powers with a recharge
    number (a scripted roll of the turn's ``recharges`` instead); regained on it or higher.
    A scripted roll nothing rolled for is R012."""
    unrolled = dict(turn.recharges)
    rolled_for = []
    for power in me.powers.values():
        wanted = needs(power)
        if power.usage != "recharge" or not expended(me, power) or not isinstance(wanted, int):
            continue
        rolled_for.append(power.name)
        die = unrolled.pop(power.name, None)
        rolled = die if die is not None else engine.rng.randint(1, 6)
        regained = rolled >= wanted
        if regained:
            me.used.discard(power.name)
        engine.note("recharge", combatant=me.name, power=power.name, roll=rolled,
                    needs=wanted, regained=regained, scripted=die is not None)  # fmt: skip
    for name in unrolled:  # a misspelt power, or one not expended, or with no recharge roll
        why = f"no recharge roll for {name!r} at the start of {me.name}'s turn: it is no "
        why += f"expended recharge power of {me.name}'s (rolled for: "
        why += f"{', '.join(map(repr, rolled_for)) or 'none'})"
        engine.problem("R012", why, turn.recharge_spans.get(name, turn.span))


def when(engine: Engine, me: Combatant, event: str, depth: int) -> None:
    """``me`` reached the event of :data:`WHEN` (first bloodied): its expended powers that
    recharge then are regained."""
    for power in me.powers.values():
        if power.usage == "recharge" and expended(me, power) and needs(power) == event:
            me.used.discard(power.name)
            engine.note("recharge", depth, combatant=me.name, power=power.name,
                        why=WHEN[event], regained=True)  # fmt: skip
