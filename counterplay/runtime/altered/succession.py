"""Who is the first player: "Un joueur ciblé devient le premier joueur" / "Target player
becomes first player", "You become first player" (``first_player``).

The first player is the first in initiative order (rules 1.4.5.a: the player with initiative
outside the Afternoon), and at each Morning but the first day's the first player's opponent
becomes the first player (seed 002, 1.3.2.b; R002-21). The player an op names becomes the
first player now: the players' order keeps, starting from them, so the next Morning's
succession goes on from them; the Afternoon's turns keep alternating as they began (R002-23:
``afternoon.afternoon``). Already the first player: nothing to do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import player_targets
from counterplay.runtime.altered.cards import Player
from counterplay.runtime.altered.unfollowed import Unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx


def _named(game: Engine, who: Any, ctx: Ctx) -> Player:
    """The one player ``who`` names: you, "un joueur ciblé" (chosen now), your opponent (of
    two players)."""
    if who == player_targets.TARGET_PLAYER:
        return player_targets.choose(game, ctx)
    if who == {"role": "opponent"}:
        others = [p for p in game.players if p.name != ctx.player.name]
        if len(others) != 1:
            raise Unfollowed("which opponent becomes the first player (more than one)")
        return others[0]
    return ctx.player


def become(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """The player ``op`` names becomes the first player; whether one changed."""
    player = _named(game, op.get("who", {"role": "controller"}), ctx)
    if game.players[0] is player:
        return False
    at = game.players.index(player)
    game.players = game.players[at:] + game.players[:at]
    game.trace.note("note", ctx.frame.depth, text=f"{player.name} becomes the first player")
    return True
