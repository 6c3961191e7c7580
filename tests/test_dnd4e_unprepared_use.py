"""Under the Reaction system, a Limited Reaction its owner may use on its own turn (a
Personal one, R000-17) scripted as a plain ``attack:`` / ``use:`` while it is not the
prepared one: refused as the ruleset's ``may_react`` table refuses its firing (its check
``not-prepared``, R000-03), not used; a Spontaneous one needs no preparation (R000-12)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import run
from tests.test_dnd4e_own_turn_reactions import SCENARIO, without_rolls

PREPARED = "    prepared: {power: Glint Riposte}\n"


def _text(reaction: str, kind: str, prepared: str) -> str:
    text = SCENARIO.format(
        ruleset="dnd4e-reactions",
        action="immediate interrupt",
        reaction=reaction,
        kind=kind,
        prepared=prepared,
    )
    return without_rolls(text) if kind == "use" else text


@pytest.mark.parametrize("kind", ["attack", "use"])
def test_a_limited_reaction_not_prepared_is_refused(tmp_path: Path, kind: str) -> None:
    found = run(tmp_path, _text("[personal, reaction]", kind, ""))
    assert found.codes() == ["R012"]
    assert [e["message"] for e in found.entries("problem")] == [
        "Duelist cannot use Glint Riposte: not the prepared Limited Reaction (R000-03)"
    ]
    assert not found.entries("action")
    assert found.final("Gnoll")["hp"] == 40


@pytest.mark.parametrize(
    ("reaction", "prepared"),
    [
        ("[personal, reaction]", PREPARED),  # the prepared one
        ("[personal, reaction, spontaneous]", ""),  # Spontaneous: none needed (R000-12)
    ],
)
def test_a_reaction_needing_no_other_preparation_is_used(
    tmp_path: Path, reaction: str, prepared: str
) -> None:
    found = run(tmp_path, _text(reaction, "attack", prepared))
    assert "R012" not in found.codes()
    assert [e["power"] for e in found.entries("action")] == ["Glint Riposte"]
    assert found.final("Gnoll")["hp"] < 40
