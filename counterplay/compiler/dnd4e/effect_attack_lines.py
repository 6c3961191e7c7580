"""An attack written out inside an effect (``grammar/dnd4e/effect_en.lark``): "Make an attack:
Close burst 1; targets enemies; Strength vs. Reflex", a Secondary or Tertiary Attack line, its
area or range ("Melee 1 (the triggering enemy)"), its targets and its attack roll's terms. Each
is an ``inline_attack`` op; the power's hit and miss lines after it are read as its own.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.effect_values import ValueReader
from counterplay.compiler.dnd4e.effect_words import Op, Stat, Who, ref


class AttackLineReader(ValueReader):
    """The rules of an attack written out (``attack_line``, ``aa_*``, ``rt_*``): a mixin of
    :class:`~counterplay.compiler.dnd4e.effect_ir.EffectIR`."""

    def attack_line(self, items: list[Any]) -> list[Op]:
        op: Op = {"op": "inline_attack", "attack": "attack"}
        for item in items:
            if isinstance(item, Who):  # "Make an attack against the enemy: ..."
                op.update(ref("target", item))
            elif isinstance(item, Stat):
                op["defense"] = str(item)
            elif isinstance(item, tuple):
                op[item[0]] = item[1]
        return [op]

    def secondary_attack_line(self, items: list[Any]) -> list[Op]:
        return [{**self.attack_line(items)[0], "attack": "secondary"}]

    def tertiary_attack_line(self, items: list[Any]) -> list[Op]:
        return [{**self.attack_line(items)[0], "attack": "tertiary"}]

    def aa_close(self, items: list[Any]) -> tuple[str, Any]:
        return ("area", {"range": "close", "shape": items[0], "size": int(items[1])})

    def aa_area(self, items: list[Any]) -> tuple[str, Any]:
        area: dict[str, Any] = {"range": "area", "shape": items[0], "size": int(items[1])}
        numbers = [i for i in items[2:] if isinstance(i, Token)]
        if numbers:
            area["within"] = int(numbers[0])
        for item in items[2:]:
            if isinstance(item, tuple):  # "centered on that enemy"
                area[item[0]] = item[1]
        return ("area", area)

    def aa_melee(self, items: list[Any]) -> tuple[str, Any]:
        return ("area", {"range": "melee", "size": int(items[0]), **self._named(items)})

    def aa_ranged(self, items: list[Any]) -> tuple[str, Any]:
        return ("area", {"range": "ranged", "size": int(items[0]), **self._named(items)})

    def _named(self, items: list[Any]) -> dict[str, Any]:
        who = self._find(items, Who)  # "Melee 1 (the triggering enemy)": whom it is made on
        return ref("target", who) if who is not None else {}

    def attack_targets(self, items: list[Any]) -> tuple[str, Any]:
        return ("targets", ref("who", items[0])["who"])  # "; targets enemies"

    def attack_roll(self, items: list[Any]) -> tuple[str, Any]:
        return ("roll", items)  # "Charisma + 4": the terms summed

    def rt_ability(self, items: list[Token]) -> str:
        return str(items[0]).lower()

    def rt_int(self, items: list[Token]) -> int:
        return int(items[0])
