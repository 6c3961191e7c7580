"""Meaning-changing variants of the Altered lines counterplay reads: a probe for dropped words.

``bench/altered_variants.py`` swaps a word for another of its kind and asks whether the line
still reads. This one changes what a line *means* ("a Character" -> "another Character",
"If you do" -> "If you don't", "I gain" -> "I lose", "{R}" -> "{H}", "or" -> "and", a bound
or a duration dropped: ``CHANGES``) and flags every variant that is read whole with the very
IR of its line: a word the reader did not read into the IR, so a likely wrong reading (or a
change that means nothing there; each flag is judged by hand). Only the **seen** part of
``../shared/corpus/altered`` is varied (the split of ``bench/altered_coverage.py``); no
held-out line is read. Matches inside reminder text (in parentheses) are left alone.

    python bench/altered_same_ir.py [--show N]
"""

from __future__ import annotations

import argparse
import collections
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from bench.altered_coverage import LINES, seen_abilities
from bench.altered_variants import bare
from counterplay.compiler.altered.read import read_ability

# (name, pattern, replacement) by language: each changes what the words say
CHANGES: dict[str, list[tuple[str, str, str]]] = {
    "en": [
        ("another", r"\b([Aa]) (Character|Permanent|Spell|card|Plant|Robot)\b", r"\1nother \2"),
        ("not targeted", r"\b[Tt]arget (Character|Permanent|card|Expedition|opponent)\b", r"a \1"),
        ("not", r"\bIf you control\b", "If you don't control"),
        ("not", r"\bIf I'm\b", "If I'm not"),
        ("not done", r"\bIf you do\b", "If you don't"),
        ("lose", r"\bI gain\b", "I lose"),
        ("lose", r"\bgains\b", "loses"),
        ("one more", r"\bDraw a card\b", "Draw two cards"),
        ("whose", r"\byour\b", "an opponent's"),
        ("whose", r"\byou control\b", "an opponent controls"),
        ("whose", r"\bmy Expedition\b", "your Expedition"),
        ("who", r"\bWhen you\b", "When an opponent"),
        ("exhausted", r"\ba card\b", "an exhausted card"),
        ("up to", r"\btwo\b", "up to two"),
        ("bound", r"\b([2-9]|two|three) or more\b", r"\1"),
        ("cap", r", up to a max of \d", ""),
        ("duration", r" this turn\b", ""),
        ("duration", r" this Afternoon\b", ""),
        ("phase", r"\bAt Noon\b", "At Dusk"),
        ("symbol", r"^\{R\}", "{H}"),
        ("symbol", r"^\{J\}", "{R}"),
        ("place", r"\bfrom your hand\b", "from your Reserve"),
        ("place", r"\bin my Expedition\b", "in the Expedition facing me"),
        # (not before a place: "in play and in Reserve" is either place, by design)
        ("and", r"\bor\b(?! in\b)", "and"),
        ("this way", r" this way\b", ""),
        ("optional", r"\byou may ([a-z])", r"\1"),
    ],
    "fr": [
        ("another", r"\b([Uu]n) (Personnage|Permanent|Sort)\b", r"\1 autre \2"),
        ("not targeted", r"\b(Personnage|Permanent|carte|Expédition) ciblée?\b", r"\1"),
        ("not", r"\bSi vous contrôlez\b", "Si vous ne contrôlez pas"),
        ("not done", r"\bSi vous le faites\b", "Si vous ne le faites pas"),
        ("lose", r"\b([Jj])e gagne\b", r"\1e perds"),
        ("lose", r"\bgagne\b", "perd"),
        ("one more", r"\bPiochez une carte\b", "Piochez deux cartes"),
        ("whose", r"\bvotre\b", "sa"),
        ("whose", r"\bque vous contrôlez\b", "qu'un adversaire contrôle"),
        ("whose", r"\bmon Expédition\b", "votre Expédition"),
        ("who", r"\bLorsque vous\b", "Lorsqu'un adversaire"),
        ("exhausted", r"\bune carte\b(?! épuisée)", "une carte épuisée"),
        ("up to", r"\bdeux\b", "jusqu'à deux"),
        ("bound", r"\bau moins (deux|trois|[2-9])\b", r"\1"),
        ("cap", r", jusqu'à un max de \d", ""),
        ("duration", r" ce tour(-ci)?\b", ""),
        ("duration", r" cet Après-midi\b", ""),
        ("phase", r"\bÀ Midi\b", "Au Crépuscule"),
        ("symbol", r"^\{R\}", "{H}"),
        ("symbol", r"^\{J\}", "{R}"),
        ("place", r"\bde votre main\b", "de votre Réserve"),
        ("place", r"\bdans mon Expédition\b", "dans l'Expédition qui me fait face"),
        ("and", r"\bou\b(?! (?:en|dans)\b)", "et"),
        ("this way", r" de cette façon\b", ""),
    ],
}

Reader = Callable[[str, str, "str | None"], dict[str, Any]]


def ir(text: str, lang: str, card_type: str | None) -> dict[str, Any]:
    """A line's IR, its words left out: kind, trigger, condition, cost, effect."""
    reading = read_ability(text, lang, None, card_type)
    parts = ("kind", "trigger", "condition", "cost", "effect")
    return dict(bare({part: getattr(reading, part) for part in parts}))


def whole(found: dict[str, Any]) -> bool:
    """Whether a reading has a kind and no part left unread."""
    return found["kind"] is not None and '"unparsed"' not in json.dumps(found)


def _in_reminder(text: str, at: int) -> bool:
    before = text[:at]
    return before.count("(") > before.count(")")


def variants(text: str, lang: str) -> Iterator[tuple[str, str]]:
    """(change, variant) for every place each change of ``lang`` applies to ``text``."""
    for name, pattern, replacement in CHANGES[lang]:
        for match in re.finditer(pattern, text):
            if not _in_reminder(text, match.start()):
                yield name, text[: match.start()] + match.expand(replacement) + text[match.end() :]


@dataclass
class Flag:
    """A variant read whole with the IR of the line it was made from."""

    lang: str
    change: str
    text: str
    variant: str


def probe(
    lines: list[tuple[str, str, str | None]], read: Reader = ir
) -> tuple[collections.Counter[str], list[Flag]]:
    """The variants made of each line read whole, by change, and those flagged."""
    made: collections.Counter[str] = collections.Counter()
    flags = []
    for text, lang, card_type in lines:
        base = read(text, lang, card_type)
        if not whole(base):
            continue
        for change, variant in variants(text, lang):
            made[change] += 1
            got = read(variant, lang, card_type)
            if whole(got) and got == base:
                flags.append(Flag(lang, change, text, variant))
    return made, flags


def seen_lines() -> list[tuple[str, str, str | None]]:
    """The seen part's lines as ``convert`` gives them (text, language, card type)."""
    return [(a["text"], a["lang"], a.get("card_type")) for a in seen_abilities()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", type=int, default=50, help="flagged variants shown")
    args = parser.parse_args(argv)
    if not LINES.is_file():
        raise SystemExit(f"no corpus at {LINES}")
    made, flags = probe(seen_lines())
    print(f"== seen: {sum(made.values())} variants; {len(flags)} read whole with the same IR")
    by_change = collections.Counter(flag.change for flag in flags)
    for change, n in sorted(made.items()):
        print(f"    {change:14s} {by_change[change]:4d} / {n}")
    for flag in flags[: args.show]:
        print(f"  {flag.lang} {flag.change}: {flag.text}\n      -> {flag.variant}")


if __name__ == "__main__":
    main()
