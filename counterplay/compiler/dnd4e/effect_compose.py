"""Effect clauses read by composition (issue 12, item 4): the readers of the rules that
put the effect grammar's reusable pieces in more slots, and those that hand a part of a
clause to another reader: what ends an effect ("until the target saves"), where a movement
goes, whom an op is in place of and how often it counts, "he or she", where someone is as a
condition ("while you are in the zone"), the gear an op is for, powers named in the text,
the next attack, the game's actions by name. ``EffectIR`` reads whole clauses with them.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from counterplay.compiler.dnd4e.effect_verbs import VerbReader
from counterplay.compiler.dnd4e.effect_words import (
    Duration,
    DurationUntil,
    Op,
    Who,
    of_attack,
    ref,
    spoken,
)

# the role "he or she" stands for until its clause is read (ComposeReader._resolve_pronoun)
PRONOUN = "he_or_she"
_PRONOUN_WORD = re.compile(rf"\b{PRONOUN}\b")


def _replace(value: Any, who: str) -> Any:
    """``value`` (ops, their dicts, lists and strings) with the pronoun's role as ``who``."""
    if isinstance(value, dict):
        return {k: _replace(v, who) for k, v in value.items()}
    if isinstance(value, list):
        # (a list of conditions joined by "or" names no one: kept as it is)
        return [_replace(v, who) for v in value] if type(value) is list else value
    if isinstance(value, str) and PRONOUN in value:
        return _PRONOUN_WORD.sub(who, value)
    return value


class NextAttack(str):
    """The subject "your next attack (against X) (before Y)" of the clause before, as the
    subject of a verb phrase that names none ("... gains a +2 bonus to the attack roll and
    deals 1[W] extra damage": the damage is that attack's rider, not damage now); ``said``:
    what the subject says (``on``, ``duration``, ``against``, ``attack_kinds``)."""

    said: dict[str, Any]


def next_attack_subject(ops: list[Op], against: dict[str, Any]) -> NextAttack:
    """The next attack the ops of a clause read as a rider on it name (``against``: whom
    it is against, when said: ``against`` and its filters), as a subject."""
    subject = NextAttack("self")  # (the user's attack)
    said = ("on", "duration", "attack_kinds")
    subject.said = {key: ops[-1][key] for key in said if ops[-1].get(key) is not None}
    subject.said.update(against)
    return subject


def on_next_attack(subject: NextAttack, ops: list[Op]) -> list[Op] | None:
    """The ops of a verb phrase said of the next attack ``subject`` names: extra damage its
    rider (dealt to whom the attack is against), a bonus to its rolls; None for anything
    else (no other is said of an attack)."""
    said = {k: v for k, v in subject.said.items() if not k.startswith("against")}
    against = {k: v for k, v in subject.said.items() if k.startswith("against")}
    whom = {k.replace("against", "target", 1): v for k, v in against.items()}
    out = []
    for op in ops:
        if op["op"] == "damage" and op.get("extra") and not op.get("ongoing"):
            kept = {k: v for k, v in op.items() if k not in ("extra", "by", "target")}
            out.append({**kept, "op": "extra_damage", **said, "target": op["target"], **whom})
        elif op["op"] == "bonus" and op.get("stat") in ("attack", "damage"):
            out.append({**op, **said, "target": "self", **against})
        else:
            return None
    return out


class ComposeReader(VerbReader):
    """One method per aliased rule of the composing readings (``grammar/dnd4e/effect_en.lark``,
    the rounds of issue 12 item 4); ``EffectIR`` sets ``subject``, ``text`` and the flags."""

    subject: str
    text: str
    next_against: dict[str, Any]  # whom "your next attack against X" is against
    unresolved: bool
    things: list[str]
    people: list[tuple[str, bool]]

    def _next_attack(self, items: list[Any]) -> tuple[Any, Any]:
        """The time and whom of "your next attack (against X) (before Y)", whom kept for
        the verb phrases after it (``next_against``)."""
        duration = self._find(items, Duration)
        against = self._find(items, Who)
        # (whom, with what narrows it: "against a bloodied enemy" dropped "bloodied")
        self.next_against = ref("against", against) if against else {}
        return duration, against

    def next_attack_bonus(self, items: list[Any]) -> list[Op]:
        # "Your next attack against the target gains a +2 bonus to the attack roll": a bonus
        # of a later attack (its user's), against whom and until when said
        duration, _ = self._next_attack(items)
        bonus = items[-1]
        extra = {**self.next_against, **next_kinds(items)}
        return [
            {**op, "on": "next_attack", "target": "self", "duration": duration, **extra}
            for op in bonus
        ]

    def next_attack_deals(self, items: list[Any]) -> list[Op]:
        # "Your next attack before the end of your next turn deals 2d10 extra damage": a
        # rider on a later attack, not damage now
        duration, against = self._next_attack(items)
        ops = []
        for op in items[-1] if isinstance(items[-1], list) else self._find(items, list):
            ops.append(
                {
                    **{k: v for k, v in op.items() if k != "extra"},  # said by the op's name
                    "op": "extra_damage",
                    "on": "next_attack",
                    **ref("target", against, op.get("target")),
                    "duration": duration,
                    **next_kinds(items),
                }
            )
        return ops

    def stat_reduced(self, items: list[Any]) -> list[Op]:
        # "The target's speed is reduced by 2": a penalty to that number of that creature
        return [{"op": "penalty", **_changed(items)}]

    def stat_set(self, items: list[Any]) -> list[Op]:
        # "The target's speed is reduced to 2": that number of that creature is that value
        return [{"op": "set_stat", **_changed(items)}]

    def stat_increased(self, items: list[Any]) -> list[Op]:
        return [{"op": "bonus", **_changed(items)}]  # "Your speed increases by 2"

    def if_attack_kind(self, items: list[Any]) -> Any:
        # "If the triggering attack was a melee attack,"
        kind = next(i for i in items if isinstance(i, str))
        return of_attack(items, f"attack {kind}")

    def if_attacks_hit(self, items: list[str]) -> dict[str, Any]:
        # "If either attack hits,": which of the power's attacks must hit
        return {"if": "hit", "of_attack": items[0]}

    def as_either(self, _: list[Any]) -> str:
        return "either"

    def as_either_basic(self, _: list[Any]) -> str:
        return "either basic_attack"

    def as_both(self, _: list[Any]) -> str:
        return "both"

    def as_both_basic(self, _: list[Any]) -> str:
        return "both basic_attack"

    def if_attack_damages(self, items: list[Any]) -> Any:
        return of_attack(items, "attack_deals_damage")  # "If the triggering attack deals damage,"

    def if_self_place(self, items: list[Any]) -> tuple[str, Any]:
        return ("if", place_said([Who("self"), items[0]]))  # "If you are adjacent to an ally,"

    def if_quarry(self, items: list[Any]) -> tuple[str, Any]:
        return ("if", f"{spoken(items[0])} quarry")  # "If the target is your quarry,"

    def if_reduced_by_you(self, items: list[Any]) -> tuple[str, Any]:
        # "If you reduce the target to 0 hit points,": as "drops to", and by whom
        return ("if", f"{spoken(items[0])} drops to {items[1]} hit points by self")

    def lead_once_per(self, items: list[str]) -> tuple[str, Any]:
        return ("once_per", items[0])  # "Once per turn, ...": at most that often

    def lead_during(self, items: list[str]) -> tuple[str, Any]:
        return ("during", items[0])  # "During your next turn, ...": only then

    def lead_before(self, items: list[Any]) -> tuple[str, Any]:
        return ("before", str(items[0]))  # "Before the end of your next turn, you can ..."

    def e_unconscious(self, items: list[Any]) -> str:
        return f"{spoken(items[0])} falls unconscious"

    def attacks_deal(self, items: list[Any]) -> list[Op]:
        # "Your melee attacks deal 2 extra damage": a rider on each of the user's attacks of
        # those kinds, not damage now
        return _rider("attacks", items)

    def others_attacks_deal(self, items: list[Any]) -> list[Op]:
        # "The target's attacks deal 2 extra damage": a rider on that creature's attacks
        # (to whomever they hit, unless one is named: never the power's target by default)
        rider = _rider("attacks", items[1:])
        return [
            {**op, "target": op.get("target") or "creatures", "by": spoken(items[0])}
            for op in rider
        ]

    def weapon_deals(self, items: list[Any]) -> list[Op]:
        return _rider("this_weapon", items)  # "This weapon deals 1d6 extra damage"

    def rider_kind(self, items: list[str]) -> str:
        return items[0]

    def negate_damage_to(self, items: list[Any]) -> list[Op]:
        # "The triggering attack deals no damage to you": negated for that creature
        return [{"op": "negate", "what": "damage", "target": str(items[0])}]

    def v_regain_used(self, items: list[Any]) -> list[Op]:
        # "regain the use of an encounter power you have already used": of that kind
        kind = next(i for i in items if isinstance(i, tuple))[1]
        attack = next((i for i in items if isinstance(i, dict)), {})  # regained_power
        return [{"op": "recharge", "what": "power", "power_kind": kind, "expended": True, **attack}]

    def tail_to_area(self, items: list[str]) -> tuple[str, Any]:
        return ("destination", f"in {items[0]}")  # "to any square within the zone"

    def until_event(self, items: list[Any]) -> Duration:
        # "until the target saves": the event alone ends it
        duration = DurationUntil("until_event")
        duration.until = str(items[0])
        return duration

    def lead_until_event(self, items: list[Any]) -> tuple[str, Any]:
        return ("duration", self.until_event(items))  # "Until the mark ends, ..."

    # the events that end an effect ("until ..."), with who does them
    def e_saves(self, items: list[Any]) -> str:
        return f"{spoken(items[0])} saves"

    def e_hits(self, items: list[Any]) -> str:
        return f"{spoken(items[0])} hits {spoken(items[1])}"

    def e_drop(self, items: list[Any]) -> str:
        # "until you drop to 0 hit points": the user's (drop_to_0, as "until you attack" is);
        # anyone else's is said with who ("until it drops to 0 hit points": the target's)
        who, points = items[0], int(items[-1])
        return f"drop_to_{points}" if who == "self" else f"{spoken(who)} drop_to_{points}"

    def e_you_hit(self, items: list[Any]) -> str:
        return f"self hits {spoken(items[0])}"  # "... or until you hit the target"

    def e_attacks(self, items: list[Any]) -> str:
        return " ".join([spoken(items[0]), "attacks", *(spoken(who) for who in items[1:])])

    def e_no_longer(self, items: list[Any]) -> str:
        return f"{spoken(items[0])} no_longer {items[-1]}"

    def e_self_no_longer(self, items: list[Any]) -> str:
        return f"self no_longer {items[0]}"  # "until you are no longer bloodied"

    def nl_marked_by(self, items: list[Any]) -> str:
        return f"marked_by {spoken(items[0])}"  # "... no longer marked by you"

    def nl_quarry(self, _: list[Any]) -> str:
        return "quarry"  # "... no longer your quarry"

    def e_ends(self, items: list[Any]) -> str:
        return f"{items[0]} ends"  # "until the zone ends"

    def e_dismissed(self, items: list[Any]) -> str:
        # "until you end it as a minor action", "until you dismiss the zone": the user ends
        # it (what, when named; with that action, when said)
        what = [f" {i}" for i in items if isinstance(i, str)]
        action = [f" as {i[1]}" for i in items if isinstance(i, tuple)]
        return f"self dismisses{''.join(what)}{''.join(action)}"

    def dismiss_action(self, items: list[str]) -> tuple[str, str]:
        return ("action", items[0])

    def e_destroyed(self, items: list[Any]) -> str:
        return f"{spoken(items[0])} destroyed"

    def tail_toward(self, items: list[Any]) -> tuple[str, Any]:
        return ("direction", f"toward {spoken(items[0])}")  # "pull it 3 squares toward you"

    def tail_away(self, items: list[Any]) -> tuple[str, Any]:
        return ("direction", f"away from {spoken(items[0])}")

    def tail_instead_of(self, items: list[Any]) -> tuple[str, Any]:
        return ("instead_of", spoken(items[0]))  # "... instead of you", "in place of the ally"

    def tail_instead_of_condition(self, items: list[Any]) -> tuple[str, Any]:
        return ("instead_of", list(items[0]))  # "is restrained instead of immobilized"

    def tail_per(self, items: list[Any]) -> tuple[str, Any]:
        # "... for each enemy adjacent to you": once per each of them (what is said of them
        # before and after the noun kept)
        said = {k: v for i in items if isinstance(i, dict) for k, v in i.items()}
        noun = next(i for i in items if isinstance(i, str))
        return ("per", spoken(Who(noun, said)))

    def per_square_moved(self, _: list[Any]) -> tuple[str, Any]:
        return ("per", "square moved")  # "for each square of the movement"

    def per_square_forced(self, _: list[Any]) -> tuple[str, Any]:
        # "for each square of the forced movement": squares the creature is made to move
        return ("per", "square of forced movement")

    def if_place(self, items: list[Any]) -> tuple[str, Any]:
        return ("if", place_said(items))  # "If the target is adjacent to you,"

    def if_who_target(self, items: list[Any]) -> tuple[str, Any]:
        # "If an ally is the target,": ally_target; anyone else said with what is said of it
        said = spoken(items[0])
        return ("if", "ally_target" if said == "ally" else f"{said} is_target")

    def if_not(self, items: list[Any]) -> tuple[str, Any]:
        # "If the target is not bloodied,", "If you are not adjacent to the target,"
        said = items[1]
        held = place_said(items) if isinstance(said, dict) else f"{spoken(items[0])} {said}"
        return ("if", f"not {held}")

    def if_self_not(self, items: list[Any]) -> tuple[str, Any]:
        return self.if_not([Who("self"), items[0]])  # "If you are not adjacent to an ally,"

    def if_any_state(self, items: list[Any]) -> tuple[str, Any]:
        # "If the target is dazed or stunned,": either holds
        return ("if", f"{spoken(items[0])} {' or '.join(str(s) for s in items[1:])}")

    def lead_while(self, items: list[Any]) -> tuple[str, Any]:
        return ("while", place_said(items))  # "while you are in the zone", "while it is dazed"

    def if_combat_advantage(self, items: list[Any]) -> tuple[str, Any]:
        # "If you have combat advantage against the target,"
        against = [f" against {spoken(who)}" for who in items[1:]]
        return ("if", f"{spoken(items[0])} combat_advantage{''.join(against)}")

    def against_your_attacks(self, items: list[str]) -> str:
        # "against your attacks", "against your melee attacks": the user's (of that kind)
        return f"attacks by self{''.join(f' {kind}' for kind in items)}"

    def v_counts_as(self, items: list[Any]) -> list[Op]:
        return [{"op": "counts_as", "as": str(items[0])}]  # "is considered bloodied"

    def tail_maximum(self, items: list[Token]) -> tuple[str, Any]:
        return ("maximum", abs(int(items[0])))  # "up to a maximum of 20", "(maximum +6)"

    def tail_through_enemies(self, _: list[Any]) -> tuple[str, Any]:
        return ("through", "enemy_spaces")  # "move through enemies' spaces"

    def tail_purpose(self, items: list[str]) -> tuple[str, Any]:
        return ("purpose", items[0])  # "an Athletics check to jump"

    def tail_from_origin(self, items: list[str]) -> tuple[str, Any]:
        # "pushed 2 squares from the origin square (of the burst)"
        return ("direction", f"away from origin of {items[0] if items else 'attack'}")

    def negate_damage_own(self, _: list[Any]) -> list[Op]:
        return [{"op": "negate", "what": "damage"}]

    def lead_aftereffect(self, _: list[Any]) -> tuple[str, Any]:
        return ("aftereffect", True)  # "Aftereffect: ...": once the effect before ends

    def named_power(self, items: list[Token]) -> str:
        # "fey step", "Flurry of Blows": the name as written, lower-cased as the runtime
        # names powers
        token = items[0]
        return " ".join(self.text[token.start_pos : token.end_pos].lower().split())

    def w_thing(self, items: list[Token]) -> Who:
        # "the anomaly", "the phantasmal henchman": a thing the power conjures, by its name
        # (the runtime finds no such creature: an op done to or by it is not simulated)
        token = items[0]
        name = " ".join(self.text[token.start_pos : token.end_pos].lower().split())
        self.things.append(name)
        self.people.append(("w_thing", True))  # ("it" after it may be the thing)
        return Who("named", {"name": name})

    def v_use_named(self, items: list[Any]) -> list[Op]:
        # "You use fey step", "use oath of enmity on the target": that power, by its name
        on = self._find(items, Who)
        return [{"op": "use_power", "power": items[0], **({"on": str(on)} if on else {})}]

    def v_regain_named(self, items: list[str]) -> list[Op]:
        return [{"op": "recharge", "what": "power", "power": items[0]}]

    def tail_even_if_expended(self, _: list[Any]) -> tuple[str, Any]:
        return ("even_if_expended", True)  # "..., even if it is already expended"

    def tail_using(self, items: list[Any]) -> tuple[str, Any]:
        return ("using", items[0])  # "using a hammer or a mace": which gear, each named

    def gear_list(self, items: list[str]) -> list[str]:
        return items

    def g_weapon(self, items: list[Token]) -> str:
        return f"weapon {items[0]}"  # "a longsword"

    def g_weapon_group(self, items: list[Token]) -> str:
        return f"weapon_group {items[0]}"  # "a light blade"

    def g_implement(self, items: list[Token]) -> str:
        return f"implement {items[0]}"  # "a wand"

    def w_same(self, _: list[Any]) -> Who:
        # "he or she", "him or her": who it is is worked out once the clause is read (start)
        return Who(PRONOUN)

    def _resolve_pronoun(self, items: list[Any], ops: list[Op]) -> list[Op]:
        """ "he or she" is the clause's own subject when said after it ("the ally shifts 1
        square for each enemy he or she hit"), else the subject of the clause before ("...,
        and each enemy adjacent to him or her"); never the user, who is "you"."""
        named = next((i[1] for i in items if isinstance(i, tuple) and i[0] == "subject"), None)
        inside = named is not None and PRONOUN in repr(getattr(named, "filters", {}))
        who = str(named) if named is not None and not inside else self.subject
        if who in (None, "self", PRONOUN):
            self.unresolved = True
        resolved: list[Op] = _replace(ops, who)
        return resolved


def _changed(items: list[Any]) -> dict[str, Any]:
    """Whose number, which, and by how much ("the target's speed ... by 2")."""
    return {**items[1].said(), "value": int(items[2]), "target": str(items[0])}


def _rider(on: str, items: list[Any]) -> list[Op]:
    """Damage added to attacks ``on`` (``attacks``: the user's, of the kinds said)."""
    who = next((i for i in items if isinstance(i, Who)), None)
    damage = next(i for i in items if isinstance(i, list))
    return [
        {
            **{k: v for k, v in op.items() if k != "extra"},  # said by the op's name
            "op": "extra_damage",
            "on": on,
            **({"target": str(who)} if who is not None else {}),
            **next_kinds(items),
        }
        for op in damage
    ]


def next_kinds(items: list[Any]) -> dict[str, Any]:
    """The kinds of a next attack said ("your next melee weapon attack"), when any."""
    kinds = [i for i in items if type(i) is str]
    return {"attack_kinds": kinds} if kinds else {}


def place_said(items: list[Any]) -> str:
    """A creature and where it is or what it is ("target adjacent_to=self", "self dazed"),
    as a condition says it."""
    who, said = items[0], items[1]
    if isinstance(said, dict):
        return spoken(Who(str(who), {**getattr(who, "filters", {}), **said}))
    return f"{spoken(who)} {said}"
