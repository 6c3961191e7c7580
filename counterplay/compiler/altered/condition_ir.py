"""Condition trees of ``grammar/altered/ability.lark`` to tests (DESIGN.md's IR; docs/altered.md
lists the names): what follows a trigger's comma, "si ..." / "if ..." before or after a
clause, and what "X est Y" / "X is Y" says. One method per aliased rule; ``ability_ir.AbilityIR``
extends this class."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, Tree

from counterplay.compiler.altered.ir_terms import (
    IT,
    SELF,
    bound_in,
    count_in,
    counter_in,
    dicts_in,
    first_in,
    kind_of,
    mana_value,
    one_or_list,
    tokens_in,
)

STATES = ("AHEAD", "BEHIND", "TIED")


def states_in(children: list[Any]) -> str | list[str]:
    """An Expedition's state ("en retard"), or the states it may be in ("behind or tied")."""
    states = [t.type.lower() for t in tokens_in(children) if t.type in STATES]
    return states[0] if len(states) == 1 else states


# A cost's bound, by the word that gives it ("ou moins" / "or less": max; "supérieur à" /
# "greater than": above); none of them ("au moins", "ou plus") is min.
BOUNDS = {
    "OR_LESS": "max",
    "AT_MOST": "max",
    "GREATER": "above",
    "FEWER": "below",
    "EQUAL": "equal",
}


def bound_of(children: list[Any], default: str = "min") -> str:
    return next((BOUNDS[t.type] for t in tokens_in(children) if t.type in BOUNDS), default)


# what was done, in "si vous avez défaussé ..." / "if you discarded ...": the verb's word
_DID = {
    "DISCARD": "discard",
    "DISCARDED": "discard",
    "PUT": "put",
    "SACRIFICE": "sacrifice",
    "SACRIFICED": "sacrifice",
    "PLAY": "play",
    "REVEALED": "reveal",
    "EXHAUST": "exhaust",
    "REVEAL": "reveal",
    "SEND": "send",
    "RETURN": "return",
    "CREATE": "create",
    "DRAW": "draw",
    "CHOOSE": "choose",
}


def _during(lasting: dict[str, Any]) -> dict[str, Any]:
    return {"during": lasting["until"]}


def _counted(who: dict[str, Any]) -> bool:
    """Whether a subject is things counted ("six cards or more"), not one thing named."""
    return who.get("role") == "object" and isinstance(who.get("count"), dict)


class ConditionIR(Transformer[Token, Any]):
    """Build the tests of conditions (the ``condition`` start, and ``test`` anywhere)."""

    def condition(self, children: list[Any]) -> dict[str, Any]:
        return dicts_in(children)[0]

    def for_each_boost(self, _: list[Any]) -> dict[str, Any]:
        return {"test": "repeat", "per": {"counter": "boost", "of": "self"}}

    def test_has_counters(self, children: list[Any]) -> dict[str, Any]:
        return {
            "test": "counters",
            "who": dicts_in(children)[0],
            "counter": counter_in(children),
            **bound_in(children),
        }

    def test_has_counters_bound(self, children: list[Any]) -> dict[str, Any]:
        return self.test_has_counters(children)

    def test_has_fewer(self, children: list[Any]) -> dict[str, Any]:
        n = count_in(children)
        return {
            "test": "counters",
            "who": dicts_in(children)[0],
            "counter": counter_in(children),
            "below": n,
        }

    def test_has_no_boost(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "counters", "who": dicts_in(children)[0], "counter": "boost", "at_most": 0}

    def test_has_a_counter(self, children: list[Any]) -> dict[str, Any]:
        """ "si j'ai un boost" / "if I have a boost": one or more."""
        who = dicts_in(children)[0]
        return {"test": "counters", "who": who, "counter": counter_in(children), "at_least": 1}

    def test_has_status(self, children: list[Any]) -> dict[str, Any]:
        """ "si j'ai [[Fugace]]" / "if I have [[Fleeting]]": as "si je suis [[Fugace]]"."""
        return self.test_is([dicts_in(children)[0], self.is_status(children)])

    def test_controls(self, children: list[Any]) -> dict[str, Any]:
        """ "si vous contrôlez ...", "if an opponent controls ..."."""
        who, what = dicts_in(children)[:2]
        return {"test": "controls", "who": who, "what": kind_of(what)}

    def test_controls_none(self, children: list[Any]) -> dict[str, Any]:
        """ "si vous ne contrôlez aucun Repère" / "if you control no Landmark"."""
        return {**self.test_controls(children), "negated": True}

    def test_none_controls(self, children: list[Any]) -> dict[str, Any]:
        """ "si aucun adversaire ne contrôle de Repère" / "if no opponent controls a
        Landmark": each of them controls none."""
        role = "opponent" if first_in(children, "OPPONENT") is not None else "player"
        what = kind_of(dicts_in(children)[0])
        who = {"role": role, "count": "each"}
        return {"test": "controls", "who": who, "what": what, "negated": True}

    def test_player_has(self, children: list[Any]) -> dict[str, Any]:
        """ "si vous avez ..." / "if an opponent has ...": who has what."""
        who, what = dicts_in(children)[:2]
        return {"test": "has", "who": who, "what": kind_of(what)}

    def test_player_has_none(self, children: list[Any]) -> dict[str, Any]:
        """ "Si vous n'avez aucune carte en main" / "If you have no cards in your hand"."""
        return {**self.test_player_has(children), "negated": True}

    def test_player_has_fewer(self, children: list[Any]) -> dict[str, Any]:
        who, found = dicts_in(children)[:2]
        what = kind_of(found)
        if "than" in what:  # "moins de cartes en main qu'un adversaire": read after the place
            other = what.pop("than")
            return {"test": "has_fewer_than", "who": who, "what": what, "than": other}
        return {"test": "has_fewer", "who": who, "what": what}

    def than_player(self, children: list[Any]) -> dict[str, Any]:
        """ "qu'un adversaire" after what is compared (French "que" is also "than")."""
        return {"than": dicts_in(children)[0]}

    def test_player_has_fewer_than(self, children: list[Any]) -> dict[str, Any]:
        who, *found = dicts_in(children)
        what, other = kind_of(found[0]), found[-1]
        if len(found) > 2:  # "moins de cartes en Réserve qu'...": the place said apart
            what["place"] = found[1]
        return {"test": "has_fewer_than", "who": who, "what": what, "than": other}

    def test_player_has_more_than(self, children: list[Any]) -> dict[str, Any]:
        """ "si vous avez plus de cartes en main qu'un adversaire ciblé"."""
        return {**self.test_player_has_fewer_than(children), "test": "has_more_than"}

    def test_controls_more_than(self, children: list[Any]) -> dict[str, Any]:
        """ "si un adversaire contrôle plus de Personnages que vous" / "if an opponent
        controls more Characters than you"."""
        found = dicts_in(children)
        who, what = found[0], kind_of(found[1])
        other = found[2] if len(found) > 2 else what.pop("than")
        return {"test": "controls_more_than", "who": who, "what": what, "than": other}

    def test_controls_fewer_than(self, children: list[Any]) -> dict[str, Any]:
        return {**self.test_controls_more_than(children), "test": "controls_fewer_than"}

    def test_controls_fewer(self, children: list[Any]) -> dict[str, Any]:
        """ "si vous contrôlez moins de trois Personnages" / "if you control fewer than three
        Characters": as "has_fewer" for what is controlled; "moins de Personnages qu'un
        adversaire" (French "que" read after the object) compares with that player."""
        controls = self.test_controls(children)
        if "than" in controls["what"]:
            return {**controls, "test": "controls_fewer_than", "than": controls["what"].pop("than")}
        return {**controls, "test": "controls_fewer"}

    def test_player_has_more(self, children: list[Any]) -> dict[str, Any]:
        """ "si vous avez plus de cartes en main qu'un adversaire" (French "que" read after
        the place, as for "moins de")."""
        fewer = self.test_player_has_fewer(children)
        return {**fewer, "test": fewer["test"].replace("fewer", "more")}

    def test_has_keyword(self, children: list[Any]) -> dict[str, Any]:
        """ "s'il a [Coriace]" / "if it has [Tough]"."""
        return {"who": dicts_in(children)[0], **self.is_keyword(children)}

    def test_first(self, children: list[Any]) -> dict[str, Any]:
        """ "si vous êtes le premier joueur", "if target opponent is first player"."""
        return {"test": "first_player", "who": dicts_in(children)[0]}

    def test_not_first(self, children: list[Any]) -> dict[str, Any]:
        return {**self.test_first(children), "negated": True}

    def test_thing_cost(self, children: list[Any]) -> dict[str, Any]:
        """ "s'il a un Coût de Main de {3} ou moins" / "if it has a Hand Cost of {3} or less"."""
        return {**self.test_its_cost(children), "who": dicts_in(children)[0]}

    def test_me_facing(self, children: list[Any]) -> dict[str, Any]:
        """ "si je fais face à un Personnage"."""
        return {"test": "facing", "who": dict(SELF), "what": dicts_in(children)[0]}

    def test_none_facing_me(self, children: list[Any]) -> dict[str, Any]:
        """ "si aucun Personnage ne me fait face" / "if no Character is facing me"."""
        what = {**kind_of(dicts_in(children)[0]), "facing_me": True}
        return {"test": "exists", "what": what, "negated": True}

    def test_zone_empty(self, children: list[Any]) -> dict[str, Any]:
        """ "si votre main est vide", "if my Reserve is empty", "si la main d'un adversaire
        est vide" / "if an opponent's hand is empty": the zone, said as a zone seen whole."""
        place = dict(dicts_in(children)[0])
        return {"test": "empty", "place": {"zone": place.pop("zone"), **place}}

    def test_is(self, children: list[Any]) -> dict[str, Any]:
        """ "je suis [[Endormi]]", "its Expedition is behind", "it's in a {V} terrain"."""
        who, found = dicts_in(children)
        if found["test"] == "expedition" and who.get("expedition") == "mine":
            return {"test": "expedition", "expedition": "mine", "state": found["state"]}
        if found["test"] == "in_place" and _counted(who):
            # "si au moins six cartes sont dans ..." / "if six or more cards are in ...": as
            # "s'il y a au moins six cartes dans ..." / "if there are six or more cards in ..."
            return {"test": "exists", "what": {**kind_of(who), "place": found["place"]}}
        return {
            "test": found["test"],
            "who": who,
            **{k: v for k, v in found.items() if k != "test"},
        }

    def test_is_not(self, children: list[Any]) -> dict[str, Any]:
        return {**self.test_is(children), "negated": True}

    def is_status(self, children: list[Any]) -> dict[str, Any]:
        """ "[[Ancré]]", "[[Anchored]] or [[Asleep]]" (any of them)."""
        return {"test": "status", "status": one_or_list(tokens_in(children, "STATUS"))}

    def is_in_terrain(self, children: list[Any]) -> dict[str, Any]:
        """ "dans {V}", "in {V} or {M}" (any of them)."""
        return {"test": "in_terrain", "terrain": one_or_list(tokens_in(children, "TERRAIN"))}

    def is_in_place(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "in_place", "place": dicts_in(children)[0]}

    def is_facing(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "facing", "what": dicts_in(children)[0]}

    def is_keyword(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "keyword", "keyword": str(tokens_in(children, "KEYWORD")[0].value)}

    def is_state(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "expedition", "state": states_in(children)}

    def is_a(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "is", "what": {"role": "object", **dicts_in(children)[0]}}

    def test_it_facing_me(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "facing", "who": dicts_in(children)[0], "what": dict(SELF)}

    def test_there_are(self, children: list[Any]) -> dict[str, Any]:
        found = dicts_in(children)
        what = kind_of(found[0])
        if len(found) > 1:
            what["place"] = found[1]
        return {"test": "exists", "what": what}

    def base_stats(self, children: list[Any]) -> dict[str, Any]:
        """ "au moins trois statistiques de base de 0 parmi les Personnages ..."."""
        value = int(tokens_in(children, "NUMBER")[-1].value)
        out: dict[str, Any] = {"of": "base_stats", "value": value, "among": dicts_in(children)[-1]}
        if any(isinstance(c, Tree) and c.data == "count" for c in children):
            # "trois statistiques de base" / "three base statistics": that many, no more
            # said ("au moins trois" / "three or more": a bound)
            bounded = {"AT_LEAST", "OR_MORE"} & {t.type for t in tokens_in(children)}
            out["count"] = bound_in(children) if bounded else count_in(children)
        return out

    def test_base_stats(self, children: list[Any]) -> dict[str, Any]:
        """ "si vous avez au moins trois statistiques de base de 0 parmi ..."."""
        return {"test": "exists", "what": dicts_in(children)[-1]}

    def per_base_stat(self, children: list[Any]) -> dict[str, Any]:
        """ "pour chaque statistique de base de 0 parmi ..."."""
        return {"per": dicts_in(children)[-1]}

    def test_more_counters(self, children: list[Any]) -> dict[str, Any]:
        """ "s'il a plus de boosts que moi" / "if it has fewer boosts than me": the counters
        of one thing against another's, as amounts are compared."""
        left, right = dicts_in(children)[:2]
        counter = counter_in(children)
        how = "below" if first_in(children, "FEWER") is not None else "above"
        what = {"of": "counters", "who": left, "counter": counter}
        return {"test": "compare", "what": what, how: {**what, "who": right}}

    def test_compare(self, children: list[Any]) -> dict[str, Any]:
        """ "si X est supérieur au Coût de Main de ..." / "if X is higher than ...", "si le
        résultat est au moins égal à mon nombre de boosts": which amount, how, against what."""
        left = {"of": "result"} if first_in(children, "RESULT") is not None else {"of": "x"}
        numbers = tokens_in(children, "NUMBER")
        right = int(numbers[0].value) if numbers else dicts_in(children)[-1]
        how = "min" if first_in(children, "AT_LEAST") is not None else bound_of(children)
        return {"test": "compare", "what": left, how: right}

    def test_zone_contains(self, children: list[Any]) -> dict[str, Any]:
        """ "si votre Réserve contient ..." / "if your Reserve contains ..."."""
        place, what = dicts_in(children)[:2]
        return self.test_there_are([what, place])

    def test_has_exactly(self, children: list[Any]) -> dict[str, Any]:
        """ "si j'ai exactement trois compteurs Quête" / "if I have exactly three ..."."""
        who = dicts_in(children)[0]
        return {
            "test": "counters",
            "who": who,
            "counter": counter_in(children),
            "exactly": count_in(children),
        }

    def test_there_are_none(self, children: list[Any]) -> dict[str, Any]:
        return {**self.test_there_are(children), "negated": True}

    def test_you_do(self, _: list[Any]) -> dict[str, Any]:
        return {"test": "done"}

    def test_its_cost(self, children: list[Any]) -> dict[str, Any]:
        """ "si son Coût de Main est de {3} ou plus", "... égal au résultat du dé" / "if its
        Hand Cost is equal to the die's result": against a mana value or an amount."""
        kind = next(t.type for t in tokens_in(children) if t.type.endswith("_COST"))
        mana = tokens_in(children, "MANA")
        return {
            "test": "cost",
            "who": dict(IT),
            "kind": kind.removesuffix("_COST").lower(),
            bound_of(children): mana_value(mana[0]) if mana else dicts_in(children)[-1],
        }

    def stat_filter(self, children: list[Any]) -> dict[str, Any]:
        """ "avec une statistique {V} de 3 ou plus" / "with a {V} statistic of 3 or more"
        (no bound said: exactly that number)."""
        n = int(tokens_in(children, "NUMBER")[0].value)
        stat: dict[str, Any] = {"terrain": str(tokens_in(children, "TERRAIN")[0].value)}
        if first_in(children, "BASE_STAT") is not None:
            stat["base"] = True
        said = {t.type for t in tokens_in(children)}
        stat["min" if said & {"OR_MORE", "AT_LEAST"} else bound_of(children, "equal")] = n
        return {"stat": stat}

    def test_statistic(self, children: list[Any]) -> dict[str, Any]:
        """ "si sa statistique {V} est de 0" / "if my {M} statistic is 5 or more"."""
        who = dict(SELF) if children[0].type == "MY" else dict(IT)
        return {"test": "statistic", "who": who, **self.stat_filter(children)["stat"]}

    def test_would_event(self, children: list[Any]) -> dict[str, Any]:
        """ "si je devais être sacrifié" / "if I would be sacrificed": the event about to
        happen, as a trigger's (what replaces it follows: "à la place" / "instead")."""
        return {"test": "would", "event": children[0]}

    def test_would(self, children: list[Any]) -> dict[str, Any]:
        """ "si vous deviez [Ravitailler], à la place ..." / "if you would [Resupply],
        instead ...": the action about to be done, by whom."""
        action = str(tokens_in(children, "KEYWORD_ACTION")[0].value)
        return {"test": "would", "who": dicts_in(children)[0], "do": action}

    def is_alone(self, children: list[Any]) -> dict[str, Any]:
        """ "seul dans mon Expédition" / "alone in my Expedition"; "the only Character in
        my Expedition": the only one of that type."""
        parts = dicts_in(children)
        noun = [p for p in parts if "type" in p]
        place = [p for p in parts if "type" not in p]
        return {
            "test": "alone",
            **({"type": noun[0]["type"]} if noun else {}),
            **({"place": place[0]} if place else {}),
        }

    def is_exhausted(self, _: list[Any]) -> dict[str, Any]:
        """ "si je suis épuisé" / "if I'm exhausted"."""
        return {"test": "exhausted"}

    def is_visible(self, _: list[Any]) -> dict[str, Any]:
        return {"test": "visible"}

    def is_played_from(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "played_from", "place": dicts_in(children)[0]}

    def test_played_from(self, children: list[Any]) -> dict[str, Any]:
        """ "If played from your hand": the card named before."""
        return {"who": dict(IT), **self.is_played_from(children)}

    def test_player_does(self, children: list[Any]) -> dict[str, Any]:
        """ "s'il défausse deux cartes" / "if they discard two cards": a player's action."""
        who, op = children[0], children[-1]
        return {"test": "does", "who": who, "op": op}

    def test_did_not(self, children: list[Any]) -> dict[str, Any]:
        """ "si vous n'avez joué aucun Sort ce tour-ci" / "if you haven't played ..."."""
        return {**self.test_did(children), "negated": True}

    def test_was_done(self, children: list[Any]) -> dict[str, Any]:
        """ "si un Personnage a été sacrifié ce tour-ci" / "if a Character was sacrificed
        this turn": done by anyone."""
        what, *lasting = dicts_in(children)
        verb = next(t.type for t in tokens_in(children) if t.type in _DID)
        if not lasting:
            return {"test": "done", "verb": _DID[verb], "what": what}
        return {"test": "did", "verb": _DID[verb], "what": what, "during": lasting[0]["until"]}

    def test_moved(self, children: list[Any]) -> dict[str, Any]:
        """ "si un Personnage a quitté mon Expédition ce tour-ci" / "if a Character joined
        ...": a thing that went into or out of a place, by anyone."""
        what, place, lasting = dicts_in(children)
        verb = next(
            t.type.lower() for t in tokens_in(children) if t.type in ("JOIN", "LEAVE", "GO")
        )
        return {"test": "did", "verb": verb, "what": what, "place": place, **_during(lasting)}

    def test_ability_activated(self, children: list[Any]) -> dict[str, Any]:
        """ "si une capacité {D} a été activée ce tour-ci" / "if a {D} ability was activated
        this turn": an ability of that symbol activated, by anyone, in that time."""
        symbol = str(tokens_in(children, "ABILITY_SYM")[0].value)
        return {
            "test": "did",
            "verb": "activate",
            "ability": symbol,
            **_during(dicts_in(children)[0]),
        }

    def test_drew(self, children: list[Any]) -> dict[str, Any]:
        """ "if you drew two or more cards this turn": as "si vous avez pioché au moins
        deux cartes ce tour-ci"."""
        who, lasting = dicts_in(children)
        what: dict[str, Any] = {"role": "object", "type": ["card"]}
        counted = [c for c in children if isinstance(c, Tree)]
        if counted and (count_in(counted) != 1 or first_in(counted[0].children, "A") is None):
            n = count_in(counted)
            bounded = any(t.type in ("AT_LEAST", "OR_MORE") for t in tokens_in(children))
            what["count"] = {"at_least": n} if bounded else n
        return {"test": "did", "who": who, "verb": "draw", "what": what, **_during(lasting)}

    def test_did(self, children: list[Any]) -> dict[str, Any]:
        """ "Si vous avez défaussé une carte de cette façon": who did what, this way."""
        who, *rest = dicts_in(children)
        found = [c for c in rest if "until" not in c]
        lasting = [c["until"] for c in rest if "until" in c]
        what = dict(found[0])
        if len(found) > 1:
            what["place"] = found[1]
        verb = next(t.type for t in tokens_in(children) if t.type in _DID)
        did = {"who": who, "verb": _DID[verb], "what": what}
        if not lasting:  # "de cette façon" / "this way"
            return {"test": "done", **did}
        return {"test": "did", **did, "during": lasting[0]}  # "ce tour-ci"
