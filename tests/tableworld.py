"""A second, minimal world model for testing the core on its own: units of two players and
events a test emits by hand.

Nothing of 4E is here: a unit belongs to a player and may carry states ("pinned"); a
reaction's trigger is an event name and an actor role; resolving a reaction records it and
may emit the events its ops name (``{op: emit, event: NAME}``), so reactions can trigger
reactions. The facts it gives the ruleset's predicates are ``owner.conditions`` and
``player.bonus`` / ``player.override`` (a player's allotment raise in the current phase, and
whether a rule lifts the cap), read from :attr:`Table.bonus` and :attr:`Table.overrides`.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from counterplay.runtime.events import Bound, Claim, Event, Frame
from counterplay.runtime.parties import fits
from counterplay.runtime.policy import Choice, Policy
from counterplay.runtime.predicates import Fact, Situation
from counterplay.runtime.reaction import Reaction
from counterplay.runtime.reactor import Reactor
from counterplay.runtime.ruleset import Ruleset
from counterplay.runtime.trace import Trace


@dataclass
class Unit:
    name: str
    side: str
    player: str
    reactions: list[Reaction] = field(default_factory=list)
    states: list[str] = field(default_factory=list)
    prepared: str | None = None
    restrictions: dict[str, Any] = field(default_factory=dict)
    priority: list[str] = field(default_factory=list)
    disabled: set[str] = field(default_factory=set)

    @property
    def controller(self) -> str:
        return self.player


def _label(s: Situation[Any]) -> str:
    return str(s.world.reactor.clock.labels.get("phase", ""))


FACTS: dict[str, Fact] = {
    "owner.conditions": ("the unit's states", lambda s: list(s.bound.owner.states)),
    "player.bonus": (
        "reactions the owner's player gains in this phase",
        lambda s: (
            s.world.bonus.get((s.bound.owner.controller, _label(s)), 0)
            + s.world.bonus.get((s.bound.owner.controller, "*"), 0)
        ),
    ),
    "player.override": (
        "a rule lifts the cap for the owner's player",
        lambda s: s.bound.owner.controller in s.world.overrides,
    ),
}


def reaction(name: str, event: str, actor: str = "enemy", **more: Any) -> Reaction:
    """A reaction on ``event`` done by ``actor`` (a role); ``emit`` names events it causes."""
    emit = more.pop("emit", ())
    ops = [{"op": "emit", "event": e} for e in emit]
    entry = {
        "name": name,
        "usage": "at-will",
        "action": "reaction",
        "trigger": {"event": event, "actor": {"role": actor}, "target": None, "text": name},
        "effect": {"text": name, "ops": ops},
        **more,
    }
    return Reaction.from_ir(entry)


class Table:
    """The world: units in initiative order, whose turn it is, what resolved."""

    def __init__(
        self,
        ruleset: Ruleset,
        units: list[Unit],
        seed: int = 0,
        choices: list[Choice] | None = None,
    ) -> None:
        self.units = units
        self.turn: Unit | None = None
        self.phase = ""
        self.bonus: dict[tuple[str, str], int] = {}
        self.overrides: set[str] = set()
        self.trace = Trace(lambda: {"phase": self.phase})
        self.reactor: Reactor[Unit] = Reactor(
            ruleset, self, random.Random(seed), self.trace, Policy(choices)
        )
        self.reactor.bind(units, lambda u: u.reactions)
        self.resolved: list[tuple[str, str]] = []

    # -- the World protocol ------------------------------------------------------------

    @property
    def active(self) -> Unit | None:
        return self.turn

    def initiative(self) -> Sequence[Unit]:
        return self.units

    def place(self, event: Event[Unit]) -> None:
        return None

    def near(self, event: Event[Unit], radius: int) -> Iterator[str]:
        return iter(())

    def judge(self, bound: Bound[Unit], event: Event[Unit]) -> str | None:
        part = bound.reaction.parts[0]
        if event.name not in part.events:
            return f"not {event.name}"
        role = (part.actor or {}).get("role", "creature")
        if event.actor is None or not fits(role, event.actor, bound.owner):
            return "the actor does not fit"
        return None

    def resolve(self, claim: Claim[Unit], frame: Frame[Unit], trigger: Frame[Unit] | None) -> None:
        owner = claim.bound.owner
        self.resolved.append((owner.name, claim.bound.reaction.name))
        for op in claim.bound.reaction.ops.get("effect", ()):
            self.reactor.dispatch(Event(op["event"], owner, None, {}, frame.depth), frame)

    # -- driving it --------------------------------------------------------------------

    def start_phase(self, name: str) -> None:
        self.phase = name
        self.reactor.signal("phase.start", label=name)
        self.reactor.check_point("phase.start")

    def act(self, who: Unit, event: str, check: str = "") -> None:
        """``who`` does ``event`` (an action of its own); ``check``: a check point after it."""
        self.turn = who
        frame: Frame[Unit] = Frame(event, who, 0)
        self.reactor.dispatch(Event(event, who), frame)
        self.reactor.finish(frame)
        if check:
            self.reactor.check_point(check)

    def refused(self, name: str) -> list[str]:
        return [
            e["why"]
            for e in self.trace.entries
            if e["kind"] == "candidate" and e["reaction"] == name and not e["fires"]
        ]


def ruleset(**sections: Any) -> Ruleset:
    """A ruleset on this world: a small base, changed by ``sections``."""
    data: dict[str, Any] = {
        "counterplay": 1,
        "name": "table",
        "world": "table",
        "classify": {"by": "action", "actions": {"reaction": ["reaction"]}},
        "resolve": [{"mode": "after"}],
        "scopes": {"phase": {"moves_on": [{"at": "phase.start"}]}, "game": {}},
        "chain": {"reactions_trigger_reactions": True, "max_depth": 64},
        "ordering": "initiative",
    }
    data.update(sections)
    return Ruleset.from_data(data, FACTS)
