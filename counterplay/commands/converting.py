"""``counterplay convert`` and ``counterplay coverage``: 4E text and Foundry JSON read."""

from __future__ import annotations

import json
from typing import Any

import click

from counterplay.commands.common import (
    Options,
    check_output,
    count,
    emit,
    finish,
    output_option,
    progress,
    reporting,
)


@click.command("convert")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(path_type=str))
@output_option("the authoring YAML")
@click.option(
    "--from",
    "source_format",
    type=click.Choice(["text", "foundry"]),
    default=None,
    help="Input format: 4E stat-block text or Foundry VTT 4E power JSON. "
    "Default: .json files are Foundry, other files text.",
)
@click.option(
    "--translate",
    "with_translation",
    is_flag=True,
    help="Also add each power's Reaction keyword set (as `counterplay translate` would); "
    "with --strict, translations the Reaction system's rules leave open are errors.",
)
@reporting
@click.pass_obj
def convert_command(
    options: Options,
    inputs: tuple[str, ...],
    output: str | None,
    source_format: str | None,
    with_translation: bool,
) -> None:
    """Convert 4E stat blocks (text) or Foundry VTT 4E powers (JSON) to authoring YAML.

    INPUTS are files or directories (their .txt and .json files). Text files hold stat
    blocks separated by blank lines, in the classic layout or one per line with " / "
    between its lines. A power with an error is reported and left out; the others are
    still converted and written, and the exit status is 1.

    \b
    Example:
      counterplay convert powers.txt foundry-export/ -o powers.yaml
      counterplay compile powers.yaml
    """
    from counterplay.compiler.dnd4e.convert import convert
    from counterplay.files import yaml_text

    reporter = options.report_to()
    check_output(options, output)
    with progress(options, "converting") as advance:
        document, diagnostics = convert(inputs, source_format=source_format, progress=advance)
    if with_translation and document["powers"]:
        from counterplay.compiler.dnd4e.rewrite import translate_document
        from counterplay.compiler.dnd4e.translation_table import load_table

        table, problems = load_table()
        diagnostics.extend(problems)
        if table is not None:
            translated = translate_document(document, table, strict=options.strict)
            diagnostics.extend(translated[1])
    reporter.report(diagnostics)
    powers = len(document["powers"])
    if powers:
        emit(options, output, yaml_text(document))
    reporter.summary(f"converted {count(powers, 'power')}")
    finish(options, not powers)


@click.command("coverage")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=str))
@click.option(
    "--format",
    "result_format",
    type=click.Choice(["text", "json", "table"]),
    default="text",
    help="The report as tables for people (text), or JSON for scripts.",
)
@click.option("--top", default=15, show_default=True, help="How many unread phrases to list.")
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
    clauses (Hit, Miss, Effect) that compiled to structured ops rather than `unparsed`, and
    the unread phrases that come up most. FILES are authoring YAML, or anything `convert`
    reads (stat-block text, Foundry JSON), converted on the fly.
    """
    from counterplay.compiler.coverage import coverage

    with progress(options, "measuring") as advance:
        report, diagnostics = coverage(files, distinct, advance)
    options.report_to().report(diagnostics)
    if result_format == "json":
        click.echo(json.dumps(report.to_dict(top), indent=2, ensure_ascii=False))
    else:
        _coverage_tables(report.to_dict(top))
    finish(options, False)


def _coverage_tables(data: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.markup import escape  # rule text has brackets: "1[W] + Strength modifier"
    from rich.table import Table

    def share(value: float | None) -> str:
        return "-" if value is None else f"{value:.1%}"

    table = Table(title="What the engine understands")
    table.add_column("file", overflow="fold")
    for column in ("powers", "triggers read", "effect clauses read"):
        table.add_column(column, justify="right")
    for row in [*data["files"], data["total"]]:
        table.add_row(
            escape(row["file"]),
            str(row["powers"]),
            f"{row['triggers_read']}/{row['triggers']} ({share(row['trigger_share'])})",
            f"{row['clauses_read']}/{row['clauses']} ({share(row['clause_share'])})",
        )
    console = Console()
    console.print(table)
    if data["unread"]:
        unread = Table(title="Most frequent unread phrases")
        for column in ("count", "kind", "text"):
            unread.add_column(column, justify="right" if column == "count" else "left")
        for row in data["unread"]:
            unread.add_row(str(row["count"]), row["kind"], escape(row["text"]))
        console.print(unread)
