"""A whole-word lexer for the Horus Heresy profile grammar.

The text is cut into whole words first (one regular expression, one pass): a word the
grammar writes as a literal becomes that literal, a run of "§" the masked reaction name,
a number (``12``, or inches ``12"``) its terminal, and any other word ``WORD``, which the
grammar accepts only as part of a Trait's name. So a trigger of another shape stops at the
first word the grammar cannot place, with its line and column.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from lark.lexer import Lexer, PatternRE, PatternStr, Token

# inches (12"), a number, the masked name, a word (inner apostrophes and hyphens:
# "player's", "sub-phase"), or one other character
_TOKEN = re.compile(r"""\d+"|\d+|§+|[a-z]+(?:['-][a-z]+)*|[^\s]""")
_SPACE = re.compile(r"\s+")


class ProfileLexer(Lexer):
    """Literal terminals by exact word, regex terminals by full match, else WORD."""

    def __init__(self, lexer_conf: Any) -> None:
        self.keywords: dict[str, str] = {}
        self.patterns: list[tuple[re.Pattern[str], str]] = []
        for terminal in sorted(lexer_conf.terminals, key=lambda t: -t.priority):
            if isinstance(terminal.pattern, PatternStr):
                self.keywords[terminal.pattern.value] = terminal.name
            elif isinstance(terminal.pattern, PatternRE):
                self.patterns.append((re.compile(terminal.pattern.to_regexp()), terminal.name))

    def _kind(self, word: str) -> str:
        kind = self.keywords.get(word)
        if kind is not None:
            return kind
        for pattern, name in self.patterns:
            if pattern.fullmatch(word):
                return name
        return "WORD" if word[0].isalpha() else "UNKNOWN"

    # Lark's custom-lexer interface 0: ``lex`` receives the whole text.
    def lex(self, text: str) -> Iterator[Token]:  # type: ignore[override]
        line, line_start, pos, end = 1, 0, 0, len(text)
        while pos < end:
            space = _SPACE.match(text, pos)
            if space:
                newlines = text.count("\n", pos, space.end())
                if newlines:
                    line += newlines
                    line_start = text.rindex("\n", pos, space.end()) + 1
                pos = space.end()
                continue
            match = _TOKEN.match(text, pos)
            assert match is not None  # the last alternative matches any one character
            word = match.group()
            column = pos - line_start + 1
            pos = match.end()
            yield Token(
                self._kind(word), word, match.start(), line, column, line, column + len(word), pos
            )
