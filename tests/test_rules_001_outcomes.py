"""Seed 001 under the ``dnd4e`` ruleset: immediate actions and the outcome of the action
they answer (R001-04, R001-06..08 in depth): an interrupt that turns a hit into a miss or a
miss into a hit, the one immediate action a round, whose choice takes it, what a reaction
to an outcome that no longer holds does."""

from __future__ import annotations

from pathlib import Path

from tests.rules001kit import scenario
from tests.simkit import Run, run


def test_R001_07_an_interrupt_raising_the_defense_against_a_hit_can_make_it_miss(
    tmp_path: Path,
) -> None:
    parry = (
        "  - name: Parry Stance\n    usage: at-will\n    action: immediate interrupt\n"
        "    range: Personal\n    trigger: An enemy hits you with a melee attack\n"
        "    effect: You gain a +4 power bonus to AC against the triggering attack.\n"
    )
    attack = "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [%s]}\n"
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], hp: 30, powers: [Parry Stance]}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 30, damage: '5'}\n",
        # 11 + 5 = 16 hits AC 15 and misses AC 19; 19 + 5 = 24 hits either way
        "  - turn: Orc\n    do:\n" + attack % 11 + "  - turn: Hero\n    do: []\n"
        "  - turn: Orc\n    do:\n" + attack % 19,
    ).replace("powers:\n", "powers:\n" + parry, 1)
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Parry Stance"), ("Hero", "Parry Stance")]
    assert [r["hit"] for r in found.entries("roll")] == [True, True]  # as the d20 fell
    [note] = [e["text"] for e in found.entries("note") if "misses instead" in e["text"]]
    assert note == "after the interrupts, 16 - 4 = 12 vs 15: the attack misses instead (R001-07)"
    assert [e["amount"] for e in found.entries("damage")] == [5]  # the second hit only
    assert found.final("Hero")["hp"] == 25


def test_R001_07_an_interrupt_raising_an_allys_roll_at_its_miss_can_make_it_hit(
    tmp_path: Path,
) -> None:
    guide = (
        "  - name: Guiding Word\n    usage: encounter\n    action: immediate interrupt\n"
        "    range: Personal\n    trigger: An ally misses an enemy with an attack.\n"
        "    effect: The triggering ally gains a +2 bonus to the attack roll.\n"
    )
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 1], hp: 30, powers: [Guiding Word]}\n"
        "  - {name: Ally, side: a, at: [0, 0], hp: 30, damage: '5'}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 30}\n",
        # 9 + 5 = 14 misses AC 15; with the +2, 16 hits
        "  - turn: Ally\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [9]}\n",
    ).replace("powers:\n", "powers:\n" + guide, 1)
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Guiding Word")]
    assert [r["hit"] for r in found.entries("roll")] == [False]  # as the d20 fell
    [note] = [e["text"] for e in found.entries("note") if "instead" in e["text"]]
    assert note == "after the interrupts, 14 + 2 = 16 vs 15: the attack hits instead (R001-07)"
    assert [e["amount"] for e in found.entries("damage")] == [5]


def test_R001_07_an_interrupt_at_the_hit_that_rerolls_the_attack_judges_it_again(
    tmp_path: Path,
) -> None:
    # "you are hit: the attacker rerolls" (the halflings' Second Chance): the new roll decides
    chance = (
        "  - name: Second Try\n    usage: encounter\n    action: immediate interrupt\n"
        "    range: Personal\n    trigger: An enemy hits you with an attack\n"
        "    effect: The triggering enemy must reroll the attack roll.\n"
    )
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], hp: 30, powers: [Second Try]}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 30, damage: '5'}\n",
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [11]}\n",
    ).replace("powers:\n", "powers:\n" + chance, 1)
    missed = run(tmp_path, text, seed=1)  # (this seed rerolls a 5)
    assert missed.fired() == [("Hero", "Second Try")]
    notes = [e["text"] for e in missed.entries("note")]
    assert notes == ["rerolled: 5", "the reroll, 10 vs 15, turns the hit into a miss"]
    assert missed.entries("damage") == [] and missed.final("Hero")["hp"] == 30
    hit = run(tmp_path, text, seed=0)  # (a 13: 18 still hits)
    assert [e["text"] for e in hit.entries("note")] == ["rerolled: 13"]
    assert hit.final("Hero")["hp"] == 25


def test_R001_06_the_owner_s_scripted_choice_takes_the_one_immediate_action(
    tmp_path: Path,
) -> None:
    # Both of the Hero's immediate actions answer the hit; it has one (R001-06), and its
    # player chooses Shield Block: whatever the seed, Shield Block is the one used (it was
    # the one of the two drawn first, the scripted choice then reported as never come up).
    text = scenario(
        "  - {name: Hero, side: a, at: [1, 1], powers: [Warding Strike, Shield Block]}\n"
        "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}\n",
    ).replace(
        "script:",
        "choices:\n  - {who: Hero, decide: react, about: Shield Block, answer: true}\nscript:",
    )
    for seed in range(6):
        found = run(tmp_path, text, seed=seed)
        assert found.fired() == [("Hero", "Shield Block")], seed
        assert found.refused("Warding Strike") == [
            "immediate action already taken this round (R001-06)"
        ]
        assert found.codes() == []


def test_R001_06_an_immediate_action_after_ones_turn_counts_until_ones_next_turn(
    tmp_path: Path,
) -> None:
    # Round 1: the Hero reacts on the Gob's turn, after its own; round 2 begins with the
    # Orc's turn, before the Hero's: no immediate action yet (none since the end of its
    # last turn, seed 003), then one again after its turn.
    text = scenario(
        "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n"
        "  - {name: Hero, side: a, at: [1, 1], powers: [Warding Strike]}\n"
        "  - {name: Gob, side: b, at: [1, 2], hp: 80}\n",
        "  - turn: Orc\n    do: []\n  - turn: Hero\n    do: []\n"
        "  - turn: Gob\n    do:\n"
        + _HIT
        + "  - turn: Orc\n    do:\n"
        + _HIT.replace("1}", "2}")
        + "  - turn: Hero\n    do: []\n  - turn: Gob\n    do:\n"
        + _HIT.replace("1}", "3}"),
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Warding Strike")] * 2
    assert found.refused("Warding Strike") == [
        "immediate action already taken this round (R001-06)"
    ]


_HIT = "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}\n"

DAZING = """  - name: Dazing Jab
    usage: at-will
    action: standard action
    attack: Strength vs. AC
    range: Melee 1
    hit: 1 damage, and the target is dazed until the end of your turn.
"""


def test_R001_06_a_reaction_its_owner_cannot_take_when_it_would_resolve_spends_nothing(
    tmp_path: Path,
) -> None:
    # The hit triggers the Hero's Warding Strike, to come after the attack; the attack
    # dazes the Hero, so when the attack is over it cannot take it (checked again then),
    # and its immediate action is still its own for the Gob's hit once the daze has ended.
    text = scenario(
        "  - {name: Hero, side: a, at: [1, 1], powers: [Warding Strike]}\n"
        "  - {name: Orc, side: b, at: [2, 1], hp: 80, powers: [Dazing Jab]}\n"
        "  - {name: Gob, side: b, at: [1, 2], hp: 80}\n",
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Dazing Jab, targets: [Hero], rolls: [hit]}\n"
        "  - turn: Gob\n    do:\n" + _HIT,
        extra=DAZING,
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Warding Strike")]
    assert found.index("fires", owner="Hero") > found.index("turn", combatant="Gob")
    (why,) = found.refused("Warding Strike")
    assert why.startswith("dazed: ") and why.endswith("(when its turn to resolve came)")


def test_R001_04_a_scripted_choice_answers_only_the_reaction_it_is_about(
    tmp_path: Path,
) -> None:
    # The Hero declines Warding Strike; Shield Block, drawn first or second, is not declined
    # by that answer and is used.
    text = scenario(
        "  - {name: Hero, side: a, at: [1, 1], powers: [Warding Strike, Shield Block]}\n"
        "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + _HIT,
    ).replace(
        "script:",
        "choices:\n  - {who: Hero, decide: react, about: Warding Strike, answer: false}\nscript:",
    )
    for seed in range(6):
        found = run(tmp_path, text, seed=seed)
        assert found.fired() == [("Hero", "Shield Block")], seed


AVENGE = """  - name: Avenging Cry
    usage: at-will
    action: immediate reaction
    range: Personal
    trigger: An enemy hits an ally
    effect: You gain 2 temporary hit points.
"""


def test_R001_07_08_a_reaction_to_a_hit_an_interrupt_turned_into_a_miss_is_not_taken(
    tmp_path: Path,
) -> None:
    # The Orc hits the Hero: the Hero's Shield Block interrupts and the attack misses
    # instead (R001-07); the Friend's Avenging Cry, waiting for the end of the attack
    # (R001-08), no longer has its trigger, "an enemy hits an ally": it is not taken, and
    # the Friend's immediate action is its own for the Gob's hit. (It was taken.)
    text = scenario(
        "  - {name: Hero, side: a, at: [1, 1], powers: [Shield Block]}\n"
        "  - {name: Friend, side: a, at: [1, 3], powers: [Avenging Cry]}\n"
        "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n"
        "  - {name: Gob, side: b, at: [2, 2], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + _HIT + "  - turn: Gob\n    do:\n" + _HIT,
        extra=AVENGE,
    )
    for seed in range(4):
        found = run(tmp_path, text, seed=seed)
        assert found.fired() == [("Hero", "Shield Block"), ("Friend", "Avenging Cry")], seed
        assert found.index("fires", reaction="Avenging Cry") > found.index("turn", combatant="Gob")
        (why,) = found.refused("Avenging Cry")
        assert why.startswith("its trigger no longer holds: the attack misses instead"), why


TURNED = """  - name: Guiding Word
    usage: encounter
    action: immediate interrupt
    range: Personal
    trigger: An ally misses an enemy with an attack.
    effect: The triggering ally gains a +2 bonus to the attack roll.
  - name: Warding Glare
    usage: at-will
    action: immediate interrupt
    range: Personal
    trigger: An enemy hits you with a melee attack
    effect: The attack misses.
  - name: Payback
    usage: at-will
    action: immediate reaction
    range: Melee 1
    trigger: An enemy hits you
    effect: You make a melee basic attack against the triggering enemy.
  - name: Gloat
    usage: at-will
    action: immediate reaction
    range: Personal
    trigger: An enemy misses you
    effect: You gain 2 temporary hit points.
  - name: Steady Nerve
    usage: at-will
    action: immediate reaction
    range: Personal
    trigger: An enemy misses an ally
    effect: You gain 2 temporary hit points.
  - name: Avenging Oath
    usage: at-will
    action: immediate reaction
    range: Personal
    trigger: An enemy hits an ally
    effect: You gain 3 temporary hit points.
"""


def _attacked(tmp_path: Path, combatants: str, by: str, at: str, roll: str) -> Run:
    """One melee basic attack by ``by`` at ``at`` with the scripted roll, TURNED's powers."""
    attack = f"{{power: Melee Basic Attack, targets: [{at}], rolls: [{roll}]}}"
    script = f"  - turn: {by}\n    do:\n      - attack: {attack}\n"
    return run(tmp_path, scenario(combatants, script).replace("powers:\n", "powers:\n" + TURNED, 1))


def test_R001_07_08_a_miss_turned_into_a_hit_is_told_and_a_reaction_to_the_hit_taken(
    tmp_path: Path,
) -> None:
    # Guiding Word turns the Ally's miss into a hit: the Orc's Gloat (to the miss) is not
    # taken and gives its immediate action back at once, and the hit is told, so the Orc's
    # Payback (to a hit) is taken (R001-08; it was never a candidate).
    found = _attacked(
        tmp_path,
        "  - {name: Hero, side: a, at: [0, 1], hp: 30, powers: [Guiding Word]}\n"
        "  - {name: Ally, side: a, at: [0, 0], hp: 30, damage: '5'}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 60, powers: [Payback, Gloat]}\n",
        "Ally",
        "Orc",
        "9",
    )
    assert found.fired() == [("Hero", "Guiding Word"), ("Orc", "Payback")]
    assert "its trigger no longer holds: the attack hits instead (R001-07)" in found.refused(
        "Gloat"
    )


def test_R001_07_08_a_hit_turned_into_a_miss_is_told_and_a_reaction_to_the_miss_taken(
    tmp_path: Path,
) -> None:
    # Warding Glare turns the Orc's hit into a miss: the Friend's Avenging Oath (to a hit
    # on an ally) is not taken, and the miss is told, so its Steady Nerve (to a miss) is.
    found = _attacked(
        tmp_path,
        "  - {name: Hero, side: a, at: [0, 0], hp: 30, powers: [Warding Glare]}\n"
        "  - {name: Friend, side: a, at: [0, 2], hp: 30, powers: [Avenging Oath, Steady Nerve]}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 60, damage: '5'}\n",
        "Orc",
        "Hero",
        "hit",
    )
    assert found.fired() == [("Hero", "Warding Glare"), ("Friend", "Steady Nerve")]
    assert found.final("Hero")["hp"] == 30


def test_R001_07_an_interrupt_to_the_hit_told_again_can_still_make_it_miss(
    tmp_path: Path,
) -> None:
    # The miss Guiding Word turned into a hit is told; the Orc's Warding Glare interrupts
    # that hit ("The attack misses"): the attack ends a miss, and no damage is dealt (the
    # trace said "the attack misses" and the Orc took the damage).
    found = _attacked(
        tmp_path,
        "  - {name: Hero, side: a, at: [0, 1], hp: 30, powers: [Guiding Word]}\n"
        "  - {name: Ally, side: a, at: [0, 0], hp: 30, damage: '5'}\n"
        "  - {name: Orc, side: b, at: [1, 0], hp: 60, powers: [Warding Glare]}\n",
        "Ally",
        "Orc",
        "9",
    )
    assert found.fired() == [("Hero", "Guiding Word"), ("Orc", "Warding Glare")]
    assert found.final("Orc")["hp"] == 60
    assert found.entries("damage") == []
