"""A list's options ("Choisissez l'un :" / "Choose one:", then "• ..." lines) belong to its
lead: folded into its ``choose`` op as ``choices``, alike in French and English; a list
with an option read as no option is left as it is. Made-up card lines."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from counterplay.compiler.altered.game import load_game
from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered import lists
from counterplay.runtime.altered.engine import Result
from counterplay.runtime.altered.unfollowed import Unfollowed
from tests.test_altered_dice import _compiled
from tests.test_altered_not_simulated import _drawn, _game, _not_simulated, _spell
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


def test_an_option_with_a_cost_of_its_own_is_folded_with_it(tmp_path: Path) -> None:
    # "• {T} : ..." (read as a quick action) is an option of the list, its cost with it
    # (tests/test_altered_costed_options.py); before, the list was left unfolded
    lines = {"fr": ["{J} Choisissez l'un :", "• Piochez une carte.", "• {T} : Je gagne 1 boost."]}
    [lead] = _compiled(tmp_path, lines)
    plain, costed = lead["effect"]["ops"][0]["choices"]
    assert "cost" not in plain and costed["text"] == "{T} : Je gagne 1 boost."
    assert [c["op"] for c in costed["cost"]] == ["exhaust"]


def test_a_list_with_an_option_read_otherwise_is_not_folded(tmp_path: Path) -> None:
    # an option read as a reaction of its own ("• Lorsque ... — ...") is no effect to pick
    reaction = "• Lorsque vous piochez une carte — je gagne 1 boost."
    lines = {"fr": ["{J} Choisissez l'un :", "• Piochez une carte.", reaction]}
    abilities = _compiled(tmp_path, lines)
    assert len(abilities) == 3 and "choices" not in abilities[0]["effect"]["ops"][0]


GEANT = """  - name: Géant
    controller: Bob
    zone: expedition
    abilities: ["[Coriace 2]."]
  - name: Nain
    controller: Bob
    zone: expedition
"""
TARGETED = ["Choisissez l'un :", "• Piochez une carte.", "• Épuisez un Personnage ciblé."]


def _answers(*answers: tuple[str, str]) -> str:
    return "".join(f"  - {{who: Alice, decide: {d}, answer: {a}}}\n" for d, a in answers)


def _picked(lines: list[str], answers: str, cost: int = 0) -> str:
    return (
        _spell(lines, GEANT)
        .replace("choices:\n", "choices:\n" + answers)
        .replace("    cost: 0\n", f"    cost: {cost}\n", 1)
    )


def _before_play(result: Result) -> list[str]:
    """The decisions Alice takes before her Spell is played (option, target, may)."""
    plays = next(e["seq"] for e in kinds(result, "action") if e["action"] == "plays")
    return [
        e["what"].split()[1]
        for e in kinds(result, "decision")
        if e["seq"] < plays and e["what"] != "Alice expand" and e["what"].startswith("Alice")
    ]


def test_an_options_target_is_chosen_and_its_coriace_paid_as_the_spell_is_played(
    tmp_path: Path,
) -> None:
    """R002-30: the option is picked with its target as the Spell is played, and the
    target's Coriace is paid with its cost; the option then resolves on that target (on
    main, a list with a target in one of its options was not simulated)."""
    answers = _answers(("option", "Épuisez un Personnage ciblé."), ("target", "Géant"))
    result = play(tmp_path, _picked(TARGETED, answers))
    assert not _not_simulated(result) and _drawn(result) == {}
    assert _before_play(result) == ["option", "target"]
    assert [e["amount"] for e in kinds(result, "pay")] == [2]
    exhausted = [e["target"] for e in kinds(result, "event") if e["event"] == "exhaust"]
    assert exhausted == ["Géant"]


def test_an_option_not_picked_chooses_no_target_and_pays_no_coriace(tmp_path: Path) -> None:
    result = play(tmp_path, _picked(TARGETED, _answers(("option", "Piochez une carte."))))
    assert not _not_simulated(result) and _drawn(result) == {"Alice": 1}
    assert _before_play(result) == ["option"] and kinds(result, "pay") == []


def test_a_spell_whose_options_coriace_cannot_be_paid_is_not_played(tmp_path: Path) -> None:
    # cost 2 and Géant's Coriace 2 is more than Alice's 3 mana: not played, nothing done
    answers = _answers(("option", "Épuisez un Personnage ciblé."), ("target", "Géant"))
    result = play(tmp_path, _picked(TARGETED, answers, cost=2))
    assert [d.code for d in result.diagnostics] == ["R012", "R019"]  # R019: Bob's expand
    assert [e for e in kinds(result, "action") if e["action"] == "plays"] == []
    assert len(kinds(result, "unpaid")) == 1 and kinds(result, "pay") == []


def test_a_reactions_option_target_is_chosen_before_its_effect(tmp_path: Path) -> None:
    # "{J} ..." on a Character: option and target are decided before any op is traced
    lines = ["{J} Choisissez l'un :", "• Piochez une carte.", "• Épuisez un Personnage ciblé."]
    answers = _answers(("option", "Épuisez un Personnage ciblé."), ("target", "Nain"))
    result = play(tmp_path, _game(lines, GEANT).replace("choices:\n", "choices:\n" + answers))
    assert not _not_simulated(result) and kinds(result, "pay") == []
    first_op = min(e["seq"] for e in kinds(result, "op"))
    asked = [e["what"] for e in kinds(result, "decision") if e["seq"] < first_op]
    assert asked[-2:] == ["Alice option", "Alice target"]
    assert [e["target"] for e in kinds(result, "event") if e["event"] == "exhaust"] == ["Nain"]


def test_an_option_picked_twice_has_a_target_each_time(tmp_path: Path) -> None:
    lines = ["Choisissez deux. Vous pouvez choisir la même option plusieurs fois :",
             "• Épuisez un Personnage ciblé.", "• Piochez une carte."]  # fmt: skip
    answers = _answers(
        ("option", "Épuisez un Personnage ciblé."), ("target", "Nain"),
        ("option", "Épuisez un Personnage ciblé."), ("target", "Géant"),
    )  # fmt: skip
    result = play(tmp_path, _picked(lines, answers))
    assert not _not_simulated(result) and _drawn(result) == {}
    # the options first, then the targets of each picked, in the order picked
    assert _before_play(result) == ["option", "option", "target", "target"]
    assert [e["amount"] for e in kinds(result, "pay")] == [2]
    exhausted = [e["target"] for e in kinds(result, "event") if e["event"] == "exhaust"]
    assert exhausted == ["Nain", "Géant"]


def test_a_list_run_with_no_options_picked_before_refuses_a_targeted_option() -> None:
    # an effect that chose nothing first (ctx.options empty) never picks a target late
    op = {"op": "choose", "options": 1, "choices": [{"text": "x", "ops": [
        {"op": "exhaust", "what": {"role": "object", "targeted": True}}]}]}  # fmt: skip
    with pytest.raises(Unfollowed, match="not chosen as the effect was played"):
        lists.picked(None, 0, op, SimpleNamespace(options={}))  # type: ignore[arg-type]


ONE_OR_BOTH = {
    "fr": ["{J} Choisissez l'un ou les deux :", "• Piochez une carte.", "• Je gagne 2 boosts."],
    "en": ["{J} Choose one or both:", "• Draw a card.", "• I gain 2 boosts."],
}


def test_one_or_both_folds_its_options_in_both_languages(tmp_path: Path) -> None:
    fr, en = _compiled(tmp_path, ONE_OR_BOTH)
    assert _strip(fr["effect"]["ops"]) == _strip(en["effect"]["ops"])
    [choose] = _strip(fr["effect"]["ops"])
    assert choose["options"] == {"at_least": 1, "up_to": 2}
    assert [[op["op"] for op in c] for c in choose["choices"]] == [["draw"], ["counter.gain"]]


@pytest.mark.parametrize(("more", "drawn", "boosts"), [(True, {"Alice": 1}, [2]), (False, {}, [2])])
def test_one_or_both_is_one_then_the_other_if_picked(
    tmp_path: Path, more: bool, drawn: dict[str, int], boosts: list[int]
) -> None:
    # the first is a must ("l'un"): no "may" before it; the second as the player says
    answers = _answers(("option", "Je gagne 2 boosts."), ("may", str(more).lower()))
    result = play(tmp_path, _game(ONE_OR_BOTH["fr"]).replace("choices:\n", "choices:\n" + answers))
    assert not _not_simulated(result)
    assert _drawn(result) == drawn
    assert [int(e["now"]) for e in kinds(result, "counter")] == boosts


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


def test_an_option_read_as_a_quick_action_is_not_used_on_its_own(tmp_path: Path) -> None:
    # "• {T} : ..." is one option of the list before it, not a quick action of its own: on
    # main before round 35, using it exhausted nothing and gave 2 boosts whenever the player
    # liked; folded with its cost, there is no quick action to use (the game is refused)
    lines = ["{J} Choisissez l'un :", "• Je gagne 1 boost.", "• {T} : Je gagne 2 boosts."]
    path = tmp_path / "game.yaml"
    body = _game(lines, turns="[[{play: Héraut}], [{use: Héraut, ability: 0}]]")
    path.write_text(HEAD + body, encoding="utf-8")
    game, found = load_scenario(path)
    assert game is None and any("has no quick action to use" in d.message for d in found)
    # picked as the list's option when Héraut joins: its cost paid then
    answer = '  - {who: Alice, decide: option, answer: "{T} : Je gagne 2 boosts."}\n'
    result = play(tmp_path, _game(lines).replace("choices:\n", "choices:\n" + answer))
    assert [int(e["now"]) for e in kinds(result, "counter")] == [2]
    assert not _not_simulated(result)


def test_an_object_targeted_by_a_line_and_an_option_pays_its_coriace_once(tmp_path: Path) -> None:
    # 7.4.7.f: the Géant targeted by the Spell's first line and by the option picked costs
    # its Coriace 2 once for the whole Spell, not 4 (Alice has 3 Mana: 4 would not be paid)
    lines = ["Épuisez un Personnage ciblé.", "Choisissez l'un :",
             "• Un Personnage ciblé gagne 1 boost.", "• Piochez une carte."]  # fmt: skip
    answers = _answers(
        ("target", "Géant"), ("option", "Un Personnage ciblé gagne 1 boost."), ("target", "Géant")
    )
    result = play(tmp_path, _picked(lines, answers))
    assert not _not_simulated(result) and [d.code for d in result.diagnostics] == ["R019"]
    assert [e["amount"] for e in kinds(result, "pay")] == [2] and not kinds(result, "unpaid")
    assert [(e["card"], int(e["now"])) for e in kinds(result, "counter")] == [("Géant", 1)]
