"""The ``skill_check`` op ("You make a Stealth check"), and a reroll of the check being made.

A skill check is a d20 plus the checker's bonus to checks of that skill (4E: one-half its
level, the skill's ability modifier, +5 when trained, and any other: the whole bonus, given
by the scenario's ``skills:``; not given, the check is not simulated, "the user's Stealth
check bonus is not given", ``amounts.ungiven``), plus the bonus the op says ("with a +2
power bonus"). The seeds say nothing of checks; this is 4E's rule (Player's Handbook).

The check is made at its break point, ``skill.check`` (its result known, as a saving throw
at ``save.roll``): a reaction there ("Trigger: You make a skill check") may have its maker
reroll it (:func:`reroll_check`, "You reroll the check and use either result"); the result
kept is said in the trace. No difficulty class is modelled, so the check neither succeeds
nor fails (no ``skill.succeed`` / ``skill.fail``), and what an effect does with its result
("the damage is reduced by the check result") is not carried out by this op.

Not simulated from the op alone (:func:`unchecked`): a check of one of several skills (a
choice), of an ability or of no skill the game names ("a Strength check"), a bonus it
cannot count ("equal to your Intelligence modifier"); a check made in place of another
("in place of the Perception check", ``instead``), or to hide (``purpose``: hiding is not
modelled) are not followed (``followed.FIELDS``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import amounts, attacks, dislikes
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.events import Event

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# The 4E skills (Player's Handbook), whose checks a combatant's ``skills:`` gives a bonus to
# (the compiler's ``vocabulary.SKILLS``: the runtime imports nothing of the compiler)
SKILLS = frozenset(
    {
        "acrobatics", "arcana", "athletics", "bluff", "diplomacy", "dungeoneering",
        "endurance", "heal", "history", "insight", "intimidate", "nature", "perception",
        "religion", "stealth", "streetwise", "thievery",
    }
)  # fmt: skip

# The event of a check at its break point, its result known
EVENT = "skill.check"


@dataclass
class CheckRoll:
    """A skill check being made, at its break point (``skill.check``), which a reaction
    there may have its maker reroll (:func:`reroll_check`)."""

    who: Combatant
    skill: str
    event: Event[Combatant]
    reroll: bool = False
    keeps: str | None = None  # which of the two results counts (``attacks.kept_roll``)
    bonus: int = 0  # "reroll the check with a +3 power bonus": the reroll's alone


def unchecked(op: dict[str, Any]) -> str | None:
    """What of a skill_check op the runtime does not model from the op alone, or None."""
    skill = op.get("skill")
    if not isinstance(skill, str):
        return "the skill it chooses"  # ("a Perception or Stealth check")
    if skill not in SKILLS:
        return "the check it makes"  # (an ability check, initiative)
    if not amounts.countable(op.get("roll_bonus") or 0):
        return "the bonus it counts"  # ("equal to your Strength or Wisdom modifier")
    return None


def skill_check(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The user makes the check: a d20, its bonus to the skill's checks and the op's bonus,
    at its break point (``skill.check``, where it may be rerolled), the result kept said."""
    who, skill = ctx.user, str(op["skill"])  # (``unchecked``: one skill of :data:`SKILLS`)
    given = amounts.stat(who, f"{skill}{amounts.SKILL_CHECK}")
    assert given is not None  # (``Handler``: ``amounts.ungiven`` refused it otherwise)
    bonus = given + amounts.value(op.get("roll_bonus") or 0, who)
    depth = ctx.frame.depth
    natural = engine.rng.randint(1, 20)
    facts = {"skill": skill, "roll": natural}
    rolling = CheckRoll(who, skill, Event(EVENT, who, None, facts, depth))
    engine.check_rolls.append(rolling)
    said = f"the {skill.capitalize()} check {natural + bonus} (a natural {natural})"
    try:
        engine.note("note", depth, text=_said(who, skill, natural, bonus))
        with dislikes.rolling(engine, dislikes.Rolled(rolling.event, who, lambda: (None, said))):
            engine.dispatch(rolling.event, ctx.frame)
    finally:
        engine.check_rolls.remove(rolling)
    total = natural + bonus
    if rolling.reroll:
        again = engine.rng.randint(1, 20)
        engine.note("note", depth, text=f"the {skill.capitalize()} check rerolled: {again}")
        totals = (total, again + bonus + rolling.bonus)
        total = totals[attacks.kept_roll_noted(engine, who, rolling.keeps, totals, depth)]
    said = f"{who.name}'s {skill.capitalize()} check: {total} (no DC is modelled)"
    engine.note("op", depth, op="skill_check", status=said)


def _said(who: Combatant, skill: str, natural: int, bonus: int) -> str:
    return f"{who.name} makes a {skill.capitalize()} check: {natural} + {bonus}"


def reroll_check(engine: Engine, op: dict[str, Any], ctx: Ctx, keeps: str | None) -> None:
    """The skill check being made (``skill.check``, at its break point), rerolled by the one
    who makes it, with the op's bonus counted in the reroll alone; which result counts,
    ``keeps`` (the reroll's, none said). A reroll naming skills ("Reroll the Stealth check")
    rerolls a check of one of them only."""
    depth = ctx.frame.depth
    rolling = next((r for r in engine.check_rolls if r.event is ctx.event), None)
    if rolling is None:
        engine.note("op", depth, op="reroll", status="no skill check being made to reroll")
        return
    named = op.get("skills") or ()
    if named and rolling.skill not in named:
        said = f"the check being made is of {rolling.skill.capitalize()}, not one it names"
        engine.note("op", depth, op="reroll", status=said)
        return
    if engine.who(ctx, op.get("who") or "self", harmed=False) is not rolling.who:
        engine.unsimulated(op, ctx, "whose check it rerolls")
        return
    rolling.reroll, rolling.keeps = True, keeps
    rolling.bonus = amounts.value(op.get("roll_bonus") or 0, ctx.user)  # ("your Wisdom modifier")
    said = f"{rolling.who.name} rerolls the {rolling.skill.capitalize()} check"
    engine.note("op", depth, op="reroll", status=said)
