"""The trigger phrase tests' readers: a sentence's IR (read with no diagnostic), and the P001
message of a sentence the grammar must refuse.
"""

from __future__ import annotations

from typing import Any

from counterplay.compiler.to_ir import trigger
from counterplay.diagnostics import Severity, Span


def ir(text: str, names: tuple[str, ...] = (), powers: tuple[str, ...] = ()) -> dict[str, Any]:
    out, found = trigger(text, None, names, powers)
    assert not found, [d.message for d in found]
    out.pop("text")
    return out


def unread(text: str, names: tuple[str, ...] = ()) -> str:
    """The P001 message for a trigger the grammar must refuse."""
    out, found = trigger(text, Span("f.yaml", 3, 14), names)
    assert out == {"event": "unparsed", "text": text}
    assert [d.code for d in found] == ["P001"]
    assert found[0].severity is Severity.WARNING
    return found[0].message
