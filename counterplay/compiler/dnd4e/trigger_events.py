"""Game events of trigger sentences: rolls, checks, traps, turns, resources, states."""

from __future__ import annotations

from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.trigger_core import (
    _OTHER,
    _SELF,
    _YOU_DISLIKE,
    Part,
    Predicate,
    Qualifiers,
    Refused,
    Thing,
    _is_filter,
    _merge,
    _merge_all,
    _named_skills,
    _one,
    _pop_against,
    _squares_from_owner,
    _Union,
)
from counterplay.compiler.dnd4e.trigger_factories import _pred, _roll, _word
from counterplay.compiler.dnd4e.trigger_verbs import VerbsIR, moved_how
from counterplay.compiler.dnd4e.trigger_words import (
    _ANY_ROLL,
    _D20_ROLLS,
    _FAILED,
    _SUCCEEDED,
)
from counterplay.compiler.dnd4e.vocabulary import ABILITIES


class EventsIR(VerbsIR):
    """Game events of trigger sentences: rolls, checks, traps, turns, resources, states."""

    # rolls: "makes an attack roll, a saving throw, or a skill check"
    r_attack = _roll("attack.roll")
    r_save = _roll("save.roll")
    r_death_save = _roll("death_save.roll")

    def r_save_can_end(self, _: list[Any]) -> tuple[str, Qualifiers]:
        return ("save.roll", {"save_can_end": True})

    r_skill = _roll("skill.check")

    def r_ability(self, _: list[Any]) -> tuple[str, Qualifiers]:
        # "an ability check" is a check of any ability, as "a Strength check" is of one
        return ("skill.check", {"skill": sorted(ABILITIES)})

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
            if outcome and event not in outcome:
                # "succeeds on a damage roll": a roll with no outcome is never the roll made
                # (the outcome's word would be dropped: "succeed on a death saving throw"
                # was any death saving throw)
                raise Refused(None, f"no outcome of {event} is an event")
            event = outcome.get(event, event)
            if event not in events:
                events.append(event)
            _merge_all(qualifiers, {k: v for k, v in more.items() if k != "skill"})
        if skills:
            qualifiers["skill"] = _one(skills)
        against = _pop_against(qualifiers)  # "against an enemy adjacent to you"
        if against is not None:
            return Predicate(events, "active", against, qualifiers)
        return Predicate(events, "alone", None, qualifiers)

    def makes_roll(self, items: list[Any]) -> Predicate:
        return self._rolls(items[0], {})

    def fails_roll(self, items: list[Any]) -> Predicate:
        return self._rolls(items[0], _FAILED)

    def succeeds_roll(self, items: list[Any]) -> Predicate:
        return self._rolls(items[0], _SUCCEEDED)

    def rolls_number(self, items: list[Any]) -> Predicate:
        # "You roll a natural 1 or 20 on an attack roll or a saving throw"
        numbers = [str(int(i)) for i in items if isinstance(i, Token)]
        rolls: list[tuple[str, Qualifiers]] = next(
            (i for i in items if isinstance(i, list)), [("attack.roll", {})]
        )
        predicate = self._rolls(rolls, {})
        predicate.qualifiers["roll"] = numbers
        return predicate

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

    def r_save_power(self, items: list[Any]) -> tuple[str, Qualifiers]:
        # "a saving throw against drain soul": a save against that power's effect
        return ("save.roll", {"power": self._named(items)})

    def saves_against_power(self, items: list[Any]) -> Predicate:
        return Predicate(["save.succeed"], "alone", None, {"power": self._named(items)})

    def r_save_this_power(self, items: list[Any]) -> tuple[str, Qualifiers]:
        # "its saving throw against this power's ongoing damage"
        return ("save.roll", {**items[0], "this_power": True})

    def starts_turn_subject_save(self, items: list[Any]) -> Predicate:
        # "... subject to an immobilized or slowed condition that a save can end"
        predicate = self.starts_turn_condition(items)
        predicate.qualifiers["save_can_end"] = True
        return predicate

    def applies_effect(self, items: list[Any]) -> Predicate:
        # "An attack applies an effect to you that a save can end": you gain the effect
        # (the relative clause is the effect's: the creature is named without filters after it)
        who = items[0] if items else dict(_SELF)
        return Predicate(["effect.gain"], "causing", who, {"save_can_end": True})

    def does_not_roll(self, items: list[Token]) -> Predicate:
        # "... and don't roll a 20": the natural d20 is any other number
        number = int(items[-1])
        if not 1 <= number <= 20:
            raise Refused(items[-1], "a d20 shows 1 to 20")
        others = [str(n) for n in range(1, 21) if n != number]
        return Predicate(["state"], "state", None, {"roll": others})

    def moves_more_than(self, items: list[Any]) -> Predicate:
        # "You move more than 3 squares": at least 4
        qualifiers = {**moved_how(items[0]), "min_distance": int(items[1]) + 1}
        return Predicate(items[0], "alone", None, qualifiers)

    def resists_damage(self, items: list[Any]) -> Predicate:
        # "The shard resists damage": it takes damage, which its resistance reduces
        return Predicate(["damage.take"], "passive", None, {**items[0], "resisted": True})

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
        qualifiers = {**moved_how(items[0]), "turn_distance_min": "half_speed"}
        return Predicate(items[0], "alone", None, qualifiers)

    def moves_at_least(self, items: list[Any]) -> Predicate:
        # "moves at least 3 squares (during this turn)": one movement, or the turn's so far
        key = "turn_distance_min" if len(items) > 2 else "min_distance"
        return Predicate(items[0], "alone", None, {**moved_how(items[0]), key: int(items[1])})

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

    def self_or_others_part(self, items: list[Any]) -> Part:
        # "You, an ally, or an enemy in the burst makes an attack roll": where they are
        # ("in the burst") is said of the others, not of you (the burst's origin)
        roles = [i for i in items if isinstance(i, str)][:2]
        at = next(i for i, item in enumerate(items) if isinstance(item, Predicate))
        places = [m for m in items[:at] if not isinstance(m, str) and _is_filter(m)]
        rest = [m for m in items if not isinstance(m, str) and not any(m is p for p in places)]
        others = [self._people(role, places) for role in roles]
        return self._part(_Union([dict(_SELF), *others]), rest, None)

    # states of the actor or of the owner, joined to the part before (start())
    not_reduced = _pred("state", "state", hp_zero=False)

    state_hidden_from = _pred("state", "state", owner_hidden_from=_OTHER)
    state_granting_ca = _pred("state", "state", owner_grants_combat_advantage_to=_OTHER)
    state_not_included = _pred("state", "state", excludes="self")

    def attack_excludes(self, items: list[Any]) -> Predicate:
        # "... and does not include the goblin as a target": said of the actor's attack
        said: Qualifiers = {}
        _merge(said, "excludes", items[-1])
        return Predicate(["state"], "attack_state", None, said)

    def state_not_condition(self, items: list[Token]) -> Predicate:
        return Predicate(["state"], "state", None, {"owner_not_condition": str(items[-1])})

    def ends_turn_farther(self, items: list[Any]) -> Predicate:
        # "ends its turn farther away (from you than where it started its turn)"
        away = items[0] if items else "self"
        return Predicate(["turn.end"], "alone", None, {"farther_than_turn_start": away})

    # "You are conscious and fail a saving throw": not unconscious
    state_conscious = _pred("state", "state", owner_not_condition="unconscious")

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
