"""Trigger matching against the grammar's IR (docs/phrases.md): ``either`` parts (each fires
the power, each filed under its own anchor), ``qualifiers_by_event``, and the conventions
and facts a match reads (``by``, ``from_attack``, an attack's kind, whose turn it is, who
marked whom, a run as a move).

R000-05: a reaction fires when its trigger is met, and only then (the rest of trigger
matching: tests/test_runtime_triggers_*.py).
"""

from __future__ import annotations

from counterplay.runtime.dispatch import Dispatcher
from counterplay.runtime.dnd4e.combatant import Combatant, Condition
from counterplay.runtime.dnd4e.engine import nearness
from counterplay.runtime.dnd4e.match import place_of, trigger_reason
from counterplay.runtime.events import Bound, Event
from tests.matchkit import ALLY, HERO, ORC, PEOPLE, SELF, _bound, _ir, _read


def _found(bound: Bound[Combatant], event: Event[Combatant]) -> bool:
    """Whether the index files the reaction for the event (the dispatcher's lookup)."""
    dispatcher: Dispatcher[Combatant] = Dispatcher(nearness=nearness)
    dispatcher.register(bound)

    def near(event: Event[Combatant], radius: int) -> list[str]:
        square = place_of(event)
        assert square is not None
        return [
            c.name
            for c in PEOPLE
            if max(abs(c.position[0] - square[0]), abs(c.position[1] - square[1])) <= radius
        ]

    return bound in dispatcher.candidates(event, near)


def _fires(bound: Bound[Combatant], event: Event[Combatant]) -> bool:
    return _found(bound, event) and trigger_reason(bound, event, PEOPLE) is None


# -- either ------------------------------------------------------------------------------

EITHER = {
    "event": "prone",
    "actor": {"role": "ally", "within": 10},
    "target": None,
    "qualifiers": {},
    "either": [
        {
            "event": "condition.gain",
            "actor": {"role": "creature"},
            "target": {"role": "ally", "within": 10},
            "qualifiers": {"condition": "unconscious"},
        }
    ],
    "text": "An ally within 10 squares of you is knocked prone or falls unconscious",
}


def test_R000_05_either_parts_each_fire_the_power() -> None:
    bound = _bound(EITHER)
    assert _fires(bound, Event("prone", ALLY, None, {}))
    unconscious = Event("condition.gain", ORC, ALLY, {"condition": "unconscious"})
    assert _fires(bound, unconscious)  # the second part, filed and matched on its own
    dazed = Event("condition.gain", ORC, ALLY, {"condition": "dazed"})
    assert _found(bound, dazed) and not _fires(bound, dazed)
    assert trigger_reason(bound, dazed, PEOPLE) == "condition is dazed, not unconscious"
    assert not _fires(bound, Event("prone", ORC, None, {}))  # not an ally


def test_the_index_files_either_parts_under_their_own_anchor() -> None:
    ir = {
        "event": "attack.critical",
        "actor": {"role": "enemy"},
        "target": {"role": "self"},
        "qualifiers": {},
        "either": [
            {
                "event": "bloodied",
                "actor": {"role": "self"},
                "target": None,
                "qualifiers": {"first_time": True},
            }
        ],
        "text": "An enemy scores a critical hit against you or you are first bloodied",
    }
    bound = _bound(ir)
    assert _fires(bound, Event("bloodied", HERO, None, {"first_time": True}))
    assert not _found(bound, Event("bloodied", ALLY, None, {"first_time": True}))
    assert not _fires(bound, Event("bloodied", HERO, None, {"first_time": False}))
    assert _fires(bound, Event("attack.critical", ORC, HERO, {}))


# -- qualifiers_by_event -----------------------------------------------------------------

BY_EVENT = {
    "event": "move",
    "actor": {"role": "enemy", "adjacent_to": "self"},
    "target": None,
    "qualifiers": {},
    "alternatives": ["attack.target"],
    "qualifiers_by_event": {"move": {"away_from": "self"}, "attack.target": {"excludes": "self"}},
    "text": "An enemy adjacent to it moves away from it or makes an attack that does not "
    "include it",
}


def test_R000_05_qualifiers_by_event_restrict_only_their_own_event() -> None:
    bound = _bound(BY_EVENT)
    away = Event("move", ORC, None, {}, path=((3, 2), (5, 2)))
    closer = Event("move", ORC, None, {}, path=((3, 2), (3, 3)))
    assert _fires(bound, away)
    assert not _fires(bound, closer)  # the move's own qualifier: away from you
    at_ally = Event("attack.target", ORC, ALLY, {}, parties={"targets": (ALLY,)})
    at_me = Event("attack.target", ORC, HERO, {}, parties={"targets": (HERO, ALLY)})
    assert _fires(bound, at_ally)
    assert trigger_reason(bound, at_me, PEOPLE) == "excludes: the attack includes you"


def test_qualifiers_by_event_first_bloodied_or_initiative() -> None:
    ir = {
        "event": "initiative.roll",
        "actor": {"role": "self"},
        "target": None,
        "qualifiers": {},
        "alternatives": ["bloodied"],
        "qualifiers_by_event": {"initiative.roll": {}, "bloodied": {"first_time": True}},
        "text": "Bakrosh rolls initiative or is first bloodied",
    }
    bound = _bound(ir)
    assert _fires(bound, Event("initiative.roll", HERO))
    assert _fires(bound, Event("bloodied", HERO, None, {"first_time": True}))
    assert not _fires(bound, Event("bloodied", HERO, None, {"first_time": False}))


# -- conventions and facts ---------------------------------------------------------------


def test_R000_50_reducing_an_enemy_to_0_hp_is_by_self() -> None:
    bound = _read("You reduce an enemy to 0 hit points")
    assert _fires(bound, Event("hp.zero", ORC, None, {"from_attack": True}, parties={"by": HERO}))
    assert not _fires(bound, Event("hp.zero", ORC, None, {}, parties={"by": ALLY}))
    assert "cannot tell" in str(trigger_reason(bound, Event("hp.zero", ORC), PEOPLE))


def test_R000_50_bloodied_by_an_attack_needs_from_attack() -> None:
    bound = _read("You are bloodied by an attack")
    assert _fires(bound, Event("bloodied", HERO, None, {"from_attack": True}))
    assert not _fires(bound, Event("bloodied", HERO, None, {"from_attack": False}))


def test_R000_05_an_attack_power_is_no_utility_power() -> None:
    # "uses an attack power" (utility false) is not "uses a power": the engine's power.use
    # says whether the power attacks
    attack, power = _read("An enemy uses an attack power"), _read("An enemy uses a power")
    assert _fires(attack, Event("power.use", ORC, None, {"utility": False}))
    assert not _fires(attack, Event("power.use", ORC, None, {"utility": True}))
    assert _fires(power, Event("power.use", ORC, None, {"utility": True}))


def test_R000_05_attack_facts_basic_and_kind() -> None:
    bound = _read("An enemy hits you with a melee basic attack")
    facts = {"attack_kind": "melee", "basic": True}
    assert _fires(bound, Event("attack.hit", ORC, HERO, facts))
    assert not _fires(bound, Event("attack.hit", ORC, HERO, {**facts, "basic": False}))
    assert not _fires(bound, Event("attack.hit", ORC, HERO, {**facts, "attack_kind": "ranged"}))


def test_R000_05_turn_is_whose_turn_it_is() -> None:
    bound = _read("An enemy hits you during your turn")
    assert _fires(bound, Event("attack.hit", ORC, HERO, {}, parties={"turn": HERO}))
    assert not _fires(bound, Event("attack.hit", ORC, HERO, {}, parties={"turn": ORC}))


def test_R000_05_marked_by_checks_who_marked() -> None:
    bound = _read("An enemy marked by you shifts")
    marked = Combatant("Marked", "b", (0, 0), 10, 10)
    marked.add(Condition("marked", None, source="Hero"))
    assert _fires(bound, Event("shift", marked))
    assert not _fires(bound, Event("shift", ORC))


# -- rolls, checks, saves, damage kinds, traps ------------------------------------------------
def test_R000_05_a_run_action_is_a_move_in_the_engines_run_mode() -> None:
    bound = _read("You take a run action.")
    assert _fires(bound, Event("move", HERO, None, {"mode": "run"}))
    assert not _fires(bound, Event("move", HERO, None, {"mode": "move"}))


def test_an_enemy_that_can_see_you_is_everyone_in_the_engine() -> None:
    ir = {**_ir("attack.hit", {"role": "enemy", "sees": "self"}, SELF), "text": "t"}
    assert trigger_reason(_bound(ir), Event("attack.hit", ORC, HERO, {}), PEOPLE) is None


# -- attacks, powers and targets ------------------------------------------------------------
def test_attack_phrases_of_different_sorts_fire_on_either_sort() -> None:
    # "a basic attack or an at-will attack power": a basic attack, or an at-will power
    bound = _read("You hit an enemy with a basic attack or an at-will attack power.")
    basic = Event("attack.hit", HERO, ORC, {"basic": True, "power_kind": "encounter"})
    at_will = Event("attack.hit", HERO, ORC, {"basic": False, "power_kind": "at-will"})
    neither = Event("attack.hit", HERO, ORC, {"basic": False, "power_kind": "daily"})
    assert _fires(bound, basic)
    assert _fires(bound, at_will)
    assert not _fires(bound, neither)
