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
"""

from __future__ import annotations

from counterplay.compiler.dnd4e.words import WordLexer


class ProfileLexer(WordLexer):
    """Literal terminals by exact word, regex terminals by full match, two literals written
    together as those two, else WORD."""

    def _kind(self, word: str) -> str:
        kind = super()._kind(word)
        if kind != "UNKNOWN" or not word[:1].isalpha() or self._glued(word) is not None:
            return kind  # (an UNKNOWN word of two literals is cut in two by WordLexer.lex)
        return "WORD"
