"""The movement ops: a push, pull or slide of a creature (``forced``), a creature's own
movement (``move``: shift, move, teleport, fly), their distance (a number, the user's
modifiers, the mover's speed or a share of it, in a sum) and where they end ("to a square
adjacent to the target", or said in a clause of its own right after: ``end_position``,
followed with the movement before it); and what of each the runtime does not model from the
op alone (:func:`forced_unmodelled`, :func:`move_unmodelled`, registered with them in
``ops.OPS``). The squares are walked (or the creature forced) by :mod:`.movement`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import amounts, movement, prohibitions
from counterplay.runtime.dnd4e.combatant import Combatant

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine


# The movements a creature may be kept from ("cannot shift", :mod:`.prohibitions`)
PREVENTED_MOVES = ("shift", "teleport")

# Distances counted besides a number: the mover's speed, whole or a share of it
_SPEED_SHARES = {"speed": 1, "half speed": 2}
_SPEED_KEYS = {"of", "times", "whose"}  # ("twice your speed": times 2 of speed)
# "to a square adjacent to the target": where a movement may end, by whom it is next to
_ENDS_ADJACENT = {f"adjacent to {who}": who for who in ("self", "target", "triggering")}


def _with_speed(said: Any, speed: int) -> Any:
    """A distance with the mover's ``speed`` counted in it, alone, a share of it or in a
    sum ("your speed", "half your speed", "twice your speed", "your speed + 4"); the rest
    as said (:mod:`.amounts` counts it)."""
    if isinstance(said, str) and said in _SPEED_SHARES:
        return speed // _SPEED_SHARES[said]
    if isinstance(said, dict) and set(said) == {"sum"} and isinstance(said["sum"], list):
        return {"sum": [_with_speed(term, speed) for term in said["sum"]]}
    if not isinstance(said, dict) or said.get("of") != "speed" or set(said) - _SPEED_KEYS:
        return said
    times = said.get("times", 1)
    counted = isinstance(times, int | float) and not isinstance(times, bool) and times > 0
    if not counted or said.get("whose") not in (None, "self"):
        return said
    return math.floor(speed * times)


def _squares(engine: Engine, op: dict[str, Any], mover: Combatant, user: Combatant) -> int | None:
    """The squares of a movement's distance, or None when it is not counted; "squares
    equal to your Wisdom modifier" counts the user's (none below 0), "your speed + 2" the
    mover's speed (as it is now: slowed, 2); a teleport to a named place goes any distance."""
    said = _with_speed(op.get("distance"), engine.speed(mover))
    if said is not None and amounts.countable(said):
        return max(0, amounts.value(said, user))
    if said is None and op["op"] == "teleport" and op.get("destination"):
        return engine.grid.width + engine.grid.height
    return None


def _counted(op: dict[str, Any]) -> bool:
    """Whether :func:`_squares` counts the op's distance."""
    said = op.get("distance")
    if said is None:
        return op["op"] == "teleport" and bool(op.get("destination"))
    return amounts.countable(_with_speed(said, 6))  # (any speed: whether it is counted)


def forced_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a push, pull or slide the runtime does not model from the op alone, or None."""
    if not _counted(op):
        return "the distance it counts"
    ends = op.get("destination")
    return "where it ends" if ends and ends not in _ENDS_ADJACENT else None


def forced(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """A push, pull or slide of the creature the op names, its distance, to a square next
    to the creature it says ("to a square adjacent to you": ``movement.force``)."""
    who = engine.named(op, ctx)
    if who is None:
        return
    squares = _squares(engine, op, who, ctx.user)
    assert squares is not None  # (``forced_unmodelled``: counted)
    ends = op.get("destination")  # (``forced_unmodelled``: none, or next to a creature)
    near = engine.who(ctx, _ENDS_ADJACENT[ends], harmed=False) if ends else None
    if ends and near is None:
        engine.note("op", ctx.frame.depth, op=op["op"], status="no one to end next to")
        return
    movement.force(engine, ctx.user, who, op["op"], squares, ctx, near)


def move_unmodelled(op: dict[str, Any]) -> str | None:
    """What of a shift, move or teleport the runtime does not model from the op alone, or
    None (where it ends said in the op after it is judged with it: ``movement.end_said``)."""
    if op.get("toward") not in (None, "triggering"):  # (the one creature it chases)
        return f"the creature it moves toward (toward: {op['toward']!r})"
    if not _counted(op):
        return "the distance it counts"
    if op.get("destination") and op["destination"] not in _ENDS_ADJACENT:
        return "where it ends"
    return None


def move(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The creature the op names moves (shifts, teleports, flies: ``movement.FLYING``) its
    distance, where it says."""
    named = op.get("who")
    # (one moving itself is helped to: of two triggering creatures, the ally)
    who = ctx.target if named == "target" else engine.who(ctx, named or "self", ally=True)
    if who is None or who.down:
        engine.note("op", ctx.frame.depth, op=op["op"], status="no one to move")
        return
    ends = movement.end_said(op, ctx.later)  # "... and must end adjacent to the target"
    squares = _squares(engine, op, who, ctx.user)
    destination = op.get("destination") or (
        ends and ends.get("near") and f"adjacent to {ends['near']}"
    )
    assert squares is not None  # (``move_unmodelled``: counted)
    if destination and destination not in _ENDS_ADJACENT:  # (said after it: "... the ally")
        engine.unsimulated(op, ctx, "where it ends")
        return
    near = engine.who(ctx, _ENDS_ADJACENT[destination]) if destination else None
    away = engine.who(ctx, ends["not_near"]) if ends and ends.get("not_near") else None
    if ends is not None:  # (followed by this movement, now that it is carried out)
        ctx.folded.append(ends)
    refused = prohibitions.forbidden(who, op["op"]) if op["op"] in PREVENTED_MOVES else None
    if refused is not None:
        engine.note("op", ctx.frame.depth, op=op["op"], status=refused)
        return
    if (destination and near is None) or (ends and ends.get("not_near") and away is None):
        engine.note("op", ctx.frame.depth, op=op["op"], status="no one to end next to")
        return
    movement.reaction_move(engine, who, op, ctx, squares, near, away)


def end_unfollowed(op: dict[str, Any]) -> str | None:
    """Where a movement ends, said apart from it ("You must end adjacent to the target"):
    followed by the movement just before it (``movement.end_said``, then ``Ctx.folded``),
    never by itself; reached as an op of its own, that movement was not carried out."""
    return "where a movement not carried out ends"


def end_position(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """Never run: :func:`end_unfollowed` refuses every end_position op reached alone."""
