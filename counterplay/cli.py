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
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from counterplay import __version__
from counterplay.diagnostics import Diagnostic, Severity, has_errors, render, source_lines

if TYPE_CHECKING:
    from counterplay.files import WriteError


@dataclass
class Options:
    """Global options, shared by every command."""

    verbose: bool = False
    quiet: bool = False


def _report(
    options: Options, diagnostics: Iterable[Diagnostic], sources: dict[str, str | None]
) -> tuple[int, int]:
    """Print diagnostics to stderr; return (errors, warnings). ``sources``: the texts the
    caller has (others are read); each file is split into lines once, not per diagnostic."""
    errors = warnings = 0
    lines: dict[str, list[str] | None] = {}
    for diag in diagnostics:
        if diag.severity is Severity.ERROR:
            errors += 1
        elif diag.severity is Severity.WARNING:
            warnings += 1
        if options.quiet and diag.severity is not Severity.ERROR:
            continue
        if diag.severity is Severity.INFO and not options.verbose:
            continue
        file = diag.span.file if diag.span is not None else None
        if file is not None and file not in lines:
            known = file in sources  # a known None (unreadable text) shows no caret
            lines[file] = (sources[file] or "").splitlines() if known else source_lines(file)
        shown = lines[file] if file is not None else None
        click.echo(render(diag, shown, verbose=options.verbose), err=True)
    return errors, warnings


def _summary(options: Options, what: str, errors: int, warnings: int) -> None:
    if options.quiet:
        return
    click.echo(f"{what}: {_count(errors, 'error')}, {_count(warnings, 'warning')}", err=True)


def _count(n: int, word: str) -> str:
    if n != 1 and word.endswith("y"):
        return f"{n} {word[:-1]}ies"
    return f"{n} {word}{'' if n == 1 else 's'}"


def _altered_inputs(inputs: Sequence[str], source_format: str | None) -> bool:
    """Whether `convert` reads Altered card JSON: as told, or when every file is one."""
    if source_format is not None:
        return source_format == "altered"
    from counterplay.compiler.altered.cards import sniff

    paths = [Path(p) for p in inputs]
    return bool(paths) and all(p.is_file() and sniff(p) for p in paths)


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


SKIP_NON_AUTHORING = click.option(
    "--skip-non-authoring",
    is_flag=True,
    help="Quietly skip named files whose content is not an authoring file (no `counterplay:` "
    "header, or a scenario or ruleset), as the pre-commit hooks do. Without it they are errors.",
)


def _output_option(what: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """The `-o/--output` option of a command that writes one file (compile, convert)."""
    return click.option(
        "-o",
        "--output",
        type=click.Path(path_type=str),
        callback=_check_output,
        help=f"Write {what} to this file instead of stdout ('-': stdout). A file is replaced "
        "atomically, keeping its mode; a link is written through; a device or FIFO is "
        "written to as it is.",
    )


def _check_output(ctx: click.Context, _param: click.Parameter, value: str | None) -> str | None:
    """Refuse an output that can never be written (a directory...) before doing the work."""
    if value is None or value == "-":
        return value
    from counterplay.files import WriteError, check_target

    try:
        check_target(value)
    except WriteError as exc:
        click.echo(render(_write_problem(exc)), err=True)
        ctx.exit(1)
    return value


def _emit(options: Options, output: str | None, text: str) -> int:
    """``text`` to stdout, or written to ``output`` ('-' is stdout); the errors reported."""
    if output is None or output == "-":
        click.echo(text, nl=False)
        return 0
    problem = _write(output, text)
    return _report(options, [problem], {})[0] if problem else 0


@main.command("compile")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=str))
@_output_option("the JSON")
@click.option(
    "--check", is_flag=True, help="Compile and report, but write nothing (for hooks and CI)."
)
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(min=0),
    default=1,
    metavar="N",
    help="Compile files in N worker processes (0: one per CPU; default 1). Same output.",
)
@click.option(
    "--cache-dir",
    type=click.Path(file_okay=False, path_type=str),
    help="Keep compiled results here instead of `compiled/` in the per-user cache "
    "($COUNTERPLAY_CACHE_DIR, else ~/.cache/counterplay), where a file whose bytes have not "
    "changed is found and not compiled again.",
)
@click.option(
    "--no-cache",
    is_flag=True,
    envvar="COUNTERPLAY_NO_CACHE",
    show_envvar=True,
    help="Compile every file: neither read nor write the cache.",
)
@SKIP_NON_AUTHORING
@click.pass_obj
def compile_command(
    options: Options,
    files: tuple[str, ...],
    output: str | None,
    check: bool,
    jobs: int,
    cache_dir: str | None,
    no_cache: bool,
    skip_non_authoring: bool,
) -> None:
    """Compile authoring YAML FILES into the JSON IR.

    FILES are authoring files or directories, walked for the authoring files inside (told
    by their content; hidden directories and linked directories are left out). All files
    go into one JSON object with a `powers` list; they must target the same ruleset.
    Nothing is written when any file has an error. With `--check` nothing is written at
    all: the exit status says whether every file compiles (each on its own, so files for
    different rulesets may be checked together).

    \b
    Examples:
      counterplay compile examples/*.yaml -o powers.json
      counterplay -q compile --check examples/*.yaml
      counterplay compile -j 0 powers/ -o powers.json   # every CPU; unchanged files cached
    """
    from counterplay.compiler.batch import compile_inputs

    if check and output is not None:
        raise click.UsageError("--check writes nothing; leave out -o")
    with _progress(options, "compiling") as progress:
        batch = compile_inputs(
            files,
            jobs=jobs,
            cache=not no_cache,
            cache_dir=cache_dir,
            skip_other=skip_non_authoring,
            merge=not check,
            progress=progress,
        )
    sources: dict[str, str | None] = {r.path: r.text for r in batch.results if r.text}
    errors, warnings = _report(options, batch.diagnostics, sources)
    if not batch.results and not errors:  # every file named was skipped (--skip-non-authoring)
        _summary(options, f"nothing to compile ({_count(batch.skipped, 'file')} skipped)", 0, 0)
        return
    merged = batch.ir
    if errors or (merged is None and not check):
        _summary(options, "compile failed", errors, warnings)
        sys.exit(1)
    if merged is not None:  # None with --check: nothing is written
        text = json.dumps(merged, indent=2, ensure_ascii=False) + "\n"
        if _emit(options, output, text):
            _summary(options, "compiled but not written", 1, warnings)
            sys.exit(1)
    powers = sum(len(r.ir["powers"]) for r in batch.results if r.ir)
    abilities = sum(len(r.ir.get("abilities", [])) for r in batch.results if r.ir)
    what = _count(powers, "power")
    if abilities:
        what = (
            _count(abilities, "ability")
            if not powers
            else f"{what}, {_count(abilities, 'ability')}"
        )
    skipped = f", {batch.skipped} skipped" if batch.skipped else ""
    _summary(
        options,
        f"{'checked' if check else 'compiled'} {what} "
        f"from {_count(len(batch.results), 'file')}{skipped}",
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
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the simulation.")
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
        sys.exit(1)
    console = Console()
    failed = False
    with _progress(options, "compiling") as progress:
        results = compile_inputs(paths, progress=progress).results
    for result in results:
        errors, _ = _report(options, result.diagnostics, {})
        failed = failed or errors > 0 or result.ir is None
        if result.ir is not None:
            console.print(compiled_table(result))
            console.print(compiled_summary(result))
    scenario = directory / "scenarios" / "reaction-system.yaml"
    if scenario.is_file():
        failed = _demo_simulation(options, console, str(scenario), seed) or failed
    sys.exit(1 if failed else 0)


def _demo_simulation(options: Options, console: Any, scenario: str, seed: int) -> bool:
    """Simulate one scenario; return whether it failed."""
    from rich.markup import escape

    from counterplay.compiler.scenario import load_scenario
    from counterplay.compiler.worlds import world_module

    encounter, found = load_scenario(scenario)
    errors, _ = _report(options, found, {})
    if encounter is None or errors:
        return True
    world = world_module(encounter.ruleset.world, "engine")
    result = world.simulate(encounter, seed)
    render_text = world.render_text
    console.print(
        f"[bold]{escape(encounter.name)}[/bold] (ruleset {encounter.ruleset.name}, seed {seed})"
    )
    click.echo(render_text(result.trace, verbose=False), nl=False)
    errors, _ = _report(options, result.diagnostics, {})
    return errors > 0


@contextmanager
def _progress(options: Options, what: str) -> Iterator[Callable[[float, int], None] | None]:
    """A rich progress bar on stderr, only on a terminal and when not quiet."""
    if options.quiet or not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import Progress

    with Progress(console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(what, total=None)

        def advance(done: float, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield advance


@main.command("convert")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(path_type=str))
@_output_option("the authoring YAML")
@click.option(
    "--from",
    "source_format",
    type=click.Choice(["text", "foundry", "altered"]),
    default=None,
    help="Input format: 4E stat-block text, Foundry VTT 4E power JSON, or Altered card JSON "
    "(JSON lines of ability lines, or the card API's JSON for a card). Default: .jsonl files "
    "and JSON naming an ALT_ card are Altered, other .json files Foundry, other files text.",
)
@click.option(
    "--lang",
    type=click.Choice(["fr", "en"]),
    default=None,
    help="Altered: the language of card JSON whose texts do not say it (default: told by "
    "their words).",
)
@click.option(
    "--translate",
    "with_translation",
    is_flag=True,
    help="Also add each power's Reaction keyword set (as `counterplay translate` would).",
)
@click.option("--strict", is_flag=True, help="With --translate: undecided translations are errors.")
@click.pass_obj
def convert_command(
    options: Options,
    inputs: tuple[str, ...],
    output: str | None,
    source_format: str | None,
    lang: str | None,
    with_translation: bool,
    strict: bool,
) -> None:
    """Convert 4E stat blocks (text), Foundry VTT 4E powers or Altered cards (JSON) to
    authoring YAML.

    INPUTS are files or directories (their .txt and .json files). Text files hold stat
    blocks separated by blank lines, in the classic layout or one per line with " / "
    between its lines. A power with an error is reported and left out; the others are
    still converted and written, and the exit status is 1. Altered card JSON gives one
    ability per printed line (French and English printings share a `source`); a line that
    cannot be an ability is reported where it is and left out.

    \b
    Example:
      counterplay convert powers.txt foundry-export/ -o powers.yaml
      counterplay compile powers.yaml
      counterplay convert --from altered cards.jsonl -o abilities.yaml
    """
    from counterplay.files import yaml_text

    if _altered_inputs(inputs, source_format):
        if with_translation:
            raise click.UsageError("--translate is for 4E powers; Altered has no action types")
        from counterplay.compiler.altered.cards import convert_cards

        with _progress(options, "converting") as progress:
            document, found = convert_cards(inputs, lang, progress)
        errors, warnings = _report(options, found, {})
        abilities = len(document["abilities"])
        if abilities:
            errors += _emit(options, output, yaml_text(document))
        _summary(options, f"converted {_count(abilities, 'ability')}", errors, warnings)
        sys.exit(1 if errors or not abilities else 0)
    from counterplay.compiler.dnd4e.convert import convert

    with _progress(options, "converting") as progress:
        document, diagnostics = convert(inputs, source_format=source_format, progress=progress)
    if with_translation and document["powers"]:
        from counterplay.compiler.dnd4e.rewrite import translate_document
        from counterplay.compiler.dnd4e.translation_table import load_table

        table, problems = load_table()
        diagnostics.extend(problems)
        if table is not None:
            diagnostics.extend(translate_document(document, table, strict=strict)[1])
    errors, warnings = _report(options, diagnostics, {})
    powers = len(document["powers"])
    if powers:
        errors += _emit(options, output, yaml_text(document))
    _summary(options, f"converted {_count(powers, 'power')}", errors, warnings)
    if errors or not powers:
        sys.exit(1)


@main.command("coverage")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=str))
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["table", "json"]),
    default="table",
    help="A table for people, or JSON for scripts.",
)
@click.option("--top", default=15, show_default=True, help="How many unread phrases to list.")
@click.option(
    "--distinct",
    is_flag=True,
    help="Count each trigger sentence once per file (per monster), however many powers print it.",
)
@click.pass_obj
def coverage_command(
    options: Options, files: tuple[str, ...], output_format: str, top: int, distinct: bool
) -> None:
    """Show how much of FILES the engine understands.

    For each file: the share of triggers that compiled to a structured event and of effect
    clauses (Hit, Miss, Effect; an Altered effect's sentences) that compiled to structured
    ops rather than `unparsed`, Altered abilities by kind, and the unread phrases that come
    up most. FILES are authoring YAML, or anything `convert` reads (stat-block text, Foundry
    JSON, Altered card JSON), converted on the fly.
    """
    from counterplay.compiler.coverage import coverage

    with _progress(options, "measuring") as progress:
        report, diagnostics = coverage(files, distinct, progress)
    errors, _ = _report(options, diagnostics, {})
    if output_format == "json":
        click.echo(json.dumps(report.to_dict(top), indent=2, ensure_ascii=False))
    else:
        from rich.console import Console

        from counterplay.demo import coverage_tables

        console = Console()
        for table in coverage_tables(report.to_dict(top)):
            console.print(table)
    sys.exit(1 if errors else 0)


@main.command("translate")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=str))
@click.option(
    "--table",
    "table_path",
    type=click.Path(dir_okay=False, path_type=str),
    help="A translation table to use instead of the shipped one (an edited copy).",
)
@click.option(
    "--explain", is_flag=True, help="Show which rows and conditions fired; write nothing."
)
@click.option("--strict", is_flag=True, help="Make what the seed leaves open (warnings) errors.")
@click.option("--check", is_flag=True, help="Write nothing; exit 1 if any file would change.")
@click.option("--diff", "show_diff", is_flag=True, help="Print a unified diff; write nothing.")
@click.option(
    "-o",
    "--output-dir",
    type=click.Path(file_okay=False, path_type=str),
    help="Write the translated files into this directory instead of in place "
    "('-': print the one FILE's translation to stdout).",
)
@click.option("--stats", is_flag=True, help="Print how many powers got each keyword set and code.")
@SKIP_NON_AUTHORING
@click.pass_obj
def translate_command(
    options: Options,
    files: tuple[str, ...],
    table_path: str | None,
    explain: bool,
    strict: bool,
    check: bool,
    show_diff: bool,
    output_dir: str | None,
    stats: bool,
    skip_non_authoring: bool,
) -> None:
    """Translate old 4E action types in authoring YAML FILES into Reaction keyword sets.

    FILES are authoring files, or directories walked for them (as `compile` does). Each
    power gets (or has updated) a `reaction: [...]` line after its `action`, from the
    translation table of seed 000 (`counterplay schema translation` describes its format).
    Everything else in the file is kept byte for byte: comments, key order, quoting, blank
    lines; a file with nothing to change is not touched. Writes are atomic.

    What the seed leaves open (No Action triggers, free actions without a trigger, implicit
    item triggers, unread triggers, action types the table does not name) is a warning
    with a T code; `--strict` makes those errors and then nothing is written.

    \b
    Examples:
      counterplay translate powers.yaml            # in place
      counterplay translate --check --diff *.yaml  # CI: exit 1 if anything would change
      counterplay translate --explain powers.yaml  # why each power got its keywords
      counterplay translate --table my-table.yaml -o translated/ powers.yaml
    """
    from collections import Counter

    from counterplay.compiler.discover import find_inputs
    from counterplay.compiler.dnd4e.rewrite import Rewritten, rewrite_file
    from counterplay.compiler.dnd4e.translation_table import load_table

    table, problems = load_table(table_path)
    found = find_inputs(files, skip_other=skip_non_authoring)
    if output_dir == "-" and (len(files) != 1 or len(found.paths) > 1):
        raise click.UsageError("-o - prints one file's translation; give one FILE")
    files = tuple(found.paths)
    if table is None or has_errors(found.diagnostics):
        errors, warnings = _report(options, [*problems, *found.diagnostics], {})
        _summary(
            options,
            "translation table unusable" if table is None else "translate failed",
            errors,
            warnings,
        )
        sys.exit(1)
    _report(options, found.diagnostics, {})  # the files skipped, with -v
    targets, collisions = _translate_targets(files, output_dir)
    if collisions:
        errors, warnings = _report(options, collisions, {})
        _summary(options, "translate failed", errors, warnings)
        sys.exit(1)
    results: list[Rewritten] = [rewrite_file(path, table, strict=strict) for path in files]
    writing = not (check or show_diff or explain)
    errors = warnings = changed = 0
    for result in results:
        e, w = _report(options, result.diagnostics, {result.path: result.text})
        errors, warnings = errors + e, warnings + w
        if explain:
            _explain(result)
        if result.new_text is None or e:
            continue
        changed += result.changed
        if show_diff and result.changed:
            _diff(result)
        if writing and output_dir == "-":
            click.echo(result.new_text, nl=False)
        elif writing and (output_dir or result.changed):
            target = targets.get(result.path, result.path)
            failure = _write(target, result.new_text, "T010", make_directory=bool(output_dir))
            if failure is not None:
                e, _ = _report(options, [failure], {})
                errors += e
    if stats:
        keyword_sets = Counter(
            ", ".join(t.keywords) if t.keywords is not None else "(untranslated)"
            for r in results
            for t in r.translations
        )
        codes = Counter(d.code for r in results for d in r.diagnostics)
        click.echo("keyword sets:", err=True)
        for name, n in keyword_sets.most_common():
            click.echo(f"  {n:6d}  {name}", err=True)
        click.echo("diagnostics:", err=True)
        for code, n in sorted(codes.items()):
            click.echo(f"  {n:6d}  {code}", err=True)
    powers = sum(len(r.translations) for r in results)
    verb = "would change" if not writing else "changed"
    _summary(
        options,
        f"translated {_count(powers, 'power')} in {_count(len(files), 'file')} ({changed} {verb})",
        errors,
        warnings,
    )
    sys.exit(1 if errors or (check and changed) else 0)


def _translate_targets(
    files: Sequence[str], output_dir: str | None
) -> tuple[dict[str, str], list[Diagnostic]]:
    """Where `translate -o DIR` writes each file; T010 for two files of the same name."""
    from counterplay.diagnostics import Span, diagnostic

    targets: dict[str, str] = {}
    collisions: list[Diagnostic] = []
    if not output_dir or output_dir == "-":
        return targets, collisions
    for path in files:
        target = str(Path(output_dir) / Path(path).name)
        if target in targets.values():
            collisions.append(
                diagnostic(
                    "T010",
                    f"two input files are named {Path(path).name!r}; -o would write both "
                    f"to {target}",
                    Span(path, 1, 1),
                )
            )
        targets[path] = target
    return targets, collisions


def _explain(result: Any) -> None:
    """Print each power's translation steps (``translate --explain``) to stdout."""
    for translation in result.translations:
        got = ", ".join(translation.keywords) if translation.keywords else "untranslated"
        where = translation.span or result.path
        click.echo(f"{where}: {translation.name} [{translation.action}] -> {got}")
        for line in translation.explanation:
            click.echo(f"    {line}")
        for diag in translation.diagnostics:
            where = f" at {diag.span}" if diag.span else ""
            click.echo(f"    ! {diag.code} {diag.name}{where}")


def _diff(result: Any) -> None:
    import difflib

    click.echo(
        "".join(
            difflib.unified_diff(
                (result.text or "").splitlines(keepends=True),
                (result.new_text or "").splitlines(keepends=True),
                fromfile=result.path,
                tofile=result.path,
            )
        ),
        nl=False,
    )


def _write(
    target: str, text: str, code: str | None = None, *, make_directory: bool = False
) -> Diagnostic | None:
    """Write ``text`` to ``target`` (files.write_file); a diagnostic when it cannot be.

    ``make_directory``: create the target's directory first (`translate -o DIR`).
    """
    from counterplay import files

    try:
        if make_directory:
            files.make_directory(Path(target).parent)
        files.write_file(target, text)
    except files.WriteError as exc:
        return _write_problem(exc, code)
    return None


def _write_problem(exc: WriteError, code: str | None = None) -> Diagnostic:
    """A failed write as a diagnostic: ``code``, or O001 (a directory) / O002 (the rest).

    No span: the target may be a device or a FIFO, which must not be read to show a line.
    """
    from counterplay.diagnostics import diagnostic

    if code is None:
        code = "O001" if exc.is_directory else "O002"
    return diagnostic(code, str(exc))


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
    from counterplay.compiler.worlds import world_module

    encounter, found = load_scenario(scenario)
    sources: dict[str, str | None] = {}
    errors, warnings = _report(options, found, sources)
    if encounter is None or errors:
        _summary(options, "simulation not run", errors, warnings)
        sys.exit(1)
    world = world_module(encounter.ruleset.world, "engine")
    result = world.simulate(encounter, seed)
    render_text = world.render_text
    if output_format == "json":
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
    more_errors, more_warnings = _report(options, result.diagnostics, sources)
    if more_errors:
        _summary(options, "simulation stopped", more_errors, warnings + more_warnings)
        sys.exit(1)


@main.command("rulesets")
@click.pass_obj
def rulesets_command(options: Options) -> None:
    """List the built-in rulesets (timing models), their limits, options and decisions."""
    from counterplay.compiler.rulesets import load_ruleset, ruleset_names
    from counterplay.compiler.worlds import world_module

    failed = False
    for name in ruleset_names():
        ruleset, found = load_ruleset(name)
        errors, _ = _report(options, found, {})
        if ruleset is None or errors:
            failed = True
            continue
        click.echo(f"{ruleset.name}: {ruleset.title}")
        for limit in ruleset.limits:
            per = "".join(f" per {p}" for p in limit.per if p != "owner")
            rule = f" ({limit.rule})" if limit.rule else ""
            click.echo(f"  limit {limit.name}: {limit.max} per {limit.scope}{per}{rule}")
        party = getattr(world_module(ruleset.world, "facts"), "PARTY", "combatant")
        for reaction in ruleset.universal:
            click.echo(f"  every {party} has: {reaction.name} ({reaction.action})")
        for option in ruleset.options.values():
            click.echo(f"  option {option.name} (default {option.default}): {option.rule}")
        if options.verbose:
            for entry in ruleset.open_rules:
                click.echo(f"  decision {entry['rule']}: {entry['decision']}")
    sys.exit(1 if failed else 0)
