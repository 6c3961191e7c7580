"""The ``choice`` op (runtime/dnd4e/choices.py): one of the effects it offers, at random
(R000-36), carried out; never both, never neither; another kind of choice is not
simulated."""

from __future__ import annotations

from pathlib import Path

from tests.simkit import Run, run

# The Orc hits the Hero, who answers with a made-up power offering a choice
EITHER = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Rebuff
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Rebuff]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


def _rebuff(tmp_path: Path, effect: str, seed: int) -> Run:
    done = run(tmp_path, EITHER.format(effect=effect), seed=seed)
    assert done.fired() == [("Hero", "Rebuff")]
    return done


def test_one_of_the_effects_happens_at_random(tmp_path: Path) -> None:
    effect = "You either push the target 2 squares or knock it prone."
    seen = set()
    for seed in range(8):
        done = _rebuff(tmp_path, effect, seed)
        (decision,) = [e for e in done.entries("decision") if e["what"] == "effect"]
        assert decision["what"] == "effect" and "R000-36" in decision["why"], decision
        orc = done.final("Orc")
        pushed, prone = orc["at"] != [2, 1], "prone" in orc["conditions"]
        assert pushed != prone, orc  # one, never both nor neither
        assert decision["choice"] == ("push" if pushed else "condition")
        seen.add(decision["choice"])
    assert seen == {"push", "condition"}  # both are met over the seeds


def test_a_choice_of_a_creature_is_not_simulated(tmp_path: Path) -> None:
    done = _rebuff(tmp_path, "Choose an enemy within 5 squares of you.", 0)
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and op.get("why"), op


def test_the_same_seed_gives_the_same_trace(tmp_path: Path) -> None:
    """A choice, an unscripted d20 and damage dice, a lasting penalty and a save: each run
    with one seed says the same, another seed something else."""
    effect = (
        "You either push the target 2 squares or knock it prone. The target takes a -2"
        " penalty to attack rolls (save ends)."
    )
    text = EITHER.format(effect=effect).replace("rolls: [hit], damage: 1", "damage: 1")
    text += "  - turn: Hero\n  - turn: Orc\n    do:\n"
    text += "      - attack: {power: Melee Basic Attack, targets: [Hero]}\n"
    traces = [run(tmp_path, text, seed=3).trace for _ in range(2)]
    assert traces[0] == traces[1]
    others = [run(tmp_path, text, seed=seed).trace for seed in range(4, 8)]
    assert any(other != traces[0] for other in others)
