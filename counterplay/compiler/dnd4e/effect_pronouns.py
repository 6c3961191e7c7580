"""Whom "it" stands for in an effect clause: the grammar reads "it" as the power's target;
these say when it is another creature said before it (in the clause, or the clause before)
and which, when it may be a thing the power made, and whose names a reading must keep."""

from __future__ import annotations

import json
import re
from typing import Any

from counterplay.compiler.dnd4e.effect_words import WHO, each_op

# who "it" may stand for when it is read as the target: the target, or no one named before
_NAMES_THE_TARGET = frozenset({"w_target", "w_it", "w_self"})
# the creatures other than the target "it" may stand for (a thing named is "it" too, told
# apart where the clause before is about it: ``THING_SUBJECT``)
_CREATURES = frozenset(WHO.values()) - {"target", "self"}
# one creature "it" stands for, said so when "it" is read again in its place (said with no
# filters: "the ally", "the triggering enemy"; "an ally adjacent to you" is none of these)
SAID_AS = {
    "w_ally": "the ally",
    "w_triggering": "the triggering enemy",
    "w_secondary_target": "the secondary target",
}
SAID_AS_ROLE = {
    "ally": "w_ally",
    "triggering": "w_triggering",
    "secondary_target": "w_secondary_target",
}
# "it" alone (not "its"), and "it" that may be an attack ("it deals", "it hits")
IT_ALONE = re.compile(r"\bit\b(?!')", re.IGNORECASE)
IT_ATTACK = re.compile(r"\bit\s+(?:deals|hits|misses|scores)\b", re.IGNORECASE)


def whom_it_names(
    people: list[tuple[str, bool]],
    subject: str | None,
    named_before: frozenset[str] | None = None,
    clause: str = "",
) -> str | None:
    """Whom "it", which the grammar reads as the power's target, stands for: the target
    (None: nothing to tell), the rule of one creature said plainly before it in the clause
    ("The ally regains 5 hit points if it is bloodied": ``w_ally``) or, when none is, of the
    one creature the clause before named ("The ally is dazed, and it takes 5 damage"; "You
    push the secondary target, and it ...": none of the plain ones), else of its subject, or
    "" when it may be someone else but who is not told; never the subject of the verb "it"
    is the object of (``_subject_of_its_verb``)."""
    said = [rule for rule, _ in people]
    if "w_it" not in said:
        return None
    if "w_target" in said[: said.index("w_it")]:
        return None  # ("each ally adjacent to the target gains combat advantage against it")
    # (never the subject of the verb "it" is the object of: "The ally gains combat advantage
    # against it" is not against the ally, which would be "itself")
    own = _subject_of_its_verb(clause, subject)
    before = [
        p for p in people[: said.index("w_it")] if p[0] not in _NAMES_THE_TARGET and p[0] != own
    ]
    if before:
        plain = len(before) == 1 and not before[0][1] and before[0][0] in SAID_AS
        return before[0][0] if plain else ""
    named = (named_before or frozenset()) - {r for r, rule in SAID_AS_ROLE.items() if rule == own}
    if named:
        if named == {"target"} or IT_ATTACK.search(clause):
            return None  # ("If the attack hits, it deals 1d10 extra damage": the attack's)
        (role,) = named if len(named) == 1 else ("",)
        return SAID_AS_ROLE.get(role, "")
    if subject not in _CREATURES or SAID_AS_ROLE.get(str(subject)) == own:
        return None
    plain = not getattr(subject, "filters", None) and not getattr(subject, "one", False)
    return SAID_AS_ROLE.get(str(subject), "") if plain else ""


# where the verb phrase "it" is in starts: after a comma, a conjunction or a subordinator
_PHRASE_START = re.compile(
    r"(?:^|[,;]|\b(?:and|or|but|then|if|when|whenever|while|until|unless|that|who)\b)\s*",
    re.IGNORECASE,
)
# the words a subject other than the plain creatures of ``SAID_AS`` begins with
_OTHER_SUBJECT = re.compile(r"(?:you|the|a|an|each|one|any|every|all|your)\b", re.IGNORECASE)


def _subject_of_its_verb(clause: str, subject: str | None) -> str | None:
    """The rule of the plain creature (``SAID_AS``) that is the subject of the verb whose
    object "it" is ("The ally can make a melee basic attack against it": ``w_ally``); None
    when "it" is a subject itself ("..., and it takes 5 damage", "if it is bloodied") or
    the verb's subject is another."""
    found = IT_ALONE.search(clause)
    if found is None:
        return None
    phrase = list(_PHRASE_START.finditer(clause, 0, found.start()))[-1]
    words = clause[phrase.end() : found.start()].lower()
    if not words:
        return None  # ("it" opens its verb phrase: its subject)
    for rule, said in SAID_AS.items():
        if words.startswith(said):
            return rule
    if _OTHER_SUBJECT.match(words):
        return None
    # a verb phrase with no subject of its own: the clause's ("The ally shifts 1 square and
    # gains combat advantage against it"), or the one before it carried to it
    opening = clause.lower().lstrip()
    said_first = [rule for rule, said in SAID_AS.items() if opening.startswith(said)]
    return said_first[0] if said_first else SAID_AS_ROLE.get(str(subject))


# the slots of an op that name a creature it is done to, by or with
_NAMING_SLOTS = ("target", "who", "against", "to", "with")


def named_in(ops: list[dict[str, Any]]) -> frozenset[str]:
    """The creatures other than the user that read ``ops`` name in their slots (one said
    with filters, "the creature you hit", as "" : not one "it" is read as by its role)."""
    said = {
        "" if op.get(f"{slot}_filters") else str(op[slot])
        for op in each_op(ops)
        for slot in _NAMING_SLOTS
        if op.get(slot) in _CREATURES or op.get(slot) == "target"
    }
    return frozenset(said)


def thing_dropped(things: list[str], ops: list[dict[str, Any]]) -> bool:
    """Whether the name of a thing said in a clause ("the anomaly": ``EffectIR.things``) is
    missing from its ops (a slot that keeps only a creature's role would drop it)."""
    if not things:
        return False
    said = json.dumps(ops)
    return any(f'"name": {json.dumps(n)}' not in said and f"name={n}" not in said for n in things)


def names_target(ops: list[dict[str, Any]]) -> bool:
    """Whether any of ``ops`` is done to, by or against the power's target."""
    slots = ("target", "who", "with", "against", "by")
    return any(op.get(slot) == "target" for op in each_op(ops) for slot in slots)


# a clause about a thing the power made ("(Sustain Minor:) The zone persists"), and "it" /
# "its", which after it may be that thing
THING_SUBJECT = re.compile(
    r"(?:[^,:]*[,:]\s*)?(?:the|this|that)\s+(?:zone|conjuration|wall|invisibility)\b", re.I
)
IT_WORD = re.compile(r"\b(?:it|its)\b", re.IGNORECASE)
