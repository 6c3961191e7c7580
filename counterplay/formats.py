"""Diagnostics written for machines: JSON, SARIF 2.1.0 and GitHub Actions annotations.

The text format (``diagnostics.render``) is for people; these are for scripts, code-scanning
dashboards and CI logs. Each function returns text; only the CLI writes it out.

- JSON: ``{"version": 1, "diagnostics": [...], "errors": N, "warnings": N, "infos": N}``,
  each diagnostic with its code, name, severity, message, position (1-based line and
  column; ``end_line``/``end_column`` when known), ``fix`` and ``notes``.
- SARIF 2.1.0: one run of the ``counterplay`` tool, its ``rules`` the codes reported, with
  their documentation (``counterplay explain``); columns count Unicode code points.
- GitHub: one ``::error``/``::warning``/``::notice`` workflow command per diagnostic.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote

from counterplay import __version__
from counterplay.diagnostics import CODES, Diagnostic, Severity, Span

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://github.com/counterplay/counterplay"
_SARIF_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}
_GITHUB_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


def _position(span: Span) -> dict[str, Any]:
    out: dict[str, Any] = {"file": span.file, "line": span.line, "column": span.column}
    if span.end_line is not None:
        out["end_line"] = span.end_line
        out["end_column"] = span.end_column
    return out


def diagnostic_json(diag: Diagnostic) -> dict[str, Any]:
    """One diagnostic as a JSON object: ``Diagnostic.to_dict`` with where it ends, its fix
    and its notes."""
    out = diag.to_dict()
    if diag.span is not None:
        out.update(_position(diag.span))
    if diag.fix is not None:
        out["fix"] = {
            **_position(diag.fix.span),
            "replacement": diag.fix.replacement,
            "safe": diag.fix.safe,
        }
    if diag.notes:
        out["notes"] = list(diag.notes)
    return out


def to_json(diagnostics: Sequence[Diagnostic]) -> str:
    """The JSON document of a run's diagnostics."""
    counts = {s: sum(d.severity is s for d in diagnostics) for s in Severity}
    document = {
        "version": 1,
        "diagnostics": [diagnostic_json(d) for d in diagnostics],
        "errors": counts[Severity.ERROR],
        "warnings": counts[Severity.WARNING],
        "infos": counts[Severity.INFO],
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _uri(path: str) -> str:
    """A file's name as a SARIF artifact URI: relative names stay relative (to the working
    directory, ``%SRCROOT%``), absolute ones become ``file://`` URIs."""
    if os.path.isabs(path):
        return Path(path).as_uri()
    return quote(Path(path).as_posix())


def _region(span: Span) -> dict[str, int]:
    region = {"startLine": span.line, "startColumn": span.column}
    if span.end_line is not None and span.end_column is not None:
        region["endLine"] = span.end_line
        region["endColumn"] = span.end_column
    return region


def _rule(code: str) -> dict[str, Any]:
    from counterplay.registry import documentation, explain_text

    entry = CODES[code]
    rule: dict[str, Any] = {
        "id": code,
        "name": entry.name,
        "shortDescription": {"text": entry.summary},
        "defaultConfiguration": {"level": _SARIF_LEVEL[entry.severity]},
    }
    doc = documentation(code)
    if doc is not None:
        rule["fullDescription"] = {"text": doc.what}
        rule["help"] = {"text": explain_text(code)}
    return rule


def _result(diag: Diagnostic, rule_index: dict[str, int]) -> dict[str, Any]:
    result: dict[str, Any] = {
        "ruleId": diag.code,
        "ruleIndex": rule_index[diag.code],
        "level": _SARIF_LEVEL[diag.severity],
        "message": {"text": diag.message},
    }
    if diag.span is not None:
        result["locations"] = [
            {
                "physicalLocation": {
                    "artifactLocation": {"uri": _uri(diag.span.file), "uriBaseId": "%SRCROOT%"}
                    if not os.path.isabs(diag.span.file)
                    else {"uri": _uri(diag.span.file)},
                    "region": _region(diag.span),
                }
            }
        ]
    if diag.fix is not None and diag.fix.span.end_line is not None:
        span = diag.fix.span
        result["fixes"] = [
            {
                "description": {"text": f"replace with {diag.fix.replacement!r}"},
                "artifactChanges": [
                    {
                        "artifactLocation": {"uri": _uri(span.file)},
                        "replacements": [
                            {
                                "deletedRegion": _region(span),
                                "insertedContent": {"text": diag.fix.replacement},
                            }
                        ],
                    }
                ],
            }
        ]
    if diag.notes:
        result["message"]["text"] += "".join(f"\nnote: {n}" for n in diag.notes)
    return result


def to_sarif(diagnostics: Sequence[Diagnostic]) -> str:
    """The SARIF 2.1.0 log of a run's diagnostics."""
    codes = sorted({d.code for d in diagnostics})
    rule_index = {code: index for index, code in enumerate(codes)}
    log = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "counterplay",
                        "version": __version__,
                        "informationUri": INFORMATION_URI,
                        "rules": [_rule(code) for code in codes],
                    }
                },
                "columnKind": "unicodeCodePoints",
                "originalUriBaseIds": {"%SRCROOT%": {"uri": Path.cwd().as_uri() + "/"}},
                "results": [_result(d, rule_index) for d in diagnostics],
            }
        ],
    }
    return json.dumps(log, indent=2, ensure_ascii=False) + "\n"


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def to_github(diag: Diagnostic) -> str:
    """One GitHub Actions workflow command (an annotation on the file and line)."""
    properties = []
    if diag.span is not None:
        properties += [f"file={_escape_property(diag.span.file)}", f"line={diag.span.line}"]
        properties.append(f"col={diag.span.column}")
        if diag.span.end_line is not None:
            properties.append(f"endLine={diag.span.end_line}")
            if diag.span.end_line == diag.span.line and diag.span.end_column is not None:
                properties.append(f"endColumn={diag.span.end_column}")
    properties.append(f"title={_escape_property(f'{diag.code} {diag.name}')}")
    message = diag.message + "".join(f"\nnote: {n}" for n in diag.notes)
    return f"::{_GITHUB_LEVEL[diag.severity]} {','.join(properties)}::{_escape_data(message)}"
