"""Built-in rulesets: ``counterplay/rulesets/<family>/*.ruleset.yaml`` loaded, checked, built.

A ruleset file is checked against ``ruleset.schema.json``, merged onto the ruleset it
``extends`` (sections, their entries and the entries' fields key by key, ``null`` removing
an inherited entry; lists, scalars and filters replaced) and built into a runtime
:class:`~counterplay.runtime.ruleset.Ruleset`. Each is built once per process.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from counterplay.compiler.checked import load_checked
from counterplay.diagnostics import Diagnostic, diagnostic
from counterplay.runtime.ruleset import Ruleset

SUFFIX = ".ruleset.yaml"
MAX_EXTENDS = 8


def _directory() -> Path:
    return Path(str(files("counterplay"))) / "rulesets"


def _paths() -> dict[str, Path]:
    """Every built-in ruleset by name, from the families' folders of ``rulesets``: a name
    is the file's name without its suffix, unique across families."""
    return {p.name[: -len(SUFFIX)]: p for p in sorted(_directory().glob(f"*/*{SUFFIX}"))}


def ruleset_names() -> list[str]:
    """The names of the built-in rulesets, sorted."""
    return sorted(_paths())


def _merge(base: dict[str, Any], child: dict[str, Any], levels: int = 3) -> dict[str, Any]:
    """``child`` over ``base``: sections, their entries and the entries' fields are merged
    key by key (``null`` removes); anything deeper (a filter) is replaced whole."""
    out = dict(base)
    for key, value in child.items():
        if levels > 1 and isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value, levels - 1)
        else:
            out[key] = value
    return {k: v for k, v in out.items() if v is not None}


def _data(name: str, seen: tuple[str, ...]) -> tuple[dict[str, Any] | None, list[Diagnostic]]:
    path = _paths()[name]
    document, found = load_checked(path, "ruleset")
    if document is None:
        return None, found
    data: dict[str, Any] = document.data
    parent = data.get("extends")
    if parent is None:
        return data, found
    where = document.span(("extends",))
    if parent in seen or len(seen) >= MAX_EXTENDS:
        return None, [
            diagnostic("R001", f"ruleset {name!r} extends itself through {parent!r}", where)
        ]
    if parent not in ruleset_names():
        return None, [diagnostic("R001", f"ruleset {name!r} extends unknown {parent!r}", where)]
    base, more = _data(parent, (*seen, name))
    found.extend(more)
    if base is None:
        return None, found
    merged = _merge(base, data)
    merged.pop("extends", None)
    return merged, found


@cache
def _built(name: str) -> tuple[Ruleset | None, tuple[Diagnostic, ...]]:
    data, found = _data(name, ())
    return (Ruleset.from_data(data) if data is not None else None), tuple(found)


def load_ruleset(name: str) -> tuple[Ruleset | None, list[Diagnostic]]:
    """The built-in ruleset called ``name``, built once per process.

    Returns:
        The ruleset (None when unknown or broken) and the diagnostics found.
    """
    if name not in ruleset_names():
        known = ", ".join(ruleset_names())
        return None, [diagnostic("S006", f"unknown ruleset {name!r}; built-in: {known}")]
    ruleset, found = _built(name)
    return ruleset, list(found)
