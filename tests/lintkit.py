"""What the `counterplay lint` tests share: the built-in 4E rulesets, each rule's failing power
(``RULES``: the power, and the rulesets under which its code is reported), and lint run on
paths with its JSON diagnostics read.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from click.testing import Result

RULESETS = ("dnd4e", "dnd4e-reactions", "dnd4e-immediate-move")
KEYWORDS = {"dnd4e-reactions"}  # the rulesets that read Reaction keywords
EVERY = set(RULESETS)

# code -> (the power, the rulesets under which the code is reported)
RULES: dict[str, tuple[str, set[str]]] = {
    "R021": (
        "name: Reflex\n  usage: encounter\n  action: free action\n  reaction: [free, reaction]\n"
        "  trigger: You become bloodied\n  effect: You spend a healing surge.",
        KEYWORDS,
    ),
    "L001": (
        "name: Echo\n  usage: encounter\n  action: free action\n  reaction: [personal, reaction]\n"
        "  trigger: An enemy hits you\n  effect: You shift 1 square.",
        KEYWORDS,
    ),
    "L002": (
        "name: Early\n  usage: encounter\n  action: immediate interrupt\n"
        "  reaction: [interrupt, reaction]\n"
        "  trigger: An enemy starts its turn adjacent to you\n  effect: You shift 1 square.",
        EVERY,
    ),
    "L003": (
        "name: Cleave\n  usage: at-will\n  action: standard action\n"
        "  reaction: [interrupt, reaction]\n  effect: You make a melee basic attack.",
        EVERY,
    ),
    "R009": (
        "name: Lunge\n  usage: encounter\n  action: standard action\n"
        "  trigger: An enemy moves adjacent to you\n  effect: You shift 1 square.",
        EVERY,
    ),
    "L005": (
        "name: Smart\n  usage: at-will\n  action: immediate reaction\n  reaction: [reaction]\n"
        "  trigger: You make a death saving throw\n  effect: You shift 1 square.",
        EVERY,
    ),
    "L006": (
        "name: Stunned\n  usage: encounter\n  action: immediate reaction\n  reaction: [reaction]\n"
        "  trigger: You become stunned\n  effect: You shift 1 square.",
        EVERY,
    ),
    "L007": (
        "name: Tit for Tat\n  usage: at-will\n  action: free action\n"
        "  reaction: [free, reaction, repeatable, spontaneous]\n  trigger: An enemy hits you\n"
        "  effect: You make a melee basic attack against the triggering enemy.",
        EVERY,
    ),
    "L009": (
        "name: Fury\n  usage: recharge\n  recharge: 7\n  action: immediate reaction\n"
        "  reaction: [reaction]\n  trigger: An enemy hits you\n  effect: You shift 1 square.",
        EVERY,
    ),
    "L010": (
        "name: Skin\n  usage: encounter\n  keywords: [Martal]\n  action: immediate reaction\n"
        "  reaction: [reaction]\n  trigger: An enemy hits you\n  effect: You shift 1 square.",
        EVERY,
    ),
    "L011": (
        "name: Moon\n  usage: encounter\n  action: immediate reaction\n  reaction: [reaction]\n"
        "  trigger: The moon rises\n  effect: You shift 1 square.",
        EVERY,
    ),
    # an immediate action never on its owner's turn (R001-06); a Reaction only on others'
    # turns (R000-02)
    "L012": (
        "name: Pressing\n  usage: encounter\n  action: immediate reaction\n  reaction: [reaction]\n"
        "  trigger: An enemy hits you during your turn\n  effect: You shift 1 square.",
        EVERY,
    ),
    # a trigger read, but asking what the engine does not model (a distance moved): as
    # `simulate` says it of a scenario's power, lint says it of an authoring file's
    "R031": (
        "name: Chaser\n  usage: encounter\n  action: immediate reaction\n  reaction: [reaction]\n"
        "  trigger: A foe within 6 squares of you moves at least 3 squares\n"
        "  effect: You shift 1 square.",
        EVERY,
    ),
    # an old action type that is a reaction, with nothing to react to (under the Reaction
    # system such a power is no reaction at all, having no Reaction keywords)
    "L013": (
        "name: Parry\n  usage: encounter\n  action: immediate interrupt\n"
        "  effect: You gain a +2 power bonus to AC.",
        EVERY - KEYWORDS,
    ),
}


def _document(ruleset: str, *powers: str) -> str:
    body = "".join("  - " + p.replace("\n", "\n  ") + "\n" for p in powers)
    return f"counterplay: 1\nruleset: {ruleset}\npowers:\n{body}"


def _lint(
    run: Callable[..., Result], *paths: Path, extra: tuple[str, ...] = ()
) -> list[dict[str, Any]]:
    result = run("lint", "--no-cache", "--output-format", "json", *extra, *map(str, paths))
    data: list[dict[str, Any]] = json.loads(result.stdout)["diagnostics"]
    return data
