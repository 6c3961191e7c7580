"""A statistic in a selector (round 37, simalt4; runtime/altered/match.py ``stat_fits``):
"avec une statistique {V} de 3 ou plus" / "with a {V} statistic of 3 or more", "whose {M}
statistic is 2 or less", "dont aucune statistique n'est supérieure à 3" / "with no statistic
over 3": each statistic named within the bounds, as Dusk counts it (a boost is a +1/+1/+1
counter). Before, the objects it names were not simulated. Made-up card lines, run as
games: Héraut (Alice's, forest 4) plays its line beside Bob's Géant and Nain."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

# Géant: a high forest; Nain: no statistic over 2, but one boost makes each one more.
BOB = (
    "  - {name: Géant, controller: Bob, zone: expedition,"
    " stats: {forest: 3, mountain: 1, water: 1}}\n"
    "  - {name: Nain, controller: Bob, zone: expedition,"
    " stats: {forest: 2, mountain: 1, water: 2}}\n"
)
BOOSTED = BOB.replace("water: 2}}", "water: 2}, counters: {boost: 1}}")
HERAUT = "{forest: 4, mountain: 4, water: 4}"


def _boosted(result: Result, name: str) -> bool:
    return any(e["card"] == name and e["counter"] == "boost" for e in kinds(result, "counter"))


def test_no_statistic_over_a_number_is_the_one_target(tmp_path: Path) -> None:
    # Nain alone has no statistic over 2: chosen though unscripted
    line = "{J} Send to Reserve target Character with no statistic over 2."
    result = before_rest(play(tmp_path, _game([line], BOB, stats=HERAUT)))
    assert _card(result, "Nain")["zone"] == "reserve"
    assert _card(result, "Géant")["zone"] == "expedition"
    assert not _not_simulated(result)


def test_a_boost_counts_in_the_statistic(tmp_path: Path) -> None:
    # Nain's boost makes its water 3: none has no statistic over 2, nothing is sent
    line = (
        "{J} Envoyez en Réserve un Personnage ciblé dont aucune statistique n'est supérieure à 2."
    )
    result = before_rest(play(tmp_path, _game([line], BOOSTED, stats=HERAUT)))
    assert [_card(result, n)["zone"] for n in ("Nain", "Géant")] == ["expedition"] * 2
    assert not _not_simulated(result)


def test_a_terrain_statistic_of_a_number_or_more(tmp_path: Path) -> None:
    # Géant's forest 3 (and Héraut's 4) is 3 or more, Nain's 2 is not
    line = "{J} Each Character with a {V} statistic of 3 or more gains 1 boost."
    result = play(tmp_path, _game([line], BOB, stats=HERAUT))
    assert [_boosted(result, n) for n in ("Héraut", "Géant", "Nain")] == [True, True, False]
    assert not _not_simulated(result)


def test_a_terrain_statistic_of_a_number_or_less(tmp_path: Path) -> None:
    # "whose {O} statistic is 1 or less": Géant's water 1, not Nain's 2 nor Héraut's 4
    line = "{J} Each Character whose {O} statistic is 1 or less gains [[Asleep]]."
    result = before_rest(play(tmp_path, _game([line], BOB, stats=HERAUT)))
    asleep = [n for n in ("Héraut", "Géant", "Nain") if "asleep" in _card(result, n)["statuses"]]
    assert asleep == ["Géant"]
    assert not _not_simulated(result)


def test_the_highest_statistic_stays_not_simulated(tmp_path: Path) -> None:
    # a guard: "with the highest {V} statistic" is no bound this filter tells
    line = "{J} Target Character with the highest {V} statistic gains 1 boost."
    result = play(tmp_path, _game([line], BOB, stats=HERAUT))
    [(op, why)] = _not_simulated(result)
    assert op == "target" and why.startswith("whether Héraut is what it names")
    assert not _boosted(result, "Géant")
