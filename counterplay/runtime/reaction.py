"""The compiled reaction: what the engine indexes by event and fires."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

# Printed range -> attack kind ("Melee weapon", "Ranged 10", "Area burst 1 within 10",
# "Close blast 3"); the first word decides.
# The basic attacks every creature has (name -> printed range).
BASIC_ATTACKS = {
    "Melee Basic Attack": "Melee weapon",
    "Ranged Basic Attack": "Ranged 10",
}

_RANGE_KIND = {"melee": "melee", "ranged": "ranged", "area": "area", "close": "close"}
_DEFENSE = re.compile(r"\bvs\.?\s*(ac|fortitude|reflex|will)\b", re.IGNORECASE)
_REACH = re.compile(r"\b(?:ranged|melee|burst|blast)\s+(\d+)", re.IGNORECASE)


@dataclass(frozen=True)
class Reaction:
    """A power that can fire on an event, built from its IR by ``compiler.build``.

    ``event`` is the trigger's dotted event name (``"unparsed"`` when the trigger text could
    not be read: such a reaction never fires on its own); ``alternatives`` are further events
    it also fires on. ``keywords`` is the Reaction keyword set of the homebrew system (empty
    under rulesets that do not use it); ``power_keywords`` are the power's own (fire, weapon).
    Powers without a trigger are built too (``event`` is ``""``): scripted attacks use them.
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
    trigger_text: str = ""
    alternatives: tuple[str, ...] = ()
    power_keywords: frozenset[str] = frozenset()
    range: str = ""
    defense: str | None = None
    hit_ops: tuple[dict[str, Any], ...] = ()
    miss_ops: tuple[dict[str, Any], ...] = ()
    effect_ops: tuple[dict[str, Any], ...] = ()
    requires: tuple[str, ...] = ()
    break_point: str | None = None
    origin: tuple[str, int, int] | None = None

    @property
    def effects(self) -> tuple[dict[str, Any], ...]:
        """Every op of the power: hit, then miss, then effect."""
        return self.hit_ops + self.miss_ops + self.effect_ops

    @property
    def events(self) -> tuple[str, ...]:
        """The trigger's event and its alternatives."""
        return (self.event, *self.alternatives) if self.event else ()

    @property
    def attack_kind(self) -> str | None:
        """melee / ranged / area / close from the printed range, or None."""
        words = self.range.split()
        return _RANGE_KIND.get(words[0].lower()) if words else None

    @property
    def reach(self) -> int:
        """How far the power reaches in squares (melee 1 unless printed otherwise)."""
        found = _REACH.search(self.range)
        if found:
            return int(found.group(1))
        return 1 if self.attack_kind in ("melee", None) else 10

    @classmethod
    def from_ir(cls, power: dict[str, Any]) -> Reaction:
        """Build from one IR power dict (see DESIGN.md and the IR schema)."""
        trigger = power.get("trigger") or {}
        origin = power.get("origin")

        def ops(name: str) -> tuple[dict[str, Any], ...]:
            return tuple(power[name]["ops"]) if power.get(name) else ()

        attack = power.get("attack") or ""
        found = _DEFENSE.search(attack)
        monster = power.get("monster")

        def who(selector: dict[str, Any] | None) -> dict[str, Any] | None:
            # A monster's trigger names the monster itself ("the dragon is bloodied"):
            # whoever owns this power, under any name in a scenario.
            if selector and selector.get("role") == "named" and selector.get("name") == monster:
                return {k: v for k, v in selector.items() if k != "name"} | {"role": "self"}
            return selector

        return cls(
            name=power["name"],
            source=power.get("source", ""),
            action=power.get("action", ""),
            usage=power.get("usage", "at-will"),
            event=trigger.get("event", ""),
            actor=who(trigger.get("actor")),
            target=who(trigger.get("target")),
            qualifiers=dict(trigger.get("qualifiers") or {}),
            keywords=frozenset(power.get("reaction", [])),
            trigger_text=trigger.get("text", ""),
            alternatives=tuple(trigger.get("alternatives", ())),
            power_keywords=frozenset(power.get("keywords", [])),
            range=power.get("range") or "",
            defense=found.group(1).lower() if found else ("ac" if attack else None),
            hit_ops=ops("hit"),
            miss_ops=ops("miss"),
            effect_ops=ops("effect"),
            requires=tuple(power.get("requires", ())),
            break_point=power.get("break_point"),
            origin=(origin["file"], origin["line"], origin["column"]) if origin else None,
        )
