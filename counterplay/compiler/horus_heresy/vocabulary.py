"""The words of the Horus Heresy profile grammar that are data, not grammar: the
conditions a Trigger line may set on the triggering action, the procedures whose steps
are numbered (the ruleset's ``sequences``) and those the world does not run (the
Sub-Phases), and the events of the latter.

``compiler.horus_heresy.profiles`` masks each condition (the grammar's CONDITION) and
each procedure not run (PROCEDURE) before parsing. A condition is read into the trigger's
``qualifiers.condition`` under its name here, a procedure into ``qualifiers.procedure``.
The world judges the conditions ``runtime.horus_heresy.conditions.CONDITIONS`` has a
judge of (the Charge Roll succeeded, casualties triggering a Panic Check, a unit able to
shoot the moving unit) and dispatches no event of a procedure it does not run: a reaction
asking anything else never fires in a simulation (H009, and the trace says it cannot
tell), rather than firing when it should not.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

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
    "unless that unit is out of coherency": "not_out_of_coherency",
    "when testing to see if it gains a tactical status": "testing_for_a_tactical_status",
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

# The procedures of a Phase that the Horus Heresy world does not run (the grammar's
# PROCEDURE: "in the Reserves Sub-Phase of the Movement Phase") -> its name and Phase.
PROCEDURES: dict[str, tuple[str, str]] = {
    "reserves sub-phase": ("reserves", "movement"),
    "rout sub-phase": ("rout", "movement"),
    "morale sub-phase": ("morale", "shooting"),
    "resolution sub-phase": ("resolution", "assault"),
    "fight sub-phase": ("fight", "assault"),
    "victory sub-phase": ("victory", "end"),
}

# What happens in those procedures (the grammar's rule names) -> the event, the procedures
# it happens in, and whom it names: the Active player's unit that does it ("actor":
# "deploys", "scores") or the Reactive player's unit it befalls, which reacts ("target":
# "gains_status", "passes_check", "combat").
HAPPENINGS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "deploys": ("reserves.deploy", ("reserves",), "actor"),  # a unit arrives from Reserves
    "scores": ("victory.score", ("victory",), "actor"),  # Victory Points scored
    "gains_status": ("unit.status_gain", ("morale", "resolution"), "target"),  # a failed Check
    "combat": ("fight.combat", ("fight",), "target"),  # a Combat fought, the unit in it
    "passes_check": ("unit.check_passed", ("morale", "resolution"), "target"),
}


def _pattern(phrases: Iterable[str]) -> re.Pattern[str]:
    words = (r"\s+".join(map(re.escape, p.split())) for p in phrases)
    return re.compile(r"\b(?:" + "|".join(words) + r")(?![\w'-])")


_MASKS = ((_pattern(CONDITIONS), "¤"), (_pattern(PROCEDURES), "µ"))


def mask_phrases(folded: str) -> tuple[str, dict[int, str]]:
    """``folded`` with each condition of :data:`CONDITIONS` overwritten by "¤" and each
    procedure of :data:`PROCEDURES` by "µ" (one for one, so columns hold), and the phrase
    masked at each offset (single-spaced)."""
    found: dict[int, str] = {}
    out = folded
    for pattern, mask in _MASKS:
        for match in pattern.finditer(folded):
            start, end = match.span()
            found[start] = " ".join(match.group().split())
            out = out[:start] + mask * (end - start) + out[end:]
    return out, found
