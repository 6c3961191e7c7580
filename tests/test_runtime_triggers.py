"""Trigger matching against the grammar's IR (docs/phrases.md): ``either`` parts,
``qualifiers_by_event``, the ``by`` / ``from_attack`` conventions, and the tables of what
the engine judges (R000-05: a reaction fires when its trigger is met, and only then)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.compiler.to_ir import trigger
from counterplay.runtime.dispatch import Dispatcher
from counterplay.runtime.dnd4e.combatant import Combatant, Condition
from counterplay.runtime.dnd4e.engine import nearness
from counterplay.runtime.dnd4e.match import FILTERS, QUALIFIERS, place_of, trigger_reason
from counterplay.runtime.events import Bound, Event
from counterplay.runtime.reaction import Reaction
from tests.simkit import run

HERO = Combatant("Hero", "a", (2, 2), 40, 40)
ALLY = Combatant("Ally", "a", (2, 4), 40, 40)
ORC = Combatant("Orc", "b", (3, 2), 40, 40)
GOBLIN = Combatant("Goblin", "b", (6, 6), 40, 40)
PEOPLE = [HERO, ALLY, ORC, GOBLIN]


def _bound(ir: dict[str, Any], owner: Combatant = HERO) -> Bound[Combatant]:
    reaction = Reaction.from_ir(
        {"name": "P", "action": "immediate reaction", "range": "Melee 1", "trigger": ir}
    )
    return Bound(0, owner, reaction, frozenset(), "after", reaction.events)


def _read(text: str) -> Bound[Combatant]:
    ir, found = trigger(text)
    assert ir["event"] != "unparsed", [d.message for d in found]
    return _bound(ir)


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
    "text": "An ally within 10 squares of you falls prone or becomes unconscious",
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


# -- what the engine cannot tell ---------------------------------------------------------


def test_R000_05_an_unmodelled_filter_never_fires_and_says_why() -> None:
    bound = _read("A living creature adjacent to you drops to 0 hit points")
    why = trigger_reason(bound, Event("hp.zero", ORC, None, {}, parties={"by": HERO}), PEOPLE)
    assert why == "cannot tell: the actor filter 'creature_type' is not modelled by the engine"


@pytest.mark.parametrize("key", ["survives", "aura", "against", "made_up"])
def test_R000_05_an_unmodelled_qualifier_never_fires_and_says_why(key: str) -> None:
    ir = {
        "event": "attack.hit",
        "actor": {"role": "enemy"},
        "target": {"role": "self"},
        "qualifiers": {key: True},
        "text": "t",
    }
    why = trigger_reason(_bound(ir), Event("attack.hit", ORC, HERO, {key: True}), PEOPLE)
    assert why == f"cannot tell: the qualifier {key!r} is not modelled by the engine"


def test_R000_05_a_fact_the_event_does_not_record_is_cannot_tell() -> None:
    ir = {
        "event": "heal",
        "actor": {"role": "self"},
        "target": None,
        "qualifiers": {"attack_kind": "melee"},
        "text": "t",
    }
    why = trigger_reason(_bound(ir), Event("heal", HERO, HERO, {"amount": 3}), PEOPLE)
    assert why == "cannot tell: the engine does not record 'attack_kind' on heal"


def test_ignored_keys_say_why_and_known_keys_are_all_judged() -> None:
    for table in (QUALIFIERS, FILTERS):
        for key, (how, why) in table.items():
            assert how in ("fact", "engine", "role", "place", "owner", "ignore", "dislike"), key
            assert why, f"{key}: every judgement says why"
    ir = {
        "event": "attack.hit",
        "actor": {"role": "ally", "visible": True},
        "target": {"role": "enemy"},
        "qualifiers": {"would": True},
        "text": "t",
    }
    assert trigger_reason(_bound(ir), Event("attack.hit", ALLY, ORC, {}), PEOPLE) is None


# -- through the engine ------------------------------------------------------------------

SCENARIO = """counterplay: 1
ruleset: dnd4e
powers:
  - name: Last Word
    usage: at-will
    action: immediate reaction
    trigger: You reduce an enemy to 0 hit points
    effect: You gain 5 temporary hit points.
  - name: Wince
    usage: at-will
    action: immediate reaction
    trigger: You are bloodied by an attack
    effect: You gain 2 temporary hit points.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 20, powers: [Last Word, Wince]}
  - {name: Ally, side: a, at: [1, 3], hp: 20, powers: [Last Word]}
  - {name: Orc, side: b, at: [2, 1], hp: 6}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 12}
  - turn: Hero
    do:
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 9}
"""


def test_R000_50_the_engine_records_who_caused_hp_zero_and_bloodied(tmp_path: Path) -> None:
    found = run(tmp_path, SCENARIO)
    assert found.fired() == [("Hero", "Wince")]  # bloodied by the Orc's attack
    # Last Word: the Hero dropped the Orc (by: self), but on its own turn an immediate
    # action cannot be taken (R001-06); the Ally did not drop it (by is not the Ally).
    assert [e["why"] for e in found.entries("candidate") if e["reaction"] == "Last Word"] == [
        "immediate actions are never taken on your own turn (R001-06)",
        "by is Hero, not you",
    ]


MOVES = """counterplay: 1
ruleset: dnd4e
size: [10, 6]
powers:
  - name: Greet
    usage: at-will
    action: immediate reaction
    trigger: An enemy moves adjacent to you
    effect: You gain 2 temporary hit points.
  - name: Farewell
    usage: at-will
    action: immediate reaction
    trigger: An enemy adjacent to you moves away from you
    effect: You gain 3 temporary hit points.
combatants:
  - {name: Hero, side: a, at: [0, 0], hp: 20, powers: [Greet]}
  - {name: Guard, side: a, at: [9, 5], hp: 20, powers: [Farewell]}
  - {name: Orc, side: b, at: [4, 0], hp: 20}
  - {name: Gob, side: b, at: [8, 5], hp: 20}
script:
  - turn: Orc
    do:
      - move: [[3, 0], [2, 0], [1, 0]]
  - turn: Gob
    do:
      - move: [[8, 4], [8, 3]]
"""


def test_R000_05_movement_facts_where_a_move_ends_and_starts(tmp_path: Path) -> None:
    found = run(tmp_path, MOVES)
    # The Orc's move ends next to the Hero: the whole move event already says so. The Gob
    # leaves the Guard's side (provoking, R001-05): away from it, judged from the move's
    # start and end squares; the reaction resolves after the move (R001-08).
    assert found.fired() == [
        ("Hero", "Greet"),
        ("Guard", "Opportunity Attack"),
        ("Guard", "Farewell"),
    ]
    events = [e["event"] for e in found.entries("fires")]
    assert events == ["move", "move.leave", "move"]
    # the Orc's last steps match again, once per action (R000-51); the Gob never came near
    assert set(found.refused("Greet")) == {"already triggered by this action (R000-51)"}


def _ir(event: str, actor: Any, target: Any = None, **qualifiers: Any) -> dict[str, Any]:
    return {"event": event, "actor": actor, "target": target, "qualifiers": qualifiers}


ENEMY, SELF, ANY = {"role": "enemy"}, {"role": "self"}, {"role": "creature"}
WEAK = Combatant("Weak", "b", (1, 1), 1, 1, minion=True)
HELD = Combatant("Held", "b", (9, 9), 10, 10)
HELD.add(Condition("grabbed", None))
HURT = Combatant("Hurt", "a", (2, 1), 40, 10)  # the reactor, bloodied, next to Weak
# (trigger IR, event, owner, fires?) for each judgement of QUALIFIERS and FILTERS
CASES: list[tuple[str, dict[str, Any], Event, Combatant, bool]] = [
    (
        "keywords_all",  # "a primal cold power": both keywords, not either
        _ir("attack.hit", ENEMY, SELF, keywords_all=["primal", "cold"]),
        Event("attack.hit", ORC, HERO, {"keywords": ["cold", "primal", "implement"]}),
        HERO,
        True,
    ),
    (
        "keywords_all",
        _ir("attack.hit", ENEMY, SELF, keywords_all=["primal", "cold"]),
        Event("attack.hit", ORC, HERO, {"keywords": ["cold", "implement"]}),
        HERO,
        False,
    ),
    (
        "critical",
        _ir("attack.hit", ENEMY, SELF, critical=True),
        Event("attack.hit", ORC, HERO, {"critical": False}),
        HERO,
        False,
    ),
    (
        "power",
        _ir("attack.hit", ENEMY, SELF, power="claw"),
        Event("attack.hit", ORC, HERO, {"power": "claw"}),
        HERO,
        True,
    ),
    (
        "roll",
        _ir("attack.roll", ENEMY, SELF, roll=["1", "20"]),
        Event("attack.roll", ORC, HERO, {"roll": 20}),
        HERO,
        True,
    ),
    (
        "roll",
        _ir("attack.roll", ENEMY, SELF, roll=["1", "20"]),
        Event("attack.roll", ORC, HERO, {"roll": 7}),
        HERO,
        False,
    ),
    (
        "defense",
        _ir("attack.hit", ENEMY, SELF, defense=["ac", "reflex"]),
        Event("attack.hit", ORC, HERO, {"defense": "will"}),
        HERO,
        False,
    ),
    (
        "damage_types",
        _ir("damage.take", ANY, SELF, damage_types=["fire", "cold"]),
        Event("damage.take", ORC, HERO, {"damage_types": ["fire"]}),
        HERO,
        True,
    ),
    (
        "save_can_end",
        _ir("condition.gain", ANY, SELF, save_can_end=True),
        Event("condition.gain", ORC, HERO, {"save_can_end": False}),
        HERO,
        False,
    ),
    (
        "shift",
        _ir("move", ENEMY, None, shift=False),
        Event("move", ORC, None, {"shift": True}),
        HERO,
        False,
    ),
    (
        "willing",
        _ir("move.leave", ENEMY, None, willing=True),
        Event("move.leave", ORC, None, {"willing": False}),
        HERO,
        False,
    ),
    (
        "by",
        _ir("hp.zero", ENEMY, None, by=["self", "ally"]),
        Event("hp.zero", ORC, None, {}, parties={"by": GOBLIN}),
        HERO,
        False,
    ),
    (
        "by",
        _ir("hp.zero", ENEMY, None, by=["self", "ally"]),
        Event("hp.zero", ORC, None, {}, parties={"by": ALLY}),
        HERO,
        True,
    ),
    (
        "includes",
        _ir("attack.target", ENEMY, None, includes="ally"),
        Event("attack.target", ORC, HERO, {}, parties={"targets": (HERO,)}),
        HERO,
        False,
    ),
    (
        "not_adjacent_to",
        _ir("move", ENEMY, None, not_adjacent_to="self"),
        Event("move", ORC, None, {}, path=((5, 5), (3, 3))),
        HERO,
        False,
    ),
    (
        "within",
        _ir("move", ENEMY, None, within=2),
        Event("move", GOBLIN, None, {}, path=((6, 6), (4, 4))),
        HERO,
        True,
    ),
    (
        "closer_to",
        _ir("move", ENEMY, None, closer_to="self"),
        Event("move", GOBLIN, None, {}, path=((6, 6), (7, 7))),
        HERO,
        False,
    ),
    (
        "from_adjacent_to",
        _ir("move", ENEMY, None, from_adjacent_to="self"),
        Event("move", ORC, None, {}, path=((3, 2), (5, 2))),
        HERO,
        True,
    ),
    (
        "from_within",
        _ir("teleport", ENEMY, None, from_within=1),
        Event("teleport", ORC, None, {}),
        HERO,
        False,
    ),  # no path: cannot tell
    (
        "owner_bloodied",
        _ir("turn.start", SELF, None, owner_bloodied=True),
        Event("turn.start", HURT),
        HURT,
        True,
    ),
    (
        "owner_bloodied",
        _ir("turn.start", SELF, None, owner_bloodied=True),
        Event("turn.start", HERO),
        HERO,
        False,
    ),
    (
        "owner_condition",
        _ir("turn.start", SELF, None, owner_condition=["dazed"]),
        Event("turn.start", HERO),
        HERO,
        False,
    ),
    (
        "owner_adjacent_to",
        _ir("attack.hit", ENEMY, SELF, owner_adjacent_to="enemy"),
        Event("attack.hit", WEAK, HURT, {}),
        HURT,
        True,
    ),
    (
        "owner_not_adjacent_to",
        _ir("attack.hit", ENEMY, None, owner_not_adjacent_to="enemy"),
        Event("attack.hit", ORC, ALLY, {}),
        HERO,
        False,
    ),
    (
        "minion",
        _ir("attack.hit", {"role": "enemy", "minion": False}, None),
        Event("attack.hit", WEAK, ALLY, {}),
        HERO,
        False,
    ),
    (
        "other",
        _ir("bloodied", {"role": "self_or_ally", "other": True}, None),
        Event("bloodied", HERO),
        HERO,
        False,
    ),
    (
        "condition",
        _ir("shift", {"role": "enemy", "condition": "grabbed"}, None),
        Event("shift", HELD),
        HERO,
        True,
    ),
    (  # a list of conditions is alternatives ("a dazed or grabbed enemy")
        "condition",
        _ir("shift", {"role": "enemy", "condition": ["dazed", "grabbed"]}, None),
        Event("shift", HELD),
        HERO,
        True,
    ),
    (
        "condition",
        _ir("shift", {"role": "enemy", "condition": ["dazed", "stunned"]}, None),
        Event("shift", HELD),
        HERO,
        False,
    ),
    (
        "in_reach",
        _ir("shift", {"role": "enemy", "in_reach": True}, None),
        Event("shift", GOBLIN),
        HERO,
        False,
    ),
    (
        "named",
        _ir("move", {"role": "enemy", "adjacent_to": "named", "named": "Ally"}, None),
        Event("move", ORC, None, {}, where=(2, 3)),
        HERO,
        True,
    ),
]


@pytest.mark.parametrize(
    ("key", "ir", "event", "owner", "fires"), CASES, ids=[f"{c[0]}-{c[4]}" for c in CASES]
)
def test_R000_05_each_judgement(
    key: str, ir: dict[str, Any], event: Event, owner: Combatant, fires: bool
) -> None:
    people = [*PEOPLE, WEAK, HELD, HURT]
    why = trigger_reason(_bound({**ir, "text": key}, owner), event, people)
    assert (why is None) == fires, why
    assert why is None or key.split("_")[0] in why or why.startswith("cannot tell"), why
    assert key in QUALIFIERS or key in FILTERS


VALUES = st.one_of(
    st.sampled_from(["self", "ally", "enemy", "creature", "named", "melee", "x"]),
    st.integers(-2, 12),
    st.booleans(),
    st.lists(st.sampled_from(["self", "enemy", "fire", "1", "20"]), max_size=3),
)
KEYS = st.sampled_from([*QUALIFIERS, "dislike_result", "unknown"])
ROLES = st.sampled_from(["self", "ally", "enemy", "creature", "self_or_ally", "named"])
# Selector filters have the IR schema's types (ir.schema.json, selector); qualifiers any.
FILTER_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "within": st.integers(0, 12),
    "named": st.sampled_from(["Ally", "Orc", "spirit companion"]),
    "condition": st.sampled_from(["grabbed", "dazed", ["dazed", "grabbed"]]),
    "creature_type": st.just("undead"),
}
FILTERS_DRAWN = st.fixed_dictionaries(
    {},
    optional={
        k: FILTER_VALUES.get(k, ROLES if k.endswith(("_to", "_by")) else st.booleans())
        for k in [*FILTERS, "creature_type"]
    },
)


@settings(max_examples=300, derandomize=True, deadline=None, database=None)
@given(
    st.dictionaries(KEYS, VALUES, max_size=4),
    FILTERS_DRAWN,
    st.dictionaries(KEYS, VALUES, max_size=4),
    st.booleans(),
)
def test_any_qualifier_values_give_a_reason_or_a_match(
    wanted: dict[str, Any], filters: dict[str, Any], facts: dict[str, Any], moving: bool
) -> None:
    """Values of the IR's allowed types never make matching raise (docs/phrases.md)."""
    ir = _ir("move", {**filters, "role": "enemy"}, None, **wanted)
    parties = {"by": HERO, "turn": None, "targets": (ALLY,)}
    path = ((3, 2), (4, 3)) if moving else None
    event = Event("move", ORC, None, facts, parties=parties, path=path)
    why = trigger_reason(_bound({**ir, "text": "t"}), event, PEOPLE)
    assert why is None or isinstance(why, str)


USES = """counterplay: 1
ruleset: dnd4e
size: [6, 6]
powers:
  - name: Arcane Echo
    usage: at-will
    action: immediate reaction
    trigger: An ally uses an arcane power
    effect: You gain 2 temporary hit points.
  - name: Spark
    usage: encounter
    action: minor action
    keywords: [arcane]
    effect: You gain 1 temporary hit point.
  - name: Prayer
    usage: encounter
    action: minor action
    keywords: [divine]
    effect: You gain 2 temporary hit points.
combatants:
  - {name: Wizard, side: a, at: [0, 0], powers: [Spark, Prayer]}
  - {name: Sage, side: a, at: [1, 0], powers: [Arcane Echo]}
  - {name: Orc, side: b, at: [5, 5]}
script:
  - turn: Wizard
    do:
      - use: {power: Prayer}
  - turn: Wizard
    do:
      - use: {power: Spark}
"""


def test_R000_05_a_power_without_attack_roll_is_used_with_its_keywords(tmp_path: Path) -> None:
    found = run(tmp_path, USES)
    assert found.fired() == [("Sage", "Arcane Echo")]
    assert [e["why"] for e in found.entries("candidate") if e["reaction"] == "Arcane Echo"] == [
        "keywords is [divine], not arcane",
        "after",
    ]


# -- rolls, checks, saves, damage kinds, traps ------------------------------------------------
def test_R000_05_a_run_action_is_a_move_in_the_engines_run_mode() -> None:
    bound = _read("You take a run action.")
    assert _fires(bound, Event("move", HERO, None, {"mode": "run"}))
    assert not _fires(bound, Event("move", HERO, None, {"mode": "move"}))


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("You take damage from a trap, a hazard, or a fall.", Event("damage.take", None, HERO)),
        ("You take damage of a specific type.", Event("damage.take", ORC, HERO)),
        ("You make an Athletics check to jump", Event("skill.check", HERO)),
        ("You fall and take no damage", Event("fall", HERO)),
    ],
)
def test_R000_05_what_the_engine_does_not_model_never_fires(text: str, event: Event) -> None:
    # traps, damage types left unsaid, skills, purposes: "cannot tell", never a guess
    why = trigger_reason(_read(text), event, PEOPLE)
    assert why is not None and why.startswith("cannot tell"), why


# -- places, conjurations and condition clauses ----------------------------------------------
def test_a_distance_from_a_conjured_thing_is_never_judged_from_the_owner() -> None:
    # "An enemy within 10 squares of the blade hits you": the orc is within 10 of the hero,
    # but the blade is not placed by the engine, so the filter cannot tell
    near_blade = {"role": "enemy", "within": 10, "within_of": "named", "named": "blade"}
    ir = {**_ir("attack.hit", near_blade, SELF), "text": "t"}
    why = trigger_reason(_bound(ir), Event("attack.hit", ORC, HERO, {}), PEOPLE)
    assert why is not None and why.startswith("cannot tell") and "within_of" in why
    near_owner = {**_ir("attack.hit", {"role": "enemy", "within": 10}, SELF), "text": "t"}
    assert trigger_reason(_bound(near_owner), Event("attack.hit", ORC, HERO, {}), PEOPLE) is None


@pytest.mark.parametrize(
    "qualifiers",
    [
        {"owner_state": ["cover", "concealment"]},
        {"owner_hidden_from": "target"},
        {"owner_grants_combat_advantage_to": "actor"},
        {"owner_not_condition": "dying"},
        {"square_of": "spirit"},
    ],
)
def test_the_owners_unmodelled_states_cannot_tell(qualifiers: dict[str, Any]) -> None:
    ir = {**_ir("attack.hit", ENEMY, SELF, **qualifiers), "text": "t"}
    why = trigger_reason(_bound(ir), Event("attack.hit", ORC, HERO, {}), PEOPLE)
    assert why is not None and why.startswith("cannot tell"), why


@pytest.mark.parametrize(
    "qualifiers", [{"adjacent_to": "anomaly"}, {"owner_adjacent_to": "spirit companion"}]
)
def test_a_place_named_by_a_thing_the_engine_does_not_place_cannot_tell(
    qualifiers: dict[str, Any],
) -> None:
    # "An enemy enters a square adjacent to the anomaly": not "not adjacent", which would
    # give a wrong reason in the trace; the engine has no anomaly to measure from
    ir = {**_ir("move", ENEMY, None, **qualifiers), "text": "t"}
    why = trigger_reason(_bound(ir), Event("move", ORC, None, {}, path=((5, 5), (3, 3))), PEOPLE)
    assert why is not None and why.startswith("cannot tell") and "does not place" in why, why


def test_an_enemy_that_can_see_you_is_everyone_in_the_engine() -> None:
    ir = {**_ir("attack.hit", {"role": "enemy", "sees": "self"}, SELF), "text": "t"}
    assert trigger_reason(_bound(ir), Event("attack.hit", ORC, HERO, {}), PEOPLE) is None


# -- turns, rounds, history, resources --------------------------------------------------------
TURNS = """counterplay: 1
ruleset: dnd4e
size: [10, 6]
powers:
  - name: Opening Move
    usage: at-will
    action: immediate reaction
    trigger: An enemy starts its first turn during an encounter.
    effect: You gain 1 temporary hit points.
  - name: Stand Watch
    usage: at-will
    action: immediate reaction
    trigger: An ally ends his or her turn without having made an attack.
    effect: You gain 2 temporary hit points.
  - name: Idle Strike
    usage: at-will
    action: immediate reaction
    trigger: An enemy ends its turn without moving.
    effect: You gain 3 temporary hit points.
combatants:
  - {name: Hero, side: a, at: [0, 5], hp: 20, powers: [Opening Move]}
  - {name: Sage, side: a, at: [0, 3], hp: 20, powers: [Stand Watch]}
  - {name: Guard, side: a, at: [9, 5], hp: 20, powers: [Idle Strike]}
  - {name: Ally, side: a, at: [2, 0], hp: 20}
  - {name: Orc, side: b, at: [3, 0], hp: 20}
script:
  - turn: Orc
    do: []
  - turn: Ally
    do:
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [miss]}
  - turn: Orc
    do:
      - move: [[4, 0], [5, 0]]
  - turn: Ally
    do: []
"""


def test_R000_05_the_engine_records_how_a_turn_went(tmp_path: Path) -> None:
    found = run(tmp_path, TURNS)
    # round 1: the Orc's first turn starts, and it ends without moving; the Ally attacks.
    # round 2: the Orc moves (it is no longer its first turn); the Ally does not attack (its
    # opportunity attack on the Orc's turn was not made during its own turn).
    assert found.fired() == [
        ("Hero", "Opening Move"),
        ("Guard", "Idle Strike"),
        ("Ally", "Opportunity Attack"),
        ("Sage", "Stand Watch"),
    ]
    whys = {
        (e["round"], e["turn"], e["reaction"]): e["why"]
        for e in found.entries("candidate")
        if e["reaction"] in ("Opening Move", "Stand Watch", "Idle Strike") and not e["matched"]
    }
    assert whys[(2, "Orc", "Opening Move")] == "first_time is false, not true"
    assert whys[(1, "Ally", "Stand Watch")] == "attacked_this_turn is true, not false"
    assert whys[(2, "Orc", "Idle Strike")] == "moved_this_turn is true, not false"


@pytest.mark.parametrize(
    ("text", "event"),
    [
        (
            "A creature within 5 squares of you makes an attack roll, and you dislike the result.",
            Event("attack.roll", ORC, HERO, {"roll": 12}),
        ),
        ("You move at least half your speed during this turn.", Event("move", HERO)),
        (
            "You make a saving throw at a time other than the end of your turn.",
            Event("save.roll", HERO),
        ),
        (
            "An enemy hits you with an attack and you have not yet made an attack this encounter.",
            Event("attack.hit", ORC, HERO),
        ),
        (
            "You hit a target that has attacked you since the end of your last turn.",
            Event("attack.hit", HERO, ORC),
        ),
    ],
)
def test_turn_history_the_engine_does_not_keep_is_cannot_tell(text: str, event: Event) -> None:
    # the owner's dislike (asked only by the engine: tests/test_dislike_result.py), the turn's
    # movement so far, when a save is rolled, the encounter's
    # attacks, who attacked whom since when: not modelled, so never a guess
    why = trigger_reason(_read(text), event, PEOPLE)
    assert why is not None and why.startswith("cannot tell"), why


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


def test_filters_the_engine_does_not_model_cannot_tell() -> None:
    bound = _read("You hit a Large or larger humanoid with a melee attack.")
    why = trigger_reason(bound, Event("attack.hit", HERO, ORC, {"attack_kind": "melee"}), PEOPLE)
    assert why is not None and why.startswith("cannot tell")
