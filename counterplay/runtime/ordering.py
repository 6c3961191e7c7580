"""Ordering of simultaneous triggers, by the ruleset's policy.

``initiative``: owners in initiative order starting from the acting party; each owner's
reactions by their priority list, the rest at random. ``random``: everything at random.
"""

from __future__ import annotations

import random
from typing import Any

from counterplay.runtime.events import Bound

ORDERINGS = ("initiative", "random")


def order(
    ready: list[Bound[Any]],
    initiative: list[str],
    active: str | None,
    policy: str,
    rng: random.Random,
) -> list[Bound[Any]]:
    """The reactions in the order they resolve."""
    if len(ready) < 2:
        return ready
    if policy == "random":
        shuffled = list(ready)
        rng.shuffle(shuffled)
        return shuffled
    start = initiative.index(active) if active in initiative else 0
    rank = {name: (i - start) % len(initiative) for i, name in enumerate(initiative)}
    out: list[Bound[Any]] = []
    for owner in sorted({b.owner.name for b in ready}, key=lambda n: rank.get(n, 0)):
        mine = [b for b in ready if b.owner.name == owner]
        priority = mine[0].owner.priority
        first = sorted(
            (b for b in mine if b.reaction.name in priority),
            key=lambda b: priority.index(b.reaction.name),
        )
        rest = [b for b in mine if b.reaction.name not in priority]
        rng.shuffle(rest)
        out.extend(first + rest)
    return out


def by_initiative(controllers: list[str], first: str | None) -> list[str]:
    """``controllers`` (in initiative order) starting from ``first``."""
    if first not in controllers:
        return controllers
    start = controllers.index(first)
    return controllers[start:] + controllers[:start]
