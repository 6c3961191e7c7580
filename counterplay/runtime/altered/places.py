"""Where the objects an op names are: a selector's ``place`` ("une carte ciblée en Réserve",
"target card in an opponent's Reserve", "Characters in play or in Reserve").

Without a place an op names objects in play (rules 1.2.4.d: the Expedition zone, the Hero
zone, the Landmark zone). A place names the zones of :data:`ZONES`, whose every card this
world names (a card resupplied from the deck is a card of unknown type there: a filter on
its type is not told, and an op that would have to tell it is not simulated, never done
to a guess). A hand holds cards drawn unnamed and a deck is unnamed: neither is followed,
nor a place said otherwise ("ciblée", "mon Expédition", a region).
"""

from __future__ import annotations

from typing import Any

from counterplay.runtime.altered.cards import IN_PLAY, Card, Thing
from counterplay.runtime.altered.match import WHOSE, whose

# The zones a place's ``zone`` names, each holding cards this world names.
ZONES: dict[str, frozenset[str]] = {
    "play": IN_PLAY,
    "reserve": frozenset({"reserve"}),
    "expedition": frozenset({"expedition"}),
    "landmark": frozenset({"landmark"}),
    "discard": frozenset({"discard"}),
}

# What a place may say that is followed: its zone and whose ("de votre Réserve": of the
# controller; "de la Réserve d'un adversaire": of an opponent; neither: any player's).
KEYS = frozenset({"zone", "of"})


def _parts(place: Any) -> list[Any]:
    """The places "ou" / "or" joins ("en jeu ou en Réserve": ``any_of``), or the one."""
    if isinstance(place, dict) and set(place) == {"any_of"}:
        return list(place["any_of"]) if isinstance(place["any_of"], list) else [None]
    return [place]


def _followed(part: Any) -> bool:
    return (
        isinstance(part, dict)
        and set(part) <= KEYS
        and part.get("zone") in ZONES
        and part.get("of", WHOSE[0]) in WHOSE
    )


def unfollowed(place: Any) -> bool:
    """Whether this world cannot find the cards ``place`` names (:data:`ZONES`, ``KEYS``)."""
    return not all(_followed(part) for part in _parts(place))


def holds(place: Any, card: Card, owner: Thing) -> bool:
    """Whether ``card`` is in ``place`` (a followed one), seen from the effect's card
    ``owner``: without a place, whether it is in play."""
    if place is None:
        return card.zone in IN_PLAY
    return any(
        card.zone in ZONES[part["zone"]]
        and ("of" not in part or whose(part["of"], owner)(card.side))
        for part in _parts(place)
    )


def zones(selector: dict[str, Any] | None) -> frozenset[str]:
    """Every zone a selector's place names (in play when it names none)."""
    place = (selector or {}).get("place")
    if place is None or unfollowed(place):
        return IN_PLAY
    return frozenset().union(*(ZONES[part["zone"]] for part in _parts(place)))
