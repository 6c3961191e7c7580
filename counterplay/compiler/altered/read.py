"""Stage ``read`` for Altered: one printed ability line -> its kind, trigger, condition, cost
and effect, in the IR of DESIGN.md.

The line's marks are checked and reminder text set aside (``scan``), its words turned into
the grammar's tokens with the lexicon of its language (``words``; a line printed in the
other language is read in that one, with a warning), its shape read by ``line.lark`` and
each part by ``ability.lark`` (``parse``, IR by ``ability_ir``).

The four kinds of seed 002 (1.2.4.c): a line with a trigger (a symbol {J} {H} {R}, or a
head before the separator "—" / "|" / " - ") is a **reaction**; one whose head before
" : " is a cost is a **quick action**; any other line is a statement, a **passive** when it
reads as one (keywords, statuses, cost changes) or is printed on a card that is not a
Spell, an **effect** when it is a Spell's, an option of a list ("•"), or carries on from
the line before ("Si vous le faites, ..."). A part the grammar cannot read keeps its text
(trigger ``{"event": "unparsed"}``, op ``{"op": "unparsed"}``) with a diagnostic at the
first word not read; nothing is guessed from a partial reading.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from lark import Token, Tree
from lark.exceptions import VisitError

from counterplay.compiler.altered.ability_ir import SYMBOL_TRIGGERS, AbilityIR
from counterplay.compiler.altered.by_parts import (
    CLAUSE_CUTS,
    cuts_clause,
    read_by_parts,
    unread_parts,
)
from counterplay.compiler.altered.ir_terms import IT
from counterplay.compiler.altered.parse import LINE, parse, parser
from counterplay.compiler.altered.scan import at, scan
from counterplay.compiler.altered.words import LANGUAGES, tokens
from counterplay.diagnostics import Diagnostic, Severity, Span, diagnostic

KINDS = ("quick_action", "reaction", "passive", "effect")
LANGUAGE_NAMES = {"fr": "French", "en": "English"}

# The line grammar's view of a token: the few that make a line's shape, all else a WORD.
_SHAPE = {
    "JOIN_SYM": "TRIGGER_SYMBOL",
    "HAND_SYM": "TRIGGER_SYMBOL",
    "RESERVE_SYM": "TRIGGER_SYMBOL",
    "SUPPORT_SYM": "SUPPORT",
    "BULLET": "BULLET",
    "DASH": "SEPARATOR",
    "COLON": "COLON",
    "COMMA": "COMMA",
    "WHEN": "WHEN",
}
# A line that carries on from the one before it starts with one of these.
_CARRIES_ON = ("IF_YOU_DO", "IF_YOU_DONT", "OTHERWISE", "THEN")
# A condition after the trigger's comma starts with one of these ("Lorsque ..., si ..." /
# "When ..., if ..."; "..., pour chacun de mes boosts" / "..., for each of my boosts").
_CONDITION_LEADS = ("IF", "FOR", "PER", "UNLESS")
_ENOUGH = 0.5  # the share of a line's words a language must know to be that language
# Characters in one ability line, at most: the longest a card prints has about 330. Reading
# is linear but slow per word (a megabyte line took a minute), so a longer line is refused
# before a word of it is read: work on a stranger's file stays bounded.
MAX_LINE = 2_000


@dataclass
class Reading:
    """What one ability line says. ``kind`` is None when the line cannot be read at all
    (an error diagnostic says why)."""

    lang: str
    kind: str | None = None
    support: bool = False
    option: bool = False
    trigger: dict[str, Any] | None = None
    condition: dict[str, Any] | None = None
    cost: list[dict[str, Any]] | None = None
    effect: dict[str, Any] | None = None
    # the clauses of its effect, each with whether it is read (``_clauses``)
    clauses: list[tuple[str, bool]] = field(default_factory=list)
    reminders: list[str] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)


def read_ability(
    text: str, lang: str, span: Span | None = None, card_type: str | None = None
) -> Reading:
    """Read one ability line.

    Args:
        text: the line as printed (``#``, reminder text and all).
        lang: ``fr`` or ``en``, the language it is printed in.
        span: where the line starts in its file, so that diagnostics point into the file.
        card_type: the card's type (``spell``, ``character``...), which tells a Spell's
            effects from other cards' passives; None when unknown.
    """
    if len(text) > MAX_LINE:
        why = f"a line of {len(text):,} characters is longer than any card prints"
        message = f"cannot read the shape of this ability: {why} (at most {MAX_LINE:,} are read)"
        return Reading(lang, diagnostics=[diagnostic("C016", message, at(span, 1))])
    scanned = scan(text, span)
    reading = Reading(lang, reminders=scanned.reminders, diagnostics=scanned.diagnostics)
    if scanned.diagnostics:
        return reading
    found, lang, problems = _language(scanned.text, lang, span)
    reading.lang = lang
    reading.diagnostics.extend(problems)
    if found is None:
        return reading
    shape, problem = _shape(found, span)
    if shape is None:
        reading.diagnostics.extend([problem] if problem else [])
        return reading
    _read_shape(reading, shape, found, scanned.text, span, card_type)
    return reading


# ---- language ---------------------------------------------------------------------------


def _known_share(found: list[Token]) -> tuple[float, int]:
    words = [t for t in found if any(c.isalpha() for c in str(t.value)) and t.type != "QUOTED"]
    if not words:
        return 1.0, 0
    known = sum(t.type not in ("UNKNOWN", "NAME") for t in words)
    return known / len(words), len(words)


def _language(
    text: str, lang: str, span: Span | None
) -> tuple[list[Token] | None, str, list[Diagnostic]]:
    """The line's tokens in ``lang``, or in the other language when it is printed in that
    one (a warning); None and an error when neither knows it."""
    mine = tokens(text, lang)
    share, words = _known_share(mine)
    if share >= 0.8 or words < 3:
        return mine, lang, []
    other = next(o for o in LANGUAGES if o != lang)
    theirs = tokens(text, other)
    other_share, _ = _known_share(theirs)
    where = at(span, next((t.column or 1 for t in mine if t.type in ("UNKNOWN", "NAME")), 1))
    if other_share >= max(share + 0.2, _ENOUGH):
        message = (
            f"this {LANGUAGE_NAMES[lang]} line is written in {LANGUAGE_NAMES[other]}; "
            f"read as {LANGUAGE_NAMES[other]}"
        )
        return theirs, other, [diagnostic("C017", message, where, severity=Severity.WARNING)]
    if share < _ENOUGH:
        message = (
            f"this line reads as neither French nor English ({share:.0%} of its words are "
            f"{LANGUAGE_NAMES[lang]}); is it in another language?"
        )
        return None, lang, [diagnostic("C017", message, where)]
    return mine, lang, []


# ---- shape ------------------------------------------------------------------------------


def _coarse(found: list[Token]) -> list[Token]:
    """The line grammar's tokens: positions are indexes into ``found``."""
    out = []
    for index, token in enumerate(found):
        kind = _SHAPE.get(token.type, "WORD")
        if kind == "SEPARATOR" and index and found[index - 1].type == "DIE_RESULT":
            kind = "WORD"  # "Sur 1-3 — ...": a die result's own dash
        out.append(Token(kind, token.value, start_pos=index))
    return out


def _shape(found: list[Token], span: Span | None) -> tuple[Tree[Any] | None, Diagnostic | None]:
    from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

    if not found:  # only what is left out of the reading ("()", a reminder text alone)
        why = "no words outside its reminder text"
        return None, diagnostic(
            "C016", f"cannot read the shape of this ability: {why}", at(span, 1)
        )
    try:
        return parser(LINE).parse(_coarse(found)), None
    except UnexpectedToken as exc:
        if exc.token.type == "$END":
            why = f"nothing after {str(found[-1])!r}"
            return None, _shape_problem(why, found[-1], span)
        token = found[exc.token.start_pos or 0]
        if exc.token.type == "SEPARATOR":
            why = f"a second separator {token.value!r}: a line is one ability"
        else:
            why = f"{token.value!r} cannot come here"
        return None, _shape_problem(why, token, span)
    except (UnexpectedEOF, UnexpectedInput):
        return None, _shape_problem("the line ends too soon", found[-1], span, end=True)


def _shape_problem(why: str, token: Token, span: Span | None, end: bool = False) -> Diagnostic:
    column = (token.end_column or token.column or 1) if end else (token.column or 1)
    return diagnostic("C016", f"cannot read the shape of this ability: {why}", at(span, column))


def _second_separator(found: list[Token], rest: list[int], span: Span | None) -> Diagnostic | None:
    """C016 at a separator in an effect that no "Lorsque" / "When" of a reaction the
    effect sets up comes before."""
    when = False
    for index in rest:
        kind = _SHAPE.get(found[index].type)
        if kind == "WHEN":
            when = True
        elif kind == "SEPARATOR" and not (index and found[index - 1].type == "DIE_RESULT"):
            if not when:
                why = f"a second separator {str(found[index])!r}: a line is one ability"
                return _shape_problem(why, found[index], span)
            when = False
    return None


def _indexes(tree: Any) -> list[int]:
    """The indexes (into the line's tokens) of the tokens under ``tree``, in order."""
    if isinstance(tree, Token):
        return [tree.start_pos or 0]
    return [i for child in tree.children for i in _indexes(child)]


def _segments(head: Tree[Any]) -> list[list[int]]:
    return [_indexes(s) for s in head.children if isinstance(s, Tree)]


def _read_shape(
    reading: Reading,
    shape: Tree[Any],
    found: list[Token],
    text: str,
    span: Span | None,
    card_type: str | None,
) -> None:
    kinds = [c.type for c in shape.children if isinstance(c, Token)]
    reading.support = "SUPPORT" in kinds
    reading.option = "BULLET" in kinds
    body = next(c for c in shape.children if isinstance(c, Tree))
    parts = {c.data: c for c in body.children if isinstance(c, Tree)}
    rest = _indexes(parts["rest"]) if "rest" in parts else []
    problem = _second_separator(found, rest, span)
    if problem is not None:
        reading.diagnostics.append(problem)
        return
    if body.data == "symbol_reaction":
        symbol = next(c for c in body.children if isinstance(c, Token))
        reading.kind = "reaction"
        reading.trigger = copy.deepcopy(SYMBOL_TRIGGERS[str(found[symbol.start_pos or 0].value)])
        reading.trigger["text"] = str(found[symbol.start_pos or 0])
        reading.effect = _effect(found, rest, text, span, reading)
        return
    segments = _segments(parts["head"])
    if body.data == "separated":
        reading.kind = "reaction"
        _trigger_and_condition(reading, found, segments, text, span)
        reading.effect = _effect(found, rest, text, span, reading)
        return
    if body.data == "colon" and _costs(reading, found, segments, text, span):
        reading.kind = "quick_action"
        reading.effect = _effect(found, rest, text, span, reading)
        return
    everything = list(range(len(found)))
    start = 1 if reading.option else 0
    start += 1 if reading.support else 0
    if not _trigger_after(reading, found, everything[start:], text, span):
        _statement(reading, found, everything[start:], text, span, card_type)


def _trigger_after(
    reading: Reading, found: list[Token], indexes: list[int], text: str, span: Span | None
) -> bool:
    """ "Effet après déclencheur" (seed 002): "Piochez une carte lorsque je suis joué." /
    "Draw a card when I'm played." An effect, then its trigger from a "lorsque" / "when"
    in its first sentence to the end (no statement rule reads a WHEN): a reaction when that
    trigger reads, else the line is left to be read as a statement."""
    kinds = [found[i].type for i in indexes]
    at = kinds.index("WHEN") if "WHEN" in kinds[1:] else 0
    if not at or "DOT" in kinds[:at] or kinds.count("WHEN") > 1:
        return False
    trigger_at = [i for i in indexes[at:] if found[i].type != "DOT"]
    trigger, _ = _read("trigger", found, trigger_at, reading)
    if trigger is None:
        return False
    reading.kind = "reaction"
    reading.trigger = {**trigger, "text": _text(found, trigger_at, text)}
    reading.effect = _effect(found, indexes[:at], text, span, reading)
    return True


def _text(found: list[Token], indexes: list[int], text: str) -> str:
    """The source text of the tokens at ``indexes`` (reminders and marks left out)."""
    if not indexes:
        return ""
    first, last = found[indexes[0]], found[indexes[-1]]
    start, end = (first.column or 1) - 1, (last.end_column or 1) - 1
    return " ".join(text[start:end].split())


def _tokens_at(found: list[Token], indexes: list[int]) -> list[Token]:
    return [found[i] for i in indexes]


def _read(
    start: str, found: list[Token], indexes: list[int], reading: Reading
) -> tuple[Any | None, Token | None]:
    """The IR of the tokens at ``indexes`` read from rule ``start``; None and the token the
    grammar stopped at when they cannot be read."""
    part = _tokens_at(found, indexes)
    tree, stopped = parse(part, start)
    if tree is None:
        return None, stopped if stopped is not None else (part[-1] if part else None)
    _carry_subject(tree)
    _carry_gainer(tree)
    try:
        return AbilityIR().transform(tree), None
    except VisitError as exc:  # a tree the IR cannot hold: a bug, reported, never a crash
        reading.diagnostics.append(diagnostic("P003", f"internal: {exc.orig_exc}"))
        return None, part[0] if part else None


def _carry_subject(tree: Tree[Token]) -> None:
    """A clause with no subject whose verb is in the third person ("..., puis pioche trois
    cartes" / "..., then draws three cards") is done by the subject of the clause before."""
    for clauses in tree.find_data("clauses"):
        subject = None
        for clause in clauses.children:
            if not isinstance(clause, Tree) or clause.data != "clause":
                continue
            body = clause.children[0]
            if not isinstance(body, Tree):
                continue
            if body.data in ("by_player", "optional_by"):
                subject = body.children[0]
            elif subject is not None and _carried_on(subject, body):
                clause.children[0] = Tree("by_player", [subject, body])
            else:
                subject = None


def _carried_on(subject: Any, body: Tree[Token]) -> bool:
    """Whether a clause with no subject is done by the subject before: its verb is in the
    third person, or that subject is "they" ("They draw two cards, then discard a card":
    English says the imperative's form after "they"; never after a player named, "Target
    opponent draws a card, then discard a card" is yours)."""
    if getattr(_verb_token(body), "third_person", False):
        return True
    said = (
        list(subject.scan_values(lambda v: isinstance(v, Token)))
        if isinstance(subject, Tree)
        else []
    )
    return [t.type for t in said] == ["THEY"]


def _carry_gainer(tree: Tree[Token]) -> None:
    """A verb in the third person after a list of gains ("Un Personnage ciblé gagne 1 boost
    et défausse une carte" / "Target Character gains 1 boost and discards a card") is done
    by the one that gains (it was read as yours); not after "je" / "I", whose verbs the
    French says in the third person's form and English as the imperative's."""
    gains = tree.find_pred(lambda t: t.data in ("op_gain", "op_lose"))
    for gain in gains:
        subject = gain.children[0]
        if isinstance(subject, Tree) and any(subject.find_data("pronoun_me")):
            continue  # "je ... et pioche": the French first person is the third's form
        for then in gain.find_data("and_then"):
            body = then.children[-1]
            if isinstance(body, Tree) and getattr(_verb_token(body), "third_person", False):
                then.children[-1] = Tree("by_player", [subject, body])


def _verb_token(tree: Tree[Token]) -> Token | None:
    """The clause's first word, past a French object pronoun before its verb ("et la
    défausse" / "and discards it")."""
    found = tree.scan_values(lambda v: isinstance(v, Token))
    first = next(found, None)
    return next(found, None) if first is not None and first.type == "THE" else first


def _unread(code: str, what: str, text: str, token: Token | None, span: Span | None) -> Diagnostic:
    found = repr(str(token)) if token is not None else "the end"
    where = at(span, token.column or 1) if token is not None else span
    return diagnostic(code, f"cannot read the {what} from {found}: {text!r}", where)


def _trigger_and_condition(
    reading: Reading, found: list[Token], segments: list[list[int]], text: str, span: Span | None
) -> None:
    """The trigger before the separator, and the condition after its first comma."""
    split = next(
        (i for i, seg in enumerate(segments[1:], 1) if found[seg[0]].type in _CONDITION_LEADS),
        len(segments),
    )
    trigger_at = _joined(segments[:split])
    condition_at = _joined(segments[split:])
    trigger_text = _text(found, trigger_at, text)
    trigger, stopped = _read("trigger", found, trigger_at, reading)
    if trigger is None:
        reading.trigger = {"event": "unparsed", "text": trigger_text}
        reading.diagnostics.append(_unread("P001", "trigger", trigger_text, stopped, span))
    else:
        reading.trigger = {**trigger, "text": trigger_text}
    if condition_at:
        reading.condition = _condition(found, condition_at, text, span, reading)


def _joined(segments: list[list[int]]) -> list[int]:
    """The token indexes of consecutive segments, with the commas between them."""
    if not segments:
        return []
    return list(range(segments[0][0], segments[-1][-1] + 1))


def _condition(
    found: list[Token], indexes: list[int], text: str, span: Span | None, reading: Reading
) -> dict[str, Any]:
    said = _text(found, indexes, text)
    test, stopped = _read("condition", found, indexes, reading)
    if test is None:
        reading.diagnostics.append(_unread("P003", "condition", said, stopped, span))
        return {"test": "unparsed", "text": said}
    return {**test, "text": said}


def _costs(
    reading: Reading, found: list[Token], segments: list[list[int]], text: str, span: Span | None
) -> bool:
    """Whether the head before " : " is a list of costs (a quick action); if so, read them.
    One cost read among several is enough ("{T}, <not read> :"): the part not read is an
    ``unparsed`` cost, and the effect after the colon is read all the same."""
    costs: list[dict[str, Any]] = []
    unread: list[Diagnostic] = []
    for segment in segments:
        cost, stopped = _read("cost", found, segment, reading)
        said = _text(found, segment, text)  # a cost may be several ops: "Perdez 1 boost et ..."
        if cost is None:
            costs.append({"op": "unparsed", "text": said})
            unread.append(_unread("P003", "cost", said, stopped, span))
            continue
        costs.extend({**op, "text": said} for op in (cost if isinstance(cost, list) else [cost]))
    if len(unread) == len(segments):
        return False
    reading.cost = costs
    reading.diagnostics.extend(unread)
    return True


def _sentences(found: list[Token], indexes: list[int]) -> list[list[int]]:
    """The sentences of an effect: its tokens cut after each full stop."""
    out: list[list[int]] = [[]]
    for i in indexes:
        out[-1].append(i)
        if found[i].type == "DOT":
            out.append([])
    return [s for s in out if any(found[i].type != "DOT" for i in s)]


def _effect(
    found: list[Token], indexes: list[int], text: str, span: Span | None, reading: Reading
) -> dict[str, Any]:
    """An effect: its text and ops, sentence by sentence (a sentence not read is one
    ``unparsed`` op and an info diagnostic). A condition led by a dash ("Sur 1-3 — ..." /
    "When you roll a 1-3 this way — ...") heads the rest of the line, so it holds for the
    sentences after it that say no condition of their own (``_headed``)."""
    ops: list[dict[str, Any]] = []
    heading: dict[str, Any] | None = None
    for sentence in _sentences(found, indexes):
        said = _text(found, sentence, text)
        read, stopped = _read("effect", found, sentence, reading)
        parts: list[Token] = []
        if read is None:
            read, parts = _read_by_parts(found, sentence, text, reading)
        if read is not None and not ops and _unbound(read, reading):
            read, parts = None, []
        if read is not None:
            read, heading = _headed(found, sentence, read, heading)
        reading.clauses.extend(_clauses(found, sentence, text, parts if read else None))
        if read is None:
            ops.append({"op": "unparsed", "text": said})
            reading.diagnostics.append(_unread("P002", "effect", said, stopped, span))
            continue
        for part in parts:  # a part not read, the clauses around it read
            reading.diagnostics.append(_unread("P002", "effect", str(part.value), part, span))
        ops.extend(op if op["op"] == "unparsed" else {**op, "text": said} for op in read)
    return {"text": _text(found, indexes, text), "ops": ops}


_AFTERWARDS = ("done", "otherwise")
_ROLES = ("who", "what")


def _unbound(ops: list[dict[str, Any]], reading: Reading) -> bool:
    """Whether the first sentence of a reaction or quick action leans on something nothing
    before it says: "Si vous le faites" / "If you do", "Sinon" / "Otherwise" with no action
    before, or "il" / "it" when neither the trigger nor a test of the sentence names an
    object ("{J} Il gagne 2 boosts." / "{J} It gains 2 boosts."): such a sentence is
    refused, not read as if something had been said. (A line with no trigger nor cost may
    be a rare's part, "#Sinon, ...#", that goes on from the card's line before: left as
    read.)"""
    first = ops[0] if ops else {}
    if reading.kind not in ("reaction", "quick_action"):
        return False
    if (first.get("if") or {}).get("test") in _AFTERWARDS:
        return True
    trigger = reading.trigger if reading.kind == "reaction" else None
    said = [trigger.get(part) or {} for part in ("actor", "target")] if trigger else []
    named = any(who.get("role") in ("object", "it") for who in said)
    if trigger is None or named or "if" in first:  # a test may name it: "s'il ..., il ..."
        return False
    return any(first.get(role) == IT for role in _ROLES)


def _headed(
    found: list[Token],
    sentence: list[int],
    ops: list[dict[str, Any]],
    heading: dict[str, Any] | None,
) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """A sentence's ops under the dash-led condition of a sentence before it (each op
    without an ``if`` of its own takes it), and the heading for the sentences after: this
    sentence's condition when it is led by a dash, or is a die's result led by a colon ("•
    1-3 : ...": the result line's every sentence), and all its ops share it."""
    if heading is not None:
        ops = [op if "if" in op or op["op"] == "unparsed" else {**op, "if": heading} for op in ops]
    tests = [op.get("if") for op in ops]
    marks = {found[i].type for i in sentence} & {"DASH", "COLON"}
    if (
        tests
        and tests[0]
        and ("DASH" in marks or (tests[0].get("test") == "result" and "COLON" in marks))
        and tests.count(tests[0]) == len(tests)
    ):
        heading = tests[0]
    return ops, heading


def _clauses(
    found: list[Token], sentence: list[int], text: str, parts: list[Token] | None
) -> list[tuple[str, bool]]:
    """The clauses of a sentence (cut by ``by_parts.cuts_clause``: before ", puis" /
    ", then", "et" / "and" before a verb, ", et si" / "and if", ", sinon" / "otherwise"),
    each with whether it is read: all of them when the sentence is, none when no part of it
    is (``parts`` None), else those no unread part touches. What the bench counts."""
    skipped = CLAUSE_CUTS | {"COMMA", "DOT"}
    kinds = [found[i].type for i in sentence]
    cuts: list[list[int]] = [[]]
    for n, i in enumerate(sentence):
        if cuts_clause(kinds, n) and any(found[j].type not in skipped for j in cuts[-1]):
            cuts.append([])
        cuts[-1].append(i)
    out = []
    for cut in cuts:
        words = [i for i in cut if found[i].type not in skipped]
        if not words:
            continue
        first, last = found[words[0]].column or 0, found[words[-1]].end_column or 0
        touched = parts is None or any(
            (p.column or 0) < last and first < (p.end_column or 0) for p in parts
        )
        out.append((_text(found, words, text), not touched))
    return out


def _read_by_parts(
    found: list[Token], sentence: list[int], text: str, reading: Reading
) -> tuple[list[dict[str, Any]] | None, list[Token]]:
    """A sentence not read whole, read with its unread parts set aside (``by_parts``): its
    ops (an ``unparsed`` op for each part) and the parts (UNREAD tokens, their text as
    value); None when no clause of it reads on its own."""
    body = [i for i in sentence if found[i].type != "DOT"]
    end = [found[i] for i in sentence[len(body) :]]
    if body and found[body[-1]].type == "COLON":  # a list's lead: "... :" after it
        end, body = [found[body[-1]], *end], body[:-1]

    def effect(part: list[Token]) -> tuple[Any | None, Token | None]:
        tree, stopped = parse([*part, *end], "effect")
        if tree is not None:
            _carry_subject(tree)
            _carry_gainer(tree)
        return tree, stopped

    tree = read_by_parts(
        [found[i] for i in body], effect, lambda i, j: _text(found, body[i:j], text)
    )
    if tree is None:
        return None, []
    try:
        ops = AbilityIR().transform(tree)
    except VisitError as exc:  # a tree the IR cannot hold: a bug, reported, never a crash
        reading.diagnostics.append(diagnostic("P003", f"internal: {exc.orig_exc}"))
        return None, []
    if all(op["op"] == "unparsed" for op in ops):  # only its leads read: as not read
        return None, []
    return ops, unread_parts(tree)


def _held(ops: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """A statement on a card that is not a Spell, read as an effect, as the passive it is
    when it says only what holds while the card does, with no time of its own: what may not
    be done ("Je ne peux pas être sacrifié" / "I can't be sacrificed"), keywords had ("Les
    Robots que vous contrôlez sont [Coriace 1]" / "Robots you control are [Tough 1]": the
    passive ``keyword`` op, with ``who`` when it is not the card itself), what things cost
    ("Les Sorts adverses coûtent {1} de plus" / "Opposing Spells cost {1} more"; not the next
    one's) and what is done instead of an event ("Si je devais être sacrifié, ... à la place"
    / "If I would be sacrificed, ... instead": a replacement). None for any other statement:
    what is done, or done for a time, is no passive."""
    if not ops or any("until" in op or not _holds(op) for op in ops):
        return None
    if _targets(ops):  # a passive targets nothing: "Un Personnage ciblé ne peut pas ..."
        return None
    return [_kept(op) if op["op"] == "keyword.gain" else op for op in ops]


# the ops a passive may hold as they are said in an effect
_HELD = frozenset({"cannot", "keyword.gain"})
_COSTS = frozenset({"cost.reduce", "cost.increase"})


def _holds(op: dict[str, Any]) -> bool:
    """Whether an op, read as an effect, says what holds while its card works."""
    if op["op"] in _COSTS:
        what = op.get("what")
        return not (isinstance(what, dict) and ("next" in what or "next_played_by" in what))
    if op.get("instead") is True:
        return isinstance(op.get("if"), dict) and op["if"].get("test") == "would"
    return op["op"] in _HELD


def _targets(value: Any) -> bool:
    """Whether any selector in ``value`` is a target."""
    if isinstance(value, dict):
        return value.get("targeted") is True or any(_targets(v) for v in value.values())
    return isinstance(value, list) and any(_targets(v) for v in value)


def _kept(op: dict[str, Any]) -> dict[str, Any]:
    """A keyword gained, as the passive keyword had (``who`` said only of another)."""
    kept = {"op": "keyword", **{k: v for k, v in op.items() if k not in ("op", "who")}}
    return kept if op.get("who") == {"role": "self"} else {**kept, "who": op["who"]}


def _statement(
    reading: Reading,
    found: list[Token],
    indexes: list[int],
    text: str,
    span: Span | None,
    card_type: str | None,
) -> None:
    """A line with no trigger and no cost: a passive or an effect (see the module's doc)."""
    as_statement, _ = _read("statement", found, indexes, reading)
    first = found[indexes[0]].type if indexes else ""
    if as_statement is not None and as_statement["kind"] == "passive":
        reading.kind = "passive"
        said = _text(found, indexes, text)
        reading.effect = {"text": said, "ops": [{**op, "text": said} for op in as_statement["ops"]]}
        return
    if reading.option or first in _CARRIES_ON or first == "DIE_RESULT":
        reading.kind = "effect"
    elif card_type is not None:
        reading.kind = "effect" if card_type.lower() == "spell" else "passive"
    else:
        reading.kind = "effect" if as_statement is not None else "passive"
    if reading.kind == "effect":
        reading.effect = _effect(found, indexes, text, span, reading)
        return
    said = _text(found, indexes, text)
    # the statement's effect reading (the start ``statement`` may stop where a passive's
    # rule was taken: "Si ..., les Personnages que vous contrôlez sont [Coriaces 1]")
    as_effect = as_statement["ops"] if as_statement is not None else None
    if as_effect is None:
        as_effect, _ = _read("effect", found, indexes, reading)
    held = _held(as_effect) if isinstance(as_effect, list) else None
    if held:
        reading.effect = {"text": said, "ops": [{**op, "text": said} for op in held]}
        return
    reading.effect = {"text": said, "ops": [{"op": "unparsed", "text": said}]}
    reading.diagnostics.append(
        _unread("P003", "passive", said, found[indexes[0]] if indexes else None, span)
    )
