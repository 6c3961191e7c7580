"""Ops the runtime executes only in part: what it cannot count or model is recorded as not
simulated (docs/phrases.md), never done wrong."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from counterplay.runtime.dnd4e.ops import OPS
from tests.simkit import run


class _Notes:
    """An engine that only records its trace notes."""

    def __init__(self) -> None:
        self.notes: list[tuple[str, dict[str, Any]]] = []

    def note(self, kind: str, depth: int, **fields: Any) -> None:
        self.notes.append((kind, fields))


@pytest.mark.parametrize(
    "op",
    [
        # (negating the damage, forced movement or fall prone: test_effect_ops_negate)
        {"op": "negate", "what": "damage", "types": ["fire"], "text": "You take no fire damage."},
        {"op": "negate", "what": "falling_damage", "text": "You take no falling damage."},
        # ("1d6 damage per plus" is counted: test_effect_ops_enhancement)
        {"op": "damage", "dice": "1d6", "per": "square of forced movement", "target": "target"},
        {
            "op": "damage",
            "amount": {"sum": [3, "healing surge value"]},
            "ongoing": True,
            "target": "target",
        },
    ],
)
def test_what_the_runtime_cannot_count_is_not_simulated(op: dict[str, Any]) -> None:
    engine = _Notes()
    ctx = SimpleNamespace(frame=SimpleNamespace(depth=0), trigger_frame=SimpleNamespace(lost=False))
    OPS[op["op"]](engine, op, ctx)  # type: ignore[arg-type]
    assert [(kind, fields["status"]) for kind, fields in engine.notes] == [("op", "not simulated")]
    assert ctx.trigger_frame.lost is False  # the triggering action goes on (R001-08)


def test_negating_the_attack_loses_the_triggering_action() -> None:
    engine = _Notes()
    ctx = SimpleNamespace(frame=SimpleNamespace(depth=0), trigger_frame=SimpleNamespace(lost=False))
    OPS["negate"](engine, {"op": "negate", "what": "attack"}, ctx)  # type: ignore[arg-type]
    assert ctx.trigger_frame.lost is True


CONDITIONAL = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Punish
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Punish]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


@pytest.mark.parametrize(
    ("effect", "why"),
    [
        # creature types are not modelled ("If the target is bloodied": test_effect_ops_if)
        ("If the target is a dragon, it is dazed.", "its condition"),
        ("At the end of your next turn, the target is dazed.", "when it happens"),
        ("The target deals 5 damage to you.", "who does it"),
        # a bonus to one roll of another attack, never to the triggering attack
        ("The ally gains a +2 bonus to this attack roll.", "the one roll it is of"),
        # the outcome is of another's attack against you (attack_against), not the power's
        ("If the attack misses you, the target is dazed.", "the attack it is of"),
        # done to the one creature at hand, these would hit the Orc (or move the Hero)
        ("Each enemy in the zone takes 5 damage.", "the creatures it names"),
        # (no ally triggered it, nor is its target: "the ally" said before is not known)
        ("The ally shifts 1 square.", "the ally it names"),
        ("The secondary target is dazed.", "the creatures it names"),
        # "it" or "you": the IR does not say whose 0 hit points end it
        (
            "The target is dazed until the end of the encounter or until it drops to 0 hit points.",
            "what ends it",
        ),
    ],
)
def test_what_says_whether_when_or_by_whom_is_not_simulated(
    tmp_path: Path, effect: str, why: str
) -> None:
    """An op the runtime cannot gate (a condition, a time, another dealer) is recorded as
    not simulated with why, never done at once by the user: the Orc is not dazed at 80 hp."""
    done = run(tmp_path, CONDITIONAL.format(effect=effect))
    (note,) = [e for e in done.entries("op") if e.get("why")]
    assert note["status"] == "not simulated" and note["why"].startswith(why), note
    orc = done.final("Orc")
    assert orc["hp"] == 80 and not orc["conditions"], orc


def test_the_user_as_the_one_who_does_it_is_simulated(tmp_path: Path) -> None:
    done = run(tmp_path, CONDITIONAL.format(effect="You push the target 1 square."))
    assert not [e for e in done.entries("op") if e.get("why")]
    assert done.fired() == [("Hero", "Punish")]


REROLL = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Second Chance
    usage: encounter
    action: immediate interrupt
    trigger: An enemy makes an attack roll against you
    effect: The enemy rerolls the attack roll{keep}.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Second Chance]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [{first}], damage: 1}}
"""


@pytest.mark.parametrize(
    ("keep", "kept"),
    [
        (", using the lower of the two results", min),
        (", using the higher of the two results", max),
        ("", lambda first, new: new),
        # the kept result said as a clause of its own (a keep_result op)
        (" and uses the higher result", max),
        (" and must use the second result", lambda first, new: new),
    ],
)
def test_a_reroll_keeps_the_result_its_effect_says(tmp_path: Path, keep: str, kept: Any) -> None:
    first, differs = 10, 0
    for seed in range(12):  # the reroll is seeded: several, so both orders are met
        done = run(tmp_path, REROLL.format(keep=keep, first=first), seed=seed)
        assert done.fired() == [("Hero", "Second Chance")]
        (note,) = [e["text"] for e in done.entries("note") if "rerolled" in e["text"]]
        new = int(note.split(": ")[1].split(";")[0])
        (roll,) = done.entries("roll")
        assert roll["natural"] == kept(first, new), (note, roll)
        assert not [e for e in done.entries("op") if e["status"] == "not simulated"]
        differs += roll["natural"] != new
    if (kept(1, 2), kept(2, 1)) != (2, 1):  # a keep of the first result was met
        assert differs


MODIFIER = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Steel Yourself
    usage: at-will
    action: immediate interrupt
    trigger: An enemy attacks you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Steel Yourself]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}}
"""


@pytest.mark.parametrize(
    ("effect", "total"),
    [
        # the Orc's roll of 10 + 5 against the Hero's AC 15
        ("You gain a +2 bonus to AC.", 13),
        ("You gain a +2 bonus to all defenses.", 13),
        ("The triggering enemy takes a -2 penalty to attack rolls.", 13),
        # the Hero's own attack rolls, the Orc's AC and the Hero's Reflex are not the roll
        # or the defense of the Orc's attack against AC: nothing changes
        ("You gain a +2 bonus to attack rolls.", 15),
        ("The triggering enemy takes a -2 penalty to AC.", 15),
        ("You gain a +2 bonus to Reflex.", 15),
    ],
)
def test_a_bonus_changes_the_triggering_attack_only_for_its_roll_or_its_defense(
    tmp_path: Path, effect: str, total: int
) -> None:
    done = run(tmp_path, MODIFIER.format(effect=effect))
    assert done.fired() == [("Hero", "Steel Yourself")]
    (roll,) = done.entries("roll")
    assert (roll["total"], roll["against"]) == (total, 15), roll
    (op,) = done.entries("op")
    assert (op["status"] == "not simulated") == (total == 15), op


HEAL = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Second Wind Riposte
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Second Wind Riposte]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 20}}
"""


@pytest.mark.parametrize(
    ("effect", "hp", "temporary"),
    [
        ("You regain 6 hit points.", 26, 0),
        # a quarter of 40
        ("You regain hit points equal to your healing surge value.", 30, 0),
        ("You gain 5 temporary hit points.", 20, 5),
        # amounts the engine cannot count: not simulated, not 1 or 0 hit points
        ("You regain hit points equal to your Charisma modifier.", 20, 0),
        ("You gain temporary hit points equal to your Intelligence modifier.", 20, 0),
    ],
)
def test_hit_points_regained_are_those_the_effect_counts(
    tmp_path: Path, effect: str, hp: int, temporary: int
) -> None:
    done = run(tmp_path, HEAL.format(effect=effect))
    assert done.fired() == [("Hero", "Second Wind Riposte")]
    assert done.final("Hero")["hp"] == hp
    ops = done.entries("op")
    assert [e["status"] for e in ops if e["status"] == "not simulated"] == (
        ["not simulated"] if effect.endswith(" modifier.") else []
    )
    if temporary:
        assert ops[-1]["status"] == f"Hero has {temporary}"


MOVE = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - name: Shadow Step
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, speed: 6, powers: [Shadow Step]}}
  - {{name: Orc, side: b, at: [8, 8], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Ranged Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


@pytest.mark.parametrize(
    ("effect", "ends"),
    [
        # any distance, to a square next to the Orc
        ("You teleport to a square adjacent to the triggering creature.", lambda d, orc: orc == 1),
        # a distance the engine cannot count: not simulated, the Hero stays (it was 1 square)
        (
            "You shift a number of squares equal to your Intelligence modifier.",
            lambda d, orc: d == 0,
        ),
    ],
)
def test_a_movement_goes_the_distance_and_ends_where_its_effect_says(
    tmp_path: Path, effect: str, ends: Any
) -> None:
    for seed in range(5):  # where exactly is decided at random: several seeds
        done = run(tmp_path, MOVE.format(effect=effect), seed=seed)
        assert done.fired() == [("Hero", "Shadow Step")]
        hero = tuple(done.final("Hero")["at"])
        moved = max(abs(hero[0] - 1), abs(hero[1] - 1))
        to_orc = max(abs(hero[0] - 8), abs(hero[1] - 8))
        assert ends(moved, to_orc), (hero, done.entries("op"))


@pytest.mark.parametrize(("answer", "allowed"), [([4, 1], True), ([5, 1], False)])
def test_half_your_speed_is_half_of_the_movers_speed(
    tmp_path: Path, answer: list[int], allowed: bool
) -> None:
    """Speed 6: a shift of half of it may end 3 squares away, not 4 (R012: not an option)."""
    effect = "You shift a number of squares equal to half your speed."
    scenario = MOVE.format(effect=effect).replace(
        "script:", f"choices:\n  - {{who: Hero, decide: move, answer: {answer}}}\nscript:"
    )
    done = run(tmp_path, scenario)
    assert done.fired() == [("Hero", "Shadow Step")]
    assert (done.final("Hero")["at"] == answer) == allowed
    assert ("R012" in done.codes()) != allowed


@pytest.mark.parametrize(
    ("effect", "slowed", "answer", "allowed"),
    [
        ("your speed + 2", False, [9, 1], True),  # 6 + 2: 8 squares, not 9
        ("your speed + 2", False, [10, 1], False),
        ("twice your speed", True, [5, 1], True),  # slowed (speed 2), twice: 4, not 5
        ("twice your speed", True, [6, 1], False),
    ],
)
def test_a_distance_of_the_movers_speed_counts_it_in_a_sum_or_times(
    tmp_path: Path, effect: str, slowed: bool, answer: list[int], allowed: bool
) -> None:
    """The mover's speed as it is (slowed: 2, the ruleset's condition table) counted in
    "your speed + 2" and "twice your speed"; a square farther is no option (R012)."""
    text = f"You shift a number of squares equal to {effect}."
    scenario = MOVE.format(effect=text).replace(
        "script:", f"choices:\n  - {{who: Hero, decide: move, answer: {answer}}}\nscript:"
    )
    if slowed:
        scenario = scenario.replace("speed: 6,", "speed: 6, conditions: [slowed],")
    done = run(tmp_path, scenario)
    assert done.fired() == [("Hero", "Shadow Step")]
    assert (done.final("Hero")["at"] == answer) == allowed
    assert ("R012" in done.codes()) != allowed


SAVE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Clear Head
    usage: encounter
    action: immediate reaction
    trigger: An enemy immobilizes you.
    effect: {effect}
  - name: Pinning Blow
    usage: at-will
    action: standard action
    range: Melee 1
    attack: Strength vs. AC
    hit: The target is immobilized (save ends).
combatants:
  - name: Hero
    side: a
    at: [1, 1]
    hp: 40
    powers: [Clear Head]
    conditions: [{{name: slowed, duration: save_ends}}]
  - {{name: Orc, side: b, at: [2, 1], hp: 80, powers: [Pinning Blow]}}
script:
  - turn: Orc
    do:
      - attack: {{power: Pinning Blow, targets: [Hero], rolls: [hit], damage: 1}}
"""


@pytest.mark.parametrize(
    ("effect", "against"),
    [
        ("You make a saving throw against the triggering effect with a +2 bonus.", "immobilized"),
        ("You make a saving throw.", "slowed"),  # any of the Hero's, the first
        ("You make a saving throw with a bonus equal to your Charisma modifier.", None),
    ],
)
def test_a_saving_throw_is_against_the_effect_it_names(
    tmp_path: Path, effect: str, against: str | None
) -> None:
    done = run(tmp_path, SAVE.format(effect=effect))
    assert done.fired() == [("Hero", "Clear Head")]
    assert [e["condition"] for e in done.entries("save")][:1] == ([against] if against else [])
    if against is None:  # a bonus of a score the Hero is not given: no save with +0
        (op,) = done.entries("op")
        assert op["why"] == "the user's Charisma modifier is not given"


@pytest.mark.parametrize(
    ("effect", "status"),
    [
        # not the attack roll: at the attack roll, no damage roll is made yet
        ("You can reroll the damage roll.", "no damage roll to reroll"),
        ("You reroll the attack roll.", "not simulated"),  # the Orc's roll is not the Hero's
    ],
)
def test_a_reroll_of_a_roll_that_is_not_the_attackers_attack_roll_is_not_simulated(
    tmp_path: Path, effect: str, status: str
) -> None:
    scenario = REROLL.format(keep="", first=10).replace(
        "effect: The enemy rerolls the attack roll.", f"effect: {effect}"
    )
    for seed in range(6):
        done = run(tmp_path, scenario, seed=seed)
        assert done.fired() == [("Hero", "Second Chance")]
        assert not [e for e in done.entries("note") if "rerolled" in e["text"]]
        (roll,) = done.entries("roll")
        assert roll["natural"] == 10
        (op,) = done.entries("op")
        assert op["status"] == status, op


def test_the_creature_an_effect_stands_up_is_the_one_it_names(tmp_path: Path) -> None:
    scenario = SAVE.format(effect="The triggering enemy stands up.").replace(
        "{name: Orc, side: b, at: [2, 1], hp: 80, powers: [Pinning Blow]}",
        "{name: Orc, side: b, at: [2, 1], hp: 80, powers: [Pinning Blow], conditions: [prone]}",
    )
    done = run(tmp_path, scenario)
    assert done.fired() == [("Hero", "Clear Head")]
    assert done.final("Orc")["conditions"] == [] and "slowed" in str(done.final("Hero"))


HALF = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Vengeful Cut
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    range: Melee 1
    target: The triggering enemy
    attack: Strength vs. AC
    hit: {hit}
    miss: Half damage.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Vengeful Cut]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80, defenses: {{ac: 40}}}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


def test_half_damage_on_a_miss_is_half_of_the_hits_damage(tmp_path: Path) -> None:
    """AC 40: the Hero misses (but on a natural 20); half of 2d6 + 4 is 3 to 8."""
    missed = 0
    for seed in range(8):
        done = run(tmp_path, HALF.format(hit="2d6 + 4 damage."), seed=seed)
        (_, roll) = done.entries("roll")
        taken = [e["amount"] for e in done.entries("damage") if e["target"] == "Orc"]
        if not roll["hit"]:
            missed += 1
            assert len(taken) == 1 and 3 <= taken[0] <= 8, taken
    assert missed >= 6


def test_half_of_damage_the_engine_cannot_count_is_not_simulated(tmp_path: Path) -> None:
    done = run(tmp_path, HALF.format(hit="Damage equal to your Strength modifier."))
    notes = [e for e in done.entries("op") if e["op"] == "damage"]
    assert [e["why"] for e in notes] == ["the damage it halves is not simulated"]
    assert not [e for e in done.entries("damage") if e["target"] == "Orc"]


USE_A_POWER = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Riposte Strike
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    effect: You use one of your {kind} attack powers against the triggering enemy.
  - name: Cleave
    usage: at-will
    action: standard action
    range: Melee weapon
    attack: Strength vs. AC
    hit: 1d8 + 3 damage.
  - name: Fire Bolt
    usage: encounter
    action: standard action
    range: Ranged 10
    attack: Intelligence vs. Reflex
    hit: 2d6 fire damage.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Riposte Strike, Cleave, Fire Bolt]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
  - turn: Hero
    do:
      - attack: {{power: Fire Bolt, targets: [Orc], rolls: [hit]}}
"""


@pytest.mark.parametrize(
    ("kind", "used", "defense"),
    [
        ("at-will melee", "Cleave", "ac"),
        ("encounter", "Fire Bolt", "reflex"),  # then spent: the Hero's own Fire Bolt is not
        ("daily", None, None),  # the Hero has none
    ],
)
def test_one_of_your_attack_powers_is_one_of_the_kind_said(
    tmp_path: Path, kind: str, used: str | None, defense: str | None
) -> None:
    done = run(tmp_path, USE_A_POWER.format(kind=kind))
    assert done.fired()[0] == ("Hero", "Riposte Strike")  # (Fire Bolt next to the Orc provokes)
    assert [e["choice"] for e in done.entries("decision") if e["what"] == "power"] == (
        [used] if used else []
    )
    rolls = [e["defense"] for e in done.entries("roll") if e["attacker"] == "Hero"]
    assert rolls[:1] == ([defense] if defense else ["reflex"])  # else the Hero's Fire Bolt
    assert ("R012" in done.codes()) == (used == "Fire Bolt")
