"""How many objects a player picks when the text leaves it to them: "Défaussez autant de
cartes de votre Réserve que vous le voulez" / "Discard any number of cards from your
Reserve", "Sacrifiez autant de Permanents que vous le voulez" (``count: any``, not targeted;
``unfollowed._selector``); and which options of a list (``options``).

The player picks one by one through the decision policies (scripted, else the default):
whether one more (``may``), then which (``target``), none to all of them. Unscripted, one
more is picked while one is left, as "jusqu'à N" / "up to N" targets are (targets.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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


# Why an "up to N" list's one more option, no answer scripted for, is picked.
UP_TO = "unscripted: 'jusqu'à' / 'up to' options are one more while one is left"


def options(game: Engine, player: Player, op: dict[str, Any]) -> list[int]:
    """The indexes of the ``choices`` of a ``choose`` op ``player`` picks, in the order
    printed: N of them ("Choose one:", ``options`` N), none to N ("Choose up to one:",
    ``{up_to: N}``: whether one more, ``may``, before each), one picked again when
    ``again`` ("You may pick the same option multiple times"); by text through the
    decision policies (scripted, else seeded)."""
    choices = op["choices"]
    number = op["options"]
    up_to = isinstance(number, dict)
    left = list(range(len(choices)))
    picked: list[int] = []
    for _ in range(int(number["up_to"] if up_to else number)):
        if not left or (up_to and not game.choose(player, "may", [True, False], UP_TO)):
            break
        text = game.choose(player, "option", [choices[k]["text"] for k in left])
        picked.append(next(k for k in left if choices[k]["text"] == text))
        if not op.get("again"):
            left.remove(picked[-1])
    return sorted(picked)
