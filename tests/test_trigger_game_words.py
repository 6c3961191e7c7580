"""Trigger words of the game read wherever they stand: "opponent" is an enemy, and a
monster power named by the game's own words ("Bloodied") does not hide those words when
the sentence only reads with them as words.

The sentences are made up for these tests (not corpus text).
"""

from __future__ import annotations

from counterplay.compiler.to_ir import trigger


def test_an_opponent_is_an_enemy() -> None:
    ir, found = trigger("When an adjacent opponent shifts")
    assert not found
    assert (ir["event"], ir["actor"]) == ("shift", {"role": "enemy", "adjacent_to": "self"})


def test_a_power_named_by_game_words_does_not_hide_them() -> None:
    ir, found = trigger("When first bloodied", None, ["Ash Drake"], ["Bloodied"])
    assert not found
    assert (ir["event"], ir["qualifiers"]) == ("bloodied", {"first_time": True})


def test_a_power_name_still_reads_as_the_power_where_it_can() -> None:
    ir, found = trigger("When the drake hits with claw", None, ["Ash Drake"], ["Claw"])
    assert not found
    assert ir["qualifiers"] == {"power": "claw"}
