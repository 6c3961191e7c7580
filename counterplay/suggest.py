"""Did-you-mean: the known names closest to a word that names none, in any letter case.

Every diagnostic that meets an unknown name (a field, a value, a code, a keyword, a
combatant, a card) says the closest known one the same way; a fix takes it only where the
caller is sure enough (one close name, above a stricter cutoff).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from counterplay.quoting import quoted


def closest(word: str, choices: Iterable[str], *, n: int = 2, cutoff: float = 0.6) -> list[str]:
    """The choices ``word`` may have meant, as they are written: those it is but for letter
    case, else the closest (at most ``n``, best first; ``cutoff`` as difflib's)."""
    known = list(dict.fromkeys(choices))
    same = [c for c in known if c.lower() == word.lower()]
    if same:
        return same
    lowered: dict[str, str] = {}
    for choice in known:
        lowered.setdefault(choice.lower(), choice)
    close = difflib.get_close_matches(word.lower(), list(lowered), n=n, cutoff=cutoff)
    return [lowered[c] for c in close]


def did_you_mean(word: str, choices: Iterable[str], cutoff: float = 0.6) -> str:
    """``"; did you mean 'X'?"`` for the closest of ``choices``, or nothing."""
    close = closest(word, choices, cutoff=cutoff)
    return f"; did you mean {quoted(close[0])}?" if close else ""
