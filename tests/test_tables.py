"""Grammar tables are built once per install, never stale, and read back exactly.

The real phrase grammars take Lark seconds to build, so the cache's behaviour is shown on a
small grammar of the same kind (the word lexer, LALR) in a package made under tmp_path; the
shipped tables of the real grammars are checked for being current and for parsing as a
freshly built parser does.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from counterplay.compiler import tables
from counterplay.compiler.dnd4e.words import WordLexer
from counterplay.compiler.tables import Grammar, load_parser, shipped_grammars, table_key

TINY = """\
start: who verb who "."?
who: "you" -> you
   | "an" ROLE -> someone
ROLE: "enemy" | "ally"
verb: "hits" -> hit
    | "misses" -> miss
"""
SENTENCES = ["you hits an enemy.", "an ally misses you", "an enemy hits an ally."]
UNREAD = ["an enemy kicks you.", "you hits", "hits you"]


@pytest.fixture
def tiny(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Grammar]:
    """A package ``tinygrammar`` under tmp_path with ``grammar/tiny.lark``, importable, and
    a per-user cache inside tmp_path."""
    package = tmp_path / "site" / "tinygrammar"
    (package / "grammar").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "grammar" / "tiny.lark").write_text(TINY)
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    monkeypatch.setenv("COUNTERPLAY_CACHE_DIR", str(tmp_path / "cache"))
    yield Grammar("tiny.lark", "start", WordLexer, package="tinygrammar")
    sys.modules.pop("tinygrammar", None)


def _outcome(parser: object, text: str) -> object:
    from lark.exceptions import UnexpectedInput

    try:
        return parser.parse(text)  # type: ignore[attr-defined]
    except UnexpectedInput as exc:
        expected = sorted(getattr(exc, "expected", ()))
        return (type(exc).__name__, exc.line, exc.column, expected)


def test_first_use_builds_and_caches_then_the_cache_is_used(tiny: Grammar, tmp_path: Path) -> None:
    parser, origin = load_parser(tiny)
    assert origin == "built"
    cached = list((tmp_path / "cache" / "grammar-tables").glob("tinygrammar.tiny-*.tables"))
    assert len(cached) == 1
    again, origin = load_parser(tiny)
    assert origin == "cache"
    for text in SENTENCES + UNREAD:
        assert _outcome(again, text) == _outcome(parser, text)


def test_a_second_process_does_not_rebuild(tiny: Grammar, tmp_path: Path) -> None:
    """The per-user cache survives the process: a new interpreter loads, not builds."""
    script = textwrap.dedent(
        """
        from counterplay.compiler.tables import Grammar, load_parser
        from counterplay.compiler.dnd4e.words import WordLexer
        grammar = Grammar("tiny.lark", "start", WordLexer, package="tinygrammar")
        parser, origin = load_parser(grammar)
        print(origin, parser.parse("you hits an enemy").data)
        """
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path / "site"), *sys.path])}
    runs = [
        subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
        ).stdout.split()
        for _ in range(2)
    ]
    assert runs == [["built", "start"], ["cache", "start"]]


def test_an_edited_grammar_never_uses_the_old_table(tiny: Grammar, tmp_path: Path) -> None:
    load_parser(tiny)
    grammar_file = tmp_path / "site" / "tinygrammar" / "grammar" / "tiny.lark"
    grammar_file.write_text(TINY.replace('"misses" -> miss', '"kicks" -> kick'))
    parser, origin = load_parser(tiny)
    assert origin == "built"
    assert parser.parse("an enemy kicks you").children[1].data == "kick"
    assert _outcome(parser, "an enemy misses you")[0] == "UnexpectedToken"  # type: ignore[index]


def test_the_key_names_the_lark_version(tiny: Grammar, monkeypatch: pytest.MonkeyPatch) -> None:
    import lark

    before = table_key(tiny)
    monkeypatch.setattr(lark, "__version__", "0.0.1")
    assert table_key(tiny) != before


@pytest.mark.parametrize("damage", ["truncated", "not-a-table", "other-key", "group-writable"])
def test_an_unusable_cache_file_is_rebuilt(tiny: Grammar, tmp_path: Path, damage: str) -> None:
    load_parser(tiny)
    (path,) = (tmp_path / "cache" / "grammar-tables").iterdir()
    if damage == "truncated":
        path.write_bytes(path.read_bytes()[:100])
    elif damage == "not-a-table":
        path.write_bytes(b"counterplay")
    elif damage == "other-key":
        stored = tables._pickled(path)
        stored["key"] = "0" * 64
        path.write_bytes(tables._packed(stored))
    else:
        os.chmod(path, 0o666)  # anyone could have put a pickle there: never load it
    parser, origin = load_parser(tiny)
    assert origin == "built"
    assert parser.parse("an ally misses you").children[1].data == "miss"


def test_an_unwritable_cache_still_parses(
    tiny: Grammar, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("a file where the cache directory would go")
    monkeypatch.setenv("COUNTERPLAY_CACHE_DIR", str(blocker / "cache"))
    for _ in range(2):
        parser, origin = load_parser(tiny)
        assert origin == "built"
        assert parser.parse("you hits an enemy").data == "start"
    assert blocker.read_text().startswith("a file")


def test_rows_decode_as_lark_built_them(tiny: Grammar) -> None:
    """Every state of the stored parse table, decoded, equals Lark's own table."""
    built, _ = load_parser(tiny)
    restored = tables._from_stored(tiny, pickle.loads(pickle.dumps(tables.stored_form(built, ""))))
    mine = restored.parser.parser.parser.parse_table.states
    lark_own = built.parser.parser.parser.parse_table.states
    assert len(mine) == len(lark_own)
    assert dict(mine.items()) == lark_own


@pytest.mark.parametrize("grammar", shipped_grammars(), ids=lambda g: g.file)
def test_shipped_tables_are_current(grammar: Grammar) -> None:
    """Edit a grammar, then run `python -m counterplay.compiler.tables` (and commit the
    tables): a fresh install must never pay for building them."""
    stored = tables._pickled(tables.shipped_path(grammar), cached=False)
    assert stored["key"] == table_key(grammar), (
        f"{tables.shipped_path(grammar)} is stale: "
        "run `python -m counterplay.compiler.tables` and commit the result"
    )


def test_the_phrase_parsers_come_from_the_shipped_tables() -> None:
    """In this checkout (as in a fresh install) no table is built, for any family."""
    grammars = shipped_grammars()
    assert {g.family for g in grammars} == {"dnd4e", "altered", "horus_heresy"}
    assert [load_parser(g)[1] for g in grammars] == ["shipped"] * len(grammars)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs chown")
def test_only_cache_files_must_be_the_users_own(tiny: Grammar, tmp_path: Path) -> None:
    """A package installed by someone else ships tables the user can use; a per-user
    cache file written by someone else is never unpickled."""
    assert tables.ship([tiny]) == [f"tiny.lark: written to {tables.shipped_path(tiny)}"]
    os.chown(tables.shipped_path(tiny), 65534, 65534)
    assert load_parser(tiny)[1] == "shipped"
    tables.shipped_path(tiny).unlink()
    assert load_parser(tiny)[1] == "built"
    (cached,) = (tmp_path / "cache" / "grammar-tables").iterdir()
    assert load_parser(tiny)[1] == "cache"
    os.chown(cached, 65534, 65534)
    assert load_parser(tiny)[1] == "built"
