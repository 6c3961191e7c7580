"""A die rolled by an effect: a six-sided die, seeded, its result in the trace and on the
``die.roll`` event ("Lorsque vous obtenez un 6" fires on a 6 only); several dice, or what
the result then does, are not simulated. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.altered import match
from counterplay.runtime.altered.cards import Card
from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_rules_002 import kinds, play

WATCHER = '  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'


def _rolls(result: Result) -> list[int]:
    return [int(e["result"]) for e in kinds(result, "roll")]


def test_a_die_is_rolled_and_reactions_to_its_result_fire(tmp_path: Path) -> None:
    extra = WATCHER.format(line="Lorsque vous obtenez un 6 — Piochez une carte.")
    extra += WATCHER.format(line="Lorsque vous lancez un dé — Piochez une carte.").replace(
        "Guetteur", "Veilleur"
    )
    results = [play(tmp_path, _game(["{J} Lancez un dé."], extra), seed) for seed in range(30)]
    rolls = [_rolls(r) for r in results]
    assert all(len(r) == 1 and 1 <= r[0] <= 6 for r in rolls)
    seen = {r[0] for r in rolls}
    assert 6 in seen and seen - {6}  # both a 6 and another result among these seeds
    for result, [rolled] in zip(results, rolls, strict=True):
        # a die rolled: Veilleur draws; a 6: Guetteur draws too
        assert _drawn(result) == {"Alice": 2 if rolled == 6 else 1}
        assert not _not_simulated(result)


def test_the_same_seed_rolls_the_same(tmp_path: Path) -> None:
    game = _game(["{J} Lancez un dé.", "{J} Lancez un dé."])
    assert _rolls(play(tmp_path, game, 7)) == _rolls(play(tmp_path, game, 7))


def test_two_dice_are_not_simulated(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Lancez deux dés."]))
    assert _rolls(result) == []
    [(op, why)] = _not_simulated(result)
    assert op == "die.roll" and why.startswith("how many (amount: 2)")


@pytest.mark.parametrize(
    ("want", "rolled", "fits"),
    [("6", 6, True), ("6", 5, False), ("1-3", 3, True), ("1-3", 4, False), ("4+", 5, True),
     ("4+", 3, False)],
)  # fmt: skip
def test_a_result_a_trigger_names_fits_the_roll(want: str, rolled: int, fits: bool) -> None:
    # "Lorsque vous obtenez 4+": a result and more never fitted any roll
    owner = Card("Guetteur", "Alice")
    assert match.QUALIFIERS["result"](want, {"result": rolled}, owner) is fits


def test_a_result_it_cannot_read_is_not_told() -> None:
    assert match.TOLD["result"]("pair") is False and match.TOLD["result"]("4+") is True
