"""The golden files' shared loader: a golden never copies a corpus sentence, it points at it.

A text value of a golden entry (``text`` in ``golden/triggers.yaml`` and ``golden/effects.yaml``,
``trigger`` in ``golden/translate/seed_cases.yaml``) is either a made-up string, kept as it is
and always checked, or a reference to the 4E corpus record whose field holds the sentence::

    text: {"corpus": "powers.jsonl#<id>", "field": "trigger"}
    text: {"corpus": "powers.jsonl#<id>", "field": "effect", "sentence": 1}
    trigger: {corpus: "monster_powers.jsonl#<id>", field: text_lines, line: 2, sentence: 0}

(``corpus`` is a file of ``../shared/corpus/dnd4e`` and a record's ``id``; ``field`` one of
``trigger``, ``trigger_text``, ``hit``, ``miss``, ``effect``, or ``text_lines`` with the index
of the printed ``line``; ``sentence``, where the text is one sentence of the field, its index,
the field cut after each ``.``, ``!`` or ``?``). The reference is resolved at
test time; when the corpus is absent, the entries that hold one are left out (a test made of
one such case skips, saying why), and the made-up ones still run. ``--update-goldens``
rewrites the expected fields only: the references are written back as they were.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from tests.conftest import CORPUS
from tests.projectkit import SENTENCE_END

GOLDEN = Path(__file__).resolve().parent / "golden"
FIELDS = frozenset({"trigger", "trigger_text", "hit", "miss", "effect", "text_lines"})
KEYS = frozenset({"corpus", "field", "line", "sentence"})
ABSENT = "../shared/corpus/dnd4e is not present: the golden entries that point at it are left out"


def load(name: str) -> Any:
    """``golden/<name>`` as written: its references unresolved."""
    return YAML(typ="safe").load((GOLDEN / name).read_text("utf-8"))


def is_reference(value: Any) -> bool:
    return isinstance(value, dict) and {"corpus", "field"} <= set(value) <= KEYS


@functools.cache
def _records(corpus: Path, name: str) -> dict[str, dict[str, Any]] | None:
    """The records of ``corpus/name`` by id; None when the file is absent."""
    path = corpus / name
    if not path.is_file():
        return None
    with path.open(encoding="utf-8") as lines:
        return {record["id"]: record for record in map(json.loads, lines)}


def text(value: str | dict[str, Any], corpus: Path = CORPUS / "dnd4e") -> str | None:
    """A golden text: itself when made up, the text it points at in ``corpus`` when a
    reference (None when the corpus is absent). A reference to no record, or to an empty
    field, line or sentence, fails."""
    if isinstance(value, str):
        return value
    assert is_reference(value) and value["field"] in FIELDS, f"not a golden text: {value}"
    name, _, key = value["corpus"].partition("#")
    records = _records(corpus, name)
    if records is None:
        return None
    found = records.get(key, {}).get(value["field"])
    if "line" in value and isinstance(found, list) and 0 <= value["line"] < len(found):
        found = found[value["line"]]
    assert isinstance(found, str), f"{value}: no such record, field or line in the corpus"
    if "sentence" not in value:
        return found
    sentences: list[str] = SENTENCE_END.split(found.strip())
    index: int = value["sentence"]
    assert 0 <= index < len(sentences), f"{value}: no such sentence"
    return sentences[index].strip()


def resolved(entry: dict[str, Any], *keys: str) -> dict[str, Any] | None:
    """A copy of ``entry`` with its texts (at ``keys``, ``text`` by default; the ones it
    holds) resolved; None when the corpus one points at is absent."""
    out = dict(entry)
    for key in [k for k in keys or ("text",) if entry.get(k) is not None]:
        found = text(entry[key])
        if found is None:
            return None
        out[key] = found
    return out


def available(entries: Iterable[dict[str, Any]], *keys: str) -> list[dict[str, Any]]:
    """The entries whose texts can be read here, resolved (see the module doc)."""
    return [r for r in (resolved(e, *keys) for e in entries) if r is not None]


def all_or_skip(entries: Iterable[dict[str, Any]], *keys: str) -> list[dict[str, Any]]:
    """Every entry resolved, for a test about the whole set; skips when the corpus is absent."""
    entries = list(entries)
    found = available(entries, *keys)
    if len(found) < len(entries):
        pytest.skip(ABSENT)
    return found


def one_or_skip(entry: dict[str, Any], *keys: str) -> dict[str, Any]:
    """``entry`` resolved, for a test of that one case; skips when the corpus is absent."""
    found = resolved(entry, *keys)
    if found is None:
        pytest.skip(ABSENT)
    return found


def dump(name: str, entries: list[dict[str, Any]]) -> None:
    """Rewrite ``golden/<name>`` (its ``#`` header kept): one entry per block, each value as
    a JSON flow mapping (valid YAML), so that a changed IR is one changed line in ``git
    diff``. References are written as references."""
    path = GOLDEN / name
    header = [line for line in path.read_text("utf-8").splitlines() if line.startswith("#")]
    lines = [*header, ""]
    for entry in entries:
        for n, (key, value) in enumerate(entry.items()):
            lines.append(f"{'  ' if n else '- '}{key}: {json.dumps(value, ensure_ascii=False)}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
