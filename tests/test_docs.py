"""The documentation's examples are real: the authoring example compiles."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result

from counterplay.diagnostics import CODES
from tests.conftest import ROOT


def _example(doc: str, heading: str = "", kind: str = "yaml") -> str:
    """The first ``kind`` code block of ``docs/doc`` (right after ``heading``, if given)."""
    text = (ROOT / "docs" / doc).read_text()
    found = re.search(heading + "```" + kind + r"\n(.*?)```", text, re.S)
    assert found is not None
    return found.group(1)


def test_authoring_doc_example_compiles(run: Callable[..., Result], tmp_path: Path) -> None:
    path = tmp_path / "example.yaml"
    path.write_text(_example("authoring.md"))
    result = run("compile", str(path))
    assert result.exit_code == 0, result.stderr


@pytest.mark.parametrize(
    ("entries", "ruleset"), [("abilities", "altered"), ("reactions", "horus-heresy-3")]
)
def test_authoring_doc_shows_the_other_games_entries_and_they_compile(
    run: Callable[..., Result], tmp_path: Path, entries: str, ruleset: str
) -> None:
    """Round 38: the README sends every designer to authoring.md, which described 4E powers
    only; an Altered or Horus Heresy designer found no `abilities` or `reactions` there."""
    text = (ROOT / "docs" / "authoring.md").read_text()
    section = text.split("## Altered abilities and Horus Heresy reactions", 1)[1].split("\n## ")[0]
    [example] = [b for b in re.findall(r"```yaml\n(.*?)```", section, re.S) if f"\n{entries}:" in b]
    path = tmp_path / f"{entries}.yaml"
    path.write_text(example, encoding="utf-8")
    result = run("compile", str(path))
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.stderr, result.stderr
    compiled = json.loads(result.stdout)
    assert compiled["ruleset"] == ruleset and compiled[entries]
    fields = re.findall(r"^\| `(\w+)`", section, re.M)  # the table names each field
    schema = json.loads(run("schema", "authoring").stdout)["$defs"]
    if entries == "abilities":
        assert set(fields) <= set(schema["ability"]["properties"]) and "card_type" in fields


def test_every_code_has_a_name_and_summary() -> None:
    names = [code.name for code in CODES.values()]
    assert len(names) == len(set(names)), "diagnostic names must be unique"
    for key, code in CODES.items():
        assert re.fullmatch(r"[A-Z]\d{3}", key)
        assert re.fullmatch(r"[a-z0-9-]+", code.name) and code.summary.endswith(".")


def test_authoring_doc_shows_what_its_example_compiles_to(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The JSON the doc shows is the compiled example, field for field ("..." elides)."""
    (tmp_path / "powers.yaml").write_text(_example("authoring.md"))
    monkeypatch.chdir(tmp_path)
    result = run("compile", "powers.yaml")
    assert result.exit_code == 0, result.stderr
    compiled, doc = json.loads(result.stdout), json.loads(_example("authoring.md", kind="json"))

    def same(said: Any, got: Any) -> None:
        if isinstance(said, dict):
            for key, value in said.items():
                if key != "...":
                    same(value, got[key])
        elif isinstance(said, list):
            for a, b in zip(said, got, strict=False):
                same(a, b)
        else:
            assert said == got

    same(doc, compiled)


def test_scenarios_doc_example_runs_cleanly(run: Callable[..., Result], tmp_path: Path) -> None:
    """The field-by-field example of docs/scenarios.md is a scenario that runs as written."""
    path = tmp_path / "scenario.yaml"
    path.write_text(_example("scenarios.md", heading="## The file\n\n"))
    result = run("simulate", str(path))
    assert result.exit_code == 0 and result.stderr == "", result.stderr
    assert "Fighter attacks with Melee Basic Attack -> Ogre" in result.stdout


def test_altered_doc_first_game_runs_as_it_says(run: Callable[..., Result], tmp_path: Path) -> None:
    """docs/altered.md's first game runs cleanly; without its `expand` answer, the seed's
    random Morning puts the Courier into the Mana and the play is refused (R012), as the doc
    warns. (The doc had no whole game: a designer's first `turns:` was a `- day:` list.)"""
    game = _example("altered.md", heading=r"\*\*A first game\.\*\*.*?")
    path = tmp_path / "game.yaml"
    path.write_text(game, encoding="utf-8")
    result = run("simulate", str(path))
    assert result.exit_code == 0 and result.stderr == "", result.stderr
    assert "Alice plays Courier from hand" in result.stdout
    played = ("Courier plays Courier/0 from the Limbo", "Owl plays Owl/0 from the Limbo")
    assert all(line in result.stdout for line in played)
    unscripted = re.sub(r"choices:.*", "", game, flags=re.S)
    path.write_text(unscripted, encoding="utf-8")
    result = run("simulate", str(path), "--seed", "0")
    assert result.exit_code == 1
    assert "R012 Courier is in mana: it cannot be played" in result.stderr


def test_horus_heresy_doc_battle_runs_as_it_says(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """docs/horus-heresy.md's battle: the Despoilers shoot and the Tactical Squad Evades, as
    the example scripts (the Despoilers had no weapon: H006 and exit status 1)."""
    path = tmp_path / "battle.yaml"
    path.write_text(_example("horus-heresy.md", heading="## A battle\n\n"))
    result = run("simulate", str(path))
    assert result.exit_code == 0 and result.stderr == "", result.stderr
    assert "decision: Ultramarines reacts -> Tactical Squad: Evade (scripted choice)" in (
        result.stdout
    )
    assert "> Tactical Squad uses Evade" in result.stdout


@pytest.mark.parametrize(
    ("kind", "file", "expected"),
    [
        (
            "text",
            "powers.txt",
            {
                "name": "Shield Block",
                "usage": "encounter",
                "keywords": ["Martial"],
                "action": "immediate interrupt",
                "range": "Personal",
                "trigger": "An enemy hits you with a melee attack.",
            },
        ),
        (
            "json",
            "power.json",
            {
                "name": "Riposte Strike",
                "source": "Fighter Attack 1",
                "level": 1,
                "usage": "encounter",
                "keywords": ["Martial", "Weapon"],
                "action": "immediate interrupt",
                "trigger": "An enemy adjacent to you shifts.",
                "effect": "You make a melee basic attack against the triggering creature.",
            },
        ),
    ],
)
def test_convert_doc_examples_convert_as_it_says(
    kind: str, file: str, expected: dict[str, Any], run: Callable[..., Result], tmp_path: Path
) -> None:
    from counterplay.compiler.load import load_text

    path = tmp_path / file
    path.write_text(_example("convert.md", kind=kind), encoding="utf-8")
    result = run("convert", str(path))
    assert result.exit_code == 0, result.stderr
    document, _ = load_text(result.stdout, "converted.yaml")
    assert document is not None
    (power,) = document.data["powers"]
    assert {k: power.get(k) for k in expected} == expected


def test_a_code_the_codes_pages_send_to_for_loops_is_the_one_that_finds_them() -> None:
    # R016 and R017 said `counterplay lint` finds loops as L009, which is a number out of
    # range (L007 finds the loops)
    from counterplay.registry import documentation

    loop_codes = {code for code, entry in CODES.items() if "loop" in entry.name}
    for code in CODES:
        doc = documentation(code)
        if doc is None:
            continue
        for part in (doc.what, doc.why, doc.fix):
            if "loop" in part and "`counterplay lint`" in part:
                named = set(re.findall(r"\bL\d{3}\b", part))
                assert named and named <= loop_codes, f"{code}: {part}"


def test_explain_says_the_fixed_command_when_the_fix_is_in_the_command(
    run: Callable[..., Result],
) -> None:
    # K001's fix is `--config ok.toml`; explain printed "Fixed:" and the same powers file
    # again, so the fix could not be seen; Y014 showed a file under `compile /dev/null`
    k001 = run("explain", "K001").stdout
    assert "Fixed (counterplay compile --config ./ok.toml powers.yaml):\n" in k001
    assert k001.endswith("    (the same powers.yaml)\n")
    y014 = run("explain", "Y014").stdout
    assert "Example (counterplay compile /dev/null):\n    (powers.yaml:)\n" in y014
    r009 = run("explain", "R009").stdout  # a fix in the file: the file fixed, as before
    assert "\nFixed:\n    counterplay: 1\n" in r009


def test_a_code_written_without_its_zeros_is_suggested_first(
    run: Callable[..., Result],
) -> None:
    # `explain R9` said "did you mean 'R019', 'R009'?": R009 second
    result = run("explain", "R9")
    assert result.exit_code == 2
    assert "no code 'R9'; did you mean 'R009', " in result.stderr  # (then R029, R019)


def test_the_scenarios_doc_says_how_a_limited_reaction_is_prepared() -> None:
    """A designer's first dnd4e-reactions encounter fired nothing: every reaction was "not
    the prepared Limited Reaction (R000-03)", and the doc named that check but not how a
    scenario prepares one. It names both ways, each a field the scenario schema has."""
    from counterplay.compiler.schemas import schema

    text = " ".join((ROOT / "docs" / "scenarios.md").read_text().split())
    said = re.search(r"not the prepared Limited Reaction \(R000-03: ([^)]*)\)", text)
    assert said is not None
    assert "`prepared:`" in said.group(1) and "`prepare:`" in said.group(1)
    scenario = schema("scenario")
    assert "prepared" in scenario["$defs"]["combatant"]["properties"]
    assert "prepare" in json.dumps(scenario["$defs"]["action"])


def test_the_scenarios_doc_example_names_a_schema_its_commands_write(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Its editor line named '../../counterplay/compiler/schemas/scenario.schema.json', which
    is no file beside a designer's scenario (L004): it names the file its comment writes."""
    path = tmp_path / "scenario.yaml"
    path.write_text(_example("scenarios.md", heading="## The file\n\n"))
    written = run("schema", "scenario", "-o", str(tmp_path / "scenario.schema.json"))
    assert written.exit_code == 0, written.stderr
    result = run("lint", str(path))
    assert result.exit_code == 0 and "L004" not in result.stdout, result.stdout


def test_the_readme_first_reaction_plays_as_it_says(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """README's walk-through, step by step: the power compiles; lint says R009 until
    `translate` writes its keywords; the encounter fires it, and without `prepared:` says
    R000-03. (A designer's first encounter under dnd4e-reactions fired nothing, and no page
    they were sent to said why.)"""
    text = (ROOT / "README.md").read_text()
    part = text[text.index("### Your first homebrew reaction") :]
    powers, encounter = re.findall(r"```yaml\n(.*?)```", part, re.S)[:2]
    monkeypatch.chdir(tmp_path)
    Path("powers.yaml").write_text(powers)
    Path("encounter.yaml").write_text(encounter)
    assert run("compile", "powers.yaml", "-o", "powers.json").exit_code == 0
    assert "R009" in run("lint", "powers.yaml").stdout
    assert run("translate", "powers.yaml").exit_code == 0
    assert "reaction: [interrupt, reaction]" in Path("powers.yaml").read_text()
    linted = run("lint", "powers.yaml")
    assert linted.exit_code == 0 and "R009" not in linted.stdout, linted.stdout
    played = run("simulate", "encounter.yaml")
    assert played.exit_code == 0 and played.stderr == "", played.stderr
    assert "FIRES Warden: Lantern Parry" in played.stdout
    Path("encounter.yaml").write_text(re.sub(r"\n *prepared:[^\n]*", "", encounter))
    unprepared = run("simulate", "encounter.yaml").stdout
    assert "Warden: Lantern Parry - not the prepared Limited Reaction (R000-03)" in unprepared


def test_a_damage_line_s_ability_is_the_user_s_score_as_the_scenarios_doc_says(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A designer gave `abilities: {intelligence: 18}` and "1d8 + Intelligence modifier
    damage" dealt the `damage:` line's bonus instead of the score's +4. The modifier is the
    score's ((18 - 10) // 2 = 4), as the doc now says; without the score, the `damage:`
    line's bonus stands for it. A critical hit deals the most: 8 + 4, or 8 + 1."""
    text = " ".join((ROOT / "docs" / "scenarios.md").read_text().split())
    assert 'd10, and "+ Strength modifier" its +4 unless' in text
    assert "adds the user's modifier of its `abilities:` score (18: +4)" in text
    scenario = """\
counterplay: 1
scenario: Glass
ruleset: dnd4e
size: [4, 3]
powers:
  - name: Glass Spark
    usage: at-will
    action: standard action
    range: Ranged 5
    target: One creature
    attack: Intelligence vs. Reflex
    hit: 1d8 + Intelligence modifier damage.
combatants:
  - name: Seer
    side: heroes
    at: [0, 1]
    damage: 1d4+1
    abilities: {intelligence: 18}
    powers: [Glass Spark]
  - {name: Moth, side: monsters, at: [3, 1], hp: 30}
script:
  - turn: Seer
    do:
      - attack: {power: Glass Spark, targets: [Moth], rolls: [critical]}
"""
    path = tmp_path / "scenario.yaml"
    path.write_text(scenario)
    result = run("simulate", str(path))
    assert "Moth takes 12 damage (18 hp left)" in result.stdout, result.stdout + result.stderr
    path.write_text(scenario.replace("abilities: {intelligence: 18}", "abilities: {wisdom: 18}"))
    result = run("simulate", str(path))
    assert "Moth takes 9 damage (21 hp left)" in result.stdout, result.stdout + result.stderr
