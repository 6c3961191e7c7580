"""Shooting Attacks, step by step: target, weapons, To Hit, To Wound, saves, Damage
Mitigation, casualties, the Leadership test.

An attack in progress is an :class:`Attack` (its frame's ``state``), which reactions at
its break points may change: Evade gives it a Shrouded roll (R004-17). A reaction's own
attack (Return Fire, Overwatch) carries its restrictions in the same record: no indirect
weapons, vehicles' Defensive weapons only, templates only within a range and as Wall of
Death, Stationary, no cover saves, no Leadership tests and no penalties (R004-09, R004-16,
R004-19). One-use weapons are spent whoever fires them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from counterplay.runtime.events import Event, Frame
from counterplay.runtime.horus_heresy import dice
from counterplay.runtime.horus_heresy.table import distance
from counterplay.runtime.horus_heresy.units import Model, Unit, Weapon

if TYPE_CHECKING:
    from counterplay.runtime.horus_heresy.engine import Action, Engine

# A heavy casualty share: a quarter of the unit's models in one attack (a Leadership test).
_HEAVY_LOSSES = 0.25


@dataclass
class Attack:
    """One Shooting Attack in progress."""

    shooter: Unit
    target: Unit
    named: list[str] = field(default_factory=list)  # weapons the script names (all: empty)
    reaction: str = ""  # the reaction it is part of, if any
    indirect: bool = True
    vehicles: str = "all"  # or "defensive": vehicles fire Defensive weapons only
    template_within: float | None = None
    wall_of_death: bool = False
    stationary: bool = False
    cover_saves: bool = True
    leadership_tests: bool = True
    penalties: bool = True
    firing: list[tuple[Model, Weapon]] = field(default_factory=list)
    hits: list[Weapon] = field(default_factory=list)
    wounds: list[Weapon] = field(default_factory=list)
    unsaved: int = 0
    shrouded: int | None = None  # a Shrouded roll a reaction gave (R004-17)
    models_before: int = 0
    casualties: int = 0
    removed: bool = False  # its casualties have been removed (Step 11)

    @classmethod
    def restricted(cls, shooter: Unit, target: Unit, op: dict[str, Any], reaction: str) -> Attack:
        """A reaction's attack under the restrictions its op writes."""
        templates = op.get("templates") or {}
        return cls(
            shooter,
            target,
            reaction=reaction,
            indirect=bool(op.get("indirect", True)),
            vehicles=str(op.get("vehicles", "all")),
            template_within=templates.get("within"),
            wall_of_death=templates.get("as") == "wall_of_death",
            stationary=bool(op.get("stationary", False)),
            cover_saves=bool(op.get("cover_saves", True)),
            leadership_tests=bool(op.get("leadership_tests", True)),
            penalties=bool(op.get("penalties", True)),
        )


def _state(frame: Frame[Unit]) -> Attack:
    assert isinstance(frame.state, Attack)
    return frame.state


def scripted_attack(engine: Engine, unit: Unit, action: Action) -> Frame[Unit] | None:
    """The Active player's Shooting Attack: refused (H006) when the unit may not shoot or
    nothing it carries reaches the target."""
    target = engine.by_name[action.args["at"]]
    attack = Attack(unit, target, named=list(action.args.get("weapons", ())))
    why = _cannot_shoot(unit) or ("" if firing(engine, attack) else _nothing_reaches(target))
    if why:
        engine.problem("H006", f"{unit.name} cannot shoot at {target.name}: {why}", action.span)
        return None
    frame: Frame[Unit] = Frame("shooting attack", unit, 0, state=attack)
    return frame


def _cannot_shoot(unit: Unit) -> str:
    for status in ("falling back", "locked in combat"):
        if status in unit.statuses:
            return f"it is {status}"
    return ""


def can_shoot(engine: Engine, shooter: Unit, target: Unit) -> bool:
    """Whether ``shooter`` could make a Shooting Attack at ``target`` now, with at least one
    weapon it has (in range and in sight, a one-use weapon not spent)."""
    return not _cannot_shoot(shooter) and bool(firing(engine, Attack(shooter, target)))


def _nothing_reaches(target: Unit) -> str:
    if target.destroyed:  # (no model left to be in range or in sight)
        return f"{target.name} is destroyed"
    return f"no weapon in range and in line of sight of {target.name}"


def firing(engine: Engine, attack: Attack) -> list[tuple[Model, Weapon]]:
    """The (model, weapon) pairs that fire: in range and in sight, under the attack's
    restrictions, one-use weapons not yet spent."""
    out = []
    for model in attack.shooter.alive:
        for name in model.weapons:
            weapon = engine.weapons[name]
            if attack.named and name not in attack.named:
                continue
            if _barred(attack, model, weapon):
                continue
            near = min((distance(model.at, t.at) for t in attack.target.alive), default=1e9)
            sees = any(engine.table.sees(model.at, t.at) for t in attack.target.alive)
            if near <= weapon.range and (sees or (attack.indirect and "barrage" in weapon.kinds)):
                out.append((model, weapon))
    return out


def _barred(attack: Attack, model: Model, weapon: Weapon) -> bool:
    """Does a restriction (or a spent one-use weapon) keep this weapon from firing?"""
    if "one_use" in weapon.kinds and weapon.name in model.spent:
        return True
    if not attack.indirect and "barrage" in weapon.kinds:
        return True  # nothing indirect (R004-16)
    if attack.vehicles == "defensive" and model.vehicle and "defensive" not in weapon.kinds:
        return True  # vehicles fire Defensive weapons only (R004-16)
    if "template" in weapon.kinds and attack.template_within is not None:
        return attack.shooter.gap(attack.target) > attack.template_within
    return False


def declare_target(engine: Engine, frame: Frame[Unit]) -> None:
    attack = _state(frame)
    attack.models_before = len(attack.target.alive)
    engine.note(
        "action",
        frame.depth,
        actor=attack.shooter.name,
        action=f"Shooting Attack ({attack.reaction})" if attack.reaction else "Shooting Attack",
        target=attack.target.name,
    )
    event = Event("shooting.target", attack.shooter, attack.target, {"phase": engine.phase})
    event.depth = frame.depth
    engine.dispatch(event, frame)


def declare_weapons(engine: Engine, frame: Frame[Unit]) -> None:
    attack = _state(frame)
    attack.firing = firing(engine, attack)
    for model, weapon in attack.firing:
        if "one_use" in weapon.kinds:
            model.spent.add(weapon.name)  # spent even by a Reaction (R004-09)
    names = [f"{m.name}: {w.name}" for m, w in attack.firing]
    engine.note("step", frame.depth, step="weapons", text=", ".join(names) or "none")


def hit_tests(engine: Engine, frame: Frame[Unit]) -> None:
    attack = _state(frame)
    if not attack.firing:
        declare_weapons(engine, frame)
    rolls: list[int] = []
    for model, weapon in attack.firing:
        if "template" in weapon.kinds:
            hits = engine.rng.randint(1, 3) if attack.wall_of_death else dice.d6(engine.rng)
            attack.hits += [weapon] * min(hits, len(attack.target.alive))
            continue
        snap = "heavy" in weapon.kinds and "moved" in attack.shooter.penalties
        skill = 1 if snap and not attack.stationary else model.ballistic_skill
        for _ in range(weapon.shots):
            roll = dice.d6(engine.rng)
            rolls.append(roll)
            if roll >= dice.to_hit(skill):
                attack.hits.append(weapon)
    templates = any("template" in w.kinds for _, w in attack.firing)
    walls = " (templates as Wall of Death)" if attack.wall_of_death and templates else ""
    engine.note("roll", frame.depth, step="To Hit" + walls, dice=rolls, result=len(attack.hits))


def wound_tests(engine: Engine, frame: Frame[Unit]) -> None:
    attack = _state(frame)
    alive = attack.target.alive
    toughness = alive[0].toughness if alive else 0
    rolls = []
    for weapon in attack.hits:
        need = dice.to_wound(weapon.strength, toughness)
        roll = dice.d6(engine.rng)
        rolls.append(roll)
        if need is not None and roll >= need:
            attack.wounds.append(weapon)
    engine.note("roll", frame.depth, step="To Wound", dice=rolls, result=len(attack.wounds))


def _save(engine: Engine, attack: Attack, weapon: Weapon, model: Model) -> int | None:
    """The best save a model has against the weapon: armour unless the AP beats it,
    invulnerable, or cover when the attack allows cover saves (R004-19)."""
    options = []
    if model.save is not None and (weapon.ap is None or weapon.ap > model.save):
        options.append(model.save)
    if model.invulnerable is not None:
        options.append(model.invulnerable)
    if attack.cover_saves and _in_cover(engine, attack, model):
        options.append(5)
    return min(options) if options else None


def _in_cover(engine: Engine, attack: Attack, model: Model) -> bool:
    if engine.table.inside(model.at, "cover"):
        return True
    return all(engine.table.through(s.at, model.at, "cover") for s in attack.shooter.alive)


def saves(engine: Engine, frame: Frame[Unit]) -> None:
    attack = _state(frame)
    alive = attack.target.alive
    rolls = []
    unsavable = 0  # wounds against which the model has no save at all: no die is rolled
    for weapon in attack.wounds:
        if not alive:
            break
        save = _save(engine, attack, weapon, alive[0])
        if save is None:
            unsavable += 1
            attack.unsaved += 1
            continue
        roll = dice.d6(engine.rng)
        rolls.append(roll)
        if not dice.saved(roll, save):
            attack.unsaved += 1
    said = ["no cover saves"] if not attack.cover_saves else []
    if unsavable:
        said.append(f"{unsavable} wound{'s' if unsavable > 1 else ''} with no save")
    step = "Saves" + (f" ({'; '.join(said)})" if said else "")
    engine.note("roll", frame.depth, step=step, dice=rolls, result=attack.unsaved)


def _shrouded(engine: Engine, attack: Attack, depth: int) -> int | None:
    """The one Shrouded roll that applies: the unit's own or a reaction's, the best of them;
    they never stack (R004-17)."""
    own = attack.target.special_rules.get("Shrouded")
    rolls = [r for r in (own, attack.shrouded) if isinstance(r, int)]
    if len(rolls) > 1:
        engine.note(
            "note", depth, text=f"Shrouded does not stack: the best, {min(rolls)}+, is used"
        )
    return min(rolls) if rolls else None


def damage_mitigation(engine: Engine, frame: Frame[Unit]) -> None:
    attack = _state(frame)
    for rule, roll_needed in (
        ("Shrouded", _shrouded(engine, attack, frame.depth)),
        ("Feel No Pain", attack.target.special_rules.get("Feel No Pain")),
    ):
        if not isinstance(roll_needed, int) or not attack.unsaved:
            continue
        rolls = [dice.d6(engine.rng) for _ in range(attack.unsaved)]
        attack.unsaved -= sum(1 for r in rolls if r >= roll_needed)
        step = f"{rule} ({roll_needed}+)"
        engine.note("roll", frame.depth, step=step, dice=rolls, result=attack.unsaved)


def remove_casualties(engine: Engine, frame: Frame[Unit]) -> None:
    """Unsaved wounds, each to the target's model closest to the shooter."""
    attack = _state(frame)
    removed = []
    for _ in range(attack.unsaved):
        alive = attack.target.alive
        if not alive:
            break
        model = min(alive, key=lambda m: attack.shooter.gap_to(m.at))
        model.lost += 1
        if not model.alive:
            removed.append(model.name)
    attack.casualties = len(removed)
    attack.removed = True
    engine.note("casualties", frame.depth, unit=attack.target.name, removed=removed)
    if attack.penalties and any("heavy" in w.kinds for _, w in attack.firing):
        attack.shooter.penalties.append("fired heavy weapons: may not charge")


def heavy_losses(attack: Attack) -> bool:
    """Whether the attack removed a quarter of the target's models, leaving some: the
    casualties that cause a Leadership (Panic) test, unless a rule says the test is not
    taken (a Reaction's shooting, Fearless: :func:`panic_check`)."""
    lost = attack.models_before and attack.casualties / attack.models_before >= _HEAVY_LOSSES
    return bool(lost) and not attack.target.destroyed


def panic_check(attack: Attack) -> bool:
    """Whether the attack's casualties make its target take the test (R004-09: not from a
    Reaction's shooting; not for a Fearless unit), as :func:`leadership_test` takes it."""
    fearless = "Fearless" in attack.target.special_rules
    return heavy_losses(attack) and attack.leadership_tests and not fearless


def leadership_test(engine: Engine, frame: Frame[Unit]) -> None:
    """A unit that lost a quarter of its models in one attack tests Leadership; failed, it
    Falls Back. A Reaction's shooting causes none (R004-09)."""
    attack = _state(frame)
    target = attack.target
    if not heavy_losses(attack):
        return
    if not attack.leadership_tests:
        engine.note("note", frame.depth, text="no Leadership test: a Reaction's shooting (R004-09)")
        return
    if "Fearless" in target.special_rules:
        engine.note("note", frame.depth, text=f"{target.name} is Fearless: no Leadership test")
        return
    roll = dice.two_d6(engine.rng)
    leadership = max(m.leadership for m in target.alive)
    passed = roll <= leadership
    engine.note(
        "test",
        frame.depth,
        unit=target.name,
        test="Leadership",
        roll=roll,
        against=leadership,
        passed=passed,
    )
    if not passed:
        target.statuses.add("falling back")
