"""Who an effect clause is about where the effect grammar cannot say it alone
(``compiler.to_ir`` reads the clauses): the subject of a clause that is not read, said
again for the verb phrases after it; whether a verb phrase may go on an infinitive of a part
not read; "it" / "that enemy" inside a standing trigger (the creature its event names); the
words that name the power's target or another creature in an event.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from lark.exceptions import VisitError

from counterplay.compiler.dnd4e.effect_cut import VERB
from counterplay.compiler.dnd4e.effect_ir import EffectIR
from counterplay.compiler.dnd4e.effect_words import Pair, Who
from counterplay.compiler.dnd4e.parse import parse
from counterplay.diagnostics import Diagnostic

# "the target" of an effect is the power's target, which a trigger sentence calls "your
# target" (the reactor's current target: `your_target`), never any creature; so are "the
# enemy", "that creature" ..., as the effect grammar reads them. Other uses of the word ("a
# target", "the target's", "the target of ...") are not read in an event here
THE_TARGET = re.compile(r"\b(?:the|that) (?:target|enemy|creature)\b(?!'s|\s+of\b)", re.IGNORECASE)


# a creature named in an event, other than the power's target and the user
OTHER_CREATURE = re.compile(
    r"\b(?:enem(?:y|ies)|all(?:y|ies)|creatures?|attackers?|targets?|it|he|she|him|her|they"
    r"|them)\b",
    re.IGNORECASE,
)


# "that enemy", "that creature", "that ally", "it": a creature named before
# ("that target" after an event that does not name the power's target is the event's
# creature or the one it attacked, never the power's target: who it is is not told, refused)
_THAT_ONE = re.compile(r"\b(?:that\s+(?P<noun>enemy|creature|ally|target)|it)\b", re.IGNORECASE)
# ("its" but in "until the end of its next turn", the turn of the op's own creature)
_ITS = re.compile(r"\bits\b(?!\s+(?:next\s+)?turn\b)|\bitself\b", re.IGNORECASE)


def as_triggering(when: dict[str, Any], rest: str) -> str | None:
    """``rest`` with "it" / "that enemy" said for the one creature the event names ("Whenever
    an enemy hits you, it takes 5 damage": the enemy, the trigger's own creature) written as
    "the triggering enemy", which the effect grammar reads as that creature; ``rest`` as it is
    when it names no one so; None when who it is cannot be told (the event names two
    creatures, or the power's target, or "its")."""
    found = list(_THAT_ONE.finditer(rest))
    if _ITS.search(rest):
        return None  # ("its speed": the effect grammar would read it as the target's)
    if not found:
        return rest
    named = OTHER_CREATURE.findall(when["text"])
    if len(named) != 1 or THE_TARGET.search(when["text"]):
        return None
    noun = named[0].lower().rstrip("s")
    if noun not in ("enemy", "ally", "creature", "attacker"):
        return None  # ("it", "they": a pronoun of the event's own)
    noun = "enemy" if noun == "attacker" else noun
    if any(f["noun"] and f["noun"].lower() not in (noun, "creature") for f in found):
        return None  # ("Whenever an enemy ..., that ally ...": someone else)
    return _THAT_ONE.sub(f"the triggering {noun}", rest)


# the words of a clause a subject may span (a noun and what is said after it)
_SUBJECT_WORDS = 12
_WORDS = re.compile(r"\S+")
# what a verb phrase may start with: a verb of effect text, or an adverb or "either" before it
_VERB_START = re.compile(rf"(?:also|then|immediately|instead|still|either|{VERB.pattern})", re.I)
# words after which a noun phrase goes on ("each ally in ...", "the creature you hit")
_NOUN_GOES_ON = re.compile(
    r"(?:in|within|of|adjacent|that|who|whom|which|with|from|on|at|to|by|under|nearest"
    r"|closest|and|or|you|it|he|she|they|marked|bloodied|hit|other|except|including)\W*",
    re.IGNORECASE,
)
# a lead inside a clause, after its start (", and until the end of your next turn, ...")
_INNER_LEAD = re.compile(
    r",\s+(?:and\s+)?(?:until|while|during|if|when|whenever|once|at|after|before)\b[^,]*(?:,|$)",
    re.IGNORECASE,
)
# an infinitive ("to deal 10 damage"), whose verb phrases may go on after an "and"
_INFINITIVE = re.compile(
    r"\bto\s+(?:deal|make|shift|move|push|pull|slide|knock|gain|take|teleport|spend|regain"
    r"|grant|reduce|become|stand|use)\b",
    re.IGNORECASE,
)


# an attack said in a clause, and the outcome of "its" attack said in a verb phrase after it
# ("The ally repeats the attack against <not read> and deals 5 extra damage on a hit")
_ATTACK_SAID = re.compile(r"\battacks?\b", re.IGNORECASE)
_OUTCOME_SAID = re.compile(
    r"\b(?:on\s+a\s+(?:hit|miss)|if\s+(?:it|the\s+attack)\s+(?:hits|misses))\b", re.IGNORECASE
)
# a choice said in a clause: a verb phrase after it may be one of its options ("You make a
# saving throw, or you spend a healing surge [not read] and regain 5 hit points")
_CHOICE_SAID = re.compile(r"\beither\b|,\s*or\b", re.IGNORECASE)


def goes_on(before: tuple[str, list[dict[str, Any]], list[Diagnostic]], clause: str) -> bool:
    """Whether ``clause``, a verb phrase with no subject, may hang on a part of the clause
    ``before`` it, which was not read: an infinitive ("... to deal 10 damage to the target
    [not read] and knock it prone": the knocking is the infinitive's too) or a lead inside it
    ("..., and until the end of your next turn, you become insubstantial [not read] and
    gain phasing": the phasing lasts as long), or an attack whose hit or miss it says ("...
    repeats the attack against <not read> and deals 5 extra damage on a hit": that
    attack's hit, never the power's), or a choice whose option it may be ("..., or you
    spend a healing surge <not read> and regain 5 hit points": not for sure)."""
    said, ops, _ = before
    first = _WORDS.match(clause.strip())
    hangs = _INFINITIVE.search(said) or _INNER_LEAD.search(said) or _CHOICE_SAID.search(said)
    outcome = _ATTACK_SAID.search(said) and _OUTCOME_SAID.search(clause)
    return (
        ops[0]["op"] == "unparsed"
        and bool(hangs or outcome)
        and first is not None
        and _VERB_START.fullmatch(first.group()) is not None
    )


def subject_of(clause: str, names: Sequence[str]) -> str | None:
    """Who a clause not read is about when it opens with a subject the effect grammar reads
    ("You", "Each ally within 5 squares of you", "The triggering enemy"), with what is said
    of it: the longest opening that reads as the subject of "... is dazed." and ends where a
    verb phrase may start; None when none does (a lead, a pair "You and the ally", a
    subject whose words go on past what is read: "each ally in your skald's aura"). You and
    allies said as one subject ("You and each ally in the burst", "You or an ally") are the
    pair (``Pair``) each next clause is said of."""
    words = list(_WORDS.finditer(clause))[: _SUBJECT_WORDS + 1]
    for end in range(min(len(words) - 1, _SUBJECT_WORDS), 0, -1):
        opening = clause[: words[end - 1].end()]
        if not opening[-1].isalnum():
            continue
        said = _said_subject(opening, names)
        if said is None:
            continue
        # (a subject read that goes on, "each ally" + "in ...", is not the subject: nor is
        # any shorter opening, inside it)
        goes_on = _NOUN_GOES_ON.fullmatch(words[end].group()) is not None
        return None if goes_on or said == "" else said
    return None


def _said_subject(opening: str, names: Sequence[str]) -> str | None:
    """The subject ``opening`` is read as in front of "is dazed." (or "are dazed."), "" when
    it is read as more than one subject ("You and the ally") or as more than a subject, None
    when it is not read so."""
    for be in ("is", "are"):
        tree, _ = parse(f"{opening} {be} dazed.", "effect", None, names)
        if tree is None:
            continue
        reader = EffectIR("self", opening)
        try:
            found: list[dict[str, Any]] = reader.transform(tree)
        except VisitError:
            return ""
        if isinstance(reader.subject, Pair) and _only_dazed(found):
            return reader.subject  # ("You and each ally in the burst": both, each as said)
        # (what a lead in the opening says is the sentence's, not the subject's)
        dazed = [op for op in found if op.get("condition") == "dazed"]
        if len(dazed) > 1:
            return ""  # ("You and the ally": two, never "You")
        if len(found) == 1 and dazed:
            return Who(dazed[0]["target"], dazed[0].get("target_filters"))
        return None  # ("Each target can reroll if it" + "is dazed": more than a subject)
    return None


def _only_dazed(found: list[dict[str, Any]]) -> bool:
    """Whether the probe's ops are its "is dazed" alone, said of each party of a pair (a
    ``choice`` of the two for "you or an ally")."""
    for op in found:
        if op["op"] == "choice" and op.get("of") == "ops":
            if not all(_only_dazed(option) for option in op["options"]):
                return False
        elif op.get("condition") != "dazed":
            return False
    return True
