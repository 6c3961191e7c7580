"""Fixes as text edits: what a lint fix replaces in a file, and applying them.

A fix replaces the text between two positions of the file (1-based lines and columns,
counted in characters, the end excluded) and nothing else, so that comments, blank lines,
quoting and key order are kept exactly. The helpers here make the edits lint proposes
(replace a scalar, a list of keywords, add a line after a key); :func:`apply` makes them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from counterplay.compiler.load import Document, JsonPath
from counterplay.diagnostics import Diagnostic, Fix, Span, diagnostic
from counterplay.quoting import quoted
from counterplay.suggest import closest


def _offsets(text: str) -> list[int]:
    """The offset of each line's first character (line n starts at ``offsets[n - 1]``)."""
    starts = [0]
    for line in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    return starts


def _offset(starts: list[int], line: int, column: int) -> int:
    return starts[min(line, len(starts)) - 1] + column - 1


def apply(text: str, fixes: Sequence[Fix]) -> tuple[str, int]:
    """``text`` with ``fixes`` made, and how many were made; a fix that overlaps one made
    before it (in file order) is left for a later run."""
    starts = _offsets(text)
    spans: list[tuple[int, int, str]] = []
    for fix in fixes:
        span = fix.span
        end_line = span.end_line or span.line
        end_column = span.end_column or span.column
        begin = _offset(starts, span.line, span.column)
        spans.append((begin, _offset(starts, end_line, end_column), fix.replacement))
    made: list[tuple[int, int, str]] = []
    seen: set[tuple[int, int, str]] = set()
    for begin, end, replacement in sorted(spans, key=lambda s: (s[0], s[1])):
        if (made and begin < made[-1][1]) or (begin, end, replacement) in seen:
            continue
        made.append((begin, end, replacement))
        seen.add((begin, end, replacement))
    pieces: list[str] = []
    done = 0
    for begin, end, replacement in made:
        pieces += [text[done:begin], replacement]
        done = end
    return "".join([*pieces, text[done:]]), len(made)


def _quoted(document: Document, span: Span, value: str) -> str:
    """``value`` written as the scalar at ``span`` is: in the same quotes, if it has them."""
    line = document.lines[span.line - 1]
    first = line[span.column - 1 : span.column]
    if first in ("'", '"'):
        return f"{first}{value}{first}"
    return value


def replace_scalar(
    document: Document, path: JsonPath, value: str, *, key: bool = False, safe: bool = True
) -> Fix | None:
    """Replace the scalar (or with ``key``, the mapping key) at ``path`` by ``value``; no fix
    renames a key to one its mapping has already (`triger:` beside `trigger:`)."""
    if key and (*path[:-1], value) in document.key_spans:
        return None
    span = document.key_spans.get(path) if key else document.spans.get(path)
    if span is None or span.end_line != span.line or span.end_column is None:
        return None
    return Fix(span, _quoted(document, span, value), safe)


def _flow_end(line: str, start: int) -> int | None:
    """The index just past the ``]`` that closes the ``[`` at ``start`` (None: not on it)."""
    depth = 0
    for index in range(start, len(line)):
        if line[index] == "[":
            depth += 1
        elif line[index] == "]":
            depth -= 1
            if depth == 0:
                return index + 1
    return None


def replace_list(
    document: Document, path: JsonPath, items: Sequence[str], *, safe: bool = True
) -> Fix | None:
    """Write the list at ``path`` with ``items``, in its own style: a flow list ``[a, b]``
    is rewritten in place; a block list's item lines are rewritten at their indent."""
    span = document.spans.get(path)
    if span is None:
        return None
    lines = document.lines
    line = lines[span.line - 1]
    if line[span.column - 1 : span.column] == "[":
        end = _flow_end(line, span.column - 1)
        if end is None:
            return None
        where = Span(span.file, span.line, span.column, span.line, end + 1)
        return Fix(where, f"[{', '.join(items)}]", safe)
    value = document.data
    for step in path:
        value = value[step]
    if not isinstance(value, list) or not value:
        return None
    first = document.spans.get((*path, 0))
    last = document.spans.get((*path, len(value) - 1))
    if first is None or last is None or first.column < 3:
        return None
    indent = " " * (first.column - 3)  # the column of "- " before the item
    text = "\n".join(f"{indent}- {item}" for item in items)
    last_line = last.end_line or last.line
    where = Span(span.file, first.line, 1, last_line, len(lines[last_line - 1]) + 1)
    return Fix(where, text, safe)


def add_line_after(
    document: Document, path: JsonPath, line_text: str, *, safe: bool = True
) -> Fix | None:
    """Add ``key: value`` (``line_text``) on a new line after the one of ``path``'s value,
    at the indent of ``path``'s key."""
    key = document.key_spans.get(path)
    value = document.spans.get(path)
    if key is None or value is None:
        return None
    lines = document.lines
    mapping = document.spans.get(path[:-1])
    if mapping is not None and lines[mapping.line - 1][mapping.column - 1 :].startswith("{"):
        # a flow mapping (`- {name: Bash, action: immediate reaction}`): a new line there
        # would not load; the field goes after the value, on its line
        if value.end_line is None or value.end_column is None:
            return None
        after = Span(key.file, value.end_line, value.end_column, value.end_line, value.end_column)
        return Fix(after, ", " + line_text, safe)
    end_line = value.end_line or value.line
    end = Span(
        key.file, end_line, len(lines[end_line - 1]) + 1, end_line, len(lines[end_line - 1]) + 1
    )
    return Fix(end, "\n" + " " * (key.column - 1) + line_text, safe)


_LISTED = 8  # the known names a message lists when none is close


def _known(names: list[str], message: str) -> str:
    """`` (known: 'A', 'B')``: what a name could have been, when none is close to it (and
    ``message`` does not list them already)."""
    if not names or all(name in message for name in names):
        return ""
    listed = ", ".join(repr(n) for n in names[:_LISTED])
    return f" (known: {listed}{', ...' if len(names) > _LISTED else ''})"


def near_miss(
    document: Document,
    code: str,
    message: str,
    word: Any,
    choices: Iterable[str],
    where: JsonPath,
    *,
    key: bool = False,
) -> Diagnostic:
    """A name the file does not define (``code``), with the closest one it does; the fix
    takes it when it is the only close one (``lint --fix``), in every kind of file alike."""
    known = sorted(set(choices))
    close = closest(str(word), known, cutoff=0.75)
    said = f"; did you mean {quoted(close[0])}?" if close else _known(known, message)
    fix = replace_scalar(document, where, close[0], key=key) if len(close) == 1 else None
    return diagnostic(code, message + said, document.span(where, key=key), fix=fix)
