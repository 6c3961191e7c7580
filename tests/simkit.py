"""Helpers for runtime tests: run a scenario written inline and query its trace."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from counterplay.compiler.scenario import load_scenario
from counterplay.diagnostics import Diagnostic, Severity
from counterplay.runtime.dnd4e.engine import Result, simulate


@dataclass
class Run:
    result: Result | None
    diagnostics: list[Diagnostic]

    @property
    def trace(self) -> list[dict[str, Any]]:
        assert self.result is not None, [str(d.message) for d in self.diagnostics]
        return self.result.trace

    def entries(self, kind: str) -> list[dict[str, Any]]:
        return [e for e in self.trace if e["kind"] == kind]

    def fired(self) -> list[tuple[str, str]]:
        """(owner, reaction) for every reaction that resolved, in order."""
        return [(e["owner"], e["reaction"]) for e in self.entries("fires")]

    def refused(self, reaction: str) -> list[str]:
        """Why a reaction whose trigger matched did not fire, each time."""
        return [
            e["why"]
            for e in self.entries("candidate")
            if e["reaction"] == reaction and e["matched"] and not e["fires"]
        ]

    def refused_by(self, reaction: str) -> list[dict[str, str] | None]:
        """The ruleset entry that refused a reaction whose trigger matched, each time."""
        return [
            e.get("refused_by")
            for e in self.entries("candidate")
            if e["reaction"] == reaction and e["matched"] and not e["fires"]
        ]

    def codes(self) -> list[str]:
        """Codes of the errors and warnings found (info diagnostics left out)."""
        found = list(self.diagnostics)
        if self.result is not None:
            found += self.result.diagnostics
        return [d.code for d in found if d.severity is not Severity.INFO]

    def final(self, name: str) -> dict[str, Any]:
        assert self.result is not None
        return next(c for c in self.result.combatants if c["name"] == name)

    def index(self, kind: str, **match: Any) -> int:
        """The position in the trace of the first entry of ``kind`` with these fields."""
        for e in self.trace:
            if e["kind"] == kind and all(e.get(k) == v for k, v in match.items()):
                return int(e["seq"])
        raise AssertionError(f"no {kind} entry with {match}")


def run(tmp_path: Path, text: str, seed: int = 0, name: str = "scenario.yaml") -> Run:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    encounter, found = load_scenario(path)
    if encounter is None:
        return Run(None, found)
    return Run(simulate(encounter, seed), found)
