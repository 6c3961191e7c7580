"""A card played within an effect: "[Foncez]" / "[Rush]".

Its reminder text: "Foncer signifie jouer une autre carte immédiatement" / "Rush means
playing another card immediately" (the rules excerpts do not define it otherwise): the
effect's controller plays another card of theirs from Hand or Reserve as a turn's card is
played (its cost paid from ready Mana, a discount used, from the Reserve Fleeting:
``Engine.play_card``); "[Foncez] avec un Personnage" / "[Rush] a Character", a card of that
kind. It is played while the effect resolves: the reactions it triggers are checked once the
whole effect has resolved (comprehensive rules 4.4.a, Remark: "Some effects allow players to
play a card during their resolution. In these cases, Reactions are not checked until the end
of the resolution of the whole daily effect, turn effect, or Reaction"; R002-02).

The card is the player's choice (the decision ``play``; unscripted, seeded) among the named
cards they can pay for; a Character goes to the Expedition the game gives it (as a scripted
play without ``to``). With none they can pay for, nothing is played, unless they hold cards
the game does not name (drawn, resupplied), any of which might be: not simulated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered.cards import Card
from counterplay.runtime.altered.match import object_fits
from counterplay.runtime.altered.unfollowed import Unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# The zones a card is played from.
FROM = ("hand", "reserve")

# Why a card to play is not chosen when the player holds cards the game does not name.
UNNAMED = "which card is played (cards drawn or resupplied, not named, might be)"


def playable(game: Engine, ctx: Ctx, what: dict[str, Any] | None) -> list[Card]:
    """The named cards of the effect's controller, other than the effect's own, in Hand or
    Reserve, of the kind ``what`` names, that they can pay for now. None of them while
    they hold cards not named: :class:`Unfollowed`."""
    me = ctx.player
    mine = [c for c in game.cards if c.side == me.name and c.zone in FROM and c is not ctx.card]
    out = []
    for card in (c for c in mine if c.type):
        fits = object_fits(what, card, ctx.card) if what else True
        if fits is None:
            raise Unfollowed(f"whether {card.name} is what it plays")
        if fits and game.price(me, card)[0] <= me.mana - me.mana_used:
            out.append(card)
    if not out and (me.hand > 0 or any(not c.type for c in mine)):
        raise Unfollowed(UNNAMED)
    return out


def rush(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "[Foncez]" / "[Rush]": the player plays another card (above); whether one was."""
    cards = playable(game, ctx, op.get("what"))
    if not cards:
        return False
    card: Card = game.choose(ctx.player, "play", cards)
    game.play_card(ctx.player, card, card.expedition, ctx.frame)
    return True
