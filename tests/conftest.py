"""Shared fixtures: paths to the real corpus (skipped when absent), a CLI runner, and the
YAML parser the load stage uses (ruamel's C parser or its pure-Python fallback)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from hypothesis import settings

from counterplay.cli import main

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CORPUS = SHARED / "corpus"
FIXTURES = Path(__file__).resolve().parent / "fixtures"

# No example database in the checkout: tests write only into their temporary directories
# (the examples that matter are pinned with @example where a test needs them). No deadline:
# speed is measured by the benches (bench/), and an example's first call that loads a
# grammar on a busy machine is not a failure.
settings.register_profile("counterplay", database=None, deadline=None)
settings.load_profile("counterplay")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-goldens",
        action="store_true",
        help="Rewrite the expected golden files from the current output (review with git diff).",
    )


@pytest.fixture(scope="session", autouse=True)
def _cache_in_tmp(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Every cache counterplay keeps (grammar tables, compiled files) goes to a temporary
    directory, in this process and in the processes tests start: tests write nowhere else."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("COUNTERPLAY_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
        yield


@pytest.fixture(scope="session", autouse=True)
def _check_ir() -> Iterator[None]:
    """Every IR any test compiles is checked against the IR schema (users skip that check:
    the IR is ours, and the tests are where our mistakes are caught)."""
    from counterplay.compiler.pipeline import CHECK_IR

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(CHECK_IR, "1")
        yield


@pytest.fixture
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-goldens"))


@pytest.fixture
def corpus() -> Path:
    """``../shared/corpus``; tests using it skip cleanly when it is absent."""
    if not CORPUS.is_dir():
        pytest.skip("../shared/corpus is not present")
    return CORPUS


@pytest.fixture
def run() -> Callable[..., Result]:
    """Invoke the CLI in-process; stderr is kept apart from stdout."""

    def invoke(*args: str, input: str | None = None) -> Result:
        return CliRunner().invoke(main, list(args), input=input, catch_exceptions=False)

    return invoke


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """The hostile-input harness's figures (cases, slowest case, largest memory), also
    from xdist workers: they travel as the tests' recorded properties."""
    lines = [
        str(value)
        for report in terminalreporter.stats.get("passed", [])
        for name, value in getattr(report, "user_properties", ())
        if name == "hostile"
    ]
    if lines:
        terminalreporter.section("hostile-input harness")
        for line in sorted(lines):
            terminalreporter.write_line(line)


@pytest.fixture(params=["C", "pure"])
def yaml_parser(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Each YAML parser ``load`` may run on: ruamel's C parser (libyaml), and the pure-Python
    one ruamel falls back to where its C extension is missing (simulated by hiding it)."""
    import ruamel.yaml.main
    from ruamel.yaml import YAML
    from ruamel.yaml.parser import Parser

    c_parser = vars(ruamel.yaml.main)["CParser"]  # None where the C extension is missing
    if request.param == "pure":
        monkeypatch.setattr(ruamel.yaml.main, "CParser", None)
        assert YAML(typ="safe").Parser is Parser
    elif c_parser is None:
        pytest.skip("ruamel's C extension is not installed")
    else:
        assert YAML(typ="safe").Parser is c_parser
    return str(request.param)


def check_golden(path: Path, text: str, update: bool) -> None:
    """``text`` is the golden file at ``path`` (written instead with --update-goldens)."""
    if update:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden {path}; run pytest --update-goldens and review git diff"
    assert text == path.read_text(encoding="utf-8"), f"differs from {path}"
