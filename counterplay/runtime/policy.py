"""Policies: who answers the choices a player makes, and how.

A choice has a kind (``react``: use a reaction or not; ``pending``: which reaction waiting in
a zone to play first; and the world's own: where a push leaves its target, which target),
the party or player who makes it, and what it is about (a reaction's name). Scenarios script
answers; an answer is used by the first choice that fits it, in the order written, and the
world's default policy (a game's guidelines, or seeded random) answers the rest. Choices
scripted but never asked are reported at the end of the run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from counterplay.diagnostics import Diagnostic, Span, diagnostic

# Choice kinds the core asks; a world adds its own.
CORE_CHOICES = ("react", "pending")


@dataclass
class Choice:
    """One scripted answer: ``who`` (a party or its controller) answers ``decide`` about
    ``about`` (a reaction's name; None: any) with ``answer``."""

    who: str
    decide: str
    answer: Any
    about: str | None = None
    span: Span | None = None
    used: bool = False


class Policy:
    """The scripted answers of a run, taken in order, and each player's declared default
    (``prefer``: the reactions a player picks whenever one is eligible, first listed first,
    where a ruleset lets players pick)."""

    def __init__(
        self, scripted: list[Choice] | None = None, prefer: dict[str, list[str]] | None = None
    ) -> None:
        self.scripted = list(scripted or ())
        self.prefer = dict(prefer or {})

    def take(self, decide: str, who: tuple[str, ...], about: str | None = None) -> Choice | None:
        """The first unused scripted answer to this choice (marked used), or None."""
        for choice in self.scripted:
            if choice.used or choice.decide != decide or choice.who not in who:
                continue
            if choice.about is not None and choice.about != about:
                continue
            choice.used = True
            return choice
        return None

    def wants(self, decide: str, who: tuple[str, ...], about: str) -> bool:
        """Is an unused scripted answer of ``who`` to ``decide`` a yes about ``about`` (the
        player chooses that reaction, by name)?"""
        return any(
            not c.used and c.decide == decide and c.who in who and c.about == about and c.answer
            for c in self.scripted
        )

    def answer(
        self, decide: str, who: tuple[str, ...], names: Sequence[Any]
    ) -> tuple[int | None, Diagnostic | None]:
        """Which of ``names`` (the options' names) the first unused scripted answer to this
        choice names: its index, or None when no answer is scripted. An answer naming none
        of them is used up and refused (R012, at the script), and the default policy
        chooses instead."""
        scripted = self.take(decide, who)
        if scripted is None:
            return None, None
        if scripted.answer in names:
            return list(names).index(scripted.answer), None
        shown = ", ".join(str(n) for n in names)
        message = (
            f"{scripted.who} cannot choose {scripted.answer!r} for {decide}: "
            f"not one of the options ({shown})"
        )
        return None, diagnostic("R012", message, scripted.span)

    def waiting(self, decide: str) -> list[str]:
        """Who has a scripted answer of kind ``decide`` not yet used, in script order."""
        return list(
            dict.fromkeys(c.who for c in self.scripted if not c.used and c.decide == decide)
        )

    def unused(self) -> list[Choice]:
        return [c for c in self.scripted if not c.used]
