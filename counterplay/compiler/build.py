"""Stage ``build``: turn IR powers into runtime :class:`~counterplay.runtime.reaction.Reaction`s.

Only powers with a trigger become reactions; the rest are kept in the IR for reference.
"""

from __future__ import annotations

from typing import Any

from counterplay.runtime.reaction import Reaction


def build(ir: dict[str, Any], *, all_powers: bool = False) -> list[Reaction]:
    """Build the reactions of a validated IR document.

    Args:
        ir: the output of ``to_ir`` that passed ``validate(..., "power")``.
        all_powers: also build the powers without a trigger (a scenario's attacks need them).

    Returns:
        One reaction per triggered power (per power with ``all_powers``), in document order.
    """
    return [
        Reaction.from_ir(power)
        for power in ir.get("powers", [])
        if all_powers or power.get("trigger")
    ]
