"""R031: a 4E scenario's reaction whose trigger asks what the engine does not model is
told at its trigger before the run, since the engine answers "cannot tell" at every event
it is filed under and the timeline shows that only with -v (round 38: a designer's
"moves at least 2 squares" compiled, counted read by `coverage`, and silently never fired).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from counterplay.compiler.dnd4e.trigger_read import trigger
from counterplay.runtime.dnd4e.unjudged import unjudged
from counterplay.runtime.reaction import Reaction

ENCOUNTER = """\
counterplay: 1
scenario: Made up
ruleset: RULESET
size: [8, 4]
powers:
  - name: Sudden Answer
    usage: encounter
    action: immediate reaction
    reaction: [reaction, spontaneous]
    trigger: TRIGGER
    effect: You shift 1 square.
combatants:
  - {name: Scout, side: heroes, at: [0, 1], powers: [Sudden Answer]}
  - {name: Raider, side: monsters, at: [1, 1]}
script:
  - turn: Raider
    do:
      - attack: {power: Melee Basic Attack, targets: [Scout], rolls: [hit], damage: 2}
      - move: [[2, 2], [3, 2], [4, 2]]
"""


def _parts(text: str) -> list[list[str]]:
    ir, found = trigger(text)
    assert not found and ir["event"] != "unparsed", found
    return [unjudged(part) for part in Reaction.from_ir({"name": "x", "trigger": ir}).parts]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("A foe moves at least 3 squares", [["min_distance=3"]]),
        ("An enemy misses you while you are raging", [["owner_state=raging"]]),
        ("An enemy that started its turn adjacent to you attacks you", None),
        ("An enemy hits you or moves at least 2 squares", [[], ["min_distance=2"]]),
    ],
)
def test_what_a_trigger_asks_that_the_engine_never_judges(
    text: str, said: list[list[str]] | None
) -> None:
    parts = _parts(text)
    if said is None:  # a filter of the actor: named with its value
        assert parts == [["turn_start_adjacent_to=self"]]
    else:
        assert parts == said


@pytest.mark.parametrize(
    "text",
    [
        "An enemy adjacent to you moves",
        "An ally within 5 squares of you is hit by a melee attack",
        "An enemy hits you while you are bloodied",
        "You are targeted by a ranged attack",
    ],
)
def test_what_the_engine_judges_is_not_told(text: str) -> None:
    assert _parts(text) == [[]] * len(_parts(text))


def _simulate(run: Callable[..., Result], tmp_path: Path, text: str, ruleset: str) -> Result:
    scenario = tmp_path / "encounter.yaml"
    scenario.write_text(
        ENCOUNTER.replace("TRIGGER", text).replace("RULESET", ruleset), encoding="utf-8"
    )
    return run("simulate", str(scenario))


@pytest.mark.parametrize("ruleset", ["dnd4e", "dnd4e-reactions", "dnd4e-immediate-move"])
def test_a_reaction_that_never_fires_is_told_at_its_trigger(
    run: Callable[..., Result], tmp_path: Path, ruleset: str
) -> None:
    result = _simulate(
        run, tmp_path, "An enemy within 5 squares of you moves at least 2 squares", ruleset
    )
    assert result.exit_code == 0, result.stderr
    assert (
        f"{tmp_path / 'encounter.yaml'}:10:14: R031 [warning] 'Sudden Answer': its trigger "
        "asks what the engine does not model (min_distance=2), so it never fires in a "
        "simulation (the timeline says 'cannot tell' with -v); say the trigger without it "
        "to try the power"
    ) in result.stderr
    # what it warns of is what the run does: the power is never used
    assert "Sudden Answer" not in result.stdout
    verbose = run("-v", "simulate", str(tmp_path / "encounter.yaml"))
    assert "Sudden Answer - cannot tell: the qualifier 'min_distance'" in verbose.stdout


def test_a_part_that_never_fires_is_told_and_the_other_still_fires(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result = _simulate(run, tmp_path, "An enemy hits you or moves at least 2 squares", "dnd4e")
    assert (
        "R031 [warning] 'Sudden Answer': a part of its trigger asks what the engine does "
        "not model (min_distance=2), so that part never fires" in result.stderr
    )
    assert "> Scout uses Sudden Answer" in result.stdout  # on the hit


def test_a_reaction_the_engine_judges_is_not_warned(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result = _simulate(run, tmp_path, "An enemy within 5 squares of you moves", "dnd4e")
    assert result.exit_code == 0 and "R031" not in result.stderr, result.stderr
    assert "> Scout uses Sudden Answer" in result.stdout
