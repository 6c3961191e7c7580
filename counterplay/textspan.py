"""Where a position inside a text value is in its file.

A reader stops at (line, column) of the text it was given: a trigger, an effect, a
profile's Trigger. The text is a YAML scalar's value, and YAML writes one value over many
lines in several ways (a block scalar, ``|`` or ``>``, starts on the line after its
indicator; a folded or plain scalar's line breaks are spaces in its value; every line
after the first is indented). Adding the text's line and column to where the value
starts is right only for a value on one line. :func:`locate` finds the word instead:
the n-th word of the value is the n-th word of its source text, from where the value
starts, for every style that has no escapes (and the word found is checked against the
value's, so that an escape or a value not read from this file falls back to the sum).
"""

from __future__ import annotations

import os
import re
from functools import lru_cache

from counterplay.diagnostics import Span, source_lines

_WORD = re.compile(r"\S+")
_BLOCK = "|>"  # a block scalar's indicator: its text starts on the next line
_QUOTES = "'\""


def locate(span: Span, text: str, line: int, column: int) -> Span:
    """The file position of (``line``, ``column``), 1-based, in ``text``, the value whose
    source starts at ``span``; line 0 is the end of the text."""
    lines = text.splitlines() or [""]
    words = list(_WORD.finditer("\n".join(lines)))
    if line < 1 or line > len(lines):  # the end: just after the last word
        summed = _summed(span, len(lines), len(lines[-1].rstrip()) + 1)
        if not words:
            return summed
        last = words[-1].group()
        return _word_at(span, len(words) - 1, last, len(last)) or summed
    column = max(column, 1)
    offset = sum(len(before) + 1 for before in lines[: line - 1]) + column - 1
    summed = _summed(span, line, column)
    for index, word in enumerate(words):
        if word.end() > offset:  # the word at the position, or the first after it
            inside = max(0, offset - word.start())
            return _word_at(span, index, word.group(), inside) or summed
    return summed


def _summed(span: Span, line: int, column: int) -> Span:
    """The value's start plus the text's position (right for a value on one line); the
    value's start itself when that falls outside its file's text (an alias, ``*first``:
    the value is written elsewhere, and the sum would point past the alias's line)."""
    summed = Span(
        span.file, span.line + line - 1, span.column + column - 1 if line == 1 else column
    )
    source = _lines(span.file)
    if source is None or (
        summed.line <= len(source) and summed.column <= len(source[summed.line - 1]) + 1
    ):
        return summed
    return span


def _word_at(span: Span, index: int, word: str, inside: int) -> Span | None:
    """Where the ``index``-th word of the value whose source starts at ``span`` is, or None
    when the file cannot be read or that word of its source is not ``word``."""
    source = _lines(span.file)
    if source is None or not 1 <= span.line <= len(source):
        return None
    number, start = span.line, span.column - 1
    first = source[number - 1][start : start + 1]
    if first and first in _BLOCK:
        number, start = number + 1, 0
    elif first and first in _QUOTES:
        start += 1
    seen = 0
    while number <= len(source):
        for match in _WORD.finditer(source[number - 1], start):
            if seen == index:
                if not match.group().startswith(word):
                    return None
                return Span(span.file, number, match.start() + 1 + inside)
            seen += 1
        number, start = number + 1, 0
    return None


def _lines(path: str) -> list[str] | None:
    """The lines of ``path`` as diagnostics show them, read once while it is unchanged."""
    try:
        status = os.stat(path)
    except (OSError, ValueError):
        return None
    return _cached_lines(path, status.st_mtime_ns, status.st_size)


@lru_cache(maxsize=8)
def _cached_lines(path: str, mtime: int, size: int) -> list[str] | None:
    del mtime, size  # (the cache's key: a changed file is read again)
    return source_lines(path)
