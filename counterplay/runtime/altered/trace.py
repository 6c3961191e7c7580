"""The Altered world's lines of the text timeline: phases, daily effects, turns, actions.

The core renders what it writes (events, candidates, the Limbo's checks and decisions);
these are the entries only the Altered world writes.
"""

from __future__ import annotations

from typing import Any

from counterplay.runtime import trace

Entry = dict[str, Any]

# A counter counted as the cards' English says it: boosts by their name, any other as
# counters ("2 boosts", "2 trial counters"); one unless the number is 1 ("0 boosts").
_COUNTED: dict[str, tuple[str, str]] = {"boost": ("boost", "boosts")}


def counted(n: int, counter: str) -> str:
    """``n`` of the counter ``counter``: "1 boost", "2 boosts", "1 trial counter"."""
    one, more = _COUNTED.get(counter, (f"{counter} counter", f"{counter} counters"))
    return f"{n} {one if n == 1 else more}"


def _candidate(e: Entry) -> str:
    """A reaction whose trigger matched: activated, an Emblem-Reaction into the Limbo
    (R002-12), played only at a check (R002-04), or why not."""
    if e["fires"] and e["why"] == "pending":
        return f"  activated {e['owner']}: {e['reaction']} - into the Limbo"
    return trace.LINES["candidate"](e) or ""


# How many of a Limbo's plays its order line names (a loop plays a hundred: the decisions
# above say each); the JSON entry has them all.
SHOWN_PLAYS = 10


def played_order(labels: list[str]) -> str:
    """The order a Limbo was played in: the same reaction played again and again once, with
    how many times, and the first :data:`SHOWN_PLAYS` of what is left."""
    runs: list[tuple[str, int]] = []
    for label in labels:
        if runs and runs[-1][0] == label:
            runs[-1] = (label, runs[-1][1] + 1)
        else:
            runs.append((label, 1))
    said = [label if n == 1 else f"{label} ({n} times)" for label, n in runs]
    more = len(said) - SHOWN_PLAYS
    return ", ".join(said[:SHOWN_PLAYS]) + (f" and {more} more" if more > 0 else "")


# When reactions are checked (R002-01), by the ruleset's check points.
CHECKED_AFTER: dict[str, str] = {
    "phase.start": "the phase starts",
    "daily_effect": "after a daily effect",
    "card": "after a card is played",
    "quick_action": "after a quick action",
    "pass": "after a pass",
}

# The core's lines the Altered world says in its own words: a reaction is activated into the
# Limbo (the order it comes in is not the one it is played in, R002-03: that is said as the
# Limbo is played out), and played from it.
CORE_WORDS: dict[str, trace.Line] = {
    "candidate": _candidate,
    "order": lambda e: None,
    "pending": lambda e: None,
    "fires": lambda e: (
        f"> {e['owner']} plays {e['reaction']} from the Limbo (activated by {e['event']})"
        if e["mode"] == "pending"
        else trace.LINES["fires"](e)
    ),
    "check": lambda e: (
        f"reactions checked ({CHECKED_AFTER.get(e['point'], e['point'])}): the Limbo holds "
        + ", ".join(e["holds"])
    ),
    "played": lambda e: f"the Limbo was played in this order: {played_order(e['order'])}",
}

LINES: dict[str, trace.Line] = {
    **CORE_WORDS,
    "daily": lambda e: f"daily effect: {e['effect']}",
    "turn": lambda e: f"{e['player']}'s turn",
    "action": lambda e: (
        f"* {e['actor']} {e['action']} {e['what']}".rstrip()
        + (f" from {e['frm']}" if e.get("frm") else "")
    ),
    "draw": lambda e: f"{e['player']} draws {e['count']} ({e['deck']} left in deck)",
    "counter": lambda e: f"{e['card']} has {counted(e['now'], e['counter'])}",
    "status": lambda e: f"{e['card']} {'gains' if e['gained'] else 'loses'} {e['status']}",
    "zone": lambda e: f"{e['card']}: {e['frm']} -> {e['to']}",
    "new_object": lambda e: (
        f"{e['card']} is a new object there (rules 2.1.c): "
        + ", ".join(
            [*(f"{counted(n, c)} left behind" for c, n in e["counters"].items()), *e["statuses"]]
        )
        + (" no more" if e["statuses"] else "")
        + (
            f"{', ' if e['counters'] or e['statuses'] else ''}ready again"
            if e.get("readied")
            else ""
        )
    ),
    "spend": lambda e: f"{e['player']} pays {e['amount']} Mana",
    "orbs": lambda e: f"{e['player']} readies {e['readied']} Mana Orb(s) ({e['ready']} ready)",
    "switch": lambda e: (
        f"{e['card']} switches Expeditions: {e['frm']} -> {e['to']} (it joins the other"
        " expedition, not the Expedition zone: no reaction to joining the zone, rules 7.3.22.b)"
    ),
    "reveal": lambda e: f"{e['player']} reveals {e['card']} (in their {e['frm']}) to every player",
    "roll": lambda e: f"{e['player']} rolls a die: {e['result']}",
    "result": lambda e: f"{e['player']}'s die result changes by {e['by']}: {e['result']}",
    "create": lambda e: (
        f"{e['player']} creates {e['card']}{' (' + e['stats'] + ')' if e['stats'] else ''}"
        f" in {e['to']}"
    ),
    "pay": lambda e: f"{e['player']} pays {e['amount']} more: {e['why']}",
    "unpaid": lambda e: f"{e['player']} does not pay {e['amount']}: {e['why']}",
}
HEADINGS: dict[str, trace.Line] = {
    "phase": lambda e: f"Day {e['day']}, {e['phase'].capitalize()} (first player {e['first']})",
}


def render_text(entries: list[Entry], *, verbose: bool = False) -> str:
    """An Altered trace as a text timeline."""
    return trace.render_text(entries, verbose=verbose, lines=LINES, headings=HEADINGS)
