"""The trace as a text timeline: one line per thing that happened, indented by chain depth.

The JSON trace (``Result.trace``) is the record; this is its readable rendering. Candidates
whose trigger did not match are shown only with ``verbose`` (the JSON always has them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Entry = dict[str, Any]


def _who(entry: Entry) -> str:
    actor, target = entry.get("actor"), entry.get("target")
    if actor and target:
        return f"{actor} -> {target}"
    return str(actor or target or "")


def _event(e: Entry) -> str:
    quals = {k: v for k, v in (e.get("qualifiers") or {}).items() if v not in (None, [], False)}
    extra = " ".join(f"{k}={v}" for k, v in quals.items())
    at = f" at {e['at']}" if e.get("at") else ""
    return f"event {e['event']}: {_who(e)}{at}" + (f" ({extra})" if extra else "")


def _candidate(e: Entry) -> str:
    mark = "FIRES" if e["fires"] else "no"
    return f"  {mark:5} {e['owner']}: {e['reaction']} - {e['why']}"


def _action(e: Entry) -> str:
    parts = [f"{e['actor']} {e['action']}"]
    if e.get("power"):
        parts.append(e["power"])
    if e.get("targets"):
        parts.append("-> " + ", ".join(e["targets"]))
    if e.get("path"):
        parts.append("along " + " ".join(str(tuple(p)) for p in e["path"]))
    return "* " + " ".join(parts)


_LINES: dict[str, Callable[[Entry], str]] = {
    "action": _action,
    "event": _event,
    "candidate": _candidate,
    "order": lambda e: "  order: " + ", ".join(e["order"]),
    "fires": lambda e: f"> {e['owner']} uses {e['reaction']} ({e['mode']}) on {e['event']}",
    "step": lambda e: (
        f"{e['who']} {'is moved' if e['forced'] else 'moves'} {tuple(e['frm'])} -> {tuple(e['to'])}"
    ),
    "roll": lambda e: (
        f"roll {e['attacker']} vs {e['target']}: d20={e['natural']} total "
        f"{e['total']} vs {e['defense']} {e['against']}"
        + (" (combat advantage)" if e["advantage"] else "")
        + (f" (scripted: {e['scripted']})" if e.get("scripted") else "")
        + (": HIT" if e["hit"] else ": miss")
    ),
    "damage": lambda e: f"{e['target']} takes {e['amount']} damage ({e['hp']} hp left)",
    "heal": lambda e: f"{e['target']} regains {e['amount']} hp ({e['hp']} hp)",
    "condition": lambda e: (
        f"{e['target']} "
        + ("is no longer " if e.get("ends") else "is now ")
        + e["condition"]
        + (f" ({e['duration']})" if e.get("duration") else "")
    ),
    "save": lambda e: (
        f"{e['combatant']} saves against {e['condition']}: {e['roll']}"
        + (" - ends" if e["ends"] else " - continues")
    ),
    "decision": lambda e: f"decision: {e['what']} -> {e['choice']} ({e['why']})",
    "op": lambda e: f"{e['op']}: {e['status']}" + (f" - {e['text']!r}" if e.get("text") else ""),
    "lost": lambda e: f"{e['action']} is lost: {e['why']}",
    "note": lambda e: str(e["text"]),
    "setting": lambda e: f"{e['combatant']} sets {e['setting']}: {e['value']}",
    "endurance": lambda e: f"endurance check {e['scores']}: {e['winner']} moves one more square",
    "problem": lambda e: f"!! {e['code']} {e['message']}",
    "stopped": lambda e: f"!! stopped: {e['code']} {e['message']}",
}


def render_text(trace: list[Entry], *, verbose: bool = False) -> str:
    """The timeline as text. Without ``verbose`` an event is shown only when some reaction's
    trigger matched it, and candidates only when their trigger matched."""
    lines: list[str] = []
    pending: str | None = None  # an event line waiting for a matched candidate
    for entry in trace:
        kind = entry["kind"]
        render = _LINES.get(kind)
        text = "  " * (entry["depth"] + 1) + (render(entry) if render else f"{kind}: {entry}")
        if kind == "turn":
            lines.append(f"Round {entry['round']}, {entry['combatant']}'s turn")
        elif kind == "event" and not verbose:
            pending = text
        elif kind == "candidate" and not verbose and not entry["matched"]:
            continue
        else:
            if kind == "candidate" and pending is not None:
                lines.append(pending)
            pending = None
            lines.append(text)
    return "\n".join(lines) + "\n"
