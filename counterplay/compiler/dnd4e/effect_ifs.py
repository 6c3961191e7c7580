"""The conditions an effect clause holds under (``grammar/dnd4e/effect_en.lark``): a lead or
tail "If the attack hits, ...", "On a save, ...", "If you are prone, ...", "If the target drops
to 0 hit points, ...", "Otherwise, ...". Each rule gives an ``("if", ...)`` pair (or the
attack's outcome, ``effect_words.of_attack``) that the clause reader (``effect_ir``) gives the
clause's ops.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.effect_words import (
    AGAINST_TARGET,
    BY_YOU,
    OF_TRIGGERING,
    Who,
    of_attack,
    spoken,
)


class ConditionReader:
    """The ``if_*`` rules of the effect grammar and what they are built from (a mixin of
    :class:`~counterplay.compiler.dnd4e.effect_ir.EffectIR`)."""

    def if_done(self, _: list[Any]) -> tuple[str, Any]:
        return ("if", "done")  # "If you do, ...": if the user did what was offered before

    def if_state(self, items: list[Any]) -> tuple[str, Any]:
        return ("if", f"{spoken(items[0])} {items[-1]}")

    def if_size(self, items: list[Any]) -> tuple[str, Any]:
        # "If the target is Large or larger,": its size one of those (not simulated)
        return ("if", f"{spoken(items[0])} size={' or '.join(items[-1])}")

    def said_triggering_attack(self, _: list[Any]) -> tuple[str, Any]:
        return OF_TRIGGERING

    def by_you_triggering(self, items: list[Any]) -> list[Any]:
        return [*items, BY_YOU]  # "If you hit with the triggering attack"

    def by_you_triggering_target(self, items: list[Any]) -> list[Any]:
        return [*items, BY_YOU, AGAINST_TARGET]  # "If you hit the target with ..."

    def if_attack(self, items: list[Any]) -> Any:
        return of_attack(items, "attack_result")  # "If the attack hits or misses,"

    def if_hit(self, items: list[Any]) -> Any:
        # "If the attack hits," / "On a hit," / "If you hit the target,"
        return of_attack(items, "hit")

    def if_miss(self, items: list[Any]) -> Any:
        return of_attack(items, "miss")

    def if_save(self, _: list[Any]) -> tuple[str, Any]:
        return ("if", "save")  # "On a save, the effect ends."

    def if_natural(self, items: list[Token]) -> tuple[str, Any]:
        return ("if", f"natural_{items[0]}")  # "If you roll a natural 20,"

    def if_drops(self, items: list[Any]) -> tuple[str, Any]:
        # "If the target drops to 0 hit points,"
        return ("if", f"{items[0]} drops to {items[1]} hit points")

    def if_roll_at_least(self, items: list[Token]) -> tuple[str, Any]:
        return ("if", f"roll_{items[0]}_or_higher")  # "Roll a d6. On a 3 or higher, ..."

    def if_otherwise(self, _: list[Any]) -> tuple[str, Any]:
        return ("if", "otherwise")  # "Otherwise, ...": when the sentence before did not hold

    tail_if_hit = if_hit  # "... 1d6 extra damage if the attack hits"

    tail_if_miss = if_miss

    def if_range(self, items: list[str]) -> tuple[str, Any]:
        # "If the attack's range is melee or ranged,": the kinds the attack may be
        return ("if", f"attack_range {items[0]} or {items[1]}")

    def if_not_targeted(self, items: list[Any]) -> tuple[str, Any]:
        # "If the target wasn't targeted by the triggering attack,"
        return ("if", f"{items[0]} not_targeted")

    def if_self_state(self, items: list[Any]) -> tuple[str, Any]:
        return ("if", f"self {items[-1]}")  # "If you are prone,"

    def if_hit_damage(self, items: list[Any]) -> Any:
        return of_attack(items, "hit_and_damage")  # "If the attack hits and deals damage,"

    def if_miss_caused(self, items: list[Any]) -> Any:
        # "If this bonus causes the attack to miss you,": a miss the power's bonus (penalty),
        # said before, made
        said = of_attack(items, "miss")
        caused_by = next(item for item in items if item in ("bonus", "penalty"))
        return {**(said if isinstance(said, dict) else {"if": "miss"}), "caused_by": caused_by}

    def if_attack_drops(self, items: list[Any]) -> Any:
        # "If the triggering attack reduces the target to 0 hit points,": the drop, as "If
        # the target drops to 0 hit points," says it, and that the attack made it
        who = next(item for item in items if isinstance(item, Who))
        drops = {"if": f"{spoken(who)} drops to {items[-1]} hit points", "caused_by": "attack"}
        return {**drops, "of_attack": "triggering"} if OF_TRIGGERING in items else drops

    def if_self_still(self, items: list[Any]) -> tuple[str, Any]:
        return ("if", f"self still {items[-1]}")  # "If you are still dying,"

    def if_event(self, items: list[Any]) -> tuple[str, Any]:
        # "If you take damage from the attack,": "self damaged_by_attack"
        return ("if", f"{spoken(items[0])} {items[1]}")

    def ce_critical(self, items: list[Any]) -> str:
        return f"scores_critical against {spoken(items[0])}" if items else "scores_critical"

    def ce_end_adjacent(self, items: list[Any]) -> str:
        return f"ends_movement adjacent_to {spoken(items[-1])}"  # "end the shift adjacent to X"

    def ce_still(self, items: list[Any]) -> str:
        return f"still {items[-1]}"  # "is still dying"

    def if_critical(self, items: list[Any]) -> Any:
        return of_attack(items, "critical")  # "If the triggering attack is a critical hit,"
