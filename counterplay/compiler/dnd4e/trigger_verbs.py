"""Verbs of trigger sentences: what happens, and which party is actor or target."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token, Tree

from counterplay.compiler.dnd4e.trigger_attacks import AttacksIR
from counterplay.compiler.dnd4e.trigger_core import (
    _GRABBED_BY,
    _SELF,
    _TO_ZERO,
    AttackPhrase,
    Part,
    Predicate,
    Qualifiers,
    Refused,
    Selector,
    _attack_qualifiers,
    _condition_filters,
    _merge_all,
    _one,
    _party,
    _pop_against,
    _says_attack,
    split_items,
)
from counterplay.compiler.dnd4e.trigger_factories import _pred
from counterplay.compiler.dnd4e.verbs import PASSIVE, meaning, plain_form


@dataclass
class _Verbs:
    """Verbs joined by "or", as the lexicon reads them: events, frame, fixed qualifiers."""

    events: list[str]
    frame: str
    qualifiers: Qualifiers
    bare: bool = False  # every verb in its plain form ("stun", "knock"), not "stuns"


class _Moves(list[str]):
    """The events of a movement verb, and what the verb fixes ("climbs": ``mode: climb``)."""

    def __init__(self, events: list[str], qualifiers: Qualifiers) -> None:
        super().__init__(events)
        self.qualifiers = qualifiers


def moved_how(events: list[str]) -> Qualifiers:
    """What a movement verb fixes (its mode), kept by every reading of one."""
    return dict(events.qualifiers) if isinstance(events, _Moves) else {}


def _verbs(tokens: list[Token], passive: bool) -> _Verbs:
    words = [str(t) for t in tokens]
    try:
        verbs = _Verbs(*meaning(words, passive))
    except ValueError as why:
        raise Refused(tokens[0] if tokens else None, str(why)) from None
    verbs.bare = not passive and all(plain_form(w) for w in words)
    return verbs


# "... you and an ally": what is said of the ally, by the event said of you
_ALSO: dict[tuple[str, ...], str] = {
    ("attack.target",): "includes",
    ("attack.hit",): "also_hit",
    ("attack.miss",): "also_missed",
}


class VerbsIR(AttacksIR):
    """Verbs of trigger sentences: what happens, and which party is actor or target."""

    def attacks_you_and(self, items: list[Any]) -> Predicate:
        # "targets you and at least one ally": the owner is a target, an ally another
        filters = [i for i in items[1:] if isinstance(i, tuple)]
        if filters:
            raise Refused(None, "an ally with filters among the other targets")
        verbs: _Verbs = items[0]
        # "targets you and an ally": the ally among the targets (`includes`); "hits you and
        # an ally": the ally hit too (`also_hit`; `includes` would fire when it was missed)
        key = _ALSO.get(tuple(verbs.events))
        if key is None:
            raise Refused(None, "an ally beside you of what is no attack's outcome")
        qualifiers = {**verbs.qualifiers, key: "ally"}
        return Predicate(verbs.events, "active", dict(_SELF), qualifiers)

    def teleports_other(self, items: list[Any]) -> Predicate:
        # "You teleport an enemy to a square adjacent to you": the enemy teleports (the
        # actor of `teleport`), you cause it (`by`); the place is where it ends
        return Predicate(["teleport"], "causing", items[0], dict(items[1]))

    def teleports_to(self, items: list[Any]) -> Predicate:
        # "An enemy teleports adjacent to you": where it teleports to, as `moves` reads it
        return self.moves([["teleport"], self.place_where(items)])

    def not_critical_state(self, _: list[Any]) -> Predicate:
        return Predicate(["state"], "state", None, {"critical": False})

    # -- verbs of the lexicon (compiler/dnd4e/verbs.py) ----------------------------------------
    # A frame's rule gives the verbs' words; what they mean is the lexicon's.
    def act_verb(self, items: list[Token]) -> Token:
        return items[0]

    cause_verb = solo_verb = participle = move_verb = knock = act_verb

    def reduce_to_zero(self, items: list[Any]) -> str:
        return "reduces"  # "bloodies or reduces to 0 hit points": the lexicon's hp.zero

    def act_verbs(self, items: list[Token]) -> _Verbs:
        return _verbs(items, passive=False)

    cause_verbs = solo_verbs = act_verbs

    def participles(self, items: list[Token]) -> _Verbs:
        return _verbs(items, passive=True)

    def move_verbs(self, items: list[Token]) -> list[str]:
        # the events, with what the verb fixes ("climbs": mode climb) kept beside them
        verbs = _verbs(items, passive=False)
        return _Moves(verbs.events, verbs.qualifiers)

    def forced_pas(self, items: list[Token]) -> str:
        return PASSIVE[str(items[0])].event  # "pushed": forced.push

    def forced_passive(self, items: list[str]) -> list[str]:
        return items

    forced_nouns = forced_passive

    def cond_list(self, items: list[Token]) -> list[str]:
        return [str(i) for i in items]

    def acts(self, items: list[Any]) -> Predicate:
        # "An enemy hits you", "An effect dazes or stuns you", "You charge an enemy"
        verbs: _Verbs = items[0]
        other, qualifiers = split_items(items[1:])
        qualifiers = {**verbs.qualifiers, **qualifiers}
        return Predicate(verbs.events, "active", other, qualifiers, bare=verbs.bare)

    def acts_distance(self, items: list[Any]) -> Predicate:
        # "pushes you 2 squares": how far (of a forced movement only: trigger_parts)
        predicate = self.acts(items[:-1])
        predicate.qualifiers["forced_distance"] = int(items[-1])
        return predicate

    def acts_on_self(self, items: list[Any]) -> Predicate:
        # "An enemy attacks him": the owner, in a monster's third-person text
        verbs: _Verbs = items[0]
        return Predicate(verbs.events, "active", dict(_SELF), dict(verbs.qualifiers))

    def alone(self, items: list[Any]) -> Predicate:
        # "An enemy dies", "An ally stands up"
        verbs: _Verbs = items[0]
        return Predicate(verbs.events, "alone", None, dict(verbs.qualifiers))

    def makes_attack(self, items: list[Any]) -> Predicate:
        qualifiers = _attack_qualifiers(items[0])
        # "makes a critical hit" == "scores a critical hit": the critical, not the attack
        # made (whose roll is not yet known when it is made)
        event = "attack.critical" if qualifiers.pop("critical", False) else "attack.target"
        return Predicate([event], "active", _pop_against(qualifiers), qualifiers)

    crit = _pred("attack.critical", "active")
    # "scores a critical hit on your turn": "on" says when, not whom
    crit_on_own_turn = _pred("attack.critical", "active", turn="self")
    crit_on_actor_turn = _pred("attack.critical", "active", turn="actor")

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
    becomes_bloodied = _pred("bloodied", "alone")
    first_bloodied = _pred("bloodied", "alone", first_time=True)
    is_reduced = _pred("hp.zero", "alone")

    def becomes_condition(self, items: list[Any]) -> Predicate:
        # "You become dazed (by an effect)" == "You are dazed" == "An effect dazes you"
        predicate = self.is_condition(items)
        predicate.filters = None  # becoming is an event, never a state
        return predicate

    def is_condition(self, items: list[Any]) -> Predicate:
        agent, qualifiers = split_items(items[1:])
        return Predicate(
            ["condition.gain"],
            "passive",
            agent,
            {"condition": _one(items[0]), **qualifiers},
            _condition_filters(items[0], agent, qualifiers),
        )

    regains_consciousness = _pred("consciousness.regain", "alone")

    def attacks_defense(self, items: list[Any]) -> Predicate:
        verbs: _Verbs = items[0]
        qualifiers = {**verbs.qualifiers, "defense": items[1]}
        return Predicate(verbs.events, "active", dict(_SELF), qualifiers)

    def is_target_of(self, items: list[Any]) -> Predicate:
        return Predicate(["attack.target"], "passive", items[0], {})

    def makes_np_condition(self, items: list[Any]) -> Predicate:
        # "An attack makes you unconscious" == "An attack knocks you unconscious"
        return Predicate(["condition.gain"], "active", items[0], {"condition": _one(items[1])})

    def is_subjected_kind(self, items: list[Any]) -> Predicate:
        return Predicate(["effect.gain"], "alone", None, dict(items[0]))

    def is_subjected_kind_save(self, items: list[Any]) -> Predicate:
        # "subject to a dazing effect that a save can end": the effect's kind and its end
        return Predicate(["effect.gain"], "alone", None, {**items[0], "save_can_end": True})

    def is_forced_any(self, _: list[Any]) -> Predicate:
        return Predicate(["forced"], "passive", None, {})

    def attempts_force(self, items: list[Any]) -> Predicate:
        # "An enemy attempts to push you": before it happens
        predicate = self.acts(items)
        predicate.qualifiers["would"] = True
        return predicate

    is_subjected_any = _pred("effect.gain", "alone")
    takes_critical = _pred("attack.critical", "passive")

    def is_critically_hit(self, _: list[Any]) -> Predicate:
        return Predicate(["attack.critical"], "passive", None, {})

    def knocks_prone(self, items: list[Any]) -> Predicate:
        return Predicate(["prone"], "causing", items[1], {}, bare=str(items[0]) == "knock")

    def knocked_prone(self, _: list[Any]) -> str:
        return "prone"

    def moves(self, items: list[Any]) -> Predicate:
        qualifiers: Qualifiers = dict(moved_how(items[0]))
        for item in items[1:]:
            _merge_all(qualifiers, item)
        return Predicate(items[0], "alone", None, qualifiers)

    def moves_distance(self, items: list[Any]) -> Predicate:
        # "shifts 2 squares": the distance moved, then where to as `moves` reads it
        predicate = self.moves([items[0], *items[2:]])
        predicate.qualifiers["distance"] = int(items[1])
        return predicate

    def causes(self, items: list[Any]) -> Predicate:
        # "bloodies or kills an enemy": one object, either event, the subject causing it;
        # "... or drops an enemy to 0 hit points": said only of the hp.zero verbs
        verbs: _Verbs = items[0]
        if _TO_ZERO in items and "hp.zero" not in verbs.events:
            raise Refused(None, "'to 0 hit points' after a verb that is not 'reduces'")
        other, qualifiers = split_items(items[1:])
        qualifiers = {**verbs.qualifiers, **qualifiers}
        return Predicate(verbs.events, "causing", other, qualifiers, bare=verbs.bare)

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
    # "saves against ongoing damage", "saves against this power (this attack's ongoing
    # damage)": against what is kept, as a saving throw's (``r_save_this_power``)
    succeeds_save_ongoing = _pred("save.succeed", "alone", ongoing=True)
    succeeds_save_this = _pred("save.succeed", "alone", this_power=True)
    succeeds_save_this_ongoing = _pred("save.succeed", "alone", this_power=True, ongoing=True)
    spends_surge = _pred("surge.spend", "alone")
    spends_action_point = _pred("action_point.spend", "alone")
    rolls_initiative = _pred("initiative.roll", "alone")
    falls_prone = _pred("prone", "alone")
    charges = _pred("charge", "active")  # "You start a charge"
    is_charging = _pred("charge", "alone")
    regains_hp = _pred("heal", "alone")
    gains_ca = _pred("combat_advantage.gain", "active")
    second_wind = _pred("power.use", "alone", power="second wind")

    def damage_roll(self, items: list[Any]) -> Predicate:
        # "You roll damage for a melee attack"
        return Predicate(["damage.roll"], "alone", None, items[0] if items else {})

    misses_all = _pred("attack.miss", "active", all_targets=True)
    hits_all = _pred("attack.hit", "active", all_targets=True)  # "You hit each target"

    def provokes(self, items: list[Any]) -> Predicate:
        # "provokes an opportunity attack from you": who may make it
        from_ = {"from": str(items[0])} if items else {}
        return Predicate(["opportunity.provoke"], "alone", None, from_)

    ends_move = _pred("move.end", "alone")

    def starts_turn_condition(self, items: list[Any]) -> Predicate:
        # "You start your turn dazed by an effect that a save can end": what the effect is;
        # by whom ("starts its turn marked by you") is no qualifier of it: refused
        if len(items) > 1 and not isinstance(items[1], AttackPhrase):
            raise Refused(None, "who gave the condition a turn starts with")
        cause = _attack_qualifiers(items[1]) if len(items) > 1 else {}
        return Predicate(["turn.start"], "alone", None, {"condition": _one(items[0]), **cause})

    def starts_turn_effect(self, items: list[Any]) -> Predicate:
        qualifiers = next((dict(i) for i in items if isinstance(i, dict)), {})
        return Predicate(["turn.start"], "alone", None, {"effect": True, **qualifiers})

    def starts_turn_effect_save(self, items: list[Any]) -> Predicate:
        predicate = self.starts_turn_effect(items)
        predicate.qualifiers["save_can_end"] = True
        return predicate

    def has_combat_advantage(self, items: list[Any]) -> Predicate:
        return Predicate(["state"], "state", None, {"combat_advantage_against": items[0]})

    dislikes = _pred("state", "state", dislike_result=True)
    does_not_die = _pred("state", "state", survives=True)
    is_subjected = _pred("effect.gain", "alone", save_can_end=True)

    def uses(self, items: list[Any]) -> Predicate:
        return Predicate(["power.use"], "alone", None, _used(items[0]))

    def uses_on(self, items: list[Any]) -> Predicate:
        # "An ally uses a healing power on you": who the power is used on is the target
        return Predicate(["power.use"], "active", _party(items[1]), _used(items[0]))

    def is_done(self, items: list[Any]) -> Predicate:
        # "You are hit by an enemy" == "An enemy hits you"; "An enemy is killed by you" is
        # told like "An enemy dies" (the lexicon's passive frame: `by` is the killer)
        verbs: _Verbs = items[0]
        agent, qualifiers = split_items(items[1:])
        return Predicate(verbs.events, verbs.frame, agent, {**verbs.qualifiers, **qualifiers})

    def is_forced(self, items: list[Any]) -> Predicate:
        # "You are pulled, pushed, slid, or knocked prone (by an enemy)"
        agent, qualifiers = split_items(items[1:])
        return Predicate(items[0], "passive", agent, qualifiers)

    def is_forced_distance(self, items: list[Any]) -> Predicate:
        # "You are pushed 2 squares (by an enemy)"
        predicate = self.is_forced([items[0], *items[2:]])
        predicate.qualifiers["forced_distance"] = int(items[1])
        return predicate

    def is_bloodied(self, items: list[Any]) -> Predicate:
        agent, qualifiers = split_items(items)
        return Predicate(["bloodied"], "alone", agent, qualifiers)

    def is_first_bloodied(self, items: list[Any]) -> Predicate:
        agent, qualifiers = split_items(items)
        return Predicate(["bloodied"], "alone", agent, {"first_time": True, **qualifiers})

    def is_dealt_damage(self, items: list[Any]) -> Predicate:
        agent, _ = split_items(items[1:])
        return Predicate(["damage.take"], "passive", agent, dict(items[0]))

    def scored_against(self, items: list[Any]) -> Predicate:
        # "a critical hit is scored against you": the attack phrase is the subject
        return Predicate(["attack.critical"], "active", items[0], {})

    def made_against(self, items: list[Any]) -> Predicate:
        # "a melee attack is made against you": the attack phrase is the subject
        return Predicate(["attack.target"], "active", items[0], {})

    def bloodied_past(self, items: list[Any]) -> Predicate:
        return self.causes([_verbs([Token("CAUSE_VERB", "bloodied")], passive=False), *items])

    def causes_self(self, items: list[Any]) -> Predicate:
        # "An enemy bloodies him"
        verbs: _Verbs = items[0]
        return Predicate(verbs.events, "causing", dict(_SELF), dict(verbs.qualifiers))

    def affects_none(self, items: list[Any]) -> Predicate:
        # "no creature is affected by this power"; "no enemy is restrained by this power":
        # of enemies only (`none_of`), by the condition named (`condition`)
        qualifiers: Qualifiers = {"none_of": "enemy"} if "enemy" in items else {}
        conditions = [str(i) for i in items if isinstance(i, Token) and i.type == "COND"]
        if conditions:
            qualifiers["condition"] = conditions[0]
        if any(isinstance(i, Token) and i.type == "POWER_NAME" for i in items):
            qualifiers["power"] = self._named(items)  # "affected by dragonfear": that power
        return Predicate(["power.affects_none"], "alone", None, qualifiers)

    def grab_noun(self, items: list[Token]) -> Qualifiers:
        # "the mooncalf's tentacle grab": the grab made with that weapon (group)
        if not items:
            return {}
        key = "weapon_group" if items[0].type == "WEAPON_GROUP" else "weapon_name"
        return {key: str(items[0])}

    def grab_any(self, items: list[Any]) -> Qualifiers:
        return dict(items[-1])  # "a grab", "the grab": any grab

    def grab_own(self, items: list[Any]) -> Qualifiers:
        # "your grab", "the dragon's grab": one made by the owner (a filter of the one
        # escaping, never any grab)
        return {**items[-1], _GRABBED_BY: "self"}

    def grab_its(self, items: list[Any]) -> Qualifiers:
        # "its grab": the monster's in its own trigger; in a player's, whose?
        if not self.monster:
            raise Refused(None, "a pronoun ('its') of a player's trigger: whose grab?")
        return self.grab_own(items)

    def escapes_grab(self, items: list[Any]) -> Predicate:
        # "escapes", "escapes your grab"
        return Predicate(["escape.succeed"], "alone", None, dict(items[0]) if items else {})

    def escapes(self, items: list[Any]) -> Predicate:
        # "attempts to escape", "tries to escape the dragon's grab"
        return Predicate(["escape.attempt"], "alone", None, dict(items[0]) if items else {})

    gains_temp_hp = _pred("temp_hp.gain", "alone")  # "gains temporary hit points"

    def cond_grabbed(self, _: list[Any]) -> str:
        return "grabbed"

    def cond_marked(self, _: list[Any]) -> str:
        return "marked"

    def agent(self, items: list[Any]) -> Selector | AttackPhrase:
        return items[0]  # type: ignore[no-any-return]

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

    def affected_by_power(self, items: list[Any]) -> Predicate:
        return Predicate(["effect.gain"], "alone", None, {"power": self._named(items)})

    def draws_fortune_card(self, items: list[Any]) -> Predicate:
        categories = items[0] if items else []
        qualifiers = {"category": categories} if categories else {}
        return Predicate(["fortune_card.draw"], "alone", None, qualifiers)

    def fortune_categories(self, items: list[Tree[Any]]) -> list[str]:
        return [str(item.data).removeprefix("fc_") for item in items]  # fc_attack -> attack

    def gains_concealment(self, items: list[Any]) -> Predicate:
        named = {"power": self._named(items)} if items else {}
        return Predicate(["concealment.gain"], "alone", None, named)

    def sources(self, items: list[Any]) -> list[Any]:
        return items  # the list

    def hp_zero(self, items: list[Token]) -> None:
        # only "0 hit points" is the event hp.zero; other thresholds are not modelled
        if int(items[0]) != 0:
            raise Refused(items[0], "only 0 hit points is an event")

    def below_hp(self, items: list[Token]) -> str:
        if int(items[0]) != 1:
            raise Refused(items[0], "only 'below 1 hit point' is an event")
        return _TO_ZERO

    def to_hp_zero(self, _: list[Any]) -> str:
        return _TO_ZERO

    def forces_to_move(self, items: list[Any]) -> Predicate:
        # "forces you to move": any forced movement (the prefix event)
        return Predicate(["forced"], "active", items[0], {})


def _used(phrase: Any) -> Qualifiers:
    """What a power used is: an attack power is no utility power ("uses an attack power":
    ``utility`` false, as "a utility power" is ``utility`` true)."""
    said = _attack_qualifiers(phrase)
    if _says_attack(phrase):
        said.setdefault("utility", False)
    return said
