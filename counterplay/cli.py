"""The ``counterplay`` command line (click): the group and its commands.

Commands (``counterplay/commands/``) compose the compiler's stages and are the only place
that prints or exits: results go to stdout (or ``-o``), diagnostics to stderr as
``path:line:col: CODE message`` with the source line and a caret, or in the format
``--output-format`` names (``lint`` writes its diagnostics to stdout). Exit status: 0 clean
(warnings allowed), 1 when any error was found, 2 for a usage mistake. Heavy libraries are
imported inside the commands so that ``--help`` and ``--version`` stay fast.
"""

from __future__ import annotations

import atexit
import errno
import gc
import sys
from functools import cache
from typing import Any

import click

from counterplay import __version__
from counterplay.commands.codes import explain_command, rules_command
from counterplay.commands.common import QUIET_AND_VERBOSE, Options
from counterplay.commands.compiling import compile_command
from counterplay.commands.converting import convert_command, coverage_command
from counterplay.commands.graphing import graph_command
from counterplay.commands.info import rulesets_command, schema_command
from counterplay.commands.linting import lint_command
from counterplay.commands.simulating import demo_command, simulate_command
from counterplay.commands.translating import translate_command

# What a write to a full or failing stdout raises (`counterplay compile > /dev/full`): said,
# not a traceback. Click already ends quietly on a closed pipe (`| head`).
_FULL = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO}


class _Group(click.Group):
    def main(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return super().main(*args, **kwargs)
        except OSError as exc:
            if exc.errno not in _FULL:
                raise
            _stdout_failed(exc)
            sys.exit(1)


def _stdout_failed(exc: OSError) -> None:
    """Say that stdout could not be written (O002), and send what is left of it to the
    null device, so that Python's own flush at exit does not fail again."""
    import os

    from counterplay.diagnostics import diagnostic, render

    why = exc.strerror.lower() if exc.strerror else str(exc)
    problem = diagnostic("O002", f"cannot write the standard output: {why}")
    click.echo(render(problem, None), err=True)
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):  # (a stdout with no descriptor: tests)
        pass


@click.group(
    cls=_Group,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
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
    if verbose and quiet:
        raise click.UsageError(QUIET_AND_VERBOSE)
    ctx.obj = Options(verbose=verbose, quiet=quiet)
    _no_collection_at_exit()


@cache
def _no_collection_at_exit() -> None:
    """Python collects garbage once more as it exits, going through every object still
    alive: after a lint of thousands of files, a tenth of a second or more spent on a
    process about to end. Everything alive is frozen first (out of the collector's sight);
    files are written and closed by the commands themselves, never left to a finaliser."""
    atexit.register(gc.freeze)


for command in (
    compile_command,
    schema_command,
    demo_command,
    convert_command,
    coverage_command,
    translate_command,
    simulate_command,
    rulesets_command,
    lint_command,
    graph_command,
    rules_command,
    explain_command,
):
    main.add_command(command)
