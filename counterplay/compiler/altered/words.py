"""Words of an Altered ability line -> the grammar's tokens, by the lexicon of its language.

The ability grammar (``grammar/altered/ability.lark``) is one grammar for French and
English: its terminals are the game's concepts (``GAIN``, ``CARD_TYPE``, ``RESERVE``...), and
each language has a lexicon (``grammar/altered/fr.lexicon``, ``en.lexicon``) saying which of
its words and phrases stand for which terminal, with a value where the terminal carries one
(``CARD_TYPE character: personnage | personnages``). So a French line and its English twin
give the same tree, and the same IR, whenever their words mean the same things.

A line is cut into words by one regular expression (linear time): symbols ``{J}``, statuses
``[[Fugace]]``, bracketed keywords and token profiles ``[2/2/2 Scarabot]``, quoted abilities
``« … »``, die results ``4+`` / ``1-3``, numbers, words (French elisions ``l'`` ``qu'`` and
clitics ``-moi`` ``-la`` split off; English ``'s`` split off) and punctuation. Phrases are
then matched longest first. A word no entry names is an ``UNKNOWN`` token, where the parser
stops (a diagnostic there, never a guess), except a capitalised word, which is a ``NAME``
(a subtype or counter the lexicon does not list yet: "compteur Kélon" / "Kelon counter").
Token columns are columns of the line as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import Any

from lark.lexer import Lexer, Token

from counterplay.compiler.altered.nouns import NOUNS as _NOUNS
from counterplay.compiler.altered.nouns import and_before_noun, and_of_one_thing

LANGUAGES = ("fr", "en")

# One word of a line, in order of preference (the line is lower-cased first; brackets and
# braces are matched whole, their balance having been checked by compiler.altered.scan).
_WORD = {
    "fr": re.compile(
        r"\{x\}\+\{\d+\}|\{[^{}]*\}|\[\[[^\[\]]*\]\]|\[[^\[\]]*\]|«[^«»]*»|\"[^\"]*\""
        r"|\d+\+|\d+-\d+|x\+\d+|\d+(?:er|e|ème)?\b|\d+"
        r"|(?:jusqu|lorsqu|puisqu|quelqu|qu|[cdjlmnst])'"
        r"|non-(?=\[)|[\w]+(?:-[\w]+)*|—|–|\S",
    ),
    "en": re.compile(
        r"\{x\}\+\{\d+\}|\{[^{}]*\}|\[\[[^\[\]]*\]\]|\[[^\[\]]*\]|«[^«»]*»|\"[^\"]*\""
        r"|\d+\+|\d+-\d+|x\+\d+|\d+(?:st|nd|rd|th)?\b|\d+"
        r"|non-(?=\[)|[\w]+(?:['-][\w]+)*|—|–|\S",
    ),
}
_SPACE = re.compile(r"\s+")
# French clitics written after an imperative ("sacrifiez-moi", "créez-en"): their own word.
_CLITIC = re.compile(r"^(.+?)(-(?:moi|toi|la|le|les|lui|leur|en|y|nous|vous))$")
# "non-jeton", "non-token", "non-Illusion": NON, then the word.
_NON = re.compile(r"^(non)-(.+)$")
_STATS = re.compile(r"^(\d+|x)/(\d+|x)/(\d+|x)$")
_BRACKET_NUMBER = re.compile(r"^(.*?)\s+(\d+|x)$")
_VARIABLE = re.compile(r"x(?:\+\d+)?")
_MANA_SUM = re.compile(r"\{[xX]\}\+\{\d+\}")
_LONGEST = 8  # words in the longest lexicon phrase
# A lexicon phrase ending in "~" is a regular verb's stem: it stands for every form below
# (French verbs in -er: "gagn~" is gagne, gagnes, gagnent, gagnez, gagner, gagnons, and the
# future and imperfect gagnera, gagneront, gagnait, gagnaient; English:
# "gain~" is gain, gains), so a form the cards seen so far do not use is read all the same.
# Participles are listed apart where they are terminals of their own (EXHAUSTED, TARGETED).
VERB_ENDINGS: dict[str, tuple[str, ...]] = {
    "fr": ("e", "es", "ent", "ez", "er", "ons", "era", "eront", "ait", "aient"),
    "en": ("", "s"),
}

# The symbols of printed cards, the same in every language; case matters: {J} is "when I
# join the Expedition or Landmark zone", {j} names the abilities it marks ("activate its
# {j} abilities"). {1}, {2}... and {X} are mana costs.
SYMBOLS: dict[str, tuple[str, str]] = {
    "J": ("JOIN_SYM", "join"),
    "H": ("HAND_SYM", "hand"),
    "R": ("RESERVE_SYM", "reserve"),
    "I": ("SUPPORT_SYM", "support"),
    "T": ("EXHAUST_SYM", "exhaust"),
    "D": ("DISCARD_SYM", "discard"),
    "V": ("TERRAIN", "forest"),
    "M": ("TERRAIN", "mountain"),
    "O": ("TERRAIN", "water"),
    "j": ("ABILITY_SYM", "join"),
    "h": ("ABILITY_SYM", "hand"),
    "r": ("ABILITY_SYM", "reserve"),
}


@dataclass(frozen=True)
class Entry:
    """What a word or phrase of a lexicon stands for: a terminal and its value ("" when
    the terminal carries none)."""

    terminal: str
    value: str


@dataclass(frozen=True)
class Lexicon:
    """One language's words: phrases (tuples of words) -> entries."""

    lang: str
    phrases: dict[tuple[str, ...], Entry]

    @property
    def terminals(self) -> frozenset[str]:
        return frozenset(e.terminal for e in self.phrases.values())


def _fold(text: str) -> str:
    """The line as the lexicon reads it: lower case, typographic spaces and quotes folded
    one character for one (columns stay columns of the line)."""
    return (
        text.replace("\u00a0", " ")
        .replace("\u202f", " ")
        .replace("\u2019", "'")
        .replace("\u2018", "'")
        .replace("\u2010", "-")  # hyphens of typography: "tour‑ci", "Sacrifiez‑le"
        .replace("\u2011", "-")
        .replace("\u201c", '"')
        .replace("\u201d", '"')
        .lower()
    )


@cache
def lexicon(lang: str) -> Lexicon:
    """The lexicon of ``lang`` (``fr`` or ``en``), read once per process.

    Its file has one entry per line, ``TERMINAL [value]: phrase | phrase | ...``; ``#``
    starts a comment. A phrase is cut into words as a line is. ``ME+BE: i'm`` gives one
    phrase several terminals.
    """
    text = (files("counterplay") / "grammar" / "altered" / f"{lang}.lexicon").read_text("utf-8")
    phrases: dict[tuple[str, ...], Entry] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split(" #", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if not line:
            continue
        head, sep, body = line.partition(":")
        if not sep:
            raise ValueError(f"{lang}.lexicon:{number}: no ':' in {raw!r}")
        terminal, _, value = head.strip().partition(" ")
        for phrase in _forms(body.split("|"), lang):
            folded = _fold(phrase.strip())
            # a clitic ("-moi") or a possessive ("'s") is one word of a line, as _split
            # cuts it off a word
            alone = folded.startswith(("-", "'"))
            words = (folded,) if alone else tuple(w for w, _ in _split(folded, lang))
            if not words:
                raise ValueError(f"{lang}.lexicon:{number}: empty phrase in {raw!r}")
            if words in phrases and phrases[words] != Entry(terminal, value.strip()):
                raise ValueError(f"{lang}.lexicon:{number}: {phrase.strip()!r} given twice")
            phrases[words] = Entry(terminal, value.strip())
    return Lexicon(lang, phrases)


@cache
def invariable(lang: str) -> frozenset[tuple[str, ...]]:
    """The nouns of ``lang``'s lexicon that are the same in the singular and the plural
    ("héros": "un Héros", "les Héros"): the only phrase of their entry, ending as a plural
    does. Such a word does not say it is a plural ("pour chaque Héros" is "for each Hero")."""
    forms: dict[Entry, list[tuple[str, ...]]] = {}
    for words, entry in lexicon(lang).phrases.items():
        if entry.terminal in _NOUNS:
            forms.setdefault(entry, []).append(words)
    return frozenset(
        said[0] for said in forms.values() if len(said) == 1 and said[0][-1].endswith(("s", "x"))
    )


def subtype_named(name: str) -> str:
    """A subtype as the IR names it, from a game file's word in either language, singular
    or plural ("Plantes", "plant", "Robots": "plant", "robot"); one no lexicon lists
    ("Dragon") as its words in lower case, joined by "_"."""
    return _named(name, "SUBTYPE")


def token_named(name: str) -> str:
    """A token's name as the IR names it, in either language ("Aérolithe", "Aerolith":
    "aerolith"); one no lexicon lists ("Rouage") as :func:`subtype_named` keeps it."""
    return _named(name, "NAME")


def token_words(value: str) -> list[str]:
    """How a game may write the token the IR calls ``value``, in each language, singular
    ("aerolith": "Aérolithe", "Aerolith"); one no lexicon lists as it is shown ("Rouage")."""
    out: list[str] = []
    for lang in LANGUAGES:
        phrases = [
            words
            for words, entry in lexicon(lang).phrases.items()
            if entry.terminal == "NAME" and entry.value == value and "[" not in words[0]
        ]
        out.extend(" ".join(_titled(w) for w in words) for words in phrases[:1])
    return list(dict.fromkeys(out)) or [" ".join(map(_titled, value.split("_")))]


def _titled(word: str) -> str:
    """A word of a name as a card prints it: "Phalène de Mana"."""
    return word if len(word) <= 2 else word[:1].upper() + word[1:]


def _named(name: str, terminal: str) -> str:
    words = _fold(name).replace("_", " ").split()
    for lang in LANGUAGES:
        entry = lexicon(lang).phrases.get(tuple(words))
        if entry is not None and entry.terminal == terminal:
            return entry.value
    return "_".join(words)


def _forms(phrases: list[str], lang: str) -> Iterator[str]:
    """The phrases of a lexicon entry, a verb's stem ("gagn~") given as all its forms."""
    for phrase in phrases:
        phrase = phrase.strip()
        if phrase.endswith("~"):
            yield from (phrase[:-1] + ending for ending in VERB_ENDINGS[lang])
        else:
            yield phrase


def _split(folded: str, lang: str) -> Iterator[tuple[str, int]]:
    """The words of ``folded`` with their offsets."""
    pattern = _WORD[lang]
    pos, end = 0, len(folded)
    while pos < end:
        space = _SPACE.match(folded, pos)
        if space:
            pos = space.end()
            continue
        match = pattern.match(folded, pos)
        assert match is not None  # the last alternative matches any one character
        word = match.group()
        pos = match.end()
        if lang == "fr" and (clitic := _CLITIC.match(word)) and "-" not in clitic.group(1):
            yield clitic.group(1), match.start()
            yield clitic.group(2), match.start() + len(clitic.group(1))
            continue
        if lang == "en" and word.endswith("'s") and len(word) > 2:
            yield word[:-2], match.start()
            yield "'s", match.end() - 2
            continue
        yield word, match.start()


def _bracketed(phrase: str, lex: Lexicon) -> Entry | None:
    """The entry of a bracketed game term ("[Coriace]", "[[Fugace]]"), in ``lex`` or else in
    the other language's: a card printed in one language may keep a term of the other
    ("You may [Foncer]."), and a term's value is the same in both."""
    entry = lex.phrases.get((phrase,))
    if entry is not None:
        return entry
    others = (lexicon(lang).phrases.get((phrase,)) for lang in LANGUAGES if lang != lex.lang)
    return next((e for e in others if e is not None), None)


def _bracket(word: str, lex: Lexicon) -> tuple[str, str]:
    """A ``[...]`` word: a keyword of the lexicon (with its number: "tough 2"), a token's
    profile ("2/2/2 brassbug"), or a name."""
    inner = " ".join(word[1:-1].split())
    entry = _bracketed(f"[{inner}]", lex)
    if entry is not None:
        return entry.terminal, entry.value
    numbered = _BRACKET_NUMBER.match(inner)
    if numbered and (entry := _bracketed(f"[{numbered.group(1)}]", lex)) is not None:
        return entry.terminal, f"{entry.value} {numbered.group(2)}"
    parts = inner.split()
    for stats, name in ((parts[:1], parts[1:]), (parts[-1:], parts[:-1])):
        if stats and _STATS.match(stats[0]):
            named = lex.phrases.get((f"[{' '.join(name)}]",))
            return "TOKEN_PROFILE", f"{stats[0]} {named.value if named else ' '.join(name)}"
    return "NAME", inner


def symbol(original: str) -> tuple[str, str] | None:
    """The token of a ``{...}`` symbol as written (:data:`SYMBOLS`, or a mana cost: ``{3}``,
    ``{X}``); None for a symbol cards do not have."""
    inner = original[1:-1].strip()
    if inner in SYMBOLS:
        return SYMBOLS[inner]
    if _MANA_SUM.fullmatch(original):  # "{X}+{2}": X and two more
        return "MANA", original.upper().replace("{", "").replace("}", "")
    if inner.isdecimal() or inner in ("X", "x"):
        return "MANA", inner.upper()
    return None


# What a sentence starts after (:func:`_opens_sentence`).
_OPENERS = frozenset(
    ("DOT", "COLON", "DASH", "BULLET", "JOIN_SYM", "HAND_SYM", "RESERVE_SYM", "SUPPORT_SYM")
)


def _opens_sentence(before: list[Token], word: str, lang: str) -> bool:
    """Whether a capitalised word no entry names, first in its sentence, is only capitalised
    for being first, so no subtype's name: French says a noun there with its determiner
    ("Les Mages ...", so "Ceux qui ..." is a word not known), English may say a plural
    alone ("Mages you control ...", but "Everything ..." is no subtype)."""
    first = not before or before[-1].type in _OPENERS
    return first and (lang == "fr" or not word.endswith("s"))


def _typed(word: str, original: str, lex: Lexicon) -> tuple[str, str] | None:
    """The token of a word that is read by its shape, not looked up as a phrase."""
    if word.startswith("{"):
        return symbol(original) or ("UNKNOWN", original)
    if word.startswith("[["):
        entry = _bracketed(f"[[{' '.join(word[2:-2].split())}]]", lex)
        return (entry.terminal, entry.value) if entry else ("STATUS", word[2:-2].strip())
    if word.startswith("["):
        return _bracket(word, lex)
    if word[0] in '«"':
        return "QUOTED", original[1:-1].strip()
    if word == "non-":  # "non-[[Ancré]]" / "non-[[Anchored]]": not what the brackets say
        return "NON", word[:-1]
    if word == "|":  # the lexicon's own separator: "Déclencheur | Effet"
        return "DASH", word
    if _VARIABLE.fullmatch(word):
        return "VAR", word
    if word[0].isdecimal():
        if word.endswith("+") or "-" in word:
            return "DIE_RESULT", word
        digits = re.match(r"\d+", word)
        assert digits is not None
        return ("NUMBER", digits.group()) if digits.group() == word else ("ORDINAL", digits.group())
    return None


def tokens(text: str, lang: str) -> list[Token]:
    """The tokens of ``text`` in ``lang`` (columns are 1-based columns of ``text``, which
    must be one line)."""
    lex = lexicon(lang)
    folded = _fold(text)
    split = list(_split(folded, lang))
    out: list[Token] = []
    index = 0
    while index < len(split):
        word, at = split[index]
        typed = _typed(word, text[at : at + len(word)], lex)
        if typed is not None:
            out.append(_token(typed, word, at))
            out[-1].said = word  # type: ignore[attr-defined]  # "[Ravitaille]" as said
            index += 1
            continue
        size, entry = _longest(split, index, lex)
        if entry is not None:
            last_word, last_at = split[index + size - 1]
            surface = text[at : last_at + len(last_word)]
            # "ME+BE: i'm": one phrase, several terminals (at the phrase's place)
            for terminal in entry.terminal.split("+"):
                out.append(_token((terminal, entry.value or surface), surface, at))
            if size > 1 and lang == "fr" and out[-1].type in _NOUNS:
                # "Orbes de Mana", "Permanents de Repère": French says the number on the
                # first word of a noun's phrase (English on the last: "Mana Orbs")
                out[-1].plural = word.endswith(("s", "x"))  # type: ignore[attr-defined]
            if tuple(w for w, _ in split[index : index + size]) in invariable(lang):
                out[-1].plural = False  # type: ignore[attr-defined]  # "Héros": either
            index += size
            continue
        non = _NON.match(word)
        if non is not None:  # "non-jeton": NON then the word, read again
            split[index : index + 1] = [("non", at), (non.group(2), at + 4)]
            continue
        original = text[at : at + len(word)]
        if original[:1].isupper() and word.isalpha() and not _opens_sentence(out, word, lang):
            out.append(_token(("NAME", original), word, at))
        else:
            out.append(_token(("UNKNOWN", original), word, at))
        index += 1
    found = _one_target_of_either(_other_cards(_in_context(out)))
    return _third_person(_possessed_player(found) if lang == "en" else found, lang)


# What may follow "target Character or target Landmark" for it to be read as one target
# (a filter after it might hold for the second thing only: never widen).
_AFTER_EITHER = frozenset(("DOT", "COMMA", "THEN", "AND", "TO", "TO_DO", ""))


def _one_target_of_either(found: list[Token]) -> list[Token]:
    """ "un Personnage ciblé ou un Repère ciblé" / "target Character or target Landmark":
    one target that is either, as "un Personnage ou Repère ciblé" / "target Character or
    Landmark" say it; only for card types with nothing else said of them."""
    kinds = [t.type for t in found]
    for i in range(len(found) - 1, 1, -1):
        if kinds[i] != "OR":
            continue
        after = kinds[i + 4] if i + 4 < len(kinds) else ""
        french = kinds[i - 2 : i] == ["CARD_TYPE", "TARGETED_POST"] and kinds[i + 1 : i + 4] == [
            "A",
            "CARD_TYPE",
            "TARGETED_POST",
        ]
        english = kinds[i - 2 : i] == ["TARGETED", "CARD_TYPE"] and kinds[i + 1 : i + 3] == [
            "TARGETED",
            "CARD_TYPE",
        ]
        if french and after in _AFTER_EITHER and kinds[i - 3] == "A":
            del found[i - 1]  # the first "ciblé": the second says it of both
        elif english and (kinds[i + 3] if i + 3 < len(kinds) else "") in _AFTER_EITHER:
            del found[i + 1]  # the second "target"
    return found


def _other_cards(found: list[Token]) -> list[Token]:
    """ "Défaussez les autres cartes." / "Discard the other cards." with nothing said after
    them (a place, a filter) are those not taken of the cards named before ("Révélez les
    quatre premières cartes ..."), as "les cartes restantes" / "the remaining cards": REST.
    Read otherwise, they were every other card in play. "les autres cartes de votre
    Réserve" / "the other cards in your Reserve" stay other cards, where they say."""
    kinds = [t.type for t in found]
    for i in range(len(found) - 3, -1, -1):
        said = kinds[i : i + 3] == ["THE", "OTHER", "CARD_TYPE"] and found[i + 2].value == "card"
        if said and (kinds[i + 3] if i + 3 < len(kinds) else "") in _AFTER_EITHER:
            rest = Word.new_borrow_pos("REST", "rest", found[i])
            rest.end_pos, rest.end_column = found[i + 2].end_pos, found[i + 2].end_column
            found[i : i + 3] = [rest]
    return found


# The words of a thing said before "'s" ("target Character's controller").
_OWNED_THING = frozenset(("TARGETED", "A", "THE", "EACH", "OTHER", "CARD_TYPE", "SUBTYPE"))


def _possessed_player(found: list[Token]) -> list[Token]:
    """ "target Character's controller" / "owner" as "the controller of target Character", its
    French word order ("le contrôleur d'un Personnage ciblé"), which the grammar reads in every
    slot a player stands in (one token of lookahead cannot tell "target Character's" the
    owner of a thing from a thing)."""
    out = list(found)
    for i in range(len(out) - 2, 0, -1):
        owner = out[i + 1]
        said = owner.type == "OWNER" or (owner.type == "PLAYER" and owner.value == "controller")
        if out[i].type != "POSS" or not said:
            continue
        start = i
        while start > 0 and out[start - 1].type in _OWNED_THING:
            start -= 1
        thing = out[start:i]
        if not any(t.type in ("CARD_TYPE", "SUBTYPE") for t in thing):
            continue
        the = Word.new_borrow_pos("THE", "the", thing[0])
        of = Word.new_borrow_pos("OF", "of", out[i])
        last = Word.new_borrow_pos(thing[-1].type, thing[-1].value, thing[-1])
        last.plural = getattr(thing[-1], "plural", False)
        last.end_pos, last.end_column = owner.end_pos, owner.end_column  # the text said
        out[start : i + 2] = [the, owner, of, *thing[:-1], last]
    return out


def _in_context(found: list[Token]) -> list[Token]:
    """Tokens told apart by the token after them: "et" / "and" between two nouns
    ("chaque Animal et Aventurier") is AND_NOUN, so that "and" before a verb ("Target two
    Characters and exchange their boosts") joins clauses. "aussi" / "also" (ALSO) says an
    op comes in addition, as every op of an effect does: it is read as nothing. "l'autre" /
    "the other" with no noun after it is REST (those not taken); "if you don't" before a verb
    is its words ("if you don't control a Landmark")."""
    out: list[Token] = []
    for i, token in enumerate(found):
        if token.type == "ALSO":
            continue
        if token.type == "EACH" and _each_of_them(found, i):
            continue  # "You and target opponent each draw a card": each as said, read as such
        following = found[i + 1].type if i + 1 < len(found) else ""
        said_after = following in _SAID_AFTER_DONT and str(token).lower().startswith("if you")
        if token.type == "IF_YOU_DONT" and said_after:
            # "if you don't control a Landmark": "if you do not", then the verb said
            out.extend(
                Word.new_borrow_pos(t, str(token), token) for t in ("IF", "YOU", "NOT", "DO")
            )
            continue
        if token.type == "OTHER" and out and out[-1].type == "THE" and _alone(found, i + 1):
            # "défaussez l'autre" / "discard the other": those not taken, as "the rest"
            rest = Word.new_borrow_pos("REST", "rest", out.pop())
            rest.end_pos, rest.end_column = token.end_pos, token.end_column
            token = rest
        if token.type == "NE" and _expletive(found, out, i):
            continue
        if token.type == "IN" and following == "TERRAIN" and out and out[-1].type == "OR":
            continue  # "en {V} ou en {M}": "en" said again, as "in {V} or {M}" does not
        if token.type == "THEN" and _after_first_verb(out):
            continue  # "Défaussez ensuite une carte": "ensuite" said after the verb (in order)
        if token.type == "MORE_OF" and [t.type for t in out[-2:]][:1] == ["NE"]:
            # "n'a plus de boost" / "has no more boosts": "ne ... plus de" after a verb is
            # "ne ... pas de" (none now), not "plus de" (more than)
            out.extend(Word.new_borrow_pos(t, str(token), token) for t in ("PAS", "OF"))
            continue
        if token.type in _COST_OF_ZONE and _costs_said(found[i + 1 : i + 3]):
            out.extend(_zone_then_cost(token))
            continue
        retyped = next((r for r in _RETYPED if token.type in r[0] and r[1](found, i)), None)
        if retyped is not None:
            token = _token((retyped[2], retyped[3](token)), str(token), token.start_pos or 0)
        out.append(token)
    return out


# "Reserve Cost" / "Hand Cost", words that are also a zone and the verb "cost" ("Spells in
# your hand cost {1} less", "Spells you play from your Reserve cost {1} less")
_COST_OF_ZONE = {"RESERVE_COST": "reserve", "HAND_COST": "hand"}


def _costs_said(after: list[Token]) -> bool:
    """Whether a cost's word is followed by how much less or more: the verb, not the cost."""
    return [t.type for t in after][:1] == ["MANA"] and [t.type for t in after][1:] in (
        ["LESS"],
        ["MORE"],
    )


def _zone_then_cost(token: Token) -> list[Token]:
    """ "Reserve cost" said as the zone, then the verb."""
    zone, verb = str(token).rsplit(" ", 1)
    at = token.start_pos or 0
    return [
        _token(("ZONE", _COST_OF_ZONE[token.type]), zone, at),
        _token(("COST", verb), verb, at + len(str(token)) - len(verb)),
    ]


# a printed symbol of an ability's moment, named as the abilities it marks ("a {D} ability",
# "une capacité {D}"): the value {j} {h} {r} have
_ABILITY_OF_SYMBOL = {
    "JOIN_SYM": "join",
    "HAND_SYM": "hand",
    "RESERVE_SYM": "reserve",
    "DISCARD_SYM": "discard",
    "SUPPORT_SYM": "support",
}


def _names_an_ability(found: list[Token], i: int) -> bool:
    """Whether the symbol at ``i`` is said with the word for abilities next to it."""
    before = found[i - 1].type if i > 0 else ""
    after = found[i + 1].type if i + 1 < len(found) else ""
    return "ABILITIES" in (before, after)


_PLAYER_WORDS = frozenset(("OPPONENT", "PLAYER", "YOU"))
_ENDS = frozenset(("", "DOT", "COMMA"))


# what stands before an infinitive: a verb, or a French object pronoun then a verb
_DOING = frozenset(("MAKE", "KEYWORD_ACTION", "REDUCE", "ADVANCE"))
_CLITICS = frozenset(("ME", "THE", "IT", "THEY"))


def _a_verb_at(found: list[Token], i: int) -> bool:
    """Whether a verb starts at ``found[i]`` ("piocher", "me faire gagner", "la défausser")."""
    kinds = [t.type for t in found[i : i + 2]]
    if kinds[:1] and kinds[0] in _CLITICS:
        kinds = kinds[1:]
    return bool(kinds) and (kinds[0] in VERBS or kinds[0] in _DOING)


def _expletive(found: list[Token], out: list[Token], i: int) -> bool:
    """Whether the "ne" at ``found[i]`` is the one "à moins que" says, which negates nothing
    ("à moins que vous ne contrôliez un Animal"; with "pas" or "aucun" after, it does)."""
    after_unless = [t.type for t in out[-2:]][:1] == ["UNLESS"]
    return after_unless and not any(t.type in ("PAS", "NOT") for t in found[i + 1 : i + 4])


def _after_first_verb(out: list[Token]) -> bool:
    """Whether the tokens so far end with a sentence's first word, a verb ("Défaussez" in
    "Piochez deux cartes. Défaussez ensuite une carte"), or its pronoun then its verb ("Ce
    dernier pioche ensuite une carte")."""
    if not out or out[-1].type not in VERBS:
        return False
    start = 2 if len(out) > 1 and out[-2].type in ("IT", "THEY") else 1
    return len(out) == start or out[-start - 1].type == "DOT"


def _each_of_them(found: list[Token], i: int) -> bool:
    """Whether "each" stands between two players said as one subject and their verb ("You and
    target opponent each draw a card"), or right after that verb ("Vous et un adversaire
    ciblé piochez chacun une carte"): every op is done by each of its subjects already."""
    kinds = [t.type for t in found[:i]]
    after = found[i + 1].type if i + 1 < len(found) else ""
    if not set(kinds) & {"AND", "AND_NOUN"}:
        return False
    if kinds[-1:] and kinds[-1] in _PLAYER_WORDS:
        return after in VERBS
    if kinds[-1:] and kinds[-1] in VERBS:  # the player just before the verb
        subject = kinds[-3:-1] if kinds[-2:-1] == ["TARGETED_POST"] else kinds[-2:-1]
        alone = str(found[i]).lower() in ("chacun", "chacune")  # not "chacun de ..."
        return alone and bool(subject) and subject[0] in _PLAYER_WORDS and after not in _ENDS
    return False


def _by_amount(after: list[Token]) -> bool:
    """Whether "de" is "by" an amount of mana that ends the clause ("réduisez le coût ... de
    {2}.")."""
    kinds = [t.type for t in after]
    return kinds[:1] == ["MANA"] and (len(kinds) == 1 or kinds[1] in ("DOT", "COMMA"))


def _and_where(after: list[Token]) -> bool:
    """Whether "et" / "and" joins two places or owners of one thing ("que vous contrôlez et
    dans votre Réserve" / "you control and in your Reserve"): AND_POST, told from "and"
    before a verb."""
    kinds = [t.type for t in after]
    if kinds[:1] in (["IN"], ["FROM"]):
        return len(kinds) > 1 and kinds[1] in _PLACE_WORDS
    return kinds[:2] == ["YOU", "CONTROL"] or kinds[:3] == ["THAT", "YOU", "CONTROL"]


# the words a place starts with ("dans votre Réserve", "in play", "en Réserve"; a player's:
# "in an opponent's Reserve", "in target opponent's Reserve", "in each player's Reserve")
_PLACE_WORDS = frozenset(
    ("THE", "MY", "YOUR", "ITS", "THEIR", "ZONE", "EXPEDITION", "LANDMARK", "PLAY_AREA", "A")
) | {"TARGETED", "EACH"}


# the verbs "if you don't" may be said with ("if you don't control ...", "... have ...")
_SAID_AFTER_DONT = frozenset(("CONTROL", "HAVE"))


# what may follow "the other" / "l'autre" when it says which one ("l'autre Expédition")
_OTHER_WHAT = frozenset(
    ("STATUS", "KEYWORD", "TOP_CARD", "REGION", "ZONE", "OF", "TARGETED", "OPPONENT", "PLAYER")
)


def _alone(found: list[Token], at: int) -> bool:
    """Whether no noun, status or keyword follows at ``at`` (so "the other" is a pronoun)."""
    return at >= len(found) or found[at].type not in _NOUNS | _OTHER_WHAT


def _longest(
    split: Sequence[tuple[str, int]], index: int, lex: Lexicon
) -> tuple[int, Entry | None]:
    for size in range(min(_LONGEST, len(split) - index), 0, -1):
        entry = lex.phrases.get(tuple(w for w, _ in split[index : index + size]))
        if entry is not None:
            return size, entry
    return 1, None


# The verbs a clause with no subject may say in the third person, carrying on the subject of
# the clause before it ("Chaque joueur défausse sa main, puis pioche trois cartes" / "Each
# player discards their hand, then draws three cards"), told from the imperative ("piochez",
# "draw") by the word's ending.
VERBS = frozenset(
    (
        "GAIN",
        "LOSE",
        "GIVE",
        "DRAW",
        "PLAY",
        "SACRIFICE",
        "EXHAUST",
        "READY",
        "SEND",
        "PUT",
        "RETURN",
        "DISCARD",
        "CREATE",
        "ROLL",
        "REVEAL",
        "SPEND",
        "PAY",
        "CHOOSE",
        "SHUFFLE",
        "LOOK",
        "MOVE",
        "REMOVE",
        "DOUBLE",
        "SWAP",
        "TARGET_VERB",
        "ACTIVATE",
    )
)
_THIRD_PERSON: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "fr": (("e", "ent", "t", "d"), ("ez", "er", "re", "ir")),
    "en": (("s",), ("ss",)),
}


class Word(Token):
    """A token of a line, with whether its word is a plural (a noun's) or a verb in the
    third person."""

    plural = False
    third_person = False


def _token(typed: tuple[str, str], surface: str, at: int) -> Token:
    terminal, value = typed
    token = Word(terminal, value, at, 1, at + 1, 1, at + 1 + len(surface), at + len(surface))
    if terminal in _NOUNS and surface.lower().endswith(("s", "x")):
        token.plural = True
    return token


def _third_person(found: list[Token], lang: str) -> list[Token]:
    """Mark the verbs said in the third person (see VERBS: a verb has no lexicon value, so
    its token's value is its word)."""
    endings, not_endings = _THIRD_PERSON[lang]
    for token in found:
        # a keyword action is a verb too ("..., puis [Ravitaille] deux fois" / "..., then
        # [Resupplies] twice": the subject before does it)
        word = str(getattr(token, "said", token)).lower().strip("[]")
        said = token.type in VERBS or token.type == "KEYWORD_ACTION"
        if said and word.endswith(endings) and not word.endswith(not_endings):
            token.third_person = True  # type: ignore[attr-defined]
    return found


class TokenFeed(Lexer):
    """The grammar's "lexer": the tokens were made by :func:`tokens` (with the lexicon of
    the line's language), so it hands them on as they are."""

    def __init__(self, lexer_conf: Any) -> None:
        pass

    def lex(self, data: Any) -> Iterator[Token]:  # type: ignore[override]
        yield from data


def _value(token: Token) -> str:
    return str(token.value)


def _lower(token: Token) -> str:
    return str(token.value).lower()


# The words between a draw verb and what is drawn ("piochez jusqu'à deux autres cartes",
# "draws one or more cards")
_DRAWN_COUNT = frozenset(
    ("A", "NUMBER", "UP_TO", "AT_LEAST", "OR_MORE", "OTHER", "MORE", "OF", "THE", "X", "ALSO")
)


def _drawn_not_card(found: list[Token], i: int) -> bool:
    """Whether a card type other than "carte" / "card" is what a draw verb draws ("Piochez
    un Personnage" / "Draw a Character"): a player draws cards ("piochent deux cartes", seed
    002, 1.3.2.b), unseen, never a kind of them, so it is not read as "draw a card". So are
    "cards" right after the verb with no number ("Draw cards."): how many is not said, and
    is not one ("draw cards equal to ..." says it after)."""
    if found[i].value == "card":
        after = found[i + 1].type if i + 1 < len(found) else ""
        plural = getattr(found[i], "plural", False)
        negated = i > 1 and found[i - 2].type == "CANNOT"  # "can't draw cards": any card
        drawn = i > 0 and found[i - 1].type == "DRAW"
        return plural and drawn and after != "EQUAL" and not negated
    back = i - 1
    while back >= 0 and found[back].type in _DRAWN_COUNT:
        back -= 1
    return back >= 0 and found[back].type == "DRAW"


def _before_counter(found: list[Token], i: int) -> bool:
    return i + 1 < len(found) and found[i + 1].type == "COUNTER"


# Tokens given another type by the tokens after them (:func:`_in_context`): (the types it
# is said of, when, the new type, its value); the first that applies is taken
_RETYPED: list[
    tuple[tuple[str, ...], Callable[[list[Token], int], bool], str, Callable[[Token], str]]
] = [
    # "... de {2}." at the end: by how much (a place or whose would follow "de")
    (("OF",), lambda found, i: _by_amount(found[i + 1 : i + 3]), "BY_AMOUNT", _value),
    # "pour piocher" / "to draw": what is done for it, not where ("to Reserve")
    (("TO",), lambda found, i: _a_verb_at(found, i + 1), "TO_DO", _value),
    # "2 Kelon counters" / "Robot counter": a counter's name, said before its word (so that
    # "Put a Robot ..." / "Mettez un Robot ..." stays a thing: never a counter)
    (("NAME", "SUBTYPE"), _before_counter, "COUNTER_NAME", _lower),
    # "a {D} ability" / "une capacité {D}": the ability the symbol marks, not the event
    (
        tuple(_ABILITY_OF_SYMBOL),
        _names_an_ability,
        "ABILITY_SYM",
        lambda token: _ABILITY_OF_SYMBOL[token.type],
    ),
    (("AND",), lambda found, i: _and_where(found[i + 1 : i + 4]), "AND_POST", _value),
    # "Piochez un Personnage" / "Draw a Spell": not a word of a draw (a stop there)
    (("CARD_TYPE",), _drawn_not_card, "UNKNOWN", _value),
    # "un Personnage et Permanent ciblé" / "target Character and Permanent": not one of
    # either (a stop there); "chaque Animal et Aventurier": every one of each
    (("AND",), and_of_one_thing, "UNKNOWN", _value),
    (("AND",), and_before_noun, "AND_NOUN", _value),
]
