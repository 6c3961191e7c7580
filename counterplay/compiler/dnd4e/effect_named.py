"""Effect clauses about things taken on or made by their names, read by their form where the
effect grammar has no words for the names (``compiler.dnd4e.effect_clauses`` calls them when
the grammar does not read a clause): a stance or a form taken on ("You assume the iron wall
stance", "the form of a cloud of sparrows") and a thing conjured in a square ("You conjure a
spectral hound in an unoccupied square adjacent to the target"). The names are kept as
written; the time after them, and the creature a square is said of, are read by the effect
grammar (through the callbacks given), never dropped.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# reads a time said after an op ("until the end of your next turn"): its keys, {} for no
# words, None when it is not read
TimeSaid = Callable[[str], dict[str, Any] | None]
# reads the creature words name ("the target"): {"who": ..., "who_filters": ...} or None
WhoSaid = Callable[[str], dict[str, Any] | None]

# a word of a name (never one that starts a condition, a time or another clause)
_NAME_WORD = (
    r"(?!(?:while|if|until|when|whenever|for|during|unless|and|or|which|that|who|you|your"
    r"|it|its|in|on|to)\b)[a-z0-9][a-z0-9'’-]*"
)
_NAME = rf"{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,5}}?"
# a time said after the name, read as any op's
_TIME = r"(?P<rest>(?:\s+(?:until|for|during)\b[^,;]*?)?)\.?"

# "You assume the iron wall stance (until ...).", "you can assume the stance of the
# arms-troubadour", "You assume the form of a cloud of sparrows until ...": a power of the
# stance or polymorph keyword taken on, by its name (the words around "stance" / "form")
_STANCE = re.compile(
    r"(?:in\s+addition,\s+)?(?P<who>you)\s+(?:can\s+)?assumes?\s+the\s+"
    rf"(?:(?P<name>{_NAME})\s+(?P<kind>stance|form)(?:\s+of\s+(?P<of>{_NAME}))?"
    rf"|(?P<kind_of>stance|form)\s+of\s+(?:the\s+|an?\s+)?(?P<name_of>{_NAME})){_TIME}",
    re.IGNORECASE,
)


def stance(clause: str, time_said: TimeSaid) -> list[dict[str, Any]] | None:
    """ "You assume the <name> stance <time>" as a ``stance`` op (``name``, the time's keys),
    "the form of <name>" as a ``form`` op; None when the time is not read."""
    found = _STANCE.fullmatch(clause.strip())
    said = time_said(found["rest"]) if found else None
    if found is None or said is None:
        return None
    kind = (found["kind"] or found["kind_of"]).lower()
    name = _named(found["name"] or found["name_of"])
    name = f"{name} of {_named(found['of'])}" if found["of"] else name
    return [{"op": kind, "name": name, "who": "self", **said, "text": clause}]


# "You conjure a spectral hound in an unoccupied square adjacent to the target (until ...)":
# a conjuration made, by its name, in a square said by who is beside it or in it, or within
# the power's range
_CONJURE = re.compile(
    rf"(?:you\s+)?(?:also\s+)?conjures?\s+(?:an?\s+)(?P<what>{_NAME})\s+"
    r"(?:in|that\s+occupies)\s+(?:an?|one|1)\s+(?P<unoccupied>unoccupied\s+)?square\s+"
    r"(?:(?P<range>within\s+range)|adjacent\s+to\s+(?P<near>[^,;]+?)|occupied\s+by\s+"
    rf"(?P<in>[^,;]+?)){_TIME}",
    re.IGNORECASE,
)


# roles naming many creatures: "a square adjacent to each enemy" is no one square's place
_GROUPS = ("enemies", "allies", "creatures")


def conjured(clause: str, time_said: TimeSaid, who_said: WhoSaid) -> list[dict[str, Any]] | None:
    """ "You conjure <a name> in <a square> <time>" as a ``conjure`` op (``what``: its name,
    ``where``: the square, as a destination is said, with ``unoccupied``; the time's keys),
    or None when the square's creature or the time is not read."""
    found = _CONJURE.fullmatch(clause.strip())
    said = time_said(found["rest"]) if found else None
    if found is None or said is None:
        return None
    where: dict[str, Any] = {"where": "in range"}
    if not found["range"]:
        who = who_said(found["near"] or found["in"])
        if who is None or "who_filters" in who or who["who"] in _GROUPS:
            return None  # (a creature with what is said of it, or each of many: not read)
        where = {"where": f"{'adjacent to' if found['near'] else 'space of'} {who['who']}"}
    unoccupied = {"unoccupied": True} if found["unoccupied"] else {}
    what = _named(found["what"])
    return [{"op": "conjure", "what": what, **where, **unoccupied, **said, "text": clause}]


def _named(words: str) -> str:
    """A name as kept: lower case, its apostrophes plain ("winter’s herald")."""
    return words.lower().replace("’", "'")
