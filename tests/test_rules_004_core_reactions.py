"""Seed 004 (Horus Heresy reactions), R004-15 .. R004-20: the Core Reactions. When the target
reacts, Return Fire and its restrictions, Evade, a charged unit's reaction, Overwatch and Hold
the Line. One test per rule, each a battle run through the battle reader and the engine under
the `horus-heresy` ruleset, asserting on the trace. Blue is the Reactive player in Red's turns
(tests/hhkit.py); the other rules: tests/test_rules_004_*.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.hhkit import BLUE, RED, battle, run, unit
from tests.rules004kit import TOUGH, _shots, _three_squads

# a vehicle with a Defensive weapon and one that is not
PREDATOR = {
    "type": "vehicle",
    "initiative": None,
    "weapons": ["lascannon", "pintle bolter"],
    "toughness": 8,
    "wounds": 4,
}


def test_R004_15_target_reacts_after_saves_before_mitigation_and_casualties(tmp_path: Path) -> None:
    units = _three_squads()
    r = run(
        tmp_path,
        battle(units, [_shots("Alpha")], players={RED: {}, BLUE: {"prefer": ["Return Fire"]}}),
    )
    assert r.fired() == [("Alpha", "Return Fire")]
    assert not r.refused("Beta", "Return Fire")  # only the unit targeted
    fired = r.seq("fires", reaction="Return Fire")
    saves = [e["seq"] for e in r.entries("roll", depth=0) if e["step"].startswith("Saves")]
    casualties = r.seq("casualties", unit="Alpha")
    assert saves[0] < fired < casualties


def test_R004_16_return_fire_restrictions(tmp_path: Path) -> None:
    blue = [
        unit(
            "Squad",
            BLUE,
            (10, 10),
            (10, 11),
            (10, 12),
            profile={"weapons": ["mortar", "bolter", "heavy flamer"]},
        ),
        unit("Predator", BLUE, (10, 30), profile=PREDATOR),
    ]
    red = [unit("Guns", RED, (20, 11)), unit("Raiders", RED, (15, 30))]
    players = {RED: {}, BLUE: {"allotment": 2, "prefer": ["Return Fire"]}}
    script = [
        {
            "turn": RED,
            "shooting": [{"shoot": "Guns", "at": "Squad"}, {"shoot": "Raiders", "at": "Predator"}],
        }
    ]
    r = run(tmp_path, battle(blue + red, script, players=players))
    fired = [e["text"] for e in r.entries("step", step="weapons", depth=1)]
    # no indirect (the mortar), no template beyond 8" (the flamer at 10"), Defensive only
    assert fired == [
        "Squad 1: bolter, Squad 2: bolter, Squad 3: bolter",
        "Predator 1: pintle bolter",
    ]
    near = [
        unit("Squad", BLUE, (10, 10), profile={"weapons": ["flamer"]}),
        unit("Guns", RED, (16, 10)),
    ]
    walls = run(tmp_path, battle(near, [_shots("Squad")], players=players))
    first = walls.entries("roll", depth=1)[0]
    assert first["step"] == "To Hit (templates as Wall of Death)"


def test_R004_16_open_return_fire_with_no_weapon_in_reach(tmp_path: Path) -> None:
    """The open decision R004-16: Return Fire "may make a Shooting Attack", so a unit whose
    weapons cannot reach the attacker may still make it: the point is spent, nothing fires,
    and the allotment is exhausted for the next attack."""
    units = [
        unit("Alpha", BLUE, (10, 10), profile={"weapons": ["flamer"]}),
        unit("Beta", BLUE, (10, 20)),
        unit("Guns", RED, (40, 15), profile={"weapons": ["lascannon"]}),
    ]
    players = {RED: {}, BLUE: {"prefer": ["Return Fire", "Evade"]}}
    r = run(tmp_path, battle(units, [_shots("Alpha", "Beta")], players=players))
    assert r.fired() == [("Alpha", "Return Fire")]
    (op,) = r.entries("op", op="shoot")
    assert op["status"] == "Alpha has no weapon that may fire at Guns"
    assert r.refused("Beta", "Return Fire") == [
        "the Reaction Allotment for this Phase is exhausted (R004-02, R004-05)"
    ]


def _house_withdraw(tmp_path: Path) -> None:
    """A house ruleset whose Withdraw leaves the `moved` penalty (as a unit's own move)."""
    (tmp_path / "house.ruleset.yaml").write_text(
        """counterplay: 1
name: house
extends: horus-heresy
universal:
  Withdraw:
    source: a house rule
    usage: at-will
    action: reaction
    trigger:
      event: unit.move_end
      actor: {role: enemy, within: 12, line_of_sight: true}
      target: null
      qualifiers: {phase: movement}
      text: an enemy unit ends a move within 12" and in line of sight
    effect:
      text: a Withdraw that counts as a move
      ops: [{op: reaction_move, direction: away, distance: initiative, penalties: true}]
""",
        encoding="utf-8",
    )


def _at_its_skill_after_a_withdraw(
    tmp_path: Path, start: float, to: float, reaction: str, later: dict[str, Any]
) -> None:
    """Guns moves from x=``start`` to x=``to``; the Squad Withdraws under the house rule (it
    has moved), then fires its heavy bolter in ``reaction`` when Red acts ``later``: BS 5
    hits on 2+, and as snap shots only a 6 would, so a die of 2-5 tells them apart."""
    _house_withdraw(tmp_path)
    units = [
        unit("Squad", BLUE, (10, 10), profile={"weapons": ["heavy bolter"], "ballistic_skill": 5}),
        unit("Guns", RED, (start, 10), profile={"movement": 12, **TOUGH}),
    ]
    players = {RED: {}, BLUE: {"prefer": ["Withdraw", reaction]}}
    script = [{"turn": RED, "movement": [{"move": "Guns", "to": [to, 10]}], **later}]
    r = run(tmp_path, battle(units, script, players=players, ruleset="house.ruleset.yaml"), seed=1)
    assert r.fired() == [("Squad", "Withdraw"), ("Squad", reaction)]
    assert r.final("Squad")["penalties"] == ["moved"]
    (hits,) = [e for e in r.entries("roll", depth=1) if e["step"].startswith("To Hit")]
    assert hits["result"] == sum(1 for d in hits["dice"] if d >= 2)
    assert any(2 <= d <= 5 for d in hits["dice"])


def test_R004_16_return_fire_counts_as_stationary(tmp_path: Path) -> None:
    """A unit that moved fires Heavy weapons as snap shots (BS 1) unless its attack counts
    as Stationary; a house ruleset whose Withdraw leaves the `moved` penalty shows Return
    Fire's heavy bolter still firing at its Ballistic Skill (BS 5: 2+)."""
    shooting = {"shooting": [{"shoot": "Guns", "at": "Squad"}]}
    _at_its_skill_after_a_withdraw(tmp_path, 30, 20, "Return Fire", shooting)


def test_R004_17_evade_shrouded_not_stacking_and_who_may_not(tmp_path: Path) -> None:
    units = [
        unit("Veils", BLUE, (10, 10), special_rules={"Shrouded": 4}),
        unit("Squad", BLUE, (10, 20)),
        unit(
            "Wreck",
            BLUE,
            (10, 30),
            statuses=["immobilised"],
            profile={"type": "vehicle", "initiative": None},
        ),
        unit("Statue", BLUE, (10, 38), profile={"movement": 0}),
        unit("Held", BLUE, (6, 38), statuses=["may not move"]),
        unit("Guns", RED, *[(20 + i, 20) for i in range(5)], profile={"weapons": ["heavy bolter"]}),
    ]
    players = {RED: {}, BLUE: {"allotment": 3, "prefer": ["Evade"]}}
    r = run(
        tmp_path,
        battle(units, [_shots("Veils", "Squad", "Wreck", "Statue", "Held")], players=players),
    )
    assert r.fired() == [("Veils", "Evade"), ("Squad", "Evade")]
    mitigation = [e["step"] for e in r.entries("roll") if e["step"].startswith("Shrouded")]
    assert mitigation[:1] == ["Shrouded (4+)"]  # its own 4+ and Evade's 5+: the best, not both
    first, then = r.seq("action", target="Veils"), r.seq("action", target="Squad")
    at_veils = [e for e in r.entries("roll") if first < e["seq"] < then]
    shrouded = [e for e in at_veils if e["step"].startswith("Shrouded")]
    assert [e["step"] for e in shrouded] == ["Shrouded (4+)"]  # one roll: they never stack
    assert "Shrouded does not stack: the best, 4+, is used" in [
        e["text"] for e in r.entries("note")
    ]
    if len(mitigation) > 1:
        assert mitigation[1] == "Shrouded (5+)"
    for name in ("Wreck", "Statue", "Held"):
        assert r.refused(name, "Evade")[0].endswith("(R004-17)"), name


def test_R004_18_charged_unit_reacts_after_the_roll_before_any_move(tmp_path: Path) -> None:
    units = [
        unit("Squad", BLUE, (10, 10), (10, 11)),
        unit("Other", BLUE, (10, 14)),
        unit("Raiders", RED, (14, 10), (14, 11)),
    ]
    r = run(
        tmp_path,
        battle(
            units,
            [{"turn": RED, "assault": [{"charge": "Raiders", "at": "Squad"}]}],
            players={RED: {}, BLUE: {"prefer": ["Overwatch"]}},
        ),
    )
    assert r.fired() == [("Squad", "Overwatch")]
    assert not r.refused("Other", "Overwatch")
    roll = r.seq("test", unit="Raiders")
    assert roll < r.seq("fires", reaction="Overwatch") < r.seq("moved", unit="Raiders")


def test_R004_19_overwatch_no_cover_saves(tmp_path: Path) -> None:
    woods = [{"kind": "cover", "from": [13, 5], "to": [20, 20]}]
    units = [
        unit("Squad", BLUE, (10, 10), (10, 11), (10, 12), profile={"weapons": ["bolter"]}),
        unit("Raiders", RED, (15, 10), (15, 11), (15, 12), profile={"save": None, "wounds": 3}),
    ]
    players = {RED: {}, BLUE: {"prefer": ["Overwatch", "Return Fire"]}}
    script = [
        {
            "turn": RED,
            "shooting": [{"shoot": "Raiders", "at": "Squad"}],
            "assault": [{"charge": "Raiders", "at": "Squad"}],
        }
    ]
    r = run(tmp_path, battle(units, script, players=players, terrain=woods), seed=1)
    assert r.fired() == [("Squad", "Return Fire"), ("Squad", "Overwatch")]
    saves = {e["step"]: e for e in r.entries("roll", depth=1) if e["step"].startswith("Saves")}
    # no armour save: only the woods' cover save (5+) could save a wound
    shooting = saves["Saves"]
    (overwatch,) = [e for step, e in saves.items() if step.startswith("Saves (no cover saves")]
    assert shooting["result"] < len(shooting["dice"])  # Return Fire: the woods do save some
    # Overwatch: no cover save, so no save at all: every wound unsaved, no die rolled
    assert overwatch["dice"] == [] and overwatch["result"] > 0
    wounds = overwatch["result"]
    said = f"{wounds} wound{'s' * (wounds > 1)} with no save"
    assert overwatch["step"] == f"Saves (no cover saves; {said})"


def test_R004_19_overwatch_templates_as_wall_of_death(tmp_path: Path) -> None:
    """Wall of Death: a template's D3 automatic hits, never more (a template fired normally
    hits up to D6 models)."""
    flamers = unit("Squad", BLUE, (10, 10), profile={"weapons": ["flamer"]})
    horde = unit("Horde", RED, *[(14, 8 + i) for i in range(6)], profile={"save": None})
    players = {RED: {}, BLUE: {"prefer": ["Overwatch"]}}
    overwatch = [{"turn": RED, "assault": [{"charge": "Horde", "at": "Squad"}]}]
    own = [{"turn": BLUE, "shooting": [{"shoot": "Squad", "at": "Horde"}]}]
    walls, fired = [], []
    for seed in range(12):
        r = run(tmp_path, battle([flamers, horde], overwatch, players=players), seed=seed)
        walls += [e["result"] for e in r.entries("roll", depth=1) if e["step"].startswith("To Hit")]
        r = run(tmp_path, battle([flamers, horde], own, players=players), seed=seed)
        fired += [e["result"] for e in r.entries("roll") if e["step"].startswith("To Hit")]
    assert len(walls) == 12 and max(walls) <= 3 and set(walls) == {1, 2, 3}
    assert max(fired) > 3
    # no 8" limit as Return Fire has: a heavy flamer charged from 10" fires as Wall of Death
    far = unit("Squad", BLUE, (10, 10), profile={"weapons": ["heavy flamer"]})
    charger = unit("Horde", RED, *[(20, 8 + i) for i in range(6)], profile={"save": None})
    r = run(tmp_path, battle([far, charger], overwatch, players=players))
    assert r.fired() == [("Squad", "Overwatch")]
    assert [e["text"] for e in r.entries("step", step="weapons", depth=1)] == [
        "Squad 1: heavy flamer"
    ]


def test_R004_19_overwatch_restricted_as_return_fire(tmp_path: Path) -> None:
    """Overwatch fires nothing indirect (the mortar) and a vehicle's Defensive weapons only
    (the pintle bolter, not the lascannon)."""
    units = [
        unit("Squad", BLUE, (10, 10), (10, 11), profile={"weapons": ["mortar", "bolter"]}),
        unit("Predator", BLUE, (10, 30), profile=PREDATOR),
        unit("Raiders", RED, (16, 10), profile=TOUGH),
        unit("Bikers", RED, (16, 30), profile=TOUGH),
    ]
    players = {RED: {}, BLUE: {"allotment": 2, "prefer": ["Overwatch"]}}
    charges = [{"charge": "Raiders", "at": "Squad"}, {"charge": "Bikers", "at": "Predator"}]
    r = run(tmp_path, battle(units, [{"turn": RED, "assault": charges}], players=players))
    assert r.fired() == [("Squad", "Overwatch"), ("Predator", "Overwatch")]
    fired = [e["text"] for e in r.entries("step", step="weapons", depth=1)]
    assert fired == ["Squad 1: bolter, Squad 2: bolter", "Predator 1: pintle bolter"]


def test_R004_19_overwatch_counts_as_stationary(tmp_path: Path) -> None:
    """As Return Fire: a unit that moved (the house Withdraw) still fires Heavy weapons at
    its Ballistic Skill in Overwatch, not as snap shots."""
    assault = {"assault": [{"charge": "Guns", "at": "Squad"}]}
    _at_its_skill_after_a_withdraw(tmp_path, 26, 16, "Overwatch", assault)


def test_R004_20_hold_the_line(tmp_path: Path) -> None:
    steady = {"leadership": 12}  # 2d6 never above 12: the Morale check passes
    units = [
        unit("Line", BLUE, (10, 10), profile=steady),
        unit("Brave", BLUE, (10, 40), profile=steady),
        unit("Shaken", BLUE, (40, 40), profile={"leadership": 1}),
        unit("Near", RED, (11.5, 10)),
        unit("Far", RED, (21.8, 40)),
        unit("Second", RED, (12, 42)),
        unit("Third", RED, (41.5, 40)),
    ]
    players = {RED: {}, BLUE: {"allotment": 3, "prefer": ["Hold the Line"]}}
    charges = [
        {"charge": c, "at": t}
        for c, t in (("Near", "Line"), ("Far", "Brave"), ("Second", "Brave"), ("Third", "Shaken"))
    ]
    r = run(tmp_path, battle(units, [{"turn": RED, "assault": charges}], players=players), seed=2)
    notes = [e["text"] for e in r.entries("note")]
    assert "the Charge by Near is Disordered (R004-20)" in notes  # passed, and the charge succeeded
    far = r.entries("test", unit="Far")[0]
    assert not far["passed"]  # the charge failed: later charges against Brave are Disordered
    assert (
        "the Charge by Far failed: every other Charge against Brave this sub-phase is Disordered"
        " (R004-20)" in notes
    )
    assert "the Charge is Disordered: Brave held the line (R004-20)" in notes
    assert not r.entries("test", unit="Shaken")[0]["passed"]  # failed Morale: nothing more
    assert "Disordered" not in r.entries("moved", unit="Third")[0]["how"]


def test_R004_20_hold_the_line_lasts_one_charge_sub_phase(tmp_path: Path) -> None:
    """Held against a failed Charge, the line Disorders the other Charges at the unit in the
    same Charge sub-phase only: a Charge in Red's next turn is not Disordered."""
    units = [
        unit("Brave", BLUE, (10, 40), profile={"leadership": 12}),
        unit("Far", RED, (21.8, 40)),
        unit("Second", RED, (12, 44)),
    ]
    players = {RED: {}, BLUE: {"prefer": ["Hold the Line"]}}
    script = [
        {"turn": RED, "assault": [{"charge": "Far", "at": "Brave"}]},
        {"turn": RED, "assault": [{"charge": "Second", "at": "Brave", "reactive": "none"}]},
    ]
    r = run(tmp_path, battle(units, script, players=players), seed=2)
    assert r.fired() == [("Brave", "Hold the Line")]
    assert not r.entries("test", unit="Far")[0]["passed"]  # the first Charge failed
    assert r.entries("test", unit="Second")[0]["passed"]
    notes = [e["text"] for e in r.entries("note")]
    assert "the Charge is Disordered: Brave held the line (R004-20)" not in notes
    assert r.entries("moved", unit="Second")[0]["how"] == "makes a Charge into Brave"
