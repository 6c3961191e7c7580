"""How many objects a player picks when the text leaves it to them: "Défaussez autant de
cartes de votre Réserve que vous le voulez" / "Discard any number of cards from your
Reserve", "Sacrifiez autant de Permanents que vous le voulez" (``count: any``, not targeted;
``unfollowed._selector``), "Épuisez jusqu'à deux cartes en Réserve" / "Exhaust up to two
cards in Reserve" (``count: {up_to: N}``, not targeted: none to N of them); and which
options of a list (``options``).

The player picks one by one through the decision policies (scripted, else the default):
whether one more (``may``), then which (``target``), none to all of them. Unscripted, one
more is picked while one is left, as "jusqu'à N" / "up to N" targets are (targets.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered.cards import Card, Player, Thing
from counterplay.runtime.reaction import whole

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine

# "autant que vous le voulez" / "any number" (``count: any``).
ANY = "any"

# Why an "any number" no answer is scripted for is every one of them.
ANY_NUMBER = "unscripted: 'autant que vous le voulez' / 'any number' is one more while one is left"
# Why an "up to N" of objects not targeted, no answer scripted for, is one more.
UP_TO_N = "unscripted: 'jusqu'à N' / 'up to N' is one more while one is left, N at most"


def any_number(
    game: Engine, player: Player, found: list[Card], most: int | None = None
) -> list[Thing]:
    """The objects of ``found`` ``player`` picks, one by one, none to all of them, or none
    to ``most`` ("Épuisez jusqu'à deux cartes en Réserve" / "Exhaust up to two cards in
    Reserve", not targeted: ``count: {up_to: N}``)."""
    picked: list[Thing] = []
    while (
        len(picked) < len(found)
        and (most is None or len(picked) < most)
        and game.choose(player, "may", [True, False], ANY_NUMBER if most is None else UP_TO_N)
    ):
        picked.append(game.choose(player, "target", [c for c in found if c not in picked]))
    return picked


# Why a list's one more option beyond those it must have ("jusqu'à" / "up to", "ou les deux"
# / "or both", "ou plus" / "or more"), no answer scripted for, is picked.
UP_TO = "unscripted: one more option ('jusqu'à' / 'up to', 'or both', 'or more') while one is left"

# The keys a count of options may have besides a whole number: "Choisissez jusqu'à l'un"
# (``up_to``), "l'un ou les deux" (``at_least`` 1, ``up_to`` 2), "un ou plus" (``at_least``).
BOUNDS = frozenset({"at_least", "up_to"})


def _whole(n: Any) -> bool:
    """A count of one or more (:func:`whole`: never a flag)."""
    return whole(n) and n >= 1


def bounds(number: Any) -> tuple[int, int | None] | None:
    """How many options a list's lead has picked, at least and at most (None: as many as
    it has): N ("Choose one:", N and N), ``{up_to: N}`` (none to N), ``{at_least: A,
    up_to: B}`` ("Choose one or both:", A to B), ``{at_least: A}`` ("Choose one or more:",
    A to all); None: a count it does not say so."""
    if _whole(number):
        return int(number), int(number)
    if not isinstance(number, dict) or not number or not set(number) <= BOUNDS:
        return None
    least, most = number.get("at_least", 0), number.get("up_to")
    if (least and not _whole(least)) or (most is not None and not _whole(most)):
        return None
    return None if most is not None and least > most else (int(least), most)


def options(
    game: Engine, player: Player, op: dict[str, Any], offered: Callable[[int], bool] | None = None
) -> list[int]:
    """The indexes of the ``choices`` of a ``choose`` op ``player`` picks, in the order
    printed: as many as its lead says (:func:`bounds`): those it must have, then whether
    one more (``may``) before each of the others it may have; one picked again when
    ``again`` ("You may pick the same option multiple times"); by text through the
    decision policies (scripted, else seeded). Only those ``offered`` says may be picked (an
    option whose cost cannot be paid: ``lists.payable``)."""
    choices = op["choices"]
    least, most = bounds(op["options"]) or (0, 0)
    left = [k for k in range(len(choices)) if offered is None or offered(k)]
    picked: list[int] = []
    while left and (most is None or len(picked) < most):
        if len(picked) >= least and not game.choose(player, "may", [True, False], UP_TO):
            break
        text = game.choose(player, "option", [choices[k]["text"] for k in left])
        picked.append(next(k for k in left if choices[k]["text"] == text))
        if not op.get("again"):
            left.remove(picked[-1])
    return sorted(picked)
