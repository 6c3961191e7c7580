"""Rulesets as data: what the YAML says works, or is refused with its line (R000-43)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from counterplay.compiler.rulesets import load_ruleset
from counterplay.compiler.worlds import WORLDS, world_module
from counterplay.runtime.predicates import CORE_FACTS
from counterplay.runtime.ruleset import Ruleset
from tests.conftest import ROOT
from tests.simkit import run

SCHEMA = ROOT / "counterplay" / "compiler" / "schemas" / "ruleset.schema.json"
DOC = (ROOT / "docs" / "rulesets.md").read_text(encoding="utf-8")


def test_the_schema_knows_every_world_and_fact() -> None:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    facts = set(CORE_FACTS)
    for world in WORLDS:
        facts |= set(world_module(world, "facts").FACTS)
    assert set(schema["$defs"]["fact"]["enum"]) == facts
    assert set(schema["properties"]["world"]["enum"]) == set(WORLDS)


def _house(tmp_path: Path, text: str) -> tuple[object, list[str]]:
    (tmp_path / "house.ruleset.yaml").write_text(text, encoding="utf-8")
    ruleset, found = load_ruleset("house.ruleset.yaml", tmp_path)
    return ruleset, [f"{d.code}@{d.span.line if d.span else 0}" for d in found]


HOUSE = re.search(r"```yaml\n(# house\.ruleset\.yaml.*?)```", DOC, re.S)


SCENE = """counterplay: 1
ruleset: house.ruleset.yaml
size: [8, 8]
powers:
  - name: Riposte
    usage: at-will
    action: immediate reaction
    reaction: [reaction]
    trigger: An enemy hits you
    effect: You gain 3 temporary hit points.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Riposte],
     prepared: {power: Riposte, restrictions: {only_when_cornered: true}}}
  - {name: Orc, side: b, at: [ORC], hp: 80}
script:
  - turn: Orc
    do:
      - move: [[2, 2]]
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}
"""


def test_a_restriction_a_dm_adds_in_yaml_works(tmp_path: Path) -> None:
    assert HOUSE is not None
    (tmp_path / "house.ruleset.yaml").write_text(HOUSE.group(1), encoding="utf-8")
    # the Orc starts its turn next to the Hero: cornered, Riposte fires
    found = run(tmp_path, SCENE.replace("ORC", "2, 1").replace("      - move: [[2, 2]]\n", ""))
    assert found.fired() == [("Hero", "Riposte")]
    # the Orc starts its turn two squares away: not cornered, refused in the ruleset's words
    found = run(tmp_path, SCENE.replace("ORC", "3, 3"), name="far.yaml")
    assert found.fired() == []
    assert found.refused("Riposte") == [
        "restricted to when an enemy was adjacent at the start of the turn"
    ]


def test_a_restriction_without_a_meaning_is_refused_by_the_schema(tmp_path: Path) -> None:
    text = (
        "counterplay: 1\nname: house\nextends: dnd4e-reactions\n"
        "restrictions:\n  on_tuesdays: R000-43\n"
    )
    ruleset, codes = _house(tmp_path, text)
    assert ruleset is None and codes and all(c.startswith("S") for c in codes)
    assert codes[0].endswith("@5")


def test_a_fact_no_world_defines_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = (
        "counterplay: 1\nname: house\nextends: dnd4e-reactions\nrestrictions:\n"
        "  moonlit:\n    refuse_if: {fact: owner.moonlit}\n    message: not by moonlight\n"
    )
    ruleset, codes = _house(tmp_path, text)
    assert ruleset is None and codes and codes[0].startswith("S00") and codes[0].endswith("@6")
    # a fact the schema knows but this world does not define: R018 at the fact's line
    facts = world_module("dnd4e", "facts")
    monkeypatch.setattr(
        facts, "FACTS", {k: v for k, v in facts.FACTS.items() if k != "owner.bloodied"}
    )
    text = text.replace("owner.moonlit", "owner.bloodied")
    ruleset, codes = _house(tmp_path, text)
    # (the built-in it extends uses the fact too, and is reported in its own file)
    assert ruleset is None and "R018@6" in codes and {c[:4] for c in codes} == {"R018"}


def test_a_limit_above_its_cap_needs_an_override(tmp_path: Path) -> None:
    text = (
        "counterplay: 1\nname: house\nextends: dnd4e\nlimits:\n  allotment:\n"
        "    scope: round\n    max: 4\n    cap: 3\n    message: no reaction left\n"
    )
    ruleset, codes = _house(tmp_path, text)
    assert ruleset is None and codes == ["R020@7"]
    ruleset, codes = _house(tmp_path, text + "    override: {fact: owner.bloodied}\n")
    assert ruleset is not None and codes == []


def test_names_a_ruleset_uses_must_exist(tmp_path: Path) -> None:
    text = (
        "counterplay: 1\nname: house\nextends: dnd4e\nlimits:\n  daily:\n"
        "    scope: day\n    max: 1\n    message: once a day\n"
        "scopes:\n  phase: {moves_on: [{at: phase.start}]}\n"
        "resolve:\n  - {mode: pending, zone: limbo}\n"
    )
    ruleset, codes = _house(tmp_path, text)
    # (and R026: the one `resolve` entry drops the two dnd4e gives)
    assert ruleset is None and sorted(codes) == ["R001@10", "R001@12", "R001@6", "R026@11"]


def test_every_built_in_ruleset_loads_cleanly() -> None:
    from counterplay.compiler.rulesets import ruleset_names

    for name in ruleset_names():
        ruleset, found = load_ruleset(name)
        assert ruleset is not None and [d for d in found if d.severity.name != "INFO"] == []


def test_a_pending_zone_order_is_one_the_core_knows(tmp_path: Path) -> None:
    from counterplay.runtime.reactor import DRAIN_ORDERS

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    zone = schema["properties"]["zones"]["additionalProperties"]["oneOf"][1]
    assert set(zone["properties"]["order"]["enum"]) == set(DRAIN_ORDERS)
    base = "counterplay: 1\nname: house\nextends: altered\nzones:\n  limbo:\n"
    # an unknown order, at its own line
    text = base + "    drain_at: [pass]\n    order: alphabetical\n"
    ruleset, codes = _house(tmp_path, text)
    assert ruleset is None and codes == ["S004@7"]
    # a priority order needs its list
    ruleset, codes = _house(tmp_path, base + "    drain_at: [pass]\n    order: priority\n")
    assert ruleset is None and codes == ["S003@6"]
    listed = "    priority: [{any_of: [reaction]}]\n"
    text = base + "    drain_at: [pass]\n    order: priority\n" + listed
    ruleset, codes = _house(tmp_path, text)
    assert ruleset is not None and codes == []


def test_a_universal_reaction_is_an_ir_power_checked_where_it_is_written(tmp_path: Path) -> None:
    """A DM's universal reaction: its trigger and effect are the IR's (schema), and the ops of
    its world are checked field by field, each at its line; a field of the wrong kind was a
    traceback in the middle of a battle."""
    text = (
        "counterplay: 1\nname: house\nextends: horus-heresy\nuniversal:\n"
        "  Snap Fire:\n    source: house rule\n    usage: at-will\n    action: reaction\n"
        "    trigger:\n      event: shooting.target\n"
        "      actor: {role: enemy, line_of_sight: true}\n"
        "      target: null\n      qualifiers: {phase: shooting}\n"
        "      text: an enemy unit shoots at the unit\n"
        "    effect:\n      text: The unit shoots back.\n      ops:\n"
        "        - {op: shoot, at: triggering, templates: 8}\n"
        "        - {op: shrouded, roll: 9}\n"
        "        - {op: overrun, anything: [1]}\n"  # not carried out: the runtime's affair
    )
    ruleset, codes = _house(tmp_path, text)
    assert ruleset is None and codes == ["S001@18", "S001@19"]
    ruleset, codes = _house(
        tmp_path,
        text.replace("templates: 8", "templates: {within: 8}").replace("roll: 9", "roll: 4"),
    )
    assert ruleset is not None and codes == []
    # the trigger is the IR's: a role no one has, an event that is not a name
    for wrong, line in (
        (("role: enemy", "role: everyone"), 11),
        (("event: shooting.target", "event: [shooting]"), 10),
    ):
        ruleset, codes = _house(tmp_path, text.replace(*wrong))
        assert ruleset is None and codes[0].startswith("S") and codes[0].endswith(f"@{line}")


def test_a_ruleset_extending_none_says_what_the_engine_needs(tmp_path: Path) -> None:
    built_in = (ROOT / "counterplay/rulesets/dnd4e/dnd4e.ruleset.yaml").read_text(encoding="utf-8")
    text = built_in.replace("name: dnd4e\n", "name: house\n", 1).replace("  by: action\n", "", 1)
    assert text != built_in
    (tmp_path / "house.ruleset.yaml").write_text(text, encoding="utf-8")
    ruleset, found = load_ruleset("house.ruleset.yaml", tmp_path)
    assert ruleset is None
    assert [d.code for d in found] == ["R001"] and "classify.by" in found[0].message


def test_the_ruleset_schema_carries_the_irs_definitions_as_they_are() -> None:
    """Universal reactions are IR entries: the ruleset schema's copies of the IR's
    definitions are the IR's own (run `python -m counterplay.compiler.schemas.embed`)."""
    from counterplay.compiler.schemas.embed import embedded

    assert SCHEMA.read_text(encoding="utf-8") == embedded()


def test_lint_checks_a_dms_ruleset_file_on_its_own(
    tmp_path: Path, run: Callable[..., Result]
) -> None:
    """`counterplay lint` reads a ruleset file (named, or met in a directory) as a scenario
    naming it would: before, it was S008 "not an authoring file"."""
    text = (
        "counterplay: 1\nname: house\nextends: dnd4e\nlimits:\n  allotment:\n"
        "    scope: round\n    max: 4\n    cap: 3\n    message: no reaction left\n"
    )
    (tmp_path / "house.ruleset.yaml").write_text(text, encoding="utf-8")
    for given in ("house.ruleset.yaml", "."):
        result = run("lint", "--no-cache", str(tmp_path / given))
        assert result.exit_code == 1
        assert f"{tmp_path / 'house.ruleset.yaml'}:7:10: R020 " in result.stdout + result.stderr
    (tmp_path / "house.ruleset.yaml").write_text(text.replace("max: 4", "max: 3"), "utf-8")
    result = run("lint", "--no-cache", str(tmp_path))
    assert result.exit_code == 0, result.stdout + result.stderr


def test_an_inherited_entry_is_changed_by_the_fields_written_alone(tmp_path: Path) -> None:
    # docs/rulesets.md: entries' fields merge key by key, so `max: 2` alone raises a limit
    head = "counterplay: 1\nname: house\nextends: dnd4e-reactions\nlimits:\n"
    ruleset, codes = _house(tmp_path, head + "  limited-per-round:\n    max: 2\n")
    assert codes == [] and isinstance(ruleset, Ruleset)
    [limit] = [lim for lim in ruleset.limits if lim.name == "limited-per-round"]
    assert (limit.max, limit.scope) == (2, "reaction-round")
    # a new entry still says everything it needs, at its own line
    ruleset, codes = _house(tmp_path, head + "  twice-a-day:\n    max: 2\n")
    assert ruleset is None and codes == ["S003@6", "S003@6"]  # scope, message


def test_a_misspelt_inherited_entry_says_the_name_it_inherits_and_lint_fixes_it(
    tmp_path: Path, run: Callable[..., Result]
) -> None:
    """`limited-per-rond: {max: 2}` was only "missing required field 'scope'": a new limit,
    for all the file said, and the designer meant to change the inherited one."""
    head = "counterplay: 1\nname: house\nextends: dnd4e-reactions\nlimits:\n"
    path = tmp_path / "house.ruleset.yaml"
    path.write_text(head + "  limited-per-rond: {max: 2}  # one more\n", encoding="utf-8")
    found = run("lint", "--no-cache", str(path))
    assert found.exit_code == 1
    assert (
        f"{path}:5:21: S003 missing required field 'scope' in limits/limited-per-rond; "
        "did you mean the inherited 'limited-per-round'?"
    ) in found.stdout
    assert run("lint", "--no-cache", "--fix", str(path)).exit_code == 0
    assert path.read_text(encoding="utf-8") == head + "  limited-per-round: {max: 2}  # one more\n"


def test_extending_a_misspelt_ruleset_says_the_closest(tmp_path: Path) -> None:
    text = "counterplay: 1\nname: house\nextends: dnd4e-reaction\n"
    (tmp_path / "house.ruleset.yaml").write_text(text, encoding="utf-8")
    _, [found] = load_ruleset("house.ruleset.yaml", tmp_path)
    assert found.message.endswith(
        "extends unknown 'dnd4e-reaction'; did you mean 'dnd4e-reactions'?"
    )


def test_a_ruleset_linted_with_a_scenario_naming_it_says_each_problem_once(
    tmp_path: Path, run: Callable[..., Result]
) -> None:
    (tmp_path / "house.ruleset.yaml").write_text(
        "counterplay: 1\nname: house\nextends: dnd4e-reactions\nlimits:\n"
        "  limited-per-round:\n    maxx: 2\n",
        encoding="utf-8",
    )
    scene = SCENE.replace("ORC", "2, 1").replace("only_when_cornered", "only_while_bloodied")
    (tmp_path / "scenario.yaml").write_text(scene, encoding="utf-8")
    result = run("lint", "--no-cache", str(tmp_path))
    assert result.stdout.count("S002 unknown field 'maxx'") == 1, result.stdout


def test_rulesets_says_an_options_default_as_yaml_writes_it(run: Callable[..., Result]) -> None:
    """`option endurance (default False)` was Python's word; a scenario writes `false`."""
    result = run("rulesets")
    assert result.exit_code == 0
    assert "  option endurance (default false): R003-08" in result.stdout.splitlines()
    assert "False" not in result.stdout and "True" not in result.stdout


def test_an_unknown_ruleset_name_is_compared_with_the_ruleset_files_beside_it(
    tmp_path: Path, run: Callable[..., Result]
) -> None:
    """`ruleset: house.ruleset.yml` beside house.ruleset.yaml was compared with the
    built-in names only: no did-you-mean, and no word of the files there."""
    (tmp_path / "house.ruleset.yaml").write_text(
        "counterplay: 1\nname: house\nextends: dnd4e\n", encoding="utf-8"
    )
    scenario = tmp_path / "fight.yaml"
    scenario.write_text(
        "counterplay: 1\nscenario: s\nruleset: house.ruleset.yml\nsize: [4, 4]\n"
        "combatants:\n  - {name: Hero, side: a, at: [0, 0]}\nscript: []\n",
        encoding="utf-8",
    )
    result = run("simulate", str(scenario))
    assert result.exit_code == 1
    assert (
        f"{scenario}:3:10: S006 unknown ruleset 'house.ruleset.yml'; did you mean "
        "'house.ruleset.yaml'? (built-in: "
    ) in result.stderr
    assert "; files beside it: house.ruleset.yaml)" in result.stderr


def test_a_restrictions_misspelt_field_is_said_beside_the_field_it_lacks(
    tmp_path: Path, run: Callable[..., Result]
) -> None:
    # of a `oneOf` (a check or a steer), only the missing 'message' was said: the 'mesage'
    # written in its place was no diagnostic, so the designer was not told what was wrong
    text = (
        "counterplay: 1\nname: house\nextends: dnd4e-reactions\nrestrictions:\n  r1:\n"
        "    rule: house\n    refuse_if: {fact: owner.bloodied}\n    mesage: hi\n"
    )
    (tmp_path / "house.ruleset.yaml").write_text(text, encoding="utf-8")
    result = run("lint", "--no-cache", str(tmp_path / "house.ruleset.yaml"))
    out = result.stdout + result.stderr
    # (and said once: the S002 says the field is required, not also an S003 at the entry)
    assert (
        ":8:5: S002 unknown field 'mesage' in restrictions/r1; did you mean 'message'? "
        "(a field it must have)" in out
    )
    assert "S003" not in out


def test_a_misspelt_inherited_entry_is_said_once_though_it_lacks_two_fields(
    tmp_path: Path,
) -> None:
    head = "counterplay: 1\nname: house\nextends: dnd4e-reactions\nlimits:\n"
    ruleset, codes = _house(tmp_path, head + "  limited-per-rond:\n    max: 2\n")
    assert ruleset is None and codes == ["S003@6"]


def test_lint_fixes_a_ruleset_named_with_a_leading_dot_slash(
    tmp_path: Path, run: Callable[..., Result], monkeypatch: pytest.MonkeyPatch
) -> None:
    # `lint --fix ./house.ruleset.yaml` (or `lint --fix .`) said "0 fixed": the ruleset's
    # spans named 'house.ruleset.yaml', the file read was './house.ruleset.yaml'
    text = "counterplay: 1\nname: house\nextends: dnd4e-reactions\nlimits:\n"
    (tmp_path / "house.ruleset.yaml").write_text(text + "  limited-per-rond:\n    max: 2\n")
    monkeypatch.chdir(tmp_path)
    result = run("lint", "--no-cache", "--fix", "./house.ruleset.yaml")
    assert result.exit_code == 0, result.stdout + result.stderr
    assert "limited-per-round:\n" in (tmp_path / "house.ruleset.yaml").read_text()


def test_an_unknown_extends_is_said_not_the_fields_its_entries_would_inherit(
    tmp_path: Path,
) -> None:
    # with `extends: dnd4e-reaction` the entry changing an inherited limit was said to lack
    # 'scope' (S003), and the misspelt ruleset it extends was not said at all
    text = "counterplay: 1\nname: house\nextends: dnd4e-reaction\nlimits:\n"
    ruleset, codes = _house(tmp_path, text + "  limited-per-round:\n    max: 2\n")
    assert ruleset is None and codes == ["R001@3"]
