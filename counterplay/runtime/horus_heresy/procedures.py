"""The Active player's actions as the ruleset's sequences of steps.

A sequence (the ruleset's ``sequences:``) lists an action's steps in order, each naming
the step kind the world does in it (:data:`STEPS`). Before and after every step the
action reaches a break point (``SEQUENCE.STEP`` and ``SEQUENCE.STEP.end``): the core fires
the reactions waiting for it there. An event a step dispatches is told which break points
are still ahead, so a reaction it triggers waits for the one it names. When the action
is lost (nothing left to do) the remaining steps are skipped; when its unit is destroyed,
the steps the unit does itself are (``UNIT_ACTS``), and its target's still follow.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.events import Frame
from counterplay.runtime.horus_heresy import assault, movement, shooting
from counterplay.runtime.horus_heresy.units import Unit

if TYPE_CHECKING:
    from counterplay.runtime.horus_heresy.engine import Action, Engine

Step = Callable[["Engine", Frame[Unit]], None]

STEPS: dict[str, Step] = {
    "move_unit": movement.move_unit,
    "declare_target": shooting.declare_target,
    "declare_weapons": shooting.declare_weapons,
    "hit_tests": shooting.hit_tests,
    "wound_tests": shooting.wound_tests,
    "saves": shooting.saves,
    "damage_mitigation": shooting.damage_mitigation,
    "remove_casualties": shooting.remove_casualties,
    "leadership_test": shooting.leadership_test,
    "declare_charge": assault.declare_charge,
    "charge_roll": assault.charge_roll,
    "charge_move": assault.charge_move,
    "nothing": lambda engine, frame: None,
}

# The steps the acting unit does itself (it moves, picks, fires, rolls, charges): none of
# them is done once it is destroyed. The others are done by or to its target.
UNIT_ACTS = frozenset(
    {
        "move_unit",
        "declare_target",
        "declare_weapons",
        "hit_tests",
        "wound_tests",
        "declare_charge",
        "charge_roll",
        "charge_move",
    }
)


def steps(engine: Engine, sequence: str) -> list[tuple[str, str]]:
    """The (step, step kind) pairs of one of the ruleset's sequences."""
    data: dict[str, Any] = engine.rules.sections.get("sequences", {}).get(sequence, {})
    return [(str(s["step"]), s["does"]) for s in data.get("steps", ())]


def run(engine: Engine, sequence: str, frame: Frame[Unit]) -> None:
    """Run ``frame``'s action as ``sequence``, then complete it (reactions waiting for the
    action to end resolve then). A reaction's own action runs inside another's break
    point: the outer action's break points ahead are restored after it."""
    outer = engine.ahead
    pairs = steps(engine, sequence)
    points = [f"{sequence}.{step}{end}" for step, _ in pairs for end in ("", ".end")]
    for i, (_, does) in enumerate(pairs):
        engine.reactor.break_point(frame, points[2 * i])
        if frame.lost or _unit_gone(engine, frame, does):
            break
        engine.ahead = tuple(points[2 * i + 1 :])
        STEPS[does](engine, frame)
        engine.reactor.break_point(frame, points[2 * i + 1])
        if frame.lost:
            break
    engine.ahead = outer
    engine.reactor.finish(frame)


def _unit_gone(engine: Engine, frame: Frame[Unit], does: str) -> bool:
    """Whether the acting unit, destroyed by a Reaction at a break point, was to do this
    step itself: then its action ends here, said once. The steps its target does (saves,
    casualties, its Leadership test) still follow: wounds already caused stand."""
    if does not in UNIT_ACTS or not frame.actor.destroyed:
        return False
    frame.lost = True
    text = f"{frame.actor.name} is destroyed: its {frame.name.title()} ends"
    engine.note("note", frame.depth, text=text)
    return True


_SCRIPTED: dict[str, Callable[[Engine, Unit, Action], Frame[Unit] | None]] = {
    "move": movement.scripted_move,
    "shoot": shooting.scripted_attack,
    "charge": assault.scripted_charge,
}
_SEQUENCE = {"move": "move", "shoot": "shooting_attack", "charge": "charge"}


def act(engine: Engine, unit: Unit, action: Action) -> bool:
    """A scripted action: checked by its kind, then run as its sequence; False when it
    was refused (a problem says why)."""
    frame = _SCRIPTED[action.kind](engine, unit, action)
    if frame is None:
        return False
    run(engine, _SEQUENCE[action.kind], frame)
    return True
