"""Stage ``includes``: the authoring files a scenario's ``include:`` names, read for it.

A designer writes powers (a Horus Heresy army list's reaction profiles, an Altered card
list's abilities) once, in an authoring file, compiles and lints it, and plays it in as
many scenarios as they like: a scenario's ``include:`` lists such files (paths relative
to the scenario), and their entries join the scenario's own list (a 4E encounter's
``powers``, a battle's ``reactions``; an Altered game's cards take the ability lines
printed for their names). Each file is read as ``counterplay compile`` reads it (its
format version, its schema, its ruleset), then by the scenario's reader under the
scenario's ruleset, and what is wrong in it is said at its own line and column. What
cannot be included is said at the scenario's entry that names it: no such file (R028), a
file of another kind (S008), one naming another ruleset (S007) or holding another game's
lists (S009).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from counterplay.compiler.kinds import kind_of, with_article
from counterplay.compiler.load import Document, load
from counterplay.compiler.pipeline import before_reading
from counterplay.compiler.rulesets import SUFFIX
from counterplay.compiler.worlds import AUTHORED, TITLES
from counterplay.diagnostics import Diagnostic, Span, diagnostic, has_errors
from counterplay.quoting import quoted
from counterplay.runtime.ruleset import Ruleset
from counterplay.suggest import closest

# What a scenario of each list's game is called (a 4E encounter's powers...).
_CALLED = {"powers": "encounter", "abilities": "game", "reactions": "battle"}

# A world's reading of an included file: its entries in the IR, and what is wrong in them.
Read = Callable[[Document], tuple[list[dict[str, Any]], list[Diagnostic]]]


@dataclass
class Included:
    """One included file's entries in the IR, and the document their positions are in."""

    document: Document
    entries: list[dict[str, Any]]


def included(
    scenario: Document, ruleset: Ruleset, read: Read
) -> tuple[list[Included], list[Diagnostic]]:
    """The files ``scenario``'s ``include:`` names, each read by ``read`` under ``ruleset``
    (the scenario's: a file may name it, or name none).

    Returns:
        The files read without errors, in the order named, and every diagnostic (a file
        with errors contributes its diagnostics only).
    """
    out: list[Included] = []
    found: list[Diagnostic] = []
    seen: dict[Path, Span] = {}  # each file named, by where it is, at its first entry
    for index, name in enumerate(scenario.data.get("include", [])):
        where = scenario.span(("include", index))
        try:
            one, problems = _entry(scenario, name, where, seen, ruleset, read)
        except (OSError, ValueError) as error:  # a name no file system takes (too long, NUL)
            shown = name if len(name) <= 60 else f"{name[:57]}..."
            why = getattr(error, "strerror", None) or str(error)
            one, problems = None, [diagnostic("R028", f"cannot include {shown}: {why}", where)]
        found.extend(problems)
        if one is not None:
            out.append(one)
    return out, found


def _entry(
    scenario: Document, name: str, where: Span, seen: dict[Path, Span], ruleset: Ruleset, read: Read
) -> tuple[Included | None, list[Diagnostic]]:
    """One entry of ``include:``: the file read (None when it could not be) and what was
    said of it."""
    base = Path(scenario.path).parent
    first = seen.setdefault((base / name).resolve(), where)
    if first is not where:  # (its powers would each be said to be named twice)
        at = f"line {first.line}, column {first.column}"
        return None, [
            diagnostic("R028", f"cannot include {name}: it is included already ({at})", where)
        ]
    path = _shortest(base / name, scenario.path)
    document, found = _authoring(path, name, where, scenario.path)
    if document is None:
        return None, found
    refusal = _refusal(document, name, scenario, ruleset)
    if refusal is not None:
        return None, [*found, diagnostic(refusal[0], refusal[1], where)]
    entries, read_found = read(document)
    found.extend(read_found)
    return (None if has_errors(read_found) else Included(document, entries)), found


def _shortest(path: Path, scenario: str) -> str:
    """``path`` without its ``..`` ("powers/mine.yaml" for "enc/../powers/mine.yaml", as
    its messages say it) when that is the same file (not so past a linked folder); with
    the scenario's "./" kept, as a walk of "." names the file (one diagnostic, not two)."""
    short = Path(os.path.normpath(path))
    try:
        chosen = short if os.path.samefile(short, path) else path
    except OSError:  # (one of them is missing: R028 says so of the path written)
        chosen = short if not path.exists() else path
    said = str(chosen)
    kept = scenario.startswith(f".{os.sep}") and not chosen.is_absolute()
    return f".{os.sep}{said}" if kept and not said.startswith("..") else said


def _beside(path: Path, name: str) -> str:
    """For a file not there: the closest name of a YAML file in the directory it names."""
    try:
        there = [p.name for p in path.parent.iterdir() if p.suffix in (".yaml", ".yml")]
    except OSError:
        return ""
    found = closest(path.name, sorted(there), cutoff=0.8)
    if not found or path.name in there:
        return ""
    return f"; did you mean {(Path(name).parent / found[0]).as_posix()!r}?"


def _authoring(
    said: str, name: str, where: Span, scenario: str
) -> tuple[Document | None, list[Diagnostic]]:
    """The authoring file at ``said`` loaded and checked before its text is read; or None
    and why not (at the scenario's entry ``where`` when it is no authoring file, at its own
    lines when it is a broken one)."""
    path = Path(said)
    if not path.is_file():
        what = "a directory" if path.is_dir() else "no such file"
        message = f"cannot include {name}: {what} (paths are relative to the scenario"
        here = Path(name)  # (a path from where the command runs: the scenario's way to it)
        if not path.exists() and not here.is_absolute() and here.is_file():
            way = os.path.relpath(here.resolve(), Path(scenario).parent.resolve())
            message += f": from it, this file is {Path(way).as_posix()}"
        return None, [diagnostic("R028", message + ")" + _beside(path, name), where)]
    if path.resolve() == Path(scenario).resolve():
        return None, [diagnostic("R028", f"cannot include {name}: it is this scenario", where)]
    kind = kind_of(path)
    if kind is not None and kind != "authoring":
        message = f"{name} is {with_article(kind)} file, not authoring entries to include"
        return None, [diagnostic("S008", message, where)]
    document, found = load(said)
    if document is None:
        return None, found
    found.extend(before_reading(document))
    return (None if has_errors(found) else document), found


def _refusal(
    document: Document, name: str, scenario: Document, ruleset: Ruleset
) -> tuple[str, str] | None:
    """(code, message) when the file is written for another ruleset than the scenario's,
    or holds lists another game plays (said first: 4E powers in an Altered game are of
    another game, whatever 4E ruleset they name); else None."""
    own = next(k for k, (world, _) in AUTHORED.items() if world == ruleset.world)
    others = [words for k, (_, words) in AUTHORED.items() if k != own and k in document.data]
    if others:
        called = with_article(f"{TITLES.get(ruleset.world, ruleset.world)} {_CALLED[own]}")
        message = f"{name} holds {' and '.join(others)}: {called} plays {AUTHORED[own][1]}"
        return "S009", message
    named = document.data.get("ruleset")
    if named is not None and named not in (ruleset.name, *_played_as(scenario, ruleset)):
        return "S007", f"{name} is written for {named}, this scenario for {ruleset.name}"
    return None


def _played_as(scenario: Document, ruleset: Ruleset) -> tuple[str, ...]:
    """The rulesets a file included by ``scenario`` may name: the one it names, and, when
    that is a DM's file, the built-in ruleset the file extends (powers written for dnd4e
    play under house rules varying it)."""
    named: str = scenario.data["ruleset"]
    if named.endswith(SUFFIX) and ruleset.extends is not None:
        return (named, ruleset.extends)
    return (named,)


def scenario_reads(path: str, data: Any) -> tuple[str, ...]:
    """The files besides itself a scenario at ``path`` reads: those it includes, and its
    ruleset when that is a file beside it (the lint cache keys its result on them too)."""
    if not isinstance(data, dict):
        return ()
    base = Path(path).parent
    listed = data.get("include")  # (a file the schema refuses is linted too)
    named = [n for n in listed if isinstance(n, str) and n] if isinstance(listed, list) else []
    ruleset = data.get("ruleset")
    if isinstance(ruleset, str) and ruleset.endswith(SUFFIX):
        named.append(ruleset)
    return tuple(str(base / name) for name in named)


def named_twice(what: str, name: str, other: Span, here: Span) -> str:
    """The words for two ``what`` (powers, reactions) called ``name``, the other at
    ``other``: where it is (its file too, when it is in another file than ``here``)."""
    message = f"two {what} are called {quoted(name)}"
    if other.file != here.file:
        return message + f" (the other in {other.file}, line {other.line})"
    return message + f" (the other at line {other.line})"
