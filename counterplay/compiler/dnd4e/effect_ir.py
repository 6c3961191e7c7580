"""Hit / Miss / Effect clauses (``grammar/dnd4e/effect_en.lark``) to effect ops of DESIGN.md.

A text is cut into sentences and clauses by ``effect_cut``; each clause is parsed on its own
and read here. A clause the grammar reads becomes one or more ops (``damage``,
``condition``, ``push``, ``bonus`` ...); one it cannot read stays an ``unparsed`` op with its
text and a P002 diagnostic (info) at the first word not read (``compiler.to_ir``). A
duration written once in front of a sentence ("Until the end of your next turn, ...")
applies to each of its clauses.

The reader is in parts by what a rule reads: ``effect_words`` (the grammar's words as op
values, as data), ``effect_values`` (numbers, amounts, durations) and ``effect_people`` (the
creatures and places named), ``effect_actions`` (moves, attacks, actions) and ``effect_verbs``
(the other verb phrases), ``effect_qualifiers`` (leads and tails), ``effect_ifs`` (the
conditions a clause holds under), ``effect_attack_lines`` (an attack written out); this module
reads whole clauses and gives each op the clause's subject.

Who an op applies to is said in the game's words: ``target`` (the power's target),
``triggering`` (the creature that triggered it), ``self``, ``ally``, ``self_or_ally``,
``enemies``, ``allies``, ``creatures``.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from lark import Token, Tree

from counterplay.compiler.dnd4e import effect_finish
from counterplay.compiler.dnd4e.effect_attack_lines import AttackLineReader
from counterplay.compiler.dnd4e.effect_compose import (
    PRONOUN,
    ComposeReader,
    NextAttack,
    next_attack_subject,
    on_next_attack,
)
from counterplay.compiler.dnd4e.effect_finish import (
    ATTACK_OPS,
    dealt,
    dealt_by,
    finish,
    takes_subject,
)
from counterplay.compiler.dnd4e.effect_ifs import ConditionReader
from counterplay.compiler.dnd4e.effect_qualifiers import QualifierReader
from counterplay.compiler.dnd4e.effect_refusals import (
    DONE_BY_SUBJECT,
    against_itself,
    drops,
    half_on_a_miss,
    one_of_a_kind,
)
from counterplay.compiler.dnd4e.effect_verbs import VerbReader
from counterplay.compiler.dnd4e.effect_words import (
    DOER_OPS,
    NO_ONE_OPS,
    PAIR,
    Amount,
    Duration,
    Op,
    Pair,
    Stat,
    Who,
    damage_from,
    each_op,
    instead_of,
    is_lasting,
    put,
    ref,
)

# what makes an op last (a time, a "while"): said of a condition's end it is no ending
_LASTS = frozenset({"duration", "while"})

# "If the attack hits, it deals ...": "it" is the attack its lead named, not a creature;
# "that attack" / "the triggering attack" is one said before, maybe another's (an ally's
# next attack): who deals its damage is not said in the clause
_ATTACK_THEN_IT = re.compile(
    r"\s*(?:if|when)\s+(?P<which>that|the|this|your)\s+(?P<triggering>triggering\s+)?attack\b"
    r"[^,]*,\s*it\s+deals\b",
    re.IGNORECASE,
)


# "slowed, or immobilized if it is bloodied": a condition said after the last option of a
# choice (in 4E, "immobilized if bloodied, else slowed"), never a condition on the choice
_OR_THEN_IF = re.compile(r"\bor\b[^,]*\bif\b", re.IGNORECASE)


class EffectIR(QualifierReader, ConditionReader, AttackLineReader, ComposeReader):
    """One method per aliased rule of ``grammar/dnd4e/effect_en.lark``; ``start`` gives the ops.

    ``subject`` is who a clause with no subject of its own is about (the subject of the
    clause before it in the sentence, "self" when none); after ``transform`` it holds the
    last subject the clause named, for the clause after it.
    """

    def __init__(self, subject: str = "self", text: str = "") -> None:
        super().__init__()
        self.subject = subject
        # the clause as written: masked names (POWER_NAME) are read back from it by position
        self.text = text
        # whether an op took the subject of the clause before (the clause names none)
        self.borrowed = False
        self.next_against: dict[str, Any] = {}  # whom "your next attack against X" is against
        # whether "he or she" names no one said before it (the clause is then not read)
        self.unresolved = False
        # what a lead or tail says that an op already holds otherwise ("drop prone as a
        # free action" has two actions if both were "action"): the clause is not read
        self.clashes: list[str] = []
        # what a tail says of an op it cannot be said of ("shift 2 squares, dealing 5
        # damage": only an attack deals damage on its hit): the clause is not read
        self.misplaced: list[str] = []
        # why else the clause is not read, when its words are ("slowed, or immobilized if
        # it is bloodied": the condition may be the last option's alone)
        self.refusal: str | None = None
        # the names of things said in the clause ("the anomaly"): each must be kept in its ops
        self.things: list[str] = []
        self.people = []

    def no_provoke(self, _: list[Any]) -> list[Op]:
        # "This movement doesn't provoke opportunity attacks.": the user's movement
        return [{"op": "prevent", "what": "provoke_opportunity_attacks", "target": "self"}]

    def no_provoke_power(self, items: list[Any]) -> list[Op]:
        # "Using this power does not provoke opportunity attacks.": the attack, not a move
        return [{**self.no_provoke(items)[0], "using": "this_power"}]

    def swap(self, items: list[Any]) -> list[Op]:
        # "You and the target swap places."
        return [{"op": "swap", **ref("with", items[0]), "teleport": False, "who": "self"}]

    def swap_pair(self, items: list[Any]) -> list[Op]:
        first, second = items
        return [{"op": "swap", **ref("with", second), "teleport": False, **ref("who", first)}]

    def swap_teleport(self, items: list[Any]) -> list[Op]:
        return [{"op": "swap", **ref("with", items[0]), "teleport": True, "who": "self"}]

    def equals(self, items: list[Any]) -> list[Op]:
        # "The bonus equals your Wisdom modifier": the value of the bonus said before
        return [{"op": "equals", "what": str(items[0]), "amount": items[1].value}]

    def negate_forced(self, items: list[Any]) -> list[Op]:
        # "The forced movement is negated" / "... does not affect the ally"
        who = self._find(items, Who) or "self"
        return [{"op": "negate", "what": "forced_movement", **ref("who", who)}]

    def choose_damage_type(self, items: list[Any]) -> list[Op]:
        # "Choose one of the following damage types: cold, fire, or thunder."
        return [{"op": "choice", "of": "damage_type", "options": items[0]}]

    def choose_creature(self, items: list[Any]) -> list[Op]:
        # "Choose one enemy within 5 squares of you.": a creature the next sentences name,
        # who it may be kept (`who`, `who_filters`)
        filters = {k: v for f in items if isinstance(f, dict) for k, v in f.items()}
        return [{"op": "choice", "of": "creature", **ref("who", Who(items[0], filters))}]

    def choose_other_creature(self, items: list[Any]) -> list[Op]:
        # "Choose another enemy within 3 squares of you": not the one named before
        return self.choose_creature([*items, {"other": True}])

    def negate_attack(self, _: list[Any]) -> list[Op]:
        return [{"op": "negate", "what": "attack", "who": "self"}]  # "... attack is negated"

    not_expended = VerbReader.v_not_expended

    def zone(self, items: list[Any]) -> list[Op]:
        # "The burst creates a zone that lasts until ...": the area stays as a zone
        obscured = any(isinstance(i, Tree) and i.data == "zone_kind" for i in items)
        named = [i for i in items[:-1] if isinstance(i, str)]  # "a zone of verdure"
        op: Op = {"op": "zone", "duration": str(items[-1]), "obscured": obscured}
        return [{**op, "name": named[0]} if named else op]

    def aura(self, items: list[Any]) -> list[Op]:
        return [{"op": "aura", "size": int(items[0]), "duration": str(items[-1]), "who": "self"}]

    def lasts(self, items: list[Any]) -> list[Op]:
        # "The bonus lasts until the end of your next turn": how long what came before lasts
        what = str(items[0]) if len(items) > 1 else "it"
        return [{"op": "lasts", "what": what, "duration": str(items[-1])}]

    def redirect(self, items: list[Any]) -> list[Op]:
        # "The triggering attack hits you instead of the ally": the attack's new target, and
        # whom it was to hit (kept, as "... instead of you" said after any clause is)
        new, *old = [item for item in items if isinstance(item, Who)]
        return [{"op": "redirect", **ref("target", new), **instead_of(old)}]

    def v_attacks_instead(self, items: list[Any]) -> list[Op]:
        # "The enemy attacks you instead of the ally": its attack's new target, who makes
        # it (the subject, ``by``) and whom it was to hit (kept)
        new, *old = [item for item in items if isinstance(item, Who)]
        return [{"op": "redirect", **ref("target", new), "by": None, **instead_of(old)}]

    attack_deals = VerbReader.v_deal  # "your attack deals 1d6 extra damage (to the target)"

    def triggering_attack_deals(self, items: list[Any]) -> list[Op]:
        """ "The triggering attack deals 5 extra damage": damage of the triggering attack."""
        return [{**op, "of_attack": "triggering"} for op in self.attack_deals(items)]

    def attack_deals_by_kind(self, items: list[Any]) -> list[Op]:
        """ "The attack deals 1[W] extra damage if it's a weapon attack or 1d8 extra damage if
        it is not a weapon attack": each damage if the attack is (is not) of that kind."""
        first, kind, second, other = items[:4]
        if kind != other:  # ("if it's a weapon attack or ... if it is not an area attack")
            raise ValueError("two kinds of attack where one is said twice")
        return [
            *({**op, "if": f"attack_kind {kind}"} for op in self.attack_deals([first])),
            *({**op, "if": f"not attack_kind {kind}"} for op in self.attack_deals([second])),
        ]

    def triggering_attack_deals_by_kind(self, items: list[Any]) -> list[Op]:
        return [{**op, "of_attack": "triggering"} for op in self.attack_deals_by_kind(items)]

    def force_miss(self, items: list[Any]) -> list[Op]:
        # "The triggering enemy's attack misses the ally": whom it misses, when said
        who = self._find(items, Who)
        return [{"op": "force_miss", **(ref("against", who) if who else {})}]

    def roll_penalty(self, items: list[Token]) -> list[Op]:
        return [{"op": "penalty", "stat": "attack", "value": int(items[0]), "target": "triggering"}]

    def negate_damage(self, _: list[Any]) -> list[Op]:
        return [{"op": "negate", "what": "damage"}]

    def reduce_damage(self, items: list[Any]) -> list[Op]:
        # "The damage is reduced by 5" / "Reduce the damage the target takes by 5": the
        # one who takes the damage resists it; "... to 0" takes none
        who = self._find(items, Who) or "self"
        amount = self._find(items, Amount)
        if amount is None:  # "... to 0": no damage; "... to 5" is not something an op says
            to = next(int(i) for i in items if isinstance(i, Token))
            return [
                {"op": "negate", "what": "damage", **damage_from(items), **ref("target", who)}
                if to == 0
                else {"op": "unparsed"}
            ]
        types = next((i for i in items if isinstance(i, list)), ["all"])  # "the fire damage"
        said = {"op": "resist", "amount": amount.value, "types": types, **damage_from(items)}
        return [{**said, **ref("target", who)}]

    def halve_damage(self, items: list[Any]) -> list[Op]:
        # "Halve the damage the ally takes", "The damage from the attack is halved"
        types = next((i for i in items if isinstance(i, list)), [])  # "the fire damage"
        said = {"op": "resist", "amount": "half", "types": types, **damage_from(items)}
        return [{**said, **ref("target", self._find(items, Who) or Who("self"))}]

    def choice(self, _: list[Any]) -> list[Op]:
        # "Choose one of the following effects:": the sentences after it are the options
        return [{"op": "choice", "of": "following"}]

    def no_effect(self, _: list[Any]) -> list[Op]:
        return [{"op": "none"}]

    def end_effect(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_effect", "what": "triggering"}]

    def end_this_effect(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_effect", "what": "this"}]  # "On a save, the effect ends."

    @staticmethod
    def _apply(who: str, ops: list[Op]) -> list[Op]:
        if isinstance(who, Pair):  # "you and each ally ...": each party gets the ops
            return EffectIR._apply_pair(who, ops)
        for op in ops:
            if op["op"] == "choice" and op.get("of") == "ops":
                for option in op["options"]:  # "you are dazed or slowed": each is yours
                    EffectIR._apply(who, option)
            if dealt(op):
                dealt_by(op, who)
            if op["op"] in NO_ONE_OPS:
                continue
            key = "who" if op["op"] in DOER_OPS else "target"
            if op.get(key) is None:
                put(op, key, who)
            elif op["op"] in DONE_BY_SUBJECT and "by" in op and not op["by"]:
                # ("The ally can teleport the target 3 squares": the ally teleports it, with
                # what is said of it: "each ally in the burst")
                put(op, "by", who)
        return ops

    @staticmethod
    def _apply_pair(pair: Pair, ops: list[Op]) -> list[Op]:
        """ "You and one ally shift 1 square": you shift, and one ally shifts; "you or an
        ally can shift 1 square": one of the two does (a ``choice`` of the user's)."""
        mine = EffectIR._apply(Who("self"), copy.deepcopy(ops))
        theirs = EffectIR._apply(pair.other, ops)
        if pair.either:
            return [{"op": "choice", "of": "ops", "options": [mine, theirs]}]
        return [*mine, *theirs]

    def clause(self, items: list[Any]) -> tuple[str, str | None, list[Op]]:
        return ("subject", items[0], items[1])

    def clause_instead(self, items: list[Any]) -> tuple[str, str | None, list[Op]]:
        # "The target instead takes 10 damage": in place of what was said before (kept)
        return ("subject", items[0], [{**op, "instead": True} for op in items[1]])

    def clause_choice(self, items: list[Any]) -> tuple[str, str | None, list[Op]]:
        # "You either shift 1 square or stand up": one of the options, each with the subject
        who, *options = items
        # (you and an ally: each party's options, once the clause is read: _apply_pair)
        chosen = [ops if isinstance(who, Pair) else self._apply(who, ops) for ops in options]
        # "You can shift or teleport 2 squares": the distance said once, after the last
        # verb, is each movement's (it read as a shift of no distance)
        last = chosen[-1][-1].get("distance") if chosen[-1] else None
        for ops in chosen[:-1] if last is not None else ():
            for op in ops:
                if "distance" in op and op["distance"] is None:
                    op["distance"] = last
        return ("subject", who, [{"op": "choice", "of": "ops", "options": chosen}])

    def own_clause(self, items: list[Any]) -> tuple[str, str | None, list[Op]]:
        return ("subject", None, items[0])

    def target_limit(self, items: list[Any]) -> list[Op]:
        # "The additional target must be within 5 squares of you": a rule on who the
        # target added (or newly chosen) may be
        return [{"op": "target_limit", **items[0]}]

    def change_damage_type(self, items: list[Any]) -> list[Op]:
        # "The attack deals fire damage instead of any other damage type."
        return [{"op": "damage_type", "types": self._find(items, list)}]

    def ignores(self, items: list[Any]) -> list[Op]:
        # "This damage ignores the target's immunities and resistances."
        who, (what, types) = items
        return [{"op": "ignore", "what": what, **({"types": types} if types else {}), "who": who}]

    def terrain(self, items: list[Any]) -> list[Op]:
        # "Squares within the zone are lightly obscured.", "The zone is difficult terrain
        # for enemies.": what the zone's squares are, and to whom (None: to everyone)
        kind = items[0]
        for_ = items[1] if len(items) > 1 else None
        return [{"op": "terrain", "where": "zone", "kind": kind, "for": for_}]

    def choose_any_damage_type(self, _: list[Any]) -> list[Op]:
        return [{"op": "choice", "of": "damage_type", "options": None}]  # any type

    def choose_listed_damage_type(self, items: list[Any]) -> list[Op]:
        return [{"op": "choice", "of": "damage_type", "options": items[0]}]

    def choose_defense(self, _: list[Any]) -> list[Op]:
        return [{"op": "choice", "of": "defense"}]  # "Choose a defense."

    def target_defense(self, items: list[Any]) -> list[Op]:
        # "The attack targets Will instead.": the defense the attack is made against
        return [{"op": "target_defense", "defense": str(self._find(items, Stat))}]

    def save_fails(self, items: list[Any]) -> list[Op]:
        # "The target fails the saving throw.": the roll's result is set, not rolled
        return [{"op": "save_outcome", "outcome": "failure", **ref("who", items[0])}]

    def save_succeeds(self, items: list[Any]) -> list[Op]:
        return [{"op": "save_outcome", "outcome": "success", **ref("who", items[0])}]

    def death_save_fails(self, items: list[Any]) -> list[Op]:
        return [{**self.save_fails(items)[0], "roll": "death_saving_throw"}]

    def death_save_succeeds(self, items: list[Any]) -> list[Op]:
        return [{**self.save_succeeds(items)[0], "roll": "death_saving_throw"}]

    def attack_half_damage(self, items: list[Any]) -> list[Op]:
        # "The triggering attack deals half damage to you": who it hits resists half
        return [{"op": "resist", "amount": "half", "types": [], **ref("target", items[0])}]

    def normal_hit(self, _: list[Any]) -> list[Op]:
        return [{"op": "critical_hit", "critical": False}]  # "... becomes a normal hit"

    def critical_hit(self, _: list[Any]) -> list[Op]:
        return [{"op": "critical_hit", "critical": True}]  # "The hit becomes a critical hit."

    def pair_clause(self, items: list[Any]) -> list[Op]:
        # "That enemy and each enemy adjacent to it take a -2 penalty": each gets the ops
        first, second, ops = items
        copied = [dict(op) for op in ops]
        return [*self._apply(first, copied), *self._apply(second, ops)]

    def pair_with_self(self, items: list[Any]) -> list[Op]:
        # "You and the ally each shift 2 squares": the user and the partner each
        return self.pair_clause([Who("self"), *items])

    def zone_burst(self, items: list[Any]) -> list[Op]:
        # "You create a zone in a close burst 2 (that lasts until ...)": where and how long
        creator = self._find(items, Who)
        if creator is not None and str(creator) != "self":
            # ("The ally creates a zone": a zone op is the user's; another's is not read)
            self.refusal = "a zone created by another than you"
        size = next(int(i) for i in items if isinstance(i, Token))
        duration = self._find(items, Duration)
        centered = next((i[1] for i in items if isinstance(i, tuple)), None)
        return [
            {
                "op": "zone",
                "burst": size,
                "duration": str(duration) if duration else None,
                "obscured": False,
                **({"centered_on": centered} if centered else {}),
            }
        ]

    def pushed_also(self, items: list[Any]) -> list[Op]:
        return self._apply(items[0], self.v_pushed(items[1:]))  # "is also pushed 5 squares"

    def increase_up_to(self, items: list[Any]) -> list[Op]:
        # "Your resistance increases by 5 (up to a maximum of 20)": as the tail says it
        return [{**op, "maximum": int(items[-1])} for op in self.increase(items[:-1])]

    def increase(self, items: list[Any]) -> list[Op]:
        # "The damage increases by 2 (4 at 11th level and 6 at 21st level)": what grows, by
        # or to how much now (`by`, `to`) and from which levels (`by_at_levels`, ...); "to
        # 2d10 at 11th level and 3d10 at 21st level" says no value for now
        what, (key, value), *levels = items
        op: Op = {"op": "increase", "what": what}
        at: dict[str, Any] = levels[0] if levels else {}
        if None in at.values():
            at = {level: value if v is None else v for level, v in at.items()}
        else:
            op[key] = value
        return [{**op, **({f"{key}_at_levels": at} if at else {})}]

    def increase_damage_to(self, items: list[Any]) -> list[Op]:
        # "Increase damage to 3d6 + Wisdom modifier at 21st level": from that level the
        # power deals that damage (dice, weapon, ability, bonus and types, each kept)
        what, dealt, *rest = items
        types = next((i for i in rest if isinstance(i, list)), [])
        (level,) = [i for i in rest if isinstance(i, _Level)]
        if "more" in dealt:
            return [{"op": "unparsed"}]  # ("1d6 + 1d8": two dice the damage cannot hold)
        return [
            {
                "op": "increase",
                "what": what,
                "to_at_levels": {str(level): {**dealt, "types": types}},
            }
        ]

    def by_value(self, items: list[Token]) -> tuple[str, int | str]:
        return ("by", _value(items[0]))

    def to_value(self, items: list[Token]) -> tuple[str, int | str]:
        return ("to", _value(items[0]))

    def at_levels(self, items: list[Any]) -> dict[str, int | str | None]:
        # "to 2d10 at 11th level and 3d10 at 21st level": the first level is the value said
        # before it; "(4 at 11th level ...)" names each value
        values = [i for i in items if not isinstance(i, _Level)]
        levels = [int(i) for i in items if isinstance(i, _Level)]
        if len(values) < len(levels):
            values.insert(0, None)
        return {str(lv): v for lv, v in zip(levels, values, strict=True)}

    def level_value(self, items: list[Token]) -> int | str:
        return _value(items[0])

    def level_ordinal(self, items: list[Token]) -> _Level:
        return _Level(int(items[0]))

    def grab_ends(self, _: list[Any]) -> list[Op]:
        # "If you are grabbed, the grab ends.": the user is grabbed no more
        return [{"op": "end_condition", "condition": "grabbed", "target": "self"}]

    def lasts_or(self, items: list[Any]) -> list[Op]:
        # "The invisibility lasts until the end of your next turn or until you attack."
        op = self.lasts([items[0], items[1]])[0]
        return [{**op, "or_until": str(items[2])}]

    def damage_once(self, items: list[Any]) -> list[Op]:
        # "A creature can take this damage only once per turn."
        return [{"op": "limit", "what": "this_damage", "once_per": "turn"}]

    def power_once(self, items: list[str]) -> list[Op]:
        # "You can use this power only once per encounter."
        return [{"op": "limit", "what": "this_power", "once_per": items[0]}]

    def effect_once(self, items: list[str]) -> list[Op]:
        # "This effect can occur only once per turn." (folded into the standing trigger
        # before it by ``effect_clauses.fold_once``)
        return [{"op": "limit", "what": "this_effect", "once_per": items[0]}]

    def max_damage(self, _: list[Any]) -> list[Op]:
        return [{"op": "max_damage", "what": "this_damage"}]  # "this damage is maximized"

    def attack_kind(self, items: list[str]) -> str:
        return items[0]

    def k_kind_basic(self, items: list[str]) -> str:
        return f"{items[0]}_basic"  # "melee basic attacks"

    def rc_bonus(self, _: list[Any]) -> tuple[str, str]:
        return ("roll_change", "bonus")

    def rc_penalty(self, _: list[Any]) -> tuple[str, str]:
        return ("roll_change", "penalty")

    def roll_to(self, items: list[Any]) -> tuple[str, Any]:
        return ("roll_to", items[0])  # "... to the attack roll": which roll

    def start(self, items: list[Any]) -> list[Op]:
        ops: list[Op] = []
        extras: dict[str, Any] = {}
        # a part with no subject has the one before it ("you shift 2 squares and push the
        # target"), or is the power's user's ("Reroll the attack roll")
        subject = self.subject
        said_subject = any(isinstance(i, tuple) and i[0] == "subject" for i in items)
        for item in items:
            if isinstance(item, tuple) and item[0] == "subject":
                subject = self._verb_phrase(subject, item[1], item[2], ops)
            elif isinstance(item, list):
                ops.extend(item)
            elif isinstance(item, tuple):
                self._extra(extras, *item)
            elif isinstance(item, dict):  # a tail that says two things ("+2 power bonus")
                for key, value in item.items():
                    self._extra(extras, key, value)
        # never widen: what a lead or a tail says has a key on the op, or the clause is not
        # read (a rule whose key has no place here is a bug, reported, never dropped)
        homeless = set(extras) - {*effect_finish.EXTRAS, "duration"}
        if homeless:
            raise ValueError(f"no op key holds {sorted(homeless)}")
        # (no op of the clause lasts: a time said of it is each op's)
        timed = not any(is_lasting(op) for op in each_op(ops))
        attack_named = self._not_said(ops, extras)
        for op in each_op(ops):
            effect_finish.it_deals(op, attack_named)
            self.clashes += finish(op, extras, timed)
            if "deals" in extras and op["op"] not in ATTACK_OPS:
                self.misplaced.append("dealing")
        ends = [op for op in each_op(ops) if op["op"] == "end_condition"]
        if ends and any(op.get(k) for op in (extras, *each_op(ops)) for k in _LASTS):
            # "The target is not dazed until the end of your next turn", "is not slowed and
            # cannot shift (save ends both)": no ending; what keeps it off is unsaid
            self.refusal = "a condition said not to hold for a time: what keeps it off is unsaid"
        if PRONOUN in repr(ops):
            ops = self._resolve_pronoun(items, ops)
        if PAIR in repr(ops):  # ("grants combat advantage to you or an ally": to whom?)
            self.refusal = "you and allies named together where one creature is read"
        if any(half_on_a_miss(op) for op in each_op(ops)):
            self.refusal = "half damage on a miss is the attack's damage halved, not a resistance"
        if any(one_of_a_kind(op) for op in each_op(ops)):
            self.refusal = "'a creature' of a kind with no place may be the target if it is one"
        if not said_subject and ops and all(op.get("on") == "next_attack" for op in ops):
            # (the verb phrases after it are said of it)
            subject = next_attack_subject(ops, self.next_against)
        self.subject = subject
        return ops

    def _verb_phrase(self, subject: Any, said: Any, phrase: list[Op], ops: list[Op]) -> Any:
        """Add to ``ops`` one verb phrase of a clause, done by the subject it says (``said``)
        or, saying none, by the one before it (``subject``); returns who did it."""
        if said is None and isinstance(subject, Pair) and subject.either:
            # ("You or an ally shifts 1 square and stands up": the same one of the two does
            # both, where a choice of its own would be another)
            self.refusal = "one of you or an ally said before: which one is not told"
        if said is None and isinstance(subject, NextAttack):
            # ("Your next attack ... gains a +2 bonus ... and deals 1[W] extra damage": that
            # attack's, not damage now)
            riding = on_next_attack(subject, phrase)
            if riding is None:
                self.refusal = "a verb phrase of 'your next attack' no attack does"
            ops.extend(riding or [])
            return subject
        subject = said or subject
        self.borrowed = self.borrowed or (said is None and takes_subject(phrase))
        if said is not None and any(drops(subject, op) for op in each_op(phrase)):
            # "The target ends the effect", "Each ally knocks the target prone": an op with
            # no place for who does it is the user's, never another's
            self.refusal = "a subject other than you where the op says no one does it"
        ops.extend(self._apply(subject, phrase))
        if any(against_itself(op) for op in each_op(ops)):
            # ("The target can make a basic attack against the enemy": "the enemy", read as
            # the target, is another creature than the attacker)
            self.refusal = "who attacks and whom it attacks are read as one creature"
        return subject

    def why_refused(self) -> str | None:
        """Why the clause the grammar read is refused all the same, or None."""
        if self.refusal:
            return self.refusal
        if self.clashes:
            return f"'{self.clashes[0]}' is said twice, with two values"
        if self.misplaced:
            return f"'{self.misplaced[0]}' is said of what is no attack"
        if self.unresolved:
            return "no one is named before 'he or she' for it to stand for"
        return None

    def _not_said(self, ops: list[Op], extras: dict[str, Any]) -> bool:
        """Whether "it deals" is an attack's damage ("If the attack hits, it deals ..."); a
        clause whose words are read but say less than they seem is refused (``refusal``)."""
        attack = _ATTACK_THEN_IT.match(self.text)
        another = attack is not None and (attack["which"].lower() == "that" or attack["triggering"])
        if another and any(op.get("by") == effect_finish.IT_DEALS for op in each_op(ops)):
            self.refusal = "'it' is an attack said before: who deals its damage is not said"
        choice = any(op["op"] == "choice" for op in ops)
        if "if" in extras and choice and _OR_THEN_IF.search(self.text):
            self.refusal = "the condition after the last option may be that option's alone"
        return attack is not None

    def _extra(self, extras: dict[str, Any], key: str, value: Any) -> None:
        """Keep what one lead or tail says; a second saying of the same key with another
        value ("to a square you can see adjacent to the target": two destinations) is a
        clash, never dropped."""
        if extras.setdefault(key, value) != value:
            self.clashes.append(key)

    def end_ongoing(self, items: list[Any]) -> list[Op]:
        # "The ongoing damage ends", "Any ongoing damage on you ends": on whom, when said
        who = self._find(items, Who)
        return [{"op": "end_ongoing", **(ref("target", who) if who else {})}]

    def power_recharges(self, _: list[Any]) -> list[Op]:
        # "This power recharges.": the user's power, as "you regain the use of this power"
        return [{"op": "recharge", "what": "power", "target": "self"}]

    def placed_moves_with(self, items: list[Any]) -> list[Op]:
        # "The zone moves with you": it stays centred on that creature
        return [{"op": "move_placed", "what": items[0], **ref("with", items[-1])}]


class _Level(int):
    """A level an amount changes at ("at 21st level")."""


def _value(token: Token) -> int | str:
    """A number ("5", "+4") or dice ("2d10") as the op holds it."""
    return str(token) if token.type == "DICE" else int(token)
