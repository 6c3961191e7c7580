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


# What may stand between a thing's determiner and its noun ("un autre Personnage ciblé",
# "target [[Fleeting]] Character", "a non-token Character")
_BEFORE_NOUN = frozenset(
    ("OTHER", "TARGETED", "STATUS", "KEYWORD", "EXHAUSTED", "READY", "TERRAIN", "NON", "OPPOSING")
)
# The determiners that make "X and Y" every one of each ("chaque Animal et Aventurier")
_EVERY = frozenset(("EACH", "ALL"))


def and_of_one_thing(found: list[Token], i: int) -> bool:
    """Whether "et" / "and" at ``i`` joins the nouns of one thing said in the singular ("un
    Personnage et Permanent ciblé", "target Character and Permanent", "the next Song and
    Artist"): that is a thing of both kinds, or two things, never one of either, so it is
    not read (a stop there). "chaque Animal et Aventurier" / "each Animal and Adventurer"
    and a plural ("les Animaux et les Aventuriers", "Animal and Plant Characters") are
    every one of each kind (AND_NOUN)."""
    if i == 0 or found[i - 1].type not in NOUNS or not and_before_noun(found, i):
        return False
    last = i + 1
    while last + 1 < len(found) and found[last + 1].type in NOUNS | {"A", "THE"}:
        last += 1
    while last > i and found[last].type not in NOUNS:
        last -= 1
    if getattr(found[last], "plural", False) or getattr(found[i - 1], "plural", False):
        return False
    back = i - 1
    while back >= 0 and found[back].type in NOUNS | _BEFORE_NOUN:
        back -= 1
    return back < 0 or found[back].type not in _EVERY
