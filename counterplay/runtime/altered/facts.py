"""The facts the Altered world gives the ruleset's predicates, its boundaries and choices.

``reaction.existed_before`` is R002-13: the reaction's card was where its abilities work
(R002-18) before the event, or the event is that card itself entering a visible zone (by
being played too: {H}, {R}, "Lorsque je suis joué", comprehensive rules 6.3.c).
``reaction.absent_from`` says where the card was then, when it did not exist.
``reaction.support_exhausted``: a support ability of a card exhausted in the Reserve as the
event happens ("Exhausted cards ... have no Support abilities", the cards' reminder text).
``trigger.cannot_activate`` is R002-28: a card in play as the event happens says the
reaction's trigger "cannot activate" (``cannot_activate`` of a card in a scenario: the
triggers, as the printed symbols ``J``, ``H``, ``R`` or event names, and whose reactions:
``opponents`` or ``everyone``); one that joins play later stops no activation made before.
"""

from __future__ import annotations

from typing import Any

from counterplay.runtime.altered.cards import IN_PLAY, VISIBLE, Card
from counterplay.runtime.predicates import Fact, Situation
from counterplay.runtime.reaction import Reaction


def _listed(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def symbol(reaction: Reaction) -> str:
    """The printed symbol of a reaction's trigger ({J}, {H}, {R}), else its event."""
    actor, target = reaction.actor or {}, reaction.target or {}
    joins = set(_listed(reaction.qualifiers.get("zone"))) <= {"expedition", "landmark"}
    if reaction.event == "zone.enter" and actor.get("role") == "self" and joins:
        return "J"
    if reaction.event == "card.play" and target.get("role") == "self":
        origin = reaction.qualifiers.get("from")
        return {"hand": "H", "reserve": "R"}.get(str(origin), reaction.event)
    return reaction.event


def _zone_before(s: Situation[Any], card: Card) -> str:
    """The zone ``card`` was in as the event found it (the event records the cards it moved)."""
    zone: str = s.event.parties.get("before", {}).get(card.name, card.zone)
    return zone


def _exhausted_support(s: Situation[Any]) -> bool:
    """A support ability of a card that was exhausted in the Reserve as the event happened
    (the card as the event found it: exhausted later, what it activated is still played,
    R002-14)."""
    owner = s.bound.owner
    if not isinstance(owner, Card) or not s.bound.reaction.details.get("support"):
        return False
    exhausted = s.event.parties.get("exhausted")
    return _zone_before(s, owner) == "reserve" and (
        owner.exhausted if exhausted is None else owner.name in exhausted
    )


def _existed_before(s: Situation[Any]) -> bool:
    owner = s.bound.owner
    if not isinstance(owner, Card) or s.bound.reaction.details.get("set_up"):
        return True  # a player's, or an Emblem an effect set up (delayed.py): it exists
    before = _zone_before(s, owner)
    if s.bound.reaction.details.get("support") and before == "reserve":
        return True  # exhausted there: reaction.support_exhausted says so
    if owner.works_in(before, s.bound.reaction):
        return True
    # the exception: the card's own reaction to itself entering a visible zone, by moving
    # there or by being played (comprehensive rules 6.3.c: "j, h and r abilities are
    # self-move Reactions", activated if they exist after the event, 6.3.e)
    reaction = s.bound.reaction
    itself = (reaction.actor or {}).get("role") == "self"
    entering = s.event.name == "zone.enter" and s.event.actor is owner
    played = (reaction.target or {}).get("role") == "self" and s.event.target is owner
    if s.event.name == "card.play" and played:
        return True
    return itself and entering and s.event.qualifiers.get("zone") in VISIBLE


# Where a card's abilities do not work, as a refusal says it (R002-18).
ZONE_WORDS: dict[str, str] = {
    "hand": "its player's Hand",
    "reserve": "the Reserve",
    "mana": "the Mana zone",
    "deck": "the deck",
    "discard": "the discard pile",
    "expedition": "an Expedition",
    "landmark": "the Landmark zone",
}


def _absent_from(s: Situation[Any]) -> str | None:
    """Where the reaction's card was before the event when it did not exist then (R002-13):
    the zone, in the game's words; None when it existed."""
    if _existed_before(s):
        return None
    zone = _zone_before(s, s.bound.owner)  # (a card: a player's reaction existed)
    return ZONE_WORDS.get(zone, zone)


def _cannot_activate(s: Situation[Any]) -> str | None:
    """The card in play when the event happened that says the reaction's trigger cannot
    activate: one that joins play later stops no Emblem-Reaction already in the Limbo,
    which its controller must still play (R002-04; asked again as it is played)."""
    owner = s.bound.owner
    mark = symbol(s.bound.reaction)
    for card in s.world.cards:
        rule = card.cannot_activate
        if not rule or mark not in rule.get("triggers", ()):
            continue
        if _zone_before(s, card) not in IN_PLAY:
            continue
        if rule.get("of", "opponents") == "everyone" or owner.controller != card.side:
            return f"{card.name} says {mark} abilities cannot activate"
    return None


FACTS: dict[str, Fact] = {
    "reaction.existed_before": (
        "the reaction's card was where its abilities work before the event, or the event is "
        "the card itself entering a visible zone (R002-13)",
        _existed_before,
    ),
    "reaction.support_exhausted": (
        "the reaction is a support ability of a card exhausted in the Reserve (the cards'"
        ' reminder text: "Exhausted cards ... have no Support abilities"; R002-18)',
        _exhausted_support,
    ),
    "reaction.absent_from": (
        "where the reaction's card was before the event when it did not exist then (R002-13,"
        " R002-18): the zone, in the game's words",
        _absent_from,
    ),
    "trigger.cannot_activate": (
        "a card in play says this reaction's trigger cannot activate (R002-28): which",
        _cannot_activate,
    ),
}

# The boundaries the world signals (scopes move on them) and the choices it asks players.
BOUNDARIES = ("day.start", "phase.start")
# The ruleset options (`options:`) the world's engine reads; an option no world reads is R025.
OPTIONS = ("free_spells_ignore_coriace",)
CHOICES = ("pay", "target", "expand", "may", "play")
