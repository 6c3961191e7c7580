"""The compiled reaction: what the engine indexes by event and fires."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Reaction:
    """A power that can fire on an event, built from its IR by ``compiler.build``.

    ``event`` is the trigger's dotted event name (``"unparsed"`` when the trigger text could
    not be read: such a reaction never fires on its own). ``keywords`` is the Reaction
    keyword set of the homebrew system (empty under rulesets that do not use it).
    """

    name: str
    source: str
    action: str
    usage: str
    event: str
    actor: dict[str, Any] | None
    target: dict[str, Any] | None
    qualifiers: dict[str, Any] = field(default_factory=dict)
    keywords: frozenset[str] = frozenset()
    effects: tuple[dict[str, Any], ...] = ()
    trigger_text: str = ""
