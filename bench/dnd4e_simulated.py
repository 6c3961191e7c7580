"""How much of what the 4E corpus's power effects say the runtime carries out.

For the powers of the tuned part (``bench/phrase_coverage.py``'s ``tuned``; the held-out
fifth is left out), each op the effect grammar reads from a Hit, Miss or Effect text is
counted as the runtime would take it: carried out whole; not simulated for want of a
handler (``effects.OPS``); not read (``unparsed``); or not simulated with the reason the
runtime gives, first what of it ``runtime/dnd4e/followed.py`` does not follow
(:func:`~counterplay.runtime.dnd4e.followed.unfollowed`, as ``Engine.ops`` judges it), then
what its handler says it does not model from the op alone (:data:`HANDLED`: a ``prevent``'s
``prohibitions.unmodelled``, a ``bonus`` or ``penalty``'s ``modifiers.uncounted``, ...). The
runtime's decisions are taken without a game (no target found, no condition tested): what
it would carry out once the game's state allows. A ``choice`` is one op (its options' ops
are not counted apart). Counts only: no power text is printed.

    python bench/dnd4e_simulated.py
"""

from __future__ import annotations

import argparse
import collections
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from bench.phrase_coverage import CORPUS, effect_texts
from counterplay.compiler.to_ir import effect_clauses
from counterplay.runtime.dnd4e import choices, effects, endings, modifiers, prohibitions, rerolls
from counterplay.runtime.dnd4e.effects import OPS
from counterplay.runtime.dnd4e.followed import unfollowed

DESCRIPTION = "How much of what the 4E corpus's power effects say the runtime carries out."
CARRIED_OUT = "carried out whole"
NO_HANDLER = "not simulated: no handler"
NOT_READ = "not read (unparsed)"

# Op name -> what of the op its handler says it does not model before looking at the game
# (the same function the handler asks), or None
HANDLED: dict[str, Callable[[dict[str, Any]], str | None]] = {
    "prevent": prohibitions.unmodelled,
    "bonus": modifiers.uncounted,
    "penalty": modifiers.uncounted,
    "choice": choices.unchosen,
    "end_effect": endings.unended,
    "combat_advantage": effects.advantage_unmodelled,
    "vulnerable": effects.vulnerable_unmodelled,
    "negate": effects.negate_unmodelled,
    "force_miss": effects.miss_unmodelled,
    "redirect": effects.redirect_unmodelled,
    "reroll": rerolls.unrolled,
    "heal": effects.amount_uncounted,
    "surge": effects.amount_uncounted,
    "temp_hp": effects.amount_uncounted,
}


def taken(op: dict[str, Any]) -> str:
    """How the runtime takes ``op`` (before any creature is found or condition tested)."""
    name = str(op.get("op"))
    if name == "unparsed":
        return NOT_READ
    if name not in OPS:
        return NO_HANDLER
    why = unfollowed(op)
    if why is None and name in HANDLED:
        why = HANDLED[name](op)
    if why is not None:
        return "not simulated: " + why.split(" (")[0]
    return CARRIED_OUT


def tally(texts: Iterable[str]) -> collections.Counter[str]:
    """How the runtime takes each op of ``texts``' effects, counted."""
    return collections.Counter(
        taken(op) for text in texts for _, ops, _ in effect_clauses(text) for op in ops
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=DESCRIPTION)
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="the dnd4e corpus folder")
    args = parser.parse_args(argv)
    ops = tally(effect_texts(args.corpus, part="tuned"))
    total = sum(ops.values())
    print(f"effect ops of the tuned part's powers: {total}")
    print(f"  {ops[CARRIED_OUT]:4}  {CARRIED_OUT}")
    print(f"  {ops[NO_HANDLER]:4}  {NO_HANDLER}")
    print(f"  {ops[NOT_READ]:4}  {NOT_READ}")
    unsimulated = [(w, n) for w, n in ops.most_common() if w.startswith("not simulated: ")]
    print(f"  {sum(n for w, n in unsimulated if w != NO_HANDLER):4}  not simulated, by reason:")
    for why, n in unsimulated:
        if why != NO_HANDLER:
            print(f"        {n:4}  {why.removeprefix('not simulated: ')}")


if __name__ == "__main__":
    main()
