"""Amounts that count the user's ability modifiers or level: "damage equal to your Wisdom
modifier", "shift a number of squares equal to your Dexterity modifier", "temporary hit
points equal to 5 + your level", "one-half your level + your Constitution modifier".

An op's amount (its field of :data:`FIELDS`) is a whole number, or said as the effect
grammar reads it: a named quantity (``"wisdom modifier"``, ``{"of": "level", "times": 0.5,
"whose": "self"}``) or a ``sum`` of such terms. Those of :data:`NAMED` are counted from the
user's (the power's owner's) ability scores and level, given in the scenario (``abilities:``,
``level:``, docs/scenarios.md): a modifier is (score - 10) // 2, rounded down as every 4E
division ("one-half your level": level // 2). An amount :func:`asked` can read but the
scenario does not give the user's scores or level for is not simulated (:func:`ungiven`:
"the user's Wisdom modifier is not given"); one it cannot read ("your healing surge value",
"the enhancement bonus of your weapon", "your Strength or Wisdom modifier", chosen as the
character is built) stays the check's "the amount it counts".

The ops of hit points and resistance (:data:`DICE_OPS`) also roll the dice their amount
says ("2d4 temporary hit points", "your healing surge value + 2d6", "1d10 + your
Constitution modifier"), each time the op is carried out.

The ops that heal or give hit points (:data:`CREATURE_OPS`) also count what a creature's
maximum hit points tell (:data:`OF_CREATURE`: "temporary hit points equal to your healing
surge value", "hit points equal to its bloodied value"): the user's ("your", or no one
said, as the effect grammar writes any quantity), or those of the creature the op is
about ("its": ``it``, the one healed).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, Sequence
from itertools import permutations
from typing import Any

from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.reaction import whole

# The six ability scores, in the order of a 4E character sheet
ABILITIES = ("strength", "constitution", "dexterity", "intelligence", "wisdom", "charisma")
LEVEL = "level"
# "the weapon's enhancement bonus", "2 + this item's enhancement bonus": the plus of the
# magic item whose power it is, said of that item (``whose``: "weapon", "armor", "item",
# ...), counted from the user's ``enhancement:`` (one plus for the items whose powers it uses)
ENHANCEMENT = "enhancement bonus"
# "You make a Stealth check": the user's bonus to checks of that skill, counted from its
# ``skills:`` (named "<skill> check": :func:`skill_named`)
SKILL_CHECK = " check"


def modifier(score: int) -> int:
    """An ability's modifier: (score - 10) / 2, rounded down (Player's Handbook)."""
    return (score - 10) // 2


Count = Callable[[Sequence[int]], int]

# Quantities a power says of its user, as the effect grammar reads them: the user's scores
# or level each counts, and how it counts them
NAMED: dict[str, tuple[tuple[str, ...], Count]] = {
    LEVEL: ((LEVEL,), lambda said: said[0]),
    ENHANCEMENT: ((ENHANCEMENT,), lambda said: said[0]),
    "highest ability modifier": (ABILITIES, lambda said: max(map(modifier, said))),
    **{f"{a} modifier": ((a,), lambda said: modifier(said[0])) for a in ABILITIES},
    **{
        f"higher of {a} or {b} modifier": ((a, b), lambda said: max(map(modifier, said)))
        for a, b in permutations(ABILITIES, 2)
    },
}

# Whose quantity a named one is: the user's ("your level"), said or not
_YOURS = (None, "self")


def surge_value(who: Combatant) -> int:
    """A healing surge's value: a quarter of the maximum hit points (at least 1)."""
    return max(1, who.max_hp // 4)


# What a creature's maximum hit points tell (Player's Handbook: healing surge value, a
# quarter of them; bloodied value, half of them), counted by the ops of CREATURE_OPS
OF_CREATURE: dict[str, Callable[[Combatant], int]] = {
    "healing surge value": surge_value,
    "bloodied value": lambda who: who.max_hp // 2,
}

# The ops whose handlers count OF_CREATURE quantities, with the creature the op is about
CREATURE_OPS = ("heal", "surge", "temp_hp")

# Whose a creature's quantity is: the user's ("your healing surge value", none said), or
# the creature's the op is about ("its bloodied value")
_WHOSE_CREATURE = {"self": "user", None: "user", "it": "it"}


def _of_creature(term: Any) -> tuple[str, str, float] | None:
    """A term's creature quantity (:data:`OF_CREATURE`), whose it is (``user`` or ``it``)
    and how many times it counts, or None."""
    if isinstance(term, str):
        return (term, "user", 1) if term in OF_CREATURE else None
    if not isinstance(term, dict) or set(term) - {"of", "times", "whose"}:
        return None
    times, whose = term.get("times", 1), term.get("whose")
    if term.get("of") not in OF_CREATURE or whose not in _WHOSE_CREATURE:
        return None
    if isinstance(times, bool) or not isinstance(times, int | float) or not 0 < times <= 10:
        return None
    return str(term["of"]), _WHOSE_CREATURE[whose], times


# Dice an amount of hit points or resistance may say ("3d6 temporary hit points", "hit
# points equal to your healing surge value + 2d6", "resist 1d10 + your Constitution
# modifier"), rolled once when the op is carried out (4E: a power's dice are rolled when it
# deals them), by the ops of DICE_OPS only: any other op's amount is a number it adds to a
# roll, and a die there ("a +1d8 bonus") is not counted
DICE = re.compile(r"^([1-9][0-9]?)d([1-9][0-9]?)$")
DICE_OPS = ("heal", "surge", "temp_hp", "resist")

Roll = Callable[[int, int], int]


def dice(term: Any) -> tuple[int, int] | None:
    """A term that is dice ("2d6"): how many, of how many sides; or None."""
    found = DICE.match(term) if isinstance(term, str) else None
    return (int(found.group(1)), int(found.group(2))) if found else None


# The field of each op that holds its amount
FIELDS: dict[str, str] = {
    "damage": "amount",
    **dict.fromkeys(("push", "pull", "slide", "shift", "move", "teleport", "fly"), "distance"),
    **dict.fromkeys(("bonus", "penalty"), "value"),
    **dict.fromkeys(("heal", "surge", "temp_hp", "resist", "vulnerable"), "amount"),
    "save": "bonus",
    # ("Reroll the check with a bonus equal to your Wisdom modifier")
    **dict.fromkeys(("reroll", "skill_check"), "roll_bonus"),
}


def _terms(said: Any) -> Iterator[Any]:
    """The terms an amount adds up (itself, or its ``sum``'s)."""
    if isinstance(said, dict) and set(said) == {"sum"} and isinstance(said["sum"], list):
        yield from said["sum"]
    else:
        yield said


# Whose a quantity may be that is a creature, not an item ("the target's level")
_CREATURES = ("target", "triggering", "it", "ally", "allies", "enemy", "enemies", "creatures")


def _an_item(whose: Any) -> bool:
    """Whether ``whose`` names an item ("weapon", "armor", "this item", "totem")."""
    return isinstance(whose, str) and whose not in _CREATURES


def _named(term: Any) -> tuple[str, float] | None:
    """A term's named quantity of the user (:data:`NAMED`) and how many times it counts."""
    if isinstance(term, str):
        return (term, 1) if term in NAMED else None
    if not isinstance(term, dict) or set(term) - {"of", "times", "whose"}:
        return None
    times, whose = term.get("times", 1), term.get("whose")
    if term.get("of") not in NAMED:
        return None
    if whose not in _YOURS and not (term["of"] == ENHANCEMENT and _an_item(whose)):
        return None  # (an item's plus is said of the item: "the weapon's")
    if isinstance(times, bool) or not isinstance(times, int | float) or not 0 < times <= 10:
        return None
    return str(term["of"]), times


def asked(said: Any, creatures: bool = False, rolled: bool = False) -> tuple[str, ...] | None:
    """What of the user an amount counts (ability names, ``level``), in order; None when
    it is no amount this module counts (a number counts nothing of the user: ``()``);
    with ``creatures``, a creature's quantities too (:data:`OF_CREATURE`, none asked);
    with ``rolled``, dice too (:data:`DICE`, none asked)."""
    wanted: list[str] = []
    for term in _terms(said):
        if whole(term) or (creatures and _of_creature(term) is not None):
            continue
        if rolled and dice(term) is not None:
            continue
        named = _named(term)
        if named is None:
            return None
        wanted.extend(s for s in NAMED[named[0]][0] if s not in wanted)
    return tuple(wanted)


def stat(who: Combatant, name: str) -> int | None:
    """``who``'s ability score, level, items' enhancement bonus or bonus to a skill's
    checks, None when the scenario does not give it."""
    if name == ENHANCEMENT:
        return who.enhancement
    if name.endswith(SKILL_CHECK):
        return who.skills.get(name.removesuffix(SKILL_CHECK))
    return who.level if name == LEVEL else who.abilities.get(name)


def count(
    said: Any,
    who: Combatant,
    it: Combatant | None = None,
    creatures: bool = False,
    roll: Roll | None = None,
) -> int | None:
    """The amount, counted with ``who``'s scores and level (with ``creatures``, a
    creature's quantities too, ``who``'s or ``it``'s; given ``roll``, dice rolled with it:
    ``roll(1, sides)`` each die); None when it cannot be."""
    total = 0
    for term in _terms(said):
        if whole(term):
            total += term
            continue
        rolled = dice(term) if roll is not None else None
        if rolled is not None and roll is not None:
            total += sum(roll(1, rolled[1]) for _ in range(rolled[0]))
            continue
        creature = _of_creature(term) if creatures else None
        whose = who if creature is not None and creature[1] == "user" else it
        if creature is not None and whose is not None:
            total += math.floor(OF_CREATURE[creature[0]](whose) * creature[2])
            continue
        named = _named(term)
        if named is None:
            return None
        stats, counted = NAMED[named[0]]
        scores = [stat(who, s) for s in stats]
        if any(s is None for s in scores):
            return None
        total += math.floor(counted([s for s in scores if s is not None]) * named[1])
    return total


def value(
    said: Any,
    who: Combatant,
    default: int = 0,
    it: Combatant | None = None,
    roll: Roll | None = None,
) -> int:
    """The amount counted with ``who``'s scores and level (:func:`count`, kept within
    -1000..1000 as any op's number; given ``it``, the creature the op is about, a
    creature's quantities too; given ``roll``, dice rolled), or ``default`` when it cannot
    be."""
    counted = count(said, who, it, creatures=it is not None, roll=roll)
    return default if counted is None else max(-1000, min(1000, counted))


def countable(said: Any, creatures: bool = False, rolled: bool = False) -> bool:
    """Whether an amount is one this module counts, given the user's scores and level
    (with ``creatures``, a creature's quantities besides: :data:`OF_CREATURE`; with
    ``rolled``, dice: :data:`DICE`)."""
    return asked(said, creatures, rolled) is not None


# What a scenario leaves out, in the game's words, and what it gives a combatant for it,
# for the user's level and items' enhancement bonus (an ability: its modifier and score)
_WORDS = {
    LEVEL: ("the user's level", LEVEL),
    ENHANCEMENT: ("the user's item's enhancement bonus", "enhancement"),
}


def words(name: str) -> str:
    """What a scenario leaves out, in the game's words ("the user's Wisdom modifier", "the
    user's Stealth check bonus")."""
    if name.endswith(SKILL_CHECK):
        return f"the user's {name.capitalize()} bonus"
    return _WORDS[name][0] if name in _WORDS else f"the user's {name.capitalize()} modifier"


def given_as(name: str) -> str:
    """What a scenario gives a combatant for ``name``: its "level", its "Wisdom score", its
    "Stealth bonus (skills:)"."""
    if name.endswith(SKILL_CHECK):
        return f"{name.removesuffix(SKILL_CHECK).capitalize()} bonus (skills:)"
    return _WORDS[name][1] if name in _WORDS else f"{name.capitalize()} score"


def skill_named(op: dict[str, Any]) -> str | None:
    """The skill check a ``skill_check`` op makes of one skill, as what of the user it
    counts ("stealth check"), or None (no such op, or a choice of skills)."""
    skill = op.get("skill")
    named = op.get("op") == "skill_check" and isinstance(skill, str)
    return f"{skill}{SKILL_CHECK}" if named else None


def _ops(op: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The op and the ops it carries out (a choice's options, a standing trigger's ops)."""
    yield op
    for value in op.values():
        if isinstance(value, dict) and "op" in value:
            yield from _ops(value)
        elif isinstance(value, list):
            yield from _ops({"op": None, **{str(i): v for i, v in enumerate(value)}})


# What an op's dice may be rolled once for each point of ("1d6 damage per plus": the
# item's enhancement bonus), as the quantity of the user it counts (none said: once)
PER: dict[str, str] = {"enhancement_bonus": ENHANCEMENT}


def per(op: dict[str, Any]) -> str | None:
    """What of the user an op's dice are rolled once for each point of (:data:`PER`), or
    None (said of nothing, or of something this module does not count)."""
    said = op.get("per")
    return PER.get(said) if isinstance(said, str) else None


def plus_abilities(op: dict[str, Any]) -> list[str] | None:
    """The abilities whose modifiers a damage op adds besides its own ("3[W] + Strength
    modifier + Constitution modifier": constitution), None when one is no ability."""
    said = op.get("plus_abilities") or []
    return list(said) if isinstance(said, list) and set(said) <= set(ABILITIES) else None


# What a damage line's "+ X modifier" (its ``ability``) counts of the user's scores: one
# named ability's, or "your highest ability modifier" all six (one chosen as the character
# is built, "Strength or Dexterity", counts none: the ``damage:`` bonus stands for it)
LINE_ABILITIES: dict[str, tuple[str, ...]] = {
    **{a: (a,) for a in ABILITIES},
    "highest": ABILITIES,
}


def line_abilities(op: dict[str, Any]) -> Iterator[tuple[str, tuple[str, ...]]]:
    """Each damage line's "+ X modifier" in ``op`` (and the ops it carries out), as the
    modifier in the game's words ("Intelligence modifier") and the scores it counts."""
    for one in _ops(op):
        said = one.get("ability") if one.get("op") == "damage" else None
        if isinstance(said, str) and said in LINE_ABILITIES:
            named = "highest ability" if said == "highest" else said.capitalize()
            yield f"{named} modifier", LINE_ABILITIES[said]


def of_user(op: dict[str, Any]) -> tuple[str, ...]:
    """What of the user ``op`` (and the ops it carries out) counts, in order."""
    wanted: list[str] = []
    for one in _ops(op):
        field = FIELDS.get(str(one.get("op")))
        creatures = one.get("op") in CREATURE_OPS
        rolled = one.get("op") in DICE_OPS
        each = per(one)
        check = skill_named(one)
        for name in [
            *((asked(one.get(field), creatures, rolled) or ()) if field else ()),
            *(plus_abilities(one) or ()),
            *((each,) if each else ()),
            *((check,) if check else ()),
        ]:
            if name not in wanted:
                wanted.append(name)
    return tuple(wanted)


def ungiven(op: dict[str, Any], user: Combatant) -> str | None:
    """What of the user ``op`` counts that the scenario does not give ("the user's Wisdom
    modifier is not given"), or None."""
    missing = next((s for s in of_user(op) if stat(user, s) is None), None)
    return None if missing is None else f"{words(missing)} is not given"
