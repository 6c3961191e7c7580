"""Targets with a total cost (round 37, simalt4; runtime/altered/match.py ``within_total``,
targets.py ``_pick``): "jusqu'à deux Personnages ciblés avec un Coût de Main total de {2} ou
moins" / "up to three target Characters with a total Hand Cost of {5} or less": each one
more chosen only among those that keep the total of the chosen within it (one whose cost
alone is over it is never offered). Told only of targets chosen "up to N" or "any number";
"two target Characters with a total ..." stays not simulated. Before, the objects it names
were not simulated. Made-up card lines, run as games: Héraut (Alice's, cost 0) plays its
line beside Bob's Characters."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _game, _not_simulated
from tests.test_rules_002 import before_rest, play

BOB = (
    "  - {name: Ogre, controller: Bob, zone: expedition, cost: 3, reserve_cost: 1}\n"
    "  - {name: Lutin, controller: Bob, zone: expedition, cost: 2, reserve_cost: 3}\n"
    "  - {name: Troll, controller: Bob, zone: expedition, cost: 4, reserve_cost: 1}\n"
)
NAMES = ("Ogre", "Lutin", "Troll")


def _target(name: str) -> str:
    return f"  - {{who: Alice, decide: target, answer: {name}}}\n"


def _zones(result: Result, zone: str) -> list[str]:
    """Bob's Characters in ``zone``."""
    return [n for n in NAMES if _card(result, n)["zone"] == zone]


def test_each_target_more_keeps_the_total_within_it(tmp_path: Path) -> None:
    # Ogre (3) and Lutin (2) make 5: Troll (4) is not offered, though one more may be chosen
    line = (
        "{J} Send to Reserve up to three target Characters with a total Hand Cost of {5} or less."
    )
    game = _game([line], BOB, choices=_target("Ogre") + _target("Lutin"))
    result = before_rest(play(tmp_path, game))
    assert _zones(result, "reserve") == ["Ogre", "Lutin"]
    assert not _not_simulated(result)


def test_a_card_over_the_total_alone_is_never_offered(tmp_path: Path) -> None:
    # Lutin (2) alone: Héraut (0) may join it; unscripted, each one more is chosen while
    # one is left, and Ogre (3) and Troll (4) never are
    line = (
        "{J} Envoyez en Réserve jusqu'à deux Personnages ciblés avec un Coût de Main total"
        " de {2} ou moins."
    )
    result = before_rest(play(tmp_path, _game([line], BOB)))
    assert _zones(result, "expedition") == ["Ogre", "Troll"]
    assert _card(result, "Lutin")["zone"] == "reserve"
    assert not _not_simulated(result)


def test_any_number_of_targets_with_a_total_reserve_cost(tmp_path: Path) -> None:
    # Reserve Costs: Ogre 1, Troll 1, Lutin 3 (over 4 with Ogre and Troll); Héraut's 0
    # keeps it within, and is chosen unscripted
    line = "{J} Exhaust any number of target Characters with a total Reserve Cost of {4} or less."
    game = _game([line], BOB, choices=_target("Ogre") + _target("Troll"))
    result = before_rest(play(tmp_path, game))
    assert [n for n in NAMES if _card(result, n)["exhausted"]] == ["Ogre", "Troll"]
    assert not _not_simulated(result)


def test_a_number_of_targets_with_a_total_stays_not_simulated(tmp_path: Path) -> None:
    # a guard: "two target Characters" must be two; which two the total allows is not told
    line = "{J} Send to Reserve two target Characters with a total Hand Cost of {5} or less."
    result = before_rest(play(tmp_path, _game([line], BOB)))
    assert _zones(result, "expedition") == list(NAMES)
    [(_, why)] = _not_simulated(result)
    assert "total_cost" in why
