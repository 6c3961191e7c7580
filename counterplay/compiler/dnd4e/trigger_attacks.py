"""Attack and power phrases of trigger sentences: what attack, which power."""

from __future__ import annotations

from functools import reduce
from typing import Any

from lark import Token, Tree

from counterplay.compiler.dnd4e.trigger_core import (
    _FROM_AN_ATTACK,
    _OR_SORTS,
    _SELF,
    _SORT_KEYS,
    _WEAPON_KEYS,
    KEYWORDS_ALL,
    AttackPhrase,
    Mod,
    Qualifiers,
    Refused,
    _amod_groups,
    _as_ref,
    _attack_qualifiers,
    _causer,
    _gather,
    _merge_all,
    _one,
    _said_all,
    _says_attack,
    _sorts_or,
    join_keywords,
)
from counterplay.compiler.dnd4e.trigger_factories import _q
from counterplay.compiler.dnd4e.trigger_who import WhoIR
from counterplay.compiler.dnd4e.trigger_words import (
    _EFFECT_CONDITION,
)

# "using this item", "with this amulet": the power's item, neither a weapon nor an
# implement said (an ITEM of the list, or the word "item")
_NOT_SAID_WHICH = frozenset({"ITEM", "THIS_ITEM"})


class AttacksIR(WhoIR):
    """Attack and power phrases of trigger sentences: what attack, which power."""

    def amod_group(self, items: list[Qualifiers]) -> Qualifiers:
        # the words of one group say one thing each: "its claw bite attack" (or "scytheclaw",
        # read as two words) names two weapons, one of which would be dropped: refused
        said: Qualifiers = reduce(_said_all, items, {})
        if len(set(said) & _WEAPON_KEYS) > 1:  # "a dagger spear attack": a weapon and a group
            raise Refused(None, "two values of one weapon said: a weapon and a group")
        if len(said.get("keywords", [])) > 1:
            # "a primal cold power": both keywords (a list of `keywords` is alternatives)
            said[KEYWORDS_ALL] = said.pop("keywords")
        return said

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
        # "against a target with partial concealment": what it has against the attack
        cover = [i for i in items[1:] if isinstance(i, str)]
        posts = [i for i in items[1:] if not isinstance(i, str)]
        who = self._one_who([items[0], *posts, self.has_cover(cover)])
        return ("q", "against", _as_ref(who))

    def not_dealing(self, items: list[Qualifiers]) -> Mod:
        # "an attack that does not deal fire damage": none of the types named
        types = items[0].get("damage_types")
        if not types or items[0].get("ongoing"):
            raise Refused(None, "only damage of named types is said not to be dealt")
        return ("q", "not_damage_types", types)

    def uses_magic(self, items: list[Tree[Any]]) -> Mod:
        # "an attack that uses a magic implement or weapon": made with a magic one of these
        return ("q", "uses_magic", [str(i.data).removeprefix("gear_") for i in items])

    def level_max(self, items: list[Token]) -> Qualifiers:
        # "a 5th-level or lower power": the power's level is at most 5
        return {"level_max": int(items[0])}

    def shape_burst(self, _: list[Any]) -> Qualifiers:
        return {"area_shape": ["burst"]}

    def shape_blast(self, _: list[Any]) -> Qualifiers:
        return {"area_shape": ["blast"]}

    def with_kinds(self, items: list[Qualifiers]) -> Qualifiers:
        # "hit with a weapon", "with a melee weapon", "with a longsword": the attack's kinds
        # or the weapon named; other words ("with the augmented weapon": an item's weapon,
        # not an augmented power) are not
        if set(items[0]) - {"keywords", "attack_kind", "weapon_name", "weapon_group"}:
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

    # -- attacks and powers ------------------------------------------------------------------
    def attack_np(self, items: list[Any]) -> AttackPhrase:
        if len(items) == 1 and isinstance(items[0], AttackPhrase):  # a named attack
            return items[0]
        qualifiers: Qualifiers = {}
        for item in items:
            # "a primal power with the polymorph keyword": both keywords (join_keywords)
            _gather(qualifiers, join_keywords(qualifiers, item))
        return AttackPhrase(qualifiers)

    def attack_np_of(self, items: list[Any]) -> AttackPhrase:
        # "the dragon's attack" is the monster's; "its attack" too in a monster's trigger (as
        # "it" is), in a player's someone the sentence does not say (_selector refuses it
        # where it makes the attack a party; "hits you with its attack" is the hitter's)
        phrase = self.attack_np(items)
        pronoun = not str(items[0]).startswith("§")
        phrase.owner = (
            {**_SELF, "pronoun": True if self.monster else "player"} if pronoun else dict(_SELF)
        )
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
        return ("q", "by", _causer(items[0]))

    def breath_weapon(self, _: list[Any]) -> AttackPhrase:
        return AttackPhrase({"power": "breath weapon"})

    def power_names(self, items: list[Token]) -> AttackPhrase:
        names = [self._name(t) for t in items if isinstance(t, Token)]
        return AttackPhrase({"power": names})

    def power_name(self, items: list[Token]) -> AttackPhrase:
        return AttackPhrase({"power": self._name(items[-1])})

    def amods(self, items: list[Qualifiers]) -> Qualifiers:
        return _amod_groups(items)

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
    action_standard = _q("action", "standard")
    action_move = _q("action", "move")
    action_minor = _q("action", "minor")
    action_free = _q("action", "free")
    action_interrupt = _q("action", "immediate interrupt")
    action_reaction = _q("action", "immediate reaction")
    action_opportunity = _q("action", "opportunity")

    def action_immediate(self, _: list[Any]) -> Qualifiers:
        return {"action": ["immediate interrupt", "immediate reaction"]}  # either

    def kw_name(self, items: list[Token]) -> str:
        # a keyword, its words as said ("channel divinity"), whatever terminals they are
        return " ".join(str(item).lower() for item in items)

    kw_said = kw_name

    augmented = _q("augmented", True)
    unaugmented = _q("augmented", False)
    magic_item = _q("magic_item", True)

    def weapon_amod(self, items: list[Token]) -> Qualifiers:
        # "a longsword attack": that weapon; "a light blade attack": a weapon of that group
        return {self.with_weapon(items)[1]: str(items[0])}

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

    def head_attack_power(self, _: list[Any]) -> Qualifiers:
        return {"attack": True, "power": True}  # (an attack, and a power)

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

    def deals(self, items: list[Any]) -> Mod | Qualifiers:
        if items[0].get("typed"):  # "that deals a specific damage type"
            return ("q", "typed", True)
        if items[0].get("ongoing"):  # "that deals ongoing (fire) damage": both are kept
            return {"ongoing": True, **items[0]}
        return ("q", "damage_types", items[0].get("damage_types", []))

    def against_defense_mod(self, items: list[Any]) -> Mod:
        return ("q", "defense", items[0])

    def with_keywords(self, items: list[Any]) -> Mod:
        return ("q", "keywords", [str(i) for i in items])

    def with_keyword(self, items: list[Any]) -> Mod:
        # ("with the implement keyword" was read as the weapon keyword)
        return ("q", "keywords", str(items[0]))

    def power_amod(self, items: list[Token]) -> Qualifiers:
        return {"power": self._name(items[0])}

    def dmg_types(self, items: list[Token]) -> list[str]:
        return [str(i) for i in items]

    def part_of_power(self, items: list[Any]) -> Qualifiers:
        # "as part of an arcane daily attack power" (a power source first: "as part of a
        # charge" is the qualifier charge)
        phrase = self.attack_np([{"keywords": [str(items[0])]}, *items[1:]])
        return _attack_qualifiers(phrase)

    def makes_condition(self, items: list[list[str]]) -> Mod:
        # "an attack that makes you slowed or dazed": the conditions it gives
        return ("q", "condition", _one(items[0]))

    def with_damage(self, items: list[Token]) -> Qualifiers:
        # "reduce an enemy to 0 hit points with necrotic damage" (one type: "with a fire or
        # cold attack" is an attack phrase)
        return {"damage_types": [str(items[0])]}

    def use_keyword_power(self, items: list[Any]) -> AttackPhrase:
        return AttackPhrase({"keywords": [str(items[0])], "power": True})

    def with_attack(self, items: list[Any]) -> Qualifiers:
        return _attack_qualifiers(items[0])

    def with_attack_mod(self, items: list[Any]) -> Qualifiers:
        # "damages you with an attack", "drops an enemy to 0 hit points using an attack
        # power": an event that is not an attack's own came from an attack (from_attack,
        # as when an attack is the subject), not from ongoing damage, a zone or an aura
        said = self.with_attack(items)
        if _says_attack(items[0]):
            said[_FROM_AN_ATTACK] = True
        return said

    for_attack = with_attack  # "an attack roll for a ranged attack"
    # "When using a melee weapon attack power, you hit ...": what the attack is
    lead_using = with_attack

    def using_kinds(self, items: list[Qualifiers]) -> Qualifiers:
        # "using a weapon", "using an implement": the attack's keywords
        return items[0]

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

    def with_weapon(self, items: list[Token]) -> Mod:
        # "with a longsword": that weapon; "using a light blade": a weapon of that group
        key = "weapon_group" if items[0].type == "WEAPON_GROUP" else "weapon_name"
        return ("q", key, str(items[0]))

    def thrown_weapon(self, items: list[Token]) -> Qualifiers:
        # "with a thrown weapon": any thrown; "with a thrown dagger": and that weapon
        named = [i for i in items if isinstance(i, Token)]
        if not named:
            return {"thrown": True}
        _, key, weapon = self.with_weapon(named)
        return {"thrown": True, key: weapon}

    def using_an_implement(self, items: list[Token]) -> Mod:
        # "using a rod", "with a tome": that implement, not any implement ("a rod or a
        # wand": either)
        return ("q", "implement_name", _one([str(item) for item in items]))

    def with_attack_roll(self, items: list[Any]) -> Qualifiers:
        qualifiers: Qualifiers = {}
        for item in items:
            _merge_all(qualifiers, item)
        return qualifiers

    def granted_by(self, items: list[Any]) -> Mod:
        # "the basic attack granted by inevitable shot": the attack another power gives
        return ("q", "granted_by", self._named(items))

    @staticmethod
    def _this(key: str, items: list[Any]) -> Qualifiers:
        """ "using this holy symbol", "with this dagger": the item the power belongs to, a
        weapon or an implement, and what kind of one its words say (``item_kind``); "this
        item", "this amulet" say neither: the power's own item (``item``, as "using
        Farbane")."""
        tokens = [i for i in items if isinstance(i, Token)]
        if any(t.type in _NOT_SAID_WHICH for t in tokens):
            key = "item"
        kinds = [str(t) for t in tokens if t.type != "THIS_ITEM"]
        return {key: True, **({"item_kind": kinds[0]} if kinds else {})}

    def this_item(self, _: list[Any]) -> Token:
        return Token("THIS_ITEM", "item")

    def using_this(self, items: list[Any]) -> Qualifiers:
        return self._this("implement", items)

    def using_this_weapon(self, items: list[Any]) -> Qualifiers:
        return self._this("weapon", items)

    def using_own_item(self, _: list[Any]) -> Mod:
        # "using Farbane" in the trigger of "Farbane Power - Daily": this item, a weapon or
        # an implement the text does not say (an attack phrase may: "a weapon attack")
        return ("q", "item", True)

    # -- rolls, checks, saves, damage kinds, traps and other game events -------------------
    skill_names = dmg_types  # the words

    def dmg_typed_any(self, _: list[Any]) -> Qualifiers:
        return {"typed": True}  # damage of some type, which is not said

    def typed_attack(self, _: list[Any]) -> Mod:
        return ("q", "typed", True)  # an attack whose damage has a type

    def from_hit(self, _: list[Any]) -> Mod:
        return ("q", "from_hit", True)

    def exceeds_resistance(self, _: list[Any]) -> Mod:
        return ("q", "exceeds_resistance", True)  # "cold damage that exceeds your resistance"
