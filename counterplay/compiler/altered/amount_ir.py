"""What an amount is in Altered effects (", X étant le résultat" / ", where X is ...",
"autant de boosts que ..." / "as many boosts as ..."): the ``amount`` rules of
``ability.lark``, a mixin of :class:`~counterplay.compiler.altered.ability_ir.AbilityIR`.

An amount is ``{"of": WHAT, ...}``: ``result`` (the die's), ``counters`` (whose, which
counter), ``cost`` (which kind, whose), ``statistic`` (a terrain's, or the highest/lowest),
``count`` (how many of a selector) or ``had`` (as many as someone has).
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from counterplay.compiler.altered.ir_terms import (
    IT,
    SELF,
    counter_in,
    dicts_in,
    first_in,
    kind_of,
    tokens_in,
)


class AmountIR(Transformer[Token, Any]):
    """Build what amounts are."""

    def amount_result(self, _: list[Any]) -> dict[str, Any]:
        return {"of": "result"}

    def amount_my_counters(self, children: list[Any]) -> dict[str, Any]:
        return {"of": "counters", "who": dict(SELF), "counter": counter_in(children)}

    def amount_cost(self, children: list[Any]) -> dict[str, Any]:
        """ "X étant son Coût de Main" / "where X is its Hand Cost"."""
        kind = next(t.type for t in tokens_in(children) if t.type.endswith("_COST"))
        found = dicts_in(children)
        return {
            "of": "cost",
            "kind": kind.removesuffix("_COST").lower(),
            "who": found[0] if found else dict(IT),
        }

    def amount_statistic(self, children: list[Any]) -> dict[str, Any]:
        """ "X étant sa statistique {V}" / "where X is its {V} statistic"."""
        found = dicts_in(children)
        terrain = str(tokens_in(children, "TERRAIN")[0].value)
        return {"of": "statistic", "terrain": terrain, "who": found[0] if found else dict(IT)}

    def amount_my_statistic(self, children: list[Any]) -> dict[str, Any]:
        """ "X étant ma statistique {V}" / "where X is my {V} statistic"."""
        return {**self.amount_statistic(children), "who": dict(SELF)}

    def amount_extreme_statistic(self, children: list[Any]) -> dict[str, Any]:
        """ "sa statistique la plus élevée" / "its highest statistic"."""
        found = dicts_in(children)
        which = "highest" if first_in(children, "HIGHEST") is not None else "lowest"
        return {"of": "statistic", "which": which, "who": found[0] if found else dict(IT)}

    def amount_counters_on(self, children: list[Any]) -> dict[str, Any]:
        """ "le nombre de boosts qu'il a" / "the number of boosts on it"."""
        found = dicts_in(children)
        return {
            "of": "counters",
            "who": found[0] if found else dict(IT),
            "counter": counter_in(children),
        }

    def amount_had(self, children: list[Any]) -> dict[str, Any]:
        """ "autant de boosts que j'en ai" / "as many boosts as I have": the number of the
        counters gained that I (or it) have."""
        me = first_in(children, "ME") is not None
        return {"of": "counters", "who": dict(SELF) if me else dict(IT)}

    def amount_you_have(self, children: list[Any]) -> dict[str, Any]:
        who, what = dicts_in(children)[:2]
        return {"of": "count", "what": kind_of(what), "who": who}

    def amount(self, children: list[Any]) -> dict[str, Any]:
        """ "la valeur de sa statistique ..." / "the value of ...": that amount."""
        return dict(dicts_in(children)[0])

    def amount_count(self, children: list[Any]) -> dict[str, Any]:
        return {"of": "count", "what": kind_of(dicts_in(children)[0])}
