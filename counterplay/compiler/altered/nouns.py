"""The terminals that name things, and what "et" / "and" between two of them says
(``words._in_context`` retypes the "and" by these: AND_NOUN, or a stop)."""

from __future__ import annotations

from lark.lexer import Token

# The terminals that name things; a thing's word ending in -s or -x is a plural
# ("Characters you control": each of them, as French says "les Personnages").
NOUNS = frozenset(("CARD_TYPE", "SUBTYPE", "TOKEN", "NAME", "LANDMARK", "EXPEDITION"))


def and_before_noun(found: list[Token], i: int) -> bool:
    """ "et" / "and" between two nouns ("chaque Animal et Aventurier"), so that "and" before
    a verb ("Target two Characters and exchange their boosts") joins clauses."""
    after = [t.type for t in found[i + 1 : i + 3]]
    if after[:1] and after[0] in ("A", "THE"):
        after = after[1:]
    return bool(after[:1]) and after[0] in NOUNS | {"TOP_CARD", "REGION"}
