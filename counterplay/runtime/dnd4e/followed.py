"""What of an op the 4E runtime follows: the fields each handler honours, the creatures it
finds, and when, whether and by whom an op happens.

An op that says more than its handler follows (:func:`unfollowed`) is recorded as not
simulated with why (``Engine.ops``), never done unconditionally, at the wrong time, to the
wrong creature or with a part of it left out ("a basic attack with a +2 bonus" is not a
basic attack without it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from counterplay.runtime.dnd4e import provisos, whom
from counterplay.runtime.dnd4e.combatant import ENDS_ON

# What an op may say of whether, when or by whom it happens that this runtime does not
# follow, with what is not followed: such an op is recorded as not simulated (with why),
# never done unconditionally, at the wrong time or by the wrong creature (but for the
# values of :data:`FOLLOWED`).
UNFOLLOWED: dict[str, str] = {
    "if": "its condition",
    "if_event": "the event it waits for",
    "if_event_by": "the event it waits for",
    "while": "what it holds while",
    "at": "when it happens",
    "once_before": "how often it may happen",
    "after_failed_saves": "the failed saves it waits for",
    "at_levels": "the level it needs",
    "of_attack": "the attack it is of",
    "attack_against": "the attack it is of",
    "attack_by": "the attack it is of",
    "this": "the one roll it is of",
    "instead": "what it replaces",
    "by": "who does it",
}


def _never(value: Any, op: dict[str, Any]) -> bool:
    return False


def _extra_to_it(op: dict[str, Any]) -> bool:
    """ "The triggering attack deals 1[W] extra damage": extra damage added to it
    (``effects.to_the_triggering_attack``), said of no outcome."""
    return op.get("op") == "damage" and bool(op.get("extra")) and not op.get("if")


# The values of an :data:`UNFOLLOWED` key (in the op) that the runtime follows: ``by`` the
# user (the default every handler follows); an ``if`` or an ``at`` that :mod:`.provisos`
# reads (judged by ``Engine.ops`` before the op is carried out); the triggering attack's
# outcome ("If the triggering attack misses you, ...")
FOLLOWED: dict[str, Callable[[Any, dict[str, Any]], bool]] = {
    "by": lambda value, op: value == "self",
    "if": lambda value, op: provisos.readable(value),
    "at": lambda value, op: value in provisos.TIMINGS,
    "of_attack": lambda value, op: (
        value == "triggering" and (op.get("if") in provisos.OUTCOMES or _extra_to_it(op))
    ),
    # "If the triggering attack misses you,": its outcome against the user
    "attack_against": lambda value, op: (
        value == "self"
        and op.get("of_attack") == "triggering"
        and "attack_against_filters" not in op
    ),
    # "If you hit with the triggering attack,": its outcome when it is the user's attack
    "attack_by": lambda value, op: value == "self" and op.get("of_attack") == "triggering",
}


# The creatures an op's ``target`` or ``who`` may name that the runtime finds (``Engine.who``):
# the user, the attack's target (else the triggering creature) and the triggering creature.
# Any other ("the ally" said before), or one with filters of its own, is not simulated:
# done to the one creature at hand it would be wrong; but for those :mod:`.whom` reads, a
# role and its filters, found for the handler one at a time (:mod:`.groups`: "each enemy
# adjacent to you", "one creature within 5 squares of you", "each ally in the burst", "the
# target of the critical hit", "the secondary target"), by :func:`group_key`.
RESOLVED_CREATURES = (None, "self", "target", "triggering")

# Whether a group named so with these filters is one :mod:`.groups` finds (:mod:`.whom`'s
# one reading of the creatures an op names, its roles and filters)
group_followed = whom.followed


# Fields any op may have, judged here (:data:`UNFOLLOWED`, the creatures it names, what
# ends it) or by ``Engine.ops``
GENERAL = frozenset(
    ("op", "text", "target", "who", "target_filters", "who_filters", "until", "or_until",
     *UNFOLLOWED)
)  # fmt: skip

# Op name -> the fields its handler follows besides :data:`GENERAL` (each read by it, or
# harmless to it: the action a free attack or move is taken as, the weapon or hand a [W]
# is of, which the combatant's damage dice stand for). Any other field an op of that name
# has ("with a +2 bonus to the attack roll", "away from you", "+ Constitution modifier")
# is not followed, so the op is not simulated. ``prevent`` checks its own (to say first
# what it prevents that is not modelled: ``prohibitions``).
FIELDS: dict[str, frozenset[str]] = {
    name: frozenset(fields.split())
    for names, fields in (
        (
            "damage",
            "dice weapon ability plus_abilities bonus types ongoing duration half amount per"
            " extra hand from",
        ),
        ("push pull slide", "distance destination action"),
        ("shift move teleport", "distance destination toward action part_of_action"),
        ("fly", "distance provokes"),
        ("condition", "condition duration to"),
        ("combat_advantage", "gains against against_filters to duration"),
        ("bonus penalty", "stat value bonus_type duration against next triggering"),
        ("negate", "what from types"),
        ("force_miss", "against"),
        ("reroll", "what rolls keep skills roll_bonus roll_bonus_type"),
        ("keep_result", "which even_if_worse"),
        ("roll_twice", "what for duration"),
        ("redirect", "what from ignore_range instead_of"),
        ("vulnerable", "amount types duration"),
        ("end_condition", "condition"),
        ("resist", "amount types from duration against"),
        ("basic_attack", "kind action with_weapon"),
        ("attack", "attack power kind instead_of with_weapon action"),
        ("heal", "amount plus"),
        ("surge temp_hp", "amount"),
        ("stand", "action"),
        ("save", "against bonus bonus_type"),
        ("choice", "of options"),
        ("end_effect", "what"),
        ("surge_loss surge_gain", "amount"),
        ("second_wind", "action"),
        ("extra_action", "action"),
        ("critical_hit", "critical"),
        ("end_position", "near not_near"),
        ("swap", "with teleport action"),
        ("standing_trigger", "trigger ops duration once once_per"),
        ("skill_check", "skill roll_bonus roll_bonus_type"),
        ("use_power", "power on even_if_expended"),
        ("recharge", "what power"),
        ("concealment", "total duration against against_filters"),
        ("damage_type", "types"),
        ("lose", "what duration"),
        ("target_defense", "defense"),
        ("ignore", "what types duration"),
        ("lasts", "what duration"),
    )
    for name in names.split()
}

# The ops whose handler finds its creature by ``who`` (the one who moves, rerolls, stands
# up or saves); the others find it by ``target``, and any ``who`` of theirs but the user is
# not followed: the attacker of a ``basic_attack`` or ``attack`` ("The triggering ally
# makes a basic attack": the runtime has the power's user make it) or any other
READ_BY_WHO = (
    "shift", "move", "teleport", "fly", "reroll", "keep_result", "roll_twice", "stand", "save",
    "swap",
)  # fmt: skip

# The ops whose handler reads both: ``who`` makes it, against ``target`` ("The triggering
# ally makes a melee basic attack against the triggering enemy")
READ_BY_BOTH = ("basic_attack",)

# The ops whose ``who`` names no creature but what the op is of, judged by their handler's
# own check ("This damage ignores resistance": ``ignoring.unmodelled``)
WHO_NAMES_NO_CREATURE = ("ignore",)

# The keys naming a creature each op's handler reads (any other: ``target``)
_READ_KEYS = {
    **{name: ("who",) for name in READ_BY_WHO},
    **{name: ("who", "target") for name in READ_BY_BOTH},
}

# Values a field has when the op does not say it
_UNSAID: tuple[Any, ...] = (None, False, "", (), [], {})


def _unread(op: dict[str, Any]) -> list[str]:
    """The fields ``op`` says that its handler does not follow (:data:`FIELDS`)."""
    fields = FIELDS.get(str(op.get("op")))
    if fields is None:
        return []
    reads_who = op["op"] in (*READ_BY_WHO, *READ_BY_BOTH, *WHO_NAMES_NO_CREATURE)
    doer = ["who"] if not reads_who and op.get("who") not in (None, "self") else []
    return sorted(
        [k for k, v in op.items() if k not in fields and k not in GENERAL and v not in _UNSAID]
        + doer
    )


def _its_own_targets(op: dict[str, Any], key: str) -> bool:
    """Whether ``op`` makes the power's secondary (tertiary) attack against "the secondary
    target": the creatures that attack is to be made against, which its section's Target
    line names (not read, or no section: the compiler left the words), not those an earlier
    secondary attack was made against (``whom.SECONDARY_TARGET``)."""
    made = op.get("op") == "attack" and op.get("attack") is not None
    return made and op.get(key) == whom.SECONDARY_TARGET


def group_key(op: dict[str, Any]) -> str | None:
    """The key of ``op`` naming a group of creatures :mod:`.groups` finds, when it is the
    one its handler reads (``who`` for :data:`READ_BY_WHO`, else ``target``; either for
    :data:`READ_BY_BOTH`, not both), or None."""
    keys = _READ_KEYS.get(str(op.get("op")), ("target",))
    found = [
        k
        for k in keys
        if group_followed(op.get(k), op.get(f"{k}_filters")) and not _its_own_targets(op, k)
    ]
    return found[0] if len(found) == 1 else None  # (of two groups, which goes with which?)


def unfollowed(op: dict[str, Any]) -> str | None:
    """What of ``op`` the runtime does not follow (:data:`UNFOLLOWED`, fields other than
    :data:`FIELDS`, creatures other than :data:`RESOLVED_CREATURES`), or None."""
    unread = _unread(op)
    if unread:
        said = ", ".join(f"{key}: {op[key]!r}" for key in unread)
        return f"what it says of it ({said}) is not simulated"
    for key, what in UNFOLLOWED.items():
        value = op.get(key)
        if value is None or value is False or FOLLOWED.get(key, _never)(value, op):
            continue
        return f"{what} ({key}: {value!r}) is not simulated"
    if op.get("until") or (op.get("or_until") and op["or_until"] not in ENDS_ON):
        ends = op.get("until") or op.get("or_until")
        return f"what ends it ({ends!r}) is not simulated"
    grouped = group_key(op)
    for key in ("target", "who"):
        named = op.get(key)
        filters = op.get(f"{key}_filters")
        if key == grouped or (key == "who" and op.get("op") in WHO_NAMES_NO_CREATURE):
            continue
        if named not in RESOLVED_CREATURES or (filters and not provisos.followed(filters)):
            return f"the creatures it names ({key}: {named!r}) is not simulated"
    return None
