"""Stage ``translate``: old 4E action types -> Reaction keyword sets (seed 000, R000-44..52).

The rules are data (:mod:`counterplay.compiler.dnd4e.translation_table`); this module only reads
them over compiled IR powers. For each power the rows naming its action type are tried in
order; the first whose condition holds gives the base keyword set, its additions whose
conditions hold add keywords, and its warnings become diagnostics. Every step is recorded
as an explanation line, so a designer can check a result against the seed sentence it rests
on (``counterplay translate --explain``).

Conditions are three-valued: a test of a trigger the grammar could not read (or of an
implicit trigger still in the effect text) is *undecided*. An undecided row condition leaves
the power untranslated, an undecided addition is not added, and both say so (T002): a
keyword is never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from counterplay.compiler.dnd4e.translation_table import Condition, Row, Table
from counterplay.diagnostics import Diagnostic, Severity, Span, diagnostic

Truth = bool | None  # None: undecided (the trigger could not be read)

# Where a power's field is, for diagnostics: (power index, field name) -> span.
Locate = Callable[[int, str], Span | None]


@dataclass
class Translation:
    """One power's translation: its keyword set (None: untranslated) and why."""

    index: int
    name: str
    action: str
    keywords: list[str] | None
    row: str | None = None
    span: Span | None = None  # where the power is written
    explanation: list[str] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)


def _role(part: dict[str, Any], key: str) -> str | None:
    """The role of a trigger part's ``actor`` or ``target``, or of its ``subject`` (the
    target, or the actor when there is none)."""
    found = (part.get("target") or part.get("actor")) if key == "subject" else part.get(key)
    return found.get("role") if isinstance(found, dict) else None


def _yes(value: Truth) -> str:
    return {True: "yes", False: "no", None: "undecided"}[value]


def _covers(trigger_event: str, wanted: str) -> bool:
    """Dotted events: a prefix matches every event below it, in either direction."""
    return (
        trigger_event == wanted
        or wanted.startswith(trigger_event + ".")
        or trigger_event.startswith(wanted + ".")
    )


class _Power:
    """One IR power as the table's tests see it, recording the facts each test looked at."""

    def __init__(self, power: dict[str, Any], table: Table) -> None:
        self.power = power
        self.table = table
        trigger = power.get("trigger")
        self.trigger: dict[str, Any] | None = trigger if isinstance(trigger, dict) else None
        pattern = table.implicit_trigger
        effect = power.get("effect")
        effect_text = effect.get("text", "") if isinstance(effect, dict) else ""
        if self.trigger is not None:
            self.implicit = bool(pattern and pattern.search(str(self.trigger.get("text", ""))))
            self.has_trigger = True
            self.read = self.trigger.get("event") not in (None, "unparsed")
        else:
            self.implicit = bool(pattern and pattern.search(effect_text))
            self.has_trigger = self.implicit
            self.read = False
        self.facts: list[str] = []
        self.undecided: list[str] = []

    def fact(self, text: str) -> None:
        if text not in self.facts:
            self.facts.append(text)

    # -- tests over the trigger IR --
    def _events(self) -> list[str]:
        assert self.trigger is not None
        return [str(self.trigger["event"]), *self.trigger.get("alternatives", [])]

    def _roles(self, key: str) -> list[str | None]:
        """The role ``key`` names in each part of the trigger: its own and its ``either``
        parts ("You or an ally adjacent to you hits": you, and the ally)."""
        assert self.trigger is not None
        parts = [self.trigger, *(self.trigger.get("either") or [])]
        return [_role(part, key) for part in parts]

    def trigger_test(self, key: str, wanted: Any) -> Truth:
        if not self.has_trigger:
            self.fact("no trigger")
            return False
        if not self.read:
            self.fact("the trigger could not be read")
            return None
        if key == "event":
            events = self._events()
            self.fact(f"event {' / '.join(events)}")
            return any(_covers(e, w) for e in events for w in wanted)
        if key == "qualifier":
            qualifiers = (self.trigger or {}).get("qualifiers") or {}
            for name, values in wanted.items():
                got = qualifiers.get(name)
                got_list = got if isinstance(got, list) else [got]
                said = " or ".join(str(g) for g in got_list if g is not None) or "none"
                self.fact(f"qualifier {name} {said}")
                if not any(g in values for g in got_list):
                    return False
            return True
        # of a trigger in parts, what holds of every part ("you or an ally" is not "you")
        roles = self._roles(key)
        self.fact(f"{key} {' or '.join(role or 'none' for role in roles)}")
        return all(role in wanted for role in roles)

    # -- tests over the power --
    def test(self, key: str, wanted: Any) -> Truth:
        power = self.power
        if key in ("usage", "action"):
            value = str(power.get(key, ""))
            self.fact(f"{key} {value}")
            return value in wanted
        if key == "source":  # a pattern, or {pattern, means}: what a match says, in words
            pattern = wanted if isinstance(wanted, str) else wanted["pattern"]
            means = None if isinstance(wanted, str) else wanted["means"]
            source = str(power.get("source") or "")
            found = re.search(pattern, source, re.IGNORECASE) is not None
            if means:
                self.fact(f"source {source!r} {'is' if found else 'is not'} {means}")
            else:
                said = "matches" if found else "does not match"
                self.fact(f"source {source!r} {said} {pattern!r}")
            return found
        if key == "trigger":
            self.fact("has a trigger" if self.has_trigger else "no trigger")
            return self.has_trigger is bool(wanted)
        if key == "implicit":
            self.fact("implicit trigger" if self.implicit else "printed trigger")
            return self.implicit is bool(wanted)
        return self.trigger_test(key, wanted)

    def holds(self, condition: Condition, depth: int = 0) -> Truth:
        """Three-valued evaluation; ``depth`` bounds nesting (the table is checked acyclic)."""
        if depth > 32:
            return None
        if isinstance(condition, str):
            value = self.holds(self.table.conditions[condition].test, depth + 1)
            if value is None and condition not in self.undecided:
                self.undecided.append(condition)
            return value
        results: list[Truth] = []
        for key, wanted in condition.items():
            if key == "all":
                results.append(_all([self.holds(c, depth + 1) for c in wanted]))
            elif key == "any":
                results.append(_any([self.holds(c, depth + 1) for c in wanted]))
            elif key == "not":
                inner = self.holds(wanted, depth + 1)
                results.append(None if inner is None else not inner)
            else:
                results.append(self.test(key, wanted))
        return _all(results)

    def explain(self, label: str, condition: Condition) -> tuple[Truth, str]:
        """Evaluate ``condition``; the line says its value and the facts it looked at."""
        self.facts = []
        value = self.holds(condition)
        return value, f"{label} {_describe(condition)}: {_yes(value)} ({'; '.join(self.facts)})"


def _describe(condition: Condition) -> str:
    """A condition as a designer reads it: names, ``and``, ``or``, ``not``."""
    if isinstance(condition, str):
        return condition
    parts: list[str] = []
    for key, wanted in condition.items():
        if key in ("all", "any"):
            joined = f" {'and' if key == 'all' else 'or'} ".join(_describe(c) for c in wanted)
            parts.append(f"({joined})" if len(wanted) > 1 and len(condition) > 1 else joined)
        elif key == "not":
            parts.append(f"not {_describe(wanted)}")
        elif isinstance(wanted, list):
            parts.append(f"{key} in [{', '.join(map(str, wanted))}]")
        else:
            parts.append(f"{key} {wanted}")
    return " and ".join(parts)


def _all(values: list[Truth]) -> Truth:
    if any(v is False for v in values):
        return False
    return None if any(v is None for v in values) else True


def _any(values: list[Truth]) -> Truth:
    if any(v is True for v in values):
        return True
    return None if any(v is None for v in values) else False


def _cite(row_or_add: Any) -> str:
    rule = f" ({row_or_add.rule})" if row_or_add.rule else ""
    seed = f' "{row_or_add.seed}"' if row_or_add.seed else ""
    return f"{rule}{seed}"


class _Translator:
    def __init__(self, table: Table, locate: Locate, strict: bool) -> None:
        self.table = table
        self.locate = locate
        self.strict = strict

    def warn(self, out: Translation, code: str, message: str, where: str) -> None:
        diag = diagnostic(code, f"{out.name}: {message}", self.locate(out.index, where))
        if self.strict and diag.severity is Severity.WARNING:
            diag = diagnostic(code, diag.message, diag.span, severity=Severity.ERROR)
        out.diagnostics.append(diag)

    def choose(self, out: Translation, view: _Power, rows: list[Row]) -> Row | None:
        """The first row whose condition holds; None when none does or one is undecided."""
        for row in rows:
            view.undecided = []
            if row.when is None:
                out.explanation.append(f"row {row.id}{_cite(row)}: applies")
                return row
            value, line = view.explain(f"row {row.id}{_cite(row)}: when", row.when)
            out.explanation.append(line)
            if value is True:
                return row
            if value is None:
                rule = f'"{row.seed}"' if row.seed else f"row {row.id!r}"
                self.warn(
                    out,
                    "T002",
                    f"whether {rule} applies depends on the trigger, which could not be "
                    "read; left untranslated",
                    "trigger",
                )
                return None
        self.warn(
            out,
            "T001",
            f"no row of translation table {self.table.name!r} applies to this {out.action!r} power",
            "action",
        )
        return None

    def add(self, out: Translation, view: _Power, row: Row, keywords: set[str] | None) -> list[str]:
        """The row's additions whose condition the power meets, added to ``keywords``, each
        explained in ``out``; returns those left undecided (the trigger was not read)."""
        skipped: list[str] = []
        if keywords is None:
            return skipped
        for addition in row.add:
            added = ", ".join(sorted(addition.keywords))
            if addition.keywords <= keywords:
                out.explanation.append(f"  + {added}{_cite(addition)}: already in the set")
                continue
            view.undecided = []
            value, line = view.explain(f"  + {added}{_cite(addition)}: if", addition.when)
            out.explanation.append(line)
            if value is True:
                keywords |= addition.keywords
            elif value is None:
                skipped.append(f"{added}{_cite(addition)}")
        return skipped

    def power(self, index: int, power: dict[str, Any]) -> Translation:
        action = str(power.get("action", ""))
        out = Translation(index, str(power.get("name", f"power {index + 1}")), action, None)
        out.span = self.locate(index, "name")
        view = _Power(power, self.table)
        rows = self.table.rows_for(action)
        if not rows:
            known = ", ".join(self.table.actions)
            self.warn(
                out,
                "T001",
                f"unknown action type {action!r}; translation table {self.table.name!r} "
                f"names: {known}",
                "action",
            )
            return out
        if view.implicit:
            self.warn(
                out,
                "T005",
                'its trigger is implicit ("Use this power when ..."); it is read as the '
                "trigger, check the result",
                "trigger" if view.trigger is not None else "effect",
            )
        row = self.choose(out, view, rows)
        if row is None:
            return out
        out.row = row.id
        keywords = set(row.keywords) if row.keywords is not None else None
        if keywords is not None:
            out.explanation.append(f"  base: {', '.join(sorted(keywords))}")
        skipped = self.add(out, view, row, keywords)
        for warning in row.warn:
            value: bool | None = True
            if warning.when is not None:
                value, line = view.explain(f"  ! {warning.code}: if", warning.when)
                out.explanation.append(line)
            if value is not False:
                self.warn(out, warning.code, " ".join(warning.message.split()), "action")
        if skipped:
            self.warn(
                out,
                "T002",
                "the trigger could not be read, so whether to add these was not decided: "
                f"{'; '.join(skipped)}",
                "trigger",
            )
        if keywords is None:
            out.explanation.append("  = untranslated")
        else:
            out.keywords = sorted(keywords)
            out.explanation.append(f"  = {', '.join(out.keywords)}")
        return out


def _origin(powers: list[dict[str, Any]]) -> Locate:
    def locate(index: int, _: str) -> Span | None:
        origin = powers[index].get("origin")
        if isinstance(origin, dict):
            return Span(str(origin["file"]), int(origin["line"]), int(origin["column"]))
        return None

    return locate


def translate(
    powers: list[dict[str, Any]],
    table: Table,
    *,
    locate: Locate | None = None,
    strict: bool = False,
) -> list[Translation]:
    """Translate IR powers' old action types into Reaction keyword sets.

    Args:
        powers: IR powers (``to_ir`` output, or dicts with the same keys).
        table: a checked translation table (``translation_table.load_table``).
        locate: maps (power index, field name) to a span for diagnostics; by default the
            power's ``origin``.
        strict: make the table's warnings (what the seed leaves open) errors.

    Returns:
        One translation per power, in order, each with its explanation and diagnostics.
    """
    translator = _Translator(table, locate or _origin(powers), strict)
    return [translator.power(i, power) for i, power in enumerate(powers)]
