"""``counterplay simulate`` and ``counterplay demo``: scenarios run through the engine."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from counterplay.commands.common import Options, finish, progress, reporting, result_format


@click.command("simulate")
@click.argument("scenario", type=click.Path(path_type=str))
@click.option("--seed", type=int, default=0, show_default=True, help="The random seed.")
@result_format(("text", "json"), "text", "A text timeline, or the JSON trace.")
@reporting
@click.pass_obj
def simulate_command(options: Options, scenario: str, seed: int, result_format: str) -> None:
    """Run SCENARIO (a scenario YAML) through the runtime engine and print what happened.

    SCENARIO is a 4E encounter, an Altered game or a Horus Heresy battle: its `ruleset:`
    says which (schemas: `counterplay schema scenario`, `altered-game`,
    `horus-heresy-battle`). Its `include:` may name authoring files, paths from its
    directory, whose entries it plays as its own: 4E powers, an army list's reactions, the
    ability lines of a card list (what `compile` reads; `lint` the file to fix it). The
    timeline shows each action, the events at its break points, every reaction whose trigger
    matched and why it fired or not (-v shows every candidate and event), citing the written
    rule it applies (`counterplay explain R000-03` says what cites R000-03, and of which
    game's rules it is). The same seed always gives the same trace. Exit status 1 when the
    file has errors (nothing runs) or a scripted action is refused (at its line; the run
    goes on). See docs/scenarios.md, docs/altered.md and docs/horus-heresy.md.

    \b
    Examples:
      counterplay simulate counterplay/examples/scenarios/opportunity-attack.yaml --seed 3
      counterplay simulate counterplay/examples/scenarios/altered/limbo-both-players.yaml
    """
    from counterplay.compiler.scenario import load_scenario
    from counterplay.compiler.worlds import world_module

    reporter = options.report_to()
    encounter, found = load_scenario(scenario)
    errors, _ = reporter.report(found)
    if encounter is None or errors:
        reporter.summary("simulation not run")
        finish(options, True)
    world = world_module(encounter.ruleset.world, "engine")
    result = world.simulate(encounter, seed)
    render_text = world.render_text
    if result_format == "json":
        payload = {
            "scenario": encounter.name,
            "ruleset": encounter.ruleset.name,
            "seed": seed,
            "trace": result.trace,
            "final": getattr(result, "units", None) or result.combatants,
            "diagnostics": [d.to_dict() for d in result.diagnostics],
        }
        click.echo(json.dumps(payload, indent=1, ensure_ascii=False))
    else:
        click.echo(f"{encounter.name} (ruleset {encounter.ruleset.name}, seed {seed})")
        click.echo(render_text(result.trace, verbose=options.verbose), nl=False)
    more_errors, _ = reporter.report(result.diagnostics)
    if more_errors:  # (a refused scripted action is an error, and the run goes on)
        stopped = any(entry["kind"] == "stopped" for entry in result.trace)
        reporter.summary("simulation stopped" if stopped else "simulation ran to its end")
    finish(options, False)


def examples_dir() -> Path:
    """The bundled examples: package data, in a checkout as in an installed wheel (so that
    their `$schema=` lines point at the package's schemas wherever they are)."""
    from importlib.resources import files

    return Path(str(files("counterplay"))) / "examples"


@click.command("demo")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the simulation.")
@reporting
@click.pass_obj
def demo_command(options: Options, seed: int) -> None:
    """Run the bundled examples through the whole pipeline and show what was understood.

    Each example is loaded, checked against the schema, its trigger and effect sentences
    parsed, compiled to the IR, translated to Reaction keywords and built into runtime
    reactions; the table shows how the engine reads each trigger. Then one bundled scenario
    is simulated under the Reaction system, showing which reactions fired and why.
    """
    from rich.console import Console

    from counterplay.compiler.batch import compile_inputs
    from counterplay.demo import compiled_summary, compiled_table

    directory = examples_dir()
    paths = sorted(str(p) for p in directory.glob("*.yaml"))
    if not paths:
        click.echo(f"counterplay: no examples found in {directory}", err=True)
        finish(options, True)
    console = Console()
    failed = False
    with progress(options, "compiling") as advance:
        results = compile_inputs(paths, progress=advance).results
    for result in results:
        errors, _ = options.report_to().report(result.diagnostics)
        failed = failed or errors > 0 or result.ir is None
        if result.ir is not None:
            console.print(compiled_table(result))
            console.print(compiled_summary(result))
    scenario = directory / "scenarios" / "reaction-system.yaml"
    if scenario.is_file():
        failed = _demo_simulation(options, console, str(scenario), seed) or failed
    finish(options, failed)


def _demo_simulation(options: Options, console: Any, scenario: str, seed: int) -> bool:
    """Simulate one scenario; return whether it failed."""
    from rich.markup import escape

    from counterplay.compiler.scenario import load_scenario
    from counterplay.compiler.worlds import world_module

    reporter = options.report_to()
    encounter, found = load_scenario(scenario)
    errors, _ = reporter.report(found)
    if encounter is None or errors:
        return True
    world = world_module(encounter.ruleset.world, "engine")
    result = world.simulate(encounter, seed)
    render_text = world.render_text
    console.print(
        f"[bold]{escape(encounter.name)}[/bold] (ruleset {encounter.ruleset.name}, seed {seed})"
    )
    click.echo(render_text(result.trace, verbose=False), nl=False)
    errors, _ = reporter.report(result.diagnostics)
    return errors > 0
