"""Combatants: side, position, hit points, conditions and the reactions they own.

A combatant is mutable state the engine changes as the encounter runs; what a condition
forbids is not here but in the ruleset's condition table (``conditions:``). A combatant is
the core's party (:class:`counterplay.runtime.parties.Party`): its own controller unless the
scenario names a player.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from counterplay.runtime.dnd4e.grid import Square
from counterplay.runtime.dnd4e.power import Power

# When a duration ends: at the "start" or "end" of a turn of the one who gave the condition
# ("user": "until the end of your next turn") or of the one who has it ("bearer": "until
# the end of its next turn"), and whether a turn that was under way when it was given is
# passed over ("next"). A duration not here (save ends, the encounter, ...) ends otherwise.
DURATION_ENDS: dict[str, tuple[str, str, bool]] = {
    "end_of_turn": ("user", "end", False),
    "end_of_next_turn": ("user", "end", True),
    "start_of_next_turn": ("user", "start", True),
    "start_of_turn": ("user", "start", False),
    "end_of_target_turn": ("bearer", "end", False),
    "end_of_target_next_turn": ("bearer", "end", True),
    "start_of_target_next_turn": ("bearer", "start", True),
    "start_of_target_turn": ("bearer", "start", False),
}


# "... or until you make an attack": what ends a condition before its duration does, as the
# event that says it and the part in that event of the one who gave the condition (the
# grammar's "or until" events are all said of "you"; "until you drop to 0 hit points"
# (drop_to_0) and "until it drops ..." ("target drop_to_0") are not followed, so not here)
# The durations the runtime counts: on turns (DURATION_ENDS), until saved, the encounter
LASTING = frozenset((*DURATION_ENDS, "save_ends", "encounter"))

ENDS_ON: dict[str, tuple[str, str]] = {
    "attack": ("attack.roll", "actor"),
    "hit_by_attack": ("attack.hit", "target"),
    "hit_by_enemy": ("attack.hit", "target"),
    "damaged": ("damage.take", "target"),
}
# those that end it only when the event's other party is an enemy of the one who gave it
# ("or until an enemy hits you": not an ally's hit)
BY_AN_ENEMY = frozenset({"hit_by_enemy"})


def clock_of(duration: str | None, user: str, bearer: str) -> str:
    """Whose turns ``duration`` counts: the bearer's for "its next turn", else the user's."""
    whose = DURATION_ENDS.get(duration or "", ("user", "", False))[0]
    return bearer if whose == "bearer" else user


def ongoing_name(types: Sequence[str]) -> str:
    """The condition ongoing damage of ``types`` is kept as: one a type, since ongoing
    damage of one type does not add up, only the highest counts ("ongoing fire")."""
    return "ongoing " + (" and ".join(sorted(types)) or "damage")


def vulnerable_name(types: Sequence[str]) -> str:
    """The condition a vulnerability is kept as: one for its types ("vulnerable radiant")."""
    return "vulnerable " + " and ".join(sorted(types))


def resist_name(types: Sequence[str]) -> str:
    """The condition a lasting resistance is kept as: one for its types ("resist all")."""
    return "resist " + " and ".join(sorted(types))


@dataclass
class Condition:
    """A condition on a combatant and when it ends.

    ``duration``: ``save_ends``, one of :data:`DURATION_ENDS` (counted on ``clock``'s
    turns), ``encounter`` or None (until removed).
    """

    name: str
    duration: str | None = None
    clock: str | None = None  # whose turns the duration counts
    applied_turn: int = 0  # the global turn index when it was applied
    source: str | None = None  # who applied it (marked: by whom)
    # ongoing damage (resistance): what it deals at the start of each of its bearer's turns
    # (what it takes away from damage), of which types
    amount: int = 0
    types: tuple[str, ...] = ()
    unresisted: bool = False  # ongoing damage that ignores resistance (:mod:`.ignoring`)
    # granting combat advantage to this one only, or to these ("to you and your allies":
    # the names of the creatures it is toward); None: to all (:meth:`is_toward`)
    toward: str | frozenset[str] | None = None
    ends_on: str | None = None  # "... or until you attack" (by ``source``): a key of ENDS_ON
    # the action it was given in, whose own events do not end it early (an attack of several
    # targets is one attack: its next roll is not "until you make an attack")
    given_in: object = field(default=None, repr=False, compare=False)

    def is_toward(self, name: str) -> bool:
        """Whether it is toward the creature ``name``: toward all, that one, or a set of
        creatures ``name`` is one of."""
        if self.toward is None or self.toward == name:
            return True
        return isinstance(self.toward, frozenset) and name in self.toward


@dataclass
class Combatant:
    """One creature in the encounter."""

    name: str
    side: str
    position: Square
    max_hp: int
    hp: int
    speed: int = 6
    minion: bool = False
    defenses: dict[str, int] = field(default_factory=dict)
    attack_bonus: int = 5
    damage: str = "1d8+3"
    endurance: int = 0
    powers: dict[str, Power] = field(default_factory=dict)
    conditions: list[Condition] = field(default_factory=list)
    # the Reaction system's per-character settings (R000-22..25, R000-35)
    prepared: str | None = None
    restrictions: dict[str, Any] = field(default_factory=dict)
    priority: list[str] = field(default_factory=list)
    disabled: set[str] = field(default_factory=set)
    default_basic_attack: str | None = None
    basic_attacks: list[str] = field(default_factory=list)
    used: set[str] = field(default_factory=set)  # encounter and daily powers spent
    temp_hp: int = 0
    surges: int | None = None  # healing surges left (None: not counted, :mod:`.surges`)
    # ability scores and level, for amounts that count them (:mod:`.amounts`); not given:
    # such an amount is not simulated
    abilities: dict[str, int] = field(default_factory=dict)
    level: int | None = None
    enhancement: int | None = None  # its magic items' plus ("the weapon's enhancement bonus")
    # its skill check bonuses by skill ("stealth": 9), for the checks an effect makes
    # (:mod:`.checks`); a skill not given: such a check is not simulated
    skills: dict[str, int] = field(default_factory=dict)
    player: str = ""
    # whose familiar, spirit companion or beast companion it is: (its kind as the IR names
    # it, "spirit_companion"; its owner's name), or None (``whom.ROLES``)
    companion: tuple[str, str] | None = None
    # its origin, type and keywords, as 4E's stat block says them ("Medium aberrant magical
    # beast", "natural animate (undead)": aberrant, magical beast; natural, animate, undead),
    # lower case; None when the scenario does not say (``whom.FILTERS``' ``creature_type``)
    creature_type: frozenset[str] | None = None
    # changes of any combatant's position so far: who is near whom is filed again after one
    # (:mod:`.nearby`)
    moves: ClassVar[int] = 0

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "position":
            Combatant.moves += 1
        object.__setattr__(self, name, value)

    @property
    def controller(self) -> str:
        return self.player or self.name

    @property
    def bloodied(self) -> bool:
        """At or below half of maximum hit points, and still standing."""
        return 0 < self.hp <= self.max_hp // 2

    @property
    def down(self) -> bool:
        return self.hp <= 0

    def has(self, condition: str) -> bool:
        return any(c.name == condition for c in self.conditions)

    @property
    def ongoing(self) -> list[Condition]:
        """The ongoing damage it takes, one condition a damage type (:func:`ongoing_name`)."""
        return [c for c in self.conditions if c.name.startswith("ongoing ") and c.amount]

    def resisted(self, types: Sequence[str]) -> int:
        """How much of damage of ``types`` its resistances (:func:`resist_name`) take away.
        They do not add up: for each type the highest that covers it; damage of several
        types only if each is resisted, by the weakest of those ("resist 10 fire" and
        "resist 5 cold": 5 of fire and cold damage); untyped damage by "resist all" only."""
        resistances = [c for c in self.conditions if c.name.startswith("resist ")]

        def highest(kind: str) -> int:
            return max((c.amount for c in resistances if {"all", kind} & set(c.types)), default=0)

        return min(highest(kind) for kind in types or ("all",))

    def vulnerability(self, types: Sequence[str]) -> int:
        """How much damage of ``types`` it takes besides (:func:`vulnerable_name`): the
        highest vulnerability to all damage or to one of its types; untyped damage only
        "vulnerable all"."""
        kinds = {"all", *types}
        return max(
            (c.amount for c in self.conditions
             if c.name.startswith("vulnerable ") and kinds & set(c.types)),
            default=0,
        )  # fmt: skip

    def of_type(self, words: Any) -> bool | None:
        """Whether its origin, type or keywords (``creature_type``) have the word, or one of
        a list of them ("an aberrant or elemental creature"), any case; None when the
        scenario does not say them."""
        said = words if isinstance(words, list | tuple) else [words]
        kinds = self.creature_type
        return None if kinds is None else any(str(w).lower() in kinds for w in said)

    @property
    def ongoing_damage(self) -> bool:
        """Whether it is taking ongoing damage ("an enemy taking ongoing damage")."""
        return bool(self.ongoing)

    def add(self, condition: Condition) -> None:
        """It has ``condition``, anew if it had it for as long; one of its name that lasts
        otherwise stays (dazed until the end of your next turn does not end a dazed (save
        ends)): each effect ends on its own."""
        same = (condition.name, condition.toward, condition.duration)
        self.conditions = [c for c in self.conditions if (c.name, c.toward, c.duration) != same]
        self.conditions.append(condition)

    def discard(self, condition: Condition) -> None:
        """This condition ends (others of its name, toward another, stay)."""
        self.conditions = [c for c in self.conditions if c is not condition]

    def remove(self, name: str) -> None:
        self.conditions = [c for c in self.conditions if c.name != name]

    def defense(self, name: str | None) -> int:
        return self.defenses.get(name or "ac", 15 if (name or "ac") == "ac" else 13)

    def snapshot(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "side": self.side,
            "at": list(self.position),
            "hp": self.hp,
            "max_hp": self.max_hp,
            "conditions": sorted(c.name for c in self.conditions),
            **({"surges": self.surges} if self.surges is not None else {}),
        }
