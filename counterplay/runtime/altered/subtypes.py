"""Subtypes gained: "Je gagne ses sous-types" / "I gain its subtypes" (``subtypes.gain``).

The card gains every subtype the card "it" names has (those its game gives it and those it
has gained), as a subtype filter then tells them ("un Personnage Animal", "Lorsque vous
jouez un Robot"). Its reminder text says how long: "Je perds ces sous-types lorsque je
quitte la zone d'Expédition" / "I lose these subtypes when I leave the Expedition zone"; a
card changing zone is a new object (rules 2.1.c), which has only its own
(``Engine._new_object``), so it loses them on any move, and keeps them while it switches
Expeditions (rules 7.3.22.b: it leaves no zone). No event is dispatched: no trigger reads a
subtype gained. Which gains are followed: :func:`.unfollowed.subtypes_gain`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered.cards import Card

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx


def gain(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """The effect's card gains the subtypes of the cards "it" names that it has not;
    whether it gained any."""
    sources = [c for c in ctx.it if isinstance(c, Card)]
    card = ctx.card
    new = frozenset().union(*(c.subtypes | c.gained_subtypes for c in sources))
    added = new - card.subtypes - card.gained_subtypes
    if added:
        card.gained_subtypes |= added
        said = ", ".join(sorted(added))
        of = ", ".join(c.name for c in sources)
        text = f"{card.name} gains the subtypes of {of}: {said} (until it changes zone)"
        game.trace.note("note", ctx.frame.depth, text=text)
    return bool(added)
