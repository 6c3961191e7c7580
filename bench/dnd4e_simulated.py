"""How much of what the 4E corpus's power effects say the runtime carries out.

For the powers of the tuned part (``bench/phrase_coverage.py``'s ``tuned``; the held-out
fifth is left out), each op the effect grammar reads from a Hit, Miss or Effect text is
counted as the runtime would take it: carried out whole; carried out whole only when the
scenario gives its user's ability scores, level, items' enhancement bonus or skill
bonuses, which it counts (``ops.of_user``: "damage equal to your Wisdom modifier", "2 + the
weapon's enhancement bonus", "You make a Stealth check"; when not given, it is not
simulated: "the user's Wisdom modifier is not given"); not simulated for want of a
handler (``ops.OPS``); not read (``unparsed``); or not simulated with the reason the runtime
gives (``ops.unmodelled``): first what of it ``runtime/dnd4e/followed.py`` does not follow, as
``Engine.ops`` judges it, then what its handler says it does not model from the op alone
(the check each handler is registered with in ``ops.OPS``: a ``prevent``'s
``prohibitions.unmodelled``, a ``push``'s ``movement_ops.forced_unmodelled``, ...). The
runtime's decisions are taken without a game (no target found, no condition tested): what
it would carry out once the game's state allows. A ``choice`` is one op (its options' ops
are not counted apart). Counts only: no power text is printed. ``--detail`` counts besides
the ops with no handler by name, and those not simulated by reason, op and what the reason
says of the op (the fields or values it names, as the runtime says them: IR, never text).

    python bench/dnd4e_simulated.py [--detail]
"""

from __future__ import annotations

import argparse
import collections
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from bench.phrase_coverage import CORPUS, effect_texts
from counterplay.compiler.to_ir import effect_clauses
from counterplay.runtime.dnd4e import durations, endings, ignoring, movement, ops, rerolls

DESCRIPTION = "How much of what the 4E corpus's power effects say the runtime carries out."
CARRIED_OUT = "carried out whole"
WITH_SCORES = (
    "carried out whole when the scenario gives the user's ability scores / level / items' plus"
    " / skills"
)
NO_HANDLER = "not simulated: no handler"
NOT_READ = "not read (unparsed)"


def _ends(before: dict[str, Any], op: dict[str, Any]) -> bool:
    """Whether ``op`` (an end_position) says where the movement ``before`` it ends."""
    moves = before.get("op") in ("shift", "move", "teleport")
    return moves and movement.end_said(before, (op,)) is op


def _keeps(before: dict[str, Any], op: dict[str, Any]) -> bool:
    """Whether ``op`` (a keep_result) is of the reroll ``before`` it (of a roll the runtime
    rerolls, ``rerolls.rerolled``, or two d20s rolled for one: when that is carried out)."""
    rolls = tuple(before.get("rolls") or ())
    twice = before.get("op") == "roll_twice" and rerolls.untwice(before) is None
    return twice or (before.get("op") == "reroll" and rerolls.rerolled(rolls) is not None)


# Ops carried out only with the op right before them (when that is carried out whole), by
# name: whether they go with it, and what the runtime says of one that does not
_WITH_THE_OP_BEFORE = {
    "end_position": (_ends, None),  # (``Ctx.folded``; else its check says why)
    # (``AttackState.reroll``; a saving throw's: folded, ``rerolls._result_kept``)
    "keep_result": (_keeps, "the roll whose result it keeps"),
    # ("On a save, the effect ends": ``effects.save``; else its check says why)
    "end_effect": (endings.ends_on_a_save, None),
    # ("This damage ignores resistance": ``ignoring.unresisted``; else its handler says why)
    "ignore": (ignoring.of_damage, "the damage it is of"),
    # ("This effect lasts until ...": ``durations.joined``; else its check says why)
    "lasts": (durations.joins, None),
}

# Of those, the ops taken as the op before them is (the others: carried out whole with it)
_AS_THE_OP_BEFORE = ("end_position", "end_effect", "ignore", "lasts")


def taken(op: dict[str, Any], before: dict[str, Any] | None = None) -> str:
    """How the runtime takes ``op`` (before any creature is found or condition tested):
    ``ops.unmodelled``, the judgement of ``Engine.ops`` and of the op's handler. Where a
    movement ends, said after it, which result of a reroll is kept, and "On a save, the
    effect ends" after a saving throw against the triggering effect, are carried out with
    the op ``before`` them (:data:`_WITH_THE_OP_BEFORE`), when that is."""
    name = str(op.get("op"))
    if name == "unparsed":
        return NOT_READ
    if name not in ops.OPS:
        return NO_HANDLER
    if name in _WITH_THE_OP_BEFORE:
        goes_with, otherwise = _WITH_THE_OP_BEFORE[name]
        with_it = taken(before) if before is not None else None
        followed = before is not None and goes_with(before, op) and with_it in _CARRIED
        if followed and name in _AS_THE_OP_BEFORE:
            return str(with_it)
        if not followed and otherwise is not None and ops.unmodelled(op) is None:
            return "not simulated: " + otherwise
    why = ops.unmodelled(op)
    if why is not None:
        return "not simulated: " + why.split(" (")[0].removesuffix(" is not simulated")
    return WITH_SCORES if ops.of_user(op) else CARRIED_OUT


# The judgements of an op carried out (an op carried out with it goes as it goes)
_CARRIED = (CARRIED_OUT, WITH_SCORES)


def tally(texts: Iterable[str]) -> collections.Counter[str]:
    """How the runtime takes each op of ``texts``' effects, counted."""
    counted: collections.Counter[str] = collections.Counter()
    for text in texts:
        said = durations.joined(
            [op for _, ops_of_clause, _ in effect_clauses(text) for op in ops_of_clause]
        )
        counted.update(taken(op, said[i - 1] if i else None) for i, op in enumerate(said))
    return counted


def _detail(op: dict[str, Any], judged: str) -> str:
    """What the runtime says of an op not simulated, by op: its name alone when no handler
    has it, else its name and what of it the reason names (cut short)."""
    name = str(op.get("op"))
    why = ops.unmodelled(op) if judged != NO_HANDLER else None
    said = why.split(" (", 1)[1].rsplit(")", 1)[0] if why and " (" in why else ""
    return f"{name} ({said[:70]})" if said else name


def details(texts: Iterable[str]) -> collections.Counter[tuple[str, str]]:
    """The ops of ``texts``' effects not simulated (no handler, or a reason), counted by
    judgement and :func:`_detail`."""
    counted: collections.Counter[tuple[str, str]] = collections.Counter()
    for text in texts:
        said = durations.joined(
            [op for _, ops_of_clause, _ in effect_clauses(text) for op in ops_of_clause]
        )
        for i, op in enumerate(said):
            judged = taken(op, said[i - 1] if i else None)
            if judged.startswith("not simulated: "):
                counted[(judged, _detail(op, judged))] += 1
    return counted


def _print_details(counted: collections.Counter[tuple[str, str]]) -> None:
    print("by op and what the reason says of it:")
    for (judged, detail), n in sorted(counted.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {n:4}  {judged.removeprefix('not simulated: ')}: {detail}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=DESCRIPTION)
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="the dnd4e corpus folder")
    parser.add_argument(
        "--detail",
        action="store_true",
        help="count the ops not simulated by op name and what the reason says of them",
    )
    args = parser.parse_args(argv)
    ops = tally(effect_texts(args.corpus, part="tuned"))
    total = sum(ops.values())
    print(f"effect ops of the tuned part's powers: {total}")
    print(f"  {ops[CARRIED_OUT]:4}  {CARRIED_OUT}")
    print(f"  {ops[WITH_SCORES]:4}  {WITH_SCORES}")
    print(f"  {ops[NO_HANDLER]:4}  {NO_HANDLER}")
    print(f"  {ops[NOT_READ]:4}  {NOT_READ}")
    unsimulated = [(w, n) for w, n in ops.most_common() if w.startswith("not simulated: ")]
    print(f"  {sum(n for w, n in unsimulated if w != NO_HANDLER):4}  not simulated, by reason:")
    for why, n in unsimulated:
        if why != NO_HANDLER:
            print(f"        {n:4}  {why.removeprefix('not simulated: ')}")
    if args.detail:
        _print_details(details(effect_texts(args.corpus, part="tuned")))


if __name__ == "__main__":
    main()
