"""What an op says it is against is followed, or the op is not simulated: a resistance
"against the target's attacks" is no resistance to everyone's (runtime/dnd4e/effects.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import run

# The Hero wards itself against the Orc's attacks; the Goblin hits it, then the Orc
WARD = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {name: Ward, usage: at-will, action: minor action, range: Melee 1, effect: "WARD"}
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Ward]}
  - {name: Orc, side: b, at: [2, 1], hp: 40}
  - {name: Goblin, side: b, at: [1, 2], hp: 40}
script:
  - turn: Hero
    do: [{use: {power: Ward, targets: [Orc]}}]
  - turn: Goblin
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 5}
"""


def test_a_resistance_against_one_creatures_attacks_is_no_resistance_to_all(
    tmp_path: Path,
) -> None:
    ward = (
        "You gain resist 10 to all damage against the target's attacks"
        " until the end of your next turn."
    )
    done = run(tmp_path, WARD.replace("WARD", ward))
    assert done.codes() == [], done.codes()
    # the Goblin's 5 damage is not resisted (the runtime does not keep a resistance against
    # one creature: not simulated, with why)
    assert done.final("Hero")["hp"] == 35
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and "against" in op["why"], op


# The Orc hits the Elf; the Hero's interrupt makes the triggering attack miss, as it says
MISS = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Deflect
    usage: encounter
    action: immediate interrupt
    trigger: An enemy hits an ally
    effect: EFFECT
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Deflect]}
  - {name: Elf, side: a, at: [2, 2], hp: 40}
  - {name: Orc, side: b, at: [2, 1], hp: 40}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Elf], rolls: [15], damage: 5}
"""


@pytest.mark.parametrize(
    ("effect", "elf_hp"),
    [
        ("The triggering attack misses.", 40),
        # "misses you": the attack is against the Elf, not the Hero; it still hits
        ("The triggering attack misses you.", 35),
    ],
)
def test_a_forced_miss_against_you_is_of_an_attack_against_you(
    tmp_path: Path, effect: str, elf_hp: int
) -> None:
    done = run(tmp_path, MISS.replace("EFFECT", effect))
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Deflect")]
    assert done.final("Elf")["hp"] == elf_hp
