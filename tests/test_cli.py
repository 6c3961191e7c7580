"""The command line end to end: compile, schema, demo, and every kind of bad input.

Diagnostics for bad input are golden files (``tests/golden/cli/*.txt``, rewritten with
``pytest --update-goldens``): the message, the position and the caret are what users see.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest
from click.testing import Result

from counterplay.compiler.schemas import SCHEMAS, schema
from tests.conftest import FIXTURES, ROOT

GOLDEN = Path(__file__).parent / "golden" / "cli"
EXAMPLES = sorted((ROOT / "counterplay" / "examples").glob("*.yaml"))


def _check_ir(text: str, powers: int) -> dict[str, object]:
    ir = json.loads(text)
    jsonschema.Draft202012Validator(schema("power")).validate(ir)
    assert len(ir["powers"]) == powers
    return dict(ir)


def test_examples_compile_to_valid_ir(run: Callable[..., Result]) -> None:
    assert EXAMPLES, "counterplay/examples/ must hold at least one authoring file"
    result = run("compile", *map(str, EXAMPLES))
    assert result.exit_code == 0, result.stderr
    ir = _check_ir(result.stdout, 5)
    events = {p["trigger"]["event"] for p in ir["powers"]}  # type: ignore[index, union-attr]
    assert {"shift", "attack.hit", "attack.target", "bloodied"} <= events


def test_twenty_varied_powers_compile_to_valid_ir(run: Callable[..., Result]) -> None:
    result = run("compile", str(FIXTURES / "twenty-powers.yaml"))
    assert result.exit_code == 0, result.stderr
    ir = _check_ir(result.stdout, 20)
    powers = {p["name"]: p for p in ir["powers"]}  # type: ignore[attr-defined]
    # voice does not change meaning: both say an enemy hits the reactor
    hit = powers["Vengeful Riposte"]["trigger"]
    assert (hit["event"], hit["actor"], hit["target"]) == (
        "attack.hit",
        {"role": "enemy"},
        {"role": "self"},
    )
    parried = powers["Sudden Parry"]["trigger"]
    assert parried["target"] == {"role": "self"} and parried["qualifiers"] == {
        "attack_kind": "melee"
    }
    assert powers["Quick Step"]["trigger"] is None
    assert powers["Rallying Cry"]["recharge"] == "5 6"


def test_output_file_is_written_and_not_touched_on_error(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    out = tmp_path / "out.json"
    assert run("compile", str(EXAMPLES[0]), "-o", str(out)).exit_code == 0
    _check_ir(out.read_text(), 5)
    before = out.read_bytes()
    bad = tmp_path / "bad.yaml"
    bad.write_text("counterplay: 1\npowers: 3\n")
    result = run("compile", str(EXAMPLES[0]), str(bad), "-o", str(out))
    assert result.exit_code == 1
    assert out.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["bad.yaml", "out.json"] or sorted(
        p.name for p in tmp_path.iterdir()
    ) == ["bad.yaml", "out.json"]


def test_mixed_rulesets_are_refused(run: Callable[..., Result], tmp_path: Path) -> None:
    other = tmp_path / "other.yaml"
    other.write_text(EXAMPLES[0].read_text().replace("ruleset: dnd4e", "ruleset: dnd4e-reactions"))
    result = run("compile", str(EXAMPLES[0]), str(other))
    assert result.exit_code == 1
    assert "S007" in result.stderr


def test_mixed_rulesets_are_said_at_the_ruleset_the_file_names(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Round 38: S007 pointed at 1:1 (`counterplay: 1`), not at the `ruleset:` that differs;
    a file that names none is said to take the default, at its first line."""
    first, named, unnamed = (tmp_path / f"{n}.yaml" for n in ("first", "named", "unnamed"))
    power = "powers:\n  - {name: Brace, usage: encounter, action: free action}\n"
    first.write_text(f"counterplay: 1\nruleset: dnd4e\n{power}")
    named.write_text(f"# house powers\ncounterplay: 1\nruleset:   dnd4e-immediate-move\n{power}")
    unnamed.write_text(
        "counterplay: 1\nabilities:\n  - {name: Fox, lang: en, text: '{J} Draw a card.'}\n"
    )
    for cache in (["--no-cache"], []):  # as compiled, and from the cache
        result = run("compile", *cache, str(first), str(named), str(unnamed))
        assert result.exit_code == 1
        assert (
            f"{named}:3:12: S007 this file targets ruleset 'dnd4e-immediate-move' but "
            f"{first} targets 'dnd4e'; compile them separately"
        ) in result.stderr, result.stderr
        assert (
            f"{unnamed}:1:1: S007 this file targets ruleset 'altered' (it names none: the "
            f"default) but {first} targets 'dnd4e'"
        ) in result.stderr


def _alias_bomb() -> str:
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for prev, name in zip("abcdefghi", "bcdefghij", strict=True):
        lines.append(f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]")
    return "\n".join(lines) + "\n"


VALID = (
    "counterplay: 1\nruleset: dnd4e\npowers:\n  - name: Parry\n    usage: encounter\n"
    "    action: immediate interrupt\n"
)

# case -> (file contents as bytes, or None for "no file"; expected code)
BAD_INPUTS: dict[str, tuple[bytes | None, str]] = {
    "missing-file": (None, "Y001"),
    "invalid-utf8": (b"counterplay: 1\npowers:\n  - name: Caf\xe9\n", "Y003"),
    "yaml-syntax": (b"counterplay: 1\npowers:\n  - name: [Parry\n    usage: at-will\n", "Y004"),
    "empty-file": (b"", "Y005"),
    "alias-bomb": (_alias_bomb().encode(), "Y006"),
    "schema-type": ((VALID + "    keywords: martial\n").encode(), "S001"),
    "unknown-field": (
        (VALID + "    triger: An enemy adjacent to you shifts\n").encode(),
        "S002",
    ),
    "missing-field": (VALID.replace("    usage: encounter\n", "").encode(), "S003"),
    "wrong-enum": (VALID.replace("immediate interrupt", "Immediate Interupt").encode(), "S004"),
    "wrong-version": (VALID.replace("counterplay: 1", "counterplay: 2").encode(), "S005"),
    "not-a-mapping": (b"- just\n- a list\n", "S001"),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_bad_input_gives_one_positioned_diagnostic(
    case: str, run: Callable[..., Result], tmp_path: Path, update_goldens: bool
) -> None:
    content, code = BAD_INPUTS[case]
    path = tmp_path / f"{case}.yaml"
    if content is not None:
        path.write_bytes(content)
    result = run("compile", str(path))
    assert result.exit_code == 1
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    first = result.stderr.splitlines()[0]
    assert f": {code} " in first
    if content is not None:  # a file that exists gets file:line:col
        assert first.startswith(f"{path}:")
    _golden(case, result.stderr.replace(str(tmp_path), "<tmp>"), update_goldens)


@pytest.mark.parametrize("command", [["compile"], ["lint"], ["graph"], ["translate", "--check"]])
@pytest.mark.parametrize("top", ["- just\n- a list\n", "scenario.yaml\n"])
def test_a_document_that_is_not_a_mapping_is_one_diagnostic_in_every_command(
    command: list[str],
    top: str,
    run: Callable[..., Result],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A list or a scalar at the top is S001, never a traceback; a scalar is data, never a
    path (a scenario named by it beside the file is not read in its place)."""
    monkeypatch.chdir(tmp_path)
    scenario = ROOT / "counterplay/examples/scenarios/reaction-system.yaml"
    (tmp_path / "scenario.yaml").write_text(scenario.read_text(encoding="utf-8"), encoding="utf-8")
    path = tmp_path / "top.yaml"
    path.write_text(top, encoding="utf-8")
    result = run(*command, str(path))
    assert result.exit_code == 1
    assert f"{path}:1:1: S001 " in result.stderr + result.stdout
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("version", "said"),
    [
        ('"1"', "S005 the format version is the text '1'; this counterplay reads version 1, a"),
        ("~", "S005 the format version is empty; this counterplay reads version 1"),
        ("false", "S005 format version false is not supported"),
    ],
)
def test_a_wrong_format_version_is_said_in_yaml_words(
    version: str, said: str, run: Callable[..., Result], tmp_path: Path
) -> None:
    """Not "format version '1' is not supported; this counterplay reads version 1", nor
    Python's None and False."""
    path = tmp_path / "powers.yaml"
    path.write_text(VALID.replace("counterplay: 1", f"counterplay: {version}"), encoding="utf-8")
    result = run("compile", str(path))
    assert result.exit_code == 1
    assert f"{path}:1:14: {said}" in result.stderr


def test_translate_does_not_suggest_a_quoted_version_for_itself(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """`counterplay: "1"` under translate: S005 as compile says it, no "did you mean '1'?"."""
    path = tmp_path / "powers.yaml"
    path.write_text(VALID.replace("counterplay: 1", 'counterplay: "1"'), encoding="utf-8")
    result = run("translate", "--check", str(path))
    assert result.exit_code == 1
    assert "S005 the format version is the text '1'" in result.stderr
    assert "a number without quotes" in result.stderr
    assert "did you mean" not in result.stderr


def test_translate_refuses_a_file_compile_refuses_for_its_ruleset(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A misspelt `ruleset:` is S006 in translate as in compile; it was translated silently."""
    path = tmp_path / "powers.yaml"
    path.write_text(VALID.replace("ruleset: dnd4e", "ruleset: dnd4ee"), encoding="utf-8")
    before = path.read_bytes()
    result = run("translate", str(path))
    assert result.exit_code == 1
    assert "powers.yaml:2:10: S006 unknown ruleset 'dnd4ee'; did you mean 'dnd4e'?" in result.stderr
    assert path.read_bytes() == before


def test_an_authoring_file_naming_a_ruleset_file_is_told_only_scenarios_do(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """`ruleset: house.ruleset.yaml` in powers (as a scenario may write it) was only
    "unknown ruleset", though the file is there."""
    (tmp_path / "house.ruleset.yaml").write_text(
        "counterplay: 1\nname: house\nextends: dnd4e\n", encoding="utf-8"
    )
    path = tmp_path / "powers.yaml"
    path.write_text(VALID.replace("ruleset: dnd4e", "ruleset: house.ruleset.yaml"), "utf-8")
    result = run("compile", str(path))
    assert result.exit_code == 1
    assert (
        "powers.yaml:2:10: S006 unknown ruleset 'house.ruleset.yaml'; only a scenario names a "
        "ruleset file: an authoring file names a built-in one (built-in: "
    ) in result.stderr


def test_an_unknown_ruleset_is_said_beside_the_schemas_errors_in_file_order(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """With a misspelt field, `ruleset: dnd4e-reaction` was said only once the field was
    fixed: lint --fix made one fix, and then told of a third error (noted by ux6)."""
    path = tmp_path / "powers.yaml"
    text = (
        VALID.replace("ruleset: dnd4e", "ruleset: dnd4e-reaction")
        + "    triger: An enemy hits you\n"
    )
    path.write_text(text, encoding="utf-8")
    for command in ("lint", "compile"):  # (compile's diagnostics are not sorted after)
        result = run(command, "--no-cache", str(path))
        out = result.stdout + result.stderr
        said = [line.split(": ", 1)[0] for line in out.splitlines() if " S0" in line]
        assert said == [f"{path}:2:10", f"{path}:7:5"], (command, out)
        assert "S006 unknown ruleset 'dnd4e-reaction'; did you mean 'dnd4e-reactions'?" in out
    assert run("lint", "--no-cache", "--fix", str(path)).exit_code == 0
    fixed = text.replace("dnd4e-reaction", "dnd4e-reactions").replace("triger", "trigger")
    assert path.read_text(encoding="utf-8") == fixed


def test_an_authoring_file_naming_a_ruleset_file_gets_no_fix_to_a_built_in(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """`ruleset: dnd4e-reactions.ruleset.yaml` is close to the built-in 'dnd4e-reactions':
    lint --fix replaced the file's name with it (a safe fix), though the message said
    nothing of that built-in, and the house rules were silently left out."""
    (tmp_path / "dnd4e-reactions.ruleset.yaml").write_text(
        "counterplay: 1\nname: house\nextends: dnd4e-reactions\n", encoding="utf-8"
    )
    path = tmp_path / "powers.yaml"
    text = VALID.replace("ruleset: dnd4e", "ruleset: dnd4e-reactions.ruleset.yaml")
    path.write_text(text, "utf-8")
    report = run("lint", "--no-cache", "--output-format", "json", str(path))
    (found,) = [d for d in json.loads(report.stdout)["diagnostics"] if d["code"] == "S006"]
    assert "only a scenario names a ruleset file" in found["message"]
    assert found.get("fix") is None
    run("lint", "--no-cache", "--fix", str(path))
    assert path.read_text(encoding="utf-8") == text


def test_fifty_megabyte_file_is_refused_before_reading(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # sparse: 50 MB on paper, nothing on disk
    result = run("compile", str(path))
    assert result.exit_code == 1
    assert "Y007" in result.stderr and "50.0 MiB" in result.stderr


def _golden(name: str, actual: str, update: bool) -> None:
    path = GOLDEN / f"{name}.txt"
    if update or not path.exists():
        if not update:
            pytest.fail(f"no golden file {path}; run pytest --update-goldens and review it")
        path.write_text(actual)
    assert actual == path.read_text()


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_schema_command_prints_each_schema(run: Callable[..., Result], name: str) -> None:
    result = run("schema", name)
    assert result.exit_code == 0
    printed = json.loads(result.stdout)
    assert printed["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(printed)


def test_unknown_schema_is_a_usage_error(run: Callable[..., Result]) -> None:
    result = run("schema", "powerz")
    assert result.exit_code == 2 and "unknown schema 'powerz'" in result.stderr


def test_version_and_help_on_every_command(run: Callable[..., Result]) -> None:
    from counterplay import __version__
    from counterplay.cli import main

    assert __version__ in run("--version").stdout
    for name in main.commands:
        result = run(name, "--help")
        assert result.exit_code == 0 and "Usage:" in result.stdout, name


@pytest.mark.parametrize(
    "command", ["compile", "convert", "coverage", "graph", "lint", "simulate", "translate"]
)
def test_the_working_commands_help_shows_examples(run: Callable[..., Result], command: str) -> None:
    text = run(command, "--help").stdout
    example = text.split("Example", 1)[-1]
    assert "Example" in text and f"  counterplay {command} " in example, text


def test_the_cache_options_say_their_commands_verb_in_words(run: Callable[..., Result]) -> None:
    compiled = " ".join(run("compile", "--help").stdout.split())
    linted = " ".join(run("lint", "--help").stdout.split())
    assert "not compiled again" in compiled and "not linted again" in linted


@pytest.mark.parametrize("command", ["compile", "convert", "lint", "simulate"])
def test_the_output_format_help_says_where_the_diagnostics_go(
    run: Callable[..., Result], command: str
) -> None:
    """`compile --output-format sarif x.yaml > x.sarif` writes the IR into x.sarif: the
    SARIF goes to stderr (lint's to stdout), and --help says so."""
    said = " ".join(run(command, "--help").stdout.split())
    assert "`lint` writes them to stdout; the other commands to stderr" in said
    assert "2> compile.sarif" in said


def test_simulate_help_names_every_game_it_runs_and_its_schema(run: Callable[..., Result]) -> None:
    """An Altered deck builder reading `simulate --help` learns it runs their game too."""
    from counterplay.compiler.kinds import _SCENARIOS

    said = " ".join(run("simulate", "--help").stdout.split())
    assert "a 4E encounter, an Altered game or a Horus Heresy battle" in said
    assert all(f"`{name}`" in said or f"schema {name}`" in said for name in _SCENARIOS)
    # and that its `include:` plays the powers of an authoring file, paths from its folder
    assert "Its `include:` may name authoring files, paths from its directory" in said
    said = " ".join(run("lint", "--help").stdout.split())
    assert "with the files its `include:` names" in said


def test_rules_help_names_every_family_of_codes(run: Callable[..., Result]) -> None:
    from counterplay.registry import FAMILIES

    said = " ".join(run("rules", "--help").stdout.split())
    listed = said.split("A code's family is its letter (", 1)[1].split(")", 1)[0]
    assert {family.split()[0] for family in listed.split(", ")} == set(FAMILIES)


def test_command_list_summaries_are_not_cut_inside_brackets() -> None:
    """click cuts a summary at its first '. ': an "(e.g. ..." there leaves it unreadable."""
    from counterplay.cli import main

    for name, command in main.commands.items():
        summary = command.get_short_help_str(limit=1000)
        assert summary.count("(") == summary.count(")"), (name, summary)


def test_demo_runs_the_bundled_examples(run: Callable[..., Result]) -> None:
    result = run("demo")
    assert result.exit_code == 0, result.stderr
    assert "Combat Challenge" in result.stdout
    assert "5 powers compiled, 5 reactions built, 0 triggers left unparsed" in result.stdout
    # translated: Second Wind Reflex is a free action triggered by becoming bloodied
    assert "free, reaction," in result.stdout and "spontaneous" in result.stdout
    # and one scenario simulated, with the reasons reactions did or did not fire
    assert "ruleset dnd4e-reactions, seed 1" in result.stdout
    assert "FIRES" in result.stdout and "R000-" in result.stdout


def test_verbose_adds_the_schema_path(run: Callable[..., Result], tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(VALID.replace("usage: encounter", "usage: sometimes"))
    quiet = run("compile", str(path))
    loud = run("-v", "compile", str(path))
    assert "schema path" not in quiet.stderr
    assert "= schema path: #/properties/powers/items/properties/usage/enum" in loud.stderr


def test_help_and_version_do_not_import_the_heavy_libraries() -> None:
    import subprocess
    import sys

    probe = (
        "import sys\n"
        "from counterplay.cli import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "heavy = [m for m in ('lark', 'ruamel.yaml', 'jsonschema', 'rich') if m in sys.modules]\n"
        "print('heavy=' + ','.join(heavy))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-1] == "heavy="


def test_validator_is_built_once_per_process(tmp_path: Path) -> None:
    from counterplay.compiler.pipeline import compile_file
    from counterplay.compiler.validate import _validator

    compile_file(EXAMPLES[0])
    before = _validator.cache_info().misses
    for _ in range(3):
        compile_file(EXAMPLES[0])
    assert _validator.cache_info().misses == before


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs Linux's /dev/full")
@pytest.mark.parametrize(
    "args",
    [["--help"], ["--version"], ["rules"], ["compile", str(EXAMPLES[0])], ["demo"]],
    ids=["help", "version", "rules", "compile", "demo"],
)
def test_a_full_stdout_is_o002_in_words_not_a_traceback(args: list[str]) -> None:
    """`counterplay compile powers.yaml > /dev/full` (a full disk) was an OSError traceback."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "counterplay", *args],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
    assert done.returncode == 1
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    assert done.stderr.splitlines()[-1] == (
        "counterplay: O002 cannot write the standard output: no space left on device"
    )


def test_a_byte_that_is_not_utf8_is_shown_on_its_line_under_the_caret(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Y003 came without its line, where every other error shows it (noted by ux6)."""
    path = tmp_path / "powers.yaml"
    path.write_bytes(b"counterplay: 1\npowers:\n  - name: Riposte de f\xe9r\n")
    result = run("compile", str(path))
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    at = lines.index(f"{path}:3:23: Y003 invalid UTF-8 byte 0xe9; save the file as UTF-8")
    assert lines[at + 1 : at + 3] == ["      - name: Riposte de f\ufffdr", " " * 26 + "^"]
