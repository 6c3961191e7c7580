"""The conditions on an effect's ops ("Si ..., ..." / "If ..., ...") the Altered world tells
from its state (:data:`TESTS`), besides "si vous le faites", "Sinon" and a die's result
(:data:`TOLD`); and why an op under a condition is not done (:func:`skipped`).

Each test of :data:`TESTS` lists the keys it follows, whether the values it was given are
ones it tells (a static check: the bench and ``untold`` ask it before any game),
and how it holds now. Seed 002, 1.2.4.c: "effects are written as changes in the game
state"; a condition reads the state when its op is about to be done. A test naming a card
names "me" (the effect's card, rules 6.3.j) or "it" (:mod:`.binding`, bound before the
condition is read; "it" naming nothing, a declined target, is a condition that does not
hold). Counted objects are cards in play (rules 1.2.4.d) or in a place :mod:`.places`
follows, each filter one ``match`` tells; a count is "at least N" ("deux ou plus"), or one
when none is said (:mod:`.counting`); the tests of which Region a card is in are
:mod:`.region_conditions`'s. Anything else stays a condition the world cannot tell (not
simulated).
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import counting, expeditions, places, region_conditions, standing
from counterplay.runtime.altered.cards import EXPEDITIONS, STATS, Card, Player
from counterplay.runtime.altered.match import (
    cost_fits,
    die_range,
    faces,
    object_fits,
    rolled,
    selector_fits,
    unmodelled_filter,
)
from counterplay.runtime.altered.unfollowed import Unfollowed
from counterplay.runtime.reaction import whole

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# The bounds a number of counters is compared by ("au moins 2 boosts", "4 boosts ou moins",
# "moins de 5 compteurs").
BOUNDS: dict[str, Callable[[int, int], bool]] = {
    "at_least": operator.ge,
    "at_most": operator.le,
    "below": operator.lt,
    "above": operator.gt,
}


# The places whose being empty is told: each player's Reserve and discard pile hold named
# cards; a hand's and a deck's cards are counted (``Player.hand``, ``Player.deck``).
EMPTY_ZONES = frozenset({"hand", "reserve", "deck", "discard"})

# "Si je suis dans une Expédition [[Élevée]]" / "If I'm in an Ascended Expedition".
ASCENDED = {"zone": "expedition", "ascended": True}


@dataclass(frozen=True)
class Test:
    """A condition the world tells: the keys it follows (besides ``test``, ``negated``
    and ``text``), whether its values are told, and whether it holds now."""

    keys: frozenset[str]
    told: Callable[[dict[str, Any]], bool]
    holds: Callable[[Engine, dict[str, Any], Ctx], bool]


def _bound(test: dict[str, Any]) -> tuple[str, int] | None:
    """The one bound of a counters test and its number, or None."""
    said = [(key, test[key]) for key in BOUNDS if key in test]
    return said[0] if len(said) == 1 and whole(said[0][1]) else None


def _counters(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    key, number = _bound(test) or ("", 0)
    cards = counting.cards_named(test, ctx)
    judge = BOUNDS[key]
    return bool(cards) and all(
        judge(c.counters.get(str(test["counter"]), 0), number) for c in cards
    )


def _status(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    cards = counting.cards_named(test, ctx)
    wanted = {"role": "object", "status": test["status"]}
    return bool(cards) and all(selector_fits(wanted, c, ctx.card) is None for c in cards)


def _cost_of(test: dict[str, Any]) -> dict[str, Any]:
    """The ``cost`` filter a cost test says ("si son Coût de Main était de {3} ou plus")."""
    return {key: test[key] for key in ("kind", "min", "max") if key in test}


def _cost(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    cards = counting.cards_named(test, ctx)
    fits = [cost_fits(_cost_of(test), c) for c in cards]
    for card, fit in zip(cards, fits, strict=True):
        if fit is None:  # a token, a Hero, a card from the deck: no cost its game gives
            raise Unfollowed(f"the {str(test['kind']).capitalize()} Cost of {card.name}")
    return bool(cards) and all(fits)


def _controls(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    sides = {p.name for p in counting.players_named(game, test["who"], ctx)}
    return counting.at_least(game, test["what"], ctx, sides)


def _first(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    return game.players[0] in counting.players_named(game, test["who"], ctx)


def _empty(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    place = test["place"]
    for player in counting.players_named(game, {"role": place.get("of", "controller")}, ctx):
        unnamed = {"hand": player.hand, "deck": player.deck}.get(place["zone"], 0)
        named = [c for c in game.cards if c.side == player.name and c.zone == place["zone"]]
        if unnamed or named:
            return False
    return True


def _ascended(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    cards = counting.cards_named(test, ctx)
    return bool(cards) and all(
        c.zone == "expedition" and c.expedition in game.player(c.side).ascended for c in cards
    )


def _facing(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """ "si je fais face à un Personnage" / "if I'm facing a Character": an object in play
    of the kind ``what`` names faces me (``match.faces``); "s'il me fait face" / "if it's
    facing me": it faces me; "si je suis face à une Expédition en {O}" / "if I'm facing an
    Expedition in {O}": the Expedition facing mine is in a Region of that terrain."""
    what = test["what"]
    if region_conditions.expedition_in_terrain(what):
        return region_conditions.facing_in_terrain(game, test, ctx)
    others = [ctx.card] if what == {"role": "self"} else _objects(game, what, ctx)
    cards = counting.cards_named(test, ctx)
    return bool(cards) and all(any(faces(o, c) for o in others) for c in cards)


def _in_place(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """ "dans une Expédition élevée" (Ascended), "dans une région mono-terrain"."""
    return (_ascended if test["place"] == ASCENDED else region_conditions.single_terrain)(
        game, test, ctx
    )


def _objects(game: Engine, what: dict[str, Any], ctx: Ctx) -> list[Card]:
    """The objects ``what`` names in play or in its place (:func:`found`)."""
    return counting.found(game, what, ctx, None, lambda: "is what it counts")


def _card_test(extra: Callable[[dict[str, Any]], bool]) -> Callable[[dict[str, Any]], bool]:
    return lambda test: test.get("who") in counting.CARDS and extra(test)


def _empty_told(test: dict[str, Any]) -> bool:
    place = test.get("place")
    return (
        isinstance(place, dict)
        and set(place) <= {"zone", "of"}
        and place.get("zone") in EMPTY_ZONES
        and place.get("of", "controller") in ("controller", "opponent")
    )


def _any_told(test: dict[str, Any]) -> bool:
    said = test.get("of")
    return isinstance(said, list) and bool(said) and all(told(t) for t in said)


def _is_told(test: dict[str, Any]) -> bool:
    what = test.get("what")
    return (
        isinstance(what, dict)
        and what.get("role") == "object"
        and not set(what) & {"place", "count"}
        and not any(unmodelled_filter(k, v) for k, v in what.items() if k != "role")
    )


def _is(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """ "Si c'est un Personnage avec une statistique de base 0" / "If it's a Character with a
    base statistic of 0": the card named is of that kind (a card not named: not told)."""
    cards = counting.cards_named(test, ctx)
    fits = [object_fits(test["what"], card, ctx.card) for card in cards]
    for card, fit in zip(cards, fits, strict=True):
        if fit is None:
            raise Unfollowed(f"whether {card.name} is what its condition names")
    return bool(cards) and all(fits)


def _any(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    return any(holds(game, said, ctx) for said in test["of"])


# The comparisons of what two players control or have ("si vous avez moins de cartes en
# Réserve qu'un adversaire ciblé", "if an opponent controls more Characters than you").
COMPARED: dict[str, Callable[[int, int], bool]] = {
    "has_fewer_than": operator.lt,
    "has_more_than": operator.gt,
    "controls_fewer_than": operator.lt,
    "controls_more_than": operator.gt,
}

# Who a comparison may name: a player a test names, or "un adversaire ciblé" / "target
# opponent" (of two players, the opponent: no other may be chosen).
COMPARED_PLAYERS = (*counting.PLAYERS, {"role": "opponent", "targeted": True})


def _one_player(game: Engine, selector: dict[str, Any], ctx: Ctx) -> Player:
    """The one player ``selector`` names: "vous", or the opponent of two players."""
    found = counting.players_named(game, selector, ctx)
    if len(found) != 1:
        raise Unfollowed(f"which opponent it is compared with, of {len(found)}")
    return found[0]


def _compared_told(test: dict[str, Any]) -> bool:
    what = test.get("what")
    return (
        test.get("who") in COMPARED_PLAYERS
        and test.get("than") in COMPARED_PLAYERS
        and isinstance(what, dict)
        and counting.counted(what)
        and "count" not in what
    )


def _compare(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """Whether the player ``who`` names has (or controls) fewer, or more, objects of the
    kind ``what`` names than the player ``than`` names: each counted as ``has`` counts."""
    one, other = (_one_player(game, test[key], ctx).name for key in ("who", "than"))
    mine, theirs = (counting.count(game, test["what"], ctx, {side}) for side in (one, other))
    return COMPARED[str(test["test"])](mine, theirs)


def _zero_stats(card: Card, value: int) -> int:
    """How many of ``card``'s printed statistics are ``value`` (none given: 0, as Dusk
    counts them); a card the game does not name: :class:`Unfollowed`."""
    if not card.type:
        raise Unfollowed(f"the base statistics of {card.name}")
    return sum(1 for stat in STATS if card.stats.get(stat, 0) == value)


def _base_stats_told(what: Any) -> bool:
    """ "au moins trois statistiques de base de 0 parmi les Personnages que vous contrôlez"
    / "three or more base statistics of 0 among Characters you control": counted among
    objects in play, or in the places it names ("... et dans votre Réserve" / "... and in
    your Reserve": in play of the controller or in their Reserve, ``counted``). A place
    beside ``controlled_by`` (one of them said as both) is not told."""
    if not isinstance(what, dict) or set(what) - {"of", "value", "among", "count"}:
        return False
    among = what.get("among")
    if not isinstance(among, dict) or {"place", "controlled_by"} <= set(among):
        return False
    if among.get("count") not in (None, "each"):
        return False
    least = what.get("count", {"at_least": 1})
    bound = isinstance(least, dict) and set(least) == {"at_least"} and whole(least["at_least"])
    plain = {key: value for key, value in among.items() if key != "count"}
    return (
        what.get("of") == "base_stats"
        and whole(what.get("value"))
        and bound
        and counting.counted(plain)
    )


def _exists(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """ "s'il y a au moins deux cartes épuisées en Réserve": as many objects as it says;
    "si vous avez au moins trois statistiques de base de 0 parmi ...": as many of those
    statistics among the objects it names."""
    what = test["what"]
    if what.get("of") != "base_stats":
        return counting.at_least(game, what, ctx, None)
    among = {key: value for key, value in what["among"].items() if key != "count"}
    cards = counting.found(game, among, ctx, None, lambda: "is what it counts")
    total = sum(_zero_stats(card, int(what["value"])) for card in cards)
    return total >= int(what.get("count", {"at_least": 1})["at_least"])


# The Expeditions a test of standing names ("Si mon Expédition est en retard" / "If my
# Expedition is behind": ``expedition: mine``): "son Expédition" / "its Expedition" (the
# one the card "it" names is in), "votre Expédition Héros" / "your Hero Expedition".
MY_EXPEDITION = {"zone": "expedition", "expedition": "mine"}
ITS_EXPEDITION = {"role": "object", "controlled_by": "it", "type": ["expedition"]}
YOUR_EXPEDITIONS = {
    e: {"role": "object", "controlled_by": "controller", "type": ["expedition"], "expedition": e}
    for e in EXPEDITIONS
}


def _standing_told(test: dict[str, Any]) -> bool:
    """Whether a test of standing names one Expedition this world finds (mine, its, your
    Hero or Companion one: "votre Expédition" alone, one of two, is not told) and standings
    it knows."""
    who = test.get("who")
    mine = test.get("expedition") == "mine" and who is None
    named = "expedition" not in test and (who == ITS_EXPEDITION or who in YOUR_EXPEDITIONS.values())
    return (mine or named) and standing.states(test.get("state")) is not None


def _named_expeditions(game: Engine, test: dict[str, Any], ctx: Ctx) -> list[tuple[Player, str]]:
    """The Expeditions a told test of standing names: mine (the one the effect's card is
    in), its (each card "it" names is in), or one of the controller's."""
    who = test.get("who")
    if who is None:
        found = expeditions.expeditions(game, MY_EXPEDITION, ctx)
        if isinstance(found, str):
            raise Unfollowed(found)
        return found
    if who != ITS_EXPEDITION:
        return [(ctx.player, str(who["expedition"]))]
    cards = counting.cards_named({"who": {"role": "it"}}, ctx)
    away = [c for c in cards if c.zone != "expedition"]
    if away:
        raise Unfollowed(f"which Expedition {away[0].name} is in (it is in no Expedition)")
    return [(game.player(c.side), c.expedition) for c in cards]


def _standing(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """ "si mon Expédition est en retard" / "if my Expedition is behind", "if your Hero
    Expedition is ahead", "si son Expédition est à égalité": each Expedition it names
    stands so (:mod:`.standing`; "behind or tied": one of them)."""
    why = standing.untold(game)
    if why is not None:
        raise Unfollowed(why)
    wanted = standing.states(test["state"]) or frozenset()
    found = _named_expeditions(game, test, ctx)
    return bool(found) and all(standing.stands(game, p, e, wanted) for p, e in found)


# What a player controls or has, counted in the places the selector says (``_controls``)
_PLAYERS_OBJECTS = Test(
    frozenset({"who", "what"}),
    lambda t: t.get("who") in counting.PLAYERS and counting.counted(t.get("what")),
    _controls,
)

TESTS: dict[str, Test] = {
    # "si j'ai au moins 2 boosts" / "if I have 4 or fewer boosts"
    "counters": Test(
        frozenset({"who", "counter", *BOUNDS}),
        _card_test(lambda t: _bound(t) is not None),
        _counters,
    ),
    # "s'il est [[Endormi]]" / "if I'm [[Boosted]]" (match: the statuses it tells)
    "status": Test(
        frozenset({"who", "status"}),
        _card_test(lambda t: not unmodelled_filter("status", t.get("status"))),
        _status,
    ),
    # "si son Coût de Main était de {3} ou plus" / "if its Hand Cost was {3} or more"
    "cost": Test(
        frozenset({"who", "kind", "min", "max"}),
        _card_test(lambda t: not unmodelled_filter("cost", _cost_of(t))),
        _cost,
    ),
    # "si vous contrôlez au moins deux Permanents" / "if you control a Landmark Permanent"
    "controls": _PLAYERS_OBJECTS,
    # "si vous avez au moins deux cartes en Réserve" / "if you have ...": counted alike
    "has": _PLAYERS_OBJECTS,
    # "s'il y a au moins deux cartes épuisées en Réserve" / "if there are ..."
    # "si vous avez au moins trois statistiques de base de 0 parmi ...": counted alike
    "exists": Test(
        frozenset({"what"}),
        lambda t: counting.counted(t.get("what")) or _base_stats_told(t.get("what")),
        _exists,
    ),
    # "si vous êtes le premier joueur" / "if your opponent is first player"
    "first_player": Test(frozenset({"who"}), lambda t: t.get("who") in counting.PLAYERS, _first),
    # "si votre main est vide" / "if your Reserve is empty"
    "empty": Test(frozenset({"place"}), _empty_told, _empty),
    # "si je suis dans une Expédition élevée" / "if I'm in an Ascended Expedition"
    # "si je suis dans une région mono-terrain" / "if I'm in a single-terrain region"
    "in_place": Test(
        frozenset({"who", "place"}),
        _card_test(lambda t: t.get("place") in (ASCENDED, region_conditions.SINGLE_TERRAIN)),
        _in_place,
    ),
    # "si je fais face à un Personnage" / "if I'm facing a Character", "if it's facing me",
    # "si je suis face à une Expédition en {O}" / "if I'm facing an Expedition in {O}"
    "facing": Test(
        frozenset({"who", "what"}),
        _card_test(
            lambda t: (
                t.get("what") == {"role": "self"}
                or counting.counted(t.get("what"))
                or region_conditions.expedition_in_terrain(t.get("what"))
            )
        ),
        _facing,
    ),
    # "si je suis en {V}" / "if I'm in {V}", "s'il est en {V}", "si ma région est {O}"
    "in_terrain": Test(
        frozenset({"who", "terrain"}),
        lambda t: (
            t.get("who") in (*counting.CARDS, region_conditions.MY_REGION)
            and region_conditions.terrains(t.get("terrain"))
        ),
        region_conditions.in_terrain,
    ),
    # "si je suis [En Contact]" / "if I'm not [In Contact]" (:data:`KEYWORDS`)
    "keyword": Test(
        frozenset({"who", "keyword"}),
        _card_test(lambda t: t.get("keyword") in region_conditions.KEYWORDS),
        region_conditions.keyword,
    ),
    # "si mon Expédition est en retard" / "if your Hero Expedition is ahead" (standing.py)
    "expedition": Test(frozenset({"who", "expedition", "state"}), _standing_told, _standing),
    # "si c'est un Personnage" / "if it's an Artist or Song": what kind of card it is
    "is": Test(frozenset({"who", "what"}), _card_test(_is_told), _is),
    # "si vous contrôlez un Permanent épuisé ou s'il y a une carte épuisée dans votre
    # Réserve": one of its tests holds, each one told
    "any": Test(frozenset({"of"}), _any_told, _any),
    # "si vous avez moins de cartes en Réserve qu'un adversaire ciblé" / "if an opponent
    # controls more Characters than you" (:data:`COMPARED`)
    **{
        name: Test(frozenset({"who", "what", "than"}), _compared_told, _compare)
        for name in COMPARED
    },
}

# Keys every told test may have besides its own: its name, "ne ... pas" and its words.
COMMON = frozenset({"test", "negated", "text"})


def told(test: dict[str, Any]) -> bool:
    """Whether the world tells the condition ``test`` (:data:`TESTS`)."""
    known = TESTS.get(str(test.get("test")))
    return known is not None and set(test) <= known.keys | COMMON and known.told(test)


def holds(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """Whether the told condition ``test`` holds now ("ne ... pas": ``negated``); raises
    :class:`Unfollowed` when a card it counts cannot be told."""
    return TESTS[str(test["test"])].holds(game, test, ctx) != bool(test.get("negated"))


# The conditions the world tells, by test, with the keys it follows: "si vous le faites" /
# "if you do" (``negated``: "si vous ne le faites pas"), a die's result ("• 1-3 : ...",
# "Sur 4+ — ...": of the die this effect rolled before it), "Sinon" / "Otherwise" (after an
# op whose condition was read: ``ops.run``); the state's (:data:`TESTS`) besides.
TOLD: dict[str, frozenset[str]] = {
    "done": frozenset({"test", "negated", "who", "verb", "what"}),
    "result": frozenset({"test", "result"}),
    "otherwise": frozenset({"test"}),
}


def untold(op: dict[str, Any], rolled: bool = False) -> bool:
    """Whether ``op``'s condition is one the world cannot tell: other than ``TOLD``'s, or a
    die's result when no die was rolled before it (``rolled``) or the result is not a
    number, a range or "N+"."""
    test = op.get("if") or {}
    keys = TOLD.get(str(test.get("test")))
    if not test:
        return False
    if test.get("test") in TESTS:
        return not told(test)
    if keys is None or set(test) - keys:
        return True
    if test["test"] == "done":
        return not _done_told(test)
    return test["test"] == "result" and not (rolled and die_range(test.get("result")))


# The verbs of "si vous avez mis un Personnage en Réserve de cette façon" / "if you put a
# Character in Reserve this way", "si vous avez défaussé une carte de cette façon": the ops
# of the step before that do so to what they name.
VERBS: dict[str, frozenset[str]] = {
    "put": frozenset({"resupply", "exhausted_resupply", "move"}),
    "discard": frozenset({"discard", "sabotage"}),
}


def _done_told(test: dict[str, Any]) -> bool:
    """Whether a ``done`` test is told: "si vous le faites", or "si vous avez mis un
    Personnage en Réserve de cette façon" (``verb``, ``what``: you, a verb of :data:`VERBS`,
    objects of a kind told where they are)."""
    if not {"who", "verb", "what"} & set(test):
        return True
    return (
        test.get("who") == {"role": "controller"}
        and test.get("verb") in VERBS
        and counting.counted(test.get("what"))
        and "count" not in test["what"]
    )


def _done_this_way(game: Engine, test: dict[str, Any], ctx: Ctx) -> bool:
    """Whether the step before, done, named an object of the kind ``test`` says, where it
    says ("un Personnage en Réserve": the card resupplied, a Character, in the Reserve);
    what it named not kept (:mod:`.binding`): :class:`Unfollowed`."""
    verb = str(test["verb"])
    if ctx.step not in VERBS[verb]:
        raise Unfollowed(f"what the step before did 'this way' (the op {ctx.step!r}: no {verb!r})")
    if ctx.last is None:
        raise Unfollowed("what the step before did 'this way' (it names nothing kept)")
    what = test["what"]
    cards = [thing for thing, _ in ctx.last if isinstance(thing, Card)]
    for card in cards:
        fits = object_fits({k: v for k, v in what.items() if k != "place"}, card, ctx.card)
        if fits is None:
            raise Unfollowed(f"whether {card.name} is what it was done to 'this way'")
        place = what.get("place")  # where it was put ("en Réserve"); none said: anywhere
        if fits and (place is None or places.holds(place, card, ctx.card)):
            return True
    return False


def skipped(game: Engine, op: dict[str, Any], ctx: Ctx) -> str | None:
    """Why an op under a condition is not done, or None (``ctx.held`` keeps whether a test
    of the game held, for a "Sinon" after it): "si vous le faites" / "if you do"
    (or "si vous ne le faites pas" / "if you don't": ``negated``) after the op before it;
    "Sinon" / "Otherwise" after a test that did not hold; a test of the game's state
    (:data:`TESTS`);
    a die's result other than its own ("• 1-3 : ..."), and "si vous (ne) le faites (pas)"
    after a step left out for such a result (it keeps its own condition, not its line's
    result: "• 1-3 : Vous pouvez m'épuiser. Si vous ne le faites pas, piochez une carte.")."""
    test = op.get("if") or {}
    if test.get("test") == "done" and ctx.off_result:
        return "not done: the step before is of a result the die did not roll"
    if test.get("test") == "result":
        if rolled(test["result"], ctx.rolled):
            return None
        return f"not done: the die rolled {ctx.rolled}, not {test['result']}"
    if test.get("test") == "otherwise":  # "Sinon": the condition before it did not hold
        return None if ctx.prior is False else "not done: the condition before it held"
    if test.get("test") in TESTS:
        ctx.held = holds(game, test, ctx)
        return None if ctx.held else f"not done: its condition ({test['test']}) does not hold"
    if test and ctx.done and "what" in test:  # "si vous avez mis ... de cette façon"
        if _done_this_way(game, test, ctx) != bool(test.get("negated")):
            return None
        return "not done: the step before was not done to what it names"
    if not test or bool(ctx.done) == (not test.get("negated")):
        return None
    return "not done: the step before was" + ("" if ctx.done else " not")
