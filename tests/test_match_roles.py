"""The role-only fast checks (runtime/dnd4e/match_roles) give the general checks' reasons."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.match import _PartCheck
from counterplay.runtime.dnd4e.match_roles import near_only, role_check, role_only
from counterplay.runtime.dnd4e.match_selectors import _role_step
from counterplay.runtime.events import Event
from counterplay.runtime.parties import ROLE_TESTS
from counterplay.runtime.reaction import Part

OWNER = Combatant("Owner", "a", (0, 0), 20, 20)
FRIEND = Combatant("Friend", "a", (1, 0), 20, 20)
FOE = Combatant("Foe", "b", (2, 0), 20, 20)
PEOPLE = [OWNER, FRIEND, FOE]
ROLES = [*ROLE_TESTS, "creature"]


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("what", ["actor", "target"])
def test_a_role_only_selector_gives_the_role_steps_reasons(role: str, what: str) -> None:
    selector = {"role": role}
    only = role_only(selector)
    assert only is not None
    fast = role_check(only, what)
    step = _role_step(selector, what)
    for who in (None, *PEOPLE):
        general = (
            f"the event has no {what}"
            if who is None
            else (step(who, OWNER, who.position, PEOPLE) if step is not None else None)
        )
        assert fast(who, OWNER, None, PEOPLE) == general, (role, who)


@pytest.mark.parametrize(
    "selector", [{"role": "named", "name": "Foe"}, {"role": "x"}, {"role": "enemy", "within": 5}]
)
def test_a_selector_that_says_more_is_left_to_the_general_check(selector: dict[str, Any]) -> None:
    assert role_only(selector) is None


def _general(part: _PartCheck, event: Event[Combatant]) -> str | None:
    # the general path, step by step: the part's selector checks in order
    for check, who, where in (
        (part.actor, event.actor, event.where),
        (part.target, event.target, None),
    ):
        if check is not None:
            found = check(who, OWNER, where, PEOPLE)
            if found:
                return found
    return None


@pytest.mark.parametrize(
    ("actor", "target"),
    [
        *itertools.product([None, *({"role": r} for r in ROLES)], repeat=2),
    ],
)
def test_an_unqualified_role_only_part_is_judged_as_the_general_part(
    actor: dict[str, Any] | None, target: dict[str, Any] | None
) -> None:
    part = _PartCheck(Part("attack.hit", actor, target), 1, {})
    assert part.reason != part.judged and part.fast is not None  # the fast path is taken
    for who, whom in itertools.product((None, *PEOPLE), repeat=2):
        event = Event("attack.hit", who, whom)
        assert part.reason(("attack.hit",), event, OWNER, PEOPLE) == _general(part, event)
        assert part.judged(("attack.hit",), event, OWNER, PEOPLE) == _general(part, event)
        assert part.fast(event, OWNER, PEOPLE) == _general(part, event)


NEAR = [{"adjacent_to": "self"}, {"within": 1}, {"within": 2}]


@pytest.mark.parametrize(
    ("actor", "target"),
    [
        *itertools.product(
            [{"role": r, **near} for r in ROLES for near in NEAR] + NEAR,
            [None, {"role": "enemy"}, {"role": "self"}],
        ),
    ],
)
def test_an_unqualified_part_with_an_actor_near_the_owner_is_judged_as_the_general_part(
    actor: dict[str, Any], target: dict[str, Any] | None
) -> None:
    part = _PartCheck(Part("attack.hit", actor, target), 1, {})
    assert part.fast is not None  # the fast path is taken
    for who, whom in itertools.product((None, *PEOPLE), repeat=2):
        for where in (None, (0, 1), (3, 0), (5, 5)):
            event = Event("attack.hit", who, whom, where=where)
            assert part.fast(event, OWNER, PEOPLE) == _general(part, event), (who, whom, where)


@pytest.mark.parametrize(
    "selector",
    [
        {"role": "enemy", "adjacent_to": "ally"},
        {"role": "enemy", "adjacent_to": "self", "within": 2},
        {"role": "enemy", "within": 2.5},
        {"role": "enemy", "within": True},
        {"role": "named", "name": "Foe", "within": 2},
        {"role": "enemy", "adjacent_to": "self", "adjacent_to_filters": {"bloodied": True}},
    ],
)
def test_a_near_selector_that_says_more_is_left_to_the_general_check(
    selector: dict[str, Any],
) -> None:
    assert near_only(selector) is None
