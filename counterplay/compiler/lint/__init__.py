"""Stage ``lint``: what is wrong with a homebrew's rules beyond what the schema checks.

Each file is compiled as ``counterplay compile`` would (authoring files) or read as
``counterplay simulate`` would (scenarios), and its powers are checked by the rules of
``lint.powers`` under the ruleset the file targets. Those per-file results are cached (the
compile cache's ``linted/`` part: a file whose bytes have not changed is not read again).
Then the rules across files: a name given to two powers, and the loops of the trigger graph
(``lint.graph``) among all the reactions of one ruleset, with the ruleset's verdict.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from counterplay.compiler.batch import Batch, Progress, compile_inputs, few_collections
from counterplay.compiler.kinds import Kind, kind_of, schema_of
from counterplay.compiler.pipeline import Compiled, compile_file
from counterplay.diagnostics import Diagnostic, Fix, Span, diagnostic, file_order, has_errors
from counterplay.quoting import quoted

if TYPE_CHECKING:  # the rules and the graph are imported when a file is linted, not cached
    from counterplay.compiler.lint.graph import Graph, Node
    from counterplay.compiler.lint.table import LintTable
    from counterplay.compiler.load import Document
    from counterplay.runtime.reaction import Reaction
    from counterplay.runtime.ruleset import Ruleset

KINDS: tuple[Kind, ...] = ("authoring", "scenario", "ruleset")


def _rules_of(ruleset_name: str) -> tuple[Ruleset, LintTable] | None:
    """The ruleset called ``ruleset_name`` and its family's lint table; None when either
    cannot be had (an unknown or broken ruleset, a family with no lint table)."""
    from counterplay.compiler.lint.table import lint_table
    from counterplay.compiler.rulesets import load_ruleset

    ruleset, _ = load_ruleset(ruleset_name)
    table = lint_table(ruleset.world) if ruleset is not None else None
    if ruleset is None or table is None:
        return None
    return ruleset, table


def _check(document: Document, ir: dict[str, Any], reported: list[Diagnostic]) -> list[Diagnostic]:
    """The lint rules' diagnostics; the fixes they know are given to those ``reported``
    by compile (R021) in place."""
    from dataclasses import replace

    from counterplay.compiler.lint.powers import check_powers

    rules = _rules_of(ir["ruleset"])
    if rules is None:
        return []
    ruleset, table = rules
    fixes: list[Fix] = []
    found = check_powers(document, ir, ruleset, table, fixes)
    by_line = {(f.span.file, f.span.line): f for f in fixes}
    for index, diag in enumerate(reported):
        fix = by_line.get((diag.span.file, diag.span.line)) if diag.span else None
        if diag.code == "R021" and fix is not None and diag.fix is None:
            reported[index] = replace(diag, fix=fix)
    return found


def _scenario(path: str, text: str) -> Compiled:
    """A scenario read as ``simulate`` reads it (by its world's reader: a 4E encounter, an
    Altered game, a Horus Heresy battle), and the powers a 4E encounter writes linted."""
    from counterplay.compiler.checked import load_checked
    from counterplay.compiler.load import Document
    from counterplay.compiler.scenario import load_scenario
    from counterplay.compiler.to_ir import to_ir
    from counterplay.compiler.validate import validate

    _, found = load_scenario(path)
    result = Compiled(path, diagnostics=list(found), kind="scenario", text=text)
    document, _ = load_checked(path, "scenario")
    if document is None:
        return result
    powers = document.data.get("powers") or []
    view = Document(
        document.path,
        document.text,
        {"counterplay": 1, "ruleset": document.data["ruleset"], "powers": powers},
        document.spans,
        document.key_spans,
    )
    if powers and has_errors(validate(view.data, "authoring", view)):
        return result
    ir: dict[str, Any] = {"counterplay": 1, "ruleset": view.data["ruleset"], "powers": []}
    if powers:
        ir, _ = to_ir(view)
        reported = {(d.code, d.span) for d in found}
        more = [d for d in _check(view, ir, result.diagnostics) if (d.code, d.span) not in reported]
        loaders = ("R009", "R031")  # the loader's own
        result.diagnostics.extend(d for d in more if d.code not in loaders)
    # the powers of the files it includes too, for the loops its reactions make (L007) and
    # `graph` (what is wrong in them was said as the scenario was read)
    ir["powers"].extend(_included_powers(document))
    result.ir = ir if ir["powers"] else None
    return result


def _included_powers(document: Any) -> list[dict[str, Any]]:
    """The IR of the powers of the files a 4E scenario includes (none when one of them, or
    its ruleset, cannot be read: the scenario's errors say so)."""
    from counterplay.compiler.includes import included
    from counterplay.compiler.rulesets import ruleset_of_file
    from counterplay.compiler.scenario import read_powers

    if not document.data.get("include"):
        return []
    ruleset, problems = ruleset_of_file(document, document.path)
    if ruleset is None or has_errors(problems):
        return []
    files, problems = included(document, ruleset, read_powers)
    return [] if has_errors(problems) else [p for one in files for p in one.entries]


def _ruleset(path: str, text: str) -> Compiled:
    """A ruleset file (a DM's own, ``*.ruleset.yaml``) read as a scenario naming it would
    read it: its schema, what it extends, the names and facts it uses."""
    from counterplay.compiler.rulesets import load_ruleset_file

    _, found = load_ruleset_file(path)
    return Compiled(path, diagnostics=found, kind="ruleset", text=text)


# The kinds of file linted by a reader of their own (the rest: as authoring files).
_READERS: dict[str, Callable[[str, str], Compiled]] = {"scenario": _scenario, "ruleset": _ruleset}


def lint_file(path: str, progress: Callable[[float], None] | None = None) -> Compiled:
    """Lint one file (an authoring file, a scenario and its powers, or a ruleset).

    Returns:
        The result as ``compile_file`` gives it (the IR of its powers, for the rules across
        files) with the lint diagnostics added, in file order.
    """
    from counterplay.compiler.includes import scenario_reads
    from counterplay.compiler.lint.ignores import check_ignores
    from counterplay.compiler.lint.modeline import check_modeline
    from counterplay.compiler.load import load

    document, found = load(path)  # once: its kind, then its stages
    # Only a mapping can be a scenario: a list or a scalar at the top is an authoring
    # file gone wrong, and compile_file says so (a string is data here, never a path).
    kind = kind_of(document.data) if document and isinstance(document.data, Mapping) else None
    if document is not None and kind in _READERS:
        result = _READERS[kind](path, document.text)
        result.reads = scenario_reads(path, document.data) if kind == "scenario" else ()
    elif document is None:
        result = Compiled(path, diagnostics=found)
    else:
        result = compile_file(document, progress, read_effects="triggered")
        result.diagnostics[:0] = found
        if result.ir is not None and result.document is not None:
            from counterplay.compiler.lint.abilities import check_card_types, check_sources

            result.diagnostics.extend(_check(result.document, result.ir, result.diagnostics))
            result.diagnostics.extend(check_card_types(result.document))
            result.diagnostics.extend(check_sources(result.document))
    if result.text is not None:
        schema = schema_of(result.kind, document.data if document else None)
        result.diagnostics.extend(check_modeline(path, result.text, schema))
        result.diagnostics.extend(check_ignores(path, result.text))
    result.diagnostics.sort(key=file_order)
    return result


def _makes_events(power: dict[str, Any], table: LintTable) -> bool:
    """Whether an op of ``power``'s effect, or its own attack, makes an event
    (``table.produces``, ``table.own_attack``): a reaction whose effect makes none and that
    attacks no one triggers nothing, so it is in no loop."""
    from counterplay.runtime.reaction import ops_of

    if table.own_attack is not None and table.own_attack.made_by(power) is not None:
        return True
    return any(
        str(op.get("op")) in table.produces
        for ops in ops_of(power).values()
        for op in ops
        if isinstance(op, dict)
    )


def _reactions_of(
    result: Compiled, ruleset: Ruleset, table: LintTable, loops_only: bool = False
) -> list[Node]:
    """The reactions of one file as graph nodes, each with its look under ``ruleset`` (their
    indices are given when the graph's nodes are put together); ``loops_only``: only those
    that may be in a loop (:func:`_makes_events`)."""
    from dataclasses import replace

    from counterplay.compiler.build import build
    from counterplay.compiler.lint.graph import Node, look

    if result.ir is None:
        return []
    powers = [
        p
        for p in result.ir["powers"]
        if p.get("trigger") and (not loops_only or _makes_events(p, table))
    ]
    nodes = []
    for power, reaction in zip(powers, build({"powers": powers}), strict=True):
        if not ruleset.kind_tags(reaction):
            continue  # no reaction under the ruleset: it never fires (R009), as in the engine
        owner = f"monster:{power['monster']}" if power.get("monster") else f"file:{result.path}"
        origin = power.get("origin") or {}
        span = Span(origin["file"], origin["line"], origin["column"]) if origin else None
        target = table.target_of(power.get("target"))
        node = Node(-1, power["name"], reaction, ruleset.tags(reaction), owner, span, target)
        nodes.append(replace(node, look=look(node, ruleset, table)))
    return nodes


# the reactions of files that may be in a loop made graph nodes as the files came back
# from the workers: by path, with the IR and the ruleset they were made from (a result with
# another IR is made again)
Ready = dict[str, tuple[dict[str, Any] | None, "Ruleset", list["Node"]]]


def _nodes(
    results: Iterable[Compiled],
    universal: Sequence[Reaction],
    ruleset: Ruleset,
    table: LintTable,
    ready: Ready | None = None,
    loops_only: bool = False,
) -> list[Node]:
    """The reactions of ``results`` (and those every combatant has) as graph nodes
    (``loops_only``: see :func:`_reactions_of`); those of a file made ``ready`` as it came
    back are taken from there."""
    from dataclasses import replace

    from counterplay.compiler.lint.graph import Node

    nodes: list[Node] = []
    for result in results:
        made = ready.get(result.path) if ready is not None and loops_only else None
        if made is None or made[0] is not result.ir or made[1] is not ruleset:
            made = (result.ir, ruleset, _reactions_of(result, ruleset, table, loops_only))
        nodes += [replace(node, index=len(nodes) + i) for i, node in enumerate(made[2])]
    for reaction in universal:
        tags = ruleset.tags(reaction)
        nodes.append(Node(len(nodes), reaction.name, reaction, tags, None, None))
    return nodes


def _in_graph(result: Compiled) -> bool:
    """Whether a compiled file takes part in the rules across files (names, loops): it has
    no error, or none but lint's own (a number out of range, L009: what `graph` draws of it
    is the same)."""
    return not has_errors(d for d in result.diagnostics if not d.code.startswith("L"))


def _ready_across(ready: Ready) -> Callable[[Compiled], None]:
    """What is told of each file linted (``compile_inputs``' ``compiled_one``): its reactions
    are made graph nodes then, while workers lint the others, not after the last."""

    def one(result: Compiled) -> None:
        if result.ir is None or not _in_graph(result):
            return  # (not in the graph: see ``across``)
        name = result.ir.get("ruleset")
        rules = _rules_of(name) if isinstance(name, str) else None
        if rules is not None:
            ruleset, table = rules
            nodes = _reactions_of(result, ruleset, table, loops_only=True)
            ready[result.path] = (result.ir, ruleset, nodes)

    return one


def graph_of(
    results: Sequence[Compiled],
    ruleset_name: str,
    ready: Ready | None = None,
    *,
    loops_only: bool = False,
) -> Graph | None:
    """The trigger graph of the reactions of ``results`` (which target ``ruleset_name``)
    and of the ruleset's universal reactions; None when the ruleset cannot be built.
    ``loops_only``: of the reactions that may be in a loop (the graph's loops are then
    those of the whole graph: a reaction whose effect makes no event leads nowhere), with
    ``ready``: those of files made graph nodes already (``_ready_across``)."""
    from counterplay.compiler.lint.graph import trigger_graph

    rules = _rules_of(ruleset_name)
    if rules is None:
        return None
    ruleset, table = rules
    nodes = _nodes(results, ruleset.universal, ruleset, table, ready, loops_only)
    return trigger_graph(nodes, ruleset, table)


def _loops(graph: Graph) -> list[Diagnostic]:
    """L007: one diagnostic per loop, at its first reaction that is written in a file."""
    from counterplay.compiler.lint.graph import unlimited, verdict

    found = []
    for component in graph.loops:
        written = [i for i in component if graph.nodes[i].span is not None]
        if not written:
            continue
        free = [i for i in unlimited(graph, component) if i in written]
        start = (free or written)[0]  # through a reaction nothing limits, if there is one
        cycle = graph.cycle([start, *(i for i in component if i != start)])
        names = " → ".join(quoted(graph.nodes[i].name) for i in cycle)
        more = len(component) - (len(cycle) - 1)
        extra = f" (and {more} more reaction{'s' if more > 1 else ''} in the loop)" if more else ""
        severity, said = verdict(graph, component)
        what = "can trigger itself" if len(cycle) == 2 else "can trigger each other in a loop"
        found.append(
            diagnostic(
                "L007",
                f"{names} {what}{extra}; {said}",
                graph.nodes[start].span,
                severity=severity,
            )
        )
    return found


def _duplicates(results: Sequence[Compiled]) -> list[Diagnostic]:
    """L008 across files: a power named in two files of one ruleset."""
    first: dict[tuple[str, str], tuple[str, dict[str, Any]]] = {}
    found = []
    for result in results:
        for power in (result.ir or {}).get("powers", []):
            key = (str(power.get("monster") or ""), power["name"].strip().lower())
            origin = power.get("origin") or {}
            if key in first and first[key][0] != result.path:
                other = first[key][1].get("origin") or {}
                found.append(
                    diagnostic(
                        "L008",
                        f"two powers are called {quoted(power['name'])}: this one and one in "
                        f"{other.get('file')}:{other.get('line')}",
                        Span(origin["file"], origin["line"], origin["column"]) if origin else None,
                    )
                )
            first.setdefault(key, (result.path, power))
    return found


def across(results: Sequence[Compiled], ready: Ready | None = None) -> list[Diagnostic]:
    """The rules over several files: duplicate names and loops, per ruleset (a scenario's
    powers on their own); ``ready``: as :func:`graph_of`'s."""
    groups: dict[str, list[Compiled]] = {}
    for result in results:
        if result.ir is None or not _in_graph(result):
            continue
        key = f"scenario:{result.path}" if result.kind == "scenario" else result.ir["ruleset"]
        groups.setdefault(key, []).append(result)
    found: list[Diagnostic] = []
    for key, members in groups.items():
        if not key.startswith("scenario:"):
            found.extend(_duplicates(members))
        ruleset = members[0].ir["ruleset"] if members[0].ir else ""
        graph = graph_of(members, ruleset, ready, loops_only=True)
        if graph is not None:
            found.extend(_loops(graph))
    return found


def lint_inputs(
    inputs: Sequence[str],
    *,
    jobs: int | None = 1,
    cache: bool = False,
    cache_dir: str | None = None,
    progress: Progress | None = None,
    irs: bool = True,
) -> Batch:
    """Lint the authoring files and scenarios among ``inputs`` (files and directories).

    ``irs=False``: the results' IRs may be left in the cache when the diagnostics across
    files are found there too (``lint`` reports diagnostics; ``graph`` draws the IRs).

    Returns:
        One result per file, in input order, and every diagnostic: those of choosing the
        files, each file's, then those across files (cached for the files as they are).
    """
    import hashlib
    import os

    named = "\0".join(sorted(os.path.abspath(i) for i in inputs))  # one pack per tree
    ready: Ready = {}
    batch = compile_inputs(
        inputs,
        jobs=jobs,
        cache=cache,
        cache_dir=cache_dir,
        merge=False,
        progress=progress,
        kinds=KINDS,
        work=lint_file,
        cache_name="linted",
        pack=hashlib.sha256(named.encode()).hexdigest()[:24],
        compiled_one=_ready_across(ready),
    )
    store = batch.cache
    key = store.run_key([r.path for r in batch.results]) if store is not None else None
    found = store.get_diagnostics(key) if store is not None and key is not None else None
    if store is not None and (irs or found is None):
        for index in store.fill_irs(batch.results):  # (an IR lost from the cache)
            batch.results[index] = lint_file(batch.results[index].path)
            store.put(batch.results[index])
    if found is None:
        with few_collections():
            found = across(batch.results, ready)
        if store is not None and key is not None:
            store.put_diagnostics(key, found)
    if store is not None:
        store.flush()
    batch.diagnostics[:] = once([*batch.diagnostics, *found])
    return batch


def once(diagnostics: Sequence[Diagnostic]) -> list[Diagnostic]:
    """Each problem once, where it was first found (with a fix, if any copy has one): a
    ruleset file linted on its own and read again by a scenario naming it says the same."""
    kept: dict[tuple[str, str, Span | None], Diagnostic] = {}
    for diag in diagnostics:
        key = (diag.code, diag.message, diag.span)
        if key not in kept or (kept[key].fix is None and diag.fix is not None):
            kept[key] = diag
    return list(kept.values())
