"""A reaction scripted as a plain action on its owner's own turn (a scripted turn is always
its owner's): refused as the ruleset's ``may_react`` table says by the turn alone (an
immediate action, R001-06; an opportunity action, R001-04; a Reaction that is not Personal
under the Reaction system, R000-02), allowed where the table lets it be used on its
owner's turn (a free action, R001-03; a Personal Reaction, R000-17) or where the power is
no reaction under the ruleset."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

SCENARIO = """\
counterplay: 1
scenario: Out of turn
ruleset: {ruleset}
size: [5, 3]
powers:
  - name: Glint Riposte
    usage: encounter
    action: {action}
    reaction: {reaction}
    range: Melee 1
    trigger: An enemy adjacent to you attacks you
    attack: Strength vs. AC
    hit: 2d6 damage.
combatants:
  - name: Duelist
    side: heroes
    at: [1, 1]
    hp: 30
    powers: [Glint Riposte]
{prepared}  - {{name: Gnoll, side: monsters, at: [2, 1], hp: 40}}
script:
  - turn: Duelist
    do:
      - {kind}: {{power: Glint Riposte, targets: [Gnoll], rolls: [hit]}}
"""


def _scripted(
    tmp_path: Path, ruleset: str, action: str, reaction: str = "[]", kind: str = "attack"
) -> Run:
    return run(tmp_path, _text(ruleset, action, reaction, kind))


def _text(ruleset: str, action: str, reaction: str, kind: str = "attack") -> str:
    """The scenario; under the Reaction system its Limited Reaction prepared (R000-03): a
    Reaction but a Spontaneous one (only a Limited one may be prepared)."""
    limited = "reaction" in reaction and "spontaneous" not in reaction
    prepared = "    prepared: {power: Glint Riposte}\n" if ruleset == "dnd4e-reactions" else ""
    prepared = prepared if limited else ""
    text = SCENARIO.format(
        ruleset=ruleset, action=action, reaction=reaction, kind=kind, prepared=prepared
    )
    return without_rolls(text) if kind == "use" else text


def without_rolls(text: str) -> str:
    """A `use` makes no attack roll: its scripted rolls would never be read (R032)."""
    return text.replace(", rolls: [hit]}", "}")


def _problems(found: Run) -> list[str]:
    return [e["message"] for e in found.entries("problem")]


@pytest.mark.parametrize(
    ("ruleset", "action", "reaction", "rule"),
    [
        ("dnd4e", "immediate interrupt", "[]", "R001-06"),
        ("dnd4e", "immediate reaction", "[]", "R001-06"),
        ("dnd4e", "opportunity action", "[]", "R001-04"),
        ("dnd4e-immediate-move", "immediate interrupt", "[]", "R001-06"),
        ("dnd4e-immediate-move", "immediate reaction", "[]", "R001-06"),
        ("dnd4e-reactions", "immediate interrupt", "[interrupt, reaction]", "R000-02"),
        ("dnd4e-reactions", "immediate reaction", "[reaction, spontaneous]", "R000-02"),
    ],
)
@pytest.mark.parametrize("kind", ["attack", "use"])
def test_a_reaction_kept_to_others_turns_is_refused_on_its_owner_s_own_turn(
    tmp_path: Path, ruleset: str, action: str, reaction: str, rule: str, kind: str
) -> None:
    found = _scripted(tmp_path, ruleset, action, reaction, kind)
    assert found.codes() == ["R012"]
    (message,) = _problems(found)
    assert message.startswith("Duelist cannot use Glint Riposte on its own turn: ")
    assert f"({rule})" in message
    assert not found.entries("action") and not found.entries("damage")
    assert found.final("Gnoll")["hp"] == 40


@pytest.mark.parametrize(
    ("ruleset", "action", "reaction"),
    [
        ("dnd4e", "free action", "[]"),  # R001-03: on anyone's turn
        ("dnd4e-immediate-move", "free action", "[]"),
        ("dnd4e-reactions", "immediate interrupt", "[personal, reaction]"),  # R000-17
        ("dnd4e-reactions", "immediate interrupt", "[]"),  # no Reaction keywords: no reaction
        ("dnd4e", "standard action", "[]"),  # no reaction at all
    ],
)
def test_a_power_the_ruleset_lets_its_owner_use_on_its_turn_is_used(
    tmp_path: Path, ruleset: str, action: str, reaction: str
) -> None:
    found = _scripted(tmp_path, ruleset, action, reaction)
    assert "R012" not in found.codes()
    assert [e["power"] for e in found.entries("action")] == ["Glint Riposte"]
    assert found.final("Gnoll")["hp"] < 40


def test_the_same_reaction_still_fires_on_another_s_turn(tmp_path: Path) -> None:
    """Refusing the scripted use leaves its trigger alone: on the Gnoll's turn, its attack
    on the Duelist fires the interrupt as before."""
    text = _text("dnd4e", "immediate interrupt", "[]").replace(
        "  - turn: Duelist\n    do:\n      - attack: {power: Glint Riposte, targets: [Gnoll],"
        " rolls: [hit]}\n",
        "  - turn: Gnoll\n    do:\n      - attack: {power: Melee Basic Attack,"
        " targets: [Duelist], rolls: [miss]}\n",
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Duelist", "Glint Riposte")]
    assert "R012" not in found.codes()
