"""Which result of a reroll counts (runtime/dnd4e/rerolls.py, ``attacks.kept_roll``): "use
either result" is the roller's choice (scripted ``keep``, else at random, R000-36); a failed
saving throw's reroll keeps the result its effect says; a reroll of "the attack roll or
saving throw" (or "the triggering roll") is of the roll that triggered it. Made-up powers:
each test finds a game where the result kept changes the outcome."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bench.dnd4e_simulated import CARRIED_OUT, tally
from tests.simkit import Run, run
from tests.test_effect_ops_rerolls import AGAIN as FAILED_SAVE
from tests.test_effect_ops_rerolls import SPOIL as ROLLED_10
from tests.test_effect_ops_rerolls import _spoil
from tests.test_effect_ops_runtime import SAVE as IMMOBILIZED

# The Orc attacks the Hero, who interrupts the roll (the Orc's first d20 is a 10: 10 + 6
# against the Hero's AC, a hit); {keep} scripts who keeps which result
# (test_effect_ops_rerolls's game, the Orc's hit dealing 5 damage)
SPOIL = ROLLED_10.replace("damage: 1}}", "damage: 5}}") + "choices:{keep}\n"
EITHER = "The enemy rerolls the attack roll and uses either result."


def _rerolled(done: Run) -> int:
    (note,) = [e["text"] for e in done.entries("note") if e["text"].startswith("rerolled")]
    return int(note.split(": ")[1])


def _kept_by(answer: str) -> str:
    return f"\n  - {{who: Orc, decide: keep, answer: {answer}}}"


def test_either_result_is_the_one_the_roller_chooses(tmp_path: Path) -> None:
    """Scripted, the Orc keeps its first roll (a hit) or the reroll; some rerolls miss, so
    the choice decides whether the Hero is hit."""
    changed = 0
    for seed in range(12):
        first = run(tmp_path, SPOIL.format(effect=EITHER, keep=_kept_by("first")), seed=seed)
        second = run(tmp_path, SPOIL.format(effect=EITHER, keep=_kept_by("second")), seed=seed)
        for done in (first, second):
            assert done.codes() == [] and done.fired() == [("Hero", "Spoil")]
            assert not [e for e in done.entries("op") if e["status"] == "not simulated"]
        (kept_first,), (kept_second,) = first.entries("roll"), second.entries("roll")
        assert kept_first["natural"] == 10 and kept_first["hit"]
        assert kept_second["natural"] == _rerolled(second) == _rerolled(first)
        assert first.final("Hero")["hp"] == 35
        assert second.final("Hero")["hp"] == (35 if kept_second["hit"] else 40)
        changed += not kept_second["hit"]
    assert changed  # (a reroll that misses was met)


def test_either_result_unscripted_is_chosen_at_random(tmp_path: Path) -> None:
    chosen = set()
    for seed in range(12):
        done = run(tmp_path, SPOIL.format(effect=EITHER, keep=" []"), seed=seed)
        (decision,) = done.entries("decision")
        assert decision["what"] == "result kept" and "R000-36" in decision["why"]
        (roll,) = done.entries("roll")
        kept = {"first": 10, "second": _rerolled(done)}[decision["choice"]]
        assert roll["natural"] == kept
        chosen.add(decision["choice"])
    assert chosen == {"first", "second"}


def test_a_keep_answer_that_is_no_result_is_refused(tmp_path: Path) -> None:
    done = run(tmp_path, SPOIL.format(effect=EITHER, keep=_kept_by("best")))
    assert "R012" in done.codes()
    assert [e["why"] for e in done.entries("decision")] == ["at random between the two (R000-36)"]


# The Elf, the Hero's ally, fails a saving throw against being dazed at the end of its turn
# (a scripted 2); the Hero has it rerolled (test_effect_ops_rerolls's game, with choices)
AGAIN = FAILED_SAVE + "choices:{keep}\n"
SAVE = "The triggering ally rerolls the saving throw and {kept}."
FOLDED = "which result of the reroll before it is kept: kept with it"


def _saves(tmp_path: Path, effect: str, seed: int, keep: str = " []") -> tuple[Run, list[bool]]:
    """The run, and whether each saving throw after the failed one ended the effect."""
    done = run(tmp_path, AGAIN.format(effect=effect, keep=keep), seed=seed)
    assert done.codes() == [] and done.fired() == [("Hero", "Shake Off")]
    assert not [e for e in done.entries("op") if e["status"] == "not simulated"]
    first, *again = done.entries("save")
    assert (first["natural"], first["ends"]) == (2, False)
    assert ("dazed" in done.final("Elf")["conditions"]) is not any(e["ends"] for e in again)
    return done, [e["ends"] for e in again]


@pytest.mark.parametrize("kept", ["must use the second result", "uses the higher result"])
def test_a_saving_throws_reroll_keeps_the_new_result(tmp_path: Path, kept: str) -> None:
    """The failed first result is the lower: the reroll decides (the keep_result is carried
    out with the reroll, said so in the trace)."""
    ended = []
    for seed in range(10):
        done, again = _saves(tmp_path, SAVE.format(kept=kept), seed)
        assert len(again) == 1 and [e["status"] for e in done.entries("op")][-1] == FOLDED
        ended += again
    assert any(ended) and not all(ended)


def test_a_saving_throws_reroll_that_keeps_the_lower_result_never_ends_it(tmp_path: Path) -> None:
    for seed in range(10):
        done, again = _saves(tmp_path, SAVE.format(kept="uses the lower result"), seed)
        assert again == []
        assert any("the failed result is kept" in e["status"] for e in done.entries("op"))


def test_a_saving_throws_reroll_keeps_either_result_as_its_roller_chooses(
    tmp_path: Path,
) -> None:
    """The Elf (whose saving throw it is) keeps its failed roll, or the reroll."""
    effect, ended = SAVE.format(kept="uses either result"), []
    by_elf = "\n  - {{who: Elf, decide: keep, answer: {}}}"
    for seed in range(10):
        _, kept_first = _saves(tmp_path, effect, seed, by_elf.format("first"))
        assert kept_first == []
        _, kept_second = _saves(tmp_path, effect, seed, by_elf.format("second"))
        assert len(kept_second) == 1
        ended += kept_second
    assert any(ended)


@pytest.mark.parametrize("rolls", ["the attack roll or saving throw", "the triggering roll"])
def test_a_reroll_of_one_of_several_rolls_is_of_the_triggering_one(
    tmp_path: Path, rolls: str
) -> None:
    """The failed saving throw when a failed save triggered it; the attack roll when an
    attack roll did (the same words in both powers)."""
    ended = []
    for seed in range(10):
        _, again = _saves(tmp_path, f"The triggering ally rerolls {rolls}.", seed)
        assert len(again) == 1
        ended += again
    assert any(ended)
    for seed in range(4):
        done = run(tmp_path, SPOIL.format(effect=f"The enemy rerolls {rolls}.", keep=" []"), seed)
        assert done.fired() == [("Hero", "Spoil")]
        (roll,) = done.entries("roll")
        assert roll["natural"] == _rerolled(done)


def test_which_result_is_kept_is_carried_out_with_an_attack_or_saving_throw_reroll() -> None:
    for said in (
        "The enemy rerolls the attack roll and uses either result.",
        "You can reroll your saving throw but must use the second result.",
        "The target rerolls the saving throw and uses either result.",
        "You reroll the triggering attack roll or saving throw and use the new result.",
    ):
        assert tally([said]) == {CARRIED_OUT: 2}, said


# The Orc hits the Hero (2d10 damage); the Hero interrupts its damage roll ({effect})
BLUNT = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Blunt
    usage: encounter
    action: immediate interrupt
    trigger: An enemy rolls damage
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [{power}]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80, damage: 2d10}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit]}}
choices:{keep}
"""


def _blunted(tmp_path: Path, effect: str, seed: int, keep: str = " []") -> tuple[int, int, Run]:
    """The damage the Orc's hit rolls first (the same game without Blunt), the damage the
    Hero takes, and the run."""
    plain = run(tmp_path, BLUNT.format(effect=effect, power="", keep=" []"), seed=seed)
    done = run(tmp_path, BLUNT.format(effect=effect, power="Blunt", keep=keep), seed=seed)
    assert done.codes() == [] and done.fired() == [("Hero", "Blunt")]
    return 40 - plain.final("Hero")["hp"], 40 - done.final("Hero")["hp"], done


def _damage_rerolled(done: Run) -> int:
    (note,) = [e["text"] for e in done.entries("note") if e["text"].startswith("the damage reroll")]
    return int(note.split(": ")[1])


@pytest.mark.parametrize(
    ("kept", "keep"),
    [
        ("uses the lower result", min),
        ("must use the second result", lambda first, again: again),
        ("uses the higher result", max),
    ],
)
def test_an_interrupt_at_the_damage_roll_has_it_rerolled(
    tmp_path: Path, kept: str, keep: Any
) -> None:
    effect, changed = f"The triggering enemy rerolls the damage roll and {kept}.", 0
    for seed in range(8):
        first, taken, done = _blunted(tmp_path, effect, seed)
        assert not [e for e in done.entries("op") if e["status"] == "not simulated"]
        assert taken == keep(first, _damage_rerolled(done))
        changed += taken != first
    assert changed


def test_two_d20s_for_the_triggering_roll_at_a_damage_roll_are_not_simulated(
    tmp_path: Path,
) -> None:
    """Two d20s for the triggering roll is of a d20: at a damage roll there is none to
    roll again, so the damage roll is kept as it was rolled (never rerolled)."""
    effect = "The triggering enemy rolls two d20s for the triggering roll."
    for seed in range(4):
        first, taken, done = _blunted(tmp_path, effect, seed)
        (op,) = done.entries("op")
        assert (op["op"], op["status"]) == ("roll_twice", "not simulated"), op
        assert taken == first and not [e for e in done.entries("note") if "reroll" in e["text"]]


def test_either_damage_roll_is_the_one_the_roller_chooses(tmp_path: Path) -> None:
    effect = "The triggering enemy rerolls the damage roll and uses either result."
    for seed in range(6):
        first, taken, _ = _blunted(tmp_path, effect, seed, _kept_by("first"))
        assert taken == first
        _, taken, done = _blunted(tmp_path, effect, seed, _kept_by("second"))
        assert taken == _damage_rerolled(done)


@pytest.mark.parametrize(
    "effect",
    [
        "The triggering attack misses you.",
        "The enemy rerolls the attack roll.",
        "The critical hit becomes a normal hit.",
    ],
)
def test_at_the_damage_roll_the_attacks_roll_and_outcome_are_judged(
    tmp_path: Path, effect: str
) -> None:
    """Too late for what changes the attack roll or its hit: said so, the damage dealt."""
    first, taken, done = _blunted(tmp_path, effect, 3)
    assert taken == first > 0
    (op,) = done.entries("op")
    assert "too late" in op["status"], op


@pytest.mark.parametrize(
    "effect",
    [
        "The target takes 1d8 extra damage from the triggering attack.",
    ],
)
def test_at_the_damage_roll_the_attack_is_no_longer_in_progress(
    tmp_path: Path, effect: str
) -> None:
    """Extra damage from it changes nothing there (``context.in_progress``), and the trace
    never says it did."""
    first, taken, done = _blunted(tmp_path, effect, 3)
    assert taken == first > 0
    (op,) = done.entries("op")
    assert op["status"] in ("no attack in progress to change", "not simulated"), op


@pytest.mark.parametrize(
    "effect",
    [
        "The enemy takes a -4 penalty to the attack roll.",
        "The triggering enemy takes a -4 penalty to the attack roll.",
        "You gain a +4 bonus to AC against the triggering attack.",
        "You take a -4 penalty to the damage roll.",
    ],
)
def test_at_the_damage_roll_a_modifier_to_its_roll_or_defense_is_too_late(
    tmp_path: Path, effect: str
) -> None:
    """A modifier to the attack's roll or defense (or to a damage roll the attacker does not
    make) changes nothing there, said too late in the trace."""
    first, taken, done = _blunted(tmp_path, effect, 3)
    assert taken == first > 0
    (op,) = done.entries("op")
    assert op["status"] == "the triggering attack's damage is rolled: too late to change it", op


@pytest.mark.parametrize(
    ("effect", "added"),
    [
        ("The triggering enemy takes a -4 penalty to the damage roll.", -4),
        ("The triggering enemy takes a -30 penalty to the damage roll.", -30),
        ("The triggering enemy gains a +2 bonus to the damage roll.", 2),
    ],
)
def test_an_interrupt_at_the_damage_roll_gives_a_bonus_or_penalty_to_it(
    tmp_path: Path, effect: str, added: int
) -> None:
    """A bonus or penalty to the triggering damage roll counts in the damage its hit deals
    (never below 0), said in the trace."""
    for seed in range(4):
        first, taken, done = _blunted(tmp_path, effect, seed)
        assert first > 0 and taken == max(0, first + added), (seed, first, taken)
        (op,) = done.entries("op")
        assert op["status"] == f"triggering damage roll {added:+d}", op


def test_a_penalty_to_the_damage_roll_once_it_is_dealt_is_too_late(tmp_path: Path) -> None:
    """At ``damage.take`` ("An enemy damages you") the damage is dealt: said too late."""
    game = BLUNT.replace("An enemy rolls damage", "An enemy damages you")
    effect = "The triggering enemy takes a -4 penalty to the damage roll."
    plain = run(tmp_path, game.format(effect=effect, power="", keep=" []"))
    done = run(tmp_path, game.format(effect=effect, power="Blunt", keep=" []"))
    assert done.fired() == [("Hero", "Blunt")]
    assert done.final("Hero")["hp"] == plain.final("Hero")["hp"] < 40
    (op,) = done.entries("op")
    assert op["status"] == "the triggering attack's damage is rolled: too late to change it", op


def test_a_penalty_at_the_damage_roll_counts_in_its_reroll_kept(tmp_path: Path) -> None:
    """Given with a reroll of the damage roll, it counts in the result kept."""
    effect = (
        "The triggering enemy rerolls the damage roll and must use the second result."
        " The triggering enemy takes a -4 penalty to the damage roll."
    )
    for seed in range(4):
        _, taken, done = _blunted(tmp_path, effect, seed)
        assert taken == max(0, _damage_rerolled(done) - 4), seed


def _gained(done: Run) -> bool:
    """Whether the Hero gained its 5 temporary hit points."""
    return any(e["status"] == "Hero has 5" for e in done.entries("op") if e["op"] == "temp_hp")


@pytest.mark.parametrize(
    ("reroll", "then", "when_saved"),
    [
        ("The triggering ally rerolls the saving throw.", "On a save", True),
        ("The triggering ally rerolls the saving throw.", "If the saving throw fails", False),
    ],
)
def test_what_a_power_does_on_a_save_follows_its_rerolls_outcome(
    tmp_path: Path, reroll: str, then: str, when_saved: bool
) -> None:
    effect, seen = f"{reroll} {then}, you gain 5 temporary hit points.", set()
    for seed in range(10):
        done, again = _saves(tmp_path, effect, seed)
        (saved,) = again
        assert _gained(done) is (saved is when_saved)
        seen.add(saved)
    assert seen == {True, False}


def test_a_kept_failed_result_is_no_save(tmp_path: Path) -> None:
    effect = (
        "The triggering ally rerolls the saving throw and uses the lower result."
        " If the saving throw fails, you gain 5 temporary hit points."
    )
    for seed in range(6):
        done, _ = _saves(tmp_path, effect, seed)
        assert _gained(done)


# The Orc immobilizes the Hero (save ends), who makes a saving throw at once
# (test_effect_ops_runtime's game, the Hero not slowed besides)
SLOWED = "    conditions: [{{name: slowed, duration: save_ends}}]\n"
assert SLOWED in IMMOBILIZED
CLEAR = IMMOBILIZED.replace(SLOWED, "")


def test_what_a_power_does_if_its_saving_throw_succeeds(tmp_path: Path) -> None:
    effect, seen = (
        "You make a saving throw. If you succeed, you gain 5 temporary hit points.",
        set(),
    )
    for seed in range(10):
        done = run(tmp_path, CLEAR.format(effect=effect), seed=seed)
        assert done.fired() == [("Hero", "Clear Head")]
        (save,) = done.entries("save")
        assert _gained(done) is save["ends"]
        seen.add(save["ends"])
    assert seen == {True, False}


def test_the_outcome_of_a_saving_throw_the_power_did_not_make_is_not_known(
    tmp_path: Path,
) -> None:
    effect = "If the saving throw fails, you gain 5 temporary hit points."
    done = run(tmp_path, CLEAR.format(effect=effect))
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and "no saving throw of this power" in op["why"], op
    assert not _gained(done)


# The Orc saves against being dazed at the end of its turn (a scripted 15); the Hero
# interrupts the saving throw as it is rolled
DOUBT = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Doubt
    usage: encounter
    action: {action}
    trigger: An enemy makes a saving throw
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Doubt]}}
  - name: Orc
    side: b
    at: [5, 5]
    hp: 80
    conditions: [{{name: dazed, duration: save_ends}}]
script:
  - turn: Orc
    saves: {{dazed: 15}}
    do: []
"""


@pytest.mark.parametrize(
    ("kept", "keep"),
    [
        ("must use the new result", lambda first, again: again),
        ("uses the lower result", min),
    ],
)
def test_an_interrupt_at_a_saving_throw_has_it_rerolled_before_it_is_judged(
    tmp_path: Path, kept: str, keep: Any
) -> None:
    effect = f"The triggering enemy rerolls the saving throw and {kept}."
    scenario, outcomes = DOUBT.format(action="immediate interrupt", effect=effect), set()
    for seed in range(10):
        done = run(tmp_path, scenario, seed=seed)
        assert done.codes() == [] and done.fired() == [("Hero", "Doubt")]
        assert not [e for e in done.entries("op") if e["status"] == "not simulated"]
        (note,) = [e["text"] for e in done.entries("note") if "saving throw rerolled" in e["text"]]
        again = int(note.split(": ")[1])
        (save,) = done.entries("save")  # (one saving throw, judged on the result kept)
        assert save["natural"] == keep(15, again)
        assert save["ends"] is (save["natural"] >= 10)
        assert ("dazed" in done.final("Orc")["conditions"]) is not save["ends"]
        outcomes.add(save["ends"])
    assert outcomes == {True, False}


def test_a_reaction_to_a_saving_throw_comes_too_late_to_reroll_it(tmp_path: Path) -> None:
    effect = "The triggering enemy rerolls the saving throw and must use the new result."
    done = run(tmp_path, DOUBT.format(action="immediate reaction", effect=effect))
    assert done.fired() == [("Hero", "Doubt")]
    assert next(e["status"] for e in done.entries("op")).endswith("too late to change it")
    (save,) = done.entries("save")
    assert save["natural"] == 15 and "dazed" not in done.final("Orc")["conditions"]


@pytest.mark.parametrize(
    ("effect", "keep"),
    [
        ("The enemy rolls two d20s for the attack roll and uses the lower result.", "lower"),
        ("The enemy rolls two d20s for the triggering roll.", "either"),
    ],
)
def test_two_d20s_for_the_triggering_roll_are_a_reroll_of_it(
    tmp_path: Path, effect: str, keep: str
) -> None:
    """The roll made again, and the result its effect says kept (said of none, either: the
    roller's choice)."""
    scripted = _kept_by("first") if keep == "either" else " []"
    for seed in range(8):
        done = run(tmp_path, SPOIL.format(effect=effect, keep=scripted), seed=seed)
        assert done.codes() == [] and done.fired() == [("Hero", "Spoil")]
        assert not [e for e in done.entries("op") if e["status"] == "not simulated"]
        (roll,) = done.entries("roll")
        kept = min(10, _rerolled(done)) if keep == "lower" else 10
        assert roll["natural"] == kept


def test_damage_rolled_twice_for_a_while_is_not_simulated() -> None:
    said = "Until the end of the encounter, you roll damage twice and use either result."
    assert tally([said])["not simulated: the roll it rolls twice"] == 1


@pytest.mark.parametrize(
    ("said", "why"),
    [
        ("The enemy rerolls the damage roll with a +2 bonus.", "a bonus to a damage roll's reroll"),
        (
            "Until the end of your next turn, you roll two d20s for attack rolls.",
            "how long it lasts",
        ),
    ],
)
def test_what_of_a_reroll_the_runtime_does_not_model_is_not_simulated(said: str, why: str) -> None:
    """A damage roll's reroll with a bonus (the bonus would be the reroll's alone), and two
    d20s for a while, not a reroll of the triggering roll: said, never carried out."""
    assert tally([said]) == {f"not simulated: {why}": 1}


def test_after_a_check_whose_success_it_may_be_a_saves_outcome_is_not_known(
    tmp_path: Path,
) -> None:
    effect = (
        "You make a saving throw. You make an Athletics check."
        " If you succeed, you gain 5 temporary hit points."
    )
    done = run(tmp_path, CLEAR.format(effect=effect))
    assert done.fired() == [("Hero", "Clear Head")]
    (op,) = [e for e in done.entries("op") if e["op"] == "temp_hp"]
    assert op["status"] == "not simulated" and "a check's outcome is not known" in op["why"], op
    assert not _gained(done)


@pytest.mark.parametrize(
    ("effect", "modifier"),
    [
        ("The triggering enemy rerolls the saving throw with a -5 penalty.", -5),
        ("The triggering enemy rerolls the triggering attack roll or saving throw.", 0),
    ],
)
def test_an_interrupt_at_a_saving_throw_rerolls_it_as_its_effect_says(
    tmp_path: Path, effect: str, modifier: int
) -> None:
    """The op's penalty counted in the reroll alone; of "the attack roll or saving throw",
    the saving throw being rolled."""
    for seed in range(4):
        done = run(tmp_path, DOUBT.format(action="immediate interrupt", effect=effect), seed=seed)
        assert done.fired() == [("Hero", "Doubt")]
        assert [e["status"] for e in done.entries("op")] == ["Orc rerolls the saving throw"]
        (note,) = [e["text"] for e in done.entries("note") if "saving throw rerolled" in e["text"]]
        (save,) = done.entries("save")
        assert save["natural"] == int(note.split(": ")[1])
        assert save.get("modifier", 0) == modifier
        assert save["ends"] is (save["natural"] + modifier >= 10)


# Of several rolls named at once, some of which the runtime makes, the one the triggering
# event is (runtime/dnd4e/rerolls.py ``rerolled``): a check is never made here
@pytest.mark.parametrize(
    "effect",
    [
        "The enemy rerolls the attack roll or skill check.",
        "The triggering enemy must reroll the attack roll, damage roll, or skill check.",
    ],
)
def test_of_several_rolls_the_attack_roll_in_progress_is_rerolled(
    tmp_path: Path, effect: str
) -> None:
    """At the attack roll (an interrupt before it is judged, R001-07): rerolled, the
    attacker's modifiers counted in the new d20."""
    for seed in range(4):
        _, _, counted = _spoil(tmp_path, effect, seed)
        assert counted == 6


def test_of_several_rolls_the_damage_roll_in_progress_is_rerolled(tmp_path: Path) -> None:
    """At the damage roll (``damage.roll``, before it is dealt): the damage rerolled, the
    new result kept (none said)."""
    effect = "The triggering enemy must reroll the attack roll, damage roll, or skill check."
    for seed in range(6):
        _, taken, done = _blunted(tmp_path, effect, seed)
        assert not [e for e in done.entries("op") if e["status"] == "not simulated"]
        assert taken == _damage_rerolled(done)


def test_of_several_rolls_one_the_trigger_is_not_is_not_rerolled(tmp_path: Path) -> None:
    """ "The attack roll or skill check" at a damage roll: neither is the triggering roll."""
    done = run(tmp_path, BLUNT.format(effect="The enemy rerolls the attack roll or skill check.",
                                      power="Blunt", keep=" []"))  # fmt: skip
    (op,) = done.entries("op")
    assert (op["status"], op["why"]) == ("not simulated", "the roll it rerolls is not simulated")


@pytest.mark.parametrize(
    "effect",
    [
        "The enemy rerolls the damage roll or skill check.",
        "The enemy rerolls the saving throw or skill check.",
    ],
)
def test_of_several_rolls_none_the_attack_roll_is_not_rerolled_at_it(
    tmp_path: Path, effect: str
) -> None:
    """At the attack roll, rolls that are not it are not rerolled: the d20 stays 10."""
    done = run(tmp_path, ROLLED_10.format(effect=effect))
    (op,) = done.entries("op")
    assert (op["status"], op["why"]) == ("not simulated", "the roll it rerolls is not simulated")
    (roll,) = done.entries("roll")
    assert roll["natural"] == 10
