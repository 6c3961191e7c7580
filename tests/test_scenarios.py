"""The example scenarios (golden timelines) and bad scenarios (golden diagnostics) through
``counterplay simulate``; a scenario never gives a traceback or a hang."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.conftest import FIXTURES, ROOT, check_golden

EXAMPLES = sorted((ROOT / "counterplay" / "examples" / "scenarios").glob("*.yaml"))
BAD = sorted((FIXTURES / "scenarios").glob("*.yaml")) + sorted(  # Horus Heresy battles too
    p for p in (FIXTURES / "horus_heresy").glob("*.yaml") if not p.name.endswith(".ruleset.yaml")
)
GOLDENS = FIXTURES / "goldens"


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """Paths in goldens are relative to the checkout."""
    monkeypatch.chdir(ROOT)


def test_there_are_at_least_five_examples() -> None:
    assert len(EXAMPLES) >= 5


@pytest.mark.parametrize("scenario", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_example_timeline(scenario: Path, run: Callable[..., Result], update_goldens: bool) -> None:
    result = run("simulate", str(scenario.relative_to(ROOT)), "--seed", "0")
    assert result.exit_code == 0, result.stderr
    check_golden(GOLDENS / "timelines" / f"{scenario.stem}.txt", result.stdout, update_goldens)


@pytest.mark.parametrize("scenario", EXAMPLES[:2], ids=[p.stem for p in EXAMPLES[:2]])
def test_same_seed_same_trace_json(scenario: Path, run: Callable[..., Result]) -> None:
    first = run("simulate", str(scenario), "--seed", "7", "--format", "json")
    again = run("simulate", str(scenario), "--seed", "7", "--format", "json")
    assert first.exit_code == 0 and first.stdout == again.stdout
    trace = json.loads(first.stdout)
    assert trace["seed"] == 7 and trace["trace"][0]["event"] == "initiative.roll"
    assert {"fires", "candidate", "event"} <= {e["kind"] for e in trace["trace"]}


@pytest.mark.parametrize("scenario", BAD, ids=[p.stem for p in BAD])
def test_bad_scenario_diagnostics(
    scenario: Path, run: Callable[..., Result], update_goldens: bool
) -> None:
    result = run("simulate", str(scenario.relative_to(ROOT)))
    assert result.exit_code == 1
    assert "Traceback" not in result.stderr
    lines = [line for line in result.stderr.splitlines() if ": " in line and "fixtures" in line]
    assert lines, result.stderr
    check_golden(GOLDENS / "diagnostics" / f"{scenario.stem}.txt", result.stderr, update_goldens)


def test_rulesets_command_lists_the_built_ins(run: Callable[..., Result]) -> None:
    result = run("rulesets")
    assert result.exit_code == 0
    names = [line.split(":")[0] for line in result.stdout.splitlines() if not line[0].isspace()]
    assert names == [
        "altered",
        "dnd4e",
        "dnd4e-immediate-move",
        "dnd4e-reactions",
        "horus-heresy",
        "horus-heresy-3",
    ]
    assert "every combatant has: Immediate Move (immediate move)" in result.stdout


def test_rulesets_lists_a_built_in_named_alone_with_its_scopes(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `counterplay rulesets dnd4e-reactions` was "Y001 no such file", and no listing said
    # which scopes a DM's limit may name
    monkeypatch.chdir(tmp_path)
    result = run("rulesets", "dnd4e-reactions")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines()[:2] == [
        "dnd4e-reactions: The Reaction system for 4E (seed 000)",
        "  scopes: turn, round, encounter, reaction-round",
    ]
    near = run("rulesets", "dnd4e-reaction")
    assert near.exit_code == 1 and near.stdout == ""
    assert (
        "Y001 no such file or built-in ruleset: 'dnd4e-reaction'; did you mean "
        "'dnd4e-reactions'?" in near.stderr
    )


def test_schema_command_prints_the_ruleset_and_scenario_schemas(
    run: Callable[..., Result],
) -> None:
    for name in ("ruleset", "scenario"):
        result = run("schema", name)
        assert result.exit_code == 0
        assert json.loads(result.stdout)["$schema"].endswith("2020-12/schema")


@pytest.mark.parametrize(
    ("map_", "place"),
    [
        ("map: |\n  .....\n\n    ..x..\n", "7:7"),  # a blank line, a row indented further
        ('map: "...\\n.x.\\n"\n', "4:6"),  # not a block: the map itself
    ],
)
def test_an_unknown_map_symbol_is_shown_where_it_is_written(
    run: Callable[..., Result], tmp_path: Path, map_: str, place: str
) -> None:
    path = tmp_path / "scenario.yaml"
    path.write_text(
        f"counterplay: 1\nscenario: Map\nruleset: dnd4e\n{map_}"
        "combatants: [{name: A, side: x, at: [0, 0]}]\nscript: []\n",
        encoding="utf-8",
    )
    result = run("simulate", str(path))
    assert f"{path}:{place}: R006 unknown map symbol 'x' in row 1" in result.stderr


def test_a_misspelt_option_says_the_ruleset_option_and_lint_fixes_it(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "scenario.yaml"
    path.write_text(
        "counterplay: 1\nscenario: Options\nruleset: dnd4e-immediate-move\n"
        "options: {endurence: true}\ncombatants: [{name: A, side: x, at: [0, 0]}]\nscript: []\n",
        encoding="utf-8",
    )
    result = run("simulate", str(path))
    assert "R008 ruleset dnd4e-immediate-move has no option 'endurence'; did you mean" in (
        result.stderr
    )
    run("lint", "--no-cache", "--fix", str(path))
    assert "options: {endurance: true}\n" in path.read_text(encoding="utf-8")


def test_an_unknown_power_in_a_setting_is_said_with_what_the_setting_does(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "scenario.yaml"
    path.write_text(
        "counterplay: 1\nscenario: Settings\nruleset: dnd4e-reactions\n"
        "combatants:\n  - {name: A, side: x, at: [0, 0], priority: [Parry], disabled: [Parry],"
        " default_basic_attack: Parry}\nscript: []\n",
        encoding="utf-8",
    )
    said = run("simulate", str(path)).stderr
    for verb in ("put in priority order", "disable", "use as the default basic attack"):
        assert f"R005 no power 'Parry' to {verb}" in said, said


def test_a_misspelt_choice_is_a_near_miss_lint_fixes(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "scenario.yaml"
    path.write_text(
        "counterplay: 1\nscenario: Choices\nruleset: dnd4e\n"
        "combatants: [{name: A, side: x, at: [0, 0]}]\nscript: []\n"
        "choices:\n  - {who: A, decide: forcd, answer: [1, 1]}\n",
        encoding="utf-8",
    )
    assert "R008 no choice 'forcd'" in run("simulate", str(path)).stderr
    run("lint", "--no-cache", "--fix", str(path))
    assert "{who: A, decide: forced, answer: [1, 1]}" in path.read_text(encoding="utf-8")


def test_an_option_of_another_ruleset_says_whose_it_is(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # docs/scenarios.md shows `{endurance: true}` beside `ruleset: dnd4e-reactions`; it was
    # only "has no option 'endurance'", not that dnd4e-immediate-move has it (and it has none)
    path = tmp_path / "scenario.yaml"
    path.write_text(
        "counterplay: 1\nscenario: Options\nruleset: dnd4e-reactions\n"
        "options: {endurance: true}\ncombatants: [{name: A, side: x, at: [0, 0]}]\nscript: []\n",
        encoding="utf-8",
    )
    result = run("simulate", str(path))
    assert result.exit_code == 1
    assert (
        "R008 ruleset dnd4e-reactions has no option 'endurance' ('endurance' is an option of "
        "dnd4e-immediate-move; it has no options)\n"
    ) in result.stderr
    game = tmp_path / "game.yaml"
    game.write_text(
        "counterplay: 1\nruleset: altered\noptions: {endurance: true}\n"
        "players: [{name: A, mana: 3, deck: 20}, {name: B, mana: 3, deck: 20}]\ncards: []\n"
        "turns: {A: [[pass]], B: [[pass]]}\n",
        encoding="utf-8",
    )
    result = run("simulate", str(game))
    assert (
        "R008 ruleset altered has no option 'endurance' ('endurance' is an option of "
        "dnd4e-immediate-move; its own: 'free_spells_ignore_coriace')\n"
    ) in result.stderr


def test_a_scripted_save_no_condition_takes_is_said_at_its_key(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # `saves: {dazed: 12}` for a hero slowed (save ends): the slowed save was rolled at
    # random and the scripted 12 went unused, with nothing said and exit status 0
    path = tmp_path / "scenario.yaml"
    path.write_text(
        "counterplay: 1\nscenario: Saves\nruleset: dnd4e\nsize: [4, 4]\ncombatants:\n"
        "  - {name: Hero, side: heroes, at: [0, 0], conditions: [{name: slowd, duration: "
        "save_ends}]}\n  - {name: Orc, side: monsters, at: [3, 3]}\nscript:\n"
        "  - turn: Hero\n    saves: {slowed: 12}\n    do: []\n",
        encoding="utf-8",
    )
    result = run("simulate", str(path))
    assert result.exit_code == 1
    assert (
        f"{path}:10:13: R012 Hero has no condition 'slowed' that a save ends at the end of its "
        "turn; did you mean 'slowd'?\n"
    ) in result.stderr
