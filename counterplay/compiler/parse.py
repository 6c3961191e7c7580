"""Stage ``parse``: read one piece of rule text into a Lark tree with a grammar of ours.

Grammars are ``counterplay/grammar/*.lark`` package data, built once per process as LALR
parsers (linear time; Earley can go cubic on long text). What the grammar cannot read is
a diagnostic pointing at the first word it could not read, never a guess.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from counterplay.diagnostics import Diagnostic, Span, diagnostic

# grammar name -> (file in counterplay/grammar, start rule, diagnostic code when unread)
GRAMMARS: dict[str, tuple[str, str, str]] = {
    "trigger": ("trigger_en.lark", "start", "P001"),
}

# Typographic characters folded to what the grammars expect, one character for one so
# that columns in the folded text are columns in the source.
_FOLD = str.maketrans({"\u00a0": " ", "\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'})


@cache
def _parser(name: str) -> Any:
    from lark import Lark

    file, start, _ = GRAMMARS[name]
    return Lark.open_from_package(
        "counterplay",
        file,
        ("grammar",),
        parser="lalr",
        start=start,
        propagate_positions=True,
        maybe_placeholders=False,
    )


def fold(text: str) -> str:
    """The text as the grammars read it: lower case, typographic characters folded."""
    return text.translate(_FOLD).lower()


def parse(text: str, grammar: str, span: Span | None = None) -> tuple[Any | None, list[Diagnostic]]:
    """Parse ``text`` with the grammar called ``grammar`` (a key of :data:`GRAMMARS`).

    Args:
        text: the rule text, as written.
        grammar: which grammar to use.
        span: where ``text`` starts in its file, so diagnostics point into the file.

    Returns:
        The Lark tree (None when the text could not be read) and the diagnostics.
    """
    from lark.exceptions import UnexpectedEOF, UnexpectedInput

    folded = fold(text)
    code = GRAMMARS[grammar][2]
    try:
        return _parser(grammar).parse(folded), []
    except UnexpectedInput as exc:
        lines = text.splitlines() or [""]
        if isinstance(exc, UnexpectedEOF) or exc.line < 1:
            line, column = len(lines), len(lines[-1].rstrip()) + 1
            found = "the end of the text"
        else:
            line, column = exc.line, max(exc.column, 1)
            rest = lines[line - 1][column - 1 :].split(maxsplit=1)
            found = repr(rest[0].rstrip(".,;:")) if rest else "the end of the text"
        where = None
        if span is not None:
            where = Span(
                span.file,
                span.line + line - 1,
                span.column + column - 1 if line == 1 else column,
            )
        return None, [
            diagnostic(code, f"cannot read the {grammar} from {found}: {text.strip()!r}", where)
        ]
