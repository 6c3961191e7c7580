"""The Horus Heresy world's lines of the text timeline: turns, Phases, actions, dice, moves.

The core renders what it writes (events, candidates, decisions, problems); these are the
entries only this world writes. :func:`render_text` renders a trace with both.
"""

from __future__ import annotations

from typing import Any

from counterplay.runtime import trace

Entry = dict[str, Any]


def _action(e: Entry) -> str:
    target = f" -> {e['target']}" if e.get("target") else ""
    return f"* {e['actor']}: {e['action']}{target}"


def _moved(e: Entry) -> str:
    steps = "; ".join(f"{name} {trace.shown(a)} -> {trace.shown(b)}" for name, a, b in e["moves"])
    return f"{e['unit']} {e['how']}" + (f": {steps}" if steps else "")


def _test(e: Entry) -> str:
    verdict = "passed" if e["passed"] else "failed"
    against = trace.shown(e["against"])
    return f"{e['unit']} {e['test']}: rolled {e['roll']} against {against} - {verdict}"


LINES: dict[str, trace.Line] = {
    "action": _action,
    "moved": _moved,
    "step": lambda e: f"{e['step']}: {e['text']}",
    "roll": lambda e: f"{e['step']}: {e['dice']} -> {e['result']}",
    "test": _test,
    "casualties": lambda e: f"{e['unit']} loses {', '.join(e['removed']) or 'no models'}",
}
HEADINGS: dict[str, trace.Line] = {
    "turn": lambda e: f"Game turn {e['game_turn']}: {e['player']} the Active player",
    "phase": lambda e: f" {e['name'].capitalize()} phase",
}


def render_text(entries: list[Entry], *, verbose: bool = False) -> str:
    """A Horus Heresy trace as a text timeline."""
    return trace.render_text(entries, verbose=verbose, lines=LINES, headings=HEADINGS)
