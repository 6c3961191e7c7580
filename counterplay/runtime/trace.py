"""The trace: what happened, entry by entry, and its rendering as a text timeline.

The JSON trace (a list of dicts) is the record; each entry has ``seq``, the world's header
fields (a round and whose turn, a phase), ``depth`` (0 for scripted actions, n inside a
reaction at chain depth n) and ``kind``. :func:`render_text` renders the kinds the core
writes; a world model passes renderers for its own kinds. Candidates whose trigger did not
match are shown only with ``verbose`` (the JSON always has them).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

Entry = dict[str, Any]
Line = Callable[[Entry], str | None]  # None: the entry is not shown in the text


class Trace:
    """The entries so far; ``header`` gives the world's fields of every new entry."""

    def __init__(self, header: Callable[[], dict[str, Any]]) -> None:
        self.entries: list[Entry] = []
        self.header = header

    def note(self, kind: str, depth: int = 0, **fields: Any) -> None:
        entry: Entry = {"seq": len(self.entries), **self.header(), "depth": depth, "kind": kind}
        entry.update(fields)
        self.entries.append(entry)


def _who(entry: Entry) -> str:
    actor, target = entry.get("actor"), entry.get("target")
    if actor and target:
        return f"{actor} -> {target}"
    return str(actor or target or "")


def shown(value: Any) -> str:
    """A value as a scenario file writes it (YAML's flow style), not as Python prints it:
    ``[a, b]`` and ``{key: [a]}``, not ``['a', 'b']``."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {shown(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(shown(v) for v in value) + "]"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float) and value.is_integer():
        return str(int(value))  # 27", not 27.0" (a distance counted in floats)
    return "nothing" if value is None else str(value)


def either(value: Any) -> str:
    """The value a trigger wants, as a timeline says it: ``a or b``."""
    return " or ".join(map(shown, value)) if isinstance(value, list) else shown(value)


def _event(e: Entry) -> str:
    quals = {k: v for k, v in (e.get("qualifiers") or {}).items() if v not in (None, [], False)}
    extra = " ".join(f"{k}={shown(v)}" for k, v in quals.items())
    at = f"at {shown(e['at'])}" if e.get("at") else ""
    who = " ".join(part for part in (_who(e), at) if part)
    return f"event {e['event']}:" + (f" {who}" if who else "") + (f" ({extra})" if extra else "")


def _candidate(e: Entry) -> str:
    mark = "FIRES" if e["fires"] else "no"
    return f"  {mark:5} {e['owner']}: {e['reaction']} - {e['why']}"


LINES: dict[str, Line] = {
    "event": _event,
    "candidate": _candidate,
    "order": lambda e: "  order: " + ", ".join(e["order"]),
    "fires": lambda e: f"> {e['owner']} uses {e['reaction']} ({e['mode']}) on {e['event']}",
    "pending": lambda e: f"  {e['owner']}: {e['reaction']} waits in {e['zone']}",
    "played": lambda e: f"{e['zone']} played in this order: {', '.join(e['order'])}",
    "check": lambda e: f"check point {e['point']}: {e['zone']} holds {', '.join(e['holds'])}",
    "decision": lambda e: f"decision: {e['what']} -> {shown(e['choice'])} ({e['why']})",
    "op": lambda e: (
        f"{e['op']}: {e.get('why') or e['status']}" + (f" - {e['text']!r}" if e.get("text") else "")
    ),
    "lost": lambda e: f"{e['action']} is lost: {e['why']}",
    "note": lambda e: str(e["text"]),
    "problem": lambda e: f"!! {e['code']} {e['message']}",
    "stopped": lambda e: f"!! stopped: {e['code']} {e['message']}",
}


def render_text(
    trace: list[Entry],
    *,
    verbose: bool = False,
    lines: Mapping[str, Line] | None = None,
    headings: Mapping[str, Line] | None = None,
) -> str:
    """The timeline as text. ``lines`` render the world's own kinds, indented by depth;
    ``headings`` the kinds that open a section (a turn), unindented. Without ``verbose`` an
    event is shown only when some reaction's trigger matched it, and candidates only when
    their trigger matched."""
    table = {**LINES, **(lines or {})}
    heads = headings or {}
    out: list[str] = []
    # an event line waiting for a matched candidate, and the decisions written between
    # them (the player's pick is written before the candidates it chose among)
    pending: str | None = None
    held: list[str] = []
    for entry in trace:
        kind = entry["kind"]
        if kind in heads:
            out += [head for head in (heads[kind](entry),) if head is not None]
            continue
        render = table.get(kind)
        said = render(entry) if render else f"{kind}: {entry}"
        if said is None:
            continue
        text = "  " * (entry["depth"] + 1) + said
        if kind == "event" and not verbose:
            out += held
            pending, held = text, []
        elif kind == "decision" and pending is not None:
            held.append(text)
        elif kind == "candidate" and not verbose and not entry["matched"]:
            continue
        else:
            if kind == "candidate" and pending is not None:
                out.append(pending)
            out += held
            pending, held = None, []
            out.append(text)
    return "\n".join(out + held) + "\n"
