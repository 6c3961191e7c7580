"""Cards revealed: "Révélez la première carte de votre deck" / "Reveal the top card of your
deck", "les quatre premières cartes" / "the top four cards", "Vous pouvez révéler un
Personnage de Coût de Main {4} ou plus de votre main" / "You may reveal a Character with
Hand Cost {4} or more from your hand".

A deck and a hand are hidden zones (comprehensive rules 1.4.5.a: a card chosen from a hidden
zone need not be revealed; "Lithium will not see Ninette's top card"). A card revealed is
shown to every player and stays where it is: an op after it moves it ("piochez-la",
"défaussez-la", "la mettre dans votre main"), naming it as "it" (:mod:`.binding`). Each is
dispatched as ``card.reveal`` ("Lorsque vous révélez un Sort" / "When you reveal a Spell").

The deck's top cards are those the game names there, in order (:mod:`.decks`); a top card
the game does not name is not guessed: the op is not simulated, saying so. A card of the
hand is the player's choice (:mod:`.hands`). An empty deck, or a hand with no such card,
reveals nothing (nothing to do: "si vous le faites" is not done).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import decks, hands
from counterplay.runtime.altered.cards import Card
from counterplay.runtime.altered.decks import deck_top
from counterplay.runtime.altered.unfollowed import Unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx


def _from_deck(game: Engine, count: int, ctx: Ctx) -> list[Card]:
    """The top ``count`` cards of the controller's deck (fewer if it holds fewer), each one
    the game names there; one it does not name: :class:`Unfollowed`."""
    me = ctx.player
    shown = min(count, decks.size(game, me))
    named = decks.named(game, me)
    if shown > len(named):
        said = f"{len(named)} of the {shown} revealed" if named else "none"
        raise Unfollowed(f"which cards are on top of {me.name}'s deck (the game names {said})")
    return named[:shown]


def reveal(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """The cards ``what`` names are revealed to every player, where they are; a later "it"
    names them. Whether any was."""
    what = op["what"]
    count = deck_top(what)
    if count is not None:
        cards = _from_deck(game, count, ctx)
    else:  # a card of the hand, the player's choice (hands.py)
        card = hands.chosen(game, what, ctx, "revealed")
        cards = [card] if card is not None else []
    for card in cards:
        game.trace.note("reveal", ctx.frame.depth, player=ctx.player.name, card=card.name,
                        frm=card.zone)  # fmt: skip
        game.emit("card.reveal", ctx.frame, ctx.player, card, None, None, **{"from": card.zone})
    ctx.last = [(card, card.moves) for card in cards]
    return bool(cards)
