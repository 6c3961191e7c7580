"""Cards put in a Mana zone by an effect: "Mettez-moi dans votre zone de Mana (en tant qu'Orbe
de Mana épuisé)", "Vous pouvez mettre une carte de votre Réserve dans votre zone de Mana en
tant qu'Orbe de Mana redressé", "Mettez la première carte de votre deck dans votre zone de
Mana" / "Put the top two cards of your deck in your Mana zone".

A card in a Mana zone is a Mana Orb (seed 002, 1.3.2.b: in the Morning players ready their
Characters, Permanents and Mana Orbs, and may put a card of their Hand in their Mana Zone);
the world counts a player's orbs (``Player.mana``) and how many are exhausted
(``mana_used``, readied at Prepare). An orb an effect adds is exhausted unless the text says
"redressé" / "ready" (``as``: ``exhausted: false``): every card of the corpus putting a card
there without saying so reminds "(en tant qu'Orbe de Mana épuisé)" / "(as an exhausted Mana
Orb)". The card changes zone (its events dispatched, reactions to it fire) and is a new
object (rules 2.1.c); a token leaving the Expedition zone ceases to exist (2.1.d) and is no
orb. A deck's top cards are those the game names there, else unnamed cards, as a resupply's
(:func:`.decks.take`).

"Redressez deux Orbes de Mana" / "Ready two Mana Orbs" (:func:`ready`): that many of the
effect's controller's exhausted orbs are readied (``mana_used`` less), as many as are
exhausted when fewer are (what cannot be done is left out, the rest done: comprehensive
rules 1.4.1.c); the text names no other player's, nor which of their orbs (they are alike).

Not followed (``unfollowed.py``): another player's Mana zone, an ``as`` other than a Mana
Orb, a Spell putting itself there as it resolves (``engine._play`` then sends a Spell to its
Reserve, or discards it; which wins the rules excerpts do not tell), a card put in "your"
Mana zone that another player owns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import decks
from counterplay.runtime.altered.cards import Card, Player
from counterplay.runtime.altered.decks import deck_top
from counterplay.runtime.reaction import whole

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# The Mana zones a card is put in that the world follows: the effect's controller's, and
# its owner's ("la zone de Mana de mon propriétaire" / "my owner's Mana zone").
ZONES = (
    {"of": "controller", "zone": "mana"},
    {"zone": "mana", "of": "player", "of_owner_of": "self"},
)

# What a card is put there as: a Mana Orb, ready or exhausted.
ORBS = (
    {"role": "object", "type": ["mana_orb"], "exhausted": False},
    {"role": "object", "type": ["mana_orb"], "exhausted": True},
)


def as_unfollowed(value: Any) -> str | None:
    """Why what a card is put as is not followed (None: a Mana Orb, ready or exhausted)."""
    return None if value in ORBS else "what it is put as"


def unfollowed(op: dict[str, Any]) -> str | None:
    """Why a ``move`` is not followed for its Mana zone (None: it is): ``as`` and a deck's
    top cards only with a Mana zone the world follows."""
    to_mana = op.get("to") in ZONES
    if "as" in op and not to_mana:
        return f"what it is put as (as, to: {op.get('to')})"
    if deck_top(op.get("what")) is not None and not to_mana:
        return "where it is put (a deck's top cards, not to a Mana zone)"
    return None


def _orb(game: Engine, who: Player, exhausted: bool, ctx: Ctx) -> None:
    who.mana += 1
    if exhausted:
        who.mana_used += 1
    state = "exhausted" if exhausted else "ready"
    game.trace.note("mana", ctx.frame.depth, player=who.name, orbs=who.mana, added=state)


def cards(game: Engine, op: dict[str, Any], ctx: Ctx) -> list[Card] | None:
    """The top cards of the controller's deck ``op`` puts in a Mana zone (fewer if it holds
    fewer: :func:`.decks.take`), or None when it names no deck's top cards."""
    top = deck_top(op.get("what"))
    return None if top is None else decks.take(game, ctx.player, top)


def refused(cards: list[Card], ctx: Ctx) -> str | None:
    """Why ``cards`` are not put in a Mana zone, or None: a Spell putting itself there as it
    resolves is then sent to its Reserve (which wins is not told)."""
    if any(c is ctx.card and c.type == "spell" for c in cards):
        return "a Spell put in a Mana zone as it resolves (then sent to its Reserve)"
    return None


def spell_refused(op: dict[str, Any]) -> bool:
    """Whether ``op``, of a Spell, puts the Spell itself in a Mana zone (:func:`refused`)."""
    return op.get("op") == "move" and op.get("what") == {"role": "self"} and op.get("to") in ZONES


def put(game: Engine, op: dict[str, Any], ctx: Ctx, cards: list[Card]) -> bool:
    """Put ``cards`` in a Mana zone, each an orb of its owner's, exhausted unless ``op``
    says ready; whether one was put there."""
    exhausted = bool((op.get("as") or ORBS[1])["exhausted"])
    done = False
    for card in cards:
        if card.zone == "mana":
            continue
        game.move(card, "mana", ctx.frame)
        if card.zone == "mana":  # a token from the Expedition zone is gone (rules 2.1.d)
            _orb(game, game.player(card.side), exhausted, ctx)
        done = True
    return done


# What "Redressez deux Orbes de Mana" / "Ready two Mana Orbs" names: Mana Orbs, how many.
ORB_KEYS = frozenset({"role", "type", "count"})


def orbs(what: Any) -> int | None:
    """How many Mana Orbs ``what`` names to ready ("un Orbe de Mana": one, "deux": two), or
    None when it names no orbs, or names them with a filter, a place or a count the world
    does not follow ("un Orbe de Mana ciblé", "vos Orbes de Mana")."""
    if not isinstance(what, dict) or set(what) - ORB_KEYS:
        return None
    if what.get("role") != "object" or what.get("type") != ["mana_orb"]:
        return None
    count = what.get("count", 1)
    return count if whole(count) and count >= 1 else None


def ready(game: Engine, op: dict[str, Any], ctx: Ctx) -> bool:
    """Ready as many of the controller's exhausted Mana Orbs as ``op`` names (fewer when
    fewer are exhausted); whether one was."""
    me, wanted = ctx.player, orbs(op.get("what")) or 0
    readied = min(wanted, me.mana_used)
    me.mana_used -= readied
    if readied:
        left = me.mana - me.mana_used
        game.trace.note("orbs", ctx.frame.depth, player=me.name, readied=readied, ready=left)
    return readied > 0
