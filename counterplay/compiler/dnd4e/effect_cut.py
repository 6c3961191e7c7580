"""Hit / Miss / Effect text cut into what the effect grammar reads one at a time: sentences,
clauses where a new subject starts (", and the target is dazed", "; you shift 1 square"),
and each clause's verb phrases ("You shift 1 square and gain combat advantage"). A
standing trigger inside an effect ("Whenever you hit the target, ...") is found here too.
"""

from __future__ import annotations

import re
from typing import NamedTuple

# Sentence ends: a period followed by space and a capital letter or "(", or the end; not
# the period of "vs." ("Strength vs. Reflex; ..." is one attack line).
_SENTENCE = re.compile(r"(?:(?<=[.!?])(?<!\bvs\.)|(?<=[.!?]\)))\s+(?=[A-Z(])")
# Clause starts inside a sentence: ", and" / ";" / " and" before a new subject, and a
# comma right after a leading damage expression ("2[W] + Strength modifier damage, and").
_CLAUSE = re.compile(
    # ("... to you and your allies until ...": one list of people, not a new subject)
    r"(?:,\s+and\s+|;\s+|,\s+then\s+|(?<!\bto\syou)\s+and\s+|,\s+but\s+)"
    r"(?=(?:the|you|your|each|one|that|it|all|any|every|enemies|allies|this)\b"
    # "a"/"an" before a creature ("..., and an ally within 5 squares of you can shift")
    r"|an?\s+(?:ally|enemy|creature|target)\b"
    # a standing trigger after the clause ("..., and whenever you take damage, ...")
    r"|(?<=,\sand\s)(?:whenever|each\s+time|if)\b"
    # a lead of its own after ", and" ("..., and until the end of your next turn, you are
    # insubstantial"): what it says is the clause's after it, whose subject it names
    r"|(?<=,\sand\s)(?:until|during|while|after|using|for\s+the\s+rest\s+of)\b(?=[^,.;()]+,\s))",
    re.IGNORECASE,
)

_ATTACK_LINE = re.compile(r"\bvs\.\s", re.IGNORECASE)
# what an attack written out does on a hit or a miss ("...; Wisdom vs. Will; on a hit, the
# target is dazed", "...; Hit: 5 damage"): a sentence of its own after the attack's
_ATTACK_HIT = re.compile(r";\s+(?=on\s+a\s+(?:hit|miss)\b|(?:hit|miss):)", re.IGNORECASE)


def sentences(text: str) -> list[str]:
    """``text`` cut into sentences."""
    cut = [_unwrap(s.strip()) for s in _split(_SENTENCE, text.strip()) if s.strip()]
    return [
        part.strip()
        for s in cut
        for part in (_split(_ATTACK_HIT, s) if _ATTACK_LINE.search(s) else [s])
        if part.strip()
    ]


def _unwrap(sentence: str) -> str:
    """A sentence written whole in parentheses ("(If it is bloodied, it is dazed.)") is the
    sentence inside them."""
    inner = sentence[1:-1]
    if sentence.startswith("(") and sentence.endswith(")") and _balanced(inner):
        return inner.strip()
    return sentence


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth < 0:
            return False
    return depth == 0


def _split(pattern: re.Pattern[str], text: str) -> list[str]:
    """``text`` cut where ``pattern`` matches outside parentheses: a parenthesis is a remark
    on the words before it ("(the creature slides 1 square, and you shift 1 square)"), never
    the start of a clause or a sentence of its own in the middle."""
    parts: list[str] = []
    start = depth_at = depth = 0
    for found in pattern.finditer(text):
        depth += text.count("(", depth_at, found.start()) - text.count(")", depth_at, found.start())
        depth_at = found.start()
        if depth <= 0:
            parts.append(text[start : found.start()])
            start = found.end()
    parts.append(text[start:])
    return parts


# A second verb phrase of the same subject ("You shift 1 square and gain combat
# advantage", "it is dazed and takes 5 damage", "is slowed, cannot shift"): a clause of
# its own, whose subject is the one before it (compiler.to_ir carries it over).
_VERB_AND = re.compile(
    r"(?:,\s+and\s+then\s+|,\s+and\s+|\s+and\s+then\s+|\s+and\s+|,\s+then\s+)"
    r"(?=(?:also\s+|then\s+)?(?:takes?|gains?|regains?|is|are|has|have|can|cannot|can't|must|makes?"
    r"|shifts?|moves?|teleports?|push(?:es)?|pulls?|slides?|knocks?|falls?|becomes?|grants?"
    r"|deals?|spends?|stands?|loses?|rerolls?|uses?|marks?|ends?)\b)"
    # after a bare comma only words that are no nouns ("any pull, push, or slide")
    r"|,\s+(?=(?:takes?|gains?|regains?|is|are|can|cannot|can't|must|makes?|shifts|teleports?"
    r"|pushes|pulls|slides|knocks?|falls|becomes?|grants?|deals?|spends?|loses?)\b)"
    # "but" before a second verb phrase ("but must use the second result"; not "spend a
    # healing surge but regain no hit points", which is one thing)
    r"|,?\s+but\s+(?=(?:must|can|cannot|can't|is|are|takes?|gains?)\b)"
    # a second bonus of the same verb: "gain a +2 bonus to attack rolls and a +4 bonus to ..."
    r"|(?:,\s+and\s+|\s+and\s+|,\s+)(?=an?\s+[+-]\d+\s)"
    # a second thing taken: "takes a -2 penalty to AC and ongoing 5 damage" (see _GAPPED;
    # after a comma it is the damage's rider: "5 damage, and ongoing 5 damage")
    r"|(?<!,)\s+and\s+(?=ongoing\s+\d+\s)"
    # a second resistance or vulnerability gained: "gain resist 5 fire and resist 5 cold"
    r"|(?<!,)\s+and\s+(?=(?:resist|vulnerable)\s+\d+\s)"
    # and temporary hit points gained last: "gain resist 5 to all damage and 5 temporary hit
    # points" (not before a time, which could be the first thing's: never cut there)
    r"|(?<!,)\s+and\s+(?=(?:\d+|\d+d\d+)\s+temporary\s+hit\s+points\s*(?:[.;]|$))",
    re.IGNORECASE,
)
# Sentences opening with a condition, a time or a link word: an "and" or a comma before the
# first comma is part of it ("If the attack hits and deals damage, ...", "Then, shift").
_SUBORDINATE = re.compile(
    r"(?:if|when|whenever|while|once|after|before|until|unless|at|in|then|on|as|instead"
    r"|additionally|also|otherwise|however|for|during)\b",
    re.IGNORECASE,
)


# "takes a -2 penalty and ongoing 5 damage", "gains resist 5 fire and resist 5 cold": the
# part after "and" has no verb of its own but the one before it ("takes", "gains"), written
# again in front of it so it reads as the phrase it is (the part's opening -> its verb)
_GAPPED = (
    (re.compile(r"ongoing\s+\d+\s", re.IGNORECASE), re.compile(r"\b(takes?)\s", re.IGNORECASE)),
    (
        re.compile(r"(?:resist|vulnerable)\s+\d+\s", re.IGNORECASE),
        re.compile(r"\b(gains?|has|have)\s+(?:resist|vulnerable)\s", re.IGNORECASE),
    ),
    (
        re.compile(r"(?:\d+|\d+d\d+)\s+temporary\s", re.IGNORECASE),
        re.compile(r"\b(gains?)\s", re.IGNORECASE),
    ),
)


def _verb_parts(piece: str) -> list[str]:
    head = ""
    if _SUBORDINATE.match(piece) and "," in piece:
        head, _, piece = piece.partition(",")
        head += ","
    parts = [p.strip() for p in _split(_VERB_AND, piece) if p.strip()]
    for index in range(1, len(parts)):
        for gapped, verb in _GAPPED:
            said = verb.search(parts[index - 1])
            if gapped.match(parts[index]) and said:
                parts[index] = f"{said[1]} {parts[index]}"
    if head:
        # (a lead with nothing after its comma, "If you roll an even number,", is itself)
        parts = [f"{head} {parts[0]}", *parts[1:]] if parts else [head]
    return parts


def clause_groups(sentence: str) -> list[list[str]]:
    """A sentence cut into clauses where a new subject starts, each cut into its verb
    phrases; a duration written after the last verb phrase of a group ("... and is slowed
    (save ends both)") is the group's."""
    if _STANDING.fullmatch(sentence.strip()):
        # "(<lead>,) whenever ..., X and Y": X and Y both hang on the trigger; the sentence
        # is cut after its trigger is read (compiler.to_ir), whatever its lead
        return [[sentence.strip()]]
    pieces: list[str] = []
    if _ATTACK_LINE.search(sentence):
        # an attack written out ("Make an attack: Close burst 1; targets enemies; Wisdom vs.
        # Will"): its parts after ";" are the attack's, never clauses
        return [[sentence.strip()]]
    parts = [c.strip() for c in _split(_CLAUSE, sentence) if c.strip()]
    for index, piece in enumerate(parts):
        # "You and each ally ... gain", "In addition, you and your allies gain", "... to
        # you and the ally.": a part of one or two words is no clause but a list of people;
        # it belongs to the part after it when that says something (", and you and one
        # ally can teleport"), else to the part before it
        ahead = index + 1 < len(parts) and not _lone(parts[index + 1])
        if pieces and not _lone(piece) and (VERB.search(piece) is None or _ends_list(piece)):
            # "a bonus to attack rolls and the damage roll.", "... fills your space and all
            # squares within 5 squares of you": no verb, so no clause, but the list it ends
            pieces[-1] = f"{pieces[-1]} and {piece}"
        elif pieces and not _lone(pieces[-1]) and _lone(piece) and ahead and index > 0:
            pieces.append(piece)  # the next part joins it (below)
        elif pieces and (_lone(pieces[-1]) or _lone(piece)):
            pieces[-1] = f"{pieces[-1]} and {piece}"
        elif pieces and _open_lead(pieces[-1]) and f"{pieces[-1]} and {piece}" in sentence:
            # "If an enemy hits you and you are bloodied, ...": two conditions of one lead,
            # which ends at its comma, not two clauses
            pieces[-1] = f"{pieces[-1]} and {piece}"
        else:
            pieces.append(piece)
    return [_verb_parts(part) for piece in pieces for part in _spliced(piece)]


# A bare comma before a new subject, between two clauses that each have a verb ("You shift 1
# square, the target is dazed"): two clauses, as if "and" were written
_SPLICE = re.compile(
    r",\s+(?=(?:the|you|your|each|it|an?\s+(?:ally|enemy|creature|target))\b)", re.IGNORECASE
)


def cut_clauses(sentence: str) -> list[tuple[str, bool]]:
    """The clauses of a sentence, each with whether it ends a group of verb phrases."""
    return [
        (clause, index == len(group) - 1)
        for group in clause_groups(sentence)
        for index, clause in enumerate(group)
    ]


def _spliced(piece: str) -> list[str]:
    """A part cut at each bare comma that starts a new subject after a clause with a verb
    (never at the comma ending a lead: "If the target is bloodied, it ..."), when the words
    after it up to the next comma have a verb too."""
    parts: list[str] = []
    start = depth = at = said = 0  # (said: where the words after the leads start)
    lead = _SUBORDINATE.match(piece) is not None
    for found in re.finditer(r",", piece):
        depth += piece.count("(", at, found.start()) - piece.count(")", at, found.start())
        at = found.start()
        if lead or depth > 0:
            # (the comma closes the lead; a lead may follow it: "Until ..., if ..., you")
            lead = depth > 0 or _SUBORDINATE.match(piece[found.end() :].lstrip()) is not None
            said = found.end()
            continue
        words, after = piece[max(start, said) : found.start()], piece[found.end() :].split(",")[0]
        if _INNER_LEAD.search(words):
            # ("...; on a hit, the target ...", "... and if it is bloodied, it ...": the
            # comma ends a lead said inside the clause)
            continue
        if _SPLICE.match(piece, found.start()) and VERB.search(after) and VERB.search(words):
            parts.append(piece[start : found.start()])
            start = found.end()
    parts.append(piece[start:])
    return [part.strip() for part in parts if part.strip()]


# a lead said inside a clause, after its start: its comma is no clause's end
_INNER_LEAD = re.compile(
    r"(?:;|\b(?:if|when|whenever|while|unless|once|on\s+a\s+(?:hit|miss|save))\b)", re.IGNORECASE
)


# A word that makes a part a clause (a verb of effect text); a part with none is the end of
# a list the part before it began. Words that are nouns as often ("roll", "target", "save",
# "mark") are left out: "... and the damage roll." names no act.
VERB = re.compile(
    r"\b(?:is|are|was|were|be|been|can|cannot|can't|must|may|does|do|doesn't|don't|has|have"
    r"|takes?|gains?|regains?|makes?|shifts?|moves?|teleports?|push(?:es)?|pulls?|slides?"
    r"|knocks?|falls?|becomes?|grants?|deals?|spends?|stands?|loses?|rerolls?|uses?"
    r"|ends?|attacks?|hits?|miss(?:es)?|repeats?|applies|apply|recharges?|fl(?:y|ies)"
    r"|disappears?|appears?|occupies|remains?|lasts?|ignores?|chooses?|swaps?"
    r"|resets?|dies|die|provokes?|returns?|expends?|increases?|decreases?|treats?"
    r"|receives?|gets?|heals?|reduces?|sees?|knows?|reveals?|suffers?|succeeds?"
    r"|fails?|adds?|subtracts?|shares?|emits?|sheds?|fills?|radiates?"
    r"|creates?|summons?|spreads?|affects?|enters?|leaves?)\b",
    re.IGNORECASE,
)
_PEOPLE = re.compile(
    r"(?:both )?(?:you|yourself|it|(?:the|that|each|one|your|all|any|an?) \w+)\.?", re.I
)


# people and the time a list of them ends with ("... against you and your allies until the
# end of your next turn": "end" is no verb there)
_PEOPLE_THEN_TIME = re.compile(
    r"(?:both )?(?:you|yourself|it|(?:the|that|each|one|your|all|any|an?) \w+)"
    r"\s+until\s+the\s+(?:end|start)\s+of\s+[^,;.]+\.?",
    re.IGNORECASE,
)


def _ends_list(piece: str) -> bool:
    """Whether a part is the last people of a list and the time said of it, no clause."""
    return _PEOPLE_THEN_TIME.fullmatch(piece) is not None


# a condition or a time that leads its sentence ("If ...", "Until ...") and ends at a comma
_LEAD_WORD = re.compile(r"(?:if|when|whenever|while|unless|until|once|after|before)\b", re.I)


def _open_lead(piece: str) -> bool:
    """Whether a part opens with a lead whose comma is still to come, or ends with a
    condition said after its clause ("You shift 1 square if an enemy hits you" + "and you
    are bloodied": which of the two the "and" joins is not told)."""
    if _LEAD_WORD.match(piece) is not None and "," not in piece:
        return True
    return _CONDITION_AFTER.search(piece) is not None


# a condition said after a clause, with no comma after it
_CONDITION_AFTER = re.compile(r"\s(?:if|unless|while)\s[^,]*$", re.I)


def _lone(piece: str) -> bool:
    """Whether a part (after a lead ending in a comma) names people and says nothing."""
    return _PEOPLE.fullmatch(piece.rpartition(", ")[2]) is not None


# A standing trigger inside an effect: "(Until the end of the encounter,) whenever you hit
# the target with an attack, you deal extra damage ...", "The next time the target attacks
# before the end of your next turn, it takes 5 damage" (once). The part between "whenever"
# and the comma is a trigger sentence (grammar/dnd4e/trigger_en.lark), the rest is effect
# clauses.
_STANDING = re.compile(
    r"(?:(?P<lead>[^,]+),\s+)?(?:when|whenever|each\s+time|(?P<once>the\s+(?:next|first)\s+time))"
    r"\s+(?P<trigger>[^,]+),\s+(?P<rest>.+)",
    re.IGNORECASE,
)
# How long a standing trigger stands, by its lead (none: as long as the power's effect) or
# by a time said at the end of its trigger ("... attacks before the end of your next turn")
_STANDING_LEADS = {
    None: None,
    "in addition": None,
    "until the end of the encounter": "encounter",
    "until the end of your next turn": "end_of_next_turn",
    "until the end of your turn": "end_of_turn",
    "until the end of this turn": "end_of_turn",
    "for the rest of the encounter": "encounter",
    "until the start of your next turn": "start_of_next_turn",
    # (the turn of the one it is said of: "If the target moves before the end of its next
    # turn, ...", as the durations end_of_target_next_turn ... say)
    "until the end of its next turn": "end_of_target_next_turn",
    "until the start of its next turn": "start_of_target_next_turn",
    "until the end of its turn": "end_of_target_turn",
    "until the end of the target's next turn": "end_of_target_next_turn",
    "until the start of the target's next turn": "start_of_target_next_turn",
    "until the end of the target's turn": "end_of_target_turn",
    "until the stance ends": "stance",
    # (what else a standing trigger stands as long as: "Until the rage ends, when ...")
    "until the rage ends": "rage",
    "until the zone ends": "zone",
    "until the mark ends": "mark",
    "until the effect ends": "effect",
    "while in this stance": "stance",
}
_BEFORE = re.compile(r"\s+(?:before|until)\s+(?P<time>[^,]+)$", re.IGNORECASE)


def standing_duration(lead: str | None) -> tuple[bool, str | None]:
    """Whether ``lead`` (the words before a standing trigger's comma, or None) is one a
    standing trigger may have, and the duration it says."""
    key = lead.lower() if lead else None
    return key in _STANDING_LEADS, _STANDING_LEADS.get(key)


class Standing(NamedTuple):
    """A standing trigger's parts: how long it stands, its trigger's text, the clauses it
    sets off, and whether it fires once ("the next time", "the first time")."""

    duration: str | None
    trigger: str
    rest: str
    once: bool


def standing_parts(clause: str) -> Standing | None:
    """The parts of a clause that sets up a standing trigger, or None."""
    found = _STANDING.fullmatch(clause.strip())
    if found is None:
        return None
    lead = found["lead"].lower() if found["lead"] else None
    if lead not in _STANDING_LEADS:
        return None
    timed = time_after(found["trigger"], _STANDING_LEADS[lead])
    if timed is None:
        return None
    return Standing(timed[0], timed[1], found["rest"], found["once"] is not None)


def time_after(trigger: str, duration: str | None) -> tuple[str | None, str] | None:
    """(duration, trigger text) of a standing trigger's event with a time said after it
    ("... attacks before the end of your next turn"), when no lead said one; None when
    that time is of no list (not read, never dropped)."""
    before = _BEFORE.search(trigger)
    if before is None or duration is not None:
        return duration, trigger
    time = _STANDING_LEADS.get(f"until {before['time'].lower()}")
    return None if time is None else (time, trigger[: before.start()])
