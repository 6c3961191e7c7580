"""Verb phrases of what a creature does with its actions (``grammar/dnd4e/effect_en.lark``):
the moves it makes ("shift 1 square", "teleport 5 squares", "push the target 2 squares") and
where they must end, the attacks it makes and the powers it uses ("make a melee basic attack
against the enemy", "make the secondary attack"), and the actions it takes, gains or loses ("take
a standard action", "don't get your normal move action", "gain an action point"). A mixin of
the verb reader (``effect_verbs``), whose ops the clause reader (``effect_ir``) gives a subject.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.effect_values import ValueReader
from counterplay.compiler.dnd4e.effect_words import Distance, Duration, Op, Who, ref


class ActionVerbs(ValueReader):
    """The verb-phrase rules (``v_*``) of moves, attacks, powers used and actions."""

    # -- moves: how far, and where a move must end ------------------------------------------
    def _movement(self, op: str, items: list[Any]) -> list[Op]:
        distance = self._find(items, Distance)
        return [{"op": op, "distance": distance.value if distance else None}]

    def v_shift(self, items: list[Any]) -> list[Op]:
        return self._movement("shift", items)

    def v_move(self, items: list[Any]) -> list[Op]:
        return self._movement("move", items)

    def v_teleport(self, items: list[Any]) -> list[Op]:
        return self._movement("teleport", items)

    v_shift_any = v_shift

    v_teleport_any = v_teleport

    def v_teleport_other(self, items: list[Any]) -> list[Op]:
        distance = self._find(items, Distance)
        return [
            {
                "op": "teleport",
                "distance": distance.value if distance else None,
                **ref("who", items[0]),
                "by": None,  # (the clause's subject: EffectIR._apply)
            }
        ]

    def v_move_other(self, items: list[Any]) -> list[Op]:
        # "You move your spirit companion 3 squares": someone moved by the user
        return [{**self.v_teleport_other(items)[0], "op": "move"}]

    def v_forced(self, items: list[Any]) -> list[Op]:
        distance = self._find(items, Distance)
        return [{"op": items[0], "distance": distance.value, **ref("target", items[1]), "by": None}]

    def v_slid(self, items: list[Any]) -> list[Op]:
        return [{"op": "slide", "distance": self._find(items, Distance).value, "by": None}]

    def v_stand(self, _: list[Any]) -> list[Op]:
        return [{"op": "stand"}]

    def v_end_position(self, items: list[Any]) -> list[Op]:
        # "You must end this shift adjacent to the enemy": where the movement must end
        return [{"op": "end_position", **ref("near", items[0])}]

    def v_end_not_near(self, items: list[Any]) -> list[Op]:
        # "You can't end your move adjacent to the enemy": where the movement must not end
        return [{"op": "end_position", **ref("not_near", items[0])}]

    def v_end_closer(self, items: list[Any]) -> list[Op]:
        # "The target must end this movement closer to you": nearer than it began
        return [{"op": "end_position", **ref("closer_to", items[0])}]

    def v_end_move(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_move"}]

    # -- attacks made, powers used -----------------------------------------------------------
    def v_basic_attack(self, items: list[Any]) -> list[Op]:
        kind = next((i for i in items if isinstance(i, str) and not isinstance(i, Who)), None)
        against = self._find(items, Who)
        return [
            {
                "op": "basic_attack",
                "kind": kind,
                **ref("target", against),
            }
        ]

    def v_charge(self, items: list[Any]) -> list[Op]:
        against = self._find(items, Who)
        return [{"op": "charge", **ref("target", against)}]

    def v_attack_power(self, items: list[Any]) -> list[Op]:
        # "make the following (melee) attack (against the enemy)"
        against = self._find(items, Who)
        kind = next((i for i in items if type(i) is str), None)
        return [
            {"op": "attack", **ref("target", against, "target"), **({"kind": kind} if kind else {})}
        ]

    def v_another_basic_attack(self, items: list[Any]) -> list[Op]:
        # "make another melee basic attack": one more, as "make a melee basic attack" says
        return [{**op, "another": True} for op in self.v_basic_attack(items)]

    def v_another_attack(self, items: list[Any]) -> list[Op]:
        # "make another opportunity attack": one more of that kind
        return [{**op, "another": True} for op in self.v_attack_power(items)]

    def v_secondary_attack(self, items: list[Any]) -> list[Op]:
        # "make a/the secondary attack (against X)": the power's Secondary Attack, not its
        # own attack again (as an attack written out in the clause says, `attack_line`),
        # against its Secondary Target unless the clause says whom; its Tertiary Attack alike
        said = {} if self._find(items, Who) else {"target": "secondary_target"}
        order = "tertiary" if "tertiary" in items else "secondary"
        items = [i for i in items if i != "tertiary"]
        return [{**self.v_attack_power(items)[0], "attack": order, **said}]

    def v_repeat_attack(self, items: list[Any]) -> list[Op]:
        # "repeats the attack against that creature": the same attack made again
        return [{"op": "attack", "repeat": True, **ref("target", self._find(items, Who))}]

    def v_special_attack(self, items: list[Any]) -> list[Op]:
        # "make a grab attack against the target": that attack (`kind`), against whom said
        who = self._find(items, Who)
        return [{"op": "special_attack", "kind": items[0], **ref("target", who)}]

    def v_use_power(self, items: list[Any]) -> list[Op]:
        # "use an at-will melee attack power against the enemy": an attack, with what its
        # power must be; a key said twice ("an arcane fire power") is not something it holds
        power: dict[str, Any] = {}
        for mods in (i for i in items if isinstance(i, dict)):
            for key, value in mods.items():
                if key in power or not key:
                    return [{"op": "unparsed"}]
                power[key] = value
        return [{**self.v_attack_power(items)[0], "power": power}]

    def v_add_target(self, items: list[Any]) -> list[Op]:
        # "You can make one additional creature a target of the triggering attack"
        count = next((int(i) for i in items if isinstance(i, Token)), 1)
        return [{"op": "add_target", "count": count}]

    def v_not_expended(self, _: list[Any]) -> list[Op]:
        return [{"op": "not_expended"}]  # "you do not expend this power"

    # -- actions taken, gained or lost -----------------------------------------------------
    def v_use_action(self, items: list[Any]) -> list[Op]:
        return [{**op, "action": items[0]} for op in items[-1]]  # the action it takes

    def v_use_action_either(self, items: list[Any]) -> list[Op]:
        options = [self.v_use_action([items[0], ops]) for ops in items[1:]]
        return [{"op": "choice", "of": "ops", "options": options}]

    def of_your_choice(self, _: list[Any]) -> tuple[str, str]:
        return ("chosen_by", "self")  # who chooses which of the actions

    def v_extra_action(self, items: list[Any]) -> list[Op]:
        # "You take a standard action.", "You gain an extra move action": an action more;
        # "a move or a minor action": one of them
        kinds = [i for i in items if isinstance(i, str) and not isinstance(i, Duration)]
        duration = self._find(items, Duration)
        return [
            {
                "op": "extra_action",
                "action": kinds[0] if len(kinds) == 1 else kinds,
                **({"use_by": str(duration)} if duration else {}),
                **dict(i for i in items if i == ("chosen_by", "self")),
            }
        ]

    def v_lose_action(self, items: list[Any]) -> list[Op]:
        # "You don't get your normal standard action on your next turn"
        return [{"op": "lose_action", "action": items[0], "turn": "this"}]

    def v_lose_action_next(self, items: list[Any]) -> list[Op]:
        return [{"op": "lose_action", "action": items[0], "turn": "next"}]

    def v_game_action(self, items: list[Any]) -> list[Op]:
        # "drop prone", "crawl 2 squares": the game's action by name, how far when said
        far = self._find(items, Distance)
        return [{"op": "game_action", "what": items[0], **({"distance": far.value} if far else {})}]

    def v_draw_or_stow_weapons(self, items: list[Any]) -> list[Op]:
        # "draw or stow one or two weapons": the game's action, with how many ("count")
        return [{"op": "game_action", "what": "draw_or_stow_weapon", **items[-1]}]

    def v_second_wind(self, _: list[Any]) -> list[Op]:
        return [{"op": "second_wind"}]

    def v_action_point(self, _: list[Any]) -> list[Op]:
        return [{"op": "action_point"}]

    def v_gain_action_point(self, items: list[Any]) -> list[Op]:
        # "The target gains an action point (that it must spend before the end of ...)"
        count = next((int(i) for i in items if isinstance(i, Token)), 1)
        spend_by = self._find(items, Duration)
        return [{"op": "gain_action_point", "amount": count, "spend_by": spend_by}]
