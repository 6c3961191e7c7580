"""The 4E compiler's modules stay readable: each under the module ceiling with a docstring
saying what its stage does, and no import cycle among them (STYLE.md, "modules under ~800
lines"; round 37 split the six at the ceiling by meaning)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

FOLDER = Path(__file__).resolve().parent.parent / "counterplay" / "compiler" / "dnd4e"
PACKAGE = "counterplay.compiler.dnd4e"
CEILING = 800


def _modules() -> list[Path]:
    return sorted(FOLDER.glob("*.py"))


@pytest.mark.parametrize("path", _modules(), ids=lambda p: p.name)
def test_a_module_is_under_the_ceiling(path: Path) -> None:
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= CEILING, f"{path.name}: {lines} lines (split it by meaning)"


@pytest.mark.parametrize("path", _modules(), ids=lambda p: p.name)
def test_a_module_says_what_it_does(path: Path) -> None:
    assert ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))), path.name


def _imports(path: Path) -> set[str]:
    """The modules of this package ``path`` imports when it is loaded (not inside a
    function, nor under ``if TYPE_CHECKING``)."""
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith(f"{PACKAGE}."):
                found.add(node.module.removeprefix(f"{PACKAGE}."))
            elif node.module == PACKAGE:
                found.update(alias.name for alias in node.names)
    return found


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of ``graph`` (module -> modules it imports), or None."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(module: str) -> list[str] | None:
        state[module] = 1
        path.append(module)
        for other in sorted(graph.get(module, ())):
            if state.get(other) == 1:
                return [*path[path.index(other) :], other]
            if other not in state and (found := visit(other)) is not None:
                return found
        path.pop()
        state[module] = 2
        return None

    for module in sorted(graph):
        if module not in state and (found := visit(module)) is not None:
            return found
    return None


def test_no_import_cycle_among_the_modules() -> None:
    graph = {path.stem: _imports(path) for path in _modules()}
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_the_cycle_finder_finds_one() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None
