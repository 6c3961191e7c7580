"""The YAML 1.2 core schema's plain scalars: which kind a plain (unquoted) text is read as.

One table for both directions: ``compiler.load`` reads a plain scalar's kind from it, and
``files.yaml_text`` quotes any string that this table would read as something else, so what
counterplay writes reads back unchanged.
"""

from __future__ import annotations

import re

# The YAML 1.2 core schema (spec 10.3.2), which decides a plain scalar's kind by its text
# alone. Our own table, not ruamel's resolver: that one keeps YAML 1.1 forms (1_000, 0b1, a
# plain '=' or '<<') that would silently turn text into numbers or refuse it. First match wins.
CORE_SCHEMA = re.compile(
    "|".join(
        f"(?P<{kind}>{pattern})"
        for kind, pattern in (
            ("null", r"null|Null|NULL|~|"),
            ("bool", r"true|True|TRUE|false|False|FALSE"),
            ("int", r"[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+"),
            (
                "float",
                r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)",
            ),
        )
    )
)


def plain_kind(text: str) -> str:
    """The core-schema kind of a plain scalar: null, bool, int, float or str."""
    match = CORE_SCHEMA.fullmatch(text)
    return (match and match.lastgroup) or "str"
