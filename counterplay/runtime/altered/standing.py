"""An Expedition "en avance" / "ahead", "en retard" / "behind" or "à égalité" / "tied".

The comprehensive rules name the three (7.5.2 "Ahead, Behind, Tied": the rules excerpts of
the corpus give its heading, not its text). The world reads them as the game's words say:
how far an Expedition has moved from where it started (``Player.position``: moved forward
at Dusk or by an effect, back by an effect) against the Expedition facing it, the
opponent's of the same kind (hero or companion), the one Dusk compares it with (seed 002,
1.3.2.e: "l'expédition adverse"; ``daily.progress``, ``match.faces``): further is ahead,
less far behind, as far tied. With more than one opponent, which Expedition it is compared
with is not told (None: the op is not simulated).

Told here for a condition ("Si mon Expédition est en retard" / "If my Expedition is behind",
:mod:`.conditions`) and for the Expeditions a place names ("dans chacune de vos Expéditions
qui est en retard ou à égalité" / "in each of your Expeditions that's behind or tied",
:mod:`.expeditions`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered.cards import Player

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine

# The standings an Expedition may be said to have.
STATES = frozenset({"ahead", "behind", "tied"})


def states(value: Any) -> frozenset[str] | None:
    """The standings ``value`` names ("en retard", "behind or tied": any of them), or None
    when it names one the world does not know."""
    said = value if isinstance(value, list) else [value]
    if not said or not all(isinstance(s, str) and s in STATES for s in said):
        return None
    return frozenset(said)


def standing(game: Engine, player: Player, which: str) -> str | None:
    """Whether ``player``'s ``which`` Expedition is "ahead", "behind" or "tied" against the
    one facing it (the one opponent's of the same kind); None with more than one opponent
    (which one it is compared with is not told)."""
    others = [p for p in game.players if p.name != player.name]
    if len(others) != 1:
        return None
    mine, theirs = player.position[which], others[0].position[which]
    return "ahead" if mine > theirs else "behind" if mine < theirs else "tied"


def untold(game: Engine) -> str | None:
    """Why no Expedition's standing is told in ``game`` (None: it is)."""
    if len(game.players) != 2:
        return "whether an Expedition is ahead, behind or tied (more than one opponent)"
    return None


def stands(game: Engine, player: Player, which: str, wanted: frozenset[str]) -> bool:
    """Whether ``player``'s ``which`` Expedition is one of the standings ``wanted`` (its
    standing told: :func:`untold` is None)."""
    return standing(game, player, which) in wanted
