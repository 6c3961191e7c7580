"""A list's lead and its options, carried out: "Sur :" / "On a:" after a die rolled, and
"Choisissez l'un :" / "Choose one:" (a ``choose`` op whose ``choices`` are the option lines
folded into it, ``compiler/altered/options_ir.py``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import picks
from counterplay.runtime.altered.unfollowed import Unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# How the ops of an option are carried out (``ops.run``, given by ``ops``, which imports this).
Runner = Callable[["Engine", tuple[dict[str, Any], ...], "Ctx"], None]


def choose(game: Engine, op: dict[str, Any], ctx: Ctx, run: Runner) -> bool:
    """ "Sur :" / "On a:" (``options: by_result``): the lines after it say what each result
    of the die just rolled does; they are done by that result (``run``), this lead does
    nothing itself. With no die rolled before it, which is meant is not known.

    "Choisissez l'un :" / "Choose one:" (``options`` N, or ``{up_to: N}``): the player
    picks the ``choices`` (the option lines after it; :func:`picks.options`), and what each
    picked says is done, in the order printed (one picked again, again)."""
    if op["options"] == "by_result":
        if ctx.rolled is None:
            raise Unfollowed("which option is chosen (options: by_result, no die rolled before it)")
        return True
    choices = list(op["choices"])
    # an option's ops are indexed among themselves; its "it" names one of them, not an op
    # before its lead nor the trigger's object (binding.py: not simulated)
    inner = replace(ctx, chosen={}, named={}, reaction=None)
    for k in picks.options(game, ctx.player, op):
        run(game, tuple(choices[k]["ops"]), inner)
    ctx.rolled = inner.rolled
    return True
