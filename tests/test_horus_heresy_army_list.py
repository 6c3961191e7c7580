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


def test_a_battle_that_includes_the_file_plays_as_one_that_copies_its_profiles(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """The third-edition battle includes the army list: written out in the battle
    instead, the same profiles read into the same reactions and play the same battle."""
    text = (BATTLE / "third-edition-profiles.yaml").read_text(encoding="utf-8")
    listed = EXAMPLE.read_text(encoding="utf-8").split("reactions:\n", 1)[1]
    include = next(line for line in text.splitlines() if line.startswith("include:"))
    copied = _write(
        tmp_path,
        text.replace(include + "\n", "").replace(
            "reactions:                              # and one of this battle's own\n",
            "reactions:\n" + listed,
        ),
        "battle.yaml",
    )
    assert "\ninclude:" not in copied.read_text(encoding="utf-8")
    battles = [load_battle(path)[0] for path in (BATTLE / "third-edition-profiles.yaml", copied)]
    assert battles[0] is not None and battles[1] is not None
    held = [
        {
            r.name: (r.event, r.qualifiers, r.break_point, r.cost)
            for u in b.units
            for r in u.reactions
        }
        for b in battles
    ]
    assert held[0] == held[1] and len(held[0]) == 4
    runs = [
        run("simulate", str(p)).stdout for p in (BATTLE / "third-edition-profiles.yaml", copied)
    ]
    assert runs[0] == runs[1] and "Fade Away" in runs[0]


def test_an_included_army_list_is_checked_in_its_own_file(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """What is wrong in an included army list is said at its line; a profile also written
    in the battle is said with both places; a 4E file is not an army list."""
    text = (BATTLE / "third-edition-profiles.yaml").read_text(encoding="utf-8")
    army = _write(tmp_path, HEAD + _volley(phase="Movement"))
    battle = _write(
        tmp_path,
        text.replace("../../horus_heresy/raven-guard-reactions.yaml", str(army))
        .replace("reactions: [Fade Away, Vengeful Volley]", "reactions: [Iron Rain]")
        .replace("reactions: [Deep Shadows, Bayonet Wall]", "reactions: [Deep Shadows]"),
        "battle.yaml",
    )
    result = run("simulate", str(battle))
    assert result.exit_code == 1
    assert f"{army}:7:16: H001" in result.stderr
    army.write_text(
        HEAD + _volley() + _volley().replace("Iron Rain", "Deep Shadows", 1), encoding="utf-8"
    )
    result = run("simulate", str(battle))
    assert result.exit_code == 1
    assert (
        f"{army}:12:11: H003 two reactions are called 'Deep Shadows' (the other in {battle}, line"
    ) in result.stderr
    army.write_text(
        "counterplay: 1\nruleset: horus-heresy-3\npowers:\n"
        "  - {name: Parry, usage: encounter, action: free action}\n",
        encoding="utf-8",
    )
    result = run("simulate", str(battle))
    assert result.exit_code == 1
    assert f"{army}:2:10: S009 4E powers under 'horus-heresy-3'" in result.stderr
    # (its reactions' names are not said again to be unknown: the file's error says why)
    assert "no reaction called" not in result.stderr


def test_a_list_not_included_is_one_error_not_one_a_scripted_pick(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A list that cannot be included (a wrong path, another ruleset) is said at the
    battle's entry, once: the script's picks of the reactions a unit lists from it are
    not each said to be no reaction of the unit."""
    text = (BATTLE / "third-edition-profiles.yaml").read_text(encoding="utf-8")
    for wrong in ("no-such-list.yaml", str(_write(tmp_path, HEAD.replace("-3", "") + _volley()))):
        battle = _write(
            tmp_path,
            text.replace("../../horus_heresy/raven-guard-reactions.yaml", wrong),
            "battle.yaml",
        )
        result = run("simulate", str(battle))
        assert result.exit_code == 1
        assert "has no reaction" not in result.stderr, result.stderr
        assert "1 error, 0 warnings" in result.stderr, result.stderr
    # a unit's reaction none has: said to be in neither the battle nor its lists
    typo = text.replace("../../horus_heresy/raven-guard-reactions.yaml", str(EXAMPLE))
    battle.write_text(
        typo.replace("reactions: [Fade Away, Vengeful", "reactions: [Fade Aw, Vengeful")
    )
    result = run("simulate", str(battle))
    assert (
        "H003 no reaction called 'Fade Aw' in the battle's reactions or the army lists it "
        "includes; did you mean 'Fade Away'?"
    ) in result.stderr, result.stderr
    # nor is a pick of the reaction the misspelt name meant (one error, at the unit's list)
    assert "has no reaction" not in result.stderr and "1 error" in result.stderr
    # a pick of a reaction the unit does not list is still said
    text = text.replace("../../horus_heresy/raven-guard-reactions.yaml", str(EXAMPLE))
    battle.write_text(text.replace("reaction: Bayonet Wall}", "reaction: Fade Away}"))
    result = run("simulate", str(battle))
    assert ": H003 Mor Deythan has no reaction 'Fade Away'" in result.stderr, result.stderr


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
