"""What the seed 004 rule tests share, beside tests/hhkit.py: a tough profile, Red's shooting
at the targets named (each attack's reaction picked), and three Blue squads before Red's guns.
"""

from __future__ import annotations

from typing import Any

from tests.hhkit import BLUE, RED, unit

TOUGH = {"toughness": 10}


def _shots(*targets: str, by: str = "Guns", **pick: Any) -> dict[str, Any]:
    attacks: list[dict[str, Any]] = [{"shoot": by, "at": t} for t in targets]
    for i, chosen in pick.items():
        attacks[int(i[1:])]["reactive"] = chosen
    return {"turn": RED, "shooting": attacks}


def _three_squads(**more: Any) -> list[dict[str, Any]]:
    return [
        unit("Alpha", BLUE, (10, 10), (11, 10)),
        unit("Beta", BLUE, (10, 20), (11, 20)),
        unit("Gamma", BLUE, (10, 30), (11, 30)),
        unit("Guns", RED, (20, 20), (21, 20), profile=TOUGH, **more),
    ]
