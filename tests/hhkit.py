"""Helpers for Horus Heresy tests: write a battle (from Python data) and run it, then query
its trace. A battle file is JSON, which is YAML: the loader and its positions are the ones
every battle goes through."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from counterplay.compiler.horus_heresy.battle import load_battle
from counterplay.runtime.horus_heresy.engine import Result, simulate
from tests import simkit

WEAPONS = {
    "bolter": {"range": 24, "strength": 4, "ap": 5, "shots": 2},
    "heavy bolter": {"range": 36, "strength": 5, "ap": 4, "shots": 3, "kinds": ["heavy"]},
    "flamer": {"range": 8, "strength": 4, "ap": 5, "kinds": ["template"]},
    "heavy flamer": {"range": 12, "strength": 5, "ap": 4, "kinds": ["template"]},
    "mortar": {"range": 48, "strength": 4, "ap": 6, "kinds": ["barrage"]},
    "krak missile": {"range": 48, "strength": 8, "ap": 3, "kinds": ["heavy", "one_use"]},
    "pintle bolter": {"range": 24, "strength": 4, "ap": 5, "shots": 2, "kinds": ["defensive"]},
    "lascannon": {"range": 48, "strength": 9, "ap": 2, "kinds": ["heavy"]},
}
RED, BLUE = "Red", "Blue"  # Blue reacts in Red's turns

# A Horus Heresy battle whose one reaction, Iron Resolve, has the Trigger TRIGGER (made up),
# and a Trigger the grammar reads
IRON_RESOLVE = """\
counterplay: 1
scenario: Ash on the plain
ruleset: horus-heresy-3
table: {width: 48, height: 48}
players:
  Iron Warriors: {}
  Salamanders: {}
weapons:
  bolter: {range: 24, strength: 4, ap: 5, shots: 2}
reactions:
  - name: Iron Resolve
    kind: advanced reaction
    profile:
      Trigger: TRIGGER
      Cost: The Reactive Player must spend 1 point of their Reaction Allotment.
units:
  - name: Siege Squad
    player: Iron Warriors
    reactions: [Iron Resolve]
    profile: {weapons: [bolter]}
    models: [{at: [10, 10]}, {at: [11, 10]}]
  - name: Firedrakes
    player: Salamanders
    profile: {weapons: [bolter]}
    models: [{at: [20, 10]}, {at: [21, 10]}]
script:
  - turn: Salamanders
    shooting:
      - shoot: Firedrakes
        at: Siege Squad
        reactive: {unit: Siege Squad, reaction: Iron Resolve}
"""
IRON_RESOLVE_READ = (
    "The Reactive Player may declare an Iron Resolve Advanced Reaction in the Shooting "
    "Phase, during Step 4 of any Shooting Attack made by the Active Player."
)


def unit(name: str, player: str, *at: tuple[float, float], **more: Any) -> dict[str, Any]:
    """A unit of one model per place; ``more`` adds fields (``profile``, ``statuses`` ...)."""
    profile = {"weapons": ["bolter"], **more.pop("profile", {})}
    return {
        "name": name,
        "player": player,
        "profile": profile,
        "models": [{"at": list(p)} for p in at],
        **more,
    }


def battle(
    units: list[dict[str, Any]],
    script: list[dict[str, Any]],
    *,
    players: dict[str, Any] | None = None,
    ruleset: str = "horus-heresy",
    **more: Any,
) -> dict[str, Any]:
    return {
        "counterplay": 1,
        "ruleset": ruleset,
        "table": {"width": 48, "height": 48},
        "players": players or {RED: {}, BLUE: {}},
        "weapons": WEAPONS,
        "units": units,
        "script": script,
        **more,
    }


class Run(simkit.Run):
    """A battle's run: 4E's run helpers (trace, fired, codes, index) over this world's
    result, with its own units and the decisions of the Reactive player."""

    result: Result | None  # type: ignore[assignment]

    def entries(self, kind: str, **match: Any) -> list[dict[str, Any]]:
        return [
            e
            for e in self.trace
            if e["kind"] == kind and all(e.get(k) == v for k, v in match.items())
        ]

    def refused(self, unit: str, reaction: str) -> list[str]:  # type: ignore[override]
        """Why a reaction whose trigger matched did not fire, each time."""
        return [
            e["why"]
            for e in self.entries("candidate", owner=unit, reaction=reaction)
            if e["matched"] and not e["fires"]
        ]

    def decisions(self) -> list[tuple[str, str]]:
        return [(e["choice"], e["why"]) for e in self.entries("decision")]

    def final(self, name: str) -> dict[str, Any]:
        assert self.result is not None
        return next(u for u in self.result.units if u["name"] == name)

    def seq(self, kind: str, **match: Any) -> int:
        """The position of the first entry of ``kind`` with these fields."""
        return self.index(kind, **match)


def run(
    tmp_path: Path, data: dict[str, Any] | str, seed: int = 0, name: str = "battle.yaml"
) -> Run:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data, indent=1), encoding="utf-8")
    loaded, found = load_battle(path)
    if loaded is None:
        return Run(None, found)
    return Run(simulate(loaded, seed), found)
