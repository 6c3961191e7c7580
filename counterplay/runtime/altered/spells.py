"""A Spell played: the targets of its effect lines are chosen as it is played, and what
their Coriace adds is paid with its cost (R002-30: "spells ... targeting an opponent's object
with Coriace X cost X more"; "a spell played for free ignores it"), all or nothing: a Spell
whose cost and Coriace together cannot be paid is not played. An object its lines target
more than once adds its Coriace once ("the Tough cost is paid only once per effect,
regardless of how many times the object is chosen as target", 7.4.7.f: the Spell costs X
more, not X a line). Its lines then resolve in order, each with the targets chosen for it
(:func:`.ops.effect`). Whether a Spell played for free pays is the ruleset option
``free_spells_ignore_coriace`` (the seed: it does not).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import ops, targets
from counterplay.runtime.altered.cards import Card, Player, Thing
from counterplay.runtime.events import Frame

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine

# One effect line of a Spell and the context it resolves in (None: not simulated, traced
# when its targets were to be chosen)
Line = tuple[dict[str, Any], ops.Ctx | None]


def prepare(
    game: Engine, me: Player, card: Card, frame: Frame[Thing], free: bool
) -> tuple[list[Line], int]:
    """Choose the targets of ``card``'s effect lines; the lines, and what the Coriace of
    the targets adds to its cost (none when ``free``: played for free, where the ruleset
    says that ignores Coriace)."""
    lines: list[Line] = []
    extra = 0
    paid: list[Card] = []  # an object targeted by several lines: its Coriace once (7.4.7.f)
    for ability in card.abilities:
        details = ability.details
        if details.get("kind") != "effect":
            continue
        ctx = ops.Ctx(card, me, frame)
        if details.get("option"):  # traced not simulated as it resolves (ops.effect)
            lines.append((details, ctx))
            continue
        effect = tuple((details.get("effect") or {}).get("ops") or ())
        added = targets.extra(game, ctx, effect, paid)
        lines.append((details, ctx if added is not None else None))
        extra += added or 0
    return lines, 0 if free else extra


def resolve(game: Engine, lines: list[Line]) -> None:
    """The Spell's lines, in order, each with the targets chosen for it."""
    for details, ctx in lines:
        if ctx is not None:
            ops.effect(game, details, ctx)
