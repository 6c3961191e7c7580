"""Seed 000 (the Reaction system) under ``dnd4e-reactions``, R000-04, R000-08 and R000-27 ..
R000-43: the decisions inside a Reaction. Forced movement and movement decided by the
guidelines, random targets and choices, the default basic attack, and the restrictions a
player may add when preparing; one test per rule (the other rules:
tests/test_rules_000_*.py).
"""

from __future__ import annotations

import random
from pathlib import Path

from counterplay.compiler.rulesets import load_ruleset
from counterplay.runtime.dnd4e import decisions
from tests.rules000kit import hero, hit, scenario, two_hits
from tests.simkit import run


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
    restriction = {"section": "restrictions", "name": "only_non_minions", "rule": "R000-37"}
    assert found.refused_by("Riposte") == [restriction]  # (the JSON trace's candidate)
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


def test_R000_26_39_41_a_prepared_restriction_holds_under_the_random_fallback(
    tmp_path: Path,
) -> None:
    # R000-26 replaces the guidelines (R000-27..36) with "choose one at random", not the
    # restrictions a player prepares (R000-37..42, a section of their own): among the
    # squares the restriction leaves, at random. (They were ignored under it.)
    (tmp_path / "house.ruleset.yaml").write_text(
        "counterplay: 1\nname: house\nextends: dnd4e-reactions\ndecisions: random\n",
        encoding="utf-8",
    )

    def restricted(power: str, restriction: str, place: str) -> str:
        sheet = f", prepared: {{power: {power}, restrictions: {{{restriction}}}}}"
        return scenario(
            hero(power, sheet) + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
            "  - turn: Orc\n    do:\n" + hit(),
            extra=f"objects: {{{place}}}\n",
        ).replace("ruleset: dnd4e-reactions", "ruleset: house.ruleset.yaml")

    shove = restricted("Shove Off", "forced_toward: Pit", "Pit: [4, 3]")
    fall = restricted("Fall Back", "move_away: Idol", "Idol: [0, 3]")
    for seed in range(8):
        found = run(tmp_path, shove, seed=seed, name="shove.yaml")
        pushed = found.entries("decision")[-1]
        assert max(abs(pushed["choice"][0] - 4), abs(pushed["choice"][1] - 3)) <= 1, seed
        found = run(tmp_path, fall, seed=seed, name="fall.yaml")
        moved = found.entries("decision")[-1]
        assert max(abs(moved["choice"][0]), abs(moved["choice"][1] - 3)) == 3, seed
