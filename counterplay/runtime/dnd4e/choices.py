"""The ``choice`` op: "You can stand up or move up to your speed", "The target either
teleports 3 squares or is insubstantial until the start of your next turn".

A choice among effects (``of: ops``, each option a list of ops) is the player's; the
runtime takes one at random (R000-36: any other choice, random), says so in the trace
as a decision, and carries out its ops as any others (what of them it does not follow is
recorded as not simulated there). A choice of something else (a creature, a damage type
or a defense that later ops refer to, "one of the following effects" whose options the
grammar leaves in other clauses) is not simulated, with why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import decisions

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine


def _options(op: dict[str, Any]) -> list[list[dict[str, Any]]] | None:
    """The options of a choice among effects, each a list of ops; None for another choice."""
    options = op.get("options")
    if op.get("of") != "ops" or not isinstance(options, list) or len(options) < 2:
        return None
    if not all(isinstance(o, list) and o and all(isinstance(x, dict) for x in o) for o in options):
        return None
    return options


def unchosen(op: dict[str, Any]) -> str | None:
    """Why a choice op is not carried out (a choice of something else than effects), or None."""
    return None if _options(op) is not None else f"a choice of {op.get('of')}"


def choice(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """One of the op's effects, chosen at random (R000-36), carried out."""
    options = _options(op)
    assert options is not None  # (``unchosen``: a choice among effects)
    chosen = decisions.pick(engine.rng, list(range(len(options))))
    said = " and ".join(str(o.get("op")) for o in options[chosen])
    why = f"at random among {len(options)} effects (R000-36)"
    engine.note("decision", ctx.frame.depth, what="effect", choice=said, why=why)
    later = ctx.later
    engine.ops(tuple(options[chosen]), ctx)
    ctx.later = later
