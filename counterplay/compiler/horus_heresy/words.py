"""The whole-word lexer of the Horus Heresy profile grammar: 4E's word lexer
(``compiler.dnd4e.words``), whose words outside the grammar are ``WORD``.

The text is cut into whole words first (one pass): a word the grammar writes as a literal
becomes that literal, a run of "§" the masked reaction name, a number its terminal, and any
other word ``WORD``, which the grammar accepts only as part of a Trait's name. So a trigger
of another shape stops at the first word the grammar cannot place, with its line and column.
"""

from __future__ import annotations

from counterplay.compiler.dnd4e.words import WordLexer


class ProfileLexer(WordLexer):
    """Literal terminals by exact word, regex terminals by full match, else WORD."""

    def _kind(self, word: str) -> str:
        kind = super()._kind(word)
        return "WORD" if kind == "UNKNOWN" and word[:1].isalpha() else kind
