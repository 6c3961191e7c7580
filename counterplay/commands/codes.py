"""``counterplay rules`` and ``counterplay explain``: the diagnostic codes, documented."""

from __future__ import annotations

import json

import click

from counterplay.commands.common import Options, result_format, verbosity


@click.command("rules")
@result_format(("text", "json"), "text", "A list for people, or JSON for scripts.")
@verbosity
@click.pass_obj
def rules_command(options: Options, result_format: str) -> None:
    """List every diagnostic code: its name, default severity, fix and summary.

    A code's family is its letter (Y reading files, S schema, P rule text, C conversion,
    T translation, R rulesets and scenarios, O output files, K configuration, H Horus
    Heresy battles, L lint).
    `counterplay explain CODE` tells more about one; `--select` and `--ignore` take codes,
    prefixes (`L`, `L0`) or names.
    """
    from counterplay.registry import FAMILIES, rules_rows

    rows = rules_rows()
    if result_format == "json":
        keys = ("code", "name", "severity", "fix", "summary")
        click.echo(json.dumps([dict(zip(keys, row, strict=True)) for row in rows], indent=2))
        return
    family = ""
    for code, name, severity, fix, summary in rows:
        if code[0] != family:
            family = code[0]
            click.echo(f"{'' if code == rows[0][0] else chr(10)}{family}: {FAMILIES[family]}")
        fixable = {"safe": "fix", "unsafe": "fix!"}.get(fix, "")
        click.echo(f"  {code}  {name:32} {severity:7} {fixable:4}  {summary}")


@click.command("explain")
@click.argument("code")
@verbosity
@click.pass_obj
def explain_command(options: Options, code: str) -> None:
    """Explain the diagnostic CODE (L001, or its name such as unparsed-trigger): what it
    finds, why it matters, an example, and how to fix it."""
    from counterplay.registry import explain_text, find_code

    found, hint = find_code(code)
    if found is None:
        raise click.BadParameter(f"no code {code!r}{hint} (`counterplay rules` lists them)")
    click.echo(explain_text(found), nl=False)
