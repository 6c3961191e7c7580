"""Mutated scenarios of every game family (4E, Altered, Horus Heresy) never give a traceback
through ``counterplay simulate``: a diagnostic or a trace, nothing else."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.cli import main
from counterplay.compiler.load import load
from tests.conftest import ROOT
from tests.hostilekit import FUZZ, mutated

EXAMPLES = sorted((ROOT / "counterplay" / "examples" / "scenarios").rglob("*.yaml"))
ODD: list[Any] = [
    None,
    -1,
    0,
    3,
    99,
    "",
    "speed",
    "2d0",
    "x",
    [],
    [0],
    [99, 99],
    {},
    True,
    {"op": "push", "distance": "far"},
    [[0, 0]],
    {"power": "Nope"},
]


@settings(FUZZ, max_examples=400)
@given(st.integers(min_value=0, max_value=2**32))
def test_mutated_scenarios_never_raise(tmp_path_factory: Any, seed: int) -> None:
    rng = random.Random(seed)
    source = rng.choice(EXAMPLES)
    document, _ = load(source)
    assert document is not None
    data = mutated(json.loads(json.dumps(document.data)), rng, ODD)
    path: Path = tmp_path_factory.mktemp("fuzz") / "s.yaml"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(main, ["simulate", str(path), "--seed", str(seed)])
    assert result.exception is None or isinstance(result.exception, SystemExit), source
    assert result.exit_code in (0, 1), (source, result.output)
    if result.exit_code == 1:  # a diagnostic with its position
        assert f"{path}:" in result.stderr, (source, result.stderr)


# A built-in ruleset a DM copies and changes, and a scenario of its game that names it.
HOUSE_RULES = {
    "dnd4e/dnd4e.ruleset.yaml": "interrupts-and-reactions.yaml",
    "dnd4e/dnd4e-reactions.ruleset.yaml": "reaction-system.yaml",
    "dnd4e/dnd4e-immediate-move.ruleset.yaml": "immediate-move.yaml",
    "altered/altered.ruleset.yaml": "altered/limbo-both-players.yaml",
    "horus_heresy/horus-heresy.ruleset.yaml": "horus_heresy/shooting-return-fire.yaml",
    "horus_heresy/horus-heresy-3.ruleset.yaml": "horus_heresy/third-edition-profiles.yaml",
}
RULE_ODD: list[Any] = [*ODD, "turn", "day", ["turn"], "owner.nonexistent", 10**40, "not"]


@settings(FUZZ, max_examples=200)
@given(st.integers(min_value=0, max_value=2**32))
def test_mutated_house_rulesets_never_raise(tmp_path_factory: Any, seed: int) -> None:
    """A DM's ruleset file, mutated (values of the wrong kind, entries and sections left
    out), beside a scenario that names it: simulate and lint say what is wrong, with its
    position, or run; never a traceback."""
    rng = random.Random(seed)
    ruleset, scenario = rng.choice(sorted(HOUSE_RULES.items()))
    rules, _ = load(ROOT / "counterplay" / "rulesets" / ruleset)
    game, _ = load(ROOT / "counterplay" / "examples" / "scenarios" / scenario)
    assert rules is not None and game is not None
    data = mutated(json.loads(json.dumps(rules.data)), rng, RULE_ODD, drop=0.25, keys=True)
    where: Path = tmp_path_factory.mktemp("house")
    (where / "house.ruleset.yaml").write_text(json.dumps(data), encoding="utf-8")
    # (the files it includes, named from where it is)
    beside = (ROOT / "counterplay" / "examples" / "scenarios" / scenario).parent
    include = {"include": [str((beside / n).resolve()) for n in game.data.get("include", [])]}
    (where / "game.yaml").write_text(
        json.dumps(
            {
                **game.data,
                "ruleset": "house.ruleset.yaml",
                **(include if "include" in game.data else {}),
            }
        ),
        encoding="utf-8",
    )
    for command in (["simulate", "--seed", str(seed)], ["lint", "--no-cache"]):
        result = CliRunner().invoke(main, [*command, str(where / "game.yaml")])
        assert result.exception is None or isinstance(result.exception, SystemExit), ruleset
        assert result.exit_code in (0, 1), (ruleset, result.output)
