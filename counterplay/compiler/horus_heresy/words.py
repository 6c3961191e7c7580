"""The whole-word lexer of the Horus Heresy profile grammar: 4E's word lexer
(``compiler.dnd4e.words``), whose words outside the grammar are ``WORD``.

The text is cut into whole words first (one pass): a word the grammar writes as a literal
becomes that literal, a run of "§" the masked reaction name, a number its terminal, and any
other word ``WORD``, which the grammar accepts only as part of a name (a Trait, a Type, a
special rule). So a trigger of another shape stops at the first word the grammar cannot
place, with its line and column.

One tolerance of printed text, the 4E lexer's: a word that is two words of the grammar
written with no space between them ("theCharge", "whichonly") is read as those two words.
Nothing else is corrected: "wit the", "mayer" or "he Reactive" stop the parse there.

A comma that opens a clause set off by commas inside a unit phrase ("Models with the Raven
Guard Trait, that do not have the Vehicle Type, with a Shooting Attack") is told apart
here, where the next words are visible (PAREN_COMMA), so that the LALR(1) grammar need not
guess between it and a comma between two parts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from lark import Token

from counterplay.compiler.dnd4e.words import WordLexer

_CLAUSE_NEXT = re.compile(r"\s*that\s+(?:do|does)\s+not\s+have(?![\w'-])")


class ProfileLexer(WordLexer):
    """Literal terminals by exact word, regex terminals by full match, two literals written
    together as those two, else WORD."""

    def _kind(self, word: str) -> str:
        kind = super()._kind(word)
        if kind != "UNKNOWN" or not word[:1].isalpha() or self._glued(word) is not None:
            return kind  # (an UNKNOWN word of two literals is cut in two by WordLexer.lex)
        return "WORD"

    def lex(self, text: str) -> Iterator[Token]:  # type: ignore[override]
        for token in super().lex(text):
            if token == "," and _CLAUSE_NEXT.match(text, token.end_pos or 0):
                yield Token.new_borrow_pos("PAREN_COMMA", ",", token)
            else:
                yield token
