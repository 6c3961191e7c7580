"""Stage ``to_ir`` for Altered: the ``abilities`` of an authoring document -> their IR.

Each ability (DESIGN.md's contract) keeps ``name``, ``source``, ``lang`` and its printed
``text``, and gains what ``compiler.altered.read`` finds: ``kind`` (``quick_action``,
``reaction``, ``passive``, ``effect``), ``trigger`` (reactions; null otherwise),
``condition`` (what follows the trigger's comma; null when none), ``cost`` (quick
actions), ``effect`` (``{text, ops}``), and ``support`` / ``option`` flags. The lines
that carry on an ability before them are folded into it: a die's result lines into the roll
(``dice_ir``), a list's options into its lead (``options_ir``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from counterplay.compiler.altered.dice_ir import fold_results
from counterplay.compiler.altered.options_ir import fold_options
from counterplay.compiler.altered.read import read_ability
from counterplay.compiler.load import Document
from counterplay.diagnostics import Diagnostic, Span


def _text_span(document: Document, where: tuple[Any, ...], text: str) -> Span:
    """Where the ability's text starts: at its value, past a quote when it is quoted (so
    that columns count in the text)."""
    span = document.span(where)
    lines = document.lines
    if 1 <= span.line <= len(lines):
        first = lines[span.line - 1][span.column - 1 : span.column]
        if first in ("'", '"') and not text.startswith(first):
            return Span(span.file, span.line, span.column + 1)
    return span


def ability_ir(
    document: Document, index: int, ability: dict[str, Any]
) -> tuple[dict[str, Any], list[Diagnostic]]:
    """The IR of the ``index``-th ability of ``document``."""
    where = ("abilities", index)
    text = ability["text"]
    reading = read_ability(
        text,
        ability["lang"],
        _text_span(document, (*where, "text"), text),
        ability.get("card_type"),
    )
    origin = document.span(where)
    out: dict[str, Any] = {
        "name": ability["name"],
        "source": ability.get("source", ""),
        "lang": ability["lang"],
        "kind": reading.kind,
        "trigger": reading.trigger if reading.kind == "reaction" else None,
        "condition": reading.condition,
        "effect": reading.effect,
        "text": text,
    }
    if reading.cost is not None:
        out["cost"] = reading.cost
    if reading.lang != ability["lang"]:
        out["read_as"] = reading.lang
    if ability.get("support") or reading.support:
        out["support"] = True
    if reading.option:
        out["option"] = True
    if ability.get("card_type"):
        out["card_type"] = ability["card_type"]
    out["origin"] = {"file": origin.file, "line": origin.line, "column": origin.column}
    return out, reading.diagnostics


def abilities_ir(
    document: Document, progress: Callable[[float], None] | None = None
) -> tuple[list[dict[str, Any]], list[Diagnostic]]:
    """The IR of every ability of ``document`` (``progress``: the share done so far); a
    die's result lines are part of the ability that rolls it (``dice_ir``), a list's
    options of the ability that leads it (``options_ir``)."""
    given = document.data.get("abilities", [])
    out: list[dict[str, Any]] = []
    diagnostics: list[Diagnostic] = []
    for index, ability in enumerate(given):
        ir, found = ability_ir(document, index, ability)
        out.append(ir)
        diagnostics.extend(found)
        if progress is not None:
            progress((index + 1) / len(given))
    return fold_options(fold_results(out)), diagnostics
