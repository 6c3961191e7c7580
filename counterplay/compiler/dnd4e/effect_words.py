"""The words of the effect grammar (``grammar/dnd4e/effect_en.lark``) as data: which rule
stands for which value of an op, who an op applies to, which ops last, and the small
types the effect readers (``effect_values``, ``effect_verbs``, ``effect_ir``) hand each
other so a value is told apart from a plain string.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

from lark import Token

Op = dict[str, Any]

# Words of the grammar -> values of the ops.
DURATIONS = (
    "end_of_next_turn",
    "end_of_turn",
    "start_of_next_turn",
    "encounter",
    "end_of_target_next_turn",
    "start_of_target_next_turn",
    "end_of_attack",
    "stance",
    "end_of_target_turn",
    "end_of_movement",
    "end_of_first_round",
    "start_of_turn",
    "start_of_target_turn",
    "start_of_each_target_turn",
    "end_of_each_target_turn",
    "start_of_each_turn",
    "end_of_each_turn",
)
STATS = {
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
    "s_surge_value": "healing_surge_value",
    "s_roll": "roll",
    "s_targeted_defense": "targeted_defense",
    "s_check": "check",
}
WHO = {
    "w_target": "target",
    "w_it": "target",  # "it": the target, told apart (``It``) where it may be an attack
    "w_secondary_target": "secondary_target",
    "w_triggering": "triggering",
    "w_triggering_ally": "triggering",
    "w_chosen": "chosen",  # ("Choose one enemy ... that enemy": the one chosen, effect_roles)
    "w_ally": "ally",
    "w_self": "self",
    "w_enemies": "enemies",
    "w_one_enemy": "enemies",  # with a count of one (:data:`ONE_OF`)
    "w_one_creature": "creatures",
    "w_one_ally": "ally",  # "one ally": one of them (not "the ally", the power's)
    "w_allies": "allies",
    "w_creatures": "creatures",
    "w_spirit_companion": "spirit_companion",
    "w_other_targets": "other_targets",
    "w_other_target": "other_target",
    "w_familiar": "familiar",
    "w_beast_companion": "beast_companion",
    "w_one_target": "one_target",
    # "two creatures", "up to three enemies" (filters: how many)
    "w_counted_enemies": "enemies",
    "w_counted_creatures": "creatures",
    "w_counted_allies": "allies",  # "One target you hit": one of the power's targets
}

# "one enemy", "a creature": one of those the role names, not each of them
ONE_OF = frozenset({"w_one_enemy", "w_one_creature"})


# ops whose subject is who does them ("who"); for the others the subject is the target
DOER_OPS: tuple[str, ...] = (
    "skill_check",
    "special_attack",
    "game_action",
    "use_power",
    "shift",
    "move",
    "teleport",
    "basic_attack",
    "charge",
    "attack",
    "reroll",
    "keep_result",
    "roll_twice",
    "move_placed",
    "inline_attack",
    "sustain",
    "reappear",
    "set_roll",
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
    "extra_action",
    "critical_hit",
    "save_outcome",
)
# ops with no one to apply to: the triggering attack itself
NO_ONE_OPS: tuple[str, ...] = (
    "end_ongoing",
    "force_miss",
    "none",
    "end_effect",
    "choice",
    "not_expended",
    "equals",
    "zone",
    "lasts",
    "aura",
    # a zone's squares, the attack's damage type or defense, a rule on the added target
    "damage_type",
    "terrain",
    "target_limit",
    "target_defense",
    "limit",
    "max_damage",
    "increase",
)


# ops that last: a duration written once for the sentence applies to them
LASTING = (
    "condition",
    "counts_as",
    "bonus",
    "penalty",
    "resist",
    "combat_advantage",
    "prevent",
    "concealment",
    "cover",
    "vulnerable",
    "immune",
    "speed_mode",
    "lose",
    "regeneration",
    "disappear",
    "ignore",
    "extra_damage",  # a rider on attacks ("..., and your attacks deal 2 extra damage")
)


# the keys of a time (a second end with it: "... or until you attack") a lasting op takes
# from a time said once for several ops
TIME_KEYS = ("duration", "or_until", "until", "until_trigger")


def is_lasting(op: dict[str, Any]) -> bool:
    """Whether ``op`` lasts (:data:`LASTING`, or ongoing damage): a duration said once for
    its sentence or group is its."""
    return op["op"] in LASTING or bool(op.get("ongoing"))


# Rules that stand for one word of the ops ("knocked prone" -> "prone").
WORDS = {
    # the sixth round's words (compiler.dnd4e.effect_verbs, effect_ir)
    "tw_damage": "damage",
    "tw_attack": "attack",
    "tw_save": "saving_throw",
    "tw_roll": "roll",
    "mm_fly": "fly",
    "mm_climb": "climb",
    "mm_swim": "swim",
    "mm_burrow": "burrow",
    "lq_resistances": "resistances",
    "lq_concealment": "concealment",
    "lq_cover": "cover",
    "lq_combat_advantage": "combat_advantage",
    "wh_off_hand": "off_hand",
    "wh_main": "main",
    "pl_conjuration": "conjuration",
    "ce_damaged_by_attack": "damaged_by_attack",
    "ce_bloodied_by_attack": "bloodied_by_attack",
    "rt_level": "level",
    "rt_enhancement": "enhancement bonus",
    "cond_prone": "prone",
    "cond_marked": "marked",
    "cond_unconscious": "unconscious",
    "cond_dying": "dying",
    "ao_tertiary": "tertiary",  # "make a tertiary attack" (v_secondary_attack)
    "st_bloodied": "bloodied",
    "st_marked": "marked",
    "st_prone": "prone",
    "st_dying": "dying",
    "st_unconscious": "unconscious",
    "melee": "melee",
    "ranged": "ranged",
    "f_push": "push",
    "f_pull": "pull",
    "f_slide": "slide",
    "against_attack": "triggering_attack",
    "p_shift": "shift",
    "p_teleport": "teleport",
    "p_charge": "charge",
    "p_opportunity_attack": "opportunity_attack",
    "p_actions": "actions",
    "p_heal": "heal",
    "p_spend_surges": "spend_surges",
    "p_immediate_actions": "immediate_actions",
    "p_opportunity_actions": "opportunity_actions",
    "p_standard_actions": "standard_actions",
    "p_move_actions": "move_actions",
    "p_minor_actions": "minor_actions",
    "p_free_actions": "free_actions",
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
    "a_opportunity": "opportunity",
    "a_interrupt": "immediate interrupt",
    "a_reaction": "immediate reaction",
    "e_attack": "attack",
    "e_hit_by_attack": "hit_by_attack",
    "e_hit_by_enemy": "hit_by_enemy",
    "e_damaged": "damaged",
    "e_damaged_by_attack": "damaged_by_attack",
    "e_no_temp_hp": "no_temp_hp",
    "cn_enemies": "enemies",
    "cn_creatures": "creatures",
    "cn_ally": "ally",
    "zo_shadows": "shadows",
    "zo_death": "death",
    "zo_verdure": "verdure",
    "kr_second": "second",
    "kr_either": "either",
    "kr_higher": "higher",
    "kr_lower": "lower",
    "kr_first": "first",
    "kr_this": "this",
    "against_ongoing_damage": "ongoing_damage",
    "sa_grab": "grab",
    "sa_bull_rush": "bull_rush",
    # gear an op is for, not named by a list ("using your implement")
    "g_any_weapon": "weapon",
    "g_any_implement": "implement",
    "g_two_handed": "two_handed weapon",
    "g_off_hand": "off_hand weapon",
    "g_pick": "weapon_group pick",
    # which turn ("During your next turn, ...")
    "tn_next": "next_turn",
    "tn_this": "this_turn",
    "tn_first": "first_turn",
    "tn_first_round": "first_round",
    # the game's actions taken by name ("You can drop prone")
    # the game's conditions said by their verbs ("You daze the target")
    **{
        f"cv_{condition}": condition
        for condition in (
            "dazed",
            "slowed",
            "immobilized",
            "weakened",
            "stunned",
            "blinded",
            "deafened",
            "restrained",
            "dominated",
        )
    },
    # the modifier a condition says made a miss ("If this bonus causes the attack to miss,")
    "md_bonus": "bonus",
    "md_penalty": "penalty",
    "ga_drop_prone": "drop_prone",
    "ga_crawl": "crawl",
    "ga_run": "run",
    "ga_jump": "jump",
    "ga_climb": "climb",
    "ga_swim": "swim",
    "ga_hide": "hide",
    "ga_delay": "delay",
    "ga_draw": "draw_weapon",
    "ga_draw_or_stow": "draw_or_stow_weapon",
    "ga_draw_or_stow_item": "draw_or_stow_item",
    "a_immediate": "immediate",
    # what a roll is for ("an Athletics check to jump")
    "pu_jump": "jump",
    "pu_climb": "climb",
    "pu_swim": "swim",
    "pu_escape": "escape",
    "pu_squeeze": "squeeze",
    "pu_balance": "balance",
    "pu_stand": "stand",
    # what ends (``e_ends``: "until the mark ends")
    "ed_mark": "mark",
    "ed_rage": "rage",
    "ed_grab": "grab",
    "ed_curse": "curse",
    "ed_effect": "effect",
    "r_area": "area",
    "r_close": "close",
    "k_basic": "basic",
    "k_opportunity": "opportunity",
    "k_weapon": "weapon",
    "k_implement": "implement",
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
    "p_temp_hp": "temp_hp",
    "i_total_concealment": "total_concealment",
    "i_superior_cover": "superior_cover",
    # what a creature did or had done to it ("the ally hit by the attack")
    "act_hit": "hit",
    "act_missed": "missed",
    "act_attacked": "attacked",
    "act_damaged": "damaged",
    "act_targeted": "targeted",
    "act_bloodied": "bloodied",
    "ar_burst": "burst",
    "ar_blast": "blast",
    "ar_zone": "zone",
    "ar_aura": "aura",
    "per_turn": "turn",
    "per_round": "round",
    "per_encounter": "encounter",
    "per_day": "day",
    "inc_bonus": "bonus",
    "inc_penalty": "penalty",
    "inc_damage": "damage",
    "inc_extra_damage": "extra_damage",
    "inc_ongoing_damage": "ongoing_damage",
    "inc_resistance": "resistance",
    "inc_vulnerability": "vulnerability",
    "inc_distance": "distance",
    "inc_size": "area_size",
}
# what a creature had done to it (WORDS ``act_*``) -> its filter key ("hit by" -> hit_by)
ACTED_BY = {
    "hit": "hit_by",
    "missed": "missed_by",
    "attacked": "attacked_by",
    "damaged": "damaged_by",
    "targeted": "targeted_by",
    "bloodied": "bloodied_by",
}
# What an attack power used is ("an at-will melee attack power"): rule -> (key, value), the
# keys of a trigger's qualifiers; a rule with no value here writes the word it read
POWER_MODS = {
    "close": ("attack_kind", "close"),
    "area": ("attack_kind", "area"),
    "at_will": ("power_kind", "at-will"),
    "encounter_power": ("power_kind", "encounter"),
    "daily": ("power_kind", "daily"),
    "weapon_power": ("keywords", "weapon"),
    "implement_power": ("keywords", "implement"),
    "class_power": ("class", None),
    "keyword_power": ("keywords", None),
}
# Conditions read as one word of the op's "if" ("If you save," -> "success").
IFS = {
    "if_success": "success",
    "if_failure": "failure",
    "if_even": "even_roll",
    "if_odd": "odd_roll",
    "if_self_target": "self_target",
    "if_milestone": "milestone",
}
# The parts of an amount said as a formula ("twice your level", "half the triggering
# damage", "the target's bloodied value"): each rule a (key, value) of the amount.
AMOUNT_PARTS: dict[str, tuple[str, Any]] = {
    "times_twice": ("times", 2),
    "times_half": ("times", 0.5),
    "m_level": ("of", "level"),
    "m_bloodied_value": ("of", "bloodied value"),
    "m_primary_modifier": ("of", "primary ability modifier"),
    "m_enhancement_bonus": ("of", "enhancement bonus"),
    "m_highest_modifier": ("of", "highest ability modifier"),
    "m_lowest_modifier": ("of", "lowest ability modifier"),
    "d_that_extra_damage": ("of", "that extra damage"),
    "d_that_damage": ("of", "that damage"),
    "d_triggering_damage": ("of", "triggering damage"),
    "d_damage_dealt": ("of", "damage dealt"),
    "d_damage_taken": ("of", "damage taken"),
    "d_the_damage": ("of", "the damage"),
    "whose_self": ("whose", "self"),
    "whose_it": ("whose", "it"),
    "whose_target": ("whose", "target"),
    "whose_ally": ("whose", "ally"),
    "whose_triggering_ally": ("whose", "triggering"),
    "whose_ki_focus": ("whose", "ki focus"),
}
# Rules that add nothing to the ops (a bonus's type, "as a free action", ...).
SAY_NOTHING = frozenset({"lead_plain"})
# "your next attack roll" (``s_next_*``): the stat, of the next roll only
NEXT_STATS = {"s_next_attack": "attack", "s_next_damage": "damage", "s_next_saves": "saving_throws"}
# "the triggering attack roll" (``s_triggering_*``): the stat, of the triggering roll only
TRIGGERING_STATS = {
    "s_triggering_attack": "attack",
    "s_triggering_saves": "saving_throws",
    "s_triggering_check": "check",
    "s_triggering_roll": "roll",
}
# "this attack roll", "that saving throw" (``s_this_*``): the stat, of that one roll only
THIS_STATS = {
    "s_this_attack": "attack",
    "s_this_saves": "saving_throws",
    "s_this_skill": "skill_checks",
}
# which roll a reroll is of (``rr_*``): `rolls` on the op
ROLLS = {
    f"rr_{kind}": kind
    for kind in (
        "attack_roll", "saving_throw", "damage_roll", "roll", "check", "death_saving_throw",
        "skill_check", "initiative", "knowledge_check",
    )
}  # fmt: skip


class Rolled(NamedTuple):
    """One roll named: its kind and the skills a check names."""

    kind: str
    skills: tuple[str, ...]


# what damage taken is from ("half damage from the triggering attack"): `from` on the op
DAMAGE_FROM = {
    "hf_triggering_attack": "triggering_attack",
    "hf_attack": "attack",
    "hf_triggering_damage": "triggering_damage",
}
# the kind of a bonus ("a +2 power bonus"): `bonus_type` on the op
BONUS_TYPES = {
    f"bt_{kind}": kind
    for kind in ("power", "item", "untyped", "feat", "racial", "shield", "enhancement")
}
# What a saving throw is against.
SAVES_AGAINST = {
    "sa_triggering_condition": "triggering_condition",
    "sa_ongoing_damage": "ongoing_damage",
    "sa_each_effect": "each_effect",
    "sa_triggering_effect": "triggering_effect",
    "sa_that_effect": "that_effect",
    "sa_one_effect": "one_effect",
}


def each_op(ops: list[Op]) -> Iterator[Op]:
    """``ops`` and, inside a choice ("either ... or ..."), the ops of each option."""
    for op in ops:
        yield op
        if op["op"] == "choice" and op.get("of") == "ops":
            for option in op["options"]:
                yield from each_op(option)


def number(token: Token) -> int | str:
    """An INT as a number, dice ("3d6") as written."""
    return int(token) if token.type == "INT" else str(token)


class Who(str):
    """Who a clause is about (a marker type, so it is told apart from other strings): its
    role, and ``filters``, what is said of it ("each enemy adjacent to you":
    ``{"adjacent_to": "self"}``), with the keys of a trigger's selector where they mean the
    same."""

    filters: dict[str, Any]
    # "one ally" said with nothing more (not "the ally", the power's): ``count: 1`` where it
    # names whom an op is done to or who does it (:func:`put`), nowhere else ("adjacent to
    # an ally": any of them)
    one: bool

    def __new__(cls, role: str, filters: dict[str, Any] | None = None) -> Who:
        made = super().__new__(cls, role)
        made.filters = dict(filters or {})
        made.one = False
        return made


# a pair written where one creature is read: the clause is refused (``EffectIR.start``)
PAIR = "\u00a7pair"


class Pair(Who):
    """You and allies named together as one subject: "you and each ally in the burst" (you
    and every ally there), "you and one ally" (you and one ally), "you or an ally" (one of
    the two, chosen: ``either``). ``other`` is the allies' own reading (role, count,
    filters: what is said after the noun is theirs). As the subject of a clause each party
    gets the ops (``EffectIR._apply``: both, or a ``choice`` of the two); in any other slot
    only "you and your allies" said with nothing more is read, as the one role
    ``self_or_ally`` (anyone on the user's side); the others are refused (:data:`PAIR`)."""

    other: Who
    either: bool

    def __new__(cls, other: Who, either: bool) -> Pair:
        whole = other == "allies" and not other.filters and not either
        made = str.__new__(cls, "self_or_ally" if whole else PAIR)
        made.filters, made.other, made.either = {}, other, either
        return made

    def __getnewargs__(self) -> tuple[Any, ...]:  # (copied with its parties)
        return (self.other, self.either)


# "you and one ally", "you and each ally", "you or an ally", "you or the ally": the other
# party's role, and whether it is one of the two (a choice), not both (:class:`Pair`)
PAIRS: dict[str, tuple[str, bool]] = {
    "w_self_and_ally": ("ally", False),
    "w_self_and_allies": ("allies", False),
    "w_self_or_ally": ("ally", True),
    "w_self_or_the_ally": ("ally", True),
    # (one enemy, one creature: one of them, with a count of one as "one enemy" alone)
    "w_self_and_enemy": ("enemies", False),
    "w_self_or_enemy": ("enemies", True),
    "w_self_and_creature": ("creatures", False),
    "w_self_or_creature": ("creatures", True),
}
# the pairs whose ally is "one ally" (:attr:`Who.one` when nothing more is said of it), not
# "the ally" the power is about ("you or the ally", "you or your ally")
ONE_ALLY_PAIRS = frozenset({"w_self_and_ally", "w_self_or_ally"})
# the pairs whose other party is one of many ("you and one enemy"): a count of one
ONE_OF_PAIRS = frozenset(
    {"w_self_and_enemy", "w_self_or_enemy", "w_self_and_creature", "w_self_or_creature"}
)


class It(Who):
    """ "it": read as the target, but it may stand for an attack the sentence named ("If
    the attack hits, it deals 1d6 extra damage"): who deals damage then is told apart."""


# The slots of an op that name whom it is done to or who does it
_ONE_SLOTS = ("target", "who", "by")


def put(op: Op, key: str, who: str) -> None:
    """Write ``who`` under ``key`` of ``op``, and what is said of it beside it as
    ``<key>_filters`` (never dropped)."""
    op[key] = str(who)
    filters = getattr(who, "filters", None)
    if getattr(who, "one", False) and key in _ONE_SLOTS:  # "one ally" (:attr:`Who.one`)
        filters = {"count": 1, **(filters or {})}
    if filters:
        op[f"{key}_filters"] = dict(filters)


def ref(key: str, who: str | None, otherwise: Any = None) -> dict[str, Any]:
    """A creature named in a slot of an op or inside a filter ("adjacent to a bloodied
    ally"): its role under ``key``, its own filters beside it (``otherwise`` when no one
    is named)."""
    out: dict[str, Any] = {key: otherwise}
    if who is not None:
        put(out, key, who)
    return out


class OneOf(list[str]):
    """Words joined by "or" ("dazed or slowed"): one of them, not each."""


class Duration(str):
    """How long an op lasts; ``of``: whose turn it counts, when a possessive names the
    creature ("until the end of the target's next turn")."""

    of: str | None = None


class DurationOr(Duration):
    """A duration with a second way to end: "until the end of your next turn or until you
    attack" (``or_until``: attack, hit, hit_by_attack, damaged, drop_to_0)."""

    or_until = ""


class DurationUntil(Duration):
    """A duration that is an event alone: "until the target saves" (``until``: the event,
    as ``EffectIR``'s ``e_*`` say it: "target saves", "zone ends", "self no_longer bloodied")."""

    until = ""


class Stat(str):
    """A rolled number a bonus or penalty applies to; ``skills``: which skills, for skill
    checks named by skill ("Stealth checks"); ``abilities`` likewise."""

    skills: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()  # which abilities, for ability checks ("Strength checks")
    rolls: tuple[str, ...] = ()  # which rolls, for a reroll ("the attack roll")
    keep: str | None = None  # which result of a reroll is kept ("using the higher result")
    next: bool = False  # "your next attack roll": that one roll only
    either: bool = False  # "... attack roll or saving throw": the first of them, not each
    triggering: bool = False  # "the triggering attack roll": the roll that triggered only
    this: bool = False  # "this attack roll": the roll of the attack at hand only

    def said(self) -> dict[str, Any]:
        """The op's keys for this stat."""
        return {
            "stat": str(self),
            **({"skills": list(self.skills)} if self.skills else {}),
            **({"abilities": list(self.abilities)} if self.abilities else {}),
            **({"next": True} if self.next else {}),
            **({"either": True} if self.either else {}),
            **({"triggering": True} if self.triggering else {}),
            **({"this": True} if self.this else {}),
        }


# an amount or a distance: a number, dice or a word ("wisdom modifier", "speed"), or a
# formula of them ({"sum": [5, "level"]}, {"times": 0.5, "of": "level", "whose": "target"})
Quantity = int | str | dict[str, Any]


class Distance:
    def __init__(self, value: Quantity) -> None:
        self.value = value


def damage_from(items: list[Any]) -> dict[str, Any]:
    """What damage taken is from, when said ("from the triggering attack"): ``from``."""
    return dict(i for i in items if isinstance(i, tuple) and i[0] == "from")


class Amount:
    def __init__(self, value: Quantity) -> None:
        self.value = value


# "If the triggering attack hits": the condition is of the triggering attack (of_attack),
# never of the power's own attack ("If the attack hits")
OF_TRIGGERING = ("of_attack", "triggering")


# "If you hit with the triggering attack": the triggering attack is the user's own
BY_YOU = ("attack_by", "self")
# "If you hit the target with the triggering attack": against the power's target
AGAINST_TARGET = ("attack_against", "target")


# the roles that name any of a group ("each enemy", "an enemy", "an ally")
_GROUPS = ("enemies", "allies", "creatures", "ally")


def held_by_role(who: Any) -> bool:
    """Whether ``who``'s role alone holds what is said of it, as a destination said by it
    keeps it ("adjacent to an enemy": any of them): not so of a group with more said of
    it ("an enemy marked by you", "two enemies"); of one creature what is said only names
    it ("the enemy that attacked the ally"), unless it says whose target it is ("the
    target of the triggering attack": ``target_of``, not the power's target)."""
    filters = getattr(who, "filters", {})
    said = set(filters.items()) - {("count", 1)}
    return not said or (who not in _GROUPS and "target_of" not in filters)


def of_attack(items: list[Any], said: str) -> Any:
    """A condition on an attack's result (``if``), and which attack when it is the
    triggering one, or whom it is against when that is not the power's target ("If the
    attack misses you,": an attack on the user, never the user's own)."""
    # (a lead's parts may come as a list: "with the triggering attack" said of "you hit")
    items = [part for item in items for part in (item if isinstance(item, list) else [item])]
    whom = next((item for item in items if isinstance(item, Who) and item != "target"), None)
    against: dict[str, Any] = {}
    if whom is not None:  # "If the triggering attack misses you,": not any creature it misses
        filters = {"attack_against_filters": whom.filters} if whom.filters else {}
        against = {"attack_against": str(whom), **filters}
    if AGAINST_TARGET in items:
        against = {"attack_against": "target"}
    if BY_YOU in items:
        against["attack_by"] = "self"
    if OF_TRIGGERING in items:
        return {"if": said, "of_attack": "triggering", **against}
    return {"if": said, **against} if against else ("if", said)


def spoken(who: Who) -> str:
    """A creature in a condition's words: its role and what is said of it ("an ally adjacent
    to you" is "ally adjacent_to=self", never "ally": a condition is not widened)."""
    said = sorted((getattr(who, "filters", None) or {}).items())
    return " ".join([str(who), *(f"{key}={value}" for key, value in said)])


def instead_of(whom: list[Any]) -> dict[str, Any]:
    """ "... instead of the ally": whom an op is in place of (``instead_of``, as the tail
    "... instead of you" says it), when said."""
    return {"instead_of": spoken(whom[0])} if whom else {}
