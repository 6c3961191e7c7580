"""Stage ``load``: read a YAML file into plain JSON-compatible data plus source spans.

The fast path reads ruamel's C parser events (marks included) and constructs only plain
values (str, int, float, bool, None, list, dict) from them: no Python object is ever built
from a tag. Aliases count the size of what they point to, so an alias bomb stops at
:data:`MAX_NODES` without being expanded, and depth is bounded by :data:`MAX_DEPTH`. Files
that are rewritten in place (``translate``) use ruamel's round-trip mode elsewhere.

Nothing is changed silently: scalars are read by the YAML 1.2 core schema, keys are kept as
the text they are written as, and what cannot be read as written is refused at its cause
(an unclosed quote or bracket where it opens). ``tests/test_yaml_suite.py`` holds this stage
to the official YAML test suite.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from counterplay.compiler.convertible import not_yaml
from counterplay.diagnostics import Diagnostic, Lines, Span, diagnostic
from counterplay.files import MAX_INPUT_BYTES, ReadError, read_input
from counterplay.yaml_core import plain_kind

MAX_BYTES = MAX_INPUT_BYTES
MAX_NODES = 1_000_000
MAX_DEPTH = 64
# Integers are refused from 2**63 on, by the length of their digits before any is
# converted: Python refuses to print an integer of more than 4,300 digits, and converting
# a long decimal one costs time quadratic in its length.
MAX_INT = 2**63 - 1
_INT_DIGITS = {10: 19, 16: 16, 8: 21, 2: 63}
_QUOTED = 40  # characters of a value quoted in a message

JsonPath = tuple[str | int, ...]


@dataclass
class Document:
    """A loaded YAML document.

    ``spans`` maps a JSON path (``("powers", 3, "trigger")``) to the span of its value;
    ``key_spans`` maps the same path to the span of the mapping key that names it.
    """

    path: str
    text: str
    data: Any
    spans: dict[JsonPath, Span] = field(default_factory=dict)
    key_spans: dict[JsonPath, Span] = field(default_factory=dict)

    def span(self, path: JsonPath, *, key: bool = False) -> Span:
        """The span of ``path``, or of its nearest ancestor that has one."""
        table = self.key_spans if key else self.spans
        for end in range(len(path), -1, -1):
            found = table.get(path[:end]) or self.spans.get(path[:end])
            if found is not None:
                return found
        return Span(self.path, 1, 1)

    @cached_property
    def lines(self) -> list[str]:
        """The text's lines (``str.splitlines``), split once: fixes and spans look up
        lines one at a time, thousands of times in a large file."""
        return self.text.splitlines()


class _Refused(Exception):
    def __init__(self, diag: Diagnostic) -> None:
        self.diag = diag


_CORE = "tag:yaml.org,2002:"
# The only tags a document may carry: YAML's own plain kinds. Anything else (python/...,
# custom !tags) could ask a loader to build objects, so it is refused, not ignored.
_ALLOWED_TAGS = {_CORE + k for k in ("str", "int", "float", "bool", "null", "timestamp", "binary")}
_COLLECTION_TAGS = {None, "!", _CORE + "map", _CORE + "seq", _CORE + "omap"}
_MERGE = _CORE + "merge"


def _scalar(kind: str, value: str) -> Any:
    """Construct a plain value of a core-schema kind from text already checked to be one."""
    if kind == "null":
        return None
    if kind == "bool":
        return value in ("true", "True", "TRUE")
    if kind == "int":
        return _integer(value)
    if kind == "float":
        low = value.lower().replace("_", "")
        special = {".inf": "inf", "+.inf": "inf", "-.inf": "-inf", ".nan": "nan"}
        return float(special.get(low, low))
    return value  # str, timestamp, binary and the like stay text


class _TooLarge(ValueError):
    """An integer past :data:`MAX_INT`."""


def _integer(value: str) -> int:
    """A YAML integer ("12", "-0x1F", "0o17"), refused from :data:`MAX_INT` on."""
    text = value.replace("_", "")
    digits = text.lstrip("+-")
    base = {"0x": 16, "0o": 8, "0b": 2}.get(digits[:2].lower(), 10)
    if base != 10:
        digits = digits[2:]
    if len(digits.lstrip("0")) > _INT_DIGITS[base]:
        raise _TooLarge
    number = int(text, 0) if base != 10 else int(text)
    if abs(number) > MAX_INT:
        raise _TooLarge
    return number


def _quoted(value: str) -> str:
    """``value`` quoted for a message, its start only when it is long."""
    if len(value) <= _QUOTED:
        return repr(value)
    return f"{value[:_QUOTED]!r}... ({len(value):,} characters)"


# How YAML 1.2 writes each kind an explicit tag may ask for, for the message when the text
# is not one of them (``!!bool no``: refused, never guessed).
_WRITTEN = {
    "null": "null, ~ or nothing",
    "bool": "true or false",
    "int": "digits, 0o octal or 0x hex",
    "float": "a decimal number, .inf or .nan",
}


@dataclass
class _Open:
    """A collection being built: its value, where it sits, and the key awaiting a value."""

    value: dict[str, Any] | list[Any]
    path: JsonPath
    size: int = 1
    key: str | None = None
    key_span: Span | None = None
    anchor: str | None = None


def _merge_refused(span: Span) -> Diagnostic:
    # merge keys would let aliases splice mappings: refused, simply
    return diagnostic("Y010", "merge keys ('<<') are not supported; write the fields out", span)


def _version_refused(line: str, span: Span) -> Diagnostic:
    directive = " ".join(line.split("#")[0].split())
    return diagnostic(
        "Y004",
        f"'{directive}' asks for another YAML version; counterplay reads YAML 1.2 "
        "(where yes, no, on and off are text): delete the line",
        span,
    )


@cache
def _event_kinds() -> Any:
    """ruamel's event classes (imported once: the builder asks for them at every event)."""
    from ruamel.yaml import events

    return events


class _Builder:
    """Builds plain data from YAML parse events, iteratively (no recursion to overflow).

    The event stream is lazy, so the depth limit stops a deeply nested file at once, and
    an alias adds the size of what it points to, so an alias bomb stops at its first
    alias past the node limit instead of ever being expanded.
    """

    def __init__(self, path: str, text: str, lines: Lines | None = None) -> None:
        self.path = path
        self.text = text
        # Positions from the parser's marks, unless the text holds NEL, LS or PS: the
        # parser (YAML 1.1) breaks lines there, diagnostics (as editors) do not.
        self.lines = lines
        self.nodes = 0
        self.aliased = 0  # of the nodes, those that aliases repeat
        self.spans: dict[JsonPath, Span] = {}
        self.key_spans: dict[JsonPath, Span] = {}
        # anchor -> (value, size, the text a scalar was written as: what an alias key reads)
        self.anchors: dict[str, tuple[Any, int, str | None]] = {}

    def span(self, event: Any) -> Span:
        start, end = event.start_mark, event.end_mark
        if self.lines is not None:  # the parser broke lines where the file has none
            return Span(
                self.path, *self.lines.position(start.index), *self.lines.position(end.index)
            )
        return Span(self.path, start.line + 1, start.column + 1, end.line + 1, end.column + 1)

    def _resolve(self, event: Any) -> Any:
        """The value of a scalar: its core-schema kind from its tag, or from its text if plain."""
        tag = None if event.tag is None else str(event.tag)
        if tag is None:
            kind = plain_kind(event.value) if event.implicit[0] else "str"
        elif tag == "!":  # the non-specific tag: YAML makes the scalar a string
            kind = "str"
        elif tag == _MERGE:
            raise _Refused(_merge_refused(self.span(event)))
        elif tag not in _ALLOWED_TAGS:
            raise _Refused(diagnostic("Y010", f"the tag {tag!r} is not allowed", self.span(event)))
        else:
            kind = tag.removeprefix(_CORE)
            written = plain_kind(event.value)
            if kind in _WRITTEN and kind != written and (kind, written) != ("float", "int"):
                raise _Refused(
                    diagnostic(
                        "Y004",
                        f"{event.value!r} is not a !!{kind}: YAML 1.2 writes {_WRITTEN[kind]}",
                        self.span(event),
                    )
                )
        try:
            return _scalar(kind, event.value)
        except _TooLarge:
            message = f"the integer {_quoted(event.value)} is too large (the limit is 2^63 - 1)"
            raise _Refused(diagnostic("Y004", message, self.span(event))) from None
        except ValueError:
            raise _Refused(
                diagnostic(
                    "Y004", f"{_quoted(event.value)} is not a valid !!{kind}", self.span(event)
                )
            ) from None

    def _node(self, event: Any, kind: type) -> tuple[Any, int, str | None] | None:
        """(value, size, written text) of a node event (of the class ``kind``: events are
        of ruamel's classes themselves, none of a subclass); None for the stream's other
        events."""
        ev = _event_kinds()
        if kind is ev.ScalarEvent:
            found = self._resolve(event), 1, event.value
            if event.anchor:
                self.anchors[event.anchor] = found
            return found
        if kind is ev.AliasEvent:
            if event.anchor not in self.anchors:
                raise _Refused(
                    diagnostic("Y004", f"unknown alias *{event.anchor}", self.span(event))
                )
            self.aliased += self.anchors[event.anchor][1]
            return self.anchors[event.anchor]
        if kind is ev.MappingStartEvent or kind is ev.SequenceStartEvent:
            if (None if event.tag is None else str(event.tag)) not in _COLLECTION_TAGS:
                raise _Refused(
                    diagnostic("Y010", f"the tag {event.tag!r} is not allowed", self.span(event))
                )
            return ({} if kind is ev.MappingStartEvent else []), 1, None
        return None

    def _start_document(self, event: Any, documents: int) -> None:
        if documents > 1:
            raise _Refused(
                diagnostic(
                    "Y004",
                    "expected one YAML document, found a second ('---'); "
                    "put each document in its own file",
                    self.span(event),
                )
            )
        if event.version is not None and tuple(event.version) != (1, 2):
            # the directive sits on a line above the '---' (the C parser marks it, the pure
            # one marks the '---'): the last '%YAML' line before it
            lines = self.text.splitlines()[: event.start_mark.line + 1]
            line = max((i for i, t in enumerate(lines) if t.startswith("%YAML")), default=0)
            raise _Refused(_version_refused(lines[line], Span(self.path, line + 1, 1)))

    def build(self, events: Any) -> tuple[Any, bool]:
        """Consume the events of one stream; return (data, whether a document was found)."""
        ev = _event_kinds()
        collections = (ev.MappingStartEvent, ev.SequenceStartEvent)
        stack: list[_Open] = []
        root: Any = None
        documents = 0
        for event in events:
            kind = type(event)
            if kind is ev.DocumentStartEvent:
                documents += 1
                self._start_document(event, documents)
                continue
            if kind is ev.MappingEndEvent or kind is ev.SequenceEndEvent:
                done = stack.pop()
                if done.anchor:
                    self.anchors[done.anchor] = (done.value, done.size, None)
                if stack:
                    stack[-1].size += done.size
                continue
            node = self._node(event, kind)
            if node is None:
                continue  # stream start and end, document end
            value, size, text = node
            self.nodes += size
            if self.nodes > MAX_NODES:
                raise _Refused(self._too_many(event))
            if stack and type(stack[-1].value) is dict and stack[-1].key is None:
                self._take_key(stack[-1], event, value, text)
                continue
            path = self._place(stack, value, event)
            if path == ():
                root = value
            if kind in collections:
                if len(stack) >= MAX_DEPTH:
                    raise _Refused(
                        diagnostic(
                            "Y008", f"nesting deeper than {MAX_DEPTH} levels", self.span(event)
                        )
                    )
                stack.append(_Open(value, path, anchor=event.anchor))
                continue
            if stack:
                stack[-1].size += size
        return root, documents > 0

    def _too_many(self, event: Any) -> Diagnostic:
        """Y006 when aliases make most of the values (an alias bomb), else Y015."""
        if self.aliased * 2 > self.nodes:
            message = (
                f"the document expands to more than {MAX_NODES:,} values; YAML aliases "
                "are probably nested to multiply it (an alias bomb)"
            )
            return diagnostic("Y006", message, self.span(event))
        message = f"the document holds more than {MAX_NODES:,} values; split it into several files"
        return diagnostic("Y015", message, self.span(event))

    def _take_key(self, parent: _Open, event: Any, value: Any, text: str | None) -> None:
        """Take a key as the text it is written as (``007``, ``1.10``, ``true``), not its value."""
        if text is None:
            raise _Refused(diagnostic("Y004", "a mapping key must be plain text", self.span(event)))
        if text == "<<" and event.tag is None and event.implicit[0]:
            # a plain '<<' is a merge key to whoever wrote it; a quoted "<<" is only text
            raise _Refused(_merge_refused(self.span(event)))
        if value is None and not text:
            raise _Refused(
                diagnostic(
                    "Y004", "a mapping key is empty; write the key before ':'", self.span(event)
                )
            )
        assert isinstance(parent.value, dict)
        if text in parent.value:
            raise _Refused(self._repeated(parent, text, event))
        parent.key, parent.key_span = text, self.span(event)

    def _repeated(self, parent: _Open, text: str, event: Any) -> Diagnostic:
        """Y009 at a key written a second time, saying where the first one is."""
        first = self.key_spans.get((*parent.path, text))
        where = f" (the first is at line {first.line}, column {first.column})" if first else ""
        message = f"duplicate key {text!r}{where}: keep one of the two"
        return diagnostic("Y009", message, self.span(event))

    def _place(self, stack: list[_Open], value: Any, event: Any) -> JsonPath:
        """Put ``value`` into the open collection on top of the stack; return its path."""
        if not stack:
            path: JsonPath = ()
        else:
            parent = stack[-1]
            if isinstance(parent.value, dict):
                assert parent.key is not None
                path = (*parent.path, parent.key)
                parent.value[parent.key] = value
                if parent.key_span is not None:
                    self.key_spans[path] = parent.key_span
                parent.key, parent.key_span = None, None
            else:
                path = (*parent.path, len(parent.value))
                parent.value.append(value)
        self.spans[path] = self.span(event)
        return path


def decode(path: str, raw: bytes) -> tuple[str | None, Diagnostic | None]:
    """The UTF-8 text of ``raw`` (a byte-order mark dropped), or Y003 at the first bad byte."""
    body = raw.removeprefix(codecs.BOM_UTF8)  # (positions of errors count from after it)
    try:
        return body.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        before = body[: exc.start].decode("utf-8")  # valid up to the bad byte
        line, column = Lines(before + "?").position(len(before))  # "?": where the byte is
        return None, diagnostic(
            "Y003",
            f"invalid UTF-8 byte 0x{body[exc.start]:02x}; save the file as UTF-8",
            Span(path, line, column),
        )


_ODD_BREAKS = ("\x85", "\u2028", "\u2029")


@contextmanager
def _events(text: str) -> Iterator[Any]:
    """The parser's events: ruamel's C parser, or its pure-Python one where the C extension is
    missing. The C parser is used on its own: through a ``YAML`` object, each file also made
    a loader class and a constructor and resolver that events never use (half the time of
    parsing a small file); and its events are taken straight from it (through a generator,
    each event cost a tenth more)."""
    import ruamel.yaml.main

    c_parser = vars(ruamel.yaml.main).get("CParser")  # None without the C extension
    if c_parser is None:  # ruamel's pure parser, through its loader
        yield _parsing()(typ="safe").parse(text)
        return
    parser = c_parser(text)
    try:
        yield iter(parser.get_event, None)  # (None after the stream's end)
    finally:
        parser.dispose()


@cache
def _parsing() -> Any:
    from ruamel.yaml import YAML

    class Parsing(YAML):
        """ruamel's loader, taking any '%YAML' version it is told: the pure parser tells it
        ``%YAML 1.3`` and the stock setter's assert would escape as a traceback. The builder
        refuses every version but 1.2, at its directive."""

        def official_plug_ins(self) -> list[str]:
            return []  # none is used; looking for them was a third of making a loader

        @property
        def version(self) -> Any:
            return self._version

        @version.setter
        def version(self, value: Any) -> None:
            self._version = value

    return Parsing


# What the parser was reading when it gave up, for the openings it may never have closed.
_OPENINGS = {
    "while scanning a quoted scalar": "quote",
    "while parsing a flow sequence": "'['",
    "while parsing a flow mapping": "'{'",
}


_QUOTE_IN_MAPPING = (
    "in a {...} written on one line, a value that holds [ ] { } or a comma must be in "
    'quotes ({name: "Strike, then shift"})'
)
_QUOTE_IN_LIST = (
    "in a [...] written on one line, an item that holds [ ] { } or a comma must be in quotes"
)
_ONE_DOCUMENT = (
    "the file goes on after its top-level value ends: a file holds one YAML document (one "
    "mapping); a JSON-lines file is read by `counterplay convert`"
)
# The parser's words for the usual slips of a hand-written file, said as what to do.
_SAID = {
    "mapping values are not allowed": "a ': ' where no field can start: put a value that "
    "holds ': ' in quotes (hit: \"... Effect: ...\"), or indent this line like the fields "
    "beside it",
    "did not find expected '-' indicator": "this line is indented less than the fields "
    "above it: line it up with them",
    "did not find expected key": "this line is not indented like the fields beside it",
    "expected <block end>": "this line is not indented like the fields beside it",
    "found a tab character": "a tab in the indentation: YAML indents with spaces only",
    "found character '\\t' that cannot start any token": "a tab in the indentation: YAML "
    "indents with spaces only",
    "could not find expected ':'": "a field name with no ':' after it (write `usage: daily`)",
    "did not find expected ',' or '}'": _QUOTE_IN_MAPPING,
    "expected ',' or '}'": _QUOTE_IN_MAPPING,  # (ruamel's pure-Python parser)
    "did not find expected ',' or ']'": _QUOTE_IN_LIST,
    "expected ',' or ']'": _QUOTE_IN_LIST,
    "did not find expected <document start>": _ONE_DOCUMENT,
    "expected '<document start>'": _ONE_DOCUMENT,  # (ruamel's pure-Python parser)
}


def _syntax_error(exc: Any, text: str, name: str) -> Diagnostic:
    """A parser error as a diagnostic at its cause: an unclosed quote or bracket at its opening
    (the parser only notices where it gives up, often the end of the file)."""
    lines = text.splitlines(keepends=True)
    problem = exc.problem or exc.context or "invalid YAML"
    at, opened = exc.problem_mark, exc.context_mark
    mark = at or opened
    span = Span(name, mark.line + 1, mark.column + 1) if mark else Span(name, 1, 1)
    if problem.startswith("found incompatible YAML document") and span.line <= len(lines):
        return _version_refused(lines[span.line - 1], span)
    opening = _OPENINGS.get(exc.context or "")
    if (
        opening
        and at is not None
        and opened is not None
        and not _closed(text, sum(map(len, lines[: opened.line])) + opened.column)
    ):
        return diagnostic(
            "Y004",
            f"YAML syntax error: this {opening} is never closed ({problem} at {span})",
            Span(name, opened.line + 1, opened.column + 1),
        )
    said = next((words for start, words in _SAID.items() if problem.startswith(start)), None)
    if said is None and problem.endswith("cannot start any token"):
        said = _cannot_start(
            lines[span.line - 1][span.column - 1 :] if span.line <= len(lines) else ""
        )
    if said is None:
        return diagnostic("Y004", f"YAML syntax error: {problem}", span)
    if exc.context == "while scanning a simple key" and opened is not None:
        span = Span(name, opened.line + 1, opened.column + 1)  # the key, not the next line
    return diagnostic("Y004", f"YAML syntax error: {said} (the parser: {problem})", span)


def _cannot_start(rest: str) -> str | None:
    """What to do about the character that starts ``rest``, which no YAML value may start
    with (the C parser does not say which it is): a tab, or a reserved ``@`` or backquote."""
    if rest.startswith("\t"):
        return _SAID["found a tab character"]
    if rest[:1] in ("@", "`"):
        return f"{rest[0]!r} cannot start a value in YAML: put the value in quotes"
    return None


def _closed(text: str, start: int) -> bool:
    """Whether the quote or bracket at ``text[start]`` is closed further on: a scan that skips
    quoted text and comments, enough to tell a missing closer from a mistake inside."""
    depth, at = 0, start
    while at < len(text):
        char = text[at]
        if char in "\"'" and (at == start or text[at - 1] in " \t\r\n[{,:"):
            at = _after_quote(text, at)
            if at < 0 or depth == 0:
                return at >= 0
            continue
        if char == "#" and text[at - 1] in " \t\r\n":
            at = text.find("\n", at)
            if at < 0:
                return False
        elif char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
            if depth == 0:
                return True
        at += 1
    return False


def _after_quote(text: str, at: int) -> int:
    """The index just after the quoted text opening at ``at``; -1 if it never closes."""
    quote, at = text[at], at + 1
    while at < len(text):
        if text[at] == "\\" and quote == '"':
            at += 2
        elif text[at] == quote and text[at + 1 : at + 2] == quote == "'":
            at += 2  # '' is a quote inside single quotes
        elif text[at] == quote:
            return at + 1
        else:
            at += 1
    return -1


# Why files.read_input refused a file -> the diagnostic that says so.
_READ_CODES = {
    "missing": "Y001",
    "directory": "Y002",
    "special": "Y014",
    "unreadable": "Y011",
    "too-large": "Y007",
}


def read_source(
    path: str | Path, max_bytes: int = MAX_BYTES
) -> tuple[bytes | None, list[Diagnostic]]:
    """The bytes of the input file ``path`` (``files.read_input``: regular files only, at
    most ``max_bytes``), or None and the diagnostic saying why it was not read."""
    try:
        return read_input(path, max_bytes), []
    except ReadError as exc:
        # a file that is there but refused gets a position; a missing one has none
        span = Span(str(path), 1, 1) if exc.kind in ("special", "too-large") else None
        return None, [diagnostic(_READ_CODES[exc.kind], str(exc), span)]


def load(
    path: str | Path, *, max_bytes: int = MAX_BYTES
) -> tuple[Document | None, list[Diagnostic]]:
    """Read one YAML file.

    Args:
        path: the file to read.
        max_bytes: files larger than this are refused before they are read.

    Returns:
        The document (None when it could not be read) and the diagnostics found.
    """
    name = str(path)
    raw, problems = read_source(path, max_bytes)
    if raw is None:
        return None, problems
    text, bad = decode(name, raw)
    if text is None:
        return None, [bad] if bad else []
    return load_text(text, name)


def load_text(text: str, name: str = "<text>") -> tuple[Document | None, list[Diagnostic]]:
    """Load YAML that is already in memory; ``name`` is used in spans."""
    from ruamel.yaml.error import MarkedYAMLError, YAMLError
    from ruamel.yaml.reader import ReaderError

    odd_breaks = any(c in text for c in _ODD_BREAKS)
    builder = _Builder(name, text, Lines(text) if odd_breaks else None)
    try:
        with _events(text) as events:
            data, found = builder.build(events)
    except _Refused as refused:
        return None, [refused.diag]
    except ReaderError as exc:  # a character YAML does not allow: ruamel gives an index
        line, column = Lines(text).position(exc.position)
        message = f"the character U+{exc.character:04X} is not allowed in YAML; remove it"
        return None, [diagnostic("Y004", message, Span(name, line, column))]
    except MarkedYAMLError as exc:
        broken = _syntax_error(exc, text, name)
        if said := not_yaml(text, name):  # stat blocks pasted where YAML goes
            broken = replace(broken, message=said)
        # "end of the stream" is past the last line: shown at the end of the text
        if broken.span is not None:
            place = Lines(text).clamp(broken.span.line, broken.span.column)
            broken = diagnostic(broken.code, broken.message, Span(name, *place))
        return None, [broken]
    except (YAMLError, ValueError) as exc:
        return None, [diagnostic("Y004", f"YAML syntax error: {exc}", Span(name, 1, 1))]
    if not found or data is None:
        return None, [diagnostic("Y005", _nothing_in(text, found), Span(name, 1, 1))]
    return Document(name, text, data, builder.spans, builder.key_spans), []


def _nothing_in(text: str, found: bool) -> str:
    """Y005's words for a document with nothing in it, as the file has it."""
    if not text.strip():
        return "the file is empty; expected a YAML document"
    if not found:
        return "the file holds only comments (or document markers); expected a YAML document"
    return "the file's document is empty (null); expected a YAML document"
