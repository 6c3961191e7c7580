"""Effect and statement trees of ``grammar/altered/ability.lark`` to ops (DESIGN.md's
IR; docs/altered.md lists the names): the part of ``ability_ir.AbilityIR`` that reads what
an ability does. One method per aliased rule."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from counterplay.compiler.altered.ir_terms import (
    CONTROLLER,
    IT,
    SELF,
    Selector,
    as_ops,
    count_in,
    counter_in,
    dicts_in,
    first_in,
    keyword_in,
    mana_value,
    token_description,
    tokens_in,
    when_done,
)


class EffectIR(Transformer[Token, Any]):
    """Build the ops of an effect or a statement (the ``effect`` and ``statement`` starts)."""

    # ---- effects -------------------------------------------------------------------------
    def effect(self, children: list[Any]) -> list[dict[str, Any]]:
        return [op for child in children if isinstance(child, list) for op in child]

    def sentence(self, children: list[Any]) -> list[dict[str, Any]]:
        return list(children[0])

    def led(self, children: list[Any]) -> list[dict[str, Any]]:
        ops = children[-1]
        for lead in dicts_in(children):
            for op in ops:
                for key, value in lead.items():
                    op.setdefault(key, value)
        return list(ops)

    def lead_if(self, children: list[Any]) -> dict[str, Any]:
        return {"if": dicts_in(children)[0]}

    def lead_if_done(self, _: list[Any]) -> dict[str, Any]:
        return {"if": {"test": "done"}}

    def lead_if_not_done(self, _: list[Any]) -> dict[str, Any]:
        return {"if": {"test": "done", "negated": True}}

    def lead_otherwise(self, _: list[Any]) -> dict[str, Any]:
        return {"if": {"test": "otherwise"}}

    def lead_then(self, _: list[Any]) -> dict[str, Any]:
        return {}

    def lead_unless(self, children: list[Any]) -> dict[str, Any]:
        return {"if": {**dicts_in(children)[0], "negated": True}}

    def lead_for_each(self, children: list[Any]) -> dict[str, Any]:
        return {"per": dicts_in(children)[0]}

    def lead_die(self, children: list[Any]) -> dict[str, Any]:
        return {"if": {"test": "result", "result": str(tokens_in(children, "DIE_RESULT")[0].value)}}

    def clauses(self, children: list[Any]) -> list[dict[str, Any]]:
        return [op for child in children if isinstance(child, list) for op in child]

    def clause(self, children: list[Any]) -> list[dict[str, Any]]:
        return as_ops(children[0])

    def optional(self, children: list[Any]) -> list[dict[str, Any]]:
        return [{**op, "optional": True} for op in as_ops(children[-1])]

    def optional_paid(self, children: list[Any]) -> list[dict[str, Any]]:
        *costs, then = [c for c in children if not isinstance(c, Token)]
        paid = [{**op, "optional": True} for cost in costs for op in as_ops(cost)]
        return [*paid, *when_done(as_ops(then))]

    def by_player(self, children: list[Any]) -> list[dict[str, Any]]:
        who = dicts_in(children)[0]
        return [{**op, "who": who} for op in as_ops(children[-1])]

    def optional_by(self, children: list[Any]) -> list[dict[str, Any]]:
        who = dicts_in(children)[0]
        return [{**op, "who": who, "optional": True} for op in as_ops(children[-1])]

    def unless(self, children: list[Any]) -> list[dict[str, Any]]:
        test = dicts_in(children)[-1]
        return [{**op, "if": {**test, "negated": True}} for op in as_ops(children[0])]

    def paid(self, children: list[Any]) -> list[dict[str, Any]]:
        first, then = [c for c in children if not isinstance(c, Token)]
        return [*as_ops(first), *when_done(as_ops(then))]

    def capped(self, children: list[Any]) -> list[dict[str, Any]]:
        cap = count_in(children)
        return [{**op, "cap": cap} for op in as_ops(children[0])]

    def action(self, children: list[Any]) -> list[dict[str, Any]]:
        return as_ops(children[0])

    # who gains, loses, gets given
    @staticmethod
    def _who(children: list[Any]) -> Selector:
        for child in children:
            if isinstance(child, dict) and "role" in child:
                return child
            if isinstance(child, Token) and child.type == "ME":
                return dict(SELF)
            if isinstance(child, Token) and child.type in ("IT", "THEY"):
                return dict(IT)
        return dict(SELF)

    @staticmethod
    def _gained(
        gains: list[dict[str, Any]], who: Selector, lose: bool = False
    ) -> list[dict[str, Any]]:
        out = []
        for gain in gains:
            kind = "status" if "status" in gain else "counter"
            out.append({"op": f"{kind}.{'lose' if lose else 'gain'}", "who": who, **gain})
        return out

    def gains(self, children: list[Any]) -> list[dict[str, Any]]:
        return dicts_in(children)

    def counters(self, children: list[Any]) -> dict[str, Any]:
        return {"counter": counter_in(children), "amount": count_in(children)}

    def status(self, children: list[Any]) -> dict[str, Any]:
        return {"status": str(children[0].value)}

    def per_clause(self, children: list[Any]) -> dict[str, Any]:
        return {"per": dicts_in(children)[0]}

    def _gain_parts(
        self, children: list[Any]
    ) -> tuple[Selector, list[dict[str, Any]], dict[str, Any]]:
        lists = [c for c in children if isinstance(c, list)]
        extra = [c for c in children if isinstance(c, dict) and "per" in c]
        who = self._who([c for c in children if not (isinstance(c, dict) and "per" in c)])
        return who, lists[0] if lists else [], extra[0] if extra else {}

    def op_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        who, gains, per = self._gain_parts(children)
        return [{**op, **per} for op in self._gained(gains, who)]

    def op_gain_lose(self, children: list[Any]) -> list[dict[str, Any]]:
        who = self._who(children)
        gained, lost = [c for c in children if isinstance(c, list)]
        return [*self._gained(gained, who), *self._gained(lost, who, lose=True)]

    def op_lose(self, children: list[Any]) -> list[dict[str, Any]]:
        who, gains, _ = self._gain_parts(children)
        return self._gained(gains, who, lose=True)

    def op_give(self, children: list[Any]) -> list[dict[str, Any]]:
        who = dicts_in(children)[-1]
        return [
            {"op": "counter.gain", "who": who, "counter": "boost", "amount": count_in(children)}
        ]

    op_give_to = op_give

    def op_give_me(self, children: list[Any]) -> list[dict[str, Any]]:
        return [
            {
                "op": "counter.gain",
                "who": dict(SELF),
                "counter": "boost",
                "amount": count_in(children),
            }
        ]

    def op_give_it(self, children: list[Any]) -> list[dict[str, Any]]:
        return [
            {
                "op": "counter.gain",
                "who": dict(IT),
                "counter": "boost",
                "amount": count_in(children),
            }
        ]

    def op_make_lose(self, children: list[Any]) -> list[dict[str, Any]]:
        lists = [c for c in children if isinstance(c, list)]
        who = dicts_in(children)[0]
        out = self._gained(lists[0], who, lose=True)
        if len(lists) > 1:
            out += self._gained(lists[1], who)
        return out

    def op_make_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        lists = [c for c in children if isinstance(c, list)]
        return self._gained(lists[0], dicts_in(children)[0])

    def op_have_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        lists = [c for c in children if isinstance(c, list)]
        lose = first_in(children, "LOSE") is not None
        return self._gained(lists[0], dicts_in(children)[0], lose=lose)

    def op_make_me_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        return self._gained(next(c for c in children if isinstance(c, list)), dict(SELF))

    def op_make_it_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        return self._gained(next(c for c in children if isinstance(c, list)), dict(IT))

    # the other actions
    def op_draw(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "draw", "who": dict(CONTROLLER), "amount": count_in(children) or 1}

    def op_draw_it(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "draw", "who": dict(CONTROLLER), "what": dict(IT)}

    def op_keyword(self, children: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"op": keyword_in(children), "who": dict(CONTROLLER)}
        if first_in(children, "AGAIN") is not None:
            out["again"] = True
        return out

    def op_keyword_on(self, children: list[Any]) -> dict[str, Any]:
        return {"op": keyword_in(children), "who": dict(CONTROLLER), "what": dicts_in(children)[0]}

    def op_object_keyword(self, children: list[Any]) -> dict[str, Any]:
        return {"op": keyword_in(children), "what": dicts_in(children)[0]}

    op_expedition_keyword = op_object_keyword

    def token_fr(self, children: list[Any]) -> dict[str, Any]:
        return token_description(children)

    token_en = token_fr

    def op_create(self, children: list[Any]) -> dict[str, Any]:
        found = dicts_in(children)
        out: dict[str, Any] = {
            "op": "token.create",
            "token": found[0],
            "count": count_in(children) or 1,
        }
        if len(found) > 1:
            out["place"] = found[1]
        return out

    def op_sacrifice_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "sacrifice", "what": dict(SELF)}

    def op_sacrifice(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "sacrifice", "what": dicts_in(children)[-1]}

    def op_exhaust_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "exhaust", "what": dict(SELF)}

    def op_exhaust(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "exhaust", "what": dicts_in(children)[0]}

    def op_exhaust_it(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "exhaust", "what": dict(IT)}

    def op_ready_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "ready", "what": dict(SELF)}

    def op_ready(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "ready", "what": dicts_in(children)[0]}

    def op_send(self, children: list[Any]) -> dict[str, Any]:
        what, to = dicts_in(children)[:2]
        return {"op": "move", "what": what, "to": to}

    def op_send_first(self, children: list[Any]) -> dict[str, Any]:
        to, what = dicts_in(children)[:2]
        return {"op": "move", "what": what, "to": to}

    def op_send_me(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "move", "what": dict(SELF), "to": dicts_in(children)[0]}

    op_put_me = op_send_me

    def op_send_in(self, children: list[Any]) -> dict[str, Any]:
        """ "Envoyez un Personnage ciblé en Réserve": the place read as the object's is where
        it goes."""
        what = dict(dicts_in(children)[0])
        to = what.pop("place", None)
        return {"op": "move", "what": what, "to": to}

    op_put_in = op_send_in
    op_return_in = op_send_in
    op_put = op_send
    op_return_to = op_send

    def op_put_me_in(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "move", "what": dict(SELF), "to": None}

    def op_discard(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "discard", "what": dicts_in(children)[0]}

    def op_discard_it(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "discard", "what": dict(IT)}

    def op_put_it(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "move", "what": dict(IT), "to": dicts_in(children)[0]}

    def op_keyword_after(self, children: list[Any]) -> dict[str, Any]:
        phase = str(tokens_in(children, "PHASE")[0].value)
        return {"op": keyword_in(children), "who": dict(CONTROLLER), "after": phase}

    def op_make_draw(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "draw", "who": dicts_in(children)[-1], "amount": count_in(children) or 1}

    def op_choose(self, children: list[Any]) -> dict[str, Any]:
        up_to = first_in(children, "UP_TO") is not None
        n = count_in(children)
        return {"op": "choose", "options": {"up_to": n} if up_to else n}

    def op_by_result(self, _: list[Any]) -> dict[str, Any]:
        """ "Sur :" / "On a:": the options that follow are chosen by a result."""
        return {"op": "choose", "options": "by_result"}

    def _next(self, children: list[Any]) -> dict[str, Any]:
        what: dict[str, Any] = {"role": "object", "next_played_by": "controller"}
        for child in children:
            if isinstance(child, dict) and "type" in child:
                what.update(child)
            elif isinstance(child, dict) and "zone" in child:
                what["from"] = child
        terrain = first_in(children, "TERRAIN")
        if terrain is not None:
            what["terrain"] = str(terrain.value)
        scope = next((t for t in tokens_in(children) if t.type in ("TURN", "PHASE", "DAY")), None)
        if scope is not None:
            what["until"] = "turn" if scope.type == "TURN" else str(scope.value).lower()
        return what

    def op_next_costs(self, children: list[Any]) -> dict[str, Any]:
        mana = mana_value(tokens_in(children, "MANA")[0])
        return {"op": "cost.reduce", "what": self._next(children), "amount": mana}

    def op_next_gains(self, children: list[Any]) -> list[dict[str, Any]]:
        lose = first_in(children, "LOSE") is not None
        gains = next(c for c in children if isinstance(c, list))
        return self._gained(
            gains, self._next([c for c in children if not isinstance(c, list)]), lose
        )

    def op_discard_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "discard", "what": dict(SELF)}

    def op_roll(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "die.roll"}

    def op_pay(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "pay", "mana": mana_value(tokens_in(children, "MANA")[0])}

    def op_spend_counters(self, children: list[Any]) -> dict[str, Any]:
        return {
            "op": "counter.spend",
            "amount": count_in(children),
            "counter": counter_in(children),
            "from": dict(SELF),
        }

    def op_spend_from(self, children: list[Any]) -> dict[str, Any]:
        return {
            "op": "counter.spend",
            "amount": count_in(children),
            "counter": counter_in(children),
            "from": dicts_in(children)[0],
        }

    def op_play_free(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "play", "what": dicts_in(children)[0], "free": True}

    def op_play_discount(self, children: list[Any]) -> dict[str, Any]:
        return {
            "op": "play",
            "what": dicts_in(children)[0],
            "discount": mana_value(tokens_in(children, "MANA")[0]),
        }

    def op_play_me_free(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "play", "what": dict(SELF), "free": True}

    def op_play_it_free(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "play", "what": dict(IT), "free": True}

    def op_play_now(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "play", "what": dicts_in(children)[0]}

    def op_pass_now(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "pass"}

    def op_choose_target(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "target", "what": dicts_in(children)[0]}

    def op_choose_opponent(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "target", "what": {"role": "opponent"}}

    def op_reveal(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "reveal", "what": dicts_in(children)[0]}

    def op_win(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "win"}

    def op_switch(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "expedition.switch", "what": dicts_in(children)[0]}

    def op_switch_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "expedition.switch", "what": dict(SELF)}

    def op_activate(self, children: list[Any]) -> dict[str, Any]:
        symbol = str(tokens_in(children, "ABILITY_SYM")[0].value)
        return {"op": "abilities.activate", "symbol": symbol, "of": dicts_in(children)[0]}

    # ---- statements ----------------------------------------------------------------------
    def effect_statement(self, children: list[Any]) -> dict[str, Any]:
        return {"kind": "effect", "ops": children[0]}

    def passive_statement(self, children: list[Any]) -> dict[str, Any]:
        return {"kind": "passive", "ops": as_ops(children[0])}

    def keywords(self, children: list[Any]) -> list[dict[str, Any]]:
        out = []
        for token in tokens_in(children, "KEYWORD"):
            name, _, value = str(token.value).partition(" ")
            op: dict[str, Any] = {"op": "keyword", "keyword": name}
            if value:
                op["value"] = int(value) if value.isdecimal() else value.upper()
            out.append(op)
        return out

    def cost_change(self, children: list[Any]) -> list[dict[str, Any]]:
        op: dict[str, Any] = {"op": "cost.reduce", "what": dict(SELF)}
        op["amount"] = mana_value(tokens_in(children, "MANA")[0])
        found = dicts_in(children)
        if found and "test" in found[0]:
            op["if"] = found[0]
        elif found:
            op["per"] = found[0]
        return [op]

    def cost_change_paid(self, children: list[Any]) -> list[dict[str, Any]]:
        paid = [
            {**op, "optional": True}
            for op in as_ops(next(c for c in children if not isinstance(c, Token)))
        ]
        mana = mana_value(tokens_in(children, "MANA")[-1])
        return [
            *paid,
            {"op": "cost.reduce", "what": dict(SELF), "amount": mana, "if": {"test": "done"}},
        ]

    def status_keyword(self, children: list[Any]) -> list[dict[str, Any]]:
        return [{"op": "status", "status": str(children[0].value)}]
