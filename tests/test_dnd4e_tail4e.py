"""4E runtime: recharge powers spent and rolled for (4E's rule), a second interrupt to a hit
an earlier one turned into a miss (R001-07), and the triggering enemy of a bloodied trigger."""

from __future__ import annotations

from pathlib import Path

from tests.simkit import run

HEAD = "counterplay: 1\nruleset: dnd4e\nsize: [10, 10]\n"

POWERS = """powers:
  - name: Tail Lash
    usage: recharge
    recharge: 5
    action: free action
    range: Personal
    trigger: An enemy hits you
    effect: You gain 3 temporary hit points.
  - name: Sudden Fury
    usage: recharge
    recharge: when first bloodied
    action: free action
    range: Personal
    trigger: An enemy hits you
    effect: You gain 4 temporary hit points.
  - name: Stone Guard
    usage: at-will
    action: immediate interrupt
    range: Personal
    trigger: You are hit by a melee attack
    effect: The attack misses.
  - name: Warden's Step
    usage: at-will
    action: immediate interrupt
    range: Personal
    trigger: An enemy hits an ally
    effect: You gain 2 temporary hit points.
  - name: Bitter Riposte
    usage: at-will
    action: immediate reaction
    range: Melee 1
    trigger: You are bloodied by an enemy's attack
    attack: Strength vs. AC
    hit: 5 damage.
"""


def _hit(target: str, damage: int = 1) -> str:
    return (
        f"      - attack: {{power: Melee Basic Attack, targets: [{target}], rolls: [hit], "
        f"damage: {damage}}}\n"
    )


def scenario(combatants: str, script: str) -> str:
    return f"{HEAD}{POWERS}combatants:\n{combatants}script:\n{script}"


DRAKE = (
    "  - {name: Drake, side: b, at: [1, 1], hp: 60, powers: [Tail Lash]}\n"
    "  - {name: Hero, side: a, at: [2, 1], hp: 60}\n"
    "  - {name: Ally, side: a, at: [1, 2], hp: 60}\n"
)


def test_a_recharge_power_once_used_is_spent_until_its_recharge_roll(tmp_path: Path) -> None:
    # Two hits in one round, then one the next: Tail Lash answers the first only; at the
    # start of the Drake's turn a d6 is rolled; on 5 or 6 it is regained, else not.
    script = (
        "  - turn: Drake\n"
        "  - turn: Hero\n    do:\n"
        + _hit("Drake")
        + "  - turn: Ally\n    do:\n"
        + _hit("Drake")
        + "  - turn: Drake\n  - turn: Hero\n    do:\n"
        + _hit("Drake")
    )
    seen = set()
    for seed in range(12):
        found = run(tmp_path, scenario(DRAKE, script), seed=seed)
        assert found.codes() == [], seed
        (rolled,) = [e for e in found.entries("recharge") if e["power"] == "Tail Lash"]
        assert rolled["combatant"] == "Drake" and rolled["needs"] == 5
        regained = rolled["roll"] >= 5
        assert rolled["regained"] is regained
        fired = [r for who, r in found.fired() if who == "Drake"]
        assert fired == ["Tail Lash"] * (2 if regained else 1), (seed, rolled)
        refused = found.refused("Tail Lash")
        assert len(refused) == (1 if regained else 2)  # the Ally's hit, and the Hero's 2nd
        for why in refused:
            assert "Tail Lash is expended" in why and "recharge 5" in why, why
        seen.add(regained)
    assert seen == {True, False}  # both outcomes came up over the seeds


def test_a_recharge_roll_is_shown_in_the_timeline(tmp_path: Path) -> None:
    from counterplay.runtime.dnd4e.trace import render_text

    script = "  - turn: Drake\n  - turn: Hero\n    do:\n" + _hit("Drake") + "  - turn: Drake\n"
    found = run(tmp_path, scenario(DRAKE, script), seed=1)
    text = render_text(found.trace)
    (line,) = [ln for ln in text.splitlines() if "recharge" in ln and "rolls" in ln]
    assert "Drake rolls to recharge Tail Lash (5 or higher): " in line, line


def test_an_unspent_recharge_power_is_not_rolled_for(tmp_path: Path) -> None:
    script = "  - turn: Drake\n  - turn: Hero\n  - turn: Drake\n"
    found = run(tmp_path, scenario(DRAKE, script))
    assert found.entries("recharge") == []


def test_a_power_that_recharges_when_first_bloodied_is_regained_then(tmp_path: Path) -> None:
    # Spent on the first hit; refused on the second and third (expended; no d6 is rolled
    # for it at the Drake's turns); the third bloodies the Drake: Sudden Fury recharges,
    # and answers the fourth.
    people = (
        "  - {name: Drake, side: b, at: [1, 1], hp: 40, powers: [Sudden Fury]}\n"
        "  - {name: Hero, side: a, at: [2, 1], hp: 60}\n"
        "  - {name: Ally, side: a, at: [1, 2], hp: 60}\n"
    )
    script = (
        "  - turn: Hero\n    do:\n" + _hit("Drake") + "  - turn: Drake\n"
        "  - turn: Ally\n    do:\n"
        + _hit("Drake")
        + "  - turn: Hero\n    do:\n"
        + _hit("Drake", 25)
        + "  - turn: Drake\n  - turn: Ally\n    do:\n"
        + _hit("Drake")
    )
    found = run(tmp_path, scenario(people, script))
    assert found.codes() == []
    assert [r for _, r in found.fired()] == ["Sudden Fury", "Sudden Fury"]
    refused = found.refused("Sudden Fury")
    assert len(refused) == 2
    assert all("Sudden Fury is expended" in why and "first bloodied" in why for why in refused)
    (recharged,) = found.entries("recharge")
    assert recharged["why"] == "first bloodied" and recharged["regained"] is True
    assert found.index("fires", reaction="Sudden Fury") < found.index("recharge")


def test_a_second_interrupt_to_a_hit_the_first_turned_into_a_miss_is_refused(
    tmp_path: Path,
) -> None:
    # The Orc hits the Hero: the Hero's Stone Guard (first in initiative order from the
    # Orc's turn) makes the attack miss; the Friend's Warden's Step, an interrupt to the
    # same hit, comes to resolve after it: no enemy hits an ally any more (R001-07).
    people = (
        "  - {name: Hero, side: a, at: [1, 1], powers: [Stone Guard]}\n"
        "  - {name: Friend, side: a, at: [1, 3], powers: [Warden's Step]}\n"
        "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n"
    )
    found = run(tmp_path, scenario(people, "  - turn: Orc\n    do:\n" + _hit("Hero")))
    assert found.fired() == [("Hero", "Stone Guard")]
    (why,) = found.refused("Warden's Step")
    assert why.startswith("its trigger no longer holds: the attack misses instead"), why
    assert found.final("Hero")["hp"] == found.final("Hero")["max_hp"]  # it missed


def test_a_bloodied_trigger_attacks_the_enemy_whose_attack_bloodied(tmp_path: Path) -> None:
    people = (
        "  - {name: Hero, side: a, at: [1, 1], hp: 20, powers: [Bitter Riposte]}\n"
        "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n"
    )
    script = "  - turn: Orc\n    do:\n" + _hit("Hero", 12)
    found = run(tmp_path, scenario(people, script))
    assert found.fired() == [("Hero", "Bitter Riposte")]
    (roll,) = [e for e in found.entries("roll") if e["attacker"] == "Hero"]
    assert roll["target"] == "Orc"
    # "You become bloodied" names no one who caused it: no triggering enemy, said so
    plain = scenario(people, script).replace(
        "trigger: You are bloodied by an enemy's attack", "trigger: You become bloodied"
    )
    found = run(tmp_path, plain, name="plain.yaml")
    assert found.fired() == [("Hero", "Bitter Riposte")]
    assert [e for e in found.entries("roll") if e["attacker"] == "Hero"] == []
    notes = [e["text"] for e in found.entries("note")]
    assert "Bitter Riposte makes no attack: no triggering creature" in notes


def test_a_scripted_recharge_roll_is_used_instead_of_the_die(tmp_path: Path) -> None:
    for die, fired in ((4, 1), (5, 2)):
        script = (
            "  - turn: Drake\n  - turn: Hero\n    do:\n"
            + _hit("Drake")
            + f"  - turn: Drake\n    recharges: {{Tail Lash: {die}}}\n"
            + "  - turn: Hero\n    do:\n"
            + _hit("Drake")
        )
        for seed in range(4):
            found = run(tmp_path, scenario(DRAKE, script), seed=seed)
            assert found.codes() == []
            (rolled,) = found.entries("recharge")
            assert (rolled["roll"], rolled["scripted"]) == (die, True)
            assert found.fired() == [("Drake", "Tail Lash")] * fired, (die, seed)


def test_a_scripted_recharge_roll_nothing_rolls_for_is_reported_where_it_is(
    tmp_path: Path,
) -> None:
    # Tail Lash is not expended at the Drake's first turn: no roll is made for it.
    text = scenario(DRAKE, "  - turn: Drake\n    recharges: {Tail Lash: 6}\n")
    found = run(tmp_path, text)
    assert found.codes() == ["R012"]
    assert found.result is not None
    (problem,) = found.result.diagnostics
    assert "no recharge roll for 'Tail Lash' at the start of Drake's turn" in problem.message
    line = next(i for i, ln in enumerate(text.splitlines(), 1) if "recharges:" in ln)
    assert problem.span is not None and problem.span.line == line


def test_a_reaction_attack_with_no_triggering_creature_says_why_it_makes_none(
    tmp_path: Path,
) -> None:
    text = (
        HEAD + "powers:\n  - name: Dawn Strike\n    usage: at-will\n    action: free action\n"
        "    range: Melee 1\n    trigger: You start your turn\n"
        "    attack: Strength vs. AC\n    hit: 5 damage.\n"
        "combatants:\n  - {name: Hero, side: a, at: [1, 1], powers: [Dawn Strike]}\n"
        "  - {name: Orc, side: b, at: [2, 1]}\nscript:\n  - turn: Hero\n"
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Dawn Strike")]
    notes = [e["text"] for e in found.entries("note")]
    assert "Dawn Strike makes no attack: no triggering creature" in notes


def test_a_scripted_decline_of_a_reaction_refused_first_says_it_came_up(
    tmp_path: Path,
) -> None:
    # Brace takes the Hero's immediate action at the targeting; Warding Strike, at the
    # hit, is refused by the limit before its owner is asked: the decline was not needed.
    text = (
        HEAD + "powers:\n  - name: Brace\n    usage: at-will\n    action: immediate interrupt\n"
        "    range: Personal\n    trigger: An enemy attacks you\n"
        "    effect: You gain 2 temporary hit points.\n"
        "  - name: Warding Strike\n    usage: at-will\n    action: immediate reaction\n"
        "    range: Melee 1\n    trigger: An enemy hits you\n"
        "    effect: You make a melee basic attack against the triggering enemy.\n"
        "combatants:\n  - {name: Hero, side: a, at: [1, 1], powers: [Brace, Warding Strike]}\n"
        "  - {name: Orc, side: b, at: [2, 1]}\n"
        "choices:\n  - {who: Hero, decide: react, about: Warding Strike, answer: false}\n"
        "script:\n  - turn: Orc\n    do:\n" + _hit("Hero")
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Brace")]
    assert found.codes() == ["R019"]
    assert found.result is not None
    (said,) = [d.message for d in found.result.diagnostics if d.code == "R019"]
    assert "never came up" not in said
    assert said == (
        "the scripted choice react (Warding Strike) of Hero was not needed: Warding Strike "
        "came up, but was refused before Hero was asked: immediate action already taken "
        "this round (R001-06)"
    )


def test_an_encounter_power_used_on_its_owners_turn_is_no_reaction_later(
    tmp_path: Path,
) -> None:
    # Stern Rebuke, a free action, is used as the Hero's attack on its turn: expended, it
    # does not answer the Orc's hit afterwards (it did: the limit counted reactions only).
    text = (
        HEAD + "powers:\n  - name: Stern Rebuke\n    usage: encounter\n"
        "    action: free action\n    range: Melee 1\n    trigger: An enemy hits you\n"
        "    attack: Strength vs. AC\n    hit: 5 damage.\n"
        "combatants:\n  - {name: Hero, side: a, at: [1, 1], powers: [Stern Rebuke]}\n"
        "  - {name: Orc, side: b, at: [2, 1], hp: 80}\nscript:\n"
        "  - turn: Hero\n    do:\n"
        "      - attack: {power: Stern Rebuke, targets: [Orc], rolls: [hit], damage: 3}\n"
        "  - turn: Orc\n    do:\n" + _hit("Hero")
    )
    found = run(tmp_path, text)
    assert found.codes() == []
    assert found.fired() == []
    (why,) = found.refused("Stern Rebuke")
    assert why == "Stern Rebuke is expended (an encounter power: once an encounter)"


def test_a_critical_hit_an_interrupt_made_a_miss_triggers_nothing_as_a_critical(
    tmp_path: Path,
) -> None:
    """An interrupt at the hit makes it miss (R001-07): the critical hit is not told after
    it, so an ally's interrupt to "scores a critical hit" is not taken (its encounter power
    was spent on a hit that never happened)."""
    text = HEAD + (
        "powers:\n"
        "  - name: Stone Guard\n    usage: at-will\n    action: immediate interrupt\n"
        "    range: Personal\n    trigger: You are hit by a melee attack\n"
        "    effect: The attack misses.\n"
        "  - name: Crit Ward\n    usage: encounter\n    action: immediate interrupt\n"
        "    range: Personal\n    trigger: An enemy scores a critical hit against an ally\n"
        "    effect: You gain 2 temporary hit points.\n"
        "combatants:\n"
        "  - {name: Hero, side: a, at: [1, 1], powers: [Stone Guard]}\n"
        "  - {name: Friend, side: a, at: [1, 3], powers: [Crit Ward]}\n"
        "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n"
        "script:\n  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [critical]}\n"
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Stone Guard")]
    assert found.final("Friend").get("temp_hp", 0) == 0


def test_a_recharge_number_no_d6_face_has_is_not_rolled_for(tmp_path: Path) -> None:
    # "recharge: 9" was rolled for ("(6): 6 - still expended", then "recharge 9"): a number
    # that is no face of a d6 is said as not modelled, and no roll is made.
    script = "  - turn: Drake\n  - turn: Hero\n    do:\n" + _hit("Drake") + "  - turn: Drake\n"
    script += "  - turn: Hero\n    do:\n" + _hit("Drake")
    found = run(tmp_path, scenario(DRAKE, script).replace("recharge: 5", "recharge: 9"))
    assert found.entries("recharge") == []
    (why,) = found.refused("Tail Lash")
    assert why == "Tail Lash is expended (it recharges '9': not modelled, it stays expended)"
