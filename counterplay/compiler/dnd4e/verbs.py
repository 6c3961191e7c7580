"""The verbs of 4E trigger text as data: the event each names and which party of the
sentence does it.

A trigger sentence's parties map onto the event's actor and target by the verb, never by the
voice (DESIGN.md: the actor does the thing, the target has it done to them). A verb's *frame*
says how:

- ``active``  "An enemy hits you" / "You are hit by an enemy": the subject (or the agent of
  the passive) is the actor, the object (or the passive's subject) the target;
- ``causing`` "You bloody an enemy" / "An enemy is bloodied by you": the one it happens to is
  the actor, whoever caused it the qualifier ``by`` (events with no one done to);
- ``alone``   "An enemy dies", "An ally stands up": no object.

Each frame is one terminal of the trigger grammar (``ACT_VERB``, ``CAUSE_VERB``,
``SOLO_VERB``, ``MOVE_VERB``, ``PARTICIPLE``), filled from this table by the word lexer
(:data:`TERMINALS`); a verb word that is also a literal of the grammar (a noun too: "attack",
"hit", "charge") is named by the grammar's frame rule, and still means what this table says.
Verbs joined by "or" are alternatives ("hits or misses", "dazes or stuns": ``condition:
[dazed, stunned]``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True)
class Verb:
    """What a verb says: its event, its frame, its passive's frame and fixed qualifiers."""

    event: str
    frame: str  # active | causing | alone | move
    forms: tuple[str, ...]  # the active voice ("hits", "hit")
    participles: tuple[str, ...] = ()  # the passive ("is hit by ...")
    # how the passive maps: like the active ("passive": the subject is the target), or the
    # subject undergoes it and the agent caused it ("alone": "is killed by an enemy")
    passive: str = "passive"
    qualifiers: Mapping[str, Any] = field(default_factory=dict)


def _condition(condition: str, *forms: str) -> Verb:
    """A verb that gives a condition: "An effect dazes you" == "You are dazed"."""
    return Verb("condition.gain", "active", forms, qualifiers={"condition": condition})


def _mode(mode: str, *forms: str) -> Verb:
    """A verb of a movement mode: "An enemy climbs" is a move, climbing (``mode: climb``)."""
    return Verb("move", "move", forms, qualifiers={"mode": mode})


VERBS: tuple[Verb, ...] = (
    # attacks: the attacker is the actor, the one attacked the target
    Verb("attack.hit", "active", ("hits", "hit"), ("hit", "struck")),
    Verb("attack.miss", "active", ("misses", "miss"), ("missed",)),
    Verb("attack.target", "active", ("attacks", "attack", "targets", "target"), ("attacked",)),
    Verb("attack.target", "active", (), ("targeted",)),
    Verb("damage.take", "active", ("damages", "damage"), ("damaged", "injured", "wounded")),
    Verb("attack.critical", "active", (), ("critically hit",)),
    Verb("charge", "active", ("charges", "charge"), ("charged",)),
    Verb("flank", "active", ("flanks", "flank"), ("flanked",)),
    # forced movement: the one moved is the target
    Verb("forced.push", "active", ("pushes", "push"), ("pushed",)),
    Verb("forced.pull", "active", ("pulls", "pull"), ("pulled",)),
    Verb("forced.slide", "active", ("slides", "slide"), ("slid",)),
    Verb("forced", "active", (), ("moved", "forcibly moved")),
    # conditions given: the one who gains it is the target
    Verb("condition.gain", "active", ("grabs", "grab"), qualifiers={"condition": "grabbed"}),
    Verb("condition.gain", "active", ("marks", "mark"), qualifiers={"condition": "marked"}),
    _condition("dazed", "dazes", "daze"),
    _condition("stunned", "stuns", "stun"),
    _condition("slowed", "slows", "slow"),
    _condition("weakened", "weakens", "weaken"),
    _condition("deafened", "deafens", "deafen"),
    _condition("immobilized", "immobilizes", "immobilize"),
    _condition("dominated", "dominates", "dominate"),
    _condition("restrained", "restrains", "restrain"),
    _condition("blinded", "blinds"),  # ("blind" is a creature keyword too)
    _condition("petrified", "petrifies", "petrify"),
    # what happens to the object, caused by the subject
    Verb("bloodied", "causing", ("bloodies", "bloody", "bloodied"), ("bloodied",), "alone"),
    Verb("death", "causing", ("kills", "kill", "slays", "slay"), ("killed", "slain"), "alone"),
    # ("reduces an enemy to 0 hit points", "drops an enemy"; "to 0 hit points" is the grammar's)
    Verb("hp.zero", "causing", ("reduces", "reduce", "drops", "drop")),
    # no one done to
    Verb("death", "alone", ("dies", "die")),
    Verb("stand", "alone", ("stands", "stand", "stands up", "stand up", "stands up from prone")),
    # movement, with where it goes (the grammar's `place`)
    # ("walk" is left out: a word of power names, "Shadow Walk", that only unknown words mask)
    Verb("move", "move", ("moves", "move", "walks", "runs", "run")),
    Verb("shift", "move", ("shifts", "shift")),
    Verb("teleport", "move", ("teleports", "teleport")),
    # the movement modes (Rules Compendium, "Movement"): a move of that mode, said so
    _mode("fly", "flies", "fly"),
    _mode("climb", "climbs", "climb"),
    _mode("swim", "swims", "swim"),
    _mode("crawl", "crawls", "crawl"),
    _mode("jump", "jumps", "jump"),
    _mode("squeeze", "squeezes", "squeeze"),
    _mode("burrow", "burrows", "burrow"),
)

# word -> its meaning, one table per voice
ACTIVE: Mapping[str, Verb] = MappingProxyType({f: v for v in VERBS for f in v.forms})
PASSIVE: Mapping[str, Verb] = MappingProxyType({p: v for v in VERBS for p in v.participles})

# The grammar terminal of each frame, and of the participles.
_FRAME_TERMINAL = {
    "active": "ACT_VERB",
    "causing": "CAUSE_VERB",
    "alone": "SOLO_VERB",
    "move": "MOVE_VERB",
}
TERMINALS: Mapping[str, frozenset[str]] = MappingProxyType(
    {
        **{
            terminal: frozenset(f for v in VERBS if v.frame == frame for f in v.forms)
            for frame, terminal in _FRAME_TERMINAL.items()
        },
        "PARTICIPLE": frozenset(PASSIVE),
    }
)

# Words that are verbs and nothing else in trigger text: "or" right before one joins two
# clause parts, never two noun phrases (compiler.dnd4e.words). The verbs above that are no
# nouns, the heads of the grammar's verb phrases ("drops to 0 hit points", "scores a critical
# hit", "makes an attack roll") and the participles that open a passive part ("or damaged
# by an attack"). Not "attack", "move", "hit", "charge", "push", ...: nouns too.
JOINING_VERBS = frozenset(
    {
        "hits", "misses", "damages", "bloodies", "bloody", "kills", "kill", "attacks",
        "teleports", "moves", "shifts", "pushes", "pulls", "slides", "stands", "stand",
        "charges", "dazes", "stuns", "slows", "immobilizes", "dominates", "restrains",
        "weakens", "blinds",
        "drops", "drop", "scores", "score", "reduces", "reduce", "fails", "fail",
        "succeeds", "succeed", "uses", "use", "makes", "make", "takes", "forces", "knocks",
        "spends", "spend", "enters", "enter", "leaves", "leave", "starts", "start", "ends",
        "falls", "regains", "regain",
        "damaged", "missed", "attacked", "targeted",
        # plain forms that are no nouns ("tries to pull you or daze you")
        "daze", "stun", "slow", "weaken", "immobilize", "dominate", "restrain", "knock",
    }
)  # fmt: skip


def plain_form(word: str) -> bool:
    """Whether ``word`` is a verb's plain form ("stun", "hit"), not its third person
    ("stuns"): the form a verb has after "to" or "would" ("tries to push you, stun you")."""
    verb = ACTIVE.get(word)
    return verb is not None and word in verb.forms[1:] and word != verb.forms[0]


def meaning(words: list[str], passive: bool = False) -> tuple[list[str], str, dict[str, Any]]:
    """The events, frame and fixed qualifiers of verbs joined by "or" (alternatives).

    A qualifier said by verbs of one event becomes a list of alternatives ("dazes or stuns":
    ``condition: [dazed, stunned]``). Raises ValueError when the verbs cannot be one
    predicate: different frames, or a qualifier of some of the events only ("hits or grabs":
    ``condition: grabbed`` would restrict the hit too).
    """
    table = PASSIVE if passive else ACTIVE
    verbs = [table[w] for w in words]
    frames = {v.passive if passive else v.frame for v in verbs}
    if len(frames) > 1:
        raise ValueError("verbs of different frames joined")
    events: list[str] = []
    qualifiers: dict[str, Any] = {}
    for verb in verbs:
        if verb.event not in events:
            events.append(verb.event)
        for key, value in verb.qualifiers.items():
            values = qualifiers.setdefault(key, [])
            if value not in values:
                values.append(value)
    if qualifiers and len(events) > 1:
        raise ValueError("verbs joined whose events say different things")
    plain = {k: v[0] if len(v) == 1 else v for k, v in qualifiers.items()}
    return events, frames.pop(), plain
