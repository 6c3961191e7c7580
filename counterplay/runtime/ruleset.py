"""A ruleset: the timing model the core enforces, built from plain data (a ruleset YAML).

Nothing about a game is written here; the ruleset says it all:

- ``world``: the world model it plays on (the game's own mechanics);
- ``classify``: the tags a reaction gets, from its printed action type or its keywords;
- ``scopes``: the windows limits count in (a turn, a round, a phase, a day), each moving on
  at boundaries the world signals, for everyone or for one party;
- ``limits``: at most ``max`` uses of the matching reactions per window of a scope, counted
  per owner, reaction, controlling player or side (``per``), the maximum raised by facts
  and held under a ``cap`` that only an ``override`` fact lifts; a use counts one, or the
  reaction's own ``cost`` where the limit ``counts: cost`` (a budget points are spent from);
- ``resolve``: when a matching reaction resolves: ``interrupt`` at its break point,
  ``after`` the triggering action, or ``pending`` in a zone (``zones``) drained at declared
  check points in a declared order;
- ``may_react``: who may react, as named checks (a tag filter and a predicate that refuses);
  ``requirements`` and ``restrictions`` the same for what a reaction requires and what its
  owner restricts it to when preparing it; ``conditions``: what a condition forbids;
- ``chain``, ``ordering``, ``choices``, ``decisions``: chains of reactions (whether a
  reaction triggers others, how deep, whether one action triggers a reaction once only),
  the order of simultaneous ones, and who decides (``choices.react``; under ``pick`` a
  player picks one reaction per event, by default the first of ``choices.prefer`` that is
  eligible); ``messages``: the core's reasons in the ruleset's words;
- ``sequences``: the steps of the world's actions, in order; each step's start and end is a
  break point (``break_points`` gives words to the ones a reaction waits for);
- ``universal``: reactions every party has; ``options``, ``open_rules``, ``event_aliases``.

Tags are plain strings; a :class:`Filter` selects reactions by them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from counterplay.runtime.predicates import (
    CORE_FACTS,
    Fact,
    Predicate,
    compile_predicate,
    facts_named,
)
from counterplay.runtime.reaction import Reaction

# Resolution modes: at the break point, after the triggering action, into a pending zone.
MODES = ("interrupt", "after", "pending")
# The core's own reasons in the trace, in the ruleset's words when it gives them
# (``messages:``); ``{reaction}``, ``{owner}`` and ``{other}`` are filled in.
MESSAGES = {
    "chained": "a reaction never triggers further reactions",
    "retriggered": "already triggered by this action",
    "gives_way": "gives way to {other}, before it in {owner}'s priority",
    "declined": "its owner chooses not to use it (scripted choice)",
    "not_chosen": "not chosen: {other} reacts instead",
    "no_pick": "not chosen: its player makes no reaction here",
}
# What a limit can count per: the reacting party, the reaction, its controlling player, its
# side.
PER = ("owner", "reaction", "controller", "side")


@dataclass(frozen=True)
class Filter:
    """Tags a reaction must have: any of, all of, none of (an empty filter takes every one)."""

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
class Derived:
    """A tag given to reactions whose tags match; ``report``: the reading it records where a
    reaction's own keywords contradict the rules, reported when it applies."""

    tag: str
    applies: Filter
    rule: str = ""
    report: str = ""


@dataclass(frozen=True)
class Boundary:
    """Where a scope's window moves on: at the world's boundary ``at``, for ``party``:
    ``all`` (one window for everyone), ``actor`` (the party the boundary is about) or
    ``idle`` (every party whose window did not move since this boundary last came)."""

    at: str
    party: str = "all"


@dataclass(frozen=True)
class Scope:
    """A window limits count in; ``per_party``: each party has its own window."""

    name: str
    per_party: bool
    moves_on: tuple[Boundary, ...]


@dataclass(frozen=True)
class Limit:
    """At most ``max`` uses of the matching reactions per window of ``scope``, counted per
    the keys in ``per``; ``raised_by`` facts whose numbers add to ``max``; never above
    ``cap`` unless the ``override`` fact holds. ``counts``: a use takes one (``uses``) or
    the reaction's ``cost`` (``cost``: points spent from a budget)."""

    name: str
    rule: str
    applies: Filter
    scope: str
    max: int
    per: tuple[str, ...]
    message: str
    raised_by: tuple[Predicate, ...] = ()
    cap: int | None = None
    override: Predicate | None = None
    counts: str = "uses"


@dataclass(frozen=True)
class Check:
    """A named check: reactions matching ``applies`` are refused when ``refuse`` holds."""

    name: str
    rule: str
    applies: Filter
    refuse: Predicate
    message: str
    # "others" when the check refuses on its owner's turn and on nothing else, "own" when it
    # refuses on every other turn: what the trigger graph knows of whose turn a reaction can
    # fire on; None for any other check
    turn: str | None = None
    # the facts ``refuse`` reads (what a check can be judged on without an event, say)
    reads: frozenset[str] = frozenset()


# The two checks that say whose turn a reaction fires on, by ``refuse_if`` alone.
_TURN_CHECKS = {
    "others": {"fact": "owner.active"},
    "own": {"not": {"fact": "owner.active"}},
}


@dataclass(frozen=True)
class Restriction:
    """A restriction an owner may add when preparing a reaction: it refuses (``check``) or
    steers a decision of the world's (``steers``: the decision kind and ``toward`` /
    ``away``) toward or away from a named thing."""

    name: str
    rule: str
    check: Check | None = None
    steers: tuple[str, str] | None = None


@dataclass(frozen=True)
class Resolution:
    applies: Filter
    mode: str
    zone: str | None = None


@dataclass(frozen=True)
class Zone:
    """A pending zone: reactions wait in it until a check point in ``drain_at``; then one
    resolves, chosen by ``order`` (``initiative``: the first controller in initiative order
    who has one picks one of theirs; ``priority``: the first whose tags match the earliest
    entry of ``priority``; ``choice``: the controller with the initiative picks any), and
    the zone is checked again until it is empty."""

    name: str
    drain_at: tuple[str, ...]
    order: str
    rule: str
    priority: tuple[Filter, ...] = ()


@dataclass(frozen=True)
class Option:
    name: str
    default: bool
    rule: str
    text: str


def _check(name: str, data: dict[str, Any], facts: Mapping[str, Fact]) -> Check:
    return Check(
        name,
        data.get("rule", ""),
        Filter.from_data(data.get("applies")),
        compile_predicate(data["refuse_if"], facts),
        data["message"],
        next((turn for turn, said in _TURN_CHECKS.items() if data["refuse_if"] == said), None),
        frozenset(name for name, _ in facts_named(data["refuse_if"])),
    )


def _limit(name: str, data: dict[str, Any], facts: Mapping[str, Fact]) -> Limit:
    per = data.get("per", ["owner"])
    raised = data.get("raised_by", [])
    raised = raised if isinstance(raised, list) else [raised]
    return Limit(
        name=name,
        rule=data.get("rule", ""),
        applies=Filter.from_data(data.get("applies")),
        scope=data["scope"],
        max=data["max"],
        per=tuple(per),
        message=data["message"],
        raised_by=tuple(compile_predicate(r, facts) for r in raised),
        cap=data.get("cap"),
        override=compile_predicate(data["override"], facts) if "override" in data else None,
        counts=data.get("counts", "uses"),
    )


def _restriction(name: str, data: dict[str, Any], facts: Mapping[str, Fact]) -> Restriction:
    if "steers" in data:
        steers = data["steers"]
        return Restriction(name, data.get("rule", ""), steers=(steers["choice"], steers["how"]))
    return Restriction(name, data.get("rule", ""), check=_check(name, data, facts))


def sequence_points(sequences: dict[str, Any] | None) -> dict[str, str]:
    """The break points a ruleset's ``sequences`` name, with the trace's words: the start
    (``NAME.STEP``) and the end (``NAME.STEP.end``) of every step."""
    points: dict[str, str] = {}
    for name, sequence in (sequences or {}).items():
        if not sequence:
            continue
        title = sequence.get("title", name)
        for step in sequence["steps"]:
            what = f"step {step['step']} of {title}" + (
                f" ({step['text']})" if "text" in step else ""
            )
            points[f"{name}.{step['step']}"] = f"waits for the start of {what}"
            points[f"{name}.{step['step']}.end"] = f"waits for the end of {what}"
    return points


def _entries(data: dict[str, Any], key: str) -> list[tuple[str, dict[str, Any]]]:
    """A section's named entries, those removed by ``extends`` (null) left out."""
    return [(name, value) for name, value in data.get(key, {}).items() if value is not None]


def _classification(classify: dict[str, Any]) -> dict[str, Any]:
    """The ruleset's ``classify``: what it tags reactions by, the tags of each printed
    action type, and the derived tags in order."""
    return dict(
        classify_by=classify["by"],
        action_tags={k: frozenset(v) for k, v in classify.get("actions", {}).items() if v},
        derived_tags=tuple(
            Derived(
                d["tag"],
                Filter.from_data(d.get("applies")),
                d.get("rule", ""),
                d.get("report", ""),
            )
            for d in classify.get("derive", ())
        ),
    )


def _resolving(data: dict[str, Any]) -> dict[str, Any]:
    """When and where reactions resolve: the ``resolve`` entries, the pending ``zones``,
    and the break points reactions wait for (the steps of ``sequences``, ``break_points``)."""
    return dict(
        resolve=tuple(
            Resolution(Filter.from_data(r.get("applies")), r["mode"], r.get("zone"))
            for r in data["resolve"]
        ),
        zones={
            name: Zone(
                name,
                tuple(z["drain_at"]),
                z.get("order", "initiative"),
                z.get("rule", ""),
                tuple(Filter.from_data(f) for f in z.get("priority", ())),
            )
            for name, z in _entries(data, "zones")
        },
        break_points={
            **sequence_points(data.get("sequences")),
            **{n: v["message"] for n, v in _entries(data, "break_points")},
        },
    )


def _checks(data: dict[str, Any], facts: Mapping[str, Fact]) -> dict[str, Any]:
    """The ruleset's scopes, limits and checks (who may react, requirements, restrictions,
    what conditions forbid), built with their predicates compiled."""
    return dict(
        scopes={
            name: Scope(
                name,
                s.get("per_party", False),
                tuple(Boundary(b["at"], b.get("party", "all")) for b in s.get("moves_on", ())),
            )
            for name, s in _entries(data, "scopes")
        },
        limits=tuple(_limit(n, v, facts) for n, v in _entries(data, "limits")),
        may_react=tuple(_check(n, v, facts) for n, v in _entries(data, "may_react")),
        requirements={n: _check(n, v, facts) for n, v in _entries(data, "requirements")},
        restrictions={n: _restriction(n, v, facts) for n, v in _entries(data, "restrictions")},
        states={
            name: (
                Filter.from_data(c["forbids"]) if "forbids" in c else None,
                c.get("message", ""),
            )
            for name, c in _entries(data, "conditions")
        },
    )


def _filter(data: dict[str, Any] | None) -> Filter | None:
    """A tag filter the ruleset may leave out (None then)."""
    return Filter.from_data(data) if data else None


@dataclass(frozen=True)
class Ruleset:
    """A built ruleset. Build with :meth:`from_data` from validated, merged ruleset data."""

    name: str
    title: str
    seeds: tuple[str, ...]
    world: str
    classify_by: str  # "action" (printed action types) or "keywords"
    action_tags: dict[str, frozenset[str]]
    derived_tags: tuple[Derived, ...]
    resolve: tuple[Resolution, ...]
    scopes: dict[str, Scope]
    limits: tuple[Limit, ...]
    may_react: tuple[Check, ...]
    requirements: dict[str, Check]
    restrictions: dict[str, Restriction]
    states: dict[str, tuple[Filter | None, str]]
    prepare: Filter | None
    can_disable: Filter | None
    reactions_trigger_reactions: bool
    max_chain_depth: int
    once_per_action: bool
    ordering: str
    react: str  # "automatic", "owner" (who may decline) or "pick" (one per player and event)
    decisions: str
    zones: dict[str, Zone]
    break_points: dict[str, str]
    universal: tuple[Reaction, ...]
    options: dict[str, Option]
    event_aliases: dict[str, str]
    messages: dict[str, str] = field(default_factory=dict)
    open_rules: tuple[dict[str, Any], ...] = ()
    facts: Mapping[str, Fact] = field(default_factory=dict)
    sections: dict[str, Any] = field(default_factory=dict)
    prefer: tuple[str, ...] = ()  # under ``react: pick``, the default policy's reactions
    automatic: Filter | None = None  # under ``react: owner``, those fired without its say
    extends: str | None = None  # the ruleset its file extends (a DM's: the built-in it varies)

    def options_chosen(self, chosen: Mapping[str, bool]) -> dict[str, bool]:
        """Each option's value in a game: its default, unless the game turns it on or off."""
        return {**{name: option.default for name, option in self.options.items()}, **chosen}

    @classmethod
    def from_data(cls, data: dict[str, Any], world_facts: Mapping[str, Fact]) -> Ruleset:
        """Build from a ruleset document that passed the ruleset schema (extends merged) and
        whose facts exist (``compiler.rulesets`` checks both, with positions)."""
        facts = {**CORE_FACTS, **world_facts}
        universal = [
            Reaction.from_ir({"name": name, **entry}) for name, entry in _entries(data, "universal")
        ]
        chain = data["chain"]
        return cls(
            name=data["name"],
            title=data.get("title", data["name"]),
            seeds=tuple(data.get("seeds", ())),
            world=data["world"],
            **_classification(data["classify"]),
            **_resolving(data),
            **_checks(data, facts),
            prepare=_filter(data.get("prepare")),
            can_disable=_filter(data.get("disable")),
            reactions_trigger_reactions=chain.get("reactions_trigger_reactions", True),
            max_chain_depth=chain.get("max_depth", 8),
            once_per_action=chain.get("once_per_action", False),
            ordering=data["ordering"],
            react=data.get("choices", {}).get("react", "automatic"),
            decisions=data.get("decisions", "guided"),
            universal=tuple(universal),
            options={
                name: Option(name, o["default"], o.get("rule", ""), o.get("text", ""))
                for name, o in _entries(data, "options")
            },
            event_aliases=dict(data.get("event_aliases", {})),
            messages={**MESSAGES, **data.get("messages", {})},
            open_rules=tuple(
                {"rule": rule, **entry} for rule, entry in _entries(data, "open_rules")
            ),
            facts=facts,
            sections=data,
            prefer=tuple(data.get("choices", {}).get("prefer", ())),
            automatic=_filter(data.get("choices", {}).get("automatic")),
        )

    @property
    def reads_keywords(self) -> bool:
        """Whether reactions are classified by their keywords (``by: keywords``), not by
        their action type."""
        return self.classify_by == "keywords"

    def kind_tags(self, reaction: Reaction) -> frozenset[str]:
        """The tags its action type (or keywords) give a reaction; empty when it is no
        reaction under this ruleset (an action it does not list, no keywords)."""
        if self.reads_keywords:
            return frozenset(reaction.keywords)
        return self.action_tags.get(reaction.action, frozenset())

    def tags(self, reaction: Reaction) -> frozenset[str]:
        """The tags a reaction has under this ruleset: its kind, keywords and usage, then the
        derived tags in order (a derived tag may derive another)."""
        return self._derive(reaction)[0]

    def turn_of(self, tags: frozenset[str]) -> str | None:
        """Whose turn a reaction with ``tags`` may fire on, as ``may_react`` says by the turn
        alone: "own", "others", or None (either, or neither: it never fires)."""
        turns = {c.turn for c in self.may_react if c.turn and c.applies.matches(tags)}
        return turns.pop() if len(turns) == 1 else None

    def readings(self, reaction: Reaction) -> list[Derived]:
        """The recorded readings (derived tags with a ``report``) that applied to this
        reaction: where its own keywords contradict the rules, and how they were read."""
        return self._derive(reaction)[1]

    def _derive(self, reaction: Reaction) -> tuple[frozenset[str], list[Derived]]:
        base = set(self.kind_tags(reaction))
        base.add(f"usage:{reaction.usage}")
        base.add(f"action:{reaction.action}")
        base.update(f"event:{name}" for name in reaction.events)  # what its trigger waits on
        read = []
        for derived in self.derived_tags:
            if derived.applies.matches(frozenset(base)):
                base.add(derived.tag)
                if derived.report:
                    read.append(derived)
        return frozenset(base), read

    def resolution(self, tags: frozenset[str]) -> Resolution:
        """How a reaction with ``tags`` resolves (the first matching entry; else ``after``)."""
        for entry in self.resolve:
            if entry.applies.matches(tags):
                return entry
        return Resolution(Filter(), "after")

    def mode(self, tags: frozenset[str]) -> str:
        return self.resolution(tags).mode
