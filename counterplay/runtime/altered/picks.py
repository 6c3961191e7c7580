"""How many objects a player picks when the text leaves it to them: "Défaussez autant de
cartes de votre Réserve que vous le voulez" / "Discard any number of cards from your
Reserve", "Sacrifiez autant de Permanents que vous le voulez" (``count: any``, not targeted;
``unfollowed._selector``).

The player picks one by one through the decision policies (scripted, else the default):
whether one more (``may``), then which (``target``), none to all of them. Unscripted, one
more is picked while one is left, as "jusqu'à N" / "up to N" targets are (targets.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from counterplay.runtime.altered.cards import Card, Player, Thing

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine

# "autant que vous le voulez" / "any number" (``count: any``).
ANY = "any"

# Why an "any number" no answer is scripted for is every one of them.
ANY_NUMBER = "unscripted: 'autant que vous le voulez' / 'any number' is one more while one is left"


def any_number(game: Engine, player: Player, found: list[Card]) -> list[Thing]:
    """The objects of ``found`` ``player`` picks, one by one, none to all of them."""
    picked: list[Thing] = []
    while len(picked) < len(found) and game.choose(player, "may", [True, False], ANY_NUMBER):
        picked.append(game.choose(player, "target", [c for c in found if c not in picked]))
    return picked
