"""Events, bound reactions and actions in progress: the values the core passes around.

An :class:`Event` is something that happened (or is about to) at one break point of an
action; a :class:`Bound` is a reaction owned by one party, with the tags and resolution mode
the ruleset gives it; a :class:`Frame` is an action in progress, with the reactions that wait
for it to complete; a :class:`Claim` is a reaction that was let fire, with the limit counts
it took.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic

from counterplay.runtime.parties import P
from counterplay.runtime.reaction import Reaction


@dataclass
class Event(Generic[P]):
    """Something that happened (or is about to), at one break point of an action.

    ``actor`` does it, ``target`` has it done to them; ``where`` is the actor's place at the
    break point when the world gives one (in the world's own coordinates). ``depth`` is 0 for
    a scripted action and n for an event caused by a reaction at chain depth n.
    ``qualifiers`` are the facts the trigger qualifiers are matched against; ``parties`` the
    parties some qualifiers name (``by``: who caused it, ``turn``: whose turn it is, and what
    the world adds); ``path`` the (start, end) places of a movement. ``undone``: why the
    event did not happen after all (the world says so once an interrupt changed it): the
    reactions it triggered that have yet to resolve are not taken.
    """

    name: str
    actor: P | None
    target: P | None = None
    qualifiers: dict[str, Any] = field(default_factory=dict)
    depth: int = 0
    where: Any = None
    parties: dict[str, Any] = field(default_factory=dict)
    path: tuple[Any, Any] | None = None
    undone: str | None = None


@dataclass(eq=False)
class Bound(Generic[P]):
    """A reaction owned by one party, with its tags and resolution mode under the ruleset.

    ``judge`` is the world's own compiled check of the reaction's trigger, made the first
    time the world judges it (the core never reads it).
    """

    id: int
    owner: P
    reaction: Reaction
    tags: frozenset[str]
    mode: str
    events: tuple[str, ...]
    judge: Any = field(default=None, repr=False)

    @property
    def label(self) -> str:
        return f"{self.owner.name}: {self.reaction.name}"


@dataclass(eq=False)
class Claim(Generic[P]):
    """A reaction let fire on an event during ``frame``'s action, and the limit counters it
    took (to give back if it does not fire after all)."""

    bound: Bound[P]
    event: Event[P]
    frame: Frame[P]
    counted: list[tuple[Any, ...]] = field(default_factory=list)


@dataclass
class Frame(Generic[P]):
    """An action in progress: the reactions waiting for it to complete (``after``) or for
    one of its break points (``waiting``), what it already triggered, whether it is lost.

    ``state`` is the world's own record of the action in progress.
    """

    name: str
    actor: P
    depth: int
    after: list[Claim[P]] = field(default_factory=list)
    waiting: list[tuple[str, Claim[P]]] = field(default_factory=list)
    fired: set[int] = field(default_factory=set)
    lost: bool = False
    state: Any = None
