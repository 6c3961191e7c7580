"""Cost reductions an effect grants: "Le prochain Permanent que vous jouez cet Après-midi
coûte {2} de moins" / "The next Permanent you play this Afternoon costs {2} less".

A ``cost.reduce`` op names what it reduces as its ``what``: the next card of a kind
(``type``, as a trigger's filter reads it) its controller plays (``next_played_by``), until
the end of this turn or this Afternoon (``until``). The discount waits on the player; the
next card of that kind they play from Hand or Reserve costs that much less (not below zero;
"jusqu'à un minimum de {1}" / "to a minimum of {1}": not below that, ``floor``), and the
discount is used up. One not used by then ends. Any other ``what`` (the cards of a place,
"vos Sorts" for good, a filter the world does not tell) is not followed: :func:`unfollowed`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from counterplay.runtime.altered.cards import Card
from counterplay.runtime.altered.match import TYPES, selector_fits
from counterplay.runtime.reaction import whole

# How long a discount waits: "ce tour-ci" / "this turn", "cet Après-midi" / "this Afternoon".
UNTIL = ("turn", "afternoon")
WHAT = frozenset({"role", "next_played_by", "type", "until"})


@dataclass
class Discount:
    """A reduction waiting for the next card of its kind its player plays."""

    player: str
    kind: dict[str, Any]  # the selector a card must fit ({role: object, type: [...]})
    amount: int
    floor: int
    until: str
    text: str = ""


def unfollowed(what: Any) -> str | None:
    """What of a ``cost.reduce``'s ``what`` the world does not follow, in the game's words
    (None: it follows it)."""
    if not isinstance(what, dict) or set(what) != WHAT or what["role"] != "object":
        return "what it makes cost less"
    if what["next_played_by"] != "controller":
        return "who plays what it makes cost less"
    types = what["type"] if isinstance(what["type"], list) else [what["type"]]
    if any(t not in TYPES for t in types):
        return "the kind of card it makes cost less"
    return None if what["until"] in UNTIL else "how long it lasts"


def grant(player: str, op: dict[str, Any]) -> Discount:
    """The discount a followed ``cost.reduce`` op gives ``player``."""
    what = op["what"]
    floor = op.get("floor", 0)
    return Discount(
        player,
        {"role": "object", "type": what["type"]},
        int(op["amount"]),
        int(floor) if whole(floor) else 0,
        str(what["until"]),
        str(op.get("text", "")),
    )


def cost(waiting: list[Discount], player: str, card: Card, base: int) -> tuple[int, list[Discount]]:
    """What ``card`` costs ``player`` with the discounts waiting for it, and those it uses."""
    used = [d for d in waiting if d.player == player and selector_fits(d.kind, card, card) is None]
    now = base
    for discount in used:
        now = max(now - discount.amount, min(now, discount.floor))
    return now, used
