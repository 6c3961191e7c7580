"""Lasting bonuses and penalties (runtime/dnd4e/modifiers.py): counted in every attack roll
they apply to for their duration, by 4E's stacking rule, and once only in the attack
they were given against."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

# The Hero uses made-up powers (no attack roll), then the Orc attacks
GUARD = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Ward, usage: at-will, action: minor action, range: Melee 1, effect: "{ward}"}}
  - {{name: Brace, usage: at-will, action: minor action, range: Melee 1, effect: "{brace}"}}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Ward, Brace]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5}}
  - {{name: Elf, side: a, at: [3, 1], hp: 40}}
script:
  - turn: Hero
    do: {hero}
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [{whom}], rolls: [10], damage: 1}}
"""


def _guard(tmp_path: Path, ward: str, brace: str = "", hero: str = "", whom: str = "Hero") -> Run:
    hero = hero or "[{use: {power: Ward, targets: [Orc]}}]"
    text = GUARD.format(ward=ward, brace=brace or "You shift 1 square.", hero=hero, whom=whom)
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    return done


def _orc_roll(done: Run) -> tuple[int, int]:
    (roll,) = [e for e in done.entries("roll") if e["attacker"] == "Orc"]
    return roll["total"], roll["against"]


@pytest.mark.parametrize(
    ("ward", "against"),
    [
        ("You gain a +4 power bonus to AC until the end of your next turn.", 19),
        ("You gain a +3 power bonus to all defenses until the end of your next turn.", 18),
        ("You gain a +2 power bonus to Reflex until the end of your next turn.", 15),
    ],
)
def test_a_lasting_bonus_to_a_defense_counts_in_later_attacks(
    tmp_path: Path, ward: str, against: int
) -> None:
    """The Orc's roll of 10 + 5 against the Hero's AC 15 and what the bonus adds to it."""
    done = _guard(tmp_path, ward)
    assert _orc_roll(done) == (15, against)


@pytest.mark.parametrize(("whom", "total"), [("Hero", 12), ("Elf", 15)])
def test_a_penalty_against_you_counts_only_against_you(
    tmp_path: Path, whom: str, total: int
) -> None:
    ward = (
        "The target takes a -3 penalty to attack rolls against you until the end of your next turn."
    )
    done = _guard(tmp_path, ward, whom=whom)
    assert _orc_roll(done)[0] == total


@pytest.mark.parametrize(
    ("ward", "brace", "against"),
    [
        # two power bonuses: only the highest counts
        (
            "You gain a +2 power bonus to AC until the end of your next turn.",
            "You gain a +4 power bonus to AC until the end of your next turn.",
            19,
        ),
        # a power bonus and an untyped one add up
        (
            "You gain a +2 power bonus to AC until the end of your next turn.",
            "You gain a +1 bonus to AC until the end of your next turn.",
            18,
        ),
    ],
)
def test_bonuses_stack_as_4e_says(tmp_path: Path, ward: str, brace: str, against: int) -> None:
    hero = "[{use: {power: Ward, targets: [Orc]}}, {use: {power: Brace, targets: [Orc]}}]"
    done = _guard(tmp_path, ward, brace, hero=hero)
    assert _orc_roll(done) == (15, against)


def test_the_bonus_ends_with_its_duration(tmp_path: Path) -> None:
    """ "until the end of your next turn": gone once the Hero's next turn ends."""
    ward = "You gain a +4 power bonus to AC until the end of your next turn."
    text = GUARD.format(
        ward=ward,
        brace="You shift 1 square.",
        hero="[{use: {power: Ward, targets: [Orc]}}]",
        whom="Hero",
    )
    attack = (
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}\n"
    )
    text += "  - {turn: Hero, do: []}\n  - turn: Orc\n    do:\n" + attack
    done = run(tmp_path, text)
    rolls = [(e["total"], e["against"]) for e in done.entries("roll") if e["attacker"] == "Orc"]
    assert rolls == [(15, 19), (15, 15)]


# An interrupt's lasting bonus: to the triggering attack once, and to the Orc's next one
SHIELD = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Shield Up
    usage: encounter
    action: immediate interrupt
    trigger: An enemy attacks you
    effect: You gain a +4 power bonus to AC until the end of your next turn.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Shield Up]}
  - {name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}
      - action_point
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}
"""


def test_an_interrupts_lasting_bonus_counts_once_in_the_triggering_attack(tmp_path: Path) -> None:
    done = run(tmp_path, SHIELD)
    assert done.fired() == [("Hero", "Shield Up")]
    rolls = [(e["total"], e["against"]) for e in done.entries("roll")]
    # the first: the interrupt's +4, as a change of the triggering attack in progress (the
    # roll's total less 4); the second: the lasting +4 to AC; never +8
    assert rolls == [(11, 15), (15, 19)], rolls
    assert [e["hit"] for e in done.entries("roll")] == [False, False]


def test_a_lasting_bonus_to_another_roll_is_not_simulated(tmp_path: Path) -> None:
    done = _guard(
        tmp_path, "You gain a +2 bonus to initiative checks until the end of your next turn."
    )
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and op["why"].startswith("a lasting one"), op
    assert done.final("Hero")["conditions"] == []


# The Hero hinders the slowed Orc's saving throws; the Orc's scripted save is 11
SAVES = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Doubt, usage: at-will, action: minor action, range: Melee 1, effect: "{effect}"}}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Doubt]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, conditions: [{{name: slowed, duration: save_ends}}]}}
script:
  - turn: Hero
    do: [{{use: {{power: Doubt, targets: [Orc]}}}}]
  - turn: Orc
    saves: {{slowed: 11}}
    do: []
"""


@pytest.mark.parametrize(
    ("effect", "roll", "slowed"),
    [
        (
            "The target takes a -2 penalty to saving throws until the end of your next turn.",
            9,
            True,
        ),
        (
            "The target gains a +2 bonus to saving throws until the end of your next turn.",
            13,
            False,
        ),
    ],
)
def test_a_lasting_modifier_to_saving_throws_counts_in_the_save(
    tmp_path: Path, effect: str, roll: int, slowed: bool
) -> None:
    done = run(tmp_path, SAVES.format(effect=effect))
    assert done.codes() == []
    (save,) = done.entries("save")
    assert (save["roll"], save["ends"]) == (roll, not slowed), save
    assert ("slowed" in done.final("Orc")["conditions"]) is slowed


def test_a_bonus_to_melee_attack_rolls_counts_only_in_melee_attacks(tmp_path: Path) -> None:
    ward = (
        "The target gains a +2 power bonus to melee attack rolls until the end of your next turn."
    )
    # the Hero gives it to the Orc (a made-up curse), which then attacks in melee and at range
    text = GUARD.format(
        ward=ward,
        brace="You shift 1 square.",
        hero="[{use: {power: Ward, targets: [Orc]}}]",
        whom="Hero",
    ).replace(
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}\n",
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}\n"
        "      - action_point\n"
        "      - attack: {power: Ranged Basic Attack, targets: [Hero], rolls: [10], damage: 1}\n",
    )
    done = run(tmp_path, text)
    totals = [e["total"] for e in done.entries("roll") if e["attacker"] == "Orc"]
    assert totals == [17, 15]


# The Hero readies itself with a made-up power, then acts
READY = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Focus, usage: at-will, action: minor action, range: Personal, effect: "{effect}"}}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, attack_bonus: 5, powers: [Focus],
     conditions: [{{name: slowed, duration: save_ends}}]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5}}
script:
  - turn: Hero
    saves: {{slowed: 6}}
    do: {hero}
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}}
"""

TWICE = (
    "[{use: {power: Focus}},"
    " {attack: {power: Melee Basic Attack, targets: [Orc], rolls: [10], damage: 1}},"
    " action_point,"
    " {attack: {power: Melee Basic Attack, targets: [Orc], rolls: [10], damage: 1}}]"
)


def _ready(tmp_path: Path, effect: str, hero: str = TWICE) -> Run:
    done = run(tmp_path, READY.format(effect=effect, hero=hero))
    assert done.codes() == [], done.codes()
    return done


def test_a_bonus_to_the_next_attack_roll_counts_once(tmp_path: Path) -> None:
    effect = "You gain a +2 power bonus to your next attack roll before the end of your next turn."
    done = _ready(tmp_path, effect)
    totals = [e["total"] for e in done.entries("roll") if e["attacker"] == "Hero"]
    assert totals == [17, 15]


def test_a_bonus_to_the_next_saving_throw_counts_once(tmp_path: Path) -> None:
    effect = "You gain a +4 power bonus to your next saving throw before the end of the encounter."
    done = _ready(tmp_path, effect, hero="[{use: {power: Focus}}]")
    (save,) = done.entries("save")
    assert (save["roll"], save["ends"], save["modifier"]) == (10, True, 4), save
    assert done.final("Hero")["conditions"] == []


@pytest.mark.parametrize(("attacks", "against"), [(False, 17), (True, 15)])
def test_a_bonus_until_you_attack_ends_when_you_attack(
    tmp_path: Path, attacks: bool, against: int
) -> None:
    effect = "You gain a +2 power bonus to AC until the end of your next turn or until you attack."
    hero = TWICE.split(", action_point")[0] + "]" if attacks else "[{use: {power: Focus}}]"
    done = _ready(tmp_path, effect, hero=hero)
    (roll,) = [e for e in done.entries("roll") if e["attacker"] == "Orc"]
    assert roll["against"] == against


# The Hero's Ward gives a lasting +2 power bonus to AC; Shield Up, an interrupt, a +4 power
# bonus of its own, lasting or to the triggering attack only
STACKED = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Ward, usage: at-will, action: minor action, range: Melee 1, effect: "{ward}"}}
  - name: Shield Up
    usage: encounter
    action: immediate interrupt
    trigger: An enemy attacks you
    effect: {shield}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Ward, Shield Up]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5}}
script:
  - turn: Hero
    do: [{{use: {{power: Ward, targets: [Orc]}}}}]
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}}
"""


@pytest.mark.parametrize(
    ("ward", "shield", "gained"),
    [
        # two power bonuses to AC: only the highest (+4) counts in the triggering attack
        (
            "You gain a +2 power bonus to AC until the end of your next turn.",
            "You gain a +4 power bonus to AC until the end of your next turn.",
            4,
        ),
        (
            "You gain a +4 power bonus to AC until the end of your next turn.",
            "You gain a +2 power bonus to AC until the end of your next turn.",
            4,
        ),
        # of different types they add up
        (
            "You gain a +2 shield bonus to AC until the end of your next turn.",
            "You gain a +4 power bonus to AC until the end of your next turn.",
            6,
        ),
    ],
)
def test_an_interrupts_bonus_stacks_with_lasting_ones_as_4e_says(
    tmp_path: Path, ward: str, shield: str, gained: int
) -> None:
    """The Orc's 10 + 5 against AC 15: what the Hero's bonuses change, together."""
    done = run(tmp_path, STACKED.format(ward=ward, shield=shield))
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Shield Up")]
    ((total, against),) = [(e["total"], e["against"]) for e in done.entries("roll")]
    assert against - total == 15 - 15 + gained, (total, against)


def test_a_bonus_to_the_triggering_attack_alone_stacks_with_lasting_ones(tmp_path: Path) -> None:
    """A +4 power bonus to AC against the triggering attack, with a lasting +2 power bonus
    to AC: +4 in all, not +6."""
    ward = "You gain a +2 power bonus to AC until the end of your next turn."
    shield = "You gain a +4 power bonus to AC against the triggering attack."
    done = run(tmp_path, STACKED.format(ward=ward, shield=shield))
    assert done.fired() == [("Hero", "Shield Up")]
    ((total, against),) = [(e["total"], e["against"]) for e in done.entries("roll")]
    assert against - total == 4, (total, against)


# The Ally attacks the Orc twice; at its miss, the Hero's Press On (an immediate interrupt)
# gives it a bonus to its next attack roll, which is not the one that missed (an interrupt
# at the miss may change that roll: "a +2 bonus to the attack roll", R001)
PRESS = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Press On
    usage: encounter
    action: immediate interrupt
    range: Personal
    trigger: An ally misses an enemy with an attack.
    effect: {press}
combatants:
  - {{name: Hero, side: a, at: [0, 1], hp: 40, powers: [Press On]}}
  - {{name: Ally, side: a, at: [0, 0], hp: 40, damage: '5'}}
  - {{name: Orc, side: b, at: [1, 0], hp: 40}}
script:
  - turn: Ally
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [9]}}
      - action_point
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [9]}}
"""


@pytest.mark.parametrize(
    "press",
    [
        "The triggering ally gains a +2 bonus to its next attack roll until the end of your"
        " next turn.",
        "The triggering ally gains a +2 bonus to its next attack roll.",
        "The triggering ally gains a +2 bonus to its next attack roll against the target.",
    ],
)
def test_a_bonus_to_the_next_attack_roll_does_not_change_the_one_that_triggered_it(
    tmp_path: Path, press: str
) -> None:
    """9 + 5 = 14 against AC 15 misses; the +2 is for the next roll (16: a hit) or, with no
    duration to keep it, not simulated: never the missed roll turned into a hit."""
    done = run(tmp_path, PRESS.format(press=press))
    assert done.fired() == [("Hero", "Press On")], done.fired()
    rolls = [(e["total"], e["hit"]) for e in done.entries("roll")]
    assert rolls[0] == (14, False), rolls
    assert not [e for e in done.entries("note") if "instead" in str(e.get("text"))]
    if "until" in press:
        assert rolls[1] == (16, True), rolls
    else:
        assert rolls[1] == (14, False), rolls
        assert any(e["status"] == "not simulated" for e in done.entries("op")), done.entries("op")


# The Orc attacks the Hero, whose Rebuke gives it a penalty; it attacks again that turn,
# then after the Hero's turn
REBUKE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Rebuke
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    effect: The triggering enemy takes a -2 penalty to attack rolls {until}.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Rebuke]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
      - action_point
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}}
  - {{turn: Hero, do: []}}
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}}
"""


@pytest.mark.parametrize(
    ("until", "totals"),
    [
        # the user's (the Hero's) next turn: over before the Orc's next
        ("until the end of your next turn", [13, 15]),
        # the bearer's (the Orc's) next turn: not over before it
        ("until the end of the target's next turn", [13, 13]),
    ],
)
def test_a_lasting_penalty_ends_on_the_turn_of_whom_its_duration_names(
    tmp_path: Path, until: str, totals: list[int]
) -> None:
    done = run(tmp_path, REBUKE.format(until=until))
    assert done.fired() == [("Hero", "Rebuke")]
    rolls = [e["total"] for e in done.entries("roll") if e["natural"] == 10]
    assert rolls == totals, rolls


# The slowed Hero steels itself, then makes a saving throw an effect of its own gives it
RALLY = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Steel, usage: at-will, action: minor action, range: Personal, effect: "{steel}"}}
  - {{name: Rally, usage: at-will, action: minor action, range: Personal, effect: "{rally}"}}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Steel, Rally],
      conditions: [{{name: slowed, duration: save_ends}}]}}
  - {{name: Orc, side: b, at: [5, 5], hp: 40}}
script:
  - turn: Hero
    do: [{{use: {{power: Steel, targets: []}}}}, {{use: {{power: Rally, targets: []}}}}]
"""


@pytest.mark.parametrize(
    ("rally", "more"),
    [
        # two power bonuses to the save: the highest only
        ("You can make a saving throw with a +2 power bonus.", 2),
        ("You can make a saving throw with a +4 power bonus.", 4),
        # an untyped one adds
        ("You can make a saving throw with a +2 bonus.", 4),
    ],
)
def test_a_saves_own_bonus_stacks_with_the_lasting_ones(
    tmp_path: Path, rally: str, more: int
) -> None:
    steel = "You gain a +2 power bonus to saving throws until the end of your next turn."
    done = run(tmp_path, RALLY.format(steel=steel, rally=rally))
    assert done.codes() == [], done.codes()
    save = done.entries("save")[0]
    assert save["roll"] - save["natural"] == more, save
