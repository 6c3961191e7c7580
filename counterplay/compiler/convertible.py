"""What ``counterplay convert`` reads, told when it is given where YAML is expected.

The README's first lines say you may paste the stat blocks you already have; a newcomer
then runs ``counterplay compile powers.txt`` (or ``lint``, ``translate``) on them, or on a
Foundry VTT export. Read as YAML, such a file is a syntax error at its first
``Trigger: ...`` line or a list at its top level, and the diagnostic said only that. The
loader and the schema check ask :func:`convertible` and say what the file is and which
command reads it.
"""

from __future__ import annotations

import re
from typing import Any

# an action-type line, as the books print it (docs/convert.md), and a labelled line
_ACTION = re.compile(
    r"(?:^|\s/\s)\s*(?:Immediate (?:Interrupt|Reaction)|Opportunity (?:Action|Attack)|"
    r"(?:Standard|Move|Minor|Free|No) Action)\b",
    re.MULTILINE,
)
_HEADER = re.compile(r"^(?:counterplay|translation)\s*:", re.MULTILINE)
_LABEL = re.compile(r"(?:^|\s/\s)\s*(?:Trigger|Effect|Hit|Attack|Target|Requirement)\s*:", re.M)


def convertible(source: Any) -> str | None:
    """What ``source`` (a file's text, or the data YAML read from it) is, when it is what
    ``convert`` reads rather than YAML of ours: 4E stat-block text, a Foundry VTT 4E
    export or Altered card JSON; None otherwise."""
    if isinstance(source, str):
        if _HEADER.search(source):  # a file of ours, broken: its own error is the one
            return None
        if _ACTION.search(source) and _LABEL.search(source):
            return "4E stat-block text"
        return None
    items = source if isinstance(source, list) else [source]
    if any(_foundry(item) for item in items[:100]):
        return "a Foundry VTT 4E export"
    if any(_altered_card(item) for item in items[:100]):
        return "Altered card JSON"
    return None


def _altered_card(item: Any) -> bool:
    """The card API's JSON for an Altered card (or an ability record), as ``convert``'s
    own test tells it: a ``reference`` or ``card_id`` naming an ``ALT_`` card."""
    if not isinstance(item, dict):
        return False
    return any(str(item.get(key, "")).startswith("ALT_") for key in ("reference", "card_id"))


def _foundry(item: Any) -> bool:
    """A Foundry power item, or an actor holding one."""
    if not isinstance(item, dict):
        return False
    if item.get("type") == "power" and isinstance(item.get("system"), dict):
        return True
    held = item.get("items")
    return isinstance(held, list) and any(_foundry(i) for i in held[:1000])


def not_yaml(text: str, name: str) -> str | None:
    """Y004's words for a file that is no YAML because it is stat-block text (the parser's
    own advice, to quote a value, would be wrong there); None for any other text."""
    what = convertible(text)
    if what is None:
        return None
    return (
        f"this is {what}, not YAML: `counterplay convert {name} -o powers.yaml` makes an "
        "authoring file of it"
    )
