"""The Horus Heresy profile grammar, registered for ``compiler.tables``, and parsing with it.

``profile.lark`` reads a reaction profile's Trigger line (folded, its declared name masked)
with the whole-word lexer of ``compiler.horus_heresy.words``: an LALR parser built from
tables shipped with counterplay, loaded once per process.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from counterplay.compiler.horus_heresy.words import ProfileLexer
from counterplay.compiler.tables import Grammar

PROFILE = Grammar("horus_heresy/profile.lark", "start", ProfileLexer)


def grammars() -> list[Grammar]:
    """The Horus Heresy grammars whose tables counterplay ships (``compiler.tables``)."""
    return [PROFILE]


@cache
def _parser() -> Any:
    from counterplay.compiler.tables import load_parser

    return load_parser(PROFILE)[0]


def parse(text: str) -> tuple[Any | None, tuple[int, int] | None]:
    """The tree of a folded, masked Trigger line, or None and the (line, column) of the
    first word the grammar could not place ((0, 0): the text ended too soon)."""
    from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

    try:
        return _parser().parse(text), None
    except UnexpectedToken as exc:
        if exc.token.type == "$END":
            return None, (0, 0)
        return None, (exc.line, exc.column)
    except UnexpectedEOF:
        return None, (0, 0)
    except UnexpectedInput as exc:
        return None, (exc.line, exc.column)
