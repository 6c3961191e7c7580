"""Every diagnostic code is documented, and its documented examples do what they say.

Each code's entry in ``counterplay/codes/*.yaml`` has a failing example and the same example
fixed; both are run here through the command the entry names (``--output-format json``):
the failing one must report the code, the passing one must not. The examples are the
fixtures, so ``counterplay explain`` cannot drift from what counterplay does.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from counterplay.cli import main
from counterplay.diagnostics import CODES, Severity
from counterplay.registry import FIX_SAFETY, Documentation, documentation, documented_codes


def test_every_code_is_documented_and_every_documentation_has_a_code() -> None:
    missing = [code for code in CODES if documentation(code) is None]
    assert not missing, f"codes without documentation in counterplay/codes/: {missing}"
    orphans = [code for code in documented_codes() if code not in CODES]
    assert not orphans, f"documentation for codes not in the code table: {orphans}"


@pytest.mark.parametrize("code", list(CODES))
def test_documentation_is_complete(code: str) -> None:
    doc = documentation(code)
    assert doc is not None
    for name in ("what", "why", "fix"):
        assert getattr(doc, name).strip(), f"{code}: empty {name}"
    assert doc.failing and doc.passing.strip()  # an empty file is a failing example (C005)
    assert doc.fix_safety in FIX_SAFETY, f"{code}: fix_safety {doc.fix_safety!r}"
    failing = (doc.failing_text, doc.failing_args, doc.size, doc.encoding, doc.command)
    assert failing != (doc.passing, doc.passing_args, 0, "utf-8", doc.command)
    assert code[0] in "YSPCTROHKL"


@pytest.fixture
def rulesets_with(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The built-in rulesets copied into a directory where an example adds its own."""
    from counterplay.compiler import rulesets

    directory = tmp_path / "rulesets"
    shutil.copytree(rulesets._directory(), directory)
    monkeypatch.setattr(rulesets, "_directory", lambda: directory)
    rulesets._built.cache_clear()
    yield directory
    rulesets._built.cache_clear()


def _run(doc: Documentation, which: str, directory: Path) -> dict[str, Any]:
    """Write the example (and the files it needs) into ``directory``, run its command."""
    directory.mkdir()
    text = doc.failing_text if which == "failing" else doc.passing
    if doc.command == "python":  # an example of the Python API: it leaves `found`
        namespace: dict[str, Any] = {}
        exec(compile(text, f"<{doc.code} {which}>", "exec"), namespace)
        found = namespace["found"]
        return {"diagnostics": [{"code": d.code} for d in found], "exit_code": None}
    path = directory / doc.file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(doc.encoding if which == "failing" else "utf-8"))
    for name, content in doc.extra.items():
        (directory / name).parent.mkdir(parents=True, exist_ok=True)
        (directory / name).write_text(content, encoding="utf-8")
    args = doc.failing_args if which == "failing" else doc.passing_args
    given = [a.replace("{file}", str(path)).replace("{dir}", str(directory)) for a in args]
    if which == "failing" and doc.size:
        with path.open("ab") as handle:
            handle.truncate(doc.size)  # sparse: large on paper, nothing on disk
    command = [doc.command, *(given or [str(path)])]
    command += ["--output-format", "json", "--extend-select", doc.code]
    result = CliRunner().invoke(main, command, catch_exceptions=False)
    stream = result.stdout if doc.command == "lint" else result.stderr
    start = stream.find('{\n  "version": 1')
    assert start >= 0, f"{doc.code} {which}: no JSON diagnostics in {stream!r}"
    report: dict[str, Any] = json.JSONDecoder().raw_decode(stream[start:])[0]
    report["exit_code"] = result.exit_code
    return report


@pytest.mark.parametrize("code", list(CODES))
def test_the_failing_example_shows_the_code_and_the_passing_one_does_not(
    code: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    doc = documentation(code)
    assert doc is not None
    if doc.rulesets:
        directory = request.getfixturevalue("rulesets_with")
        for name, text in doc.rulesets.items():
            (directory / "homebrew").mkdir(exist_ok=True)
            (directory / "homebrew" / name).write_text(text, encoding="utf-8")
    failing = _run(doc, "failing", tmp_path / "failing")
    codes = [d["code"] for d in failing["diagnostics"]]
    assert code in codes, f"{code}: the failing example reports {codes}"
    if CODES[code].severity is Severity.ERROR and doc.command != "python":
        assert failing["exit_code"] == 1
    passing = _run(doc, "passing", tmp_path / "passing")
    codes = [d["code"] for d in passing["diagnostics"]]
    assert code not in codes, f"{code}: the passing example still reports it: {passing}"
