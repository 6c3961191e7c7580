"""A 4E power's Secondary (and Tertiary) Attack sections, read into the IR (``secondary``).

Each section keeps its printed lines (action, range, requirement, trigger, target, attack,
special, sustain) as written, and its Hit / Miss / Effect text is read clause by clause as
the power's own are (``effect_clauses``), its own Target line saying whom "the enemy" and
"the creature" name there (``reading_for``): in a section's ops, "the target" is the
secondary target. The Target line itself is read as the creatures an attack is against
("One creature adjacent to the primary target": ``creatures``, one, adjacent to the
target), by the same reader, into ``targets`` (the ``target`` and ``target_filters`` an op
names them by); a line it does not read has no ``targets``.

:func:`link` then says whom the power's own "make a secondary attack" (``attack`` op,
``attack: secondary``, against ``secondary_target``) is against: the creatures its
section's Target line names (the second attack section for ``tertiary``); and inside a
section, "the secondary target" is that section's target (``target``). An op whose section
is not given, whose Target line is not read, or whose section has a trigger of its own,
keeps ``secondary_target`` (the runtime then says it does not know whom).

A section with a trigger of its own is a use of its own in 4E (taken with its own action
when its trigger happens, while what the power made lasts: "Each thunderball can make a
secondary attack"); when that use is open the IR does not hold, so it never fires, and is
refused at compile time with a warning (P004, :func:`own_trigger`), its lines kept.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from counterplay.compiler.dnd4e.effect_clauses import effect_clauses
from counterplay.compiler.dnd4e.effect_roles import reading_for
from counterplay.diagnostics import Diagnostic, Span, diagnostic

# (text, where it is written, the names the text may say) -> its IR and diagnostics
ReadEffect = Callable[[str, Span | None, Sequence[str]], tuple[dict[str, Any], list[Diagnostic]]]

# printed lines kept as written, and the lines read into ops
TEXT_LINES = ("action", "range", "requirement", "trigger", "target", "attack", "special",
              "sustain")  # fmt: skip
EFFECT_LINES = ("hit", "miss", "effect")

# the attack op's ``attack`` -> which of the sections with an attack line it makes
ORDINAL = {"secondary": 0, "tertiary": 1}
SECONDARY_TARGET = "secondary_target"

# the sentence a Target line is read in: the creatures a secondary attack is against
_AGAINST = "You make a secondary attack against {}."


def targets(line: str | None) -> dict[str, Any] | None:
    """Whom a section's Target line names, as an attack op names them (``target`` and,
    when said, ``target_filters``); None when there is no line or it is not read whole."""
    if not line or not line.strip():
        return None
    words = line.strip().rstrip(".")
    read = effect_clauses(_AGAINST.format(words[:1].lower() + words[1:]))
    ops = [op for _, found, _ in read for op in found]
    if len(read) != 1 or len(ops) != 1 or ops[0].get("op") != "attack":
        return None
    op = ops[0]
    said = {"target": op["target"]} if isinstance(op.get("target"), str) else None
    if said is not None and op.get("target_filters"):
        said["target_filters"] = op["target_filters"]
    return said


def own_trigger(printed: dict[str, Any], span: Span | None) -> Diagnostic | None:
    """P004 for a section with a trigger of its own ("Opportunity Action: Melee 1",
    "Trigger: A creature moves out of the zone"): 4E makes it a use of its own, open while
    what the power made lasts (its zone, its conjuration) or as long as the power's text
    says, and taken with the section's own action; the IR holds neither, so the section is
    kept as written and never fires (nor does "make a secondary attack" make it then)."""
    trigger = printed.get("trigger")
    if not trigger:
        return None
    what = "attack" if printed.get("attack") else "power"
    return diagnostic(
        "P004",
        f"the secondary {what}'s own trigger ({str(trigger).strip()!r}) never fires: when its"
        " use is open (while the power's zone or conjuration lasts, as the power says) is not"
        " held in the IR; the section is kept as written",
        span,
    )


def section(
    printed: dict[str, Any],
    trigger: dict[str, Any] | None,
    span_of: Callable[[str], Span | None],
    names: Sequence[str],
    read: ReadEffect | None,
) -> tuple[dict[str, Any], list[Diagnostic]]:
    """One secondary section's IR: its lines as written, its Hit / Miss / Effect read
    (by ``read``; None: kept as ``{"text": ...}`` alone, as the power's own then are) with
    its Target line saying whom "the enemy" names, and ``targets``, its Target line read."""
    out: dict[str, Any] = {name: printed[name] for name in TEXT_LINES if name in printed}
    diagnostics: list[Diagnostic] = []
    for name in EFFECT_LINES:
        text = printed.get(name)
        if not text:
            continue
        if read is None:
            out[name] = {"text": text}
            continue
        # (a section with a trigger of its own is used against the creature it names)
        with reading_for(printed.get("target"), None if "trigger" in printed else trigger):
            out[name], found = read(text, span_of(name), names)
        diagnostics.extend(found)
    whom = targets(printed.get("target"))
    if whom is not None:
        out["targets"] = whom
    refused = own_trigger(printed, span_of("trigger"))
    if refused is not None:
        diagnostics.append(refused)
    return out, diagnostics


def attack_sections(sections: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The sections that are attacks (an Attack line), in printed order: the secondary
    attack, then the tertiary."""
    return [one for one in sections if one.get("attack")]


def _ops(part: Any) -> list[dict[str, Any]]:
    ops = part.get("ops") if isinstance(part, dict) else None
    return ops if isinstance(ops, list) else []


def link(power: dict[str, Any]) -> None:
    """Whom the power's "make a secondary (tertiary) attack" ops are against, from their
    section's Target line; "the secondary target" inside a section, its ``target``."""
    sections = power.get("secondary") or []
    attacks = attack_sections(sections)
    for op in (op for name in EFFECT_LINES for op in _ops(power.get(name))):
        at = ORDINAL.get(str(op.get("attack")))
        if op.get("op") != "attack" or at is None or op.get("target") != SECONDARY_TARGET:
            continue
        made = attacks[at] if at < len(attacks) else {}
        whom = None if made.get("trigger") else made.get("targets")  # (P004: not now)
        if whom is not None:
            op.pop("target_filters", None)
            op.update(whom)
    for one in sections:
        for op in (op for name in EFFECT_LINES for op in _ops(one.get(name))):
            for key in ("target", "who"):
                if op.get(key) == SECONDARY_TARGET:
                    op[key] = "target"
