"""Predicates: the small language a ruleset writes its conditions in, judged on facts.

Who may react, what a requirement or a preparation restriction forbids, and how far a limit
is raised are written in the ruleset YAML as predicates over named *facts*::

    {fact: owner.active}                 # the fact is true (a non-empty value)
    {fact: owner.conditions, is: dazed}  # equal to the value, or holding it when a list
    {not: PREDICATE}
    {all: [PREDICATE, ...]}
    {any: [PREDICATE, ...]}

A fact is a name and a function of the :class:`Situation` (the reaction, its owner, the
event, the action in progress). The core defines the facts every game has
(:data:`CORE_FACTS`); a world model adds its own. A predicate naming a fact neither defines
is refused when the ruleset is loaded, so a condition written in YAML either means something
or is reported, never ignored.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol

from counterplay.runtime.events import Bound, Event, Frame
from counterplay.runtime.parties import P


@dataclass
class Situation(Generic[P]):
    """What a predicate is judged on: a bound reaction facing an event."""

    bound: Bound[P]
    event: Event[P]
    frame: Frame[P] | None
    active: P | None
    world: Any
    facts: Mapping[str, Fact]
    states: Mapping[str, tuple[Any, str]] = field(default_factory=dict)

    def fact(self, name: str) -> Any:
        return self.facts[name][1](self)


# A fact: what it means, and how it is read from a situation.
Fact = tuple[str, Callable[[Situation[Any]], Any]]
# A compiled predicate: whether it holds, and the value of the fact that decided it (shown
# in messages as ``{value}``).
Predicate = Callable[[Situation[Any]], tuple[bool, Any]]


def _forbidding_state(s: Situation[Any]) -> str | None:
    for name in s.fact("owner.conditions"):
        state = s.states.get(name)
        if state is not None and state[0] is not None and state[0].matches(s.bound.tags):
            return f"{name}: {state[1]}"
    return None


CORE_FACTS: dict[str, Fact] = {
    "owner.active": ("it is the owner's turn", lambda s: s.active is s.bound.owner),
    "owner.controller_active": (
        "it is the turn of a party the owner's player controls (the active player's)",
        lambda s: s.active is not None and s.active.controller == s.bound.owner.controller,
    ),
    "event.by_owner": ("the owner does the event", lambda s: s.event.actor is s.bound.owner),
    "event.owners_action": (
        "the event happens during an action of the owner's own",
        lambda s: s.frame is not None and s.frame.actor is s.bound.owner,
    ),
    "event.from_reaction": ("a reaction caused the event", lambda s: s.event.depth > 0),
    "reaction.prepared": (
        "the owner prepared this reaction",
        lambda s: s.bound.owner.prepared == s.bound.reaction.name,
    ),
    "reaction.disabled": (
        "the owner switched this reaction off",
        lambda s: s.bound.reaction.name in s.bound.owner.disabled,
    ),
    "owner.forbidding_condition": (
        "a condition of the owner whose `forbids` (ruleset `conditions:`) takes this reaction",
        _forbidding_state,
    ),
}


def _judge(value: Any, wanted: Any) -> bool:
    if isinstance(value, list | tuple | set | frozenset):
        return wanted in value
    return bool(value == wanted)


def compile_predicate(data: dict[str, Any], facts: Mapping[str, Fact]) -> Predicate:
    """Compile predicate data (validated by the ruleset schema) against the known facts.

    Raises:
        KeyError: a fact that ``facts`` does not define (the loader reports it first).
    """
    if "fact" in data:
        read = facts[data["fact"]][1]
        if "is" in data:
            wanted = data["is"]
            return lambda s: (lambda v: (_judge(v, wanted), v))(read(s))
        return lambda s: (lambda v: (bool(v), v))(read(s))
    if "not" in data:
        inner = compile_predicate(data["not"], facts)
        return lambda s: (lambda r: (not r[0], r[1]))(inner(s))
    many = [compile_predicate(p, facts) for p in data.get("all", data.get("any", []))]
    want_all = "all" in data

    def combined(s: Situation[Any]) -> tuple[bool, Any]:
        value: Any = None
        for predicate in many:
            ok, value = predicate(s)
            if ok != want_all:
                return ok, value
        return want_all, value

    return combined


def facts_named(data: Any) -> Iterator[tuple[str, tuple[str | int, ...]]]:
    """Every fact a predicate names, with its path inside the predicate (for diagnostics)."""
    if not isinstance(data, dict):
        return
    if "fact" in data:
        yield data["fact"], ("fact",)
    if "not" in data:
        for name, path in facts_named(data["not"]):
            yield name, ("not", *path)
    for key in ("all", "any"):
        for i, inner in enumerate(data.get(key, [])):
            for name, path in facts_named(inner):
                yield name, (key, i, *path)


class Message(dict[str, str]):
    """Message fields for ``str.format_map``; a field the message does not know stays as is."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Refusal(str):
    """Why a reaction cannot fire, in the ruleset's words, with the ruleset entry that
    refused it (``refused_by``: its section, ``may_react``, ``limits``, ``requirements`` or
    ``restrictions``, its name and rule), which a JSON trace's candidate carries."""

    refused_by: dict[str, str]


class Named(Protocol):
    """A ruleset entry that can refuse: a check, limit or restriction."""

    @property
    def name(self) -> str: ...

    @property
    def rule(self) -> str: ...


def say(template: str, s: Situation[Any], value: Any, by: tuple[str, Named] | None = None) -> str:
    """A ruleset message with ``{owner}``, ``{reaction}`` and ``{value}`` filled in; given
    ``by`` (the section and entry that refuses), a :class:`Refusal` naming it."""
    said = ", ".join(map(str, value)) if isinstance(value, list | tuple) else str(value)
    fields = Message(owner=s.bound.owner.name, reaction=s.bound.reaction.name, value=said)
    text = template.format_map(fields)
    if by is None:
        return text
    section, entry = by
    refusal = Refusal(text)
    refusal.refused_by = {"section": section, "name": entry.name}
    if entry.rule:
        refusal.refused_by["rule"] = entry.rule
    return refusal
