"""Hit points counted from a creature's maximum (runtime/dnd4e/amounts.py ``OF_CREATURE``):
"temporary hit points equal to your healing surge value", "hit points equal to its bloodied
value", "twice your healing surge value", "your healing surge value + your Charisma
modifier": a quarter or half of the user's maximum hit points ("your", none said), or of
the creature healed ("its"). Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.dnd4e_simulated import CARRIED_OUT, WITH_SCORES, tally
from counterplay.runtime.dnd4e import amounts
from tests.effectkit import ops
from tests.simkit import Run, run

# The Orc hits the Elf (24 hit points: surge value 6, bloodied value 12) for 20; the Hero
# (40: surge value 10, bloodied value 20) answers
MEND = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Mend
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits an ally
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Mend]{scores}}}
  - {{name: Elf, side: a, at: [3, 2], hp: 24}}
  - {{name: Orc, side: b, at: [4, 2], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Elf], rolls: [hit], damage: 20}}
"""


def _mended(tmp_path: Path, effect: str, scores: str = "") -> Run:
    done = run(tmp_path, MEND.format(effect=effect, scores=scores))
    assert done.codes() == [] and done.fired() == [("Hero", "Mend")]
    return done


@pytest.mark.parametrize(
    ("effect", "elf_hp"),
    [
        ("The triggering ally regains hit points equal to its bloodied value.", 4 + 12),
        ("The triggering ally regains hit points equal to twice your healing surge value.", 24),
        ("The triggering ally regains hit points equal to your bloodied value.", 24),
    ],
)
def test_hit_points_regained_count_whose_maximum_the_effect_says(
    tmp_path: Path, effect: str, elf_hp: int
) -> None:
    done = _mended(tmp_path, effect)
    assert done.final("Elf")["hp"] == elf_hp
    assert not [e for e in done.entries("op") if e["status"] == "not simulated"]


@pytest.mark.parametrize(
    ("effect", "status"),
    [
        ("You gain temporary hit points equal to your healing surge value + 2.", "Hero has 12"),
        ("You gain temporary hit points equal to your bloodied value.", "Hero has 20"),
        (
            "The triggering ally gains temporary hit points equal to its healing surge value.",
            "Elf has 6",
        ),
    ],
)
def test_temporary_hit_points_count_whose_maximum_the_effect_says(
    tmp_path: Path, effect: str, status: str
) -> None:
    (op,) = _mended(tmp_path, effect).entries("op")
    assert op["status"] == status


def test_a_sum_with_an_ability_modifier_counts_it_when_given(tmp_path: Path) -> None:
    effect = (
        "The triggering ally regains hit points equal to your healing surge value"
        " + your Charisma modifier."
    )
    given = _mended(tmp_path, effect, ", abilities: {charisma: 16}")
    assert given.final("Elf")["hp"] == 4 + 10 + 3
    (op,) = _mended(tmp_path, effect).entries("op")
    assert op["why"] == "the user's Charisma modifier is not given"


def test_only_the_ops_that_heal_count_a_creatures_maximum() -> None:
    """Damage or a bonus "equal to your healing surge value" is still not counted."""
    assert tally(["You gain temporary hit points equal to your healing surge value + 2."]) == {
        CARRIED_OUT: 1
    }
    assert tally(
        ["You regain hit points equal to your healing surge value + your Wisdom modifier."]
    ) == {WITH_SCORES: 1}
    assert tally(["The target takes damage equal to your healing surge value."]) == {
        "not simulated: the damage it counts": 1
    }
    assert amounts.asked("healing surge value") is None
    assert amounts.asked({"of": "bloodied value", "whose": "target"}, creatures=True) is None


@pytest.mark.parametrize(
    ("effect", "elf_hp"),
    [
        # the Hero's surge value (10), not the Elf's (6): "your" is the user's, whoever heals
        ("The triggering ally regains hit points equal to your healing surge value.", 4 + 10),
        # the Elf's own (6): as if it had spent one of its healing surges
        ("The triggering ally regains hit points as if it had spent a healing surge.", 4 + 6),
        (
            "The triggering ally regains hit points as if he or she had spent a healing surge.",
            4 + 6,
        ),
        ("The triggering ally can spend a healing surge.", 4 + 6),  # (its own surge)
        # as if the Hero had spent one: the Hero's
        ("The triggering ally regains hit points as if you had spent a healing surge.", 4 + 10),
    ],
)
def test_whose_healing_surge_value_heals_is_the_one_the_effect_says(
    tmp_path: Path, effect: str, elf_hp: int
) -> None:
    """The user (40 hit points) heals an ally with fewer (24): "equal to your healing surge
    value" counts the user's, "as if it had spent a healing surge" the ally's own."""
    done = _mended(tmp_path, effect)
    assert done.final("Elf")["hp"] == elf_hp
    assert not [e for e in done.entries("op") if e["status"] == "not simulated"]


def test_your_surge_value_and_as_if_it_had_spent_one_are_read_apart() -> None:
    """The reading keeps whose surge value heals: "your" (the amount as said, the user's)
    and "as if it had spent a healing surge" (``whose: it``, the healed one's) differ."""
    said = "The ally regains hit points {}."
    (yours,) = ops(said.format("equal to your healing surge value"))
    (as_if,) = ops(said.format("as if it had spent a healing surge"))
    assert yours["amount"] == "healing surge value"
    assert as_if["amount"] == {"of": "healing surge value", "whose": "it"}
    (as_if_you,) = ops(said.format("as if you had spent a healing surge"))
    assert as_if_you["amount"] == "healing surge value"
    (spent,) = ops("The ally can spend a healing surge.")
    assert (spent["op"], spent["amount"]) == ("surge", {"of": "healing surge value", "whose": "it"})


def test_a_surge_heal_plus_more_adds_what_it_says(tmp_path: Path) -> None:
    """ "As if it had spent a healing surge, plus ... hit points": the Elf's surge value (6)
    and the number, or the dice rolled (a different sum at some seed); before, the "plus"
    was not followed and the heal not simulated. The Elf is at 4 when it is healed."""
    surge = "The triggering ally regains hit points as if it had spent a healing surge"
    done = _mended(tmp_path, f"{surge}, plus 3 additional hit points.")
    assert [e["amount"] for e in done.entries("heal")] == [6 + 3]
    assert done.final("Elf")["hp"] == 4 + 6 + 3
    rolled = set()
    for seed in range(8):
        text = MEND.format(effect=f"{surge}, plus 2d6 additional hit points.", scores="")
        again = run(tmp_path, text, seed=seed)
        assert again.codes() == [] and again.fired() == [("Hero", "Mend")]
        (healed,) = again.entries("heal")
        assert 6 + 2 <= healed["amount"] <= 6 + 12
        rolled.add(healed["amount"])
    assert len(rolled) > 2
