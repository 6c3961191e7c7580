"""The words that lead a sentence of effect text: a condition ("If ...,", "On a hit,"), a
time ("Until the end of your next turn,", "At the end of ..."), a plain lead ("In addition,",
"Instead,", "As a free action,"), each said once for every clause of the sentence
(``effect_finish.Lead``), and the probe a lead is read alone in front of."""

from __future__ import annotations

import re
from typing import Any

from counterplay.compiler.dnd4e.effect_finish import Lead
from counterplay.compiler.dnd4e.effect_words import each_op


def two_conditions(lead: Lead, ops: list[dict[str, Any]]) -> bool:
    """Whether a later clause of a sentence led by a condition says a condition of its own
    (not "Otherwise,", which is the other case of the same condition)."""
    own = {op.get("if") for op in each_op(ops) if op["op"] != "unparsed"} - {None, "otherwise"}
    return lead.condition is not None and bool(own - {lead.condition})


# what a sentence's lead says of each of its clauses when it leads it, by the key it gives
# ("Instead, you regain 10 hit points and ...", "As a free action, you shift and ...")
LEAD_ONLY = {
    "instead": re.compile(r"instead\b", re.IGNORECASE),
    "action": re.compile(r"as\s+an?\s+[\w\s]*action\s*,", re.IGNORECASE),
}


# what an attack written out does on a hit or a miss, said as a line ("Hit: 5 damage, ...")
HIT_LINE = re.compile(r"(?:hit|miss)\s*:", re.IGNORECASE)


# what a lead is read in front of, alone: an op that lasts, so a duration has its place
LEAD_PROBE = "you are dazed."
# leads that say nothing of when or whether ("In addition,", "Then,", "Instead,", "As a free
# action,"), which may come before a condition or a time ("In addition, if ...,")
_PLAIN = (
    r"(?:in\s+addition|additionally|also|then|instead|however"
    r"|as\s+an?\s+\w+(?:\s+\w+)?\s+action)\s*,\s*"
)
# a time leading a condition ("Until the end of your next turn, if you are bloodied, ...")
_TIME_LEAD = r"(?:until|at|after|before|during|once)\b[^,()]*,\s*"
# a lead's words: up to the first comma (outside no parentheses: a lead has none), or the
# first comma after plain leads ("In addition, if the target is bloodied,"; never a
# standing trigger's: "In addition, whenever ..." is read as the trigger it is)
LEAD = re.compile(
    rf"(?P<lead>(?:(?:{_PLAIN}|{_TIME_LEAD})+(?=(?:if|unless|while|on\s+a)\b))?"
    r"(?!whenever\b|each\s+time\b|when\b)[^,()]+,)\s+\S",
    re.IGNORECASE,
)


# A sentence's leading condition or duration ("If ...,", "While ...,", "Until ...,"): said
# once for each of its clauses, so a clause whose sentence's lead is not read is not read.
# ("At the end of your next turn, ...", "After the attack, ..." too: when they happen)
# (after plain leads too: "In addition, if the target is bloodied, ...")
LEADS = re.compile(
    rf"(?:{_PLAIN})*(?:(?:if|while|when|whenever|until|unless|once|on\s+a)\b"
    r"|(?:at|after|before|during)\b[^,]*,)",
    re.IGNORECASE,
)
# A sentence's leading duration ("Until the end of your next turn,", "While in this stance,")
DURATION_LEADS = re.compile(
    rf"(?:{_PLAIN})*(?:until|for the rest of|while in this|in this form)\b", re.IGNORECASE
)
# A sentence's leading time ("At the end of your next turn,", "After the attack,")
AT = re.compile(rf"(?:{_PLAIN})*(?:at|after|before)\b", re.IGNORECASE)
