"""Clause parts of a trigger sentence joined into one trigger (``TriggerIR.start``).

The parts are joined one by one in order: an event is a new option of the group of its parties
(``trigger_group``: parts joined by "or" with the same actor and target become one trigger with
``alternatives``), or joined to the one before by "and"; a state is said of a party named before
("... and you are hidden from it", "starts its turn adjacent to you and ends it there"). Anything
the IR cannot say (parts with different actors, "and" between two events) is refused with
:class:`Refused`, which ``compiler.to_ir`` turns into P001 at that word.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.trigger_core import (
    _ANYONE,
    _FORCED,
    _LIST_KEYS,
    _OTHER,
    _SELF,
    LEAD_STATES,
    AttackPhrase,
    Part,
    Predicate,
    Qualifiers,
    Refused,
    Selector,
    Thing,
    _filter,
    _merge_all,
    _party_of,
    _Restriction,
    _said,
    _said_all,
    _selector,
    _someone_else,
    _Union,
    join_keywords,
    subject_state,
)
from counterplay.compiler.dnd4e.trigger_group import (
    _either_sorts,
    _Group,
    _outcome,
    _resolve,
    _restrict,
    _same_parties,
    _settled,
    _there,
)

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
