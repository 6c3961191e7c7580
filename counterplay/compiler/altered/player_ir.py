"""Who an ability names: players ("vous", "un adversaire ciblé", "chaque joueur qui ...")
and pronouns for what was named before ("il", "l'un d'eux", "le reste"), read from
``grammar/altered/ability.lark``'s trees into selectors (``ability_ir.AbilityIR`` extends
this class; docs/altered.md lists every name)."""

from __future__ import annotations

from typing import Any

from counterplay.compiler.altered.ir_terms import (
    CONTROLLER,
    IT,
    SELF,
    Selector,
    count_in,
    dicts_in,
    first_in,
    some_of_it,
    tokens_in,
)


def _other(children: list[Any]) -> dict[str, Any]:
    """ "chaque autre joueur" / "each other player": not the one whose ability it is (the
    lexicon gives the player word the value ``other``)."""
    players = tokens_in(children, "PLAYER") + tokens_in(children, "OPPONENT")
    return {"other": True} if any(t.value == "other" for t in players) else {}


class PlayerIR:
    """Players and pronouns as selectors."""

    # ---- players -------------------------------------------------------------------------
    def you(self, _: list[Any]) -> Selector:
        return dict(CONTROLLER)

    def opponent(self, children: list[Any]) -> Selector:
        return {"role": "opponent", **_other(children)}

    def target_opponent(self, children: list[Any]) -> Selector:
        return {"role": "opponent", "targeted": True, **_other(children)}

    def target_player(self, children: list[Any]) -> Selector:
        return {"role": "player", "targeted": True, **_other(children)}

    def each_opponent(self, children: list[Any]) -> Selector:
        return {"role": "opponent", "count": "each", **_other(children)}

    def each_player(self, children: list[Any]) -> Selector:
        return {"role": "player", "count": "each", **_other(children)}

    def each_player_who(self, children: list[Any]) -> Selector:
        """ "chaque joueur qui ..." / "each player who ...": those for whom the test holds."""
        role = "opponent" if first_in(children, "OPPONENT") is not None else "player"
        return {"role": role, "count": "each", **_other(children), "if": dicts_in(children)[0]}

    def who_controls(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "controls", "what": dicts_in(children)[0]}

    def who_has(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "has", "what": dicts_in(children)[0]}

    def who_does(self, _: list[Any]) -> dict[str, Any]:
        """ "qui le fait" / "who does": who did what was just offered."""
        return {"test": "done"}

    def a_player(self, children: list[Any]) -> Selector:
        return {"role": "player", **_other(children)}

    def owner(self, _: list[Any]) -> Selector:
        return {"role": "player", "owner_of": "it"}

    def that_player(self, children: list[Any]) -> Selector:
        """ "cet adversaire" / "that opponent": the one named before."""
        role = "opponent" if first_in(children, "OPPONENT") is not None else "player"
        return {"role": role, "named_before": True}

    def my_owner(self, _: list[Any]) -> Selector:
        return {"role": "player", "owner_of": "self"}

    # ---- pronouns: who was named before --------------------------------------------
    def they(self, _: list[Any]) -> Selector:
        """ "ils" / "they" as who does it: the player named before."""
        return dict(IT)

    def pronoun_me(self, _: list[Any]) -> Selector:
        return dict(SELF)

    def pronoun_from(self, children: list[Any]) -> Selector:
        """ "moi de votre Réserve" / "me from your Reserve": the one named, where it is."""
        who, place = dicts_in(children)[:2]
        return {**who, "place": place}

    def pronoun_it(self, _: list[Any]) -> Selector:
        return dict(IT)

    def pronoun_them_all(self, _: list[Any]) -> Selector:
        """ "envoyez-les tous" / "send them all": every one of them."""
        return {**IT, "count": "each"}

    def pronoun_some(self, children: list[Any]) -> Selector:
        """ "l'un d'eux" / "one of them": that many of those named before (one too: "them"
        may be several, "one of them" is one)."""
        return some_of_it(children)

    def pronoun_target(self, _: list[Any]) -> Selector:
        """ "la cible" / "the target": the one targeted before."""
        return {**IT, "targeted": True}

    def pronoun_up_to(self, children: list[Any]) -> Selector:
        """ "jusqu'à deux d'entre eux" / "up to two of them"."""
        return {**IT, "count": {"up_to": count_in(children)}}

    def pronoun_rest(self, _: list[Any]) -> Selector:
        """ "le reste" / "the rest", "the others": those named before not yet taken."""
        return {**IT, "count": "each", "rest": True}
