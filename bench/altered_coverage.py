"""How much of the real Altered text counterplay reads (``../shared/corpus/altered``).

The corpus (1,600 lines: the French and English printings of the same abilities) goes
through ``counterplay convert --from altered`` and the reading ``compile`` does, and this
prints, for the cards seen while the grammar was written and for the fifth kept out of
sight, and for French and English apart:

- the kinds of the lines (and how many got none);
- the share of reaction lines whose trigger compiled to a structured event;
- the share of effect clauses (the clauses of non-passive effects, cut as
  ``Reading.clauses`` says) read into ops;
- the share of French/English pairs whose trigger IR is the same (pairs where either line
  is a reaction), and the most common disagreements;
- the kinds against the hand-labelled sample (``tests/fixtures/altered/kinds.json``).

**The split.** A card is held out when the first byte of the SHA-256 of its id, with the
printing letter and the rarity dropped (``ALT_CORE_B_AX_04_R1`` -> ``CORE_AX_04``), is a
multiple of 5: so a rare and its common, which share most words, are on the same side.
That is 141 of 664 cards, 362 of the 1,600 lines. ``tests/test_altered_corpus.py``
asserts the thresholds of issue 14 on both parts.

    python bench/altered_coverage.py [--top N] [--part seen|held-out|all]
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from counterplay.compiler.altered.cards import convert_cards
from counterplay.compiler.altered.read import read_ability

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "altered"
LINES = CORPUS / "abilities.jsonl"
LABELS = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "altered" / "kinds.json"


def base_id(card_id: str) -> str:
    """A card's id without its printing letter and rarity: ``CORE_AX_04``."""
    parts = card_id.split("_")
    return "_".join((parts[1], parts[3], parts[4])) if len(parts) >= 5 else card_id


def held_out(card_id: str) -> bool:
    """Whether the card is in the fifth kept out of sight while the grammar was written."""
    return hashlib.sha256(base_id(card_id).encode()).digest()[0] % 5 == 0


def records(corpus: Path = LINES) -> Iterator[dict[str, Any]]:
    with corpus.open(encoding="utf-8") as lines:
        for line in lines:
            yield json.loads(line)


def source(record: dict[str, Any]) -> str:
    """The ``source`` convert gives a corpus record."""
    support = record.get("field") == "ECHO_EFFECT"
    middle = "support/" if support else ""
    return f"{record['card_id']}/{middle}{record['ability_index']}"


def seen_abilities(corpus: Path = LINES) -> Iterator[dict[str, Any]]:
    """The abilities ``convert`` gives the seen part's lines, in the corpus's order (a line
    it leaves out gives none); no held-out line is given."""
    document, _ = convert_cards([corpus])
    converted = {(a["source"], a["lang"]): a for a in document["abilities"]}
    for record in records(corpus):
        ability = converted.get((source(record), record["lang"]))
        if ability is not None and not held_out(record["card_id"]):
            yield ability


@dataclass
class Read:
    """One corpus line, read."""

    source: str
    card_id: str
    lang: str
    kind: str | None
    trigger: dict[str, Any] | None = None
    clauses: list[tuple[str, bool]] = field(default_factory=list)


def read_corpus(corpus: Path = LINES) -> list[Read]:
    """Every line of the corpus, read as ``convert`` then ``compile`` read it (a line
    ``convert`` leaves out has no kind)."""
    document, _ = convert_cards([corpus])
    converted = {(a["source"], a["lang"]): a for a in document["abilities"]}
    out = []
    for record in records(corpus):
        key = (source(record), record["lang"])
        ability = converted.get(key)
        if ability is None:
            out.append(Read(key[0], record["card_id"], record["lang"], None))
            continue
        reading = read_ability(ability["text"], ability["lang"], None, ability.get("card_type"))
        clauses = reading.clauses if reading.kind != "passive" else []
        trigger = reading.trigger if reading.kind == "reaction" else None
        out.append(Read(key[0], record["card_id"], record["lang"], reading.kind, trigger, clauses))
    return out


def without_text(trigger: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if trigger is None else {k: v for k, v in trigger.items() if k != "text"}


def disagreement(fr: dict[str, Any] | None, en: dict[str, Any] | None) -> str:
    """What differs between two trigger IRs, in a few words."""
    if fr is None or en is None:
        return "a reaction in one language only"
    if "unparsed" in (fr["event"], en["event"]):
        return f"unread in {'French' if fr['event'] == 'unparsed' else 'English'}"
    keys = sorted(k for k in set(fr) | set(en) if k != "text" and fr.get(k) != en.get(k))
    return "differ in " + ", ".join(keys)


@dataclass
class Figures:
    """The figures of one part of the corpus."""

    lines: dict[str, int] = field(default_factory=lambda: collections.Counter())
    kinds: dict[str, collections.Counter[str]] = field(default_factory=dict)
    triggers: dict[str, list[int]] = field(default_factory=dict)
    clauses: dict[str, list[int]] = field(default_factory=dict)
    pairs: list[int] = field(default_factory=lambda: [0, 0])
    disagreements: collections.Counter[str] = field(default_factory=collections.Counter)
    unread: collections.Counter[tuple[str, str]] = field(default_factory=collections.Counter)

    def share(self, what: str, lang: str) -> float:
        read, total = getattr(self, what)[lang]
        return read / total if total else 1.0

    @property
    def agreement(self) -> float:
        return self.pairs[0] / self.pairs[1] if self.pairs[1] else 1.0

    def kinded(self, lang: str) -> float:
        kinds = self.kinds[lang]
        return 1 - kinds[None] / sum(kinds.values()) if kinds else 1.0  # type: ignore[index]


def figures(reads: list[Read]) -> Figures:
    out = Figures()
    for lang in ("fr", "en"):
        out.kinds[lang] = collections.Counter()
        out.triggers[lang] = [0, 0]
        out.clauses[lang] = [0, 0]
    by_source: dict[str, dict[str, Read]] = collections.defaultdict(dict)
    for read in reads:
        by_source[read.source][read.lang] = read
        out.kinds[read.lang][read.kind] += 1  # type: ignore[index]
        if read.kind == "reaction" and read.trigger is not None:
            ok = read.trigger["event"] != "unparsed"
            out.triggers[read.lang][0] += ok
            out.triggers[read.lang][1] += 1
            if not ok:
                out.unread[read.lang, "trigger: " + read.trigger["text"]] += 1
        for text, ok in read.clauses:
            out.clauses[read.lang][0] += ok
            out.clauses[read.lang][1] += 1
            if not ok:
                out.unread[read.lang, "effect: " + text] += 1
    for pair in by_source.values():
        fr, en = pair.get("fr"), pair.get("en")
        if fr is None or en is None or (fr.trigger is None and en.trigger is None):
            continue
        out.pairs[1] += 1
        if without_text(fr.trigger) == without_text(en.trigger):
            out.pairs[0] += 1
        else:
            out.disagreements[disagreement(fr.trigger, en.trigger)] += 1
    return out


def labelled(
    reads: list[Read], labels: Path = LABELS
) -> tuple[int, int, collections.Counter[tuple[str, str]]]:
    """(agreeing, labelled, confusion of (label, read)) against the hand-labelled kinds."""
    given = json.loads(labels.read_text(encoding="utf-8"))["labels"]
    found = {(r.source, r.lang): r.kind for r in reads}
    confusion: collections.Counter[tuple[str, str]] = collections.Counter()
    agree = 0
    for entry in given:
        kind = found.get((entry["source"], entry["lang"]))
        confusion[entry["kind"], str(kind)] += 1
        agree += kind == entry["kind"]
    return agree, len(given), confusion


def report(name: str, found: Figures, top: int) -> None:
    print(f"== {name}")
    for lang in ("fr", "en"):
        kinds = found.kinds[lang]
        total = sum(kinds.values())
        shown = ", ".join(f"{k or 'none'} {n}" for k, n in sorted(kinds.items(), key=str))
        t_read, t_all = found.triggers[lang]
        c_read, c_all = found.clauses[lang]
        print(f"  {lang}: {total} lines; kinds: {shown}")
        print(
            f"      reaction triggers read {t_read}/{t_all} ({found.share('triggers', lang):.1%})"
        )
        print(f"      effect clauses read {c_read}/{c_all} ({found.share('clauses', lang):.1%})")
    print(f"  FR/EN same trigger IR: {found.pairs[0]}/{found.pairs[1]} ({found.agreement:.1%})")
    for what, n in found.disagreements.most_common(top):
        print(f"      {n:4d}  {what}")
    if top:
        print("  most frequent unread:")
        for (lang, text), n in found.unread.most_common(top):
            print(f"      {n:4d}  {lang}  {text[:110]}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=8, help="disagreements and unread shown")
    parser.add_argument("--part", choices=("seen", "held-out", "all"), default="all")
    args = parser.parse_args(argv)
    if not LINES.is_file():
        raise SystemExit(f"no corpus at {LINES}")
    reads = read_corpus()
    parts = {
        "seen (4/5 of the cards)": [r for r in reads if not held_out(r.card_id)],
        "held out (1/5 of the cards)": [r for r in reads if held_out(r.card_id)],
    }
    for name, part in parts.items():
        if args.part == "all" or args.part.replace("-", " ") in name:
            # the held-out fifth: figures only, never its lines (kept out of sight while
            # readings are written)
            report(name, figures(part), 0 if name.startswith("held") else args.top)
    if LABELS.is_file():
        agree, total, confusion = labelled(reads)
        print(f"== kinds against the hand-labelled sample: {agree}/{total} ({agree / total:.1%})")
        for (label, kind), n in sorted(confusion.items()):
            if label != kind:
                print(f"      {n:4d}  labelled {label}, read {kind}")


if __name__ == "__main__":
    main()
