"""Which data a shipped schema surely accepts: a quick yes before jsonschema's full check.

``validate`` asks jsonschema for every error of a document, with where and why; most
documents have none, and finding that out through jsonschema's keyword-by-keyword descent
was a sixth of linting a tree. :func:`acceptor` turns a schema (its local references
already inlined) into one Python closure per keyword, built once per process, which answers
whether the data is surely valid. Only a yes is trusted: every doubt is a no ("ask
jsonschema"), so that a document this module accepts is one jsonschema accepts, and a
document with problems still gets jsonschema's own diagnostics. A schema with a keyword
not listed here gets no acceptor at all (every document then goes to jsonschema).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Check = Callable[[Any], bool]

# Keywords that only describe: they never make data invalid.
_NOTES = frozenset(
    {"$schema", "$id", "$comment", "title", "description", "default", "examples", "deprecated"}
)
# The core kinds a value is of, as JSON Schema names them (bool is not a number there).
_KINDS: dict[str, Check] = {
    "object": lambda x: isinstance(x, dict),
    "array": lambda x: isinstance(x, list),
    "string": lambda x: isinstance(x, str),
    "boolean": lambda x: isinstance(x, bool),
    "null": lambda x: x is None,
    "integer": lambda x: (
        (isinstance(x, int) and not isinstance(x, bool))
        or (isinstance(x, float) and x.is_integer())
    ),  # 2.0 is an integer to JSON Schema
    "number": lambda x: isinstance(x, (int, float)) and not isinstance(x, bool),
}
_SCALARS = (str, int, float, bool, type(None))


class _Unknown(Exception):
    """The schema uses a keyword this module does not check."""


def acceptor(schema: Any) -> Check | None:
    """A function telling whether data is surely valid against ``schema`` (a JSON Schema
    without ``$ref``); None when the schema uses a keyword it does not know."""
    try:
        return _compiled(schema)
    except _Unknown:
        return None


def _compiled(schema: Any) -> Check:
    if schema is True or schema == {}:
        return lambda _: True
    if not isinstance(schema, dict):  # False, or not a schema at all
        return lambda _: False
    checks: list[Check] = []
    if any(k in schema for k in ("properties", "patternProperties", "additionalProperties")):
        checks.append(_object(schema))
    for keyword, value in schema.items():
        if keyword in _NOTES or keyword in _OBJECT_PARTS:
            continue
        build = _KEYWORDS.get(keyword)
        if build is None:
            raise _Unknown(keyword)
        checks.append(build(value, schema))
    if len(checks) == 1:
        return checks[0]

    if len(checks) == 2:  # most schemas: a type and one more; no generator for them
        first, second = checks
        return lambda x: first(x) and second(x)
    return lambda x: all(check(x) for check in checks)


def _type(value: Any, _: dict[str, Any]) -> Check:
    kinds = [_KINDS[k] for k in ([value] if isinstance(value, str) else value)]
    if len(kinds) == 1:
        return kinds[0]
    return lambda x: any(kind(x) for kind in kinds)


def _same(x: Any, value: Any) -> bool:
    """``x`` surely equals ``value`` as JSON Schema compares (scalars of one Python type only:
    1 and 1.0 are equal there, True and 1 are not; doubt says no)."""
    return type(x) is type(value) and isinstance(x, _SCALARS) and x == value


def _const(value: Any, _: dict[str, Any]) -> Check:
    return lambda x: _same(x, value)


def _enum(values: list[Any], _: dict[str, Any]) -> Check:
    if all(isinstance(v, str) for v in values):
        allowed = frozenset(values)
        return lambda x: isinstance(x, str) and x in allowed
    return lambda x: any(_same(x, v) for v in values)


_OBJECT_PARTS = frozenset({"properties", "patternProperties", "additionalProperties"})


def _object(schema: dict[str, Any]) -> Check:
    """``properties``, ``patternProperties`` and ``additionalProperties`` together: which
    keys are additional depends on the other two."""
    named = {k: _compiled(v) for k, v in schema.get("properties", {}).items()}
    patterns = [
        (re.compile(p), _compiled(v)) for p, v in schema.get("patternProperties", {}).items()
    ]
    other = _compiled(schema.get("additionalProperties", True))

    def check(x: Any) -> bool:
        if not isinstance(x, dict):
            return True
        for key, value in x.items():
            known = named.get(key)
            if known is not None and not patterns:  # the usual case, quickly
                if not known(value):
                    return False
                continue
            if not isinstance(key, str):
                return False
            matched = [c for p, c in patterns if p.search(key)]
            if known is None and not matched:
                if not other(value):
                    return False
            elif (known is not None and not known(value)) or not all(c(value) for c in matched):
                return False
        return True

    return check


def _required(names: list[str], _: dict[str, Any]) -> Check:
    return lambda x: not isinstance(x, dict) or all(n in x for n in names)


def _items(value: Any, schema: dict[str, Any]) -> Check:
    each, skip = _compiled(value), len(schema.get("prefixItems", []))
    return lambda x: not isinstance(x, list) or all(each(i) for i in x[skip:])


def _prefix_items(values: list[Any], _: dict[str, Any]) -> Check:
    checks = [_compiled(v) for v in values]
    return lambda x: not isinstance(x, list) or all(c(i) for c, i in zip(checks, x, strict=False))


def _unique(value: bool, _: dict[str, Any]) -> Check:
    def check(x: Any) -> bool:
        if not value or not isinstance(x, list):
            return True
        # strings only (other values compare by JSON Schema's rules: jsonschema's)
        return all(isinstance(i, str) for i in x) and len(set(x)) == len(x)

    return check


def _bound(kind: str, test: Callable[[Any, Any], bool]) -> Callable[[Any, dict[str, Any]], Check]:
    """A bound on a size (of a string, list or object) or on a number."""
    applies = _KINDS[kind]
    size = kind in ("string", "array", "object")

    def build(limit: Any, _: dict[str, Any]) -> Check:
        if size:
            return lambda x: not applies(x) or test(len(x), limit)
        return lambda x: not applies(x) or test(x, limit)

    return build


def _pattern(value: str, _: dict[str, Any]) -> Check:
    found = re.compile(value).search
    return lambda x: not isinstance(x, str) or found(x) is not None


def _property_names(value: Any, _: dict[str, Any]) -> Check:
    check = _compiled(value)
    return lambda x: not isinstance(x, dict) or all(check(k) for k in x)


def _all_of(values: list[Any], _: dict[str, Any]) -> Check:
    checks = [_compiled(v) for v in values]
    return lambda x: all(c(x) for c in checks)


def _any_of(values: list[Any], _: dict[str, Any]) -> Check:
    checks = [_compiled(v) for v in values]
    return lambda x: any(c(x) for c in checks)


def _one_of(values: list[Any], _: dict[str, Any]) -> Check:
    # exactly one: a no from an acceptor is only a doubt, so the others must surely fail,
    # which this module cannot tell; the one that accepts must be the only one that could
    checks = [_compiled(v) for v in values]
    refusals = [_refuser(v) for v in values]
    return lambda x: any(
        c(x) and all(r(x) for j, r in enumerate(refusals) if j != i) for i, c in enumerate(checks)
    )


def _not(value: Any, _: dict[str, Any]) -> Check:
    return _refuser(value)


def _refuser(schema: Any) -> Check:
    """A function telling whether data is surely invalid against ``schema``: for ``not``
    and ``oneOf``. Only simple refusals are known (a wrong type, a missing key, a value
    outside an enum or const, a property present and so refused); anything else is a doubt
    (no)."""
    if not isinstance(schema, dict):
        return lambda _: schema is False
    tests: list[Check] = []
    if "type" in schema:
        fits = _type(schema["type"], schema)
        tests.append(lambda x: not fits(x))
    if "required" in schema:
        names = schema["required"]
        tests.append(lambda x: isinstance(x, dict) and not all(n in x for n in names))
    if "const" in schema or "enum" in schema:
        values = schema["enum"] if "enum" in schema else [schema["const"]]
        tests.append(lambda x: all(_differs(x, v) for v in values))
    if isinstance(schema.get("properties"), dict):  # a property present and surely refused
        refused = {k: _refuser(v) for k, v in schema["properties"].items()}
        tests.append(
            lambda x: isinstance(x, dict) and any(k in x and r(x[k]) for k, r in refused.items())
        )
    return lambda x: any(test(x) for test in tests)


def _differs(x: Any, value: Any) -> bool:
    """``x`` surely unequal to the scalar ``value`` to JSON Schema: a list or mapping, a value
    of another kind, or unequal (1 and 1.0 are equal there, True and 1 are not)."""
    if not isinstance(value, _SCALARS):
        return False  # a list or mapping in an enum: jsonschema compares
    if not isinstance(x, _SCALARS):
        return True
    kinds = [k for k, test in _KINDS.items() if k not in ("integer", "number") and test(x)]
    others = [k for k, test in _KINDS.items() if k not in ("integer", "number") and test(value)]
    if not kinds and not others:  # both numbers
        return bool(x != value)
    return kinds != others or x != value


def _if(value: Any, schema: dict[str, Any]) -> Check:
    # with "then" or "else": the branch taken depends on whether "if" holds, which an
    # acceptor only knows one way; both branches must then accept (or the "if" surely fail)
    holds, fails = _compiled(value), _refuser(value)
    then, otherwise = _compiled(schema.get("then", True)), _compiled(schema.get("else", True))
    return lambda x: (
        (holds(x) and then(x)) or (fails(x) and otherwise(x)) or (then(x) and otherwise(x))
    )


def _branch(_: Any, __: dict[str, Any]) -> Check:
    return lambda _: True  # "then" and "else" are checked with their "if"


_KEYWORDS: dict[str, Callable[[Any, dict[str, Any]], Check]] = {
    "type": _type,
    "const": _const,
    "enum": _enum,
    "required": _required,
    "items": _items,
    "prefixItems": _prefix_items,
    "uniqueItems": _unique,
    "minLength": _bound("string", lambda n, m: n >= m),
    "maxLength": _bound("string", lambda n, m: n <= m),
    "minItems": _bound("array", lambda n, m: n >= m),
    "maxItems": _bound("array", lambda n, m: n <= m),
    "minProperties": _bound("object", lambda n, m: n >= m),
    "maxProperties": _bound("object", lambda n, m: n <= m),
    "minimum": _bound("number", lambda n, m: n >= m),
    "maximum": _bound("number", lambda n, m: n <= m),
    "exclusiveMinimum": _bound("number", lambda n, m: n > m),
    "exclusiveMaximum": _bound("number", lambda n, m: n < m),
    "pattern": _pattern,
    "propertyNames": _property_names,
    "allOf": _all_of,
    "anyOf": _any_of,
    "oneOf": _one_of,
    "not": _not,
    "if": _if,
    "then": _branch,
    "else": _branch,
}
