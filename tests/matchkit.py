"""What the trigger matching tests share: four combatants (``PEOPLE``), a trigger's IR
bound to its owner (given, or read from a sentence by the grammar), an IR made from its
parts, and the parties most cases name.
"""

from __future__ import annotations

from typing import Any

from counterplay.compiler.to_ir import trigger
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.events import Bound
from counterplay.runtime.reaction import Reaction

HERO = Combatant("Hero", "a", (2, 2), 40, 40)
ALLY = Combatant("Ally", "a", (2, 4), 40, 40)
ORC = Combatant("Orc", "b", (3, 2), 40, 40)
GOBLIN = Combatant("Goblin", "b", (6, 6), 40, 40)
PEOPLE = [HERO, ALLY, ORC, GOBLIN]


def _bound(ir: dict[str, Any], owner: Combatant = HERO) -> Bound[Combatant]:
    reaction = Reaction.from_ir(
        {"name": "P", "action": "immediate reaction", "range": "Melee 1", "trigger": ir}
    )
    return Bound(0, owner, reaction, frozenset(), "after", reaction.events)


def _read(text: str) -> Bound[Combatant]:
    ir, found = trigger(text)
    assert ir["event"] != "unparsed", [d.message for d in found]
    return _bound(ir)


def _ir(event: str, actor: Any, target: Any = None, **qualifiers: Any) -> dict[str, Any]:
    return {"event": event, "actor": actor, "target": target, "qualifiers": qualifiers}


ENEMY, SELF, ANY = {"role": "enemy"}, {"role": "self"}, {"role": "creature"}
