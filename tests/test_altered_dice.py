"""A die rolled by an effect: a six-sided die, seeded, its result in the trace and on the
``die.roll`` event ("Lorsque vous obtenez un 6" fires on a 6 only); what each result does
("• 1-3 : ..." on the lines after the roll, "Sur 4+ — ...") done on that result only;
several dice, a die rerolled, are not simulated. Made-up card lines, run as games."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from counterplay.compiler.altered.cards import convert_cards
from counterplay.compiler.pipeline import compile_file
from counterplay.compiler.validate import validate
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


# A made-up card: a die, then what each result does on lines of their own, in both languages
ROLL_LINES = {
    "fr": [
        "{J} Lancez un dé.",
        "• 1-3 : Piochez une carte.",
        "• 4-5 : Je gagne 1 boost. Piochez une carte.",
        "• 6 : Je gagne 2 boosts.",
    ],
    "en": [
        "{J} Roll a die.",
        "• 1-3: Draw a card.",
        "• 4-5: I gain 1 boost. Draw a card.",
        "• 6: I gain 2 boosts.",
    ],
}


def _compiled(
    tmp_path: Path, given: dict[str, list[str]] = ROLL_LINES, alternate: bool = False
) -> list[dict[str, Any]]:
    """``given``'s lines of one made-up card converted and compiled, a language's lines
    after the other's, or each line in French then English (``alternate``, as the card
    API's corpus gives them)."""
    path = tmp_path / "dice.jsonl"
    records = [
        {"card_id": "ALT_MADEUP_B_AX_99_C", "field": "MAIN_EFFECT", "ability_index": index,
         "card_type": "CHARACTER", "lang": lang, "name": f"Lanceur {lang}", "text": text}
        for lang, lines in given.items()
        for index, text in enumerate(lines)
    ]  # fmt: skip
    if alternate:
        records.sort(key=lambda r: r["ability_index"])  # stable: French, then English
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    document, found = convert_cards([path])
    assert not found
    authoring = tmp_path / "abilities.json"
    authoring.write_text(json.dumps(document), encoding="utf-8")
    result = compile_file(authoring)
    assert result.ok and result.ir is not None, result.diagnostics
    assert validate(result.ir, "power") == []
    return list(result.ir["abilities"])


def test_result_lines_are_part_of_the_roll_in_both_languages(tmp_path: Path) -> None:
    abilities = _compiled(tmp_path)
    assert [(a["lang"], a["source"]) for a in abilities] == [
        ("fr", "ALT_MADEUP_B_AX_99_C/0"),
        ("en", "ALT_MADEUP_B_AX_99_C/0"),
    ]
    ops = {a["lang"]: [{k: v for k, v in op.items() if k != "text"} for op in a["effect"]["ops"]]
           for a in abilities}  # fmt: skip
    assert ops["fr"] == ops["en"]
    on = [(op["op"], op.get("if", {}).get("result")) for op in ops["fr"]]
    assert on == [
        ("die.roll", None),
        ("draw", "1-3"),
        ("counter.gain", "4-5"),
        ("draw", "4-5"),  # the result heads its line's every sentence
        ("counter.gain", "6"),
    ]
    assert abilities[0]["text"] == "\n".join(ROLL_LINES["fr"])


def test_a_result_line_after_no_roll_stays_an_option(tmp_path: Path) -> None:
    lines = {"fr": ["{J} Piochez une carte.", *ROLL_LINES["fr"][1:]], "en": ROLL_LINES["en"]}
    abilities = _compiled(tmp_path, lines)
    assert [a["lang"] for a in abilities] == ["fr"] * 4 + ["en"]
    assert all(a.get("option") for a in abilities[1:4])


def test_a_result_with_no_die_rolled_before_is_not_simulated(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Piochez une carte. Sur 1-3 — Je gagne 1 boost."]))
    [(op, why)] = _not_simulated(result)
    assert op == "counter.gain" and why.startswith("its condition (result) is not simulated")
    assert "no die rolled before it" in why


def test_the_result_lines_of_the_roll_are_carried_out(tmp_path: Path) -> None:
    wanted = {range(1, 4): ({"Alice": 1}, 0), range(4, 6): ({"Alice": 1}, 1), range(6, 7): ({}, 2)}
    seen = set()
    for seed in range(30):
        result = play(tmp_path, _game(ROLL_LINES["fr"]), seed)
        [rolled] = _rolls(result)
        drawn, boosts = next(v for k, v in wanted.items() if rolled in k)
        assert _drawn(result) == drawn, rolled
        counters = kinds(result, "counter")
        assert [int(e["now"]) for e in counters] == ([boosts] if boosts else []), rolled
        assert not _not_simulated(result)
        statuses = [e["status"] for e in kinds(result, "op") if e["op"] != "die.roll"]
        assert any(f"the die rolled {rolled}" in s for s in statuses), statuses
        seen.add(next(k for k in wanted if rolled in k))
    assert len(seen) == 3  # each range among these seeds


def test_a_result_led_by_a_dash_on_the_rolls_line_is_carried_out(tmp_path: Path) -> None:
    line = "{J} Lancez un dé. Sur 1-3 — Piochez une carte. Sur 4+ — Je gagne 1 boost."
    for seed in range(12):
        result = play(tmp_path, _game([line]), seed)
        [rolled] = _rolls(result)
        assert _drawn(result) == ({"Alice": 1} if rolled <= 3 else {})
        assert len(kinds(result, "counter")) == (rolled >= 4)
        assert not _not_simulated(result)


def test_a_rerolled_die_is_not_guessed(tmp_path: Path) -> None:
    lines = ["{J} Lancez un dé. Relancez le dé.", "• 1-6 : Piochez une carte."]
    result = play(tmp_path, _game(lines))
    whys = dict(_not_simulated(result))
    assert set(whys) == {"die.reroll", "draw"}
    assert "no die rolled before it, or its result not known" in whys["draw"]
    assert _drawn(result) == {}


def test_a_lead_to_the_result_lines_does_nothing_itself(tmp_path: Path) -> None:
    lines = ["{J} Lancez un dé. Sur :", "• 1-3 : Piochez une carte.", "• 4+ : Je gagne 1 boost."]
    for seed in range(8):
        result = play(tmp_path, _game(lines), seed)
        [rolled] = _rolls(result)
        assert not _not_simulated(result)
        assert ("choose", "done") in [(e["op"], e["status"]) for e in kinds(result, "op")]
        assert _drawn(result) == ({"Alice": 1} if rolled <= 3 else {})


def test_a_lead_to_result_lines_with_no_die_is_not_simulated(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Piochez une carte. Sur :"]))
    [(op, why)] = _not_simulated(result)
    assert op == "choose" and "no die rolled before it" in why


def test_if_you_dont_on_a_result_line_not_rolled_is_not_done(tmp_path: Path) -> None:
    # "Si vous ne le faites pas" keeps its own condition, not the line's result: on another
    # result the step before was not offered, so it is not done either (it drew on a 4-6)
    lines = [
        "{J} Lancez un dé.",
        "• 1-3 : Vous pouvez m'épuiser. Si vous ne le faites pas, piochez deux cartes.",
        "• 4-6 : Je gagne 1 boost.",
    ]
    seen = set()
    for seed in range(12):
        result = play(tmp_path, _game(lines), seed)
        [rolled] = _rolls(result)
        seen.add(rolled <= 3)
        assert _drawn(result) == {}, rolled  # on 1-3 the exhaust is taken (unscripted may)
        assert len(kinds(result, "counter")) == (rolled >= 4)
        assert not _not_simulated(result)
    assert seen == {True, False}


def test_result_lines_fold_when_the_languages_alternate(tmp_path: Path) -> None:
    # the card API's corpus gives each line in French then English: a card's lines are not
    # next to each other, yet each result line is still the roll's (none was folded)
    abilities = _compiled(tmp_path, alternate=True)
    assert [(a["lang"], a["source"]) for a in abilities] == [
        ("fr", "ALT_MADEUP_B_AX_99_C/0"),
        ("en", "ALT_MADEUP_B_AX_99_C/0"),
    ]
    assert _unplaced(abilities) == _unplaced(_compiled(tmp_path))


def _unplaced(abilities: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in a.items() if k != "origin"} for a in abilities]


def test_a_result_after_a_roll_not_made_is_not_the_roll_before(tmp_path: Path) -> None:
    # the second die is not rolled: its result lines are not done on the first die's
    lines = ["{J} Lancez un dé. Vous pouvez lancer un dé.", "• 1-6 : Piochez une carte."]
    no = "choices:\n  - {who: Alice, decide: may, answer: false}\n"
    result = play(tmp_path, _game(lines).replace("choices:\n", no))
    assert len(_rolls(result)) == 1
    assert _drawn(result) == {}
    [(op, why)] = _not_simulated(result)
    assert op == "draw" and "no die rolled before it" in why
