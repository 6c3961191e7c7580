"""L015: an Altered ability's ``card_type`` that no card has.

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
from counterplay.diagnostics import Diagnostic, diagnostic
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
        hint = f"did you mean {close[0]!r}?" if close else f"card types: {', '.join(known)}"
        fix = edits.replace_scalar(document, path, close[0]) if len(close) == 1 else None
        yield diagnostic(
            "L015",
            f"{ability.get('name')!r}: no card has the type {value!r}; a line with no trigger "
            f"is read as a passive, as of a card that is no Spell ({hint})",
            document.span(path),
            fix=fix,
        )
