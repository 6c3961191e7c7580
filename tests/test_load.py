"""Stage ``load``: plain data, 1-based spans, and bounded work on hostile YAML."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.compiler.load import MAX_DEPTH, load, load_text
from counterplay.diagnostics import Span


def codes(text: str) -> list[str]:
    _, diagnostics = load_text(text, "t.yaml")
    return [d.code for d in diagnostics]


def test_plain_values_follow_yaml_1_2_core_schema() -> None:
    doc, diags = load_text('a: 1\nb: "1"\nc: yes\nd: true\ne: ~\nf: 1.5\ng: 0x1F\nh: 2020-01-01\n')
    assert diags == [] and doc is not None
    assert doc.data == {
        "a": 1,
        "b": "1",
        "c": "yes",  # YAML 1.2: only true/false are booleans
        "d": True,
        "e": None,
        "f": 1.5,
        "g": 31,
        "h": "2020-01-01",  # timestamps stay text: no Python objects from YAML
    }


def test_spans_are_one_based_for_values_and_keys() -> None:
    doc, _ = load_text("powers:\n  - name: Parry\n    usage: encounter\n", "p.yaml")
    assert doc is not None
    assert doc.span(("powers", 0, "usage")) == Span("p.yaml", 3, 12, 3, 21)
    assert doc.span(("powers", 0, "usage"), key=True) == Span("p.yaml", 3, 5, 3, 10)
    # a path that does not exist falls back to its nearest ancestor
    assert doc.span(("powers", 0, "missing")).line == 2


def test_aliases_share_values_within_bounds() -> None:
    doc, diags = load_text("base: &b {k: v}\ncopy: *b\n")
    assert diags == [] and doc is not None
    assert doc.data["copy"] == {"k": "v"}


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("a: 1\na: 2\n", "Y009"),
        ("a: !!python/object:os.system x\n", "Y010"),
        ("a: !custom x\n", "Y010"),
        ("base: &b {k: v}\nc:\n  <<: *b\n", "Y010"),
        ("a: 1\n---\nb: 2\n", "Y004"),
        ("a: [1, 2\n", "Y004"),
        ("? [complex, key]\n: v\n", "Y004"),
        ("a: *nowhere\n", "Y004"),
        ("", "Y005"),
        ("# only a comment\n", "Y005"),
    ],
)
def test_refused_documents(text: str, code: str) -> None:
    assert codes(text) == [code]


def test_alias_bomb_is_refused_without_expanding() -> None:
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for prev, name in zip("abcdefghi", "bcdefghij", strict=True):
        lines.append(f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]")
    start = time.perf_counter()
    found = codes("\n".join(lines))
    assert found == ["Y006"]
    assert time.perf_counter() - start < 5  # generous: the point is it never expands 9^10 nodes


def test_deep_nesting_stops_at_the_limit() -> None:
    doc, diags = load_text("[" * 100_000 + "]" * 100_000, "d.yaml")
    assert doc is None
    assert [d.code for d in diags] == ["Y008"]
    assert diags[0].span is not None and diags[0].span.column == MAX_DEPTH + 1


def test_file_errors(tmp_path: Path) -> None:
    assert [d.code for d in load(tmp_path / "missing.yaml")[1]] == ["Y001"]
    assert [d.code for d in load(tmp_path)[1]] == ["Y002"]
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"name: ok\nother: caf\xe9\n")
    diags = load(bad)[1]
    assert [d.code for d in diags] == ["Y003"]
    assert diags[0].span == Span(str(bad), 2, 11)
    big = tmp_path / "big.yaml"
    big.write_bytes(b"a: 1\n" * 1000)
    assert [d.code for d in load(big, max_bytes=100)[1]] == ["Y007"]


def test_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.yaml"
    path.write_bytes(b"\xef\xbb\xbfa: 1\n")
    doc, diags = load(path)
    assert diags == [] and doc is not None and doc.data == {"a": 1}


@settings(max_examples=300, derandomize=True, deadline=None)
@given(st.text(max_size=200))
def test_any_text_loads_or_gives_a_diagnostic(text: str) -> None:
    doc, diags = load_text(text)
    assert (doc is None) == bool(diags)
    for d in diags:
        assert d.code.startswith("Y") and d.span is not None and d.span.line >= 1


def test_collection_tags_that_build_objects_are_refused() -> None:
    assert codes("a: !!python/object/new:os.system {}\n") == ["Y010"]
    assert codes("a: !!map {k: v}\n") == []
