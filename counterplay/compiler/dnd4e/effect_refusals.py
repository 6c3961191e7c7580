"""Readings the effect clause reader (``effect_ir``) refuses although the grammar read every
word: they would say more or other than the clause. A subject with no slot left in its op
("Each ally activates an aura": not the user's), an attack whose maker and target were read
as one creature, half damage on a miss read as a resistance, and "an aberrant creature" with
no place read as any one creature of that kind."""

from __future__ import annotations

from typing import Any

from counterplay.compiler.dnd4e.effect_finish import dealt
from counterplay.compiler.dnd4e.effect_words import DOER_OPS, NO_ONE_OPS, Op, Pair

# ops done to someone by the clause's subject, which says who does them ("The ally can
# teleport the target 3 squares", "you push the target": ``by``)
DONE_BY_SUBJECT = ("push", "pull", "slide", "condition", "teleport", "move", "redirect")


def drops(who: Any, op: Op) -> bool:
    """Whether applying the subject ``who`` to ``op`` (:meth:`EffectIR._apply`) would drop
    it: a subject other than the user where the op has no slot left for it."""
    if isinstance(who, Pair) or str(who) == "self" or op["op"] == "choice" or dealt(op):
        return False
    if op["op"] in NO_ONE_OPS:
        return True
    said = op.get("who" if op["op"] in DOER_OPS else "target")
    by_subject = op["op"] in DONE_BY_SUBJECT and "by" in op
    return said is not None and said != str(who) and not by_subject


# attacks made by the clause's subject ("who"), and the roles that name one creature, never
# its own target: one attacking itself is a reading of two creatures as one ("triggering"
# is not one: "the triggering ally ... against the triggering enemy" are two)
_ATTACKS = ("attack", "basic_attack", "charge")
_ONE_CREATURE = ("target", "ally", "self")


def against_itself(op: Op) -> bool:
    """Whether ``op`` is an attack whose maker and target were read as one creature."""
    who, target = op.get("who"), op.get("target")
    plain = not op.get("who_filters") and not op.get("target_filters")
    return op["op"] in _ATTACKS and who == target and who in _ONE_CREATURE and plain


def half_on_a_miss(op: Op) -> bool:
    """Whether ``op`` reads "takes half damage", from nothing said, as a resistance under
    "if you miss" ("If you miss, the target takes half damage"): the one missed takes half
    the attack's damage, it resists nothing ("You take half damage from the triggering
    attack" says what it resists)."""
    missed = op.get("if") == "miss" or op.get("of_attack") == "miss"
    return op["op"] == "resist" and op.get("amount") == "half" and "from" not in op and missed


# what "a <kind> creature" says of it that is no place: said alone, with no place
_QUALITIES = frozenset({"count", "creature_type", "bloodied"})


def one_of_a_kind(op: Op) -> bool:
    """Whether ``op`` is done to "a(n) <kind> creature" named by its kind alone ("An aberrant
    creature is also restrained"): in a Hit line that is the target, if it is of that kind,
    not one creature of that kind anywhere; with a place ("an undead creature adjacent to
    you") it is one there."""
    filters = op.get("target_filters") or {}
    one = op.get("target") == "creatures" and filters.get("count") == 1
    return one and set(filters) <= _QUALITIES
