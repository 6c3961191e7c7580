"""``load`` then ``validate``: how every data file (ruleset, scenario, translation table) is read.

Authoring files go through the longer ``pipeline``; the others only need to be loaded and
checked against their schema before their own reader looks at them.
"""

from __future__ import annotations

from pathlib import Path

from counterplay.compiler.load import Document, load
from counterplay.compiler.validate import validate
from counterplay.diagnostics import Diagnostic, has_errors


def load_checked(path: str | Path, schema_name: str) -> tuple[Document | None, list[Diagnostic]]:
    """Load ``path`` and validate it against the shipped schema ``schema_name``.

    Returns:
        The document (None when it could not be read or has schema errors) and the
        diagnostics, with positions in the file.
    """
    document, found = load(path)
    if document is None:
        return None, found
    found.extend(validate(document.data, schema_name, document))
    if has_errors(found):
        return None, found
    return document, found
