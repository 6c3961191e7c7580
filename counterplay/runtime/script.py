"""What a scenario scripts: one action of a turn, as the worlds that take such actions read it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from counterplay.diagnostics import Span


@dataclass
class Action:
    """One scripted action: its ``kind`` (a word of the world that plays it), its arguments,
    and where the script says it (for the diagnostics of an action refused)."""

    kind: str
    args: dict[str, Any] = field(default_factory=dict)
    span: Span | None = None
