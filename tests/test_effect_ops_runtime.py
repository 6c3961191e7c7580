"""Ops the runtime executes only in part: what it cannot count or model is recorded as not
simulated (docs/phrases.md), never done wrong."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from counterplay.runtime.dnd4e.effects import OPS


class _Notes:
    """An engine that only records its trace notes."""

    def __init__(self) -> None:
        self.notes: list[tuple[str, dict[str, Any]]] = []

    def note(self, kind: str, depth: int, **fields: Any) -> None:
        self.notes.append((kind, fields))


@pytest.mark.parametrize(
    "op",
    [
        {"op": "negate", "what": "damage", "text": "You take no damage from the attack."},
        {"op": "negate", "what": "prone", "text": "You are not knocked prone."},
        {"op": "negate", "what": "forced_movement", "text": "You ignore the forced movement."},
        {"op": "damage", "dice": "1d6", "per": "enhancement_bonus", "target": "target"},
        {
            "op": "damage",
            "amount": {"sum": [3, "wisdom modifier"]},
            "ongoing": True,
            "target": "target",
        },
    ],
)
def test_what_the_runtime_cannot_count_is_not_simulated(op: dict[str, Any]) -> None:
    engine = _Notes()
    ctx = SimpleNamespace(frame=SimpleNamespace(depth=0), trigger_frame=SimpleNamespace(lost=False))
    OPS[op["op"]](engine, op, ctx)  # type: ignore[arg-type]
    assert [(kind, fields["status"]) for kind, fields in engine.notes] == [("op", "not simulated")]
    assert ctx.trigger_frame.lost is False  # the triggering action goes on (R001-08)


def test_negating_the_attack_loses_the_triggering_action() -> None:
    engine = _Notes()
    ctx = SimpleNamespace(frame=SimpleNamespace(depth=0), trigger_frame=SimpleNamespace(lost=False))
    OPS["negate"](engine, {"op": "negate", "what": "attack"}, ctx)  # type: ignore[arg-type]
    assert ctx.trigger_frame.lost is True
