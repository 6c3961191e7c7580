"""Which kind of counterplay file a YAML file is, told by its content and never by its name.

A counterplay file starts with a header key whose value is a version number:
``counterplay: 1`` for authoring, ruleset and scenario files, ``translation: 1`` for a
translation table. The document's other top-level keys tell the three ``counterplay:``
kinds apart, with the keys taken from their schemas: a scenario has ``combatants`` and
``script`` (an Altered game ``players`` and ``cards``, a Horus Heresy battle ``units``), an
authoring file has ``powers`` or ``abilities`` (and nothing a scenario needs), a ruleset
has keys only rulesets have (``name``, ``limits``...). A file with the
header that matches none of them is taken for an authoring file, so that a broken one is
reported, not skipped.

This is what lets ``--skip-non-authoring`` (the pre-commit hooks) skip
``.pre-commit-config.yaml``, CI configuration and scenarios quietly, what directory walks
select, and what ``validate`` names when a file of one kind is given where another is
expected. It is cheap: the file's top-level keys are found with one regular-expression scan
of its text (keys of a block mapping start in column 0), and only a document written as a
flow mapping (``{counterplay: 1, ...}``) is loaded, by the safe C loader.
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection, Mapping
from functools import cache
from typing import Any, Literal

from counterplay.files import MAX_INPUT_BYTES, read_regular

Kind = Literal["authoring", "ruleset", "scenario", "translation"]

# The header key of each family of files, mapped to the kind it makes on its own.
_HEADERS: dict[str, Kind | None] = {"counterplay": None, "translation": "translation"}
_SCAN_BYTES = MAX_INPUT_BYTES  # as load: a larger file is refused anyway

# A key of the top-level block mapping: in column 0, plain or quoted, then ':' and a space
# or the end of the line. Group 4 is the rest of the line (the value when it is inline).
_TOP_KEY = re.compile(
    r"""^(?:"([^"\n]*)"|'([^'\n]*)'|([^\s#\-?:{}\[\],&*!|>'"%@`][^\n:]*?))"""
    r"""[ \t]*:(?:[ \t]+|$)(.*)$""",
    re.MULTILINE,
)
_SIGNIFICANT = re.compile(r"^(?!\s*(?:#|$)|---\s*(?:#.*)?$|%)(.*)$", re.MULTILINE)


# The schemas of scenarios: a 4E encounter, and the games other worlds simulate (an Altered
# game, a Horus Heresy battle). Any of them makes a file a scenario.
_SCENARIOS = ("scenario", "altered-game", "horus-heresy-battle")


@cache
def _markers() -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """(keys a scenario needs, keys an authoring file needs, ruleset-only, scenario-only)."""
    from counterplay.compiler.schemas import schema

    props = {k: frozenset(schema(k)["properties"]) for k in ("authoring", "ruleset", *_SCENARIOS)}
    scenario_props = frozenset().union(*(props[k] for k in _SCENARIOS))
    scenario_needs = frozenset().union(*(_required(schema(k)) for k in _SCENARIOS))
    return (
        scenario_needs - props["authoring"],
        frozenset(_required(schema("authoring"))) - {"counterplay"},
        props["ruleset"] - props["authoring"] - scenario_props,
        scenario_props - props["authoring"] - props["ruleset"],
    )


def _required(found: Mapping[str, Any]) -> set[str]:
    """The keys a schema requires, with those of its ``anyOf`` alternatives (an authoring
    file needs ``powers`` or ``abilities``: either tells one)."""
    keys = set(found.get("required", []))
    for alternative in found.get("anyOf", []):
        keys |= set(alternative.get("required", []))
    return keys


def _kind(keys: Collection[str], header: str | None) -> Kind | None:
    if header is None:
        return None
    if header != "counterplay":
        return _HEADERS[header]
    scenario_needs, authoring_needs, ruleset_only, scenario_only = _markers()
    if any(k in scenario_needs for k in keys):
        return "scenario"
    if any(k in authoring_needs for k in keys):
        return "authoring"
    if any(k in ruleset_only for k in keys):
        return "ruleset"
    if any(k in scenario_only for k in keys):
        return "scenario"
    return "authoring"


def _is_version(value: Any) -> bool:
    """A header's value is a scalar: ``counterplay: {...}`` is some other tool's section."""
    return not isinstance(value, (dict, list))


def _from_data(data: Mapping[str, Any]) -> Kind | None:
    header = next((h for h in _HEADERS if h in data and _is_version(data[h])), None)
    return _kind(list(data), header)


def _from_text(text: str) -> Kind | None:
    keys: list[str] = []
    header: str | None = None
    for match in _TOP_KEY.finditer(text):
        key = next(g for g in match.groups()[:3] if g is not None)
        keys.append(key)
        if key in _HEADERS and header is None and _inline_scalar(text, match):
            header = key
    if not keys:
        first = _SIGNIFICANT.search(text)
        if first is not None and first.group(1).lstrip().startswith("{"):
            return _from_flow(text)
    return _kind(keys, header)


def _inline_scalar(text: str, match: re.Match[str]) -> bool:
    """Whether the key matched holds a scalar: an inline value, or no value at all."""
    value = match.group(4).split(" #", 1)[0].strip()
    if value.startswith("#"):
        value = ""
    if value:
        return value[0] not in "{[&*!|>"
    following = _SIGNIFICANT.search(text, match.end() + 1)
    return following is None or not following.group(1)[:1].isspace()


def _from_flow(text: str) -> Kind | None:
    from ruamel.yaml import YAML

    try:
        data = YAML(typ="safe", pure=False).load(text)
    except Exception:  # any junk at all is simply "not ours"
        return None
    return _from_data(data) if isinstance(data, dict) else None


def schema_of(kind: str, data: Any) -> str:
    """The schema a file of ``kind`` is checked against: a scenario's is that of its game
    (a 4E encounter, an Altered game, a Horus Heresy battle), the one whose required keys
    ``data`` has most of; any other kind's is its own."""
    if kind != "scenario" or not isinstance(data, Mapping):
        return kind
    from counterplay.compiler.schemas import schema

    def fit(name: str) -> int:
        return sum(key in data for key in schema(name).get("required", []))

    return max(_SCENARIOS, key=fit)


def with_article(kind: str) -> str:
    """``kind`` with its article, in messages: "an authoring", "a scenario"."""
    return f"an {kind}" if kind[0].lower() in "aeiou" else f"a {kind}"


def kind_of(source: str | os.PathLike[str] | Mapping[str, Any]) -> Kind | None:
    """The kind of counterplay file ``source`` is, from its content.

    Args:
        source: a file's path (its text is scanned; nothing is built), or the data of a
            document already loaded.

    Returns:
        ``"authoring"``, ``"ruleset"``, ``"scenario"`` or ``"translation"``; None for
        anything else: YAML of another tool, a file without the header, a directory, a
        file that cannot be read, junk. Never raises for what the file holds.
    """
    if isinstance(source, Mapping):
        return _from_data(source)
    raw = read_regular(os.fspath(source), _SCAN_BYTES)
    if raw is None:
        return None
    return _from_text(raw[:_SCAN_BYTES].decode("utf-8-sig", errors="replace"))
