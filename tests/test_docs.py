"""The documentation's examples are real: the authoring example compiles."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from click.testing import Result

from counterplay.diagnostics import CODES
from tests.conftest import ROOT


def test_authoring_doc_example_compiles(run: Callable[..., Result], tmp_path: Path) -> None:
    text = (ROOT / "docs" / "authoring.md").read_text()
    example = re.search(r"```yaml\n(.*?)```", text, re.S)
    assert example is not None
    path = tmp_path / "example.yaml"
    path.write_text(example.group(1))
    result = run("compile", str(path))
    assert result.exit_code == 0, result.stderr


def test_every_code_has_a_name_and_summary() -> None:
    names = [code.name for code in CODES.values()]
    assert len(names) == len(set(names)), "diagnostic names must be unique"
    for key, code in CODES.items():
        assert re.fullmatch(r"[A-Z]\d{3}", key)
        assert re.fullmatch(r"[a-z0-9-]+", code.name) and code.summary.endswith(".")
