"""A quick action's cost ("{T}, {2}, Défaussez-moi : ..."): what the world pays, and what it
cannot.

Each cost the world follows (:data:`COSTS`) says, for the card and its controller, whether
it can be paid now and how; a quick action is played only when every cost is paid. A cost
it does not follow ("Sacrifiez un Personnage :") makes the quick action not simulated: it is
never played for free.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered.cards import Card, Player
from counterplay.runtime.reaction import whole

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine

Payment = Callable[[], object]
# A cost -> its payment when it can be paid now, else None.
Cost = Callable[["Engine", dict[str, Any], Card, Player, Any], Payment | None]

SELF = {"role": "self"}


def _exhaust(
    game: Engine, cost: dict[str, Any], card: Card, me: Player, frame: Any
) -> Payment | None:
    if card.exhausted:
        return None
    return lambda: game.card_action("exhaust", card, me, frame)


def _spend(
    game: Engine, cost: dict[str, Any], card: Card, me: Player, frame: Any
) -> Payment | None:
    name, amount = str(cost["counter"]), int(cost["amount"])
    if card.counters.get(name, 0) < amount:
        return None
    return lambda: game.counters(card, name, -amount, frame)


def _mana(game: Engine, cost: dict[str, Any], card: Card, me: Player, frame: Any) -> Payment | None:
    mana = int(cost["mana"])
    if me.mana - me.mana_used < mana:
        return None

    def spend() -> None:
        me.mana_used += mana

    return spend


def _discard(
    game: Engine, cost: dict[str, Any], card: Card, me: Player, frame: Any
) -> Payment | None:
    where = (cost["what"].get("place") or {}).get("zone", card.zone)
    if card.zone != where or card.zone == "discard":
        return None
    return lambda: game.move(card, "discard", frame)


def _is_self(value: Any) -> bool:
    return bool(value == SELF)


def _me_anywhere(value: Any) -> bool:
    """ "Défaussez-moi" / "Discard me", "... de la Réserve" / "... from Reserve"."""
    return (
        isinstance(value, dict) and value.get("role") == "self" and set(value) <= {"role", "place"}
    )


def _name(value: Any) -> bool:
    return isinstance(value, str)


# The costs the world pays: the op, the keys it must have exactly (each with what its value
# must be), and how it is paid. Any other cost is not simulated.
COSTS: dict[str, tuple[dict[str, Callable[[Any], bool]], Cost]] = {
    "exhaust": ({"what": _is_self}, _exhaust),  # {T}
    "counter.spend": ({"from": _is_self, "counter": _name, "amount": whole}, _spend),
    "counter.lose": ({"who": _is_self, "counter": _name, "amount": whole}, _spend),
    "pay": ({"mana": whole}, _mana),  # {2}
    "discard": ({"what": _me_anywhere}, _discard),
}


def followed(cost: dict[str, Any]) -> bool:
    """Whether the world pays ``cost`` (when the card and its controller can)."""
    return _followed(cost) is not None


def _followed(cost: dict[str, Any]) -> Cost | None:
    shape, payer = COSTS.get(str(cost.get("op")), ({}, None))
    given = {k: v for k, v in cost.items() if k not in ("op", "text")}
    if payer is None or set(given) != set(shape):
        return None
    return payer if all(fits(given[key]) for key, fits in shape.items()) else None


def payments(
    game: Engine, costs: list[dict[str, Any]], card: Card, me: Player, frame: Any
) -> list[Payment] | tuple[str, bool]:
    """Every cost's payment, to be made together once the whole cost is known (a target's
    Coriace adds to it, R002-30); or why the quick action is not played and whether the
    world follows that cost: then nothing is paid."""
    out: list[Payment] = []
    for cost in costs:
        said = cost.get("text", cost.get("op"))
        payer = _followed(cost)
        if payer is None:
            return f"its cost {said!r} is not simulated", False
        payment = payer(game, cost, card, me, frame)
        if payment is None:
            return f"{card.name} cannot pay {said!r}: not played", True
        out.append(payment)
    return out


def mana(costs: list[dict[str, Any]]) -> int:
    """The ready Mana ``costs`` take ({2}): kept for them while a Coriace is counted."""
    return sum(int(cost["mana"]) for cost in costs if _followed(cost) is _mana)
