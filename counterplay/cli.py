"""The ``counterplay`` command line (click).

Commands compose the compiler's stages and are the only place that prints or exits:
results go to stdout (or ``-o``), diagnostics to stderr as ``path:line:col: CODE message``
with the source line and a caret. Exit status: 0 clean (warnings allowed), 1 when any
error was found, 2 for a usage mistake. Heavy libraries are imported inside the commands
so that ``--help`` and ``--version`` stay fast.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from counterplay import __version__
from counterplay.diagnostics import Diagnostic, Severity, read_source, render

if TYPE_CHECKING:
    from counterplay.compiler.pipeline import Compiled


@dataclass
class Options:
    """Global options, shared by every command."""

    verbose: bool = False
    quiet: bool = False


def _report(
    options: Options, diagnostics: Iterable[Diagnostic], sources: dict[str, str | None]
) -> tuple[int, int]:
    """Print diagnostics to stderr; return (errors, warnings)."""
    errors = warnings = 0
    for diag in diagnostics:
        if diag.severity is Severity.ERROR:
            errors += 1
        elif diag.severity is Severity.WARNING:
            warnings += 1
        if options.quiet and diag.severity is not Severity.ERROR:
            continue
        if diag.severity is Severity.INFO and not options.verbose:
            continue
        source = None
        if diag.span is not None:
            if diag.span.file not in sources:
                sources[diag.span.file] = read_source(diag.span.file)
            source = sources[diag.span.file]
        click.echo(render(diag, source, verbose=options.verbose), err=True)
    return errors, warnings


def _summary(options: Options, what: str, errors: int, warnings: int) -> None:
    if options.quiet:
        return
    click.echo(f"{what}: {_count(errors, 'error')}, {_count(warnings, 'warning')}", err=True)


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _compile_all(paths: Iterable[str]) -> list[Compiled]:
    from counterplay.compiler.pipeline import compile_file

    return [compile_file(p) for p in paths]


def _merge(results: list[Compiled]) -> tuple[dict[str, Any] | None, list[Diagnostic]]:
    """One IR document for several files; they must target the same ruleset."""
    from counterplay.diagnostics import Span, diagnostic

    docs = [r for r in results if r.ir is not None]
    if not docs:
        return None, []
    rulesets = {r.ir["ruleset"] for r in docs if r.ir}
    if len(rulesets) > 1:
        first = docs[0].ir["ruleset"] if docs[0].ir else ""
        problems = [
            diagnostic(
                "S007",
                f"this file targets ruleset {r.ir['ruleset']!r} but {docs[0].path} targets "
                f"{first!r}; compile them separately",
                Span(r.path, 1, 1),
            )
            for r in docs[1:]
            if r.ir and r.ir["ruleset"] != first
        ]
        return None, problems
    merged: dict[str, Any] = {
        "counterplay": 1,
        "ruleset": rulesets.pop(),
        "powers": [p for r in docs if r.ir for p in r.ir["powers"]],
    }
    return merged, []


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, "-V", "--version", prog_name="counterplay")
@click.option("-v", "--verbose", is_flag=True, help="Show info diagnostics and schema paths.")
@click.option("-q", "--quiet", is_flag=True, help="Show errors only, no summary.")
@click.pass_context
def main(ctx: click.Context, verbose: bool, quiet: bool) -> None:
    """counterplay: write, convert and check reaction rules for tabletop games.

    Powers are written in YAML (see `counterplay schema authoring`), compiled to a JSON IR
    whose triggers and effects are read into structured data, and fired by a runtime engine
    under a ruleset (a timing model) that limits and orders them as the game's rules say.

    Start with `counterplay demo`. Exit status: 0 clean, 1 errors found, 2 usage mistake.
    """
    ctx.obj = Options(verbose=verbose, quiet=quiet)


@main.command("compile")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=str))
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, writable=True, path_type=str),
    help="Write the JSON here (atomically) instead of stdout.",
)
@click.pass_obj
def compile_command(options: Options, files: tuple[str, ...], output: str | None) -> None:
    """Compile authoring YAML FILES into the JSON IR.

    All files go into one JSON object with a `powers` list; they must target the same
    ruleset. Nothing is written when any file has an error.

    \b
    Example:
      counterplay compile examples/*.yaml -o powers.json
    """
    results = _compile_all(files)
    sources = {r.path: r.text for r in results}
    diagnostics = [d for r in results for d in r.diagnostics]
    merged, problems = _merge(results) if all(r.ok for r in results) else (None, [])
    diagnostics.extend(problems)
    errors, warnings = _report(options, diagnostics, sources)
    if errors or merged is None:
        _summary(options, "compile failed", errors, warnings)
        sys.exit(1)
    text = json.dumps(merged, indent=2, ensure_ascii=False) + "\n"
    if output:
        from counterplay.files import write_atomic

        write_atomic(output, text)
    else:
        click.echo(text, nl=False)
    _summary(
        options,
        f"compiled {_count(len(merged['powers']), 'power')} from {_count(len(files), 'file')}",
        0,
        warnings,
    )


@main.command("schema")
@click.argument("name", default="authoring")
@click.pass_obj
def schema_command(options: Options, name: str) -> None:
    """Print the JSON Schema called NAME (default: authoring).

    Point your editor at it to complete and check authoring files, e.g. with
    yaml-language-server: `# yaml-language-server: $schema=authoring.schema.json` after
    `counterplay schema authoring > authoring.schema.json`.

    Names: authoring (what you write), power (the compiled IR), and any others listed
    when NAME is unknown.
    """
    from counterplay.compiler.schemas import SCHEMAS, schema

    if name not in SCHEMAS:
        known = ", ".join(sorted(SCHEMAS))
        raise click.BadParameter(f"unknown schema {name!r}; choose from {known}", param_hint="NAME")
    click.echo(json.dumps(schema(name), indent=2, ensure_ascii=False))


def examples_dir() -> Path:
    """The bundled examples: package data in an installed wheel, ``examples/`` in a checkout."""
    from importlib.resources import files

    packaged = Path(str(files("counterplay"))) / "examples"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "examples"


@main.command("demo")
@click.pass_obj
def demo_command(options: Options) -> None:
    """Run the bundled examples through the whole pipeline and show what was understood.

    Each example is loaded, checked against the schema, parsed, compiled to the IR and built
    into runtime reactions; the table shows each reaction's trigger as the engine reads it.
    """
    from rich.console import Console
    from rich.table import Table

    directory = examples_dir()
    paths = sorted(str(p) for p in directory.glob("*.yaml"))
    if not paths:
        click.echo(f"counterplay: no examples found in {directory}", err=True)
        sys.exit(1)
    results = _compile_all(paths)
    console = Console()
    failed = False
    for result in results:
        errors, _ = _report(options, result.diagnostics, {result.path: result.text})
        failed = failed or errors > 0 or result.ir is None
        if result.ir is None:
            continue
        table = Table(title=f"{Path(result.path).name}  (ruleset: {result.ir['ruleset']})")
        for column in ("power", "action", "event", "actor", "target", "qualifiers"):
            table.add_column(column)
        for reaction in result.reactions:
            table.add_row(
                reaction.name,
                reaction.action,
                reaction.event,
                _selector(reaction.actor),
                _selector(reaction.target),
                ", ".join(f"{k}={v}" for k, v in reaction.qualifiers.items()),
            )
        console.print(table)
        powers = len(result.ir["powers"])
        console.print(
            f"{powers} powers compiled, {len(result.reactions)} reactions built, "
            f"{sum(r.event == 'unparsed' for r in result.reactions)} triggers left unparsed\n"
        )
    sys.exit(1 if failed else 0)


def _selector(selector: dict[str, Any] | None) -> str:
    if not selector:
        return "-"
    filters = [f"{k}={v}" for k, v in selector.items() if k != "role"]
    return str(selector["role"]) + (f" ({', '.join(filters)})" if filters else "")


@main.command("simulate")
@click.argument("scenario", type=click.Path(path_type=str))
@click.option("--seed", type=int, default=0, show_default=True, help="The random seed.")
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="A text timeline, or the JSON trace.",
)
@click.pass_obj
def simulate_command(options: Options, scenario: str, seed: int, output_format: str) -> None:
    """Run SCENARIO (a scenario YAML) through the runtime engine and print what happened.

    The timeline shows each action, the events at its break points, every reaction whose
    trigger matched and why it fired or not (-v shows every candidate and event). The same
    seed always gives the same trace. See docs/scenarios.md and `counterplay schema scenario`.

    \b
    Example:
      counterplay simulate examples/scenarios/opportunity-attack.yaml --seed 3
    """
    from counterplay.compiler.scenario import load_scenario
    from counterplay.runtime.engine import simulate
    from counterplay.runtime.trace import render_text

    encounter, found = load_scenario(scenario)
    sources: dict[str, str | None] = {}
    errors, warnings = _report(options, found, sources)
    if encounter is None or errors:
        _summary(options, "simulation not run", errors, warnings)
        sys.exit(1)
    result = simulate(encounter, seed)
    if output_format == "json":
        payload = {
            "scenario": encounter.name,
            "ruleset": encounter.ruleset.name,
            "seed": seed,
            "trace": result.trace,
            "final": result.combatants,
            "diagnostics": [d.to_dict() for d in result.diagnostics],
        }
        click.echo(json.dumps(payload, indent=1, ensure_ascii=False))
    else:
        click.echo(f"{encounter.name} (ruleset {encounter.ruleset.name}, seed {seed})")
        click.echo(render_text(result.trace, verbose=options.verbose), nl=False)
    more_errors, more_warnings = _report(options, result.diagnostics, sources)
    if more_errors:
        _summary(options, "simulation stopped", more_errors, warnings + more_warnings)
        sys.exit(1)


@main.command("rulesets")
@click.pass_obj
def rulesets_command(options: Options) -> None:
    """List the built-in rulesets (timing models), their limits, options and decisions."""
    from counterplay.compiler.rulesets import load_ruleset, ruleset_names

    failed = False
    for name in ruleset_names():
        ruleset, found = load_ruleset(name)
        errors, _ = _report(options, found, {})
        if ruleset is None or errors:
            failed = True
            continue
        click.echo(f"{ruleset.name}: {ruleset.title}")
        for limit in ruleset.limits:
            per = " per power" if limit.per_power else ""
            rule = f" ({limit.rule})" if limit.rule else ""
            click.echo(f"  limit {limit.name}: {limit.max} per {limit.scope}{per}{rule}")
        for reaction in ruleset.universal:
            click.echo(f"  every combatant has: {reaction.name} ({reaction.action})")
        for option in ruleset.options.values():
            click.echo(f"  option {option.name} (default {option.default}): {option.rule}")
        if options.verbose:
            for entry in ruleset.open_rules:
                click.echo(f"  decision {entry['rule']}: {entry['decision']}")
    sys.exit(1 if failed else 0)
