"""Up to N objects not targeted (round 37, simalt4; runtime/altered/picks.py ``any_number``
with ``most``, naming.py): "Épuisez jusqu'à deux cartes en Réserve" / "Exhaust up to two
cards in Reserve", "Up to two Characters you control gain 1 boost": the player picks them
as the op is done, one by one, none to N (whether one more: ``may``, then which:
``target``; unscripted, one more while one is left, N at most), as "any number" of objects
are. Before, "how many it is done to". Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

RESERVES = (
    "  - {name: Malle, controller: Bob, zone: reserve}\n"
    "  - {name: Coffre, controller: Bob, zone: reserve}\n"
    "  - {name: Sac, controller: Alice, zone: reserve}\n"
)
BOXES = ("Malle", "Coffre", "Sac")


def _may(answer: bool) -> str:
    return f"  - {{who: Alice, decide: may, answer: {str(answer).lower()}}}\n"


def _target(name: str) -> str:
    return f"  - {{who: Alice, decide: target, answer: {name}}}\n"


def test_up_to_two_cards_unscripted_are_two(tmp_path: Path) -> None:
    result = before_rest(
        play(tmp_path, _game(["{J} Exhaust up to two cards in Reserve."], RESERVES))
    )
    assert sum(_card(result, n)["exhausted"] for n in BOXES) == 2
    assert not _not_simulated(result)


def test_the_player_may_stop_before_n(tmp_path: Path) -> None:
    # Alice picks Sac, then no more: her Malle and Coffre stay in her Reserve
    mine = RESERVES.replace("Bob", "Alice")
    line = "{J} Défaussez jusqu'à deux cartes de votre Réserve."
    game = _game([line], mine, choices=_may(True) + _target("Sac") + _may(False))
    result = before_rest(play(tmp_path, game))
    assert [n for n in BOXES if _card(result, n)["zone"] == "discard"] == ["Sac"]
    assert not _not_simulated(result)


def _boosted(result: Result) -> list[str]:
    return [e["card"] for e in kinds(result, "counter") if e["counter"] == "boost"]


def test_up_to_two_characters_you_control_gain_a_boost(tmp_path: Path) -> None:
    # three of Alice's Characters (Héraut and two allies), Bob's Rival not among them
    allies = (
        "  - {name: Allié, controller: Alice, zone: expedition}\n"
        "  - {name: Ami, controller: Alice, zone: expedition}\n"
        "  - {name: Rival, controller: Bob, zone: expedition}\n"
    )
    line = "{J} Up to two Characters you control gain 1 boost."
    result = play(tmp_path, _game([line], allies, choices=_may(True) + _target("Ami")))
    boosted = _boosted(result)
    assert len(boosted) == 2 and "Ami" in boosted and "Rival" not in boosted
    assert not _not_simulated(result)
