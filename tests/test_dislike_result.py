"""A creature's dislike of a roll's result ("You make an attack roll and dislike the result",
"A creature makes a saving throw, and you dislike the result": runtime/dnd4e/dislikes.py).

It is the player's choice, asked at the roll's break point (the result known, its
consequences not applied): scripted (``decide: dislike``), else by default a result bad
for the chooser's side is disliked (its own or an ally's miss, failed save, poor damage
roll; an enemy's hit, save, good damage roll). Made-up powers and creatures; the d20s are
scripted, so each game's outcome is known."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.compiler.to_ir import trigger
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.match import trigger_reason
from counterplay.runtime.events import Bound, Event
from counterplay.runtime.reaction import Reaction
from tests.simkit import Run, run

# The Hero (attack +5) attacks the Orc (AC 17) with the d20s {rolls}; its own reaction
# ({action}) is triggered by its own attack roll it dislikes
OWN = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Second Wind Charm
    usage: {usage}
    action: {action}
    trigger: You make an attack roll and dislike the result
    effect: You gain 5 temporary hit points.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, attack_bonus: 5, powers: [Second Wind Charm]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80, defenses: {{ac: 17}}}}
choices: {choices}
script:
  - turn: Hero
    do:
{attacks}
"""

# A miss (3 + 5 = 8 against AC 17) and a hit (15 + 5 = 20)
MISS, HIT = 3, 15


def _own(
    tmp_path: Path,
    *rolls: int,
    choices: str = "[]",
    usage: str = "at-will",
    action: str = "free action",
) -> Run:
    attack = "      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [{}], damage: 1}}"
    moves = [attack.format(r) for r in rolls[:1]]
    for roll in rolls[1:]:  # (each later one with an action point's standard action)
        moves += ["      - action_point", attack.format(roll)]
    text = OWN.format(usage=usage, action=action, choices=choices, attacks="\n".join(moves))
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    return done


def _whys(done: Run, reaction: str) -> list[str]:
    """Why the reaction did not fire, at each event it was a candidate for."""
    return [e["why"] for e in done.entries("candidate") if e["reaction"] == reaction]


def _decisions(done: Run) -> list[tuple[str, str]]:
    return [(e["choice"], e["why"]) for e in done.entries("decision") if "dislike" in e["what"]]


def test_a_missed_attack_roll_is_disliked_and_the_reaction_fires(tmp_path: Path) -> None:
    done = _own(tmp_path, MISS)
    assert done.fired() == [("Hero", "Second Wind Charm")]
    ((choice, why),) = _decisions(done)
    assert choice == "disliked"
    assert why.startswith("the attack roll 8 (a natural 3) misses Orc's AC 17, bad for its side")
    assert "open decision" in why


def test_a_hit_is_not_disliked_and_the_reaction_does_not_fire(tmp_path: Path) -> None:
    done = _own(tmp_path, HIT)
    assert done.fired() == []
    ((choice, why),) = _decisions(done)
    assert choice == "not disliked" and "the attack roll 20 (a natural 15) hits" in why
    (refused,) = _whys(done, "Second Wind Charm")
    assert refused.startswith("Hero does not dislike the result (the attack roll 20")


def test_a_scripted_result_is_judged_as_scripted(tmp_path: Path) -> None:
    attack = "      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [miss]}"
    text = OWN.format(usage="at-will", action="free action", choices="[]", attacks=attack)
    done = run(tmp_path, text)
    assert done.fired() == [("Hero", "Second Wind Charm")]
    ((_, why),) = _decisions(done)
    assert "(a scripted miss) misses" in why


@pytest.mark.parametrize(("roll", "answer", "fires"), [(MISS, "false", False), (HIT, "true", True)])
def test_a_scripted_choice_overrides_the_default(
    tmp_path: Path, roll: int, answer: str, fires: bool
) -> None:
    """A player who likes a miss (or dislikes a hit) says so: the default is not asked."""
    choices = f"[{{who: Hero, decide: dislike, answer: {answer}}}]"
    done = _own(tmp_path, roll, choices=choices)
    assert done.fired() == ([("Hero", "Second Wind Charm")] if fires else [])
    ((choice, why),) = _decisions(done)
    assert choice == ("disliked" if fires else "not disliked")
    assert why.startswith("scripted choice") and "open decision" not in why


def test_a_scripted_dislike_answers_one_roll_and_the_default_the_next(tmp_path: Path) -> None:
    choices = "[{who: Hero, decide: dislike, answer: false}]"
    done = _own(tmp_path, MISS, MISS, choices=choices)
    assert done.fired() == [("Hero", "Second Wind Charm")]  # (the second miss)
    assert [c for c, _ in _decisions(done)] == ["not disliked", "disliked"]


def test_an_answer_that_is_no_choice_is_refused_and_the_default_decides(tmp_path: Path) -> None:
    text = OWN.format(
        usage="at-will",
        action="free action",
        choices="[{who: Hero, decide: dislike, answer: maybe}]",
        attacks="      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [3]}",
    )
    done = run(tmp_path, text)
    assert "R012" in done.codes()
    assert done.fired() == [("Hero", "Second Wind Charm")]


def test_limits_still_apply_to_a_disliked_roll(tmp_path: Path) -> None:
    """An encounter power fires on the first disliked roll only; the second is disliked
    too, but the power is used."""
    done = _own(tmp_path, MISS, MISS, usage="encounter")
    assert done.fired() == [("Hero", "Second Wind Charm")]
    assert [c for c, _ in _decisions(done)] == ["disliked", "disliked"]
    (refused,) = done.refused("Second Wind Charm")
    assert "encounter" in refused and "dislike" not in refused


# The Orc (attack +6) attacks the Hero (AC 17), who may have the roll rerolled: an enemy's
# roll the Hero (the power's owner, ``disliked_by: self``) dislikes
SPOIL = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Spoil
    usage: at-will
    action: immediate interrupt
    trigger: An enemy makes an attack roll, and you dislike the result
    effect: The enemy rerolls the attack roll.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, defenses: {{ac: 17}}, powers: [Spoil]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80, attack_bonus: 6}}
choices: {choices}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [{roll}], damage: 4}}
"""


def test_an_enemys_hit_is_disliked_by_the_owner_and_rerolled_before_it_is_judged(
    tmp_path: Path,
) -> None:
    """At the attack roll (before its hit is applied): the reroll decides the outcome."""
    outcomes = set()
    for seed in range(8):
        done = run(tmp_path, SPOIL.format(roll=12, choices="[]"), seed=seed)
        assert done.codes() == [] and done.fired() == [("Hero", "Spoil")]
        ((choice, why),) = _decisions(done)
        assert choice == "disliked" and "hits Hero's AC 17, good for an enemy" in why
        (note,) = [e["text"] for e in done.entries("note") if e["text"].startswith("rerolled")]
        (roll,) = done.entries("roll")
        assert roll["natural"] == int(note.split(": ")[1])  # (12 is never judged)
        assert done.final("Hero")["hp"] == (36 if roll["hit"] else 40)
        outcomes.add(roll["hit"])
    assert outcomes == {True, False}


def test_an_enemys_miss_is_not_disliked_by_the_owner(tmp_path: Path) -> None:
    done = run(tmp_path, SPOIL.format(roll=3, choices="[]"))
    assert done.codes() == [] and done.fired() == []
    ((choice, why),) = _decisions(done)
    assert choice == "not disliked" and "misses Hero's AC 17, bad for an enemy" in why


def test_the_owner_not_the_roller_is_asked_of_anothers_roll(tmp_path: Path) -> None:
    """The Orc's scripted answer is not the Hero's: the Hero's default decides."""
    orc_likes = "[{who: Orc, decide: dislike, answer: true}]"
    done = run(tmp_path, SPOIL.format(roll=3, choices=orc_likes))
    assert done.fired() == [] and "R019" in done.codes()
    hero_dislikes = "[{who: Hero, decide: dislike, answer: true}]"
    done = run(tmp_path, SPOIL.format(roll=3, choices=hero_dislikes))
    assert done.codes() == [] and done.fired() == [("Hero", "Spoil")]


# The Elf, the Hero's ally, makes a saving throw against being dazed at the end of its turn
# (a scripted {roll}); the Hero may have it rerolled as it is rolled
SAVE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Shake Off
    usage: at-will
    action: immediate interrupt
    trigger: An ally makes a saving throw, and you dislike the result
    effect: The triggering ally rerolls the saving throw.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Shake Off]}}
  - {{name: Elf, side: a, at: [2, 2], hp: 40, conditions: [{{name: dazed, duration: save_ends}}]}}
  - {{name: Orc, side: b, at: [5, 5], hp: 80}}
script:
  - turn: Elf
    saves: {{dazed: {roll}}}
    do: []
"""


def test_an_allys_failing_saving_throw_is_disliked_and_rerolled_before_it_is_judged(
    tmp_path: Path,
) -> None:
    ended = set()
    for seed in range(8):
        done = run(tmp_path, SAVE.format(roll=4), seed=seed)
        assert done.codes() == [] and done.fired() == [("Hero", "Shake Off")]
        ((choice, why),) = _decisions(done)
        assert choice == "disliked" and why.startswith("the saving throw 4 (a natural 4) fails")
        (save,) = done.entries("save")  # (the 4 is never judged: one saving throw)
        (note,) = [e["text"] for e in done.entries("note") if "throw rerolled" in e["text"]]
        assert save["natural"] == int(note.split(": ")[1])
        ended.add(save["ends"])
        assert ("dazed" in done.final("Elf")["conditions"]) is not save["ends"]
    assert ended == {True, False}


def test_an_allys_saving_throw_that_saves_is_not_disliked(tmp_path: Path) -> None:
    done = run(tmp_path, SAVE.format(roll=14))
    assert done.codes() == [] and done.fired() == []
    ((choice, why),) = _decisions(done)
    assert choice == "not disliked" and why.startswith("the saving throw 14 (a natural 14) saves")


# The Orc's hit deals {damage} (its dice 2d8+5: at most 21); the Hero may have the damage
# roll rerolled before it is dealt
DAMAGE = SPOIL.replace(
    "An enemy makes an attack roll, and you dislike the result",
    "An enemy makes a damage roll, and you dislike the result",
).replace("The enemy rerolls the attack roll.", "The enemy rerolls the damage roll.")


@pytest.mark.parametrize(("amount", "fires"), [(16, True), (6, False)])
def test_an_enemys_damage_roll_is_disliked_when_it_is_good_for_it(
    tmp_path: Path, amount: int, fires: bool
) -> None:
    text = DAMAGE.format(roll="hit", choices="[]").replace("damage: 4", f"damage: {amount}")
    text = text.replace("attack_bonus: 6}", "attack_bonus: 6, damage: 2d8+5}")
    done = run(tmp_path, text)
    assert done.codes() == [] and done.fired() == ([("Hero", "Spoil")] if fires else [])
    ((choice, why),) = _decisions(done)
    said = "at least" if fires else "less than"
    assert why.startswith(
        f"the damage roll {amount} is {said} half the most its dice can deal (21)"
    )
    assert choice == ("disliked" if fires else "not disliked")
    if fires:  # (rerolled before it is dealt: the damage taken is the reroll's)
        (note,) = [e["text"] for e in done.entries("note") if "damage rerolled" in e["text"]]
        assert done.final("Hero")["hp"] == 40 - int(note.split(": ")[1])


def test_a_roll_the_engine_does_not_make_cannot_tell(tmp_path: Path) -> None:
    """Initiative is the script's order, not rolled: whether it is disliked cannot be told."""
    text = OWN.format(
        usage="at-will", action="free action", choices="[]", attacks="      - stand"
    ).replace(
        "You make an attack roll and dislike the result",
        "You roll for initiative and dislike the result",
    )
    done = run(tmp_path, text)
    assert done.fired() == [] and _decisions(done) == []
    (refused,) = _whys(done, "Second Wind Charm")
    assert refused.startswith("cannot tell: initiative.roll is no roll whose result the engine")


def _bound(text: str, owner: Combatant) -> Bound[Combatant]:
    ir, _ = trigger(text)
    reaction = Reaction.from_ir(
        {"name": "P", "action": "immediate interrupt", "range": "Personal", "trigger": ir}
    )
    return Bound(0, owner, reaction, frozenset(), "interrupt", reaction.events)


HERO = Combatant("Hero", "a", (0, 0), 30, 30)
ELF = Combatant("Elf", "a", (0, 1), 30, 30)
ORC = Combatant("Orc", "b", (1, 0), 30, 30)
OWNERS = "An ally makes an attack roll, and you dislike the result"  # (disliked_by: self)
ROLLERS = "You or an ally makes an attack roll and dislikes the result"  # (dislike_result)


@pytest.mark.parametrize(("text", "asked"), [(OWNERS, "Hero"), (ROLLERS, "Elf")])
def test_whose_dislike_is_asked(text: str, asked: str) -> None:
    """The owner's of another's roll (``disliked_by: self``), the roller's own
    (``dislike_result``); without the engine's question, "cannot tell"."""
    elfs = Event("attack.roll", ELF, ORC, {"roll": 12})
    why = trigger_reason(_bound(text, HERO), elfs, [HERO, ELF, ORC])
    assert why is not None and why.startswith("cannot tell"), why
    said: list[str] = []

    def dislike(who: Combatant, _: Event[Combatant]) -> str | None:
        said.append(who.name)
        return None if who.name == asked else f"{who.name} does not dislike it"

    assert trigger_reason(_bound(text, HERO), elfs, [HERO, ELF, ORC], None, dislike) is None
    assert said == [asked]


def test_a_dislike_is_asked_only_once_the_rest_of_the_trigger_fits() -> None:
    said: list[str] = []

    def dislike(who: Combatant, _: Event[Combatant]) -> str | None:
        said.append(who.name)
        return None

    orcs = Event("attack.roll", ORC, HERO, {"roll": 12})  # (no ally's roll)
    why = trigger_reason(_bound(OWNERS, HERO), orcs, [HERO, ELF, ORC], None, dislike)
    assert why is not None and said == []


def test_the_default_is_an_open_decision_said_as_r010(tmp_path: Path) -> None:
    done = _own(tmp_path, MISS)
    said = [d.message for d in done.diagnostics if d.code == "R010"]
    assert any(m.startswith("R000-36: Whether a creature dislikes a roll's result") for m in said)


ANY_ROLL = "You make a roll you dislike"  # (attack, damage, saving throw, check, initiative)


def _any_roll(tmp_path: Path, roll: int, damage: int) -> Run:
    text = OWN.format(
        usage="at-will",
        action="free action",
        choices="[]",
        attacks=f"      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [{roll}], "
        f"damage: {damage}}}",
    ).replace("You make an attack roll and dislike the result", ANY_ROLL)
    done = run(tmp_path, text.replace("attack_bonus: 5,", "attack_bonus: 5, damage: 1d10+4,"))
    assert done.codes() == [], done.codes()
    return done


@pytest.mark.parametrize(
    ("roll", "damage", "fires_at", "asked"),
    [
        (MISS, 14, ["attack.roll"], ["disliked"]),  # (a miss: no damage roll)
        (HIT, 3, ["damage.roll"], ["not disliked", "disliked"]),  # 3: below half of 14
        (HIT, 7, [], ["not disliked", "not disliked"]),
    ],
)
def test_a_roll_you_dislike_is_each_roll_judged_at_its_own_break_point(
    tmp_path: Path, roll: int, damage: int, fires_at: list[str], asked: list[str]
) -> None:
    done = _any_roll(tmp_path, roll, damage)
    assert [e["event"] for e in done.entries("fires")] == fires_at
    assert [c for c, _ in _decisions(done)] == asked


# A bonus to the next roll only ("+4 ... to your next attack roll", "+5 ... to your next
# saving throw") is counted in the roll the default judges and then spent by that roll
# alone: looking at the roll as it stands never spends it
def _focus(bonus: int, roll: str) -> str:
    """A made-up minor action power giving its user a bonus to its next ``roll``."""
    effect = f"You gain a +{bonus} power bonus to your next {roll} before the end of the encounter."
    return (
        "  - {name: Focus, usage: at-will, action: minor action, range: Personal,"
        f' effect: "{effect}"}}\n'
    )


def test_a_bonus_to_the_next_attack_roll_is_judged_and_still_counted_by_the_roll(
    tmp_path: Path,
) -> None:
    """10 + 5 + 4 = 19 hits AC 17 (not disliked); without the bonus, 15 would miss."""
    attack = "      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [10], damage: 1}"
    text = (
        OWN.format(
            usage="at-will",
            action="free action",
            choices="[]",
            attacks="      - use: {power: Focus}\n" + attack,
        )
        .replace("combatants:\n", _focus(4, "attack roll") + "combatants:\n")
        .replace("powers: [Second Wind Charm]", "powers: [Second Wind Charm, Focus]")
    )
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    ((choice, why),) = _decisions(done)
    assert choice == "not disliked" and why.startswith("the attack roll 19 (a natural 10) hits")
    (roll,) = done.entries("roll")
    assert (roll["total"], roll["hit"]) == (19, True)


def test_a_bonus_to_the_next_saving_throw_is_judged_and_still_counted_by_the_throw(
    tmp_path: Path,
) -> None:
    """6 + 5 = 11 saves (not disliked); without the bonus, 6 would fail."""
    text = (
        SAVE.format(roll=6)
        .replace("combatants:\n", _focus(5, "saving throw") + "combatants:\n")
        .replace("hp: 40, conditions", "hp: 40, powers: [Focus], conditions")
        .replace("    do: []", "    do: [{use: {power: Focus}}]")
    )
    done = run(tmp_path, text)
    assert done.codes() == [] and done.fired() == []
    ((choice, why),) = _decisions(done)
    assert choice == "not disliked" and why.startswith("the saving throw 11 (a natural 6) saves")
    (save,) = done.entries("save")
    assert save["ends"] is True and "dazed" not in done.final("Elf")["conditions"]


def test_one_choice_per_roll_answers_all_of_a_creatures_reactions(tmp_path: Path) -> None:
    """Two reactions of the Hero's to its own disliked roll: it is asked once, and one
    scripted answer holds for both (never a second answer taken from the script)."""
    text = OWN.format(
        usage="at-will",
        action="free action",
        choices="[{who: Hero, decide: dislike, answer: true}]",
        attacks=f"      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [{HIT}]}}",
    )
    twin = (
        "  - name: Lucky Charm\n    usage: at-will\n    action: free action\n"
        "    trigger: You make an attack roll and dislike the result\n"
        "    effect: You gain 2 temporary hit points.\ncombatants:\n"
    )
    text = text.replace("combatants:\n", twin).replace(
        "powers: [Second Wind Charm]", "powers: [Second Wind Charm, Lucky Charm]"
    )
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert sorted(done.fired()) == [("Hero", "Lucky Charm"), ("Hero", "Second Wind Charm")]
    ((choice, why),) = _decisions(done)
    assert choice == "disliked" and why.startswith("scripted choice")
