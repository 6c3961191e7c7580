"""The facts the 4E world gives the ruleset's predicates (``may_react``, ``requirements``,
``restrictions``): the owner's state, the triggering creature's, and everyone's state at the
start of the current turn (R003-03)."""

from __future__ import annotations

from typing import Any

from counterplay.runtime.dnd4e.recharges import why_expended
from counterplay.runtime.predicates import Fact, Situation


def _at_start(key: str) -> Any:
    def read(s: Situation[Any]) -> bool:
        return bool(s.world.at_turn_start.get(s.bound.owner.name, {}).get(key))

    return read


FACTS: dict[str, Fact] = {
    "owner.down": ("the owner is at 0 hit points or fewer", lambda s: s.bound.owner.down),
    "owner.conditions": (
        "the owner's conditions, in the order gained",
        lambda s: [c.name for c in s.bound.owner.conditions],
    ),
    "owner.bloodied": ("the owner is bloodied", lambda s: s.bound.owner.bloodied),
    "owner.ending_turn": (
        "the owner's turn is at its end: saving throws, end-of-turn effects (R001-10)",
        lambda s: s.world.ending is s.bound.owner,
    ),
    "owner.expended": (
        "the reaction's power is expended (used, not regained or recharged): why",
        why_expended,
    ),
    "owner.cannot_move": (
        "the owner cannot move now (down, immobilized, prone ...): its reason",
        lambda s: s.world.cannot_move(s.bound.owner),
    ),
    "event.actor.minion": (
        "the creature that does the event is a minion",
        lambda s: s.event.actor is not None and s.event.actor.minion,
    ),
    "turn_start.surprised": (
        "the owner was surprised at the start of the current turn",
        _at_start("surprised"),
    ),
    "turn_start.adjacent_to_enemy": (
        "the owner was adjacent to an enemy at the start of the current turn",
        _at_start("adjacent_to_enemy"),
    ),
    "turn_start.acted": (
        "the owner had already acted this round at the start of the current turn",
        _at_start("acted"),
    ),
}

# The boundaries the world signals (scopes move on them) and the choices it asks players.
BOUNDARIES = ("round.start", "turn.start", "turn.end")
# The ruleset options (`options:`) the world's engine reads; an option no world reads is R025.
OPTIONS = ("endurance",)
# The tags the world gives reactions besides their ruleset's (a ruleset's filters may name
# them): an effect's standing trigger (standing.py) is no action and no power of its user's.
TAGS = ("no_action", "standing")
CHOICES = ("forced", "move", "target", "keep", "dislike")
# The choices a preparation restriction may steer (`steers: {choice: ...}`, movement.py).
STEERED = ("forced", "move")
