"""Made-up Altered lines (issue 14, generalisation): lines written for these tests, as a
user would bring them, recombining the game's vocabulary in ways no printed card does
(``tests/fixtures/altered/made_up_lines.yaml``). Each French line and its English twin
must be read whole (no part left unread), hold what the fixture says they hold (written
before the lines were run), and give one IR."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from counterplay.compiler.altered.read import read_ability
from tests.madeupkit import holds, untexted

LINES = Path(__file__).parent / "fixtures" / "altered" / "made_up_lines.yaml"
CASES: list[dict[str, Any]] = YAML(typ="safe").load(LINES.read_text(encoding="utf-8"))
PARTS = ("kind", "trigger", "condition", "cost", "effect")


def reading(text: str, lang: str, card_type: str) -> dict[str, Any]:
    """A line's IR as one dict: its kind, trigger, condition, cost and effect."""
    read = read_ability(text, lang, None, card_type)
    return untexted({part: getattr(read, part) for part in PARTS})


def unread(value: Any) -> bool:
    """Whether any part of an IR is left unread (an ``unparsed`` op, test, event or cost)."""
    if isinstance(value, dict):
        if "unparsed" in (value.get("op"), value.get("test"), value.get("event")):
            return True
        return any(unread(v) for v in value.values())
    if isinstance(value, list):
        return any(unread(v) for v in value)
    return False


def expected_of(case: dict[str, Any]) -> dict[str, Any]:
    """What a case says its reading holds, shaped as ``reading`` gives it."""
    expected: dict[str, Any] = {"kind": case["kind"]}
    for part in ("trigger", "condition"):
        if part in case:
            expected[part] = case[part]
    if "ops" in case:
        expected["effect"] = {"ops": case["ops"]}
    return expected


@pytest.mark.parametrize("case", CASES, ids=[case["en"] for case in CASES])
def test_a_made_up_line_reads_whole_and_as_written(case: dict[str, Any]) -> None:
    """Each line reads whole and holds what its case says; a line the case says is not read
    (``unread``: the grammar has no reading for its wording yet) is refused, never read in
    part as something else."""
    for lang in ("fr", "en"):
        got = reading(case[lang], lang, case["type"])
        if lang in case.get("unread", []):
            assert unread(got), (lang, got)
            continue
        assert not unread(got), (lang, got)
        assert holds(expected_of(case), got), (lang, got)


READ_PAIRS = [case for case in CASES if not case.get("unread")]


@pytest.mark.parametrize("case", READ_PAIRS, ids=[case["en"] for case in READ_PAIRS])
def test_a_made_up_pair_gives_one_ir(case: dict[str, Any]) -> None:
    assert reading(case["fr"], "fr", case["type"]) == reading(case["en"], "en", case["type"])


def test_holds_asks_every_key_and_every_op() -> None:
    assert holds({"op": "draw"}, {"op": "draw", "amount": 1})
    assert not holds({"op": "draw", "amount": 2}, {"op": "draw", "amount": 1})
    assert not holds([{"op": "draw"}], [{"op": "draw"}, {"op": "discard"}])
    assert unread({"effect": {"ops": [{"op": "unparsed"}]}})
    assert not unread({"effect": {"ops": [{"op": "draw"}]}})


def test_unless_over_a_negated_test_is_the_test() -> None:
    """ "unless you don't control an Animal" holds when you control one (a fixture case can
    only ask that keys be there, not that ``negated`` is not)."""
    for text, lang in (
        ("{J} I gain 2 boosts unless you don't control an Animal.", "en"),
        ("{J} Je gagne 2 boosts, à moins que vous ne contrôliez pas d'Animal.", "fr"),
    ):
        test = reading(text, lang, "character")["effect"]["ops"][0]["if"]
        assert test["test"] == "controls" and "negated" not in test, (lang, test)
    plain = reading("{J} I gain 2 boosts unless you control an Animal.", "en", "character")
    assert plain["effect"]["ops"][0]["if"]["negated"] is True
