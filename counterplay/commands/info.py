"""``counterplay schema`` and ``counterplay rulesets``: what counterplay reads, described."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import click

from counterplay.commands.common import (
    Options,
    check_output,
    emit,
    finish,
    output_option,
    reporting,
    verbosity,
)

if TYPE_CHECKING:
    from counterplay.diagnostics import Diagnostic
    from counterplay.runtime.ruleset import Ruleset


@click.command("schema")
@click.argument("name", default="authoring")
@output_option("the schema")
@click.option(
    "--modeline",
    is_flag=True,
    help="Print the `# yaml-language-server: $schema=` line for the installed schema instead "
    "(put it at the top of a file; its path is absolute).",
)
@verbosity
@click.pass_obj
def schema_command(options: Options, name: str, output: str | None, modeline: bool) -> None:
    """Print the JSON Schema called NAME (default: authoring).

    Point your editor at it to complete and check your files, with yaml-language-server's
    first line: `counterplay schema --modeline` prints one for the schema installed with
    counterplay; or write a copy beside your files and name it relatively:

    
      counterplay schema authoring -o authoring.schema.json
      # yaml-language-server: $schema=authoring.schema.json

    Names: authoring (what you write), scenario, ruleset, translation, power (the compiled
    IR); the others are listed when NAME is unknown.
    """
    from counterplay.compiler.schemas import SCHEMAS, schema, schema_path

    if name not in SCHEMAS:
        known = ", ".join(sorted(SCHEMAS))
        raise click.BadParameter(f"unknown schema {name!r}; choose from {known}", param_hint="NAME")
    if modeline:
        click.echo(f"# yaml-language-server: $schema={schema_path(name).resolve().as_uri()}")
        return
    check_output(options, output)
    if emit(options, output, json.dumps(schema(name), indent=2, ensure_ascii=False) + "\n"):
        finish(options, True)


@click.command("rulesets")
@click.argument("files", nargs=-1, metavar="[FILES]...")
@reporting
@click.pass_obj
def rulesets_command(options: Options, files: tuple[str, ...]) -> None:
    """List the built-in rulesets (timing models), their scopes, limits, options and decisions.

    FILES are a DM's own ruleset files (`house.ruleset.yaml`): each is read as a scenario
    naming it would read it, and listed as it plays, with what it inherits from the
    ruleset it extends (-v adds the checks of who may react, and the decisions). A
    built-in ruleset's name lists that one alone.

    \b
    Examples:
      counterplay rulesets
      counterplay rulesets dnd4e-reactions
      counterplay -v rulesets house.ruleset.yaml
    """
    from counterplay.compiler.rulesets import load_ruleset, ruleset_names

    failed = False
    named = [_named(f) for f in files] or [load_ruleset(n) for n in ruleset_names()]
    for ruleset, found in named:
        errors, _ = options.report_to().report(found)
        if ruleset is None or errors:
            failed = True
            continue
        _describe(ruleset, options.verbose, mine=bool(files))
    finish(options, failed)


def _named(given: str) -> tuple[Ruleset | None, list[Diagnostic]]:
    """The ruleset ``rulesets`` is given: a built-in's name (unless a file of that name is
    there: the file is what is meant), else a DM's file; a name close to a built-in's that
    is no file says which it may be (`dnd4e-reaction`)."""
    from pathlib import Path

    from counterplay.compiler.rulesets import load_ruleset, load_ruleset_file, ruleset_names
    from counterplay.diagnostics import diagnostic
    from counterplay.suggest import did_you_mean

    built_in = ruleset_names()
    if Path(given).exists():
        return load_ruleset_file(given)
    if given in built_in:
        return load_ruleset(given)
    if close := did_you_mean(given, built_in):
        return None, [diagnostic("Y001", f"no such file or built-in ruleset: {given!r}{close}")]
    return load_ruleset_file(given)


def _describe(ruleset: Ruleset, verbose: bool, *, mine: bool) -> None:
    """One ruleset's listing: its limits, the reactions everyone has, its options, and
    with ``verbose`` its checks of who may react (a DM's own file) and its decisions."""
    from counterplay.compiler.worlds import world_module

    click.echo(f"{ruleset.name}: {ruleset.title}")
    if ruleset.scopes:  # (what a limit's `scope` may name)
        click.echo(f"  scopes: {', '.join(ruleset.scopes)}")
    for limit in ruleset.limits:
        per = "".join(f" per {p}" for p in limit.per if p != "owner")
        rule = f" ({limit.rule})" if limit.rule else ""
        click.echo(f"  limit {limit.name}: {limit.max} per {limit.scope}{per}{rule}")
    party = getattr(world_module(ruleset.world, "facts"), "PARTY", "combatant")
    for reaction in ruleset.universal:
        click.echo(f"  every {party} has: {reaction.name} ({reaction.action})")
    for option in ruleset.options.values():
        default = json.dumps(option.default, ensure_ascii=False)  # as YAML says it
        click.echo(f"  option {option.name} (default {default}): {option.rule}")
    if not verbose:
        return
    from counterplay.runtime.predicates import Message

    said = Message(owner="the owner", reaction="the reaction", value="what the fact says")
    for check in ruleset.may_react if mine else ():
        click.echo(f"  check {check.name}: {check.message.format_map(said)}")
    for entry in ruleset.open_rules:
        click.echo(f"  decision {entry['rule']}: {entry['decision']}")
