"""L014: a ``# counterplay: ignore[...]`` comment that names no code.

Such a comment silences nothing of what it meant to (``ignore[R21]`` for R021), and the
diagnostic it was written for is shown again with no word of why; ruff reports its own
``# noqa`` comments that name no rule the same way. The fix takes the closest code or name
when it is the only close one.
"""

from __future__ import annotations

from collections.abc import Iterator

from counterplay.config import selector_codes, suppressing_comments
from counterplay.diagnostics import CODES, Diagnostic, Fix, Span, diagnostic
from counterplay.suggest import closest, did_you_mean


def check_ignores(path: str, text: str) -> Iterator[Diagnostic]:
    """L014 for each selector of ``text``'s ignore comments that names no code."""
    words = [*CODES, *(entry.name for entry in CODES.values())]
    for line, column, word in suppressing_comments(text):
        if selector_codes(word):
            continue
        span = Span(path, line, column, line, column + len(word))
        close = closest(word, words, n=2, cutoff=0.8)
        fix = Fix(span, close[0]) if len(close) == 1 else None
        said = f"`# counterplay: ignore[...]` names no code {word!r}, so it silences nothing"
        yield diagnostic("L014", said + did_you_mean(word, words), span, fix=fix)
