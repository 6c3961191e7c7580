"""Stage ``to_ir`` for an authoring file of Horus Heresy reaction profiles (an army list's or
a Legion's reactions, ``reactions:``), as a 4E designer's file of powers or an Altered file
of abilities: each profile is read and checked as a battle reads its own
(``reactions.read_reactions``) under the ruleset the file names (``horus-heresy`` when it
names none), so that a profile is checked before any battle is written around it.
"""

from __future__ import annotations

from typing import Any

from counterplay.compiler.horus_heresy.reactions import read_reactions
from counterplay.compiler.load import Document
from counterplay.diagnostics import Diagnostic, diagnostic

WORLD = "horus_heresy"


def reactions_ir(document: Document, ruleset: str) -> tuple[list[dict[str, Any]], list[Diagnostic]]:
    """The IR entries of the document's ``reactions`` under the ruleset called ``ruleset``.

    Returns:
        The entries (none when the ruleset is unknown, reported before this stage, or of
        another game: S009 at ``reactions:``) and the diagnostics.
    """
    from counterplay.compiler.rulesets import load_ruleset, ruleset_names
    from counterplay.compiler.worlds import TITLES

    rules, _ = load_ruleset(ruleset)
    if rules is None:
        return [], []
    if rules.world != WORLD:  # (said here when the file names no ruleset: its lists mixed)
        fitting = [n for n in ruleset_names() if (load_ruleset(n)[0] or rules).world == WORLD]
        message = (
            f"Horus Heresy reaction profiles under {ruleset!r}, a ruleset of "
            f"{TITLES.get(rules.world, rules.world)}; name one of {', '.join(fitting)} "
            "(`ruleset:`), or put them in a file of their own"
        )
        return [], [diagnostic("S009", message, document.span(("reactions",), key=True))]
    entries, found, _ = read_reactions(document, rules)
    return entries, found
