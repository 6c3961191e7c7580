"""A change waiting for the next card its player plays (runtime/altered/next_played.py): "Le
prochain Personnage que vous jouez ce tour-ci gagne 1 boost" is done to that card once it
has joined play (a new object there, rules 2.1.c), once; one not used ends with its turn.
Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import QUICK, _card, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

BOOST = "{T} : Le prochain Personnage que vous jouez ce tour-ci gagne 1 boost."
FLEETING = "{T} : The next Character you play this turn loses [[Fleeting]]."


def _forge(line: str, turns: str = "[[{use: Forge}, {play: Héraut}]]") -> str:
    return _game([], QUICK.replace("{line}", line), turns)


def test_the_next_character_played_gains_a_boost(tmp_path: Path) -> None:
    # before: "the objects it names (who: next_played_by=controller)", not simulated
    result = before_rest(play(tmp_path, _forge(BOOST)))
    assert _card(result, "Héraut")["counters"] == {"boost": 1}
    assert not _not_simulated(result)
    statuses = [e["status"] for e in kinds(result, "op") if e["op"] == "counter.gain"]
    assert statuses == ["set up: done to the next card of its kind played", "done"]


def test_a_card_played_from_reserve_loses_the_fleeting_it_joins_with(tmp_path: Path) -> None:
    body = _forge(FLEETING).replace("    cost: 0\n", "    cost: 0\n    zone: reserve\n")
    result = play(tmp_path, body)
    assert "fleeting" not in _card(before_rest(result), "Héraut")["statuses"]
    assert _card(result, "Héraut")["zone"] == "reserve"  # Rest: not discarded as Fleeting


# A Spell of no text: a card played to end a turn that is no Character.
SORT = "  - {name: Sort, controller: Alice, type: spell, cost: 0}\n"
PAGE = "  - {name: Page, controller: Alice, cost: 0}\n"


def _plays(result: Result) -> list[str]:
    return [e["what"] for e in kinds(result, "action") if e["action"] == "plays"]


def test_a_change_for_this_turn_ends_with_it(tmp_path: Path) -> None:
    # the Forge's turn ends with a Spell played (no Character: not used); Héraut is played
    # the next turn: no boost. (It ended the turn with a pass, after which Alice takes no
    # more turns that day, R002-23: Héraut was never played and the test could not fail.)
    turns = "[[{use: Forge}, {play: Sort}], [{play: Héraut}]]"
    result = play(tmp_path, _forge(BOOST, turns).replace("choices:", SORT + "choices:", 1))
    assert _plays(result) == ["Sort", "Héraut"]
    assert _card(before_rest(result), "Héraut")["counters"] == {}
    assert any(str(e["text"]).startswith("unused, it ends:") for e in kinds(result, "note"))


def test_it_is_done_to_the_next_character_only(tmp_path: Path) -> None:
    # two Characters played this Afternoon ("cet Après-midi"): the first gets the boost, once
    turns = "[[{use: Forge}, {play: Héraut}], [{play: Page}]]"
    body = _forge(BOOST.replace("ce tour-ci", "cet Après-midi"), turns)
    result = before_rest(play(tmp_path, body.replace("choices:", PAGE + "choices:", 1)))
    assert _plays(result) == ["Héraut", "Page"]
    assert _card(result, "Héraut")["counters"] == {"boost": 1}
    assert _card(result, "Page")["counters"] == {}


def test_the_next_card_of_another_kind_does_not_use_it(tmp_path: Path) -> None:
    line = "{T} : Le prochain Permanent que vous jouez ce tour-ci gagne 1 boost."
    result = before_rest(play(tmp_path, _forge(line)))
    assert _card(result, "Héraut")["counters"] == {}


def test_from_your_reserve_waits_for_a_card_played_from_there(tmp_path: Path) -> None:
    # Héraut, from the hand, does not use it; Page, from the Reserve, does
    line = (
        "{T} : Le prochain Personnage que vous jouez de votre Réserve cet Après-midi gagne 1 boost."
    )
    turns = "[[{use: Forge}, {play: Héraut}], [{play: Page}]]"
    page = PAGE.replace("cost: 0", "cost: 0, zone: reserve")
    result = before_rest(
        play(tmp_path, _forge(line, turns).replace("choices:", page + "choices:", 1))
    )
    assert _plays(result) == ["Héraut", "Page"]
    assert _card(result, "Héraut")["counters"] == {}
    assert _card(result, "Page")["counters"] == {"boost": 1}


BASE_0 = (
    "{T} : Le prochain Personnage avec une statistique de base 0 que vous jouez cet"
    " Après-midi gagne 2 boosts."
)


def test_the_next_character_with_a_base_statistic_of_0(tmp_path: Path) -> None:
    # before: "the objects it names" (base_stat), not simulated. Héraut (1/1/1) is not of
    # that kind; Page (no statistic given: each 0) is
    turns = "[[{use: Forge}, {play: Héraut}], [{play: Page}]]"
    body = _forge(BASE_0, turns).replace(
        "    cost: 0\n", "    cost: 0\n    stats: {forest: 1, mountain: 1, water: 1}\n", 1
    )
    result = before_rest(play(tmp_path, body.replace("choices:", PAGE + "choices:", 1)))
    assert _plays(result) == ["Héraut", "Page"]
    assert _card(result, "Héraut")["counters"] == {}
    assert _card(result, "Page")["counters"] == {"boost": 2}
    assert not _not_simulated(result)


# A Spell (round 37): done to as it is played; played from the Reserve it is Fleeting as it
# is played, discarded once resolved, unless it lost Fleeting: then it goes to the Reserve.
# Before, a Spell or a subtype as the kind was not simulated ("the kind of card it names").
SPELL_FLEETING = "{T} : Le prochain Sort que vous jouez ce tour-ci perd [[Fugace]]."


def _spell_from_reserve(line: str, subtypes: str = "") -> str:
    sort = SORT.replace("cost: 0", f"cost: 0, zone: reserve{subtypes}")
    return _forge(line, "[[{use: Forge}, {play: Sort}]]").replace("choices:", sort + "choices:", 1)


def test_the_next_spell_played_from_reserve_loses_fleeting(tmp_path: Path) -> None:
    result = play(tmp_path, _spell_from_reserve(SPELL_FLEETING))
    assert _plays(result) == ["Sort"]
    lost = [e["card"] for e in kinds(result, "status") if e["status"] == "fleeting"]
    assert lost == ["Sort"]
    assert _card(result, "Sort")["zone"] == "reserve"
    assert not _not_simulated(result)


def test_a_spell_played_from_reserve_is_discarded_without_it(tmp_path: Path) -> None:
    # a guard: Fleeting as played from the Reserve, as before
    result = play(tmp_path, _spell_from_reserve(BOOST))
    assert _card(result, "Sort")["zone"] == "discard"


def test_the_next_song_or_artist_is_a_spell_of_that_subtype(tmp_path: Path) -> None:
    line = "{T} : The next Song or Artist you play this turn loses [[Fleeting]]."
    result = play(tmp_path, _spell_from_reserve(line, ", subtypes: [Song]"))
    assert _card(result, "Sort")["zone"] == "reserve"
    assert not _not_simulated(result)


def test_a_spell_of_another_subtype_does_not_use_it(tmp_path: Path) -> None:
    # a guard: a Spell of no subtype it names is discarded as played from the Reserve
    line = "{T} : The next Song or Artist you play this turn loses [[Fleeting]]."
    result = play(tmp_path, _spell_from_reserve(line, ", subtypes: [Rite]"))
    assert _card(result, "Sort")["zone"] == "discard"


def test_the_next_card_played_from_hand_gains_fleeting(tmp_path: Path) -> None:
    # a Spell from the hand that gains Fleeting as it is played is discarded, not sent to
    # the Reserve
    line = "{T} : The next card you play this turn gains [[Fleeting]]."
    turns = "[[{use: Forge}, {play: Sort}]]"
    result = play(tmp_path, _forge(line, turns).replace("choices:", SORT + "choices:", 1))
    assert _card(result, "Sort")["zone"] == "discard"
    assert not _not_simulated(result)


# The next Character played in a terrain (round 37): into an Expedition whose Region has it,
# in a game that gives `regions:` (runtime/altered/regions.py; Alice's hero Expedition is in
# the first Region); in one that does not, not simulated as it is set up. Before, "the
# objects it names" (who: next_played_by).
IN_FOREST = "{T} : Le prochain Personnage que vous jouez en {V} cet Après-midi gagne 2 boosts."
FOREST_FIRST = (
    "regions:\n  - {name: Bois, terrains: [forest]}\n  - {name: Lac, terrains: [water]}\n"
)
WATER_FIRST = "regions:\n  - {name: Lac, terrains: [water]}\n  - {name: Bois, terrains: [forest]}\n"


def test_the_next_character_played_in_a_terrain_of_its_region(tmp_path: Path) -> None:
    result = before_rest(play(tmp_path, FOREST_FIRST + _forge(IN_FOREST)))
    assert _card(result, "Héraut")["counters"] == {"boost": 2}
    assert not _not_simulated(result)


def test_a_character_played_in_another_terrain_does_not_use_it(tmp_path: Path) -> None:
    line = "{T} : The next Character you play in {V} this Afternoon gains [[Anchored]]."
    result = play(tmp_path, WATER_FIRST + _forge(line))
    assert "anchored" not in _card(before_rest(result), "Héraut")["statuses"]
    assert any(str(e["text"]).startswith("unused, it ends:") for e in kinds(result, "note"))
    assert not _not_simulated(result)


def test_a_terrain_played_in_without_regions_is_not_simulated(tmp_path: Path) -> None:
    result = before_rest(play(tmp_path, _forge(IN_FOREST)))
    assert _card(result, "Héraut")["counters"] == {}
    [(op, why)] = _not_simulated(result)
    assert op == "counter.gain" and why.startswith("which Region it is played in")
