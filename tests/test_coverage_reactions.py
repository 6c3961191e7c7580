"""`counterplay coverage` of a Horus Heresy army list counts its reaction profiles as it
counts 4E powers and Altered abilities: each Trigger read or not (an unread one among the
unread phrases, as `compile` says P001 there), each op written beside a Process an effect
clause, a Process with no ops one clause not read. The profiles are made up."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from click.testing import Result

from counterplay.compiler.coverage import coverage

ARMY = """\
counterplay: 1
ruleset: horus-heresy-3
reactions:
  - name: Sudden Sally
    kind: advanced reaction
    profile:
      Trigger: >-
        The Reactive Player may declare a Sudden Sally Advanced Reaction in the Shooting
        Phase, during Step 3 of any Shooting Attack made by the Active Player that
        targets a Unit under the Reactive Player's control.
      Cost: The Reactive Player must spend 1 point of their Reaction Allotment.
      Process: The Reacting Unit makes a Shooting Attack targeting the Unit that triggered it.
    ops:
      - op: shoot
        at: triggering
        indirect: false
        vehicles: defensive
        stationary: true
        leadership_tests: false
        penalties: false
  - name: Warp Murmur
    kind: advanced reaction
    profile:
      Trigger: >-
        The Reactive Player may declare a Warp Murmur Advanced Reaction in the Psychic
        Phase, when an enemy Unit manifests a power.
      Cost: The Warp Murmur Advanced Reaction has no cost.
      Process: The Reacting Unit hums loudly at the enemy.
"""


def _army(tmp_path: Path) -> Path:
    path = tmp_path / "army.yaml"
    path.write_text(ARMY, encoding="utf-8")
    return path


def test_an_army_lists_profiles_are_counted(tmp_path: Path) -> None:
    report, errors = coverage([_army(tmp_path)])
    assert errors == []
    total = report.to_dict()["total"]
    assert (total["reactions"], total["powers"], total["abilities"]) == (2, 0, 0)
    assert (total["triggers_read"], total["triggers"]) == (1, 2)
    assert (total["clauses_read"], total["clauses"]) == (1, 2)
    unread = {(row["kind"], row["text"]) for row in report.to_dict()["unread"]}
    assert ("effect", "The Reacting Unit hums loudly at the enemy") in unread
    assert [text for kind, text in unread if kind == "trigger"] == [
        " ".join(ARMY.split("Trigger: >-")[2].split("Cost:")[0].split()).rstrip(".")
    ]


def test_the_command_says_what_compile_says(tmp_path: Path, run: Callable[..., Result]) -> None:
    army = str(_army(tmp_path))
    compiled = run("compile", "--no-cache", army)
    assert "P001" in compiled.stderr  # the unread Trigger, as coverage counts it
    as_json = run("coverage", "--format", "json", army)
    assert as_json.exit_code == 0, as_json.stderr
    assert json.loads(as_json.stdout)["total"]["triggers"] == 2
    table = run("coverage", army)
    assert table.exit_code == 0, table.stderr
    assert "reactions" in table.stdout and "1/2 (50.0%)" in table.stdout
