"""Ops done to a group of creatures (runtime/dnd4e/groups.py): "Each enemy adjacent to you
takes 4 thunder damage" is dealt to each of them there is, "one creature adjacent to you"
to one at random (R000-34); a group the runtime cannot find ("each enemy in the zone") is
not simulated, never done to the creatures at hand. Made-up powers."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e import followed, groups, whom
from tests.effectkit import ops
from tests.simkit import Run, run

# The Hero at (4, 4) uses a made-up power with no attack roll on the Orc. Adjacent to the
# Hero: the Orc, the Gob (enemies) and the Elf (an ally); the Imp is two squares from the
# Orc, three from the Hero; the Far enemy is away from everyone; the Kit, an ally, is four
# squares from the Hero, one from the Imp.
RING = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - name: Ring
    usage: at-will
    action: standard action
    range: Melee 1
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [4, 4], hp: 40, powers: [Ring]}}
  - {{name: Orc, side: b, at: [5, 4], hp: 40}}
  - {{name: Gob, side: b, at: [3, 3], hp: {gob_hp}}}
  - {{name: Elf, side: a, at: [4, 5], hp: 40}}
  - {{name: Imp, side: b, at: [7, 4], hp: 40}}
  - {{name: Far, side: b, at: [10, 10], hp: 40}}
  - {{name: Kit, side: a, at: [8, 4], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Ring, targets: [Orc]}}
"""

EVERYONE = ("Hero", "Orc", "Gob", "Elf", "Imp", "Far", "Kit")


def _ring(tmp_path: Path, effect: str, gob_hp: int = 40, seed: int = 0) -> Run:
    done = run(tmp_path, RING.format(effect=effect, gob_hp=gob_hp), seed=seed)
    assert done.codes() == [], done.codes()
    return done


def _hp(done: Run) -> dict[str, int]:
    return {name: done.final(name)["hp"] for name in EVERYONE}


def test_each_enemy_adjacent_to_you_takes_the_damage(tmp_path: Path) -> None:
    done = _ring(tmp_path, "Each enemy adjacent to you takes 4 thunder damage.")
    assert _hp(done) == {
        "Hero": 40,
        "Orc": 36,
        "Gob": 36,
        "Elf": 40,
        "Imp": 40,
        "Far": 40,
        "Kit": 40,
    }


def test_each_creature_within_squares_of_you_is_knocked_prone(tmp_path: Path) -> None:
    """Allies too ("each creature"), never the Hero itself; the Imp is 3 squares away."""
    done = _ring(tmp_path, "Each creature within 2 squares of you is knocked prone.")
    prone = {name for name in EVERYONE if "prone" in done.final(name)["conditions"]}
    assert prone == {"Orc", "Gob", "Elf"}


def test_each_enemy_within_squares_of_the_target_not_the_target(tmp_path: Path) -> None:
    """Around the Orc: the Imp is 2 squares off, the Gob 2; within 2 of the Orc, enemies."""
    done = _ring(tmp_path, "Each enemy within 2 squares of the target takes 3 fire damage.")
    assert _hp(done) == {
        "Hero": 40,
        "Orc": 40,
        "Gob": 37,
        "Elf": 40,
        "Imp": 37,
        "Far": 40,
        "Kit": 40,
    }


def test_a_bloodied_filter_keeps_to_the_bloodied(tmp_path: Path) -> None:
    """The Orc is bloodied by the first sentence, when the second is carried out."""
    effect = (
        "The target takes 25 damage. Each bloodied creature within 5 squares of you takes 2 damage."
    )
    done = _ring(tmp_path, effect)
    assert _hp(done) == {
        "Hero": 40,
        "Orc": 13,
        "Gob": 40,
        "Elf": 40,
        "Imp": 40,
        "Far": 40,
        "Kit": 40,
    }


def test_one_creature_adjacent_to_you_is_one_of_them_at_random(tmp_path: Path) -> None:
    moved = set()
    for seed in range(8):
        done = _ring(tmp_path, "You push one creature adjacent to you 2 squares.", seed=seed)
        (decision,) = [e for e in done.entries("decision") if e["what"] == "one of creatures"]
        assert decision["choice"] in ("Orc", "Gob", "Elf") and "R000-34" in decision["why"]
        steps = {e["who"] for e in done.entries("step") if e["forced"]}
        assert steps == {decision["choice"]}
        moved |= steps
    assert len(moved) > 1  # (not always the same one)


def test_an_ally_within_squares_of_you_is_one_of_them(tmp_path: Path) -> None:
    """The Elf and the Kit are within 5 squares of the Hero: one of them shifts."""
    effect = "An ally within 5 squares of you can shift 2 squares as a free action."
    moved = set()
    for seed in range(8):
        done = _ring(tmp_path, effect, seed=seed)
        (decision,) = [e for e in done.entries("decision") if e["what"] == "one of ally"]
        steps = {e["who"] for e in done.entries("step")}
        assert steps == {decision["choice"]} and steps <= {"Elf", "Kit"}
        assert done.final("Hero")["at"] == [4, 4]
        moved |= steps
    assert moved == {"Elf", "Kit"}


def test_each_enemy_you_marked(tmp_path: Path) -> None:
    effect = (
        "The target is marked until the end of your next turn. Each enemy marked by you "
        "takes 3 radiant damage."
    )
    done = _ring(tmp_path, effect)
    assert _hp(done) == {
        "Hero": 40,
        "Orc": 37,
        "Gob": 40,
        "Elf": 40,
        "Imp": 40,
        "Far": 40,
        "Kit": 40,
    }


def test_each_ally_adjacent_to_you_and_an_empty_group(tmp_path: Path) -> None:
    effect = "Each ally adjacent to you gains 5 temporary hit points."
    done = _ring(tmp_path, effect)
    (op,) = [e for e in done.entries("op") if e["op"] == "temp_hp" and "has" in e["status"]]
    assert op["status"] == "Elf has 5"
    done = _ring(tmp_path, "Each ally adjacent to the target gains 5 temporary hit points.")
    gained = [
        e["status"] for e in done.entries("op") if e["op"] == "temp_hp" and "has" in e["status"]
    ]
    assert gained == ["Elf has 5"]  # (the Hero is next to the Orc too, but no ally of its own)
    done = _ring(tmp_path, "Each enemy adjacent to the target takes 3 damage.")
    assert _hp(done) == dict.fromkeys(EVERYONE, 40)  # (nobody is next to the Orc but the Hero)
    (op,) = done.entries("op")
    assert op["status"].endswith(": none")


@pytest.mark.parametrize(
    ("effect", "why"),
    [
        # no zone is modelled
        ("Each enemy in the zone takes 4 damage.", "the creatures it names"),
        # an ally said before: no ally triggered the power, nor is its target
        ("The ally takes 4 damage.", "the ally it names"),
        # (and, or or: "you and each ally" is each of them now, test_effect_you_and_allies)
    ],
)
def test_a_group_it_cannot_find_is_not_simulated(tmp_path: Path, effect: str, why: str) -> None:
    done = _ring(tmp_path, effect)
    assert _hp(done) == dict.fromkeys(EVERYONE, 40)
    (op,) = done.entries("op")
    assert op["status"] == "not simulated" and op["why"].startswith(why), op


def test_the_groups_read() -> None:
    (op,) = ops("Each enemy adjacent to you takes 4 thunder damage.")
    assert followed.group_followed(op["target"], op["target_filters"])
    assert followed.group_followed("enemies", {"sees": "self"})  # (whom.sight)
    assert followed.group_followed("enemies", {"in_area": "burst"})  # (a close burst's)
    assert not followed.group_followed("enemies", {"in_area": "zone"})  # (zones: none)
    assert followed.group_followed("ally", None)  # "the ally": found when the op happens
    assert not followed.group_followed("creatures", None)
    assert not followed.group_followed("creatures", {"bloodied": True})  # where?
    assert not followed.group_followed("enemies", {"within": 5, "of": "ally"})
    assert followed.group_followed("enemies", {"within": 5, "of": "target"})


def test_what_is_judged_followed_of_a_group_is_what_groups_finds() -> None:
    # (followed.py says which groups are found, groups.py finds them: from one table)
    assert followed.group_followed is whom.followed
    assert all(k in whom.FILTERS for k in whom.NARROWING)


# The Orc hits the Hero, who answers; the Elf, an ally, is adjacent to the Hero too
ANSWER = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Riposte
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Riposte]}}
  - {{name: Elf, side: a, at: [1, 2], hp: 40}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}}
"""


@pytest.mark.parametrize(
    ("effect", "hurt", "dazed"),
    [
        ("Each enemy adjacent to you takes 5 damage.", {"Orc": 35}, set()),
        ("An enemy adjacent to you is dazed until the end of your next turn.", {}, {"Orc"}),
        ("Each creature adjacent to you takes 5 damage.", {"Orc": 35, "Elf": 35}, set()),
        ("One ally adjacent to you takes 5 damage.", {"Elf": 35}, set()),
    ],
)
def test_a_reaction_does_it_to_each_of_the_group(
    tmp_path: Path, effect: str, hurt: dict[str, int], dazed: set[str]
) -> None:
    done = run(tmp_path, ANSWER.format(effect=effect))
    assert done.fired() == [("Hero", "Riposte")]
    for name in ("Orc", "Elf"):
        final = done.final(name)
        assert final["hp"] == hurt.get(name, 40), final
        assert ("dazed" in final["conditions"]) is (name in dazed), final
    assert done.final("Hero")["hp"] == 39


# The Orc hits the Elf, an ally adjacent to the Hero, who answers
ALLY_HIT = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Succour
    usage: at-will
    action: immediate reaction
    trigger: An ally adjacent to you is hit by an attack
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Succour]}}
  - {{name: Elf, side: a, at: [1, 2], hp: 40}}
  - {{name: Kit, side: a, at: [2, 2], hp: 40}}
  - {{name: Orc, side: b, at: [2, 3], hp: 40}}
script:
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Elf], rolls: [hit], damage: 1}}
"""


def test_the_ally_is_the_triggering_ally(tmp_path: Path) -> None:
    done = run(tmp_path, ALLY_HIT.format(effect="The ally gains 5 temporary hit points."))
    assert done.fired() == [("Hero", "Succour")]
    (op,) = [e for e in done.entries("op") if e["op"] == "temp_hp"]
    assert op["status"] == "Elf has 5"


@pytest.mark.parametrize(
    "effect",
    [
        # another ally said before it: which one "the ally" is, is not known
        "Each ally adjacent to you gains 3 temporary hit points. The ally gains 5 temporary"
        " hit points.",
    ],
)
def test_the_ally_after_another_is_not_simulated(tmp_path: Path, effect: str) -> None:
    done = run(tmp_path, ALLY_HIT.format(effect=effect))
    last = [e for e in done.entries("op") if e["op"] == "temp_hp"][-1]
    assert last["status"] == "not simulated" and last["why"].startswith("the ally it names"), last
    gained = [e["status"] for e in done.entries("op") if "has" in e["status"]]
    assert gained == ["Elf has 3", "Kit has 3"]


def test_the_ally_is_the_powers_target(tmp_path: Path) -> None:
    """No trigger: the power used on the Elf, an ally, is about it."""
    text = RING.format(effect="The ally gains 5 temporary hit points.", gob_hp=40).replace(
        "targets: [Orc]", "targets: [Elf]"
    )
    done = run(tmp_path, text)
    (op,) = [e for e in done.entries("op") if e["op"] == "temp_hp"]
    assert op["status"] == "Elf has 5"


def test_one_creature_of_a_group_may_be_a_scripted_choice(tmp_path: Path) -> None:
    text = RING.format(effect="You push one creature adjacent to you 2 squares.", gob_hp=40)
    text = text.replace(
        "script:", "choices:\n  - {who: Hero, decide: target, answer: Elf}\nscript:"
    )
    done = run(tmp_path, text)
    assert done.codes() == []
    (decision,) = [e for e in done.entries("decision") if e["what"] == "one of creatures"]
    assert (decision["choice"], decision["why"]) == ("Elf", "scripted choice")
    assert {e["who"] for e in done.entries("step") if e["forced"]} == {"Elf"}


def test_one_creature_named_for_two_ops_is_the_same_one(tmp_path: Path) -> None:
    """ "One enemy adjacent to you takes 5 damage and is knocked prone": the enemy knocked
    prone is the one that took the damage, never another picked again (R000-34 once)."""
    effect = "One enemy adjacent to you takes 5 damage and is knocked prone."
    for seed in range(8):
        done = _ring(tmp_path, effect, seed=seed)
        hurt = {name for name, hp in _hp(done).items() if hp < 40}
        prone = {name for name in EVERYONE if "prone" in done.final(name)["conditions"]}
        assert len(hurt) == 1 and hurt == prone and hurt <= {"Orc", "Gob"}, (hurt, prone)
        picks = [e for e in done.entries("decision") if e["what"] == "one of enemies"]
        assert len(picks) == 1


def test_a_group_is_the_one_found_first_through_the_sentence(tmp_path: Path) -> None:
    """ "Each enemy adjacent to you is pushed 1 square and knocked prone": those pushed,
    no longer adjacent after the push, are knocked prone too."""
    done = _ring(tmp_path, "Each enemy adjacent to you is pushed 1 square and knocked prone.")
    prone = {name for name in EVERYONE if "prone" in done.final(name)["conditions"]}
    pushed = {e["who"] for e in done.entries("step") if e["forced"]}
    assert pushed == {"Orc", "Gob"} and prone == {"Orc", "Gob"}


def test_a_creature_that_is_down_is_none_of_the_group(tmp_path: Path) -> None:
    """The Gob (3 hit points) drops to the first sentence's damage: still adjacent to the
    Hero, it is no enemy of the second's group."""
    effect = "Each creature adjacent to you takes 4 damage. Each enemy adjacent to you is dazed."
    done = _ring(tmp_path, effect, gob_hp=3)
    assert done.final("Gob")["hp"] <= 0 and done.final("Elf")["hp"] == 36
    dazed = {name for name in EVERYONE if "dazed" in done.final(name)["conditions"]}
    assert dazed == {"Orc"}
    second = [e for e in done.entries("op") if "to each of enemies" in e["status"]]
    assert [e["status"].rsplit(": ", 1)[1] for e in second] == ["Orc"]


def test_a_creature_downed_by_the_first_op_is_left_out_of_the_next(tmp_path: Path) -> None:
    """The Gob (3 hit points) drops to the damage: it is not knocked prone after."""
    done = _ring(tmp_path, "Each enemy adjacent to you takes 4 damage and is knocked prone.", 3)
    prone = {name for name in EVERYONE if "prone" in done.final(name)["conditions"]}
    assert prone == {"Orc"} and done.final("Gob")["hp"] <= 0


def test_the_ally_is_not_chosen_of_two_allies_the_power_is_about(tmp_path: Path) -> None:
    """The Elf triggered the power (an Orc hit it) and the Kit is its target: which of the
    two "the ally" means is not known, so it is neither, not simulated."""
    from counterplay.compiler.scenario import load_scenario
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Engine
    from counterplay.runtime.dnd4e.power import Power
    from counterplay.runtime.events import Event, Frame

    path = tmp_path / "scenario.yaml"
    path.write_text(ALLY_HIT.format(effect="The ally gains 5 temporary hit points."), "utf-8")
    encounter, found = load_scenario(path)
    assert encounter is not None, found
    engine = Engine(encounter, 0)
    hero, elf, kit, orc = (engine.by_name[n] for n in ("Hero", "Elf", "Kit", "Orc"))
    power = Power.of(hero.powers["Succour"])
    frame = Frame("Succour", hero, 1)
    (op,) = power.effect_ops
    hit = Event("attack.hit", orc, elf)
    alone = Ctx(hero, power, frame, hit)
    assert [ctx.member for _, ctx in groups.each(engine, op, alone, "target")] == [elf]
    both = Ctx(hero, power, frame, hit, target=kit)
    assert groups.each(engine, op, both, "target") == []
    (note,) = [e for e in engine.trace.entries if e.get("status") == "not simulated"]
    assert note["why"] == "the ally it names: two allies are the power's"
    assert kit.temp_hp == elf.temp_hp == 0


def test_where_the_ally_of_a_group_ends_its_movement_is_followed(tmp_path: Path) -> None:
    """ "That ally must end adjacent to the target" after the shift of one ally within 5
    squares: the ally (the Elf or the Kit, three squares from the Orc) ends next to the
    Orc, the clause followed by the shift, never the shift done anywhere."""
    effect = (
        "An ally within 5 squares of you can shift 2 squares as a free action. That ally"
        " must end adjacent to the target."
    )
    moved = set()
    for seed in range(8):
        done = _ring(tmp_path, effect, seed=seed)
        (decision,) = [e for e in done.entries("decision") if e["what"] == "one of ally"]
        ally = decision["choice"]
        x, y = done.final(ally)["at"]
        assert max(abs(x - 5), abs(y - 4)) == 1, (ally, x, y)
        (ends,) = [e for e in done.entries("op") if e["op"] == "end_position"]
        assert ends["status"].startswith("where the movement before it ends"), ends
        moved.add(ally)
    assert moved == {"Elf", "Kit"}


@pytest.mark.parametrize("said", ["One ally", "An ally", "One of your allies"])
def test_one_ally_with_no_range_is_one_of_the_allies_not_the_powers(
    tmp_path: Path, said: str
) -> None:
    """ "One ally gains 5 temporary hit points" with no range: one of the Hero's allies
    (the Elf, the triggering ally, or the Kit), the scripted ``target`` choice if given,
    else at random (R000-34), never the ally the power is about every time."""
    text = ALLY_HIT.format(effect=f"{said} gains 5 temporary hit points.")
    given = set()
    for seed in range(8):
        done = run(tmp_path, text, seed=seed)
        assert done.fired() == [("Hero", "Succour")]
        (decision,) = [e for e in done.entries("decision") if e["what"] == "one of ally"]
        (op,) = [e for e in done.entries("op") if e["op"] == "temp_hp" and "has" in e["status"]]
        assert op["status"] == f"{decision['choice']} has 5"
        given.add(decision["choice"])
    assert given == {"Elf", "Kit"}
    chosen = text.replace(
        "script:", "choices:\n  - {who: Hero, decide: target, answer: Kit}\nscript:"
    )
    done = run(tmp_path, chosen)
    assert done.codes() == []
    (decision,) = [e for e in done.entries("decision") if e["what"] == "one of ally"]
    assert (decision["choice"], decision["why"]) == ("Kit", "scripted choice")


def test_the_ally_after_one_ally_is_that_one(tmp_path: Path) -> None:
    """ "One ally gains 5 temporary hit points. The ally can shift 1 square.": the ally
    that shifts is the one picked, whichever it is, not the triggering Elf every time."""
    effect = "One ally gains 5 temporary hit points. The ally can shift 1 square."
    moved = set()
    for seed in range(8):
        done = run(tmp_path, ALLY_HIT.format(effect=effect), seed=seed)
        (decision,) = [e for e in done.entries("decision") if e["what"] == "one of ally"]
        ally, other = decision["choice"], {"Elf": "Kit", "Kit": "Elf"}[decision["choice"]]
        assert not [e for e in done.entries("op") if e["status"] == "not simulated"]
        assert done.final(ally)["at"] != {"Elf": [1, 2], "Kit": [2, 2]}[ally]
        assert done.final(other)["at"] == {"Elf": [1, 2], "Kit": [2, 2]}[other]
        moved.add(ally)
    assert moved == {"Elf", "Kit"}


def test_the_ally_said_twice_is_the_same_ally(tmp_path: Path) -> None:
    """ "The ally gains 5 temporary hit points and can shift 1 square": the second op's
    ally is the first's, found the same way (the Elf), not another one said before."""
    effect = "The ally gains 5 temporary hit points and can shift 1 square."
    done = run(tmp_path, ALLY_HIT.format(effect=effect))
    assert done.fired() == [("Hero", "Succour")]
    assert not [e for e in done.entries("op") if e["status"] == "not simulated"]
    assert done.final("Elf")["at"] != [1, 2] and done.final("Kit")["at"] == [2, 2]


def test_the_ally_after_an_ally_chosen_is_not_simulated(tmp_path: Path) -> None:
    """ "Choose an ally" is not followed: the ally after it may be any, not the Elf."""
    done = run(tmp_path, ALLY_HIT.format(effect="Choose an ally. The ally can shift 1 square."))
    last = [e for e in done.entries("op") if e["op"] == "shift"][-1]
    assert last["status"] == "not simulated" and last["why"].startswith("the ally it names"), last
    assert done.final("Elf")["at"] == [1, 2]


def test_an_ally_that_is_down_is_of_a_group_healed(tmp_path: Path) -> None:
    """The Orc drops the Elf first; "Each ally adjacent to you regains 10 hit points"
    heals it from 0 (a dying creature regains hit points, 4E), though it is down; the Kit,
    four squares off, is none of them. The Gob, not down, is no ally."""
    text = RING.format(effect="Each ally adjacent to you regains 10 hit points.", gob_hp=40)
    text = text.replace(
        "script:\n",
        "script:\n  - turn: Orc\n    do:\n      - attack: {power: Melee Basic Attack,"
        " targets: [Elf], rolls: [hit], damage: 45}\n",
    )
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert done.final("Elf")["hp"] == 10 and done.final("Kit")["hp"] == 40


def test_an_enemy_that_is_down_is_not_healed_by_a_group(tmp_path: Path) -> None:
    """The Hero drops the Orc, then "each creature adjacent to you regains 10 hit points":
    the Elf (its ally, dropped by the Orc before) does, the Orc (dead) does not."""
    effect = "The target takes 45 damage. Each creature adjacent to you regains 10 hit points."
    text = RING.format(effect=effect, gob_hp=40).replace(
        "script:\n",
        "script:\n  - turn: Orc\n    do:\n      - attack: {power: Melee Basic Attack,"
        " targets: [Elf], rolls: [hit], damage: 45}\n",
    )
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert done.final("Elf")["hp"] == 10 and done.final("Orc")["hp"] == -5
    assert done.final("Gob")["hp"] == 40  # (adjacent, not down: at its most already)


def test_an_ally_that_is_down_gains_temporary_hit_points_from_a_group(tmp_path: Path) -> None:
    """The Orc drops the Elf, then the Hero the Orc; "Each creature adjacent to you gains 5
    temporary hit points": a dying creature gains them (4E), so the Elf does, down; the Orc
    (an enemy at 0 hit points: dead) gets nothing; the Gob, up, gains them."""
    effect = (
        "The target takes 45 damage. Each creature adjacent to you gains 5 temporary hit points."
    )
    text = RING.format(effect=effect, gob_hp=40).replace(
        "script:\n",
        "script:\n  - turn: Orc\n    do:\n      - attack: {power: Melee Basic Attack,"
        " targets: [Elf], rolls: [hit], damage: 45}\n",
    )
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert done.final("Orc")["hp"] == -5 and done.final("Elf")["hp"] == -5
    given = [e["status"] for e in done.entries("op") if e["op"] == "temp_hp"]
    assert given[0].startswith("to each of") and given[0].endswith(": Gob, Elf"), given
    assert given[1:] == ["Gob has 5", "Elf has 5"]


@pytest.mark.parametrize(
    ("text", "filters"),
    [
        ("One ally gains 5 temporary hit points.", {"count": 1}),
        ("An ally can shift 1 square.", {"count": 1}),
        ("You slide one ally 2 squares.", {"count": 1}),
        ("The ally gains 5 temporary hit points.", None),
        ("That ally gains 5 temporary hit points.", None),
        ("One ally within 5 squares of you gains 5 temporary hit points.", {"within": 5}),
    ],
)
def test_one_ally_is_read_apart_from_the_ally(text: str, filters: dict[str, int] | None) -> None:
    (op,) = ops(text)
    key = "who" if op["op"] == "shift" else "target"
    assert (op[key], op.get(f"{key}_filters")) == ("ally", filters)


def test_an_ally_named_inside_a_condition_keeps_no_count() -> None:
    """ "adjacent to an ally": any of them, as before (the count is a subject's only)."""
    (op,) = ops("If you are not adjacent to an ally, you gain a +2 bonus to AC.")
    assert op["if"] == "not self adjacent_to=ally"
