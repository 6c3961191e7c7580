"""Does the 4E grammar read the language, or the sentences it was written from?

Takes every effect clause and player trigger of the corpus that the grammars read and makes
one-substitution variants of it from the game's own vocabulary (a defense for another, a
number, a damage type, a condition, a role, an action, a duration, a bonus type, "hits" for
"misses", push for pull, and an effect clause's subject "you" for the target, each ally or
an ally adjacent to you, the verb agreeing). A grammar that reads "a -2 penalty to Will"
but not the same clause with "Reflex" has learnt the sentence; unseen text meets exactly
those holes.

For each variant: is it read, and does its IR differ from the original's in the substituted
value only (the original's IR with the old value put for the new one; a variant read to the
same IR as the original, or to another, is *suspect*: a likely wrong reading, to check by
hand).

    python -m bench.text_variants [--part inner-train] [--what all|effects|triggers]
                                  [--sample N] [--kind KIND]

Only inner-train's variants and failures may be printed: ``--part inner-test`` prints totals
only (a check that fixes generalise), and ``--part held-out`` too (run by the lead at the end
of a round, never while rules are written). Corpus text is never stored in the project.
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from bench.phrase_coverage import CORPUS, effect_texts, power_triggers
from counterplay.compiler.dnd4e import vocabulary as vocab
from counterplay.compiler.to_ir import effect_clauses, trigger

# parts whose variants (and failures) may be printed; the others give totals only
SHOWN_PARTS = ("inner-train",)
PARTS = ("inner-train", "inner-test", "held-out")


@dataclass(frozen=True)
class Kind:
    """One kind of substitution: words that stand in the same place (each paradigm a tuple
    of surfaces of one form, ``canon`` what each reads as in the IR, by position), found
    between the lookarounds ``before`` and ``after``."""

    paradigms: tuple[tuple[str, ...], ...]
    canon: tuple[str, ...]
    before: str = r"(?<![\w'-])"
    after: str = r"(?![\w'-])"
    case: bool = False  # match the surfaces' case exactly (a defense, an ability)
    # IR keys the substitution may add or drop ("duration_of": whose turn a duration ends on)
    extra: frozenset[str] = frozenset()


def _one(words: Any, after: str = r"(?![\w'-])", case: bool = False) -> Kind:
    ordered = tuple(sorted(words))
    return Kind((ordered,), tuple(w.lower() for w in ordered), after=after, case=case)


def _title(words: Any) -> tuple[str, ...]:
    return tuple(w.title() if w != "ac" else "AC" for w in sorted(words))


_SAVE_CONDITIONS = (
    "blinded", "dazed", "deafened", "dominated", "immobilized", "restrained", "slowed",
    "stunned", "weakened",
)  # fmt: skip
_DURATIONS = (
    ("until the end of your next turn", "end_of_next_turn"),
    ("until the start of your next turn", "start_of_next_turn"),
    ("until the end of your turn", "end_of_turn"),
    ("until the end of the target's next turn", "end_of_target_next_turn"),
    ("until the start of the target's next turn", "start_of_target_next_turn"),
    ("until the end of the encounter", "encounter"),
)
_PUSH = (
    ("push", "pull", "slide"),
    ("pushes", "pulls", "slides"),
    ("pushed", "pulled", "slid"),
    ("pushing", "pulling", "sliding"),
)
_ROLES = (("ally", "creature", "enemy"), ("allies", "creatures", "enemies"))
_ROLE_DET = r"\b(?:an|each|one|any|every|another|a|all|two|three) "
_NOUN_AFTER = r"(?= (?:power|powers|attack|attacks|keyword|effect|effects)\b)"

KINDS: dict[str, Kind] = {
    "defense": Kind(
        (_title(vocab.DEFENSES - {"armor class"}),),
        ("ac", "fortitude", "reflex", "will"),
        case=True,
    ),
    "ability": Kind((_title(vocab.ABILITIES),), tuple(sorted(vocab.ABILITIES)), case=True),
    "skill": Kind(
        (_title(vocab.SKILLS),), tuple(sorted(vocab.SKILLS)), after=r"(?= checks?\b)", case=True
    ),
    "damage type": _one(vocab.DAMAGE_TYPES, r"(?= (?:damage|keyword|attacks?|powers?)\b)"),
    "condition": _one(_SAVE_CONDITIONS),
    "number": Kind((), ()),  # numbers are made by :func:`_numbers`
    "dice": Kind((), ()),
    "role": Kind(
        _ROLES,
        ("ally", "creature", "enemy"),
        before=_ROLE_DET,
        after=r"(?! attack)(?![\w-])",
        extra=frozenset({"count"}),
    ),
    "action": _one(("standard", "move", "minor", "free"), r"(?= actions?\b)"),
    "power source": _one(vocab.POWER_SOURCES - {"ki", "elemental"}, _NOUN_AFTER),
    "keyword": _one(
        {w for w in vocab.POWER_KEYWORDS if " " not in w} - {"beast", "spirit", "mount"},
        _NOUN_AFTER,
    ),
    "attack kind": _one(("melee", "ranged", "close", "area"), r"(?= attacks?\b)"),
    "basic attack": _one(("melee", "ranged"), r"(?= basic attacks?\b)"),
    "area": _one(("burst", "blast"), r"(?= \d)"),
    "bonus type": Kind(
        (("enhancement", "feat", "item", "power", "racial", "shield"),),
        ("enhancement", "feat", "item", "power", "racial", "shield"),
        before=r"(?<!'s )(?<![\w'-])",  # "the weapon's enhancement bonus": its value
        after=r"(?= bonus)",
    ),
    "duration": Kind(
        (tuple(d for d, _ in _DURATIONS),),
        tuple(c for _, c in _DURATIONS),
        extra=frozenset({"duration_of"}),
    ),
    "save ends": Kind(
        ((" (save ends)", " until the end of your next turn"),),
        ("save_ends", "end_of_next_turn"),
        before=r"(?<!lasts)(?<! or)",  # "lasts until ...", "until you attack or (save ends)"
        after=r"(?=\s*(?:[.;]|$))",
    ),
    # a verb ("hits", "you hit", "is hit by"), never "hit points", "a critical hit"
    "hit or miss": Kind(
        (("hits", "misses"), ("hit", "miss"), ("hit by", "missed by")),
        ("hit", "miss"),
        before=r"(?<!critical )(?<!normal )(?<!your )(?<!attack )(?<!are )(?<!is )(?<!was )"
        r"(?<!be )(?<![\w'-])",
        after=r"(?! points?\b)(?! by\b)(?![\w'-])",
    ),
    # a verb with an object: "slides 2 squares" is a move, not a slide
    "push, pull, slide": Kind(_PUSH, ("push", "pull", "slide"), after=r"(?! \d)(?![\w'-])"),
}


@dataclass(frozen=True)
class Variant:
    kind: str
    text: str
    start: int  # where the substitution is in ``text``
    old: Any  # what the original reads as in the IR, and what the variant should
    new: Any
    extra: frozenset[str] = frozenset()  # IR keys it may add or drop


def _article(text: str, start: int, word: str) -> tuple[str, int]:
    """``text[:start]`` with an "a" / "an" right before ``start`` fitted to ``word``."""
    head = text[:start]
    found = re.search(r"\b([Aa])n? $", head)
    if not found:
        return head, start
    article = found.group(1) + ("n" if word[:1].lower() in "aeiou" else "")
    head = head[: found.start()] + article + " "
    return head, len(head)


def _word_variants(text: str, lo: int, hi: int) -> Iterator[Variant]:
    """Variants of ``text`` with one word of the game's tables in ``text[lo:hi]`` put for
    another of its paradigm."""
    for name, kind in KINDS.items():
        for paradigm in kind.paradigms:
            alternation = "|".join(re.escape(s) for s in sorted(paradigm, key=len, reverse=True))
            pattern = re.compile(
                f"{kind.before}({alternation}){kind.after}", 0 if kind.case else re.IGNORECASE
            )
            for found in pattern.finditer(text, lo, hi):
                surface = found.group(1)
                index = [s.lower() for s in paradigm].index(surface.lower())
                for other in _others(len(paradigm), index):
                    word = paradigm[other]
                    if _said(text, lo, hi, word):
                        continue  # "a melee or a melee attack": not a variant worth reading
                    if surface[:1].isupper() and not kind.case:
                        word = word[:1].upper() + word[1:]
                    head, start = _article(text, found.start(1), word.strip())
                    yield Variant(
                        name,
                        head + word + text[found.end(1) :],
                        start,
                        kind.canon[index],
                        kind.canon[other],
                        kind.extra,
                    )


def _said(text: str, lo: int, hi: int, word: str) -> bool:
    """Whether ``word`` is said in ``text[lo:hi]`` already."""
    return (
        re.search(rf"(?<![\w'-]){re.escape(word.strip())}(?![\w'-])", text[lo:hi], re.I) is not None
    )


def _others(size: int, index: int, most: int = 3) -> list[int]:
    """Up to ``most`` other positions of a paradigm of ``size``, the next ones in order."""
    return [(index + step) % size for step in range(1, min(size, most + 1))]


_NUMBER = re.compile(r"(?<![\w\[.])([+-]?)(\d+)(?![\w\[]|\.\d)")
_DICE = re.compile(r"(?<![\w\[])(\d+)(d\d+|\[W\])(?!\w)")
# count nouns after a number, singular and plural: "1 square", "2 squares"
_COUNTED = {
    "square": "squares", "hit point": "hit points", "temporary hit point": "temporary hit points",
    "creature": "creatures", "enemy": "enemies", "ally": "allies", "target": "targets",
}  # fmt: skip
_NOUN = re.compile(
    " (" + "|".join(sorted({*_COUNTED, *_COUNTED.values()}, key=len, reverse=True)) + r")\b"
)
# numbers that name a thing, not a quantity: "natural 20", "level 11", "0 hit points"
_NAMES_NOT_COUNTS = re.compile(r"(?:natural|level|Level) $")


def _numbers(text: str, lo: int, hi: int) -> Iterator[Variant]:
    """A number for another (one more; 1 for more than 1 and 3 for 1, a counted noun
    following in number: "1 square", "3 squares"), and dice rolled once more."""
    for found in _NUMBER.finditer(text, lo, hi):
        value = int(found.group(2))
        if value == 0 or _NAMES_NOT_COUNTS.search(text, 0, found.start()):
            continue
        rest = text[found.end() :]
        noun = _NOUN.match(rest)
        new = (1 if value > 1 else 3) if noun else value + 1
        if noun:
            singular = next((k for k, v in _COUNTED.items() if noun.group(1) in (k, v)))
            said = singular if new == 1 else _COUNTED[singular]
            rest = f" {said}{rest[noun.end() :]}"
        head = text[: found.start(2)]
        yield Variant("number", head + str(new) + rest, found.start(2), value, new)


# "You gain ...": the subject put for others, the verb agreeing with it (the subject ->
# what it reads as in the IR)
_SUBJECTS = {"the target": "target", "each ally": "allies", "an ally adjacent to you": "ally"}
_YOU_VERB = re.compile(r"(?:(?<=^)|(?<=[.,;:] ))(You|you) ([a-z]+(?:'t)?)\b")
# (the filter "an ally adjacent to you" adds)
_SAID_OF_ALLY = frozenset({"adjacent_to"})
_THIRD_PERSON = {
    "are": "is", "have": "has", "can": "can", "cannot": "cannot", "can't": "can't",
    "must": "must", "don't": "doesn't", "do": "does", "fly": "flies", "may": "may",
}  # fmt: skip
# words after "you" that are no verb ("you and ...", "you then shift"): no variant
_NOT_VERBS = frozenset(
    {"and", "or", "then", "also", "instead", "immediately", "each", "both", "still", "only",
     "either", "now", "first", "next", "who", "that", "to", "in", "on", "at", "with"}
)  # fmt: skip


def _agreeing(verb: str) -> str:
    """``verb`` said of one creature ("gain" -> "gains", "are" -> "is")."""
    if verb in _THIRD_PERSON:
        return _THIRD_PERSON[verb]
    return verb + ("es" if verb.endswith(("s", "sh", "ch", "x")) else "s")


def _subjects(text: str, lo: int, hi: int) -> Iterator[Variant]:
    """The clause's subject "you" put for another party ("You gain" -> "The target gains")."""
    for found in _YOU_VERB.finditer(text, lo, hi):
        if found.start() != lo and text[lo : found.start()].strip():
            continue  # the clause's own subject only: "you" first in it
        verb = found.group(2)
        if verb in _NOT_VERBS:
            continue
        for said, role in _SUBJECTS.items():
            if found.group(1)[0].isupper():
                said = said[0].upper() + said[1:]
            new = f"{said} {_agreeing(verb)}"
            changed = text[: found.start()] + new + text[found.end() :]
            yield Variant("subject", changed, found.start(), "self", role, _SAID_OF_ALLY)


def variants(
    text: str, lo: int = 0, hi: int | None = None, subjects: bool = False
) -> list[Variant]:
    """Every one-substitution variant of ``text[lo:hi]`` (the rest of ``text`` unchanged);
    with ``subjects``, an effect clause's "you" put for other parties too."""
    end = len(text) if hi is None else hi
    found = [*_word_variants(text, lo, end), *_numbers(text, lo, end)]
    return [*found, *_subjects(text, lo, end)] if subjects else found


# IR keys that repeat the text, not its reading
_TEXT_KEYS = frozenset({"text"})


def flatten(value: Any, path: tuple[str, ...] = ()) -> dict[tuple[str, ...], Any]:
    """Leaves of an IR by path (keys and list positions), without the text it repeats."""
    if isinstance(value, dict):
        return {
            p: v
            for key, item in value.items()
            if key not in _TEXT_KEYS
            for p, v in flatten(item, (*path, key)).items()
        }
    if isinstance(value, list):
        return {
            p: v for i, item in enumerate(value) for p, v in flatten(item, (*path, str(i))).items()
        }
    return {path: value}


# other forms a word has in the IR: a role's plural ("w_enemies": "enemies"), "hit_by"
_PLURALS = {
    "ally": "allies", "enemy": "enemies", "creature": "creatures", "hit": "hit_by",
    "miss": "missed_by",
}  # fmt: skip


def _swap(old: Any, new: Any) -> Callable[[Any], Any]:
    """What a leaf (or a key) of the original's IR should read as in the variant's: a
    number moved by as much as the text's (a bound said "more than N" reads N + 1), a word
    put for the other (a role's plural for its plural)."""
    if isinstance(old, int):
        shift = new - old
        digits = re.compile(rf"(?<!\d){old}(?!\d)")

        def number(leaf: Any) -> Any:
            if isinstance(leaf, int) and not isinstance(leaf, bool):
                return -new if leaf == -old else leaf + shift  # "-2 penalty": roll_bonus -2
            return digits.sub(str(new), leaf) if isinstance(leaf, str) else leaf

        return number
    pairs = {str(old): str(new)}
    if old in _PLURALS and new in _PLURALS:
        pairs[_PLURALS[old]] = _PLURALS[new]
    ordered = sorted(pairs, key=len, reverse=True)
    words = re.compile("|".join(rf"(?<![a-z]){re.escape(w)}(?![a-z])" for w in ordered))
    return lambda leaf: (
        words.sub(lambda m: pairs[m.group(0)], leaf) if isinstance(leaf, str) else leaf
    )


_SINGULAR = re.compile(r"\b(all(?:ies|y)|enem(?:ies|y)|creatures?)\b")


def _one_role(leaf: Any) -> Any:
    """A role's word in the singular ("an enemy" reads as enemies with a count of one, "an
    ally" as ally: told apart by the count, which a role's check leaves out)."""
    if not isinstance(leaf, str):
        return leaf
    leaf = re.sub(r" count=1\b", "", leaf)
    return _SINGULAR.sub(
        lambda m: {"allies": "ally", "enemies": "enemy", "creatures": "creature"}.get(
            m.group(1), m.group(1)
        ),
        leaf,
    )


def _anyone(path: tuple[str, ...], leaf: Any) -> bool:
    """Whether a leaf says "by any creature", which a trigger may as well leave unsaid."""
    return path[-1] == "by" and leaf == "creature"


def as_expected(original: Any, variant: Any, substituted: Variant) -> bool:
    """Whether ``variant``'s IR is ``original``'s with the value ``substituted.old`` read as
    ``substituted.new`` in some of the places it is read (a value said twice need not change
    twice), and differs (keys of ``substituted.extra`` left out)."""
    old, new, extra = substituted.old, substituted.new, substituted.extra
    fold = _one_role if substituted.kind == "role" else (lambda leaf: leaf)
    was, now = (
        {p: fold(v) for p, v in flatten(ir).items() if p[-1] not in extra and not _anyone(p, v)}
        for ir in (original, variant)
    )
    if was == now:
        return False
    swap = _swap(old, new)
    swap_key = _swap(str(old), str(new))
    expected = {
        tuple(k if k.isdigit() else swap_key(k) for k in path): swap(v) for path, v in was.items()
    }
    return all(now.get(p) in (was.get(p), expected.get(p)) for p in {*was, *now}) and all(
        p in was or p in expected for p in now
    )


# (variant, the original clause or trigger, the variant's, the original's IR, the variant's
# IR or None when it is not read)
Case = tuple[Variant, str, str, Any, Any]
# (why: "unread" or "suspect", variant, original, variant's text, both IRs when read)
Failure = tuple[str, Variant, str, str, Any]


@dataclass
class Tally:
    total: int = 0
    read: int = 0
    suspect: int = 0


def _read_clauses(text: str) -> list[tuple[str, list[dict[str, Any]]]]:
    return [(clause, ops) for clause, ops, _ in effect_clauses(text)]


def _is_read(ops: list[dict[str, Any]]) -> bool:
    return bool(ops) and all(op["op"] != "unparsed" for op in ops)


def effect_cases(texts: list[str]) -> Iterator[Case]:
    """(variant, its clause, the original clause's ops, the variant clause's ops or None when
    not read) of every read clause of ``texts``; a variant is read in its whole text, as the
    original was, and its clause is the one at the same place."""
    for text in dict.fromkeys(texts):
        clauses = _read_clauses(text)
        at = 0
        for index, (clause, ops) in enumerate(clauses):
            lo = text.find(clause, at)
            if lo < 0:
                continue
            at = lo + len(clause)
            if not _is_read(ops):
                continue
            for variant in variants(text, lo, at, subjects=True):
                read = _read_clauses(variant.text)
                said = variant.text[lo : at + len(variant.text) - len(text)]
                same = len(read) == len(clauses) and _is_read(read[index][1])
                yield variant, clause, said, ops, read[index][1] if same else None


def trigger_cases(part: str) -> Iterator[Case]:
    """The same for the player triggers of ``part`` (each with its items' names)."""
    for text, items in power_triggers(part=part):
        ir = trigger(text, None, [], (), items)[0]
        if ir["event"] == "unparsed":
            continue
        for variant in variants(text):
            new = trigger(variant.text, None, [], (), items)[0]
            yield variant, text, variant.text, ir, None if new["event"] == "unparsed" else new


def measure(cases: Iterator[Case], failures: list[Failure]) -> dict[str, Tally]:
    tallies: dict[str, Tally] = collections.defaultdict(Tally)
    for variant, original, said, was, now in cases:
        tally = tallies[variant.kind]
        tally.total += 1
        if now is None:
            failures.append(("unread", variant, original, said, None))
            continue
        tally.read += 1
        if not as_expected(was, now, variant):
            tally.suspect += 1
            failures.append(("suspect", variant, original, said, (was, now)))
    return tallies


def _share(read: int, total: int) -> str:
    return f"{read}/{total} = {read / max(total, 1):.1%}"


def report(label: str, tallies: dict[str, Tally], by_kind: bool) -> None:
    """The variants read and suspect of ``label``'s part, in all and (``by_kind``: inner-train
    only) by kind of substitution."""
    total = sum(t.total for t in tallies.values())
    read = sum(t.read for t in tallies.values())
    suspect = sum(t.suspect for t in tallies.values())
    print(f"{label} variants read {_share(read, total)}, suspect {suspect}")
    for name, t in sorted(tallies.items()) if by_kind else ():
        print(f"    {name:18} {_share(t.read, t.total):>22}  suspect {t.suspect}")


def _show(failures: list[Failure], limit: int, kind: str | None) -> None:
    shown = [f for f in failures if kind is None or f[1].kind == kind][:limit]
    for why, variant, original, said, irs in shown:
        print(f"  {why} {variant.kind} {variant.old!r} -> {variant.new!r}")
        print(f"     was: {original}")
        print(f"     now: {said}")
        if irs:
            print(f"     ir was: {flatten(irs[0])}")
            print(f"     ir now: {flatten(irs[1])}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=PARTS, default="inner-train")
    parser.add_argument("--what", choices=("all", "effects", "triggers"), default="all")
    parser.add_argument("--sample", type=int, default=0, metavar="N", help="failures shown")
    parser.add_argument("--kind", default=None, help="show failures of this kind only")
    args = parser.parse_args()
    if not CORPUS.is_dir():
        print(f"no corpus at {CORPUS}")
        return 0
    shown = args.part in SHOWN_PARTS
    for what, cases in (
        ("effects", lambda: effect_cases(effect_texts(part=args.part))),
        ("triggers", lambda: trigger_cases(args.part)),
    ):
        if args.what not in ("all", what):
            continue
        failures: list[Failure] = []
        tallies = measure(cases(), failures)
        # (inner-test and the held-out fifth: totals only, never their sentences)
        report(f"[{args.part}] [{what}]", tallies, by_kind=shown)
        if shown and args.sample:
            _show(failures, args.sample, args.kind)
    return 0


if __name__ == "__main__":
    sys.exit(main())
