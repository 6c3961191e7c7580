"""A player an effect targets, "un joueur ciblé" / "target player"
(runtime/altered/player_targets.py): chosen by the effect's controller as the op is done
(the decision ``target``, by name), any player, themself too. As who does it ("Un joueur
ciblé sacrifie un Personnage", "... pioche deux cartes", "Target player discards their
hand") and as whose objects an op names ("Chaque Personnage contrôlé par le joueur ciblé
..."). Before, each was not simulated ("who does or gets it", "the objects it names").
Made-up card lines, run as games: Alice plays Héraut; Bob has Rival in his hero Expedition."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered.engine import Result, simulate
from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_altered_tokens import _with
from tests.test_rules_002 import HEAD, before_rest, kinds, play

RIVAL = "  - {name: Rival, controller: Bob, zone: expedition}\n"
ASLEEP = "{J} Chaque Personnage contrôlé par le joueur ciblé gagne [[Endormi]]."


def _targets(who: str) -> str:
    return f"{{who: Alice, decide: target, answer: {who}}}"


def _asleep(result: Result) -> list[str]:
    return [e["card"] for e in kinds(result, "status") if e["status"] == "asleep" and e["gained"]]


@pytest.mark.parametrize(("who", "asleep"), [("Bob", ["Rival"]), ("Alice", ["Héraut"])])
def test_each_character_controlled_by_the_player_chosen(
    tmp_path: Path, who: str, asleep: list[str]
) -> None:
    result = play(tmp_path, _with(_game([ASLEEP], RIVAL), _targets(who)))
    assert _asleep(result) == asleep
    assert not _not_simulated(result)


def test_each_character_switches_expeditions(tmp_path: Path) -> None:
    line = "{J} Each Character controlled by target player switches Expeditions."
    result = play(tmp_path, _with(_game([line], RIVAL), _targets("Bob")))
    assert [(e["card"], e["to"]) for e in kinds(result, "switch")] == [("Rival", "companion")]


def test_target_player_sacrifices_one_of_theirs(tmp_path: Path) -> None:
    line = "{J} Un joueur ciblé sacrifie un Personnage."
    result = before_rest(play(tmp_path, _with(_game([line], RIVAL), _targets("Bob"))))
    zones = {c["name"]: c["zone"] for c in result.cards}
    assert zones == {"Héraut": "expedition", "Rival": "discard"}


def test_target_player_draws(tmp_path: Path) -> None:
    line = "{J} Un joueur ciblé pioche deux cartes."
    assert _drawn(play(tmp_path, _with(_game([line]), _targets("Bob")))) == {"Bob": 2}
    assert _drawn(play(tmp_path, _with(_game([line]), _targets("Alice")))) == {"Alice": 2}


def test_target_player_discards_their_hand(tmp_path: Path) -> None:
    hands = "  - {name: Nain, controller: Bob, zone: hand, cost: 1}\n"
    line = "{J} Target player discards their hand."
    result = before_rest(play(tmp_path, _with(_game([line], hands), _targets("Bob"))))
    assert {c["name"]: c["zone"] for c in result.cards}["Nain"] == "discard"
    assert {p["name"]: p["hand"] for p in result.players} == {"Alice": 2, "Bob": 0}


def test_an_opponent_among_several_is_not_simulated(tmp_path: Path) -> None:
    # whose objects "the opponent's" are, with two opponents, is not told
    path = tmp_path / "three.yaml"
    body = _with(_game([ASLEEP], RIVAL), _targets("Bob"))
    path.write_text(HEAD + "  - {name: Carol, mana: 3, deck: 30}\n" + body, encoding="utf-8")
    game, found = load_scenario(path)
    assert game is not None, [d.message for d in found]
    result = simulate(game)
    assert _asleep(result) == []
    [(op, why)] = _not_simulated(result)
    assert op == "status.gain" and "several opponents" in why
