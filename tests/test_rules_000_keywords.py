"""Seed 000 (the Reaction system) under ``dnd4e-reactions``, R000-44 .. R000-52: the
translated keyword sets. Each translated set enforced, the universal Opportunity Attack,
triggers on initiative and saving throws, and untranslated powers that never fire; one
test per rule (the other rules: tests/test_rules_000_*.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.compiler.rulesets import load_ruleset
from counterplay.runtime.reaction import Reaction
from tests.rules000kit import ORCS, hero, hit, scenario
from tests.simkit import run


def test_R000_46_the_universal_opportunity_attack_is_repeatable(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Guard, side: a, at: [2, 2]}\n"
        "  - {name: Orc, side: b, at: [3, 2], hp: 80}\n"
        "  - {name: Gob, side: b, at: [1, 2], hp: 80}\n",
        "  - turn: Orc\n    do:\n      - move: [[4, 2]]\n"
        "  - turn: Gob\n    do:\n      - move: [[0, 2]]\n",
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Guard", "Opportunity Attack")] * 2


def test_R000_52_untranslated_powers_never_fire(tmp_path: Path) -> None:
    text = scenario(hero("Riposte") + ORCS, "  - turn: Orc\n    do:\n" + hit()).replace(
        "    reaction: [reaction]\n    trigger: An enemy hits you\n    effect: You make",
        "    trigger: An enemy hits you\n    effect: You make",
    )
    found = run(tmp_path, text)
    assert found.codes() == ["R009"]
    assert found.fired() == []


TRANSLATED = [
    # rule, keyword set (from the translation table), Limited?, mode, limits that apply
    (
        "R000-44",
        ["reaction"],
        True,
        "after",
        {"limited-per-round", "one-per-character-turn", "power-once-per-round"},
    ),
    (
        "R000-45",
        ["reaction", "interrupt"],
        True,
        "interrupt",
        {"limited-per-round", "one-per-character-turn", "power-once-per-round"},
    ),
    (
        "R000-46",
        ["reaction", "interrupt", "spontaneous", "repeatable"],
        False,
        "interrupt",
        {"one-per-character-turn"},
    ),
    (
        "R000-47",
        ["reaction", "interrupt", "spontaneous"],
        False,
        "interrupt",
        {"one-per-character-turn", "power-once-per-round"},
    ),
    (
        "R000-48",
        ["reaction", "personal"],
        True,  # Limited: the seed exempts only Spontaneous (R000-01, R000-03)
        "after",
        {"limited-per-round", "one-per-character-turn", "power-once-per-round"},
    ),
    (
        "R000-49",
        ["reaction", "spontaneous", "free", "interrupt"],
        False,
        "interrupt",
        {"free-per-character-turn", "power-once-per-round"},
    ),
    (
        "R000-50",
        ["reaction", "spontaneous"],
        False,
        "after",
        {"one-per-character-turn", "power-once-per-round"},
    ),
]


@pytest.mark.parametrize(
    ("rule", "keywords", "limited", "mode", "limits"), TRANSLATED, ids=[t[0] for t in TRANSLATED]
)
def test_R000_44_50_each_translated_keyword_set_is_enforced(
    rule: str, keywords: list[str], limited: bool, mode: str, limits: set[str]
) -> None:
    ruleset, _ = load_ruleset("dnd4e-reactions")
    assert ruleset is not None and ruleset.prepare is not None
    power = Reaction.from_ir({"name": "X", "usage": "at-will", "action": "", "reaction": keywords})
    tags = ruleset.tags(power)
    assert ruleset.prepare.matches(tags) is limited  # Limited ones need preparing (R000-03)
    assert ruleset.mode(tags) == mode
    assert {lim.name for lim in ruleset.limits if lim.applies.matches(tags)} == limits
    # when it may fire: Personal on its owner's own turn and actions, the rest on others'
    timing = {"personal-on-own-turn", "personal-on-own-actions", "others-turns"}
    checks = {c.name for c in ruleset.may_react if c.applies.matches(tags)} & timing
    personal = {"personal-on-own-turn", "personal-on-own-actions"}
    assert checks == (personal if "personal" in keywords else {"others-turns"})


def test_R000_50_triggers_on_initiative_and_saving_throws(tmp_path: Path) -> None:
    extra = (
        "  - name: Ready for It\n    usage: encounter\n    action: no action\n"
        "    reaction: [free, reaction, spontaneous]\n    trigger: You roll initiative\n"
        "    effect: You gain 5 temporary hit points.\n"
        "  - name: Shake It Off\n    usage: at-will\n    action: free action\n"
        "    reaction: [free, reaction, spontaneous]\n    trigger: You fail a saving throw\n"
        "    effect: You gain 2 temporary hit points.\n"
    )
    text = scenario(
        hero("Ready for It, Shake It Off", ", conditions: [{name: dazed, duration: save_ends}]")
        + "  - {name: Orc, side: b, at: [5, 5]}\n",
        "  - turn: Hero\n    saves: {dazed: 3}\n    do: []\n",
    ).replace("ops:  #", extra + "ops:  #")
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Ready for It")]
    # a failed save at the end of the Hero's own turn: no actions then (R001-10), and
    # Reactions wait for others' turns anyway (R000-02)
    assert found.refused("Shake It Off") == ["no actions at the end of your own turn (R001-10)"]
