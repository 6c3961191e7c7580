"""The JSON Schemas (draft 2020-12) shipped with counterplay, read as package data.

``SCHEMAS`` names each one for ``counterplay schema NAME`` and for ``validate``.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

SCHEMAS: dict[str, str] = {
    "authoring": "authoring.schema.json",  # what designers write (and convert produces)
    "power": "ir.schema.json",  # the compiled IR of `counterplay compile`
    "translation": "translation.schema.json",  # `counterplay translate --table FILE`
    "ruleset": "ruleset.schema.json",  # a timing model (counterplay/rulesets/*.ruleset.yaml)
    "scenario": "scenario.schema.json",  # an encounter for `counterplay simulate`
    "horus-heresy-battle": "horus-heresy-battle.schema.json",  # a battle for `simulate`
}


@cache
def schema(name: str) -> dict[str, Any]:
    """The parsed schema called ``name`` (a key of :data:`SCHEMAS`)."""
    text = files(__name__).joinpath(SCHEMAS[name]).read_text(encoding="utf-8")
    loaded: dict[str, Any] = json.loads(text)
    return loaded


def schema_path(name: str) -> Path:
    """Where the schema called ``name`` is installed (package data: in a wheel as in a
    checkout), for an editor's ``# yaml-language-server: $schema=`` line."""
    return Path(str(files(__name__))) / SCHEMAS[name]
