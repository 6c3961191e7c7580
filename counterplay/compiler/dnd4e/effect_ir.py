"""Hit / Miss / Effect text (``grammar/dnd4e/effect_en.lark``) to effect ops of DESIGN.md.

A text is cut into sentences, and a sentence into clauses where a new subject starts
(", and the target is dazed", "; you shift 1 square"); each clause is parsed on its own.
A clause the grammar reads becomes one or more ops (``damage``, ``condition``, ``push``,
``bonus`` ...); one it cannot read stays an ``unparsed`` op with its text and a P002
diagnostic (info) at the first word not read. A duration written once in front of a
sentence ("Until the end of your next turn, ...") applies to each of its clauses.

Who an op applies to is said in the game's words: ``target`` (the power's target),
``triggering`` (the creature that triggered it), ``self``, ``ally``, ``self_or_ally``,
``enemies``, ``allies``, ``creatures``.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, Tree

Op = dict[str, Any]

# Sentence ends: a period followed by space and a capital letter or "(", or the end.
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")
# Clause starts inside a sentence: ", and" / ";" / " and" before a new subject, and a
# comma right after a leading damage expression ("2[W] + Strength modifier damage, and").
_CLAUSE = re.compile(
    # ("... to you and your allies until ...": one list of people, not a new subject)
    r"(?:,\s+and\s+|;\s+|,\s+then\s+|(?<!\bto\syou)\s+and\s+|,\s+but\s+)"
    r"(?=(?:the|you|your|each|one|that|it|all|any|every|enemies|allies|this)\b)",
    re.IGNORECASE,
)


def sentences(text: str) -> list[str]:
    """``text`` cut into sentences."""
    return [s.strip() for s in _SENTENCE.split(text.strip()) if s.strip()]


# A second verb phrase of the same subject ("You shift 1 square and gain combat
# advantage", "it is dazed and takes 5 damage", "is slowed, cannot shift"): a clause of
# its own, whose subject is the one before it (compiler.to_ir carries it over).
_VERB_AND = re.compile(
    r"(?:,\s+and\s+then\s+|,\s+and\s+|\s+and\s+then\s+|\s+and\s+|,\s+then\s+)"
    r"(?=(?:also\s+|then\s+)?(?:takes?|gains?|regains?|is|are|can|cannot|can't|must|makes?"
    r"|shifts?|moves?|teleports?|push(?:es)?|pulls?|slides?|knocks?|falls?|becomes?|grants?"
    r"|deals?|spends?|stands?|loses?|rerolls?|uses?|marks?|ends?)\b)"
    # after a bare comma only words that are no nouns ("any pull, push, or slide")
    r"|,\s+(?=(?:takes?|gains?|regains?|is|are|can|cannot|can't|must|makes?|shifts|teleports?"
    r"|pushes|pulls|slides|knocks?|falls|becomes?|grants?|deals?|spends?|loses?)\b)"
    # "but" before a second verb phrase ("but must use the second result"; not "spend a
    # healing surge but regain no hit points", which is one thing)
    r"|,?\s+but\s+(?=(?:must|can|cannot|can't|is|are|takes?|gains?)\b)"
    # a second bonus of the same verb: "gain a +2 bonus to attack rolls and a +4 bonus to ..."
    r"|(?:,\s+and\s+|\s+and\s+|,\s+)(?=an?\s+[+-]\d+\s)",
    re.IGNORECASE,
)
# Sentences opening with a condition, a time or a link word: an "and" or a comma before the
# first comma is part of it ("If the attack hits and deals damage, ...", "Then, shift").
_SUBORDINATE = re.compile(
    r"(?:if|when|whenever|while|once|after|before|until|unless|at|in|then|on|as|instead"
    r"|additionally|also|otherwise|however|for|during)\b",
    re.IGNORECASE,
)


def _verb_parts(piece: str) -> list[str]:
    head = ""
    if _SUBORDINATE.match(piece) and "," in piece:
        head, _, piece = piece.partition(",")
        head += ","
    parts = [p.strip() for p in _VERB_AND.split(piece) if p.strip()]
    if head:
        parts[0] = f"{head} {parts[0]}" if parts else head
    return parts


def clause_groups(sentence: str) -> list[list[str]]:
    """A sentence cut into clauses where a new subject starts, each cut into its verb
    phrases; a duration written after the last verb phrase of a group ("... and is slowed
    (save ends both)") is the group's."""
    if standing_parts(sentence) is not None:
        # "Whenever ..., X and Y": X and Y both hang on the trigger; the sentence is cut
        # after its trigger is read (compiler.to_ir)
        return [[sentence.strip()]]
    pieces: list[str] = []
    parts = [c.strip() for c in _CLAUSE.split(sentence) if c.strip()]
    for index, piece in enumerate(parts):
        # "You and each ally ... gain", "In addition, you and your allies gain", "... to
        # you and the ally.": a part of one or two words is no clause but a list of people;
        # it belongs to the part after it when that says something (", and you and one
        # ally can teleport"), else to the part before it
        ahead = index + 1 < len(parts) and not _lone(parts[index + 1])
        if pieces and not _lone(piece) and _VERB.search(piece) is None:
            # "a bonus to attack rolls and the damage roll.", "... fills your space and all
            # squares within 5 squares of you": no verb, so no clause, but the list it ends
            pieces[-1] = f"{pieces[-1]} and {piece}"
        elif pieces and not _lone(pieces[-1]) and _lone(piece) and ahead and index > 0:
            pieces.append(piece)  # the next part joins it (below)
        elif pieces and (_lone(pieces[-1]) or _lone(piece)):
            pieces[-1] = f"{pieces[-1]} and {piece}"
        else:
            pieces.append(piece)
    return [_verb_parts(piece) for piece in pieces]


# A word that makes a part a clause (a verb of effect text); a part with none is the end of
# a list the part before it began. Words that are nouns as often ("roll", "target", "save",
# "mark") are left out: "... and the damage roll." names no act.
_VERB = re.compile(
    r"\b(?:is|are|was|were|be|been|can|cannot|can't|must|may|does|do|doesn't|don't|has|have"
    r"|takes?|gains?|regains?|makes?|shifts?|moves?|teleports?|push(?:es)?|pulls?|slides?"
    r"|knocks?|falls?|becomes?|grants?|deals?|spends?|stands?|loses?|rerolls?|uses?"
    r"|ends?|attacks?|hits?|miss(?:es)?|repeats?|applies|apply|recharges?|fl(?:y|ies)"
    r"|disappears?|appears?|occupies|remains?|lasts?|ignores?|chooses?|swaps?"
    r"|resets?|dies|die|provokes?|returns?|expends?|increases?|decreases?|treats?"
    r"|receives?|gets?|heals?|reduces?|sees?|knows?|reveals?|suffers?|succeeds?"
    r"|fails?|adds?|subtracts?|shares?|emits?|sheds?|fills?|radiates?"
    r"|creates?|summons?|spreads?|affects?|enters?|leaves?)\b",
    re.IGNORECASE,
)
_PEOPLE = re.compile(r"(?:you|yourself|it|(?:the|that|each|one|your|all|any|an?) \w+)\.?", re.I)


def _lone(piece: str) -> bool:
    """Whether a part (after a lead ending in a comma) names people and says nothing."""
    return _PEOPLE.fullmatch(piece.rpartition(", ")[2]) is not None


# A standing trigger inside an effect: "(Until the end of the encounter,) whenever you hit
# the target with an attack, you deal extra damage ...". The part between "whenever" and
# the comma is a trigger sentence (grammar/dnd4e/trigger_en.lark), the rest is effect clauses.
_STANDING = re.compile(
    r"(?:(?P<lead>[^,]+),\s+)?(?:when|whenever|each\s+time)\s+(?P<trigger>[^,]+),\s+(?P<rest>.+)",
    re.IGNORECASE,
)
# How long a standing trigger stands, by its lead (none: as long as the power's effect)
_STANDING_LEADS = {
    None: None,
    "in addition": None,
    "until the end of the encounter": "encounter",
    "until the end of your next turn": "end_of_next_turn",
    "until the start of your next turn": "start_of_next_turn",
    "until the stance ends": "stance",
    "while in this stance": "stance",
}


def standing_parts(clause: str) -> tuple[str | None, str, str] | None:
    """(duration, trigger text, rest) of a clause that sets up a standing trigger, or None."""
    found = _STANDING.fullmatch(clause.strip())
    if found is None:
        return None
    lead = found["lead"].lower() if found["lead"] else None
    if lead not in _STANDING_LEADS:
        return None
    return _STANDING_LEADS[lead], found["trigger"], found["rest"]


# Words of the grammar -> values of the ops.
_DURATIONS = (
    "end_of_next_turn",
    "end_of_turn",
    "start_of_next_turn",
    "encounter",
    "end_of_target_next_turn",
    "start_of_target_next_turn",
    "end_of_attack",
    "stance",
    "end_of_target_turn",
)
_STATS = {
    "s_attack": "attack",
    "s_damage": "damage",
    "s_ac": "ac",
    "s_fortitude": "fortitude",
    "s_reflex": "reflex",
    "s_will": "will",
    "s_defenses": "defenses",
    "s_saves": "saving_throws",
    "s_speed": "speed",
    "s_initiative": "initiative",
    "s_skill": "skill_checks",
    "s_roll": "roll",
    "s_targeted_defense": "targeted_defense",
    "s_ability_check": "ability_checks",
    "s_check": "check",
}
_WHO = {
    "w_target": "target",
    "w_triggering": "triggering",
    "w_triggering_ally": "triggering",
    "w_ally": "ally",
    "w_self": "self",
    "w_self_or_ally": "self_or_ally",
    "w_enemies": "enemies",
    "w_allies": "allies",
    "w_creatures": "creatures",
    "w_spirit_companion": "spirit_companion",
    "w_other_targets": "other_targets",
    "w_other_target": "other_target",
    "w_familiar": "familiar",
    "w_beast_companion": "beast_companion",
}


# ops whose subject is who does them ("who"); for the others the subject is the target
_DOER_OPS: tuple[str, ...] = (
    "skill_check",
    "shift",
    "move",
    "teleport",
    "basic_attack",
    "charge",
    "attack",
    "reroll",
    "keep_result",
    "stand",
    "negate",
    "second_wind",
    "action_point",
    "end_move",
    "save",
    "fly",
    "roll",
    "swap",
    "lose_action",
    "add_target",
    "power_points",
    "ignore",
    "end_position",
)
# ops with no one to apply to: the triggering attack itself
_NO_ONE_OPS: tuple[str, ...] = (
    "force_miss",
    "none",
    "end_effect",
    "choice",
    "not_expended",
    "equals",
    "zone",
    "lasts",
    "aura",
)


# ops that last: a duration written once for the sentence applies to them
LASTING = (
    "condition",
    "bonus",
    "penalty",
    "resist",
    "combat_advantage",
    "prevent",
    "concealment",
    "cover",
    "vulnerable",
    "ignore",
)


# Rules that stand for one word of the ops ("knocked prone" -> "prone").
_WORDS = {
    "cond_prone": "prone",
    "cond_marked": "marked",
    "st_bloodied": "bloodied",
    "st_marked": "marked",
    "st_prone": "prone",
    "melee": "melee",
    "ranged": "ranged",
    "f_push": "push",
    "f_pull": "pull",
    "f_slide": "slide",
    "reroll_what": "roll",
    "against_attack": "triggering_attack",
    "against_attacks": "attacks",
    "p_shift": "shift",
    "p_teleport": "teleport",
    "p_charge": "charge",
    "p_opportunity_attack": "opportunity_attack",
    "p_actions": "actions",
    "p_heal": "heal",
    "l_bonus": "bonus",
    "l_penalty": "penalty",
    "l_mark": "mark",
    "l_zone": "zone",
    "l_invisibility": "invisibility",
    "l_conjuration": "conjuration",
    "l_effect": "effect",
    "l_ability": "ability",
    "l_benefit": "benefit",
    "a_standard": "standard",
    "a_move": "move",
    "a_minor": "minor",
    "a_free": "free",
    "e_attack": "attack",
    "e_hit": "hit",
    "e_hit_by_attack": "hit_by_attack",
    "e_damaged": "damaged",
}
# Conditions read as one word of the op's "if" ("If you save," -> "success").
_IFS = {
    "if_success": "success",
    "if_failure": "failure",
    "if_even": "even_roll",
    "if_odd": "odd_roll",
    "if_self_target": "self_target",
    "if_ally_target": "ally_target",
    "if_milestone": "milestone",
}
# Rules that add nothing to the ops (a bonus's type, "as a free action", ...).
_SAY_NOTHING = frozenset(
    {"bt", "half_from", "lead_plain", "people_post", "save_against", "tail_plain"}
)


def _number(token: Token) -> int | str:
    """An INT as a number, dice ("3d6") as written."""
    return int(token) if token.type == "INT" else str(token)


class _Who(str):
    """Who a clause is about (a marker type, so it is told apart from other strings)."""


class _Duration(str):
    """How long an op lasts."""


class _DurationOr(_Duration):
    """A duration with a second way to end: "until the end of your next turn or until you
    attack" (``or_until``: attack, hit, hit_by_attack, damaged, drop_to_0)."""

    or_until = ""


class _Stat(str):
    """A rolled number a bonus or penalty applies to."""


class _Distance:
    def __init__(self, value: int | str) -> None:
        self.value = value


class _Amount:
    def __init__(self, value: int | str) -> None:
        self.value = value


class EffectIR(Transformer[Token, list[Op]]):
    """One method per aliased rule of ``grammar/dnd4e/effect_en.lark``; ``start`` gives the ops.

    ``subject`` is who a clause with no subject of its own is about (the subject of the
    clause before it in the sentence, "self" when none); after ``transform`` it holds the
    last subject the clause named, for the clause after it.
    """

    def __init__(self, subject: str = "self") -> None:
        super().__init__()
        self.subject = subject
        # whether an op took the subject of the clause before (the clause names none)
        self.borrowed = False

    def __default__(self, data: str, children: list[Any], meta: Any) -> Any:
        if data in _WHO:
            return _Who(_WHO[data])
        if data in _STATS:
            return _Stat(_STATS[data])
        if data in _DURATIONS:
            return _Duration(data)
        if data in _WORDS:
            return _WORDS[data]
        if data in _IFS:
            return ("if", _IFS[data])
        if data in _SAY_NOTHING:
            return None
        return super().__default__(data, children, meta)  # type: ignore[no-untyped-call]

    # -- numbers --------------------------------------------------------------------------
    def dice(self, items: list[Token]) -> tuple[str, Any]:
        return ("dice", str(items[0]))

    def weapon_dice(self, items: list[Token]) -> tuple[str, Any]:
        multiplier = str(items[0]).split("[")[0]
        return ("weapon", int(multiplier) if multiplier else 1)

    def flat(self, items: list[Token]) -> tuple[str, Any]:
        return ("bonus", int(items[0]))

    def ability(self, items: list[Token]) -> tuple[str, Any]:
        # "Strength or Intelligence modifier": the user picks one in play
        return ("ability", str(items[0]) if len(items) == 1 else [str(i) for i in items])

    def dmg_sum(self, items: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {"dice": None, "weapon": None, "ability": None, "bonus": 0}
        for key, value in items:
            if key == "bonus":
                out["bonus"] += value
            elif out[key] is None:
                out[key] = value
            elif key == "ability" and isinstance(value, str):
                # "+ Strength modifier + Constitution modifier": both are added
                out.setdefault("plus_abilities", []).append(value)
            else:  # a second term of the same kind is not something the op can say
                out.setdefault("more", []).append(value)
        return out

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
        duration = next((i for i in items if isinstance(i, _Duration)), None)
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

    def amount(self, items: list[Any]) -> _Amount:
        if len(items) == 1:
            return items[0]  # type: ignore[no-any-return]
        return _Amount("formula")

    def a_int(self, items: list[Token]) -> _Amount:
        return _Amount(int(items[0]))

    def a_ability(self, items: list[Token]) -> _Amount:
        return _Amount(f"{items[-1]} modifier")

    def a_surge(self, _: list[Any]) -> _Amount:
        return _Amount("healing surge value")

    def a_formula(self, _: list[Any]) -> _Amount:
        return _Amount("formula")

    def dist_int(self, items: list[Token]) -> _Distance:
        return _Distance(int(items[0]))

    def dist_speed(self, _: list[Any]) -> _Distance:
        return _Distance("speed")

    def dist_half_speed(self, _: list[Any]) -> _Distance:
        return _Distance("half speed")

    def dist_formula(self, _: list[Any]) -> _Distance:
        return _Distance("formula")

    def save_ends(self, _: list[Any]) -> _Duration:
        return _Duration("save_ends")

    def duration(self, items: list[Any]) -> _Duration:
        return items[0]  # type: ignore[no-any-return]

    # -- helpers ------------------------------------------------------------------------
    @staticmethod
    def _find(items: list[Any], kind: type) -> Any:
        return next((i for i in items if isinstance(i, kind)), None)

    @staticmethod
    def _stats(items: list[Any]) -> list[str]:
        found = [str(i) for i in items if isinstance(i, _Stat)]
        for item in items:
            if isinstance(item, list):
                found.extend(str(i) for i in item if isinstance(i, _Stat))
        return found

    def s_kind_attack(self, items: list[str]) -> _Stat:
        return _Stat(f"{items[0]}_attack")  # "melee attack rolls": melee_attack

    def s_kind_damage(self, items: list[str]) -> _Stat:
        return _Stat(f"{items[0]}_damage")

    def stats(self, items: list[_Stat]) -> list[_Stat]:
        return items

    def cond_list(self, items: list[str]) -> list[str]:
        return items

    def cond_word(self, items: list[Token]) -> str:
        return str(items[0])

    def stat_post(self, items: list[Any]) -> tuple[str, Any]:
        # "against the target" / "made against you"; "for the triggering attack"
        return ("against", str(items[0]) if items else "triggering_attack")

    def save_bonus(self, items: list[Any]) -> tuple[str, int | str]:
        amount = self._find(items, _Amount)
        return ("save_bonus", amount.value if amount else int(items[0]))

    # -- verb phrases: each returns ops whose "target"/"who" the clause fills in -----------
    def v_damage(self, items: list[Any]) -> list[Op]:
        return items[0]  # type: ignore[no-any-return]

    def v_half_damage(self, _: list[Any]) -> list[Op]:
        return [{"op": "resist", "amount": "half", "types": []}]

    def v_no_damage(self, items: list[Any]) -> list[Op]:
        # "You don't take the fire damage": only the damage of those types
        types = self._find(items, list)
        return [{"op": "negate", "what": "damage", **({"types": types} if types else {})}]

    def v_damage_equal(self, items: list[Any]) -> list[Op]:
        amount = self._find(items, _Amount)
        types = self._find(items, list) or []
        op: Op = {"op": "damage", "dice": None, "weapon": None, "ability": None, "bonus": 0}
        return [{**op, "amount": amount.value, "types": types, "ongoing": False}]

    damage_equal = v_damage_equal

    def v_no_attack(self, items: list[Any]) -> list[Op]:
        who = self._find(items, _Who)
        return [{"op": "prevent", "what": "attack", "against": str(who) if who else None}]

    def _modifier(self, op: str, items: list[Any]) -> list[Op]:
        signed = next((int(i) for i in items if isinstance(i, Token) and i.type == "SIGNED"), None)
        amount = self._find(items, _Amount)
        value = abs(signed) if signed is not None else (amount.value if amount else None)
        extra = {k: v for k, v in (i for i in items if isinstance(i, tuple)) if v is not None}
        return [{"op": op, "stat": stat, "value": value, **extra} for stat in self._stats(items)]

    def stat_encounter(self, _: list[Any]) -> tuple[str, Any]:
        return ("duration", _Duration("encounter"))  # "... during this encounter"

    def stat_until(self, items: list[Any]) -> tuple[str, Any]:
        # "your next attack roll made before the end of your next turn"
        return ("duration", items[0])

    def v_penalty(self, items: list[Any]) -> list[Op]:
        return self._modifier("penalty", items)

    def v_bonus(self, items: list[Any]) -> list[Op]:
        return self._modifier("bonus", items)

    def v_modifiers(self, items: list[list[Op]]) -> list[Op]:
        return [op for ops in items for op in ops]

    def v_resist(self, items: list[Any]) -> list[Op]:
        types = self._find(items, list) or ["all"]
        return [{"op": "resist", "amount": int(items[0]), "types": types}]

    def v_resist_triggering(self, items: list[Token]) -> list[Op]:
        return [{"op": "resist", "amount": int(items[0]), "types": ["triggering"]}]

    def v_regain_power(self, _: list[Any]) -> list[Op]:
        return [{"op": "recharge", "what": "power"}]

    def v_temp_hp(self, items: list[Token]) -> list[Op]:
        return [{"op": "temp_hp", "amount": _number(items[0])}]

    def v_temp_hp_equal(self, items: list[Any]) -> list[Op]:
        return [{"op": "temp_hp", "amount": self._find(items, _Amount).value}]

    def v_heal(self, items: list[Any]) -> list[Op]:
        amount = self._find(items, _Amount)
        return [{"op": "heal", "amount": amount.value if amount else "healing surge value"}]

    def v_heal_fixed(self, items: list[Token]) -> list[Op]:
        return [{"op": "heal", "amount": _number(items[0])}]

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
        return [{"op": "resist", "amount": self._find(items, _Amount).value, "types": types}]

    def v_resist_triggering_equal(self, items: list[Any]) -> list[Op]:
        amount = self._find(items, _Amount).value
        return [{"op": "resist", "amount": amount, "types": ["triggering"]}]

    def v_no_grant_ca(self, items: list[Any]) -> list[Op]:
        # "You do not grant combat advantage to the triggering enemy"
        to = self._find(items, _Who)
        return [{"op": "prevent", "what": "grant_combat_advantage", "against": to or "all"}]

    def v_no_provoke(self, _: list[Any]) -> list[Op]:
        return [{"op": "prevent", "what": "provoke_opportunity_attacks"}]

    def no_provoke(self, _: list[Any]) -> list[Op]:
        # "This movement doesn't provoke opportunity attacks.": the user's movement
        return [{"op": "prevent", "what": "provoke_opportunity_attacks", "target": "self"}]

    def v_condition_to(self, items: list[Any]) -> list[Op]:
        # "You become invisible to the triggering enemy"
        return [{"op": "condition", "condition": str(items[0]), "to": str(items[1])}]

    def v_swap(self, items: list[Any]) -> list[Op]:
        # "You swap places with the target"
        return [{"op": "swap", "with": str(items[0]), "teleport": False}]

    def swap(self, items: list[Any]) -> list[Op]:
        # "You and the target swap places."
        return [{"op": "swap", "with": str(items[0]), "teleport": False, "who": "self"}]

    def swap_teleport(self, items: list[Any]) -> list[Op]:
        return [{"op": "swap", "with": str(items[0]), "teleport": True, "who": "self"}]

    def v_fly(self, items: list[Any]) -> list[Op]:
        return self._movement("fly", items)

    def v_prevent(self, items: list[Any]) -> list[Op]:
        return [{"op": "prevent", "what": items[0]}]

    def v_surge(self, _: list[Any]) -> list[Op]:
        return [{"op": "surge", "amount": "healing surge value"}]

    def v_condition(self, items: list[Any]) -> list[Op]:
        return [{"op": "condition", "condition": c} for c in items[0]]

    def v_prone(self, _: list[Any]) -> list[Op]:
        return [{"op": "condition", "condition": "prone"}]

    def v_knock_prone(self, items: list[Any]) -> list[Op]:
        return [{"op": "condition", "condition": "prone", "target": str(items[0])}]

    def v_grant_ca(self, items: list[Any]) -> list[Op]:
        to = self._find(items, _Who)
        return [{"op": "combat_advantage", "to": str(to) if to else "all"}]

    def _movement(self, op: str, items: list[Any]) -> list[Op]:
        distance = self._find(items, _Distance)
        return [{"op": op, "distance": distance.value if distance else None}]

    def v_shift(self, items: list[Any]) -> list[Op]:
        return self._movement("shift", items)

    def v_move(self, items: list[Any]) -> list[Op]:
        return self._movement("move", items)

    def v_teleport(self, items: list[Any]) -> list[Op]:
        return self._movement("teleport", items)

    v_shift_any = v_shift
    v_teleport_any = v_teleport

    def v_teleport_other(self, items: list[Any]) -> list[Op]:
        distance = self._find(items, _Distance)
        return [
            {
                "op": "teleport",
                "distance": distance.value if distance else None,
                "who": str(items[0]),
                "by": "self",
            }
        ]

    def v_move_other(self, items: list[Any]) -> list[Op]:
        # "You move your spirit companion 3 squares": someone moved by the user
        return [{**self.v_teleport_other(items)[0], "op": "move"}]

    def v_forced(self, items: list[Any]) -> list[Op]:
        distance = self._find(items, _Distance)
        return [{"op": items[0], "distance": distance.value, "target": str(items[1]), "by": None}]

    def v_slid(self, items: list[Any]) -> list[Op]:
        return [{"op": "slide", "distance": self._find(items, _Distance).value, "by": None}]

    def v_pushed(self, items: list[Any]) -> list[Op]:
        # "is pulled 3 squares (and dazed)": the movement the word names
        ops: list[Op] = [
            {"op": items[0], "distance": self._find(items, _Distance).value, "by": None}
        ]
        conditions = items[2] if len(items) > 2 else []
        return [*ops, *({"op": "condition", "condition": c} for c in conditions)]

    def v_basic_attack(self, items: list[Any]) -> list[Op]:
        kind = next((i for i in items if isinstance(i, str) and not isinstance(i, _Who)), None)
        against = self._find(items, _Who)
        return [{"op": "basic_attack", "kind": kind, "target": str(against) if against else None}]

    def v_charge(self, items: list[Any]) -> list[Op]:
        against = self._find(items, _Who)
        return [{"op": "charge", "target": str(against) if against else None}]

    def v_save(self, items: list[Any]) -> list[Op]:
        bonus = next((i[1] for i in items if isinstance(i, tuple)), 0)
        return [{"op": "save", "bonus": bonus}]

    def v_add_to_roll(self, items: list[Any]) -> list[Op]:
        value = str(items[0]) if items[0].type == "DICE" else int(items[0])
        return [{"op": "bonus", "stat": stat, "value": value} for stat in self._stats(items)]

    def v_deal(self, items: list[Any]) -> list[Op]:
        ops: list[Op] = items[0]
        who = self._find(items, _Who)
        for op in ops:
            op["target"] = str(who) if who else "target"
        return ops

    def v_lose_surge(self, _: list[Any]) -> list[Op]:
        return [{"op": "surge_loss", "amount": 1}]

    def skill_list(self, items: list[Token]) -> list[str]:
        return [str(i) for i in items]

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

    def v_end_effect(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_effect", "what": "save_can_end"}]

    def any_ability(self, _: list[Any]) -> tuple[str, Any]:
        return ("ability", "any")

    def v_reroll(self, items: list[Any]) -> list[Op]:
        return [{"op": "reroll", "what": items[0] if items else "roll"}]

    def v_mark(self, items: list[Any]) -> list[Op]:
        return [{"op": "condition", "condition": "marked", "target": str(items[0]), "by": "self"}]

    def v_marked(self, items: list[Any]) -> list[Op]:
        by = self._find(items, _Who)
        return [{"op": "condition", "condition": "marked", "by": str(by) if by else "self"}]

    def v_stand(self, _: list[Any]) -> list[Op]:
        return [{"op": "stand"}]

    def v_second_wind(self, _: list[Any]) -> list[Op]:
        return [{"op": "second_wind"}]

    def v_action_point(self, _: list[Any]) -> list[Op]:
        return [{"op": "action_point"}]

    def v_gain_action_point(self, items: list[Any]) -> list[Op]:
        # "The target gains an action point (that it must spend before the end of ...)"
        count = next((int(i) for i in items if isinstance(i, Token)), 1)
        spend_by = self._find(items, _Duration)
        return [{"op": "gain_action_point", "amount": count, "spend_by": spend_by}]

    def v_lose_action(self, items: list[Any]) -> list[Op]:
        # "You don't get your normal standard action on your next turn"
        return [{"op": "lose_action", "action": items[0], "turn": "this"}]

    def v_lose_action_next(self, items: list[Any]) -> list[Op]:
        return [{"op": "lose_action", "action": items[0], "turn": "next"}]

    def v_add_target(self, items: list[Any]) -> list[Op]:
        # "You can make one additional creature a target of the triggering attack"
        count = next((int(i) for i in items if isinstance(i, Token)), 1)
        return [{"op": "add_target", "count": count}]

    def v_power_points(self, items: list[Token]) -> list[Op]:
        return [{"op": "power_points", "amount": int(items[0])}]

    def v_curse(self, items: list[Any]) -> list[Op]:
        # "You place your Warlock's Curse on the target": a class feature's curse
        return [{"op": "curse", "curse": str(items[0]).removesuffix("'s"), "target": str(items[1])}]

    def v_quarry(self, items: list[Any]) -> list[Op]:
        return [{"op": "quarry", "target": str(items[0])}]  # "designate ... as your quarry"

    def v_not_condition(self, items: list[Token]) -> list[Op]:
        # "You are not surprised": the condition does not hold (or ends)
        return [{"op": "end_condition", "condition": str(items[0])}]

    def v_sanction(self, _: list[Any]) -> list[Op]:
        # "The target is subject to your divine sanction": the paladin's mark
        return [{"op": "condition", "condition": "marked", "by": "self", "via": "divine_sanction"}]

    def v_ignore(self, _: list[Any]) -> list[Op]:
        return [{"op": "ignore", "what": "triggering"}]  # "You ignore the triggering effect"

    def equals(self, items: list[Any]) -> list[Op]:
        # "The bonus equals your Wisdom modifier": the value of the bonus said before
        return [{"op": "equals", "what": str(items[0]), "amount": items[1].value}]

    def v_negate_forced(self, _: list[Any]) -> list[Op]:
        return [{"op": "negate", "what": "forced_movement"}]  # "You negate the forced movement"

    def negate_forced(self, items: list[Any]) -> list[Op]:
        # "The forced movement is negated" / "... does not affect the ally"
        who = self._find(items, _Who) or "self"
        return [{"op": "negate", "what": "forced_movement", "who": str(who)}]

    def choose_damage_type(self, items: list[Any]) -> list[Op]:
        # "Choose one of the following damage types: cold, fire, or thunder."
        return [{"op": "choice", "of": "damage_type", "options": items[0]}]

    def choose_creature(self, _: list[Any]) -> list[Op]:
        # "Choose one enemy within 5 squares of you.": a creature the next sentences name
        return [{"op": "choice", "of": "creature"}]

    def v_use_action(self, items: list[Any]) -> list[Op]:
        return [{**op, "action": items[0]} for op in items[-1]]  # the action it takes

    def v_end_position(self, items: list[Any]) -> list[Op]:
        # "You must end this shift adjacent to the enemy": where the movement must end
        return [{"op": "end_position", "near": str(items[0])}]

    def v_take_damage_instead(self, items: list[Any]) -> list[Op]:
        # "The target takes the damage from the triggering attack instead of you": the
        # subject takes the damage (it is filled in as the op's target)
        return [{"op": "redirect", "what": "damage"}]

    def negate_attack(self, _: list[Any]) -> list[Op]:
        return [{"op": "negate", "what": "attack", "who": "self"}]  # "... attack is negated"

    def v_not_expended(self, _: list[Any]) -> list[Op]:
        return [{"op": "not_expended"}]  # "you do not expend this power"

    not_expended = v_not_expended

    def zone(self, items: list[Any]) -> list[Op]:
        # "The burst creates a zone that lasts until ...": the area stays as a zone
        obscured = any(isinstance(i, Tree) and i.data == "zone_kind" for i in items)
        return [{"op": "zone", "duration": str(items[-1]), "obscured": obscured}]

    def aura(self, items: list[Any]) -> list[Op]:
        return [{"op": "aura", "size": int(items[0]), "duration": str(items[-1]), "who": "self"}]

    def lasts(self, items: list[Any]) -> list[Op]:
        # "The bonus lasts until the end of your next turn": how long what came before lasts
        what = str(items[0]) if len(items) > 1 else "it"
        return [{"op": "lasts", "what": what, "duration": str(items[-1])}]

    def v_use_result(self, _: list[Any]) -> list[Op]:
        # "and must use the second result": how a reroll is kept
        return [{"op": "keep_result"}]

    def v_gain_ca(self, items: list[Any]) -> list[Op]:
        return [{"op": "combat_advantage", "gains": True}]

    def v_removed(self, _: list[Any]) -> list[Op]:
        return [{"op": "condition", "condition": "removed_from_play"}]

    def v_redirect(self, _: list[Any]) -> list[Op]:
        # "You become the target of the triggering attack"
        return [{"op": "redirect"}]  # to whom: the subject, set as its target

    def v_end_move(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_move"}]

    def v_negate(self, _: list[Any]) -> list[Op]:
        return [{"op": "negate", "what": "attack"}]

    def v_end_mark(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_condition", "condition": "marked"}]

    def v_end_conditions(self, items: list[Any]) -> list[Op]:
        # "You are no longer dazed, grabbed, or slowed."
        return [{"op": "end_condition", "condition": c} for c in items[0]]

    def redirect(self, items: list[Any]) -> list[Op]:
        # "The triggering attack hits you instead of the ally": the attack's new target
        return [{"op": "redirect", "target": str(items[0])}]

    def v_attack_power(self, items: list[Any]) -> list[Op]:
        against = self._find(items, _Who)
        return [{"op": "attack", "target": str(against) if against else "target"}]

    # -- whole clauses ----------------------------------------------------------------------
    attack_deals = v_deal  # "your attack deals 1d6 extra damage (to the target)"

    def force_miss(self, items: list[Any]) -> list[Op]:
        # "The triggering enemy's attack misses the ally": whom it misses, when said
        who = self._find(items, _Who)
        return [{"op": "force_miss", **({"against": str(who)} if who else {})}]

    def roll_penalty(self, items: list[Token]) -> list[Op]:
        return [{"op": "penalty", "stat": "attack", "value": int(items[0]), "target": "triggering"}]

    def negate_damage(self, _: list[Any]) -> list[Op]:
        return [{"op": "negate", "what": "damage"}]

    def reduce_damage(self, items: list[Any]) -> list[Op]:
        # "The damage is reduced by 5" / "Reduce the damage the target takes by 5": the
        # one who takes the damage resists it; "... to 0" takes none
        who = self._find(items, _Who) or "self"
        amount = self._find(items, _Amount)
        if amount is None:  # "... to 0": no damage; "... to 5" is not something an op says
            to = next(int(i) for i in items if isinstance(i, Token))
            return [
                {"op": "negate", "what": "damage", "target": str(who)}
                if to == 0
                else {"op": "unparsed"}
            ]
        return [{"op": "resist", "amount": amount.value, "types": ["all"], "target": str(who)}]

    def r_self(self, _: list[Any]) -> _Who:
        return _Who("self")

    def r_who(self, items: list[Any]) -> _Who:
        return self._find(items, _Who)  # type: ignore[no-any-return]

    def r_attack(self, _: list[Any]) -> _Who:
        # the damage of the triggering attack, which a reaction's user is the one taking
        return _Who("self")

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
        for op in ops:
            if op["op"] in _NO_ONE_OPS:
                continue
            key = "who" if op["op"] in _DOER_OPS else "target"
            if op.get(key) is None:
                op[key] = who
            elif (
                key == "target"
                and op["op"] in ("push", "pull", "slide", "condition")
                and "by" in op
            ):
                op["by"] = op["by"] or who
        return ops

    def clause(self, items: list[Any]) -> tuple[str, str | None, list[Op]]:
        return ("subject", str(items[0]), items[1])

    def own_clause(self, items: list[Any]) -> tuple[str, str | None, list[Op]]:
        return ("subject", None, items[0])

    # leads and tails: ("duration", d) / ("target_of", who) / None
    def lead_duration(self, items: list[Any]) -> tuple[str, Any]:
        return ("duration", items[0])

    def lead_stance(self, _: list[Any]) -> tuple[str, Any]:
        return ("duration", _Duration("stance"))  # "While in this stance, ..."

    def lead_timing(self, _: list[Any]) -> tuple[str, Any]:
        return ("timing", "around_attack")

    def tail_duration(self, items: list[Any]) -> tuple[str, Any]:
        return ("duration", items[0])

    def tail_duration_or(self, items: list[Any]) -> tuple[str, Any]:
        duration = _DurationOr(self._find(items, _Duration))
        duration.or_until = next(str(i) for i in items if not isinstance(i, _Duration))
        return ("duration", duration)

    def tail_against(self, items: list[Any]) -> tuple[str, Any]:
        return ("against", items[0])

    def against_who(self, items: list[Any]) -> str:
        return str(items[0])

    def if_state(self, items: list[Any]) -> tuple[str, Any]:
        return ("if", f"{items[0]} {items[-1]}")

    def st_word(self, items: list[Token]) -> str:
        return str(items[0])

    def if_attack(self, _: list[Any]) -> tuple[str, Any]:
        return ("if", "attack_result")  # "If the attack hits or misses,"

    def if_hit(self, _: list[Any]) -> tuple[str, Any]:
        return ("if", "hit")  # "If the attack hits," / "On a hit," / "If you hit the target,"

    def if_miss(self, _: list[Any]) -> tuple[str, Any]:
        return ("if", "miss")

    def if_save(self, _: list[Any]) -> tuple[str, Any]:
        return ("if", "save")  # "On a save, the effect ends."

    def if_natural(self, items: list[Token]) -> tuple[str, Any]:
        return ("if", f"natural_{items[0]}")  # "If you roll a natural 20,"

    def if_drops(self, items: list[Any]) -> tuple[str, Any]:
        # "If the target drops to 0 hit points,"
        return ("if", f"{items[0]} drops to {items[1]} hit points")

    def e_drop(self, items: list[Token]) -> str:
        return f"drop_to_{items[0]}"

    def if_roll_at_least(self, items: list[Token]) -> tuple[str, Any]:
        return ("if", f"roll_{items[0]}_or_higher")  # "Roll a d6. On a 3 or higher, ..."

    def if_otherwise(self, _: list[Any]) -> tuple[str, Any]:
        return ("if", "otherwise")  # "Otherwise, ...": when the sentence before did not hold

    tail_if_hit = if_hit  # "... 1d6 extra damage if the attack hits"
    tail_if_miss = if_miss

    def v_roll(self, items: list[Token]) -> list[Op]:
        # "Roll a d6.": the sentences after it say what the result does
        return [{"op": "roll", "die": str(items[0])}]

    def next_attack_deals(self, items: list[Any]) -> list[Op]:
        # "Your next attack before the end of your next turn deals 2d10 extra damage": a
        # rider on a later attack, not damage now
        duration = self._find(items, _Duration)
        against = self._find(items, _Who)
        ops = []
        for op in items[-1] if isinstance(items[-1], list) else self._find(items, list):
            ops.append(
                {
                    **op,
                    "op": "extra_damage",
                    "on": "next_attack",
                    "target": str(against) if against else op.get("target"),
                    "duration": duration,
                }
            )
        return ops

    def tail_to_adjacent(self, items: list[Any]) -> tuple[str, Any]:
        return ("destination", f"adjacent to {items[0]}" if items else "adjacent")

    def tail_to_square(self, _: list[Any]) -> tuple[str, Any]:
        return ("destination", "square")

    def tail_to_hide(self, _: list[Any]) -> tuple[str, Any]:
        return ("purpose", "hide")  # "make a Stealth check to hide"

    def lead_once(self, items: list[Any]) -> tuple[str, Any]:
        # "Once before the end of your next turn, you can ...": one use, within that time
        return ("once_before", str(items[0]))

    def tail_instead_of_basic(self, _: list[Any]) -> tuple[str, Any]:
        return ("instead_of", "basic_attack")  # "... in place of a melee basic attack"

    def tail_for_attack(self, _: list[Any]) -> tuple[str, Any]:
        return ("duration", _Duration("end_of_attack"))

    def tail_into_space(self, items: list[Any]) -> tuple[str, Any]:
        return ("destination", f"space of {items[0]}")  # "into the square you vacated"

    def tail_with_ca(self, _: list[Any]) -> tuple[str, Any]:
        return ("combat_advantage", True)  # "... with combat advantage"

    def tail_roll_bonus(self, items: list[Any]) -> tuple[str, Any]:
        amount = self._find(items, _Amount)
        return ("roll_bonus", amount.value if amount else int(items[0]))

    def start(self, items: list[Any]) -> list[Op]:
        ops: list[Op] = []
        extras: dict[str, Any] = {}
        # a part with no subject has the one before it ("you shift 2 squares and push the
        # target"), or is the power's user's ("Reroll the attack roll")
        subject = self.subject
        for item in items:
            if isinstance(item, tuple) and item[0] == "subject":
                subject = item[1] or subject
                self.borrowed = self.borrowed or (item[1] is None and _takes_subject(item[2]))
                ops.extend(self._apply(subject, item[2]))
            elif isinstance(item, list):
                ops.extend(item)
            elif isinstance(item, tuple):
                extras.setdefault(item[0], item[1])
        for op in ops:
            _attack_target(op, extras)
            if op.get("target") is None and op["op"] not in (*_DOER_OPS, *_NO_ONE_OPS):
                op["target"] = "target"  # a bare "2[W] damage" is dealt to the power's target
            if op["op"] in LASTING or op.get("ongoing"):
                op.setdefault("duration", None)
                if op["duration"] is None:
                    op["duration"] = extras.get("duration")
            for key in (
                "against",
                "destination",
                "roll_bonus",
                "if",
                "combat_advantage",
                "purpose",
                "once_before",
                "instead_of",
                "with_weapon",
                "not_into",
                "minimum",
                "ignore_range",
            ):
                if key in extras:
                    op.setdefault(key, extras[key])
            if isinstance(op.get("duration"), _DurationOr):
                op["or_until"] = op["duration"].or_until
            if op.get("duration") is not None:
                op["duration"] = str(op["duration"])
        self.subject = subject
        return ops

    # == ability sums, the attack changed, zones, set outcomes, extra actions =================
    def highest_ability(self, _: list[Any]) -> tuple[str, Any]:
        return ("ability", "highest")  # "+ your highest ability modifier"

    def if_range(self, items: list[str]) -> tuple[str, Any]:
        # "If the attack's range is melee or ranged,": the kinds the attack may be
        return ("if", f"attack_range {items[0]} or {items[1]}")

    def target_limit(self, items: list[Any]) -> list[Op]:
        # "The additional target must be within 5 squares of you": a rule on who the
        # target added (or newly chosen) may be
        return [{"op": "target_limit", **items[0]}]

    def limit_within(self, items: list[Any]) -> dict[str, Any]:
        return {"within": int(items[0]), "of": str(items[1])}

    def limit_adjacent_area(self, _: list[Any]) -> dict[str, Any]:
        return {"adjacent_to": "area"}  # "adjacent to the burst or blast"

    def limit_legal(self, _: list[Any]) -> dict[str, Any]:
        return {"legal": True}  # "must still be legal for the attack"

    def change_damage_type(self, items: list[Any]) -> list[Op]:
        # "The attack deals fire damage instead of any other damage type."
        return [{"op": "damage_type", "types": self._find(items, list)}]

    def ignores(self, items: list[Any]) -> list[Op]:
        # "This damage ignores the target's immunities and resistances."
        who, (what, types) = items
        return [{"op": "ignore", "what": what, **({"types": types} if types else {}), "who": who}]

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

    def v_extra_action(self, items: list[Any]) -> list[Op]:
        # "You take a standard action.", "You gain an extra move action": an action more;
        # "a move or a minor action": one of them
        kinds = [i for i in items if isinstance(i, str) and not isinstance(i, _Duration)]
        duration = self._find(items, _Duration)
        return [
            {
                "op": "extra_action",
                "action": kinds[0] if len(kinds) == 1 else kinds,
                **({"use_by": str(duration)} if duration else {}),
            }
        ]

    def v_end_triggering(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_effect", "what": "triggering"}]  # "You end the triggering effect."

    def v_prevent_list(self, items: list[str]) -> list[Op]:
        return [{"op": "prevent", "what": what} for what in items]  # "can't pick up or ..."

    def v_grab(self, items: list[Any]) -> list[Op]:
        # "You grab the target": the target is grabbed by the subject
        return [{"op": "condition", "condition": "grabbed", "target": str(items[0]), "by": None}]

    def v_score_critical(self, items: list[Any]) -> list[Op]:
        # "You instead score a critical hit against the target": the hit is a critical hit
        against = self._find(items, _Who)
        return [
            {
                "op": "critical_hit",
                "critical": True,
                **({"against": str(against)} if against else {}),
            }
        ]

    def ongoing_equal(self, items: list[Any]) -> list[Op]:
        # "ongoing fire damage equal to 5 + your Strength modifier (save ends)"
        op = self.ongoing_damage([0, *items])[0]
        return [{**op, "bonus": 0, "amount": self._find(items, _Amount).value}]

    def target_defense(self, items: list[Any]) -> list[Op]:
        # "The attack targets Will instead.": the defense the attack is made against
        return [{"op": "target_defense", "defense": str(self._find(items, _Stat))}]

    def tail_weapon(self, _: list[Any]) -> tuple[str, Any]:
        return ("with_weapon", True)  # "with this weapon": the attack is made with it

    def save_fails(self, items: list[Any]) -> list[Op]:
        # "The target fails the saving throw.": the roll's result is set, not rolled
        return [{"op": "save_outcome", "outcome": "failure", "who": str(items[0])}]

    def save_succeeds(self, items: list[Any]) -> list[Op]:
        return [{"op": "save_outcome", "outcome": "success", "who": str(items[0])}]

    def stat_yours(self, _: list[Any]) -> None:
        return None  # "... saving throws you make": the rolls of the one who gains it

    def v_no_death(self, _: list[Any]) -> list[Op]:
        return [{"op": "prevent", "what": "death"}]  # "The target does not die."

    def if_not_targeted(self, items: list[Any]) -> tuple[str, Any]:
        # "If the target wasn't targeted by the triggering attack,"
        return ("if", f"{items[0]} not_targeted")

    def attack_half_damage(self, items: list[Any]) -> list[Op]:
        # "The triggering attack deals half damage to you": who it hits resists half
        return [{"op": "resist", "amount": "half", "types": [], "target": str(items[0])}]

    def normal_hit(self, _: list[Any]) -> list[Op]:
        return [{"op": "critical_hit", "critical": False}]  # "... becomes a normal hit"

    def critical_hit(self, _: list[Any]) -> list[Op]:
        return [{"op": "critical_hit", "critical": True}]  # "The hit becomes a critical hit."

    def tail_not_hindering(self, _: list[Any]) -> tuple[str, Any]:
        return ("not_into", "hindering_terrain")  # "..., but not into hindering terrain"

    def tail_minimum(self, items: list[Token]) -> tuple[str, Any]:
        return ("minimum", int(items[0]))  # "(minimum 1)": the least the amount can be

    def damage_per_plus(self, items: list[Any]) -> list[Op]:
        # "1d6 damage per plus": that much for each point of the item's enhancement bonus
        return [{**op, "per": "enhancement_bonus"} for op in self.damage(items)]

    def pair_clause(self, items: list[Any]) -> list[Op]:
        # "That enemy and each enemy adjacent to it take a -2 penalty": each gets the ops
        first, second, ops = items
        copied = [dict(op) for op in ops]
        return [*self._apply(str(first), copied), *self._apply(str(second), ops)]

    def zone_burst(self, items: list[Any]) -> list[Op]:
        # "You create a zone in a close burst 2 (that lasts until ...)": where and how long
        size = next(int(i) for i in items if isinstance(i, Token))
        duration = self._find(items, _Duration)
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

    def centered_on(self, items: list[Any]) -> tuple[str, str]:
        return ("centered_on", str(items[0]))  # "centered on that enemy"

    def pushed_also(self, items: list[Any]) -> list[Op]:
        return self._apply(str(items[0]), self.v_pushed(items[1:]))  # "is also pushed 5 squares"

    def v_not_moved(self, items: list[str]) -> list[Op]:
        # "You are not pulled, pushed, slid, or knocked prone.": neither happens
        ops: list[Op] = []
        if any(i != "prone" for i in items):
            ops.append({"op": "negate", "what": "forced_movement"})
        if "prone" in items:
            ops.append({"op": "negate", "what": "prone"})
        return ops

    def unmoved(self, items: list[str]) -> str:
        return items[0]

    def knocked_prone(self, _: list[Any]) -> str:
        return "prone"

    def v_surge_gain(self, items: list[Token]) -> list[Op]:
        # "you gain a healing surge": one more healing surge for the day
        count = next((int(i) for i in items if isinstance(i, Token)), 1)
        return [{"op": "surge_gain", "amount": count}]

    def v_two_surges_gain(self, _: list[Any]) -> list[Op]:
        return [{"op": "surge_gain", "amount": 2}]

    def v_lose_all_surges(self, _: list[Any]) -> list[Op]:
        return [{"op": "surge_loss", "amount": "all"}]

    def tail_out_of_range(self, _: list[Any]) -> tuple[str, Any]:
        return ("ignore_range", True)  # "even if you aren't within that attack's range"

    def stat_against_ongoing(self, _: list[Any]) -> tuple[str, Any]:
        return ("against", "ongoing_damage")  # "saving throws against this ongoing damage"

    def v_reroll_again(self, _: list[Any]) -> list[Op]:
        return [{"op": "reroll", "what": "roll"}]  # "makes the knowledge check again"

    def v_escape(self, _: list[Any]) -> list[Op]:
        return [{"op": "end_condition", "condition": "grabbed"}]  # "You escape the grab"

    def grab_ends(self, _: list[Any]) -> list[Op]:
        # "If you are grabbed, the grab ends.": the user is grabbed no more
        return [{"op": "end_condition", "condition": "grabbed", "target": "self"}]

    def if_self_state(self, items: list[Any]) -> tuple[str, Any]:
        return ("if", f"self {items[-1]}")  # "If you are prone,"

    def lasts_or(self, items: list[Any]) -> list[Op]:
        # "The invisibility lasts until the end of your next turn or until you attack."
        op = self.lasts([items[0], items[1]])[0]
        return [{**op, "or_until": str(items[2])}]

    def damage_once(self, items: list[Any]) -> list[Op]:
        # "A creature can take this damage only once per turn."
        return [{"op": "limit", "what": "this_damage", "once_per": "turn"}]

    def max_damage(self, _: list[Any]) -> list[Op]:
        return [{"op": "max_damage", "what": "this_damage"}]  # "this damage is maximized"

    def if_critical(self, _: list[Any]) -> tuple[str, Any]:
        return ("if", "critical")  # "If the triggering attack is a critical hit,"


# == ops of no one (a zone's squares, the attack's damage
# type or defense, a rule on the added target), ops done by someone, and who "one target" is
_NO_ONE_OPS = (
    *_NO_ONE_OPS,
    *("damage_type", "terrain", "target_limit", "target_defense", "limit", "max_damage"),
)
_DOER_OPS = (*_DOER_OPS, "extra_action", "critical_hit", "save_outcome")
_WHO["w_one_target"] = "one_target"  # "One target you hit": one of the power's targets


def _attack_target(op: Op, extras: dict[str, Any]) -> None:
    """ "Make a melee basic attack as a free action against the triggering enemy": the
    "against" said after the attack (not inside its phrase) is whom the attack is against."""
    against = extras.get("against")
    if (
        op["op"] in ("basic_attack", "attack", "charge")
        and op.get("target") is None
        and against not in (None, "triggering_attack", "attacks")
    ):
        op["target"] = against
        del extras["against"]


# rules that stand for one word of the ops (as _WORDS above)
_WORDS.update(
    {
        "r_area": "area",
        "r_close": "close",
        "by_damage": "this_damage",
        "by_attack": "attack",
        "i_immunity": "immunity",
        "i_resistance": "resistance",
        "i_concealment": "concealment",
        "i_cover": "cover",
        "t_lightly_obscured": "lightly_obscured",
        "t_heavily_obscured": "heavily_obscured",
        "t_difficult": "difficult",
        "for_enemies": "enemies",
        "for_others": "other_than_self",
        "p_stand": "stand",
        "p_recharge": "recharge",
        "p_pick_up": "pick_up_objects",
        "p_manipulate": "manipulate_objects",
    }
)


def _takes_subject(ops: list[Op]) -> bool:
    """Whether ``_apply`` would give one of ``ops`` the clause's subject."""
    return any(
        op["op"] not in _NO_ONE_OPS and op.get("who" if op["op"] in _DOER_OPS else "target") is None
        for op in ops
    )
