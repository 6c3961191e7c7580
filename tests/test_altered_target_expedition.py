"""A ``target`` op naming an Expedition ("Ciblez une Expédition qui est en avance." /
"Target an Expedition that's behind."): the controller chooses one of every player's
Expeditions (those that stand as it says, runtime/altered/standing.py), and "its" after it
("Chacun de ses Personnages ..." / "Each of its Characters ...") names the Characters in
that Expedition. Before, both were not simulated ("the objects it names"). Made-up card
lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered.engine import simulate
from tests.test_altered_conditions import _boosts
from tests.test_altered_not_simulated import _game, _not_simulated
from tests.test_altered_standing import AHEAD_ASLEEP, SOUTIEN, _two_days
from tests.test_altered_tokens import _with
from tests.test_rules_002 import HEAD, kinds, play

# Bob's Character in his hero Expedition, facing Héraut (Alice plays it in hers).
GARDE = "  - {name: Garde, controller: Bob, zone: expedition}\n"


def _gained(result: object, status: str) -> list[str]:
    return sorted(
        e["card"] for e in kinds(result, "status") if e["status"] == status and e["gained"]
    )


def _chose(choice: str) -> str:
    return f"{{who: Alice, decide: target, answer: {choice}}}"


def test_each_of_its_characters_the_expedition_chosen(tmp_path: Path) -> None:
    line = "{J} Ciblez une Expédition. Chacun de ses Personnages gagne 1 boost."
    result = play(tmp_path, _with(_game([line], GARDE), _chose("Bob's hero Expedition")))
    assert _boosts(result, "Garde") == [1]
    assert _boosts(result, "Héraut") == []
    assert not _not_simulated(result)


def test_the_controllers_own_expedition(tmp_path: Path) -> None:
    line = "{J} Target an Expedition. Each of its Characters gains [[Anchored]]."
    result = play(tmp_path, _with(_game([line], GARDE), _chose("Alice's hero Expedition")))
    assert _gained(result, "anchored") == ["Héraut"]
    assert not _not_simulated(result)


def test_an_expedition_with_no_characters_nothing_is_done(tmp_path: Path) -> None:
    line = "{J} Target an Expedition. Each of its Characters gains 1 boost."
    result = play(tmp_path, _with(_game([line], GARDE), _chose("Bob's companion Expedition")))
    assert _boosts(result, "Garde") == [] and _boosts(result, "Héraut") == []
    assert not _not_simulated(result)


def test_one_ahead_is_chosen_among_those_ahead(tmp_path: Path) -> None:
    # day 2: only Alice's hero Expedition is ahead (Soutien moved it at Dusk); Bob's hero
    # Expedition, tied, is not among the options: the one ahead is taken
    line = "{J} Ciblez une Expédition qui est en avance. Chacun de ses Personnages gagne [[Ancré]]."
    result = play(tmp_path, _with(_two_days([line], SOUTIEN), _chose("Bob's hero Expedition")))
    [chosen] = [e["choice"] for e in kinds(result, "decision") if e["what"] == "Alice target"]
    assert chosen == "Alice's hero Expedition"
    assert _gained(result, "anchored") == ["Héraut", "Soutien"]
    assert not _not_simulated(result)


def test_the_same_as_the_place_of_the_same_words(tmp_path: Path) -> None:
    # "Chaque Personnage dans une Expédition ciblée qui est en avance" does the same
    target = (
        "{J} Ciblez une Expédition qui est en avance. Chacun de ses Personnages gagne [[Ancré]]."
    )
    results = []
    for k, line in enumerate([target, AHEAD_ASLEEP.replace("[[Endormi]]", "[[Ancré]]")]):
        (tmp_path / str(k)).mkdir()
        results.append(play(tmp_path / str(k), _two_days([line], SOUTIEN)))
    anchored = [_gained(result, "anchored") for result in results]
    assert anchored[0] == anchored[1] == ["Héraut", "Soutien"]


def test_none_stands_so_nothing_is_chosen(tmp_path: Path) -> None:
    # day 1: every Expedition is tied; none is behind
    line = "{J} Target an Expedition that's behind. Each of its Characters gains 1 boost."
    result = play(tmp_path, _game([line], GARDE))
    assert not [e for e in kinds(result, "decision") if e["what"] == "Alice target"]
    assert _boosts(result, "Garde") == [] and _boosts(result, "Héraut") == []
    assert not _not_simulated(result)


def test_its_of_a_character_targeted_is_still_not_simulated(tmp_path: Path) -> None:
    # (a guard) "its Characters" after a Character targeted: not an Expedition's
    line = "{J} Ciblez un Personnage. Chacun de ses Personnages gagne 1 boost."
    result = play(tmp_path, _game([line], GARDE))
    assert _boosts(result, "Garde") == [] and _boosts(result, "Héraut") == []
    assert [op for op, _ in _not_simulated(result)] == ["counter.gain"]


def test_with_more_than_one_opponent_neither_is_simulated(tmp_path: Path) -> None:
    # which Expedition faces one, so stands ahead, is not told: no target is chosen, and
    # "its" Characters name none (never the Characters of an Expedition not chosen)
    line = "{J} Target an Expedition that's ahead. Each of its Characters gains 1 boost."
    path = tmp_path / "three.yaml"
    path.write_text(
        HEAD + "  - {name: Carol, mana: 3, deck: 30}\n" + _game([line], GARDE), encoding="utf-8"
    )
    game, found = load_scenario(path)
    assert game is not None, [d.message for d in found]
    result = simulate(game)
    assert _boosts(result, "Garde") == [] and _boosts(result, "Héraut") == []
    [target, gain] = _not_simulated(result)
    assert target[0] == "target" and "more than one opponent" in target[1]
    assert gain[0] == "counter.gain" and "none was targeted" in gain[1]
