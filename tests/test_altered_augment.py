"""[Amplifier] / [Augment] (card_ops.augment), as its reminder text says: "If it has counters,
it gains 1 more": a target with one kind of counter gains one of it (reactions to the gain
fire), one with none is nothing to do; several kinds, or a Hero, not simulated. Made-up card
lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, fired, play

AUGMENT = "{J} Vous pouvez [Amplifier] une carte ciblée en Réserve ou en jeu."
TARGET = "  - {who: Alice, decide: target, answer: Rival}\n"
WATCH = "Lorsqu'un Personnage gagne un boost — Piochez une carte."


def _rival(counters: str) -> str:
    return f"  - {{name: Rival, controller: Bob, zone: reserve, counters: {counters}}}\n"


def _run(tmp_path: Path, counters: str, lines: list[str]) -> Result:
    body = _game(lines, _rival(counters)).replace("choices:\n", "choices:\n" + TARGET)
    return before_rest(play(tmp_path, body))


def test_a_card_with_boosts_gains_one_more(tmp_path: Path) -> None:
    result = _run(tmp_path, "{boost: 2}", [AUGMENT])
    assert _card(result, "Rival")["counters"] == {"boost": 3}
    assert not _not_simulated(result)


def test_the_gain_is_a_counter_gain_reactions_answer(tmp_path: Path) -> None:
    body = _game([AUGMENT], _rival("{boost: 1}").replace("zone: reserve", "zone: expedition"))
    line = WATCH.replace("je gagne", "un Personnage gagne")
    watcher = (
        f'  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'
    )
    body = body.replace("choices:\n", watcher + "choices:\n" + TARGET)
    result = before_rest(play(tmp_path, body))
    assert _card(result, "Rival")["counters"] == {"boost": 2}
    assert "Guetteur/0" in fired(result) and _drawn(result) == {"Alice": 1}


def test_a_card_without_counters_gains_none(tmp_path: Path) -> None:
    line = AUGMENT + " Si vous le faites, piochez une carte."
    result = _run(tmp_path, "{}", [line])
    assert _card(result, "Rival")["counters"] == {}
    assert _drawn(result) == {} and not _not_simulated(result)


def test_several_kinds_of_counter_are_not_simulated(tmp_path: Path) -> None:
    result = _run(tmp_path, "{boost: 1, charge: 2}", [AUGMENT])
    assert _card(result, "Rival")["counters"] == {"boost": 1, "charge": 2}
    [(op, why)] = _not_simulated(result)
    assert op == "augment" and "several kinds of counter" in why


def test_a_hero_is_not_augmented(tmp_path: Path) -> None:
    # "(This can't target Hero cards.)": a card typed Hero, if chosen, is never given one
    hero = "  - {name: Rival, controller: Bob, zone: expedition, type: hero, counters: {boost: 1}}"
    hero += "\n"
    body = _game([AUGMENT], hero).replace("choices:\n", "choices:\n" + TARGET)
    result = before_rest(play(tmp_path, body))
    assert _card(result, "Rival")["counters"] == {"boost": 1}
    assert [op for op, _ in _not_simulated(result)] == ["augment"]
