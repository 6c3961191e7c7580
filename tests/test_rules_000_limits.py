"""Seed 000 (the Reaction system) under ``dnd4e-reactions``, R000-01 .. R000-18 and R000-51:
which Reactions may fire. Preparation, the limits per round, per character turn and per
triggering action, Spontaneous, Free, Repeatable and Personal Reactions; one test per rule
(the other rules: tests/test_rules_000_*.py).
"""

from __future__ import annotations

from pathlib import Path

from counterplay.compiler.rulesets import load_ruleset
from counterplay.runtime.reaction import Reaction
from tests.rules000kit import ORCS, hero, hit, scenario, two_hits
from tests.simkit import run


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


def test_R000_01_22_the_reaction_prepared_at_the_end_of_a_turn_has_a_round_of_its_own(
    tmp_path: Path,
) -> None:
    # The Hero's Personal Follow Through, prepared for round 1, fires on its own turn; at the
    # end of that turn it prepares Riposte "for the round" (R000-03, R000-22): the round the
    # preparation opens is a new one, so Riposte fires when the Orc hits it (it used to be
    # refused as a second Limited Reaction of the round the Hero's turn started).
    text = scenario(
        hero("Follow Through, Riposte", ", prepared: {power: Follow Through}")
        + "  - {name: Orc, side: b, at: [2, 1], hp: 80}\n",
        "  - turn: Hero\n    do:\n"
        + hit("Orc")
        + "      - prepare: {power: Riposte}\n"
        + "  - turn: Orc\n    do:\n      - move: [[2, 1]]\n"
        + hit(),
    )
    found = run(tmp_path, text)
    assert found.fired() == [("Hero", "Follow Through"), ("Hero", "Riposte")]


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


def test_R000_09_a_keyword_set_without_reaction_is_read_as_a_reaction(tmp_path: Path) -> None:
    """Interrupt, Spontaneous, Free, Repeatable and Personal are kinds of Reaction: a set of
    them without `reaction` fired outside every Reaction limit (an unprepared Interrupt
    fired at will). Read as a Reaction (here a Limited one, so unprepared it is refused),
    and reported where the keywords are written."""
    bare = (
        "  - name: Bare Interrupt\n    usage: encounter\n    action: immediate interrupt\n"
        "    reaction: [interrupt]\n    trigger: An enemy hits you\n"
        "    effect: You gain 2 temporary hit points.\n"
    )
    text = scenario(hero("Bare Interrupt") + ORCS, "  - turn: Orc\n    do:\n" + hit()).replace(
        "ops:  #", bare + "ops:  #"
    )
    found = run(tmp_path, text)
    assert found.fired() == []
    assert found.refused("Bare Interrupt") == ["not the prepared Limited Reaction (R000-03)"]
    (reading,) = [d for d in found.diagnostics if d.code == "R021"]
    assert "read as a Reaction; add `reaction`" in reading.message and reading.span is not None
    assert text.splitlines()[reading.span.line - 1].strip() == "reaction: [interrupt]"


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
