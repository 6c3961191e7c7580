"""The made-up batteries' check (tests/test_altered_made_up.py, tests/test_effect_made_up.py):
whether a reading holds what its fixture says, written before the line was read."""

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
