"""Conditions a Trigger sets on the triggering action, as the Horus Heresy world judges them.

The profile reader writes them as ``qualifiers.condition`` (names from
``compiler.horus_heresy.vocabulary.CONDITIONS``). Each is judged by the world's own rules:

- known when the event is dispatched (``after`` None): judged with the trigger, as any
  filter ("a Unit ... capable of making a Shooting Attack with at least one Weapon it has
  targeting that Unit": the reacting unit has a weapon in range and in sight of the moving
  unit, as a Shooting Attack would find it);
- known only once a step of the action is done (``after``: the step kind that tells it,
  the Charge Roll, the casualties removed): the trigger fits when the reaction resolves at
  or after the end of that step (its break point), and the action's state is judged again
  when it resolves, by the ruleset's ``may_react`` check on the fact
  ``action.conditions_failed``: a condition the action shows false then refuses it, and the
  points it claimed are given back. A reaction that would resolve before the step, or a
  ruleset with no such check, cannot tell (not simulated): it never fires.

A condition not in :data:`CONDITIONS` is not simulated (H009): it never fires.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from counterplay.runtime.events import Event, Frame
from counterplay.runtime.horus_heresy.assault import Charge
from counterplay.runtime.horus_heresy.shooting import Attack, can_shoot, panic_check
from counterplay.runtime.horus_heresy.units import Unit
from counterplay.runtime.reaction import Reaction

if TYPE_CHECKING:
    from counterplay.runtime.horus_heresy.engine import Engine

# The fact a ruleset's may_react check reads to judge a condition again when it resolves.
FACT = "action.conditions_failed"
# (engine, the reacting unit, the event, the action's state) -> whether it holds, None while
# the action has not told yet.
Holds = Callable[["Engine", Unit, Event[Unit], Any], bool | None]


@dataclass(frozen=True)
class Condition:
    """A condition's words (what holds), the step kind after which it is known (None: when
    the event is dispatched), and its judge."""

    words: str
    after: str | None
    holds: Holds


def _can_shoot(engine: Engine, owner: Unit, event: Event[Unit], state: Any) -> bool | None:
    return event.actor is not None and can_shoot(engine, owner, event.actor)


def _charge_succeeded(engine: Engine, owner: Unit, event: Event[Unit], state: Any) -> bool | None:
    return state.success if isinstance(state, Charge) else None


def _panic(engine: Engine, owner: Unit, event: Event[Unit], state: Any) -> bool | None:
    if not isinstance(state, Attack) or not state.removed:
        return None
    return panic_check(state)


CONDITIONS: dict[str, Condition] = {
    "can_shoot_the_actor": Condition(
        "it can make a Shooting Attack with a weapon it has at the moving unit", None, _can_shoot
    ),
    "charge_roll_succeeded": Condition(
        "the Charge Roll has succeeded", "charge_roll", _charge_succeeded
    ),
    "panic_check_from_casualties": Condition(
        "the casualties removed trigger a Panic Check", "remove_casualties", _panic
    ),
}


def done_by(sequences: dict[str, Any] | None) -> dict[str, frozenset[str]]:
    """For each break point of a ruleset's ``sequences``, the step kinds done by then (the
    steps before it, and its own at its end)."""
    out: dict[str, frozenset[str]] = {}
    for name, sequence in (sequences or {}).items():
        done: list[str] = []
        for step in (sequence or {}).get("steps", ()):
            out[f"{name}.{step['step']}"] = frozenset(done)
            done.append(step["does"])
            out[f"{name}.{step['step']}.end"] = frozenset(done)
    return out


def reads(node: Any, fact: str) -> bool:
    """Whether a ruleset's section (its YAML data) names ``fact`` anywhere."""
    if isinstance(node, dict):
        return node.get("fact") == fact or any(reads(v, fact) for v in node.values())
    return isinstance(node, list) and any(reads(v, fact) for v in node)


def unknown(names: Any) -> list[str]:
    """The conditions of ``names`` the world has no judge of (not simulated: H009)."""
    listed = names if isinstance(names, list) else [names]
    return [str(n) for n in listed if n not in CONDITIONS]


def why_not(
    engine: Engine, owner: Unit, event: Event[Unit], names: Any, point: str | None
) -> str | None:
    """Why the conditions do not hold when the event is dispatched (None: they do, or are
    known only later and judged again when the reaction resolves at ``point``)."""
    for name in names if isinstance(names, list) else [names]:
        condition = CONDITIONS.get(name)
        if condition is None:
            return f"cannot tell whether {name!r} holds (not simulated)"
        if condition.after is None:
            if not condition.holds(engine, owner, event, None):
                return f"{owner.name}: not so that {condition.words}"
            continue
        known = condition.after in engine.done_by.get(point or "", ())
        if not known or not engine.rechecks:
            return (
                f"cannot tell whether {condition.words} when {owner.name} would react "
                "(not simulated)"
            )
    return None


_CUT = " (the action ended before it could tell)"


def failed(
    engine: Engine, reaction: Reaction, owner: Unit, event: Event[Unit], frame: Frame[Unit] | None
) -> list[str]:
    """The conditions of the reaction's parts that answer the event, known only once a step
    is done, that the action in progress shows false (the fact :data:`FACT`; none while it
    has not told, unless it was cut short before telling: its unit destroyed)."""
    state = frame.state if frame is not None else None
    lost = frame is not None and frame.lost
    out = []
    for part in reaction.parts:
        if event.name not in part.events:
            continue
        said = part.qualifiers.get("condition") or []
        for name in said if isinstance(said, list) else [said]:
            condition = CONDITIONS.get(name)
            if condition is None or condition.after is None:
                continue
            told = condition.holds(engine, owner, event, state)
            if told is False or (told is None and lost):
                out.append(f"not so that {condition.words}" + ("" if told is False else _CUT))
    return list(dict.fromkeys(out))
