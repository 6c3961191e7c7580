"""The 4E world's lines of the text timeline: turns, actions, steps, rolls, damage.

The core renders what it writes (events, candidates, decisions, problems); these are the
entries only the 4E world writes. :func:`render_text` renders a 4E trace with both.
"""

from __future__ import annotations

from typing import Any

from counterplay.runtime import trace

Entry = dict[str, Any]


# A scripted action as the timeline says it; any other is its name with spaces.
_DOES = {
    "attack": "attacks with",
    "use": "uses",
    "move": "moves",
    "double_move": "double-moves",
    "run": "runs",
    "shift": "shifts",
    "stand": "stands up",
    "action_point": "spends an action point",
    "spend_surge": "spends a healing surge",
}


def _action(e: Entry) -> str:
    does = _DOES.get(e["action"], str(e["action"]).replace("_", " "))
    parts = [f"{e['actor']} {does}"]
    if e.get("power"):
        parts.append(e["power"])
    if e.get("targets"):
        parts.append("-> " + ", ".join(e["targets"]))
    if e.get("path"):
        parts.append("along " + " ".join(trace.shown(p) for p in e["path"]))
    return "* " + " ".join(parts)


def _left(hp: int) -> str:
    """The hit points a creature has left: at 0 or fewer it drops (unconscious), and the
    timeline says so where it happens, not at its next turn."""
    return f"{hp} hp left" if hp > 0 else f"{hp} hp: drops, unconscious"


def _setting(e: Entry) -> str:
    """A Reaction-system setting in words: "Fighter prepares Shield Block (only while
    bloodied: true)", "Fighter disables Stubborn", "Fighter sets priority: [A, B]"."""
    kind, value = e["setting"], e["value"]
    named = value.get("power") or ", ".join(value.get("powers", []))
    if kind == "prepare":
        restrictions = value.get("restrictions", {}).items()
        told = ", ".join(f"{k.replace('_', ' ')}: {trace.shown(v)}" for k, v in restrictions)
        return f"{e['combatant']} prepares {named}" + (f" ({told})" if told else "")
    if kind in ("disable", "enable"):
        return f"{e['combatant']} {kind}s {named}"
    return f"{e['combatant']} sets {kind.replace('_', ' ')}: {named or trace.shown(value)}"


def _condition(e: Entry) -> str:
    """ "Orc is now dazed", "Orc takes ongoing 5 fire damage", "Hero gains resist 5 all"."""
    who, name, amount = e["target"], e["condition"], e.get("amount")
    if e.get("ends"):
        return f"{who} is no longer {name}"
    what, _, types = name.partition(" ")
    if amount and what == "ongoing":
        return f"{who} takes ongoing {amount} " + (
            "damage" if types == "damage" else f"{types} damage"
        )
    if amount and what == "resist":
        return f"{who} gains resist {amount} {types}"
    return f"{who} is now {name}"


def _recharge(e: Entry) -> str:
    """ "Drake rolls to recharge Tail Lash (5 or higher): 3 - still expended", "Drake is
    first bloodied: Sudden Fury recharges"."""
    if "roll" not in e:
        return f"{e['combatant']} is {e['why']}: {e['power']} recharges"
    scripted = " (scripted)" if e.get("scripted") else ""
    done = "recharged" if e["regained"] else "still expended"
    needs = f"{e['needs']} or higher" if e["needs"] < 6 else "6"
    rolled = f"{e['roll']}{scripted} - {done}"
    return f"{e['combatant']} rolls to recharge {e['power']} ({needs}): {rolled}"


LINES: dict[str, trace.Line] = {
    "action": _action,
    "step": lambda e: (
        f"{e['who']} {'is moved' if e['forced'] else 'moves'} "
        f"{trace.shown(e['frm'])} -> {trace.shown(e['to'])}"
    ),
    "roll": lambda e: (
        f"roll {e['attacker']} vs {e['target']}: d20={e['natural']} total "
        f"{e['total']} vs {e['defense']} {e['against']}"
        + (" (combat advantage)" if e["advantage"] else "")
        + (f" (scripted: {e['scripted']})" if e.get("scripted") else "")
        + (": HIT" if e["hit"] else ": miss")
    ),
    "damage": lambda e: f"{e['target']} takes {e['amount']} damage ({_left(e['hp'])})",
    "heal": lambda e: f"{e['target']} regains {e['amount']} hp ({e['hp']} hp)",
    "condition": lambda e: _condition(e) + (f" ({e['duration']})" if e.get("duration") else ""),
    "save": lambda e: (
        f"{e['combatant']} saves against {e['condition']}: {e['roll']}"
        + (" - ends" if e["ends"] else " - continues")
    ),
    "setting": _setting,
    "recharge": _recharge,
    "endurance": lambda e: (
        "endurance check "
        + ", ".join(f"{who} {score}" for who, score in e["scores"].items())
        + f": {e['winner']} moves one more square"
    ),
}
HEADINGS: dict[str, trace.Line] = {
    "turn": lambda e: f"Round {e['round']}, {e['combatant']}'s turn",
}


def render_text(entries: list[Entry], *, verbose: bool = False) -> str:
    """A 4E trace as a text timeline."""
    return trace.render_text(entries, verbose=verbose, lines=LINES, headings=HEADINGS)
