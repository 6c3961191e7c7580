"""Up to N targets (runtime/altered/targets.py): "Jusqu'à deux Personnages ciblés en jeu ou
en Réserve gagnent chacun 1 boost" / "You may send to Reserve up to two target Characters
with Hand Cost {1} or less": different targets, one by one, as long as the player chooses
one more and one is left, N at most. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_it import _boosts, _with
from tests.test_altered_not_simulated import _card, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

GAIN = "{J} Jusqu'à deux Personnages ciblés en jeu ou en Réserve gagnent chacun 1 boost."

THREE = """  - {name: Rival, controller: Bob, zone: expedition, cost: 1}
  - {name: Ami, controller: Alice, zone: reserve, cost: 1}
  - {name: Géant, controller: Bob, zone: expedition, cost: 5}
"""

MAY = "  - {who: Alice, decide: may, answer: %s}\n"
TARGET = "  - {who: Alice, decide: target, answer: %s}\n"


def _targets(result: Result) -> int:
    """How many targets Alice was asked for."""
    return [e["what"] for e in kinds(result, "decision")].count("Alice target")


def test_up_to_two_targets_each_gain(tmp_path: Path) -> None:
    # before: "how many it is done to (count: {up_to: 2})", no boost given
    body = _with(_game([GAIN], THREE), TARGET % "Rival", TARGET % "Ami")
    result = play(tmp_path, body)
    assert sorted(_boosts(result)) == [("Ami", 1), ("Rival", 1)]
    assert _targets(result) == 2 and not _not_simulated(result)


def test_up_to_two_may_be_one_or_none(tmp_path: Path) -> None:
    one = _with(_game([GAIN], THREE), MAY % "true", TARGET % "Géant", MAY % "false")
    assert _boosts(play(tmp_path, one)) == [("Géant", 1)]
    none = play(tmp_path, _with(_game([GAIN], THREE), MAY % "false"))
    assert _boosts(none) == [] and _targets(none) == 0 and not _not_simulated(none)


def test_up_to_two_never_targets_one_twice_nor_more_than_two(tmp_path: Path) -> None:
    # unscripted: one more while one is left, two at most; with one object, one target
    result = play(tmp_path, _game([GAIN], THREE))
    gained = [name for name, _ in _boosts(result)]
    assert len(gained) == 2 and len(set(gained)) == 2
    # up to three, two to choose from (Héraut itself and the Rival): two, then none is left
    three = GAIN.replace("deux", "trois")
    alone = play(tmp_path, _game([three], "  - {name: Rival, controller: Bob, zone: reserve}\n"))
    assert sorted(_boosts(alone)) == [("Héraut", 1), ("Rival", 1)] and _targets(alone) == 2


def test_up_to_two_targets_with_a_cost_are_sent_to_reserve(tmp_path: Path) -> None:
    # the Géant costs 5: not a target; Héraut itself costs 0 and is one (it may be chosen)
    line = (
        "{J} Vous pouvez envoyer en Réserve jusqu'à deux Personnages ciblés de Coût de Main"
        " {1} ou moins."
    )
    body = _with(_game([line], THREE), TARGET % "Rival", MAY % "true", MAY % "false")
    result = before_rest(play(tmp_path, body))
    assert [_card(result, n)["zone"] for n in ("Rival", "Géant")] == ["reserve", "expedition"]
    assert _card(result, "Héraut")["zone"] == "expedition"
    assert not _not_simulated(result)
