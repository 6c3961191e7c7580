"""The creatures and places an effect clause names (``grammar/dnd4e/effect_en.lark``): what is
said of a creature ("a bloodied enemy", "each ally adjacent to you", "up to two creatures"),
the nearest one, the creatures an attack hit or a trigger names, and whose turn a duration is
counted on ("until the end of the enemy's next turn"). The values reader (``effect_values``)
turns a role word and these filters into a :class:`~counterplay.compiler.dnd4e.effect_words.Who`.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.effect_words import ACTED_BY, Who, ref
from counterplay.compiler.dnd4e.vocabulary import SIZE_ORDER

# the ones a place may be named by that need no choosing ("adjacent to the target")
_DEFINITE = frozenset({"target", "triggering"})
# what may be said of it or of the creatures before it ("that you can see"), where what
# names it ("the creature that attacked you", "the target of the attack") is its own
_OF_EITHER = frozenset({"visible", "chosen", "marked_by", "in_range", "in_reach"})


class PeopleReader:
    """The rules of ``grammar/dnd4e/effect_en.lark`` that say which creatures or places a
    clause names (``wp_*``, ``pp_*``, ``pl_*``, ``w_*``, counts, whose turn): a mixin of
    :class:`~counterplay.compiler.dnd4e.effect_values.ValueReader`."""

    refusal: str | None

    # -- what is said of a creature: its filters ----------------------------------------
    def wp_bloodied(self, _: list[Any]) -> dict[str, Any]:
        return {"bloodied": True}

    def wp_dying(self, _: list[Any]) -> dict[str, Any]:
        return {"dying": True}

    def wp_marked(self, _: list[Any]) -> dict[str, Any]:
        return {"condition": "marked"}

    def wp_adjacent(self, _: list[Any]) -> dict[str, Any]:
        return {"adjacent_to": "self"}  # "an adjacent ally": adjacent to the user

    def wp_random(self, _: list[Any]) -> dict[str, Any]:
        return {"random": True}  # "a random enemy": the user does not choose

    def wp_other(self, _: list[Any]) -> dict[str, Any]:
        return {"other": True}

    def wp_condition(self, items: list[Token]) -> dict[str, Any]:
        return {"condition": str(items[0])}

    def wp_creature_type(self, items: list[Token]) -> dict[str, Any]:
        return {"creature_type": str(items[0])}

    def wp_size(self, items: list[list[str]]) -> dict[str, Any]:
        return {"size": items[0]}  # "a Large or larger enemy": any of those sizes

    def sizes(self, items: list[Token]) -> list[str]:
        return [str(i) for i in items]

    def sizes_up(self, items: list[Token]) -> list[str]:
        return list(SIZE_ORDER[SIZE_ORDER.index(str(items[0])) :])

    def sizes_down(self, items: list[Token]) -> list[str]:
        return list(SIZE_ORDER[: SIZE_ORDER.index(str(items[0])) + 1])

    def wp_unconscious(self, _: list[Any]) -> dict[str, Any]:
        return {"condition": "unconscious"}

    def wp_summoned(self, _: list[Any]) -> dict[str, Any]:
        return {"summoned": True}  # "the summoned creature": one the user summoned

    def _nearest(self, role: str, items: list[Any]) -> Who:
        return Who(role, ref("nearest_to", items[0]))  # "the creature nearest to you"

    def w_nearest_enemy(self, items: list[Any]) -> Who:
        return self._nearest("enemies", items)

    def w_nearest_creature(self, items: list[Any]) -> Who:
        return self._nearest("creatures", items)

    def w_nearest_ally(self, items: list[Any]) -> Who:
        return self._nearest("allies", items)

    def w_summoned(self, _: list[Any]) -> Who:
        return Who("creatures", {"summoned": True})  # "the summoned creature"

    def pp_when(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        # "any enemy that starts its turn adjacent to you": the op is for it, when it does;
        # "that enters the zone or starts its turn there": either
        return items[0] if len(items) == 1 else {"any_of": items}

    def ta_starts_turn(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"starts_turn": items[0]}

    def ta_ends_turn(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"ends_turn": items[0]}

    def ta_enters(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"enters": items[0]}  # "enters a square adjacent to you"

    def ta_enters_area(self, items: list[str]) -> dict[str, Any]:
        return {"enters": {"in_area": items[0]}}  # "enters the zone"

    def pl_adjacent(self, items: list[Any]) -> dict[str, Any]:
        return ref("adjacent_to", items[0])

    def pl_within(self, items: list[Any]) -> dict[str, Any]:
        return self.pp_within(items)

    def pl_in_area(self, items: list[str]) -> dict[str, Any]:
        return {"in_area": items[0]}

    def pl_there(self, _: list[Any]) -> dict[str, Any]:
        return {"there": True}  # "... or ends its turn there": the place said before

    def c_exact(self, items: list[int]) -> dict[str, Any]:
        return {"count": items[0]}  # "two creatures"

    def c_up_to(self, items: list[int]) -> dict[str, Any]:
        return {"count_up_to": items[0]}  # "up to three enemies"

    def c_range(self, items: list[int]) -> dict[str, Any]:
        # "one or two creatures": at least the first, at most the second
        return {"count_up_to": items[-1], "count_at_least": items[0] if len(items) > 1 else 1}

    def n_1(self, _: list[Any]) -> int:
        return 1

    def n_2(self, _: list[Any]) -> int:
        return 2

    def n_3(self, _: list[Any]) -> int:
        return 3

    def n_4(self, _: list[Any]) -> int:
        return 4

    def n_5(self, _: list[Any]) -> int:
        return 5

    def pp_adjacent(self, items: list[Any]) -> dict[str, Any]:
        self._said_of_one(items[-1])
        return ref("adjacent_to", items[-1])

    def _said_of_one(self, place: Any) -> None:
        # "each enemy adjacent to the target that you can see": what follows the one
        # creature the place is named by ("the target") is said of the creatures before it
        # (the one needs no choosing) or of it (a condition): which is not told, refused
        if str(place) in _DEFINITE and _OF_EITHER.intersection(getattr(place, "filters", ())):
            self.refusal = "what is said after the one creature a place is named by: of whom?"

    def pp_chosen(self, _: list[Any]) -> dict[str, Any]:
        return {"chosen": True}  # "of your choice"

    def pp_triggering(self, _: list[Any]) -> dict[str, Any]:
        return {"triggering": True}  # "the enemy that triggered this power"

    def pp_by_you(self, items: list[Any]) -> dict[str, Any]:
        return {ACTED_BY[items[0]]: "self"}  # "each enemy you hit"

    def pp_by_attack(self, items: list[Any]) -> dict[str, Any]:
        act = next(i for i in items if isinstance(i, str) and not isinstance(i, Token))
        return {ACTED_BY[act]: "attack"}  # "each creature hit by the attack"

    def pp_by_you_triggering(self, items: list[Any]) -> dict[str, Any]:
        return {**self.pp_by_you(items), "of_attack": "triggering"}  # "... you hit with it"

    def pp_by_triggering_attack(self, items: list[Any]) -> dict[str, Any]:
        # "the ally hit by the triggering attack": by that attack, not any attack
        return {**self.pp_by_attack(items), "of_attack": "triggering"}

    def pp_did(self, items: list[Any]) -> dict[str, Any]:
        return ref(f"that_{items[0]}", items[1])  # "the enemy that hit you"

    def pp_by_who(self, items: list[Any]) -> dict[str, Any]:
        return ref(ACTED_BY[items[0]], items[1])  # "an ally who was hit by the enemy"

    def pp_grabbed(self, _: list[Any]) -> dict[str, Any]:
        return {"grabbed_by": "self"}  # "the creature you are grabbing"

    def pp_flanking(self, items: list[Any]) -> dict[str, Any]:
        return ref("flanking", items[0])

    def pp_granting_ca(self, items: list[Any]) -> dict[str, Any]:
        return ref("grants_combat_advantage_to", items[0])  # "... granting combat advantage to you"

    def pp_in_range(self, _: list[Any]) -> dict[str, Any]:
        return {"in_range": True}

    def pp_within(self, items: list[Any]) -> dict[str, Any]:
        # "within 5 squares of you": of the user as in a trigger; of anyone else beside it
        squares, of = int(items[0]), items[1]
        self._said_of_one(of)
        return {"within": squares} if of == "self" else {"within": squares, **ref("of", of)}

    def pp_in_area(self, items: list[str]) -> dict[str, Any]:
        return {"in_area": items[0]}  # "in the burst", "within the zone"

    def pp_visible(self, _: list[Any]) -> dict[str, Any]:
        return {"visible": True}  # "an enemy you can see"

    def pp_sees_you(self, _: list[Any]) -> dict[str, Any]:
        return {"sees": "self"}  # "each ally that can see you"

    def pp_other_than(self, items: list[Any]) -> dict[str, Any]:
        return ref("other_than", items[0])

    def pp_marked_by(self, items: list[Any]) -> dict[str, Any]:
        return ref("marked_by", items[0])

    def pp_in_reach(self, _: list[Any]) -> dict[str, Any]:
        return {"in_reach": True}

    def w_triggering_attack_target(self, items: list[Any]) -> Who:
        # "the target of the triggering attack": a target, of that attack (kept as target_of)
        return Who("target", {"target_of": "triggering_attack"})

    def w_critical_hit_target(self, items: list[Any]) -> Who:
        return Who("target", {"target_of": "critical_hit"})  # "the target of the critical hit"

    def pp_in_target_reach(self, _: list[Any]) -> dict[str, Any]:
        return {"in_reach_of": "target"}  # "within the target's reach", never the user's

    def turn_owner(self, items: list[Token]) -> TurnOwner:
        # "the triggering attacker's turn": the triggering creature's; "the target's", "the
        # enemy's": the target's (as "the enemy" is); "the ally's": the ally's
        words = [str(i).lower() for i in items]
        named = words[-1].removesuffix("'s")
        if "triggering" in words or named == "attacker":
            named = "attacker"
        role, bearers = _TURN_OWNERS.get(named, (named, frozenset({named})))
        owner = TurnOwner(role)
        owner.bearers = bearers
        return owner


class TurnOwner(str):
    """Whose turn a duration is counted on, when a possessive names the creature: the role
    the noun is read as, and ``bearers``, the roles of an op's bearer the noun may name (an
    enemy in the burst marked "until the end of the enemy's next turn": its own turn)."""

    bearers: frozenset[str] = frozenset()


_ENEMY = frozenset({"target", "enemies", "triggering", "one_target", "other_target"})
_ALLY = frozenset({"ally", "allies"})
# a possessive's noun -> the role the effect grammar reads it as ("the enemy": the target),
# and the bearers it may be the turn of
_TURN_OWNERS = {
    # (a reaction's target is often the triggering creature: "The triggering enemy takes a
    # -2 penalty until the end of the target's next turn" is its own turn)
    "target": ("target", frozenset({"target", "one_target", "triggering"})),
    "enemy": ("target", _ENEMY),
    "creature": ("target", _ENEMY | _ALLY | {"creatures"}),
    "ally": ("ally", _ALLY),
    "attacker": ("triggering", frozenset({"triggering"})),
}
