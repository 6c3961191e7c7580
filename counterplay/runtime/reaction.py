"""The compiled reaction: what the core indexes by event, limits and fires.

A reaction is read from one IR entry (DESIGN.md's contract): its trigger (the event, who does
it and to whom, the qualifiers, further alternatives), its printed action type and keywords
(which the ruleset turns into tags), and its ops by part (``effect``, and whatever parts a
game's IR has). What a game's world model reads besides (a printed range, say) stays in
:attr:`Reaction.details`, the IR entry itself, for that world to interpret.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypeGuard

Ops = tuple[dict[str, Any], ...]


def whole(value: Any) -> TypeGuard[int]:
    """Whether an op's field is a whole number the engine can count (``True`` is not 1:
    op fields come from text grammars and YAML, where a flag may stand where a count does)."""
    return isinstance(value, int) and not isinstance(value, bool)


def number(value: Any, default: int) -> int:
    """An op's numeric field; ops come from text grammars, so anything else is the default."""
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        return default  # (NaN is the one value unequal to itself)
    return int(max(-1000, min(1000, value)))  # clamped first: int() of infinity raises


@dataclass(frozen=True)
class Part:
    """One whole trigger of a reaction: the trigger itself, or one of its ``either`` parts.

    ``by_event`` holds the ``qualifiers_by_event`` of the IR: what one event of the part
    alone requires, on top of the shared ``qualifiers`` (docs/phrases.md); ``break_point``
    the point of its triggering action an ``either`` part resolves at when it has its own
    (a reaction declared in either of two procedures waits for the step of each).
    """

    event: str
    actor: dict[str, Any] | None
    target: dict[str, Any] | None
    qualifiers: dict[str, Any] = field(default_factory=dict)
    alternatives: tuple[str, ...] = ()
    by_event: dict[str, dict[str, Any]] = field(default_factory=dict)
    break_point: str | None = None

    @property
    def events(self) -> tuple[str, ...]:
        return (self.event, *self.alternatives) if self.event else ()

    def wanted(self, name: str) -> dict[str, Any]:
        """The qualifiers this part asks of its event ``name`` (shared + that event's own)."""
        own = self.by_event.get(name)
        return self.qualifiers | own if own else self.qualifiers


def ops_of(entry: dict[str, Any]) -> dict[str, Ops]:
    """The ops of an IR entry, by the part that holds them ("hit", "effect", ...)."""
    return {
        name: tuple(part["ops"])
        for name, part in entry.items()
        if isinstance(part, dict) and isinstance(part.get("ops"), list)
    }


@dataclass(frozen=True)
class Reaction:
    """A reaction that can fire on an event, built from its IR by ``compiler.build``.

    ``event`` is the trigger's dotted event name (``"unparsed"`` when the trigger text could
    not be read: such a reaction never fires on its own); ``alternatives`` are further events
    it also fires on; ``qualifiers_by_event`` what one of those events alone requires, and
    ``either`` further whole triggers (:class:`Part`) any of which fires it too (see
    :attr:`parts`). ``keywords`` is the keyword set a ruleset classifies by (the Reaction
    keywords of seed 000). Entries without a trigger are built too (``event`` is ``""``):
    a world may use them as scripted actions. ``requires`` names entries of the ruleset's
    ``requirements`` table; ``break_point`` a named point of the triggering action it waits
    for (the ruleset's ``break_points``); ``cost`` what one use takes from a limit that
    counts costs (a budget of points; 1 unless the IR says otherwise).
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
    requires: tuple[str, ...] = ()
    either: tuple[Part, ...] = ()
    qualifiers_by_event: dict[str, dict[str, Any]] = field(default_factory=dict)
    break_point: str | None = None
    origin: tuple[str, int, int] | None = None
    ops: dict[str, Ops] = field(default_factory=dict)
    details: dict[str, Any] = field(default_factory=dict)
    cost: int = 1

    def part_ops(self, *names: str) -> Ops:
        """The ops of the named parts, in the order named."""
        return tuple(op for name in names for op in self.ops.get(name, ()))

    @cached_property
    def parts(self) -> tuple[Part, ...]:
        """The whole triggers any of which fires the reaction: its own, then ``either``."""
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
    def break_points(self) -> tuple[str, ...]:
        """The points it may wait for: its own, then each ``either`` part's own."""
        points = (self.break_point, *(p.break_point for p in self.either))
        return tuple(dict.fromkeys(p for p in points if p is not None))

    @property
    def events(self) -> tuple[str, ...]:
        """Every event of every part (the trigger's event and alternatives, then either's)."""
        found = dict.fromkeys(e for part in self.parts for e in part.events)
        return tuple(found) if found else ((self.event,) if self.event else ())

    @classmethod
    def from_ir(cls, entry: dict[str, Any]) -> Reaction:
        """Build from one IR entry (see DESIGN.md and the IR schema)."""
        trigger = entry.get("trigger") or {}
        origin = entry.get("origin")

        def either(part: dict[str, Any]) -> Part:
            return Part(
                part["event"],
                part.get("actor"),
                part.get("target"),
                dict(part.get("qualifiers") or {}),
                tuple(part.get("alternatives", ())),
                {k: dict(v) for k, v in (part.get("qualifiers_by_event") or {}).items()},
                part.get("break_point"),
            )

        return cls(
            name=entry["name"],
            source=entry.get("source", ""),
            action=entry.get("action", ""),
            usage=entry.get("usage", "at-will"),
            event=trigger.get("event", ""),
            actor=trigger.get("actor"),
            target=trigger.get("target"),
            qualifiers=dict(trigger.get("qualifiers") or {}),
            keywords=frozenset(entry.get("reaction", [])),
            trigger_text=trigger.get("text", ""),
            alternatives=tuple(trigger.get("alternatives", ())),
            requires=tuple(entry.get("requires", ())),
            either=tuple(either(p) for p in trigger.get("either", ())),
            qualifiers_by_event={
                k: dict(v) for k, v in (trigger.get("qualifiers_by_event") or {}).items()
            },
            break_point=entry.get("break_point"),
            origin=(origin["file"], origin["line"], origin["column"]) if origin else None,
            ops=ops_of(entry),
            details=entry,
            cost=entry.get("cost", 1),
        )
