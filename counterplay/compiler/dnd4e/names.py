"""Names in player text: find the powers, features and items a trigger sentence names.

Monster triggers are told their names (``compiler.dnd4e.parse.mask_names`` / ``mask_powers``);
player and item triggers name things nobody lists for us: "You use seed of chaos.", "You
damage an enemy with your Flurry of Blows power.", "You gain concealment from Shadow Walk.",
"Your assassin's shroud target hits you". ``mask_player_names`` finds such names by the form
of the sentence and masks them like a monster's power names ("¶", one character for one so
columns stay right); the grammar reads them as named powers and the IR reads the real name
back by position.

A run of words is a name only if it holds a word the grammar does not know (``known``):
a sentence with an unknown word cannot be read at all, so masking never changes a
sentence that is read without it. The forms (docs/phrases.md "Names in player text"):

- a run right before "power", "racial power", "class feature", "feature", "target",
  "companion", "animal companion", "beast companion", right after a word of ``_INTRO``
  ("your", "the", "with", ...): "your lifeblood racial power", "your assassin's shroud
  target"; it may hold "of" and "a" ("your memory of a thousand lifetimes power");
- the words after "use" / "uses" / "used", "granted by" / "affected by" /
  "designated by" / "created by" or "target of" (each with [your | the | its | his | her | their])
  up to a word of ``_STOPS`` or a punctuation mark: "You use seed of chaos.", "the
  ranged basic attack granted by inevitable shot", "a creature affected by its evil eye";
- a run of capitalised words (with "of" / "the" / "a" between them) right after "your",
  "from", "by" or "use" / "uses" / "used": "from Shadow Walk", "haven't used Rampage".

One more form is tried only where the grammar stopped (``mask_name_at``): the words
after "use" etc. name a power even when the grammar knows each of them, if it stops
inside them ("You use turn undead.": "turn" and "undead" are words of the grammar, but
no attack phrase).

An item power's own item is named too ("You hit ... using Farbane." for the power
"Farbane Power - Daily"): ``item_name`` reads it from the power's name, and
``mask_items`` masks it with "¤" (the grammar's ITEM_NAME). A book citation in
parentheses ("(Player's Handbook 2, page 120)") is not part of the sentence and is
blanked out (spaces, one for one).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

# (never the "d" of a die: "d20", "2d6" are one token to the lexer, no word of a name,
# "use whichever d20 result you prefer")
_WORD = re.compile(r"(?>[a-z]+(?:['-][a-z]+)*)(?!\d)")
# where a text looked for may start: a character after none of a word's (or at the start)
_STARTS = re.compile(r"(?<![\w'-])(?=.)", re.DOTALL)
# "(Player's Handbook 2, page 120)": a citation of a book page
_CITATION = re.compile(r"\((?:[^()]{0,60}),\s*page\s+\d+\)")
# "Farbane Power - Daily", "Scepter of Bane Power - Daily": the item is the part before "Power"
# (the usage after a spaced dash: "Elf Power-Elven Accuracy" is a racial power, not an item)
_ITEM_POWER = re.compile(r"^(.+?)\s+Power\s+[-\u2013\u2014]\s+[\w -]+$")
_ITEM_POWER_KNOWN = re.compile(r"^(.+?)\s+Power(?:\s+[-\u2013\u2014]\s+[\w -]+)?$")

# the words that may follow a name ("your Rampage class feature"), longest first
_AFTER = (
    "racial power",
    "class feature",
    "animal companion",
    "beast companion",
    "power",
    "feature",
    "target",
    "companion",
)
_CUE = re.compile("(?:" + "|".join(_AFTER) + r")(?![\w'-])")
_CUE_FIRST = frozenset(cue.split()[0] for cue in _AFTER if " " in cue)
# words that introduce a name: a run found before a cue is a name only right after one of
# them ("your Rampage class feature"; not "When back-breaker hits a target")
_INTRO = frozenset(
    {"your", "the", "with", "by", "use", "uses", "used", "using", "from", "of", "his", "her",
     "its", "their"}
)  # fmt: skip
# a capitalised run only after these: "using Aegis Fang", "with Farbane" name an item as
# often as a power, "misses Hamanu" a creature
_CAPITAL_INTRO = frozenset({"your", "from", "by", "use", "uses", "used"})
# a run before one of _AFTER starts after one of these words (or a punctuation mark)
_BEFORE = frozenset(
    {"your", "the", "with", "by", "use", "uses", "used", "using", "from", "granted", "its",
     "his", "her", "their", "and", "or", "you", "that", "which", "who", "to", "in", "on",
     "at", "for", "when", "while", "have", "has", "an", "any", "each", "one", "every",
     "this"}
)  # fmt: skip
# words that end the run after "use" / "granted by" (and the verbs a subject ends before:
# "The target of your divine challenge hits you")
_STOPS = frozenset(
    {"on", "to", "and", "or", "when", "while", "against", "this", "that", "with", "using",
     "during", "in", "at", "for", "as", "power", "powers", "class", "feature", "racial",
     "attack", "but", "if", "from", "by", "a", "an", "the", "your", "you", "is", "are",
     "was", "can", "would", "hits", "misses", "makes", "takes", "ends", "starts", "drops",
     "uses", "enters", "leaves", "moves", "shifts", "attacks", "becomes", "falls",
     "damages", "targets", "even", "again"}
)  # fmt: skip
_LEADS = re.compile(
    r"(?<![\w'-])(?:use\s+of|use|uses|used|(?:granted|affected|designated|created)\s+by"
    r"|target\s+of)\s+"
    r"(?:(?:your|the|its|his|her|their|§+'s)\s+)?"
)
_DETERMINERS = frozenset({"a", "an", "any", "each", "one", "every", "another", "no", "the"})
# a pronoun after "use" is a name alone ("you use it": a power named before, which the
# runtime does not look for), never the first word of a longer one ("you use it
# immediately" named a power "it immediately": "immediately" was dropped)
_PRONOUNS = frozenset({"it", "them"})
_INNER = frozenset({"of", "the", "a"})  # lower-case words inside a capitalised name
_MASK = "¶"
_LONGEST = 6  # words in a name found before a following word (bounded: masking is linear)


def any_of(texts: Iterable[str]) -> str | None:
    """A regular expression matching any of ``texts``, the longest first; None for none.

    The texts go into a trie, so that a match costs the length of the text it reads, not
    the number of texts (an alternation of N texts tries each one at every position); the
    longer continuation is tried first at every branch, so where several texts match at a
    position, the longest that the rest of the pattern accepts wins.
    """
    root: dict[str, Any] = {}
    for text in texts:
        node = root
        for char in text:
            node = node.setdefault(char, {})
        node[""] = {}  # a text ends here ("" is no character)
    root.pop("", None)
    return _branches(root) if root else None


def _branches(node: dict[str, Any]) -> str:
    """The pattern of one trie node: its branches, optional where a text ends here."""
    branches = []
    for char in sorted(c for c in node if c):
        literal, child = [char], node[char]
        while len(child) == 1 and "" not in child:  # one way on: one literal
            ((char, child),) = child.items()
            literal.append(char)
        branches.append(re.escape("".join(literal)) + _branches(child))
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else f"(?:{'|'.join(branches)})"
    return f"(?:{body})?" if "" in node else body


def _in_word(char: str, also: str) -> bool:
    """Whether ``char`` is a word character as ``\\w`` reads it, or one of ``also``."""
    return char.isalnum() or char == "_" or char in also


class Alternatives:
    """Texts looked for as whole words, as ``re.sub`` would with the pattern
    ``(?<![\\w'-])(?:any_of(texts))(?![\\w-])``: scanning left to right, at each word start
    the longest text that ends at a word's end, matches never overlapping.

    A monster's name and power names make a pattern of dozens of texts, and compiling it
    costs a millisecond or more, far more than reading the few short sentences of one
    power; so short sentences are read by walking the texts' trie from each word start
    (the same steps the pattern takes, in Python), and only long ones (``LONG``) build
    the compiled pattern, once, for its speed per character.
    """

    LONG = 2000  # characters from which the compiled pattern is faster than the trie walk

    def __init__(self, texts: Iterable[str]) -> None:
        self.texts = frozenset(t for t in texts if t)
        self.trie: dict[str, Any] = {}
        for text in self.texts:
            node = self.trie
            for char in text:
                node = node.setdefault(char, {})
            node[""] = {}  # a text ends here ("" is no character)
        self._pattern: re.Pattern[str] | None = None

    def __bool__(self) -> bool:
        return bool(self.texts)

    def sub(self, replace: Callable[[str, int], str], text: str) -> str:
        """``text`` with each match replaced by ``replace(match, start)``."""
        if len(text) >= self.LONG:
            return self.pattern().sub(lambda m: replace(m.group(), m.start()), text)
        out, done = [], 0
        for start, end in self.spans(text):
            out += [text[done:start], replace(text[start:end], start)]
            done = end
        return "".join([*out, text[done:]])

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Where the texts are found in ``text`` (by the trie walk, from each word start
        whose character starts a text: the scan for them is the regular expression's)."""
        found, done = [], 0
        for start in _STARTS.finditer(text):
            at = start.start()
            if at < done or text[at] not in self.trie:
                continue
            end = self._longest(text, at)
            if end is not None:
                found.append((at, end))
                done = end
        return found

    def _longest(self, text: str, at: int) -> int | None:
        """The end of the longest text at ``at`` that ends at a word's end."""
        node, best = self.trie, None
        for i in range(at, len(text) + 1):
            if "" in node and (i == len(text) or not _in_word(text[i], "-")):
                best = i
            if i == len(text) or text[i] not in node:
                break
            node = node[text[i]]
        return best

    def pattern(self) -> re.Pattern[str]:
        """The compiled pattern (for long texts), built the first time it is needed."""
        if self._pattern is None:
            self._pattern = re.compile(rf"(?<![\w'-])(?:{any_of(self.texts)})(?![\w-])")
        return self._pattern


def item_name(power_name: str, is_item: bool = False) -> str | None:
    """The item an item power belongs to: "Farbane" for "Farbane Power - Daily" (the
    name Foundry VTT gives an item's power), and "Onyx Dog" for "Onyx Dog Power" when the
    power is known to be an item's (``is_item``)."""
    found = (_ITEM_POWER_KNOWN if is_item else _ITEM_POWER).match(power_name.strip())
    return found.group(1) if found else None


def mask_items(folded: str, items: Sequence[str]) -> str:
    """``folded`` with "[the] <item name>" overwritten by "¤" (same length)."""
    names = any_of({" ".join(i.lower().split()) for i in items if i.strip()})
    if names is None:
        return folded
    pattern = re.compile(rf"(?<![\w'-])(?:the\s+)?(?:{names})(?![\w-])")
    return pattern.sub(lambda m: "¤" * len(m.group()), folded)


def blank_citations(folded: str) -> str:
    """``folded`` with book citations in parentheses blanked out (spaces, one for one)."""
    return _CITATION.sub(lambda m: " " * len(m.group()), folded)


# "hits with bite or lashing body", "hits it with its poison bite", "is hit by its cinder
# lash": the attack a clause is made with, named after "with" (bare, after "a" / "an" before
# "attack", or after a possessive) or after "by" and a possessive (a bare run after "by" is
# as often a creature); a list of names joined by "or" / "and" / "," is one group
_WITH = re.compile(
    r"(?<![\w'-])(?:with(?:\s+(?P<det>its|his|her|their|the|§+'s|an?))?"
    r"|by\s+(?:its|his|her|their|§+'s))\s+"
)
_JOIN = re.compile(r"\s*(?:,\s*(?:(?:or|and)\s+)?|(?:or|and)\s+)")
_TAIL = re.compile(r"\s*[.,;:]?")
_ATTACK = re.compile(r"\s*attacks?(?![\w'-])(?!\s+rolls?\b)")
# a usage after a list's comma ends the list: "with its bite, at-will"
_USAGE = frozenset({"at-will", "encounter", "daily", "recharge", "recharges"})
# what may follow a named attack: the end of the clause, a list's next name or one of
# these ("with a claw attack roll of 20" is no named attack: "roll" is not among them)
_WITH_AFTER = re.compile(
    r"\s*(?:$|[.,;:]|(?:attacks?|power|on|against|while|during|when|or|and|at-will|"
    r"recharge|this|that|but|if|as|in|to|for)(?![\w'-])(?!\s+rolls?\b))"
)


def mask_player_names(folded: str, text: str, known: Callable[[str], bool]) -> str:
    """``folded`` (the lower-cased ``text``) with the names it holds overwritten by "¶".

    ``known`` tells whether the grammar has a terminal for a word; only runs holding a
    word it does not know are names.
    """
    words = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(folded)]
    if all(known(word) for _, _, word in words):
        return folded  # (every way below masks only runs holding a word it does not know)
    spans: list[tuple[int, int]] = []
    spans += _before_cue(folded, words, known)
    spans += _after_lead(folded, words, known)
    spans += _capitalised(folded, text, words, known)
    spans += _with_attack(folded, text, words, known)
    out = list(folded)
    for start, end in spans:
        if _MASK in folded[start:end] or "§" in folded[start:end]:
            continue
        out[start:end] = _MASK * (end - start)
    return "".join(out)


def mask_name_at(folded: str, position: int | None, text: str = "") -> str | None:
    """``folded`` with the run after "use" (or another lead of ``_LEADS``) that holds
    ``position`` masked, whether or not the grammar knows its words; None when no such
    run holds it. ``compiler.dnd4e.parse`` calls it where the grammar stopped: "You use turn
    undead." is a power named with known words, which the grammar cannot read as an attack.
    The names of attacks after "with" (``_with_groups``; ``text`` is the unfolded
    ``folded``) are masked the same way: "The troll hits with its shadow talons."
    """
    if position is None:
        return None
    words = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(folded)]
    for start, end in _after_lead(folded, words, lambda _: False):
        if start <= position < end and _MASK not in folded[start:end]:
            return folded[:start] + _MASK * (end - start) + folded[end:]
    for group in _with_groups(folded, text, words):
        # where a name of known words ends a clause, the grammar stops right after it
        tail = _TAIL.match(folded, group[-1][1])
        if group[0][0] <= position <= (tail.end() if tail else group[-1][1]):
            out = list(folded)
            for start, end in group:
                out[start:end] = _MASK * (end - start)
            return "".join(out)
    return None


def _joined(folded: str, words: list[tuple[int, int, str]], i: int, j: int) -> bool:
    """Words i..j-1 are one run: only spaces between them."""
    return all(folded[words[k][1] : words[k + 1][0]].isspace() for k in range(i, j - 1))


def _name(
    folded: str, words: list[tuple[int, int, str]], i: int, j: int, known: Callable[[str], bool]
) -> tuple[int, int] | None:
    """The span of words i..j-1 if they are one run holding an unknown word."""
    if i >= j or not _joined(folded, words, i, j):
        return None
    if words[i][2] in _PRONOUNS:
        j = i + 1
    if words[i][2] in _DETERMINERS or not any(not known(w[2]) for w in words[i:j]):
        return None
    return words[i][0], words[j - 1][1]


def _run_end(folded: str, words: list[tuple[int, int, str]], first: int) -> int:
    """The end (a word index) of the run of at most ``_LONGEST`` words from word ``first``
    up to a word of ``_STOPS`` or a punctuation mark."""
    last = first
    while last < len(words) and last - first < _LONGEST and words[last][2] not in _STOPS:
        if last > first and not _joined(folded, words, last - 1, last + 1):
            break
        last += 1
    return last


def _before_cue(
    folded: str, words: list[tuple[int, int, str]], known: Callable[[str], bool]
) -> list[tuple[int, int]]:
    spans = []
    for index, (start, _, _) in enumerate(words):
        if not _CUE.match(folded, start) or (index and words[index - 1][2] in _CUE_FIRST):
            continue  # ("racial power": the run ends before "racial", found at "racial")
        first = index
        while first > 0 and index - first < _LONGEST and words[first - 1][2] not in _BEFORE:
            first -= 1
        found = _name(folded, words, first, index, known)
        if found and first > 0 and words[first - 1][2] in _INTRO:
            spans.append(found)
    return spans


def _after_lead(
    folded: str, words: list[tuple[int, int, str]], known: Callable[[str], bool]
) -> list[tuple[int, int]]:
    spans = []
    starts = {start: index for index, (start, _, _) in enumerate(words)}
    for lead in _LEADS.finditer(folded):
        first = starts.get(lead.end())
        if first is None:
            continue
        found = _name(folded, words, first, _run_end(folded, words, first), known)
        if found:
            spans.append(found)
    return spans


def _capitalised(
    folded: str, text: str, words: list[tuple[int, int, str]], known: Callable[[str], bool]
) -> list[tuple[int, int]]:
    spans = []
    index = 0
    while index < len(words):
        start = words[index][0]
        before = words[index - 1][2] if index else ""
        if before not in _CAPITAL_INTRO or not text[start : start + 1].isupper():
            index += 1
            continue
        last = index + 1
        while last < len(words) and _joined(folded, words, last - 1, last + 1):
            word_start = words[last][0]
            if text[word_start : word_start + 1].isupper():
                last += 1
            elif words[last][2] in _INNER and last + 1 < len(words):
                after = words[last + 1][0]
                if not text[after : after + 1].isupper():
                    break
                last += 1
            else:
                break
        found = _name(folded, words, index, last, known)
        if found and _joined(folded, words, index - 1, index + 1):
            spans.append(found)
        index = last
    return spans


def _with_attack(
    folded: str, text: str, words: list[tuple[int, int, str]], known: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The names of attacks after "with" (``_WITH``) in groups holding an unknown word."""
    return [
        span
        for group in _with_groups(folded, text, words)
        if any(not known(w) for span in group for w in _WORD.findall(folded[span[0] : span[1]]))
        for span in group
    ]


def _with_groups(
    folded: str, text: str, words: list[tuple[int, int, str]]
) -> list[list[tuple[int, int]]]:
    """Each list of names after a lead of ``_WITH``: "bite or lashing body" is [bite,
    lashing body]. A list is none unless what follows it is one of ``_WITH_AFTER`` ("attack"
    after "a" / "an": "with a spiked chain attack"); nor is one with a capitalised name in
    ``text`` ("with Aegis Fang" is as often an item) or a name masked already."""
    groups = []
    starts = {start: index for index, (start, _, _) in enumerate(words)}
    for lead in _WITH.finditer(folded):
        group = _name_list(folded, words, starts, starts.get(lead.end()))
        if not group:
            continue
        end = group[-1][1]
        follows = _ATTACK if lead.group("det") in ("a", "an") else _WITH_AFTER
        if follows.match(folded, end) is None:
            continue
        if not any(
            _MASK in folded[s:e] or "§" in folded[s:e] or text[s : s + 1].isupper()
            for s, e in group
        ):
            groups.append(group)
    return groups


def _name_list(
    folded: str, words: list[tuple[int, int, str]], starts: dict[int, int], first: int | None
) -> list[tuple[int, int]]:
    """The runs from word ``first`` on joined by "or" / "and" / "," (each up to a word of
    ``_STOPS``); none if one of them is empty or starts with an article."""
    spans: list[tuple[int, int]] = []
    while first is not None:
        if spans and words[first][2] in _USAGE:
            break
        last = _run_end(folded, words, first)
        if last == first or words[first][2] in _DETERMINERS:
            return []
        spans.append((words[first][0], words[last - 1][1]))
        join = _JOIN.match(folded, words[last - 1][1])
        first = starts.get(join.end()) if join else None
    return spans
