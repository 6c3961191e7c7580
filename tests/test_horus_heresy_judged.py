"""What the Horus Heresy world now judges of a third-edition profile's Trigger, as the
Trigger says: a unit that includes at least one Model of a kind, a Sub-Type of a Type, and
the conditions set on the triggering action (the Charge Roll has succeeded, the casualties
trigger a Panic Check, the reacting unit can shoot the moving unit). Each battle is
made-up; each test fails when the world judges the condition wrongly either way."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.hhkit import BLUE, RED, Run, battle, run, unit

LEAD = "The Reactive Player may declare a Grey Oath Advanced Reaction "
COST = "The Reactive Player must spend 1 point of their Reaction Allotment."


def _run(
    tmp_path: Path, trigger: str, units: list[dict[str, Any]], script: Any, seed: int = 0
) -> Run:
    profile = {"name": "Grey Oath", "kind": "advanced reaction"}
    profile["profile"] = {"Trigger": trigger, "Cost": COST}  # type: ignore[assignment]
    data = battle(
        units,
        script,
        ruleset="horus-heresy-3",
        players={RED: {}, BLUE: {"allotment": 3, "prefer": ["Grey Oath"]}},
        reactions=[profile],
    )
    return run(tmp_path, data, seed)


def _why(found: Run) -> list[str]:
    return [e["why"] for e in found.entries("candidate", reaction="Grey Oath")]


def _oath(name: str, *at: tuple[float, float], **more: Any) -> dict[str, Any]:
    return unit(name, BLUE, *at, reactions=["Grey Oath"], **more)


def _charge(target: str = "Guard") -> list[dict[str, Any]]:
    return [{"turn": RED, "assault": [{"charge": "Reavers", "at": target}]}]


# -- models of a kind ----------------------------------------------------------------------

MALEFIC = (
    LEAD + "at the start of Step 3 of the Charge Procedure for a Charge declared by the "
    "Active Player for a Unit which includes any Models with the Malefic Sub-Type."
)


def test_a_unit_that_includes_a_model_of_a_sub_type(tmp_path: Path) -> None:
    """One Malefic model among others is enough; none, and it does not fire (H009 before:
    it never fired)."""
    reavers = unit("Reavers", RED, (16, 10), (17, 10))
    reavers["models"][1]["sub_types"] = ["Malefic"]
    found = _run(tmp_path, MALEFIC, [_oath("Guard", (10, 10)), reavers], _charge())
    assert "H009" not in found.codes()
    assert found.fired() == [("Guard", "Grey Oath")]
    reavers["models"][1]["sub_types"] = []
    (tmp_path / "none").mkdir()
    found = _run(tmp_path / "none", MALEFIC, [_oath("Guard", (10, 10)), reavers], _charge())
    assert found.fired() == []
    assert _why(found) == [
        "no model of Reavers fits (Reavers includes models of the infantry Type)"
    ]


def test_a_unit_that_includes_a_model_of_a_trait(tmp_path: Path) -> None:
    """A Trait is the unit's: every model of a unit with it has it."""
    trigger = (
        LEAD + "at the start of Step 3 of the Charge Procedure for a Charge declared by the "
        "Active Player that targets a Unit that includes at least one Model with the Iron "
        "Hands Trait."
    )
    foe = unit("Reavers", RED, (16, 10))
    found = _run(
        tmp_path, trigger, [_oath("Guard", (10, 10), traits=["Iron Hands"]), foe], _charge()
    )
    assert found.fired() == [("Guard", "Grey Oath")]
    (tmp_path / "other").mkdir()
    found = _run(
        tmp_path / "other",
        trigger,
        [_oath("Guard", (10, 10), traits=["Ultramarines"]), foe],
        _charge(),
    )
    assert found.fired() == []


LIGHT = (
    LEAD + "at the end of Step 4 of a Charge declared by the Active Player that targets a Unit "
    "entirely composed of Models with the Light Sub-Type of Cavalry Type."
)


def _cavalry(*sub_types: list[str]) -> dict[str, Any]:
    guard = _oath("Guard", (10, 10), (9, 10), profile={"type": "cavalry"})
    for model, said in zip(guard["models"], sub_types, strict=True):
        model["sub_types"] = said
    return guard


def test_a_sub_type_of_a_type_is_every_models(tmp_path: Path) -> None:
    foe = unit("Reavers", RED, (16, 10))
    found = _run(tmp_path, LIGHT, [_cavalry(["Light"], ["Light", "Character"]), foe], _charge())
    assert "H009" not in found.codes()
    assert found.fired() == [("Guard", "Grey Oath")]
    (tmp_path / "heavy").mkdir()
    found = _run(tmp_path / "heavy", LIGHT, [_cavalry(["Light"], ["Heavy"]), foe], _charge())
    assert found.fired() == []
    assert _why(found) == ["Guard 2 of Guard has not the light Sub-Type"]


# -- conditions on the action --------------------------------------------------------------

ROLLED = (
    LEAD + "in the Assault Phase, at the end of Step 5 of the Charge sequence of a Charge made "
    "by the Active Player if the Charge Roll has succeeded."
)


def test_if_the_charge_roll_has_succeeded(tmp_path: Path) -> None:
    """It fires at the end of Step 5 exactly when the Charge Roll succeeded; when it failed,
    it is refused there, and the trace says why."""
    outcomes = set()
    for seed in range(12):
        here = tmp_path / str(seed)
        here.mkdir()
        found = _run(
            here,
            ROLLED,
            [_oath("Guard", (10, 10)), unit("Reavers", RED, (18, 10))],
            _charge(),
            seed,
        )
        (roll,) = [e for e in found.entries("test") if e["test"].startswith("Charge Roll")]
        outcomes.add(roll["passed"])
        assert bool(found.fired()) == roll["passed"], seed
        if roll["passed"]:
            assert found.seq("fires", reaction="Grey Oath") > roll["seq"]
        else:
            assert found.refused("Guard", "Grey Oath")[-1] == (
                "Guard: not so that the Charge Roll has succeeded (when its turn to resolve came)"
            )
    assert outcomes == {True, False}  # (both were seen)


PANIC = (
    LEAD + "in the Shooting Phase, at the end of Step 11 of the Shooting Attack sequence of any "
    "Shooting Attack made by the Active Player which triggers a Panic Check due to the number "
    "of Models Removed as Casualties."
)


def _shoot() -> list[dict[str, Any]]:
    return [{"turn": RED, "shooting": [{"shoot": "Reavers", "at": "Guard"}]}]


def _volley(tmp_path: Path, seed: int, **more: Any) -> tuple[Run, int]:
    guard = _oath("Guard", *[(10, 10 + i) for i in range(8)], **more)
    reavers = unit("Reavers", RED, *[(20, 10 + i) for i in range(6)])
    found = _run(tmp_path, PANIC, [guard, reavers], _shoot(), seed)
    (removed,) = found.entries("casualties")
    return found, len(removed["removed"])


def test_if_the_casualties_trigger_a_panic_check(tmp_path: Path) -> None:
    """A quarter of the unit's models removed (2 of 8) triggers the check: it fires then,
    and only then."""
    outcomes = set()
    for seed in range(12):
        here = tmp_path / str(seed)
        here.mkdir()
        found, removed = _volley(here, seed)
        outcomes.add(removed >= 2)
        assert bool(found.fired()) == (removed >= 2), (seed, removed)
    assert outcomes == {True, False}


def test_a_fearless_unit_takes_no_panic_check(tmp_path: Path) -> None:
    for seed in range(6):
        here = tmp_path / str(seed)
        here.mkdir()
        found, removed = _volley(here, seed, special_rules={"Fearless": True})
        assert found.fired() == [], (seed, removed)


CAN_SHOOT = (
    LEAD + 'in Step 2 of the Move Sub-Phase process, if an enemy Unit ends a move within 10" '
    "and in Line of Sight of a Unit under the Reactive Player's control capable of making a "
    "Shooting Attack with at least one Weapon it has targeting that Unit."
)


def test_a_unit_capable_of_shooting_the_moving_unit(tmp_path: Path) -> None:
    """Its bolter reaches the moving unit 9" away; a flamer (8") alone does not."""
    moved = [{"turn": RED, "movement": [{"move": "Reavers", "to": [19, 10]}]}]
    foe = unit("Reavers", RED, (25, 10))
    found = _run(tmp_path, CAN_SHOOT, [_oath("Guard", (10, 10)), foe], moved)
    assert found.fired() == [("Guard", "Grey Oath")]
    (tmp_path / "flamer").mkdir()
    flamer = _oath("Guard", (10, 10), profile={"weapons": ["flamer"]})
    found = _run(tmp_path / "flamer", CAN_SHOOT, [flamer, foe], moved)
    assert found.fired() == []
    assert _why(found) == [
        "Guard: not so that it can make a Shooting Attack with a weapon it has at the moving unit"
    ]


def test_a_refused_condition_gives_its_point_back(tmp_path: Path) -> None:
    """The Reactive player has one point: the Reaction refused at Step 5 (the roll failed)
    gives it back, and another unit reacts to the next Charge with it."""
    plain = {
        "name": "Plain Oath",
        "kind": "advanced reaction",
        "profile": {
            "Trigger": LEAD.replace("Grey Oath", "Plain Oath")
            + "at the end of Step 1 of a Charge declared by the Active Player.",
            "Cost": COST,
        },
    }
    oath = {"name": "Grey Oath", "kind": "advanced reaction"}
    oath["profile"] = {"Trigger": ROLLED, "Cost": COST}  # type: ignore[assignment]
    units = [
        _oath("Guard", (10, 10)),
        unit("Watch", BLUE, (10, 30), reactions=["Plain Oath"]),
        unit("Reavers", RED, (18, 10)),
        unit("Despoilers", RED, (16, 30)),
    ]
    script = [
        {
            "turn": RED,
            "assault": [
                {"charge": "Reavers", "at": "Guard"},
                {"charge": "Despoilers", "at": "Watch"},
            ],
        }
    ]
    players = {RED: {}, BLUE: {"prefer": ["Grey Oath", "Plain Oath"]}}
    for seed in range(20):
        here = tmp_path / str(seed)
        here.mkdir()
        data = battle(
            units, script, ruleset="horus-heresy-3", players=players, reactions=[oath, plain]
        )
        found = run(here, data, seed)
        first = next(e for e in found.entries("test") if e["test"].startswith("Charge Roll"))
        if first["passed"]:
            continue
        assert found.fired() == [("Watch", "Plain Oath")]
        return
    raise AssertionError("no seed with a failed first Charge Roll")


def test_a_condition_told_at_a_step_needs_the_rulesets_check_again() -> None:
    """Where the ruleset does not judge conditions again when a reaction resolves (no
    ``may_react`` check on action.conditions_failed), a condition the action tells only at
    a step cannot be told: it would otherwise fire whatever the roll."""
    from types import SimpleNamespace

    from counterplay.runtime.events import Event
    from counterplay.runtime.horus_heresy.conditions import why_not
    from counterplay.runtime.horus_heresy.units import Model, Unit

    guard = Unit("Guard", BLUE, [Model("Guard 1", (0.0, 0.0))])
    event = Event("assault.charge", None, guard)
    done = {"charge.5.end": frozenset({"declare_charge", "charge_roll"})}
    said = ["charge_roll_succeeded"]
    with_check = SimpleNamespace(done_by=done, rechecks=True)
    without = SimpleNamespace(done_by=done, rechecks=False)
    assert why_not(with_check, guard, event, said, "charge.5.end") is None  # type: ignore[arg-type]
    assert "cannot tell" in str(why_not(without, guard, event, said, "charge.5.end"))  # type: ignore[arg-type]
    assert "cannot tell" in str(why_not(with_check, guard, event, said, "charge.4.end"))  # type: ignore[arg-type]


def test_an_action_cut_short_before_it_tells_fails_the_condition() -> None:
    """A Charge lost before its Charge Roll (its unit destroyed) never told whether the roll
    succeeded: a reaction waiting for the end of Step 5 is refused when it resolves after
    the action, not fired."""
    from counterplay.runtime.events import Event, Frame
    from counterplay.runtime.horus_heresy.assault import Charge
    from counterplay.runtime.horus_heresy.conditions import failed
    from counterplay.runtime.horus_heresy.units import Model, Unit
    from counterplay.runtime.reaction import Reaction

    guard = Unit("Guard", BLUE, [Model("Guard 1", (0.0, 0.0))])
    reavers = Unit("Reavers", RED, [Model("Reavers 1", (5.0, 0.0))])
    trigger = {"event": "assault.charge", "qualifiers": {"condition": ["charge_roll_succeeded"]}}
    reaction = Reaction.from_ir({"name": "Grey Oath", "trigger": trigger})
    event = Event("assault.charge", reavers, guard)
    frame = Frame("charge", reavers, 0, state=Charge(reavers, guard))
    assert failed(None, reaction, guard, event, frame) == []  # type: ignore[arg-type]
    frame.lost = True
    assert failed(None, reaction, guard, event, frame) == [  # type: ignore[arg-type]
        "not so that the Charge Roll has succeeded (the action ended before it could tell)"
    ]
    frame.lost, frame.state.success = False, False
    assert failed(None, reaction, guard, event, frame) == [  # type: ignore[arg-type]
        "not so that the Charge Roll has succeeded"
    ]
