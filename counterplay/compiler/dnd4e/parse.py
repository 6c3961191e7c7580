"""Stage ``parse``: read one piece of rule text into a Lark tree with a grammar of ours.

Grammars are ``counterplay/grammar/dnd4e/*.lark`` package data, LALR parsers (linear time; Earley
can go cubic on long text) over the whole-word lexer of ``compiler.dnd4e.words``, whose tables are
built once per install (``compiler.tables``) and loaded once per process. What the grammar
cannot read is a diagnostic pointing at the first word it could not read, never a guess.

Monster triggers name the monster itself ("An attack hits the wretch", "Grell is
bloodied"); ``names`` lets the caller say which words name the power's owner, and those
words are read as the grammar's SELF terminal (masked with "§", one character for one, so
columns still point into the source).
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from counterplay.compiler.dnd4e.names import (
    Alternatives,
    blank_citations,
    mask_items,
    mask_name_at,
    mask_player_names,
)
from counterplay.compiler.dnd4e.vocabulary import (
    CONDITIONS,
    CREATURE_KEYWORDS,
    CREATURE_ORIGINS,
    CREATURE_TYPES,
    SIZES,
)
from counterplay.compiler.tables import Grammar
from counterplay.diagnostics import Diagnostic, Span, diagnostic
from counterplay.textspan import locate

# grammar name -> (file in counterplay/grammar, start rule, diagnostic code when unread)
GRAMMARS: dict[str, tuple[str, str, str]] = {
    "trigger": ("dnd4e/trigger_en.lark", "start", "P001"),
    "effect": ("dnd4e/effect_en.lark", "start", "P002"),
}

# Typographic characters folded to what the grammars expect, one character for one so
# that columns in the folded text are columns in the source.
_FOLD = str.maketrans(
    {
        "\u00a0": " ",
        "\u2019": "'",
        "\u2018": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "§": "?",  # the name masks are ours alone
        "¶": "?",
        "¤": "?",
        "µ": "?",
    }
)
_QUOTE = 160  # characters of the text quoted in a diagnostic
_QUOTE_WORD = 40  # characters of the word it stopped at
# Names are read in rule text only up to a length (a longer name is not looked for: no
# monster or power has one), and a monster is named by at most _RUN_WORDS words of its
# name besides the whole name, so that the patterns below grow with a name's length, not
# its cube (every run of a 200-word name was a 2 GB regular expression).
MAX_NAME = 120
_RUN_WORDS = 6
_PATTERNS_KEPT = 256  # name tables kept per process
_READINGS_KEPT = 8192  # trees of texts kept per process (a few MB)
_WORDS_KEPT = 65536  # words whose kind is kept per grammar and process
_DETERMINERS = frozenset({"a", "an", "any", "each", "one", "another", "every", "no"})


def phrase_grammar(name: str) -> Grammar:
    """The grammar called ``name`` (a key of :data:`GRAMMARS`), as ``compiler.tables``
    builds it."""
    from counterplay.compiler.dnd4e.words import WordLexer

    file, start, _ = GRAMMARS[name]
    return Grammar(file, start, WordLexer)


def phrase_grammars() -> list[Grammar]:
    """Every phrase grammar of :data:`GRAMMARS`."""
    return [phrase_grammar(name) for name in GRAMMARS]


grammars = phrase_grammars  # what compiler.tables asks each family for


@cache
def _parser(name: str) -> Any:
    """The LALR parser of the grammar called ``name``, from tables built once per install
    (``compiler.tables``), once per process."""
    from counterplay.compiler.tables import load_parser

    return load_parser(phrase_grammar(name))[0]


def load_parsers() -> None:
    """Load every phrase grammar's parser now, not at the first sentence it reads."""
    for name in GRAMMARS:
        _parser(name)


def fold(text: str) -> str:
    """The text as the grammars read it: lower case, typographic characters folded."""
    return text.translate(_FOLD).lower()


# Words that join a name's words and name nothing alone: a run of the name never starts or
# ends with one ("of the widow" for Widow of the Walk is "of" + the monster; a run "of the"
# would swallow the "the" of "the widow")
_JOINING = frozenset({"of", "the", "a", "an", "and", "in", "on", "to", "from"})


@lru_cache(maxsize=_PATTERNS_KEPT)
def _name_texts(name: str) -> Alternatives:
    """Words that may name the monster ``name``: "the" + any run of the words of one of
    its comma-separated parts ("the wretch" for Aberrant Wretch, "the dracolich" for
    Rukaleth, Blackfire Dracolich), its full name, and bare runs (kept only where
    ``_proper`` says they are a proper name: "Sujin" for Sujin Makoto). Runs are of at most
    :data:`_RUN_WORDS` words, besides each whole part; a name longer than :data:`MAX_NAME`
    is not looked for."""
    if len(name) > MAX_NAME:
        return Alternatives(())
    runs: set[str] = set()
    skipping: set[str] = set()  # ("the" only: "the boneshard skeleton")
    for part in name.split("(")[0].split(","):  # "Rukaleth, Blackfire Dracolich"
        words = fold(part).split()
        runs |= {
            " ".join(words[i:j])
            for i in range(len(words))
            for j in range(i + 1, min(len(words), i + _RUN_WORDS) + 1)
            if words[i] not in _JOINING and words[j - 1] not in _JOINING
        }
        runs.add(" ".join(words))
        if len(words) <= _RUN_WORDS:
            skipping |= {" ".join(words[i] for i in kept) for kept in _skipping(len(words))}
    runs.discard("")
    if not runs:
        return Alternatives(())
    the = {f"the {run}" for run in runs | skipping}
    return Alternatives(the | runs | {fold(name)})


@cache
def _skipping(words: int) -> list[tuple[int, ...]]:
    """The word positions of a name of ``words`` words that skip some inside it and keep
    its last ("the boneshard skeleton" for Boneshard Troll Skeleton): of two words or more."""
    from itertools import combinations

    return [
        kept
        for size in range(2, words)
        for kept in combinations(range(words), size)
        if kept[-1] == words - 1 and kept != tuple(range(kept[0], words))
    ]


@lru_cache(maxsize=_PATTERNS_KEPT)
def _power_texts(names: tuple[str, ...]) -> Alternatives:
    """The names of the owner's powers, as written ("hits with claw"); names longer than
    :data:`MAX_NAME` are not looked for."""
    return Alternatives({fold(n).strip() for n in names if n.strip() and len(n) <= MAX_NAME})


def mask_powers(folded: str, powers: Sequence[str]) -> str:
    """``folded`` with every mention of one of ``powers`` overwritten by "¶" (same length)."""
    texts = _power_texts(tuple(powers))
    return texts.sub(lambda found, _: "¶" * len(found), folded) if texts else folded


@lru_cache(maxsize=_PATTERNS_KEPT)
def _whole_parts(name: str) -> frozenset[str]:
    """The whole name and each of its comma-separated parts, folded."""
    parts = [" ".join(fold(p).split()) for p in name.split("(")[0].split(",")]
    return frozenset([*parts, fold(name)])


def _proper(found: str, start: int, name: str, text: str) -> bool:
    """A bare part of a name names the monster if it starts or ends a part of the name
    ("Sujin" for Sujin Makoto, "smargat" for Captain Smargat) or is capitalised ("Rolan
    drops to 0 hit points" for Prince Rolan)."""
    parts = [" ".join(fold(p).split()) for p in name.split("(")[0].split(",")]
    ends = any(p.startswith(found) or p.endswith(" " + found) for p in parts)
    return ends or text[start : start + 1].isupper()


def mask_names(folded: str, names: Sequence[str], text: str = "", bare: bool = True) -> str:
    """``folded`` with every mention of one of ``names`` overwritten by "§" (same length).

    ``text`` is the unfolded text: a bare part of the name ("Rolan" for Prince Rolan)
    counts when it is written with a capital letter there, or when it is the name's start;
    with ``bare`` False, only when it is the whole name or all of a comma-separated part.
    """
    for name in names:
        texts = _name_texts(name)
        if texts:
            folded = _mask_name(folded, texts, name, text, bare)
    return folded


def _mask_name(folded: str, texts: Alternatives, name: str, text: str, bare: bool) -> str:
    def mask(found: str, start: int) -> str:
        if found.startswith("the "):
            return "§" * len(found)
        if not (_proper(found, start, name, text) if bare else found in _whole_parts(name)):
            return found
        # "a goblin" is some goblin, not this one: a bare name after a determiner (only
        # the few characters before the match are looked at, so masking stays linear)
        before = folded[max(0, start - 12) : start].split()
        if before and before[-1] in _DETERMINERS:
            return found
        return "§" * len(found)

    return texts.sub(mask, folded)


@cache
def _lexer(grammar: str) -> Any:
    """The word lexer of the grammar called ``grammar``."""
    from counterplay.compiler.dnd4e.words import WordLexer

    return WordLexer(_parser(grammar).lexer_conf)


class _Known(dict[str, bool]):
    """Whether a grammar reads a word, found once a word (every word of every sentence is
    asked about before its names are masked); at most :data:`_WORDS_KEPT` words kept."""

    def __init__(self, lexer: Any) -> None:
        super().__init__()
        self.lexer = lexer

    def __missing__(self, word: str) -> bool:
        if len(self) >= _WORDS_KEPT:
            self.clear()
        known: bool = self.lexer.knows(word)
        self[word] = known
        return known


@cache
def _known(grammar: str) -> _Known:
    return _Known(_lexer(grammar))


_LETTERS_AT = re.compile(r"[a-z]+")
_MISSPELT_FROM = 4  # letters a word has at least before it can be a misspelling
_MISSPELT_UP_TO = 24  # and at most (the game has no longer word; a word's edits grow with it)


@cache
def _spelt_words(grammar: str) -> frozenset[str]:
    """The grammar's own words a misspelling is told from (its literals of letters)."""
    words = _lexer(grammar).keywords
    return frozenset(w for w in words if len(w) >= _MISSPELT_FROM and w.isalpha())


@lru_cache(maxsize=_WORDS_KEPT)  # asked of one word by each way names are looked for
def misspelling_of(grammar: str, word: str, changed: bool = True) -> str | None:
    """The grammar's own word ``word`` misspells (one letter added, dropped or, when
    ``changed``, changed, or two letters swapped: "atack", "hitz"), when ``word`` is no
    word of the grammar; else None. A changed letter often makes another real word ("the
    caster" is no "master"), so where a guess would refuse a reading it is not asked."""
    if not _MISSPELT_FROM <= len(word) <= _MISSPELT_UP_TO or not word.isalpha():
        return None
    if _known(grammar)[word]:
        return None
    spelt = _spelt_words(grammar)
    cuts = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    edits = [a + b[1:] for a, b in cuts if b]
    edits += [a + b[1] + b[0] + b[2:] for a, b in cuts if len(b) > 1]
    edits += [a + c + b for a, b in cuts for c in string.ascii_lowercase]
    if changed:
        edits += [a + c + b[1:] for a, b in cuts if b for c in string.ascii_lowercase]
    # a plural or a singular is another form of a word, not a misspelling of it ("claws")
    forms = {word + "s", word[:-1]} if word.endswith("s") else {word + "s"}
    return next((e for e in edits if e in spelt and e != word and e not in forms), None)


def _known_or_misspelt(grammar: str, word: str) -> bool:
    return _known(grammar)[word] or misspelling_of(grammar, word, changed=False) is not None


def known_word(grammar: str, word: str) -> bool:
    """Whether the grammar called ``grammar`` reads ``word`` as something (not UNKNOWN):
    one of its literals, its regex terminals or the game's word lists it reads."""
    return _known(grammar)[word]


def unread(
    text: str,
    grammar: str,
    line: int,
    column: int,
    span: Span | None,
    why: str = "",
    *,
    guess: bool = True,
) -> Diagnostic:
    """The diagnostic for ``text`` read up to (``line``, ``column``), 1-based; line 0 is
    the end of the text. A word it stops at is guessed a misspelling of one of the 4E
    grammar's own words; with ``guess`` False (a text another family's grammar read, told
    in these words) it is not: 4E's words are no suggestion there ("slays" for "plays")."""
    lines = text.splitlines() or [""]
    if line < 1 or line > len(lines):
        line, column = len(lines), len(lines[-1].rstrip()) + 1
        found, word = "the end of the text", ""
    else:
        column = max(column, 1)
        rest = lines[line - 1][column - 1 :].split(maxsplit=1)
        word = (rest[0].rstrip(".,;:") or rest[0]) if rest else ""
        shown = word if len(word) <= _QUOTE_WORD else word[:_QUOTE_WORD] + "..."
        found = repr(shown) if rest else "the end of the text"
    where = None
    if span is not None:  # (the line and column of the word in the file, not the value)
        where = locate(span, text, 0 if found == "the end of the text" else line, column)
    reason = f" ({why})" if why else ""
    quoted = text.strip()
    if len(quoted) > _QUOTE:  # a long paragraph is quoted by its start only
        quoted = quoted[:_QUOTE] + "..."
    # (a capital inside the sentence starts a name, "the Wrath of ...": no word to guess)
    named = word[:1].isupper() and (line, column) != (1, 1)
    meant = None if named or not word or not guess else misspelling_of(grammar, word.lower())
    hint = f"; did you mean {meant!r}?" if meant else ""
    message = f"cannot read the {grammar} from {found}{reason}: {quoted!r}{hint}"
    return diagnostic(GRAMMARS[grammar][2], message, where)


def parse(
    text: str,
    grammar: str,
    span: Span | None = None,
    names: Sequence[str] = (),
    powers: Sequence[str] = (),
    items: Sequence[str] = (),
) -> tuple[Any | None, list[Diagnostic]]:
    """Parse ``text`` with the grammar called ``grammar`` (a key of :data:`GRAMMARS`).

    Args:
        text: the rule text, as written.
        grammar: which grammar to use.
        span: where ``text`` starts in its file, so diagnostics point into the file.
        names: names of the power's owner (a monster's name), read as "itself".
        powers: names of the owner's powers ("claw"), read as a named attack.
        items: names of the item an item power belongs to ("Farbane"), read as "this item".

    In trigger text, the names of powers and features the text itself names ("You use
    seed of chaos.") are found by ``compiler.dnd4e.names`` and read as named attacks too.

    Returns:
        The Lark tree (None when the text could not be read) and the diagnostics.

    A power named by the game's own words ("Bloodied" in "When first bloodied") is read as
    those words when the text does not read with it as a name; so is a word of the
    owner's name that is not all of a part of it ("chain" of Baelzra, Chain Princess in
    "hits with a spiked chain attack", "shadow" of Shadow Watcher in "hits with shadow
    talons"). A monster's trigger read by none of these is read a last time with "the" and
    one to three words after it that the grammar does not know read as the monster itself
    (:func:`mask_by_role`: "the spitter" for Squamous Spewer). A trigger read by none of
    these is read a last time with such words after "a", "an", "any", ... read as a kind of
    creature (:func:`mask_kinds`: "a myconid ally").
    """
    tree, found = _parse_once(text, grammar, span, names, powers, items)
    if tree is None and powers and mask_powers(fold(text), powers) != fold(text):
        as_words, _ = _parse_once(text, grammar, span, names, (), items)
        if as_words is not None:
            return as_words, []
    if tree is None and names:
        folded = fold(text)
        if mask_names(folded, names, text) != mask_names(folded, names, text, bare=False):
            as_words, _ = _parse_once(text, grammar, span, names, powers, items, bare=False)
            if as_words is not None:
                return as_words, []
        if grammar == "trigger":
            # "When an enemy attacks the spitter" (Squamous Spewer): a monster's trigger may
            # name the monster by its role, in words no rule reads; as a last try only
            as_self, _ = _parse_once(text, grammar, span, names, powers, items, by_role=True)
            if as_self is not None:
                return as_self, []
    if tree is None and grammar in ("trigger", "effect"):
        # "A myconid ally is hit": a kind of creature the grammar has no word for; "slide
        # the target to a square adjacent to the anomaly": a thing the power conjures; a
        # last try (mask_kinds, mask_things)
        as_kind, _ = _parse_once(text, grammar, span, names, powers, items, by_kind=True)
        if as_kind is not None:
            return as_kind, []
    return tree, found


_WORDS = re.compile(r"[a-z][a-z'-]*|[§¶¤µ]+(?:'s)?")
_ROLE_RUN = 3  # words at most after "the" naming the monster by its role


# creature words that may be part of a monster's or a kind's name ("the hobgoblin
# commander", "any giant ant"), beside words the grammar does not know
_CREATURE_WORDS = {w for w in CREATURE_KEYWORDS | CREATURE_TYPES | CREATURE_ORIGINS if " " not in w}

# English adjectives no list of the game has that say where a creature is, which or how
# many it is, or how it seems ("a nearby enemy", "the nearby hexer", "a random creature"),
# never what it is: never a word of a name (a closed list, as their form does not tell
# them; mask_kinds's _DESCRIBING_ENDINGS do for the open rest before a role noun). Words
# that are also part of the game's names of kinds ("young", "elder", "dire", "greater",
# "lesser", "horrid") are not in it.
_NOT_KINDS = frozenset(
    {
        "nearby", "near", "nearest", "close", "closest", "far", "distant", "remote", "local",
        "single", "lone", "sole", "only", "first", "second", "third", "last", "next", "few",
        "many", "several", "various", "random", "extra", "new", "same", "different",
        "certain", "particular", "specific", "whole", "chosen", "big", "little", "weak",
        "strong", "angry", "hostile", "friendly", "unknown", "unseen", "hidden", "visible",
        # how often or how: never a creature ("hits the troll twice" is two hits)
        "once", "twice", "thrice", "again", "still", "also", "already", "instead",
    }
)  # fmt: skip
# an adverb ("quickly", "successfully") is never a creature's name either
_ADVERB = re.compile(r"[a-z-]{3,}ly$")


def _name_run(words: list[re.Match[str]], first: int, grammar: str = "trigger") -> int:
    """How many words from ``first`` (one to three) name a creature the grammar has no word
    for: each unknown to it or a creature word, one at least unknown, none a possessive
    but the last ("the spitter's"), whose "'s" stays, none of :data:`_NOT_KINDS`; 0 when
    none do."""
    run = unknown = 0
    known = _known(grammar)
    while run < _ROLE_RUN and first + run < len(words):
        word = words[first + run].group()
        bare = word.removesuffix("'s")
        if bare[0] in "§¶¤µ" or bare.endswith("'"):
            break
        if (known[bare] and bare not in _CREATURE_WORDS) or bare in _NOT_KINDS:
            break
        if _ADVERB.match(bare) and bare not in _CREATURE_WORDS:
            break
        if misspelling_of(grammar, bare, changed=False):  # "by an atack": a typo, no kind
            break
        run, unknown = run + 1, unknown + (not known[bare])
        if bare != word:
            break
    return run if unknown else 0


def _end(words: list[re.Match[str]], last: int) -> int:
    """Where the last word of a name ends, before its possessive "'s"."""
    word = words[last]
    return word.start() + len(word.group().removesuffix("'s"))


def mask_by_role(folded: str) -> str:
    """ "the bruiser", "the exalted soldier": "the" (or words of the monster's name) and
    the words after it that name a creature the grammar has no word for
    (:func:`_name_run`) name the monster itself by its role."""
    words = list(_WORDS.finditer(folded))
    out = list(folded)
    for i, the in enumerate(words):
        # ("the hobgoblin commander" for Hobgoblin Legionnaire: "the hobgoblin", masked as
        # the monster's name, and the role word after it)
        named = the.group() == "the" or set(the.group()) == {"§"}
        run = _name_run(words, i + 1) if named else 0
        if run:
            last = i + run
            # ("the beggar king" for Filth King: the role's words before a word of its name)
            if last + 1 < len(words) and set(words[last + 1].group().removesuffix("'s")) == {"§"}:
                last += 1
            end = _end(words, last)
            out[the.start() : end] = "§" * (end - the.start())
    return "".join(out)


_VERB_FORM = re.compile(r"[^s]s$")


def mask_things(folded: str) -> str:
    """ "the anomaly", "the living zephyr", "the phantasmal henchman": in effect text, "the"
    and the words after it that name something the grammar has no word for
    (:func:`_name_run`, no possessive) name a thing no list of the game has a word for (what
    the power conjures or summons, "the object" said before), masked with "µ" (THING_NAME;
    the name is read back from the text)."""
    words = list(_WORDS.finditer(folded))
    out = list(folded)
    for i, the in enumerate(words):
        run = _name_run(words, i + 1, "effect") if the.group() == "the" else 0
        # (a word ending in "s" after the first may be the verb: "the dragon sings")
        run = next((k for k in range(1, run) if _VERB_FORM.search(words[i + 1 + k].group())), run)
        last = words[i + run].group() if run else ""
        if run and "'" not in last:
            start, end = words[i + 1].start(), words[i + run].end()
            # (one run of words, each a whole word: "the d20 roll" holds a die, no name)
            whole = not folded[end : end + 1].isdigit()
            if folded[start:end].count(" ") == run - 1 and whole:
                out[start:end] = "µ" * (end - start)
    return "".join(out)


# the determiners a creature's kind may follow ("a myconid", "any giant ant"): never "the",
# which names the monster itself (mask_by_role)
_KIND_DETERMINERS = {"a", "an", "any", "each", "every", "another"}
# the words that may stand between the determiner and the kind ("a bloodied myconid")
_BEFORE_KIND = {"bloodied", "unbloodied", "adjacent", "marked", "prone", "grabbed", "other"}
_BEFORE_KIND |= CONDITIONS | SIZES
# the nouns of roles, which a kind may stand before ("a myconid ally")
_ROLE_NOUNS = {"ally", "allies", "enemy", "enemies", "creature", "creatures", "foe", "foes"}
# endings of English adjectives ("a distant enemy", "a dangerous creature", "a powerful
# ally") and of states ("an unmarked enemy", "a fleeing ally"): before a role noun, every
# word of the run describes the enemy or ally it stands before, and one ending so
# describes it rather than names its kind. A run with no role noun after it is a name,
# whose words may be adjectives ("a horrid spawn", "a blackfire burning devil").
_DESCRIBING_ENDINGS = (
    "ly", "ous", "ful", "ive", "able", "ible", "al", "ic", "ant", "ent", "less", "ed", "ing",
)  # fmt: skip


def _describes(word: str) -> bool:
    """Whether a word before a role noun describes the creature (by its ending) rather than
    names its kind; a creature word of the game's lists never does ("an elemental ally")."""
    return word not in _CREATURE_WORDS and any(
        word.endswith(end) and len(word) > len(end) + 2 for end in _DESCRIBING_ENDINGS
    )


def mask_kinds(folded: str) -> str:
    """ "a myconid ally", "any bloodied giant ant": the words after an indefinite determiner
    (and the words of `pre` filters) that name a creature the grammar has no word for
    (:func:`_name_run`, not a possessive) name a kind of creature, masked with "µ"
    (KIND_NAME)."""
    words = list(_WORDS.finditer(folded))
    out = list(folded)
    for i, det in enumerate(words):
        if det.group() not in _KIND_DETERMINERS:
            continue
        first = i + 1
        while first < len(words) and words[first].group() in _BEFORE_KIND:
            first += 1
        run = _name_run(words, first)
        last = words[first + run - 1].group() if run else ""
        after = words[first + run].group() if run and first + run < len(words) else ""
        if after in _ROLE_NOUNS and any(_describes(w.group()) for w in words[first : first + run]):
            continue  # "a distant enemy", "an unmarked enemy": no kind
        if run and "'" not in last:
            start, end = words[first].start(), words[first + run - 1].end()
            if folded[start:end].count(" ") == run - 1:  # one run of words
                out[start:end] = "µ" * (end - start)
    return "".join(out)


def _parse_once(
    text: str,
    grammar: str,
    span: Span | None,
    *masked: Sequence[str],
    bare: bool = True,
    by_role: bool = False,
    by_kind: bool = False,
) -> tuple[Any | None, list[Diagnostic]]:
    """One parse of ``text``, with the names given (``names``, ``powers``, ``items``: see
    :func:`parse`) masked (``bare``: see :func:`mask_names`)."""
    names, powers, items = masked

    folded = fold(text)
    if names:
        folded = mask_names(folded, names, text, bare)
        if by_role:
            folded = mask_by_role(folded)
    if powers:
        folded = mask_powers(folded, powers)
    if grammar == "trigger":
        folded = blank_citations(mask_items(folded, items))
    if by_kind:
        folded = mask_kinds(folded) if grammar == "trigger" else mask_things(folded)
    # the names of powers and features the text names ("You use fey step", "your Hunter's
    # Quarry"): a run holding a word the grammar does not know, after "use" or before "power"
    # (a misspelling of its own word, "a mele attack", is no name: it is refused as a typo)
    folded = mask_player_names(folded, text, lambda word: _known_or_misspelt(grammar, word))
    read = _read(grammar, folded)
    if isinstance(read, _Stop):
        # "You use turn undead.": the words after "use" name a power when the grammar
        # stops inside them, even if it knows each word; one more try with them masked
        position = len(folded) if read.at_end else read.position
        named = mask_name_at(folded, position, text)
        stopped_at = _LETTERS_AT.match(folded, position or 0)
        if stopped_at and misspelling_of(grammar, stopped_at.group(), changed=False):
            named = None  # "with a mele attack": a typo of the grammar's word, no name
        if named is not None:
            again = _read(grammar, named)
            if not isinstance(again, _Stop):
                return again, []
        if read.at_end:
            return None, [unread(text, grammar, 0, 0, span)]
        return None, [unread(text, grammar, read.line, read.column, span)]
    return read, []


@dataclass(frozen=True)
class _Stop:
    """Where the grammar stopped reading a text: at its end, or at a word."""

    at_end: bool
    position: int | None
    line: int
    column: int


@lru_cache(maxsize=_READINGS_KEPT)
def _read(grammar: str, folded: str) -> Any:
    """The tree of ``folded`` (masked and folded text) by the grammar called ``grammar``,
    or where it stopped. Kept: monsters share trigger and effect sentences word for word
    (a third of the corpus's triggers are read more than once), and a tree is never
    changed by what reads it (``lark.Transformer`` builds new values)."""
    from lark.exceptions import UnexpectedEOF, UnexpectedInput

    try:
        return _parser(grammar).parse(folded)
    except UnexpectedInput as exc:
        at_end = isinstance(exc, UnexpectedEOF)
        position = None if at_end else getattr(exc, "pos_in_stream", None)
        return _Stop(at_end, position, exc.line, exc.column)
