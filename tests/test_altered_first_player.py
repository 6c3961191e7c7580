"""A player becoming the first player ("Un joueur ciblé devient le premier joueur" / "Target
player becomes first player", "You become first player": runtime/altered/succession.py):
first in initiative order from then on (rules 1.4.5.a), the next Morning's succession going
on from them (R002-21), while the Afternoon's turns keep alternating (R002-23). Before, no
handler (not simulated). Made-up card lines, run as games: Alice is the first player on day
1 and plays Héraut."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_altered_tokens import _with
from tests.test_rules_002 import kinds, play

BECOMES = (
    "{J} Un joueur ciblé devient le premier joueur."
    " Si vous êtes le premier joueur, piochez une carte."
)


def _targets(who: str) -> str:
    return f"{{who: Alice, decide: target, answer: {who}}}"


def _firsts(result: Result) -> list[str]:
    """Who each phase's heading names as the first player, in order, once each change."""
    out: list[str] = []
    for entry in kinds(result, "phase"):
        if not out or out[-1] != entry["first"]:
            out.append(entry["first"])
    return out


@pytest.mark.parametrize(("who", "draws"), [("Bob", {}), ("Alice", {"Alice": 1})])
def test_the_player_chosen_becomes_first_player(
    tmp_path: Path, who: str, draws: dict[str, int]
) -> None:
    result = play(tmp_path, _with(_game([BECOMES]), _targets(who)))
    assert _drawn(result) == draws  # "Si vous êtes le premier joueur": read after it
    assert _firsts(result) == (["Alice", "Bob"] if who == "Bob" else ["Alice"])
    assert not _not_simulated(result)


def test_the_next_morning_succession_goes_on_from_them(tmp_path: Path) -> None:
    # Bob first from day 1's Afternoon on; day 2's Morning makes his opponent, Alice, first
    game = "days: 2\n" + _with(_game(["{J} Your opponent becomes first player."]))
    assert _firsts(play(tmp_path, game)) == ["Alice", "Bob", "Alice"]


def test_the_afternoon_turns_keep_alternating(tmp_path: Path) -> None:
    # Bob becomes first player during Alice's first turn: the turns still go Alice, Bob,
    # Alice, Bob (not Bob twice in a row)
    bob = "  - {name: Rival, controller: Bob, cost: 0}\n"
    body = _game(["{J} Your opponent becomes first player."], bob, "[[{play: Héraut}], [pass]]")
    body = body.replace("turns:\n", "turns:\n  Bob: [[{play: Rival}], [pass]]\n")
    result = play(tmp_path, body)
    turns = [e["player"] for e in kinds(result, "turn")]
    assert turns == ["Alice", "Bob", "Alice", "Bob"]


def test_already_first_is_nothing_to_do(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} You become first player."]))
    assert [(e["op"], e["status"]) for e in kinds(result, "op")] == [
        ("first_player", "nothing to do")
    ]
