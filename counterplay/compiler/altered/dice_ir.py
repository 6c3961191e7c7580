"""A die's result lines belong to the ability that rolls it.

A card prints what each result of a die does on the lines after the roll ("Lancez un dé." /
"Roll a die.", then "• 1-3 : Piochez une carte." / "• 1-3: Draw a card.", "• 4-6 : ...").
Each line is read alone (rules 1.2.4.a), so such a line is an option whose ops are under
``if: {test: result}``; here it is folded into the ability whose effect rolled the die
before it: its ops are appended to that effect (the result test composes as "Sur 1-3 — ..."
inside one line does), its text joins the ability's on a line of its own, and it is no
longer an ability of its own. The same for French and English lines, which read alike.
"""

from __future__ import annotations

from typing import Any


def _card(ability: dict[str, Any]) -> tuple[Any, ...]:
    """Which card's lines an ability is among: its name, language and source less its
    index ("CARD/3" -> "CARD")."""
    source = str(ability.get("source", ""))
    return ability.get("name"), ability.get("lang"), source.rpartition("/")[0]


def same_card(one: dict[str, Any], other: dict[str, Any]) -> bool:
    """Whether two abilities are lines of one card in one language."""
    return _card(one) == _card(other)


def _ops(ability: dict[str, Any]) -> list[dict[str, Any]]:
    return list((ability.get("effect") or {}).get("ops") or [])


def rolls(ability: dict[str, Any]) -> bool:
    """Whether the ability's effect rolls a die."""
    return any(op.get("op") == "die.roll" for op in _ops(ability))


def result_line(ability: dict[str, Any]) -> bool:
    """Whether the ability is a die's result line: an option ("•") whose first op is under
    a die's result ("• 1-3 : ..." / "• 6: ...")."""
    ops = _ops(ability)
    return bool(
        ability.get("option")
        and ability.get("kind") == "effect"
        and ops
        and (ops[0].get("if") or {}).get("test") == "result"
    )


def _joined(roll: dict[str, Any], line: dict[str, Any]) -> dict[str, Any]:
    """``roll`` with ``line``'s ops after its own and ``line``'s text on a line after its."""
    effect = dict(roll["effect"])
    effect["ops"] = _ops(roll) + _ops(line)
    effect["text"] = f"{effect.get('text', '')}\n{line['effect'].get('text', '')}"
    return folded(roll, line, effect)


def folded(into: dict[str, Any], line: dict[str, Any], effect: dict[str, Any]) -> dict[str, Any]:
    """``into`` with ``effect``, ``line``'s text after its own on a line of its own and
    ``line``'s source among those ``folded`` into it."""
    return {
        **into,
        "effect": effect,
        "text": f"{into['text']}\n{line['text']}",
        "folded": [*into.get("folded", []), line.get("source", "")],
    }


def fold_results(abilities: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``abilities`` (in their cards' order) with each die's result lines folded into the
    ability before them that rolls the die (or into one already holding result lines)."""
    out: list[dict[str, Any]] = []
    for ability in abilities:
        before = out[-1] if out else None
        if (
            before is not None
            and result_line(ability)
            and rolls(before)
            and same_card(before, ability)
        ):
            out[-1] = _joined(before, ability)
            continue
        out.append(ability)
    return out
