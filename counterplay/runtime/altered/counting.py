"""The cards and players a condition names, and the objects it counts: "me" or "it", "vous"
or "un adversaire"; the objects a selector names in play (rules 1.2.4.d) or in a place
:mod:`.places` follows, each filter one ``match`` tells, "at least N" of them or one. What
:mod:`.conditions` tests, :mod:`.amounts` counts ("par Personnage que vous contrôlez") and
:mod:`.naming` finds for an op; a card whose fit cannot be told is never guessed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import places
from counterplay.runtime.altered.cards import Card, Player
from counterplay.runtime.altered.match import object_fits, unmodelled_filter
from counterplay.runtime.altered.unfollowed import Unfollowed
from counterplay.runtime.reaction import whole

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx


# Who a test of a card may name, and who a test of a player may.
CARDS = ({"role": "self"}, {"role": "it"})


PLAYERS = ({"role": "controller"}, {"role": "opponent"})


def counted(selector: Any) -> bool:
    """Whether the objects a test counts are told: an object selector whose filters this
    world tells and places it follows, "at least N" of them or one."""
    if not isinstance(selector, dict) or selector.get("role") != "object":
        return False
    count = selector.get("count")
    if count is not None and not (isinstance(count, dict) and set(count) == {"at_least"}):
        return False
    if count is not None and not whole(count["at_least"]):
        return False
    return all(
        not places.unfollowed(value) if key == "place" else not unmodelled_filter(key, value)
        for key, value in selector.items()
        if key not in ("role", "count")
    )


def cards_named(test: dict[str, Any], ctx: Ctx) -> list[Card]:
    """The cards a test names: "me" or "it"."""
    named = [ctx.card] if test["who"]["role"] == "self" else ctx.it
    return [card for card in named if isinstance(card, Card)]


def players_named(game: Engine, selector: Any, ctx: Ctx) -> list[Player]:
    """The players a test names: "vous" / "you", or "un adversaire" / "an opponent"."""
    if selector["role"] == "controller":
        return [ctx.player]
    return [p for p in game.players if p.name != ctx.player.name]


def found(
    game: Engine,
    what: dict[str, Any],
    ctx: Ctx,
    sides: set[str] | None,
    untold: Callable[[], str],
) -> list[Card]:
    """The objects ``what`` names, in play or in its place (:mod:`.places`), of the players
    named (``sides``; None: anyone's), seen from the effect's card. One whose fit cannot be
    told (a resupplied card's type) is never guessed: :class:`Unfollowed`, saying "whether
    <card>" and what ``untold()`` says (worded only then); a place it cannot tell from the
    effect's card ("mon Expédition" of a card in none: :func:`.places.untold`) likewise."""
    where = places.untold(what.get("place"), ctx.card)
    if where is not None:
        raise Unfollowed(where)
    out = []
    for card in game.cards:
        if sides is not None and card.side not in sides:
            continue
        if not places.holds(what.get("place"), card, ctx.card, ctx.player):
            continue
        fits = object_fits(what, card, ctx.card)
        if fits is None:
            raise Unfollowed(f"whether {card.name} {untold()}")
        if fits:
            out.append(card)
    return out


def count(game: Engine, what: dict[str, Any], ctx: Ctx, sides: set[str] | None) -> int:
    """How many objects ``what`` names (:func:`found`)."""
    return len(found(game, what, ctx, sides, lambda: "is what it counts"))


def at_least(game: Engine, what: dict[str, Any], ctx: Ctx, sides: set[str] | None) -> bool:
    """Whether at least as many objects as ``what`` says (one when it says none) are in play
    or in its place, of the players named (``sides``; None: anyone's)."""
    least = int((what.get("count") or {"at_least": 1})["at_least"])
    return count(game, what, ctx, sides) >= least
