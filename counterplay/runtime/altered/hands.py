"""A card of a player's hand an effect has them choose: "Vous pouvez révéler un Personnage de
Coût de Main {4} ou plus de votre main", "Échangez ... avec une carte de votre main",
"Mettez une carte de votre main en Réserve" / "Put a card from your hand in Reserve".

A hand is a hidden zone (comprehensive rules 1.4.5.a: a card chosen from a hidden zone need
not be revealed). A game names some of its cards (in the zone ``hand``) and counts the cards
drawn that it does not name (``Player.hand``). The card is the player's choice (the decision
``hand``; unscripted, seeded) among the named cards there of the kind the text says, never
the card whose effect it is (a Spell being played from there). With none of that kind, while
the hand holds cards the game does not name, any of which might be one: not simulated
(:class:`Unfollowed`), never guessed; else there is none (nothing to do).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered.cards import Card, Player
from counterplay.runtime.altered.match import object_fits
from counterplay.runtime.altered.unfollowed import Unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx


def chosen(game: Engine, what: dict[str, Any], ctx: Ctx, done: str) -> Card | None:
    """The card of the controller's hand they choose, of the kind ``what`` says (None:
    there is none); ``done``: what is done to it, for why it is not simulated ("revealed")."""
    me = ctx.player
    hand = [c for c in game.cards if c.side == me.name and c.zone == "hand" and c is not ctx.card]
    found = []
    for card in hand:
        fits = object_fits(what, card, ctx.card)
        if fits is None:
            raise Unfollowed(f"whether {card.name} is the card of the hand {done}")
        if fits:
            found.append(card)
    if not found and me.hand > 0:
        raise Unfollowed(f"which card of the hand is {done} (cards drawn, not named, might be)")
    pick: Card | None = game.choose(me, "hand", found)
    return pick


def emptied(game: Engine, who: Player, ctx: Ctx) -> list[Card]:
    """Every card of ``who``'s hand, still there for the caller to move: the named ones,
    then the unnamed ones (``Player.hand``) made as they leave, as a deck's are
    (:func:`.decks.take`: their type and text unknown, a filter on them is not told); never
    the card whose effect it is (a Spell being played from there, as :func:`chosen`)."""
    cards = [c for c in game.cards if c.side == who.name and c.zone == "hand" and c is not ctx.card]
    for _ in range(who.hand):
        game.unnamed += 1
        card = Card(f"{who.name}'s card {game.unnamed} from the hand", who.name, type="")
        game.cards.append(card)
        cards.append(card)
    who.hand = 0
    return cards
