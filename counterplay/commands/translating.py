"""``counterplay translate``: old 4E action types into Reaction keyword sets, in place."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from counterplay.commands.common import (
    SKIP_NON_AUTHORING,
    Options,
    Reporter,
    count,
    finish,
    reporting,
    write,
)
from counterplay.diagnostics import Diagnostic, has_errors

if TYPE_CHECKING:
    from counterplay.compiler.dnd4e.rewrite import Rewritten


@click.command("translate")
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
@click.option(
    "--check",
    is_flag=True,
    help="Write nothing; name each file that would change, and exit 1 if any would.",
)
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
@reporting
@click.pass_obj
def translate_command(
    options: Options,
    files: tuple[str, ...],
    table_path: str | None,
    explain: bool,
    check: bool,
    show_diff: bool,
    output_dir: str | None,
    stats: bool,
    skip_non_authoring: bool,
) -> None:
    """Translate old 4E action types in authoring YAML FILES into Reaction keyword sets.

    FILES are authoring files, or directories walked for them (as `compile` does). Each
    power gets (or has updated) a `reaction: [...]` line after its `action`, from the
    Reaction system's translation table (`counterplay schema translation` describes its
    format). Everything else in the file is kept byte for byte: comments, key order,
    quoting, blank lines; a file with nothing to change is not touched. Writes are atomic.

    What the Reaction system's rules leave open (No Action triggers, free actions without a
    trigger, implicit item triggers, unread triggers, action types the table does not name)
    is a warning with a T code; `--strict` makes those errors and then nothing is written.

    \b
    Examples:
      counterplay translate powers.yaml            # in place
      counterplay translate --check --diff *.yaml  # CI: exit 1 if anything would change
      counterplay translate --explain powers.yaml  # why each power got its keywords
      counterplay translate --table my-table.yaml -o translated/ powers.yaml
    """
    from counterplay.compiler.discover import find_inputs
    from counterplay.compiler.dnd4e.rewrite import rewrite_file
    from counterplay.compiler.dnd4e.translation_table import load_table

    _check_output_dir(output_dir)
    reporter = options.report_to()
    table, problems = load_table(table_path)
    found = find_inputs(files, skip_other=skip_non_authoring)
    if output_dir == "-" and (len(files) != 1 or len(found.paths) > 1):
        raise click.UsageError("-o - prints one file's translation; give one FILE")
    files = tuple(found.paths)
    if table is None or has_errors(found.diagnostics):
        reporter.report([*problems, *found.diagnostics])
        reporter.summary("translation table unusable" if table is None else "translate failed")
        finish(options, True)
    reporter.report(found.diagnostics)  # the files skipped, with -v
    targets, collisions = _targets(files, output_dir)
    if collisions:
        reporter.report(collisions)
        reporter.summary("translate failed")
        finish(options, True)
    results: list[Rewritten] = [rewrite_file(p, table, strict=options.strict) for p in files]
    writing = not (check or show_diff or explain)
    changed = 0
    for result in results:
        errors, _ = reporter.report(result.diagnostics, {result.path: result.text})
        if explain:
            _explain(result)
        if result.new_text is None or errors:
            continue
        if check and result.changed:
            _would_change(reporter, options, result)
        if show_diff and result.changed:
            _diff(result)
        if writing and output_dir == "-":
            click.echo(result.new_text, nl=False)
        elif writing and (output_dir or result.changed):
            target = targets.get(result.path, result.path)
            failure = write(target, result.new_text, "T010", make_directory=bool(output_dir))
            if failure is not None:
                reporter.report([failure])
                continue  # left as it was: not a file changed
        changed += result.changed
    if stats:
        _stats(results)
    powers = sum(len(r.translations) for r in results)
    verb = "would change" if not writing else "changed"
    # (T015 is info, shown with -v: the summary says it too, or "0 powers" tells nothing)
    others = sum(any(d.code == "T015" for d in r.diagnostics) for r in results)
    another_game = f"; {count(others, 'file')} of another game's reactions" if others else ""
    reporter.summary(
        f"translated {count(powers, 'power')} in {count(len(files), 'file')} "
        f"({count(changed, 'file')} {verb}{another_game})"
    )
    finish(options, check and changed > 0)


def _would_change(reporter: Reporter, options: Options, result: Rewritten) -> None:
    """`--check`: say that ``result``'s file would change: a line for people; for machines
    (JSON, SARIF, GitHub), T012 at the first line that would, which they can read."""
    if reporter.format == "text":
        if not options.quiet:
            click.echo(f"would change: {result.path}", err=True)
        return
    from counterplay.diagnostics import Span, diagnostic

    old, new = (result.text or "").splitlines(), (result.new_text or "").splitlines()
    line = next((n for n, (a, b) in enumerate(zip(old, new, strict=False), 1) if a != b), None)
    if line is None:  # lines added after the last (at it) or the last ones taken away
        line = max(1, min(len(old), len(new) + 1))
    where = Span(result.path, line, 1)
    message = "`counterplay translate` would change this file: its Reaction keyword sets are "
    reporter.report([diagnostic("T012", message + "not up to date", where)])


def _stats(results: Sequence[Any]) -> None:
    from collections import Counter

    keyword_sets = Counter(
        ", ".join(t.keywords) if t.keywords is not None else "(untranslated)"
        for r in results
        for t in r.translations
    )
    codes = Counter(d.code for r in results for d in r.diagnostics)
    click.echo("keyword sets:", err=True)
    for name, n in keyword_sets.most_common():
        click.echo(f"  {n:6d}  {name}", err=True)
    click.echo("diagnostics:" if codes else "diagnostics: none", err=True)
    for code, n in sorted(codes.items()):
        click.echo(f"  {n:6d}  {code}", err=True)


def _check_output_dir(output_dir: str | None) -> None:
    """A usage error for `-o new.yaml` where no such directory is: a file's name, given as
    compile's -o is, made a directory `new.yaml/` holding the translation, unsaid."""
    if not output_dir or output_dir == "-" or Path(output_dir).is_dir():
        return
    if output_dir.endswith((".yaml", ".yml", ".json")):
        raise click.UsageError(
            f"-o names a directory, where the translated files are written under their own "
            f"names; {output_dir!r} is a file's name: give a directory (-o translated/), or "
            f"print one FILE's translation (-o - > {output_dir})"
        )


def _targets(
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
