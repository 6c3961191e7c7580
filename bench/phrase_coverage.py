"""How much of the real 4E text the phrase grammars read (``../shared/corpus/dnd4e``).

Prints, for distinct trigger texts of player powers and of monster powers and for effect
clauses of player powers, the share compiled to structured IR and the most frequent words
the grammars stopped at. ``tests/test_phrase_corpus.py`` asserts the thresholds.

    python bench/phrase_coverage.py [--top N] [--show-unread N] [--split] [--causes] [--inner]

``--inner`` splits the tuned part again (``sha1("inner:" + id) % 5 == 0`` is inner-test): rules
are chosen from inner-train's unread texts (``--show-unread``, ``--causes``) and kept when they
read inner-test's too, whose figures alone are printed.
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from counterplay.compiler.dnd4e.effect_roles import reading_for
from counterplay.compiler.dnd4e.names import item_name
from counterplay.compiler.dnd4e.parse import fold, known_word
from counterplay.compiler.to_ir import effect_clauses, trigger

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "dnd4e"


# which records a measurement reads: every one, the tuned part or the held-out fifth, or
# the tuned part split again (`--inner`: rules are chosen from inner-train's unread texts
# and kept when they read inner-test's too)
PARTS = ("all", "tuned", "held-out", "inner-train", "inner-test")


def held_out(power_id: str) -> bool:
    """Whether the power with this ``id`` is in the fifth kept out of sight (stable: a
    hash of the id alone, so a power never changes part when the corpus grows)."""
    return int(hashlib.sha256(power_id.encode("utf-8")).hexdigest(), 16) % 5 == 0


def inner_test(power_id: str) -> bool:
    """Whether a tuned power is in the inner-test fifth of the tuned part (another hash of
    the id: ``sha1("inner:" + id) % 5 == 0``)."""
    digest = hashlib.sha1(f"inner:{power_id}".encode()).hexdigest()
    return int(digest, 16) % 5 == 0


def in_part(record: dict[str, Any], part: str) -> bool:
    """Whether a corpus record is in ``part`` (one of :data:`PARTS`)."""
    if part.startswith("inner-"):
        return not held_out(record["id"]) and inner_test(record["id"]) == (part == "inner-test")
    return part == "all" or held_out(record["id"]) == (part == "held-out")


def rows(name: str, corpus: Path = CORPUS, part: str = "all") -> Iterator[dict[str, Any]]:
    """The records of one corpus file (``corpus`` is the ``dnd4e`` folder) in ``part``."""
    with (corpus / name).open(encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            if in_part(record, part):
                yield record


# A data quirk: some `trigger_text` fields of powers.jsonl have the power's next line
# ("Effect: ...", "Target: ...") appended; the trigger is the text before it.
APPENDED_FIELD = re.compile(r"\s+(?:Effect|Target):.*$", re.DOTALL)


def power_triggers(corpus: Path = CORPUS, part: str = "all") -> list[tuple[str, tuple[str, ...]]]:
    """Distinct trigger texts of player and item powers (without an appended field), each
    with the names of the items whose powers have it ("Farbane" for "Farbane Power -
    Daily": "... using Farbane." is this item)."""
    texts: dict[str, set[str]] = collections.defaultdict(set)
    for r in rows("powers.jsonl", corpus, part):
        text = APPENDED_FIELD.sub("", (r.get("trigger_text") or r.get("trigger") or "").strip())
        if not text:
            continue
        item = item_name(r["name"], True) if r.get("power_type") == "item" else None
        texts[text] |= {item} if item else set()
    return sorted((t, tuple(sorted(items))) for t, items in texts.items())


def monster_triggers(
    corpus: Path = CORPUS, part: str = "all"
) -> list[tuple[str, str, tuple[str, ...]]]:
    """Distinct (monster, trigger text) pairs of the monster powers in ``part``, with the
    names of all of that monster's powers (of either part: a stat block prints them all)."""
    records = list(rows("monster_powers.jsonl", corpus))
    powers: dict[str, set[str]] = collections.defaultdict(set)
    for r in records:
        powers[r["monster"]].add(r["name"])
    pairs = {
        (r["monster"], r["trigger_text"].strip())
        for r in records
        if (r.get("trigger_text") or "").strip() and in_part(r, part)
    }
    return sorted((m, t, tuple(sorted(powers[m]))) for m, t in pairs)


class EffectText(str):
    """A Hit, Miss or Effect text, with its power's Target line and trigger (whom "the
    enemy" names: ``compiler.dnd4e.effect_roles``)."""

    target: str | None = None
    trigger: str | None = None
    items: tuple[str, ...] = ()


def effect_text(record: dict[str, Any], field: str) -> EffectText:
    """One field of a record of powers.jsonl, with its power's Target line and trigger."""
    text = EffectText(record[field])
    text.target = record.get("target")
    text.trigger = APPENDED_FIELD.sub("", record.get("trigger_text") or "").strip() or None
    item = item_name(record["name"], True) if record.get("power_type") == "item" else None
    text.items = (item,) if item else ()
    return text


def effect_texts(corpus: Path = CORPUS, part: str = "all") -> list[str]:
    """Hit, Miss and Effect texts of the player and item powers in ``part`` (all, not
    distinct), each an :class:`EffectText`."""
    records = rows("powers.jsonl", corpus, part)
    return [effect_text(r, f) for r in records for f in ("hit", "miss", "effect") if r.get(f)]


def clauses_of(text: str) -> list[tuple[str, list[dict[str, Any]], list[Any]]]:
    """The clauses of an effect text as its power's compile reads them (its Target line and
    trigger say whom "the enemy" names, when it is an :class:`EffectText`)."""
    if not isinstance(text, EffectText):
        return effect_clauses(text)
    when = trigger(text.trigger, None, (), (), text.items)[0] if text.trigger else None
    with reading_for(text.target, when):
        return effect_clauses(text)


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
        for clause, ops, found in clauses_of(text):
            total += 1
            if ops and all(op["op"] != "unparsed" for op in ops):
                read += 1
            else:
                stops[first_unread(found[0].message) if found else clause[:30]] += 1
    return read, total, stops


# Why a clause is not read, by what its diagnostic says (``--causes``)
_CASCADES = {
    "its subject is in a part of the sentence not read": "subject in an unread part",
    "the condition or time leading its sentence is not read": "leading condition unread",
}
# words as the lexer cuts them (dice "2d6" and "[W]" are one token each, never a word)
_WORD = re.compile(r"\d*d\d+|\d*\[w\]|[a-z]+(?:['-][a-z]+)*")


def effect_causes(texts: list[str]) -> tuple[collections.Counter[str], collections.Counter[str]]:
    """Why the unread effect clauses of ``texts`` are not read, counted: a cascade from
    another clause, a word the grammar has no use for anywhere (and those words, counted
    by clause), or known words in a place no rule reads them (or too few of them)."""
    causes: collections.Counter[str] = collections.Counter()
    unknown: collections.Counter[str] = collections.Counter()
    for text in texts:
        for clause, ops, found in clauses_of(text):
            if ops and all(op["op"] != "unparsed" for op in ops):
                continue
            message = found[0].message if found else ""
            cascade = next((c for why, c in _CASCADES.items() if why in message), None)
            words = {
                w
                for w in _WORD.findall(fold(clause))
                if w[0].isalpha() and not re.fullmatch(r"d\d+", w) and not known_word("effect", w)
            }
            unknown.update(words)
            if cascade:
                causes[cascade] += 1
            elif words:
                causes["a word no rule or list knows"] += 1
            elif "from the end of the text" in message:
                causes["known words, ends too soon"] += 1
            else:
                causes["known words, a place no rule reads"] += 1
    return causes, unknown


Case = tuple[str, list[str], tuple[str, ...], tuple[str, ...]]
# what --what names -> its label in the figures
TRIGGER_KINDS = {"powers": "power triggers  ", "monsters": "monster triggers"}


def _cases(kind: str, part: str) -> list[Case]:
    """(text, owner names, power names, item names) of one kind of trigger in ``part``."""
    if kind == "powers":
        return [(t, [], (), items) for t, items in power_triggers(part=part)]
    return [(t, [m], p, ()) for m, t, p in monster_triggers(part=part)]


def report(part: str, what: str, top: int, show_unread: int) -> None:
    """Print the figures of one part of the corpus (``show_unread`` lists at most that
    many unread triggers). Only the tuned part's words and sentences are ever shown: the
    held-out fifth is in ``all`` too, and must stay out of sight while rules are written."""
    if part not in ("tuned", "inner-train"):
        top = show_unread = 0
    label = "" if part == "all" else f"[{part}] "
    for kind, name in TRIGGER_KINDS.items():
        if what in ("all", kind):
            cases = _cases(kind, part)
            read, stops = measure_triggers(cases)
            print(f"{label}{name} {read}/{len(cases)} = {read / len(cases):.1%}")
            if top:
                print("  stops:", stops.most_common(top))
            _show_unread(cases, show_unread)
    if what in ("all", "effects"):
        read, total, stops = measure_effects(effect_texts(part=part))
        print(f"{label}effect clauses   {read}/{total} = {read / max(total, 1):.1%}")
        if top:
            print("  stops:", stops.most_common(top))


def _show_unread(cases: list[Case], limit: int) -> None:
    shown = 0
    for text, names, powers, items in cases:
        if shown >= limit:
            return
        if trigger(text, None, names, powers, items)[0]["event"] == "unparsed":
            print("   ", " | ".join([*names, text]))
            shown += 1


def report_unseen(what: str) -> None:
    """Held-out trigger texts that no tuned power prints: the strictest figure."""
    for kind, name in TRIGGER_KINDS.items():
        if what in ("all", kind):
            seen = {case[0] for case in _cases(kind, "tuned")}
            cases = [case for case in _cases(kind, "held-out") if case[0] not in seen]
            read, _ = measure_triggers(cases)
            share = read / max(len(cases), 1)
            print(f"[held-out, never in tuned] {name} {read}/{len(cases)} = {share:.1%}")


# Where the project's own text is: a held-out sentence written there (a golden, a fixture,
# a test) has been read by whoever wrote it, so it is no longer unseen
PROJECT = Path(__file__).resolve().parent.parent
# the shortest sentence looked for (shorter ones are 4E's stock phrases: "You are hit.")
SHORTEST_WRITTEN = 20


def _projectkit() -> Any:
    """``tests/projectkit.py``, which reads the project's strings as the corpus-copy guard
    does (the project put on the path for ``python bench/phrase_coverage.py``)."""
    if str(PROJECT) not in sys.path:
        sys.path.insert(0, str(PROJECT))
    from tests import projectkit

    return projectkit


def project_strings(root: Path = PROJECT, corpus: Path = CORPUS) -> str:
    """Every string of the project's tests and examples, one a line (as the corpus-copy
    guard reads them, ``tests/projectkit.py``), and the corpus texts its goldens point at."""
    found = [value for _, _, value in _projectkit().strings(root)]
    return "\n".join([*found, *golden_texts(root, corpus)])


GOLDENS = ("triggers.yaml", "effects.yaml", "translate/seed_cases.yaml")


def golden_texts(root: Path = PROJECT, corpus: Path = CORPUS) -> list[str]:
    """The texts of ``corpus`` the goldens of ``root`` point at (``tests/goldenkit.py``):
    not copied there, but read by whoever wrote them all the same."""
    from ruamel.yaml import YAML

    _projectkit()  # (the project on the path)
    from tests import goldenkit

    def references(value: Any) -> Iterator[Any]:
        if goldenkit.is_reference(value):
            yield value
        elif isinstance(value, dict | list):
            for item in value.values() if isinstance(value, dict) else value:
                yield from references(item)

    found = []
    for name in GOLDENS:
        path = root / "tests" / "golden" / name
        if path.is_file():
            data = YAML(typ="safe").load(path.read_text(encoding="utf-8"))
            found += [goldenkit.text(ref, corpus) for ref in references(data)]
    return [text for text in found if text is not None]


def written_in(text: str, project: str) -> bool:
    """Whether the project writes ``text``, or a sentence of it, anywhere."""
    pieces = [text.strip(), *_projectkit().SENTENCE_END.split(text.strip())]
    return any(len(p) >= SHORTEST_WRITTEN and p in project for p in pieces)


def report_unwritten(what: str) -> None:
    """The held-out fifth without the texts the project's tests and examples write (a
    golden of real sentences older than the split holds some): what no one has read."""
    project = project_strings()
    for kind, name in TRIGGER_KINDS.items():
        if what in ("all", kind):
            cases = [c for c in _cases(kind, "held-out") if not written_in(c[0], project)]
            read, _ = measure_triggers(cases)
            share = read / max(len(cases), 1)
            print(f"[held-out, in no test] {name} {read}/{len(cases)} = {share:.1%}")
    if what in ("all", "effects"):
        texts = [t for t in effect_texts(part="held-out") if not written_in(t, project)]
        read, total, _ = measure_effects(texts)
        print(
            f"[held-out, in no test] effect clauses   {read}/{total} = {read / max(total, 1):.1%}"
        )


def report_inner(what: str, top: int, show_unread: int, causes: bool = False) -> None:
    """Triggers and effect clauses of the tuned part split again: inner-train (its unread
    texts, and with ``causes`` why its effect clauses are not read, may be shown) and
    inner-test's figures only."""
    for kind, name in TRIGGER_KINDS.items():
        if what in ("all", kind):
            train = _cases(kind, "inner-train")
            read, stops = measure_triggers(train)
            print(f"[inner-train] {name} {read}/{len(train)} = {read / len(train):.1%}")
            if top:
                print("  stops:", stops.most_common(top))
            _show_unread(train, show_unread)
            seen = {case[0] for case in train}
            test = [case for case in _cases(kind, "inner-test") if case[0] not in seen]
            read, _ = measure_triggers(test)
            share = read / max(len(test), 1)
            print(f"[inner-test, never in inner-train] {name} {read}/{len(test)} = {share:.1%}")
    if what in ("all", "effects"):
        _inner_effects(top, show_unread, causes)


def _inner_effects(top: int, show_unread: int, causes: bool) -> None:
    """Effect clauses of the tuned part split again: inner-train's figures, stops, unread
    clauses and causes, and inner-test's figures only (all its clauses, and those whose
    text no inner-train power prints)."""
    train = effect_texts(part="inner-train")
    read, total, stops = measure_effects(train)
    print(f"[inner-train] effect clauses   {read}/{total} = {read / max(total, 1):.1%}")
    if top:
        print("  stops:", stops.most_common(top))
    unread = [
        clause
        for text in train
        for clause, ops, _ in clauses_of(text)
        if not ops or any(op["op"] == "unparsed" for op in ops)
    ]
    for clause in unread[:show_unread]:
        print("   ", clause)
    if causes:
        why, unknown = effect_causes(train)
        for cause, count in why.most_common():
            print(f"  {count:5}  {cause}")
        print("  words no rule knows (clauses):", unknown.most_common(top))
    test = effect_texts(part="inner-test")
    read, total, _ = measure_effects(test)
    print(f"[inner-test] effect clauses   {read}/{total} = {read / max(total, 1):.1%}")
    seen = {clause for text in train for clause, _, _ in clauses_of(text)}
    new = [clause for text in test for clause, _, _ in clauses_of(text) if clause not in seen]
    read, total, _ = measure_effects(new)
    share = read / max(total, 1)
    print(f"[inner-test, never in inner-train] effect clauses   {read}/{total} = {share:.1%}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument("--show-unread", type=int, default=0, metavar="N")
    parser.add_argument("--what", choices=("all", "powers", "monsters", "effects"), default="all")
    parser.add_argument(
        "--split", action="store_true", help="figures of the tuned part and the held-out fifth"
    )
    parser.add_argument(
        "--causes",
        action="store_true",
        help="why the tuned part's unread effect clauses are not read (never the held-out fifth)",
    )
    parser.add_argument(
        "--inner",
        action="store_true",
        help="trigger and effect figures of the tuned part split again (inner-train, "
        "inner-test); with --causes, why inner-train's effect clauses are not read",
    )
    args = parser.parse_args()
    if args.inner:
        report_inner(args.what, args.top, args.show_unread, args.causes)
        return 0
    if args.causes:
        causes, unknown = effect_causes(effect_texts(part="tuned"))
        print("[tuned] unread effect clauses by cause:", sum(causes.values()))
        for cause, count in causes.most_common():
            print(f"  {count:5}  {cause}")
        print("  words no rule knows (clauses):", unknown.most_common(args.top))
        return 0
    if not args.split:
        report("all", args.what, 0, 0)
        if args.top or args.show_unread:
            report("tuned", args.what, args.top, args.show_unread)
        return 0
    report("tuned", args.what, args.top, args.show_unread)
    # the held-out fifth: figures only, never its sentences or the words it stopped at
    report("held-out", args.what, 0, 0)
    report_unseen(args.what)
    report_unwritten(args.what)
    return 0


if __name__ == "__main__":
    sys.exit(main())
