"""A die's result changed by the effect that rolled it: "Vous pouvez sacrifier un Permanent
Repère pour augmenter le résultat de 3" / "... to increase the result by 3"
(runtime/altered/dice.py ``change``). The die shows that much more: the result lines after
it and "X étant le résultat final" / "where X is the final result" read the changed result;
declined ("si vous le faites" not done), the die shows what it rolled; with no die rolled
before it, not simulated. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import kinds, play

TOWER = "  - {name: Tour, controller: Alice, zone: landmark, type: landmark_permanent}\n"
CHANGE = (
    "{J} Roll a die. You may sacrifice a Landmark Permanent to increase the result by 3."
    " I gain X boosts, where X is the final result."
)


def _may(answer: bool) -> str:
    return f"  - {{who: Alice, decide: may, answer: {str(answer).lower()}}}\n"


def _with(body: str, *choices: str) -> str:
    return body.replace("choices:\n", "choices:\n" + "".join(choices))


def _rolled(result: Result) -> int:
    [rolled] = [int(e["result"]) for e in kinds(result, "roll")]
    return rolled


def _boosts(result: Result) -> list[int]:
    return [int(e["now"]) for e in kinds(result, "counter") if e["card"] == "Héraut"]


def test_the_final_result_is_the_roll_plus_the_change(tmp_path: Path) -> None:
    # before: "no handler" (result.change), then "what X counts": no boost at all
    for seed in range(6):
        result = play(tmp_path, _with(_game([CHANGE], TOWER), _may(True)), seed)
        assert _card(result, "Tour")["zone"] == "discard"
        assert _boosts(result)[:1] == [_rolled(result) + 3]
        assert not _not_simulated(result)


def test_declined_the_result_is_the_roll(tmp_path: Path) -> None:
    for seed in range(6):
        result = play(tmp_path, _with(_game([CHANGE], TOWER), _may(False)), seed)
        assert _card(result, "Tour")["zone"] == "landmark"
        assert _boosts(result)[:1] == [_rolled(result)]
        assert not _not_simulated(result)


def test_a_result_line_reads_the_changed_result(tmp_path: Path) -> None:
    # every roll is 3 or more once increased by 2: "• 1-2" is never done, "• 3+" always
    lines = [
        "{J} Roll a die. Increase the result by 2.",
        "• 1-2: Draw a card.",
        "• 3+: I gain 1 boost.",
    ]
    for seed in range(8):
        result = play(tmp_path, _game(lines), seed)
        assert _drawn(result) == {} and _boosts(result)[:1] == [1], _rolled(result)
        assert not _not_simulated(result)


def test_a_change_with_no_die_rolled_is_not_simulated(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Draw a card. Increase the result by 2."]))
    [(op, why)] = _not_simulated(result)
    assert op == "result.change" and "no die rolled before it" in why
