"""Noun phrases of trigger sentences: who (selectors, references, filters)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.trigger_core import (
    _OTHER,
    _SELF,
    _SIZES,
    _THING_PLACES,
    Mod,
    Qualifiers,
    ReaderBase,
    Refused,
    SaidYou,
    Selector,
    Thing,
    _as_ref,
    _conjured_name,
    _filter,
    _Named,
    _one,
    _Restriction,
    _squares_from_owner,
    _Union,
)
from counterplay.compiler.dnd4e.vocabulary import lists_of

# Filters the owner never meets, said of it ("adjacent to you": no one is adjacent to
# itself, marked or grabbed by itself, ...)
_NEVER_OF_SELF = frozenset(
    {"adjacent_to", "marked_by", "grabbed_by", "flanked_by", "flanking", "cursed_by",
     "other_than", "grants_combat_advantage_to", "combat_advantage_against"}
)  # fmt: skip


def _you_apart(who: Selector) -> Selector | _Union:
    """ "You or an ally adjacent to you": the filter is the ally's alone (the owner is never
    adjacent to itself), so you and the ally are two parties (``either``), not the one role
    ``self_or_ally`` with a filter no event of the owner's would meet."""
    if who.get("role") != "self_or_ally":
        return who
    if not any(who.get(key) == "self" for key in _NEVER_OF_SELF):
        return who
    return _Union([dict(_SELF), {**who, "role": "ally"}])


# Places (grammar rule `where`) said of a creature after its noun (a filter) or of the event
# (a qualifier): the key each is written under as a filter, and as a qualifier.
WHERE: dict[str, tuple[str, str]] = {
    "adjacent": ("adjacent_to", "adjacent_to"),
    "within": ("within", "within"),
    "within_of": ("within_of", "within_of"),
    "area": ("in_area", "area"),
    "aura": ("in_area", "aura"),
    "reach": ("in_reach", "in_reach"),
    "range": ("in_range", "in_range"),
}


# Creature words of the vocabulary that are filters of their own, not a creature type: a
# minion is a monster's role ("an undead minion ally" is undead and a minion; "non-minion"
# sets the same filter false)
_CREATURE_FILTERS: dict[str, tuple[str, Any]] = {"minion": ("minion", True)}
# "the" right before a word (the folded text before it)
_THE_BEFORE = re.compile(r"(?:^|[^\w'-])the\s+$", re.IGNORECASE)


class _Where(list[tuple[str, Any]]):
    """A place as read (`where`): (WHERE key, value) pairs, a filter or a qualifier by where
    it is said."""


# "you or a creature ...": any creature there, if the filters after it also hold for you
_YOU_OR = "\u00a7you_or"


class WhoIR(ReaderBase):
    """Noun phrases of trigger sentences: who (selectors, references, filters)."""

    def sizes(self, items: list[Token]) -> list[str]:
        return [str(i) for i in items]

    def sizes_up(self, items: list[Token]) -> list[str]:
        return list(_SIZES[_SIZES.index(str(items[0])) :])

    def sizes_down(self, items: list[Token]) -> list[str]:
        return list(_SIZES[: _SIZES.index(str(items[0])) + 1])

    def pre_size(self, items: list[list[str]]) -> Mod:
        return ("f", "size", _one(items[0]))

    def has_ca_against(self, items: list[Any]) -> Mod:
        # "an enemy that has combat advantage against it": as "... and has combat advantage
        # against you" said of the actor
        return ("f", "combat_advantage_against", items[-1])

    def has_cover(self, items: list[str]) -> Mod:
        # "with partial concealment or superior concealment": any of them
        return ("f", "cover", _one(items))

    def concealment(self, _: list[Any]) -> str:
        return "concealment"  # "partial concealment" is concealment (PHB p. 281)

    def superior_concealment(self, _: list[Any]) -> str:
        return "superior concealment"

    def total_concealment(self, _: list[Any]) -> str:
        return "total concealment"

    def cover(self, _: list[Any]) -> str:
        return "cover"

    def superior_cover(self, _: list[Any]) -> str:
        return "superior cover"

    def has_aura(self, _: list[Any]) -> Mod:
        return ("f", "has_aura", True)

    def restriction(self, items: list[Any]) -> _Restriction:
        # "The enemy must be within 5 squares of you.": filters on the creature named
        filters: Selector = {}
        for item in items[1:]:
            for mod in item if isinstance(item, list) else [item]:
                if isinstance(mod, tuple):
                    _filter(filters, mod[1], mod[2])
        return _Restriction(str(items[0]), filters)

    # -- who ----------------------------------------------------------------------------
    def you(self, _: list[Any]) -> Selector:
        return SaidYou(_SELF)  # ("its turn" after it is not the owner's: _whose_turn)

    def self_np(self, _: list[Any]) -> Selector:
        return dict(_SELF)

    def ref_pronoun(self, _: list[Any]) -> str:
        # "adjacent to it", "marked by him": the monster in its own trigger; in a player's,
        # "it" is someone other than "you", whom the sentence does not say
        if not self.monster:
            raise Refused(None, "a pronoun ('it') inside a filter of a player's trigger: whom?")
        return "self"

    def it(self, _: list[Any]) -> Selector:
        # "it": the owner ("the dragon ... adjacent to it"), unless an earlier part of the
        # sentence named someone else it can stand for ("bloody an enemy or reduce it"); in a
        # player's trigger "it" is never "you": it stands for someone named before or for
        # no one (refused when the parts are joined: "An ally flanking an enemy hits it")
        return {**_SELF, "pronoun": True if self.monster else "player"}

    def triggering(self, items: list[Any]) -> Selector:
        return {"role": items[0], "triggering": True}

    def _people(self, role: str, items: list[Any]) -> Selector:
        out: Selector = {"role": role}
        for item in items:
            if isinstance(item, str) and item in ("enemy", "ally", "creature"):
                out["role"] = item
            if isinstance(item, Token) and item.type == "KIND_NAME":
                # "a myconid ally": the kind as its words name it, besides the role
                _filter(out, "kind", self._name(item))
            for mod in item if isinstance(item, list) else [item]:
                if isinstance(mod, tuple):
                    _filter(out, mod[1], mod[2])
        return out

    def people(self, items: list[Any]) -> Selector:
        return self._people("creature", items)

    def with_posts(self, items: list[Any]) -> Any:
        # "an enemy adjacent to you": the noun phrase, then the filters after it
        who, posts = items[0], items[1:]
        if isinstance(who, _Union):  # "you and your enemies within 5 squares": the others'
            others = [p for p in who if p != _SELF]
            if posts and len(others) > 1:
                # "your spirit companion or an ally within 5 squares": of the ally alone, or
                # of both? Refused rather than guessed
                raise Refused(None, "filters after parties named apart: whose they are")
            return _Union([p if p == _SELF else self.with_posts([p, *posts]) for p in who])
        out: Selector = dict(who)
        apart = False
        if out.pop(_YOU_OR, False):
            # "you or a creature within 10 squares of you": you are within it too, so it is
            # any creature there; with a filter you may not meet ("adjacent to you", "in the
            # burst", "you can see") you and that creature are two parties (`either`), as
            # "you or an enemy adjacent to you" is
            said = [m for p in posts for m in (p if isinstance(p, list) else [p])]
            apart = any(isinstance(m, tuple) and m[1] != "within" for m in said)
        named = self._people(out.pop("role"), [*(("f", k, v) for k, v in out.items()), *posts])
        return _Union([dict(_SELF), named]) if apart else _you_apart(named)

    def either_who(self, items: list[Selector | _Union]) -> Selector | _Union:
        # "the goblin or its mount": each party apart, but the owner and an ally are the one
        # role self_or_ally, as "you or an ally"; "you or an enemy or an orc": three parties
        parties: list[Selector] = [
            who for item in items for who in (item if isinstance(item, _Union) else [item])
        ]
        roles = {who["role"] for who in parties}
        if roles == {"self", "ally"} and all(len(who) == 1 for who in parties):
            return {"role": "self_or_ally"}
        return _Union([dict(who) for who in parties])

    def _one_who(self, items: list[Any]) -> Selector:
        """A noun phrase and its filters that names one party (not "you and your enemies")."""
        who: Selector | _Union = self.with_posts(items)
        if isinstance(who, _Union):
            raise Refused(None, "several creatures named apart where one is read")
        return who

    def ref_who(self, items: list[Any]) -> str:
        # a creature inside a filter ("adjacent to one of your allies"): its role, with the
        # filters said of it ("adjacent to a bloodied enemy": adjacent_to_filters)
        return _as_ref(self._one_who(items))

    def passed(self, items: list[Any]) -> Any:
        return items[0]

    def people_of_type(self, items: list[Any]) -> Selector:
        # creature types named are alternatives, like kinds of attack
        types = [str(i) for i in items if isinstance(i, Token) and i.type == "CREATURE_TYPE"]
        if len(items) == 1 and self._after_the(items[0]):
            # "the dragon" alone is one creature, never any dragon: in a monster's trigger
            # the monster itself (as "the bruiser"), in a player's whom is not said
            if not self.monster:
                raise Refused(items[0], "'the' before a creature type names one: which?")
            return dict(_SELF)
        mods = [i for i in items if not isinstance(i, Token)]
        kind = _CREATURE_FILTERS.get(types[0]) if len(types) == 1 else None
        said = ("f", *kind) if kind else ("f", "creature_type", _one(types))
        return self._people("creature", [said, *mods])

    def _after_the(self, token: Token) -> bool:
        """Whether the word of ``token`` comes right after "the"."""
        start = token.start_pos or 0
        return bool(_THE_BEFORE.search(self.text[max(0, start - 8) : start]))

    def a_target(self, items: list[Any]) -> Selector:
        return self._people("creature", items)

    def the_target(self, items: list[Any]) -> Selector:
        # "The target makes an attack": the power's target, as "your target" says (a back
        # reference, "... and the target is marked", is told by its role: _party_state)
        return {**self._people("creature", items), "your_target": True}

    def your_target(self, _: list[Any]) -> Selector:
        return {"role": "creature", "your_target": True}

    def self_or_ally(self, items: list[Any]) -> Selector | _Union:
        filters = [i for i in items if isinstance(i, tuple)]
        return _you_apart(self._people("self_or_ally", filters))

    def your_ally(self, items: list[Any]) -> Selector:
        return self._people("ally", [i for i in items if isinstance(i, tuple)])

    def your(self, items: list[Any]) -> Selector:
        return self._people("creature", items)

    def people_of(self, items: list[Any]) -> Selector:
        # "one of the dragon's allies" is an ally of the power's owner (self)
        return self._people("creature", [i for i in items if not isinstance(i, Token)])

    def role(self, items: list[Any]) -> str:
        return str(items[0])

    # filters in front of the noun
    def pre_single(self, _: list[Any]) -> None:
        return None  # "a single enemy" is an enemy

    def granting_ca(self, items: list[Any]) -> Mod:
        return ("f", "grants_combat_advantage_to", items[-1] if items else "self")

    def pre_condition(self, items: list[Token]) -> Mod:
        # "a dazed or dominated target": either condition
        return ("f", "condition", _one([str(i) for i in items]))

    def pre_type(self, items: list[Any]) -> Mod:
        word = str(items[0])
        kind = _CREATURE_FILTERS.get(word)
        return ("f", *kind) if kind else ("f", "creature_type", word)

    def your_companion(self, items: list[Any]) -> Selector:
        return {"role": "named", "name": items[0]}

    def owners(self, items: list[Any]) -> Selector:
        # "the archer's master", "the goblin's mount": named by their relation to the owner
        return {"role": "named", "name": str(items[-1])}

    def ally_of(self, items: list[Any]) -> Selector:
        # "an ally of the skeleton": of the power's owner, which is what "ally" means.
        role = next(i for i in items if isinstance(i, str) and i in ("enemy", "ally", "creature"))
        if items[-1] != "self":
            raise Refused(None, "allies are counted from the power's owner only")
        return self._people(role, [i for i in items[:-1] if isinstance(i, tuple)])

    # filters after the noun
    def self_or_named(self, items: list[Any]) -> _Union:
        # "you or your beast companion": two parties, you and the companion by its name (as
        # self_or_ally with `named` it was anyone on the owner's side)
        return _Union([dict(_SELF), {"role": "named", "name": items[0]}])

    def within(self, items: list[Any]) -> Mod | list[Mod]:
        if isinstance(items[1], _Named):  # "within 10 squares of the blade"
            return [("f", "within", int(items[0])), ("f", "within_of", items[1])]
        return ("f", "within", _squares_from_owner(items[0], items[1]))

    # -- where: places, said of a creature or of the event --------------------------------
    def w_adjacent(self, items: list[Any]) -> _Where:
        return _Where([("adjacent", items[-1])])

    def w_within(self, items: list[Any]) -> _Where:
        if isinstance(items[1], _Named):  # "within 10 squares of the blade"
            return _Where([("within", int(items[0])), ("within_of", items[1])])
        return _Where([("within", _squares_from_owner(items[0], items[1]))])

    def w_within_self(self, items: list[Any]) -> _Where:
        return _Where([("within", int(items[0]))])

    def _w(kind: str) -> Any:  # type: ignore[misc]
        def method(self: WhoIR, _: list[Any]) -> _Where:
            return _Where([(kind, True)])

        return method

    w_area = _w("area")
    w_aura = _w("aura")
    w_reach = _w("reach")

    def w_range(self, items: list[Any]) -> _Where:
        # "within range (of you)": the power's range, which is the owner's
        if items and items[-1] != "self":
            raise Refused(None, "a range measured from someone other than the power's owner")
        return _Where([("range", True)])

    def post_where(self, items: list[_Where]) -> list[Mod]:
        return [("f", WHERE[kind][0], value) for kind, value in items[0]]

    def mod_where(self, items: list[_Where]) -> list[Mod]:
        return [("q", WHERE[kind][1], value) for kind, value in items[0]]

    def place_where(self, items: list[Any]) -> Qualifiers:
        # where a movement goes: "adjacent to you", "a square within 2 squares of you"
        return {WHERE[kind][1]: value for kind, value in items[-1]}

    def within_self(self, items: list[Any]) -> Mod:
        return ("f", "within", int(items[0]))

    def adjacent_and_marked(self, items: list[Any]) -> list[Mod]:
        # "adjacent to and marked by the death knight": two filters, one creature named
        return [("f", "adjacent_to", items[-1]), ("f", "marked_by", items[-1])]

    def within_and_marked(self, items: list[Any]) -> list[Mod]:
        within = self.within([items[0], items[-1]])
        return [*(within if isinstance(within, list) else [within]), ("f", "marked_by", items[-1])]

    def pre_origin(self, items: list[Token]) -> Mod:
        # "an elemental creature": a creature origin or keyword, never a power source's
        # or a damage type's own meaning ("an arcane creature" is refused)
        if "creature_type" not in lists_of(str(items[0])):
            raise Refused(items[0], "a power source or a damage type is no creature's type")
        return self.pre_type(items)

    def pre_beast(self, _: list[Any]) -> Mod:
        return ("f", "creature_type", "beast")

    def pre_grabbed(self, _: list[Any]) -> Mod:
        return ("f", "condition", "grabbed")

    def pre_prone(self, _: list[Any]) -> Mod:
        return ("f", "condition", "prone")

    def named_target(self, items: list[Any]) -> Selector:
        # "your assassin's shroud target", "the target of your divine challenge": named
        # like "your oath of enmity target"
        return {"role": "named", "name": f"{self._named(items)} target"}

    def affected_by(self, items: list[Any]) -> Mod:
        return ("f", "affected_by", self._named(items))

    def in_zone_of(self, items: list[Any]) -> Mod:
        # not the reacting power's own zone (`in_area`): the zone a named power created
        return ("f", "in_zone_of", self._named(items))

    def summoned(self, items: list[Any]) -> Selector:
        filters = [i for i in items if isinstance(i, tuple | list)]
        return {**self._people("named", filters), "name": "summoned creature"}

    @staticmethod
    def _thing_places(mods: list[Any]) -> Qualifiers:
        """Where a trap or a hazard is ("within 5 squares of you", "within range"): the
        place of the event; anything else said of it is refused."""
        qualifiers: Qualifiers = {}
        for mod in mods:
            for _, key, value in mod if isinstance(mod, list) else [mod]:
                if key not in _THING_PLACES:
                    raise Refused(None, "a trap or a hazard described beyond where it is")
                qualifiers[key] = value
        return qualifiers

    def source_np(self, items: list[Any]) -> Thing:
        # "A trap attacks you", "A hazard, object, or trap within 5 squares of you triggers"
        return Thing(None, {"source": _one(items[0]), **self._thing_places(items[1:])})

    def your_check(self, items: list[Any]) -> Thing:
        # "Your Thievery check triggers a trap": you do it, with that skill
        return Thing(dict(_SELF), {"skill": _one(items[0])})

    def self_or_creature(self, items: list[Any]) -> Selector:
        # "you or a creature": any creature, with the filters after it (with_posts)
        return {"role": "creature", _YOU_OR: True}

    def self_or_enemy(self, items: list[Any]) -> _Union:
        # "you or an enemy (adjacent to you)": you, or the enemy (filters are the enemy's)
        return _Union(
            [dict(_SELF), self._people("enemy", [i for i in items if isinstance(i, tuple)])]
        )

    def attacked_since_last_turn(self, items: list[Any]) -> Mod:
        # "a target that has attacked you since the end of your last turn"
        return ("f", "attacked_since_last_turn", items[-1])

    def self_and_others(self, items: list[Any]) -> _Union:
        # "You and your enemies roll initiative": you roll it, and each enemy rolls it
        return _Union([dict(_SELF), self._people("enemy", items[1:])])

    # -- places, conjurations and condition clauses ------------------------------------------
    def conjured(self, items: list[Any]) -> str:
        # "adjacent to the anomaly": a conjured thing, named as a companion is (_Named)
        return _Named(_conjured_name(items))

    def conjured_blade(self, items: list[Any]) -> str:
        return _Named(_conjured_name([*items, "blade"]))

    def conjured_spirit(self, items: list[Any]) -> str:
        return _Named(_conjured_name([*items, "spirit"]))

    def other_party(self, _: list[Any]) -> str:
        return _OTHER

    # filters: "an enemy that can see you", "an enemy you're hidden from", "a flanking enemy"
    def sees(self, items: list[Any]) -> Mod:
        return ("f", "sees", items[-1])

    def owner_hidden_from(self, _: list[Any]) -> Mod:
        return ("f", "owner_hidden_from", True)

    # where the creature's turn started, and how its turn ended
    def started_turn_adjacent(self, items: list[Any]) -> Mod:
        return ("f", "turn_start_adjacent_to", items[-1])

    def started_turn_within(self, items: list[Any]) -> Mod:
        return ("f", "turn_start_within", _squares_from_owner(*items))

    def pre_flanking(self, _: list[Any]) -> Mod:
        return ("f", "flanking", "creature")
