"""An authoring file of Horus Heresy reaction profiles (an army list's reactions, no battle):
``compile`` writes them as the IR's ``reactions`` list, ``lint`` checks them as a battle
checks its own (R004-04, R004-07), and bad input is a positioned diagnostic, never a
traceback. The profiles here are made up in the printed profiles' manner."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest
from click.testing import Result

from counterplay.compiler.horus_heresy.battle import load_battle
from counterplay.compiler.kinds import kind_of
from counterplay.compiler.schemas import schema
from tests.conftest import ROOT, check_golden

EXAMPLE = ROOT / "counterplay" / "examples" / "horus_heresy" / "raven-guard-reactions.yaml"
BATTLE = ROOT / "counterplay" / "examples" / "scenarios" / "horus_heresy"
GOLDEN = Path(__file__).parent / "golden" / "cli"

HEAD = "counterplay: 1\nruleset: horus-heresy-3\nreactions:\n"
VOLLEY = (
    "  - name: Iron Rain\n"
    "    kind: advanced reaction\n"
    "    profile:\n"
    "      Trigger: >-\n"
    "        The Reactive Player may declare an Iron Rain Advanced Reaction in the {phase}\n"
    "        Phase, during Step 3 of any Shooting Attack made by the Active Player that\n"
    "        targets a Unit under the Reactive Player's control.\n"
    "      Cost: The Reactive Player must spend {cost} of their Reaction Allotment.\n"
)


def _write(tmp_path: Path, text: str, name: str = "army.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _volley(phase: str = "Shooting", cost: str = "1 point") -> str:
    return VOLLEY.format(phase=phase, cost=cost)


def test_a_file_of_profiles_is_an_authoring_file(tmp_path: Path) -> None:
    assert kind_of(EXAMPLE) == "authoring"
    assert kind_of(_write(tmp_path, HEAD + _volley())) == "authoring"


def test_the_example_compiles_to_reactions_in_the_ir(
    run: Callable[..., Result], update_goldens: bool
) -> None:
    result = run("compile", "--no-cache", str(EXAMPLE))
    assert result.exit_code == 0, result.stderr
    ir = json.loads(result.stdout)
    jsonschema.Draft202012Validator(schema("power")).validate(ir)
    assert (ir["ruleset"], ir["powers"]) == ("horus-heresy-3", [])
    by_name = {r["name"]: r for r in ir["reactions"]}
    assert list(by_name) == ["Fade Away", "Vengeful Volley", "Bayonet Wall"]
    fade = by_name["Fade Away"]
    assert (fade["trigger"]["event"], fade["break_point"], fade["cost"]) == (
        "unit.move_end",
        "move.2",
        0,
    )
    assert fade["trigger"]["qualifiers"]["reacting_unit"] == {"trait": "Raven Guard"}
    volley = by_name["Vengeful Volley"]
    assert (volley["usage"], volley["break_point"], volley["cost"]) == (
        "once-per-battle",
        "shooting_attack.3",
        1,
    )
    assert by_name["Bayonet Wall"]["trigger"]["qualifiers"]["condition"] == [
        "charge_roll_succeeded"
    ]
    assert fade["origin"]["line"] == 8 and fade["origin"]["column"] == 11
    assert "compiled 3 reactions from 1 file" in result.stderr
    shown = result.stdout.replace(str(ROOT) + "/", "")
    check_golden(GOLDEN / "horus-heresy-reactions.json", shown, update_goldens)


def test_the_example_lints_clean(run: Callable[..., Result]) -> None:
    result = run("lint", "--no-cache", str(EXAMPLE))
    assert result.exit_code == 0, result.stdout + result.stderr
    assert "0 errors, 0 warnings" in result.stdout + result.stderr


def test_a_file_and_a_battle_read_one_profile_alike() -> None:
    """The file's profiles are the third-edition battle's: the same IR, origin aside."""
    from counterplay.compiler.horus_heresy.authoring import reactions_ir
    from counterplay.compiler.load import load

    document, found = load(EXAMPLE)
    assert document is not None and not found
    entries, found = reactions_ir(document, "horus-heresy-3")
    assert not found
    battle, _ = load_battle(BATTLE / "third-edition-profiles.yaml")
    assert battle is not None
    in_battle = {r.name: r for u in battle.units for r in u.reactions}
    for entry in entries:
        reaction = in_battle[entry["name"]]
        assert (reaction.event, reaction.qualifiers, reaction.break_point, reaction.cost) == (
            entry["trigger"]["event"],
            entry["trigger"]["qualifiers"],
            entry["break_point"],
            entry["cost"],
        )


# case -> (the file's reactions, the code, its line:column, the words the message says)
BAD: dict[str, tuple[str, str, str, str]] = {
    "phase": (_volley(phase="Movement"), "H001", "7:16", "happens only in the shooting phase"),
    "cost-above-cap": (_volley(cost="4 points"), "H013", "11:13", "never holds more than 3"),
    "unread-cost": (_volley(cost="1, 2 or 3 points"), "H008", "11:13", "read as 1"),
    "unread-trigger": (
        "  - name: Moonlit\n    profile:\n      Trigger: The Reactive Player may declare a "
        "Moonlit Reaction whenever the moon is full.\n",
        "P001",
        "6:80",
        "cannot read the trigger from 'moon'",
    ),
    "two-of-one-name": (_volley() + _volley(), "H003", "12:11", "two reactions are called"),
    "op": (_volley() + "    ops:\n      - {op: shooot}\n", "H010", "13:14", "did you mean 'shoot'"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_lint_says_what_is_wrong_with_a_profile_where_it_is(
    case: str, run: Callable[..., Result], tmp_path: Path
) -> None:
    body, code, where, words = BAD[case]
    path = _write(tmp_path, HEAD + body)
    result = run("lint", "--no-cache", str(path))
    out = result.stdout + result.stderr
    assert "Traceback" not in out
    lines = [line for line in out.splitlines() if f": {code} " in line]
    assert lines, out
    assert lines[0].startswith(f"{path}:{where}: {code} "), lines[0]
    assert words in lines[0]
    errors = code in ("H001", "H003")
    assert result.exit_code == (1 if errors else 0), out
    compiled = run("compile", "--no-cache", str(path))
    assert compiled.exit_code == (1 if errors else 0)
    assert f"{path}:{where}: {code} " in compiled.stderr


def test_a_cost_above_three_is_not_said_in_a_battle_whose_player_may_go_beyond(
    tmp_path: Path,
) -> None:
    text = (BATTLE / "third-edition-profiles.yaml").read_text(encoding="utf-8")
    text = text.replace("spend 3 points", "spend 4 points")
    path = _write(tmp_path, text, "battle.yaml")
    _, found = load_battle(path)
    assert [d.code for d in found if d.code == "H013"] == ["H013"]
    lifted = text.replace("Raven Guard: {allotment: 3}", "Raven Guard: {beyond_three: true}")
    _, found = load_battle(_write(tmp_path, lifted, "battle.yaml"))
    assert not [d for d in found if d.code == "H013"]


@pytest.mark.parametrize(
    ("head", "where"),
    [
        ("counterplay: 1\nruleset: dnd4e\nreactions:\n", "2:10"),
        (
            "counterplay: 1\npowers:\n  - {name: Parry, usage: encounter, action: free action}\n"
            "reactions:\n",
            "4:1",
        ),
    ],
    ids=["under-a-4e-ruleset", "beside-4e-powers"],
)
def test_profiles_under_a_ruleset_of_another_game_are_refused(
    head: str, where: str, run: Callable[..., Result], tmp_path: Path
) -> None:
    path = _write(tmp_path, head + _volley())
    result = run("compile", "--no-cache", str(path))
    assert result.exit_code == 1 and result.stdout == ""
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith(f"{path}:{where}: S009 "), result.stderr
    assert "horus-heresy, horus-heresy-3" in result.stderr


def test_a_file_of_profiles_names_its_game_by_default(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = _write(tmp_path, HEAD.replace("ruleset: horus-heresy-3\n", "") + _volley())
    result = run("compile", "--no-cache", str(path))
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["ruleset"] == "horus-heresy-3"


def test_a_misspelt_profile_field_is_one_positioned_diagnostic(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = _write(tmp_path, HEAD + "  - name: X\n    profile: {Triger: y}\n")
    result = run("compile", "--no-cache", str(path))
    assert result.exit_code == 1 and "Traceback" not in result.stderr
    assert result.stderr.startswith(f"{path}:5:15: S002 "), result.stderr
    assert "did you mean 'Trigger'" in result.stderr
