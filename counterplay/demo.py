"""What ``counterplay demo`` shows of a compiled file (a table of its powers, each trigger
as the engine reads it) and ``counterplay coverage``'s tables. Values for the command line
to print; nothing here prints."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.markup import escape
from rich.table import Table

from counterplay.compiler.dnd4e.translate import translate
from counterplay.compiler.dnd4e.translation_table import load_table
from counterplay.compiler.pipeline import Compiled
from counterplay.runtime.reaction import Reaction


def compiled_table(result: Compiled) -> Table:
    """One compiled file as a table: each power, its old action type, the Reaction keywords
    the translation gives it, and its trigger as the engine will match it."""
    assert result.ir is not None
    table_of_translation, _ = load_table()
    keywords: dict[str, str] = {}
    if table_of_translation is not None:
        for translation in translate(result.ir["powers"], table_of_translation):
            keywords[translation.name] = ", ".join(translation.keywords or ["-"])
    title = f"{Path(result.path).name}  (ruleset: {result.ir['ruleset']})"
    table = Table(title=title)
    table.add_column("power", no_wrap=True)
    table.add_column("old action")
    table.add_column("Reaction keywords")
    table.add_column("trigger, as the engine reads it")
    for reaction in result.reactions:
        table.add_row(
            escape(reaction.name),
            reaction.action,
            keywords.get(reaction.name, "-"),
            escape(reading(reaction)),
        )
    return table


def compiled_summary(result: Compiled) -> str:
    """How many powers were compiled, reactions built and triggers left unread."""
    assert result.ir is not None
    unparsed = sum(r.event == "unparsed" for r in result.reactions)
    return (
        f"{len(result.ir['powers'])} powers compiled, {len(result.reactions)} reactions built, "
        f"{unparsed} triggers left unparsed\n"
    )


def reading(reaction: Reaction) -> str:
    """``event: actor -> target [qualifiers]``, the trigger as the runtime will match it."""
    if reaction.event == "unparsed":
        return "(unparsed) " + reaction.trigger_text
    text = f"{reaction.event}: {_selector(reaction.actor)}"
    if reaction.target:
        text += f" -> {_selector(reaction.target)}"
    if reaction.qualifiers:
        text += " [" + ", ".join(_fact(k, v) for k, v in reaction.qualifiers.items()) + "]"
    return text


def _fact(key: str, value: Any) -> str:
    shown = " or ".join(map(str, value)) if isinstance(value, list) else str(value)
    return f"{key.replace('_', ' ')}: {shown}"


def _selector(selector: dict[str, Any] | None) -> str:
    if not selector:
        return "-"
    filters = [_fact(k, v) for k, v in selector.items() if k != "role"]
    return str(selector["role"]) + (f" ({', '.join(filters)})" if filters else "")


def coverage_tables(data: dict[str, Any]) -> list[Table]:
    """`counterplay coverage`'s tables: the shares read per file (abilities by kind when
    there are Altered ones, reactions when there are Horus Heresy profiles), and the
    unread phrases that come up most."""

    def share(value: float | None) -> str:
        return "-" if value is None else f"{value:.1%}"

    altered = data["total"]["abilities"] > 0
    reactions = data["total"].get("reactions", 0) > 0  # a Horus Heresy army list's
    table = Table(title="What the engine understands")
    table.add_column("file", overflow="fold")
    columns = ["powers", "triggers read", "effect clauses read"]
    if altered:
        columns[1:1] = ["abilities", "kinds"]
    if reactions:
        columns.insert(1, "reactions")
    unsimulated = data["total"].get("triggers_not_simulated", 0) > 0
    if unsimulated:  # read, but asking what the engine does not model (R031)
        columns.insert(columns.index("triggers read") + 1, "read, never fire")
    for column in columns:
        table.add_column(column, justify="left" if column == "kinds" else "right")
    for row in [*data["files"], data["total"]]:
        cells = [
            escape(row["file"]),
            str(row["powers"]),
            f"{row['triggers_read']}/{row['triggers']} ({share(row['trigger_share'])})",
            f"{row['clauses_read']}/{row['clauses']} ({share(row['clause_share'])})",
        ]
        if altered:
            kinds = ", ".join(f"{k.replace('_', ' ')} {n}" for k, n in row["kinds"].items())
            cells[2:2] = [str(row["abilities"]), kinds]
        if reactions:
            cells.insert(2, str(row["reactions"]))
        if unsimulated:
            cells.insert(columns.index("read, never fire") + 1, str(row["triggers_not_simulated"]))
        table.add_row(*cells)
    tables = [table]
    if data["unread"]:
        unread = Table(title="Most frequent unread phrases")
        for column in ("count", "kind", "text"):
            unread.add_column(column, justify="right" if column == "count" else "left")
        for row in data["unread"]:
            unread.add_row(str(row["count"]), row["kind"], escape(row["text"]))
        tables.append(unread)
    return tables
