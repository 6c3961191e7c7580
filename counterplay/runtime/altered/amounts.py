"""Amounts an op counts from the game rather than states: "X boosts, where X is the result"
(``x: {of: result}``), "X+2 boosts, where X is my number of Arcane counters" (``x: {of:
counters}``) and "1 Food counter per Character you control" (``per``).

X is what :data:`XS` counts, and the amount X or X plus a number ("X+2"). The result of the
die this effect rolled last is told as its result lines are (``conditions.TOLD``): with no
die rolled before it, or one rerolled since, X is not known; "augmentez le résultat de 2"
(dice.py) changes it ("X étant le résultat final"). "X étant mon nombre de compteurs
Arcane" / "where X is my number of Arcane counters": the counters of that kind the
effect's card has as the op is done (none: 0); "X étant sa statistique la plus élevée",
the highest statistic of the card "it" names; "X étant le nombre de cartes en Réserve d'un
joueur ciblé", the objects counted (round 37). An X may be said in a cost filter ("de Coût
de Main {X}+{2} ou moins": :data:`FILTER_XS`, counted as the targets are chosen). The
amount may be a token count (:data:`AMOUNT_KEYS`). ``per`` multiplies the amount of a draw,
a counter gain or loss or tokens created by how many objects it names are in play or in a
place the world follows, counted as the conditions count them (:func:`.counting.count`; seed 002,
1.2.4.c: an effect's changes are applied to the game state as it is when it resolves), or
counted from the controller's counts (:data:`OWN_COUNTS`: "par Orbe de Mana dans votre zone
de Mana", "pour chaque carte dans votre main"), or, "par Expédition en {V}" / "per
Expedition in {V}", the Expeditions whose Region has that terrain (in a game that gives
`regions:`). Any other X (its lowest statistic, a die's result in a filter) or ``per`` (a
terrain of a card) is not simulated: ``unfollowed.SAID``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import counting, player_targets, region_conditions, regions
from counterplay.runtime.altered.cards import EXPEDITIONS, STATS, Card
from counterplay.runtime.altered.unfollowed import Unfollowed
from counterplay.runtime.reaction import whole

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# "X étant le résultat" / "where X is the result": the die's.
RESULT = {"of": "result"}

# The ops whose amount ``per`` multiplies.
PER_OPS = frozenset({"draw", "counter.gain", "counter.lose", "token.create"})

# The key that holds an op's amount, where it is not ``amount``: how many tokens are
# created ("Créez X jetons ..." / "Create X ... tokens", ``count``), how many times the
# lines after it are done ("Faites ce qui suit X+1 fois :", ``times``).
AMOUNT_KEYS = {"token.create": "count", "repeat": "times"}


def amount_key(op: dict[str, Any]) -> str:
    """The key of ``op`` its amount is said in (:data:`AMOUNT_KEYS`)."""
    return AMOUNT_KEYS.get(str(op.get("op")), "amount")


def _hand(game: Engine, ctx: Ctx) -> int:
    """The cards in the controller's hand: those drawn (unnamed) and the named ones there."""
    named = [c for c in game.cards if isinstance(c, Card) and c.zone == "hand"]
    return ctx.player.hand + sum(1 for c in named if c.side == ctx.player.name)


# The ``per`` counted from the controller's own counts: their Mana Orbs (``Player.mana``,
# mana.py), the cards in their hand.
_MINE = {"of": "controller", "zone": "mana"}
OWN_COUNTS: dict[str, Callable[[Engine, Ctx], int]] = {
    repr({"role": "object", "type": ["mana_orb"], "place": _MINE}): lambda g, c: c.player.mana,
    repr(
        {"role": "object", "type": ["card"], "place": {"of": "controller", "zone": "hand"}}
    ): _hand,
}


def _own(per: Any) -> Callable[[Engine, Ctx], int] | None:
    """How ``per`` is counted from the controller's counts, or None (:data:`OWN_COUNTS`)."""
    if not isinstance(per, dict):
        return None
    return OWN_COUNTS.get(repr({k: per[k] for k in ("role", "type", "place") if k in per}))


def _expeditions_in(game: Engine, per: dict[str, Any]) -> int:
    """ "par Expédition en {V}" / "per Expedition in {V}": every player's Expeditions, hero
    and companion, whose Region has one of those terrains (a Region of several terrains is
    in each, as ``region_conditions.in_terrain`` reads it); the game giving no Regions,
    not told."""
    if not game.game.regions:
        raise Unfollowed(f"which Region each Expedition is in {region_conditions.NO_REGIONS}")
    said = set(per["terrain"] if isinstance(per["terrain"], list) else [per["terrain"]])
    return sum(
        1
        for player in game.players
        for expedition in EXPEDITIONS
        if (found := regions.region_of(game.game.regions, player, expedition))
        and found.terrains & said
    )


def per_names_region(op: dict[str, Any]) -> bool:
    """Whether ``op``'s ``per`` counts Expeditions in a terrain ("per Expedition in {V}"):
    told only in a game that gives the Adventure's Regions."""
    return _per(op) and region_conditions.expedition_in_terrain(op.get("per"))


def _counts(game: Engine, per: dict[str, Any], ctx: Ctx) -> int:
    """How many objects ``per`` names now: the controller's own counts (:data:`OWN_COUNTS`),
    Expeditions in a terrain, or the objects in play or in a place (``counting.count``)."""
    own = _own(per)
    if own is not None:
        return own(game, ctx)
    if region_conditions.expedition_in_terrain(per):
        return _expeditions_in(game, per)
    return counting.count(game, per, ctx, None)


def _my_counters(x: dict[str, Any]) -> bool:
    """Whether ``x`` counts the effect's card's counters of one kind ("mon nombre de
    compteurs Arcane" / "my number of Arcane counters")."""
    return (
        set(x) == {"of", "who", "counter"}
        and x["who"] == {"role": "self"}
        and isinstance(x["counter"], str)
    )


# "X étant sa statistique la plus élevée" / "where X equals its highest statistic": of the
# card "it" names (or mine), as Dusk counts it (``Card.statistic``: boosts included).
HIGHEST = ({"of": "statistic", "which": "highest", "who": {"role": "it"}},
           {"of": "statistic", "which": "highest", "who": {"role": "self"}})  # fmt: skip


def _highest(game: Engine, x: dict[str, Any], ctx: Ctx) -> int:
    """The highest statistic of the one card ``x`` names: "it" or me; "it" naming no card,
    or several, or a card whose statistics its game does not give: :class:`Unfollowed`."""
    named = [ctx.card] if x["who"] == {"role": "self"} else list(ctx.it)
    cards = [card for card in named if isinstance(card, Card)]
    if len(cards) != 1 or not cards[0].type:
        raise Unfollowed(f"what X counts (the highest statistic of {len(cards)} cards named)")
    return max(cards[0].statistic(stat) for stat in STATS)


def _counted_told(x: dict[str, Any]) -> bool:
    """ "X étant le nombre de cartes en Réserve d'un joueur ciblé" / "where X is the number
    of cards in target player's Reserve": objects counted as the conditions count them, in a
    place of a target player (:func:`.player_targets.placed`) or one the world follows."""
    what = x.get("what")
    if set(x) != {"of", "what"} or not isinstance(what, dict) or "count" in what:
        return False
    return counting.counted(player_targets.place_said(what))


def _count(game: Engine, x: dict[str, Any], ctx: Ctx) -> int:
    """How many objects ``x`` names now, a target player's place chosen as it is counted."""
    what = player_targets.placed(game, x["what"], ctx)
    if isinstance(what, str):
        raise Unfollowed(what)
    return counting.count(game, what, ctx, None)


# What X counts, by ``x``'s ``of``: whether its other keys are told, and its value now.
XS: dict[
    str, tuple[Callable[[dict[str, Any]], bool], Callable[[Engine, dict[str, Any], Ctx], int]]
] = {
    "result": (lambda x: x == RESULT, lambda game, x, ctx: int(ctx.rolled or 0)),
    "counters": (
        _my_counters,
        lambda game, x, ctx: ctx.card.counters.get(str(x["counter"]), 0),
    ),
    "statistic": (lambda x: x in HIGHEST, _highest),
    "count": (_counted_told, _count),
}


def _plus(amount: Any) -> int | None:
    """What is added to X in ``amount``: "X" 0, "X+2" 2; None: no such amount."""
    if amount == "X":
        return 0
    head, plus, number = str(amount).partition("+")
    return int(number) if head == "X" and plus and number.isdigit() else None


# The X an object's cost filter may be counted with ("de Coût de Main {X}+{2} ou moins, X
# étant mon nombre de compteurs Arcane"): one known as the effect is played, when its
# targets are chosen (not a die's result, rolled as it resolves).
FILTER_XS = frozenset({"counters"})
# The selectors of an op whose cost filter may say X, and the bounds of that filter.
FILTERED = ("what", "who")
BOUNDED = ("min", "max")


def _in_filters(op: dict[str, Any]) -> list[tuple[str, str]]:
    """Where ``op``'s X is said in a cost filter: each (selector key, bound) with an X or X
    plus a number."""
    out = []
    for key in FILTERED:
        selector = op.get(key)
        cost = selector.get("cost") if isinstance(selector, dict) else None
        if isinstance(cost, dict):
            out += [
                (key, b)
                for b in BOUNDED
                if isinstance(cost.get(b), str) and _plus(cost[b]) is not None
            ]
    return out


def _x_filtered(op: dict[str, Any]) -> bool:
    """Whether ``op``'s X is said in a cost filter only, and is one :data:`FILTER_XS` counts."""
    x = op.get("x")
    if not isinstance(x, dict) or str(x.get("of")) not in FILTER_XS or _x(op):
        return False
    return XS[str(x["of"])][0](x) and bool(_in_filters(op))


def _filters_with(op: dict[str, Any], value: int) -> dict[str, Any]:
    """``op`` without its X, each cost filter's X-bound said as ``value`` plus its number."""
    out = {key: v for key, v in op.items() if key != "x"}
    for key, bound in _in_filters(op):
        cost = {**out[key]["cost"], bound: value + int(_plus(out[key]["cost"][bound]) or 0)}
        out[key] = {**out[key], "cost": cost}
    return out


def filters_counted(game: Engine, op: dict[str, Any], ctx: Ctx) -> dict[str, Any]:
    """``op`` with an X of its cost filters counted now (as its targets are chosen,
    ``targets.py``, or as it is done); any other op as it is."""
    if not _x_filtered(op):
        return op
    x = op["x"]
    return _filters_with(op, XS[str(x["of"])][1](game, x, ctx))


def _x(op: dict[str, Any]) -> bool:
    """Whether ``op``'s X is one :data:`XS` counts, of an amount X or X plus a number."""
    x = op.get("x")
    if not isinstance(x, dict) or _plus(op.get(amount_key(op))) is None:
        return False
    known = XS.get(str(x.get("of")))
    return known is not None and known[0](x)


# "par Personnage qu'un adversaire ciblé contrôle" / "per Character target opponent
# controls": of two players, the one opponent (a player has no Coriace to pay: R002-30).
TARGET_OPPONENT = {"role": "opponent", "targeted": True}


def _counted_per(per: Any) -> Any:
    """``per`` with "target opponent" as its controller the opponent (:data:`TARGET_OPPONENT`;
    of two players only: :func:`resolved`)."""
    if isinstance(per, dict) and per.get("controlled_by") == TARGET_OPPONENT:
        return {**per, "controlled_by": "opponent"}
    return per


def _per(op: dict[str, Any]) -> bool:
    """Whether ``op``'s ``per`` is a count of objects this world tells, of an amount."""
    per = _counted_per(op.get("per"))
    return (
        isinstance(per, dict)
        and op.get("op") in PER_OPS
        and whole(op.get(amount_key(op), 1))
        and "count" not in per
        and (
            counting.counted(per)
            or (_own(per) is not None and len(per) == 3)
            or region_conditions.expedition_in_terrain(per)
        )
    )


# "pour piocher autant de cartes" / "to draw that many cards", "pour me donner autant de
# boosts" / "to give me that many boosts": as many objects as the step before named
# ("Vous pouvez défausser autant de cartes que vous le voulez de votre Réserve ...").
SAME = "same"


def same(op: dict[str, Any]) -> bool:
    """Whether ``op``'s amount is "that many" (:data:`SAME`), of an op ``per`` may count."""
    return op.get(amount_key(op)) == SAME and op.get("op") in PER_OPS


def unfollowed(op: dict[str, Any], rolled: bool) -> str | None:
    """Why the die's result X of ``op`` is not known (``rolled``: whether a die this effect
    rolled shows its result before it), or None. Any other X or ``per`` is left in the op
    for ``unfollowed.why_not`` to say (:func:`stripped`)."""
    if _x(op) and op["x"] == RESULT and not rolled:
        return "what X counts (no die rolled before it, or its result not known)"
    return None


def stripped(op: dict[str, Any]) -> dict[str, Any]:
    """``op`` without the X and ``per`` it counts (its amount taken as a number): what else
    of it the world follows is judged on this."""
    if _x_filtered(op):  # judged with a number in its filters
        op = _filters_with(op, 0)
    counted = {"x": _x(op), "per": _per(op)}
    out = {key: value for key, value in op.items() if not counted.get(key)}
    if _x(op) or same(op):
        out[amount_key(op)] = 1
    return out


def resolved(
    game: Engine, op: dict[str, Any], ctx: Ctx, before: list[Any] | None = None
) -> dict[str, Any]:
    """``op`` with its amount counted now (raises ``Unfollowed`` when an object it counts
    cannot be told); "that many" is how many the step before named (``before``; none
    named: not told)."""
    op = filters_counted(game, op, ctx)
    out, key = stripped(op), amount_key(op)
    if same(op):
        if before is None:
            raise Unfollowed("how many 'that many' is (the step before it named nothing)")
        out[key] = len(before)
    if _x(op):
        x = op["x"]
        out[key] = XS[str(x["of"])][1](game, x, ctx) + int(_plus(op[key]) or 0)
    if _per(op):
        per = _counted_per(op["per"])
        if per != op["per"] and len(game.players) != 2:
            raise Unfollowed("which opponent is targeted (more than one)")
        out[key] = int(op.get(key, 1)) * _counts(game, per, ctx)
    return out
