"""Trigger trees (``grammar/dnd4e/trigger_en.lark``) to the trigger IR of DESIGN.md.

One method per aliased grammar rule. Noun phrases become selectors (``{"role": ...}`` plus
filters) or :class:`AttackPhrase` (an attack, a power, a critical hit: who makes it is
any creature); predicates become :class:`Predicate` with a *shape* saying how subject and
object map onto actor and target, so that voice never changes meaning (DESIGN.md, "the
actor does the thing, the target has it done to them"):

- ``active``   "An enemy hits you":       actor = subject, target = object
- ``passive``  "You are hit by an enemy": actor = agent (any creature if none),
  target = subject
- ``alone``    "You shift", "You are bloodied": actor = subject, target = null, a causer
  ("bloodied by an enemy") is the qualifier ``by`` (its role)
- ``causing``  "You reduce an enemy to 0 hit points": actor = object, ``by`` = the subject's role
- ``state``    "... and dislike the result": a qualifier on the part before it.

Parts joined by "or" with the same actor and target become one trigger with
``alternatives``; a list of all three forced movements is the prefix event ``forced``.
Anything the IR cannot say (parts with different actors, "and" between two events) is
refused with :class:`Refused`, which ``compiler.to_ir`` turns into P001 at that word.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from functools import reduce
from typing import Any

from lark import Token, Transformer, Tree

Selector = dict[str, Any]
Qualifiers = dict[str, Any]

# The causer of an ``alone`` event and who makes an attack phrase: anyone.
_ANYONE: Selector = {"role": "creature"}
_SELF: Selector = {"role": "self"}
# "it" in a state of the owner ("and you are hidden from it"): the other party of the part,
# written "target" when the owner is the actor, else "actor" (_resolve_other)
_OTHER = "\u00a7other"

# Attack words (grammar rule amod) -> (qualifier key, value); kinds and keywords collect
# into lists of alternatives ("a melee or a ranged attack" -> attack_kind [melee, ranged]).
_LIST_KEYS = ("attack_kind", "keywords", "power_kind", "class", "area_shape")

# What sort of attack a phrase is, beyond its kinds: "a basic attack or an at-will power"
# names two sorts, which one attack phrase cannot hold.
_SORT_KEYS = (
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

# Active condition verbs ("An effect dazes you") -> the condition.
_CONDITION_OF_VERB = {
    verb: condition
    for condition, verbs in {
        "dazed": ("dazes", "daze"),
        "stunned": ("stuns", "stun"),
        "slowed": ("slows", "slow"),
        "weakened": ("weakens", "weaken"),
        "deafened": ("deafens", "deafen"),
        "immobilized": ("immobilizes", "immobilize"),
        "dominated": ("dominates", "dominate"),
        "restrained": ("restrains", "restrain"),
        "blinded": ("blinds", "blind"),
    }.items()
    for verb in verbs
}

# Rolls made with a d20 ("You roll a d20 and dislike the result")
_D20_ROLLS = ("attack.roll", "save.roll", "death_save.roll", "skill.check", "initiative.roll")

# "fails a saving throw" / "succeeds on a skill check": the roll's outcome event.
_FAILED = {
    "save.roll": "save.fail",
    "death_save.roll": "death_save.fail",
    "skill.check": "skill.fail",
    "attack.roll": "attack.miss",
}
_SUCCEEDED = {"save.roll": "save.succeed", "skill.check": "skill.succeed"}

# Movements: in "moves or shifts adjacent to you" the place belongs to both verbs.
_MOVING = {"move", "shift", "teleport", "move.enter", "move.leave", "move.end"}

# "a dazing effect" -> the condition it gives
_EFFECT_CONDITION = {
    "dazing": "dazed",
    "stunning": "stunned",
    "dominating": "dominated",
    "immobilizing": "immobilized",
    "restraining": "restrained",
    "slowing": "slowed",
    "weakening": "weakened",
    "blinding": "blinded",
    "petrifying": "petrified",
}

# A list naming all three forced movements is the prefix event (HELPERS.md contract).
_FORCED = {"forced.push", "forced.pull", "forced.slide"}


class _Named(str):
    """A creature named by the owner's words ("your spirit companion"), used as a place."""


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
    if key in _LIST_KEYS:
        values = into.setdefault(key, [])
        for item in value if isinstance(value, list) else [value]:
            if item not in values:
                values.append(item)
    else:
        into.setdefault(key, value)


def _merge_all(into: Qualifiers, more: Qualifiers) -> Qualifiers:
    for key, value in more.items():
        _merge(into, key, value)
    return into


def _role_of(who: Selector | AttackPhrase | Thing) -> str:
    """The role of a causer; an attack's is its owner's ("an enemy's attack": enemy)."""
    if isinstance(who, Thing):
        if who.actor is None:
            raise Refused(None, "a trap or a hazard as the causer of an event")
        return str(who.actor["role"])
    if isinstance(who, AttackPhrase):
        return str(who.owner["role"]) if who.owner else "creature"
    return str(who["role"])


def _only_a_role(causer: Selector | None) -> None:
    """``by`` names the causer's role only: a causer said with filters ("An enemy adjacent
    to you knocks you prone") is refused rather than read as any creature of the role."""
    said = sorted(k for k in causer or {} if k not in ("role", "pronoun"))
    if said:
        raise Refused(None, f"a causer with filters ({', '.join(said)}): `by` is a role only")


def _first_token(items: list[Any]) -> Token | None:
    return next((i for i in items if isinstance(i, Token)), None)


# Rules whose tree is always the same selector filter ("f") or qualifier ("q").
_FIXED: dict[str, tuple[str, str, Any]] = {
    "pre_adjacent": ("f", "adjacent_to", "self"),
    "pre_bloodied": ("f", "bloodied", True),
    "post_bloodied": ("f", "bloodied", True),
    "pre_nonminion": ("f", "minion", False),
    "pre_nonadjacent": ("f", "not_adjacent_to", "self"),
    "pre_marked": ("f", "marked_by", "self"),
    "pre_other": ("f", "other", True),
    "pre_unbloodied": ("f", "bloodied", False),
    "pre_primary": ("f", "primary_target", True),
    "marked_by_self": ("f", "marked_by", "self"),
    "grabbed_by_self": ("f", "grabbed_by", "self"),
    "visible": ("f", "visible", True),
    "in_area": ("f", "in_area", True),
    "in_range": ("f", "in_range", True),
    "in_reach": ("f", "in_reach", True),
    "marked_by_you": ("f", "marked_by", "self"),
    "cursed_by_you": ("f", "cursed_by", "self"),
    "flanked_by_self": ("f", "flanked_by", "self"),
    "save_can_end": ("q", "save_can_end", True),
    "not_basic": ("q", "basic", False),
    "not_critical": ("q", "critical", False),
    "using_this": ("q", "implement", True),
    "using_this_weapon": ("q", "weapon", True),
    "on_own_turn": ("q", "turn", "self"),
    "on_actor_turn": ("q", "turn", "actor"),
    "first_time": ("q", "first_time", True),
    "first_time_turn": ("q", "first_time", "turn"),
    "first_time_round": ("q", "first_time", "round"),
    "without_shifting": ("q", "shift", False),
    "at_turn_start": ("q", "at", "turn.start"),
    "at_turn_end": ("q", "at", "turn.end"),
    "at_encounter_start": ("q", "at", "encounter.start"),
    "with_this_power": ("q", "this_power", True),
    "extra_action": ("q", "extra_action", True),
    "to_end_effect": ("q", "to_end_effect", True),
    "as_charge": ("q", "charge", True),
    "as_opportunity": ("q", "opportunity", True),
    "on_attack_roll": ("q", "attack_roll", True),
    "in_area_mod": ("q", "area", True),
    "would": ("q", "would", True),
    "willingly": ("q", "willing", True),
    "not_by_critical": ("q", "critical", False),
}
# Rules that stand for one word of the IR: a role, a companion's name, an event.
_ROLE_WORDS = {
    "spirit_companion": "spirit companion",
    "master": "master",
    "rider": "rider",
    "focus": "focus",
    "beast_companion": "beast companion",
    "familiar": "familiar",
    "mount": "mount",
    "summoned_creature": "summoned creature",
    "quarry": "quarry",
    "oath_target": "oath of enmity target",
    "v_hit": "attack.hit",
    "v_miss": "attack.miss",
    "v_attack": "attack.target",
    "v_damage": "damage.take",
    "v_crit": "attack.critical",
    "v_move": "move",
    "v_shift": "shift",
    "v_teleport": "teleport",
    "v_push": "forced.push",
    "v_pull": "forced.pull",
    "v_slide": "forced.slide",
    "v_forced": "forced",
    "ref_self": "self",
    "ref_ally": "ally",
    "ref_enemy": "enemy",
    "ref_creature": "creature",
    "ref_self_or_ally": "self_or_ally",
    "enemy": "enemy",
    "ally_noun": "ally",
    "creature": "creature",
}
# Rules whose filter or qualifier is the role their last word names ("marked by you").
_FROM_REF: dict[str, tuple[str, str]] = {
    "adjacent_to": ("f", "adjacent_to"),
    "marked_by": ("f", "marked_by"),
    "other_than": ("f", "other_than"),
    "cursed_by": ("f", "cursed_by"),
    "flanking_filter": ("f", "flanking"),
    "flanked_by": ("f", "flanked_by"),
    "grabbed_by": ("f", "grabbed_by"),
    "excludes": ("q", "excludes"),
    "includes": ("q", "includes"),
    "against": ("q", "against"),
    "mod_adjacent": ("q", "adjacent_to"),
    "mod_not_adjacent": ("q", "not_adjacent_to"),
}


# -- rolls, checks, saves, damage kinds, traps and other game events -----------------------
_FIXED.update(
    {
        "env_underground": ("q", "environment", "underground"),
        "env_urban": ("q", "environment", "urban"),
        "env_natural": ("q", "environment", "natural"),
    }
)
_ROLE_WORDS.update(
    {
        # what a check is for ("an Athletics check to jump", "when swimming or climbing")
        "p_jump": "jump",
        "p_climb": "climb",
        "p_swim": "swim",
        "p_hide": "hide",
        "p_break": "break",
        "p_lift": "lift",
        "p_regain_hp": "regain hit points",  # "spends a healing surge to regain hit points"
        # causing verbs joined on one object ("bloodies or kills an enemy")
        "v_bloody": "bloodied",
        "v_kill": "death",
        "v_reduce": "hp.zero",
        # what is not a creature ("A trap attacks you", "damage from a trap or a fall")
        "src_trap": "trap",
        "src_hazard": "hazard",
        "src_object": "object",
        "src_fall": "fall",
        "rest_short": "rest.short",
        "rest_extended": "rest.extended",
    }
)
# "a roll": every roll the rules name (the d20 rolls and damage rolls)
_ANY_ROLL = (*_D20_ROLLS, "damage.roll")
# "a roll you dislike": the owner's dislike, a qualifier only of the owner's own roll
_YOU_DISLIKE = "you_dislike"
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
_SIZES = ("tiny", "small", "medium", "large", "huge", "gargantuan")


@dataclass
class _Restriction:
    """A sentence restricting a creature the trigger names: its role and the filters."""

    role: str
    filters: Selector


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


def _against_people(qualifiers: Qualifiers, target: Selector | None) -> Selector | None:
    """The target, given the creature an attack phrase is "against" with its filters
    ("You hit with an attack against an enemy adjacent to you"): said once, it is the target."""
    against = qualifiers.get("against")
    if not isinstance(against, dict):
        return target
    del qualifiers["against"]
    if target is None:
        return against
    if target.get("role") != against.get("role"):
        raise Refused(None, "an attack against someone other than its target")
    for key, value in against.items():
        _filter(target, key, value)
    return target


def _amod_groups(groups: list[Qualifiers]) -> Qualifiers:
    """The words before an attack's head, group by group ("a melee or a ranged basic
    attack": kinds are alternatives, "basic" is said of both); groups naming different
    sorts ("a bull rush or charge attack") are alternatives of their own (_OR_SORTS)."""
    sorted_ = [g for g in groups if any(k in _SORT_KEYS for k in g)]
    sorts = [{k: v for k, v in g.items() if k in _SORT_KEYS} for g in sorted_]
    if len(sorted_) < 2 or all(s == sorts[0] for s in sorts):
        return reduce(_merge_all, groups, {})
    common: Qualifiers = reduce(_merge_all, [g for g in groups if g not in sorted_], {})
    return {_OR_SORTS: [_merge_all(dict(common), g) for g in sorted_]}


class _AttacksIR:
    """Transformer methods of the grammar section "attacks, powers and targets",
    mixed into :class:`TriggerIR`."""

    def sizes(self, items: list[Token]) -> list[str]:
        return [str(i) for i in items]

    def sizes_up(self, items: list[Token]) -> list[str]:
        return list(_SIZES[_SIZES.index(str(items[0])) :])

    def sizes_down(self, items: list[Token]) -> list[str]:
        return list(_SIZES[: _SIZES.index(str(items[0])) + 1])

    def pre_size(self, items: list[list[str]]) -> Mod:
        return ("f", "size", _one(items[0]))

    def amod_group(self, items: list[Qualifiers]) -> Qualifiers:
        return reduce(_merge_all, items, {})

    def bull_rush(self, _: list[Any]) -> Qualifiers:
        return {"bull_rush": True}  # "a bull rush attack" (PHB2 p. 215)

    def head_utility(self, _: list[Any]) -> Qualifiers:
        return {"power": True, "utility": True}  # "a utility power": not an attack power

    def can_target(self, items: list[Any]) -> Mod:
        # "a power that can target you or an ally": whom the power may target
        return ("q", "can_target", items[-1])

    def not_heals(self, items: list[Any]) -> Mod:
        # "a healing power that does not heal you" (the Heal skill's word)
        if str(items[0]) != "heal":
            raise Refused(items[0], "only 'does not heal' is said of a power")
        return ("q", "not_heals", items[-1])

    def against_people(self, items: list[Any]) -> Mod:
        # "against an ally adjacent to you": that ally with its filters (the target);
        # "against a target with partial concealment": what it has against the attack
        cover = [i for i in items if isinstance(i, str) and i not in ("enemy", "ally", "creature")]
        people = [i for i in items if i not in cover]
        if cover:
            people.append(self.has_cover(cover))
        return ("q", "against", self._people("creature", people))  # type: ignore[attr-defined]

    def not_dealing(self, items: list[Qualifiers]) -> Mod:
        # "an attack that does not deal fire damage": none of the types named
        types = items[0].get("damage_types")
        if not types or items[0].get("ongoing"):
            raise Refused(None, "only damage of named types is said not to be dealt")
        return ("q", "not_damage_types", types)

    def uses_magic(self, items: list[Tree[Any]]) -> Mod:
        # "an attack that uses a magic implement or weapon": made with a magic one of these
        return ("q", "uses_magic", [str(i.data).removeprefix("gear_") for i in items])

    def attacks_you_and(self, items: list[Any]) -> Predicate:
        # "targets you and at least one ally": the owner is a target, an ally another
        filters = [i for i in items[1:] if isinstance(i, tuple)]
        if filters:
            raise Refused(None, "an ally with filters among the other targets")
        return Predicate(items[0], "active", dict(_SELF), {"includes": "ally"})

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

    def level_max(self, items: list[Token]) -> Qualifiers:
        # "a 5th-level or lower power": the power's level is at most 5
        return {"level_max": int(items[0])}

    def shape_burst(self, _: list[Any]) -> Qualifiers:
        return {"area_shape": ["burst"]}

    def shape_blast(self, _: list[Any]) -> Qualifiers:
        return {"area_shape": ["blast"]}

    def with_kinds(self, items: list[Qualifiers]) -> Qualifiers:
        # "hit with a weapon", "with a melee weapon": the attack's kinds; other words
        # ("with the augmented weapon": an item's weapon, not an augmented power) are not
        if set(items[0]) - {"keywords", "attack_kind"}:
            raise Refused(None, "a weapon named by more than its kinds")
        return items[0]

    def heals(self, items: list[Any]) -> Mod:
        # "a power that heals an ally": whom the power heals
        return ("q", "heals", items[-1])

    def to_attack(self, items: list[Any]) -> Qualifiers:
        # "spends an action point to make an attack": the extra action is an attack
        return {"to_attack": True, **_attack_qualifiers(items[0])}

    def through(self, items: list[Any]) -> Mod:
        # "an attack through your spirit companion": made from the companion's space
        return ("q", "through", str(items[0]))

    def animal_attack(self, _: list[Any]) -> Qualifiers:
        # "hits an enemy with animal attack": the beast companion's attack power
        return {"power": "animal attack"}

    def teleports_other(self, items: list[Any]) -> Predicate:
        # "You teleport an enemy to a square adjacent to you": the enemy teleports (the
        # actor of `teleport`), you cause it (`by`); the place is where it ends
        return Predicate(["teleport"], "causing", items[0], dict(items[1]))

    def not_critical_state(self, _: list[Any]) -> Predicate:
        return Predicate(["state"], "state", None, {"critical": False})

    def restriction(self, items: list[Any]) -> _Restriction:
        # "The enemy must be within 5 squares of you.": filters on the creature named
        filters: Selector = {}
        for item in items[1:]:
            for mod in item if isinstance(item, list) else [item]:
                if isinstance(mod, tuple):
                    _filter(filters, mod[1], mod[2])
        return _Restriction(str(items[0]), filters)


class TriggerIR(_AttacksIR, Transformer[Token, dict[str, Any]]):
    """One method per aliased rule of ``grammar/dnd4e/trigger_en.lark``.

    ``text`` is the folded text the tree was parsed from: masked power names (POWER_NAME)
    are read back from it by position.
    """

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.text = text

    def _name(self, token: Token) -> str:
        """The name a mask stands for, read back from the text by position, lower-cased
        as the runtime names powers ("Flurry of Blows" -> "flurry of blows")."""
        return self.text[token.start_pos : token.end_pos].lower()

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

    # -- who ----------------------------------------------------------------------------
    def you(self, _: list[Any]) -> Selector:
        return dict(_SELF)

    def self_np(self, _: list[Any]) -> Selector:
        return dict(_SELF)

    def it(self, _: list[Any]) -> Selector:
        # "it": the owner ("the dragon ... adjacent to it"), unless an earlier part of the
        # sentence named someone else it can stand for ("bloody an enemy or reduce it")
        return {**_SELF, "pronoun": True}

    def triggering(self, items: list[Any]) -> Selector:
        return {"role": items[0], "triggering": True}

    def _people(self, role: str, items: list[Any]) -> Selector:
        out: Selector = {"role": role}
        for item in items:
            if isinstance(item, str) and item in ("enemy", "ally", "creature"):
                out["role"] = item
            for mod in item if isinstance(item, list) else [item]:
                if isinstance(mod, tuple):
                    _filter(out, mod[1], mod[2])
        return out

    def people(self, items: list[Any]) -> Selector:
        return self._people("creature", items)

    def passed(self, items: list[Any]) -> Any:
        return items[0]

    def people_of_type(self, items: list[Any]) -> Selector:
        # creature types named are alternatives, like kinds of attack
        types = [str(i) for i in items if isinstance(i, Token) and i.type == "CREATURE_TYPE"]
        mods = [i for i in items if not isinstance(i, Token)]
        return self._people("creature", [("f", "creature_type", _one(types)), *mods])

    def a_target(self, items: list[Any]) -> Selector:
        return self._people("creature", items)

    def your_target(self, _: list[Any]) -> Selector:
        return {"role": "creature", "your_target": True}

    def self_or_ally(self, items: list[Any]) -> Selector:
        filters = [i for i in items if isinstance(i, tuple)]
        return self._people("self_or_ally", filters)

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
        return ("f", "creature_type", str(items[0]))

    def your_companion(self, items: list[Any]) -> Selector:
        return {"role": "named", "name": items[0]}

    def owners(self, items: list[Any]) -> Selector:
        # "the archer's master", "the goblin's mount": named by their relation to the owner
        return {"role": "named", "name": str(items[-1])}

    def ally_of(self, items: list[Any]) -> Selector:
        # "an ally of the skeleton": of the power's owner, which is what "ally" means.
        role, whose = items[0], items[1]
        if whose != "self":
            raise Refused(None, "allies are counted from the power's owner only")
        return self._people(role, [i for i in items[2:] if isinstance(i, tuple)])

    # filters after the noun
    def self_or_named(self, items: list[Any]) -> Selector:
        # "you or your beast companion": both are on the owner's side
        return self._people("self_or_ally", [("f", "named", items[0])])

    def within(self, items: list[Any]) -> Mod | list[Mod]:
        if isinstance(items[1], _Named):  # "within 10 squares of the blade"
            return [("f", "within", int(items[0])), ("f", "within_of", items[1])]
        return ("f", "within", _squares_from_owner(items[0], items[1]))

    def within_self(self, items: list[Any]) -> Mod:
        return ("f", "within", int(items[0]))

    def adjacent_and_marked(self, items: list[Any]) -> list[Mod]:
        # "adjacent to and marked by the death knight": two filters, one creature named
        return [("f", "adjacent_to", items[-1]), ("f", "marked_by", items[-1])]

    def within_and_marked(self, items: list[Any]) -> list[Mod]:
        within = self.within([items[0], items[-1]])
        return [*(within if isinstance(within, list) else [within]), ("f", "marked_by", items[-1])]

    def and_post(self, items: list[Any]) -> Mod:
        return items[0]  # type: ignore[no-any-return]

    def ref_with_filters(self, items: list[Any]) -> str:
        # "adjacent to one of your allies within 3 squares of you": a reference is a role
        # only; read as a qualifier, the distance would wrongly apply to the mover
        raise Refused(items[0], "a referenced creature with filters of its own")

    # references inside filters: a role name
    def ref_named(self, items: list[str]) -> str:
        # "adjacent to your spirit companion": the companion's name (a qualifier value);
        # as a selector filter it becomes role `named` plus the filter `named` (its name)
        return _Named(items[0])

    # -- attacks and powers ------------------------------------------------------------------
    def attack_np(self, items: list[Any]) -> AttackPhrase:
        if len(items) == 1 and isinstance(items[0], AttackPhrase):  # a named attack
            return items[0]
        qualifiers: Qualifiers = {}
        for item in items:
            if isinstance(item, dict):
                _merge_all(qualifiers, item)
            elif isinstance(item, tuple):
                _merge(qualifiers, item[1], item[2])
        return AttackPhrase(qualifiers)

    def attack_np_of(self, items: list[Any]) -> AttackPhrase:
        phrase = self.attack_np(items)
        phrase.owner = dict(_SELF) if str(items[0]).startswith("§") else None
        return phrase

    def attack_np_yours(self, items: list[Any]) -> AttackPhrase:
        phrase = self.attack_np(items)
        phrase.owner = dict(_SELF)
        return phrase

    def attack_np_by(self, items: list[Any]) -> AttackPhrase:
        phrase = self.attack_np(items[1:])
        phrase.owner = {"role": items[0]}
        return phrase

    def attack_np_or(self, items: list[Any]) -> AttackPhrase:
        first: AttackPhrase = items[0]
        more = self.attack_np(items[1:])
        # "a melee or a ranged attack": kinds are lists of alternatives; two phrases that
        # are different sorts of attack ("a basic attack or an at-will power") are not one
        own = {k: v for k, v in first.qualifiers.items() if k in _SORT_KEYS}
        other = {k: v for k, v in more.qualifiers.items() if k in _SORT_KEYS}
        if own != other or _OR_SORTS in first.qualifiers:
            # "a basic attack or an at-will power": alternatives of different sorts, each
            # a whole trigger of its own (_either_sorts)
            return _sorts_or(first, more)
        _merge_all(first.qualifiers, more.qualifiers)
        return first

    def made_by(self, items: list[Any]) -> Mod:
        return ("q", "by", _role_of(items[0]))

    def breath_weapon(self, _: list[Any]) -> AttackPhrase:
        return AttackPhrase({"power": "breath weapon"})

    def power_names(self, items: list[Token]) -> AttackPhrase:
        names = [self._name(t) for t in items if isinstance(t, Token)]
        return AttackPhrase({"power": names})

    def power_name(self, items: list[Token]) -> AttackPhrase:
        return AttackPhrase({"power": self._name(items[-1])})

    def amods(self, items: list[Qualifiers]) -> Qualifiers:
        return _amod_groups(items)

    def _q(key: str, value: Any) -> Any:  # type: ignore[misc]
        def method(self: TriggerIR, _: list[Any]) -> Qualifiers:
            return {key: [value] if key in _LIST_KEYS else value}

        return method

    melee = _q("attack_kind", "melee")
    ranged = _q("attack_kind", "ranged")
    area = _q("attack_kind", "area")
    close = _q("attack_kind", "close")
    basic = _q("basic", True)
    opportunity = _q("opportunity", True)
    charge_attack = _q("charge", True)
    at_will = _q("power_kind", "at-will")
    encounter = _q("power_kind", "encounter")
    daily = _q("power_kind", "daily")
    critical = _q("critical", True)
    kw_weapon = _q("keywords", "weapon")
    kw_implement = _q("keywords", "implement")
    kw_beast = _q("keywords", "beast")
    kw_spirit = _q("keywords", "spirit")
    kw_healing = _q("keywords", "healing")
    kw_channel_divinity = _q("keywords", "channel divinity")
    augmented = _q("augmented", True)
    unaugmented = _q("augmented", False)
    magic_item = _q("magic_item", True)

    def magic_item_power(self, items: list[Any]) -> AttackPhrase:
        # "a magic item's daily power" == "a magic item daily power"
        phrase = self.attack_np(items)
        phrase.qualifiers["magic_item"] = True
        return phrase

    def condition_effect(self, items: list[Token]) -> Qualifiers:
        # "a dazing or a stunning effect": an effect that gives that condition
        return {"condition": _EFFECT_CONDITION[str(items[0])]}

    def keyword(self, items: list[Any]) -> Qualifiers:
        return {"keywords": [str(items[0])] if items else []}

    def class_(self, items: list[Any]) -> Qualifiers:
        return {"class": [str(items[0])]}

    head_attack = _q("attack", True)
    head_power = _q("power", True)
    head_hit = _q("critical", True)
    head_effect = _q("effect", True)

    def against_own_defense(self, items: list[Any]) -> Qualifiers:
        # "an attack against your AC" / "against the bugbear's AC": made against the owner
        return {"defense": items[-1], "against": "self"}

    def against_defense(self, items: list[Any]) -> Mod:
        # the defenses are last ("against the bugbear's AC or Reflex": a possessive first)
        return ("q", "defense", items[-1])

    def defenses(self, items: list[Token]) -> list[str]:
        return [str(i) for i in items]

    def deals(self, items: list[Any]) -> Mod:
        if items[0].get("typed"):  # "that deals a specific damage type"
            return ("q", "typed", True)
        return ("q", "damage_types", items[0].get("damage_types", []))

    def against_defense_mod(self, items: list[Any]) -> Mod:
        return ("q", "defense", items[0])

    def with_keywords(self, items: list[Any]) -> Mod:
        return ("q", "keywords", [str(i) for i in items])

    def with_keyword(self, items: list[Any]) -> Mod:
        return ("q", "keywords", str(items[0]) if items else "weapon")

    # -- verbs ------------------------------------------------------------------------------
    def atk_verbs(self, items: list[str]) -> list[str]:
        return items

    passive_verbs = move_verbs = forced_verbs = forced_passive = forced_nouns = atk_verbs

    def pre_grabbed(self, _: list[Any]) -> Mod:
        return ("f", "condition", "grabbed")

    def pre_prone(self, _: list[Any]) -> Mod:
        return ("f", "condition", "prone")

    def power_amod(self, items: list[Token]) -> Qualifiers:
        return {"power": self._name(items[0])}

    def cond_list(self, items: list[Token]) -> list[str]:
        return [str(i) for i in items]

    def cond_verbs(self, items: list[Token]) -> list[str]:
        return [_CONDITION_OF_VERB[str(i)] for i in items]

    def dmg_types(self, items: list[Token]) -> list[str]:
        return [str(i) for i in items]

    # -- predicates ---------------------------------------------------------------------------
    @staticmethod
    def _split(items: list[Any]) -> tuple[Any, Qualifiers]:
        """The noun phrase among ``items`` (if any) and the qualifiers of the rest."""
        other = None
        qualifiers: Qualifiers = {}
        for item in items:
            is_party = isinstance(item, (AttackPhrase, Thing)) or (
                isinstance(item, dict) and "role" in item
            )
            if is_party and other is None:
                other = item
            elif isinstance(item, dict):
                _merge_all(qualifiers, item)
            elif isinstance(item, tuple):
                _merge(qualifiers, item[1], item[2])
        return other, qualifiers

    def _pred(event: str, shape: str, **fixed: Any) -> Any:  # type: ignore[misc]
        def method(self: TriggerIR, items: list[Any]) -> Predicate:
            other, qualifiers = self._split(items)
            return Predicate([event], shape, other, {**fixed, **qualifiers})

        return method

    def attacks(self, items: list[Any]) -> Predicate:
        other, qualifiers = self._split(items[1:])
        return Predicate(items[0], "active", other, qualifiers)

    def makes_attack(self, items: list[Any]) -> Predicate:
        qualifiers = _attack_qualifiers(items[0])
        target = qualifiers.pop("against", None)
        other = _party(target) if isinstance(target, str) else target  # a selector
        return Predicate(["attack.target"], "active", other, qualifiers)

    # rolls: "makes an attack roll, a saving throw, or a skill check"
    def _roll(event: str) -> Any:  # type: ignore[misc]
        def method(self: TriggerIR, items: list[Any]) -> tuple[str, Qualifiers]:
            qualifiers: Qualifiers = {}
            for item in items:
                if isinstance(item, dict):
                    _merge_all(qualifiers, item)
                elif isinstance(item, tuple):
                    _merge(qualifiers, item[1], item[2])
                elif isinstance(item, list):
                    qualifiers["skill"] = _one(item)
            return (event, qualifiers)

        return method

    r_attack = _roll("attack.roll")
    r_save = _roll("save.roll")
    r_death_save = _roll("death_save.roll")

    def r_save_can_end(self, _: list[Any]) -> tuple[str, Qualifiers]:
        return ("save.roll", {"save_can_end": True})

    def part_of_power(self, items: list[Any]) -> Qualifiers:
        # "as part of an arcane daily attack power" (a power source first: "as part of a
        # charge" is the qualifier charge)
        phrase = self.attack_np([{"keywords": [str(items[0])]}, *items[1:]])
        return _attack_qualifiers(phrase)

    def makes_condition(self, items: list[list[str]]) -> Mod:
        # "an attack that makes you slowed or dazed": the conditions it gives
        return ("q", "condition", _one(items[0]))

    r_skill = _roll("skill.check")
    r_damage = _roll("damage.roll")
    r_initiative = _roll("initiative.roll")

    def r_monster_knowledge(self, _: list[Any]) -> tuple[str, Qualifiers]:
        return ("skill.check", {"skill": "monster knowledge"})

    def r_d20(self, items: list[Token]) -> list[tuple[str, Qualifiers]]:
        # "a d20 roll": every roll made with a d20 (PHB: attack rolls, saving throws,
        # skill and ability checks, initiative); any other die is refused
        if items[0] != "d20":
            raise Refused(items[0], "only the d20 rolls are events")
        return [(event, {}) for event in _D20_ROLLS]

    def roll_list(self, items: list[Any]) -> list[tuple[str, Qualifiers]]:
        # a d20 roll stands for several rolls
        return [roll for item in items for roll in (item if isinstance(item, list) else [item])]

    def _rolls(self, rolls: list[tuple[str, Qualifiers]], outcome: dict[str, str]) -> Predicate:
        events: list[str] = []
        qualifiers: Qualifiers = {}
        skills = _named_skills(rolls)
        for event, more in rolls:
            event = outcome.get(event, event)
            if event not in events:
                events.append(event)
            _merge_all(qualifiers, {k: v for k, v in more.items() if k != "skill"})
        if skills:
            qualifiers["skill"] = _one(skills)
        against = qualifiers.pop("against", None)
        if isinstance(against, str):
            return Predicate(events, "active", _party(against), qualifiers)
        if isinstance(against, dict):  # "against an enemy adjacent to you"
            return Predicate(events, "active", against, qualifiers)
        return Predicate(events, "alone", None, qualifiers)

    def makes_roll(self, items: list[Any]) -> Predicate:
        return self._rolls(items[0], {})

    def fails_roll(self, items: list[Any]) -> Predicate:
        return self._rolls(items[0], _FAILED)

    def succeeds_roll(self, items: list[Any]) -> Predicate:
        return self._rolls(items[0], _SUCCEEDED)

    crit = _pred("attack.critical", "active")
    # "scores a critical hit on your turn": "on" says when, not whom
    crit_on_own_turn = _pred("attack.critical", "active", turn="self")
    crit_on_actor_turn = _pred("attack.critical", "active", turn="actor")

    def rolls_number(self, items: list[Any]) -> Predicate:
        # "You roll a natural 1 or 20 on an attack roll or a saving throw"
        numbers = [str(int(i)) for i in items if isinstance(i, Token)]
        rolls: list[tuple[str, Qualifiers]] = next(
            (i for i in items if isinstance(i, list)), [("attack.roll", {})]
        )
        predicate = self._rolls(rolls, {})
        predicate.qualifiers["roll"] = numbers
        return predicate

    def takes_damage(self, items: list[Any]) -> Predicate:
        damage: Qualifiers = items[0]
        source = items[1] if len(items) > 1 else None
        return Predicate(["damage.take"], "passive", source, dict(damage))

    def deals_damage(self, items: list[Any]) -> Predicate:
        damage: Qualifiers = items[0]
        target = items[1] if len(items) > 1 else None
        return Predicate(["damage.take"], "active", target, dict(damage))

    reduces = _pred("hp.zero", "causing")
    drops = _pred("hp.zero", "alone")
    bloodies = _pred("bloodied", "causing")
    becomes_bloodied = _pred("bloodied", "alone")
    first_bloodied = _pred("bloodied", "alone", first_time=True)
    is_reduced = _pred("hp.zero", "alone")

    def becomes_condition(self, items: list[Any]) -> Predicate:
        # "You become dazed (by an effect)" == "You are dazed" == "An effect dazes you"
        predicate = self.is_condition(items)
        predicate.filters = None  # becoming is an event, never a state
        return predicate

    def is_condition(self, items: list[Any]) -> Predicate:
        agent, qualifiers = self._split(items[1:])
        return Predicate(
            ["condition.gain"],
            "passive",
            agent,
            {"condition": _one(items[0]), **qualifiers},
            _condition_filters(items[0], agent, qualifiers),
        )

    kills = _pred("death", "causing")
    regains_consciousness = _pred("consciousness.regain", "alone")

    def attacks_defense(self, items: list[Any]) -> Predicate:
        return Predicate(items[0], "active", dict(_SELF), {"defense": items[1]})

    def is_target_of(self, items: list[Any]) -> Predicate:
        return Predicate(["attack.target"], "passive", items[0], {})

    def conditions(self, items: list[Any]) -> Predicate:
        return Predicate(["condition.gain"], "active", items[1], {"condition": _one(items[0])})

    def makes_np_condition(self, items: list[Any]) -> Predicate:
        # "An attack makes you unconscious" == "An attack knocks you unconscious"
        return Predicate(["condition.gain"], "active", items[0], {"condition": _one(items[1])})

    def is_subjected_kind(self, items: list[Any]) -> Predicate:
        return Predicate(["effect.gain"], "alone", None, dict(items[0]))

    def is_forced_any(self, _: list[Any]) -> Predicate:
        return Predicate(["forced"], "passive", None, {})

    def attempts_force(self, items: list[Any]) -> Predicate:
        other, qualifiers = self._split(items[1:])
        return Predicate(items[0], "active", other, {"would": True, **qualifiers})

    is_subjected_any = _pred("effect.gain", "alone")
    takes_critical = _pred("attack.critical", "passive")

    def is_critically_hit(self, _: list[Any]) -> Predicate:
        return Predicate(["attack.critical"], "passive", None, {})

    def knocks_prone(self, items: list[Any]) -> Predicate:
        return Predicate(["prone"], "causing", items[0], {})

    def knocked_prone(self, _: list[Any]) -> str:
        return "prone"

    def moves(self, items: list[Any]) -> Predicate:
        qualifiers: Qualifiers = {}
        for item in items[1:]:
            _merge_all(qualifiers, item)
        return Predicate(items[0], "alone", None, qualifiers)

    def moves_distance(self, items: list[Any]) -> Predicate:
        # "shifts 2 squares": the distance moved, then where to as `moves` reads it
        predicate = self.moves([items[0], *items[2:]])
        predicate.qualifiers["distance"] = int(items[1])
        return predicate

    def causes(self, items: list[Any]) -> Predicate:
        # "bloodies or kills an enemy": one object, either event, the subject causing it
        events = [i for i in items if isinstance(i, str)]
        other, qualifiers = self._split(items[len(events) :])
        return Predicate(events, "causing", other, qualifiers)

    def place_occupied(self, items: list[Any]) -> Qualifiers:
        return {"occupied_by": items[-1]}  # "a square occupied by an ally"

    def enters(self, items: list[Any]) -> Predicate:
        return Predicate(["move.enter"], "alone", None, dict(items[0]))

    def leaves(self, items: list[Any]) -> Predicate:
        return Predicate(["move.leave"], "alone", None, dict(items[0]))

    def enters_or_leaves(self, items: list[Any]) -> Predicate:
        return Predicate(["move.enter", "move.leave"], "alone", None, dict(items[0]))

    starts_turn = _pred("turn.start", "alone")
    ends_turn = _pred("turn.end", "alone")
    # "enters the zone or starts its turn there": start() puts the place of the part before
    starts_turn_there = _pred("turn.start", "alone", there=True)
    ends_turn_there = _pred("turn.end", "alone", there=True)
    # "You start your turn at 0 hit points or fewer": the actor's state then
    starts_turn_hp_zero = _pred("turn.start", "alone", hp_zero=True)
    starts_turn_prone = _pred("turn.start", "alone", condition="prone")
    succeeds_save = _pred("save.succeed", "alone")
    spends_surge = _pred("surge.spend", "alone")
    spends_action_point = _pred("action_point.spend", "alone")
    rolls_initiative = _pred("initiative.roll", "alone")
    stands = _pred("stand", "alone")
    falls_prone = _pred("prone", "alone")
    charges = _pred("charge", "active")
    is_charging = _pred("charge", "alone")
    dies = _pred("death", "alone")
    is_killed = _pred("death", "alone")
    regains_hp = _pred("heal", "alone")
    grabs = _pred("condition.gain", "active", condition="grabbed")
    marks = _pred("condition.gain", "active", condition="marked")
    gains_ca = _pred("combat_advantage.gain", "active")
    flanks = _pred("flank", "active")
    escapes = _pred("escape.attempt", "alone")
    second_wind = _pred("power.use", "alone", power="second wind")

    def damage_roll(self, items: list[Any]) -> Predicate:
        # "You roll damage for a melee attack"
        return Predicate(["damage.roll"], "alone", None, items[0] if items else {})

    misses_all = _pred("attack.miss", "active", all_targets=True)

    def provokes(self, items: list[Any]) -> Predicate:
        # "provokes an opportunity attack from you": who may make it
        from_ = {"from": str(items[0])} if items else {}
        return Predicate(["opportunity.provoke"], "alone", None, from_)

    ends_move = _pred("move.end", "alone")

    def starts_turn_condition(self, items: list[Any]) -> Predicate:
        # "You start your turn dazed by an effect that a save can end": what the effect is
        cause = _attack_qualifiers(items[1]) if len(items) > 1 else {}
        return Predicate(["turn.start"], "alone", None, {"condition": _one(items[0]), **cause})

    def starts_turn_effect(self, items: list[Any]) -> Predicate:
        qualifiers = next((dict(i) for i in items if isinstance(i, dict)), {})
        return Predicate(["turn.start"], "alone", None, {"effect": True, **qualifiers})

    def has_combat_advantage(self, items: list[Any]) -> Predicate:
        return Predicate(["state"], "state", None, {"combat_advantage_against": items[0]})

    dislikes = _pred("state", "state", dislike_result=True)
    does_not_die = _pred("state", "state", survives=True)
    is_subjected = _pred("effect.gain", "alone", save_can_end=True)

    def uses(self, items: list[Any]) -> Predicate:
        return Predicate(["power.use"], "alone", None, _attack_qualifiers(items[0]))

    def uses_on(self, items: list[Any]) -> Predicate:
        # "An ally uses a healing power on you": who the power is used on is the target
        return Predicate(["power.use"], "active", _party(items[1]), _attack_qualifiers(items[0]))

    def with_damage(self, items: list[Token]) -> Qualifiers:
        # "reduce an enemy to 0 hit points with necrotic damage" (one type: "with a fire or
        # cold attack" is an attack phrase)
        return {"damage_types": [str(items[0])]}

    def use_keyword_power(self, items: list[Any]) -> AttackPhrase:
        return AttackPhrase({"keywords": [str(items[0])], "power": True})

    def is_attacked(self, items: list[Any]) -> Predicate:
        agent, qualifiers = self._split(items[1:])
        return Predicate(items[0], "passive", agent, qualifiers)

    forces = attacks  # the verbs' events, then whom
    is_forced = is_attacked

    def is_bloodied(self, items: list[Any]) -> Predicate:
        agent, qualifiers = self._split(items)
        return Predicate(["bloodied"], "alone", agent, qualifiers)

    def is_first_bloodied(self, items: list[Any]) -> Predicate:
        agent, qualifiers = self._split(items)
        return Predicate(["bloodied"], "alone", agent, {"first_time": True, **qualifiers})

    def is_dealt_damage(self, items: list[Any]) -> Predicate:
        agent, _ = self._split(items[1:])
        return Predicate(["damage.take"], "passive", agent, dict(items[0]))

    def scored_against(self, items: list[Any]) -> Predicate:
        # "a critical hit is scored against you": the attack phrase is the subject
        return Predicate(["attack.critical"], "active", items[0], {"critical": None})

    def made_against(self, items: list[Any]) -> Predicate:
        # "a melee attack is made against you": the attack phrase is the subject
        return Predicate(["attack.target"], "active", items[0], {})

    def attacks_self(self, items: list[Any]) -> Predicate:
        return Predicate(items[0], "active", dict(_SELF), {})

    def bloodies_self(self, _: list[Any]) -> Predicate:
        return Predicate(["bloodied"], "causing", dict(_SELF), {})

    affects_none = _pred("power.affects_none", "alone")
    escapes_grab = _pred("escape.succeed", "alone")

    def cond_grabbed(self, _: list[Any]) -> str:
        return "grabbed"

    def cond_marked(self, _: list[Any]) -> str:
        return "marked"

    def agent(self, items: list[Any]) -> Selector | AttackPhrase:
        return items[0]  # type: ignore[no-any-return]

    def with_attack(self, items: list[Any]) -> Qualifiers:
        return _attack_qualifiers(items[0])

    for_attack = with_attack  # "an attack roll for a ranged attack"

    def using_kinds(self, items: list[Qualifiers]) -> Qualifiers:
        # "using a weapon", "using an implement": the attack's keywords
        return items[0]

    def falls_unconscious(self, items: list[Token]) -> Predicate:
        # "falls unconscious", told like "is dazed": whoever caused it is any creature
        if str(items[0]) != "unconscious":
            raise Refused(items[0], "only 'falls unconscious' is a condition one falls into")
        return Predicate(["condition.gain"], "passive", None, {"condition": "unconscious"})

    def your_turn_starts(self, _: list[Any]) -> Part:
        return Part(dict(_SELF), Predicate(["turn.start"], "alone"), {}, {}, None)

    def your_hp_drop(self, items: list[Token]) -> Part:
        # "Your hit points drop to 0 or fewer": only 0 is the event hp.zero
        if int(items[0]) != 0:
            raise Refused(items[0], "only 0 hit points is an event")
        return Part(dict(_SELF), Predicate(["hp.zero"], "alone"), {}, {}, None)

    # damage words
    def damage_np(self, items: list[Any]) -> Qualifiers:
        return items[0]  # type: ignore[no-any-return]

    def dmg(self, _: list[Any]) -> Qualifiers:
        return {}

    def dmg_ongoing(self, _: list[Any]) -> Qualifiers:
        return {"ongoing": True}

    def dmg_typed(self, items: list[Any]) -> Qualifiers:
        return {"damage_types": items[0]}

    def dmg_ongoing_typed(self, items: list[Any]) -> Qualifiers:
        return {"ongoing": True, "damage_types": items[0]}

    # places entered, left, moved to
    def place_adjacent(self, items: list[Any]) -> Qualifiers:
        return {"adjacent_to": items[-1]}

    def place_any(self, _: list[Any]) -> Qualifiers:
        return {}  # "leaves a square": any square

    def place_adjacent_self(self, _: list[Any]) -> Qualifiers:
        return {"adjacent_to": "self"}

    def place_within(self, items: list[Any]) -> Qualifiers:
        # also a modifier: "starts its turn within 3 squares of the orb"
        if isinstance(items[-1], _Named):
            return {"within": int(items[0]), "within_of": str(items[-1])}
        return {"within": _squares_from_owner(items[0], items[-1])}

    def place_zone(self, _: list[Any]) -> Qualifiers:
        return {"area": True}

    def place_aura(self, _: list[Any]) -> Qualifiers:
        return {"aura": True}

    place_aura_self = place_aura

    def place_away(self, items: list[Any]) -> Qualifiers:
        return {"away_from": items[-1]}

    place_leave_adjacent = place_away  # "out of a square adjacent to you"

    def place_to(self, items: list[Any]) -> Qualifiers:
        return items[0]  # type: ignore[no-any-return]

    def place_from(self, items: list[Any]) -> Qualifiers:
        return {f"from_{k}": v for k, v in items[0].items()}

    def place_flank(self, items: list[Any]) -> Qualifiers:
        return {"flanking": items[-1]}

    # -- modifiers -----------------------------------------------------------------------------
    def while_owner(self, items: list[Any]) -> Mod:
        # "while bloodied", "while it is bloodied": a state of the power's owner; but in
        # "An enemy hits the dragon while flanking it" the one flanking is the subject (the
        # owner does not flank itself), so an unsaid flanker is a filter of the subject
        state: Mod = items[-1]
        if len(items) == 1 and state[1] == "owner_flanking":
            return ("f", "flanking", state[2])
        return state

    def owner_is(self, _: list[Any]) -> None:
        return None

    def _state(key: str, value: Any) -> Any:  # type: ignore[misc]
        def method(self: TriggerIR, items: list[Any]) -> Mod:
            # the state's word (a role, a condition, a weapon) when it names one
            found = next((str(i) for i in items if isinstance(i, str)), None)
            return ("q", key, value if value is not None else (found or True))

        return method

    os_bloodied = _state("owner_bloodied", True)
    os_unbloodied = _state("owner_bloodied", False)
    os_condition = _state("owner_condition", None)
    os_prone = _state("owner_condition", "prone")
    os_adjacent = _state("owner_adjacent_to", None)
    os_not_adjacent = _state("owner_not_adjacent_to", None)
    os_flanking = _state("owner_flanking", None)

    def os_wielding(self, items: list[Token]) -> Mod:
        # "while you are wielding a hammer or a mace": the weapons named, else any
        names = [str(i) for i in items]
        return ("q", "owner_wielding", _one(names) if names else True)

    # a state with no value of its own is a value of `owner_state`, as "in beast form" is
    os_grabbing = _state("owner_state", "grabbing")
    os_raging = _state("owner_state", "raging")
    os_charging = _state("owner_state", "charging")

    def with_weapon(self, items: list[Token]) -> Mod:
        # "with a longsword": that weapon; "using a light blade": a weapon of that group
        key = "weapon_group" if items[0].type == "WEAPON_GROUP" else "weapon_name"
        return ("q", key, str(items[0]))

    def using_an_implement(self, items: list[Token]) -> Mod:
        # "using a rod": that implement, not any implement
        return ("q", "implement_name", str(items[0]))

    def with_attack_roll(self, items: list[Any]) -> Qualifiers:
        qualifiers: Qualifiers = {}
        for item in items:
            _merge_all(qualifiers, item)
        return qualifiers

    def place_not_adjacent_self(self, _: list[Any]) -> Qualifiers:
        return {"not_adjacent_to": "self"}

    def place_not_adjacent(self, items: list[Any]) -> Qualifiers:
        return {"not_adjacent_to": items[-1]}

    def place_reach(self, _: list[Any]) -> Qualifiers:
        return {"in_reach": True}

    def place_closer(self, items: list[Any]) -> Qualifiers:
        return {"closer_to": items[-1]}

    # -- names in player text ---------------------------------------------------------------
    # compiler.names masks the names player text gives powers and features (POWER_NAME)
    # and an item power's own item (ITEM_NAME); docs/phrases.md "Names in player text".
    def _named(self, items: list[Any]) -> str:
        return next(self._name(i) for i in items if isinstance(i, Token) and i.type == "POWER_NAME")

    def granted_by(self, items: list[Any]) -> Mod:
        # "the basic attack granted by inevitable shot": the attack another power gives
        return ("q", "granted_by", self._named(items))

    def using_own_item(self, _: list[Any]) -> Mod:
        # "using Farbane" in the trigger of "Farbane Power - Daily": this item, a weapon or
        # an implement the text does not say (an attack phrase may: "a weapon attack")
        return ("q", "item", True)

    def named_target(self, items: list[Any]) -> Selector:
        # "your assassin's shroud target", "the target of your divine challenge": named
        # like "your oath of enmity target"
        return {"role": "named", "name": f"{self._named(items)} target"}

    def affected_by(self, items: list[Any]) -> Mod:
        return ("f", "affected_by", self._named(items))

    def affected_by_power(self, items: list[Any]) -> Predicate:
        return Predicate(["effect.gain"], "alone", None, {"power": self._named(items)})

    def in_zone_of(self, items: list[Any]) -> Mod:
        # not the reacting power's own zone (`in_area`): the zone a named power created
        return ("f", "in_zone_of", self._named(items))

    def summoned(self, items: list[Any]) -> Selector:
        filters = [i for i in items if isinstance(i, tuple | list)]
        return {**self._people("named", filters), "name": "summoned creature"}

    def uses_on_people(self, items: list[Any]) -> Predicate:
        # "You use assassin's strike on a bloodied target": the one it is used on
        target = self._people("creature", items[1:])
        return Predicate(["power.use"], "active", target, _attack_qualifiers(items[0]))

    def into_beast_form(self, _: list[Any]) -> Mod:
        return ("q", "form", "beast")

    def draws_fortune_card(self, items: list[Any]) -> Predicate:
        categories = items[0] if items else []
        qualifiers = {"category": categories} if categories else {}
        return Predicate(["fortune_card.draw"], "alone", None, qualifiers)

    def fortune_categories(self, items: list[Tree[Any]]) -> list[str]:
        return [str(item.data).removeprefix("fc_") for item in items]  # fc_attack -> attack

    def gains_concealment(self, items: list[Any]) -> Predicate:
        named = {"power": self._named(items)} if items else {}
        return Predicate(["concealment.gain"], "alone", None, named)

    # -- rolls, checks, saves, damage kinds, traps and other game events -------------------
    skill_names = dmg_types  # the words
    sources = atk_verbs  # the list

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
        # "you or a creature within 10 squares of you": you are within it too, so it is any
        # creature there; a filter you may not meet ("adjacent to you") is refused
        filters = [i for i in items if isinstance(i, tuple)]
        if any(key != "within" for _, key, _ in filters):
            raise Refused(None, "'you or a creature' with a filter that may not hold for you")
        return self._people("creature", filters)

    def triggers_trap(self, items: list[Any]) -> Predicate:
        # "A creature triggers a trap within range"
        qualifiers = {"source": _one(items[0]), **self._thing_places(items[1:])}
        return Predicate(["trap.trigger"], "alone", None, qualifiers)

    def triggers(self, _: list[Any]) -> Predicate:
        # "A hazard, object, or trap triggers": the subject says what (see _resolve)
        return Predicate(["trap.trigger"], "alone")

    def is_triggered(self, items: list[Any]) -> Predicate:
        # "A trap is triggered by an enemy" == "An enemy triggers a trap"; with no agent,
        # no one is named ("A trap triggers")
        if items:
            return Predicate(["trap.trigger"], "passive", items[0])
        return Predicate(["trap.trigger"], "alone")

    def finds_trap(self, items: list[Any]) -> Predicate:
        # "You find a trap with a Perception check": the check succeeds, finding it
        qualifiers = {"skill": _one(items[1]), "purpose": "find", "source": _one(items[0])}
        return Predicate(["skill.succeed"], "alone", None, qualifiers)

    falls = _pred("fall", "alone")
    takes_no_damage = _pred("state", "state", damaged=False)
    runs = _pred("move", "alone", mode="run")  # the engine's move mode (R001-14)

    def rests(self, items: list[str]) -> Predicate:
        return Predicate([items[-1]], "alone")

    def escape_attempt(self, items: list[Any]) -> Predicate:
        # "You make an escape attempt using Athletics"
        qualifiers = {"skill": _one(items[0])} if items else {}
        return Predicate(["escape.attempt"], "alone", None, qualifiers)

    def makes_roll_disliked(self, items: list[Any]) -> Predicate:
        # "You make a roll you dislike" == "You make a roll and dislike the result"
        # (the one who dislikes it is "you": _resolve refuses it of anyone else's roll)
        predicate = self._rolls(items[0], {})
        predicate.qualifiers[_YOU_DISLIKE] = True
        return predicate

    def r_any(self, _: list[Any]) -> list[tuple[str, Qualifiers]]:
        return [(event, {}) for event in _ANY_ROLL]

    def r_first_save(self, _: list[Any]) -> tuple[str, Qualifiers]:
        # "your first saving throw against an effect": the first against that effect
        return ("save.roll", {"first_time": "effect"})

    def r_attack_or_damage(self, _: list[Any]) -> list[tuple[str, Qualifiers]]:
        return [("attack.roll", {}), ("damage.roll", {})]  # "an attack or a damage roll"

    def r_save_condition(self, items: list[Any]) -> tuple[str, Qualifiers]:
        # "a saving throw against being petrified": against the effect giving it
        return ("save.roll", {"condition": _one(items[0])})

    def r_save_this_power(self, items: list[Any]) -> tuple[str, Qualifiers]:
        # "its saving throw against this power's ongoing damage"
        return ("save.roll", {**items[0], "this_power": True})

    def dmg_typed_any(self, _: list[Any]) -> Qualifiers:
        return {"typed": True}  # damage of some type, which is not said

    def typed_attack(self, _: list[Any]) -> Mod:
        return ("q", "typed", True)  # an attack whose damage has a type

    def starts_turn_subject_save(self, items: list[Any]) -> Predicate:
        # "... subject to an immobilized or slowed condition that a save can end"
        predicate = self.starts_turn_condition(items)
        predicate.qualifiers["save_can_end"] = True
        return predicate

    def applies_effect(self, items: list[Any]) -> Predicate:
        # "An attack applies an effect to you that a save can end": you gain the effect
        return Predicate(["effect.gain"], "causing", _party(items[0]), {"save_can_end": True})

    def from_hit(self, _: list[Any]) -> Mod:
        return ("q", "from_hit", True)

    def does_not_roll(self, items: list[Token]) -> Predicate:
        # "... and don't roll a 20": the natural d20 is any other number
        number = int(items[-1])
        if not 1 <= number <= 20:
            raise Refused(items[-1], "a d20 shows 1 to 20")
        others = [str(n) for n in range(1, 21) if n != number]
        return Predicate(["state"], "state", None, {"roll": others})

    def moves_more_than(self, items: list[Any]) -> Predicate:
        # "You move more than 3 squares": at least 4
        return Predicate(items[0], "alone", None, {"min_distance": int(items[1]) + 1})

    def exceeds_resistance(self, _: list[Any]) -> Mod:
        return ("q", "exceeds_resistance", True)  # "cold damage that exceeds your resistance"

    def purpose(self, items: list[str]) -> Mod:
        return ("q", "purpose", _one(items))

    def purpose_stabilize(self, _: list[Any]) -> Mod:
        return ("q", "purpose", "stabilize")  # "a Heal check to stabilize a dying creature"

    def purpose_ritual(self, _: list[Any]) -> Mod:
        return ("q", "purpose", "ritual")  # "a skill check to perform a ritual"

    def purpose_surrender(self, items: list[Any]) -> Mod:
        # "an Intimidate check to force an opponent to surrender" ("force" is a damage type
        # word to the lexer)
        if str(items[0]) != "force":
            raise Refused(items[0], "only 'to force ... to surrender' is a purpose")
        return ("q", "purpose", "surrender")

    def resists_damage(self, items: list[Any]) -> Predicate:
        # "The shard resists damage": it takes damage, which its resistance reduces
        return Predicate(["damage.take"], "passive", None, {**items[0], "resisted": True})

    def margin(self, items: list[Token]) -> Mod:
        return ("q", "margin", int(items[0]))  # "fail an Athletics check by 5 or more"

    # -- turns, rounds, history, resources ---------------------------------------------------
    def ends_turn_without(self, items: list[Any]) -> Predicate:
        # "ends his or her turn without having made an attack (during it)", "... without
        # moving": what the actor did not do during the turn that ends
        return Predicate(["turn.end"], "alone", None, {items[0]: False})

    def deed_attack(self, _: list[Any]) -> str:
        return "attacked_this_turn"

    def deed_move(self, _: list[Any]) -> str:
        return "moved_this_turn"

    # "does not move on its turn": known when the turn ends
    ends_turn_unmoved = _pred("turn.end", "alone", moved_this_turn=False)
    # "starts its first turn during an encounter"
    starts_first_turn = _pred("turn.start", "alone", first_time=True)

    def moves_half_speed(self, items: list[Any]) -> Predicate:
        # "You move at least half your speed during this turn": the turn's movement so far
        return Predicate(items[0], "alone", None, {"turn_distance_min": "half_speed"})

    def moves_at_least(self, items: list[Any]) -> Predicate:
        # "moves at least 3 squares (during this turn)": one movement, or the turn's so far
        key = "turn_distance_min" if len(items) > 2 else "min_distance"
        return Predicate(items[0], "alone", None, {key: int(items[1])})

    def this_turn(self, _: list[Any]) -> bool:
        return True

    no_power_points = _pred("power_points.zero", "alone")

    def grants_surge(self, items: list[Any]) -> Predicate:
        # "One ally grants you the use of a healing surge", "enable him or her to spend a
        # healing surge": the target may spend a healing surge the actor lets it spend;
        # "him or her" stands for the object of the part before (start())
        other = items[0] if items else {**_SELF, "pronoun": True}
        return Predicate(["surge.grant"], "active", other, {})

    def grants_bonus(self, items: list[Any]) -> Predicate:
        # "You grant an ally a power bonus": a bonus of that type, to the target
        return Predicate(["bonus.grant"], "active", items[0], {"bonus_type": items[1]})

    def _word(word: str) -> Any:  # type: ignore[misc]
        def method(self: TriggerIR, _: list[Any]) -> str:
            return word

        return method

    bonus_power = _word("power")
    bonus_item = _word("item")
    bonus_feat = _word("feat")
    bonus_enhancement = _word("enhancement")
    bonus_proficiency = _word("proficiency")

    def not_used_this_round(self, items: list[Any]) -> Predicate:
        # "... and haven't used Rampage this round": the actor's (start() makes a state
        # said of the owner, while someone else acts, the owner's: _OWNERS_STATE)
        return Predicate(["state"], "state", None, {"not_used_this_round": self._named(items)})

    not_attacked_this_encounter = _pred("state", "state", attacked_this_encounter=False)

    def round_starts(self, _: list[Any]) -> Part:
        # "A round begins": no one does it (actor and target null)
        return Part(Thing(None, {}), Predicate(["round.start"], "alone"), {}, {}, None)

    def surprise_round_starts(self, _: list[Any]) -> Part:
        part = self.round_starts([])
        part.predicate.qualifiers["surprise"] = True
        return part

    def result_lower_than_yours(self, _: list[Any]) -> Part:
        # "and the result is lower than your initiative check result": of the roll before
        return Part(
            None, Predicate(["state"], "state", None, {"result_lower_than": "self"}), {}, {}, None
        )

    def result_highest(self, _: list[Any]) -> Part:
        # "and your check result is higher than any other combatant's"
        return Part(
            None, Predicate(["state"], "state", None, {"result_highest": True}), {}, {}, None
        )

    def not_at_turn(self, items: list[str]) -> Mod:
        # "at a time other than the end of your turn"
        return ("q", "not_at", items[0])

    tp_start = _word("turn.start")
    tp_end = _word("turn.end")

    def from_action_point(self, _: list[Any]) -> Mod:
        # "when using an action gained by spending an action point": the attack is made
        # with the extra action an action point bought
        return ("q", "from_action_point", True)

    def attacked_since_last_turn(self, items: list[Any]) -> Mod:
        # "a target that has attacked you since the end of your last turn"
        return ("f", "attacked_since_last_turn", items[-1])

    def self_or_others_part(self, items: list[Any]) -> Part:
        # "You, an ally, or an enemy in the burst makes an attack roll": where they are
        # ("in the burst") is said of the others, not of you (the burst's origin)
        roles = [i for i in items if isinstance(i, str)][:2]
        at = next(i for i, item in enumerate(items) if isinstance(item, Predicate))
        places = [m for m in items[:at] if not isinstance(m, str) and _is_filter(m)]
        rest = [m for m in items if not isinstance(m, str) and not any(m is p for p in places)]
        others = [self._people(role, places) for role in roles]
        return self._part(_Union([dict(_SELF), *others]), rest, None)

    def nth_time(self, items: list[int]) -> Mod:
        # "reduces the flame speaker to 0 hit points for the second time" (first_time: 1)
        return ("q", "nth_time", items[0])

    def second(self, _: list[Any]) -> int:
        return 2

    def third(self, _: list[Any]) -> int:
        return 3

    def os_surges_min(self, items: list[Token]) -> Mod:
        # "while you have at least one healing surge remaining"
        return ("q", "owner_healing_surges_min", int(items[0]) if items else 1)

    def self_and_others(self, items: list[Any]) -> _Union:
        # "You and your enemies roll initiative": you roll it, and each enemy rolls it
        return _Union([dict(_SELF), self._people("enemy", items[1:])])

    # -- clause parts and the whole trigger ----------------------------------------------------
    def while_within(self, items: list[Any]) -> Mod | list[Mod]:
        return self.within(items)

    def hp_zero(self, items: list[Token]) -> None:
        # only "0 hit points" is the event hp.zero; other thresholds are not modelled
        if int(items[0]) != 0:
            raise Refused(items[0], "only 0 hit points is an event")

    def below_hp(self, items: list[Token]) -> None:
        if int(items[0]) != 1:
            raise Refused(items[0], "only 'below 1 hit point' is an event")

    def to_hp_zero(self, _: list[Any]) -> None:
        return None

    def lead(self, _: list[Any]) -> None:
        return None

    # "When using a melee weapon attack power, you hit ...": what the attack is
    lead_using = with_attack

    def while_ca(self, items: list[Any]) -> Mod:
        # "while it has combat advantage against you": the actor's, as "... and has"
        return ("q", "combat_advantage_against", items[-1])

    def conj_or(self, items: list[Any]) -> tuple[str, Token | None]:
        return ("or", _first_token(items))

    def conj_and(self, items: list[Any]) -> tuple[str, Token | None]:
        return ("and", _first_token(items))

    def usage(self, _: list[Any]) -> None:
        # ", at-will" / ", encounter" after monster triggers repeats the power's usage
        # line; the power's own `usage` field carries it.
        return None

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
            if isinstance(item, dict):
                _merge_all(qualifiers, item)
            elif item[0] == "q":
                _merge(qualifiers, item[1], item[2])
            else:
                _filter(filters, item[1], item[2])
        return Part(subject, predicate, qualifiers, filters, meta_token)

    def part(self, items: list[Any]) -> Part:
        return self._part(items[0], items[1:], None)

    def own_part(self, items: list[Any]) -> Part:
        return self._part(None, items, None)

    def start(self, items: list[Any]) -> dict[str, Any]:
        union = _union_subject(items)
        if union is not None:
            # "You and your enemies roll initiative": one trigger per party, as either parts
            index, subjects = union
            triggers = []
            for party in subjects:
                copied = copy.deepcopy(items)
                copied[index].subject = party
                triggers.append(self.start(copied))
            first, *others = triggers
            more = [p for t in others for p in (t, *t.pop("either", []))]
            first["either"] = [*first.get("either", []), *more]
            return first
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
                _merge(lead, item[1], item[2])
            elif isinstance(item, dict):
                _merge_all(lead, item)
        subject: Selector | AttackPhrase | Thing = dict(_SELF)
        groups: list[_Group] = []  # parts joined by "or", one group per pair of parties
        last_object: Any = None  # what "it" stands for in a later part
        leading: Qualifiers = {}  # an owner's state said before the event
        previous: Part | None = None  # the last part that was an event
        for index, part in enumerate(parts):
            if part.subject is not None:
                subject = part.subject
            join = joins[index - 1] if index else None
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
                if trigger["target"] is not None and trigger["target"] != _SELF:
                    group.parties["target"] = trigger["target"]
                group.options[-1] = option
                continue
            if group and (join is None or join[0] != "or"):
                raise Refused(join[1] if join else None, "the trigger IR cannot join two events")
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

    # -- places, conjurations and condition clauses ------------------------------------------
    def conjured(self, items: list[Any]) -> str:
        # "adjacent to the anomaly": a conjured thing, named as a companion is (_Named)
        return _Named(_conjured_name(items))

    def conjured_blade(self, items: list[Any]) -> str:
        return _Named(_conjured_name([*items, "blade"]))

    def conjured_spirit(self, items: list[Any]) -> str:
        return _Named(_conjured_name([*items, "spirit"]))

    def place_square_of(self, items: list[Any]) -> Qualifiers:
        # "enters the spirit's square": the square the conjured thing is in
        return {"square_of": _conjured_name(items)}

    def place_out_of_square(self, items: list[Any]) -> Qualifiers:
        # "moves out of the thunderball's square": where the movement started
        return {"from_square_of": _conjured_name(items)}

    def in_or_enters(self, items: list[Any]) -> _AlsoEnters:
        # "starts its turn in or enters a square adjacent to you": the place is both's
        return _AlsoEnters(dict(items[-1]))

    def forces_to_move(self, items: list[Any]) -> Predicate:
        # "forces you to move": any forced movement (the prefix event)
        return Predicate(["forced"], "active", items[0], {})

    # states of the actor or of the owner, joined to the part before (start())
    not_reduced = _pred("state", "state", hp_zero=False)

    state_hidden_from = _pred("state", "state", owner_hidden_from=_OTHER)
    state_granting_ca = _pred("state", "state", owner_grants_combat_advantage_to=_OTHER)
    state_not_included = _pred("state", "state", excludes="self")

    def state_not_condition(self, items: list[Token]) -> Predicate:
        return Predicate(["state"], "state", None, {"owner_not_condition": str(items[-1])})

    # "while ..." states of the owner
    def os_cover(self, items: list[str]) -> Mod:
        # cover and concealment are had against an attacker: the other party
        return ("q", "owner_state", [i for i in items if i in ("cover", "concealment")])

    def os_granting_ca(self, items: list[Any]) -> Mod:
        return ("q", "owner_grants_combat_advantage_to", _OTHER if items else True)

    def os_hidden(self, items: list[Any]) -> Mod:
        return ("q", "owner_hidden_from", _OTHER if items else True)

    os_beast_form = _state("owner_state", "beast_form")
    os_not_beast_form = _state("owner_not_state", "beast_form")
    os_in_area = _state("owner_state", "in_area")
    os_conscious = _state("owner_not_condition", "unconscious")

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

    def ends_turn_farther(self, items: list[Any]) -> Predicate:
        # "ends its turn farther away (from you than where it started its turn)"
        away = items[0] if items else "self"
        return Predicate(["turn.end"], "alone", None, {"farther_than_turn_start": away})

    # "You are conscious and fail a saving throw": not unconscious
    state_conscious = _pred("state", "state", owner_not_condition="unconscious")

    def place_in_range(self, _: list[Any]) -> Qualifiers:
        return {"in_range": True}

    def state_within(self, items: list[Any]) -> Predicate:
        # "... and is within 2 squares of you": a state of the part's subject
        return Predicate(
            ["state"], "party_state", None, {}, {"within": _squares_from_owner(*items)}
        )

    def state_adjacent(self, items: list[Any]) -> Predicate:
        return Predicate(["state"], "party_state", None, {}, {"adjacent_to": items[-1]})

    def state_not_adjacent(self, items: list[Any]) -> Predicate:
        return Predicate(["state"], "party_state", None, {}, {"not_adjacent_to": items[-1]})

    # what the owner has (owner_state), or a party named before (a filter)
    def state_not_at_zero(self, items: list[Token]) -> Predicate:
        # "and you have at least 1 hit point": of the actor, as "starts its turn at 0 hp"
        if int(items[0]) != 1:
            raise Refused(items[0], "only 'at least 1 hit point' is a state")
        return Predicate(["state"], "state", None, {"hp_zero": False})

    def state_ongoing_damage(self, _: list[Any]) -> Predicate:
        return Predicate(
            ["state"], "state", None, {"owner_state": "ongoing_damage"}, {"ongoing_damage": True}
        )

    state_temporary_hp = _pred("state", "state", owner_state="temporary_hit_points")
    state_no_surges = _pred("state", "state", owner_state="no_healing_surges")

    def while_adjacent_to_owner(self, items: list[Any]) -> Mod:
        # "while your spirit companion is adjacent to you": near the owner, named or a role
        return ("q", "owner_adjacent_to", str(items[0]))

    def while_ally_adjacent_to_owner(self, items: list[Any]) -> Mod:
        return self.while_adjacent_to_owner(["ally"])

    def in_flanking_square(self, items: list[Any]) -> Mod:
        return ("q", "flanking", items[-1])

    def pre_flanking(self, _: list[Any]) -> Mod:
        return ("f", "flanking", "creature")


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
        self.bare.append(
            not (predicate.other or predicate.qualifiers or part.qualifiers or part.filters)
        )
        moving = set(option[0]) <= _MOVING
        self.shared.append(dict(option[1]) if moving else dict(part.qualifiers))

    def joined(self, lead: Qualifiers) -> dict[str, Any]:
        # "shifts or moves adjacent to it": a bare verb shares what the next part says of
        # where (a movement) or when and how (the part's own modifiers)
        for index in range(len(self.options) - 1):
            if self.bare[index]:
                follower = index + 1
                moving = set(self.options[index][0]) <= _MOVING
                if moving or not set(self.options[follower][0]) <= _MOVING:
                    _merge_all(self.options[index][1], self.shared[follower])
        return _joined(self.options, self.parties, lead)


def _joined(
    options: list[tuple[list[str], Qualifiers]], parties: dict[str, Any], lead: Qualifiers
) -> dict[str, Any]:
    """One trigger for parts joined by "or": the first event, the others as alternatives.

    Qualifiers common to every part stay in ``qualifiers``; when the parts differ ("moves
    away from it or makes an attack that does not include it") each event's own are kept in
    ``qualifiers_by_event``, so that no part's restriction is applied to another.
    """
    for _, qualifiers in options:
        _merge_all(qualifiers, lead)
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
    ("makes you unconscious or stuns you") are alternatives."""
    out: Qualifiers = {}
    for key, value in first.items():
        other = second.get(key)
        if other == value:
            out[key] = value
        elif other is not None and key in (*_LIST_KEYS, "condition"):
            values = [*_alternatives(value), *_alternatives(other)]
            out[key] = list(dict.fromkeys(values))
    return out


def _alternatives(value: Any) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def _party(ref: str) -> Selector:
    """The selector for a reference ("against you", "against your quarry")."""
    if isinstance(ref, _Named):
        return {"role": "named", "name": str(ref)}
    return {"role": ref}


def _filter(selector: Selector, key: str, value: Any) -> None:
    """Add a selector filter; a filter naming a companion is role `named` + `named`."""
    if isinstance(value, _Named):
        selector.setdefault(key, "named")
        selector.setdefault("named", str(value))
    else:
        selector.setdefault(key, value)


# One kind is written as a plain value, as DESIGN.md's example has it ({attack_kind: melee});
# several stay a list of alternatives. Keywords are a set and stay a list.
_PLAIN_WHEN_ONE = ("attack_kind", "power_kind", "class", "area_shape")


def _settled(trigger: dict[str, Any]) -> dict[str, Any]:
    """The finished trigger, with single-kind lists written as plain values."""
    for qualifiers in (trigger["qualifiers"], *trigger.get("qualifiers_by_event", {}).values()):
        for key in _PLAIN_WHEN_ONE:
            value = qualifiers.get(key)
            if isinstance(value, list) and len(value) == 1:
                qualifiers[key] = value[0]
    for part in trigger.get("either", []):
        _settled(part)
    return trigger


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
    """A creature selector; an attack phrase is made by any creature, its words qualify."""
    if who is None:
        return dict(_ANYONE)
    if isinstance(who, AttackPhrase):
        _merge_all(qualifiers, _attack_qualifiers(who))
        return dict(who.owner) if who.owner else dict(_ANYONE)
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


def _resolve(subject: Selector | AttackPhrase | Thing, part: Part) -> dict[str, Any]:
    """Map subject and the predicate's other party onto actor and target (voice-free)."""
    predicate = part.predicate
    qualifiers: Qualifiers = {}
    subject_selector = _party_of(subject, qualifiers)
    if subject_selector is not None:
        subject_selector.update(part.filters)
    elif part.filters:
        raise Refused(None, "a filter on a trap or a hazard")
    other = predicate.other
    actor: Selector | None
    target: Selector | None
    if predicate.shape == "active":
        actor, target = subject_selector, _party_of(other, qualifiers) if other else None
        by_attack = _is_attack(subject)  # "An enemy's attack damages you"
    elif predicate.shape == "passive":
        actor, target = _party_of(other, qualifiers), subject_selector
        by_attack = other is not None and _is_attack(other)  # "You take damage from an attack"
    elif predicate.shape == "causing":
        assert other is not None
        actor, target = _party_of(other, qualifiers), None
        if not (isinstance(subject, Thing) and subject.actor is None):
            _only_a_role(subject_selector)
            qualifiers["by"] = _role_of(subject)  # a trap is no role: its `source` says it
        by_attack = _is_attack(subject)
    else:  # alone
        by_attack = False
        actor, target = subject_selector, None
        if isinstance(other, Thing):
            _party_of(other, qualifiers)  # "You are knocked prone by a trap": no role
        elif other is not None:
            _only_a_role(other if isinstance(other, dict) else None)
            qualifiers["by"] = _role_of(other)
            if _is_attack(other):
                qualifiers["from_attack"] = True
            _selector(other, qualifiers)
    said = {**qualifiers, **predicate.qualifiers, **part.qualifiers}
    if by_attack and not predicate.events[0].startswith("attack.") and "from_hit" not in said:
        # said of an attack: not ongoing damage, a zone or an aura ("attack.*" is one anyway,
        # and a hit's damage is said by from_hit)
        qualifiers["from_attack"] = True
    _merge_all(qualifiers, predicate.qualifiers)
    _merge_all(qualifiers, part.qualifiers)
    if qualifiers.get("by") == "creature" and qualifiers.get("from_attack"):
        del qualifiers["by"]
    target = _against_people(qualifiers, target)
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


# -- places, conjurations and condition clauses ----------------------------------------------
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


def _party_state(group: _Group, part: Part, previous: Part | None) -> bool:
    """Filter the party a state after "and" is said of: the subject of the part before when
    it has none ("... and is within 2 squares of the warder"), else the party its subject
    names again ("the target", "the enemy"); False when there is no such party other than
    the owner (the part is then read as usual: "An attack hits you and you are dazed")."""
    filters = part.predicate.filters or {}
    stated = part.subject
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


def _squares_from_owner(count: Token, of: str) -> int:
    """A distance in squares, which only the owner is a point to measure from."""
    if of != "self":
        raise Refused(count, "distances are measured from the power's owner only")
    return int(count)


def _resolve_other(qualifiers: Qualifiers, actor: Selector) -> None:
    """Write "it" in an owner's state as the party it stands for."""
    for key, value in qualifiers.items():
        if value == _OTHER:
            qualifiers[key] = "target" if actor == _SELF else "actor"


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


def _union_subject(parts: list[Any]) -> tuple[int, _Union] | None:
    """The first part whose subject is a union of parties, and that subject."""
    for index, item in enumerate(parts):
        if isinstance(item, Part) and isinstance(item.subject, _Union):
            return index, item.subject
    return None


def _is_filter(mod: Any) -> bool:
    """A selector filter ("f", key, value), or a list of them ("adjacent to and marked by")."""
    return isinstance(mod, list) or (isinstance(mod, tuple) and mod[0] == "f")
