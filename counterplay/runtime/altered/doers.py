"""Who does it: an op that players other than the effect's controller do, each with their
own cards. "Chaque joueur peut mettre une carte de sa main en Réserve" / "Each player may
put a card from their hand in Reserve", "Un adversaire ciblé met une carte de sa main en
Réserve" / "Target opponent puts a card from their hand in Reserve", "Un adversaire ciblé
peut jouer immédiatement un Sort gratuitement" / "Target opponent may immediately play a
Spell for free", "En commençant par vous, chaque joueur peut ..." / "Starting with you, each
player may ...".

Each player its ``who`` names does it in turn, as the effect's controller does it alone
(:data:`DONE_BY`'s handlers): that player is its "you", and "sa main" / "their hand" (a
place ``of: it`` beside such a ``who``) is their own. With "peut" / "may", each one makes
their own choice. They do it in initiative order, as "chaque joueur sacrifie" (rules
1.4.5.a), or from the controller when "en commençant par vous" / "starting with you" says
so. Which of them did it is kept (``Ctx.done_by``): "... pour piocher une carte" / "... to
draw a card" after it (a ``done`` test) is done by each of those, not by all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered.cards import Player
from counterplay.runtime.trace import shown

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# The ops a player named by ``who`` does with their own cards, as its handler does for the
# effect's controller: a card of their hand put in their Reserve (hands.py), the top card
# of their deck put in their Mana zone (mana.py), a card of theirs played (playing.py),
# their hand or their Reserve discarded ("chaque joueur défausse sa main": card_ops.discard),
# a pass ("chaque joueur passe" / "each player passes": each ends their Afternoon, R002-23).
DONE_BY = frozenset({"move", "play", "discard", "pass"})

# The roles of a ``who`` that names such players ("chaque joueur", "un adversaire").
PLAYERS = frozenset({"player", "opponent"})

# "sa main" / "their hand" beside such a ``who``: the place of the player doing it.
THEIR = "it"

# Who goes first when the text says so: "en commençant par vous" / "starting with you".
STARTING = {"role": "controller"}


def names(op: dict[str, Any]) -> bool:
    """Whether ``op`` is done by the players its ``who`` names, each with their own cards."""
    who = op.get("who")
    return op.get("op") in DONE_BY and isinstance(who, dict) and who.get("role") in PLAYERS


def _yours(place: Any) -> Any:
    """``place`` with "their" (``of: it``) as the doer's own (``of: controller``)."""
    if isinstance(place, dict) and place.get("of") == THEIR:
        return {**place, "of": "controller"}
    return place


def own(op: dict[str, Any]) -> dict[str, Any]:
    """``op`` as each player it names does it: no ``who`` nor ``starting_with``, and "their"
    places (``of: it``) their own (``of: controller``: the one doing it is its "you"): where
    what it is done to is ("de sa main" / "from their hand", "de son deck" / "of their
    deck") and where it goes ("dans sa zone de Mana" / "in their Mana zone")."""
    out = {key: value for key, value in op.items() if key not in ("who", "starting_with")}
    what = out.get("what")
    if isinstance(what, dict) and "place" in what:
        out["what"] = {**what, "place": _yours(what["place"])}
    if "to" in out:
        out["to"] = _yours(out["to"])
    return out


def unfollowed(op: dict[str, Any]) -> str | None:
    """Why who starts is not followed (None: it is): the initiative's order, or the
    controller first."""
    starting = op.get("starting_with", STARTING)
    return None if starting == STARTING else f"who starts (starting_with: {shown(starting)})"


def initiative(game: Engine, first: str | None = None) -> list[Player]:
    """The players from ``first``, else from the one with initiative: whose turn it is, else
    the first player (rules 1.4.5.a)."""
    start = first if first is not None else game.turn_of
    at = next((k for k, p in enumerate(game.players) if p.name == start), 0)
    return game.players[at:] + game.players[:at]


def each(
    game: Engine,
    op: dict[str, Any],
    ctx: Ctx,
    named: list[Player],
    do: Callable[[dict[str, Any], Ctx], bool],
    may: str,
) -> bool:
    """Each of the players ``named`` does ``op`` in turn (``do``, the op's handler, with that
    player as the effect's "you"); with "may", once they chose to (``may``: why an
    unscripted answer is yes). What each did is named for a later "it"; which of them did
    it is kept (``ctx.done_by``). Whether one did."""
    first = ctx.player.name if "starting_with" in op else None
    mine = own(op)
    did: list[str] = []
    last: list[Any] = []
    for player in (p for p in initiative(game, first) if p in named):
        if op.get("optional") and not game.choose(player, "may", [True, False], may):
            continue
        theirs = replace(ctx, player=player, last=None)
        if do(mine, theirs):
            did.append(player.name)
        last.extend(theirs.last or ())
    ctx.last = last
    ctx.done_by = frozenset(did)
    return bool(did)
