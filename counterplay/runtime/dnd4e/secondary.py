"""A power's Secondary (and Tertiary) Attack: "Make a secondary attack" (an ``attack`` op,
``attack: secondary``) rolls the attack its section prints (its Attack line: the ability
vs the defense) against the creature the op names, then carries out that section's Hit or
Miss ops and its Effect ops, in which "the target" is the secondary target.

The op names the creatures its section's Target line names (the compiler reads the line,
``compiler.dnd4e.secondary``); :mod:`.groups` finds them as any op's (a scripted choice,
else at random, R000-34) and the attack is made against each in turn. The section is the
IR's ``secondary`` of the power, the n-th with an Attack line (the second for a tertiary
attack). The attack is part of the power already used: no new use of a power is declared.
Not modelled (said as the reason the op is not simulated): a power with no such section,
or one whose Target line was not read (the op still names ``secondary_target``), or one
with a trigger of its own (a use of its own when its trigger happens, which never fires:
the compiler's P004).

"The secondary target" said in the power's own Hit or Effect is the creatures its secondary
attacks were made against in this use (``Ctx.secondary``, ``whom.ROLES``).
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import attacks
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.reaction import ops_of

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# the attack op's ``attack`` -> which of the sections with an Attack line it makes
ORDINAL = {"secondary": 0, "tertiary": 1}


# how far a secondary attack with no range of its own reaches: its Target line says where
# its targets are (from the primary target: "each enemy adjacent to the primary target"),
# not the power's range
UNBOUNDED = 1000


class SecondaryPower(Power):
    """A section of a power as that power's attack (:func:`power_of`)."""

    @cached_property
    def reach(self) -> int:
        """Its own range's reach; with none printed, not bounded (:data:`UNBOUNDED`)."""
        return super().reach if self.details.get("own_range") else UNBOUNDED


def made(op: dict[str, Any]) -> bool:
    """Whether ``op`` makes one of the power's secondary (tertiary) attacks."""
    return op.get("attack") in ORDINAL


def section_of(power: Power, op: dict[str, Any]) -> dict[str, Any] | None:
    """The section of ``power`` that the attack ``op`` makes, or None when not given."""
    sections = power.details.get("secondary") or ()
    printed = [one for one in sections if isinstance(one, dict) and one.get("attack")]
    at = ORDINAL[str(op["attack"])]
    return printed[at] if at < len(printed) else None


def power_of(power: Power, op: dict[str, Any], section: dict[str, Any]) -> Power:
    """The section as the power's attack (its name, keywords and usage, so that what is
    said of the power is said of it): its Attack line, its range (else the power's), its
    Hit / Miss / Effect ops; with no range of its own, its reach not bounded by the
    power's (:class:`SecondaryPower`)."""
    details = {
        "name": power.name,
        "range": section.get("range") or power.range,
        "attack": section["attack"],
        "keywords": sorted(power.power_keywords),
        "made_by": f"{op['attack']} attack",
        "own_range": bool(section.get("range")),
    }
    return SecondaryPower(
        power.name,
        power.source,
        str(section.get("action") or power.action),
        power.usage,
        "",
        None,
        None,
        keywords=power.keywords,
        ops=ops_of(section),
        details=details,
    )


def make(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """The secondary attack against the creature ``op`` names (one of the group it names,
    found by :mod:`.groups`): rolled, then its section's ops carried out."""
    section = section_of(ctx.power, op)
    if section is None:
        engine.unsimulated(op, ctx, f"the power's {op['attack']} attack (no section printed)")
        return
    if section.get("trigger"):  # (a use of its own, when its trigger happens: P004)
        engine.unsimulated(op, ctx, f"the power's {op['attack']} attack (on its own trigger)")
        return
    target = engine.who(ctx, op.get("target"))
    if target is None or target.down:
        engine.note("op", ctx.frame.depth, op="attack", status="no secondary target")
        return
    attack = power_of(ctx.power, op, section)
    engine.note(
        "op",
        ctx.frame.depth,
        op="attack",
        status=f"{op['attack']} attack of {attack.name} against {target.name}: {section['attack']}",
    )
    outcomes = attacks.attack(engine, ctx.user, attack, [target], ctx.frame, declared=False)
    # ("the secondary target" in the power's own Hit or Effect: those it was made against)
    made = [engine.by_name[name] for name in outcomes]
    ctx.secondary.extend(who for who in made if all(who is not one for one in ctx.secondary))
