"""What the leads and tails of a 4E effect clause give each of its ops (``finish``), which
of those keys an op may hold (``EXTRAS``: a key of no op refuses the clause), whether an
op takes the clause's subject, and who deals damage a subject deals; ``effect_ir`` reads
the clause and calls these for each op. What a sentence's lead says for each of its
clauses (``Lead``) and a time said after the last verb phrase of a group
(``share_duration``) are given here too, by ``compiler.to_ir``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from typing import Any

from counterplay.compiler.dnd4e.effect_words import (
    DOER_OPS,
    NO_ONE_OPS,
    TIME_KEYS,
    DurationOr,
    DurationUntil,
    It,
    Op,
    each_op,
    is_lasting,
    put,
)
from counterplay.compiler.dnd4e.parse import unread


def dealt_by(op: Op, who: str) -> None:
    """ "The ally deals 5 damage (to the target)": who deals it is kept (``by``), and it is
    dealt to whomever the dealer hits when no one is named; damage the user deals is the
    power's target's unless said (``by`` not written: every damage op is the user's).
    "The target deals 5 damage" is the target's to deal, never damage to it; "it deals"
    waits for ``it_deals`` (it may be an attack the sentence named)."""
    if who == "self":
        del op["by"]
        op["target"] = op["target"] or "target"
    elif isinstance(who, It):
        op["by"] = IT_DEALS
        op["target"] = op["target"] or IT_DEALS
    else:
        put(op, "by", who)
        op["target"] = op["target"] or "creatures"


# who deals damage said by "it" until ``it_deals`` knows what "it" is
IT_DEALS = "it"


def it_deals(op: Op, attack_named: bool) -> None:
    """Who deals damage "it deals": the attack a lead of the sentence named ("If the
    attack hits, it deals 1d6 extra damage": that attack's damage, to its target, as "the
    attack deals ..." is read), else the creature "it" is read as (the target)."""
    if op.get("by") != IT_DEALS:
        return
    told = op["target"] != IT_DEALS
    if attack_named:
        del op["by"]
        op["target"] = op["target"] if told else "target"
    else:
        op["by"] = "target"
        op["target"] = op["target"] if told else "creatures"


def _attack_target(op: Op, extras: dict[str, Any]) -> None:
    """ "Make a melee basic attack as a free action against the triggering enemy": the
    "against" said after the attack (not inside its phrase) is whom the attack is against."""
    against = extras.get("against")
    if (
        op["op"] in ("basic_attack", "attack", "charge")
        and op.get("target") is None
        and against not in (None, "triggering_attack", "attacks")
    ):
        put(op, "target", against)  # (with its filters: "against a creature adjacent to it")
        del extras["against"]


def takes_subject(ops: list[Op]) -> bool:
    """Whether ``_apply`` would give one of ``ops`` the clause's subject (damage dealt
    takes it as its dealer, ``by``: "deals 5 damage" after a subject not read is not the
    user's)."""
    return any(
        dealt(op)
        or (
            op["op"] not in NO_ONE_OPS
            and op.get("who" if op["op"] in DOER_OPS else "target") is None
        )
        for op in ops
    )


def dealt(op: Op) -> bool:
    """Whether ``op`` is damage some subject deals ("deals 5 damage"; EffectIR._apply)."""
    return op["op"] == "damage" and "by" in op and op["by"] is None


# the ops that are an attack, which a tail may say deals damage on its hit
ATTACK_OPS = ("attack", "basic_attack", "charge", "special_attack")

# what a tail or lead of the clause says, copied to each op ("... with combat advantage")
EXTRAS = (
    "of_attack",
    "attack_against",
    "attack_against_filters",
    "attack_by",
    "caused_by",
    *(
        "at",
        "at_levels",
        "against",
        "destination",
        "roll_bonus",
        "if",
        "combat_advantage",
        "purpose",
    ),
    *("once_before", "instead_of", "with_weapon", "not_into", "minimum", "maximum", "ignore_range"),
    "after_failed_saves",
    "with_attacks",
    "provokes",
    "action",
    "part_of_action",
    "instead",
    "even_if_worse",
    "direction",
    "per",
    "using",
    "while",
    "even_if_expended",
    "aftereffect",
    "maximum",
    "through",
    "once_per",
    "during",
    "before",
    "ignoring",
    "roll_bonus_type",
    "roll_bonus_to",
    "deals",
)


def finish(op: Op, extras: dict[str, Any], timed: bool = False) -> list[str]:
    """Give ``op`` what the clause's leads and tails say, and its defaults; the keys a lead
    or tail says that the op already holds with another value (said twice: not read)."""
    clashes: list[str] = []
    if dealt(op):
        del op["by"]  # dealt by the user ("You deal 5 damage"), as every damage op is
    _attack_target(op, extras)
    if op.get("target") is None and op["op"] not in (*DOER_OPS, *NO_ONE_OPS):
        op["target"] = "target"  # a bare "2[W] damage" is dealt to the power's target
    if is_lasting(op):
        op.setdefault("duration", None)
        if op["duration"] is None:
            op["duration"] = extras.get("duration")
    elif timed and extras.get("duration") is not None and op.get("duration") is None:
        # a time said of a clause with no op that lasts ("regains 5 hit points until ..."):
        # kept as said, never dropped (beside an op that lasts, it is that op's)
        op["duration"] = extras["duration"]
    for key in EXTRAS:
        if key in extras and op.setdefault(key, extras[key]) != extras[key]:
            clashes.append(key)
        elif key in extras and getattr(extras[key], "filters", None):
            put(op, key, extras[key])  # "against each enemy adjacent to you": its filters too
    if isinstance(op.get("duration"), DurationOr):
        op["or_until"] = op["duration"].or_until
    if isinstance(op.get("duration"), DurationUntil):
        op["until"] = op["duration"].until
    _duration_of(op)
    if op.get("duration") is not None:
        op["duration"] = str(op["duration"])
    return clashes


def _duration_of(op: Op) -> None:
    """A duration counted on a named creature's turns ("until the end of the triggering
    attacker's turn") that is not the one the op is said of: whose turns, kept
    (``duration_of``); the runtime counts such durations on the bearer's turns."""
    of = getattr(op.get("duration"), "of", None)
    if of is not None and (op.get("target") or op.get("who")) not in of.bearers:
        op["duration_of"] = str(of)


# ops a time leading their sentence is never said of: what completes the op before it
# ("you roll damage twice and use either result": the rolls' time), an op of options (its
# options take it), a standing trigger (its own key), a clause not read
_UNTIMED = ("keep_result", "choice", "standing_trigger", "unparsed")


@dataclass
class Lead:
    """What the first clause of a sentence says once for each clause of it ("Until the end
    of your next turn, ...", "If the target is bloodied, ...", "While you are in the zone,
    ...", "At the end of your next turn, ..."); ``lost``: it has such a lead, not read."""

    lost: bool = False
    duration: Any = None
    or_until: Any = None  # "... or until you attack,"
    until: Any = None  # "Until the target saves,"
    until_trigger: Any = None  # "Until an enemy attacks you,"
    condition: Any = None
    said_once: dict[str, Any] = field(default_factory=dict)  # _SENTENCE_KEYS
    holding: Any = None
    at: Any = None

    def within(self, inner: Lead) -> Lead:
        """The lead of a clause with a lead of its own after ", and" ("..., and until the end
        of your next turn, you are slowed and ..."): its own, and what the sentence's says
        that its own does not (lost if either is)."""
        merged = {f.name: getattr(inner, f.name) or getattr(self, f.name) for f in fields(Lead)}
        merged["said_once"] = {**self.said_once, **inner.said_once}
        return Lead(**merged)

    def give(self, ops: list[dict[str, Any]]) -> None:
        """Each op of a later clause of the sentence takes what the lead says of it: its
        time, as the lead's own clause does (the lasting ops', else each op's, kept as
        said: "Until the stance ends, you gain ..., and you can use <power>" is a use for
        as long, never one now; "... and deals 1d8 extra damage with melee attacks")."""
        timeless = not any(is_lasting(op) for op in each_op(ops))
        for op in each_op(ops):
            if op["op"] == "standing_trigger" and op["duration"] is None:
                op["duration"] = self.duration  # "Until ..., X, and whenever ..."
            timed = is_lasting(op) or (timeless and op["op"] not in _UNTIMED)
            if self.duration and timed and op.get("duration") is None:
                op["duration"] = self.duration
                for key in ("or_until", "until", "until_trigger"):
                    if getattr(self, key):
                        op[key] = getattr(self, key)
            if op["op"] == "unparsed":
                continue
            if self.condition is not None:
                op.setdefault("if", self.condition)
            for key, value in self.said_once.items():
                op.setdefault(key, value)
            if self.holding is not None:
                op.setdefault("while", self.holding)
            if self.at is not None:
                op.setdefault("at", self.at)


# why a phrase ending a condition is refused when a time is said after its group
TIMED_END = "a time said of a condition that does not hold: what keeps it off is unsaid"
# a time said of each phrase of its group ("until the end of your next turn" after the last
# may be the last's alone: "is not surprised and gains a bonus ... until ...")
_OF_EACH = re.compile(r"\(save\s+ends\s+(?:both|all)\)", re.IGNORECASE)


def share_duration(group: list[tuple[str, list[Op], list[Any]]]) -> list[tuple[int, str]]:
    """A duration after the last verb phrase of a group applies to the lasting ops of the
    phrases before it ("takes ongoing 5 fire damage and is slowed (save ends both)"). The
    phrases before it that end a condition, when the time is said of each ("is not slowed
    and cannot shift (save ends both)"), are returned (index, why) to be refused."""
    last = [op for op in each_op(group[-1][1]) if is_lasting(op)]
    if not last or last[-1].get("duration") is None:
        return []
    # the whole time, a second end with it ("until you are hit by an attack or until the
    # end of your next turn": `or_until`; it was dropped from the phrases before the last)
    time = {key: last[-1][key] for key in TIME_KEYS if last[-1].get(key) is not None}
    both = _OF_EACH.search(group[-1][0])
    ends = [
        (index, TIMED_END)
        for index, (_, ops, _) in enumerate(group[:-1])
        if both and any(op["op"] == "end_condition" for op in each_op(ops))
    ]
    for _, ops, _ in group[:-1]:
        for op in each_op(ops):
            # (prone ends when its creature stands up, never with a time: "falls prone and
            # is dazed until the end of your next turn")
            if is_lasting(op) and op.get("duration") is None and op.get("condition") != "prone":
                op.update(time)
    return ends


Clause = tuple[str, list[Op], list[Any]]


def fold_once(out: list[Clause], before: list[Clause], where: Any) -> None:
    """ "This effect can occur only once per turn.", a sentence of its own (``out[-1]``, a
    ``limit`` op of ``this_effect``) after the sentence ``before``: when that is one clause
    read as one standing trigger that says nothing yet of how often it fires, the limit is
    its ``once_per`` and the two sentences one clause; otherwise the sentence is not read
    (what "this effect" is, or two limits, is not known: never read as no limit)."""
    clause, ops, _ = out[-1]
    if len(ops) != 1 or ops[0].get("op") != "limit" or ops[0].get("what") != "this_effect":
        return
    standing = before[0][1] if len(before) == 1 else []
    if (
        len(standing) == 1
        and standing[0]["op"] == "standing_trigger"
        and not {"once", "once_per"} & set(standing[0])
    ):
        said, _, found = before[0]
        standing[0]["once_per"] = ops[0]["once_per"]
        out[-2:] = [(f"{said} {clause}", standing, found)]
        return
    why = "what 'this effect' is: it follows no standing trigger that has no limit yet"
    out[-1] = (
        clause,
        [{"op": "unparsed", "text": clause}],
        [unread(clause, "effect", 1, 1, where, why)],
    )
