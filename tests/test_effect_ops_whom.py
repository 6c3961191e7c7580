"""Whom an op names, read once for every op (runtime/dnd4e/whom.py): a role and filters.
"Each ally in the burst" (a close burst, around the user), "the ally hit by the triggering
attack", "each enemy you hit (or missed) with the triggering attack", "the creature that
made the triggering attack", "the target of the critical hit", "a target of the attack",
"the dying creature": found when the op happens, done to each of them; when what they are
cannot be told (an area burst's origin, the outcome against another target of the
triggering attack), not simulated, never done to the creatures at hand. Made-up powers."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from counterplay.runtime.dnd4e import followed, whom
from counterplay.runtime.dnd4e.combatant import Combatant, Condition
from counterplay.runtime.dnd4e.grid import Grid
from tests.effectkit import ops
from tests.simkit import Run, run

# The Orc hits the Hero, who answers with a made-up power of the range given. Around the
# Hero at (1, 1): the Orc adjacent, the Elf (an ally) 2 squares off, the Kit (an ally) 4.
BURST = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Rally
    usage: at-will
    action: immediate reaction
    range: {range}
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Rally]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
  - {{name: Elf, side: a, at: [3, 3], hp: 40}}
  - {{name: Kit, side: a, at: [5, 1], hp: 40}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


def _gained(done: Run) -> list[str]:
    """Who gained temporary hit points (the trace's "X has 5"), in order."""
    return [e["status"].split()[0] for e in done.entries("op") if " has " in e["status"]]


def _prone(done: Run) -> set[str]:
    assert done.result is not None
    return {c["name"] for c in done.result.combatants if "prone" in c["conditions"]}


def test_each_ally_in_a_close_burst_is_each_ally_within_it(tmp_path: Path) -> None:
    """Close burst 3 is around the Hero: the Elf (2 squares) is in it, the Kit (4) not."""
    effect = "Each ally in the burst gains 5 temporary hit points."
    done = run(tmp_path, BURST.format(range="Close burst 3", effect=effect))
    assert done.fired() == [("Hero", "Rally")]
    assert _gained(done) == ["Elf"]


def test_each_creature_in_the_burst_is_not_its_user(tmp_path: Path) -> None:
    effect = "Each creature in the burst is knocked prone."
    done = run(tmp_path, BURST.format(range="Close burst 4", effect=effect))
    assert _prone(done) == {"Orc", "Elf", "Kit"}


def test_an_area_bursts_creatures_are_not_simulated(tmp_path: Path) -> None:
    """Where an area burst is centred is its user's choice, not modelled: no one gains."""
    effect = "Each ally in the burst gains 5 temporary hit points."
    done = run(tmp_path, BURST.format(range="Area burst 2 within 10", effect=effect))
    assert _gained(done) == []
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and op["why"].startswith("the creatures it names")


# The Orc attacks the Elf (an ally of the Hero's, 2 squares off); the Kit, another ally, is
# adjacent to the Hero
ALLY_HIT = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Mend
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits an ally within 5 squares of you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Mend]}}
  - {{name: Kit, side: a, at: [1, 2], hp: 40}}
  - {{name: Elf, side: a, at: [3, 3], hp: 40}}
  - {{name: Orc, side: b, at: [4, 3], hp: 40}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Elf], rolls: [hit], damage: 1}}
"""


def test_the_ally_the_triggering_attack_hit(tmp_path: Path) -> None:
    effect = "The ally hit by the triggering attack gains 5 temporary hit points."
    done = run(tmp_path, ALLY_HIT.format(effect=effect))
    assert done.fired() == [("Hero", "Mend")]
    assert _gained(done) == ["Elf"]


def test_the_creature_that_made_the_triggering_attack(tmp_path: Path) -> None:
    """Of the two triggering creatures (the Orc, the Elf), the one that made the attack."""
    effect = "The creature that made the triggering attack is knocked prone."
    done = run(tmp_path, ALLY_HIT.format(effect=effect))
    assert done.fired() == [("Hero", "Mend")]
    assert "prone" in done.final("Orc")["conditions"]
    assert "prone" not in done.final("Elf")["conditions"]


# The Hero attacks the Orc (or, with a close burst, the Orc and the Gob); a made-up free
# action answers
YOU_HIT = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Follow Through
    usage: at-will
    action: free action
    trigger: {trigger}
    effect: {effect}
  - name: Sweep
    usage: at-will
    action: standard action
    range: Close burst 1
    attack: Strength vs. AC
    hit: 1 damage.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Follow Through, Sweep]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 80}}
  - {{name: Gob, side: b, at: [1, 2], hp: 80}}
script:
  - turn: Hero
    do:
      - attack: {{power: {power}, targets: {targets}, rolls: {rolls}, damage: 1}}
"""


def _you_hit(
    tmp_path: Path,
    trigger: str,
    effect: str,
    rolls: str,
    power: str = "Melee Basic Attack",
    targets: str = "[Orc]",
) -> Run:
    text = YOU_HIT.format(trigger=trigger, effect=effect, rolls=rolls, power=power, targets=targets)
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    return done


@pytest.mark.parametrize(
    ("trigger", "effect", "rolls", "condition"),
    [
        (
            "You hit an enemy",
            "Each enemy you hit with the triggering attack is dazed until the end of your"
            " next turn.",
            "[hit]",
            "dazed",
        ),
        (
            "You miss an enemy",
            "Each enemy you missed with the triggering attack is slowed until the end of your"
            " next turn.",
            "[miss]",
            "slowed",
        ),
        (
            "You hit an enemy",
            "A target of the attack is dazed until the start of your next turn.",
            "[hit]",
            "dazed",
        ),
        (
            "You score a critical hit",
            "The target of the critical hit is knocked prone.",
            "[critical]",
            "prone",
        ),
    ],
)
def test_the_creatures_the_triggering_attack_tells(
    tmp_path: Path, trigger: str, effect: str, rolls: str, condition: str
) -> None:
    done = _you_hit(tmp_path, trigger, effect, rolls)
    assert done.fired() == [("Hero", "Follow Through")]
    assert condition in done.final("Orc")["conditions"]
    assert condition not in done.final("Gob")["conditions"]


def test_an_enemy_you_missed_is_not_one_you_hit(tmp_path: Path) -> None:
    """The miss triggers the answer: no enemy was hit with it."""
    effect = (
        "Each enemy you hit with the triggering attack is dazed until the end of your next turn."
    )
    done = _you_hit(tmp_path, "You miss an enemy", effect, "[miss]")
    assert "dazed" not in done.final("Orc")["conditions"]
    statuses = [e["status"] for e in done.entries("op")]
    assert statuses and statuses[-1].endswith(": none"), statuses


def test_the_outcome_against_another_target_is_not_told(tmp_path: Path) -> None:
    """Sweep hits the Orc and the Gob; the answer to its hit on one of them cannot tell the
    other's outcome: not simulated, neither is dazed."""
    effect = (
        "Each enemy you hit with the triggering attack is dazed until the end of your next turn."
    )
    done = _you_hit(
        tmp_path, "You hit an enemy", effect, "[hit, hit]", power="Sweep", targets="[Orc, Gob]"
    )
    assert done.fired()[:1] == [("Hero", "Follow Through")]
    assert all("dazed" not in done.final(n)["conditions"] for n in ("Orc", "Gob"))
    op = done.entries("op")[0]
    assert op["status"] == "not simulated" and "is not known" in op["why"], op


# The Orc drops the Elf to 0 hit points (dying), or not; the Hero uses a made-up power on it
DYING = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Revive
    usage: at-will
    action: standard action
    range: Melee 1
    effect: The dying creature regains 5 hit points.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Revive]}}
  - {{name: Elf, side: a, at: [2, 1], hp: 30}}
  - {{name: Orc, side: b, at: [3, 1], hp: 30}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Elf], rolls: [hit], damage: {damage}}}
  - turn: Hero
    do:
      - use: {{power: Revive, targets: [Elf]}}
"""


@pytest.mark.parametrize(("damage", "after"), [(30, 5), (10, 20)])
def test_the_dying_creature_is_the_target_when_it_is_dying(
    tmp_path: Path, damage: int, after: int
) -> None:
    done = run(tmp_path, DYING.format(damage=damage))
    assert done.codes() == [], done.codes()
    assert done.final("Elf")["hp"] == after


def test_the_roles_and_filters_read() -> None:
    (op,) = ops("Each ally in the burst gains 5 temporary hit points.")
    assert followed.group_key(op) == "target"
    (op,) = ops("The enemy you hit is slowed until the end of its next turn.")
    assert followed.group_key(op) is None  # (the one target: ``provisos.creature_fits``)
    assert followed.unfollowed(op) is None
    assert not whom.followed("target", None)  # (the one ``Engine.who`` finds)
    assert not whom.followed("enemies", {"missed_by": "self"})  # (missed by which attack?)
    assert not whom.followed("enemies", {"of_attack": "triggering"})  # (it alone says none)
    # "the secondary target" (round 37): those the power's secondary attacks were made
    # against, found when the op happens; not whom "make a secondary attack" is against
    assert whom.followed("secondary_target", None)
    made = {"op": "attack", "attack": "secondary", "target": "secondary_target"}
    assert followed.group_key(made) is None and followed.unfollowed(made) is not None


# The Hero at (1, 1) uses a made-up power; the Orc and the Gob are enemies 3 squares off
# (the Gob blinded, or behind an obstacle), the Elf an ally 2 squares off (invisible or not)
SIGHT = """counterplay: 1
ruleset: dnd4e
map: |
  ......
  ......
  ......
  ....{wall}.
  ......
powers:
  - name: Glare
    usage: at-will
    action: standard action
    range: Ranged 10
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Glare]}}
  - {{name: Orc, side: b, at: [4, 1], hp: 40}}
  - {{name: Gob, side: b, at: [4, 4], hp: 40, conditions: [{gob}]}}
  - {{name: Elf, side: a, at: [3, 1], hp: 40, conditions: [{elf}]}}
script:
  - turn: Hero
    do:
      - use: {{power: Glare, targets: [Orc]}}
"""


def _sight(tmp_path: Path, effect: str, wall: str = ".", gob: str = "", elf: str = "") -> Run:
    done = run(tmp_path, SIGHT.format(effect=effect, wall=wall, gob=gob, elf=elf))
    assert done.codes() == [], done.codes()
    return done


def test_each_enemy_that_can_see_you(tmp_path: Path) -> None:
    """A blinded creature sees no one."""
    effect = "Each enemy that can see you is knocked prone."
    assert _prone(_sight(tmp_path, effect)) == {"Orc", "Gob"}
    assert _prone(_sight(tmp_path, effect, gob="blinded")) == {"Orc"}


def test_an_ally_you_can_see(tmp_path: Path) -> None:
    """An invisible creature is seen by no one."""
    effect = "Each ally you can see gains 5 temporary hit points."
    assert _gained(_sight(tmp_path, effect)) == ["Elf"]
    assert _gained(_sight(tmp_path, effect, elf="invisible")) == []


def test_sight_past_an_obstacle_is_not_simulated(tmp_path: Path) -> None:
    """An obstacle between the Hero and the Gob: the lines of sight 4E traces from corner
    to corner are not modelled, so who can see whom is not told; no one falls prone."""
    done = _sight(tmp_path, "Each enemy that can see you is knocked prone.", wall="#")
    assert _prone(done) == set()
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and "Gob" in op["why"], op


# The Hero's spirit companion (the Wisp) at (4, 1), the Kit's familiar (the Owl) at (1, 2);
# the Orc adjacent to the Wisp, the Gob adjacent to no one of them but the Owl's owner
COMPANY = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Call
    usage: at-will
    action: standard action
    range: Melee 1
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Call]}}
  - {{name: Wisp, side: a, at: [4, 1], hp: 10, companion: {{of: Hero, kind: spirit companion}}}}
  - {{name: Kit, side: a, at: [8, 8], hp: 40}}
  - {{name: Owl, side: a, at: [1, 2], hp: 10, companion: {{of: Kit, kind: familiar}}}}
  - {{name: Orc, side: b, at: [5, 1], hp: 40}}
  - {{name: Gob, side: b, at: [8, 7], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Call, targets: []}}
"""


def _company(tmp_path: Path, effect: str) -> Run:
    done = run(tmp_path, COMPANY.format(effect=effect))
    assert done.codes() == [], done.codes()
    return done


def test_your_companion_is_the_one_the_scenario_gives_you(tmp_path: Path) -> None:
    """The Wisp is the Hero's; the Owl is the Kit's familiar, not the Hero's: none."""
    assert _gained(_company(tmp_path, "Your spirit companion gains 5 temporary hit points.")) == [
        "Wisp"
    ]
    done = _company(tmp_path, "Your familiar gains 5 temporary hit points.")
    assert _gained(done) == []
    (op,) = done.entries("op")
    assert op["status"].endswith(": none"), op


def test_each_enemy_adjacent_to_your_companion(tmp_path: Path) -> None:
    done = _company(tmp_path, "Each enemy adjacent to your spirit companion is knocked prone.")
    assert _prone(done) == {"Orc"}


def test_a_companion_of_nobody_of_its_side_is_an_error(tmp_path: Path) -> None:
    text = COMPANY.format(effect="You are knocked prone.")
    for owner, code in (("Orc", "R002"), ("Nobody", "R002"), ("Wisp", "R002")):
        done = run(
            tmp_path, text.replace("{of: Hero, kind: spirit", f"{{of: {owner}, kind: spirit")
        )
        assert code in done.codes(), (owner, done.codes())


# The Orc hits the Elf (from afar), the Hero's ally, who answers by letting the Elf attack;
# the Gob and the Imp, enemies, stand adjacent to the Elf or away
ITS_OWN = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Aid
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits an ally
    effect: The triggering ally can make a basic attack as a free action.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Aid]}}
  - {{name: Elf, side: a, at: [4, 4], hp: 40}}
  - {{name: Orc, side: b, at: [8, 4], hp: 40}}
  - {{name: Gob, side: b, at: {gob}, hp: 40}}
  - {{name: Imp, side: b, at: {imp}, hp: 40}}
script:
  - turn: Orc
    do:
      - attack: {{power: Ranged Basic Attack, targets: [Elf], rolls: [15], damage: 5}}
"""


def test_another_attacks_an_enemy_in_its_reach_of_its_choice(tmp_path: Path) -> None:
    """No creature named: the Elf's basic attack is against one of its enemies in reach, at
    random (R000-34): the Gob or the Imp, both adjacent; never the Orc, out of reach."""
    chosen = set()
    for seed in range(8):
        done = run(tmp_path, ITS_OWN.format(gob="[3, 3]", imp="[5, 5]"), seed=seed)
        rolls = [(e["attacker"], e["target"]) for e in done.entries("roll")]
        assert rolls[0] == ("Orc", "Elf") and rolls[1][0] == "Elf", rolls
        (decision,) = [e for e in done.entries("decision") if e["what"] == "Elf's target"]
        assert decision["choice"] == rolls[1][1] and "R000-34" in decision["why"]
        chosen.add(rolls[1][1])
    assert chosen == {"Gob", "Imp"}


def test_another_with_no_enemy_in_reach_makes_no_attack(tmp_path: Path) -> None:
    done = run(tmp_path, ITS_OWN.format(gob="[0, 9]", imp="[9, 0]"))
    assert done.fired() == [("Hero", "Aid")]
    assert [e["attacker"] for e in done.entries("roll")] == ["Orc"]
    assert any(e["status"] == "no enemy in Elf's reach" for e in done.entries("op"))


# The Hero's made-up close burst hits the Orc and misses the Gob; the Imp, an enemy in the
# burst too, is not attacked
SWEEP = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Sweep
    usage: at-will
    action: standard action
    range: Close burst 1
    attack: Strength vs. AC
    hit: 1 damage.
    effect: Each enemy you hit is slowed until the end of your next turn.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Sweep]}
  - {name: Orc, side: b, at: [2, 1], hp: 80}
  - {name: Gob, side: b, at: [1, 2], hp: 80}
  - {name: Imp, side: b, at: [2, 2], hp: 80}
script:
  - turn: Hero
    do:
      - attack: {power: Sweep, targets: [Orc, Gob], rolls: [hit, miss], damage: 1}
"""


def test_each_enemy_you_hit_is_of_the_powers_own_attack(tmp_path: Path) -> None:
    done = run(tmp_path, SWEEP)
    assert done.codes() == [], done.codes()
    slowed = {n for n in ("Orc", "Gob", "Imp") if "slowed" in done.final(n)["conditions"]}
    assert slowed == {"Orc"}


def test_sight_of_a_creature_unseen_by_one_only() -> None:
    """Invisible (or totally concealed) to one creature only (the condition's ``toward``):
    unseen by that one, seen by the others."""
    grid = Grid(10, 10)
    engine = SimpleNamespace(grid=grid)
    hero, orc, gob = (Combatant(n, s, (i, 0), 40, 40) for i, (n, s) in
                      enumerate((("Hero", "a"), ("Orc", "b"), ("Gob", "b"))))  # fmt: skip
    for name in whom.UNSEEN:
        hero.conditions = [Condition(name, toward="Orc")]
        assert whom.sight(engine, orc, hero) is False  # type: ignore[arg-type]
        assert whom.sight(engine, gob, hero) is True  # type: ignore[arg-type]


# The Orc walks next to the Hero, who answers; the Gob stands adjacent to where the Orc
# ends, the Elf (an ally) too
ENTERS = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Shock
    usage: at-will
    action: immediate reaction
    trigger: An enemy enters a square adjacent to you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Shock]}}
  - {{name: Orc, side: b, at: [4, 1], hp: 40}}
  - {{name: Gob, side: b, at: [2, 3], hp: 40}}
  - {{name: Elf, side: a, at: [1, 3], hp: 40}}
script:
  - turn: Orc
    do:
      - move: [[3, 2], [2, 2]]
"""


def test_each_creature_adjacent_to_the_triggering_creature(tmp_path: Path) -> None:
    """Around the Orc at (2, 2): the Gob, the Elf and the Hero; never the Orc itself."""
    effect = "Each creature adjacent to the triggering creature is knocked prone."
    done = run(tmp_path, ENTERS.format(effect=effect))
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Shock")]
    assert _prone(done) == {"Gob", "Elf", "Hero"}


def test_around_the_triggering_creature_of_two_is_not_told(tmp_path: Path) -> None:
    """The Orc hits the Elf: two triggering creatures, which one "the triggering creature"
    a group is around is not told: not simulated."""
    effect = "Each creature adjacent to the triggering creature is knocked prone."
    done = run(tmp_path, ALLY_HIT.format(effect=effect))
    assert _prone(done) == set()
    (op,) = done.entries("op")
    assert op["status"] == "not simulated", op
