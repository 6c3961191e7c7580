"""The compiled reaction: what the engine indexes by event and fires."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
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
class Part:
    """One whole trigger of a power: the trigger itself, or one of its ``either`` parts.

    ``by_event`` holds the ``qualifiers_by_event`` of the IR: what one event of the part
    alone requires, on top of the shared ``qualifiers`` (docs/phrases.md).
    """

    event: str
    actor: dict[str, Any] | None
    target: dict[str, Any] | None
    qualifiers: dict[str, Any] = field(default_factory=dict)
    alternatives: tuple[str, ...] = ()
    by_event: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def events(self) -> tuple[str, ...]:
        return (self.event, *self.alternatives) if self.event else ()

    def wanted(self, name: str) -> dict[str, Any]:
        """The qualifiers this part asks of its event ``name`` (shared + that event's own)."""
        own = self.by_event.get(name)
        return self.qualifiers | own if own else self.qualifiers


@dataclass(frozen=True)
class Reaction:
    """A power that can fire on an event, built from its IR by ``compiler.build``.

    ``event`` is the trigger's dotted event name (``"unparsed"`` when the trigger text could
    not be read: such a reaction never fires on its own); ``alternatives`` are further events
    it also fires on; ``qualifiers_by_event`` what one of those events alone requires, and
    ``either`` further whole triggers (:class:`Part`) any of which fires it too (see
    :attr:`parts`). ``keywords`` is the Reaction keyword set of the homebrew system (empty
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
    either: tuple[Part, ...] = ()
    qualifiers_by_event: dict[str, dict[str, Any]] = field(default_factory=dict)
    break_point: str | None = None
    origin: tuple[str, int, int] | None = None

    @property
    def effects(self) -> tuple[dict[str, Any], ...]:
        """Every op of the power: hit, then miss, then effect."""
        return self.hit_ops + self.miss_ops + self.effect_ops

    @cached_property
    def parts(self) -> tuple[Part, ...]:
        """The whole triggers any of which fires the power: its own, then ``either``."""
        if not self.event or self.event == "unparsed":
            return ()
        main = Part(
            self.event,
            self.actor,
            self.target,
            self.qualifiers,
            self.alternatives,
            self.qualifiers_by_event,
        )
        return (main, *self.either)

    @property
    def events(self) -> tuple[str, ...]:
        """Every event of every part (the trigger's event and alternatives, then either's)."""
        found = dict.fromkeys(e for part in self.parts for e in part.events)
        return tuple(found) if found else ((self.event,) if self.event else ())

    @property
    def attack_kind(self) -> str | None:
        """melee / ranged / area / close from the printed range, or None."""
        words = self.range.split()
        return _RANGE_KIND.get(words[0].lower()) if words else None

    @cached_property
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

        def either(part: dict[str, Any]) -> Part:
            return Part(
                part["event"],
                who(part.get("actor")),
                who(part.get("target")),
                dict(part.get("qualifiers") or {}),
                tuple(part.get("alternatives", ())),
                {k: dict(v) for k, v in (part.get("qualifiers_by_event") or {}).items()},
            )

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
            either=tuple(either(p) for p in trigger.get("either", ())),
            qualifiers_by_event={
                k: dict(v) for k, v in (trigger.get("qualifiers_by_event") or {}).items()
            },
            break_point=power.get("break_point"),
            origin=(origin["file"], origin["line"], origin["column"]) if origin else None,
        )
