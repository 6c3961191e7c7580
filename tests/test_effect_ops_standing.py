"""The ``standing_trigger`` op (runtime/dnd4e/standing.py): "Until the end of your next turn,
whenever an enemy enters a square adjacent to you, it takes 5 damage" sets up a reaction of
the user's on the core for its duration, taken off once that is over; it resolves after the
triggering action (R001-08) and is no action of its owner's (no immediate action spent,
R001-06). Made-up powers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.compiler.scenario import load_scenario
from counterplay.compiler.to_ir import effect_clauses
from counterplay.runtime.dnd4e import ops
from counterplay.runtime.dnd4e.engine import Engine
from counterplay.runtime.reaction import Reaction
from tests.simkit import Run, run

# The Hero sets up the effect on its turn; the Orc walks next to it, away, and back
BRISTLE = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - {{name: Bristle, usage: encounter, action: minor action, range: Personal, effect: "{effect}"}}
  - name: Riposte
    usage: at-will
    action: immediate reaction
    trigger: An enemy enters a square adjacent to you
    effect: The triggering enemy takes 1 damage.
combatants:
  - {{name: Hero, side: a, at: [5, 5], hp: 40, powers: [Bristle{riposte}]}}
  - {{name: Orc, side: b, at: [8, 5], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Bristle}}
  - turn: Orc
    do:
      - shift: [7, 5]
      - move: [[6, 5]]
  - turn: Hero
    do: []
  - turn: Orc
    do:
      - shift: [7, 5]
      - move: [[8, 5]]
  - turn: Hero
    do: []
  - turn: Orc
    do:
      - move: [[7, 5], [6, 5]]
"""
NEXT_TURN = (
    "Until the end of your next turn, whenever an enemy enters a square adjacent to you,"
    " it takes 5 damage."
)
ENCOUNTER = (
    "For the rest of the encounter, whenever an enemy enters a square adjacent to you,"
    " it takes 5 damage."
)


def _bristle(tmp_path: Path, effect: str, riposte: bool = False) -> Run:
    text = BRISTLE.format(effect=effect, riposte=", Riposte" if riposte else "")
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    return done


def _standing(done: Run) -> list[dict[str, object]]:
    return [e for e in done.entries("fires") if "standing" in e["tags"]]


def test_it_fires_while_it_stands_then_is_taken_off(tmp_path: Path) -> None:
    """In the Orc's first turn (before the end of the Hero's next turn) the Orc coming next
    to the Hero takes 5 damage; in its third, after the Hero's next turn ended, none."""
    done = _bristle(tmp_path, NEXT_TURN)
    (fired,) = _standing(done)
    assert (fired["round"], fired["event"], fired["mode"], fired["tags"]) == (
        1,
        "move.enter",
        "after",
        ["no_action", "standing"],
    )
    assert done.final("Orc")["hp"] == 35
    ended = [e for e in done.entries("condition") if e.get("ends")]
    assert [(e["round"], e["condition"]) for e in ended] == [
        (2, "standing: Bristle (an enemy enters a square adjacent to you)")
    ]
    assert done.final("Hero")["conditions"] == []


def test_its_damage_of_the_owners_modifier_is_the_owners(tmp_path: Path) -> None:
    """Given the Hero's Wisdom (16: +3), "damage equal to your Wisdom modifier" stands and
    deals the Hero's +3 when the Orc comes next to it (not the Orc's own Wisdom)."""
    effect = (
        "Until the end of your next turn, whenever an enemy enters a square adjacent to"
        " you, it takes damage equal to your Wisdom modifier."
    )
    text = BRISTLE.format(effect=effect, riposte="")
    text = text.replace("powers: [Bristle]}", "powers: [Bristle], abilities: {wisdom: 16}}")
    text = text.replace("hp: 40}", "hp: 40, abilities: {wisdom: 8}}")
    assert "wisdom: 16" in text and "wisdom: 8" in text
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert [e["round"] for e in _standing(done)] == [1]
    assert done.final("Orc")["hp"] == 40 - 3


def test_for_the_rest_of_the_encounter_it_never_ends(tmp_path: Path) -> None:
    done = _bristle(tmp_path, ENCOUNTER)
    assert [e["round"] for e in _standing(done)] == [1, 3]
    assert done.final("Orc")["hp"] == 30


def test_it_spends_no_immediate_action(tmp_path: Path) -> None:
    """The Hero's own immediate reaction to the same step still fires that round: the
    standing effect is no action of the Hero's (R001-06 counts immediate actions only)."""
    done = _bristle(tmp_path, NEXT_TURN, riposte=True)
    ripostes = [e["round"] for e in done.entries("fires") if e["reaction"] == "Riposte"]
    assert ripostes == [1, 3] and [e["round"] for e in _standing(done)] == [1]
    assert done.final("Orc")["hp"] == 40 - 5 - 1 - 1


@pytest.mark.parametrize(
    ("effect", "why"),
    [
        (
            "Until the rage ends, whenever an enemy enters a square adjacent to you,"
            " it takes 5 damage.",
            "how long it stands ('rage') is not simulated",
        ),
        (
            "Until the end of your next turn, whenever an enemy enters a square adjacent to"
            " you, it takes damage equal to your Wisdom modifier.",
            "the user's Wisdom modifier is not given",  # (the Hero has no abilities:)
        ),
    ],
)
def test_one_the_runtime_cannot_keep_is_not_simulated_and_never_fires(
    tmp_path: Path, effect: str, why: str
) -> None:
    done = _bristle(tmp_path, effect)
    (op,) = [e for e in done.entries("op") if e["op"] == "standing_trigger"]
    assert (op["status"], op["why"]) == ("not simulated", why)
    assert _standing(done) == [] and done.final("Orc")["hp"] == 40


# The Knight sets up the effect in round 1; in round 2 (no turn of its own yet) its squire
# comes next to it, then the Thief runs (seed 003's immediate move)
WELCOME = """counterplay: 1
ruleset: dnd4e-immediate-move
size: [16, 8]
powers:
  - {name: Welcome, usage: encounter, action: minor action, range: Personal,
     effect: "For the rest of the encounter, whenever an ally enters a square adjacent to you,
       you gain 1 temporary hit point."}
combatants:
  - {name: Knight, side: a, at: [2, 4], speed: 5, powers: [Welcome]}
  - {name: Squire, side: a, at: [6, 6], speed: 6}
  - {name: Thief, side: b, at: [2, 1], speed: 2}
script:
  - turn: Knight
    do:
      - use: {power: Welcome}
  - turn: Squire
    do: []
  - turn: Thief
    do: []
  - turn: Squire
    do:
      - move: [[5, 5], [4, 5], [3, 5]]
  - turn: Thief
    do:
      - double_move: [[3, 1], [4, 1], [5, 1], [6, 1]]
"""


def test_firing_is_not_acting_this_round(tmp_path: Path) -> None:
    """R003-03 refuses an immediate move to one who already acted this round; the effect
    firing in the Knight's round is no act of the Knight's, so it still moves."""
    done = run(tmp_path, WELCOME)
    assert done.codes() == [], done.codes()
    fired = done.fired()
    assert fired[:2] == [("Knight", "Welcome (an ally enters a square adjacent to you)"),
                         ("Knight", "Immediate Move")], fired  # fmt: skip


# Seed 000's Reaction system: the Hero's effect answers its own hits, on its own turn
OWN_TURN = """counterplay: 1
ruleset: {ruleset}
size: [12, 12]
powers:
  - {{name: Fury, usage: encounter, action: minor action, range: Personal,
     effect: "Until the end of your turn, whenever you hit an enemy, the enemy takes 2 damage."}}
combatants:
  - {{name: Hero, side: a, at: [5, 5], hp: 40, powers: [Fury]{stunned}}}
  - {{name: Orc, side: b, at: [6, 5], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Fury}}
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 1}}
      - action_point
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [hit], damage: 1}}
"""


@pytest.mark.parametrize("ruleset", ["dnd4e", "dnd4e-reactions"])
def test_it_fires_on_its_owners_own_turn_each_time_uncounted(tmp_path: Path, ruleset: str) -> None:
    """No Reaction of seed 000's (R000-02: others' turns only; R000-10: one a character
    turn; R000-11: a power once a round): it fires on both hits of the Hero's own turn."""
    done = run(tmp_path, OWN_TURN.format(ruleset=ruleset, stunned=""))
    assert done.codes() == [], done.codes()
    assert [e["round"] for e in _standing(done)] == [1, 1]
    assert done.final("Orc")["hp"] == 40 - 2 * (1 + 2)


# The Hero sets up the effect; the Orc stuns it (a minor action), then hits it
STUNNED = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - {name: Thorns, usage: encounter, action: minor action, range: Personal,
     effect: "For the rest of the encounter, whenever an enemy hits you, the enemy takes 2 damage."}
  - {name: Daze Ray, usage: encounter, action: minor action, range: Ranged 5,
     effect: "The target is stunned until the end of your next turn."}
combatants:
  - {name: Hero, side: a, at: [5, 5], hp: 40, powers: [Thorns]}
  - {name: Orc, side: b, at: [6, 5], hp: 40, powers: [Daze Ray]}
script:
  - turn: Hero
    do:
      - use: {power: Thorns}
  - turn: Orc
    do:
      - use: {power: Daze Ray, targets: [Hero]}
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}
"""


def test_it_takes_no_action_so_a_condition_that_forbids_actions_does_not_stop_it(
    tmp_path: Path,
) -> None:
    """Stunned forbids actions (``forbids: {none_of: [no_action]}``); the effect is none:
    the Orc's hit on the stunned Hero still costs it 2 hit points."""
    done = run(tmp_path, STUNNED)
    assert done.codes() == [], done.codes()
    stunned = [e for e in done.entries("condition") if e.get("condition") == "stunned"]
    assert stunned and stunned[0]["seq"] < _standing(done)[0]["seq"]
    assert [e["event_actor"] for e in _standing(done)] == ["Orc"]
    assert done.final("Orc")["hp"] == 38


def test_it_fires_at_the_end_of_its_owners_own_turn(tmp_path: Path) -> None:
    """R001-10 (no actions at the end of your own turn) does not stop what takes none."""
    effect = (
        "For the rest of the encounter, whenever you end your turn, you gain 2 temporary"
        " hit points."
    )
    done = _bristle(tmp_path, effect)
    assert [(e["round"], e["event"]) for e in _standing(done)] == [
        (1, "turn.end"),
        (2, "turn.end"),
        (3, "turn.end"),
    ]
    gains = [e["status"] for e in done.entries("op") if e["op"] == "temp_hp"]
    assert gains == ["Hero has 2"] * 3


# Two powers of the Hero's set up effects with the same trigger and duration; the Orc then
# comes next to it
TWO = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - {{name: Bristle, usage: {usage}, action: minor action, range: Personal, effect: "{bristle}"}}
  - {{name: Brace, usage: encounter, action: standard action, range: Personal,
     effect: "Until the end of your next turn, whenever an enemy enters a square adjacent to
       you, you gain 2 temporary hit points."}}
combatants:
  - {{name: Hero, side: a, at: [5, 5], hp: 40, powers: [Bristle, Brace]}}
  - {{name: Orc, side: b, at: [8, 5], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: {first}}}
      - use: {{power: {second}}}
  - turn: Orc
    do:
      - move: [[7, 5], [6, 5]]
"""


def test_another_powers_effect_with_the_same_trigger_stands_besides_it(tmp_path: Path) -> None:
    """Brace's effect does not end Bristle's (each its own condition): both fire."""
    text = TWO.format(usage="encounter", bristle=NEXT_TURN, first="Bristle", second="Brace")
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert sorted(e["reaction"] for e in _standing(done)) == [
        "Brace (an enemy enters a square adjacent to you)",
        "Bristle (an enemy enters a square adjacent to you)",
    ]
    assert done.final("Orc")["hp"] == 35
    assert len(done.final("Hero")["conditions"]) == 2


def test_the_same_powers_effect_again_renews_it_and_fires_once(tmp_path: Path) -> None:
    """Bristle used twice (an at-will minor action, the second time with the standard
    action): one effect, renewed, so the Orc takes 5 damage once, not twice."""
    text = TWO.format(usage="at-will", bristle=NEXT_TURN, first="Bristle", second="Bristle")
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert len(_standing(done)) == 1 and done.final("Orc")["hp"] == 35


# The Hero sets up a standing effect and has an immediate reaction to being hit; its
# scripted answer declines a reaction (any); the Orc comes next to it, then hits it
DECLINE = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - {name: Bristle, usage: encounter, action: minor action, range: Personal,
     effect: "Until the end of your next turn, whenever an enemy enters a square adjacent to
       you, it takes 5 damage."}
  - name: Riposte
    usage: at-will
    action: immediate reaction
    trigger: An enemy hits you
    effect: The triggering enemy takes 1 damage.
combatants:
  - {name: Hero, side: a, at: [5, 5], hp: 40, powers: [Bristle, Riposte]}
  - {name: Orc, side: b, at: [8, 5], hp: 40}
choices:
  - {who: Hero, decide: react, answer: false}
script:
  - turn: Hero
    do:
      - use: {power: Bristle}
  - turn: Orc
    do:
      - move: [[7, 5], [6, 5]]
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}
"""


def test_its_owner_is_not_asked_so_a_scripted_answer_is_left_for_a_reaction(
    tmp_path: Path,
) -> None:
    """The effect is no choice of its owner's (``choices.automatic``): it fires, and the
    Hero's scripted "no" declines Riposte, the first reaction it is asked about."""
    done = run(tmp_path, DECLINE)
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Bristle (an enemy enters a square adjacent to you)")]
    assert done.refused("Riposte") == ["its owner chooses not to use it (scripted choice)"]
    assert done.final("Orc")["hp"] == 35


# The Hero sets up an effect on the Goblin, its power's target; the Orc then comes next to
# the Hero
BRAND = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - {name: Brand, usage: encounter, action: standard action, range: Ranged 10,
     effect: "Until the end of your next turn, whenever an enemy enters a square adjacent to
       you, the target takes 5 damage."}
combatants:
  - {name: Hero, side: a, at: [5, 5], hp: 40, powers: [Brand]}
  - {name: Orc, side: b, at: [8, 5], hp: 40}
  - {name: Goblin, side: b, at: [5, 9], hp: 40}
script:
  - turn: Hero
    do:
      - use: {power: Brand, targets: [Goblin]}
  - turn: Orc
    do:
      - move: [[7, 5], [6, 5]]
"""


def test_the_target_its_ops_name_is_the_powers_target(tmp_path: Path) -> None:
    """ "the target" is the Goblin the Hero used Brand on, not the Orc whose step fired it
    (the creature of the event answered is "it", "the triggering enemy")."""
    done = run(tmp_path, BRAND)
    assert done.codes() == [], done.codes()
    assert len(_standing(done)) == 1
    assert (done.final("Goblin")["hp"], done.final("Orc")["hp"]) == (35, 40)


def _op(text: str) -> dict[str, Any]:
    (op,) = [o for _, ops_, _ in effect_clauses(text) for o in ops_]
    assert op["op"] == "standing_trigger", op
    return op


def _with(op: dict[str, Any], **trigger: Any) -> dict[str, Any]:
    return {**op, "trigger": {**op["trigger"], **trigger}}


# What of the op alone the runtime does not keep, each from one made-up text or a change to
# one (``standing.unstanding``); the op it is changed from is carried out whole
_BASE = _op(NEXT_TURN)
_HIT = {"event": "attack.hit", "actor": {"role": "enemy"}, "target": {"role": "self"}}
_NOT_KEPT = [
    (
        _op(
            "Until the end of your next turn, the first time an enemy enters a square"
            " adjacent to you, it takes 5 damage."
        ),
        "how often it fires",
    ),
    # (once a turn is kept: the rulesets' ``standing-once-per-turn``; once a round is not)
    ({**_BASE, "once_per": "round"}, "how often it fires"),
    ({**_BASE, "once_per": "encounter"}, "how often it fires"),
    (
        _op(
            "Until the end of your next turn, whenever the triggering enemy attacks you,"
            " it takes 5 damage."
        ),
        "the creatures its trigger names",
    ),
    (_with(_BASE, qualifiers={"area": True}), "what its trigger asks"),
    (_with(_BASE, either=[{**_HIT, "qualifiers": {"area": True}}]), "what its trigger asks"),
    (
        _with(_BASE, either=[{**_HIT, "actor": {"role": "enemy", "triggering": True}}]),
        "the creatures its trigger names",
    ),
    (_with(_BASE, aura=2), "the trigger it waits for"),
    ({**_BASE, "duration": "save_ends"}, "how long it stands"),
]


@pytest.mark.parametrize(("op", "why"), _NOT_KEPT)
def test_what_the_op_alone_says_it_cannot_keep(op: dict[str, Any], why: str) -> None:
    assert ops.unmodelled(_BASE) is None
    assert ops.unmodelled(_with(_BASE, either=[_HIT])) is None
    said = ops.unmodelled(op)
    assert said is not None and said.startswith(why), said


def test_the_core_never_gives_a_reaction_set_up_later_an_id_in_use(tmp_path: Path) -> None:
    """``Reactor.add`` after a ``Reactor.remove``: the ids of the reactions still indexed
    stay theirs alone (``engine.standing`` and each action's fired set go by id)."""
    path = tmp_path / "scenario.yaml"
    path.write_text(BRISTLE.format(effect=NEXT_TURN, riposte=""), encoding="utf-8")
    encounter, _ = load_scenario(path)
    assert encounter is not None
    engine = Engine(encounter, 0)
    hero = engine.by_name["Hero"]
    riposte = Reaction.from_ir(
        {"name": "Riposte", "usage": "at-will", "trigger": {"event": "attack.hit"}}
    )
    reactor = engine.reactor
    first, second = (reactor.add(hero, riposte, frozenset()) for _ in range(2))
    reactor.remove(first)
    third = reactor.add(hero, riposte, frozenset())
    ids = [b.id for b in reactor.dispatcher.all]
    assert len(ids) == len(set(ids)) and third.id not in (first.id, second.id)


# The Orc drops the Hero (40 hit points) after the Hero set up its effect, then walks next
# to it: the effect's duration is not ended by its owner falling unconscious (4E; the seeds
# are silent: docs/scenarios.md), so it still fires
DOWNED = """counterplay: 1
ruleset: {ruleset}
size: [12, 12]
powers:
  - {{name: Bristle, usage: encounter, action: minor action, range: Personal, effect: "{effect}"}}
combatants:
  - {{name: Hero, side: a, at: [5, 5], hp: 40, powers: [Bristle]}}
  - {{name: Orc, side: b, at: [8, 5], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Bristle}}
  - turn: Orc
    do:
      - attack: {{power: Ranged Basic Attack, targets: [Hero], rolls: [hit], damage: 40}}
      - move: [[7, 5], [6, 5]]
"""


@pytest.mark.parametrize("ruleset", ["dnd4e", "dnd4e-reactions"])
def test_it_fires_while_its_owner_is_down(tmp_path: Path, ruleset: str) -> None:
    done = run(tmp_path, DOWNED.format(ruleset=ruleset, effect=ENCOUNTER))
    assert done.codes() == [], done.codes()
    assert done.final("Hero")["hp"] <= 0
    (fired,) = _standing(done)
    assert fired["owner"] == "Hero", fired
    assert done.final("Orc")["hp"] == 35


def test_a_down_owner_makes_no_attack_of_its_effect(tmp_path: Path) -> None:
    """What of the effect is its owner's own act (an attack) a creature that is down does
    not do; it still fires."""
    effect = (
        "For the rest of the encounter, whenever an enemy enters a square adjacent to you,"
        " you make a melee basic attack against it."
    )
    done = run(tmp_path, DOWNED.format(ruleset="dnd4e", effect=effect))
    assert done.codes() == [], done.codes()
    assert len(_standing(done)) == 1
    rolls = [e for e in done.entries("event") if e.get("event") == "attack.roll"]
    assert [e.get("actor") for e in rolls] == ["Orc"], rolls
    assert {"text": "Hero is down"}.items() <= done.entries("note")[-1].items()


# The Orc enters a square next to the Hero, then shifts into another next to it, in one
# turn: its effect, which "can occur only once per turn", fires the first time alone; in the
# Orc's next turn again
ONCE_A_TURN = """counterplay: 1
ruleset: {ruleset}
size: [12, 12]
powers:
  - {{name: Bristle, usage: encounter, action: minor action, range: Personal, effect: "{effect}"}}
combatants:
  - {{name: Hero, side: a, at: [5, 5], hp: 40, powers: [Bristle]}}
  - {{name: Orc, side: b, at: [8, 5], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Bristle}}
  - turn: Orc
    do:
      - move: [[7, 5], [6, 5]]
      - shift: [6, 4]
  - turn: Hero
    do: []
  - turn: Orc
    do:
      - shift: [7, 4]
      - move: [[6, 4]]
"""


@pytest.mark.parametrize("ruleset", ["dnd4e", "dnd4e-reactions"])
def test_an_effect_that_can_occur_only_once_per_turn_fires_once_a_turn(
    tmp_path: Path, ruleset: str
) -> None:
    """'This effect can occur only once per turn.' is read into the standing trigger before
    it (``once_per: turn``) and kept by the rulesets' limit of it: the Orc entering a square
    next to the Hero twice in one turn takes 5 damage once; in its next turn again."""
    effect = f"{ENCOUNTER} This effect can occur only once per turn."
    done = run(tmp_path, ONCE_A_TURN.format(ruleset=ruleset, effect=effect))
    assert done.codes() == [], done.codes()
    assert [e["round"] for e in _standing(done)] == [1, 2]
    assert done.final("Orc")["hp"] == 30
    said = "Bristle (an enemy enters a square adjacent to you)"
    assert done.refused(said) == ["this effect can occur only once per turn"]


def test_without_the_limit_it_fires_each_time(tmp_path: Path) -> None:
    """(The same scenario with no limit said: three times, so the limit above is what
    keeps it to once a turn.)"""
    done = run(tmp_path, ONCE_A_TURN.format(ruleset="dnd4e", effect=ENCOUNTER))
    assert done.codes() == [], done.codes()
    assert len(_standing(done)) == 3
