"""What the trigger reader is built from (``compiler/dnd4e/trigger_*.py``): the IR's shapes
(selectors, qualifiers, :class:`AttackPhrase`, :class:`Predicate`, :class:`Part`, :class:`Thing`),
the markers and tables every part of the reader shares (the grammar's words as IR values are
``trigger_words``), and how qualifiers and filters are merged.

Noun phrases become selectors (``{"role": ...}`` plus filters) or :class:`AttackPhrase` (an
attack, a power, a critical hit: who makes it is any creature); predicates become
:class:`Predicate` with a *shape* saying how subject and object map onto actor and target, so
that voice never changes meaning (DESIGN.md, "the actor does the thing, the target has it done
to them"):

- ``active``   "An enemy hits you":       actor = subject, target = object
- ``passive``  "You are hit by an enemy": actor = agent (any creature if none),
  target = subject
- ``alone``    "You shift", "You are bloodied": actor = subject, target = null, a causer
  ("bloodied by an enemy") is the qualifier ``by`` (its role)
- ``causing``  "You reduce an enemy to 0 hit points": actor = object, ``by`` = the subject's role
- ``state``    "... and dislike the result": a qualifier on the part before it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import reduce
from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.vocabulary import SIZE_ORDER

Selector = dict[str, Any]
Qualifiers = dict[str, Any]

# The causer of an ``alone`` event and who makes an attack phrase: anyone.
_ANYONE: Selector = {"role": "creature"}
_SELF: Selector = {"role": "self"}
# "it" in a state of the owner ("and you are hidden from it"): the other party of the part,
# written "target" when the owner is the actor, else "actor" (_resolve_other)
_OTHER = "\u00a7other"


class SaidYou(dict[str, Any]):
    """The owner said "you" (a player's power): a selector like any other (equal to
    {"role": "self"}), told apart where "its turn" cannot be the owner's."""


# Attack words (grammar rule amod) -> (qualifier key, value); kinds and keywords collect
# into lists of alternatives ("a melee or a ranged attack" -> attack_kind [melee, ranged]).
_LIST_KEYS = ("attack_kind", "keywords", "power_kind", "class", "area_shape", "action")
# keywords said together ("a primal cold power", "a primal power with the polymorph
# keyword"): all of them are required, where a list of `keywords` is alternatives
KEYWORDS_ALL = "keywords_all"

# What sort of attack a phrase is, beyond its kinds: "a basic attack or an at-will power"
# names two sorts, which one attack phrase cannot hold.
_SORT_KEYS = (
    KEYWORDS_ALL,  # "a fire attack or a cold weapon attack": each phrase's own
    "basic",
    "opportunity",
    "charge",
    "critical",
    "effect",
    "augmented",
    "power",
    "bull_rush",
    "utility",
)

# "... to 0 hit points" after a causing verb (what `to_hp_zero` reads as)
_TO_ZERO = "\u00a7to_zero"

# Movements: in "moves or shifts adjacent to you" the place belongs to both verbs.
_MOVING = {"move", "shift", "teleport", "move.enter", "move.leave", "move.end"}

# A list naming all three forced movements is the prefix event (HELPERS.md contract).
_FORCED = {"forced.push", "forced.pull", "forced.slide"}


class _Named(str):
    """A creature named by the owner's words ("your spirit companion"), used as a place."""


class _Ref(str):
    """A creature named inside a filter with filters of its own ("adjacent to a bloodied
    enemy", "marked by an ally within 5 squares of you"): its role, and its filters, which
    are written beside the filter's key as ``<key>_filters`` (``adjacent_to: enemy``,
    ``adjacent_to_filters: {bloodied: true}``). Made into a plain string anywhere else, it
    would lose them: ``str()`` refuses (the reading is refused, never widened)."""

    filters: Selector

    def __new__(cls, role: str, filters: Selector) -> _Ref:
        made = super().__new__(cls, role)
        made.filters = filters
        return made

    def __str__(self) -> str:
        raise Refused(None, "a creature with filters of its own where only a role is read")


def _plain(value: Any) -> Any:
    """A reference as the IR writes it (a role, a name)."""
    return str.__str__(value) if isinstance(value, str) else value


class Refused(Exception):
    """The tree parsed but says something the trigger IR cannot hold; ``token`` is where."""

    def __init__(self, token: Token | None, why: str) -> None:
        super().__init__(why)
        self.token = token
        self.why = why


@dataclass
class AttackPhrase:
    """An attack, power or critical hit used as a noun: its qualifiers."""

    qualifiers: Qualifiers = field(default_factory=dict)
    owner: Selector | None = None  # "its attack", "the dragon's attack"


@dataclass
class Predicate:
    """What happens, before subject and object are mapped onto actor and target."""

    events: list[str]
    shape: str  # active | passive | alone | causing | state
    other: Selector | AttackPhrase | Thing | None = None  # object (active, causing) or agent
    qualifiers: Qualifiers = field(default_factory=dict)
    # read after "and" as a state of a party ("and the target is marked by an ally"): the
    # filters it gives that party (None: the predicate is never such a state)
    filters: Selector | None = None
    # said with the verb's plain form ("stun you", "knock you prone"): after "tries to push
    # you," or "would hit you or", the modal or the attempt carries over to it
    bare: bool = False


@dataclass
class Part:
    """One clause part: an optional subject, its predicate, its modifiers."""

    subject: Selector | AttackPhrase | Thing | None
    predicate: Predicate
    qualifiers: Qualifiers
    filters: Selector
    start: Token | None


Mod = tuple[str, str, Any]  # ("q", key, value) a qualifier | ("f", key, value) a subject filter


def _merge(into: Qualifiers, key: str, value: Any) -> None:
    """Add a qualifier; list keys accumulate alternatives, other keys keep the first value."""
    if isinstance(value, _Ref):  # "against a bloodied enemy": the role, and its filters
        into.setdefault(key, _plain(value))
        into.setdefault(f"{key}_filters", dict(value.filters))
    elif key in _LIST_KEYS:
        values = into.setdefault(key, [])
        for item in value if isinstance(value, list) else [value]:
            if item not in values:
                values.append(item)
    else:
        into.setdefault(key, value)


def _said(into: Qualifiers, key: str, value: Any) -> None:
    """Add a qualifier said by a phrase of its own ("on your turn", "with a melee attack"):
    as :func:`_merge`, but a second value of a key that holds one is refused ("on your turn
    ... on its turn": one would be dropped, a wider trigger)."""
    if not isinstance(value, _Ref) and key not in _LIST_KEYS and into.get(key, value) != value:
        raise Refused(None, f"two values of one qualifier said: {key}")
    _merge(into, key, value)


def _said_all(into: Qualifiers, more: Qualifiers) -> Qualifiers:
    for key, value in more.items():
        _said(into, key, value)
    return into


def _merge_all(into: Qualifiers, more: Qualifiers) -> Qualifiers:
    for key, value in more.items():
        _merge(into, key, value)
    return into


def _keywords_of(said: Qualifiers) -> tuple[list[str], bool] | None:
    """The keywords ``said`` names, and whether all of them are required."""
    if KEYWORDS_ALL in said:
        return list(said[KEYWORDS_ALL]), True
    if said.get("keywords"):
        value = said["keywords"]
        return ([value] if isinstance(value, str) else list(value)), False
    return None


def join_keywords(into: Qualifiers, item: Any) -> Any:
    """``item`` (a child's qualifiers, or one ("q", key, value) mod), with the keywords it
    names joined into ``into``'s when both name some: said by two phrases ("with a weapon
    using an arcane power", "a primal power with the polymorph keyword"), all are required
    (KEYWORDS_ALL), where one list of ``keywords`` is alternatives; keywords joined by "or"
    beside another phrase's are refused (which go together is not said)."""
    more = {item[1]: item[2]} if isinstance(item, tuple) and item[0] == "q" else item
    if not isinstance(more, dict):
        return item
    mine, theirs = _keywords_of(into), _keywords_of(more)
    if mine is None or theirs is None:
        return item
    if any(len(words) > 1 and not every for words, every in (mine, theirs)):
        raise Refused(None, "keywords joined by 'or' beside another keyword")
    into.pop("keywords", None)
    into[KEYWORDS_ALL] = list(dict.fromkeys([*mine[0], *theirs[0]]))
    return {k: v for k, v in more.items() if k not in ("keywords", KEYWORDS_ALL)}


def _gather(into: Qualifiers, item: Any) -> None:
    """Merge one child's qualifiers into ``into``: a dict of them, or one ("q"/"f", key,
    value) mod; anything else (a word list, a party) is the caller's to read."""
    if isinstance(item, dict):
        _merge_all(into, item)
    elif isinstance(item, tuple):
        _merge(into, item[1], item[2])


def _role_of(who: Selector | AttackPhrase | Thing) -> str:
    """The role of a causer; an attack's is its owner's ("an enemy's attack": enemy)."""
    if isinstance(who, Thing):
        if who.actor is None:
            raise Refused(None, "a trap or a hazard as the causer of an event")
        return str(who.actor["role"])
    if isinstance(who, AttackPhrase):
        if who.owner and who.owner.get("pronoun") == "player":
            raise Refused(None, "'its attack' in a player's trigger: whose?")
        return str(who.owner["role"]) if who.owner else "creature"
    if isinstance(who, list):  # a _Union: "made by you or an enemy"
        raise Refused(None, "several creatures named apart where one is read")
    return str(who["role"])


def _causer(who: Selector | AttackPhrase | Thing) -> str:
    """``by``: the causer's role; a causer said with filters ("An ally within 10 squares of
    you bloodies an enemy", "an attack from an enemy other than the grabbed creature") keeps
    them (a :class:`_Ref`: ``by_filters``), never read as any creature of the role."""
    if isinstance(who, AttackPhrase) and "by" in who.qualifiers:
        # "an attack made by an enemy within 5 squares of you": who made it
        made_by, filters = who.qualifiers["by"], who.qualifiers.get("by_filters")
        return _Ref(made_by, filters) if filters else str(made_by)
    role = _role_of(who)
    said = who if isinstance(who, dict) else {}
    filters = {k: v for k, v in said.items() if k not in ("role", "pronoun")}
    return _Ref(role, filters) if filters else role


def _first_token(items: list[Any]) -> Token | None:
    return next((i for i in items if isinstance(i, Token)), None)


# "a roll you dislike": the owner's dislike, a qualifier only of the owner's own roll
_YOU_DISLIKE = "you_dislike"
# "... with an attack" said of an event (``with_attack_mod``), until the part is assembled
_FROM_AN_ATTACK = "from_an_attack"
# "escapes your grab": who the actor was grabbed by (its filter), until the part is assembled
_GRABBED_BY = "actor_grabbed_by"
# Where a thing that is no creature is: the event's place ("a trap within 5 squares of you")
_THING_PLACES = ("within", "in_range")


def _named_skills(rolls: list[tuple[str, Qualifiers]]) -> list[str]:
    """The skills a list of rolls names, as alternatives ("a Diplomacy check or an
    Intimidate check"); none when one of the checks is any check ("a Bluff check or a skill
    check"). A named skill beside another kind of roll ("a Stealth check or a saving
    throw") is refused: the one qualifier would restrict that roll too."""
    skills: list[str] = []
    for event, qualifiers in rolls:
        if event != "skill.check":
            continue
        if "skill" not in qualifiers:
            return []
        skills.extend(s for s in _alternatives(qualifiers["skill"]) if s not in skills)
    if skills and any(event != "skill.check" for event, _ in rolls):
        raise Refused(None, "a named skill among other kinds of roll")
    return skills


@dataclass
class Thing:
    """A subject that is no creature: a trap, a hazard, an object (``actor`` None), or the
    owner's check ("Your Thievery check triggers a trap": ``actor`` self). ``qualifiers`` is
    what it says of the event (``source``, ``skill``, where it is)."""

    actor: Selector | None
    qualifiers: Qualifiers


# -- attacks, powers and targets ---------------------------------------------------------------
# Creature sizes from the smallest (PHB p. 282): "Large or larger" is Large and every size
# above it.
_SIZES = SIZE_ORDER


@dataclass
class _Restriction:
    """A sentence restricting a creature the trigger names: its role and the filters."""

    role: str
    filters: Selector


# "a basic attack or an at-will power": attack phrases of different sorts joined by "or" are
# kept as alternatives under this key until the trigger is whole; then each becomes a
# trigger of its own (the first the trigger, the others `either` parts), since one set of
# qualifiers would require both.
_OR_SORTS = "§or"


def _sorts_or(first: AttackPhrase, more: AttackPhrase) -> AttackPhrase:
    options = first.qualifiers.get(_OR_SORTS, [first.qualifiers])
    if any(bool(o.get("effect")) != bool(more.qualifiers.get("effect")) for o in options):
        # "an attack that has the poison keyword or a poison effect": "or" joins what the
        # attack has, not two attacks
        raise Refused(None, "an attack or an effect joined as alternatives")
    return AttackPhrase({_OR_SORTS: [*options, more.qualifiers]}, first.owner)


# what a weapon or an implement is named by ("a longsword", "a light blade", "a rod")
_WEAPON_KEYS = frozenset({"weapon_name", "weapon_group", "implement_name"})


def _amod_groups(groups: list[Qualifiers]) -> Qualifiers:
    """The words before an attack's head, group by group ("a melee or a ranged basic
    attack": kinds are alternatives, "basic" is said of both); groups naming different
    sorts ("a bull rush or charge attack") are alternatives of their own (_OR_SORTS)."""
    sorted_ = [g for g in groups if any(k in _SORT_KEYS for k in g)]
    sorts = [{k: v for k, v in g.items() if k in _SORT_KEYS} for g in sorted_]
    if len(sorted_) < 2 or all(s == sorts[0] for s in sorts):
        if len(groups) > 1 and any(KEYWORDS_ALL in g for g in groups):
            # "an arcane or divine fire power": which keywords go together?
            raise Refused(None, "keywords said together in one of several groups")
        weapons = [set(g) & _WEAPON_KEYS for g in groups if set(g) & _WEAPON_KEYS]
        if len(weapons) > 1 and len(set().union(*weapons)) > 1:
            # "with a longsword or a spear" (a weapon, a weapon group): both kept would
            # require both
            raise Refused(None, "a weapon and a weapon group joined by 'or'")
        merged: Qualifiers = reduce(_merge_all, groups, {})
        # "a dazing or a stunning effect", "with a tentacle or bite": the values of one key
        # in groups joined by "or" are alternatives, all kept (merging kept the first only)
        for key in {k for g in groups for k in g} - set(_LIST_KEYS):
            said = list(dict.fromkeys(repr(g[key]) for g in groups if key in g))
            if len(said) > 1:
                values = [g[key] for g in groups if key in g]
                if not all(isinstance(v, str) for v in values):
                    raise Refused(None, f"kinds joined by 'or' that differ in {key}")
                merged[key] = list(dict.fromkeys(values))
        return merged
    common: Qualifiers = reduce(_merge_all, [g for g in groups if g not in sorted_], {})
    return {_OR_SORTS: [_merge_all(dict(common), g) for g in sorted_]}


def _alternatives(value: Any) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def _party(ref: str) -> Selector:
    """The selector for a reference ("against you", "against your quarry")."""
    if isinstance(ref, _Named):
        return {"role": "named", "name": str(ref)}
    if isinstance(ref, _Ref):
        return {"role": _plain(ref), **ref.filters}
    return {"role": ref}


def _as_ref(who: Selector) -> str:
    """A creature named inside a filter ("adjacent to an ally"): its role, a companion's name
    (:class:`_Named`), or with filters of its own a :class:`_Ref`. "another" there is another
    than the one the filter is of, which no creature is to itself ("adjacent to another
    creature", "opposed by another creature"): it says nothing more. The triggering creature
    is not a role."""
    filters = {k: v for k, v in who.items() if k not in ("role", "name", "pronoun", "other")}
    if who["role"] == "named":
        if filters:
            raise Refused(None, "a companion with filters inside a filter")
        return _Named(who["name"])
    if filters.get("triggering") or any(isinstance(v, _Ref) for v in filters.values()):
        raise Refused(None, "the triggering creature or a third creature inside a filter")
    if "named" in filters:  # "adjacent to you or your spirit companion": two places
        raise Refused(None, "a creature or a companion inside a filter")
    return _Ref(who["role"], filters) if filters else str(who["role"])


def _pop_against(qualifiers: Qualifiers) -> Selector | None:
    """Whom "against ..." names, taken out of ``qualifiers``: a selector with the filters said
    of it ("against an ally adjacent to you"), or None when nothing is said."""
    against = qualifiers.pop("against", None)
    filters = qualifiers.pop("against_filters", {})
    if against is None:
        return None
    return {**_party(against), **filters} if isinstance(against, str) else against


def _filter(selector: Selector, key: str, value: Any) -> None:
    """Add a selector filter; a filter naming a companion is role `named` + `named`."""
    if isinstance(value, _Named):
        selector.setdefault(key, "named")
        selector.setdefault("named", str(value))
    elif isinstance(value, _Ref):  # "adjacent to a bloodied enemy"
        selector.setdefault(key, _plain(value))
        selector.setdefault(f"{key}_filters", dict(value.filters))
    elif selector.get(key, value) != value:
        # "a fey humanoid", "a dazed prone enemy": both hold, and one key holds one; refused
        # rather than one dropped (a wider trigger)
        raise Refused(None, f"two values of one filter said of a creature: {key}")
    else:
        selector[key] = value


def _one(values: list[str]) -> str | list[str]:
    return values[0] if len(values) == 1 else values


def _attack_qualifiers(phrase: AttackPhrase) -> Qualifiers:
    """What an attack phrase says about the attack; "an attack" itself says nothing more
    (the event is already an attack), a named power keeps its name."""
    return {
        k: v
        for k, v in phrase.qualifiers.items()
        if k not in ("attack", "attack_roll") and not (k == "power" and v is True)
    }


def _selector(who: Selector | AttackPhrase | None, qualifiers: Qualifiers) -> Selector:
    """A creature selector; an attack phrase is made by its owner ("an enemy's attack", "an
    attack made by an enemy") or any creature, its words qualify."""
    if who is None:
        return dict(_ANYONE)
    if isinstance(who, AttackPhrase):
        said = _attack_qualifiers(who)
        owner = who.owner
        if owner is None and "by" in said:  # "an attack made by an enemy adjacent to you"
            owner = {"role": said.pop("by"), **said.pop("by_filters", {})}
        _merge_all(qualifiers, said)
        if owner and owner.get("pronoun") == "player":
            raise Refused(None, "'its attack' in a player's trigger: whose?")
        return {k: v for k, v in owner.items() if k != "pronoun"} if owner else dict(_ANYONE)
    return {k: v for k, v in who.items() if k != "pronoun"}


def _party_of(
    who: Selector | AttackPhrase | Thing | None, qualifiers: Qualifiers
) -> Selector | None:
    """A party of the event: a creature selector, or None for a trap or a hazard (what
    it is goes into the qualifiers)."""
    if isinstance(who, Thing):
        _merge_all(qualifiers, who.qualifiers)
        return dict(who.actor) if who.actor else None
    return _selector(who, qualifiers)


def _is_attack(who: Selector | AttackPhrase | Thing) -> bool:
    """An attack phrase that is an attack (not "an effect")."""
    return isinstance(who, AttackPhrase) and not who.qualifiers.get("effect")


def _says_attack(phrase: Any) -> bool:
    """An attack phrase whose words say "attack" ("an attack", "an attack power"), not only
    a power or a named one, which need not be an attack."""
    return isinstance(phrase, AttackPhrase) and bool(phrase.qualifiers.get("attack"))


def _condition_filters(
    conditions: list[str], agent: Any, qualifiers: Qualifiers
) -> Selector | None:
    """What "is dazed" / "is marked by an ally" says of a creature, read as a state."""
    if len(conditions) != 1 or qualifiers:
        return None
    if agent is None:
        return {"condition": conditions[0]}
    plain = isinstance(agent, dict) and set(agent) == {"role"}
    return {"marked_by": agent["role"]} if conditions == ["marked"] and plain else None


def _squares_from_owner(count: Token, of: str) -> int:
    """A distance in squares, which only the owner is a point to measure from."""
    if of != "self":
        raise Refused(count, "distances are measured from the power's owner only")
    return int(count)


@dataclass
class _AlsoEnters:
    """The event move.enter and its place, added to the part's predicate by Part ("starts
    its turn in or enters a square adjacent to you")."""

    place: Qualifiers


def _conjured_name(items: list[Any]) -> str:
    """The words a conjured thing is called by ("molten orb", "spirit"), possessive cut."""
    words = [str(i) for i in items if isinstance(i, str)]
    return " ".join(words).removesuffix("'s")


# -- turns, rounds, history, resources -------------------------------------------------------
class _Union(list[Selector]):
    """A subject naming parties no role covers ("You and your enemies"): each is a whole
    trigger, joined as ``either`` parts (start())."""


def _is_filter(mod: Any) -> bool:
    """A selector filter ("f", key, value), or a list of them ("adjacent to and marked by")."""
    return isinstance(mod, list) or (isinstance(mod, tuple) and mod[0] == "f")


def split_items(items: list[Any]) -> tuple[Any, Qualifiers]:
    """The noun phrase among ``items`` (if any) and the qualifiers of the rest."""
    other = None
    qualifiers: Qualifiers = {}
    for item in items:
        is_party = isinstance(item, (AttackPhrase, Thing, _Union)) or (
            isinstance(item, dict) and "role" in item
        )
        if is_party and other is None:
            other = item
        else:
            _gather(qualifiers, item)
    return other, qualifiers


# -- whose a state is, and words that are no names --------------------------------------------
# An owner's state said with no one ("while bloodied") of a subject that is someone else:
# the filter that says it of that creature
_SUBJECT_STATES = {
    "owner_bloodied": "bloodied",
    "owner_condition": "condition",
    "owner_adjacent_to": "adjacent_to",
    "owner_not_adjacent_to": "not_adjacent_to",
}


# A state said with no one before the clause ("While bloodied, an ally ..."): kept aside by
# the lead (its (key, value) pairs), the first part's subject's or the owner's
LEAD_STATES = "\u00a7lead_states"


def subject_state(filters: Selector, key: str, value: Any, token: Token | None) -> None:
    """Say the owner's state ``key`` ("while bloodied") of a subject that is someone else,
    as the filter that says it of that creature; one no filter says ("while charging") is
    refused, never the owner's."""
    if key not in _SUBJECT_STATES:
        raise Refused(token, f"a state of the subject no filter says: {key}")
    _filter(filters, _SUBJECT_STATES[key], value)


def _someone_else(subject: Any) -> bool:
    """Whether a clause's subject is a creature other than the power's owner (a state said
    with no one, "while bloodied", is then its own)."""
    return isinstance(subject, dict) and subject.get("role") not in (None, "self")


# words that stand for something said elsewhere, never a name of their own
_PRONOUNS = frozenset({"it", "him", "her", "them", "this", "that", "these", "those"})


def _whose_turn(subject: Any, predicate: Predicate) -> str:
    """Whose turn "on its (his, her, their) turn" is: the subject's. The actor's when the
    subject does the thing ("An enemy hits you on its turn"); the owner's when the owner,
    said by its name, has it done to it ("When the reaver is hit on its turn") or an attack
    with no one's name hits the owner ("An attack hits Amon on his turn"). "You" is never
    "its"; whom else it stands for is not said: refused."""
    owner = subject is None or (subject == _SELF and not isinstance(subject, SaidYou))
    if predicate.shape == "passive":
        if owner:
            return "self"
        if isinstance(subject, SaidYou):
            return "actor"  # "You are hit by an enemy on its turn"
        raise Refused(None, "'its turn' after a subject that has it done to it: whose?")
    other = predicate.other
    if isinstance(subject, AttackPhrase) and subject.owner is None:
        if other == _SELF and not isinstance(other, SaidYou):
            return "self"  # "An attack hits Amon on his turn"
        raise Refused(None, "'its turn' after an attack no one is said to make: whose?")
    if isinstance(subject, SaidYou):
        raise Refused(None, "'its turn' after 'you': whose?")
    return "actor"


class ReaderBase:
    """What every part of the trigger reader uses: the folded text the tree was parsed from
    (masked names are read back from it by position) and how a clause part is built."""

    text: str
    monster: bool  # a monster's trigger (TriggerIR): "it" in a filter is the monster

    def _name(self, token: Token) -> str:
        """The name a mask stands for, read back from the text by position, lower-cased
        as the runtime names powers ("Flurry of Blows" -> "flurry of blows"). A pronoun
        is no name ("You use it": which power is unsaid)."""
        name = self.text[token.start_pos : token.end_pos].lower()
        if name in _PRONOUNS:
            raise Refused(token, "a pronoun where a power's name is read")
        return name

    def _named(self, items: list[Any]) -> str:
        return next(self._name(i) for i in items if isinstance(i, Token) and i.type == "POWER_NAME")

    def _part(self, subject: Any, items: list[Any], meta_token: Token | None) -> Part:
        predicate: Predicate = next(i for i in items if isinstance(i, Predicate))
        qualifiers: Qualifiers = {}
        filters: Selector = {}
        for item in (m for i in items for m in (i if isinstance(i, list) else [i])):
            if isinstance(item, Predicate):
                continue
            if isinstance(item, _AlsoEnters):
                if predicate.events != ["turn.start"]:
                    raise Refused(meta_token, "'in or enters' after an event with no place")
                predicate.events.append("move.enter")
                _merge_all(predicate.qualifiers, item.place)
                continue
            item = join_keywords(qualifiers, item)  # "with a weapon using an arcane power"
            if isinstance(item, dict):
                _said_all(qualifiers, item)
            elif item[0] == "s" and _someone_else(subject):
                # "An ally spends a healing surge while bloodied": the ally is bloodied
                subject_state(filters, item[1], item[2], meta_token)
            elif item[0] in ("q", "s"):
                _said(qualifiers, item[1], item[2])
            else:
                _filter(filters, item[1], item[2])
        if qualifiers.get("turn") == "actor":
            qualifiers["turn"] = _whose_turn(subject, predicate)
        return Part(subject, predicate, qualifiers, filters, meta_token)
