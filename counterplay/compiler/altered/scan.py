"""The marks of a printed Altered line checked and set aside before its words are read.

``#…#`` marks where a rare differs from its common (kept out of the reading), text in
parentheses is reminder text (italic on the card: seed 002, 2.2.10.c, "italic text does
not exist in the rules"), ``{X}`` is a symbol, ``[[X]]`` a status, ``[X]`` a keyword or a
token's profile, ``« … »`` an ability quoted inside another. Each opened mark must close;
a symbol must be one cards have. What is set aside is blanked one character for one, so
columns of the cleaned line are columns of the line as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from counterplay.compiler.altered.words import symbol
from counterplay.diagnostics import Diagnostic, Span, diagnostic

# Openers and their closers, the longer first ("[[" before "[").
_PAIRS = (("[[", "]]"), ("[", "]"), ("{", "}"), ("(", ")"), ("«", "»"))
_MARKS = re.compile(r"\[\[|\]\]|[\[\]{}()«»]")
_CLOSERS = {close: open_ for open_, close in _PAIRS}
_NAMES = {
    "[[": "'[[' (a status)",
    "[": "'[' (a keyword)",
    "{": "'{' (a symbol)",
    "(": "'(' (reminder text)",
    "«": "'«' (a quoted ability)",
}
_SYMBOL = re.compile(r"\{[^{}]*\}")
# "1 boost[]": an icon the card API leaves as empty brackets; nothing to read
_EMPTY_BRACKETS = re.compile(r"\[\s*\]")


@dataclass
class Scanned:
    """A line with its marks checked: the text to read (``#`` and reminder text blanked),
    the reminder texts, and the problems found."""

    text: str
    reminders: list[str] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)


def at(span: Span | None, column: int) -> Span | None:
    """The span of column ``column`` (1-based) of a one-line text starting at ``span``."""
    if span is None:
        return None
    return Span(span.file, span.line, span.column + column - 1)


def scan(text: str, span: Span | None = None) -> Scanned:
    """Check the marks of one ability line and set aside what is not read.

    Args:
        text: the line as printed.
        span: where the line starts in its file (diagnostics point into the file).
    """
    found = Scanned(text)
    if not text.strip():
        found.diagnostics.append(diagnostic("C018", "an empty ability line", span))
        return found
    if "\n" in text.strip() or "\r" in text.strip():
        where = at(span, min(i for i in (text.find("\n"), text.find("\r")) if i >= 0) + 1)
        found.diagnostics.append(
            diagnostic("C019", "an ability is one line; this one has a line break", where)
        )
        return found
    found.diagnostics.extend(_hashes(text, span))
    found.diagnostics.extend(_balance(text, span))
    found.diagnostics.extend(_symbols(text, span))
    if found.diagnostics:
        return found
    blank = list(text.replace("#", " "))
    for start, end in _reminders(text):
        found.reminders.append(text[start + 1 : end - 1].strip())
        blank[start:end] = " " * (end - start)
    found.text = _EMPTY_BRACKETS.sub(lambda m: " " * len(m.group()), "".join(blank))
    return found


def _hashes(text: str, span: Span | None) -> list[Diagnostic]:
    places = [i for i, c in enumerate(text) if c == "#"]
    if len(places) % 2 == 0:
        return []
    return [
        diagnostic(
            "C014",
            "unbalanced '#': the mark of where a rare differs from its common opens here "
            "and never closes",
            at(span, places[-1] + 1),
        )
    ]


def _balance(text: str, span: Span | None) -> list[Diagnostic]:
    """Each opener closed by its closer, in order (a closer with no opener is an error too)."""
    stack: list[tuple[str, int]] = []
    for match in _MARKS.finditer(text):
        mark, place = match.group(), match.start()
        if mark in _NAMES:
            stack.append((mark, place))
            continue
        opener = _CLOSERS[mark]
        if stack and stack[-1][0] == opener:
            stack.pop()
            continue
        if mark == "]]" and stack and stack[-1][0] == "[":  # "[X]]": a keyword, then one more
            stack.pop()
            mark, place = "]", place + 1
        return [
            diagnostic(
                "C014",
                f"unbalanced {mark!r}: it closes what was never opened"
                + (f" (the {_NAMES[stack[-1][0]]} opened before is still open)" if stack else ""),
                at(span, place + 1),
            )
        ]
    if stack:
        mark, place = stack[-1]
        return [
            diagnostic("C014", f"unbalanced {_NAMES[mark]}: it never closes", at(span, place + 1))
        ]
    return []


def _symbols(text: str, span: Span | None) -> list[Diagnostic]:
    return [
        diagnostic(
            "C015",
            f"unknown symbol {match.group()!r}; cards have {{J}} {{H}} {{R}} {{I}} {{T}} {{D}} "
            "{V} {M} {O}, {j} {h} {r} and mana costs {1}, {2}... {X}",
            at(span, match.start() + 1),
        )
        for match in _SYMBOL.finditer(text)
        if symbol(match.group()) is None
    ]


def _reminders(text: str) -> list[tuple[int, int]]:
    """(start, end) of each outermost ``( … )`` (balanced: checked before)."""
    out, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c == "(":
            if depth == 0:
                start = i
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                out.append((start, i + 1))
    return out
