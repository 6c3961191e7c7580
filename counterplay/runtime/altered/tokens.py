"""Tokens created: what a ``token.create`` op's token is.

A Character token is what the text says of it (rules 2.2.10.e: its abilities are defined
by the effect that creates it): its name, its statistics (forest, mountain, water: "[2/2/2
Scarabot]"), and it has no faction (R002-31) and no ability the text does not give it. A
token the text only names ("un jeton Aérolithe" / "an Aerolith token") is what the game's
``tokens:`` says (``compiler/altered/game.py`` puts it in the op): a Character with its
statistics, or a Landmark Permanent, with its abilities; without it,
:func:`profile_unfollowed` says so, and it is not created. A Character token is put in an
Expedition :mod:`.expeditions` finds, a Landmark Permanent one in the Landmarks of
:data:`LANDMARKS`. What ends a token, and whether a token's quick action can be used as a
script asks, are here too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import player_targets
from counterplay.runtime.altered.cards import IN_PLAY, NOWHERE, STATS, Card, Player, keywords
from counterplay.runtime.altered.expeditions import shape
from counterplay.runtime.reaction import Reaction, whole

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# The words of a token's description the world makes it from: its name, statistics and
# subtype as the text says them ("Robot"), or its kind and its abilities compiled as a
# game's ``tokens:`` gives them (``compiler/altered/game.py`` puts them in the op; an
# ability the text quotes, "avec « ... »", is not followed).
PROFILE = frozenset({"name", "stats", "subtype", "subtypes", "type", "compiled"})
# The zones a token ceases to exist on leaving (rules 2.1.d names the Expedition zone, where
# a Character token is; a Landmark Permanent token a game's ``tokens:`` gives leaves the
# Landmark zone likewise: docs/altered.md, open decisions).
ZONES = {"expedition": "Expedition", "landmark": "Landmark"}

# The kind of token a game may say besides a Character.
LANDMARK = "landmark_permanent"
# Why a token the text only names is not created when the game does not say what it is.
NOT_GIVEN = "the token's kind and statistics, which the game's `tokens:` may give"


def _yours(game: Engine, ctx: Ctx) -> list[Player] | str:
    return [ctx.player]


def _targeted(others: bool) -> Callable[[Engine, Ctx], list[Player] | str]:
    """ "un joueur ciblé" / "target player" (``others``: another one, or an opponent): the
    effect's controller chooses (the decision ``target``; one option: no choice)."""

    def find(game: Engine, ctx: Ctx) -> list[Player] | str:
        options = [p for p in game.players if not (others and p.name == ctx.player.name)]
        return [player_targets.choose(game, ctx, options)]

    return find


def _each(game: Engine, ctx: Ctx) -> list[Player] | str:
    return list(game.players)


def _shape(**keys: Any) -> frozenset[tuple[str, Any]]:
    return frozenset({("zone", "landmark"), *keys.items()})


# Whose Landmarks a Landmark Permanent token is put in, by the words of its place ("dans
# votre zone de Repères", "dans la zone de Repères de chaque joueur", "d'un joueur ciblé",
# "d'un adversaire ciblé"); it is controlled by that player. "Its controller's" is not
# followed.
LANDMARKS: dict[frozenset[tuple[str, Any]], Callable[[Engine, Ctx], list[Player] | str]] = {
    _shape(of="controller"): _yours,
    _shape(of="player", each=True): _each,
    _shape(of="player", of_targeted=True): _targeted(others=False),
    _shape(of="player", of_targeted=True, of_other=True): _targeted(others=True),
    _shape(of="opponent", of_targeted=True): _targeted(others=True),  # (no teams)
}


def in_landmarks(place: Any) -> bool:
    """Whether ``place`` names Landmarks the world finds (:data:`LANDMARKS`)."""
    return shape(place) in LANDMARKS


def landmarks(game: Engine, place: dict[str, Any], ctx: Ctx) -> list[Player] | str:
    """The players in whose Landmarks ``place`` (a followed one) puts a token."""
    key = shape(place)
    assert key is not None
    return LANDMARKS[key](game, ctx)


def profile_unfollowed(token: Any) -> str | None:
    """What of a token's description the world cannot make it from, in the game's words
    (None: it can)."""
    if not isinstance(token, dict) or not set(token) <= PROFILE or "name" not in token:
        return "what the token is"  # "Sinon, créez-en un seul": the one named before
    if token.get("type") == LANDMARK:  # a Permanent: no statistics
        return None
    stats = token.get("stats")
    if stats is None:  # not in the text ("un jeton Aérolithe"): a game may give them
        return NOT_GIVEN
    if not (isinstance(stats, list) and len(stats) == len(STATS) and all(map(whole, stats))):
        return "the token's statistics"  # X
    return None


def place_unfollowed(op: dict[str, Any]) -> str | None:
    """Where ``op`` puts a token that its kind does not go (None: it goes there): a Landmark
    Permanent token to its controller's Landmarks, a Character token to an Expedition."""
    landmark = isinstance(op.get("token"), dict) and op["token"].get("type") == LANDMARK
    if landmark != in_landmarks(op.get("place")):
        kind = "a Landmark Permanent token" if landmark else "a Character token"
        return f"where it is put ({kind} there)"
    return None


def make(token: dict[str, Any], player: Player, name: str, expedition: str | None) -> Card:
    """The token ``token`` (a followed profile) called ``name``, controlled by ``player``:
    a Character in their ``expedition``, or a Landmark Permanent in their Landmarks, with
    the abilities the game gives it (each its own reaction: ``name/0``...)."""
    abilities = [
        Reaction.from_ir({**entry, "name": f"{name}/{k}", "action": entry["kind"]})
        for k, entry in enumerate(token.get("compiled", []))
    ]
    made = Card(
        name,
        player.name,
        statuses={"token"},
        subtypes=frozenset(_subtypes(token)),
        named=str(token["name"]),
        abilities=abilities,
        **keywords(abilities),  # its [Coriace X], [Éternel] (R002-30)
    )
    if token.get("type") == LANDMARK:
        made.type, made.zone = LANDMARK, "landmark"
    else:
        made.zone, made.expedition = "expedition", str(expedition)
        made.stats = dict(zip(STATS, token["stats"], strict=True))
    return made


def _subtypes(token: dict[str, Any]) -> list[str]:
    """A token's subtypes as its text says them ("[Brassbug 2/2/2] Robot token")."""
    said = token.get("subtypes", [token["subtype"]] if "subtype" in token else [])
    return [str(s) for s in said]


def shown_name(name: str) -> str:
    """A token's name (as the IR says it) as printed: "mana_moth" -> "Mana Moth"."""
    return " ".join(w.capitalize() for w in name.replace("_", " ").split())


def unusable(card: Card | None, me: Player, which: int) -> str | None:
    """Why ``me`` cannot use quick action ``which`` of ``card`` as the turn comes: a token
    named in the script may not exist, or no longer (a card's name and quick actions are
    checked as the game is read), and a card may no longer be where it works."""
    if card is None or card.zone == NOWHERE:
        return "no such token exists now"
    if card.side != me.name:
        return f"{me.name} does not control {card.name}"
    if len(card.quick_actions()) <= which:
        return f"{card.name} has no quick action {which} (they count from 0)"
    if not _works(card, card.quick_actions()[which]):
        return f"{card.name} is in the {card.zone}: its quick actions work in play (R002-18)"
    if card.zone == "reserve" and card.exhausted:
        return f"{card.name} is exhausted: it has no support abilities"
    return None


def _works(card: Card, quick: Reaction) -> bool:
    """Whether ``quick`` works where ``card`` is (R002-18): in play, or in the Reserve for a
    support one ("{D} : ...": its cost discards it from the Reserve)."""
    if card.zone in IN_PLAY:
        return True
    support = bool(quick.details.get("support")) or any(
        cost.get("op") == "discard" for cost in quick.details.get("cost") or ()
    )
    return card.zone == "reserve" and support
