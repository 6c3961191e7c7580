"""The trigger graph drawn: Mermaid and Graphviz DOT text, and SVG or HTML through Graphviz.

Each ruleset's reactions are one box of the drawing; an arrow says that a reaction's effect
can trigger another, labelled with the events that do it. The reactions of a loop and the
arrows between them are red, so that a designer sees chains at a glance. Under a ruleset
where a reaction never triggers another (the Reaction system, R000-06) no arrow is ever taken:
they are drawn dashed and grey, no loop is red, and the box says why in the ruleset's words.
The reactions every combatant has (an opportunity attack) are drawn dashed, and only when an
arrow reaches or leaves them. The text is deterministic: the same files give the same drawing.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Sequence
from html import escape

from counterplay.compiler.lint.graph import Graph

LOOP_COLOUR = "#c62828"
CUT_COLOUR = "#9e9e9e"
_MAX_EVENTS = 3  # events named on an arrow; more are counted


def _shown(graph: Graph) -> list[int]:
    """The reactions drawn: every written one, and those of everyone that an arrow touches."""
    linked: set[int] = set()
    for node in graph.nodes:
        for target in graph.edges(node.index):
            linked |= {node.index, target}
    return [n.index for n in graph.nodes if n.span is not None or n.index in linked]


def _cut(graph: Graph) -> str | None:
    """Why no arrow of ``graph`` is ever taken (its ruleset's own words), or None."""
    ruleset = graph.ruleset
    return None if ruleset.reactions_trigger_reactions else ruleset.messages["chained"]


def _title(title: str, graph: Graph) -> str:
    cut = _cut(graph)
    return f"{title}: no arrow is taken, {cut}" if cut else title


def _loops(graph: Graph) -> set[int]:
    """The reactions drawn in red: those of a loop, unless the ruleset cuts every arrow."""
    return set() if _cut(graph) else {i for loop in graph.loops for i in loop}


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
    loops = [] if _cut(graph) else graph.loops
    loop_of = {i: n for n, loop in enumerate(loops) for i in loop}
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
    cut_links: list[int] = []
    link = 0
    for number, (title, graph) in enumerate(graphs):
        shown = _shown(graph)
        lines.append(f'  subgraph r{number}["{_mermaid(_title(title, graph))}"]')
        in_loops = _loops(graph)
        for index in shown:
            ident = f"r{number}n{index}"
            text = _mermaid(_label(graph, index)).replace("\n", "<br/>")
            lines.append(f'    {ident}["{text}"]')
            if index in in_loops:
                looped_nodes.append(ident)
            elif graph.nodes[index].span is None:
                lines.append(f"    class {ident} everyone")
        lines.append("  end")
        arrow = "-.->" if _cut(graph) else "-->"
        for source, target, label, looped in _arrows(graph, shown):
            lines.append(f'  r{number}n{source} {arrow}|"{_mermaid(label)}"| r{number}n{target}')
            if looped:
                loop_links.append(link)
            elif _cut(graph):
                cut_links.append(link)
            link += 1
    lines.append(f"  classDef loop fill:#ffebee,stroke:{LOOP_COLOUR},stroke-width:2px")
    lines.append("  classDef everyone stroke-dasharray: 5 5")
    if looped_nodes:
        lines.append(f"  class {','.join(looped_nodes)} loop")
    if loop_links:
        joined = ",".join(map(str, loop_links))
        lines.append(f"  linkStyle {joined} stroke:{LOOP_COLOUR},stroke-width:2px")
    if cut_links:
        lines.append(f"  linkStyle {','.join(map(str, cut_links))} stroke:{CUT_COLOUR}")
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
        in_loops = _loops(graph)
        lines.append(f"  subgraph cluster_{number} {{")
        lines.append(f'    label="{_dot(_title(title, graph))}";')
        for index in shown:
            style = ""
            if index in in_loops:
                style = f', color="{LOOP_COLOUR}", fillcolor="#ffebee", penwidth=2'
            elif graph.nodes[index].span is None:
                style = ', style="rounded,dashed"'
            lines.append(f'    r{number}n{index} [label="{_dot(_label(graph, index))}"{style}];')
        lines.append("  }")
        cut = f', style=dashed, color="{CUT_COLOUR}"' if _cut(graph) else ""
        for source, target, label, looped in _arrows(graph, shown):
            style = f', color="{LOOP_COLOUR}", penwidth=2' if looped else cut
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
        "<p>An arrow: the reaction's effect can trigger the other. Red: a loop. Dashed and "
        f"grey: the ruleset never lets a reaction trigger another.</p>\n{body}"
        "</body>\n</html>\n"
    )
