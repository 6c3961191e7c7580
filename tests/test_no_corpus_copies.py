"""No test or example copies the real corpus (``../shared/corpus``; skipped when absent): the
project's fixtures are made up. A string of 41 characters or more in ``tests/`` or
``counterplay/examples/`` (a Python literal, a YAML, JSON or text value), or one of its
sentences, may not be an Altered ability text or a 4E power's trigger, hit, miss, effect or
printed line, whole or one of its sentences (Altered's ``#`` markers removed)."""

from __future__ import annotations

import ast
import functools
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import CORPUS, ROOT

SHORTEST = 41
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# a value after "key: " or "- " on a YAML line, or a string quoted on it
YAML_VALUE = re.compile(r"""^\s*(?:-\s+)?(?:[\w.-]+:\s+)?(.*?)\s*$""")
YAML_QUOTED = re.compile(r""""((?:[^"\\\n]|\\.)*)"|'((?:[^'\n]|'')*)'""")
DND4E_FIELDS = ("trigger", "trigger_text", "hit", "miss", "effect", "special", "requirement")
Found = tuple[int, str]


def _pieces(text: str) -> Iterator[str]:
    """``text`` whole and its sentences, those of ``SHORTEST`` characters or more."""
    text = text.strip()
    for piece in (text, *SENTENCE_END.split(text)):
        if len(piece.strip()) >= SHORTEST:
            yield piece.strip()


def _altered(corpus: Path) -> Iterator[str]:
    with (corpus / "altered" / "abilities.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            yield json.loads(line)["text"].replace("#", "")


def _dnd4e(corpus: Path) -> Iterator[str]:
    for name in ("powers.jsonl", "monster_powers.jsonl"):
        if not (corpus / "dnd4e" / name).is_file():
            continue
        with (corpus / "dnd4e" / name).open(encoding="utf-8") as lines:
            for line in lines:
                record = json.loads(line)
                yield from (record[f] for f in DND4E_FIELDS if isinstance(record.get(f), str))
                yield from (t for t in record.get("text_lines") or () if isinstance(t, str))


CORPORA: dict[str, Callable[[Path], Iterator[str]]] = {
    "altered/abilities.jsonl": _altered,
    "dnd4e/powers.jsonl": _dnd4e,
}


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
def _project(root: Path) -> tuple[tuple[Path, int, str], ...]:
    """Each string under ``root``'s ``PLACES``, with its file and line (read once a run)."""
    return tuple(
        (path, number, value)
        for place in PLACES
        for path in sorted((root / place).rglob("*"))
        if path.suffix in READERS and "__pycache__" not in path.parts
        for number, value in READERS[path.suffix](path)
    )


def copies(corpus: Path, root: Path = ROOT, names: tuple[str, ...] = tuple(CORPORA)) -> list[str]:
    """``file:line: text`` for each string under ``root``, or sentence of one, found in the
    corpora ``names`` of ``corpus``."""
    known = {
        piece
        for name, read in CORPORA.items()
        if name in names
        if (corpus / name).is_file()
        for text in read(corpus)
        for piece in _pieces(text)
    }
    found = (
        f"{path.relative_to(root)}:{number}: {piece[:70]}"
        for path, number, value in _project(root)
        for piece in _pieces(value)
        if piece in known
    )
    return list(dict.fromkeys(found))


@pytest.mark.parametrize("name", list(CORPORA))
def test_no_string_copies_the_corpus(name: str) -> None:
    """(The goldens point at the corpus records instead: tests/goldenkit.py.)"""
    if not (CORPUS / name).is_file():
        pytest.skip(f"../shared/corpus/{name} is not present")
    found = copies(CORPUS, names=(name,))
    assert found == [], f"write a made-up line instead of the corpus text: {found}"


MADE_UP = "{J} Piochez trois cartes. Un Personnage ciblé gagne 4 boosts ce Jour-là #promis#."
COPIED = "Un Personnage ciblé gagne 4 boosts ce Jour-là promis."


def test_a_copied_sentence_is_named_by_file_and_line(tmp_path: Path) -> None:
    # a made-up corpus of one Altered line, its second sentence copied into a test, an
    # example and a fixture; its first (shorter than 41 characters) may be said anywhere
    corpus, root = tmp_path / "corpus", tmp_path / "project"
    (corpus / "altered").mkdir(parents=True)
    row = {"card_id": "MADE_UP", "text": MADE_UP}
    (corpus / "altered" / "abilities.jsonl").write_text(json.dumps(row) + "\n")
    (root / "tests" / "fixtures").mkdir(parents=True)
    (root / "counterplay" / "examples").mkdir(parents=True)
    test = f'"""Doc."""\n\nLINE = (\n    "{{J}} Pioche. "\n    "{COPIED}"\n)\n'
    test += 'OK = "{J} Piochez trois cartes."\n'
    (root / "tests" / "test_x.py").write_text(test, encoding="utf-8")
    example = f"cards:\n  - name: A\n    abilities: ['{COPIED}']\n  - text: {COPIED}\n"
    (root / "counterplay" / "examples" / "a.yaml").write_text(example, encoding="utf-8")
    fixture = json.dumps({"powers": [{"effect": MADE_UP.replace("#", "")}]})
    (root / "tests" / "fixtures" / "b.json").write_text(fixture, encoding="utf-8")
    whole = MADE_UP.replace("#", "")
    assert copies(corpus, root) == [
        f"tests/fixtures/b.json:1: {whole[:70]}",
        f"tests/fixtures/b.json:1: {COPIED}",
        f"tests/test_x.py:4: {COPIED}",
        f"counterplay/examples/a.yaml:3: {COPIED}",
        f"counterplay/examples/a.yaml:4: {COPIED}",
    ]
    # a 4E power's effect, the Altered corpus absent
    (corpus / "altered" / "abilities.jsonl").unlink()
    (corpus / "dnd4e").mkdir()
    power = {"trigger": "Vous piochez.", "effect": COPIED, "text_lines": []}
    (corpus / "dnd4e" / "powers.jsonl").write_text(json.dumps(power) + "\n")
    assert copies(corpus, root) == [
        f"tests/fixtures/b.json:1: {COPIED}",
        f"tests/test_x.py:4: {COPIED}",
        f"counterplay/examples/a.yaml:3: {COPIED}",
        f"counterplay/examples/a.yaml:4: {COPIED}",
    ]
