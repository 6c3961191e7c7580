"""The rows of ``python -m bench``: a figure, its baseline, its targets, and the Markdown table.

Kept free of measuring so that the met / not met logic is tested on made-up figures
(tests/test_bench.py).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

Quantity = Literal["value", "difference", "ratio"]
OPS: dict[str, Callable[[float, float], bool]] = {
    "<=": operator.le,
    "<": operator.lt,
    ">=": operator.ge,
}
BEGIN = "<!-- bench:begin (written by `python -m bench`; edits below are replaced) -->"
END = "<!-- bench:end -->"
COLUMNS = ("figure", "measured", "baseline (same run)", "ratio or difference", "target", "result")


@dataclass(frozen=True)
class Target:
    """One condition on a row: its value, its difference from the baseline (value minus
    baseline) or its ratio to the baseline (value / baseline), compared with ``limit``."""

    quantity: Quantity
    op: Literal["<=", "<", ">="]
    limit: float

    def met(self, value: float, baseline: float | None) -> bool:
        if self.quantity == "value":
            return OPS[self.op](value, self.limit)
        if baseline is None:
            raise ValueError("a target on the baseline needs a baseline")
        if self.quantity == "difference":
            return OPS[self.op](value - baseline, self.limit)
        return OPS[self.op](value / baseline, self.limit)


@dataclass
class Row:
    """One figure. ``problem`` (failed, skipped) replaces the verdict; ``baseline_problem``
    (e.g. check-jsonschema not installed) does so only when a target needs the baseline."""

    figure: str
    unit: str  # "s", "MB", "events/s"
    target_text: str = "—"
    targets: tuple[Target, ...] = ()
    value: float | None = None
    detail: str = ""  # shown after the value, e.g. "(1,234 powers/s)"
    baseline: float | None = None
    baseline_label: str = "—"
    baseline_problem: str | None = None
    problem: str | None = None
    compare: Quantity | None = None  # the comparison shown; by default the first target's
    notes: list[str] = field(default_factory=list)

    def result(self) -> str:
        """``met``, ``not met``, or why there is no verdict."""
        if self.problem:
            return self.problem
        if self.value is None:
            return "—"
        needs_baseline = any(t.quantity != "value" for t in self.targets)
        if needs_baseline and self.baseline is None:
            return self.baseline_problem or "no baseline"
        if not self.targets:
            return "extra (no target)"
        met = all(t.met(self.value, self.baseline) for t in self.targets)
        return "met" if met else "not met"

    def comparison(self) -> str:
        if self.value is None or self.baseline is None:
            return "—"
        compare = self.compare or (self.targets[0].quantity if self.targets else "ratio")
        if compare == "difference":
            difference = self.value - self.baseline
            sign = "+" if difference >= 0 else "−"
            return sign + amount(abs(difference), self.unit)
        if self.baseline == 0:
            return "—"
        ratio = self.value / self.baseline
        return f"{ratio:,.0f}×" if ratio >= 100 else f"{ratio:.3g}×"

    def cells(self) -> tuple[str, ...]:
        measured = "—" if self.value is None else amount(self.value, self.unit)
        if self.detail and self.value is not None:
            measured += f" {self.detail}"
        if self.baseline is not None:
            baseline = f"{amount(self.baseline, self.unit)} ({self.baseline_label})"
        elif self.baseline_label != "—":
            baseline = f"{self.baseline_label}: {self.baseline_problem or 'not measured'}"
        else:
            baseline = "—"
        cells = (self.figure, measured, baseline, self.comparison(), self.target_text)
        return (*cells, self.result())


def amount(value: float, unit: str) -> str:
    """A value in its unit, readably: seconds under one as milliseconds."""
    if unit == "s":
        return f"{value * 1000:.0f} ms" if value < 1 else f"{value:,.2f} s"
    if unit == "MB":
        return f"{value:,.0f} MB"
    return f"{value:,.0f} {unit}"


def _cell(text: str) -> str:
    return re.sub(r"\s+", " ", text).replace("|", "\\|").strip()


def render(rows: Sequence[Row], header: Sequence[str] = ()) -> str:
    """The Markdown of a run: header lines (machine, versions), the table, the rows' notes."""
    lines = [*header, ""] if header else []
    lines.append("| " + " | ".join(COLUMNS) + " |")
    lines.append("|" + "---|" * len(COLUMNS))
    lines += ["| " + " | ".join(_cell(c) for c in row.cells()) + " |" for row in rows]
    notes = [f"- {row.figure}: {note}" for row in rows for note in row.notes]
    if notes:
        lines += ["", "Notes:", "", *notes]
    return "\n".join(lines) + "\n"


def rewrite_section(readme: Path, section: str) -> None:
    """Put ``section`` between the markers of ``readme`` (added at its end when absent),
    keeping everything outside them."""
    text = readme.read_text(encoding="utf-8") if readme.exists() else ""
    block = f"{BEGIN}\n\n{section.strip()}\n\n{END}"
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        text = head + block + tail
    else:
        text = text.rstrip("\n") + ("\n\n" if text else "") + block + "\n"
    readme.write_text(text, encoding="utf-8")
