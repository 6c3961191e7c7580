"""Stage ``json_source``: read JSON text (a Foundry VTT export) into plain data, with the
line and column of the keys of its outer levels.

Python's ``json`` module tells no positions, and looking a key up in the text again for
each diagnostic costs the file's length each time (quadratic in a file of many powers).
Here the outer levels (:data:`KEYED_DEPTH`: a list of actors, an actor, its items, an
item, its ``system``) are walked once, recording where each key starts; every value below
them is read by ``json``'s own decoder in one call. Lines are found by bisection in a table
of line starts built once. Whatever the text holds, the result is data or a C011
diagnostic with a position: invalid JSON, integers past 2**63 (refused before they are
converted: Python will not print one of more than 4,300 digits), lone surrogate escapes
(``"\\ud800"``: no UTF-8 text can hold one), nesting too deep for the decoder.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from counterplay.compiler.load import JsonPath
from counterplay.diagnostics import Diagnostic, Lines, Span, diagnostic

KEYED_DEPTH = 6
MAX_INT = 2**63 - 1
_WHITESPACE = re.compile(r"[ \t\n\r]*")
# A \uD800-\uDFFF escape that is no half of a pair: a high one without a low one after it,
# or a low one without a high one before it (an escaped backslash before it is no escape).
_LONE_SURROGATE = re.compile(
    r"(?<!\\)(?:\\\\)*(\\u[dD][89abAB][0-9a-fA-F]{2})(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})(?<!\\)(?:\\\\)*(\\u[dD][c-fC-F][0-9a-fA-F]{2})"
)
_SURROGATE = re.compile("[\ud800-\udfff]")


# A value's kind, as JSON names it (for messages: "'name' is a number").
_KINDS: dict[type, str] = {
    str: "a string",
    int: "a number",
    float: "a number",
    bool: "true or false",
    list: "a list",
    dict: "an object",
    type(None): "null",
}


def json_kind(value: Any) -> str:
    """What ``value``, read from JSON, is, in JSON's words (``a string``, ``null``)."""
    return _KINDS.get(type(value), type(value).__name__)


@dataclass
class JsonDocument:
    """Loaded JSON: the data, and the offset of each key of its outer levels by path
    (``(0, "system", "useType")``) and of each of their objects and lists."""

    path: str
    text: str
    data: Any
    offsets: dict[JsonPath, int] = field(default_factory=dict)

    @cached_property
    def lines(self) -> Lines:
        return Lines(self.text)

    def span(self, path: JsonPath) -> Span:
        """The span of the key ``path`` ends in, or of its nearest ancestor that has one."""
        for end in range(len(path), -1, -1):
            at = self.offsets.get(path[:end])
            if at is not None:
                return self.span_at(at)
        return Span(self.path, 1, 1)

    def span_at(self, offset: int) -> Span:
        """The span of the character at ``offset`` (lines broken as the caret shows them)."""
        return Span(self.path, *self.lines.position(offset))


class _TooLarge(ValueError):
    def __init__(self, digits: str) -> None:
        super().__init__(digits)
        self.digits = digits


def _integer(digits: str) -> int:
    """A JSON integer, refused past :data:`MAX_INT` by its length before it is converted."""
    if len(digits.lstrip("-").lstrip("0")) > 19 or abs(int(digits)) > MAX_INT:
        raise _TooLarge(digits)
    return int(digits)


class _Walker:
    """Reads the outer levels value by value, recording offsets; ``json`` reads the rest."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.decoder = json.JSONDecoder(parse_int=_integer)
        self.offsets: dict[JsonPath, int] = {}

    def skip(self, at: int) -> int:
        found = _WHITESPACE.match(self.text, at)
        return found.end() if found else at

    def expect(self, at: int, what: str, message: str) -> None:
        if self.text[at : at + 1] != what:
            raise json.JSONDecodeError(message, self.text, at)

    def value(self, at: int, path: JsonPath) -> tuple[Any, int]:
        at = self.skip(at)
        opening = self.text[at : at + 1]
        if len(path) >= KEYED_DEPTH or opening not in ("{", "["):
            return self.decoder.raw_decode(self.text, at)
        self.offsets.setdefault(path, at)
        if opening == "[":
            return self.items(at + 1, path)
        return self.members(at + 1, path)

    def items(self, at: int, path: JsonPath) -> tuple[list[Any], int]:
        out: list[Any] = []
        at = self.skip(at)
        if self.text[at : at + 1] == "]":
            return out, at + 1
        while True:
            self.offsets[(*path, len(out))] = self.skip(at)
            item, at = self.value(at, (*path, len(out)))
            out.append(item)
            at = self.skip(at)
            if self.text[at : at + 1] == "]":
                return out, at + 1
            self.expect(at, ",", "Expecting ',' delimiter")
            at += 1

    def members(self, at: int, path: JsonPath) -> tuple[dict[str, Any], int]:
        out: dict[str, Any] = {}
        at = self.skip(at)
        if self.text[at : at + 1] == "}":
            return out, at + 1
        while True:
            at = self.skip(at)
            self.expect(at, '"', "Expecting property name enclosed in double quotes")
            key, after = json.decoder.scanstring(self.text, at + 1)  # type: ignore[attr-defined]
            self.offsets[(*path, key)] = at
            at = self.skip(after)
            self.expect(at, ":", "Expecting ':' delimiter")
            out[key], at = self.value(at + 1, (*path, key))
            at = self.skip(at)
            if self.text[at : at + 1] == "}":
                return out, at + 1
            self.expect(at, ",", "Expecting ',' delimiter")
            at += 1


def load_json(text: str, name: str) -> tuple[JsonDocument | None, list[Diagnostic]]:
    """Read the JSON ``text`` of the file ``name``.

    Returns:
        The document (None when the text is not usable JSON) and a C011 diagnostic with
        its position when it is not.
    """
    document = JsonDocument(name, text, None)
    walker = _Walker(text)

    def refused(message: str, offset: int) -> tuple[None, list[Diagnostic]]:
        return None, [diagnostic("C011", f"not valid JSON: {message}", document.span_at(offset))]

    try:
        data, end = walker.value(0, ())
        end = walker.skip(end)
        if end != len(text):
            raise json.JSONDecodeError("Extra data", text, end)
    except json.JSONDecodeError as exc:
        return refused(exc.msg, exc.pos)
    except _TooLarge as exc:
        at = max(text.find(exc.digits), 0)
        return refused(f"the integer {_short(exc.digits)} is too large (the limit is 2^63 - 1)", at)
    except RecursionError:
        return refused("nested too deeply", 0)
    if _has_surrogate(data):
        found = _LONE_SURROGATE.search(text)
        escape = (found.group(1) or found.group(2)) if found else "\\ud800"
        return refused(
            f"{escape} is half of a UTF-16 pair, alone; no UTF-8 text can hold it",
            found.start(1 if found.group(1) else 2) if found else 0,
        )
    document.data, document.offsets = data, walker.offsets
    return document, []


def _short(digits: str) -> str:
    return digits if len(digits) <= 40 else f"{digits[:40]}... ({len(digits):,} digits)"


def _has_surrogate(data: Any) -> bool:
    """Whether any string in ``data`` (keys too) holds a surrogate; iterative, linear."""
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                return True
        elif isinstance(value, dict):
            stack.extend(value.keys())
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return False
