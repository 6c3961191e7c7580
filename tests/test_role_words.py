"""Role words that name one creature ("the enemy", "that creature", "the bloodied target"),
told from the power, or refused (round 35, theenemy; docs/phrases.md "Role words that name
one creature").

Sentences and powers here are made up for the tests, in the shape of printed 4E powers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.compiler.dnd4e.effect_roles import reading_for, target_kind
from counterplay.compiler.pipeline import compile_file
from counterplay.compiler.to_ir import effect_clauses, trigger
from tests.effectkit import ops
from tests.triggerkit import ir, unread

YOUR_TARGET = {"role": "creature", "your_target": True}


def _read(line: str | None, when: str | None, text: str) -> list[dict[str, Any]]:
    """The ops of ``text`` in a power with this Target line and trigger."""
    trigger_ir = trigger(when)[0] if when else None
    with reading_for(line, trigger_ir):
        found = [op for _, clause_ops, _ in effect_clauses(text) for op in clause_ops]
    return [{k: v for k, v in op.items() if k != "text"} for op in found]


# -- effects: "the enemy" in a power whose target is not an enemy -----------------------------
@pytest.mark.parametrize(
    ("line", "when", "text", "key"),
    [
        # its target is an ally: the enemy is the one its trigger names
        ("One ally", "An enemy adjacent to you hits an ally", "The enemy is dazed.", "target"),
        (
            "The triggering ally",
            "An ally is hit by an enemy",
            "You slide that enemy 2 squares.",
            "target",
        ),
        (
            "One ally in the burst",
            "An enemy hits an ally",
            "The ally gains combat advantage against that enemy.",
            "against",
        ),
        # its targets are several: "that enemy" is the triggering one, not each of them
        (
            "Each enemy in the burst",
            "You hit an enemy",
            "That enemy takes 5 extra damage.",
            "target",
        ),
    ],
)
def test_the_enemy_of_a_power_targeting_others_is_the_triggering_one(
    line: str, when: str, text: str, key: str
) -> None:
    (op,) = _read(line, when, text)
    assert op[key] == "triggering", op


@pytest.mark.parametrize(
    ("line", "when", "text"),
    [
        # "the creature" may be the ally targeted itself
        ("One ally", "An enemy hits an ally", "The creature is dazed."),
        # the trigger names no enemy: who it is is not said
        ("You", "You spend an action point", "The enemy is dazed."),
        (None, "You spend an action point", "You push that enemy 2 squares."),
        # the trigger names two: which one
        ("One ally", "An enemy hits a creature", "The enemy is dazed."),
    ],
)
def test_the_enemy_no_one_says_is_refused(line: str | None, when: str, text: str) -> None:
    assert [op["op"] for op in _read(line, when, text)] == ["unparsed"]


@pytest.mark.parametrize(
    ("line", "when", "text"),
    [
        ("One creature", "An enemy hits you", "The creature is dazed."),
        ("The triggering enemy", "An enemy hits an ally", "The enemy is dazed."),
        (None, "An enemy hits you", "That enemy is dazed."),
        (None, None, "The enemy is dazed."),  # (a power with no trigger: its own target)
    ],
)
def test_the_enemy_of_a_power_targeting_it_is_its_target(
    line: str | None, when: str | None, text: str
) -> None:
    (op,) = _read(line, when, text)
    assert op["target"] == "target", op


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        (None, "none"),
        ("One creature", "one"),
        ("The triggering target creature", "one"),
        ("The enemy you hit", "one"),
        ("Each enemy in the burst", "several"),
        ("One or two creatures", "several"),
        ("One ally", "other"),
        ("You or one ally in the burst", "other"),
        ("One creature other than the triggering enemy", "other"),
        ("Each ally in the burst", "other"),
    ],
)
def test_what_a_target_line_names(line: str | None, kind: str) -> None:
    assert target_kind(line) == kind


def test_a_compiled_power_reads_the_enemy_from_its_target_line(tmp_path: Path) -> None:
    path = tmp_path / "powers.yaml"
    path.write_text(
        "counterplay: 1\nruleset: dnd4e\npowers:\n"
        "  - name: Made-up Rescue\n    usage: encounter\n    action: immediate reaction\n"
        "    trigger: An enemy adjacent to you hits an ally\n    target: One ally\n"
        "    effect: The target shifts 1 square. The enemy grants combat advantage to you.\n",
        encoding="utf-8",
    )
    result = compile_file(path)
    assert result.ir is not None
    shift, advantage = result.ir["powers"][0]["effect"]["ops"]
    assert shift["who"] == "target" and advantage["target"] == "triggering", (shift, advantage)


# -- effects: "that creature" after a creature is chosen is the one chosen ------------------
@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Choose one creature adjacent to you. That creature is dazed.", "target"),
        (
            "Choose an enemy you can see. You gain a +2 bonus to attack rolls against that enemy.",
            "against",
        ),
        ("Choose one enemy within 4 squares of the ally. You push that enemy 2 squares.", "target"),
    ],
)
def test_that_creature_after_a_choice_is_the_one_chosen(text: str, key: str) -> None:
    assert ops(text)[-1][key] == "chosen"


def test_that_creature_after_a_choice_not_read_is_the_one_chosen() -> None:
    # (the choice itself is not read: its "including ..." is no filter the grammar has)
    text = (
        "Choose a creature within 3 squares of you, including the triggering enemy and "
        "its allies. The triggering enemy makes a basic attack against that creature."
    )
    choice, attack = [found for _, found, _ in effect_clauses(text)]
    assert choice[0]["op"] == "unparsed", choice
    assert attack[0]["op"] == "basic_attack" and attack[0]["target"] == "chosen", attack


@pytest.mark.parametrize(
    "text",
    [
        # another creature said after the choice, and "the enemy" (not "that"): as before
        "Choose one creature adjacent to you. The triggering enemy is dazed.",
        "Choose one of the following damage types: fire or cold. That enemy is dazed.",
    ],
)
def test_a_choice_leaves_other_words_as_they_were(text: str) -> None:
    assert ops(text)[-1]["target"] in ("triggering", "target")
    # ("that ally" is the ally the power is about, never read as its target)
    chosen = ops(
        "Choose one ally within 5 squares of you. The triggering enemy can't attack that ally."
    )
    assert chosen[1]["against"] == "ally"


# -- effects: a secondary attack with no one said is against the secondary target -------------
def test_a_secondary_attack_is_against_the_secondary_target() -> None:
    (op,) = ops("You make the secondary attack.")
    assert (op["attack"], op["target"]) == ("secondary", "secondary_target")
    (op,) = ops("You make a secondary attack against the triggering enemy.")
    assert op["target"] == "triggering"


# -- triggers ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "The enemy makes an attack",
        "The creature shifts",
        "The ally is hit by an attack",
        "An ally hits the enemy",
        "You hit the creature with a melee attack",
    ],
)
def test_a_trigger_naming_one_creature_no_one_said_is_refused(text: str) -> None:
    assert "which one is not told" in unread(text)


@pytest.mark.parametrize(
    ("text", "party", "selector"),
    [
        ("The bloodied target hits you", "actor", {**YOUR_TARGET, "bloodied": True}),
        ("An ally hits the marked target", "target", {**YOUR_TARGET, "marked_by": "self"}),
        # said before, or told by what is said after it: read as before
        (
            "You hit an enemy, and the enemy is taking ongoing damage",
            "target",
            {"role": "enemy", "ongoing_damage": True},
        ),
        ("The creature marked by you shifts", "actor", {"role": "creature", "marked_by": "self"}),
        (
            "The enemy designated by your oath shifts",
            "actor",
            {"role": "enemy", "affected_by": "oath"},
        ),
    ],
)
def test_a_trigger_naming_one_creature_said_or_described_is_read(
    text: str, party: str, selector: dict[str, Any]
) -> None:
    assert ir(text)[party] == selector


def test_an_event_inside_an_effect_keeps_the_effects_creature() -> None:
    # ("until an enemy misses the ally": the ally of the effect, not refused as a trigger is)
    assert unread("An enemy misses the ally")
    (op,) = ops("The ally gains a +2 bonus to Reflex until an enemy misses the ally.")
    assert op["until_trigger"]["target"]["role"] == "ally", op
