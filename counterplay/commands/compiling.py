"""``counterplay compile``: authoring YAML into the JSON IR."""

from __future__ import annotations

import json

import click

from counterplay.commands.common import (
    SKIP_NON_AUTHORING,
    Options,
    batch_options,
    check_output,
    count,
    emit,
    finish,
    output_option,
    overwrites_input,
    progress,
    reporting,
)


@click.command("compile")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=str))
@output_option("the JSON")
@click.option(
    "--check", is_flag=True, help="Compile and report, but write nothing (for hooks and CI)."
)
@batch_options("compile", "compiled")
@SKIP_NON_AUTHORING
@reporting
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
    go into one JSON object with a `powers` list (Altered abilities: `abilities`; Horus
    Heresy reaction profiles: `reactions`); they must
    target the same ruleset.
    Nothing is written when any file has an error. With `--check` nothing is written at
    all: the exit status says whether every file compiles (each on its own, so files for
    different rulesets may be checked together).

    \b
    Examples:
      counterplay compile counterplay/examples/*.yaml -o powers.json
      counterplay compile -q --check counterplay/examples/*.yaml
      counterplay compile -j 0 powers/ -o powers.json   # every CPU; unchanged files cached
    """
    from counterplay.compiler.batch import compile_inputs

    if check and output is not None:
        raise click.UsageError("--check writes nothing; leave out -o")
    reporter = options.report_to()
    check_output(options, output)
    with progress(options, "compiling") as advance:
        batch = compile_inputs(
            files,
            jobs=jobs,
            cache=not no_cache,
            cache_dir=cache_dir,
            skip_other=skip_non_authoring,
            merge=not check,
            progress=advance,
        )
    sources: dict[str, str | None] = {r.path: r.text for r in batch.results if r.text}
    errors, _ = reporter.report(batch.diagnostics, sources)
    if not batch.results and not errors:  # every file named was skipped (--skip-non-authoring)
        reporter.summary(f"nothing to compile ({count(batch.skipped, 'file')} skipped)")
        finish(options, False)
    merged = batch.ir
    overwrite = overwrites_input(output, [r.path for r in batch.results])
    if overwrite is not None:
        errors += reporter.report([overwrite])[0]
    # files that did not compile though no error was reported (--ignore, comments)
    unreported = 0 if errors else sum(1 for r in batch.results if not r.ok)
    if errors or unreported or (merged is None and not check):
        silenced = f" ({count(unreported, 'file')} with errors not reported)" if unreported else ""
        reporter.summary(f"compile failed{silenced}")
        finish(options, True)
    if merged is not None:  # None with --check: nothing is written
        text = json.dumps(merged, indent=2, ensure_ascii=False) + "\n"
        if emit(options, output, text):
            reporter.summary("compiled but not written")
            finish(options, True)
    powers = sum(len(r.ir["powers"]) for r in batch.results if r.ir)
    counted = [count(powers, "power")] if powers else []
    for key, one in (("abilities", "ability"), ("reactions", "reaction")):
        found = sum(len(r.ir.get(key, [])) for r in batch.results if r.ir)
        counted.extend([count(found, one)] if found else [])
    what = ", ".join(counted) or count(0, "power")
    skipped = f", {batch.skipped} skipped" if batch.skipped else ""
    reporter.summary(
        f"{'checked' if check else 'compiled'} {what} "
        f"from {count(len(batch.results), 'file')}{skipped}"
    )
    finish(options, False)
