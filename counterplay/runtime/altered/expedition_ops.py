"""The ops done to Expeditions themselves: "Mon Expédition [s'élève]" / "Target Expedition
[Ascends]" (``ascend``), "Mon Expédition avance / recule d'une région" (``expedition.move``),
"Une Expédition ciblée ne peut pas avancer ce Jour" (``cannot``) and "Ciblez une Expédition
qui est en avance" (``target``, for "its" after it: :func:`target`).

Each names its Expeditions by the words of a place (:func:`.expeditions.place_of`); a place
the world does not follow is refused before anything is done (``Unfollowed``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import expeditions
from counterplay.runtime.altered.expeditions import Expedition
from counterplay.runtime.altered.unfollowed import Unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx


def _named(game: Engine, op: dict[str, Any], ctx: Ctx) -> list[Expedition]:
    """The Expeditions ``op``'s ``what`` names."""
    place = expeditions.place_of(op["what"])
    assert place is not None  # (followed: unfollowed.OWN_WHAT)
    found = expeditions.expeditions(game, place, ctx)
    if isinstance(found, str):
        raise Unfollowed(found)
    return found


def ascend(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """Until Rest, an Ascended Expedition can move forward even if matched by the opponent's
    (the reminder text), so at Dusk a statistic equal to the facing one's, above zero, moves
    it forward (``ascend``). One already Ascended: nothing to do."""
    done = False
    for player, which in _named(game, op, ctx):
        if which not in player.ascended:
            player.ascended.add(which)
            game.trace.note("note", text=f"{player.name}'s {which} Expedition is Ascended")
            game.emit("ascend", ctx.frame, player, None, expedition=which)
            done = True
    return done


def move(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """An Expedition moved forward or back (:func:`.expeditions.step`); none is moved if one
    of them cannot be (:func:`.expeditions.blocked`)."""
    found = _named(game, op, ctx)
    regions, direction = int(op["regions"]), str(op["direction"])
    for why in filter(None, (expeditions.blocked(e, regions, direction) for e in found)):
        raise Unfollowed(why)  # before any is moved
    for expedition in found:
        expeditions.step(game, expedition, regions, direction, ctx)
    return bool(found)


def hold(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """An Expedition that cannot move forward this Day (:func:`.expeditions.hold`)."""
    return any([expeditions.hold(game, expedition) for expedition in _named(game, op, ctx)])


def target(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Ciblez une Expédition (qui est en avance)" / "Target an Expedition (that's ahead)":
    one of every player's Expeditions (of those that stand so), chosen by the controller as
    it is done, as "une Expédition ciblée" is; for "its" after it ("Chacun de ses
    Personnages": ``ctx.targeted_expeditions``). Whether one was (none stands so: none)."""
    place = expeditions.target_place(op["what"])
    assert place is not None  # (followed: unfollowed.own_what)
    found = expeditions.expeditions(game, place, ctx)
    if isinstance(found, str):
        raise Unfollowed(found)
    ctx.targeted_expeditions = found
    return bool(found)
