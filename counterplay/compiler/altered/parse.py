"""The Altered grammars, registered for ``compiler.tables``, and parsing with them.

Two LALR grammars read the tokens of ``compiler.altered.words``: ``line.lark`` gives a
line its shape (trigger, condition, cost, effect parts), ``ability.lark`` reads each part
(start ``trigger``, ``condition``, ``cost``, ``effect`` or ``statement``). Both are built
from tables shipped with counterplay and loaded once per process.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from lark import Token

from counterplay.compiler.altered.words import TokenFeed
from counterplay.compiler.tables import Grammar

STARTS = ("trigger", "condition", "cost", "effect", "statement")
LINE = Grammar("altered/line.lark", "line", TokenFeed)
ABILITY = Grammar("altered/ability.lark", STARTS, TokenFeed)


def grammars() -> list[Grammar]:
    """The Altered grammars whose tables counterplay ships (``compiler.tables``)."""
    return [LINE, ABILITY]


@cache
def parser(grammar: Grammar) -> Any:
    """The LALR parser of ``grammar``, from its shipped tables, once per process."""
    from counterplay.compiler.tables import load_parser

    return load_parser(grammar)[0]


def parse(tokens: list[Token], start: str) -> tuple[Any | None, Token | None]:
    """The tree of ``tokens`` read from the ability grammar's rule ``start``, or None and
    the token where the grammar stopped (None: the tokens ended too soon)."""
    from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

    try:
        return parser(ABILITY).parse(tokens, start=start), None
    except UnexpectedToken as exc:
        token = exc.token if exc.token.type != "$END" else None
        return None, token
    except UnexpectedEOF:
        return None, None
    except UnexpectedInput:
        return None, None
