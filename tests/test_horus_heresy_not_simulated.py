"""The Horus Heresy world never carries out a reaction wrong: an effect with no ops, an op
with a field it does not follow or one it would have to make up is recorded as not
simulated, with why. Made-up profiles, run as third-edition battles."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.hhkit import Run, battle, run, unit

TRIGGER = (
    "The Reactive Player may declare a Slip Away Advanced Reaction in Step 2 of the Move"
    ' Sub-Phase process, if an enemy Unit ends a move within 12" and in Line of Sight of a'
    " Unit under the Reactive Player's control that only includes Models with the Raven Guard"
    " Trait."
)


def _slip_away(
    tmp_path: Path,
    ops: list[dict[str, Any]] | None,
    ghosts: dict[str, Any] | None = None,
    to: tuple[float, float] = (21, 10),
    difficult: tuple[tuple[float, float], tuple[float, float]] = ((4, 8), (9, 12)),
) -> Run:
    reaction: dict[str, Any] = {
        "name": "Slip Away",
        "kind": "advanced reaction",
        "profile": {
            "Trigger": TRIGGER,
            "Cost": "The Slip Away Advanced Reaction has no cost.",
            "Process": "Each Model in the Reacting Unit moves up to its Initiative directly away.",
        },
    }
    if ops is not None:
        reaction["ops"] = ops
    area = {"kind": "difficult", "from": list(difficult[0]), "to": list(difficult[1])}
    more = {"terrain": [area]} if ghosts else {}
    data = battle(
        [
            ghosts
            or unit("Ghosts", "Blue", (10, 10), traits=["Raven Guard"], reactions=["Slip Away"]),
            unit("Reavers", "Red", (27, 10)),
        ],
        [
            {
                "turn": "Red",
                "movement": [
                    {
                        "move": "Reavers",
                        "to": list(to),
                        "reactive": {"unit": "Ghosts", "reaction": "Slip Away"},
                    }
                ],
            }
        ],
        ruleset="horus-heresy-3",
        reactions=[reaction],
        **more,
    )
    found = run(tmp_path, data)
    assert found.result is not None, found.codes()
    assert found.fired() == [("Ghosts", "Slip Away")]
    return found


def _not_simulated(found: Run) -> list[tuple[str, str]]:
    return [(e["op"], e["why"]) for e in found.entries("op", status="not simulated")]


def test_a_reaction_whose_effect_has_no_ops(tmp_path: Path) -> None:
    # its Process kept as text: it fired and nothing was said of its effect
    found = _slip_away(tmp_path, None)
    assert _not_simulated(found) == [
        ("effect", "its effect, not written as the world's ops, is not simulated")
    ]


def test_a_move_whose_direction_is_not_said(tmp_path: Path) -> None:
    # a reaction_move with no direction was a Withdraw
    found = _slip_away(tmp_path, [{"op": "reaction_move"}])
    assert _not_simulated(found) == [
        ("reaction_move", "what it leaves unsaid (direction) is not simulated")
    ]
    assert found.entries("moved", unit="Ghosts") == []
    assert found.final("Ghosts")["at"] == [[10.0, 10.0]]


def test_a_field_the_move_does_not_follow(tmp_path: Path) -> None:
    # "distance: 3" was ignored: the unit moved its Initiative
    found = _slip_away(tmp_path, [{"op": "reaction_move", "direction": "away", "distance": 3}])
    assert _not_simulated(found) == [("reaction_move", "its field distance: 3 is not simulated")]
    assert found.entries("moved", unit="Ghosts") == []


def test_an_op_as_written_is_carried_out(tmp_path: Path) -> None:
    found = _slip_away(tmp_path, [{"op": "reaction_move", "direction": "away"}])
    assert _not_simulated(found) == []
    assert len(found.entries("moved", unit="Ghosts")) == 1


def test_what_of_an_op_is_not_followed() -> None:
    # each was carried out as if it said otherwise: a Shrouded roll of 5+ made up, one that
    # stacks kept as the better roll, a Shooting Attack at the triggering unit
    from counterplay.runtime.horus_heresy.effects import unfollowed

    assert unfollowed({"op": "shrouded", "against": "triggering"}) == "what it leaves unsaid (roll)"
    assert unfollowed({"op": "shrouded", "roll": 4, "stacks": True}) == "its field stacks: True"
    assert unfollowed({"op": "shoot", "at": "nearest"}) == "its field at: 'nearest'"
    assert unfollowed({"op": "shrouded", "roll": 4, "against": "triggering"}) is None


def test_a_vehicle_withdraws_through_terrain_as_the_op_says(tmp_path: Path) -> None:
    # a vehicle's move ignored difficult_terrain (never slowed): 6" backwards through it;
    rhino = unit(
        "Ghosts",
        "Blue",
        (10, 10),
        profile={"type": "vehicle", "initiative": None, "facing": 0},
        traits=["Raven Guard"],
        reactions=["Slip Away"],
    )
    away = {"op": "reaction_move", "direction": "away", "vehicles": {"pivot": 90, "inches": 6}}
    slowed = _slip_away(tmp_path, [{**away, "difficult_terrain": True}], rhino)
    free = _slip_away(tmp_path, [{**away, "difficult_terrain": False}], rhino)
    assert free.final("Ghosts")["at"] == [[4.0, 10.0]]
    # 1" to the difficult terrain, then 5" of move at two a inch inside: 2.5" (it stopped
    # at its edge, the whole 5" inside taken off the move)
    assert slowed.final("Ghosts")["at"] == [[6.5, 10.0]]


def test_difficult_terrain_costs_two_a_inch_not_the_whole_stretch(tmp_path: Path) -> None:
    # Initiative 4 away: 1" clear, then 3" of move at two a inch inside: 1.5" (it stopped at
    # the terrain's edge, 9.0: the 3" of its path inside were taken off the move)
    ghosts = unit("Ghosts", "Blue", (10, 10), traits=["Raven Guard"], reactions=["Slip Away"])
    op = {"op": "reaction_move", "direction": "away", "difficult_terrain": True}
    assert _slip_away(tmp_path, [op], ghosts).final("Ghosts")["at"] == [[7.5, 10.0]]


def test_a_move_toward_stopped_short_of_the_foe_spends_its_whole_initiative(
    tmp_path: Path,
) -> None:
    # Initiative 4 toward Reavers 4.5" away, all of it difficult: 4" of move at two an inch
    # gets 2" (to 17.5); the 3.5" it may go before the foe was taken as the move (1.75")
    ghosts = unit("Ghosts", "Blue", (15.5, 10), traits=["Raven Guard"], reactions=["Slip Away"])
    op = {"op": "reaction_move", "direction": "toward", "difficult_terrain": True}
    found = _slip_away(tmp_path, [op], ghosts, to=(20, 10), difficult=((14, 8), (19.5, 12)))
    assert found.final("Ghosts")["at"] == [[17.5, 10.0]]


def test_the_worlds_own_check_of_an_op_field_agrees_with_json_schema() -> None:
    """The runtime judges ``facts.OP_SHAPES`` without a schema library; on every field of
    every shape it says what jsonschema says, for values of every kind."""
    from jsonschema import Draft202012Validator

    from counterplay.runtime.horus_heresy.effects import _fits
    from counterplay.runtime.horus_heresy.facts import OP_SHAPES

    values = [
        0, 1, 2, 3, 6, 7, -1, True, False, None, 2.5, "toward", "away", "initiative", "all",
        "defensive", "triggering", "wall_of_death", "stop", "x", [], {}, {"pivot": 1},
        {"inches": 3}, {"pivot": True}, {"within": 2}, {"within": -1}, {"as": "wall_of_death"},
        {"as": "other"}, {"other": 1}, {"pivot": 1, "inches": 2},
    ]  # fmt: skip
    for op, fields in OP_SHAPES.items():
        for key, shape in fields.items():
            for value in values:
                expected = Draft202012Validator(shape).is_valid(value)
                assert _fits(shape, value) == expected, (op, key, value)
