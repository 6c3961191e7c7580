"""`counterplay lint` on the files that are not 4E powers: an Altered game read as `simulate`
reads it and an Altered ability file as `compile` does, a Horus Heresy battle's reaction in
a Phase or at a step that never comes (H001, H007), and a 4E scenario with its near-miss
names and its own powers.

Altered reactions are printed ability lines, played in games; the power rules (L001-L011)
read 4E's lint table (action types, Reaction keywords, attacks and squares), which Altered
has none of: they do not run on Altered files.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.lintkit import RULES, _lint

ALTERED = Path(__file__).parent / "fixtures" / "altered" / "games"


@pytest.mark.parametrize("name", ["bad-names", "bad-schema"])
def test_an_altered_game_is_linted_as_simulate_reads_it(
    run: Callable[..., Result], name: str
) -> None:
    path = ALTERED / f"{name}.yaml"
    placed = {(d["code"], d["line"], d["column"]) for d in _lint(run, path)}
    simulated = json.loads(run("simulate", "--output-format", "json", str(path)).stderr)
    assert placed == {(d["code"], d["line"], d["column"]) for d in simulated["diagnostics"]}
    if name == "bad-names":  # a card's line, a name, a scripted use: each where it is written
        assert placed >= {("C014", 10, 26), ("R002", 13, 19), ("R005", 13, 38)}


def test_an_altered_game_without_a_title_is_still_a_game(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # told from an authoring file by its players and cards, not by `scenario:`
    path = tmp_path / "game.yaml"
    path.write_text(
        "counterplay: 1\nruleset: altered\nplayers: [{name: Alice}, {name: Bob}]\n"
        "cards:\n  - {name: Guide, controller: Carol}\n",
        encoding="utf-8",
    )
    result = run("lint", "--no-cache", str(path))
    assert result.exit_code == 1
    assert f"{path}:5:31: R002 no player called 'Carol'" in result.stdout


def test_an_altered_games_near_miss_names_are_fixed_as_a_4e_scenarios_are(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "game.yaml"
    path.write_text(
        "counterplay: 1\nruleset: altered\nplayers: [{name: Yann}, {name: Zoé}]\n"
        "cards:\n  - {name: Gardien, controller: Yan, zone: expedition}\n"
        "turns:\n  Yan: [[pass]]\n  Zoé: [[{play: Gardienne}]]\n",
        encoding="utf-8",
    )
    found = run("lint", "--no-cache", str(path))
    assert f"{path}:5:33: R002 no player called 'Yan'; did you mean 'Yann'?" in found.stdout
    assert f"{path}:7:3: R002 no player called 'Yan'; did you mean 'Yann'?" in found.stdout
    run("lint", "--no-cache", "--fix", str(path))
    fixed = path.read_text(encoding="utf-8")
    assert "controller: Yann," in fixed and "\n  Yann: [[pass]]\n" in fixed
    assert "[[{play: Gardien}]]" in fixed


def test_altered_abilities_are_linted_as_compile_reads_them(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "abilities.yaml"
    path.write_text(
        "counterplay: 1\nruleset: altered\nabilities:\n"
        "  - {name: Guide, lang: fr, text: 'Lorsque #vous piochez — Piochez une carte.'}\n"
        "  - {name: Kitsune, lang: fr, text: 'À Midi — Je gagne 1 boost.'}\n",
        encoding="utf-8",
    )
    found = [(d["code"], d["line"], d["column"]) for d in _lint(run, path, extra=("-v",))]
    compiled = json.loads(
        run("-v", "compile", "--check", "--output-format", "json", str(path)).stderr
    )
    assert found == [(d["code"], d["line"], d["column"]) for d in compiled["diagnostics"]]
    assert found == [("C014", 4, 44)]


def test_the_altered_examples_lint_clean(run: Callable[..., Result]) -> None:
    examples = Path(__file__).parent.parent / "counterplay" / "examples" / "scenarios" / "altered"
    paths = sorted(examples.glob("*.yaml"))
    assert len(paths) >= 4 and _lint(run, *paths) == []


def test_a_horus_heresy_reaction_in_a_phase_or_step_that_never_comes(
    run: Callable[..., Result],
) -> None:
    fixtures = Path(__file__).parent / "fixtures" / "horus_heresy"
    found = _lint(
        run, fixtures / "battle-wrong-phase-profile.yaml", fixtures / "battle-wrong-phase.yaml"
    )
    said = {(Path(d["file"]).name, d["code"], d["line"]) for d in found}
    assert said >= {
        ("battle-wrong-phase-profile.yaml", "H001", 11),  # a Shooting step, in the Movement Phase
        ("battle-wrong-phase-profile.yaml", "H007", 18),  # Step 14 of a sequence of fewer
        ("early.ruleset.yaml", "H001", 14),  # a ruleset's reaction in the wrong Phase
    }


def test_scenarios_are_linted_with_did_you_mean_and_their_powers_too(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "scenario.yaml"
    path.write_text(
        "counterplay: 1\nscenario: Blows\nruleset: dnd4e-reactions\nsize: [6, 4]\npowers:\n"
        "  - " + RULES["R021"][0].replace("\n", "\n  ") + "\n"
        "combatants:\n"
        "  - {name: Hero, side: heroes, at: [0, 0], powers: [Reflex]}\n"
        "  - {name: Orc, side: monsters, at: [1, 0]}\n"
        "script:\n"
        "  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Atack, targets: [Hero], rolls: [hit]}\n",
        encoding="utf-8",
    )
    found = _lint(run, path)
    codes = [d["code"] for d in found]
    assert "R021" in codes  # the silently prepared-only Free reaction
    (typo,) = [d for d in found if d["code"] == "R005"]
    assert typo["message"].endswith("did you mean 'Melee Basic Attack'?")
    assert typo["fix"]["replacement"] == "Melee Basic Attack" and typo["fix"]["safe"]


def test_a_4e_turn_of_an_unknown_combatant_still_has_its_targets_checked(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # `turn: Ork` hid the misspelt target of its attack until the turn was fixed: one
    # more round trip for a mistake that does not depend on who takes the turn
    path = tmp_path / "scenario.yaml"
    path.write_text(
        "counterplay: 1\nscenario: Misspelt\nruleset: dnd4e\nsize: [4, 4]\ncombatants:\n"
        "  - {name: Fighter, side: a, at: [0, 0]}\n  - {name: Orc, side: b, at: [1, 0]}\n"
        "script:\n  - turn: Ork\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Figther], rolls: [hit]}\n",
        encoding="utf-8",
    )
    for command in (["lint", "--no-cache"], ["simulate"]):
        result = run(*command, str(path))
        said = result.stdout + result.stderr
        assert result.exit_code == 1
        assert f"{path}:9:11: R002 no combatant called 'Ork'" in said
        assert f"{path}:11:55: R002 no combatant called 'Figther'; did you mean 'Fighter'?" in said


def test_a_scenarios_power_without_reaction_keywords_is_said_to_have_none(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # "its Reaction keywords make it no reaction" was said of a power that has none
    path = tmp_path / "scenario.yaml"
    path.write_text(
        "counterplay: 1\nscenario: Bare\nruleset: dnd4e-reactions\nsize: [4, 4]\npowers:\n"
        "  - name: Riposte\n    usage: encounter\n    action: immediate interrupt\n"
        "    trigger: An enemy hits you\n    effect: You shift 1 square.\ncombatants:\n"
        "  - {name: Fighter, side: a, at: [0, 0], powers: [Riposte]}\nscript: []\n",
        encoding="utf-8",
    )
    said = run("simulate", str(path)).stderr
    assert (
        f"{path}:8:13: R009 [warning] 'Riposte' has a trigger but it has no Reaction keywords "
        "(`reaction: [...]`, written by hand in a scenario): under dnd4e-reactions it never "
        "fires" in said
    )


def test_an_altered_abilitys_misspelt_card_type_is_warned_about_and_fixed(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # `card_type: spel` was taken as it is: the Spell's effect line read as a passive
    path = tmp_path / "abilities.yaml"
    text = (
        "counterplay: 1\nruleset: altered\nabilities:\n"
        "  - {name: Brume, lang: fr, card_type: spel, text: Piochez une carte.}\n"
        "  - {name: Jeton, lang: fr, card_type: token_mana, text: Piochez une carte.}\n"
    )
    path.write_text(text, encoding="utf-8")
    found = [(d["code"], d["line"], d["column"]) for d in _lint(run, path)]
    assert found == [("L015", 4, 40)]  # (a token kind of the card API is a card type)
    run("lint", "--no-cache", "--fix", str(path))
    assert "card_type: spell," in path.read_text(encoding="utf-8")
    assert _lint(run, path) == []


def test_one_printed_line_written_twice_in_an_altered_file_is_said(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # a line copied to start the next, its index left as it was: a game including the file
    # gave the card both lines, and both fired
    path = tmp_path / "abilities.yaml"
    text = (
        "counterplay: 1\nruleset: altered\nabilities:\n"
        "  - {name: Lynx, source: FAN_07/0, lang: en, text: At Noon — Draw a card.}\n"
        "  - {name: Lynx, source: FAN_07/0, lang: fr, text: À Midi — Piochez une carte.}\n"
        "  - {name: Lynx, source: FAN_07/support/0, lang: en, text: At Dusk — Draw a card.}\n"
        "  - {name: Lynx, source: FAN_07/0, lang: en, text: At Dusk — I gain 1 boost.}\n"
        "  - {name: Heron, lang: en, text: At Noon — Draw a card.}\n"
        "  - {name: Heron, lang: en, text: At Dusk — Draw a card.}\n"
    )
    path.write_text(text, encoding="utf-8")
    found = [d for d in _lint(run, path) if d["code"] == "L016"]
    assert [(d["line"], d["column"], d["severity"]) for d in found] == [(7, 26, "warning")]
    assert found[0]["message"] == (
        "'Lynx': the line FAN_07/0 in English is written twice (the first at line 4): a game "
        "that includes this file gives the card both; give each line of the card its own "
        "index (FAN_07/0, FAN_07/1, ...)"
    )


def test_a_power_left_out_of_a_combatants_powers_is_not_said_to_be_missing(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # `powers: [Ripost]` then `priority: [Riposte]` said "no power 'Riposte'", of a power
    # the scenario defines: the one mistake is the misspelt name in `powers:`
    path = tmp_path / "scenario.yaml"
    path.write_text(
        "counterplay: 1\nscenario: Left out\nruleset: dnd4e-reactions\nsize: [4, 4]\npowers:\n"
        "  - name: Riposte\n    usage: encounter\n    action: immediate interrupt\n"
        "    reaction: [interrupt, reaction, spontaneous]\n    trigger: An enemy hits you\n"
        "    effect: You shift 1 square.\ncombatants:\n"
        "  - {name: Fighter, side: a, at: [0, 0], powers: [Ripost], priority: [Riposte]}\n"
        "script: []\n",
        encoding="utf-8",
    )
    said = run("lint", "--no-cache", str(path)).stdout
    assert f"{path}:13:51: R005 no power 'Ripost' in the scenario's powers" in said
    assert (
        f"{path}:13:71: R005 'Riposte' is not in this combatant's `powers:`: nothing to put in "
        "priority order\n" in said
    )
