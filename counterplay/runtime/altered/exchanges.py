"""Exchanges, the op ``swap``: "Échangez un Personnage ciblé de votre Réserve avec une carte
de votre main" / "Exchange target Character in your Reserve with a card from your hand"
(places), and "Ciblez deux Personnages ... et échangez leurs boosts" / "Target two
Characters ... and exchange their boosts" (counters).

Places: the target goes to its owner's hand and the card of the hand the player chooses
(:mod:`.hands`), of the kind ``with`` says, to the Reserve, at once: each move's events see
the other card where it was before the exchange (R002-13). An exchange is both moves or none (a
decision: the rules excerpts do not say): with no target left, or no card of that kind in
the hand, nothing is exchanged.

Counters: each of the two cards "it" names gets the other's number of that counter (the
difference gained or lost: ``counter.gain`` / ``counter.lose``), at once. Another number of
cards than two is not told. Which exchanges are followed: :func:`.unfollowed.exchange`.

The target was chosen before the effect (:mod:`.targets`); "it" bound before the op
(:mod:`.binding`): the handler chooses nothing but the hand's card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import hands
from counterplay.runtime.altered.cards import Card
from counterplay.runtime.altered.unfollowed import Unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx


def _target(ctx: Ctx, i: int) -> list[Card]:
    """The target chosen for ``ops[i]`` that is still the object it was (rules 2.1.c)."""
    if i not in ctx.chosen:
        raise Unfollowed("which target is exchanged (none was chosen before the effect)")
    return [card for card, moves in ctx.chosen[i] if card.moves == moves]


def _places(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    targets = [c for c in _target(ctx, i) if c.zone == "reserve"]
    given = hands.chosen(game, op["with"], ctx, "exchanged") if targets else None
    if not targets or given is None:
        return False
    before = {c.name: c.zone for c in game.cards}  # at once: each sees the other (R002-13)
    game.move(targets[0], "hand", ctx.frame, before)
    game.move(given, "reserve", ctx.frame, before)
    return True


def _counters(game: Engine, op: dict[str, Any], ctx: Ctx) -> bool:
    cards = [c for c in ctx.it if isinstance(c, Card)]
    if len(cards) != 2:
        raise Unfollowed(f"an exchange of counters between {len(cards)} objects")
    name = str(op["counter"])
    first, second = (c.counters.get(name, 0) for c in cards)
    for card, delta in ((cards[0], second - first), (cards[1], first - second)):
        if delta:
            game.counters(card, name, delta, ctx.frame)
    return first != second


def swap(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """The exchange ``op`` says (above); whether anything changed."""
    return _counters(game, op, ctx) if "counter" in op else _places(game, i, op, ctx)
