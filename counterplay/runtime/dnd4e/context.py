"""What a power resolving knows: who uses it, in which frame, in answer to which event, and
what it has done so far (:class:`Ctx`); one attack in progress that interrupts may change
(:class:`AttackState`). Kept apart from the engine so that the modules carrying out ops
name them without importing the engine."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from counterplay.runtime.dnd4e.combatant import Combatant, Condition
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.events import Event, Frame


@dataclass
class AttackState:
    """One partial attack in progress, which interrupts may change (a frame's ``state``)."""

    attacker: Combatant
    target: Combatant
    power: Power
    bonus: int = 0
    resist: int = 0
    halved: bool = False  # "takes half damage from the triggering attack"
    unharmed: bool = False  # "You take no damage from the triggering attack" (its target)
    forced_miss: bool = False
    reroll: bool = False
    reroll_keeps: str | None = None  # "higher" / "lower" of the two; None: the new one
    reroll_bonus: Condition | None = None  # "reroll ... with a +2 power bonus": the reroll's
    critical: bool | None = None  # "The critical hit becomes a normal hit" (False), or not
    damage_rolled: bool = False  # its hit's damage rolled: its roll and outcome are judged
    damage_reroll: bool = False  # "The triggering enemy rerolls the damage roll"
    damage_keeps: str | None = None  # of the two damage rolls, as ``reroll_keeps``
    damage_bonus: int = 0  # "-4 penalty to the damage roll", given at its roll (damage.roll)
    facts: dict[str, Any] = field(default_factory=dict)  # the attack's event qualifiers
    extra: list[dict[str, Any]] = field(default_factory=list)  # its hit's extra damage ops
    # lasting modifiers given during this attack and counted in ``bonus`` already
    counted: list[Condition] = field(default_factory=list)
    # modifiers to this attack alone given during it, by their bearer's name (to stack with)
    passing: list[tuple[str, Condition]] = field(default_factory=list)
    # conditions given "for the (triggering) attack" (``end_of_attack``), by their bearer:
    # they end with this attack (``attacks.attack_power``)
    for_it: list[tuple[Combatant, Condition]] = field(default_factory=list)
    # "The attack deals fire damage instead of any other damage type": its hit's damage
    # types (None: the power's own, ``attacks.hit_types``)
    types: list[str] | None = None


@dataclass
class SaveRoll:
    """A saving throw being rolled, at its break point (``save.roll``, before it is judged),
    which an interrupt there may have its roller reroll (``rerolls.save_rolled``)."""

    who: Combatant
    event: Event[Combatant]
    reroll: bool = False
    keeps: str | None = None  # which of the two results counts, as ``AttackState.reroll_keeps``
    bonus: Condition | None = None  # "reroll the saving throw with a +2 bonus": the reroll's
    # "You gain a +2 bonus to the saving throw": given at its break point, to the roll
    added: list[Condition] = field(default_factory=list)


@dataclass
class Ctx:
    """Who is resolving which power, against what, in answer to which event."""

    user: Combatant
    power: Power
    frame: Frame[Combatant]
    event: Event[Combatant] | None = None
    trigger_frame: Frame[Combatant] | None = None
    target: Combatant | None = None
    # whether the attacks this power made hit, by target's name ("If the attack hits")
    outcomes: dict[str, bool] = field(default_factory=dict)
    # whether the last saving throw this power made (or rerolled) was a save ("If you save")
    saved: bool | None = None
    # the ops after the one being carried out, and those an attack op's hit dealt already
    later: tuple[dict[str, Any], ...] = ()
    folded: list[dict[str, Any]] = field(default_factory=list)
    attack_ahead: bool = False  # the power's own attack is still to come ("Before the attack")
    member: Combatant | None = None  # the one of a group an op is being carried out for
    earlier: tuple[dict[str, Any], ...] = ()  # the ops before the one being carried out
    # the creatures its secondary (tertiary) attacks were made against so far: in one
    # target's Hit or Miss, those made there; in the power's Effect, all of this use's
    # ("the secondary target" in its own Hit or Effect: ``secondary.make``, ``whom.ROLES``)
    secondary: list[Combatant] = field(default_factory=list)
    # the groups its ops named, as first found (:func:`groups.each`), by how they are said
    groups: dict[str, list[Combatant]] = field(default_factory=dict)
    # an effect's standing trigger firing: its ops go on while its user is down
    # (``standing.an_act`` says which it cannot carry out then)
    standing: bool = False
    # the ops not carried out because their own "if" was judged not to hold ("If the target
    # is bloodied, it takes 7 damage": not bloodied), so far in this use
    unheld: list[dict[str, Any]] = field(default_factory=list)


def in_progress(ctx: Ctx) -> AttackState | None:
    """The triggering attack while its roll, outcome and target may still change: until
    its hit's damage is rolled (``damage.roll`` and after, too late)."""
    state = ctx.trigger_frame.state if ctx.trigger_frame is not None else None
    return None if state is None or state.damage_rolled else state


# The duration of what is given "for the (triggering) attack" ("You don't grant combat
# advantage for the attack", "grants combat advantage to you for the triggering attack")
FOR_THE_ATTACK = "end_of_attack"

# What the trace says of what is given "for the attack" when no attack is in progress
NO_ATTACK_FOR_IT = "how long it lasts (for the triggering attack, not in progress)"


def for_the_attack(ctx: Ctx, bearer: Combatant, condition: Condition) -> bool:
    """Give ``bearer`` ``condition`` for the triggering attack in progress alone: it ends
    with that attack (``AttackState.for_it``); False (nothing given) when none is."""
    state = in_progress(ctx)
    if state is None:
        return False
    bearer.add(condition)
    state.for_it.append((bearer, condition))
    return True
