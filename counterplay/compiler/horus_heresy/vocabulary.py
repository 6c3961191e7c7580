"""The words of the Horus Heresy profile grammar that are data, not grammar: the
conditions a Trigger line may set on the triggering action, and the procedures (with the
event each Trigger speaks of, its Phase and its steps' break points).

``compiler.horus_heresy.profiles`` masks each condition phrase (the grammar's CONDITION)
before parsing, and reads a step's procedure through :data:`SEQUENCES`. A condition is
read into the trigger's ``qualifiers.condition`` under its name here; the world judges
none of them yet, so a reaction with one never fires in a simulation (the trace says it
cannot tell), rather than firing when the condition does not hold.
"""

from __future__ import annotations

import re

# A condition's words with the word that leads it (folded: lower case, straight quotes,
# single spaces) -> its name.
CONDITIONS: dict[str, str] = {
    "if the charge roll has succeeded": "charge_roll_succeeded",
    "if any models were removed as casualties as a result of volley attacks": (
        "casualties_from_volley_attacks"
    ),
    "which triggers a panic check due to the number of models removed as casualties": (
        "panic_check_from_casualties"
    ),
    # (of the unit named just before it)
    "capable of making a shooting attack with at least one weapon it has targeting that unit": (
        "can_shoot_the_actor"
    ),
}

# A procedure a step is numbered in (the grammar's seq_name) -> the event its Triggers
# speak of and the Phase it happens in; its steps are the ruleset's `sequences:` of that
# name (horus-heresy-3.ruleset.yaml).
SEQUENCES: dict[str, tuple[str, str]] = {
    "shooting_attack": ("shooting.target", "shooting"),
    "charge": ("assault.charge", "assault"),
    "move": ("unit.move_end", "movement"),
}

_MASK = "¤"
_CONDITION = re.compile(
    r"\b(?:" + "|".join(r"\s+".join(map(re.escape, c.split())) for c in CONDITIONS) + r")\b"
)


def mask_conditions(folded: str) -> tuple[str, dict[int, str]]:
    """``folded`` with each condition of :data:`CONDITIONS` overwritten by "¤" (one for one,
    so columns hold), and the name of the condition masked at each offset."""
    names: dict[int, str] = {}
    out = folded
    for found in _CONDITION.finditer(folded):
        start, end = found.span()
        names[start] = CONDITIONS[" ".join(found.group().split())]
        out = out[:start] + _MASK * (end - start) + out[end:]
    return out, names
