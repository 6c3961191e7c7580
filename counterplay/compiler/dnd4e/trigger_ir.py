"""Trigger trees (``grammar/dnd4e/trigger_en.lark``) to the trigger IR of DESIGN.md.

One method per aliased grammar rule, in the reader's parts by what the rule reads:
``trigger_who`` (noun phrases), ``trigger_attacks`` (attack and power phrases),
``trigger_verbs`` (what happens), ``trigger_events`` (rolls, traps, turns, resources),
``trigger_mods`` (qualifiers); ``trigger_parts`` joins the clause parts into one trigger and
``trigger_core`` holds the shapes they share.
"""

from __future__ import annotations

import copy
from typing import Any

from lark import Token, Transformer

from counterplay.compiler.dnd4e.trigger_core import (
    _FIXED,
    _FROM_REF,
    _ROLE_WORDS,
    _SELF,
    AttackPhrase,
    Part,
    Qualifiers,
    Refused,
    Selector,
    Thing,
    _merge_all,
    _party_of,
    _Restriction,
    _said,
    _said_all,
)
from counterplay.compiler.dnd4e.trigger_mods import ModsIR
from counterplay.compiler.dnd4e.trigger_parts import (
    _either_sorts,
    _Group,
    _leading_state,
    _outcome,
    _owner_state,
    _owners_state,
    _party_state,
    _resolve,
    _resolve_other,
    _restrict,
    _same_parties,
    _settled,
    _there,
    _turn_start_then_end,
    _union_party,
)

__all__ = ["Refused", "TriggerIR"]


class TriggerIR(ModsIR, Transformer[Token, dict[str, Any]]):
    """One method per aliased rule of ``grammar/dnd4e/trigger_en.lark``.

    ``text`` is the folded text the tree was parsed from: masked power names (POWER_NAME)
    are read back from it by position.
    """

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.text = text

    def __default__(self, data: str, children: list[Any], meta: Any) -> Any:
        # the table-driven rules: constant filters and qualifiers, role words, role filters
        if data in _FIXED:
            return _FIXED[data]
        if data in _ROLE_WORDS:
            return _ROLE_WORDS[data]
        if data in _FROM_REF:
            kind, key = _FROM_REF[data]
            return (kind, key, children[-1])
        return super().__default__(data, children, meta)  # type: ignore[no-untyped-call]

    # -- clause parts and the whole trigger ----------------------------------------------------
    def part(self, items: list[Any]) -> Part:
        return self._part(items[0], items[1:], None)

    def own_part(self, items: list[Any]) -> Part:
        return self._part(None, items, None)

    def _per_party(self, items: list[Any], union: tuple[int, str, Any]) -> dict[str, Any]:
        """ "You and your enemies roll initiative", "An enemy hits the goblin or its mount":
        one trigger per party, the others as either parts."""
        index, slot, named_apart = union
        triggers = []
        for party in named_apart:
            copied = copy.deepcopy(items)
            if slot == "subject":
                copied[index].subject = party
            else:
                copied[index].predicate.other = party
            triggers.append(self.start(copied))
        first, *others = triggers
        more = [p for t in others for p in (t, *t.pop("either", []))]
        first["either"] = [*first.get("either", []), *more]
        return first

    def start(self, items: list[Any]) -> dict[str, Any]:
        union = _union_party(items)
        if union is not None:
            return self._per_party(items, union)
        lead: Qualifiers = {}
        parts: list[Part] = []
        joins: list[tuple[str, Token | None]] = []
        restrictions = [i for i in items if isinstance(i, _Restriction)]
        for item in items:
            if isinstance(item, _Restriction):
                continue
            if isinstance(item, Part):
                parts.append(item)
            elif isinstance(item, tuple) and item[0] in ("or", "and"):
                joins.append(item)
            elif isinstance(item, tuple):
                _said(lead, item[1], item[2])
            elif isinstance(item, dict):
                _said_all(lead, item)
        subject: Selector | AttackPhrase | Thing = dict(_SELF)
        groups: list[_Group] = []  # parts joined by "or", one group per pair of parties
        last_object: Any = None  # what "it" stands for in a later part
        leading: Qualifiers = {}  # an owner's state said before the event
        previous: Part | None = None  # the last part that was an event
        modal = False  # the part before said "would" or "tries to" of its verb
        for index, part in enumerate(parts):
            if part.subject is not None:
                subject = part.subject
            join = joins[index - 1] if index else None
            if modal and part.subject is None and join and join[0] == "or" and part.predicate.bare:
                # "tries to push you, stun you, or knock you prone": each is attempted
                part.qualifiers["would"] = True
            modal = bool(part.qualifiers.get("would") or part.predicate.qualifiers.get("would"))
            anded = bool(groups) and join is not None and join[0] == "and"
            if anded and part.predicate.filters and _party_state(groups[-1], part, previous):
                # "..., and the target is marked by an ally": a filter of that party
                continue
            if part.predicate.shape == "party_state":
                raise Refused(join[1] if join else None, "a state of no creature named before")
            if part.predicate.shape == "state" and not groups and _leading_state(part, joins):
                # "You are conscious and fail a saving throw": the owner's state first
                _merge_all(leading, part.predicate.qualifiers)
                continue
            if part.predicate.shape == "state":
                if not groups or join is None or join[0] != "and":
                    raise Refused(join[1] if join else None, "a state with no event before it")
                stated = part.subject
                actor = groups[-1].parties["actor"]
                owners = _owner_state(stated, part.predicate, actor)
                if owners is False or (
                    owners is None and stated is not None and _party_of(stated, {}) != actor
                ):
                    # "A creature makes a skill check, and you dislike the result": the
                    # owner's state has keys of its own (_OWNERS_STATE); no other can be said
                    mine = (
                        None
                        if owners is False or stated != _SELF
                        else _owners_state(part.predicate.qualifiers)
                    )
                    if mine is None:
                        raise Refused(join[1], "a state of someone other than the actor")
                    part.predicate.qualifiers = mine
                _resolve_other(part.predicate.qualifiers, actor)
                _merge_all(groups[-1].options[-1][1], part.predicate.qualifiers)
                continue
            other = part.predicate.other
            if isinstance(other, dict) and other.get("pronoun"):
                part.predicate.other = dict(last_object) if last_object else dict(_SELF)
            elif other is not None:
                last_object = (
                    other if not (isinstance(other, dict) and other == _SELF) else last_object
                )
            if part.predicate.qualifiers.pop("there", False):
                part.qualifiers.update(_there(groups, join))
            trigger = _resolve(subject, part)
            previous = part
            _merge_all(trigger["qualifiers"], leading)
            _resolve_other(trigger["qualifiers"], trigger["actor"])
            option = ([trigger["event"], *trigger["alternatives"]], trigger["qualifiers"])
            group = groups[-1] if groups else None
            if (
                group
                and join is not None
                and join[0] == "and"
                and _turn_start_then_end(group, trigger)
            ):
                # "starts its turn adjacent to the captain but ends its turn not adjacent to
                # it": the turn's end, by a creature that started it there
                group.options[-1] = ([trigger["event"]], trigger["qualifiers"])
                continue
            if group and join is not None and join[0] == "and" and _outcome(group.parties, trigger):
                # "You use an arcane power and miss all targets": the outcome is the event,
                # what the first part said of the attack qualifies it
                _merge_all(option[1], group.options[-1][1])
                if group.options[-1][0] == ["attack.hit"] and "attack.hit" not in option[0]:
                    # "hits and deals damage", "hits your Will and dazes you": a hit's damage
                    # or condition, not a miss's
                    option[1]["from_hit"] = True
                if trigger["target"] is not None and trigger["target"] != _SELF:
                    group.parties["target"] = trigger["target"]
                group.options[-1] = option
                continue
            if group and (join is None or join[0] != "or"):
                raise Refused(join[1] if join else None, "two events joined in one trigger")
            parties = {"actor": trigger["actor"], "target": trigger["target"]}
            if group is None or not _same_parties(group.parties, parties):
                groups.append(_Group(parties))
            groups[-1].add(option, part)
        first, *others = [group.joined(lead) for group in groups]
        if others:
            # "An enemy scores a critical hit against it or it is first bloodied": parts
            # with other parties are whole triggers of their own, any of which fires
            first["either"] = others
        for restriction in restrictions:
            _restrict(first, restriction.role, restriction.filters, None)
        return _settled(_either_sorts(first))
