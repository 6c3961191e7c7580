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


# -- issue 16: no silent change of data, positions at the cause (each on both parsers) ------


def only(text: str) -> tuple[str, str, str]:
    """The one diagnostic ``text`` gets: (code, file:line:column, message)."""
    doc, diagnostics = load_text(text, "t.yaml")
    assert doc is None and len(diagnostics) == 1, diagnostics
    found = diagnostics[0]
    return found.code, str(found.span), found.message


@pytest.mark.parametrize("text", ["no", "off", "0", "yes", "on", "1", "tRUE", '""'])
def test_an_explicit_bool_is_true_or_false_as_yaml_1_2_writes_them(
    yaml_parser: str, text: str
) -> None:
    code, where, message = only(f"a: 1\nflag: !!bool {text}\n")
    assert (code, where) == ("Y004", "t.yaml:2:7")
    assert "is not a !!bool" in message and "true or false" in message


def test_explicit_tags_build_their_kind_only_from_its_own_text(yaml_parser: str) -> None:
    doc, diags = load_text(
        "a: !!bool True\nb: !!bool FALSE\nc: !!int '12'\nd: !!float 1\ne: !!null ~\nf: !!str 12\n"
    )
    assert diags == [] and doc is not None
    assert doc.data == {"a": True, "b": False, "c": 12, "d": 1.0, "e": None, "f": "12"}
    assert [type(v) for v in doc.data.values()] == [bool, bool, int, float, type(None), str]
    for text, kind in (("!!null x", "null"), ("!!int 1.5", "int"), ("!!float one", "float")):
        code, where, message = only(f"v: {text}\n")
        assert (code, where) == ("Y004", "t.yaml:1:4") and f"is not a !!{kind}" in message


def test_plain_scalars_follow_the_core_schema_not_yaml_1_1(yaml_parser: str) -> None:
    # ruamel's resolver reads these the YAML 1.1 way (1000, 3) or refuses them ('=', '<<')
    doc, diags = load_text("a: 1_000\nb: 0b11\nc: =\nd: <<\ne: 0o17\nf: -.inf\ng: +12\n")
    assert diags == [] and doc is not None
    assert doc.data == {
        "a": "1_000",
        "b": "0b11",
        "c": "=",
        "d": "<<",
        "e": 15,
        "f": float("-inf"),
        "g": 12,
    }


def test_a_duplicate_key_says_where_the_first_one_is_at_any_depth(yaml_parser: str) -> None:
    """Round 38: Y009 named the second key only; in a long power the first is hard to find."""
    cases = [
        (
            "effect: a\ntrigger: b\neffect: c\n",
            "t.yaml:3:1",
            "'effect' (the first is at line 1, column 1)",
        ),
        (
            "p:\n  - n: a\n    x: {k: 1}\n    x: [2]\n",
            "t.yaml:4:5",
            "'x' (the first is at line 3, column 5)",
        ),
        (
            "top:\n  deep:\n    a: 1\n  deep: 2\n",
            "t.yaml:4:3",
            "'deep' (the first is at line 2, column 3)",
        ),
        ("{a: 1, b: 2, a: 3}\n", "t.yaml:1:14", "'a' (the first is at line 1, column 2)"),
    ]
    for text, where, said in cases:
        assert only(text) == ("Y009", where, f"duplicate key {said}: keep one of the two"), text


def test_keys_are_kept_as_the_text_written(yaml_parser: str) -> None:
    text = "007: a\n0x10: b\n1.50: c\n1e3: d\n1.1: e\n1.10: f\ntrue: g\nTRUE: h\nnull: i\n~: j\n"
    doc, diags = load_text(text)
    assert diags == [] and doc is not None
    written = ["007", "0x10", "1.50", "1e3", "1.1", "1.10", "true", "TRUE", "null", "~"]
    assert list(doc.data) == written
    # a key is its text: 1 and "1" are one key, written twice
    repeated = (
        "Y009",
        "t.yaml:2:1",
        "duplicate key '1' (the first is at line 1, column 1): keep one of the two",
    )
    assert only('1: a\n"1": b\n') == repeated
    # keys are text: an empty one (nothing written) is refused, an empty quoted one is kept
    assert only("?\n: x\n")[::2] == ("Y004", "a mapping key is empty; write the key before ':'")
    assert load_text('"": x\n')[0].data == {"": "x"}  # type: ignore[union-attr]


def test_a_duplicate_key_says_where_the_first_one_is(yaml_parser: str) -> None:
    # in a list's mapping, after a key whose value is a mapping, and the first of three
    text = "powers:\n  - name: A\n    effect: x\n    name: B\n"
    assert only(text) == (
        "Y009",
        "t.yaml:4:5",
        "duplicate key 'name' (the first is at line 2, column 5): keep one of the two",
    )
    assert only("a:\n  b: 1\nc: 2\na: 3\n")[1:] == (
        "t.yaml:4:1",
        "duplicate key 'a' (the first is at line 1, column 1): keep one of the two",
    )
    assert only("x: 1\ny: 2\nx: 3\nx: 4\n")[1:] == (
        "t.yaml:3:1",
        "duplicate key 'x' (the first is at line 1, column 1): keep one of the two",
    )


def test_a_bare_tag_gives_a_string(yaml_parser: str) -> None:
    doc, diags = load_text("- ! 12\n- ! true\n- ! null\n- ! [a]\n- 12\n")
    assert diags == [] and doc is not None
    assert doc.data == ["12", "true", "null", ["a"], 12]


def test_an_anchor_on_a_key_can_be_used(yaml_parser: str) -> None:
    doc, diags = load_text('&a1 "foo": bar\nbaz: *a1\n&n 007: x\ncopy: *n\nv: &t text\n*t : 2\n')
    assert diags == [] and doc is not None
    # the alias is the anchored node's value; as a key, the text it was written as
    assert doc.data == {"foo": "bar", "baz": "foo", "007": "x", "copy": 7, "v": "text", "text": 2}
    assert only("a: &m {x: 1}\n*m : 2\n") == (
        "Y004",
        "t.yaml:2:1",
        "a mapping key must be plain text",
    )


def test_a_plain_merge_key_is_refused_and_a_quoted_one_is_text(yaml_parser: str) -> None:
    code, where, message = only("base: &b {k: v}\nc:\n  <<: *b\n")
    assert (code, where) == ("Y010", "t.yaml:3:3") and "merge keys ('<<')" in message
    assert only("!!merge <<: {k: v}\n")[2] == message
    for quoted in ('"<<": x\n', "'<<': x\n"):
        doc, diags = load_text(quoted)
        assert diags == [] and doc is not None and doc.data == {"<<": "x"}


@pytest.mark.parametrize(
    ("text", "opening", "gave_up"),
    [
        ('a: 1\nb: "unclosed\nc: 3\nd: 4\ne: 5\n', "t.yaml:2:4", "t.yaml:6:1"),
        ("a: 1\nb: 'it''s\nc: 3\n", "t.yaml:2:4", "t.yaml:4:1"),
        ("keywords: [martial, fire\naction: free action\n", "t.yaml:1:11", "t.yaml:2:7"),
        ("a: {x: 1, y: [2]\nb: 2\n", "t.yaml:1:4", "t.yaml:2:1"),
        ("- [a, b\n- c\n", "t.yaml:1:3", "t.yaml:3:1"),
    ],
)
def test_an_unclosed_quote_or_bracket_is_reported_at_its_opening(
    yaml_parser: str, text: str, opening: str, gave_up: str
) -> None:
    code, where, message = only(text)
    assert (code, where) == ("Y004", opening)
    assert "is never closed" in message and f"at {gave_up}" in message


def test_a_mistake_inside_closed_brackets_is_reported_where_it_is(yaml_parser: str) -> None:
    # the bracket is closed: the missing comma on line 3 is the cause, not the '{'
    code, where, message = only("a: {\n  x: 1\n  y: 2\n}\n")
    assert (code, where) == ("Y004", "t.yaml:3:4") and "never closed" not in message
    code, where, message = only('a: "bad \\q escape"\n')  # the parsers differ on the column
    assert where.startswith("t.yaml:1:") and "never closed" not in message


@pytest.mark.parametrize(
    ("text", "where", "said"),
    [
        ("powers:\n\t- name: x\n", "t.yaml:2:1", "a tab in the indentation"),
        ("powers:\n  - name: x\n  \tusage: daily\n", "t.yaml:3:", "a tab in the indentation"),
        ("name: @home\n", "t.yaml:1:7", "'@' cannot start a value in YAML: put the value in"),
        ("name: `home`\n", "t.yaml:1:7", "'`' cannot start a value in YAML: put the value in"),
    ],
)
def test_a_character_no_value_starts_with_is_named_with_what_to_do(
    yaml_parser: str, text: str, where: str, said: str
) -> None:
    """A tab before a list's '-', or a value starting with '@', was only the C parser's
    "found character that cannot start any token" (its own tab case said nothing of tabs)."""
    code, found, message = only(text)
    assert code == "Y004" and found.startswith(where), found
    assert message.startswith(f"YAML syntax error: {said}"), message


@pytest.mark.parametrize("version", ["1.3", "1.1", "2.0"])
def test_a_yaml_version_other_than_1_2_is_refused_at_its_directive(
    yaml_parser: str, version: str
) -> None:
    code, where, message = only(f"# made by hand\n%YAML {version}\n---\na: yes\n")
    assert (code, where) == ("Y004", "t.yaml:2:1")
    assert f"'%YAML {version}'" in message and "YAML 1.2" in message
    doc, diags = load_text("%YAML 1.2\n---\na: yes\n")
    assert diags == [] and doc is not None and doc.data == {"a": "yes"}


@settings(max_examples=300, derandomize=True, deadline=None)
@given(st.text(alphabet="%YAML 1.23\n\t:-?[]{},'\"!&*#|>~<ab", max_size=60))
def test_yaml_like_text_never_raises_on_either_parser(text: str) -> None:
    import ruamel.yaml.main

    for parser in (vars(ruamel.yaml.main)["CParser"], None):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(ruamel.yaml.main, "CParser", parser)
            doc, diags = load_text(text)
        assert (doc is None) == bool(diags)
        for d in diags:
            assert d.code.startswith("Y") and d.span is not None and d.span.line >= 1


@pytest.mark.parametrize(
    ("text", "where", "said"),
    [
        # a printed "Effect:" inside an unquoted value
        ("powers:\n  - hit: 1d8 damage. Effect: prone.\n", "t.yaml:2:28", "in quotes"),
        # a field indented deeper than its neighbours
        ("powers:\n  - name: X\n      usage: daily\n", "t.yaml:3:12", "indent this line"),
        # a field indented less than its neighbours
        ("powers:\n  - name: X\n    usage: daily\n   action: x\n", "t.yaml:4:4", "indented"),
        ("powers:\n  - name: X\n\tusage: daily\n", "t.yaml:3:1", "spaces only"),
        # the line without its colon, not the line after it where the parser gave up
        ("powers:\n  - name: X\n    usage daily\n    action: x\n", "t.yaml:3:5", "no ':'"),
    ],
)
def test_usual_slips_are_said_as_what_to_do(
    yaml_parser: str, text: str, where: str, said: str
) -> None:
    code, at, message = only(text)
    assert (code, at) == ("Y004", where)
    assert said in message and "(the parser: " in message, message


def test_text_after_the_top_level_value_is_said_in_a_designers_words(yaml_parser: str) -> None:
    # a flow mapping closed too early, or a JSON-lines file given where YAML is read
    for text in ("{counterplay: 1}\npowers: []\n", '{"a": 1}\n{"a": 2}\n'):
        code, where, message = only(text)
        assert (code, where) == ("Y004", "t.yaml:2:1")
        assert "the file goes on after its top-level value ends" in message, message


def test_a_bracket_inside_a_one_line_mapping_says_to_quote_the_value(yaml_parser: str) -> None:
    code, where, message = only("- {name: Cleave, hit: 1[W] damage.}\n")
    assert (code, where) == ("Y004", "t.yaml:1:24")  # the '[' that ends the plain value
    assert "must be in quotes" in message, message
    code, where, message = only("a: [1[W], 2]\n")
    assert code == "Y004" and "an item that holds [ ] { } or a comma must be in quotes" in message


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "the file is empty; expected a YAML document"),
        ("\n  \n", "the file is empty; expected a YAML document"),
        ("# only a note\n", "the file holds only comments (or document markers); expected"),
        ("~\n", "the file's document is empty (null); expected a YAML document"),
    ],
)
def test_a_document_with_nothing_in_it_says_what_the_file_has(text: str, said: str) -> None:
    """A file of comments only was "the file is empty", which it plainly is not."""
    code, where, message = only(text)
    assert (code, where) == ("Y005", "t.yaml:1:1") and message.startswith(said), message
