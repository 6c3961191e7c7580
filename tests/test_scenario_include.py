"""A scenario's ``include:``: powers written once in an authoring file, played by name.

The included file is read as ``counterplay compile`` reads it, what is wrong in it is said
at its own line and column, and what cannot be included is said at the scenario's entry.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.dnd4e.engine import simulate

POWERS = """\
counterplay: 1
ruleset: dnd4e
powers:
  - name: Guarding Cut
    usage: encounter
    action: immediate interrupt
    range: Melee 1
    trigger: An enemy adjacent to you shifts
    effect: You make a melee basic attack against the triggering enemy.
"""

SCENARIO = """\
counterplay: 1
ruleset: dnd4e
INCLUDE
map: |
  ......
  ......
combatants:
  - {name: Guard, side: heroes, at: [1, 0], hp: 30, powers: [Guarding Cut]}
  - {name: Imp, side: monsters, at: [2, 0], hp: 20, defenses: {ac: 10}}
script:
  - turn: Imp
    do:
      - shift: [3, 0]
"""

# the same powers written in the scenario
INLINE = POWERS.split("ruleset: dnd4e\n", 1)[1]


def _files(tmp_path: Path, include: str, powers: str = POWERS) -> Path:
    (tmp_path / "powers").mkdir(exist_ok=True)
    (tmp_path / "powers" / "guard.yaml").write_text(powers, encoding="utf-8")
    scenario = tmp_path / "encounter.yaml"
    scenario.write_text(SCENARIO.replace("INCLUDE", include), encoding="utf-8")
    return scenario


def _said(result: Result) -> str:
    return result.stdout + result.stderr


def test_an_included_power_plays_as_the_same_power_written_in_the_scenario(
    tmp_path: Path,
) -> None:
    included, found = load_scenario(_files(tmp_path, "include: [powers/guard.yaml]"))
    assert included is not None, found
    inline_path = tmp_path / "inline.yaml"
    inline_path.write_text(SCENARIO.replace("INCLUDE", INLINE.rstrip("\n")), encoding="utf-8")
    inline, found = load_scenario(inline_path)
    assert inline is not None, found
    runs = [simulate(e, seed=4) for e in (included, inline)]
    assert runs[0].trace == runs[1].trace
    assert runs[0].combatants == runs[1].combatants
    used = [e for e in runs[0].trace if e["kind"] == "fires" and e["reaction"] == "Guarding Cut"]
    assert used, runs[0].trace


def test_without_the_include_the_power_is_unknown(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result = run("simulate", str(_files(tmp_path, "")))
    assert result.exit_code == 1
    assert "R005 no power 'Guarding Cut' in the scenario's powers\n" in _said(result)
    # including a file with no powers: the message names where it looked
    empty = POWERS.split("powers:")[0] + "powers: []"
    result = run("simulate", str(_files(tmp_path, "include: [powers/guard.yaml]", empty)))
    assert (
        "R005 no power 'Guarding Cut' in the scenario's powers or the files it includes"
    ) in _said(result)


def test_what_cannot_be_included_is_said_at_the_entry(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    cases = {
        "powers/gaurd.yaml": "R028 cannot include powers/gaurd.yaml: no such file",
        "powers": "R028 cannot include powers: a directory",
        "encounter.yaml": "R028 cannot include encounter.yaml: it is this scenario",
    }
    for name, message in cases.items():
        scenario = _files(tmp_path, f"include:\n  - {name}")
        result = run("simulate", str(scenario))
        assert result.exit_code == 1, name
        assert f"{scenario}:4:5: {message}" in _said(result)
    # a file named twice (here by two spellings): one error at the second, not one R005
    # for each of its powers
    scenario = _files(tmp_path, "include: [powers/guard.yaml, ./powers/guard.yaml]")
    said = _said(run("simulate", str(scenario)))
    assert (
        f"{scenario}:3:30: R028 cannot include ./powers/guard.yaml: it is included already "
        "(line 3, column 11)\n"
    ) in said, said
    assert "R005" not in said and "1 error, 0 warnings" in said


def test_a_misspelt_include_is_told_the_closest_file_beside_it(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Round 38: `include: [power.yaml]` beside powers.yaml was only "no such file"."""
    for name, meant in [
        ("powers/gaurd.yaml", "powers/guard.yaml"),
        ("powers/guard.yml", "powers/guard.yaml"),
        ("./powers/Guard.yaml", "powers/guard.yaml"),
    ]:
        scenario = _files(tmp_path, f"include: [{name}]")
        said = _said(run("simulate", str(scenario)))
        assert (
            f"R028 cannot include {name}: no such file (paths are relative to the scenario); "
            f"did you mean {meant!r}?\n"
        ) in said, said
    # nothing close: nothing suggested
    scenario = _files(tmp_path, "include: [powers/fighter-feats.yaml]")
    said = _said(run("simulate", str(scenario)))
    assert "relative to the scenario)\n" in said and "did you mean" not in said, said


def test_a_scenario_is_not_included_as_powers(run: Callable[..., Result], tmp_path: Path) -> None:
    scenario = _files(tmp_path, "include: [other.yaml]")
    (tmp_path / "other.yaml").write_text(SCENARIO.replace("INCLUDE", ""), encoding="utf-8")
    result = run("simulate", str(scenario))
    assert result.exit_code == 1
    assert f"{scenario}:3:11: S008 other.yaml is a scenario file, not authoring entries" in _said(
        result
    )


def test_a_file_written_for_another_ruleset_is_refused(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    powers = POWERS.replace("ruleset: dnd4e", "ruleset: dnd4e-immediate-move")
    scenario = _files(tmp_path, "include: [powers/guard.yaml]", powers)
    result = run("simulate", str(scenario))
    assert result.exit_code == 1
    said = _said(result)
    assert (
        "S007 powers/guard.yaml is written for dnd4e-immediate-move, this scenario for dnd4e"
        in said
    )
    # a file naming no ruleset is read under the scenario's
    scenario = _files(
        tmp_path, "include: [powers/guard.yaml]", POWERS.replace("ruleset: dnd4e\n", "")
    )
    assert run("simulate", str(scenario)).exit_code == 0


def test_what_is_wrong_in_the_included_file_is_said_in_it(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    broken = POWERS.replace("usage: encounter", "usage: encountr")
    scenario = _files(tmp_path, "include: [powers/guard.yaml]", broken)
    result = run("simulate", str(scenario))
    assert result.exit_code == 1
    assert f"{tmp_path / 'powers' / 'guard.yaml'}:5:12: S004" in _said(result)
    # a trigger it cannot read: P001 at the word, in the included file; the run goes on
    unread = POWERS.replace("adjacent to you shifts", "adjacent to you frobnicates")
    result = run("simulate", str(_files(tmp_path, "include: [powers/guard.yaml]", unread)))
    assert f"{tmp_path / 'powers' / 'guard.yaml'}:8:39: P001" in _said(result)


def test_a_name_taken_twice_across_files_is_said_with_both_places(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    text = SCENARIO.replace("INCLUDE", "include: [powers/guard.yaml]\n" + INLINE.rstrip("\n"))
    scenario = tmp_path / "encounter.yaml"
    _files(tmp_path, "")
    scenario.write_text(text, encoding="utf-8")
    result = run("simulate", str(scenario))
    assert result.exit_code == 1
    guard = tmp_path / "powers" / "guard.yaml"
    assert (
        f"{guard}:4:11: R005 two powers are called 'Guarding Cut' (the other in {scenario}, line 5)"
    ) in _said(result)


def test_a_name_taken_twice_in_one_included_file_says_where_the_other_is(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # two powers of one name in the included file: "two powers are called 'Guarding Cut'"
    # said where the second is, never where the first was
    twice = POWERS + POWERS.split("powers:\n", 1)[1].replace("encounter", "daily")
    scenario = _files(tmp_path, "include: [powers/guard.yaml]", twice)
    result = run("simulate", str(scenario))
    assert result.exit_code == 1
    guard = tmp_path / "powers" / "guard.yaml"
    said = f"{guard}:10:11: R005 two powers are called 'Guarding Cut' (the other at line 4)"
    assert said in _said(result)


def test_no_reaction_under_the_ruleset_is_said_at_the_included_power(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    standard = POWERS.replace("action: immediate interrupt", "action: standard action")
    result = run("simulate", str(_files(tmp_path, "include: [powers/guard.yaml]", standard)))
    assert (
        f"{tmp_path / 'powers' / 'guard.yaml'}:6:13: R009 [warning] 'Guarding Cut' has a trigger"
        in _said(result)
    )


def test_ops_given_in_the_scenario_replace_an_included_powers(tmp_path: Path) -> None:
    ops = "ops:\n  Guarding Cut: {effect: [{op: shift, who: self, squares: 1}]}"
    encounter, found = load_scenario(_files(tmp_path, "include: [powers/guard.yaml]\n" + ops))
    assert encounter is not None, found
    power = next(c for c in encounter.combatants if c.name == "Guard").powers["Guarding Cut"]
    assert list(power.ops["effect"]) == [{"op": "shift", "who": "self", "squares": 1}]


def test_another_games_file_is_not_included(run: Callable[..., Result], tmp_path: Path) -> None:
    army = "counterplay: 1\nreactions:\n  - name: Stand Fast\n    profile: {Trigger: Never.}\n"
    scenario = _files(tmp_path, "include: [powers/guard.yaml]", army)
    result = run("simulate", str(scenario))
    assert result.exit_code == 1
    assert (
        f"{scenario}:3:11: S009 powers/guard.yaml holds Horus Heresy reaction profiles: a "
        "D&D 4E encounter plays 4E powers"
    ) in _said(result)


def test_an_included_file_is_named_by_its_shortest_path(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    broken = POWERS.replace("usage: encounter", "usage: encountr")
    _files(tmp_path, "", broken)
    (tmp_path / "encounters").mkdir()
    scenario = tmp_path / "encounters" / "duel.yaml"
    scenario.write_text(SCENARIO.replace("INCLUDE", "include: [../powers/guard.yaml]"))
    said = _said(run("simulate", str(scenario)))
    assert f"{tmp_path / 'powers' / 'guard.yaml'}:5:12: S004" in said, said
    # past a linked folder, ".." is the linked folder's parent: the path is kept as written
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "powers").mkdir(parents=True)
    (elsewhere / "powers" / "guard.yaml").write_text(broken, encoding="utf-8")
    (elsewhere / "encounters").mkdir()
    (tmp_path / "linked").symlink_to(elsewhere / "encounters")
    (elsewhere / "encounters" / "duel.yaml").write_text(scenario.read_text())
    said = _said(run("simulate", str(tmp_path / "linked" / "duel.yaml")))
    assert f"{tmp_path / 'linked' / '..' / 'powers' / 'guard.yaml'}:5:12: S004" in said, said


def test_a_fix_in_an_included_file_is_said_where_lint_makes_it(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    broken = POWERS.replace("usage: encounter", "usage: encountr")
    scenario = _files(tmp_path, "include: [powers/guard.yaml]", broken)
    guard = tmp_path / "powers" / "guard.yaml"
    for flags in ([], ["--fix"]):  # not "1 fixable with --fix", then "1 left unfixed"
        result = run("lint", "--no-cache", *flags, str(scenario))
        assert f"1 fixable by linting {guard} with --fix: 1 error" in _said(result), flags
        assert "left unfixed" not in _said(result) and guard.read_text() == broken
    result = run("lint", "--no-cache", "--fix", str(scenario), str(guard))
    assert "1 fixed: 0 errors" in _said(result), _said(result)
    assert guard.read_text() == POWERS


def test_lint_and_graph_of_a_scenario_see_the_loops_of_its_included_powers(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A power that triggers itself is the same loop (L007) whether the scenario writes it
    or includes it, and `graph` of the scenario draws it."""
    loop = POWERS.replace("ruleset: dnd4e\n", "").replace(
        "action: immediate interrupt", "action: free action"
    )
    loop = loop.replace("usage: encounter", "usage: at-will")
    loop = loop.replace("An enemy adjacent to you shifts", "An enemy hits you")
    loop = loop.replace("triggering enemy", "triggering creature")
    scenario = _files(tmp_path, "include: [powers/guard.yaml]", loop)
    said = _said(run("lint", "--no-cache", str(scenario)))
    guard = tmp_path / "powers" / "guard.yaml"
    assert f"{guard}:3:5: L007 [warning] 'Guarding Cut' → 'Guarding Cut' can trigger itself" in (
        said
    ), said
    drawn = run("graph", "--no-cache", str(scenario))
    assert drawn.exit_code == 0, _said(drawn)
    assert '["Guarding Cut<br/>free action"]' in drawn.stdout


def test_ops_for_a_misspelt_included_power_name_the_closest(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    ops = "ops:\n  Guardng Cut: {effect: [{op: shift, who: self, squares: 1}]}"
    scenario = _files(tmp_path, "include: [powers/guard.yaml]\n" + ops)
    said = _said(run("simulate", str(scenario)))
    assert (
        f"{scenario}:5:3: R005 ops given for unknown power 'Guardng Cut'; did you mean "
        "'Guarding Cut'?"
    ) in said, said


def test_a_path_written_from_where_the_command_runs_is_told_the_scenarios_way(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`include: [powers/guard.yaml]` in encounters/duel.yaml, run from the folder above:
    the file is there from the command's folder, and R028 says the scenario's way to it."""
    _files(tmp_path, "")
    (tmp_path / "encounters").mkdir()
    scenario = tmp_path / "encounters" / "duel.yaml"
    scenario.write_text(SCENARIO.replace("INCLUDE", "include: [powers/guard.yaml]"))
    monkeypatch.chdir(tmp_path)
    said = _said(run("simulate", "encounters/duel.yaml"))
    assert (
        "encounters/duel.yaml:3:11: R028 cannot include powers/guard.yaml: no such file (paths "
        "are relative to the scenario: from it, this file is ../powers/guard.yaml)"
    ) in said, said
    # a file that is nowhere: no way to it is said
    scenario.write_text(SCENARIO.replace("INCLUDE", "include: [powers/gaurd.yaml]"))
    said = _said(run("simulate", "encounters/duel.yaml"))
    assert "no such file (paths are relative to the scenario)" in said, said


def test_powers_for_the_built_in_ruleset_a_dms_ruleset_extends_play_under_it(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Powers written for dnd4e (as `compile` writes them by default) play in a scenario
    under a DM's house rules that extend dnd4e; not under house rules of another ruleset."""
    scenario = _files(tmp_path, "include: [powers/guard.yaml]")
    for extended, status in (("dnd4e", 0), ("dnd4e-reactions", 1)):
        house = f"counterplay: 1\nname: house\nextends: {extended}\n"
        (tmp_path / "house.ruleset.yaml").write_text(house, encoding="utf-8")
        text = scenario.read_text().replace("ruleset: dnd4e", "ruleset: house.ruleset.yaml")
        scenario.write_text(text, encoding="utf-8")
        result = run("simulate", str(scenario))
        assert result.exit_code == status, (extended, _said(result))
        said = "S007 powers/guard.yaml is written for dnd4e, this scenario for house"
        assert (said in _said(result)) == bool(status), _said(result)


def test_a_folder_linted_with_a_scenario_and_its_included_file_says_each_thing_once(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`lint .` names the files "./powers/guard.yaml": the scenario's reading of it says
    the same name, so its error is one diagnostic, and `--fix` makes its fix."""
    broken = POWERS.replace("usage: encounter", "usage: encountr")
    _files(tmp_path, "include: [powers/guard.yaml]", broken)
    monkeypatch.chdir(tmp_path)
    said = _said(run("lint", "--no-cache", "."))
    assert said.count("S004") == 1, said
    assert "1 fixable with --fix: 1 error" in said, said
    said = _said(run("lint", "--no-cache", "--fix", "."))
    assert "1 fixed: 0 errors" in said, said


def test_a_misspelt_power_in_a_combatants_list_is_one_error_not_one_a_scripted_use(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """`powers: [Guardng Cut]` and the script using Guarding Cut: one R005, at the list
    (with the closest name); a use of a power that is nowhere is still said."""
    attack = POWERS + (
        "  - name: Heavy Blow\n    usage: at-will\n    action: standard action\n"
        "    range: Melee 1\n    target: One creature\n    attack: Strength vs. AC\n"
        "    hit: 1[W] damage.\n"
    )
    text = SCENARIO.replace("powers: [Guarding Cut]", "powers: [Guarding Cut, Heavy Blw]")
    text = text.replace(
        "  - turn: Imp\n",
        "  - turn: Guard\n    do:\n      - attack: {power: Heavy Blow, targets: [Imp]}\n"
        "  - turn: Imp\n",
    )
    _files(tmp_path, "", attack)
    scenario = tmp_path / "encounter.yaml"
    scenario.write_text(text.replace("INCLUDE", "include: [powers/guard.yaml]"))
    said = _said(run("simulate", str(scenario)))
    assert "R005 no power 'Heavy Blw'" in said and "did you mean 'Heavy Blow'" in said, said
    assert "1 error, 0 warnings" in said, said
    scenario.write_text(scenario.read_text().replace("power: Heavy Blow", "power: Heavy Blaw"))
    said = _said(run("simulate", str(scenario)))
    assert "R005 Guard has no power 'Heavy Blaw'" in said, said


def test_a_name_no_file_system_takes_is_said_at_the_entry(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A name too long for a file name (or with a NUL) is R028 with the system's words, the
    name cut short: never a traceback."""
    for name, why in (("x" * 5000, "File name too long"), ("a\\0b.yaml", "embedded null byte")):
        scenario = _files(tmp_path, f'include: ["{name}"]')
        result = run("simulate", str(scenario))
        assert result.exit_code == 1
        said = _said(result)
        assert f"{scenario}:3:11: R028 cannot include " in said and why in said
        assert "x" * 100 not in said.splitlines()[0]
        assert run("lint", "--no-cache", str(scenario)).exit_code == 1


def test_include_in_an_authoring_file_says_only_scenarios_include(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    powers = tmp_path / "powers.yaml"
    powers.write_text(POWERS.replace("powers:\n", "include: [more.yaml]\npowers:\n"))
    result = run("compile", "--check", str(powers))
    assert result.exit_code == 1
    assert (
        f"{powers}:3:1: S002 unknown field 'include' in the top level (only a scenario "
        "includes files: name this one in a scenario's `include:`)"
    ) in result.stderr
