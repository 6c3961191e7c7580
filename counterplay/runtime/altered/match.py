"""Does a reaction's trigger fit an event? The Altered world's judgement for the core.

A trigger fits when one of its parts names the event (or a dotted prefix of it), its actor
and target selectors fit the event's actor and target as seen from the reaction's card, and
every qualifier it asks for is one the event has. A selector filter or qualifier this world
does not model never fits, and the reason says so: a reaction never fires on a guess.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from counterplay.runtime.altered.cards import EXPEDITIONS, STATS, Card, Player, Thing
from counterplay.runtime.dispatch import prefixes
from counterplay.runtime.events import Bound, Event
from counterplay.runtime.reaction import Part, whole
from counterplay.runtime.trace import either

# The controllers a ``controlled_by`` filter names that the world tells.
WHOSE = ("controller", "opponent")


def whose(word: Any, owner: Thing) -> Callable[[str], bool]:
    """``controller`` / ``opponent`` as seen from the reaction's card, as a test on a
    player's name."""
    if word == "controller":
        return lambda name: name == owner.controller
    if word == "opponent":
        return lambda name: name != owner.controller
    return lambda name: False


# The kinds of object a ``type`` filter may name that a card's type tells: each with the
# card types it covers ("une carte": any; a Permanent: either kind of Permanent).
TYPES: dict[str, frozenset[str] | None] = {
    "card": None,
    "character": frozenset({"character"}),
    "permanent": frozenset({"permanent", "landmark_permanent", "expedition_permanent"}),
    "landmark_permanent": frozenset({"landmark_permanent"}),
    # "un Repère" / "a Landmark": a Landmark Permanent, what a Landmark zone holds
    "landmark": frozenset({"landmark_permanent"}),
    "expedition_permanent": frozenset({"expedition_permanent"}),
    "spell": frozenset({"spell"}),
    "hero": frozenset({"hero"}),
    "token": frozenset({"token"}),
}
# Objects a ``type`` filter may name that are no card of this world (an Expedition, a
# region, a Mana Orb, the deck's top card): never told. Any other word is a subtype
# ("Animal", "Plante", "Robot"), which a card has when its game (or the token's text) says.
NOT_CARDS = frozenset({"expedition", "region", "mana_orb", "terrain_marker", "top_card"})


def _is(kind: str, who: Card) -> bool:
    """Whether ``who`` has the subtype ``kind``, or is a token of that name ("Sacrifiez un
    Aérolithe", "un Personnage Scarabot": a name is read where a subtype is)."""
    return kind in who.subtypes or kind in who.gained_subtypes or kind == who.named


def _kind_fits(kind: str, who: Card) -> bool:
    """Whether ``who`` is of the kind ``kind`` (a type of TYPES, else a subtype or name)."""
    if kind not in TYPES:
        return _is(kind, who)
    types = TYPES[kind]
    return types is None or who.type in types or (kind == "token" and "token" in who.statuses)


def _type_fits(value: Any, who: Card) -> bool | None:
    wanted = value if isinstance(value, list) else [value]
    if any(w in NOT_CARDS for w in wanted):
        return None
    if not who.type:  # an unnamed card (from the deck): only "une carte" / "a card" is told
        return True if "card" in wanted else None
    return any(_kind_fits(str(kind), who) for kind in wanted)


def _subtype_fits(value: Any, who: Card) -> bool | None:
    """ "un Personnage Animal ou Plante": one of the subtypes said (its type apart)."""
    if not who.type:
        return None
    return any(_is(str(kind), who) for kind in _one_of(value))


# Statuses a card's state tells besides those it is given: Boosted is having a boost.
DERIVED_STATUSES: dict[str, Callable[[Card], bool]] = {
    "boosted": lambda card: card.counters.get("boost", 0) > 0,
}


# The statuses a card is given (a game's ``statuses``).
GIVEN_STATUSES = frozenset({"fleeting", "anchored", "asleep", "token"})


def _status_fits(value: Any, who: Card) -> bool | None:
    wanted = value if isinstance(value, list) else [value]
    if any(w not in GIVEN_STATUSES and w not in DERIVED_STATUSES for w in wanted):
        return None
    return any(
        w in who.statuses or (w in DERIVED_STATUSES and DERIVED_STATUSES[w](who)) for w in wanted
    )


# The costs a ``cost`` filter may name ("de Coût de Main {3} ou moins" / "with Hand Cost
# {3} or less"): a card's Hand Cost and Reserve Cost as its game gives them. A token, a Hero
# or a card from the deck (unnamed) has none the game gives: not told.
COSTS: dict[str, Callable[[Card], int]] = {
    "hand": lambda card: card.cost,
    "reserve": lambda card: card.reserve_cost,
    # "Coût de Base" / "Base Cost", as its reminder text says: "Reserve Cost if from
    # Reserve, Hand Cost otherwise"
    "base": lambda card: card.reserve_cost if card.zone == "reserve" else card.cost,
}
# Its bounds: "{N} ou moins" (max), "{N} ou plus" (min).
COST_BOUNDS: dict[str, Callable[[int, int], bool]] = {
    "max": lambda cost, bound: cost <= bound,
    "min": lambda cost, bound: cost >= bound,
}


def cost_fits(value: Any, who: Card) -> bool | None:
    """Whether ``who``'s cost is the one ``value`` says (``{kind: hand, max: 3}``); None
    when it cannot be told (a token, a Hero, a card from the deck: no cost its game gives)."""
    if not isinstance(value, dict) or value.get("kind") not in COSTS:
        return None
    bounds = {k: v for k, v in value.items() if k != "kind"}
    if not bounds or any(k not in COST_BOUNDS or not whole(v) for k, v in bounds.items()):
        return None
    if not who.type or who.type == "hero" or "token" in who.statuses:
        return None
    cost = COSTS[value["kind"]](who)
    return all(COST_BOUNDS[k](cost, v) for k, v in bounds.items())


def total_cost_fits(value: Any, who: Card) -> bool | None:
    """ "avec un Coût de Main total de {6} ou moins" / "with a total Hand Cost of {6} or
    less": each one alone within the bound (the sum of those chosen is kept within it as
    they are chosen: :func:`within_total`); only "or less" is told (a cost is never below 0)."""
    if not isinstance(value, dict) or set(value) != {"kind", "max"}:
        return None
    return cost_fits(value, who)


def within_total(selector: dict[str, Any], chosen: list[Card], who: Card) -> bool:
    """Whether ``who`` chosen beside ``chosen`` keeps their total cost within the bound of
    ``selector``'s ``total_cost`` (none: it does)."""
    total = selector.get("total_cost")
    if not isinstance(total, dict) or total_cost_fits(total, who) is None:
        return True
    cost = COSTS[total["kind"]]
    return sum(cost(card) for card in chosen) + cost(who) <= int(total["max"])


def _base_stat(value: Any, who: Card) -> bool | None:
    """ "un Personnage avec une statistique de base 0" / "a Character with a base statistic
    of 0": one of its printed statistics is that (none given: 0, as Dusk counts them). A
    card that is no Character has none; an unnamed card's are not told."""
    if not whole(value) or not who.type:
        return None
    if who.type != "character" and "token" not in who.statuses:
        return False
    return any(who.stats.get(stat, 0) == value for stat in STATS)


# A ``stat`` filter's bounds ("de 3 ou plus" / "of 3 or more", "de 2 ou moins", "de 0"):
# a cost's, and a statistic equal to the number.
STAT_BOUNDS: dict[str, Callable[[int, int], bool]] = {
    **COST_BOUNDS,
    "equal": lambda stat, bound: stat == bound,
}


def _stats_said(value: dict[str, Any]) -> tuple[str, ...] | None:
    """The statistics a ``stat`` filter bounds: one terrain's ("une statistique {V}" / "a
    {V} statistic"), or each of them ("dont aucune statistique n'est supérieure à 3" /
    "with no statistic over 3": ``all``); None when it says neither."""
    if value.get("all") is True and "terrain" not in value:
        return STATS
    if value.get("terrain") in STATS and "all" not in value:
        return (str(value["terrain"]),)
    return None


def stat_fits(value: Any, who: Card) -> bool | None:
    """ "avec une statistique {V} de 3 ou plus" / "with a {V} statistic of 3 or more",
    "whose {M} statistic is 2 or less", "with no statistic over 3": each statistic named is
    within the bounds, as Dusk counts it (boosts included: ``Card.statistic``). A card that
    is no Character has no statistic: none of a terrain, and "no statistic over" is not
    told of it; an unnamed card's are not told, nor a bound that is no number ("less than
    or equal to mine"), nor "the highest"."""
    if not isinstance(value, dict) or not who.type:
        return None
    said = _stats_said(value)
    bounds = {k: v for k, v in value.items() if k not in ("terrain", "all")}
    if said is None or not bounds:
        return None
    if any(k not in STAT_BOUNDS or not whole(v) for k, v in bounds.items()):
        return None
    if who.type != "character" and "token" not in who.statuses:
        return False if "terrain" in value else None
    return all(STAT_BOUNDS[k](who.statistic(stat), v) for stat in said for k, v in bounds.items())


def faces(who: Thing, of: Thing) -> bool:
    """Whether the card ``who`` faces the card ``of`` ("qui me fait face" / "facing me"):
    each in an Expedition, of opponents, the same one (hero or companion): the Expeditions
    compared at Dusk (seed 002, 1.3.2.e: "l'expédition adverse"; ``daily.progress``).
    Nothing faces a card in no Expedition."""
    return (
        isinstance(who, Card)
        and isinstance(of, Card)
        and who.zone == of.zone == "expedition"
        and who.side != of.side
        and who.expedition == of.expedition
    )


# Filters of the objects chosen together, not of each alone ("with a total Hand Cost of
# {6} or less"): told only of targets chosen "up to N", as they are chosen (targets.py,
# ``unfollowed._selector``); any other use of them is not.
TOGETHER = frozenset({"total_cost"})


def unmodelled_filter(key: str, value: Any, together: bool = False) -> bool:
    """Whether this world cannot tell the object filter ``key: value`` of any card (one of
    :data:`TOGETHER` only of targets chosen together: ``together``)."""
    if key in TOGETHER and not together:
        return True
    probe = Card("probe", "nobody")
    return _filter(key, value, probe, probe) is None


def _filter(key: str, value: Any, who: Card, owner: Thing) -> bool | None:
    """One object filter of a selector; None when this world does not model it."""
    if key == "type":
        return _type_fits(value, who)
    if key == "subtype":
        return _subtype_fits(value, who)
    if key == "other":
        return (who is not owner) == bool(value)
    if key == "token":
        return ("token" in who.statuses) == bool(value)
    if key == "controlled_by":  # "it", a chosen player: not told
        return whose(value, owner)(who.side) if value in WHOSE else None
    if key == "exhausted":
        return who.exhausted == bool(value)
    if key == "status":
        return _status_fits(value, who)
    if key == "cost":
        return cost_fits(value, who)
    if key == "base_stat":  # "avec une statistique de base 0": one printed statistic
        return _base_stat(value, who)
    if key == "total_cost":  # "with a total Hand Cost of {6} or less": each within it
        return total_cost_fits(value, who)
    if key == "stat":  # "avec une statistique {V} de 3 ou plus", "no statistic over 3"
        return stat_fits(value, who)
    if key == "facing_me":  # "un Personnage qui me fait face" / "a Character facing me"
        return faces(who, owner) == bool(value)
    return None


def object_fits(selector: dict[str, Any], who: Card, owner: Thing) -> bool | None:
    """Whether the card ``who`` fits the object filters of an op's ``selector``, seen from
    ``owner`` (its ``place`` aside: ``places.holds``); None when one cannot be told of it (a
    resupplied card's type)."""
    for key, value in selector.items():
        if key in ("role", "targeted", "count", "place"):
            continue
        fits = _filter(key, value, who, owner)
        if not fits:
            return fits
    return True


def selector_fits(selector: dict[str, Any] | None, who: Thing | None, owner: Thing) -> str | None:
    """Why ``who`` is not what ``selector`` names, seen from ``owner`` (None: it is)."""
    if selector is None:
        return None
    role = selector.get("role")
    if who is None:
        return f"nobody is the {role}"
    if role == "self":
        return None if who is owner else f"{who.name} is not {owner.name}"
    if role in ("controller", "opponent", "player"):
        if not isinstance(who, Player):
            return f"{who.name} is not a player"
        if role == "player" or whose(role, owner)(who.name):
            return None
        return f"{who.name} is not {owner.name}'s {role}"
    if role != "object":
        return f"the selector {role!r} is not modelled"
    if not isinstance(who, Card):
        return f"{who.name} is not a card"
    for key, value in selector.items():
        if key in ("role", "targeted", "count"):  # how many, and whether chosen: not a filter
            continue
        fits = _filter(key, value, who, owner)
        if fits is None:
            return f"cannot tell {key}={either(value)} of {who.name} (not modelled)"
        if not fits:
            return f"{who.name} is not {key}={either(value)}"
    return None


def _one_of(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


# The highest result "N+" covers: any (a die's result increased past 6 still is "6+").
MORE = 1_000_000


def die_range(want: Any) -> tuple[int, int] | None:
    """The results a die's result as the text names it covers: "un 6" / "a 6", a range
    "1-3", or "4+" (4 or more: above 6 too, a result increased by an effect, dice.py);
    None when it is none of these."""
    said = str(want)
    low, _, high = said.partition("-")
    if said.endswith("+"):
        low, high = said[:-1], str(MORE)
    if not low.isdecimal() or not (high or low).isdecimal():
        return None
    return int(low), int(high or low)


def rolled(want: Any, got: Any) -> bool:
    """Whether a die's result ``got`` is the one the text names (``die_range``)."""
    bounds = die_range(want)
    return bounds is not None and isinstance(got, int) and bounds[0] <= got <= bounds[1]


# Qualifier -> how the event's facts satisfy it (the event's qualifier of the same name,
# unless said otherwise), seen from the reaction's card.
QUALIFIERS: dict[str, Callable[[Any, dict[str, Any], Thing], bool]] = {
    "zone": lambda want, got, owner: got.get("zone") in _one_of(want),
    "from": lambda want, got, owner: got.get("from") in _one_of(want),
    "of": lambda want, got, owner: whose(want, owner)(str(got.get("of"))),
    "phase": lambda want, got, owner: got.get("phase") in _one_of(want),
    "at_least": lambda want, got, owner: int(got.get("count", 0)) >= int(want),
    "first": lambda want, got, owner: bool(got.get("first")) == bool(want),
    "counter": lambda want, got, owner: got.get("counter") == want,
    "status": lambda want, got, owner: got.get("status") == want,
    "expedition": lambda want, got, owner: any(
        JOINED[w](got, owner) if w in JOINED else got.get("expedition") == w for w in _one_of(want)
    ),
    "result": lambda want, got, owner: rolled(want, got.get("result")),
}


def _told(want: Any) -> bool:
    return True


def _mine(got: dict[str, Any], owner: Thing) -> bool:
    """A card joined the Expedition ``owner`` is in ("rejoint mon Expédition")."""
    return (
        isinstance(owner, Card)
        and owner.zone == "expedition"
        and got.get("zone") == "expedition"
        and got.get("expedition") == owner.expedition
        and got.get("of") == owner.side
    )


def _facing(got: dict[str, Any], owner: Thing) -> bool:
    """A card joined the Expedition facing ``owner``'s (``faces``: an opponent's, the same
    kind)."""
    return (
        isinstance(owner, Card)
        and owner.zone == "expedition"
        and got.get("zone") == "expedition"
        and got.get("expedition") == owner.expedition
        and got.get("of") not in (None, owner.side)
    )


# Which Expedition a card joined, seen from the reaction's card: "rejoint mon Expédition" /
# "joins my Expedition", "the Expedition facing me", told of a card joining the Expedition
# zone (``zone.enter`` says which Expedition and whose). Switching Expeditions (rules
# 7.3.22.b) is no such event: ``Engine.switch`` says these reactions are not simulated then.
JOINED: dict[str, Callable[[dict[str, Any], Thing], bool]] = {"mine": _mine, "facing": _facing}


# The values of a qualifier the world's events carry; any other is not told, and a trigger
# naming it never fits and says so: a die result it cannot read.
TOLD: dict[str, Callable[[Any], bool]] = {
    "expedition": lambda want: all(w in EXPEDITIONS or w in JOINED for w in _one_of(want)),
    "result": lambda want: die_range(want) is not None,
}


def expedition_fits(selector: dict[str, Any], event: Event[Thing], owner: Thing) -> str | None:
    """Why the Expedition an event is of (a player's, the event's ``expedition``: "Lorsque
    mon Expédition avance" / "When my Expedition moves forward") is not the one ``selector``
    names (None: it is): "mon Expédition", the one the card is in; "votre Expédition", one
    of its controller's; an opponent's."""
    player, which = event.actor, event.qualifiers.get("expedition")
    if not isinstance(player, Player) or which not in EXPEDITIONS:
        return "the event is of no Expedition"
    for key, value in selector.items():
        if key in ("role", "type"):
            continue
        if key == "controlled_by" and value in WHOSE:
            fits = whose(value, owner)(player.name)
        elif key == "expedition" and value == "mine":  # the one this card is in
            fits = (
                isinstance(owner, Card)
                and owner.zone == "expedition"
                and owner.expedition == which
                and owner.controller == player.name
            )
        elif key == "expedition" and value in EXPEDITIONS:  # "votre Expédition Héros"
            fits = which == value
        else:
            return f"cannot tell {key}={either(value)} of an Expedition (not modelled)"
        if not fits:
            return f"{player.name}'s {which} Expedition is not {key}={either(value)}"
    return None


def _part_reason(part: Part, event: Event[Thing], owner: Thing) -> str | None:
    if not set(prefixes(event.name)) & set(part.events):
        return f"its trigger is {', '.join(part.events)}, not {event.name}"
    if part.actor is not None and part.actor.get("type") == ["expedition"]:  # not a card
        why = expedition_fits(part.actor, event, owner)
    else:
        why = selector_fits(part.actor, event.actor, owner)
    if why is None:
        why = selector_fits(part.target, event.target, owner)
    if why is not None:
        return why
    for key, want in part.wanted(event.name).items():
        judge = QUALIFIERS.get(key)
        if judge is None or not TOLD.get(key, _told)(want):
            return f"cannot tell {key}={either(want)} (not modelled)"
        if not judge(want, event.qualifiers, owner):
            return f"{key} is not {either(want)}"
    return None


def trigger_reason(bound: Bound[Thing], event: Event[Thing]) -> str | None:
    """Why the reaction's trigger does not fit the event (None when one part does and it
    has no condition: a condition after its trigger is not told, so it never fires)."""
    reasons = [_part_reason(part, event, bound.owner) for part in bound.reaction.parts]
    if any(r is None for r in reasons):
        condition = bound.reaction.details.get("condition")
        if condition:  # "{J} Si ... :" / "{J} If ...:": the world does not tell it
            return f"cannot tell its condition {condition.get('text', '')!r} (not modelled)"
        return None
    return reasons[0] if reasons else "its trigger was not read"
