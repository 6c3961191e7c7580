"""Players and cards: the parties of the Altered world.

Both answer the core's :class:`~counterplay.runtime.parties.Party`: a card's side and
controller are its controlling player's name, so "an opponent" is judged by the core's roles.
A card keeps its zone, statistics, counters, statuses, Coriace (Tough) value (and the text
of a Coriace under a condition the world does not tell) and abilities (compiled reactions,
quick actions and effects).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from counterplay.runtime.reaction import Reaction

# Zones (seed 002 and the Altered rules); the ones whose contents every player sees, and
# where a card's abilities work (R002-18: in play, the Reserve for support abilities, the
# Limbo for emblems).
ZONES = ("hand", "reserve", "expedition", "landmark", "limbo", "mana", "deck", "discard")
VISIBLE = frozenset({"reserve", "expedition", "landmark", "limbo", "discard"})
IN_PLAY = frozenset({"expedition", "landmark", "hero"})
# Where a token is before it is created and once it has ceased to exist: no zone.
NOWHERE = "nowhere"
STATS = ("forest", "mountain", "water")
# Each player's two expeditions (sub-zones of the Expedition zone), and each one's other.
EXPEDITIONS = ("hero", "companion")
OTHER_EXPEDITION = {"hero": "companion", "companion": "hero"}


@dataclass(eq=False)
class Thing:
    """What the core reads of any party."""

    name: str
    side: str
    prepared: str | None = None
    restrictions: dict[str, Any] = field(default_factory=dict)
    priority: list[str] = field(default_factory=list)
    disabled: set[str] = field(default_factory=set)

    @property
    def controller(self) -> str:
        return self.side


@dataclass(eq=False)
class Player(Thing):
    """A player: mana orbs (ready ones spent to pay), an anonymous deck, how far each of
    their expeditions has moved and which are Ascended, whether they passed this
    Afternoon."""

    mana: int = 0
    mana_used: int = 0
    deck: int = 0
    hand: int = 0  # cards drawn (anonymous; the named cards in hand are Cards)
    passed: bool = False
    position: dict[str, int] = field(default_factory=lambda: {"hero": 0, "companion": 0})
    ascended: set[str] = field(default_factory=set)  # their Expeditions Ascended until Rest
    held: set[str] = field(default_factory=set)  # their Expeditions that can't move forward


@dataclass(eq=False)
class Card(Thing):
    """A card (or token) in a zone, with its abilities compiled from its printed lines."""

    type: str = "character"
    zone: str = "hand"
    expedition: str = "hero"
    cost: int = 0
    reserve_cost: int = 0
    stats: dict[str, int] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=dict)
    statuses: set[str] = field(default_factory=set)
    subtypes: frozenset[str] = frozenset()  # "Animal", "Robot": as the IR names them
    gained_subtypes: frozenset[str] = frozenset()  # "je gagne ses sous-types": subtypes.py
    named: str = ""  # a token's name as the IR says it ("aerolith"): what "un Aérolithe" finds
    tough: int = 0
    tough_if: str = ""  # a Coriace under a condition not told: its text
    eternal: bool = False  # [Eternal]: stays in its Expedition at Rest
    eternal_if: str = ""  # an [Eternal] under a condition not told: its text
    eternal_when: dict[str, Any] | None = None  # that condition's test ("if"), when one
    exhausted: bool = False
    abilities: list[Reaction] = field(default_factory=list)
    cannot_activate: dict[str, Any] = field(default_factory=dict)
    moves: int = 0  # zones changed: each time a new object (rules 2.1.c)
    # the zone and Expedition it last left, and which object left them (its moves then):
    # where it was, as "son Expédition" / "its Expedition" reads it after (rules 6.3.k)
    left: tuple[str, str, int] | None = None

    def expedition_was(self) -> str | None:
        """The Expedition the card is in, or, the object it was having left one for the zone
        it is in now (its last move), the one it was in ("the token is created in the
        Expedition it was in before being moved", rules 6.3.k); None: neither."""
        if self.zone == "expedition":
            return self.expedition
        left = self.left
        if left is not None and left[0] == "expedition" and left[2] + 1 == self.moves:
            return left[1]
        return None

    def works_in(self, zone: str, reaction: Reaction) -> bool:
        """Does ``reaction`` work while the card is in ``zone`` (R002-18)? A support
        ability works in the Reserve while its card is ready ("Exhausted cards can't be
        played and have no Support abilities", the cards' reminder text)."""
        if reaction.details.get("support"):
            return zone == "reserve" and not self.exhausted
        return zone in IN_PLAY

    def statistic(self, stat: str) -> int:
        """The card's ``stat`` as Dusk counts it: the printed one, and 1 for each of its
        boosts ("Un boost est un compteur +1/+1/+1" / "A boost is a +1/+1/+1 counter",
        the cards' reminder text)."""
        return self.stats.get(stat, 0) + self.counters.get("boost", 0)

    def quick_actions(self) -> list[Reaction]:
        return [a for a in self.abilities if a.details.get("kind") == "quick_action"]

    def state(self) -> dict[str, Any]:
        """The card as the final state reports it."""
        return {
            "name": self.name,
            "controller": self.side,
            "zone": self.zone,
            "counters": dict(self.counters),
            "statuses": sorted(self.statuses),
            "exhausted": self.exhausted,
        }


def keyword_of(abilities: list[Reaction], keyword: str) -> tuple[list[dict[str, Any]], str]:
    """A card's printed ``keyword`` ([Coriace 2], [Éternel]): the ops of those that
    always hold, and the text of one under a condition the world does not tell ("Si ...,
    je suis [Coriace 2]"), for the trace; one given to others ("Les Personnages que vous
    contrôlez sont [Coriaces 2]": ``who``), of which the card may be one, is not told either.
    A support ability's ("{I} [Éternel].") works in the Reserve only (R002-18): not in play,
    so not here."""
    found = _printed(abilities, keyword)
    always = [op for op in found if not _untold(op)]
    told = (str(op.get("text", "")) for op in found if _untold(op))
    return always, next(told, "")


def _printed(abilities: list[Reaction], keyword: str) -> list[dict[str, Any]]:
    """The ops that print ``keyword`` on a card, its support abilities' left out."""
    return [
        op
        for a in abilities
        if not a.details.get("support")
        for op in a.part_ops("effect")
        if op.get("op") == "keyword" and op.get("keyword") == keyword
    ]


def _untold(op: dict[str, Any]) -> bool:
    """Whether a keyword op holds under a condition, or for others the world does not find."""
    return bool(op.get("if") or op.get("while") or "who" in op)


def keywords(abilities: list[Reaction]) -> dict[str, Any]:
    """The :class:`Card` fields its printed [Coriace X] and [Éternel] give (a card's, or a
    token's of a game's ``tokens:``): ``tough``, ``tough_if``, ``eternal``, ``eternal_if``."""
    toughs, tough_if = keyword_of(abilities, "tough")
    eternals, eternal_if = keyword_of(abilities, "eternal")
    return {
        "tough": sum(op.get("value", 0) for op in toughs),
        "tough_if": tough_if,
        "eternal": bool(eternals),
        "eternal_if": eternal_if,
        "eternal_when": _condition(abilities, "eternal"),
    }


def _condition(abilities: list[Reaction], keyword: str) -> dict[str, Any] | None:
    """The test of a card's ``keyword`` printed under a condition ("Si je suis en {V}, je
    suis [Éternel]": its ``if``), when it is its only one so printed (the one ``keyword_of``
    gives the text of): told at Rest by :mod:`.daily` when :mod:`.conditions` tells it
    ("si vous contrôlez au moins deux Personnages", a Region in a game that gives them);
    None when there is none, several, or one that holds while ("Tant que") or for others."""
    found = [op for op in _printed(abilities, keyword) if _untold(op)]
    if len(found) != 1 or found[0].get("while") or "who" in found[0]:
        return None
    test = found[0].get("if")
    return test if isinstance(test, dict) else None
