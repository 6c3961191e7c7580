"""The trigger graph drawn: Mermaid and Graphviz DOT text, and SVG or HTML through Graphviz.

Each ruleset's reactions are one box of the drawing; an arrow says that a reaction's effect
can trigger another, labelled with the events that do it. The reactions of a loop and the
arrows between them are red, so that a designer sees chains at a glance. The reactions every
combatant has (an opportunity attack) are drawn dashed, and only when an arrow reaches or
leaves them. The text is deterministic: the same files give the same drawing.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Sequence
from html import escape

from counterplay.compiler.lint.graph import Graph

LOOP_COLOUR = "#c62828"
_MAX_EVENTS = 3  # events named on an arrow; more are counted


def _shown(graph: Graph) -> list[int]:
    """The reactions drawn: every written one, and those of everyone that an arrow touches."""
    linked: set[int] = set()
    for node in graph.nodes:
        for target in graph.edges(node.index):
            linked |= {node.index, target}
    return [n.index for n in graph.nodes if n.span is not None or n.index in linked]


def _label(graph: Graph, index: int) -> str:
    node = graph.nodes[index]
    reaction = node.reaction
    kind = ", ".join(sorted(reaction.keywords)) if graph.ruleset.reads_keywords else ""
    return f"{node.name}\n{kind or reaction.action}"


def _events(events: set[str]) -> str:
    named = sorted(events)
    more = f" +{len(named) - _MAX_EVENTS}" if len(named) > _MAX_EVENTS else ""
    return ", ".join(named[:_MAX_EVENTS]) + more


def _arrows(graph: Graph, shown: list[int]) -> list[tuple[int, int, str, bool]]:
    """(source, target, label, in a loop) for each arrow between drawn reactions."""
    inside = set(shown)
    loop_of = {i: n for n, loop in enumerate(graph.loops) for i in loop}
    arrows = []
    for source in shown:
        for target, events in sorted(graph.edges(source).items()):
            if target in inside:
                looped = source in loop_of and loop_of.get(target) == loop_of[source]
                arrows.append((source, target, _events(events), looped))
    return arrows


def to_mermaid(graphs: Sequence[tuple[str, Graph]]) -> str:
    """A Mermaid flowchart of ``graphs`` (one titled subgraph each)."""
    lines = ["flowchart LR"]
    looped_nodes: list[str] = []
    loop_links: list[int] = []
    link = 0
    for number, (title, graph) in enumerate(graphs):
        shown = _shown(graph)
        lines.append(f'  subgraph r{number}["{_mermaid(title)}"]')
        in_loops = {i for loop in graph.loops for i in loop}
        for index in shown:
            ident = f"r{number}n{index}"
            text = _mermaid(_label(graph, index)).replace("\n", "<br/>")
            lines.append(f'    {ident}["{text}"]')
            if index in in_loops:
                looped_nodes.append(ident)
            elif graph.nodes[index].span is None:
                lines.append(f"    class {ident} everyone")
        lines.append("  end")
        for source, target, label, looped in _arrows(graph, shown):
            lines.append(f'  r{number}n{source} -->|"{_mermaid(label)}"| r{number}n{target}')
            if looped:
                loop_links.append(link)
            link += 1
    lines.append(f"  classDef loop fill:#ffebee,stroke:{LOOP_COLOUR},stroke-width:2px")
    lines.append("  classDef everyone stroke-dasharray: 5 5")
    if looped_nodes:
        lines.append(f"  class {','.join(looped_nodes)} loop")
    if loop_links:
        joined = ",".join(map(str, loop_links))
        lines.append(f"  linkStyle {joined} stroke:{LOOP_COLOUR},stroke-width:2px")
    return "\n".join(lines) + "\n"


def _mermaid(text: str) -> str:
    return text.replace('"', "#quot;").replace("|", "#124;")


def _dot(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def to_dot(graphs: Sequence[tuple[str, Graph]]) -> str:
    """A Graphviz digraph of ``graphs`` (one titled cluster each)."""
    lines = [
        "digraph triggers {",
        "  rankdir=LR;",
        '  node [shape=box, style="rounded,filled", fillcolor=white, fontname="sans-serif"];',
        '  edge [fontname="sans-serif", fontsize=10];',
    ]
    for number, (title, graph) in enumerate(graphs):
        shown = _shown(graph)
        in_loops = {i for loop in graph.loops for i in loop}
        lines.append(f"  subgraph cluster_{number} {{")
        lines.append(f'    label="{_dot(title)}";')
        for index in shown:
            style = ""
            if index in in_loops:
                style = f', color="{LOOP_COLOUR}", fillcolor="#ffebee", penwidth=2'
            elif graph.nodes[index].span is None:
                style = ', style="rounded,dashed"'
            lines.append(f'    r{number}n{index} [label="{_dot(_label(graph, index))}"{style}];')
        lines.append("  }")
        for source, target, label, looped in _arrows(graph, shown):
            style = f', color="{LOOP_COLOUR}", penwidth=2' if looped else ""
            lines.append(
                f'  r{number}n{source} -> r{number}n{target} [label="{_dot(label)}"{style}];'
            )
    lines.append("}")
    return "\n".join(lines) + "\n"


class NoGraphviz(Exception):
    """Graphviz's ``dot`` is not installed (or failed); ``str()`` says what to do."""


def graphviz() -> str:
    """Where Graphviz's ``dot`` program is; :class:`NoGraphviz` when it is not installed."""
    program = shutil.which("dot")
    if program is None:
        raise NoGraphviz(
            "drawing SVG or HTML needs Graphviz's `dot` program (Debian: apt-get install "
            "graphviz); --format dot or mermaid need nothing"
        )
    return program


def to_svg(dot: str) -> str:
    """``dot`` rendered to SVG by Graphviz's ``dot`` program."""
    program = graphviz()
    done = subprocess.run(
        [program, "-Tsvg"], input=dot, capture_output=True, text=True, timeout=120
    )
    if done.returncode != 0:
        raise NoGraphviz(f"Graphviz's dot failed: {done.stderr.strip()[:500]}")
    return done.stdout


def to_html(svg: str, title: str) -> str:
    """A page holding ``svg``: one file, to open in a browser."""
    body = svg[svg.find("<svg") :] if "<svg" in svg else svg
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(title)}</title>\n"
        "<style>body{font-family:sans-serif;margin:2em} svg{max-width:100%;height:auto}</style>\n"
        f"</head>\n<body>\n<h1>{escape(title)}</h1>\n"
        f"<p>An arrow: the reaction's effect can trigger the other. Red: a loop.</p>\n{body}"
        "</body>\n</html>\n"
    )
