"""An op's handler follows only the fields it honours (runtime/dnd4e/followed.py FIELDS):
an op saying more ("with a +2 power bonus", "away from you", "ignoring difficult terrain") is
recorded as not simulated, never done without it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.runtime.dnd4e.followed import FIELDS
from counterplay.runtime.dnd4e.ops import OPS
from tests.simkit import run

# The Orc hits the Hero, who answers with a made-up power
ANSWER = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Riposte
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Riposte]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


@pytest.mark.parametrize(
    ("effect", "field"),
    [
        (
            "You make a melee basic attack against the triggering enemy with a +2 power bonus"
            " on the attack roll.",
            "roll_bonus",
        ),
        ("The triggering enemy moves its speed away from you.", "direction"),
        # ("+ Constitution modifier", once here, is followed: test_effect_ops_abilities)
        ("You shift 2 squares, ignoring difficult terrain.", "ignoring"),
        ("You slide the target 3 squares, but not into hindering terrain.", "not_into"),
    ],
)
def test_an_op_saying_more_than_its_handler_follows_is_not_simulated(
    tmp_path: Path, effect: str, field: str
) -> None:
    done = run(tmp_path, ANSWER.format(effect=effect))
    assert done.fired() == [("Hero", "Riposte")]
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and f"{field}:" in op["why"], op
    assert not [e for e in done.entries("roll") if e["attacker"] == "Hero"]
    orc = done.final("Orc")
    assert (orc["hp"], orc["at"]) == (40, [2, 1]), orc


def test_every_handler_says_the_fields_it_follows() -> None:
    """``prevent`` checks its own (prohibitions.py), to say first what it prevents."""
    assert set(OPS) - set(FIELDS) == {"prevent"}
    assert set(FIELDS) <= set(OPS)


# Made-up ops no sentence of the effect grammar writes today, for the Hero's Riposte
MADE_UP: list[tuple[Any, ...]] = [
    # a move toward another creature than the triggering one: the handler chases only that
    ({"op": "shift", "distance": 3, "who": "self", "toward": "target"}, "toward"),
    ({"op": "move", "distance": 3, "who": "self", "toward": "ally"}, "toward"),
    # negating only a fire attack, or another attack than the triggering one (an interrupt
    # at the hit, before the attack resolves, R001-07)
    ({"op": "negate", "what": "attack", "types": ["fire"]}, "types", "interrupt"),
    ({"op": "negate", "what": "attack", "from": "next_attack"}, "from", "interrupt"),
    # a creature named by ``who`` where the handler reads ``target``: not the one it acts on
    ({"op": "temp_hp", "amount": 5, "who": "triggering"}, "who"),
    ({"op": "damage", "bonus": 5, "who": "triggering"}, "who"),
    # choosing two of the effects, ending an effect of another creature's
    (
        {
            "op": "choice",
            "of": "ops",
            "count": 2,
            "options": [[{"op": "stand"}], [{"op": "shift", "distance": 1}]],
        },
        "count",
    ),
    ({"op": "end_effect", "what": "triggering", "of": "ally"}, "of"),
    # an attack other than the power's own or its secondary one
    ({"op": "attack", "target": "triggering", "attack": "tertiary"}, "attack"),
]


@pytest.mark.parametrize(("op", "field", "action"), [(*m, "reaction")[:3] for m in MADE_UP])
def test_a_made_up_op_saying_what_its_handler_does_not_follow_is_not_simulated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, op: dict[str, object], field: str, action: str
) -> None:
    from counterplay.runtime.dnd4e.power import Power

    said = Power.effect_ops.fget  # type: ignore[attr-defined]
    monkeypatch.setattr(
        Power,
        "effect_ops",
        property(lambda power: (op,) if power.name == "Riposte" else said(power)),
    )
    answer = ANSWER.replace("immediate reaction", f"immediate {action}")
    done = run(tmp_path, answer.format(effect="You shift 1 square."))
    assert done.fired() == [("Hero", "Riposte")]
    (entry,) = done.entries("op")
    assert entry["status"] == "not simulated" and field in entry["why"], entry
    assert done.final("Hero")["at"] == [1, 1]
    assert not [e for e in done.entries("roll") if e["attacker"] == "Hero"]
    assert done.final("Orc")["hp"] == 40
    # (the Orc's attack is not negated: it hit, for its 1 damage)
    assert done.final("Hero")["hp"] == 39


@pytest.mark.parametrize(
    "effect",
    [
        # "one enemy" / "an enemy" (``enemies``, count 1) and "each ally" (``allies``) the
        # runtime cannot find (no zones or auras, no creature types; the burst of a power
        # with no close burst: whom.py): not the triggering creature, never each of them
        # either (those it finds: test_effect_ops_groups.py, test_effect_ops_whom.py)
        "An enemy in the zone is dazed until the end of your next turn.",
        "You slide one enemy in the burst 1 square.",
        "Each enemy in the aura takes a -2 penalty to attack rolls until the end of"
        " your next turn.",
        "One aberrant creature adjacent to you takes 5 damage.",
        "Each ally in the zone gains 5 temporary hit points.",
        "The ally gains 5 temporary hit points.",
        "You gain combat advantage against one enemy until the end of your next turn.",
    ],
)
def test_an_op_naming_one_or_each_of_several_creatures_is_not_simulated(
    tmp_path: Path, effect: str
) -> None:
    """The Orc (the triggering enemy, adjacent) is unchanged; so is everyone else."""
    text = ANSWER.format(effect=effect).replace(
        "  - {name: Orc,", "  - {name: Elf, side: a, at: [1, 2], hp: 40}\n  - {name: Orc,"
    )
    done = run(tmp_path, text)
    assert done.fired() == [("Hero", "Riposte")]
    (op,) = done.entries("op")
    assert op["status"] == "not simulated", op
    for name, hp in (("Orc", 40), ("Elf", 40), ("Hero", 39)):
        final = done.final(name)
        assert (final["hp"], final["conditions"]) == (hp, []), final
    assert done.final("Orc")["at"] == [2, 1]
    assert done.entries("condition") == []
