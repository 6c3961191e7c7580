"""Why the 4E world carries out no op of these names: what of the game it does not model.

``Engine.ops`` records an op with no handler (``ops.OPS``) as not simulated, with the
reason here when there is one (else :data:`NO_HANDLER`), so that the trace says what is
missing, not only that something is.
"""

from __future__ import annotations

NO_HANDLER = "the runtime has no handler for this op"

# Op name -> what of 4E is not modelled (each op name the effect grammar writes, IR contract)
NOT_MODELLED: dict[str, str] = {
    "unparsed": "the effect grammar did not read this sentence",
    "zone": "zones are not modelled",
    "aura": "auras are not modelled",
    "terrain": "terrain a power makes is not modelled",
    "lose_action": "actions beyond a turn's budget are not modelled",
    "gain_action_point": "action points beyond one an encounter are not modelled",
    "speed_mode": "movement modes besides walking are not modelled",
    "target_limit": "changing an attack's targets is not modelled",
    "add_target": "changing an attack's targets is not modelled",
    "not_expended": "a use that does not expend its power is not modelled",
    "power_points": "power points are not counted",
    "inline_attack": "an attack written out inside an effect is not played",
    "disappear": "removing a creature from play is not modelled",
    "reappear": "removing a creature from play is not modelled",
    "charge": "the charge action is not modelled",
    "quarry": "Hunter's Quarry is not modelled",
    "curse": "Warlock's Curse is not modelled",
    "set_hp": "setting hit points outright is not modelled",
    "set_roll": "setting a roll's result is not modelled",
    "increase": "an increase said apart from what it increases is not joined to it",
    "equals": "an amount said in a sentence of its own is not joined to its effect",
    "roll": "a die rolled for what a later sentence reads is not modelled",
    "extra_damage": "extra damage kept for a later attack is not modelled",
    "game_action": "drawing or stowing weapons and items, and jumping, are not modelled",
    "limit": "how often an effect may happen, said apart from it, is not modelled",
    "conjure": "conjurations are not modelled",
    "move_placed": "conjurations are not modelled",
    "counts_as": "what a creature counts as is not modelled",
    "form": "forms a creature takes are not modelled",
    "stance": "stances are not modelled",
    "save_outcome": "a saving throw's outcome set outright is not modelled",
    "end_move": "ending a creature's movement is not modelled",
    "end_ongoing": "ending ongoing damage said apart from it is not modelled",
    "gain_choice": "a choice given to a creature for later is not modelled",
    "immune": "immunity is not modelled",
    "regeneration": "regeneration is not modelled",
    "max_damage": "maximized damage said apart from it is not modelled",
    "special_attack": "grabs, bull rushes and other special attacks are not modelled",
}


def why_not(name: str) -> str:
    """Why an op with no handler is not simulated."""
    return NOT_MODELLED.get(name, NO_HANDLER)
