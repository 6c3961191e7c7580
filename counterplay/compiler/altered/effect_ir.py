"""Effect and statement trees of ``grammar/altered/ability.lark`` to ops (DESIGN.md's
IR; docs/altered.md lists the names): the part of ``ability_ir.AbilityIR`` that reads what
an ability does. One method per aliased rule."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from counterplay.compiler.altered.amount_ir import AmountIR
from counterplay.compiler.altered.ir_terms import (
    CARRIED,
    CONTROLLER,
    IT,
    OWNERS,
    SELF,
    Selector,
    as_ops,
    count_in,
    counter_in,
    dicts_in,
    first_in,
    keyword_in,
    kind_of,
    mana_value,
    one_or_list,
    some_of_it,
    token_description,
    tokens_in,
)
from counterplay.compiler.altered.limits_ir import LimitsIR
from counterplay.compiler.altered.sentence_ir import SentenceIR


def keyword_op(token: Token) -> dict[str, Any]:
    """A keyword token (``tough 2``) as ``{"keyword": "tough", "value": 2}``."""
    name, _, value = str(token.value).partition(" ")
    out: dict[str, Any] = {"keyword": name}
    if value:
        out["value"] = int(value) if value.isdecimal() else value.upper()
    return out


# what is done to some of those named before ("en sacrifier une"), by the verb
_SOME = {
    "SACRIFICE": "sacrifice",
    "DISCARD": "discard",
    "EXHAUST": "exhaust",
    "READY": "ready",
    "REVEAL": "reveal",
}


# the verbs done to one thing only ("Exhaust and sacrifice target Character"): their ops
_THING_VERBS = {
    "SACRIFICE": "sacrifice",
    "EXHAUST": "exhaust",
    "READY": "ready",
    "DISCARD": "discard",
    "REVEAL": "reveal",
}


class EffectIR(SentenceIR, LimitsIR, AmountIR):
    """Build the ops of an effect or a statement (the ``effect`` and ``statement`` starts)."""

    def carried_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "..., puis gagne 1 boost" / "... and gains 1 boost": gained by the subject of the
        clause before (:meth:`clauses` names it)."""
        gains = next(c for c in children if isinstance(c, list))
        return self._gained(gains, dict(CARRIED), first_in(children, "LOSE") is not None)

    # who: one reading for every slot ("me", "it", an object)
    def thing(self, children: list[Any]) -> Selector:
        return dict(children[0])

    pronoun = thing
    clitic = thing
    clitic_it = thing

    # who gains, loses, gets given
    @staticmethod
    def _gained(
        gains: list[dict[str, Any]], who: Selector, lose: bool = False
    ) -> list[dict[str, Any]]:
        """The ops of a list of things gained or lost; a verb inside the list ("gagne 1
        boost et perd [[Fugace]]") holds for what follows it."""
        out, then = [], []
        for gain in gains:
            if "and_then" in gain:  # "... et mon Expédition [s'Élève]": another action
                then = gain["and_then"]
                continue
            gain = dict(gain)
            lose = gain.pop("lose", lose)
            kind = next(
                (
                    k
                    for k in ("status", "keyword", "abilities", "ability", "subtypes", "terrain")
                    if k in gain
                ),
                "counter",
            )
            out.append({"op": f"{kind}.{'lose' if lose else 'gain'}", "who": who, **gain})
        return [*out, *then]

    def terrain_gained(self, children: list[Any]) -> dict[str, Any]:
        """ "ma région gagne {V}" / "my region gains {V}": a terrain (of a region)."""
        return {"terrain": str(tokens_in(children, "TERRAIN")[0].value)}

    def gains(self, children: list[Any]) -> list[dict[str, Any]]:
        found = dicts_in(children)
        if first_in(children, "OR") is not None:  # "gagne 1 boost ou perd [[Fugace]]"
            return [{**gain, "one_of": True} for gain in found]
        return found

    def counters(self, children: list[Any]) -> dict[str, Any]:
        return {"counter": counter_in(children), "amount": count_in(children)}

    def counters_between(self, children: list[Any]) -> dict[str, Any]:
        """ "un ou deux boosts" / "one or two boosts"."""
        low, high = (count_in([c]) for c in children if isinstance(c, Tree))
        return {"counter": counter_in(children), "amount": {"at_least": low, "up_to": high}}

    def more_counters(self, children: list[Any]) -> dict[str, Any]:
        """ "1 boost supplémentaire" / "1 more boost": on top of what another effect gives."""
        return {**self.counters(children), "additional": True}

    def counters_equal(self, children: list[Any]) -> dict[str, Any]:
        """ "un nombre de boosts égal au résultat": X boosts, X being that amount."""
        return {"counter": counter_in(children), "amount": "X", "x": dicts_in(children)[0]}

    def status(self, children: list[Any]) -> dict[str, Any]:
        return {"status": str(children[0].value)}

    def keyword(self, children: list[Any]) -> dict[str, Any]:
        """ "gagne [Coriace 1]" / "gains [Tough 1]": a keyword, with its value."""
        return keyword_op(children[0])

    def gained(self, children: list[Any]) -> dict[str, Any]:
        return {**dicts_in(children)[0], "lose": False}

    def lost(self, children: list[Any]) -> dict[str, Any]:
        return {**dicts_in(children)[0], "lose": True}

    def quoted_ability(self, children: list[Any]) -> dict[str, Any]:
        """ "gagne « {T} : Piochez une carte. »": the ability's text, to be read as a line of
        its own."""
        return {"ability": str(children[0].value)}

    def its_subtypes(self, _: list[Any]) -> dict[str, Any]:
        """ "ses sous-types" / "its subtypes": those of the one named before."""
        return {"subtypes": {"of": dict(IT)}}

    def all_abilities(self, _: list[Any]) -> dict[str, Any]:
        """ "toutes ses capacités" / "all its abilities"."""
        return {"abilities": "all"}

    def all_counters(self, children: list[Any]) -> dict[str, Any]:
        """ "tous ses boosts" / "all its boosts"."""
        return {"counter": counter_in(children), "amount": "all"}

    def as_what(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "... en tant qu'Orbe de Mana épuisé" / "as an exhausted Mana Orb"."""
        return [{**op, "as": dicts_in(children)[-1]} for op in as_ops(children[0])]

    def op_discard_from(self, children: list[Any]) -> dict[str, Any]:
        """ "Défaussez-moi de la Réserve" / "Discard me from Reserve"."""
        who, place = dicts_in(children)[:2]
        return {"op": "discard", "what": {**who, "place": place}}

    def op_shuffle(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "shuffle", "place": dicts_in(children)[0]}

    def op_shuffle_into(self, children: list[Any]) -> dict[str, Any]:
        """ "Mélangez votre Réserve dans votre deck" / "Shuffle your Reserve into your deck"."""
        place, into = dicts_in(children)[:2]
        return {"op": "shuffle", "place": place, "into": into}

    def op_shuffle_thing_into(self, children: list[Any]) -> dict[str, Any]:
        """ "Mélangez une carte ciblée de votre Réserve dans votre deck"."""
        what, *into = dicts_in(children)
        what = dict(what)
        # "une carte ciblée de votre Réserve dans votre deck": the object's second place
        where = into[0] if into else what.pop("into", None)
        return {"op": "shuffle", "what": what, **({"into": where} if where else {})}

    def op_some(self, children: list[Any]) -> dict[str, Any]:
        """ "en sacrifier une" / "sacrifice one": that many of those named before (one too)."""
        verb = next(t.type for t in tokens_in(children) if t.type in _SOME)
        return {"op": _SOME[verb], "what": some_of_it(children)}

    def op_look_zone(self, children: list[Any]) -> dict[str, Any]:
        """ "Regardez la main d'un adversaire ciblé" / "Révélez votre main": every card there."""
        verb = "reveal" if first_in(children, "REVEAL") is not None else "look"
        return {
            "op": verb,
            "what": {"role": "object", "count": "each", "place": dicts_in(children)[0]},
        }

    def in_any_order(self, children: list[Any]) -> list[dict[str, Any]]:
        return [{**op, "order": "any"} for op in as_ops(children[0])]

    def op_look(self, children: list[Any]) -> dict[str, Any]:
        """ "Regardez les trois premières cartes de votre deck" / "Look at the top three ..."."""
        return {"op": "look", "what": dicts_in(children)[0]}

    def per_action(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Piochez une carte pour chaque Sort ...": the action once per thing."""
        per = dicts_in(children)[-1]
        return [{**op, **per} for op in as_ops(children[0])]

    def per_action_capped(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "... pour chaque Plante ..., jusqu'à un maximum de 3" / "..., up to a max of 3"."""
        return [{**op, "cap": count_in(children)} for op in self.per_action(children)]

    def per_clause(self, children: list[Any]) -> dict[str, Any]:
        """ "par Personnage que vous contrôlez", "pour chacun de vos Personnages": what the
        amount counts, the kind only (as a test's or an amount's ``kind_of``)."""
        return {"per": kind_of(dicts_in(children)[0])}

    def per_player(self, children: list[Any]) -> dict[str, Any]:
        """ "pour chaque adversaire" / "for each opponent", "for each other player"."""
        word = next(t for t in tokens_in(children) if t.type in ("OPPONENT", "PLAYER"))
        role = "opponent" if word.type == "OPPONENT" else "player"
        other = {"other": True} if word.value == "other" else {}
        test = {"if": found[0]} if (found := dicts_in(children)) else {}
        return {"per": {"role": role, "count": "each", **other, **test}}

    def per_them(self, _: list[Any]) -> dict[str, Any]:
        """ "pour chacun d'eux" / "for each of them": those named before."""
        return {"per": {**IT, "count": "each"}}

    def per_my_counter(self, children: list[Any]) -> dict[str, Any]:
        """ "pour chacun de mes compteurs Épreuve" / "for each of my Trial counters"."""
        return {"per": {"counter": counter_in(children), "of": "self"}}

    def per_counter_on(self, children: list[Any]) -> dict[str, Any]:
        """ "pour chaque boost d'un Personnage ciblé" / "for each boost on target Character"."""
        return {"per": {"counter": counter_in(children), "of": dicts_in(children)[0]}}

    def and_then(self, children: list[Any]) -> dict[str, Any]:
        return {"and_then": as_ops(children[-1])}

    def _gain_parts(
        self, children: list[Any]
    ) -> tuple[Selector, list[dict[str, Any]], dict[str, Any]]:
        lists = [c for c in children if isinstance(c, list)]
        extra = [c for c in children if isinstance(c, dict) and "per" in c]
        return dicts_in(children)[0], lists[0] if lists else [], extra[0] if extra else {}

    def op_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        who, gains, per = self._gain_parts(children)
        return [
            {**op, **per} if op["op"].endswith(".gain") else op for op in self._gained(gains, who)
        ]

    def both_things(self, children: list[Any]) -> tuple[Selector, ...]:
        """ "un Personnage ciblé et moi" / "target Character and I": two subjects."""
        return tuple(dicts_in(children))

    def op_gain_both(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Un Personnage ciblé et moi gagnons 1 boost": the same gains, for each."""
        subjects = next(c for c in children if isinstance(c, tuple))
        rest = [c for c in children if not isinstance(c, tuple)]
        return [op for who in subjects for op in self.op_gain([who, *rest])]

    def op_remove(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Retirez 1 boost d'un Personnage ciblé" / "Remove 1 boost from target Character"."""
        lists = [c for c in children if isinstance(c, list)]
        return self._gained(lists[0], dicts_in(children)[-1], lose=True)

    def op_remove_mine(self, children: list[Any]) -> dict[str, Any]:
        """ "Retirez 1 de mes compteurs Déplacement" / "Remove 1 of my Move counters": as
        "je perds 1 compteur Déplacement"."""
        amount, counter = count_in(children), counter_in(children)
        return {"op": "counter.lose", "who": dict(SELF), "counter": counter, "amount": amount}

    def op_lose(self, children: list[Any]) -> list[dict[str, Any]]:
        who, gains, _ = self._gain_parts(children)
        return self._gained(gains, who, lose=True)

    def op_give(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Donnez 2 boosts à un Personnage ciblé": what is given, gained by who gets it."""
        gains = next(c for c in children if isinstance(c, list))
        return self._gained(gains, dicts_in(children)[-1])

    def op_give_to(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Give it 2 boosts", "lui donner 2 boosts": who gets it, then what."""
        gains = next(c for c in children if isinstance(c, list))
        return self._gained(gains, dicts_in(children)[0])

    def op_have_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "faites gagner 1 boost à X", "have X lose [[Fleeting]]", "faites-lui perdre"."""
        lists = [c for c in children if isinstance(c, list)]
        lose = first_in(children, "LOSE") is not None
        return self._gained(lists[0], dicts_in(children)[0], lose=lose)

    op_make_gain = op_have_gain

    # the other actions
    def op_draw(self, children: list[Any]) -> dict[str, Any]:
        n = count_in(children) or 1
        amount = {"up_to": n} if first_in(children, "UP_TO") is not None else n
        return {"op": "draw", "who": dict(CONTROLLER), "amount": amount}

    def op_draw_equal(self, children: list[Any]) -> dict[str, Any]:
        """ "draw cards equal to its Hand Cost": that many, X the amount."""
        return {
            "op": "draw",
            "who": dict(CONTROLLER),
            "amount": "same",
            "x": dicts_in(children)[-1],
        }

    def op_draw_more(self, children: list[Any]) -> dict[str, Any]:
        return {**self.op_draw(children), "additional": True}

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
        per = [c for c in dicts_in(children) if "per" in c]
        found = [c for c in dicts_in(children) if "per" not in c]
        out: dict[str, Any] = {
            "op": "token.create",
            "token": found[0],
            "count": count_in(children) or 1,
        }
        if len(found) > 1:
            out["place"] = found[1]
        return {**out, **(per[0] if per else {})}

    def op_create_same(self, children: list[Any]) -> dict[str, Any]:
        """ "Créez-en un seul" / "Create only one": tokens of the kind named before."""
        out: dict[str, Any] = {"op": "token.create", "token": dict(IT), "count": count_in(children)}
        found = dicts_in(children)
        return {**out, "place": found[0]} if found else out

    def op_create_another(self, children: list[Any]) -> dict[str, Any]:
        return {**self.op_create_same(children), "additional": True}

    def op_create_there(self, children: list[Any]) -> dict[str, Any]:
        """ "Créez-y deux jetons ..." / "Create two ... tokens in it"."""
        return {**self.op_create(children), "place": {"zone": "it"}}

    def op_create_distributed(self, children: list[Any]) -> dict[str, Any]:
        """ "..., distribués comme vous le souhaitez dans n'importe quel nombre d'Expéditions
        ciblées": the tokens shared out among the places the player picks."""
        token, among = dicts_in(children)[:2]
        return {
            "op": "token.create",
            "token": token,
            "count": count_in(children) or 1,
            "among": among,
        }

    def op_sacrifice_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "sacrifice", "what": dict(SELF)}

    def op_sacrifice(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "sacrifice", "what": dicts_in(children)[-1]}

    def op_exhaust_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "exhaust", "what": dict(SELF)}

    def op_exhaust(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "exhaust", "what": dicts_in(children)[0]}

    def op_ready(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "ready", "what": dicts_in(children)[0]}

    def op_send(self, children: list[Any]) -> dict[str, Any]:
        what, to = dicts_in(children)[:2]
        return {"op": "move", "what": what, "to": to}

    def op_put_some(self, children: list[Any]) -> dict[str, Any]:
        """ "Mettez-en une dans votre main" / "Put one in your hand": of those named before."""
        return {"op": "move", "what": some_of_it(children), "to": dicts_in(children)[0]}

    def op_send_first(self, children: list[Any]) -> dict[str, Any]:
        to, what = dicts_in(children)[:2]
        return {"op": "move", "what": what, "to": to}

    def op_send_in(self, children: list[Any]) -> dict[str, Any]:
        """ "Envoyez un Personnage ciblé en Réserve": the place read as the object's is where
        it goes."""
        what = dict(dicts_in(children)[0])
        to = what.pop("into", None) or what.pop("place", None)
        op = {"op": "move", "what": what, "to": to}
        if "arrives_exhausted" in what:  # "... in your Mana zone exhausted": how it arrives
            op["exhausted"] = what.pop("arrives_exhausted")
        return op

    op_put_in = op_send_in
    op_return_in = op_send_in
    op_put = op_send
    op_return_to = op_send

    def op_discard(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "discard", "what": dicts_in(children)[0]}

    def op_discard_zone(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "défaussez votre main", "each player discards their hand and Reserve": every card
        of each zone named (whose: the last owner word before it)."""
        out, whose = [], "controller"
        for token in tokens_in(children):
            if token.type in OWNERS:
                whose = OWNERS[token.type]
            elif token.type == "ZONE":
                place = {"zone": str(token.value), "of": whose}
                out.append(
                    {"op": "discard", "what": {"role": "object", "count": "each", "place": place}}
                )
        return out

    def op_discard_seen_zone(self, children: list[Any]) -> dict[str, Any]:
        """ "Défaussez la Réserve d'un adversaire ciblé" / "Discard target opponent's Reserve":
        every card there."""
        place = dicts_in(children)[0]
        return {"op": "discard", "what": {"role": "object", "count": "each", "place": place}}

    def op_keyword_after(self, children: list[Any]) -> dict[str, Any]:
        phase = str(tokens_in(children, "PHASE")[0].value)
        return {"op": keyword_in(children), "who": dict(CONTROLLER), "after": phase}

    def made_by(self, children: list[Any]) -> list[dict[str, Any]]:
        """An action a player is made to do: that player does it."""
        found = [c for c in children if not isinstance(c, Token)]
        who = next(c for c in found if isinstance(c, dict) and "op" not in c)
        ops = next(c for c in found if c is not who)
        return [{**op, "who": who} for op in as_ops(ops)]

    def _next(self, children: list[Any]) -> dict[str, Any]:
        """ "le prochain Personnage que vous jouez" / "the next Character you play": the next
        one its player plays ("que vos adversaires jouent" / "your opponents play": theirs;
        none said: the controller's)."""
        said = [c.get("played_by") for c in children if isinstance(c, dict)]
        by = next((p for p in said if p is not None), "controller")
        what: dict[str, Any] = {"role": "object", "next_played_by": by}
        for child in children:
            if isinstance(child, dict) and "zone" in child:
                what["from"] = child
            elif isinstance(child, dict) and "place" in child:  # "from your hand" read as a filter
                what["from"] = child["place"]
            elif isinstance(child, dict) and "role" not in child:  # the noun, its filters
                what.update({k: v for k, v in child.items() if k != "played_by"})
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
        what, *place = dicts_in(children)  # "me jouer gratuitement depuis votre Réserve"
        return {"op": "play", "what": {**what, "place": place[0]} if place else what, "free": True}

    def op_costs(self, children: list[Any]) -> dict[str, Any]:
        """ "Vos Sorts coûtent {1} de moins" / "Your Spells cost {1} less"."""
        more = first_in(children, "MORE") is not None
        mana = mana_value(tokens_in(children, "MANA")[0])
        return {
            "op": "cost.increase" if more else "cost.reduce",
            "what": dicts_in(children)[0],
            "amount": mana,
        }

    def op_it_costs(self, children: list[Any]) -> dict[str, Any]:
        """ "Il coûte {1} de moins" / "It costs {1} less": the one named before."""
        return self.op_costs([dict(IT), *children])

    def op_play_discount(self, children: list[Any]) -> dict[str, Any]:
        return {
            "op": "play",
            "what": dicts_in(children)[0],
            "discount": mana_value(tokens_in(children, "MANA")[0]),
        }

    def op_play_now(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "play", "what": dicts_in(children)[0]}

    def op_pass_now(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "pass"}

    def op_choose_target(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "target", "what": dicts_in(children)[0]}

    def op_choose_other(self, children: list[Any]) -> dict[str, Any]:
        """ "Ciblez un autre Personnage" / "Target another Character"."""
        return {"op": "target", "what": {**dicts_in(children)[0], "other": True}}

    def op_choose_opponent(self, children: list[Any]) -> dict[str, Any]:
        """ "Ciblez un adversaire" / "Target an opponent", "... un joueur" / "a player"."""
        role = "player" if first_in(children, "PLAYER") is not None else "opponent"
        return {"op": "target", "what": {"role": role}}

    def verbs_of_one(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Épuisez et sacrifiez un Personnage ciblé" / "Exhaust and sacrifice target
        Character": the first verb on the thing, the second on the same one ("it")."""
        first, second = (t.type for t in tokens_in(children) if t.type in _THING_VERBS)
        what = dicts_in(children)[0]
        return [
            {"op": _THING_VERBS[first], "what": what},
            {"op": _THING_VERBS[second], "what": dict(IT)},
        ]

    def op_thing_verb(self, children: list[Any]) -> dict[str, Any]:
        """ "accomplissez-moi" / "complete me": a verb the lexicon names the op of."""
        verb = tokens_in(children, "THING_VERB")[0]
        return {"op": str(verb.value), "what": dicts_in(children)[0]}

    def op_reveal(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "reveal", "what": dicts_in(children)[0]}

    def op_win(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "win"}

    def op_switch(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "expedition.switch", "what": dicts_in(children)[0]}

    def op_switch_both(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "X et Y changent d'Expédition" / "X and Y switch Expeditions": each of them."""
        subjects = next(c for c in children if isinstance(c, tuple))
        return [{"op": "expedition.switch", "what": what} for what in subjects]

    def op_activate(self, children: list[Any]) -> dict[str, Any]:
        """ "activez les capacités {j} d'un Permanent", "activate its {j} abilities"."""
        symbols = one_or_list(tokens_in(children, "ABILITY_SYM"))  # several: each of them
        of = dicts_in(children)[0] if dicts_in(children) else dict(IT)
        return {"op": "abilities.activate", "symbol": symbols, "of": of}

    def op_activate_some(self, children: list[Any]) -> dict[str, Any]:
        """ "il active l'une de ses capacités {r}": that many of its own (the subject's,
        else the one named before)."""
        out = self.op_activate([c for c in children if not isinstance(c, dict)])
        found = dicts_in(children)
        return {**out, "of": found[0] if found else dict(IT), "count": count_in(children)}

    def op_double_boosts(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "counter.double", "counter": "boost", "who": dicts_in(children)[0]}

    def op_double_own_boosts(self, children: list[Any]) -> dict[str, Any]:
        """ "Doublez mes boosts" / "Double my boosts"."""
        who = dict(SELF) if first_in(children, "MY") is not None else dict(IT)
        return {"op": "counter.double", "counter": "boost", "who": who}

    def op_move_counters(self, children: list[Any]) -> dict[str, Any]:
        """ "Déplacez un boost d'un Personnage ciblé vers un autre" / "Move a boost from
        target Character to another" ("tous les boosts" / "all boosts": all of them)."""
        source, target = dicts_in(children)[:2]
        every = first_in(children, "ALL") is not None
        return {
            "op": "counter.move",
            "counter": counter_in(children),
            "amount": "all" if every else count_in(children),
            "from": source,
            "to": target,
        }

    def op_move_my_counters(self, children: list[Any]) -> dict[str, Any]:
        """ "Déplacez tous mes boosts sur un Personnage ciblé" / "Move all my boosts to ...",
        "un de mes boosts" / "one of my boosts"."""
        return {
            "op": "counter.move",
            "counter": counter_in(children),
            "amount": count_in(children) or "all",
            "from": dict(SELF),
            "to": dicts_in(children)[0],
        }

    def op_move_thing(self, children: list[Any]) -> dict[str, Any]:
        """ "Déplacez un marqueur Terrain de n'importe quelle région vers ma région": from
        where it is said to be (its place) to the place named."""
        what, to = (dict(d) for d in dicts_in(children)[:2])
        source = what.pop("place", None)
        return {"op": "move", "what": what, "to": to, **({"from": source} if source else {})}

    def op_put_counters(self, children: list[Any]) -> dict[str, Any]:
        """ "Mettez un boost sur un Personnage ciblé" / "Put a boost on target Character"."""
        who = dicts_in(children)[-1]
        return {
            "op": "counter.gain",
            "who": who,
            "counter": counter_in(children),
            "amount": count_in(children),
        }

    def op_swap(self, children: list[Any]) -> dict[str, Any]:
        """ "Échangez un Personnage de votre Réserve avec une carte de votre main"."""
        found = dicts_in(children)
        what = dict(found[0])
        if len(found) > 1:
            return {"op": "swap", "what": what, "with": found[1]}
        if "paired" in what:
            return {"op": "swap", "what": what, "with": what.pop("paired")}
        return {"op": "swap", "what": what}  # "échangez deux Personnages ciblés": each other

    def op_swap_boosts(self, _: list[Any]) -> dict[str, Any]:
        """ "échangez leurs boosts" / "exchange their boosts": of those named before."""
        return {"op": "swap", "what": {"role": "it"}, "counter": "boost"}

    def op_swap_boosts_of(self, children: list[Any]) -> dict[str, Any]:
        """ "Échangez les boosts de deux Personnages ciblés" / "Exchange the boosts of ..."."""
        return {"op": "swap", "what": dicts_in(children)[0], "counter": "boost"}

    def op_choose_player(self, children: list[Any]) -> dict[str, Any]:
        """ "Choisissez un adversaire" / "Choose an opponent"."""
        return {"op": "choose", "what": dicts_in(children)[0]}

    def op_choose_object(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "choose", "what": {"role": "object", **dicts_in(children)[0]}}

    def op_expedition_move(self, children: list[Any]) -> dict[str, Any]:
        """ "Mon Expédition avance / recule d'une région"."""
        back = first_in(children, "RETREAT") is not None
        what = dicts_in(children)[0]
        if what.get("expedition") and what.get("count") == "each":
            # "L'Expédition Compagnon d'un adversaire" / "Target opponent's Companion
            # Expedition": a player has one Expedition of a kind, "the" counts no more
            what = {k: v for k, v in what.items() if k != "count"}
        out: dict[str, Any] = {"op": "expedition.move", "what": what}
        regions = count_in(children)  # none said: "Mon Expédition avance" (its usual move)
        out.update({"regions": regions} if regions is not None else {})
        return {**out, "direction": "backward" if back else "forward"}

    def op_become_first(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "first_player", "who": dicts_in(children)[0]}

    # ---- statements ----------------------------------------------------------------------
    def effect_statement(self, children: list[Any]) -> dict[str, Any]:
        return {"kind": "effect", "ops": children[0]}

    def passive_statement(self, children: list[Any]) -> dict[str, Any]:
        return {"kind": "passive", "ops": as_ops(children[0])}

    def keywords(self, children: list[Any]) -> list[dict[str, Any]]:
        return [{"op": "keyword", **keyword_op(t)} for t in tokens_in(children, "KEYWORD")]

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

    def keyword_while(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Si je suis [[Fugace]], je suis [Gigantesque]" / "If I'm [[Fleeting]], I am
        [Gigantic]": the keyword, while the test holds."""
        test = dicts_in(children)[0]
        return [{"op": "keyword", **keyword_op(tokens_in(children, "KEYWORD")[0]), "if": test}]

    def status_keyword(self, children: list[Any]) -> list[dict[str, Any]]:
        return [{"op": "status", "status": str(children[0].value)}]
