"""A player's deck: the cards a game names on top of it, in order, over cards it does not name.

A deck is a hidden zone (comprehensive rules 1.4.5.a: a card chosen from a hidden zone need
not be revealed; its example, "Lithium will not see Ninette's top card"). A game may name
the cards on top of a player's deck (its cards in the zone ``deck``, the first listed the
top card); under them are ``Player.deck`` cards it does not name. A card taken from the top
is the named one there, else an unnamed card (its type and text unknown: a filter on them is
not told) made as it leaves the deck. A card drawn goes to its player's hand: a named one is
a card of the hand the game names, an unnamed one is counted (``Player.hand``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered.cards import Card, Player
from counterplay.runtime.altered.match import unmodelled_filter

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine


def named(game: Engine, who: Player) -> list[Card]:
    """The cards the game names on top of ``who``'s deck, the top card first."""
    return [c for c in game.cards if c.side == who.name and c.zone == "deck"]


# "au-dessus du deck de son propriétaire" / "to the top of its owner's deck".
TOP_OF_OWNERS = {"zone": "deck", "of": "player", "of_owner_of": "it", "top": True}


def put_on_top(game: Engine, card: Card) -> None:
    """``card``, just put in its owner's deck, is its top card: named there above every
    other (a card here is owned by its controller: ``card_ops.move``)."""
    if card.zone != "deck":  # a token ceases to exist (rules 2.1.d)
        return
    game.cards.remove(card)
    others = [k for k, c in enumerate(game.cards) if c.side == card.side and c.zone == "deck"]
    game.cards.insert(others[0] if others else len(game.cards), card)


def size(game: Engine, who: Player) -> int:
    """How many cards ``who``'s deck holds: the named ones and those under them."""
    return len(named(game, who)) + who.deck


def take(game: Engine, who: Player, count: int) -> list[Card]:
    """The top ``count`` cards of ``who``'s deck (fewer if it holds fewer), still in the
    deck for the caller to move: the named ones, then unnamed cards made as they leave."""
    cards = named(game, who)[:count]
    for _ in range(min(count - len(cards), who.deck)):
        who.deck -= 1
        game.unnamed += 1
        name = f"{who.name}'s card {game.unnamed} from the deck"
        card = Card(name, who.name, type="", zone="deck")
        game.cards.append(card)
        cards.append(card)
    return cards


def draw(
    game: Engine, who: Player, amount: int, depth: int, these: list[Card] | None = None
) -> int:
    """``who`` draws ``amount`` cards (fewer if the deck holds fewer): a named card goes to
    the hand as a new object (rules 2.1.c), unnamed ones are counted there; how many.
    ``these``: "piochez-la" / "draw it", those of them in ``who``'s deck (revealed there)."""
    if these is not None:
        cards = [c for c in these if c.zone == "deck" and c.side == who.name]
        for card in cards:
            drawn(game, card, depth)
        return len(cards)
    cards = named(game, who)[:amount]
    for card in cards:
        drawn(game, card, depth)
    unnamed = min(amount - len(cards), who.deck)
    who.deck -= unnamed
    who.hand += unnamed
    return len(cards) + unnamed


def drawn(game: Engine, card: Card, depth: int) -> None:
    """A named card of a deck goes to its player's hand, drawn: no zone event, as for a card
    the game does not name (``card.draw`` says it), a new object there (rules 2.1.c)."""
    card.zone = "hand"
    card.moves += 1
    game.trace.note("zone", depth, card=card.name, frm="deck", to="hand")


# "la première carte de votre deck" / "the top card of your deck" (count ``each``) and "les
# N premières cartes" / "the top N cards" (count N, ``top``): how many, by their selector's
# keys besides ``count``.
_DECK = {"of": "controller", "zone": "deck"}
_TOPS = (
    {"role": "object", "type": ["top_card"], "place": _DECK},
    {"role": "object", "top": True, "type": ["card"], "place": _DECK},
)


def deck_top(what: Any) -> int | None:
    """How many top cards of the controller's deck ``what`` names, or None (not that)."""
    if not isinstance(what, dict):
        return None
    rest = {k: v for k, v in what.items() if k != "count"}
    count = what.get("count")
    if rest == _TOPS[0] and count == "each":
        return 1
    if rest == _TOPS[1] and isinstance(count, int) and not isinstance(count, bool):
        return count if count > 0 else None
    return None


# "de votre main" / "from your hand": the controller's.
HAND = {"of": "controller", "zone": "hand"}

# "Défaussez votre main" / "Discard your hand", "Chaque joueur défausse sa main" / "Each
# player discards their hand" (``doers.own``: each one's own): every card of it.
WHOLE_HAND = {"role": "object", "count": "each", "place": HAND}


def whole_hand(what: Any) -> bool:
    """Whether ``what`` names every card of the controller's hand (:data:`WHOLE_HAND`;
    ``hands.emptied`` finds them)."""
    return bool(what == WHOLE_HAND)


# The keys of a hand's card selector that are no filter ("un Personnage": one).
_NOT_FILTERS = frozenset({"role", "place", "count"})


def hand_card(what: Any) -> bool:
    """Whether ``what`` names one card of the controller's hand, of a kind the world tells
    ("un Personnage de Coût de Main {4} ou plus de votre main", "une carte de votre main")."""
    one_of_hand = (
        isinstance(what, dict)
        and what.get("role") == "object"
        and what.get("place") == HAND
        and what.get("count", 1) == 1
    )
    return one_of_hand and not any(
        unmodelled_filter(k, v) for k, v in what.items() if k not in _NOT_FILTERS
    )


def hidden_unfollowed(what: Any) -> str | None:
    """Why the cards of a hidden zone ``what`` names are not found (None: they are): the top
    cards of the controller's deck (:func:`deck_top`), or one card of their hand
    (:func:`hand_card`)."""
    if deck_top(what) is not None or hand_card(what):
        return None
    return "which cards are revealed"
