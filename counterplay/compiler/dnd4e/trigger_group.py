"""One group of a trigger's parts (``TriggerIR.start``, ``trigger_parts``): the parts joined
by "or" that share an actor and a target (:class:`_Group`) become one trigger with
``alternatives`` (a list of all three forced movements is the prefix event ``forced``); who the
actor and the target are, what an attack or a place said of one part says of the others, and
the outcome a part's event keeps. What the IR cannot say is refused with :class:`Refused`.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.trigger_core import (
    _FORCED,
    _FROM_AN_ATTACK,
    _GRABBED_BY,
    _LIST_KEYS,
    _MOVING,
    _OR_SORTS,
    _SELF,
    _YOU_DISLIKE,
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
    _said_all,
    _selector,
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
