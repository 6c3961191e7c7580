"""Clause parts of a trigger sentence joined into one trigger (``TriggerIR.start``).

Parts joined by "or" with the same actor and target become one trigger with
``alternatives``; a list of all three forced movements is the prefix event ``forced``.
Anything the IR cannot say (parts with different actors, "and" between two events) is
refused with :class:`Refused`, which ``compiler.to_ir`` turns into P001 at that word.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.trigger_core import (
    _ANYONE,
    _FORCED,
    _FROM_AN_ATTACK,
    _GRABBED_BY,
    _LIST_KEYS,
    _MOVING,
    _OR_SORTS,
    _OTHER,
    _SELF,
    _YOU_DISLIKE,
    LEAD_STATES,
    AttackPhrase,
    Part,
    Predicate,
    Qualifiers,
    Refused,
    Selector,
    Thing,
    _alternatives,
    _attack_qualifiers,
    _causer,
    _filter,
    _is_attack,
    _merge,
    _merge_all,
    _party_of,
    _pop_against,
    _Ref,
    _Restriction,
    _said,
    _said_all,
    _selector,
    _someone_else,
    _Union,
    join_keywords,
    subject_state,
)
from counterplay.compiler.dnd4e.verbs import VERBS


def _restrict(trigger: dict[str, Any], role: str, filters: Selector, token: Token | None) -> None:
    """Add ``filters`` to the one party of ``trigger`` (target first) that is a plain
    ``role``: "... hits an enemy. The enemy must be within 5 squares of you."."""
    for party in ("target", "actor"):
        who = trigger.get(party)
        if isinstance(who, dict) and who.get("role") == role:
            for key, value in filters.items():
                _filter(who, key, value)
            return
    raise Refused(token, f"no {role} named before to restrict")


def _either_sorts(trigger: dict[str, Any]) -> dict[str, Any]:
    """The trigger with alternatives of different sorts made into ``either`` parts."""
    by_event = trigger.get("qualifiers_by_event", {})
    options = trigger["qualifiers"].pop(_OR_SORTS, None)
    if any(_OR_SORTS in q for q in by_event.values()) or (
        options is not None and trigger.get("either")
    ):
        raise Refused(None, "alternative attacks of different sorts in one part of several")
    if options is None:
        return trigger
    base = {k: v for k, v in trigger.items() if k not in ("text", "either")}
    parts = []
    for option in options:
        part = copy.deepcopy(base)
        said = _attack_qualifiers(AttackPhrase(option))
        for qualifiers in (part["qualifiers"], *part.get("qualifiers_by_event", {}).values()):
            _merge_all(qualifiers, said)
        parts.append(part)
    return {**parts[0], "either": parts[1:]}


# roles "against ..." names with nothing more to say of them ("against you or an ally")
_PLAIN_ROLES = frozenset(("self", "ally", "enemy", "creature", "self_or_ally"))


def _against_people(qualifiers: Qualifiers, target: Selector | None, event: str) -> Selector | None:
    """The target, given the creature an attack is "against" with its filters ("You hit with
    an attack against an enemy adjacent to you"; with no filters too, of an attack that names
    no target: "misses with a melee attack against the dragon"): said once, it is the target.
    Of another event ("a check opposed by another creature") it stays a qualifier."""
    attack = event.startswith("attack.")
    said = qualifiers.get("against")
    plain = attack and said in _PLAIN_ROLES and "against_filters" not in qualifiers
    if plain and target is not None and said != target.get("role"):
        raise Refused(None, "an attack against someone other than its target")
    plain = plain and target is None
    if not plain and ("against_filters" not in qualifiers or (target is None and not attack)):
        return target
    against = _pop_against(qualifiers)
    assert against is not None
    if target is None:
        return against
    if target.get("role") != against.get("role"):
        raise Refused(None, "an attack against someone other than its target")
    for key, value in against.items():
        _filter(target, key, value)
    return target


# The qualifiers a movement verb fixes (compiler.dnd4e.verbs: "climbs" is mode climb)
_VERB_OWN = frozenset(key for verb in VERBS if verb.frame == "move" for key in verb.qualifiers)


@dataclass
class _Group:
    """Parts joined by "or" that share an actor and a target."""

    parties: dict[str, Any]
    options: list[tuple[list[str], Qualifiers]] = field(default_factory=list)
    bare: list[bool] = field(default_factory=list)  # only a verb ("shifts" in "shifts or moves")
    shared: list[Qualifiers] = field(default_factory=list)  # what a bare part before shares

    def add(self, option: tuple[list[str], Qualifiers], part: Part) -> None:
        predicate = part.predicate
        self.options.append(option)
        # what the verb itself says ("flies": mode fly) is its own, never shared ("moves or
        # flies adjacent to you" is not only flying), and leaves the verb bare
        said = {k for k in predicate.qualifiers if k not in _VERB_OWN}
        self.bare.append(not (predicate.other or said or part.qualifiers or part.filters))
        moving = set(option[0]) <= _MOVING
        own = {k: v for k, v in option[1].items() if k not in _VERB_OWN}
        self.shared.append(own if moving else dict(part.qualifiers))

    def joined(self, lead: Qualifiers) -> dict[str, Any]:
        # "shifts or moves adjacent to it": a bare verb shares what the next part says of
        # where (a movement) or when and how (the part's own modifiers); from the last, so
        # that bare verbs in a row all share it ("moves, shifts, or teleports adjacent to
        # you": "moves" was read as any move)
        for index in reversed(range(len(self.options) - 1)):
            if self.bare[index]:
                follower = index + 1
                moving = set(self.options[index][0]) <= _MOVING
                if moving or not set(self.options[follower][0]) <= _MOVING:
                    _merge_all(self.options[index][1], self.shared[follower])
                    _merge_all(self.shared[index], self.shared[follower])
        return _joined(self.options, self.parties, lead)


def _of_an_attack(events: list[str], said: Qualifiers) -> bool:
    """Whether an attack said of ``events`` (their subject, "with an attack") is
    ``from_attack``: not ongoing damage, a zone or an aura. An "attack.*" event is one
    anyway, and a hit's damage is said by ``from_hit``."""
    return not all(event.startswith("attack.") for event in events) and "from_hit" not in said


def _joined(
    options: list[tuple[list[str], Qualifiers]], parties: dict[str, Any], lead: Qualifiers
) -> dict[str, Any]:
    """One trigger for parts joined by "or": the first event, the others as alternatives.

    Qualifiers common to every part stay in ``qualifiers``; when the parts differ ("moves
    away from it or makes an attack that does not include it") each event's own are kept in
    ``qualifiers_by_event``, so that no part's restriction is applied to another.
    """
    for option_events, qualifiers in options:
        _said_all(qualifiers, lead)
        # "Using an attack power, you drop an enemy to 0 hit points": as said after it
        if qualifiers.pop(_FROM_AN_ATTACK, False) and _of_an_attack(option_events, qualifiers):
            qualifiers["from_attack"] = True
    events: list[str] = []
    by_event: dict[str, Qualifiers] = {}
    for option_events, qualifiers in options:
        for event in option_events:
            if event not in events:
                events.append(event)
                by_event[event] = qualifiers
            else:
                by_event[event] = _either(by_event[event], qualifiers)
    if set(events) >= _FORCED:  # "pulled, pushed, or slid": the prefix event (HELPERS.md)
        forced = by_event[next(e for e in events if e in _FORCED)]
        events = ["forced", *(e for e in events if e not in _FORCED)]
        by_event["forced"] = forced
    by_event = {e: by_event[e] for e in events}
    first = by_event[events[0]]
    common = {k: v for k, v in first.items() if all(q.get(k) == v for q in by_event.values())}
    out: dict[str, Any] = {"event": events[0], **parties, "qualifiers": common}
    if len(events) > 1:
        out["alternatives"] = events[1:]
    if any(q != common for q in by_event.values()):
        out["qualifiers_by_event"] = by_event
    return out


def _either(first: Qualifiers, second: Qualifiers) -> Qualifiers:
    """The qualifiers of an event that either of two parts fires: "an area attack misses
    you, or any attack misses you" requires only what both require; kinds named by both
    ("makes you unconscious or stuns you") are alternatives. Refused where that would fire
    on more than either part: parts that differ in more than one thing ("hit or miss with an
    at-will power, or hit no targets with a melee encounter power": not any encounter miss).
    """
    weaker = all(second.get(k) == v for k, v in first.items()) or all(
        first.get(k) == v for k, v in second.items()
    )
    differ = {k for k in {*first, *second} if first.get(k) != second.get(k)}
    one_kind = len(differ) == 1 and differ <= {*first} & {*second} & {*_LIST_KEYS, "condition"}
    if not weaker and not one_kind:
        raise Refused(None, "two parts of one event that differ in more than one thing")
    out: Qualifiers = {}
    for key, value in first.items():
        other = second.get(key)
        if other == value:
            out[key] = value
        elif other is not None and key in (*_LIST_KEYS, "condition"):
            values = [*_alternatives(value), *_alternatives(other)]
            out[key] = list(dict.fromkeys(values))
    return out


# One kind is written as a plain value, as DESIGN.md's example has it ({attack_kind: melee});
# several stay a list of alternatives. Keywords are a set and stay a list.
_PLAIN_WHEN_ONE = ("attack_kind", "power_kind", "class", "area_shape", "action")


def _settled(trigger: dict[str, Any]) -> dict[str, Any]:
    """The finished trigger, with single-kind lists written as plain values."""
    for qualifiers in (trigger["qualifiers"], *trigger.get("qualifiers_by_event", {}).values()):
        for key in _PLAIN_WHEN_ONE:
            value = qualifiers.get(key)
            if isinstance(value, list) and len(value) == 1:
                qualifiers[key] = value[0]
    for part in trigger.get("either", []):
        _settled(part)
    _no_ref_left(trigger)
    return trigger


def _no_ref_left(value: Any) -> None:
    """Refuse a reading in which a creature with filters of its own was put where only its
    role is written (its filters would be lost: a wider trigger), or in which "with an
    attack" was said where no event took it."""
    if isinstance(value, _Ref):
        raise Refused(None, "a creature with filters of its own where only a role is read")
    if isinstance(value, dict) and _FROM_AN_ATTACK in value:
        raise Refused(None, "'with an attack' said where no event is read to take it")
    inner = value.values() if isinstance(value, dict) else value
    for item in inner if isinstance(inner, list | type({}.values())) else ():
        _no_ref_left(item)


def _power_only(phrase: Any) -> bool:
    """A phrase whose head is "power" alone ("a power that has the zone keyword"): a
    power's damage, which need not be its attack's."""
    said = phrase.qualifiers if isinstance(phrase, AttackPhrase) else {}
    return said.get("power") is True and not said.get("attack")


def _actor_and_target(
    subject: Selector | AttackPhrase | Thing,
    subject_selector: Selector | None,
    predicate: Predicate,
    qualifiers: Qualifiers,
) -> tuple[Selector | None, Selector | None, bool]:
    """The actor and the target the predicate's shape makes of its subject (read as
    ``subject_selector``) and its other party, and whether an attack does it; what the
    parties say besides (a causer, a trap) goes into ``qualifiers``."""
    other = predicate.other
    actor: Selector | None
    target: Selector | None
    if predicate.shape == "active":
        actor, target = subject_selector, _party_of(other, qualifiers) if other else None
        by_attack = _is_attack(subject)  # "An enemy's attack damages you"
    elif predicate.shape == "passive":
        if _is_attack(subject):
            # "An enemy's attack takes fire damage": an attack is no one it is done to
            raise Refused(None, "an attack as the one something is done to")
        actor, target = _party_of(other, qualifiers), subject_selector
        # "You take damage from an attack"; not "from a power" (a zone's or an aura's damage
        # is a power's too, and no attack's)
        by_attack = other is not None and _is_attack(other) and not _power_only(other)
    elif predicate.shape == "causing":
        assert other is not None
        actor, target = _party_of(other, qualifiers), None
        if not (isinstance(subject, Thing) and subject.actor is None):
            # (a trap is no role: its `source` says it)
            _merge(qualifiers, "by", _causer(subject_selector if subject_selector else subject))
        by_attack = _is_attack(subject)
    else:  # alone
        if _is_attack(subject):
            # "An enemy's attack drops to 0 hit points", "... makes a saving throw": what an
            # attack cannot do alone (the attack was dropped: the enemy did it)
            raise Refused(None, "an attack as the one who does what only a creature does")
        by_attack = False
        actor, target = subject_selector, None
        if isinstance(other, Thing):
            _party_of(other, qualifiers)  # "You are knocked prone by a trap": no role
        elif other is not None:
            _merge(qualifiers, "by", _causer(other))
            if _is_attack(other):
                qualifiers["from_attack"] = True
            _selector(other, qualifiers)
    return actor, target, by_attack


def _resolve(subject: Selector | AttackPhrase | Thing, part: Part) -> dict[str, Any]:
    """Map subject and the predicate's other party onto actor and target (voice-free)."""
    predicate = part.predicate
    qualifiers: Qualifiers = {}
    subject_selector = _party_of(subject, qualifiers)
    if subject_selector is not None:
        subject_selector.update(part.filters)
    elif part.filters:
        raise Refused(None, "a filter on a trap or a hazard")
    actor, target, by_attack = _actor_and_target(subject, subject_selector, predicate, qualifiers)
    grabbed_by = predicate.qualifiers.pop(_GRABBED_BY, None)
    if grabbed_by is not None and actor is not None:
        _filter(actor, "grabbed_by", grabbed_by)  # "An enemy escapes your grab"
    said = {**qualifiers, **predicate.qualifiers, **part.qualifiers}
    with_attack = [q.pop(_FROM_AN_ATTACK, False) for q in (predicate.qualifiers, part.qualifiers)]
    by_attack = any(with_attack) or by_attack
    if by_attack and _of_an_attack(predicate.events[:1], said):
        qualifiers["from_attack"] = True
    _said_all(qualifiers, predicate.qualifiers)
    _said_all(qualifiers, part.qualifiers)
    if (
        qualifiers.get("by") == "creature"
        and "by_filters" not in qualifiers
        and qualifiers.get("from_attack")
    ):
        del qualifiers["by"]
    target = _against_people(qualifiers, target, predicate.events[0])
    if target is not None and qualifiers.get("against") == target.get("role"):
        del qualifiers["against"]  # "you are hit by an attack against your AC": said twice
    if qualifiers.pop(_YOU_DISLIKE, False):
        if actor != _SELF:
            raise Refused(None, "a roll of someone else that you dislike")
        qualifiers["dislike_result"] = True
    if predicate.events[0] == "trap.trigger" and "source" not in qualifiers:
        raise Refused(None, "'triggers' said of a creature: what it triggers is unsaid")
    return {
        "event": predicate.events[0],
        "alternatives": predicate.events[1:],
        "actor": actor,
        "target": target,
        "qualifiers": qualifiers,
    }


# Events that are the outcome of an attack made in the part before ("... and miss")
_OUTCOMES = {
    "attack.hit",
    "attack.miss",
    "attack.critical",
    "damage.take",
    "death",
    "condition.gain",  # "An attack hits your Will and dazes you"
    "attack.roll",  # "You use an arcane power and make an attack roll"
}

# Where a movement ends or an event happens: what "there" in a later part stands for
_PLACE_KEYS = ("area", "aura", "adjacent_to", "not_adjacent_to", "within", "in_reach")


def _outcome(parties: dict[str, Any], trigger: dict[str, Any]) -> bool:
    """A part saying how the attack of the part before it turned out, by the same actor."""
    events = {trigger["event"], *trigger["alternatives"]}
    return events <= _OUTCOMES and trigger["actor"] == parties.get("actor")


def _there(groups: list[_Group], join: tuple[str, Token | None] | None) -> Qualifiers:
    """The place "there" stands for: where the part before it happened."""
    before = groups[-1].options[-1][1] if groups else {}
    place = {k: v for k, v in before.items() if k in _PLACE_KEYS}
    if not place:
        raise Refused(join[1] if join else None, "'there' with no place before it")
    return place


def _same_parties(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return bool(a["actor"] == b["actor"] and a["target"] == b["target"])


# -- states joined to the part before ------------------------------------------------------------
# States said of the owner ("and you are not dying"): joined to a part whatever its actor
_OWNER_STATE_KEYS = {
    "owner_state",
    "owner_hidden_from",
    "owner_grants_combat_advantage_to",
    "owner_not_condition",
    "excludes",
}


def _owner_state(stated: Any, predicate: Predicate, actor: Selector) -> bool | None:
    """Whether a state part is the owner's (None: it is not an owner's state at all).

    "You hit an enemy, and you are hidden from it": the subject is "you", or no subject
    with the owner as the actor of the part before.
    """
    if not set(predicate.qualifiers) <= _OWNER_STATE_KEYS:
        return None
    if stated is None:
        return actor == _SELF
    return isinstance(stated, dict) and _selector(stated, {}) == _SELF


def _leading_state(part: Part, joins: list[tuple[str, Token | None]]) -> bool:
    """A first part that is an owner's state, joined by "and" to the event after it."""
    owners = _owner_state(part.subject, part.predicate, {"role": "none"})
    pronoun = _OTHER in part.predicate.qualifiers.values()  # "it" before whom it stands for
    return bool(owners) and not pronoun and bool(joins) and joins[0][0] == "and"


# "the target" (THE_TARGET), the power's target when no party before is called so
_THE_TARGET = {"role": "creature", "your_target": True}
# Where a turn started, as a filter of the creature whose turn it is
_TURN_START_PLACES = {"adjacent_to": "turn_start_adjacent_to", "within": "turn_start_within"}


def _turn_start_then_end(group: _Group, trigger: dict[str, Any]) -> bool:
    """Whether a turn.start part with a place, then "and"/"but" a turn.end part of the same
    creature, is the turn's end by a creature that started it there ("starts its turn adjacent
    to you but ends its turn not adjacent to you"); the group's actor gets the filters."""
    events, place = group.options[-1]
    if events != ["turn.start"] or len(group.options) > 1 or trigger["event"] != "turn.end":
        return False
    if trigger["alternatives"] or trigger["actor"] != group.parties["actor"]:
        return False
    if not place or not set(place) <= set(_TURN_START_PLACES):
        return False
    for key, value in place.items():
        _filter(group.parties["actor"], _TURN_START_PLACES[key], value)
    return True


def _party_state(group: _Group, part: Part, previous: Part | None) -> bool:
    """Filter the party a state after "and" is said of: the subject of the part before when
    it has none ("... and is within 2 squares of the warder"), else the party its subject
    names again ("the target", "the enemy"); False when there is no such party other than
    the owner (the part is then read as usual: "An attack hits you and you are dazed")."""
    filters = part.predicate.filters or {}
    stated = part.subject
    if stated == _THE_TARGET:  # "the target" said again: the party it names, if named before
        stated = {"role": "creature"}
    if stated is None:
        shape = previous.predicate.shape if previous else None
        key = {"active": "actor", "alone": "actor", "passive": "target"}.get(str(shape))
    elif isinstance(stated, dict) and set(stated) == {"role"} and stated["role"] != "self":
        named = [
            k for k in ("actor", "target") if (group.parties[k] or {}).get("role") == stated["role"]
        ]
        key = named[0] if len(named) == 1 else None
    else:
        key = None
    party = group.parties.get(key) if key else None
    if party is None or party.get("role") == "self":
        return False
    if any(party.get(k, v) != v for k, v in filters.items()):
        return False
    group.parties[str(key)] = party = dict(party)
    for name, value in filters.items():
        _filter(party, name, value)
    return True


def _bloodied_now(predicate: Predicate) -> bool:
    """Whether a predicate is "is bloodied" and nothing more (after "while": the state, not
    the event of becoming bloodied)."""
    return predicate.events == ["bloodied"] and predicate.other is None and not predicate.qualifiers


def _resolve_other(qualifiers: Qualifiers, actor: Selector) -> None:
    """Write "it" in an owner's state as the party it stands for."""
    for key, value in qualifiers.items():
        if value == _OTHER:
            qualifiers[key] = "target" if actor == _SELF else "actor"


# A state said of the owner while someone else acts ("A creature makes an attack roll, and
# you dislike the result"): the key it becomes, and its value (None: the state's own). A
# state with no such key is refused: the IR could not say whose it is.
_OWNERS_STATE: dict[str, tuple[str, Any]] = {
    "dislike_result": ("disliked_by", "self"),
    "attacked_this_encounter": ("owner_attacked_this_encounter", None),
    "not_used_this_round": ("owner_not_used_this_round", None),
}


def _owners_state(qualifiers: Qualifiers) -> Qualifiers | None:
    """The owner's form of a state (None when some part of it has none)."""
    if not qualifiers or not set(qualifiers) <= set(_OWNERS_STATE):
        return None
    out: Qualifiers = {}
    for key, value in qualifiers.items():
        owners, fixed = _OWNERS_STATE[key]
        out[owners] = value if fixed is None else fixed
    return out


def _union_party(parts: list[Any]) -> tuple[int, str, _Union] | None:
    """The first part whose subject or object names parties apart ("You and your enemies",
    "the goblin or its mount"): its index, which slot, and the parties."""
    for index, item in enumerate(parts):
        if isinstance(item, Part) and isinstance(item.subject, _Union):
            return index, "subject", item.subject
        if isinstance(item, Part) and isinstance(item.predicate.other, _Union):
            return index, "object", item.predicate.other
    return None


def _sorted_items(
    items: list[Any],
) -> tuple[Qualifiers, list[Part], list[tuple[str, Token | None]], list[_Restriction]]:
    """A trigger's items by what they are: what is said before all its parts (``lead``),
    the parts, the joins between them ("or" / "and"), restrictions of the whole."""
    lead: Qualifiers = {}
    parts: list[Part] = []
    joins: list[tuple[str, Token | None]] = []
    restrictions = [i for i in items if isinstance(i, _Restriction)]
    for item in items:
        if isinstance(item, _Restriction):
            continue
        if isinstance(item, Part):
            parts.append(item)
        elif isinstance(item, tuple) and item[0] in ("or", "and", "while"):
            joins.append(item)
        elif isinstance(item, tuple):
            _said(lead, item[1], item[2])
        elif isinstance(item, dict):
            _said_all(lead, item)
    return lead, parts, joins, restrictions


@dataclass
class _Joining:
    """What joining a trigger's parts one by one keeps between them."""

    subject: Selector | AttackPhrase | Thing = field(default_factory=lambda: dict(_SELF))
    groups: list[_Group] = field(default_factory=list)  # parts joined by "or", per parties
    last_object: Any = None  # what "it" stands for in a later part
    leading: Qualifiers = field(default_factory=dict)  # an owner's state said before the event
    previous: Part | None = None  # the last part that was an event
    modal: bool = False  # the part before said "would" or "tries to" of its verb


def _joined_trigger(items: list[Any]) -> dict[str, Any]:
    """One trigger from its parts in order: each part is an event (a new option of the
    group of its parties, or joined to the one before by "and") or a state of a party
    named before."""
    lead, parts, joins, restrictions = _sorted_items(items)
    _lead_states(lead, parts)
    joining = _Joining()
    for index, part in enumerate(parts):
        _join_part(joining, part, joins[index - 1] if index else None, joins)
    first, *others = [group.joined(lead) for group in joining.groups]
    if others:
        # "An enemy scores a critical hit against it or it is first bloodied": parts
        # with other parties are whole triggers of their own, any of which fires
        first["either"] = others
    for restriction in restrictions:
        _restrict(first, restriction.role, restriction.filters, None)
    return _settled(_either_sorts(first))


def _lead_states(lead: Qualifiers, parts: list[Part]) -> None:
    """A state said with no one before the clause ("While bloodied, an ally hits an enemy"):
    the first part's subject's when it is another creature (a filter, or refused where none
    says it), else the owner's, as after the clause (`ReaderBase._part`)."""
    for key, value in lead.pop(LEAD_STATES, ()):
        if parts and _someone_else(parts[0].subject):
            subject_state(parts[0].filters, key, value, None)
        else:
            _said(lead, key, value)


def _no_player_pronoun(
    joining: _Joining, part: Part, join: tuple[str, Token | None] | None
) -> None:
    """Refuse "It hits you", "An ally hits an enemy or it is bloodied": in a player's
    trigger "it" is not "you", and whom else it stands for is not read. In a monster's, "it"
    after parts that name someone or something else and the monster nowhere ("When the target
    saves or when it drops to 0 hit points", "When an attack hits an ally or when it is first
    bloodied"), may be that other one: refused."""
    pronoun = part.subject.get("pronoun") if isinstance(part.subject, dict) else None
    if pronoun == "player":
        raise Refused(join[1] if join else None, "a pronoun ('it') as a player's subject: whom?")
    if pronoun and joining.groups and not _names_self(joining.groups):
        raise Refused(join[1] if join else None, "'it' after another creature: whom?")


def _names_self(value: Any) -> bool:
    """Whether the owner is named anywhere in ``value`` (the parts read so far)."""
    if isinstance(value, _Group):
        return _names_self([value.parties, value.options])
    if isinstance(value, dict):
        return value.get("role") == "self" or any(_names_self(v) for v in value.values())
    if isinstance(value, list | tuple):
        return any(_names_self(v) for v in value)
    return bool(value == "self")


def _join_part(
    joining: _Joining,
    part: Part,
    join: tuple[str, Token | None] | None,
    joins: list[tuple[str, Token | None]],
) -> None:
    groups = joining.groups
    _no_player_pronoun(joining, part, join)
    if part.subject is not None:
        joining.subject = part.subject
    if joining.modal and part.subject is None and join and join[0] == "or" and part.predicate.bare:
        # "tries to push you, stun you, or knock you prone": each is attempted
        part.qualifiers["would"] = True
    joining.modal = bool(part.qualifiers.get("would") or part.predicate.qualifiers.get("would"))
    anded = bool(groups) and join is not None and join[0] in ("and", "while")
    if join is not None and join[0] == "while" and _bloodied_now(part.predicate):
        part.predicate.filters = {"bloodied": True}  # "while the enemy is bloodied": a state
    if anded and part.predicate.filters and _party_state(groups[-1], part, joining.previous):
        return  # "..., and the target is marked by an ally": a filter of that party
    if join is not None and join[0] == "while":
        # "while the ally is ...": a state of the party named again, nothing else
        raise Refused(join[1], "'while' before no state of a creature named before")
    if part.predicate.shape == "party_state":
        raise Refused(join[1] if join else None, "a state of no creature named before")
    if part.predicate.shape == "attack_state":
        _join_attack_state(groups, part, join)
        return
    if part.predicate.shape == "state" and not groups and _leading_state(part, joins):
        # "You are conscious and fail a saving throw": the owner's state first
        _merge_all(joining.leading, part.predicate.qualifiers)
        return
    if part.predicate.shape == "state":
        _join_state(groups, part, join)
        return
    _pronoun_object(joining, part)
    if part.predicate.qualifiers.pop("there", False):
        part.qualifiers.update(_there(groups, join))
    trigger = _resolve(joining.subject, part)
    _forced_distance(trigger, join)
    joining.previous = part
    _merge_all(trigger["qualifiers"], joining.leading)
    _resolve_other(trigger["qualifiers"], trigger["actor"])
    option = ([trigger["event"], *trigger["alternatives"]], trigger["qualifiers"])
    group = groups[-1] if groups else None
    shared = part.subject is None  # ("You are hit and damaged by ...": one subject)
    if (
        group
        and join is not None
        and join[0] == "and"
        and _and_event(group, trigger, option, shared)
    ):
        return
    if group and (join is None or join[0] != "or"):
        raise Refused(join[1] if join else None, "two events joined in one trigger")
    parties = {"actor": trigger["actor"], "target": trigger["target"]}
    if group is None or not _same_parties(group.parties, parties):
        groups.append(_Group(parties))
    groups[-1].add(option, part)


def _join_state(groups: list[_Group], part: Part, join: tuple[str, Token | None] | None) -> None:
    """A state joined by "and" to the event before: said of its actor, or of the owner."""
    if not groups or join is None or join[0] != "and":
        raise Refused(join[1] if join else None, "a state with no event before it")
    stated = part.subject
    actor = groups[-1].parties["actor"]
    owners = _owner_state(stated, part.predicate, actor)
    if owners is False or (
        owners is None and stated is not None and _party_of(stated, {}) != actor
    ):
        # "A creature makes a skill check, and you dislike the result": the owner's state
        # has keys of its own (_OWNERS_STATE); no other can be said
        mine = (
            None if owners is False or stated != _SELF else _owners_state(part.predicate.qualifiers)
        )
        if mine is None:
            raise Refused(join[1], "a state of someone other than the actor")
        part.predicate.qualifiers = mine
    _resolve_other(part.predicate.qualifiers, actor)
    _merge_all(groups[-1].options[-1][1], part.predicate.qualifiers)


# the events of an attack, whose targets a later part may say more of
_ATTACK_EVENTS = {"attack.target", "attack.hit", "attack.miss"}


def _join_attack_state(
    groups: list[_Group], part: Part, join: tuple[str, Token | None] | None
) -> None:
    """ "..., and does not include you as a target": said, with no subject of its own, of the
    attack of the part before (one option only: of which attack would it be?)."""
    last = groups[-1] if groups else None
    if last is None or join is None or join[0] != "and" or part.subject is not None:
        raise Refused(join[1] if join else None, "whose attack includes no one is not said")
    if len(last.options) > 1 or not set(last.options[-1][0]) <= _ATTACK_EVENTS:
        raise Refused(join[1], "what includes no one is not an attack said before")
    _said_all(last.options[-1][1], part.predicate.qualifiers)


def _forced_distance(trigger: dict[str, Any], join: tuple[str, Token | None] | None) -> None:
    """ "pushes you 2 squares": the distance of a forced movement, said of nothing else."""
    squares = trigger["qualifiers"].pop("forced_distance", None)
    if squares is None:
        return
    if not {trigger["event"], *trigger["alternatives"]} <= {*_FORCED, "forced"}:
        raise Refused(join[1] if join else None, "a distance after an event that moves no one")
    trigger["qualifiers"]["distance"] = squares


def _pronoun_object(joining: _Joining, part: Part) -> None:
    """ "it" as a part's object is the last object named before (else the owner)."""
    other = part.predicate.other
    if isinstance(other, dict) and other.get("pronoun"):
        if not joining.last_object and other["pronoun"] == "player":
            raise Refused(None, "a pronoun ('it') of a player's trigger that names no one before")
        part.predicate.other = dict(joining.last_object) if joining.last_object else dict(_SELF)
    elif other is not None and not (isinstance(other, dict) and other == _SELF):
        joining.last_object = other


# The events an outcome said after them ("... and takes damage") may take the place of: an
# attack made or a power used (the outcome says more of it), a hit (`from_hit`), 0 hit
# points before a death (`hp_zero`), or the outcome's own event
_OUTCOME_OF = frozenset({"attack.target", "attack.roll", "power.use", "attack.hit", "hp.zero"})


def _outcome_keeps(before: list[str], after: list[str]) -> None:
    """Refused where the outcome would drop the event before it: "is missed and takes
    damage", "is pushed and takes damage" (read as any damage taken)."""
    kept = _OUTCOME_OF | set(after)
    if "attack.hit" in before:
        kept |= {"attack.miss"}  # "hits or misses ... and deals damage": every attack
    if not set(before) <= kept:
        raise Refused(None, f"an outcome that drops the event before it: {before[0]}")


def _and_event(
    group: _Group, trigger: dict[str, Any], option: tuple[list[str], Qualifiers], shared: bool
) -> bool:
    """An event joined by "and" to the one before that says more of the same event: it
    takes the last option's place; False when it is another event."""
    if _turn_start_then_end(group, trigger):
        # "starts its turn adjacent to the captain but ends its turn not adjacent to
        # it": the turn's end, by a creature that started it there
        group.options[-1] = ([trigger["event"]], trigger["qualifiers"])
        return True
    # "You are hit and damaged by an enemy's attack": the agent said after the second
    # participle is the first one's too (the hit said no one)
    said = trigger["actor"]
    adopt = shared and group.parties["actor"] == _ANYONE and said not in (None, _ANYONE)
    if not _outcome({**group.parties, "actor": said} if adopt else group.parties, trigger):
        return False
    if adopt:
        group.parties["actor"] = trigger["actor"]
    # "You use an arcane power and miss all targets": the outcome is the event, what the
    # first part said of the attack qualifies it
    before = join_keywords(option[1], group.options[-1][1])
    for key, value in before.items():
        if key not in _LIST_KEYS and option[1].get(key, value) != value:
            # "An enemy dazes you and slows you": both conditions, one would be dropped
            raise Refused(None, f"two values of one qualifier said: {key}")
    _merge_all(option[1], before)
    _outcome_keeps(group.options[-1][0], option[0])
    if group.options[-1][0] == ["attack.hit"] and "attack.hit" not in option[0]:
        # "hits and deals damage", "hits your Will and dazes you": a hit's damage or
        # condition, not a miss's
        option[1]["from_hit"] = True
    if group.options[-1][0] == ["hp.zero"] and option[0] == ["death"]:
        # "drops to 0 hit points and is killed": a death at 0 hit points (the actor's hit
        # points then), not one by a power that slays outright
        option[1]["hp_zero"] = True
    if trigger["target"] is not None and (
        trigger["target"] != _SELF or group.parties["target"] is None
    ):
        # ("An enemy hits and dazes you": whom, said by the outcome only, is kept)
        group.parties["target"] = trigger["target"]
    group.options[-1] = option
    return True
