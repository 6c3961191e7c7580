"""``counterplay convert`` and ``counterplay coverage``: 4E text and Foundry JSON read."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from counterplay.commands.common import (
    Options,
    check_output,
    count,
    emit,
    finish,
    output_option,
    overwrites_input,
    progress,
    reporting,
    result_format,
)
from counterplay.files import walked

if TYPE_CHECKING:
    from counterplay.diagnostics import Diagnostic


@click.command("convert")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(path_type=str))
@output_option("the authoring YAML")
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
    help="Also add each power's Reaction keyword set (as `counterplay translate` would); "
    "with --strict, translations the Reaction system's rules leave open are errors, and "
    "those powers are left out.",
)
@reporting
@click.pass_obj
def convert_command(
    options: Options,
    inputs: tuple[str, ...],
    output: str | None,
    source_format: str | None,
    lang: str | None,
    with_translation: bool,
) -> None:
    """Convert 4E stat blocks (text), Foundry VTT 4E powers or Altered cards (JSON) to
    authoring YAML.

    INPUTS are files or directories (their .txt, .json and .jsonl files: Altered when all
    of them are Altered card JSON, else 4E). Text files hold stat blocks separated by
    blank lines, in the classic layout or one per line with " / " between its lines. A
    power with an error is reported and left out; the others are still converted and
    written, and the exit status is 1. Altered card JSON gives one ability per printed
    line (French and English printings share a `source`); a line that cannot be an
    ability is reported where it is and left out.

    \b
    Example:
      counterplay convert powers.txt foundry-export/ -o powers.yaml
      counterplay compile powers.yaml
      counterplay convert --from altered cards.jsonl -o abilities.yaml
    """
    from counterplay.compiler.dnd4e.convert import input_files
    from counterplay.files import yaml_text

    reporter = options.report_to()
    check_output(options, output)
    named = [*inputs, *(str(path) for path, _ in input_files(inputs, None))]
    overwrite = overwrites_input(output, named)
    if overwrite is not None:
        reporter.report([overwrite])
        reporter.summary("convert failed")
        finish(options, True)
    altered = _altered_inputs(inputs, source_format)
    if altered is not None:
        if with_translation:
            raise click.UsageError("--translate is for 4E powers; Altered has no action types")
        from counterplay.compiler.altered.cards import convert_cards

        with progress(options, "converting") as advance:
            cards, found = convert_cards(altered, lang, advance)
        reporter.report(found)
        abilities = len(cards["abilities"])
        if abilities:
            emit(options, output, yaml_text(cards))
        reporter.summary(f"converted {count(abilities, 'ability')}")
        finish(options, not abilities)
    from counterplay.compiler.dnd4e.convert import convert

    table = None
    diagnostics: list[Diagnostic] = []
    if with_translation:
        from counterplay.compiler.dnd4e.translation_table import load_table

        table, problems = load_table()
        diagnostics.extend(problems)
    with progress(options, "converting") as advance:
        document, found = convert(
            inputs,
            source_format=source_format,
            progress=advance,
            table=table,
            strict=options.strict,
        )
    diagnostics.extend(found)
    reporter.report(diagnostics)
    powers = len(document.data["powers"])
    if powers:
        emit(options, output, yaml_text(document.data))
    reporter.summary(f"converted {count(powers, 'power')}")
    finish(options, not powers)


@click.command("coverage")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=str))
@result_format(
    ("text", "json", "table"),
    "text",
    "The report as tables for people (text; table is the same), or JSON for scripts.",
)
@click.option(
    "--top",
    default=15,
    show_default=True,
    type=click.IntRange(min=0),
    help="How many unread phrases to list.",
)
@click.option(
    "--distinct",
    is_flag=True,
    help="Count each trigger sentence once per file (per monster), however many powers print it.",
)
@reporting
@click.pass_obj
def coverage_command(
    options: Options, files: tuple[str, ...], result_format: str, top: int, distinct: bool
) -> None:
    """Show how much of FILES the engine understands.

    For each file: the share of triggers that compiled to a structured event and of effect
    clauses (Hit, Miss, Effect; an Altered effect's sentences; a Horus Heresy profile's
    ops) that compiled to structured ops rather than `unparsed`, Altered abilities by kind,
    the read 4E triggers a simulation never fires (they ask what the engine does not model),
    and the unread phrases that come up most. FILES are authoring YAML (4E powers, Altered
    abilities, Horus Heresy reaction profiles), or anything `convert` reads (stat-block
    text, Foundry JSON, Altered card JSON), converted on the fly.

    \b
    Examples:
      counterplay coverage powers.yaml
      counterplay coverage --distinct --top 30 powers.txt   # each sentence once
      counterplay coverage --format json foundry-export/ > coverage.json
    """
    from counterplay.compiler.coverage import coverage

    with progress(options, "measuring") as advance:
        report, diagnostics = coverage(files, distinct, advance)
    options.report_to().report(diagnostics)
    if result_format == "json":
        click.echo(json.dumps(report.to_dict(top), indent=2, ensure_ascii=False))
    elif report.files or not diagnostics:  # (none read: the errors say why, no empty table)
        from rich.console import Console

        from counterplay.demo import coverage_tables

        console = Console()
        for table in coverage_tables(report.to_dict(top)):
            console.print(table)
    finish(options, False)


def _altered_inputs(inputs: Sequence[str], source_format: str | None) -> list[str] | None:
    """The files `convert` reads as Altered card JSON (a directory as its .jsonl, .json and
    .txt files), or None when it reads 4E powers: as told, or when every file is Altered."""
    paths: list[Path] = []
    for given in map(Path, inputs):
        if given.is_dir():
            paths.extend(walked(given, _WALKED))
        else:
            paths.append(given)
    if source_format is not None:  # (an empty directory gives no file: C005, as for 4E)
        return [str(p) for p in paths] if source_format == "altered" else None
    from counterplay.compiler.altered.cards import sniff

    if paths and all(p.is_file() and sniff(p) for p in paths):
        return [str(p) for p in paths]
    return None


_WALKED = (".jsonl", ".json", ".txt")  # a directory's files convert reads, of either game
