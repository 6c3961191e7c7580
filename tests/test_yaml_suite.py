"""Stage ``load`` against the official YAML test suite (``../shared/yaml-test-suite``).

Every case, on each parser ``load`` may run on (ruamel's C parser, and the pure-Python one it
falls back to): a valid case loads equal to its ``in.json`` or is refused for a reason listed
in :data:`REFUSALS`; an invalid case is refused or listed in :data:`LENIENT`; data that differs
is the parser's own reading, listed in :data:`PARSER_DIFFERENCES`; no case raises. Every list
is exact both ways, so a parser upgrade that fixes (or breaks) a case shows up here. Skipped
when the suite is absent; the suite's data is read in place, never copied.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from counterplay.compiler.load import load_text
from tests.conftest import SHARED

SUITE = SHARED / "yaml-test-suite"


def ids(text: str) -> frozenset[str]:
    return frozenset(text.split())


@dataclass(frozen=True)
class Refusal:
    """A documented reason to refuse valid YAML: the diagnostic that says so (a pattern over
    ``CODE message``) and the cases it covers on each parser."""

    reason: str
    says: str
    c: frozenset[str]
    pure: frozenset[str]

    def cases(self, parser: str) -> frozenset[str]:
        return self.c if parser == "C" else self.pure


_ONE_DOCUMENT = ids("35KP 6XDY 6ZKB 9DXL 9KAX JHB9 KSS4 L383 PUW8 RZT7 U9NS")
_OWN_TAGS = ids("2XXW 5TYM 6CK3 6WLZ 7FWL 9WXW C4HZ CC74 CUP7 M5C3 P76L UGM3 Z67P Z9M4")
_TEXT_KEYS = ids("4FJ6 6BFJ 6PBE KK5P LX3P M2N8/00 M2N8/01 M5DY Q9WF RZP5 SBG9 V9D5 X38W XW4D")
_EMPTY_KEYS = ids("DFF7 FH7J PW8X")

# Valid YAML that counterplay refuses, one row per reason (docs/authoring.md says why).
REFUSALS = (
    Refusal(
        "several documents in one stream: one document per file",
        r"Y004 expected one YAML document, found a second",
        _ONE_DOCUMENT,
        _ONE_DOCUMENT | ids("7Z25 M7A3 W4TN"),
    ),
    Refusal(
        "a tag other than YAML's own plain kinds (custom !tags, !!set): it could build objects",
        r"Y010 the tag '.*' is not allowed",
        _OWN_TAGS,
        _OWN_TAGS,
    ),
    Refusal(
        "a key that is a mapping or a sequence: keys are text",
        r"Y004 a mapping key must be plain text",
        _TEXT_KEYS | ids("9MMW"),
        _TEXT_KEYS,
    ),
    Refusal(
        "an empty (null) key: keys are the text written",
        r"Y004 a mapping key is empty",
        _EMPTY_KEYS,
        _EMPTY_KEYS | ids("2JQS 6M2F FRK4 NHX8 NKF9 S3PD SM9W/01 UKK6/00"),
    ),
    Refusal(
        "a '%YAML' directive other than 1.2: counterplay reads YAML 1.2 only",
        r"Y004 '%YAML [^']*' asks for another YAML version",
        ids("BEC7 MUS6/02 MUS6/03 MUS6/04"),
        ids("BEC7 MUS6/02 MUS6/04"),
    ),
    Refusal(
        "no document, or an empty one: a file holds one document",
        r"Y005 ",
        ids("8G76 98YD AVM7 DK95/07"),
        ids("8G76 98YD AVM7 MUS6/05 MUS6/06"),
    ),
    Refusal(
        "valid syntax the parser refuses as a syntax error",
        r"Y004 YAML syntax error: ",
        ids(
            "2JQS 2LFX 4ABK 4MUZ/00 4MUZ/01 4MUZ/02 58MP 5MUD 5T43 6BCT 6CA3 6LVF 6M2F 7Z25"
            " 8XYN 96NN/00 96NN/01 9SA2 A2M4 CFD4 DBG4 DK3J DK95/00 DK95/03 DK95/04 FP8R FRK4"
            " HM87/00 HWV9 JR7V K3WX M7A3 MUS6/05 MUS6/06 NHX8 NJ66 NKF9 Q5MG QT73 R4YG S3PD"
            " SM9W/01 UDM2 UKK6/00 UT92 VJP3/01 W4TN W5VH Y79Y/001 Y79Y/010"
        ),
        ids(
            "4MUZ/00 4MUZ/01 4MUZ/02 4QFQ 5MUD 6BCT 6CA3 9MMW 9SA2 A2M4 CFD4 DC7X DK95/00"
            " DK95/03 DK95/04 DK95/05 DK95/07 DWX9 HS5T HWV9 J3BT K3WX K54U MUS6/03 NB6Z NJ66"
            " Q5MG QT73 R4YG T26H UT92 UV7Q VJP3/01 Y79Y/010"
        ),
    ),
    Refusal(
        "the parser misreads valid syntax, then what it read is refused: both read '!!str,' as"
        " the tag 'str,'; libyaml reads '&a: key' as the anchor 'a' on an empty key",
        r"Y010 the tag 'tag:yaml.org,2002:str,'|Y004 a mapping key is empty",
        ids("WZ62 2SXE"),
        ids("WZ62"),
    ),
)

# Valid cases whose data the parser itself reads differently (its events differ from the
# case's test.event): known, so that a parser upgrade that fixes one shows up.
_BOTH_DIFFER = {
    "652Z": "'{ ?foo: bar }': a plain '?foo' read as an explicit key, 'foo'",
    "HM87/01": "'[?x]': read as [{x: null}], not the text '?x'",
    "JEF9/02": "a keep-chomped '|+' block ending in spaces: its line break is dropped",
    "L24T/01": "a last line of spaces without a line break: its line break is dropped",
}
PARSER_DIFFERENCES: dict[str, dict[str, str]] = {
    "C": _BOTH_DIFFER | {"Y2GN": "'&an:chor value': the anchor 'an', the value ':chor value'"},
    "pure": _BOTH_DIFFER | {"4ABK": "'{omitted value:,}': the key 'omitted value:'"},
}

# Invalid YAML the parser accepts: comments with no space before them, flow collections and
# quoted text indented less than they must be, tabs as indentation, '-' in flow sequences.
_BOTH_LENIENT = ids("9C9N 9JBA CVW2 DK95/01 G5U8 QB6E SU5Z Y79Y/003 YJV2")
LENIENT: dict[str, frozenset[str]] = {
    "C": _BOTH_LENIENT | ids("S98Z X4QW"),
    "pure": _BOTH_LENIENT,
}

# The data of valid cases the suite gives no in.json for (JSON cannot hold it: null keys,
# keys that are collections), written out from their test.event, for those that load.
NO_JSON: dict[str, Any] = {
    "UKK6/02": "",  # a lone '!': the non-specific tag on an empty scalar, a string
    "4ABK": {"unquoted": "separate", "http://foo.com": None, "omitted value": None},
}


@dataclass(frozen=True)
class Case:
    id: str
    text: str
    valid: bool
    expected: tuple[Any, ...] | None  # the JSON documents; None when the suite has none


def _documents(text: str) -> tuple[Any, ...]:
    """The JSON documents of an in.json, one after another for a multi-document stream."""
    decoder, found, at = json.JSONDecoder(), [], 0
    while text[at:].strip():
        value, end = decoder.raw_decode(text, len(text) - len(text[at:].lstrip()))
        found.append(value)
        at = end
    return tuple(found)


@cache
def _cases() -> tuple[Case, ...]:
    found = []
    for path in sorted([*SUITE.glob("*/in.yaml"), *SUITE.glob("*/*/in.yaml")]):
        folder = path.parent
        json_file = folder / "in.json"
        found.append(
            Case(
                id=folder.relative_to(SUITE).as_posix(),
                text=path.read_bytes().decode("utf-8"),
                valid=not (folder / "error").exists(),
                expected=_documents(json_file.read_text("utf-8")) if json_file.exists() else None,
            )
        )
    return tuple(found)


def _same(data: Any, expected: Any) -> bool:
    """Equal as JSON text: 1, 1.0 and true differ (the suite's in.json does not keep the key
    order of every case: RR7F)."""
    return json.dumps(data, sort_keys=True) == json.dumps(expected, sort_keys=True)


def _outcome(case: Case) -> tuple[str, str]:
    """(what happened, detail): equal, differs (detail: our data), refused (detail: the
    diagnostic), accepted (an invalid case), raised, no data to compare."""
    try:
        doc, diagnostics = load_text(case.text, "in.yaml")
    except Exception as exc:  # the point of the test: nothing may escape
        return "raised", repr(exc)
    if diagnostics:
        return "refused", f"{diagnostics[0].code} {diagnostics[0].message}"
    assert doc is not None
    if not case.valid:
        return "accepted", ""
    if case.expected is not None:
        expected = case.expected[0] if len(case.expected) == 1 else list(case.expected)
    elif case.id in NO_JSON:
        expected = NO_JSON[case.id]
    else:
        return "no data to compare", json.dumps(doc.data)
    return ("equal", "") if _same(doc.data, expected) else ("differs", json.dumps(doc.data))


def _refusal(case: str, says: str, parser: str) -> str:
    """The reason listed for a refused valid case: the row naming it whose pattern matches."""
    for row in REFUSALS:
        if case in row.cases(parser) and re.match(row.says, says):
            return row.reason
    return f"unlisted: {says}"


def _counts(
    parser: str,
    valid: dict[str, set[str]],
    refused: dict[str, set[str]],
    invalid: dict[str, set[str]],
) -> str:
    def count(found: dict[str, set[str]], what: str) -> str:
        return f"{len(found.get(what, ()))} {what}"

    return "\n".join(
        [
            f"{parser} parser, {len(_cases())} cases",
            f"  valid, {sum(map(len, valid.values()))}: {count(valid, 'equal')},"
            f" {count(valid, 'refused')}, {count(valid, 'differs')} (known parser differences)",
            *(f"    refused, {len(found)}: {reason}" for reason, found in sorted(refused.items())),
            f"  invalid, {sum(map(len, invalid.values()))}: {count(invalid, 'refused')},"
            f" {count(invalid, 'accepted')} (known leniencies)",
        ]
    )


def test_the_yaml_test_suite(yaml_parser: str) -> None:
    if not SUITE.is_dir():
        pytest.skip("../shared/yaml-test-suite is not present")
    valid: dict[str, set[str]] = {}  # what happened -> case ids
    invalid: dict[str, set[str]] = {}
    refused: dict[str, set[str]] = {}  # the valid cases refused, by reason
    details: dict[str, str] = {}
    for case in _cases():
        what, details[case.id] = _outcome(case)
        (valid if case.valid else invalid).setdefault(what, set()).add(case.id)
        if case.valid and what == "refused":
            reason = _refusal(case.id, details[case.id], yaml_parser)
            refused.setdefault(reason, set()).add(case.id)
    print("\n" + _counts(yaml_parser, valid, refused, invalid))

    escaped = valid.get("raised", set()) | invalid.get("raised", set())
    assert {case: details[case] for case in escaped} == {}
    assert {case: details[case] for case in valid.get("no data to compare", ())} == {}
    differs = {case: details[case] for case in valid.get("differs", ())}
    assert differs.keys() == PARSER_DIFFERENCES[yaml_parser].keys(), differs
    listed = {row.reason: set(row.cases(yaml_parser)) for row in REFUSALS}
    assert refused == {reason: found for reason, found in listed.items() if found}
    assert invalid.get("accepted", set()) == LENIENT[yaml_parser]
