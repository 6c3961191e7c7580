"""``counterplay graph``: which reactions can trigger which, drawn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from counterplay.compiler.pipeline import Compiled
    from counterplay.diagnostics import Diagnostic

FORMATS = ("mermaid", "dot", "svg", "html")


@click.command("graph")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=str))
@result_format(
    FORMATS,
    "mermaid",
    "Mermaid or Graphviz DOT text; svg and html are drawn by Graphviz's `dot` program.",
)
@output_option("the drawing")
@click.option("--no-cache", is_flag=True, help="Read every file: neither read nor write the cache.")
@reporting
@click.pass_obj
def graph_command(
    options: Options, files: tuple[str, ...], result_format: str, output: str | None, no_cache: bool
) -> None:
    """Draw which reactions of FILES can trigger which, with the loops in red.

    An arrow from A to B says that A's effect, or A's own attack (its Attack line), produces
    an event B's trigger waits for, with the right people (who does it, to whom); it is
    labelled with those events. Under a ruleset where a reaction never triggers
    another (the Reaction system, R000-06) no arrow is taken: they are dashed and grey, no
    loop is red, and the ruleset's box says why. The
    reactions every combatant has under the ruleset (an opportunity attack) are drawn dashed
    when an arrow touches them. FILES are authoring files and scenarios, or directories; the
    reactions of each ruleset are drawn in a box of their own. `counterplay lint` reports
    the same loops (L007) with the ruleset's verdict.

    \b
    Examples:
      counterplay graph powers.yaml                          # Mermaid, for a Markdown page
      counterplay graph --format svg powers/ -o chains.svg   # needs Graphviz
    """
    from counterplay.compiler.lint import lint_inputs
    from counterplay.compiler.lint.draw import NoGraphviz, graphviz

    reporter = options.report_to()
    check_output(options, output)
    if result_format in ("svg", "html"):
        try:  # told before the files are read, not after all the work
            graphviz()
        except NoGraphviz as exc:
            raise click.UsageError(str(exc)) from None
    with progress(options, "reading") as advance:
        batch = lint_inputs(files, cache=not no_cache, progress=advance)
    reporter.report([d for d in batch.diagnostics if d.code != "L007"], {})
    overwrite = overwrites_input(output, [r.path for r in batch.results])
    if overwrite is not None:  # (the drawing would replace the powers it is drawn from)
        reporter.report([overwrite])
        reporter.summary("drew nothing")
        finish(options, True)
    graphs = _graphs(batch.results)
    if not graphs:  # nothing is written: an -o file already there keeps its drawing
        if not reporter.errors:
            reporter.report([_nothing_to_draw(files)])
        reporter.summary("drew nothing")
        finish(options, True)
    if emit(options, output, _drawn(graphs, result_format)):
        reporter.summary("drawn but not written")
        finish(options, True)
    reporter.summary(f"drew the reactions of {count(len(graphs), 'ruleset')}")
    finish(options, False)


def _drawn(graphs: list[tuple[str, Any]], result_format: str) -> str:
    """The drawing of ``graphs`` in ``result_format`` (Mermaid, DOT, or an SVG or HTML page
    that Graphviz draws)."""
    from counterplay.compiler.lint.draw import NoGraphviz, to_dot, to_html, to_mermaid, to_svg

    text = to_dot(graphs) if result_format != "mermaid" else to_mermaid(graphs)
    if result_format in ("svg", "html"):
        try:
            text = to_svg(text)
        except NoGraphviz as exc:
            raise click.UsageError(str(exc)) from None
        if result_format == "html":
            text = to_html(text, "Which reactions can trigger which")
    return text


def _graphs(results: list[Compiled]) -> list[tuple[str, Any]]:
    """The trigger graph of each ruleset's reactions (a scenario's in a box of its own),
    with its box's title; none for a ruleset with no reactions."""
    from counterplay.compiler.lint import graph_of

    groups: dict[tuple[str, str], list[Compiled]] = {}
    for result in results:
        if result.ir is not None:
            ruleset = result.ir["ruleset"]
            title = f"{ruleset}: {result.path}" if result.kind == "scenario" else ruleset
            groups.setdefault((title, ruleset), []).append(result)
    return [
        (title, graph)
        for (title, ruleset), grouped in groups.items()
        if (graph := graph_of(grouped, ruleset)) is not None
    ]


def _nothing_to_draw(files: tuple[str, ...]) -> Diagnostic:
    """Y012 when the files read have no reactions to draw (Altered abilities and games, Horus
    Heresy battles): an empty drawing would say nothing of why."""
    from counterplay.diagnostics import diagnostic

    return diagnostic(
        "Y012",
        f"nothing to draw in {', '.join(files)}: graph draws the reactions of 4E powers "
        "(authoring files and scenarios); Altered and Horus Heresy files have no trigger graph",
    )
