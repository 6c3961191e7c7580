"""A newcomer's mistakes in a battle file, each said once and plainly.

A battle that leaves out its ``ruleset:`` is one missing field, not every key a 4E
encounter would not have; a scripted pick of a reaction whose Trigger was not read says
so, not "no such reaction".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result

from tests.hhkit import IRON_RESOLVE as BATTLE
from tests.hhkit import IRON_RESOLVE_READ as READ


def _write(tmp_path: Path, text: str) -> Path:
    battle = tmp_path / "battle.yaml"
    battle.write_text(text, encoding="utf-8")
    return battle


def test_a_battle_with_no_ruleset_is_told_only_that(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    text = BATTLE.replace("TRIGGER", READ).replace("ruleset: horus-heresy-3\n", "")
    battle = _write(tmp_path, text)
    for command in (["simulate"], ["lint", "--no-cache"]):
        result = run(*command, str(battle))
        assert result.exit_code == 1
        said = result.stdout + result.stderr
        assert f"{battle}:1:1: S003 missing required field 'ruleset' in the top level" in said
        # (it was read as a 4E encounter: 'combatants' missing, 'units' and 'table' unknown)
        assert "combatants" not in said and "S002" not in said, said


def test_a_picked_reaction_whose_trigger_was_not_read_says_so(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    battle = _write(tmp_path, BATTLE.replace("TRIGGER", READ.replace("Phase,", "Phaze,")))
    result = run("simulate", str(battle))
    assert result.exit_code == 0, result.stderr
    assert "P001" in result.stderr
    assert (
        "scripted Siege Squad: Iron Resolve refused: its trigger was not read (P001): it "
        "never fires"
    ) in result.stdout
    # read, the same pick fires
    fine = _write(tmp_path, BATTLE.replace("TRIGGER", READ))
    assert "Siege Squad: Iron Resolve (scripted choice)" in run("simulate", str(fine)).stdout


def test_a_misspelt_op_or_field_is_warned_about_at_the_op(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    ops = """\
    ops:
      - {op: shroud, roll: 5}
      - {op: shrouded, rol: 5}
      - {op: shrouded}
units:"""
    text = BATTLE.replace("TRIGGER", READ).replace("units:", ops, 1)
    battle = _write(tmp_path, text)
    result = run("simulate", str(battle))
    assert result.exit_code == 0, result.stderr  # (warnings: the battle runs)
    assert (
        f"{battle}:17:14: H010 [warning] no op called 'shroud' in the Horus Heresy world: it "
        "is not simulated; did you mean 'shrouded'?"
    ) in result.stderr
    assert (
        f"{battle}:18:24: H010 [warning] op 'shrouded' has no field 'rol': it is not "
        "simulated; did you mean 'roll'?"
    ) in result.stderr
    assert (
        f"{battle}:19:9: H010 [warning] op 'shrouded': what it leaves unsaid (roll) is not "
        "simulated"
    ) in result.stderr
    # the ops written as the world has them are not warned about
    fine = BATTLE.replace("TRIGGER", READ).replace(
        "units:", "    ops:\n      - {op: shrouded, roll: 5}\nunits:", 1
    )
    assert "H010" not in run("simulate", str(_write(tmp_path, fine))).stderr


def test_a_trigger_declaring_another_reaction_is_warned_about_at_the_name(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    copied = READ.replace("declare an Iron Resolve", "declare a Fade Away")
    battle = _write(tmp_path, BATTLE.replace("TRIGGER", copied))
    result = run("simulate", str(battle))
    assert result.exit_code == 0, result.stderr  # (a warning: the battle runs)
    assert (
        f"{battle}:14:50: H011 [warning] the Trigger declares 'Fade Away', not this reaction "
        "'Iron Resolve': a profile copied from another? (the reaction keeps its name)"
    ) in result.stderr
    assert "Siege Squad: Iron Resolve (scripted choice)" in result.stdout
    # its own name, in any case, is not warned about
    own = READ.replace("an Iron Resolve", "an iron resolve")
    assert (
        "H011" not in run("simulate", str(_write(tmp_path, BATTLE.replace("TRIGGER", own)))).stderr
    )


def test_a_trait_no_unit_has_is_warned_about_at_the_trait(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    asking = READ.replace(
        "Active Player.",
        "Active Player that targets a Unit which only includes Models with the Iron "
        "Warriors Trait.",
    )
    text = BATTLE.replace("TRIGGER", asking)
    for written in ("Iron Warrior", "iron warriors"):
        battle = _write(
            tmp_path,
            text.replace("    reactions: [Iron", f"    traits: [{written}]\n    reactions: [Iron"),
        )
        result = run("simulate", str(battle))
        assert result.exit_code == 0, result.stderr
        assert (
            f"{battle}:14:224: H012 [warning] Iron Resolve asks for the Iron Warriors Trait, "
            "which no unit of this battle has (`traits:`): it never fires here; did you mean "
            f"{written!r}?"
        ) in result.stderr, result.stderr
    # written as the Trigger has it, the unit is not warned about (and its reaction fires)
    battle = _write(
        tmp_path,
        text.replace("    reactions: [Iron", "    traits: [Iron Warriors]\n    reactions: [Iron"),
    )
    result = run("simulate", str(battle))
    assert "H012" not in result.stderr and "Iron Resolve (scripted choice)" in result.stdout


def _one_model_siege_squad() -> str:
    """The battle with its trigger read and the Siege Squad down to one model."""
    return BATTLE.replace("TRIGGER", READ).replace(
        "models: [{at: [10, 10]}, {at: [11, 10]}]", "models: [{at: [10, 10]}]"
    )


def test_an_action_at_a_destroyed_unit_says_it_is_destroyed(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Not "no weapon in range and in line of sight" of a unit with no model left."""
    text = _one_model_siege_squad()
    volleys = "".join(
        "  - turn: Salamanders\n    shooting:\n      - {shoot: Firedrakes, at: Siege Squad}\n"
        "  - turn: Iron Warriors\n"
        for _ in range(12)
    )
    charge = "  - turn: Salamanders\n    assault:\n      - {charge: Firedrakes, at: Siege Squad}\n"
    battle = _write(tmp_path, text.split("script:\n")[0] + "script:\n" + volleys + charge)
    result = run("simulate", str(battle), "--seed", "1")
    assert "Siege Squad loses Siege Squad 1" in result.stdout
    said = [line for line in result.stderr.splitlines() if ": H006 " in line]
    assert said and all(line.endswith(": Siege Squad is destroyed") for line in said), said
    assert "Firedrakes cannot charge Siege Squad: Siege Squad is destroyed" in said[-1]


def test_a_destroyed_units_move_is_refused_as_a_move(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """H005 (a scripted move the unit cannot make), not H006 (a Shooting Attack's)."""
    text = _one_model_siege_squad()
    turns = "".join(
        "  - turn: Salamanders\n    shooting:\n      - {shoot: Firedrakes, at: Siege Squad}\n"
        "  - turn: Iron Warriors\n    movement:\n      - {move: Siege Squad, to: [10, 12]}\n"
        for _ in range(12)
    )
    battle = _write(tmp_path, text.split("script:\n")[0] + "script:\n" + turns)
    result = run("simulate", str(battle), "--seed", "1")
    refused = [line for line in result.stderr.splitlines() if "takes no action" in line]
    assert refused and all(": H005 Siege Squad is destroyed" in line for line in refused)


def test_a_step_under_another_phase_is_told_where_it_belongs(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A `shoot` written under `movement:` is one S002 saying it belongs under `shooting:`,
    not four (missing 'move' and 'to', unknown 'shoot' and 'at'); a step of its own list
    with a misspelt field is still told the field."""
    moved = BATTLE.replace("TRIGGER", READ).replace("    shooting:\n", "    movement:\n")
    result = run("simulate", str(_write(tmp_path, moved)))
    said = [line for line in result.stderr.splitlines() if ": S00" in line]
    assert said == [
        f"{tmp_path / 'battle.yaml'}:29:9: S002 the turn of 'Salamanders' (script/0/movement/0)"
        ": an entry with 'shoot' belongs under `shooting:`, not `movement:`"
    ], result.stderr
    misspelt = BATTLE.replace("TRIGGER", READ).replace("        at: Siege Squad", "        att: x")
    result = run("simulate", str(_write(tmp_path, misspelt)))
    assert "unknown field 'att'" in result.stderr and "belongs under" not in result.stderr
