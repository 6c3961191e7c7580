"""The translation table: old action types -> Reaction keyword sets, read from YAML data.

The table (``counterplay/rulesets/dnd4e/translation-4e.yaml`` by default, or the user's copy given
with ``--table``) is checked against ``translation.schema.json`` with YAML positions, then
for what a schema cannot say: every condition name it uses exists, no condition refers to
itself, every regular expression compiles, every warning code is a T code of the code table.
The table also answers the reverse question (a keyword set -> the old action types that
give it) so that round trips can be tested.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from importlib.resources import files
from itertools import combinations
from pathlib import Path
from typing import Any

from counterplay.compiler.checked import load_checked
from counterplay.compiler.load import Document, JsonPath
from counterplay.diagnostics import CODES, Diagnostic, diagnostic

DEFAULT_TABLE = "translation-4e.yaml"

# The six keywords of seed 000's Reaction system, in the order the seed introduces them.
KEYWORDS = ("reaction", "spontaneous", "free", "repeatable", "personal", "interrupt")

Condition = str | dict[str, Any]


@dataclass(frozen=True)
class Addition:
    """``add``: keywords added when ``when`` holds."""

    when: Condition
    keywords: frozenset[str]
    rule: str | None = None
    seed: str | None = None


@dataclass(frozen=True)
class RowWarning:
    """``warn``: a diagnostic given when the row fires and ``when`` holds or is undecided."""

    code: str
    message: str
    when: Condition | None = None


@dataclass(frozen=True)
class Row:
    """One row: the old action types it translates, its condition and its keyword set."""

    id: str
    actions: tuple[str, ...]
    keywords: frozenset[str] | None
    when: Condition | None = None
    add: tuple[Addition, ...] = ()
    warn: tuple[RowWarning, ...] = ()
    rule: str | None = None
    seed: str | None = None


@dataclass(frozen=True)
class NamedCondition:
    test: Condition
    rule: str | None = None
    seed: str | None = None


@dataclass(frozen=True)
class Origin:
    """Where a keyword set can come from: an old action type, its row, what must hold."""

    action: str
    row: str
    assumes: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    """A loaded, checked translation table."""

    name: str
    path: str
    rows: tuple[Row, ...]
    conditions: dict[str, NamedCondition] = field(default_factory=dict)
    implicit_trigger: re.Pattern[str] | None = None

    def rows_for(self, action: str) -> list[Row]:
        """The rows naming ``action``, in table order."""
        return [row for row in self.rows if action in row.actions]

    @property
    def actions(self) -> list[str]:
        """Every old action type the table names."""
        return sorted({a for row in self.rows for a in row.actions})

    def reverse(self, keywords: list[str] | tuple[str, ...] | frozenset[str]) -> list[Origin]:
        """The old action types whose translation can be exactly ``keywords``.

        For each row, every combination of its additions is tried; an origin lists the
        row's condition and the additions' conditions it assumes.
        """
        wanted = frozenset(keywords)
        found: list[Origin] = []
        for row in self.rows:
            if row.keywords is None:
                continue
            for size in range(len(row.add) + 1):
                for chosen in combinations(row.add, size):
                    got = row.keywords.union(*(a.keywords for a in chosen))
                    if got != wanted:
                        continue
                    assumes = tuple(
                        _label(c) for c in (row.when, *(a.when for a in chosen)) if c is not None
                    )
                    found.extend(Origin(action, row.id, assumes) for action in row.actions)
        unique: dict[tuple[str, str], Origin] = {}
        for origin in found:  # the fewest assumptions first for each (action, row)
            key = (origin.action, origin.row)
            if key not in unique or len(origin.assumes) < len(unique[key].assumes):
                unique[key] = origin
        return list(unique.values())


def _label(condition: Condition) -> str:
    return condition if isinstance(condition, str) else str(condition)


def default_table_path() -> Path:
    """The shipped table (package data)."""
    return Path(str(files("counterplay"))) / "rulesets" / "dnd4e" / DEFAULT_TABLE


def _names(condition: Any) -> list[str]:
    """Condition names referred to by ``condition``, directly or nested."""
    if isinstance(condition, str):
        return [condition]
    if not isinstance(condition, dict):
        return []
    found: list[str] = []
    for key in ("all", "any"):
        for part in condition.get(key, []):
            found.extend(_names(part))
    if "not" in condition:
        found.extend(_names(condition["not"]))
    return found


class _Checker:
    """Semantic checks of a schema-valid table, with positions in the table file."""

    def __init__(self, document: Document) -> None:
        self.document = document
        self.data: dict[str, Any] = document.data
        self.problems: list[Diagnostic] = []

    def fail(self, where: JsonPath, message: str) -> None:
        self.problems.append(diagnostic("T009", message, self.document.span(where)))

    def regex(self, where: JsonPath, pattern: str) -> re.Pattern[str] | None:
        try:
            return re.compile(pattern, re.IGNORECASE)
        except re.error as exc:
            self.fail(where, f"invalid regular expression {pattern!r}: {exc}")
            return None

    def condition(self, where: JsonPath, condition: Any) -> None:
        known = self.data.get("conditions", {})
        for name in _names(condition):
            if name not in known:
                hint = ", ".join(sorted(known)) or "none are defined"
                self.fail(where, f"unknown condition {name!r} (known: {hint})")
        if isinstance(condition, dict):
            if "source" in condition:
                source = condition["source"]
                pattern = source if isinstance(source, str) else source["pattern"]
                self.regex((*where, "source"), pattern)
            for key in ("all", "any"):
                for i, part in enumerate(condition.get(key, [])):
                    self.condition((*where, key, i), part)
            if "not" in condition:
                self.condition((*where, "not"), condition["not"])

    def cycles(self) -> None:
        conditions = self.data.get("conditions", {})
        for start in conditions:
            seen: set[str] = set()
            todo = [start]
            while todo:  # bounded: each name is expanded at most once
                name = todo.pop()
                if name in seen or name not in conditions:
                    continue
                seen.add(name)
                for ref in _names(conditions[name]["test"]):
                    if ref == start:
                        self.fail(
                            ("conditions", start),
                            f"condition {start!r} refers to itself (through {name!r})",
                        )
                        todo.clear()
                        break
                    todo.append(ref)

    def check(self) -> None:
        for name, named in self.data.get("conditions", {}).items():
            self.condition(("conditions", name, "test"), named["test"])
        self.cycles()
        if "implicit_trigger" in self.data:
            self.regex(("implicit_trigger", "pattern"), self.data["implicit_trigger"]["pattern"])
        ids: set[str] = set()
        for i, row in enumerate(self.data["rows"]):
            if row["id"] in ids:
                self.fail(("rows", i, "id"), f"duplicate row id {row['id']!r}")
            ids.add(row["id"])
            if "when" in row:
                self.condition(("rows", i, "when"), row["when"])
            for j, addition in enumerate(row.get("add", [])):
                self.condition(("rows", i, "add", j, "when"), addition["when"])
            for j, warning in enumerate(row.get("warn", [])):
                if warning["code"] not in CODES:
                    self.fail(
                        ("rows", i, "warn", j, "code"),
                        f"{warning['code']} is not a diagnostic code; see the T codes of "
                        "`counterplay` diagnostics",
                    )
                if "when" in warning:
                    self.condition(("rows", i, "warn", j, "when"), warning["when"])


def _row(data: dict[str, Any]) -> Row:
    keywords = data["keywords"]
    return Row(
        id=data["id"],
        actions=tuple(data["action"]),
        keywords=None if keywords is None else frozenset(keywords),
        when=data.get("when"),
        add=tuple(
            Addition(a["when"], frozenset(a["keywords"]), a.get("rule"), a.get("seed"))
            for a in data.get("add", [])
        ),
        warn=tuple(
            RowWarning(w["code"], w["message"], w.get("when")) for w in data.get("warn", [])
        ),
        rule=data.get("rule"),
        seed=data.get("seed"),
    )


def load_table(path: str | Path | None = None) -> tuple[Table | None, list[Diagnostic]]:
    """Read and check a translation table.

    Args:
        path: a table file; None for the shipped ``translation-4e.yaml`` (read once per
            process: it is the package's own data, and checking it costs a schema pass).

    Returns:
        The table (None when it has errors) and the diagnostics, with table-file positions.
    """
    if path is None:
        table, found = _shipped_table()
        return table, list(found)
    return _load_table(path)


@cache
def _shipped_table() -> tuple[Table | None, tuple[Diagnostic, ...]]:
    table, problems = _load_table(default_table_path())
    return table, tuple(problems)


def _load_table(where: str | Path) -> tuple[Table | None, list[Diagnostic]]:
    document, problems = load_checked(where, "translation")
    if document is None:
        return None, problems
    checker = _Checker(document)
    checker.check()
    if checker.problems:
        return None, checker.problems
    data = document.data
    implicit = data.get("implicit_trigger")
    table = Table(
        name=data["name"],
        path=str(where),
        rows=tuple(_row(r) for r in data["rows"]),
        conditions={
            name: NamedCondition(c["test"], c.get("rule"), c.get("seed"))
            for name, c in data.get("conditions", {}).items()
        },
        implicit_trigger=re.compile(implicit["pattern"], re.IGNORECASE) if implicit else None,
    )
    return table, []
