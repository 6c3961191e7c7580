"""Effect trees of ``grammar/altered/ability.lark`` that choose, repeat, roll or forbid, to ops
(DESIGN.md's IR; docs/altered.md lists the names): a list's lead ("Choisissez l'un :" /
"Choose one:"), one of two actions, dice and their results, and what may not be done ("ne
peut pas ..." / "can't ..."). ``effect_ir.EffectIR`` extends this class."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from counterplay.compiler.altered.ir_terms import (
    as_ops,
    count_in,
    counter_in,
    dicts_in,
    first_in,
    kind_of,
    tokens_in,
)

# what "can't be ..." forbids, by the participle
_DONE_TO = {
    "SACRIFICED": "sacrifice",
    "EXHAUSTED": "exhaust",
    "DISCARDED": "discard",
    "READY": "ready",
}


class LimitsIR(Transformer[Token, Any]):
    """Build the ops of choices, repetitions, dice and things forbidden."""

    def lead_die(self, children: list[Any]) -> dict[str, Any]:
        """ "Sur 1-3 :", "On a 6:": what the die must show."""
        said = tokens_in(children, "DIE_RESULT") or tokens_in(children, "NUMBER")
        return {"if": {"test": "result", "result": str(said[0].value)}}

    def test_result(self, children: list[Any]) -> dict[str, Any]:
        """ "si le résultat est 6", "if the result is 4 or more" (said as "Sur 4+" is), "if
        you roll a 1-3 this way"."""
        rolled = tokens_in(children, "DIE_RESULT")
        if rolled:
            return {"test": "result", "result": str(rolled[0].value)}
        n = str(tokens_in(children, "NUMBER")[0].value)
        if first_in(children, "OR_MORE") is not None:
            return {"test": "result", "result": f"{n}+"}
        if first_in(children, "OR_LESS") is not None:
            return {"test": "result", "result": f"1-{n}"}
        return {"test": "result", "result": n}

    def op_reroll(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "die.reroll"}

    def op_change_result(self, children: list[Any]) -> dict[str, Any]:
        """ "Augmentez le résultat de 2" / "Increase the result by 2"; "réduisez" less."""
        n = int(tokens_in(children, "NUMBER")[0].value)
        return {"op": "result.change", "amount": -n if first_in(children, "REDUCE") else n}

    def op_roll(self, children: list[Any]) -> dict[str, Any]:
        """ "Lancez un dé", "Roll two dice" (``amount`` when more than one)."""
        n = count_in(children)
        return {"op": "die.roll"} if n in (1, None) else {"op": "die.roll", "amount": n}

    def op_choose(self, children: list[Any]) -> dict[str, Any]:
        up_to = first_in(children, "UP_TO") is not None
        n = count_in(children)
        return {"op": "choose", "options": {"up_to": n} if up_to else n}

    def op_choose_one_or_both(self, children: list[Any]) -> dict[str, Any]:
        """ "Choisissez l'un ou les deux :" / "Choose one or both:"."""
        return {"op": "choose", "options": {"at_least": 1, "up_to": 2}}

    def op_choose_at_least(self, children: list[Any]) -> dict[str, Any]:
        """ "Choisissez-en un ou plus :" / "Choose one or more:"."""
        return {"op": "choose", "options": {"at_least": count_in(children)}}

    def op_choose_again(self, _: list[Any]) -> dict[str, Any]:
        """ "Vous pouvez choisir la même option plusieurs fois" / "You may pick the same
        option multiple times"."""
        return {"op": "choose", "options": "same_again"}

    def op_repeat_following(self, children: list[Any]) -> dict[str, Any]:
        """ "Faites ce qui suit deux fois :" / "Do the following twice:", "Répétez cela
        une fois" / "Repeat this once": what follows (or what came before) again."""
        word = first_in(children, "N_TIMES")
        times = int(word.value) if word is not None else count_in(children) or 1
        what = "following" if first_in(children, "FOLLOWING") is not None else "this"
        return {"op": "repeat", "what": what, "times": times}

    def op_repeat_per(self, children: list[Any]) -> dict[str, Any]:
        """ "Répétez cela pour chaque Plante" / "Repeat this for each Plant"."""
        return {"op": "repeat", "what": "this", **dicts_in(children)[0]}

    def op_by_result(self, _: list[Any]) -> dict[str, Any]:
        """ "Sur :" / "On a:": the options that follow are chosen by a result."""
        return {"op": "choose", "options": "by_result"}

    def choice(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Piochez une carte ou créez ..." / "Draw a card or create ...": one of them."""
        actions = [c for c in children if not isinstance(c, Token)]
        return [{**op, "one_of": True} for a in actions for op in as_ops(a)]

    def optional_choice(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Vous pouvez X ou Y": one of them, if you want."""
        actions = [c for c in children if not isinstance(c, Token)]
        return [{**op, "optional": True, "one_of": True} for a in actions for op in as_ops(a)]

    def op_cannot_change(self, children: list[Any]) -> dict[str, Any]:
        """ "ne peut pas gagner de boosts" / "can't gain boosts"."""
        verb = "lose" if first_in(children, "LOSE") is not None else "gain"
        kind = "status" if first_in(children, "STATUS") is not None else "counter"
        out: dict[str, Any] = {"op": "cannot", "action": f"{kind}.{verb}"}
        out["what"] = dicts_in(children)[0]
        if kind == "counter":
            out["counter"] = counter_in(children)
        else:
            out["status"] = str(tokens_in(children, "STATUS")[0].value)
        return out

    def op_cannot_target(self, children: list[Any]) -> dict[str, Any]:
        """ "ne peuvent pas cibler de Personnages" / "can't target Characters"."""
        return {"op": "cannot", "action": "target", "what": kind_of(dicts_in(children)[0])}

    def op_cannot_advance(self, children: list[Any]) -> dict[str, Any]:
        """ "Une Expédition ciblée ne peut pas avancer ce Jour" (or "reculer" / "move
        backward")."""
        back = first_in(children, "RETREAT") is not None
        out: dict[str, Any] = {"op": "cannot", "action": "expedition.advance"}
        if back:
            out["action"] = "expedition.retreat"
        out["what"], *lasting = dicts_in(children)
        out.update(*lasting)  # "ce Jour", "ce tour-ci": until when
        return out

    def op_cannot_switch(self, children: list[Any]) -> dict[str, Any]:
        """ "ne peut pas changer d'Expédition" / "can't switch Expeditions"."""
        return {"op": "cannot", "action": "expedition.switch", "what": dicts_in(children)[0]}

    def op_cannot_be(self, children: list[Any]) -> dict[str, Any]:
        """ "Je ne peux pas être sacrifié" / "I can't be sacrificed", exhausted, discarded."""
        done = next(t.type for t in tokens_in(children) if t.type in _DONE_TO)
        what, *by = dicts_in(children)
        return {"op": "cannot", "action": _DONE_TO[done], "what": what, **_by(by)}

    def op_cannot_be_moved(self, children: list[Any]) -> dict[str, Any]:
        """ "ne peut pas être envoyé en Réserve" / "can't be sent to Reserve"."""
        what, to, *by = dicts_in(children)
        return {"op": "cannot", "action": "move", "what": what, "to": to, **_by(by)}

    def by_whom(self, children: list[Any]) -> dict[str, Any]:
        """ "par les Sorts adverses" / "by opposing Spells"."""
        return {"by": dicts_in(children)[0]}

    def op_cannot_play(self, children: list[Any]) -> dict[str, Any]:
        """ "ne peuvent pas jouer de Sorts" / "can't play Spells" (who: the clause's player)."""
        return {"op": "cannot", "action": "card.play", "what": kind_of(dicts_in(children)[0])}

    def op_cannot_event(self, children: list[Any]) -> dict[str, Any]:
        """ "ne peut pas quitter la zone d'Expédition" / "can't leave the Expedition zone":
        the event that may not happen to it (its qualifiers with it)."""
        what, event = dicts_in(children)[:2]
        return {"op": "cannot", "action": event["event"], "what": what, **event["qualifiers"]}

    def op_cannot_keyword(self, children: list[Any]) -> dict[str, Any]:
        """ "ne peuvent pas [Ravitailler]" / "can't [Resupply]" (who: the clause's player)."""
        return {"op": "cannot", "action": str(tokens_in(children, "KEYWORD_ACTION")[0].value)}

    def op_cannot_draw(self, _: list[Any]) -> dict[str, Any]:
        """ "ne peuvent pas piocher de cartes" / "can't draw cards"."""
        return {"op": "cannot", "action": "card.draw"}

    def op_cannot_be_targeted(self, children: list[Any]) -> dict[str, Any]:
        """ "Je ne peux pas être ciblé" / "I can't be targeted" (by whom: "par les Sorts de
        vos adversaires" / "by your opponents' Spells")."""
        what, *by = dicts_in(children)
        return {"op": "cannot", "action": "target", "what": what, **({"by": by[0]} if by else {})}


def _by(found: list[dict[str, Any]]) -> dict[str, Any]:
    """The ``by`` of a "cannot be ..." said with its "by whom", or nothing."""
    return found[0] if found else {}
