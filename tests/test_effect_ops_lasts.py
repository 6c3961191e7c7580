"""A duration said in a sentence of its own (runtime/dnd4e/durations.py): "This effect
lasts until the end of your next turn" gives its duration to the op before it, which lasts
so (not for ever); "The mark lasts ..." only to a mark; after an op it cannot be of, not
simulated."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.simkit import Run, run

# The Hero's Binding Word on the Orc ({effect}), then a turn each, then the Hero's again
BIND = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Binding Word
    usage: at-will
    action: standard action
    range: Ranged 5
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Binding Word]}}
  - {{name: Orc, side: b, at: [4, 1], hp: 80}}
script:
  - turn: Hero
    do: [{{use: {{power: Binding Word, targets: [Orc]}}}}]
  - turn: Orc
  - turn: Hero
  - turn: Orc
"""


def _bind(tmp_path: Path, effect: str) -> Run:
    return run(tmp_path, BIND.format(effect=effect))


@pytest.mark.parametrize(
    ("effect", "condition", "duration"),
    [
        ("The target is slowed. This effect lasts until the end of your next turn.", "slowed",
         "end_of_next_turn"),
        ("You mark the target. The mark lasts until the start of your next turn.", "marked",
         "start_of_next_turn"),
    ],
)  # fmt: skip
def test_the_duration_goes_to_the_op_before_it(
    tmp_path: Path, effect: str, condition: str, duration: str
) -> None:
    done = _bind(tmp_path, effect)
    (given,) = [e for e in done.entries("condition") if e["condition"] == condition][:-1]
    assert given["duration"] == duration
    ended = [(e["round"], e["turn"]) for e in done.entries("condition") if e.get("ends")]
    assert ended == [(2, "Hero")]  # in the Hero's next turn, not for ever
    assert condition not in done.final("Orc")["conditions"]
    (lasts,) = [e for e in done.entries("op") if e["op"] == "lasts"]
    assert lasts["status"] == "its duration: given to the op before it"


def test_a_duration_after_an_op_it_cannot_be_of_is_not_simulated(tmp_path: Path) -> None:
    """The mark's duration after a slowing: the slowed is not the mark (it stays), and
    the lasts op says why it is not simulated."""
    done = _bind(
        tmp_path, "The target is slowed. The mark lasts until the start of your next turn."
    )
    (lasts,) = [e for e in done.entries("op") if e["op"] == "lasts"]
    assert lasts["status"] == "not simulated"
    assert lasts["why"] == "the effect it lasts for (mark) is not simulated"
    (given,) = [e for e in done.entries("condition") if e["condition"] == "slowed"]
    assert given["duration"] is None and "slowed" in done.final("Orc")["conditions"]


def test_a_duration_goes_to_every_condition_of_the_clause_before_it(tmp_path: Path) -> None:
    """Slowed and weakened, "This effect lasts ...": both last so and both end (not the
    last one only, the first for ever)."""
    done = _bind(
        tmp_path,
        "The target is weakened and slowed. This effect lasts until the end of your next turn.",
    )
    given = {e["condition"]: e["duration"] for e in done.entries("condition") if "ends" not in e}
    assert given == {"weakened": "end_of_next_turn", "slowed": "end_of_next_turn"}
    ended = sorted(e["condition"] for e in done.entries("condition") if e.get("ends"))
    assert ended == ["slowed", "weakened"]
    assert not {"slowed", "weakened"} & set(done.final("Orc")["conditions"])


def test_a_bonus_duration_goes_to_every_defense_of_the_clause(tmp_path: Path) -> None:
    """A +2 bonus "to Fortitude and Will. The bonus lasts ...": a bonus to each, both
    lasting until the start of the Hero's next turn (none left as an attack's modifier)."""
    done = _bind(
        tmp_path,
        "You gain a +2 bonus to Fortitude and Will. The bonus lasts until the start of your "
        "next turn.",
    )
    given = {e["condition"]: e["duration"] for e in done.entries("condition") if "ends" not in e}
    assert given == {
        "bonus fortitude +2": "start_of_next_turn",
        "bonus will +2": "start_of_next_turn",
    }
    ended = [(e["round"], e["condition"]) for e in done.entries("condition") if e.get("ends")]
    assert sorted(ended) == [(2, "bonus fortitude"), (2, "bonus will")]
    assert [e["status"] for e in done.entries("op") if e["op"] == "bonus"] == []
