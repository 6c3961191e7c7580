"""Conditions on where a card is in the Adventure: "si je suis en {V}" / "if I'm in {V}",
"si ma région est {O}", "dans une région mono-terrain" / "in a single-terrain region", "si je
suis face à une Expédition en {O}" / "if I'm facing an Expedition in {O}", and the keywords
a card is said to be ("[En Contact]" / "[In Contact]"), each read from the Regions the game
gives (:mod:`.regions`); a game that gives none, or a card in no Expedition, does not tell
them (not simulated). The tests of :data:`.conditions.TESTS` that ask which Region it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import counting, regions
from counterplay.runtime.altered.cards import EXPEDITIONS, STATS, Card, Player
from counterplay.runtime.altered.regions import Region
from counterplay.runtime.altered.unfollowed import Unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx


# "Si je suis dans une région mono-terrain" / "If I'm in a single-terrain region".
SINGLE_TERRAIN = {"zone": "region", "single_terrain": True}


# "ma région" / "my region": the Region of the effect's card.
MY_REGION = {"role": "object", "type": ["region"], "region": "mine"}


# Why a condition naming a Region is not told in a game that gives none (``regions``).
NO_REGIONS = "(the game gives no `regions:`)"


def names_region(test: dict[str, Any]) -> bool:
    """Whether the condition ``test`` asks which Region a card or an Expedition is in:
    told only in a game that gives the Adventure's Regions."""
    return (
        test.get("test") == "in_terrain"
        or (test.get("test") == "keyword" and test.get("keyword") in KEYWORDS)
        or (test.get("test") == "in_place" and test.get("place") == SINGLE_TERRAIN)
        or (test.get("test") == "facing" and expedition_in_terrain(test.get("what")))
    )


def terrains(value: Any) -> bool:
    """Whether ``value`` names terrains the world knows ("{V}", "{V} or {M}")."""
    return bool(value) and all(t in STATS for t in (value if isinstance(value, list) else [value]))


def _terrains_said(value: Any) -> set[str]:
    """The terrains a told test names (:func:`_terrains`): one, or each of several."""
    return set(value if isinstance(value, list) else [value])


def expedition_in_terrain(what: Any) -> bool:
    """ "une Expédition en {O}" / "an Expedition in {O}": an Expedition of a terrain."""
    return (
        isinstance(what, dict)
        and set(what) == {"role", "type", "terrain"}
        and what["role"] == "object"
        and what["type"] == ["expedition"]
        and terrains(what["terrain"])
    )


def _region(game: Engine, player: Player, expedition: str) -> Region:
    """The Region ``player``'s ``expedition`` is in; the game giving none, not told."""
    region = regions.region_of(game.game.regions, player, expedition)
    if region is None:
        raise Unfollowed(f"which Region {player.name}'s {expedition} Expedition is in {NO_REGIONS}")
    return region


def _card_regions(game: Engine, test: dict[str, Any], ctx: Ctx) -> list[Region]:
    """The Regions of the cards a test names ("me", "it"; "ma région" / "my region": mine).
    Not told when the game gives no Regions, or of a card in no Expedition (whether a card
    in the Reserve or a Hero is "in {V}" the rules excerpts do not say)."""
    if not game.game.regions:
        raise Unfollowed(f"which Region it is in {NO_REGIONS}")
    cards = [ctx.card] if test["who"] == MY_REGION else counting.cards_named(test, ctx)
    away = [c for c in cards if c.zone != "expedition"]
    if away:
        raise Unfollowed(f"which Region {away[0].name} is in (it is in no Expedition)")
    return [_region(game, game.player(c.side), c.expedition) for c in cards]


def in_terrain(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """ "si je suis en {V}" / "if I'm in {V}", "s'il est en {V}", "si ma région est {O}":
    its Region has one of those terrains (a Region of several terrains is in each)."""
    said = _terrains_said(test["terrain"])
    found = _card_regions(game, test, ctx)
    return bool(found) and all(r.terrains & said for r in found)


def single_terrain(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """ "si je suis dans une région mono-terrain" / "if I'm in a single-terrain region":
    its Region has one terrain."""
    found = _card_regions(game, test, ctx)
    return bool(found) and all(len(r.terrains) == 1 for r in found)


def facing_in_terrain(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """The Expedition facing each card named (an opponent's of the same kind, ``faces``) is
    in a Region of one of the terrains ``what`` says; a card in no Expedition faces none."""
    said = _terrains_said(test["what"]["terrain"])
    cards = counting.cards_named(test, ctx)
    if not game.game.regions:
        raise Unfollowed(f"which Region the Expedition facing it is in {NO_REGIONS}")
    return bool(cards) and all(
        c.zone == "expedition"
        and any(
            _region(game, o, c.expedition).terrains & said for o in game.players if o.name != c.side
        )
        for c in cards
    )


def _in_contact(game: Engine, card: Card, region: Region) -> bool:
    """ "[En Contact]" / "[In Contact]", as its reminder text says: "Je suis En Contact si
    l'Expédition d'un autre joueur est dans ma région" / "I'm In Contact if another player's
    Expedition is in my region": one of another player's Expeditions (hero or companion) is
    in ``region``, the card's."""
    return any(
        _region(game, other, which) is region
        for other in game.players
        if other.name != card.side
        for which in EXPEDITIONS
    )


# The keywords a card is said to be in a condition ("Si je suis [En Contact]" / "If I'm
# [In Contact]"), each as its reminder text defines it from the card's Region: told in a
# game that gives the Adventure's Regions, of a card in an Expedition.
KEYWORDS: dict[str, Callable[[Engine, Card, Region], bool]] = {"in_contact": _in_contact}


def keyword(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """ "si je suis [En Contact]" / "if I'm not [In Contact]": each card named is so."""
    found = _card_regions(game, test, ctx)
    cards = counting.cards_named(test, ctx)
    is_so = KEYWORDS[str(test["keyword"])]
    return bool(cards) and all(is_so(game, c, r) for c, r in zip(cards, found, strict=True))
