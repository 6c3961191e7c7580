""" "Autant que vous le voulez" / "any number": "Discard any number of cards from your Reserve
to draw that many cards", "You may sacrifice any number of Landmark Permanents to give me
that many boosts" (runtime/altered/picks.py ``any_number``,
amounts.py ``same``). The player chooses, one by one (a ``may`` for one more, then which:
the decision policies, scripted or by default), none to all; "that many" is how many the
step before was done to. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

RESERVE = """  - {name: Sac, controller: Alice, zone: reserve}
  - {name: Malle, controller: Alice, zone: reserve}
  - {name: Coffre, controller: Alice, zone: reserve}
  - {name: Butin, controller: Bob, zone: reserve}
"""

DRAW = "{J} Discard any number of cards from your Reserve to draw that many cards."


def _with(body: str, *choices: str) -> str:
    return body.replace("choices:\n", "choices:\n" + "".join(choices))


def _may(answer: bool) -> str:
    return f"  - {{who: Alice, decide: may, answer: {str(answer).lower()}}}\n"


def _target(name: str) -> str:
    return f"  - {{who: Alice, decide: target, answer: {name}}}\n"


def _zones(result: Result, *names: str) -> list[str]:
    return [_card(result, n)["zone"] for n in names]


def test_the_cards_chosen_are_discarded_and_that_many_drawn(tmp_path: Path) -> None:
    # before: "how many it is done to" (count: any) and "the amount it cannot count"
    # (amount: same), nothing discarded, nothing drawn
    picks = (_may(True), _target("Coffre"), _may(True), _target("Sac"), _may(False))
    result = before_rest(play(tmp_path, _with(_game([DRAW], RESERVE), *picks)))
    assert _zones(result, "Sac", "Malle", "Coffre") == ["discard", "reserve", "discard"]
    assert _card(result, "Butin")["zone"] == "reserve"  # "your Reserve": not Bob's
    assert _drawn(result) == {"Alice": 2} and not _not_simulated(result)


def test_none_chosen_draws_nothing(tmp_path: Path) -> None:
    # no card chosen: nothing discarded, so "to draw" is not done
    result = before_rest(play(tmp_path, _with(_game([DRAW], RESERVE), _may(False))))
    assert _zones(result, "Sac", "Malle", "Coffre") == ["reserve"] * 3
    assert _drawn(result) == {} and not _not_simulated(result)


def test_unscripted_every_card_is_chosen(tmp_path: Path) -> None:
    result = before_rest(play(tmp_path, _game([DRAW], RESERVE)))
    assert _zones(result, "Sac", "Malle", "Coffre") == ["discard"] * 3
    assert _drawn(result) == {"Alice": 3}


def test_sacrifice_any_number_gives_that_many_boosts(tmp_path: Path) -> None:
    line = "{J} You may sacrifice any number of Landmark Permanents to give me that many boosts."
    extra = (
        "  - {name: Tour, controller: Alice, zone: landmark, type: landmark_permanent}\n"
        "  - {name: Phare, controller: Alice, zone: landmark, type: landmark_permanent}\n"
        "  - {name: Fort, controller: Bob, zone: landmark, type: landmark_permanent}\n"
    )
    picks = (_may(True), _may(True), _target("Phare"), _may(False))
    result = play(tmp_path, _with(_game([line], extra), *picks))
    assert _zones(result, "Tour", "Phare", "Fort") == ["landmark", "discard", "landmark"]
    # one sacrificed, one boost (the Rest later sends Héraut to Reserve: the trace says)
    gained = [(e["card"], e["counter"], e["now"]) for e in kinds(result, "counter")]
    assert gained[:1] == [("Héraut", "boost", 1)]
    assert not _not_simulated(result)


# Any number of targets (round 37): chosen before the effect, one by one, as "up to N"
# targets are (targets.py), none to all of them; before, "how many it is done to".
BOOSTED = """  - {name: Allié, controller: Alice, zone: expedition, counters: {boost: 1}}
  - {name: Réservé, controller: Alice, zone: reserve, counters: {boost: 2}}
  - {name: Rival, controller: Bob, zone: expedition, counters: {boost: 1}}
"""


def test_any_number_of_targets_augmented_the_ones_chosen(tmp_path: Path) -> None:
    line = "{J} [Amplifiez] n'importe quel nombre de cartes ciblées en Réserve ou en jeu."
    choices = [_may(True), _target("Allié"), _may(True), _target("Réservé"), _may(False)]
    result = before_rest(play(tmp_path, _with(_game([line], BOOSTED), *choices)))
    counters = [_card(result, n)["counters"] for n in ("Allié", "Réservé", "Rival")]
    assert counters == [{"boost": 2}, {"boost": 3}, {"boost": 1}]
    assert not _not_simulated(result)


def test_any_number_of_targets_none_chosen(tmp_path: Path) -> None:
    line = "{J} Any number of target Characters gain 1 boost."
    result = play(tmp_path, _with(_game([line], BOOSTED), _may(False)))
    assert [e for e in kinds(result, "counter") if e["phase"] == "afternoon"] == []
    assert not _not_simulated(result)


def test_any_number_of_targets_unscripted_every_one(tmp_path: Path) -> None:
    line = "{J} Épuisez n'importe quel nombre de Personnages ciblés."
    result = before_rest(play(tmp_path, _game([line], BOOSTED)))
    exhausted = sorted(c["name"] for c in result.cards if c["exhausted"])
    assert exhausted == ["Allié", "Héraut", "Rival"]
    assert not _not_simulated(result)
