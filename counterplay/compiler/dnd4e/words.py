"""A word lexer for the English phrase grammars (used by ``compiler.dnd4e.parse``).

Lark's own lexers match string literals anywhere, so with a contextual lexer the keyword
``"a"`` would match the first letter of an unknown word such as "avenger" and the
diagnostic would point into the middle of a word. This lexer cuts the text into whole
words first (one regular expression, one pass: linear time), then gives each word the
terminal whose literal it is; a word no terminal names becomes an ``UNKNOWN`` token, so
the parser stops *at that word* with an ``UnexpectedToken`` (a P001/P002 diagnostic),
never a guess and never a catch-all rule.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from lark.lexer import Lexer, PatternRE, PatternStr, Token

from counterplay.compiler.dnd4e.verbs import JOINING_VERBS
from counterplay.compiler.dnd4e.vocabulary import POWER_KEYWORDS, POWER_SOURCES, SKILLS, TERMINALS

# One token: dice ("2d6", "d20") or a [W] expression, a signed number, a word (inner apostrophes
# and hyphens: "at-will", "don't", "warlock's"), a run of a name mask (compiler.parse
# puts "§" over a monster's own name, "¶" over its powers' names and "¤" over an item
# power's own item, one for one), or
# one other character.
_TOKEN = re.compile(
    r"\d*d\d+|\d*\[w\]|[+-]?\d+|[a-z]+(?:['-][a-z]+)*|§+(?:'s|'(?![a-z]))?|¶+|¤+|µ+|'s\b|[^\s]",
)
_SPACE = re.compile(r"\s+")
# A number of ten digits or more is no number rules text prints: an unknown word, where the
# grammar stops with a diagnostic, rather than an integer of any length built from it.
_TOO_MANY_DIGITS = re.compile(r"\d{10}")
_MATCHED_KEPT = 65536  # words whose kind the regex terminals gave, kept per lexer
# A number glued to "th-level" ("a 5th-level or lower power") is a level (LEVEL_INT), never
# a count or a distance, which LALR(1) could not tell after a noun phrase
_LEVEL_NEXT = re.compile(r"(?:st|nd|rd|th)-level(?![\w'-])")
# A word of one of the game's lists that is a word of the grammar too ("heal", a verb;
# "conjuration", "divine") is the list's right before the words that name what the list
# names ("a Heal check", "against conjuration effects", "divine powers"): list terminal ->
# its words, the words after it
# (not "attacks", a verb too: "an enemy in the zone attacks you")
_KIND_NEXT = re.compile(r"\s+(?:effects|powers|keyword)(?![\w'-])")
_LIST_BEFORE: tuple[tuple[str, frozenset[str], re.Pattern[str]], ...] = (
    ("SKILL", SKILLS, re.compile(r"\s+checks?(?![\w'-])")),
    ("KEYWORD", POWER_KEYWORDS, _KIND_NEXT),
    ("POWER_SOURCE", POWER_SOURCES, _KIND_NEXT),
)
_USAGE_NEXT = re.compile(r"\s*(?:at-will|at will|encounter|daily|recharges?\b|once per)|\s*\.?\s*$")

# Trigger grammar: "or" right before one of these verbs joins two clause parts ("An attack
# bloodies you or damages you"), never two noun phrases ("you or an ally"); LALR(1) cannot
# see past the "or", so the lexer types that "or" _OR_VERB. Only words that are verbs and
# nothing else in trigger text (not "attack", "move", "hit": nouns too), and the passive
# participles ("You are bloodied by an attack or damaged by an attack"): verbs.JOINING_VERBS.
_OR_VERBS = rf"(?:{'|'.join(sorted(JOINING_VERBS))})(?![\w'-])"
# and "and" before these: a state or an outcome of the part before ("An enemy attacks you
# and has combat advantage against you", "You hit and deal damage", "An attack hits you
# and dazes you")
_AND_VERBS = (
    r"(?:has|have|deals|deal|causes|cause|dislikes|dislike|don't|doesn't|misses|miss"
    r"|do\s+not\s+include|does\s+not\s+include"
    r"|dazes|stuns|slows|immobilizes|dominates|restrains|weakens|blinds)(?![\w'-])"
)
# (an adverb may come first: "attacks you or willingly moves away")
_VERB_NEXT = re.compile(r"\s*(?:willingly\s+)?" + _OR_VERBS)
# "or" before a subject + verb starts a part with its own subject ("Your attack misses or
# you fail a saving throw", "... or an enemy enters a square"): _OR_PART, which never joins
# a list of verbs or of noun phrases.
_YOU_VERB_NEXT = re.compile(r"\s*you\s+" + _OR_VERBS)
# (after "you" or the owner's name, "or an ally fails" is one subject, not a new part; "§" is
# the monster's own masked name: "... against the herald or the herald is first bloodied")
_NP_VERB_NEXT = re.compile(
    r"\s*(?:an?|the|one|any)\s+(?:enemy|ally|creature|attack|target)\s+" + _OR_VERBS
)
_SELF_VERB_NEXT = re.compile(r"\s*§+\s+(?:is\b|" + _OR_VERBS + ")")
# and a pronoun then "is" ("... against it or it is first bloodied"): "or" before a noun
# phrase is otherwise two parties named apart ("the goblin or its mount")
_PRONOUN_BE_NEXT = re.compile(r"\s*(?:it|he|she|they|you)\s+(?:is|are|was|were|becomes?)\b")
# "or when" joins two whole clauses ("... against the hydra or when it is first bloodied"),
# never two parties: _OR_WHEN
_WHEN_NEXT = re.compile(r"\s*when(?![\w'-])")
# "or hit" / "or miss" / "or attack" before its object ("succeed on a check or hit an
# enemy"): a verb, not the noun ("a hit or miss"), so _OR_VERB as a joining verb (not before
# "with": "or hit with an attack" may be the passive, as "When hit with an attack" is)
_NOUN_VERB_NEXT = re.compile(
    r"\s*(?:hit|miss|attack)\s+"
    r"(?:an?|the|one|any|all|every|no|at\s+least|you|it|him|her|them)(?![\w'-])"
)
# "target" right after "the" names the power's target ("The target makes an attack", "an
# ally hits the target"): THE_TARGET, never any creature; not in "the target of ..." (a
# named power's, "is the target of an attack"), "the target's" (one word) or "as the target";
# also after a state said of it ("the bloodied target": the power's target, if bloodied)
_THE_BEFORE = re.compile(r"(?:^|[^\w'-])(?<!\bas\s)the\s+$")
_THE_STATE_BEFORE = re.compile(
    r"(?:^|[^\w'-])(?<!\bas\s)the\s+(?:bloodied|unbloodied|marked|grabbed|prone|dazed"
    r"|stunned|slowed|immobilized|weakened|blinded|restrained|dominated)\s+$"
)
_OF_NEXT = re.compile(r"\s+of(?![\w'-])")


def _the_target(text: str, start: int, end: int) -> bool:
    """Whether the word "target(s)" at ``start`` is "the target" naming a party."""
    before = text[max(0, start - 24) : start]
    after_the = _THE_BEFORE.search(before) or _THE_STATE_BEFORE.search(before)
    return bool(after_the) and not _OF_NEXT.match(text, end)


# The trigger grammar reads contractions as their two words ("You're pulled" = "You are
# pulled"): one word, two tokens, the second starting at the apostrophe or the "n't".
_CONTRACTIONS = {
    "you're": ("you", "are"),
    "it's": ("it", "is"),
    "aren't": ("are", "not"),
    "isn't": ("is", "not"),
    "you've": ("you", "have"),
    "haven't": ("have", "not"),
}
# and before "you are" / "you have" (a state of the owner, "and you are hidden from it",
# never a list) or before the party named again ("and the target is marked by an ally": a
# state of it)
_YOU_ARE = r"(?:you(?:\s+are|'re|\s+have)|the\s+(?:target|enemy|creature|ally)\s+is)(?![\w'-])"
_AND_NEXT = re.compile(rf"\s*(?:{_AND_VERBS}|{_YOU_ARE})")
# "at" before "least" is never a time or a place ("When hit at least twice", "hit at least
# one target" after a participle could be either in LALR(1)): _AT_LEAST
_LEAST_NEXT = re.compile(r"\s*least(?![\w'-])")
# "while" before the party named again ("... an ally while the ally is adjacent to you"):
# a state of it, as after "and" (WHILE_STATE; "while you are bloodied" is a modifier)
_PARTY_IS_NEXT = re.compile(r"\s*the\s+(?:target|enemy|creature|ally)\s+(?:is|are)(?![\w'-])")
# A comma before "or"/"and" + verb only closes the part before ("misses, or fails a
# skill check"); dropped, so that it is not read as a list comma.
_COMMA_JOIN = re.compile(
    rf"\s*(?:or\s+(?:you\s+)?{_OR_VERBS}|and\s+(?:(?:you\s+)?{_AND_VERBS}|{_YOU_ARE}|the\s+result\b))"
)


def _join_kind(word: str, text: str, after: int, before: int) -> str | None:
    """The trigger grammar's type for "or" / "and" / "," before a verb, or "while" before a
    party's state (None: the usual one); "DROP" for a comma that only closes the part before
    "or" + verb."""
    if word == ",":
        if _COMMA_JOIN.match(text, after):
            return "DROP"
        # before a subject + verb a comma ends what came before it ("Using a weapon, an ally
        # misses"), never a list of kinds or parties (which it would be in LALR(1))
        return "_CLAUSE_COMMA" if _NP_VERB_NEXT.match(text, after) else None
    if word == "and":
        # ("and hit at least one target": the verb, as after "or")
        verb = _AND_NEXT.match(text, after) or _NOUN_VERB_NEXT.match(text, after)
        return "_AND_VERB" if verb else None
    if word == "while":
        return "WHILE_STATE" if _PARTY_IS_NEXT.match(text, after) else None
    if _VERB_NEXT.match(text, after) or _NOUN_VERB_NEXT.match(text, after):
        return "_OR_VERB"
    if _WHEN_NEXT.match(text, after):
        return "_OR_WHEN"
    if any(p.match(text, after) for p in (_YOU_VERB_NEXT, _SELF_VERB_NEXT, _PRONOUN_BE_NEXT)):
        return "_OR_PART"
    last = text[max(0, before - 4) : before].rstrip()
    after_subject = last.endswith(("you", "§"))  # "you or an ally", "the goblin or an ally"
    return "_OR_PART" if not after_subject and _NP_VERB_NEXT.match(text, after) else None


class WordLexer(Lexer):
    """Whole-word lexer: literal terminals by exact word, regex terminals by full match."""

    def __init__(self, lexer_conf: Any) -> None:
        self.keywords: dict[str, str] = {}
        self.patterns: list[tuple[re.Pattern[str], str]] = []
        for terminal in sorted(lexer_conf.terminals, key=lambda t: -t.priority):
            if isinstance(terminal.pattern, PatternStr):
                self.keywords[terminal.pattern.value] = terminal.name
            elif isinstance(terminal.pattern, PatternRE):
                self.patterns.append((re.compile(terminal.pattern.to_regexp()), terminal.name))
        self.ignore = set(lexer_conf.ignore)
        # the kinds of words no literal is (numbers, names): each found by the regex
        # terminals once, not at every sentence holding it
        self.matched: dict[str, str] = {}
        # The game's word lists (compiler.dnd4e.vocabulary) fill the terminals a grammar writes
        # as `NAME: "§list"` (never in text: compiler.parse folds "§" away); a word that is a
        # literal of the grammar stays that literal.
        declared = {
            t.name
            for t in lexer_conf.terminals
            if isinstance(t.pattern, PatternStr) and t.pattern.value == "§list"
        }
        self.phrases: dict[str, list[tuple[re.Pattern[str], str]]] = {}
        self.phrase_words: set[str] = set()
        for terminal, words in TERMINALS.items():
            if terminal not in declared:
                continue
            for word in sorted(words):
                self._add_word(word, terminal)
        # A comma that only closes the sentence before a usage note ("When an enemy
        # shifts, at-will") is told apart here, where the next word is visible, so that
        # the LALR(1) grammar need not guess between a list comma and a closing one.
        names = {t.name for t in lexer_conf.terminals}
        self.usage_comma = "USAGE_COMMA" if "USAGE_COMMA" in names else None
        # the trigger grammar's joins before a verb and its contractions (see _OR_VERBS)
        self.joins = "_OR_VERB" in names
        self.level_int = "LEVEL_INT" if "LEVEL_INT" in names else None
        self.list_before = tuple(kind for kind in _LIST_BEFORE if kind[0] in declared)

    def _add_word(self, word: str, terminal: str) -> None:
        """One word of a list (a phrase of several words is one token, "light blade")."""
        first, *rest = word.split(" ")
        literal = {w for w in word.split(" ") if self.keywords.get(w, "") not in ("", *TERMINALS)}
        if not rest:
            self.keywords.setdefault(word, terminal)
        elif first not in literal or literal == {first}:
            # (not where words after the first are literals too: "beast form", "channel
            # divinity" are the grammar's to read; "short sword" is the list's, though
            # "short" is a literal of "short rest")
            self.phrase_words.update(word.split(" "))
            words = r" +".join(re.escape(w) for w in word.split(" "))  # one line: columns hold
            self.phrases.setdefault(first, []).append((re.compile(rf"{words}(?![\w'-])"), terminal))
            self.phrases[first].sort(key=lambda p: -len(p[0].pattern))

    def _listed(self, word: str, text: str, after: int) -> str | None:
        """The list terminal of a word of the grammar said where only a list's word is read
        (:data:`_LIST_BEFORE`), or None."""
        return next(
            (t for t, words, then in self.list_before if word in words and then.match(text, after)),
            None,
        )

    def knows(self, word: str) -> bool:
        """Whether ``word`` is a token of the grammar (or a word of one of its phrases, or two
        of its words written together)."""
        known = self._kind(word) != "UNKNOWN" or word in self.phrase_words
        return known or self._glued(word) is not None

    def _glued(self, word: str) -> tuple[str, str] | None:
        """Two words the grammar reads (its own or a list's) written with no space between
        them, as printed text has them ("witha melee attack", "missedby", "attacksthe"): the
        split with the longest first word; None for a word that is not two of them."""
        if len(word) < 4 or not word.isalpha():
            return None
        for cut in range(len(word) - 1, 0, -1):
            if word[:cut] in self.keywords and word[cut:] in self.keywords:
                return word[:cut], word[cut:]
        return None

    def _kind(self, word: str) -> str:
        kind = self.keywords.get(word) or self.matched.get(word)
        if kind is not None:
            return kind
        kind = "UNKNOWN"
        if not _TOO_MANY_DIGITS.search(word):
            kind = next((name for pattern, name in self.patterns if pattern.fullmatch(word)), kind)
        if len(self.matched) >= _MATCHED_KEPT:
            self.matched.clear()
        self.matched[word] = kind
        return kind

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
            for phrase, terminal in self.phrases.get(word, ()):
                longer = phrase.match(text, pos)
                if longer:
                    match, kind = longer, terminal
                    break
            else:
                kind = self._kind(word)
            word = match.group()
            if word == "," and self.usage_comma and _USAGE_NEXT.match(text, match.end()):
                kind = self.usage_comma
            elif kind not in TERMINALS and (listed := self._listed(word, text, match.end())):
                kind = listed
            elif kind == "INT" and self.level_int and _LEVEL_NEXT.match(text, match.end()):
                kind = self.level_int
            elif self.joins and word in ("target", "targets"):
                kind = "THE_TARGET" if _the_target(text, match.start(), match.end()) else kind
            elif self.joins and word == "at" and _LEAST_NEXT.match(text, match.end()):
                kind = "_AT_LEAST"
            elif self.joins and word in ("or", "and", ",", "while"):
                kind = _join_kind(word, text, match.end(), match.start()) or kind
                if kind == "DROP":
                    pos = match.end()
                    continue
            column = pos - line_start + 1
            halves = _CONTRACTIONS.get(word) if self.joins else None
            if halves is not None:
                at = len(word) - 3 if word.endswith("n't") else word.index("'")
            elif kind == "UNKNOWN" and (halves := self._glued(word)) is not None:
                at = len(halves[0])
            if halves is not None:
                first, second = halves
                cut, split = match.start() + at, column + at
                yield Token(self._kind(first), first, pos, line, column, line, split, cut)
                end_column = split + match.end() - cut
                yield Token(
                    self._kind(second), second, cut, line, split, line, end_column, match.end()
                )
                pos = match.end()
                continue
            pos = match.end()
            if kind in self.ignore:
                continue
            yield Token(kind, word, match.start(), line, column, line, column + len(word), pos)
