"""Who and what an effect's op names: the card itself, its controller, the players it says,
the targets chosen before the effect, "it" (:mod:`.binding`) and the objects it describes
(each, any number, or one chosen), seen from the effect's card; the players an op has do it
("chaque joueur peut ...": each their own choice). The handlers of :mod:`.ops` and
:mod:`.card_ops` ask here; what is named besides "me" and "you" is kept for a later "it".
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import binding, counting, doers, picks, player_targets
from counterplay.runtime.altered.cards import Card, Player, Thing
from counterplay.runtime.altered.match import object_fits
from counterplay.runtime.altered.unfollowed import Unfollowed, it_filters, own_what, up_to
from counterplay.runtime.trace import shown

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx


def selector_of(op: dict[str, Any]) -> dict[str, Any] | None:
    """The selector of ``op`` that targets ("ciblé", or a ``target`` op's), if any (not an
    Expedition, which its op's own module finds: ``unfollowed.own_what``)."""
    if own_what(op) is not None or "after" in op:  # set up: chosen when it is done
        return None
    for sel in (op.get("what"), op.get("who")):
        if not isinstance(sel, dict) or sel.get("role") != "object":
            continue
        if sel.get("targeted") or op.get("op") == "target":
            return sel
    return None


def targeted(ops: tuple[dict[str, Any], ...]) -> list[tuple[int, dict[str, Any]]]:
    """The ops whose object selector targets ("ciblé", or a ``target`` op's: "Ciblez un
    Personnage"), by index, with that selector (``selector_of``)."""
    found = [(i, selector_of(op)) for i, op in enumerate(ops)]
    return [(i, sel) for i, sel in found if sel is not None]


def objects(game: Engine, selector: dict[str, Any], ctx: Ctx) -> list[Card]:
    """The cards a selector can name, seen from the effect's card: in play, or in the
    place it names (:mod:`.places`: "une carte ciblée en Réserve"). One whose fit cannot be
    told (a resupplied card's type) is never guessed: the op is not simulated."""
    return counting.found(
        game, selector, ctx, None, lambda: f"is what it names (what: {shown(selector)})"
    )


def one(
    game: Engine, index: int, selector: dict[str, Any] | None, ctx: Ctx, own: bool = False
) -> list[Thing]:
    """Who or what an op's selector names: the card itself, its controller, the chosen
    targets, "it" (:mod:`.binding`), or the objects it describes (each, or one chosen;
    ``own``: of those the effect's controller controls). What it names besides "me" and
    "you" is kept as the last named (``ctx.last``), for a later "it"."""
    found = _named(game, index, selector, ctx, own)
    if (selector or {}).get("role") in binding.NAMING:
        ctx.last = [(thing, getattr(thing, "moves", 0)) for thing in found]
    return found


def _named(
    game: Engine, index: int, selector: dict[str, Any] | None, ctx: Ctx, own: bool
) -> list[Thing]:
    if not selector:
        return []
    role = selector.get("role")
    if role == "it":
        return _it(selector, ctx)
    if role == "self":
        return [ctx.card]
    if role == "controller":
        return [ctx.player]
    if role == "opponent":
        return [p for p in game.players if p.name != ctx.player.name]
    if role == "player":  # "chaque joueur" / "each player"; "un joueur ciblé": one chosen
        return [player_targets.choose(game, ctx)] if selector.get("targeted") else [*game.players]
    if role != "object":
        return []
    if index in ctx.chosen:  # a target that changed zones since is a new object (2.1.c)
        return [card for card, moves in ctx.chosen[index] if card.moves == moves]
    found = [c for c in objects(game, selector, ctx) if not own or c.side == ctx.player.name]
    if selector.get("count") == "each":
        return list(found)
    if selector.get("count") == picks.ANY:
        return list(picks.any_number(game, ctx.player, found))
    most = up_to(selector.get("count"))
    if most is not None and not selector.get("targeted"):  # "up to two cards in Reserve"
        return list(picks.any_number(game, ctx.player, found, most))
    pick = game.choose(ctx.player, "target", found)
    return [pick] if pick is not None else []


def _it(selector: dict[str, Any], ctx: Ctx) -> list[Thing]:
    """What "it" names (:mod:`.binding`), of the kind its filters say ("ce Personnage" /
    "that Character": ``unfollowed.it_filters``); a card whose fit cannot be told is never
    guessed (:class:`Unfollowed`)."""
    filters = it_filters(selector)
    if filters is None or filters == {"role": "object"}:
        return list(ctx.it)
    out: list[Thing] = []
    for thing in ctx.it:
        fits = object_fits(filters, thing, ctx.card) if isinstance(thing, Card) else False
        if fits is None:
            raise Unfollowed(f"whether {getattr(thing, 'name', thing)} is what 'it' names")
        if fits:
            out.append(thing)
    return out


def players(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> Iterator[Player]:
    """The players an op has do it: its ``who`` (the controller when it names none); with
    "chaque joueur peut ..." / "each player may ...", those who choose to, each their own
    choice; under "si vous le faites" after an op several players did, those who did it."""
    did = ctx.did if (op.get("if") or {}).get("test") == "done" else None
    for who in one(game, i, op["who"], ctx) if op.get("who") else [ctx.player]:
        if not isinstance(who, Player) or (did is not None and who.name not in did):
            continue
        if each_chooses(op) and not game.choose(who, "may", [True, False], MAY):
            continue  # "Chaque joueur peut piocher": this player chose not to
        yield who


# Why a "vous pouvez" / "you may" op no answer is scripted for is done.
MAY = "unscripted: 'vous pouvez' / 'you may' is taken"


def each_chooses(op: dict[str, Any]) -> bool:
    """ "Chaque joueur peut ..." / "Each player may ...", "Un adversaire ciblé peut jouer ..."
    (:mod:`.doers`): each player's own choice (asked
    by the handler, player by player), not the effect's controller's."""
    who = op.get("who")
    doers_ = isinstance(who, dict) and (who.get("role") == "player" or doers.names(op))
    return bool(op.get("optional")) and doers_
