"""The ``extra_action`` op (runtime/dnd4e/actions.py): "You take a standard action" adds
one to what is left of its user's turn (R001-01); outside that turn it is not simulated.
Made-up powers."""

from __future__ import annotations

from pathlib import Path

from tests.simkit import run

# The Hero spurs itself (a minor action), then attacks the Orc twice
SPUR = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Spur, usage: encounter, action: minor action, range: Melee 1, effect: "{effect}"}}
  - name: Answer
    usage: at-will
    action: free action
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Spur, Answer]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Hero
    do:
      - {{use: {{power: Spur, targets: [Orc]}}}}
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 3}}
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 3}}
"""


def test_a_standard_action_more_this_turn(tmp_path: Path) -> None:
    done = run(tmp_path, SPUR.format(effect="You take a standard action."))
    assert done.codes() == []
    assert done.final("Orc")["hp"] == 80 - 6


def test_without_it_the_second_attack_is_refused(tmp_path: Path) -> None:
    done = run(tmp_path, SPUR.format(effect="You shift 1 square."))
    assert done.codes() == ["R012"], done.codes()
    assert done.final("Orc")["hp"] == 80 - 3


def test_one_of_two_kinds_at_random(tmp_path: Path) -> None:
    """A move or a minor action: no standard one, so the second attack is refused."""
    kinds = set()
    for seed in range(8):
        done = run(tmp_path, SPUR.format(effect="You take a move or a minor action."), seed=seed)
        (decision,) = [e for e in done.entries("decision") if e["what"] == "extra action"]
        (op,) = [e for e in done.entries("op") if e["op"] == "extra_action"]
        assert op["status"] == f"Hero has a {decision['choice']} action more"
        assert done.final("Orc")["hp"] == 80 - 3
        kinds.add(decision["choice"])
    assert kinds == {"move", "minor"}


def test_an_action_given_on_anothers_turn_is_not_simulated(tmp_path: Path) -> None:
    text = SPUR.format(effect="You take a standard action.")
    text += (
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}\n"
    )
    done = run(tmp_path, text)
    assert ("Hero", "Answer") in done.fired()
    (op,) = [e for e in done.entries("op") if e["op"] == "extra_action" and e["turn"] == "Orc"]
    assert op["status"] == "not simulated" and "outside" in op["why"], op


# The Hero quickens itself as its turn starts, then attacks the Orc twice
QUICKEN = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Quicken
    usage: encounter
    action: free action
    trigger: You start your turn
    effect: You take a standard action.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Quicken]}
  - {name: Orc, side: b, at: [2, 1], hp: 80}
script:
  - turn: Hero
    do:
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 3}
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 3}
"""


def test_an_action_given_as_the_turn_starts_is_kept_for_it(tmp_path: Path) -> None:
    """Given at the start of the Hero's turn, the action is one more of that turn's: not
    lost when the turn's budget is set (R001-01)."""
    done = run(tmp_path, QUICKEN)
    assert ("Hero", "Quicken") in done.fired()
    (op,) = [e for e in done.entries("op") if e["op"] == "extra_action"]
    assert op["status"] == "Hero has a standard action more"
    assert done.codes() == []
    assert done.final("Orc")["hp"] == 80 - 6
