"""Events said inside an effect, read by the trigger grammar (what it reads in a trigger it
reads here): a condition ("If the triggering attack misses you, ..."), an end ("... until an
enemy attacks you"), and a standing trigger ("Whenever you hit the target, ...", "Any enemy that
attacks you takes 5 damage", "... each time an enemy hits you"). The rest of such a clause is
read by the clause reader (``effect_clauses``), which hands itself in as :class:`ClauseReaders`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from counterplay.compiler.dnd4e.effect_cut import standing_duration, standing_parts, time_after
from counterplay.compiler.dnd4e.effect_leads import LEAD
from counterplay.compiler.dnd4e.effect_who import OTHER_CREATURE, THE_TARGET, as_triggering
from counterplay.compiler.dnd4e.effect_words import LASTING, each_op
from counterplay.compiler.dnd4e.trigger_read import trigger
from counterplay.compiler.dnd4e.vocabulary import CONDITIONS
from counterplay.diagnostics import Diagnostic, Span

Ops = list[dict[str, Any]]
# one clause read: its ops, its diagnostics, who the next clause is about
ClauseRead = tuple[Ops, list[Diagnostic], str | None]


@dataclass(frozen=True)
class ClauseReaders:
    """How the clause reader (``effect_clauses``) reads the parts of an event's clause: one
    clause (its ops, diagnostics and who the next clause is about), a whole text (its clauses),
    and a clause's lead alone (its ops, None when not read)."""

    clause: Callable[
        [str, Span | None, Sequence[str], str | None], tuple[Ops, list[Diagnostic], str | None]
    ]
    text: Callable[[str, Span | None, Sequence[str]], list[tuple[str, Ops, list[Diagnostic]]]]
    lead: Callable[[str, Sequence[str]], Ops | None]


# "If the triggering attack misses you, ...": a condition that is an event, read by the
# trigger grammar (what it reads in a trigger it reads here), the rest by the effect grammar
_EVENT_IF = re.compile(
    r"(?P<lead>if|after|before)\s+(?P<event>[^,]+),\s+(?P<rest>.+)", re.IGNORECASE | re.DOTALL
)
# the key an event condition is held under, by the word that leads it
_EVENT_KEYS = {"if": "if_event", "after": "after_event", "before": "before_event"}
# ... or said after the clause: "You can shift 1 square if an enemy hits you.", "... after
# the triggering enemy attacks", "... before an enemy attacks you"
_EVENT_IF_AFTER = re.compile(
    r"(?P<rest>[^,]+?),?\s+(?P<lead>if|after|before)\s+(?P<event>[^,]+?)\.?",
    re.IGNORECASE | re.DOTALL,
)
_IT = re.compile(r"\bit\b", re.IGNORECASE)
_PRONOUN = re.compile(r"\b(?:it|he|she|they|him|her|them)\b", re.IGNORECASE)
_TARGET = re.compile(r"\btargets?\b", re.IGNORECASE)


def _event(text: str, names: Sequence[str]) -> dict[str, Any] | None:
    """The trigger IR of an event said inside an effect ("the target hits you"), with the
    text as written, or None when the trigger grammar does not read it."""
    if _TARGET.search(THE_TARGET.sub("", text)) or _PRONOUN.search(text):
        # ("it" in an event said in an effect is a creature named before in the effect,
        # which the trigger grammar would read as the power's owner: not read)
        return None
    when, _ = trigger(THE_TARGET.sub("your target", text), None, names, alone=False)
    return None if when["event"] == "unparsed" else {**when, "text": text}


def _it_refers(when: dict[str, Any]) -> bool:
    """Whether "it" after an event can only be the power's target: the event names it
    ("If the target forced you to move, pull it") and no other creature but the user."""
    parties = (when.get("actor"), when.get("target"))
    named = any(isinstance(p, dict) and p.get("your_target") for p in parties)
    return named and not OTHER_CREATURE.search(THE_TARGET.sub("", when["text"]))


def event_condition(
    clause: str, names: Sequence[str], subject: str | None, read: ClauseReaders
) -> tuple[list[dict[str, Any]], str | None] | None:
    """The ops of "If <event>, <clause>" ("After <event>, ...", "Before ..."), each with the
    event's trigger IR (``if_event``, ``after_event``, ``before_event``), and the clause's
    subject; None when either part is not read."""
    found = _EVENT_IF.fullmatch(clause.strip()) or _EVENT_IF_AFTER.fullmatch(clause.strip())
    # "If the target attacks before the end of your next turn, ...": the time the event must
    # happen by is kept (`<key>_by`), a time of no list refuses the clause (never dropped)
    timed = time_after(found["event"], None) if found else None
    when = _event(timed[1], names) if timed else None
    # ("it" after the event is the event's creature, which the effect grammar reads as the
    # power's target: read only when the event names no creature but the target and you)
    if found is None or when is None or (_IT.search(found["rest"]) and not _it_refers(when)):
        return None
    ops, _, named = read.clause(found["rest"], None, names, subject)
    if any(op["op"] == "unparsed" for op in ops):
        return None
    key = _EVENT_KEYS[found["lead"].lower()]
    by = {f"{key}_by": timed[0]} if timed and timed[0] else {}
    return [{**op, key: when, **by, "text": clause} for op in ops], named


# "... until an enemy attacks you", "Until you move, ...": an effect that lasts until an
# event the trigger grammar reads (one of no creature named before: no "it", "the target")
_UNTIL_AFTER = re.compile(
    r"(?P<rest>[^,]+?),?\s+until\s+(?P<event>[^,()]+?)(?P<save>\s+\(save ends\))?\.?",
    re.IGNORECASE | re.DOTALL,
)
_UNTIL_LEAD = re.compile(r"until\s+(?P<event>[^,]+),\s+(?P<rest>.+)", re.IGNORECASE | re.DOTALL)
_NAMED_BEFORE = re.compile(r"\b(?:it|its|he|she|him|her|they|them|targets?)\b", re.IGNORECASE)


def event_end(
    clause: str, names: Sequence[str], subject: str | None, read: ClauseReaders
) -> tuple[list[dict[str, Any]], str | None] | None:
    """The ops of "<clause> until <event>" ("Until <event>, <clause>"), each lasting op with
    the duration ``until_event`` and the event's trigger IR as ``until_trigger``; None when
    a part is not read or no op lasts."""
    found = _UNTIL_LEAD.fullmatch(clause.strip()) or _UNTIL_AFTER.fullmatch(clause.strip())
    if found is None or _NAMED_BEFORE.search(THE_TARGET.sub("", found["event"])):
        return None
    if found.groupdict().get("save"):
        return None  # "(save ends)" as well: two ends, said of one op
    when = _event(found["event"], names)
    if when is None or (_IT.search(found["rest"]) and not _it_refers(when)):
        return None
    ops, _, named = read.clause(found["rest"], None, names, subject)
    lasting = [op for op in each_op(ops) if op["op"] in LASTING]
    if not lasting or any(op["op"] == "unparsed" or op.get("duration") for op in lasting):
        return None
    for op in lasting:
        op.update(duration="until_event", until_trigger=when)
    return [{**op, "text": clause} for op in ops], named


# "(Until the end of your next turn,) any enemy that attacks you takes 5 damage": a standing
# trigger said by a relative clause; its event is "an enemy attacks you" (the trigger
# grammar's), what follows the event's verb phrase is what the creature then takes
_RELATIVE = re.compile(
    r"(?:(?P<lead>[^,]+),\s+)?(?:any|each|every)\s+(?P<noun>enemy|creature|ally)\s+(?:that|who)"
    r"\s+(?P<body>.+)",
    re.IGNORECASE | re.DOTALL,
)
# the verbs that may start what happens to the creature (where the relative clause ends)
_THEN = re.compile(
    r"\s(?=(?:takes|is|grants|gains|falls|can|must|provokes|becomes|loses|suffers|regains)\b)",
    re.IGNORECASE,
)


def relative_standing(
    clause: str, names: Sequence[str], read: ClauseReaders
) -> dict[str, Any] | None:
    """ "Any enemy that attacks you takes 5 damage" as a ``standing_trigger`` whose ops are
    the triggering creature's, or None when no cut of it reads."""
    found = _RELATIVE.fullmatch(clause.strip())
    known, duration = standing_duration(found["lead"]) if found else (False, None)
    if found is None or not known:
        return None
    body, noun = found["body"], found["noun"].lower()
    for cut in _THEN.finditer(body):
        rest = body[cut.end() :]
        if _IT.search(rest):
            continue  # ("it" would be the creature, which the effect grammar reads as the target)
        article = "a" if noun == "creature" else "an"
        timed = time_after(body[: cut.start()], duration)
        if timed is None:
            continue
        when, _ = trigger(f"{article} {noun} {timed[1]}", None, names, alone=False)
        if when["event"] == "unparsed":
            continue
        ops, _, _ = read.clause(rest, None, names, "triggering")
        if ops and all(op["op"] != "unparsed" for op in ops):
            return {
                "op": "standing_trigger",
                "trigger": when,
                "ops": ops,
                "duration": timed[0],
                "text": clause,
            }
    return None


def standing_trigger(
    clause: str, names: Sequence[str], subject: str, read: ClauseReaders
) -> dict[str, Any] | None:
    """ "Whenever you hit the target, you deal 5 extra damage" as one ``standing_trigger``
    op: the trigger IR and the ops of the rest, or None when either is not read."""
    parts, lead = standing_parts(clause), dict[str, Any]()
    if parts is None:
        # a lead of no list of standing triggers', read alone ("Once per round, when ...",
        # "Until the end of the target's next turn, whenever ..."): what it says is kept
        lead, parts = _standing_lead(clause, names, read)
    if parts is None:
        return None
    duration, trigger_text, rest, once = parts
    if lead.get("duration") and duration:
        return None  # (two times: "Until ..., whenever X before ...")
    duration = lead.pop("duration", None) or duration
    when = _event(trigger_text, names)
    if when is None:
        return None
    # "Whenever an enemy hits you, it takes 5 damage": "it" is the enemy (the triggering
    # creature), not the power's target; "Whenever you hit the target, it ..." is the target
    said = rest if _it_refers(when) else as_triggering(when, rest)
    if said is None:
        return None
    rest = said
    ops: list[dict[str, Any]] = []
    for _, found_ops, _ in read.text(rest, None, names):
        if any(op["op"] == "unparsed" for op in found_ops):
            return None
        ops.extend(found_ops)
    return {
        "op": "standing_trigger",
        "trigger": when,
        "ops": ops,
        "duration": duration,
        **({"once": True} if once else {}),
        **lead,
        "text": clause,
    }


# what a lead may say of a standing trigger: how long it stands, how often it fires, when
_STANDING_KEYS = (
    "duration",
    "until",
    "or_until",
    "until_trigger",
    "once_per",
    "during",
    "if",
    "while",
)


def _standing_lead(
    clause: str, names: Sequence[str], read: ClauseReaders
) -> tuple[dict[str, Any], Any]:
    """(what the lead says, the standing trigger's parts after it) of "<lead>, whenever
    ...", the lead read alone; ({}, None) when it is not read or says more than
    :data:`_STANDING_KEYS`."""
    found = LEAD.match(clause.strip())
    parts = standing_parts(clause.strip()[len(found["lead"]) :]) if found else None
    # (the lead is read only in front of a standing trigger: its probe has none, so this
    # never reads itself again)
    leading = read.lead(clause, names) if parts is not None else None
    if leading is None or parts is None:
        return {}, None
    said = {k: v for k, v in leading[0].items() if k not in ("op", "condition", "target", "text")}
    if set(said) - set(_STANDING_KEYS):
        return {}, None
    return {k: v for k, v in said.items() if v is not None}, parts


# "The target takes 5 damage whenever it attacks (save ends)", "You gain 2 temporary hit
# points each time an enemy hits you": a standing trigger said after what it sets off
_TRAILING_STANDING = re.compile(
    r"(?P<rest>[^,]+?),?\s+(?P<when>whenever|when|each\s+time|every\s+time|the\s+next\s+time"
    r"|the\s+first\s+time(?P<per>\s+each\s+(?:turn|round))?)\s+(?P<event>[^,()]+?)"
    r"(?(per)|(?P<per_after>\s+each\s+(?:turn|round))?)(?P<save>\s+\(save\s+ends\))?\.?",
    re.IGNORECASE | re.DOTALL,
)
# "when" before a state said with "is" / "are" ("... when you are bloodied", "... when the
# ally is marked") says while the state lasts, not the moment it begins ("when you first
# become bloodied", "when you are knocked prone", "whenever ..." do): no standing trigger
_WHILE_STATE = re.compile(
    r"\b(?:is|are)\s+(?:" + "|".join(sorted({"bloodied", "unbloodied", *CONDITIONS})) + r")\b",
    re.IGNORECASE,
)
# the pronouns an event after a clause may use for the clause's subject
_SUBJECT_PRONOUN = re.compile(r"\b(?:it|he or she)\b", re.IGNORECASE)


def trailing_standing(
    clause: str, names: Sequence[str], subject: str | None, read: ClauseReaders
) -> tuple[list[dict[str, Any]], str | None] | None:
    """ "<clause> whenever <event>" as one ``standing_trigger`` op (``once`` for "the next /
    first time", ``once_per`` for "the first time each turn", the duration "(save ends)"
    said after the event), or None when a part is not read. "it" in the event is the
    clause's subject, read only when that is the power's target."""
    found = _TRAILING_STANDING.fullmatch(clause.strip())
    if found is None:
        return None
    ops, _, named = read.clause(found["rest"], None, names, subject)
    if any(op["op"] == "unparsed" for op in ops):
        return None
    # ("... the first time each turn it attacks until the end of your next turn": a time
    # said after the event is how long it stands, as "(save ends)" is)
    timed = (None, found["event"]) if found["save"] else time_after(found["event"], None)
    if timed is None:
        return None
    lasts, said = timed
    event = said
    if found["when"].lower() == "when" and _WHILE_STATE.search(event):
        return None
    if _SUBJECT_PRONOUN.search(event):
        if named != "target" or _IT.search(found["rest"]):
            return None  # ("it" of someone else, or two of them: not read)
        event = _SUBJECT_PRONOUN.sub("the target", event)
    when = _event(event, names)
    if when is None:
        return None
    once = found["when"].lower().startswith("the")
    said_per = found["per"] or found["per_after"]
    per = said_per.split()[-1].lower() if said_per and once else None
    if said_per and not once:
        return None  # ("whenever it attacks each turn": not a reading)
    standing = {
        "op": "standing_trigger",
        "trigger": {**when, "text": said},
        "ops": ops,
        "duration": "save_ends" if found["save"] else lasts,
        **({"once_per": per} if per else {"once": True} if once else {}),
        "text": clause,
    }
    return [standing], named
