"""Did-you-mean (``counterplay.suggest``), said the same way by every diagnostic that meets
an unknown name: letter case never hides the name meant, and what is suggested is written
as the known name is."""

from __future__ import annotations

from counterplay.suggest import closest, did_you_mean


def test_a_name_but_for_its_letter_case_is_the_one_meant() -> None:
    assert closest("orc", ["Goblin", "Orc"]) == ["Orc"]
    assert closest("RETURN FIRE", ["Return Fire", "Overwatch"]) == ["Return Fire"]


def test_the_closest_are_given_as_written_best_first() -> None:
    assert closest("Retrun Fire", ["Overwatch", "Return Fire"]) == ["Return Fire"]
    assert closest("immediate reactoin", ["Immediate Reaction", "Immediate Interrupt"])[0] == (
        "Immediate Reaction"
    )
    assert len(closest("a", ["ab", "ac", "ad", "ae"], n=3)) == 3


def test_nothing_close_is_nothing_said() -> None:
    assert closest("Stubborn Oak", ["Goblin", "Orc"]) == []
    assert did_you_mean("Stubborn Oak", ["Goblin", "Orc"]) == ""
    assert did_you_mean("Orcc", ["Goblin", "Orc"]) == "; did you mean 'Orc'?"


def test_a_stricter_cutoff_keeps_only_near_misses() -> None:
    assert closest("Immediate Riposte", ["immediate reaction"], cutoff=0.8) == []
    assert closest("immediate reactio", ["immediate reaction"], cutoff=0.8) == [
        "immediate reaction"
    ]
