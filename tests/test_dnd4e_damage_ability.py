"""A power's damage line "+ <Ability> modifier": the user's modifier of its `abilities:`
score, (score - 10) // 2 (4E); the bonus of its `damage:` line when the scenario does not
give the score, or when the ability is chosen as the character is built ("Strength or
Dexterity"). A critical hit: the dice's most, so the damage is exact."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import run

SCENARIO = """\
counterplay: 1
scenario: Sparks
ruleset: dnd4e
size: [4, 3]
powers:
  - name: Cinder Dart
    usage: at-will
    action: standard action
    range: Ranged 5
    target: One creature
    attack: Intelligence vs. Reflex
    hit: 1d8 + {ability} modifier damage.
combatants:
  - name: Adept
    side: heroes
    at: [0, 1]
    damage: 1d4+1
    abilities: {abilities}
    powers: [Cinder Dart]
  - {{name: Beetle, side: monsters, at: [3, 1], hp: 40}}
script:
  - turn: Adept
    do:
      - attack: {{power: Cinder Dart, targets: [Beetle], rolls: [critical]}}
"""

ALL_SIX = (
    "{strength: 10, constitution: 12, dexterity: 14, intelligence: 11, wisdom: 20, charisma: 9}"
)


@pytest.mark.parametrize(
    ("ability", "abilities", "dealt"),
    [
        ("Intelligence", "{intelligence: 18}", 8 + 4),
        ("Intelligence", "{intelligence: 19}", 8 + 4),  # rounded down
        ("Intelligence", "{intelligence: 8}", 8 - 1),
        ("Charisma", "{charisma: 22, intelligence: 10}", 8 + 6),
        ("your highest ability", ALL_SIX, 8 + 5),
        # not given: the `damage:` line's bonus stands for it
        ("Intelligence", "{wisdom: 18}", 8 + 1),
        ("your highest ability", "{wisdom: 18}", 8 + 1),
        # chosen as the character is built: the `damage:` line's bonus
        ("Strength or Dexterity", "{strength: 20, dexterity: 20}", 8 + 1),
    ],
)
def test_a_damage_line_s_ability_modifier_is_the_user_s_score_s(
    tmp_path: Path, ability: str, abilities: str, dealt: int
) -> None:
    found = run(tmp_path, SCENARIO.format(ability=ability, abilities=abilities))
    assert "R012" not in found.codes()
    assert found.final("Beetle")["hp"] == 40 - dealt


@pytest.mark.parametrize(
    ("ability", "abilities", "missing"),
    [
        ("Intelligence", "{wisdom: 18}", ["Intelligence"]),
        ("Charisma", "{charisma: 12}", []),
        ("Strength or Dexterity", "{wisdom: 18}", []),  # (chosen at build: the bonus)
    ],
)
def test_a_damage_line_s_ability_not_among_the_scores_is_warned(
    tmp_path: Path, ability: str, abilities: str, missing: list[str]
) -> None:
    """R022, at the combatant's `abilities:`: given scores but not the one its damage line
    adds, the `damage:` line's bonus stands for it (docs/scenarios.md promises the warning)."""
    text = SCENARIO.format(ability=ability, abilities=abilities)
    found = run(tmp_path, text)
    warned = [d for d in found.diagnostics if d.code == "R022"]
    assert [d.message.split(" score")[0].split()[-1] for d in warned] == missing
    for one in warned:
        assert one.message == (
            f"Adept is given no {missing[0]} score: 'Cinder Dart' adds its user's "
            f"{missing[0]} modifier to its damage, the bonus of its damage: line stands "
            "for it"
        )
        line = text.splitlines().index(f"    abilities: {abilities}")
        assert one.span is not None
        assert (one.span.line, one.span.column) == (line + 1, 5)


def test_a_damage_line_s_highest_ability_is_warned_once(tmp_path: Path) -> None:
    """ "+ your highest ability modifier" with only some scores given: one warning, naming
    the scores it needs (all six), not one for each left out."""
    found = run(tmp_path, SCENARIO.format(ability="your highest ability", abilities="{wisdom: 18}"))
    (warned,) = [d for d in found.diagnostics if d.code == "R022"]
    assert warned.message.startswith("Adept is given no Strength score")
    assert found.final("Beetle")["hp"] == 40 - (8 + 1)
