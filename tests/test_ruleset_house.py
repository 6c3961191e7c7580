"""A homebrew designer's ruleset extending the Reaction system: the names and tags it writes
are checked against those it has, said with the closest, and fixed by lint (noted by ux6)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from click.testing import Result

from counterplay.compiler.rulesets import load_ruleset

HEAD = "counterplay: 1\nname: house\nextends: dnd4e-reactions\n"
LIMIT = (
    "limits:\n  three-per-encounter:  # the house limit\n    applies: {all_of: [reacton]}\n"
    "    scope: encountr\n    max: 3\n    message: three Reactions this encounter\n"
)


def _found(tmp_path: Path, text: str) -> list[str]:
    (tmp_path / "house.ruleset.yaml").write_text(text, encoding="utf-8")
    _, found = load_ruleset("house.ruleset.yaml", tmp_path)
    return [f"{d.code}@{d.span.line}:{d.span.column} {d.message}" for d in found if d.span]


def test_a_tag_no_reaction_has_is_said_with_the_closest(tmp_path: Path) -> None:
    """`all_of: [reacton]` made a limit that never counted anything, and nothing said so."""
    found = _found(tmp_path, HEAD + LIMIT)
    tags = "free, interrupt, limited, no_action, personal, reaction, repeatable, spontaneous"
    assert (
        "R024@6:24 no reaction has the tag 'reacton' under this ruleset, so this filter "
        f"matches no reaction (its tags: {tags}, standing); did you mean 'reaction'?"
    ) in found


def test_an_action_types_tag_under_the_reaction_system_is_said(tmp_path: Path) -> None:
    """Under `classify: {by: keywords}` a reaction has no `immediate` tag: a 4E designer's
    `any_of: [immediate]` counted nothing; `none_of` excepted nothing."""
    text = HEAD + (
        "may_react:\n  not-while-dazed:\n"
        "    applies: {any_of: [immediate], none_of: [opportunity]}\n"
        "    refuse_if: {fact: owner.conditions, is: dazed}\n    message: dazed\n"
    )
    found = _found(tmp_path, text)
    assert [f.split(" no reaction")[0] for f in found] == ["R024@6:24", "R024@6:46"]
    assert "so it makes no reaction match" in found[0]
    assert "so it excepts no reaction" in found[1]


def test_the_builtin_rulesets_and_prefixed_tags_are_clean(tmp_path: Path) -> None:
    text = HEAD + (
        "limits:\n  dailies:\n    applies: {any_of: ['usage:daily', 'action:free action']}\n"
        "    scope: encounter\n    max: 2\n    message: two dailies\n"
        "conditions:\n  stunned: {forbids: {none_of: [no_action, standing]}}\n"
    )
    assert _found(tmp_path, text) == []
    for name in ("dnd4e", "dnd4e-reactions", "dnd4e-immediate-move", "altered", "horus-heresy"):
        assert load_ruleset(name)[1] == []


def test_a_scope_named_close_to_one_says_which(tmp_path: Path) -> None:
    found = _found(tmp_path, HEAD + LIMIT.replace("reacton", "reaction"))
    assert found == [
        "R001@7:12 no scope 'encountr' in this ruleset (defined: encounter, reaction-round, "
        "round, turn); did you mean 'encounter'?"
    ]


def test_lint_fix_takes_the_closest_tag_and_scope_and_keeps_the_rest(
    tmp_path: Path, run: Callable[..., Result]
) -> None:
    path = tmp_path / "house.ruleset.yaml"
    path.write_text(HEAD + LIMIT, encoding="utf-8")
    assert run("lint", "--no-cache", str(path)).exit_code == 1
    result = run("lint", "--no-cache", "--fix", str(path))
    assert result.exit_code == 0, result.stdout + result.stderr
    fixed = LIMIT.replace("reacton", "reaction").replace("encountr", "encounter")
    assert path.read_text(encoding="utf-8") == HEAD + fixed


def test_a_ruleset_file_named_as_a_builtin_one_is_told_so_at_its_name(tmp_path: Path) -> None:
    """`name: dnd4e` extending dnd4e-reactions was "ruleset 'dnd4e-reactions' extends
    itself through 'dnd4e'", said in the built-in ruleset's own file; `name: altered` was
    taken, and its traces said `ruleset altered`."""
    for name in ("dnd4e", "dnd4e-reactions", "altered"):
        found = _found(tmp_path, HEAD.replace("name: house", f"name: {name}"))
        assert found == [
            f"R001@2:7 {name!r} is the name of a built-in ruleset: give this ruleset a name of "
            "its own (name: my-house-rules), and extend the built-in one by its name"
        ]


def test_extending_a_file_says_only_a_builtin_is_extended(tmp_path: Path) -> None:
    (tmp_path / "base.ruleset.yaml").write_text(HEAD, encoding="utf-8")
    found = _found(tmp_path, HEAD.replace("dnd4e-reactions", "base.ruleset.yaml"))
    assert found == [
        "R001@3:10 ruleset 'house' extends unknown 'base.ruleset.yaml': a ruleset extends a "
        "built-in ruleset by its name, not a file (built-in: altered, dnd4e, "
        "dnd4e-immediate-move, dnd4e-reactions, horus-heresy, horus-heresy-3)"
    ]


def test_an_option_no_engine_reads_is_said_at_its_name(tmp_path: Path) -> None:
    """A DM's `heroic_reflexes` option was accepted, set by a scenario, and changed nothing."""
    text = HEAD + "options:\n  heroic_reflexes:\n    default: false\n    text: one more\n"
    assert _found(tmp_path, text) == [
        "R025@5:3 option 'heroic_reflexes' is read by nothing: the dnd4e world's engine reads "
        "only 'endurance', and no condition of a ruleset reads an option, so setting it "
        "changes nothing"
    ]
    ruleset, _ = load_ruleset("house.ruleset.yaml", tmp_path)
    assert ruleset is not None  # a warning: the ruleset still builds


def test_each_worlds_options_are_those_its_engine_reads() -> None:
    """`OPTIONS` of each world's facts names every option its code reads, and no other."""
    from counterplay.compiler.worlds import WORLDS, world_module

    package = Path(__file__).parents[1] / "counterplay" / "runtime"
    for world in WORLDS:
        code = "".join(p.read_text(encoding="utf-8") for p in (package / world).glob("*.py"))
        read = set(re.findall(r"self\.options\.get\(\"(\w+)\"", code))
        facts = world_module(world, "facts")
        # (or read through a table of what each option gives, every entry of it read)
        if re.search(r"for option, \w+ in OPTION_FIELDS\.items\(\):", code):
            read |= set(facts.OPTION_FIELDS)
        assert set(facts.OPTIONS) == read, world


def test_simulate_says_the_warnings_of_the_ruleset_file_it_plays_under(
    tmp_path: Path, run: Callable[..., Result]
) -> None:
    """A scenario's ruleset file's warnings were dropped once the ruleset built."""
    options = "options:\n  heroic_reflexes: {default: false, text: one more}\n"
    (tmp_path / "house.ruleset.yaml").write_text(HEAD + options, encoding="utf-8")
    scenario = tmp_path / "gate.yaml"
    scenario.write_text(
        "counterplay: 1\nscenario: Gate\nruleset: house.ruleset.yaml\n"
        "options: {heroic_reflexes: true}\nsize: [4, 4]\n"
        "combatants:\n  - {name: Hero, side: heroes, at: [0, 0]}\nscript: []\n",
        encoding="utf-8",
    )
    result = run("simulate", str(scenario))
    assert result.exit_code == 0
    assert f"{tmp_path / 'house.ruleset.yaml'}:5:3: R025 [warning] option" in result.stderr


def test_a_check_on_a_misspelt_condition_is_said_and_an_open_one_kept(tmp_path: Path) -> None:
    """`is: dazd` never held, so the check never refused anything, and nothing said so."""
    text = HEAD + (
        "may_react:\n  not-dazed:\n    refuse_if: {any: [{fact: owner.conditions, is: dazd},"
        " {fact: owner.conditions, is: ongoing fire}, {fact: owner.conditions, is: marked}]}\n"
        "    message: dazed\n"
    )
    assert _found(tmp_path, text) == [
        "R023@6:52 no condition 'dazd' in the dnd4e game or this ruleset; did you mean 'dazed'?"
    ]


def test_rulesets_lists_a_dms_file_as_it_plays(tmp_path: Path, run: Callable[..., Result]) -> None:
    """`counterplay rulesets house.ruleset.yaml` was a usage error: a designer could not see
    the limits their file plays with once merged onto the one it extends."""
    path = tmp_path / "house.ruleset.yaml"
    path.write_text(HEAD + LIMIT.replace("reacton", "reaction").replace("encountr", "encounter"))
    result = run("-v", "rulesets", str(path))
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    # its title is not the one of the ruleset it extends, as it was
    assert (
        lines[0] == "house: house, extending dnd4e-reactions: The Reaction system for 4E (seed 000)"
    )
    assert "  limit limited-per-round: 1 per reaction-round (R000-01)" in lines  # inherited
    assert "  limit three-per-encounter: 3 per encounter" in lines  # its own
    assert "  check down: the owner is down" in lines
    assert any(line.startswith("  decision R000-21: ") for line in lines)
    path.write_text(HEAD + LIMIT)
    result = run("rulesets", str(path))
    assert result.exit_code == 1 and result.stdout == ""
    said = [line.split(": ")[1].split()[0] for line in result.stderr.splitlines() if ": R0" in line]
    assert said == ["R024", "R001"]  # in file order


def test_a_list_that_drops_inherited_entries_says_which(tmp_path: Path) -> None:
    """Lists are replaced, not extended: a DM's one `resolve` entry dropped the Reaction
    system's two, so Interrupts resolved after the action, and nothing said so."""
    text = HEAD + "resolve:\n  - {applies: {any_of: [free]}, mode: interrupt, rule: house}\n"
    assert _found(tmp_path, text) == [
        "R026@4:1 resolve replaces the list dnd4e-reactions gives (a list is replaced, not "
        "extended), dropping {applies: {any_of: [interrupt]}, mode: interrupt, rule: R000-19}, "
        "{mode: after, rule: R000-07}: write them in it to keep them"
    ]
    kept = (
        "  - {applies: {any_of: [interrupt]}, mode: interrupt, rule: R000-19}\n"
        "  - {mode: after, rule: R000-07}\n"
    )
    assert _found(tmp_path, text + kept) == []


def test_a_restriction_steering_a_choice_the_world_never_steers_is_said(tmp_path: Path) -> None:
    """`steers: {choice: pushed}` was accepted and steered nothing."""
    text = HEAD + "restrictions:\n  away_from: {steers: {choice: forcd, how: away}}\n"
    assert _found(tmp_path, text) == [
        "R001@5:32 the dnd4e world steers no choice 'forcd' (it steers: forced, move); "
        "did you mean 'forced'?"
    ]


def test_the_choices_4e_steers_are_those_its_movement_asks_a_restriction_about() -> None:
    from counterplay.runtime.dnd4e import facts

    code = (Path(__file__).parents[1] / "counterplay/runtime/dnd4e/movement.py").read_text()
    asked = set(re.findall(r"restriction\(engine, ctx, \"(\w+)\"\)", code))
    assert asked == set(facts.STEERED)


def test_an_inherited_filter_made_inert_names_the_ruleset_that_made_it_so(
    tmp_path: Path,
) -> None:
    """Classified by action type, the Reaction system's own filters name tags no reaction
    has then: said where they are written, of the DM's ruleset, not of the built-in."""
    found = _found(tmp_path, HEAD + "classify: {by: action}\n")
    assert found and all(" under this ruleset 'house', so " in f for f in found)
    assert "R024@66:24 no reaction has the tag 'personal'" in "\n".join(found)
