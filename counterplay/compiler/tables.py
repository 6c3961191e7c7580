"""Grammar tables built once, not once per process: the phrase grammars' LALR parsers, cached.

Lark needs about six seconds of CPU to compute the LALR tables of each of the phrase
grammars (``trigger_en.lark``, ``effect_en.lark``: thousands of states), which every
command that reads rule text used to pay before doing anything. This module builds a
grammar's parser from stored tables instead, looked for in order:

1. **shipped** with counterplay: ``counterplay/grammar/<family>/tables/<grammar>.tables``, made by
   ``python -m counterplay.compiler.tables`` whenever a grammar changes (a test fails while
   they are stale), so a fresh install never builds them;
2. the **per-user cache**, ``$COUNTERPLAY_CACHE_DIR`` or ``$XDG_CACHE_HOME/counterplay``
   (``~/.cache/counterplay``), ``grammar-tables/<grammar>-<key>.tables``;
3. **built** by Lark, then written to the per-user cache (atomically: a temporary file and
   a rename, so concurrent processes never read half a table). When the cache cannot be
   written the parser is simply used from memory.

A table is used only under its *key*: a hash of the grammar's text (and of the grammars it
imports), the lark version and this module's format. Editing a grammar or upgrading lark
changes the key, so a stale table is never used; a table that cannot be read (damaged,
written by a newer format, not owned by the user) is ignored and rebuilt.

The stored form is Lark's own serialisation (``Lark.save``'s data: rules, terminals,
options) with the parse table replaced by a compact one whose rows are decoded the first
time the parser enters their state: Lark's own cache decodes all ~240,000 actions on every
load (a second), while a parse touches a few dozen states.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import pickle
import re
import sys
import tempfile
import zlib
from array import array
from collections.abc import Iterator
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path, PurePosixPath
from typing import Any

# Bump when the stored form changes: old tables then fall out of use by their key.
FORMAT = "counterplay-tables-5"
_IMPORT = re.compile(r"^%import\s+\.?(\w+)\.", re.MULTILINE)


# The modules that name the grammars counterplay ships tables for, one per game family:
# each has a ``grammars()`` function listing its :class:`Grammar` objects.
GRAMMAR_MODULES = (
    "counterplay.compiler.dnd4e.parse",
    "counterplay.compiler.altered.parse",
    "counterplay.compiler.horus_heresy.parse",
)


@dataclass(frozen=True)
class Grammar:
    """A phrase grammar: its file in the ``grammar`` folder of ``package``, its start rule
    (or rules: a parse then names the one it starts from) and its lexer class (one of Lark's
    custom-lexer classes: rows are decoded as the parser meets them, which a contextual
    lexer, built from every state at once, would defeat)."""

    file: str
    start: str | tuple[str, ...]
    lexer: type
    package: str = "counterplay"

    @property
    def name(self) -> str:
        """The grammar's file name without ``.lark`` (``trigger_en``)."""
        return PurePosixPath(self.file).stem

    @property
    def family(self) -> str:
        """The sub-folder of ``grammar`` the file is in (``dnd4e``), or ``""``."""
        return str(PurePosixPath(self.file).parent).removeprefix(".")


def load_parser(grammar: Grammar) -> tuple[Any, str]:
    """The Lark LALR parser of ``grammar`` and where its tables came from.

    Returns:
        The parser and its origin: ``"shipped"``, ``"cache"`` (the per-user cache) or
        ``"built"`` (computed now by Lark; written to the cache when it can be).
    """
    key = table_key(grammar)
    cached = cached_path(grammar, key)
    for origin, path in (("shipped", shipped_path(grammar)), ("cache", cached)):
        parser = _restore(grammar, path, key, origin == "cache") if path is not None else None
        if parser is not None:
            return parser, origin
    parser = _build(grammar)
    if cached is not None:
        _write(cached, key, parser)
    return parser, "built"


def table_key(grammar: Grammar) -> str:
    """The key a stored table must carry to be used for ``grammar`` as it is now."""
    import lark

    lexer = f"{grammar.lexer.__module__}.{grammar.lexer.__qualname__}"
    start = grammar.start if isinstance(grammar.start, str) else " ".join(grammar.start)
    said = (FORMAT, f"lark {lark.__version__}", grammar.file, start, lexer)
    digest = hashlib.sha256("\0".join(said).encode())
    for text in _grammar_texts(grammar.package, grammar.file, set()):
        digest.update(text.encode("utf-8") + b"\0")
    return digest.hexdigest()


def _grammar_texts(package: str, file: str, seen: set[str]) -> Iterator[str]:
    """The text of ``file`` and of the grammars of ours it ``%import``s (lark's own
    ``common`` grammar is covered by the lark version in the key)."""
    if file in seen:
        return
    seen.add(file)
    family = PurePosixPath(file).parent
    folder = files(package) / "grammar"
    text = (folder / file).read_text(encoding="utf-8")
    yield text
    for name in _IMPORT.findall(text):
        imported = str(family / f"{name}.lark")
        if (folder / imported).is_file():
            yield from _grammar_texts(package, imported, seen)


def shipped_path(grammar: Grammar) -> Path:
    """Where the tables of ``grammar`` are shipped: package data beside the grammar."""
    folder = Path(str(files(grammar.package))) / "grammar" / grammar.family
    return folder / "tables" / f"{grammar.name}.tables"


def cache_dir() -> Path | None:
    """The per-user cache directory of counterplay, None when there is no home to put it."""
    if configured := os.environ.get("COUNTERPLAY_CACHE_DIR"):
        return Path(configured)
    if sys.platform == "win32" and (local := os.environ.get("LOCALAPPDATA")):
        return Path(local) / "counterplay" / "Cache"
    if xdg := os.environ.get("XDG_CACHE_HOME"):
        return Path(xdg) / "counterplay"
    try:
        return Path.home() / ".cache" / "counterplay"
    except RuntimeError:  # no home directory known
        return None


def cached_path(grammar: Grammar, key: str) -> Path | None:
    """Where the per-user cache keeps the tables of ``grammar`` under ``key``."""
    directory = cache_dir()
    if directory is None:
        return None
    name = ".".join(filter(None, (grammar.package, grammar.family, grammar.name)))
    name = f"{name}-{key[:16]}.tables"
    return directory / "grammar-tables" / name


def _restore(grammar: Grammar, path: Path, key: str, cached: bool = False) -> Any | None:
    """The parser stored at ``path`` when it carries ``key``; None for anything else (no
    file, another key, damaged, or a ``cached`` file someone else could have written): any
    table that cannot be used is only a cache miss."""
    try:
        stored = _pickled(path, cached)
        if not isinstance(stored, dict) or stored.get("key") != key:
            return None
        return _from_stored(grammar, stored)
    except Exception:
        return None


def _pickled(path: Path, cached: bool = True) -> Any:
    """What the table file at ``path`` holds. A file of the per-user cache (``cached``) is
    read only when it is the user's own (see :func:`_trusted`); a shipped one is trusted as
    the package's own code beside it is."""
    with open(path, "rb") as handle:
        if cached and not _trusted(os.fstat(handle.fileno())):
            raise PermissionError(f"{path}: not the user's own, or writable by others")
        return pickle.loads(zlib.decompress(handle.read()))


def _packed(stored: dict[str, Any]) -> bytes:
    # zlib, not lzma: three times the bytes (1.3 MB for the two 4E grammars), but read
    # back in a sixth of the time, which every worker process pays before its first file
    return zlib.compress(pickle.dumps(stored, protocol=5), level=9)


def _trusted(stat: os.stat_result) -> bool:
    """A table is unpickled only from a file of the user's own (or root's, for an install
    made by root) that nobody else may write: tables are code-like data."""
    getuid = getattr(os, "getuid", None)
    if getuid is None:  # Windows: the user's own profile directory
        return True
    return stat.st_uid in (getuid(), 0) and not stat.st_mode & 0o022


def _build(grammar: Grammar, algorithm: str = "lalr") -> Any:
    """``grammar``'s parser, built now (``earley``: its rules alone, without tables)."""
    from lark import Lark

    return Lark.open_from_package(
        grammar.package,
        grammar.file,
        ("grammar",),
        parser=algorithm,
        lexer=grammar.lexer,
        start=grammar.start if isinstance(grammar.start, str) else list(grammar.start),
        propagate_positions=False,
        maybe_placeholders=False,
    )


def stored_form(parser: Any, key: str) -> dict[str, Any]:
    """``parser`` as it is stored: Lark's serialisation with its rules and terminals as
    objects (unpickled in C, where Lark's own loader rebuilds them field by field) and its
    parse table's actions as compact rows (see :class:`_Rows`)."""
    from lark.grammar import Rule
    from lark.lexer import TerminalDef
    from lark.utils import SerializeMemoizer

    data, memo = parser.memo_serialize([TerminalDef, Rule])
    table = data["parser"]["parser"]
    # A reduction names its rule by Lark's memo id; rows name it by its place in the
    # parser's list of rules, which is what loading gives back as objects.
    place = {ref["@"]: index for index, ref in enumerate(data["rules"])}
    flat: list[int] = []
    offsets = array("i", [0])
    for state in range(len(table["states"])):
        for token, (kind, arg) in sorted(table["states"][state].items()):
            # a state number >= 0 is a shift (or a goto); -1 - n reduces by rule n
            flat += (token, arg if kind == 0 else -1 - place[arg["@"]])
        offsets.append(len(flat))
    data["parser"]["parser"] = {**table, "states": {}}
    # Lark's loader passes objects found in the memo through as they are
    objects = SerializeMemoizer.deserialize(memo, {"Rule": Rule, "TerminalDef": TerminalDef}, {})
    _share_symbols(objects.values())
    # two bytes a number while they fit (half the bytes to decompress on every load)
    typecode = "h" if all(-(2**15) <= n < 2**15 for n in flat) else "i"
    rows = {"typecode": typecode, "values": array(typecode, flat).tobytes()}
    rows["offsets"] = offsets.tobytes()
    return {"key": key, "data": data, "memo": objects, "rows": rows}


def _share_symbols(objects: Any) -> None:
    """One object per grammar symbol and per set of rule options, shared by every rule that
    names it (Lark's loader makes one per mention): a fifth of the objects to unpickle."""
    from lark.grammar import Rule

    shared: dict[Any, Any] = {}

    def one(thing: Any) -> Any:
        fields = type(thing).__serialize_fields__  # what makes two of them the same
        key = (type(thing), *(getattr(thing, name) for name in fields))
        return shared.setdefault(key, thing)

    for rule in objects:
        if isinstance(rule, Rule):
            rule.origin = one(rule.origin)
            rule.expansion = [one(symbol) for symbol in rule.expansion]
            rule.options = one(rule.options)


def _from_stored(grammar: Grammar, stored: dict[str, Any]) -> Any:
    from lark import Lark
    from lark.parsers.lalr_analysis import Reduce, Shift

    parser = Lark.load({"data": stored["data"], "memo": stored["memo"]})
    if not isinstance(parser.options.lexer, type) or parser.options.lexer is not grammar.lexer:
        raise TypeError(f"{grammar.file}: stored with another lexer")
    values, offsets = array(stored["rows"]["typecode"]), array("i")
    values.frombytes(stored["rows"]["values"])
    offsets.frombytes(stored["rows"]["offsets"])
    tokens = stored["data"]["parser"]["parser"]["tokens"]
    table = parser.parser.parser._parse_table  # shared with the parser that reads it
    table.states = _Rows(values, offsets, tokens, parser.rules, (Shift, Reduce))
    return parser


class _Rows(dict[int, dict[str, tuple[Any, Any]]]):
    """The parse table's states, each decoded the first time the parser looks it up.

    Lark's LALR parser only ever looks states up by number (``states[state][token]``), so
    the dict starts empty and ``__missing__`` fills it; iterating it decodes every row first,
    so any other use still sees the whole table.
    """

    def __init__(
        self,
        values: array[int],
        offsets: array[int],
        tokens: dict[int, str],
        rules: list[Any],
        actions: tuple[Any, Any],
    ) -> None:
        super().__init__()
        self._values, self._offsets, self._tokens = values, offsets, tokens
        shift, reduce = actions
        # every action once, by its number in the rows, shared by the rows that hold it:
        # a row is then decoded by lookups alone (building a tuple per entry was most of
        # the time of a run that reads a thousand sentences)
        self._actions: dict[int, tuple[Any, Any]] = {
            **{state: (shift, state) for state in range(len(offsets) - 1)},
            **{-1 - index: (reduce, rule) for index, rule in enumerate(rules)},
        }

    def __missing__(self, state: int) -> dict[str, tuple[Any, Any]]:
        if not 0 <= state < len(self._offsets) - 1:
            raise KeyError(state)
        flat = self._values[self._offsets[state] : self._offsets[state + 1]]
        row = dict(
            zip(
                map(self._tokens.__getitem__, flat[::2]),
                map(self._actions.__getitem__, flat[1::2]),
                strict=True,
            )
        )
        self[state] = row
        return row

    def _complete(self) -> None:
        for state in range(len(self)):
            if not dict.__contains__(self, state):
                self.__missing__(state)

    def __iter__(self) -> Iterator[int]:
        self._complete()
        return super().__iter__()

    def __len__(self) -> int:
        return len(self._offsets) - 1

    def keys(self) -> Any:
        self._complete()
        return super().keys()

    def values(self) -> Any:
        self._complete()
        return super().values()

    def items(self) -> Any:
        self._complete()
        return super().items()


def _write(path: Path, key: str, parser: Any) -> bool:
    """Store ``parser``'s tables at ``path`` atomically; False when it cannot be written."""
    try:
        payload = _packed(stored_form(parser, key))
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except Exception:  # an unwritable cache only costs the next process a rebuild
        return False
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
        os.chmod(temp, 0o644)
        os.replace(temp, path)
    except OSError:
        Path(temp).unlink(missing_ok=True)
        return False
    return True


def ship(grammars: list[Grammar]) -> list[str]:
    """Write the shipped tables of ``grammars`` (for developers, after a grammar change);
    returns what was done, one line per grammar."""
    done = []
    for grammar in grammars:
        key, path = table_key(grammar), shipped_path(grammar)
        if _restore(grammar, path, key) is not None:
            done.append(f"{grammar.file}: up to date")
            continue
        if not _write(path, key, _build(grammar)):
            raise OSError(f"cannot write {path}")
        done.append(f"{grammar.file}: written to {path}")
    return done


def shipped_grammars() -> list[Grammar]:
    """Every grammar whose tables counterplay ships, of every family (``GRAMMAR_MODULES``)."""
    return [g for module in GRAMMAR_MODULES for g in importlib.import_module(module).grammars()]


def conflicts_report(names: list[str]) -> list[str]:
    """The LALR conflicts of the shipped grammars named (by file, ``altered/ability.lark``,
    or by name, ``ability``; all of them when none is named), grouped as
    :mod:`counterplay.compiler.conflicts` does, most frequent first."""
    from counterplay.compiler.conflicts import by_token, grammar_conflicts

    known = shipped_grammars()
    chosen = [g for g in known if not names or g.file in names or g.name in names]
    unknown = set(names) - {g.file for g in chosen} - {g.name for g in chosen}
    if unknown:
        raise KeyError(f"no shipped grammar {', '.join(sorted(unknown))}")
    lines = []
    for grammar in chosen:
        groups = grammar_conflicts(_rules(grammar), grammar.start)
        total = sum(group.states for group in groups)
        lines.append(f"{grammar.file}: {total} conflicts in {len(groups)} groups")
        tokens = ", ".join(f"{token} {n}" for token, n in by_token(groups))
        lines += [f"  by token: {tokens}"] if groups else []
        lines += [text for group in groups for text in group.describe()]
    return lines


def _rules(grammar: Grammar) -> list[Any]:
    """The rules of ``grammar`` as Lark compiles them, without its LALR table (which Lark
    refuses to build at all when two rules reduce on one token)."""
    return list(_build(grammar, "earley").rules)


def main(argv: list[str] | None = None) -> int:
    """``python -m counterplay.compiler.tables``: write the shipped tables, or with
    ``--conflicts [GRAMMAR...]`` list the grammars' LALR conflicts instead."""
    import argparse

    options = argparse.ArgumentParser(prog="python -m counterplay.compiler.tables")
    options.add_argument(
        "--conflicts",
        nargs="*",
        metavar="GRAMMAR",
        help="list the LALR conflicts of these grammars (all when none is named)",
    )
    args = options.parse_args(argv)
    try:
        lines = (
            ship(shipped_grammars()) if args.conflicts is None else conflicts_report(args.conflicts)
        )
    except KeyError as exc:
        print(f"error: {exc.args[0]}", file=sys.stderr)
        return 2
    try:
        for line in lines:
            print(line)
        sys.stdout.flush()
    except BrokenPipeError:  # read by `head`, which stopped reading: not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


if __name__ == "__main__":  # python -m counterplay.compiler.tables [--conflicts [GRAMMAR...]]
    sys.exit(main())
