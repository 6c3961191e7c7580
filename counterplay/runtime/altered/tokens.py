"""Tokens created: what a ``token.create`` op's token is.

A Character token is what the text says of it (rules 2.2.10.e: its abilities are defined
by the effect that creates it): its name, its statistics (forest, mountain, water: "[2/2/2
Scarabot]"), and it has no faction (R002-31) and no ability the text does not give it. A
token the text only names ("un jeton Aérolithe" / "an Aerolith token") has no statistics
in the text: :func:`profile_unfollowed` says so, and it is not created. Where it is created
is a place :mod:`.expeditions` finds.
"""

from __future__ import annotations

from typing import Any

from counterplay.runtime.altered.cards import STATS, Card
from counterplay.runtime.altered.expeditions import Expedition
from counterplay.runtime.reaction import whole

# The words of a token's description the world makes it from (its subtype: "Robot").
PROFILE = frozenset({"name", "stats", "subtype", "subtypes"})


def profile_unfollowed(token: Any) -> str | None:
    """What of a token's description the world cannot make it from, in the game's words
    (None: it can)."""
    if not isinstance(token, dict) or not set(token) <= PROFILE or "name" not in token:
        return "what the token is"  # "Sinon, créez-en un seul": the one named before
    stats = token.get("stats")
    if not (isinstance(stats, list) and len(stats) == len(STATS) and all(map(whole, stats))):
        return "the token's statistics"  # not in the text ("un jeton Aérolithe"), or X
    return None


def make(token: dict[str, Any], expedition: Expedition, name: str) -> Card:
    """The Character token ``token`` (a followed profile) in ``expedition``, called ``name``:
    controlled by that Expedition's player."""
    player, which = expedition
    stats = dict(zip(STATS, token["stats"], strict=True))
    return Card(
        name,
        player.name,
        type="character",
        zone="expedition",
        expedition=which,
        stats=stats,
        statuses={"token"},
        subtypes=frozenset(_subtypes(token)),
    )


def _subtypes(token: dict[str, Any]) -> list[str]:
    """A token's subtypes as its text says them ("[Brassbug 2/2/2] Robot token")."""
    said = token.get("subtypes", [token["subtype"]] if "subtype" in token else [])
    return [str(s) for s in said]


def shown_name(token: dict[str, Any]) -> str:
    """A token's name as printed: "mana_moth" -> "Mana Moth"."""
    return " ".join(w.capitalize() for w in str(token["name"]).replace("_", " ").split())
