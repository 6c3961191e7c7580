"""The qualifiers of an effect clause: what a lead says before it ("Once before the end of
your next turn, ...", "Until the end of the encounter, ...") and a tail after it ("..., to a
square adjacent to the target", "... without provoking opportunity attacks"). Each rule gives
a (key, value) pair that the clause's ops are given (``EffectIR.start``); a destination said
by a creature keeps what is said of it, or the clause is refused.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.effect_values import ValueReader
from counterplay.compiler.dnd4e.effect_words import (
    Amount,
    Duration,
    DurationOr,
    held_by_role,
    spoken,
)


class QualifierReader:
    """The ``lead_*`` and ``tail_*`` rules of ``grammar/dnd4e/effect_en.lark`` (a mixin of
    :class:`~counterplay.compiler.dnd4e.effect_ir.EffectIR`)."""

    refusal: str | None

    # leads and tails: ("duration", d) / ("target_of", who) / None
    def lead_duration(self, items: list[Any]) -> tuple[str, Any]:
        return ("duration", items[0])

    def lead_rest_of_encounter(self, _: list[Any]) -> tuple[str, Any]:
        return ("duration", Duration("encounter"))  # "For the rest of the encounter, ..."

    def lead_form(self, _: list[Any]) -> tuple[str, Any]:
        return ("duration", Duration("form"))  # "In this form, ...": while the form lasts

    def lead_level(self, items: list[Token]) -> tuple[str, Any]:
        return ("at_levels", [int(i) for i in items])  # "Level 14 or 19: ..."

    def lead_failed_save(self, items: list[int]) -> tuple[str, Any]:
        # "Second Failed Saving Throw: ...": holds once the target has failed that many
        # saving throws against the effect before it
        return ("after_failed_saves", items[0])

    def lead_stance(self, _: list[Any]) -> tuple[str, Any]:
        return ("duration", Duration("stance"))  # "While in this stance, ..."

    def lead_at(self, items: list[Any]) -> tuple[str, Any]:
        return ("at", str(items[0]))  # "At the end of your next turn, ...": not now, then

    def lead_after_movement(self, _: list[Any]) -> tuple[str, Any]:
        return ("at", "end_of_movement")  # "After this shift, ...": once it is over

    def lead_after_attack(self, _: list[Any]) -> tuple[str, Any]:
        return ("at", "after_attack")  # "After the attack, ..."

    def lead_before_attack(self, _: list[Any]) -> tuple[str, Any]:
        return ("at", "before_attack")

    def lead_after_triggering(self, _: list[Any]) -> tuple[str, Any]:
        return ("at", "after_triggering_attack")  # the attack that triggered the power

    def lead_before_triggering(self, _: list[Any]) -> tuple[str, Any]:
        return ("at", "before_triggering_attack")

    def tail_duration(self, items: list[Any]) -> tuple[str, Any]:
        return ("duration", items[0])

    def tail_duration_or(self, items: list[Any]) -> tuple[str, Any]:
        duration = DurationOr(ValueReader._find(items, Duration))
        duration.or_until = next(str(i) for i in items if not isinstance(i, Duration))
        return ("duration", duration)

    def tail_against(self, items: list[Any]) -> tuple[str, Any]:
        return ("against", items[0])

    def tail_if_success(self, _: list[Any]) -> tuple[str, Any]:
        return ("if", "success")  # "The effect ends if you save."

    def tail_to_adjacent(self, items: list[Any]) -> tuple[str, Any]:
        return ("destination", f"adjacent to {self._placed(items[0])}" if items else "adjacent")

    def tail_not_adjacent(self, items: list[Any]) -> tuple[str, Any]:
        # "a square that is not adjacent to an enemy"
        return ("destination", f"not adjacent to {self._placed(items[0])}")

    def _placed(self, who: Any) -> str:
        """The role of the creature a destination is said by; the clause is refused when
        the role does not hold what is said of it (:func:`held_by_role`)."""
        if not held_by_role(who):
            self.refusal = "what is said of the creature a destination is by is not held"
        # (a thing by its name: the name is what names it, kept)
        return spoken(who) if who == "named" else str(who)

    def tail_to_square(self, _: list[Any]) -> tuple[str, Any]:
        return ("destination", "square")

    def tail_to_within(self, items: list[Any]) -> tuple[str, Any]:
        # "to a square within 2 squares of the target": how far from whom, kept
        return ("destination", f"within {int(items[0])} squares of {self._placed(items[1])}")

    def tail_to_seen_square(self, _: list[Any]) -> tuple[str, Any]:
        return ("destination", "square you can see")

    def tail_to_seen_adjacent(self, items: list[Any]) -> tuple[str, Any]:
        return ("destination", f"square you can see adjacent to {self._placed(items[0])}")

    def tail_to_hide(self, _: list[Any]) -> tuple[str, Any]:
        return ("purpose", "hide")  # "make a Stealth check to hide"

    def tail_to_become(self, items: list[Token]) -> tuple[str, Any]:
        # "... to become hidden" is to hide; "to become <condition>" that condition
        state = str(items[0])
        return ("purpose", "hide" if state == "hidden" else f"become {state}")

    def lead_once(self, items: list[Any]) -> tuple[str, Any]:
        # "Once before the end of your next turn, you can ...": one use, within that time
        return ("once_before", str(items[0]))

    def tail_ignoring_terrain(self, _: list[Any]) -> tuple[str, Any]:
        return ("ignoring", "difficult_terrain")  # "..., ignoring difficult terrain"

    def tail_instead_of_basic(self, items: list[str]) -> tuple[str, Any]:
        # "... in place of a melee basic attack": of that kind, when said
        return ("instead_of", "_".join([*items, "basic_attack"]))

    def tail_for_attack(self, _: list[Any]) -> tuple[str, Any]:
        return ("duration", Duration("end_of_attack"))

    def tail_into_space(self, items: list[Any]) -> tuple[str, Any]:
        return ("destination", f"space of {items[0]}")  # "into the square you vacated"

    def tail_to_your_space(self, _: list[Any]) -> tuple[str, Any]:
        return ("destination", "space of self")

    def tail_to_its_space(self, _: list[Any]) -> tuple[str, Any]:
        return ("destination", "space of target")  # "its" is the target, as "it" is

    def tail_no_provoke(self, _: list[Any]) -> tuple[str, Any]:
        return ("provokes", False)  # "... without provoking opportunity attacks"

    def tail_with_attacks(self, items: list[str]) -> tuple[str, Any]:
        # "with melee attacks": only with attacks of that kind; "with each attack": any
        return ("with_attacks", items[0] if items else "each")

    def tail_with_this_power(self, _: list[Any]) -> tuple[str, Any]:
        return ("with_attacks", "this_power")  # "with this power": its attacks only

    def tail_action(self, items: list[str]) -> tuple[str, Any]:
        return ("action", items[0])  # "... as a free action": the action it is taken as

    def tail_part_of_action(self, items: list[str]) -> tuple[str, Any]:
        return ("part_of_action", items[0])  # "... as part of a move action"

    def tail_instead(self, _: list[Any]) -> tuple[str, Any]:
        return ("instead", True)  # "The target takes 5 damage instead."

    def tail_even_if_worse(self, _: list[Any]) -> tuple[str, Any]:
        return ("even_if_worse", True)  # "... and must use the second roll, even if it is lower"

    def tail_with_ca(self, _: list[Any]) -> tuple[str, Any]:
        return ("combat_advantage", True)  # "... with combat advantage"

    def tail_roll_bonus(self, items: list[Any]) -> dict[str, Any]:
        # "with a +2 power bonus", "with a penalty to the attack roll equal to ...": how much
        # (a penalty's amount taken away), of which kind and to which roll, when said
        amount = ValueReader._find(items, Amount)
        said: dict[str, Any] = dict(i for i in items if isinstance(i, tuple))
        kind, stat = said.get("bonus_type"), said.get("roll_to")
        if amount is None:
            value: Any = int(next(i for i in items if isinstance(i, Token)))
        elif said["roll_change"] == "penalty":
            value = {"times": -1, "of": amount.value}
        else:
            value = amount.value
        return {
            "roll_bonus": value,
            **({"roll_bonus_type": kind} if kind else {}),
            **({"roll_bonus_to": stat.said()} if stat is not None else {}),
        }

    def tail_dealing(self, items: list[Any]) -> tuple[str, Any]:
        # ", dealing 1d10 extra damage if the attack hits": the damage of the attack's hit
        # (an amount the op cannot hold is a key no op takes: the clause is not read)
        ops = items[0]
        readable = all(op["op"] != "unparsed" for op in ops)
        return ("deals" if readable else "deals_unread", ops)

    def tail_weapon(self, _: list[Any]) -> tuple[str, Any]:
        return ("with_weapon", True)  # "with this weapon": the attack is made with it

    def tail_not_hindering(self, _: list[Any]) -> tuple[str, Any]:
        return ("not_into", "hindering_terrain")  # "..., but not into hindering terrain"

    def tail_minimum(self, items: list[Token]) -> tuple[str, Any]:
        return ("minimum", int(items[0]))  # "(minimum 1)": the least the amount can be

    def tail_maximum(self, items: list[Token]) -> tuple[str, Any]:
        return ("maximum", int(items[0]))  # "(up to a maximum of 20)": the most it can be

    def tail_out_of_range(self, _: list[Any]) -> tuple[str, Any]:
        return ("ignore_range", True)  # "even if you aren't within that attack's range"

    tail_at = lead_at  # "... at the start of your next turn"

    lead_action = tail_action  # "As a move action, ..."

    lead_instead = tail_instead  # "Instead, the target takes 5 damage."
