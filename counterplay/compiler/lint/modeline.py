"""L004: a file's ``# yaml-language-server: $schema=`` line that points at no schema.

Editors with yaml-language-server complete and check a YAML file against the schema its
modeline names, and say nothing when the schema cannot be found. A relative path is read
from the file's directory, as the language server reads it; ``file:`` URIs are checked too;
other URLs are left alone (nothing is fetched). The fix points the line at the schema of the
file's kind as installed (``schemas.schema_path``): relatively from inside the package (its
own examples), absolutely from anywhere else.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote, urlparse

from counterplay.diagnostics import Diagnostic, Fix, Span, diagnostic

_MODELINE = re.compile(r"^#\s*yaml-language-server:\s*\$schema=(\S+)")
_HEAD_LINES = 20  # the line is a comment at the top of the file


def _target(value: str, directory: Path) -> Path | None:
    """The file ``value`` names, or None when it is a URL this cannot check."""
    parsed = urlparse(value)
    if parsed.scheme == "file":
        return Path(unquote(parsed.path))
    if parsed.scheme and len(parsed.scheme) > 1:  # http:, https: (a drive letter is one)
        return None
    return directory / value


def _suggested(path: str, schema: str) -> str:
    from counterplay.compiler.schemas import schema_path

    target = schema_path(schema).resolve()
    here = Path(path).resolve().parent
    package = target.parent.parent.parent
    if here.is_relative_to(package):
        return Path(os.path.relpath(target, here)).as_posix()
    return target.as_uri()


def check_modeline(path: str, text: str, schema: str) -> Iterator[Diagnostic]:
    """L004 for ``text`` (the file at ``path``, checked against ``schema``), when its
    modeline is broken."""
    for number, line in enumerate(text.splitlines()[:_HEAD_LINES], 1):
        found = _MODELINE.match(line)
        if found is None:
            continue
        value = found.group(1)
        target = _target(value, Path(path).parent)
        if target is None or target.is_file():
            return
        column = found.start(1) + 1
        span = Span(path, number, column, number, column + len(value))
        yield diagnostic(
            "L004",
            f"the editor's schema line points at {value!r}, which does not exist: the editor "
            "neither completes nor checks this file",
            span,
            fix=Fix(span, _suggested(path, schema)),
        )
        return
