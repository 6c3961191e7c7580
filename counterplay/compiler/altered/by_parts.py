"""Reading an Altered effect sentence by parts: an unread part does not take down the rest.

A sentence the grammar cannot read whole ("Chaque joueur défausse sa main, <not read>, puis
pioche trois cartes") is read again with the part it could not read set aside as one
``UNREAD`` token, which ``ability.lark`` reads wherever an action may stand. So the clauses
around it are read by the grammar's own rules, with everything the sentence gives them: the
lead in front ("Si ..., "), the subject of the clause before ("..., puis pioche"), "vous
pouvez", what a "pour" / "to" pays for; the unread part becomes one ``unparsed`` op.

The part set aside is the shortest run of whole clauses around the first word not read
(then the next such word, and so on), and never a part the rest may hang on (never widen):

- it ends at the sentence's end, before a join (before a bare comma only when a join
  follows: what stands before a comma may be a lead of what follows it; before "et" / "and"
  only when a verb follows), or before what "pour" / "to" pays for;
- it starts at the sentence's start, after a join (", puis", "et", ", et", ","), after
  "vous pouvez" / "you may", or at a known verb after a subject read whole ("Chaque joueur
  <not read>, puis pioche ...");
- after a comma it starts with a verb or "vous" / "you" (a comma may go on a list of nouns
  or a test: "si vous contrôlez un Personnage, un Sort ..."), unless the comma closes a
  lead; never with a word that says something of the clause before it ("pour chaque ...",
  ", X étant ...", "sauf si ...");
- a lead inside it ("Si ..., ", ", puis si ..., ", or any words before a comma when it
  starts a clause: "Au deuxième Crépuscule, ...") may govern every clause after it, so it
  then runs to the sentence's end; a lead not read governs nothing read;
- what hangs on it is not read from it: a clause with no subject after it whose verb is in
  the third person (its subject was in the part not read), a thing said with its verb
  ("... et le reste au-dessous de votre deck"), a gain carried on from it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token, Tree

from counterplay.compiler.altered.words import VERBS, Word

# What joins two clauses of a sentence (AND: "et" / "and" before a verb; words.py tells it
# from AND_NOUN and AND_POST).
JOINS = frozenset(("COMMA", "THEN", "AND", "AND_IF", "OTHERWISE"))
# The words a lead of what follows starts with ("Si ...,", "Tant que ...,", "Au Crépuscule,",
# "lorsque ...,", "Sur 4+ —"); after a comma or "et" they may also say something of the
# clause before ("pour chaque ...", "sauf si ..."), so no part starts there but after ", puis".
_LEADS = frozenset(
    (
        "IF",
        "IF_YOU_DO",
        "IF_YOU_DONT",
        "OTHERWISE",
        "UNLESS",
        "WHILE",
        "FOR",
        "PER",
        "ON",
        "DIE_RESULT",
        "SCOPE",
        "INSTEAD",
        "AT_PHASE",
        "AT_NEXT_PHASE",
        "END_OF_TURN",
        "DURING",
        "WHEN",
        "EACH_TIME",
        "STARTING_WITH",
        "AND_IF",
    )
)
# What may start a clause after ", puis" / ", then" (a subject of its own, a verb, "vous
# pouvez") and after a comma or "et" / "and" (a verb, "vous pouvez").
_AFTER_COMMA = VERBS | {"YOU", "MAY", "KEYWORD_ACTION"}
_AFTER_THEN = _AFTER_COMMA | {
    "UNKNOWN",
    "ME",
    "IT",
    "THEY",
    "EACH",
    "A",
    "THE",
    "MY",
    "YOUR",
    "ITS",
    "THEIR",
    "OPPONENT",
    "PLAYER",
    "NUMBER",
    "TARGETED",
    "CARD_TYPE",
    "SUBTYPE",
}
_AFTER_AND = _AFTER_COMMA | {"UNKNOWN"}
# Where a sentence's clauses are cut when they are counted (read.py): ", puis" / ", then",
# "et" / "and" before a verb (``cuts_clause``), ", et si" / "and if", ", sinon" / "otherwise".
CLAUSE_CUTS = frozenset(("THEN", "AND", "AND_IF", "OTHERWISE"))
_MAX_PARTS = 4  # parts set aside in one sentence, at most

Parse = Callable[[list[Token]], tuple[Any | None, Token | None]]


def read_by_parts(found: list[Token], parse: Parse, said: Callable[[int, int], str]) -> Any | None:
    """The tree of a sentence's tokens ``found`` (its full stop left out) with its unread
    parts set aside as UNREAD tokens, or None when no clause of it can be read on its own.

    ``parse`` reads tokens as an effect (a tree, or None and the token it stopped at);
    ``said(i, j)`` is the text of ``found[i:j]``."""
    current: list[Token] = list(found)
    origin = list(range(len(found)))  # current index -> index in found (of its first token)
    for _ in range(_MAX_PARTS):
        tree, stopped = parse(current)
        if tree is not None:
            set_aside = any(t.type == "UNREAD" for t in current)
            return tree if set_aside and not _hangs_on_unread(tree) else None
        at = _index(current, stopped)
        for start, end in _spans(current, at):
            if start == 0 and end == len(current):
                continue
            first, last = origin[start], (origin[end] if end < len(origin) else len(found))
            unread = _unread(current[start:end], said(first, last))
            trial = [*current[:start], unread, *current[end:]]
            tree, stopped = parse(trial)
            if tree is not None and _hangs_on_unread(tree):
                continue
            if tree is not None or _index(trial, stopped) > start:
                current = trial
                origin = [*origin[:start], first, *origin[end:]]
                break
        else:
            return None
    return None


def cuts_clause(kinds: list[str], i: int) -> bool:
    """Whether a new clause starts at ``kinds[i]`` when a sentence's clauses are counted."""
    if kinds[i] == "AND":  # "You and target opponent each ...": not before a noun
        return i + 1 < len(kinds) and kinds[i + 1] in _AFTER_AND
    return kinds[i] in CLAUSE_CUTS


def unread_parts(tree: Any) -> list[Token]:
    """The parts set aside in a tree :func:`read_by_parts` gave (their text as value)."""
    return [t for t in tree.scan_values(lambda v: isinstance(v, Token)) if t.type == "UNREAD"]


def _index(current: list[Token], stopped: Token | None) -> int:
    if stopped is None:
        return len(current) - 1
    return next((i for i, t in enumerate(current) if t is stopped), len(current) - 1)


def _spans(current: list[Token], at: int) -> list[tuple[int, int]]:
    """The runs of ``current`` that may be set aside around ``at``, shortest first."""
    kinds = [t.type for t in current]
    starts = [s for s in range(at + 1) if _may_start(current, s)]
    ends = [e for e in range(at + 1, len(current) + 1) if _may_end(kinds, e)]
    spans = []
    for s in starts:
        for e in ends:
            if e < len(current) and _leads_inside(kinds, s, e):
                continue  # a lead in it may govern what follows: to the end, or not at all
            spans.append((s, e))
    return sorted(spans, key=lambda span: (span[1] - span[0], -span[0]))


def _may_start(current: list[Token], s: int) -> bool:
    if s == 0:
        return True
    kind, before = current[s].type, current[s - 1].type
    if before == "THEN":  # ", puis si ..., ": a clause with its own lead (to the end)
        return kind in _AFTER_THEN or kind in _LEADS
    if before in ("AND", "MAY"):  # "et <verbe>", "vous pouvez <verbe>"
        return kind in _AFTER_AND
    if before == "COMMA":  # after a lead's comma, any clause ("Si vous le faites, ...")
        return kind in (_AFTER_THEN if _closes_lead(current, s - 1) else _AFTER_COMMA)
    # the verb after a subject read whole ("Chaque joueur <not read>, puis pioche ...")
    return kind in VERBS or kind == "MAY"


def _closes_lead(current: list[Token], comma: int) -> bool:
    """Whether the comma at ``comma`` ends a lead ("Si vous le faites," "Au Crépuscule,")."""
    start = comma - 1
    while start > 0 and current[start - 1].type not in JOINS:
        start -= 1
    return start < comma and current[start].type in _LEADS


def _may_end(kinds: list[str], e: int) -> bool:
    """Whether a part may end before ``e``: at the end, or before a join; before a bare
    comma only when a join follows it (a part before a comma may be a lead of what follows:
    "Au deuxième Crépuscule, sacrifiez-le")."""
    if e == len(kinds):
        return True
    if kinds[e] == "COMMA":
        return e + 1 < len(kinds) and kinds[e + 1] in CLAUSE_CUTS
    if kinds[e] == "AND":  # "et" / "and" before a noun may go on a list ("target Spell")
        return cuts_clause(kinds, e)
    # "vous pouvez <not read> pour piocher une carte": what it pays for
    return kinds[e] in JOINS or kinds[e] in ("TO", "TO_DO", "FOR")


def _leads_inside(kinds: list[str], s: int, e: int) -> bool:
    """Whether the run may hold a lead: a lead's word at a clause's start, or a comma in a
    run that starts a clause ("Au deuxième Crépuscule, <...>": what comes before the comma
    may be a lead not read)."""
    if any(kinds[i] in _LEADS and (i == s or kinds[i - 1] in JOINS) for i in range(s, e)):
        return True
    starts_clause = s == 0 or kinds[s - 1] in JOINS
    return starts_clause and "COMMA" in kinds[s:e]


def _unread(part: list[Token], text: str) -> Token:
    first, last = part[0], part[-1]
    token = Word.new_borrow_pos("UNREAD", text, first)
    token.end_pos, token.end_column = last.end_pos, last.end_column
    # a verb in the third person carries on the subject before it (read._carry_subject)
    token.third_person = getattr(first, "third_person", False)
    return token


def _hangs_on_unread(tree: Tree[Token]) -> bool:
    """Whether a clause hangs on an unread one before it that has no subject read: said in
    the third person with no subject, a gain carried on, a thing said with the verb before."""
    for clauses in tree.find_data("clauses"):
        unread_before = False
        for child in clauses.children:
            if not isinstance(child, Tree):
                continue
            if unread_before and (child.data == "elided" or _carried(child)):
                return True
            unread_before = _unread_alone(child)
    return False


def _carried(clause: Tree[Token]) -> bool:
    """Whether a clause (``clause`` or one of its aliases) goes on the subject before it."""
    if clause.data in ("led", "led_and_if"):  # ", puis si ..., pioche ...": past its leads
        clause = next(c for c in reversed(clause.children) if isinstance(c, Tree))
    body = clause.children[0] if clause.data == "clause" else clause
    if not isinstance(body, Tree):
        return False
    if body.data == "carried_gain":
        return True
    values = body.scan_values(lambda v: isinstance(v, Token))
    first = next(values, None)
    if first is not None and first.type == "THE":  # "et la défausse": past the pronoun
        first = next(values, None)
    return bool(getattr(first, "third_person", False))


def _unread_alone(clause: Tree[Token]) -> bool:
    """Whether the clause holds an unread part with no subject read for it."""
    said_by = ("by_player", "optional_by", "optional_paid_by")
    unread = [s for s in clause.iter_subtrees() if s.data == "op_unread"]
    by_someone = {
        id(u) for s in clause.iter_subtrees() if s.data in said_by for u in s.iter_subtrees()
    }
    return any(id(u) not in by_someone for u in unread)
