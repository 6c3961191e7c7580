"""A list's lead and its options, carried out: "Sur :" / "On a:" after a die rolled, and
"Choisissez l'un :" / "Choose one:" (a ``choose`` op whose ``choices`` are the option lines
folded into it, ``compiler/altered/options_ir.py``).

A list's options are picked as the effect is played, with the targets of those picked, before
it resolves (R002-30: where the effect's other targets are chosen and their Coriace paid,
``targets.py``); each picked is kept as a :class:`Picked`, and done as the lead resolves, in
the order printed. A list done with none picked before (an effect that chose no targets
first) has them picked as it resolves, unless one of its options targets: that target was
not chosen when the rules say, so the list is not simulated.

An option with a cost of its own ("• {T} : Je gagne 2 boosts." / "• {T}: I gain 2 boosts.":
``cost``, the costs :mod:`.costs` pays) may be picked only when its cost can be paid then
(:func:`payable`); picked, its cost is paid as it is done, before its ops (then, no longer
payable, it is not done, and the trace says so).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import amounts, costs, picks
from counterplay.runtime.altered.cards import Card
from counterplay.runtime.altered.unfollowed import Unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# How the ops of an option are carried out (``ops.run``, given by ``ops``, which imports this).
Runner = Callable[["Engine", tuple[dict[str, Any], ...], "Ctx"], None]


@dataclass
class Picked:
    """One option of a list picked as the effect is played: its index among the lead's
    ``choices``, the targets chosen for its ops (by their index among the option's ops, as
    ``Ctx.chosen``), and the options picked of a list inside it."""

    choice: int
    chosen: dict[int, list[tuple[Card, int]]] = field(default_factory=dict)
    options: dict[int, list[Picked]] = field(default_factory=dict)


# The ops that lead a list: "Choisissez l'un :" (``choose``), "Faites ce qui suit X+1 fois :"
# / "Do the following X+1 times:" (``repeat``: every line, that many times, :func:`options`).
LEADS = frozenset({"choose", "repeat"})


def listed(op: dict[str, Any]) -> bool:
    """Whether ``op`` leads a list whose options are picked (a ``choose`` with ``choices``,
    not the lines of a die's result, or a ``repeat`` of them)."""
    return op.get("op") in LEADS and bool(op.get("choices")) and op.get("options") != "by_result"


def targets(ops: list[dict[str, Any]]) -> bool:
    """Whether one of ``ops`` names a target ("ciblé" / "target") as what or who, or a list
    inside them has an option that does."""
    return any(
        isinstance(sel, dict) and (sel.get("targeted") or op.get("op") == "target")
        for op in ops
        for sel in (op.get("what"), op.get("who"))
    ) or any(targets(c.get("ops") or []) for op in ops for c in op.get("choices") or ())


# Why a list none of whose options was picked as the effect was played is not followed.
UNPICKED = "a target in one of its options, not chosen as the effect was played (R002-30)"


def _payments(game: Engine, ctx: Ctx, choice: dict[str, Any]) -> list[costs.Payment] | str:
    """The payments of an option's own cost (none when it has none), or why it cannot be
    paid now."""
    paid = costs.payments(game, list(choice.get("cost") or ()), ctx.card, ctx.player, ctx.frame)
    return paid if isinstance(paid, list) else paid[0]


def payable(game: Engine, ctx: Ctx, choice: dict[str, Any]) -> bool:
    """Whether an option may be picked now: it has no cost of its own, or it can be paid."""
    return not choice.get("cost") or isinstance(_payments(game, ctx, choice), list)


def options(game: Engine, ctx: Ctx, op: dict[str, Any]) -> list[int]:
    """The options of the list ``op`` its controller picks (:func:`.picks.options`), among
    those that may be picked now (:func:`payable`); of a ``repeat``, every line, in order,
    as many times as it says (its X counted now, :func:`.amounts.resolved`; each time one
    with a cost of its own that cannot be paid is left out)."""
    choices = op["choices"]
    if op.get("op") == "repeat":
        times = int(amounts.resolved(game, op, ctx)["times"])
        lines = range(len(choices))
        return [k for _ in range(times) for k in lines if payable(game, ctx, choices[k])]
    return picks.options(game, ctx.player, op, lambda k: payable(game, ctx, choices[k]))


def picked(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> list[Picked]:
    """The options of the list ``op`` (``ops[i]``) picked as the effect was played, or, none
    picked then, picked now (none of them targets)."""
    if i in ctx.options:
        return ctx.options[i]
    if targets([o for c in op["choices"] for o in c.get("ops") or ()]):
        raise Unfollowed(UNPICKED)
    return [Picked(k) for k in options(game, ctx, op)]


def choose(game: Engine, i: int, op: dict[str, Any], ctx: Ctx, run: Runner) -> bool:
    """ "Sur :" / "On a:" (``options: by_result``): the lines after it say what each result
    of the die just rolled does; they are done by that result (``run``), this lead does
    nothing itself. With no die rolled before it, which is meant is not known.

    "Choisissez l'un :" / "Choose one:" (a count :func:`.picks.bounds` reads): what each
    option picked says (:func:`picked`) is done, in the order printed (one picked again,
    again), with the targets chosen for it; "Faites ce qui suit X+1 fois :", each line, that
    many times (:func:`options`)."""
    if op.get("options") == "by_result":
        if ctx.rolled is None:
            raise Unfollowed("which option is chosen (options: by_result, no die rolled before it)")
        return True
    choices = list(op["choices"])
    # an option's ops are indexed among themselves; its "it" names one of them, not an op
    # before its lead nor the trigger's object (binding.py: not simulated)
    inner = replace(ctx, chosen={}, named={}, reaction=None, options={})
    for pick in picked(game, i, op, ctx):
        choice = choices[pick.choice]
        paid = _payments(game, ctx, choice)
        if isinstance(paid, str):  # no longer payable: the option is not done
            game.trace.note("op", ctx.frame.depth, op="choose", status=f"not done: {paid}")
            continue
        for payment in paid:
            payment()
        inner.chosen, inner.options = dict(pick.chosen), pick.options
        run(game, tuple(choice["ops"]), inner)
    ctx.rolled = inner.rolled
    return True
