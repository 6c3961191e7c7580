"""A Foundry VTT 4E power's Attack and Range lines from its structured fields (dnd4eBeta's
``system.attack``, ``system.rangeType``, ``rangePower``, ``area``, ``weaponType``), for an
export whose HTML description does not print them (a hand-made or stripped one): the words
are those a printed power uses, so the lines read as a stat block's would.
"""

from __future__ import annotations

import re
from typing import Any

# system.attack.ability -> the ability a printed Attack line names
ABILITIES = {
    "str": "Strength",
    "con": "Constitution",
    "dex": "Dexterity",
    "int": "Intelligence",
    "wis": "Wisdom",
    "cha": "Charisma",
}
# system.attack.def -> the defense a printed Attack line names
DEFENSES = {"ac": "AC", "fort": "Fortitude", "ref": "Reflex", "wil": "Will"}

# system.weaponType of a weapon power -> the first words of its Range line
WEAPONS = {
    "melee": "Melee weapon",
    "ranged": "Ranged weapon",
    "meleeRanged": "Melee or Ranged weapon",
    "implement": "Ranged",
}

# system.rangeType -> the Range line, from the power's rangePower (``{range}``), area
# (``{area}``) and weapon (``{weapon}``); a reach is printed "Melee N" in 4E.
RANGES = {
    "weapon": "{weapon}",
    "melee": "Melee {range}",
    "reach": "Melee {range}",
    "touch": "Melee touch",
    "range": "Ranged {range}",
    "closeBurst": "Close burst {area}",
    "closeBlast": "Close blast {area}",
    "rangeBurst": "Area burst {area} within {range}",
    "rangeBlast": "Area blast {area} within {range}",
    "wall": "Area wall {area} within {range}",
    "personal": "Personal",
}

_BONUS = re.compile(r"\+?\s*(\d+)")


def _said(value: Any) -> str:
    """A number or a text field as written ("" for none, 0 or anything else)."""
    if isinstance(value, bool) or value in (None, 0, ""):
        return ""
    return str(value).strip() if isinstance(value, int | str) else ""


def foundry_range(system: dict[str, Any]) -> str | None:
    """The Range line ``system``'s fields say, or None when they say none (no rangeType,
    one not in :data:`RANGES`, or a number it needs left empty)."""
    shape = RANGES.get(str(system.get("rangeType", "")))
    weapon = WEAPONS.get(str(system.get("weaponType", "")), "")
    words = {"range": _said(system.get("rangePower")), "area": _said(system.get("area"))}
    if shape is None or any(f"{{{key}}}" in shape and not said for key, said in words.items()):
        return None
    if "{weapon}" in shape and not weapon:
        return None
    return shape.format(weapon=weapon, **words)


def foundry_attack(system: dict[str, Any]) -> str | None:
    """The Attack line ``system.attack`` says ("Strength vs. AC", or a monster's "+7 vs.
    Reflex"), or None when it is no attack or names no ability or bonus it prints."""
    attack = system.get("attack")
    if not isinstance(attack, dict) or attack.get("isAttack") is False:
        return None
    defense = DEFENSES.get(str(attack.get("def", "")).lower())
    ability = ABILITIES.get(str(attack.get("ability", "")).lower())
    if ability is None:
        bonus = _BONUS.fullmatch(str(attack.get("formula", "")).strip())
        ability = f"+{bonus[1]}" if bonus else None
    if defense is None or ability is None:
        return None
    return f"{ability} vs. {defense}"
