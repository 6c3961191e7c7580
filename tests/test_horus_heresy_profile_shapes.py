"""The profile grammar's composed readings on sentences written for these tests (none is in
the corpus): one unit phrase in every slot (target, enemy, the unit making the action, the
reacting unit), "when/whenever/if" event leads, conditions on the action as qualifiers,
two Phases as ``either`` parts, two words written together; the sentences each reading
must refuse (P001 at the first word it cannot place); and battles with such profiles run
through ``counterplay simulate``, never firing what the world cannot judge."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result

from counterplay.compiler.horus_heresy.profiles import read_profile
from counterplay.compiler.rulesets import load_ruleset
from counterplay.runtime.horus_heresy.conditions import done_by
from counterplay.runtime.horus_heresy.match import unjudged

LEAD = "The Reactive Player may declare a Grey Oath Advanced Reaction "
SHOOTING_STEP = (
    "during Step 6 of the Shooting Attack sequence of any Shooting Attack made by the Active "
    "Player "
)
MOVE_STEP = "in Step 2 of the Move Sub-Phase process, "


def _read(text: str) -> dict[str, Any]:
    entry, found = read_profile("Grey Oath", {"Trigger": text})
    assert found == [], [d.message for d in found]
    return entry


def _refused(text: str) -> str:
    """The P001 message of a Trigger that must not be read."""
    entry, found = read_profile("Grey Oath", {"Trigger": text})
    assert entry["trigger"]["event"] == "unparsed", entry["trigger"]
    assert "break_point" not in entry
    (diag,) = [d for d in found if d.code == "P001"]
    return diag.message


# -- one unit phrase, in every slot ------------------------------------------------------


@pytest.mark.parametrize(
    ("unit", "read"),
    [
        (
            "a Unit which only contains Models with the Cavalry Type and the Ashen Riders "
            "Trait without the Jink Special Rule",
            {"types": ["Cavalry"], "trait": "Ashen Riders", "not_special_rule": "Jink"},
        ),
        (
            "a Unit entirely composed of Models with the Heavy Sub-Type of Infantry Type",
            {"types": ["Infantry"], "sub_types": ["Heavy"]},
        ),
        (
            "a Unit under their control that is entirely composed of Models with the Walker, "
            "Paragon or Automata Types",
            {"types": ["Walker", "Paragon", "Automata"]},
        ),
        (
            "a Unit that includes at least one Model with the Sons of Night Trait",
            {"includes": {"trait": "Sons of Night"}},
        ),
        (
            "a Unit that only includes Models with the Storm Sub-Type and the Red Hand Trait "
            "without the Deep Strike (Aerial) Special Rule that do not have the Vehicle Type",
            {
                "types": ["Storm"],
                "trait": "Red Hand",
                "not_special_rule": "Deep Strike (Aerial)",
                "not_type": "Vehicle",
            },
        ),
    ],
)
def test_one_unit_phrase_in_every_slot(unit: str, read: dict[str, Any]) -> None:
    target = _read(LEAD + SHOOTING_STEP + "that targets " + unit + ".")["trigger"]
    assert target["target"] == {"role": "self", **read}
    maker = _read(
        LEAD + "at the end of Step 1 of the Charge process for a Charge declared by the "
        "Active Player for " + unit + "."
    )["trigger"]
    assert maker["actor"] == {"role": "enemy", **read}
    assert maker["target"] == {"role": "self"}
    reacting = _read(
        LEAD
        + MOVE_STEP
        + 'if an enemy Unit ends a move within 9" and in Line of Sight of '
        + unit
        + "."
    )["trigger"]
    assert reacting["qualifiers"]["reacting_unit"] == read
    must = _read(LEAD + SHOOTING_STEP + ". The Reacting Unit must be " + unit + ".")["trigger"]
    assert must["qualifiers"]["reacting_unit"] == read
    assert must["target"] == {"role": "self"}
    enemy = unit.replace("a Unit", "an enemy Unit", 1).replace(" under their control", "")
    moved = _read(
        LEAD + MOVE_STEP + "if " + enemy + ' ends a move within 9" and in Line of Sight of '
        "a Unit under the Reactive Player's control."
    )["trigger"]
    assert moved["actor"] == {"role": "enemy", **read, "within": 9, "line_of_sight": True}


@pytest.mark.parametrize(
    "unit",
    [
        "a Unit that only includes Models with the Trait",  # no name
        "a Unit that only includes Models with the Iron Hands",  # no feature word
        "a Unit only Models with the Iron Hands Trait",  # no makeup
        "a Unit that includes Models with the Iron Hands Trait",  # neither only nor one
        "a Unit that only includes Models with the Iron Hands Trait without Bulky",
        "a Unit that only includes Models wit the Iron Hands Trait",  # a typo
        "a Unit that only includes Models with the Iron Hands Trait or the Fists Trait",
        "an enemy Unit",  # no enemy targets the Active player's own attack
        # two Types said together: both hold, never one of them (a list of Types is either)
        "a Unit that only includes Models with the Infantry Type and the Character Sub-Type",
    ],
)
def test_a_unit_phrase_out_of_its_shapes_is_refused(unit: str) -> None:
    _refused(LEAD + SHOOTING_STEP + "that targets " + unit + ".")


# -- "when", "whenever", "if" + an event -------------------------------------------------


@pytest.mark.parametrize(
    ("words", "event"),
    [
        ("when the Active Player targets a Unit under their control with a Shooting Attack",
         "shooting.target"),
        ("whenever the Active Player targets a Unit with any Shooting Attack", "shooting.target"),
        ("when the Active Player declares a Charge targeting a Unit", "assault.charge"),
        ("if the Active Player declares a Charge", "assault.charge"),
    ],
)  # fmt: skip
def test_an_event_lead_with_no_step(words: str, event: str) -> None:
    entry = _read(LEAD + words + ".")
    trigger = entry["trigger"]
    assert (trigger["event"], trigger["actor"], trigger["target"]) == (
        event,
        {"role": "enemy"},
        {"role": "self"},
    )
    assert set(trigger["qualifiers"]) == {"phase"}  # no step: no break point of its own
    assert "break_point" not in entry


def test_an_event_lead_after_a_step() -> None:
    entry = _read(
        LEAD + "in the Assault Phase, at the end of Step 1 of the Charge Process, if the Active "
        "Player declares a Charge targeting a Unit that only includes Models with the Iron "
        "Hands Trait."
    )
    assert entry["trigger"]["target"] == {"role": "self", "trait": "Iron Hands"}
    assert entry["break_point"] == "charge.1.end"


@pytest.mark.parametrize(
    "words",
    [
        "when a Model is slain",
        "when the Active Player moves a Unit",
        "whenever the Reactive Player targets a Unit with a Shooting Attack",
        "when the Active Player targets a Unit",  # with what?
        "if the Active Player declares a Charge targeting an enemy Unit",
        "when",
    ],
)
def test_an_event_lead_out_of_its_shapes_is_refused(words: str) -> None:
    _refused(LEAD + words + ".")


# -- conditions on the action ------------------------------------------------------------


@pytest.mark.parametrize(
    ("step", "words", "conditions", "unjudged_ones"),
    [
        (5, "if the Charge Roll has succeeded", ["charge_roll_succeeded"], []),
        # (at the end of Step 4 the Charge Roll of Step 5 is not made yet)
        (
            4,
            "if the Charge Roll has succeeded",
            ["charge_roll_succeeded"],
            ["charge_roll_succeeded"],
        ),
        (
            5,
            "if the Charge Roll has succeeded if any Models were Removed as Casualties as a "
            "result of Volley Attacks",
            ["charge_roll_succeeded", "casualties_from_volley_attacks"],
            ["casualties_from_volley_attacks"],
        ),
    ],
)
def test_a_condition_is_a_qualifier_judged_once_the_action_tells_it(
    step: int, words: str, conditions: list[str], unjudged_ones: list[str]
) -> None:
    entry = _read(
        LEAD + f"at the end of Step {step} of a Charge made by the Active Player " + words
    )
    trigger = entry["trigger"]
    assert trigger["qualifiers"]["condition"] == conditions
    assert entry["break_point"] == f"charge.{step}.end"
    done = done_by(load_ruleset("horus-heresy-3")[0].sections["sequences"])  # type: ignore[union-attr]
    assert unjudged(trigger, entry["break_point"], done) == [
        f"condition {c!r}" for c in unjudged_ones
    ]


@pytest.mark.parametrize(
    "words",
    [
        "if the Charge Roll has failed",  # no condition of the table
        "if the Charge Roll succeeded",
        "the Charge Roll has succeeded",  # the condition, but led by nothing
    ],
)
def test_a_condition_out_of_the_table_is_refused(words: str) -> None:
    _refused(LEAD + "at the end of Step 5 of a Charge made by the Active Player " + words + ".")


# -- two Phases --------------------------------------------------------------------------


def test_two_phases_are_either_parts_with_their_own_break_points() -> None:
    entry = _read(
        LEAD + "in either the Shooting Phase, during Step 9 of the Shooting Attack sequence, "
        "or in the Assault Phase, at the end of Step 1 of the Charge process of a Charge "
        "declared by the Active Player."
    )
    trigger = entry["trigger"]
    assert (trigger["event"], trigger["qualifiers"]["phase"], entry["break_point"]) == (
        "shooting.target",
        "shooting",
        "shooting_attack.9",
    )
    (other,) = trigger["either"]
    assert (other["event"], other["qualifiers"]["phase"], other["break_point"]) == (
        "assault.charge",
        "assault",
        "charge.1.end",
    )


@pytest.mark.parametrize(
    "words",
    [
        "in either the Shooting Phase, during Step 9 of the Shooting Attack sequence",
        "in either the Shooting Phase, or in the Assault Phase",  # no steps
        "in either the Shooting Phase, during Step 9 of the Shooting Attack sequence, or in "
        "the Assault Phase, at the end of Step 1 of the Charge process, or in the Movement "
        "Phase, in Step 2 of the Move Sub-Phase process",  # three
    ],
)
def test_two_phases_out_of_their_shape_are_refused(words: str) -> None:
    _refused(LEAD + words + ".")


# -- printed text: two words written together, and no other typo ---------------------------


def test_two_words_written_together_are_read_as_two() -> None:
    glued = _read(
        LEAD + "at the start of Step 3 of theShooting Attack sequence of any Shooting Attack "
        "made by the Active Player that targets a Unit whichonly includes Models with the "
        "Iron Hands Trait."
    )
    spaced = _read(
        LEAD + "at the start of Step 3 of the Shooting Attack sequence of any Shooting Attack "
        "made by the Active Player that targets a Unit which only includes Models with the "
        "Iron Hands Trait."
    )
    assert {**glued["trigger"], "text": ""} == {**spaced["trigger"], "text": ""}


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("he Reactive Player may declare a Grey Oath Reaction " + SHOOTING_STEP, "he"),
        ("The Reactive mayer may declare a Grey Oath Reaction " + SHOOTING_STEP, "mayer"),
        (LEAD + SHOOTING_STEP + "that argen a Unit.", "argen"),
        (LEAD + "at the end Step 11 of the Shooting Attack sequence.", "Step"),  # no "of"
        (LEAD + "at the end of Step 5 of theCharges process.", "theCharges"),  # not two words
    ],
)
def test_other_typos_are_refused_at_the_word(text: str, word: str) -> None:
    assert f"from {word!r}" in _refused(text)


def test_a_trigger_read_to_its_end_that_names_no_event_is_refused() -> None:
    message = _refused(LEAD + "in the Shooting Phase.")
    assert "the end of the text" in message


# -- battles: what the world cannot judge never fires, and the run says why ---------------

BATTLE = """\
counterplay: 1
scenario: Made-up third edition profiles
ruleset: horus-heresy-3
table: {width: 48, height: 48}
players:
  Blue: {allotment: 3}
  Red: {}
weapons:
  bolter: {range: 24, strength: 4, ap: 5}
reactions:
  - name: Grey Oath
    kind: advanced reaction
    profile:
      Trigger: >-
        TRIGGER
      Cost: The Reactive Player must spend 1 point of their Reaction Allotment.
    ops:
      - {op: shoot, at: triggering}
units:
  - name: Tactical Squad
    player: Blue
    traits: [Iron Hands]
    profile: {weapons: [bolter]}
    reactions: [Grey Oath]
    models: [{at: [10, 10]}, {at: [11, 10]}]
  - name: Reavers
    player: Red
    profile: {weapons: [bolter]}
    models: [{at: [14, 10]}, {at: [15, 10]}]
script:
  - turn: Red
    shooting:
      - {shoot: Reavers, at: Tactical Squad, reactive: {unit: Tactical Squad, reaction: Grey Oath}}
    assault:
      - {charge: Reavers, at: Tactical Squad, reactive: {unit: Tactical Squad, reaction: Grey Oath}}
"""


def _simulate(
    run: Callable[..., Result], tmp_path: Path, trigger: str, text: str = BATTLE
) -> tuple[Result, list[dict[str, Any]]]:
    battle = tmp_path / "battle.yaml"
    battle.write_text(text.replace("TRIGGER", trigger), encoding="utf-8")
    result = run("simulate", str(battle), "--format", "json")
    assert "Traceback" not in result.output + result.stderr
    trace = json.loads(result.stdout)["trace"] if result.stdout.strip() else []
    return result, trace


@pytest.mark.parametrize(
    "trigger",
    [
        # (the Charge Roll is made in Step 5: at the end of Step 4 it cannot be told)
        LEAD + "at the end of Step 4 of a Charge made by the Active Player if the Charge Roll "
        "has succeeded.",
        LEAD + "at the end of Step 5 of a Charge made by the Active Player if any Models were "
        "Removed as Casualties as a result of Volley Attacks.",
        LEAD + SHOOTING_STEP + "that targets a Unit that includes at least one Model with the "
        "Iron Hands Trait unless that unit is out of coherency.",
    ],
)
def test_a_battle_with_what_the_world_cannot_judge_runs_and_never_fires_it(
    run: Callable[..., Result], tmp_path: Path, trigger: str
) -> None:
    result, trace = _simulate(run, tmp_path, trigger)
    assert result.exit_code == 0, result.stderr
    assert "H009" in result.stderr and "Grey Oath never fires here" in result.stderr
    assert [e for e in trace if e["kind"] == "fires"] == []
    why = [e["why"] for e in trace if e["kind"] == "candidate"]
    assert why and all("not simulated" in w for w in why)


def test_a_battle_with_two_phases_fires_at_the_step_of_each(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result, trace = _simulate(
        run,
        tmp_path,
        LEAD + "in either the Shooting Phase, during Step 9 of the Shooting Attack sequence, "
        "or in the Assault Phase, at the end of Step 1 of the Charge process.",
    )
    assert result.exit_code == 0, result.stderr
    fired = [e["phase"] for e in trace if e["kind"] == "fires"]
    waits = [e["text"] for e in trace if e["kind"] == "note" and "waits for" in e["text"]]
    assert fired == ["shooting", "assault"]
    assert waits == [
        "Tactical Squad: Grey Oath waits for the start of step 9 of the Shooting Attack "
        "sequence (saving throws)",
        "Tactical Squad: Grey Oath waits for the end of step 1 of the Charge process (the "
        "Charge is declared)",
    ]


def test_a_battle_refuses_an_either_part_waiting_for_no_step(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result, _ = _simulate(
        run,
        tmp_path,
        LEAD + "in either the Shooting Phase, during Step 9 of the Shooting Attack sequence, "
        "or in the Assault Phase, at the end of Step 99 of the Charge process.",
    )
    assert result.exit_code == 1
    assert (
        "H007 Grey Oath waits for the end of Step 99 of the Charge process, which has no such "
        "step in the ruleset horus-heresy-3 (its steps: 1, 2, 3, 4, 5, 6)"
    ) in result.stderr


def test_a_battle_with_an_event_lead_resolves_where_the_event_happens(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result, trace = _simulate(
        run, tmp_path, LEAD + "when the Active Player targets a Unit with a Shooting Attack."
    )
    assert result.exit_code == 0, result.stderr
    waits = [e["text"] for e in trace if e["kind"] == "note" and "waits for" in e["text"]]
    assert waits == [
        "Tactical Squad: Grey Oath waits for the end of step 2 of the Shooting Attack "
        "sequence (the target is declared)"
    ]
    assert [e["phase"] for e in trace if e["kind"] == "fires"] == ["shooting"]


def test_a_battle_with_an_unread_trigger_runs_and_says_so(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result, trace = _simulate(
        run, tmp_path, LEAD + "in the Morale Sub-Phase of the Shooting Phase, when a Unit fails."
    )
    assert result.exit_code == 0, result.stderr
    assert "P001" in result.stderr
    assert [e for e in trace if e["kind"] == "fires"] == []
    # the trace says its Trigger was not read, not that it answers an event called unparsed
    notes = [e["text"] for e in trace if e["kind"] == "note" and "Grey Oath" in e["text"]]
    assert notes == [
        "Tactical Squad: Grey Oath has a Trigger that was not read (P001): it never fires"
    ]


@pytest.mark.parametrize(("rules", "fires"), [("{Fearless: true}", True), ("{Bulky: 2}", False)])
def test_without_a_special_rule_of_any_value(
    run: Callable[..., Result], tmp_path: Path, rules: str, fires: bool
) -> None:
    trigger = (
        LEAD + SHOOTING_STEP + "that targets a Unit that only includes Models with the Iron "
        "Hands Trait without the Bulky (X) Special Rule."
    )
    battle = BATTLE.replace(
        "traits: [Iron Hands]", f"traits: [Iron Hands]\n    special_rules: {rules}"
    )
    (tmp_path / "b").mkdir()
    result, trace = _simulate(run, tmp_path / "b", trigger, battle)
    assert result.exit_code == 0, result.stderr
    assert [e["phase"] for e in trace if e["kind"] == "fires"] == (["shooting"] if fires else [])
    if not fires:
        why = [
            e["why"] for e in trace if e["kind"] == "candidate" and e["event"] == "shooting.target"
        ]
        assert why == ["Tactical Squad has the Bulky (2) special rule"]


@pytest.mark.parametrize(
    ("rules", "fires"),
    [("{Deep Strike: Aerial}", False), ("{Deep Strike: aerial}", False), ("{Bulky: 2}", True)],
)
def test_without_a_special_rule_of_a_value(
    run: Callable[..., Result], tmp_path: Path, rules: str, fires: bool
) -> None:
    """ "Without the Deep Strike (Aerial) Special Rule" refuses a unit written ``Deep Strike:
    Aerial`` (name -> value, as units are written); it fired on one."""
    trigger = (
        LEAD + SHOOTING_STEP + "that targets a Unit that only includes Models with the Iron "
        "Hands Trait without the Deep Strike (Aerial) Special Rule."
    )
    battle = BATTLE.replace(
        "traits: [Iron Hands]", f"traits: [Iron Hands]\n    special_rules: {rules}"
    )
    result, trace = _simulate(run, tmp_path, trigger, battle)
    assert result.exit_code == 0, result.stderr
    assert [e["phase"] for e in trace if e["kind"] == "fires"] == (["shooting"] if fires else [])


@pytest.mark.parametrize(
    ("traits", "fires"), [("[Iron Hands, Legion]", True), ("[Iron Hands]", False)]
)
def test_two_traits_of_a_unit_are_both_required(
    run: Callable[..., Result], tmp_path: Path, traits: str, fires: bool
) -> None:
    """A unit "with the X Trait and the Y Trait" (read as a list of both) fires on a unit of
    both Traits, never on one of them only (a list was judged as one Trait: a traceback)."""
    trigger = (
        LEAD + SHOOTING_STEP + "that targets a Unit that only includes Models with the Iron "
        "Hands Trait and the Legion Trait."
    )
    battle = BATTLE.replace("traits: [Iron Hands]", f"traits: {traits}")
    result, trace = _simulate(run, tmp_path, trigger, battle)
    assert result.exit_code == 0, result.stderr
    assert "H009" not in result.stderr
    assert [e["phase"] for e in trace if e["kind"] == "fires"] == (["shooting"] if fires else [])
    if not fires:
        why = [
            e["why"] for e in trace if e["kind"] == "candidate" and e["event"] == "shooting.target"
        ]
        assert why == ["Tactical Squad is not all of the Legion Trait"]


# -- procedures the world does not run ---------------------------------------------------


@pytest.mark.parametrize(
    ("words", "event", "qualifiers", "actor"),
    [
        (
            "in the Reserves Sub-Phase of the Movement Phase, when the Active Player deploys a "
            "Unit that only includes Models with the Jump Pack Trait from Reserves",
            "reserves.deploy",
            {"phase": "movement", "procedure": "reserves"},
            {"role": "enemy", "trait": "Jump Pack"},
        ),
        (
            "whenever the Active Player finishes moving a Unit into play from Reserves",
            "reserves.deploy",
            {"phase": "movement", "procedure": "reserves", "moment": "end"},
            {"role": "enemy"},
        ),
        (
            "during the Victory Sub-Phase, if the Active Player scores 2 or more Victory Points",
            "victory.score",
            {"phase": "end", "procedure": "victory", "victory_points_min": 2},
            {"role": "enemy"},
        ),
    ],
)
def test_an_event_of_a_procedure_the_world_does_not_run(
    words: str, event: str, qualifiers: dict[str, Any], actor: dict[str, Any]
) -> None:
    entry = _read(LEAD + words + ".")
    trigger = entry["trigger"]
    assert (trigger["event"], trigger["qualifiers"], trigger["actor"]) == (
        event,
        qualifiers,
        actor,
    )
    assert trigger["target"] is None and "break_point" not in entry
    assert unjudged(trigger)[0] == f"the event {event!r} (it never dispatches it)"


@pytest.mark.parametrize(
    ("words", "event", "qualifiers", "target"),
    [
        (
            "at the start of Step 2 of the Fight Sub-Phase of any Combat that includes a Unit "
            "that only includes Models with the Iron Hands Trait",
            "fight.combat",
            {"phase": "assault", "procedure": "fight", "step": 2, "moment": "start"},
            {"role": "self", "trait": "Iron Hands"},
        ),
        (
            "in Step 1 of the Reserves Sub-Phase, when the Active Player deploys a Unit from "
            "Reserves",
            "reserves.deploy",
            {"phase": "movement", "procedure": "reserves", "step": 1, "moment": "during"},
            None,
        ),
    ],
)
def test_a_step_of_a_procedure_the_world_does_not_run(
    words: str, event: str, qualifiers: dict[str, Any], target: dict[str, Any] | None
) -> None:
    entry = _read(LEAD + words + ".")
    trigger = entry["trigger"]
    assert (trigger["event"], trigger["qualifiers"], trigger["target"]) == (
        event,
        qualifiers,
        target,
    )
    assert "break_point" not in entry  # (no sequence of the ruleset has its steps)


@pytest.mark.parametrize(
    ("words", "checks", "more"),
    [
        (
            "in the Resolution Sub-Phase, when a Unit that only includes Models with the Iron "
            "Hands Trait makes a successful Cool Check",
            ["Cool"],
            {"phase": "assault", "procedure": "resolution"},
        ),
        (
            "whenever a Unit makes a successful Willpower, Cool or Leadership Check when "
            "testing to see if it gains a Tactical Status",
            ["Willpower", "Cool", "Leadership"],
            {"condition": ["testing_for_a_tactical_status"]},
        ),
    ],
)
def test_a_check_passed_by_a_unit_of_the_reactive_player(
    words: str, checks: list[str], more: dict[str, Any]
) -> None:
    trigger = _read(LEAD + words + ".")["trigger"]
    assert (trigger["event"], trigger["actor"], trigger["target"]["role"]) == (
        "unit.check_passed",
        None,
        "self",
    )
    assert trigger["qualifiers"] == {**more, "passed_check": checks}


@pytest.mark.parametrize(
    ("words", "qualifiers", "target"),
    [
        (
            "in the Resolution Sub-Phase of the Assault Phase, whenever a Unit that only "
            "includes Models with the Iron Hands Trait would gain the Pinned Tactical Status "
            "due to having failed a Cool Check",
            {"phase": "assault", "procedure": "resolution", "statuses": ["Pinned"]},
            {"role": "self", "trait": "Iron Hands"},
        ),
        (
            "in the Morale Sub-Phase, when a Unit entirely composed of Models with the Paragon "
            "Type would gain the Stunned or Routed Status due to having failed a Cool Check, "
            "unless that Unit is Out of Coherency",
            {
                "phase": "shooting",
                "procedure": "morale",
                "statuses": ["Stunned", "Routed"],
                "condition": ["not_out_of_coherency"],
            },
            {"role": "self", "types": ["Paragon"]},
        ),
        (
            "when a Unit would gain the Suppressed Status due to having failed a Cool Check",
            {"statuses": ["Suppressed"]},  # in either procedure: no Phase said
            {"role": "self"},
        ),
    ],
)
def test_what_befalls_a_unit_of_the_reactive_player(
    words: str, qualifiers: dict[str, Any], target: dict[str, Any]
) -> None:
    trigger = _read(LEAD + words + ".")["trigger"]
    assert (trigger["event"], trigger["actor"], trigger["target"]) == (
        "unit.status_gain",
        None,
        target,
    )
    assert trigger["qualifiers"] == {**qualifiers, "failed_check": "Cool"}


@pytest.mark.parametrize(
    "words",
    [
        "in the Morale Sub-Phase of the Shooting Phase, when the Active Player deploys a Unit "
        "from Reserves",  # an event of another procedure
        "in the Reserves Sub-Phase of the Movement Phase",  # no event
        "in the Loot Sub-Phase, when the Active Player deploys a Unit from Reserves",
        "in Step 2 of the Morale Sub-Phase, when the Active Player deploys a Unit from Reserves",
        "at the end of Step 5 of the Fight Sub-Phase",  # no Combat
        "in Step 2 of the Morale Sub-Phase of any Combat which includes a Unit",
        "at the end of Step 5 of the Fight Sub-Phase of any Combat which includes an enemy Unit",
        "at the end of Step 5 of the Fight Sub-Phase of a Combat which includes a Unit",
        "when the Active Player scores Victory Points",
        "in the Reserves Sub-Phase of the Movement Phase, during Step 3 of the Shooting Attack "
        "sequence",  # a step of another procedure
        "in the Reserves Sub-Phase, when a Unit would gain the Pinned Status due to having "
        "failed a Cool Check",  # not in the Reserves Sub-Phase
        "when a Unit would gain the Pinned Status",  # no cause
        "when a Unit would gain Pinned Status due to having failed a Cool Check",
        "when an enemy Unit would gain the Pinned Status due to having failed a Cool Check",
        "in the Reserves Sub-Phase, when a Unit makes a successful Cool Check",
        "when a Unit makes a Cool Check",  # passed or failed?
        "when the Active Player makes a successful Cool Check",
    ],
)
def test_a_procedure_out_of_its_shapes_is_refused(words: str) -> None:
    _refused(LEAD + words + ".")


def test_a_battle_with_an_event_the_world_never_dispatches_runs_and_never_fires_it(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result, trace = _simulate(
        run,
        tmp_path,
        LEAD + "in the Reserves Sub-Phase of the Movement Phase, when the Active Player "
        "deploys a Unit from Reserves.",
    )
    assert result.exit_code == 0, result.stderr
    assert "H009" in result.stderr and "'reserves.deploy' (it never dispatches it)" in result.stderr
    assert "H001" not in result.stderr
    assert [e for e in trace if e["kind"] == "fires"] == []
    notes = [e["text"] for e in trace if e["kind"] == "note"]
    assert notes == [
        "Tactical Squad: Grey Oath answers reserves.deploy, which this world does not "
        "simulate: it never fires"
    ]
    text = run("simulate", str(tmp_path / "battle.yaml"))
    assert "Grey Oath answers reserves.deploy, which this world does not simulate" in text.stdout


# -- a clause set off by commas inside a unit phrase --------------------------------------

RAVEN = "a Unit which only includes Models with the Raven Guard Trait"


@pytest.mark.parametrize(
    "words",
    [
        "when the Active Player targets " + RAVEN + ", that do not have the Vehicle Type, "
        "with a Shooting Attack",
        "when the Active Player targets " + RAVEN + " that do not have the Vehicle Type "
        "with a Shooting Attack",
        "when the Active Player targets " + RAVEN + ", that does not have the Vehicle Type, "
        "with any Shooting Attack",
    ],
)
def test_a_clause_set_off_by_commas(words: str) -> None:
    target = _read(LEAD + words + ".")["trigger"]["target"]
    assert target == {"role": "self", "trait": "Raven Guard", "not_type": "Vehicle"}


def test_a_comma_after_a_unit_still_closes_its_part() -> None:
    trigger = _read(
        LEAD
        + "at the end of Step 5 of a Charge made by the Active Player that targets "
        + RAVEN
        + ", if the Charge Roll has succeeded."
    )["trigger"]
    assert trigger["target"] == {"role": "self", "trait": "Raven Guard"}
    assert trigger["qualifiers"]["condition"] == ["charge_roll_succeeded"]


@pytest.mark.parametrize(
    "words",
    [
        "when the Active Player targets " + RAVEN + ", that do not have the Vehicle Type. with "
        "a Shooting Attack",
        "when the Active Player targets " + RAVEN + ", with the Vehicle Type, with a Shooting "
        "Attack",
        "when the Active Player targets " + RAVEN + ",, that do not have the Vehicle Type, "
        "with a Shooting Attack",
    ],
)
def test_a_clause_set_off_by_commas_out_of_its_shape_is_refused(words: str) -> None:
    _refused(LEAD + words + ".")
