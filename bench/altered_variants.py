"""One-substitution variants of the Altered lines counterplay reads: a probe for over-fitting.

A grammar that reads "Créez un jeton Recrue Ordis [1/1/1]" but not the same line with
another token name or other statistics, or "[[Fugace]]" in one slot but not another, or one
number but not the next, has learnt the line, not the language; unseen cards hit exactly
those holes. So this takes every line of the **seen** part of the corpus
(``../shared/corpus/altered``, the split of ``bench/altered_coverage.py``) that is read
whole (a kind, no ``unparsed`` trigger, condition, cost or op, no P diagnostic), and makes
variants of it that change one word or phrase for another of the same kind, from the
game's own lists (``KINDS``: numbers and mana symbols, statistics, counters, zones, card
types, subtypes, token names and a made-up one, factions, terrains, statuses, keywords,
phases, "you" / "an opponent", subjects, one / two, gain / lose; a phrase inside a longer
one and reminder text are left alone). Each variant is read again, and this prints:

- read / total by kind of substitution and language;
- variants read whose IR does not say the substituted value (the word not read into the
  IR: a likely wrong reading, to check by hand);
- for a French line and its English twin given the same substitution, whether the two
  variants still give one IR (when the originals did);
- variants of a shape the game does not allow ("Piochez un Sort": one draws cards, never a
  kind of them), apart: refused (right) or read (wrong);
- samples of the variants not read (seen part only).

``--part held-out`` prints the totals only, never a line.

    python bench/altered_variants.py [--part seen|held-out] [--samples N] [--kind KIND]
"""

from __future__ import annotations

import argparse
import collections
import functools
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from bench.altered_coverage import LINES, held_out
from counterplay.compiler.altered.cards import convert_cards
from counterplay.compiler.altered.read import Reading, read_ability
from counterplay.compiler.altered.words import lexicon

# One group: (value, French forms, English forms); the first form of each is the one
# written in a variant; any form is matched (whole words, any case).
Group = tuple[str, tuple[str, ...], tuple[str, ...]]


def _same(value: str, *forms: str) -> Group:
    return (value, forms, forms)


def _titled(phrase: str) -> str:
    """A lexicon phrase as a card prints it: "Phalène de Mana", "[[Fugace]]"."""
    return " ".join(
        w if len(w) <= 2 else re.sub(r"[^\W\d_]", lambda m: m.group().upper(), w, count=1)
        for w in phrase.split()
    )


def _listed(
    terminal: str, bracketed: bool = False, skip: tuple[str, ...] = ()
) -> tuple[Group, ...]:
    """The project's own list of a terminal's values (``grammar/altered/*.lexicon``), each
    with its first phrase in French and in English (a bracketed one for statuses and
    keywords, else a bare one)."""
    firsts: dict[str, dict[str, str]] = collections.defaultdict(dict)
    for lang in ("fr", "en"):
        for words, entry in lexicon(lang).phrases.items():
            phrase = " ".join(words)
            if entry.terminal != terminal or entry.value in skip:
                continue
            if phrase.startswith("[") == bracketed and lang not in firsts[entry.value]:
                firsts[entry.value][lang] = _titled(phrase)
    return tuple(
        (value, (said["fr"],), (said["en"],)) for value, said in firsts.items() if len(said) == 2
    )


_NUMBERS = tuple(_same(str(n), f"{{{n}}}") for n in range(1, 10))
_DIGITS = tuple(_same(str(n), str(n)) for n in range(2, 10))
_WORDS = tuple(g for g in _listed("NUMBER") if g[0] in "23456789")
_ORDINALS = _listed("ORDINAL")
_STATS = tuple(_same(s, s) for s in ("1/1/1", "2/2/2", "3/1/2", "0/4/1", "5/5/5"))
_ONE_TWO: tuple[tuple[Group, ...], ...] = (
    (("1c", ("une carte",), ("a card",)), ("2c", ("deux cartes",), ("two cards",))),
    (("1b", ("1 boost",), ("1 boost",)), ("2b", ("2 boosts",), ("2 boosts",))),
    (
        ("1p", ("un Personnage",), ("a Character",)),
        ("2p", ("deux Personnages",), ("two Characters",)),
    ),
)
_COUNTERS = _listed("COUNTER_NAME")
_ZONES = (
    ("hand", ("votre main",), ("your hand",)),
    ("reserve", ("votre Réserve",), ("your Reserve",)),
    ("mana", ("votre zone de Mana",), ("your Mana zone",)),
    ("landmark", ("votre zone de Repères",), ("your Landmark zone",)),
)
# where a thing goes or is: the same words for each zone in each slot
_ZONES_TO = (
    ("reserve", ("en Réserve",), ("in Reserve", "to Reserve", "into Reserve")),
    ("hand", ("dans votre main",), ("in your hand", "to your hand", "into your hand")),
    (
        "landmarks",
        ("dans vos Repères",),
        ("in your Landmarks", "to your Landmarks", "into your Landmarks"),
    ),
)
_EXPEDITIONS = (
    ("expedition", ("votre Expédition",), ("your Expedition",)),
    ("hero_expedition", ("votre Expédition Héros",), ("your hero Expedition",)),
    ("companion_expedition", ("votre Expédition Compagnon",), ("your companion Expedition",)),
)
# Phrases of the game whose words no substitution changes one by one ("Expédition Héros" is
# no Hero card), besides the longer phrases of the kind itself.
_WHOLE = (
    "Expédition Héros",
    "Expédition Compagnon",
    "hero Expedition",
    "companion Expedition",
)
_TYPES = (
    ("character", ("Personnage",), ("Character",)),
    ("spell", ("Sort",), ("Spell",)),
    ("permanent", ("Permanent",), ("Permanent",)),
    ("hero", ("Héros",), ("Hero",)),
)
_TYPES_PLURAL = (
    ("characters", ("Personnages",), ("Characters",)),
    ("spells", ("Sorts",), ("Spells",)),
    ("permanents", ("Permanents",), ("Permanents",)),
)
_LANDMARK_TYPES = (
    ("landmark_permanent", ("Permanent de Repère",), ("Landmark Permanent",)),
    ("expedition_permanent", ("Permanent d'Expédition",), ("Expedition Permanent",)),
)
_SUBTYPES = _listed("SUBTYPE")
_TOKEN_NAMES = (
    *_listed("NAME"),
    # a name no list has: read as a name, or refused; never another token
    ("made_up", ("Grimoulin",), ("Grimoulin",)),
)
_FACTIONS = tuple(
    _same(f.lower(), f) for f in ("Axiom", "Bravos", "Lyra", "Muna", "Ordis", "Yzmir")
)
_TERRAINS = (
    _same("forest", "{V}"),
    _same("mountain", "{M}"),
    _same("water", "{O}"),
)
_TERRAIN_WORDS = (
    ("forest", ("forêt",), ("forest",)),
    ("mountain", ("montagne",), ("mountain",)),
    ("water", ("eau",), ("water",)),
)
_STATUSES = _listed("STATUS", bracketed=True, skip=("completed", "ascended"))
_KEYWORDS = (
    ("tough1", ("[Coriace 1]",), ("[Tough 1]",)),
    ("tough2", ("[Coriace 2]",), ("[Tough 2]",)),
    ("tough3", ("[Coriace 3]",), ("[Tough 3]",)),
    *_listed("KEYWORD", bracketed=True, skip=("tough", "in_contact")),
)
# the keyword actions an effect orders (imperative in French)
_ACTIONS = (
    ("resupply", ("[Ravitaillez]",), ("[Resupply]",)),
    ("sabotage", ("[Sabotez]",), ("[Sabotage]",)),
    ("augment", ("[Amplifiez]",), ("[Augment]",)),
    ("rush", ("[Foncez]",), ("[Rush]",)),
)
_PHASE_LEADS = (
    ("noon", ("À Midi",), ("At Noon",)),
    ("dusk", ("Au Crépuscule",), ("At Dusk",)),
    ("night", ("À la tombée de la Nuit",), ("At Nightfall", "At Night")),
    ("morning", ("Au Matin",), ("At Morning",)),
)
_PHASES = (
    ("afternoon", ("cet Après-midi",), ("this Afternoon",)),
    ("turn", ("ce tour-ci",), ("this turn",)),
    ("day", ("ce jour-ci",), ("this day",)),
)
_OWNERS = (
    ("yours", ("vous contrôlez",), ("you control",)),
    ("theirs", ("un adversaire contrôle",), ("an opponent controls",)),
)
_OWNED = (
    ("your_reserve", ("votre Réserve",), ("your Reserve",)),
    ("their_reserve", ("la Réserve d'un adversaire",), ("an opponent's Reserve",)),
)
_MINE = (
    ("my_expedition", ("mon Expédition",), ("my Expedition",)),
    ("your_expedition", ("votre Expédition",), ("your Expedition",)),
)
_A_TYPES = (
    ("a_card", ("une carte",), ("a card",)),
    ("a_character", ("un Personnage",), ("a Character",)),
    ("a_spell", ("un Sort",), ("a Spell",)),
    ("a_permanent", ("un Permanent",), ("a Permanent",)),
)
# who does it: the subject of a verb, said as each language conjugates it
_SUBJECTS = (
    ("i_gain", ("je gagne",), ("I gain",)),
    ("target_gains", ("un Personnage ciblé gagne",), ("target Character gains",)),
    (
        "each_gains",
        ("chaque Personnage que vous contrôlez gagne",),
        ("each Character you control gains",),
    ),
)
_DOERS = tuple(
    group
    for fr_you, fr_them, en_you, en_them, verb in (
        ("vous jouez", "un adversaire joue", "you play", "an opponent plays", "play"),
        (
            "vous sacrifiez",
            "un adversaire sacrifie",
            "you sacrifice",
            "an opponent sacrifices",
            "sacrifice",
        ),
        (
            "vous défaussez",
            "un adversaire défausse",
            "you discard",
            "an opponent discards",
            "discard",
        ),
        ("vous créez", "un adversaire crée", "you create", "an opponent creates", "create"),
        ("vous lancez", "un adversaire lance", "you roll", "an opponent rolls", "roll"),
        ("vous passez", "un adversaire passe", "you pass", "an opponent passes", "pass"),
    )
    for group in ((f"you_{verb}", (fr_you,), (en_you,)), (f"them_{verb}", (fr_them,), (en_them,)))
)
# verbs of one shape: gaining and losing, exhausting and readying
_GAIN_LOSE = (
    ("i_gain", ("je gagne",), ("I gain",)),
    ("i_lose", ("je perds",), ("I lose",)),
)
_GAINS_LOSES = (
    ("gains", ("gagne",), ("gains",)),
    ("loses", ("perd",), ("loses",)),
)
_EXHAUST_READY = (
    ("exhaust", ("épuisez",), ("exhaust",)),
    ("ready", ("redressez",), ("ready",)),
)
_OWNED_HAND = (
    ("your_hand", ("votre main",), ("your hand",)),
    ("their_hand", ("la main d'un adversaire",), ("an opponent's hand",)),
)

# The kinds of substitution: name -> lists of groups, any of a list put for any other.
KINDS: dict[str, tuple[tuple[Group, ...], ...]] = {
    "number": (_NUMBERS, _DIGITS, _WORDS, _ORDINALS),
    "statistics": (_STATS,),
    "singular/plural": _ONE_TWO,
    "counter": (_COUNTERS,),
    "zone": (_ZONES, _EXPEDITIONS, _ZONES_TO),
    "card type": (_TYPES, _TYPES_PLURAL, _LANDMARK_TYPES, _A_TYPES),
    "subtype": (_SUBTYPES,),
    "token name": (_TOKEN_NAMES,),
    "faction": (_FACTIONS,),
    "terrain": (_TERRAINS, _TERRAIN_WORDS),
    "status": (_STATUSES,),
    "keyword": (_KEYWORDS, _ACTIONS),
    "phase": (_PHASE_LEADS, _PHASES),
    "your/opponent's": (
        _OWNERS,
        _OWNED,
        _OWNED_HAND,
        _MINE,
        *(_DOERS[i : i + 2] for i in range(0, len(_DOERS), 2)),
    ),
    "subject": (_SUBJECTS,),
    "verb": (_GAIN_LOSE, _GAINS_LOSES, _EXHAUST_READY),
}


@functools.cache
def _pattern(form: str) -> re.Pattern[str]:
    """Where ``form`` stands whole in a line (not inside a word, a bracket or a profile)."""
    return re.compile(rf"(?<![\w{{/+-]){re.escape(form)}(?![\w}}/+-])", re.IGNORECASE)


_REMINDER = re.compile(r"\([^()]*\)")


def _cased(written: str, form: str) -> str:
    """``form`` with the first letter's case of ``written`` (a sentence's first word)."""
    at = next((i for i, c in enumerate(written) if c.isalpha()), None)
    to = next((i for i, c in enumerate(form) if c.isalpha()), None)
    if at is None or to is None:
        return form
    letter = form[to].upper() if written[at].isupper() else form[to].lower()
    return form[:to] + letter + form[to + 1 :]


def _inside(span: tuple[int, int], shadows: list[tuple[int, int]]) -> bool:
    """Whether ``span`` is part of a longer phrase (or of a reminder) that overlaps it: "un
    Permanent" in "un Permanent de Repère", the longest phrase being the one said."""
    start, end = span
    return any(s < end and start < e and e - s > end - start for s, e in shadows)


# Variants the game's language does not allow, which a reading must refuse: counted apart
# ("refused, rightly"), not as variants not read. A player draws cards, never a kind of them.
_NONSENSE = (
    re.compile(
        r"\b(?:pioch\w*|draws?)\s+(?:aussi\s+|au\s+moins\s+)?(?:un|a)\s+"
        r"(?:Personnage|Sort|Permanent|Character|Spell)\b",
        re.IGNORECASE,
    ),
)


@dataclass(frozen=True)
class Variant:
    """One substitution in one line: ``value`` put for ``was`` at its ``nth`` place of
    ``of`` places."""

    kind: str
    was: str
    value: str
    nth: int
    of: int
    text: str


# French elides "que" and "lorsque" before a vowel: "qu'un adversaire", "Lorsqu'un"
_ELIDED = re.compile(r"\b([Ll]orsqu|[Qq]u)e (un|une|il|elle)\b")
# The kinds said only where a sentence starts (a subject: "Je gagne" -> "Un Personnage
# ciblé gagne", never inside "Jusqu'à un Personnage ciblé ...")
_LEADING = frozenset(("subject",))
_SENTENCE_START = re.compile(r"(?:^|[.—:]\s*|[}#]\s*|, puis\s+|, then\s+)$")


def _places(text: str, forms: tuple[str, ...], shadows: list[tuple[int, int]]) -> list[Any]:
    """Where any of ``forms`` stands in ``text`` (not inside a longer phrase), with which."""
    found = {
        m.span(): i
        for i, form in enumerate(forms)
        for m in _pattern(form).finditer(text)
        if not _inside(m.span(), shadows)
    }
    return sorted(found.items())


def _said(group: Group, lang: str) -> tuple[str, ...]:
    """A group's forms in ``lang``."""
    return group[1] if lang == "fr" else group[2]


def variants(text: str, lang: str) -> Iterator[Variant]:
    """Every one-substitution variant of a line, by kind: a group's form put for another
    group's (its first, or the one in the same place of its forms: "to Reserve" -> "to your
    hand", "in Reserve" -> "in your hand")."""
    # reminder text is not read: a change there changes nothing
    reminders = [m.span() for m in _REMINDER.finditer(text)]
    for kind, lists in KINDS.items():
        forms = [f for groups in lists for group in groups for f in _said(group, lang)] + list(
            _WHOLE
        )
        if kind != "faction":  # a token's name is one name ("Dragon Shade" is no Dragon)
            forms += [f for group in _TOKEN_NAMES for f in _said(group, lang)]
        shadows = reminders + [m.span() for f in forms for m in _pattern(f).finditer(text)]
        for groups in lists:
            for group in groups:
                places = _places(text, _said(group, lang), shadows)
                if kind in _LEADING:
                    places = [p for p in places if _SENTENCE_START.search(text[: p[0][0]])]
                for nth, ((start, end), which) in enumerate(places):
                    for other in groups:
                        if other[0] == group[0]:
                            continue
                        said = _said(other, lang)[min(which, len(_said(other, lang)) - 1)]
                        new = text[:start] + _cased(text[start:end], said) + text[end:]
                        new = _ELIDED.sub(lambda m: m.group(1) + "'" + m.group(2), new)
                        yield Variant(kind, group[0], other[0], nth, len(places), new)


def bare(value: Any) -> Any:
    """An IR without its texts (which differ between a line and its variants)."""
    if isinstance(value, dict):
        return {k: bare(v) for k, v in value.items() if k != "text"}
    if isinstance(value, list):
        return [bare(v) for v in value]
    return value


def ir(reading: Reading) -> Any:
    return bare(
        {
            "kind": reading.kind,
            "support": reading.support,
            "option": reading.option,
            "trigger": reading.trigger,
            "condition": reading.condition,
            "cost": reading.cost,
            "effect": reading.effect,
        }
    )


def _unparsed(value: Any) -> bool:
    if isinstance(value, dict):
        return "unparsed" in (value.get("op"), value.get("event"), value.get("test")) or any(
            _unparsed(v) for v in value.values()
        )
    if isinstance(value, list):
        return any(_unparsed(v) for v in value)
    return False


def whole(reading: Reading) -> bool:
    """Whether every part of the line is read."""
    return (
        reading.kind is not None
        and not any(
            d.code.startswith("P") or d.severity.value == "error" for d in reading.diagnostics
        )
        and not _unparsed(ir(reading))
    )


# The kinds whose values are the IR's own words ("kelon", "robot", "fleeting"): the
# substituted one must be said in the variant's IR more often than in the original's.
_SAID_AS_IS = frozenset(("counter", "subtype", "token name", "status", "terrain", "keyword"))


def _ir_word(variant: Variant) -> str | None:
    """How the IR says the substituted value, when it says it as a word of its own."""
    if variant.kind == "statistics":
        return "[" + ", ".join(variant.value.split("/")) + "]"
    if variant.kind == "keyword":
        return variant.value.rstrip("0123456789")
    if variant.kind == "card type":
        return variant.value.removeprefix("a_").removesuffix("s")
    if variant.kind == "phase" and variant.value not in ("turn", "day", "afternoon"):
        return variant.value
    return variant.value if variant.kind in _SAID_AS_IS else None


def said(variant: Variant, before: Any, after: Any) -> bool:
    """Whether the variant's IR says the substituted value: the value's word more often
    than the original's IR does (statuses, counters, names...), else at least an IR that
    differs (numbers, zones, players...)."""
    word = _ir_word(variant)
    if word is None or variant.value == "made_up":
        return bool(after != before)
    needle = word if variant.kind == "statistics" else json.dumps(word)  # "kelon", [1, 1, 1]
    was = json.dumps(before, ensure_ascii=False).count(needle)
    return json.dumps(after, ensure_ascii=False).count(needle) > was


@dataclass
class Line:
    """A corpus line that is read whole."""

    source: str
    lang: str
    text: str
    card_type: str | None
    ir: Any


def lines(part: str) -> list[Line]:
    """The part's lines read whole (as ``convert`` gives them)."""
    document, _ = convert_cards([LINES])
    out = []
    for ability in document["abilities"]:
        card = ability["source"].split("/")[0]
        if held_out(card) != (part == "held-out"):
            continue
        reading = read_ability(ability["text"], ability["lang"], None, ability.get("card_type"))
        if whole(reading):
            out.append(
                Line(
                    ability["source"],
                    ability["lang"],
                    ability["text"],
                    ability.get("card_type"),
                    ir(reading),
                )
            )
    return out


@dataclass
class Tally:
    """read / total by (kind, language); read without the value in the IR; twins."""

    read: collections.Counter[tuple[str, str]] = field(default_factory=collections.Counter)
    total: collections.Counter[tuple[str, str]] = field(default_factory=collections.Counter)
    unchanged: collections.Counter[tuple[str, str]] = field(default_factory=collections.Counter)
    twins: collections.Counter[tuple[str, bool]] = field(default_factory=collections.Counter)
    # variants of a shape the game does not allow, by (language, read): read is wrong
    rightly: collections.Counter[tuple[str, bool]] = field(default_factory=collections.Counter)
    unread: list[tuple[str, str, str]] = field(default_factory=list)
    same: list[tuple[str, str, str, str]] = field(default_factory=list)
    split: list[tuple[str, str, str]] = field(default_factory=list)


def probe(found: list[Line], only: str | None = None) -> Tally:
    tally = Tally()
    by_source: dict[str, dict[str, Line]] = collections.defaultdict(dict)
    results: dict[tuple[str, str], dict[tuple[str, str, str, int], tuple[bool, Any]]] = {}
    for line in found:
        by_source[line.source][line.lang] = line
        mine: dict[tuple[str, str, str, int], tuple[bool, Any]] = {}
        for variant in variants(line.text, line.lang):
            if only and variant.kind != only:
                continue
            reading = read_ability(variant.text, line.lang, None, line.card_type)
            ok = whole(reading)
            key = (variant.kind, line.lang)
            if any(p.search(variant.text) for p in _NONSENSE):
                tally.rightly[key[1], ok] += 1
                continue
            tally.total[key] += 1
            tally.read[key] += ok
            read_ir = ir(reading)
            if variant.of == 1:  # the twin's word in the same place: said once in each
                mine[variant.kind, variant.was, variant.value, 0] = (ok, read_ir)
            if not ok:
                tally.unread.append((variant.kind, line.lang, variant.text))
            elif not said(variant, line.ir, read_ir):
                tally.unchanged[key] += 1
                tally.same.append(
                    (variant.kind, line.lang, f"{variant.was}->{variant.value}", variant.text)
                )
        results[line.source, line.lang] = mine
    for source, pair in by_source.items():
        if len(pair) < 2 or pair["fr"].ir != pair["en"].ir:
            continue
        fr, en = results[source, "fr"], results[source, "en"]
        for done in fr.keys() & en.keys():
            (fr_ok, fr_ir), (en_ok, en_ir) = fr[done], en[done]
            kind, was, value, _ = done
            # a name no list has is kept as written: "Recrue Lyra" and "Lyra Recruit" differ
            if fr_ok and en_ok and value != "made_up" and kind != "faction":
                agree = fr_ir == en_ir
                tally.twins[kind, agree] += 1
                if not agree:
                    tally.split.append((kind, f"{was}->{value}", pair["fr"].text))
    return tally


def _share(read: int, total: int) -> str:
    return f"{read}/{total} ({read / total:.1%})" if total else "0/0"


def report(tally: Tally, samples: int, totals_only: bool) -> None:
    for lang in ("fr", "en"):
        read = sum(n for (_, of), n in tally.read.items() if of == lang)
        total = sum(n for (_, of), n in tally.total.items() if of == lang)
        same = sum(n for (_, of), n in tally.unchanged.items() if of == lang)
        print(
            f"  {lang}: variants read {_share(read, total)};"
            f" read without the substituted value in the IR {same}"
        )
        wrong, refused = tally.rightly[lang, True], tally.rightly[lang, False]
        print(f"      of a shape the game does not allow: {refused} refused, {wrong} read (wrong)")
    agree = sum(n for (_, ok), n in tally.twins.items() if ok)
    print(f"  FR/EN twin variants, one IR: {_share(agree, sum(tally.twins.values()))}")
    if totals_only:
        return
    print("  by kind:            fr                      en             unsaid  twins")
    for kind in KINDS:
        fr = _share(tally.read[kind, "fr"], tally.total[kind, "fr"])
        en = _share(tally.read[kind, "en"], tally.total[kind, "en"])
        same = tally.unchanged[kind, "fr"] + tally.unchanged[kind, "en"]
        twins = _share(tally.twins[kind, True], tally.twins[kind, True] + tally.twins[kind, False])
        print(f"    {kind:16s} {fr:22s} {en:22s} {same:5d}  {twins}")
    if samples:
        print("  variants not read (samples by kind):")
        shown: collections.Counter[str] = collections.Counter()
        for kind, lang, text in tally.unread:
            if shown[kind] < samples:
                shown[kind] += 1
                print(f"    {kind:14s} {lang}  {text[:140]}")
        print("  variants read without the substituted value in the IR:")
        for kind, lang, what, text in tally.same[: samples * 4]:
            print(f"    {kind:14s} {lang} {what:24s} {text[:120]}")
        print("  twins giving two IRs:")
        for kind, what, text in tally.split[: samples * 2]:
            print(f"    {kind:14s} {what:24s} {text[:120]}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("seen", "held-out"), default="seen")
    parser.add_argument("--samples", type=int, default=5, help="failures shown per kind")
    parser.add_argument("--kind", choices=tuple(KINDS), help="only this kind")
    args = parser.parse_args(argv)
    if not LINES.is_file():
        raise SystemExit(f"no corpus at {LINES}")
    found = lines(args.part)
    held = args.part == "held-out"
    print(f"== {args.part}: {len(found)} lines read whole")
    report(probe(found, args.kind), 0 if held else args.samples, held)


if __name__ == "__main__":
    main()
