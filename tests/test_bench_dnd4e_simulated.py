"""``bench/dnd4e_simulated.py`` on a made-up corpus: each op of the tuned part counted as the
runtime takes it, the held-out fifth left out, and no power text printed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.dnd4e_simulated import CARRIED_OUT, WITH_SCORES, main, taken, tally
from bench.phrase_coverage import held_out

# held out: an op with no handler, never counted
SECRET = "You charge the target."

POWERS = [
    {"id": "made-up-0", "hit": "The target is pushed 2 squares.", "effect": "You shift 1 square."},
    {"id": "made-up-1", "effect": "You gain a +2 bonus to initiative until the end of your turn."},
    {"id": "made-up-2", "miss": "Zorblax the target frobnicates."},
    {"id": "made-up-3", "effect": "You gain a fly speed of 6 until the end of your next turn."},
    {"id": "made-up-5", "effect": SECRET},
]  # fmt: skip


def test_it_counts_the_tuned_parts_ops_and_prints_no_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert held_out("made-up-5") and not any(held_out(p["id"]) for p in POWERS[:-1])
    (tmp_path / "powers.jsonl").write_text(
        "".join(json.dumps(p) + "\n" for p in POWERS), encoding="utf-8"
    )
    main(["--corpus", str(tmp_path)])
    out = capsys.readouterr().out
    assert out.splitlines() == [
        "effect ops of the tuned part's powers: 5",
        "     2  carried out whole",
        "     0  carried out whole when the scenario gives the user's ability scores / level"
        " / items' plus / skills",
        "     1  not simulated: no handler",
        "     1  not read (unparsed)",
        "     1  not simulated, by reason:",
        "           1  a lasting one to this roll or score",
    ]
    for power in POWERS:
        for field in ("hit", "miss", "effect"):
            assert power.get(field, "\0") not in out


def test_detail_counts_the_ops_not_simulated_by_name_and_prints_no_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "powers.jsonl").write_text(
        "".join(json.dumps(p) + "\n" for p in POWERS), encoding="utf-8"
    )
    main(["--corpus", str(tmp_path), "--detail"])
    out = capsys.readouterr().out
    detail = out.split("by op and what the reason says of it:\n")[1].splitlines()
    assert detail == [
        "     1  a lasting one to this roll or score: bonus",
        "     1  no handler: speed_mode",
    ]
    for power in POWERS:
        for field in ("hit", "miss", "effect"):
            assert power.get(field, "\0") not in out


@pytest.mark.parametrize(
    ("op", "why"),
    [
        ({"op": "vulnerable", "amount": 5, "target": "target"}, "how long it lasts"),
        ({"op": "vulnerable", "amount": "x", "duration": "save_ends"}, "the amount it counts"),
        ({"op": "reroll", "rolls": ["damage"]}, "the roll it rerolls"),
        ({"op": "negate", "types": ["fire"]}, "the attack it negates"),
        ({"op": "force_miss", "against": "allies"}, "the creature it misses"),
        ({"op": "redirect", "target": "ally"}, "what it redirects, or to whom"),
        ({"op": "temp_hp", "amount": "strength or wisdom modifier"}, "the amount it counts"),
        ({"op": "heal", "amount": {"of": "bloodied value", "whose": "target"}},
         "the amount it counts"),
        ({"op": "surge", "amount": "strength or wisdom modifier"}, "the amount it counts"),
        ({"op": "push", "distance": "strength or wisdom modifier"}, "the distance it counts"),
        ({"op": "slide", "distance": 2, "destination": "space of self"}, "where it ends"),
        ({"op": "shift", "distance": 2, "toward": "nearest enemy"}, "the creature it moves toward"),
        ({"op": "attack", "attack": "opportunity"}, "the attack it makes"),
        ({"op": "attack", "target": "target", "instead_of": "x"}, "the attack it stands for"),
        ({"op": "save", "bonus": {"of": "enhancement bonus", "whose": "it"}},
         "the bonus it counts"),
        ({"op": "save", "against": "all"}, "the effect it is against"),
        ({"op": "critical_hit", "critical": "maybe"}, "what the hit becomes"),
        ({"op": "damage", "amount": "bloodied value", "target": "target"}, "the damage it counts"),
        ({"op": "end_position", "near": "target"}, "where a movement not carried out ends"),
    ],
)  # fmt: skip
def test_an_op_its_handler_refuses_from_the_op_alone_is_not_carried_out(
    op: dict[str, object], why: str
) -> None:
    """The runtime's handler notes these as not simulated whatever the game: the bench says
    so, asking the handler's own judgement (not counting them carried out)."""
    assert taken(op) == f"not simulated: {why}"


@pytest.mark.parametrize(
    "op",
    [
        {"op": "vulnerable", "amount": 5, "target": "target", "duration": "save_ends"},
        {"op": "reroll", "rolls": ["attack_roll"]},
        {"op": "negate"},
        {"op": "force_miss", "against": "self"},
        {"op": "redirect", "target": "self"},
        {"op": "temp_hp", "amount": 5},
        {"op": "heal", "amount": "healing surge value"},
        {"op": "surge", "amount": 0},
        {"op": "push", "distance": 2, "target": "target"},
        {"op": "shift", "distance": "speed", "who": "self"},
        {"op": "attack", "target": "target"},
        {"op": "save", "bonus": 2},
        {"op": "critical_hit", "critical": False},
        {"op": "damage", "dice": "1d6", "target": "target"},
    ],
)
def test_the_same_ops_said_whole_are_carried_out(op: dict[str, object]) -> None:
    assert taken(op) == CARRIED_OUT


def test_which_result_is_kept_is_carried_out_only_with_a_reroll_carried_out() -> None:
    """ "... and uses the lower result" is the reroll's before it (the runtime keeps it on
    the attack in progress, or carries it out with the reroll): after the reroll of a roll
    the runtime does not make (initiative) it is not carried out."""
    assert tally(["The enemy rerolls the attack roll and uses the lower result."]) == {
        CARRIED_OUT: 2
    }
    assert tally(["You reroll the damage roll and use the second result."]) == {CARRIED_OUT: 2}
    assert tally(["You reroll initiative and use the second result."]) == {
        "not simulated: the roll it rerolls": 1,
        "not simulated: the roll whose result it keeps": 1,
    }


def test_where_a_movement_ends_is_carried_out_with_it_and_never_alone() -> None:
    """ "You must end adjacent to the target" is followed by the shift before it when that
    is carried out (``movement.end_said``), as the runtime folds it; alone, or after a
    movement not carried out, it is not."""
    assert tally(["You shift 2 squares. You must end adjacent to the target."]) == {CARRIED_OUT: 2}
    after_uncounted = tally(
        ["You shift a number of squares equal to your Strength or Wisdom modifier."
         " You must end adjacent to the target."]
    )  # fmt: skip
    assert after_uncounted == {
        "not simulated: the distance it counts": 1,
        "not simulated: where a movement not carried out ends": 1,
    }
    after_scores = tally(
        ["You shift a number of squares equal to your Dexterity modifier."
         " You must end adjacent to the target."]
    )  # fmt: skip
    assert after_scores == {WITH_SCORES: 2}  # (both, once the scenario gives the score)


@pytest.mark.parametrize(
    "text",
    [
        "The target takes damage equal to your Wisdom modifier.",
        "You gain temporary hit points equal to 5 + one-half your level.",
        "You gain a bonus to AC equal to your Charisma modifier until the end of your next turn.",
        "You regain hit points equal to your highest ability modifier.",
        "The target takes extra damage equal to your Charisma modifier from the triggering attack.",
    ],
)
def test_an_op_counting_the_users_scores_or_level_is_counted_apart(text: str) -> None:
    """Carried out only when the scenario gives the user's ability scores or level
    (``amounts``): neither carried out whole whatever the game, nor refused from the op."""
    assert tally([text]) == {WITH_SCORES: 1}


def test_on_a_save_after_a_saving_throw_goes_as_the_saving_throw() -> None:
    """ "On a save, the effect ends" after a saving throw against the triggering effect is
    carried out with it (``effects.save``); alone, it is not simulated."""
    save = {"op": "save", "bonus": 0, "against": "triggering_effect", "who": "self"}
    ends = {"op": "end_effect", "what": "this", "if": "save"}
    assert taken(ends, save) == CARRIED_OUT
    assert taken(ends, {**save, "bonus": "wisdom modifier"}) == WITH_SCORES
    assert (
        taken(ends) == taken(ends, {**save, "against": None}) == "not simulated: the effect it ends"
    )
