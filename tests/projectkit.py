"""The strings the project writes in its tests and examples, where they are: what the
corpus-copy guard (tests/test_no_corpus_copies.py) and `bench.phrase_coverage --split`'s
"[held-out, in no test]" both read. Python literals as the parser joins them, YAML values
and quoted strings, JSON string values, text lines; and a text's sentences, as both (and
the goldens' references, tests/goldenkit.py) split them."""

from __future__ import annotations

import ast
import functools
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# a value after "key: " or "- " on a YAML line, or a string quoted on it
YAML_VALUE = re.compile(r"""^\s*(?:-\s+)?(?:[\w.-]+:\s+)?(.*?)\s*$""")
YAML_QUOTED = re.compile(r""""((?:[^"\\\n]|\\.)*)"|'((?:[^'\n]|'')*)'""")
Found = tuple[int, str]


def _python(path: Path) -> Iterator[Found]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.lineno, node.value


def _yaml(path: Path) -> Iterator[Found]:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        yield number, YAML_VALUE.match(line)[1].strip("\"'")  # type: ignore[index]
        for double, single in YAML_QUOTED.findall(line):
            yield number, double.replace('\\"', '"') or single.replace("''", "'")


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict | list):
        for item in value.values() if isinstance(value, dict) else value:
            yield from _strings(item)


def _text(path: Path) -> Iterator[Found]:
    yield from enumerate(path.read_text(encoding="utf-8").splitlines(), 1)


def _json(path: Path) -> Iterator[Found]:
    """Its string values; read as lines where it is not JSON (a broken fixture)."""
    text = path.read_text(encoding="utf-8")
    rows = text.splitlines() if path.suffix == ".jsonl" else [text]
    try:
        values = [(n, json.loads(row)) for n, row in enumerate(rows, 1) if row.strip()]
    except ValueError:
        yield from _text(path)
        return
    yield from ((number, s) for number, value in values for s in _strings(value))


READERS: dict[str, Callable[[Path], Iterator[Found]]] = {
    ".py": _python,
    ".yaml": _yaml,
    ".yml": _yaml,
    ".json": _json,
    ".jsonl": _json,
    ".txt": _text,
    ".golden": _text,
}
PLACES = ("tests", "counterplay/examples")


@functools.cache
def strings(root: Path) -> tuple[tuple[Path, int, str], ...]:
    """Each string under ``root``'s ``PLACES``, with its file and line (read once a run)."""
    return tuple(
        (path, number, value)
        for place in PLACES
        for path in sorted((root / place).rglob("*"))
        if path.suffix in READERS and "__pycache__" not in path.parts
        for number, value in READERS[path.suffix](path)
    )
