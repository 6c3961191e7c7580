"""Shared fixtures: paths to the real corpus (skipped when absent) and a CLI runner."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from counterplay.cli import main

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CORPUS = SHARED / "corpus"
FIXTURES = Path(__file__).resolve().parent / "fixtures"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-goldens",
        action="store_true",
        help="Rewrite the expected golden files from the current output (review with git diff).",
    )


@pytest.fixture(autouse=True)
def _cache_in_tmp(
    monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """``compile``'s cache goes to a fresh temporary directory, never the working directory."""
    monkeypatch.setenv("COUNTERPLAY_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    monkeypatch.delenv("COUNTERPLAY_NO_CACHE", raising=False)


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
