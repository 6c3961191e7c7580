"""The Horus Heresy example battles through ``counterplay simulate`` (golden timelines): at
least one per Phase and one that exhausts the allotment; the same seed always gives the
same trace. Bad battles are among tests/test_scenarios.py's bad scenarios."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.conftest import FIXTURES, ROOT, check_golden

EXAMPLES = sorted((ROOT / "counterplay" / "examples" / "scenarios" / "horus_heresy").glob("*.yaml"))
GOLDENS = FIXTURES / "goldens" / "horus_heresy"


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """Paths in goldens are relative to the checkout."""
    monkeypatch.chdir(ROOT)


def _trace(run: Callable[..., Result], scenario: Path, seed: int) -> dict[str, object]:
    result = run(
        "simulate", str(scenario.relative_to(ROOT)), "--seed", str(seed), "--format", "json"
    )
    assert result.exit_code == 0, result.stderr
    loaded: dict[str, object] = json.loads(result.stdout)
    return loaded


def test_an_example_per_phase_and_one_exhausting_the_allotment(run: Callable[..., Result]) -> None:
    assert len(EXAMPLES) >= 4
    phases: set[str] = set()
    exhausted = False
    for scenario in EXAMPLES:
        trace = _trace(run, scenario, 0)["trace"]
        assert isinstance(trace, list)
        phases |= {e["phase"] for e in trace if e["kind"] == "fires"}
        exhausted |= any(
            e["kind"] == "candidate" and "Allotment" in e["why"] and "exhausted" in e["why"]
            for e in trace
        )
    assert phases == {"movement", "shooting", "assault"}
    assert exhausted


@pytest.mark.parametrize("scenario", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_example_timeline(scenario: Path, run: Callable[..., Result], update_goldens: bool) -> None:
    result = run("simulate", str(scenario.relative_to(ROOT)), "--seed", "0")
    assert result.exit_code == 0, result.stderr
    check_golden(GOLDENS / "timelines" / f"{scenario.stem}.txt", result.stdout, update_goldens)


@pytest.mark.parametrize("scenario", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_same_seed_same_trace(scenario: Path, run: Callable[..., Result]) -> None:
    first, again = _trace(run, scenario, 7), _trace(run, scenario, 7)
    assert first == again and first["seed"] == 7
    trace = first["trace"]
    assert isinstance(trace, list)
    if any(e["kind"] in ("roll", "test") for e in trace):  # the dice come from the seed
        other = [_trace(run, scenario, seed)["trace"] for seed in range(8, 14)]
        assert any(t != trace for t in other)


def test_schema_command_prints_the_battle_schema(run: Callable[..., Result]) -> None:
    result = run("schema", "horus-heresy-battle")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["title"] == "counterplay Horus Heresy battle"


def test_a_battles_near_miss_names_are_fixed_by_lint(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    battle = tmp_path / "battle.yaml"
    battle.write_text(
        "counterplay: 1\nscenario: Ridge\nruleset: horus-heresy\n"
        "table: {width: 24, height: 24}\nplayers: {Red: {}, Blue: {}}\n"
        "weapons: {bolter: {range: 24, strength: 4, ap: 5, shots: 2}}\nunits:\n"
        "  - {name: Raiders, player: Redd, profile: {weapons: [bolter]}, models: [{at: [2, 2]}]}\n"
        "  - {name: Guards, player: Blue, profile: {weapons: [bolter]}, models: [{at: [9, 2]}]}\n"
        "script:\n  - turn: Red\n    shooting:\n      - {shoot: Raider, at: Guard}\n",
        encoding="utf-8",
    )
    found = run("lint", "--no-cache", str(battle))
    assert f"{battle}:8:29: H003 no player called 'Redd'; did you mean 'Red'?" in found.stdout
    assert "H003 no unit called 'Raider'; did you mean 'Raiders'?" in found.stdout
    run("lint", "--no-cache", "--fix", str(battle))
    fixed = battle.read_text(encoding="utf-8")
    assert "player: Red," in fixed and "{shoot: Raiders, at: Guards}" in fixed
    assert run("lint", "--no-cache", str(battle)).exit_code == 0


_BATTLE = (
    "counterplay: 1\nscenario: Ridge\nruleset: horus-heresy\n"
    "table: {width: 24, height: 24}\nplayers:\n%s  Blue: {}\n"
    "weapons: {bolter: {range: 24, strength: 4, ap: 5, shots: 2}}\nunits:\n"
    "  - {name: Raiders, player: Red, profile: {weapons: [bolter]}, models: [{at: [2, 2]}]}\n"
    "script:\n  - turn: Red\n    shooting: []\n"
)


@pytest.mark.parametrize(
    ("players", "where"),
    [("  Red: {bonus: {shootin: 1}}\n", "6:17"), ("  Red:\n    bonus:\n      shootin: 1\n", "8:7")],
    ids=["flow", "block"],
)
def test_a_misspelt_bonus_phase_is_told_and_fixed_at_its_key(
    players: str, where: str, run: Callable[..., Result], tmp_path: Path
) -> None:
    """A key a mapping may not have (a bonus for no Phase) is told at the key, and lint
    --fix renames the key; it replaced the mapping's opening brace with the name."""
    battle = tmp_path / "battle.yaml"
    battle.write_text(_BATTLE % players, encoding="utf-8")
    found = run("lint", "--no-cache", str(battle))
    assert f"{battle}:{where}: S004 'shootin' is not allowed as a key of" in found.stdout
    assert "did you mean 'shooting'?" in found.stdout
    run("lint", "--no-cache", "--fix", str(battle))
    fixed = battle.read_text(encoding="utf-8")
    assert fixed == _BATTLE % players.replace("shootin", "shooting")
    assert run("lint", "--no-cache", str(battle)).exit_code == 0, fixed
