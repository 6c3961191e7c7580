"""Timelines say values as a scenario file writes them: ``[basic, weapon]``, ``true``,
``nothing``; never Python's ``['basic', 'weapon']``, ``True``, ``None`` or ``{'a': 1}``;
and actions in words ("spends an action point"), not their YAML keys."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from counterplay.runtime.trace import either, shown
from tests.conftest import ROOT

EXAMPLES = sorted((ROOT / "counterplay" / "examples" / "scenarios").rglob("*.yaml"))
# (a square as a tuple, "(2, 0)", where the scenario and the events write [2, 0])
PYTHON = re.compile(r"\['|\{'|\bTrue\b|\bFalse\b|\bNone\b|:  \(|\(-?[\d.]+, -?[\d.]+\)")
ACTION_NAME = re.compile(r"^\s*\* \w+ [a-z]+_[a-z_]+\b")  # "* Fighter action_point"


def test_values_are_shown_in_yaml_flow_style() -> None:
    assert shown(["basic", "weapon"]) == "[basic, weapon]"
    assert shown({"powers": ["Stubborn"]}) == "{powers: [Stubborn]}"
    assert (shown(True), shown(None), shown(3)) == ("true", "nothing", "3")
    assert either(["ranged", "area"]) == "ranged or area" and either("melee") == "melee"


@pytest.mark.parametrize("scenario", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_no_timeline_line_is_python_printed(scenario: Path, run: Callable[..., Result]) -> None:
    result = run("-v", "simulate", str(scenario), "--seed", "0")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    found = [line for line in lines if PYTHON.search(line) or ACTION_NAME.match(line)]
    assert found == []


def test_reaction_settings_are_said_in_words() -> None:
    from counterplay.runtime.dnd4e.trace import render_text

    def said(setting: str, value: dict[str, object]) -> str:
        entry = {"kind": "setting", "depth": 0, "combatant": "Fighter"}
        return render_text([{**entry, "setting": setting, "value": value}]).strip()

    restricted = {"power": "Shield Block", "restrictions": {"only_while_bloodied": True}}
    assert said("prepare", restricted) == (
        "Fighter prepares Shield Block (only while bloodied: true)"
    )
    assert said("disable", {"powers": ["Stubborn"]}) == "Fighter disables Stubborn"
    assert said("priority", {"powers": ["A", "B"]}) == "Fighter sets priority: A, B"
    assert said("default_basic_attack", {"power": "Ranged Basic Attack"}) == (
        "Fighter sets default basic attack: Ranged Basic Attack"
    )


def test_a_creature_dropping_to_0_hit_points_is_said_where_it_drops() -> None:
    from counterplay.runtime.dnd4e.trace import render_text

    def said(hp: int) -> str:
        entry = {"kind": "damage", "depth": 0, "target": "Goblin", "amount": 8, "hp": hp}
        return render_text([entry]).strip()

    assert said(5) == "Goblin takes 8 damage (5 hp left)"
    assert said(0) == "Goblin takes 8 damage (0 hp: drops, unconscious)"
    assert said(-3) == "Goblin takes 8 damage (-3 hp: drops, unconscious)"


def _entry(kind: str, **fields: object) -> dict[str, object]:
    return {"seq": 0, "depth": 0, "kind": kind, **fields}


def test_an_event_a_player_picked_a_reaction_for_is_shown_before_the_pick() -> None:
    """The pick is written before the candidates it chose among: the event they answer is
    shown all the same (it was dropped when a decision came between them)."""
    from counterplay.runtime.trace import render_text

    quiet = _entry("event", event="unit.fell", actor="Ogre", at=None, qualifiers={})
    picked = _entry("event", event="unit.hit", actor="Ogre", at=None, qualifiers={})
    decision = _entry("decision", what="Ann reacts", choice="Bo: Parry", why="scripted choice")
    fires = _entry("candidate", owner="Bo", reaction="Parry", matched=True, fires=True, why="now")
    unmatched = _entry(
        "candidate", owner="Cy", reaction="Dodge", matched=False, fires=False, why=""
    )
    lines = render_text([quiet, picked, decision, unmatched, fires]).splitlines()
    assert lines == [
        "  event unit.hit: Ogre",
        "  decision: Ann reacts -> Bo: Parry (scripted choice)",
        "    FIRES Bo: Parry - now",
    ]
    # a decision with no candidate after it is still shown, in its place; its event is not
    lines = render_text([picked, decision, _entry("note", text="the end")]).splitlines()
    assert lines == ["  decision: Ann reacts -> Bo: Parry (scripted choice)", "  the end"]
    assert render_text([picked, decision]).splitlines() == [lines[0]]


def test_a_refusal_names_a_list_as_words_not_as_python(tmp_path: Path) -> None:
    """A ruleset message's ``{value}`` holding a list (the models a check found) is said
    "Servitors 1, Servitors 2", not "['Servitors 1', 'Servitors 2']"."""
    from tests.hhkit import BLUE, RED, battle, run, unit

    units = [
        unit("Servitors", BLUE, (10, 10), (11, 10), profile={"initiative": 0}),
        unit("Guns", RED, (30, 10), profile={"movement": 12}),
    ]
    pick = {"unit": "Servitors", "reaction": "Advance"}
    script = [{"turn": RED, "movement": [{"move": "Guns", "to": [20, 10], "reactive": pick}]}]
    r = run(tmp_path, battle(units, script))
    ((_, why),) = r.decisions()
    assert "(Servitors 1, Servitors 2)" in why
    assert not PYTHON.search(why)
