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


# What a roll's result counts, by its step's name: hits and wounds that succeeded; after
# the saves (and Shrouded, Feel No Pain), the wounds still unsaved.
_COUNTED = (("To Hit", "hit"), ("To Wound", "wound"))


def _roll(e: Entry) -> str:
    counted = next((n for start, n in _COUNTED if e["step"].startswith(start)), None)
    noun = "unsaved" if counted is None else counted + ("" if e["result"] == 1 else "s")
    return f"{e['step']}: {e['dice']} -> {e['result']} {noun}"


LINES: dict[str, trace.Line] = {
    "action": _action,
    "moved": _moved,
    "step": lambda e: f"{e['step']}: {e['text']}",
    "roll": _roll,
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
