"""Where the objects an op names are: a selector's ``place`` ("une carte ciblée en Réserve",
"target card in an opponent's Reserve", "Characters in play or in Reserve").

Without a place an op names objects in play (rules 1.2.4.d: the Expedition zone, the Hero
zone, the Landmark zone). A place names the zones of :data:`ZONES`, whose every card this
world names (a card resupplied from the deck is a card of unknown type there: a filter on
its type is not told, and an op that would have to tell it is not simulated, never done
to a guess). A hand holds cards drawn unnamed and a deck is unnamed: neither is followed,
nor a place said otherwise ("ciblée", a region). "Dans mon Expédition" / "in my Expedition"
(``expedition: mine``) is the Expedition the effect's card is in, "the Expedition facing me"
(``facing``) the opponent's facing it (``match.faces``): of a card in no Expedition, not
told (:func:`untold`; rules 6.3.k would have the one it was in). "Dans votre Expédition
compagnon" / "in your companion Expedition" (``expedition: companion``, or ``hero``) is that
one of the player ``of`` names (as the Expedition an effect chose is named to its ops:
``expeditions.placed``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from counterplay.runtime.altered.cards import IN_PLAY, Card, Thing
from counterplay.runtime.altered.match import WHOSE, faces, whose

# The zones a place's ``zone`` names, each holding cards this world names.
ZONES: dict[str, frozenset[str]] = {
    "play": IN_PLAY,
    "reserve": frozenset({"reserve"}),
    "expedition": frozenset({"expedition"}),
    "landmark": frozenset({"landmark"}),
    "discard": frozenset({"discard"}),
}

# The zones a card named ("it") is discarded from, where it is: in play, a Reserve, a hand,
# a deck (not the Limbo, where no card is).
HELD = frozenset({*IN_PLAY, "reserve", "hand", "deck"})

# What a place may say that is followed: its zone and whose ("de votre Réserve": of the
# controller; "de la Réserve d'un adversaire": of an opponent; neither: any player's).
KEYS = frozenset({"zone", "of", "expedition"})

# The Expeditions a place in the Expedition zone may name, seen from the effect's card.
EXPEDITIONS: dict[str, Callable[[Card, Card], bool]] = {
    "mine": lambda card, owner: card.side == owner.side and card.expedition == owner.expedition,
    "facing": faces,
    "hero": lambda card, owner: card.expedition == "hero",
    "companion": lambda card, owner: card.expedition == "companion",
}

# Those of them named from the effect's card's own Expedition (of a card in none: untold).
RELATIVE = frozenset({"mine", "facing"})


def _parts(place: Any) -> list[Any]:
    """The places "ou" / "or" joins ("en jeu ou en Réserve": ``any_of``), or the one."""
    if isinstance(place, dict) and set(place) == {"any_of"}:
        return list(place["any_of"]) if isinstance(place["any_of"], list) else [None]
    return [place]


def _followed(part: Any) -> bool:
    if not isinstance(part, dict) or not set(part) <= KEYS:
        return False
    if part.get("of", WHOSE[0]) not in WHOSE:
        return False
    if "expedition" in part:  # "dans mon Expédition", "dans votre Expédition compagnon"
        return part.get("zone") == "expedition" and part["expedition"] in EXPEDITIONS
    return part.get("zone") in ZONES


def untold(place: Any, owner: Thing) -> str | None:
    """Why the cards ``place`` names cannot be told from ``owner`` (None: they can): "mon
    Expédition" of a card in no Expedition."""
    named = [p for p in _parts(place) if isinstance(p, dict) and p.get("expedition") in RELATIVE]
    if named and not (isinstance(owner, Card) and owner.zone == "expedition"):
        return f"which Expedition is {owner.name}'s (it is in none)"
    return None


def unfollowed(place: Any) -> bool:
    """Whether this world cannot find the cards ``place`` names (:data:`ZONES`, ``KEYS``)."""
    return not all(_followed(part) for part in _parts(place))


def holds(place: Any, card: Card, owner: Thing, you: Thing | None = None) -> bool:
    """Whether ``card`` is in ``place`` (a followed one), seen from the effect's card
    ``owner``: without a place, whether it is in play. "Votre" / "your" (``of``) is the
    player doing it (``you``: "chaque joueur défausse sa Réserve", each one's own,
    :mod:`.doers`), else ``owner``'s controller."""
    if place is None:
        return card.zone in IN_PLAY
    return any(
        card.zone in ZONES[part["zone"]]
        and ("of" not in part or whose(part["of"], you or owner)(card.side))
        and ("expedition" not in part or _in(part["expedition"], card, owner))
        for part in _parts(place)
    )


def _in(expedition: str, card: Card, owner: Thing) -> bool:
    return isinstance(owner, Card) and EXPEDITIONS[expedition](card, owner)


def zones(selector: dict[str, Any] | None) -> frozenset[str]:
    """Every zone a selector's place names (in play when it names none)."""
    place = (selector or {}).get("place")
    if place is None or unfollowed(place):
        return IN_PLAY
    return frozenset().union(*(ZONES[part["zone"]] for part in _parts(place)))
