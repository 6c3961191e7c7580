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


LINES: dict[str, trace.Line] = {
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
