"""A change waiting for the next card its player plays: "Le prochain Personnage que vous jouez
ce tour-ci gagne 1 boost" / "The next Character you play this turn gains 1 boost", "... loses
[[Fleeting]]".

An op whose ``who`` names the next card of a kind its controller plays (``next_played_by``,
until the end of this turn or this Afternoon: ``until``; "de votre Réserve" / "from your
Reserve": ``from``) is not done as its effect resolves: it waits on the player (as a
discount does, :mod:`.discounts`), and the next card of that kind they play from Hand or
Reserve has it done once it has joined play (``Engine.play_card``): the card played is a new
object there (comprehensive rules 2.1.c: "Effects relating to the old object do not apply
to the new one"), so a boost or a status is the one in play's; one played from Reserve is
Fleeting as it joins play, and then loses it. It is used up; one not used by then ends
(``afternoon._expire``). A kind may say a base statistic ("Le prochain Personnage avec une
statistique de base 0 que vous jouez" / "The next Character with a base statistic of 0 you
play": ``base_stat``, one of its printed statistics, as ``match`` tells it), a subtype ("la
prochaine Chanson que vous jouez"), a Spell (done to as it is played: "Le prochain Sort
que vous jouez ce tour-ci perd [[Fugace]]", so it goes to the Reserve once resolved). Any
other kind (a Hero) or change is not followed: :func:`unfollowed`. "Le prochain Personnage
que vous jouez en {V}" / "The next Character you play in {V}": played into an Expedition
whose Region has that terrain (told in a game that gives the Adventure's `regions:`; in one
that does not, not simulated as it is set up: :data:`NO_REGIONS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from counterplay.runtime.altered.cards import STATS, Card
from counterplay.runtime.altered.discounts import UNTIL
from counterplay.runtime.altered.match import NOT_CARDS, TYPES, selector_fits, unmodelled_filter

# The changes that may wait for the next card played, done to it as "me" (``who: self``).
CHANGES = frozenset({"counter.gain", "status.gain", "status.lose"})
# The kinds of card it may be, of ``match.TYPES``: those that join play, and a Spell, done to
# as it is played (its Fleeting: ``Engine._spell``); "une carte" / "a card" any of them. A
# kind not of TYPES is a subtype ("la prochaine Chanson ou le prochain Artiste" / "the next
# Song or Artist"), as ``match`` tells it.
KINDS = frozenset(
    {"character", "permanent", "landmark_permanent", "landmark", "token", "spell", "card"}
)
# What their ``who`` may say: the kind of card, who plays it, until when, from where, and
# the terrain it is played in ("que vous jouez en {V}": :func:`terrains`).
WHO = frozenset({"role", "next_played_by", "type", "until", "from", "base_stat", "terrain"})
# Why a terrain played in is not told in a game that gives no Regions.
NO_REGIONS = "which Region it is played in (the game gives no `regions:`)"
FROM = ({"of": "controller", "zone": "reserve"}, {"of": "controller", "zone": "hand"})


@dataclass
class Waiting:
    """A change waiting for the next card of its kind its player plays."""

    player: str
    kind: dict[str, Any]  # the selector a card must fit ({role: object, type: [...]})
    origin: str | None  # the zone it must be played from ("de votre Réserve"), or any
    op: dict[str, Any]  # the change, done to the card played ("who": "me")
    until: str
    text: str = ""
    terrains: frozenset[str] | None = None  # "en {V}": one of these, where it is played


def terrains(who: Any) -> frozenset[str] | None:
    """The terrains "le prochain Personnage que vous jouez en {V}" / "the next Character you
    play in {V}" says (``terrain``: one, or each of several), of the Region of the Expedition
    it is played in (:mod:`.regions`); None: it says none."""
    said = who.get("terrain") if isinstance(who, dict) else None
    if said is None:
        return None
    return frozenset(said if isinstance(said, list) else [said])


def names(who: Any) -> bool:
    """Whether ``who`` names the next card a player plays."""
    return isinstance(who, dict) and "next_played_by" in who


def unfollowed(op: dict[str, Any]) -> str | None:
    """What of a change to the next card played the world does not follow, in the game's
    words (None: it follows it)."""
    who = op["who"]
    said = f"the objects it names (who: next_played_by={who.get('next_played_by')})"
    if op["op"] not in CHANGES or not set(who) <= WHO or who.get("role") != "object":
        return said
    if who["next_played_by"] != "controller" or who.get("from", FROM[0]) not in FROM:
        return said
    types = who.get("type") if isinstance(who.get("type"), list) else [who.get("type")]
    if any(
        not isinstance(t, str) or t in NOT_CARDS or (t in TYPES and t not in KINDS) for t in types
    ):
        return "the kind of card it names (who: type)"
    if "base_stat" in who and unmodelled_filter("base_stat", who["base_stat"]):
        return "the kind of card it names (who: base_stat)"
    said_terrains = terrains(who)
    if said_terrains is not None and not said_terrains <= set(STATS):
        return "the kind of card it names (who: terrain)"
    return None if who.get("until") in UNTIL else "how long it lasts"


def wait(player: str, op: dict[str, Any]) -> Waiting:
    """The change a followed op makes wait for ``player``'s next card of its kind."""
    who = op["who"]
    origin = (who.get("from") or {}).get("zone")
    change = {**op, "who": {"role": "self"}}
    kind = {"role": "object", "type": who["type"]}
    if "base_stat" in who:  # "avec une statistique de base 0"
        kind["base_stat"] = who["base_stat"]
    return Waiting(
        player, kind, origin, change, str(who["until"]), str(op.get("text", "")), terrains(who)
    )


def due(
    waiting: list[Waiting], player: str, card: Card, origin: str, where: frozenset[str]
) -> list[Waiting]:
    """The changes waiting that ``card``, played by ``player`` from ``origin`` into a Region
    of the terrains ``where`` (none: not into an Expedition), uses up: every one waiting for
    a card of its kind (played in one of its terrains, when it says some)."""
    return [
        w
        for w in waiting
        if w.player == player
        and w.origin in (None, origin)
        and selector_fits(w.kind, card, card) is None
        and (w.terrains is None or bool(w.terrains & where))
    ]
