"""An Expedition "en avance" / "ahead", "en retard" / "behind", "à égalité" / "tied"
(runtime/altered/standing.py): how far it has moved against the Expedition facing it, the
opponent's of the same kind (the one Dusk compares, R002-21). Told in a condition ("Si mon
Expédition est en retard, ...", "its Expedition", "your Hero Expedition") and in a place
("dans chacune de vos Expéditions qui est en retard ou à égalité", "une Expédition ciblée qui
est en avance"). Before, each was not simulated. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered.engine import Result, simulate
from tests.test_altered_conditions import _boosts, _ops
from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_altered_tokens import _created, _with
from tests.test_rules_002 import HEAD, kinds, play

FORWARD = "Mon Expédition avance d'une région."
# Alice's hero Expedition has 1 forest, Bob's none: at day 1's Dusk it moves forward
# (R002-21); Anchored, Soutien stays through Rest into day 2.
SOUTIEN = (
    "  - {name: Soutien, controller: Alice, zone: expedition, stats: {forest: 1},"
    " statuses: [anchored]}\n"
)
# The same on Bob's side: his hero Expedition moves forward at day 1's Dusk.
RIVAL = (
    "  - {name: Rival, controller: Bob, zone: expedition, stats: {forest: 1},"
    " statuses: [anchored]}\n"
)
# Alice passes on day 1 and plays Héraut on day 2 (in her hero Expedition, or as said).
DAY_2 = "[[pass], [{play: Héraut}]]"


# Day 2's Morning: nobody puts a card in their Mana zone (Héraut stays in Alice's hand).
EXPAND_2 = (
    "  - {who: Alice, decide: expand, answer: null}\n  - {who: Bob, decide: expand, answer: null}\n"
)


def _two_days(lines: list[str], extra: str, to: str = "hero") -> str:
    turns = DAY_2.replace("{play: Héraut}", f"{{play: Héraut, to: {to}}}")
    return "days: 2\n" + _game(lines, extra, turns, choices=EXPAND_2)


def _day_2(tmp_path: Path, lines: list[str], extra: str, to: str = "hero") -> Result:
    return play(tmp_path, _two_days(lines, extra, to))


@pytest.mark.parametrize(
    ("state", "boosts"), [("en avance", [2]), ("en retard", []), ("à égalité", [])]
)
def test_my_expedition_moved_forward_is_ahead(
    tmp_path: Path, state: str, boosts: list[int]
) -> None:
    line = f"{{J}} {FORWARD} Si mon Expédition est {state}, je gagne 2 boosts."
    result = play(tmp_path, _game([line]))
    assert _boosts(result, "Héraut") == boosts
    assert not _not_simulated(result)


@pytest.mark.parametrize(
    ("state", "boosts"), [("en avance", []), ("en retard", []), ("à égalité", [2])]
)
def test_none_moved_is_tied(tmp_path: Path, state: str, boosts: list[int]) -> None:
    result = play(tmp_path, _game([f"{{J}} Si mon Expédition est {state}, je gagne 2 boosts."]))
    assert _boosts(result, "Héraut") == boosts
    if not boosts:
        assert _ops(result) == [
            ("counter.gain", "not done: its condition (expedition) does not hold")
        ]


def test_behind_the_opponents_that_moved_forward_at_dusk(tmp_path: Path) -> None:
    # day 2: Bob's hero Expedition is one region further than Alice's
    line = "{J} If my Expedition is behind, I gain 2 boosts."
    assert _boosts(_day_2(tmp_path, [line], RIVAL), "Héraut") == [2]


def test_the_opponents_other_expedition_is_not_the_one_facing_it(tmp_path: Path) -> None:
    # (a guard) Bob's hero Expedition moved forward, not his companion one: Alice's
    # companion Expedition is tied with the one facing it
    line = "{J} If my Expedition is behind, I gain 2 boosts."
    assert _boosts(_day_2(tmp_path, [line], RIVAL, to="companion"), "Héraut") == []


@pytest.mark.parametrize(("to", "boosts"), [("hero", [1]), ("companion", [])])
def test_its_expedition_is_the_one_the_card_played_is_in(
    tmp_path: Path, to: str, boosts: list[int]
) -> None:
    # day 2: Alice's hero Expedition is ahead (Soutien moved it at Dusk), her companion
    # one tied; Guetteur answers Héraut played in one of them
    line = "Lorsque vous jouez un Personnage — Si son Expédition est en avance, je gagne 1 boost."
    guetteur = (
        f"  - {{name: Guetteur, controller: Alice, zone: expedition, statuses: [anchored],"
        f' abilities: ["{line}"]}}\n'
    )
    result = _day_2(tmp_path, [], SOUTIEN + guetteur, to=to)
    assert _boosts(result, "Guetteur") == boosts
    assert not _not_simulated(result)


def test_your_hero_expedition_otherwise(tmp_path: Path) -> None:
    line = (
        "{J} Si votre Expédition Compagnon est en avance, piochez deux cartes. "
        "Sinon, piochez une carte."
    )
    assert _drawn(_day_2(tmp_path, [line], SOUTIEN, to="companion")) == {"Alice": 1}
    hero = line.replace("Compagnon", "Héros")
    assert _drawn(_day_2(tmp_path, [hero], SOUTIEN, to="companion")) == {"Alice": 2}


def test_your_expedition_one_of_two_is_not_simulated(tmp_path: Path) -> None:
    # (a guard) "votre Expédition": which of the controller's two is not said
    result = play(tmp_path, _game(["{J} Si votre Expédition est en retard, piochez une carte."]))
    assert _drawn(result) == {}
    [(op, why)] = _not_simulated(result)
    assert op == "draw" and "condition" in why


def test_with_more_than_one_opponent_it_is_not_simulated(tmp_path: Path) -> None:
    # which opponent's Expedition faces it is not told
    line = "{J} Si mon Expédition est à égalité, je gagne 2 boosts."
    three = HEAD + "  - {name: Carol, mana: 3, deck: 30}\n"
    path = tmp_path / "three.yaml"
    path.write_text(three + _game([line]), encoding="utf-8")
    game, found = load_scenario(path)
    assert game is not None, [d.message for d in found]
    result = simulate(game)
    assert _boosts(result, "Héraut") == []
    [(op, why)] = _not_simulated(result)
    assert op == "counter.gain" and "more than one opponent" in why


RECRUITS = (
    "{J} Créez un jeton Robot [2/2/2 Scarabot] dans chacune de vos Expéditions"
    " qui est à égalité ou en retard."
)


def test_a_token_in_each_of_your_expeditions_behind_or_tied(tmp_path: Path) -> None:
    # day 1: both tied, a token in each
    result = play(tmp_path, _game([RECRUITS]))
    assert sorted(where for _, _, where in _created(result)) == [
        "Alice's companion Expedition",
        "Alice's hero Expedition",
    ]
    assert not _not_simulated(result)


def test_not_in_the_one_ahead(tmp_path: Path) -> None:
    # day 2: Alice's hero Expedition is ahead
    result = _day_2(tmp_path, [RECRUITS], SOUTIEN)
    assert [where for _, _, where in _created(result)] == ["Alice's companion Expedition"]


AHEAD_ASLEEP = (
    "{J} Chaque Personnage dans une Expédition ciblée qui est en avance gagne [[Endormi]]."
)


def test_a_target_expedition_ahead_is_chosen_among_those_ahead(tmp_path: Path) -> None:
    # day 2: only Alice's hero Expedition is ahead; the choice offered holds it alone
    # scripted Bob's hero Expedition, tied: refused (not among the options), the one ahead
    # is taken
    choice = "{who: Alice, decide: target, answer: Bob's hero Expedition}"
    result = play(tmp_path, _with(_two_days([AHEAD_ASLEEP], SOUTIEN), choice))
    [chosen] = [e["choice"] for e in kinds(result, "decision") if e["what"] == "Alice target"]
    assert chosen == "Alice's hero Expedition"
    asleep = [e["card"] for e in kinds(result, "status") if e["status"] == "asleep" and e["gained"]]
    assert sorted(asleep) == ["Héraut", "Soutien"]


def test_no_target_expedition_ahead_none_is_chosen(tmp_path: Path) -> None:
    # day 1: all tied, nothing is ahead: no choice, nobody falls asleep
    result = play(tmp_path, _game([AHEAD_ASLEEP]))
    assert not [e for e in kinds(result, "decision") if e["what"] == "Alice target"]
    assert not [e for e in kinds(result, "status") if e["status"] == "asleep" and e["gained"]]
    assert not _not_simulated(result)
