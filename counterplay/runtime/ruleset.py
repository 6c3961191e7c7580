"""A ruleset: the timing model the engine enforces, built from plain data (a ruleset YAML).

Nothing about a game is hard-coded in the engine: which tags a power gets (from its old
action type or its Reaction keywords), when it may fire, whether it interrupts, the limits
and their scopes, what each condition forbids, the reactions every combatant has, the
preparation restrictions allowed and the ruleset's options all come from here.

Tags are plain strings; a :class:`Filter` selects powers by them. Limits count uses per
owner (and per power when ``per_power``) within a scope:

- ``turn``: one combatant's turn (seed 000's "character turn", seed 001's "each
  combatant's turn");
- ``round``: from the start of the owner's turn to the start of their next one (seed 003's
  "since the end of your last turn", since nothing fires on one's own turn in between);
- ``encounter``: never reset.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from counterplay.runtime.reaction import Reaction

SCOPES = ("turn", "round", "encounter")


@dataclass(frozen=True)
class Filter:
    """Tags a power must have: any of, all of, none of (an empty filter takes every power)."""

    any_of: frozenset[str] = frozenset()
    all_of: frozenset[str] = frozenset()
    none_of: frozenset[str] = frozenset()

    @classmethod
    def from_data(cls, data: dict[str, Any] | None) -> Filter:
        data = data or {}
        return cls(
            frozenset(data.get("any_of", ())),
            frozenset(data.get("all_of", ())),
            frozenset(data.get("none_of", ())),
        )

    def matches(self, tags: frozenset[str]) -> bool:
        if self.any_of and not (self.any_of & tags):
            return False
        return self.all_of <= tags and not (self.none_of & tags)


@dataclass(frozen=True)
class Limit:
    """At most ``max`` uses per owner (and per power) of the matching powers in ``scope``."""

    name: str
    rule: str
    applies: Filter
    scope: str
    max: int
    per_power: bool
    message: str


@dataclass(frozen=True)
class Timing:
    """When matching powers may fire: ``others_turns``, ``own_turn`` or ``any``; ``source``
    ``own_actions`` means only events whose actor is the owner (R000-18)."""

    applies: Filter
    when: str
    source: str
    rule: str
    message: str
    source_message: str = ""


@dataclass(frozen=True)
class ConditionRule:
    """What a condition does to its bearer's actions."""

    name: str
    rule: str
    message: str = ""
    forbids: Filter | None = None  # reactions it forbids (None: none)
    no_actions: bool = False
    max_actions: int | None = None
    max_move_actions: int | None = None
    standard_excludes_move: bool = False
    ends_move: bool = False
    no_move: bool = False
    grants_combat_advantage: bool = False
    speed: int | None = None


@dataclass(frozen=True)
class Option:
    name: str
    default: bool
    rule: str
    text: str


@dataclass(frozen=True)
class Ruleset:
    """A built ruleset. Build with :meth:`from_data` from validated, merged ruleset data."""

    name: str
    title: str
    seeds: tuple[str, ...]
    classify_by: str  # "action" (old 4E action types) or "keywords" (Reaction keywords)
    action_tags: dict[str, frozenset[str]]
    derived_tags: tuple[tuple[str, Filter], ...]
    resolve: tuple[tuple[Filter, str], ...]
    timing: tuple[Timing, ...]
    limits: tuple[Limit, ...]
    prepare: Filter | None
    can_disable: Filter | None
    reactions_trigger_reactions: bool
    max_chain_depth: int
    ordering: str
    decisions: str
    conditions: dict[str, ConditionRule]
    universal: tuple[Reaction, ...]
    restrictions: dict[str, str]
    options: dict[str, Option]
    event_aliases: dict[str, str]
    open_rules: tuple[dict[str, Any], ...] = field(default=())

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Ruleset:
        """Build from a ruleset document that passed the ruleset schema (extends merged)."""
        classify = data["classify"]
        conditions = {
            name: ConditionRule(
                name=name,
                rule=c.get("rule", ""),
                message=c.get("message", ""),
                forbids=Filter.from_data(c["forbids"]) if "forbids" in c else None,
                no_actions=c.get("no_actions", False),
                max_actions=c.get("max_actions"),
                max_move_actions=c.get("max_move_actions"),
                standard_excludes_move=c.get("standard_excludes_move", False),
                ends_move=c.get("ends_move", False),
                no_move=c.get("no_move", False),
                grants_combat_advantage=c.get("grants_combat_advantage", False),
                speed=c.get("speed"),
            )
            for name, c in data.get("conditions", {}).items()
            if c is not None
        }
        universal = []
        for name, power in data.get("universal", {}).items():
            if power is None:
                continue
            universal.append(Reaction.from_ir({"name": name, **power}))
        return cls(
            name=data["name"],
            title=data.get("title", data["name"]),
            seeds=tuple(data.get("seeds", ())),
            classify_by=classify["by"],
            action_tags={k: frozenset(v) for k, v in classify.get("actions", {}).items()},
            derived_tags=tuple(
                (d["tag"], Filter.from_data(d.get("applies"))) for d in classify.get("derive", ())
            ),
            resolve=tuple((Filter.from_data(r.get("applies")), r["mode"]) for r in data["resolve"]),
            timing=tuple(
                Timing(
                    Filter.from_data(t.get("applies")),
                    t["when"],
                    t.get("source", "any"),
                    t.get("rule", ""),
                    t["message"],
                    t.get("source_message", t["message"]),
                )
                for t in data["timing"]
            ),
            limits=tuple(
                Limit(
                    name=name,
                    rule=lim.get("rule", ""),
                    applies=Filter.from_data(lim.get("applies")),
                    scope=lim["scope"],
                    max=lim["max"],
                    per_power=lim.get("per_power", False),
                    message=lim["message"],
                )
                for name, lim in data.get("limits", {}).items()
                if lim is not None
            ),
            prepare=Filter.from_data(data["prepare"]) if data.get("prepare") else None,
            can_disable=Filter.from_data(data["disable"]) if data.get("disable") else None,
            reactions_trigger_reactions=data["chain"]["reactions_trigger_reactions"],
            max_chain_depth=data["chain"]["max_depth"],
            ordering=data["ordering"],
            decisions=data.get("decisions", "guided"),
            conditions=conditions,
            universal=tuple(universal),
            restrictions=dict(data.get("restrictions", {})),
            options={
                name: Option(name, o["default"], o.get("rule", ""), o.get("text", ""))
                for name, o in data.get("options", {}).items()
            },
            event_aliases=dict(data.get("event_aliases", {})),
            open_rules=tuple(
                {"rule": rule, **entry}
                for rule, entry in data.get("open_rules", {}).items()
                if entry is not None
            ),
        )

    def kind_tags(self, reaction: Reaction) -> frozenset[str]:
        """The tags its action type (or Reaction keywords) give a power; empty when the
        power is no reaction under this ruleset (a standard action, an untranslated power)."""
        if self.classify_by == "keywords":
            return frozenset(reaction.keywords)
        return self.action_tags.get(reaction.action, frozenset())

    def tags(self, reaction: Reaction) -> frozenset[str]:
        """The tags a power has under this ruleset: its kind, keywords and usage."""
        base = set(self.kind_tags(reaction))
        base.add(f"usage:{reaction.usage}")
        base.add(f"action:{reaction.action}")
        for tag, applies in self.derived_tags:
            if applies.matches(frozenset(base)):
                base.add(tag)
        return frozenset(base)

    def mode(self, tags: frozenset[str]) -> str:
        """``interrupt`` (at its break point) or ``after`` (once the action completes)."""
        for applies, mode in self.resolve:
            if applies.matches(tags):
                return mode
        return "after"

    def timing_for(self, tags: frozenset[str]) -> Timing | None:
        for timing in self.timing:
            if timing.applies.matches(tags):
                return timing
        return None
