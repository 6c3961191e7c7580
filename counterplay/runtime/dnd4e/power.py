"""A 4E power: a reaction with what the 4E world reads of its IR besides the trigger.

Its printed range ("Melee weapon", "Ranged 10", "Area burst 1 within 10", "Close blast 3")
gives the attack kind (the first word) and the reach in squares; its attack line the defense
it targets; its keywords (fire, weapon); its ops by part (``hit``, ``miss``, ``effect``).
"""

from __future__ import annotations

import dataclasses
import re
from functools import cached_property

from counterplay.runtime.reaction import Ops, Reaction

# The basic attacks every creature has (name -> printed range).
BASIC_ATTACKS = {
    "Melee Basic Attack": "Melee weapon",
    "Ranged Basic Attack": "Ranged 10",
}

_RANGE_KIND = {"melee": "melee", "ranged": "ranged", "area": "area", "close": "close"}
_DEFENSE = re.compile(r"\bvs\.?\s*(ac|fortitude|reflex|will)\b", re.IGNORECASE)
_REACH = re.compile(r"\b(?:ranged|melee|burst|blast)\s+(\d+)", re.IGNORECASE)


@dataclasses.dataclass(frozen=True)
class Power(Reaction):
    """A reaction (or a scripted power) read the 4E way."""

    @classmethod
    def of(cls, reaction: Reaction) -> Power:
        """The same reaction as a 4E power."""
        if isinstance(reaction, Power):
            return reaction
        fields = {f.name: getattr(reaction, f.name) for f in dataclasses.fields(reaction)}
        return cls(**fields)

    @classmethod
    def basic(cls, name: str) -> Power:
        """One of the basic attacks every creature has (:data:`BASIC_ATTACKS`)."""
        details = {
            "range": BASIC_ATTACKS[name],
            "attack": "vs. AC",
            "keywords": ["basic", "weapon"],
        }
        return cls(
            name, "Basic attack", "standard action", "at-will", "", None, None, details=details
        )

    @cached_property
    def range(self) -> str:
        return str(self.details.get("range") or "")

    @cached_property
    def power_keywords(self) -> frozenset[str]:
        return frozenset(self.details.get("keywords") or ())

    @cached_property
    def defense(self) -> str | None:
        """The defense its attack targets (AC when the attack line names none), or None."""
        attack = str(self.details.get("attack") or "")
        found = _DEFENSE.search(attack)
        return found.group(1).lower() if found else ("ac" if attack else None)

    def targeting(self, defense: str) -> Power:
        """The same power, its attack against ``defense`` instead ("The attack targets Will
        instead"): its attack line's defense replaced."""
        attack = str(self.details.get("attack") or "")
        said = f"vs. {defense.capitalize() if defense != 'ac' else 'AC'}"
        line = _DEFENSE.sub(said, attack) if _DEFENSE.search(attack) else f"{attack} {said}"
        return dataclasses.replace(self, details={**self.details, "attack": line.strip()})

    @property
    def hit_ops(self) -> Ops:
        return self.ops.get("hit", ())

    @property
    def miss_ops(self) -> Ops:
        return self.ops.get("miss", ())

    @property
    def effect_ops(self) -> Ops:
        return self.ops.get("effect", ())

    @cached_property
    def attack_kind(self) -> str | None:
        """melee / ranged / area / close from the printed range, or None."""
        words = self.range.split()
        return _RANGE_KIND.get(words[0].lower()) if words else None

    @cached_property
    def reach(self) -> int:
        """How far the power reaches in squares (melee 1 unless printed otherwise)."""
        found = _REACH.search(self.range)
        if found:
            return int(found.group(1))
        return 1 if self.attack_kind in ("melee", None) else 10
