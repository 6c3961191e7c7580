"""What the Horus Heresy world offers the ruleset: facts its predicates may name, the
boundaries its scopes move on, the step kinds its sequences are written with, and the
events it dispatches (each in one Phase).

Everything a ruleset says of the game is data over these: the Reaction Allotment is a
limit raised by ``player.allotment_raise`` and ``player.phase_bonus``, the units that may
not react are checks on ``owner.statuses`` and ``owner.special_rules``, and so on.
"""

from __future__ import annotations

from typing import Any

from counterplay.runtime.horus_heresy.conditions import failed
from counterplay.runtime.horus_heresy.units import Unit
from counterplay.runtime.predicates import Fact, Situation


def _player(s: Situation[Any]) -> Any:
    return s.world.players[s.bound.owner.controller]


def _without_initiative(unit: Unit) -> list[str]:
    """The models of ``unit`` with no Initiative or Initiative 0 (R004-11)."""
    return [m.name for m in unit.alive if not m.initiative]


def _lacking(s: Situation[Any]) -> list[str]:
    """The models of the unit with no Initiative or Initiative 0 (R004-11); a unit of
    Vehicles alone moves as vehicles, so none count there."""
    unit = s.bound.owner
    return [] if unit.vehicles_only else _without_initiative(unit)


def _moving_without_initiative(s: Situation[Any]) -> list[str]:
    """The models of the unit with no Initiative or Initiative 0, when the reaction moves
    it by its Initiative (an op's ``distance: initiative``, a faction's Reaction as much as
    Advance and Withdraw: R004-11); none when it does not, or for a unit of Vehicles alone
    whose move says how vehicles move (they pivot and move instead)."""
    unit = s.bound.owner
    ops = s.bound.reaction.part_ops("effect")
    moves = [op for op in ops if op.get("distance") == "initiative"]
    pivots = unit.vehicles_only and all(isinstance(op.get("vehicles"), dict) for op in moves)
    return [] if not moves or pivots else _without_initiative(unit)


def _failed(s: Situation[Any]) -> str:
    return "; ".join(failed(s.world, s.bound.reaction, s.bound.owner, s.event, s.frame))


FACTS: dict[str, Fact] = {
    "owner.player_active": (
        "the unit's player is the Active player (it is their turn)",
        lambda s: s.world.active_player == s.bound.owner.controller,
    ),
    "owner.statuses": (
        "the unit's statuses: pinned, falling back, locked in combat, immobilised, may not move",
        lambda s: sorted(s.bound.owner.statuses),
    ),
    "owner.special_rules": (
        "the names of the unit's special rules (Fearless, Shrouded, ...)",
        lambda s: sorted(s.bound.owner.special_rules),
    ),
    "owner.lacks_initiative": (
        "the models of the unit with no Initiative or Initiative 0 (none for a unit of "
        "Vehicles alone, which pivots and moves instead)",
        _lacking,
    ),
    "reaction.initiative_move_refused": (
        "the models of the unit with no Initiative or Initiative 0 when the reaction moves it "
        "by its Initiative (an op's distance: initiative; none for a unit of Vehicles alone "
        "whose move says how vehicles move)",
        _moving_without_initiative,
    ),
    "owner.movement_zero": (
        "the unit includes a model with a Movement of 0",
        lambda s: any(m.movement == 0 for m in s.bound.owner.alive),
    ),
    "player.allotment_raise": (
        "how far special rules raise the unit's player's Reaction Allotment in every Phase",
        lambda s: _player(s).allotment - 1,
    ),
    "player.phase_bonus": (
        "the Reactions special rules add for the unit's player in the current Phase",
        lambda s: _player(s).bonus.get(s.world.phase, 0),
    ),
    "action.conditions_failed": (
        "the conditions the reaction's Trigger sets on the triggering action, known only once "
        "a step is done, that the action shows false (judged again when it resolves)",
        _failed,
    ),
    "player.beyond_three": (
        "a special rule specifically lets the unit's player make more than three Reactions",
        lambda s: _player(s).beyond_three,
    ),
}

# What the world's parties are called (``counterplay rulesets``: "every unit has ...").
PARTY = "unit"
# The boundaries the world signals: a game turn, a player's turn, each Phase of it.
BOUNDARIES = ("game_turn.start", "turn.start", "phase.start")
# The ruleset options (`options:`) the world's engine reads (an option no world reads is
# R025): each, when on, gives every Reaction's op of a kind the fields it leaves unsaid
# (R004-09, R004-10: a Reaction's Shooting Attack causes no Leadership tests, its shooting
# and moves no penalties, a faction's as much as a Core Reaction's); a field the op says
# is kept.
OPTION_FIELDS: dict[str, dict[str, dict[str, Any]]] = {
    "no_leadership_tests_from_reactions": {"shoot": {"leadership_tests": False}},
    "no_penalties_from_reactions": {
        "shoot": {"penalties": False},
        "reaction_move": {"penalties": False},
    },
}
OPTIONS: tuple[str, ...] = tuple(OPTION_FIELDS)
# The choices it asks besides the core's (``react``: which unit reacts with what).
CHOICES: tuple[str, ...] = ()

# The step kinds a ruleset's `sequences:` are written with, and what each does.
STEPS: dict[str, str] = {
    "move_unit": "the unit moves; unit.move_end is dispatched as it ends its move",
    "declare_target": "the Shooting Attack's target is declared: shooting.target",
    "declare_weapons": "the weapons that fire are declared (in range, in sight)",
    "hit_tests": "To Hit rolls (Ballistic Skill)",
    "wound_tests": "To Wound rolls (Strength against Toughness)",
    "saves": "Armour, invulnerable and cover saves",
    "damage_mitigation": "Damage Mitigation rolls: Shrouded, Feel No Pain",
    "remove_casualties": "wounds allocated, casualties removed",
    "leadership_test": "a Leadership test after 25% casualties; failed: Falling Back",
    "declare_charge": "the Charge's target is declared: assault.charge",
    "charge_roll": "the Charge Roll (2d6 against the distance)",
    "charge_move": "the Charge Move into base contact; both units locked in combat",
    "nothing": "a step whose own work the world does not simulate (a named break point)",
}
# The sequences the world runs, and the step kinds each must hold, in this order.
SEQUENCES: dict[str, tuple[str, ...]] = {
    "move": ("move_unit",),
    "shooting_attack": (
        "declare_target",
        "hit_tests",
        "wound_tests",
        "saves",
        "damage_mitigation",
        "remove_casualties",
    ),
    "charge": ("declare_charge", "charge_roll", "charge_move"),
}

# The events the world dispatches, the Phase each happens in, and their words.
EVENTS: dict[str, tuple[str, str]] = {
    "unit.move_end": ("movement", "an enemy unit ending a move"),
    "shooting.target": ("shooting", "a Shooting Attack targeting the unit"),
    "assault.charge": ("assault", "a Charge declared at the unit"),
}
PHASES = ("movement", "shooting", "assault")
# The step kind each event is dispatched in: a reaction "when" its event happens, with no
# step named, resolves at the end of that step.
DISPATCHED_IN = {
    "unit.move_end": "move_unit",
    "shooting.target": "declare_target",
    "assault.charge": "declare_charge",
}


def dispatched_at(sequences: dict[str, Any] | None, event: str) -> str | None:
    """The end of the step of a ruleset's ``sequences`` in which ``event`` is dispatched:
    where a reaction declared "when" it happens, with no step named, resolves (None: the
    world never dispatches it, or no sequence has that step)."""
    for name, sequence in (sequences or {}).items():
        for step in (sequence or {}).get("steps", ()):
            if step["does"] == DISPATCHED_IN.get(event):
                return f"{name}.{step['step']}.end"
    return None


_FLAG: dict[str, Any] = {"type": "boolean"}
# The fields of the ops this world carries out (effects.OPS), as JSON Schema: a ruleset's
# universal reaction written with a field of the wrong kind is refused when the ruleset is
# loaded, with its position, instead of failing in the middle of a battle. An op not listed
# here is recorded as not simulated.
OP_SHAPES: dict[str, dict[str, Any]] = {
    "reaction_move": {
        "direction": {"enum": ["toward", "away"]},
        "distance": {"enum": ["initiative"]},
        "difficult_terrain": _FLAG,
        "dangerous_terrain": _FLAG,
        "penalties": _FLAG,
        "vehicles": {
            "type": "object",
            "additionalProperties": False,
            "properties": {"pivot": {"type": "integer"}, "inches": {"type": "integer"}},
        },
    },
    "shoot": {
        "at": {"enum": ["triggering"]},
        "indirect": _FLAG,
        "vehicles": {"enum": ["all", "defensive"]},
        "templates": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "within": {"type": "integer", "minimum": 0},
                "as": {"enum": ["wall_of_death"]},
            },
        },
        "stationary": _FLAG,
        "cover_saves": _FLAG,
        "leadership_tests": _FLAG,
        "penalties": _FLAG,
    },
    "shrouded": {
        "roll": {"type": "integer", "minimum": 2, "maximum": 6},  # a 2+ to 6+ save
        "against": {"enum": ["triggering"]},
        "stacks": _FLAG,
    },
    "morale_check": {"on_fail": {"enum": ["stop"]}},  # else the reaction goes on
    "disorder_charges": {},
}


def check_reaction(entry: dict[str, Any]) -> list[tuple[tuple[str | int, ...], str, str]]:
    """What a reaction's IR says that the Horus Heresy world can never play: an event it
    never dispatches, or a Phase that event never happens in (R004-07), in the trigger and
    in each of its ``either`` parts. Each finding is (path inside the entry, diagnostic
    code, message)."""
    trigger = entry.get("trigger") or {}
    if not trigger.get("event") or trigger.get("event") == "unparsed":
        return []
    found: list[tuple[tuple[str | int, ...], str, str]] = []
    either = enumerate(trigger.get("either") or ())
    for at, part in ((("trigger",), trigger), *((("trigger", "either", i), p) for i, p in either)):
        found.extend(_check_part(entry.get("name", "this reaction"), part, at))
    return found


def _check_part(
    name: str, part: dict[str, Any], at: tuple[str | int, ...]
) -> list[tuple[tuple[str | int, ...], str, str]]:
    event = part.get("event")
    if event not in EVENTS:
        message = (
            f"the Horus Heresy world never dispatches {event!r} (it dispatches {', '.join(EVENTS)})"
        )
        return [((*at, "event"), "H001", message)]
    phase = (part.get("qualifiers") or {}).get("phase")
    happens, words = EVENTS[event]
    if phase is not None and phase != happens:
        message = (
            f"{name} is declared in the {phase} phase, but {words} ({event}) happens only "
            f"in the {happens} phase (R004-07)"
        )
        return [((*at, "qualifiers", "phase"), "H001", message)]
    return []
