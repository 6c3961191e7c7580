"""Stage ``build``: turn IR powers into runtime :class:`~counterplay.runtime.reaction.Reaction`s.

Only powers with a trigger become reactions; the rest are kept in the IR for reference.
"""

from __future__ import annotations

from typing import Any

from counterplay.runtime.reaction import Reaction


def _owned(power: dict[str, Any]) -> dict[str, Any]:
    """A monster's trigger names the monster itself ("the dragon is bloodied"): whoever owns
    the power, under any name in a scenario, so such a selector becomes ``self``."""
    name = power.get("monster")
    trigger = power.get("trigger")
    if not name or not isinstance(trigger, dict):
        return power

    def who(selector: Any) -> Any:
        named = isinstance(selector, dict) and selector.get("role") == "named"
        if named and selector.get("name") == name:
            return {k: v for k, v in selector.items() if k != "name"} | {"role": "self"}
        return selector

    def part(data: dict[str, Any]) -> dict[str, Any]:
        return {**data, "actor": who(data.get("actor")), "target": who(data.get("target"))}

    owned = part(trigger)
    if "either" in trigger:
        owned["either"] = [part(p) for p in trigger["either"]]
    return {**power, "trigger": owned}


def build(ir: dict[str, Any], *, all_powers: bool = False) -> list[Reaction]:
    """Build the reactions of a validated IR document.

    Args:
        ir: the output of ``to_ir`` that passed ``validate(..., "power")``.
        all_powers: also build the powers without a trigger (a scenario's attacks need them).

    Returns:
        One reaction per triggered power (per power with ``all_powers``), in document order.
    """
    return [
        Reaction.from_ir(_owned(power))
        for power in ir.get("powers", [])
        if all_powers or power.get("trigger")
    ]
