"""No test or example copies the real corpus (``../shared/corpus``; skipped when absent): the
project's fixtures are made up. A string of 41 characters or more in ``tests/`` or
``counterplay/examples/`` (a Python literal, a YAML, JSON or text value), or one of its
sentences, may not be an Altered ability text or a 4E power's trigger, hit, miss, effect or
printed line, whole or one of its sentences (Altered's ``#`` markers removed)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.conftest import CORPUS, ROOT
from tests.projectkit import SENTENCE_END, strings

SHORTEST = 41
DND4E_FIELDS = ("trigger", "trigger_text", "hit", "miss", "effect", "special", "requirement")


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
        for path, number, value in strings(root)
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
