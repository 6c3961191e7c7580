"""The ``extra_action`` op: "You take a standard action", "You take a move or a minor
action" (an effect that gives its user an action more, R001-01's budget).

Carried out on the user's own turn: the action is added to what is left of the turn's
budget (``Engine.budget``) for the script to spend (of several kinds, one at random,
R000-36); conditions that limit the actions of a turn (dazed: one action) still do. On
another creature's turn the user has no budget to add to ("The triggering ally can take
an extra standard action": the ally's own turn is not under way either), so it is not
simulated, nor is an action to be taken later ("during your first turn").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import decisions

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# The kinds of action an effect may give (R001-01)
KINDS = ("standard", "move", "minor")


def _kinds(op: dict[str, Any]) -> list[str] | None:
    """The kinds of action the op gives (one to be chosen), or None when not of :data:`KINDS`."""
    said = op.get("action")
    kinds = [said] if isinstance(said, str) else said
    if not isinstance(kinds, list) or not kinds or any(k not in KINDS for k in kinds):
        return None
    return kinds


def ungiven(op: dict[str, Any]) -> str | None:
    """What of an extra_action op the runtime does not model from the op alone, or None."""
    return None if _kinds(op) is not None else f"the action it gives ({op.get('action')!r})"


def extra_action(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """One more action of the kind the op says, this turn, when it is the user's."""
    kinds = _kinds(op) or list(KINDS[:1])  # (``ungiven``: of KINDS)
    depth = ctx.frame.depth
    if engine.active is not ctx.user:
        engine.note("op", depth, op="extra_action", status="not simulated",
                    why="an action given outside its user's turn is not simulated")  # fmt: skip
        return
    kind = kinds[0]
    if len(kinds) > 1:
        kind = decisions.pick(engine.rng, sorted(kinds))
        engine.note("decision", depth, what="extra action", choice=kind, why="at random (R000-36)")
    engine.budget[kind] = engine.budget.get(kind, 0) + 1
    engine.note("op", depth, op="extra_action", status=f"{ctx.user.name} has a {kind} action more")
