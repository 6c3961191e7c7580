"""Stage ``to_ir``: turn a loaded authoring document into the IR of DESIGN.md.

Each power keeps its printed fields, normalised (lower-case action, usage and keywords),
and gains structure: its trigger sentence is parsed (``grammar/dnd4e/trigger_en.lark``, IR by
``compiler.dnd4e.trigger_ir``) into ``{event, actor, target, qualifiers, text}`` and its Hit /
Miss / Effect text (``grammar/dnd4e/effect_en.lark``, ``compiler.dnd4e.effect_ir``) into a list of
ops, clause by clause. A trigger the grammar cannot read compiles as ``{"event":
"unparsed", "text": ...}`` with a warning (P001) at the first word it could not read: an
event is never invented from a partial match; an effect clause it cannot read is an
``unparsed`` op with an info diagnostic (P002). docs/phrases.md lists the names used.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from counterplay.compiler.dnd4e.effect_clauses import effect_clauses
from counterplay.compiler.dnd4e.effect_roles import reading_for
from counterplay.compiler.dnd4e.names import item_name
from counterplay.compiler.dnd4e.secondary import link, section
from counterplay.compiler.dnd4e.trigger_read import trigger
from counterplay.compiler.load import Document
from counterplay.diagnostics import Diagnostic, Span

__all__ = ["effect_clauses", "ruleset_of", "to_ir", "trigger"]


def _effect(
    text: str, span: Span | None, names: Sequence[str]
) -> tuple[dict[str, Any], list[Diagnostic]]:
    ops: list[dict[str, Any]] = []
    diagnostics: list[Diagnostic] = []
    for _, found_ops, found in effect_clauses(text, span, names):
        ops.extend(found_ops)
        diagnostics.extend(found)
    return {"text": text, "ops": ops}, diagnostics


# kept as written (notes: printed lines with no field of their own, never dropped)
_TEXT_FIELDS = ("range", "requirement", "target", "attack", "special", "sustain", "notes")
_EFFECT_FIELDS = ("hit", "miss", "effect")


def _power(
    document: Document,
    index: int,
    power: dict[str, Any],
    powers_of: dict[str, list[str]],
    read_effects: bool | str,
) -> tuple[dict[str, Any], list[Diagnostic]]:
    where = ("powers", index)
    origin = document.span(where)
    out: dict[str, Any] = {
        "name": power["name"],
        "source": power.get("source", ""),
        "usage": power["usage"],
        "keywords": [k.lower() for k in power.get("keywords", [])],
        "action": power["action"],
        "reaction": sorted(power.get("reaction", [])),
    }
    for optional in ("monster", "level", "recharge"):
        if optional in power:
            out[optional] = power[optional]
    diagnostics: list[Diagnostic] = []
    # a monster's text names the monster and its powers ("the wretch", "claw")
    monster = power.get("monster")
    names, own = ([monster], powers_of[monster]) if monster else ([], [])
    # an item's power names its item ("using Farbane" in "Farbane Power - Daily")
    is_item = power.get("usage") == "item" or power.get("source", "").lower() == "item"
    item = None if monster else item_name(power["name"], is_item)
    if "trigger" in power:
        out["trigger"], found = trigger(
            power["trigger"], document.span((*where, "trigger")), names, own, [item] if item else []
        )
        diagnostics.extend(found)
    else:
        out["trigger"] = None
    for name in _TEXT_FIELDS:
        if name in power:
            out[name] = power[name]
    read = read_effects is True or (read_effects == "triggered" and "trigger" in power)
    for name in _EFFECT_FIELDS:
        if not power.get(name):
            out[name] = None
        elif read:
            # ("the enemy": its target, or the triggering one when it targets an ally)
            with reading_for(power.get("target"), out["trigger"]):
                out[name], found = _effect(power[name], document.span((*where, name)), names)
            diagnostics.extend(found)
        else:
            out[name] = {"text": power[name]}
    if power.get("secondary"):
        out["secondary"], found = _sections(document, index, power, out["trigger"], names, read)
        diagnostics.extend(found)
        if read:
            link(out)
    out["origin"] = {"file": origin.file, "line": origin.line, "column": origin.column}
    return out, diagnostics


def _span_at(document: Document, where: tuple[str | int, ...], name: str) -> Span | None:
    return document.span((*where, name))


def _sections(
    document: Document,
    index: int,
    power: dict[str, Any],
    trigger: dict[str, Any] | None,
    names: Sequence[str],
    read: bool,
) -> tuple[list[dict[str, Any]], list[Diagnostic]]:
    """The power's Secondary / Tertiary Attack sections, each read as its own lines are
    (``compiler.dnd4e.secondary``)."""
    sections: list[dict[str, Any]] = []
    diagnostics: list[Diagnostic] = []
    for at, printed in enumerate(power["secondary"]):
        where: tuple[str | int, ...] = ("powers", index, "secondary", at)
        found_ir, found = section(
            printed, trigger, partial(_span_at, document, where), names, _effect if read else None
        )
        sections.append(found_ir)
        diagnostics.extend(found)
    return sections, diagnostics


def to_ir(
    document: Document,
    progress: Callable[[float], None] | None = None,
    *,
    read_effects: bool | str = True,
) -> tuple[dict[str, Any], list[Diagnostic]]:
    """Compile a schema-valid authoring document into the IR.

    Args:
        document: a loaded document that has passed ``validate(..., "authoring")``.
        progress: called with the share of powers done after each power.
        read_effects: read Hit / Miss / Effect text into ops. Without, each is
            ``{"text": ...}`` alone (not the IR's schema): for callers that look at
            triggers and text only, such as the translation, a quarter of the time saved.
            ``"triggered"``: only the effects of powers with a trigger (lint: what a
            reaction does can trigger others; what a plain attack does, it never reads).

    Returns:
        The IR document (``{"counterplay": 1, "ruleset": ..., "powers": [...]}``, and
        ``"abilities": [...]`` when the document has Altered abilities, ``"reactions":
        [...]`` when it has Horus Heresy reaction profiles) and the
        diagnostics found while reading its text.
    """
    data = document.data
    powers: list[dict[str, Any]] = []
    diagnostics: list[Diagnostic] = []
    powers_of: dict[str, list[str]] = {}
    for power in data.get("powers", []):
        if power.get("monster"):
            powers_of.setdefault(power["monster"], []).append(power["name"])
    given = data.get("powers", [])
    for index, power in enumerate(given):
        ir, found = _power(document, index, power, powers_of, read_effects)
        powers.append(ir)
        diagnostics.extend(found)
        if progress is not None:
            progress((index + 1) / len(given))
    ir_doc: dict[str, Any] = {
        "counterplay": data["counterplay"],
        "ruleset": ruleset_of(data),
        "powers": powers,
    }
    if "abilities" in data:
        from counterplay.compiler.altered.to_ir import abilities_ir

        ir_doc["abilities"], found = abilities_ir(document, progress)
        diagnostics.extend(found)
    if "reactions" in data:
        from counterplay.compiler.horus_heresy.authoring import reactions_ir

        ir_doc["reactions"], found = reactions_ir(document, ir_doc["ruleset"])
        diagnostics.extend(found)
    return ir_doc, diagnostics


def ruleset_of(data: dict[str, Any]) -> str:
    """The ruleset a document targets: as it says, else ``altered`` for a document of
    Altered abilities only, ``horus-heresy-3`` for one of Horus Heresy reaction profiles
    only (the profiles' edition: their Triggers name the steps of its sequences), else
    ``dnd4e``."""
    if "ruleset" in data:
        return str(data["ruleset"])
    if data.get("powers"):
        return "dnd4e"
    if "abilities" in data:
        return "altered"
    return "horus-heresy-3" if "reactions" in data else "dnd4e"
