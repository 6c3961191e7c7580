"""The ``standing_trigger`` op: "Until the end of your next turn, whenever an enemy enters a
square adjacent to you, it takes 5 damage", "For the rest of the encounter, whenever an ally
hits you, you gain 1 temporary hit point".

Carried out, it sets up a reaction of the user's on the core (``Reactor.add``): the op's
trigger, and its ops as the reaction's effect, resolved after the triggering action
(R001-08: the ruleset's mode for a reaction with no action type) and judged as any other
trigger (``match``); its ops' "the target" is still the power's target when it was set up
(:class:`Standing`), "it" / "the triggering enemy" the creature of the event it answers. It
is no power the user uses and takes no action (:data:`TAGS`): no limit of actions counts it,
it spends no immediate action, no condition that forbids actions stops it and it fires on
its owner's own turn and at its end too (the rulesets exempt ``standing`` from R000-02,
R000-10, R000-11 and R001-10). Its owner falling unconscious (down) does not end it (4E: a
duration ends as it says, not when its creature falls unconscious; the seeds are silent,
docs/scenarios.md): it fires while its owner is down too, but what of it is its owner's own
act (an attack, standing up, an action: :data:`ACTS`; a move or a swap the op refuses of
itself) a creature that is down does not do, and the effect stops there. A ruleset where
reactions trigger no reactions (R000-06) stops it in a chain as any other, its events being
a reaction's. It stands for the op's duration, kept as a condition of the user's
(``standing: <power> (<trigger>)``) that ends as any other; once that condition is gone, the
reaction is taken off the core (:func:`over`).

What of it the runtime does not model from the op alone (:func:`unstanding`): a trigger that
names a creature the effect was about ("your target", "the triggering enemy" of the power's
own trigger) or a place it does not keep (a zone, an aura), a qualifier or selector filter
the trigger matcher does not know, a duration counted on another's turns or unknown ("until
the rage ends", "save ends"), firing once, or once a round (once a turn is kept: the tag
:data:`ONCE_PER` gives it is what the rulesets' limit ``standing-once-per-turn`` counts); its
own ops are judged as any op (``ops.OPS``: one not carried out leaves the whole not
simulated).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import facts
from counterplay.runtime.dnd4e.combatant import DURATION_ENDS, Combatant, Condition, clock_of
from counterplay.runtime.dnd4e.match import QUALIFIERS
from counterplay.runtime.dnd4e.match_selectors import FILTERS
from counterplay.runtime.reaction import Reaction

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine
    from counterplay.runtime.events import Bound

# The durations a standing trigger is kept for: counted on the user's turns, or the encounter
COUNTED = frozenset(
    [*(d for d, (whose, _, _) in DURATION_ENDS.items() if whose == "user"), "encounter"]
)
# Its tags: it takes no action (a condition that forbids actions does not stop it, the
# rulesets' ``conditions:``), and the rulesets exempt a ``standing`` one from what counts
# Reactions or actions (R000-02, R000-10, R000-11, R001-10)
TAGS = frozenset(facts.TAGS)
# The ops that are its owner's own acts when they name no other creature, which an owner
# that is down (unconscious, dying) does not do when the effect fires (its moving and
# swapping the ops refuse of themselves)
ACTS = frozenset(("basic_attack", "attack", "extra_action", "second_wind", "stand"))
# How often it may fire, as the tag the rulesets' limit of it reads ("This effect can occur
# only once per turn.": ``standing-once-per-turn``); any other (once, once a round) is not
# simulated
ONCE_PER = {"turn": "once_per:turn"}
# A selector's own keys, besides its filters (``match_selectors.FILTERS``)
_SELECTOR = frozenset(("role", "name"))
# Filters that name what the effect was about, which the reaction it sets up does not keep
_ABOUT = frozenset(("triggering", "your_target"))
# Fields of the op's trigger besides its selectors and qualifiers
_TRIGGER = frozenset(("event", "actor", "target", "qualifiers", "text", "alternatives", "either"))


@dataclass(frozen=True)
class Standing:
    """A standing reaction's effect: the condition it stands for (``held``) and the power's
    target when it was set up, the one its ops' "the target" names when it fires."""

    held: Condition
    target: Combatant | None


def _part_unread(part: dict[str, Any]) -> str | None:
    """What of one whole trigger (the op's, or one of its ``either``) is not judged."""
    if not isinstance(part.get("event"), str) or set(part) - _TRIGGER:
        return "the trigger it waits for"
    for key in ("actor", "target"):
        selector = part.get(key) or {}
        if not isinstance(selector, dict):
            return "the trigger it waits for"
        said = set(selector) - _SELECTOR
        if said & _ABOUT or said - set(FILTERS):
            return f"the creatures its trigger names ({key}: {selector!r})"
    qualifiers = part.get("qualifiers") or {}
    if not isinstance(qualifiers, dict) or set(qualifiers) - set(QUALIFIERS):
        return f"what its trigger asks ({qualifiers!r})"
    return None


def unstanding(op: dict[str, Any]) -> str | None:
    """What of a standing_trigger op the runtime does not model from the op alone (its own
    ops aside: ``ops.OPS`` judges them), or None."""
    trigger = op.get("trigger")
    if not isinstance(trigger, dict):
        return "the trigger it waits for"
    for part in (trigger, *(trigger.get("either") or ())):
        why = _part_unread(part) if isinstance(part, dict) else "the trigger it waits for"
        if why is not None:
            return why
    if op.get("duration") not in COUNTED:
        return f"how long it stands ({op.get('duration')!r})"
    if op.get("once") or op.get("once_per") not in (None, *ONCE_PER):
        return "how often it fires"
    said = op.get("ops")
    if not isinstance(said, list) or not said or not all(isinstance(o, dict) for o in said):
        return "what it does"
    return None


def an_act(op: dict[str, Any]) -> bool:
    """Whether ``op`` is its owner's own act, which an owner that is down does not do (not
    another's it names: "The triggering ally makes a basic attack")."""
    return op.get("op") in ACTS and op.get("who") in (None, "self")


def stand_by(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The user's reaction to the op's trigger, set up on the core for the op's duration."""
    user = ctx.user
    text = str(op["trigger"].get("text") or op["trigger"]["event"])
    said = f"{ctx.power.name} ({text})"
    # (named by its power too: the same power's renews it, another's with the same trigger
    # and duration stands besides it, as ``Combatant.add`` keeps conditions)
    name = f"standing: {said}"
    reaction = Reaction.from_ir(
        {"name": said, "usage": "at-will", "trigger": op["trigger"],
         "effect": {"ops": list(op["ops"])}, "standing": True}
    )  # fmt: skip
    duration = op["duration"]
    held = Condition(
        name, duration, clock_of(duration, user.name, user.name), engine.turn_count, user.name
    )
    user.add(held)
    limited = op.get("once_per")
    bound = engine.reactor.add(user, reaction, TAGS | ({ONCE_PER[limited]} if limited else set()))
    engine.standing[bound.id] = Standing(held, ctx.target)
    engine.note("condition", ctx.frame.depth, target=user.name, condition=name,
                duration=duration)  # fmt: skip


def over(engine: Engine, bound: Bound[Combatant]) -> str | None:
    """Why a standing reaction no longer fires (its duration is over: then it is taken off
    the core), or None; None too for any other reaction."""
    kept = engine.standing.get(bound.id)
    if kept is None or any(c is kept.held for c in bound.owner.conditions):
        return None
    engine.reactor.remove(bound)
    del engine.standing[bound.id]
    return "its duration is over"


def target_of(engine: Engine, bound: Bound[Combatant]) -> Combatant | None:
    """The power's target a standing reaction keeps (None for any other reaction)."""
    kept = engine.standing.get(bound.id)
    return kept.target if kept is not None else None
