"""Skill checks an effect makes, and rerolls of the check being made
(runtime/dnd4e/checks.py): a d20 plus the maker's bonus to the skill (``skills:``) and the
op's, made at its break point (``skill.check``), where a free action triggered by it may have
it rerolled. Made-up powers: the Hero uses Slink (a minor action) whose effect makes the
check; Second Try answers it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bench.dnd4e_simulated import CARRIED_OUT, NO_HANDLER, WITH_SCORES, tally
from counterplay.compiler.dnd4e.vocabulary import SKILLS as SKILL_WORDS
from counterplay.runtime.dnd4e import checks
from tests.simkit import Run, run
from tests.test_effect_ops_rerolls import AGAIN as SAVE_AGAIN

GAME = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Slink
    usage: at-will
    action: minor action
    target: Personal
    effect: {check}
  - name: Second Try
    usage: encounter
    action: free action
    trigger: You make a skill check
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Slink, Second Try]{sheet}}}
  - {{name: Orc, side: b, at: [5, 5], hp: 80}}
choices: {keep}
script:
  - turn: Hero
    do:
      - use: {{power: Slink}}
"""
STEALTH_7 = ", skills: {stealth: 7}"
MADE = re.compile(r"Hero makes a (\w+) check: (\d+) \+ (-?\d+)")
KEPT = re.compile(r"Hero's (\w+) check: (-?\d+) \(no DC is modelled\)")
AGAIN = re.compile(r"the (\w+) check rerolled: (\d+)")


def _game(
    tmp_path: Path,
    seed: int,
    effect: str = "You gain a +1 power bonus to AC until the end of your next turn.",
    check: str = "You make a Stealth check.",
    sheet: str = STEALTH_7,
    keep: str = "[]",
) -> Run:
    said = GAME.format(check=check, effect=effect, sheet=sheet, keep=keep)
    return run(tmp_path, said, seed=seed)


def _noted(done: Run, pattern: re.Pattern[str]) -> list[tuple[str, ...]]:
    texts = [e.get("text") or e.get("status") or "" for e in done.trace]
    return [m.groups() for t in texts if (m := pattern.fullmatch(t))]


def _unsimulated(done: Run) -> list[dict[str, str]]:
    return [e for e in done.entries("op") if e["status"] == "not simulated"]


@pytest.mark.parametrize(("check", "added"), [("", 7), (" with a +2 power bonus", 9)])
def test_a_skill_check_adds_the_skill_bonus_and_the_ops(
    tmp_path: Path, check: str, added: int
) -> None:
    """d20 + the Hero's Stealth bonus (+ the op's), at the break point ``skill.check``."""
    naturals = set()
    for seed in range(6):
        done = _game(tmp_path, seed, check=f"You make a Stealth check{check}.")
        assert done.codes() == [] and not _unsimulated(done)
        ((skill, natural, bonus),) = _noted(done, MADE)
        assert (skill, int(bonus)) == ("Stealth", added)
        assert _noted(done, KEPT) == [("Stealth", str(int(natural) + added))]
        (event,) = [e for e in done.entries("event") if e["event"] == "skill.check"]
        assert (event["actor"], event["qualifiers"]) == (
            "Hero",
            {"skill": "stealth", "roll": int(natural)},
        )
        naturals.add(int(natural))
    assert len(naturals) > 1  # (a d20, not a number made up)


def test_a_check_of_a_skill_not_given_is_not_simulated(tmp_path: Path) -> None:
    """Given no Stealth bonus, the check is not made (never + 0); given skills but not this
    one, the scenario is warned (R022)."""
    for sheet, codes in (("", []), (", skills: {athletics: 4}", ["R022"])):
        done = _game(tmp_path, 0, sheet=sheet)
        assert done.codes() == codes
        (op,) = _unsimulated(done)
        assert op["why"] == "the user's Stealth check bonus is not given"
        assert _noted(done, MADE) == [] and done.fired() == []


@pytest.mark.parametrize(
    ("check", "why"),
    [
        ("You make a Perception or Stealth check.", "the skill it chooses is not simulated"),
        ("You can make a Stealth check to hide.", "what it says of it"),
    ],
)
def test_a_check_the_runtime_cannot_follow_is_not_made(
    tmp_path: Path, check: str, why: str
) -> None:
    done = _game(tmp_path, 0, check=check, sheet=", skills: {stealth: 7, perception: 3}")
    (op,) = _unsimulated(done)
    assert op["why"].startswith(why)
    assert _noted(done, MADE) == []


def _rerolled(done: Run, by: str = "Second Try") -> tuple[int, int, int]:
    """The first d20, the reroll's and the total kept."""
    assert done.fired() == [("Hero", by)] and not _unsimulated(done)
    ((_, natural, _),), ((_, again),) = _noted(done, MADE), _noted(done, AGAIN)
    ((_, total),) = _noted(done, KEPT)
    return int(natural), int(again), int(total)


@pytest.mark.parametrize(
    "effect",
    [
        "You reroll the check and must use the second result.",
        "You reroll the Stealth check.",
        "You reroll the attack roll or skill check.",
        "You reroll the triggering roll.",
    ],
)
def test_the_check_being_made_is_rerolled(tmp_path: Path, effect: str) -> None:
    """The reroll's result counts (the second, none said), whatever the first was."""
    lower = 0
    for seed in range(8):
        natural, again, total = _rerolled(_game(tmp_path, seed, effect))
        assert total == again + 7
        lower += again < natural
    assert lower  # (kept even when lower)


def test_a_rerolls_bonus_is_counted_in_the_reroll_alone(tmp_path: Path) -> None:
    effect = "You reroll the check with a +3 power bonus and use the higher result."
    for seed in range(8):
        natural, again, total = _rerolled(_game(tmp_path, seed, effect))
        assert total == max(natural + 7, again + 10)


@pytest.mark.parametrize("answer", ["first", "second"])
def test_either_result_is_the_makers_choice(tmp_path: Path, answer: str) -> None:
    effect = "You reroll that check and use either result."
    keep = f"\n  - {{who: Hero, decide: keep, answer: {answer}}}"
    for seed in range(4):
        natural, again, total = _rerolled(_game(tmp_path, seed, effect, keep=keep))
        assert total == {"first": natural, "second": again}[answer] + 7


def test_a_reroll_of_another_skills_check_leaves_it(tmp_path: Path) -> None:
    done = _game(tmp_path, 0, "You reroll the Perception check.")
    assert done.fired() == [("Hero", "Second Try")] and _noted(done, AGAIN) == []
    (op,) = [e for e in done.entries("op") if e["op"] == "reroll"]
    assert "not one it names" in op["status"]
    ((_, natural, _),) = _noted(done, MADE)
    assert _noted(done, KEPT) == [("Stealth", str(int(natural) + 7))]


def test_the_runtimes_skills_are_the_games() -> None:
    assert checks.SKILLS == SKILL_WORDS


def test_the_bench_counts_checks_and_their_rerolls() -> None:
    """A check counts its user's skill bonus (carried out when the scenario gives it); a
    reroll of a check, and the result it keeps, are carried out."""
    counted = tally(["You make a Stealth check.", "You reroll that check and use either result."])
    assert counted == {WITH_SCORES: 1, CARRIED_OUT: 2}
    assert tally(["You make a Stealth check in place of the Perception check."])[NO_HANDLER] == 0


DISLIKED = """  - name: Sour Note
    usage: encounter
    action: free action
    trigger: You make a skill check and dislike the result
    effect: You reroll the check.
"""


def _disliked(tmp_path: Path, seed: int, keep: str) -> Run:
    said = GAME.format(
        check="You make a Stealth check.", effect="You shift 1 square.", sheet=STEALTH_7, keep=keep
    )
    said = said.replace("powers: [Slink, Second Try]", "powers: [Slink, Sour Note]")
    return run(tmp_path, said.replace("combatants:\n", DISLIKED + "combatants:\n"), seed=seed)


@pytest.mark.parametrize("answer", [True, False])
def test_a_check_is_disliked_as_scripted(tmp_path: Path, answer: bool) -> None:
    """Whether its maker dislikes a check's result is its choice, scripted (no DC is
    modelled, so no default can judge it): disliked, it is rerolled."""
    keep = f"\n  - {{who: Hero, decide: dislike, answer: {str(answer).lower()}}}"
    for seed in range(4):
        done = _disliked(tmp_path, seed, keep)
        (decision,) = done.entries("decision")
        assert decision["choice"] == ("disliked" if answer else "not disliked")
        assert done.fired() == ([("Hero", "Sour Note")] if answer else [])
        if answer:
            _, again, total = _rerolled(done, "Sour Note")
            assert total == again + 7
        else:
            assert _noted(done, AGAIN) == []


def test_a_check_not_scripted_is_not_told_disliked(tmp_path: Path) -> None:
    done = _disliked(tmp_path, 0, "[]")
    assert done.fired() == [] and done.entries("decision") == []
    (why,) = [e["why"] for e in done.entries("candidate") if e["reaction"] == "Sour Note"]
    assert why.startswith("cannot tell: no DC is modelled")


def test_a_rerolls_bonus_of_the_users_modifier_is_counted(tmp_path: Path) -> None:
    """ "with a power bonus equal to your Wisdom modifier": the user's (Wisdom 16: +3), in
    the reroll alone; without the user's Wisdom score, the reroll is not simulated."""
    effect = "You reroll the check with a power bonus equal to your Wisdom modifier"
    effect += " and use the higher result."
    for seed in range(6):
        done = _game(tmp_path, seed, effect, sheet=STEALTH_7 + ", abilities: {wisdom: 16}")
        natural, again, total = _rerolled(done)
        assert total == max(natural + 7, again + 10)
    done = _game(tmp_path, 0, effect)
    (op,) = _unsimulated(done)
    assert op["why"] == "the user's Wisdom modifier is not given"


def test_a_saving_throws_reroll_counts_the_users_modifier(tmp_path: Path) -> None:
    """The Hero (Wisdom 14: +2) has the Elf reroll its failed saving throw with that bonus."""
    effect = "The triggering ally rerolls the saving throw with a bonus equal to your Wisdom"
    said = SAVE_AGAIN.format(effect=effect + " modifier.")
    said = said.replace("powers: [Shake Off]", "powers: [Shake Off], abilities: {wisdom: 14}")
    for seed in range(4):
        done = run(tmp_path, said, seed=seed)
        assert done.fired() == [("Hero", "Shake Off")] and not _unsimulated(done)
        _, second = done.entries("save")
        assert second["roll"] == second["natural"] + 2


@pytest.mark.parametrize(("skill", "fires"), [("Stealth", True), ("Athletics", False)])
def test_a_trigger_naming_the_skill_fires_on_a_check_of_that_skill(
    tmp_path: Path, skill: str, fires: bool
) -> None:
    """ "You make a Stealth check" fires on the Stealth check the effect makes, not on
    another skill's (a trigger naming its skill was 'cannot tell' and never fired)."""
    text = GAME.replace("trigger: You make a skill check", f"trigger: You make a {skill} check")
    done = run(
        tmp_path,
        text.format(
            check="You make a Stealth check.",
            effect="You gain a +1 power bonus to AC until the end of your next turn.",
            sheet=STEALTH_7,
            keep="[]",
        ),
    )
    assert done.fired() == ([("Hero", "Second Try")] if fires else [])
