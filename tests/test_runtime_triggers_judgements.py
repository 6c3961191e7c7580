"""Trigger matching against the grammar's IR: the table of what the engine judges, one case
for each judgement of ``QUALIFIERS`` and ``FILTERS`` (runtime/dnd4e/match.py), and any
qualifier or filter values drawn at random giving a reason or a match.

R000-05: a reaction fires when its trigger is met, and only then (the rest of trigger
matching: tests/test_runtime_triggers_*.py).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.runtime.dnd4e.combatant import Combatant, Condition
from counterplay.runtime.dnd4e.match import QUALIFIERS, trigger_reason
from counterplay.runtime.dnd4e.match_selectors import FILTERS
from counterplay.runtime.events import Event
from tests.matchkit import ALLY, ANY, ENEMY, GOBLIN, HERO, ORC, PEOPLE, SELF, _bound, _ir

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
