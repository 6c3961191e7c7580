"""Stage ``build``: turn IR powers into runtime :class:`~counterplay.runtime.reaction.Reaction`s.

Only powers with a trigger become reactions; the rest are kept in the IR for reference.
"""

from __future__ import annotations

from typing import Any

from counterplay.runtime.reaction import Reaction


def build(ir: dict[str, Any]) -> list[Reaction]:
    """Build the reactions of a validated IR document.

    Args:
        ir: the output of ``to_ir`` that passed ``validate(..., "power")``.

    Returns:
        One reaction per triggered power, in document order.
    """
    reactions: list[Reaction] = []
    for power in ir.get("powers", []):
        trigger = power.get("trigger")
        if not trigger:
            continue
        effects = tuple(
            op for name in ("hit", "miss", "effect") if power.get(name) for op in power[name]["ops"]
        )
        reactions.append(
            Reaction(
                name=power["name"],
                source=power["source"],
                action=power["action"],
                usage=power["usage"],
                event=trigger["event"],
                actor=trigger.get("actor"),
                target=trigger.get("target"),
                qualifiers=dict(trigger.get("qualifiers", {})),
                keywords=frozenset(power.get("reaction", [])),
                effects=effects,
                trigger_text=trigger["text"],
            )
        )
    return reactions
