"""One of several changes the player chooses ("Un Personnage ciblé gagne [[Fugace]], [[Ancré]]
ou [[Endormi]]"; runtime/altered/gains.py): only the one chosen is done, to the one target;
when one of them is not simulated, none is. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _game, _not_simulated
from tests.test_rules_002 import kinds, play

RIVAL = "  - {name: Rival, controller: Bob, zone: expedition}\n"
LINE = "{J} Un Personnage ciblé gagne [[Ancré]], [[Endormi]] ou [[Fugace]]."


def _with(body: str, *choices: str) -> str:
    return body.replace("choices:\n", "choices:\n" + "".join(choices))


def _gained(result: Result) -> list[tuple[str, str]]:
    return [(e["card"], e["status"]) for e in kinds(result, "status") if e["gained"]]


def test_only_the_change_chosen_is_done(tmp_path: Path) -> None:
    pick = "  - {who: Alice, decide: option, answer: status.gain asleep}\n"
    target = "  - {who: Alice, decide: target, answer: Rival}\n"
    result = play(tmp_path, _with(_game([LINE], RIVAL), target, pick))
    assert _gained(result) == [("Rival", "asleep")]
    steps = [(e["op"], e["status"]) for e in kinds(result, "op")]
    assert steps == [
        ("status.gain", "not done: another was chosen"),
        ("status.gain", "done"),
        ("status.gain", "not done: another was chosen"),
    ]


def test_unscripted_one_is_chosen(tmp_path: Path) -> None:
    result = play(tmp_path, _game([LINE], RIVAL))
    assert len(_gained(result)) == 1


def test_none_is_done_when_one_is_not_simulated(tmp_path: Path) -> None:
    # Boosted is having a boost, no status an op gives: the choice is not offered without
    # it, so the boost is not given either (before, "one_of" left both not simulated too)
    line = "{J} Je gagne 1 boost ou [[Boosté]]."
    result = play(tmp_path, _game([line]))
    assert _gained(result) == [] and kinds(result, "counter") == []
    whys = _not_simulated(result)
    assert len(whys) == 2 and all(w.startswith("the choice of one of its gains") for _, w in whys)


def test_it_after_the_changes_is_their_target_whichever_was_chosen(tmp_path: Path) -> None:
    # "... gagne [[Ancré]], [[Endormi]] ou [[Fugace]]. Il gagne 1 boost.": "il" is Rival,
    # whichever change was chosen (it named nothing when the last one was not chosen)
    target = "  - {who: Alice, decide: target, answer: Rival}\n"
    for status in ("anchored", "asleep", "fleeting"):
        pick = f"  - {{who: Alice, decide: option, answer: status.gain {status}}}\n"
        body = _with(_game([LINE + " Il gagne 1 boost."], RIVAL), target, pick)
        result = play(tmp_path, body)
        assert _gained(result)[:1] == [("Rival", status)]
        boosts = [(e["card"], e["now"]) for e in kinds(result, "counter")]
        assert boosts[:1] == [("Rival", 1)], status
