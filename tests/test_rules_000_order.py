"""Seed 000 (the Reaction system) under ``dnd4e-reactions``, R000-07, R000-19 .. R000-26 and
R000-33: when a Reaction resolves and in which order. After the triggering action or, for
an Interrupt, in its middle (square by square, at an attack's break points), preparation
at the end of the turn, the priority order and its random fallback; one test per rule (the
other rules: tests/test_rules_000_*.py).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.dnd4e.engine import simulate
from tests.rules000kit import ORCS, hero, hit, scenario, two_hits
from tests.simkit import Run, run


def test_R000_07_resolves_after_the_triggering_action(tmp_path: Path) -> None:
    found = run(tmp_path, two_hits("Riposte", ", prepared: {power: Riposte}"))
    assert found.index("damage", target="Hero") < found.index("fires", reaction="Riposte")


def test_R000_19_20_interrupts_resolve_mid_action_square_by_square(tmp_path: Path) -> None:
    text = scenario(
        hero("Parry", ", prepared: {power: Parry}")
        + "  - {name: Guard, side: a, at: [2, 0]}\n"
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(damage=9) + "      - move: [[3, 1], [4, 1]]\n",
    )
    found = run(tmp_path, text)
    assert found.final("Hero")["hp"] == 40  # Parry resolved between hit and damage
    # the Hero used its one Reaction of this character turn (R000-10): only the Guard's
    assert found.fired() == [("Hero", "Parry"), ("Guard", "Opportunity Attack")]
    fire = found.index("fires", reaction="Opportunity Attack")
    # the opportunity attack (Interrupt) resolves while the Orc is still in its first square
    assert found.index("step", who="Orc", frm=[2, 1]) > fire


def test_R000_21_the_break_points_of_an_attack(tmp_path: Path) -> None:
    text = scenario(
        hero("Parry", ", prepared: {power: Parry}")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(),
    )
    found = run(tmp_path, text)
    assert any(d.code == "R010" and "R000-21" in d.message for d in found.diagnostics)
    events = [e["event"] for e in found.entries("event") if e["event"] != "initiative.roll"]
    assert events[:5] == ["turn.start", "power.use", "attack.target", "attack.roll", "attack.hit"]


def test_R000_22_preparation_happens_at_the_end_of_the_turn(tmp_path: Path) -> None:
    text = scenario(
        hero("Riposte, Parry", ", prepared: {power: Riposte}") + ORCS,
        "  - turn: Hero\n    do:\n      - prepare: {power: Parry}\n      - shift: [1, 0]\n"
        "  - turn: Orc\n    do:\n" + hit(),
    )
    found = run(tmp_path, text)
    assert found.index("setting", setting="prepare") > found.index("action", action="shift")
    assert found.fired()[-1] == ("Hero", "Parry")


def test_R000_03_22_only_a_limited_reaction_is_prepared(tmp_path: Path) -> None:
    # Grit is Spontaneous (always ready, R000-12): preparing it is refused at its line, and
    # Riposte stays the Limited Reaction prepared (it was taken, and no Limited Reaction
    # was ready that round).
    text = scenario(
        hero("Riposte, Grit", ", prepared: {power: Riposte}") + ORCS,
        "  - turn: Hero\n    do:\n      - prepare: {power: Grit}\n  - turn: Orc\n    do:\n" + hit(),
    )
    found = run(tmp_path, text)
    assert found.codes() == ["R012"]
    problem = found.result.diagnostics[0] if found.result else None
    line = text.splitlines().index("      - prepare: {power: Grit}") + 1
    assert problem is not None and problem.span is not None and problem.span.line == line
    assert problem.message == (
        "Hero cannot prepare Grit: only a Limited Reaction is prepared (R000-03), and Grit "
        "is Spontaneous, always ready (R000-12)"
    )
    assert ("Hero", "Riposte") in found.fired()


def test_R000_03_a_house_prepare_filter_is_said_as_it_is(tmp_path: Path) -> None:
    # A house ruleset preparing only Limited Interrupts refuses a Limited Reaction that is no
    # Interrupt: said by what its filter asks and what the reaction lacks (it said "only a
    # Limited Reaction is prepared, and Riposte is no Reaction under house": both untrue).
    (tmp_path / "house.ruleset.yaml").write_text(
        "counterplay: 1\nname: house\nextends: dnd4e-reactions\n"
        "prepare: {all_of: [limited, interrupt], none_of: [free]}\n",
        encoding="utf-8",
    )
    text = scenario(
        hero("Riposte, Grit") + ORCS,
        "  - turn: Hero\n    do:\n      - prepare: {power: Riposte}\n",
    ).replace("ruleset: dnd4e-reactions", "ruleset: house.ruleset.yaml")
    found = run(tmp_path, text)
    assert found.codes() == ["R012"]
    assert found.result is not None
    assert found.result.diagnostics[0].message == (
        "Hero cannot prepare Riposte: house prepares only a Reaction that is interrupt, "
        "limited and not free (R000-03), and Riposte is not interrupt"
    )


def test_R000_03_13_a_combatant_starts_with_only_what_it_can_prepare_and_disable(
    tmp_path: Path,
) -> None:
    # A sheet preparing a Spontaneous Reaction, or disabling a Limited one, is told at its
    # entry, as the script's `prepare:` and `disable:` are (they were taken: no Limited
    # Reaction ready, and Riposte refused as "disabled by its owner").
    sheet = hero("Riposte, Grit", ", prepared: {power: Grit}, disabled: [Riposte]") + ORCS
    text = scenario(sheet, "  - turn: Orc\n    do:\n" + hit())
    found = run(tmp_path, text)
    assert found.result is None
    told = sorted(
        (d.code, d.span.column if d.span else 0, d.message)
        for d in found.diagnostics
        if d.code in ("R012", "R015")
    )
    assert found.codes() == ["R012", "R015"]
    line = next(s for s in text.splitlines() if "{name: Hero" in s)
    assert told == [
        (
            "R012",
            line.index("Grit}") + 1,
            "Hero cannot prepare Grit: only a Limited Reaction is prepared (R000-03), and Grit "
            "is Spontaneous, always ready (R000-12)",
        ),
        (
            "R015",
            line.index("Riposte]") + 1,
            "only Spontaneous reactions can be disabled or enabled, not 'Riposte' (R000-13)",
        ),
    ]


def test_R000_23_25_priority_order(tmp_path: Path) -> None:
    sheet = run(
        tmp_path,
        scenario(
            hero("Grit, Scowl", ", priority: [Scowl, Grit]") + ORCS,
            "  - turn: Orc\n    do:\n" + hit(),
        ),
    )
    assert sheet.fired() == [("Hero", "Scowl")]  # the sheet's default order (R000-25)
    chosen = run(
        tmp_path,
        scenario(
            hero("Grit, Scowl", ", priority: [Scowl, Grit]") + ORCS,
            "  - turn: Hero\n    do:\n      - priority: [Grit, Scowl]\n"
            "  - turn: Orc\n    do:\n" + hit(),
        ),
        name="b.yaml",
    )
    assert chosen.fired() == [("Hero", "Grit")]  # the player's order (R000-23)


def test_R000_26_the_random_fallback(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(
        scenario(
            hero("Shove Off", ", prepared: {power: Shove Off}")
            + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
            "  - turn: Orc\n    do:\n" + hit(),
            map_="  ......\n  ......\n  ....^.\n  ......\n",
        ),
        encoding="utf-8",
    )
    encounter, _ = load_scenario(path)
    assert encounter is not None
    ruleset = dataclasses.replace(encounter.ruleset, decisions="random")
    choices = set()
    for seed in range(10):
        encounter, _ = load_scenario(path)
        assert encounter is not None
        encounter.ruleset = ruleset
        found = Run(simulate(encounter, seed), [])
        decision = found.entries("decision")[-1]
        assert decision["why"] == "at random (R000-26)"
        choices.add(tuple(decision["choice"]))
    # the guidelines would always take the dangerous square (R000-27); at random, not so
    assert len(choices) > 2 and choices - {(4, 2)}


def test_R000_33_same_character_triggers_in_random_order(tmp_path: Path) -> None:
    text = scenario(hero("Grit, Scowl") + ORCS, "  - turn: Orc\n    do:\n" + hit())
    firsts = {run(tmp_path, text, seed=s, name=f"{s}.yaml").fired()[0][1] for s in range(12)}
    assert firsts == {"Grit", "Scowl"}
    assert run(tmp_path, text, seed=5).trace == run(tmp_path, text, seed=5).trace


def test_R000_23_priority_holds_across_the_targets_of_one_attack(tmp_path: Path) -> None:
    extra = (
        "  - name: Blast\n    usage: at-will\n    action: standard action\n"
        "    range: Close burst 1\n    attack: Strength vs. AC\n    hit: 1[W] damage.\n"
        "  - name: Wince\n    usage: at-will\n    action: immediate reaction\n"
        "    reaction: [reaction, spontaneous]\n    trigger: An enemy hits an ally\n"
        "    effect: You gain 2 temporary hit points.\n"
    )
    text = scenario(
        hero("Grit, Wince", ", priority: [Grit, Wince]")
        + "  - {name: Ally, side: a, at: [3, 1], hp: 40}\n"
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80, powers: [Blast]}\n",
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Blast, targets: [Ally, Hero], rolls: [hit, hit], damage: 1}\n",
    ).replace("ops:  #", extra + "ops:  #")
    found = run(tmp_path, text)
    # Wince triggered first (the Ally was hit first), but Grit comes first in priority
    assert found.fired() == [("Hero", "Grit")]
    assert found.refused("Wince")[-1].startswith("gives way to Grit")


def test_R000_13_23_24_46_the_opportunity_attack_can_be_disabled_and_ordered(
    tmp_path: Path,
) -> None:
    leave = "  - turn: Orc\n    do:\n      - move: [[3, 1]]\n"
    guard = hero("Grit", ", disabled: [Opportunity Attack]") + ORCS
    found = run(tmp_path, scenario(guard, leave))
    assert found.codes() == []
    assert found.refused("Opportunity Attack") == ["disabled by its owner (R000-13)"]
    # disabled and enabled again on the owner's own turn (R000-13, R000-24)
    script = (
        "  - turn: Hero\n    do:\n      - enable: [Opportunity Attack]\n"
        "      - priority: [Opportunity Attack, Grit]\n" + leave
    )
    found = run(tmp_path, scenario(guard, script), name="b.yaml")
    assert found.codes() == [] and found.fired() == [("Hero", "Opportunity Attack")]
    ranked = hero("Grit", ", priority: [Opportunity Attack]") + ORCS
    found = run(tmp_path, scenario(ranked, leave), name="c.yaml")
    assert found.codes() == [] and found.fired() == [("Hero", "Opportunity Attack")]


def test_the_timeline_says_fires_only_for_what_fires(tmp_path: Path) -> None:
    text = scenario(hero("Grit, Scowl") + ORCS, "  - turn: Orc\n    do:\n" + hit())
    for seed in range(4):
        found = run(tmp_path, text, seed=seed, name=f"{seed}.yaml")
        said = [(e["owner"], e["reaction"]) for e in found.entries("candidate") if e["fires"]]
        assert said == found.fired() and len(said) == 1


def test_R000_20_an_interrupt_on_the_second_square_stops_the_move_there(tmp_path: Path) -> None:
    trip = (
        "  - name: Tripwire\n    usage: at-will\n    action: immediate interrupt\n"
        "    reaction: [interrupt, reaction]\n"
        "    trigger: An enemy enters a square adjacent to you\n"
        "    effect: The target falls prone.\n"
    )
    text = scenario(
        "  - {name: Guard, side: a, at: [5, 1], powers: [Tripwire], prepared: {power: Tripwire}}\n"
        "  - {name: Orc, side: b, at: [2, 3], hp: 80}\n",
        "  - turn: Orc\n    do:\n      - move: [[3, 2], [4, 2], [5, 3]]\n",
    ).replace("ops:  #", trip + "ops:  #")
    found = run(tmp_path, text)
    assert found.fired() == [("Guard", "Tripwire")]
    # the second square's break point: the Orc falls prone there and its move stops
    assert found.final("Orc")["at"] == [4, 2] and "prone" in found.final("Orc")["conditions"]


BRACE = (
    "  - name: Brace\n    usage: at-will\n    action: immediate interrupt\n"
    "    reaction: [reaction, spontaneous, interrupt]\n    trigger: You take damage\n"
    "    effect: You gain 5 temporary hit points.\n"
)


def test_R000_23_a_queued_reaction_gives_way_to_a_later_interrupt_before_it(
    tmp_path: Path,
) -> None:
    # Grit (after the attack) is triggered by the hit, Brace (an Interrupt) by the damage;
    # one of them this character turn (R000-10): the one first in the Hero's priority,
    # whether the later one waits for the end of the action or interrupts it. (An
    # Interrupt never made a queued reaction give way.)
    def fight(priority: str) -> Run:
        text = scenario(
            hero("Grit, Brace", f", priority: [{priority}]") + ORCS,
            "  - turn: Orc\n    do:\n" + hit(damage=4),
        ).replace("ops:  #", BRACE + "ops:  #")
        return run(tmp_path, text, name=f"{priority}.yaml")

    found = fight("Brace, Grit")
    assert found.fired() == [("Hero", "Brace")]
    assert found.refused("Grit") == ["gives way to Brace, before it in Hero's priority (R000-23)"]
    found = fight("Grit, Brace")
    assert found.fired() == [("Hero", "Grit")]
    assert found.refused("Brace") == ["already used a Reaction this character turn (R000-10)"]
