"""A card played within an effect: "[Foncez]" / "[Rush]", "Jouez immédiatement un
Personnage pour {5} de moins", "Vous pouvez me jouer gratuitement".

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

``play`` (:func:`play`) plays a card the same way, for free ("gratuitement" / "for free":
nothing paid, no discount used) or for less ("pour {5} de moins" / "for {5} less": not
below zero), of the kind its ``what`` names ("de Coût de Base {2} ou moins": the Reserve
Cost of a card in the Reserve, the Hand Cost otherwise, as its reminder text says), or
"me" or "it" when in Hand or Reserve. A later "it" names the card played, in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import places
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


def playable(
    game: Engine, ctx: Ctx, what: dict[str, Any] | None, less: int | None = 0
) -> list[Card]:
    """The named cards of the effect's controller, other than the effect's own, in Hand or
    Reserve (or the place ``what`` names of those), of the kind ``what`` names, that they
    can pay for now (``less``: as ``Engine.price``). None of them while they hold cards
    not named: :class:`Unfollowed`."""
    me = ctx.player
    place = (what or {}).get("place")
    mine = [
        c
        for c in game.cards
        if c.side == me.name and c.zone in FROM and c is not ctx.card and not c.exhausted
        and (place is None or places.holds(place, c, ctx.card))
    ]  # fmt: skip
    out = []
    for card in (c for c in mine if c.type):
        fits = object_fits(what, card, ctx.card) if what else True
        if fits is None:
            raise Unfollowed(f"whether {card.name} is what it plays")
        if fits and game.price(me, card, less)[0] <= me.mana - me.mana_used:
            out.append(card)
    hand = place is None or place.get("zone") == "hand"
    if not out and ((me.hand > 0 and hand) or any(not c.type for c in mine)):
        raise Unfollowed(UNNAMED)
    return out


def _play(game: Engine, ctx: Ctx, cards: list[Card], less: int | None) -> bool:
    """The player plays the card they choose of ``cards`` (none: nothing to do); a later
    "it" names it, once in play."""
    if not cards:
        return False
    card: Card = game.choose(ctx.player, "play", cards)
    if not game.play_card(ctx.player, card, card.expedition, ctx.frame, less):
        return False  # its targets' Coriace cannot be paid too (traced)
    ctx.last = [(card, card.moves)]
    return True


def rush(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "[Foncez]" / "[Rush]": the player plays another card (above); whether one was."""
    return _play(game, ctx, playable(game, ctx, op.get("what")), 0)


def _named(ctx: Ctx, what: dict[str, Any], less: int | None) -> list[Card]:
    """The cards "me" or "it" names that may be played: in Hand or Reserve, or "it" in the
    deck (revealed there, :mod:`.reveals`: "Vous pouvez la jouer gratuitement"), for free
    (for less, which cost is paid from a deck is not told). One not named (resupplied),
    whose cost is not known: :class:`Unfollowed`."""
    cards = [ctx.card] if what["role"] == "self" else list(ctx.it)
    zones = (*FROM, "deck") if what["role"] == "it" else FROM
    found = [c for c in cards if isinstance(c, Card) and c.zone in zones and not c.exhausted]
    from_deck = [c for c in found if c.zone == "deck"]
    if less is not None and from_deck:
        raise Unfollowed("the cost of a card played from a deck, for less")
    if any(c.type == "spell" for c in from_deck):
        raise Unfollowed("where a Spell played from a deck goes once resolved")
    if any(not c.type for c in found):
        raise Unfollowed("the cost of a card not named, played")
    return found


def play(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Jouez immédiatement un Personnage pour {5} de moins" / "Immediately play a Character
    for {5} less" (``discount``), "Vous pouvez me jouer gratuitement" / "You may play me for
    free" (``free``), "... un Personnage de Coût de Base {2} ou moins gratuitement": the
    controller plays a card from Hand or Reserve as [Rush] does, for nothing or that much
    less (not below zero), paying the rest; one they cannot pay for is not played."""
    less = None if op.get("free") else int(op.get("discount", 0))
    what = op["what"]
    if what.get("role") in ("self", "it"):
        me = ctx.player
        cards = [c for c in _named(ctx, what, less)
                 if game.price(me, c, less)[0] <= me.mana - me.mana_used]  # fmt: skip
        return _play(game, ctx, cards, less)
    return _play(game, ctx, playable(game, ctx, what, less), less)
