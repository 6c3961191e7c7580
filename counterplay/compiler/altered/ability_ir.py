"""Ability phrase trees (``grammar/altered/ability.lark``) to the IR of DESIGN.md.

One method per aliased rule. The trees are the same for a French line and its English
twin (the terminals are concepts, their values the lexicons' words for the IR), so what
is built here is language-free by construction.

- A **selector** says who: ``{"role": ROLE, ...filters}``, ROLE one of ``self`` (this card),
  ``controller`` (its controller: "vous", "you"), ``opponent``, ``player`` (any or each
  player), ``object`` (any card or object the filters describe) and ``it`` (the object
  named before: the triggering one, or one the effect named). Filters: ``type`` (card types
  and subtypes, alternatives), ``other``, ``targeted``, ``status``, ``exhausted``, ``ready``,
  ``not_type``, ``controlled_by`` (a role, or a player selector: "target opponent"),
  ``either`` (alternatives with no union: ``alternatives_ir``), ``place`` (where it is),
  ``terrain``, ``facing_me``, ``cost`` (``{kind, max|min}``), ``base_stat``, ``count``.
- A **place** says where: ``{"zone": ZONE}`` plus ``of`` (whose: a role), ``expedition``
  (``mine``, ``facing``, ``companion``, ``hero``), ``targeted``, ``each``.
- A **trigger** is ``{"event", "actor", "target", "qualifiers"}`` (actor: who does it, or
  who it happens to when nobody does it: "I gain a counter"; target: who it is done to).
- An **op** is ``{"op": NAME, ...}``; ``optional`` for "vous pouvez" / "you may", ``if``
  for a condition, ``cap`` for "jusqu'à un max de N".
- A **test** (a condition) is ``{"test": NAME, ...}``.

What an ability does (effects, statements) is read by ``effect_ir.EffectIR`` (amounts by
``amount_ir.AmountIR``), its conditions by ``condition_ir.ConditionIR``, its trigger by
``trigger_ir.TriggerIR`` and its players and pronouns by ``player_ir.PlayerIR``, which this
class extends; the helpers they share are in ``ir_terms``. docs/altered.md lists every name.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from counterplay.compiler.altered.alternatives_ir import alternatives_of, as_place, filters, parts
from counterplay.compiler.altered.condition_ir import ConditionIR, bound_of, states_in
from counterplay.compiler.altered.effect_ir import EffectIR
from counterplay.compiler.altered.ir_terms import (
    CONTROLLER,
    IT,
    SELF,
    Selector,
    as_ops,
    bound_in,
    count_in,
    counter_in,
    dicts_in,
    expedition_of,
    first_in,
    kind_of,
    noun_value,
    one_or_list,
    said_past,
    tokens_in,
)
from counterplay.compiler.altered.player_ir import PlayerIR
from counterplay.compiler.altered.trigger_ir import TriggerIR

# The trigger a symbol stands for (seed 002 cards: {J} "when I join the Expedition or
# Landmark zone", {H} "when played from Hand", {R} "when played from Reserve").
SYMBOL_TRIGGERS: dict[str, dict[str, Any]] = {
    "join": {
        "event": "zone.enter",
        "actor": SELF,
        "target": None,
        "qualifiers": {"zone": ["expedition", "landmark"]},
    },
    "hand": {
        "event": "card.play",
        "actor": CONTROLLER,
        "target": SELF,
        "qualifiers": {"from": "hand"},
    },
    "reserve": {
        "event": "card.play",
        "actor": CONTROLLER,
        "target": SELF,
        "qualifiers": {"from": "reserve"},
    },
}


# what was done to "la carte défaussée" / "the discarded card", by the participle
_DONE = {"DISCARDED": "discard", "SACRIFICED": "sacrifice", "REVEALED": "reveal"}


class _Noun(dict[str, Any]):
    """What noun() reads, and whether its word is a plural (for bare_object; a copy of
    it is a plain dict)."""

    def __init__(self, found: dict[str, Any], plural: bool) -> None:
        super().__init__(found)
        self.plural = plural


class _Whose(dict[str, Any]):
    """What a possessive determiner reads ("vos", "ses" / "your", "its"): whose the thing
    is, never how many (``object`` reads the number from the noun; a copy is a plain
    dict)."""


# the words of a noun that say a subtype ("Animal", "Robot", a name), not a card type
_SUBTYPE_WORDS = ("SUBTYPE", "NAME")


def _qualified(words: list[Token]) -> bool:
    """Whether a noun says a card type and a subtype side by side ("Personnage Animal" /
    "Animal Character"; "Personnage Animal ou Plante"), not only alternatives joined by
    "ou" / "or" ("Personnage ou Permanent")."""
    groups: list[list[Token]] = [[]]
    for word in words:
        if word.type in ("OR", "AND_NOUN"):
            groups.append([])
        elif word.type not in ("A", "THE", "TOKEN"):
            groups[-1].append(word)
    kinds = {w.type in _SUBTYPE_WORDS for group in groups for w in group}
    return kinds == {True, False} and any(len(group) > 1 for group in groups)


def _unique(found: Any) -> list[str]:
    return list(dict.fromkeys(found))


def _listed(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list) else [value]


def _whose(who: Selector) -> dict[str, Any]:
    """Whose a place is, from the player named: ``of`` (a role), and ``of_targeted``,
    ``of_owner_of``, ``of_controller_of`` ("de son propriétaire", "its controller's"), and
    ``each`` when it is every player's ("de chaque joueur" / "each player's")."""
    out: dict[str, Any] = {"of": who["role"] if who.get("role") != "object" else "it"}
    if who.get("targeted"):
        out["of_targeted"] = True
    if who.get("other"):  # "d'un autre joueur ciblé" / "another target player's"
        out["of_other"] = True
    if who.get("count") == "each":  # "de chaque joueur" / "each player's": every one's
        out["each"] = True
    for key in ("owner_of", "controller_of"):
        if key in who:
            out[f"of_{key}"] = who[key]
    return out


# what you did to a thing ("les cartes que vous avez piochées ce tour-ci"): the verb's word
_YOU_DID = {
    "CREATE": "create",
    "DRAW": "draw",
    "DISCARD": "discard",
    "DISCARDED": "discard",
    "SACRIFICE": "sacrifice",
    "SACRIFICED": "sacrifice",
    "REVEAL": "reveal",
    "EXHAUST": "exhaust",
    "CHOOSE": "choose",
}


class AbilityIR(EffectIR, ConditionIR, TriggerIR, PlayerIR):
    """Build the IR of one start rule's tree (trigger, condition, cost, effect, statement)."""

    # ---- shared --------------------------------------------------------------------------
    def count(self, children: list[Any]) -> Tree[Any]:
        return Tree("count", children)

    # ---- players who do something: "chaque joueur qui contrôle plus de ..." ------------
    def who_controls_more(self, children: list[Any]) -> dict[str, Any]:
        """ "qui contrôle plus de Personnages que vous" / "who controls more Characters than
        you" (none compared with: refused, never widened)."""
        test = self.test_controls_more_than([{}, *children])
        del test["who"]
        return test

    def who_controls_fewer(self, children: list[Any]) -> dict[str, Any]:
        """ "qui contrôle moins de ... que vous", "qui contrôle moins de trois ..."."""
        found = dicts_in(children)
        if len(found) > 1 or "than" in found[0]:
            return {**self.who_controls_more(children), "test": "controls_fewer_than"}
        return {"test": "controls_fewer", "what": kind_of(found[0])}

    # ---- objects -------------------------------------------------------------------------
    def number(self, children: list[Any]) -> dict[str, Any]:
        """ "un Personnage": one (no count); "deux Personnages", "X Personnages": a count."""
        n = count_in(children)
        return {} if n == 1 and first_in(children[0].children, "A") else {"count": n}

    def one_of_those(self, children: list[Any]) -> dict[str, Any]:
        """ "l'un des ..." / "one of the ...": that many of the things named after."""
        n = count_in(children)
        return {} if n == 1 else {"count": n}

    def bounded_object(self, children: list[Any]) -> Selector:
        """ "deux cartes ou moins" / "trois Personnages ou plus": the number bounded after
        the noun, as "au plus deux cartes" / "two or fewer cards"."""
        out = self.object(children)
        bound = "at_most" if first_in(children, "OR_LESS") is not None else "at_least"
        return {**out, "count": {bound: out.get("count", 1)}}

    def every(self, _: list[Any]) -> dict[str, Any]:
        return {"count": "each"}

    def next_one(self, _: list[Any]) -> dict[str, Any]:
        return {"next": True}

    def up_to(self, children: list[Any]) -> dict[str, Any]:
        return {"count": {"up_to": count_in(children)}}

    def at_least(self, children: list[Any]) -> dict[str, Any]:
        return {"count": {"at_least": count_in(children)}}

    def between(self, children: list[Any]) -> dict[str, Any]:
        low, high = (count_in([c]) for c in children if isinstance(c, Tree))
        return {"count": {"at_least": low, "up_to": high}}

    def at_most(self, children: list[Any]) -> dict[str, Any]:
        """ "au plus deux cartes" / "at most two cards"."""
        return {"count": {"at_most": count_in(children)}}

    def exactly(self, children: list[Any]) -> dict[str, Any]:
        """ "exactement deux cartes" / "exactly two cards"."""
        return {"count": {"exactly": count_in(children)}}

    def any_number(self, _: list[Any]) -> dict[str, Any]:
        return {"count": "any"}

    def owned(self, children: list[Any]) -> dict[str, Any]:
        """ "mes", "vos", "ses" (and "chacun de ses", "tous vos" / "all your": each of them)."""
        kind = children[-1].type
        out: dict[str, Any] = {
            "controlled_by": {"MY": "self", "YOUR": "controller"}.get(kind, "it")
        }
        if first_in(children, "EACH") is not None or first_in(children, "ALL") is not None:
            out["count"] = "each"
        return _Whose(out)

    def one_of_owned(self, children: list[Any]) -> dict[str, Any]:
        """ "une de vos Orbes de Mana" / "one of your Mana Orbs", "jusqu'à deux de vos
        ...": a number of them."""
        out = dict(self.owned(children))  # a number said: never "every one"
        n = count_in(children)
        for bound, name in (("UP_TO", "up_to"), ("AT_LEAST", "at_least")):
            if first_in(children, bound) is not None:
                return {**out, "count": {name: n}}
        return out if n == 1 else {**out, "count": n}

    def top(self, children: list[Any]) -> dict[str, Any]:
        """ "les deux premières cartes de votre deck", "the top two cards of your deck"."""
        return {"count": count_in(children), "top": True}

    def that_one(self, _: list[Any]) -> dict[str, Any]:
        return {"role": "it"}

    def other(self, _: list[Any]) -> dict[str, Any]:
        return {"other": True}

    def targeted(self, _: list[Any]) -> dict[str, Any]:
        return {"targeted": True}

    def has_status(self, children: list[Any]) -> dict[str, Any]:
        """ "[[Fugace]]", "[[Fleeting]] or [[Boosted]]" (any of them)."""
        return {"status": one_or_list(tokens_in(children, "STATUS"))}

    def without_status(self, children: list[Any]) -> dict[str, Any]:
        """ "sans [[Fugace]]" / "without [[Fleeting]]" (none of them)."""
        return {"not_status": one_or_list(tokens_in(children, "STATUS"))}

    def without_keyword(self, children: list[Any]) -> dict[str, Any]:
        """ "sans [Coriace]" / "without [Tough]"."""
        return {"not_keyword": str(tokens_in(children, "KEYWORD")[0].value)}

    def has_keyword(self, children: list[Any]) -> dict[str, Any]:
        """ "avec [Coriace]" / "with [Tough]": having that keyword."""
        return {"keyword": str(tokens_in(children, "KEYWORD")[0].value)}

    def single_terrain(self, _: list[Any]) -> dict[str, Any]:
        return {"single_terrain": True}

    def visible(self, _: list[Any]) -> dict[str, Any]:
        """ "les régions {V} visibles" / "visible {V} regions"."""
        return {"visible": True}

    def paired(self, children: list[Any]) -> dict[str, Any]:
        """ "un Personnage ... avec une carte de votre main": what it goes with."""
        return {"paired": dicts_in(children)[0]}

    def among_them(self, children: list[Any]) -> dict[str, Any]:
        """ "parmi ces cartes" / "from these cards": among those named before."""
        return {"among": {"role": "it", **dicts_in(children)[0]}}

    def place_it(self, _: list[Any]) -> dict[str, Any]:
        return {"zone": "it"}

    def top_of(self, children: list[Any]) -> dict[str, Any]:
        """ "au-dessus du deck de son propriétaire" / "the top of its owner's deck"."""
        return {**dicts_in(children)[0], "top": True}

    def bottom_of(self, children: list[Any]) -> dict[str, Any]:
        """ "au-dessous du deck de son propriétaire" / "the bottom of its owner's deck"."""
        return {**dicts_in(children)[0], "bottom": True}

    def controller_of(self, children: list[Any]) -> Selector:
        """ "le contrôleur de l'Expédition qui ..." / "the controller of ..."."""
        return {"role": "player", "controller_of": dicts_in(children)[0]}

    def owner_of(self, children: list[Any]) -> Selector:
        """ "le propriétaire de ..." / "target Character's owner"."""
        return {"role": "player", "owner_of": dicts_in(children)[0]}

    def exhausted(self, _: list[Any]) -> dict[str, Any]:
        return {"exhausted": True}

    def ready_state(self, _: list[Any]) -> dict[str, Any]:
        return {"exhausted": False}

    def not_type(self, children: list[Any]) -> dict[str, Any]:
        word = children[-1]  # TOKEN carries no value: "jeton" / "token" are both "token"
        return {"not_type": "token" if word.type == "TOKEN" else str(word.value).lower()}

    def noun(self, children: list[Any]) -> dict[str, Any]:
        nouns = [t for t in tokens_in(children) if t.type not in ("OR", "A", "AND_NOUN", "THE")]
        words = [noun_value(t) for t in nouns]
        token = "token" in words
        types = [w for w in words if w != "token"] or ["token"]
        out: dict[str, Any] = {"type": types}
        if _qualified(tokens_in(children)):
            # "un Personnage Animal" / "an Animal Character": a Character that is an Animal,
            # not either (the subtypes said apart, in the order both languages say them)
            out = {
                "type": _unique(noun_value(t) for t in nouns if t.type not in _SUBTYPE_WORDS),
                "subtype": _unique(noun_value(t) for t in nouns if t.type in _SUBTYPE_WORDS),
            }
            out["type"] = [w for w in out["type"] if w != "token"] or ["token"]
        if token and out["type"] != ["token"]:
            out["token"] = True
        out.update(expedition_of(nouns))
        return _Noun(out, plural=getattr(nouns[-1], "plural", False))

    def bare_object(self, children: list[Any]) -> Selector:
        """A thing with no number or determiner: every one when its noun is a plural
        ("Characters you control" / "les Personnages que vous contrôlez")."""
        plural = any(getattr(part, "plural", False) for part in dicts_in(children))
        out = self.object(children)
        return {**out, "count": "each"} if plural and "count" not in out else out

    def controlled_by_it(self, _: list[Any]) -> dict[str, Any]:
        """ "qu'il contrôle" / "they control": the player named before."""
        return {"controlled_by": "it"}

    def you_play(self, _: list[Any]) -> dict[str, Any]:
        return {"played_by": "controller"}

    def opponents_play(self, _: list[Any]) -> dict[str, Any]:
        return {"played_by": "opponent"}

    def you_did(self, children: list[Any]) -> dict[str, Any]:
        """ "que vous avez piochées ce tour-ci" / "you drew this turn": done by you, and
        when."""
        said = next(t for t in tokens_in(children) if t.type in _YOU_DID)
        during = dicts_in(children)[0]["until"]
        out = {"done_by": "controller", "verb": _YOU_DID[said.type]}
        if first_in(children, "HAVE") is None and not said_past(str(said)):
            # "que vous créez ce tour-ci" / "you create this turn": those done from now on
            # until then (as "les Sorts que vous jouez ce tour-ci"), never those done before
            return {**out, "until": during}
        return {**out, "during": during}

    def you_play_lasting(self, children: list[Any]) -> dict[str, Any]:
        """ "les Sorts que vous jouez ce tour-ci" / "Spells you play this turn"."""
        scope = next(t for t in tokens_in(children) if t.type in ("TURN", "PHASE", "DAY"))
        until = "turn" if scope.type == "TURN" else str(scope.value).lower()
        return {"played_by": "controller", "until": until}

    def targeting(self, children: list[Any]) -> dict[str, Any]:
        """ "qui me cible" / "that targets me": what it targets."""
        return {"targets": dicts_in(children)[0]}

    def you_control(self, _: list[Any]) -> dict[str, Any]:
        return {"controlled_by": "controller"}

    def you_dont_control(self, _: list[Any]) -> dict[str, Any]:
        return {"controlled_by": "opponent"}

    def controlled_by_target(self, children: list[Any]) -> dict[str, Any]:
        """ "Character target opponent controls": the opponent is the target, not the
        Character (``controlled_by`` the player selector: :meth:`controlled_by`)."""
        role = "opponent" if first_in(children, "OPPONENT") is not None else "player"
        return {"controlled_by": {"role": role, "targeted": True}}

    def controlled_by(self, children: list[Any]) -> dict[str, Any]:
        """ "contrôlé par un adversaire" / "an opponent controls": a role; a player said
        more of ("target opponent", "the player who controls it") is the player's whole
        selector, so that its ``targeted`` is the player's, never the object's."""
        who = dicts_in(children)[0]
        return {"controlled_by": who["role"] if set(who) == {"role"} else dict(who)}

    def having_counters(self, children: list[Any]) -> dict[str, Any]:
        """ "ayant au moins 2 boosts" / "with two or more boosts"."""
        return {"counters": {"counter": counter_in(children), **bound_in(children)}}

    def without_boost(self, _: list[Any]) -> dict[str, Any]:
        """ "sans boost" / "with no boosts"."""
        return {"counters": {"counter": "boost", "at_most": 0}}

    def having_ability(self, children: list[Any]) -> dict[str, Any]:
        """ "avec une capacité {D}" / "with a {D} ability"."""
        return {"ability": str(tokens_in(children, "ABILITY_SYM")[0].value)}

    def having_a_counter(self, children: list[Any]) -> dict[str, Any]:
        """ "avec un boost" / "with a boost": one or more."""
        return {"counters": {"counter": counter_in(children), "at_least": 1}}

    def extreme_cost(self, children: list[Any]) -> dict[str, Any]:
        """ "de Coût de Main le plus bas" / "with the lowest Hand Cost" (among those the
        rest of the selector names)."""
        kind = next(t.type for t in tokens_in(children) if t.type.endswith("_COST"))
        which = "highest" if first_in(children, "HIGHEST") is not None else "lowest"
        return {"cost": {"kind": kind.removesuffix("_COST").lower(), "extreme": which}}

    def extreme_stat(self, children: list[Any]) -> dict[str, Any]:
        """ "ayant la statistique {V} la plus élevée" / "with the highest {V} statistic"."""
        terrain = str(tokens_in(children, "TERRAIN")[0].value)
        which = "highest" if first_in(children, "HIGHEST") is not None else "lowest"
        return {"stat": {"terrain": terrain, "extreme": which}}

    def owned_object(self, children: list[Any]) -> Selector:
        """ "your opponent's Characters", "all your opponent's Characters": whose they
        are, before the noun."""
        parts = dicts_in(children)
        who = next(p for p in parts if "role" in p)
        return self.bare_object([self.controlled_by([who]), *(p for p in parts if p is not who)])

    def every_opponents(self, children: list[Any]) -> Selector:
        """ "all your opponents' Characters": every one an opponent controls."""
        return self.object([{"count": "each", "controlled_by": "opponent"}, *dicts_in(children)])

    def in_place(self, children: list[Any]) -> dict[str, Any]:
        return {"place": children[-1]}

    def from_place(self, children: list[Any]) -> dict[str, Any]:
        return {"place": children[-1]}

    def of_terrain(self, children: list[Any]) -> dict[str, Any]:
        """ "un marqueur Terrain {V}" / "a {V} Terrain Marker": of that terrain."""
        return {"of_terrain": str(tokens_in(children, "TERRAIN")[0].value)}

    def in_terrain(self, children: list[Any]) -> dict[str, Any]:
        """ "dans {V}", "in {V} or {M}" (any of them)."""
        return {"terrain": one_or_list(tokens_in(children, "TERRAIN"))}

    def facing(self, children: list[Any]) -> dict[str, Any]:
        """ "qui me fait face", "facing it": facing me, or facing another."""
        found = dicts_in(children)
        who = found[0] if found else dict(SELF if first_in(children, "ME") else IT)
        return {"facing_me": True} if who == SELF else {"facing": who}

    def place_state(self, children: list[Any]) -> dict[str, Any]:
        return {"state": states_in(children)}

    def its_controller(self, _: list[Any]) -> Selector:
        return {"role": "player", "controller_of": "it"}

    def cost_filter(self, children: list[Any]) -> dict[str, Any]:
        kind = next(t.type for t in tokens_in(children) if t.type.endswith("_COST"))
        amount = dicts_in(children)  # "supérieur au résultat": an amount, not a number
        n = amount[0] if amount else count_in(children)
        return {"cost": {"kind": kind.removesuffix("_COST").lower(), bound_of(children): n}}

    def total_cost(self, children: list[Any]) -> dict[str, Any]:
        """ "avec un Coût de Main total de {6} ou moins" / "with a total Hand Cost of {6} or
        less": the costs of all of them together."""
        found = self.cost_filter(children)["cost"]
        return {"total_cost": found}

    def post(self, children: list[Any]) -> dict[str, Any]:
        """A filter given by a rule of its own (``cost_filter_``)."""
        return dict(children[0])

    def stat_compared(self, children: list[Any]) -> dict[str, Any]:
        """ "avec une statistique {V} inférieure ou égale à la mienne" / "with {V} less than
        or equal to mine": a statistic compared with an amount ("mine": mine of that terrain)."""
        terrain = str(tokens_in(children, "TERRAIN")[0].value)
        found = dicts_in(children)
        than = found[0] if found else {"of": "statistic", "terrain": terrain, "who": dict(SELF)}
        stat: dict[str, Any] = {"terrain": terrain, bound_of(children, "equal"): than}
        if first_in(children, "BASE_STAT") is not None:
            stat["base"] = True
        return {"stat": stat}

    def no_stat_over(self, children: list[Any]) -> dict[str, Any]:
        """ "dont aucune statistique n'est supérieure à 3" / "with no statistic over 3"."""
        return {"stat": {"all": True, "max": int(tokens_in(children, "NUMBER")[0].value)}}

    def base_stats_filter(self, children: list[Any]) -> dict[str, Any]:
        """ "avec au moins deux statistiques de base de 0": how many of its base statistics
        have that value."""
        value = int(tokens_in(children, "NUMBER")[-1].value)
        return {"base_stat": value, "base_stats": {"at_least": count_in(children)}}

    def base_stat(self, children: list[Any]) -> dict[str, Any]:
        return {"base_stat": int(tokens_in(children, "NUMBER")[0].value)}

    def expedition_state(self, children: list[Any]) -> dict[str, Any]:
        """ "qui est en retard ou à égalité" / "that's behind or tied": one state or any of
        several."""
        return {"expedition": states_in(children)}

    def object(self, children: list[Any]) -> Selector:
        if any(isinstance(c, _Whose) for c in children):
            # "vos Personnages" / "your Characters": a possessive says whose, and with no
            # number said a plural is every one, as "Characters you control" (bare_object)
            return self.bare_object([dict(c) if isinstance(c, _Whose) else c for c in children])
        head, alternatives = alternatives_of(children, _Noun)
        out = self._object(head)
        if len(alternatives) < 2:
            return out
        found = [as_place(self._object(group)) for group in alternatives]
        places = [place for place in found if place is not None]
        if len(places) == len(found) and not {"place", "controlled_by"} & set(out):
            # "que vous contrôlez et dans votre Réserve": in play of its controller, or there
            out["place"] = {"any_of": [p for place in places for p in parts(place)]}
        else:  # alternatives the IR holds no union of: each said apart, never merged
            out["either"] = [filters(self._object(group)) for group in alternatives]
        return out

    def _object(self, children: list[Any]) -> Selector:
        out: Selector = {"role": "object"}
        for part in dicts_in(children):
            if "place" in part and "place" in out:  # "une carte de votre main en Réserve":
                out["into"] = part["place"]  # where it is, then where it goes
                continue
            if "place" in out and part.keys() == {"exhausted"}:  # "... dans votre zone de
                out["arrives_exhausted"] = part["exhausted"]  # Mana épuisée": as it goes there
                continue
            for key, value in part.items():  # "ciblé [[Fugace]] ou [[Boosté]]": any of them
                if key == "status" and key in out and out[key] != value:
                    value = [*_listed(out[key]), *_listed(value)]
                out[key] = value  # "ce Personnage" / "that Character": role it
        if out.get("controlled_by") == "self":
            del out["controlled_by"]
            if out.get("type") == ["expedition"]:  # "mon Expédition": this card's own
                out["expedition"] = "mine"
            elif out.get("type") == ["region"]:  # "ma région": the one this card is in
                out["region"] = "mine"
            else:  # "mes Personnages": its controller's
                out["controlled_by"] = "controller"
        return out

    # ---- places --------------------------------------------------------------------------
    def place(self, children: list[Any]) -> dict[str, Any]:
        places = dicts_in(children)
        if len(places) == 1:
            return places[0]
        # "your deck or hand": the first's owner is the others' ("votre deck ou votre main")
        if "of" in places[0]:
            places = [places[0], *({"of": places[0]["of"], **p} for p in places[1:])]
        return {"any_of": places}

    def where(self, children: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for token in tokens_in(children):
            kind = token.type
            if kind in ("ZONE",):
                out["zone"] = str(token.value)
            elif kind == "LANDMARK":
                out["zone"] = "landmark"
            elif kind == "EXPEDITION":
                out["zone"] = "expedition"
                if token.value and token.value in ("companion", "hero"):
                    out["expedition"] = str(token.value)
            elif kind == "MY":
                out["of"] = "self"
            elif kind == "YOUR":
                out["of"] = "controller"
            elif kind in ("ITS", "THEIR"):
                out["of"] = "it"
            elif kind in ("TARGETED", "TARGETED_POST"):
                out["targeted"] = True
            elif kind == "EACH":
                out["each"] = True
            elif kind == "OTHER":  # "l'autre Expédition" / "your other Expedition"
                out["other"] = True
            elif kind == "CHOSEN":  # "l'Expédition de votre choix" / "of your choice"
                out["chosen"] = True
            elif kind == "SAME":  # "dans la même Expédition" / "in the same Expedition"
                out["same"] = True
            elif kind == "ASCENDED":
                out["ascended"] = True
            elif kind == "REGION":
                out["zone"] = "region"
            elif kind == "TERRAIN":  # "une région {V}", "une région {M} ou {O}": any of them
                terrain = str(token.value)
                out["terrain"] = (
                    [*_listed(out["terrain"]), terrain] if "terrain" in out else terrain
                )
            elif kind == "SINGLE_TERRAIN":
                out["single_terrain"] = True
            elif kind == "FACING":
                out["expedition"] = "facing"
            elif kind == "BE" and first_in(children, "ME") is not None:
                out["expedition"] = "mine"  # "l'Expédition où je suis" / "the Expedition I'm in"
            elif kind == "OPPOSING":  # "une Expédition adverse" / "an opposing Expedition"
                out["of"] = "opponent"
        for who in dicts_in(children):
            if "facing" in who:  # "l'Expédition qui lui fait face" / "facing it"
                out["facing"] = who["facing"]
                continue
            if "state" in who:  # "qui est en retard"
                out["state"] = who["state"]
                continue
            out.update(_whose(who))
        if out.get("zone") == "expedition" and out.get("of") == "self" and "expedition" not in out:
            out["expedition"] = "mine"  # "mon Expédition" / "my Expedition": this card's
            del out["of"]
        return out

    def place_facing(self, children: list[Any]) -> dict[str, Any]:
        return {"facing": dicts_in(children)[0]}

    def one_of_place(self, children: list[Any]) -> dict[str, Any]:
        """ "l'une de vos Expéditions" / "one of your Expeditions": any one of them."""
        return {**dicts_in(children)[0], "one_of": True}

    def owned_zone(self, children: list[Any]) -> dict[str, Any]:
        who, *state = dicts_in(children)  # "target opponent's Expedition that is ahead"
        out = self.where([t for t in children if isinstance(t, Token) and t.type != "POSS"] + state)
        out.update(_whose(who))
        return out

    def in_play(self, _: list[Any]) -> dict[str, Any]:
        return {"zone": "play"}

    def anywhere(self, _: list[Any]) -> dict[str, Any]:
        return {"zone": "any"}

    # ---- conditions ----------------------------------------------------------------------
    def except_thing(self, children: list[Any]) -> dict[str, Any]:
        """ "chaque Personnage sauf moi" / "each Character except me"."""
        return {"except": dicts_in(children)[0]}

    def as_you_want(self, _: list[Any]) -> dict[str, Any]:
        """ "autant de cartes que vous le voulez": as many as you want, any number."""
        return {"count": "any"}

    def opposing(self, _: list[Any]) -> dict[str, Any]:
        """ "adverse" / "opposing": an opponent's."""
        return {"controlled_by": "opponent"}

    def revealed(self, children: list[Any]) -> dict[str, Any]:
        """ "la carte révélée" / "the revealed card", "chaque carte défaussée de cette
        façon" / "each card discarded this way": what an action before was done to."""
        said = {t.type for t in tokens_in(children)}
        verb = next((v for t, v in _DONE.items() if t in said), "reveal")
        when = [p["until"] for p in dicts_in(children) if "until" in p]  # "ce tour-ci"
        return {"done": verb, **({"done_during": when[0]} if when else {})}

    def done_object(self, children: list[Any]) -> Selector:
        """ "the discarded card" / "la carte défaussée": those an action before was done to."""
        return {**self.object(children), "count": "each", **self.revealed(children)}

    def chosen(self, _: list[Any]) -> dict[str, Any]:
        """ "de son choix" / "of their choice": the player picks which."""
        return {"chosen": True}

    def at_random(self, _: list[Any]) -> dict[str, Any]:
        """ "au hasard" / "at random": the one chosen by chance, not by a player."""
        return {"random": True}

    # ---- costs: the ops of the same words in an effect --------------------------------
    cost_exhaust_me = EffectIR.op_exhaust_me
    cost_discard_me = EffectIR.op_discard_me
    cost_pay = EffectIR.op_pay
    cost_spend_counters = EffectIR.op_spend_counters
    cost_sacrifice_cost = EffectIR.op_sacrifice
    cost_sacrifice_me = EffectIR.op_sacrifice_me
    cost_discard = EffectIR.op_discard
    cost_exhaust = EffectIR.op_exhaust
    cost_put = EffectIR.op_put
    cost_return = EffectIR.op_return_to
    cost_send = EffectIR.op_send
    cost_discard_from = EffectIR.op_discard_from
    cost_put_in = EffectIR.op_send_in
    cost_send_first = EffectIR.op_send_first
    cost_ready = EffectIR.op_ready
    cost_reveal = EffectIR.op_reveal
    cost_keyword = EffectIR.op_keyword
    cost_spend_from = EffectIR.op_spend_from
    cost_remove = EffectIR.op_remove
    cost_remove_mine = EffectIR.op_remove_mine

    def cost(self, children: list[Any]) -> list[dict[str, Any]]:
        """The costs of one part of a quick action's head ("{T} et {1}": two)."""
        return [op for child in children if not isinstance(child, Token) for op in as_ops(child)]

    def cost_lose(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Perdez 1 boost :" / "Lose 1 boost:", "Je perds 1 boost :": this card loses it."""
        gains = next(c for c in children if isinstance(c, list))
        return self._gained(gains, dict(SELF), lose=True)

    def by_players(self, children: list[Any]) -> list[dict[str, Any]]:
        """ "Vous et un adversaire ciblé piochez une carte" / "You and target opponent each
        draw a card": the ops once for each of them."""
        *players, action = [c for c in children if not isinstance(c, Token)]
        return [{**op, "who": who} for who in players for op in as_ops(action)]

    def test_parity(self, children: list[Any]) -> dict[str, Any]:
        """ "si le résultat est pair" / "if the result is even": whether it is even or odd."""
        what = {"of": "result"} if first_in(children, "RESULT") is not None else {"of": "x"}
        parity = first_in(children, "PARITY")
        assert parity is not None
        return {"test": "parity", "what": what, "parity": str(parity.value)}

    def op_unread(self, children: list[Any]) -> dict[str, Any]:
        """A part of a sentence not read (``by_parts``): its text, what the words around it
        say of it (who, "vous pouvez", a lead's condition) kept on it."""
        return {"op": "unparsed", "text": str(children[0].value)}
