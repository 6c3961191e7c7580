"""One of several changes the player chooses ("Un Personnage ciblé gagne [[Fugace]], [[Ancré]]
ou [[Endormi]]" / "to have target Character gain 1 boost or lose [[Fleeting]]"): the
consecutive ops the compiler marks ``one_of``, of which the player chooses one (the decision
``option``, scripted by its label, else seeded) and only that one is done, the others left
out. When one of them is not simulated, the choice is not offered without it: none is done
(seed 002, 1.2.4.c: an effect is the changes it says, not a part of them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

# The keys that tell the ops of a group apart, in their label ("status.gain anchored").
SAID = ("op", "counter", "amount", "status")


def group(ops: Sequence[dict[str, Any]], index: int) -> range:
    """The consecutive ``one_of`` ops ``ops[index]`` is one of."""
    start = index
    while start > 0 and ops[start - 1].get("one_of"):
        start -= 1
    end = index
    while end + 1 < len(ops) and ops[end + 1].get("one_of"):
        end += 1
    return range(start, end + 1)


def label(op: dict[str, Any]) -> str:
    """How an op of a group is named in the player's choice: "counter.gain boost 1"."""
    return " ".join(str(op[key]) for key in SAID if key in op)
