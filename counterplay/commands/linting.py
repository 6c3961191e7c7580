"""``counterplay lint``: what is wrong with homebrew rules, before game night."""

from __future__ import annotations

from collections.abc import Sequence

import click

from counterplay.commands.common import (
    Options,
    Reporter,
    batch_options,
    count,
    finish,
    progress,
    reporting,
    write,
)
from counterplay.diagnostics import Diagnostic, Fix


@click.command("lint")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=str))
@click.option("--fix", is_flag=True, help="Make the safe fixes, in place (atomic writes).")
@click.option(
    "--unsafe-fixes",
    is_flag=True,
    help="With --fix or --diff, also the fixes that may change what a power means.",
)
@click.option("--diff", "show_diff", is_flag=True, help="Print the fixes as a diff; write nothing.")
@batch_options("lint", "linted", many=True)
@reporting
@click.pass_obj
def lint_command(
    options: Options,
    files: tuple[str, ...],
    fix: bool,
    unsafe_fixes: bool,
    show_diff: bool,
    jobs: int | None,
    cache_dir: str | None,
    no_cache: bool,
) -> None:
    """Find what is wrong with homebrew rules in FILES, beyond what a schema can see.

    FILES are authoring files, scenarios and rulesets (a DM's `*.ruleset.yaml`), or
    directories walked for them. A ruleset is read as a scenario naming it would read it;
    the others are compiled (or read, for a scenario, with the files its `include:` names:
    what is wrong in one is said in it, and fixed when it is linted itself) and their
    powers checked under the ruleset they target:
    keyword sets the rules contradict, reactions that can never fire, reactions that can
    trigger each other in a loop (with the ruleset's verdict), preparation restrictions not
    allowed, duplicate names, values out of range, unknown keywords, powers and combatants
    (with the closest known name), triggers not read. `counterplay rules` lists every code,
    `counterplay explain CODE` tells more. Diagnostics go to stdout; exit 1 on errors.

    \b
    Examples:
      counterplay lint powers/ scenarios/
      counterplay lint --fix --diff powers.yaml       # what --fix would change
      counterplay lint --output-format sarif . > lint.sarif
      counterplay lint --select L,R021 --ignore L005 homebrew.yaml
    """
    from counterplay.compiler.lint import lint_inputs

    reporter = options.report_to(stdout=True)
    with progress(options, "linting") as advance:
        batch = lint_inputs(
            files,
            jobs=jobs,
            cache=not no_cache,
            cache_dir=cache_dir,
            progress=advance,
            irs=False,  # diagnostics are all it reports
        )
    # (a file that did not load has no text here: its lines are read as compile reads them)
    sources: dict[str, str | None] = {r.path: r.text for r in batch.results if r.text}
    diagnostics = batch.diagnostics
    fixed = 0
    if fix or show_diff:
        chosen = _fixes(reporter, diagnostics, sources, unsafe=unsafe_fixes)
        fixed, changed = _apply(
            options,
            chosen,
            sources,
            write_files=fix and not show_diff,
            diff_to_stderr=reporter.format != "text",  # stdout is the JSON, SARIF or github
        )
        if changed and fix and not show_diff:
            diagnostics, more = _fix_again(
                options, reporter, diagnostics, changed, sources, unsafe_fixes
            )
            fixed += more
    reporter.report(diagnostics, sources)
    linted = {r.path for r in batch.results}
    fixes = _fixes_said(reporter, diagnostics, sources, fixed, fix, show_diff, unsafe_fixes)
    fixes += _fixable_elsewhere(reporter, diagnostics, sources, linted, unsafe_fixes)
    reporter.summary(f"linted {count(len(batch.results), 'file')}{fixes}")
    finish(options, False)


def _fixes_said(
    reporter: Reporter,
    diagnostics: Sequence[Diagnostic],
    sources: dict[str, str | None],
    fixed: int,
    fix: bool,
    show_diff: bool,
    unsafe: bool,
) -> str:
    """What the summary says of fixes: those made, those --fix would make or left unfixed,
    and those only --unsafe-fixes makes, as ruff says them ("5 hidden fixes can be enabled
    with the `--unsafe-fixes` option"): a file of old 4E action types said nothing of the
    translated keyword sets lint would write."""

    def fixable(unsafe_too: bool) -> int:
        chosen = _fixes(reporter, diagnostics, sources, unsafe=unsafe_too)
        return sum(len(f) for path, f in chosen.items() if path in sources)

    left = fixable(unsafe)
    hidden = 0 if unsafe else fixable(True) - left
    said = f", {fixed} fixed" if fix and not show_diff else ""
    hint = f", {left} fixable with --fix" if left and not fix else ""
    if left and fix and not show_diff:  # (ruff: "failed to converge")
        hint = f", {left} left unfixed after {count(_PASSES + 1, 'pass')}"
    if hidden:
        hint += f", {hidden} {'more ' if hint else ''}fixable with --fix --unsafe-fixes"
    return said + hint


def _fixable_elsewhere(
    reporter: Reporter,
    diagnostics: Sequence[Diagnostic],
    sources: dict[str, str | None],
    linted: set[str],
    unsafe: bool,
) -> str:
    """What the summary says of fixes in files not linted (a file a scenario includes,
    whose diagnostics are said in it): --fix makes them when that file is linted."""
    chosen = _fixes(reporter, diagnostics, sources, unsafe=unsafe)
    elsewhere = {path: len(f) for path, f in chosen.items() if path not in linted}
    if not elsewhere:
        return ""
    files = " ".join(sorted(elsewhere))
    return f", {sum(elsewhere.values())} fixable by linting {files} with --fix"


_PASSES = 10  # fix passes after the first, at most (as ruff's --fix)


def _fix_again(
    options: Options,
    reporter: Reporter,
    diagnostics: list[Diagnostic],
    changed: list[str],
    sources: dict[str, str | None],
    unsafe: bool,
) -> tuple[list[Diagnostic], int]:
    """Lint the files the fixes changed again, and make the fixes that shows, until none is
    left: a fix may show another (R021 once a schema error is fixed, a keyword's fix once
    its power compiles). Returns the diagnostics after the last pass and the fixes made."""
    from counterplay.compiler.lint import lint_inputs, once

    made = 0
    for passes_left in range(_PASSES, -1, -1):
        again = lint_inputs(changed, progress=None)  # what the fixes left
        sources.update({r.path: r.text for r in again.results if r.text})
        reporter.forget(changed)  # (their lines were split before the fixes)
        kept = (d for d in diagnostics if not d.span or d.span.file not in changed)
        diagnostics = once([*kept, *again.diagnostics])
        if not passes_left:
            break
        more = _fixes(reporter, again.diagnostics, sources, unsafe=unsafe)
        count_made, changed = _apply(options, more, sources, write_files=True)
        made += count_made
        if not changed:
            break
    return diagnostics, made


def _fixes(
    reporter: Reporter,
    diagnostics: Sequence[Diagnostic],
    sources: dict[str, str | None],
    *,
    unsafe: bool,
) -> dict[str, list[Fix]]:
    """The fixes of the diagnostics that are reported (selected, not silenced), by file."""
    chosen: dict[str, list[Fix]] = {}
    for diag in diagnostics:
        if diag.fix is None or not (diag.fix.safe or unsafe) or diag.span is None:
            continue
        if reporter.policy.judge(diag, reporter.lines(diag.span.file, sources)) is None:
            continue
        chosen.setdefault(diag.fix.span.file, []).append(diag.fix)
    return chosen


def _apply(
    options: Options,
    chosen: dict[str, list[Fix]],
    sources: dict[str, str | None],
    *,
    write_files: bool,
    diff_to_stderr: bool = False,
) -> tuple[int, list[str]]:
    """Make the fixes: print them as a diff (on stdout, or stderr when stdout is another
    format's), or write each file (atomically); return how many were made and the files
    changed."""
    import difflib

    from counterplay.compiler.edits import apply

    made = 0
    changed = []
    for path, fixes in chosen.items():
        text = sources.get(path)
        if text is None:
            continue
        new, count_made = apply(text, fixes)
        if new == text or _broken(text, new):  # (left unfixed, as the summary says)
            continue
        if not write_files:
            diff = difflib.unified_diff(
                text.splitlines(keepends=True),
                new.splitlines(keepends=True),
                fromfile=path,
                tofile=path,
            )
            click.echo("".join(diff), nl=False, err=diff_to_stderr)
            made += count_made
            continue
        problem = write(path, _kept_bom(path) + new)
        if problem is not None:
            options.report_to().report([problem])
            continue
        made += count_made
        changed.append(path)
    return made, changed


def _broken(text: str, new: str) -> bool:
    """Whether fixes made ``text``, which loaded, into ``new``, which does not: such fixes
    are not made (ruff too undoes a fix that breaks the file), never a file broken."""
    from counterplay.compiler.load import load_text

    return load_text(new)[0] is None and load_text(text)[0] is not None


def _kept_bom(path: str) -> str:
    """The byte-order mark the file at ``path`` starts with ("" when none): the text lint
    read has it dropped, and a fix changes nothing but the characters it is about. Only a
    regular file is read (opened without waiting, should a FIFO have taken its name)."""
    import codecs
    import os
    import stat

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return ""  # (the write that follows says why the file cannot be used)
    with os.fdopen(fd, "rb") as file:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return ""
        head = file.read(len(codecs.BOM_UTF8))
    return "\ufeff" if head == codecs.BOM_UTF8 else ""
