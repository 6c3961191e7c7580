"""A 4E power's Secondary / Tertiary Attack sections: compiled into the IR (``secondary``,
``compiler/dnd4e/secondary.py``) and made by "make a secondary attack" at run time
(``runtime/dnd4e/secondary.py``): its attack rolled against the creature its Target line
names, its Hit / Miss / Effect carried out on that creature. Made-up powers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from counterplay.compiler.coverage import coverage
from counterplay.compiler.load import load_text
from counterplay.compiler.pipeline import compile_file
from counterplay.compiler.validate import validate
from tests.simkit import Run, run

HEAD = "counterplay: 1\n"

# A power whose Hit makes a secondary attack against one creature next to its target
SPARKS = """
  - name: Sparking Arc
    source: Made-up Mage 1
    usage: encounter
    action: standard action
    keywords: [Arcane, Lightning, Implement]
    range: Ranged 10
    target: One creature
    attack: Intelligence vs. Reflex
    hit: 2d6 lightning damage. Make a secondary attack.
    secondary:
      - target: One creature adjacent to the primary target
        attack: Intelligence vs. Fortitude
        hit: 1d4 damage, and the secondary target is dazed until the end of your next turn.
        miss: The target is slowed until the end of your next turn.
"""

# Its Effect makes a secondary attack; its tertiary attack (made by ops given in the
# scenario) is its third section, the second with an Attack line
TWO = """
  - name: Twin Lash
    source: Made-up Fighter 1
    usage: daily
    action: standard action
    keywords: [Martial, Weapon]
    range: Melee weapon
    target: One creature
    effect: Make a secondary attack.
    secondary:
      - target: Each enemy within 2 squares of the primary target
        attack: Strength vs. Reflex
        hit: The target is knocked prone.
      - action: opportunity action
        trigger: An enemy moves adjacent to you.
        effect: You shift 1 square.
      - target: The primary target
        attack: Strength vs. Will
        hit: The target is immobilized until the end of your next turn.
"""


def _compiled(powers: str) -> dict[str, Any]:
    document, found = load_text(HEAD + "powers:" + powers, "powers.yaml")
    assert document is not None, found
    result = compile_file(document)
    assert result.ir is not None, [d.message for d in result.diagnostics]
    assert validate(result.ir, "power") == []
    return result.ir


def test_each_section_is_compiled_its_hit_and_miss_read_as_the_power_s_own() -> None:
    power = _compiled(SPARKS)["powers"][0]
    (section,) = power["secondary"]
    assert section["target"] == "One creature adjacent to the primary target"
    assert section["attack"] == "Intelligence vs. Fortitude"
    hit = [(op["op"], op.get("target")) for op in section["hit"]["ops"]]
    # ("the secondary target" in its own section is its target)
    assert hit == [("damage", "target"), ("condition", "target")]
    assert [op["op"] for op in section["miss"]["ops"]] == ["condition"]
    assert section["targets"] == {
        "target": "creatures",
        "target_filters": {"count": 1, "adjacent_to": "target"},
    }


def test_make_a_secondary_attack_is_against_whom_its_target_line_names() -> None:
    power = _compiled(SPARKS)["powers"][0]
    attack = power["hit"]["ops"][-1]
    assert attack["attack"] == "secondary"
    assert attack["target"] == "creatures"
    assert attack["target_filters"] == {"count": 1, "adjacent_to": "target"}


def test_each_section_is_kept_in_order_the_secondary_attack_the_first_with_an_attack() -> None:
    power = _compiled(TWO)["powers"][0]
    assert len(power["secondary"]) == 3
    assert power["secondary"][1]["trigger"] == "An enemy moves adjacent to you."
    assert "targets" not in power["secondary"][1]
    assert power["secondary"][2]["targets"] == {"target": "target"}
    (second,) = power["effect"]["ops"]
    assert (second["attack"], second["target"]) == ("secondary", "enemies")
    assert second["target_filters"] == {"within": 2, "of": "target"}


def test_a_target_line_not_read_leaves_the_secondary_target_unsaid() -> None:
    unread = SPARKS.replace(
        "One creature adjacent to the primary target", "Two squares the mage can see"
    )
    power = _compiled(unread)["powers"][0]
    assert "targets" not in power["secondary"][0]
    assert power["hit"]["ops"][-1]["target"] == "secondary_target"


def _scenario(powers: str, combatants: str, script: str, choices: str = "") -> str:
    return (
        f"{HEAD}ruleset: dnd4e\nsize: [10, 10]\npowers:{powers}{choices}"
        f"combatants:\n{combatants}script:\n{script}"
    )


MAGE = "  - {name: Mage, side: a, at: [1, 1], hp: 30, powers: [Sparking Arc]}\n"
# Gob's Fortitude is so low that any d20 but a natural 1 hits it
FOES = (
    "  - {name: Orc, side: b, at: [5, 1], hp: 80}\n"
    "  - {name: Gob, side: b, at: [6, 1], hp: 80, defenses: {fortitude: -30}}\n"
)
ARC = (
    "  - turn: Mage\n    do:\n"
    "      - attack: {power: Sparking Arc, targets: [Orc], rolls: [hit], damage: 7}\n"
)


def _rolls_against(found: Run, name: str) -> list[dict[str, Any]]:
    return [e for e in found.entries("roll") if e["target"] == name]


def test_the_secondary_attack_is_rolled_against_its_target_and_its_hit_carried_out(
    tmp_path: Path,
) -> None:
    for seed in range(3):
        found = run(tmp_path, _scenario(SPARKS, MAGE + FOES, ARC), seed=seed, name=f"{seed}.yaml")
        (roll,) = _rolls_against(found, "Gob")
        assert roll["defense"] == "fortitude"  # (its own Attack line, not the power's)
        assert found.codes() == []
        said = [e["status"] for e in found.entries("op") if e["op"] == "attack"]
        assert "secondary attack of Sparking Arc against Gob: Intelligence vs. Fortitude" in said
        gob = found.final("Gob")
        if roll["hit"]:
            assert gob["hp"] < 80 and gob["conditions"] == ["dazed"]
        else:  # (a natural 1)
            assert gob["hp"] == 80 and gob["conditions"] == ["slowed"]
        assert found.final("Orc")["hp"] == 73
        # one power used: the secondary attack declares no other
        uses = [e for e in found.entries("event") if e["event"] == "power.use"]
        assert len(uses) == 1


def test_its_miss_is_carried_out_when_it_misses(tmp_path: Path) -> None:
    foes = FOES.replace("fortitude: -30", "fortitude: 99")  # (only a natural 20 hits it)
    found = run(tmp_path, _scenario(SPARKS, MAGE + foes, ARC))
    (roll,) = _rolls_against(found, "Gob")
    assert roll["natural"] != 20 and not roll["hit"]
    assert found.final("Gob")["conditions"] == ["slowed"]


def test_out_of_the_range_its_section_prints_the_attack_is_not_made(tmp_path: Path) -> None:
    ranged = SPARKS.replace(
        "      - target: One creature adjacent",
        "      - range: Ranged 2\n        target: One creature adjacent",
    )
    found = run(tmp_path, _scenario(ranged, MAGE + FOES, ARC))
    assert _rolls_against(found, "Gob") == []
    lost = found.entries("lost")
    assert [e["why"] for e in lost] == ["Gob is out of reach now (R001-07)"]


def test_the_secondary_target_is_the_scripted_choice_else_one_at_random(tmp_path: Path) -> None:
    foes = FOES + "  - {name: Imp, side: b, at: [5, 2], hp: 80, defenses: {fortitude: -30}}\n"
    choice = "choices:\n  - {who: Mage, decide: target, answer: Imp}\n"
    found = run(tmp_path, _scenario(SPARKS, MAGE + foes, ARC, choice))
    assert len(_rolls_against(found, "Imp")) == 1 and _rolls_against(found, "Gob") == []
    decision = found.entries("decision")[-1]
    assert (decision["choice"], decision["why"]) == ("Imp", "scripted choice")
    chosen = set()
    for seed in range(8):
        found = run(tmp_path, _scenario(SPARKS, MAGE + foes, ARC), seed=seed, name=f"{seed}.yaml")
        decision = found.entries("decision")[-1]
        assert decision["why"] == "at random among 2 (R000-34)"
        chosen.add(decision["choice"])
        assert len(_rolls_against(found, decision["choice"])) == 1
    assert chosen == {"Gob", "Imp"}


def test_no_creature_adjacent_to_the_primary_target_no_secondary_attack(tmp_path: Path) -> None:
    far = "  - {name: Orc, side: b, at: [5, 1], hp: 80}\n  - {name: Gob, side: b, at: [8, 8]}\n"
    found = run(tmp_path, _scenario(SPARKS, MAGE + far, ARC))
    assert [e["target"] for e in found.entries("roll")] == ["Orc"]


def test_a_power_without_the_section_does_not_make_it_and_says_so(tmp_path: Path) -> None:
    bare = SPARKS.split("    secondary:")[0]
    found = run(tmp_path, _scenario(bare, MAGE + FOES, ARC))
    assert [e["target"] for e in found.entries("roll")] == ["Orc"]
    why = [e.get("why") for e in found.entries("op") if e["op"] == "attack"]
    assert why == ["the creatures it names (target: 'secondary_target') is not simulated"]


SECOND = "{op: attack, attack: secondary, target: enemies, target_filters: {within: 2, of: target}}"


def test_the_secondary_and_tertiary_attacks_each_their_own_section(tmp_path: Path) -> None:
    fighter = "  - {name: Axe, side: a, at: [4, 1], hp: 30, powers: [Twin Lash]}\n"
    foes = (
        "  - {name: Orc, side: b, at: [5, 1], hp: 80, defenses: {reflex: -30, will: -30}}\n"
        "  - {name: Gob, side: b, at: [7, 1], hp: 80, defenses: {reflex: -30}}\n"
        "  - {name: Elf, side: b, at: [9, 9], hp: 80, defenses: {reflex: -30}}\n"
    )
    script = "  - turn: Axe\n    do:\n      - use: {power: Twin Lash, targets: [Orc]}\n"
    tertiary = "{op: attack, attack: tertiary, target: target}"
    ops = f"ops:\n  Twin Lash: {{effect: [{SECOND}, {tertiary}]}}\n"
    found = run(tmp_path, _scenario(TWO, fighter + foes, script, ops))
    rolls = [(e["target"], e["defense"]) for e in found.entries("roll")]
    # each enemy within 2 squares of Orc (Gob, not Elf, not Orc itself; out of the power's
    # melee reach: the secondary attack's Target line says where), then Orc again
    assert rolls == [("Gob", "reflex"), ("Orc", "will")]
    assert found.final("Gob")["conditions"] == ["prone"]
    assert found.final("Orc")["conditions"] == ["immobilized"]


def test_the_bench_counts_a_secondary_attack_against_creatures_named_carried_out() -> None:
    from bench.dnd4e_simulated import CARRIED_OUT, taken

    adjacent = {"count": 1, "adjacent_to": "target"}
    made = {"op": "attack", "attack": "secondary", "target": "creatures"}
    assert taken({**made, "target_filters": adjacent}) == CARRIED_OUT
    unsaid = {**made, "target": "secondary_target"}
    assert taken(unsaid) == "not simulated: the creatures it names"


def test_coverage_counts_the_clauses_of_its_sections(tmp_path: Path) -> None:
    # the ops of the power's Hit and of its section's Hit and Miss, each read
    path = tmp_path / "powers.yaml"
    path.write_text(HEAD + "powers:\n" + SPARKS, encoding="utf-8")
    report, errors = coverage([path])
    [power] = _compiled(SPARKS)["powers"]
    [section] = power["secondary"]
    ops = [*power["hit"]["ops"], *section["hit"]["ops"], *section["miss"]["ops"]]
    assert not errors and len(section["hit"]["ops"]) + len(section["miss"]["ops"]) >= 2
    [tally] = report.files
    assert (tally.clauses, tally.clauses_read) == (len(ops), len(ops))


# "the secondary target" in the power's own text, after its secondary attack: the creatures
# that attack was made against (hit or missed), not the power's own target
GLARE = """
  - name: Searing Glare
    source: Made-up Invoker 1
    usage: encounter
    action: standard action
    keywords: [Divine, Radiant, Implement]
    range: Ranged 10
    target: One creature
    attack: Wisdom vs. Will
    hit: 1d6 radiant damage. Make a secondary attack.
    effect: The secondary target is blinded until the end of your next turn.
    secondary:
      - target: Each enemy adjacent to the primary target
        attack: Wisdom vs. Fortitude
        hit: 1d4 radiant damage.
"""

GLARER = "  - {name: Seer, side: a, at: [1, 1], hp: 30, powers: [Searing Glare]}\n"
GLARE_AT_ORC = (
    "  - turn: Seer\n    do:\n"
    "      - attack: {power: Searing Glare, targets: [Orc], rolls: [hit], damage: 3}\n"
)


def test_the_secondary_target_in_the_power_s_effect_is_whom_its_secondary_attack_was_against(
    tmp_path: Path,
) -> None:
    foes = FOES + "  - {name: Imp, side: b, at: [5, 2], hp: 80, defenses: {fortitude: 99}}\n"
    found = run(tmp_path, _scenario(GLARE, GLARER + foes, GLARE_AT_ORC))
    assert found.codes() == []
    # made against both Gob and Imp (each enemy adjacent to Orc), hit or missed
    assert {e["target"] for e in found.entries("roll")} == {"Orc", "Gob", "Imp"}
    assert "blinded" in found.final("Gob")["conditions"]
    assert "blinded" in found.final("Imp")["conditions"]
    assert "blinded" not in found.final("Orc")["conditions"]  # (the primary target)
    said = [e["status"] for e in found.entries("op") if e["op"] == "condition"]
    assert said[0] == "to each of secondary_target {}: Gob, Imp"


def test_the_secondary_target_with_no_secondary_attack_made_names_no_one(tmp_path: Path) -> None:
    far = "  - {name: Orc, side: b, at: [5, 1], hp: 80}\n  - {name: Gob, side: b, at: [8, 8]}\n"
    found = run(tmp_path, _scenario(GLARE, GLARER + far, GLARE_AT_ORC))
    assert [e["target"] for e in found.entries("roll")] == ["Orc"]
    assert all(not c["conditions"] for c in (found.final("Orc"), found.final("Gob")))
    why = [e.get("why") for e in found.entries("op") if e["op"] == "condition"]
    assert why == ["the creatures it names: no secondary target at hand"]


def test_said_in_the_hit_before_the_secondary_attack_it_names_no_one_yet(tmp_path: Path) -> None:
    early = GLARE.replace(
        "    hit: 1d6 radiant damage. Make a secondary attack.\n"
        "    effect: The secondary target is blinded until the end of your next turn.\n",
        "    hit: The secondary target is dazed until the end of your next turn.\n"
        "    effect: Make a secondary attack.\n",
    )
    found = run(tmp_path, _scenario(early, GLARER + FOES, GLARE_AT_ORC))
    assert {e["target"] for e in found.entries("roll")} == {"Orc", "Gob"}
    assert not found.final("Gob")["conditions"] and not found.final("Orc")["conditions"]


def test_the_bench_counts_the_secondary_target_but_not_whom_a_secondary_attack_is_against() -> None:
    from bench.dnd4e_simulated import CARRIED_OUT, taken

    dazed = {"op": "condition", "condition": "dazed", "target": "secondary_target"}
    assert taken(dazed) == CARRIED_OUT
    pushed = {"op": "push", "distance": 1, "target": "secondary_target"}
    assert taken(pushed) == CARRIED_OUT
    made = {"op": "attack", "attack": "secondary", "target": "secondary_target"}
    assert taken(made) == "not simulated: the creatures it names"


# A section with a trigger of its own: a use of its own in 4E, while what the power made
# lasts; the IR does not hold when, so it is refused at compile time (P004) and never fires
ORB = """
  - name: Rattling Orb
    source: Made-up Wizard 5
    usage: daily
    action: standard action
    keywords: [Arcane, Conjuration, Thunder, Implement]
    range: Ranged 10
    target: One creature
    attack: Intelligence vs. Reflex
    hit: 1d6 thunder damage.
    effect: Make a secondary attack.
    secondary:
      - action: immediate reaction
        trigger: An enemy adjacent to you hits you.
        target: The triggering enemy
        attack: Intelligence vs. Will
        hit: The target is dazed until the end of your next turn.
"""


def test_a_section_with_its_own_trigger_is_refused_with_a_warning_at_its_trigger() -> None:
    document, found = load_text(HEAD + "powers:" + ORB, "powers.yaml")
    assert document is not None, found
    result = compile_file(document)
    assert result.ir is not None
    refused = [d for d in result.diagnostics if d.code == "P004"]
    assert len(refused) == 1 and refused[0].severity.name == "WARNING"
    assert "('An enemy adjacent to you hits you.') never fires" in refused[0].message
    assert refused[0].span is not None
    line = (HEAD + "powers:" + ORB).splitlines()[refused[0].span.line - 1]
    assert line.strip().startswith("trigger: An enemy adjacent to you hits you.")
    # kept as written, its Hit read
    (section,) = result.ir["powers"][0]["secondary"]
    assert section["trigger"] == "An enemy adjacent to you hits you."
    assert [op["op"] for op in section["hit"]["ops"]] == ["condition"]
    # "make a secondary attack" is not against the creature its Target line names then
    (made,) = result.ir["powers"][0]["effect"]["ops"]
    assert made["target"] == "secondary_target"


def test_a_section_with_no_trigger_of_its_own_is_not_warned() -> None:
    untriggered = ORB.replace("        trigger: An enemy adjacent to you hits you.\n", "")
    for powers in (SPARKS, untriggered):
        document, _ = load_text(HEAD + "powers:" + powers, "powers.yaml")
        assert document is not None
        assert "P004" not in [d.code for d in compile_file(document).diagnostics]


def test_a_triggered_section_is_not_made_by_make_a_secondary_attack_nor_fires(
    tmp_path: Path,
) -> None:
    mage = "  - {name: Mage, side: a, at: [1, 1], hp: 30, powers: [Rattling Orb]}\n"
    foes = "  - {name: Orc, side: b, at: [2, 1], hp: 80, defenses: {will: -30}}\n"
    # the Orc, next to the Mage, hits it: the section's trigger, which never fires
    script = (
        "  - turn: Mage\n    do:\n"
        "      - attack: {power: Rattling Orb, targets: [Orc], rolls: [hit], damage: 3}\n"
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Mage], rolls: [hit], damage: 2}\n"
    )
    ops = "ops:\n  Rattling Orb: {effect: [{op: attack, attack: secondary, target: target}]}\n"
    found = run(tmp_path, _scenario(ORB, mage + foes, script, ops))
    rolls = [(e["attacker"], e["target"], e["defense"]) for e in found.entries("roll")]
    assert ("Orc", "Mage", "ac") in rolls and ("Mage", "Orc", "reflex") in rolls
    assert not [roll for roll in rolls if roll[2] == "will"]  # (the section's Attack line)
    assert ("Mage", "Rattling Orb") not in found.fired()
    assert found.final("Orc")["conditions"] == []
    why = [e.get("why") for e in found.entries("op") if e["op"] == "attack"]
    assert why == ["the power's secondary attack (on its own trigger) is not simulated"]


# Two primary targets, each hit making a secondary attack, then "the secondary target" in
# the same Hit: the creature that hit's own secondary attack was made against, not those
# made by the hit of the other primary target too
FORK = """
  - name: Forking Bolt
    source: Made-up Sorcerer 1
    usage: encounter
    action: standard action
    keywords: [Arcane, Lightning, Implement]
    range: Ranged 10
    target: Two creatures
    attack: Charisma vs. Reflex
    hit: Make a secondary attack. The secondary target takes 5 lightning damage.
    effect: The secondary target is slowed until the end of your next turn.
    secondary:
      - target: One creature adjacent to the primary target
        attack: Charisma vs. Fortitude
        hit: The target is dazed until the end of your next turn.
"""


def test_each_primary_target_s_hit_names_its_own_secondary_target(tmp_path: Path) -> None:
    sorcerer = "  - {name: Sorc, side: a, at: [1, 1], hp: 30, powers: [Forking Bolt]}\n"
    # Gob next to Orc only, Imp next to Ogre only; both hit by any d20 but a natural 1
    foes = (
        "  - {name: Orc, side: b, at: [5, 1], hp: 80}\n"
        "  - {name: Gob, side: b, at: [6, 1], hp: 80, defenses: {fortitude: -30}}\n"
        "  - {name: Ogre, side: b, at: [5, 6], hp: 80}\n"
        "  - {name: Imp, side: b, at: [6, 6], hp: 80, defenses: {fortitude: -30}}\n"
    )
    script = (
        "  - turn: Sorc\n    do:\n"
        "      - attack: {power: Forking Bolt, targets: [Orc, Ogre], rolls: [hit, hit]}\n"
    )
    found = run(tmp_path, _scenario(FORK, sorcerer + foes, script))
    assert found.codes() == []
    assert [e["target"] for e in found.entries("roll")] == ["Orc", "Gob", "Ogre", "Imp"]
    # each secondary target takes the 5 damage once: Gob not again at Ogre's hit
    assert (found.final("Gob")["hp"], found.final("Imp")["hp"]) == (75, 75)
    assert (found.final("Orc")["hp"], found.final("Ogre")["hp"]) == (80, 80)
    # the power's closing Effect: every secondary target of this use, each once
    for name in ("Gob", "Imp"):
        assert found.final(name)["conditions"].count("slowed") == 1
    assert "slowed" not in found.final("Orc")["conditions"]
