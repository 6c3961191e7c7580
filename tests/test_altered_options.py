"""A list's options ("Choisissez l'un :" / "Choose one:", then "• ..." lines) belong to its
lead: folded into its ``choose`` op as ``choices``, alike in French and English; a list
with an option read as no option is left as it is. Made-up card lines."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.compiler.altered.game import load_game
from tests.test_altered_dice import _compiled
from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_rules_002 import HEAD, kinds, play


def _strip(ops: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for op in ops:
        op = {k: v for k, v in op.items() if k != "text"}
        if "choices" in op:
            op["choices"] = [_strip(c["ops"]) for c in op["choices"]]
        out.append(op)
    return out


@pytest.mark.parametrize("alternate", [False, True])
def test_options_fold_into_their_lead_in_both_languages(tmp_path: Path, alternate: bool) -> None:
    # alternate: each line in French then English, as the card API's corpus gives them
    lines = {
        "fr": ["{J} Choisissez l'un :", "• Piochez une carte.", "• Je gagne 2 boosts."],
        "en": ["{J} Choose one:", "• Draw a card.", "• I gain 2 boosts."],
    }
    abilities = _compiled(tmp_path, lines, alternate)
    assert [a["lang"] for a in abilities] == ["fr", "en"]
    fr, en = (_strip(a["effect"]["ops"]) for a in abilities)
    assert fr == en
    [choose] = fr
    assert choose["op"] == "choose" and choose["options"] == 1
    assert [[op["op"] for op in c] for c in choose["choices"]] == [["draw"], ["counter.gain"]]
    assert abilities[0]["effect"]["ops"][0]["choices"][0]["text"] == "Piochez une carte."


def test_a_list_with_an_option_read_otherwise_is_not_folded(tmp_path: Path) -> None:
    lines = {"fr": ["{J} Choisissez l'un :", "• Piochez une carte.", "• {T} : Je gagne 1 boost."]}
    abilities = _compiled(tmp_path, lines)
    assert len(abilities) == 3 and "choices" not in abilities[0]["effect"]["ops"][0]


def test_an_option_that_targets_is_not_simulated(tmp_path: Path) -> None:
    """A target is chosen, and its Coriace paid, before the effect (R002-30): one inside
    an option is not, so the list is not simulated, and no option is done."""
    lines = ["{J} Choisissez l'un :", "• Piochez une carte.", "• Épuisez un Personnage ciblé."]
    result = play(tmp_path, _game(lines))
    assert _drawn(result) == {}
    [(op, why)] = _not_simulated(result)
    assert op == "choose" and why.startswith("a target in one of its options")


def test_a_reactions_list_is_done_as_picked(tmp_path: Path) -> None:
    lines = ["{J} Choisissez l'un :", "• Piochez une carte.", "• Je gagne 2 boosts."]
    pick = "  - {who: Alice, decide: option, answer: Je gagne 2 boosts.}\n"
    result = play(tmp_path, _game(lines).replace("choices:\n", "choices:\n" + pick))
    assert _drawn(result) == {} and not _not_simulated(result)
    assert [int(e["now"]) for e in kinds(result, "counter")] == [2]


def test_an_option_that_rolls_keeps_its_result_lines_folded(tmp_path: Path) -> None:
    # "• Lancez un dé." takes its result line, then joins the list: every line folded into
    # the lead is listed, so coverage counts each line printed (it lost the result line)
    lines = {
        "fr": ["{J} Choisissez l'un :", "• Piochez une carte.", "• Lancez un dé.",
               "• 1-3 : Piochez une carte."],
        "en": ["{J} Choose one:", "• Draw a card.", "• Roll a die.", "• 1-3: Draw a card."],
    }  # fmt: skip
    abilities = _compiled(tmp_path, lines)
    card = "ALT_MADEUP_B_AX_99_C"
    assert [a["folded"] for a in abilities] == [[f"{card}/1", f"{card}/2", f"{card}/3"]] * 2
    [choose] = abilities[0]["effect"]["ops"]
    rolled = choose["choices"][1]["ops"]
    assert [(op["op"], op.get("if", {}).get("result")) for op in rolled] == [
        ("die.roll", None),
        ("draw", "1-3"),
    ]


def test_lint_names_an_option_no_card_has(tmp_path: Path) -> None:
    # a scripted option that is none of the cards' was found only once the game ran (R012)
    lines = ["{J} Choisissez l'un :", "• Piochez une carte.", "• Je gagne 2 boosts."]
    pick = "  - {who: Alice, decide: option, answer: Je gagne 3 boosts.}\n"
    path = tmp_path / "game.yaml"
    path.write_text(HEAD + _game(lines).replace("choices:\n", "choices:\n" + pick), "utf-8")
    _, found = load_game(path)
    [wrong] = [d for d in found if d.code == "R005"]
    assert "no card has the option 'Je gagne 3 boosts.'" in wrong.message
    assert "Je gagne 2 boosts." in str(wrong.fix) + wrong.message and wrong.span is not None
    assert "answer: Je gagne 3 boosts." in path.read_text("utf-8").splitlines()[wrong.span.line - 1]


def test_an_option_when_no_card_has_options_says_what_an_option_is(tmp_path: Path) -> None:
    # with no option to name, the message said only "no card has the option ..."
    pick = "  - {who: Alice, decide: option, answer: Je gagne 3 boosts.}\n"
    path = tmp_path / "game.yaml"
    game = _game(["{J} Piochez une carte."]).replace("choices:\n", "choices:\n" + pick)
    path.write_text(HEAD + game, "utf-8")
    _, found = load_game(path)
    [wrong] = [d for d in found if d.code == "R005"]
    assert wrong.message.startswith("no card has the option 'Je gagne 3 boosts.' (no card has")
    assert "'Choose one:'" in wrong.message


@pytest.mark.parametrize(
    ("lines", "options", "again"),
    [
        (
            {
                "fr": ["{J} Choisissez jusqu'à l'un :", "• Piochez une carte.",
                       "• Je gagne 1 boost."],
                "en": ["{J} Choose up to one:", "• Draw a card.", "• I gain 1 boost."],
            },
            {"up_to": 1},
            False,
        ),
        (
            {
                "fr": ["{J} Choisissez deux. Vous pouvez choisir la même option plusieurs fois :",
                       "• Piochez une carte.", "• Je gagne 1 boost."],
                "en": ["{J} Choose two. You may pick the same mode more than once:",
                       "• Draw a card.", "• I gain 1 boost."],
            },
            2,
            True,
        ),
    ],
)  # fmt: skip
def test_up_to_and_again_leads_fold_alike(
    tmp_path: Path, lines: dict[str, list[str]], options: Any, again: bool
) -> None:
    fr, en = _compiled(tmp_path, lines)
    assert _strip(fr["effect"]["ops"]) == _strip(en["effect"]["ops"])
    [choose] = _strip(fr["effect"]["ops"])
    assert choose["options"] == options and bool(choose.get("again")) is again
    assert [[op["op"] for op in c] for c in choose["choices"]] == [["draw"], ["counter.gain"]]


UP_TO = ["{J} Choisissez jusqu'à l'un :", "• Piochez une carte.", "• Je gagne 2 boosts."]


@pytest.mark.parametrize(("more", "boosts"), [(True, [2]), (False, [])])
def test_up_to_one_is_one_or_none_as_picked(tmp_path: Path, more: bool, boosts: list[int]) -> None:
    picks = (
        f"  - {{who: Alice, decide: may, answer: {str(more).lower()}}}\n"
        "  - {who: Alice, decide: option, answer: Je gagne 2 boosts.}\n"
    )
    result = play(tmp_path, _game(UP_TO).replace("choices:\n", "choices:\n" + picks))
    assert _drawn(result) == {} and not _not_simulated(result)
    assert [int(e["now"]) for e in kinds(result, "counter")] == boosts


def test_an_option_picked_again_is_done_again(tmp_path: Path) -> None:
    lines = ["{J} Choisissez trois. Vous pouvez choisir la même option plusieurs fois :",
             "• Piochez une carte.", "• Je gagne 1 boost."]  # fmt: skip
    picks = "".join(
        f"  - {{who: Alice, decide: option, answer: {text}}}\n"
        for text in ("Je gagne 1 boost.", "Piochez une carte.", "Je gagne 1 boost.")
    )
    result = play(tmp_path, _game(lines).replace("choices:\n", "choices:\n" + picks))
    assert not _not_simulated(result)
    assert _drawn(result) == {"Alice": 1}
    assert [int(e["now"]) for e in kinds(result, "counter")] == [1, 2]
