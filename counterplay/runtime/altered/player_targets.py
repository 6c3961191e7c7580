"""A player an effect targets: "un joueur ciblé" / "target player".

The effect's controller chooses one of the players (any of them, themself too) as the op
that names it is done, as a target Expedition or a target player's Landmarks are
(:mod:`.expeditions`, :mod:`.tokens`): the decision ``target``, answered by the player's
name (with one player to choose from, there is no choice). A player has no Coriace to pay
(R002-30: an opponent's object). Followed:

- as who does it: "Un joueur ciblé sacrifie un Personnage" / "Target player sacrifices a
  Character", "Un joueur ciblé pioche une carte" (``who``);
- as whose objects an op names: "Chaque Personnage contrôlé par le joueur ciblé gagne
  [[Fugace]]" / "Each Character controlled by target player gains [[Fleeting]]"
  (``controlled_by``, of a selector that does not target itself): the chosen player's, of
  two players said as the controller's or the opponent's (with more, which opponent is
  not told);
- as whose place an op counts: "X étant le nombre de cartes en Réserve d'un joueur ciblé"
  / "where X is the number of cards in target player's Reserve" (a place ``of: player,
  of_targeted``): the chosen player's, said as the controller's or, of two players, the
  opponent's (:func:`placed`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered.cards import Player

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# "un joueur ciblé" / "target player".
TARGET_PLAYER = {"role": "player", "targeted": True}

# The selectors of an op whose objects a target player may control.
SELECTORS = ("who", "what")


def choose(game: Engine, ctx: Ctx, options: list[Player] | None = None) -> Player:
    """The player the effect's controller targets among ``options`` (every player when none
    is said)."""
    found = list(game.players) if options is None else options
    if len(found) == 1:
        return found[0]
    name = game.choose(ctx.player, "target", [p.name for p in found])
    return next(p for p in found if p.name == name)


def whose_told(selector: Any) -> bool:
    """Whether an object selector's ``controlled_by`` a target player is followed: one that
    does not target itself ("un Personnage ciblé contrôlé par le joueur ciblé" would choose
    both before the effect: not followed)."""
    return isinstance(selector, dict) and not selector.get("targeted")


def controlled(game: Engine, op: dict[str, Any], ctx: Ctx) -> dict[str, Any] | str:
    """``op`` with each selector's ``controlled_by`` a target player said as whose those
    objects are, that player chosen now (the controller's; of two players, else the
    opponent's); or why it is not told (the opponent among several)."""
    out = dict(op)
    for key in SELECTORS:
        selector = op.get(key)
        if not isinstance(selector, dict) or selector.get("controlled_by") != TARGET_PLAYER:
            continue
        chosen = choose(game, ctx)
        if chosen.name != ctx.player.name and len(game.players) != 2:
            return f"whose objects {chosen.name}'s are, of several opponents"
        whose = "controller" if chosen.name == ctx.player.name else "opponent"
        out[key] = {**selector, "controlled_by": whose}
    return out


# "en Réserve d'un joueur ciblé" / "in target player's Reserve": a place of a target player.
OF_TARGET = {"of": "player", "of_targeted": True}


def _of_target(place: Any) -> bool:
    return isinstance(place, dict) and all(place.get(k) == v for k, v in OF_TARGET.items())


def place_said(selector: dict[str, Any]) -> dict[str, Any]:
    """``selector`` with a target player's place said as the controller's (whose it is is
    chosen only as it is counted, :func:`placed`): what else of it is told is judged on
    this."""
    place = selector.get("place")
    if not isinstance(place, dict) or not _of_target(place):
        return selector
    kept = {k: v for k, v in place.items() if k not in OF_TARGET}
    return {**selector, "place": {**kept, "of": "controller"}}


def placed(game: Engine, selector: dict[str, Any], ctx: Ctx) -> dict[str, Any] | str:
    """``selector`` with a target player's place said as whose it is, that player chosen now
    (the controller's; of two players, else the opponent's); or why it is not told (the
    opponent among several)."""
    place = selector.get("place")
    if not isinstance(place, dict) or not _of_target(place):
        return selector
    chosen = choose(game, ctx)
    if chosen.name != ctx.player.name and len(game.players) != 2:
        return f"whose place {chosen.name}'s is, of several opponents"
    whose = "controller" if chosen.name == ctx.player.name else "opponent"
    kept = {k: v for k, v in place.items() if k not in OF_TARGET}
    return {**selector, "place": {**kept, "of": whose}}
