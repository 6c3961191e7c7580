"""`counterplay graph`: the trigger graph as Mermaid and DOT text (the docs' example is a
golden file), and drawn as SVG and HTML by the real Graphviz (skipped when `dot` is absent)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.conftest import ROOT

EXAMPLE = ROOT / "docs" / "lint" / "chains.yaml"
RED = "#c62828"


def test_the_graph_from_lints_cache_is_the_graph(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # lint's cache keeps the IRs apart from the findings, and a lint that finds its
    # findings in the cache reads no IR: graph reads them there all the same
    fresh = run("graph", "--no-cache", str(EXAMPLE))
    assert "-->" in fresh.stdout
    monkeypatch.setenv("COUNTERPLAY_CACHE_DIR", str(tmp_path / "cache"))
    for command in ("lint", "lint", "graph", "graph"):
        result = run(command, str(EXAMPLE))
        assert result.exit_code == 0, result.stderr
        if command == "graph":
            assert result.stdout == fresh.stdout
    assert list((tmp_path / "cache").glob("linted/*/pack-*.ir.json"))


def test_mermaid_shows_the_loops_in_red(run: Callable[..., Result]) -> None:
    result = run("graph", "--no-cache", str(EXAMPLE))
    assert result.exit_code == 0, result.stderr
    text = result.stdout
    assert text.startswith("flowchart LR\n")
    names = {
        line.split('["', 1)[1].split("<br/>")[0]: line.strip().split("[", 1)[0]
        for line in text.splitlines()
        if '["' in line and "subgraph" not in line
    }
    tit, warding, sidestep = names["Tit for Tat"], names["Warding Strike"], names["Sidestep"]
    assert f'  {tit} -->|"attack.hit"| {tit}' in text  # it triggers itself
    looped = next(
        line for line in text.splitlines() if line.startswith("  class ") and "loop" in line
    )
    assert set(looped.split()[1].split(",")) == {tit, warding}
    assert sidestep not in looped and names["Shield Block"] not in looped
    assert "linkStyle" in text and RED in text


def test_the_docs_example_dot_is_stable(run: Callable[..., Result], update_goldens: bool) -> None:
    result = run("graph", "--no-cache", "--format", "dot", str(EXAMPLE))
    golden = EXAMPLE.with_suffix(".dot")
    if update_goldens:
        golden.write_text(result.stdout, encoding="utf-8")
    assert result.stdout == golden.read_text(encoding="utf-8")
    assert f'color="{RED}"' in result.stdout and "cluster_0" in result.stdout


def test_svg_and_html_are_drawn_by_the_real_graphviz(
    run: Callable[..., Result], tmp_path: Path, update_goldens: bool
) -> None:
    if shutil.which("dot") is None:
        pytest.skip("Graphviz's dot is not installed (Debian: apt-get install graphviz)")
    svg = tmp_path / "chains.svg"
    result = run("graph", "--no-cache", "--format", "svg", str(EXAMPLE), "-o", str(svg))
    assert result.exit_code == 0, result.stderr
    drawn = svg.read_text(encoding="utf-8")
    assert "<svg" in drawn and "Tit for Tat" in drawn and RED in drawn
    assert drawn.count(f'stroke="{RED}"') >= 3  # the loop's arrows and boxes
    if update_goldens:  # the picture in docs/lint.md, drawn again
        (EXAMPLE.with_suffix(".svg")).write_text(drawn, encoding="utf-8")
    assert "Tit for Tat" in EXAMPLE.with_suffix(".svg").read_text(encoding="utf-8")
    page = run("graph", "--no-cache", "--format", "html", str(EXAMPLE))
    assert page.stdout.startswith("<!DOCTYPE html>") and "<svg" in page.stdout


def test_without_graphviz_svg_is_a_usage_mistake(
    run: Callable[..., Result], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no dot here
    result = run("graph", "--no-cache", "--format", "svg", str(EXAMPLE))
    assert result.exit_code == 2
    assert "apt-get install graphviz" in result.stderr
    assert run("graph", "--no-cache", "--format", "dot", str(EXAMPLE)).exit_code == 0
    # told before any file is read (it was told only after all the work)
    missing = run("graph", "--no-cache", "--format", "html", str(tmp_path / "absent.yaml"))
    assert missing.exit_code == 2 and "Y001" not in missing.stderr


def test_lints_loops_are_those_of_the_whole_graph_from_the_reactions_that_make_events() -> None:
    # lint looks for loops among the reactions whose effect makes an event (one that makes
    # none leads nowhere): the same loops as the whole graph's, from fewer reactions
    from counterplay.compiler.lint import graph_of, lint_inputs

    results = lint_inputs([str(EXAMPLE)], cache=False).results
    whole, loops = graph_of(results, "dnd4e"), graph_of(results, "dnd4e", loops_only=True)
    assert whole is not None and loops is not None

    def named(graph: object) -> list[set[str]]:
        return [{graph.nodes[i].name for i in c} for c in graph.loops]  # type: ignore[attr-defined]

    assert named(loops) == named(whole) and named(whole)
    written = {n.name for n in loops.nodes if n.span is not None}
    assert written < {n.name for n in whole.nodes if n.span is not None}
    assert "Shield Block" not in written and {"Tit for Tat", "Warding Strike"} <= written


@pytest.mark.parametrize(
    "example",
    [
        "counterplay/examples/scenarios/horus_heresy/shooting-return-fire.yaml",
        "counterplay/examples/scenarios/altered/limbo-both-players.yaml",
    ],
)
def test_files_with_no_trigger_graph_say_so(run: Callable[..., Result], example: str) -> None:
    result = run("graph", "--no-cache", str(ROOT / example))
    assert result.exit_code == 1  # nothing drawn: the error says why, not only the exit status
    assert "Y012 nothing to draw in" in result.stderr
    assert "Altered and Horus Heresy files have no trigger graph" in result.stderr


@pytest.mark.parametrize("given", ["missing.yaml", "empty.yaml"])
def test_nothing_drawn_writes_nothing(
    run: Callable[..., Result], tmp_path: Path, given: str
) -> None:
    """An input that cannot be read leaves no drawing: an -o file already there keeps its
    own (it was replaced by an empty drawing), and stdout has none."""
    (tmp_path / "empty.yaml").write_text("", encoding="utf-8")
    drawing = tmp_path / "chains.mmd"
    drawing.write_text("flowchart LR\n  a --> b\n", encoding="utf-8")
    result = run("graph", "--no-cache", str(tmp_path / given), "-o", str(drawing))
    assert result.exit_code == 1
    assert drawing.read_text(encoding="utf-8") == "flowchart LR\n  a --> b\n"
    assert "drew nothing: 1 error" in result.stderr
    assert run("graph", "--no-cache", str(tmp_path / given)).stdout == ""


def test_a_drawing_never_replaces_the_powers_it_is_drawn_from(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """`graph powers.yaml -o powers.yaml` replaced the powers with their Mermaid drawing
    (compile and convert refuse it: O003); through a link too."""
    powers = tmp_path / "chains.yaml"
    text = EXAMPLE.read_text(encoding="utf-8")
    powers.write_text(text, encoding="utf-8")
    (tmp_path / "link.yaml").symlink_to(powers)
    for target in (powers, tmp_path / "link.yaml"):
        result = run("graph", "--no-cache", str(powers), "-o", str(target))
        assert result.exit_code == 1
        assert "O003 the output" in result.stderr and "drew nothing: 1 error" in result.stderr
        assert powers.read_text(encoding="utf-8") == text


def test_under_a_ruleset_where_no_reaction_triggers_another_no_arrow_is_red(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Under the Reaction system a Reaction never triggers further Reactions (R000-06): the
    graph drew its "loops" in red all the same, while lint said they were cut (L007, info)."""
    path = tmp_path / "chains.yaml"
    text = EXAMPLE.read_text(encoding="utf-8").replace(
        "ruleset: dnd4e\n", "ruleset: dnd4e-reactions\n"
    )
    path.write_text(text.split("\n", 2)[2], encoding="utf-8")  # (its schema line is relative)
    assert run("translate", str(path)).exit_code == 0
    mermaid = run("graph", "--no-cache", str(path)).stdout
    said = (
        "dnd4e-reactions: no arrow is taken, a Reaction never triggers further Reactions (R000-06)"
    )
    assert f'subgraph r0["{said}"]' in mermaid
    assert "-.->" in mermaid and " --> " not in mermaid and "-->|" not in mermaid
    assert RED not in mermaid.replace("classDef loop fill:#ffebee,stroke:#c62828", "")
    assert not [
        line for line in mermaid.splitlines() if line.startswith("  class ") and "loop" in line
    ]
    dot = run("graph", "--no-cache", "--format", "dot", str(path)).stdout
    assert f'label="{said}"' in dot and RED not in dot
    arrows = [line for line in dot.splitlines() if " -> " in line]
    assert arrows and all('style=dashed, color="#9e9e9e"' in line for line in arrows)
    # lint says the same loop is cut, a note
    linted = run("lint", "--no-cache", "-v", str(path)).stdout
    assert "L007 [info]" in linted and "the loop is cut" in linted
