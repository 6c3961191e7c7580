"""L015: an Altered ability's ``card_type`` that no card has; L016: one printed line of a
card written twice in one language.

The type tells a Spell's effect lines from the passives of the other cards (``spell`` makes
an effect), so a misspelt one (``spel``, ``charcter``) changes what a line is read as, with
nothing said. The types known are those a game's cards may have (the ``altered-game``
schema's card ``type``), and the token kinds of the card API (``token_mana``: a known type
after ``token_``).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from counterplay.compiler import edits
from counterplay.compiler.load import Document
from counterplay.diagnostics import Diagnostic, Span, diagnostic
from counterplay.quoting import quoted
from counterplay.suggest import closest


@cache
def _known() -> tuple[str, ...]:
    from counterplay.compiler.schemas import schema

    card = schema("altered-game")["properties"]["cards"]["items"]["properties"]["type"]
    return tuple(str(t) for t in card["enum"])


def _kind_of(value: str, known: tuple[str, ...]) -> bool:
    return value in known or any(value.startswith(f"{k}_") for k in known)


def check_card_types(document: Document) -> Iterator[Diagnostic]:
    """L015 at each ability's ``card_type`` that is no card type, with the closest."""
    known = _known()
    abilities = document.data.get("abilities") if isinstance(document.data, dict) else None
    for index, ability in enumerate(abilities or []):
        value = ability.get("card_type") if isinstance(ability, dict) else None
        if not isinstance(value, str) or _kind_of(value, known):
            continue
        path = ("abilities", index, "card_type")
        close = closest(value, known, cutoff=0.75)
        hint = f"did you mean {quoted(close[0])}?" if close else f"card types: {', '.join(known)}"
        fix = edits.replace_scalar(document, path, close[0]) if len(close) == 1 else None
        yield diagnostic(
            "L015",
            f"{quoted(ability.get('name'))}: no card has the type {quoted(value)}; a line with no "
            f"trigger is read as a passive, as of a card that is no Spell ({hint})",
            document.span(path),
            fix=fix,
        )


_LANGUAGES = {"fr": "French", "en": "English"}


def check_sources(document: Document) -> Iterator[Diagnostic]:
    """L016 at each ability whose ``source`` (a card's id and the line's index on it) and
    ``lang`` an earlier ability of the file has: one printed line written twice, which a
    game that includes the file gives its card twice."""
    abilities = document.data.get("abilities") if isinstance(document.data, dict) else None
    first: dict[tuple[str, str], Span] = {}
    for index, ability in enumerate(abilities or []):
        if not isinstance(ability, dict) or not isinstance(ability.get("source"), str):
            continue
        key = (ability["source"], str(ability.get("lang")))
        span = document.span(("abilities", index, "source"))
        if key not in first:
            first[key] = span
            continue
        language = _LANGUAGES.get(key[1], key[1])
        card = key[0].rsplit("/", 1)[0]
        yield diagnostic(
            "L016",
            f"{quoted(ability.get('name'))}: the line {key[0]} in {language} is written twice (the "
            f"first at line {first[key].line}): a game that includes this file gives the card "
            f"both; give each line of the card its own index ({card}/0, {card}/1, ...)",
            span,
        )
