"""The IR's definitions a ruleset's universal reactions use, copied into the ruleset schema.

A universal reaction is an IR power without a name, so its `trigger`, `effect` and
`reaction` are the IR's. The ruleset schema carries them as its own `ir_*` definitions
instead of a `$ref` to `ir.schema.json`: an editor or a validator offline cannot follow a
reference to another file named by an `https://` id. ``python -m
counterplay.compiler.schemas.embed`` writes them again after the IR schema changes (a test
fails while they differ).
"""

from __future__ import annotations

import json
from typing import Any

from counterplay.compiler.schemas import schema, schema_path

PREFIX = "ir_"


def _refs(node: Any) -> set[str]:
    """The names of the local definitions ``node`` refers to."""
    if isinstance(node, dict):
        found = {v.removeprefix("#/$defs/") for k, v in node.items() if k == "$ref"}
        return found.union(*(_refs(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(*(_refs(v) for v in node))
    return set()


def _renamed(node: Any) -> Any:
    """``node`` with its references pointing at the ``ir_`` copies."""
    if isinstance(node, dict):
        return {
            k: (v.replace("#/$defs/", f"#/$defs/{PREFIX}") if k == "$ref" else _renamed(v))
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_renamed(v) for v in node]
    return node


def ir_definitions() -> dict[str, Any]:
    """The IR definitions of a trigger, an effect and a Reaction keyword list, with every
    definition they use, named ``ir_<name>``."""
    ir = schema("power")
    defs = {**ir["$defs"], "reaction": ir["$defs"]["power"]["properties"]["reaction"]}
    needed, todo = set(), ["trigger", "effect", "reaction"]
    while todo:
        name = todo.pop()
        if name not in needed:
            needed.add(name)
            todo.extend(_refs(defs[name]))
    return {f"{PREFIX}{name}": _renamed(defs[name]) for name in sorted(needed)}


def embedded() -> str:
    """The ruleset schema's text with the IR's definitions as they are now."""
    ruleset = schema("ruleset")
    own = {k: v for k, v in ruleset["$defs"].items() if not k.startswith(PREFIX)}
    data = {**ruleset, "$defs": {**own, **ir_definitions()}}
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def main() -> None:
    """Write the ruleset schema with the IR's definitions as they are now."""
    schema_path("ruleset").write_text(embedded(), encoding="utf-8")


if __name__ == "__main__":
    main()
