"""Horus Heresy reaction profiles of a document (a battle's ``reactions:`` or an authoring
file's) read into IR entries and checked against the ruleset they are played under.

Each profile is read by ``profiles.read_profile`` (P001 for a Trigger the grammar cannot
read, H008 for a Cost that is not one number of points); then what the ruleset and world
say of it: the Phase its event happens in (H001), the step it waits for (H007), what the
world cannot judge (H009), the ops written beside it (H010), a Trigger declaring another
reaction's name (H011), two reactions of one name (H003). A battle and an army list's
reactions file read their profiles here, so both say the same of one profile.
"""

from __future__ import annotations

from typing import Any

from counterplay.compiler.edits import near_miss
from counterplay.compiler.horus_heresy.profiles import fold, read_profile
from counterplay.compiler.load import Document, JsonPath
from counterplay.diagnostics import Diagnostic, Span, diagnostic
from counterplay.runtime.horus_heresy.conditions import FACT, done_by, reads
from counterplay.runtime.horus_heresy.effects import unfollowed
from counterplay.runtime.horus_heresy.facts import OP_SHAPES, check_reaction, dispatched_at
from counterplay.runtime.horus_heresy.match import unjudged
from counterplay.runtime.ruleset import Ruleset, sequence_points
from counterplay.textspan import locate

# each reaction's Traits its Trigger asks for, its Trigger's text and where it is (a
# battle's H012)
Asked = dict[str, tuple[list[str], str, Span | None]]


def read_reactions(
    doc: Document, rules: Ruleset, where: JsonPath = ("reactions",), *, beyond_cap: bool = False
) -> tuple[list[dict[str, Any]], list[Diagnostic], Asked]:
    """The profiles listed at ``where`` in ``doc``, as IR entries under ``rules``;
    ``beyond_cap``: a player may have more points than the allotment's cap (no H013).

    Returns:
        The entries in document order (each with its ``origin``), the diagnostics, and the
        Traits each reaction's Trigger asks for.
    """
    points = sequence_points(rules.sections.get("sequences"))
    # (a condition told at a step is judged only where the ruleset checks it again then)
    rechecks = reads(rules.sections.get("may_react"), FACT)
    done = done_by(rules.sections.get("sequences")) if rechecks else {}
    listed: Any = doc.data
    for key in where:
        listed = listed.get(key) if isinstance(listed, dict) else listed[key]
    entries: list[dict[str, Any]] = []
    found: list[Diagnostic] = []
    asked: Asked = {}
    for i, data in enumerate(listed or []):
        here: JsonPath = (*where, i)
        entry, more = _entry(doc, rules, data, here, points, done)
        found.extend(more)
        found.extend([] if beyond_cap else _above_cap(doc, rules, entry, here))
        trigger = data["profile"].get("Trigger", "")
        asked[data["name"]] = (
            _traits(entry["trigger"]),
            trigger,
            doc.span((*here, "profile", "Trigger")),
        )
        if any(e["name"] == data["name"] for e in entries):
            message = f"two reactions are called {data['name']!r}"
            found.append(diagnostic("H003", message, doc.span((*here, "name"))))
        entries.append(entry)
    return entries, found, asked


def _entry(
    doc: Document,
    rules: Ruleset,
    data: dict[str, Any],
    here: JsonPath,
    points: Any,
    done: Any,
) -> tuple[dict[str, Any], list[Diagnostic]]:
    """One profile's IR entry and what is wrong with it."""
    spans = {k: doc.span((*here, "profile", k)) for k in data["profile"]}
    entry, found = read_profile(data["name"], data["profile"], data.get("kind"), spans)
    at_trigger = doc.span((*here, "profile", "Trigger"))
    if "declares" in entry:
        found.append(_declares(data, entry["declares"], spans.get("Trigger")))
    if "ops" in data:
        entry["effect"]["ops"] = list(data["ops"])
        found.extend(_ops(doc, data["ops"], (*here, "ops")))
    for path, code, message in check_reaction(entry):
        if path[-1] != "event":  # (an event not run: H009 below)
            found.append(diagnostic(code, message, at_trigger))
    trigger = entry["trigger"]
    if "break_point" not in entry:  # "when" its event happens: the step it is in
        point = dispatched_at(rules.sections.get("sequences"), trigger["event"])
        entry.update({"break_point": point} if point else {})
    waits = [entry.get("break_point"), *(p.get("break_point") for p in trigger.get("either", ()))]
    for point in [p for p in waits if p is not None and p not in points]:
        message = f"{data['name']} waits for " + _no_step(point, rules)
        found.append(diagnostic("H007", message, at_trigger))
    if cannot := unjudged(trigger, entry.get("break_point"), done):
        message = (
            f"{data['name']} never fires here: the world cannot judge "
            f"{'; '.join(cannot)} (read from the Trigger, not simulated)"
        )
        found.append(diagnostic("H009", message, at_trigger))
    name = doc.span((*here, "name"))
    entry["origin"] = {"file": doc.path, "line": name.line, "column": name.column}
    return entry, found


def _above_cap(
    doc: Document, rules: Ruleset, entry: dict[str, Any], here: JsonPath
) -> list[Diagnostic]:
    """H013 at the Cost line of a reaction that costs more points than a limit counting
    costs (the Reaction Allotment) can ever hold without a rule lifting its cap (R004-04):
    no player may declare it unless a special rule specifically allows it."""
    caps = [limit.cap for limit in rules.limits if limit.counts == "cost" and limit.cap]
    if not caps or entry["cost"] <= min(caps):
        return []
    cap = min(caps)
    message = (
        f"{entry['name']} costs {entry['cost']} points of the Reaction Allotment, which never "
        f"holds more than {cap} unless a special rule specifically allows it (R004-04): only "
        "a player with such a rule can declare it (`beyond_three: true` in a battle)"
    )
    return [diagnostic("H013", message, doc.span((*here, "profile", "Cost")))]


def _ops(doc: Document, ops: list[dict[str, Any]], where: JsonPath) -> list[Diagnostic]:
    """H010 for an op the world would record as not simulated when it fires: one it
    has no handler for, a field its shape does not have (each with the closest known
    name: a misspelling would quietly do nothing), or what its handler does not carry
    out as said (``effects.unfollowed``)."""
    found: list[Diagnostic] = []
    for k, op in enumerate(ops):
        name = op.get("op")
        if not isinstance(name, str):
            continue  # (the schema says it)
        if name not in OP_SHAPES:
            message = f"no op called {name!r} in the Horus Heresy world: it is not simulated"
            found.append(near_miss(doc, "H010", message, name, OP_SHAPES, (*where, k, "op")))
            continue
        shape = OP_SHAPES[name]
        strays = [key for key in op if key not in ("op", "text") and key not in shape]
        for key in strays:
            message = f"op {name!r} has no field {key!r}: it is not simulated"
            found.append(near_miss(doc, "H010", message, key, shape, (*where, k, key), key=True))
        why = None if strays else unfollowed(op)
        if why is not None:
            message = f"op {name!r}: {why} is not simulated"
            found.append(diagnostic("H010", message, doc.span((*where, k))))
    return found


def _declares(data: dict[str, Any], declared: str, span: Span | None) -> Diagnostic:
    """H011 at the name a profile's Trigger declares when it is not the reaction's own
    (a profile copied from another and renamed only in ``name``)."""
    text = data["profile"]["Trigger"]
    at = fold(text).find(declared)
    shown = text[at : at + len(declared)] if at >= 0 else declared
    line = text.count("\n", 0, max(at, 0)) + 1
    column = max(at, 0) - (text.rfind("\n", 0, max(at, 0)) + 1) + 1
    where = locate(span, text, line, column) if span is not None else None
    message = (
        f"the Trigger declares {shown!r}, not this reaction {data['name']!r}: a profile "
        "copied from another? (the reaction keeps its name)"
    )
    return diagnostic("H011", message, where)


def _traits(found: Any) -> list[str]:
    """The Traits a trigger's filters name (``trait``: one or a list), anywhere in it."""
    if isinstance(found, list):
        return [t for item in found for t in _traits(item)]
    if not isinstance(found, dict):
        return []
    out: list[str] = []
    for key, value in found.items():
        if key == "trait":
            out.extend(
                v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str)
            )
        else:
            out.extend(_traits(value))
    return out


def _no_step(point: str, rules: Any) -> str:
    """Why a break point ``NAME.STEP`` is none of ``rules``' sequences' steps, said with the
    steps the sequence has when it is one of them."""
    name, _, step = point.partition(".")
    sequence = (rules.sections.get("sequences") or {}).get(name) or {}
    steps = [str(s["step"]) for s in sequence.get("steps", [])]
    if not steps:
        return f"{point}, which is no step of the ruleset {rules.name}'s sequences"
    title = sequence.get("title", name)
    end = "the end of " if step.endswith(".end") else ""
    return (
        f"{end}Step {step.removesuffix('.end')} of {title}, which has no such step in the "
        f"ruleset {rules.name} (its steps: {', '.join(steps)})"
    )
