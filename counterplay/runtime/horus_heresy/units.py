"""Units of models, their weapons, and the players who control them.

A unit is the core's party (:class:`counterplay.runtime.parties.Party`): its controller is
its player, who spends the Reaction Allotment it reacts with. A model has the game's
characteristics (Movement, Ballistic Skill, Toughness, Wounds, Initiative, Leadership, an
Armour Save and an invulnerable one), a type (Infantry, Vehicle, ...), a place on the table
and, for vehicles, a facing. ``initiative`` is None for a model with no Initiative
characteristic (most Vehicles). A unit's statuses (Pinned, Falling Back, locked in combat,
Immobilised, may not move), special rules (Fearless, Shrouded, Feel No Pain) and traits
(its Legion) are what the ruleset's facts and the triggers' filters read.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from counterplay.runtime.horus_heresy.table import Point, distance
from counterplay.runtime.reaction import Reaction


@dataclass(frozen=True)
class Weapon:
    """A weapon profile: range in inches, Strength, AP (None: "-"), shots, and its kinds
    (``heavy``, ``template``, ``barrage``, ``defensive``, ``one_use``)."""

    name: str
    range: float
    strength: int
    ap: int | None = None
    shots: int = 1
    kinds: frozenset[str] = frozenset()


@dataclass
class Model:
    """One model: characteristics, place and state."""

    name: str
    at: Point
    movement: int = 7
    ballistic_skill: int = 4
    toughness: int = 4
    wounds: int = 1
    initiative: int | None = 4
    leadership: int = 8
    save: int | None = 3
    invulnerable: int | None = None
    type: str = "infantry"
    sub_types: tuple[str, ...] = ()  # folded: ("light",), ("malefic",), ("character",)
    facing: float = 0.0
    weapons: tuple[str, ...] = ()
    lost: int = 0  # wounds lost
    spent: set[str] = field(default_factory=set)  # one-use weapons already fired

    @property
    def alive(self) -> bool:
        return self.lost < self.wounds

    @property
    def kinds(self) -> set[str]:
        """Its Type and its Sub-Types (a Sub-Type is read as a Type where a Trigger says
        "the X Sub-Type" alone)."""
        return {self.type, *self.sub_types}

    @property
    def vehicle(self) -> bool:
        return self.type == "vehicle"


@dataclass
class Unit:
    """A unit: its models, the player controlling it, what it is and what it can do."""

    name: str
    player: str
    models: list[Model]
    statuses: set[str] = field(default_factory=set)
    special_rules: dict[str, Any] = field(default_factory=dict)
    traits: set[str] = field(default_factory=set)
    reactions: list[Reaction] = field(default_factory=list)
    penalties: list[str] = field(default_factory=list)  # what its own actions cost it later
    # characteristic modifiers on the unit (a weapon's or a power's effect): name -> +/-
    modifiers: dict[str, int] = field(default_factory=dict)
    # the core's party settings (unused by Horus Heresy's rules, kept for the protocol)
    prepared: str | None = None
    restrictions: dict[str, Any] = field(default_factory=dict)
    priority: list[str] = field(default_factory=list)
    disabled: set[str] = field(default_factory=set)
    side: str = ""  # a player's units are one side

    def __post_init__(self) -> None:
        self.side = self.side or self.player

    @property
    def controller(self) -> str:
        return self.player

    @property
    def alive(self) -> list[Model]:
        return [m for m in self.models if m.alive]

    @property
    def destroyed(self) -> bool:
        return not self.alive

    @property
    def vehicles_only(self) -> bool:
        return all(m.vehicle for m in self.models)

    def where(self) -> Point | None:
        """The place of its first model still alive (where the unit is said to be)."""
        alive = self.alive
        return alive[0].at if alive else None

    def gap(self, other: Unit) -> float:
        """Inches between the two units' closest models (infinite if either is gone)."""
        return min(
            (distance(a.at, b.at) for a in self.alive for b in other.alive), default=float("inf")
        )

    def gap_to(self, p: Point) -> float:
        """Inches from the unit's closest model to ``p``."""
        return min((distance(m.at, p) for m in self.alive), default=float("inf"))

    def snapshot(self) -> dict[str, Any]:
        """The unit's state for the trace and the final report."""
        return {
            "name": self.name,
            "player": self.player,
            "models": len(self.alive),
            "wounds_lost": sum(m.lost for m in self.models if m.alive),
            "at": [[round(c, 2) for c in m.at] for m in self.alive],
            "statuses": sorted(self.statuses),
            "penalties": list(self.penalties),
            "spent": sorted({w for m in self.models for w in m.spent}),
        }


@dataclass
class Player:
    """A player: their Reaction Allotment's special rules and their default policy.

    ``allotment`` is the base allotment a special rule raises it to (1 when none does);
    ``bonus`` the extra Reactions special rules grant in named Phases; ``beyond_three``
    whether a special rule specifically allows more than three in a Phase (R004-03/04).
    """

    name: str
    allotment: int = 1
    bonus: dict[str, int] = field(default_factory=dict)
    beyond_three: bool = False
    prefer: list[str] | None = None
