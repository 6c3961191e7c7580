"""Damage taken: what is left of an amount after resistance, vulnerability and temporary hit
points, a minion dropped by any, and the events that follow (``damage.take``, then
``bloodied`` and ``hp.zero``). Attacks, effects, ongoing damage and dangerous terrain all
harm a creature here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import recharges
from counterplay.runtime.dnd4e.combatant import Combatant, Condition
from counterplay.runtime.events import Event, Frame

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.engine import Engine


def harm(
    engine: Engine,
    who: Combatant,
    amount: int,
    source: Combatant | None,
    frame: Frame[Combatant],
    types: list[str] | None = None,
    ongoing: bool = False,
    *,
    unresisted: bool = False,
) -> None:
    """Damage ``who``; ``damage.take``, then ``bloodied`` / ``hp.zero`` with the causer as
    ``by`` and ``from_attack`` (docs/phrases.md conventions); ``ongoing``: ongoing damage
    at the start of its turn; ``unresisted``: damage that ignores resistance (:mod:`.ignoring`)."""
    if who.down or amount <= 0:
        return
    state = frame.state
    from_attack = state is not None and source is state.attacker
    if from_attack and state is not None and state.unharmed and who is state.target:
        engine.note("note", frame.depth, text=f"{who.name} takes no damage from this attack")
        return
    was_bloodied = who.bloodied
    resisted = 0 if unresisted else who.resisted(types or ())
    more = who.vulnerability(types or ())  # ("vulnerable 5 fire": 5 more fire damage)
    if resisted >= amount + more:  # reduced to 0: no damage is taken (as against the attack)
        engine.note("note", frame.depth, text=f"{who.name} resists all {amount} damage")
        return
    amount += more - resisted  # resistance and vulnerability first, then temporary hp
    absorbed = min(who.temp_hp, amount)
    who.temp_hp -= absorbed
    amount -= absorbed
    if who.minion and amount:  # any damage left drops a minion
        amount = who.hp
    who.hp -= amount
    engine.note("damage", frame.depth, target=who.name, amount=amount, hp=who.hp)
    facts: dict[str, Any] = {
        **(state.facts if state is not None and from_attack else {}),
        "amount": amount,
        "from_attack": from_attack,
        "damage_types": list(types or ()),
        "ongoing": ongoing,
    }
    by = {"by": source}
    engine.dispatch(Event("damage.take", source, who, facts, frame.depth, None, by), frame)
    caused = {"from_attack": from_attack}
    if who.bloodied and not was_bloodied:
        first = who.name not in engine.bloodied_once  # "when first bloodied"
        engine.bloodied_once.add(who.name)
        quals = {**caused, "first_time": first}
        if first:
            recharges.when(engine, who, "bloodied", frame.depth)
        engine.dispatch(Event("bloodied", who, None, quals, frame.depth, None, by), frame)
    if who.hp <= 0 and who.hp + amount > 0:
        who.add(Condition("unconscious", None))
        engine.dispatch(Event("hp.zero", who, None, dict(caused), frame.depth, None, by), frame)
