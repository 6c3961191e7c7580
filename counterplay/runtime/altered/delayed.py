"""What an effect does after a daily effect: "[Sabotez] après le Repos" / "[Sabotage] after
Rest".

An op with ``after`` naming a daily effect (:data:`AFTER`) is not done as its effect
resolves: the effect sets it up (its condition and "vous pouvez" / "you may" decided then:
"Si j'ai au moins 2 boosts, [Sabotez] après le Repos" reads the boosts its card has now;
after Rest it is a new object, with none). Once that daily effect has resolved, it is an
Emblem-Reaction in the Limbo, created by the card whose effect set it up, and played when
Reactions are checked after it, in initiative order with those the daily effect triggered
(comprehensive rules 4.2.d: "After a daily effect, Reactions that triggered during this
effect and Reactions that trigger 'after [that daily effect]' exist in Limbo. They can be
played in any order"). Set up after this day's Rest, it waits for the next.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered.cards import Card, Thing
from counterplay.runtime.events import Bound, Event, Frame
from counterplay.runtime.reaction import Reaction

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine

# The daily effects an op may be done after, in the game's words.
AFTER: dict[str, str] = {"rest": "après le Repos / after Rest"}

# The event after which an Emblem set up for a daily effect is activated.
EVENT = "daily.after"

# What an op set up keeps of its keys: its condition and "you may" were decided then.
DECIDED = frozenset({"after", "if", "optional"})


@dataclass
class SetUp:
    """An op set up by ``card``'s effect, to be done after the daily effect ``after``."""

    card: Card
    op: dict[str, Any]
    after: str


def unfollowed(after: Any) -> str | None:
    """Why an op done after ``after`` is not simulated (None: a daily effect of AFTER)."""
    return None if after in AFTER else "when it happens"


def set_up(game: Engine, card: Card, op: dict[str, Any]) -> None:
    """``card``'s effect sets ``op`` up for after its daily effect."""
    game.set_up.append(SetUp(card, {k: v for k, v in op.items() if k not in DECIDED}, op["after"]))


def emblems(game: Engine, effect: str, frame: Frame[Thing]) -> None:
    """The daily effect ``effect`` has resolved: each op set up for after it is activated,
    an Emblem-Reaction in the Limbo (the core checks it as any activation: R002-15,
    R002-28), played at the check after it."""
    due = [s for s in game.set_up if s.after == effect]
    game.set_up = [s for s in game.set_up if s.after != effect]
    for setup in due:
        entry = {
            "name": f"{setup.card.name} ({AFTER[effect]})",
            "action": "reaction",
            "kind": "reaction",
            "set_up": True,
            "trigger": {"event": EVENT, "qualifiers": {"effect": effect}, "text": AFTER[effect]},
            "effect": {"ops": [setup.op], "text": setup.op.get("text", "")},
        }
        reaction = Reaction.from_ir(entry)
        tags = game.rules.tags(reaction)
        game.emblems_set_up += 1  # its own id, apart from the cards' reactions'
        mode = game.rules.mode(tags)
        bound: Bound[Thing] = Bound(
            -game.emblems_set_up, setup.card, reaction, tags, mode, (EVENT,)
        )
        event: Event[Thing] = Event(EVENT, None, setup.card, {"effect": effect}, frame.depth)
        event.parties["before"] = {c.name: c.zone for c in game.cards}
        bounds: list[Bound[Thing]] = [bound]
        game.reactor.activate(bounds, event, frame)
