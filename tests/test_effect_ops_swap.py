"""The ``swap`` op (runtime/dnd4e/swaps.py): two creatures trade squares at once, each
ending in the other's (the exception to R001-15); walking, only adjacent ones that can
move, provoking nothing (R000-30) and each entering its new square; teleporting, any
distance apart. Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

# The Hero uses a made-up power on the Orc; the Ally's made-up reaction answers an enemy
# entering a square next to it ([4, 6] is next to [5, 5], not to [6, 5] or [8, 5])
SWAP = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
map: |
{map}
powers:
  - {{name: Trade, usage: at-will, action: standard action, range: Ranged 10, effect: "{effect}"}}
  - name: Watch
    usage: at-will
    action: immediate reaction
    trigger: An enemy enters a square adjacent to you
    effect: The triggering enemy takes 2 damage.
combatants:
  - {{name: Hero, side: a, at: [5, 5], hp: 40, powers: [Trade]{hero}}}
  - {{name: Ally, side: a, at: [4, 6], hp: 40, powers: [Watch]}}
  - {{name: Orc, side: b, at: {orc}, hp: 40{orc_more}}}
{extra}script:
  - turn: Hero
    do:
      - use: {{power: Trade, targets: [Orc]}}
"""


def _swap(
    tmp_path: Path,
    effect: str = "You and the target swap places.",
    orc: str = "[6, 5]",
    orc_more: str = "",
    hero: str = "",
    danger: tuple[int, int] | None = None,
    extra: str = "",
) -> Run:
    rows = [list("." * 12) for _ in range(12)]
    if danger is not None:
        rows[danger[1]][danger[0]] = "^"
    grid = "\n".join("  " + "".join(r) for r in rows)
    text = SWAP.format(effect=effect, orc=orc, orc_more=orc_more, hero=hero, map=grid, extra=extra)
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    return done


def _at(done: Run) -> tuple[list[int], list[int]]:
    return done.final("Hero")["at"], done.final("Orc")["at"]


@pytest.mark.parametrize(
    "effect",
    ["You and the target swap places.", "You swap places with the target."],
)
def test_adjacent_creatures_trade_squares(tmp_path: Path, effect: str) -> None:
    done = _swap(tmp_path, effect)
    assert _at(done) == ([6, 5], [5, 5])
    (op,) = [e for e in done.entries("op") if e["op"] == "swap"]
    assert op["status"] == "Hero and Orc swap places"


def test_each_enters_the_others_square_and_reactions_see_it(tmp_path: Path) -> None:
    """The Orc enters [5, 5], next to the Ally: its reaction fires on the swap's entering
    (the Hero's entering [6, 5] is no enemy's); the swap provokes nothing (R000-30)."""
    done = _swap(tmp_path)
    assert done.fired() == [("Ally", "Watch")]
    assert done.final("Orc")["hp"] == 38
    entered = [e for e in done.entries("event") if e.get("event") == "move.enter"]
    assert [e.get("actor") for e in entered] == ["Hero", "Orc"], entered


def test_a_swap_provokes_nothing(tmp_path: Path) -> None:
    """The Goblin is next to the Hero's square, not to the one it swaps into: leaving it by
    walking would provoke (R001-14); a reaction's movement never does (R000-30)."""
    done = _swap(tmp_path, extra="  - {name: Goblin, side: b, at: [4, 4], hp: 40}\n")
    assert _at(done) == ([6, 5], [5, 5])
    assert ("Goblin", "Opportunity Attack") not in done.fired()
    assert done.final("Hero")["hp"] == 40


def test_creatures_not_adjacent_do_not_swap_by_walking(tmp_path: Path) -> None:
    done = _swap(tmp_path, orc="[8, 5]")
    assert _at(done) == ([5, 5], [8, 5])
    (op,) = [e for e in done.entries("op") if e["op"] == "swap"]
    assert op["status"] == "Hero and Orc are not adjacent"


def test_a_teleport_swaps_any_distance_and_enters_no_square(tmp_path: Path) -> None:
    done = _swap(tmp_path, "You and the target teleport, swapping places.", orc="[8, 5]")
    assert _at(done) == ([8, 5], [5, 5])
    assert done.fired() == []  # (a teleport enters no square by moving: no Watch)
    teleports = [e for e in done.entries("event") if e.get("event") == "teleport"]
    assert len(teleports) == 2, teleports


@pytest.mark.parametrize("who", ["Orc", "Hero"])
def test_a_creature_that_cannot_move_does_not_swap(tmp_path: Path, who: str) -> None:
    held = ", conditions: [immobilized]"
    done = _swap(
        tmp_path, orc_more=held if who == "Orc" else "", hero=held if who == "Hero" else ""
    )
    assert _at(done) == ([5, 5], [6, 5])
    (op,) = [e for e in done.entries("op") if e["op"] == "swap"]
    assert op["status"] == f"{who} is immobilized"


def test_an_immobilized_creature_still_teleports(tmp_path: Path) -> None:
    effect = "You and the target teleport, swapping places."
    done = _swap(tmp_path, effect, orc_more=", conditions: [immobilized]")
    assert _at(done) == ([6, 5], [5, 5])


def test_dangerous_terrain_entered_by_a_swap_harms(tmp_path: Path) -> None:
    done = _swap(tmp_path, danger=(6, 5))
    assert _at(done) == ([6, 5], [5, 5])
    assert done.final("Hero")["hp"] == 35  # (dangerous_damage: 5)


def test_a_swap_with_a_creature_the_runtime_cannot_name_is_not_simulated(
    tmp_path: Path,
) -> None:
    done = _swap(tmp_path, "You swap places with your spirit companion.")
    assert _at(done) == ([5, 5], [6, 5])
    (op,) = [e for e in done.entries("op") if e["op"] == "swap"]
    assert op["status"] == "not simulated" and "swaps with" in op["why"], op


def test_no_swap_with_a_creature_that_is_down_or_with_itself(tmp_path: Path) -> None:
    """A teleport swap (which no condition of the Orc's would stop) with the Orc the Ally
    dropped to 0 hit points: no one to swap places with; nor with oneself."""
    shot = "attack: {{power: Ranged Basic Attack, targets: [Orc], rolls: [hit], damage: 40}}"
    down = SWAP.replace("script:\n", f"script:\n  - turn: Ally\n    do:\n      - {shot}\n")
    effect = "You and the target teleport, swapping places."
    rows = "\n".join("  " + "." * 12 for _ in range(12))
    text = down.format(effect=effect, orc="[8, 5]", orc_more="", hero="", map=rows, extra="")
    done = run(tmp_path, text)
    assert _at(done) == ([5, 5], [8, 5])
    (op,) = [e for e in done.entries("op") if e["op"] == "swap"]
    assert op["status"] == "no one to swap places with"
    mine = SWAP.replace("targets: [Orc]", "targets: [Hero]")
    text = mine.format(effect=effect, orc="[8, 5]", orc_more="", hero="", map=rows, extra="")
    done = run(tmp_path, text)
    (op,) = [e for e in done.entries("op") if e["op"] == "swap"]
    assert op["status"] == "no one to swap places with"
    assert [e for e in done.entries("event") if e.get("event") == "teleport"] == []


def test_each_leaves_its_square_and_reactions_see_it(tmp_path: Path) -> None:
    """Swapping is each creature leaving its square and entering the other's (R000-20):
    the Orc leaves [6, 5], next to the Watcher at [7, 4] (and the Hero leaves [5, 5]), so
    "an enemy leaves a square adjacent to you" fires; the leaving provokes nothing (R000-30:
    no opportunity attack from the Watcher, R001-05)."""
    watcher = (
        "  - name: Guard\n    usage: at-will\n    action: immediate reaction\n"
        "    trigger: An enemy leaves a square adjacent to you\n"
        "    effect: The triggering enemy takes 3 damage.\n"
    )
    text = SWAP.replace("combatants:\n", watcher + "combatants:\n").format(
        effect="You and the target swap places.",
        orc="[6, 5]",
        orc_more="",
        hero="",
        map="\n".join("  " + "." * 12 for _ in range(12)),
        extra="  - {name: Watcher, side: a, at: [7, 4], hp: 40, powers: [Guard]}\n",
    )
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert _at(done) == ([6, 5], [5, 5])
    assert ("Watcher", "Guard") in done.fired()
    assert ("Watcher", "Opportunity Attack") not in done.fired()
    assert done.final("Orc")["hp"] == 35  # (3 from the Guard, 2 from the Ally's Watch)
    left = [e for e in done.entries("event") if e.get("event") == "move.leave"]
    assert [e.get("actor") for e in left] == ["Hero", "Orc"], left


def test_an_interrupt_on_the_leaving_that_stops_a_creature_stops_the_swap(
    tmp_path: Path,
) -> None:
    """An interrupt acts before what triggered it (R001-07): the Watcher immobilizes the
    Orc as it would leave [6, 5], so neither creature moves and no square is entered."""
    watcher = (
        "  - name: Hold\n    usage: at-will\n    action: immediate interrupt\n"
        "    trigger: An enemy leaves a square adjacent to you\n"
        "    effect: The triggering enemy is immobilized until the end of your next turn.\n"
    )
    text = SWAP.replace("combatants:\n", watcher + "combatants:\n").format(
        effect="You and the target swap places.",
        orc="[6, 5]",
        orc_more="",
        hero="",
        map="\n".join("  " + "." * 12 for _ in range(12)),
        extra="  - {name: Watcher, side: a, at: [7, 4], hp: 40, powers: [Hold]}\n",
    )
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert ("Watcher", "Hold") in done.fired()
    assert _at(done) == ([5, 5], [6, 5])
    (op,) = [e for e in done.entries("op") if e["op"] == "swap"]
    assert op["status"] == "Orc is immobilized"
    assert [e for e in done.entries("event") if e.get("event") == "move.enter"] == []
