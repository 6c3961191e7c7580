"""How much of the real 4E text the phrase grammars read (``../shared/corpus/dnd4e``).

Prints, for distinct trigger texts of player powers and of monster powers and for effect
clauses of player powers, the share compiled to structured IR and the most frequent words
the grammars stopped at. ``tests/test_phrase_corpus.py`` asserts the thresholds.

    python bench/phrase_coverage.py [--top N] [--show-unread N]
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from counterplay.compiler.dnd4e.names import item_name
from counterplay.compiler.to_ir import effect_clauses, trigger

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "dnd4e"


def rows(name: str, corpus: Path = CORPUS) -> Iterator[dict[str, Any]]:
    """The records of one corpus file (``corpus`` is the ``dnd4e`` folder)."""
    with (corpus / name).open(encoding="utf-8") as lines:
        for line in lines:
            yield json.loads(line)


# A data quirk: some `trigger_text` fields of powers.jsonl have the power's next line
# ("Effect: ...", "Target: ...") appended; the trigger is the text before it.
APPENDED_FIELD = re.compile(r"\s+(?:Effect|Target):.*$", re.DOTALL)


def power_triggers(corpus: Path = CORPUS) -> list[tuple[str, tuple[str, ...]]]:
    """Distinct trigger texts of player and item powers (without an appended field), each
    with the names of the items whose powers have it ("Farbane" for "Farbane Power -
    Daily": "... using Farbane." is this item)."""
    texts: dict[str, set[str]] = collections.defaultdict(set)
    for r in rows("powers.jsonl", corpus):
        text = APPENDED_FIELD.sub("", (r.get("trigger_text") or r.get("trigger") or "").strip())
        if not text:
            continue
        item = item_name(r["name"], True) if r.get("power_type") == "item" else None
        texts[text] |= {item} if item else set()
    return sorted((t, tuple(sorted(items))) for t, items in texts.items())


def monster_triggers(corpus: Path = CORPUS) -> list[tuple[str, str, tuple[str, ...]]]:
    """Distinct (monster, trigger text) pairs of monster powers, with the names of all of
    that monster's powers."""
    records = list(rows("monster_powers.jsonl", corpus))
    powers: dict[str, set[str]] = collections.defaultdict(set)
    for r in records:
        powers[r["monster"]].add(r["name"])
    pairs = {
        (r["monster"], r["trigger_text"].strip())
        for r in records
        if (r.get("trigger_text") or "").strip()
    }
    return sorted((m, t, tuple(sorted(powers[m]))) for m, t in pairs)


def effect_texts(corpus: Path = CORPUS) -> list[str]:
    """Hit, Miss and Effect texts of player and item powers (all, not distinct)."""
    records = rows("powers.jsonl", corpus)
    return [r[f] for r in records for f in ("hit", "miss", "effect") if r.get(f)]


def first_unread(message: str) -> str:
    """The word a P001/P002 message says the grammar stopped at."""
    start = message.find("from ")
    return message[start + 5 :].split(":")[0].split(" (")[0] if start >= 0 else message


def measure_triggers(
    cases: list[tuple[str, list[str], tuple[str, ...], tuple[str, ...]]],
) -> tuple[int, collections.Counter[str]]:
    """(text, owner names, power names, item names) -> texts read, words stopped at."""
    read = 0
    stops: collections.Counter[str] = collections.Counter()
    for text, names, powers, items in cases:
        ir, found = trigger(text, None, names, powers, items)
        if ir["event"] != "unparsed":
            read += 1
        else:
            stops[first_unread(found[0].message)] += 1
    return read, stops


def measure_effects(texts: list[str]) -> tuple[int, int, collections.Counter[str]]:
    read = total = 0
    stops: collections.Counter[str] = collections.Counter()
    for text in texts:
        for clause, ops, found in effect_clauses(text):
            total += 1
            if ops and all(op["op"] != "unparsed" for op in ops):
                read += 1
            else:
                stops[first_unread(found[0].message) if found else clause[:30]] += 1
    return read, total, stops


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument("--show-unread", type=int, default=0, metavar="N")
    parser.add_argument("--what", choices=("all", "powers", "monsters", "effects"), default="all")
    args = parser.parse_args()
    if args.what in ("all", "powers"):
        texts = power_triggers()
        read, stops = measure_triggers([(t, [], (), items) for t, items in texts])
        print(f"power triggers   {read}/{len(texts)} = {read / len(texts):.1%}")
        print("  stops:", stops.most_common(args.top))
        if args.show_unread:
            for t, items in texts:
                if trigger(t, None, [], (), items)[0]["event"] == "unparsed":
                    print("   ", t)
    if args.what in ("all", "monsters"):
        pairs = monster_triggers()
        read, stops = measure_triggers([(t, [m], p, ()) for m, t, p in pairs])
        print(f"monster triggers {read}/{len(pairs)} = {read / len(pairs):.1%}")
        print("  stops:", stops.most_common(args.top))
        if args.show_unread:
            for m, t, p in pairs:
                if trigger(t, None, [m], p)[0]["event"] == "unparsed":
                    print("   ", m, "|", t)
    if args.what in ("all", "effects"):
        read, total, stops = measure_effects(effect_texts())
        print(f"effect clauses   {read}/{total} = {read / max(total, 1):.1%}")
        print("  stops:", stops.most_common(args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
