"""Amounts that count the user's ability modifiers or level (runtime/dnd4e/amounts.py):
"damage equal to your Wisdom modifier", "temporary hit points equal to 5 + one-half your
level", "shift a number of squares equal to your Dexterity modifier". Counted from the
combatant's ``abilities:`` and ``level:`` (a modifier is (score - 10) // 2, one-half a level
rounded down, as every 4E division); not given, the op is not simulated, with why. Made-up
powers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.runtime.dnd4e import amounts
from counterplay.runtime.dnd4e.combatant import Combatant
from tests.simkit import Run, run

# The Hero uses a made-up power on the Orc, adjacent, once
KNACK = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Knack, usage: at-will, action: minor action, range: Melee 1, effect: "{effect}"}}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Knack]{hero}}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - {{turn: Hero, do: [{{use: {{power: Knack, targets: [Orc]}}}}]}}
"""


def _knack(tmp_path: Path, effect: str, hero: str = "") -> Run:
    return run(tmp_path, KNACK.format(effect=effect, hero=hero))


def _hero(**given: Any) -> Combatant:
    return Combatant("Hero", "a", (0, 0), 30, 30, **given)


@pytest.mark.parametrize(
    ("score", "modifier"), [(10, 0), (11, 0), (16, 3), (17, 3), (9, -1), (8, -1), (7, -2), (1, -5)]
)
def test_a_modifier_is_half_the_score_above_ten_rounded_down(score: int, modifier: int) -> None:
    """(score - 10) / 2 rounded down: 9 is -1, not 0 (toward minus infinity, not zero)."""
    assert amounts.modifier(score) == modifier


@pytest.mark.parametrize(
    ("said", "given", "counted"),
    [
        ("wisdom modifier", {"abilities": {"wisdom": 16}}, 3),
        ({"sum": [5, {"of": "level", "times": 0.5, "whose": "self"}]}, {"level": 7}, 5 + 3),
        ({"of": "level", "times": 2, "whose": "self"}, {"level": 7}, 14),
        ({"of": "constitution modifier", "times": 2, "whose": "self"},
         {"abilities": {"constitution": 15}}, 4),
        ("higher of intelligence or charisma modifier",
         {"abilities": {"intelligence": 12, "charisma": 18}}, 4),
        ({"of": "highest ability modifier", "whose": "self"},
         {"abilities": dict.fromkeys(amounts.ABILITIES, 10) | {"dexterity": 20}}, 5),
        ({"sum": [{"of": "level", "times": 0.5, "whose": "self"}, "dexterity modifier"]},
         {"level": 3, "abilities": {"dexterity": 14}}, 1 + 2),
        # the plus of the item whose power it is, said of it: "2 + the weapon's ..."
        ({"sum": [2, {"of": "enhancement bonus", "whose": "weapon"}]}, {"enhancement": 3}, 5),
        ({"of": "enhancement bonus", "times": 2, "whose": "totem"}, {"enhancement": 2}, 4),
    ],
)  # fmt: skip
def test_an_amount_counts_the_users_scores_and_level(
    said: Any, given: dict[str, Any], counted: int
) -> None:
    assert amounts.count(said, _hero(**given)) == counted
    assert amounts.count(said, _hero()) is None  # (not given: not counted as 0)


@pytest.mark.parametrize(
    "said",
    [
        "strength or wisdom modifier",  # (chosen as the character is built: not known)
        {"of": "enhancement bonus", "whose": "target"},  # (a creature's: no item's plus)
        {"of": "level", "whose": "target"},  # (another's level)
        {"sum": [5, "healing surge value"]},
        "1d8",
        True,
    ],
)
def test_an_amount_of_something_else_is_not_counted(said: Any) -> None:
    assert amounts.asked(said) is None
    full = _hero(level=5, abilities=dict.fromkeys(amounts.ABILITIES, 14))
    assert amounts.count(said, full) is None


@pytest.mark.parametrize(
    ("effect", "hero", "orc_hp"),
    [
        ("The target takes damage equal to your Wisdom modifier.", "wisdom: 16", 40 - 3),
        ("The target takes damage equal to 2 + your Charisma modifier.", "charisma: 13", 40 - 3),
        ("The target takes damage equal to your Wisdom modifier.", "wisdom: 8", 40),  # (-1)
    ],
)
def test_damage_equal_to_a_modifier_is_the_users(
    tmp_path: Path, effect: str, hero: str, orc_hp: int
) -> None:
    """Not a damage roll: no bonus to damage rolls adds to it; a modifier below 0 deals none."""
    done = _knack(tmp_path, effect, hero=f", abilities: {{{hero}}}")
    assert done.codes() == [], done.codes()
    assert done.final("Orc")["hp"] == orc_hp


def test_temporary_hit_points_of_one_half_the_level_are_rounded_down(tmp_path: Path) -> None:
    done = _knack(
        tmp_path, "You gain temporary hit points equal to 5 + one-half your level.", ", level: 7"
    )
    statuses = [e["status"] for e in done.entries("op") if e["op"] == "temp_hp"]
    assert statuses == ["Hero has 8"]  # (5 + 7 // 2)


def test_a_shift_of_the_dexterity_modifier_goes_that_far(tmp_path: Path) -> None:
    """The Hero, Dexterity 14 (+2), shifts 2 squares, square by square (the effect's
    shift goes its distance, not R001-11's one square of the shift action)."""
    done = _knack(
        tmp_path,
        "You shift a number of squares equal to your Dexterity modifier.",
        ", abilities: {dexterity: 14}",
    )
    assert done.codes() == [], done.codes()
    shifts = [e["qualifiers"] for e in done.entries("event") if e["event"] == "shift"]
    assert [(q["squares"], q["shift"]) for q in shifts] == [(2, True)]
    steps = [e for e in done.entries("step") if e["who"] == "Hero"]
    assert len(steps) == 2 and done.final("Hero")["at"] == steps[-1]["to"]


def test_a_push_of_the_users_modifier_goes_that_far_whatever_the_targets(tmp_path: Path) -> None:
    """ "Your Wisdom modifier" is the user's (+2), not the pushed Orc's (+5)."""
    text = KNACK.format(
        effect="You push the target a number of squares equal to your Wisdom modifier.",
        hero=", abilities: {wisdom: 14}",
    ).replace("hp: 40}\n", "hp: 40, abilities: {wisdom: 20}}\n")
    assert "wisdom: 20" in text
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    steps = [e for e in done.entries("step") if e["who"] == "Orc"]
    assert len(steps) == 2 and all(e["forced"] for e in steps)
    x, y = done.final("Orc")["at"]
    assert max(abs(x - 1), abs(y - 1)) == 1 + 2  # (pushed away from the Hero, at [1, 1])


@pytest.mark.parametrize(
    ("effect", "hero", "why"),
    [
        ("The target takes damage equal to your Wisdom modifier.", "",
         "the user's Wisdom modifier is not given"),
        ("The target takes damage equal to your Wisdom modifier.", ", abilities: {charisma: 16}",
         "the user's Wisdom modifier is not given"),
        ("You gain temporary hit points equal to 5 + your level.", ", abilities: {wisdom: 16}",
         "the user's level is not given"),
    ],
)  # fmt: skip
def test_an_amount_the_scenario_does_not_give_is_not_simulated(
    tmp_path: Path, effect: str, hero: str, why: str
) -> None:
    done = _knack(tmp_path, effect, hero)
    refused = [e for e in done.entries("op") if e.get("status") == "not simulated"]
    assert [e["why"] for e in refused] == [why]
    assert done.final("Orc")["hp"] == 40
    assert done.final("Hero")["hp"] == 40


def test_a_bonus_equal_to_a_modifier_is_kept_at_its_amount(tmp_path: Path) -> None:
    done = _knack(
        tmp_path,
        "You gain a bonus to AC equal to your Charisma modifier until the end of your next turn.",
        ", abilities: {charisma: 18}",
    )
    said = [e["condition"] for e in done.entries("condition") if e["target"] == "Hero"]
    assert said == ["bonus ac +4"]


# The Fighter hits the Orc for 5; the Warlord's interrupt adds extra damage equal to *its*
# Charisma modifier (+4) to that attack, not the Fighter's (-1)
EXTRA = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Press
    usage: encounter
    action: immediate interrupt
    range: Close burst 5
    trigger: An ally hits an enemy with an attack
    effect: >-
      The target takes extra damage equal to your Charisma modifier from the triggering attack.
combatants:
  - {name: Fighter, side: a, at: [1, 1], abilities: {charisma: 8}}
  - {name: Warlord, side: a, at: [1, 3], abilities: {charisma: 18}, powers: [Press]}
  - {name: Orc, side: b, at: [2, 1], hp: 40}
script:
  - turn: Fighter
    do:
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 5}
"""


def test_extra_damage_to_anothers_attack_counts_the_reactors_modifier(tmp_path: Path) -> None:
    done = run(tmp_path, EXTRA)
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Warlord", "Press")]
    assert done.final("Orc")["hp"] == 40 - 5 - 4


@pytest.mark.parametrize(
    ("hero", "point", "message"),
    [
        ("level: 0", "0", "combatant 'Hero' level: must be at least 1, not 0"),
        ("level: 41", "41", "combatant 'Hero' level: must be at most 40, not 41"),
        ("abilities: {wisdom: 0}", "0",
         "combatant 'Hero' abilities/wisdom: must be at least 1, not 0"),
        ("abilities: {wisdom: high}", "high",
         "combatant 'Hero' abilities/wisdom: expected a whole number, not the text 'high'"),
        ("abilities: {wis: 14}", "wis",
         "unknown field 'wis' in combatant 'Hero' abilities; did you mean 'wisdom'?"),
    ],
)  # fmt: skip
def test_a_bad_score_or_level_is_told_where_it_is_written(
    tmp_path: Path, hero: str, point: str, message: str
) -> None:
    done = _knack(tmp_path, "You shift 1 square.", f", {hero}")
    assert done.result is None
    (found,) = done.diagnostics
    assert found.message == message
    line = KNACK.format(effect="", hero=f", {hero}").splitlines()[6]
    column = line.index(hero) + hero.index(point) + 1
    assert found.span is not None and (found.span.line, found.span.column) == (7, column)


def test_a_sheet_missing_the_score_a_power_counts_is_warned(tmp_path: Path) -> None:
    """R022: given scores but not the one its power counts (a slip, not a choice)."""
    done = _knack(
        tmp_path,
        "The target takes damage equal to your Wisdom modifier.",
        ", abilities: {charisma: 16}",
    )
    assert done.codes() == ["R022"]
    (found,) = [d for d in done.diagnostics if d.code == "R022"]
    assert found.message == (
        "Hero is given no Wisdom score: 'Knack' counts its user's Wisdom modifier, "
        "not simulated without it"
    )
    line = KNACK.format(effect="", hero=", abilities: {charisma: 16}").splitlines()[6]
    assert found.span is not None
    assert (found.span.line, found.span.column) == (7, line.index("abilities") + 1)
    for given in ("", ", abilities: {wisdom: 16}", ", level: 3, abilities: {wisdom: 16}"):
        effect = "The target takes damage equal to your Wisdom modifier."
        assert _knack(tmp_path, effect, given).codes() == []  # (none given: not warned)
    assert _knack(tmp_path, "You gain temporary hit points equal to your level + 2.",
                  ", abilities: {wisdom: 16}").codes() == ["R022"]  # fmt: skip


@pytest.mark.parametrize(
    ("effect", "name"),
    [
        ("The target takes damage equal to your Wisdom modifier.", "damage"),
        ("You push the target a number of squares equal to your Wisdom modifier.", "push"),
        ("You teleport a number of squares equal to your Wisdom modifier.", "teleport"),
        ("You regain hit points equal to your Wisdom modifier.", "heal"),
        ("You gain temporary hit points equal to your Wisdom modifier.", "temp_hp"),
        ("You make a saving throw with a bonus equal to your Wisdom modifier.", "save"),
        ("The target takes a penalty to AC equal to your Wisdom modifier until the end of"
         " your next turn.", "penalty"),
    ],
)  # fmt: skip
def test_each_op_counting_a_modifier_is_carried_out_only_when_it_is_given(
    tmp_path: Path, effect: str, name: str
) -> None:
    """The checks accept the amount (``ops.unmodelled``); the handler refuses it for a user
    the scenario gives no Wisdom score, and carries it out for one it does."""
    unsimulated = [
        e["why"]
        for e in _knack(tmp_path, effect).entries("op")
        if e["op"] == name and e["status"] == "not simulated"
    ]
    assert unsimulated == ["the user's Wisdom modifier is not given"]
    done = _knack(tmp_path, effect, ", abilities: {wisdom: 16}")
    assert done.codes() == [], done.codes()
    assert [e for e in done.entries("op") if e["status"] == "not simulated"] == []


def test_a_misspelt_starting_condition_is_warned_with_the_condition_meant(
    tmp_path: Path,
) -> None:
    """R023: "slowd" did nothing in the simulation and was never mentioned; a name close to
    no 4E condition ("ongoing fire") is an open one, kept without a word."""
    given = ", conditions: [slowd, ongoing fire, {name: immobilised, duration: save_ends}]"
    done = _knack(tmp_path, "You shift 1 square.", given)
    assert done.codes() == ["R023", "R023"]
    assert [d.message for d in done.diagnostics if d.code == "R023"] == [
        "Hero starts with the condition 'slowd', which 4E does not have; did you mean 'slowed'?",
        "Hero starts with the condition 'immobilised', which 4E does not have; did you mean "
        "'immobilized'?",
    ]
    spelt = ", conditions: [slowed, ongoing fire, {name: immobilized, duration: save_ends}]"
    assert _knack(tmp_path, "You shift 1 square.", spelt).codes() == []


# The Hero hits the Orc with a made-up attack whose damage adds a second ability modifier
SECOND = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Twin Strike
    usage: at-will
    action: standard action
    range: Melee 1
    attack: Strength vs. AC
    hit: Strength modifier + Dexterity modifier damage.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, damage: 1d8+4, powers: [Twin Strike]{hero}}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - {{turn: Hero, do: [{{attack: {{power: Twin Strike, targets: [Orc], rolls: [hit]}}}}]}}
"""


def test_a_second_ability_modifier_in_damage_counts_the_users_score(tmp_path: Path) -> None:
    """ "Strength modifier" is the combatant's damage modifier (+4, as for [W]); "+
    Dexterity modifier" its Dexterity score's (16: +3), in the hit's damage. Given scores
    but not Strength, that is warned (R022): the damage: line's bonus stands for it."""
    done = run(tmp_path, SECOND.format(hero=", abilities: {dexterity: 16}"))
    assert done.codes() == ["R022"], done.codes()
    (warned,) = [d for d in done.diagnostics if d.code == "R022"]
    assert "given no Strength score" in warned.message
    assert done.final("Orc")["hp"] == 40 - 4 - 3


def test_a_second_ability_modifier_not_given_is_not_counted_as_0(tmp_path: Path) -> None:
    """Without the Dexterity score the hit's damage is not simulated, with why (never
    4 + 0), and the combatant given other scores is warned (R022)."""
    done = run(tmp_path, SECOND.format(hero=", abilities: {strength: 18}"))
    assert done.codes() == ["R022"]
    assert done.final("Orc")["hp"] == 40
    refused = [e for e in done.entries("op") if e.get("status") == "not simulated"]
    assert [e["why"] for e in refused] == ["the user's Dexterity modifier is not given"]
