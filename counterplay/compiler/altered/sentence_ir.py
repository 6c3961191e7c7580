"""How the sentences of an Altered effect hold together, to ops: leads ("Si ...,",
"Au Crépuscule,", "This turn, when ..."), clauses joined by "puis" / "then" and "et" /
"and", "vous pouvez" / "you may" and what is paid for it, "unless", "only if", delayed and
repeated actions, and what X stands for. The part of ``effect_ir.EffectIR`` above the verbs;
one method per aliased rule of ``grammar/altered/ability.lark``."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from counterplay.compiler.altered.ir_terms import (
    CARRIED,
    as_ops,
    count_in,
    dicts_in,
    first_in,
    kind_of,
    tokens_in,
    when_done,
)


def _at(when: Token) -> str:
    """When a delayed action is done: ``end_of_turn``, ``end_of_day`` or a phase."""
    return str(when.value)


class SentenceIR(Transformer[Token, Any]):
    """Leads, clause joiners and the words around an action (``effect_ir`` reads the
    actions themselves)."""

    # ---- effects -------------------------------------------------------------------------
    def effect(self, children: list[Any]) -> list[dict[str, Any]]:
        return [op for child in children if isinstance(child, list) for op in child]

    def sentence(self, children: list[Any]) -> list[dict[str, Any]]:
        return [op for child in children if isinstance(child, list) for op in child]

    def led(self, children: list[Any]) -> list[dict[str, Any]]:
        ops, *otherwise = [c for c in children if isinstance(c, list)]
        for lead in dicts_in(children):
            for op in ops:
                for key, value in lead.items():
                    op.setdefault(key, value)
        return [*ops, *(op for part in otherwise for op in part)]

    def led_and_if(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "..., et si X, Y" / "... and if X, Y": Y only if X."""
        test = dicts_in(children)[0]
        return [{**op, "if": op.get("if", test)} for op in as_ops(children[-1])]

    def otherwise(self, children: list[Any]) -> list[dict[str, Any]]:
        return [{**op, "if": {"test": "otherwise"}} for op in children[-1]]

    def lasting(self, children: list[Any]) -> dict[str, Any]:
        """ "ce tour-ci" / "this turn": until when an effect holds."""
        scope = next(t for t in tokens_in(children) if t.type in ("TURN", "PHASE", "DAY"))
        return {"until": "turn" if scope.type == "TURN" else str(scope.value).lower()}

    def lasting_action(self, children: list[Any]) -> list[dict[str, Any]]:
        return [{**op, **dicts_in(children)[-1]} for op in as_ops(children[0])]

    def lead_lasting(self, children: list[Any]) -> dict[str, Any]:
        return dict(children[0])

    def instead(self, children: list[Any]) -> list[dict[str, Any]]:
        return [{**op, "instead": True} for op in as_ops(children[0])]

    def lead_if(self, children: list[Any]) -> dict[str, Any]:
        return {"if": _joined(children)}

    def lead_during(self, children: list[Any]) -> dict[str, Any]:
        return dict(dicts_in(children)[0])

    def lead_at(self, children: list[Any]) -> dict[str, Any]:
        """ "Au Crépuscule, ..." / "At Dusk, ...": when what follows is done (``delayed``)."""
        return {"at": _at(children[-1])}

    def lead_when(self, children: list[Any]) -> dict[str, Any]:
        """ "lorsque vous jouez un Sort, ..." / "when you play a Spell, ...": the trigger of
        a reaction the effect sets up (for as long as a lead or tail of it says)."""
        trigger = dicts_in(children)[0]
        said = trigger["qualifiers"]
        if trigger["event"] == "die.roll" and said.get("this_way") and "result" in said:
            # "When you roll a 1-3 this way — ..." is the die just rolled: "Sur 1-3 — ..."
            return {"if": {"test": "result", "result": said["result"]}}
        return {"when": trigger}

    def when_tail(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "... chaque fois que vous piochez une carte ce tour-ci" / "... each time you
        draw a card this turn": the reaction said after what it does."""
        when, *lasting = [c for c in children[1:] if isinstance(c, dict)]
        return [
            {**op, "when": when, **(lasting[0] if lasting else {})} for op in as_ops(children[0])
        ]

    def lead_instead(self, _: list[Any]) -> dict[str, Any]:
        return {"instead": True}

    def lead_if_done(self, _: list[Any]) -> dict[str, Any]:
        return {"if": {"test": "done"}}

    def lead_if_not_done(self, _: list[Any]) -> dict[str, Any]:
        return {"if": {"test": "done", "negated": True}}

    def lead_otherwise(self, _: list[Any]) -> dict[str, Any]:
        return {"if": {"test": "otherwise"}}

    def lead_starting(self, children: list[Any]) -> dict[str, Any]:
        """ "En commençant par vous" / "Starting with you": who goes first."""
        return {"starting_with": dicts_in(children)[0]}

    def lead_then(self, _: list[Any]) -> dict[str, Any]:
        return {}

    def lead_while(self, children: list[Any]) -> dict[str, Any]:
        """ "Tant que ..." / "As long as ...": the effect holds while the test does."""
        return {"while": dicts_in(children)[0]}

    def while_tail(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "... tant que ..." / "... as long as ...", said after the action."""
        test = dicts_in(children)[-1]
        return [{**op, "while": test} for op in as_ops(children[0])]

    def lead_unless(self, children: list[Any]) -> dict[str, Any]:
        return {"if": _unless(dicts_in(children)[0])}

    def lead_for_each(self, children: list[Any]) -> dict[str, Any]:
        """ "Pour chacune de vos Expéditions, ...": what is counted, the kind only."""
        return {"per": kind_of(dicts_in(children)[0])}

    def clauses(self, children: list[Any]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for child in children:
            if isinstance(child, dict) and out:  # elided: the verb of the op before
                out.append({"op": out[-1]["op"], **child})
            elif isinstance(child, list):
                subject = out[-1].get("who") or out[-1].get("what") if out else None
                out.extend(
                    {**op, "who": subject} if op.get("who") == CARRIED else op for op in child
                )
        return out

    def elided(self, children: list[Any]) -> dict[str, Any]:
        """ "... et le reste au-dessous de votre deck" / "... and the rest at the bottom of
        your deck": what and where, the verb being the one before (a place read as the
        thing's own is where it goes, as for "Envoyez un Personnage ciblé en Réserve")."""
        found = dicts_in(children)
        what = dict(found[0])
        to = found[1] if len(found) > 1 else what.pop("into", None) or what.pop("place", None)
        order = {"order": "any"} if first_in(children, "ANY_ORDER") is not None else {}
        return {"what": what, "to": to, **order}

    def clause(self, children: list[Any]) -> list[dict[str, Any]]:
        return as_ops(children[0])

    def optional(self, children: list[Any]) -> list[dict[str, Any]]:
        return [{**op, "optional": True} for op in as_ops(children[-1])]

    def optional_paid(self, children: list[Any]) -> list[dict[str, Any]]:
        *costs, then = [c for c in children if not isinstance(c, Token)]
        paid = [{**op, "optional": True} for cost in costs for op in as_ops(cost)]
        return [*paid, *when_done(as_ops(then))]

    def optional_then(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Vous pouvez X et Y": Y comes with X, when you do it."""
        first, *rest = [c for c in children if not isinstance(c, Token)]
        then = [op for action in rest for op in as_ops(action)]
        return [*({**op, "optional": True} for op in as_ops(first)), *when_done(then)]

    def optional_paid_by(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Chaque joueur peut X pour Y": X optional for that player, Y theirs if done."""
        who, first, then = [c for c in children if not isinstance(c, Token)]
        ops = [{**op, "optional": True} for op in as_ops(first)] + when_done(as_ops(then))
        return [{**op, "who": who} for op in ops]

    def by_player(self, children: list[Any]) -> list[dict[str, Any]]:
        who = dicts_in(children)[0]
        return [{**op, "who": who} for op in as_ops(children[-1])]

    def optional_by(self, children: list[Any]) -> list[dict[str, Any]]:
        who = dicts_in(children)[0]
        return [{**op, "who": who, "optional": True} for op in as_ops(children[-1])]

    def unless(self, children: list[Any]) -> list[dict[str, Any]]:
        test = _unless(dicts_in(children)[-1])
        return [{**op, "if": test} for op in as_ops(children[0])]

    def only_if(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Je gagne 1 boost si vous contrôlez ... ou s'il y a ...": the condition after
        the action (several: any of them with "ou" / "or", all with "et" / "and")."""
        test = _joined(children[1:])
        return [{**op, "if": test} for op in as_ops(children[0])]

    def paid(self, children: list[Any]) -> list[dict[str, Any]]:
        first, then = [c for c in children if not isinstance(c, Token)]
        return [*as_ops(first), *when_done(as_ops(then))]

    def delayed(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "à la fin du tour" / "at end of turn", "au Crépuscule" / "at Dusk": when the
        action is done."""
        return [{**op, "at": _at(children[-1])} for op in as_ops(children[0])]

    def capped(self, children: list[Any]) -> list[dict[str, Any]]:
        cap = count_in(children)
        return [{**op, "cap": cap} for op in as_ops(children[0])]

    def floored(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "jusqu'à un minimum de {1}" / "down to a minimum of {1}"."""
        floor = count_in(children)
        return [{**op, "floor": floor} for op in as_ops(children[0])]

    def repeated(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "[Sabotez] deux fois" / "[Sabotage] twice": the action that many times."""
        word = first_in(children, "N_TIMES")  # "deux fois" as one word: see the lexicons
        times = int(word.value) if word is not None else count_in(children)
        return [{**op, "times": times} for op in as_ops(children[0])]

    def defined(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "..., X étant le résultat": what X stands for, on the ops that say X ("Je gagne
        ses sous-types et X boosts, X étant ...": the boosts'); on each when none says it."""
        x = dicts_in(children)[-1]
        ops = as_ops(children[0])
        saying = [op for op in ops if _says_x(op)] or ops
        return [{**op, "x": x} if op in saying else op for op in ops]

    def action(self, children: list[Any]) -> list[dict[str, Any]]:
        return as_ops(children[0])


def _says_x(node: Any) -> bool:
    """Whether an op (its values but its text) says X: an amount, a count, a cost."""
    if isinstance(node, dict):
        return any(_says_x(v) for k, v in node.items() if k != "text")
    if isinstance(node, list):
        return any(_says_x(v) for v in node)
    return bool(node == "X")


def _joined(children: list[Any]) -> dict[str, Any]:
    """The test of "si X", or of "si X ou si Y" (any of them) / "si X et si Y" (all)."""
    tests = [c for c in children if isinstance(c, dict)]
    if len(tests) == 1:
        return tests[0]
    return {"test": "any" if first_in(children, "OR_IF") else "all", "of": tests}


def _unless(test: dict[str, Any]) -> dict[str, Any]:
    """ "sauf si X" / "unless X": X negated ("unless you don't control ...": it holds)."""
    if test.get("negated"):
        return {k: v for k, v in test.items() if k != "negated"}
    return {**test, "negated": True}
