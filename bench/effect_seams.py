"""Effect-clause recall by structure (issue 12, round 37): how many of the effect clauses the
readers leave unread would be read if each were cut at an English seam and every piece read on
its own, in order (the subject a piece names carried to the next, as ``effect_clauses`` does).

A seam is a construct of English, not a sentence: ", and", "; ", ", then", ", but", ", or", a
clause joined by "and" with a subject of its own, a comma before a subject (a splice), a
trailing parenthetical, a leading "If/When ...," read alone. The figure is an upper bound: a
seam counts only when *every* piece is read (never widen), and a count is no proof that the
pieces together mean the clause; each candidate is checked by hand (docs/phrases.md, round 37).

    python -m bench.effect_seams [--part inner-train|inner-test] [--show N]

Only inner-train's clauses may be shown (``--show``); any other part prints totals only.
"""

from __future__ import annotations

import argparse
import collections
import re
from collections.abc import Iterable, Sequence

from bench.phrase_coverage import EffectText, clauses_of, effect_texts
from counterplay.compiler.dnd4e.effect_clauses import _clause_ops, _lead_alone
from counterplay.compiler.dnd4e.effect_cut import _split
from counterplay.compiler.dnd4e.effect_roles import reading_for
from counterplay.compiler.to_ir import trigger

# the words that may start a clause with a subject of its own (effect_cut's, and pronouns)
_SUBJECT = r"(?:the|you|your|each|one|that|it|all|any|every|enemies|allies|this|he|she|they|an?)\b"
# seam -> where a clause is cut (outside parentheses: effect_cut._split)
SEAMS: dict[str, re.Pattern[str]] = {
    ", and": re.compile(r",\s+and\s+", re.IGNORECASE),
    "; ": re.compile(r";\s+"),
    ", then": re.compile(r",\s+then\s+", re.IGNORECASE),
    ", but": re.compile(r",\s+but\s+", re.IGNORECASE),
    ", or": re.compile(r",\s+or\s+", re.IGNORECASE),
    "and + own subject": re.compile(rf"\s+and\s+(?={_SUBJECT})", re.IGNORECASE),
    "comma splice + subject": re.compile(
        r",\s+(?=(?:you|the\s+target|the\s+triggering|each|it)\b)", re.IGNORECASE
    ),
}
# "<clause> (<remark>)": the remark read as a clause of its own
_TRAILING = re.compile(r"(?P<main>.*\S)\s*\((?P<remark>[^()]*)\)\.?", re.DOTALL)
# "If/When/... <lead>, <rest>": the lead read alone (as a sentence's lead is), the rest alone
_LEADING = re.compile(
    r"(?P<lead>(?:if|when|while|after|until|on\s+a)\b[^,]+),\s+(?P<rest>.+)",
    re.IGNORECASE | re.DOTALL,
)
TRAILING = "trailing (...)"
LEADING = "leading If/When ..., read alone"


def cuts(clause: str) -> dict[str, list[str]]:
    """The pieces of ``clause`` at each seam it has (at least two pieces each)."""
    found: dict[str, list[str]] = {}
    for name, seam in SEAMS.items():
        pieces = [piece.strip() for piece in _split(seam, clause)]
        if len(pieces) > 1:
            found[name] = pieces
    trailing = _TRAILING.fullmatch(clause.strip())
    if trailing:
        found[TRAILING] = [trailing["main"], trailing["remark"]]
    leading = _LEADING.fullmatch(clause.strip())
    if leading:
        found[LEADING] = [leading["lead"], leading["rest"]]
    return found


def _read(piece: str, subject: str, names: Sequence[str]) -> tuple[bool, str]:
    ops, _, named = _clause_ops(piece.strip().rstrip("."), None, names, subject)
    return bool(ops) and all(op["op"] != "unparsed" for op in ops), named or subject


def all_read(seam: str, pieces: list[str], names: Sequence[str] = ()) -> bool:
    """Whether every piece is read, in order, each with the subject the one before named (a
    leading condition: the lead read alone, as ``effect_clauses`` reads a sentence's lead)."""
    if seam == LEADING:
        lead = _lead_alone(f"{pieces[0]}, {pieces[1]}", names)
        return lead is not None and _read(pieces[1], "self", names)[0]
    subject = "self"
    for piece in pieces:
        read, subject = _read(piece, subject, names) if piece else (False, subject)
        if not read:
            return False
    return True


def _unread(texts: Iterable[str]) -> Iterable[str]:
    """The unread clauses of ``texts``, each read in its power's context (its Target line and
    trigger say whom "the enemy" names), yielded inside that context."""
    for text in texts:
        if isinstance(text, EffectText) and text.trigger:
            when = trigger(text.trigger, None, (), (), text.items)[0]
        else:
            when = None
        with reading_for(getattr(text, "target", None), when):
            for clause, ops, _ in clauses_of(text):
                if not ops or any(op["op"] == "unparsed" for op in ops):
                    yield clause


def measure(
    texts: Iterable[str],
) -> tuple[int, collections.Counter[str], collections.Counter[str], dict[str, list[list[str]]]]:
    """(unread clauses, per seam: clauses with it, clauses it would read, their pieces)."""
    unread = 0
    have: collections.Counter[str] = collections.Counter()
    read: collections.Counter[str] = collections.Counter()
    pieces_read: dict[str, list[list[str]]] = collections.defaultdict(list)
    for clause in _unread(texts):
        unread += 1
        for seam, pieces in cuts(clause).items():
            have[seam] += 1
            if all_read(seam, pieces):
                read[seam] += 1
                pieces_read[seam].append(pieces)
    return unread, have, read, pieces_read


def report(part: str, show: int) -> None:
    unread, have, read, pieces = measure(effect_texts(part=part))
    # (a clause read at two seams counts once: its pieces at one seam joined back differ
    # from the clause only in the seam's words)
    total = len({re.sub(r"\W+", "", "".join(found)) for cut in pieces.values() for found in cut})
    print(f"[{part}] unread effect clauses {unread}; read by some seam (upper bound) {total}")
    for seam in [*SEAMS, TRAILING, LEADING]:
        print(f"  {seam:28} has it {have[seam]:4}   every piece read {read[seam]:3}")
        if part == "inner-train":
            for found in pieces[seam][:show]:
                print("      ", " || ".join(found))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("inner-train", "inner-test"), default="inner-train")
    parser.add_argument("--show", type=int, default=0, metavar="N", help="inner-train only")
    args = parser.parse_args()
    report(args.part, args.show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
