"""Each 4E op handler is registered with what of an op it does not model from the op alone
(``ops.OPS``: ``Handler(run, unmodelled)``), the one judgement the handler and
``bench/dnd4e_simulated.py`` ask (``ops.unmodelled``). An op its check accepts is never
refused for something the op alone says: played in a game where all it needs is at hand,
it is not recorded as not simulated; one its check refuses is, with the check's why.
Made-up powers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bench.dnd4e_simulated import CARRIED_OUT, taken
from counterplay.compiler.to_ir import effect_clauses
from counterplay.runtime.dnd4e import ops
from tests.simkit import Run, run

# The Hero uses a made-up power on the Orc next to it, on its own turn
USE = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - {{name: Test, usage: at-will, action: standard action, range: Ranged 10, effect: "{effect}"}}
  - {{name: Smite, usage: encounter, action: standard action, range: Melee 1, attack: "vs. AC",
     hit: "The target takes 3 damage."}}
combatants:
  - {{name: Hero, side: a, at: [5, 5], hp: 40, surges: 2, powers: [Test, Smite]}}
  - {{name: Ally, side: a, at: [5, 6], hp: 40}}
  - {{name: Orc, side: b, at: [6, 5], hp: 40}}
script:
  - turn: Hero
    do:
      - use: {{power: Test, targets: [Orc]}}
"""

# The Orc attacks the Hero (a hit), who answers with a made-up power ({trigger})
ANSWER = """counterplay: 1
ruleset: dnd4e
size: [12, 12]
powers:
  - {{name: Snare, usage: at-will, action: standard action, range: Melee 1,
     effect: "The target is immobilized (save ends)."}}
  - {{name: Test, usage: at-will, action: immediate interrupt, trigger: "{trigger}",
     effect: "{effect}"}}
combatants:
  - {{name: Hero, side: a, at: [5, 5], hp: 40, surges: 2, powers: [Test]}}
  - {{name: Orc, side: b, at: [6, 5], hp: 40, powers: [Snare]}}
script:
  - turn: Orc
    do:
      - {orc}
"""
_ATTACKS = "attack: {power: Melee Basic Attack, targets: [Hero], rolls: [hit], damage: 1}"
_ROLL = "An enemy makes an attack roll against you"
_HITS = "An enemy hits you"
_IMMOBILIZED = "You are immobilized"  # (the Orc's Snare: immobilized, save ends)

# (the scenario, the Hero's trigger when it answers, the power's effect, the op it is of)
ACCEPTED: list[tuple[str, str, str, str]] = [
    ("use", "", "The target takes 5 damage.", "damage"),
    ("answer", _ROLL, "The target takes 1d8 extra damage from the triggering attack.", "damage"),
    ("use", "", "You push the target 2 squares.", "push"),
    ("use", "", "You use smite on the target.", "use_power"),
    ("use", "", "You regain the use of smite.", "recharge"),
    ("use", "", "You pull the target 1 square.", "pull"),
    ("use", "", "You slide the target 2 squares.", "slide"),
    ("use", "", "You slide the target 2 squares to a square adjacent to you.", "slide"),
    ("use", "", "You shift 2 squares.", "shift"),
    ("use", "", "You move your speed.", "move"),
    ("use", "", "You teleport 3 squares.", "teleport"),
    ("use", "", "You teleport 3 squares to a square adjacent to the target.", "teleport"),
    ("use", "", "The target is weakened until the end of your next turn.", "condition"),
    (
        "use",
        "",
        "The target grants combat advantage until the end of the encounter.",
        "combat_advantage",
    ),
    ("use", "", "You gain a +2 power bonus to AC until the end of your next turn.", "bonus"),
    (
        "use",
        "",
        "The target takes a -3 penalty to attack rolls until the end of your next turn.",
        "penalty",
    ),
    ("answer", _ROLL, "You negate the triggering attack.", "negate"),
    ("answer", _HITS, "You take no damage from the attack.", "negate"),
    ("answer", _ROLL, "The triggering attack misses you.", "force_miss"),
    ("answer", _ROLL, "The enemy rerolls the attack roll.", "reroll"),
    (
        "answer",
        _ROLL,
        "The enemy rerolls the attack roll and uses the lower result.",
        "keep_result",
    ),
    ("answer", _ROLL, "The enemy rerolls the attack roll and uses either result.", "keep_result"),
    ("answer", "An enemy rolls damage", "The triggering enemy rerolls the damage roll.", "reroll"),
    ("answer", _ROLL, "The enemy rolls two d20s for the attack roll.", "roll_twice"),
    ("answer", _ROLL, "You become the target of the attack.", "redirect"),
    (
        "use",
        "",
        "The target gains vulnerable 5 to all damage until the end of your next turn.",
        "vulnerable",
    ),
    ("answer", _IMMOBILIZED, "You are no longer immobilized.", "end_condition"),
    ("use", "", "You gain resist 6 to all damage until the end of your next turn.", "resist"),
    (
        "answer",
        _ROLL,
        "You gain resist 5 to all damage against the triggering creature's attack.",
        "resist",
    ),
    ("use", "", "You make a melee basic attack against the target.", "basic_attack"),
    ("use", "", "You use one of your encounter attack powers against the target.", "attack"),
    ("use", "", "You regain 5 hit points.", "heal"),
    ("use", "", "You spend a healing surge.", "surge"),
    ("use", "", "You gain 5 temporary hit points.", "temp_hp"),
    ("use", "", "You stand up.", "stand"),
    ("answer", _IMMOBILIZED, "You make a saving throw.", "save"),
    ("use", "", "The target cannot shift until the end of your next turn.", "prevent"),
    ("answer", _IMMOBILIZED, "The triggering effect ends.", "end_effect"),
    ("use", "", "The target is dazed or slowed until the end of your next turn.", "choice"),
    ("use", "", "You lose a healing surge.", "surge_loss"),
    ("use", "", "You gain two healing surges.", "surge_gain"),
    ("use", "", "You use your second wind.", "second_wind"),
    ("use", "", "You take a move action or a minor action.", "extra_action"),
    ("answer", _HITS, "The critical hit becomes a normal hit.", "critical_hit"),
    ("use", "", "You and the target swap places.", "swap"),
    (
        "use",
        "",
        "Until the end of your next turn, whenever an enemy hits you, you gain 2 temporary"
        " hit points.",
        "standing_trigger",
    ),
    ("use", "", "The target has concealment until the end of your next turn.", "concealment"),
    (
        "answer",
        _ROLL,
        "The attack deals cold damage instead of any other damage type.",
        "damage_type",
    ),
    ("answer", _ROLL, "The attack targets Reflex instead.", "target_defense"),
    ("use", "", "The target loses concealment until the end of your next turn.", "lose"),
    # where a movement ends, said after it: followed by it (``Ctx.folded``), never alone
    ("use", "", "You shift 2 squares. You must end adjacent to the target.", "shift"),
    ("use", "", "The target takes 4 damage. This damage ignores resistance.", "ignore"),
    ("use", "", "You fly 3 squares.", "fly"),
]

REFUSED: list[tuple[str, str, str, str]] = [
    ("use", "", "The target takes damage equal to your healing surge value.", "damage"),
    (
        "use",
        "",
        "You push the target a number of squares equal to your Strength or Wisdom modifier.",
        "push",
    ),
    ("use", "", "You slide the target 3 squares to a square adjacent to an ally.", "slide"),
    (
        "use",
        "",
        "You shift a number of squares equal to your Strength or Wisdom modifier.",
        "shift",
    ),
    ("use", "", "You must end adjacent to the target.", "end_position"),
    ("use", "", "The target grants combat advantage.", "combat_advantage"),
    ("answer", _ROLL, "You don't take the fire damage.", "negate"),
    ("answer", _ROLL, "The triggering attack misses your ally.", "force_miss"),
    ("answer", _ROLL, "The enemy rerolls initiative.", "reroll"),
    ("use", "", "You make a Perception or Stealth check.", "skill_check"),
    ("use", "", "You use it again.", "use_power"),
    ("use", "", "You regain the use of an encounter power.", "recharge"),
    ("answer", _ROLL, "The enemy rolls damage twice.", "roll_twice"),
    ("use", "", "The target gains vulnerable 5 to fire.", "vulnerable"),
    (
        "answer",
        _ROLL,
        "You gain resist 5 against the target's attacks until the end of your next turn.",
        "resist",
    ),
    # (a secondary attack is made: tests/test_secondary_attacks.py)
    ("use", "", "You make an opportunity attack against the target.", "attack"),
    ("use", "", "You regain hit points equal to your Strength or Wisdom modifier.", "heal"),
    (
        "use",
        "",
        "You gain temporary hit points equal to your Strength or Wisdom modifier.",
        "temp_hp",
    ),
    (
        "use",
        "",
        "You make a saving throw with a bonus equal to your Strength or Wisdom modifier.",
        "save",
    ),
    ("use", "", "Choose fire or cold.", "choice"),
    ("use", "", "You take an immediate action.", "extra_action"),
    ("use", "", "You swap places with your spirit companion.", "swap"),
    (
        "use",
        "",
        "Until the rage ends, whenever an enemy misses you, you shift 1 square.",
        "standing_trigger",
    ),
    ("use", "", "You have concealment against enemies adjacent to you.", "concealment"),
    ("use", "", "The attack ignores immunity and resistance.", "ignore"),
]


def _played(tmp_path: Path, scenario: str, trigger: str, effect: str) -> Run:
    orc = "use: {power: Snare, targets: [Hero]}" if trigger == _IMMOBILIZED else _ATTACKS
    text = ANSWER.format(effect=effect, trigger=trigger, orc=orc)
    if scenario == "use":
        text = USE.format(effect=effect)
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert scenario == "use" or done.fired() == [("Hero", "Test")], done.fired()
    return done


def _read(effect: str, name: str) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The one op of ``name`` the effect says, and the op before it (or None)."""
    said = [op for _, ops_of_clause, _ in effect_clauses(effect) for op in ops_of_clause]
    found = [i for i, op in enumerate(said) if op.get("op") == name]
    assert len(found) == 1, said
    return said[found[0]], said[found[0] - 1] if found[0] else None


def _unsimulated(done: Run, name: str) -> list[dict[str, Any]]:
    return [e for e in done.entries("op") if e["op"] == name and e["status"] == "not simulated"]


@pytest.mark.parametrize(("scenario", "trigger", "effect", "name"), ACCEPTED)
def test_an_op_its_check_accepts_is_not_refused(
    tmp_path: Path, scenario: str, trigger: str, effect: str, name: str
) -> None:
    """What the check accepts the handler carries out once the game allows: no "not
    simulated" of its own, and the bench counts it carried out."""
    op, before = _read(effect, name)
    assert ops.unmodelled(op) is None and taken(op, before) == CARRIED_OUT, ops.unmodelled(op)
    done = _played(tmp_path, scenario, trigger, effect)
    assert _unsimulated(done, name) == [] and _unsimulated(done, "end_position") == []


@pytest.mark.parametrize(("scenario", "trigger", "effect", "name"), REFUSED)
def test_an_op_its_check_refuses_is_not_simulated_with_its_why(
    tmp_path: Path, scenario: str, trigger: str, effect: str, name: str
) -> None:
    op, before = _read(effect, name)
    why = ops.unmodelled(op)
    assert why is not None and taken(op, before) != CARRIED_OUT
    done = _played(tmp_path, scenario, trigger, effect)
    assert [e["why"] for e in _unsimulated(done, name)] == [why]


# The ops carried out only when the scenario gives their user's scores, whatever they say
# (a skill check counts the user's bonus to it: tests/test_effect_ops_checks.py plays it)
_WITH_SCORES = ("skill_check",)


def test_every_handler_is_played_with_an_op_its_check_accepts() -> None:
    """A handler added to ``ops.OPS`` needs a case here (end_position is carried out only
    with the movement before it, lasts only with the op before it whose duration it is,
    never alone: their checks refuse every one; tests/test_effect_ops_lasts.py plays it)."""
    alone = {"end_position", "lasts", *_WITH_SCORES}
    assert {name for *_, name in ACCEPTED} == set(ops.OPS) - alone
    checked = {name for name, handler in ops.OPS.items() if handler.unmodelled is not ops.modelled}
    assert {name for *_, name in REFUSED} <= checked


def test_a_handler_whose_check_refuses_never_runs() -> None:
    def run_it(*_: Any) -> None:
        raise AssertionError("ran")

    notes: list[dict[str, Any]] = []

    class Engine:
        def note(self, kind: str, depth: int, **fields: Any) -> None:
            notes.append(fields)

    class Ctx:
        frame = type("Frame", (), {"depth": 0})

    handler = ops.Handler(run_it, lambda op: "what it says")
    handler(Engine(), {"op": "made_up", "text": "Frob."}, Ctx())  # type: ignore[arg-type]
    why = "what it says is not simulated"
    assert notes == [{"op": "made_up", "text": "Frob.", "status": "not simulated", "why": why}]
