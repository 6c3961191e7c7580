"""Seed 000 (the Reaction system) under ``dnd4e-reactions``, one test per rule."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

from counterplay.compiler.rulesets import load_ruleset
from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.dnd4e import decisions
from counterplay.runtime.dnd4e.engine import simulate
from counterplay.runtime.reaction import Reaction
from tests.simkit import Run, run

HEAD = "counterplay: 1\nruleset: dnd4e-reactions\n"

POWERS = """
powers:
  - name: Riposte            # Limited: must be prepared
    usage: at-will
    action: immediate reaction
    reaction: [reaction]
    trigger: An enemy hits you
    effect: You make a melee basic attack against the triggering enemy.
  - name: Parry              # Limited interrupt
    usage: at-will
    action: immediate interrupt
    reaction: [reaction, interrupt]
    trigger: You are hit by a melee attack
    effect: The attack misses.
  - name: Grit               # Spontaneous
    usage: at-will
    action: immediate reaction
    reaction: [reaction, spontaneous]
    trigger: An enemy hits you
    effect: You gain 3 temporary hit points.
  - name: Scowl              # Spontaneous
    usage: at-will
    action: immediate reaction
    reaction: [reaction, spontaneous]
    trigger: An enemy hits you
    effect: You gain 2 temporary hit points.
  - name: Shrug              # Spontaneous, Free
    usage: at-will
    action: free action
    reaction: [reaction, spontaneous, free]
    trigger: An enemy hits you
    effect: You gain 1 temporary hit point.
  - name: Again              # Spontaneous, Repeatable
    usage: at-will
    action: opportunity action
    reaction: [reaction, spontaneous, repeatable]
    trigger: An enemy hits you
    effect: You gain 4 temporary hit points.
  - name: Follow Through     # Personal
    usage: at-will
    action: free action
    reaction: [reaction, personal]
    trigger: You hit an enemy
    effect: You push the target 1 square.
  - name: Second Wind Reflex # Spontaneous (becomes bloodied)
    usage: encounter
    action: free action
    reaction: [reaction, spontaneous, free]
    trigger: You become bloodied
    effect: You regain 5 hit points.
  - name: Shove Off          # Limited: push the triggering enemy
    usage: at-will
    action: immediate reaction
    reaction: [reaction]
    trigger: An enemy hits you
    effect: You push the target 2 squares.
  - name: Fall Back          # Limited: move
    usage: at-will
    action: immediate reaction
    reaction: [reaction]
    trigger: An enemy hits you
    effect: You shift 2 squares.
ops:  # the effect grammar does not read "1 temporary hit point" (singular) yet
  Shrug: {effect: [{op: temp_hp, amount: 1, target: self}]}
"""

HIT = "      - attack: {{power: Melee Basic Attack, targets: [{0}], rolls: [hit], damage: {1}}}\n"


def hit(target: str = "Hero", damage: int = 1) -> str:
    return HIT.format(target, damage)


def scenario(combatants: str, script: str, extra: str = "", map_: str | None = None) -> str:
    grid = f"map: |\n{map_}" if map_ else "size: [10, 10]\n"
    return f"{HEAD}{grid}{POWERS}{extra}combatants:\n{combatants}script:\n{script}"


HERO = "  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [{0}]{1}}}\n"
ORCS = (
    "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n  - {name: Gob, side: b, at: [1, 2], hp: 80}\n"
)


def hero(powers: str, more: str = "") -> str:
    return HERO.format(powers, more)


def two_hits(powers: str, more: str = "") -> str:
    """The Hero is hit on the Orc's turn and on the Gob's turn (one round)."""
    return scenario(
        hero(powers, more) + ORCS,
        "  - turn: Orc\n    do:\n" + hit() + "  - turn: Gob\n    do:\n" + hit(),
    )


def test_R000_01_03_05_one_prepared_limited_reaction_per_round(tmp_path: Path) -> None:
    found = run(tmp_path, two_hits("Riposte, Parry", ", prepared: {power: Riposte}"))
    assert found.fired() == [("Hero", "Riposte")]  # automatic: no input (R000-05)
    assert found.refused("Riposte") == ["Limited Reaction already used this round (R000-01)"]
    assert set(found.refused("Parry")) == {"not the prepared Limited Reaction (R000-03)"}


def test_R000_02_reactions_only_on_other_characters_turns(tmp_path: Path) -> None:
    text = scenario(
        hero("Second Wind Reflex") + "  - {name: Orc, side: b, at: [5, 5]}\n",
        "  - turn: Hero\n    do:\n      - move: [[0, 0]]\n",
        extra="dangerous_damage: 25\n",
        map_="  ^.....\n  ......\n  ......\n  ......\n  ......\n  ......\n",
    )
    found = run(tmp_path, text)
    assert found.final("Hero")["hp"] == 15  # bloodied by dangerous terrain on its own turn
    assert found.refused("Second Wind Reflex") == [
        "Reactions are used only during other characters' turns (R000-02)"
    ]


def test_R000_04_43_only_the_allowed_restrictions(tmp_path: Path) -> None:
    text = two_hits("Riposte", ", prepared: {power: Riposte, restrictions: {on_tuesdays: true}}")
    found = run(tmp_path, text)
    assert found.result is None and found.codes() == ["R007"]
    ruleset, _ = load_ruleset("dnd4e-reactions")
    assert ruleset is not None
    assert sorted(ruleset.restrictions) == [
        "forced_away",
        "forced_toward",
        "move_away",
        "move_toward",
        "only_non_minions",
        "only_while_bloodied",
    ]


def test_R000_06_a_reaction_never_triggers_reactions(tmp_path: Path) -> None:
    # The Hero's Riposte (a Reaction) bloodies the Orc; the Orc's Spontaneous "becomes
    # bloodied" reaction does not fire.
    text = scenario(
        hero("Riposte", ", prepared: {power: Riposte}, damage: '20'")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 30, powers: [Second Wind Reflex]}\n",
        "  - turn: Orc\n    do:\n" + hit(),
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Riposte")]
    assert found.refused("Second Wind Reflex") == [
        "a Reaction never triggers further Reactions (R000-06)"
    ]


def test_R000_07_resolves_after_the_triggering_action(tmp_path: Path) -> None:
    found = run(tmp_path, two_hits("Riposte", ", prepared: {power: Riposte}"))
    assert found.index("damage", target="Hero") < found.index("fires", reaction="Riposte")


def test_R000_08_27_29_forced_movement_decided_by_the_guidelines(tmp_path: Path) -> None:
    text = scenario(
        hero("Shove Off", ", prepared: {power: Shove Off}")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(),
        map_="  ......\n  ......\n  ....^.\n  ......\n",
    )
    found = run(tmp_path, text)
    decision = found.entries("decision")[-1]
    assert decision["why"] == "into dangerous terrain (R000-27)"
    assert decision["choice"] == [4, 2]
    # without dangerous terrain: the maximum distance (R000-29)
    found = run(tmp_path, text.replace("....^.", "......"), name="b.yaml")
    decision = found.entries("decision")[-1]
    assert decision["why"] == "maximum distance (R000-29)"
    assert max(abs(decision["choice"][0] - 1), abs(decision["choice"][1] - 1)) == 3


def test_R000_28_forced_movement_prefers_flanked_and_not_flanking(tmp_path: Path) -> None:
    text = scenario(
        hero("Shove Off", ", prepared: {power: Shove Off}")
        + "  - {name: Ally, side: a, at: [4, 0]}\n"
        + "  - {name: Friend, side: a, at: [4, 2]}\n"
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(),
    )
    found = run(tmp_path, text)
    decision = found.entries("decision")[-1]
    assert decision["why"] == "flanked and not flanking (R000-28)"
    assert decision["choice"] == [4, 1]


def test_R000_30_32_movement_avoids_provoking_and_goes_far(tmp_path: Path) -> None:
    text = scenario(
        hero("Fall Back", ", prepared: {power: Fall Back}")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(),
        map_="  ......\n  ......\n  ......\n  ^^^^^^\n",
    )
    for seed in range(6):
        found = run(tmp_path, text, seed=seed, name=f"{seed}.yaml")
        decision = found.entries("decision")[-1]
        assert decision["why"] == "maximum distance (R000-32)"
        # never into dangerous terrain, though half the farthest squares are (R000-30)
        assert decision["choice"][1] != 3
        x, y = decision["choice"]
        assert max(abs(x - 1), abs(y - 1)) == 2  # as far as the shift of 2 goes (R000-32)
        assert found.fired() == [("Hero", "Fall Back")]  # a shift: no opportunity attack


def test_R000_30_movement_never_takes_a_path_that_would_provoke(tmp_path: Path) -> None:
    # The only way into the lower row is the gap next to the Orc: leaving it would provoke,
    # so [3, 2], as far as [5, 0] (5 squares), is no valid destination (R000-30).
    dash = (
        "  - name: Dash Away\n    usage: at-will\n    action: immediate reaction\n"
        "    reaction: [reaction]\n    trigger: An enemy hits you\n"
        "    effect: You move 5 squares.\n"
    )
    text = scenario(
        "  - {name: Hero, side: a, at: [0, 0], hp: 40, powers: [Dash Away],"
        " prepared: {power: Dash Away}}\n"
        "  - {name: Orc, side: b, at: [4, 2], hp: 80}\n"
        "  - {name: Archer, side: b, at: [6, 2], hp: 80}\n",
        "  - turn: Archer\n    do:\n      - attack: {power: Ranged Basic Attack,"
        " targets: [Hero], rolls: [hit], damage: 1}\n",
        map_="  .......\n  ###.###\n  .......\n",
    ).replace("ops:  #", dash + "ops:  #")
    for seed in range(8):
        found = run(tmp_path, text, seed=seed, name=f"{seed}.yaml")
        assert found.fired() == [("Hero", "Dash Away")]
        x, y = found.entries("decision")[-1]["choice"]
        assert y < 2 and found.final("Hero")["at"] == [x, y]


def test_R000_31_movement_prefers_flanking_and_not_flanked(tmp_path: Path) -> None:
    text = scenario(
        hero("Fall Back", ", prepared: {power: Fall Back}")
        + "  - {name: Ally, side: a, at: [3, 1]}\n"
        + "  - {name: Orc, side: b, at: [2, 2], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(),
    )
    decision = run(tmp_path, text).entries("decision")[-1]
    assert decision == {**decision, "why": "flanking and not flanked (R000-31)", "choice": [1, 3]}


def test_R000_09_12_spontaneous_needs_no_preparation_and_does_not_count(tmp_path: Path) -> None:
    found = run(tmp_path, two_hits("Riposte, Grit", ", prepared: {power: Riposte}"))
    # Orc's turn: Riposte (Limited) and Grit both trigger; one per character turn (R000-10)
    # lets one fire; on the Gob's turn Grit fires although Riposte used the round's Limited.
    assert ("Hero", "Grit") in found.fired() and ("Hero", "Riposte") in found.fired()


def test_R000_10_one_reaction_per_character_turn(tmp_path: Path) -> None:
    text = scenario(
        hero("Grit, Scowl", ", priority: [Grit, Scowl]") + ORCS, "  - turn: Orc\n    do:\n" + hit()
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Grit")]
    assert "already used a Reaction this character turn (R000-10)" in found.refused("Scowl")[0]


def test_R000_11_16_each_power_once_per_round_unless_repeatable(tmp_path: Path) -> None:
    found = run(tmp_path, two_hits("Grit"))
    assert found.fired() == [("Hero", "Grit")]
    assert found.refused("Grit") == [
        "this Reaction power was already used this round (R000-11; only Repeatable ignores it,"
        " R000-16)"
    ]
    found = run(tmp_path, two_hits("Again"), name="again.yaml")
    assert found.fired() == [("Hero", "Again"), ("Hero", "Again")]
    # Repeatable, but still once per character turn (R000-16, R000-10): two hits in one
    # turn, one use
    twice = scenario(
        hero("Again") + ORCS,
        "  - turn: Orc\n    do:\n" + hit() + "      - action_point\n" + hit(),
    )
    found = run(tmp_path, twice, name="twice.yaml")
    assert found.fired() == [("Hero", "Again")]
    assert found.refused("Again") == ["already used a Reaction this character turn (R000-10)"]


def test_R000_13_24_disable_and_enable_spontaneous_reactions(tmp_path: Path) -> None:
    text = scenario(
        hero("Grit, Riposte") + ORCS,
        "  - turn: Hero\n    do:\n      - disable: [Grit]\n"
        "  - turn: Orc\n    do:\n" + hit() + "  - turn: Gob\n    do:\n" + hit() + ""
        "  - turn: Hero\n    do:\n      - enable: [Grit]\n      - disable: [Riposte]\n"
        "  - turn: Orc\n    do:\n" + hit(),
    )
    found = run(tmp_path, text)
    assert found.refused("Grit")[:2] == ["disabled by its owner (R000-13)"] * 2
    assert found.fired() == [("Hero", "Grit")]
    assert found.codes() == ["R015"]  # Riposte is not Spontaneous


def test_R000_14_15_one_free_reaction_on_top_of_the_non_free_one(tmp_path: Path) -> None:
    text = scenario(
        hero("Grit, Shrug, Second Wind Reflex") + ORCS, "  - turn: Orc\n    do:\n" + hit(damage=25)
    )
    found = run(tmp_path, text)
    # Grit (non-Free) and Shrug (Free) both fire on the Orc's turn; Second Wind Reflex,
    # a second Free one in the same character turn, does not.
    assert sorted(found.fired()) == [("Hero", "Grit"), ("Hero", "Shrug")]
    (why,) = found.refused("Second Wind Reflex")
    assert why.startswith("already used a Free Reaction this character turn (R000-15)")


def test_R000_17_18_personal_only_on_your_turn_and_your_actions(tmp_path: Path) -> None:
    text = scenario(
        hero("Follow Through", ", prepared: {power: Follow Through}")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n"
        + "  - {name: Friend, side: a, at: [3, 2], powers: [Follow Through]}\n",
        "  - turn: Hero\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 1}\n",
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Follow Through")]
    assert found.final("Orc")["at"] != [2, 1]


def test_R000_18_personal_reactions_ignore_other_peoples_actions(tmp_path: Path) -> None:
    # the Friend's Follow Through "You hit an enemy" does not match the Hero's hit at all
    text = scenario(
        hero("Follow Through", ", prepared: {power: Follow Through}")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n"
        + "  - {name: Friend, side: a, at: [3, 2], powers: [Follow Through]}\n",
        "  - turn: Friend\n    do:\n      - move: [[3, 1]]\n"
        "  - turn: Hero\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 1}\n",
    )
    found = run(tmp_path, text)
    assert [f for f in found.fired() if f[1] == "Follow Through"] == [("Hero", "Follow Through")]


def test_R000_17_personal_refused_on_others_turns(tmp_path: Path) -> None:
    text = scenario(
        hero("Follow Through", ", prepared: {power: Riposte}").replace(
            "powers: [Follow Through]", "powers: [Follow Through, Riposte]"
        )
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(),
    )
    found = run(tmp_path, text)
    # Riposte's basic attack hits the Orc on the Orc's turn: a Reaction's event never
    # triggers (R000-06); and an ordinary hit on another's turn is refused by R000-17.
    assert found.fired() == [("Hero", "Riposte")]
    assert found.refused("Follow Through") in (
        ["a Reaction never triggers further Reactions (R000-06)"],
        [],
    )


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


def test_R000_34_a_random_valid_target(tmp_path: Path) -> None:
    text = scenario(
        hero("Second Wind Reflex")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n"
        + "  - {name: Gob, side: b, at: [0, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(damage=25),
        extra="",
    ).replace(
        "trigger: You become bloodied\n    effect: You regain 5 hit points.",
        "trigger: You become bloodied\n    effect: You push the target 1 square.",
    )
    chosen = set()
    for seed in range(10):
        found = run(tmp_path, text, seed=seed, name=f"{seed}.yaml")
        decision = [d for d in found.entries("decision") if d["what"] == "target"]
        assert decision and "R000-34" in decision[0]["why"]
        chosen.add(decision[0]["choice"])
    assert chosen == {"Orc", "Gob"}


def test_R000_35_the_default_basic_attack(tmp_path: Path) -> None:
    extra_power = (
        "  - name: Heavy Blow\n    usage: at-will\n    action: standard action\n"
        "    range: Melee weapon\n    attack: Strength vs. AC\n    hit: 2[W] damage.\n"
    )
    base = scenario(
        hero(
            "Riposte, Heavy Blow",
            ", prepared: {power: Riposte}, basic_attacks: [Melee Basic Attack, Heavy Blow]",
        )
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(),
    ).replace("ops:  #", extra_power + "ops:  #")
    picks = {
        run(tmp_path, base, seed=s, name=f"{s}.yaml").entries("decision")[0]["choice"]
        for s in range(10)
    }
    assert picks == {"Melee Basic Attack", "Heavy Blow"}
    fixed = base.replace("basic_attacks:", "default_basic_attack: Heavy Blow, basic_attacks:")
    decision = run(tmp_path, fixed, name="fixed.yaml").entries("decision")[0]
    assert decision["choice"] == "Heavy Blow" and "default" in decision["why"]


def test_R000_37_38_trigger_restrictions(tmp_path: Path) -> None:
    text = scenario(
        hero("Riposte", ", prepared: {power: Riposte, restrictions: {only_non_minions: true}}")
        + "  - {name: Mook, side: b, at: [2, 1], minion: true}\n"
        + "  - {name: Orc, side: b, at: [1, 2], hp: 80}\n",
        "  - turn: Mook\n    do:\n" + hit() + "  - turn: Orc\n    do:\n" + hit(),
    )
    found = run(tmp_path, text)
    assert found.refused("Riposte") == ["restricted to attacks by non-minions (R000-37)"]
    assert found.fired() == [("Hero", "Riposte")]
    bloodied = text.replace("only_non_minions", "only_while_bloodied")
    found = run(tmp_path, bloodied, name="b.yaml")
    assert found.refused("Riposte")[0] == "restricted to while bloodied (R000-38)"


def test_R000_39_40_forced_movement_toward_or_away(tmp_path: Path) -> None:
    base = scenario(
        hero("Shove Off", ", prepared: {power: Shove Off, restrictions: {forced_toward: Pit}}")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(),
        extra="objects: {Pit: [4, 3]}\n",
    )
    toward = run(tmp_path, base).entries("decision")[-1]
    assert (
        toward["choice"] == [4, 3]
        or max(abs(toward["choice"][0] - 4), abs(toward["choice"][1] - 3)) <= 1
    )
    away = run(tmp_path, base.replace("forced_toward", "forced_away"), name="b.yaml")
    choice = away.entries("decision")[-1]["choice"]
    assert max(abs(choice[0] - 4), abs(choice[1] - 3)) >= 3


def test_R000_41_42_movement_toward_or_away(tmp_path: Path) -> None:
    base = scenario(
        hero("Fall Back", ", prepared: {power: Fall Back, restrictions: {move_toward: Idol}}")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(),
        extra="objects: {Idol: [0, 3]}\n",
    )
    toward = run(tmp_path, base).entries("decision")[-1]
    assert toward["choice"] == [0, 3] or toward["choice"] == [1, 3]
    away = run(tmp_path, base.replace("move_toward", "move_away"), name="b.yaml")
    choice = away.entries("decision")[-1]["choice"]
    assert max(abs(choice[0]), abs(choice[1] - 3)) == 3


def test_R000_46_the_universal_opportunity_attack_is_repeatable(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Guard, side: a, at: [2, 2]}\n"
        "  - {name: Orc, side: b, at: [3, 2], hp: 80}\n"
        "  - {name: Gob, side: b, at: [1, 2], hp: 80}\n",
        "  - turn: Orc\n    do:\n      - move: [[4, 2]]\n"
        "  - turn: Gob\n    do:\n      - move: [[0, 2]]\n",
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Guard", "Opportunity Attack")] * 2


def test_R000_51_a_reaction_fires_once_per_triggering_action(tmp_path: Path) -> None:
    text = scenario(
        "  - {name: Guard, side: a, at: [2, 2]}\n  - {name: Orc, side: b, at: [3, 2], hp: 80}\n",
        "  - turn: Orc\n    do:\n      - move: [[3, 3], [4, 4]]\n",
    )
    found = run(tmp_path, text)
    # leaving (3, 2) and (3, 3), both next to the Guard, is one triggering action
    assert found.fired() == [("Guard", "Opportunity Attack")]
    assert found.refused("Opportunity Attack") == ["already triggered by this action (R000-51)"]
    assert any(d.code == "R010" and "R000-51" in d.message for d in found.diagnostics)


def test_R000_52_untranslated_powers_never_fire(tmp_path: Path) -> None:
    text = scenario(hero("Riposte") + ORCS, "  - turn: Orc\n    do:\n" + hit()).replace(
        "    reaction: [reaction]\n    trigger: An enemy hits you\n    effect: You make",
        "    trigger: An enemy hits you\n    effect: You make",
    )
    found = run(tmp_path, text)
    assert found.codes() == ["R009"]
    assert found.fired() == []


TRANSLATED = [
    # rule, keyword set (from the translation table), Limited?, mode, limits that apply
    (
        "R000-44",
        ["reaction"],
        True,
        "after",
        {"limited-per-round", "one-per-character-turn", "power-once-per-round"},
    ),
    (
        "R000-45",
        ["reaction", "interrupt"],
        True,
        "interrupt",
        {"limited-per-round", "one-per-character-turn", "power-once-per-round"},
    ),
    (
        "R000-46",
        ["reaction", "interrupt", "spontaneous", "repeatable"],
        False,
        "interrupt",
        {"one-per-character-turn"},
    ),
    (
        "R000-47",
        ["reaction", "interrupt", "spontaneous"],
        False,
        "interrupt",
        {"one-per-character-turn", "power-once-per-round"},
    ),
    (
        "R000-48",
        ["reaction", "personal"],
        True,  # Limited: the seed exempts only Spontaneous (R000-01, R000-03)
        "after",
        {"limited-per-round", "one-per-character-turn", "power-once-per-round"},
    ),
    (
        "R000-49",
        ["reaction", "spontaneous", "free", "interrupt"],
        False,
        "interrupt",
        {"free-per-character-turn", "power-once-per-round"},
    ),
    (
        "R000-50",
        ["reaction", "spontaneous"],
        False,
        "after",
        {"one-per-character-turn", "power-once-per-round"},
    ),
]


@pytest.mark.parametrize(
    ("rule", "keywords", "limited", "mode", "limits"), TRANSLATED, ids=[t[0] for t in TRANSLATED]
)
def test_R000_44_50_each_translated_keyword_set_is_enforced(
    rule: str, keywords: list[str], limited: bool, mode: str, limits: set[str]
) -> None:
    ruleset, _ = load_ruleset("dnd4e-reactions")
    assert ruleset is not None and ruleset.prepare is not None
    power = Reaction.from_ir({"name": "X", "usage": "at-will", "action": "", "reaction": keywords})
    tags = ruleset.tags(power)
    assert ruleset.prepare.matches(tags) is limited  # Limited ones need preparing (R000-03)
    assert ruleset.mode(tags) == mode
    assert {lim.name for lim in ruleset.limits if lim.applies.matches(tags)} == limits
    # when it may fire: Personal on its owner's own turn and actions, the rest on others'
    timing = {"personal-on-own-turn", "personal-on-own-actions", "others-turns"}
    checks = {c.name for c in ruleset.may_react if c.applies.matches(tags)} & timing
    personal = {"personal-on-own-turn", "personal-on-own-actions"}
    assert checks == (personal if "personal" in keywords else {"others-turns"})


def test_R000_36_any_other_choice_at_random_in_a_run(tmp_path: Path) -> None:
    # The immediate move's chase: several squares are equally near the quarry at each step;
    # which one is taken is random, and the same seed takes the same one.
    text = (
        "counterplay: 1\nruleset: dnd4e-immediate-move\nsize: [12, 8]\ncombatants:\n"
        "  - {name: Knight, side: a, at: [2, 5], speed: 5}\n"
        "  - {name: Thief, side: b, at: [5, 1], speed: 2}\n"
        "script:\n  - turn: Thief\n    do:\n"
        "      - double_move: [[6, 1], [7, 1], [8, 1], [9, 1]]\n"
    )
    paths = set()
    for seed in range(12):
        found = run(tmp_path, text, seed=seed, name=f"{seed}.yaml")
        chase = [d for d in found.entries("decision") if d["what"] == "chase Thief"]
        assert chase, found.refused("Immediate Move")
        paths.add(str(chase[0]["choice"]))
    assert len(paths) > 1
    again = [run(tmp_path, text, seed=3, name=f"again{i}.yaml").trace for i in range(2)]
    assert again[0] == again[1]


def test_R000_36_any_other_choice_at_random() -> None:
    options = [(1, 1), (2, 1), (3, 1)]  # say, squares equally near the quarry of a chase
    picks = {decisions.pick(random.Random(s), options) for s in range(20)}
    assert picks == {(1, 1), (2, 1), (3, 1)}
    again = [decisions.pick(random.Random(9), options) for _ in range(3)]
    assert len(set(again)) == 1  # the same seed, the same choice


def test_R000_50_triggers_on_initiative_and_saving_throws(tmp_path: Path) -> None:
    extra = (
        "  - name: Ready for It\n    usage: encounter\n    action: no action\n"
        "    reaction: [free, reaction, spontaneous]\n    trigger: You roll initiative\n"
        "    effect: You gain 5 temporary hit points.\n"
        "  - name: Shake It Off\n    usage: at-will\n    action: free action\n"
        "    reaction: [free, reaction, spontaneous]\n    trigger: You fail a saving throw\n"
        "    effect: You gain 2 temporary hit points.\n"
    )
    text = scenario(
        hero("Ready for It, Shake It Off", ", conditions: [{name: dazed, duration: save_ends}]")
        + "  - {name: Orc, side: b, at: [5, 5]}\n",
        "  - turn: Hero\n    saves: {dazed: 3}\n    do: []\n",
    ).replace("ops:  #", extra + "ops:  #")
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Ready for It")]
    # a failed save at the end of the Hero's own turn: no actions then (R001-10), and
    # Reactions wait for others' turns anyway (R000-02)
    assert found.refused("Shake It Off") == ["no actions at the end of your own turn (R001-10)"]


# -- behaviours the engine broke before issue 11 ------------------------------------------

FINISHER = (
    "  - name: Finishing Pose\n    usage: at-will\n    action: free action\n"
    "    reaction: [personal, reaction]\n    trigger: You reduce an enemy to 0 hit points\n"
    "    effect: You gain 2 temporary hit points.\n"
)


def test_R000_18_personal_fires_on_the_owners_own_killing_blow(tmp_path: Path) -> None:
    # hp.zero's actor is the enemy reduced; the owner's own action caused it
    text = scenario(
        hero("Finishing Pose", ", prepared: {power: Finishing Pose}")
        + "  - {name: Mook, side: b, at: [2, 1], minion: true}\n",
        "  - turn: Hero\n    do:\n" + hit("Mook"),
    ).replace("ops:  #", FINISHER + "ops:  #")
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Finishing Pose")]


def test_R000_01_03_a_personal_reaction_is_limited(tmp_path: Path) -> None:
    # only Spontaneous is exempt from preparation: an unprepared Personal one never fires
    text = scenario(
        hero("Follow Through, Riposte", ", prepared: {power: Riposte}")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Hero\n    do:\n" + hit("Orc"),
    )
    found = run(tmp_path, text)
    assert found.fired() == []
    assert found.refused("Follow Through") == ["not the prepared Limited Reaction (R000-03)"]
    prepared = text.replace("prepared: {power: Riposte}", "prepared: {power: Follow Through}")
    found = run(tmp_path, prepared, name="prepared.yaml")
    assert found.fired() == [("Hero", "Follow Through")]
    # and it is the one Limited Reaction of the round: a Riposte would be refused
    ruleset, _ = load_ruleset("dnd4e-reactions")
    assert ruleset is not None
    tags = ruleset.tags(
        Reaction.from_ir({"name": "P", "action": "", "reaction": ["reaction", "personal"]})
    )
    assert "limited" in tags


def test_R000_14_free_or_repeatable_without_spontaneous_is_read_as_spontaneous(
    tmp_path: Path,
) -> None:
    loose = (
        "  - name: Loose Free\n    usage: at-will\n    action: free action\n"
        "    reaction: [free, reaction]\n    trigger: An enemy hits you\n"
        "    effect: You gain 2 temporary hit points.\n"
    )
    text = scenario(hero("Loose Free") + ORCS, "  - turn: Orc\n    do:\n" + hit()).replace(
        "ops:  #", loose + "ops:  #"
    )
    found = run(tmp_path, text)
    # not prepared, yet it fires: Free is an addition to Spontaneous (the recorded reading)
    assert found.fired() == [("Hero", "Loose Free")]
    (reading,) = [d for d in found.diagnostics if d.code == "R021"]
    assert "R000-14" in reading.message and reading.span is not None
    assert text.splitlines()[reading.span.line - 1].strip() == "reaction: [free, reaction]"


def test_R000_14_the_contradiction_is_reported_by_compile(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from counterplay.cli import main

    path = tmp_path / "powers.yaml"
    path.write_text(
        "counterplay: 1\nruleset: dnd4e-reactions\npowers:\n"
        "  - name: Again and Again\n    usage: at-will\n    action: opportunity action\n"
        "    reaction: [reaction, repeatable]\n    trigger: An enemy hits you\n"
        "    effect: You gain 2 temporary hit points.\n",
        encoding="utf-8",
    )
    out = str(tmp_path / "out.json")
    result = CliRunner().invoke(main, ["compile", str(path), "-o", out], catch_exceptions=False)
    assert result.exit_code == 0
    assert "powers.yaml:7:15: R021" in result.stderr and "R000-14" in result.stderr


def test_R000_34_a_random_target_anywhere_within_the_powers_range(tmp_path: Path) -> None:
    vengeful = (
        "  - name: Vengeful Shot\n    usage: at-will\n    action: free action\n"
        "    reaction: [free, reaction, spontaneous]\n    range: Ranged 5\n"
        "    trigger: You become bloodied\n    effect: You slide the target 1 square.\n"
    )
    text = scenario(
        hero("Vengeful Shot")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n"
        + "  - {name: Archer, side: b, at: [4, 1], hp: 80}\n"
        + "  - {name: Sniper, side: b, at: [8, 8], hp: 80}\n",
        "  - turn: Orc\n    do:\n" + hit(damage=25),
    ).replace("ops:  #", vengeful + "ops:  #")
    chosen = set()
    for seed in range(12):
        found = run(tmp_path, text, seed=seed, name=f"{seed}.yaml")
        (decision,) = [d for d in found.entries("decision") if d["what"] == "target"]
        assert "among 2 valid targets" in decision["why"]
        chosen.add(decision["choice"])
    assert chosen == {"Orc", "Archer"}  # the Archer is 3 squares away; the Sniper 7


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


def test_R000_10_a_reaction_triggered_first_keeps_its_slot(tmp_path: Path) -> None:
    watch = (
        "  - name: Watchful\n    usage: at-will\n    action: immediate reaction\n"
        "    reaction: [reaction, spontaneous]\n    trigger: An enemy adjacent to you moves\n"
        "    effect: You gain 2 temporary hit points.\n"
    )
    text = scenario(
        hero("Watchful") + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Orc\n    do:\n      - move: [[3, 1], [4, 1]]\n",
    ).replace("ops:  #", watch + "ops:  #")
    found = run(tmp_path, text)
    # Watchful triggered when the move began; the opportunity attack came later in it
    assert found.fired() == [("Hero", "Watchful")]
    assert found.refused("Opportunity Attack") == [
        "already used a Reaction this character turn (R000-10)"
    ]


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


def test_R000_18_not_on_events_others_cause_during_its_owners_turn(tmp_path: Path) -> None:
    # With chains allowed (a DM's ruleset), the Orc's opportunity attack hits the Hero on
    # the Hero's own turn: a Personal Reaction does not answer another's action (R000-18).
    (tmp_path / "chains.ruleset.yaml").write_text(
        "counterplay: 1\nname: chains\nextends: dnd4e-reactions\n"
        "chain: {reactions_trigger_reactions: true}\n",
        encoding="utf-8",
    )
    steel = (
        "  - name: Steel Nerve\n    usage: at-will\n    action: free action\n"
        "    reaction: [personal, reaction]\n    trigger: An enemy hits you\n"
        "    effect: You gain 2 temporary hit points.\n"
    )
    text = (
        scenario(
            hero("Steel Nerve", ", prepared: {power: Steel Nerve}")
            + "  - {name: Orc, side: b, at: [2, 1], hp: 80, attack_bonus: 30}\n",
            "  - turn: Hero\n    do:\n      - move: [[0, 1]]\n",
        )
        .replace("ruleset: dnd4e-reactions", "ruleset: chains.ruleset.yaml")
        .replace("ops:  #", steel + "ops:  #")
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Orc", "Opportunity Attack")]
    assert found.refused("Steel Nerve") == [
        "Personal reactions only fire on their owner's own actions (R000-18)"
    ]


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
