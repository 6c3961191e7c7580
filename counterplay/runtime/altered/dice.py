"""A die an effect rolls, and what changes what it shows: "Lancez un dé" / "Roll a die" (a
six-sided die, rules 1.1.7.d, seeded), "Vous pouvez défausser une carte de votre Réserve pour
augmenter le résultat de 2" / "... to increase the result by 2" (``result.change``).

The result of the die this effect rolled last is what its result lines ("• 1-3 : ...", "Sur
4+ — ...") and "X étant le résultat (final)" read (``Ctx.rolled``). A change adds its amount to
it (a result may so be above 6: "Sur 6+" holds); with no die rolled before it, what it
changes is not told (:class:`Unfollowed`). A reroll is not followed (no handler): what the die
shows after it is not known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered.unfollowed import Unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# The ops that roll a die or change what it shows: what it shows after one not carried
# out is not known.
ROLLING = frozenset({"die.roll", "die.reroll", "result.change"})

# Those of them that change the result the die shows: declined, it shows what it showed.
CHANGING = frozenset({"result.change"})


def roll(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Lancez un dé" / "Roll a die": a six-sided die (rules 1.1.7.d), seeded; ``die.roll``
    with its ``result`` ("Lorsque vous obtenez un 6" fires on a 6). The ops after it under
    a result ("• 1-3 : ...", "Sur 4+ — ...") are done on that result only (``run``); "X
    étant le résultat" is the result it shows (amounts.py)."""
    result = game.rng.randint(1, 6)
    ctx.rolled = result
    game.trace.note("roll", ctx.frame.depth, player=ctx.player.name, result=result)
    game.emit("die.roll", ctx.frame, ctx.player, None, result=result, count=1)
    return True


def change(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "augmentez le résultat de 2" / "increase the result by 2": the die rolled before it
    shows that much more (``amount``, a whole number: ``unfollowed.why_not``)."""
    if ctx.rolled is None:
        raise Unfollowed("which result it changes (no die rolled before it)")
    by = int(op.get("amount", 1))
    ctx.rolled += by
    game.trace.note("result", ctx.frame.depth, player=ctx.player.name, by=by, result=ctx.rolled)
    return True
