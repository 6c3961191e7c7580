"""Read 4E Hit / Miss / Effect text clause by clause into ops (``grammar/dnd4e/effect_en.lark``,
IR by ``compiler.dnd4e.effect_ir``): the clause cuts, a lead or a time that governs the clauses
after it, and the clauses read by parts when the grammar does not read them whole (the events
said inside an effect, a condition, an end, a standing trigger, are read by the trigger grammar:
``effect_events``). A clause it cannot read is an ``unparsed`` op with an info diagnostic (P002).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from lark.exceptions import VisitError

from counterplay.compiler.dnd4e.effect_cut import (
    cut_clauses,
    sentences,
)
from counterplay.compiler.dnd4e.effect_events import (
    _EVENT_KEYS,
    _IT,
    ClauseReaders,
    event_condition,
    event_end,
    relative_standing,
    standing_trigger,
    trailing_standing,
)
from counterplay.compiler.dnd4e.effect_finish import ATTACK_OPS, Lead, fold_once, share_duration
from counterplay.compiler.dnd4e.effect_ir import EffectIR
from counterplay.compiler.dnd4e.effect_leads import (
    AT,
    DURATION_LEADS,
    HIT_LINE,
    LEAD,
    LEAD_ONLY,
    LEAD_PROBE,
    LEADS,
    two_conditions,
)
from counterplay.compiler.dnd4e.effect_named import conjured, stance
from counterplay.compiler.dnd4e.effect_pronouns import (
    IT_ALONE,
    IT_ATTACK,
    IT_WORD,
    SAID_AS,
    THING_SUBJECT,
    named_in,
    names_target,
    thing_dropped,
    whom_it_names,
)
from counterplay.compiler.dnd4e.effect_roles import naming_the_chosen
from counterplay.compiler.dnd4e.effect_who import (
    goes_on,
    subject_of,
)
from counterplay.compiler.dnd4e.effect_words import PAIR, TIME_KEYS, each_op, is_lasting
from counterplay.compiler.dnd4e.parse import parse, unread
from counterplay.diagnostics import Diagnostic, Span
from counterplay.textspan import locate

# the longest clause read by parts (an event and a clause, two options ...) when the grammar
# does not read it whole: longer than any printed clause, so that text of no power costs no
# more than linear time and a bounded depth of parts
_PARTS_READ_UP_TO = 600


def _clause_ops(
    clause: str,
    span: Span | None,
    names: Sequence[str],
    subject: str | None,
    named_before: frozenset[str] | None = None,
) -> tuple[list[dict[str, Any]], list[Diagnostic], str | None]:
    """The ops of one clause, and who the next clause is about when it names no one
    (None: the clause that named it was not read, so a clause that needs it is not read);
    ``named_before``: the creatures the clause before did something to or with (in its
    sentence, or the last of the sentence before: ``named_in``), whom an "it" of this clause
    may stand for."""
    tree, diagnostics = parse(clause, "effect", span, names)
    if tree is None and len(clause) <= _PARTS_READ_UP_TO:
        by_parts = _read_by_parts(clause, names, subject)
        if by_parts is not None:
            return by_parts[0], [], by_parts[1]
    if tree is not None:
        reader = EffectIR(subject or "self", clause)
        try:
            ops: list[dict[str, Any]] = reader.transform(tree)
        except VisitError as exc:  # a tree the IR cannot hold is a bug, but never a crash
            diagnostics = [unread(clause, "effect", 0, 0, span, f"internal: {exc.orig_exc}")]
        else:
            if thing_dropped(reader.things, ops):
                reader.refusal = "the name of a thing said in it is not kept"
            it_is = whom_it_names(reader.people, subject, named_before, clause)
            if it_is is not None and not reader.refusal:
                again = _it_said_again(clause, span, names, subject, it_is)
                if again is not None:
                    return again
                reader.refusal = "'it' may stand for a creature named before it, not the target"
            elif subject is None and any(rule == "w_it" for rule, _ in reader.people):
                # ("Your steed [not read] regains 5 hit points, and it shifts 1 square": "it"
                # may be whom the part not read named, not the target)
                reader.refusal = "'it' may stand for a creature named in a part not read"
            otherwise = _otherwise(clause, names, subject) if reader.refusal else None
            if otherwise is not None:
                # "slowed, or immobilized if it is bloodied": one or the other, by the condition
                return otherwise[0], [], otherwise[1]
            why = reader.why_refused()
            if why is not None:
                return (*_unread(clause, span, why), None)
            if subject is None and reader.borrowed:
                # "One enemy ... takes the ongoing damage instead [unread], and takes a -2
                # penalty": who takes the penalty was said in the part not read
                why = "its subject is in a part of the sentence not read"
                return (*_unread(clause, span, why), None)
            if ops and all(op["op"] != "unparsed" for op in ops):
                return [{**op, "text": clause} for op in ops], diagnostics, reader.subject
            if not diagnostics:
                diagnostics = [unread(clause, "effect", 1, 1, span, "a number the op cannot hold")]
    return [{"op": "unparsed", "text": clause}], diagnostics, None


def _unread(
    clause: str, span: Span | None, why: str
) -> tuple[list[dict[str, Any]], list[Diagnostic]]:
    """A clause not read, and why (its one ``unparsed`` op and its P002)."""
    return [{"op": "unparsed", "text": clause}], [unread(clause, "effect", 1, 1, span, why)]


def _it_said_again(
    clause: str, span: Span | None, names: Sequence[str], subject: str | None, rule: str
) -> tuple[list[dict[str, Any]], list[Diagnostic], str | None] | None:
    """The clause read with "it" said as the one creature it stands for (``rule``), its ops
    with the clause as written; None when it is not read so (or "it" may be an attack)."""
    if not rule or IT_ATTACK.search(clause):
        return None
    ops, found, named = _clause_ops(IT_ALONE.sub(SAID_AS[rule], clause), span, names, subject)
    if not ops or any(op["op"] == "unparsed" for op in ops):
        return None
    return [{**op, "text": clause} for op in ops], found, named


def _read_by_parts(
    clause: str, names: Sequence[str], subject: str | None
) -> tuple[list[dict[str, Any]], str | None] | None:
    """A clause the effect grammar does not read whole, read in parts, each by the grammar
    that reads it (a standing condition said as a trigger, an event as a condition or an
    end, a choice of attacks, "otherwise", ...): its ops and who the next clause is about;
    None when no way reads it."""
    standing = standing_trigger(clause, names, subject or "self", _READERS)
    if standing is not None:
        return [standing], subject
    standing = relative_standing(clause, names, _READERS)
    if standing is not None:
        return [standing], subject
    happened = (
        event_condition(clause, names, subject, _READERS)
        or event_end(clause, names, subject, _READERS)
        or trailing_standing(clause, names, subject, _READERS)
        or _attack_choice(clause, names, subject)
        or _otherwise(clause, names, subject)
        or _by_range_kind(clause, names, subject)
        or _stance(clause, names, subject)
        or _resist_against(clause, names, subject)
    )
    # (never a pair where one creature is read: "§pair", EffectIR.start)
    if happened is not None and PAIR not in repr(happened[0]):
        return happened
    return None


# "make a melee basic attack or a charge attack against the enemy": two attacks named, one
# to make (the words around them said of each)
_ATTACK_OR = re.compile(
    # (at most three words before "attack": bounded, so the search stays linear)
    r"(?P<head>.*?\bmakes?\s+)(?P<one>(?:an?|one)(?:\s+[\w-]+){0,3}?\s+attack)\s+or\s+"
    r"(?P<other>(?:an?|one)(?:\s+[\w-]+){0,3}?\s+attack)(?P<tail>\b.*)",
    re.IGNORECASE | re.DOTALL,
)


def _attack_choice(
    clause: str, names: Sequence[str], subject: str | None
) -> tuple[list[dict[str, Any]], str | None] | None:
    """ "<subject> makes <an attack> or <another attack> <tail>" as a ``choice`` op, each
    option the clause read with one of the attacks (the subject and tail shared), or None
    when either is not read or is not one attack."""
    found = _ATTACK_OR.fullmatch(clause.strip())
    if found is None:
        return None
    options: list[list[dict[str, Any]]] = []
    named: str | None = None
    for attack in (found["one"], found["other"]):
        option = f"{found['head']}{attack}{found['tail']}"
        if _ATTACK_OR.fullmatch(option):
            return None  # (more than two attacks: not read, never read option by option)
        read, _, named = _clause_ops(option, None, names, subject)
        if len(read) != 1 or read[0]["op"] not in ATTACK_OPS:
            return None
        options.append([{k: v for k, v in read[0].items() if k != "text"}])
    return [{"op": "choice", "of": "ops", "options": options, "text": clause}], named


# "2[W] + Strength modifier damage, or 3[W] + Strength modifier damage if the target is
# bloodied": the second when its condition holds, else the first
_OR_IF = re.compile(r"(?P<one>[^,]+),\s+or\s+(?P<other>[^,]+\bif\b[^,]+)", re.IGNORECASE)
# the verb of the first option ("The target is slowed, or immobilized if ...", "You gain 5
# temporary hit points, or 10 temporary hit points if ..."), said once for both options: the
# last of these verbs in it, when no time is said after it (which could be the first
# option's alone, or both options')
_GAPPED_VERB = re.compile(r"\b(?:is|are|gains?|takes?|regains?)\b(?=\s)", re.IGNORECASE)
_TIMED = re.compile(r"\b(?:until|ends|end|start|encounter|turn)\b", re.IGNORECASE)


def _otherwise(
    clause: str, names: Sequence[str], subject: str | None
) -> tuple[list[dict[str, Any]], str | None] | None:
    """ "<X>, or <Y> if <condition>" as X's ops with ``if: "not <condition>"`` and Y's with
    ``if: "<condition>"``; None if either is unread, Y has no condition or only X a time."""
    found = _OR_IF.fullmatch(clause.strip().rstrip("."))
    if found is None:
        return None
    one, _, named = _clause_ops(found["one"], None, names, subject)
    if _IT.search(found["other"]) and named != "target":
        return None  # ("The ally takes 5 damage, or 10 if it ...": "it" would be the target)
    other, _, _ = _clause_ops(found["other"], None, names, named or subject)
    verbs = list(_GAPPED_VERB.finditer(found["one"]))
    timed = _TIMED.search(found["one"], verbs[-1].end()) if verbs else None
    if any(op["op"] == "unparsed" for op in other) and verbs and timed is None:
        # "is slowed, or immobilized if ...": the verb of the first option said once
        other, _, _ = _clause_ops(f"{verbs[-1][0]} {found['other']}", None, names, named or subject)
    conditions = {op.get("if") for op in other}
    read = all(op["op"] != "unparsed" for op in one + other)
    lasts = [any(is_lasting(o) and o.get("duration") for o in each_op(ops)) for ops in (one, other)]
    if not read or len(conditions) != 1 or any("if" in op for op in one) or lasts == [True, False]:
        return None
    (condition,) = conditions
    if not isinstance(condition, str):
        return None  # ("if" of no words: not negated here)
    # a time said after the last option ("slowed, or immobilized if ... (save ends)") is
    # each option's, as a time after the last of a choice's options is
    share_duration([("", one, []), ("", other, [])])
    return [
        *({**op, "if": f"not {condition}", "text": clause} for op in one),
        *({**op, "text": clause} for op in other),
    ], named


# "1[W] + Strength modifier damage (melee) or 1[W] + Dexterity modifier damage (ranged)": the
# damage of each kind of the attack (a power made as a melee or a ranged attack), the words
# after the second said of both ("... per attack")
_BY_KIND = re.compile(
    r"(?P<one>[^()]+?)\s+\((?P<k1>melee|ranged)\)\s+or\s+(?P<other>[^()]+?)\s+"
    r"\((?P<k2>melee|ranged)\)(?P<tail>[^()]*)",
    re.IGNORECASE,
)


def _by_range_kind(
    clause: str, names: Sequence[str], subject: str | None
) -> tuple[list[dict[str, Any]], str | None] | None:
    """ "<damage> (melee) or <damage> (ranged)" as each damage's ops with ``if:
    "attack_range <kind>"``, or None when either is not read, says a condition of its own or
    is no damage."""
    found = _BY_KIND.fullmatch(clause.strip())
    if found is None or found["k1"].lower() == found["k2"].lower():
        return None
    ops: list[dict[str, Any]] = []
    for part, kind in ((found["one"], found["k1"]), (found["other"], found["k2"])):
        read, _, _ = _clause_ops(f"{part}{found['tail']}", None, names, subject)
        if not read or any(op["op"] != "damage" or "if" in op for op in read):
            return None
        ops.extend({**op, "if": f"attack_range {kind.lower()}", "text": clause} for op in read)
    return ops, subject


def _time_said(rest: str, names: Sequence[str]) -> dict[str, Any] | None:
    """The time's keys of words said after an op ("until the end of your next turn"), read
    after a probe condition; {} for no words; None when they are not read or say more than
    a time."""
    if not rest.strip():
        return {}
    probe, _, _ = _clause_ops(f"you are dazed {rest.strip()}.", None, names, "self")
    if len(probe) != 1 or probe[0]["op"] != "condition" or probe[0].get("if"):
        return None
    said = {k: v for k, v in probe[0].items() if k not in ("op", "condition", "target", "text")}
    return said if any(said.values()) else None


def _who_said(words: str, names: Sequence[str]) -> dict[str, Any] | None:
    """The creature ``words`` name, read as the subject of a probe condition ("the target",
    "the ally": ``{"who": ...}`` with its filters), or None when they are not read so."""
    probe, _, _ = _clause_ops(f"{words} is dazed.", None, names, "self")
    if len(probe) != 1 or probe[0]["op"] != "condition" or set(probe[0]) - _PROBED:
        return None
    filters = probe[0].get("target_filters")
    return {"who": probe[0]["target"], **({"who_filters": filters} if filters else {})}


# what a probe condition's op holds besides its creature
_PROBED = {"op", "condition", "target", "target_filters", "duration", "text"}


def _stance(
    clause: str, names: Sequence[str], subject: str | None
) -> tuple[list[dict[str, Any]], str | None] | None:
    """A stance or form taken on (:func:`effect_named.stance`), or a thing conjured
    (:func:`effect_named.conjured`), its time read as any op's."""
    found = stance(clause, lambda rest: _time_said(rest, names)) or conjured(
        clause, lambda rest: _time_said(rest, names), lambda who: _who_said(who, names)
    )
    return None if found is None else (found, "self")


# "resist 5 against that damage type", "against damage of that type": the resistance's types
# said with "against" as with "to" (the grammar reads "against" after it as a tail: "resist
# 5 against that attack")
_RESIST_AGAINST = re.compile(
    r"\b(?P<resist>resist(?:ance)?\s+\d+)\s+against\s+(?=(?:damage\s+of\s+)?(?:that|the)\s+"
    r"(?:damage\s+)?(?:type|triggering))",
    re.IGNORECASE,
)


def _resist_against(
    clause: str, names: Sequence[str], subject: str | None
) -> tuple[list[dict[str, Any]], str | None] | None:
    """The ops of a clause with "resist <N> against <a type said>" read as with "to"."""
    said = _RESIST_AGAINST.sub(lambda found: f"{found['resist']} to ", clause)
    if said == clause:
        return None
    ops, _, named = _clause_ops(said, None, names, subject)
    if any(op["op"] == "unparsed" for op in ops):
        return None
    return [{**op, "text": clause} for op in ops], named


def effect_clauses(
    text: str, span: Span | None = None, names: Sequence[str] = ()
) -> list[tuple[str, list[dict[str, Any]], list[Diagnostic]]]:
    """Hit / Miss / Effect text as (clause, ops, diagnostics), clause by clause; ``names``
    name the power's owner ("The wretch teleports 3 squares")."""
    out: list[tuple[str, list[dict[str, Any]], list[Diagnostic]]] = []
    wheres: list[Span | None] = []  # where each clause of ``out`` starts
    offset = 0
    said_before = 0  # where in ``out`` the sentence before starts
    for sentence in sentences(text):
        starts = len(out)
        lead = Lead()
        subject: str | None = "self"  # a sentence with no subject is the user's ("Reroll ...")
        group_end = len(out)  # a group never reaches into the sentence before
        cut = cut_clauses(sentence)
        for index, (clause, end) in enumerate(cut):
            found_at = text.find(clause, offset)
            offset = found_at if found_at >= 0 else offset  # a rejoined clause is not verbatim
            where = _where(span, text, offset)
            # (whom the clause before did something to, in this sentence or the one before:
            # "The triggering enemy takes 5 damage. In addition, you push it 2 squares.")
            before = named_in(out[-1][1]) if out else None
            with naming_the_chosen(out):  # ("Choose one enemy ... that enemy": the one chosen)
                ops, found, subject = _clause_ops(clause, where, names, subject, before)
            if subject is None and index + 1 < len(cut):
                # a clause not read that opens with a subject read alone ("You teleport to
                # a space where ... [not read] and can make a Stealth check") still names
                # whom the verb phrases after it are about (only asked when one follows)
                subject = subject_of(clause, names)
            why = _not_on_its_own(lead, out[-1] if index else None, clause, ops)
            if why is not None and ops[0]["op"] != "unparsed":
                ops, found = _unread(clause, where, why)
            if index == 0:
                lead = _lead_of(clause, ops, names)
            else:
                if two_conditions(lead, ops):
                    # ("On a hit, the target takes 5 damage and if it is bloodied, it is
                    # dazed": both must hold, which one `if` cannot say; never the last alone)
                    why = "a condition of its own under the condition leading its sentence"
                    ops, found = _unread(clause, where, why)
                lead.give(ops)
                if cut[index - 1][1] and LEADS.match(clause):
                    # a clause with a lead of its own after ", and" ("..., and until the
                    # end of your next turn, you are slowed and ..."): its lead is said
                    # for its verb phrases too, with the sentence's
                    lead = lead.within(_lead_of(clause, ops, names))
            out.append((clause, ops, found))
            wheres.append(where)
            offset += len(clause)
            if end:
                _time_after_unread(out, group_end, names, wheres)
                for i, why in share_duration(out[group_end:]):
                    at = group_end + i
                    out[at] = (out[at][0], *_unread(out[at][0], wheres[at], why))
                group_end = len(out)
        if len(out) == starts + 1:  # (one clause: "This effect can occur only once per turn.")
            fold_once(out, out[said_before:starts], wheres[-1])
            del wheres[len(out) :]
        said_before = starts if len(out) > starts else said_before
    return out


def _where(span: Span | None, text: str, offset: int) -> Span | None:
    """Where the clause at ``offset`` of ``text`` starts in the file (its first word, however
    the value is written over its lines: a folded `effect: >-` starts on the next one)."""
    if span is None:
        return None
    line = text.count("\n", 0, offset) + 1
    return locate(span, text, line, offset - text.rfind("\n", 0, offset))


# a time said after a group's last verb phrase: "(save ends both)", "until the end of ..."
_TIME_TAIL = re.compile(r"(?:\(save\s+ends(?:\s+both|\s+all)?\)|\buntil\b[^(),;]*)\.?$", re.I)


def _time_after_unread(
    out: list[tuple[str, list[dict[str, Any]], list[Diagnostic]]],
    start: int,
    names: Sequence[str],
    wheres: list[Span | None],
) -> None:
    """When the last verb phrase of a group (``out[start:]``) is not read, the time said
    after it ("... and <not read> (save ends both)") is still the time of the lasting ops
    before it: read alone, it is theirs; not read, they are not read either (never read as
    lasting for no time)."""
    group = out[start:]
    tail = _TIME_TAIL.search(group[-1][0]) if len(group) > 1 else None
    if tail is None or group[-1][1][0]["op"] != "unparsed":
        return
    probe, _, _ = _clause_ops(f"{LEAD_PROBE.rstrip('.')} {tail[0]}", None, names, "self")
    (timed,) = probe if len(probe) == 1 and probe[0]["op"] == "condition" else ({},)
    for index, (clause, ops, _) in enumerate(group[:-1], start):
        lasting = [
            op
            for op in each_op(ops)
            if is_lasting(op) and op.get("duration") is None and op.get("condition") != "prone"
        ]  # (prone ends when its creature stands up, never with a time)
        if not lasting:
            continue
        if timed.get("duration") is None:
            why = "the time said after the last verb phrase of its group is not read"
            out[index] = (clause, *_unread(clause, wheres[index], why))
            continue
        for op in lasting:
            op.update({key: timed[key] for key in TIME_KEYS if timed.get(key) is not None})


def _not_on_its_own(
    lead: Lead,
    before: tuple[str, list[dict[str, Any]], list[Diagnostic]] | None,
    clause: str,
    ops: list[dict[str, Any]],
) -> str | None:
    """Why a clause after the first of its sentence is not read even when its words are:
    what it hangs on (the sentence's lead, the clause before) is not read."""
    if before is None:
        return None
    if lead.lost:
        # its sentence's leading condition or duration was not read: the clause would be
        # read without it, so it is not read either
        return "the condition or time leading its sentence is not read"
    if goes_on(before, clause):
        return "it may hang on a part of the clause before it, not read"
    if THING_SUBJECT.match(before[0]) and IT_WORD.search(clause) and names_target(ops):
        # ("The zone persists, and you can move it 3 squares": "it" is the zone, which
        # the grammar reads as the target; "it lasts until ..." reads it as it)
        return "'it' may be the thing the clause before it is about, not the target"
    return None


# what a sentence's lead says for each of its clauses ("If the attack misses you, ...",
# "During your next turn, ...", "Once per turn, ...")
_SENTENCE_KEYS = (
    *_EVENT_KEYS.values(),
    *(f"{key}_by" for key in _EVENT_KEYS.values()),
    *("during", "before", "once_per", "once_before"),
    # which attack a leading "If the triggering attack hits," is of (its "if" goes with it)
    "of_attack",
    "attack_against",
    "attack_against_filters",
    *("attack_by", "caused_by"),
)


def _lead_of(clause: str, ops: list[dict[str, Any]], names: Sequence[str]) -> Lead:
    """What the first clause of a sentence, read as ``ops``, says for each clause after it."""
    lost = ops[0]["op"] == "unparsed" and LEADS.match(clause) is not None
    # (a lead read on its own governs the clauses after it even when the rest of its
    # clause is not read: "If the target is bloodied, it <not read> and ...")
    leading = _lead_alone(clause, names) if lost else None
    said = leading or ops
    lead = Lead(lost=lost and leading is None)
    if DURATION_LEADS.match(clause):
        timed = next((o for o in said if o.get("duration") and o["op"] != "standing_trigger"), {})
        lead.duration = timed.get("duration")
        lead.or_until = timed.get("or_until")
        lead.until = timed.get("until")
        lead.until_trigger = timed.get("until_trigger")
    lead.condition = _leading_condition(clause, said, leading, names)
    lead.said_once = {k: o[k] for o in said for k in _SENTENCE_KEYS if k in o}
    for key, words in LEAD_ONLY.items():  # ("As a free action, you shift 1 square and ...")
        value = next((o[key] for o in said if o.get(key)), None)
        if words.match(clause) and value is not None:
            lead.said_once[key] = value
    lead.holding = next((o["while"] for o in said if "while" in o), None)
    # "At the end of your next turn, ...": when every clause of it happens
    lead.at = next((o["at"] for o in said if "at" in o), None) if AT.match(clause) else None
    return lead


def _leading_condition(
    clause: str,
    said: list[dict[str, Any]],
    leading: list[dict[str, Any]] | None,
    names: Sequence[str],
) -> Any:
    """The condition a sentence's first clause says for the clauses after it: one said in
    its lead ("If the target is bloodied, ...", "On a hit, ..."), never one said after its
    verb ("You shift 1 square if the target is bloodied, and the target is dazed": the daze
    holds either way; "slowed, or immobilized if it is bloodied": each option's own)."""
    condition = next((o["if"] for o in said if "if" in o), None)
    if condition is None or HIT_LINE.match(clause):
        return condition  # ("...; Hit: 5 damage, and the target is slowed": on a hit, both)
    alone = leading if leading is not None else _lead_alone(clause, names)
    return condition if any(o.get("if") == condition for o in alone or ()) else None


def _lead_alone(clause: str, names: Sequence[str]) -> list[dict[str, Any]] | None:
    """The ops of a clause's lead read alone ("If the target is bloodied," in front of a
    clause of its own), to say what the lead says of the clauses after it; None when the
    lead is not read either."""
    found = LEAD.match(clause.strip())
    if found is None:
        return None
    ops, _, _ = _clause_ops(f"{found['lead']} {LEAD_PROBE}", None, names, "self")
    if len(ops) != 1 or ops[0]["op"] != "condition":
        return None  # (a standing trigger, or a lead not read)
    return ops


# how the readers of events said in a clause (``effect_events``) read its other parts
_READERS = ClauseReaders(clause=_clause_ops, text=effect_clauses, lead=_lead_alone)
