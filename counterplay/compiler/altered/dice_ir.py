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

from collections.abc import Callable
from typing import Any

# A fold of one card's lines, in their order: what is left of them, each with the position
# (among those lines) of the line it starts from.
Fold = Callable[[list[dict[str, Any]]], list[tuple[int, dict[str, Any]]]]


def _card(ability: dict[str, Any]) -> tuple[Any, ...]:
    """Which card's lines an ability is among: its name, language and source less its
    index ("CARD/3" -> "CARD")."""
    source = str(ability.get("source", ""))
    return ability.get("name"), ability.get("lang"), source.rpartition("/")[0]


def per_card(abilities: list[dict[str, Any]], fold: Fold) -> list[dict[str, Any]]:
    """``abilities`` with ``fold`` done on each card's lines in one language (those of one
    name, language and source less its index, in their order), wherever they are among
    the others (the card API gives each line in French, then in English); what is left
    keeps its place."""
    cards: dict[tuple[Any, ...], list[int]] = {}
    for index, ability in enumerate(abilities):
        cards.setdefault(_card(ability), []).append(index)
    kept: dict[int, dict[str, Any]] = {}
    for lines in cards.values():
        for at, ability in fold([abilities[i] for i in lines]):
            kept[lines[at]] = ability
    return [kept[i] for i in sorted(kept)]


def _ops(ability: dict[str, Any]) -> list[dict[str, Any]]:
    """The ops of the ability's effect (none when it has no effect)."""
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
    ``line``'s source among those ``folded`` into it, with those folded into ``line``
    before (an option that rolls holds its result lines)."""
    sources = [line.get("source", ""), *line.get("folded", [])]
    return {
        **into,
        "effect": effect,
        "text": f"{into['text']}\n{line['text']}",
        "folded": [*into.get("folded", []), *sources],
    }


def _fold_card(lines: list[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
    """One card's lines with each result line folded into the line before it that rolls
    the die (or into one already holding result lines)."""
    out: list[tuple[int, dict[str, Any]]] = []
    for at, ability in enumerate(lines):
        if out and result_line(ability) and rolls(out[-1][1]):
            out[-1] = (out[-1][0], _joined(out[-1][1], ability))
            continue
        out.append((at, ability))
    return out


def fold_results(abilities: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``abilities`` with each die's result lines folded into the ability before them on
    their card that rolls the die (``per_card``)."""
    return per_card(abilities, _fold_card)
