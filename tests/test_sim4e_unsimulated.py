"""One place records a 4E op as not simulated, with why (``Engine.unsimulated``): the
effect modules call it rather than each keeping a copy. Made-up powers."""

from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from counterplay.runtime.dnd4e import engine as engine_module
from counterplay.runtime.dnd4e.engine import Engine

_DND4E = Path(engine_module.__file__).parent


def _records_alone(node: ast.FunctionDef) -> bool:
    """Whether a function does nothing but note an op as not simulated (a copy of the
    helper)."""
    body = [
        s for s in node.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
    ]
    if len(body) != 1 or not isinstance(body[0], ast.Expr):
        return False
    call = body[0].value
    said = {k.arg: k.value for k in getattr(call, "keywords", [])}
    status = said.get("status")
    return isinstance(status, ast.Constant) and status.value == "not simulated"


def test_no_module_keeps_its_own_copy_of_the_helper() -> None:
    copies = []
    for path in sorted(_DND4E.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and _records_alone(node):
                copies.append(f"{path.name}:{node.name}")
    assert copies == []


def test_the_helper_notes_the_op_with_why_and_its_text_when_quoted() -> None:
    noted: list[tuple[str, int, dict[str, Any]]] = []
    fake = SimpleNamespace(note=lambda kind, depth, **fields: noted.append((kind, depth, fields)))
    ctx = SimpleNamespace(frame=SimpleNamespace(depth=2))
    op = {"op": "prevent", "text": "it cannot shift"}
    Engine.unsimulated(fake, op, ctx, "how long it lasts")  # type: ignore[arg-type]
    Engine.unsimulated(fake, op, ctx, "how long it lasts", quoted=True)  # type: ignore[arg-type]
    why = "how long it lasts is not simulated"
    assert noted == [
        ("op", 2, {"op": "prevent", "status": "not simulated", "why": why}),
        (
            "op",
            2,
            {"op": "prevent", "text": "it cannot shift", "status": "not simulated", "why": why},
        ),
    ]
    assert list(noted[1][2]) == ["op", "text", "status", "why"]  # (the order as before)
