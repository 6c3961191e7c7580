"""Qualifiers of trigger sentences: places, times, the owner's states, purposes."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.visitors import Discard

from counterplay.compiler.dnd4e.trigger_core import (
    _OTHER,
    LEAD_STATES,
    Mod,
    Qualifiers,
    Refused,
    _AlsoEnters,
    _as_ref,
    _conjured_name,
    _first_token,
    _merge,
    _merge_all,
    _one,
)
from counterplay.compiler.dnd4e.trigger_events import EventsIR
from counterplay.compiler.dnd4e.trigger_factories import _state, _word


class ModsIR(EventsIR):
    """Qualifiers of trigger sentences: places, times, the owner's states, purposes."""

    def place_occupied(self, items: list[Any]) -> Qualifiers:
        return {"occupied_by": items[-1]}  # "a square occupied by an ally"

    # places entered, left, moved to
    def place_adjacent(self, items: list[Any]) -> Qualifiers:
        return {"adjacent_to": items[-1]}

    def place_any(self, _: list[Any]) -> Qualifiers:
        return {}  # "leaves a square": any square

    def place_adjacent_self(self, _: list[Any]) -> Qualifiers:
        return {"adjacent_to": "self"}

    def place_zone(self, _: list[Any]) -> Qualifiers:
        return {"area": True}

    def place_aura(self, _: list[Any]) -> Qualifiers:
        return {"aura": True}

    place_aura_self = place_aura

    def place_away(self, items: list[Any]) -> Qualifiers:
        return {"away_from": items[-1]}

    def either(self, _: list[Any]) -> Qualifiers:
        return {}  # "either shifts or makes an attack": the "or" says it

    def place_away_self(self, _: list[Any]) -> Qualifiers:
        return {"away_from": "self"}  # "moves away": from the power's owner

    def place_leave_adjacent(self, items: list[Any]) -> Qualifiers:
        # "out of a square adjacent to you": where the movement started, wherever it ends
        return {"from_adjacent_to": items[-1]}

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
        if len(items) == 1 and isinstance(state, tuple) and state[0] == "q":
            # "An ally spends a healing surge while bloodied", "An ally hits an enemy while
            # charging": of whom the clause is about, the owner when it is (`_part`: "s", a
            # state of the subject or the owner)
            return ("s", state[1], state[2])
        if state[1] in ("owner_adjacent_to", "owner_not_adjacent_to") and state[2] == "self":
            # "while you are adjacent to it": the owner is never next to itself, and which
            # of the others "it" stands for is unsaid; refused, not read as the owner
            raise Refused(None, "the owner near a pronoun: whom it stands for is unsaid")
        return state

    def owner_is(self, _: list[Any]) -> None:
        return None

    def owner_is_pronoun(self, _: list[Any]) -> None:
        # "while it is bloodied" in a player's trigger: "it" is not "you" (the enemy? the
        # ally?), so no state of the owner's; whose it is, is not said
        if not self.monster:
            raise Refused(None, "a pronoun ('it') for the owner in a player's trigger: whom?")
        return None

    def owner_pronoun(self, _: list[Any]) -> Any:
        # "while an ally is adjacent to him": the monster; in a player's trigger, not "you"
        self.owner_is_pronoun([])
        return Discard

    os_bloodied = _state("owner_bloodied", True)
    os_unbloodied = _state("owner_bloodied", False)
    os_condition = _state("owner_condition", None)
    os_prone = _state("owner_condition", "prone")
    os_adjacent = _state("owner_adjacent_to", None)
    os_not_adjacent = _state("owner_not_adjacent_to", None)
    os_flanking = _state("owner_flanking", None)

    def without_shifting_teleporting(self, _: list[Any]) -> Qualifiers:
        # "moves without shifting or teleporting": neither
        return {"shift": False, "teleport": False}

    def os_wielding(self, items: list[str]) -> Mod:
        # "while you are wielding a hammer or a mace", "a melee weapon": what is named
        return ("q", "owner_wielding", _one(items))

    def wielded(self, items: list[Token]) -> str:
        return " ".join(str(i) for i in items)

    # a state with no value of its own is a value of `owner_state`, as "in beast form" is
    os_grabbing = _state("owner_state", "grabbing")
    os_raging = _state("owner_state", "raging")
    os_charging = _state("owner_state", "charging")

    def place_not_adjacent_self(self, _: list[Any]) -> Qualifiers:
        return {"not_adjacent_to": "self"}

    def place_not_adjacent(self, items: list[Any]) -> Qualifiers:
        return {"not_adjacent_to": items[-1]}

    def place_reach(self, _: list[Any]) -> Qualifiers:
        return {"in_reach": True}

    def place_closer(self, items: list[Any]) -> Qualifiers:
        return {"closer_to": items[-1]}

    def into_beast_form(self, _: list[Any]) -> Mod:
        return ("q", "form", "beast")

    def purpose(self, items: list[str]) -> Mod:
        return ("q", "purpose", _one(items))

    def purpose_stabilize(self, _: list[Any]) -> Mod:
        return ("q", "purpose", "stabilize")  # "a Heal check to stabilize a dying creature"

    def purpose_escape(self, _: list[Any]) -> Mod:
        return ("q", "purpose", "escape")  # "an Acrobatics check to escape (a grab)"

    def purpose_ritual(self, _: list[Any]) -> Mod:
        return ("q", "purpose", "ritual")  # "a skill check to perform a ritual"

    def purpose_surrender(self, items: list[Any]) -> Mod:
        # "an Intimidate check to force an opponent to surrender" ("force" is a damage type
        # word to the lexer)
        if str(items[0]) != "force":
            raise Refused(items[0], "only 'to force ... to surrender' is a purpose")
        return ("q", "purpose", "surrender")

    def margin(self, items: list[Token]) -> Mod:
        return ("q", "margin", int(items[0]))  # "fail an Athletics check by 5 or more"

    def not_at_turn(self, items: list[str]) -> Mod:
        # "at a time other than the end of your turn"
        return ("q", "not_at", items[0])

    tp_start = _word("turn.start")
    tp_end = _word("turn.end")

    def from_action_point(self, _: list[Any]) -> Mod:
        # "when using an action gained by spending an action point": the attack is made
        # with the extra action an action point bought
        return ("q", "from_action_point", True)

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

    # -- leads, joins and usage notes -------------------------------------------------------------
    def while_within(self, items: list[Any]) -> Mod | list[Mod]:
        return self.within(items)

    def lead(self, _: list[Any]) -> None:
        return None

    def lead_mod(self, items: list[Any]) -> Qualifiers:
        # "Using an encounter attack power, an ally hits": a qualifier said before the clause
        said: Qualifiers = {}
        for mod in items[0] if isinstance(items[0], list) else [items[0]]:
            if isinstance(mod, dict):
                _merge_all(said, mod)
            elif isinstance(mod, tuple) and mod[0] == "s":  # whose: the clause's (_lead_states)
                said[LEAD_STATES] = (*said.get(LEAD_STATES, ()), (mod[1], mod[2]))
            elif isinstance(mod, tuple) and mod[0] == "q":
                _merge(said, mod[1], mod[2])
            else:  # a filter: of whom, before anyone is named?
                raise Refused(None, "a filter said before the clause")
        return said

    def while_ca(self, items: list[Any]) -> Mod:
        # "while it has combat advantage against you": the actor's, as "... and has"
        return ("q", "combat_advantage_against", items[-1])

    def conj_or(self, items: list[Any]) -> tuple[str, Token | None]:
        return ("or", _first_token(items))

    def conj_and(self, items: list[Any]) -> tuple[str, Token | None]:
        return ("and", _first_token(items))

    def conj_while(self, items: list[Any]) -> tuple[str, Token | None]:
        # "while the ally is adjacent to you": only a state of a party named before
        return ("while", _first_token(items))

    def usage(self, _: list[Any]) -> None:
        # ", at-will" / ", encounter" after monster triggers repeats the power's usage
        # line; the power's own `usage` field carries it.
        return None

    def place_square_of(self, items: list[Any]) -> Qualifiers:
        # "enters the spirit's square": the square the conjured thing is in
        return {"square_of": _conjured_name(items)}

    def place_out_of_square(self, items: list[Any]) -> Qualifiers:
        # "moves out of the thunderball's square": where the movement started
        return {"from_square_of": _conjured_name(items)}

    def place_own_square(self, _: list[Any]) -> Qualifiers:
        return {"square_of": "self"}  # "enters the dragon's space"

    def place_out_of_own_square(self, _: list[Any]) -> Qualifiers:
        return {"from_square_of": "self"}

    def in_or_enters(self, items: list[Any]) -> _AlsoEnters:
        # "starts its turn in or enters a square adjacent to you": the place is both's
        return _AlsoEnters(dict(items[-1]))

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

    def while_adjacent_to_owner(self, items: list[Any]) -> Mod:
        # "while your spirit companion is adjacent to you": near the owner, named or a role
        return ("q", "owner_adjacent_to", str(items[0]))

    def while_ally_adjacent_to_owner(self, items: list[Any]) -> Mod:
        return self.while_adjacent_to_owner(["ally"])

    def while_near_owner(self, items: list[Any]) -> Qualifiers:
        # "while a myconid ally is within 5 squares of it": the owner is that near such a
        # creature (its filters kept beside the key: `owner_within_of_filters`)
        near: Qualifiers = items[-1]
        who = _as_ref(self._people("creature", items[:-1]))
        key = next(iter(near))
        return {**near, key: who} if key == "owner_adjacent_to" else {**near, f"{key}_of": who}

    def near_adjacent(self, _: list[Any]) -> Qualifiers:
        return {"owner_adjacent_to": None}

    def near_within(self, items: list[Token]) -> Qualifiers:
        return {"owner_within": int(items[0])}

    def os_within(self, items: list[Any]) -> Qualifiers:
        # "while it is within 5 squares of an ally": near that creature
        count = next(i for i in items if isinstance(i, Token) and i.type == "INT")
        return {"owner_within": int(count), "owner_within_of": items[-1]}

    def in_flanking_square(self, items: list[Any]) -> Mod:
        return ("q", "flanking", items[-1])
