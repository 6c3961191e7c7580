"""The trigger grammar's words as IR values, as data (``grammar/dnd4e/trigger_en.lark``): the
rules whose tree is always one selector filter or qualifier ("marked by you", "on your turn"),
the rules that stand for one word of the IR (a role, a companion, a forced movement, what a
check is for), the rolls the game makes with a d20 and their outcomes ("fails a saving throw"),
and the condition a "dazing effect" gives. The trigger reader (``trigger_ir``, ``trigger_events``,
``trigger_attacks``) looks its rules up here.
"""

from __future__ import annotations

from typing import Any

# Rolls made with a d20 ("You roll a d20 and dislike the result")
_D20_ROLLS = ("attack.roll", "save.roll", "death_save.roll", "skill.check", "initiative.roll")

# "fails a saving throw" / "succeeds on a skill check": the roll's outcome event.
_FAILED = {
    "save.roll": "save.fail",
    "death_save.roll": "death_save.fail",
    "skill.check": "skill.fail",
    "attack.roll": "attack.miss",
}
_SUCCEEDED = {
    "save.roll": "save.succeed",
    "death_save.roll": "death_save.succeed",
    "skill.check": "skill.succeed",
}

# "a dazing effect" -> the condition it gives
_EFFECT_CONDITION = {
    "dazing": "dazed",
    "stunning": "stunned",
    "dominating": "dominated",
    "immobilizing": "immobilized",
    "restraining": "restrained",
    "slowing": "slowed",
    "weakening": "weakened",
    "blinding": "blinded",
    "petrifying": "petrified",
}

# Rules whose tree is always the same selector filter ("f") or qualifier ("q").
_FIXED: dict[str, tuple[str, str, Any]] = {
    "pre_adjacent": ("f", "adjacent_to", "self"),
    "pre_bloodied": ("f", "bloodied", True),
    "post_bloodied": ("f", "bloodied", True),
    "post_unbloodied": ("f", "bloodied", False),
    "pre_nonminion": ("f", "minion", False),
    "pre_nonadjacent": ("f", "not_adjacent_to", "self"),
    "pre_marked": ("f", "marked_by", "self"),
    "pre_other": ("f", "other", True),
    "pre_unbloodied": ("f", "bloodied", False),
    "pre_primary": ("f", "primary_target", True),
    "marked_by_self": ("f", "marked_by", "self"),
    "grabbed_by_self": ("f", "grabbed_by", "self"),
    "visible": ("f", "visible", True),
    "marked_by_you": ("f", "marked_by", "self"),
    "cursed_by_you": ("f", "cursed_by", "self"),
    "flanked_by_self": ("f", "flanked_by", "self"),
    "save_can_end": ("q", "save_can_end", True),
    "not_basic": ("q", "basic", False),
    "not_critical": ("q", "critical", False),
    "on_own_turn": ("q", "turn", "self"),
    "on_actor_turn": ("q", "turn", "actor"),
    "first_time": ("q", "first_time", True),
    "first_time_turn": ("q", "first_time", "turn"),
    "first_time_round": ("q", "first_time", "round"),
    "without_shifting": ("q", "shift", False),
    "at_turn_start": ("q", "at", "turn.start"),
    "at_turn_end": ("q", "at", "turn.end"),
    "at_encounter_start": ("q", "at", "encounter.start"),
    "with_this_power": ("q", "this_power", True),
    "extra_action": ("q", "extra_action", True),
    "to_end_effect": ("q", "to_end_effect", True),
    "as_charge": ("q", "charge", True),
    "as_opportunity": ("q", "opportunity", True),
    "on_attack_roll": ("q", "attack_roll", True),
    "would": ("q", "would", True),
    "willingly": ("q", "willing", True),
    "not_by_critical": ("q", "critical", False),
}
# Rules that stand for one word of the IR: a role, a companion's name, an event.
_ROLE_WORDS = {
    "spirit_companion": "spirit companion",
    "master": "master",
    "rider": "rider",
    "focus": "focus",
    "beast_companion": "beast companion",
    "familiar": "familiar",
    "mount": "mount",
    "summoned_creature": "summoned creature",
    "quarry": "quarry",
    "oath_target": "oath of enmity target",
    "v_push": "forced.push",
    "v_pull": "forced.pull",
    "v_slide": "forced.slide",
    "v_forced": "forced",
    "ref_self": "self",
    "enemy": "enemy",
    "ally_noun": "ally",
    "creature": "creature",
}
# Rules whose filter or qualifier is the role their last word names ("marked by you").
_FROM_REF: dict[str, tuple[str, str]] = {
    "marked_by": ("f", "marked_by"),
    "other_than": ("f", "other_than"),
    "cursed_by": ("f", "cursed_by"),
    "flanking_filter": ("f", "flanking"),
    "flanked_by": ("f", "flanked_by"),
    "grabbed_by": ("f", "grabbed_by"),
    "excludes": ("q", "excludes"),
    "includes": ("q", "includes"),
    "against": ("q", "against"),
    "mod_adjacent": ("q", "adjacent_to"),
    "mod_not_adjacent": ("q", "not_adjacent_to"),
    "post_not_adjacent": ("f", "not_adjacent_to"),
}


# -- rolls, checks, saves, damage kinds, traps and other game events -----------------------
_FIXED.update(
    {
        "env_underground": ("q", "environment", "underground"),
        "env_urban": ("q", "environment", "urban"),
        "env_natural": ("q", "environment", "natural"),
    }
)
_ROLE_WORDS.update(
    {
        # what a check is for ("an Athletics check to jump", "when swimming or climbing")
        "p_jump": "jump",
        "p_climb": "climb",
        "p_swim": "swim",
        "p_hide": "hide",
        "p_break": "break",
        "p_lift": "lift",
        "p_regain_hp": "regain hit points",  # "spends a healing surge to regain hit points"
        # what is not a creature ("A trap attacks you", "damage from a trap or a fall")
        "src_trap": "trap",
        "src_hazard": "hazard",
        "src_object": "object",
        "src_fall": "fall",
        "rest_short": "rest.short",
        "rest_extended": "rest.extended",
    }
)
# "a roll": every roll the rules name (the d20 rolls and damage rolls)
_ANY_ROLL = (*_D20_ROLLS, "damage.roll")
