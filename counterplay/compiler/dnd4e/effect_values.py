"""Values inside effect clauses (``grammar/dnd4e/effect_en.lark``): numbers, damage, amounts,
distances, durations, rolled stats, conditions, and the words ``effect_words`` maps to op
values; a role word becomes a ``Who`` here, with the filters ``effect_people`` reads (the
creatures and places named, whose turn). The verb readers (``effect_actions``,
``effect_verbs``) and the clause reader (``effect_ir``) build their ops from what these
methods return.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer

from counterplay.compiler.dnd4e.effect_people import PeopleReader, TurnOwner
from counterplay.compiler.dnd4e.effect_roles import ONE_NAMED, RULE_OF, one_named
from counterplay.compiler.dnd4e.effect_words import (
    AMOUNT_PARTS,
    BONUS_TYPES,
    DAMAGE_FROM,
    DURATIONS,
    IFS,
    NEXT_STATS,
    ONE_ALLY_PAIRS,
    ONE_OF,
    ONE_OF_PAIRS,
    PAIRS,
    POWER_MODS,
    ROLLS,
    SAVES_AGAINST,
    SAY_NOTHING,
    STATS,
    THIS_STATS,
    TRIGGERING_STATS,
    WHO,
    WORDS,
    Amount,
    Distance,
    Duration,
    It,
    OneOf,
    Op,
    Pair,
    Rolled,
    Stat,
    Who,
)

_OR = object()  # "or" in a list of conditions


def _owned(what: str, items: list[Any]) -> Amount:
    """``what`` of the user ("your Wisdom modifier", or no one said: the words alone), or of
    whom the text says ("the target's Wisdom modifier": ``{"of": ..., "whose": "target"}``)."""
    said = {item[1] for item in items if isinstance(item, tuple) and item[0] == "whose"}
    whose = sorted(said - {"self"})
    if not whose:
        return Amount(what)
    return Amount({"of": what, "whose": whose[0] if len(whose) == 1 else whose})


def own_surge_value() -> dict[str, str]:
    """A healing surge's value as the one the op is about has it ("spend a healing surge",
    "regains hit points as if it had spent a healing surge": the one healed, ``it``), as
    runtime/dnd4e/amounts.py reads "its healing surge value"; "your healing surge value"
    is the user's, whoever is healed (the amount as said: ``"healing surge value"``)."""
    return {"of": "healing surge value", "whose": "it"}


# an attack named by a determiner ("the triggering attack", "that attack"), then "against it"
_ATTACK_THEN_IT = re.compile(
    r"\b(?:the|that|this)\s+(?:triggering\s+)?attack\b(?!\s+rolls?\b)(?!')"
    r".*\bagainst\s+it\b",
    re.IGNORECASE,
)


class ValueReader(PeopleReader, Transformer[Token, list[Op]]):
    """One method per aliased rule of the effect grammar that reads a value, not an op."""

    # why a clause whose words are read is not (``EffectIR``), when a value says it
    refusal: str | None = None
    # the creatures the clause names, in the order said: (rule, whether said with filters)
    people: list[tuple[str, bool]]

    def __default__(self, data: str, children: list[Any], meta: Any) -> Any:
        if data in ONE_NAMED:  # "the enemy": the power's target or the triggering one
            role = one_named(data)
            if role is None:
                self.refusal = "'the enemy' names a creature the power does not say"
            data = RULE_OF[role or "target"]
        if data in WHO or data in PAIRS:  # the role, the filters said of it (``wp_*``, ``pp_*``)
            said = [c for c in children if isinstance(c, dict)]
            if data in PAIRS:  # "you and each ally in the burst": you, and the allies said
                role, either = PAIRS[data]
                count = {"count": 1} if data in ONE_OF_PAIRS else {}
                other = Who(role, {**count, **{k: v for f in said for k, v in f.items()}})
                # ("you and one ally": one of them, as "one ally" alone; :attr:`Who.one`)
                other.one = data in ONE_ALLY_PAIRS and not other.filters
                return Pair(other, either)
            kind = It if data == "w_it" else Who
            filters = {k: v for f in said for k, v in f.items()}
            self.people.append((data, bool(filters)))  # (in the order said: whom "it" is)
            made = kind(WHO[data], {"count": 1, **filters} if data in ONE_OF else filters)
            # ("one ally" said with nothing more: one of them, told from "the ally")
            made.one = data == "w_one_ally" and not filters
            return made
        if data in STATS:
            return Stat(STATS[data])
        if data in DURATIONS:
            duration = Duration(data)
            duration.of = next((c for c in children if isinstance(c, TurnOwner)), None)
            return duration
        if data in WORDS:
            return WORDS[data]
        if data in IFS:
            return ("if", IFS[data])
        if data in POWER_MODS:
            key, value = POWER_MODS[data]
            return (key, value or str(children[0]).lower())
        if data in DAMAGE_FROM:
            return ("from", DAMAGE_FROM[data])
        if data in NEXT_STATS:
            return _next(Stat(NEXT_STATS[data]))
        if data in TRIGGERING_STATS:
            stat = Stat(TRIGGERING_STATS[data])
            stat.triggering = True
            return stat
        if data in THIS_STATS:
            stat = Stat(THIS_STATS[data])
            stat.this = True
            return stat
        if data in ROLLS:  # "the attack roll", "the Athletics check": which roll
            return Rolled(ROLLS[data], tuple(str(c).lower() for c in children))
        if data in BONUS_TYPES:
            return ("bonus_type", BONUS_TYPES[data])
        if data in SAY_NOTHING:
            return None
        if data in AMOUNT_PARTS:
            return AMOUNT_PARTS[data]
        if data in SAVES_AGAINST:
            return ("save_against", SAVES_AGAINST[data])
        return super().__default__(data, children, meta)  # type: ignore[no-untyped-call]

    def dice(self, items: list[Token]) -> tuple[str, Any]:
        return ("dice", str(items[0]))

    def weapon_dice(self, items: list[Token]) -> tuple[str, Any]:
        multiplier = str(items[0]).split("[")[0]
        return ("weapon", int(multiplier) if multiplier else 1)

    def weapon_dice_hand(self, items: list[Any]) -> tuple[str, Any]:
        return ("weapon_hand", (self.weapon_dice(items[:1])[1], items[1]))

    def damage_hand(self, items: list[Any]) -> list[Op]:
        # "3[W] + Strength modifier damage (main weapon)"
        ops = self.damage(items[:-1])
        ops[0]["hand"] = items[-1]
        return ops

    def flat(self, items: list[Token]) -> tuple[str, Any]:
        return ("bonus", int(items[0]))

    def ability(self, items: list[Token]) -> tuple[str, Any]:
        # "Strength or Intelligence modifier": the user picks one in play
        return ("ability", str(items[0]) if len(items) == 1 else [str(i) for i in items])

    def dmg_sum(self, items: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {"dice": None, "weapon": None, "ability": None, "bonus": 0}
        for key, value in items:
            if key == "weapon_hand":  # "2[W] (off-hand)": the dice and the weapon's hand
                key, (value, out["hand"]) = "weapon", value
            if key == "bonus":
                out["bonus"] += value
            elif out.get(key) is None:
                out[key] = value
            elif key == "ability" and isinstance(value, str):
                # "+ Strength modifier + Constitution modifier": both are added
                out.setdefault("plus_abilities", []).append(value)
            else:  # a second term of the same kind is not something the op can say
                out.setdefault("more", []).append(value)
        return out

    def level_term(self, _: list[Any]) -> tuple[str, Any]:
        return ("level", 1)  # "+ your level": the user's level, that many times

    def half_level_term(self, _: list[Any]) -> tuple[str, Any]:
        return ("level", 0.5)  # "+ one-half your level"

    def against_attacks(self, items: list[str]) -> str:
        # "against attacks", "against melee and ranged attacks": the kinds, any of them
        return " ".join(["attacks", *items])

    def hf_attacks(self, items: list[str]) -> tuple[str, str]:
        # "from ranged attacks", "from melee and ranged attacks": attacks of those kinds
        return ("from", self.against_attacks(items))

    def dmg_types(self, items: list[Token]) -> list[str]:
        return [str(i) for i in items]

    def damage(self, items: list[Any]) -> list[Op]:
        if isinstance(items[0], list):  # ongoing damage alone
            return items[0]
        sums = next(i for i in items if isinstance(i, dict))
        types = next(
            (i for i in items if isinstance(i, list) and all(isinstance(t, str) for t in i)), []
        )
        op: Op = {"op": "damage", **sums, "types": types, "ongoing": False, "target": None}
        if "more" in op:
            del op["more"]
            op["op"] = "unparsed"  # "1d6 + 1d8 damage": two dice the op cannot hold
        ops = [op]
        ops.extend(o for i in items if isinstance(i, tuple) and i[0] == "rider" for o in i[1])
        return ops

    def half_damage(self, _: list[Any]) -> list[Op]:
        return [
            {
                "op": "damage",
                "dice": None,
                "weapon": None,
                "ability": None,
                "bonus": 0,
                "types": [],
                "ongoing": False,
                "half": True,
                "target": None,
            }
        ]

    def ongoing_damage(self, items: list[Any]) -> list[Op]:
        types = next((i for i in items if isinstance(i, list)), [])
        duration = next((i for i in items if isinstance(i, Duration)), None)
        return [
            {
                "op": "damage",
                "dice": None,
                "weapon": None,
                "ability": None,
                "bonus": int(items[0]),
                "types": types,
                "ongoing": True,
                "target": None,
                "duration": duration,
            }
        ]

    def ongoing_rider(self, items: list[Any]) -> tuple[str, list[Op]]:
        return ("rider", self.ongoing_damage(items))

    def amount(self, items: list[Amount]) -> Amount:
        if len(items) == 1:
            return items[0]
        return Amount({"sum": [item.value for item in items]})  # "5 + your level"

    def a_int(self, items: list[Token]) -> Amount:
        return Amount(int(items[0]))

    def a_ability(self, items: list[Any]) -> Amount:
        # "your Wisdom modifier"; "your Strength or Dexterity modifier": either, as said
        said = " or ".join(str(i).lower() for i in items if isinstance(i, Token))
        return _owned(said + " modifier", items)

    def a_higher_ability(self, items: list[Any]) -> Amount:
        said = " or ".join(str(i).lower() for i in items if isinstance(i, Token))
        return _owned(f"higher of {said} modifier", items)

    def a_dice(self, items: list[Token]) -> Amount:
        return Amount(str(items[0]))  # "+ 2d6": rolled

    def a_surge(self, items: list[Any]) -> Amount:
        return _owned("healing surge value", items)

    def as_if_its_surge(self, items: list[int]) -> Amount:
        # "as if it had spent a healing surge (two healing surges)": its value (so many times)
        return Amount({"times": items[0], **own_surge_value()} if items else own_surge_value())

    def as_if_your_surge(self, items: list[int]) -> Amount:
        # "as if you had spent ...": the user's ("two healing surges": twice the user's)
        times = [{"times": n, "whose": "self", "of": "healing surge value"} for n in items]
        return Amount(times[0] if times else "healing surge value")

    def a_measure(self, items: list[tuple[str, Any]]) -> Amount:
        # "the target's level", "twice your bloodied value": what, whose, how many times
        return Amount(dict(items))

    a_times_measure = a_measure

    def a_times_modifier(self, items: list[Any]) -> Amount:
        ability = str(items[-1]).lower()
        return Amount({**dict(items[:-1]), "of": f"{ability} modifier"})

    def a_times_surge(self, items: list[tuple[str, Any]]) -> Amount:
        return Amount({**dict(items), "of": "healing surge value"})

    def whose_named(self, items: list[Token]) -> tuple[str, str]:
        # "the dragon's": a name masked as the owner's ("§") is the owner itself
        said = str(items[-1]).lower().removesuffix("'s")
        return ("whose", "self" if "§" in said else said)

    def dist_int(self, items: list[Token]) -> Distance:
        return Distance(int(items[0]))

    def dist_dice(self, items: list[Token]) -> Distance:
        return Distance(str(items[0]))  # "up to 1d4 squares": as rolled

    def dist_speed(self, _: list[Any]) -> Distance:
        return Distance("speed")

    def dist_half_speed(self, _: list[Any]) -> Distance:
        return Distance("half speed")

    def dist_speed_plus(self, items: list[Token]) -> Distance:
        return Distance({"sum": ["speed", int(items[-1])]})  # "your speed + 2"

    def dist_twice_speed(self, _: list[Any]) -> Distance:
        return Distance({"times": 2, "of": "speed"})

    def dist_times_speed(self, items: list[tuple[str, Any]]) -> Distance:
        times = dict(items)["times"]  # "equal to half your speed", "... twice your speed"
        return self.dist_half_speed(items) if times == 0.5 else self.dist_twice_speed(items)

    def dist_amount(self, items: list[Any]) -> Distance:
        # "a number of squares equal to your Wisdom modifier"
        return Distance(self._find(items, Amount).value)

    def save_ends(self, _: list[Any]) -> Duration:
        return Duration("save_ends")

    def duration(self, items: list[Any]) -> Duration:
        return items[0]  # type: ignore[no-any-return]

    @staticmethod
    def _find(items: list[Any], kind: type) -> Any:
        return next((i for i in items if isinstance(i, kind)), None)

    @staticmethod
    def _stats(items: list[Any]) -> list[Stat]:
        found = [i for i in items if isinstance(i, Stat)]
        for item in items:
            if isinstance(item, list):
                found.extend(i for i in item if isinstance(i, Stat))
        return found

    def s_ability_check(self, items: list[Any]) -> Stat:
        # "the Strength check", "Dexterity checks": which ability, never any ability check
        stat = Stat("ability_checks")
        stat.abilities = tuple(str(i).lower() for i in items if isinstance(i, Token))
        return stat

    def s_skill(self, items: list[Any]) -> Stat:
        # "Stealth checks", "the next Bluff or Diplomacy check": which skills, when named
        stat = Stat("skill_checks")
        named = [i for i in items if isinstance(i, Token) and i.type == "SKILL"]
        named += [w for i in items if isinstance(i, list) for w in i]
        stat.skills = tuple(str(w).lower() for w in named)
        return stat

    def s_kind_attack(self, items: list[str]) -> Stat:
        return Stat(f"{items[0]}_attack")  # "melee attack rolls": melee_attack

    def s_next_kind_attack(self, items: list[str]) -> Stat:
        return _next(self.s_kind_attack(items))  # "your next melee attack roll"

    def s_triggering_skill(self, items: list[Any]) -> Stat:
        stat = self.s_skill(items)  # "the triggering skill check"
        stat.triggering = True
        return stat

    def s_next_skill(self, items: list[Any]) -> Stat:
        return _next(self.s_skill(items))  # "the next Bluff check"

    def s_kind_damage(self, items: list[str]) -> Stat:
        return Stat(f"{items[0]}_damage")

    def stats(self, items: list[Any]) -> list[Stat]:
        stats: list[Stat] = [i for i in items if i is not _OR]
        if _OR in items and any(stat.next for stat in stats):
            for stat in stats:  # "your next attack roll or saving throw": whichever is first
                stat.next = stat.either = True
        elif _OR in items and stats[0].triggering:
            for stat in stats:  # "the triggering attack roll or saving throw": whichever
                stat.triggering = stat.either = True  # triggered (not every saving throw)
        elif stats[0].next and not all(stat.next for stat in stats):
            # "your next attack roll and damage roll": "next" said of the first may be said
            # of each (never read as every damage roll)
            self.refusal = "'next' said of the first of the rolls may be said of each"
        return stats

    def stats_or(self, _: list[Any]) -> object:
        return _OR

    def cond_list(self, items: list[Any]) -> list[str]:
        words = [i for i in items if i is not _OR]
        return OneOf(words) if _OR in items else words  # "dazed or slowed": one of them

    def cond_or(self, _: list[Any]) -> object:
        return _OR

    def reroll_what(self, items: list[Any]) -> Stat:
        # "the attack roll", "the Athletics or Acrobatics check": a roll, and the skills
        # named (a skill check named by its skill)
        what = Stat("roll")
        rolls = [i for i in items if isinstance(i, Rolled)]
        what.skills = tuple(skill for roll in rolls for skill in roll.skills)
        what.rolls = tuple(roll.kind for roll in rolls)
        # "..., using the higher of the two results": which result is kept
        what.keep = next((i[1] for i in items if isinstance(i, tuple) and i[0] == "keep"), None)
        return what

    def extra_damage_now(self, items: list[Any]) -> list[Op]:
        # "2d6 extra damage": damage more than the attack's own, dealt now
        return [{**op, "extra": True} if op["op"] == "damage" else op for op in self.damage(items)]

    def cond_word(self, items: list[Token]) -> str:
        return str(items[0])

    def stat_post(self, items: list[Any]) -> tuple[str, Any]:
        # "against the target" / "made against you"; "for the triggering attack"
        return ("against", items[0] if items else "triggering_attack")  # (a Who: its filters)

    def save_bonus(self, items: list[Any]) -> tuple[str, Any]:
        # the bonus, and its kind when said ("with a +2 power bonus")
        amount = self._find(items, Amount)
        signed = [i for i in items if isinstance(i, Token)]
        said: dict[str, Any] = dict(i for i in items if isinstance(i, tuple))
        kind = said.get("bonus_type")
        return ("save_bonus", (amount.value if amount else int(signed[0]), kind))

    def stat_encounter(self, _: list[Any]) -> tuple[str, Any]:
        return ("duration", Duration("encounter"))  # "... during this encounter"

    def stat_until(self, items: list[Any]) -> tuple[str, Any]:
        # "your next attack roll made before the end of your next turn"
        return ("duration", items[0])

    def skill_list(self, items: list[Token]) -> list[str]:
        return [str(i) for i in items]

    def any_ability(self, _: list[Any]) -> tuple[str, Any]:
        return ("ability", "any")

    def r_self(self, _: list[Any]) -> Who:
        return Who("self")

    def r_who(self, items: list[Any]) -> Who:
        return self._find(items, Who)  # type: ignore[no-any-return]

    def r_attack(self, _: list[Any]) -> Who:
        # the damage of the triggering attack, which a reaction's user is the one taking
        return Who("self")

    def against_who(self, items: list[Any]) -> str:
        # ("against it" after an attack named by its determiner, "The target of the
        # triggering attack gains a +4 bonus to AC against it": the attack or a creature?
        # "it" is read as the target: refused)
        if isinstance(items[0], It) and _ATTACK_THEN_IT.search(getattr(self, "text", "")):
            self.refusal = "'against it' after an attack is named: the attack or a creature?"
        return items[0]  # type: ignore[no-any-return]  # (a Who: its filters are kept)

    def st_word(self, items: list[Token]) -> str:
        return str(items[0])

    def highest_ability(self, _: list[Any]) -> tuple[str, Any]:
        return ("ability", "highest")  # "+ your highest ability modifier"

    def limit_within(self, items: list[Any]) -> dict[str, Any]:
        return {"within": int(items[0]), "of": str(items[1])}

    def limit_adjacent_area(self, _: list[Any]) -> dict[str, Any]:
        return {"adjacent_to": "area"}  # "adjacent to the burst or blast"

    def limit_legal(self, _: list[Any]) -> dict[str, Any]:
        return {"legal": True}  # "must still be legal for the attack"

    def ignore_list(self, items: list[Any]) -> tuple[list[str], list[str]]:
        what: list[str] = []
        types: list[str] = []
        for item in items:
            if isinstance(item, tuple):  # "psychic resistance"
                what.append(item[0])
                types.extend(item[1])
            elif isinstance(item, list):  # "... to poison"
                types.extend(item)
            else:
                what.append(item)
        return what, types

    def i_typed_resistance(self, items: list[Any]) -> tuple[str, list[str]]:
        return ("resistance", items[0])

    def ongoing_equal(self, items: list[Any]) -> list[Op]:
        # "ongoing fire damage equal to 5 + your Strength modifier (save ends)"
        op = self.ongoing_damage([0, *items])[0]
        return [{**op, "bonus": 0, "amount": self._find(items, Amount).value}]

    def stat_yours(self, _: list[Any]) -> None:
        return None  # "... saving throws you make": the rolls of the one who gains it

    def damage_per_plus(self, items: list[Any]) -> list[Op]:
        # "1d6 damage per plus": that much for each point of the item's enhancement bonus
        return [{**op, "per": "enhancement_bonus"} for op in self.damage(items)]

    def damage_per_attack(self, items: list[Any]) -> list[Op]:
        # "2[W] + Strength modifier damage per attack": that much for each attack that hits
        return [{**op, "per": "attack"} for op in self.damage(items)]

    def half_damage_per_attack(self, items: list[Any]) -> list[Op]:
        return [{**op, "per": "attack"} for op in self.half_damage(items)]  # of each attack

    def t_that(self, _: list[Any]) -> list[str]:
        return ["named_before"]  # "that damage type": the type a sentence before named

    def t_triggering(self, _: list[Any]) -> list[str]:
        return ["triggering"]  # "the type dealt by the triggering attack"

    def damage_named_type(self, items: list[Any]) -> list[Op]:
        return self.damage(items)  # "5 damage of that type": the types are the reference

    def extra_named_type(self, items: list[Any]) -> list[Op]:
        return self.extra_damage_now(items)  # "1d6 extra damage of that type"

    def ongoing_named_type(self, items: list[Any]) -> list[Op]:
        return self.ongoing_damage(items)

    def centered_on(self, items: list[Any]) -> tuple[str, str]:
        return ("centered_on", str(items[0]))  # "centered on that enemy"

    def unmoved(self, items: list[str]) -> str:
        return items[0]

    def knocked_prone(self, _: list[Any]) -> str:
        return "prone"

    def stat_against_ongoing(self, _: list[Any]) -> tuple[str, Any]:
        return ("against", "ongoing_damage")  # "saving throws against this ongoing damage"

    # -- what an attack power used is ------------------------------------------------------
    def power_word(self, items: list[Any]) -> tuple[str, str]:
        return ("attack_kind", str(items[0]))  # "melee", "ranged" (basic_kind)

    def power_mod(self, items: list[tuple[str, str]]) -> dict[str, Any]:
        # "melee or ranged": alternatives of one key; "melee or at-will" names two keys,
        # which "or" cannot join (None: not read)
        keys = {key for key, _ in items}
        if len(keys) != 1:
            return {"": None}
        values = [value for _, value in items]
        return {keys.pop(): values[0] if len(values) == 1 else values}

    def keyword_list(self, items: list[Token]) -> list[str]:
        return [str(i).lower() for i in items]

    def stat_against_keywords(self, items: list[Any]) -> tuple[str, Any]:
        return ("against_keywords", items[0])  # "against fear effects": with that keyword


def _next(stat: Stat) -> Stat:
    """``stat`` of the next roll only ("your next saving throw")."""
    stat.next = True
    return stat
