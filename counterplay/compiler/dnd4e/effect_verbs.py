"""Verb phrases of effect clauses (``grammar/dnd4e/effect_en.lark``): what the subject takes,
gains, has done to it or cannot do ("takes 5 damage", "gains a +2 bonus to AC", "is dazed",
"regains hit points", "can't attack you"). Moves, attacks, powers used and actions are read by
``effect_actions``, the mixin this reader builds on. Each method returns ops whose ``target``
or ``who`` the clause reader (``effect_ir``) fills in with the clause's subject.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.effect_actions import ActionVerbs
from counterplay.compiler.dnd4e.effect_values import own_surge_value
from counterplay.compiler.dnd4e.effect_words import (
    Amount,
    Distance,
    OneOf,
    Op,
    Who,
    damage_from,
    each_op,
    instead_of,
    number,
    put,
    ref,
)

# the keys of a prevented act that name whom it is done to ("cannot see you")
_WHOM = ("against", "of", "closer_to")


class VerbReader(ActionVerbs):
    """One method per aliased verb-phrase rule (``v_*``) of the effect grammar."""

    def v_damage(self, items: list[Any]) -> list[Op]:
        return [{**op, **damage_from(items)} for op in items[0]]

    def v_half_damage(self, items: list[Any]) -> list[Op]:
        return [{"op": "resist", "amount": "half", "types": [], **damage_from(items)}]

    def v_no_damage(self, items: list[Any]) -> list[Op]:
        # "You don't take the fire damage": only the damage of those types
        types = self._find(items, list)
        said = {"types": types} if types else {}
        return [{"op": "negate", "what": "damage", **said, **damage_from(items)}]

    def v_damage_equal(self, items: list[Any]) -> list[Op]:
        amount = self._find(items, Amount)
        types = self._find(items, list) or []
        op: Op = {"op": "damage", "dice": None, "weapon": None, "ability": None, "bonus": 0}
        return [{**op, "amount": amount.value, "types": types, "ongoing": False}]

    def extra_damage_equal(self, items: list[Any]) -> list[Op]:
        # "extra fire damage equal to your Wisdom modifier": more than the attack's own
        return [{**op, "extra": True} for op in self.v_damage_equal(items)]

    def v_no_attack(self, items: list[Any]) -> list[Op]:
        who = self._find(items, Who)
        return [
            {
                "op": "prevent",
                "what": "attack",
                **ref("against", who),
            }
        ]

    def _modifier(self, op: str, items: list[Any]) -> list[Op]:
        signed = next((int(i) for i in items if isinstance(i, Token) and i.type == "SIGNED"), None)
        amount = self._find(items, Amount)
        value = abs(signed) if signed is not None else (amount.value if amount else None)
        extra: Op = {}
        for key, said in (i for i in items if isinstance(i, tuple)):
            if isinstance(said, Who):
                put(extra, key, said)  # "against enemies adjacent to you": with its filters
            elif said is not None:
                extra[key] = said
        return [{"op": op, **stat.said(), "value": value, **extra} for stat in self._stats(items)]

    def v_penalty(self, items: list[Any]) -> list[Op]:
        return self._modifier("penalty", items)

    def v_bonus(self, items: list[Any]) -> list[Op]:
        return self._modifier("bonus", items)

    def v_modifiers(self, items: list[list[Op]]) -> list[Op]:
        return [op for ops in items for op in ops]

    def v_resist(self, items: list[Any]) -> list[Op]:
        types = self._find(items, list) or ["all"]
        return [{"op": "resist", "amount": int(items[0]), "types": types}]

    def v_resist_named(self, items: list[Any]) -> list[Op]:
        return [{"op": "resist", "amount": int(items[0]), "types": items[-1]}]

    def v_resist_triggering(self, items: list[Token]) -> list[Op]:
        return [{"op": "resist", "amount": int(items[0]), "types": ["triggering"]}]

    def v_regain_power(self, items: list[Any]) -> list[Op]:
        # "regain the use of an expended encounter power": of that kind, when said (and an
        # attack power when said so)
        kind = next((i[1] for i in items if isinstance(i, tuple)), None)
        said = {"power_kind": kind} if kind else {}
        attack = next((i for i in items if isinstance(i, dict)), {})  # regained_power
        return [{"op": "recharge", "what": "power", **said, **attack}]

    def attack_power_said(self, _: list[Any]) -> dict[str, bool]:
        return {"attack_power": True}

    def any_power_said(self, _: list[Any]) -> dict[str, bool]:
        return {}

    def v_regain_this_power(self, _: list[Any]) -> list[Op]:
        return [{"op": "recharge", "what": "power", "which": "this"}]

    def v_regain_triggering_power(self, _: list[Any]) -> list[Op]:
        return [{"op": "recharge", "what": "power", "which": "triggering"}]

    def v_temp_hp(self, items: list[Token]) -> list[Op]:
        return [{"op": "temp_hp", "amount": number(items[0])}]

    def v_temp_hp_equal(self, items: list[Any]) -> list[Op]:
        return [{"op": "temp_hp", "amount": self._find(items, Amount).value}]

    def v_heal(self, items: list[Any]) -> list[Op]:
        amount = self._find(items, Amount)
        assert amount is not None  # (said, or as_if_surge's: whose surge value)
        return [{"op": "heal", "amount": amount.value}]

    def v_heal_fixed(self, items: list[Token]) -> list[Op]:
        return [{"op": "heal", "amount": number(items[0])}]

    def v_concealment(self, _: list[Any]) -> list[Op]:
        return [{"op": "concealment", "total": False}]

    def v_total_concealment(self, _: list[Any]) -> list[Op]:
        return [{"op": "concealment", "total": True}]

    def v_cover(self, _: list[Any]) -> list[Op]:
        return [{"op": "cover", "superior": False}]

    def v_superior_cover(self, _: list[Any]) -> list[Op]:
        return [{"op": "cover", "superior": True}]

    def v_vulnerable(self, items: list[Any]) -> list[Op]:
        types = self._find(items, list) or ["all"]
        return [{"op": "vulnerable", "amount": int(items[0]), "types": types}]

    def v_resist_equal(self, items: list[Any]) -> list[Op]:
        types = self._find(items, list) or ["all"]
        return [{"op": "resist", "amount": self._find(items, Amount).value, "types": types}]

    def v_resist_triggering_equal(self, items: list[Any]) -> list[Op]:
        amount = self._find(items, Amount).value
        return [{"op": "resist", "amount": amount, "types": ["triggering"]}]

    def v_no_grant_ca(self, items: list[Any]) -> list[Op]:
        # "You do not grant combat advantage to the triggering enemy"
        to = self._find(items, Who)
        # ("creatures flanking you": whom, with its filters; never every creature)
        return [{"op": "prevent", "what": "grant_combat_advantage", **ref("against", to, "all")}]

    def v_no_provoke(self, _: list[Any]) -> list[Op]:
        return [{"op": "prevent", "what": "provoke_opportunity_attacks"}]

    def v_condition_to(self, items: list[Any]) -> list[Op]:
        # "You become invisible to the triggering enemy"
        return [{"op": "condition", "condition": str(items[0]), **ref("to", items[1])}]

    def v_swap(self, items: list[Any]) -> list[Op]:
        # "You swap places with the target"
        return [{"op": "swap", **ref("with", items[0]), "teleport": False}]

    def v_fly(self, items: list[Any]) -> list[Op]:
        return self._movement("fly", items)

    def v_surge(self, _: list[Any]) -> list[Op]:
        return [{"op": "surge", "amount": own_surge_value()}]  # (the spender's own)

    def v_surges(self, items: list[Any]) -> list[Op]:
        # "spend two healing surges": each one spent, as "spend a healing surge" is
        return [op for _ in range(int(items[-1])) for op in self.v_surge(items)]

    def v_surges_one_or(self, items: list[Any]) -> list[Op]:
        # "spend one or two healing surges": one surge, or that many (the spender's choice)
        options = [self.v_surges([count]) for count in range(1, int(items[-1]) + 1)]
        return [{"op": "choice", "of": "ops", "options": options}]

    def v_condition(self, items: list[Any]) -> list[Op]:
        ops: list[Op] = [{"op": "condition", "condition": c} for c in items[0]]
        if isinstance(items[0], OneOf):  # "is dazed or slowed": one of them, not both
            return [{"op": "choice", "of": "ops", "options": [[op] for op in ops]}]
        return ops

    def v_condition_instead(self, items: list[Any]) -> list[Op]:
        # "it is instead stunned": in place of the condition said before (kept)
        return [{**op, "instead": True} for op in self.v_condition(items)]

    def v_prone(self, _: list[Any]) -> list[Op]:
        return [{"op": "condition", "condition": "prone"}]

    def v_prone_and(self, items: list[Any]) -> list[Op]:
        return [*self.v_prone([]), *self.v_condition(items)]  # "knocked prone and slowed"

    def v_surge_and_regain(self, items: list[Any]) -> list[Op]:
        # "spend a healing surge and regain additional hit points equal to X": the surge's
        # value and X more, as the two clauses the splitter makes of it read
        amount = self._find(items, Amount)
        assert amount is not None  # (the rule ends with its amount)
        return [*self.v_surge(items), {"op": "heal", "amount": amount.value}]

    def v_surge_to_regain(self, items: list[Any]) -> list[Op]:
        # "spend a healing surge to regain hit points equal to your bloodied value": the
        # surge heals that much, not its value
        amount = self._find(items, Amount)
        return [{"op": "surge", "amount": amount.value if amount else own_surge_value()}]

    def v_heal_surge_plus(self, items: list[Any]) -> list[Op]:
        # "... as if you had spent a healing surge, plus 2d6 additional hit points"
        amount = self._find(items, Amount)
        assert amount is not None  # (as_if_surge's: whose surge value)
        return [{"op": "heal", "amount": amount.value, "plus": number(items[-1])}]

    def v_condition_from(self, items: list[Any]) -> list[Op]:
        # "You become hidden from the enemy": from whom
        return [{"op": "condition", "condition": str(items[0]), **ref("from", items[1])}]

    def v_add_modifier(self, items: list[Any]) -> list[Op]:
        # "add your Wisdom modifier to the saving throw": a bonus of that amount
        ability = next(str(i).lower() for i in items if isinstance(i, Token))
        extra = {k: v for k, v in (i for i in items if isinstance(i, tuple)) if v is not None}
        return [
            {"op": "bonus", **stat.said(), "value": f"{ability} modifier", **extra}
            for stat in self._stats(items)
        ]

    def v_condition_by(self, items: list[Any]) -> list[Op]:
        # "is dominated by you": each condition, and who imposes it
        ops = self.v_condition(items[:1])
        for op in each_op(ops):
            if op["op"] == "condition":
                op.update(ref("by", items[1]))
        return ops

    def v_unconscious(self, _: list[Any]) -> list[Op]:
        return [{"op": "condition", "condition": "unconscious"}]  # "falls unconscious"

    def v_knock_prone(self, items: list[Any]) -> list[Op]:
        return [{"op": "condition", "condition": "prone", **ref("target", items[0])}]

    def v_impose_condition(self, items: list[Any]) -> list[Op]:
        # "You slow the target": the condition the verb names, on whom it names
        return [{"op": "condition", "condition": str(items[0]), **ref("target", items[1])}]

    def v_grant_ca(self, items: list[Any]) -> list[Op]:
        to = self._find(items, Who)
        return [{"op": "combat_advantage", **ref("to", to, "all")}]

    def v_pushed(self, items: list[Any]) -> list[Op]:
        # "is pulled 3 squares (and dazed)": the movement the word names
        ops: list[Op] = [
            {"op": items[0], "distance": self._find(items, Distance).value, "by": None}
        ]
        return [*ops, *(self.v_condition(items[2:]) if len(items) > 2 else [])]

    def v_save(self, items: list[Any]) -> list[Op]:
        said: dict[str, Any] = dict(i for i in items if isinstance(i, tuple))
        against = {"against": said["save_against"]} if "save_against" in said else {}
        bonus, kind = said.get("save_bonus", (0, None))
        return [{"op": "save", "bonus": bonus, **against, **({"bonus_type": kind} if kind else {})}]

    def v_add_to_roll(self, items: list[Any]) -> list[Op]:
        # "Add 4 to AC against the attack": what follows the stats kept (it was dropped)
        value = str(items[0]) if items[0].type == "DICE" else int(items[0])
        extra = {k: v for k, v in (i for i in items if isinstance(i, tuple)) if v is not None}
        return [
            {"op": "bonus", **stat.said(), "value": value, **extra} for stat in self._stats(items)
        ]

    def v_deal(self, items: list[Any]) -> list[Op]:
        ops: list[Op] = items[0]
        who = self._find(items, Who)
        for op in ops:
            # to whom, and who deals it: the clause's subject (EffectIR._apply)
            op.update(target=None, by=None)
            if who is not None:
                put(op, "target", who)
        return ops

    def v_lose_surge(self, _: list[Any]) -> list[Op]:
        return [{"op": "surge_loss", "amount": 1}]

    def v_surge_for_nothing(self, _: list[Any]) -> list[Op]:
        # "spend a healing surge but regain no hit points": spent, not lost, healing 0
        return [{"op": "surge", "amount": 0}]

    def v_skill_check(self, items: list[Any]) -> list[Op]:
        skills: list[str] = items[0]
        return [{"op": "skill_check", "skill": skills[0] if len(skills) == 1 else skills}]

    def v_skill_swap(self, items: list[Any]) -> list[Op]:
        # "You make an Arcana check in place of the Bluff or Diplomacy check"
        ops = self.v_skill_check(items)
        replaced = items[1] if len(items) > 1 else "initiative"
        if isinstance(replaced, list) and len(replaced) == 1:
            replaced = replaced[0]
        ops[0]["instead_of"] = replaced if isinstance(replaced, list) else str(replaced)
        return ops

    def swapped_checks(self, items: list[Any]) -> list[str]:
        # the checks a check stands for, each by its skill (or ability, or initiative)
        names = (item if isinstance(item, list) else [item] for item in items)
        return [str(name) for said in names for name in said]

    def any_skill_check(self, _: list[Any]) -> list[str]:
        return ["skill"]  # "in place of any skill check"

    def initiative_word(self, _: list[Any]) -> str:
        return "initiative"

    def keeping(self, items: list[str]) -> tuple[str, str]:
        return ("keep", items[0])

    def v_end_effect(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_effect", "what": "save_can_end"}]

    def v_reroll(self, items: list[Any]) -> list[Op]:
        # "reroll the Athletics or Acrobatics check": the skills named are kept; "...,
        # using the higher of the two results": which result is kept (kept_result)
        what = items[0] if items else "roll"
        kept = getattr(what, "keep", None)
        skills = getattr(what, "skills", ())
        rolls = getattr(what, "rolls", ())
        return [
            {
                "op": "reroll",
                "what": str(what),
                **({"rolls": list(rolls)} if rolls else {}),
                **({"skills": list(skills)} if skills else {}),
                **({"keep": kept} if kept else {}),
            }
        ]

    def v_mark(self, items: list[Any]) -> list[Op]:
        # "The ally can mark the target": marked by the subject (filled in by who says it)
        return [{"op": "condition", "condition": "marked", **ref("target", items[0]), "by": None}]

    def v_marked(self, items: list[Any]) -> list[Op]:
        # "is marked by an ally within 5 squares of you": who marks it, with what is said of
        # that creature (its filters were dropped: any ally)
        by = self._find(items, Who)
        return [{"op": "condition", "condition": "marked", **ref("by", by, "self")}]

    def v_lose_hp(self, items: list[Any]) -> list[Op]:
        # "You lose 5 hit points": hit points lost, not damage taken
        amount = self._find(items, Amount)
        return [{"op": "lose_hp", "amount": amount.value if amount else number(items[0])}]

    def v_reroll_initiative(self, _: list[Any]) -> list[Op]:
        return [{"op": "reroll", "what": "initiative"}]  # "roll initiative again"

    def v_power_points(self, items: list[Token]) -> list[Op]:
        return [{"op": "power_points", "amount": int(items[0])}]

    def v_curse(self, items: list[Any]) -> list[Op]:
        # "You place your Warlock's Curse on the target": a class feature's curse
        return [
            {"op": "curse", "curse": str(items[0]).removesuffix("'s"), **ref("target", items[1])}
        ]

    def v_quarry(self, items: list[Any]) -> list[Op]:
        return [{"op": "quarry", **ref("target", items[0])}]  # "designate ... as your quarry"

    def v_not_condition(self, items: list[Token]) -> list[Op]:
        # "You are not surprised": the condition does not hold (or ends)
        return [{"op": "end_condition", "condition": str(items[0])}]

    def v_sanction(self, _: list[Any]) -> list[Op]:
        # "The target is subject to your divine sanction": the paladin's mark
        return [{"op": "condition", "condition": "marked", "by": "self", "via": "divine_sanction"}]

    def v_ignore(self, _: list[Any]) -> list[Op]:
        return [{"op": "ignore", "what": "triggering"}]  # "You ignore the triggering effect"

    def v_negate_forced(self, _: list[Any]) -> list[Op]:
        return [{"op": "negate", "what": "forced_movement"}]  # "You negate the forced movement"

    def v_take_damage_instead(self, items: list[Any]) -> list[Op]:
        # "The target takes the damage from the triggering attack instead of you": the
        # subject takes the damage (it is filled in as the op's target)
        old = [item for item in items if isinstance(item, Who)]  # "... instead of you"
        return [{"op": "redirect", "what": "damage", **damage_from(items), **instead_of(old)}]

    def v_use_result(self, items: list[str]) -> list[Op]:
        # "and must use the second result": how a reroll is kept (which result)
        return [{"op": "keep_result", "which": items[0]}]

    def v_gain_ca(self, items: list[Any]) -> list[Op]:
        return [{"op": "combat_advantage", "gains": True}]

    def v_removed(self, _: list[Any]) -> list[Op]:
        return [{"op": "condition", "condition": "removed_from_play"}]

    def v_redirect(self, items: list[Any]) -> list[Op]:
        # "You become the target of the triggering attack", "The ally is hit by the attack
        # instead of you" (whom it was to hit, kept)
        old = [item for item in items if isinstance(item, Who)]
        return [{"op": "redirect", **instead_of(old)}]  # to whom: the subject, its target

    def v_negate(self, _: list[Any]) -> list[Op]:
        return [{"op": "negate", "what": "attack"}]

    def v_end_mark(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_condition", "condition": "marked"}]

    def v_end_conditions(self, items: list[Any]) -> list[Op]:
        # "You are no longer dazed, grabbed, or slowed."
        return [{"op": "end_condition", "condition": c} for c in items[0]]

    def v_roll(self, items: list[Token]) -> list[Op]:
        # "Roll a d6.": the sentences after it say what the result does
        return [{"op": "roll", "die": str(items[0])}]

    def v_end_triggering(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_effect", "what": "triggering"}]  # "You end the triggering effect."

    def v_prevent_list(self, items: list[str | Op]) -> list[Op]:
        # "can't pick up or manipulate objects": a word, or an op with what is said of it
        ops = [{"op": "prevent", "what": i} if isinstance(i, str) else i for i in items]
        # "can't attack or see you": whom the attack is against may be the "you" at the end,
        # which a reading of one list item at a time would drop
        named = [any(op.get(k) for k in _WHOM) for op in ops]
        if any(op.get("against", 0) is None and any(named[i + 1 :]) for i, op in enumerate(ops)):
            return [{"op": "unparsed"}]
        return ops

    def p_attack(self, items: list[Any]) -> Op:
        return self.v_no_attack(items)[0]  # "can't attack (the enemy)"

    def p_moved(self, items: list[str]) -> Op:
        # "can't be pushed": that forced movement is prevented (`kind`: push, pull, slide)
        return {"op": "prevent", "what": "forced_movement", "kind": items[0]}

    def p_see(self, items: list[Any]) -> Op:
        return {"op": "prevent", "what": "see", **ref("of", items[0])}  # "cannot see you"

    def p_target(self, items: list[Any]) -> Op:
        return {"op": "prevent", "what": "target", **ref("of", items[0])}  # "cannot target you"

    def p_benefit(self, items: list[str]) -> Op:
        # "cannot benefit from concealment or cover"
        return {"op": "prevent", "what": "benefit", "from": items}

    def p_use_power(self, items: list[Any]) -> Op:
        # "can't use daily attack powers": what the powers are (as a power used says it)
        used = self.v_use_power(items)[0]
        if used["op"] == "unparsed":
            return used
        return {"op": "prevent", "what": "use_power", "power": used["power"]}

    def p_move(self, items: list[Any]) -> Op:
        # "can't move (closer to you)"
        closer = ref("closer_to", items[0]) if items else {}
        return {"op": "prevent", "what": "move", **closer}

    def p_critical(self, _: list[Any]) -> Op:
        return {"op": "prevent", "what": "critical_hit"}  # "can't score a critical hit"

    def v_grab(self, items: list[Any]) -> list[Op]:
        # "You grab the target": the target is grabbed by the subject
        return [{"op": "condition", "condition": "grabbed", **ref("target", items[0]), "by": None}]

    def v_score_critical(self, items: list[Any]) -> list[Op]:
        # "You instead score a critical hit against the target": the hit is a critical hit
        against = self._find(items, Who)
        return [
            {
                "op": "critical_hit",
                "critical": True,
                **(ref("against", against) if against else {}),
            }
        ]

    def v_no_death(self, _: list[Any]) -> list[Op]:
        return [{"op": "prevent", "what": "death"}]  # "The target does not die."

    def v_not_moved(self, items: list[str]) -> list[Op]:
        # "You are not pulled, pushed, slid, or knocked prone.": neither happens
        ops: list[Op] = []
        if any(i != "prone" for i in items):
            ops.append({"op": "negate", "what": "forced_movement"})
        if "prone" in items:
            ops.append({"op": "negate", "what": "prone"})
        return ops

    def v_surge_gain(self, items: list[Token]) -> list[Op]:
        # "you gain a healing surge": one more healing surge for the day
        count = next((int(i) for i in items if isinstance(i, Token)), 1)
        return [{"op": "surge_gain", "amount": count}]

    def v_two_surges_gain(self, _: list[Any]) -> list[Op]:
        return [{"op": "surge_gain", "amount": 2}]

    def v_lose_all_surges(self, _: list[Any]) -> list[Op]:
        return [{"op": "surge_loss", "amount": "all"}]

    def v_reroll_again(self, _: list[Any]) -> list[Op]:
        # "makes the knowledge check again": a reroll of it
        return [{"op": "reroll", "what": "roll", "rolls": ["knowledge_check"]}]

    def v_escape(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_condition", "condition": "grabbed"}]  # "You escape the grab"

    # -- resistances, vulnerabilities, immunities ----------------------------------------
    def v_resistances_equal(self, items: list[Any]) -> list[Op]:
        # "necrotic resistance and radiant vulnerability equal to 5 + your level"
        amount = self._find(items, Amount).value
        kinds = [i for i in items if isinstance(i, tuple)]
        return [{"op": op, "amount": amount, "types": types} for op, types in kinds]

    def rk_resist(self, items: list[list[str]]) -> tuple[str, list[str]]:
        return ("resist", items[0])

    def rk_vulnerable(self, items: list[list[str]]) -> tuple[str, list[str]]:
        return ("vulnerable", items[0])

    def v_resist_chosen(self, items: list[Any]) -> list[Op]:
        # "resist 5 to a damage type of your choice: acid or fire": one of them, the user's pick
        options = [[{"op": "resist", "amount": int(items[0]), "types": [t]}] for t in items[-1]]
        return [{"op": "choice", "of": "ops", "options": options}]

    def v_immune(self, items: list[Any]) -> list[Op]:
        # "is immune to fear and poison"; "to the dazed condition"; "to effects that daze you"
        said = items[-1] if isinstance(items[-1], list) else [str(i).lower() for i in items]
        return [{"op": "immune", "to": said}]

    def immunity_list(self, items: list[Token]) -> list[str]:
        return [str(i).lower() for i in items]

    # -- rolling twice, speeds ------------------------------------------------------------
    def v_roll_twice(self, items: list[Any]) -> list[Op]:
        # "roll a d20 twice", "roll damage twice", "make two damage rolls for the attack"
        op: Op = {"op": "roll_twice", "what": items[0]}
        stats = self._stats(items)
        if stats:
            op["for"] = [str(s) for s in stats]
        return [op]

    def tw_die(self, items: list[Token]) -> str:
        return str(items[0])  # "d20"

    def v_speed_mode(self, items: list[Any]) -> list[Op]:
        # "gain a fly speed equal to your speed", "has a climb speed of 4"
        distance = self._find(items, Distance)
        speed = distance.value if distance else int(items[-1])
        return [{"op": "speed_mode", "mode": items[0], "speed": speed}]

    def v_hover(self, _: list[Any]) -> list[Op]:
        return [{"op": "speed_mode", "mode": "hover"}]  # "you can hover" (while flying)

    # -- zones and conjurations moved, sustained -------------------------------------------
    def v_pushed_prone(self, items: list[Any]) -> list[Op]:
        # "is pushed 2 squares and knocked prone": the movement, then prone
        moved: list[Op] = [
            {"op": items[0], "distance": self._find(items, Distance).value, "by": None}
        ]
        return [*moved, {"op": "condition", "condition": "prone"}]

    def v_move_placed(self, items: list[Any]) -> list[Op]:
        # "you can move the zone 3 squares": what the power placed, moved by the user
        return [{"op": "move_placed", "what": items[0], "distance": items[-1].value}]

    def v_sustain(self, items: list[Any]) -> list[Op]:
        return [{"op": "sustain", "what": items[0]}]  # "sustain the zone"

    # -- what is lost, regeneration -------------------------------------------------------
    def v_lose_quality(self, items: list[str]) -> list[Op]:
        return [{"op": "lose", "what": what} for what in items]  # "loses concealment"

    def lq_resistance(self, items: list[Any]) -> str:
        return f"resistance {' '.join(items[0])}" if items else "resistance"

    def v_regeneration(self, items: list[Any]) -> list[Op]:
        amount = self._find(items, Amount)
        return [{"op": "regeneration", "amount": amount.value if amount else int(items[0])}]

    def v_set_roll(self, items: list[Any]) -> list[Op]:
        # "Treat the check as if you had rolled a natural 20"
        natural, value = items[-1]
        stat = self._stats(items)[0]
        op: Op = {"op": "set_roll", "stat": str(stat), "value": value, "natural": natural}
        if stat.skills:
            op["skills"] = list(stat.skills)  # "the Athletics check"
        return [op]

    def ar_plain(self, items: list[Token]) -> tuple[bool, int]:
        return (False, int(items[0]))

    def ar_natural(self, items: list[Token]) -> tuple[bool, int]:
        return (True, int(items[0]))

    def v_disappear(self, _: list[Any]) -> list[Op]:
        return [{"op": "disappear"}]  # "The target disappears": out of play while it lasts

    def v_reappear(self, items: list[Any]) -> list[Op]:
        # "you reappear in an unoccupied square within 5 squares of you"
        where = next((i for i in items if isinstance(i, dict)), {})
        return [{"op": "reappear", **where}]

    def rp_chosen(self, _: list[Any]) -> dict[str, Any]:
        return {"chosen": True}  # "... of your choice"

    def v_set_hp(self, items: list[Token]) -> list[Op]:
        return [{"op": "set_hp", "value": int(items[0])}]  # "drops to 0 hit points"

    def v_no_falling_damage(self, _: list[Any]) -> list[Op]:
        return [{"op": "negate", "what": "falling_damage"}]  # "You take no falling damage"

    def v_gain_choice(self, _: list[Any]) -> list[Op]:
        # "The ally gains one of the following benefits.": the options are the lines after
        # it; who gains it is the op's target (a plain choice names no one)
        return [{"op": "gain_choice", "of": "following"}]

    def v_gain_your_choice(self, _: list[Any]) -> list[Op]:
        return [{"op": "gain_choice", "of": "following", "chosen_by": "self"}]  # "of your choice"
