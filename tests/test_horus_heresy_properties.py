"""Properties of the Horus Heresy runtime over 1,000 random player turns: the Reaction
Allotment (points spent per Phase), its cap of three and the one-Reaction-per-unit-per-Phase
limit are never exceeded, only the Reactive player reacts, and the same seed gives the same
trace. Battles are random (units, places, statuses, allotments, special rules, terrain,
scripts, scripted picks that may be refused), under both built-in rulesets; under the
third edition's the units carry reactions read from profiles of every cost."""

from __future__ import annotations

import copy
import functools
import random
from collections import Counter
from typing import Any

import pytest

from counterplay.compiler.horus_heresy.profiles import read_profile
from counterplay.compiler.rulesets import load_ruleset
from counterplay.runtime.horus_heresy.engine import Action, Battle, PlayerTurn, simulate
from counterplay.runtime.horus_heresy.facts import PHASES
from counterplay.runtime.horus_heresy.table import Area, Table
from counterplay.runtime.horus_heresy.units import Model, Player, Unit, Weapon
from counterplay.runtime.policy import Choice
from counterplay.runtime.reaction import Reaction

TURNS = 1_000
WEAPONS = {
    "bolter": Weapon("bolter", 24, 4, 5, 2),
    "heavy bolter": Weapon("heavy bolter", 36, 5, 4, 3, frozenset({"heavy"})),
    "flamer": Weapon("flamer", 8, 4, 5, 1, frozenset({"template"})),
    "mortar": Weapon("mortar", 48, 4, 6, 1, frozenset({"barrage"})),
    "missile": Weapon("missile", 48, 8, 3, 1, frozenset({"heavy", "one_use"})),
}
STATUSES = ("pinned", "falling back", "locked in combat", "may not move")
CORE = ["Return Fire", "Evade", "Advance", "Withdraw", "Overwatch", "Hold the Line"]
REACTIONS = [*CORE, "Gambit 0", "Gambit 1", "Gambit 2"]
_TRIGGERS = (
    "during Step 3 of the Shooting Attack sequence of any Shooting Attack made by the Active "
    "Player that targets a Unit under the Reactive Player's control.",
    "at the end of Step 5 of the Charge process of any Charge declared by the Active Player "
    "that targets a Unit under the Reactive Player's control.",
    'in Step 2 of the Move Sub-Phase process, if an enemy Unit ends a move within 12" and in '
    "Line of Sight of a Unit under the Reactive Player's control.",
    # conditions on the action: judged again when the reaction resolves (its points given
    # back when refused), or when the event is dispatched
    "at the end of Step 5 of the Charge process of any Charge declared by the Active Player "
    "that targets a Unit under the Reactive Player's control if the Charge Roll has succeeded.",
    'in Step 2 of the Move Sub-Phase process, if an enemy Unit ends a move within 12" and in '
    "Line of Sight of a Unit under the Reactive Player's control capable of making a Shooting "
    "Attack with at least one Weapon it has targeting that Unit.",
    # a unit that includes a Model of a Sub-Type (models carry Sub-Types at random)
    "during Step 3 of the Shooting Attack sequence of any Shooting Attack made by the Active "
    "Player for a Unit which includes any Models with the Light Sub-Type.",
)
_COSTS = (
    "It has no cost.",
    "The Reactive Player must spend 1 point.",
    "The Reactive Player must spend 2 points.",
    "The Reactive Player must spend 3 points.",
)


@functools.cache
def _read(name: str, trigger: str, cost: str) -> dict[str, Any]:
    entry, _ = read_profile(name, {"Trigger": trigger, "Cost": cost})
    assert entry["trigger"]["event"] != "unparsed", trigger
    return entry


def _profiles(rng: random.Random) -> list[Reaction]:
    """Third-edition reactions of random shapes, costs and usage, read from profiles."""
    out = []
    for i in range(rng.randint(1, 3)):
        once = "Once per Battle, the" if rng.random() < 0.3 else "The"
        name = f"Gambit {i}"
        kind = rng.choice(_TRIGGERS)
        trigger = f"{once} Reactive Player may declare the {name} Advanced Reaction {kind}"
        cost = rng.choice(_COSTS)
        entry = copy.deepcopy(_read(name, trigger, cost))
        entry["effect"]["ops"] = [
            rng.choice([{"op": "shrouded", "roll": 5}, {"op": "morale_check"}])
        ]
        out.append(Reaction.from_ir(entry))
    return out


def _unit(rng: random.Random, name: str, player: str, x: float, third: bool) -> Unit:
    vehicle = rng.random() < 0.15
    y = rng.uniform(10, 38)
    models = []
    for i in range(1 if vehicle else rng.randint(1, 5)):
        models.append(
            Model(
                f"{name} {i + 1}",
                (min(47.0, x + i * 0.8), y),
                movement=rng.choice([0, 6, 7, 8, 12]) if not vehicle else 12,
                initiative=None if vehicle else rng.choice([0, 1, 3, 4, 5]),
                toughness=7 if vehicle else rng.choice([3, 4, 5]),
                wounds=rng.randint(1, 3),
                save=rng.choice([None, 2, 3, 4]),
                leadership=rng.randint(6, 10),
                type="vehicle" if vehicle else "infantry",
                facing=rng.uniform(0, 360),
                weapons=tuple(rng.sample(sorted(WEAPONS), rng.randint(1, 2))),
                sub_types=("light",) if rng.random() < 0.5 else (),
            )
        )
    unit = Unit(name, player, models, statuses={s for s in STATUSES if rng.random() < 0.1})
    if rng.random() < 0.1:
        unit.special_rules["Fearless"] = True
    if rng.random() < 0.2:
        unit.special_rules["Shrouded"] = rng.choice([4, 5, 6])
    if third:
        unit.reactions = _profiles(rng)
    return unit


def _script(rng: random.Random, units: list[Unit], active: str) -> PlayerTurn:
    mine = [u for u in units if u.player == active]
    theirs = [u for u in units if u.player != active]
    phases: dict[str, list[Action]] = {}
    for phase in PHASES:
        actions = []
        for _ in range(rng.randint(1, 6)):
            unit = rng.choice(mine)
            target = rng.choice(theirs)
            if phase == "movement":
                x, y = unit.models[0].at
                to = [x + rng.uniform(-6, 6), y + rng.uniform(-6, 6)]
                action = Action("move", unit.name, {"to": to})
            else:
                action = Action(
                    "shoot" if phase == "shooting" else "charge", unit.name, {"at": target.name}
                )
            if rng.random() < 0.4:  # a scripted pick: any unit, any reaction, or none
                picked = rng.choice(theirs)
                names = CORE + [r.name for r in picked.reactions]
                answer = f"{picked.name}: {rng.choice(names)}" if rng.random() < 0.85 else None
                action.choices.append(Choice(theirs[0].player, "react", answer))
            actions.append(action)
        phases[phase] = actions
    return PlayerTurn(active, phases)


def _battle(rng: random.Random, third: bool) -> Battle:
    ruleset, _ = load_ruleset("horus-heresy-3" if third else "horus-heresy")
    assert ruleset is not None
    units = [
        _unit(rng, f"Red {i}", "Red", rng.uniform(25, 32), third) for i in range(rng.randint(1, 5))
    ]
    units += [
        _unit(rng, f"Blue {i}", "Blue", rng.uniform(14, 21), third)
        for i in range(rng.randint(1, 5))
    ]
    players = {
        name: Player(
            name,
            allotment=rng.randint(1, 5),
            bonus={p: rng.randint(0, 2) for p in PHASES if rng.random() < 0.4},
            beyond_three=rng.random() < 0.2,
            prefer=rng.sample(REACTIONS, rng.randint(3, len(REACTIONS))),
        )
        for name in ("Red", "Blue")
    }
    areas = tuple(
        Area(
            f"area {i}",
            rng.choice(["blocking", "difficult", "dangerous", "cover"]),
            x,
            y,
            x + rng.uniform(1, 8),
            y + rng.uniform(1, 8),
        )
        for i in range(rng.randint(0, 4))
        for x, y in [(rng.uniform(0, 40), rng.uniform(0, 40))]
    )
    turns = [_script(rng, units, rng.choice(["Red", "Blue"])) for _ in range(rng.randint(1, 3))]
    return Battle(Table(48, 48, areas), units, players, dict(WEAPONS), ruleset, turns)


def _allowed(player: Player, phase: str) -> int:
    most = player.allotment + player.bonus.get(phase, 0)
    return most if player.beyond_three else min(most, 3)


def _check(battle: Battle, trace: list[dict[str, Any]]) -> None:
    owner_of = {u.name: u.player for u in battle.units}
    cost = {
        (u.name, r.name): r.cost
        for u in battle.units
        for r in [*u.reactions, *battle.ruleset.universal]
    }
    spent: Counter[tuple[Any, ...]] = Counter()
    reacted: Counter[tuple[Any, ...]] = Counter()
    once: Counter[tuple[str, str]] = Counter()
    rolled = {
        (u.name, r.name)
        for u in battle.units
        for r in u.reactions
        if "charge_roll_succeeded" in r.qualifiers.get("condition", ())
    }
    light = {
        (u.name, r.name)
        for u in battle.units
        for r in u.reactions
        if (r.actor or {}).get("includes") == {"types": ["Light"]}
    }
    by_name = {u.name: u for u in battle.units}
    roll: bool | None = None  # the last Charge Roll's result
    for e in trace:
        if e["kind"] == "test" and e["test"].startswith("Charge Roll"):
            roll = e["passed"]
        if e["kind"] != "fires":
            continue
        if (e["owner"], e["reaction"]) in rolled:  # "if the Charge Roll has succeeded"
            assert roll is True, e
        if (e["owner"], e["reaction"]) in light:  # "for a Unit which includes ... Light"
            assert any("light" in m.sub_types for m in by_name[e["event_actor"]].models), e
        player = owner_of[e["owner"]]
        assert player != e["player"], e  # only the Reactive player reacts
        window = (e["game_turn"], e["player"], e["phase"])
        spent[(*window, player)] += cost[(e["owner"], e["reaction"])]
        reacted[(*window, e["owner"])] += 1
        if "usage:once-per-battle" in e["tags"]:
            once[(player, e["reaction"])] += 1
    for (_, _, phase, player), points in spent.items():
        assert points <= _allowed(battle.players[player], phase), (phase, player, points)
        if not battle.players[player].beyond_three:
            assert points <= 3
    assert all(n == 1 for n in reacted.values()), reacted
    assert all(n == 1 for n in once.values()), once


@pytest.mark.slow
def test_a_thousand_random_turns_keep_the_allotment_the_cap_and_the_unit_limit() -> None:
    rng = random.Random(20_004)
    turns = fired = battles = 0
    refusals: Counter[str] = Counter()
    while turns < TURNS:
        seed = rng.randrange(2**32)
        battle = _battle(random.Random(seed), third=battles % 2 == 1)
        result = simulate(battle, seed)
        _check(battle, result.trace)
        if battles % 25 == 0:  # the same seed, the same battle: the same trace
            again = simulate(_battle(random.Random(seed), third=battles % 2 == 1), seed)
            assert again.trace == result.trace
        turns += len(battle.turns)
        fired += sum(1 for e in result.trace if e["kind"] == "fires")
        refusals.update(_limit_refusals(result.trace))
        battles += 1
    # the limits were exercised, not idle: reactions fire in many turns (507 fires in these
    # 1,000 turns before round 38's R004-11 refused Initiative moves of units with an
    # Initiative-0 model, 499 since; the bound is about being exercised, not a count to keep)
    assert fired > TURNS * 2 // 5, fired
    assert refusals["unit"] > 100 and refusals["allotment"] > 50 and refusals["once"] > 3, refusals
    assert refusals["condition"] > 3, refusals


def _limit_refusals(trace: list[dict[str, Any]]) -> list[str]:
    """Which limit (or a condition on the action) refused each candidate whose trigger
    matched."""
    out = []
    for e in trace:
        if e["kind"] == "candidate" and e["matched"] and not e["fires"]:
            why = e["why"]
            if "already made a Reaction" in why:
                out.append("unit")
            elif "Allotment" in why:
                out.append("allotment")
            elif "once per Battle" in why:
                out.append("once")
            elif "not so that" in why:  # a condition on the action
                out.append("condition")
    return out
