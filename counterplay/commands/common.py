"""What every command shares: the global options, reporting diagnostics, writing output.

Diagnostics go through one :class:`Reporter` per run, which asks the run's
:class:`~counterplay.config.Policy` whether each is reported (``--select``, ``--ignore``,
``--strict``, configuration files, ``# counterplay: ignore`` comments) and writes it in the
chosen format: ``text`` as it comes (the source line and a caret under the column), ``github``
as it comes (one annotation a line), ``json`` and ``sarif`` as one document when the command
is done. Commands whose output is the diagnostics (``lint``) write them to stdout; the others
to stderr, beside the result they write to stdout.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click

from counterplay.config import FORMATS, Policy, Settings
from counterplay.diagnostics import Diagnostic, Severity, lines_of, render, source_lines

if TYPE_CHECKING:
    from counterplay.files import WriteError

F = TypeVar("F", bound=Callable[..., Any])


@dataclass
class Options:
    """Global options, shared by every command (given before or after its name)."""

    verbose: bool = False
    quiet: bool = False
    output_format: str | None = None
    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    strict: bool = False
    use_config: bool = True
    config_file: str | None = None
    reporter: Reporter | None = None

    def report_to(self, *, stdout: bool = False) -> Reporter:
        """The run's reporter, made the first time it is asked for."""
        if self.reporter is None:
            self.reporter = Reporter(self, to_stdout=stdout)
        return self.reporter


@dataclass
class Reporter:
    """Writes a run's diagnostics and counts what was reported."""

    options: Options
    to_stdout: bool = False
    errors: int = 0
    warnings: int = 0
    hidden_infos: int = 0  # infos left out for want of -v: the summary says how many
    kept: list[Diagnostic] = field(default_factory=list)
    policy: Policy = field(init=False)
    _lines: dict[str, list[str] | None] = field(default_factory=dict)
    _config_reported: int = 0

    def __post_init__(self) -> None:
        options = self.options
        self.policy = Policy(
            Settings(
                select=options.select,
                extend_select=options.extend_select,
                ignore=options.ignore,
                strict=options.strict or None,
                output_format=options.output_format,
            ),
            verbose=options.verbose,
            use_config=options.use_config,
            config_file=options.config_file,
        )

    @property
    def format(self) -> str:
        return self.policy.settings_for(None).output_format or "text"

    def lines(self, file: str, sources: dict[str, str | None]) -> list[str] | None:
        """The lines of ``file``, split once per run (``sources``: texts the caller has)."""
        if file not in self._lines:
            known = file in sources  # a known None (unreadable text) shows no caret
            self._lines[file] = lines_of(sources[file] or "") if known else source_lines(file)
        return self._lines[file]

    def forget(self, files: Iterable[str]) -> None:
        """Split ``files`` again when next asked for: they were rewritten (`lint --fix`)."""
        for file in files:
            self._lines.pop(file, None)

    def report(
        self, diagnostics: Iterable[Diagnostic], sources: dict[str, str | None] | None = None
    ) -> tuple[int, int]:
        """Report ``diagnostics``; return the (errors, warnings) among them reported."""
        sources = sources or {}
        errors = warnings = 0
        for diag in diagnostics:
            lines = self.lines(diag.span.file, sources) if diag.span is not None else None
            judged = self.policy.judge(diag, lines)
            self._config_problems()
            if judged is None:
                self.hidden_infos += self.policy.hidden_info(diag, lines)
                continue
            if judged.severity is Severity.ERROR:
                errors += 1
            elif judged.severity is Severity.WARNING:
                warnings += 1
            self._write(judged, lines)
        self.errors += errors
        self.warnings += warnings
        return errors, warnings

    def _config_problems(self) -> None:
        """The configuration files' own problems, each once, as soon as they are found."""
        while self._config_reported < len(self.policy.problems):
            problem = self.policy.problems[self._config_reported]
            self._config_reported += 1
            lines = source_lines(problem.span.file) if problem.span else None
            self.errors += problem.severity is Severity.ERROR
            self._write(problem, lines)

    def _write(self, diag: Diagnostic, lines: list[str] | None) -> None:
        kind = self.format
        if kind in ("json", "sarif"):
            self.kept.append(diag)
            return
        if self.options.quiet and diag.severity is not Severity.ERROR:
            return
        if kind == "github":
            from counterplay.formats import to_github

            click.echo(to_github(diag), err=not self.to_stdout)
        else:
            click.echo(render(diag, lines, verbose=self.options.verbose), err=not self.to_stdout)

    def summary(self, what: str, errors: int | None = None, warnings: int | None = None) -> None:
        """``what: N errors, N warnings`` on stderr, for people (text format, not quiet)."""
        self._config_problems()
        if self.options.quiet or self.format != "text":
            return
        errors = self.errors if errors is None else errors
        warnings = self.warnings if warnings is None else warnings
        hidden = self.hidden_infos
        them = "it" if hidden == 1 else "them"
        shown = f" ({count(hidden, 'info')} not shown: -v shows {them})" if hidden else ""
        said = f"{what}: {count(errors, 'error')}, {count(warnings, 'warning')}{shown}"
        click.echo(said, err=True)

    def flush(self) -> None:
        """Write the JSON or SARIF document of every diagnostic reported."""
        self._config_problems()
        kind = self.format
        if kind not in ("json", "sarif"):
            return
        from counterplay.formats import to_json, to_sarif

        text = to_json(self.kept) if kind == "json" else to_sarif(self.kept)
        click.echo(text, nl=False, err=not self.to_stdout)
        self.kept = []


def count(n: int, word: str) -> str:
    if n != 1 and word.endswith("y"):
        return f"{n} {word[:-1]}ies"
    if n != 1 and word.endswith("s"):
        return f"{n} {word}es"  # "2 passes"
    return f"{n} {word}{'' if n == 1 else 's'}"


def finish(options: Options, failed: bool) -> NoReturn:
    """Write what the reporter holds and exit: 2 when an option named no code (K002 of the
    command line: a usage mistake), else 1 when ``failed`` or errors were reported."""
    reporter = options.report_to()
    reporter.flush()
    if reporter.policy.misused:
        sys.exit(2)
    sys.exit(1 if failed or reporter.errors else 0)


# -- options every command takes -------------------------------------------------------------


def _set(name: str) -> Callable[[click.Context, click.Parameter, Any], None]:
    def callback(ctx: click.Context, _param: click.Parameter, value: Any) -> None:
        options = ctx.find_object(Options)
        if options is None or value is None or value in ((), False):
            return
        if name in ("select", "extend_select", "ignore"):
            value = tuple(s.strip() for v in value for s in v.split(",") if s.strip())
            if name != "select":
                value = (*getattr(options, name), *value)
        setattr(options, name, value)
        if options.quiet and options.verbose:  # (ruff refuses the pair too)
            raise click.UsageError(QUIET_AND_VERBOSE)

    return callback


QUIET_AND_VERBOSE = "-q shows errors only and -v shows more: give one of them, not both"


def _no_config(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    options = ctx.find_object(Options)
    if options is not None and value:
        options.use_config = False


def verbosity(command: F) -> F:
    """``-v`` / ``-q``, accepted after the command's name as before it."""
    command = click.option(
        "-q",
        "--quiet",
        is_flag=True,
        expose_value=False,
        callback=_set("quiet"),
        help="Show errors only, no summary.",
    )(command)
    return click.option(
        "-v",
        "--verbose",
        is_flag=True,
        expose_value=False,
        callback=_set("verbose"),
        help="Show info diagnostics and schema paths.",
    )(command)


_SELECTORS = (
    (
        "--select",
        "select",
        "Report only these codes, prefixes or names (comma-separated; "
        "`counterplay rules` lists them).",
    ),
    (
        "--extend-select",
        "extend_select",
        "Report these codes too (e.g. info diagnostics: --extend-select P002).",
    ),
    ("--ignore", "ignore", "Do not report these codes, prefixes or names."),
)


def reporting(command: F) -> F:
    """The options of every command that reports diagnostics."""
    options = [
        click.option(
            "--output-format",
            type=click.Choice(FORMATS),
            expose_value=False,
            callback=_set("output_format"),
            help="How diagnostics are written: text (with the source line), json, sarif "
            "(SARIF 2.1.0, for code scanning) or github (Actions annotations). "
            "Default: text, or `output-format` in the configuration. `lint` writes them to "
            "stdout; the other commands to stderr, beside the result they write to stdout "
            "(`compile --check --output-format sarif 2> compile.sarif`).",
        ),
        *(
            click.option(
                flag,
                multiple=True,
                metavar="CODES",
                expose_value=False,
                callback=_set(name),
                help=text,
            )
            for flag, name, text in _SELECTORS
        ),
        click.option(
            "--strict",
            is_flag=True,
            expose_value=False,
            callback=_set("strict"),
            help="Warnings are errors (exit 1).",
        ),
        click.option(
            "--config",
            type=click.Path(dir_okay=False, path_type=str),
            expose_value=False,
            callback=_set("config_file"),
            help="Read the settings of this file (a counterplay.toml, or a pyproject.toml with "
            "[tool.counterplay]) for every file, instead of finding them from each file up.",
        ),
        click.option(
            "--no-config",
            is_flag=True,
            expose_value=False,
            callback=_no_config,
            help="Ignore counterplay.toml and [tool.counterplay] in pyproject.toml.",
        ),
    ]
    for decorate in reversed(options):  # shown in --help in the order listed
        command = decorate(command)
    return verbosity(command)


def batch_options(verb: str, part: str, *, many: bool = False) -> Callable[[F], F]:
    """-j, --cache-dir and --no-cache of a command that reads many files (compile, lint);
    ``verb`` says what it does to a file, ``part`` its part of the per-user cache; with
    ``many``, ``-j`` defaults to one worker per CPU for many files (``batch.MANY_FILES``)."""
    default = (  # batch.MANY_FILES, not imported here: start-up (a test holds them equal)
        f"default: one per CPU for 1,000 files or more to {verb}, else 1" if many else "default 1"
    )

    def decorate(command: F) -> F:
        for option in (
            click.option(
                "--no-cache",
                is_flag=True,
                envvar="COUNTERPLAY_NO_CACHE",
                show_envvar=True,
                help=f"{verb.capitalize()} every file: neither read nor write the cache.",
            ),
            click.option(
                "--cache-dir",
                type=click.Path(file_okay=False, path_type=str),
                help=f"Keep results here instead of `{part}/` in the per-user cache "
                "($COUNTERPLAY_CACHE_DIR, else ~/.cache/counterplay), where a file whose "
                f"bytes have not changed is found and not {verb.removesuffix('e')}ed again.",
            ),
            click.option(
                "-j",
                "--jobs",
                type=click.IntRange(min=0),
                default=None if many else 1,
                metavar="N",
                help=f"{verb.capitalize()} files in N worker processes (0: one per CPU; "
                f"{default}). Same output.",
            ),
        ):
            command = option(command)
        return command

    return decorate


def result_format(choices: tuple[str, ...], default: str, text: str) -> Callable[[F], F]:
    """``--format``: the format of what a command produces (its diagnostics' format is
    ``--output-format``)."""
    return click.option(
        "--format",
        "result_format",
        type=click.Choice(choices),
        default=default,
        show_default=True,
        help=text,
    )


# -- writing results ---------------------------------------------------------------------------


def output_option(what: str) -> Callable[[F], F]:
    """The `-o/--output` option of a command that writes one file (compile, convert)."""
    return click.option(
        "-o",
        "--output",
        type=click.Path(path_type=str),
        help=f"Write {what} to this file instead of stdout ('-': stdout). A file is replaced "
        "atomically, keeping its mode; a link is written through; a device or FIFO is "
        "written to as it is.",
    )


def check_output(options: Options, output: str | None) -> None:
    """Refuse an output that can never be written (a directory...) before doing the work."""
    if output is None or output == "-":
        return
    from counterplay.files import WriteError, check_target

    try:
        check_target(output)
    except WriteError as exc:
        options.report_to().report([write_problem(exc)])
        finish(options, True)


def overwrites_input(output: str | None, inputs: Iterable[str]) -> Diagnostic | None:
    """O003 when the file ``output`` names is one of ``inputs`` (by device and inode, so
    through links and other spellings of its path): writing would replace the source."""
    import os

    from counterplay.diagnostics import diagnostic

    if output is None or output == "-":
        return None
    try:
        target = os.stat(output)
    except (OSError, ValueError):
        return None  # a new file: nothing is replaced
    for path in inputs:
        try:
            status = os.stat(path)
        except (OSError, ValueError):
            continue
        if (status.st_dev, status.st_ino) == (target.st_dev, target.st_ino):
            return diagnostic(
                "O003",
                f"the output {output} is the input file {path}; writing would replace it, "
                "so nothing was written (choose another output file)",
            )
    return None


def emit(options: Options, output: str | None, text: str) -> int:
    """``text`` to stdout, or written to ``output`` ('-' is stdout); the errors reported."""
    if output is None or output == "-":
        click.echo(text, nl=False)
        return 0
    problem = write(output, text)
    return options.report_to().report([problem])[0] if problem else 0


def write(
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
        return write_problem(exc, code)
    return None


def write_problem(exc: WriteError, code: str | None = None) -> Diagnostic:
    """A failed write as a diagnostic: ``code``, or O001 (a directory) / O002 (the rest).

    No span: the target may be a device or a FIFO, which must not be read to show a line.
    """
    from counterplay.diagnostics import diagnostic

    if code is None:
        code = "O001" if exc.is_directory else "O002"
    return diagnostic(code, str(exc))


@contextmanager
def progress(options: Options, what: str) -> Iterator[Callable[[float, int], None] | None]:
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


SKIP_NON_AUTHORING = click.option(
    "--skip-non-authoring",
    is_flag=True,
    help="Quietly skip named files whose content is not an authoring file (no `counterplay:` "
    "header, or a scenario or ruleset), as the pre-commit hooks do. Without it they are errors.",
)
