"""The ``prevent`` op (runtime/dnd4e/prohibitions.py): "The target cannot shift until the
end of your next turn" keeps it from shifting, for that long; what the runtime cannot keep
a creature from is recorded as not simulated, never done."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

# The Hero uses a made-up power on the Orc (no attack roll), then the Orc takes its turn
HINDER = """counterplay: 1
ruleset: {ruleset}
size: [10, 10]
powers:
  - name: Hinder
    usage: at-will
    action: standard action
    range: Melee 1
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Hinder]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, conditions: [{conditions}]}}
  - {{name: Elf, side: a, at: [3, 1], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Hinder, targets: [Orc]}}
  - turn: Orc
    do: {orc}
"""


def _hinder(
    tmp_path: Path, effect: str, orc: str, conditions: str = "", ruleset: str = "dnd4e"
) -> Run:
    text = HINDER.format(effect=effect, orc=orc, conditions=conditions, ruleset=ruleset)
    return run(tmp_path, text)


def test_a_creature_that_cannot_shift_is_refused_the_shift(tmp_path: Path) -> None:
    effect = "The target cannot shift until the end of your next turn."
    done = _hinder(tmp_path, effect, "[{shift: [2, 2]}, {move: [[2, 2]]}]")
    assert done.codes() == ["R012"], done.codes()
    # the shift is refused, spending nothing: the walk that follows is the move action
    assert done.final("Orc")["at"] == [2, 2]
    (refused,) = [d for d in done.diagnostics + done.result.diagnostics if d.code == "R012"]
    assert "Orc cannot shift (Hero's effect)" in refused.message


def test_the_prevention_ends_with_its_duration(tmp_path: Path) -> None:
    """ "until the end of your next turn": the Hero's next turn ends it; the Orc shifts."""
    effect = "The target cannot shift until the end of your next turn."
    text = HINDER.format(effect=effect, orc="[{shift: [2, 2]}]", conditions="", ruleset="dnd4e")
    text += "  - {turn: Hero, do: []}\n  - {turn: Orc, do: [{shift: [2, 2]}]}\n"
    done = run(tmp_path, text)
    assert done.codes() == ["R012"] and done.final("Orc")["at"] == [2, 2]


def test_a_creature_that_cannot_stand_stays_prone(tmp_path: Path) -> None:
    effect = "The target cannot stand up (save ends)."
    done = _hinder(tmp_path, effect, "[stand]", conditions="prone")
    assert done.codes() == ["R012"]
    assert "prone" in done.final("Orc")["conditions"]


@pytest.mark.parametrize("ruleset", ["dnd4e", "dnd4e-reactions"])
def test_a_creature_that_cannot_make_opportunity_attacks_makes_none(
    tmp_path: Path, ruleset: str
) -> None:
    """The Hero walks away from the Orc it hindered: no opportunity attack (refused before
    it fires, by the ruleset's conditions table), under either ruleset."""
    text = HINDER.format(
        effect="The target cannot make opportunity attacks until the end of your next turn.",
        orc="[]",
        conditions="",
        ruleset=ruleset,
    ).replace(
        "      - use: {power: Hinder, targets: [Orc]}\n",
        "      - use: {power: Hinder, targets: [Orc]}\n      - move: [[1, 2], [1, 3]]\n",
    )
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert done.fired() == []
    refused = done.refused("Opportunity Attack")
    assert refused and all("cannot make opportunity attacks" in why for why in refused), refused
    assert done.final("Hero")["hp"] == 40


def test_a_creature_that_cannot_attack_you_may_attack_another(tmp_path: Path) -> None:
    effect = "The target cannot attack you until the end of its next turn."
    orc = (
        "[{attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 5}},"
        " action_point,"
        " {attack: {power: Melee Basic Attack, targets: [Elf], rolls: [hit], damage: 5}}]"
    )
    done = _hinder(tmp_path, effect, orc)
    assert done.codes() == ["R012"]
    assert (done.final("Hero")["hp"], done.final("Elf")["hp"]) == (40, 35)


def test_a_creature_that_cannot_regain_hit_points_spends_its_surge_for_nothing(
    tmp_path: Path,
) -> None:
    effect = "The target cannot regain hit points until the end of your next turn."
    text = HINDER.format(effect=effect, orc="[spend_surge]", conditions="", ruleset="dnd4e")
    wound = (  # the Elf wounds the Orc first, so that a surge would heal it
        "  - turn: Elf\n    do:\n      - attack: {power: Melee Basic Attack, targets: [Orc],"
        " rolls: [hit], damage: 10}\n"
    )
    text = text.replace("  - turn: Hero\n", wound + "  - turn: Hero\n")
    text = text.replace("at: [3, 1]", "at: [3, 2]")
    done = run(tmp_path, text)
    assert done.codes() == []
    assert done.final("Orc")["hp"] == 30
    assert any("Orc cannot regain hit points" in e["text"] for e in done.entries("note"))


@pytest.mark.parametrize(
    ("effect", "why"),
    [
        (
            "The target cannot pick up objects until the end of your next turn.",
            "what it prevents (pick_up_objects)",
        ),
        ("The target cannot teleport.", "how long it lasts"),
    ],
)
def test_what_cannot_be_kept_from_is_not_simulated(tmp_path: Path, effect: str, why: str) -> None:
    done = _hinder(tmp_path, effect, "[]")
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and op["why"].startswith(why), op
    assert done.final("Orc")["conditions"] == []


# The Orc hits the Hero, whose Pin keeps it from shifting; it tries to shift that turn and,
# after the Hero's turn (in which the Hero may attack), in its next
PIN = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Pin
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    effect: The triggering enemy cannot shift {until}.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Pin]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
      - shift: [3, 1]
  - {{turn: Hero, do: {hero}}}
  - {{turn: Orc, do: [{{shift: [3, 2]}}]}}
"""


@pytest.mark.parametrize(
    ("until", "hero", "refused"),
    [
        # the user's (the Hero's) next turn: over before the Orc's next
        ("until the end of your next turn", "[]", 1),
        # the bearer's (the Orc's) next turn: not over before it
        ("until the end of the target's next turn", "[]", 2),
        # "or until you make an attack": the Hero's attack ends it first
        (
            "until the end of the target's next turn or until you make an attack",
            "[{attack: {power: Melee Basic Attack, targets: [Orc], rolls: [miss]}}]",
            1,
        ),
    ],
)
def test_a_prevention_ends_when_its_duration_says(
    tmp_path: Path, until: str, hero: str, refused: int
) -> None:
    done = run(tmp_path, PIN.format(until=until, hero=hero))
    assert done.fired() == [("Hero", "Pin")]
    assert done.codes() == ["R012"] * refused, done.codes()
