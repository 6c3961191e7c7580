"""Healing surges (runtime/dnd4e/surges.py), counted for a combatant given ``surges:``:
spending one uses one up and none is spent at 0; "loses a healing surge", "gain two
healing surges" change how many; "You use your second wind" spends one for its value,
+2 to all defenses until the start of the user's next turn, once an encounter. Without
``surges:`` a loss or gain is not simulated. Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.effectkit import ops
from tests.simkit import Run, run

# The Orc hits the Hero for 20 first; then the Hero uses made-up powers, a turn each
MENDING = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Mend, usage: at-will, action: minor action, range: Melee 1, effect: "{effect}"}}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Mend]{hero}}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40{orc}}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 20}}
"""


def _mend(tmp_path: Path, effect: str, turns: int, hero: str = "", orc: str = "") -> Run:
    text = MENDING.format(effect=effect, hero=hero, orc=orc)
    text += "  - {turn: Hero, do: [{use: {power: Mend, targets: [Orc]}}]}\n" * turns
    return run(tmp_path, text)


def test_spending_a_surge_uses_one_up_and_none_at_zero(tmp_path: Path) -> None:
    done = _mend(tmp_path, "You spend a healing surge.", 2, hero=", surges: 1")
    assert done.final("Hero")["hp"] == 20 + 10  # (one surge: a quarter of 40)
    assert done.final("Hero")["surges"] == 0
    statuses = [e["status"] for e in done.entries("op") if e["op"] == "surge"]
    assert statuses == ["Hero has no healing surge left"]


def test_surges_not_counted_are_spent_freely(tmp_path: Path) -> None:
    done = _mend(tmp_path, "You spend a healing surge.", 2)
    assert done.final("Hero")["hp"] == 40
    assert "surges" not in done.final("Hero")


def test_a_scripted_surge_at_zero_is_refused(tmp_path: Path) -> None:
    text = MENDING.format(effect="You shift 1 square.", hero=", surges: 1", orc="")
    text += "  - {turn: Hero, do: [spend_surge]}\n" * 2
    done = run(tmp_path, text)
    assert done.codes() == ["R012"]
    assert (done.final("Hero")["hp"], done.final("Hero")["surges"]) == (30, 0)


@pytest.mark.parametrize(
    ("effect", "turns", "hero", "orc"),
    [
        ("The target loses a healing surge.", 1, 5, 2 - 1),
        ("The target loses a healing surge.", 3, 5, 0),  # never below 0
        ("You lose all remaining healing surges.", 1, 0, 2),
        ("You gain two healing surges.", 2, 5 + 4, 2),
    ],
)
def test_a_surge_lost_or_gained(
    tmp_path: Path, effect: str, turns: int, hero: int, orc: int
) -> None:
    done = _mend(tmp_path, effect, turns, hero=", surges: 5", orc=", surges: 2")
    assert (done.final("Hero")["surges"], done.final("Orc")["surges"]) == (hero, orc)
    assert done.final("Hero")["hp"] == 20


@pytest.mark.parametrize(
    "effect", ["The target loses a healing surge.", "You gain two healing surges."]
)
def test_surges_not_counted_are_not_lost_or_gained(tmp_path: Path, effect: str) -> None:
    done = _mend(tmp_path, effect, 1)
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and "not counted" in op["why"], op


def test_a_second_wind_once_an_encounter(tmp_path: Path) -> None:
    """The Orc attacks the Hero between the two: its AC is 2 higher until the start of the
    Hero's next turn; the second one is refused, and spends nothing."""
    text = MENDING.format(effect="You use your second wind.", hero=", surges: 3", orc="")
    use = "  - {turn: Hero, do: [{use: {power: Mend, targets: [Orc]}}]}\n"
    attack = (
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}\n"
    )
    done = run(tmp_path, text + use + attack + use + attack)
    hero = done.final("Hero")
    assert (hero["hp"], hero["surges"]) == (20 + 10 - 1, 2)  # (15 misses AC 17, hits 15)
    against = [e["against"] for e in done.entries("roll")][1:]
    assert against[0] == against[1] + 2
    statuses = [e["status"] for e in done.entries("op") if e["op"] == "second_wind"]
    assert statuses == ["a second wind is used once an encounter"]


def test_no_second_wind_without_a_surge(tmp_path: Path) -> None:
    done = _mend(tmp_path, "You use your second wind.", 1, hero=", surges: 0")
    assert done.final("Hero")["hp"] == 20
    assert "bonus defenses" not in done.final("Hero")["conditions"]


# The Hero spends a surge for nothing; its Rally is a free action "you spend a healing surge"
# sets off (R000-50), dealing the Orc 3 damage
SPENT = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {name: Drain, usage: at-will, action: minor action, range: Melee 1,
     effect: "You spend a healing surge but regain no hit points. The target is dazed."}
  - name: Rally
    usage: at-will
    action: free action
    trigger: You spend a healing surge
    effect: The nearest enemy takes 3 damage.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, surges: 1, powers: [Drain, Rally]}
  - {name: Orc, side: b, at: [2, 1], hp: 40}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 20}
  - {turn: Hero, do: [{use: {power: Drain, targets: [Orc]}}]}
  - {turn: Hero, do: [{use: {power: Drain, targets: [Orc]}}]}
"""


def test_a_surge_spent_for_nothing_is_spent_not_lost(tmp_path: Path) -> None:
    """ "You spend a healing surge but regain no hit points": a surge spent (Rally hears
    it, once), no hit points regained; at 0 surges the spending is refused (a cost)."""
    done = run(tmp_path, SPENT)
    assert done.codes() == [], done.codes()
    assert (done.final("Hero")["hp"], done.final("Hero")["surges"]) == (20, 0)
    assert done.entries("heal") == []
    assert done.fired() == [("Hero", "Rally")]
    statuses = [e["status"] for e in done.entries("op") if e["op"] in ("surge", "surge_loss")]
    assert statuses == ["Hero has no healing surge left"]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("You spend a healing surge but regain no hit points from it.",
         {"op": "surge", "amount": 0}),
        ("The ally spends a healing surge but regains no hit points from it.",
         {"op": "surge", "amount": 0}),
        ("You lose a healing surge.", {"op": "surge_loss", "amount": 1}),
    ],
)  # fmt: skip
def test_spending_a_surge_for_nothing_is_read_apart_from_losing_one(
    text: str, read: dict[str, object]
) -> None:
    (op,) = ops(text)
    assert {k: op[k] for k in read} == read
