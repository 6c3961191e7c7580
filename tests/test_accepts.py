"""``compiler.accepts``: the quick yes ``validate`` trusts before jsonschema.

What it accepts, jsonschema must accept (else a document's problems would go unreported): on
every shipped schema, for the project's own files of its kind and for random changes of them
(hypothesis), and keyword by keyword on the cases where JSON Schema's rules are not Python's.
It must also say yes to the valid files themselves, or it would save no time.
"""

from __future__ import annotations

import copy
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.compiler.accepts import acceptor
from counterplay.compiler.load import load
from counterplay.compiler.pipeline import compile_file
from counterplay.compiler.schemas import SCHEMAS
from counterplay.compiler.validate import _acceptor, _validator, validate

ROOT = Path(__file__).resolve().parent.parent


@cache
def samples() -> dict[str, list[Any]]:
    """Each schema's valid data among the project's YAML files (and the IR of the
    authoring ones, for the power schema)."""
    found: dict[str, list[Any]] = {name: [] for name in SCHEMAS}
    paths = [
        *(ROOT / "counterplay").rglob("*.yaml"),
        *(ROOT / "tests" / "fixtures").rglob("*.yaml"),
    ]
    for path in sorted(paths):
        document, _ = load(path)
        if document is None:
            continue
        for name in SCHEMAS:
            if _validator(name).is_valid(document.data):
                found[name].append(document.data)
        if _validator("authoring").is_valid(document.data):
            result = compile_file(document)
            if result.ir is not None:
                found["power"].append(result.ir)
    return found


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_every_shipped_schema_has_an_acceptor_that_accepts_its_valid_files(name: str) -> None:
    accepts = _acceptor(name)
    assert accepts is not None, f"{name}: a keyword compiler.accepts does not know"
    valid = samples()[name]
    assert valid, f"no valid {name} data in the project to check with"
    accepted = sum(accepts(data) for data in valid)
    # the quick path is only worth having if it says yes to the usual documents (rulesets
    # are validated one at a time, not by the thousand: their doubts cost nothing)
    assert accepted == len(valid) or name == "ruleset", (name, accepted, len(valid))


def _paths(data: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``data``."""
    out = [at]
    if isinstance(data, dict):
        for key, value in data.items():
            out.extend(_paths(value, (*at, key)))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            out.extend(_paths(value, (*at, index)))
    return out


_ODD = [None, True, False, 0, 1, -1, 2.0, 2.5, 101, "", "x", "reaction", "at-will", [], {}, ["x"]]


def _changed(data: Any, path: tuple[Any, ...], how: int, value: Any) -> Any:
    """``data`` with one change at ``path``: the value replaced, its key renamed, it removed,
    or (in a list) repeated."""
    data = copy.deepcopy(data)
    if not path:
        return value
    *up, last = path
    parent = data
    for step in up:
        parent = parent[step]
    if how == 0:
        parent[last] = value
    elif how == 1 and isinstance(parent, dict):
        parent[f"{last}x"] = parent.pop(last)
    elif how == 2:
        del parent[last]
    elif isinstance(parent, list):
        parent.append(copy.deepcopy(parent[last]))
    return data


@settings(max_examples=600, deadline=None)
@given(
    name=st.sampled_from(sorted(SCHEMAS)),
    pick=st.integers(min_value=0),
    where=st.integers(min_value=0),
    how=st.integers(min_value=0, max_value=3),
    value=st.sampled_from(_ODD),
)
def test_what_it_accepts_jsonschema_accepts(
    name: str, pick: int, where: int, how: int, value: Any
) -> None:
    valid = samples()[name]
    data = valid[pick % len(valid)]
    places = _paths(data)
    changed = _changed(data, places[where % len(places)], how, value)
    accepts = _acceptor(name)
    assert accepts is not None
    if accepts(changed):
        assert _validator(name).is_valid(changed), (name, places[where % len(places)], how, value)
        assert validate(changed, name) == []


# (schema, data, accepted): where JSON Schema's rules differ from Python's, a doubt is a no
CASES = [
    ({"type": "integer"}, 2.0, True),  # a whole float is an integer
    ({"type": "integer"}, True, False),  # a bool is not
    ({"type": "number"}, False, False),
    ({"enum": [1, 2]}, True, False),  # True is not 1
    ({"enum": ["a", "b"]}, "a", True),
    ({"enum": ["a", "b"]}, "c", False),
    ({"const": 1}, 1.0, False),  # equal to JSON Schema, but doubted: jsonschema says yes
    ({"const": False}, 0, False),
    ({"uniqueItems": True}, ["a", "b"], True),
    ({"uniqueItems": True}, ["a", "a"], False),
    ({"uniqueItems": True}, [1, True], False),  # doubted: jsonschema tells
    ({"minLength": 2}, "ab", True),
    ({"minLength": 2}, "a", False),
    ({"minLength": 2}, 5, True),  # a bound on strings says nothing of a number
    ({"maximum": 3}, 3, True),
    ({"exclusiveMinimum": 3}, 3, False),
    ({"pattern": "b"}, "abc", True),  # searched, not matched whole
    ({"oneOf": [{"type": "string"}, {"minLength": 1}]}, "a", False),  # both hold
    ({"oneOf": [{"type": "string"}, {"type": "integer"}]}, "a", True),
    ({"not": {"required": ["a"]}}, {"b": 1}, True),
    ({"not": {"required": ["a"]}}, {"a": 1}, False),
    ({"if": {"required": ["a"]}, "then": {"required": ["b"]}}, {"a": 1}, False),
    ({"if": {"required": ["a"]}, "then": {"required": ["b"]}}, {"c": 1}, True),
    ({"if": {"required": ["a"]}, "else": {"required": ["b"]}}, {"c": 1}, False),
    # an "if" on a property's value: surely not taken when the property is there and refused
    ({"if": {"properties": {"a": {"const": 1}}}, "then": {"required": ["b"]}}, {"a": 2}, True),
    ({"if": {"properties": {"a": {"const": 1}}}, "then": {"required": ["b"]}}, {"a": 1}, False),
    ({"if": {"properties": {"a": {"const": 1}}}, "then": {"required": ["b"]}}, {"c": 1}, False),
    ({"not": {"properties": {"a": {"type": "string"}}}}, {"a": 3}, True),
    ({"not": {"properties": {"a": {"type": "string"}}}}, {"a": "s"}, False),
    (
        {
            "properties": {"a": {"type": "string"}},
            "patternProperties": {"^x": {"type": "integer"}},
            "additionalProperties": False,
        },
        {"a": "s", "x1": 3},
        True,
    ),
    (
        {"patternProperties": {"^x": {"type": "integer"}}, "additionalProperties": False},
        {"x1": "s"},
        False,
    ),
    ({"properties": {"a": {}}, "additionalProperties": False}, {"b": 1}, False),
    ({"prefixItems": [{"type": "string"}], "items": {"type": "integer"}}, ["a", 1, 2], True),
    ({"prefixItems": [{"type": "string"}], "items": {"type": "integer"}}, ["a", 1, "b"], False),
    ({"propertyNames": {"pattern": "^[a-z]+$"}}, {"ab": 1, "C": 2}, False),
    ({"anyOf": [{"required": ["a"]}, {"required": ["b"]}]}, {"b": 1}, True),
    ({"anyOf": [{"required": ["a"]}, {"required": ["b"]}]}, {"c": 1}, False),
]


@pytest.mark.parametrize(("schema", "data", "accepted"), CASES)
def test_keywords_as_json_schema_reads_them(
    schema: dict[str, Any], data: Any, accepted: bool
) -> None:
    from jsonschema import Draft202012Validator

    accepts = acceptor(schema)
    assert accepts is not None
    assert accepts(data) is accepted
    if accepted:
        assert Draft202012Validator(schema).is_valid(data)


def test_a_schema_with_an_unknown_keyword_gets_no_acceptor() -> None:
    assert acceptor({"type": "object", "properties": {"a": {"format": "date"}}}) is None
    assert acceptor({"$ref": "#/$defs/a"}) is None
