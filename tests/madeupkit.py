"""The made-up batteries' check (tests/test_altered_made_up.py, tests/test_effect_made_up.py):
whether a reading holds what its fixture says, written before the line was read; and a
reading without the words it was read from, to compare two languages' readings."""

from __future__ import annotations

from typing import Any


def holds(expected: Any, actual: Any) -> bool:
    """Whether ``actual`` holds ``expected``: every key given with that value (recursively);
    lists of the same length, item by item."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            key in actual and holds(value, actual[key]) for key, value in expected.items()
        )
    if isinstance(expected, list):
        return (
            isinstance(actual, list)
            and len(actual) == len(expected)
            and all(holds(e, a) for e, a in zip(expected, actual, strict=True))
        )
    return bool(expected == actual)


def untexted(value: Any) -> Any:
    """The IR without the words it was read from (a line's two languages' texts differ)."""
    if isinstance(value, dict):
        return {k: untexted(v) for k, v in value.items() if k != "text"}
    if isinstance(value, list):
        return [untexted(v) for v in value]
    return value
