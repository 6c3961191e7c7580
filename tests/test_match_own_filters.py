"""A creature named inside a trigger has filters of its own (``<key>_filters``): the engine
judges them, or says it cannot tell; it never drops them.

"An ally within 10 squares of you bloodies an enemy" compiles to ``by: ally`` +
``by_filters: {within: 10}``. The runtime (``runtime/dnd4e/match.py``) must fire only when
the ally who bloodied the enemy is within 10 squares, and every ``*_filters`` key the
compiler writes for a golden trigger must be one the runtime judges with its creature.
"""

from __future__ import annotations

from typing import Any

from counterplay.compiler.to_ir import trigger
from counterplay.runtime.dnd4e.combatant import Combatant, Condition
from counterplay.runtime.dnd4e.match import QUALIFIERS, trigger_reason
from counterplay.runtime.dnd4e.match_selectors import FILTERS, FILTERS_SUFFIX, WITH_FILTERS
from counterplay.runtime.events import Bound, Event
from counterplay.runtime.reaction import Reaction
from tests import goldenkit


def bound(text: str, owner: Combatant) -> Bound[Combatant]:
    ir, found = trigger(text)
    assert not found, [d.message for d in found]
    reaction = Reaction.from_ir(
        {"name": "P", "action": "immediate reaction", "range": "Melee 1", "trigger": ir}
    )
    return Bound(0, owner, reaction, frozenset(), "after", reaction.events)


def people() -> tuple[Combatant, Combatant, Combatant]:
    hero = Combatant("Hero", "a", (2, 2), 40, 40)
    ally = Combatant("Ally", "a", (2, 4), 40, 40)
    orc = Combatant("Orc", "b", (3, 2), 40, 40)
    return hero, ally, orc


def test_the_creature_named_by_a_qualifier_must_fit_its_own_filters() -> None:
    hero, ally, orc = people()
    reaction = bound("An ally within 8 squares of you bloodies an enemy.", hero)
    event = Event("bloodied", orc, None, {}, parties={"by": ally})
    assert trigger_reason(reaction, event, [hero, ally, orc]) is None
    ally.position = (2, 20)  # 18 squares away: the same ally no longer fits
    why = trigger_reason(reaction, event, [hero, ally, orc])
    assert why is not None and "by is Ally" in why


def test_an_attack_that_includes_a_creature_with_filters() -> None:
    hero, ally, orc = people()
    reaction = bound(
        "An enemy makes an attack that includes an ally within 3 squares of you.", hero
    )
    event = Event("attack.target", orc, ally, {}, parties={"targets": [ally]})
    assert trigger_reason(reaction, event, [hero, ally, orc]) is None
    ally.position = (9, 9)
    assert trigger_reason(reaction, event, [hero, ally, orc]) is not None


def test_a_place_beside_a_creature_with_filters_as_qualifier_and_as_selector() -> None:
    hero, ally, orc = people()
    orc.position = (2, 5)  # beside the ally
    everyone = [hero, ally, orc]
    moved = Event("move", orc, None, {}, path=((2, 7), (2, 5)))
    shifted = Event("shift", orc, None, {"shift": True}, path=((2, 6), (2, 5)))
    by_move = bound("An enemy moves adjacent to a bloodied ally.", hero)
    by_shift = bound("An enemy adjacent to a bloodied ally shifts.", hero)
    assert trigger_reason(by_move, moved, everyone) is not None  # the ally is not bloodied
    assert trigger_reason(by_shift, shifted, everyone) is not None
    ally.hp = 10
    assert trigger_reason(by_move, moved, everyone) is None
    assert trigger_reason(by_shift, shifted, everyone) is None


def test_marked_by_a_creature_with_filters() -> None:
    hero, ally, orc = people()
    reaction = bound("An enemy marked by an ally within 5 squares of you hits you.", hero)
    orc.conditions.append(Condition("marked", source="Ally"))
    event = Event("attack.hit", orc, hero, {})
    assert trigger_reason(reaction, event, [hero, ally, orc]) is None
    ally.position = (2, 12)
    why = trigger_reason(reaction, event, [hero, ally, orc])
    assert why is not None and "not marked by" in why


def test_a_filter_the_engine_does_not_model_inside_a_creature_is_cannot_tell() -> None:
    hero, ally, orc = people()
    ir = {
        "event": "bloodied",
        "actor": {"role": "enemy"},
        "target": None,
        "qualifiers": {"by": "ally", "by_filters": {"within_of": 3}},
    }
    reaction = Reaction.from_ir(
        {"name": "P", "action": "immediate reaction", "range": "Melee 1", "trigger": ir}
    )
    owned = Bound(0, hero, reaction, frozenset(), "after", reaction.events)
    event = Event("bloodied", orc, None, {}, parties={"by": ally})
    why = trigger_reason(owned, event, [hero, ally, orc])
    assert why == "cannot tell: the creature filter 'within_of' is not modelled by the engine"


def _filter_keys(ir: Any, into: set[str]) -> set[str]:
    if isinstance(ir, dict):
        for key, value in ir.items():
            if key.endswith(FILTERS_SUFFIX):
                into.add(key)
            _filter_keys(value, into)
    elif isinstance(ir, list):
        for value in ir:
            _filter_keys(value, into)
    return into


def test_every_filters_key_the_compiler_writes_is_judged_by_the_runtime() -> None:
    entries = goldenkit.load("triggers.yaml")  # the IR only: no corpus needed
    written: set[str] = set()
    for entry in entries:
        _filter_keys(entry["ir"], written)
    assert written, "the goldens have creatures with filters of their own"
    for key in written:
        base = key.removesuffix(FILTERS_SUFFIX)
        assert base in WITH_FILTERS, key
        assert base in QUALIFIERS or base in FILTERS, key


def test_a_creature_taking_ongoing_damage_is_judged() -> None:
    """``ongoing_damage: true`` on a trigger's creature: judged on the ongoing damage the
    engine deals, never "cannot tell"."""
    hero, ally, orc = people()
    reaction = Reaction.from_ir(
        {
            "name": "P",
            "action": "immediate reaction",
            "range": "Melee 1",
            "trigger": {
                "event": "attack.hit",
                "actor": {"role": "enemy", "ongoing_damage": True},
                "target": {"role": "self"},
                "qualifiers": {},
                "text": "An enemy taking ongoing damage hits you.",
            },
        }
    )
    owned = Bound(0, hero, reaction, frozenset(), "after", reaction.events)
    event = Event("attack.hit", orc, hero, {})
    why = trigger_reason(owned, event, [hero, ally, orc])
    assert why is not None and "ongoing damage" in why and "cannot tell" not in why
    orc.add(Condition("ongoing fire", "save_ends", "Orc", 0, "Hero", 5, ("fire",)))
    assert trigger_reason(owned, event, [hero, ally, orc]) is None
