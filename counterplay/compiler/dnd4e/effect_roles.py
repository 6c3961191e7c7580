"""Whom "the enemy", "that creature" ... name in an effect clause, told from the power.

The effect grammar reads "the enemy" / "that enemy" / "the creature" / "that creature"
(``w_the_enemy``, ``w_the_creature``) as one creature the power names. Which one is not in
the clause: it is the power's target when its Target line names one enemy or creature (or it
has no Target line and its trigger names one: the triggering creature the power is used
against); in a power whose Target line names an ally, you, or several creatures, "the
enemy" is the one enemy its trigger names (``triggering``), and when neither says who, the
clause is refused (a wrong creature is worse than none). ``compiler.to_ir`` reads a power's
effects inside :func:`reading_for`; without it (a text read alone) the words are the
power's target, as they always were.

"That creature" ("that enemy") after "Choose one creature ..." is the one chosen, the role
``chosen`` (:func:`naming_the_chosen`), never the power's target.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

# the rule of the effect grammar, and the word it names one creature by
ONE_NAMED = {
    "w_the_enemy": "enemy",
    "w_the_creature": "creature",
    "w_that_enemy": "enemy",
    "w_that_creature": "creature",
}
# the rule a role is said by again where "it" is told (``effect_pronouns``)
RULE_OF = {"target": "w_target", "triggering": "w_triggering", "chosen": "w_chosen"}

# whom each word names in the power read now (None: not told, refused)
_NAMED: ContextVar[dict[str, str | None] | None] = ContextVar("_NAMED", default=None)
# whether a creature was chosen in a clause before the one read now ("that enemy" is it)
_CHOSEN: ContextVar[bool] = ContextVar("_CHOSEN", default=False)
# (a text read alone, outside any power: the power's target, as the grammar reads it)
_ALONE: dict[str, str | None] = {"enemy": "target", "creature": "target"}

# the head of a Target line, after its determiners and the words before its noun
_HEAD = re.compile(
    r"^\W*(?:(?:the|that|one|a|an|single|triggering|attacking|attacked|primary|adjacent"
    r"|bloodied|marked|willing|summoned)\s+)*(?P<head>[a-z']+)",
    re.IGNORECASE,
)
# a Target line of one creature: its head noun ("One creature", "The triggering enemy",
# "The triggering target creature"), unless another party is joined to it or set apart
_ONE_HEADS = frozenset({"enemy", "creature", "character", "target"})
_MORE = re.compile(r"\b(?:and|other\s+than|except)\b", re.IGNORECASE)
# a Target line of several creatures of the other side ("Each enemy in the burst")
_SEVERAL = re.compile(
    r"^\W*(?:each|all|every|up\s+to|one\s+or\s+(?:two|more))\b(?!.*\b(?:ally|allies|you)\b)",
    re.IGNORECASE,
)
# the roles of a trigger's party that "the enemy" may be
_FOES = frozenset({"enemy", "creature"})

# whom "the enemy" / "the creature" name, by what the Target line is (rows) and how many
# foes the trigger names (columns: none, one, more): "target", "triggering" or None (refused)
_TABLE: dict[tuple[str, str], tuple[str | None, str | None, str | None]] = {
    ("one", "enemy"): ("target", "target", "target"),
    ("one", "creature"): ("target", "target", "target"),
    # (no Target line: the power is used against the creature its trigger names)
    ("none", "enemy"): (None, "target", "target"),
    ("none", "creature"): (None, "target", "target"),
    # (its targets are each enemy in the burst: "that enemy" is the triggering one)
    ("several", "enemy"): (None, "triggering", None),
    ("several", "creature"): (None, "triggering", None),
    # (its target is an ally, you, ...: "the enemy" is the triggering one, "the creature"
    # may be the target itself)
    ("other", "enemy"): (None, "triggering", None),
    ("other", "creature"): (None, None, None),
}


def target_kind(line: str | None) -> str:
    """What a power's Target line says: ``one`` enemy or creature, ``several`` of them,
    ``none`` (no Target line), or ``other`` (an ally, you, a square, two parties ...)."""
    if not line or not line.strip():
        return "none"
    if _SEVERAL.search(line):
        return "several"
    head = _HEAD.match(line)
    if head and head["head"].lower() in _ONE_HEADS and not _MORE.search(line):
        return "one"
    return "other"


def _foes(trigger: dict[str, Any]) -> int:
    """How many parties of a trigger may be "the enemy" (its actor, its target, who did it:
    "An enemy bloodies you" is `by: enemy`)."""
    parties = [trigger.get("actor"), trigger.get("target")]
    said = sum(1 for p in parties if isinstance(p, dict) and p.get("role") in _FOES)
    return said + ((trigger.get("qualifiers") or {}).get("by") in _FOES)


def named_by(line: str | None, trigger: dict[str, Any] | None) -> dict[str, str | None]:
    """Whom "the enemy" and "the creature" name in the effects of a power with this Target
    line and trigger (a power with neither, an attack of its own: its target)."""
    kind = target_kind(line)
    unread = trigger is None or trigger.get("event") == "unparsed"
    if kind in ("one", "none") and unread:
        return _ALONE
    column = 0 if unread else min(_foes(trigger or {}), 2)
    return {word: _TABLE[(kind, word)][column] for word in ("enemy", "creature")}


@contextmanager
def reading_for(line: str | None, trigger: dict[str, Any] | None) -> Iterator[None]:
    """Read the effects of a power with this Target line and trigger (IR) inside."""
    token = _NAMED.set(named_by(line, trigger))
    try:
        yield
    finally:
        _NAMED.reset(token)


def one_named(rule: str) -> str | None:
    """The role ``rule`` (of :data:`ONE_NAMED`) names in the power read now, None when the
    power does not say who it is."""
    if _CHOSEN.get() and rule.startswith("w_that_"):
        return "chosen"
    return (_NAMED.get() or _ALONE)[ONE_NAMED[rule]]


# a creature chosen, read or not ("Choose a creature within 2 squares of you and ...")
_CHOOSE = re.compile(
    r"\W*choose\s+(?:a|an|one)\s+(?:[\w-]+\s+){0,2}?(?:creature|enemy|character)\b",
    re.IGNORECASE,
)


@contextmanager
def naming_the_chosen(before: list[tuple[str, list[dict[str, Any]], Any]]) -> Iterator[None]:
    """Read a clause inside, after the clauses ``before`` it in its text: after "Choose one
    creature ..." (a ``choice`` op ``of: creature``, or a clause not read that starts so),
    "that creature" / "that enemy" is the one chosen (``chosen``), not the power's target."""
    chosen = any(
        _CHOOSE.match(clause)
        or any(op.get("of") == "creature" for op in ops if op["op"] == "choice")
        for clause, ops, _ in before
    )
    token = _CHOSEN.set(chosen)
    try:
        yield
    finally:
        _CHOSEN.reset(token)
