"""Effects that last: a condition's duration counted on the turns it names, ended early by
its "or until ...", ongoing damage, combat advantage and resistance (docs/scenarios.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.simkit import run

DURATION = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Punish
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: The triggering enemy is dazed {until}.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Punish]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
  - turn: Hero
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [miss]}}
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [miss]}}
  - turn: Hero
"""


@pytest.mark.parametrize(
    ("until", "ends"),
    [
        # the Orc's turn it was dazed in is under way: its *next* one is the third turn
        ("until the end of its next turn", ("Orc", 3, "end")),
        ("until the start of its next turn", ("Orc", 3, "start")),
        ("until the end of its turn", ("Orc", 1, "end")),
        ("until the end of your next turn", ("Hero", 2, "end")),
        ("until the start of your next turn", ("Hero", 2, "start")),
    ],
)
def test_a_condition_ends_on_the_turn_its_duration_names(
    tmp_path: Path, until: str, ends: tuple[str, int, str]
) -> None:
    """ "Its next turn" counts the turns of the one who has the condition, "your next turn"
    those of the one who gave it; a turn under way when it was given is not its next."""
    done = run(tmp_path, DURATION.format(until=until))
    turns, rolled, ended = 0, False, []
    for entry in done.trace:
        if entry["kind"] == "turn":
            turns, rolled = turns + 1, False
        rolled |= entry["kind"] == "roll"  # the turn's attack: its start is past
        if entry["kind"] == "condition" and entry.get("ends"):
            ended.append((entry["turn"], turns, "end" if rolled else "start"))
    assert ended == [ends], done.entries("condition")


ONGOING = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Searing Riposte
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: The triggering enemy takes ongoing 5 fire damage (save ends).
  - name: Pain Feeds Rage
    usage: at-will
    action: free action
    trigger: You take ongoing damage.
    effect: You gain 3 temporary hit points.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Searing Riposte]}
  - {name: Orc, side: b, at: [2, 1], hp: 80, powers: [Pain Feeds Rage]}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}
    saves: {ongoing fire: 4}
  - turn: Hero
  - turn: Orc
    saves: {ongoing fire: 9}
  - turn: Hero
  - turn: Orc
    saves: {ongoing fire: 10}
  - turn: Hero
  - turn: Orc
"""


def test_ongoing_damage_is_dealt_at_the_start_of_each_turn_until_saved(tmp_path: Path) -> None:
    """Ongoing 5 fire: dealt at the start of the Orc's next two turns (its saves of 4 and 9
    fail, 10 succeeds), as ongoing damage, so "You take ongoing damage" fires; the 3
    temporary hit points it gives take 3 of the second 5."""
    done = run(tmp_path, ONGOING)
    taken = [(e["round"], e["amount"]) for e in done.entries("damage") if e["target"] == "Orc"]
    assert taken == [(2, 5), (3, 2)]
    assert done.fired().count(("Orc", "Pain Feeds Rage")) == 2
    saves = [(e["roll"], e["ends"]) for e in done.entries("save")]
    assert saves == [(4, False), (9, False), (10, True)]
    assert done.final("Orc")["hp"] == 73


def test_ongoing_damage_of_one_type_does_not_add_up(tmp_path: Path) -> None:
    """Ongoing 5 fire, then ongoing 3 fire and ongoing 2 cold: the higher fire stays, the
    cold is dealt besides it, and each is saved against on its own."""
    more = ONGOING.replace(
        "combatants:",
        """  - name: Smoldering Skin
    usage: at-will
    action: free action
    trigger: An enemy hits you
    effect: The triggering enemy takes ongoing 3 fire damage (save ends).
  - name: Frost Skin
    usage: at-will
    action: free action
    trigger: An enemy hits you
    effect: The triggering enemy takes ongoing 2 cold damage (save ends).
combatants:""",
    )
    more = (
        more.replace(
            "powers: [Searing Riposte]", "powers: [Searing Riposte, Smoldering Skin, Frost Skin]"
        )
        .replace("{ongoing fire: 4}", "{ongoing fire: 4, ongoing cold: 3}")
        .replace("{ongoing fire: 9}", "{ongoing fire: 9, ongoing cold: 15}")
    )
    done = run(tmp_path, more)
    assert {reaction for _, reaction in done.fired()} >= {"Searing Riposte", "Frost Skin"}
    taken = [(e["round"], e["amount"]) for e in done.entries("damage") if e["target"] == "Orc"]
    # round 2: the cold 2 (hp 78, and 3 temporary hit points from Pain Feeds Rage), then
    # the fire 5, of which the temporary hit points take 3; round 3: the fire alone (the cold
    # was saved against at the end of round 2), 5 less the new 3
    assert taken == [(2, 2), (2, 2), (3, 2)]
    saves = sorted((e["round"], e["condition"], e["ends"]) for e in done.entries("save"))
    assert saves == [
        (1, "ongoing cold", False),
        (1, "ongoing fire", False),
        (2, "ongoing cold", True),
        (2, "ongoing fire", False),
        (3, "ongoing fire", True),
    ]


ADVANTAGE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Exploit the Opening
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Exploit the Opening]}}
  - {{name: Ally, side: a, at: [2, 2], hp: 40}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
  - turn: Ally
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [5], damage: 1}}
  - turn: Hero
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [5], damage: 1}}
  - turn: Orc
  - turn: Ally
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [5], damage: 1}}
"""


@pytest.mark.parametrize(
    ("effect", "advantage"),
    [
        # to everyone, until the end of the Hero's next turn: the Ally before it, the Hero
        (
            "The triggering creature grants combat advantage until the end of your next turn.",
            [("Ally", True), ("Hero", True), ("Ally", False)],
        ),
        # to the Hero only
        (
            "The triggering creature grants combat advantage to you until the end of your next"
            " turn.",
            [("Ally", False), ("Hero", True), ("Ally", False)],
        ),
        (
            "You gain combat advantage against the triggering creature until the end of your next"
            " turn.",
            [("Ally", False), ("Hero", True), ("Ally", False)],
        ),
        # until the end of the Orc's next turn: the one it takes after this one
        (
            "The triggering enemy grants combat advantage until the end of its next turn.",
            [("Ally", True), ("Hero", True), ("Ally", False)],
        ),
    ],
)
def test_combat_advantage_granted_by_an_effect_lasts_its_duration(
    tmp_path: Path, effect: str, advantage: list[tuple[str, bool]]
) -> None:
    """The Ally does not flank the Orc: only the effect gives combat advantage against it."""
    done = run(tmp_path, ADVANTAGE.format(effect=effect))
    assert done.fired() == [("Hero", "Exploit the Opening")]
    rolls = [(e["attacker"], e["advantage"]) for e in done.entries("roll")]
    assert rolls[1:] == advantage


def test_combat_advantage_for_as_long_as_the_text_does_not_say_is_not_simulated(
    tmp_path: Path,
) -> None:
    done = run(tmp_path, ADVANTAGE.format(effect="The triggering enemy grants combat advantage."))
    (note,) = [e for e in done.entries("op") if e["op"] == "combat_advantage"]
    assert note["status"] == "not simulated" and note["why"].startswith("how long it lasts")
    assert not any(
        advantage for _, advantage in [(0, e["advantage"]) for e in done.entries("roll")]
    )


RESIST = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Brace
    usage: encounter
    action: immediate interrupt
    trigger: An enemy attacks you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Brace]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 9}}
  - turn: Hero
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 9}}
"""


@pytest.mark.parametrize(
    ("effect", "taken"),
    [
        # against the triggering attack only
        ("You take half damage from the triggering creature's attack.", [4, 9]),
        ("Reduce the triggering attack's damage by 4.", [5, 9]),
        # lasting, until the end of the Hero's next turn (before the second attack) or of
        # the encounter
        ("You gain resist 6 to all damage until the end of your next turn.", [3, 9]),
        ("You gain resist 5 to all damage until the end of the encounter.", [4, 4]),
        # of a damage type the Orc's untyped blows are not
        ("You gain resist 5 fire until the end of the encounter.", [9, 9]),
        # an amount the engine cannot count: not simulated, not resist 0 or 1
        ("Reduce the triggering attack's damage by an amount equal to your Intelligence"
         " modifier.", [9, 9]),
    ],
)  # fmt: skip
def test_resistance_takes_from_the_damage_it_covers_for_as_long_as_it_lasts(
    tmp_path: Path, effect: str, taken: list[int]
) -> None:
    done = run(tmp_path, RESIST.format(effect=effect))
    assert done.fired() == [("Hero", "Brace")]
    assert [e["amount"] for e in done.entries("damage")] == taken
    counted = not effect.endswith(" modifier.")
    assert counted == all(e["status"] != "not simulated" for e in done.entries("op"))


OR_UNTIL = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Fade Away
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Fade Away]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
  - turn: Hero
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [miss]}}
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


@pytest.mark.parametrize(
    ("effect", "ends"),
    [
        # ended by the Hero's attack roll, in its own turn (not at that turn's end)
        ("You become invisible until the end of your next turn or until you make an attack.",
         ("invisible", "Hero", "attack.roll")),
        # ended by the Orc's second hit on the Hero, long before the encounter's end
        ("You are insubstantial until the end of the encounter or until you are hit by an"
         " attack.", ("insubstantial", "Orc", "attack.hit")),
        # the Orc's condition ends when the Hero, who gave it, takes damage: the second blow
        ("The triggering enemy is slowed until the end of the encounter or until you take"
         " damage.", ("slowed", "Orc", "damage.take")),
    ],
)  # fmt: skip
def test_a_condition_ends_early_on_the_event_its_or_until_names(
    tmp_path: Path, effect: str, ends: tuple[str, str, str]
) -> None:
    done = run(tmp_path, OR_UNTIL.format(effect=effect))
    assert done.fired() == [("Hero", "Fade Away")]
    ended = [
        (e["condition"], e["turn"], _event_before(done.trace, e["seq"]))
        for e in done.entries("condition")
        if e.get("ends")
    ]
    assert ended == [ends]


def _event_before(trace: list[dict[str, Any]], seq: int) -> str:
    """The last event dispatched before trace entry ``seq``."""
    return [e["event"] for e in trace[:seq] if e["kind"] == "event"][-1]


def test_the_timeline_says_why_an_op_is_not_simulated_and_what_ongoing_damage_deals(
    tmp_path: Path,
) -> None:
    from counterplay.runtime.dnd4e.trace import render_text

    effect = (
        "You shift a number of squares equal to your Wisdom modifier, and the triggering"
        " enemy takes ongoing 5 fire damage (save ends)."
    )
    done = run(tmp_path, ONGOING.replace(
        "The triggering enemy takes ongoing 5 fire damage (save ends).", effect))  # fmt: skip
    text = render_text(done.trace)
    assert "shift: the user's Wisdom modifier is not given" in text
    assert "Orc takes ongoing 5 fire damage (save_ends)" in text


def test_damage_of_several_types_is_resisted_by_the_least_of_its_resistances() -> None:
    from counterplay.runtime.dnd4e.combatant import Combatant, Condition

    hero = Combatant("Hero", "a", (1, 1), 40, 40)
    hero.add(Condition("resist fire", "encounter", amount=5, types=("fire",)))
    hero.add(Condition("resist radiant", "encounter", amount=3, types=("radiant",)))
    assert [hero.resisted(t) for t in (["fire"], ["fire", "radiant"], ["cold"], [])] == [5, 3, 0, 0]
    hero.add(Condition("resist all", "encounter", amount=2, types=("all",)))
    assert [hero.resisted(t) for t in (["fire"], ["fire", "cold"], ["cold"], [])] == [5, 2, 2, 2]


VULNERABLE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Exposing Parry
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Exposing Parry]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
  - turn: Hero
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 3}}
  - turn: Orc
  - turn: Hero
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 3}}
"""


@pytest.mark.parametrize(
    ("effect", "taken"),
    [
        # 3 + 5 while it lasts (to the end of the Hero's next turn), then 3
        ("The triggering enemy gains vulnerable 5 to all damage until the end of your next"
         " turn.", [8, 3]),
        # the Hero's blows are not fire
        ("The triggering enemy gains vulnerable 5 fire until the end of your next turn.", [3, 3]),
    ],
)  # fmt: skip
def test_vulnerability_adds_to_the_damage_of_its_types_while_it_lasts(
    tmp_path: Path, effect: str, taken: list[int]
) -> None:
    done = run(tmp_path, VULNERABLE.format(effect=effect))
    assert done.fired() == [("Hero", "Exposing Parry")]
    assert [e["amount"] for e in done.entries("damage") if e["target"] == "Orc"] == taken


def test_an_effect_that_ends_a_condition_ends_it(tmp_path: Path) -> None:
    scenario = VULNERABLE.format(effect="You are no longer immobilized.").replace(
        "powers: [Exposing Parry]}",
        "powers: [Exposing Parry], conditions: [{name: immobilized, duration: save_ends}]}",
    )
    done = run(tmp_path, scenario)
    assert done.fired() == [("Hero", "Exposing Parry")]
    ended = [e for e in done.entries("condition") if e.get("ends")]
    assert [(e["target"], e["condition"], e["turn"]) for e in ended][:1] == [
        ("Hero", "immobilized", "Orc")
    ]


def test_a_lower_vulnerability_does_not_replace_a_higher_one(tmp_path: Path) -> None:
    """Vulnerable 5 then vulnerable 2, both to the end of the Hero's next turn: they do not
    add up, and the highest applies (as resistances)."""
    effect = (
        "The triggering enemy gains vulnerable 5 to all damage until the end of your next turn."
    )
    scenario = (
        VULNERABLE.format(effect=effect)
        .replace(
            "combatants:",
            "  - name: Second Exposure\n    usage: encounter\n    action: free action\n"
            "    trigger: An enemy hits you\n    effect: The triggering enemy gains vulnerable 2 to"
            " all damage until the end of your next turn.\ncombatants:",
        )
        .replace("powers: [Exposing Parry]", "powers: [Exposing Parry, Second Exposure]")
    )
    done = run(tmp_path, scenario)
    assert [r for _, r in done.fired()] == ["Exposing Parry", "Second Exposure"]
    assert [e["amount"] for e in done.entries("damage") if e["target"] == "Orc"] == [8, 3]


def test_ongoing_damage_on_a_hit_is_ongoing_not_part_of_the_hits_damage(tmp_path: Path) -> None:
    """Hit: "1d6 + 2 damage, and ongoing 5 fire damage (save ends)": the hit deals 3 to 8,
    and the 5 fire comes at the start of the Orc's turn (it was added to the hit, and the
    ongoing damage was never given)."""
    scenario = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Searing Cut
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you
    range: Melee 1
    target: The triggering enemy
    attack: Strength vs. AC
    hit: 1d6 + 2 damage, and ongoing 5 fire damage (save ends).
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Searing Cut]}
  - {name: Orc, side: b, at: [2, 1], hp: 80, defenses: {ac: 1}}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}
    saves: {ongoing fire: 4}
  - turn: Hero
  - turn: Orc
"""
    for seed in range(4):
        done = run(tmp_path, scenario, seed=seed)
        (_, roll) = done.entries("roll")
        if not roll["hit"]:
            continue  # (a natural 1)
        taken = [(e["round"], e["amount"]) for e in done.entries("damage") if e["target"] == "Orc"]
        assert len(taken) == 2 and 3 <= taken[0][1] <= 8 and taken[1] == (2, 5), taken


def test_or_until_an_enemy_hits_you_is_not_ended_by_an_allys_hit(tmp_path: Path) -> None:
    """ "... or until an enemy hits you" (`hit_by_enemy`): the Ally's hit on the Hero leaves
    it; the Orc's second hit ends it (read as any hit before, the Ally's ended it)."""
    effect = "You are insubstantial until the end of the encounter or until an enemy hits you."
    text = (
        OR_UNTIL.format(effect=effect)
        .replace(
            "  - {name: Orc,", "  - {name: Ally, side: a, at: [1, 2], hp: 30}\n  - {name: Orc,"
        )
        .replace(
            "  - turn: Hero\n",
            "  - turn: Ally\n    do:\n      - attack: {power: Melee Basic Attack, targets: [Hero],"
            " rolls: [hit], damage: 1}\n  - turn: Hero\n",
        )
    )
    done = run(tmp_path, text)
    assert done.fired() == [("Hero", "Fade Away")]
    ended = [(e["condition"], e["turn"]) for e in done.entries("condition") if e.get("ends")]
    assert ended == [("insubstantial", "Orc")]
