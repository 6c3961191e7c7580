"""Method factories of the trigger reader (``compiler/dnd4e/trigger_*.py``): a grammar rule
whose reading is fixed but for a word or two becomes a method made by one of these (split
from ``trigger_core``)."""

from __future__ import annotations

from typing import Any

from counterplay.compiler.dnd4e.trigger_core import (
    _LIST_KEYS,
    Mod,
    Predicate,
    Qualifiers,
    _gather,
    _one,
    _Ref,
    split_items,
)


def _q(key: str, value: Any) -> Any:
    """A rule that is one qualifier of an attack phrase ("melee": attack_kind melee)."""

    def method(self: Any, _: list[Any]) -> Qualifiers:
        return {key: [value] if key in _LIST_KEYS else value}

    return method


def _pred(event: str, shape: str, **fixed: Any) -> Any:
    """A predicate rule: its event and shape, fixed qualifiers, and the party and
    qualifiers its children say."""

    def method(self: Any, items: list[Any]) -> Predicate:
        other, qualifiers = split_items(items)
        return Predicate([event], shape, other, {**fixed, **qualifiers})

    return method


def _roll(event: str) -> Any:
    """A kind of roll ("an attack roll"): its event and what its words qualify."""

    def method(self: Any, items: list[Any]) -> tuple[str, Qualifiers]:
        qualifiers: Qualifiers = {}
        for item in items:
            if isinstance(item, list):
                qualifiers["skill"] = _one(item)
            else:
                _gather(qualifiers, item)
        return (event, qualifiers)

    return method


def _word(word: str) -> Any:
    """A rule that stands for one word of the IR."""

    def method(self: Any, _: list[Any]) -> str:
        return word

    return method


def _state(key: str, value: Any) -> Any:
    """A state of the power's owner ("while you are bloodied"): one qualifier."""

    def method(self: Any, items: list[Any]) -> Mod:
        # the state's word (a role, a condition, a weapon) when it names one; a creature
        # with filters of its own ("adjacent to an immobilized enemy") keeps them
        found = next(
            (i if isinstance(i, _Ref) else str(i) for i in items if isinstance(i, str)), None
        )
        return ("q", key, value if value is not None else (found or True))

    return method
