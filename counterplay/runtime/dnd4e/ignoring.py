"""Damage that ignores resistance: "This damage ignores resistance", "... ignores immunity
and resistance to poison", said right after the damage it is of (``who: this_damage``).

The ``ignore`` op is carried out with the damage op before it (folded: ``Ctx.folded``):
that damage, dealt now, as ongoing damage (each time it is dealt) or as half the Hit's, is
dealt with none of the creature's resistances taking anything away (``damage.harm``'s
``unresisted``) — of every type when the op names none, else only when its types cover the
damage's. Immunity is ignored too: the 4E world here gives no creature immunity, so there
is none to ignore. What an ``ignore`` op says of anything else (the attack it is of,
concealment, an effect) is not simulated (:func:`unmodelled`). One after damage not dealt
(its own "if" judged not to hold) or of none of the types it names has nothing to ignore
(carried out: :func:`ignore`); one with no damage before it to go with is not simulated,
with why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e.followed import unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine

# What damage may ignore, and what of the world that leaves out of its damage: its
# resistances; immunity, which no creature here has
IGNORED: dict[str, str] = {
    "resistance": "the creature's resistances take nothing away",
    "immunity": "no creature is immune here",
}

# What an ignore op is said of, by its ``who``, that the runtime carries out
OF_DAMAGE = "this_damage"

# What the trace says of an ignore op carried out with the damage before it
FOLDED_AS = "the damage before it ignores resistance: dealt so with it"

# What the trace says of an ignore op after damage it has nothing of to ignore (carried out)
NOTHING_IGNORED = "nothing of the damage before it to ignore"


def _what(op: dict[str, Any]) -> list[str]:
    said = op.get("what")
    return [str(w) for w in (said if isinstance(said, list) else [said])]


def unmodelled(op: dict[str, Any]) -> str | None:
    """What of an ignore op the runtime does not model from the op alone, or None."""
    if op.get("who") != OF_DAMAGE:
        return f"what ignores it ({op.get('who')})"
    unknown = [w for w in _what(op) if w not in IGNORED]
    if unknown:
        return f"what it ignores ({', '.join(unknown)})"
    return "how long it lasts" if op.get("duration") is not None else None


def of_damage(damage: dict[str, Any] | None, op: dict[str, Any]) -> bool:
    """Whether ``op`` (an ignore op) goes with ``damage``, the op said right before it: damage
    the runtime deals itself (not added to the triggering attack's), of types the ignored
    resistance covers (any, when it names none)."""
    if damage is None or damage.get("op") != "damage" or op.get("op") != "ignore":
        return False
    if damage.get("from") or damage.get("of_attack"):  # (the triggering attack's: its own)
        return False
    types = set(op.get("types") or ())
    return not types or (set(damage.get("types") or ()) <= types and bool(damage.get("types")))


def unresisted(damage: dict[str, Any], ctx: Ctx) -> bool:
    """Whether ``damage``, being dealt, ignores resistance: the op right after it says so and
    is carried out with it (then folded: the engine does not carry it out again)."""
    later = ctx.later[0] if ctx.later else None
    if later is None or not of_damage(damage, later):
        return False
    if unmodelled(later) is not None or unfollowed(later) is not None:
        return False
    ctx.folded.append(later)
    return True


def _nothing_ignored(damage: dict[str, Any], op: dict[str, Any], ctx: Ctx) -> str | None:
    """Why the ignore ``op`` has nothing of ``damage``, the damage op right before it (the
    runtime's own), to ignore, or None: that damage was not dealt, its own "if" judged not to
    hold, or it is of none of the types whose resistance ``op`` names."""
    if damage.get("op") != "damage" or damage.get("from") or damage.get("of_attack"):
        return None
    if any(damage is unheld for unheld in ctx.unheld):
        return f"the damage before it was not dealt (its condition, {damage.get('if')}, fails)"
    types, named = set(damage.get("types") or ()), set(op.get("types") or ())
    if named and not types & named:
        said = ", ".join(sorted(types)) or "untyped"
        return f"the damage before it ({said}) is not of the types it names"
    return None


def ignore(engine: Engine, op: dict[str, Any], ctx: Ctx) -> None:
    """An ignore op not carried out with damage before it (:func:`unresisted`): nothing of
    it to ignore when that damage was not dealt or is not of its types (:func:`_nothing_ignored`),
    else there is no damage it is of to deal so (not simulated)."""
    why = _nothing_ignored(ctx.earlier[-1], op, ctx) if ctx.earlier else None
    if why is None:
        engine.unsimulated(op, ctx, "the damage it is of")
        return
    engine.note("op", ctx.frame.depth, op=op["op"], status=f"{NOTHING_IGNORED}: {why}")
