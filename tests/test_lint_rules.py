"""`counterplay lint`: each rule under every built-in 4E ruleset.

Each rule has a failing power (``RULES``, tests/lintkit.py) linted under each ruleset; the
table says under which rulesets the code must be reported and under which it must not (the
Reaction system reads keyword sets, 4E core and the Immediate Move rule read old action
types). The passing fixtures of every code are the documented ones (tests/test_registry.py).
Here too: what a condition forbids under each ruleset, names across files, and a file that
does not load. The rest of lint: tests/test_lint_loops.py, test_lint_fixes.py,
test_lint_cache.py and test_lint_scenarios.py (Altered games, Horus Heresy battles and
scenarios).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from counterplay.compiler.rulesets import ruleset_names
from tests.lintkit import EVERY, RULES, RULESETS, _document, _lint

# A reaction that is not forbidden where the stunned one is: a Free reaction when dazed is
# allowed under both (free actions are not immediate actions; Free Reactions are spared).
ALLOWED_WHILE_DAZED = (
    "name: Dazed\n  usage: encounter\n  action: free action\n"
    "  reaction: [free, reaction, spontaneous]\n  trigger: You become dazed\n"
    "  effect: You shift 1 square."
)


# Horus Heresy reactions are written in battle files, not as 4E powers: lint reads those
# battles and reports a reaction in a Phase, or at a step, that never comes (H001, H007).
BATTLE_RULESETS = {"horus-heresy", "horus-heresy-3"}


# Altered reactions are printed ability lines, played in games: lint reads an Altered game
# as `simulate` does (the game reader: names, scripted turns and choices, each card's lines)
# and an Altered ability file as `compile` does (the ability-line reader's C codes). The
# power rules (``RULES``, L001-L011) read 4E's lint table (action types, Reaction keywords,
# attacks and squares), which Altered has none of: they do not run on Altered files.
GAME_RULESETS = {"altered"}


def test_the_table_covers_every_builtin_ruleset() -> None:
    # a new ruleset must get its verdicts here
    assert set(ruleset_names()) == EVERY | BATTLE_RULESETS | GAME_RULESETS


@pytest.mark.parametrize("code", sorted(RULES))
@pytest.mark.parametrize("ruleset", RULESETS)
def test_each_rule_under_each_ruleset(
    run: Callable[..., Result], tmp_path: Path, code: str, ruleset: str
) -> None:
    power, where = RULES[code]
    path = tmp_path / "powers.yaml"
    path.write_text(_document(ruleset, power), encoding="utf-8")
    found = _lint(run, path, extra=("--extend-select", code))
    reported = [d for d in found if d["code"] == code]
    assert bool(reported) is (ruleset in where), (code, ruleset, found)


@pytest.mark.parametrize("action", ["free action", "no action"])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_free_action_with_no_trigger_is_no_reaction_without_one(
    run: Callable[..., Result], tmp_path: Path, ruleset: str, action: str
) -> None:
    """L013 is for the action types that are reactions by themselves (immediate and
    opportunity actions): a free action is a reaction only when it has a trigger (R000-48,
    R000-49), so one without is an ordinary free action."""
    power = f"name: Second Wind\n  usage: encounter\n  action: {action}\n  effect: You heal."
    (tmp_path / "a.yaml").write_text(_document(ruleset, power), encoding="utf-8")
    assert "L013" not in [d["code"] for d in _lint(run, tmp_path / "a.yaml", extra=("-v",))]


def test_a_condition_forbids_only_what_the_ruleset_says_it_forbids(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    for ruleset in RULESETS:
        path = tmp_path / f"{ruleset}.yaml"
        path.write_text(_document(ruleset, ALLOWED_WHILE_DAZED), encoding="utf-8")
        assert "L006" not in [d["code"] for d in _lint(run, path)], ruleset


def test_a_power_that_takes_no_action_is_not_forbidden_by_a_condition_of_no_actions(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # 4E's "Foil Ambush": No Action, "Trigger: You are surprised": made to be used surprised
    no_action = (
        "name: Foil Ambush\n  usage: daily\n  action: no action\n"
        "  trigger: You become surprised\n  effect: You shift 1 square."
    )
    free = no_action.replace("no action", "free action")
    for ruleset in ("dnd4e", "dnd4e-immediate-move"):
        path = tmp_path / f"{ruleset}.yaml"
        path.write_text(_document(ruleset, no_action), encoding="utf-8")
        assert "L006" not in [d["code"] for d in _lint(run, path)], ruleset
        path.write_text(_document(ruleset, free), encoding="utf-8")
        assert "L006" in [d["code"] for d in _lint(run, path)], ruleset


def test_a_trigger_that_says_when_a_power_recharges_is_pointed_out(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # exports print "Standard, Recharges When First Bloodied" and put the condition in the
    # trigger: R009 says so when the power recharges and says nothing of when
    recharging = (
        "name: Dark Burst\n  usage: recharge\n  action: standard action\n"
        "  trigger: When first bloodied\n  effect: You shift 1 square."
    )
    path = tmp_path / "powers.yaml"
    for power, hinted in (
        (recharging, True),
        (recharging.replace("usage: recharge", "usage: recharge\n  recharge: 5"), False),
        (recharging.replace("usage: recharge", "usage: encounter"), False),
    ):
        path.write_text(_document("dnd4e", power), encoding="utf-8")
        [found] = [d for d in _lint(run, path) if d["code"] == "R009"]
        said = "if 'When first bloodied' is when it recharges, write it as `recharge:`"
        assert (said in found["message"]) is hinted, found
    path.write_text(_document("dnd4e", recharging), encoding="utf-8")
    assert run("lint", "--no-cache", "--fix", str(path)).exit_code == 0  # (unsafe: not made)
    assert "  trigger: When first bloodied" in path.read_text(encoding="utf-8")
    run("lint", "--no-cache", "--fix", "--unsafe-fixes", str(path))
    fixed = path.read_text(encoding="utf-8")
    assert "  recharge: When first bloodied" in fixed and "trigger" not in fixed
    assert "R009" not in [d["code"] for d in _lint(run, path)]


def test_duplicate_names_across_files(run: Callable[..., Result], tmp_path: Path) -> None:
    power = RULES["L011"][0].replace("The moon rises", "An enemy hits you")
    for name in ("a.yaml", "b.yaml"):
        (tmp_path / name).write_text(_document("dnd4e", power), encoding="utf-8")
    found = [d for d in _lint(run, tmp_path) if d["code"] == "L008"]
    assert len(found) == 1 and found[0]["file"].endswith("b.yaml")
    assert "a.yaml:4" in found[0]["message"]


def test_a_file_that_does_not_load_is_shown_with_its_line_as_compile_shows_it(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "powers.yaml"
    path.write_text("counterplay: 1\npowers:\n  - name: A\n    name: B\n", encoding="utf-8")
    linted = run("lint", "--no-cache", str(path)).stdout
    compiled = run("compile", "--check", "--no-cache", str(path)).stderr
    said = "Y009 duplicate key 'name' (the first is at line 3, column 5): keep one of the two"
    assert f"{path}:4:5: {said}\n        name: B\n        ^\n" in linted
    assert linted in compiled


def test_an_opportunity_action_at_the_start_of_a_turn_is_not_an_interrupt_by_choice(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # the monsters' pattern "Opportunity Action. Trigger: An enemy starts its turn within
    # 2 squares": under 4E core it interrupts by its kind; only a chosen Interrupt is L002
    power = RULES["L002"][0].replace("immediate interrupt", "opportunity action")
    power = power.replace("  reaction: [interrupt, reaction]\n", "")
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e", power), encoding="utf-8")
    assert "L002" not in [d["code"] for d in _lint(run, path)]


def test_a_word_of_another_field_among_the_keywords_says_where_it_goes(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # `keywords: [interrupt, Encounter]`: the Reaction keyword and the usage, written among
    # the power keywords, were "unknown keyword" with nothing said of the field they go in
    power = RULES["L010"][0].replace("[Martal]", "[interrupt, Encounter, immediate reaction]")
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e-reactions", power), encoding="utf-8")
    said = [d["message"] for d in _lint(run, path) if d["code"] == "L010"]
    assert said == [
        "'Skin': unknown keyword 'interrupt'; it is a Reaction keyword, not a power "
        "keyword: write it under `reaction:`",
        "'Skin': unknown keyword 'Encounter'; it is a usage, not a power keyword: "
        "write it under `usage:`",
        "'Skin': unknown keyword 'immediate reaction'; it is an action type, not a "
        "power keyword: write it under `action:`",
    ]


def test_varies_is_a_keyword_4e_prints(run: Callable[..., Result], tmp_path: Path) -> None:
    # "Arcane, Implement, Varies": the damage keyword is chosen when the power is used
    power = RULES["L010"][0].replace("[Martal]", "[Arcane, Varies]")
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e", power), encoding="utf-8")
    assert "L010" not in [d["code"] for d in _lint(run, path)]


def test_reaction_keywords_under_a_ruleset_that_never_reads_them_are_said(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # powers written for the Reaction system in a file for the Immediate Move house rule:
    # their Spontaneous and Interrupt decide nothing there, and lint said nothing
    power = RULES["L010"][0].replace("[Martal]", "[martial]")
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e-immediate-move", power), encoding="utf-8")
    found = [(d["code"], d["line"], d["column"]) for d in _lint(run, path)]
    assert found == [("T013", 2, 10)]
    path.write_text(_document("dnd4e-reactions", power), encoding="utf-8")
    assert _lint(run, path) == []


# A trigger on the start or the end of its owner's own turn waits for that turn as "during
# your turn" does: under every 4E ruleset an immediate action (R001-06) or a Reaction that is
# not Personal (R000-02) never fires then, and a Personal Reaction may.
OWN_TURN = (
    "name: Dawnwatch\n  usage: encounter\n  action: {action}\n{keywords}"
    "  trigger: {trigger}\n  effect: You gain 5 temporary hit points."
)


@pytest.mark.parametrize(
    "trigger",
    [
        "You start your turn adjacent to an enemy",
        "You end your turn adjacent to an enemy",
        "You start your turn",
    ],
)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_trigger_on_the_owners_own_turn_start_or_end_is_on_its_turn(
    run: Callable[..., Result], tmp_path: Path, ruleset: str, trigger: str
) -> None:
    keywords = "  reaction: [reaction]\n" if ruleset == "dnd4e-reactions" else ""
    power = OWN_TURN.format(action="immediate reaction", keywords=keywords, trigger=trigger)
    path = tmp_path / "powers.yaml"
    path.write_text(_document(ruleset, power), encoding="utf-8")
    (found,) = [d for d in _lint(run, path) if d["code"] == "L012"]
    assert (found["line"], found["column"]) == (8 if keywords else 7, 14)
    assert found["message"].endswith(": it never fires"), found
    # another's turn ("An enemy starts its turn"), or a Personal Reaction, may fire then
    others = power.replace(trigger, "An enemy starts its turn adjacent to you")
    personal = OWN_TURN.format(
        action="free action", keywords="  reaction: [personal, reaction]\n", trigger=trigger
    )
    for fine in (others, personal):
        path.write_text(_document("dnd4e-reactions", fine), encoding="utf-8")
        assert "L012" not in [d["code"] for d in _lint(run, path)]


def test_an_interrupt_with_no_break_point_names_it_in_the_games_words(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e-reactions", RULES["L002"][0]), encoding="utf-8")
    (found,) = [d for d in _lint(run, path) if d["code"] == "L002"]
    assert "but the start of a turn comes between actions" in found["message"], found
    assert "turn.start" not in found["message"]


def test_an_event_never_produced_is_said_in_the_trigger_s_own_words(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """L005 said only "triggers on death_save.roll", the engine's name of the event."""
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e", RULES["L005"][0]), encoding="utf-8")
    (found,) = [d for d in _lint(run, path, extra=("-v",)) if d["code"] == "L005"]
    assert found["message"].startswith(
        "'Smart' triggers on 'You make a death saving throw' (event death_save.roll), which "
    ), found


def test_a_trigger_the_simulation_never_judges_is_a_note_at_its_trigger(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A trigger `compile` reads but the engine never judges (a distance moved) was said
    only by `simulate` (R031): lint says it of an authoring file at the trigger, a note (a
    limit of the simulator, not a fault of the rule: the summary counts it, -v shows it),
    and once in a scenario, as the warning its loader gives."""
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e", RULES["R031"][0]), encoding="utf-8")
    (found,) = [d for d in _lint(run, path, extra=("-v",)) if d["code"] == "R031"]
    assert (found["severity"], found["line"], found["column"]) == ("info", 8, 14), found
    assert found["message"].startswith(
        "'Chaser': its trigger asks what the engine does not model (min_distance=3), so it "
        "never fires in a simulation"
    ), found
    scenario = tmp_path / "encounter.yaml"
    scenario.write_text(
        _document("dnd4e", RULES["R031"][0]).replace(
            "powers:", "scenario: Chase\nsize: [6, 2]\npowers:"
        )
        + "combatants:\n  - {name: Scout, side: heroes, at: [0, 0], powers: [Chaser]}\n"
        + "  - {name: Kobold, side: monsters, at: [3, 0]}\n"
        + "script:\n  - turn: Kobold\n    do:\n      - move: [[4, 0], [5, 0]]\n",
        encoding="utf-8",
    )
    assert "R031" not in [d["code"] for d in _lint(run, path)]  # a note: hidden without -v
    assert [d["code"] for d in _lint(run, scenario)].count("R031") == 1


@pytest.mark.parametrize(
    ("written", "lowest", "rolls"), [("5-6", "5", "5 or 6"), ("4+", "4", "4, 5 or 6")]
)
def test_a_recharge_written_as_a_span_of_rolls_is_said_as_it_is_written(
    run: Callable[..., Result], tmp_path: Path, written: str, lowest: str, rolls: str
) -> None:
    """L009 called `recharge: 5-6` out of range (its "-6" read as minus six): it is a
    recharge written the long way, a warning with the way it is written as the fix."""
    power = (
        f"name: Snarl\n  usage: recharge\n  recharge: {written}\n  action: immediate reaction\n"
        "  trigger: An enemy hits you\n  effect: You shift 1 square."
    )
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e", power), encoding="utf-8")
    (found,) = [d for d in _lint(run, path) if d["code"] == "L009"]
    assert found["severity"] == "warning", found
    assert found["message"] == (
        f"'Snarl': recharge '{written}' is written `recharge: {lowest}`, the lowest roll: it "
        f"means a roll of {rolls}"
    ), found
    assert found["fix"]["replacement"] == lowest and found["fix"]["safe"], found
    for wrong in ("1-6", "5-7", "7"):  # a roll the die does not allow: out of range still
        path.write_text(_document("dnd4e", power.replace(written, wrong)), encoding="utf-8")
        (found,) = [d for d in _lint(run, path) if d["code"] == "L009"]
        assert (found["severity"], "out of range" in found["message"]) == ("error", True), found
