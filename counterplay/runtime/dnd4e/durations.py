"""A duration said in a sentence of its own: "The target is slowed. This effect lasts until
the end of your next turn.", "The mark lasts until ...", "The bonus lasts ..." (``lasts``).

The ``lasts`` op gives its duration (and its "or until ...") to the op right before it
(and to the ops of the same clause before that one: "slowed and dazed", "AC and Reflex"),
when that op says no duration and is what the sentence names (:data:`NAMED`: "this effect"
and "it" any op with a duration of its own, "the bonus" a bonus, "the mark" a mark, ...):
``Engine.ops`` carries that op out with it (:func:`joined`) and the ``lasts`` op with it
(folded: ``Ctx.folded``). One that names something else, or follows an op it cannot be of
(a sentence not read, a zone), is not simulated: no effect carried out lasts so
(:func:`unjoined`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

Op = dict[str, Any]


def _condition(name: str) -> Callable[[Op], bool]:
    return lambda op: op.get("op") == "condition" and op.get("condition") == name


def _named_op(*names: str) -> Callable[[Op], bool]:
    return lambda op: op.get("op") in names


# What a lasts op names (its ``what``) -> the ops it may be the duration of
NAMED: dict[str, Callable[[Op], bool]] = {
    "effect": lambda op: True,
    "it": lambda op: True,
    "bonus": _named_op("bonus"),
    "penalty": _named_op("penalty"),
    "resistance": _named_op("resist"),
    "vulnerability": _named_op("vulnerable"),
    "mark": _condition("marked"),
    "invisibility": _condition("invisible"),
}

# The fields of a lasts op it gives the op before it, besides ``duration``
_GIVEN = ("or_until",)
_OWN = frozenset(("op", "text", "what", "duration", *_GIVEN))

# What the trace says of a lasts op carried out with the op before it
FOLDED_AS = "its duration: given to the op before it"


def joins(before: Op | None, op: Op) -> bool:
    """Whether the lasts ``op`` gives its duration to ``before``, the op right before it: one
    that may say a duration (it has the field) and says none, or this one (once given), and
    is what the sentence names."""
    if before is None or op.get("op") != "lasts" or set(op) - _OWN or "duration" not in before:
        return False
    if op.get("duration") is None or before["duration"] not in (None, op["duration"]):
        return False
    named = NAMED.get(str(op.get("what")))
    return named is not None and named(before)


def _clause(ops: Sequence[Op], last: int) -> range:
    """The indices of the ops of one clause that end at ``last``: ``ops[last]`` and those
    right before it with the same clause ``text`` ("The target is slowed and dazed.")."""
    text = ops[last].get("text")
    first = last
    while text is not None and first > 0 and ops[first - 1].get("text") == text:
        first -= 1
    return range(first, last + 1)


def joined(ops: Sequence[Op]) -> tuple[Op, ...]:
    """``ops`` with each lasts op's duration (and "or until ...") given to the op before it
    that it :func:`joins`, and to the ops of that op's clause right before it that it joins
    too ("slowed and dazed. This effect lasts ...": both); the others as they are (the same
    dicts)."""
    out = list(ops)
    for i in range(1, len(out)):
        if not joins(out[i - 1], out[i]):
            continue
        given = {k: out[i][k] for k in _GIVEN if out[i].get(k) is not None}
        for j in reversed(_clause(out, i - 1)):
            if not joins(out[j], out[i]):
                break
            if out[j]["duration"] is None:
                out[j] = {**out[j], "duration": out[i]["duration"], **given}
    return tuple(out)


def given(ops: Sequence[Op]) -> list[Op]:
    """The lasts ops of ``ops`` (once :func:`joined`) whose duration went to the op before."""
    return [op for i, op in enumerate(ops) if i and joins(ops[i - 1], op)]


def unjoined(op: Op) -> str | None:
    """A lasts op reached alone (never once given, :func:`given`): no effect before it that
    it is the duration of is carried out."""
    return f"the effect it lasts for ({op.get('what')})"


def lasts(engine: Engine, op: Op, ctx: Ctx) -> None:
    """Never run: :func:`unjoined` refuses every lasts op reached alone."""
