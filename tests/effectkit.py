"""The effect tests' two readers: a sentence's ops (every clause read), and whether any
clause of it is refused."""

from __future__ import annotations

from typing import Any

from counterplay.compiler.to_ir import effect_clauses


def ops(text: str) -> list[dict[str, Any]]:
    found = [op for _, clause_ops, _ in effect_clauses(text) for op in clause_ops]
    assert all(op["op"] != "unparsed" for op in found), found
    return [{k: v for k, v in op.items() if k != "text"} for op in found]


def refused(text: str) -> bool:
    return any(op["op"] == "unparsed" for _, found, _ in effect_clauses(text) for op in found)
