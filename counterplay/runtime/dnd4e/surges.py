"""Healing surges, counted for a combatant the scenario gives a number of (``surges:``).

A creature with its surges counted spends one each time it spends a healing surge (the
``surge`` op, with ``amount: 0`` for "spend a healing surge but regain no hit points", the
scripted ``spend_surge``, a second wind) and cannot when it has none left (every such
spending sends ``surge.spend``, which "whenever you spend a healing surge" hears); the
``surge_loss`` op ("You lose a healing surge", "... all remaining healing surges") and
``surge_gain`` ("You gain a healing surge") take some away or give some. A creature whose
surges the scenario does not count spends them freely as before, and losing or gaining one
is not simulated for it (how many it has is not known).

``second_wind`` ("You use your second wind"): once an encounter (Player's Handbook,
"Second Wind"), the creature spends a healing surge, regains its surge value and gains a
+2 bonus to all defenses until the start of its next turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import amounts, attacks, modifiers
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.whom import Naming
from counterplay.runtime.events import Event, Frame
from counterplay.runtime.reaction import whole

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# What ``Combatant.used`` keeps for a second wind used this encounter
SECOND_WIND = "second wind"

# "Second Wind": the bonus to all defenses it gives, until the start of your next turn
_SECOND_WIND_BONUS = {"op": "bonus", "stat": "defenses", "value": 2,
                      "duration": "start_of_next_turn", "target": "self"}  # fmt: skip


def value(who: Combatant) -> int:
    """A healing surge's value: a quarter of the maximum hit points (at least 1)."""
    return amounts.surge_value(who)


def spend(who: Combatant) -> str | None:
    """``who`` spends a healing surge (one less, when counted); why it cannot, or None."""
    if who.surges is None:
        return None
    if who.surges <= 0:
        return f"{who.name} has no healing surge left"
    who.surges -= 1
    return None


def spent(
    engine: Engine, who: Combatant, frame: Frame[Combatant], healed: int | None = None
) -> None:
    """``who`` regains ``healed`` hit points (a surge's value when None; none at 0: "spend
    a healing surge but regain no hit points"), and ``surge.spend`` happens."""
    healed = value(who) if healed is None else healed
    if healed > 0:
        attacks.heal(engine, who, healed, frame)
    engine.dispatch(Event("surge.spend", who, None, {}, frame.depth), frame)


def _amount(op: dict[str, Any], who: Combatant) -> int | None:
    """How many surges ``op`` changes (of ``who``'s counted ones): a number, or "all" it
    has (a loss only); None when it cannot be counted."""
    amount = op.get("amount", 1)
    if whole(amount) and amount > 0:
        return amount
    if amount == "all" and op["op"] == "surge_loss" and who.surges is not None:
        return who.surges
    return None


def uncounted(op: dict[str, Any]) -> str | None:
    """What of a surge_loss or surge_gain op the runtime does not count from the op alone
    (a number of surges, or all of them lost), or None."""
    amount = op.get("amount", 1)
    if (whole(amount) and amount > 0) or (amount == "all" and op["op"] == "surge_loss"):
        return None
    return "the amount it counts"


# Whether each op gives or takes surges away
_SIGN = {"surge_loss": -1, "surge_gain": 1}

# Whose surges each op changes: the creature named (the user when none is), harmed by a loss
_LOSING = {
    "surge_loss": Naming(otherwise="self", down_too=True),
    "surge_gain": Naming(otherwise="self", harmed=False, down_too=True),
}


def change(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """ "You lose a healing surge" (none below 0), "You gain two healing surges"."""
    who = engine.named(op, ctx, _LOSING[op["op"]])
    depth = ctx.frame.depth
    if who is None:
        return
    amount = _amount(op, who)
    if who.surges is None or amount is None:
        why = (
            f"healing surges are not counted for {who.name} (no surges: in the scenario)"
            if who.surges is None
            else "the amount it counts is not simulated"
        )
        engine.note("op", depth, op=op["op"], status="not simulated", why=why)
        return
    who.surges = max(0, who.surges + _SIGN[op["op"]] * amount)
    engine.note("op", depth, op=op["op"], status=f"{who.name} has {who.surges} healing surges")


def second_wind(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """ "You use your second wind": once an encounter, a surge spent for its value and +2
    to all defenses until the start of the user's next turn."""
    who = ctx.user
    depth = ctx.frame.depth
    if SECOND_WIND in who.used:
        engine.note("op", depth, op="second_wind", status="a second wind is used once an encounter")
        return
    refused = spend(who)
    if refused is not None:
        engine.note("op", depth, op="second_wind", status=refused)
        return
    who.used.add(SECOND_WIND)
    spent(engine, who, ctx.frame)
    modifiers.keep(engine, _SECOND_WIND_BONUS, ctx, who, 2)
