"""Read one 4E trigger sentence into the trigger IR (``grammar/dnd4e/trigger_en.lark``, IR
by ``compiler.dnd4e.trigger_ir``); a sentence the grammar cannot read is ``{"event":
"unparsed", "text": ...}`` with a warning (P001) at the first word it could not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from lark.exceptions import VisitError

from counterplay.compiler.dnd4e.parse import parse, unread
from counterplay.compiler.dnd4e.trigger_ir import Refused, TriggerIR
from counterplay.diagnostics import Diagnostic, Span


def trigger(
    text: str,
    span: Span | None = None,
    names: Sequence[str] = (),
    powers: Sequence[str] = (),
    items: Sequence[str] = (),
    *,
    alone: bool = True,
) -> tuple[dict[str, Any], list[Diagnostic]]:
    """Read one trigger sentence into the trigger IR.

    ``names`` name the power's owner (a monster: "the wretch" is the owner itself),
    ``powers`` are the names of the owner's powers ("hits with claw") and ``items`` the
    name of the item an item power belongs to ("using Farbane": this item). ``alone``: a
    power's trigger, not an event said inside an effect ("until an enemy misses the ally",
    where "the ally" is the effect's).
    """
    tree, diagnostics = parse(text, "trigger", span, names, powers, items)
    if tree is None:
        return {"event": "unparsed", "text": text}, diagnostics
    read = _trigger_ir(tree, text, bool(names))
    if not isinstance(read, tuple):
        read = _every_target_kept(read, text)
    if not isinstance(read, tuple):
        read = _own_turn_kept(read, text, bool(names))
    if not isinstance(read, tuple) and alone:
        read = _one_named_kept(read, text)
    if isinstance(read, tuple):
        line, column, why = read
        return {"event": "unparsed", "text": text}, [
            unread(text, "trigger", line, column, span, why)
        ]
    out = _copy(read)  # the kept reading is never handed out: callers change what they get
    out["text"] = text
    return out, diagnostics


def _at(text: str, offset: int) -> tuple[int, int]:
    """The line and column (from 1) of ``offset`` in ``text``, where a refusal points."""
    before = text[:offset]
    return before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1


# "each target", "every target": all of an attack's targets ("You hit each target": the
# attack hits every one of them, `all_targets`), which the grammar reads only after "hit"
# and "miss"; elsewhere its determiner is read as any other ("each target" as "a target")
_EVERY_TARGET = re.compile(r"\b(?:each|every)\s+targets?\b", re.IGNORECASE)


def _every_target_kept(read: dict[str, Any], text: str) -> dict[str, Any] | tuple[int, int, str]:
    """``read``, or where it is refused when the text says "each target" and the reading
    is not of all the targets (``all_targets``): a reading of any one of them widens it."""
    found = _EVERY_TARGET.search(text)
    if found is None or _says_all_targets(read):
        return read
    return (
        *_at(text, found.start()),
        "'each target': every target of an attack, not any one of them",
    )


# "the enemy", "that creature", "the ally": one creature, said with nothing that tells which
# (no description after it: "the creature marked by you", "the enemy you hit")
_ONE_NAMED = re.compile(
    r"\b(?:the|that)\s+(?P<noun>enemy|creature|ally|foe|opponent|character)\b(?!'s)"
    r"(?!\s+(?:marked|grabbed|that|who|whom|which|you|adjacent|within|in|of|nearest|closest"
    r"|it|hit|damaged|attacked|affected|subject|taking|granting|other|\w+ed\s+by)\b)",
    re.IGNORECASE,
)


def _one_named_kept(read: dict[str, Any], text: str) -> dict[str, Any] | tuple[int, int, str]:
    """``read``, or where it is refused when it names one creature by "the enemy" ("the
    creature", "that ally") said first, not said before in the sentence ("An ally hits an
    enemy, and the enemy ..." is that enemy): read as any enemy, it would widen it, and which
    one the power means (its target? the one it marked?) is not told."""
    for found in _ONE_NAMED.finditer(text):
        noun = found["noun"].lower()
        if re.search(rf"\b{noun}\b", text[: found.start()], re.IGNORECASE):
            continue  # (said before: the party it names again)
        return (*_at(text, found.start()), f"'the {noun}': one creature, which one is not told")
    return read


# the turn that starts or ends, or in which someone did not move, is its actor's own: "your"
# is said of "you" only, "its" ("his", "her", "their") of another or of the monster
_OWN_TURN = re.compile(
    r"\b(?:starts?|ends?|begins?|not\s+moves?\s+(?:on|during))\s+"
    r"(?P<whose>your|its|his|her|their)\s+(?:first\s+|next\s+)?turn\b",
    re.IGNORECASE,
)
_THIRD = ("its", "his", "her", "their")


def _own_turn_kept(
    read: dict[str, Any], text: str, monster: bool
) -> dict[str, Any] | tuple[int, int, str]:
    """``read``, or where it is refused when a turn of the actor's own is another's by its
    possessive ("An enemy does not move during your turn" is no enemy's turn)."""
    found = _OWN_TURN.search(text)
    if found is None or read.get("event") not in ("turn.start", "turn.end") or "either" in read:
        return read
    role = (read.get("actor") or {}).get("role")
    whose = found["whose"].lower()
    agrees = (role == "self") == (whose == "your") or (monster and role == "self")
    if agrees or role == "self_or_ally":
        return read
    return (
        *_at(text, found.start("whose")),
        f"'{whose} turn' is not the turn of the one whose turn it is",
    )


def _says_all_targets(value: Any) -> bool:
    """Whether IR data holds an ``all_targets`` qualifier anywhere (its parts, by event)."""
    if isinstance(value, dict):
        return bool(value.get("all_targets")) or any(map(_says_all_targets, value.values()))
    return isinstance(value, list) and any(map(_says_all_targets, value))


# The trigger IR of a tree (``parse`` keeps one tree per text it reads) and the text it was
# read from (masked power names are read back from it): by the tree's identity, the tree
# kept alongside so that its identity stays its own. Monsters share trigger sentences.
_TRIGGERS: dict[tuple[int, str, bool], tuple[Any, dict[str, Any] | tuple[int, int, str]]] = {}
_TRIGGERS_KEPT = 8192


def _trigger_ir(tree: Any, text: str, monster: bool) -> dict[str, Any] | tuple[int, int, str]:
    """The trigger IR of ``tree``, or (line, column, why) where it cannot be held
    (``monster``: the power's owner is a monster, whom "it" in a filter stands for)."""
    key = (id(tree), text, monster)
    kept = _TRIGGERS.get(key)
    if kept is not None and kept[0] is tree:
        return kept[1]
    read: dict[str, Any] | tuple[int, int, str]
    try:
        read = TriggerIR(text, monster).transform(tree)
    except VisitError as exc:
        if not isinstance(exc.orig_exc, Refused):
            raise
        token = exc.orig_exc.token
        line, column = (token.line, token.column) if token is not None else (0, 0)
        read = (line or 0, column or 0, exc.orig_exc.why)
    if len(_TRIGGERS) >= _TRIGGERS_KEPT:
        _TRIGGERS.clear()
    _TRIGGERS[key] = (tree, read)
    return read


def _copy(value: Any) -> Any:
    """A copy of IR data (dicts, lists and immutable values), at every level."""
    if isinstance(value, dict):
        return {key: _copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copy(item) for item in value]
    if isinstance(value, tuple):
        return tuple(_copy(item) for item in value)
    return value
