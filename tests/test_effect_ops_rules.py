"""4E rules the effect ops follow: which damage a resistance covers, a minion's resistance,
the creature a movement moves, a duration given during the giver's own turn."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.runtime.dnd4e.combatant import Combatant, Condition, resist_name
from tests.simkit import run
from tests.test_effect_ops_lasting import RESIST
from tests.test_effect_ops_runtime import MOVE, SAVE


@pytest.mark.parametrize(
    ("effect", "taken"),
    [
        # the Orc's untyped blows are not fire: resist fire takes nothing away from them
        ("You gain resist 5 fire against the triggering attack.", [9, 9]),
        ("You gain resist 5 to all damage against the triggering creature's attack.", [4, 9]),
        ("You gain resist 5 to the triggering attack's damage type.", [4, 9]),
    ],
)
def test_resistance_against_the_triggering_attack_covers_its_types_only(
    tmp_path: Path, effect: str, taken: list[int]
) -> None:
    done = run(tmp_path, RESIST.format(effect=effect))
    assert done.fired() == [("Hero", "Brace")]
    assert [e["amount"] for e in done.entries("damage")] == taken


def test_a_minions_resistance_is_taken_from_the_damage_before_it_drops(tmp_path: Path) -> None:
    """A minion drops to any damage, but resist 5 first takes 5 of the 9 (it stood at 35 of
    40: the damage was its hit points, less 5); resist 10 leaves no damage at all."""
    minion = RESIST.replace("hp: 40, powers: [Brace]", "hp: 40, minion: true, powers: [Brace]")
    effect = "You gain resist {} to all damage until the end of the encounter."
    done = run(tmp_path, minion.format(effect=effect.format(5)))
    assert done.final("Hero")["hp"] <= 0
    done = run(tmp_path, minion.format(effect=effect.format(10)))
    assert done.final("Hero")["hp"] == 40 and not done.entries("damage")


def _resisting(*resistances: tuple[int, tuple[str, ...]]) -> Combatant:
    hero = Combatant("Hero", "a", (0, 0), 40, 40)
    for amount, types in resistances:
        hero.conditions.append(
            Condition(resist_name(types), "encounter", amount=amount, types=types)
        )
    return hero


@pytest.mark.parametrize(
    ("resistances", "damage", "resisted"),
    [
        # damage of two types: resisted only when each is, by the weaker resistance
        (((10, ("fire",)), (5, ("cold",))), ("fire", "cold"), 5),
        (((10, ("fire",)),), ("fire", "cold"), 0),
        (((10, ("fire",)), (3, ("all",))), ("fire", "cold"), 3),
        # resistances do not add up: the highest that covers the damage
        (((10, ("fire",)), (3, ("all",))), ("fire",), 10),
        (((5, ("cold", "fire")),), ("fire", "cold"), 5),
        (((5, ("fire",)),), (), 0),  # untyped damage: resist all only
        (((5, ("all",)),), (), 5),
    ],
)
def test_damage_of_several_types_is_resisted_by_the_weakest_resistance(
    resistances: tuple[tuple[int, tuple[str, ...]], ...], damage: tuple[str, ...], resisted: int
) -> None:
    assert _resisting(*resistances).resisted(damage) == resisted


def test_a_lower_resistance_does_not_replace_a_higher_one(tmp_path: Path) -> None:
    """Resist 10 to all damage for the encounter, then resist 5 until the end of the Hero's
    next turn: the higher one applies to both of the Orc's blows, the lower one is not
    what is left once it ends."""
    scenario = RESIST.replace(
        "  - turn: Hero\n",
        "  - turn: Hero\n    do:\n      - use: {{power: Ward}}\n",
    ).replace(
        "combatants:",
        "  - name: Ward\n    usage: encounter\n    action: minor action\n"
        "    effect: You gain resist 5 to all damage until the end of your next turn.\n"
        "combatants:",
    )
    scenario = scenario.replace("powers: [Brace]", "powers: [Brace, Ward]")
    effect = "You gain resist 10 to all damage until the end of the encounter."
    done = run(tmp_path, scenario.format(effect=effect))
    assert ("Hero", "Brace") in done.fired(), done.codes()
    assert not [e for e in done.entries("damage") if e["amount"]], done.entries("damage")


def test_a_movement_moves_the_creature_it_names(tmp_path: Path) -> None:
    """ "The triggering enemy shifts 1 square": the Orc shifts, never the Hero."""
    effect = "The triggering enemy shifts 1 square."
    scenario = MOVE.format(effect=effect).replace("at: [8, 8]", "at: [2, 2]")
    scenario = scenario.replace("Ranged Basic Attack", "Melee Basic Attack")
    for seed in range(3):
        done = run(tmp_path, scenario, seed=seed)
        assert done.fired() == [("Hero", "Shadow Step")]
        assert done.final("Hero")["at"] == [1, 1]
        orc = done.final("Orc")["at"]
        assert max(abs(orc[0] - 2), abs(orc[1] - 2)) == 1, done.entries("decision")


OWN_TURN = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Dazing Blow
    usage: at-will
    action: standard action
    range: Melee 1
    attack: Strength vs. AC
    hit: 1 damage, and the target is dazed {until}.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Dazing Blow]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Hero
    do:
      - attack: {{power: Dazing Blow, targets: [Orc], rolls: [hit]}}
  - turn: Orc
  - turn: Hero
  - turn: Orc
"""


@pytest.mark.parametrize(
    ("until", "ends"),
    [
        # given during the Hero's own first turn: its *next* turn is its second
        ("until the end of your next turn", (2, "Hero")),
        ("until the start of your next turn", (2, "Hero")),
        ("until the end of your turn", (1, "Hero")),
        ("until the end of its next turn", (1, "Orc")),
    ],
)
def test_a_duration_given_during_the_givers_own_turn(
    tmp_path: Path, until: str, ends: tuple[int, str]
) -> None:
    done = run(tmp_path, OWN_TURN.format(until=until))
    ended = [(e["round"], e["turn"]) for e in done.entries("condition") if e.get("ends")]
    assert ended == [ends], done.entries("condition")


SWEEP = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Vanishing Sweep
    usage: encounter
    action: standard action
    range: Close burst 1
    attack: Strength vs. AC
    hit: 1 damage, and you become invisible until the end of your next turn or until you make
      an attack.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Vanishing Sweep]}
  - {name: Orc, side: b, at: [2, 1], hp: 80}
  - {name: Goblin, side: b, at: [1, 2], hp: 80}
script:
  - turn: Hero
    do:
      - attack: {power: Vanishing Sweep, targets: [Orc, Goblin], rolls: [hit, miss]}
  - turn: Orc
  - turn: Hero
    do:
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [miss]}
"""


def test_an_attacks_roll_against_its_next_target_does_not_end_what_its_hit_gave(
    tmp_path: Path,
) -> None:
    """ "... or until you make an attack": the burst's roll against the Goblin is the same
    attack as its hit on the Orc; the Hero's next attack (its basic attack) ends it."""
    done = run(tmp_path, SWEEP)
    ended = [e for e in done.entries("condition") if e.get("ends")]
    assert [(e["condition"], _before(done.trace, e["seq"])) for e in ended] == [
        ("invisible", ("roll", "Melee Basic Attack"))
    ]


def _before(trace: list[dict[str, Any]], seq: int) -> tuple[str, str]:
    """The last action taken before trace entry ``seq``."""
    (last,) = [e for e in trace[:seq] if e["kind"] == "action"][-1:]
    return ("roll", last["power"])


def test_a_saving_throw_an_effect_gives_is_a_saving_throw_for_the_triggers_it_meets(
    tmp_path: Path,
) -> None:
    """A save Clear Head gives that fails meets "You fail a saving throw" as one at the end
    of a turn does (it was noted, and no trigger saw it)."""
    scenario = SAVE.format(
        effect="You make a saving throw against the triggering effect with a +1 bonus."
    )
    scenario = scenario.replace(
        "combatants:",
        "  - name: Stubborn\n    usage: at-will\n    action: free action\n"
        "    trigger: You fail a saving throw\n"
        "    effect: You gain 2 temporary hit points.\ncombatants:",
    ).replace("powers: [Clear Head]", "powers: [Clear Head, Stubborn]")
    failed = []
    for seed in range(8):  # the save is rolled: several seeds meet a failure
        done = run(tmp_path, scenario, seed=seed)
        (save,) = done.entries("save")
        assert (("Hero", "Stubborn") in done.fired()) == (not save["ends"]), done.fired()
        failed.append(not save["ends"])
    assert any(failed) and not all(failed)


NO_TARGET = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Inspiring Word
    usage: encounter
    action: minor action
    range: Close burst 5
    effect: The target gains 5 temporary hit points.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Inspiring Word]}
  - {name: Orc, side: b, at: [9, 9], hp: 80}
script:
  - turn: Hero
    do:
      - use: {power: Inspiring Word}
"""


def test_temporary_hit_points_with_no_target_go_to_no_one(tmp_path: Path) -> None:
    """No target, no triggering creature, no enemy in reach: not the user (it had 5)."""
    done = run(tmp_path, NO_TARGET)
    (op,) = done.entries("op")
    assert op["status"] == "no target", op


def test_a_shorter_condition_does_not_end_a_longer_one_of_its_name(tmp_path: Path) -> None:
    """The Orc is dazed (save ends) and fails its saves; the Hero's Punish dazes it until the
    end of the Hero's next turn: when that ends, the Orc is still dazed (it was not)."""
    from tests.test_effect_ops_lasting import DURATION

    scenario = DURATION.format(until="until the end of your next turn").replace(
        "{name: Orc, side: b, at: [2, 1], hp: 80}",
        "{name: Orc, side: b, at: [2, 1], hp: 80,"
        " conditions: [{name: dazed, duration: save_ends}]}",
    )
    scenario = scenario.replace(
        "  - turn: Orc\n    do:", "  - turn: Orc\n    saves: {dazed: 2}\n    do:"
    )
    done = run(tmp_path, scenario)
    assert done.fired() == [("Hero", "Punish")]
    ended = [(e["round"], e["turn"]) for e in done.entries("condition") if e.get("ends")]
    assert ended == [(1, "Hero")]  # the Hero's dazing only
    assert "dazed" in done.final("Orc")["conditions"]


def test_an_op_that_helps_its_target_never_falls_on_a_random_enemy(tmp_path: Path) -> None:
    """R000-34's random enemy in range is a target for harm: "The target regains 10 hit
    points" with no target and no triggering creature heals no one (it healed the Orc)."""
    scenario = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Rallying Breath
    usage: encounter
    action: free action
    range: Melee 1
    trigger: You start your turn.
    effect: The target regains 10 hit points.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Rallying Breath]}
  - {name: Ally, side: a, at: [2, 2], hp: 40}
  - {name: Orc, side: b, at: [2, 1], hp: 100}
script:
  - turn: Ally
    do:
      - attack: {power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 20}
  - turn: Hero
"""
    done = run(tmp_path, scenario)
    assert done.fired() == [("Hero", "Rallying Breath")]
    assert [e["status"] for e in done.entries("op") if e["op"] == "heal"] == ["no target"]
    assert done.final("Orc")["hp"] == 80


INTERPOSE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Interpose
    usage: encounter
    action: immediate interrupt
    trigger: {trigger}
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: {hero}, hp: 40, powers: [Interpose], defenses: {{ac: 30}}}}
  - {{name: Ally, side: a, at: [1, 1], hp: 40}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80, damage: '7'}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Ally], rolls: [{roll}]}}
"""


@pytest.mark.parametrize(
    ("trigger", "effect", "roll", "hero", "rolled", "taken"),
    [
        # at the hit: the hit is the Hero's (no new roll against its AC 30)
        ("An enemy hits an ally adjacent to you.", "The triggering attack hits you instead.",
         "hit", [1, 2], [("Ally", True)], [("Hero", 7)]),
        # at the targeting: the roll is against the Hero's AC 30: 12 + 5 misses
        ("An enemy targets an ally adjacent to you with an attack.",
         "You become the target of the attack.", 12, [1, 2], [("Hero", False)], []),
        # the Hero next to the Ally but out of the Orc's reach: nothing changes
        ("An enemy hits an ally adjacent to you.", "The triggering attack hits you instead.",
         "hit", [0, 0], [("Ally", True)], [("Ally", 7)]),
    ],
)  # fmt: skip
def test_a_redirected_attack_is_the_users_from_the_moment_it_is_redirected(
    tmp_path: Path,
    trigger: str,
    effect: str,
    roll: Any,
    hero: list[int],
    rolled: list[tuple[str, bool]],
    taken: list[tuple[str, int]],
) -> None:
    done = run(tmp_path, INTERPOSE.format(trigger=trigger, effect=effect, roll=roll, hero=hero))
    assert done.fired() == [("Hero", "Interpose")]
    assert [(e["target"], e["hit"]) for e in done.entries("roll")] == rolled
    assert [(e["target"], e["amount"]) for e in done.entries("damage")] == taken
