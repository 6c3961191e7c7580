"""Reaction ops: what a fired reaction does, op by op, as its IR (the ruleset's YAML) says.

One function per op name, registered in :data:`OPS`:

- ``reaction_move``: Advance / Withdraw (``direction``, ``difficult_terrain``,
  ``dangerous_terrain``, ``vehicles``, ``penalties``);
- ``shoot``: a Shooting Attack at the triggering unit under the op's restrictions
  (``indirect``, ``vehicles``, ``templates``, ``stationary``, ``cover_saves``,
  ``leadership_tests``, ``penalties``), run as the ruleset's ``shooting_attack`` sequence;
- ``shrouded``: a Shrouded roll against the triggering Shooting Attack's wounds;
- ``morale_check``: a Morale check (2d6 against the unit's best Leadership); failed, the
  rest of the ops do not happen when ``on_fail: stop``;
- ``disorder_charges``: Hold the Line's outcome (R004-20).

An op not in the table (a profile's ``Process`` text, say) is recorded as *not simulated*.
The triggering unit is the one that made the event: the moving, shooting or charging unit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from counterplay.runtime.events import Claim, Frame
from counterplay.runtime.horus_heresy import dice, movement, procedures
from counterplay.runtime.horus_heresy.assault import Charge
from counterplay.runtime.horus_heresy.facts import OP_SHAPES, OPTION_FIELDS
from counterplay.runtime.horus_heresy.shooting import Attack, firing
from counterplay.runtime.horus_heresy.units import Unit
from counterplay.runtime.reaction import whole

if TYPE_CHECKING:
    from counterplay.runtime.horus_heresy.engine import Engine


@dataclass
class Ctx:
    """The reacting unit, the reaction, the triggering unit and the actions in play."""

    unit: Unit
    reaction: str
    foe: Unit | None
    frame: Frame[Unit]
    trigger: Frame[Unit] | None  # the triggering action, when it is still under way


Op = Callable[["Engine", dict[str, Any], Ctx], bool]


def _reaction_move(engine: Engine, op: dict[str, Any], ctx: Ctx) -> bool:
    if ctx.foe is None or ctx.foe.destroyed:
        engine.note("op", ctx.frame.depth, op="reaction_move", status="no triggering unit")
        return True
    movement.reaction_move(engine, ctx.unit, ctx.foe, op, ctx.frame.depth)
    return True


def _shoot(engine: Engine, op: dict[str, Any], ctx: Ctx) -> bool:
    if ctx.foe is None or ctx.foe.destroyed:
        engine.note("op", ctx.frame.depth, op="shoot", status="no target left")
        return True
    attack = Attack.restricted(ctx.unit, ctx.foe, op, ctx.reaction)
    if not firing(engine, attack):
        text = f"{ctx.unit.name} has no weapon that may fire at {ctx.foe.name}"
        engine.note("op", ctx.frame.depth, op="shoot", status=text)
        return True
    ctx.frame.state = attack
    procedures.run(engine, "shooting_attack", ctx.frame)
    return True


def _shrouded(engine: Engine, op: dict[str, Any], ctx: Ctx) -> bool:
    state = ctx.trigger.state if ctx.trigger is not None else None
    if not isinstance(state, Attack):
        engine.note("op", ctx.frame.depth, op="shrouded", status="no Shooting Attack under way")
        return True
    roll = int(op.get("roll", 5))
    state.shrouded = roll if state.shrouded is None else min(state.shrouded, roll)
    text = f"{ctx.unit.name} gains Shrouded ({roll}+) against this Shooting Attack"
    engine.note("note", ctx.frame.depth, text=text)
    return True


def _morale_check(engine: Engine, op: dict[str, Any], ctx: Ctx) -> bool:
    roll = dice.two_d6(engine.rng)
    leadership = max(m.leadership for m in ctx.unit.alive)
    passed = roll <= leadership
    engine.note(
        "test",
        ctx.frame.depth,
        unit=ctx.unit.name,
        test="Morale check",
        roll=roll,
        against=leadership,
        passed=passed,
    )
    return passed or op.get("on_fail") != "stop"


def _disorder_charges(engine: Engine, op: dict[str, Any], ctx: Ctx) -> bool:
    state = ctx.trigger.state if ctx.trigger is not None else None
    if not isinstance(state, Charge):
        engine.note("op", ctx.frame.depth, op="disorder_charges", status="no Charge under way")
        return True
    if state.success:
        state.disordered = True
        text = f"the Charge by {state.charger.name} is Disordered (R004-20)"
    else:
        engine.disordering.add(ctx.unit.name)
        text = (
            f"the Charge by {state.charger.name} failed: every other Charge against "
            f"{ctx.unit.name} this sub-phase is Disordered (R004-20)"
        )
    engine.note("note", ctx.frame.depth, text=text)
    return True


OPS: dict[str, Op] = {
    "reaction_move": _reaction_move,
    "shoot": _shoot,
    "shrouded": _shrouded,
    "morale_check": _morale_check,
    "disorder_charges": _disorder_charges,
}


# What a handler would make up if the op left it out: such an op is not simulated (a
# Shrouded roll of 5+, a Withdraw for a move whose direction is not said).
REQUIRED: dict[str, tuple[str, ...]] = {
    "reaction_move": ("direction",),
    "shrouded": ("roll",),
}

# Values of a field its handler does not carry out as said ("stacks: true": a Shrouded roll
# that stacks with another; the handler keeps the better of the two).
UNFOLLOWED_VALUES: dict[tuple[str, str], object] = {("shrouded", "stacks"): True}


def unfollowed(op: dict[str, Any]) -> str | None:
    """What of ``op`` (one with a handler) the world does not carry out as it says: a field
    its shape (``facts.OP_SHAPES``) does not have or a value not of that shape, a field its
    handler needs and it lacks, a value the handler does not follow; None when nothing."""
    name = str(op.get("op"))
    shape = OP_SHAPES.get(name, {})
    for key, value in op.items():
        if key in ("op", "text"):
            continue
        if key not in shape or not _fits(shape[key], value):
            return f"its field {key}: {value!r}"
        if UNFOLLOWED_VALUES.get((name, key), _NOTHING) == value:
            return f"its field {key}: {value!r}"
    missing = [key for key in REQUIRED.get(name, ()) if key not in op]
    return f"what it leaves unsaid ({', '.join(missing)})" if missing else None


_NOTHING = object()


# The JSON-schema words ``facts.OP_SHAPES`` is written in, judged here (the compiler checks
# a battle's ops against the same shapes with jsonschema; the runtime imports no schema
# library): a value fits when every word of its shape holds. A word not here never holds.
_TYPES: dict[str, Callable[[Any], bool]] = {
    "integer": whole,
    "boolean": lambda value: isinstance(value, bool),
    "object": lambda value: isinstance(value, dict),
}
_WORDS: dict[str, Callable[[Any, Any], bool]] = {
    "enum": lambda said, value: value in said,
    "type": lambda said, value: said in _TYPES and _TYPES[said](value),
    "minimum": lambda said, value: not whole(value) or value >= said,
    "maximum": lambda said, value: not whole(value) or value <= said,
    "properties": lambda said, value: (
        not isinstance(value, dict)
        or all(_fits(said[key], inner) for key, inner in value.items() if key in said)
    ),
}


def _fits(shape: dict[str, Any], value: Any) -> bool:
    """Whether ``value`` is of ``shape`` (one of ``facts.OP_SHAPES``'s fields)."""
    for word, said in shape.items():
        if word == "additionalProperties":  # (False: no key but those of "properties")
            known = set(shape.get("properties", {}))
            if said is not False or (isinstance(value, dict) and set(value) - known):
                return False
        elif word not in _WORDS or not _WORDS[word](said, value):
            return False
    return True


def carry_out(
    engine: Engine, claim: Claim[Unit], frame: Frame[Unit], trigger: Frame[Unit] | None
) -> None:
    """A reaction the core fires: its effect's ops, in order, until one says stop. An effect
    with no ops (a profile's Process kept as text) and an op the world does not carry out
    as it says are recorded as not simulated, with why."""
    bound, event = claim.bound, claim.event
    foe = event.actor if event.actor is not bound.owner else event.target
    ctx = Ctx(bound.owner, bound.reaction.name, foe, frame, trigger)
    effect = bound.reaction.part_ops("effect")
    if not effect:
        text = (bound.reaction.details.get("effect") or {}).get("text", "")
        why = "its effect, not written as the world's ops, is not simulated"
        engine.note("op", frame.depth, op="effect", text=text, status="not simulated", why=why)
    for op in effect:
        handler = OPS.get(str(op.get("op")))
        what = unfollowed(op) if handler is not None else "the op"
        if handler is None or what is not None:
            why = f"{what} is not simulated"
            text = op.get("text", "")
            engine.note(
                "op", frame.depth, op=op.get("op"), text=text, status="not simulated", why=why
            )
            continue
        if not handler(engine, _with_options(engine, op), ctx):
            break


def _with_options(engine: Engine, op: dict[str, Any]) -> dict[str, Any]:
    """``op`` with the fields the ruleset's options give an op of its kind that leaves them
    unsaid (``facts.OPTION_FIELDS``: no Leadership tests, no penalties); its own kept."""
    given: dict[str, Any] = {}
    for option, fields in OPTION_FIELDS.items():
        if engine.options.get(option):
            given.update(fields.get(str(op.get("op")), {}))
    return {**given, **op}
