"""Trigger trees (``grammar/dnd4e/trigger_en.lark``) to the trigger IR of DESIGN.md.

One method per aliased grammar rule, in the reader's parts by what the rule reads:
``trigger_who`` (noun phrases), ``trigger_attacks`` (attack and power phrases),
``trigger_verbs`` (what happens), ``trigger_events`` (rolls, traps, turns, resources),
``trigger_mods`` (qualifiers); ``trigger_parts`` joins the clause parts into one trigger and
``trigger_core`` holds the shapes they share, ``trigger_factories`` the methods made for
rules whose reading is fixed but for a word or two.
"""

from __future__ import annotations

import copy
from typing import Any

from lark import Token, Transformer

from counterplay.compiler.dnd4e.trigger_core import (
    Part,
    Refused,
)
from counterplay.compiler.dnd4e.trigger_mods import ModsIR
from counterplay.compiler.dnd4e.trigger_parts import _joined_trigger, _union_party
from counterplay.compiler.dnd4e.trigger_words import (
    _FIXED,
    _FROM_REF,
    _ROLE_WORDS,
)

__all__ = ["Refused", "TriggerIR"]


class TriggerIR(ModsIR, Transformer[Token, dict[str, Any]]):
    """One method per aliased rule of ``grammar/dnd4e/trigger_en.lark``.

    ``text`` is the folded text the tree was parsed from: masked power names (POWER_NAME)
    are read back from it by position.
    """

    def __init__(self, text: str = "", monster: bool = True) -> None:
        super().__init__()
        self.text = text
        self.monster = monster  # a monster's trigger: "it" in a filter is the monster

    def __default__(self, data: str, children: list[Any], meta: Any) -> Any:
        # the table-driven rules: constant filters and qualifiers, role words, role filters
        if data in _FIXED:
            return _FIXED[data]
        if data in _ROLE_WORDS:
            return _ROLE_WORDS[data]
        if data in _FROM_REF:
            kind, key = _FROM_REF[data]
            return (kind, key, children[-1])
        return super().__default__(data, children, meta)  # type: ignore[no-untyped-call]

    # -- clause parts and the whole trigger ----------------------------------------------------
    def part(self, items: list[Any]) -> Part:
        return self._part(items[0], items[1:], None)

    def own_part(self, items: list[Any]) -> Part:
        return self._part(None, items, None)

    def _per_party(self, items: list[Any], union: tuple[int, str, Any]) -> dict[str, Any]:
        """ "You and your enemies roll initiative", "An enemy hits the goblin or its mount":
        one trigger per party, the others as either parts."""
        index, slot, named_apart = union
        triggers = []
        for party in named_apart:
            copied = copy.deepcopy(items)
            if slot == "subject":
                copied[index].subject = party
            else:
                copied[index].predicate.other = party
            triggers.append(self.start(copied))
        first, *others = triggers
        more = [p for t in others for p in (t, *t.pop("either", []))]
        first["either"] = [*first.get("either", []), *more]
        return first

    def start(self, items: list[Any]) -> dict[str, Any]:
        union = _union_party(items)
        if union is not None:
            return self._per_party(items, union)
        return _joined_trigger(items)
